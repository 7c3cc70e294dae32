// The built-in analyst routes a question to the registry's tools, and lists what it can answer from them.
import { defaultAssumptions } from '../analytics';
import { emptyFamily } from '../data/empty-family';
import { answerToolCall, toolTopics } from '../tools/registry';
import { analystCalls, overviewAnswer } from './analyst';
import { FamilyFacts } from '../facts/family-facts';

describe('the built-in analyst', () => {
  const facts = new FamilyFacts(emptyFamily, defaultAssumptions);

  it('routes each question topic to its tool, spending with the arguments the question names', () => {
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
    expect(analystCalls('Where does my money go?', facts)).toEqual([{ name: 'get_spending', args: {} }]);
    expect(analystCalls('Tell me a joke', facts)).toEqual([]);
  });

  it('lists what it can answer from the tools, in registry order', () => {
    const topics = toolTopics();
    expect(topics[0]).toBe('refinancing your mortgages');
    const overview = overviewAnswer(facts, true);
    expect(overview).toContain(
      `You can ask me about ${topics.slice(0, -1).join(', ')} and ${topics.at(-1)}.`,
    );
  });

  it("answers a tool's arguments the question could not give: one tax year", async () => {
    expect(await answerToolCall(facts, { name: 'get_taxes', args: { year: 2024 } })).toMatch(
      /^You have no tax returns recorded yet/,
    );
  });
});
