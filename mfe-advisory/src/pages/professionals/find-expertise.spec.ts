import { describe, expect, it } from '@jest/globals';
import type { ProfessionalType } from '@heirloom/contracts';
import {
  expertiseMessage,
  findExpertise,
  needWords,
  searchNetwork,
  typeForNeed,
  withArticle,
  type Searchable,
} from './find-expertise';

const network: Searchable[] = [
  { name: 'Priya Raman', type: 'cpa', firm: 'Raman & Cole CPAs', specialty: 'Dental practices' },
  {
    name: 'Marcus Delgado',
    type: 'financial_advisor',
    firm: 'Northfield Wealth Partners',
    specialty: 'Retirement planning',
  },
  { name: 'Tom Okafor', type: 'mortgage_broker', firm: 'Peak Home Lending', specialty: 'Jumbo loans' },
  { name: 'Rachel Stein', type: 'attorney', firm: null, specialty: null },
];
const names = (people: Searchable[]) => people.map((p) => p.name);

describe('searchNetwork', () => {
  it('finds by name, firm, type, type label and specialty, whatever the case', () => {
    expect(names(searchNetwork('priya', network))).toEqual(['Priya Raman']);
    expect(names(searchNetwork('NORTHFIELD', network))).toEqual(['Marcus Delgado']);
    expect(names(searchNetwork('mortgage_broker', network))).toEqual(['Tom Okafor']);
    expect(names(searchNetwork('Financial Advisor', network))).toEqual(['Marcus Delgado']);
    expect(names(searchNetwork('cpa', network))).toEqual(['Priya Raman']);
    expect(names(searchNetwork('jumbo', network))).toEqual(['Tom Okafor']);
  });

  it('needs every word of the need to match, ignoring fillers and plurals', () => {
    expect(names(searchNetwork('I need help with retirement planning', network))).toEqual(['Marcus Delgado']);
    expect(names(searchNetwork('retirement lending', network))).toEqual([]);
    expect(names(searchNetwork('attorneys', network))).toEqual(['Rachel Stein']);
  });

  it('finds no one for an empty need or one of fillers only', () => {
    expect(searchNetwork('', network)).toEqual([]);
    expect(searchNetwork('  I need help ', network)).toEqual([]);
    expect(needWords(' I need   a K-1 reviewed! ')).toEqual(['k-1', 'reviewed']);
  });
});

describe('typeForNeed', () => {
  const cases: [string, ProfessionalType][] = [
    ['file my tax return', 'cpa'],
    ['maximize deductions', 'cpa'],
    ['IRS notice about back taxes', 'tax_specialist'],
    ['update my will', 'estate_planner'],
    ['set up a trust for the kids', 'estate_planner'],
    ['inheritance from my aunt', 'estate_planner'],
    ['power of attorney', 'estate_planner'],
    ['refinance the house', 'mortgage_broker'],
    ['home loan for a second home', 'mortgage_broker'],
    ['more life insurance coverage', 'insurance_agent'],
    ['review my life policy', 'insurance_agent'],
    ['rebalance my portfolio', 'financial_advisor'],
    ['when can I retire', 'financial_advisor'],
    ['real estate investing', 'financial_advisor'],
    ['business loan for equipment', 'loan_officer'],
    ['contract dispute', 'attorney'],
    ['someone is threatening a lawsuit', 'attorney'],
  ];
  it.each(cases)('"%s" calls for %s', (need, type) => {
    expect(typeForNeed(need)).toBe(type);
  });

  it('reads "will" as a document, not the verb', () => {
    expect(typeForNeed('who will help me refinance')).toBe('mortgage_broker');
  });

  it('names no type for words it cannot place', () => {
    expect(typeForNeed('zebra')).toBeNull();
    expect(typeForNeed('')).toBeNull();
  });
});

describe('findExpertise', () => {
  it('says nothing for an empty search', () => {
    expect(findExpertise('   ', network)).toEqual({ kind: 'idle' });
    expect(expertiseMessage(findExpertise('', network))).toBeNull();
  });

  it('answers with the people who match', () => {
    const answer = findExpertise('peak', network);
    expect(answer).toEqual({ kind: 'found', matches: [network[2]] });
    expect(expertiseMessage(answer)).toBe('1 professional in your network matches.');
    expect(expertiseMessage(findExpertise('e', network))).toBe('4 professionals in your network match.');
  });

  it('offers the people of the needed type when no words match', () => {
    const answer = findExpertise('refinance', network);
    expect(answer).toEqual({ kind: 'type-in-network', type: 'mortgage_broker', matches: [network[2]] });
    expect(expertiseMessage(answer)).toBe(
      'No one matches those words, but this calls for a Mortgage Broker. From your network:',
    );
  });

  it('names the type to look for when the network has no one of it', () => {
    const answer = findExpertise('update my will', network);
    expect(answer).toEqual({ kind: 'missing-type', type: 'estate_planner' });
    expect(expertiseMessage(answer)).toBe(
      'No one in your network matches. For this, look for an Estate Planner.',
    );
    expect(expertiseMessage(findExpertise('refinance', []))).toBe(
      'No one in your network matches. For this, look for a Mortgage Broker.',
    );
  });

  it('says so when the need names no type either', () => {
    expect(findExpertise('zebra', network)).toEqual({ kind: 'no-match' });
  });

  it('uses the right article', () => {
    expect(withArticle('cpa')).toBe('a CPA');
    expect(withArticle('attorney')).toBe('an Attorney');
    expect(withArticle('insurance_agent')).toBe('an Insurance Agent');
  });
});
