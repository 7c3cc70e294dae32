// The first-paint registry: each page found by its route, and its fragment asked with the page's own area.
import { decideAccess, pageScopes, routeScope } from './access-rules';
import { firstPaintPageAt, firstPaintPages, firstPaintPath, isFirstPaintPage } from './first-paint-pages';

describe('the first-paint pages', () => {
  it('are found by their route, a trailing slash or not, and no other', () => {
    expect(firstPaintPageAt('/dashboard')).toBe('dashboard');
    expect(firstPaintPageAt('/transactions/')).toBe('transactions');
    expect(firstPaintPageAt('/investments')).toBe('investments');
    expect(firstPaintPageAt('/accounts')).toBeNull();
    expect(firstPaintPageAt('/')).toBeNull();
    expect(isFirstPaintPage('investments')).toBe(true);
    expect(isFirstPaintPage('constructor')).toBe(false);
    expect(isFirstPaintPage('toString')).toBe(false);
  });

  it("ask the API with the page's own scope, so the guard refuses a professional the page's area", () => {
    for (const [page, { route }] of Object.entries(firstPaintPages))
      expect([page, routeScope(firstPaintPath(page as keyof typeof firstPaintPages))]).toEqual([
        page,
        pageScopes[route],
      ]);
    expect(routeScope('/api/first-paint/transactions')).toBe('accounts');
    expect(routeScope('/api/first-paint/investments')).toBe('investments');
    expect(routeScope('/api/first-paint/dashboard')).toBe('family');
    const cpa = { role: 'professional' as const, areas: { tax: 'read' as const } };
    expect(decideAccess(cpa, 'GET', '/api/first-paint/transactions').allowed).toBe(false);
    expect(decideAccess(cpa, 'GET', '/api/first-paint/investments').allowed).toBe(false);
    expect(
      decideAccess({ ...cpa, areas: { accounts: 'read' } }, 'GET', '/api/first-paint/transactions'),
    ).toMatchObject({ allowed: true, area: 'accounts' });
  });
});
