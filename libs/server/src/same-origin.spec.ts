import { isCrossSite, requestHost } from './same-origin';

describe('isCrossSite', () => {
  it.each([
    ['POST', 'https://evil.example', 'heirloom.example', true],
    ['DELETE', 'http://localhost:3001', 'localhost:3000', true],
    ['PATCH', 'null', 'localhost:3000', true],
    ['POST', 'http://localhost:3000', 'localhost:3000', false],
    ['PUT', 'HTTP://LOCALHOST:3000', 'localhost:3000', false],
    ['POST', undefined, 'localhost:3000', false],
    ['GET', 'https://evil.example', 'localhost:3000', false],
  ])('%s from %s to %s: %s', (method, origin, host, expected) => {
    expect(isCrossSite(method, origin, host)).toBe(expected);
  });
});

describe('requestHost', () => {
  it('is the forwarded host behind the gateway, else Host, lower-cased', () => {
    expect(requestHost({ host: 'API:3100', 'x-forwarded-host': 'Heirloom.example, proxy' })).toBe(
      'heirloom.example',
    );
    expect(requestHost({ host: 'Localhost:3000' })).toBe('localhost:3000');
    expect(requestHost({})).toBeUndefined();
  });
});
