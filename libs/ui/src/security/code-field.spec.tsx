// The code field's clean-up of what is typed or pasted, and its binding to a form of the kit.
import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@heirloom/platform';
import { totpConfirmSchema, type TotpConfirm } from '@heirloom/contracts';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createFormControl } from 'react-hook-form';
import { applyApiErrors } from '../forms/api-errors';
import { schemaFormOptions } from '../forms/use-schema-form';
import { CodeField, normalizeCode } from './CodeField';

describe('normalizeCode', () => {
  it('keeps the digits of a code copied with a space or a dash', () => {
    expect(normalizeCode('123 456')).toBe('123456');
    expect(normalizeCode('123-456')).toBe('123456');
    expect(normalizeCode(' 12 34 56 \n')).toBe('123456');
  });

  it('drops letters and stops at the code length', () => {
    expect(normalizeCode('12a3')).toBe('123');
    expect(normalizeCode('1234567')).toBe('123456');
    expect(normalizeCode('12345678', 8)).toBe('12345678');
  });
});

// The same options useSchemaForm gives react-hook-form, on a form control outside React.
function confirmForm() {
  const control = createFormControl<TotpConfirm, unknown, { code: string }>(
    schemaFormOptions(totpConfirmSchema, { code: '' }),
  );
  return { ...control, formState: control.control._formState };
}

/** The Input CodeField renders inside its Field. */
const inputOf = (field: ReactElement) =>
  (field.props as { children: ReactElement<Record<string, unknown>> }).children;

describe('CodeField', () => {
  it('asks phones for the numeric keypad and autofill for the one-time code, with no maxLength to cut a pasted "123 456"', () => {
    const html = renderToStaticMarkup(<CodeField name="code" />);
    expect(html).toContain('inputMode="numeric"');
    expect(html).toContain('autoComplete="one-time-code"');
    expect(html).not.toContain('maxLength');
  });

  it('puts a pasted "123 456" into the form as 123456, which the schema accepts', async () => {
    const form = confirmForm();
    const input = inputOf(CodeField<TotpConfirm>({ form, name: 'code' }) as ReactElement);
    // No `type` on the target: without one react-hook-form reads the event's value, not the (unmounted) element's.
    const target = { name: 'code', value: '123 456' };
    (input.props.onChange as (event: unknown) => void)({ target, type: 'change' });
    expect(target.value).toBe('123456');
    expect(form.getValues('code')).toBe('123456');
    let submitted: unknown;
    await form.handleSubmit((values) => {
      submitted = values;
    })();
    expect(submitted).toEqual({ code: '123456' });
  });

  it("shows the schema's message and the API's 400 message for the code on the field", async () => {
    const form = confirmForm();
    await form.trigger();
    expect(renderToStaticMarkup(<CodeField form={form} name="code" />)).toContain(
      'Enter the 6-digit code from your authenticator app',
    );

    const wrong = new ApiError(
      400,
      JSON.stringify({
        message: 'Validation failed',
        errors: [{ path: 'code', message: 'That code is not right.' }],
      }),
      'Bad Request',
    );
    expect(applyApiErrors(form, wrong, ['code'])).toBeNull();
    const html = renderToStaticMarkup(<CodeField form={form} name="code" />);
    expect(html).toContain('That code is not right.');
    expect(html).toContain('aria-invalid="true"');
  });
});
