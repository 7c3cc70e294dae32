import { BadRequestException } from '@nestjs/common';

export interface FieldError {
  /** Dotted path of the offending field ("email", "items.0.amount"); '' for the body itself. */
  path: string;
  message: string;
}

export class ValidationFailedException extends BadRequestException {
  /** `message` says what failed when one rule of the request, not a form's fields, refused it. */
  constructor(
    readonly errors: FieldError[],
    readonly summary = 'Validation failed',
  ) {
    super({ message: summary, errors });
  }
}
