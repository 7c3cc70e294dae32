// Which pages the gateway serves prerendered and how it names the variant a request gets. The gateway
// (tools/serve/src/prerendered.ts) reads the same cookies the browser's first render reads, so the
// HTML it serves is the one React hydrates without a mismatch.
import { routeOwners } from '@heirloom/contracts';
import type { PrerenderVariant } from './context';

export const PRERENDERED_PUBLIC_PATHS = [
  '/',
  '/home',
  '/services',
  '/platform',
  '/about',
  '/contact',
  '/login',
  '/register',
] as const;

/**
 * The signed-in pages (the wealth and advisory remotes'): their frame, with the remote's static page held
 * in it (held-page.tsx), served only to a browser with the signed-in hint; without it nobody is signed
 * in and the page goes to the sign-in screen, so it is served as before.
 */
export const PRERENDERED_SIGNED_IN_PATHS: readonly string[] = Object.entries(routeOwners)
  .filter(([, remote]) => remote !== 'marketing')
  .map(([path]) => path);

export function variantKey({ sidebarOpen, signedIn, factorPrompt }: PrerenderVariant): string {
  const prompt = signedIn && factorPrompt ? '+factor-prompt' : '';
  return `${sidebarOpen ? 'open' : 'collapsed'}${signedIn ? '+signed-in' : ''}${prompt}`;
}
