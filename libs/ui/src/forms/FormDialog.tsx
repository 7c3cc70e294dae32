// The entity form dialog every area uses to add and edit: react-hook-form over the libs/contracts zod
// schema the API validates with, so the browser and the API give the same message for the same input.
// A failed save puts the API's field messages on their fields and anything else in a destructive toast.
import { toast } from '@heirloom/platform';
// The base pieces come through the shared `@heirloom/ui/base`, not relative paths: one copy of each on a
// page, and a page with a form does not load the whole design system for its dialog.
import { Button, Dialog } from '@heirloom/ui/base';
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { FormProvider, type DefaultValues, type FieldValues } from 'react-hook-form';
import { applyApiErrors } from './api-errors';
import { formGrid } from './fields';
import { useSchemaForm, type FormSchema } from './use-schema-form';

/**
 * Pressing a dialog button leaves focus in the field being typed in. Otherwise that field's blur shows
 * its message first, the buttons move down under the pointer before it is released, and the click is
 * lost: an empty Add Private Placement showed only 'Name is required' instead of its four messages.
 */
const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

export interface FormDialogProps<Input extends FieldValues, Output> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  schema: FormSchema<Input, Output>;
  /** The form's values when it opens (an entity being edited, or the defaults of a new one). */
  defaultValues: DefaultValues<Input>;
  /** Saves the parsed values; resolve to close the dialog, reject to keep it open with the errors. */
  onSubmit: (values: Output) => Promise<unknown>;
  submitLabel: string;
  /** The button's text while saving, default 'Saving...'. */
  pendingLabel?: string;
  /** The fields (FormInput, FormSelect, ... read the form from context). */
  children: ReactNode;
  width?: string;
  /** The destructive toast's text for a failure no field takes (a 500, no connection), instead of the API's. */
  failedMessage?: string;
}

export function FormDialog<Input extends FieldValues, Output>({
  open,
  onOpenChange,
  title,
  description,
  schema,
  defaultValues,
  onSubmit,
  submitLabel,
  pendingLabel = 'Saving...',
  children,
  width,
  failedMessage,
}: FormDialogProps<Input, Output>) {
  // A dialog checks each field as it is left, and moves focus to the first one to fix.
  const form = useSchemaForm(schema, defaultValues, { mode: 'onTouched', shouldFocusError: true });
  const { reset, handleSubmit, formState } = form;
  const pending = formState.isSubmitting;

  // Every opening starts from the values given now (another row, or a fresh form after a save).
  useEffect(() => {
    if (open) reset(defaultValues);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [open]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch (error) {
      const unplaced = applyApiErrors(form, error, Object.keys(defaultValues as object), {
        focus: true,
        failedMessage,
      });
      if (unplaced) toast({ title: 'Error', description: unplaced, variant: 'destructive' });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      width={width}
      dismissible={!pending}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} css={formGrid}>
          {children}
          <FormActions
            pending={pending}
            submitLabel={submitLabel}
            pendingLabel={pendingLabel}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </FormProvider>
    </Dialog>
  );
}

export interface FormActionsProps {
  pending: boolean;
  submitLabel: string;
  /** The submit button's text while saving, default 'Saving...'. */
  pendingLabel?: string;
  onCancel: () => void;
  /** The submit button's data-testid. */
  submitTestId?: string;
}

/** A form's Cancel and submit buttons, right-aligned across the form's grid, as every dialog form has them. */
export function FormActions({
  pending,
  submitLabel,
  pendingLabel = 'Saving...',
  onCancel,
  submitTestId,
}: FormActionsProps) {
  return (
    <div css={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem', gridColumn: '1 / -1' }}>
      <Button
        type="button"
        variant="outline"
        disabled={pending}
        onMouseDown={keepFieldFocus}
        onClick={onCancel}
      >
        Cancel
      </Button>
      <Button
        type="submit"
        disabled={pending}
        aria-busy={pending || undefined}
        onMouseDown={keepFieldFocus}
        data-testid={submitTestId}
      >
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
