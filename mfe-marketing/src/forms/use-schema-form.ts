// A small form state helper driven by the same zod schema the API validates with: string values per
// field, the first message per field from the schema (or from the API's 400), and a reset.
import type { FieldError } from '@heirloom/platform';
import { useCallback, useState } from 'react';
import type { z } from 'zod';

export type FormErrors<K extends string> = Partial<Record<K, string>>;

/** The first message per top-level field; a message for an unknown field is dropped. */
export function errorsByField<K extends string>(
  fields: readonly K[],
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
): FormErrors<K> {
  const errors: FormErrors<K> = {};
  for (const issue of issues) {
    const key = String(typeof issue.path === 'string' ? issue.path.split('.')[0] : issue.path[0]);
    if ((fields as readonly string[]).includes(key) && !errors[key as K]) errors[key as K] = issue.message;
  }
  return errors;
}

export function useSchemaForm<K extends string, S extends z.ZodType>(schema: S, initial: Record<K, string>) {
  const fields = Object.keys(initial) as K[];
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<K>>({});

  const setValue = useCallback((field: K, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Once the user edits a field, its old message no longer describes it.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  /** Parses the current values; on failure shows each field's message and returns null. */
  const validate = (): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(errorsByField(fields, result.error.issues));
    return null;
  };

  /** Shows the field messages of an API 400; returns whether there were any. */
  const showServerErrors = (serverErrors: readonly FieldError[]): boolean => {
    const next = errorsByField(fields, serverErrors);
    setErrors(next);
    return Object.keys(next).length > 0;
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, errors, setValue, validate, showServerErrors, reset };
}
