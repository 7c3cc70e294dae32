import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '@heirloom/contracts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';

describe('recovery codes', () => {
  it('come ten at a time, shaped like k3f9q-2mx7z, all different, new each time', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    expect(newRecoveryCodes()).not.toEqual(codes);
  });

  it('are stored as a SHA-256 of the owner and the code', () => {
    const hash = recoveryCodeHash('user-1', 'k3f9q-2mx7z');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('k3f9q');
    expect(recoveryCodeHash('user-1', 'k3f9q-2mx7z')).toBe(hash);
    expect(recoveryCodeHash('user-2', 'k3f9q-2mx7z')).not.toBe(hash);
  });
});
