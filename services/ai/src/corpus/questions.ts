// The question corpus: questions written the way families write them (paraphrases, typos, informal
// periods, follow-ups, things not on file), each labelled by hand with its kind and with what it means
// as an oracle call. The meaning is the human label: the oracle never parses the question.
import { calendar } from '@heirloom/contracts';
import {
  balanceOf,
  budgetOf,
  budgetTotals,
  businessNamed,
  CLARIFY,
  countOf,
  coverageOf,
  creditOwed,
  federalTax,
  figures,
  holdingOf,
  k1Income,
  largestExpense,
  losers,
  money,
  mortgageOf,
  netWorthParts,
  newRecommendations,
  NOT_ON_FILE,
  periods,
  placementNamed,
  placementsValue,
  premiums,
  shareOf,
  spent,
  totalUnrealizedLoss,
  typeTotal,
  type Expected,
  type OracleFamily,
  type PeriodOf,
} from './oracle';
import { sum } from './money';

export const kinds = [
  'net_worth',
  'accounts',
  'spending',
  'budgets',
  'holdings',
  'taxes',
  'recommendations',
  'beneficiaries',
  'mortgages',
  'insurance',
  'private_investments',
  'not_on_file',
  'follow_up',
] as const;
export type Kind = (typeof kinds)[number];
export type FamilyKey = 'rich' | 'small' | 'demo';

export interface CorpusEntry<K extends string = Kind> {
  family: FamilyKey;
  kind: K;
  question: string;
  expect: (f: OracleFamily) => Expected;
  /** For a follow-up: the question asked just before it (given to the analyst as the previous question). */
  after?: string;
  /**
   * For a turn of a conversation: the questions asked before it in that conversation, oldest first, as
   * the chat passes them (conversation-log.ts). Taken over `after` when both are given.
   */
  earlier?: readonly string[];
  /** The conversation a turn belongs to: a split keeps its turns together. */
  chain?: string;
}

type Ask = (kind: Kind, question: string, expect: (f: OracleFamily) => Expected, after?: string) => void;
function corpusOf(family: FamilyKey, write: (ask: Ask) => void): CorpusEntry[] {
  const entries: CorpusEntry[] = [];
  write((kind, question, expect, after) =>
    entries.push({ family, kind, question, expect, ...(after && { after }) }),
  );
  return entries;
}

// ---------- shorthands over the oracle ----------

const { thisMonth, lastMonth, named, thisYear, lastYear, lastMonths } = periods;
/** Calendar months by number, for "in July" and the like. */
const month = { jan: 1, mar: 3, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, dec: 12 } as const;

const spending = (period: PeriodOf, category?: string, merchant?: string) => (f: OracleFamily) =>
  figures(money(spent(f, { period, ...(category && { category }), ...(merchant && { merchant }) })));
const biggest = (period: PeriodOf) => (f: OracleFamily) =>
  figures(money(largestExpense(f, period).amount.replace('-', '')));
const netWorth = (f: OracleFamily) => figures(money(netWorthParts(f).netWorth));
const liquid = (f: OracleFamily) => figures(money(netWorthParts(f).liquid));
const nonLiquid = (f: OracleFamily) => figures(money(netWorthParts(f).nonLiquid));
const equity = (f: OracleFamily) => figures(money(netWorthParts(f).equity));
const parts = (f: OracleFamily) => {
  const p = netWorthParts(f);
  return figures(money(p.liquid), money(p.nonLiquid), money(p.equity));
};
const balance = (name: string) => (f: OracleFamily) => figures(balanceOf(f, name));
const typeSum = (type: string) => (f: OracleFamily) => figures(money(typeTotal(f, type)));
const owedOnCards = (f: OracleFamily) => figures(money(creditOwed(f)));
const atInstitution = (institution: string) => (f: OracleFamily) =>
  figures(money(sum(f.data.accounts.filter((a) => a.institution === institution).map((a) => a.balance))));
const budgetLeft = (category: string) => (f: OracleFamily) =>
  figures(money(budgetOf(f, category).left.abs()));
const budgetAmount = (category: string) => (f: OracleFamily) => figures(money(budgetOf(f, category).budget));
const budgetSpent = (category: string) => (f: OracleFamily) => figures(money(budgetOf(f, category).spent));
const budgetStatus = (category: string) => (f: OracleFamily) =>
  figures(money(budgetOf(f, category).spent), money(budgetOf(f, category).budget));
const budgetsOverall = (f: OracleFamily) =>
  figures(money(budgetTotals(f).spent), money(budgetTotals(f).budget));
const holdingValue = (symbol: string) => (f: OracleFamily) => figures(money(holdingOf(f, symbol).value));
const holdingGain = (symbol: string) => (f: OracleFamily) => figures(money(holdingOf(f, symbol).gain.abs()));
const loserSymbols = (f: OracleFamily) => figures(...losers(f).map((h) => h.symbol));
const lossTotal = (f: OracleFamily) => figures(money(totalUnrealizedLoss(f)));
const fedTax = (year: number) => (f: OracleFamily) => figures(money(federalTax(f, year)));
const k1 = (year: number) => (f: OracleFamily) => figures(money(k1Income(f, year)));
const stateTax = (year: number, form: string) => (f: OracleFamily) =>
  figures(money(f.data.taxDocuments.find((t) => t.taxYear === year && t.documentType === form)!.totalTax!));
const newRecs = (f: OracleFamily) =>
  figures(countOf(newRecommendations(f), 'new|recommendation|suggestion|open'));
const share = (firstName: string) => (f: OracleFamily) => figures(shareOf(f, firstName));
const mortgageBalance = (lender: string) => (f: OracleFamily) => figures(mortgageOf(f, lender).balance);
const mortgageRate = (lender: string) => (f: OracleFamily) => figures(mortgageOf(f, lender).rate);
const mortgagePayment = (lender: string) => (f: OracleFamily) => figures(mortgageOf(f, lender).payment);
const coverage = (type: string) => (f: OracleFamily) => figures(money(coverageOf(f, type)));
const premium = (type?: string) => (f: OracleFamily) => figures(money(premiums(f, type)));
const placements = (f: OracleFamily) => figures(money(placementsValue(f)));
const placementValue = (words: string) => (f: OracleFamily) =>
  figures(money(placementNamed(f, words).currentValue));
const placementField =
  (words: string, field: 'initialInvestment' | 'distributionsMade') => (f: OracleFamily) =>
    figures(money(placementNamed(f, words)[field] ?? '0'));
const businessValue = (words: string) => (f: OracleFamily) =>
  figures(money(businessNamed(f, words).currentValuation));
const monthTotal = (period: PeriodOf) => (f: OracleFamily) => figures(money(spent(f, { period })));
const notOnFile = () => NOT_ON_FILE;
const clarify = () => CLARIFY;

// ---------- the Castellanos (rich) ----------

export const richCorpus = corpusOf('rich', (ask) => {
  ask('net_worth', "What's our net worth?", netWorth);
  ask('net_worth', 'whats our net wroth right now', netWorth);
  ask('net_worth', 'how much are we worth all in?', netWorth);
  ask('net_worth', 'net worth pls', netWorth);
  ask('net_worth', 'total wealth?', netWorth);
  ask('net_worth', 'What are our liquid assets?', liquid);
  ask('net_worth', 'how much do we have in liquid assets', liquid);
  ask('net_worth', "what's the non-liquid part of our net worth", nonLiquid);
  ask(
    'net_worth',
    'How much is tied up in illiquid stuff like the private deals and the business?',
    nonLiquid,
  );
  ask('net_worth', "what's our real estate equity?", equity);
  ask('net_worth', 'how much equity do we have across all our properties', equity);
  ask('net_worth', 'break down our net worth into liquid, non-liquid and real estate equity', parts);

  ask('accounts', "What's the balance in Everyday Checking?", balance('Everyday Checking'));
  ask('accounts', 'balence in the ally savings acct?', balance('Ally High-Yield Savings'));
  ask('accounts', 'How much is in Way2Save?', balance('Way2Save Savings'));
  ask('accounts', 'how much do we have in our HSA', balance('Health Savings Account'));
  ask('accounts', "What's in the Roth IRA?", balance('Roth IRA (Marisol)'));
  ask('accounts', 'How much is in the Fidelity brokerage account?', balance('Fidelity Brokerage'));
  ask('accounts', 'what do we owe on the freedom unlimited card', balance('Freedom Unlimited'));
  ask('accounts', 'Costco Anywhere Visa balance?', balance('Costco Anywhere Visa'));
  ask('accounts', 'How much cash do we have in savings accounts altogether?', typeSum('savings'));
  ask('accounts', 'total in checking?', typeSum('checking'));
  ask('accounts', 'how much do we owe on our credit cards in total', owedOnCards);
  ask('accounts', 'How much do we have at Wells Fargo?', atInstitution('Wells Fargo'));
  ask('accounts', 'whats the total across all our investment accounts', typeSum('investment'));

  ask('spending', 'How much did we spend on groceries last month?', spending(lastMonth, 'Groceries'));
  ask('spending', 'how much did we spned on groceries last month', spending(lastMonth, 'Groceries'));
  ask('spending', 'groceries in august?', spending(named(month.aug), 'Groceries'));
  ask('spending', 'what did we spend on groceries this month', spending(thisMonth, 'Groceries'));
  ask(
    'spending',
    'what did we spend on food & dining in october',
    spending(named(month.oct), 'Food & Dining'),
  );
  ask('spending', 'how much went to eating out last month', spending(lastMonth, 'Food & Dining'));
  ask(
    'spending',
    'How much did we spend on dining out in the last 3 months?',
    spending(lastMonths(3), 'Food & Dining'),
  );
  ask('spending', 'How much have we spent at Costco this year?', spending(thisYear, undefined, 'Costco'));
  ask('spending', 'costco spending since january?', spending(thisYear, undefined, 'Costco'));
  ask(
    'spending',
    'How much did we spend at Starbucks in July?',
    spending(named(month.jul), undefined, 'Starbucks'),
  );
  ask('spending', 'starbucks last month?', spending(lastMonth, undefined, 'Starbucks'));
  ask(
    'spending',
    'how much did we spend on gas for the cars last month',
    spending(lastMonth, 'Transportation'),
  );
  ask('spending', 'What did we spend on utilities in September?', spending(named(month.sep), 'Utilities'));
  ask(
    'spending',
    'how much was our idaho power bill last month',
    spending(lastMonth, undefined, 'Idaho Power'),
  );
  ask('spending', 'how much on amazon in the last 3 months', spending(lastMonths(3), undefined, 'Amazon'));
  ask('spending', 'amazon spending last month?', spending(lastMonth, undefined, 'Amazon'));
  ask('spending', 'How much did we spend on shopping in October?', spending(named(month.oct), 'Shopping'));
  ask('spending', 'how much did we spend on entertainment this year', spending(thisYear, 'Entertainment'));
  ask('spending', 'Spending on entertainment in oct', spending(named(month.oct), 'Entertainment'));
  ask('spending', 'what did we spend at chipotle since january', spending(thisYear, undefined, 'Chipotle'));
  ask('spending', 'how much have we spent on healthcare this month', spending(thisMonth, 'Healthcare'));
  ask('spending', "what did we spend at st. luke's this year", spending(thisYear, undefined, "St. Luke's"));
  ask('spending', 'how much did we spend on flights this year', spending(thisYear, 'Travel'));
  ask('spending', 'what did we spend on travel last year', spending(lastYear, 'Travel'));
  ask(
    'spending',
    'How much did we spend at Target in September?',
    spending(named(month.sep), undefined, 'Target'),
  );
  ask('spending', 'how much did we spend at winco last month', spending(lastMonth, undefined, 'WinCo'));
  ask('spending', 'what did we spend on netflix this year', spending(thisYear, undefined, 'Netflix'));
  ask(
    'spending',
    'how much did we spend at Bittercreek in June?',
    spending(named(month.jun), undefined, 'Bittercreek'),
  );
  ask(
    'spending',
    'How much did we spend on transportation in March?',
    spending(named(month.mar), 'Transportation'),
  );
  ask('spending', 'and how much at costco in october then?', spending(named(month.oct), undefined, 'Costco'));
  ask('spending', 'How much did we spend in October?', monthTotal(named(month.oct)));
  ask('spending', 'what was our total spending last month', monthTotal(lastMonth));
  ask('spending', 'how much did we spend in july', monthTotal(named(month.jul)));
  ask('spending', 'total spent this month so far?', monthTotal(thisMonth));
  ask('spending', 'How much have we spent so far this year?', monthTotal(thisYear));
  ask('spending', 'how much did we spend in january', monthTotal(named(month.jan)));
  ask('spending', 'What was our biggest expense last month?', biggest(lastMonth));
  ask('spending', 'biggest single purchase in july?', biggest(named(month.jul)));
  ask('spending', 'largest expense this year', biggest(thisYear));
  ask('spending', 'what was the most expensive thing we bought in march', biggest(named(month.mar)));
  ask('spending', 'whats the biggest thing we paid for this month', biggest(thisMonth));

  ask('budgets', 'How much is left in our grocery budget?', budgetLeft('Groceries'));
  ask('budgets', 'How much can we still spend on groceries this month?', budgetLeft('Groceries'));
  ask('budgets', 'are we over budget on dining this month? by how much', budgetLeft('Food & Dining'));
  ask('budgets', 'did we blow the food and dining budget?', budgetLeft('Food & Dining'));
  ask('budgets', "what's our entertainment budget", budgetAmount('Entertainment'));
  ask('budgets', 'how much of the shopping budget have we used', budgetSpent('Shopping'));
  ask('budgets', 'transportation budget status', budgetStatus('Transportation'));
  ask('budgets', 'How are we doing on our budgets this month?', budgetsOverall);
  ask('budgets', 'total budget for november?', (f) => figures(money(budgetTotals(f).budget)));
  ask('budgets', 'how much budget do we have left overall', (f) => figures(money(budgetTotals(f).left)));

  ask('holdings', 'How much is our Costco stock worth?', holdingValue('COST'));
  ask('holdings', "what's the COST position worth", holdingValue('COST'));
  ask('holdings', 'How is AMD doing for us? gain or loss?', holdingGain('AMD'));
  ask('holdings', 'how much have we made on VOO', holdingGain('VOO'));
  ask('holdings', 'whats our pfizer position worth', holdingValue('PFE'));
  ask('holdings', 'how much are we down on Boeing?', holdingGain('BA'));
  ask('holdings', "how's starbucks stock doing, how much are we down", holdingGain('SBUX'));
  ask('holdings', 'What is ARKK worth?', holdingValue('ARKK'));
  ask('holdings', 'how much is the vanguard total stock market etf worth', holdingValue('VTI'));
  ask('holdings', 'which of our stocks are losers?', loserSymbols);
  ask('holdings', 'which holdings are down?', loserSymbols);
  ask('holdings', 'list the positions that are losing money', loserSymbols);
  ask('holdings', "What's our total unrealized loss on the losing positions?", lossTotal);
  ask('holdings', 'how much are all our losers down in total', lossTotal);

  ask('taxes', 'How much federal tax did we pay in 2025?', fedTax(2025));
  ask('taxes', 'what was our federal income tax for 2024', fedTax(2024));
  ask('taxes', 'fed tax last year?', fedTax(2025));
  ask('taxes', 'How much did we pay in federal taxes in 2024?', fedTax(2024));
  ask('taxes', 'How much K-1 income did we have in 2024?', k1(2024));
  ask('taxes', 'what did our k-1s report for 2025', k1(2025));
  ask('taxes', 'k1 income 2025?', k1(2025));
  ask('taxes', 'how much idaho state tax did we pay in 2025', stateTax(2025, 'ID-40'));

  ask('recommendations', 'How many new recommendations do we have?', newRecs);
  ask('recommendations', 'how many recomendations are still new', newRecs);
  ask('recommendations', "how many suggestions haven't we looked at yet", newRecs);
  ask('recommendations', 'count of new recs?', newRecs);

  ask('beneficiaries', 'What share does Diego get as a beneficiary?', share('Diego'));
  ask('beneficiaries', 'what percentage goes to sofia', share('Sofia'));
  ask('beneficiaries', "How much of the estate is Andrés's share?", share('Andrés'));
  ask('beneficiaries', "what's the idaho foodbank's share", share('Idaho Foodbank'));
  ask('beneficiaries', "Diego's beneficiary percentage?", share('Diego'));

  ask('mortgages', "What's the balance on our Rocket Mortgage loan?", mortgageBalance('Rocket'));
  ask('mortgages', 'what rate is the rocket mortgage at', mortgageRate('Rocket'));
  ask('mortgages', 'how much do we still owe US Bank on the lake place', mortgageBalance('U.S. Bank'));
  ask('mortgages', 'U.S. Bank mortgage rate?', mortgageRate('U.S. Bank'));
  ask('mortgages', 'How much is left on the Rocket mortgage?', mortgageBalance('Rocket'));
  ask('mortgages', "What's our monthly payment to Rocket Mortgage?", mortgagePayment('Rocket'));
  ask('mortgages', 'rocket mortgage balance and rate', (f) =>
    figures(mortgageOf(f, 'Rocket').balance, mortgageOf(f, 'Rocket').rate),
  );

  ask('insurance', 'How much life insurance coverage do we have?', coverage('life'));
  ask('insurance', 'whats our total life cover', coverage('life'));
  ask('insurance', 'How much property coverage do we have?', coverage('property'));
  ask('insurance', 'how much umbrella coverage do we have', coverage('umbrella'));
  ask('insurance', 'What do we pay a year in insurance premiums?', premium());
  ask('insurance', 'How much are our life insurance premiums?', premium('life'));
  ask('insurance', 'total annual premium for all our policies?', premium());

  ask('private_investments', 'What are our private placements worth?', placements);
  ask('private_investments', 'How much is Sawtooth Growth Partners worth now?', placementValue('Sawtooth'));
  ask('private_investments', "what's the treasure valley fund worth", placementValue('Treasure Valley'));
  ask('private_investments', 'How much is the design studio valued at?', businessValue('Design Studio'));
  ask('private_investments', 'whats the value of our private investments', nonLiquid);
  ask(
    'private_investments',
    'how much did we put into sawtooth',
    placementField('Sawtooth', 'initialInvestment'),
  );
  ask(
    'private_investments',
    'distributions from treasure valley so far?',
    placementField('Treasure Valley', 'distributionsMade'),
  );

  ask('not_on_file', 'how much bitcoin do we have?', notOnFile);
  ask('not_on_file', 'whats our crypto worth', notOnFile);
  ask('not_on_file', "How much is in the kids' 529?", notOnFile);
  ask('not_on_file', 'college fund balance for diego', notOnFile);
  ask('not_on_file', 'how much do we owe on the car loan', notOnFile);
  ask('not_on_file', "what's our auto loan payment", notOnFile);
  ask('not_on_file', "what's the balance on our HELOC", notOnFile);
  ask('not_on_file', 'how much is left on the home equity line', notOnFile);
  ask('not_on_file', "Marisol's student loan balance?", notOnFile);
  ask('not_on_file', 'how much will my pension pay', notOnFile);
  ask('not_on_file', 'whats our ethereum position worth', notOnFile);

  ask('recommendations', 'do we have any new recommendations? how many', newRecs);
  ask('beneficiaries', 'how much does sofia get in the will', share('Sofia'));
  ask('taxes', 'what did we owe the IRS for 2024', fedTax(2024));
  ask('taxes', 'K-1 income for tax year 2024', k1(2024));
  ask('insurance', 'how much is our state farm umbrella policy for', coverage('umbrella'));
  ask('insurance', "what's the premium on the umbrella policy", premium('umbrella'));
  ask('mortgages', 'whats the payment on the us bank mortgage', mortgagePayment('U.S. Bank'));
  ask('private_investments', "what's the business worth", businessValue('Design Studio'));

  ask('net_worth', 'if we sold everything and paid off every debt, what would we have', netWorth);
  ask('net_worth', 'how much home equity do we have in total', equity);
  ask('net_worth', 'liquid net worth?', liquid);
  ask('accounts', 'hows the everyday checking looking', balance('Everyday Checking'));
  ask('accounts', "what's sitting in the HSA right now", balance('Health Savings Account'));
  ask('accounts', 'how much do we owe on the citi card', balance('Costco Anywhere Visa'));
  ask('spending', 'what did costco cost us in september', spending(named(month.sep), undefined, 'Costco'));
  ask('spending', 'how much did we drop at target last month', spending(lastMonth, undefined, 'Target'));
  ask('spending', 'dining out spend in august?', spending(named(month.aug), 'Food & Dining'));
  ask('spending', 'what have we spent on shopping since january', spending(thisYear, 'Shopping'));
  ask('spending', 'what was the priciest thing we bought in december', biggest(named(month.dec)));
  ask('budgets', 'how much grocery money is left this month', budgetLeft('Groceries'));
  ask('holdings', 'how much are we up on amd', holdingGain('AMD'));
  ask('holdings', "what's BND worth", holdingValue('BND'));
  ask('holdings', 'total paper losses on the stocks that are down?', lossTotal);
  ask('taxes', 'what did the k1s add up to in 2024', k1(2024));
  ask('taxes', '2024 federal tax bill?', fedTax(2024));
  ask('mortgages', "what's left on the lake house mortgage", mortgageBalance('U.S. Bank'));
  ask('insurance', 'how much life cover do we have in total', coverage('life'));
  ask('beneficiaries', 'what cut does sofia get', share('Sofia'));
  ask(
    'private_investments',
    "what's treasure valley apartments fund worth today",
    placementValue('Treasure Valley'),
  );
  ask('recommendations', 'how many new recommendations are waiting for us', newRecs);
  ask('not_on_file', 'whats our dogecoin worth', notOnFile);
  ask('not_on_file', "do we have a 529 for sofia? what's in it", notOnFile);

  // Follow-ups: asked after `after`, meaning what the label says.
  const groceries = 'How much did we spend on groceries last month?';
  ask('follow_up', 'what about july?', spending(named(month.jul), 'Groceries'), groceries);
  ask('follow_up', 'and the month before?', spending(named(month.sep), 'Groceries'), groceries);
  ask('follow_up', 'how about 2024?', fedTax(2024), 'How much federal tax did we pay in 2025?');
  ask(
    'follow_up',
    'and the rate?',
    mortgageRate('Rocket'),
    "What's the balance on our Rocket Mortgage loan?",
  );
  ask(
    'follow_up',
    'same for the other one',
    mortgageBalance('U.S. Bank'),
    "What's the balance on our Rocket Mortgage loan?",
  );
  ask('follow_up', 'and just the liquid part?', liquid, "What's our net worth?");
  ask('follow_up', 'and sofia?', share('Sofia'), 'What share does Diego get as a beneficiary?');
  ask('follow_up', 'what about AMD?', holdingValue('AMD'), 'How much is our Costco stock worth?');
  ask(
    'follow_up',
    'and the ally one?',
    balance('Ally High-Yield Savings'),
    "What's the balance in Everyday Checking?",
  );

  // A name that fits several things: the answer should ask which.
  ask('accounts', "what's the balance?", clarify);
  ask('accounts', "what's the balance of our wells fargo account?", clarify);
  ask('holdings', "how's the vanguard fund doing?", clarify);
});

// ---------- Jordan Pike (small and plain) ----------

export const smallCorpus = corpusOf('small', (ask) => {
  ask('net_worth', 'whats my net worth', netWorth);
  ask('net_worth', 'What am I worth?', netWorth);
  ask('net_worth', 'how much liquid assets do i have', liquid);
  ask('net_worth', 'net worth?', netWorth);
  ask('net_worth', 'how much money do i have altogether', netWorth);

  ask('accounts', "what's in my checking account", balance('Free Active Duty Checking'));
  ask('accounts', 'how much is in savings', balance('Share Savings'));
  ask('accounts', 'Share Savings balance?', balance('Share Savings'));
  ask('accounts', 'balance of free active duty checking', balance('Free Active Duty Checking'));
  ask('accounts', 'how much do i have at navy federal', atInstitution('Navy Federal Credit Union'));
  ask('accounts', 'how much cash do i have in total', liquid);
  ask('accounts', 'how much do i have in checking', typeSum('checking'));

  ask('spending', 'how much did i spend on groceries last month', spending(lastMonth, 'Groceries'));
  ask(
    'spending',
    "how much did i spend at trader joe's in september",
    spending(named(month.sep), undefined, "Trader Joe's"),
  );
  ask('spending', 'trader joes this month?', spending(thisMonth, undefined, "Trader Joe's"));
  ask(
    'spending',
    'how much on taco bell since august',
    spending((t) => ({ from: '2026-08-01', to: t }), undefined, 'Taco Bell'),
  );
  ask('spending', 'What did I spend on gas last month?', spending(lastMonth, 'Transportation'));
  ask(
    'spending',
    'how much did i spend at speedway in october',
    spending(named(month.oct), undefined, 'Speedway'),
  );
  ask('spending', 'how much did i pay in rent last month', spending(lastMonth, 'Housing'));
  ask('spending', 'how much did i spend on housing in september', spending(named(month.sep), 'Housing'));
  ask('spending', 'how much did I spend in October?', monthTotal(named(month.oct)));
  ask('spending', 'total spending last month', monthTotal(lastMonth));
  ask('spending', 'how much have i spent this month', monthTotal(thisMonth));
  ask(
    'spending',
    'how much did i spend on eating out in the last 3 months',
    spending(lastMonths(3), 'Food & Dining'),
  );
  ask('spending', 'whats my biggest expense last month', biggest(lastMonth));
  ask('spending', 'how much did i spend this year', monthTotal(thisYear));
  ask(
    'spending',
    'how much did i spned on food and dining in august',
    spending(named(month.aug), 'Food & Dining'),
  );
  ask('spending', 'groceries this year?', spending(thisYear, 'Groceries'));

  ask('budgets', 'how much is left in my grocery budget', budgetLeft('Groceries'));
  ask('budgets', 'whats my grocery budget', budgetAmount('Groceries'));
  ask('budgets', 'how much of my groceries budget have i used', budgetSpent('Groceries'));
  ask('budgets', 'am i on track with my budget this month?', budgetsOverall);

  ask('taxes', 'how much federal tax did i pay in 2025', fedTax(2025));
  ask('taxes', 'what was my federal income tax last year', fedTax(2025));
  ask('taxes', 'fed taxes for 2025?', fedTax(2025));

  ask('insurance', 'how much coverage does my renters policy have', coverage('property'));
  ask('insurance', 'what do i pay for insurance a year', premium());
  ask('insurance', 'renters insurance premium?', premium('property'));

  ask('recommendations', 'how many new recommendations do i have', newRecs);
  ask('recommendations', 'any new recs? how many', newRecs);

  // Things this family has none of: the plain answer is that nothing is on file.
  ask('mortgages', 'whats my mortgage balance', notOnFile);
  ask('mortgages', 'what rate is my mortgage', notOnFile);
  ask('holdings', 'how are my stocks doing', notOnFile);
  ask('holdings', 'what is my apple stock worth', notOnFile);
  ask('beneficiaries', 'who are my beneficiaries and what share does each get', notOnFile);
  ask('private_investments', 'what are my private investments worth', notOnFile);

  ask('not_on_file', 'how much bitcoin do i have', notOnFile);
  ask('not_on_file', 'crypto balance?', notOnFile);
  ask('not_on_file', 'how much is in my hsa', notOnFile);
  ask('not_on_file', 'health savings account balance', notOnFile);
  ask('not_on_file', 'how much is my 529 worth', notOnFile);
  ask('not_on_file', 'how much do i still owe on my car loan', notOnFile);
  ask('not_on_file', 'what is my car payment', notOnFile);
  ask('not_on_file', 'whats the balance on my heloc', notOnFile);
  ask('not_on_file', 'how much student loan debt do i have left', notOnFile);
  ask('not_on_file', 'student loans?', notOnFile);
  ask('not_on_file', 'what will my pension be worth', notOnFile);

  ask('accounts', 'how much is in my share savings account', balance('Share Savings'));
  ask('accounts', 'checking balance?', balance('Free Active Duty Checking'));
  ask(
    'spending',
    'what did i spend at trader joes last month',
    spending(lastMonth, undefined, "Trader Joe's"),
  );
  ask('spending', 'how much did rent cost me in august', spending(named(month.aug), 'Housing'));
  ask('spending', 'what did i spend in september', monthTotal(named(month.sep)));
  ask('budgets', 'how much grocery budget do i have left', budgetLeft('Groceries'));
  ask('taxes', 'my 2025 federal tax?', fedTax(2025));
  ask('insurance', 'how much is my renters coverage', coverage('property'));
  ask('not_on_file', 'how much is my coinbase account worth', notOnFile);
  ask('net_worth', 'whats my net worth these days', netWorth);

  ask(
    'follow_up',
    'and in september?',
    spending(named(month.sep), 'Groceries'),
    'how much did i spend on groceries last month',
  );
  ask(
    'follow_up',
    'what about the other account?',
    balance('Share Savings'),
    "what's in my checking account",
  );
  ask('follow_up', 'and the month before that?', monthTotal(named(month.sep)), 'total spending last month');
});

// ---------- the demo family (the API's seed: the Whitmans) ----------

/** The latest tax year the seed files a return for (its rule: filed by October 15). */
function latestFiledYear(now: Date): number {
  const today = calendar.utcDayOf(now);
  const y = Number(today.slice(0, 4));
  return today >= `${y}-10-15` ? y - 1 : y - 2;
}
const LATEST = latestFiledYear(new Date());
const EARLIER = LATEST - 1;

export const demoCorpus = corpusOf('demo', (ask) => {
  ask('net_worth', "what's our net worth", netWorth);
  ask('net_worth', 'How much are we worth?', netWorth);
  ask('net_worth', 'our networth?', netWorth);
  ask('net_worth', 'how much do we have in liquid assets', liquid);
  ask('net_worth', 'What are our non-liquid assets worth?', nonLiquid);
  ask('net_worth', 'how much equity do we have in real estate', equity);
  ask('net_worth', 'break down our net worth: liquid, non-liquid, real estate equity', parts);

  ask('accounts', 'How much is in Whitman Joint Checking?', balance('Whitman Joint Checking'));
  ask('accounts', 'balance of the larimer street rental checking', balance('Larimer Street Rental Checking'));
  ask('accounts', "what's in the marcus high yield savings", balance('High-Yield Savings'));
  ask('accounts', 'Family Reserve Savings balance?', balance('Family Reserve Savings'));
  ask('accounts', 'how much do we owe on the sapphire card', balance('Chase Sapphire Reserve'));
  ask('accounts', 'amex balance', balance('American Express Platinum'));
  ask('accounts', "What's Claire's 401k worth?", balance('Studio Terra 401(k) (Claire)'));
  ask('accounts', "how much is in daniel's rollover ira", balance('Rollover IRA (Daniel)'));
  ask('accounts', 'How much do we have in savings accounts in total?', typeSum('savings'));
  ask('accounts', 'how much is in our checking accounts', typeSum('checking'));
  ask('accounts', 'total credit card debt?', owedOnCards);
  ask('accounts', "what's the balance on our chase account", clarify);
  ask('accounts', 'whats the joint brokerage worth', balance('Joint Brokerage'));

  ask('spending', 'How much did we spend on groceries last month?', spending(lastMonth, 'Groceries'));
  ask(
    'spending',
    'how much did we spend at whole foods this year',
    spending(thisYear, undefined, 'Whole Foods'),
  );
  ask('spending', 'whole foods since january?', spending(thisYear, undefined, 'Whole Foods'));
  ask('spending', 'how much did we spend at costco last month', spending(lastMonth, undefined, 'Costco'));
  ask('spending', 'what did we spend on dining out in july', spending(named(month.jul), 'Food & Dining'));
  ask('spending', 'how much went to restaurants last month', spending(lastMonth, 'Food & Dining'));
  ask(
    'spending',
    'How much did we spend at Starbucks this year?',
    spending(thisYear, undefined, 'Starbucks'),
  );
  ask('spending', 'doordash last month?', spending(lastMonth, undefined, 'DoorDash'));
  ask(
    'spending',
    'how much did we spend on uber in the last 3 months',
    spending(lastMonths(3), undefined, 'Uber'),
  );
  ask('spending', 'what did we spend on utilities in september', spending(named(month.sep), 'Utilities'));
  ask('spending', 'xcel energy bill last month', spending(lastMonth, undefined, 'Xcel Energy'));
  ask('spending', 'how much have we spent on shopping this month', spending(thisMonth, 'Shopping'));
  ask(
    'spending',
    'how much did we spend at amazon in october',
    spending(named(month.oct), undefined, 'Amazon'),
  );
  ask('spending', 'How much did we spend on entertainment this year?', spending(thisYear, 'Entertainment'));
  ask('spending', 'how much on healthcare last month', spending(lastMonth, 'Healthcare'));
  ask(
    'spending',
    'what did we spend on transportation in august',
    spending(named(month.aug), 'Transportation'),
  );
  ask(
    'spending',
    'how much did we spned at king soopers last month',
    spending(lastMonth, undefined, 'King Soopers'),
  );
  ask('spending', 'How much did we spend in October?', monthTotal(named(month.oct)));
  ask('spending', 'total spending last month?', monthTotal(lastMonth));
  ask('spending', 'how much have we spent so far this year', monthTotal(thisYear));
  ask('spending', 'how much did we spend in july', monthTotal(named(month.jul)));
  ask('spending', "what's our biggest expense last month", biggest(lastMonth));
  ask('spending', 'largest single purchase this year?', biggest(thisYear));
  ask('spending', 'biggest expense in august', biggest(named(month.aug)));

  ask('budgets', 'how much is left in the dining budget this month', budgetLeft('Food & Dining'));
  ask('budgets', 'are we over on shopping? how much left', budgetLeft('Shopping'));
  ask('budgets', "what's our entertainment budget", budgetAmount('Entertainment'));
  ask('budgets', 'how much of the utilities budget have we used', budgetSpent('Utilities'));
  ask('budgets', 'how are we doing against our budgets this month', budgetsOverall);
  ask('budgets', 'healthcare budget status?', budgetStatus('Healthcare'));

  ask('holdings', 'how much is our nvidia stock worth', holdingValue('NVDA'));
  ask('holdings', 'NVDA gain?', holdingGain('NVDA'));
  ask('holdings', 'how much are we down on intel', holdingGain('INTC'));
  ask('holdings', 'whats our apple position worth', holdingValue('AAPL'));
  ask('holdings', 'How is PayPal doing? how much have we lost', holdingGain('PYPL'));
  ask('holdings', 'how much is the ARKK position worth', holdingValue('ARKK'));
  ask('holdings', 'what is microsoft worth in the brokerage', holdingValue('MSFT'));
  ask('holdings', 'which of our holdings are losers', loserSymbols);
  ask('holdings', 'list the stocks that are down', loserSymbols);
  ask('holdings', 'total unrealized loss on our losing positions?', lossTotal);
  ask('holdings', 'how much are the losers down altogether', lossTotal);

  ask('taxes', `how much federal tax did we pay in ${LATEST}`, fedTax(LATEST));
  ask('taxes', `federal tax ${EARLIER}?`, fedTax(EARLIER));
  ask('taxes', `What was our federal income tax in ${EARLIER}?`, fedTax(EARLIER));
  ask('taxes', `how much K-1 income did we get in ${LATEST}`, k1(LATEST));
  ask('taxes', `k1 income for ${EARLIER}?`, k1(EARLIER));
  ask('taxes', `what did the k-1s report in ${LATEST - 2}`, k1(LATEST - 2));
  ask('taxes', `colorado state tax for ${LATEST}?`, stateTax(LATEST, 'CO-104'));

  ask('recommendations', 'how many new recommendations do we have', newRecs);
  ask('recommendations', 'How many recommendations are still new?', newRecs);
  ask('recommendations', 'count of new recomendations', newRecs);

  ask('beneficiaries', "what's Ethan's share as a beneficiary", share('Ethan'));
  ask('beneficiaries', 'what percentage goes to lily', share('Lily'));
  ask('beneficiaries', "Claire's share of the estate?", share('Claire'));
  ask('beneficiaries', 'how much goes to the dental foundation', share('Denver'));

  ask('mortgages', 'whats the balance on the guild mortgage', mortgageBalance('Guild'));
  ask('mortgages', 'What rate is the Guild Mortgage loan at?', mortgageRate('Guild'));
  ask('mortgages', 'how much do we owe wells fargo on the house', mortgageBalance('Wells Fargo'));
  ask('mortgages', 'wells fargo mortgage rate', mortgageRate('Wells Fargo'));
  ask('mortgages', 'FirstBank mortgage balance?', mortgageBalance('FirstBank'));
  ask('mortgages', 'what rate do we pay firstbank on the breckenridge condo', mortgageRate('FirstBank'));
  ask('mortgages', 'monthly payment on the guild loan?', mortgagePayment('Guild'));

  ask('insurance', 'how much life insurance do we have', coverage('life'));
  ask('insurance', 'total property coverage?', coverage('property'));
  ask('insurance', 'how much liability coverage do we have', coverage('liability'));
  ask('insurance', 'umbrella coverage amount', coverage('umbrella'));
  ask('insurance', 'what do we pay in insurance premiums each year', premium());
  ask('insurance', 'life insurance premiums per year?', premium('life'));

  ask('private_investments', 'what are our private placements worth', placements);
  ask('private_investments', 'How much is Summit Ridge worth?', placementValue('Summit Ridge'));
  ask('private_investments', 'front range multifamily fund value?', placementValue('Front Range'));
  ask('private_investments', 'what is the dental practice valued at', businessValue('Dentistry'));
  ask(
    'private_investments',
    'how much did we invest in summit ridge',
    placementField('Summit Ridge', 'initialInvestment'),
  );
  ask('private_investments', 'Larimer Street Holdings valuation?', businessValue('Larimer'));

  ask('recommendations', 'how many recs are new', newRecs);
  ask('beneficiaries', 'what % does ethan inherit', share('Ethan'));
  ask('insurance', 'how much does the umbrella policy cover', coverage('umbrella'));
  ask('insurance', "what's the premium on our liability policy", premium('liability'));
  ask('mortgages', 'how much is left on the firstbank loan for the condo', mortgageBalance('FirstBank'));
  ask('private_investments', 'total value of our private placements?', placements);
  ask('taxes', `how much did we pay the irs in ${LATEST}`, fedTax(LATEST));

  ask('accounts', 'how much is in the alpine bank account', balance('Larimer Street Rental Checking'));
  ask('accounts', "what's the marcus balance", balance('High-Yield Savings'));
  ask('spending', 'what did we spend at target this year', spending(thisYear, undefined, 'Target'));
  ask('spending', 'what did we spend on groceries in september', spending(named(month.sep), 'Groceries'));
  ask('spending', 'how much did sweetgreen cost us last month', spending(lastMonth, undefined, 'Sweetgreen'));
  ask('holdings', "what's the nvidia position worth now", holdingValue('NVDA'));
  ask('holdings', 'how much are we down on nike', holdingGain('NKE'));
  ask('budgets', "what's left in the entertainment budget", budgetLeft('Entertainment'));
  ask('mortgages', 'guild loan balance?', mortgageBalance('Guild'));
  ask('mortgages', "what's our wells fargo mortgage rate", mortgageRate('Wells Fargo'));
  ask('beneficiaries', 'how much does lily get', share('Lily'));
  ask('taxes', `what was the federal tax bill for ${LATEST}`, fedTax(LATEST));
  ask('private_investments', 'how much is the front range fund worth now', placementValue('Front Range'));
  ask('recommendations', 'how many new recommendations are there for us', newRecs);
  ask('not_on_file', 'how much is our ethereum worth', notOnFile);

  ask('not_on_file', 'how much crypto do we own', notOnFile);
  ask('not_on_file', "what's our bitcoin worth", notOnFile);
  ask('not_on_file', "how much is in ethan's 529 plan", notOnFile);
  ask('not_on_file', "lily's college savings balance?", notOnFile);
  ask('not_on_file', 'how much is our HSA worth', notOnFile);
  ask('not_on_file', 'whats left on the car loan', notOnFile);
  ask('not_on_file', 'heloc balance?', notOnFile);
  ask('not_on_file', 'do we have any student loans left', notOnFile);
  ask('not_on_file', "what's claire's pension worth", notOnFile);
  ask('not_on_file', 'how much is the annuity worth', notOnFile);

  ask(
    'follow_up',
    'and in august?',
    spending(named(month.aug), 'Groceries'),
    'How much did we spend on groceries last month?',
  );
  ask('follow_up', `and ${EARLIER}?`, fedTax(EARLIER), `how much federal tax did we pay in ${LATEST}`);
  ask('follow_up', 'and the liquid part?', liquid, "what's our net worth");
  ask('follow_up', 'what about lily?', share('Lily'), "what's Ethan's share as a beneficiary");
  ask('follow_up', 'and apple?', holdingValue('AAPL'), 'how much is our nvidia stock worth');
  // Two other mortgages fit "the other one": the answer should ask which.
  ask('follow_up', 'what about the other mortgage?', clarify, 'whats the balance on the guild mortgage');

  ask('accounts', 'how much is in the savings account?', clarify);
});
