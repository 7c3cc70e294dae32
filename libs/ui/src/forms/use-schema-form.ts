// The one way a form is driven: react-hook-form over the libs/contracts zod schema the API validates
// with, so the browser and the API give the same message for the same input. FormDialog uses it, and so
// does every form on a page (sign-in, account, waitlist, contact).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

// A page form hands its fields the form through this; remotes take it from here, never from their own
// copy of react-hook-form (which would be a second context the fields cannot see).
export { FormProvider } from 'react-hook-form';
export type { UseFormReturn } from 'react-hook-form';

/** A zod schema whose input is a form's values (every libs/contracts insert/update schema). */
export type FormSchema<Input extends FieldValues, Output> = z.ZodType<Output, Input>;

/** How a page form behaves: checked on submit, then again as each field changes. */
export type SchemaFormOptions<Input extends FieldValues, Output> = Omit<
  UseFormProps<Input, unknown, Output>,
  'resolver' | 'defaultValues'
>;

/** react-hook-form's options for `schema`; `createFormControl` takes the same (the tests use it). */
export function schemaFormOptions<Input extends FieldValues, Output>(
  schema: FormSchema<Input, Output>,
  defaultValues: DefaultValues<Input>,
  options: SchemaFormOptions<Input, Output> = {},
): UseFormProps<Input, unknown, Output> {
  return {
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    // The page forms have never moved focus on a failed check; the field's message and aria-invalid say it.
    shouldFocusError: false,
    ...options,
  };
}

/** A form on a page (not in a dialog): pass its fields the result through `FormProvider` or `register`. */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: FormSchema<Input, Output>,
  defaultValues: DefaultValues<Input>,
  options?: SchemaFormOptions<Input, Output>,
) {
  return useForm<Input, unknown, Output>(schemaFormOptions(schema, defaultValues, options));
}
