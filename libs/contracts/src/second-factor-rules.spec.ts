// Which requests are sensitive actions (a step-up when the session's last check is old): the routes of
// stepUpRoutes and what lies under them, by method, with a query or a trailing slash, and nothing else.
import { needsStepUp } from './second-factor-rules';

describe('needsStepUp', () => {
  it.each([
    ['POST', '/api/auth/password', true],
    ['DELETE', '/api/auth/factors/totp', true],
    ['GET', '/api/exports/accounts?format=csv', true],
    ['get', '/api/exports/', true],
    ['PUT', '/api/access/second-factor', true],
    ['POST', '/api/account/assistant-tokens', true],
    ['POST', '/api/access/switch', false],
    ['POST', '/api/access/leave/', false],
    ['GET', '/api/access', false],
    ['GET', '/api/account/assistant-tokens', false],
    ['POST', '/api/auth/step-up', false],
    ['GET', '/api/accounts', false],
    ['POST', '/api/accessories', false],
    ['GET', '/api/exportsx', false],
  ])('%s %s → %s', (method, path, sensitive) => {
    expect(needsStepUp(method, path)).toBe(sensitive);
  });
});
