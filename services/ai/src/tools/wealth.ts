// Net worth and the accounts behind its liquid part.
import { z } from 'zod';
import { accountsAnswer, netWorthAnswer } from '../chat/answers';
import type { FamilyFacts } from '../chat/family-facts';
import { listOf } from '../chat/format';
import { $, noArguments } from './shared';
import { defineTool } from './tool';

export const netWorthTool = defineTool({
  name: 'get_net_worth',
  topic: 'net worth',
  intent: 'net_worth',
  description:
    'Net worth and its parts: liquid accounts, private placements and businesses, real estate equity.',
  parameters: noArguments,
  run: (f) => {
    const n = f.netWorth;
    return {
      netWorth: $(n.netWorth),
      liquid: $(n.liquid),
      nonLiquid: $(n.nonLiquid),
      privatePlacements: $(n.placements),
      businesses: $(n.businesses),
      realEstateValue: $(n.realEstateValue),
      mortgageDebt: $(n.mortgageDebt),
      realEstateEquity: $(n.realEstateEquity),
    };
  },
  render: (_result, facts) => netWorthAnswer(facts),
});

const accountArguments = z.strictObject({
  account: z
    .string()
    .min(2)
    .max(100)
    .optional()
    .describe(
      'Only the accounts whose name, institution or type contains this text ("checking", "Chase", "Amex"); all accounts when left out.',
    ),
});

function accountsMatching(facts: FamilyFacts, text: string | undefined) {
  const all = facts.accounts.accounts;
  if (!text) return all;
  const wanted = text.toLowerCase();
  return all.filter((a) => [a.name, a.institution, a.type].some((v) => v.toLowerCase().includes(wanted)));
}

export const accountsTool = defineTool({
  name: 'get_accounts',
  topic: 'accounts and balances',
  intent: 'accounts',
  description:
    'Bank, card and investment accounts with their balances and totals by type; optionally only the accounts matching a name, institution or type.',
  parameters: accountArguments,
  run: (f, { account }) => {
    const a = f.accounts;
    const accounts = accountsMatching(f, account).map((x) => ({
      name: x.name,
      institution: x.institution,
      type: x.type,
      balance: $(x.balance),
    }));
    if (account) {
      return {
        matching: account,
        accounts,
        ...(accounts.length === 0 && { allAccounts: a.accounts.map((x) => x.name) }),
      };
    }
    return {
      count: a.count,
      total: $(a.total),
      cashInCheckingAndSavings: $(a.cash),
      creditCardsOwed: $(a.creditOwed),
      byType: a.byType.map((t) => ({ type: t.type, count: t.count, total: $(t.total) })),
      accounts,
    };
  },
  render: (result, facts) => {
    if (!('matching' in result)) return accountsAnswer(facts);
    const { matching, accounts } = result;
    if (accounts.length === 0) {
      return `None of your accounts matches "${matching}". Your accounts are ${listOf(facts.accounts.accounts.map((x) => x.name))}.`;
    }
    const lines = accounts.map((x) => `- ${x.name} (${x.institution}, ${x.type}): ${x.balance}`);
    return `Your ${accounts.length === 1 ? 'account' : 'accounts'} matching "${matching}":\n${lines.join('\n')}`;
  },
});
