// The forecast's three forms: a recurring item (added by hand, or a detection being confirmed or an
// item edited), a planned one-off event, and the floor with the assumptions. Each validates with the
// API's own schema (libs/contracts/src/entities/forecast.ts).
import {
  cadenceLabels,
  cashDirections,
  insertPlannedEventSchema,
  insertRecurringItemSchema,
  recurrenceCadences,
  updateForecastSettingsSchema,
  updatePlannedEventSchema,
  updateRecurringItemSchema,
  type DetectedRecurringItem,
  type ForecastSettings,
  type ForecastSettingsInput,
  type PlannedEventInput,
  type PlannedEventRow,
  type RecurringItemInput,
  type RecurringItemRow,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import {
  enumOptions,
  FormDialog,
  FormInput,
  FormSelect,
  FormTextarea,
  useFieldValue,
} from '@heirloom/ui/forms';
import { useSaveForecastSettings, useSavePlannedEvent, useSaveRecurringItem } from '../../data/forecast';
import { forecastMoney } from './forecast-format';

const directionOptions = enumOptions(cashDirections, { income: 'Money in', expense: 'Money out' });
const cadenceOptions = enumOptions(recurrenceCadences, cadenceLabels);

interface DialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface RecurringItemDialogProps extends DialogState {
  /** The item to edit. */
  item?: RecurringItemRow;
  /** A detection to confirm (its figures as defaults, its key kept). */
  detected?: DetectedRecurringItem;
}

export function RecurringItemDialog({ open, onOpenChange, item, detected }: RecurringItemDialogProps) {
  const save = useSaveRecurringItem();
  const from = item ?? detected;
  const defaults: RecurringItemInput = {
    name: from?.name ?? '',
    detectionKey: detected?.key ?? item?.detectionKey ?? '',
    direction: from?.direction ?? 'expense',
    amount: from?.amount ?? '',
    cadence: from?.cadence ?? 'monthly',
    nextDate: from?.nextDate ?? '',
    otherDay: from?.otherDay ?? '',
    notes: item?.notes ?? '',
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? 'Edit Recurring Item' : detected ? 'Confirm Recurring Item' : 'Add Recurring Item'}
      description={
        detected
          ? `Seen ${detected.occurrences} times from ${detected.firstDate} to ${detected.lastDate}. Check the figures, then confirm.`
          : 'Salary, rent, subscriptions: anything that comes in or goes out on a schedule.'
      }
      schema={item ? updateRecurringItemSchema : insertRecurringItemSchema}
      defaultValues={defaults}
      submitLabel={item ? 'Save Changes' : detected ? 'Confirm' : 'Add Item'}
      onSubmit={async (values) => {
        // The other day is a twice-a-month item's only.
        const own = { ...values, otherDay: values.cadence === 'semimonthly' ? values.otherDay : null };
        const saved = await save.mutateAsync({
          id: item?.id,
          values: detected ? { ...own, detectionKey: detected.key, source: 'detected' } : own,
        });
        toast({
          title: item ? 'Recurring Item Updated' : 'Recurring Item Added',
          description: `${saved.name} is in your forecast.`,
        });
      }}
    >
      <FormInput<RecurringItemInput>
        name="name"
        label="Name"
        required
        placeholder="e.g. Salary"
        autoComplete="off"
      />
      <FormSelect<RecurringItemInput>
        name="direction"
        label="Money in or out"
        required
        options={directionOptions}
      />
      <FormInput<RecurringItemInput>
        name="amount"
        label="Amount"
        required
        type="number"
        min="0"
        step="0.01"
        inputMode="decimal"
        placeholder="e.g. 2500.00"
      />
      <FormSelect<RecurringItemInput> name="cadence" label="How often" required options={cadenceOptions} />
      <FormInput<RecurringItemInput> name="nextDate" label="Next date" required type="date" />
      <OtherDayField />
      <FormTextarea<RecurringItemInput> name="notes" label="Notes" rows={2} placeholder="Optional" />
    </FormDialog>
  );
}

/** A twice-a-month item's other day of the month, asked only for that cadence. */
function OtherDayField() {
  const cadence = useFieldValue<RecurringItemInput, 'cadence'>('cadence');
  if (cadence !== 'semimonthly') return null;
  return (
    <FormInput<RecurringItemInput>
      name="otherDay"
      label="Other day of the month"
      type="number"
      min="1"
      max="31"
      step="1"
      inputMode="numeric"
      placeholder="e.g. 1"
      hint="Paid on the next date's day and this one: 1 with the 15th, or 31 for the last day of every month."
    />
  );
}

export interface PlannedEventDialogProps extends DialogState {
  event?: PlannedEventRow;
}

export function PlannedEventDialog({ open, onOpenChange, event }: PlannedEventDialogProps) {
  const save = useSavePlannedEvent();
  const defaults: PlannedEventInput = {
    name: event?.name ?? '',
    date: event?.date ?? '',
    direction: event?.direction ?? 'expense',
    amount: event?.amount ?? '',
    notes: event?.notes ?? '',
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={event ? 'Edit Planned Event' : 'Add Planned Event'}
      description="A one-off amount on a known day: tuition, a car, a bonus."
      schema={event ? updatePlannedEventSchema : insertPlannedEventSchema}
      defaultValues={defaults}
      submitLabel={event ? 'Save Changes' : 'Add Event'}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync({ id: event?.id, values });
        toast({
          title: event ? 'Planned Event Updated' : 'Planned Event Added',
          description: `${saved.name} is in your forecast.`,
        });
      }}
    >
      <FormInput<PlannedEventInput>
        name="name"
        label="Name"
        required
        placeholder="e.g. Tuition"
        autoComplete="off"
      />
      <FormInput<PlannedEventInput> name="date" label="Date" required type="date" />
      <FormSelect<PlannedEventInput>
        name="direction"
        label="Money in or out"
        required
        options={directionOptions}
      />
      <FormInput<PlannedEventInput>
        name="amount"
        label="Amount"
        required
        type="number"
        min="0"
        step="0.01"
        inputMode="decimal"
        placeholder="e.g. 30000.00"
      />
      <FormTextarea<PlannedEventInput> name="notes" label="Notes" rows={2} placeholder="Optional" />
    </FormDialog>
  );
}

export interface ForecastSettingsDialogProps extends DialogState {
  settings: ForecastSettings;
  /** The default floor (three months of expenses), shown as the hint. */
  defaultFloor: string;
}

export function ForecastSettingsDialog({
  open,
  onOpenChange,
  settings,
  defaultFloor,
}: ForecastSettingsDialogProps) {
  const save = useSaveForecastSettings();
  const defaults: ForecastSettingsInput = {
    floor: settings.floor ?? '',
    investmentPeriodYears: settings.investmentPeriodYears,
    taxEstimateShare: settings.taxEstimateShare,
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Floor and Assumptions"
      description="The forecast warns when cash falls below the floor."
      schema={updateForecastSettingsSchema}
      defaultValues={defaults}
      submitLabel="Save"
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        toast({
          title: 'Forecast Updated',
          description: 'The forecast uses your new floor and assumptions.',
        });
      }}
    >
      <FormInput<ForecastSettingsInput>
        name="floor"
        label="Cash floor"
        type="number"
        step="0.01"
        inputMode="decimal"
        placeholder={defaultFloor}
        hint={`Leave empty for three months of expenses (${forecastMoney(defaultFloor)}).`}
      />
      <FormInput<ForecastSettingsInput>
        name="investmentPeriodYears"
        label="Funds' investment period (years)"
        required
        type="number"
        min="1"
        max="15"
        step="1"
        hint="A fund's unfunded commitment is called evenly until its investment date plus this."
      />
      <FormInput<ForecastSettingsInput>
        name="taxEstimateShare"
        label="Estimated tax you pay yourself (%)"
        required
        type="number"
        min="0"
        max="100"
        step="0.01"
        hint="100 when nothing is withheld from pay; 0 when withholding covers it all."
      />
    </FormDialog>
  );
}
