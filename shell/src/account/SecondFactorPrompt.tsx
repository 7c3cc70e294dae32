// The encouragement to set up a second factor (issue 32), above every page of the signed-in app for
// someone with none who is not required to have one. Dismissed, it stays away for that person in this
// browser; setting up a factor ends it everywhere (Me.secondFactor.enrolled). Until the session answers,
// the prompt's hint cookie decides (the frame the gateway served was drawn the same way), so the prompt
// is on screen with the page's first paint and never pushes the page down when the answer arrives.
import { css } from '@emotion/react';
import { useSession } from '@heirloom/platform';
import { Button, ButtonLink, t } from '@heirloom/ui/base';
import { ShieldCheck, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useFactorPromptHint } from '../prerender/context';
import { browserStorage, dismissPrompt, forgetPromptHint, promptFor } from './second-factor-prompt';

/** Dismissed before the session answered: whoever it turns out to be. */
const EARLY = '(before the session answered)';

export function SecondFactorPrompt() {
  const { data: session } = useSession();
  const { pathname } = useLocation();
  const hint = useFactorPromptHint();
  // Dismissed on this page already (storage may refuse to remember it).
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const known = session !== undefined;
  const userId = known ? promptFor(session, browserStorage()) : hint ? EARLY : null;

  useEffect(() => {
    if (!known) return;
    const person = promptFor(session, browserStorage());
    // Dismissed before the answer: remembered for the person it turned out to be (still hidden by state).
    if (person && dismissedFor === EARLY) dismissPrompt(browserStorage(), person);
    // Not for this person (or no longer): the next page's frame is served without it.
    else if (!person) forgetPromptHint();
  }, [known, session, dismissedFor]);

  // The account page holds the card itself.
  if (!userId || userId === dismissedFor || dismissedFor === EARLY || pathname === '/account') return null;

  const dismiss = () => {
    if (userId !== EARLY) dismissPrompt(browserStorage(), userId);
    forgetPromptHint();
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
