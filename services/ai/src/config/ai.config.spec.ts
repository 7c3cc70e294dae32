import { aiConfigFromEnv } from './ai.config';

describe('ai config', () => {
  it('defaults to 127.0.0.1:3200', () => {
    expect(aiConfigFromEnv({})).toMatchObject({ port: 3200, host: '127.0.0.1', jsonBodyLimit: '100kb' });
  });

  it('reads AI_PORT and AI_HOST, refusing bad ports', () => {
    expect(aiConfigFromEnv({ AI_PORT: '4200', AI_HOST: '0.0.0.0' })).toMatchObject({
      port: 4200,
      host: '0.0.0.0',
    });
    expect(() => aiConfigFromEnv({ AI_PORT: 'abc' })).toThrow('AI_PORT must be a port number');
  });
});
