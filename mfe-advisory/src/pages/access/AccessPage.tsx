// The family's Access page (/access, issue 31; owners only): who has access to what until when. The
// household's members and their roles, the professionals' grants (change, revoke at once), the pending
// invitation links, a reminder for each grant ending within GRANT_REMINDER_DAYS with a one-click
// renewal, whether every member must have a second factor (issue 32), and the audit log of everything
// anyone but an owner read or changed.
import { calendar } from '@heirloom/contracts';
import { useSession } from '@heirloom/platform';
import { lazyDialog, PageContainer, PageHeader } from '@heirloom/ui';
import { useMemo, useState } from 'react';
import { useAccessOverview } from '../../data/access';
import { auditPeople } from './access-view';
import { AuditLogCard } from './AuditLogCard';
import { GrantReminders } from './GrantReminders';
import { GrantsCard } from './GrantsCard';
import { InvitationsCard } from './InvitationsCard';
import { MembersCard } from './MembersCard';
import { SecondFactorRuleCard } from './SecondFactorRuleCard';

// The form loads when a member is invited, not with the page: most visits only read.
const InviteMemberDialog = lazyDialog(() => import('./InviteMemberDialog').then((m) => m.InviteMemberDialog));

export default function AccessPage() {
  const overview = useAccessOverview();
  const session = useSession();
  const [inviting, setInviting] = useState(false);
  const today = calendar.utcToday();
  const people = useMemo(() => auditPeople(overview.data), [overview.data]);
  const retry = () => void overview.refetch();
  const common = { loading: overview.isPending, error: overview.error, onRetry: retry };

  return (
    <PageContainer data-testid="access-page">
      <PageHeader
        title="Access"
        subtitle="Who can see your family’s data, what they may do, and until when."
      />

      {overview.data ? <GrantReminders grants={overview.data.grants} today={today} /> : null}

      <MembersCard
        {...common}
        members={overview.data?.members}
        personId={session.data?.id}
        onInvite={() => setInviting(true)}
      />
      <SecondFactorRuleCard
        required={overview.data?.secondFactorRequired}
        loading={overview.isPending}
        error={overview.error}
      />
      <GrantsCard {...common} grants={overview.data?.grants} />
      <InvitationsCard
        {...common}
        invitations={overview.data?.invitations}
        grants={overview.data?.grants ?? []}
      />
      <AuditLogCard people={people} />

      <InviteMemberDialog open={inviting} onOpenChange={setInviting} />
    </PageContainer>
  );
}
