// How e-mails leave the API (issue 31: a grant's invitation link to the professional). One adapter
// interface; MAIL_TRANSPORT picks the transport at start (docs/operations.md, "Invitation e-mails"). `log`
// writes each message as one JSON log line, so a local setup sees what would have gone out; a real
// transport (SMTP, an e-mail API) is one more class here and one more value of MAIL_TRANSPORT.
import type { LoggerService } from '@nestjs/common';
import type { MailTransport } from '../../config/api.config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The injection token and the interface: send one message, or fail (the caller decides what that means). */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}

/** Writes each message as a JSON log line (`"context":"Mailer"`, `"event":"mail"`); nothing is sent. */
export class LogMailer extends Mailer {
  /** @param logger the service's JSON logger (logging.module.ts's JsonLogger). */
  constructor(private readonly logger: LoggerService) {
    super();
  }

  async send({ to, subject, text }: MailMessage): Promise<void> {
    this.logger.log({ event: 'mail', to, subject, text }, 'Mailer');
  }
}

/** MAIL_TRANSPORT=none: nothing leaves; the family copies the link from the page. */
export class NoMailer extends Mailer {
  async send(): Promise<void> {}
}

export function mailerFor(transport: MailTransport, logger: LoggerService): Mailer {
  return transport === 'log' ? new LogMailer(logger) : new NoMailer();
}
