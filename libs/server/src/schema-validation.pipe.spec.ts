import { chatRequestSchema, newsletterSignupSchema } from '@heirloom/contracts';
import { SchemaValidationPipe } from './schema-validation.pipe';
import { ValidationFailedException } from './validation-failed.exception';

describe('SchemaValidationPipe', () => {
  const pipe = new SchemaValidationPipe();
  const body = { type: 'body' as const, schema: newsletterSignupSchema };
  const chat = { type: 'body' as const, schema: chatRequestSchema };

  it('returns the parsed value', async () => {
    await expect(pipe.transform({ name: ' Ada ', email: 'ADA@example.com' }, body)).resolves.toEqual({
      name: 'Ada',
      email: 'ada@example.com',
    });
    await expect(pipe.transform({ message: '  Should I refinance? ' }, chat)).resolves.toEqual({
      message: 'Should I refinance?',
    });
  });

  it('passes parameters without a schema through', async () => {
    await expect(pipe.transform('raw', { type: 'param' })).resolves.toBe('raw');
  });

  it('lists each failing field, extra fields by name', async () => {
    const error = await pipe.transform({ email: 'nope', role: 'admin' }, body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationFailedException);
    expect((error as ValidationFailedException).getResponse()).toEqual({
      message: 'Validation failed',
      errors: [
        { path: 'name', message: 'Name is required' },
        { path: 'email', message: 'Enter a valid email address' },
        { path: 'role', message: 'Unknown field' },
      ],
    });

    const chatError = await pipe.transform({ message: '   ', model: 'gpt' }, chat).catch((e: unknown) => e);
    expect(chatError).toBeInstanceOf(ValidationFailedException);
    expect((chatError as ValidationFailedException).getResponse()).toEqual({
      message: 'Validation failed',
      errors: [
        { path: 'message', message: 'Message is required' },
        { path: 'model', message: 'Unknown field' },
      ],
    });
  });

  it('reports a body that is not an object at the root', async () => {
    const error = (await pipe
      .transform(undefined, body)
      .catch((e: unknown) => e)) as ValidationFailedException;
    expect(error.errors).toEqual([{ path: '', message: expect.any(String) }]);
  });
});
