import { redactSecrets } from './redact';

describe('redactSecrets', () => {
  it('removes the key, anything shaped like one and bearer tokens, and caps the length', () => {
    const key = 'sk-live-abcdef1234567890';
    expect(redactSecrets(`Incorrect API key provided: ${key}.`, key)).toBe(
      'Incorrect API key provided: [redacted].',
    );
    expect(redactSecrets('key sk-proj-AbC123xyz*****9876 refused', undefined)).toBe('key [redacted] refused');
    expect(redactSecrets('Authorization: Bearer abc.def', undefined)).toBe(
      'Authorization: Bearer [redacted]',
    );
    expect(redactSecrets('x'.repeat(400), undefined)).toHaveLength(303);
  });
});
