// Add Holding (and edit): a position within one of the user's investment accounts, validated with the
// contracts schema. The return percent is not asked for: the API derives it from cost and value.
import { insertHoldingSchema, type AccountRow, type HoldingRow } from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { FormDialog, FormInput, FormSelect } from '@heirloom/ui/forms';
import type { z } from 'zod';
import { useSaveHolding } from '../../data/holdings';

const holdingFormSchema = insertHoldingSchema.pick({
  accountId: true,
  symbol: true,
  name: true,
  shares: true,
  costBasis: true,
  currentValue: true,
});
type HoldingFormInput = z.input<typeof holdingFormSchema>;

export interface HoldingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The holding being edited; absent to add one. */
  holding?: HoldingRow;
  /** The account a new holding goes into (the first investment account when absent). */
  accountId?: string;
  /** The user's investment accounts, the only ones a holding may be placed in. */
  accounts: readonly AccountRow[];
}

export function HoldingDialog({ open, onOpenChange, holding, accountId, accounts }: HoldingDialogProps) {
  const save = useSaveHolding();
  const options = accounts.map((account) => ({
    value: account.id,
    label: `${account.name} (${account.institution})`,
  }));
  // A holding already kept in another kind of account stays there unless the user moves it.
  if (holding && !accounts.some((account) => account.id === holding.accountId)) {
    options.unshift({ value: holding.accountId, label: 'Current account' });
  }

  const defaultValues: HoldingFormInput = holding
    ? {
        accountId: holding.accountId,
        symbol: holding.symbol,
        name: holding.name,
        shares: holding.shares,
        costBasis: holding.costBasis,
        currentValue: holding.currentValue,
      }
    : {
        accountId: accountId ?? accounts[0]?.id ?? '',
        symbol: '',
        name: '',
        shares: '',
        costBasis: '',
        currentValue: '',
      };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={holding ? 'Edit Holding' : 'Add Holding'}
      description="A position in one of your investment accounts. Its return follows from cost basis and current value."
      schema={holdingFormSchema}
      defaultValues={defaultValues}
      submitLabel={holding ? 'Save Changes' : 'Add Holding'}
      onSubmit={async (values) => {
        // returnPercent stays unsent (undefined is dropped from the JSON): the API derives it.
        const saved = await save.mutateAsync({
          id: holding?.id,
          values: { ...values, returnPercent: undefined },
        });
        toast({
          title: holding ? 'Holding Updated' : 'Holding Added',
          description: `${saved.symbol} has been ${holding ? 'updated' : 'added'} successfully.`,
        });
      }}
    >
      <FormSelect<HoldingFormInput> name="accountId" label="Investment account" options={options} wide />
      <FormInput<HoldingFormInput>
        name="symbol"
        label="Symbol"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="e.g. VTI"
      />
      <FormInput<HoldingFormInput>
        name="shares"
        label="Shares"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        placeholder="0.00"
      />
      <FormInput<HoldingFormInput>
        name="name"
        label="Name"
        autoComplete="off"
        placeholder="e.g. Vanguard Total Stock Market ETF"
        wide
      />
      <FormInput<HoldingFormInput>
        name="costBasis"
        label="Cost basis"
        hint="What you paid for the whole position."
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder="0.00"
      />
      <FormInput<HoldingFormInput>
        name="currentValue"
        label="Current value"
        hint="What the whole position is worth today."
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder="0.00"
      />
    </FormDialog>
  );
}
