import { apiConfigFromEnv } from './api.config';

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
