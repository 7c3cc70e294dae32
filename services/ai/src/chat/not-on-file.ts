// Things families ask about that Heirloom may not hold for them: cryptocurrency, an HSA, a 529 plan, a
// car loan, a home equity line, a student loan, a pension. When the question names one and nothing on
// file matches it, the answer says so plainly and lists what is on file instead. It never answers
// another topic's summary in its place (a question about a car loan is not about the mortgages), and it
// never invents a figure. When something on file does match (an account named "HSA"), the question
// goes on to the usual topics.
import type { FamilyData } from '../data/family-data';
import { asText, listOf, plural } from '../facts/format';

type Offer = 'accounts' | 'debts' | 'investments' | 'policies';

interface Kind {
  /** As the answer names it: "I don't see {label} on file." */
  label: string;
  /** The question names it. */
  asked: RegExp;
  /** Something on file is it (matched against names, institutions, symbols, lenders, loan types). */
  onFile: RegExp;
  /** What is on file that the family may have meant instead. */
  offer: Offer;
  /** Where to add one. */
  addOn: string;
}

const KINDS: readonly Kind[] = [
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
    label: 'a pension or annuity',
    asked: /\bpensions?\b|\bannuit(y|ies)\b/,
    onFile: /\bpension\b|\bannuit(y|ies)\b/,
    offer: 'accounts',
    addOn: 'the Accounts page',
  },
];

/** Every name on file the kinds are matched against, lower-cased. */
function namesOnFile(data: FamilyData): string {
  return [
    ...data.accounts.flatMap((a) => [a.name, a.institution, a.accountType]),
    ...data.holdings.flatMap((h) => [h.symbol, h.name]),
    ...data.mortgages.flatMap((m) => [m.lender, m.loanType]),
    ...data.privatePlacements.map((p) => p.name),
  ]
    .join('\n')
    .toLowerCase();
}

/** The kinds the question names that the family has nothing on file for. */
export function notOnFile(question: string, data: FamilyData): Kind[] {
  const asked = question.toLowerCase();
  const matching = KINDS.filter((kind) => kind.asked.test(asked));
  if (matching.length === 0) return [];
  const names = namesOnFile(data);
  return matching.filter((kind) => !kind.onFile.test(names));
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
  const places = [...new Set(kinds.map((kind) => kind.addOn))];
  return [
    `I don't see ${orList(kinds.map((kind) => kind.label))} on file, so I have no figures for ${kinds.length === 1 ? 'it' : 'them'}.`,
    ...offers.map((offer) => offerOf(offer, data)),
    kinds.length === 1
      ? `If you have ${kinds[0]!.label}, add it on ${places[0]} and I will include it.`
      : `If you have them, add them on ${listOf(places)} and I will include them.`,
  ].join('\n\n');
}
