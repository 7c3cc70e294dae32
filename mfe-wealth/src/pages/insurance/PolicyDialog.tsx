// Add Policy, also used to edit (spec sections 2, 5, 7, 8): provider, policy number, coverage, annual
// premium and start date required; expiration date and beneficiaries optional; 'Policy Added' /
// 'Policy Updated' with '{provider} policy has been added/updated successfully.'
import {
  insertInsurancePolicySchema,
  policyTypes,
  updateInsurancePolicySchema,
  type InsurancePolicyInput,
  type InsurancePolicyRow,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { enumOptions, FormDialog, FormInput, FormSelect, FormTextarea } from '@heirloom/ui/forms';
import { useSaveInsurancePolicy } from '../../data/insurance';
import { policyTypeLabels } from './policy-types';

export interface PolicyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The policy to edit; absent to add one. */
  policy?: InsurancePolicyRow;
}

const typeOptions = enumOptions(policyTypes, policyTypeLabels);

export function PolicyDialog({ open, onOpenChange, policy: p }: PolicyDialogProps) {
  const save = useSaveInsurancePolicy();
  const defaults: InsurancePolicyInput = {
    policyType: p?.policyType ?? 'life',
    provider: p?.provider ?? '',
    policyNumber: p?.policyNumber ?? '',
    coverageAmount: p?.coverageAmount ?? '',
    annualPremium: p?.annualPremium ?? '',
    startDate: p?.startDate ?? '',
    expirationDate: p?.expirationDate ?? '',
    beneficiaries: p?.beneficiaries ?? '',
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={p ? 'Edit Policy' : 'Add Policy'}
      description={
        p
          ? `Change the details of your ${p.provider} policy.`
          : 'Add a life, property, liability or umbrella policy.'
      }
      schema={p ? updateInsurancePolicySchema : insertInsurancePolicySchema}
      defaultValues={defaults}
      submitLabel={p ? 'Save Changes' : 'Add Policy'}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync({ id: p?.id, values });
        toast({
          title: p ? 'Policy Updated' : 'Policy Added',
          description: `${saved.provider} policy has been ${p ? 'updated' : 'added'} successfully.`,
        });
      }}
    >
      <FormSelect<InsurancePolicyInput>
        name="policyType"
        label="Policy type"
        required
        options={typeOptions}
      />
      <FormInput<InsurancePolicyInput>
        name="provider"
        label="Provider"
        required
        placeholder="e.g. Northwestern Mutual"
        autoComplete="off"
      />
      <FormInput<InsurancePolicyInput>
        name="policyNumber"
        label="Policy number"
        required
        placeholder="e.g. NM-22781406"
        autoComplete="off"
      />
      <FormInput<InsurancePolicyInput>
        name="coverageAmount"
        label="Coverage amount"
        required
        type="number"
        min="0"
        step="0.01"
        inputMode="decimal"
        placeholder="e.g. 1000000.00"
      />
      <FormInput<InsurancePolicyInput>
        name="annualPremium"
        label="Annual premium"
        required
        type="number"
        min="0"
        step="0.01"
        inputMode="decimal"
        placeholder="e.g. 1200.00"
      />
      <FormInput<InsurancePolicyInput> name="startDate" label="Start date" required type="date" />
      <FormInput<InsurancePolicyInput>
        name="expirationDate"
        label="Expiration date"
        type="date"
        hint="Optional. Flagged Expiring Soon 90 days before."
      />
      <FormTextarea<InsurancePolicyInput>
        name="beneficiaries"
        label="Beneficiaries"
        rows={2}
        placeholder="Optional: who is paid out, e.g. Claire Whitman (primary)"
      />
    </FormDialog>
  );
}
