import type { ComponentType, ReactNode } from 'react';
import { routeOwners, type RemoteName } from '@heirloom/contracts';
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

export function pageLoad(remote: RemoteName, path: string): Promise<LoadedPage> {
  const key = `${remote} ${path}`;
  let load = loads.get(key);
  if (!load) {
    load = loadPage(remote, path);
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/**
 * Starts loading the first page's remote while the shell itself is still loading, instead of after the
 * shell has rendered: the remote's entry and page chunk then download in parallel with React.
 */
export function preloadPage(pathname: string): void {
  const path = pathname.replace(/\/+$/, '') || '/';
  const remote = routeOwners[path];
  if (remote) pageLoad(remote, path).catch(() => undefined); // the page shows the error when it renders
}
