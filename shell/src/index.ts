import { preloadPage } from './federation/pages';

// The first page's remote starts loading now, in parallel with the shell (see pages.ts).
preloadPage(window.location.pathname);

// Async boundary: shared singletons are negotiated before any of our code runs.
import('./bootstrap');
