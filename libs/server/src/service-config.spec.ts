import { parsePort, parseTrustProxy, serviceConfigFromEnv } from './service-config';

describe('service config', () => {
  const names = { portVar: 'API_PORT', hostVar: 'API_HOST', defaultPort: 3100 };

  it('defaults to 127.0.0.1 on the default port, trusting the local gateway alone', () => {
    expect(serviceConfigFromEnv({}, names)).toEqual({
      port: 3100,
      host: '127.0.0.1',
      trustProxy: 'loopback',
      jsonBodyLimit: '100kb',
      publicOrigins: [],
    });
    expect(serviceConfigFromEnv({ API_PORT: ' ', API_HOST: '  ' }, names)).toMatchObject({
      port: 3100,
      host: '127.0.0.1',
    });
  });

  it("reads the service's own variables and TRUST_PROXY", () => {
    expect(
      serviceConfigFromEnv(
        { API_PORT: '4100', API_HOST: ' 0.0.0.0 ', AI_PORT: '1', TRUST_PROXY: '2' },
        names,
      ),
    ).toMatchObject({ port: 4100, host: '0.0.0.0', trustProxy: 2 });
    expect(() => serviceConfigFromEnv({ API_PORT: 'abc' }, names)).toThrow('API_PORT must be a port number');
  });

  it('refuses a port that is not a port', () => {
    expect(() => parsePort('http', 1, 'API_PORT')).toThrow('API_PORT must be a port number');
    expect(() => parsePort('70000', 1, 'API_PORT')).toThrow();
  });

  it('parses trust proxy settings', () => {
    expect(parseTrustProxy(undefined)).toBe('loopback');
    expect(parseTrustProxy(' ')).toBe('loopback');
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('10.0.0.0/8')).toBe('10.0.0.0/8');
  });

  it('refuses to trust every hop, which would let a client pick its own address', () => {
    expect(() => parseTrustProxy('true')).toThrow('TRUST_PROXY=true would let any client choose');
  });
});
