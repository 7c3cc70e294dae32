// "Protect your family's data with a second factor" (issue 32): shown to a signed-in person with no
// factor who is not required to have one (those who are get the switcher's or the API's demand
// instead). Dismissing it is remembered per person in this browser, so a shared computer's other
// account still sees it.
//
// The API sets a hint cookie at sign-in when the prompt applies (FACTOR_PROMPT_HINT_COOKIE), so the
// gateway serves the frame with the prompt already drawn and nothing moves when the session answers;
// once the answer says the prompt does not apply here (a factor set up, dismissed), the hint is cleared.
import { FACTOR_PROMPT_HINT_COOKIE, hasFactorPromptHint } from '@heirloom/contracts';

/** What the prompt reads of the session answer (Me): who, and their factor's state. */
interface PromptSession {
  id: string;
  secondFactor: { enrolled: boolean; requiredBecause: string | null };
}

const isPromptSession = (session: unknown): session is PromptSession => {
  if (typeof session !== 'object' || session === null) return false;
  const { id, secondFactor } = session as { id?: unknown; secondFactor?: unknown };
  return (
    typeof id === 'string' &&
    typeof secondFactor === 'object' &&
    secondFactor !== null &&
    typeof (secondFactor as { enrolled?: unknown }).enrolled === 'boolean'
  );
};

/** The localStorage key of one person's dismissal. */
export const promptDismissedKey = (userId: string) => `heirloom.second-factor-prompt.dismissed.${userId}`;

/** Storage as the prompt uses it (localStorage in the browser; a Map-backed one in the tests). */
export type PromptStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage, or null where it is refused (a privacy mode, a sandboxed frame). */
export function browserStorage(): PromptStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function promptDismissed(storage: PromptStorage | null, userId: string): boolean {
  try {
    return storage !== null && storage.getItem(promptDismissedKey(userId)) !== null;
  } catch {
    return false;
  }
}

/** Remembers the dismissal; a storage that refuses it only means the prompt returns next visit. */
export function dismissPrompt(storage: PromptStorage | null, userId: string, now: Date = new Date()): void {
  try {
    storage?.setItem(promptDismissedKey(userId), now.toISOString());
  } catch {
    // Full or refused storage: hidden for this page's life only.
  }
}

/**
 * The person the prompt is for (their id), or null when it is not shown: signed out, a factor
 * enrolled, one required (they are told elsewhere, and not in a way that can be dismissed), or dismissed.
 */
export function promptFor(session: unknown, storage: PromptStorage | null): string | null {
  if (!isPromptSession(session)) return null;
  const { enrolled, requiredBecause } = session.secondFactor;
  if (enrolled || requiredBecause !== null) return null;
  return promptDismissed(storage, session.id) ? null : session.id;
}

/** Clears the prompt's hint cookie, so the next page's frame is served without the prompt. */
export function forgetPromptHint(): void {
  if (typeof document !== 'undefined' && hasFactorPromptHint(document.cookie))
    document.cookie = `${FACTOR_PROMPT_HINT_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
