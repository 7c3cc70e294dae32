// The links sent and not used yet: whom each is for and when it expires; Withdraw makes it stop working.
import { css } from '@emotion/react';
import type { AccessGrant, Invitation } from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { Button, ConfirmDialog, formatDay, ListCard, listRow, mq, rowList, t } from '@heirloom/ui';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useWithdrawInvitation } from '../../data/access';
import { roleLabels } from './access-view';
import { failureText } from './failure-text';

const row = css(listRow, {
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
});
const meta = css({ fontSize: t.text.sm, color: t.color.mutedFg });

/** Whom a pending link is for, in words. */
export function invitationSubject(invitation: Invitation, grants: readonly AccessGrant[]): string {
  if (invitation.kind === 'member')
    return `A new ${roleLabels[invitation.role].toLowerCase()} of the household`;
  const grant = grants.find((g) => g.id === invitation.grantId);
  return grant ? `${grant.professionalName} (professional)` : 'A professional';
}

export interface InvitationsCardProps {
  invitations: readonly Invitation[] | undefined;
  grants: readonly AccessGrant[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

export function InvitationsCard({ invitations, grants, loading, error, onRetry }: InvitationsCardProps) {
  const withdraw = useWithdrawInvitation();
  const [withdrawing, setWithdrawing] = useState<Invitation | null>(null);
  const rows = invitations ?? [];

  return (
    <ListCard
      title="Pending invitations"
      description="Links sent but not used yet. Each works once and expires after 7 days."
      loading={loading}
      skeletonCount={1}
      error={error}
      onRetry={onRetry}
      empty={rows.length === 0}
      emptyIcon={<Mail />}
      emptyTitle="No pending invitations"
      emptyDescription="Invite a member above, or share access with a professional from the Professionals page."
      data-testid="access-invitations"
    >
      <ul css={rowList}>
        {rows.map((invitation) => (
          <li key={invitation.id} css={row} data-testid="invitation-row" data-invitation-id={invitation.id}>
            <div css={{ minWidth: 0 }}>
              <p css={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {invitationSubject(invitation, grants)}
              </p>
              <p css={meta}>
                Sent {formatDay(invitation.createdAt)} · expires {formatDay(invitation.expiresAt)}
              </p>
            </div>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setWithdrawing(invitation)}
              aria-label={`Withdraw the invitation: ${invitationSubject(invitation, grants)}`}
              data-testid="invitation-withdraw"
            >
              Withdraw
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        title="Withdraw this invitation?"
        description="The link stops working at once. You can always send a new one."
        confirmLabel="Withdraw"
        pendingLabel="Withdrawing..."
        onConfirm={async () => {
          if (!withdrawing) return;
          try {
            await withdraw.mutateAsync(withdrawing.id);
          } catch (err) {
            toast({
              title: 'Error',
              description: failureText(err, 'Could not withdraw the invitation. Please try again.'),
              variant: 'destructive',
            });
            throw err;
          }
        }}
        done={{ title: 'Invitation withdrawn', description: 'The link no longer works.' }}
      />
    </ListCard>
  );
}
