import { askSessionEarly } from './auth/early-session';
import { preloadPage } from './federation/pages';
import { releaseFirstPaintWhenPageRenders } from './first-paint';
import { loadFrame, pathHasFrame } from './layout/frame-paths';

// The question of who is signed in (the route guard needs it before showing the page) and the first
// page's remote start now, in parallel with the shell (see pages.ts); the page's first queries follow
// as soon as both are known. The session is asked first: the page's queries wait for its answer.
askSessionEarly();
preloadPage(window.location.pathname);
// The frame (sidebar, header, guards) is a chunk of its own, which the landing page does not load; a
// page drawn in it starts it now, beside the bootstrap chunk, which waits for it before rendering.
if (pathHasFrame(window.location.pathname)) loadFrame().catch(() => undefined); // the page retries it
// The figure the gateway put in the page stays until the page renders its own (first-paint.ts).
releaseFirstPaintWhenPageRenders();

// Async boundary: shared singletons are negotiated before any of our code runs.
import('./bootstrap');
