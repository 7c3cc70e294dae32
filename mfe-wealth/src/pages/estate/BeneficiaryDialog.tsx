// Add Beneficiary, also used to edit: name and relationship required; the estate document the share is
// given under, the share (0 to 100 percent, two decimals) and contact details optional. A new
// beneficiary starts under the document most beneficiaries are named in (usually the family's will).
import {
  insertBeneficiarySchema,
  updateBeneficiarySchema,
  type BeneficiaryInput,
  type BeneficiaryRow,
  type EstateDocumentRow,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { FormDialog, FormInput, FormSelect } from '@heirloom/ui/forms';
import { useBeneficiaries, useSaveBeneficiary } from '../../data/estate';
import { usualDocument } from './estate-rules';

export interface BeneficiaryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The beneficiary to edit; absent to add one. */
  beneficiary?: BeneficiaryRow;
  /** The estate documents a share can be given under. */
  documents: readonly EstateDocumentRow[];
}

export function BeneficiaryDialog({ open, onOpenChange, beneficiary: b, documents }: BeneficiaryDialogProps) {
  const save = useSaveBeneficiary();
  const others = useBeneficiaries().data ?? [];
  const defaults: BeneficiaryInput = {
    name: b?.name ?? '',
    relationship: b?.relationship ?? '',
    percentage: b?.percentage ?? '',
    contactInfo: b?.contactInfo ?? '',
    estateDocumentId: b ? (b.estateDocumentId ?? '') : usualDocument(others, documents),
  };
  const documentOptions = [
    { value: '', label: 'No specific document' },
    ...documents.map((d) => ({ value: d.id, label: d.title })),
  ];

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={b ? 'Edit Beneficiary' : 'Add Beneficiary'}
      description={
        b ? `Change ${b.name}'s details.` : 'Add someone who inherits from your estate, and their share.'
      }
      schema={b ? updateBeneficiarySchema : insertBeneficiarySchema}
      defaultValues={defaults}
      submitLabel={b ? 'Save Changes' : 'Add Beneficiary'}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync({ id: b?.id, values });
        toast({
          title: b ? 'Beneficiary Updated' : 'Beneficiary Added',
          description: `${saved.name} has been ${b ? 'updated' : 'added'} successfully.`,
        });
      }}
    >
      <FormInput<BeneficiaryInput>
        name="name"
        label="Name"
        required
        placeholder="e.g. Claire Whitman"
        autoComplete="off"
      />
      <FormInput<BeneficiaryInput>
        name="relationship"
        label="Relationship"
        required
        placeholder="e.g. Spouse"
        autoComplete="off"
      />
      <FormSelect<BeneficiaryInput>
        name="estateDocumentId"
        label="Estate document"
        wide
        options={documentOptions}
        hint="The shares under one document should add up to 100%."
      />
      <FormInput<BeneficiaryInput>
        name="percentage"
        label="Share (%)"
        type="number"
        min="0"
        max="100"
        step="0.01"
        inputMode="decimal"
        placeholder="Optional"
      />
      <FormInput<BeneficiaryInput>
        name="contactInfo"
        label="Contact"
        placeholder="Email or phone, optional"
        autoComplete="off"
      />
    </FormDialog>
  );
}
