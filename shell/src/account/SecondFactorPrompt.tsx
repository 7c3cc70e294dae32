// The encouragement to set up a second factor (issue 32), above every page of the signed-in app for
// someone with none who is not required to have one. Dismissed, it stays away for that person in this
// browser; setting up a factor ends it everywhere (Me.secondFactor.enrolled).
import { css } from '@emotion/react';
import { useSession } from '@heirloom/platform';
import { Button, ButtonLink, t } from '@heirloom/ui';
import { ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { browserStorage, dismissPrompt, promptFor } from './second-factor-prompt';

export function SecondFactorPrompt() {
  const { data: session } = useSession();
  const { pathname } = useLocation();
  // Dismissed on this page already (storage may refuse to remember it).
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const userId = promptFor(session, browserStorage());
  // The account page holds the card itself.
  if (!userId || userId === dismissedFor || pathname === '/account') return null;

  const dismiss = () => {
    dismissPrompt(browserStorage(), userId);
    setDismissedFor(userId);
  };

  return (
    <aside css={bannerStyle} aria-label="Second factor" data-testid="second-factor-prompt">
      <ShieldCheck aria-hidden css={iconStyle} />
      <p css={textStyle}>
        <strong>Protect your family’s data with a second factor.</strong>{' '}
        <span css={{ color: t.color.mutedFg }}>
          A code from an app or a passkey keeps a stolen password from opening your account.
        </span>
      </p>
      <div css={actionsStyle}>
        <ButtonLink to="/account#second-factor" size="sm">
          Set it up
        </ButtonLink>
        <Button variant="ghost" size="icon" onClick={dismiss} aria-label="Dismiss" css={closeStyle}>
          <X aria-hidden />
        </Button>
      </div>
    </aside>
  );
}

const bannerStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: t.space[3],
  marginBottom: t.space[6],
  padding: `${t.space[3]} ${t.space[4]}`,
  borderRadius: t.radius.lg,
  border: `1px solid color-mix(in srgb, ${t.color.accent} 35%, transparent)`,
  background: `color-mix(in srgb, ${t.color.accent} 9%, ${t.color.card})`,
  fontSize: t.text.sm,
});
const iconStyle = css({ flexShrink: 0, width: '1.25rem', height: '1.25rem', color: t.color.accent });
const textStyle = css({ flex: '1 1 16rem', minWidth: 0 });
const actionsStyle = css({ display: 'flex', alignItems: 'center', gap: t.space[1], marginLeft: 'auto' });
const closeStyle = css({ width: '2rem', height: '2rem' });
