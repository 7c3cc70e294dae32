// Things families ask about that Heirloom may not hold for them: cryptocurrency, an HSA, a 529 plan, a
// car loan, a home equity line, a student loan, a pension. When the question names one and nothing on
// file matches it, the answer says so plainly and lists what is on file instead. It never answers
// another topic's summary in its place (a question about a car loan is not about the mortgages), and it
// never invents a figure. When something on file does match (an account named "HSA"), the question
// goes on to the usual topics.
import type { FamilyData } from '../data/family-data';
import { asText, listOf, plural } from '../facts/format';

type Offer =
  'accounts' | 'debts' | 'investments' | 'policies' | 'properties' | 'people' | 'taxes' | 'everything';

interface Kind {
  /** As the answer names it: "I don't see {label} on file." */
  label: string;
  /** The question names it. */
  asked: RegExp;
  /**
   * Something on file is it: a pattern matched against every name on file (names, institutions, symbols,
   * lenders, loan types, insurers, people), or a test of the family's records of the kind.
   */
  onFile: RegExp | ((data: FamilyData) => boolean);
  /** What is on file that the family may have meant instead. */
  offer: Offer;
  /** Where to add one; null for a figure Heirloom keeps no record of (a credit score, a tax refund). */
  addOn: string | null;
}

// Beyond the named kinds above, a question can ask after anything a family might own, owe or be covered
// by. Heirloom holds a fixed set of record kinds (libs/contracts: accounts of four types, holdings,
// properties, mortgages, policies of four types, estate documents, beneficiaries, professionals of eight
// types, private placements, businesses, K-1s). A question about a thing no record kind could hold (art,
// a boat, pet insurance), or about a kind the family has no record of (a 401(k), life insurance, a
// rental property, a CPA), or about an institution or a person nothing on file names, is not on file.

/** A question about what was spent or bought asks the transactions, where any merchant can be. */
const SPENDING_WORDS =
  /\b(spen[dt]\w*|bought|buy\w*|purchas\w*|paid|transactions?|charges?|budget\w*|merchants?|categor\w*|costs|expenses?|upkeep)\b/;

/** Not about insurance, a loan or spending on it: "car" in "car insurance" or "car repairs" is not the car. */
const NOT_COVER_OR_DEBT = String.raw`(?!\s+(?:insurance|loans?|notes?|financing|lease|payments?|polic\w*|cover\w*|repairs?|maintenance))`;

const things = (words: string) => new RegExp(String.raw`\b(?:${words})\b${NOT_COVER_OR_DEBT}`);
const cover = (words: string) =>
  new RegExp(String.raw`\b(?:${words})\s+(?:insurance|polic(?:y|ies)|cover(?:age)?|plans?)\b`);

/** Things of value no record kind holds; on file only when a name on file says so. */
const OTHER_ASSETS: readonly Kind[] = [
  {
    label: 'any art, antiques or collectibles',
    asked: things(
      String.raw`art|artworks?|paintings?|sculptures?|antiques?|collectibles?|memorabilia|(?:baseball|trading|sports) cards|(?:coin|stamp|comic|card|watch|car) collections?|art collections?`,
    ),
    onFile: /\b(art|artwork|painting|antique|collectible|collection)\b/,
    offer: 'everything',
    addOn: 'the Accounts page',
  },
  {
    label: 'any jewelry or watches',
    asked: things(String.raw`jewelry|jewellery|jewels|diamonds?|engagement rings?|watches|rolex(?:es)?`),
    onFile: /\b(jewel\w*|diamond|watch\w*|rolex)\b/,
    offer: 'everything',
    addOn: 'the Accounts page',
  },
  {
    label: 'any wine or spirits collection',
    asked: /\b(wine (cellar|collection)s?|whisk(e)?y collection|wine investments?)\b/,
    onFile: /\b(wine|whisk(e)?y)\b/,
    offer: 'everything',
    addOn: 'the Accounts page',
  },
  {
    label: 'any vehicles, boats or aircraft',
    asked: things(
      String.raw`cars?|vehicles?|autos?|trucks?|suvs?|teslas?|motorcycles?|boats?|yachts?|sailboats?|rvs?|campers?|campervans?|caravans?|motorhomes?|jet ?skis?|planes?|aircraft`,
    ),
    onFile:
      /\b(car|vehicle|auto|truck|tesla|motorcycle|boat|yacht|rv|camper|campervan|caravan|motorhome|plane|aircraft)\b/,
    offer: 'everything',
    addOn: 'the Accounts page',
  },
  {
    label: 'a timeshare',
    asked: /\btime ?shares?\b/,
    onFile: /\btime ?share\b/,
    offer: 'properties',
    addOn: 'the Real Estate page',
  },
  {
    label: 'a flexible spending account (FSA)',
    asked: /\bfsas?\b|\bflexible spending\b|\bdependent care (fsa|account)\b/,
    onFile: /\bfsa\b|\bflexible spending\b/,
    offer: 'accounts',
    addOn: 'the Accounts page',
  },
  {
    label: 'any CDs or savings bonds',
    asked: /\b(cds|certificates? of deposit|savings bonds?|i[- ]bonds?|ee bonds?)\b/,
    onFile: /\b(cd|certificate|savings bond|i bond)\b/,
    offer: 'accounts',
    addOn: 'the Accounts page',
  },
  {
    label: 'any stock options or RSUs',
    asked: /\b(rsus?|stock options?|restricted stock|espp|employee stock)\b/,
    onFile: /\b(rsu|option|restricted|espp|employee stock)\b/,
    offer: 'investments',
    addOn: 'the Investments page',
  },
  {
    label: 'a trust fund or inheritance',
    asked: /\b(trust funds?|inheritances?)\b/,
    onFile: /\b(trust fund|inheritance)\b/,
    offer: 'everything',
    addOn: 'the Accounts page',
  },
];

/**
 * What a home costs beyond its mortgage: no record kind holds it, unless the family's spending has a
 * category for it (then a question of spending finds it there).
 */
const HOME_COSTS: readonly Kind[] = [
  {
    label: 'property taxes or HOA dues',
    asked: /\b(property|real estate|council) tax(es)?\b|\bhoa( fees?| dues)?\b|\bhomeowners'? association\b/,
    onFile: (data) =>
      data.spending.byCategory.some((c) => /\b(property tax|real estate tax|hoa)\b/i.test(c.category)),
    offer: 'properties',
    addOn: null,
  },
];

/** Debts no record kind holds but a mortgage or a card: on file only when a lender or loan type says so. */
const OTHER_DEBTS: readonly Kind[] = [
  {
    label: 'a personal loan',
    asked: /\b(personal|payday|signature|consolidation|family) loans?\b/,
    onFile: /\b(personal|payday|consolidation)\b/,
    offer: 'debts',
    addOn: 'the Accounts page',
  },
  {
    label: 'a business loan',
    asked: /\b(business|sba|small business) loans?\b/,
    onFile: /\b(business loan|sba)\b/,
    offer: 'debts',
    addOn: 'the Accounts page',
  },
  {
    label: 'a loan against your 401(k) or a margin loan',
    asked: /\b(401\s?\(?k\)? loans?|margin (loans?|debt|balance)|securities[- ]based (loans?|line))\b/,
    onFile: /\b(margin|401\s?\(?k\)? loan|pledged)\b/,
    offer: 'debts',
    addOn: 'the Accounts page',
  },
  {
    label: 'any medical debt',
    asked: /\b(medical|hospital) (debts?|loans?)\b/,
    onFile: /\b(medical|hospital)\b/,
    offer: 'debts',
    addOn: 'the Accounts page',
  },
];

/** A family with no policies at all hears so from the insurance answers, with what to add. */
const hasPolicy =
  (...types: string[]) =>
  (data: FamilyData) =>
    data.insurance.length === 0 || data.insurance.some((p) => types.includes(p.policyType));

/** Insurance of a type no policy can be, or of a policy type the family holds none of. */
const OTHER_COVER: readonly Kind[] = [
  {
    label: 'any pet insurance',
    asked: cover('pet|pets|dog|cat'),
    onFile: /\b(pet|trupanion|healthy paws|embrace)\b/,
    offer: 'policies',
    addOn: 'the Insurance page',
  },
  {
    label: 'any health, dental or vision insurance',
    asked: cover('health|medical|dental|vision|eye|hospital'),
    onFile: (data) =>
      data.insurance.length === 0 ||
      data.insurance.some((p) => /health|medical|dental|vision/i.test(p.provider)),
    offer: 'policies',
    addOn: 'the Insurance page',
  },
  {
    label: 'any travel insurance',
    asked: cover('travel|trip'),
    onFile: /\btravel\b/,
    offer: 'policies',
    addOn: 'the Insurance page',
  },
  {
    label: 'any auto insurance',
    asked: cover('auto|car|vehicle|motor|boat|motorcycle'),
    onFile: hasPolicy('liability'),
    offer: 'policies',
    addOn: 'the Insurance page',
  },
  {
    label: 'any life insurance',
    asked: cover('life|term life|whole life|universal life'),
    onFile: hasPolicy('life'),
    offer: 'policies',
    addOn: 'the Insurance page',
  },
  {
    label: "any homeowner's or renter's insurance",
    asked: cover(
      String.raw`home|homeowners?|homeowner['’]s|renters?|renter['’]s|property|house|condo|hazard|flood|earthquake`,
    ),
    onFile: hasPolicy('property'),
    offer: 'policies',
    addOn: 'the Insurance page',
  },
  {
    label: 'an umbrella policy',
    asked: /\bumbrella\b/,
    onFile: hasPolicy('umbrella'),
    offer: 'policies',
    addOn: 'the Insurance page',
  },
  {
    label: 'any liability insurance',
    asked: cover('liability|personal liability|professional liability|malpractice'),
    onFile: hasPolicy('liability', 'umbrella'),
    offer: 'policies',
    addOn: 'the Insurance page',
  },
];

const hasAccount = (type: string) => (data: FamilyData) => data.accounts.some((a) => a.accountType === type);
const hasInvestments = (data: FamilyData) =>
  data.holdings.length > 0 || data.accounts.some((a) => a.accountType === 'investment');
const hasProfessional =
  (...types: string[]) =>
  (data: FamilyData) =>
    data.professionals.some((p) => types.includes(p.type));

/** Record kinds Heirloom holds, asked of a family that has none of them. */
const RECORD_KINDS: readonly Kind[] = [
  {
    label: 'a 401(k) or other workplace retirement plan',
    asked:
      /\b(401\s?\(?k\)?s?|403\s?\(?b\)?s?|457s?|tsps?|thrift savings|workplace (retirement|plan))\b(?!\s+loans?)/,
    // Only an account or a holding is one: an advisor's "retirement planning" is not a plan on file.
    onFile: (data) =>
      data.accounts.some((a) =>
        /\b(401|403|457|tsp|thrift|retirement)\b/i.test(`${a.name} ${a.institution}`),
      ),
    offer: 'accounts',
    addOn: 'the Accounts page',
  },
  {
    label: 'an IRA',
    asked: /\b(iras?|roths?|sep[- ]iras?|simple iras?|individual retirement)\b/,
    onFile: /\b(ira|roth|individual retirement)\b/,
    offer: 'accounts',
    addOn: 'the Accounts page',
  },
  {
    label: 'any investment accounts or holdings',
    asked:
      /\b(stocks?|portfolio|holdings?|(?<!private )investments?|etfs?|mutual funds?|index funds?|equities|bonds|retirement (accounts?|savings))\b(?!\s+propert)/,
    onFile: hasInvestments,
    offer: 'investments',
    addOn: 'the Investments page',
  },
  {
    label: 'a credit card',
    asked: /\b(credit cards?|visa|mastercard|amex|american express)\b/,
    onFile: hasAccount('credit'),
    offer: 'accounts',
    addOn: 'the Accounts page',
  },
  {
    label: 'a checking account',
    asked: /\bchecking\b/,
    onFile: hasAccount('checking'),
    offer: 'accounts',
    addOn: 'the Accounts page',
  },
  {
    label: 'a savings account',
    asked: /\bsavings (accounts?|balance)\b|\bhigh[- ]yield\b/,
    onFile: hasAccount('savings'),
    offer: 'accounts',
    addOn: 'the Accounts page',
  },
  {
    label: 'any properties',
    asked:
      /\b(houses?|homes?|condos?|apartments?|cabins?|townhouses?|townhomes?|propert(y|ies)|real estate|rentals?|rental propert(y|ies)|vacation home|lake house|beach house)\b(?!\s+(insurance|polic\w*|cover\w*|improvement|depot|goods|office|repairs?|maintenance|owners?|equity (line|loan)s?))/,
    // A mortgage is on a home: the real-estate answers speak of it.
    onFile: (data) => data.properties.length > 0 || data.mortgages.length > 0,
    offer: 'properties',
    addOn: 'the Real Estate page',
  },
  {
    label: 'a CPA or tax preparer',
    asked: /\b(cpas?|accountants?|tax (preparers?|advisors?|pros?|specialists?))\b/,
    onFile: hasProfessional('cpa', 'tax_specialist'),
    offer: 'people',
    addOn: 'the Professionals page',
  },
  {
    label: 'an attorney',
    asked: /\b(attorneys?|lawyers?|estate planners?)\b(?!\s+fees?)/,
    onFile: hasProfessional('attorney', 'estate_planner'),
    offer: 'people',
    addOn: 'the Professionals page',
  },
  {
    label: 'a financial advisor',
    asked: /\b(financial (advisors?|advisers?|planners?)|wealth (managers?|advisors?)|money managers?)\b/,
    onFile: hasProfessional('financial_advisor'),
    offer: 'people',
    addOn: 'the Professionals page',
  },
  {
    label: 'an insurance agent',
    asked: /\binsurance (agents?|brokers?)\b/,
    onFile: hasProfessional('insurance_agent'),
    offer: 'people',
    addOn: 'the Professionals page',
  },
  {
    label: 'any private placements or businesses',
    asked:
      /\b(k-?1s?|private (placements?|equity|investments?|credit)|hedge funds?|venture (capital|funds?)|partnerships?|llcs?|s[- ]corps?|family business|our business|my business)\b/,
    onFile: (data) =>
      data.privatePlacements.length > 0 || data.businesses.length > 0 || data.k1Documents.length > 0,
    offer: 'everything',
    addOn: 'the Private Investments page',
  },
  {
    label: 'any beneficiaries',
    asked: /\b(beneficiar(y|ies)|heirs?)\b/,
    onFile: (data) => data.beneficiaries.length > 0 || data.estateDocuments.length > 0,
    offer: 'people',
    addOn: 'the Estate page',
  },
];

/** Banks, brokers, insurers and apps people name; one the family has no record with is not on file. */
const INSTITUTIONS: readonly [label: string, asked: RegExp][] = [
  ['Fidelity', /\bfidelity\b/],
  ['Vanguard', /\bvanguard\b/],
  ['Charles Schwab', /\b(charles )?schwab\b/],
  ['Chase', /\b(chase|jp ?morgan|jpmorgan)\b/],
  ['Wells Fargo', /\bwells( fargo)?\b/],
  ['Bank of America', /\b(bank of america|bofa|boa)\b/],
  ['Citi', /\b(citi|citibank|citigroup)\b/],
  ['Morgan Stanley', /\bmorgan stanley\b/],
  ['Merrill', /\bmerrill( lynch| edge)?\b/],
  ['E*TRADE', /\be\*?-?trade\b/],
  ['Robinhood', /\brobinhood\b/],
  ['TD Ameritrade', /\b(td ameritrade|ameritrade|td bank)\b/],
  ['Ally', /\bally( bank| invest)?\b/],
  ['Capital One', /\bcapital one\b/],
  ['American Express', /\b(american express|amex)\b/],
  ['USAA', /\busaa\b/],
  ['Goldman Sachs', /\bgoldman( sachs)?\b/],
  ['Marcus', /\bmarcus\b/],
  ['SoFi', /\bsofi\b/],
  ['Wealthfront', /\bwealthfront\b/],
  ['Betterment', /\bbetterment\b/],
  ['Interactive Brokers', /\b(interactive brokers|ibkr)\b/],
  ['PNC', /\bpnc\b/],
  ['U.S. Bank', /\b(u\.?s\.? bank|usbank)\b/],
  ['Truist', /\btruist\b/],
  ['Navy Federal', /\bnavy federal\b/],
  ['Edward Jones', /\bedward jones\b/],
  ['Raymond James', /\braymond james\b/],
  ['Ameriprise', /\bameriprise\b/],
  ['TIAA', /\btiaa\b/],
  ['John Hancock', /\bjohn hancock\b/],
  ['Northwestern Mutual', /\bnorthwestern( mutual)?\b/],
  ['MetLife', /\bmetlife\b/],
  ['Prudential', /\bprudential\b/],
  ['New York Life', /\bnew york life\b/],
  ['State Farm', /\bstate farm\b/],
  ['Allstate', /\ballstate\b/],
  ['GEICO', /\bgeico\b/],
  ['Progressive', /\bprogressive\b(?!\s+tax)/],
  ['Liberty Mutual', /\bliberty mutual\b/],
  ['Nationwide', /\bnationwide\b/],
  ['Chubb', /\bchubb\b/],
  ['Lemonade', /\blemonade\b/],
  ['Haven Life', /\bhaven life\b/],
  ['HealthEquity', /\bhealth ?equity\b/],
  ['Rocket Mortgage', /\brocket( mortgage)?\b/],
];

/** Family words: "grandma's account" asks after someone the family may not have on file. */
const KIN =
  /\b(grand(?:ma|pa|mother|father|parents?|kids?|children|son|daughter)|mom|dad|mother|father|parents|uncle|aunt|cousin|nephew|niece|brother|sister|in-laws?|stepson|stepdaughter)(?:['’]s|s['’])?\b/;

/** Capitalised words ending in 's that are not names. */
const NOT_NAMES = new Set(
  'what that it there who how where here let he she today tomorrow yesterday year month week everyone nobody this'.split(
    ' ',
  ),
);

/** Kinds asked after by name, whatever else the question says ("what did we spend on crypto" too). */
const NAMED_KINDS: readonly Kind[] = [
  {
    label: 'any cryptocurrency',
    asked: /\b(crypto\w*|bitcoins?|btc|ethereum|eth|solana|dogecoin|coinbase|nfts?|stablecoins?)\b/,
    onFile: /\b(crypto\w*|bitcoin|btc|ethereum|eth|sol|doge|coinbase|kraken|gemini)\b/,
    offer: 'investments',
    addOn: 'the Investments page',
  },
  {
    label: 'a health savings account (HSA)',
    asked: /\b(hsas?|health savings)\b/,
    onFile: /\b(hsa|health savings)\b/,
    offer: 'accounts',
    addOn: 'the Accounts page',
  },
  {
    label: 'a 529 college savings plan',
    asked: /\b529s?\b|\bcollege (savings?|funds?|plans?|accounts?)\b|\beducation savings\b|\bcoverdell\b/,
    onFile: /\b529\b|\bcollege\b|\beducation\b|\bcoverdell\b/,
    offer: 'accounts',
    addOn: 'the Accounts page',
  },
  {
    label: 'a donor-advised fund',
    asked: /\bdonor[- ]advised( funds?)?\b|\bdafs?\b|\bcharitable (funds?|trusts?|gift accounts?)\b/,
    onFile: /\bdonor[- ]advised\b|\bdaf\b|\bcharitable\b|\bfidelity charitable\b|\bschwab charitable\b/,
    offer: 'accounts',
    addOn: 'the Accounts page',
  },
  {
    label: 'a car loan',
    asked: /\b(car|auto|vehicle|truck|tesla)\s+(loans?|notes?|financing|lease|payments?)\b|\bauto ?loans?\b/,
    onFile: /\b(auto|car|vehicle|truck)\b/,
    offer: 'debts',
    addOn: 'the Accounts page',
  },
  {
    label: 'a boat or RV loan',
    asked: /\b(boat|rv|motorcycle|camper|jet ?ski)\s+(loans?|notes?|financing|payments?)\b/,
    onFile: /\b(boat|rv|motorcycle|camper|marine)\b/,
    offer: 'debts',
    addOn: 'the Accounts page',
  },
  {
    label: 'a home equity line of credit (HELOC)',
    asked: /\bhelocs?\b|\bhome equity (line|loan)s?\b|\bequity line\b/,
    onFile: /\bheloc\b|\bhome equity\b|\bequity line\b/,
    offer: 'debts',
    addOn: 'the Real Estate page',
  },
  {
    label: 'a student loan',
    asked: /\bstudent (loans?|debts?)\b/,
    onFile: /\bstudent\b/,
    offer: 'debts',
    addOn: 'the Accounts page',
  },
  {
    label: 'any gold, silver or other precious metals',
    asked: /\b(gold|silver|platinum|precious metals?|bullion)\b/,
    onFile: /\b(gold|silver|platinum|precious|bullion|gld|slv|iau|pplt)\b/,
    offer: 'investments',
    addOn: 'the Investments page',
  },
  {
    label: 'any long-term care insurance',
    asked: /\blong[- ]term[- ]care\b|\bltc (insurance|polic\w*|cover\w*)\b/,
    onFile: /\blong[- ]term care\b/,
    offer: 'policies',
    addOn: 'the Insurance page',
  },
  {
    label: 'any disability insurance',
    asked: /\bdisability\b/,
    onFile: /\bdisability\b/,
    offer: 'policies',
    addOn: 'the Insurance page',
  },
  {
    label: 'Social Security benefits',
    asked: /\bsocial security\b/,
    onFile: /\bsocial security\b/,
    offer: 'accounts',
    addOn: 'the Accounts page',
  },
  {
    label: 'a brokerage account',
    asked: /\bbrokerage (account|balance)s?\b/,
    onFile: /\b(brokerage|investment)\b/,
    offer: 'accounts',
    addOn: 'the Accounts page',
  },
  {
    label: 'a credit score',
    asked: /\bcredit (scores?|ratings?|reports?)\b|\bfico\b/,
    onFile: /$^/,
    offer: 'accounts',
    addOn: null,
  },
  {
    label: 'a custodial account for the children (UTMA or UGMA)',
    asked: /\b(utmas?|ugmas?|custodial (accounts?|funds?))\b/,
    onFile: /\b(utma|ugma|custodial)\b/,
    offer: 'accounts',
    addOn: 'the Accounts page',
  },
  {
    label: 'a tax refund',
    asked:
      /\brefunds?\b.{0,30}\b(tax(es)?|returns?|irs|1040)\b|\b(tax(es)?|returns?|irs|1040)\b.{0,30}\brefund(s|ed)?\b/,
    onFile: /$^/,
    offer: 'taxes',
    addOn: null,
  },
  {
    // Other countries' retirement and tax-free savings accounts, which no US account type is.
    label: 'a superannuation fund, ISA, SIPP, RRSP, TFSA or KiwiSaver',
    asked: /\b(superannuation|super funds?|isas?|lisas?|sipps?|rrsps?|rrifs?|tfsas?|kiwisaver)\b/,
    onFile: /\b(superannuation|super fund|isa|lisa|sipp|rrsp|rrif|tfsa|kiwisaver)\b/,
    offer: 'accounts',
    addOn: 'the Accounts page',
  },
  {
    label: 'a pension or annuity',
    asked: /\bpensions?\b|\bannuit(y|ies)\b/,
    onFile: /\bpension\b|\bannuit(y|ies)\b/,
    offer: 'accounts',
    addOn: 'the Accounts page',
  },
];

const KINDS: readonly Kind[] = [
  ...NAMED_KINDS,
  ...OTHER_ASSETS,
  ...HOME_COSTS,
  ...OTHER_DEBTS,
  ...OTHER_COVER,
  ...RECORD_KINDS,
];

/** Every name on file the kinds are matched against, lower-cased. */
function namesOnFile(data: FamilyData): string {
  return [
    ...data.accounts.flatMap((a) => [a.name, a.institution, a.accountType]),
    ...data.holdings.flatMap((h) => [h.symbol, h.name]),
    ...data.mortgages.flatMap((m) => [m.lender, m.loanType]),
    ...data.privatePlacements.map((p) => p.name),
    ...data.businesses.map((b) => b.name),
    ...data.insurance.flatMap((p) => [p.provider, p.policyType]),
    ...data.properties.map((p) => p.address),
    ...data.professionals.flatMap((p) => [p.name, p.firm ?? '', p.specialty ?? '']),
    ...data.beneficiaries.flatMap((b) => [b.name, b.relationship]),
  ]
    .join('\n')
    .toLowerCase();
}

const isOnFile = (kind: Kind, data: FamilyData, names: string) =>
  typeof kind.onFile === 'function' ? kind.onFile(data) : kind.onFile.test(names);

/** The debts and the first named kinds are asked whatever else the question says; the rest not of spending. */
const ALWAYS = new Set<Kind>([...NAMED_KINDS, ...OTHER_DEBTS]);

/** An institution the question names that nothing on file names. */
function institutionsNotOnFile(asked: string, names: string): Kind[] {
  return INSTITUTIONS.filter(
    ([label, pattern]) => pattern.test(asked) && !pattern.test(names) && !names.includes(label.toLowerCase()),
  ).map(([label]) => ({
    label: `an account or policy with ${label}`,
    asked: /$^/,
    onFile: /$^/,
    offer: 'everything' as const,
    addOn: 'the Accounts page',
  }));
}

/** A person the question names ("Grandpa Joe's", "Lena's", "my sister's") whom nothing on file names. */
function peopleNotOnFile(question: string, names: string): Kind[] {
  const people = new Set<string>();
  for (const match of question.matchAll(/(?<![.?!]\s*|^)\b((?:[A-Z][\p{L}]+\s+)?[A-Z][\p{L}]+)['’]s\b/gu)) {
    const words = match[1]!.split(/\s+/).filter((w) => !NOT_NAMES.has(w.toLowerCase()));
    if (words.length === 0) continue;
    if (words.some((w) => new RegExp(`\\b${w.toLowerCase()}\\b`, 'u').test(names))) continue;
    if (INSTITUTIONS.some(([, pattern]) => pattern.test(words.join(' ').toLowerCase()))) continue;
    people.add(words.join(' '));
  }
  const kin = KIN.exec(question.toLowerCase());
  if (
    kin &&
    ![...people].some((p) => p.toLowerCase().includes(kin[1]!)) &&
    !new RegExp(`\\b${kin[1]!.replace(/s$/, '')}`).test(names)
  )
    people.add(`your ${kin[1]}`);
  return [...people].map((person) => ({
    label: `anything for ${person}`,
    asked: /$^/,
    onFile: /$^/,
    offer: 'people' as const,
    addOn: 'the Accounts page',
  }));
}

/** The kinds the question names that the family has nothing on file for. */
export function notOnFile(question: string, data: FamilyData): Kind[] {
  const asked = question.toLowerCase();
  const names = namesOnFile(data);
  const ofSpending = SPENDING_WORDS.test(asked);
  const missing = KINDS.filter(
    (kind) => kind.asked.test(asked) && (ALWAYS.has(kind) || !ofSpending) && !isOnFile(kind, data, names),
  );
  // A thing named ("a car loan", "pet insurance") is what was asked, not the record kind its words share.
  const named = missing.filter((kind) => !RECORD_KINDS.includes(kind));
  if (named.length > 0) return named;
  if (ofSpending) return missing;
  return [...missing, ...institutionsNotOnFile(asked, names), ...peopleNotOnFile(question, names)];
}

const MAX_NAMES = 6;
/** Stored names, as text (asText), the first few of a long list. */
const names = (items: readonly string[]) =>
  items.length > MAX_NAMES
    ? `${items.slice(0, MAX_NAMES).map(asText).join(', ')} and ${items.length - MAX_NAMES} more`
    : listOf(items.map(asText));

function offerOf(offer: Offer, data: FamilyData): string {
  switch (offer) {
    case 'accounts': {
      if (data.accounts.length === 0) return 'There are no accounts on file yet.';
      const list = data.accounts.map((a) => `${a.name} (${a.institution})`);
      return `On file: ${plural(data.accounts.length, 'account')}, ${names(list)}.`;
    }
    case 'debts': {
      const mortgages = data.mortgages.map((m) => `${m.lender} (${m.loanType})`);
      const cards = data.accounts.filter((a) => a.accountType === 'credit').map((a) => a.name);
      const parts = [
        mortgages.length > 0 && `${plural(mortgages.length, 'mortgage')}: ${names(mortgages)}`,
        cards.length > 0 && `${plural(cards.length, 'credit card')}: ${names(cards)}`,
      ].filter((x): x is string => Boolean(x));
      return parts.length > 0
        ? `The debts on file are ${parts.join('; and ')}.`
        : 'There are no debts on file.';
    }
    case 'policies': {
      if (data.insurance.length === 0) return 'There are no insurance policies on file yet.';
      const list = data.insurance.map((p) => `${p.provider} (${p.policyType})`);
      return `On file: ${plural(data.insurance.length, 'insurance policy', 'insurance policies')}, ${names(list)}.`;
    }
    case 'properties': {
      if (data.properties.length === 0) return 'There are no properties on file yet.';
      return `On file: ${plural(data.properties.length, 'property', 'properties')}, ${names(data.properties.map((p) => p.address))}.`;
    }
    case 'people': {
      const people = [
        ...data.beneficiaries.map((b) => `${b.name} (${b.relationship})`),
        ...data.professionals.map((p) => `${p.name} (${p.type.replace(/_/g, ' ')})`),
      ];
      return people.length > 0
        ? `The people on file are ${names(people)}.`
        : 'There are no beneficiaries or professionals on file yet.';
    }
    case 'everything': {
      const counts = [
        data.accounts.length > 0 && plural(data.accounts.length, 'account'),
        data.holdings.length > 0 && plural(data.holdings.length, 'holding'),
        data.properties.length > 0 && plural(data.properties.length, 'property', 'properties'),
        data.mortgages.length > 0 && plural(data.mortgages.length, 'mortgage'),
        data.insurance.length > 0 && plural(data.insurance.length, 'insurance policy', 'insurance policies'),
        data.privatePlacements.length + data.businesses.length > 0 &&
          plural(data.privatePlacements.length + data.businesses.length, 'private investment'),
      ].filter((x): x is string => Boolean(x));
      return counts.length > 0 ? `On file: ${listOf(counts)}.` : 'Nothing is on file yet.';
    }
    case 'taxes': {
      if (data.taxDocuments.length === 0) return 'There are no tax returns on file yet.';
      const list = data.taxDocuments.map((t) => `${t.documentType} for ${t.taxYear}`);
      return `On file: ${plural(data.taxDocuments.length, 'tax return')} (${names(list)}), with their income and total tax.`;
    }
    case 'investments': {
      const accounts = data.accounts.filter((a) => a.accountType === 'investment').map((a) => a.name);
      if (data.holdings.length === 0) return 'There are no investment holdings on file yet.';
      const symbols = [...new Set(data.holdings.map((h) => h.symbol))];
      const where = accounts.length > 0 ? ` in ${names(accounts)}` : '';
      return `On file: ${plural(data.holdings.length, 'holding')}${where} (${names(symbols)}).`;
    }
  }
}

/** "a, b or c". */
const orList = (items: readonly string[]) => listOf(items).replace(/ and (?!.* and )/, ' or ');

/** "I don't see … on file", what is on file instead, and where to add it. */
export function notOnFileAnswer(kinds: readonly Kind[], data: FamilyData): string {
  const offers = [...new Set(kinds.map((kind) => kind.offer))];
  const places = [...new Set(kinds.flatMap((kind) => kind.addOn ?? []))];
  const addable = kinds.length === 1 ? places.length === 1 : places.length > 0;
  return [
    `I don't see ${orList(kinds.map((kind) => kind.label))} on file, so I have no figures for ${kinds.length === 1 ? 'it' : 'them'}.`,
    ...offers.map((offer) => offerOf(offer, data)),
    !addable
      ? 'Heirloom keeps no record of it yet.'
      : kinds.length === 1
        ? `If you have ${kinds[0]!.label}, add it on ${places[0]} and I will include it.`
        : `If you have them, add them on ${listOf(places)} and I will include them.`,
  ].join('\n\n');
}
