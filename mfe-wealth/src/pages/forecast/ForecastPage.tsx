// Cash-Flow Forecast (/forecast, issue 36 §2): the next twelve months of cash from the confirmed
// recurring items, the mortgages, the insurance premiums, the funds' expected capital calls, the
// estimated tax and the planned events; the lowest point, a warning under the floor, and every month's
// items. Below: the recurring items (and the detector's suggestions) and the planned events.
import { css } from '@emotion/react';
import {
  DEFAULT_FLOOR_MONTHS,
  FORECAST_MIN_TRANSACTION_MONTHS,
  type DetectedRecurringItem,
  type PlannedEventRow,
  type RecurringItemRow,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import {
  Button,
  ButtonLink,
  Card,
  CardContent,
  ConfirmDialog,
  EmptyState,
  Figure,
  formatDay,
  lazyDialog,
  ListCard,
  mq,
  PageContainer,
  PageHeader,
  Skeleton,
  t,
  useEditDelete,
  useEditing,
} from '@heirloom/ui';
import { AlertTriangle, CalendarClock, Plus, Repeat, Settings2, TrendingDown, Wallet } from 'lucide-react';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { useRowPermissions } from '../../access/use-access';
import {
  useDeletePlannedEvent,
  useDeleteRecurringItem,
  useForecast,
  usePlannedEvents,
  useRecurringOverview,
  useSaveRecurringItem,
} from '../../data/forecast';
import { ForecastChart } from './ForecastChart';
import { forecastMoney, monthLabel } from './forecast-format';
import { MonthItems, MonthTable } from './MonthTable';
import { DetectedList, PlannedList, RecurringList } from './RecurringLists';

// The forms (one module) load when one of them opens, not with the page: most visits only read.
const ForecastSettingsDialog = lazyDialog(() =>
  import('./ForecastDialogs').then((m) => m.ForecastSettingsDialog),
);
const PlannedEventDialog = lazyDialog(() => import('./ForecastDialogs').then((m) => m.PlannedEventDialog));
const RecurringItemDialog = lazyDialog(() => import('./ForecastDialogs').then((m) => m.RecurringItemDialog));

const tiles = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: t.space[4],
  [mq.down(1100)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const warningBox = css({
  display: 'flex',
  gap: t.space[3],
  alignItems: 'flex-start',
  padding: t.space[4],
  borderRadius: t.radius.lg,
  border: `1px solid ${t.color.warning}`,
  background: t.color.card,
  '& svg': { flexShrink: 0, color: t.color.warning, width: '1.25rem', height: '1.25rem' },
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
const assumptionList = css({
  margin: 0,
  paddingLeft: t.space[5],
  display: 'flex',
  flexDirection: 'column',
  gap: t.space[1],
  fontSize: t.text.sm,
  color: t.color.mutedFg,
});
const fundList = css({ margin: `${t.space[1]} 0 0`, paddingLeft: t.space[5] });
const inlineLink = css({ height: 'auto', padding: 0, verticalAlign: 'baseline' });

export default function ForecastPage() {
  const forecast = useForecast();
  const overview = useRecurringOverview();
  const events = usePlannedEvents();
  const saveItem = useSaveRecurringItem();
  const removeItem = useDeleteRecurringItem();
  const removeEvent = useDeletePlannedEvent();
  const mayItems = useRowPermissions('/api/recurring-items');
  const mayEvents = useRowPermissions('/api/planned-events');
  // The settings are written by whoever may change the recurring items (the household's writers).
  const maySettings = mayItems.edit;
  const [picked, setPicked] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const items = useEditDelete<RecurringItemRow>({
    remove: (row) => removeItem.mutateAsync(row.id),
    title: (row) => `Delete ${row.name}?`,
    description: () =>
      'It leaves the forecast, and may be suggested again if the transactions still show it.',
    done: (row) => ({ title: 'Recurring Item Deleted', description: `${row.name} has been deleted.` }),
    failed: (row) => `Could not delete ${row.name}. Please try again.`,
  });
  const planned = useEditDelete<PlannedEventRow>({
    remove: (row) => removeEvent.mutateAsync(row.id),
    title: (row) => `Delete ${row.name}?`,
    done: (row) => ({ title: 'Planned Event Deleted', description: `${row.name} has been deleted.` }),
    failed: (row) => `Could not delete ${row.name}. Please try again.`,
  });
  const confirmDialog = useEditing<DetectedRecurringItem>();

  const data = forecast.data;
  const tooFew = data !== undefined && data.transactionMonths < FORECAST_MIN_TRANSACTION_MONTHS;
  const selected = picked ?? data?.lowest.month ?? null;

  const toggle = async (item: RecurringItemRow) => {
    const stopping = item.status === 'confirmed';
    try {
      await saveItem.mutateAsync({ id: item.id, values: { status: stopping ? 'stopped' : 'confirmed' } });
      toast({
        title: stopping ? 'Recurring Item Stopped' : 'Recurring Item Resumed',
        description: stopping
          ? `${item.name} is no longer in the forecast.`
          : `${item.name} is back in the forecast.`,
      });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Could not save',
        description: `Could not change ${item.name}. Please try again.`,
      });
    }
  };
  const dismiss = async (item: DetectedRecurringItem) => {
    try {
      // Kept as a stopped item, so the detector does not suggest it again.
      await saveItem.mutateAsync({
        values: { ...item, detectionKey: item.key, status: 'stopped', source: 'detected' },
      });
      toast({ title: 'Suggestion Dismissed', description: `${item.name} will not be suggested again.` });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Could not save',
        description: `Could not dismiss ${item.name}. Please try again.`,
      });
    }
  };

  const addItem = mayItems.add ? (
    <Button variant="outline" onClick={items.add}>
      <Plus aria-hidden="true" /> Add Recurring Item
    </Button>
  ) : null;
  const addEvent = mayEvents.add ? (
    <Button variant="outline" onClick={planned.add}>
      <Plus aria-hidden="true" /> Add Planned Event
    </Button>
  ) : null;

  const state = { loading: forecast.isPending, failed: forecast.isError };
  const overviewRows = overview.data;
  const confirmed = overviewRows?.items ?? [];
  const detected = overviewRows?.detected ?? [];

  return (
    <PageContainer>
      <PageHeader
        title="Cash-Flow Forecast"
        subtitle="Your cash over the next 12 months, from what you know will come in and go out."
        actions={
          data && !tooFew && maySettings ? (
            <Button variant="outline" onClick={() => setSettingsOpen(true)}>
              <Settings2 aria-hidden="true" /> Floor and Assumptions
            </Button>
          ) : null
        }
      />

      {tooFew ? (
        <Card data-testid="forecast-empty">
          <CardContent>
            <EmptyState
              icon={<CalendarClock />}
              title="Not enough transactions yet"
              description={`The forecast needs at least three months of transactions to find your recurring income and bills (${data.transactionMonths > 0 ? `you have ${data.transactionMonths.toFixed(1)} months` : 'you have none yet'}). Import your bank statements, or add transactions by hand.`}
              action={
                <div css={{ display: 'flex', gap: t.space[2], flexWrap: 'wrap', justifyContent: 'center' }}>
                  <ButtonLink to="/connected-apps">Import Transactions</ButtonLink>
                  <ButtonLink to="/transactions?add=1" variant="outline">
                    Add a Transaction
                  </ButtonLink>
                </div>
              }
            />
          </CardContent>
        </Card>
      ) : (
        <>
          <div css={tiles}>
            <Figure
              label="Cash Today"
              icon={<Wallet />}
              value={data?.startingBalance ?? '0'}
              {...state}
              hint="Checking and savings accounts"
              data-testid="forecast-start"
            />
            <Figure
              label="Lowest Point"
              icon={<TrendingDown />}
              value={data?.lowest.balance ?? '0'}
              {...state}
              tone={data?.warning ? 'warning' : 'default'}
              hint={data ? `End of ${monthLabel(data.lowest.month, true)}` : undefined}
              data-testid="forecast-lowest"
            />
            <Figure
              label="Cash Floor"
              icon={<AlertTriangle />}
              value={data?.floor ?? '0'}
              {...state}
              hint={data?.floorIsDefault ? 'Three months of expenses' : 'Set by you'}
              data-testid="forecast-floor"
            />
            <Figure
              label="In 12 Months"
              icon={<CalendarClock />}
              value={data?.months.at(-1)?.closing ?? '0'}
              {...state}
              hint={data ? `End of ${monthLabel(data.months.at(-1)!.month, true)}` : undefined}
              data-testid="forecast-end"
            />
          </div>

          {data?.warning ? (
            <div css={warningBox} role="alert" data-testid="forecast-warning">
              <AlertTriangle aria-hidden="true" />
              <div>
                <p css={{ fontWeight: 600 }}>
                  Cash falls below your floor in {monthLabel(data.warning.month, true)}
                </p>
                <p css={muted}>
                  {forecastMoney(data.warning.balance)} at month end, {forecastMoney(data.warning.shortfall)}{' '}
                  under the floor of {forecastMoney(data.warning.floor)}.
                </p>
              </div>
            </div>
          ) : null}

          <Card>
            <CardContent>
              <h2 css={sectionTitle}>Month by Month</h2>
              <p css={[muted, { marginBottom: t.space[4] }]}>Choose a month to see what is behind it.</p>
              {forecast.isError ? (
                <EmptyState
                  title="Could not load the forecast"
                  action={
                    <Button variant="outline" onClick={() => void forecast.refetch()}>
                      Retry
                    </Button>
                  }
                />
              ) : !data ? (
                <Skeleton height="14rem" />
              ) : (
                <div css={columns}>
                  <div css={{ display: 'flex', flexDirection: 'column', gap: t.space[4], minWidth: 0 }}>
                    <ForecastChart forecast={data} selected={selected} onSelect={setPicked} />
                    <MonthTable forecast={data} selected={selected} onSelect={setPicked} />
                  </div>
                  <div css={{ minWidth: 0 }}>
                    <h3 css={[sectionTitle, { fontSize: t.text.md }]} data-testid="month-items-title">
                      {selected ? monthLabel(selected, true) : ''}
                    </h3>
                    {selected ? <MonthItems forecast={data} month={selected} /> : null}
                  </div>
                </div>
              )}
            </CardContent>
          </Card>

          <div css={columns}>
            <ListCard
              title="Recurring Items"
              description="Confirmed items are in the forecast. Stop one to leave it out."
              actions={addItem}
              loading={overview.isPending}
              error={overview.error}
              onRetry={() => void overview.refetch()}
              empty={confirmed.length === 0 && detected.length === 0}
              emptyIcon={<Repeat />}
              emptyTitle="No recurring items yet"
              emptyDescription="None were found in your transactions. Add your salary, rent and subscriptions."
              emptyAction={addItem}
              data-testid="recurring-list"
            >
              {detected.length ? (
                <div data-testid="detected-list" css={{ marginBottom: t.space[4] }}>
                  <p css={[muted, { fontWeight: 600 }]}>Found in your transactions</p>
                  <DetectedList
                    detected={detected}
                    onConfirm={mayItems.add ? confirmDialog.edit : undefined}
                    onDismiss={mayItems.add ? (item) => void dismiss(item) : undefined}
                  />
                </div>
              ) : null}
              <RecurringList
                items={confirmed}
                onEdit={mayItems.edit ? items.edit : undefined}
                onToggle={mayItems.edit ? (item) => void toggle(item) : undefined}
                onDelete={mayItems.remove ? items.ask : undefined}
              />
            </ListCard>

            <ListCard
              title="Planned Events"
              description="One-off amounts on a known day."
              actions={addEvent}
              loading={events.isPending}
              error={events.error}
              onRetry={() => void events.refetch()}
              empty={(events.data ?? []).length === 0}
              emptyIcon={<CalendarClock />}
              emptyTitle="No planned events"
              emptyDescription="Add tuition, a car, a bonus: anything you expect once."
              emptyAction={addEvent}
              data-testid="planned-list"
            >
              <PlannedList
                events={events.data ?? []}
                onEdit={mayEvents.edit ? planned.edit : undefined}
                onDelete={mayEvents.remove ? planned.ask : undefined}
              />
            </ListCard>
          </div>

          {data ? (
            <Card data-testid="forecast-assumptions">
              <CardContent>
                <h2 css={sectionTitle}>Assumptions</h2>
                <ul css={assumptionList}>
                  <li>
                    Cash today is your checking and savings balances; items dated before today are already in
                    it.
                  </li>
                  <li>
                    The floor is{' '}
                    {data.floorIsDefault
                      ? `three months of expenses (${forecastMoney(data.monthlyExpenses)} a month on average over the last year)`
                      : 'the amount you set'}
                    .
                  </li>
                  <li>Mortgage payments fall on the day of the month each loan started, until it matures.</li>
                  <li>
                    Insurance premiums fall on each policy’s renewal date (the anniversary of its start).
                  </li>
                  <li data-testid="capital-call-assumption">
                    A fund’s unfunded commitment is called evenly each month until the end of its investment
                    period: the fund’s own when its placement sets one, else{' '}
                    {data.assumptions.investmentPeriodYears} years after its investment date (the default in
                    Settings).
                    {data.assumptions.capitalCalls.length ? (
                      <>
                        {' '}
                        <ButtonLink to="/private-investments" variant="link" size="sm" css={inlineLink}>
                          Edit a fund’s period in Private Investments
                        </ButtonLink>
                        <ul css={fundList}>
                          {data.assumptions.capitalCalls.map((fund) => (
                            <li key={fund.fundId} data-testid="fund-period">
                              {fund.name}: {forecastMoney(fund.unfunded)} unfunded over{' '}
                              {fund.investmentPeriodYears} years to {formatDay(fund.periodEnds)} (
                              {fund.ownPeriod ? 'the fund’s own period' : 'the default'})
                            </li>
                          ))}
                        </ul>
                      </>
                    ) : null}
                    {data.fundsWithoutCommitment
                      ? ` ${data.fundsWithoutCommitment} fund${data.fundsWithoutCommitment === 1 ? ' has' : 's have'} no commitment recorded and count${data.fundsWithoutCommitment === 1 ? 's' : ''} as fully called.`
                      : ''}
                  </li>
                  <li>
                    {data.assumptions.estimatedTax
                      ? `Estimated tax: ${forecastMoney(data.assumptions.estimatedTax.annual)} a year from your ${data.assumptions.estimatedTax.taxYear} return (${data.assumptions.estimatedTax.safeHarbourRate === '1.10' ? '110%' : '100%'} of its tax, ${new Decimal(data.assumptions.taxEstimateShare).toString()}% paid by you), in four payments on 15 April, 15 June, 15 September and 15 January.`
                      : 'No tax return with a total tax yet: no estimated tax payments are counted.'}
                  </li>
                </ul>
              </CardContent>
            </Card>
          ) : null}

          <RecurringItemDialog {...items.dialog} item={items.row} />
          <RecurringItemDialog {...confirmDialog.dialog} detected={confirmDialog.row} />
          <PlannedEventDialog {...planned.dialog} event={planned.row} />
          {data ? (
            <ForecastSettingsDialog
              open={settingsOpen}
              onOpenChange={setSettingsOpen}
              settings={data.settings}
              defaultFloor={new Decimal(data.monthlyExpenses).times(DEFAULT_FLOOR_MONTHS).toFixed(2)}
            />
          ) : null}
          <ConfirmDialog {...items.confirm} />
          <ConfirmDialog {...planned.confirm} />
        </>
      )}
    </PageContainer>
  );
}
