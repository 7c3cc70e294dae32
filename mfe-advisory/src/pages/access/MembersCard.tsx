// The household: each person with their role (changed in place) and a Remove after a confirmation. The
// API refuses to leave the family without an owner; its message is toasted.
import { css } from '@emotion/react';
import {
  householdRoleLabels,
  householdRoles,
  type HouseholdMember,
  type HouseholdRole,
} from '@heirloom/contracts';
import { sessionQueryKey, toast } from '@heirloom/platform';
import {
  Badge,
  Button,
  ConfirmDialog,
  formatDay,
  ListCard,
  listRow,
  mq,
  rowList,
  Select,
  t,
} from '@heirloom/ui';
import { UserPlus, Users } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useChangeMemberRole, useRemoveMember } from '../../data/access';
import { failureText } from './failure-text';

const row = css(listRow, {
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 10rem) auto',
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
});
const roleSelect = css({ [mq.mobile]: { gridColumn: '1', gridRow: '2' } });
const nameStyle = css({
  fontWeight: 600,
  overflowWrap: 'anywhere',
  display: 'flex',
  gap: t.space[2],
  alignItems: 'center',
  flexWrap: 'wrap',
});
const meta = css({ fontSize: t.text.sm, color: t.color.mutedFg });

export interface MembersCardProps {
  members: readonly HouseholdMember[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The signed-in person, marked "You". */
  personId: string | undefined;
  onInvite: () => void;
}

export function MembersCard({ members, loading, error, onRetry, personId, onInvite }: MembersCardProps) {
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<HouseholdMember | null>(null);
  const rows = members ?? [];
  const changing = changeRole.isPending ? changeRole.variables?.userId : undefined;
  // The API refuses to leave the family without an owner: the only one is offered neither a new role
  // nor Leave, and is told why.
  const owners = rows.filter((member) => member.role === 'owner').length;
  const onlyOwner = (member: HouseholdMember) => member.role === 'owner' && owners === 1;

  const setRole = (member: HouseholdMember, role: HouseholdRole) =>
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          toast({
            title: 'Role changed',
            description: `${member.username} is now ${householdRoleLabels[role].toLowerCase()}.`,
          }),
        onError: (err) =>
          toast({
            title: 'Error',
            description: failureText(err, `Could not change ${member.username}'s role. Please try again.`),
            variant: 'destructive',
          }),
      },
    );

  const invite = (
    <Button variant="outline" onClick={onInvite} data-testid="invite-member">
      <UserPlus aria-hidden="true" /> Invite a member
    </Button>
  );

  return (
    <ListCard
      title="Household"
      description="Everyone with their own sign-in to this family. Owners manage access; members see and change the data; viewers only read."
      actions={invite}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={rows.length === 0}
      emptyIcon={<Users />}
      emptyTitle="No one yet"
      emptyAction={invite}
      data-testid="access-members"
    >
      <ul css={rowList}>
        {rows.map((member) => (
          <li key={member.userId} css={row} data-testid="member-row" data-user-id={member.userId}>
            <div css={{ minWidth: 0 }}>
              <p css={nameStyle}>
                {member.username}
                {member.userId === personId ? <Badge variant="secondary">You</Badge> : null}
              </p>
              <p css={meta}>Joined {formatDay(member.joinedAt)}</p>
              {onlyOwner(member) ? (
                <p css={meta} data-testid="member-only-owner">
                  The only owner: make someone else an owner before changing this role or leaving.
                </p>
              ) : null}
            </div>
            <Select
              css={roleSelect}
              aria-label={`Role of ${member.username}`}
              value={member.role}
              disabled={changing === member.userId || onlyOwner(member)}
              aria-busy={changing === member.userId || undefined}
              onChange={(event) => setRole(member, event.target.value as HouseholdRole)}
              data-testid="member-role"
            >
              {householdRoles.map((role) => (
                <option key={role} value={role}>
                  {householdRoleLabels[role]}
                </option>
              ))}
            </Select>
            {onlyOwner(member) ? (
              <span aria-hidden="true" />
            ) : (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setRemoving(member)}
                aria-label={member.userId === personId ? 'Leave the family' : `Remove ${member.username}`}
                data-testid="member-remove"
              >
                {member.userId === personId ? 'Leave' : 'Remove'}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={
          removing?.userId === personId
            ? 'Leave this family?'
            : `Remove ${removing?.username ?? 'this person'}?`
        }
        description={
          removing?.userId === personId
            ? 'You lose access to the family’s data at once. An owner can invite you again.'
            : 'They lose access to the family’s data at once, from their next request. Their sign-in stays theirs.'
        }
        confirmLabel={removing?.userId === personId ? 'Leave' : 'Remove'}
        pendingLabel="Removing..."
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.userId);
            // Leaving: the session's family and role change, and the shell follows it.
            if (removing.userId === personId)
              await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
          } catch (err) {
            toast({
              title: 'Error',
              description: failureText(err, `Could not remove ${removing.username}. Please try again.`),
              variant: 'destructive',
            });
            throw err;
          }
        }}
        done={{ title: 'Removed', description: `${removing?.username} no longer has access to the family.` }}
      />
    </ListCard>
  );
}
