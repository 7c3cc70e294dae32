import { contactRequestSchema } from '@heirloom/contracts';
import { errorsByField } from './use-schema-form';

const fields = ['firstName', 'email', 'message'] as const;

describe('errorsByField', () => {
  it("keeps the first message per field from the schema's issues", () => {
    const result = contactRequestSchema.safeParse({ firstName: ' ', email: 'nope', message: '' });
    expect(result.success).toBe(false);
    expect(errorsByField(fields, result.error!.issues)).toEqual({
      firstName: 'First name is required',
      email: 'Enter a valid email address',
      message: 'Message is required',
    });
  });

  it("reads the API's dotted paths and drops fields the form does not have", () => {
    expect(
      errorsByField(fields, [
        { path: 'email', message: 'Taken' },
        { path: 'email', message: 'Second' },
        { path: 'message.0', message: 'Nested' },
        { path: 'isAdmin', message: 'Unknown field' },
      ]),
    ).toEqual({ email: 'Taken', message: 'Nested' });
  });
});
