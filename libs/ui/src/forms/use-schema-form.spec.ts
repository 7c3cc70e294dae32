import { describe, expect, it, jest } from '@jest/globals';
import {
  contactRequestSchema,
  loginSchema,
  type ContactRequest,
  type ContactRequestInput,
  type LoginInput,
} from '@heirloom/contracts';
import { createFormControl } from 'react-hook-form';
import { schemaFormOptions, type FormSchema } from './use-schema-form';

// The contact form's values are the strings of its inputs ('' for no choice yet); the schema parses them.
type ContactValues = Record<keyof ContactRequestInput, string>;
const contactSchema = contactRequestSchema as unknown as FormSchema<ContactValues, ContactRequest>;
const loginForm = (values: LoginInput) =>
  createFormControl<LoginInput, unknown, LoginInput>(schemaFormOptions(loginSchema, values));

// The same options useSchemaForm gives react-hook-form, on a form control outside React.
const contactForm = (values: Record<string, string>) =>
  createFormControl<ContactValues, unknown, ContactRequest>(
    schemaFormOptions(contactSchema, {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      company: '',
      inquiryType: '',
      assetsUnderManagement: '',
      message: '',
      ...values,
    }),
  );

describe('schemaFormOptions', () => {
  // From mfe-marketing's errorsByField, which the contact form used before it moved onto these forms.
  it("keeps the first message per field from the schema's issues", async () => {
    const form = contactForm({ firstName: ' ', email: 'nope', message: '' });
    expect(await form.trigger()).toBe(false);
    const messages = Object.fromEntries(
      (['firstName', 'email', 'message'] as const).map((field) => [
        field,
        form.getFieldState(field).error?.message,
      ]),
    );
    expect(messages).toEqual({
      firstName: 'First name is required',
      email: 'Enter a valid email address',
      message: 'Message is required',
    });
  });

  it("submits the schema's output, not the raw values, and nothing when a field is wrong", async () => {
    const onValid = jest.fn();
    const bad = loginForm({ username: '  ', password: 'x' });
    await bad.handleSubmit(onValid)();
    expect(onValid).not.toHaveBeenCalled();
    expect(bad.getFieldState('username').error?.message).toBe('Username is required');

    const good = loginForm({ username: ' ada ', password: 'x' });
    await good.handleSubmit(onValid)();
    expect(onValid.mock.calls[0]?.[0]).toEqual({ username: 'ada', password: 'x' });
  });

  it('leaves focus alone on a failed check unless the form asks', () => {
    expect(schemaFormOptions(loginSchema, { username: '', password: '' }).shouldFocusError).toBe(false);
    expect(
      schemaFormOptions(loginSchema, { username: '', password: '' }, { shouldFocusError: true })
        .shouldFocusError,
    ).toBe(true);
  });
});
