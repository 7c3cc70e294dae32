// One assertion per requirement of issue 3's demo family, and per finding the AI analyst must be
// able to make from it.
import {
  policyTypes,
  sampleBudgetCategories,
  sampleTransactionCategories,
  sumMoney,
} from '@heirloom/contracts';
import Decimal from 'decimal.js';
import { buildDemoFamily, type DemoFamily } from './index';
import { monthlyPayment } from './decimal';

const TODAY = new Date('2026-11-22T10:00:00.000Z');
const family = buildDemoFamily({ today: TODAY });

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysFrom = (today: Date, date: string) =>
  Math.round((Date.parse(date) - Date.parse(isoDay(today))) / DAY_MS);
const distinct = <T>(values: T[]) => [...new Set(values)].sort();
const total = (values: string[]) => new Decimal(sumMoney(values));
/** The last twelve calendar months, the anchor's month last ('2025-12' ... '2026-11'). */
function lastTwelveMonths(today: Date): string[] {
  return Array.from({ length: 12 }, (_, i) =>
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11 + i, 1)).toISOString().slice(0, 7),
  );
}
const latestTaxDocument = (f: DemoFamily) =>
  [...f.taxDocuments]
    .sort((a, b) => a.taxYear - b.taxYear || (a.uploadDate?.getTime() ?? 0) - (b.uploadDate?.getTime() ?? 0))
    .at(-1);

describe('the issue 3 demo family', () => {
  it('has 8+ accounts of all four types', () => {
    expect(family.accounts.length).toBeGreaterThanOrEqual(8);
    expect(distinct(family.accounts.map((a) => a.accountType))).toEqual([
      'checking',
      'credit',
      'investment',
      'savings',
    ]);
  });

  it('has joint checking and savings, two credit cards, and brokerage, IRA and 401(k) accounts', () => {
    const names = family.accounts.map((a) => `${a.accountType}:${a.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^checking:.*Joint/),
        expect.stringMatching(/^savings:/),
        expect.stringMatching(/^investment:.*Brokerage/),
        expect.stringMatching(/^investment:.*IRA/),
        expect.stringMatching(/^investment:.*401\(k\)/),
      ]),
    );
    expect(family.accounts.filter((a) => a.accountType === 'credit')).toHaveLength(2);
  });

  it('owes on its cards (negative balances) within their limits, so utilization has a figure', () => {
    const cards = family.accounts.filter((a) => a.accountType === 'credit');
    for (const card of cards) {
      expect(new Decimal(card.balance).isNegative()).toBe(true);
      expect(new Decimal(card.balance).abs().lessThan(card.creditLimit ?? '0')).toBe(true);
    }
    expect(
      family.accounts.filter((a) => a.creditLimit !== null).every((a) => a.accountType === 'credit'),
    ).toBe(true);
  });

  it('has 25+ holdings with both winners and losers', () => {
    expect(family.holdings.length).toBeGreaterThanOrEqual(25);
    const returns = family.holdings.map((h) => new Decimal(h.returnPercent ?? ''));
    expect(returns.some((r) => r.greaterThan(0))).toBe(true);
    expect(returns.some((r) => r.lessThan(0))).toBe(true);
  });

  it('has 500+ transactions', () => {
    expect(family.transactions.length).toBeGreaterThanOrEqual(500);
  });

  it('spreads the transactions over the twelve months up to today', () => {
    const dates = family.transactions.map((t) => t.date).sort();
    expect(daysFrom(TODAY, dates[0] ?? '')).toBeGreaterThanOrEqual(-365);
    expect(daysFrom(TODAY, dates.at(-1) ?? '')).toBeLessThanOrEqual(0);
    expect(distinct(family.transactions.map((t) => t.date.slice(0, 7)))).toEqual(
      expect.arrayContaining(lastTwelveMonths(TODAY)),
    );
  });

  it("uses the spec's categories, all of them", () => {
    const specCategories = distinct([...sampleTransactionCategories, ...sampleBudgetCategories]);
    expect(distinct(family.transactions.map((t) => t.category))).toEqual(specCategories);
  });

  it("has this month's budgets for the spec's six categories", () => {
    expect(distinct(family.budgets.map((b) => b.category))).toEqual(distinct([...sampleBudgetCategories]));
    expect(family.budgets.every((b) => b.year === 2026 && b.month === 11)).toBe(true);
  });

  it('has 3 properties, a primary residence, a rental and a vacation home, each with a mortgage', () => {
    expect(distinct(family.properties.map((p) => p.propertyType))).toEqual([
      'investment',
      'primary_residence',
      'vacation',
    ]);
    expect(family.mortgages).toHaveLength(3);
  });

  it('has one mortgage above 7%', () => {
    expect(family.mortgages.filter((m) => new Decimal(m.interestRate).greaterThan(7))).toHaveLength(1);
  });

  it('has 5+ policies of all four types', () => {
    expect(family.insurancePolicies.length).toBeGreaterThanOrEqual(5);
    expect(distinct(family.insurancePolicies.map((p) => p.policyType))).toEqual(distinct([...policyTypes]));
  });

  it('has one policy expiring within 90 days', () => {
    const expiring = family.insurancePolicies.filter((p) => {
      const days = p.expirationDate === null ? Infinity : daysFrom(TODAY, p.expirationDate);
      return days >= 0 && days <= 90;
    });
    expect(expiring).toHaveLength(1);
  });

  it('has active, draft and outdated estate documents, and beneficiaries', () => {
    expect(distinct(family.estateDocuments.map((d) => d.status))).toEqual(['active', 'draft', 'outdated']);
    expect(family.beneficiaries.length).toBeGreaterThan(0);
  });

  it('has tax documents for 3 years', () => {
    expect(distinct(family.taxDocuments.map((d) => d.taxYear))).toEqual([2023, 2024, 2025]);
  });

  it('has a private equity fund and a real estate fund', () => {
    expect(distinct(family.privatePlacements.map((p) => p.investmentType))).toEqual([
      'private_equity',
      'real_estate_fund',
    ]);
  });

  it('has the dental practice LLC and a real estate partnership', () => {
    expect(distinct(family.businesses.map((b) => b.businessType))).toEqual(['llc', 'partnership']);
  });

  it('has K-1s from placements and businesses, including tax year 2024', () => {
    expect(distinct(family.k1Documents.map((k) => k.entityType))).toEqual(['business', 'private_placement']);
    expect(family.k1Documents.filter((k) => k.taxYear === 2024)).toHaveLength(4);
  });

  it('has 6+ professionals of several types', () => {
    expect(family.professionals.length).toBeGreaterThanOrEqual(6);
    expect(distinct(family.professionals.map((p) => p.type)).length).toBeGreaterThanOrEqual(4);
  });

  it('has 2-3 recommendations in each status', () => {
    for (const status of ['new', 'reviewed', 'completed']) {
      const count = family.recommendations.filter((r) => r.status === status).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(3);
    }
  });

  it('uses every stored recommendation type', () => {
    expect(distinct(family.recommendations.map((r) => r.type))).toEqual([
      'estate_update',
      'insurance_review',
      'professional_referral',
      'refinance',
      'tax_harvest',
    ]);
  });

  it('is worth $4-6M, whether a partnership counts at full value or at the family’s share', () => {
    const liquid = total(family.accounts.map((a) => a.balance));
    const placements = total(family.privatePlacements.map((p) => p.currentValue));
    const equity = total(family.properties.map((p) => p.currentValue)).minus(
      total(family.mortgages.map((m) => m.currentBalance)),
    );
    const full = total(family.businesses.map((b) => b.currentValuation));
    const share = total(
      family.businesses.map((b) =>
        new Decimal(b.currentValuation).times(b.ownershipPercentage).div(100).toFixed(2),
      ),
    );
    for (const businesses of [full, share]) {
      const netWorth = liquid.plus(placements).plus(businesses).plus(equity);
      expect(netWorth.toNumber()).toBeGreaterThanOrEqual(4_000_000);
      expect(netWorth.toNumber()).toBeLessThanOrEqual(6_000_000);
    }
  });
});

describe('the findings the AI analyst can make', () => {
  it('refinance: a mortgage above 7% pays back refinancing at 6.25% within three years', () => {
    const [loan] = family.mortgages.filter((m) => new Decimal(m.interestRate).greaterThan(7));
    if (!loan) throw new Error('no mortgage above 7%');
    const maturity = new Date(`${loan.maturityDate}T00:00:00Z`);
    const monthsLeft =
      (maturity.getUTCFullYear() - TODAY.getUTCFullYear()) * 12 +
      maturity.getUTCMonth() -
      TODAY.getUTCMonth();
    const saving = new Decimal(loan.monthlyPayment).minus(
      monthlyPayment(loan.currentBalance, '6.25', monthsLeft),
    );
    const closingCosts = new Decimal(loan.currentBalance).times('0.02');
    expect(monthsLeft).toBeGreaterThan(240);
    expect(closingCosts.div(saving).toNumber()).toBeLessThan(36);
  });

  it('tax-loss harvesting: several holdings in the taxable brokerage are below cost', () => {
    const brokerage = family.accounts.find((a) => a.name.includes('Brokerage'));
    const losers = family.holdings.filter(
      (h) => h.accountId === brokerage?.id && new Decimal(h.currentValue).lessThan(h.costBasis),
    );
    expect(losers.length).toBeGreaterThanOrEqual(3);
  });

  describe('estate', () => {
    const core = ['will', 'trust', 'power_of_attorney', 'healthcare_directive'];
    const hasCore = (kind: string) => family.estateDocuments.some((d) => d.documentType.includes(kind));

    it('has exactly one outdated document', () => {
      expect(family.estateDocuments.filter((d) => d.status === 'outdated')).toHaveLength(1);
    });

    it('has a will last updated more than 5 years ago', () => {
      const wills = family.estateDocuments.filter((d) => d.documentType.includes('will'));
      const fiveYearsAgo = isoDay(
        new Date(Date.UTC(TODAY.getUTCFullYear() - 5, TODAY.getUTCMonth(), TODAY.getUTCDate())),
      );
      expect(wills.some((w) => w.lastUpdated < fiveYearsAgo)).toBe(true);
    });

    it('has exactly one draft', () => {
      expect(family.estateDocuments.filter((d) => d.status === 'draft')).toHaveLength(1);
    });

    it('misses exactly one of the four core documents: the trust', () => {
      expect(core.filter((kind) => !hasCore(kind))).toEqual(['trust']);
    });

    it('splits the beneficiaries’ shares to exactly 100%', () => {
      expect(sumMoney(family.beneficiaries.map((b) => b.percentage ?? '0'))).toBe('100.00');
    });
  });

  it('insurance: life cover is below 10x the income on the latest tax document', () => {
    const latest = latestTaxDocument(family);
    const life = total(
      family.insurancePolicies.filter((p) => p.policyType === 'life').map((p) => p.coverageAmount),
    );
    expect(life.lessThan(new Decimal(latest?.totalIncome ?? '0').times(10))).toBe(true);
  });

  it('investment: one holding is more than 25% of the portfolio', () => {
    const portfolio = total(family.holdings.map((h) => h.currentValue));
    const concentrated = family.holdings.filter((h) =>
      new Decimal(h.currentValue).div(portfolio).greaterThan('0.25'),
    );
    expect(concentrated.map((h) => h.symbol)).toEqual(['NVDA']);
  });

  it('investment: checking and savings hold more than twice six months of spending', () => {
    const cash = total(
      family.accounts
        .filter((a) => a.accountType === 'checking' || a.accountType === 'savings')
        .map((a) => a.balance),
    );
    const yearOfSpending = total(
      family.transactions
        .filter((t) => t.transactionType === 'expense')
        .map((t) => new Decimal(t.amount).abs().toFixed(2)),
    );
    expect(cash.greaterThan(yearOfSpending.div(2).times(6))).toBe(true);
  });

  it('professional referral: there is no estate planner in the network', () => {
    expect(family.professionals.some((p) => p.type === 'estate_planner')).toBe(false);
  });
});

// The loader builds the family on whatever day the database is first created: the time-bound
// requirements must hold on any anchor day, not only the one above.
describe.each([
  '2025-10-16',
  '2026-01-01',
  '2026-02-28',
  '2026-03-31',
  '2026-07-15',
  '2026-10-14',
  '2026-10-15',
  '2027-06-30',
  '2029-12-31',
  '2034-04-01',
])('anchored on %s', (day) => {
  const today = new Date(`${day}T12:00:00.000Z`);
  const f = buildDemoFamily({ today });

  it('has 500+ transactions spread over the twelve months up to today', () => {
    expect(f.transactions.length).toBeGreaterThanOrEqual(500);
    expect(f.transactions.every((t) => daysFrom(today, t.date) <= 0 && daysFrom(today, t.date) > -366)).toBe(
      true,
    );
    expect(distinct(f.transactions.map((t) => t.date.slice(0, 7)))).toEqual(
      expect.arrayContaining(lastTwelveMonths(today)),
    );
  });

  it("budgets this month's spending, with real spending in every budget category", () => {
    expect(
      f.budgets.every((b) => b.year === today.getUTCFullYear() && b.month === today.getUTCMonth() + 1),
    ).toBe(true);
    const month = day.slice(0, 7);
    for (const budget of f.budgets) {
      expect(
        f.transactions.some(
          (t) =>
            t.transactionType === 'expense' && t.category === budget.category && t.date.startsWith(month),
        ),
      ).toBe(true);
    }
  });

  it('has one policy expiring within 90 days and none expired', () => {
    const days = f.insurancePolicies.map((p) =>
      p.expirationDate === null ? Infinity : daysFrom(today, p.expirationDate),
    );
    expect(days.filter((d) => d <= 90)).toHaveLength(1);
    expect(days.every((d) => d > 0)).toBe(true);
  });

  it('has three filed tax years, K-1s for 2024, and nothing uploaded after today', () => {
    expect(distinct(f.taxDocuments.map((d) => d.taxYear))).toHaveLength(3);
    expect(f.k1Documents.some((k) => k.taxYear === 2024)).toBe(true);
    const uploads = [...f.taxDocuments, ...f.k1Documents].map((d) => d.uploadDate?.getTime() ?? Infinity);
    expect(uploads.every((time) => time <= today.getTime())).toBe(true);
  });

  it('keeps the refinance, concentration and life-insurance findings true', () => {
    const loan = f.mortgages.find((m) => new Decimal(m.interestRate).greaterThan(7));
    expect(new Decimal(loan?.currentBalance ?? '0').greaterThan(0)).toBe(true);
    const life = total(
      f.insurancePolicies.filter((p) => p.policyType === 'life').map((p) => p.coverageAmount),
    );
    expect(life.lessThan(new Decimal(latestTaxDocument(f)?.totalIncome ?? '0').times(10))).toBe(true);
    const portfolio = total(f.holdings.map((h) => h.currentValue));
    expect(f.holdings.some((h) => new Decimal(h.currentValue).div(portfolio).greaterThan('0.25'))).toBe(true);
  });

  it('dates nothing after today', () => {
    const dated = [
      ...f.estateDocuments.map((d) => d.lastUpdated),
      ...f.properties.map((p) => p.purchaseDate),
      ...f.mortgages.map((m) => m.startDate),
      ...f.insurancePolicies.map((p) => p.startDate),
      ...f.privatePlacements.map((p) => p.investmentDate),
      ...f.businesses.map((b) => b.foundedDate),
    ];
    expect(dated.every((date) => daysFrom(today, date) <= 0)).toBe(true);
  });
});
