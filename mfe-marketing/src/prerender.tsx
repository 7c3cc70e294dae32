// This remote's pages as its build renders them (scripts/prerender.mjs, issue 35): the HTML of each
// page exactly as <Root><Page /></Root> renders in the shell, which the gateway puts in the shell's
// prerendered frame. Rebuilding this remote rewrites these pages and nothing of the shell's.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
// Node only (scripts/prerender.mjs bundles it for the build), never in a browser's shared router.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router-dom';
import remote, { CACHE_KEY } from './routes';

export function pages() {
  return Object.keys(remote.pages).map((route) => ({ route, remote: null, variants: { page: {} } }));
}

export async function element(route: string) {
  const { default: Page } = await remote.pages[route]!();
  // The same key as the Root the browser renders (routes.tsx), collecting its styles for the head.
  const cache = createCache({ key: CACHE_KEY });
  cache.compat = true;
  const tree = (
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location={route}>
        <CacheProvider value={cache}>
          <Page />
        </CacheProvider>
      </StaticRouter>
    </QueryClientProvider>
  );
  return { tree, cache };
}
