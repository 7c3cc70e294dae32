// Retirement (/retirement, issue 36 §3): the chance the family's money lasts, its wealth by age (10th,
// 50th and 90th percentile of 10,000 seeded paths), what-ifs recomputed as the sliders move (on the
// page, debounced, data/retirement.ts), and the plan's inputs and assumptions, shown and editable. Empty until
// an adult has a birth year.
import { css } from '@emotion/react';
import { assetClassLabels, assetClasses, type RetirementProjectionWire } from '@heirloom/contracts';
import {
  Button,
  Card,
  CardContent,
  EmptyState,
  Figure,
  formatMoney,
  formatPercent,
  lazyDialog,
  mq,
  PageContainer,
  PageHeader,
  Skeleton,
  t,
  WealthBandsChart,
} from '@heirloom/ui';
import { Hourglass, PiggyBank, Settings2, ShieldCheck, TrendingDown, UserPlus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useRowPermissions } from '../../access/use-access';
import { useRetirementPlan, useSaveRetirementPlan, useWhatIf } from '../../data/retirement';
import { toast } from '@heirloom/platform';
import { applyWhatIf, isNeutral, NO_WHAT_IF, shiftRange, type WhatIf } from './what-if-scenario';

// The form loads when the plan is edited, not with the page: most visits only read.
const PlanDialog = lazyDialog(() => import('./PlanDialog').then((m) => m.PlanDialog));

const tiles = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: t.space[4],
  [mq.down(1100)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const columns = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: t.space[4],
  alignItems: 'start',
  [mq.down(1100)]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const sectionTitle = css({ fontSize: t.text.lg, fontWeight: 600, marginBottom: t.space[1] });
const muted = css({ color: t.color.mutedFg, fontSize: t.text.sm });
const sliderRow = css({ display: 'flex', flexDirection: 'column', gap: t.space[1], marginTop: t.space[4] });
const sliderHead = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: t.space[2],
  fontSize: t.text.sm,
  '& output': { fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
});
const range = css({
  width: '100%',
  accentColor: t.color.primary,
  minHeight: '1.75rem',
  '&:focus-visible': { outline: `2px solid ${t.color.ring}`, outlineOffset: '2px' },
});
const whatIfResult = css({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: t.space[2],
  padding: t.space[3],
  borderRadius: t.radius.lg,
  background: t.color.muted,
  marginTop: t.space[3],
  '& strong': { fontSize: t.text['2xl'], fontVariantNumeric: 'tabular-nums' },
});
const buttons = css({ display: 'flex', flexWrap: 'wrap', gap: t.space[2], marginTop: t.space[4] });
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${t.space[1]} ${t.space[3]}`,
  margin: 0,
  fontSize: t.text.sm,
  '& dt': { color: t.color.mutedFg },
  '& dd': { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  // A phone: each figure under its label, so long ones (an adult's plan) never overlap.
  [mq.mobile]: {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '& dd': { textAlign: 'left', marginBottom: t.space[2], color: t.color.fg },
  },
});

const percent = (probability: number) => formatPercent(probability * 100, 0);
const lastAge = (projection: RetirementProjectionWire) => projection.ages.at(-1) ?? 0;
const runsOut = (age: number | null, projection: RetirementProjectionWire) =>
  age === null ? `Lasts past ${lastAge(projection)}` : `Age ${age}`;

interface SliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  text: string;
  onChange: (value: number) => void;
  testId: string;
}

function Slider({ label, value, min, max, step, text, onChange, testId }: SliderProps) {
  const id = useId();
  return (
    <div css={sliderRow}>
      <div css={sliderHead}>
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id}>{text}</output>
      </div>
      <input
        id={id}
        type="range"
        css={range}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={text}
        data-testid={testId}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}

export default function RetirementPage() {
  const plan = useRetirementPlan();
  const save = useSaveRetirementPlan();
  const mayEdit = useRowPermissions('/api/retirement').add;
  const [editing, setEditing] = useState(false);
  const [whatIf, setWhatIf] = useState<WhatIf>(NO_WHAT_IF);
  const data = plan.data;
  const base = data?.scenario;
  const active = Boolean(base && data?.projection && !isNeutral(whatIf, base.mix));
  const scenario = useMemo(() => (active && base ? applyWhatIf(base, whatIf) : null), [active, base, whatIf]);
  const what = useWhatIf(scenario, data?.year ?? 0);
  const projection = data?.projection ?? null;
  const shown = active && what.projection ? what.projection : projection;
  const shifts = base && data ? shiftRange(base, data.year) : { min: 0, max: 0 };
  const set = (change: Partial<WhatIf>) => setWhatIf((current) => ({ ...current, ...change }));

  const keep = async () => {
    if (!scenario || !data) return;
    try {
      await save.mutateAsync({
        adults: scenario.adults,
        annualSpending: scenario.annualSpending,
        annualSavings: scenario.annualSavings,
        startingWealth: data.inputs.startingWealth,
        mix: whatIf.stocks === null ? data.inputs.mix : scenario.mix,
        assumptions: data.inputs.assumptions,
      });
      setWhatIf(NO_WHAT_IF);
      toast({ title: 'Plan Saved', description: 'Your plan now includes these changes.' });
    } catch {
      toast({ variant: 'destructive', title: 'Could not save', description: 'Please try again.' });
    }
  };

  const header = (
    <PageHeader
      title="Retirement"
      subtitle="How likely your money is to last, across 10,000 possible markets."
      actions={
        data?.projection && mayEdit ? (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Settings2 aria-hidden="true" /> Edit Plan
          </Button>
        ) : null
      }
    />
  );

  if (plan.isError)
    return (
      <PageContainer>
        {header}
        <Card>
          <CardContent>
            <EmptyState
              title="Could not load your retirement plan"
              action={
                <Button variant="outline" onClick={() => void plan.refetch()}>
                  Retry
                </Button>
              }
            />
          </CardContent>
        </Card>
      </PageContainer>
    );

  return (
    <PageContainer>
      {header}
      {data && !data.projection ? (
        <Card data-testid="retirement-empty">
          <CardContent>
            <EmptyState
              icon={<UserPlus />}
              title="Add your birth years to see your retirement odds"
              description="The odds need each adult's birth year and retirement age. Spending, savings and your asset mix are filled in from your transactions, accounts and holdings, and you can change them."
              action={
                mayEdit ? (
                  <Button onClick={() => setEditing(true)}>
                    <UserPlus aria-hidden="true" /> Add Birth Years
                  </Button>
                ) : (
                  <p css={muted}>Ask an owner or member of the household to add them.</p>
                )
              }
            />
          </CardContent>
        </Card>
      ) : (
        <>
          <div css={tiles}>
            <Figure
              label="Chance the Money Lasts"
              icon={<ShieldCheck />}
              format="text"
              value={projection ? percent(projection.successProbability) : undefined}
              loading={plan.isPending}
              skeleton
              hint={
                projection
                  ? `${projection.paths.toLocaleString('en-US')} paths to age ${lastAge(projection)}`
                  : undefined
              }
              data-testid="retirement-probability"
            />
            <Figure
              label="Median Runs Out"
              icon={<Hourglass />}
              format="text"
              value={projection ? runsOut(projection.medianRunsOutAge, projection) : undefined}
              loading={plan.isPending}
              skeleton
              hint="Half of the paths do better"
              data-testid="retirement-median-runs-out"
            />
            <Figure
              label="10th Percentile Runs Out"
              icon={<TrendingDown />}
              format="text"
              value={projection ? runsOut(projection.p10RunsOutAge, projection) : undefined}
              loading={plan.isPending}
              skeleton
              hint="A poor market: 9 paths in 10 do better"
              data-testid="retirement-p10-runs-out"
            />
            <Figure
              label="Invested Today"
              icon={<PiggyBank />}
              value={data?.scenario.startingWealth}
              loading={plan.isPending}
              skeleton
              hint="Checking, savings and investments"
              data-testid="retirement-invested"
            />
          </div>

          <div css={columns}>
            <Card>
              <CardContent>
                <h2 css={sectionTitle}>Wealth by Age</h2>
                <p css={[muted, { marginBottom: t.space[4] }]}>
                  {active ? 'With your what-if changes. ' : ''}In today&apos;s dollars.
                </p>
                {shown ? <WealthBandsChart bands={shown} /> : <Skeleton height="18rem" />}
              </CardContent>
            </Card>

            <Card data-testid="what-if">
              <CardContent>
                <h2 css={sectionTitle}>What If</h2>
                <p css={muted}>Move a slider: the odds are worked out again as you go.</p>
                {base && data ? (
                  <>
                    <Slider
                      label="Retirement age"
                      testId="what-if-retire"
                      value={whatIf.retireShift}
                      min={shifts.min}
                      max={shifts.max}
                      step={1}
                      text={
                        whatIf.retireShift === 0
                          ? `As planned (${base.adults[0]?.retirementAge})`
                          : `${Math.abs(whatIf.retireShift)} year${Math.abs(whatIf.retireShift) === 1 ? '' : 's'} ${whatIf.retireShift > 0 ? 'later' : 'earlier'} (${(base.adults[0]?.retirementAge ?? 0) + whatIf.retireShift})`
                      }
                      onChange={(retireShift) => set({ retireShift })}
                    />
                    <Slider
                      label="Spending in retirement"
                      testId="what-if-spending"
                      value={whatIf.spendingPercent}
                      min={60}
                      max={130}
                      step={5}
                      text={
                        whatIf.spendingPercent === 100
                          ? `As planned (${formatMoney(base.annualSpending)})`
                          : `${Math.abs(100 - whatIf.spendingPercent)}% ${whatIf.spendingPercent < 100 ? 'less' : 'more'}`
                      }
                      onChange={(spendingPercent) => set({ spendingPercent })}
                    />
                    <Slider
                      label="Extra savings per year"
                      testId="what-if-savings"
                      value={whatIf.extraSavings}
                      min={0}
                      max={100_000}
                      step={5_000}
                      text={whatIf.extraSavings === 0 ? 'None' : `+${formatMoney(whatIf.extraSavings)}`}
                      onChange={(extraSavings) => set({ extraSavings })}
                    />
                    <Slider
                      label="Stocks in the mix"
                      testId="what-if-stocks"
                      value={whatIf.stocks ?? Math.round(base.mix.stocks)}
                      min={0}
                      max={100}
                      step={5}
                      text={`${whatIf.stocks ?? base.mix.stocks}%`}
                      onChange={(stocks) => set({ stocks })}
                    />
                    <div css={whatIfResult} aria-live="polite">
                      <span>{active ? 'With these changes' : 'As planned'}</span>
                      <strong
                        data-testid="what-if-probability"
                        data-engine={what.engine ?? undefined}
                        aria-busy={active && what.pending}
                      >
                        {active
                          ? what.projection
                            ? percent(what.projection.successProbability)
                            : '…'
                          : projection
                            ? percent(projection.successProbability)
                            : '…'}
                      </strong>
                    </div>
                    <div css={buttons}>
                      <Button variant="outline" size="sm" onClick={() => set({ spendingPercent: 90 })}>
                        Spend 10% Less
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={!active}
                        onClick={() => setWhatIf(NO_WHAT_IF)}
                      >
                        Reset
                      </Button>
                      {mayEdit ? (
                        <Button size="sm" disabled={!active || save.isPending} onClick={() => void keep()}>
                          Keep These Changes
                        </Button>
                      ) : null}
                    </div>
                  </>
                ) : (
                  <Skeleton height="16rem" />
                )}
              </CardContent>
            </Card>
          </div>

          {data && base ? (
            <Card data-testid="retirement-assumptions">
              <CardContent>
                <h2 css={sectionTitle}>The Plan and Its Assumptions</h2>
                <p css={[muted, { marginBottom: t.space[4] }]}>
                  Amounts in today&apos;s dollars; returns are deflated by inflation. Defaults and their
                  sources are in the README.
                </p>
                <div css={columns}>
                  <dl css={facts}>
                    {base.adults.map((adult) => (
                      <div key={adult.name} css={{ display: 'contents' }}>
                        <dt>
                          {adult.name} (born {adult.birthYear})
                        </dt>
                        <dd>
                          retires at {adult.retirementAge}, to age {adult.lifeExpectancy};{' '}
                          {formatMoney(adult.benefitAnnual)} a year from {adult.benefitStartAge}
                        </dd>
                      </div>
                    ))}
                    <dt>
                      Spending per year in retirement{data.inputs.annualSpending ? '' : ' (last 12 months)'}
                    </dt>
                    <dd>{formatMoney(base.annualSpending)}</dd>
                    <dt>
                      Savings per year until retirement
                      {data.inputs.annualSavings ? '' : ' (the forecast\u2019s surplus)'}
                    </dt>
                    <dd>{formatMoney(base.annualSavings)}</dd>
                    <dt>Invested today</dt>
                    <dd>{formatMoney(base.startingWealth)}</dd>
                    <dt>
                      Asset mix
                      {data.inputs.mix
                        ? ''
                        : data.defaults.mixFromHoldings
                          ? ' (from holdings)'
                          : ' (default)'}
                    </dt>
                    <dd>
                      {assetClasses
                        .map((asset) => `${assetClassLabels[asset]} ${base.mix[asset]}%`)
                        .join(', ')}
                    </dd>
                  </dl>
                  <dl css={facts}>
                    {assetClasses.map((asset) => (
                      <div key={asset} css={{ display: 'contents' }}>
                        <dt>{assetClassLabels[asset]}: return, volatility</dt>
                        <dd>
                          {base.assumptions[`${asset}Return`]}%, {base.assumptions[`${asset}Volatility`]}%
                        </dd>
                      </div>
                    ))}
                    <dt>Inflation</dt>
                    <dd>{base.assumptions.inflation}%</dd>
                    {projection ? (
                      <>
                        <dt>The mix: mean return, volatility</dt>
                        <dd>
                          {projection.meanReturn}%, {projection.volatility}%
                        </dd>
                        <dt>Paths, seed</dt>
                        <dd>
                          {projection.paths.toLocaleString('en-US')}, {projection.seed}
                        </dd>
                      </>
                    ) : null}
                  </dl>
                </div>
                {mayEdit ? (
                  <div css={buttons}>
                    <Button variant="outline" onClick={() => setEditing(true)}>
                      <Settings2 aria-hidden="true" /> Edit Plan and Assumptions
                    </Button>
                  </div>
                ) : null}
              </CardContent>
            </Card>
          ) : null}
        </>
      )}
      {data && editing ? <PlanDialog open={editing} onOpenChange={setEditing} plan={data} /> : null}
    </PageContainer>
  );
}
