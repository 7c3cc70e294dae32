import { Writable } from 'node:stream';
import { Test } from '@nestjs/testing';
import { JsonLogger, loggingModule } from './logging.module';

function captured(level: 'info' | 'warn' | 'silent') {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { lines, module: loggingModule(level, destination) };
}

describe("the service's own log lines", () => {
  it('are JSON with their Nest context, an error with its stack, nothing below the level', async () => {
    const { lines, module } = captured('info');
    const moduleRef = await Test.createTestingModule({ imports: [module] }).compile();
    const logger = moduleRef.get(JsonLogger);
    logger.log('API listening', 'Main');
    logger.debug('not written', 'Main');
    logger.error('Shutdown failed', 'Error: boom\n    at x', 'Shutdown');
    logger.warn({ note: 'an object' }, 'NetWorth');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, context: 'Main', msg: 'API listening' }),
      expect.objectContaining({
        level: 50,
        context: 'Shutdown',
        msg: 'Shutdown failed',
        stack: 'Error: boom\n    at x',
      }),
      expect.objectContaining({ level: 40, context: 'NetWorth', note: 'an object' }),
    ]);
  });

  it('writes nothing when silent', async () => {
    const { lines, module } = captured('silent');
    const moduleRef = await Test.createTestingModule({ imports: [module] }).compile();
    moduleRef.get(JsonLogger).error('nope', 'Main');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([]);
  });
});
