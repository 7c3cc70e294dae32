// loadFamilyData against the real API bundle with the demo family: one call, and every list exactly
// what the list routes answer (budgets with their computed spending).
import { jest } from '@jest/globals';
import { ApiClient, UserApi } from './api-client';
import { loadFamilyData } from './family-data';
import { startApiProcess, type ApiProcess } from '../testing/api-process';

describe('loadFamilyData', () => {
  let api: ApiProcess;
  let cookie: string;

  beforeAll(async () => {
    api = await startApiProcess();
    cookie = await api.signIn('demo', 'demo1234');
  }, 90_000);

  afterAll(async () => {
    await api?.stop();
  });

  it('reads the whole family in one call to the API, as the list routes answer it', async () => {
    const user = new ApiClient({ baseUrl: api.url, timeoutMs: 10_000 }).forUser(cookie);
    const calls = jest.spyOn(UserApi.prototype, 'get');
    const now = new Date();
    const data = await loadFamilyData(user, now);
    expect(calls.mock.calls).toEqual([['/family']]);
    calls.mockRestore();

    const routes = {
      accounts: '/accounts',
      holdings: '/holdings',
      budgets: '/budgets',
      properties: '/properties',
      mortgages: '/mortgages',
      insurance: '/insurance',
      estateDocuments: '/estate-documents',
      beneficiaries: '/beneficiaries',
      taxDocuments: '/tax-documents',
      professionals: '/professionals',
      privatePlacements: '/private-placements',
      businesses: '/businesses',
      k1Documents: '/k1-documents',
      recommendations: '/recommendations',
    } as const;
    for (const [list, route] of Object.entries(routes)) {
      expect([list, data[list as keyof typeof routes]]).toEqual([list, await user.get(route)]);
    }
    expect(data.spending).toEqual(await user.get('/transactions/summary'));
    expect(data.today).toBe(now.toISOString().slice(0, 10));
    // The demo family's budgets spend what this month's transactions say.
    expect(data.budgets.length).toBeGreaterThan(0);
    expect(data.budgets.every((b) => Number(b.currentSpent) > 0)).toBe(true);
  });
});
