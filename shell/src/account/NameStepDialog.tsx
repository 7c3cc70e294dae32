// The first step of adding a passkey or an assistant token on /account: one Name field in a dialog,
// submitted by the card's own handler (which then shows its next step: the browser's sheet and the
// recovery codes, or the token shown once). The dialog cannot be dismissed while the step is pending.
import { css } from '@emotion/react';
import { Dialog, t } from '@heirloom/ui/base';
import { FormActions, FormInput, FormProvider, type UseFormReturn } from '@heirloom/ui/forms';
import type { FormEvent, ReactNode } from 'react';

type NameForm = { name: string };

export interface NameStepDialogProps<Output> {
  form: UseFormReturn<NameForm, unknown, Output>;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  title: string;
  description: string;
  placeholder: string;
  submitLabel: string;
  pendingLabel: string;
  /** data-testid of the name field; the submit button's is `submitTestId`. */
  nameTestId: string;
  submitTestId: string;
  /** Shown under the field (a calm refusal, say). */
  children?: ReactNode;
}

export function NameStepDialog<Output>({
  form,
  onSubmit,
  onClose,
  title,
  description,
  placeholder,
  submitLabel,
  pendingLabel,
  nameTestId,
  submitTestId,
  children,
}: NameStepDialogProps<Output>) {
  const pending = form.formState.isSubmitting;
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      dismissible={!pending}
      title={title}
      description={description}
      width="28rem"
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} css={nameFormStyle}>
          <FormInput<NameForm>
            name="name"
            label="Name"
            placeholder={placeholder}
            autoComplete="off"
            autoFocus
            required
            data-testid={nameTestId}
          />
          {children}
          <FormActions
            pending={pending}
            submitLabel={submitLabel}
            pendingLabel={pendingLabel}
            onCancel={onClose}
            submitTestId={submitTestId}
          />
        </form>
      </FormProvider>
    </Dialog>
  );
}

/** The dialogs' body grid, shared by the name step and the cards' next steps. */
export const nameFormStyle = css({ display: 'grid', gap: t.space[4] });
