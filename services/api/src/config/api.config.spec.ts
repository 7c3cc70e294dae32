import { apiConfigFromEnv, parsePort, parseTrustProxy } from './api.config';

describe('api config', () => {
  it('defaults to 127.0.0.1:3100', () => {
    expect(apiConfigFromEnv({})).toMatchObject({ port: 3100, host: '127.0.0.1', jsonBodyLimit: '100kb' });
  });

  it('reads API_PORT and API_HOST', () => {
    expect(apiConfigFromEnv({ API_PORT: '4100', API_HOST: '0.0.0.0' })).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
    });
  });

  it('refuses a port that is not a port', () => {
    expect(() => parsePort('http', 1, 'API_PORT')).toThrow('API_PORT must be a port number');
    expect(() => parsePort('70000', 1, 'API_PORT')).toThrow();
  });

  it('parses trust proxy settings', () => {
    expect(parseTrustProxy(undefined)).toBe('loopback, linklocal, uniquelocal');
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('10.0.0.0/8')).toBe('10.0.0.0/8');
  });
});
