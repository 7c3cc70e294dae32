// Form controls that read their form from react-hook-form's context: a label, the control and its
// error (from the zod schema or the API) in one line of page code.
import { css } from '@emotion/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { enumLabel, Field, Input, mq, Select, t, Textarea } from '@heirloom/ui/base';

/** Two columns of fields, one on phones; `wide` fields span both. */
export const formGrid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: t.space[4],
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const wideStyle = css({ gridColumn: '1 / -1' });

interface FieldBase<V extends FieldValues> {
  name: Path<V>;
  label: ReactNode;
  hint?: ReactNode;
  /** Spans the whole row. */
  wide?: boolean;
}

function useFieldError<V extends FieldValues>(name: Path<V>): string | undefined {
  const { formState, getFieldState } = useFormContext<V>();
  const message = getFieldState(name, formState).error?.message;
  return typeof message === 'string' ? message : undefined;
}

export type FormInputProps<V extends FieldValues> = FieldBase<V> &
  Omit<ComponentPropsWithRef<'input'>, 'name'>;

export function FormInput<V extends FieldValues>({ name, label, hint, wide, ...props }: FormInputProps<V>) {
  const { register } = useFormContext<V>();
  const error = useFieldError<V>(name);
  return (
    <Field label={label} hint={hint} error={error} css={wide ? wideStyle : undefined}>
      <Input {...props} {...register(name)} />
    </Field>
  );
}

export type FormTextareaProps<V extends FieldValues> = FieldBase<V> &
  Omit<ComponentPropsWithRef<'textarea'>, 'name'>;

export function FormTextarea<V extends FieldValues>({
  name,
  label,
  hint,
  wide = true,
  ...props
}: FormTextareaProps<V>) {
  const { register } = useFormContext<V>();
  const error = useFieldError<V>(name);
  return (
    <Field label={label} hint={hint} error={error} css={wide ? wideStyle : undefined}>
      <Textarea {...props} {...register(name)} />
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type FormSelectProps<V extends FieldValues> = FieldBase<V> &
  Omit<ComponentPropsWithRef<'select'>, 'name'> & { options: readonly SelectOption[] };

export function FormSelect<V extends FieldValues>({
  name,
  label,
  hint,
  wide,
  options,
  ...props
}: FormSelectProps<V>) {
  const { register } = useFormContext<V>();
  const error = useFieldError<V>(name);
  return (
    <Field label={label} hint={hint} error={error} css={wide ? wideStyle : undefined}>
      <Select {...props} {...register(name)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Options for a libs/contracts enum, labelled with enumLabel unless given. */
export function enumOptions(values: readonly string[], labels: Record<string, string> = {}): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] ?? enumLabel(value) }));
}

/**
 * The current value of one field of the surrounding form (to show a field only for some choices).
 * Remotes call this rather than react-hook-form itself: libs/ui is a federation singleton, and a
 * remote's own copy of react-hook-form would not see the form libs/ui's FormDialog provides.
 */
export function useFieldValue<V extends FieldValues, N extends Path<V> = Path<V>>(name: N) {
  return useWatch<V, N>({ name });
}
