// The hand-over of each registered page's first paint (libs/contracts first-paint-pages.ts): the
// server's fragment stays while the page shows its loading state (its tiles aria-busy, as the held
// prerendered page draws them), and goes in the same task the page's own figure appears; on another
// route, or for a fragment of no registered page, it goes at once. A small stand-in for the DOM: the
// suites run in Node, and the release reads only ids, one attribute and attribute selectors.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { firstPaintPages, type FirstPaintPage } from '@heirloom/contracts';
import { releaseFirstPaintWhenPageRenders } from './first-paint';

type Attrs = Record<string, string>;

/** `[name="value"]`, optionally followed by `:not([name="value"])`: what the registry's selectors use. */
function matcher(selector: string): (attrs: Attrs) => boolean {
  const match = /^\[([\w-]+)="([^"]*)"\](?::not\(\[([\w-]+)="([^"]*)"\]\))?$/.exec(selector);
  if (!match) throw new Error(`The stand-in reads no selector like ${selector}`);
  const [, name, value, notName, notValue] = match;
  return (attrs) => attrs[name!] === value && !(notName && attrs[notName] === notValue);
}

let observers: (() => void)[] = [];
class FakeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    observers.push(this.callback);
  }
  disconnect() {
    observers = observers.filter((c) => c !== this.callback);
  }
}
(globalThis as unknown as { MutationObserver: unknown }).MutationObserver = FakeObserver;

function page(path: string, fragmentOf: string) {
  const main: Attrs[] = [];
  let removed = false;
  const mainElement = {
    get childElementCount() {
      return main.length;
    },
    querySelector: (selector: string) => main.find(matcher(selector)) ?? null,
  };
  const holder = {
    firstElementChild: { getAttribute: (name: string) => (name === 'data-first-paint' ? fragmentOf : null) },
    remove: () => void (removed = true),
  };
  const doc = {
    defaultView: { location: { pathname: path } },
    getElementById: (id: string) =>
      id === 'first-paint' ? holder : id === 'root' ? {} : id === 'main' ? mainElement : null,
  } as unknown as Document;
  /** The page changes its main area: every observer runs, as after a React commit. */
  const render = (...elements: Attrs[]) => {
    main.splice(0, main.length, ...elements);
    for (const callback of [...observers]) callback();
  };
  return { doc, render, removed: () => removed, location: doc.defaultView!.location };
}

/** The page's own first tile, loading or shown: the registry's `ready` names it by its data-testid. */
const tileOf = (name: FirstPaintPage, busy: boolean): Attrs => {
  const testid = /data-testid="([^"]+)"/.exec(firstPaintPages[name].ready)![1]!;
  return busy ? { 'data-testid': testid, 'aria-busy': 'true' } : { 'data-testid': testid };
};

// Its deadline is a timer: none is left running after a test.
beforeEach(() => void jest.useFakeTimers());
afterEach(() => {
  observers = [];
  jest.clearAllTimers();
  jest.useRealTimers();
});

describe('the first paint of each registered page', () => {
  it.each(Object.keys(firstPaintPages) as FirstPaintPage[])(
    '%s: stays through the loading state, and goes when the page shows its own figure',
    (name) => {
      const view = page(firstPaintPages[name].route, name);
      releaseFirstPaintWhenPageRenders(view.doc);
      view.render({ 'data-held-page': '' }, { 'aria-busy': 'true' });
      expect(view.removed()).toBe(false);
      if (name !== 'dashboard') {
        // The tile drawn with no figure yet (the held page, then the page's first render).
        view.render(tileOf(name, true));
        expect(view.removed()).toBe(false);
      }
      view.render(tileOf(name, false), { 'aria-busy': 'true' });
      expect(view.removed()).toBe(true);
      expect(observers).toHaveLength(0);
    },
  );

  it('goes when the page settles with no figure to show (an error card, a welcome)', () => {
    const view = page('/investments', 'investments');
    releaseFirstPaintWhenPageRenders(view.doc);
    view.render(tileOf('investments', true));
    expect(view.removed()).toBe(false);
    view.render({ 'data-testid': 'error-card' });
    expect(view.removed()).toBe(true);
  });

  it('is not handed over to another page: it goes when the route changes', () => {
    const view = page('/transactions', 'transactions');
    releaseFirstPaintWhenPageRenders(view.doc);
    view.render(tileOf('transactions', true));
    expect(view.removed()).toBe(false);
    view.location.pathname = '/accounts';
    view.render(tileOf('transactions', true));
    expect(view.removed()).toBe(true);
  });

  it("a page's own figure does not release another page's first paint", () => {
    const view = page('/transactions', 'transactions');
    releaseFirstPaintWhenPageRenders(view.doc);
    view.render(tileOf('investments', false), { 'aria-busy': 'true' });
    expect(view.removed()).toBe(false);
  });

  it('goes at once when it is of no registered page', () => {
    const view = page('/accounts', 'accounts');
    releaseFirstPaintWhenPageRenders(view.doc);
    expect(view.removed()).toBe(true);
  });

  it('goes after its deadline whatever happened', () => {
    const view = page('/dashboard', 'dashboard');
    releaseFirstPaintWhenPageRenders(view.doc);
    view.render({ 'aria-busy': 'true' });
    jest.advanceTimersByTime(20_000);
    expect(view.removed()).toBe(true);
  });
});
