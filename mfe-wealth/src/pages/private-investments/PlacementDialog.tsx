// Add Placement, also used to edit (spec sections 2, 5, 7 and 8): every field of a placement, the spec's
// required messages and defaults (private equity, active, 0 and 0, this year's vintage, today), steps
// of 0.01 for ownership and fees; the vintage left empty is sent as the investment's year (the schema
// does it). 'Success' / 'Private placement added successfully', or 'Error' / 'Failed to add ...'.
// Issue 36 §1: the commitment (left empty on a new placement it is the initial investment); once a
// placement exists its capital calls and distributions are its ledger's sums, shown here read-only.
// Issue 36 §2: the fund's investment period (1-15 years, empty for the forecast's default), over which
// the cash-flow forecast spreads its unfunded commitment.
import {
  insertPrivatePlacementSchema,
  investmentTypes,
  placementStatuses,
  updatePrivatePlacementSchema,
  type PrivatePlacementInput,
  type PrivatePlacementRow,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { localDay } from '@heirloom/ui';
import { enumOptions, FormDialog, FormInput, FormSelect, FormTextarea } from '@heirloom/ui/forms';
import { useSavePlacement } from '../../data/private-investments';

const investmentTypeOptions = enumOptions(investmentTypes);
const placementStatusOptions = enumOptions(placementStatuses);

export interface PlacementDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The placement to edit; absent to add one. */
  placement?: PrivatePlacementRow;
}

/** The spec's placeholder owner sent with a new placement; the API always uses the session's user. */
const PLACEHOLDER_USER_ID = 'demo-user';

type Field = PrivatePlacementInput;

function defaultsOf(placement?: PrivatePlacementRow): Partial<Field> {
  if (!placement) {
    return {
      name: '',
      investmentType: 'private_equity',
      sponsor: '',
      investmentDate: localDay(),
      initialInvestment: '',
      commitment: '',
      currentValue: '',
      ownershipPercentage: '',
      vintage: String(new Date().getFullYear()),
      managementFee: '',
      carriedInterest: '',
      distributionsMade: '0',
      capitalCalls: '0',
      status: 'active',
      investmentPeriodYears: '',
      notes: '',
    };
  }
  return {
    name: placement.name,
    investmentType: placement.investmentType,
    sponsor: placement.sponsor,
    investmentDate: placement.investmentDate,
    initialInvestment: placement.initialInvestment,
    commitment: placement.commitment,
    currentValue: placement.currentValue,
    ownershipPercentage: placement.ownershipPercentage ?? '',
    vintage: placement.vintage === null ? '' : String(placement.vintage),
    managementFee: placement.managementFee ?? '',
    carriedInterest: placement.carriedInterest ?? '',
    distributionsMade: placement.distributionsMade ?? '',
    capitalCalls: placement.capitalCalls ?? '',
    status: placement.status,
    investmentPeriodYears:
      placement.investmentPeriodYears === null ? '' : String(placement.investmentPeriodYears),
    notes: placement.notes ?? '',
  };
}

const money = { type: 'number', step: '0.01', min: '0', inputMode: 'decimal', placeholder: '0.00' } as const;
const ledgerHint = 'The sum of the ledger’s entries: change them with Ledger.';
const percent = { type: 'number', step: '0.01', min: '0', max: '100', inputMode: 'decimal' } as const;

export function PlacementDialog({ open, onOpenChange, placement }: PlacementDialogProps) {
  const save = useSavePlacement();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={placement ? 'Edit Placement' : 'Add Private Placement'}
      description={
        placement
          ? 'Change the details of this placement.'
          : 'A private equity, hedge fund, real estate fund or venture capital investment.'
      }
      schema={placement ? updatePrivatePlacementSchema : insertPrivatePlacementSchema}
      defaultValues={defaultsOf(placement)}
      submitLabel={placement ? 'Save Changes' : 'Add Placement'}
      failedMessage={placement ? 'Failed to update private placement' : 'Failed to add private placement'}
      width="40rem"
      onSubmit={async (values) => {
        await save.mutateAsync({
          id: placement?.id,
          values: placement ? values : { userId: PLACEHOLDER_USER_ID, ...values },
        });
        toast({
          title: 'Success',
          description: placement
            ? 'Private placement updated successfully'
            : 'Private placement added successfully',
        });
      }}
    >
      <FormInput<Field> name="name" label="Name" required wide placeholder="Summit Growth Partners III" />
      <FormSelect<Field> name="investmentType" label="Investment type" options={investmentTypeOptions} />
      <FormInput<Field> name="sponsor" label="Sponsor" required placeholder="Summit Capital" />
      <FormInput<Field> name="investmentDate" label="Investment date" type="date" />
      <FormInput<Field>
        name="vintage"
        label="Vintage"
        type="number"
        step="1"
        inputMode="numeric"
        hint="Defaults to the investment's year."
      />
      <FormInput<Field> name="initialInvestment" label="Initial investment" required {...money} />
      <FormInput<Field>
        name="commitment"
        label="Commitment"
        required={Boolean(placement)}
        hint={
          placement
            ? 'What you agreed to pay in over the fund’s life.'
            : 'Defaults to the initial investment.'
        }
        {...money}
      />
      <FormInput<Field>
        name="investmentPeriodYears"
        label="Investment period (years)"
        type="number"
        step="1"
        min="1"
        max="15"
        inputMode="numeric"
        placeholder="Forecast default"
        hint="The forecast spreads the unfunded commitment over this many years from the investment date; empty: its default (5 years unless changed)."
      />
      <FormInput<Field> name="currentValue" label="Current value" required {...money} />
      <FormInput<Field> name="ownershipPercentage" label="Ownership %" {...percent} />
      <FormSelect<Field> name="status" label="Status" options={placementStatusOptions} />
      <FormInput<Field> name="managementFee" label="Management fee %" {...percent} />
      <FormInput<Field> name="carriedInterest" label="Carried interest %" {...percent} />
      <FormInput<Field>
        name="distributionsMade"
        label="Distributions made"
        readOnly={Boolean(placement)}
        hint={placement ? ledgerHint : 'Recorded in the ledger, dated at the investment.'}
        {...money}
      />
      <FormInput<Field>
        name="capitalCalls"
        label="Capital calls"
        readOnly={Boolean(placement)}
        hint={placement ? ledgerHint : 'Recorded in the ledger, dated at the investment.'}
        {...money}
      />
      <FormTextarea<Field> name="notes" label="Notes" rows={3} />
    </FormDialog>
  );
}
