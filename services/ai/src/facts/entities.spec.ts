// Linking a question's words to the family's own things, typos forgiven, common words never taken.
import {
  account,
  beneficiary,
  family,
  holding,
  policy,
  professional,
  property,
} from '../analytics/test-family';
import { defaultAssumptions } from '../analytics';
import { FamilyFacts } from './family-facts';
import type { FamilyData } from '../data/family-data';
import { entityIndex, linkEntities, resolveEntity, tickersOf, whichOne, wordsOf } from './entities';

const factsOf = (data: FamilyData) => new FamilyFacts(data, defaultAssumptions);

const facts = factsOf(
  family('2026-11-22', {
    accounts: [
      { ...account('chk', 'checking', '12000.50', 'Chase Checking'), institution: 'Chase' },
      { ...account('card', 'credit', '-1500.25', 'Chase Sapphire'), institution: 'Chase' },
      { ...account('ally', 'savings', '40000.00', 'High-Yield Savings'), institution: 'Ally Bank' },
    ],
    holdings: [
      holding('h1', 'brk', 'AAPL', '10000.10', '8000.05', 'Apple Inc.'),
      holding('h2', 'brk', 'MSFT', '20000.00', '35000.33', 'Microsoft Corporation'),
      holding('h3', 'brk', 'DIS', '3000.00', '2500.00', 'The Walt Disney Company'),
      holding('h4', 'brk', 'VTI', '1000.00', '1200.00', 'Vanguard Total Stock Market ETF'),
      holding('h5', 'brk', 'VNQ', '1000.00', '900.00', 'Vanguard Real Estate ETF'),
    ],
    beneficiaries: [
      { ...beneficiary('b1', '50.00'), name: 'Claire Whitman' },
      { ...beneficiary('b2', '50.00'), name: 'Andrés Castellano' },
    ],
    properties: [property('p1', '500000.00', '2215 Larimer Street, Unit 4, Denver, CO 80205')],
    insurance: [policy('i1', 'umbrella', '2000000.00', null, 'Chubb')],
    professionals: [{ ...professional('pro', 'cpa'), name: 'Priya Raman' }],
  }),
);

const found = (text: string, kind: Parameters<typeof resolveEntity>[2]) => {
  const resolved = resolveEntity(text, facts, kind);
  return resolved && 'found' in resolved ? resolved.found.label : resolved;
};

describe('entity linking', () => {
  it('finds a holding by symbol or company name, with a typo or a swapped pair of letters', () => {
    expect(found('how much is my appl down', 'holding')).toBe('Apple Inc. (AAPL)');
    expect(found('what is Microsfot worth', 'holding')).toBe('Microsoft Corporation (MSFT)');
    expect(found('how is MSFT doing', 'holding')).toBe('Microsoft Corporation (MSFT)');
    expect(found('and disney?', 'holding')).toBe('The Walt Disney Company (DIS)');
  });

  it('never takes a common word for a name; a word several things share names them all', () => {
    // "dis" and "all" are words before they are tickers; "vanguard" names two funds, to ask which.
    expect(resolveEntity('what is this worth in all', facts, 'holding')).toBeNull();
    expect(resolveEntity('how is my vanguard fund doing', facts, 'holding')).toEqual({
      ambiguous: [
        { kind: 'holding', id: 'VTI', label: 'Vanguard Total Stock Market ETF (VTI)' },
        { kind: 'holding', id: 'VNQ', label: 'Vanguard Real Estate ETF (VNQ)' },
      ],
    });
    expect(linkEntities('what is my net worth and how much do I owe', facts)).toEqual([]);
    // A typo never changes the first letter: "dental" is not "rental", "wealth" not "health".
    const rental = factsOf(
      family('2026-11-22', { accounts: [account('r', 'checking', '10.00', 'Rental Checking')] }),
    );
    expect(resolveEntity('how much goes to the dental foundation', rental, 'account')).toBeNull();
    expect(resolveEntity('the rentl one', rental, 'account')).toEqual({
      found: { kind: 'account', id: 'r', label: 'Rental Checking' },
    });
    // A city is where the property is, not its name.
    expect(linkEntities('What will the weather be in Denver tomorrow?', facts)).toEqual([]);
  });

  it('takes a word for a ticker where a holding stands, in capitals or before what is asked of it', () => {
    expect([...tickersOf('what is cost worth, and how is ALL doing')].sort()).toEqual(['all', 'cost']);
    expect(tickersOf('how much is cost up since we bought it').has('cost')).toBe(true);
    expect(tickersOf('how much is it worth').size).toBe(0);
    expect(tickersOf('what did it cost us').size).toBe(0);
  });

  it('forgives a slip in each word of a longer name, never a word everybody uses for one', () => {
    const insured = factsOf(
      family('2026-11-22', {
        insurance: [policy('i2', 'life', '500000.00', null, 'Haven Life')],
        properties: [property('p1', '500000.00', '1503 N 9th Street, Boise, ID 83702')],
      }),
    );
    expect(resolveEntity('who do we have life insurance with', insured, 'policy')).toBeNull();
    expect(found('and haven?', 'policy')).toBeNull();
    expect(resolveEntity('and haven?', insured, 'policy')).toEqual({
      found: { kind: 'policy', id: 'i2', label: 'Haven Life life policy' },
    });
    // A street as people shorten it, without its direction.
    expect(resolveEntity('the 9th st place', insured, 'property')).toEqual({
      found: { kind: 'property', id: 'p1', label: '1503 N 9th Street, Boise, ID 83702' },
    });
  });

  it('finds people by first name, accents and typos forgiven', () => {
    expect(found('what share does Clarie get', 'beneficiary')).toBe('Claire Whitman');
    expect(found('how much does andres inherit', 'beneficiary')).toBe('Andrés Castellano');
    expect(wordsOf("Andrés's BRK.B at U.S. Bank")).toEqual(['andres', 's', 'brkb', 'at', 'us', 'bank']);
    expect(found('when did I last talk to Priya', 'professional')).toBe('Priya Raman');
  });

  it('finds properties by street, policies by provider, accounts by name or institution', () => {
    expect(found('what is the larimer rental worth', 'property')).toBe(
      '2215 Larimer Street, Unit 4, Denver, CO 80205',
    );
    expect(found('when does my chubb umbrella renew', 'policy')).toBe('Chubb umbrella policy');
    expect(found('balance on my chase saphire', 'account')).toBe('Chase Sapphire');
    expect(found('how much is in Ally', 'account')).toBe('High-Yield Savings');
    expect(found('chase balance', 'account')).toEqual({
      ambiguous: [
        { kind: 'account', id: 'chk', label: 'Chase Checking' },
        { kind: 'account', id: 'card', label: 'Chase Sapphire' },
      ],
    });
  });

  it('asks which one when a name fits two things equally well', () => {
    const resolved = resolveEntity('how much is in Chase?', facts, 'account');
    expect(resolved).toEqual({
      ambiguous: [
        { kind: 'account', id: 'chk', label: 'Chase Checking' },
        { kind: 'account', id: 'card', label: 'Chase Sapphire' },
      ],
    });
    expect(whichOne(resolved && 'ambiguous' in resolved ? resolved.ambiguous : [])).toBe(
      'Which one do you mean: Chase Checking or Chase Sapphire?',
    );
  });
});

describe('the index of names', () => {
  it('is worked out once per snapshot', () => {
    expect(entityIndex(facts)).toBe(entityIndex(facts));
  });
});
