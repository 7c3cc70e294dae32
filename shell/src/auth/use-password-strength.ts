import { useEffect, useState } from 'react';
import { strengthOf, type Strength } from './strength';

type Estimate = (password: string, related: string[]) => number;

let estimator: Promise<Estimate> | undefined;
let loaded: Estimate | undefined;

/**
 * Starts loading the estimator (zxcvbn and its dictionary: its own chunk, most of /register's bytes)
 * once, when a new-password field is first focused or typed in: the page itself never waits for it.
 */
export function loadPasswordStrength(): Promise<Estimate> {
  estimator ??= import(/* webpackChunkName: "password-strength" */ './password-strength').then(
    (module) => (loaded = module.estimateStrength),
    (error: unknown) => {
      estimator = undefined; // the next touch tries again
      throw error;
    },
  );
  return estimator;
}

export interface PasswordStrengthState {
  /** The strength of the password, once the estimator is here (undefined for an empty field). */
  strength: Strength | undefined;
  /** Something is typed and the estimator is still loading. */
  pending: boolean;
}

/** The strength of `password`; the estimator loads on the first character, if focus did not load it. */
export function usePasswordStrength(password: string, username?: string): PasswordStrengthState {
  const [estimate, setEstimate] = useState<Estimate | undefined>(() => loaded);
  const [failed, setFailed] = useState(false);
  const touched = password !== '';
  useEffect(() => {
    if (!touched || estimate) return;
    let live = true;
    loadPasswordStrength().then(
      (found) => live && setEstimate(() => found),
      () => live && setFailed(true), // no meter is better than a broken form
    );
    return () => {
      live = false;
    };
  }, [touched, estimate]);
  return {
    strength: estimate ? strengthOf(password, estimate, username) : undefined,
    pending: touched && !estimate && !failed,
  };
}
