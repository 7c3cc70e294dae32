// The shell's pages as the build renders them (scripts/prerender.mjs, issue 35): the frame of every
// page the gateway serves prerendered, once per variant of what the frame depends on (the sidebar
// cookie, the signed-in hint, the second-factor prompt's hint). A remote's page is left as a slot (REMOTE_PAGE_SLOT) which the
// gateway fills with the HTML that remote's own build rendered; the sign-in and sign-up screens are the
// shell's own, whole. No user data is in any of it: it is the same for every visitor of a variant.
import createCache from '@emotion/cache';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
// Node only (scripts/prerender.mjs bundles it for the build), never in a browser's shared router.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router-dom';
import { routeOwners, shellLessPaths } from '@heirloom/contracts';
import { AppTree, SHELL_CACHE_KEY } from '../App';
import { REMOTE_PAGE_SLOT } from './slot';
import { PrerenderContext, type PrerenderVariant } from './context';
import { PRERENDERED_PUBLIC_PATHS, PRERENDERED_SIGNED_IN_PATHS, variantKey } from './variants';

export { REMOTE_PAGE_SLOT, SHELL_CACHE_KEY };

export interface PrerenderPage {
  route: string;
  /** The remote whose page fills the slot, if any. */
  remote: string | null;
  variants: Record<string, PrerenderVariant>;
}

// Signed in, the frame is drawn with and without the second-factor prompt (its hint cookie).
const allVariants: PrerenderVariant[] = [true, false].flatMap((sidebarOpen) => [
  { sidebarOpen, signedIn: false },
  { sidebarOpen, signedIn: true },
  { sidebarOpen, signedIn: true, factorPrompt: true },
]);

export function pages(): PrerenderPage[] {
  const signedIn = PRERENDERED_SIGNED_IN_PATHS.map((route) => ({
    route,
    remote: routeOwners[route] ?? null,
    variants: Object.fromEntries(allVariants.filter((v) => v.signedIn).map((v) => [variantKey(v), v])),
  }));
  const publicPages = PRERENDERED_PUBLIC_PATHS.map((route) => {
    const owner = routeOwners[route] ?? null;
    // The landing page has no frame and the sign-in screens no sidebar: one variant serves all.
    const framed = owner !== null && !shellLessPaths.includes(route);
    const variants = framed ? allVariants : [{ sidebarOpen: true, signedIn: false }];
    return {
      route,
      remote: owner,
      variants: Object.fromEntries(variants.map((v) => [variantKey(v), v])),
    };
  });
  return [...publicPages, ...signedIn];
}

export function element(route: string, variant: PrerenderVariant) {
  const cache = createCache({ key: SHELL_CACHE_KEY });
  // Styles are collected in the cache, not written beside each element: the prerender puts them in
  // the page's head (emotion's critical CSS), where the browser's cache of the same key takes them.
  cache.compat = true;
  const router = (routes: ReactNode) => <StaticRouter location={route}>{routes}</StaticRouter>;
  const tree = (
    <PrerenderContext.Provider value={variant}>
      <AppTree cache={cache} router={router} client={new QueryClient()} />
    </PrerenderContext.Provider>
  );
  return { tree, cache };
}
