// "Share access" from /professionals: which areas one of the family's professionals may see and at which
// level, until when (90 days by default, at most a year), checked with the contract's createGrantSchema
// (the API's). Submitting answers the invitation link, shown once here to copy and send.
import {
  calendar,
  createGrantSchema,
  defaultGrantEnd,
  GRANT_MAX_DAYS_TEXT,
  latestGrantEnd,
  type CreatedGrant,
  type CreateGrantInput,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { Button, Dialog, t } from '@heirloom/ui';
import { applyApiErrors, FormActions, FormInput, FormProvider, useSchemaForm } from '@heirloom/ui/forms';
import { useEffect, useState, type FormEvent } from 'react';
import { useCreateGrant } from '../../data/access';
import { AreaLevelsPicker } from './AreaLevelsPicker';
import { grantFormButtons, grantFormStyle } from './grant-form-style';
import { InvitationLink } from './InvitationLink';

const fields = ['professionalId', 'areas', 'endsAt'] as const;

export interface GrantDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  professional: { id: string; name: string } | null;
}

export function GrantDialog({ open, onOpenChange, professional }: GrantDialogProps) {
  const create = useCreateGrant();
  const [created, setCreated] = useState<CreatedGrant | null>(null);
  const today = calendar.utcToday();
  const defaults = (): CreateGrantInput => ({
    professionalId: professional?.id ?? '',
    areas: {},
    endsAt: defaultGrantEnd(today),
  });
  const form = useSchemaForm(createGrantSchema, defaults());
  const areas = form.watch('areas');
  const areasError = form.formState.errors.areas as { message?: string } | undefined;

  // Every opening starts afresh, for the professional chosen now.
  useEffect(() => {
    if (!open) return;
    form.reset(defaults());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [open, professional?.id]);

  const submitChecked = form.handleSubmit(async (values) => {
    try {
      setCreated(await create.mutateAsync(values));
    } catch (error) {
      const unplaced = applyApiErrors(form, error, fields, { focus: true });
      if (unplaced) toast({ title: 'Error', description: unplaced, variant: 'destructive' });
    }
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    void submitChecked(event);
  };

  const name = professional?.name ?? 'this professional';
  // The link is shown once: closing forgets it, so the next opening starts at the form.
  const close = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  const pending = create.isPending;

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={created ? `Access shared with ${name}` : `Share access with ${name}`}
      description={
        created
          ? undefined
          : `Choose what ${name} may see and do, and until when. You can change or revoke it at any time on the Access page.`
      }
      width="40rem"
      dismissible={!pending}
    >
      {created ? (
        <div css={grantFormStyle} data-testid="grant-created">
          <InvitationLink link={created.invitation.link} expiresAt={created.invitation.expiresAt}>
            <p css={{ fontSize: t.text.sm }}>
              Send this link to {name}. They sign up or sign in as a professional and accept it; their access
              then lasts until the end date you chose.
            </p>
          </InvitationLink>
          <div css={grantFormButtons}>
            <Button onClick={() => close(false)} data-testid="grant-done">
              Done
            </Button>
          </div>
        </div>
      ) : (
        <FormProvider {...form}>
          <form noValidate onSubmit={onSubmit} css={grantFormStyle} data-testid="grant-form">
            <AreaLevelsPicker
              value={areas}
              disabled={pending}
              error={areasError?.message}
              onChange={(next) =>
                form.setValue('areas', next, {
                  shouldDirty: true,
                  shouldValidate: form.formState.isSubmitted,
                })
              }
            />
            <FormInput<CreateGrantInput>
              name="endsAt"
              label="Access ends on"
              type="date"
              min={today}
              max={latestGrantEnd(today)}
              required
              hint={`The last day they can see these areas: 90 days from today unless you choose another, at most ${GRANT_MAX_DAYS_TEXT}.`}
              data-testid="grant-ends-at"
            />
            <FormActions
              pending={pending}
              submitLabel="Share access"
              pendingLabel="Sharing..."
              onCancel={() => close(false)}
              submitTestId="grant-submit"
            />
          </form>
        </FormProvider>
      )}
    </Dialog>
  );
}
