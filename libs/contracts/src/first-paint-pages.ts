// The pages whose first figures come with their HTML (issue 35): one list for the three parts that make
// it happen. The gateway fills the shell's one include for a page load of a route listed here with the
// API's fragment for that page (tools/serve/src/first-paint.ts); the API renders each page's fragment
// from what its family cache holds (GET /api/first-paint/:page, services/api/src/modules/summary), and
// its guard checks the page's own area (apiRouteScopes: a professional gets only the areas granted);
// the shell keeps the fragment over the page until the page shows its own figure, `ready`
// (shell/src/first-paint.ts). Zod-free and tiny: the access rules read it on every page.
import { routePath } from './navigation';

export interface FirstPaintPageRule {
  /** The page's route (a key of pageScopes: its area is the fragment's). */
  route: string;
  /**
   * What in the page's main area shows that it has rendered its own first figure (not its loading
   * state), so the server's may go in the same task.
   */
  ready: string;
}

export const firstPaintPages = {
  dashboard: { route: '/dashboard', ready: '[data-testid="net-worth"]' },
  transactions: { route: '/transactions', ready: '[data-testid="total-income"]:not([aria-busy="true"])' },
  investments: { route: '/investments', ready: '[data-testid="total-value"]:not([aria-busy="true"])' },
} as const satisfies Record<string, FirstPaintPageRule>;

export type FirstPaintPage = keyof typeof firstPaintPages;

/** The API's route of the fragments; a page's is `${FIRST_PAINT_API}/<page>`. */
export const FIRST_PAINT_API = '/api/first-paint';

/**
 * The shell's one include (shell/index.html): the gateway puts the fragment of the page being loaded
 * in its place, or nothing.
 */
export const FIRST_PAINT_INCLUDE = `<!--# include virtual="${FIRST_PAINT_API}/:page" -->`;

export function isFirstPaintPage(name: string): name is FirstPaintPage {
  return Object.prototype.hasOwnProperty.call(firstPaintPages, name);
}

/** The page whose first paint a route has ('/transactions/' is /transactions), or null. */
export function firstPaintPageAt(pathname: string): FirstPaintPage | null {
  const route = routePath(pathname);
  const found = (Object.keys(firstPaintPages) as FirstPaintPage[]).find(
    (page) => firstPaintPages[page].route === route,
  );
  return found ?? null;
}

/** Where the gateway asks for a page's fragment. */
export const firstPaintPath = (page: FirstPaintPage): string => `${FIRST_PAINT_API}/${page}`;
