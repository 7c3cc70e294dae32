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

describe('ai config: API, OpenAI and limits', () => {
  it('reads API_URL, defaulting to the local API', () => {
    expect(aiConfigFromEnv({}).apiUrl).toBe('http://127.0.0.1:3100');
    expect(aiConfigFromEnv({ API_URL: 'http://api:3100/' }).apiUrl).toBe('http://api:3100');
    expect(() => aiConfigFromEnv({ API_URL: 'ftp://x' })).toThrow('API_URL must be an http(s) URL');
  });

  it('uses the LLM engine only with a key', () => {
    expect(aiConfigFromEnv({}).openai).toBeUndefined();
    expect(aiConfigFromEnv({ OPENAI_API_KEY: '  ' }).openai).toBeUndefined();
    expect(
      aiConfigFromEnv({ OPENAI_API_KEY: 'sk-x', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_MODEL: 'm' })
        .openai,
    ).toEqual({ apiKey: 'sk-x', baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 30_000 });
  });

  it('bounds the calls in flight to the API: 16 by default, AI_API_CONCURRENCY to change it', () => {
    expect(aiConfigFromEnv({}).apiConcurrency).toBe(16);
    expect(aiConfigFromEnv({ AI_API_CONCURRENCY: '32' }).apiConcurrency).toBe(32);
    expect(() => aiConfigFromEnv({ AI_API_CONCURRENCY: '0' })).toThrow(
      'AI_API_CONCURRENCY must be a positive whole number, got "0"',
    );
  });

  it('refuses a bad rate limit and collects AI_ASSUME_* overrides', () => {
    expect(() => aiConfigFromEnv({ AI_CHAT_RATE_LIMIT: '0' })).toThrow('AI_CHAT_RATE_LIMIT');
    const config = aiConfigFromEnv({ AI_ASSUME_MARKET_MORTGAGE_RATE_PERCENT: '5.5', OTHER: 'x' });
    expect(config.assumptionOverrides).toEqual({ AI_ASSUME_MARKET_MORTGAGE_RATE_PERCENT: '5.5' });
    expect(config.assumptions.MARKET_MORTGAGE_RATE_PERCENT).toBe('5.5');
    expect(aiConfigFromEnv({}).assumptions.MARKET_MORTGAGE_RATE_PERCENT).toBe('6.25');
  });

  it('refuses to start with an unknown or bad AI_ASSUME_* value', () => {
    expect(() => aiConfigFromEnv({ AI_ASSUME_MARKET_MORTGAGE_RATE_PERCENT: 'six' })).toThrow(
      'AI_ASSUME_MARKET_MORTGAGE_RATE_PERCENT must be a number from 0 to 30, got "six"',
    );
    expect(() => aiConfigFromEnv({ AI_ASSUME_MORTGAGE_RATE: '5' })).toThrow(
      'AI_ASSUME_MORTGAGE_RATE is not a known assumption',
    );
  });
});

describe('ai config: a bad start', () => {
  it('names every bad variable in one error, the assumptions included', () => {
    const start = () =>
      aiConfigFromEnv({
        API_URL: 'ftp://x',
        AI_CHAT_RATE_LIMIT: 'many',
        AI_ASSUME_MARKET_MORTGAGE_RATE_PERCENT: 'six',
      });
    expect(start).toThrow('API_URL must be an http(s) URL, got "ftp://x"');
    expect(start).toThrow('AI_CHAT_RATE_LIMIT must be a positive whole number, got "many"');
    expect(start).toThrow('AI_ASSUME_MARKET_MORTGAGE_RATE_PERCENT must be a number from 0 to 30, got "six"');
  });
});
