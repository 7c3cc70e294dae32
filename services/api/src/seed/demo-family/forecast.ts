// What the Whitmans told the cash-flow forecast (issue 36 §2): the recurring items they confirmed from
// the detector's suggestions, and the one-off spending they plan for the next twelve months.
//
// The confirmed items are the detector's own findings on the demo transactions (detectRecurring, as the
// API runs it on the anchor day), kept with their detection keys: they are the confirmed form of those
// detections, so the overview does not suggest them again, and the rest (the rent, the interest, the
// utilities, Lily's braces) stay suggestions for the family to confirm. The family's income is Claire's
// biweekly pay from Studio Terra, Daniel's payroll from the practice on the 1st and the 15th (twice a
// month, about $12,300) and the practice's quarterly distribution to him.
import {
  detectRecurring,
  type DetectedRecurringItem,
  type InsertPlannedEvent,
  type InsertRecurringItem,
} from '@heirloom/contracts';
import { isoDay } from './calendar';
import type { DemoContext } from './context';
import { idsFor } from './random';
import type { TransactionRow } from './transactions';

export type RecurringItemRow = InsertRecurringItem & { id: string };
export type PlannedEventRow = InsertPlannedEvent & { id: string };

/** The detections the family confirmed, by key, with what it noted on each. */
export const CONFIRMED_DETECTIONS: readonly { key: string; notes: string | null }[] = [
  { key: 'studio terra payroll|income|biweekly', notes: 'Claire’s salary, paid every other Friday' },
  {
    key: 'whitman family dentistry payroll|income|semimonthly',
    notes: 'Daniel’s salary from the practice, paid on the 1st and the 15th',
  },
  {
    key: 'whitman family dentistry distribution|income|quarterly',
    notes: 'The practice’s S corporation distribution to Daniel',
  },
  { key: 'comcast xfinity|expense|monthly', notes: 'Home internet and TV' },
  { key: 'netflix|expense|monthly', notes: null },
  { key: 'spotify family|expense|monthly', notes: null },
];

interface PlannedSpending {
  name: string;
  /** Month-day pairs (month 1-12, day): the event is on the first of them after the anchor day. */
  due: readonly (readonly [month: number, day: number])[];
  amount: string;
  notes: string;
}

/**
 * Each is on the first of its two days after the anchor day: two days a month apart so one of them is
 * always within the forecast's twelve months (the month of the anchor day and the eleven after it).
 */
export const PLANNED_SPENDING: readonly PlannedSpending[] = [
  {
    name: 'Ethan’s summer program',
    due: [
      [4, 1],
      [5, 1],
    ],
    amount: '7850.00',
    notes: 'Tuition and housing for Colorado College’s summer pre-college program in architecture',
  },
  {
    name: 'Car for Ethan',
    due: [
      [7, 15],
      [8, 15],
    ],
    amount: '24500.00',
    notes: 'A used Subaru Outback before the school year; Ethan goes on the USAA auto policy',
  },
];

/** The first of `due`'s days strictly after `today` ("YYYY-MM-DD"). */
export function firstDayAfter(today: string, due: PlannedSpending['due']): string {
  const year = Number(today.slice(0, 4));
  const pad = (n: number) => String(n).padStart(2, '0');
  const candidates = [year, year + 1].flatMap((y) => due.map(([m, d]) => `${y}-${pad(m)}-${pad(d)}`));
  return candidates.filter((date) => date > today).sort()[0]!;
}

export interface ForecastPart {
  recurringItems: RecurringItemRow[];
  plannedEvents: PlannedEventRow[];
}

export function buildForecast({ today }: DemoContext, transactions: readonly TransactionRow[]): ForecastPart {
  const day = isoDay(today);
  const detected = new Map<string, DetectedRecurringItem>(
    detectRecurring(transactions, day).map((item) => [item.key, item]),
  );
  const recurringId = idsFor('recurring-items');
  const eventId = idsFor('planned-events');
  const recurringItems = CONFIRMED_DETECTIONS.map(({ key, notes }): RecurringItemRow => {
    const item = detected.get(key);
    if (!item) throw new Error(`The detector no longer finds "${key}" in the demo transactions`);
    return {
      id: recurringId(),
      name: item.name,
      detectionKey: item.key,
      direction: item.direction,
      amount: item.amount,
      cadence: item.cadence,
      nextDate: item.nextDate,
      otherDay: item.otherDay,
      status: 'confirmed',
      source: 'detected',
      notes,
    };
  });
  const plannedEvents = PLANNED_SPENDING.map(({ name, due, amount, notes }): PlannedEventRow => ({
    id: eventId(),
    name,
    date: firstDayAfter(day, due),
    direction: 'expense',
    amount,
    notes,
  }));
  return { recurringItems, plannedEvents };
}
