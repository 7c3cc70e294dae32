// Add Tax Document, also used to edit: the tax year and document type required; filing status, total
// income (a loss may be negative), total tax and preparer optional. The upload date is the server's.
import {
  insertTaxDocumentSchema,
  updateTaxDocumentSchema,
  type TaxDocumentInput,
  type TaxDocumentRow,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { FormDialog, FormInput, FormSelect } from '@heirloom/ui/forms';
import { useId } from 'react';
import { useSaveTaxDocument } from '../../data/tax';
import { commonTaxDocumentTypes, filingStatuses, filingStatusLabel } from './tax-labels';

export interface TaxDocumentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The document to edit; absent to add one. */
  document?: TaxDocumentRow;
}

export function TaxDocumentDialog({ open, onOpenChange, document: d }: TaxDocumentDialogProps) {
  const save = useSaveTaxDocument();
  const typesId = useId();
  const statuses = [...filingStatuses] as string[];
  // A status typed elsewhere (the API takes free text) stays selectable when editing.
  if (d?.filingStatus && !statuses.includes(d.filingStatus)) statuses.push(d.filingStatus);
  const statusOptions = [
    { value: '', label: 'Not given' },
    ...statuses.map((value) => ({ value, label: filingStatusLabel(value) })),
  ];
  // The upload date is left to the server (now, for a new document; kept, for an edit).
  const defaults: Omit<TaxDocumentInput, 'uploadDate'> = {
    taxYear: String(d?.taxYear ?? new Date().getFullYear() - 1),
    documentType: d?.documentType ?? '',
    filingStatus: d?.filingStatus ?? '',
    totalIncome: d?.totalIncome ?? '',
    totalTax: d?.totalTax ?? '',
    preparer: d?.preparer ?? '',
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={d ? 'Edit Tax Document' : 'Add Tax Document'}
      description={
        d
          ? `Change the details of your ${d.taxYear} ${d.documentType}.`
          : 'Record a return or another tax document with its income and the tax paid.'
      }
      schema={d ? updateTaxDocumentSchema : insertTaxDocumentSchema}
      defaultValues={defaults}
      submitLabel={d ? 'Save Changes' : 'Add Document'}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync({ id: d?.id, values });
        toast({
          title: d ? 'Tax Document Updated' : 'Tax Document Added',
          description: `${saved.taxYear} ${saved.documentType} has been ${d ? 'updated' : 'added'} successfully.`,
        });
      }}
    >
      <FormInput<TaxDocumentInput>
        name="taxYear"
        label="Tax year"
        required
        type="number"
        min="1900"
        max="2200"
        step="1"
        inputMode="numeric"
      />
      <FormInput<TaxDocumentInput>
        name="documentType"
        label="Document type"
        required
        placeholder="e.g. 1040"
        autoComplete="off"
        list={typesId}
        hint="A form name such as 1040, W-2 or 1099-DIV."
      />
      <datalist id={typesId}>
        {commonTaxDocumentTypes.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      <FormSelect<TaxDocumentInput> name="filingStatus" label="Filing status" options={statusOptions} />
      <FormInput<TaxDocumentInput>
        name="preparer"
        label="Preparer"
        placeholder="e.g. Priya Raman, CPA"
        autoComplete="off"
      />
      <FormInput<TaxDocumentInput>
        name="totalIncome"
        label="Total income"
        type="number"
        step="0.01"
        inputMode="decimal"
        placeholder="Optional"
        hint="Negative for a loss."
      />
      <FormInput<TaxDocumentInput>
        name="totalTax"
        label="Total tax"
        type="number"
        min="0"
        step="0.01"
        inputMode="decimal"
        placeholder="Optional"
      />
    </FormDialog>
  );
}
