// A signed-in page's prerendered HTML (issue 35), held on screen until the page itself renders. The
// remote's build renders each signed-in page's static frame (heading, subtitle, the blocks that keep the
// figures' places; no data), and the gateway serves it inside the shell's frame. The shell hydrates its
// frame but never the remote's page: what a signed-in page renders first depends on the session and on
// queries that may already be answered when React starts, so the HTML could not match it. Instead the
// page's HTML is held in one element whose content React leaves alone (its own innerHTML, given back to
// it), through the session check and the remote's loading, and is replaced by the page in one commit
// once the session is known and the page's code has loaded. No mismatch is possible and nothing blinks.
import { css } from '@emotion/react';
import { routeOwners, routePath } from '@heirloom/contracts';
import { REMOTE_PAGE_SLOT } from './slot';
import { usePrerender } from './context';

const HELD_ATTRIBUTE = 'data-held-page';

/** The signed-in routes whose page is prerendered and held (a public page is hydrated whole). */
export function isHeldRoute(pathname: string): boolean {
  const owner = routeOwners[routePath(pathname)];
  return owner !== undefined && owner !== 'marketing';
}

let held: { path: string; html: string } | null = null;

/** Before hydration: takes the page's held HTML from the served document, if it has one. */
export function holdServedPage(root: HTMLElement, pathname: string): void {
  const element = root.querySelector(`[${HELD_ATTRIBUTE}]`);
  if (!element || !isHeldRoute(pathname)) {
    held = null;
    return;
  }
  // Its fields take no typing: the page replaces them when it renders, and what was typed into the held
  // copy would be lost (the advisor's question, typed as soon as the page showed). Read-only, they look
  // the same, and a field is typed into once the page's own has taken its place.
  for (const field of element.querySelectorAll('input, textarea')) field.setAttribute('readonly', '');
  held = { path: routePath(pathname), html: element.innerHTML };
}

/** Once the page has rendered: the held HTML is never shown again (a later visit renders as usual). */
export function releaseHeldPage(): void {
  held = null;
}

/**
 * The HTML held for this route: the slot the gateway fills while prerendering, the served page's in the
 * browser until it is released, and null otherwise.
 */
export function useHeldPage(pathname: string): string | null {
  const prerender = usePrerender();
  if (prerender) return isHeldRoute(pathname) ? REMOTE_PAGE_SLOT : null;
  return held?.path === routePath(pathname) ? held.html : null;
}

const heldCss = css({ display: 'contents' });

/** The held page: React renders this element and keeps its content as the server sent it. */
export function HeldPage({ html }: { html: string }) {
  return (
    <div
      {...{ [HELD_ATTRIBUTE]: '' }}
      css={heldCss}
      // The same HTML the element already holds: React neither compares nor rewrites it while hydrating.
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}
