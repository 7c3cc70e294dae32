// The account page's security cards and the prompt as they render from the API's answers (a server
// render: no browser, so no WebAuthn and no dialogs).
import { describe, expect, it } from '@jest/globals';
import type { SecondFactors, SessionInfo } from '@heirloom/contracts';
import { sessionQueryKey } from '@heirloom/platform';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
// eslint-disable-next-line no-restricted-imports -- a jest render outside the shell; never bundled
import { MemoryRouter } from 'react-router-dom';
import { PrerenderContext } from '../prerender/context';
import { PasskeysCard } from './PasskeysCard';
import { secondFactorKeys } from './second-factor-api';
import { SecondFactorCard } from './SecondFactorCard';
import { SecondFactorPrompt } from './SecondFactorPrompt';
import { SessionsCard } from './SessionsCard';

const none: SecondFactors = {
  totp: { enabled: false, enabledAt: null },
  passkeys: [],
  recoveryCodesLeft: 0,
  requiredBecause: null,
  verifiedAt: null,
};

function render(node: ReactNode, seed: (client: QueryClient) => void, path = '/account') {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  seed(client);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}
const withFactors = (factors: SecondFactors) => (client: QueryClient) =>
  client.setQueryData(secondFactorKeys.factors, factors);

describe('SecondFactorCard', () => {
  it('offers the app to someone with none, with no recovery codes to speak of', () => {
    const html = render(<SecondFactorCard />, withFactors(none));
    expect(html).toContain('Not set up');
    expect(html).toContain('data-testid="totp-set-up"');
    expect(html).toContain('Made when you set up your first factor');
    expect(html).toContain('>Off<');
    expect(html).not.toContain('Required for your account');
  });

  it('says why a factor is required, and warns when few recovery codes are left', () => {
    const html = render(
      <SecondFactorCard />,
      withFactors({
        ...none,
        totp: { enabled: true, enabledAt: '2026-11-01T09:00:00.000Z' },
        recoveryCodesLeft: 2,
        requiredBecause: 'Set up a second factor before you see your clients’ data.',
      }),
    );
    expect(html).toContain('Required for your account');
    expect(html).toContain('Set up a second factor before you see your clients’ data.');
    expect(html).toContain('On since Nov 1, 2026');
    expect(html).toContain('2 of 10 left — make new ones soon');
    expect(html).toContain('Make new codes');
    expect(html).not.toContain('data-testid="totp-set-up"');
  });

  it('shows skeletons while the factors load', () => {
    expect(render(<SecondFactorCard />, () => undefined)).toContain('aria-busy="true"');
  });
});

describe('PasskeysCard', () => {
  it('lists each passkey with when it was added and last used', () => {
    const html = render(
      <PasskeysCard />,
      withFactors({
        ...none,
        passkeys: [{ id: 'k1', name: 'MacBook', createdAt: '2026-10-02T09:00:00.000Z', lastUsedAt: null }],
      }),
    );
    expect(html).toContain('MacBook');
    expect(html).toContain('Added Oct 2, 2026');
    expect(html).toContain('never used');
    expect(html).toContain('aria-label="Remove passkey MacBook"');
  });

  it('disables "Add a passkey" with the reason in a browser without WebAuthn', () => {
    const html = render(<PasskeysCard />, withFactors(none));
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="passkey-add"/);
    expect(html).toContain('This browser cannot create passkeys');
  });
});

describe('SessionsCard', () => {
  it('marks this browser and offers sign-out for the others only', () => {
    const sessions: SessionInfo[] = [
      {
        id: 's2',
        device: 'Safari on iOS',
        address: '198.51.100.4',
        signedInAt: '2026-11-20T09:00:00.000Z',
        lastSeenAt: '2026-11-20T10:00:00.000Z',
        current: false,
      },
      {
        id: 's1',
        device: 'Chrome on macOS',
        address: '203.0.113.7',
        signedInAt: '2026-11-27T09:00:00.000Z',
        lastSeenAt: '2026-11-27T09:05:00.000Z',
        current: true,
      },
    ];
    const html = render(<SessionsCard />, (client) =>
      client.setQueryData(secondFactorKeys.sessions, sessions),
    );
    expect(html.indexOf('Chrome on macOS')).toBeLessThan(html.indexOf('Safari on iOS'));
    expect(html.match(/This device/g)).toHaveLength(1);
    expect(html.match(/data-testid="session-sign-out"/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Sign out Safari on iOS at 198.51.100.4"');
    expect(html).toContain('Sign out of all other devices');
  });
});

describe('SecondFactorPrompt', () => {
  const me =
    (enrolled: boolean, requiredBecause: string | null = null) =>
    (client: QueryClient) =>
      client.setQueryData(sessionQueryKey, {
        id: 'u-prompt',
        username: 'ada',
        secondFactor: { enrolled, verified: enrolled, requiredBecause },
      });

  it('invites someone with no factor to set one up, linking to the card', () => {
    const html = render(<SecondFactorPrompt />, me(false), '/');
    expect(html).toContain('Protect your family’s data with a second factor.');
    expect(html).toContain('href="/account#second-factor"');
    expect(html).toContain('aria-label="Dismiss"');
  });

  it('stays away once enrolled, when required, and on the account page itself', () => {
    expect(render(<SecondFactorPrompt />, me(true), '/')).toBe('');
    expect(render(<SecondFactorPrompt />, me(false, 'This family asks everyone.'), '/')).toBe('');
    expect(render(<SecondFactorPrompt />, me(false), '/account')).toBe('');
  });

  it('is drawn from its hint before the session answers (the frame the gateway serves), and the answer decides after', () => {
    const framed = (factorPrompt: boolean) => (
      <PrerenderContext.Provider value={{ sidebarOpen: true, signedIn: true, factorPrompt }}>
        <SecondFactorPrompt />
      </PrerenderContext.Provider>
    );
    const unknown = () => undefined;
    expect(render(framed(true), unknown, '/transactions')).toContain('data-testid="second-factor-prompt"');
    expect(render(framed(false), unknown, '/transactions')).toBe('');
    expect(render(framed(true), unknown, '/account')).toBe('');
    // Once the session is known, the hint no longer counts.
    expect(render(framed(true), me(true), '/transactions')).toBe('');
    expect(render(framed(true), (client) => client.setQueryData(sessionQueryKey, null), '/')).toBe('');
  });
});
