// The server-rendered first paint (#first-paint in index.html, filled by the gateway for each page the
// registry lists: libs/contracts first-paint-pages.ts) stays over the main area until the page has put
// on screen what replaces it: its own figure (the registry's `ready`), or an error or empty state, or
// another route. Then it goes, in the same task as that render, so the figure never leaves the screen
// in between. Without JavaScript it simply stays.
import { firstPaintPages, isFirstPaintPage } from '@heirloom/contracts';

/** Past this the first paint goes whatever happened (the page may be stuck on a slow network). */
const GIVE_UP_MS = 20_000;

export function releaseFirstPaintWhenPageRenders(doc: Document = document): void {
  const holder = doc.getElementById('first-paint');
  if (!holder) return;
  const page = holder.firstElementChild?.getAttribute('data-first-paint') ?? '';
  const root = doc.getElementById('root');
  if (!isFirstPaintPage(page) || !root) {
    holder.remove();
    return;
  }
  const { route: path, ready } = firstPaintPages[page];

  const settled = () => {
    if (doc.defaultView?.location.pathname.replace(/\/+$/, '') !== path) return true;
    const main = doc.getElementById('main');
    if (!main || main.childElementCount === 0) return false;
    // The page's own figure, or a state with no figure (an error card, a welcome): nothing is loading.
    return main.querySelector(ready) !== null || main.querySelector('[aria-busy="true"]') === null;
  };

  const observer = new MutationObserver(() => {
    if (settled()) release();
  });
  const timer = setTimeout(() => release(), GIVE_UP_MS);
  function release() {
    observer.disconnect();
    clearTimeout(timer);
    holder!.remove();
  }
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
}
