// Add Estate Document, also used to edit: title, type (lower-case words joined by underscores, as the
// API stores it), created and last-updated days and status required; attorney and notes optional.
import {
  estateDocumentStatuses,
  insertEstateDocumentSchema,
  updateEstateDocumentSchema,
  type EstateDocumentInput,
  type EstateDocumentRow,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { localDay } from '@heirloom/ui';
import { enumOptions, FormDialog, FormInput, FormSelect, FormTextarea } from '@heirloom/ui/forms';
import { useId } from 'react';
import { useSaveEstateDocument } from '../../data/estate';
import { commonEstateDocumentTypes, statusBadge } from './estate-labels';

export interface EstateDocumentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The document to edit; absent to add one. */
  document?: EstateDocumentRow;
}

const statusOptions = enumOptions(estateDocumentStatuses, {
  active: statusBadge.active.label,
  draft: statusBadge.draft.label,
  outdated: statusBadge.outdated.label,
});

export function EstateDocumentDialog({ open, onOpenChange, document: d }: EstateDocumentDialogProps) {
  const save = useSaveEstateDocument();
  const typesId = useId();
  const defaults: EstateDocumentInput = {
    title: d?.title ?? '',
    documentType: d?.documentType ?? '',
    status: d?.status ?? 'active',
    createdDate: d?.createdDate ?? localDay(),
    lastUpdated: d?.lastUpdated ?? localDay(),
    attorney: d?.attorney ?? '',
    notes: d?.notes ?? '',
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={d ? 'Edit Estate Document' : 'Add Estate Document'}
      description={
        d
          ? `Change the details of ${d.title}.`
          : 'Add a will, trust, power of attorney or another estate document.'
      }
      schema={d ? updateEstateDocumentSchema : insertEstateDocumentSchema}
      defaultValues={defaults}
      submitLabel={d ? 'Save Changes' : 'Add Document'}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync({ id: d?.id, values });
        toast({
          title: d ? 'Estate Document Updated' : 'Estate Document Added',
          description: `${saved.title} has been ${d ? 'updated' : 'added'} successfully.`,
        });
      }}
    >
      <FormInput<EstateDocumentInput>
        name="title"
        label="Title"
        required
        wide
        placeholder="e.g. Last Will and Testament"
        autoComplete="off"
      />
      <FormInput<EstateDocumentInput>
        name="documentType"
        label="Document type"
        required
        placeholder="e.g. last_will"
        autoComplete="off"
        list={typesId}
        hint="Lower-case words joined by underscores."
      />
      <datalist id={typesId}>
        {commonEstateDocumentTypes.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      <FormSelect<EstateDocumentInput> name="status" label="Status" required options={statusOptions} />
      <FormInput<EstateDocumentInput> name="createdDate" label="Created" required type="date" />
      <FormInput<EstateDocumentInput> name="lastUpdated" label="Last updated" required type="date" />
      <FormInput<EstateDocumentInput>
        name="attorney"
        label="Attorney"
        wide
        placeholder="Optional"
        autoComplete="off"
      />
      <FormTextarea<EstateDocumentInput> name="notes" label="Notes" rows={3} placeholder="Optional" />
    </FormDialog>
  );
}
