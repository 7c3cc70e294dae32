// Issue 36 §2: recurring items found in a family's transactions (salary, rent, subscriptions). Pure and
// single-pass over the rows: merchants are normalised once per distinct name, each (merchant, type)
// keeps only two small numbers per row (its day and its cents), and every group is sorted once, so the
// 100,000-transaction family is one linear read plus sorts of its groups.
//
// A group of rows is a recurring item when, with the thresholds below:
// - they are at the same merchant once normalised (`merchantKey`: lower case, no store numbers, digits,
//   punctuation or payment-processor prefixes) and of the same type (income or expense);
// - their amounts are within AMOUNT_TOLERANCE of the group's median (a merchant may hold several items:
//   a gym's monthly fee and its yearly charge are two groups);
// - at least MIN_OCCURRENCES[cadence] of them, within LOOKBACK_DAYS of today;
// - at least REGULAR_SHARE of the gaps between consecutive rows are the cadence's length within
//   INTERVAL_JITTER[cadence] days (one late or skipped payment does not hide a subscription);
// - the last one is recent: no more than one cadence plus its jitter before today (else it has ended);
// - a yearly item seen only twice, at a merchant of varied amounts (YEARLY_PAIR_MAX_AMOUNT_RUNS), is
//   taken for chance.
export const recurrenceCadences = ['weekly', 'biweekly', 'monthly', 'quarterly', 'yearly'] as const;
export type RecurrenceCadence = (typeof recurrenceCadences)[number];

export const cadenceLabels: Record<RecurrenceCadence, string> = {
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** The typical length of each cadence in days (a month is 365.25 / 12). */
export const CADENCE_DAYS: Record<RecurrenceCadence, number> = {
  weekly: 7,
  biweekly: 14,
  monthly: 30.44,
  quarterly: 91.31,
  yearly: 365.25,
};

/** How far a gap may be from the cadence's length, in days (months are 28 to 31 days, pay days move). */
export const INTERVAL_JITTER: Record<RecurrenceCadence, number> = {
  weekly: 1,
  biweekly: 2,
  monthly: 4,
  quarterly: 8,
  yearly: 12,
};

/** Fewest rows that make a cadence: a month of weeklies, three months, three quarters, two years. */
export const MIN_OCCURRENCES: Record<RecurrenceCadence, number> = {
  weekly: 4,
  biweekly: 3,
  monthly: 3,
  quarterly: 3,
  yearly: 2,
};

/** Each amount within 10% of the group's median, or within $2.00 for small amounts (a price change, tax). */
export const AMOUNT_TOLERANCE = 0.1;
export const AMOUNT_TOLERANCE_MIN_CENTS = 200;
/** Share of the gaps that must match the cadence. */
export const REGULAR_SHARE = 0.75;
/**
 * A yearly item seen only twice is trusted only at a merchant whose amounts fall into at most this many
 * runs: where a family spends varied amounts (a gas station, a hotel chain), two similar amounts a year
 * apart happen by chance (on the 100,000-row synthetic family, eight such pairs did).
 */
export const YEARLY_PAIR_MAX_AMOUNT_RUNS = 3;
/** How far back rows are read: two yearly payments and a margin. */
export const LOOKBACK_DAYS = 800;

export interface RecurrenceTransaction {
  merchant: string;
  /** Signed as stored ("-15.49"); the type says whether it is income or an expense. */
  amount: string;
  date: string;
  transactionType: 'income' | 'expense';
}

export interface DetectedRecurringItem {
  /** Stable across runs and new rows: "<merchantKey>|<type>|<cadence>", what a confirmed item keeps. */
  key: string;
  merchantKey: string;
  /** The merchant as the most recent row names it. */
  name: string;
  direction: 'income' | 'expense';
  /** The median amount of the rows, positive, two places. */
  amount: string;
  cadence: RecurrenceCadence;
  occurrences: number;
  firstDate: string;
  lastDate: string;
  /** The next expected day: the last one plus one cadence. */
  nextDate: string;
  /** Share of the gaps that matched the cadence (0-1, two places). */
  regularity: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
const dayText = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Whole cents of a decimal string, without floats ("-15.4" -> -1540). */
export function toCents(amount: string): number {
  const text = amount.trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const cents = Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
  return negative ? -cents : cents;
}

/** Cents as a two-place decimal string (1540 -> "15.40"). */
export function centsToMoney(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 && abs !== 0 ? `-${text}` : text;
}

const PROCESSOR_PREFIX = /^(sq|tst|pp|paypal|sp|py|ach|pos|dd|debit|recurring)\s*\*\s*/;
/**
 * The merchant as the detector groups it: "NETFLIX.COM #1234", "Netflix.com" and "SQ *NETFLIX 0412"
 * are one merchant ("netflix com").
 */
export function merchantKey(merchant: string): string {
  return merchant
    .toLowerCase()
    .replace(PROCESSOR_PREFIX, '')
    .replace(/#\s*\d+/g, ' ')
    .replace(/\d+/g, ' ')
    .replace(/[^a-z&]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/** The cadence's next day after `day`: calendar months for monthly and longer, days otherwise. */
export function nextCadenceDay(day: string, cadence: RecurrenceCadence, steps = 1): string {
  if (cadence === 'weekly' || cadence === 'biweekly')
    return dayText(dayNumber(day) + steps * (cadence === 'weekly' ? 7 : 14));
  const months = steps * (cadence === 'monthly' ? 1 : cadence === 'quarterly' ? 3 : 12);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = ((month % 12) + 12) % 12;
  const last = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const dom = Math.min(Number(day.slice(8, 10)), last);
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth + 1).padStart(2, '0')}-${String(dom).padStart(2, '0')}`;
}

/** What identifies a recurring item across detections (a confirmed or stopped item keeps it). */
export const recurringKey = (key: string, direction: 'income' | 'expense', cadence: RecurrenceCadence) =>
  `${key}|${direction}|${cadence}`;

interface Group {
  type: 'income' | 'expense';
  key: string;
  days: number[];
  cents: number[];
  names: string[];
}

/**
 * The recurring items in `transactions` as of `today`, most money first. Rows older than LOOKBACK_DAYS
 * or after today are ignored; any order of rows gives the same answer.
 */
export function detectRecurring(
  transactions: Iterable<RecurrenceTransaction>,
  today: string,
): DetectedRecurringItem[] {
  const todayNumber = dayNumber(today);
  const since = todayNumber - LOOKBACK_DAYS;
  const keys = new Map<string, string>();
  const groups = new Map<string, Group>();
  for (const row of transactions) {
    const day = dayNumber(row.date);
    if (!(day >= since && day <= todayNumber)) continue;
    let key = keys.get(row.merchant);
    if (key === undefined) {
      key = merchantKey(row.merchant);
      keys.set(row.merchant, key);
    }
    if (!key) continue;
    const groupKey = `${key}|${row.transactionType}`;
    let group = groups.get(groupKey);
    if (!group) {
      group = { type: row.transactionType, key, days: [], cents: [], names: [] };
      groups.set(groupKey, group);
    }
    group.days.push(day);
    group.cents.push(Math.abs(toCents(row.amount)));
    group.names.push(row.merchant);
  }

  const found = new Map<string, DetectedRecurringItem>();
  for (const group of groups.values()) {
    if (group.days.length < 2) continue;
    const { runs, clusters } = amountClusters(group);
    for (const cluster of clusters) {
      const item = regularItem(group, cluster, todayNumber, runs > YEARLY_PAIR_MAX_AMOUNT_RUNS);
      // Two runs of one merchant at one cadence: the one seen more often.
      if (item && (found.get(item.key)?.occurrences ?? 0) < item.occurrences) found.set(item.key, item);
    }
  }
  // Most money a year first, then by name, so the list reads the same on every run.
  const yearly = (item: DetectedRecurringItem) =>
    (toCents(item.amount) * 365.25) / CADENCE_DAYS[item.cadence];
  return [...found.values()].sort(
    (a, b) => yearly(b) - yearly(a) || a.name.localeCompare(b.name) || a.key.localeCompare(b.key),
  );
}

const withinTolerance = (cents: number, median: number) =>
  Math.abs(cents - median) <= Math.max(AMOUNT_TOLERANCE * median, AMOUNT_TOLERANCE_MIN_CENTS);

/**
 * Indexes of the group's rows in runs of similar amounts: sorted by amount, a run goes on while each
 * amount is within the tolerance of the one before; each run then keeps the rows within the tolerance
 * of its median.
 */
function amountClusters(group: Group): { runs: number; clusters: number[][] } {
  const order = group.cents.map((_, i) => i).sort((a, b) => group.cents[a]! - group.cents[b]!);
  const clusters: number[][] = [];
  let current: number[] = [];
  for (const index of order) {
    const previous = current.length ? group.cents[current[current.length - 1]!]! : 0;
    if (current.length && !withinTolerance(group.cents[index]!, previous)) {
      clusters.push(current);
      current = [];
    }
    current.push(index);
  }
  if (current.length) clusters.push(current);
  return {
    runs: clusters.length,
    clusters: clusters
      .filter((cluster) => cluster.length >= 2)
      .map((cluster) => {
        const median = group.cents[cluster[Math.floor(cluster.length / 2)]!]!;
        return cluster.filter((i) => withinTolerance(group.cents[i]!, median));
      }),
  };
}

function regularItem(
  group: Group,
  cluster: number[],
  todayNumber: number,
  variedMerchant: boolean,
): DetectedRecurringItem | null {
  const rows = [...cluster].sort((a, b) => group.days[a]! - group.days[b]! || a - b);
  const days = rows.map((i) => group.days[i]!);
  const gaps: number[] = [];
  for (let i = 1; i < days.length; i++) gaps.push(days[i]! - days[i - 1]!);
  // Many rows a few days apart is everyday spending, not a subscription: no cadence fits.
  let best: { cadence: RecurrenceCadence; share: number } | null = null;
  for (const cadence of recurrenceCadences) {
    if (days.length < MIN_OCCURRENCES[cadence]) continue;
    if (cadence === 'yearly' && days.length === 2 && variedMerchant) continue;
    const regular = gaps.filter((gap) => Math.abs(gap - CADENCE_DAYS[cadence]) <= INTERVAL_JITTER[cadence]);
    const share = regular.length / gaps.length;
    if (
      share >= REGULAR_SHARE &&
      regular.length >= MIN_OCCURRENCES[cadence] - 1 &&
      (!best || share > best.share)
    )
      best = { cadence, share };
  }
  if (!best) return null;
  const last = days[days.length - 1]!;
  if (todayNumber - last > CADENCE_DAYS[best.cadence] + INTERVAL_JITTER[best.cadence]) return null;
  const sortedCents = rows.map((i) => group.cents[i]!).sort((a, b) => a - b);
  const median = sortedCents[Math.floor(sortedCents.length / 2)]!;
  const lastDate = dayText(last);
  let nextDate = nextCadenceDay(lastDate, best.cadence);
  const todayText = dayText(todayNumber);
  for (let step = 2; nextDate < todayText; step++) nextDate = nextCadenceDay(lastDate, best.cadence, step);
  return {
    key: recurringKey(group.key, group.type, best.cadence),
    merchantKey: group.key,
    name: group.names[rows[rows.length - 1]!]!,
    direction: group.type,
    amount: centsToMoney(median),
    cadence: best.cadence,
    occurrences: days.length,
    firstDate: dayText(days[0]!),
    lastDate,
    nextDate,
    regularity: Math.round(best.share * 100) / 100,
  };
}
