// TypeORM's messages (migrations, schema, failed queries) through Nest's logger, so the service
// has one log format. Query parameters are left out: they hold personal data and password hashes.
import { Logger } from '@nestjs/common';
import { AbstractLogger, type LogLevel, type LogMessage } from 'typeorm';

type Message = LogMessage | string | number;

export class NestTypeOrmLogger extends AbstractLogger {
  private readonly logger = new Logger('TypeORM');

  protected writeLog(level: LogLevel, message: Message | Message[]): void {
    for (const { type, prefix, message: text } of this.prepareLogMessages(message, {
      highlightSql: false,
      appendParameterAsComment: false,
    })) {
      const line = prefix ? `${prefix}: ${text}` : String(text);
      switch (type ?? level) {
        case 'error':
        case 'query-error':
          this.logger.error(line);
          break;
        case 'warn':
        case 'query-slow':
          this.logger.warn(line);
          break;
        case 'query':
          this.logger.debug(line);
          break;
        default:
          this.logger.log(line);
      }
    }
  }
}
