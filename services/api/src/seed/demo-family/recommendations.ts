// A few recommendations in each status, written from the family's own figures so that their
// numbers match what the screens show.
import type { InsertRecommendation } from '@heirloom/contracts';
import type { AccountsPart, HoldingRow } from './accounts';
import { addDays, atTime } from './calendar';
import type { DemoContext } from './context';
import { Dec, money, monthlyPayment, sum } from './decimal';
import type { EstatePart } from './estate';
import type { InsurancePart, InsurancePolicyRow } from './insurance';
import type { ProfessionalsPart } from './professionals';
import { idsFor } from './random';
import type { MortgageRow, RealEstatePart } from './real-estate';
import type { TaxDocumentRow } from './tax';

/** The insert schema leaves createdAt to the database; the demo dates its recommendations itself. */
export type RecommendationRow = InsertRecommendation & { id: string; createdAt: Date };

/** The rate a refinance would get today: the assumption behind the refinance figures. */
export const MARKET_MORTGAGE_RATE = '6.25';
/** Closing costs as a share of the loan. */
const CLOSING_COST_RATE = '0.02';
/** Long-term capital gains at 20% plus the 3.8% net investment income tax. */
const CAPITAL_GAINS_RATE = '0.238';

const dollars = (value: Dec | string) =>
  `$${new Dec(value).toDecimalPlaces(0).toNumber().toLocaleString('en-US')}`;

export interface RecommendationSources {
  accounts: AccountsPart;
  realEstate: RealEstatePart;
  insurance: InsurancePart;
  estate: EstatePart;
  professionals: ProfessionalsPart;
  taxDocuments: readonly TaxDocumentRow[];
}

function refinance(mortgage: MortgageRow, paymentsLeft: number) {
  const newPayment = monthlyPayment(mortgage.currentBalance, MARKET_MORTGAGE_RATE, paymentsLeft);
  const monthlySaving = new Dec(mortgage.monthlyPayment).minus(newPayment);
  const closingCosts = new Dec(mortgage.currentBalance).times(CLOSING_COST_RATE);
  const paybackMonths = closingCosts.div(monthlySaving).ceil().toNumber();
  return { monthlySaving, paybackMonths, annualSaving: monthlySaving.times(12) };
}

function harvestableLosses(holdings: readonly HoldingRow[], taxableAccountId: string) {
  // Losses only count in a taxable account; inside an IRA or 401(k) there is nothing to harvest.
  const losers = holdings
    .filter((h) => h.accountId === taxableAccountId && new Dec(h.currentValue).lessThan(h.costBasis))
    .map((h) => ({ holding: h, loss: new Dec(h.costBasis).minus(h.currentValue) }))
    .sort((a, b) => b.loss.comparedTo(a.loss));
  return { losers, total: sum(losers.map((l) => l.loss)) };
}

const lifeCoverage = (policies: readonly InsurancePolicyRow[]) =>
  sum(policies.filter((p) => p.policyType === 'life').map((p) => p.coverageAmount));

export function buildRecommendations(
  { today }: DemoContext,
  sources: RecommendationSources,
): RecommendationRow[] {
  const recommendationId = idsFor('recommendations');
  const createdDaysAgo = (days: number, hour: number) => atTime(addDays(today, -days), hour, 15);

  const { realEstate, accounts } = sources;
  const rental = realEstate.mortgages.find((m) => m.id === realEstate.ids.mortgages.rental);
  if (!rental) throw new Error('The rental mortgage is missing');
  const refi = refinance(rental, realEstate.paymentsLeft.rental);

  const harvest = harvestableLosses(accounts.holdings, accounts.ids.brokerage);
  const [largest, second, third] = harvest.losers;
  if (!largest || !second || !third) throw new Error('The brokerage needs at least three losing positions');

  const latestReturn = sources.taxDocuments.filter((d) => d.documentType === '1040').at(-1);
  if (!latestReturn?.totalIncome) throw new Error('The latest 1040 is missing');
  const lifeTarget = new Dec(latestReturn.totalIncome).times(10);
  const lifeTotal = lifeCoverage(sources.insurance.insurancePolicies);
  const homeowners = sources.insurance.insurancePolicies.find(
    (p) => p.id === sources.insurance.ids.homeowners,
  );
  if (!homeowners?.expirationDate) throw new Error('The homeowners policy is missing');

  const rows: Omit<RecommendationRow, 'id'>[] = [
    {
      type: 'refinance',
      title: 'Refinance the Larimer Street rental mortgage',
      description:
        `The rental's ${rental.interestRate}% loan is well above today's rates of about ${MARKET_MORTGAGE_RATE}%. ` +
        `Refinancing the ${dollars(rental.currentBalance)} balance over the remaining term would lower the payment ` +
        `by about ${dollars(refi.monthlySaving)} a month; closing costs of about 2% pay back in ` +
        `${refi.paybackMonths} months.`,
      potentialSavings: money(refi.annualSaving),
      priority: 'high',
      status: 'new',
      createdAt: createdDaysAgo(2, 9),
      relatedEntityId: rental.id,
    },
    {
      type: 'tax_harvest',
      title: `Harvest ${dollars(harvest.total)} of losses in the Schwab brokerage`,
      description:
        `${harvest.losers.length} positions in your taxable brokerage are below cost, led by ` +
        `${largest.holding.symbol} (${dollars(largest.loss)}), ${second.holding.symbol} (${dollars(second.loss)}) ` +
        `and ${third.holding.symbol} (${dollars(third.loss)}). Realising the losses and buying similar funds ` +
        'would offset gains from trimming NVDA without changing your market exposure.',
      potentialSavings: money(harvest.total.times(CAPITAL_GAINS_RATE)),
      priority: 'high',
      status: 'new',
      createdAt: createdDaysAgo(3, 14),
      relatedEntityId: largest.holding.id,
    },
    {
      type: 'insurance_review',
      title: 'Review the homeowners policy before it renews',
      description:
        `Your Chubb homeowners policy expires on ${homeowners.expirationDate}. Rebuilding costs in Cherry Hills ` +
        'Village have risen since the coverage was set; confirm the dwelling limit and shop the renewal.',
      potentialSavings: null,
      priority: 'medium',
      status: 'new',
      createdAt: createdDaysAgo(4, 11),
      relatedEntityId: sources.insurance.ids.homeowners,
    },
    {
      type: 'estate_update',
      title: 'Update your 2017 wills',
      description:
        'Your wills predate the Breckenridge condo, the rental, both funds and the partnership, and name ' +
        'guardians who have moved abroad. There is no trust, so everything would go through probate.',
      potentialSavings: null,
      priority: 'high',
      status: 'reviewed',
      createdAt: createdDaysAgo(21, 10),
      relatedEntityId: sources.estate.ids.wills,
    },
    {
      type: 'professional_referral',
      title: 'Add an estate planning attorney to your team',
      description:
        'The attorney who drew your wills has retired and no one in your network does estate work. An estate ' +
        'planner can update the wills, set up a revocable trust and review the practice succession plan.',
      potentialSavings: null,
      priority: 'medium',
      status: 'reviewed',
      createdAt: createdDaysAgo(21, 10),
      relatedEntityId: sources.estate.ids.wills,
    },
    {
      type: 'insurance_review',
      title: 'Close the life insurance gap',
      description:
        `Your life cover totals ${dollars(lifeTotal)}, below the usual ten times household income ` +
        `(${dollars(lifeTarget)} on your ${latestReturn.taxYear} return). A term policy on Daniel would close ` +
        `the ${dollars(lifeTarget.minus(lifeTotal))} gap.`,
      potentialSavings: null,
      priority: 'medium',
      status: 'reviewed',
      createdAt: createdDaysAgo(35, 16),
      relatedEntityId: sources.insurance.ids.danielLife,
    },
    {
      type: 'insurance_review',
      title: 'Raise umbrella coverage to $2 million',
      description:
        'With a rental, a vacation home and a teenage driver, $1 million of umbrella cover was thin. ' +
        'Raised to $2 million at renewal for $310 a year more.',
      potentialSavings: null,
      priority: 'low',
      status: 'completed',
      createdAt: createdDaysAgo(118, 9),
      relatedEntityId: sources.insurance.ids.umbrella,
    },
    {
      type: 'professional_referral',
      title: 'Add a K-1 specialist for the partnership and fund filings',
      description:
        'Four K-1s a year, some arriving in late summer, made every October filing a scramble. ' +
        'Alan Whitcomb now reconciles them as they arrive.',
      potentialSavings: null,
      priority: 'low',
      status: 'completed',
      createdAt: createdDaysAgo(164, 13),
      relatedEntityId: sources.professionals.ids.taxSpecialist,
    },
  ];
  return rows.map((row) => ({ id: recommendationId(), ...row }));
}
