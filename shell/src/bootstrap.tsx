import { routePath } from '@heirloom/contracts';
import { queryClient, sessionFromResponse, sessionQuery } from '@heirloom/platform';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, prerenderedShellPages } from './App';
import { takeEarlySession } from './auth/early-session';
import { frameLoaded } from './layout/deferred-frame';
import { pathHasFrame } from './layout/frame-paths';
import { holdServedPage } from './prerender/held-page';

const root = document.getElementById('root')!;
const hydrating = root.hasChildNodes();
let hydrated = () => undefined as void;
const afterHydration = hydrating ? new Promise<void>((resolve) => (hydrated = resolve)) : Promise.resolve();

// The session query starts from the answer index.ts already asked for. A prerendered page was drawn
// with the session unknown, and hydration must render what the server did: the answer is given to the
// query only once the page has hydrated, however early it arrives (then the sidebar's areas appear).
const early = takeEarlySession();
if (early) {
  const answer = early.then(sessionFromResponse);
  answer.catch(() => undefined); // the query reports it
  void queryClient.prefetchQuery({ ...sessionQuery, queryFn: () => afterHydration.then(() => answer) });
}

/** Renders nothing; its effect runs once the hydrated page has committed. */
function Hydrated() {
  useEffect(() => hydrated(), []);
  return null;
}

// A page drawn in the frame renders once the frame's chunk (started by index.ts with this one) is in, so
// its first render, and its hydration, find it loaded (layout/deferred-frame.tsx).
// A failed load is left to the page, which asks again as it renders.
if (pathHasFrame(window.location.pathname)) await frameLoaded().catch(() => undefined);
// A prerendered page of the shell's own (sign-in, sign-up) is in a chunk of its own: its code is in
// before React starts, so that a click that comes while hydration is still under way can be taken at
// once (below). Its script, asked for now, holds the load event until it has run.
if (hydrating) await prerenderedShellPages[routePath(window.location.pathname)]?.().catch(() => undefined);

// A page the gateway served prerendered (issue 35) is hydrated: React takes over the HTML already on
// screen, and a signed-in page's own HTML is held until the page renders (prerender/held-page.tsx). Any
// other page (a route with no prerendered HTML, or a remote's HTML that was unavailable) is rendered
// from nothing, as before.
// Hydration starts now, in this task, so React listens for clicks before the load event; it runs as a
// transition, in slices that give the main thread back (blocking time on a phone: /home 462 -> 257 ms,
// /transactions 696 -> 291 ms, Lighthouse mobile). A click that comes before it is done is not lost:
// React hydrates what was clicked at once, then handles it (first-load.spec.ts, "a click as soon as the
// page has loaded, on a slow phone").
if (hydrating) {
  holdServedPage(root, window.location.pathname);
  startTransition(() => {
    hydrateRoot(
      root,
      <>
        <App />
        <Hydrated />
      </>,
    );
  });
} else createRoot(root).render(<App />);
