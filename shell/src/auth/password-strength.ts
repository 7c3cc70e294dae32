// The strength estimator, loaded as its own chunk (zxcvbn and its word lists, some 800 kB) once a
// new-password field is first touched (use-password-strength.ts): not even /register waits for it.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** zxcvbn's score, 0 (guessed at once) to 4 (very hard to guess); `related` are the username and such. */
export function estimateStrength(password: string, related: string[]): number {
  return zxcvbn.check(password, related).score;
}
