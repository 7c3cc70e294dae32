import { randomBytes } from 'node:crypto';
import {
  ASSISTANT_TOKEN_PATTERN,
  assistantTokenMessages,
  assistantTokenOf,
  createAssistantTokenSchema,
  decideAssistantTokenRequest,
} from './assistant-tokens';
import { routeScope } from './access-rules';

describe('assistant tokens', () => {
  const token = `hlm_${randomBytes(32).toString('base64url')}`;

  it('have the prefix and 43 base64url characters', () => {
    expect(token).toMatch(ASSISTANT_TOKEN_PATTERN);
    expect(token).toHaveLength(47);
  });

  it('are read from a Bearer header only', () => {
    expect(assistantTokenOf(`Bearer ${token}`)).toBe(token);
    expect(assistantTokenOf(`bearer ${token}`)).toBe(token);
    expect(assistantTokenOf('Bearer abc')).toBeUndefined();
    expect(assistantTokenOf(`Basic ${token}`)).toBeUndefined();
    expect(assistantTokenOf(undefined)).toBeUndefined();
  });

  it('only read, and never tokens, sessions or factors', () => {
    expect(decideAssistantTokenRequest('GET', '/api/accounts?page=2')).toEqual({ allowed: true });
    expect(decideAssistantTokenRequest('HEAD', '/api/auth/me')).toEqual({ allowed: true });
    expect(decideAssistantTokenRequest('POST', '/api/limits/ai')).toEqual({ allowed: true });
    expect(decideAssistantTokenRequest('POST', '/api/accounts')).toEqual({
      allowed: false,
      message: assistantTokenMessages.readOnly,
    });
    for (const path of [
      '/api/account/assistant-tokens',
      '/api/auth/sessions',
      '/api/auth/factors/',
      '/api/auth/step-up/passkey-options',
      '/api/exports/transactions',
    ])
      expect(decideAssistantTokenRequest('GET', path)).toEqual({
        allowed: false,
        message: assistantTokenMessages.notForTokens,
      });
  });

  it('are managed on a person route, apart from /api/accounts', () => {
    expect(routeScope('/api/account/assistant-tokens/1')).toBe('person');
    expect(routeScope('/api/accounts/1')).toBe('accounts');
  });

  it('need a name of 1 to 60 characters, trimmed', () => {
    expect(createAssistantTokenSchema.parse({ name: '  Claude  ' })).toEqual({ name: 'Claude' });
    const blank = createAssistantTokenSchema.safeParse({ name: '   ' });
    expect(blank.error?.issues[0]?.message).toBe(assistantTokenMessages.name);
    const missing = createAssistantTokenSchema.safeParse({});
    expect(missing.error?.issues[0]?.message).toBe(assistantTokenMessages.name);
    const long = createAssistantTokenSchema.safeParse({ name: 'x'.repeat(61) });
    expect(long.error?.issues[0]?.message).toBe(assistantTokenMessages.nameTooLong);
  });
});
