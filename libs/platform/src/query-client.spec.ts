import { createQueryClient } from './query-client';

describe('query client defaults (spec section 9)', () => {
  it('never retries, never refetches on focus, never polls, never goes stale', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
    expect(mutations).toMatchObject({ retry: false });
  });
});
