// What this remote exposes to the shell (`mfe_advisory/routes`): a page loader per path, each page its
// own chunk, and a Root giving every page this remote's emotion cache.
import { CacheProvider } from '@emotion/react';
import type { RemoteModule } from '@heirloom/platform';
import type { ReactNode } from 'react';
import { emotionCache } from './emotion-cache';

function Root({ children }: { children: ReactNode }) {
  return <CacheProvider value={emotionCache}>{children}</CacheProvider>;
}

const advisory: RemoteModule = {
  pages: {
    '/connected-apps': () => import('./pages/connected-apps/ConnectedAppsPage'),
    '/recommendations': () => import('./pages/recommendations/RecommendationsPage'),
    '/ai-advisor': () => import('./pages/ai-advisor/AiAdvisorPage'),
    '/professionals': () => import('./pages/professionals/ProfessionalsPage'),
  },
  Root,
};

export default advisory;
