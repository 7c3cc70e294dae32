// What this remote exposes to the shell (`mfe_advisory/routes`): a page loader per path, each page its
// own chunk, and a Root giving every page this remote's emotion cache.
import type { RemoteModule } from '@heirloom/platform';
import { remoteRoot } from '@heirloom/ui';

const advisory: RemoteModule = {
  pages: {
    '/connected-apps': () => import('./pages/connected-apps/ConnectedAppsPage'),
    '/recommendations': () => import('./pages/recommendations/RecommendationsPage'),
    '/ai-advisor': () => import('./pages/ai-advisor/AiAdvisorPage'),
    '/professionals': () => import('./pages/professionals/ProfessionalsPage'),
    '/access': () => import('./pages/access/AccessPage'),
  },
  Root: remoteRoot('adv'),
};

export default advisory;
