// Add Beneficiary, also used to edit: name and relationship required; share (0 to 100 percent, two
// decimals) and contact details optional.
import {
  insertBeneficiarySchema,
  updateBeneficiarySchema,
  type BeneficiaryInput,
  type BeneficiaryRow,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { FormDialog, FormInput } from '@heirloom/ui/forms';
import { useSaveBeneficiary } from '../../data/estate';

export interface BeneficiaryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The beneficiary to edit; absent to add one. */
  beneficiary?: BeneficiaryRow;
}

export function BeneficiaryDialog({ open, onOpenChange, beneficiary: b }: BeneficiaryDialogProps) {
  const save = useSaveBeneficiary();
  const defaults: BeneficiaryInput = {
    name: b?.name ?? '',
    relationship: b?.relationship ?? '',
    percentage: b?.percentage ?? '',
    contactInfo: b?.contactInfo ?? '',
  };

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
      <FormInput<BeneficiaryInput>
        name="percentage"
        label="Share (%)"
        type="number"
        min="0"
        max="100"
        step="0.01"
        inputMode="decimal"
        placeholder="Optional"
        hint="All shares should add up to 100%."
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
