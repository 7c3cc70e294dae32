// The built-in analyst's answer to each topic, written from the family's own figures. Every function
// takes the facts and answers a few sentences and bullets (plain text, simple markdown). The tools
// (tools/) render their results with them, and the area reviews reuse them.
import Decimal from 'decimal.js';
import { formatAssumption } from '../analytics';
import type { FamilyFacts } from './family-facts';
import {
  asText,
  formatDate,
  formatMoney,
  formatMoneyLead,
  formatMonth,
  formatPercent,
  formatRate,
  humanize,
  listOf,
  plural,
} from './format';

export const EDUCATION_NOTE =
  'This is education based on your recorded data, not regulated financial, tax or legal advice.';

const positive = (value: string | null | undefined) => value != null && new Decimal(value).greaterThan(0);
const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');
const section = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join('\n\n');

const professionalLabels: Record<string, string> = {
  cpa: 'CPA',
  attorney: 'attorney',
  financial_advisor: 'financial advisor',
  insurance_agent: 'insurance agent',
  mortgage_broker: 'mortgage broker',
  loan_officer: 'loan officer',
  estate_planner: 'estate planner',
  tax_specialist: 'tax specialist',
};
export const professionalLabel = (type: string) => professionalLabels[type] ?? humanize(type).toLowerCase();
const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
const withoutArticle = (label: string) => label.replace(/^an? /i, '');

const businessTypeLabels: Record<string, string> = {
  llc: 'LLC',
  s_corp: 'S corporation',
  c_corp: 'C corporation',
  partnership: 'partnership',
  sole_proprietorship: 'sole proprietorship',
};

/** "Your network includes Jane Doe (CPA)." for the first professionals of the given types, if any. */
function inNetwork(facts: FamilyFacts, types: readonly string[]): string | null {
  const people = facts.data.professionals.filter((p) => types.includes(p.type)).slice(0, 2);
  if (people.length === 0) return null;
  return `Your network includes ${listOf(people.map((p) => `${asText(p.name)} (${professionalLabel(p.type)}${p.firm ? `, ${asText(p.firm)}` : ''})`))}.`;
}

// ---------- refinancing ----------

export function refinanceAnswer(facts: FamilyFacts): string {
  const { mortgages } = facts.analysis.refinance;
  const market = formatAssumption('MARKET_MORTGAGE_RATE_PERCENT', facts.assumptions);
  const closing = formatAssumption('REFINANCE_CLOSING_COST_PERCENT', facts.assumptions);
  if (mortgages.length === 0) {
    return `I don't see any mortgage on file, so there is nothing to refinance. Add a mortgage on the Real Estate page and I will compare its rate with today's assumed market rate of ${market}.`;
  }
  const worth = mortgages.filter((m) => m.recommended);
  const lines = [...mortgages]
    .sort((a, b) => Number(b.recommended) - Number(a.recommended))
    .map((m) => {
      const where = m.propertyAddress ? ` on ${asText(m.propertyAddress)}` : '';
      const head = `**${asText(m.lender)}**${where}: ${formatMoney(m.balance)} at ${formatRate(m.currentRate)}, paying ${formatMoney(m.currentPayment)} a month`;
      if (m.recommended && m.newPayment && m.monthlySaving && m.annualSaving) {
        return (
          `${head}. At ${formatRate(m.marketRate)} over the ${m.remainingMonths} months left the payment would be ` +
          `${formatMoney(m.newPayment)}, saving ${formatMoney(m.monthlySaving)} a month (${formatMoney(m.annualSaving)} a year). ` +
          `Closing costs of about ${formatMoney(m.closingCosts)} pay back in ${plural(m.breakEvenMonths ?? 0, 'month')}` +
          (m.netSavingOverTerm
            ? `, and the saving over the remaining term is about ${formatMoney(m.netSavingOverTerm)} after costs.`
            : '.')
        );
      }
      return `${head}. ${m.verdict}`;
    });
  const intro =
    worth.length === 0
      ? `None of your ${plural(mortgages.length, 'mortgage')} looks worth refinancing at an assumed market rate of ${market} with closing costs of ${closing} of the balance:`
      : `${worth.length === mortgages.length ? (mortgages.length === 1 ? 'Your mortgage' : `All ${mortgages.length} of your mortgages`) : `${worth.length} of your ${plural(mortgages.length, 'mortgage')}`} ${worth.length === 1 ? 'looks' : 'look'} worth refinancing at an assumed market rate of ${market} with closing costs of ${closing} of the balance:`;
  const next =
    worth.length > 0
      ? `Rates and costs vary by lender: get a written quote before deciding. ${inNetwork(facts, ['mortgage_broker', 'loan_officer']) ?? 'A mortgage broker or loan officer can quote you.'}`
      : null;
  return section(intro, bullets(lines), next);
}

// ---------- tax-loss harvesting ----------

export function taxHarvestAnswer(facts: FamilyFacts, limit = 8): string {
  const t = facts.analysis.taxHarvest;
  if (facts.data.holdings.length === 0) {
    return "I don't see any investment holdings on file, so there are no unrealized losses to harvest. Once your brokerage holdings are in Heirloom I can look for them.";
  }
  if (t.losses.length === 0) {
    return `None of your ${plural(facts.data.holdings.length, 'holding')} is below its cost basis, so there are no losses to harvest right now.`;
  }
  const harvestable = t.accounts.flatMap((a) => a.holdings);
  const sheltered = t.losses.filter((l) => l.taxAdvantaged);
  const shelteredLine =
    sheltered.length > 0
      ? `${plural(sheltered.length, 'losing position')} (${formatMoney(t.shelteredLoss)} of losses, e.g. ${listOf(sheltered.slice(0, 3).map((l) => asText(l.symbol)))}) ${sheltered.length === 1 ? 'is' : 'are'} in tax-advantaged accounts (IRA, 401(k)), where a loss cannot be deducted.`
      : null;
  if (harvestable.length === 0) {
    return section(
      `You have no harvestable losses: every position below cost is in a tax-advantaged account.`,
      shelteredLine,
    );
  }
  const intro =
    `You have ${formatMoney(t.harvestableLoss)} of unrealized losses across ${plural(harvestable.length, 'position')} in taxable accounts. ` +
    `Selling them to realize the loss could save about ${formatMoney(t.estimatedTaxSaving)} in tax at an assumed ${formatPercent(t.marginalRatePercent, 0)} marginal rate:`;
  const lines = harvestable
    .slice(0, limit)
    .map(
      (l) =>
        `${asText(l.symbol)} (${asText(l.name)})${l.accountName ? ` in ${asText(l.accountName)}` : ''}: loss ${formatMoney(l.loss)} (${formatPercent(l.lossPercent, 1)} below cost), about ${formatMoney(l.estimatedTaxSaving)} of tax saved`,
    );
  if (harvestable.length > limit) lines.push(`and ${plural(harvestable.length - limit, 'smaller position')}`);
  return section(
    intro,
    bullets(lines),
    `Realized losses first offset capital gains; up to ${formatMoney(t.ordinaryIncomeOffset)} of what is left can offset ordinary income this year, and the rest carries forward.`,
    'Wash-sale rule: buying the same or a substantially identical security within 30 days before or after the sale disallows the loss. A similar but not identical fund keeps you invested.',
    shelteredLine,
  );
}

// ---------- estate ----------

export function estateAnswer(facts: FamilyFacts): string {
  const e = facts.analysis.estate;
  const core = e.coreDocuments.map((c) => c.label.toLowerCase());
  if (e.documents.length === 0) {
    return section(
      `I don't see any estate documents on file. A complete plan usually has ${listOf(core)}.`,
      e.beneficiaries.count > 0
        ? `You have ${plural(e.beneficiaries.count, 'beneficiary', 'beneficiaries')} recorded.`
        : null,
      inNetwork(facts, ['estate_planner']) ?? 'An estate planner or estate attorney can draft them.',
    );
  }
  const stale = e.documents.filter((d) => d.needsUpdate);
  const missing = e.coreDocuments.filter((c) => !c.present);
  const b = e.beneficiaries;
  const problems = [
    stale.length > 0 &&
      `${stale.length} of your ${plural(e.documents.length, 'estate document')} ${stale.length === 1 ? 'needs' : 'need'} attention`,
    missing.length > 0 &&
      `${listOf(missing.map((m) => m.label.toLowerCase()))} ${missing.length === 1 ? 'is' : 'are'} missing`,
    b.addsUp === false && 'the beneficiary shares do not add up to 100%',
  ].filter((x): x is string => Boolean(x));
  const intro =
    problems.length === 0
      ? `Yes: all ${plural(e.documents.length, 'estate document')} are current (updated within ${e.maxAgeYears} years, none marked outdated or draft), and your plan has ${listOf(core)}.`
      : `Not fully: ${listOf(problems)}.`;
  const lines = [
    ...stale.map(
      (d) => `${asText(d.title)} (${humanize(d.documentType).toLowerCase()}): ${d.reasons.join('; ')}`,
    ),
    ...missing.map((m) => `No ${withoutArticle(m.label.toLowerCase())} on file`),
  ];
  const beneficiaryLine =
    b.count === 0
      ? 'No beneficiaries are recorded.'
      : `You have ${plural(b.count, 'beneficiary', 'beneficiaries')}${b.totalPercent !== null ? ` whose shares add up to ${formatPercent(b.totalPercent, b.addsUp ? 0 : 2)}${b.addsUp === false ? ', not 100%: worth correcting' : ''}` : ''}.`;
  return section(
    intro,
    lines.length > 0 && bullets(lines),
    beneficiaryLine,
    problems.length > 0 &&
      (inNetwork(facts, ['estate_planner']) ??
        'An estate planner or estate attorney can review and update them; your network has none yet.'),
  );
}

// ---------- investments ----------

export function portfolioAnswer(facts: FamilyFacts): string {
  const f = facts.investments;
  const inv = facts.analysis.investment;
  if (f.holdings === 0 && f.accounts.length === 0) {
    return "I don't see any investment accounts or holdings on file, so there is no portfolio to review. Add your brokerage and retirement accounts and I can check concentration, cash and tax-loss opportunities.";
  }
  const sign = new Decimal(f.gain).isNegative() ? '' : '+';
  const intro =
    `Your ${plural(f.accounts.length, 'investment account')} hold ${formatMoney(f.totalValue)} across ${plural(f.holdings, 'holding')}, ` +
    `${sign}${formatPercent(f.returnPercent, 2)} overall (${formatMoney(f.gain)} over a cost basis of ${formatMoney(f.costBasis)}); ${f.winners} ${f.winners === 1 ? 'is' : 'are'} up and ${f.losers} down.`;
  const ideas: string[] = [];
  for (const c of inv.concentrated) {
    ideas.push(
      `Concentration: ${asText(c.symbol)} is ${formatPercent(c.sharePercent, 1)} of your holdings (${formatMoney(c.currentValue)}), above the ${formatPercent(inv.maxSharePercent, 0)} guideline. Trimming it to the guideline would move about ${formatMoney(c.excessValue)} into other investments.`,
    );
  }
  if (positive(inv.excessCash)) {
    ideas.push(
      `Cash: checking and savings hold ${formatMoney(inv.cash)}${inv.monthsOfSpendingHeld ? `, about ${inv.monthsOfSpendingHeld} months of your average spending of ${formatMoney(inv.averageMonthlySpending)} a month` : ''}. Keeping ${inv.emergencyFundMonths} months (${formatMoney(inv.emergencyFund)}) as an emergency fund leaves about ${formatMoney(inv.excessCash)} that could be invested.`,
    );
  }
  const harvest = facts.analysis.taxHarvest;
  if (positive(harvest.harvestableLoss)) {
    ideas.push(
      `Taxes: ${formatMoney(harvest.harvestableLoss)} of losses in taxable accounts could be harvested for about ${formatMoney(harvest.estimatedTaxSaving)} of tax saved (ask me about tax harvesting for the list).`,
    );
  }
  const top = inv.topHoldings
    .slice(0, 5)
    .map((h) => `${asText(h.symbol)} ${formatMoney(h.currentValue)} (${formatPercent(h.sharePercent, 1)})`);
  return section(
    intro,
    ideas.length > 0
      ? `Where it could be improved:\n${bullets(ideas)}`
      : `Nothing stands out: no holding is above ${formatPercent(inv.maxSharePercent, 0)} of the portfolio and cash is not far above a ${inv.emergencyFundMonths}-month emergency fund.`,
    top.length > 0 && `Largest holdings: ${top.join(', ')}.`,
    inNetwork(facts, ['financial_advisor']),
  );
}

// ---------- spending and budgets ----------

export function spendingAnswer(facts: FamilyFacts, categories = 6): string {
  const s = facts.spending;
  if (s.transactions === 0) {
    return 'No transactions are recorded for the last 12 months, so I cannot break down your spending yet. Once your accounts are connected or transactions are added, ask again.';
  }
  const intro =
    `From ${formatDate(s.from)} to ${formatDate(s.to)} you spent ${formatMoney(s.expenses)} and took in ${formatMoney(s.income)}, ` +
    `${new Decimal(s.net).isNegative() ? `${formatMoney(new Decimal(s.net).abs())} more out than in` : `a surplus of ${formatMoney(s.net)}`}. ` +
    `That is about ${formatMoney(s.monthlyAverage)} of spending a month.`;
  const top = s.byCategory
    .slice(0, categories)
    .map(
      (c) =>
        `${asText(c.category)}: ${formatMoney(c.expenses)} (${formatPercent(c.sharePercent, 1)}, about ${formatMoney(c.monthlyAverage)} a month)`,
    );
  return section(
    intro,
    top.length > 0 && `Where it went:\n${bullets(top)}`,
    s.highestMonth &&
      s.lowestMonth &&
      `Your highest full month was ${formatMonth(s.highestMonth.month)} at ${formatMoney(s.highestMonth.expenses)}; the lowest was ${formatMonth(s.lowestMonth.month)} at ${formatMoney(s.lowestMonth.expenses)}.`,
  );
}

export function budgetAnswer(facts: FamilyFacts): string {
  const b = facts.budgets;
  if (!b.month || b.categories.length === 0) {
    const s = facts.spending;
    return section(
      'You have no budgets set up yet.',
      s.byCategory.length > 0 &&
        `A starting point could be your average monthly spending per category over the last 12 months:\n${bullets(
          s.byCategory
            .slice(0, 6)
            .map((c) => `${asText(c.category)}: about ${formatMoney(c.monthlyAverage)} a month`),
        )}`,
    );
  }
  const intro =
    `For ${formatMonth(b.month)} you have budgeted ${formatMoney(b.totalBudget)} across ${plural(b.categories.length, 'category', 'categories')} and spent ${formatMoney(b.totalSpent)} ` +
    `(${formatPercent(b.usedPercent, 1)} used), ${new Decimal(b.remaining).isNegative() ? `${formatMoney(new Decimal(b.remaining).abs())} over` : `leaving ${formatMoney(b.remaining)}`}.`;
  const lines = b.categories.map((c) => {
    const left = new Decimal(c.remaining);
    const status = c.over ? `over by ${formatMoney(left.abs())}` : `${formatMoney(left)} left`;
    const average = c.twelveMonthAverage
      ? `; 12-month average ${formatMoney(c.twelveMonthAverage)} a month`
      : '';
    return `${asText(c.category)}: ${formatMoney(c.spent)} of ${formatMoney(c.budget)} (${formatPercent(c.usedPercent, 0)}), ${status}${average}`;
  });
  const over =
    b.overBudget.length > 0
      ? `Over budget: ${listOf(b.overBudget.map(asText))}.`
      : 'No category is over budget so far.';
  const unrealistic = b.categories.filter(
    (c) =>
      c.twelveMonthAverage &&
      new Decimal(c.twelveMonthAverage).greaterThan(new Decimal(c.budget).times('1.1')),
  );
  return section(
    intro,
    bullets(lines),
    over,
    unrealistic.length > 0 &&
      `Your usual spending runs above the budget in ${listOf(unrealistic.map((c) => asText(c.category)))}: either the budget or the habit may need adjusting.`,
  );
}

// ---------- net worth and accounts ----------

export function netWorthAnswer(facts: FamilyFacts): string {
  const n = facts.netWorth;
  const a = facts.accounts;
  const nothing = [
    a.count,
    facts.data.properties.length,
    facts.data.privatePlacements.length,
    facts.data.businesses.length,
  ].every((count) => count === 0);
  if (nothing) {
    return 'You have no accounts, properties or private investments recorded yet, so your net worth shows as $0.00. Add them and I will break it down into liquid assets, private investments and real estate equity.';
  }
  return section(
    `Your net worth is ${formatMoneyLead(n.netWorth)}:`,
    bullets([
      `Liquid assets ${formatMoney(n.liquid)}: the balances of your ${plural(a.count, 'account')}${positive(a.creditOwed) ? `, after ${formatMoney(a.creditOwed)} owed on credit cards` : ''}`,
      `Non-liquid assets ${formatMoney(n.nonLiquid)}: private placements ${formatMoney(n.placements)} and businesses ${formatMoney(n.businesses)}`,
      `Real estate equity ${formatMoney(n.realEstateEquity)}: properties worth ${formatMoney(n.realEstateValue)} less ${formatMoney(n.mortgageDebt)} of mortgages`,
    ]),
  );
}

export function accountsAnswer(facts: FamilyFacts): string {
  const a = facts.accounts;
  if (a.count === 0) {
    return 'You have no accounts recorded yet. Add your checking, savings, credit card and investment accounts on the Accounts page and I can summarize balances and cash.';
  }
  // A credit total is what the cards owe (positive), with their utilization when limits are known.
  const types = a.byType.map((t) =>
    t.type === 'credit'
      ? `credit ${formatMoney(t.total)} owed (${t.count}${a.creditUtilization === null ? '' : `, ${formatPercent(a.creditUtilization, 1)} of their limits`})`
      : `${t.type} ${formatMoney(t.total)} (${t.count})`,
  );
  const inv = facts.investment;
  return section(
    `You have ${plural(a.count, 'account')} with a combined balance of ${formatMoney(a.total)}: ${types.join(', ')}. Cash in checking and savings is ${formatMoney(a.cash)}.`,
    bullets(
      a.accounts.map(
        (x) => `${asText(x.name)} (${asText(x.institution)}, ${x.type}): ${formatMoney(x.balance)}`,
      ),
    ),
    inv.monthsOfSpendingHeld &&
      `That cash covers about ${inv.monthsOfSpendingHeld} months of your average spending (${formatMoney(inv.averageMonthlySpending)} a month).`,
  );
}

// ---------- taxes ----------

/** `year` puts that year's return first instead of the latest (a tool call may ask for one year). */
export function taxesAnswer(
  facts: FamilyFacts,
  { harvestHint = true, year }: { harvestHint?: boolean; year?: number } = {},
): string {
  const t = facts.taxes;
  const p = facts.privateInvestments;
  // The K-1s of the year asked about, not the latest year's.
  const k1 = p.k1.find((k) => k.year === (year ?? p.lastTaxYear));
  const harvest = facts.analysis.taxHarvest;
  const extra = [
    k1 &&
      `${plural(k1.count, 'K-1')} for ${k1.year} ${k1.count === 1 ? 'reports' : 'report'} ${formatMoney(k1.income)} of ordinary income, capital gains and qualified dividends.`,
    p.missingK1.length > 0 &&
      `Still missing a ${p.lastTaxYear} K-1 from ${listOf(p.missingK1.map((m) => asText(m.name)))}.`,
    harvestHint &&
      positive(harvest.harvestableLoss) &&
      `Tax-loss harvesting could save about ${formatMoney(harvest.estimatedTaxSaving)} (${formatMoney(harvest.harvestableLoss)} of harvestable losses).`,
  ].filter((x): x is string => Boolean(x));
  if (!t.latest) {
    return section(
      'You have no tax returns recorded yet, so I cannot compute your income or effective tax rate. Upload them on the Tax Planning page.',
      extra.length > 0 && bullets(extra),
    );
  }
  const l = year === undefined ? t.latest : t.years.find((y) => y.year === year);
  if (!l) {
    return `You have no tax return recorded for ${year}; your returns are for ${listOf(t.years.map((y) => String(y.year)))}.`;
  }
  const intro =
    (l === t.latest ? `Your latest return is for ${l.year}: ` : `Your return for ${l.year}: `) +
    (l.income
      ? `total income ${formatMoney(l.income)} and ${formatMoney(l.tax)} of tax across ${plural(l.documents.length, 'return')} (${listOf(l.documents.map((d) => asText(d.type)))})${l.effectiveRatePercent ? `, an effective rate of ${formatPercent(l.effectiveRatePercent, 1)}` : ''}.`
      : `${formatMoney(l.tax)} of tax across ${plural(l.documents.length, 'document')}.`);
  const history = t.years
    .filter((y) => y !== l && y.income)
    .map(
      (y) =>
        `${y.year}: income ${formatMoney(y.income!)}, tax ${formatMoney(y.tax)}${y.effectiveRatePercent ? ` (${formatPercent(y.effectiveRatePercent, 1)})` : ''}`,
    );
  return section(
    intro,
    history.length > 0 && `${l === t.latest ? 'Earlier' : 'Other'} years:\n${bullets(history)}`,
    extra.length > 0 && bullets(extra),
    inNetwork(facts, ['cpa', 'tax_specialist']),
  );
}

// ---------- insurance ----------

export function insuranceAnswer(facts: FamilyFacts): string {
  const i = facts.analysis.insurance;
  const policies = facts.data.insurance;
  if (policies.length === 0) {
    return section(
      'You have no insurance policies recorded. Most families need at least property, liability and life cover' +
        (positive(i.lifeCoverageNeeded)
          ? `; at ${formatAssumption('LIFE_COVER_INCOME_MULTIPLE', facts.assumptions)} your income, life cover of about ${formatMoney(i.lifeCoverageNeeded!)}.`
          : '.'),
      inNetwork(facts, ['insurance_agent']),
    );
  }
  const types = [...new Set(policies.map((p) => p.policyType))].map(
    (type) => `${type} ${policies.filter((p) => p.policyType === type).length}`,
  );
  const monthly = new Decimal(i.totalAnnualPremium).dividedBy(12);
  const gaps: string[] = [];
  if (i.lifeCoverageNeeded && positive(i.lifeCoverageGap)) {
    gaps.push(
      `Life cover: ${formatMoney(i.lifeCoverage)} against about ${formatMoney(i.lifeCoverageNeeded)} needed (${formatAssumption('LIFE_COVER_INCOME_MULTIPLE', facts.assumptions)} your ${i.income ? `${i.income.taxYear} income of ${formatMoney(i.income.totalIncome)}` : 'income'}), a gap of ${formatMoney(i.lifeCoverageGap!)}.`,
    );
  }
  if (i.umbrellaAdvisable && !i.hasUmbrella) {
    gaps.push(
      `No umbrella liability policy, while your net worth of ${formatMoney(i.netWorth.netWorth)} is above ${formatAssumption('UMBRELLA_NET_WORTH_THRESHOLD_DOLLARS', facts.assumptions)}.`,
    );
  }
  for (const x of i.expiring) {
    gaps.push(
      x.daysLeft < 0
        ? `${asText(x.provider)} ${asText(x.policyType)} policy ${asText(x.policyNumber)} expired on ${formatDate(x.expirationDate)}.`
        : `${asText(x.provider)} ${asText(x.policyType)} policy ${asText(x.policyNumber)} expires on ${formatDate(x.expirationDate)}, in ${plural(x.daysLeft, 'day')}: renew or shop it now.`,
    );
  }
  return section(
    `You have ${plural(policies.length, 'policy', 'policies')} (${types.join(', ')}) with ${formatMoneyLead(i.totalCoverage)} of total coverage and ${formatMoney(i.totalAnnualPremium)} a year in premiums (about ${formatMoney(monthly)} a month).` +
      (i.hasUmbrella ? ` Umbrella cover: ${formatMoney(i.umbrellaCoverage)}.` : ''),
    gaps.length > 0
      ? `Gaps to look at:\n${bullets(gaps)}`
      : 'No gaps stand out: life cover meets the rule of thumb and nothing expires soon.',
    gaps.length > 0 &&
      (inNetwork(facts, ['insurance_agent']) ?? 'An independent insurance agent can quote the gaps.'),
  );
}

// ---------- real estate and mortgages ----------

export function mortgagesAnswer(facts: FamilyFacts): string {
  const r = facts.realEstate;
  if (r.mortgages.length === 0) {
    return `I don't see any mortgage on file${r.properties.length > 0 ? `: your ${plural(r.properties.length, 'property', 'properties')} (${formatMoney(r.totalValue)}) ${r.properties.length === 1 ? 'is' : 'are'} owned outright` : ''}.`;
  }
  const monthly = r.mortgages.reduce((sum, m) => sum.plus(m.monthlyPayment), new Decimal(0));
  const refi = facts.analysis.refinance.mortgages.filter((m) => m.recommended);
  return section(
    `You have ${plural(r.mortgages.length, 'mortgage')} with ${formatMoneyLead(r.mortgageDebt)} outstanding and ${formatMoney(monthly)} of monthly payments:`,
    bullets(
      r.mortgages.map(
        (m) =>
          `${asText(m.lender)} (${asText(m.property)}): ${formatMoney(m.balance)} at ${formatRate(m.rate)}${new Decimal(m.rate).greaterThan(7) ? ' (above 7%)' : ''}, ${formatMoney(m.monthlyPayment)} a month, ${asText(m.loanType)}, matures ${formatDate(m.maturityDate)}`,
      ),
    ),
    refi.length > 0 &&
      `Refinancing looks worthwhile for ${listOf(refi.map((m) => asText(m.lender)))}: about ${formatMoney(refi.reduce((s, m) => s.plus(m.monthlySaving ?? 0), new Decimal(0)))} a month saved (ask me about refinancing for the numbers).`,
  );
}

export function realEstateAnswer(facts: FamilyFacts): string {
  const r = facts.realEstate;
  if (r.properties.length === 0) {
    return "I don't see any properties on file. Add them on the Real Estate page to track value, equity and mortgages.";
  }
  return section(
    `Your ${plural(r.properties.length, 'property', 'properties')} ${r.properties.length === 1 ? 'is' : 'are'} worth ${formatMoneyLead(r.totalValue)} with ${formatMoney(r.mortgageDebt)} of mortgages, so your equity is ${formatMoney(r.equity)} (${formatPercent(r.equityPercent, 1)}):`,
    bullets(
      r.properties.map((p) => {
        const change = new Decimal(p.changePercent);
        return `${asText(p.address)} (${humanize(p.type).toLowerCase()}): worth ${formatMoney(p.value)}, ${change.isNegative() ? '' : '+'}${formatPercent(change, 1)} since purchase at ${formatMoney(p.purchasePrice)}; mortgage ${formatMoney(p.debt)}, equity ${formatMoney(p.equity)}`;
      }),
    ),
  );
}

// ---------- private investments ----------

export function privateInvestmentsAnswer(facts: FamilyFacts): string {
  const p = facts.privateInvestments;
  if (p.placements.length === 0 && p.businesses.length === 0) {
    return "I don't see any private placements or businesses on file. Add them on the Private Investments page to track their value and K-1s.";
  }
  const lines = [
    ...p.placements.map((x) => {
      const ret = new Decimal(x.totalReturnPercent);
      return `${asText(x.name)} (${humanize(x.type).toLowerCase()}, ${asText(x.sponsor)}, ${asText(x.status)}): ${formatMoney(x.invested)} invested, now ${formatMoney(x.currentValue)}, ${formatMoney(x.distributions)} distributed, total return ${ret.isNegative() ? '' : '+'}${formatPercent(ret, 1)}`;
    }),
    ...p.businesses.map(
      (b) =>
        `${asText(b.name)} (${businessTypeLabels[b.type] ?? humanize(b.type).toLowerCase()}, ${formatPercent(b.ownershipPercent, 0)} owned): valued at ${formatMoney(b.valuation)}, revenue ${formatMoney(b.annualRevenue)} a year`,
    ),
  ];
  const k1 = p.k1.find((k) => k.year === p.lastTaxYear);
  const k1Line =
    p.missingK1.length > 0
      ? `K-1s for ${p.lastTaxYear}: ${k1 ? `${plural(k1.count, 'received')}, ` : ''}still missing from ${listOf(p.missingK1.map((m) => asText(m.name)))}. Ask the sponsor before your return is due.`
      : k1
        ? `K-1s for ${p.lastTaxYear}: all ${k1.count} received, reporting ${formatMoney(k1.income)} of ordinary income, capital gains and qualified dividends.`
        : null;
  return section(
    `Your private investments are worth ${formatMoneyLead(p.totalValue)}: ${plural(p.placements.length, 'private placement')} worth ${formatMoney(p.placementsValue)} (${formatMoney(p.placementsInvested)} invested) and ${plural(p.businesses.length, 'business', 'businesses')} valued at ${formatMoney(p.businessesValue)}.`,
    bullets(lines),
    k1Line,
  );
}

// ---------- professionals ----------

export function professionalsAnswer(facts: FamilyFacts): string {
  const p = facts.professionals;
  const needs = facts.analysis.referrals.needs.filter((n) => n.referralNeeded);
  const needLines = needs.map(
    (n) =>
      `${humanize(withArticle(professionalLabel(n.professionalTypes[0] ?? 'financial_advisor')))} for ${asText(n.category)}: ${listOf(n.needs.slice(0, 2).map((x) => asText(x.title)))}`,
  );
  if (p.count === 0) {
    return section(
      'Your network has no professionals yet. Add your CPA, attorney, advisors and agents on the Professionals page.',
      needLines.length > 0 && `Based on your data, these would help most:\n${bullets(needLines)}`,
    );
  }
  return section(
    `Your network has ${plural(p.count, 'professional')}:`,
    bullets(
      p.professionals.map(
        (x) =>
          `${asText(x.name)}: ${professionalLabel(x.type)}${x.firm ? `, ${asText(x.firm)}` : ''}${x.specialty ? ` (${asText(x.specialty)})` : ''}${x.rating ? `, rated ${x.rating}` : ''}`,
      ),
    ),
    needLines.length > 0
      ? `Missing from it, given what your data shows:\n${bullets(needLines)}`
      : 'It covers every area where your data calls for help.',
  );
}

// ---------- recommendations ----------

export function recommendationsAnswer(facts: FamilyFacts, limit = 5): string {
  const findings = facts.analysis.findings;
  if (findings.length === 0) {
    return 'Nothing stands out in your data right now: no refinance, tax-loss, estate, insurance or investment issue crossed its threshold.';
  }
  const total = findings.reduce((s, f) => s.plus(f.potentialSavings ?? 0), new Decimal(0));
  return section(
    `I found ${plural(findings.length, 'opportunity', 'opportunities')} in your data${total.greaterThan(0) ? `, worth about ${formatMoney(total)} a year where a figure applies` : ''}. The most important:`,
    bullets(
      findings
        .slice(0, limit)
        .map(
          (f) =>
            `${asText(f.title)} (${f.priority} priority${f.potentialSavings ? `, about ${formatMoney(f.potentialSavings)} a year` : ''})`,
        ),
    ),
    'Ask about any of them for the figures, or see AI Recommendations.',
  );
}
