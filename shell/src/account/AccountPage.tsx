// /account: the signed-in user's password and other sessions (RequireSession guards it), and for anyone
// acting for a family as other than its owner, their own activity there.
import { css } from '@emotion/react';
import { useAccessContext, useSession } from '@heirloom/platform';
import { PageContainer, PageHeader, t } from '@heirloom/ui';
import { ChangePasswordCard } from './ChangePasswordCard';
import { OwnActivityCard } from './OwnActivityCard';
import { ownActivityFamily } from './own-activity';
import { SignOutOthersCard } from './SignOutOthersCard';

export default function AccountPage() {
  const { data: user } = useSession();
  const family = ownActivityFamily(useAccessContext());
  if (!user) return null;
  return (
    <PageContainer>
      <PageHeader title="Account" subtitle={`Signed in as ${user.username}`} />
      <div css={columns}>
        <ChangePasswordCard username={user.username} />
        <SignOutOthersCard />
        {family ? <OwnActivityCard key={family.familyId} {...family} /> : null}
      </div>
    </PageContainer>
  );
}

const columns = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  alignItems: 'start',
  gap: t.space[6],
});
