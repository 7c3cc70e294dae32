// The password rules of NIST SP 800-63B that need no word list: a length (12 to 128, no composition
// rules), not only repeated or sequential characters, and not containing the username. The API adds
// the check against common and breached passwords, whose list is too big for the browser.
import { z } from '../zod';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  trivial: 'Password must not be only repeated or sequential characters, like aaaa or 1234',
  username: 'Password must not contain your username',
  common: 'This password is too common. Choose one that is harder to guess.',
  sameAsCurrent: 'Choose a password different from your current one',
} as const;

/** The step from one character to the next, with 9 -> 0 counting as +1 (so "7890" is a sequence). */
function step(from: string, to: string): number {
  if (from === '9' && to === '0') return 1;
  if (from === '0' && to === '9') return -1;
  return (to.codePointAt(0) ?? 0) - (from.codePointAt(0) ?? 0);
}

/** "abcabcabc", "121212", "aaaa": one short block over and over (at least three times). */
function isRepeatedBlock(chars: string[]): boolean {
  for (let size = 1; size * 3 <= chars.length; size++) {
    if (chars.length % size === 0 && chars.every((c, i) => c === chars[i % size])) return true;
  }
  return false;
}

/** "aaaa", "abcdefgh", "987654", "1111abcd": runs of 3+ characters, each repeated, rising or falling. */
function isRuns(chars: string[]): boolean {
  let start = 0;
  while (start < chars.length) {
    if (start + 2 >= chars.length) return false;
    const direction = step(chars[start]!, chars[start + 1]!);
    if (Math.abs(direction) > 1) return false;
    let end = start + 1;
    while (end + 1 < chars.length && step(chars[end]!, chars[end + 1]!) === direction) end++;
    if (end - start + 1 < 3) return false;
    start = end + 1;
  }
  return true;
}

/** True when the password is only repeated or sequential characters (case-insensitive). */
export function isTrivialPassword(password: string): boolean {
  const chars = Array.from(password.toLowerCase());
  return chars.length > 0 && (isRepeatedBlock(chars) || isRuns(chars));
}

/**
 * The first rule a password breaks, as the message to show, or undefined when it keeps them all.
 * `username` is optional: the sign-up form checks it with the name typed beside it.
 */
export function passwordProblem(password: string, username?: string): string | undefined {
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  if (isTrivialPassword(password)) return passwordMessages.trivial;
  const name = username?.trim().toLowerCase();
  if (name && password.toLowerCase().includes(name)) return passwordMessages.username;
  return undefined;
}

/** A new password, with every rule that needs no username; the length rules stop at the first. */
export const newPassword = z.string({ error: passwordMessages.required }).superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
