// What the strength meter says about a new password. zxcvbn estimates how guessable it is; our own
// rules have the last word, so the meter never calls "Strong" a password the form will refuse.
import { passwordProblem } from '@heirloom/contracts';

export interface Strength {
  score: number;
  label: string;
}

const LABELS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

export function strengthOf(
  password: string,
  estimate: (password: string, related: string[]) => number,
  username?: string,
): Strength | undefined {
  if (!password) return undefined;
  const related = username ? [username] : [];
  const estimated = Math.max(0, Math.min(4, estimate(password, related)));
  const score = passwordProblem(password, username) ? Math.min(estimated, 1) : estimated;
  return { score, label: LABELS[score]! };
}
