import Decimal from 'decimal.js';
import { daysBetween } from '../calendar';
import { jCurve, lpMetrics, programMetrics, xirr, type DatedFlow, type LedgerFlow } from './lp-returns';

/**
 * An independent reference: the XIRR equation Σ aᵢ / (1 + r)^(dᵢ/365) = 0 solved by plain bisection in
 * 60-digit decimal arithmetic (decimal.js's pow for fractional exponents), 200 halvings of a bracket the
 * caller gives. It shares nothing with the engine but the equation a spreadsheet's XIRR solves.
 */
function referenceXirr(flows: readonly DatedFlow[], low: number, high: number): number {
  const D = Decimal.clone({ precision: 60 });
  const first = flows.map((f) => f.date).sort()[0]!;
  const terms = flows.map((f) => ({
    amount: new D(String(f.amount)),
    exponent: new D(daysBetween(first, f.date)).dividedBy(365),
  }));
  const pv = (rate: Decimal.Instance) =>
    terms.reduce((sum, t) => sum.plus(t.amount.dividedBy(rate.plus(1).pow(t.exponent))), new D(0));
  let lo = new D(low);
  let hi = new D(high);
  const loSign = pv(lo).isNegative();
  if (pv(hi).isNegative() === loSign) throw new Error('The bracket does not change sign');
  for (let i = 0; i < 200; i++) {
    const mid = lo.plus(hi).dividedBy(2);
    if (pv(mid).isNegative() === loSign) lo = mid;
    else hi = mid;
  }
  return lo.plus(hi).dividedBy(2).toNumber();
}

describe('xirr', () => {
  it("gives the spreadsheet's answer to Microsoft's published XIRR example (0.373362535)", () => {
    // support.microsoft.com, "XIRR function": the example's result is 0.373362535 (37.34%).
    const flows: DatedFlow[] = [
      { date: '2008-01-01', amount: -10000 },
      { date: '2008-03-01', amount: 2750 },
      { date: '2008-10-30', amount: 4250 },
      { date: '2009-02-15', amount: 3250 },
      { date: '2009-04-01', amount: 2750 },
    ];
    expect(xirr(flows)).toBeCloseTo(0.373362535, 8);
    expect(referenceXirr(flows, 0, 1)).toBeCloseTo(0.373362535, 8);
  });

  it.each<[string, DatedFlow[], number, number]>([
    [
      'a buyout fund: three calls, two distributions and the NAV',
      [
        { date: '2019-03-15', amount: -250000 },
        { date: '2020-01-10', amount: -150000 },
        { date: '2021-06-30', amount: -100000 },
        { date: '2022-12-15', amount: 120000 },
        { date: '2024-04-01', amount: 210000 },
        { date: '2025-12-31', amount: 410000 },
      ],
      -0.5,
      1,
    ],
    [
      'a fund marked down (negative IRR)',
      [
        { date: '2022-04-01', amount: -150000 },
        { date: '2023-04-01', amount: 8000 },
        { date: '2025-10-01', amount: 118000 },
      ],
      -0.9,
      0.5,
    ],
    [
      'nearly everything lost (Newton from 10% overshoots below −100%: the bisection answers)',
      [
        { date: '2020-01-01', amount: -100000 },
        { date: '2021-01-01', amount: 500 },
      ],
      -0.9999,
      0,
    ],
    [
      'a tenfold return in four months (a rate in the thousands of percent)',
      [
        { date: '2024-01-01', amount: -1000 },
        { date: '2024-05-01', amount: 10000 },
      ],
      0,
      10000,
    ],
  ])('equals a 60-digit bisection for %s', (_name, flows, low, high) => {
    const reference = referenceXirr(flows, low, high);
    const rate = xirr(flows);
    expect(rate).not.toBeNull();
    expect(Math.abs(rate! - reference)).toBeLessThan(1e-7 * Math.max(1, Math.abs(reference)));
  });

  it('has no rate for flows that never change sign, or a single flow', () => {
    expect(xirr([{ date: '2024-01-01', amount: -1000 }])).toBeNull();
    expect(
      xirr([
        { date: '2024-01-01', amount: -1000 },
        { date: '2024-06-01', amount: -500 },
      ]),
    ).toBeNull();
    expect(xirr([])).toBeNull();
  });

  it('does not depend on the order the flows are given in', () => {
    const flows: DatedFlow[] = [
      { date: '2009-04-01', amount: 2750 },
      { date: '2008-01-01', amount: -10000 },
      { date: '2008-10-30', amount: 4250 },
      { date: '2009-02-15', amount: 3250 },
      { date: '2008-03-01', amount: 2750 },
    ];
    expect(xirr(flows)).toBeCloseTo(0.373362535, 8);
  });
});

describe('the LP measures, by hand', () => {
  // Commitment 250,000; calls 100,000 + 50,000 = 150,000 paid in; 30,000 distributed; NAV 160,000.
  const ledger: LedgerFlow[] = [
    { date: '2021-01-15', type: 'capital_call', amount: '100000.00' },
    { date: '2022-03-01', type: 'capital_call', amount: '50000.00' },
    { date: '2023-06-30', type: 'distribution', amount: '30000.00' },
  ];
  const today = '2025-01-15';

  it('sums the ledger and divides as an LP report does', () => {
    const m = lpMetrics({ commitment: '250000.00', nav: '160000.00', ledger }, today);
    expect(m).toEqual({
      commitment: '250000.00',
      paidIn: '150000.00',
      distributed: '30000.00',
      nav: '160000.00',
      unfunded: '100000.00',
      dpi: '0.2000', // 30,000 / 150,000
      rvpi: '1.0667', // 160,000 / 150,000 = 1.06666…
      tvpi: '1.2667', // 190,000 / 150,000 = 1.26666…
      irr: expect.any(String),
    });
    const reference = referenceXirr(
      [
        { date: '2021-01-15', amount: -100000 },
        { date: '2022-03-01', amount: -50000 },
        { date: '2023-06-30', amount: 30000 },
        { date: today, amount: 160000 },
      ],
      -0.5,
      1,
    );
    expect(Number(m.irr)).toBeCloseTo(reference, 6);
  });

  it('keeps cents exact where floats would not (0.10 + 0.20 paid in is 0.30)', () => {
    const m = lpMetrics(
      {
        commitment: '1.00',
        nav: '0.00',
        ledger: [
          { date: '2024-01-01', type: 'capital_call', amount: '0.10' },
          { date: '2024-02-01', type: 'capital_call', amount: '0.20' },
        ],
      },
      today,
    );
    expect(m.paidIn).toBe('0.30');
    expect(m.unfunded).toBe('0.70');
    expect(m.dpi).toBe('0.0000');
    expect(m.irr).toBeNull();
  });

  it('has no multiples before the first call, and no unfunded below zero', () => {
    expect(lpMetrics({ commitment: '50000.00', nav: '0.00', ledger: [] }, today)).toEqual({
      commitment: '50000.00',
      paidIn: '0.00',
      distributed: '0.00',
      nav: '0.00',
      unfunded: '50000.00',
      dpi: null,
      rvpi: null,
      tvpi: null,
      irr: null,
    });
    const overCalled = lpMetrics(
      {
        commitment: '100.00',
        nav: '0.00',
        ledger: [{ date: '2024-01-01', type: 'capital_call', amount: '120.00' }],
      },
      today,
    );
    expect(overCalled.unfunded).toBe('0.00');
  });

  it('totals a program from sums, not from an average of the multiples', () => {
    const second = {
      commitment: '100000.00',
      nav: '20000.00',
      ledger: [
        { date: '2022-01-01', type: 'capital_call', amount: '100000.00' },
        { date: '2024-01-01', type: 'distribution', amount: '100000.00' },
      ] as LedgerFlow[],
    };
    const program = programMetrics([{ commitment: '250000.00', nav: '160000.00', ledger }, second], today);
    // paid in 250,000; distributed 130,000; NAV 180,000; unfunded 100,000 + 0.
    expect(program).toMatchObject({
      commitment: '350000.00',
      paidIn: '250000.00',
      distributed: '130000.00',
      nav: '180000.00',
      unfunded: '100000.00',
      dpi: '0.5200',
      rvpi: '0.7200',
      tvpi: '1.2400',
    });
    const reference = referenceXirr(
      [
        { date: '2021-01-15', amount: -100000 },
        { date: '2022-03-01', amount: -50000 },
        { date: '2023-06-30', amount: 30000 },
        { date: today, amount: 160000 },
        { date: '2022-01-01', amount: -100000 },
        { date: '2024-01-01', amount: 100000 },
        { date: today, amount: 20000 },
      ],
      -0.5,
      1,
    );
    expect(Number(program.irr)).toBeCloseTo(reference, 6);
    expect(programMetrics([], today)).toMatchObject({ paidIn: '0.00', tvpi: null, irr: null });
  });

  it('draws the J-curve as cumulative sums per date', () => {
    expect(
      jCurve([
        ...ledger,
        { date: '2021-01-15', type: 'capital_call', amount: '0.05' },
        { date: '2021-01-15', type: 'distribution', amount: '0.10' },
      ]),
    ).toEqual([
      { date: '2021-01-15', calls: '100000.05', distributions: '0.10', net: '-99999.95' },
      { date: '2022-03-01', calls: '150000.05', distributions: '0.10', net: '-149999.95' },
      { date: '2023-06-30', calls: '150000.05', distributions: '30000.10', net: '-119999.95' },
    ]);
  });
});
