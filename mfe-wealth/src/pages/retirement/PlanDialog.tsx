// The plan's form: up to two adults (a second left empty is dropped), spending, savings, invested
// wealth, the mix and the assumptions; an empty amount, mix or assumption keeps the family's default,
// shown as the field's placeholder. Validated by the API's own schema (retirementFormSchema).
import {
  DEFAULT_LIFE_EXPECTANCY,
  DEFAULT_RETIREMENT_AGE,
  retirementFormSchema,
  type RetirementPlan,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { t } from '@heirloom/ui';
import { FormDialog, FormInput } from '@heirloom/ui/forms';
import { useSaveRetirementPlan } from '../../data/retirement';

/** The form's values: every field as text, as the inputs hold them. */
type Text = string | number;
interface AdultFields {
  name: Text;
  birthYear: Text;
  retirementAge: Text;
  lifeExpectancy: Text;
  benefitAnnual: Text;
  benefitStartAge: Text;
}
export interface PlanFormValues {
  adults: AdultFields[];
  annualSpending: Text;
  annualSavings: Text;
  startingWealth: Text;
  mix: { stocks: Text; bonds: Text; cash: Text };
  assumptions: Record<string, Text>;
}

const heading = { gridColumn: '1 / -1', fontSize: t.text.sm, fontWeight: 600, margin: `${t.space[2]} 0 0` };

const assumptionFields = [
  ['stocksReturn', 'Stocks: return %'],
  ['stocksVolatility', 'Stocks: volatility %'],
  ['bondsReturn', 'Bonds: return %'],
  ['bondsVolatility', 'Bonds: volatility %'],
  ['cashReturn', 'Cash: return %'],
  ['cashVolatility', 'Cash: volatility %'],
  ['inflation', 'Inflation %'],
] as const;

export function planFormValues(plan: RetirementPlan): PlanFormValues {
  const { inputs } = plan;
  const adult = (i: number): AdultFields => {
    const a = inputs.adults[i];
    return a
      ? { ...a }
      : {
          name: '',
          birthYear: '',
          retirementAge: i === 0 ? DEFAULT_RETIREMENT_AGE : '',
          lifeExpectancy: i === 0 ? DEFAULT_LIFE_EXPECTANCY : '',
          benefitAnnual: '',
          benefitStartAge: '',
        };
  };
  return {
    adults: [adult(0), adult(1)],
    annualSpending: inputs.annualSpending ?? '',
    annualSavings: inputs.annualSavings ?? '',
    startingWealth: inputs.startingWealth ?? '',
    mix: inputs.mix ?? { stocks: '', bonds: '', cash: '' },
    assumptions: Object.fromEntries(assumptionFields.map(([key]) => [key, inputs.assumptions?.[key] ?? ''])),
  };
}

export interface PlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: RetirementPlan;
}

export function PlanDialog({ open, onOpenChange, plan }: PlanDialogProps) {
  const save = useSaveRetirementPlan();
  const { defaults } = plan;
  const adultFields = (i: number) => (
    <>
      <p css={heading}>{i === 0 ? 'First adult' : 'Second adult (optional)'}</p>
      <FormInput<PlanFormValues> name={`adults.${i}.name`} label="Name" required={i === 0} />
      <FormInput<PlanFormValues>
        name={`adults.${i}.birthYear`}
        label="Birth year"
        inputMode="numeric"
        required={i === 0}
      />
      <FormInput<PlanFormValues>
        name={`adults.${i}.retirementAge`}
        label="Retirement age"
        inputMode="numeric"
        required={i === 0}
      />
      <FormInput<PlanFormValues>
        name={`adults.${i}.lifeExpectancy`}
        label="Life expectancy"
        inputMode="numeric"
        placeholder={String(DEFAULT_LIFE_EXPECTANCY)}
      />
      <FormInput<PlanFormValues>
        name={`adults.${i}.benefitAnnual`}
        label="Social Security or pension per year"
        inputMode="decimal"
        placeholder="0"
      />
      <FormInput<PlanFormValues>
        name={`adults.${i}.benefitStartAge`}
        label="Benefit starts at age"
        inputMode="numeric"
        placeholder="67"
      />
    </>
  );
  return (
    <FormDialog<PlanFormValues, unknown>
      open={open}
      onOpenChange={onOpenChange}
      title="Retirement Plan"
      description="Amounts are in today's dollars. Leave a field empty to use the default shown in it."
      schema={retirementFormSchema as never}
      defaultValues={planFormValues(plan)}
      submitLabel="Save Plan"
      width="44rem"
      onSubmit={async (values) => {
        await save.mutateAsync(values as never);
        toast({ title: 'Plan Saved', description: 'Your retirement odds are updated.' });
      }}
    >
      {adultFields(0)}
      {adultFields(1)}
      <p css={heading}>Money</p>
      <FormInput<PlanFormValues>
        name="annualSpending"
        label="Spending per year in retirement"
        inputMode="decimal"
        placeholder={defaults.annualSpending}
        hint="Default: the last 12 months' spending"
      />
      <FormInput<PlanFormValues>
        name="annualSavings"
        label="Savings per year until retirement"
        inputMode="decimal"
        placeholder={defaults.annualSavings}
        hint="Default: the cash-flow forecast's surplus over the next 12 months"
      />
      <FormInput<PlanFormValues>
        name="startingWealth"
        label="Invested today"
        inputMode="decimal"
        placeholder={defaults.startingWealth}
        hint="Default: checking, savings and investment accounts"
      />
      <p css={heading}>Asset mix (%)</p>
      {(['stocks', 'bonds', 'cash'] as const).map((asset) => (
        <FormInput<PlanFormValues>
          key={asset}
          name={`mix.${asset}`}
          label={asset[0]!.toUpperCase() + asset.slice(1)}
          inputMode="decimal"
          placeholder={String(defaults.mix[asset])}
        />
      ))}
      <p css={heading}>Assumptions</p>
      {assumptionFields.map(([key, label]) => (
        <FormInput<PlanFormValues>
          key={key}
          name={`assumptions.${key}`}
          label={label}
          inputMode="decimal"
          placeholder={String(defaults.assumptions[key])}
        />
      ))}
    </FormDialog>
  );
}
