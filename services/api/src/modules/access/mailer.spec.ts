import type { LoggerService } from '@nestjs/common';
import { LogMailer, mailerFor, NoMailer } from './mailer';

function recording(): { logger: LoggerService; lines: unknown[][] } {
  const lines: unknown[][] = [];
  const write = (...args: unknown[]) => void lines.push(args);
  return { lines, logger: { log: write, error: write, warn: write } };
}

describe('the mailer adapter', () => {
  it('log: writes each message as one structured line under the Mailer context', async () => {
    const { logger, lines } = recording();
    const mailer = mailerFor('log', logger);
    expect(mailer).toBeInstanceOf(LogMailer);
    await mailer.send({ to: 'maria@cpa.example', subject: 'Shared', text: 'https://x/invite/abc' });
    expect(lines).toEqual([
      [{ event: 'mail', to: 'maria@cpa.example', subject: 'Shared', text: 'https://x/invite/abc' }, 'Mailer'],
    ]);
  });

  it('none: sends and writes nothing', async () => {
    const { logger, lines } = recording();
    const mailer = mailerFor('none', logger);
    expect(mailer).toBeInstanceOf(NoMailer);
    await mailer.send({ to: 'maria@cpa.example', subject: 'Shared', text: 'link' });
    expect(lines).toEqual([]);
  });
});
