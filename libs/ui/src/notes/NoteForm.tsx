// Add a note: one textarea, checked with the contract's createNoteSchema (the API's), the API's field
// message put back on it, anything else toasted. Its own chunk (NotesPanel loads it lazily), so the
// form kit loads only where someone may write.
import { css } from '@emotion/react';
import { createNoteSchema, limits, type CreateNoteInput, type NoteEntityType } from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { Button, t } from '@heirloom/ui';
import { applyApiErrors, FormProvider, FormTextarea, useSchemaForm } from '@heirloom/ui/forms';
import type { FormEvent } from 'react';
import { useAddNote } from './use-notes';

const formStyle = css({ display: 'grid', gap: t.space[2] });
const actions = css({ display: 'flex', justifyContent: 'flex-end' });

export interface NoteFormProps {
  entityType: NoteEntityType;
  entityId: string;
}

export default function NoteForm({ entityType, entityId }: NoteFormProps) {
  const add = useAddNote();
  const form = useSchemaForm(createNoteSchema, { entityType, entityId, body: '' });

  const submitChecked = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      form.reset({ entityType, entityId, body: '' });
      toast({ title: 'Note added', description: 'Everyone who can see this sees your note.' });
    } catch (error) {
      const unplaced = applyApiErrors(form, error, ['body']);
      if (unplaced) toast({ title: 'Error', description: unplaced, variant: 'destructive' });
    }
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    void submitChecked(event);
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} css={formStyle} data-testid="note-form">
        <FormTextarea<CreateNoteInput>
          name="body"
          label="Add a note"
          rows={3}
          maxLength={limits.notes}
          data-testid="note-input"
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter sends, as in most comment boxes; Enter alone is a new line.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <div css={actions}>
          <Button
            type="submit"
            size="sm"
            disabled={add.isPending}
            aria-busy={add.isPending || undefined}
            data-testid="note-submit"
          >
            {add.isPending ? 'Adding...' : 'Add note'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
