// The forecast month by month (in, out, net, month end) and the chosen month's items: every figure
// with the rows it comes from.
import { css } from '@emotion/react';
import { forecastSourceLabels, type Forecast } from '@heirloom/contracts';
import {
  Badge,
  formatDay,
  mq,
  t,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@heirloom/ui';
import { forecastMoney, monthLabel } from './forecast-format';

const scroll = css({
  overflowX: 'auto',
  [mq.mobile]: { '& th, & td': { paddingLeft: t.space[2], paddingRight: t.space[2] } },
});
const num = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
const monthButton = css({
  all: 'unset',
  cursor: 'pointer',
  fontWeight: 500,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  '&:focus-visible': { outline: `2px solid ${t.color.ring}`, outlineOffset: '2px' },
});
const selectedRow = css({ background: t.color.muted });
const hideMobile = css({ [mq.mobile]: { display: 'none' } });
const itemList = css({ display: 'flex', flexDirection: 'column', gap: t.space[2], margin: 0, padding: 0 });
const itemRow = css({
  display: 'grid',
  gridTemplateColumns: '6.5rem minmax(0, 1fr) auto',
  gap: t.space[3],
  alignItems: 'center',
  listStyle: 'none',
  padding: `${t.space[2]} 0`,
  borderBottom: `1px solid ${t.color.border}`,
  fontSize: t.text.sm,
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
});
const itemDate = css({ color: t.color.mutedFg, [mq.mobile]: { gridColumn: '1 / -1' } });
const itemLabel = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: t.space[2],
  alignItems: 'center',
  minWidth: 0,
});
const positive = css({ color: t.color.success });

export interface MonthTableProps {
  forecast: Forecast;
  selected: string | null;
  onSelect: (month: string) => void;
}

export function MonthTable({ forecast, selected, onSelect }: MonthTableProps) {
  return (
    <div css={scroll}>
      <Table data-testid="forecast-table">
        <TableHeader>
          <TableRow>
            <TableHead>Month</TableHead>
            <TableHead css={[num, hideMobile]}>In</TableHead>
            <TableHead css={[num, hideMobile]}>Out</TableHead>
            <TableHead css={num}>Net</TableHead>
            <TableHead css={num}>Month end</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {forecast.months.map((m) => (
            <TableRow
              key={m.month}
              css={selected === m.month && selectedRow}
              data-testid="forecast-month"
              data-month={m.month}
            >
              <TableCell>
                <button
                  type="button"
                  css={monthButton}
                  aria-expanded={selected === m.month}
                  aria-controls="forecast-month-items"
                  onClick={() => onSelect(m.month)}
                >
                  {monthLabel(m.month)}
                </button>{' '}
                {m.month === forecast.lowest.month ? <Badge variant="secondary">Lowest</Badge> : null}
                {m.belowFloor ? <Badge variant="warning">Below floor</Badge> : null}
              </TableCell>
              <TableCell css={[num, hideMobile]} data-cell="inflow">
                {forecastMoney(m.inflow)}
              </TableCell>
              <TableCell css={[num, hideMobile]} data-cell="outflow">
                {forecastMoney(m.outflow)}
              </TableCell>
              <TableCell css={num} data-cell="net">
                {forecastMoney(m.net)}
              </TableCell>
              <TableCell css={num} data-cell="closing">
                {forecastMoney(m.closing)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export function MonthItems({ forecast, month }: { forecast: Forecast; month: string }) {
  const m = forecast.months.find((x) => x.month === month);
  if (!m) return null;
  return (
    <section
      id="forecast-month-items"
      aria-label={`Items in ${monthLabel(month, true)}`}
      data-testid="month-items"
    >
      {m.items.length === 0 ? (
        <p css={{ color: t.color.mutedFg, fontSize: t.text.sm }}>
          Nothing is expected to come in or go out this month.
        </p>
      ) : (
        <ul css={itemList}>
          {m.items.map((item, i) => (
            <li key={`${item.sourceId}-${item.date}-${i}`} css={itemRow} data-testid="month-item">
              <span css={itemDate}>{formatDay(item.date)}</span>
              <span css={itemLabel}>
                <span>{item.label}</span>
                <Badge variant="outline">{forecastSourceLabels[item.source]}</Badge>
              </span>
              <span css={[num, Number(item.amount) > 0 && positive]} data-testid="month-item-amount">
                {forecastMoney(item.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p css={{ marginTop: t.space[3], fontSize: t.text.sm, color: t.color.mutedFg }}>
        {forecastMoney(m.opening)} at the start, {forecastMoney(m.inflow)} in, {forecastMoney(m.outflow)} out:{' '}
        {forecastMoney(m.closing)} at month end.
      </p>
    </section>
  );
}
