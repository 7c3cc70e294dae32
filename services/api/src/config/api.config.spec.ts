import { apiConfigFromEnv } from './api.config';

/** A SECOND_FACTOR_KEY as an operator makes one (`openssl rand -base64 32`). */
const KEY = Buffer.alloc(32, 7).toString('base64');

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
});

describe('api config: sessions and demo data', () => {
  it("marks cookies Secure by the request's scheme unless COOKIE_SECURE says otherwise", () => {
    expect(apiConfigFromEnv({}).secureCookies).toBe('auto');
    expect(apiConfigFromEnv({ NODE_ENV: 'production', SECOND_FACTOR_KEY: KEY }).secureCookies).toBe('auto');
    expect(apiConfigFromEnv({ COOKIE_SECURE: 'TRUE' }).secureCookies).toBe(true);
    expect(apiConfigFromEnv({ COOKIE_SECURE: 'false' }).secureCookies).toBe(false);
    expect(() => apiConfigFromEnv({ COOKIE_SECURE: 'yes' })).toThrow(
      'COOKIE_SECURE must be true, false or auto',
    );
  });

  it('seeds the demo family unless SEED_DEMO=false', () => {
    expect(apiConfigFromEnv({}).seedDemo).toBe(true);
    expect(apiConfigFromEnv({ SEED_DEMO: 'FALSE' }).seedDemo).toBe(false);
  });
});

describe('api config: the summary cache', () => {
  it('keeps 2000 families by default, none with SUMMARY_CACHE_FAMILIES=0, and refuses anything else', () => {
    expect(apiConfigFromEnv({}).summaryCacheFamilies).toBe(2000);
    expect(apiConfigFromEnv({ SUMMARY_CACHE_FAMILIES: ' 0 ' }).summaryCacheFamilies).toBe(0);
    expect(apiConfigFromEnv({ SUMMARY_CACHE_FAMILIES: '50000' }).summaryCacheFamilies).toBe(50000);
    for (const bad of ['-1', '1.5', 'lots', '1000001'])
      expect(() => apiConfigFromEnv({ SUMMARY_CACHE_FAMILIES: bad })).toThrow(
        'SUMMARY_CACHE_FAMILIES must be a whole number from 0 to 1000000',
      );
  });
});

describe('api config: logs', () => {
  it('reads LOG_LEVEL, info by default, and refuses unknown levels', () => {
    expect(apiConfigFromEnv({}).logLevel).toBe('info');
    expect(apiConfigFromEnv({ LOG_LEVEL: 'Debug' }).logLevel).toBe('debug');
    expect(() => apiConfigFromEnv({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of');
  });
});

describe('api config: documents', () => {
  it('keeps documents in DATA_DIR/documents unless DOCUMENTS_DIR says where', () => {
    expect(apiConfigFromEnv({ DATA_DIR: '/srv/heirloom' }).documentsDir).toBe('/srv/heirloom/documents');
    expect(apiConfigFromEnv({ DATA_DIR: '/srv/heirloom', DOCUMENTS_DIR: '/mnt/docs' }).documentsDir).toBe(
      '/mnt/docs',
    );
  });
});

describe('api config: a bad start', () => {
  it('names every bad variable in one error', () => {
    const start = () =>
      apiConfigFromEnv({ API_PORT: 'http', SESSION_CACHE_MS: 'soon', REGISTER_LIMIT_PER_HOUR: '0' });
    expect(start).toThrow('API_PORT must be a port number (0-65535), got "http"');
    expect(start).toThrow(
      'SESSION_CACHE_MS must be a whole number of milliseconds from 0 to 60000, got "soon"',
    );
    expect(start).toThrow('REGISTER_LIMIT_PER_HOUR must be a positive whole number, got "0"');
  });
});

describe('api config: shutdown and database', () => {
  it("reads the graceful shutdown's bounds, 1 s and 10 s by default", () => {
    expect(apiConfigFromEnv({}).shutdown).toEqual({ readinessDelayMs: 1_000, drainTimeoutMs: 10_000 });
    expect(
      apiConfigFromEnv({ SHUTDOWN_READINESS_DELAY_MS: '5000', SHUTDOWN_DRAIN_TIMEOUT_MS: '20000' }).shutdown,
    ).toEqual({ readinessDelayMs: 5_000, drainTimeoutMs: 20_000 });
  });

  it('names a bad shutdown bound or database setting at start, with the rest', () => {
    const start = () =>
      apiConfigFromEnv({
        API_PORT: 'http',
        SHUTDOWN_DRAIN_TIMEOUT_MS: 'soon',
        DATABASE_QUERY_TIMEOUT_MS: '-5',
        DATABASE_URL: 'postgres://app:hunter2@db/heirloom',
      });
    expect(start).toThrow('API_PORT must be a port number (0-65535), got "http"');
    expect(start).toThrow('SHUTDOWN_DRAIN_TIMEOUT_MS must be a whole number of ms, got "soon"');
    expect(start).toThrow('DATABASE_QUERY_TIMEOUT_MS must be a whole number of ms (0: none), got "-5"');
    expect(start).toThrow('DATABASE_URL must start with mysql:// or mariadb:// (got postgres://)');
    expect(start).not.toThrow('hunter2');
  });
});

describe('api config: the second factor (issue 32)', () => {
  it('needs SECOND_FACTOR_KEY in production, as 32 bytes of base64 or hex', () => {
    expect(() => apiConfigFromEnv({ NODE_ENV: 'production' })).toThrow(
      'SECOND_FACTOR_KEY is required in production (NODE_ENV=production)',
    );
    expect(apiConfigFromEnv({ NODE_ENV: 'production', SECOND_FACTOR_KEY: KEY }).secondFactorKey).toEqual(
      Buffer.alloc(32, 7),
    );
    expect(apiConfigFromEnv({ SECOND_FACTOR_KEY: '07'.repeat(32) }).secondFactorKey).toEqual(
      Buffer.alloc(32, 7),
    );
    expect(apiConfigFromEnv({}).secondFactorKey).toBeUndefined();
    expect(() => apiConfigFromEnv({ SECOND_FACTOR_KEY: 'short' })).toThrow(
      'SECOND_FACTOR_KEY must be 32 bytes, as base64 or 64 hex digits',
    );
  });

  it('opens the demo entries by default, never in production', () => {
    expect(apiConfigFromEnv({})).toMatchObject({ demoSignIn: true, production: false });
    expect(apiConfigFromEnv({ DEMO_SIGN_IN: 'false' }).demoSignIn).toBe(false);
    expect(apiConfigFromEnv({ NODE_ENV: 'production', SECOND_FACTOR_KEY: KEY })).toMatchObject({
      demoSignIn: false,
      production: true,
    });
    expect(
      apiConfigFromEnv({ NODE_ENV: 'production', SECOND_FACTOR_KEY: KEY, DEMO_SIGN_IN: 'false' }).demoSignIn,
    ).toBe(false);
    expect(() =>
      apiConfigFromEnv({ NODE_ENV: 'production', SECOND_FACTOR_KEY: KEY, DEMO_SIGN_IN: 'true' }),
    ).toThrow('DEMO_SIGN_IN must not be true in production (NODE_ENV=production)');
  });

  it('names the passkeys’ relying party and origins from WEBAUTHN_*', () => {
    expect(apiConfigFromEnv({ PORT: '3000' })).toMatchObject({
      webAuthnRpId: 'localhost',
      webAuthnRpName: 'Heirloom',
      webAuthnOrigins: ['http://localhost:3000'],
    });
    expect(
      apiConfigFromEnv({
        WEBAUTHN_RP_ID: 'heirloom.example.com',
        WEBAUTHN_ORIGINS: 'https://heirloom.example.com, https://office.heirloom.example.com',
      }),
    ).toMatchObject({
      webAuthnRpId: 'heirloom.example.com',
      webAuthnOrigins: ['https://heirloom.example.com', 'https://office.heirloom.example.com'],
    });
    expect(() => apiConfigFromEnv({ WEBAUTHN_ORIGINS: 'heirloom.example.com' })).toThrow(
      'WEBAUTHN_ORIGINS must be origins like https://heirloom.example, comma-separated',
    );
  });
});
