// The header's account controls: who is signed in (a link to their account page) and Sign out, or a
// Sign in link.
import { css } from '@emotion/react';
import { toast, useSession, useSignOut } from '@heirloom/platform';
import { Button, ButtonLink, mq, srOnly, t } from '@heirloom/ui/base';
import { LogIn, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';

export function SessionActions() {
  const { data: user, isPending } = useSession();
  // A full load of the sign-in screen, not a client-side move: it also drops whatever the previous
  // user's pages kept in memory outside the query cache, and a guarded page cannot race it with its
  // own redirect (which would add a `next` back to the page just left).
  const signOut = useSignOut({ onSignedOut: () => window.location.replace('/login') });

  if (isPending) return null;
  if (!user) {
    return (
      <ButtonLink to="/login" variant="outline" size="sm">
        <LogIn aria-hidden />
        Sign in
      </ButtonLink>
    );
  }

  const onSignOut = () =>
    signOut.mutate(undefined, {
      onError: () =>
        toast({
          title: 'Error',
          description: 'Could not sign out. Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <>
      <Link
        to="/account"
        data-testid="session-user"
        title={`${user.username}: account settings`}
        css={userCss}
      >
        <UserRound aria-hidden size={16} css={css({ flexShrink: 0 })} />
        <span css={srOnly}>Signed in as </span>
        <span css={css({ overflow: 'hidden', textOverflow: 'ellipsis' })}>{user.username}</span>
        <span css={srOnly}>, account settings</span>
      </Link>
      <Button
        variant="ghost"
        size="sm"
        onClick={onSignOut}
        disabled={signOut.isPending}
        aria-busy={signOut.isPending || undefined}
        title="Sign out"
      >
        <LogOut aria-hidden />
        <span css={css({ [mq.mobile]: srOnly })}>Sign out</span>
      </Button>
    </>
  );
}

const userCss = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: t.space[1],
  maxWidth: '12rem',
  minWidth: 0,
  fontSize: t.text.sm,
  fontWeight: 500,
  color: t.color.mutedFg,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  borderRadius: t.radius.sm,
  '&:hover': { color: t.color.fg, textDecoration: 'underline', textUnderlineOffset: 4 },
  [mq.mobile]: { maxWidth: '6rem' },
});
