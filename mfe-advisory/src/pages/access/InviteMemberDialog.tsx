// "Invite a member": choose the role (owner, member or viewer), get the link to send. The person opens it,
// signs up or signs in, and is in the household with that role.
import {
  householdRoleLabels,
  householdRoles,
  inviteMemberSchema,
  type CreatedInvitation,
  type InviteMemberInput,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { Button, Dialog, t } from '@heirloom/ui';
import {
  applyApiErrors,
  enumOptions,
  FormActions,
  FormProvider,
  FormSelect,
  useSchemaForm,
} from '@heirloom/ui/forms';
import { useEffect, useState, type FormEvent } from 'react';
import { useInviteMember } from '../../data/access';
import { grantFormButtons, grantFormStyle } from './grant-form-style';
import { InvitationLink } from './InvitationLink';

const roleHints: Record<InviteMemberInput['role'], string> = {
  owner: 'Everything, including who has access.',
  member: 'All of the family’s data, but not who has access.',
  viewer: 'Reads the family’s data, changes nothing.',
};
// The role's meaning is the field's hint, not part of the option: a phone's select cuts long options.
const roleOptions = enumOptions(householdRoles, householdRoleLabels);

export interface InviteMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function InviteMemberDialog({ open, onOpenChange }: InviteMemberDialogProps) {
  const invite = useInviteMember();
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const form = useSchemaForm(inviteMemberSchema, { role: 'member' });
  const role = form.watch('role');

  useEffect(() => {
    if (!open) return;
    form.reset({ role: 'member' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [open]);

  const submitChecked = form.handleSubmit(async ({ role }) => {
    try {
      setCreated(await invite.mutateAsync(role));
    } catch (error) {
      const unplaced = applyApiErrors(form, error, ['role'], { focus: true });
      if (unplaced) toast({ title: 'Error', description: unplaced, variant: 'destructive' });
    }
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    void submitChecked(event);
  };
  // The link is shown once: closing forgets it, so the next opening starts at the form.
  const close = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  const pending = invite.isPending;

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={created ? 'Invitation ready' : 'Invite a member'}
      description={
        created ? undefined : 'A spouse or an adult child gets their own sign-in and sees the family’s data.'
      }
      width="34rem"
      dismissible={!pending}
    >
      {created ? (
        <div css={grantFormStyle}>
          <InvitationLink link={created.link} expiresAt={created.expiresAt}>
            <p css={{ fontSize: t.text.sm }}>
              Send this link to the person you invite. They join as{' '}
              <strong>
                {householdRoleLabels[created.role as InviteMemberInput['role']] ?? created.role}
              </strong>
              .
            </p>
          </InvitationLink>
          <div css={grantFormButtons}>
            <Button onClick={() => close(false)} data-testid="invite-done">
              Done
            </Button>
          </div>
        </div>
      ) : (
        <FormProvider {...form}>
          <form noValidate onSubmit={onSubmit} css={grantFormStyle} data-testid="invite-member-form">
            <FormSelect<InviteMemberInput>
              name="role"
              label="Role"
              options={roleOptions}
              hint={roleHints[role as InviteMemberInput['role']]}
              data-testid="invite-role"
            />
            <FormActions
              pending={pending}
              submitLabel="Create invitation link"
              pendingLabel="Creating link..."
              onCancel={() => close(false)}
              submitTestId="invite-submit"
            />
          </form>
        </FormProvider>
      )}
    </Dialog>
  );
}
