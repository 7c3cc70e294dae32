import { askSessionEarly } from './auth/early-session';
import { preloadPage } from './federation/pages';

// The first page's remote starts loading now, in parallel with the shell (see pages.ts), and so does
// the question of who is signed in, which the route guard needs before showing that page.
preloadPage(window.location.pathname);
askSessionEarly();

// Async boundary: shared singletons are negotiated before any of our code runs.
import('./bootstrap');
