import { detectIntents, normalizeQuestion, topicsToAnswer, type Intent } from './intents';

describe('topicsToAnswer', () => {
  it.each<[string, Intent]>([
    ['Should I refinance any of my mortgages?', 'refinance'],
    ['What tax harvesting opportunities do I have?', 'tax_harvest'],
    ['Is my estate plan up to date?', 'estate'],
    ['How can I optimize my investment portfolio?', 'portfolio'],
  ])("answers the spec's suggestion %p with %p alone", (question, intent) => {
    expect(topicsToAnswer(question)).toEqual([intent]);
  });

  it.each<[Intent, string[]]>([
    [
      'refinance',
      [
        'Would a refi lower my payment?',
        'Can I get a better mortgage rate?',
        'is it worth RE-FINANCING the rental',
      ],
    ],
    [
      'tax_harvest',
      [
        'Any tax-loss opportunities?',
        'Which losers could I sell to offset my gains?',
        'wash sale rules for my INTC',
      ],
    ],
    [
      'estate',
      ['Is my will current?', 'Who are my beneficiaries?', 'Do I need a trust?', 'what happens when I die'],
    ],
    ['portfolio', ['Am I diversified enough?', 'How are my stocks doing?', 'Should I rebalance?']],
    [
      'spending',
      ['Where does my money go?', 'What did we spend on groceries?', 'Show my expenses by category'],
    ],
    ['budget', ['Am I over budget?', 'How is my budget this month?', 'am i on track this month']],
    ['net_worth', ["What's my net worth?", 'How much am I worth?', 'networth']],
    ['accounts', ['What are my account balances?', 'How much cash is in checking?']],
    ['taxes', ['What was my effective tax rate?', 'How much tax did I pay last year?']],
    ['insurance', ['Am I underinsured?', 'When does my home policy expire?', 'Do I need umbrella coverage?']],
    ['mortgages', ['How much do I owe on my mortgages?', 'When will my home loan be paid off?']],
    ['real_estate', ['What are my properties worth?', 'How much equity do I have in my house?']],
    ['private_investments', ['How is my private equity fund doing?', 'Did all my K-1s arrive?']],
    ['professionals', ['Who is my CPA?', 'Should I find an estate planner?']],
    ['recommendations', ['What should I do first?', 'What are my top priorities?']],
  ])('understands %p however it is asked', (intent, questions) => {
    for (const question of questions)
      expect([question, topicsToAnswer(question)[0]]).toEqual([question, intent]);
  });

  it('reads spending and net worth said the long way', () => {
    expect(topicsToAnswer('What did Costco cost us in September?')).toEqual(['spending']);
    expect(topicsToAnswer('if we sold everything and paid off every debt, what would we have')[0]).toBe(
      'net_worth',
    );
  });

  it('answers two topics asked together', () => {
    expect(topicsToAnswer('What is my net worth, and am I over budget?').sort()).toEqual([
      'budget',
      'net_worth',
    ]);
  });

  it('matches nothing outside personal finance', () => {
    expect(detectIntents('What is the weather in Denver tomorrow?')).toEqual([]);
    expect(topicsToAnswer('Tell me a joke')).toEqual([]);
  });

  it('knows a request for help', () => {
    expect(topicsToAnswer('What can you do?')).toEqual(['capabilities']);
    expect(topicsToAnswer('help')).toEqual(['capabilities']);
  });
});

describe('normalizeQuestion', () => {
  it('spells out texting shorthand and drops words that only narrow', () => {
    expect(normalizeQuestion('cc debt + what we spent at chevron alone in 2k25')).toBe(
      'credit card debt and what we spent at chevron in 2025',
    );
    expect(normalizeQuestion('how many props do we own rn, and the total for that yr')).toBe(
      'how many properties do we own right now, and the total for that year',
    );
    expect(normalizeQuestion('what about just last month')).toBe('what about last month');
    expect(normalizeQuestion('is it just us')).toBe('is it just us');
  });
});
