// One capital call or distribution, added or changed inside the ledger dialog (a dialog never opens
// over another one here): react-hook-form over the contracts' ledger schema, the one the API checks
// with, so both give the same message; the API's own field messages (a distribution dated before the
// investment) are put back on their fields.
import {
  insertPlacementLedgerEntrySchema,
  placementLedgerEntryTypeLabels,
  placementLedgerEntryTypes,
  type PlacementLedgerEntry,
  type PlacementLedgerEntryInput,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { formatMoney, localDay } from '@heirloom/ui';
import {
  applyApiErrors,
  enumOptions,
  FormActions,
  FormInput,
  FormProvider,
  FormSelect,
  FormTextarea,
  formGrid,
  useSchemaForm,
} from '@heirloom/ui/forms';
import { useEffect, useRef } from 'react';
import { useSaveLedgerEntry } from '../../data/private-investments';

type Field = PlacementLedgerEntryInput;

export interface LedgerEntryFormProps {
  placementId: string;
  placementName: string;
  /** The entry to change; absent to add one. */
  entry?: PlacementLedgerEntry;
  /** Back to the ledger's list (after a save, or on Cancel). */
  onDone: () => void;
}

const typeOptions = enumOptions(placementLedgerEntryTypes, placementLedgerEntryTypeLabels);
const FIELDS = ['date', 'type', 'amount', 'notes'];

function defaultsOf(entry?: PlacementLedgerEntry): Field {
  return entry
    ? { date: entry.date, type: entry.type, amount: entry.amount, notes: entry.notes ?? '' }
    : { date: localDay(), type: 'capital_call', amount: '', notes: '' };
}

export function LedgerEntryForm({ placementId, placementName, entry, onDone }: LedgerEntryFormProps) {
  const save = useSaveLedgerEntry(placementId);
  const form = useSchemaForm(insertPlacementLedgerEntrySchema, defaultsOf(entry), {
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => {
    first.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: entry?.id, values });
      toast({
        title: entry ? 'Entry Updated' : 'Entry Added',
        description: `The ${placementLedgerEntryTypeLabels[saved.type].toLowerCase()} of ${formatMoney(saved.amount)} has been ${entry ? 'updated' : 'added'} in ${placementName}.`,
      });
      onDone();
    } catch (error) {
      const unplaced = applyApiErrors(form, error, FIELDS, { focus: true });
      if (unplaced) toast({ title: 'Error', description: unplaced, variant: 'destructive' });
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={submit}
        css={formGrid}
        aria-label={entry ? 'Edit entry' : 'Add entry'}
        data-testid="ledger-entry-form"
      >
        <div ref={first} css={{ display: 'contents' }}>
          <FormInput<Field> name="date" label="Date" type="date" required />
        </div>
        <FormSelect<Field> name="type" label="Type" options={typeOptions} />
        <FormInput<Field>
          name="amount"
          label="Amount"
          required
          type="number"
          step="0.01"
          min="0.01"
          inputMode="decimal"
          placeholder="0.00"
        />
        <FormTextarea<Field> name="notes" label="Notes" rows={2} placeholder="Capital call notice #3" />
        <FormActions
          pending={form.formState.isSubmitting}
          submitLabel={entry ? 'Save Entry' : 'Add Entry'}
          onCancel={onDone}
        />
      </form>
    </FormProvider>
  );
}
