// What a page rendered at build time (scripts/prerender.mjs) was rendered for, and how the browser's
// first render matches it so React can hydrate the HTML without a mismatch (issue 35). On the server
// the context is set; in the browser it is absent and the components read the real state.
import { createContext, useContext, useSyncExternalStore } from 'react';
import { hasFactorPromptHint, hasSignedInHint } from '@heirloom/contracts';

export interface PrerenderVariant {
  /** The desktop sidebar expanded (no `sidebar_state=false` cookie) or in icon mode. */
  sidebarOpen: boolean;
  /** The non-secret signed-in hint: the frame leaves the areas out until the session is known. */
  signedIn: boolean;
  /** With the signed-in hint, the second-factor prompt's hint: the prompt is drawn above the page. */
  factorPrompt?: boolean;
}

export const PrerenderContext = createContext<PrerenderVariant | null>(null);

/** The variant being prerendered, or null in the browser. */
export function usePrerender(): PrerenderVariant | null {
  return useContext(PrerenderContext);
}

const noSubscription = () => () => undefined;

/**
 * False while rendering on the server and while hydrating, true afterwards: what only the browser
 * knows (the stored theme) is rendered as the server did first and applied in the render right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Whether this page was asked with the signed-in hint (the gateway chose the frame the same way). */
export function useSignedInHint(): boolean {
  const prerender = usePrerender();
  if (prerender) return prerender.signedIn;
  return typeof document !== 'undefined' && hasSignedInHint(document.cookie);
}

/** Whether this page was asked with the second-factor prompt's hint (as the gateway chose the frame). */
export function useFactorPromptHint(): boolean {
  const prerender = usePrerender();
  if (prerender) return prerender.signedIn && prerender.factorPrompt === true;
  return (
    typeof document !== 'undefined' &&
    hasSignedInHint(document.cookie) &&
    hasFactorPromptHint(document.cookie)
  );
}
