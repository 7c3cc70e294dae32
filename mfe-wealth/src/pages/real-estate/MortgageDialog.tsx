// Add a mortgage to a property, or edit one (beyond the spec, which lists mortgages only): lender,
// amounts, the rate to three decimals, dates (maturity after start) and the loan type.
import {
  insertMortgageSchema,
  updateMortgageSchema,
  type MortgageInput,
  type MortgageRow,
  type PropertyRow,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { FormDialog, FormInput, FormSelect } from '@heirloom/ui/forms';
import { useSaveMortgage } from '../../data/real-estate';

export interface MortgageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The mortgage to edit; absent to add one. */
  mortgage?: MortgageRow;
  /** The property a new mortgage is for (it can be changed in the form). */
  propertyId?: string;
  properties: readonly PropertyRow[];
}

type Field = MortgageInput;
const money = { type: 'number', step: '0.01', min: '0', inputMode: 'decimal', placeholder: '0.00' } as const;

export function MortgageDialog({
  open,
  onOpenChange,
  mortgage,
  propertyId,
  properties,
}: MortgageDialogProps) {
  const save = useSaveMortgage();
  const defaults: Partial<Field> = mortgage
    ? {
        propertyId: mortgage.propertyId,
        lender: mortgage.lender,
        originalAmount: mortgage.originalAmount,
        currentBalance: mortgage.currentBalance,
        interestRate: mortgage.interestRate,
        monthlyPayment: mortgage.monthlyPayment,
        startDate: mortgage.startDate,
        maturityDate: mortgage.maturityDate,
        loanType: mortgage.loanType,
      }
    : {
        propertyId: propertyId ?? properties[0]?.id ?? '',
        lender: '',
        originalAmount: '',
        currentBalance: '',
        interestRate: '',
        monthlyPayment: '',
        startDate: '',
        maturityDate: '',
        loanType: '30-year fixed',
      };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={mortgage ? 'Edit Mortgage' : 'Add Mortgage'}
      description={
        mortgage ? 'Change the details of this loan.' : 'A loan secured on one of your properties.'
      }
      schema={mortgage ? updateMortgageSchema : insertMortgageSchema}
      defaultValues={defaults}
      submitLabel={mortgage ? 'Save Changes' : 'Add Mortgage'}
      width="40rem"
      onSubmit={async (values) => {
        const saved = await save.mutateAsync({ id: mortgage?.id, values });
        toast({
          title: mortgage ? 'Mortgage Updated' : 'Mortgage Added',
          description: `The ${saved.lender} mortgage has been ${mortgage ? 'updated' : 'added'} successfully.`,
        });
      }}
    >
      <FormSelect<Field>
        name="propertyId"
        label="Property"
        wide
        options={properties.map((p) => ({ value: p.id, label: p.address }))}
      />
      <FormInput<Field> name="lender" label="Lender" required placeholder="Wells Fargo" />
      <FormInput<Field> name="loanType" label="Loan type" required placeholder="30-year fixed" />
      <FormInput<Field> name="originalAmount" label="Original amount" required {...money} />
      <FormInput<Field> name="currentBalance" label="Current balance" required {...money} />
      <FormInput<Field>
        name="interestRate"
        label="Interest rate %"
        required
        type="number"
        step="0.001"
        min="0"
        max="100"
        inputMode="decimal"
        placeholder="6.500"
      />
      <FormInput<Field> name="monthlyPayment" label="Monthly payment" required {...money} />
      <FormInput<Field> name="startDate" label="Start date" type="date" required />
      <FormInput<Field> name="maturityDate" label="Maturity date" type="date" required />
    </FormDialog>
  );
}
