import { useEffect, useState } from 'react';
import { strengthOf, type Strength } from './strength';

type Estimate = (password: string, related: string[]) => number;

/** The strength of `password`, once the estimator's chunk has loaded (undefined until then). */
export function usePasswordStrength(password: string, username?: string): Strength | undefined {
  const [estimate, setEstimate] = useState<Estimate>();
  useEffect(() => {
    let live = true;
    import('./password-strength').then(
      (module) => live && setEstimate(() => module.estimateStrength),
      () => undefined, // no meter is better than a broken form
    );
    return () => {
      live = false;
    };
  }, []);
  return estimate ? strengthOf(password, estimate, username) : undefined;
}
