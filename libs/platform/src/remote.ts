// The contract between the shell and a remote. A remote exposes `./routes` whose default export is a
// RemoteModule: the shell owns the route table (which path goes to which remote) and asks the remote
// for the page of a path; each page is its own chunk, so a visit loads only what it shows.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';

export type PageLoader = () => Promise<{ default: ComponentType }>;

export interface RemoteModule {
  /** Page loaders by absolute path ('/about', '/transactions', ...). */
  pages: Readonly<Record<string, PageLoader>>;
  /** Wraps every page of this remote (its own emotion cache key, providers it needs). */
  Root: ComponentType<{ children: ReactNode }>;
  /**
   * The queries a page reads first, by path, started when the shell preloads the first page of a visit
   * for a signed-in user: they load while the page's chunk downloads and React boots, instead of after
   * the page first renders.
   */
  prefetch?: Readonly<Record<string, (client: QueryClient) => unknown>>;
}
