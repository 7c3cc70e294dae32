import { familyFigures, netWorthPointOf, netWorthPointSchema, sumMoney } from '@heirloom/contracts';
import Decimal from 'decimal.js';
import { addMonths, daysBetween, isoDay } from './calendar';
import { buildDemoFamily } from './index';
import { buildNetWorthHistory, HISTORY_MONTHS, mortgageSchedule } from './net-worth-history';

const TODAY = new Date('2026-11-22T10:00:00.000Z');
const family = buildDemoFamily({ today: TODAY });
const history = buildNetWorthHistory(family, TODAY);
const netWorth = history.map((point) => new Decimal(point.netWorth));

describe('the demo family’s net-worth history', () => {
  it('has a point for every day of the last 24 months, oldest first, ending today', () => {
    const start = addMonths(new Date('2026-11-22T00:00:00.000Z'), -HISTORY_MONTHS);
    expect(history).toHaveLength(daysBetween(start, new Date('2026-11-22T00:00:00.000Z')) + 1);
    expect(history).toHaveLength(731);
    expect(history[0]!.day).toBe(isoDay(start));
    expect(history.at(-1)!.day).toBe('2026-11-22');
    const days = history.map((point) => point.day);
    expect([...days].sort()).toEqual(days);
    expect(new Set(days).size).toBe(days.length);
    for (const point of history) expect(netWorthPointSchema.strict().parse(point)).toEqual(point);
  });

  it("ends at exactly the figures the family's rows give today", () => {
    const today = familyFigures({ ...family, holdings: [], insurance: [] });
    expect(history.at(-1)).toEqual(netWorthPointOf('2026-11-22', today));
  });

  it('is the same every time for the same day, whatever the time of day', () => {
    expect(buildNetWorthHistory(family, new Date('2026-11-22T23:59:00.000Z'))).toEqual(history);
  });

  it('moves plausibly: mostly up over two years, with falling stretches and no wild days', () => {
    const first = netWorth[0]!;
    const last = netWorth.at(-1)!;
    expect(first.lessThan(last)).toBe(true);
    expect(first.dividedBy(last).toNumber()).toBeGreaterThan(0.7);
    const changes = netWorth
      .slice(1)
      .map((value, i) => value.minus(netWorth[i]!).dividedBy(netWorth[i]!).toNumber());
    expect(changes.filter((c) => c < 0).length).toBeGreaterThan(100);
    expect(changes.filter((c) => c > 0).length).toBeGreaterThan(100);
    expect(Math.max(...changes.map(Math.abs))).toBeLessThan(0.05);
    // A drawdown of at least 3% from a previous high somewhere (the correction).
    let high = netWorth[0]!;
    let drawdown = 0;
    for (const value of netWorth) {
      if (value.greaterThan(high)) high = value;
      drawdown = Math.max(drawdown, high.minus(value).dividedBy(high).toNumber());
    }
    expect(drawdown).toBeGreaterThan(0.03);
  });

  it('pays the mortgages down month by month to their balances today', () => {
    const today = new Date('2026-11-22T00:00:00.000Z');
    const balanceOn = family.mortgages.map((mortgage) => mortgageSchedule(mortgage, today));
    const total = (day: Date) => new Decimal(sumMoney(balanceOn.map((balance) => balance(day))));
    expect(family.mortgages.map((m, i) => balanceOn[i]!(today))).toEqual(
      family.mortgages.map((m) => m.currentBalance),
    );
    let previous = total(addMonths(today, -HISTORY_MONTHS));
    for (let months = HISTORY_MONTHS - 1; months >= 0; months -= 1) {
      const next = total(addMonths(today, -months));
      expect(next.lessThan(previous)).toBe(true);
      previous = next;
    }
  });
});
