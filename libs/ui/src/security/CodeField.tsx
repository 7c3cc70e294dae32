// The one-time code field of the second factor (issue 32): sign-in's second step, the step-up dialog
// and the authenticator app's enrolment on /account. It lives in `@heirloom/ui/base`, not in the forms kit,
// and so imports no react-hook-form at run time: `@heirloom/ui/base` is a federation singleton loaded by
// every page, and a second copy of react-hook-form here would be a form context the kit's forms cannot see.
// A form binds it by handing it the form (useSchemaForm's) and the field's name instead.
import { css } from '@emotion/react';
import { TOTP_DIGITS } from '@heirloom/contracts';
import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field } from '../components/Field';
import { Input } from '../components/Input';
import { t } from '../tokens';

/**
 * What a typed, pasted or autofilled code becomes: its digits only, at most `digits` of them. "123 456"
 * and "123-456" (as apps and password managers copy them) are "123456".
 */
export function normalizeCode(raw: string, digits: number = TOTP_DIGITS): string {
  return raw.replace(/\D/g, '').slice(0, digits);
}

/** The form kit's binding: the page's form (useSchemaForm's) and which of its fields holds the code. */
export interface CodeFieldBinding<V extends FieldValues> {
  form: Pick<UseFormReturn<V, unknown, unknown>, 'register' | 'getFieldState' | 'formState'>;
  name: Path<V>;
}

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'name' | 'form' | 'children'>;

export type CodeFieldProps<V extends FieldValues> = InputProps & {
  label?: ReactNode;
  hint?: ReactNode;
  /** The field's message; taken from the form when bound to one and none is given. */
  error?: ReactNode;
  /** How many digits a code has (TOTP_DIGITS). */
  digits?: number;
  /** A plain input's name when not bound to a form. */
  name?: string;
  className?: string;
} & (CodeFieldBinding<V> | { form?: undefined });

const codeStyle = css({
  fontFamily: t.font.mono,
  fontSize: '1.125rem',
  letterSpacing: '0.3em',
  fontVariantNumeric: 'tabular-nums',
  maxWidth: '12rem',
});

/**
 * A labelled code input: numeric keypad on phones, `one-time-code` autofill, and spaces or dashes in a
 * pasted code dropped as it arrives (so no maxLength cuts "123 456" to "123 45").
 */
export function CodeField<V extends FieldValues = FieldValues>(props: CodeFieldProps<V>) {
  const {
    label = 'Code from your authenticator app',
    hint,
    error,
    digits = TOTP_DIGITS,
    className,
    form,
    name,
    onChange,
    onBlur,
    ...input
  } = props;

  let bound: ReturnType<CodeFieldBinding<V>['form']['register']> | undefined;
  let formError: string | undefined;
  if (form && name) {
    bound = form.register(name as Path<V>);
    const message = form.getFieldState(name as Path<V>, form.formState).error?.message;
    formError = typeof message === 'string' ? message : undefined;
  }

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const clean = normalizeCode(event.target.value, digits);
    if (clean !== event.target.value) event.target.value = clean;
    onChange?.(event);
    void bound?.onChange(event);
  };

  return (
    <Field label={label} hint={hint} error={error ?? formError} className={className}>
      <Input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="one-time-code"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="done"
        placeholder={'0'.repeat(digits)}
        css={codeStyle}
        {...input}
        name={bound?.name ?? name}
        ref={bound?.ref ?? input.ref}
        onChange={change}
        onBlur={(event) => {
          onBlur?.(event);
          void bound?.onBlur(event);
        }}
      />
    </Field>
  );
}
