// What this remote exposes to the shell (`mfe_marketing/routes`): a page loader per path, each page its
// own chunk, and a Root giving every page this remote's emotion cache.
import type { RemoteModule } from '@heirloom/platform';
import { remoteRoot } from '@heirloom/ui/base';

/** This remote's emotion cache key (its prerendered pages' styles carry it too). */
export const CACHE_KEY = 'mkt';

const marketing: RemoteModule = {
  pages: {
    '/': () => import('./pages/landing/LandingPage'),
    '/home': () => import('./pages/home/HomePage'),
    '/services': () => import('./pages/services/ServicesPage'),
    '/platform': () => import('./pages/platform/PlatformPage'),
    '/about': () => import('./pages/about/AboutPage'),
    '/contact': () => import('./pages/contact/ContactPage'),
  },
  Root: remoteRoot(CACHE_KEY),
};

export default marketing;
