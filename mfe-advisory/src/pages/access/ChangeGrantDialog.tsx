// "Change" on the Access page: a grant's areas and levels, and its end date (at most a year from today),
// checked with the contract's updateGrantSchema (the API's). Saved at once; the professional's next
// request sees the new areas.
import {
  calendar,
  GRANT_MAX_DAYS_TEXT,
  latestGrantEnd,
  updateGrantSchema,
  type AccessGrant,
  type UpdateGrantInput,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { Dialog } from '@heirloom/ui';
import { applyApiErrors, FormActions, FormInput, FormProvider, useSchemaForm } from '@heirloom/ui/forms';
import { useEffect, type FormEvent } from 'react';
import { useUpdateGrant } from '../../data/access';
import { AreaLevelsPicker } from './AreaLevelsPicker';
import { grantFormStyle } from './grant-form-style';

const fields = ['areas', 'endsAt'] as const;

export interface ChangeGrantDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The grant to change (null while closed). */
  grant: AccessGrant | null;
}

export function ChangeGrantDialog({ open, onOpenChange, grant }: ChangeGrantDialogProps) {
  const update = useUpdateGrant();
  const today = calendar.utcToday();
  const defaults = (): UpdateGrantInput => ({ areas: grant?.areas ?? {}, endsAt: grant?.endsAt ?? '' });
  const form = useSchemaForm(updateGrantSchema, defaults());
  const areas = form.watch('areas') ?? {};
  const areasError = form.formState.errors.areas as { message?: string } | undefined;

  useEffect(() => {
    if (grant) form.reset(defaults());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when another grant opens
  }, [grant?.id]);

  const submitChecked = form.handleSubmit(async (values) => {
    if (!grant) return;
    try {
      await update.mutateAsync({ grantId: grant.id, values });
      toast({
        title: 'Access changed',
        description: `${grant.professionalName} sees the new areas from their next request.`,
      });
      onOpenChange(false);
    } catch (error) {
      const unplaced = applyApiErrors(form, error, fields, { focus: true });
      if (unplaced) toast({ title: 'Error', description: unplaced, variant: 'destructive' });
    }
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    void submitChecked(event);
  };
  const pending = update.isPending;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Change access for ${grant?.professionalName ?? 'this professional'}`}
      description="Areas, levels and the last day. Saved changes apply from their next request."
      width="40rem"
      dismissible={!pending}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} css={grantFormStyle} data-testid="change-grant-form">
          <AreaLevelsPicker
            value={areas}
            disabled={pending}
            error={areasError?.message}
            onChange={(next) =>
              form.setValue('areas', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
            }
          />
          <FormInput<UpdateGrantInput>
            name="endsAt"
            label="Access ends on"
            type="date"
            min={today}
            max={latestGrantEnd(today)}
            required
            hint={`The last day they can see these areas, at most ${GRANT_MAX_DAYS_TEXT} from today.`}
            data-testid="grant-ends-at"
          />
          <FormActions
            pending={pending}
            submitLabel="Save changes"
            onCancel={() => onOpenChange(false)}
            submitTestId="grant-save"
          />
        </form>
      </FormProvider>
    </Dialog>
  );
}
