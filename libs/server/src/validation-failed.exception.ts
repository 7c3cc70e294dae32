import { BadRequestException } from '@nestjs/common';

export interface FieldError {
  /** Dotted path of the offending field ("email", "items.0.amount"); '' for the body itself. */
  path: string;
  message: string;
}

export class ValidationFailedException extends BadRequestException {
  constructor(readonly errors: FieldError[]) {
    super({ message: 'Validation failed', errors });
  }
}
