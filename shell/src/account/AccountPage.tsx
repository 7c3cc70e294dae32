// /account: the signed-in user's second factor and passkeys, password and sessions (RequireSession
// guards it), their own AI assistant's tokens (issue 33), and for anyone acting for a family as other
// than its owner, their own activity there.
import { css } from '@emotion/react';
import { useAccessContext, useSession } from '@heirloom/platform';
import { PageContainer, PageHeader, t } from '@heirloom/ui/base';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AssistantTokensCard } from './AssistantTokensCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import { OwnActivityCard } from './OwnActivityCard';
import { ownActivityFamily } from './own-activity';
import { PasskeysCard } from './PasskeysCard';
import { SecondFactorCard } from './SecondFactorCard';
import { SessionsCard } from './SessionsCard';

export default function AccountPage() {
  const { data: user } = useSession();
  const family = ownActivityFamily(useAccessContext());
  useScrollToHash();
  if (!user) return null;
  return (
    <PageContainer>
      <PageHeader title="Account" subtitle={`Signed in as ${user.username}`} />
      <div css={columns}>
        <SecondFactorCard />
        <PasskeysCard />
        <ChangePasswordCard username={user.username} />
        <SessionsCard />
        <AssistantTokensCard />
        {family ? <OwnActivityCard key={family.familyId} {...family} /> : null}
      </div>
    </PageContainer>
  );
}

/**
 * "/account#second-factor" (the prompt's link, the switcher's): the router does not scroll to a hash, and
 * the cards mount after the page loads, so the page brings that card into view and focus itself.
 */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    if (target.tabIndex >= 0 || target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
  }, [hash]);
}

const columns = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  alignItems: 'start',
  gap: t.space[6],
});
