import { jest } from '@jest/globals';
import {
  DEFAULT_ASSET_MIX,
  DEFAULT_RETIREMENT_ASSUMPTIONS,
  FORECAST_MONTHS,
  calendar,
  detectRecurring,
  forecastCashFlow,
  insertAccountSchema,
  insertBeneficiarySchema,
  insertBudgetSchema,
  insertBusinessSchema,
  insertEstateDocumentSchema,
  insertHoldingSchema,
  insertInsurancePolicySchema,
  insertK1DocumentSchema,
  insertMortgageSchema,
  insertPlacementLedgerEntrySchema,
  insertPlannedEventSchema,
  insertPrivatePlacementSchema,
  insertProfessionalSchema,
  insertPropertySchema,
  insertRecommendationSchema,
  insertRecurringItemSchema,
  insertConversationSchema,
  insertConversationMessageSchema,
  insertTaxDocumentSchema,
  insertTransactionSchema,
  projectRetirement,
  retirementInputsSchema,
  sumMoney,
} from '@heirloom/contracts';
import Decimal from 'decimal.js';
import type { ZodType } from 'zod';
import { CONFIRMED_DETECTIONS, PLANNED_SPENDING, firstDayAfter } from './forecast';
import { buildDemoFamily, type DemoFamily } from './index';

const TODAY = new Date('2026-11-22T10:00:00.000Z');
const family = buildDemoFamily({ today: TODAY });
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('determinism', () => {
  it('builds the same family twice for the same day', () => {
    expect(buildDemoFamily({ today: TODAY })).toEqual(family);
  });

  it('ignores the time of day of the anchor', () => {
    expect(buildDemoFamily({ today: new Date('2026-11-22T23:59:59.999Z') })).toEqual(family);
  });

  describe('without the wall clock or Math.random', () => {
    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    it('gives the same family whatever the system time is', () => {
      const random = jest.spyOn(Math, 'random');
      jest.useFakeTimers({ now: new Date('2031-02-03T04:05:06.000Z') });
      const later = buildDemoFamily({ today: TODAY });
      jest.setSystemTime(new Date('2025-12-01T00:00:00.000Z'));
      const earlier = buildDemoFamily({ today: TODAY });
      expect(later).toEqual(family);
      expect(earlier).toEqual(family);
      expect(random).not.toHaveBeenCalled();
    });

    it('anchors to the current day only when no day is given', () => {
      jest.useFakeTimers({ now: TODAY });
      expect(buildDemoFamily()).toEqual(family);
    });
  });

  it('gives every row a unique uuid v4', () => {
    const ids = Object.values(family).flatMap((rows: { id: string }[]) => rows.map((row) => row.id));
    expect(ids.every((id) => UUID_V4.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the ids of undated rows and of each day’s transactions when the anchor moves', () => {
    const nextDay = buildDemoFamily({ today: new Date('2026-11-23T10:00:00.000Z') });
    expect(nextDay.accounts.map((a) => a.id)).toEqual(family.accounts.map((a) => a.id));
    expect(nextDay.properties).toEqual(family.properties);
    expect(nextDay.professionals).toEqual(family.professionals);
    const onDay = (f: DemoFamily, date: string) => f.transactions.filter((t) => t.date === date);
    expect(onDay(nextDay, '2026-06-10')).toEqual(onDay(family, '2026-06-10'));
  });

  it('refuses an anchor before the family’s fixed history ends', () => {
    expect(() => buildDemoFamily({ today: new Date('2025-01-01T00:00:00.000Z') })).toThrow(RangeError);
  });
});

describe('every row parses with its contracts insert schema, unchanged', () => {
  const schemas: Record<keyof DemoFamily, ZodType> = {
    accounts: insertAccountSchema,
    holdings: insertHoldingSchema,
    transactions: insertTransactionSchema,
    budgets: insertBudgetSchema,
    properties: insertPropertySchema,
    mortgages: insertMortgageSchema,
    insurancePolicies: insertInsurancePolicySchema,
    estateDocuments: insertEstateDocumentSchema,
    beneficiaries: insertBeneficiarySchema,
    taxDocuments: insertTaxDocumentSchema,
    privatePlacements: insertPrivatePlacementSchema,
    placementLedgerEntries: insertPlacementLedgerEntrySchema,
    businesses: insertBusinessSchema,
    k1Documents: insertK1DocumentSchema,
    professionals: insertProfessionalSchema,
    recommendations: insertRecommendationSchema,
    conversations: insertConversationSchema,
    conversationMessages: insertConversationMessageSchema,
    recurringItems: insertRecurringItemSchema,
    plannedEvents: insertPlannedEventSchema,
    retirementPlans: retirementInputsSchema,
  };

  it.each(Object.keys(schemas) as (keyof DemoFamily)[])('%s', (key) => {
    for (const row of family[key]) {
      // The timestamps are not insert fields (the loader writes them to the columns directly), nor are a
      // message's conversation (its path) and position (the API counts it).
      const {
        id: _id,
        createdAt: _createdAt,
        updatedAt: _updatedAt,
        conversationId: _conversationId,
        position: _position,
        placementId: _placementId,
        ...fields
      } = row as {
        id: string;
        createdAt?: Date;
        updatedAt?: Date;
        conversationId?: string;
        position?: number;
        placementId?: string;
      };
      expect(schemas[key].parse(fields)).toEqual(fields);
    }
  });
});

describe('coherence', () => {
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

  it("gives each placement's capital calls and distributions as its ledger's exact sums", () => {
    for (const placement of family.privatePlacements) {
      const entries = family.placementLedgerEntries.filter((e) => e.placementId === placement.id);
      const sum = (type: string) => sumMoney(entries.filter((e) => e.type === type).map((e) => e.amount));
      expect(entries.length).toBeGreaterThan(2);
      expect(sum('capital_call')).toBe(placement.capitalCalls);
      expect(sum('distribution')).toBe(placement.distributionsMade);
      expect(entries.every((e) => e.type === 'capital_call' || e.date >= placement.investmentDate)).toBe(
        true,
      );
    }
  });
  const accounts = byId(family.accounts);

  it("gives each investment account the exact sum of its holdings' current values", () => {
    const investment = family.accounts.filter((a) => a.accountType === 'investment');
    for (const account of investment) {
      const values = family.holdings.filter((h) => h.accountId === account.id).map((h) => h.currentValue);
      expect(values.length).toBeGreaterThan(0);
      expect(account.balance).toBe(sumMoney(values));
    }
  });

  it('derives each return from cost basis and current value, to two places', () => {
    for (const h of family.holdings) {
      const expected = new Decimal(h.currentValue)
        .minus(h.costBasis)
        .div(h.costBasis)
        .times(100)
        .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
        .toFixed(2);
      expect(h.returnPercent).toBe(expected);
    }
  });

  it('holds positions only in investment accounts', () => {
    expect(family.holdings.every((h) => accounts.get(h.accountId)?.accountType === 'investment')).toBe(true);
  });

  it('books transactions only on checking, savings and credit accounts', () => {
    const types = new Set(family.transactions.map((t) => accounts.get(t.accountId)?.accountType));
    expect([...types].sort()).toEqual(['checking', 'credit', 'savings']);
  });

  it('signs income positive and expenses negative', () => {
    for (const t of family.transactions) {
      expect(new Decimal(t.amount).isPositive()).toBe(t.transactionType === 'income');
      expect(t.category === 'Income').toBe(t.transactionType === 'income');
    }
  });

  it('leaves what budgets spent to the API: no stored figure', () => {
    for (const budget of family.budgets) expect(budget).not.toHaveProperty('currentSpent');
  });

  it('secures every mortgage on a generated property, one per property', () => {
    const properties = byId(family.properties);
    expect(family.mortgages.every((m) => properties.has(m.propertyId))).toBe(true);
    expect(new Set(family.mortgages.map((m) => m.propertyId)).size).toBe(family.properties.length);
  });

  it('has amortised each mortgage below its original amount', () => {
    for (const m of family.mortgages) {
      expect(new Decimal(m.currentBalance).lessThan(m.originalAmount)).toBe(true);
      expect(new Decimal(m.currentBalance).greaterThan(0)).toBe(true);
    }
  });

  it('points every K-1 at the placement or business that issued it', () => {
    const placements = byId(family.privatePlacements);
    const businesses = byId(family.businesses);
    for (const k1 of family.k1Documents) {
      const issuers = k1.entityType === 'private_placement' ? placements : businesses;
      expect(issuers.has(k1.entityId)).toBe(true);
    }
  });

  it('points every recommendation at the entity it is about', () => {
    const related = (type: string) =>
      family.recommendations.filter((r) => r.type === type).map((r) => r.relatedEntityId);
    const mortgages = byId(family.mortgages);
    const holdings = byId(family.holdings);
    const documents = byId(family.estateDocuments);
    const policies = byId(family.insurancePolicies);
    const professionals = byId(family.professionals);

    expect(related('refinance').every((id) => Number(mortgages.get(id ?? '')?.interestRate) > 7)).toBe(true);
    expect(
      related('tax_harvest').every((id) => {
        const holding = holdings.get(id ?? '');
        return holding !== undefined && new Decimal(holding.returnPercent ?? '').isNegative();
      }),
    ).toBe(true);
    expect(related('estate_update').every((id) => documents.get(id ?? '')?.status === 'outdated')).toBe(true);
    expect(related('insurance_review').every((id) => policies.has(id ?? ''))).toBe(true);
    expect(
      related('professional_referral').every((id) => documents.has(id ?? '') || professionals.has(id ?? '')),
    ).toBe(true);
  });

  it('dates every recommendation in the past, newest first', () => {
    const created = family.recommendations.map((r) => r.createdAt.getTime());
    expect(created.every((time) => time < TODAY.getTime())).toBe(true);
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('plans Daniel’s retirement at 62 and Claire’s at 60, past their ages, with their Social Security', () => {
    const [plan] = family.retirementPlans;
    expect(family.retirementPlans).toHaveLength(1);
    const year = TODAY.getUTCFullYear();
    expect(plan!.adults.map((a) => [a.name, year - a.birthYear, a.retirementAge, a.lifeExpectancy])).toEqual([
      ['Daniel', 48, 62, 95],
      ['Claire', 47, 60, 95],
    ]);
    expect(plan!.adults.every((a) => Number(a.benefitAnnual) > 0 && a.benefitStartAge === 67)).toBe(true);
    // Spending, savings, wealth and mix are the family's data, worked out by the API on every read.
    expect(plan).toMatchObject({
      annualSpending: null,
      annualSavings: null,
      startingWealth: null,
      mix: null,
    });
    // The plan runs: from Daniel's 48 to Claire's 95 (the household's last year).
    const result = projectRetirement(
      {
        adults: plan!.adults,
        startingWealth: sumMoney(
          family.accounts
            .filter((a) => ['checking', 'savings', 'investment'].includes(a.accountType))
            .map((a) => a.balance),
        ),
        annualSavings: '0.00',
        annualSpending: '150000.00',
        mix: DEFAULT_ASSET_MIX,
        assumptions: DEFAULT_RETIREMENT_ASSUMPTIONS,
      },
      { year },
    );
    expect(result.ages[0]).toBe(48);
    expect(result.ages.at(-1)).toBe(48 + 95 - 47);
  });

  describe('the cash-flow forecast', () => {
    const today = calendar.utcDayOf(TODAY);
    const detected = detectRecurring(family.transactions, today);

    it('confirms the salary, the distribution and three subscriptions as the detector finds them, with their keys', () => {
      expect(family.recurringItems.map((i) => i.detectionKey)).toEqual(
        CONFIRMED_DETECTIONS.map((c) => c.key),
      );
      for (const item of family.recurringItems) {
        const detection = detected.find((d) => d.key === item.detectionKey);
        expect(detection).toBeDefined();
        expect(item).toMatchObject({
          name: detection!.name,
          direction: detection!.direction,
          amount: detection!.amount,
          cadence: detection!.cadence,
          nextDate: detection!.nextDate,
          otherDay: detection!.otherDay,
          status: 'confirmed',
          source: 'detected',
        });
      }
      expect(family.recurringItems.filter((i) => i.direction === 'income').map((i) => i.name)).toEqual([
        'Studio Terra Payroll',
        'Whitman Family Dentistry Payroll',
        'Whitman Family Dentistry Distribution',
      ]);
      // Daniel's pay on the 1st and the 15th is twice a month, on those two days.
      const daniel = family.recurringItems.find((i) => i.name === 'Whitman Family Dentistry Payroll')!;
      expect(daniel.cadence).toBe('semimonthly');
      expect([Number(daniel.nextDate.slice(8)), daniel.otherDay].sort((a, b) => a! - b!)).toEqual([1, 15]);
      // The rest of what the detector finds stays a suggestion.
      expect(detected.length - family.recurringItems.length).toBeGreaterThanOrEqual(5);
    });

    it('confirms items for every anchor day the family can be built for', () => {
      for (const day of ['2025-10-16', '2026-02-28', '2026-07-01', '2027-03-31']) {
        const f = buildDemoFamily({ today: new Date(`${day}T12:00:00.000Z`) });
        expect(f.recurringItems).toHaveLength(CONFIRMED_DETECTIONS.length);
        expect(f.recurringItems.every((i) => i.nextDate >= day)).toBe(true);
      }
    });

    it('plans each event on the first of its days after the anchor, within the twelve months forecast', () => {
      expect(
        firstDayAfter('2026-04-01', [
          [4, 1],
          [5, 1],
        ]),
      ).toBe('2026-05-01');
      expect(
        firstDayAfter('2026-03-31', [
          [4, 1],
          [5, 1],
        ]),
      ).toBe('2026-04-01');
      expect(
        firstDayAfter('2026-05-02', [
          [4, 1],
          [5, 1],
        ]),
      ).toBe('2027-04-01');
      expect(
        firstDayAfter('2026-12-31', [
          [7, 15],
          [8, 15],
        ]),
      ).toBe('2027-07-15');
      for (let offset = 0; offset < 366; offset++) {
        const day = calendar.addDays('2026-01-01', offset);
        const horizon = calendar.addMonths(`${day.slice(0, 7)}-01`, FORECAST_MONTHS);
        for (const { due } of PLANNED_SPENDING) {
          const date = firstDayAfter(day, due);
          expect(date > day && date < horizon).toBe(true);
        }
      }
      expect(family.plannedEvents.map((e) => [e.date, e.direction])).toEqual([
        ['2027-04-01', 'expense'],
        ['2027-07-15', 'expense'],
      ]);
    });

    it('puts every confirmed item and planned event in the forecast', () => {
      const result = forecastCashFlow({
        today,
        startingBalance: '100000.00',
        monthlyExpenses: '10000.00',
        floor: null,
        recurring: family.recurringItems,
        mortgages: [],
        insurance: [],
        funds: [],
        latestReturn: null,
        plannedEvents: family.plannedEvents,
      });
      const sources = new Set(result.months.flatMap((m) => m.items.map((i) => i.sourceId)));
      for (const row of [...family.recurringItems, ...family.plannedEvents])
        expect(sources.has(row.id)).toBe(true);
    });
  });
});
