import { chatRequestSchema } from '@heirloom/contracts';
import { SchemaValidationPipe } from './schema-validation.pipe';
import { ValidationFailedException } from './validation-failed.exception';

describe('SchemaValidationPipe', () => {
  const pipe = new SchemaValidationPipe();
  const body = { type: 'body' as const, schema: chatRequestSchema };

  it('returns the parsed value', async () => {
    await expect(pipe.transform({ message: '  Should I refinance? ' }, body)).resolves.toEqual({
      message: 'Should I refinance?',
    });
  });

  it('passes parameters without a schema through', async () => {
    await expect(pipe.transform('raw', { type: 'param' })).resolves.toBe('raw');
  });

  it('lists each failing field, extra fields by name', async () => {
    const error = await pipe.transform({ message: '   ', model: 'gpt' }, body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationFailedException);
    expect((error as ValidationFailedException).getResponse()).toEqual({
      message: 'Validation failed',
      errors: [
        { path: 'message', message: 'Message is required' },
        { path: 'model', message: 'Unknown field' },
      ],
    });
  });
});
