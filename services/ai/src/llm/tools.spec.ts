import { defaultAssumptions } from '../analytics';
import { topicAnswers } from '../chat/answers';
import { FamilyFacts } from '../chat/family-facts';
import type { FamilyData } from '../data/family-data';
import { redactSecrets } from './redact';
import { familyTools } from './tools';

const emptyFamily: FamilyData = {
  today: '2026-11-22',
  accounts: [],
  holdings: [],
  budgets: [],
  properties: [],
  mortgages: [],
  insurance: [],
  estateDocuments: [],
  beneficiaries: [],
  taxDocuments: [],
  professionals: [],
  privatePlacements: [],
  businesses: [],
  k1Documents: [],
  recommendations: [],
  spending: {
    from: '2025-11-23',
    to: '2026-11-22',
    income: '0.00',
    expenses: '0.00',
    count: 0,
    byMonth: [],
    byCategory: [],
  },
};

describe('family tools', () => {
  it('have unique names the model can call, each with a description', () => {
    const names = familyTools.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const tool of familyTools) {
      expect(tool.name).toMatch(/^[a-z_]{3,64}$/);
      expect(tool.description.length).toBeGreaterThan(20);
    }
  });

  it('all answer JSON for a family with no data, and so does every analyst topic', () => {
    const facts = new FamilyFacts(emptyFamily, defaultAssumptions);
    for (const tool of familyTools) expect(() => JSON.stringify(tool.run(facts, {}))).not.toThrow();
    for (const answer of Object.values(topicAnswers)) expect(answer(facts).length).toBeGreaterThan(20);
    expect(familyTools.find((t) => t.name === 'get_net_worth')!.run(facts, {})).toMatchObject({
      netWorth: '$0.00',
    });
  });
});

describe('redactSecrets', () => {
  it('removes the key, anything shaped like one and bearer tokens, and caps the length', () => {
    const key = 'sk-live-abcdef1234567890';
    expect(redactSecrets(`Incorrect API key provided: ${key}.`, key)).toBe(
      'Incorrect API key provided: [redacted].',
    );
    expect(redactSecrets('key sk-proj-AbC123xyz*****9876 refused', undefined)).toBe('key [redacted] refused');
    expect(redactSecrets('Authorization: Bearer abc.def', undefined)).toBe(
      'Authorization: Bearer [redacted]',
    );
    expect(redactSecrets('x'.repeat(400), undefined)).toHaveLength(303);
  });
});
