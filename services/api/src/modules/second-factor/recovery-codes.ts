// One-time recovery codes (issue 32): RECOVERY_CODE_COUNT random codes shaped as RECOVERY_CODE_PATTERN
// ("k3f9q-2mx7z", about 51 bits each), shown once and kept only as a SHA-256 of the owner and the code,
// so the table alone gives no code, and one code's hash says nothing about another account's.
import { RECOVERY_CODE_COUNT } from '@heirloom/contracts';
import { createHash, randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomGroup(): string {
  let group = '';
  for (let i = 0; i < 5; i++) group += ALPHABET[randomInt(ALPHABET.length)];
  return group;
}

/** A new set of distinct codes. */
export function newRecoveryCodes(count: number = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(`${randomGroup()}-${randomGroup()}`);
  return [...codes];
}

/** What is stored for `code` (as the contract's recoveryCode schema normalised it) of user `userId`. */
export function recoveryCodeHash(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}
