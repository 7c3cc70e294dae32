import { defaultAssumptions } from '../analytics';
import { analystCalls, overviewAnswer } from '../chat/analyst';
import { FamilyFacts } from '../chat/family-facts';
import { intents } from '../chat/intents';
import type { FamilyData } from '../data/family-data';
import { systemPrompt } from '../llm/system-prompt';
import {
  answerToolCall,
  familyTools,
  parametersJsonSchema,
  runToolCall,
  ToolCallError,
  toolTopics,
} from './registry';

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

describe('the tool registry', () => {
  it('has unique names the model can call, each with a description, a topic and a question topic of its own', () => {
    const names = familyTools.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const tool of familyTools) {
      expect(tool.name).toMatch(/^[a-z_]{3,64}$/);
      expect(tool.description.length).toBeGreaterThan(20);
      expect(tool.topic.length).toBeGreaterThan(3);
    }
    // Every topic the analyst recognises is answered by exactly one tool.
    expect(familyTools.map((t) => t.intent).sort()).toEqual(
      intents.filter((i) => i !== 'capabilities').sort(),
    );
  });

  it("gives the model each tool's arguments as a strict JSON Schema object", () => {
    for (const tool of familyTools) {
      expect(parametersJsonSchema(tool)).toMatchObject({ type: 'object', additionalProperties: false });
      expect(parametersJsonSchema(tool)).not.toHaveProperty('$schema');
    }
    const spending = parametersJsonSchema(familyTools.find((t) => t.name === 'get_spending')!);
    expect(Object.keys(spending.properties as object).sort()).toEqual(
      ['account', 'category', 'from', 'merchant', 'period', 'to'].sort(),
    );
    expect(spending).not.toHaveProperty('required');
    expect(JSON.stringify(spending)).toContain('last_month');
    const taxes = parametersJsonSchema(familyTools.find((t) => t.name === 'get_taxes')!);
    expect(taxes.properties).toMatchObject({ year: { type: 'integer' } });
  });

  it('all answer JSON for a family with no data, and every render writes an answer', async () => {
    const facts = new FamilyFacts(emptyFamily, defaultAssumptions);
    for (const tool of familyTools) {
      const { result } = await runToolCall(facts, { name: tool.name, args: {} });
      expect(() => JSON.stringify(result)).not.toThrow();
      expect(tool.render(result, facts).length).toBeGreaterThan(20);
    }
    expect((await runToolCall(facts, { name: 'get_net_worth', args: {} })).result).toMatchObject({
      netWorth: '$0.00',
    });
  });

  it('refuses unknown tools and arguments the schema does not allow, with a message for the model', async () => {
    const facts = new FamilyFacts(emptyFamily, defaultAssumptions);
    const refused = async (name: string, args: Record<string, unknown>) => {
      const error = await runToolCall(facts, { name, args }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ToolCallError);
      return (error as Error).message;
    };
    expect(await refused('drop_database', {})).toBe('Unknown tool drop_database');
    expect(await refused('get_spending', { period: 'last_fortnight' })).toMatch(/period/);
    expect(await refused('get_spending', { period: 'last_500_months' })).toMatch(/period/);
    expect(await refused('get_spending', { from: '2026-01-01' })).toMatch(/from and to/);
    expect(await refused('get_spending', { from: '2026-02-01', to: '2026-01-01' })).toMatch(/before/);
    expect(
      await refused('get_spending', { period: 'last_month', from: '2026-01-01', to: '2026-01-31' }),
    ).toMatch(/not both/);
    expect(await refused('get_spending', { category: 7 })).toMatch(/category/);
    expect(await refused('get_net_worth', { account: 'x' })).toMatch(/Unrecognized key/);
    expect(await refused('get_taxes', { year: '2024' })).toMatch(/year/);
  });

  it("writes the capability list and the model's topic list from the tools, in registry order", () => {
    const facts = new FamilyFacts(emptyFamily, defaultAssumptions);
    const topics = toolTopics();
    expect(topics[0]).toBe('refinancing your mortgages');
    const overview = overviewAnswer(facts, true);
    for (const topic of topics) expect(overview).toContain(topic);
    const prompt = systemPrompt(emptyFamily.today, familyTools);
    for (const topic of topics) expect(prompt).toContain(topic);
    for (const tool of familyTools) expect(prompt).toContain(tool.name);
  });

  it('routes each question topic of the built-in analyst to its tool', async () => {
    const facts = new FamilyFacts(emptyFamily, defaultAssumptions);
    expect(analystCalls('Should I refinance any of my mortgages?', facts)).toEqual([
      { name: 'analyze_refinancing', args: {} },
    ]);
    expect(
      analystCalls('What is my net worth, and am I over budget?', facts)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['get_budgets', 'get_net_worth']);
    expect(analystCalls('What did I spend at Whole Foods in July 2026?', facts)).toEqual([
      { name: 'get_spending', args: { period: '2026-07', merchant: 'whole foods' } },
    ]);
    expect(analystCalls('Tell me a joke', facts)).toEqual([]);
    expect(await answerToolCall(facts, { name: 'get_taxes', args: { year: 2024 } })).toMatch(
      /^You have no tax returns recorded yet/,
    );
  });
});
