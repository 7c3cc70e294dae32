// Validates route parameters that declare a schema: `@Body({ schema: newsletterSignupSchema })`.
// Any Standard Schema works (zod 4 is one); the parsed value (trimmed, coerced, defaulted) replaces
// the raw input, and failures become a 400 listing each field.
import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { ValidationFailedException, type FieldError } from './validation-failed.exception';

type Schema = NonNullable<ArgumentMetadata['schema']>;
type Issue = { message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> };

function pathOf(issue: Issue): string {
  return (issue.path ?? [])
    .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
    .join('.');
}

export function toFieldErrors(issues: readonly Issue[]): FieldError[] {
  return issues.flatMap((issue) => {
    // zod reports extra properties as one issue on the parent; name each field instead.
    const keys = (issue as { code?: string; keys?: unknown }).keys;
    if ((issue as { code?: string }).code === 'unrecognized_keys' && Array.isArray(keys)) {
      const parent = pathOf(issue);
      return keys.map((key) => ({
        path: parent ? `${parent}.${String(key)}` : String(key),
        message: 'Unknown field',
      }));
    }
    return [{ path: pathOf(issue), message: issue.message }];
  });
}

@Injectable()
export class SchemaValidationPipe implements PipeTransform {
  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const schema: Schema | undefined = metadata.schema;
    if (!schema) return value;
    const result = await schema['~standard'].validate(value);
    if (result.issues) throw new ValidationFailedException(toFieldErrors(result.issues));
    return result.value;
  }
}
