import {
  dismissPrompt,
  promptDismissed,
  promptDismissedKey,
  promptFor,
  type PromptStorage,
} from './second-factor-prompt';

function memoryStorage(): PromptStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const me = (id: string, enrolled: boolean, requiredBecause: string | null = null) => ({
  id,
  username: id,
  secondFactor: { enrolled, verified: enrolled, requiredBecause },
});

describe('promptFor', () => {
  it('shows the prompt to a signed-in person with no factor who is not required to have one', () => {
    expect(promptFor(me('u1', false), memoryStorage())).toBe('u1');
  });

  it('shows nothing once a factor is enrolled, or when one is required (that is not dismissible)', () => {
    expect(promptFor(me('u1', true), memoryStorage())).toBeNull();
    expect(
      promptFor(
        me('u1', false, 'Set up a second factor before you see your clients’ data.'),
        memoryStorage(),
      ),
    ).toBeNull();
  });

  it('shows nothing signed out, while the session is unknown, or for an answer without the factor state', () => {
    expect(promptFor(null, memoryStorage())).toBeNull();
    expect(promptFor(undefined, memoryStorage())).toBeNull();
    expect(promptFor({ id: 'u1', username: 'ada' }, memoryStorage())).toBeNull();
  });

  it('remembers a dismissal per person: another account in the same browser still sees it', () => {
    const storage = memoryStorage();
    dismissPrompt(storage, 'u1', new Date('2026-11-27T12:00:00Z'));
    expect(storage.items.get(promptDismissedKey('u1'))).toBe('2026-11-27T12:00:00.000Z');
    expect(promptFor(me('u1', false), storage)).toBeNull();
    expect(promptFor(me('u2', false), storage)).toBe('u2');
  });

  it('still shows the prompt where storage is missing or refuses, and dismissing there does not throw', () => {
    const refusing: PromptStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(promptFor(me('u1', false), null)).toBe('u1');
    expect(promptFor(me('u1', false), refusing)).toBe('u1');
    expect(() => dismissPrompt(refusing, 'u1')).not.toThrow();
    expect(() => dismissPrompt(null, 'u1')).not.toThrow();
    expect(promptDismissed(refusing, 'u1')).toBe(false);
  });
});
