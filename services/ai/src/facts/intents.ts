// What a question is about, from keywords and phrases (no model needed). Each topic has weighted
// patterns; a question may touch several ("my budget and my spending"), ranked by score. Broader topics
// give way to narrower ones that contain them: "refinance my mortgage" is about refinancing, not a
// list of mortgages; "tax harvesting" is not a question about the tax return.

import { NUMBER_WORDS } from './period';
import { correctSpelling } from './spelling';

export const intents = [
  'refinance',
  'tax_harvest',
  'estate',
  'portfolio',
  'spending',
  'budget',
  'net_worth',
  'accounts',
  'taxes',
  'insurance',
  'mortgages',
  'real_estate',
  'private_investments',
  'professionals',
  'recommendations',
  'capabilities',
] as const;
export type Intent = (typeof intents)[number];

type Pattern = readonly [RegExp, number];

const patterns: Readonly<Record<Intent, readonly Pattern[]>> = {
  refinance: [
    [/\bre-?financ\w*/, 5],
    [/\brefi\b/, 5],
    [/\b(lower|reduce|better|cut|drop)\b.{0,30}\b(mortgage|interest|loan)\s*(rate|payment)s?/, 4],
    [/\b(mortgage|loan|interest)\s*rates?\b/, 2],
    [/\bbreak[- ]?even\b/, 2],
  ],
  tax_harvest: [
    [/\bharvest\w*/, 5],
    [/\btax[- ]?loss/, 5],
    [/\b(unrealized|unrealised|paper)\s+loss/, 4],
    [/\bwash[- ]?sale/, 4],
    [/\b(losers|losing (positions|stocks|holdings)|down positions|stocks? (that are )?down)\b/, 3],
    [/\boffset\b.{0,30}\bgains?\b/, 3],
    [/\bcapital (gains?|loss(es)?)\b/, 2],
  ],
  estate: [
    [/\bestate\b/, 4],
    [/\b(my|our|a|the|last|living|new) will\b|\bwills\b|\btrusts?\b|\btestament\b/, 3],
    [/\bpower of attorney\b|\bpoa\b/, 4],
    [/\b(health ?care|medical) (directive|proxy)|living will/, 4],
    [/\bbeneficiar\w*/, 3],
    [/\b(inherit\w*|heirs?|succession|pass (it )?on|when i die|passes away)\b/, 3],
    [/\b(guardian|executor)\b/, 3],
  ],
  portfolio: [
    [/\bportfolio\b/, 4],
    [/\binvest\w*/, 3],
    [/\b(holdings?|stocks?|shares|equities|etfs?|bonds|positions?)\b/, 3],
    [/\b(allocation|diversif\w*|concentrat\w*|rebalanc\w*|over-?weight\w*|exposure)\b/, 4],
    [/\b(returns?|performance|gains?|winners?)\b/, 1],
    [/\b(brokerage|ira|401\s?\(?k\)?|retirement accounts?)\b/, 2],
    [/\b(idle|excess|too much) cash\b/, 3],
  ],
  spending: [
    [/\bspen(d|t|ding)\b/, 4],
    // Typed in a hurry: "spned", "spnet", "sepnt".
    [/\b(spned|spnd|spnet|spnt|sepnt|sepnd|spedn|spendt|spendng)\b/, 4],
    [/\bhow much (went|goes|go|did we pay|did i pay) (to|on|for|at)\b|\bhow much (on|at)\b/, 4],
    // "What do i pay in rent each month", "what did we pay for groceries": paying for things is spending
    // (what is paid on a loan, a card, a policy or a tax is theirs).
    [
      /\b(what|how much) (do|did|does|have|has) (i|we) (pay|paid) (in|for|on|to|at)\b(?!.*\b(insur\w*|polic\w*|premiums?|mortgages?|loans?|tax\w*|cards?|interest|cover\w*|irs|state)\b)/,
      4,
    ],
    // "How much did Trader Joe's get from me", "what did Costco take from us".
    [/\b(how much|what) did .{1,40} (get|take|charge) (from )?(me|us)\b/, 4],
    // "What did Costco cost us in September?", "how much did rent cost me".
    [/\b(what|how much) (did|does|do|has|have)\b.{1,40}\bcost\b/, 4],
    // "What is my monthly rent", "how much is our rent per month": the rent the family pays is spending.
    [
      /\b(my|our|monthly) rent\b(?! (income|roll|we|they|coming|collected|received))|\brent (per|a|each|every) month\b/,
      4,
    ],
    // "What gas cost me in october", "what rent costs us": the same without its auxiliary verb.
    [
      /^(what|how much) (?!(it|that|this|would|will|could|might|should|can)\b)[a-z0-9&'. -]{2,40}? costs? (me|us)\b/,
      4,
    ],
    [/\bexpens\w*/, 3],
    [/\b(where does|where did) (my|our|the) money go\b/, 5],
    [/\bcash ?flow\b/, 4],
    [/\b(income|earn\w*|save|saving rate|savings rate)\b.{0,20}\b(vs\.?|versus|against|compared)\b/, 3],
    [/\b(categor(y|ies)|merchants?|transactions?|purchases?|bills?)\b/, 2],
    [
      /\b(groceries|dining|restaurants?|entertainment|shopping|transport(ation)?|petrol|takeaways?|utilities|health ?care)\b/,
      2,
    ],
    // "Health care costs over the past 6 weeks": what a category cost is its spending.
    [
      /\b(groceries|dining|restaurants?|entertainment|shopping|transport(ation)?|utilities|health ?care|medical|travel|gas|fuel|petrol)\b.{0,20}\bcosts?\b/,
      2,
    ],
    [/\bper month\b|\bmonthly\b|\beach month\b/, 1],
  ],
  budget: [
    [/\bbudget\w*/, 5],
    [/\bover ?spend\w*|\bover(-| )budget\b|\bon track\b/, 4],
    [/\b(how much )?(is )?left (to spend|this month)\b/, 3],
  ],
  net_worth: [
    [/\bnet ?(worth|wroth|wotrh|wrth)\b/, 6],
    [/\bhow much (are we|am i) worth\b|\bworth all in\b/, 6],
    [/\bhow much (money )?do (i|we) have (altogether|all together|in total|all in|overall)\b/, 5],
    [/\bhow (rich|wealthy)\b|\bwhat am i worth\b|\bhow much am i worth\b/, 5],
    [/\btotal (assets|wealth)\b|\bbalance sheet\b/, 4],
    [/\b(assets?|liabilit\w*|wealth)\b/, 2],
    // Net worth said the long way: everything sold, every debt paid off, what is left.
    [
      /\b(sold|sell|cashed out|liquidated?)\b.{0,40}\b(everything|it all|all of it)\b.{0,60}\b(debts?|loans?|mortgages?|owe)\b/,
      7,
    ],
  ],
  accounts: [
    [/\baccounts?\b/, 3],
    [/\bbalances?\b/, 3],
    [/\b(checking|savings?|credit cards?|cards?|bank\w*|cash|liquid\w*)\b/, 3],
    [/\bemergency fund\b/, 3],
  ],
  taxes: [
    [/\btax(es)?\b/, 3],
    [/\b(1040|w-?2|1099|k-?1s?|tax return|filing|effective (tax )?rate|tax bracket|irs|deduct\w*)\b/, 4],
    // "What did the Idaho return say we owed for 2024": a return with what was owed or paid on it.
    [/\breturns?\b.{0,40}\b(owed?|paid|pay|due|filed)\b/, 4],
  ],
  insurance: [
    [/\binsur\w*/, 5],
    [/\b(polic(y|ies)|coverage|covered|premiums?|umbrella|underinsured|deductibles?)\b/, 4],
    [/\blife (cover|policy)\b|\bexpir\w*/, 3],
    // "What is Haven Life covering us for", "what does Northwestern Mutual charge a year".
    [/\bcover(ing|s)? (us|me|them|the \w+)\b|\bcharges? (us |me )?(a|per|each|every) (year|month)\b/, 4],
  ],
  mortgages: [
    [/\bmortgages?\b/, 4],
    [/\b(home )?loans?\b|\bdebts?\b|\bowe\b|\bpa(y|id) (it )?off\b|\bpayoff\b/, 3],
    [/\blenders?\b|\bmonthly payments?\b/, 2],
  ],
  real_estate: [
    [/\breal estate\b|\bpropert(y|ies)\b/, 5],
    [/\b(house|houses|home value|homes?|rental|vacation home|condo|equity)\b/, 3],
  ],
  private_investments: [
    [/\bprivate (investments?|placements?|equity|funds?)\b/, 6],
    [/\b(placements?|k-?1s?|venture|hedge fund|real estate fund|capital calls?|distributions)\b/, 4],
    [/\b(my|our) business(es)?\b|\bcompany\b|\bpractice\b|\bllc\b|\bpartnership\b/, 3],
  ],
  professionals: [
    [/\bprofessionals?\b|\badvisors?\b|\badvisers?\b|\bnetwork\b/, 4],
    [/\b(cpa|accountant|attorney|lawyer|planner|broker|agent|loan officer|tax specialist)s?\b/, 4],
    [/\b(who should i (talk|speak) to|find (an?|someone)|refer\w*|hire)\b/, 3],
  ],
  recommendations: [
    [/\brecommend\w*|\bsuggest\w*|\bopportunit\w*|\bsave money\b|\bwhat should i do\b/, 3],
    [/\b(top|biggest|main) (priorit\w*|issues?|things?|risks?)\b/, 4],
    [/\b(improve|optimi[sz]e) my (finances|financial)\b|\bfinancial (health|check-?up|review)\b/, 4],
  ],
  capabilities: [
    [/\b(what can you|what do you|how can you) (do|help|answer)\b/, 6],
    [/^\s*(help|hi|hello|hey|menu|options|\?)\W*$/, 6],
  ],
};

/** Narrower topics that, when present, swallow a broader one matched only by shared words. */
const subsumes: readonly (readonly [narrow: Intent, broad: Intent])[] = [
  ['refinance', 'mortgages'],
  ['tax_harvest', 'taxes'],
  ['tax_harvest', 'portfolio'],
  ['budget', 'spending'],
  ['private_investments', 'taxes'],
  ['private_investments', 'portfolio'],
  ['private_investments', 'real_estate'],
  ['mortgages', 'real_estate'],
  ['insurance', 'estate'],
  ['accounts', 'portfolio'],
];

export interface IntentMatch {
  intent: Intent;
  score: number;
}

/**
 * Numbers of days, weeks or months as single words of two or more: the period parser's own vocabulary
 * ("a", "one" and the phrases stay words: "a month" reads as it is).
 */
const COUNTS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(NUMBER_WORDS).filter(([word, count]) => count >= 2 && !word.includes(' ')),
);

const COUNTED = new RegExp(
  `\\b(${Object.keys(COUNTS)
    .sort((a, b) => b.length - a.length)
    .join('|')}) (?=(days?|weeks?|months?|years?|wks?|mos|mths?|yrs?)\\b)`,
  'g',
);

/**
 * Normalises the question: lower case, curly quotes and dashes made plain, whitespace collapsed, typing
 * slips put right ("whcih acount": spelling.ts) and shorthand spelled out ("accts", "n" for "and").
 */
export function normalizeQuestion(question: string): string {
  return (
    correctSpelling(
      question
        .toLowerCase()
        .replace(/[\u2018\u2019]/g, "'")
        .replace(/[\u201c\u201d]/g, '"')
        .replace(/[\u2013\u2014]/g, '-')
        .replace(/\s+/g, ' ')
        // Counts of time written as words are figures ("the last sixty days" is "the last 60 days"),
        // before the spelling is put right (which would take "three" for "there").
        .replace(COUNTED, (word: string) => `${COUNTS[word.trim()]} `)
        .trim(),
    )
      .replace(/\baccts?\b/g, (w) => (w.endsWith('s') ? 'accounts' : 'account'))
      // Texting shorthand: "cc" for a credit card, "props" for properties, "rn" for right now, "yr" for
      // year, "2k25" for 2025, "+" for "and".
      .replace(/\bcc(s?)\b/g, 'credit card$1')
      .replace(/\bprops\b/g, 'properties')
      // Slang for spending, said of a place or a thing: "how much did we blow at restaurants", "what
      // did i drop on amazon", "what have we shelled out for gas".
      .replace(
        /\b(did|have|do|does) (we|i|you) (blow|blown|blew|drop|dropped|burn|burned|burnt|shell out|shelled out|fork out|forked out|splash out|splashed out)(?= (at|on|for)\b)/g,
        '$1 $2 spend',
      )
      .replace(/\brn\b/g, 'right now')
      // An accountant's shorthand: "NW" for net worth, "liabs", "bene split", "chk bal", "sav", "distros".
      .replace(/\bnw\b/g, 'net worth')
      .replace(/\bliabs\b/g, 'liabilities')
      .replace(/\bbenes?\b/g, (w) => (w.endsWith('s') ? 'beneficiaries' : 'beneficiary'))
      .replace(/\bchk(g)?\b/g, 'checking')
      .replace(/\bsav\b/g, 'savings')
      .replace(/\bbal\b/g, 'balance')
      .replace(/\bdistros\b/g, 'distributions')
      // A teenager's texting: "u" for you, "r" for are, "ur" for your; "drop the most cash" is spending.
      .replace(/\bu\b/g, 'you')
      .replace(/\br\b(?= (?:we|you|they|i)\b)/g, 'are')
      .replace(/\bur\b/g, 'your')
      .replace(/\b(drop|dropped|blow|blew|blown)( the most)? (cash|money|dough)\b/g, 'spend$2')
      // Who does the taxes, said loosely: "tax guys", "tax people", "tax preparers" are accountants.
      .replace(/\btax (?:guys?|people|folks|preparers?|pros?)\b/g, 'accountants')
      // "Federal liability", "our tax liability": the tax owed, not the debts of the net worth.
      .replace(/\b(federal|fed|state|income)( income)?( tax)? liabilit(y|ies)\b/g, '$1 tax')
      .replace(/\btax liabilit(y|ies)\b/g, 'tax')
      // "%s", "%ages": percentages, written as a symbol with a plural.
      .replace(/(^|\s)%(s|ages)\b/g, '$1percentages')
      .replace(/\byrs?\b/g, (w) => (w.endsWith('s') ? 'years' : 'year'))
      .replace(/\b2k(\d{2})\b/g, '20$1')
      .replace(/ \+ /g, ' and ')
      // Other ways to join two questions: "...; also what's the rate", "the hsa as well as the checking",
      // "at costco and then at target".
      .replace(
        /\s*;\s*(?:and |also |plus )?|(?:,? and|,)? also (?=(?:what|how|which|who|when|is|are|do|does|did|the|our|my)\b)/g,
        ' and ',
      )
      .replace(/ as well as /g, ' and ')
      // What a lender is owed, said of the lender: "what the bank still has on it", "what the lender is owed".
      .replace(
        /\b(?:the|our|my) (?:bank|lender|mortgage company)(?:'s)?( still)? (?:has|have|holds|hold|is owed|is still owed|owns|own)(?: (?=on|in|of)(?:on|in|of)\b)?/g,
        'we$1 owe on',
      )
      // "How much in savings & what did i spend at speedway", "checking, plus what did we spend": a mark or
      // "plus" before a question of its own joins two questions.
      .replace(
        /\s*(?:,\s*)?(?:&|\bplus\b)\s*(?=(?:what|what's|whats|how|which|who|when|where|is|are|do|does|did)\b)/g,
        ' and ',
      )
      .replace(/ and then /g, ' and ')
      // "How much are we up on COST, then how much are we down on SBUX"; "groceries this month vs last
      // month": two questions, each answered.
      .replace(/,? then (?=(?:what|how|which|who|is|are|do|does|did)\b)/g, ' and ')
      .replace(/ (?:vs\.?|versus) /g, ' and ')
      // "What is AMD worth, what is PFE worth": two questions a comma joins (not a list of three).
      .replace(
        /^((?:what|what's|whats|how|which|who)\b[^,]*), (?=(?:what|what's|whats|how|which|who)\b)(?!.*\band\b)/,
        '$1 and ',
      )
      // Words that only narrow what was said: "at chevron alone", "just last month".
      .replace(/ (?:alone|by itself|on its own)\b/g, '')
      .replace(/\bjust (?=(?:the|last|this|at|on|in|for|our|my)\b)/g, '')
      .replace(/ n (?=[a-z])/g, ' and ')
      .replace(/\b(thru|thur)\b/g, 'through')
      // Units of time as people shorten them: "6 wks", "3 mos", "2 yrs".
      .replace(
        /\b(\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|twelve) (wks?|mos|mths?|yrs?)\b/g,
        (_, n: string, unit: string) => {
          const full = unit.startsWith('w') ? 'week' : unit.startsWith('y') ? 'year' : 'month';
          return `${n} ${n === 'a' || n === 'one' || n === '1' ? full : `${full}s`}`;
        },
      )
      // Conjunctions said other ways are "and": "X as well as Y", "X and also Y", "X, also Y", "X, plus Y".
      .replace(/,? (?:and also|as well as|along with|together with) |, (?:also|plus) /g, ' and ')
      // Filler before the question: "quick one -", "hey,", "can you tell me", "i was wondering", and a
      // formal writer's "i should like to know", "kindly tell me", "i wish to know".
      // A newcomer's courtesies: "hi there!", "good morning,", "sorry to bother you, but", "sorry if this is
      // a silly question, but", "could you let me know", "could you remind me", "would you mind telling me".
      .replace(
        /^(?:(?:quick (?:one|q|question)|hey|hi|hello|so|ok(?:ay)?|um+|right|good (?:morning|afternoon|evening)|excuse me|sorry to (?:bother|trouble) you|sorry if this is an? (?:silly|dumb|stupid|basic|obvious) question)(?: there)?\b[,:.!-]*(?: but\b,?)? )+/,
        '',
      )
      .replace(
        /\b(?:(?:can|could|would) you (?:please |kindly )?(?:tell|show|give|remind) me|(?:can|could|would) you (?:please |kindly )?let me know|would you mind (?:telling|showing|reminding) me|(?:please |kindly )?let me know|i was wondering|(?:i'?d|i (?:should|would)) (?:like|love) to (?:know|find out)|i (?:want|need|wish) to know|(?:please|kindly) (?:tell|show|give|remind) me|do you know) /g,
        '',
      )
      .replace(/,? please\b/g, '')
      // "No. of stocks", "# of accounts": a number of them.
      .replace(/(?:\bno\.?|#) of\b/g, 'number of')
      // British "outgoings" are spending; "X plus our Y" asks both.
      .replace(/\boutgoings\b/g, 'spending')
      .replace(/ plus (?=(?:our|my|the|what|how)\b)/g, ' and ')
      .trim()
  );
}

/** The topics of a question, best first; empty when nothing matched. */
export function detectIntents(question: string): IntentMatch[] {
  const text = normalizeQuestion(question);
  const scores = new Map<Intent, number>();
  for (const intent of intents) {
    const score = patterns[intent].reduce(
      (total, [pattern, weight]) => total + (pattern.test(text) ? weight : 0),
      0,
    );
    if (score > 0) scores.set(intent, score);
  }
  for (const [narrow, broad] of subsumes) {
    const narrowScore = scores.get(narrow);
    const broadScore = scores.get(broad);
    // The broad topic stays only when it was asked about in its own right (a clearly higher score).
    if (narrowScore !== undefined && broadScore !== undefined && broadScore <= narrowScore)
      scores.delete(broad);
  }
  // "Opportunities" or "what should I do" about a named topic is that topic; alone, it is the findings.
  if (
    scores.has('recommendations') &&
    [...scores.keys()].some((i) => i !== 'recommendations' && i !== 'capabilities')
  ) {
    scores.delete('recommendations');
  }
  return [...scores]
    .map(([intent, score]) => ({ intent, score }))
    .sort((a, b) => b.score - a.score || intents.indexOf(a.intent) - intents.indexOf(b.intent));
}

/**
 * The topics to answer: the best one, plus others that scored nearly as well (at most three), so a
 * question about two things gets both, and a stray word does not drag in a third section.
 */
export function topicsToAnswer(question: string, max = 3): Intent[] {
  const matches = detectIntents(question);
  const best = matches[0];
  if (!best) return [];
  return matches
    .filter((m) => m.score >= Math.max(3, best.score * 0.6))
    .slice(0, max)
    .map((m) => m.intent);
}
