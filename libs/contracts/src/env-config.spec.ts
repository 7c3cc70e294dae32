import { ConfigError, envVar, readConfig } from './env-config';

describe('readConfig', () => {
  const table = {
    PORT: envVar.port(3000),
    LIMIT: envVar.positiveInt(20),
    UPSTREAM: envVar.httpUrl('http://127.0.0.1:3100'),
    TARGET: envVar.url(),
    SECURE: envVar.boolean(false),
    LEVEL: envVar.oneOf(['info', 'debug'], 'info'),
    NAME: envVar.text(),
    OTHER_PORT: envVar.port(),
  };

  it('answers the defaults for unset and blank variables', () => {
    expect(readConfig(table, { LIMIT: '  ', NAME: ' ' })).toEqual({
      PORT: 3000,
      LIMIT: 20,
      UPSTREAM: 'http://127.0.0.1:3100',
      TARGET: undefined,
      SECURE: false,
      LEVEL: 'info',
      NAME: undefined,
      OTHER_PORT: undefined,
    });
  });

  it('reads each kind, trimmed and in any case', () => {
    const values = readConfig(table, {
      PORT: ' 0 ',
      LIMIT: '9007199254740991',
      UPSTREAM: 'https://api.example/v1/',
      TARGET: 'http://cdn:9',
      SECURE: 'TRUE',
      LEVEL: 'Debug',
      NAME: ' x ',
      OTHER_PORT: '8080',
    });
    expect(values).toMatchObject({
      PORT: 0,
      LIMIT: Number.MAX_SAFE_INTEGER,
      UPSTREAM: 'https://api.example/v1',
      SECURE: true,
      LEVEL: 'debug',
      NAME: 'x',
      OTHER_PORT: 8080,
    });
    expect(values.TARGET?.href).toBe('http://cdn:9/');
  });

  it.each([
    ['PORT', '65536', 'PORT must be a port number (0-65535), got "65536"'],
    ['PORT', '80.5', 'PORT must be a port number'],
    ['OTHER_PORT', '-1', 'OTHER_PORT must be a port number (0-65535), got "-1"'],
    ['LIMIT', '0', 'LIMIT must be a positive whole number, got "0"'],
    ['LIMIT', '1e3', 'LIMIT must be a positive whole number'],
    ['LIMIT', '9007199254740992', 'LIMIT must be a positive whole number'],
    ['UPSTREAM', 'ftp://x', 'UPSTREAM must be an http(s) URL, got "ftp://x"'],
    ['TARGET', 'not a url', 'TARGET must be a URL'],
    ['SECURE', 'yes', 'SECURE must be true or false'],
    ['LEVEL', 'loud', 'LEVEL must be one of info, debug, got "loud"'],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => readConfig(table, { [name]: value })).toThrow(message);
  });

  it('names every bad variable in one error, and the problems of its checks', () => {
    let error: unknown;
    try {
      readConfig(
        table,
        { PORT: 'http', LIMIT: '-1', LEVEL: 'info' },
        {
          extra: () => {
            throw new Error('EXTRA_THING is not known');
          },
        },
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PORT must be a port number (0-65535), got "http"',
      'LIMIT must be a positive whole number, got "-1"',
      'EXTRA_THING is not known',
    ]);
    expect((error as Error).message).toBe(
      'Invalid configuration: PORT must be a port number (0-65535), got "http"; ' +
        'LIMIT must be a positive whole number, got "-1"; EXTRA_THING is not known',
    );
  });

  it("answers its checks' results beside the table's values", () => {
    expect(
      readConfig({ N: envVar.wholeNumber(0, { min: 0, max: 5 }) }, { N: '5' }, { twice: () => 2 }),
    ).toEqual({
      N: 5,
      twice: 2,
    });
    expect(() => readConfig({ N: envVar.wholeNumber(0, { min: 0, max: 5 }) }, { N: '6' })).toThrow(
      'N must be a whole number from 0 to 5, got "6"',
    );
  });

  it("uses a custom variable's own message", () => {
    const custom = {
      MODE: envVar.custom((raw) => {
        if (raw === 'bad') throw new Error('MODE=bad is not allowed here');
        return raw ?? 'normal';
      }),
    };
    expect(readConfig(custom, {}).MODE).toBe('normal');
    expect(() => readConfig(custom, { MODE: 'bad' })).toThrow(
      'Invalid configuration: MODE=bad is not allowed here',
    );
  });
});
