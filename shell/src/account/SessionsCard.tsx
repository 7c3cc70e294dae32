// "Sessions" on /account (issue 32): every browser signed in to the account (device from its user
// agent, address, signed in, last seen), this one marked; "Sign out" ends one other session, and
// "Sign out of all other devices" every one of them.
import { css } from '@emotion/react';
import type { SessionInfo } from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { Badge, Button, ListCard, ruledList, ruledRow, ruledRowDetails, ruledRowIcon, t } from '@heirloom/ui';
import { Monitor, MonitorSmartphone, Smartphone } from 'lucide-react';
import { toastFailure } from './account-feedback';
import { exactTime, relativeTime } from './relative-time';
import { useSessions, useSignOutSession } from './second-factor-api';
import { isMobileDevice, orderSessions } from './sessions';
import { SignOutOthersButton } from './SignOutOthers';

export function SessionsCard() {
  const sessions = useSessions();
  const list = sessions.data ? orderSessions(sessions.data) : undefined;
  return (
    <ListCard
      css={wide}
      data-testid="sessions"
      title="Sessions"
      description="Browsers signed in to your account. Signed in on a computer you no longer use, or lost a phone? Sign it out."
      actions={<SignOutOthersButton />}
      loading={sessions.isPending}
      error={sessions.isError ? sessions.error : undefined}
      onRetry={() => void sessions.refetch()}
      empty={list?.length === 0}
      emptyIcon={<MonitorSmartphone />}
      emptyTitle="No sessions"
      emptyDescription="Only this browser is signed in."
    >
      {list ? (
        <ul css={ruledList} aria-label="Signed-in browsers">
          {list.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      ) : null}
    </ListCard>
  );
}

function SessionRow({ session }: { session: SessionInfo }) {
  const signOut = useSignOutSession();
  const pending = signOut.isPending;
  const Icon = isMobileDevice(session.device) ? Smartphone : Monitor;

  const onSignOut = () =>
    signOut.mutate(session.id, {
      onSuccess: () => toast({ title: 'Signed out', description: `${session.device} must sign in again.` }),
      onError: (error) => toastFailure(error, 'Could not sign that session out. Please try again.'),
    });

  return (
    <li css={rowStyle} data-testid="session-row" data-current={session.current || undefined}>
      <span css={ruledRowIcon} aria-hidden>
        <Icon />
      </span>
      <div css={{ minWidth: 0 }}>
        <p css={titleStyle}>
          <span css={{ overflowWrap: 'anywhere' }}>{session.device}</span>
          {session.current ? <Badge variant="success">This device</Badge> : null}
        </p>
        <p css={ruledRowDetails}>
          {session.address ? <span>{session.address}</span> : null}
          <span>
            Signed in <time dateTime={session.signedInAt}>{exactTime(session.signedInAt)}</time>
          </span>
          <span>
            Last seen{' '}
            <time dateTime={session.lastSeenAt} title={exactTime(session.lastSeenAt)}>
              {session.current ? 'now' : relativeTime(session.lastSeenAt)}
            </time>
          </span>
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          onClick={onSignOut}
          disabled={pending}
          aria-busy={pending || undefined}
          aria-label={`Sign out ${session.device}${session.address ? ` at ${session.address}` : ''}`}
          data-testid="session-sign-out"
        >
          {pending ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}

// The account page is a grid of cards; this one takes its whole width.
const wide = css({ gridColumn: '1 / -1' });
const rowStyle = css(ruledRow, {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  // A phone: the button goes under the text instead of squeezing it.
  '@media (max-width: 480px)': {
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    '& > button': { gridColumn: '2', justifySelf: 'start' },
  },
});
const titleStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: t.space[2],
  fontWeight: 500,
});
