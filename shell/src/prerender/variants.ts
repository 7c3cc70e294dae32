// Which pages the gateway serves prerendered and how it names the variant a request gets. The gateway
// (tools/serve/src/prerendered.ts) reads the same two cookies the browser's first render reads, so the
// HTML it serves is the one React hydrates without a mismatch.
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

export function variantKey({ sidebarOpen, signedIn }: PrerenderVariant): string {
  return `${sidebarOpen ? 'open' : 'collapsed'}${signedIn ? '+signed-in' : ''}`;
}
