// The latest month's budgets against what has been spent; one category's when asked.
import Decimal from 'decimal.js';
import { z } from 'zod';
import { budgetAnswer } from '../facts/answers';
import { asText, formatMonth, listOf } from '../facts/format';
import { matchCategory } from './categories';
import { $, $orNull, pct } from './shared';
import { defineTool } from './tool';

export const budgetsTool = defineTool({
  name: 'get_budgets',
  topic: 'budgets versus actual spending',
  intent: 'budget',
  description:
    "This month's budget per category against what has been spent, with the 12-month average spending. With `category`, that category's budget, spent and left alone.",
  parameters: z.strictObject({
    category: z
      .string()
      .trim()
      .min(2)
      .max(100)
      .optional()
      .describe('One budget category, in the family\'s words or everyday ones ("groceries", "dining").'),
  }),
  run: (f, { category }) => {
    const b = f.budgets;
    if (category) {
      const name = matchCategory(
        category,
        b.categories.map((c) => c.category),
      );
      const c = b.categories.find((x) => x.category === name);
      return {
        kind: 'category' as const,
        asked: category,
        month: b.month,
        budgeted: b.categories.map((x) => x.category),
        category: c
          ? {
              category: c.category,
              budget: $(c.budget),
              spent: $(c.spent),
              left: c.over ? null : $(c.remaining),
              over: c.over ? $(new Decimal(c.remaining).abs()) : null,
              used: pct(c.usedPercent),
            }
          : null,
      };
    }
    return {
      kind: 'all' as const,
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
  render: (result, facts) => {
    if (result.kind === 'all') return budgetAnswer(facts);
    const c = result.category;
    if (!c || !result.month) {
      return result.budgeted.length === 0
        ? `You have no budgets set up, so there is no ${asText(result.asked)} budget.`
        : `You have no budget for "${asText(result.asked)}". Your budgets are for ${listOf(result.budgeted.map(asText))}.`;
    }
    const month = formatMonth(result.month);
    return c.over
      ? `You are ${c.over} over your ${asText(c.category)} budget for ${month}: ${c.spent} spent against ${c.budget} (${c.used} used).`
      : `You have ${c.left} left in your ${asText(c.category)} budget for ${month}: ${c.spent} spent of ${c.budget} (${c.used} used).`;
  },
});
