// /account: the signed-in user's password and other sessions (RequireSession guards it).
import { css } from '@emotion/react';
import { useSession } from '@heirloom/platform';
import { PageContainer, PageHeader, t } from '@heirloom/ui';
import { ChangePasswordCard } from './ChangePasswordCard';
import { SignOutOthersCard } from './SignOutOthersCard';

export default function AccountPage() {
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <PageContainer>
      <PageHeader title="Account" subtitle={`Signed in as ${user.username}`} />
      <div css={columns}>
        <ChangePasswordCard username={user.username} />
        <SignOutOthersCard />
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
