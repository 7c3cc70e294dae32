// This remote's signed-in pages as its build renders them (scripts/prerender.mjs, issue 35): each page's
// static frame, which the gateway puts in the shell's prerendered frame so the heading, subtitle and the
// blocks that keep the figures' places paint before any script runs. Each page is rendered with an empty
// query client that never asks anything: the session is unknown and every query is pending, so what comes
// out is the page's own loading state (the same components the browser renders first) and never anyone's
// data. The shell shows this HTML until the page itself renders (shell/src/prerender/held-page.ts).
// Rebuilding this remote rewrites these pages and nothing of the shell's.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
// Node only (scripts/prerender.mjs bundles it for the build), never in a browser's shared router.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router-dom';
import remote from './routes';

/** The key of this remote's emotion cache (WealthRoot's remoteRoot('wlt')): the page's class names. */
const CACHE_KEY = 'wlt';

export function pages() {
  return Object.keys(remote.pages).map((route) => ({ route, remote: null, variants: { page: {} } }));
}

export async function element(route: string) {
  const { default: Page } = await remote.pages[route]!();
  const cache = createCache({ key: CACHE_KEY });
  cache.compat = true;
  const { Root } = remote;
  const tree = (
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location={route}>
        <Root>
          {/* Inside Root's providers, collecting the page's styles for the head. */}
          <CacheProvider value={cache}>
            <Page />
          </CacheProvider>
        </Root>
      </StaticRouter>
    </QueryClientProvider>
  );
  return { tree, cache };
}
