// A page of the shell's own that loads on demand (React.lazy) and can be loaded ahead. Once its code is
// in, React renders it at once, without suspending: its loader hands the module over through a thenable
// that resolves as it is subscribed to, which React.lazy reads in the same render. Hydration depends on
// it: a page whose boundary React has not hydrated yet when a click comes can only take the click if
// its code can render then and there (bootstrap.tsx waits for the first page's code before hydrating).
import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

export interface LazyPage {
  Page: ComponentType;
  /** Loads the page's code (once); resolves when it is in. */
  preload: () => Promise<unknown>;
}

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // the next render asks again
        throw error;
      },
    ));
  const Page = lazy(() =>
    loaded
      ? // A thenable, not a Promise: a Promise calls back only in a later microtask, and React would
        // suspend on it first.
        ({
          then: (resolve: (module: PageModule) => void) => resolve(loaded!),
        } as unknown as Promise<PageModule>)
      : preload(),
  );
  return { Page, preload };
}
