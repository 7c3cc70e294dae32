// Add Business, also used to edit (beyond the spec, which shows the button only): a business the family
// owns a share of, with the schema's messages; 'Business Added' / 'Business Updated'.
import {
  businessTypes,
  insertBusinessSchema,
  updateBusinessSchema,
  type BusinessInput,
  type BusinessRow,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { localDay } from '@heirloom/ui';
import { enumOptions, FormDialog, FormInput, FormSelect, FormTextarea } from '@heirloom/ui/forms';
import { useSaveBusiness } from '../../data/private-investments';
import { businessTypeLabels } from './labels';

const businessTypeOptions = enumOptions(businessTypes, businessTypeLabels);

export interface BusinessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  business?: BusinessRow;
}

type Field = BusinessInput;

function defaultsOf(business?: BusinessRow): Partial<Field> {
  if (!business) {
    return {
      name: '',
      businessType: 'llc',
      ein: '',
      foundedDate: localDay(),
      ownershipPercentage: '',
      currentValuation: '',
      annualRevenue: '',
      industry: '',
      status: 'active',
      notes: '',
    };
  }
  return {
    name: business.name,
    businessType: business.businessType,
    ein: business.ein ?? '',
    foundedDate: business.foundedDate,
    ownershipPercentage: business.ownershipPercentage,
    currentValuation: business.currentValuation,
    annualRevenue: business.annualRevenue,
    industry: business.industry,
    status: business.status,
    notes: business.notes ?? '',
  };
}

const money = { type: 'number', step: '0.01', min: '0', inputMode: 'decimal', placeholder: '0.00' } as const;

export function BusinessDialog({ open, onOpenChange, business }: BusinessDialogProps) {
  const save = useSaveBusiness();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={business ? 'Edit Business' : 'Add Business'}
      description={business ? 'Change the details of this business.' : 'A business you own all or part of.'}
      schema={business ? updateBusinessSchema : insertBusinessSchema}
      defaultValues={defaultsOf(business)}
      submitLabel={business ? 'Save Changes' : 'Add Business'}
      width="40rem"
      onSubmit={async (values) => {
        const saved = await save.mutateAsync({ id: business?.id, values });
        toast({
          title: business ? 'Business Updated' : 'Business Added',
          description: `${saved.name} has been ${business ? 'updated' : 'added'} successfully.`,
        });
      }}
    >
      <FormInput<Field> name="name" label="Business name" required wide placeholder="Whitman Design Studio" />
      <FormSelect<Field> name="businessType" label="Business type" options={businessTypeOptions} />
      <FormInput<Field> name="industry" label="Industry" required placeholder="Architecture" />
      <FormInput<Field> name="ein" label="EIN" placeholder="12-3456789" hint="Optional." />
      <FormInput<Field> name="foundedDate" label="Founded" type="date" required />
      <FormInput<Field>
        name="ownershipPercentage"
        label="Ownership %"
        required
        type="number"
        step="0.01"
        min="0"
        max="100"
        inputMode="decimal"
      />
      <FormInput<Field>
        name="status"
        label="Status"
        required
        placeholder="active"
        hint="Active, sold, dissolved..."
      />
      <FormInput<Field> name="currentValuation" label="Current valuation" required {...money} />
      <FormInput<Field> name="annualRevenue" label="Annual revenue" required {...money} />
      <FormTextarea<Field> name="notes" label="Notes" rows={3} />
    </FormDialog>
  );
}
