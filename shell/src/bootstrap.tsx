import { queryClient, sessionFromResponse, sessionQuery } from '@heirloom/platform';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { takeEarlySession } from './auth/early-session';

// The session query starts from the answer index.ts already asked for.
const early = takeEarlySession();
if (early)
  void queryClient.prefetchQuery({ ...sessionQuery, queryFn: () => early.then(sessionFromResponse) });

createRoot(document.getElementById('root')!).render(<App />);
