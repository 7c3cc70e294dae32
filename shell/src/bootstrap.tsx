import { queryClient, sessionFromResponse, sessionQuery } from '@heirloom/platform';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { takeEarlySession } from './auth/early-session';

// The session query starts from the answer index.ts already asked for.
const early = takeEarlySession();
if (early)
  void queryClient.prefetchQuery({ ...sessionQuery, queryFn: () => early.then(sessionFromResponse) });

const root = document.getElementById('root')!;
// A page the gateway served prerendered (issue 35) is hydrated: React takes over the HTML already on
// screen. Any other page (a route with no prerendered HTML, or a remote's HTML that was unavailable)
// is rendered from nothing, as before.
if (root.hasChildNodes()) hydrateRoot(root, <App />);
else createRoot(root).render(<App />);
