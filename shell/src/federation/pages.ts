import type { ComponentType, ReactNode } from 'react';
import { routeOwners, routePath, type RemoteName } from '@heirloom/contracts';
import { earlySignedIn } from '../auth/early-session';
import { loadRemoteModule } from './remotes';

export interface LoadedPage {
  Page: ComponentType;
  Root: ComponentType<{ children: ReactNode }>;
}

async function loadPage(remote: RemoteName, path: string): Promise<LoadedPage> {
  const mod = await loadRemoteModule(remote);
  const loader = mod.pages[path];
  if (!loader) throw new Error(`The ${remote} remote has no page for ${path}`);
  const { default: Page } = await loader();
  return { Page, Root: mod.Root };
}

// One load per page: reused on later visits once it succeeds; forgotten when it fails, so the next
// visit or Retry asks the server again instead of replaying the failure.
const loads = new Map<string, Promise<LoadedPage>>();
// The pages already loaded, readable in a render without waiting for a promise's next tick.
const loaded = new Map<string, LoadedPage>();

/** The page of a path if its code has loaded, else undefined. */
export function loadedPage(remote: RemoteName, path: string): LoadedPage | undefined {
  return loaded.get(`${remote} ${path}`);
}

export function pageLoad(remote: RemoteName, path: string): Promise<LoadedPage> {
  const key = `${remote} ${path}`;
  let load = loads.get(key);
  if (!load) {
    load = loadPage(remote, path);
    load.then(
      (page) => loaded.set(key, page),
      () => loads.delete(key),
    );
    loads.set(key, load);
  }
  return load;
}

/**
 * Starts loading the first page's remote while the shell itself is still loading, instead of after the
 * shell has rendered: the remote's entry and page chunk then download in parallel with React.
 */
export function preloadPage(pathname: string): void {
  const path = routePath(pathname);
  const remote = routeOwners[path];
  if (!remote) return;
  pageLoad(remote, path).catch(() => undefined); // the page shows the error when it renders
  void prefetchPageData(remote, path);
}

/**
 * Starts the first queries of the page (RemoteModule.prefetch) as soon as its remote is loaded and the
 * early session answer says someone is signed in, into the site's one query client: the page's own
 * queries then find them in flight or done. A failure is left for the page's query to show.
 */
async function prefetchPageData(remote: RemoteName, path: string): Promise<void> {
  try {
    const [mod, signedIn] = await Promise.all([loadRemoteModule(remote), earlySignedIn()]);
    const prefetch = mod.prefetch?.[path];
    if (!signedIn || !prefetch) return;
    // Loaded here, not imported: this module runs before the shared singletons are negotiated.
    const { queryClient } = await import('@heirloom/platform');
    await prefetch(queryClient);
  } catch {
    // The page loads its remote and data again and shows what failed.
  }
}
