import { performance } from 'node:perf_hooks';
import { isCommonPassword, loadCommonPasswords } from './common-passwords';

describe('common passwords', () => {
  it('loads the bundled list: every entry long enough to pass the length rule, lower-cased', async () => {
    const started = performance.now();
    const list = await loadCommonPasswords();
    const ms = performance.now() - started;
    expect(list.size).toBeGreaterThan(40_000);
    for (const password of list) expect(password).toBe(password.toLowerCase());
    expect([...list].every((password) => password.length >= 12)).toBe(true);
    // About 0.2 s on a laptop; a generous bound so a busy CI machine does not fail it.
    expect(ms).toBeLessThan(5_000);
  });

  it.each(['password1234', 'qwertyuiop12', 'PASSWORD1234', '123456789012'])('knows %p', async (password) => {
    await expect(isCommonPassword(password)).resolves.toBe(true);
  });

  it.each(['analytical engine', 'correct horse battery', 'the right one, at last'])(
    'does not know %p',
    async (password) => {
      await expect(isCommonPassword(password)).resolves.toBe(false);
    },
  );
});
