import { afterEach, describe, expect, it } from '@jest/globals';
import { secondFactorMessages, type AccessContext, type ClientFamily, type Me } from '@heirloom/contracts';
import { sessionQueryKey } from '@heirloom/platform';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
// eslint-disable-next-line no-restricted-imports -- a jest render outside the shell; never bundled
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useAccessEnded } from './access-ended';
import { RequireAccess } from './RequireAccess';
import { clientsQueryKey } from './use-access';

const cpa: AccessContext = {
  kind: 'professional',
  familyId: 'f1',
  familyName: 'Whitman',
  role: 'professional',
  areas: { tax: 'notes', private_investments: 'upload' },
  endsAt: '2099-04-15',
};
const clients: ClientFamily[] = [
  {
    familyId: 'f1',
    familyName: 'Whitman',
    role: 'professional',
    areas: { tax: 'notes' },
    endsAt: '2099-04-15',
  },
  {
    familyId: 'f2',
    familyName: 'Okafor',
    role: 'professional',
    areas: { estate: 'read' },
    endsAt: '2099-01-31',
  },
];

afterEach(() => useAccessEnded.getState().clear());

/** The guard at `path` for a person whose /api/auth/me carries `access` (none: an API before issue 31). */
function render(path: string, access?: AccessContext, secondFactor?: Me['secondFactor']) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(sessionQueryKey, {
    id: 'p1',
    username: 'cpa',
    ...(access ? { access } : {}),
    ...(secondFactor ? { secondFactor } : {}),
  });
  client.setQueryData(clientsQueryKey, clients);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RequireAccess />}>
            <Route path="/tax" element={<p>the tax page</p>} />
            <Route path="/estate" element={<p>the estate page</p>} />
            <Route path="/access" element={<p>the access page</p>} />
            <Route path="/account" element={<p>the account page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RequireAccess', () => {
  it("shows a professional a granted area's page under the banner: the family, its areas, the end date", () => {
    const html = render('/tax', cpa);
    expect(html).toContain('the tax page');
    expect(html).toContain('data-testid="client-banner"');
    expect(html).toContain('<strong data-testid="client-banner-family">Whitman</strong>');
    expect(html).toContain('Private investments and K-1s');
    expect(html).toContain('Until Apr 15, 2099');
    expect(html.indexOf('client-banner')).toBeLessThan(html.indexOf('the tax page'));
  });

  it('refuses an area that was not shared, naming the family, with a link to the dashboard', () => {
    const html = render('/estate', cpa);
    expect(html).not.toContain('the estate page');
    expect(html).toContain('<h1');
    expect(html).toContain('This area is not shared with you');
    expect(html).toContain('Whitman did not share Estate Planning with you.');
    expect(html).toContain('href="/dashboard"');
  });

  it('asks a professional with no client chosen to choose one, listing the clients', () => {
    const html = render('/tax', {
      ...cpa,
      familyId: null,
      familyName: null,
      role: null,
      areas: null,
      endsAt: null,
    });
    expect(html).toContain('Choose a client');
    expect(html).toContain('Okafor');
    expect(html).toContain('Until Jan 31, 2099');
    expect(html).not.toContain('the tax page');
    expect(html).not.toContain('client-banner');
  });

  it('shows "access ended" with the other clients once an answer said so, but still the account page', () => {
    useAccessEnded.getState().markEnded({ personId: 'p1', familyName: 'Whitman' });
    const html = render('/tax', cpa);
    expect(html).toContain('Your access to this family has ended');
    expect(html).toContain('Whitman revoked your access, or it reached its end date.');
    expect(html).toContain('data-testid="client-choice"');
    // The family whose access ended is not offered again (its cached entry predates the end).
    expect(html).toContain('Okafor');
    expect(html).not.toContain('Until Apr 15, 2099');
    expect(html).not.toContain('the tax page');
    expect(render('/account', cpa)).toContain('the account page');
  });

  it("ignores another person's ended access", () => {
    useAccessEnded.getState().markEnded({ personId: 'someone-else', familyName: 'Whitman' });
    expect(render('/tax', cpa)).toContain('the tax page');
  });

  it('takes a session without access (an API before issue 31) for the owner: every page, no banner', () => {
    for (const path of ['/tax', '/estate', '/access']) {
      const html = render(path);
      expect(html).toContain(`the ${path.slice(1)} page`);
      expect(html).not.toContain('client-banner');
    }
  });

  describe('a second factor first (issue 32)', () => {
    const unenrolled = {
      enrolled: false,
      verified: false,
      requiredBecause: secondFactorMessages.professional,
    };

    it('asks a professional with no factor to set one up instead of the family’s page', () => {
      const html = render('/tax', cpa, unenrolled);
      expect(html).not.toContain('the tax page');
      expect(html).toContain('data-testid="second-factor-page"');
      expect(html).toContain('Set up a second factor to continue');
      expect(html).toContain(secondFactorMessages.professional);
      expect(html).toContain('href="/account#second-factor"');
    });

    it('asks a session that has not passed its enrolled factor to confirm it', () => {
      const html = render('/tax', cpa, { ...unenrolled, enrolled: true });
      expect(html).not.toContain('the tax page');
      expect(html).toContain(secondFactorMessages.unverified);
      expect(html).toContain('data-testid="confirm-second-factor"');
    });

    it('asks a member of a family that requires it, in the family’s words', () => {
      const member: AccessContext = { ...cpa, kind: 'family', role: 'member', areas: null, endsAt: null };
      const html = render('/estate', member, { ...unenrolled, requiredBecause: secondFactorMessages.family });
      expect(html).not.toContain('the estate page');
      expect(html).toContain(secondFactorMessages.family);
    });

    it('never hides the account page, where the factor is set up', () => {
      expect(render('/account', cpa, unenrolled)).toContain('the account page');
    });

    it('shows the page once the session passed its factor', () => {
      expect(render('/tax', cpa, { ...unenrolled, enrolled: true, verified: true })).toContain(
        'the tax page',
      );
    });
  });
});
