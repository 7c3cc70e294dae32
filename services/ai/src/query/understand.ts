// What a question asks, as a query over the family's data: which measure (a tax year's federal tax, the
// new recommendations, one holding's gain, one beneficiary's share, the non-liquid assets, the largest
// expense), of which of their things (facts/entities.ts), for when (facts/periods.ts, when.ts) and how (one,
// a list, a sum, the largest). The answer is the tool calls that compute it, with the arguments the
// model would pass, or a short question back when a name fits two things. Null when the question names
// nothing this reads: the analyst then answers by topic (facts/intents.ts).
import { calendar, recommendationStatuses } from '@heirloom/contracts';
import type { FamilyFacts } from '../facts/family-facts';
import { normalizeQuestion, topicsToAnswer } from '../facts/intents';
import { PERIOD_PHRASE, periodSpecOf, resolvePeriod } from '../facts/periods';
import { spendingCalls } from './spending-question';
import { familyCategories, isCategoryPhrase, matchCategory } from '../tools/categories';
import type { ToolCall } from '../tools/tool';
import {
  entitiesOf,
  linkEntities,
  resolveEntity,
  whichOne,
  type EntityKind,
  type FamilyEntity,
} from '../facts/entities';
import { readPeriod } from '../facts/period';
import { dayRangeOf } from './when';
import { returnKind } from '../tools/taxes';

export type QueryPlan =
  | { calls: ToolCall[] }
  /** A name fits several things: the analyst asks which one. */
  | { ask: string };

const call = (name: string, args: Record<string, unknown> = {}): QueryPlan => ({ calls: [{ name, args }] });

/** The US states, lower-cased as questions are read. */
const STATES = [
  'alabama',
  'alaska',
  'arizona',
  'arkansas',
  'california',
  'colorado',
  'connecticut',
  'delaware',
  'florida',
  'georgia',
  'hawaii',
  'idaho',
  'illinois',
  'indiana',
  'iowa',
  'kansas',
  'kentucky',
  'louisiana',
  'maine',
  'maryland',
  'massachusetts',
  'michigan',
  'minnesota',
  'mississippi',
  'missouri',
  'montana',
  'nebraska',
  'nevada',
  'new hampshire',
  'new jersey',
  'new mexico',
  'new york',
  'north carolina',
  'north dakota',
  'ohio',
  'oklahoma',
  'oregon',
  'pennsylvania',
  'rhode island',
  'south carolina',
  'south dakota',
  'tennessee',
  'texas',
  'utah',
  'vermont',
  'virginia',
  'washington',
  'west virginia',
  'wisconsin',
  'wyoming',
];
/** A US state named in a tax question ("Colorado tax"), lower-cased as questions are read. */
export const US_STATE = new RegExp(`\\b(${STATES.join('|')}) (state )?(income )?tax(es)?\\b`);
/** A US state named anywhere ("and how much to idaho"). */
export const STATE_NAME = new RegExp(`\\b(${STATES.join('|')})\\b`);
/** A state's return by the state's name: "the idaho return", "our colorado state returns". */
const STATE_RETURN = new RegExp(`\\b(${STATES.join('|')}) (state )?(tax )?returns?\\b`);
/**
 * A state paid or owed, as a payee with no more name after it: "what did we pay idaho for 2025", "how
 * much did we owe ohio last year" (a merchant that begins with a state's name, "idaho power", goes on).
 */
const STATE_PAID = new RegExp(
  `\\b(pa(id|y)|owe[ds]?|sen[dt]|g[ai]ve)( to)? (the state of )?(${STATES.join('|')})( (for|in|during|last|this|that)\\b|\\s*$)`,
);

/** The tax year named: "2023", "last year" (the one before today's), "this year". */
export function yearOf(text: string, today: string): number | undefined {
  const year = Number(today.slice(0, 4));
  const explicit = text.match(/\b((?:19|20)\d{2})\b/);
  if (explicit) return Number(explicit[1]);
  // "'25", "k1 income 24": the period reader's year.
  const read = readPeriod(text, today);
  if (read && /^\d{4}$/.test(read.spec)) return Number(read.spec);
  if (/\b(last|previous|prior) (tax )?year\b/.test(text)) return year - 1;
  if (/\b(this|current) (tax )?year\b/.test(text)) return year;
  return undefined;
}

function taxQuery(text: string, facts: FamilyFacts): QueryPlan | null {
  if (/\bharvest|\bwash[- ]?sale|\btax[- ]?loss/.test(text)) return null;
  const named = yearOf(text, facts.today);
  // "This year" has no return yet (it is filed the year after): the latest one answers, as the topic
  // does. Any other year is answered as asked, on file or not.
  const year =
    named === Number(facts.today.slice(0, 4)) && !/\b(19|20)\d{2}\b/.test(text) ? undefined : named;
  const withYear = year === undefined ? {} : { year };
  if (/\bk-?1s?\b/.test(text) && !/\b(missing|still|waiting|outstanding)\b/.test(text)) {
    // "The k1 from the design studio for 2025": that one's K-1.
    const [from] = linkEntities(text, facts, ['placement', 'business']);
    const entity = from ? { entity: from.label } : {};
    if (year !== undefined || from || /\b(income|how much|total|report\w*|earn\w*)\b/.test(text)) {
      return call('get_taxes', { ...withYear, kind: 'k1', ...entity });
    }
  }
  const taxWords = /\btax(es)?\b|\breturns?\b|\b1040\b|\beffective rate\b|\bowe\b|\bpa(id|y)\b/.test(text);
  if (/\bfed(eral)?\b|\birs\b|\b1040\b/.test(text) && taxWords && !/\bstate\b/.test(text)) {
    return call('get_taxes', { ...withYear, kind: 'federal' });
  }
  // A state's tax: said so, by the state's name, or by a state form the family has on file ("CO-104").
  const stateForms = facts.data.taxDocuments
    .filter((d) => returnKind(d.documentType) === 'state')
    .map((d) => d.documentType.trim().toLowerCase());
  if (
    (/\bstate (income )?tax(es)?\b|\bstate returns?\b/.test(text) ||
      US_STATE.test(text) ||
      STATE_RETURN.test(text) ||
      (stateForms.length > 0 && STATE_PAID.test(text)) ||
      stateForms.some((form) => form.length > 1 && text.includes(form))) &&
    !/\bfederal\b/.test(text)
  ) {
    return call('get_taxes', { ...withYear, kind: 'state' });
  }
  if (year !== undefined && /\btax(es)?\b|\btax returns?\b|\beffective (tax )?rate\b/.test(text)) {
    return call('get_taxes', withYear);
  }
  return null;
}

/** "Recommendations" as families write it: "recomendations", "recs", "suggestions". */
const RECOMMENDATIONS = '(?:rec+om+end\\w*|recs?|suggestions?)';
const nearRecommendations = (status: string) =>
  new RegExp(
    `\\b(${status}) (\\w+ )?${RECOMMENDATIONS}\\b|\\b${RECOMMENDATIONS},? (that )?(are |is |i have |we have |i've |we've |have i |have we |did i |did we )?(still |already |been |marked |as )*(${status})\\b`,
  );

/** A status said next to the word: "new recommendations", "recs are still new", "completed ones". */
const STATUS_WORDS: readonly (readonly [RegExp, (typeof recommendationStatuses)[number]])[] = [
  [nearRecommendations('new|unread|pending|open|unreviewed|outstanding'), 'new'],
  [/\b(haven'?t|have not|not yet) (\w+ ){0,2}(looked at|reviewed|seen|read)\b/, 'new'],
  [nearRecommendations('reviewed'), 'reviewed'],
  [nearRecommendations('complet\\w*|done|finish\\w*|implemented'), 'completed'],
];

function recommendationsQuery(text: string): QueryPlan | null {
  if (!new RegExp(`\\b${RECOMMENDATIONS}\\b`).test(text)) return null;
  // "Suggestions" alone may mean the analyst's own ideas: only a status or a count makes them stored.
  const counted = /\b(how many|count|number of|any)\b/.test(text);
  for (const [words, status] of STATUS_WORDS) {
    if (words.test(text) && (counted || /\brec+om+end|\brecs?\b/.test(text))) {
      return call('get_recommendations', { status });
    }
  }
  // "How many recommendations do I have": the ones stored, not the analyst's own count.
  if (
    new RegExp(`\\b(how many|count of|number of) (\\w+ )?${RECOMMENDATIONS}\\b`).test(text) ||
    /\blist (all )?(of )?my recommendations\b/.test(text)
  ) {
    return call('get_recommendations', { status: 'all' });
  }
  return null;
}

function netWorthQuery(text: string): QueryPlan | null {
  // "Break down our net worth: liquid, non-liquid, real estate equity" is every part, not the first named.
  const parts = [/\bnon-?liquid|\billiquid/, /(^|[^-])\bliquid\b/, /\bequity\b/].filter((p) => p.test(text));
  if (parts.length >= 2 || /\bbreak ?down\b.{0,20}\bnet ?worth\b/.test(text)) return call('get_net_worth');
  if (/\bnon-?liquid\b|\billiquid\b/.test(text)) return call('get_net_worth', { part: 'non_liquid' });
  if (/\bliquid (assets|net worth|wealth)\b/.test(text)) return call('get_net_worth', { part: 'liquid' });
  if (/\b(real estate|property|home) equity\b/.test(text) && !/\b(line|loan|heloc)\b/.test(text)) {
    return call('get_net_worth', { part: 'real_estate_equity' });
  }
  // Net worth asked the long way round: everything sold, every debt paid, what is left.
  const soldAll =
    /\b(sold|sell|liquidat\w*|cash(ed)? out)\b.{0,30}\b(everything|all (of )?(it|our|my|we own|the assets)|every ?thing)\b/;
  const paidAll = /\bpa(id|y)( off)? (every|all)\b.{0,25}\b(debts?|loans?|mortgages?|we owe|i owe)\b/;
  // "What would we end up with", "walk away with", "be left with": what is left.
  const leftOver = /\b(left|left over|remain\w*|end(ed)? up with|walk away with|come away with|pocket)\b/;
  if ((soldAll.test(text) || paidAll.test(text)) && leftOver.test(text)) return call('get_net_worth');
  if (
    /\b(everything|all) (we|i) own\b.{0,40}\b(minus|less|after)\b.{0,30}\b(we|i) owe\b/.test(text) ||
    // "All our stuff minus all our debts comes to what".
    /\b(everything|all (of )?(our|my) (stuff|things|assets))\b.{0,20}\b(minus|less|take away|net of)\b.{0,25}\b(debts?|loans?|liabilit\w*|(we|i) owe)\b/.test(
      text,
    )
  ) {
    return call('get_net_worth');
  }
  // The same grammar in any words: what is had, less what is owed ("add up everything I have and take
  // off what I owe", "total assets minus total liabilities"); what the family is worth, with no thing
  // named ("what are we worth overall", "what would we be worth if every loan was paid off").
  if (ASSETS.test(text) && LESS.test(text) && DEBTS.test(text)) return call('get_net_worth');
  // "Our total worth with the studio and the funds in it, less every loan", "the family's bottom line once
  // you net out the mortgages and the cards": the family's worth as a noun ("our total worth", "the bottom
  // line"), less its debts, whatever things it says are in it.
  if (worthLessDebts(text)) return call('get_net_worth');
  // "Our total worth after debts", "what we're worth net of the loans": worth less debts, with no one
  // thing named (a home's worth less its loan is its equity).
  if (
    /\bworth\b/.test(text) &&
    LESS.test(text) &&
    DEBTS.test(text) &&
    !/\b(propert|house|home|condo|rental|place|cabin|apartment|fund|business|studio|stock|shares?)/.test(text)
  )
    return call('get_net_worth');
  if (/\b(debts?|loans?|mortgages?|liabilit\w*)\b.{0,25}\b(paid( off)?|cleared|gone|settled)\b/.test(text)) {
    if (
      /\b(worth|left|left over|have|clear)\b/.test(text) &&
      !/\b(propert|house|home|condo|rental|place)/.test(text)
    )
      return call('get_net_worth');
  }
  // "The whole pot", "the entire lot" is worth, or the kinds of thing listed as "included": everything the
  // family has, not one thing of it.
  if (
    /\bworth\b/.test(text) &&
    (/\b(whole|entire) ([a-z']+ )?(pot|lot|shebang|enchilada|family|household|picture)\b/.test(text) ||
      /\b(houses?|homes?|propert\w*|real estate|accounts?|funds?|investments?)\b.{0,50}\b(and|&)\b.{0,50}\b(included|counted|in it)\b/.test(
        text,
      ))
  )
    return call('get_net_worth');
  if (
    /\b(what|how much) (are|is|am|would|will|were) (we|i|us|our family|the family|our household)( be)? worth\b|\b(what|how much) (is|are) (the|our) ([a-z']+ )?(household|family) worth\b|\b(what|how much) (we|i|our family|the family) (are|am|is|would be) worth\b/.test(
      text,
    )
  )
    return call('get_net_worth');
  return null;
}

const ASSETS =
  /\b(everything|all|what) (that )?(we|i) (own|have|hold|(have )?got)\b|\b(all|total|everything|the whole lot) (of )?(our|my|the) ?(stuff|things|assets|belongings|money|possessions)\b|\b(total )?assets\b/;
const LESS =
  /\b(minus|less|after|take (off|away)|taking (off|away)|subtract\w*|deduct\w*|net of|nett? (out|off)|without|then remove)\b/;
const DEBTS =
  /\b(everything|all|what) (that )?(we|i) owe\b|\b(debts?|loans?|liabilit\w*)\b|\bmortgages\b.{0,20}\b(and|&) (the )?(credit )?cards\b/;

/**
 * The family's worth as a noun ("our total worth", "the bottom line"), less its debts, whatever things
 * it says are in it: "our total worth with the studio and the funds in it, less every loan".
 */
export const worthLessDebts = (text: string) =>
  /\b(our|my|the family'?s|the household'?s|[a-z]+ family'?s?|total|overall|combined) (total |overall |net )?worth\b|\bbottom line\b/.test(
    text,
  ) &&
  LESS.test(text) &&
  DEBTS.test(text);

const COUNT_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, ten: 10 };

function largestExpenseQuery(question: string, text: string, facts: FamilyFacts): QueryPlan | null {
  const things = '(expenses?|purchases?|transactions?|charges?|payments?|bills?|spends?|things?|items?)';
  const count = `(\\d{1,2}|${Object.keys(COUNT_WORDS).join('|')})`;
  const asked =
    text.match(
      new RegExp(
        `\\b(?:${count} )?(?:biggest|largest|most expensive|highest|priciest)\\b(?: single)?(?: [a-z]+)? ${things}\\b`,
      ),
    ) ?? text.match(new RegExp(`\\btop (?:${count} )?(?:[a-z]+ )?${things}\\b`));
  if (!asked) return null;
  // "My 3 largest purchases"; "my largest purchases", without a count, lists five.
  const n = asked[1] ? (COUNT_WORDS[asked[1]] ?? Number(asked[1])) : /s$/.test(asked[2]!) ? 5 : 1;
  const [base] = spendingCalls(question, facts);
  const { merchant, period, ...args } = base?.args ?? {};
  // Words naming one of the family's accounts ("on my Sapphire card") are that account, not a merchant.
  const account =
    typeof merchant === 'string' && ACCOUNT_NOUNS.test(text)
      ? resolveEntity(merchant, facts, 'account')
      : null;
  return call('get_spending', {
    ...args,
    ...(dayRangeOf(question, facts.today) ?? (period ? { period } : {})),
    ...(account && 'found' in account ? { account: account.found.label } : merchant ? { merchant } : {}),
    largest: Math.min(Math.max(n, 1), 10),
  });
}

const LOSING =
  /\b(losing|losers?|in the red|below (cost|what (i|we) paid)|underwater|unrealized loss(es)?|paper loss(es)?|down)\b/;
const GAINING =
  /\b(gaining|winners?|in the green|above cost|up the most|best performing|unrealized gains?)\b/;
const HOLDING_WORDS =
  /\b(holdings?|positions?|stocks?|investments?|shares|funds?|etfs?|portfolio|securities)\b/;

function holdingSetQuery(question: string, text: string, facts: FamilyFacts): QueryPlan | null {
  if (/\bharvest|\bwash[- ]?sale|\btax[- ]?loss|\bdeduct/.test(text)) return null;
  // "How much is my Apple stock down" is about one holding, not the set of losers.
  if (resolveEntity(question, facts, 'holding')) return null;
  const how = /\b(total|sum|altogether|in all|combined|overall|add up|all together)\b/.test(text)
    ? 'sum'
    : /\b(biggest|largest|worst|most|best)\b/.test(text)
      ? 'largest'
      : 'list';
  const losing =
    LOSING.test(text) && (HOLDING_WORDS.test(text) || /\bunrealized|paper loss|losers?\b/.test(text));
  if (losing) return call('analyze_investments', { which: 'losing', how });
  if (GAINING.test(text) && (HOLDING_WORDS.test(text) || /\bwinners|unrealized\b/.test(text))) {
    return call('analyze_investments', { which: 'gaining', how });
  }
  if (/\b(biggest|largest|top) (holding|position|investment|stock)\b/.test(text)) {
    return call('analyze_investments', { which: 'all', how: 'largest' });
  }
  return null;
}

type Found = { found: FamilyEntity } | { ask: string; choices: FamilyEntity[] } | null;

/** The policy type a question's words name: "the house" is what a property policy covers. */
const POLICY_TYPE_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\b(house|home|homeowners?|property|condo|renters?|rental|place|cabin)\b/, 'property'],
  [/\blife\b/, 'life'],
  [/\bumbrella|liability\b/, 'umbrella'],
];

function entity(question: string, facts: FamilyFacts, kind: EntityKind): Found {
  const resolved = resolveEntity(question, facts, kind);
  if (!resolved) return null;
  if ('found' in resolved) return resolved;
  // "What does State Farm cover the house for": of an insurer's policies, the one of the type said.
  if (kind === 'policy') {
    const text = normalizeQuestion(question);
    const type = POLICY_TYPE_WORDS.find(([words]) => words.test(text))?.[1];
    const ofType = type
      ? resolved.ambiguous.filter((c) => facts.data.insurance.find((p) => p.id === c.id)?.policyType === type)
      : [];
    if (ofType.length === 1) return { found: ofType[0]! };
  }
  return { ask: whichOne(resolved.ambiguous), choices: resolved.ambiguous };
}

/**
 * "What about the condo?" after a loan: the property named stands for the one loan on it. Null when the
 * question names no one property, or it has no loan or several, or it is the loan `before`.
 */
export function loanOnNamedProperty(
  question: string,
  facts: FamilyFacts,
  before?: unknown,
): { found: FamilyEntity } | null {
  const named = entity(question, facts, 'property');
  if (!named || !('found' in named)) return null;
  const loans = facts.data.mortgages.filter((m) => m.propertyId === named.found.id);
  if (loans.length !== 1 || loans[0]!.lender === before) return null;
  return { found: { kind: 'lender', id: loans[0]!.id, label: loans[0]!.lender } };
}

const SPENDING =
  /\bspen(d|t|ding)\b|\bbought\b|\bpurchases?\b|\bpaid (to|at)\b|\btransactions?\b|\bcost (us|me)\b|\bcharged\b/;
const ACCOUNT_WORDS =
  /\b(balance|account|card|checking|savings|owe|owed|is in|in my|in our|available|credit)\b/;
const HOLDING_ASKED =
  /\b(stock|shares?|holding|position|gain|loss|down|up|worth|performing|doing|value|cost|return)\b/;
const SHARE_WORDS =
  /\b(share|shares|get|gets|getting|receive\w*|inherit\w*|percent|percentage|portion|beneficiar\w*|left to|leave|entitled|allocation|goes to|go to|going to|down (for|as))\b|%/;

function namedThingQuery(question: string, text: string, facts: FamilyFacts): QueryPlan | null {
  // Spending names merchants, and refinancing or harvesting weighs every mortgage or position: their
  // topics answer them.
  // "Since we bought it" dates a change ("how much is it up since we bought it"); it buys nothing.
  // "What does the umbrella policy cost us": a policy's cost is its premium, not spending at a merchant.
  const policyCost =
    /\bcost (us|me)\b/.test(text) &&
    /\b(polic(y|ies)|insurance|cover(age)?|premiums?)\b/.test(text) &&
    !periodSpecOf(question, facts.today);
  const spent = !policyCost && SPENDING.test(text.replace(/\bsince (we|i) (bought|purchased|got)\b/g, ''));
  if (spent || /\bre-?financ|\brefi\b|\bharvest/.test(text)) return null;
  const beneficiary = SHARE_WORDS.test(text) ? entity(question, facts, 'beneficiary') : null;
  if (beneficiary) {
    return 'ask' in beneficiary
      ? beneficiary
      : call('analyze_estate', { beneficiary: beneficiary.found.label });
  }
  const holding = entity(question, facts, 'holding');
  const account = entity(question, facts, 'account');
  // A name both a holding and an account answer to ("Chase") is the account when the question is about
  // balances, the holding when it is about gains and value.
  if (holding && (!account || (HOLDING_ASKED.test(text) && !ACCOUNT_WORDS.test(text)))) {
    return 'ask' in holding ? holding : call('analyze_investments', { holding: holding.found.id });
  }
  if (!account) return otherThingQuery(question, text, facts) ?? whichAccountQuery(text, facts);
  // "The Larimer rental" is the property unless the question is about a balance: an account may be
  // named after it ("Larimer Street Rental Checking").
  const other = ACCOUNT_WORDS.test(text) ? null : otherThingQuery(question, text, facts);
  if (other) return other;
  if ('found' in account) return call('get_accounts', { account: account.found.label });
  // "The wells fargo savings": of the institution's accounts, the one of the type the words say.
  const typed = typedAccounts(account.choices, text, facts);
  if (typed.length === 1) return call('get_accounts', { account: typed[0]!.label });
  // "How much do we have at Wells Fargo?" asks for everything there, not one of the accounts.
  const institution = sharedInstitution(account.choices, facts);
  if (
    institution &&
    /\b(have|hold|keep)\b.{0,12}\b(at|with|in)\b|\b(all|total|combined|altogether|accounts)\b/.test(text)
  ) {
    return call('get_accounts', { account: institution });
  }
  return account;
}

/** Of some accounts, the ones of the type the words say ("savings", "checking", "card"). */
function typedAccounts(choices: readonly FamilyEntity[], text: string, facts: FamilyFacts): FamilyEntity[] {
  return choices.filter((c) => {
    const type = facts.data.accounts.find((a) => a.id === c.id)?.accountType;
    return type && new RegExp(`\\b${type === 'credit' ? '(credit|card)' : type}\\b`).test(text);
  });
}

/** The one institution every one of these accounts is at, if they are all at one. */
function sharedInstitution(choices: readonly FamilyEntity[], facts: FamilyFacts): string | null {
  const institutions = new Set(
    choices.map((c) => facts.data.accounts.find((a) => a.id === c.id)?.institution ?? ''),
  );
  return institutions.size === 1 ? [...institutions][0]! || null : null;
}

/**
 * "How much is in the savings account?" with two savings accounts, "what's the balance?" with nothing
 * named: the question back with the accounts it could mean.
 */
function whichAccountQuery(text: string, facts: FamilyFacts): QueryPlan | null {
  const typed =
    text.match(/\b(?:the|my|our) (checking|savings|credit card|brokerage|investment) account\b/) ??
    // "The balance on the card": one of the family's cards.
    text.match(/\b(?:the|my|our) (credit card|card)\b(?!s)/);
  const types: Record<string, string> = { 'credit card': 'credit', card: 'credit', brokerage: 'investment' };
  const candidates = typed
    ? facts.data.accounts.filter((a) => a.accountType === (types[typed[1]!] ?? typed[1]))
    : /^(what'?s |what is )?(the|my) balance\??$/.test(text)
      ? facts.data.accounts
      : [];
  if (candidates.length < 2) return null;
  return { ask: whichOne(candidates.map((a) => ({ kind: 'account' as const, id: a.id, label: a.name }))) };
}

/**
 * Every month, however it is said ("monthly", "a month", "per month", "each month", "every month", "a
 * mo"): what is paid on a loan, never what was paid for a thing.
 */
export const PER_MONTH = String.raw`monthly|(?:a|per|each|every) (?:month|mo)|/mo`;
const MORTGAGE_WORDS = new RegExp(
  String.raw`\b(mortgages?|loans?|owe|owed|rate|payments?|paying|lender|balance|pay ?off|matur\w*|interest|${PER_MONTH})\b`,
);
const POLICY_WORDS =
  /\b(polic(y|ies)|insurance|coverage|cover|covers|covering|premiums?|charges?|renew\w*|expir\w*|deductibles?|annual(ly)?|yearly|(every|a|per|each) year)\b/;

/** What is asked of each kind of thing a name may stand for, to choose between two things of one name. */
const INVESTED =
  /\b(worth|valu\w*|nav|returns?|returned|irr|tvpi|dpi|multiple|paid (out|back)|pay ?outs?|distribut\w*|commit\w*|called|capital|invest\w*|put (in|into)|made|gain\w*|up|down|performing|doing|stake|own)\b/;
const KIND_MEASURES: Partial<Record<EntityKind, RegExp>> = {
  placement: INVESTED,
  business: INVESTED,
  professional:
    /\b(who|whom|contact|email|phone|number|firm|advis[eo]rs?|planners?|cpas?|accountants?|attorneys?|lawyers?|specialt\w*|works?|handles?)\b/,
  property: /\b(house|home|property|condo|rental|bought|purchase\w*|equity|mortgage|address|square feet)\b/,
};

/** First words of company names that are everyone's words, never a company by themselves. */
const COMMON_FIRST_WORDS = new Set([
  'state',
  'american',
  'national',
  'first',
  'united',
  'general',
  'great',
  'home',
]);

/** A property, a lender, a policy or a professional the question names, asked about by itself. */
function otherThingQuery(question: string, text: string, facts: FamilyFacts): QueryPlan | null {
  const as = (found: Found, answer: (e: FamilyEntity) => QueryPlan): QueryPlan | null =>
    found ? ('ask' in found ? found : answer(found.found)) : null;
  // A lender is named for its mortgages, whatever else the question says ("what are we paying US Bank").
  const lender = as(entity(question, facts, 'lender'), (e) => call('get_mortgages', { lender: e.label }));
  if (lender) return lender;
  if (MORTGAGE_WORDS.test(text)) {
    const onProperty = as(entity(question, facts, 'property'), (e) =>
      call('get_mortgages', { lender: e.label }),
    );
    if (onProperty) return onProperty;
  }
  // "What do we pay allstate", "what are we paying northwestern": an insurer paid, named by its name or
  // a first word of its own ("state" of State Farm is everyone's word), is paid its premiums.
  const insurerPaid =
    /\b(pay|paying|paid|give|giving)\b/.test(text) &&
    facts.data.insurance.some((p) => {
      const name = p.provider.toLowerCase().replace(/[^a-z0-9 ]/g, '');
      const first = name.split(/\s+/)[0]!;
      const own = first.length >= 4 && !COMMON_FIRST_WORDS.has(first);
      return new RegExp(`\\b(${name}${own ? `|${first}` : ''})\\b`).test(text);
    });
  if (POLICY_WORDS.test(text) || insurerPaid) {
    const named = entity(question, facts, 'policy');
    // "Our Chubb policies" are all of them: the provider's, added up.
    const providers = new Set(
      named && 'choices' in named
        ? named.choices.map((c) => facts.data.insurance.find((p) => p.id === c.id)?.provider)
        : [],
    );
    const [provider] = providers;
    // "How much do we pay state farm a year": what is paid to an insurer of several policies is all of
    // them, added up, not one to choose.
    if (
      provider &&
      providers.size === 1 &&
      /\b(policies|total|all|combined|pay|paying|paid|premiums?|cost\w*|charg\w*)\b/.test(text)
    ) {
      return call('analyze_insurance', { policy: provider });
    }
    const policy = as(named, (e) => call('analyze_insurance', { policy: e.label }));
    if (policy) return policy;
  }
  // A property, a private investment or a professional: the one whose name covers most of the words
  // ("Larimer Street Holdings" is the partnership, not the property on Larimer Street).
  const linked = linkEntities(question, facts, ['property', 'placement', 'business', 'professional']);
  // Names of two kinds that cover the same words ("Sawtooth": the private placement and the advisors'
  // firm) are told apart by what is asked of them: a value, returns or a commitment fit an investment,
  // a contact or a specialty a professional, a purchase or equity a property.
  const tied = linked.filter((e) => e.covered === linked[0]?.covered && e.typos === linked[0]?.typos);
  const fitting = tied.filter((e) => KIND_MEASURES[e.kind]?.test(text));
  const preferred = fitting.length > 0 && fitting.length < tied.length ? fitting[0] : undefined;
  const [best, second] = preferred ? [preferred, ...linked.filter((e) => e !== preferred)] : linked;
  const businesses = facts.data.businesses;
  if (!best && /\b(the|our|my) (business|company)\b/.test(text) && businesses.length === 1) {
    return call('get_private_investments', { name: businesses[0]!.name });
  }
  if (!best) return null;
  if (second && second.covered === best.covered && second.typos === best.typos && second.kind === best.kind) {
    // "The house in Boise" with two homes there: each one's figures, the primary residence first when
    // the words say "house" or "home" (query.ts answers them one part apiece).
    const tied = linked.filter(
      (e) => e.covered === best.covered && e.typos === best.typos && e.kind === 'property',
    );
    if (
      best.kind === 'property' &&
      tied.length === linked.filter((e) => e.kind === 'property' && e.covered === best.covered).length &&
      tied.length <= 3
    ) {
      const primary = (e: FamilyEntity) =>
        facts.data.properties.find((p) => p.id === e.id)?.propertyType === 'primary_residence';
      const ordered = /\b(house|home)\b/.test(text)
        ? [...tied.filter(primary), ...tied.filter((e) => !primary(e))]
        : tied;
      return { calls: ordered.map((e) => ({ name: 'get_real_estate', args: { property: e.label } })) };
    }
    return { ask: whichOne([best, second]) };
  }
  switch (best.kind) {
    case 'property':
      return call('get_real_estate', { property: best.label });
    case 'professional':
      return call('get_professionals', { name: best.label });
    default:
      return call('get_private_investments', { name: best.label });
  }
}

const ACCOUNT_NOUNS = /\b(card|account|checking|savings)\b/;

/**
 * The spending calls with a phrase that names one of the family's accounts ("on my Sapphire card") as
 * that account, not a merchant. Null when no account is named: the spending topic answers as before.
 */
function spendingByAccountQuery(question: string, text: string, facts: FamilyFacts): QueryPlan | null {
  if (!SPENDING.test(text) || !ACCOUNT_NOUNS.test(text)) return null;
  let linked = false;
  // "The Costco card" names the account with no "on" or "at" before it: the whole question is searched.
  const named = resolveEntity(question, facts, 'account');
  const calls = spendingCalls(question, facts).map((c) => {
    const { merchant, ...args } = c.args;
    const account = typeof merchant === 'string' ? resolveEntity(merchant, facts, 'account') : named;
    if (!account || !('found' in account)) return c;
    linked = true;
    return { name: c.name, args: { ...args, account: account.found.label } };
  });
  return linked ? { calls } : null;
}

/** One kind of cover: "how much life insurance do we have", "total property coverage?". */
function policyTypeQuery(question: string, text: string, facts: FamilyFacts): QueryPlan | null {
  // "Do we have enough life insurance?" weighs cover against need: the insurance topic answers it.
  if (/\b(enough|adequate|need|needed|gaps?|under-?insured|should)\b/.test(text)) return null;
  // "Life insurance with Northwestern": that insurer's policy, read with the named things.
  if (resolveEntity(question, facts, 'policy')) return null;
  const typed = text.match(
    /\b(life|property|homeowners?|home|liability|umbrella) (insurance|coverage|cover|polic(y|ies)|premiums?)\b/,
  );
  return typed ? call('analyze_insurance', { policy: typed[1] }) : null;
}

/**
 * One budget category: "how much is left in our grocery budget", "how much grocery money is left",
 * "are we over on shopping?".
 */
function budgetCategoryQuery(text: string, facts: FamilyFacts): QueryPlan | null {
  if (
    !/\bbudget/.test(text) &&
    !/\bover on\b|\bhow much (is )?left\b|\bhow much (\w+ )?money (is |do (we|i) have )?left\b/.test(text)
  )
    return null;
  const budgeted = facts.budgets.categories.map((c) => c.category);
  const category = matchCategory(text, budgeted);
  return category ? call('get_budgets', { category }) : null;
}

/** Words of a spending question that name neither a merchant nor a period. */
const NOT_A_MERCHANT = new Set(
  (
    "how much what whats what's was were is are did do does we i our my the a an on at in for to from since " +
    'spend spent spending spned pay paid bill bills total cost so far went go goes of and then this that ' +
    'have has had ' +
    'month year week last past ago until through between money expense expenses purchases ' +
    // Words around a period or a ranking, never a merchant's name: "over the last 2 weeks", "the most".
    'over during within throughout by about around up all altogether us me you they it ' +
    'most least more less merchant merchants store stores shop shops where which who ' +
    // "Since the beginning of September", "from the start of the month".
    'beginning start end ' +
    // "In the summer months, june to august": the season the months already say.
    'months weeks summer winter spring fall autumn season ' +
    // "Everything we spent last quarter", "overall": all of the period's spending, no merchant.
    'everything anything overall combined together'
  ).split(' '),
);

const MONTH_WORD = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$/;

/**
 * A period and a category or a merchant, with little else: "groceries in august?", "starbucks last
 * month?", "costco spending since january?". Null when the question is about another topic too.
 */
function periodSpendingQuery(question: string, text: string, facts: FamilyFacts): QueryPlan | null {
  const spec = periodSpecOf(question, facts.today);
  const days = /\b(since|between|from)\b/.test(text) ? dayRangeOf(question, facts.today) : null;
  if (!spec && !days) return null;
  if (topicsToAnswer(question).some((t) => t !== 'spending') || HOLDING_ASKED.test(text)) return null;
  const when = days ?? { period: spec };
  // "What did we earn last year": the period's income and spending, no merchant to look for.
  if (/\b(earn\w*|income|made|make|salary|took in|take home)\b/.test(text))
    return call('get_spending', { ...when });
  // What is left once the period and the question's own words are taken out: a category or a merchant.
  const rest = text
    .replace(PERIOD_PHRASE, ' ')
    .split(/[^a-z0-9&'-]+/)
    .filter((w) => w && !NOT_A_MERCHANT.has(w) && !/^\d+(st|nd|rd|th)?$/.test(w) && !MONTH_WORD.test(w))
    .join(' ');
  const [first, ...more] = spendingCalls(question, facts);
  const { period: _period, ...args } = first?.args ?? {};
  // "Whole foods" shares a word with "Food & Dining" but is a merchant: all of it must be the category's.
  const merchantNotCategory = rest.length >= 2 && !isCategoryPhrase(rest, familyCategories(facts));
  if (args.merchant || (args.category && !merchantNotCategory)) {
    return { calls: [{ name: 'get_spending', args: { ...args, ...when } }, ...more] };
  }
  if (rest.length < 2 || rest.split(' ').length > 3) return null;
  return call('get_spending', { ...when, merchant: rest });
}
/** The query a question asks, or null to answer it by topic. */
export function understand(question: string, facts: FamilyFacts): QueryPlan | null {
  const text = normalizeQuestion(question);
  return (
    taxQuery(text, facts) ??
    recommendationsQuery(text) ??
    netWorthQuery(text) ??
    largestExpenseQuery(question, text, facts) ??
    budgetCategoryQuery(text, facts) ??
    policyTypeQuery(question, text, facts) ??
    spendingByAccountQuery(question, text, facts) ??
    periodSpendingQuery(question, text, facts) ??
    holdingSetQuery(question, text, facts) ??
    namedThingQuery(question, text, facts)
  );
}

// ---------- follow-ups ----------

const FOLLOW_UP =
  /^(and|what about|how about|same for|same question for|now|ok(ay)?,? (and|what about)|(no,? )?i mean|the one (on|for|at|with|in|from))\b/;

/** "and in September?", "what about Claire's?": a short question that leans on the one before it. */
export function isFollowUp(question: string): boolean {
  const text = normalizeQuestion(question);
  return FOLLOW_UP.test(text) || text.split(' ').length <= 3;
}

/**
 * "And the month before?", "the year before that?": the month (as "YYYY-MM") or the year (as "YYYY")
 * before the one the previous question asked about; null for any other follow-up.
 */
export function periodBefore(args: Record<string, unknown>, text: string, today: string): string | null {
  if (typeof args.period !== 'string') return null;
  const period = resolvePeriod(args.period, today);
  const monthStep = /\b(the )?month before\b(?! last)|\bprevious month\b/.test(text)
    ? -1
    : /\b(the )?(month after|following month)\b/.test(text)
      ? 1
      : // "The same month last year", "that month a year ago".
        /\b(same|that) month (last year|a year (ago|before|earlier))\b/.test(text)
        ? -12
        : 0;
  if (monthStep !== 0) {
    const month = period?.month;
    if (!month) return null;
    const [y, m] = month.split('-').map(Number) as [number, number];
    const index = y * 12 + (m - 1) + monthStep;
    const next = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    // A month not yet begun has nothing to answer.
    return next <= today.slice(0, 7) ? next : null;
  }
  // A whole quarter ("this past quarter", "q3"): the quarter before it; a whole ISO week, the week before.
  if (/\b(the )?(quarter|qtr) before\b(?! last)|\bprevious (quarter|qtr)\b/.test(text) && period) {
    const [y, m, d] = period.from.split('-').map(Number) as [number, number, number];
    const q = Math.floor((m - 1) / 3);
    const end = calendar.lastDayOf(`${y}-${String(3 * q + 3).padStart(2, '0')}`);
    if (d !== 1 || (m - 1) % 3 !== 0 || period.to !== end) return null;
    return q === 0 ? `${y - 1}-Q4` : `${y}-Q${q}`;
  }
  if (/\b(the )?week before\b(?! last)|\bprevious week\b/.test(text) && period) {
    const monday = calendar.startOfIsoWeek(period.from);
    if (monday !== period.from || calendar.addDays(monday, 6) !== period.to) return null;
    const from = calendar.addDays(monday, -7);
    return `${from}..${calendar.addDays(from, 6)}`;
  }
  // A year's worth of the period (a whole year, or this one so far): the year before it.
  const year = period?.from.slice(0, 4);
  if (/\b(the )?year before\b(?! last)|\bprevious year\b/.test(text) && period && year) {
    return period.from === `${year}-01-01` && period.to.startsWith(year) ? String(Number(year) - 1) : null;
  }
  return null;
}

/** Which argument of which tool names one of the family's things, for swapping in a follow-up. */
const ENTITY_ARGUMENTS: readonly (readonly [tool: string, arg: string, kind: EntityKind])[] = [
  ['analyze_estate', 'beneficiary', 'beneficiary'],
  // One fund's or business's K-1: "and the studio's?" after Sawtooth's is the studio's.
  ['get_taxes', 'entity', 'placement'],
  ['get_taxes', 'entity', 'business'],
  ['get_mortgages', 'lender', 'lender'],
  ['get_real_estate', 'property', 'property'],
  ['get_private_investments', 'name', 'placement'],
  ['get_professionals', 'name', 'professional'],
  ['analyze_insurance', 'policy', 'policy'],
  ['analyze_investments', 'holding', 'holding'],
  ['get_accounts', 'account', 'account'],
  ['get_spending', 'account', 'account'],
];

/** The argument by which a call names one thing ("lender", "policy", ...), when it names one. */
const entityArgumentOf = (call: ToolCall) =>
  ENTITY_ARGUMENTS.find(([tool, arg]) => tool === call.name && call.args[arg] !== undefined);

/**
 * The previous question's calls with what the follow-up changes: its period or year, or the one thing
 * it names in place of the one asked about before. Null when it changes nothing of them.
 */
export function followUpPlan(question: string, previous: ToolCall[], facts: FamilyFacts): QueryPlan | null {
  const text = normalizeQuestion(question);
  const period = periodSpecOf(question, facts.today);
  const days = dayRangeOf(question, facts.today);
  const year = yearOf(text, facts.today);
  let changed = false;
  const calls: ToolCall[] = [];
  for (const previousCall of previous) {
    const args = { ...previousCall.args };
    if (previousCall.name === 'get_spending') {
      const before = periodBefore(previousCall.args, text, facts.today);
      const when = before ? { period: before } : (days ?? (period ? { period } : null));
      if (when) {
        delete args.period;
        delete args.from;
        delete args.to;
        Object.assign(args, when);
        changed = true;
      }
    }
    // "What about dining?", "and chevron?" after spending on one category or at one merchant: the
    // other one in its place, over the same period unless the follow-up names its own.
    const swapped = previousCall.name === 'get_spending' ? spendingSwap(text, args, facts) : null;
    if (swapped) {
      delete args.category;
      delete args.merchant;
      Object.assign(args, swapped);
      changed = true;
    }
    // "And federal?", "what about the state return?", "and the k1s?": the same year's other figure.
    const taxKind =
      previousCall.name !== 'get_taxes'
        ? null
        : /\bk-?1s?\b/.test(text)
          ? 'k1'
          : /\b(fed(eral)?|irs|1040)\b/.test(text)
            ? 'federal'
            : /\bstate\b/.test(text)
              ? 'state'
              : null;
    if (taxKind && args.kind !== taxKind) {
      args.kind = taxKind;
      changed = true;
    }
    if (previousCall.name === 'get_taxes' && year !== undefined) {
      args.year = year;
      changed = true;
    } else if (
      previousCall.name === 'get_taxes' &&
      /\b(year|one) (before|after)\b|\b(previous|prior|next|following) (tax )?year\b/.test(text)
    ) {
      // "And the year before?", "the year after?", "the following year": a year on from the one asked.
      const asked = typeof args.year === 'number' ? args.year : facts.taxes.latest?.year;
      if (asked !== undefined) {
        args.year = /\b(after|next|following)\b/.test(text) ? asked + 1 : asked - 1;
        changed = true;
      }
    }
    // "And checking?", "what about the cards" after an account: that type of account in its place.
    const typed = text.match(
      /^(?:and |what about |how about )?(?:in |on )?(?:the |my |our )?(checking|savings|credit cards?|cards?|investment|brokerage)(?: accounts?| balances?)?\??$/,
    )?.[1];
    if (previousCall.name === 'get_accounts' && typed) {
      const type = /cards?$/.test(typed) ? 'credit' : typed === 'brokerage' ? 'investment' : typed;
      // After one account asked by name ("the roth"), a word that is both a type and part of exactly one
      // account's name ("and the brokerage" with "Fidelity Brokerage") names that account, not the type.
      const before = facts.data.accounts.find((a) => a.name === args.account);
      const word = new RegExp(`\\b${typed.replace(/s$/, '')}s?\\b`, 'i');
      const namedBy = before ? facts.data.accounts.filter((a) => a !== before && word.test(a.name)) : [];
      const target = namedBy.length === 1 ? namedBy[0]!.name : type;
      if (args.account !== target) {
        args.account = target;
        changed = true;
      }
      calls.push({ name: previousCall.name, args });
      continue;
    }
    // "And both loans together?", "all of them combined?" after one thing: the whole set it was one of.
    const whole =
      /\b(both|all|the two)\b.*\b(together|combined|in total|altogether)\b|\b(both|all) (of them|of those)\b/.test(
        text,
      );
    const entityArg = entityArgumentOf(previousCall);
    if (whole && entityArg && previousCall.name !== 'get_spending') {
      // "Both property policies together": the policies of that type, not every policy.
      const type =
        previousCall.name === 'analyze_insurance'
          ? POLICY_TYPE_WORDS.find(([words]) => words.test(text))?.[1]
          : undefined;
      // "The two cards together", "all our savings together" after one account: the total of the type said.
      const accountType =
        previousCall.name === 'get_accounts'
          ? (text.match(/\b(checking|savings|credit)\b/)?.[1] ??
            (/\bcards?\b/.test(text) ? 'credit' : undefined))
          : undefined;
      if (type) args[entityArg[1]] = type;
      else if (accountType) args[entityArg[1]] = accountType;
      else delete args[entityArg[1]];
      calls.push({ name: previousCall.name, args });
      changed = true;
      continue;
    }
    // "The one on the lake place" after every mortgage: that property's mortgage.
    if (previousCall.name === 'get_mortgages' && args.lender === undefined) {
      const named = entity(question, facts, 'lender') ?? entity(question, facts, 'property');
      if (named && 'found' in named) {
        args.lender = named.found.label;
        calls.push({ name: previousCall.name, args });
        changed = true;
        continue;
      }
    }
    for (const [tool, arg, kind] of ENTITY_ARGUMENTS) {
      if (previousCall.name !== tool || args[arg] === undefined) continue;
      const named = /\bthe other\b/.test(text)
        ? otherThan(args[arg], kind, facts, text)
        : (entity(question, facts, kind) ??
          (kind === 'lender' ? loanOnNamedProperty(question, facts, args[arg]) : null));
      if (!named) continue;
      // "And the State Farm one?" after a property policy: of that insurer's policies, the property one.
      const sameType =
        'ask' in named && kind === 'policy' && typeof args[arg] === 'string'
          ? named.choices.filter((c) => {
              const before = String(args[arg]).split(' ');
              return (before.length > 1 ? before.at(-2) : before[0]) === c.label.split(' ').at(-2);
            })
          : // "And the wells fargo savings?" after an account: of that institution's accounts, the one
            // of the type the words say.
            'ask' in named && kind === 'account'
            ? typedAccounts(named.choices, text, facts)
            : [];
      if ('ask' in named && sameType.length !== 1) return named;
      const chosen = 'ask' in named ? sameType[0]! : named.found;
      args[arg] = kind === 'holding' ? chosen.id : chosen.label;
      changed = true;
    }
    calls.push({ name: previousCall.name, args });
  }
  // "And the rate?": the previous answer already gives it; asked again, it is answered again.
  const again =
    /^(and |what about |how about )?(the |its |their )?(rate|interest rate|payment|monthly payment|balance|value|premium|coverage|share|return)\??$/;
  // "And what is the position worth now?", "what's it worth?" after one thing: the same thing, whose
  // answer gives that figure too.
  const backToIt =
    /\b(the (position|holding|stock|shares|fund|account|policy|loan|mortgage|property|place)|it|its|that one)\b/.test(
      text,
    ) &&
    // Only what the thing's own answer leads with: its value (and a holding's gain); "how much has it
    // gone up since we bought it" after a property is its gain, asked of its own.
    (/\b(worth|value|valued)\b/.test(text) ||
      (previous[0]?.name === 'analyze_investments' && /\b(up|down|gain\w*|loss|lost)\b/.test(text))) &&
    previous.length === 1 &&
    entityArgumentOf(previous[0]!) !== undefined;
  return changed
    ? { calls }
    : (again.test(text) || backToIt) && previous.length > 0
      ? { calls: previous }
      : null;
}

/** Words of a follow-up that ask something other than another category or merchant. */
const NOT_A_THING =
  /\b(how|much|many|what|which|who|it|its|that|this|those|them|they|we|i|spend|spent|total|rate|left|budget|over|more|less|most|least|same|compare\w*|year|month|week|quarter|before|ago)\b/;

/** The category or merchant a follow-up names in place of the previous spending question's one. */
function spendingSwap(
  text: string,
  args: Record<string, unknown>,
  facts: FamilyFacts,
): Record<string, unknown> | null {
  if (typeof args.category !== 'string' && typeof args.merchant !== 'string') return null;
  const rest = text
    .replace(/^(and|what about|how about|same for|ok(ay)?,? (and|what about))\b\s*/, '')
    .replace(/\?+$/, '')
    .trim()
    // "And on groceries?", "what about at target": the thing after its preposition.
    .replace(/^(on|at|for|with) (?=\S)/, '');
  const phrase = periodIn(rest);
  const thing = (phrase ? rest.slice(0, phrase.at) : rest)
    .replace(/\b(in|on|at|for|during|over)\s*$/, '')
    .trim();
  if (!thing || thing.split(' ').length > 3 || NOT_A_THING.test(thing)) return null;
  const category = matchCategory(thing, familyCategories(facts));
  if (category && isCategoryPhrase(thing, familyCategories(facts))) {
    return category === args.category ? null : { category };
  }
  const [read] = spendingCalls(`how much did we spend at ${thing}`, facts);
  const merchant = read?.args.merchant;
  return typeof merchant === 'string' && merchant !== args.merchant ? { merchant } : null;
}

/** The first period phrase of a text, with where it starts. */
function periodIn(text: string): { at: number } | null {
  const match = new RegExp(PERIOD_PHRASE.source).exec(text);
  return match ? { at: match.index } : null;
}

/**
 * "The other one": the one thing of the kind not asked about before, or the question which one. An
 * account is another of the type the words say ("the other card", "the other savings"), else of the type
 * of the one asked about before ("the chase card", then "the other one" is the other card).
 */
export function otherThan(previous: unknown, kind: EntityKind, facts: FamilyFacts, text = ''): Found {
  const typeOf = (id: string) => facts.data.accounts.find((a) => a.id === id)?.accountType;
  const said = text.match(/\b(cards?|credit|savings|checking|investment|brokerage)\b/)?.[1];
  const before = facts.data.accounts.find((a) => a.name === previous || a.id === previous)?.accountType;
  const wanted = said
    ? /^(cards?|credit)$/.test(said)
      ? 'credit'
      : said === 'brokerage'
        ? 'investment'
        : said
    : before;
  const fits = (e: FamilyEntity) =>
    kind !== 'account' ||
    // An account type asked before ("what's in my checking"): the other one is of another type.
    (wanted ? typeOf(e.id) === wanted : typeOf(e.id) !== previous);
  // "The other vanguard ones": of the others, those the words name.
  const namedIds = new Set(linkEntities(text, facts, [kind]).map((e) => e.id));
  // A loan asked by its property ("what's owed on the lake condo"): the other loan is not that property's.
  const onProperty = (e: FamilyEntity) =>
    kind === 'lender' &&
    facts.data.mortgages.some(
      (m) =>
        m.id === e.id &&
        facts.data.properties.some(
          (p) => p.id === m.propertyId && (p.address === previous || p.id === previous),
        ),
    );
  const everyOther = entitiesOf(facts, kind).filter(
    (e) => e.label !== previous && e.id !== previous && !onProperty(e),
  );
  const namedOthers = everyOther.filter((e) => namedIds.has(e.id));
  const all = namedOthers.length > 0 ? namedOthers : everyOther;
  // "The other account" after the only one of its type: any other.
  const typed = all.filter(fits);
  const others = typed.length === 0 && !said && kind === 'account' ? all : typed;
  if (others.length === 0) return null;
  return others.length === 1 ? { found: others[0]! } : { ask: whichOne(others), choices: others };
}
