// Which of the family's own things a piece of text names: an account ("my Sapphire card"), a holding
// ("appl", "Microsfot"), a property ("the Larimer rental"), a lender, a policy, a beneficiary ("Claire"),
// a professional, a spending category. Matching is against the family's data only, word by word, and
// tolerates a typo or two in longer names; a word everybody uses ("worth", "share") never matches.
import { distance } from 'fastest-levenshtein';
import type { FamilyFacts } from './family-facts';
import { asText } from './format';
import { isKnownWord } from './spelling';
import type { FamilyData } from '../data/family-data';

export const entityKinds = [
  'account',
  'holding',
  'property',
  'lender',
  'policy',
  'beneficiary',
  'professional',
  'category',
  'placement',
  'business',
] as const;
export type EntityKind = (typeof entityKinds)[number];

export interface FamilyEntity {
  kind: EntityKind;
  /** The row's id; for a holding its symbol (one position may sit in several accounts), a category its name. */
  id: string;
  /** How an answer names it: "Chase Sapphire Reserve", "Apple Inc. (AAPL)", "Claire Whitman". */
  label: string;
}

export interface EntityMatch extends FamilyEntity {
  /** How many of the text's words its names cover. */
  covered: number;
  /** Typos forgiven across its matched names. */
  typos: number;
}

export interface Alias {
  words: string[];
  /** A ticker: matched exactly, and a common word ("all", "now") only when written in capitals. */
  symbol?: boolean;
  /** Only as a whole: a full address's city and state name no property by themselves. */
  whole?: boolean;
  /**
   * A city: it names the property only in a question about a place or its money ("the Denver condo",
   * "equity in Denver"), not "the weather in Denver".
   */
  city?: boolean;
}

/** Words that make a city in a question stand for the family's property there. */
export const ABOUT_A_PLACE =
  /\b(place|house|home|condo|flat|apartment|property|rental|cabin|cottage|unit|equity|worth|value|mortgage|loan|bought|buy|sold|sell|rent|paid|pay)\b/;

export interface Candidate extends FamilyEntity {
  aliases: Alias[];
}

/** Words of questions and of finance in general: never taken for a name, whatever the family calls things. */
const COMMON = new Set(
  (
    'a about after all also am an and any are as at be been before bank being both but by can card cards ' +
    'cash checking could credit day debt debts did do does doing down each estate every far for from fund ' +
    'funds gain gains get gets give go going got had has have how i if in income index insurance into is it ' +
    'its just last left less like list loan loss losses made many market me money month more most much my ' +
    'net new next no not now of off on one only or our out over own paid pay per policy portfolio property ' +
    'rate real return returns savings saving says share shares show since so sold spend spent state stock ' +
    'stocks tax taxes tell than that the their them then there these they this those to total trust two up us ' +
    'value was we week were what when where which who whole why will with worth would year you your ' +
    'account accounts balance holding holdings position positions investment investments retirement ' +
    'bond bonds equity international target dividend premium coverage life home house mortgage ' +
    'beneficiary beneficiaries recommendation recommendations federal biggest largest expense expenses ' +
    'company class inc corp corporation group trust joint family reserve high yield unit street road drive ' +
    'wealth health partners fund capital holdings lp llc pllc investments services law advisors cost costs ' +
    // What professionals are, never one of them by name: "our cpas" is not "Oyelaran & Finch CPAs".
    'cpa cpas accountant accountants attorney attorneys lawyer lawyers advisor adviser advisers planner ' +
    'planners broker brokers agent agents'
  ).split(' '),
);

/** Printable ASCII, as most names are: it has no accent to drop, and normalizing it changes nothing. */
const ASCII = /^[ -~]*$/;

/** Lower-case words of a text: "Claire's BRK.B" -> ["claire", "s", "brkb"]; "Andrés" -> ["andres"]. */
export function wordsOf(text: string): string[] {
  return (
    (ASCII.test(text) ? text : text.normalize('NFD'))
      // "Andrés" is asked as "andres": accents dropped on both sides.
      .replace(/[\u0300-\u036f]/g, '')
      // "U.S. Bank" is asked as "us bank", "BRK.B" as "brkb".
      .replace(/\./g, '')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
  );
}

/** What families call some institutions and providers: "Amex" is American Express. */
const NICKNAMES: Readonly<Record<string, readonly string[]>> = {
  'american express': ['amex'],
  'bank of america': ['bofa', 'boa'],
  'wells fargo': ['wf'],
  'charles schwab': ['schwab'],
  'fidelity investments': ['fidelity'],
  'marcus by goldman sachs': ['marcus'],
};
const withNicknames = (name: string): string[] => [name, ...(NICKNAMES[name.toLowerCase()] ?? [])];

/**
 * What people call one another: the common diminutives of given names ("Andy" for Andrés or Andrew,
 * "Liz" for Elizabeth), for the family's beneficiaries and professionals, by their first name. None that
 * is a common word of a question ("will", "bill", "rich", "frank", "pat").
 */
const GIVEN_NAME_NICKNAMES: Readonly<Record<string, readonly string[]>> = {
  alexander: ['alex', 'xander'],
  alexandra: ['alex', 'sasha', 'lexi'],
  alejandro: ['alex', 'alejo'],
  andres: ['andy', 'andre'],
  andrew: ['andy'],
  anthony: ['tony'],
  benjamin: ['ben', 'benny'],
  catherine: ['cathy', 'kate', 'katie'],
  christopher: ['chris'],
  christine: ['chris', 'chrissy'],
  daniel: ['dan', 'danny'],
  david: ['dave'],
  edward: ['eddie', 'ted'],
  eduardo: ['eddie', 'lalo'],
  elizabeth: ['liz', 'lizzie', 'beth', 'betsy'],
  evelyn: ['evie'],
  francisco: ['paco', 'pancho'],
  guadalupe: ['lupe'],
  james: ['jim', 'jimmy', 'jamie'],
  jennifer: ['jen', 'jenny'],
  john: ['jack', 'johnny'],
  jose: ['pepe'],
  joseph: ['joe', 'joey'],
  katherine: ['kathy', 'kate', 'katie'],
  margaret: ['maggie', 'meg', 'peggy'],
  marisol: ['mari'],
  michael: ['mike', 'mikey'],
  nicholas: ['nick'],
  patricia: ['patty', 'trish'],
  rebecca: ['becky', 'becca'],
  richard: ['rick'],
  robert: ['bob', 'bobby'],
  samantha: ['sam'],
  samuel: ['sam'],
  sofia: ['sophie'],
  sophia: ['sophie'],
  thomas: ['tom', 'tommy'],
  william: ['billy', 'liam'],
};
/** A person's nicknames, each a whole word: "andy" for "Andrés Castellano". */
const nicknamesOf = (name: string): Alias[] =>
  (GIVEN_NAME_NICKNAMES[wordsOf(name)[0] ?? ''] ?? []).map((nick) => ({ words: [nick], whole: true }));

/** "Health Savings Account" is an "HSA": the initials of a name of three words or more. */
function initialsOf(name: string): Alias[] {
  const words = wordsOf(name).filter((w) => !/^\d/.test(w));
  return words.length >= 3 ? [{ words: [words.map((w) => w[0]).join('')], symbol: true }] : [];
}

/** What families call a property of each type: "the lake house" is the vacation home. */
const PROPERTY_TYPE_NAMES: Readonly<Record<string, readonly string[]>> = {
  primary_residence: [
    'primary residence',
    'main house',
    'main home',
    'primary home',
    'house we live in',
    'home we live in',
    'where we live',
    // Its loan, as people name it: "our primary mortgage", "the home loan".
    'primary mortgage',
    'main mortgage',
    'home mortgage',
    'home loan',
  ],
  vacation: [
    'vacation home',
    'vacation house',
    'vacation',
    'lake',
    'beach',
    'cabin',
    'cottage',
    'second home',
    'ski condo',
    'ski house',
    'ski place',
    'mountain house',
    'mountain home',
  ],
  investment: ['rental', 'rental property', 'investment property'],
  commercial: ['commercial property', 'office building'],
};

/** What families call a property whose address has a unit number in it. */
const UNIT_NAMES: readonly string[] = ['condo', 'condominium', 'apartment', 'flat', 'unit'];

/** Who a beneficiary is to the family, in the words families use: "my wife" is the spouse. */
const RELATIONSHIP_NAMES: Readonly<Record<string, readonly string[]>> = {
  spouse: ['spouse', 'wife', 'husband', 'partner'],
  son: ['son'],
  daughter: ['daughter'],
  charity: ['charity', 'charities', 'foundation'],
};

/** "Apple Inc." -> "Apple"; "The Walt Disney Company" -> "Walt Disney"; "JPMorgan Chase & Co." -> "JPMorgan Chase". */
function companyName(name: string): string {
  return name
    .replace(/^the\s+/i, '')
    .replace(/\s+class\s+[a-z]$/i, '')
    .replace(/[,\s]+(inc|corp|corporation|company|co|plc|ltd|lp|llc|pllc|&\s*co)\.?$/i, '')
    .replace(/[,\s]+(inc|corp|corporation|company|co|plc|ltd|lp|llc|pllc|&\s*co)\.?$/i, '')
    .trim();
}

/** How streets are shortened: "9th St", "Alder Creek Ln". */
const STREET_ABBREVIATIONS: Readonly<Record<string, string>> = {
  street: 'st',
  avenue: 'ave',
  drive: 'dr',
  road: 'rd',
  lane: 'ln',
  boulevard: 'blvd',
  court: 'ct',
  place: 'pl',
  terrace: 'ter',
  circle: 'cir',
  parkway: 'pkwy',
  highway: 'hwy',
};

/**
 * A street as people say it: without its direction ("N 9th Street" is "9th Street") and with its kind
 * shortened ("9th St").
 */
function streetVariants(street: string): string[] {
  const plain = street.replace(/^(n|s|e|w|ne|nw|se|sw|north|south|east|west)\.?\s+(?=\S+\s)/i, '');
  const kind = plain.match(/\s(\w+)$/)?.[1]?.toLowerCase();
  const short = kind && STREET_ABBREVIATIONS[kind];
  return [...(plain !== street ? [plain] : []), ...(short ? [plain.replace(/\s\w+$/, ` ${short}`)] : [])];
}

/** "2215 Larimer Street, Unit 4, Denver, CO" -> ["2215 Larimer Street", "Larimer Street", "Larimer"]. */
function addressNames(address: string): string[] {
  const street = address.split(',')[0]!.trim();
  const withoutNumber = street.replace(/^\d+[a-z]?\s+/i, '');
  // "Street, City, ST 12345": the city names the property too ("the Vail place"), also after a unit
  // ("Street, Unit 5, City, ST 12345").
  const parts = address.split(',').map((x) => x.trim());
  const city = parts.slice(1, -1).filter((x) => !/\d/.test(x));
  return [address, street, withoutNumber, ...city];
}

/** What a fund holds, as people name a fund by it: "the bond fund", "our treasury etf". */
const FUND_CLASSES = ['bond', 'treasury', 'stock', 'index', 'growth', 'dividend', 'international', 'gold'];

/**
 * "Vanguard Total Bond Market ETF": "the bond fund", and its name without the issuer, as a fund ("the
 * total bond market fund"). Nothing for a company's stock.
 */
function fundNames(name: string): string[] {
  if (!/\b(etf|fund|index|trust)\b/i.test(name)) return [];
  const words = wordsOf(name);
  const byClass = FUND_CLASSES.filter((c) => words.includes(c)).flatMap((c) => [`${c} fund`, `${c} etf`]);
  const core = words.slice(1).filter((w) => !/^(etf|fund|trust|shares)$/.test(w));
  // Never the core alone: "Vanguard Real Estate ETF" must not take "real estate" from the properties.
  const plain =
    words.length >= 4 && core.length >= 2 ? [`${core.join(' ')} fund`, `${core.join(' ')} etf`] : [];
  // "The S&P fund" for "Vanguard S&P 500 ETF": the index without its number, as a fund.
  const unnumbered = core.filter((w) => !/^\d+$/.test(w));
  const byIndex =
    plain.length > 0 && unnumbered.length >= 2 && unnumbered.length < core.length
      ? [`${unnumbered.join(' ')} fund`, `${unnumbered.join(' ')} etf`]
      : [];
  return [...byClass, ...plain, ...byIndex];
}

function candidatesOf(data: FamilyData): Candidate[] {
  const phrase = (text: string): Alias => ({ words: wordsOf(text) });
  const holdings = new Map<string, Candidate>();
  for (const h of data.holdings) {
    if (holdings.has(h.symbol)) continue;
    holdings.set(h.symbol, {
      kind: 'holding',
      id: h.symbol,
      label: `${h.name} (${h.symbol})`,
      aliases: [
        { words: wordsOf(h.symbol), symbol: true },
        phrase(h.name),
        phrase(companyName(h.name)),
        ...fundNames(h.name).map(phrase),
      ],
    });
  }
  const categories = [
    ...new Set([...data.spending.byCategory.map((c) => c.category), ...data.budgets.map((b) => b.category)]),
  ];
  return [
    ...data.accounts.map((a) => ({
      kind: 'account' as const,
      id: a.id,
      label: a.name,
      aliases: [
        phrase(a.name),
        // "The health savings": the name without its closing "account".
        ...(/\s+account$/i.test(a.name) ? [phrase(a.name.replace(/\s+account$/i, ''))] : []),
        ...withNicknames(a.institution).map(phrase),
        ...initialsOf(a.name),
      ],
    })),
    ...holdings.values(),
    ...data.properties.map((p) => ({
      kind: 'property' as const,
      id: p.id,
      label: p.address,
      aliases: [
        ...addressNames(p.address).map((name, i) => ({
          ...phrase(name),
          whole: i === 0,
          city: i >= 3,
        })),
        // "The 9th St place": the street as people shorten it.
        ...streetVariants(addressNames(p.address)[2]!).map(phrase),
        ...(PROPERTY_TYPE_NAMES[p.propertyType] ?? []).map((name) => ({ ...phrase(name), whole: true })),
        // An address with a unit in it is a flat: "the condo", "the apartment".
        ...(/\b(unit|apt|apartment|suite|ste)\b|#\s*\d/i.test(p.address) ? UNIT_NAMES : []).map((name) => ({
          ...phrase(name),
          whole: true,
        })),
      ],
    })),
    ...data.mortgages.map((m) => ({
      kind: 'lender' as const,
      id: m.id,
      label: m.lender,
      aliases: [phrase(m.lender)],
    })),
    ...data.insurance.map((p) => ({
      kind: 'policy' as const,
      id: p.id,
      label: `${p.provider} ${p.policyType} policy`,
      aliases: [
        ...withNicknames(p.provider).map(phrase),
        phrase(p.policyNumber),
        phrase(`${p.provider} ${p.policyType}`),
      ],
    })),
    ...data.beneficiaries.map((b) => ({
      kind: 'beneficiary' as const,
      id: b.id,
      label: b.name,
      aliases: [
        phrase(b.name),
        ...nicknamesOf(b.name),
        ...(RELATIONSHIP_NAMES[b.relationship.toLowerCase()] ?? []).map((name) => ({
          ...phrase(name),
          whole: true,
        })),
      ],
    })),
    ...data.professionals.map((p) => ({
      kind: 'professional' as const,
      id: p.id,
      label: p.name,
      aliases: [phrase(p.name), ...nicknamesOf(p.name), ...(p.firm ? [phrase(p.firm)] : [])],
    })),
    ...categories.map((c) => ({ kind: 'category' as const, id: c, label: c, aliases: [phrase(c)] })),
    ...data.privatePlacements.map((p) => ({
      kind: 'placement' as const,
      id: p.id,
      label: p.name,
      aliases: [phrase(p.name), phrase(companyName(p.name))],
    })),
    ...data.businesses.map((b) => ({
      kind: 'business' as const,
      id: b.id,
      label: b.name,
      aliases: [phrase(b.name), phrase(companyName(b.name))],
    })),
  ]
    .map(withSingleWords)
    .map(withSplitWords);
}

/**
 * A name's word made of two English words ("Foodbank", "Bittercreek") stands for them written apart too:
 * "the food bank" is the Idaho Foodbank. Only where both halves are common words and the whole is not one.
 */
function withSplitWords(candidate: Candidate): Candidate {
  const splits = candidate.aliases
    .filter((a) => !a.symbol)
    .flatMap((a) => a.words)
    .filter((w) => w.length >= 7 && /^[a-z]+$/.test(w) && !isKnownWord(w))
    .flatMap((w) => {
      const at = [...Array(w.length - 5).keys()]
        .map((i) => i + 3)
        .filter((i) => isKnownWord(w.slice(0, i)) && isKnownWord(w.slice(i)));
      return at.length === 1 ? [{ words: [w.slice(0, at[0]), w.slice(at[0])], whole: true }] : [];
    });
  return splits.length === 0 ? candidate : { ...candidate, aliases: [...candidate.aliases, ...splits] };
}

/**
 * A name's distinctive words stand for it too ("Sapphire", "Claire", "Larimer"). A word several things
 * share ("Vanguard" in five fund names) names them all, and the answer asks which one.
 */
function withSingleWords(candidate: Candidate): Candidate {
  const singles = candidate.aliases
    .filter((a) => !a.symbol && !a.whole && a.words.length > 1)
    .flatMap((a) => a.words)
    .filter((w) => w.length >= 4 && !COMMON.has(w) && !/^\d+$/.test(w))
    .map((w) => ({ words: [w] }));
  return { ...candidate, aliases: [...candidate.aliases, ...singles] };
}

/**
 * The typos forgiven between a name and words of the text, or null when they are too far apart: none in
 * names of four letters or fewer, one up to seven, two beyond, never in the first letter. A swapped pair
 * of letters is one typo.
 */
function typos(name: string, written: string): number | null {
  if (name === written) return 0;
  // A name of several words forgives each word's typos by that word's own length: "st place" is not
  // "ski place" (no typo is forgiven in a word of four letters or fewer).
  const names = name.split(' ');
  const writtens = written.split(' ');
  if (names.length > 1 && names.length === writtens.length) {
    let total = 0;
    for (let i = 0; i < names.length; i++) {
      // A word everybody uses is that word, not a slip for a name's ("have life" is not "Haven Life").
      if (names[i] !== writtens[i] && COMMON.has(writtens[i]!)) return null;
      const t = typos(names[i]!, writtens[i]!);
      if (t === null) return null;
      total += t;
    }
    return total <= (name.length <= 7 ? 1 : 2) ? total : null;
  }
  const allowed = name.length <= 4 ? 0 : name.length <= 7 ? 1 : 2;
  // A typo seldom changes the first letter, and allowing it would read "rental" for "dental".
  if (allowed === 0 || name[0] !== written[0] || Math.abs(name.length - written.length) > allowed)
    return null;
  let d = distance(name, written);
  if (d === 2 && name.length === written.length && [...name].sort().join() === [...written].sort().join())
    d = 1;
  return d <= allowed ? d : null;
}

/**
 * The typos forgiven between an alias and as many of the text's words (`written`, joined by spaces), or
 * null when they do not name it. `capitals`: the text's words written in capitals.
 */
export function aliasTypos(alias: Alias, written: string, capitals: ReadonlySet<string>): number | null {
  const name = alias.words.join(' ');
  if (alias.words.length === 1 && COMMON.has(written) && !(alias.symbol && capitals.has(written)))
    return null;
  return alias.symbol ? (written === name ? 0 : null) : typos(name, written);
}

/** The words written in capitals ("MSFT", "ALL"): only such a word may be a ticker that is a common word. */
export function capitalsOf(text: string): Set<string> {
  return new Set(
    text
      .split(/[^A-Za-z0-9.]+/)
      .filter((w) => w.length > 1 && w === w.toUpperCase())
      .flatMap(wordsOf),
  );
}

/**
 * Lower-case words standing where a holding stands: right before what is asked of a position ("what is
 * cost worth", "how much is cost up", "our cost shares"). A ticker that is also a common word is its
 * holding there, as it is when written in capitals; elsewhere ("what did it cost us") it stays a word.
 */
export function tickerPlacesOf(text: string): Set<string> {
  return new Set(
    [
      ...text
        .toLowerCase()
        .matchAll(
          /\b([a-z]{2,5}) (?=(worth|up|down|stock|shares?|position|holding|stake|doing|trading|valued|gained|lost)\b)/g,
        ),
    ]
      .map((m) => m[1]!)
      // A pronoun or a question's own word before "worth" is never a ticker ("how much is it worth").
      .filter(
        (w) =>
          !/^(it|its|that|this|they|them|we|us|our|my|the|one|each|both|what|much|is|are|was|be)$/.test(w),
      ),
  );
}

/** The words that may be a ticker which is also a common word: in capitals, or where a holding stands. */
export const tickersOf = (text: string): Set<string> =>
  new Set([...capitalsOf(text), ...tickerPlacesOf(text)]);

/** The typo a name forgives most: two. A name further from a text's words in length is never it. */
const MOST_TYPOS = 2;

/** One name as written, with every alias of every thing that is called by it (once per alias). */
interface NameEntry {
  alias: Alias;
  name: string;
  /** Candidate numbers, one per alias: a thing called so twice counts its typos twice, as a scan would. */
  holders: number[];
}

/**
 * A family's names, worked out once per snapshot, and looked up by what a question's words could be:
 * by the exact name, and for a typo only among names of the same number of words, first letter and a
 * length close enough (typos() forgives no more), never by a scan of every name.
 */
export class EntityIndex {
  readonly candidates: readonly Candidate[];
  private readonly exact = new Map<string, NameEntry[]>();
  /** Typo-tolerant names by `${words} ${first letter} ${length}`. */
  private readonly near = new Map<string, NameEntry[]>();
  /** How many words names have, each once. */
  private readonly sizes: number[];

  constructor(data: FamilyData) {
    this.candidates = candidatesOf(data);
    const sizes = new Set<number>();
    const symbols = new Map<string, NameEntry>();
    const names = new Map<string, NameEntry>();
    this.candidates.forEach((candidate, holder) => {
      for (const alias of candidate.aliases) {
        const n = alias.words.length;
        if (n === 0) continue;
        const name = alias.words.join(' ');
        const entries = alias.symbol ? symbols : names;
        const known = entries.get(name);
        if (known) {
          known.holders.push(holder);
          continue;
        }
        const entry: NameEntry = { alias, name, holders: [holder] };
        entries.set(name, entry);
        sizes.add(n);
        push(this.exact, name, entry);
        // typos() forgives nothing in a symbol or a name of four letters or fewer.
        if (!alias.symbol && name.length > 4) push(this.near, `${n} ${name[0]} ${name.length}`, entry);
      }
    });
    this.sizes = [...sizes];
  }

  /** The names that could stand for `written` (n words): the exact one, and those a typo away. */
  private namesFor(written: string, n: number): NameEntry[] {
    const found = [...(this.exact.get(written) ?? [])];
    for (let length = written.length - MOST_TYPOS; length <= written.length + MOST_TYPOS; length++) {
      for (const entry of this.near.get(`${n} ${written[0]} ${length}`) ?? []) {
        if (entry.name !== written) found.push(entry);
      }
    }
    return found;
  }

  /** Every window of the text's words that names something: each thing's covered words and typos. */
  link(text: string, kinds: readonly EntityKind[]): EntityMatch[] {
    const words = wordsOf(text);
    const capitals = tickersOf(text);
    const covered = new Map<number, { words: Set<number>; typos: number }>();
    for (const n of this.sizes) {
      for (let i = 0; i + n <= words.length; i++) {
        const written = words.slice(i, i + n).join(' ');
        // A common word names nothing, unless it is a ticker written in capitals (aliasTypos).
        if (n === 1 && COMMON.has(written) && !capitals.has(written)) continue;
        for (const entry of this.namesFor(written, n)) {
          if (entry.alias.city && !ABOUT_A_PLACE.test(text.toLowerCase())) continue;
          const t = aliasTypos(entry.alias, written, capitals);
          if (t === null) continue;
          for (const holder of entry.holders) {
            if (!kinds.includes(this.candidates[holder]!.kind)) continue;
            const match = covered.get(holder) ?? { words: new Set<number>(), typos: 0 };
            match.typos += t;
            for (let k = i; k < i + n; k++) match.words.add(k);
            covered.set(holder, match);
          }
        }
      }
    }
    // In the family's order, as a scan of every thing would list them, before sorting.
    return [...covered]
      .sort(([a], [b]) => a - b)
      .map(([holder, match]) => {
        const { kind, id, label } = this.candidates[holder]!;
        return { kind, id, label, covered: match.words.size, typos: match.typos };
      })
      .sort((a, b) => b.covered - a.covered || a.typos - b.typos);
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The family's names, indexed once per snapshot: every question about the same data shares them. */
export function entityIndex(facts: FamilyFacts): EntityIndex {
  return facts.derived('entityIndex', () => new EntityIndex(facts.data));
}

/**
 * The family's things the text names, those covering most of its words first. Each thing counts once,
 * with every word any of its names covered ("chase sapphire" covers two words for Chase Sapphire Reserve,
 * one for the other Chase account).
 */
export function linkEntities(
  text: string,
  facts: FamilyFacts,
  kinds: readonly EntityKind[] = entityKinds,
): EntityMatch[] {
  return withHomeByDefault(text, facts.data, kinds, entityIndex(facts).link(text, kinds));
}

/** "The house", "our home": where the family lives, when the words name no other property. */
const THE_HOME =
  /\b(the|our|my) (house|home)\b(?!\s+(insurance|polic\w*|cover\w*|owners?|equity|improvement|office|depot|value|prices?))/;

/**
 * The matches with the family's one primary residence added when the text says "the house" or "our
 * home" and names no property of its own.
 */
export function withHomeByDefault(
  text: string,
  data: FamilyData,
  kinds: readonly EntityKind[],
  matches: EntityMatch[],
): EntityMatch[] {
  if (!kinds.includes('property') || matches.some((m) => m.kind === 'property')) return matches;
  if (!THE_HOME.test(text.toLowerCase())) return matches;
  const homes = data.properties.filter((p) => p.propertyType === 'primary_residence');
  if (homes.length !== 1 || data.properties.length < 2) return matches;
  return [...matches, { kind: 'property', id: homes[0]!.id, label: homes[0]!.address, covered: 1, typos: 0 }];
}

export type Resolved =
  | { found: FamilyEntity }
  /** Several things fit equally well: the answer asks which one. */
  | { ambiguous: FamilyEntity[] }
  | null;

/** The one thing of a kind the text names: the one covering the most words, or the tie to ask about. */
export function resolveEntity(text: string, facts: FamilyFacts, kind: EntityKind): Resolved {
  const matches = linkEntities(text, facts, [kind]);
  const best = matches[0];
  if (!best) return null;
  const tied = matches.filter((m) => m.covered === best.covered && m.typos === best.typos);
  const plain = ({ kind, id, label }: FamilyEntity): FamilyEntity => ({ kind, id, label });
  return tied.length === 1 ? { found: plain(best) } : { ambiguous: tied.map(plain) };
}

/** Every thing of a kind the family has, as the linker names them. */
export function entitiesOf(facts: FamilyFacts, kind: EntityKind): FamilyEntity[] {
  return entityIndex(facts)
    .candidates.filter((c) => c.kind === kind)
    .map(({ kind, id, label }) => ({ kind, id, label }));
}

/** "Which one do you mean: Chase Checking or Chase Sapphire?" */
export function whichOne(choices: readonly FamilyEntity[]): string {
  const labels = choices.map((c) => asText(c.label));
  return `Which one do you mean: ${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}?`;
}
