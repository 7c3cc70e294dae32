// The latest month's budgets against what has been spent.
import { budgetAnswer } from '../chat/answers';
import { $, $orNull, noArguments, pct } from './shared';
import { defineTool } from './tool';

export const budgetsTool = defineTool({
  name: 'get_budgets',
  topic: 'budgets versus actual spending',
  intent: 'budget',
  description:
    "This month's budget per category against what has been spent, with the 12-month average spending.",
  parameters: noArguments,
  run: (f) => {
    const b = f.budgets;
    return {
      month: b.month,
      totalBudget: $(b.totalBudget),
      totalSpent: $(b.totalSpent),
      remaining: $(b.remaining),
      used: pct(b.usedPercent),
      overBudget: b.overBudget,
      categories: b.categories.map((c) => ({
        category: c.category,
        budget: $(c.budget),
        spent: $(c.spent),
        remaining: $(c.remaining),
        used: pct(c.usedPercent),
        over: c.over,
        twelveMonthAverage: $orNull(c.twelveMonthAverage),
      })),
    };
  },
  render: (_result, facts) => budgetAnswer(facts),
});
