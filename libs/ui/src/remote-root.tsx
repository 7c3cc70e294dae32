import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { RemoteModule } from '@heirloom/platform';

/** A remote's Root: its pages get an emotion cache of their own key, so class names never collide. */
export function remoteRoot(cacheKey: string): RemoteModule['Root'] {
  const cache = createCache({ key: cacheKey });
  return function RemoteRoot({ children }) {
    return <CacheProvider value={cache}>{children}</CacheProvider>;
  };
}
