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
//
// Twice a month (semimonthly: the 1st and the 15th, the 15th and the last day) and every two weeks
// (biweekly) both pay about every 14 days; they differ in what stays put. Semimonthly rows keep two days
// of the month, biweekly rows keep a 14-day step and drift through the month (about 2.4 days a month).
// So semimonthly also needs at least REGULAR_SHARE of its rows within PAY_DAY_JITTER days of one of two
// days of the month at least MIN_PAY_DAY_APART days apart (the last day of a month counts as one day in
// every month: the 28th of February and the 31st of January; a pay day moved into the month before or
// after counts), and when the gaps also fit biweekly, the one whose rows keep their place better wins:
// the share of rows within PAY_DAY_JITTER of the two days against the share within
// INTERVAL_JITTER.biweekly of a 14-day grid through one of the rows; a tie is biweekly.
export const recurrenceCadences = [
  'weekly',
  'biweekly',
  'semimonthly',
  'monthly',
  'quarterly',
  'yearly',
] as const;
export type RecurrenceCadence = (typeof recurrenceCadences)[number];

export const cadenceLabels: Record<RecurrenceCadence, string> = {
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  semimonthly: 'Twice a month',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** The typical length of each cadence in days (a month is 365.25 / 12, half a month 365.25 / 24). */
export const CADENCE_DAYS: Record<RecurrenceCadence, number> = {
  weekly: 7,
  biweekly: 14,
  semimonthly: 15.22,
  monthly: 30.44,
  quarterly: 91.31,
  yearly: 365.25,
};

/** How far a gap may be from the cadence's length, in days (months are 28 to 31 days, pay days move). */
export const INTERVAL_JITTER: Record<RecurrenceCadence, number> = {
  weekly: 1,
  biweekly: 2,
  // The 1st to the 15th is 14 days, the 15th to the 1st 13 to 17, and a pay day moves to a Friday.
  semimonthly: 3,
  monthly: 4,
  quarterly: 8,
  yearly: 12,
};

/**
 * Fewest rows that make a cadence: a month of weeklies, six weeks of biweeklies, three months of
 * semimonthlies (fewer cannot tell them from biweeklies), three months, three quarters, two years.
 */
export const MIN_OCCURRENCES: Record<RecurrenceCadence, number> = {
  weekly: 4,
  biweekly: 3,
  semimonthly: 6,
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
/** How far a semimonthly row may be from its day of the month (a weekend or a holiday moves pay days). */
export const PAY_DAY_JITTER = 3;
/** The two days of a semimonthly item are at least this far apart (around the month). */
export const MIN_PAY_DAY_APART = 10;
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
  /** A semimonthly item's other day of the month (1-31; 31 is the last day of every month), else null. */
  otherDay: number | null;
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

const monthLength = (year: number, month: number): number =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
/** Day `dom` of the month `months` after `day`'s month, or that month's last day when it is shorter. */
function dayInMonthAfter(day: string, months: number, dom: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = ((month % 12) + 12) % 12;
  const last = monthLength(targetYear, targetMonth);
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth + 1).padStart(2, '0')}-${String(Math.min(dom, last)).padStart(2, '0')}`;
}

/**
 * A semimonthly item's other day of the month when it does not say: half a month from `day`'s (the
 * last day goes with the 15th).
 */
export function defaultOtherDay(day: string): number {
  const dom = payDayOf(day);
  return dom === 31 ? 15 : dom <= 15 ? dom + 15 : dom - 15;
}
/** `day`'s day of the month, 31 when it is its month's last day (it stands for the last day of every month). */
const payDayOf = (day: string): number => {
  const dom = Number(day.slice(8, 10));
  return dom === monthLength(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1) ? 31 : dom;
};

/**
 * The cadence's next day after `day`: calendar months for monthly and longer, days for weekly and
 * biweekly; semimonthly alternates between `day`'s day of the month and `otherDay` (31: the last day;
 * `defaultOtherDay` when not given), so from the 15th with 1 it is the 1st, the 15th, the 1st...
 */
export function nextCadenceDay(
  day: string,
  cadence: RecurrenceCadence,
  steps = 1,
  otherDay: number | null = null,
): string {
  if (cadence === 'weekly' || cadence === 'biweekly')
    return dayText(dayNumber(day) + steps * (cadence === 'weekly' ? 7 : 14));
  if (cadence === 'semimonthly') {
    const dom = payDayOf(day);
    const other = otherDay !== null && otherDay !== dom ? otherDay : defaultOtherDay(day);
    // From the earlier day of the month the later comes in the same month; from the later, the next.
    const fromEarlier = dom < other;
    const months = fromEarlier ? Math.floor(steps / 2) : Math.ceil(steps / 2);
    return dayInMonthAfter(day, months, steps % 2 === 0 ? dom : other);
  }
  const months = steps * (cadence === 'monthly' ? 1 : cadence === 'quarterly' ? 3 : 12);
  return dayInMonthAfter(day, months, Number(day.slice(8, 10)));
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
  let semimonthly: { share: number; payDays: PayDays } | null = null;
  for (const cadence of recurrenceCadences) {
    if (days.length < MIN_OCCURRENCES[cadence]) continue;
    if (cadence === 'yearly' && days.length === 2 && variedMerchant) continue;
    const regular = gaps.filter((gap) => Math.abs(gap - CADENCE_DAYS[cadence]) <= INTERVAL_JITTER[cadence]);
    const share = regular.length / gaps.length;
    if (share < REGULAR_SHARE || regular.length < MIN_OCCURRENCES[cadence] - 1) continue;
    if (cadence === 'semimonthly') {
      const payDays = semimonthlyPayDays(days);
      if (payDays.share >= REGULAR_SHARE) semimonthly = { share, payDays };
    } else if (!best || share > best.share) best = { cadence, share };
  }
  // Twice a month or every two weeks: the one whose rows keep their place (see the file's head).
  if (
    semimonthly &&
    (!best || (best.cadence === 'biweekly' && semimonthly.payDays.share > biweeklyGridShare(days)))
  )
    best = { cadence: 'semimonthly', share: semimonthly.share };
  if (!best) return null;
  const last = days[days.length - 1]!;
  if (todayNumber - last > CADENCE_DAYS[best.cadence] + INTERVAL_JITTER[best.cadence]) return null;
  const sortedCents = rows.map((i) => group.cents[i]!).sort((a, b) => a - b);
  const median = sortedCents[Math.floor(sortedCents.length / 2)]!;
  const lastDate = dayText(last);
  const todayText = dayText(todayNumber);
  let nextDate: string;
  let otherDay: number | null = null;
  if (best.cadence === 'semimonthly' && semimonthly) {
    // From the pay day the last row stands for (it may have come a few days early), to the next ones.
    const { day: anchored, dom, other } = anchoredPayDay(last, semimonthly.payDays);
    let step = 1;
    nextDate = nextCadenceDay(anchored, 'semimonthly', step, other);
    while (nextDate < todayText) nextDate = nextCadenceDay(anchored, 'semimonthly', ++step, other);
    otherDay = step % 2 === 0 ? other : dom;
  } else {
    nextDate = nextCadenceDay(lastDate, best.cadence);
    for (let step = 2; nextDate < todayText; step++) nextDate = nextCadenceDay(lastDate, best.cadence, step);
  }
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
    otherDay,
    regularity: Math.round(best.share * 100) / 100,
  };
}

/** Two days of the month (31: the last day) and the share of the rows within PAY_DAY_JITTER of them. */
interface PayDays {
  first: number;
  second: number;
  share: number;
}

/** Day numbers of day `dom` (clamped to the month's end) of the month before, of and after `day`'s. */
function payDayCandidates(day: number, dom: number): number[] {
  const date = new Date(day * DAY_MS);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  return [-1, 0, 1].map(
    (offset) => Date.UTC(year, month + offset, Math.min(dom, monthLength(year, month + offset))) / DAY_MS,
  );
}

/** How far `day` is from the nearest occurrence of day `dom` of a month (its own, or the one either side). */
function payDayDistance(day: number, dom: number): number {
  return Math.min(...payDayCandidates(day, dom).map((candidate) => Math.abs(candidate - day)));
}

/** The two days of the month that most rows keep (within PAY_DAY_JITTER), nearest on a tie. */
function semimonthlyPayDays(days: readonly number[]): PayDays {
  const distances = Array.from({ length: 32 }, (_, dom) =>
    dom === 0 ? [] : days.map((day) => payDayDistance(day, dom)),
  );
  let best: PayDays & { total: number } = { first: 0, second: 0, share: 0, total: Infinity };
  for (let first = 1; first <= 31; first++)
    for (let second = first + MIN_PAY_DAY_APART; second <= 31; second++) {
      if (31 - (second - first) < MIN_PAY_DAY_APART) continue;
      let kept = 0;
      let total = 0;
      for (let i = 0; i < days.length; i++) {
        const distance = Math.min(distances[first]![i]!, distances[second]![i]!);
        if (distance <= PAY_DAY_JITTER) kept++;
        total += distance;
      }
      const share = kept / days.length;
      if (share > best.share || (share === best.share && total < best.total))
        best = { first, second, share, total };
    }
  return { first: best.first, second: best.second, share: best.share };
}

/** The share of rows within INTERVAL_JITTER.biweekly of a 14-day grid through one of them (the best one). */
function biweeklyGridShare(days: readonly number[]): number {
  let best = 0;
  for (const anchor of days) {
    let kept = 0;
    for (const day of days) {
      const offset = (((day - anchor) % 14) + 14) % 14;
      if (Math.min(offset, 14 - offset) <= INTERVAL_JITTER.biweekly) kept++;
    }
    best = Math.max(best, kept);
  }
  return best / days.length;
}

/** The pay day a row stands for (the nearest of the two), as a date, and the other day of the month. */
function anchoredPayDay(
  day: number,
  { first, second }: PayDays,
): { day: string; dom: number; other: number } {
  let found = { day: day, distance: Infinity, dom: first };
  for (const dom of [first, second])
    for (const candidate of payDayCandidates(day, dom)) {
      const distance = Math.abs(candidate - day);
      if (distance < found.distance) found = { day: candidate, distance, dom };
    }
  return { day: dayText(found.day), dom: found.dom, other: found.dom === first ? second : first };
}
