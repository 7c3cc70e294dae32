// A question as one value, parsed once at the door (chat/analyst.ts): what is measured, of which of the
// family's things, which of them by name, for when, how (one value, a sum, a count with the names, the
// largest or smallest, a comparison, a change), and the parts of a question that asks two things. The
// answer is the tool calls in `calls` (the same the model would make), computed by the tools; nothing
// downstream reads the question's text again. A follow-up ("what rate is it?", "by how much?", "and the
// other house?") is parsed against the conversation's previous query and fills its missing slots from it.
import { calendar } from '@heirloom/contracts';
import type { FamilyFacts } from '../facts/family-facts';
import { normalizeQuestion, topicsToAnswer } from '../facts/intents';
import { PERIOD_PHRASE, periodSpecOf, resolvePeriod } from '../facts/periods';
import { spendingCalls } from './spending-question';
import { matchCategory } from '../tools/categories';
import { untiedCoverAsk } from './untied-cover';
import { runToolCall, toolFor, type ToolCall } from '../tools/registry';
import type { RankedSet, RankMeasure, RankResult } from '../tools/rankings';
import { accountsMatching } from '../tools/wealth';
import {
  capitalsOf,
  linkEntities,
  whichOne,
  type EntityKind,
  type EntityMatch,
  type FamilyEntity,
} from '../facts/entities';
import {
  followUpPlan,
  isFollowUp,
  loanOnNamedProperty,
  otherThan,
  PER_MONTH,
  periodBefore,
  STATE_NAME,
  understand,
  US_STATE,
  worthLessDebts,
} from './understand';

export type Operation = 'value' | 'sum' | 'count' | 'argmax' | 'argmin' | 'compare' | 'change';

export interface Query {
  /** The question, normalised once. */
  text: string;
  measure: RankMeasure | 'count' | null;
  set: RankedSet | null;
  /** The family's things the question names, linked fuzzily (facts/entities.ts). */
  refs: FamilyEntity[];
  /** A period spec (facts/periods.ts), when one is named. */
  period: string | null;
  op: Operation;
  /** What computes the answer. Empty with no `ask`: the question was not understood. */
  calls: ToolCall[];
  /** A question back ("Which one do you mean: ...?") instead of an answer. */
  ask?: string;
  /** For "X, and Y": one query per part, answered in order. */
  parts: Query[];
  /** Read from the question's topics alone (facts/intents.ts), with nothing more specific understood. */
  byTopic?: boolean;
  /**
   * A ranking's winner (the place asked, the first by default), once its call has run (settledQuery):
   * what "it" and "that one" mean in the question after ("which property is worth most? what did we
   * pay for it?").
   */
  winner?: string;
  /** The conversation's query before this one, for a follow-up about both ("both together?"). */
  earlier?: Query;
  /** The conversation's first query, for a follow-up that goes back to it ("and on the first one?"). */
  opening?: Query;
}

const query = (text: string, fields: Partial<Query>): Query => ({
  text,
  measure: null,
  set: null,
  refs: [],
  period: null,
  op: 'value',
  calls: [],
  parts: [],
  ...fields,
});

// ---------- the set and the measure ----------

/** "Everyone in the will", "who is named in our wills": the beneficiaries. */
const IN_THE_WILL =
  /\b(everyone|everybody|people|who)( (is|are|was|were))? (in|on|named in|listed in|under) (the|our|my) wills?\b|\bwho (gets?|receives?|inherits?) what\b.{0,30}\b(from|under|in|by) (the|our|my) (wills?|trust|estate)\b/;

/** "What does each person get from our estate", "who receives what under the will": the beneficiaries. */
const FROM_THE_ESTATE =
  /\b(gets?|getting|receives?|receiving|inherits?|inheriting|is left|are left|goes to|go to)\b.{0,40}\b(from|of|under|in) (the|our|my) (estate|wills?|trust)\b|\b(shares?|cuts?|portions?|parts?|pieces?|slices?|percent\w*|%) of (the|our|my) estate\b.{0,20}\b(goes|go|going|gets?|each)\b/;

const SETS: readonly (readonly [RegExp, RankedSet])[] = [
  [/\bbudget/, 'budgets'],
  // "Which merchant did we spend the most at", "the store we shop at most": where the money went, by payee.
  [/\b(merchants?|stores?|shops?|vendors?|retailers?|payees?)\b/, 'merchants'],
  // "Who did we pay the most this year", "who got most of our money": the payee, a merchant.
  [
    /\bwho (did |do |have |had )?(we|i) (\w+ )?(pa(y|id)|spen[dt]\w*)\b|\bwho (got|gets|took|takes) (the )?most of (our|my) (money|cash|spending)\b/,
    'merchants',
  ],
  // "Where did we spend the most this month": a place, so a payee (where the money went is its category).
  [
    /^(?!.*\bcategor).*\bwhere (did|do|does|have|has) (we|i|you) (\w+ )?(spen[dt]|shop(ped)?)\b(?!.*\bon\b)/,
    'merchants',
  ],
  [
    new RegExp(
      String.raw`\bbeneficiar|${IN_THE_WILL.source}|${FROM_THE_ESTATE.source}|\b(share|cut|portion|part|piece|slice) of (the|our|my) estate\b|\binherit|\bheirs?\b|\bwhen (we|i) (die|pass)|\bestate\b.{0,20}\b(split|divided|shared|distributed|carved up|go(es)?)\b|\b(split|division) of (the|our|my) estate\b`,
    ),
    'beneficiaries',
  ],
  [
    /\b(categor(y|ies))\b|\bwhere\b.*\b(money|spending|dollars|cash)\b.*\b(go|goes|went|gone)\b|\b(spend|spent|spending)\b.*\b(most|least)\b.*\bon\b/,
    'categories',
  ],
  [/\bmortgages?\b|\bloans?\b/, 'mortgages'],
  [/\b(polic(y|ies)|insurers?|insurances?|insure[ds]?)\b/, 'policies'],
  [
    /\b(placements?|private (investments?|deals?|funds?|equity)|deals|funds? we invested)\b|\bdeal\b(?! with)/,
    'placements',
  ],
  [/\bbusiness(es)?\b/, 'businesses'],
  [
    /\b(professionals?|cpas?|accountants?|attorneys?|lawyers?|advisors?|advisers?|planners?|brokers?|agents?|loan officers?|tax specialists?)\b/,
    'professionals',
  ],
  [/\b(propert(y|ies)|houses?|homes?|condos?|real estate|rentals?|cabins?|places)\b/, 'properties'],
  // "Which place cost us the most to buy": a home, unless the place is where money was spent.
  [/^(?!.*\b(spen[dt]\w*|shop\w*|eat\w*|ate|dine|dining|visit\w*)\b).*\bplace\b/, 'properties'],
  // "Our investment accounts", "the brokerage account": accounts, not the holdings in them.
  [/\b(investment|brokerage|retirement) accounts?\b/, 'accounts'],
  [
    /\b(holdings?|stocks?|positions?|investments?|shares|etfs?|funds?|securities|portfolio|performers?|tickers?)\b/,
    'holdings',
  ],
  [/\b(accounts?|checking|savings|cards?)\b/, 'accounts'],
];

const PROFESSIONAL_TYPES: readonly (readonly [RegExp, string])[] = [
  [/\b(cpas?|accountants?)\b/, 'cpa'],
  [/\b(attorneys?|lawyers?)\b/, 'attorney'],
  [/\bfinancial (advisors?|advisers?)\b/, 'financial_advisor'],
  [/\binsurance agents?\b/, 'insurance_agent'],
  [/\bmortgage brokers?\b/, 'mortgage_broker'],
  [/\bloan officers?\b/, 'loan_officer'],
  [/\bestate planners?\b/, 'estate_planner'],
  [/\btax specialists?\b/, 'tax_specialist'],
];

function setOf(text: string): RankedSet | null {
  return SETS.find(([words]) => words.test(text))?.[1] ?? null;
}

/** "Not counting cards", "excluding the cards", "other than checking": what the question leaves out. */
const LEAVING_OUT =
  /\b(not counting|not including|excluding|except( for)?|other than|apart from|aside from|besides|leaving out|ignoring|without|setting aside|putting aside) (the |our |my )?\w+|\b(leaving|leave|setting|set|putting|put) (the |our |my )?\w+ (aside|to one side)\b/g;

function typeOf(asked: string, set: RankedSet): string | undefined {
  const text = asked.replace(LEAVING_OUT, '');
  if (set === 'professionals') return PROFESSIONAL_TYPES.find(([w]) => w.test(text))?.[1];
  if (set === 'accounts') {
    // "Of our checking and savings": both types.
    const types = [
      ...new Set([...text.matchAll(/\b(checking|savings|credit|investment)\b/g)].map((m) => m[1]!)),
    ];
    if (types.length > 0) return types.join('|');
    return /\bcards?\b/.test(text) ? 'credit' : undefined;
  }
  if (set === 'policies' || set === 'insurers')
    return text.match(/\b(life|property|liability|umbrella)\b/)?.[1];
  // "Which have a loan on them", "the mortgaged ones", "owned outright": whether a loan is on a property.
  if (set === 'properties') {
    if (/\b(paid off|own(ed)? outright|free and clear|no (loans?|mortgages?))\b/.test(text))
      return 'owned outright';
    if (
      /\b(with|have|has|carry|carrying) (a |any )?(loans?|mortgages?)\b|\b(loans?|mortgages?) (on|against) (them|it|those)\b|\bmortgaged\b/.test(
        text,
      )
    )
      return 'mortgaged';
  }
  return undefined;
}

/** What was paid for a thing: "what did we pay for", "bought for", "the purchase price", "cost us to buy". */
const PAID_FOR =
  /\b(paid|pay|bought|buy|purchase\w*)\b(?! (out|us|back|off)\b)|\bcost (us|me) (the (most|least) )?to buy\b/;
/** A cost of long ago, "what did it cost us originally": what was paid for it, not spending now. */
const COST_ORIGINALLY = /\bcost (us|me) (originally|at first|initially|back then|to buy|when we bought)\b/;
/** "Up since we bought it", "gained since we bought": a change since the purchase, not its price. */
const SINCE_BOUGHT =
  /\b(up|down|gain\w*|lost|made|grown|grew|gone up|risen|rose|fallen|fell)\b.{0,25}\bsince (we|i) (bought|purchased|got|paid)\b/;
/** Words of a payment that is not a purchase: "what do we pay on the mortgage", "the premium we pay". */
const RECURRING_PAYMENT = new RegExp(
  String.raw`\b(mortgages?|loans?|lenders?|rates?|apr|owe\w*|balance|${PER_MONTH}|insurance|premiums?|tax\w*|rent|interest|hoa)\b`,
);

/** A gain asked in percent of what was paid: "in percentage terms", "percentage-wise", "in %". */
const IN_PERCENT = /\b(in )?(percent(age)?( terms)?|percentage[- ]wise)\b|%/;

/** The measure the words ask of the set, or null for the set's own. */
function measureOf(text: string, set: RankedSet): RankMeasure | null {
  switch (set) {
    case 'properties':
      if (/\bequity\b/.test(text)) return 'equity';
      if (
        /\b(gain\w*|apprecia\w*|gone up|go(ne)? up|increase\w*|grown|grew|since (we|i) bought)\b/.test(text)
      )
        return IN_PERCENT.test(text) ? 'gain_percent' : 'gain';
      // "Which place cost us the most to buy", "the cheapest one we bought": what was paid for it.
      if (PAID_FOR.test(text)) return 'price';
      return 'value';
    case 'holdings':
      // "Lost the most", "down the least": ranked by the dollars lost, among those below cost.
      if (LOSING.test(text) && !/\b(gain\w*|up|winners?|best)\b/.test(text)) return 'loss';
      if (/\b(gain\w*|up|perform\w*|winners?|worst|best|made|returned)\b/.test(text))
        return IN_PERCENT.test(text) ? 'gain_percent' : 'gain';
      return 'value';
    case 'placements':
      // "Which deal has paid out the most": by what it has distributed to the family.
      if (/\b(distribut\w*|paid out|pa(y|ys|ying) out|payouts?)\b/.test(text)) return 'distributions';
      return /\b(gain\w*|made|returned|grown|grew|gone up|since (we|i) (went|invested|put|bought))\b/.test(
        text,
      )
        ? IN_PERCENT.test(text)
          ? 'gain_percent'
          : 'gain'
        : null;
    case 'budgets':
      return /\bover\b/.test(text) && !/\b(room|left|remaining)\b/.test(text) ? 'over' : 'room_left';
    case 'policies':
    case 'insurers':
      return /\b(premiums?|cost\w*|expensive|pay|priciest|dearest|cheapest)\b/.test(text)
        ? 'premium'
        : 'coverage';
    case 'mortgages':
      return /\b(rate|interest|apr)\b/.test(text)
        ? 'rate'
        : new RegExp(String.raw`\b(payments?|${PER_MONTH}|cost\w* us)\b`).test(text)
          ? 'payment'
          : 'balance';
    case 'categories':
    case 'merchants':
      return 'spending';
    case 'beneficiaries':
      return 'share';
    case 'accounts':
      return 'balance';
    default:
      return null;
  }
}

// ---------- superlatives and counts ----------

// Most and least as people say them: any "-est" of size, cost or standing, and the phrases around them.
const LARGEST =
  /\b(most|biggest|largest|highest|top|best|greatest|richest|priciest|most expensive|fattest|heftiest|hugest|costliest|dearest|steepest|strongest|fullest|heaviest|max|maximum|number one|no\.? ?1|leading|bulk|lion'?s share|winners?|outperform\w*)\b|#1\b/;
const SMALLEST =
  /\b(least|smallest|lowest|worst|fewest|cheapest|tiniest|slimmest|thinnest|leanest|skinniest|lightest|emptiest|weakest|poorest|min|minimum|bottom|laggards?|underperform\w*|lost the most|lost more|down the most|closest to running out|running out|tightest|(closest|nearest) to (the |its |their )?(limit|cap)|(closest|nearest|nearly|almost) (to )?(blow\w*|bust\w*|going over|go over|exceed\w*|max\w*|over))\b/;
/** A measure of loss: its "biggest" is the smallest gain ("the biggest loser", "which fell the most"). */
const LOSING =
  /\b(losers?|losing|loss(es)?|lost|fell|fallen|dropped|declined|down|underwater|in the red|below (cost|what (we|i) paid))\b/;
/** A place in a ranking: "the second biggest", "runner-up", "third largest", "the next one". */
const PLACE =
  /\b(second|2nd|runner[- ]?up|third|3rd|fourth|4th|fifth|5th)\b(?! (quarter|qtr|half|home|house|property|mortgage))/;
function placeOf(text: string): number | null {
  const m = text.match(PLACE);
  if (!m) return null;
  const word = m[1]!;
  return /^(second|2nd|runner)/.test(word)
    ? 2
    : /^(third|3rd)/.test(word)
      ? 3
      : /^(fourth|4th)/.test(word)
        ? 4
        : 5;
}

/**
 * A change asked of two figures: "by how much?", "how much more", "what's the difference", "did it go up";
 * "delta" or "variance" said alone (not "delta" in a question, which may be Delta the airline).
 */
const CHANGE_ASKED =
  /^(and |so )?(what'?s |what is )?(the )?(delta|variance|diff)[?.!]*$|\bby how much\b|\bhow much (more|less|higher|lower|bigger|smaller)\b|\b(difference|change)\b|\b(go|went|gone) (up|down)\b|\b(rise|rose|risen|fall|fell|fallen|increas\w*|decreas\w*|jump\w*|drop\w*)\b/;

/** "Which one has more": a comparative asked of a set is its largest. */
const MORE =
  /\bwhich\b.*\b(more|higher|bigger|larger|greater|steeper|pricier|costlier|dearer|heavier|richer|fuller)\b/;
/** "Which one has less", "which of the two is cheaper": a comparative of less asked of a set is its smallest. */
const LESS = /\bwhich\b.*\b(less|lower|smaller|cheaper|thinner|slimmer|leaner|lighter|fewer)\b/;

function rankQuery(text: string, facts: FamilyFacts): Query | null {
  // "The biggest thing in the roth": the things an investment account holds are its holdings.
  const heldIn =
    /\b(things?|items?)\b.{0,12}\b(in|inside)\b/.test(text) &&
    linkEntities(text, facts, ['account']).some(
      (e) => facts.data.accounts.find((a) => a.id === e.id)?.accountType === 'investment',
    );
  // The largest single expenses and the analyst's own priorities are read by understand.ts.
  if (
    !heldIn &&
    /\b(expenses?|purchases?|transactions?|charges?|payments? we made|priorit\w*|risks?|issues?|things?)\b/.test(
      text,
    ) &&
    // "The biggest expense category" is a category; "our priciest property purchase" a property's price.
    !/\bcategor/.test(text) &&
    // "The priciest thing we insure": a policy.
    setOf(text) !== 'policies' &&
    !(setOf(text) === 'properties' && /\bpurchase/.test(text))
  )
    return null;
  // "Who are our CPAs?", "list our lawyers": every one of that kind, counted and named.
  const whoAre =
    /^(who|which|list|name)\b.*\b(cpas?|accountants?|attorneys?|lawyers?|advis[eo]rs?|planners?|brokers?|agents?|professionals)\b/.test(
      text,
    ) && linkEntities(text, facts, ['professional']).length === 0;
  // "CPA count and names", "a count of our policies": how many, as a noun.
  // "We do have two accountants, don't we?", "we've only got 3 cards, right?": a number said to be
  // checked is a count asked.
  const checkingANumber =
    /\b(we|i)( do| don'?t|'ve|'ve only| only| have only)? (have|got|use|work with|hold|own) (more than |less than |fewer than |at least |at most |only |just )?(\d+|two|three|four|five|six|seven|eight|nine|ten|a couple of)\b/.test(
      text,
    ) && /\b(right|don'?t (we|i)|haven'?t (we|i)|do (we|i)|correct|yes|no)\b\??/.test(text);
  const counting =
    /\bhow many\b|\bnumber of\b|\bheadcount\b|\b(head )?count of (the |our |my )?\w|^(the |our |my )?\w+( \w+)? count\b(?! on)/.test(
      text,
    ) ||
    checkingANumber ||
    whoAre;
  const place = counting ? null : placeOf(text);
  const smallest = SMALLEST.test(text) || (LESS.test(text) && !MORE.test(text));
  const largest = LARGEST.test(text) || MORE.test(text) || place !== null;
  // Two or more people named, each asked of ("what do diego and sofia each get"): every share is listed.
  const eachHeir = linkEntities(text, facts, ['beneficiary']).length >= 2 && /\b(each|both)\b/.test(text);
  // "Who are our beneficiaries and what share does each get": every one with its share (one named is
  // that one's share, read by understand.ts).
  const listingShares =
    (((/\bbeneficiar|\binherit|\bheirs?\b|\bwhen (we|i) (die|pass)|\b(we|i)'?(re| am| are) gone\b/.test(
      text,
    ) ||
      IN_THE_WILL.test(text) ||
      FROM_THE_ESTATE.test(text) ||
      eachHeir) &&
      // "Who inherits what": each one and what they get.
      // "Their cut", "a breakdown of the beneficiaries": each one's share.
      /\b(share|percent\w*|%|each|split|gets?|receives?|inherits? what|gets? what|how much|cuts?|portions?|slices?|breakdown|break down|allocat\w*|allot\w*|distribution|proportions?)\b/.test(
        text,
      ) &&
      // A fragment that opens with them ("beneficiaries + %s", "heirs and shares") lists them too.
      (/\b(who|list|what|whats|what's|all|each|every(one|body)|breakdown|break down|their)\b/.test(text) ||
        /^(our |my |the )?(beneficiar\w*|heirs?)\b/.test(text)) &&
      // "Who gets the most when we die": the one with the largest share, named first.
      !smallest &&
      !largest) ||
      // "How is our estate split between the kids", "the split of the estate": every share, unless one
      // extreme is asked.
      (/\bestate\b.{0,25}\b(split|divided|shared|distributed|carved up)\b|\b(split|division) of (the|our|my) estate\b/.test(
        text,
      ) &&
        !smallest &&
        !largest)) &&
    // One named is that one's share; two named without "each" are two questions ("claire's share, and
    // lily's").
    // "Split between the kids and andres and the charity": the estate among them, every share.
    (eachHeir ||
      /\bbetween\b.{0,40}\band\b/.test(text) ||
      linkEntities(text, facts, ['beneficiary']).length === 0);
  if (!counting && !smallest && !largest && !listingShares) return null;
  // "Of the ones that are down, which has lost the least": only holdings gain and lose on their own.
  let set =
    (listingShares && eachHeir ? 'beneficiaries' : null) ??
    (heldIn ? 'holdings' : setOf(text)) ??
    // "Our biggest monthly payment": a loan's.
    (/\b(monthly|mortgage) payments?\b|\bpayments? (each|a|per) month\b/.test(text) &&
    facts.data.mortgages.length > 0
      ? 'mortgages'
      : null) ??
    (LOSING.test(text) && (smallest || largest) && /\b(ones?|which)\b/.test(text) ? 'holdings' : null);
  if (!set) return null;
  // A superlative asks "which one": "which account", "our biggest category", not "how much is our top holding worth".
  if (
    set === 'holdings' &&
    !counting &&
    !listingShares &&
    !/\b(which|what|whats|what's|who|where|our|my|the)\b/.test(text) &&
    !/^(top|best|worst|biggest|largest|smallest|\w+est)\b/.test(text)
  )
    return null;
  // "How many insurers", "how many insurance companies are we with": the companies, not their policies.
  if (
    set === 'policies' &&
    counting &&
    /\b(insurers?|compan(y|ies)|providers?|carriers?|underwriters?)\b/.test(text) &&
    !/\bpolic(y|ies)\b/.test(text)
  )
    set = 'insurers';
  // "How many properties have a mortgage": the properties, of those with a loan on them.
  if (
    set === 'mortgages' &&
    /\b(propert(y|ies)|houses|homes|places)\b/.test(text) &&
    typeOf(text, 'properties')
  )
    set = 'properties';
  const measure = measureOf(text, set);
  const type = typeOf(text, set);
  // "How many accounts do we have at Wells Fargo": only that institution's.
  // "How many policies do we have with State Farm": only that insurer's.
  const institution =
    set === 'accounts'
      ? [...new Set(facts.data.accounts.map((a) => a.institution))].find(
          (i) => i.length > 2 && text.includes(i.toLowerCase()),
        )
      : set === 'policies'
        ? [...new Set(facts.data.insurance.map((p) => p.provider))].find(
            (i) => i.length > 2 && text.includes(i.toLowerCase()),
          )
        : undefined;
  // "How many positions are in the Roth", "our biggest holding at Fidelity": that account's holdings.
  const inAccount =
    set === 'holdings' ? linkEntities(text, facts, ['account']).find((e) => e.kind === 'account') : undefined;
  const period = set === 'categories' || set === 'merchants' ? periodSpecOf(text, facts.today) : null;
  // "Lost the most": the smallest gain. "Most room left", "most over": the largest of that measure.
  const order =
    counting || listingShares
      ? 'count'
      : measure === 'loss'
        ? /\b(least|smallest|fewest|lowest|min|minimum)\b/.test(text)
          ? 'smallest'
          : 'largest'
        : (smallest && !/\b(most room|room left)\b/.test(text)) ||
            (largest && !smallest && measure === 'gain' && LOSING.test(text))
          ? 'smallest'
          : 'largest';
  const args: Record<string, unknown> = {
    set,
    order,
    ...(measure && { by: measure }),
    ...(type && { type }),
    ...(institution && { name: institution }),
    ...(inAccount && { account: inAccount.label }),
    ...(period && { period }),
    ...(place && order !== 'count' && { place }),
  };
  return query(text, {
    set,
    measure: counting ? 'count' : measure,
    period,
    op: order === 'count' ? 'count' : order === 'largest' ? 'argmax' : 'argmin',
    calls: [{ name: 'rank_items', args }],
  });
}

// ---------- one named thing's measure ----------

/** "How much equity do we have in the ski condo": one property's equity, not its mortgage. */
function namedMeasureQuery(text: string, facts: FamilyFacts, asWritten = text): Query | null {
  // "Our checking balance", "the balance of our savings": the accounts of that type.
  const typed = text.match(
    /\b(checking|savings)\b(?: accounts?)? balances?\b|\bbalances? (?:of|in|on) (?:our|my|the) (checking|savings)\b|^(?:what'?s|what is|how much(?: (?:is|do|does|have|has|got|we|i|you|there|money|cash|left|sitting)){0,4}) in (?:(?:our|my|the) )?(checking|savings)(?: accounts?)?\??$/,
  );
  // "Total in savings accounts", "our checking accounts combined": every account of that type, added up.
  const summed =
    text.match(/\b(?:total|combined|altogether|sum)\b.{0,20}\b(checking|savings)\b(?! and| or)/) ??
    text.match(/\b(checking|savings) accounts?\b.{0,20}\b(?:total|combined|altogether|in all)\b/) ??
    // "All our savings put together": one type, nothing else named.
    text.match(/^(?!.*\b(?:and|or|plus)\b).*\ball (?:of )?(?:our|my|the) (checking|savings)\b/);
  // "The balance on the savings account" with several savings accounts: which one (asked back).
  const one = text.match(/\b(?:the|my|our) (checking|savings) account\b(?!s)/);
  const several = one && facts.data.accounts.filter((a) => a.accountType === one[1]).length > 1;
  // "Savings balance at ally", "sav bal (ally)": the one account of that type the words name, by its
  // name or its institution.
  const typeWord = typed ? (typed[1] ?? typed[2] ?? typed[3]) : undefined;
  const ofType = typeWord ? facts.data.accounts.filter((a) => a.accountType === typeWord) : [];
  const linkedIds = new Set(linkEntities(text, facts, ['account']).map((e) => e.id));
  const namedOne = ofType.filter(
    (a) =>
      linkedIds.has(a.id) ||
      a.institution
        .toLowerCase()
        .split(/\s+/)
        .some(
          (w) =>
            w.length > 2 &&
            !/^(bank|credit|union|financial|federal)$/.test(w) &&
            new RegExp(`\\b${escapeRegExp(w)}\\b`).test(text),
        ),
  );
  if (typed && !summed && ofType.length > 1 && namedOne.length === 1) {
    return query(text, {
      set: 'accounts',
      measure: 'balance',
      calls: [{ name: 'get_accounts', args: { account: namedOne[0]!.name } }],
    });
  }
  if ((typed || summed) && !several) {
    return query(text, {
      set: 'accounts',
      measure: 'balance',
      calls: [
        { name: 'get_accounts', args: { account: typed ? (typed[1] ?? typed[2] ?? typed[3]) : summed![1] } },
      ],
    });
  }
  // "Credit card debt", "what we owe on the cards", "card balances", "cards total owed": every card's
  // balance, added up.
  if (
    /\b(credit )?cards?( (total|all|combined|together))? (debt|balances?|owed|owing)\b|\b(owe|owed|owing|debt) on (the|our|my|all( the| our| my)?) (credit )?cards\b/.test(
      text,
    ) &&
    linkEntities(text, facts, ['account']).length === 0
  ) {
    return query(text, {
      set: 'accounts',
      measure: 'balance',
      calls: [{ name: 'get_accounts', args: { account: 'credit' } }],
    });
  }
  // "What did we pay for our BND", "how much did we put into sawtooth": a holding's cost basis, a
  // placement's initial investment.
  // "How much did COST cost us", "what did it cost us originally": a holding named as a ticker, or a
  // cost of long ago, is what was paid for it ("what did costco cost us in october" is spending there).
  const costUs =
    /\bcost (us|me)\b/.test(text) &&
    !periodSpecOf(text, facts.today) &&
    (COST_ORIGINALLY.test(text) || capitalsOf(asWritten).size > 0);
  if (
    (PAID_FOR.test(text) && !SINCE_BOUGHT.test(text)) ||
    costUs ||
    /\bput (in|into)\b|\binvested\b/.test(text)
  ) {
    const [thing] = linkEntities(asWritten, facts, ['holding', 'placement']);
    if (thing && !/\b(worth|value)\b/.test(text) && !RECURRING_PAYMENT.test(text)) {
      const set = thing.kind === 'holding' ? 'holdings' : 'placements';
      // A holding by its symbol in brackets, as its ranked name ends: "(COST)" is not every "cost" basis.
      const name = thing.kind === 'holding' ? `(${thing.id})` : thing.label;
      return query(text, {
        set,
        measure: 'price',
        refs: [thing],
        calls: [{ name: 'rank_items', args: { set, by: 'price', order: 'largest', name } }],
      });
    }
  }
  const linkedProperties = linkEntities(text, facts, ['property']);
  const [best] = linkedProperties;
  if (!best) return null;
  const each = (q: Query) => eachProperty(q, text, facts, linkedProperties);
  // Equity the long way: the place's worth less its loan, or what selling it and paying the loan off clears.
  const less =
    /\b(worth|value)\b.{0,20}\b(minus|less|after|net of|take (off|away)|without)\b.{0,20}\b(mortgages?|loans?|debts?|what (we|i) owe)\b/.test(
      text,
    ) ||
    // "Worth less whatever we still owe on it".
    /\b(worth|value)\b.{0,20}\b(minus|less|after|net of)\b.{0,10}\bwhat(ever)? (we|i) (still )?owe\b/.test(
      text,
    ) ||
    // "How much of the lake place do we actually own", "what's ours once you take off what's owed".
    /\bhow much of\b.{0,40}\b(do|does) (we|i) (actually |really |truly |still )?own\b/.test(text) ||
    // "How much of the boise house is actually ours", "our part of the lake condo", "my share in the cabin".
    /\bhow much of\b.{0,40}\b(is|are) (actually |really |truly |still )?(ours|mine)\b/.test(text) ||
    /\b(our|my) (own )?(part|share|stake|piece|portion|slice) (of|in) (the|our|my)\b/.test(text) ||
    /\b(own|ours|mine)\b.{0,40}\b(once|after|minus|less|net of|take (off|away))\b.{0,30}\b(owed|owe|mortgages?|loans?|debts?)\b/.test(
      text,
    ) ||
    // "Our stake in the alder creek house after the loan": what of it is the family's once the loan is paid.
    /\b(stake|share|part|piece|portion)\b.{0,40}\b(after|minus|less|net of|once)\b.{0,15}\b(the |its |our |my )?(mortgages?|loans?|debts?)\b/.test(
      text,
    ) ||
    (/\b(sold|sell|selling)\b/.test(text) &&
      /\bpa(id|y|ying)( it)? off\b|\bclear(ed)?\b/.test(text) &&
      /\b(mortgages?|loans?|debts?|clear|left|pocket|walk away)\b/.test(text));
  if (less || (/\bequity\b/.test(text) && !/\b(line|loan|heloc|real estate equity)\b/.test(text))) {
    return each(
      query(text, {
        set: 'properties',
        measure: 'equity',
        refs: [best],
        calls: [
          {
            name: 'rank_items',
            args: { set: 'properties', by: 'equity', order: 'largest', name: best.label },
          },
        ],
      }),
    );
  }
  if (/\b(gain\w*|apprecia\w*|gone up|since (we|i) bought)\b/.test(text)) {
    return each(
      query(text, {
        set: 'properties',
        measure: 'gain',
        refs: [best],
        calls: [
          { name: 'rank_items', args: { set: 'properties', by: 'gain', order: 'largest', name: best.label } },
        ],
      }),
    );
  }
  // "What did we pay for the rental": its purchase price, not a payment on its mortgage or its policy.
  // A question that also asks its worth ("what's the rental worth, and what did we pay for it") is two.
  // "What did the condo cost us originally": a cost of long ago is its price too, and so is what a
  // home "cost us" with no period ("what did the lake condo cost us"): a home is not bought in a shop.
  if (
    (PAID_FOR.test(text) ||
      COST_ORIGINALLY.test(text) ||
      (/\bcost (us|me)\b/.test(text) && !periodSpecOf(text, facts.today))) &&
    !RECURRING_PAYMENT.test(text) &&
    !/\b(worth|value)\b/.test(text) &&
    linkEntities(text, facts, ['lender']).length === 0
  ) {
    return each(
      query(text, {
        set: 'properties',
        measure: 'price',
        refs: [best],
        calls: [
          {
            name: 'rank_items',
            args: { set: 'properties', by: 'price', order: 'largest', name: best.label },
          },
        ],
      }),
    );
  }
  return null;
}

/**
 * "The boise house" when two homes are in Boise: the measure of each, one part apiece, never one of them
 * picked in silence. The primary residence comes first when the words say "house" or "home".
 */
function eachProperty(q: Query, text: string, facts: FamilyFacts, linked: readonly EntityMatch[]): Query {
  const [best] = linked;
  const [call] = q.calls;
  if (!best || !call) return q;
  const tied = linked.filter((e) => e.covered === best.covered && e.typos === best.typos);
  if (tied.length < 2 || tied.length > 3) return q;
  const primary = (e: FamilyEntity) =>
    facts.data.properties.find((p) => p.id === e.id)?.propertyType === 'primary_residence';
  const ordered = /\b(house|home)\b/.test(text)
    ? [...tied.filter(primary), ...tied.filter((e) => !primary(e))]
    : tied;
  const parts = ordered.map((e) => ({
    ...q,
    refs: [e],
    calls: [{ ...call, args: { ...call.args, name: e.label } }],
  }));
  return { ...q, refs: ordered, parts, calls: parts.flatMap((p) => p.calls) };
}

// ---------- where the family is heading (issue 36) ----------

const LP_MEASURES: readonly (readonly [RegExp, string])[] = [
  [/\b(irr|internal rate of return|annuali[sz]ed return)\b/, 'irr'],
  [/\btvpi\b|\btotal value to paid[- ]in\b|\bmultiple\b|\bmoic\b/, 'tvpi'],
  [/\bdpi\b|\bdistributions? to paid[- ]in\b|\bcash[- ]on[- ]cash\b/, 'dpi'],
  [/\brvpi\b|\bresidual value\b/, 'rvpi'],
  [
    /\b(uncalled|unfunded|undrawn|dry powder|still (to be )?called|left to call|yet to be called|remaining commitments?|capital calls? (left|remaining|to come))\b/,
    'unfunded',
  ],
  // "Paid in" as capital ("paid-in capital", "paid in so far", "paid in on sawtooth"), not money paid in
  // something ("what i paid in federal taxes", "paid in rent").
  [
    /\bpaid[- ]in\b(?!\s+(?!(?:capital|so far|to date|for|on|to|in total|total|overall|altogether)\b)[a-z0-9$])|\bhow much (have we|did we|has been) (been )?called\b/,
    'paid_in',
  ],
];

const RETIRE = /\bretir\w*\b|\bstop working\b|\bquit working\b|\bhang it up\b|\bfire\b(?! insurance)/;
const CASH_LOW =
  /\b(cash|liquidity|money in the bank)\b.*\b(lowest|low point|tightest|bottom out|run (low|short|out)|dip\w*|floor|cushion|below)\b|\b(lowest|tightest)\b.*\bcash\b|\b(dip|fall|drop|go)\w* below (our|my|the) (floor|cushion|minimum)\b|\bcash[- ]?flow forecast\b|\bforecast\w*\b.*\bcash\b/;

/** "What's the IRR on Summit Ridge?", "can we retire at 60?", "when is our cash lowest next year?". */
function planningQuery(text: string, facts: FamilyFacts): Query | null {
  const lp = LP_MEASURES.find(([words]) => words.test(text))?.[1];
  if (lp) {
    const [placement] = linkEntities(text, facts, ['placement']);
    return query(text, {
      set: 'placements',
      refs: placement ? [placement] : [],
      calls: [
        { name: 'get_private_returns', args: { measure: lp, ...(placement && { name: placement.label }) } },
      ],
    });
  }
  if (RETIRE.test(text) && !/\b(account|ira|401k|roth)\b.*\b(balance|worth|hold)/.test(text)) {
    const age = text.match(/\b(?:at|by|when (?:we|i)(?:'re| are| am) |age )\s*(\d{2})\b/)?.[1];
    return query(text, {
      calls: [{ name: 'get_retirement_odds', args: age ? { retirementAge: Number(age) } : {} }],
    });
  }
  // "Which account has the lowest balance" is a ranking of today's accounts, not the forecast.
  if (CASH_LOW.test(text) && !/\b(accounts?|cards?)\b/.test(text)) {
    const floor =
      /\b(floor|cushion|minimum|below|dip|short|run out)\b/.test(text) && !/\blowest\b/.test(text);
    return query(text, { calls: [{ name: 'get_cash_forecast', args: { asked: floor ? 'floor' : 'low' } }] });
  }
  return null;
}

// ---------- follow-ups ----------

/** The names the previous query's calls were about: an account, a property, a lender... */
const SUBJECT_ARGUMENTS = ['property', 'lender', 'account', 'name', 'policy', 'holding', 'beneficiary'];

function subjectOf(previous: Query): string | null {
  if (previous.winner) return previous.winner;
  for (const c of previous.calls) {
    for (const arg of SUBJECT_ARGUMENTS) {
      const value = c.args[arg];
      if (typeof value === 'string') return value;
    }
  }
  return previous.refs[0]?.label ?? null;
}

const PRONOUN = /\b(that one|this one|it|its|that|them|they|there)\b/;
/**
 * A pronoun that can only stand for a thing named before ("that" may open "that year"), or a noun of a
 * kind of thing said with "the", "that" or "those" ("the place", "those shares", "this card", "the
 * fund") in a question that names nothing of its own.
 */
const LEANING =
  /\b(that one|this one|it|its|them|their|(the|that|this|those|these) (place|house|home|property|condo|rental|account|card|loan|mortgage|policy|fund|stock|shares|position|holding|investment|deal|business))\b/;
/** Words that stand for one thing named before: a ranking's winner. */
const REFERRING = /\b(that one|this one|the winner|the top one|it|its|that)\b/;
/** Words in a second part that stand for the first part's winner: "its loan", "the top one's mortgage". */
export const WINNER_WORDS = /\b(it|its|that one|this one|the winner|the top one)\b/;

/** The kind of thing each ranked set holds, for "the other one" after one of them. */
const RANKED_KINDS: Partial<Record<RankedSet, EntityKind>> = {
  properties: 'property',
  mortgages: 'lender',
  accounts: 'account',
  placements: 'placement',
  holdings: 'holding',
  policies: 'policy',
};

/**
 * "And the other place?", "and the other one?" after one named thing's measure: the same measure of the
 * other one, or the question back naming the others.
 */
function otherQuery(text: string, facts: FamilyFacts, previous: Query): Query | null {
  const [ranked] = previous.calls;
  if (previous.calls.length !== 1 || ranked?.name !== 'rank_items') return null;
  const kind = RANKED_KINDS[ranked.args.set as RankedSet];
  const name = ranked.args.name;
  if (!kind || typeof name !== 'string') return null;
  // A holding is ranked by its symbol in brackets.
  const before = kind === 'holding' ? rankedSymbol(name) : name;
  // "And treasure valley?" after what was put into Sawtooth: the same measure of the thing now named.
  const other = /\bthe other\b/.test(text)
    ? otherThan(before, kind, facts, text)
    : (newlyNamed(text, facts, kind, before) ??
      (kind === 'lender' && isFollowUp(text) ? loanOnNamedProperty(text, facts, before) : null));
  if (!other) return null;
  if ('ask' in other) return query(text, { ask: other.ask });
  const named = kind === 'holding' ? `(${other.found.id})` : other.found.label;
  return query(text, {
    ...previous,
    text,
    refs: [other.found],
    calls: [{ name: 'rank_items', args: { ...ranked.args, name: named } }],
    parts: [],
  });
}

/** The one thing of a kind a short follow-up names, when it is not the one before. */
function newlyNamed(
  text: string,
  facts: FamilyFacts,
  kind: EntityKind,
  before: string,
): { found: FamilyEntity } | null {
  if (!isFollowUp(text)) return null;
  const [best, second] = linkEntities(text, facts, [kind]);
  if (!best || (second && second.covered === best.covered)) return null;
  if (best.id === before || best.label === before) return null;
  return { found: { kind: best.kind, id: best.id, label: best.label } };
}

/** What a follow-up that names only a measure asks of the thing before: "what rate is it?", "by how much?". */
function ellipsisQuery(text: string, facts: FamilyFacts, previous: Query): Query | null {
  const other = otherQuery(text, facts, previous);
  if (other) return other;
  // The accounts of a type added up before ("what do we owe on the cards", "total in savings"): "which one
  // is higher?", "the smallest?" rank those accounts.
  const [typed] = previous.calls;
  if (
    previous.calls.length === 1 &&
    typed?.name === 'get_accounts' &&
    typeof typed.args.account === 'string' &&
    /^(checking|savings|credit|investment)(\|(checking|savings|credit|investment))*$/.test(typed.args.account)
  ) {
    const order = SMALLEST.test(text) ? 'smallest' : LARGEST.test(text) || MORE.test(text) ? 'largest' : null;
    if (order && text.split(' ').length <= 8) {
      return query(text, {
        set: 'accounts',
        measure: 'balance',
        op: order === 'largest' ? 'argmax' : 'argmin',
        calls: [
          {
            name: 'rank_items',
            args: { set: 'accounts', by: 'balance', order, type: typed.args.account },
          },
        ],
      });
    }
  }
  const wasBudgets = previous.calls.some(
    (c) => c.name === 'get_budgets' || (c.name === 'rank_items' && c.args.set === 'budgets'),
  );
  // One budget asked about before: "by how much?", "how much have I spent of it?" are its own figures again.
  const oneBudget = previous.calls.find(
    (c) => c.name === 'get_budgets' && typeof c.args.category === 'string',
  );
  // "And entertainment?" after the room left in the shopping budget: the same of that category's budget.
  const otherBudget =
    oneBudget && /^(and|what about|how about|same for) (the )?[a-z&' ]{3,30}\??$/.test(text)
      ? matchCategory(
          text.replace(/^(and|what about|how about|same for) /, ''),
          facts.budgets.categories.map((c) => c.category),
        )
      : null;
  if (oneBudget && otherBudget && otherBudget !== oneBudget.args.category) {
    return query(text, {
      ...previous,
      text,
      calls: [{ ...oneBudget, args: { ...oneBudget.args, category: otherBudget } }],
      parts: [],
    });
  }
  if (
    oneBudget &&
    /\b(how much|by how much|how far|spent|left|over|under|it)\b/.test(text) &&
    text.split(' ').length <= 8
  ) {
    return query(text, { ...previous, text, calls: [oneBudget], parts: [] });
  }
  if (/^(and )?(by )?how much( over)?\??$|\bby how much\b|\bhow far over\b/.test(text) && wasBudgets) {
    return query(text, {
      set: 'budgets',
      measure: 'over',
      calls: [{ name: 'rank_items', args: { set: 'budgets', by: 'over', order: 'largest' } }],
    });
  }
  // "And this year?", "and the least?" after a ranking: the same ranking, for that period or the other way.
  const ranked =
    previous.calls.length === 1 && previous.calls[0]!.name === 'rank_items' ? previous.calls[0]! : null;
  // A count before: "who are they with?", "which ones?", "name them" are its names, which it gives.
  if (ranked && ranked.args.order === 'count') {
    // "And financial advisors?" after the CPAs counted, "and checking?" after the savings accounts: the
    // same count of the other type named.
    const type = typeOf(text, ranked.args.set as RankedSet);
    if (type && type !== ranked.args.type && isFollowUp(text)) {
      return query(text, {
        ...previous,
        text,
        calls: [{ name: 'rank_items', args: { ...ranked.args, type } }],
        parts: [],
      });
    }
    if (
      /^(and )?(so )?(who|which|what|name|list)\b.*\b(they|them|those|ones|names?|with)\b/.test(text) &&
      text.split(' ').length <= 7
    )
      return query(text, { ...previous, text, parts: [] });
    // "Which has the most?", "and the smallest?" after a count: the same set, ranked.
    const order = SMALLEST.test(text) ? 'smallest' : LARGEST.test(text) || MORE.test(text) ? 'largest' : null;
    if (order && text.split(' ').length <= 8) {
      return query(text, {
        ...previous,
        text,
        op: order === 'largest' ? 'argmax' : 'argmin',
        calls: [{ name: 'rank_items', args: { ...ranked.args, order } }],
        parts: [],
      });
    }
  }
  if (ranked && ranked.args.order !== 'count') {
    // "And the runner-up?", "and the next one?", "second biggest?": another place in the same ranking.
    const before = typeof ranked.args.place === 'number' ? ranked.args.place : 1;
    const place = /\b(next|after that|after it|following)\b/.test(text) ? before + 1 : placeOf(text);
    if (place && text.split(' ').length <= 6) {
      const { place: _was, ...args } = ranked.args;
      return query(text, {
        ...previous,
        text,
        calls: [{ name: 'rank_items', args: place > 1 ? { ...args, place } : args }],
        parts: [],
      });
    }
    // "And the month before?": the month before the ranking's own.
    const period = periodSpecOf(text, facts.today) ?? periodBefore(ranked.args, text, facts.today);
    const flip =
      SMALLEST.test(text) || (LARGEST.test(text) && ranked.args.by === 'gain' && LOSING.test(text))
        ? 'smallest'
        : LARGEST.test(text)
          ? 'largest'
          : null;
    if ((period && (ranked.args.set === 'categories' || ranked.args.set === 'merchants')) || flip) {
      // After the losers, "the biggest winner" is the largest gain; after the gains, "the biggest loser" the largest loss.
      const by: unknown =
        ranked.args.by === 'loss' && /\b(winners?|gain\w*|up)\b/.test(text)
          ? 'gain'
          : ranked.args.by === 'gain' && flip && LOSING.test(text)
            ? 'loss'
            : ranked.args.by;
      const order = by !== ranked.args.by ? 'largest' : flip;
      const args = {
        ...ranked.args,
        ...(period && { period }),
        ...(order && { order }),
        ...(typeof by === 'string' && { by }),
      };
      return query(text, { ...previous, text, calls: [{ name: 'rank_items', args }], parts: [] });
    }
  }
  // Net worth before: "how much of it is liquid?" is that part of it.
  if (previous.calls.some((c) => c.name === 'get_net_worth')) {
    const part = /\bnon-?liquid|\billiquid/.test(text)
      ? 'non_liquid'
      : /\bliquid\b/.test(text)
        ? 'liquid'
        : /\b(equity|real estate|property|properties|homes?)\b/.test(text) &&
            // "How much of that is the alder creek equity": that one home's, asked of its own.
            linkEntities(text, facts, ['property']).length === 0
          ? 'real_estate_equity'
          : null;
    if (part) return query(text, { text, calls: [{ name: 'get_net_worth', args: { part } }] });
  }
  // Every policy before, and only one on file: "who is it with?", "when does it renew?" ask of that one.
  const allPolicies = previous.calls.some((c) => c.name === 'analyze_insurance' && !c.args.policy);
  const [onlyPolicy, ...otherPolicies] = facts.data.insurance;
  if (allPolicies && onlyPolicy && otherPolicies.length === 0 && /\b(it|its|that|the policy)\b/.test(text)) {
    const premium = /\b(cost|costs|premiums?|pay|paying)\b/.test(text);
    return query(text, {
      set: 'policies',
      calls: [
        {
          name: 'analyze_insurance',
          args: { policy: onlyPolicy.provider, ...(premium && { measure: 'premium' }) },
        },
      ],
    });
  }
  // A policy or a kind of cover before: "what does it cost?", "how much cover?" are its figures again.
  const insurance = previous.calls.find((c) => c.name === 'analyze_insurance' && c.args.policy);
  if (insurance && /\b(cost|costs|premiums?|pay|paying|cover|coverage|covered|worth)\b/.test(text)) {
    return query(text, { ...previous, text, calls: [insurance], parts: [] });
  }
  // Every mortgage before: "what rate are they at?" is each one's rate, highest first.
  const allMortgages = previous.calls.find((c) => c.name === 'get_mortgages' && !c.args.lender);
  const measured = /\b(rate|interest)\b/.test(text) ? 'rate' : /\bpayments?\b/.test(text) ? 'payment' : null;
  if (allMortgages && measured) {
    return query(text, {
      text,
      set: 'mortgages',
      measure: measured,
      calls: [{ name: 'rank_items', args: { set: 'mortgages', by: measured, order: 'largest' } }],
    });
  }
  // A tax question before: "and idaho?" is that state's return, "what about 24?" another year.
  const taxes = previous.calls.find((c) => c.name === 'get_taxes');
  // Two years of one figure asked one after the other: "by how much did it go up?" is the change between them.
  const yearBefore = soleCall(previous.earlier);
  if (
    taxes &&
    CHANGE_ASKED.test(text) &&
    yearBefore?.name === 'get_taxes' &&
    typeof taxes.args.year === 'number' &&
    typeof yearBefore.args.year === 'number' &&
    taxes.args.year !== yearBefore.args.year &&
    taxes.args.kind === yearBefore.args.kind &&
    taxes.args.kind !== undefined &&
    taxes.args.kind !== 'all' &&
    taxes.args.entity === yearBefore.args.entity
  ) {
    const [earlier, later] = [yearBefore.args.year, taxes.args.year].sort((a, b) => a - b);
    return query(text, {
      ...previous,
      text,
      op: 'change',
      calls: [{ name: 'get_taxes', args: { ...taxes.args, year: later, compareTo: earlier } }],
      parts: [],
    });
  }
  // "And what was my income on that return?", "so what rate is that?": the return's own figures again,
  // which its answer leads with (its tax, the income it reports, the effective rate).
  if (
    taxes &&
    /\b(income|earn\w*|made|make|rate|percent\w*)\b|%/.test(text) &&
    /\b(that|it|its|this|the same|that return|the return)\b/.test(text) &&
    !periodSpecOf(text, facts.today) &&
    !STATE_NAME.test(text) &&
    !/\b(19|20)\d{2}\b/.test(text)
  ) {
    return query(text, { ...previous, text, calls: [taxes], parts: [] });
  }
  if (taxes) {
    const stated =
      US_STATE.test(`${text.replace(/\?$/, '')} tax`) || STATE_NAME.test(text) || /\bstate\b/.test(text);
    const year = text.match(
      /^(?:and |what about |how about )?(?:(?:in|for) )?'?(\d{2}|(?:19|20)\d{2})\??$/,
    )?.[1];
    if (stated || year) {
      const args: Record<string, unknown> = { ...taxes.args };
      if (stated) args.kind = 'state';
      if (year) args.year = year.length === 2 ? 2000 + Number(year) : Number(year);
      return query(text, { ...previous, text, calls: [{ name: 'get_taxes', args }], parts: [] });
    }
  }
  // "And at Target?", "and in September?": the question before with that phrase in place of its own.
  const added = text.match(/^(?:and|what about|how about) (.+)$/);
  if (added && previous.parts.length === 0) {
    const [, second] = splitParts(`${previous.text.replace(/\?$/, '')} and ${added[1]}`) ?? [];
    const parsed = second ? parseOne(second, facts) : null;
    if (parsed && parsed.calls.length > 0 && !parsed.byTopic) return parsed;
  }
  const subject = subjectOf(previous);
  if (!subject) return null;
  const mortgage = previous.calls.find(
    (c) => c.name === 'get_mortgages' || (c.name === 'rank_items' && c.args.set === 'mortgages'),
  );
  const by = /\b(rate|interest)\b/.test(text)
    ? 'rate'
    : /\bpayments?\b/.test(text)
      ? 'payment'
      : /\b(owe|owed|left|balance)\b/.test(text)
        ? 'balance'
        : null;
  if (mortgage && by) {
    return query(text, {
      set: 'mortgages',
      measure: by,
      calls: [{ name: 'rank_items', args: { set: 'mortgages', by, order: 'largest', name: subject } }],
    });
  }
  // The thing before, named in place of the pronoun ("what do we still owe on it" after the ski condo).
  // A short question that names nothing of its own ("what did we put in") asks it of the same thing.
  if (
    PRONOUN.test(text) ||
    text.split(' ').length <= 4 ||
    // "How much did we put in originally": seven words, "how much" among them, naming nothing.
    (text.split(' ').length <= (/^(and )?(so )?how much\b/.test(text) ? 7 : 6) &&
      linkEntities(text, facts).length === 0 &&
      // "All our savings put together" asks the whole set, not the one thing before.
      !/\b(all|every|each|total|together|combined|altogether|both|two)\b/.test(text))
  ) {
    // As written, the subject keeps its capitals: a ticker ("COST") stays a name, not a word.
    const named = text.replace(PRONOUN, subject.toLowerCase());
    if (named !== text) return parseOne(named, facts, text.replace(PRONOUN, subject));
    return parseOne(`${text} ${subject.toLowerCase()}`, facts, `${text} ${subject}`);
  }
  return null;
}

/** "What rate is it?" with nothing before it: which of the family's things it could be. */
function askBack(text: string, facts: FamilyFacts): Query | null {
  // "What rate are we paying?", "how much is left on it?": a loan's measure with no loan named.
  // (What is owed or paid adds up across the loans; a rate does not.)
  const loanMeasure =
    /\b(rate|interest|lender)\b/.test(text) && !/\b(all|each|every|total|mortgages|loans)\b/.test(text);
  if (!(PRONOUN.test(text) || (loanMeasure && /\b(we|i|our|my)\b/.test(text))) || text.split(' ').length > 6)
    return null;
  const set =
    setOf(text) ?? (/\b(rate|interest|owe|payment|lender|left on)\b/.test(text) ? 'mortgages' : null);
  const kinds: Partial<Record<RankedSet, EntityKind>> = {
    mortgages: 'lender',
    properties: 'property',
    accounts: 'account',
    policies: 'policy',
  };
  const kind = set && kinds[set];
  if (!kind) return null;
  const candidates = linkEntities(text, facts, [kind]);
  if (candidates.length > 0) return null;
  const all =
    kind === 'lender'
      ? facts.data.mortgages.map((m) => ({ kind, id: m.id, label: m.lender }))
      : kind === 'property'
        ? facts.data.properties.map((p) => ({ kind, id: p.id, label: p.address }))
        : [];
  if (all.length < 2) return null;
  return query(text, { set, ask: whichOne(all), byTopic: true });
}

// ---------- compounds ----------

/** The first period phrase of a text ("last month", "in q1" reads "q1"), with where it starts. */
function periodIn(text: string): { at: number; phrase: string } | null {
  const match = new RegExp(PERIOD_PHRASE.source).exec(text);
  return match ? { at: match.index, phrase: match[0] } : null;
}

const QUESTION_WORD = /^(what|what's|whats|how|who|which|where|when|is|are|do|does|did|can|could)\b/;
/** "How much in September", "what on gas": the question's opening words before a phrase like the first's. */
const SAME_QUESTION =
  /^(how much|what|what's|whats)( (is|was|did|do|does|have|has)( (we|i|you))?)?( (spend|spent|pay|paid|have|left|is left))? (?=(in|on|at|for|from)\b)/;
const PREPOSITION = /^(in|on|at|for|from)\b/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Kinds of a noun: "federal" of a tax, "life" of a policy, "savings" of an account. */
const KIND_WORD = /^(life|umbrella|property|home|liability|federal|state|checking|savings|credit)$/;
/** Nouns two words before them may share: "federal and state tax", "life and umbrella cover". */
const SHARED_NOUN =
  /^(tax(es)?|returns?|income|budgets?|balances?|spending|accounts?|insurance|cover(age)?|premiums?|payments?|mortgages?|loans?|polic(y|ies)|cards?)$/;

/**
 * The two questions of "X and Y", each whole: "rent and groceries last month" is "rent last month" and
 * "groceries last month"; "amazon in october and in september" is "amazon in october" and "amazon in
 * september"; "federal tax in 2024 and how much state tax" is "federal tax in 2024" and "how much state tax
 * 2024". Null without an "and" between two parts.
 */
export function splitParts(question: string): [string, string] | null {
  // "Groceries in H1 compared to H2": a period compared with another is the two asked one after the other.
  const versus = question.match(/^(.{3,}?),? (?:compared (?:to|with)|against|relative to|next to) (.{2,})$/);
  const text =
    versus && periodIn(versus[1]!) && periodIn(versus[2]!)?.at === 0
      ? `${versus[1]} and ${versus[2]}`
      : question;
  const m =
    text.match(/^(.{3,}?)(?:,? and |,? (?=what about |how about ))(.{3,})$/) ??
    // "... in 24 and 25", "in q1 and q2": a second part of a two-digit year or a quarter or half alone.
    text.match(/^(.{3,}?),? and ('?\d{2}\??|[qh][1-4]\??)$/);
  if (!m) return null;
  const first = m[1]!.replace(/[?,]+$/, '');
  const firstPeriod = periodIn(first);
  // "That year", "that month", "then": the first part's period, said again.
  const second = m[2]!
    .replace(/^(what|how) about /, '')
    .replace(
      /\b(?:(?:in|for|during) )?(?:that|the same) (?:year|month|quarter)\b|\bthen\b/,
      firstPeriod?.phrase ?? '$&',
    )
    .trim();
  const secondPeriod = periodIn(second);
  // "Groceries this month and last month": a period alone asks the first question of that period.
  if (
    firstPeriod &&
    // "Between august and october" is one period.
    !/\bbetween\b/.test(first) &&
    secondPeriod?.at === 0 &&
    second.replace(/\?$/, '').trim() === secondPeriod.phrase.trim()
  ) {
    const at = firstPeriod.at;
    return [
      first,
      `${first.slice(0, at)}${secondPeriod.phrase}${first.slice(at + firstPeriod.phrase.length)}`,
    ];
  }
  const phrase = second.replace(SAME_QUESTION, '');
  const prep = phrase.match(PREPOSITION)?.[1];
  // The first part's phrase of the same preposition, replaced by the second's; without one ("how much
  // in savings and how much did i spend on gas"), the second is a question of its own.
  const start = prep ? [...first.matchAll(new RegExp(`\\b${prep} `, 'g'))].at(-1)?.index : undefined;
  if (prep && start === undefined && !QUESTION_WORD.test(second)) return null;
  if (prep && start !== undefined) {
    const after = first.slice(start + prep.length + 1);
    const period = periodIn(after);
    const end =
      period === null
        ? first.length
        : period.at === 0
          ? start + prep.length + 1 + period.phrase.length
          : start + prep.length + 1 + period.at - 1;
    const withPeriod = !firstPeriod && secondPeriod ? ` ${secondPeriod.phrase}` : '';
    return [
      `${first}${withPeriod}`,
      `${first.slice(0, start)}${phrase.replace(/\?$/, '')}${first.slice(end)}`,
    ];
  }
  if (QUESTION_WORD.test(second)) {
    return [
      first,
      firstPeriod && !secondPeriod ? `${second.replace(/\?$/, '')} ${firstPeriod.phrase}` : second,
    ];
  }
  // "The studio's valuation, and its k-1 income for 2025": a second part that opens with "its" or "their"
  // asks something of the first part's thing, a question of its own (never a second thing sharing the
  // first's question and period).
  if (/^(its|their) /.test(second)) return [first, `what is ${second}`];
  // "What's the studio valued at, and our equity in the house?": a measure of a thing of its own, asked
  // without a question word, is a question of its own.
  if (
    /^(our|my|the) (?:(?:amount|size|level|total|sum|figure) of (?:the |our |my )?)?(equity|value|balance|rate|interest rate|payments?|premiums?|coverage|cover|share)\b/.test(
      second,
    )
  ) {
    return [first, `what is ${second}`];
  }
  // A second thing: it shares the first's question and period.
  // "eating out in october": the thing ends before the period's preposition.
  const cut = secondPeriod
    ? secondPeriod.at -
      (second.slice(0, secondPeriod.at).match(/\b(in|during|for|over|since|from) $/)?.[0].length ?? 0)
    : -1;
  const whole = cut >= 0 ? second.slice(0, cut).trim() : second.replace(/[,?].*$/, '');
  // "How much federal and idaho tax did we pay": the thing ends where the question's verb begins.
  const thing = whole.match(/^(.{2,}?) (?:did|do|does|have|has|had) (?:we|i|you) \w+$/)?.[1] ?? whole;
  const rest = second
    .slice(thing.length)
    .replace(/^(?! )/, ' ')
    .replace(/^ ([,?])/, '$1');
  if (!thing || thing.split(' ').length > 4) return null;
  // What the first part shares of the rest: not the second's period when it has one of its own
  // ("dining last month and groceries this month").
  const shares =
    firstPeriod && secondPeriod
      ? rest
          .replace(
            new RegExp(
              String.raw`\s*(?:\b(?:in|during|for|over|since|from) )?${escapeRegExp(secondPeriod.phrase.trim())}`,
            ),
            '',
          )
          .replace(/^(?=\S)/, ' ')
          .replace(/^\s+$/, '')
      : rest;
  const words = first.split(' ');
  if (QUESTION_WORD.test(first)) {
    // "What's our checking balance and our savings balance": the second thing in the first's question.
    const determiner = Math.max(...['our', 'my', 'the'].map((w) => words.lastIndexOf(w)));
    if (determiner > 0 && /^(our|my|the) /.test(thing)) {
      // "The idaho state tax for 2025 and the federal": a kind alone takes the first part's noun.
      const kindAlone = KIND_WORD.test(thing.split(' ').at(-1)!);
      const noun = kindAlone
        ? first.split(' ').find((w, i, all) => SHARED_NOUN.test(w) && KIND_WORD.test(all[i - 1] ?? ''))
        : undefined;
      const asked = noun ? second.replace(thing, `${thing} ${noun}`) : second;
      return [`${first}${shares}`, `${words.slice(0, determiner).join(' ')} ${asked}`];
    }
  }
  // "Federal and state tax for '24": the noun the two words share ends the second thing.
  const thingWords = thing.split(' ');
  const noun = thingWords.at(-1)!;
  // "What was our federal and idaho tax": a first part that ends in a kind shares the noun too.
  const endsInKind = words.length === 1 || KIND_WORD.test(words.at(-1)!) || STATE_NAME.test(words.at(-1)!);
  const shared =
    endsInKind && thingWords.length > 1 && SHARED_NOUN.test(noun) && !first.includes(noun) ? ` ${noun}` : '';
  if (words.length <= 4) return [`${first}${shared}${shares}`, second];
  // "What do we pay for umbrella and life insurance each year": a kind, then the noun (and the words
  // after it) the first part's kind shares.
  const KIND = KIND_WORD;
  const [kindWord, nounWord, ...tailWords] = thingWords;
  if (
    kindWord &&
    nounWord &&
    KIND.test(kindWord) &&
    SHARED_NOUN.test(nounWord) &&
    KIND.test(words.at(-1)!) &&
    !first.includes(nounWord)
  ) {
    const tail = [nounWord, ...tailWords].join(' ');
    return [
      `${first} ${tail}${shares}`.trimEnd(),
      `${words.slice(0, -1).join(' ')} ${thing}${rest}`.trimEnd(),
    ];
  }
  // "What did we spend on dining and groceries last month": the first's thing is after its last preposition,
  // the last before its period ("what went to amazon in august and target": "to", not the period's "in").
  const thingWordsOfFirst =
    firstPeriod && firstPeriod.at > 0
      ? first
          .slice(0, firstPeriod.at)
          .replace(/\s(in|during|for|over|since|from)\s*$/, '')
          .trim()
          .split(' ')
      : words;
  const last = Math.max(
    ...['on', 'at', 'for', 'in', 'of', 'to'].map((w) => thingWordsOfFirst.lastIndexOf(w)),
  );
  if (last < 0) return null;
  const head = words.slice(0, last + 1).join(' ');
  return [
    `${first}${shares}`,
    `${head} ${thing}${firstPeriod && !secondPeriod ? ` ${firstPeriod.phrase}` : ''}${rest}`,
  ];
}

/**
 * The parts of a list of three: "groceries, dining and shopping last month" is "groceries last month",
 * "dining last month" and "shopping last month"; the middle thing takes the last one's place in the
 * last part's words. Null for anything but "A, B and C" with a short B.
 */
export function splitList(text: string): string[] | null {
  const m = text.match(/^(.{3,}?), ((?:[\w'&.-]+ ?){1,3}?),? and (.{3,})$/);
  if (!m || QUESTION_WORD.test(m[2]!)) return null;
  const [, first, middle, last] = m as unknown as [string, string, string, string];
  const two = splitParts(`${first} and ${last}`);
  if (!two) return null;
  // The last part's own thing ends where its period or a preposition begins: the rest is shared.
  const period = periodIn(last);
  const prep = last.match(/ (in|on|at|for|from|during|over|since|this|last)\b/);
  const cut = Math.min(period?.at ?? last.length, prep?.index ?? last.length);
  const tail = last.slice(cut).replace(/^(?! )/, ' ');
  const mid = splitParts(`${first} and ${middle.trim()}${tail.trimEnd()}`);
  return mid ? [two[0], mid[1], two[1]] : null;
}

/** A question said with a colon or a dash, restated as one sentence (itself when there is none). */
function restate(text: string): string {
  const each = text.match(
    /^(.{3,}?)\s*(?:[-:,]\s*)?(?:so )?(?:how much|what) (?:(?:is|are|of|for|on) )?(?:each|both)(?: of (?:them|those))?\??$/,
  );
  if (each) return each[1]!.replace(/[-:,\s]+$/, '');
  const colon = text.match(/^([^:?]{3,40}): (.+)$/);
  if (!colon) return text;
  const [, subject, rest] = colon as unknown as [string, string, string];
  const questions = rest.replace(/\?$/, '').split(/,? and |, /);
  if (questions.length < 2 || !questions.every((q) => QUESTION_WORD.test(q))) return text;
  const [first, ...others] = questions;
  return `${first} on the ${subject} and ${others.join(' and ')}`;
}

const samePlan = (a: Query, b: Query) => JSON.stringify(a.calls) === JSON.stringify(b.calls);

/**
 * A part of a compound question narrowed to the measure its own words ask of its subject: "the monthly
 * payment on the rocket mortgage, and what rate" is the payment, then the rate, not the mortgage's whole
 * answer (which writes the rate before the payment) then its rate. Two parts about one thing would
 * otherwise come back in the order the tool writes its figures, not the order they were asked in.
 * `subject`: the other part's call, for a part that names only a measure ("and how much is left").
 */
export function focusPart(part: Query, subject?: ToolCall): Query {
  const t = part.text;
  const [own] = part.calls;
  const call = part.calls.length === 1 && own ? own : subject;
  if (!call) return part;
  const ranked = (set: RankedSet, by: RankMeasure, name: string): Query => ({
    ...part,
    set,
    measure: by,
    calls: [{ name: 'rank_items', args: { set, by, order: 'largest', name } }],
  });
  if (call.name === 'get_mortgages' && typeof call.args.lender === 'string') {
    const by = /\b(rate|interest|apr)\b/.test(t)
      ? 'rate'
      : new RegExp(String.raw`\b(payments?|${PER_MONTH})\b`).test(t)
        ? 'payment'
        : /\b(owe|owed|left|balance|payoff)\b/.test(t)
          ? 'balance'
          : null;
    return by ? ranked('mortgages', by, call.args.lender) : part;
  }
  if (call.name === 'get_budgets' && typeof call.args.category === 'string') {
    const by = /\b(left|remaining|room)\b/.test(t)
      ? 'room_left'
      : /\bover\b/.test(t)
        ? 'over'
        : /\b(spent|spend|used)\b/.test(t)
          ? 'spent'
          : null;
    return by ? ranked('budgets', by, call.args.category) : part;
  }
  if (call.name === 'get_private_investments' && typeof call.args.name === 'string') {
    const by = /\b(distribut\w*|paid out|pa(y|ying|ys) out|payouts?|paid (us|back))\b/.test(t)
      ? 'distributions'
      : /\b(worth|value|valued)\b/.test(t)
        ? 'value'
        : /\b(put (in|into)|invested|commit\w*)\b|\b(paid|pay)\b(?! (out|us|back)\b)/.test(t)
          ? 'price'
          : null;
    return by ? ranked('placements', by, call.args.name) : part;
  }
  // "The premium for life insurance and the coverage of the umbrella": each policy's figure as asked.
  if (call.name === 'analyze_insurance' && typeof call.args.policy === 'string') {
    const measure = /\b(premiums?|cost\w*|pay\w*|price\w*|expensive)\b/.test(t)
      ? 'premium'
      : /\b(cover|coverage|covered|insured for)\b/.test(t)
        ? 'coverage'
        : null;
    return measure ? { ...part, calls: [{ ...call, args: { ...call.args, measure } }] } : part;
  }
  if (call.name === 'get_accounts' && call.args.account === undefined) {
    const type = t.match(/\b(checking|savings)\b/)?.[1];
    return type
      ? {
          ...part,
          set: 'accounts',
          measure: 'balance',
          calls: [{ name: 'get_accounts', args: { account: type } }],
        }
      : part;
  }
  return part;
}

// ---------- the door ----------

const isRanking = (q: Query) => q.calls.length === 1 && q.calls[0]!.name === 'rank_items';

/** The query's one call, when it makes exactly one. */
const soleCall = (q: Query | undefined): ToolCall | undefined =>
  q?.calls.length === 1 ? q.calls[0] : undefined;

/** A holding as the rankings name it, "(COST)", back to its symbol. */
const rankedSymbol = (name: string) => name.replace(/^\((.*)\)$/, '$1');

/** "How many shares of VOO", "how many units do we hold", "our share count": a holding's shares. */
const SHARES_ASKED =
  /\bhow many (?:shares|units)\b|\b(?:number|count) of (?:shares|units)\b|\bshare count\b|\bshares? (?:do|does|did) (?:we|i) (?:own|have|hold)\b/;

/** The share count of the one holding the words name, or null. */
function sharesQuery(text: string, facts: FamilyFacts): Query | null {
  if (!SHARES_ASKED.test(text)) return null;
  const [best, second] = linkEntities(text, facts, ['holding']);
  if (!best || (second && second.covered === best.covered && second.id !== best.id)) return null;
  return query(text, {
    set: 'holdings',
    refs: [best],
    calls: [{ name: 'analyze_investments', args: { holding: best.id, figure: 'shares' } }],
  });
}

/** One question without conjunctions: the rankings, one thing's measure, understand.ts, then topics. */
function parseOne(text: string, facts: FamilyFacts, asWritten = text): Query {
  const planned = planningQuery(text, facts);
  if (planned) return planned;
  const shares = sharesQuery(text, facts);
  if (shares) return shares;
  const ranked = rankQuery(text, facts);
  if (ranked) return ranked;
  const measured = namedMeasureQuery(text, facts, asWritten);
  if (measured) return measured;
  // As written: a ticker in capitals ("COST") is a name, in lower case a word.
  const plan = understand(asWritten, facts);
  if (plan && 'ask' in plan) return query(text, { ask: plan.ask });
  // One property's figures asked of two that share the name ("the house in Boise"): one part apiece.
  if (
    plan &&
    plan.calls.length > 1 &&
    plan.calls.every((c) => c.name === 'get_real_estate' && typeof c.args.property === 'string')
  ) {
    const parts = plan.calls.map((c) => query(text, { set: 'properties', calls: [c] }));
    return query(text, { set: 'properties', parts, calls: plan.calls });
  }
  if (plan && plan.calls.length > 0) return query(text, { calls: plan.calls });
  const asked = askBack(text, facts);
  if (asked) return asked;
  const calls = topicsToAnswer(text)
    .filter((topic) => topic !== 'capabilities')
    .flatMap((topic) =>
      topic === 'spending' ? spendingCalls(text, facts) : [{ name: toolFor(topic).name, args: {} }],
    );
  return query(text, { calls, period: periodSpecOf(text, facts.today), byTopic: true });
}

/**
 * Times people name that have no dates of their own: "the holidays" may be a week or six, "christmas" a
 * day or the season. With no period beside them, the answer asks which dates are meant.
 */
const VAGUE_TIME =
  /\b(?:over|during|for|at|around|through|in) (?:the |our )?(?:holidays|holiday season|festive season|christmas(?: break)?|xmas|thanksgiving(?: break)?|spring break|winter break)\b(?!-)/;

function vagueTimeIn(text: string, today: string): string | null {
  const m = text.match(VAGUE_TIME);
  if (!m || periodSpecOf(text.replace(m[0], ''), today)) return null;
  const [y, month] = today.split('-').map(Number) as [number, number];
  const december = month === 12 ? y : y - 1;
  return `Which dates do you mean by "${m[0].replace(/^\w+ /, '')}"? I can answer for any dates or months: for example "in December ${december}" or "between December 20, ${december} and January 3, ${december + 1}".`;
}

/**
 * A reason said before the question: "for the refinance paperwork, what is ...", "i'm trying to budget,
 * how much ...", "my accountant is asking: what were ...".
 */
/** "Is X (down) more than Y (this year)?": X, the adverb its measure takes, Y, and the period after. */
const COMPARED =
  /^(?:is|are|was|were) (.+?) (?:(down|up) )?(?:more|bigger|larger|greater|higher|less|lower|smaller) than (.+?)((?:,? (?:for (?:us|me) )?(?:this|last|in) [a-z0-9 ]+)?[?.!]*)$/;

const PREAMBLE =
  /^((?:for (?:the|our|my) [a-z' -]{2,40}|before (?:we|i) [a-z' -]{2,30}|my (?:accountant|cpa|advis[eo]r|lawyer|attorney|wife|husband|partner|spouse) (?:is asking|asked|wants to know|needs to know)|i'?m trying to [a-z' -]{2,30}|we'?re (?:thinking|planning) (?:of|about|to) [a-z' -]{2,40}|(?:just )?(?:curious|wondering)))\s*[,:-]\s*(?=(?:what|what's|whats|how|which|who|when|is|are|do|does|did|can)\b)/;

/**
 * The question as a query. `previous`: the conversation's last query, which a follow-up leans on. The
 * `today` of the family's facts is the day periods are read against.
 */
export function parseQuestion(question: string, facts: FamilyFacts, previous?: Query): Query {
  return monthlySpending(parseAsked(question, facts, previous));
}

const EVERY_MONTH = new RegExp(String.raw`\b(${PER_MONTH})\b`);

/**
 * "What do i pay in rent each month", "what is my monthly grocery bill": one month's spending on a thing,
 * not the year's total. With no period named, the last whole month's, which the answer names.
 */
function monthlySpending(q: Query): Query {
  if (!EVERY_MONTH.test(q.text) || periodIn(q.text)) return q;
  const monthly = (c: ToolCall): ToolCall =>
    c.name === 'get_spending' &&
    (c.args.category || c.args.merchant) &&
    !c.args.period &&
    !c.args.from &&
    !c.args.largest &&
    !c.args.compareTo &&
    !c.args.versus
      ? { ...c, args: { ...c.args, period: 'last_month' } }
      : c;
  const each = (p: Query): Query => ({ ...p, calls: p.calls.map(monthly), parts: p.parts.map(each) });
  return each(q);
}

function parseAsked(question: string, facts: FamilyFacts, previous?: Query): Query {
  const text = normalizeQuestion(question);
  // "Over the holidays", "at christmas": a time with no dates of its own is asked back, never guessed.
  const vague = vagueTimeIn(text, facts.today);
  if (vague) return query(text, { ask: vague });
  // A policy's measure asked of a property, which no policy on file names: which policy is meant.
  const untied = untiedCoverAsk(
    text,
    facts,
    previous?.text,
    previous?.set === 'policies' && Boolean(previous.ask),
  );
  if (untied) {
    return query(text, { ask: untied, set: 'policies', refs: linkEntities(text, facts, ['property']) });
  }
  // "Is ARKK down more than BA?", "is the chase card balance more than the citi one": a comparison asks
  // both figures, each as a question of its own, in the order named.
  const compared = text.match(COMPARED);
  // "Than what the bank still has on it": a question of its own as the second side, about the first's thing.
  const secondAsks = compared && /^what (we|i|the|our|my)\b/.test(compared[3]!);
  if (compared && (secondAsks || !/^(we|i|you|they|it|what|how|that)\b/.test(compared[3]!))) {
    const [, a, adverb, b, rest] = compared;
    // The period said after both ("for us this year") is each side's.
    const when = rest && periodIn(rest) ? rest.replace(/[?.!]+$/, '') : '';
    const side = (thing: string) => `how much is ${thing}${adverb ? ` ${adverb}` : ''}${when}`;
    const second = secondAsks ? `${b}${when}` : side(b!);
    const read = parseQuestion(`${side(a!)} and ${second}${when ? '' : (rest ?? '')}`, facts, previous);
    if (read.parts.length === 2 && !read.ask && read.parts.every((p) => p.calls.length > 0 && !p.byTopic)) {
      return { ...read, text };
    }
  }
  // The family's worth less its debts, in any words: one question, whatever "and" it lists its debts with.
  if (worthLessDebts(text)) return query(text, { calls: [{ name: 'get_net_worth', args: {} }] });
  // "How many properties do we own and what are they worth all together", "how many mortgages do we have
  // and what's the total still owed": a count, then what the things counted come to, names nothing new.
  const countThenTotal = text.match(/^(how many\b.{3,}?),? and (?:what|how much)\b(.*)$/);
  if (
    countThenTotal &&
    /\b(they|them|those|these|together|altogether|combined|total|in all)\b/.test(countThenTotal[2]!) &&
    linkEntities(countThenTotal[2]!, facts).length === 0
  ) {
    const counted = parseQuestion(countThenTotal[1]!, facts, previous);
    const call = soleCall(counted);
    if (call?.name === 'rank_items' && call.args.order === 'count' && !counted.ask) {
      return { ...counted, text, calls: [{ ...call, args: { ...call.args, total: true } }] };
    }
  }
  // "And groceries for the same", "over that same period": the period before, which a follow-up keeps
  // when it names none of its own; the words say nothing more.
  const samePeriod =
    /,? (?:for|over|in|during|across) (?:the same|that same|that)(?: (?:period|time|time frame|stretch|span|window|dates|months?|weeks?))?[?.!]*$/;
  if (previous && samePeriod.test(text) && !samePeriod.test(text.replace(samePeriod, ''))) {
    const without = question.replace(
      /,? (?:for|over|in|during|across) (?:the same|that same|that)\b.*$/i,
      '',
    );
    if (without.trim().length > 2 && without !== question) {
      return { ...parseQuestion(without, facts, previous), text };
    }
  }
  // "What about groceries those two months", "both months": the span of the two periods asked just
  // before, from the first day of the earlier to the last of the later.
  const bothPeriods =
    /(?:^|,? )(?:(?:for|over|in|during|across) )?(?:(?:those|these|the|both) (?:two|2) (?:months|weeks|quarters|years|periods)|both (?:of those |of these |the |those )?(?:months|weeks|quarters|years|periods))\b/;
  if (previous?.earlier && bothPeriods.test(text)) {
    const spans = [previous, previous.earlier].map((q) => {
      const spec = q.calls.find((c) => c.name === 'get_spending')?.args.period;
      return typeof spec === 'string' ? resolvePeriod(spec, facts.today) : null;
    });
    const rest = text.replace(bothPeriods, '').trim();
    // "Both months together?", "and both months combined": nothing asked but the span, the same question.
    const onlySpan =
      /^(and|so|what about|how about)?\s*((in )?total|together|combined|altogether|added up|put together)?[?.!]*$/.test(
        rest,
      );
    if (spans[0] && spans[1] && (rest.length > 2 || onlySpan)) {
      const from = [spans[0].from, spans[1].from].sort()[0]!;
      const to = [spans[0].to, spans[1].to].sort()[1]!;
      const read = onlySpan ? { ...previous, parts: [] } : parseQuestion(rest, facts, previous);
      if (read.calls.length > 0 && read.calls.every((c) => c.name === 'get_spending')) {
        const calls = read.calls.map((c) => {
          const { from: _from, to: _to, compareTo: _compareTo, ...args } = c.args;
          return { ...c, args: { ...args, period: `${from}..${to}` } };
        });
        return { ...read, text, calls, parts: [] };
      }
    }
  }
  // "Utilities in october plus entertainment in september": two things, each with a period of its own,
  // are two questions, not one sum.
  const plus = text.match(/^(.{3,}?) plus (.{3,})$/);
  if (plus && periodIn(plus[1]!) && periodIn(plus[2]!) && periodIn(plus[2]!)!.at > 0) {
    const joined = question.replace(/\s+plus\s+(?!.*\bplus\b)/i, ' and ');
    if (joined !== question) return { ...parseQuestion(joined, facts, previous), text };
  }
  // Three or four named things listed with commas and no "and" ("VTI value, ARKK value, BND value"): read
  // as the list "A, B and C", its last mark an "and" (as written, so a ticker keeps its capitals).
  if (/[,&].*[,&]/.test(text) && joinedByMark(text, facts)) {
    const listed = question.replace(/\s*(?:,|&)\s+(?!.*(?:,|&)\s)/, ' and ');
    if (listed !== question) return { ...parseQuestion(listed, facts, previous), text };
  }
  // The reason is not the question: the question after it is read alone, when it says what it asks and
  // the reason names no thing, no period and no figure of its own.
  const reason = text.match(PREAMBLE);
  if (
    reason &&
    !/\d/.test(reason[1]!) &&
    !periodIn(reason[1]!) &&
    linkEntities(reason[1]!, facts).length === 0
  ) {
    const read = parseQuestion(text.slice(reason[0].length), facts, previous);
    if (read.calls.length > 0 && !read.byTopic && !read.ask) return { ...read, text };
  }
  // A reason that names one thing ("we're thinking about refinancing the lake condo, what rate do we pay
  // on it"): the question after is about it, the thing named in place of its pronoun.
  const named = reason && linkEntities(reason[1]!, facts);
  if (
    reason &&
    named &&
    named.length > 0 &&
    // A reason that says what is asked ("we're selling the condo, what would we walk away with") is read whole.
    !namedMeasureQuery(text, facts, question) &&
    named.every((e) => e.id === named[0]!.id || e.covered < named[0]!.covered)
  ) {
    const after = text.slice(reason[0].length);
    const thing = named[0]!.label.toLowerCase();
    const pronoun = /\b(it|that one|this one|that place|this place)\b/;
    const read = pronoun.test(after)
      ? parseQuestion(after.replace(pronoun, thing), facts, previous)
      : linkEntities(after, facts).length === 0
        ? parseQuestion(`${after.replace(/[?.!]+$/, '')} on ${thing}`, facts, previous)
        : parseQuestion(after, facts, previous);
    if (read.calls.length > 0 && !read.byTopic && !read.ask) return { ...focusPart(read), text };
  }
  // "And 25, how much more was it?": a new period or thing, then the change to it from the one before,
  // read as the two follow-ups they are, one after the other.
  const thenChange = previous && text.match(THEN_CHANGE);
  if (thenChange) {
    const moved = parseQuestion(thenChange[1]!, facts, previous);
    if (moved.calls.length > 0 && !moved.byTopic && !moved.ask && !samePlan(moved, previous)) {
      const chained = {
        ...moved,
        earlier: { ...previous, earlier: undefined },
        opening: openingOf(previous),
      };
      const change = parseQuestion(thenChange[2]!, facts, chained);
      if (change.calls.length > 0 && !change.byTopic && !change.ask) return { ...change, text };
    }
  }
  const picked = previous && amongThose(text, previous, facts);
  if (picked) return picked;
  // "Payment on the first one?", "back to the first account": the conversation's first thing, named in
  // the phrase's place and read as a question of its own.
  const first = previous?.opening && subjectOf(previous.opening);
  if (first && FIRST_ONE.test(text)) {
    const read = parseOne(
      text.replace(FIRST_ONE, first.toLowerCase()),
      facts,
      text.replace(FIRST_ONE, first),
    );
    if (read.calls.length > 0 && !read.byTopic && !read.ask) return { ...read, text };
  }
  // "And the bond one?", "the vanguard one": "one" stands for the noun of a kind of thing ("the bond
  // fund", "the vanguard account"); the first noun with which the words name one thing is read.
  const kindOne = previous && text.match(KIND_ONE);
  if (kindOne && linkEntities(text, facts).length === 0) {
    // "The checking one", "the savings one": the type alone ("and the checking?"), before any other noun.
    if (ACCOUNT_TYPE_WORDS.some(([words]) => words.test(kindOne[2]!))) {
      const read = parseQuestion(text.replace(KIND_ONE, '$1 $2'), facts, previous);
      if (read.calls.length > 0 && !read.byTopic && !read.ask) return { ...read, text };
    }
    for (const noun of ONE_NOUNS) {
      const named = text.replace(KIND_ONE, `$1 $2 ${noun}`);
      if (linkEntities(named, facts).length !== 1) continue;
      const read = parseQuestion(named, facts, previous);
      if (read.calls.length > 0 && !read.byTopic && !read.ask) return { ...read, text };
    }
  }
  // "And what do we still owe on it?" after two homes answered together ("the house in Boise"): the loan
  // on each that has one, in the same order.
  const homes = previous && propertiesAsked(previous);
  const loanBy = /\b(rate|interest|apr)\b/.test(text)
    ? 'rate'
    : /\b(payments?|monthly)\b/.test(text)
      ? 'payment'
      : /\b(owe|owed|owing|left|balance|mortgages?|loans?)\b/.test(text)
        ? 'balance'
        : null;
  if (
    homes &&
    homes.length > 1 &&
    loanBy &&
    (isFollowUp(text) || PRONOUN.test(text)) &&
    linkEntities(text, facts).length === 0
  ) {
    const withLoans = homes.filter((label) =>
      facts.data.mortgages.some(
        (m) => facts.data.properties.find((p) => p.address === label)?.id === m.propertyId,
      ),
    );
    const parts = withLoans.map((label) =>
      query(text, {
        set: 'mortgages',
        measure: loanBy,
        calls: [
          { name: 'rank_items', args: { set: 'mortgages', by: loanBy, order: 'largest', name: label } },
        ],
      }),
    );
    if (parts.length === 1) return parts[0]!;
    if (parts.length > 1)
      return query(text, { set: 'mortgages', parts, calls: parts.flatMap((p) => p.calls) });
  }
  // "How many shares is that?", "and how many units do we own?" after one holding (or a ranking's
  // winner): that holding's share count.
  const holdingBefore = previous && SHARES_ASKED.test(text) && subjectOf(previous);
  if (holdingBefore && linkEntities(text, facts, ['holding']).length === 0) {
    const read = sharesQuery(`${text} ${rankedSymbol(holdingBefore).toLowerCase()}`, facts);
    if (read) return { ...read, text };
  }
  const both = previous && bothQuery(text, previous, facts);
  if (both) return both;
  const larger = previous && largerOfTwo(text, previous);
  if (larger) return larger;
  const apart = previous && differenceOfTwo(text, previous, facts);
  if (apart) return apart;
  // A ranking before: "how does that compare to last year?", "same for september", "who are they with?"
  // turn that ranking, before any other reading of the words takes them for a new question.
  if (previous && isRanking(previous) && (isFollowUp(text) || /\b(that|same|compare\w*)\b/.test(text))) {
    const elided = ellipsisQuery(text, facts, previous);
    if (elided && (elided.calls.length > 0 || elided.ask)) return elided;
  }
  if (previous && isFollowUp(text)) {
    if (previous.ask) {
      const completed = parseQuestion(`${previous.text} ${text}`, facts);
      if (!completed.ask) return completed;
    } else if (previous.calls.length > 0) {
      const followed = followUpPlan(question, previous.calls, facts);
      if (followed)
        return 'ask' in followed
          ? query(text, { ask: followed.ask })
          : query(text, { calls: followed.calls });
    }
  }
  // "How much was it?", "by how much?" after a ranking: its winner's figure, which the ranking leads with.
  if (
    previous &&
    isRanking(previous) &&
    previous.calls[0]!.args.order !== 'count' &&
    /^(and )?(so )?((how much|what) (was|is|were|are) (it|that|they|the figure|the amount|the total)|by how much|how much)\??$/.test(
      text,
    )
  ) {
    return query(text, { ...previous, text, parts: [] });
  }
  // "It", "that one" after a ranking: its winner, named in the pronoun's place ("which property is worth
  // most? what did we pay for it?" is what was paid for that property), unless the question names a
  // thing of its own.
  if (
    previous?.winner &&
    REFERRING.test(text) &&
    !/\b(that|same|compare\w*)\b.*\b(last|this|year|month)\b/.test(text)
  ) {
    const named = text.replace(REFERRING, previous.winner.toLowerCase());
    const read =
      linkEntities(text, facts).length === 0
        ? parseOne(named, facts, text.replace(REFERRING, previous.winner))
        : null;
    if (read && read.calls.length > 0 && !read.byTopic && !read.ask) return read;
  }
  // "How much room is left in that budget", "are we over budget on it" after spending in a category:
  // that category's budget.
  const category = previous?.calls.map((c) => c.args.category).find((c) => typeof c === 'string');
  if (
    typeof category === 'string' &&
    /\b(that|this|its|the same) budget\b|\bbudget (on|for) (it|that)\b/.test(text)
  ) {
    const named = text
      .replace(/\b(that|this|its|the same) budget\b/, `the ${category.toLowerCase()} budget`)
      .replace(/\bbudget (on|for) (it|that)\b/, `budget on ${category.toLowerCase()}`);
    const read = parseOne(named, facts);
    if (read.calls.length > 0 && !read.byTopic && !read.ask) return { ...read, text };
  }
  // "Equity in the main house, net of the rocket loan": the loan named after "net of", "less" or "after"
  // is what equity already takes away, not the thing asked about; the question without it is read.
  const lessLoan = text.match(NET_OF_LOAN);
  if (lessLoan && /\bequity\b/.test(text.replace(lessLoan[0], ''))) {
    const read = parseOne(text.replace(lessLoan[0], ' ').replace(/\s+/g, ' ').trim(), facts);
    if (read.calls.length > 0 && !read.byTopic && !read.ask) return { ...read, text };
  }
  const alone = parseOne(text, facts, question);
  // A pronoun for the thing before, in a question that parses but names nothing of its own: the thing
  // before in the pronoun's place, when that reading is about it ("what is the design studio worth", then
  // "and the k1 from it for 2025?" is its K-1; "how much is in the roth", then "what's the biggest thing
  // in it?" its largest holding).
  const owner = previous && subjectOf(previous);
  if (owner && !alone.ask && LEANING.test(text) && linkEntities(text, facts).length === 0) {
    const about = (q: Query) => JSON.stringify(q.calls).includes(JSON.stringify(owner).slice(1, -1));
    const read = parseOne(text.replace(LEANING, owner.toLowerCase()), facts, text.replace(LEANING, owner));
    if (read.calls.length > 0 && !read.byTopic && !read.ask && about(read) && !about(alone)) {
      return { ...read, text };
    }
  }
  // Only a question that says too little by itself leans on the one before.
  if (previous && previous.calls.length > 0 && (alone.byTopic || alone.calls.length === 0)) {
    const elided = ellipsisQuery(text, facts, previous);
    if (elided && (elided.calls.length > 0 || elided.ask)) return elided;
  }
  // "How many policies do we have, and with whom?": one count with its names, not two questions; "from
  // which companies", "with which lenders", "what are their names" ask the same names.
  const counted = text.replace(
    /,? (and )?(with whom|who( are they| is it)?|((from|with|at|by|through) )?which( \w+)?( (are they|is it|are those))?|what are (they|their names)( called)?|who with|where)\??$/,
    '',
  );
  if (counted !== text && /\bhow many\b/.test(counted)) {
    const ranked = rankQuery(counted, facts);
    if (ranked) return { ...ranked, text };
  }
  // The same question restated plainly: "life cover and umbrella cover - how much of each" asks each;
  // "dining budget: how much spent, how much left?" asks each question of the subject before the colon.
  const restated = restate(text);
  if (restated !== text) {
    const read = parseQuestion(restated, facts, previous);
    if (read.calls.length > 0 && !read.byTopic) return { ...read, text };
  }
  // Three questions of their own ("what's it worth, what do we owe on it and what's our equity"): each
  // read alone, a part with "it" or "that" leaning on the first, answered in order.
  const three = text.match(
    /^((?:what|what's|whats|how|who|which)\b.{3,}?), ((?:what|what's|whats|how|who|which)\b.{3,}?),? and ((?:what|what's|whats|how|who|which)\b.{3,})$/,
  );
  if (three) {
    const [head, ...rest] = three.slice(1, 4).map((p) => p.replace(/[?,]+$/, ''));
    const first = parseOne(head!, facts);
    const parts = [
      first,
      ...rest.map((p) => {
        const own = parseOne(p, facts);
        const leans = /\b(it|its|that|them|they|there)\b/.test(p) || own.byTopic || own.calls.length === 0;
        const leaned = leans ? ellipsisQuery(p, facts, first) : null;
        // Narrowed to the measure its own words ask, as each of two parts about one thing is.
        return leaned && leaned.calls.length > 0 ? focusPart(leaned) : own;
      }),
    ];
    const plans = new Set(parts.map((p) => JSON.stringify(p.calls)));
    if (parts.every((p) => p.calls.length > 0 && !p.byTopic) && plans.size === parts.length) {
      return query(text, { parts, calls: parts.flatMap((p) => p.calls) });
    }
  }
  // Three things listed: each part read alone, answered in order.
  const listed = splitList(text);
  if (listed) {
    const parts = listed.map((p) => parseOne(p, facts));
    const plans = new Set(parts.map((p) => JSON.stringify(p.calls)));
    if (
      parts.every((p) => p.calls.length > 0 && (!p.byTopic || ownWhole(p))) &&
      plans.size === parts.length
    ) {
      return query(text, { parts, calls: parts.flatMap((p) => p.calls) });
    }
  }
  // Three questions without question words ("our k-1 income for 2025, our federal tax for 2025 and our
  // idaho tax for 2025"): each part read alone, when each says what it asks in words of its own (three
  // or more; "liquid, non-liquid and real estate equity" is one question's list).
  const plainThree = text.match(/^([^,]{3,}?), ([^,]{3,}?),? and ([^,]{3,})$/);
  if (plainThree?.slice(1, 4).every((p) => p.trim().split(' ').length >= 3)) {
    const parts = plainThree.slice(1, 4).map((p) => parseOne(p.replace(/[?,.]+$/, ''), facts));
    const plans = new Set(parts.map((p) => JSON.stringify(p.calls)));
    if (parts.every((p) => p.calls.length > 0 && !p.byTopic && !p.ask) && plans.size === parts.length) {
      return query(text, { parts, calls: parts.flatMap((p) => p.calls) });
    }
  }
  const split = splitParts(text) ?? splitParts(joinedByMark(text, facts) ?? '');
  // "Of our checking and savings, which has the most": one ranking over both, not two questions.
  const oneRanking = split && !QUESTION_WORD.test(split[1]) && rankQuery(text, facts);
  if (split && !oneRanking) {
    const parts: Query[] = [];
    const capitals = capitalsOf(question);
    for (const written of split) {
      // "What is in all our checking and savings" splits as "... checking " and "what is in savings ".
      const part = written.trim();
      const before = parts.at(-1);
      // "What's diego's share, and sofia's": a part that is only a name asks the part before's question of it.
      const onlyName =
        before && /^(and )?[a-z][a-z.&-]*('s|s')?( [a-z][a-z.&-]*('s|s')?)?\??$/.test(part)
          ? followUpPlan(`and ${part.replace(/^and /, '').replace(/'s?\??$|\?$/, '')}?`, before.calls, facts)
          : null;
      // A ticker written in capitals stays a name in its part ("up on COST, then down on SBUX").
      const asWritten = part.replace(/[a-z]+/g, (w) => (capitals.has(w) ? w.toUpperCase() : w));
      const parsed =
        onlyName && 'calls' in onlyName && onlyName.calls.length > 0
          ? query(part, { calls: onlyName.calls })
          : before && /^(what about|how about)\b|\b(it|its|that|them|they)\b/.test(part)
            ? (ellipsisQuery(part.replace(/^(what|how) about /, 'and '), facts, before) ??
              parseOne(part, facts, asWritten))
            : parseOne(part, facts, asWritten);
      // A part that says too little alone ("and how much to idaho") leans on the part before, as a
      // follow-up leans on the question before.
      // After a tax part, a part naming a state is that state's return ("and how much to idaho").
      // A part read by its topic alone leans only when that topic is the part before's ("and the state
      // one" after a tax); "our net worth" after the studio's value is a question of its own.
      const ownTopic =
        parsed.byTopic &&
        parsed.calls.length > 0 &&
        !PRONOUN.test(part) &&
        /^(what is |how much is )?(our|my|the) /.test(part) &&
        !parsed.calls.some((c) => before?.calls.some((d) => d.name === c.name));
      const leans =
        before &&
        ((parsed.byTopic && !ownTopic) ||
          parsed.calls.length === 0 ||
          (before.calls.some((c) => c.name === 'get_taxes') && STATE_NAME.test(part)));
      const leaned = leans ? ellipsisQuery(part, facts, before) : null;
      parts.push(leaned && leaned.calls.length > 0 ? leaned : parsed);
    }
    // Two parts about one thing go to one tool: each is narrowed to its own measure, kept in order.
    const [a, b] = parts as [Query, Query];
    // A second part that names only a measure ("and how much is left") is about the first's thing.
    const sameThing =
      samePlan(a, b) ||
      (b.calls.length === 0 && a.calls.length === 1) ||
      a.calls.some((c) =>
        b.calls.some((d) => {
          const subject = subjectOf({ ...a, calls: [c] });
          return subject !== null && subject === subjectOf({ ...b, calls: [d] });
        }),
      );
    // A policy's part is narrowed to its own measure too, whatever the other part asks.
    const focused = sameThing
      ? [focusPart(a), focusPart(b, a.calls[0])]
      : parts.map((p) =>
          p.calls.length === 1 && p.calls[0]!.name === 'analyze_insurance' ? focusPart(p) : p,
        );
    if (focused.every((p) => p.calls.length > 0) && !samePlan(focused[0]!, focused[1]!)) {
      return query(text, { parts: focused, calls: focused.flatMap((p) => p.calls) });
    }
    // "Which property is worth the most and what's the rate on its loan": a second part whose pronoun
    // stands for the first part's winner stays a part of its own, whatever it reads as alone; the analyst
    // asks it of the winner once the ranking has run (chat/analyst.ts).
    if (isRanking(a) && a.calls[0]!.args.order !== 'count' && WINNER_WORDS.test(b.text)) {
      const second = query(b.text, { calls: b.calls.length > 0 ? b.calls : a.calls });
      return query(text, { parts: [a, second], calls: [...a.calls, ...second.calls] });
    }
  }
  return alone;
}

/**
 * A part read by its topic alone that still asks one thing of the family's own ("how much is our net
 * worth" in a list): one call, "our" or "my" said, no pronoun leaning on another part.
 */
const ownWhole = (p: Query) =>
  p.calls.length === 1 && /\b(our|my)\b/.test(p.text) && !PRONOUN.test(p.text) && !p.ask;

/**
 * Two things each named, joined by a comma or "&" instead of "and" ("ally bal, way2save bal", "VOO value &
 * AMD value"): the two joined by "and", for splitParts. Null when either side names nothing of the
 * family's, or both name the same thing ("food & dining" is one category).
 */
function joinedByMark(text: string, facts: FamilyFacts): string | null {
  if (/\band\b/.test(text)) return null;
  const m = text.match(/^([^,&]{2,}?)\s*(?:,|&)\s+([^,&]{2,})$/);
  if (m) {
    const [a, b] = [linkEntities(m[1]!, facts), linkEntities(m[2]!, facts)];
    // A kind of account names something too ("chk bal, sav bal (ally)"), when the two sides differ.
    const typed = (side: string) => side.match(/\b(checking|savings)\b/)?.[1];
    const [ta, tb] = [typed(m[1]!), typed(m[2]!)];
    const kinds = ta !== undefined && tb !== undefined && ta !== tb;
    if (!kinds && (a.length === 0 || b.length === 0 || a.some((x) => b.some((y) => y.id === x.id))))
      return null;
    return `${m[1]!.trim()} and ${m[2]!.trim()}`;
  }
  // Three or more ("VTI value, ARKK value, BND value"): a list, as if its last mark were "and".
  const pieces = text.split(/\s*,\s+|\s+&\s+/).map((p) => p.trim());
  if (pieces.length < 3 || pieces.length > 4 || pieces.some((p) => p.length < 2)) return null;
  const ids = pieces.map((p) => linkEntities(p, facts).map((e) => e.id));
  if (ids.some((i) => i.length === 0) || new Set(ids.flat()).size !== ids.flat().length) return null;
  return `${pieces.slice(0, -1).join(', ')} and ${pieces.at(-1)!}`;
}

/**
 * "Both together?", "what's that in total?" after two questions about one account each: the two
 * accounts' balances added up.
 */
/** A loan named as what is taken away: "net of the rocket loan", "after the mortgage", "less what we owe on it". */
const NET_OF_LOAN =
  /,? (?:net of|after|less|minus|once you take off|taking off|take away|after paying off) (?:the |our |my |its |what (?:we|i) owe on )?(?:[\w'.-]+ ){0,3}?(?:loans?|mortgages?|debts?)\b/;

/** A short follow-up, then the change asked of it: "and 25, how much more was it?", "october - by how much?". */
const THEN_CHANGE =
  /^((?:and |what about |how about )?[^,]{2,30}?)\s*[,;-]+\s*((?:and |so )?(?:how much (?:more|less|higher|lower|bigger|smaller)|by how much|what'?s the (?:difference|change)|how much did it (?:change|go up|go down|rise|fall|increase|decrease))\b.*)$/;

/** The thing a conversation began with: "the first one", "the original loan", "the one we started with". */
const FIRST_ONE =
  /\b(the )?(first|original|initial) (one|loan|mortgage|account|card|house|home|property|place|fund|holding|stock|policy|thing)\b|\bthe one (we|i) (started|began) with\b/;

/** The accounts one query answered together: "what do we have at wells fargo", "how many accounts at chase". */
function accountSetOf(q: Query | undefined, facts: FamilyFacts): FamilyFacts['accounts']['accounts'] {
  const c = soleCall(q);
  const filter =
    c?.name === 'get_accounts'
      ? c.args.account
      : c?.name === 'rank_items' && c.args.set === 'accounts' && c.args.order === 'count'
        ? (c.args.name ?? c.args.type)
        : undefined;
  if (typeof filter !== 'string') return [];
  const set = accountsMatching(facts, filter);
  return set.length > 1 ? set : [];
}

/** Words for an account's type, as the family says them. */
const ACCOUNT_TYPE_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\bsav(ings?|ing)?\b/, 'savings'],
  [/\bcheck(ing)?\b/, 'checking'],
  [/\b(credit|cards?)\b/, 'credit'],
  [/\b(investments?|brokerage|retirement|ira|401k)\b/, 'investment'],
];
/** "Which of those", "among them", "the savings one": a pick among the accounts answered before. */
const AMONG_THOSE = /\b(of|among|out of|from|between) (those|them|these|the two|the three|both)\b|\bone\b/;

/**
 * "What do we have at wells fargo", then "which of those is the savings one" (and then "and the checking
 * one?"): the account of that type, or of those words of its name, among the accounts answered together
 * just before (or the turn before that). Null when the words pick none of them, or the same ones.
 */
function amongThose(text: string, previous: Query, facts: FamilyFacts): Query | null {
  if (!AMONG_THOSE.test(text)) return null;
  const set = [previous, previous.earlier].map((q) => accountSetOf(q, facts)).find((s) => s.length > 0);
  if (!set) return null;
  const type = ACCOUNT_TYPE_WORDS.find(([words]) => words.test(text))?.[1];
  const byType = type ? set.filter((a) => a.type === type) : [];
  const linked = linkEntities(text, facts, ['account']).filter((m) => set.some((a) => a.name === m.label));
  const byName = set.filter((a) =>
    linked.some((m) => m.label === a.name && m.covered === linked[0]!.covered),
  );
  const picked = byType.length > 0 ? byType : byName;
  if (picked.length === 0 || picked.length === set.length) return null;
  return query(text, {
    set: 'accounts',
    measure: 'balance',
    calls: [{ name: 'get_accounts', args: { account: picked.map((a) => a.name).join('|') } }],
  });
}

/** "The bond one", "the chase one": a word or two of a name, then "one" for the noun of its kind. */
const KIND_ONE =
  /\b(the|that|our|my) ((?!other\b|same\b|first\b|last\b|next\b)[a-z0-9&'.-]+(?: [a-z0-9&'.-]+)?) one\b/;
const ONE_NOUNS = [
  'fund',
  'etf',
  'stock',
  'account',
  'card',
  'loan',
  'mortgage',
  'policy',
  'house',
  'property',
];

/** Asking words around "together", and the verbs that say it ("put together", "added up", "lumped together"). */
const ONLY_ADDING =
  /^(?=.*\b(together|combined|altogether|in total|added up)\b|(and |so |the )*total\??$)((and|so|then|how|much|what|whats|what's|is|are|that|they|it|them|those|all|together|combined|altogether|in|total|added|up|put|taken|lumped|if|you|we)\b ?)+[?.!]*$/;

function bothQuery(text: string, previous: Query, facts: FamilyFacts): Query | null {
  if (
    (!/^(and )?(both|the two|them both|(what'?s|what is) (that|the|it) (all )?(together|combined|in total|total))\b.{0,30}$/.test(
      text,
    ) &&
      // "Add the two up", "sum them", "can you add those together": the adding asked of what came before.
      !/^(and |so |now |then |can you |could you |please )*(add|sum|total)( up)? (the two|both|them|those|these|the two of them|them both)( up| together)?( for me)?( please)?[?.!]*$/.test(
        text,
      ) &&
      // "Together?" alone, or said with nothing but asking words around it ("together how much?", "so
      // how much is that combined?").
      !ONLY_ADDING.test(text)) ||
    !/\b(both|two|together|combined|altogether|total|sum|add(ed)?)\b/.test(text)
  )
    return null;
  // Two loans, one after the other, that are every loan the family has: what is owed on them and paid
  // each month, added up (the mortgages' own answer leads with both sums).
  const lenderOf = (q: Query | undefined) => {
    const c = soleCall(q);
    const lender =
      c?.name === 'get_mortgages'
        ? c.args.lender
        : c?.name === 'rank_items' && c.args.set === 'mortgages'
          ? c.args.name
          : null;
    return typeof lender === 'string' ? lender : null;
  };
  const loans = [lenderOf(previous), lenderOf(previous.earlier)];
  if (
    loans[0] &&
    loans[1] &&
    loans[0] !== loans[1] &&
    facts.data.mortgages.length === 2 &&
    !/\b(rates?|interest)\b/.test(text)
  ) {
    return query(text, { set: 'mortgages', op: 'sum', calls: [{ name: 'get_mortgages', args: {} }] });
  }
  const accountOf = (q: Query | undefined) => {
    const c = soleCall(q);
    return c?.name === 'get_accounts' && typeof c.args.account === 'string' ? c.args.account : null;
  };
  const [last, before] = [accountOf(previous), accountOf(previous.earlier)];
  if (!last || !before || last === before) return spanOfTwoPeriods(text, previous, facts);
  return query(text, {
    set: 'accounts',
    measure: 'balance',
    op: 'sum',
    calls: [{ name: 'get_accounts', args: { account: `${before}|${last}` } }],
  });
}

/**
 * "And combined?" after the same spending asked of two periods that meet ("speedway in september", then
 * "october"): the spending over both, from the first day of the one to the last of the other.
 */
function spanOfTwoPeriods(text: string, previous: Query, facts: FamilyFacts): Query | null {
  const spending = (q: Query | undefined) => {
    const c = soleCall(q);
    const spec = c?.name === 'get_spending' ? c.args.period : undefined;
    const span = typeof spec === 'string' ? resolvePeriod(spec, facts.today) : null;
    if (!c || !span) return null;
    const { period: _period, from: _from, to: _to, compareTo: _compareTo, ...rest } = c.args;
    return { span, rest, call: c };
  };
  const [later, earlier] = [spending(previous), spending(previous.earlier)];
  if (!later || !earlier || JSON.stringify(later.rest) !== JSON.stringify(earlier.rest)) return null;
  const [first, second] = [earlier.span, later.span].sort((a, b) => a.from.localeCompare(b.from));
  // Two periods with days between them are not one span.
  if (calendar.addDays(first!.to, 1) !== second!.from) return null;
  return query(text, {
    ...previous,
    text,
    op: 'sum',
    calls: [{ ...later.call, args: { ...later.rest, period: `${first!.from}..${second!.to}` } }],
    parts: [],
  });
}

/** The properties a query of one part per property asked about ("the house in Boise"), in order. */
function propertiesAsked(q: Query): string[] | null {
  if (q.parts.length < 2) return null;
  const labels = q.parts.map((p) => {
    const c = soleCall(p);
    const label =
      c?.name === 'get_real_estate'
        ? c.args.property
        : c?.name === 'rank_items' && c.args.set === 'properties'
          ? c.args.name
          : null;
    return typeof label === 'string' ? label : null;
  });
  return labels.every((l): l is string => l !== null) ? labels : null;
}

/** One thing a query asked about, as the rankings name it: its set, its name and the measure asked. */
function rankedThingOf(q: Query | undefined): { set: RankedSet; name: string; by?: RankMeasure } | null {
  const c = soleCall(q);
  if (!c) return null;
  const arg = (key: string) => (typeof c.args[key] === 'string' ? (c.args[key] as string) : null);
  if (c.name === 'rank_items' && arg('name') && c.args.order !== 'count')
    return { set: c.args.set as RankedSet, name: arg('name')!, by: c.args.by as RankMeasure | undefined };
  if (c.name === 'analyze_investments' && arg('holding'))
    return { set: 'holdings', name: `(${arg('holding')})` };
  if (c.name === 'get_real_estate' && arg('property')) return { set: 'properties', name: arg('property')! };
  if (c.name === 'get_mortgages' && arg('lender')) return { set: 'mortgages', name: arg('lender')! };
  // An account by its own name, not a type's total ("checking|savings").
  if (
    c.name === 'get_accounts' &&
    arg('account') &&
    !/^(checking|savings|credit|investment)(\|\w+)*$/.test(arg('account')!)
  )
    return { set: 'accounts', name: arg('account')! };
  return null;
}

/**
 * "Which of those two is worth more?" after two things of one kind asked one then the other (two
 * holdings, two accounts, two homes...): those two ranked by the tools among themselves, the larger first
 * with its figure and the other after it. The measure: the one the words say ("up", "gained"), else the
 * one both questions asked, else the set's own.
 */
function largerOfTwo(text: string, previous: Query): Query | null {
  if (
    !/\bwhich (of )?(those|these|the|them)( two| both)?\b.*\b(more|bigger|larger|higher|less|smaller|lower)\b|^which (one )?(is|was|has) (worth )?(more|less|bigger|smaller|higher|lower)\b/.test(
      text,
    )
  )
    return null;
  const [a, b] = [rankedThingOf(previous.earlier), rankedThingOf(previous)];
  if (!a || !b || a.set !== b.set || a.name === b.name) return null;
  const set = a.set;
  // A measure the words name outright; "worth" is a value wherever things have one besides a balance.
  const said: RankMeasure | null = /\b(up|gain\w*|grew|made)\b/.test(text)
    ? 'gain'
    : /\bequity\b/.test(text)
      ? 'equity'
      : /\b(worth|value)\b/.test(text) && ['holdings', 'properties', 'placements', 'businesses'].includes(set)
        ? 'value'
        : null;
  const by: RankMeasure | undefined =
    said ?? (a.by && a.by === b.by ? a.by : (measureOf(text, set) ?? undefined));
  const order = /\b(less|smaller|lower)\b/.test(text) ? 'smallest' : 'largest';
  return query(text, {
    set,
    ...(by && { measure: by }),
    op: order === 'largest' ? 'argmax' : 'argmin',
    calls: [{ name: 'rank_items', args: { set, order, ...(by && { by }), names: [a.name, b.name] } }],
  });
}

/** How far apart two figures are: "what's the difference?", "by how much did that change?", "how much more is in it?". */
const GAP_ASKED =
  /^(and |so )?(what'?s |what is )?(the )?(delta|variance|diff)[?.!]*$|\bby how much\b|\bhow much (more|less|higher|lower|bigger|smaller|extra)\b|\b(difference|gap)\b|\bhow far apart\b|\bhow (did|has|does) (that|it|this|spending) (change|compare)\b|\b(did|has) (that|it|this) change\b/;

/** The arguments of a call without `key`, in one order, for comparing two calls but for one slot. */
const argsWithout = (c: ToolCall, key: string) =>
  JSON.stringify(
    Object.entries(c.args)
      .filter(([k]) => k !== key)
      .sort(([x], [y]) => x.localeCompare(y)),
  );

/**
 * "What's the difference?", "by how much did that change?", "how much more is in the ally one?" after
 * two questions that asked one figure each: spending of one thing in two periods is the change between
 * them (get_spending compareTo); two things of one kind (two accounts, two homes, two holdings) are how
 * far apart their figures are (rank_items gap), the larger first.
 */
function differenceOfTwo(text: string, previous: Query, facts: FamilyFacts): Query | null {
  if (!GAP_ASKED.test(text) || text.split(' ').length > 10) return null;
  // After one question of two parts ("is X more than Y?"), the gap between its parts.
  if (previous.parts.length === 2 && !previous.earlier?.parts.length) {
    return differenceOfTwo(text, { ...previous.parts[1]!, earlier: previous.parts[0]! }, facts);
  }
  const [now, before] = [soleCall(previous), soleCall(previous.earlier)];
  if (
    now?.name === 'get_spending' &&
    before?.name === 'get_spending' &&
    typeof now.args.period === 'string' &&
    typeof before.args.period === 'string' &&
    now.args.period !== before.args.period &&
    now.args.largest === undefined &&
    argsWithout(now, 'period') === argsWithout(before, 'period')
  ) {
    return query(text, {
      ...previous,
      text,
      op: 'change',
      calls: [{ name: 'get_spending', args: { ...now.args, compareTo: before.args.period } }],
      parts: [],
      earlier: undefined,
    });
  }
  // Two merchants (or two categories) over the same period: how far apart what was spent at each is.
  const thing = (c: ToolCall) => (c.args.merchant !== undefined ? 'merchant' : 'category');
  if (
    now?.name === 'get_spending' &&
    before?.name === 'get_spending' &&
    now.args.period === before.args.period &&
    now.args.largest === undefined &&
    before.args.largest === undefined &&
    now.args.compareTo === undefined &&
    thing(now) === thing(before) &&
    typeof now.args[thing(now)] === 'string' &&
    now.args[thing(now)] !== before.args[thing(before)] &&
    argsWithout(now, thing(now)) === argsWithout(before, thing(before))
  ) {
    return query(text, {
      ...previous,
      text,
      op: 'compare',
      calls: [{ name: 'get_spending', args: { ...before.args, versus: now.args[thing(now)] } }],
      parts: [],
      earlier: undefined,
    });
  }
  const [a, b] = [rankedThingOf(previous.earlier), rankedThingOf(previous)];
  if (!a || !b || a.set !== b.set || a.name === b.name) return null;
  const by = a.by && a.by === b.by ? a.by : undefined;
  const isCard = (name: string) =>
    facts.data.accounts.some((x) => x.name === name && x.accountType === 'credit');
  return query(text, {
    set: a.set,
    ...(by && { measure: by }),
    op: 'change',
    calls: [
      {
        name: 'rank_items',
        args: {
          set: a.set,
          order: 'largest',
          ...(by && { by }),
          // Two cards are ranked by what is owed on them, as cards alone are.
          ...(a.set === 'accounts' && [a.name, b.name].every(isCard) && { type: 'credit' }),
          names: [a.name, b.name],
          gap: true,
        },
      },
    ],
  });
}

/** The query with its ranking's winner, when it ranks (a count or a named thing has none). */
export async function settledQuery(q: Query, facts: FamilyFacts): Promise<Query> {
  const [ranked] = q.calls;
  if (!isRanking(q) || !ranked || ranked.args.order === 'count' || ranked.args.name) return q;
  try {
    const { result } = await runToolCall(facts, ranked);
    const r = result as RankResult;
    const top = r.items[(r.place ?? 1) - 1];
    if (!top) return q;
    // A provider may hold several policies: the winner is that provider's policy of that type.
    const winner = r.set === 'policies' ? `${top.name} ${top.detail.split(',')[0]}` : top.name;
    return { ...q, winner };
  } catch {
    return q;
  }
}

/** previousQuery with each ranking's winner settled, for "it" in the question after. */
export async function settledPreviousQuery(
  earlier: readonly string[],
  facts: FamilyFacts,
): Promise<Query | undefined> {
  let previous: Query | undefined;
  for (const question of earlier) {
    const read = await settledQuery(parseQuestion(question, facts, previous), facts);
    previous = {
      ...read,
      earlier: previous && { ...previous, earlier: undefined },
      opening: openingOf(previous),
    };
  }
  return previous;
}

/** The first query of the conversation `previous` ends, or undefined when `previous` is none. */
const openingOf = (previous: Query | undefined): Query | undefined =>
  previous && (previous.opening ?? { ...previous, earlier: undefined, opening: undefined });

/** The conversation's last query, from its earlier questions (oldest first), each read against the one before. */
export function previousQuery(earlier: readonly string[], facts: FamilyFacts): Query | undefined {
  let previous: Query | undefined;
  for (const question of earlier) {
    const read = parseQuestion(question, facts, previous);
    previous = {
      ...read,
      earlier: previous && { ...previous, earlier: undefined },
      opening: openingOf(previous),
    };
  }
  return previous;
}
