import {
  AMOUNT_TOLERANCE,
  YEARLY_PAIR_MAX_AMOUNT_RUNS,
  centsToMoney,
  detectRecurring,
  INTERVAL_JITTER,
  merchantKey,
  MIN_OCCURRENCES,
  nextCadenceDay,
  PAY_DAY_JITTER,
  toCents,
  type RecurrenceTransaction,
} from './recurrence';

const TODAY = '2026-12-06';
/** A pay day on a weekend moves to the Friday before, as payroll does. */
const payday = (date: string): string => {
  const d = new Date(`${date}T00:00:00Z`);
  const back = d.getUTCDay() === 6 ? 1 : d.getUTCDay() === 0 ? 2 : 0;
  return new Date(d.getTime() - back * 86_400_000).toISOString().slice(0, 10);
};
/** Every day of the month in `doms` (31: the last day) from `from` to TODAY, moved off weekends. */
function twiceAMonth(merchant: string, amount: string, doms: readonly number[], from: string) {
  const rows: RecurrenceTransaction[] = [];
  for (let m = 0; m < 36; m++) {
    const year = Number(from.slice(0, 4)) + Math.floor((Number(from.slice(5, 7)) - 1 + m) / 12);
    const month = (Number(from.slice(5, 7)) - 1 + m) % 12;
    const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    for (const dom of doms) {
      const date = new Date(Date.UTC(year, month, Math.min(dom, last))).toISOString().slice(0, 10);
      if (date >= from && date <= TODAY)
        rows.push({ merchant, amount, date: payday(date), transactionType: 'income' });
    }
  }
  return rows;
}
/** Every 14 days from `first` to TODAY. */
const everyTwoWeeks = (merchant: string, amount: string, first: string) =>
  Array.from({ length: 80 }, (_, i) =>
    new Date(Date.parse(`${first}T00:00:00Z`) + i * 14 * 86_400_000).toISOString().slice(0, 10),
  )
    .filter((date) => date <= TODAY)
    .map((date): RecurrenceTransaction => ({ merchant, amount, date, transactionType: 'income' }));
const day = (offset: number) => new Date(Date.UTC(2026, 11, 6 + offset)).toISOString().slice(0, 10);
const expense = (merchant: string, amount: string, date: string): RecurrenceTransaction => ({
  merchant,
  amount: `-${amount}`,
  date,
  transactionType: 'expense',
});

/** A seeded generator (mulberry32), so the noise is the same on every run. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Everyday spending like the synthetic family's: long-tailed merchants, random amounts, random days. */
function noise(count: number, seed: number): RecurrenceTransaction[] {
  const random = mulberry32(seed);
  const stems = ['Blue Bottle', 'Whole Foods', 'Shell', 'Uber', 'Target', 'Trader Joe', 'Chipotle', 'REI'];
  const cities = ['Oakland', 'Boston', 'Austin', 'Denver'];
  return Array.from({ length: count }, () => {
    const m = Math.min(399, Math.floor(400 * random() ** 3));
    const cents = 100 + Math.floor(random() * (random() < 0.1 ? 500_000 : 25_000));
    return expense(
      `${stems[m % stems.length]} ${cities[(m >> 3) % cities.length]} #${100 + m}`,
      centsToMoney(cents),
      day(-Math.floor(random() * 730)),
    );
  });
}

describe('merchantKey', () => {
  it('groups the spellings of one merchant', () => {
    expect(merchantKey('NETFLIX.COM #1234')).toBe('netflix com');
    expect(merchantKey('Netflix.com')).toBe('netflix com');
    expect(merchantKey('SQ *NETFLIX.COM 0412')).toBe('netflix com');
    expect(merchantKey('Blue Bottle Oakland #104')).toBe('blue bottle oakland');
    expect(merchantKey('Johnson & Sons')).toBe('johnson & sons');
    expect(merchantKey('#123')).toBe('');
  });
});

describe('money and days without floats', () => {
  it('reads and writes cents exactly', () => {
    expect(toCents('-15.4')).toBe(-1540);
    expect(toCents('0.07')).toBe(7);
    expect(toCents('1234567.89')).toBe(123456789);
    expect(centsToMoney(-1540)).toBe('-15.40');
    expect(centsToMoney(5)).toBe('0.05');
  });

  it('steps calendar months and clamps to the month end', () => {
    expect(nextCadenceDay('2026-01-31', 'monthly')).toBe('2026-02-28');
    expect(nextCadenceDay('2026-11-15', 'quarterly')).toBe('2027-02-15');
    expect(nextCadenceDay('2024-02-29', 'yearly')).toBe('2025-02-28');
    expect(nextCadenceDay('2026-12-30', 'weekly')).toBe('2027-01-06');
    expect(nextCadenceDay('2026-12-30', 'biweekly', 2)).toBe('2027-01-27');
  });

  it('steps twice a month between two days, the last day in every month', () => {
    const steps = (day: string, other: number) =>
      [1, 2, 3, 4, 5].map((k) => nextCadenceDay(day, 'semimonthly', k, other));
    expect(steps('2026-12-15', 1)).toEqual([
      '2027-01-01',
      '2027-01-15',
      '2027-02-01',
      '2027-02-15',
      '2027-03-01',
    ]);
    expect(steps('2027-01-15', 31)).toEqual([
      '2027-01-31',
      '2027-02-15',
      '2027-02-28',
      '2027-03-15',
      '2027-03-31',
    ]);
    // From the last day of a month (it stands for the last day of every month).
    expect(steps('2027-04-30', 15)).toEqual([
      '2027-05-15',
      '2027-05-31',
      '2027-06-15',
      '2027-06-30',
      '2027-07-15',
    ]);
    // Without the other day: half a month away.
    expect(nextCadenceDay('2027-01-05', 'semimonthly')).toBe('2027-01-20');
    expect(nextCadenceDay('2027-01-31', 'semimonthly')).toBe('2027-02-15');
  });
});

describe('detectRecurring', () => {
  it('finds a monthly subscription with its median amount and next day', () => {
    const rows = ['2026-08-15', '2026-09-15', '2026-10-14', '2026-11-16'].map((d, i) =>
      expense(i === 3 ? 'NETFLIX.COM #99' : 'Netflix.com', i === 0 ? '16.99' : '17.99', d),
    );
    expect(detectRecurring(rows, TODAY)).toEqual([
      {
        key: 'netflix com|expense|monthly',
        merchantKey: 'netflix com',
        name: 'NETFLIX.COM #99',
        direction: 'expense',
        amount: '17.99',
        cadence: 'monthly',
        occurrences: 4,
        firstDate: '2026-08-15',
        lastDate: '2026-11-16',
        nextDate: '2026-12-16',
        otherDay: null,
        regularity: 1,
      },
    ]);
  });

  it('tells each cadence by its interval', () => {
    const series = (merchant: string, step: number, count: number, type: 'income' | 'expense' = 'expense') =>
      Array.from({ length: count }, (_, i) => ({
        merchant,
        amount: type === 'income' ? '4200.00' : '-100.00',
        date: day(-3 - i * step),
        transactionType: type,
      }));
    const found = detectRecurring(
      [
        ...series('Dog Walker', 7, 6),
        ...series('Acme Payroll', 14, 8, 'income'),
        ...series('Rent', 30, 5),
        ...series('Water Utility', 91, 3),
        ...series('Costco Membership', 365, 2),
      ],
      TODAY,
    );
    expect(Object.fromEntries(found.map((f) => [f.name, f.cadence]))).toEqual({
      'Dog Walker': 'weekly',
      'Acme Payroll': 'biweekly',
      Rent: 'monthly',
      'Water Utility': 'quarterly',
      'Costco Membership': 'yearly',
    });
    expect(found.find((f) => f.name === 'Acme Payroll')).toMatchObject({
      direction: 'income',
      amount: '4200.00',
    });
    // Its next pay day is after today: the last one was 3 days ago, two weeks on.
    expect(found.find((f) => f.name === 'Acme Payroll')?.nextDate).toBe(day(11));
  });

  it('finds pay twice a month, on the 1st and the 15th or the 15th and the last day', () => {
    const found = detectRecurring(
      [
        ...twiceAMonth('Whitman Family Dentistry Payroll', '6148.27', [1, 15], '2025-06-01'),
        ...twiceAMonth('Acme Payroll', '3900.00', [15, 31], '2026-06-15'),
      ],
      TODAY,
    );
    expect(found.map((f) => [f.name, f.cadence, f.nextDate, f.otherDay, f.amount])).toEqual([
      ['Whitman Family Dentistry Payroll', 'semimonthly', '2026-12-15', 1, '6148.27'],
      ['Acme Payroll', 'semimonthly', '2026-12-15', 31, '3900.00'],
    ]);
    // Weekend moves (15 Nov 2026 is a Sunday: paid on Friday the 13th) stay within the pay-day jitter.
    expect(payday('2026-11-15')).toBe('2026-11-13');
    expect(PAY_DAY_JITTER).toBe(3);
  });

  it('does not take every two weeks for twice a month, nor twice a month for every two weeks', () => {
    for (const first of ['2026-01-02', '2026-06-05', '2026-09-11', '2026-10-09']) {
      const found = detectRecurring(everyTwoWeeks('Studio Terra Payroll', '4310.55', first), TODAY);
      expect([first, found.map((f) => f.cadence)]).toEqual([first, ['biweekly']]);
    }
    for (const [doms, from] of [
      [[15, 31], '2026-08-15'],
      [[15, 31], '2025-01-15'],
      [[1, 15], '2026-09-01'],
      [[5, 20], '2026-03-05'],
      [[10, 25], '2026-07-10'],
    ] as const) {
      const found = detectRecurring(twiceAMonth('Payroll', '5000.00', doms, from), TODAY);
      expect([doms, from, found.map((f) => f.cadence)]).toEqual([doms, from, ['semimonthly']]);
    }
  });

  it('needs three months of rows for twice a month', () => {
    const rows = twiceAMonth('Payroll', '5000.00', [1, 15], '2026-09-15');
    expect(rows).toHaveLength(MIN_OCCURRENCES.semimonthly);
    expect(detectRecurring(rows, TODAY).map((f) => f.cadence)).toEqual(['semimonthly']);
    expect(detectRecurring(rows.slice(1), TODAY).map((f) => f.cadence)).not.toContain('semimonthly');
  });

  it('accepts gaps within the jitter and refuses them beyond it', () => {
    const gaps = (extra: number) =>
      [0, 30 + extra, 61, 91 + extra].map((offset) => expense('Gym', '60.00', day(-95 + offset)));
    expect(detectRecurring(gaps(INTERVAL_JITTER.monthly), TODAY)).toHaveLength(1);
    expect(detectRecurring(gaps(INTERVAL_JITTER.monthly + 2), TODAY)).toEqual([]);
  });

  it('keeps a subscription with one late payment (three gaps in four regular)', () => {
    const offsets = [0, 30, 61, 80, 111];
    expect(
      detectRecurring(
        offsets.map((o) => expense('Spotify', '11.99', day(-115 + o))),
        TODAY,
      ),
    ).toHaveLength(1);
  });

  it('needs the minimum number of rows', () => {
    const monthly = (n: number) =>
      Array.from({ length: n }, (_, i) => expense('Hulu', '9.99', day(-5 - 30 * i)));
    expect(detectRecurring(monthly(MIN_OCCURRENCES.monthly - 1), TODAY)).toEqual([]);
    expect(detectRecurring(monthly(MIN_OCCURRENCES.monthly), TODAY)).toHaveLength(1);
  });

  it('leaves out amounts beyond the tolerance and splits one merchant into its items', () => {
    const base = 200;
    const far = (base * (1 + AMOUNT_TOLERANCE * 3)).toFixed(2);
    const rows = [
      ...Array.from({ length: 4 }, (_, i) => expense('City Gym', '200.00', day(-5 - 30 * i))),
      // A yearly fee at the same merchant, and a one-off far from both.
      expense('City Gym', '1200.00', day(-20)),
      expense('City Gym', '1190.00', day(-385)),
      expense('City Gym', far, day(-50)),
    ];
    const found = detectRecurring(rows, TODAY);
    expect(found.map((f) => [f.cadence, f.amount, f.occurrences])).toEqual([
      ['monthly', '200.00', 4],
      ['yearly', '1200.00', 2],
    ]);
  });

  it('takes two similar amounts a year apart at a merchant of varied spending for chance', () => {
    const pair = [expense('Shell #415', '2410.53', day(-12)), expense('Shell #415', '2395.10', day(-376))];
    expect(detectRecurring(pair, TODAY)).toHaveLength(1);
    expect(YEARLY_PAIR_MAX_AMOUNT_RUNS).toBe(3);
    const varied = ['38.20', '61.05', '12.99', '95.40'].map((amount, i) =>
      expense('Shell #415', amount, day(-40 * i - 3)),
    );
    expect(detectRecurring([...pair, ...varied], TODAY)).toEqual([]);
  });

  it('drops an item that has ended', () => {
    const old = Array.from({ length: 6 }, (_, i) => expense('Old Gym', '40.00', day(-100 - 30 * i)));
    expect(detectRecurring(old, TODAY)).toEqual([]);
  });

  it('ignores rows after today or before the lookback, and the order of the rows', () => {
    const rows = Array.from({ length: 5 }, (_, i) => expense('Rent', '2500.00', day(-2 - 30 * i)));
    const future = [expense('Rent', '2500.00', day(28)), expense('Rent', '2500.00', day(58))];
    const forward = detectRecurring([...rows, ...future], TODAY);
    expect(forward).toEqual(detectRecurring([...rows].reverse(), TODAY));
    expect(forward[0]?.occurrences).toBe(5);
  });

  it('finds the planted items among 100,000 rows of noise, and nothing in the noise alone', () => {
    const rows = noise(100_000, 36);
    expect(detectRecurring(rows, TODAY)).toEqual([]);
    const planted = [
      ...Array.from({ length: 24 }, (_, i) =>
        expense('Mortgage Servicing', '3100.00', nextCadenceDay('2024-12-01', 'monthly', i + 1)),
      ),
      ...Array.from({ length: 8 }, (_, i) =>
        expense('Netflix.com', '17.99', nextCadenceDay('2026-04-20', 'monthly', i)),
      ),
      ...twiceAMonth('Whitman Family Dentistry Payroll', '6148.27', [1, 15], '2024-12-01'),
      ...everyTwoWeeks('Studio Terra Payroll', '4310.55', '2025-01-03'),
    ];
    const found = detectRecurring([...rows, ...planted], TODAY);
    expect(found.map((f) => [f.name, f.cadence, f.amount])).toEqual([
      ['Whitman Family Dentistry Payroll', 'semimonthly', '6148.27'],
      ['Studio Terra Payroll', 'biweekly', '4310.55'],
      ['Mortgage Servicing', 'monthly', '3100.00'],
      ['Netflix.com', 'monthly', '17.99'],
    ]);
  });
});
