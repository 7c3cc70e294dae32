// What this remote exposes to the shell (`mfe_marketing/routes`): a page loader per path, each page its
// own chunk, and a Root giving every page this remote's emotion cache.
import { CacheProvider } from '@emotion/react';
import type { RemoteModule } from '@heirloom/platform';
import type { ReactNode } from 'react';
import { emotionCache } from './emotion-cache';

function Root({ children }: { children: ReactNode }) {
  return <CacheProvider value={emotionCache}>{children}</CacheProvider>;
}

const marketing: RemoteModule = {
  pages: {
    '/': () => import('./pages/landing/LandingPage'),
    '/home': () => import('./pages/home/HomePage'),
    '/services': () => import('./pages/services/ServicesPage'),
    '/platform': () => import('./pages/platform/PlatformPage'),
    '/about': () => import('./pages/about/AboutPage'),
    '/contact': () => import('./pages/contact/ContactPage'),
  },
  Root,
};

export default marketing;
