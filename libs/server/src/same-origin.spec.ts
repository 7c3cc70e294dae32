import { isCrossSite, parsePublicOrigins, requestHost } from './same-origin';
import { serviceConfigFromEnv } from './service-config';

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

describe('isCrossSite with the configured public origins (PUBLIC_ORIGINS)', () => {
  const publicOrigins = ['https://heirloom.example', 'https://staging.heirloom.example'];
  it.each([
    // The gateway forwards the site's origin to an API that sees its own Service name as Host.
    ['POST', 'https://heirloom.example', 'api:3100', false],
    ['DELETE', 'HTTPS://Staging.Heirloom.example', 'api:3100', false],
    // DNS rebinding: a foreign name that resolves to us sends itself as Origin and as Host.
    ['POST', 'http://rebind.attacker.example', 'rebind.attacker.example', true],
    // A listed name on another scheme or port is another origin.
    ['POST', 'http://heirloom.example', 'heirloom.example', true],
    ['POST', 'https://heirloom.example:8443', 'heirloom.example:8443', true],
    ['PATCH', 'null', 'heirloom.example', true],
    ['POST', undefined, 'rebind.attacker.example', false],
    ['GET', 'http://rebind.attacker.example', 'rebind.attacker.example', false],
  ])('%s from %s to %s: %s', (method, origin, host, expected) => {
    expect(isCrossSite(method, origin, host, publicOrigins)).toBe(expected);
  });
});

describe('parsePublicOrigins', () => {
  it('reads comma-separated origins as a browser sends them; empty is none', () => {
    expect(parsePublicOrigins(' https://Heirloom.example/ , http://localhost:3000')).toEqual([
      'https://heirloom.example',
      'http://localhost:3000',
    ]);
    expect(parsePublicOrigins(undefined)).toEqual([]);
    expect(parsePublicOrigins(' , ')).toEqual([]);
  });

  it.each(['heirloom.example', 'https://heirloom.example/app', 'ftp://heirloom.example', 'https://'])(
    'refuses %s',
    (raw) => {
      expect(() => parsePublicOrigins(raw)).toThrow(
        `PUBLIC_ORIGINS must be origins (scheme://host[:port]), comma-separated: "${raw}" is not`,
      );
    },
  );

  it("is a service's setting, checked at start with the others", () => {
    const names = { portVar: 'API_PORT', hostVar: 'API_HOST', defaultPort: 3100 };
    expect(serviceConfigFromEnv({ PUBLIC_ORIGINS: 'https://heirloom.example' }, names).publicOrigins).toEqual(
      ['https://heirloom.example'],
    );
    expect(serviceConfigFromEnv({}, names).publicOrigins).toEqual([]);
    expect(() => serviceConfigFromEnv({ PUBLIC_ORIGINS: 'heirloom.example' }, names)).toThrow(
      'Invalid configuration: PUBLIC_ORIGINS must be origins',
    );
  });
});
