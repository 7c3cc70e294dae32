// Net worth, or one of its parts with its definition, and the accounts behind its liquid part.
import { compareMoney, sumMoney } from '@heirloom/contracts';
import { z } from 'zod';
import { accountsAnswer, netWorthAnswer } from '../facts/answers';
import type { FamilyFacts } from '../facts/family-facts';
import { asText, formatMoneyLead, humanize, listOf } from '../facts/format';
import { linkEntities } from '../facts/entities';
import { $ } from './shared';
import { defineTool } from './tool';

export const netWorthParts = ['net_worth', 'liquid', 'non_liquid', 'real_estate_equity'] as const;
export type NetWorthPart = (typeof netWorthParts)[number];

/** The product's definitions (spec section 9), quoted with the figure so the family knows what was added. */
const DEFINITIONS: Record<NetWorthPart, string> = {
  net_worth: 'net worth = liquid assets + non-liquid assets + real estate equity',
  liquid: 'liquid assets = the sum of your account balances, what credit cards owe counted negative',
  non_liquid: 'non-liquid assets = private placements plus business valuations',
  real_estate_equity: 'real estate equity = property values minus mortgage balances',
};
const PART_NAMES: Record<NetWorthPart, string> = {
  net_worth: 'net worth',
  liquid: 'liquid assets',
  non_liquid: 'non-liquid assets',
  real_estate_equity: 'real estate equity',
};

/** The items one part of net worth adds up, largest first. */
function partItems(facts: FamilyFacts, part: NetWorthPart): { name: string; value: string }[] {
  const byValue = (a: { value: string }, b: { value: string }) => compareMoney(b.value, a.value);
  switch (part) {
    case 'liquid':
      return facts.accounts.accounts.map((a) => ({ name: `${a.name} (${a.type})`, value: a.balance }));
    case 'non_liquid':
      return [
        ...facts.data.privatePlacements.map((p) => ({
          name: `${p.name} (private placement)`,
          value: p.currentValue,
        })),
        ...facts.data.businesses.map((b) => ({ name: `${b.name} (business)`, value: b.currentValuation })),
      ].sort(byValue);
    case 'real_estate_equity':
      return facts.realEstate.properties
        .map((p) => ({ name: `${p.address} (worth ${$(p.value)}, mortgages ${$(p.debt)})`, value: p.equity }))
        .sort(byValue);
    case 'net_worth':
      return [];
  }
}

export const netWorthTool = defineTool({
  name: 'get_net_worth',
  topic: 'net worth',
  intent: 'net_worth',
  description:
    'Net worth and its parts: liquid accounts, private placements and businesses, real estate equity. With `part`, that one figure with its definition and the items behind it.',
  parameters: z.strictObject({
    part: z
      .enum(netWorthParts)
      .optional()
      .describe(
        'One part of net worth: liquid (account balances), non_liquid (private placements plus businesses), real_estate_equity (property values minus mortgages) or net_worth; every part when left out.',
      ),
  }),
  run: (f, { part }) => {
    const n = f.netWorth;
    const figures = {
      netWorth: $(n.netWorth),
      liquid: $(n.liquid),
      // What the analyst's words say of the liquid figure too, so the model can say it.
      accounts: f.accounts.count,
      owedOnCreditCards: $(f.accounts.creditOwed),
      nonLiquid: $(n.nonLiquid),
      privatePlacements: $(n.placements),
      businesses: $(n.businesses),
      realEstateValue: $(n.realEstateValue),
      mortgageDebt: $(n.mortgageDebt),
      realEstateEquity: $(n.realEstateEquity),
    };
    if (!part) return { part: null, ...figures };
    const value = {
      net_worth: n.netWorth,
      liquid: n.liquid,
      non_liquid: n.nonLiquid,
      real_estate_equity: n.realEstateEquity,
    }[part];
    return {
      part,
      value: $(value),
      definition: DEFINITIONS[part],
      items: partItems(f, part).map((x) => ({ name: x.name, value: $(x.value) })),
      ...figures,
    };
  },
  render: (result, facts) => {
    if (result.part === null || result.part === 'net_worth') {
      return `${netWorthAnswer(facts)}\n\n${humanize(DEFINITIONS.net_worth)}: what would be left if everything were sold at its recorded value and every debt recorded were paid off.`;
    }
    const r = result;
    const name = PART_NAMES[r.part];
    const lead = `Your ${name} ${r.part === 'real_estate_equity' ? 'is' : 'are'} ${r.value} (${r.definition}), part of a net worth of ${r.netWorth}.`;
    if (r.items.length === 0) return `${lead} You have nothing recorded that counts towards them.`;
    return [lead, r.items.map((x) => `- ${asText(x.name)}: ${x.value}`).join('\n')].join('\n\n');
  },
});

const accountArguments = z.strictObject({
  account: z
    .string()
    .min(2)
    .max(100)
    .optional()
    .describe(
      'Only the accounts whose name, institution or type contains this text ("checking", "Chase", "Amex"), or any of several such texts separated by "|" ("checking|savings"); all accounts when left out.',
    ),
});

/** The accounts a `get_accounts` filter stands for (every account without one). */
export function accountsMatching(
  facts: FamilyFacts,
  text: string | undefined,
): FamilyFacts['accounts']['accounts'] {
  const all = facts.accounts.accounts;
  if (!text) return all;
  // Several texts: the accounts any of them matches, each once, in the family's order.
  if (text.includes('|')) {
    const each = text.split('|').flatMap((t) => (t.trim() ? accountsMatching(facts, t.trim()) : []));
    return all.filter((a) => each.includes(a));
  }
  const wanted = text.toLowerCase();
  const containing = all.filter((a) =>
    [a.name, a.institution, a.type].some((v) => v.toLowerCase().includes(wanted)),
  );
  if (containing.length > 0) return containing;
  // Misspelt ("Saphire"): the accounts the linker finds, the best-covered ones only.
  const linked = linkEntities(text, facts, ['account']);
  const best = linked.filter((m) => m.covered === linked[0]?.covered);
  return all.filter((a) => best.some((m) => m.label === a.name));
}

/** One account's balance as a sentence: what a card owes (against its limit, when recorded), what the others hold. */
function balanceSentence(x: {
  name: string;
  institution: string;
  type: string;
  balance: string;
  creditLimit?: string | null;
}): string {
  // Card balances are what is owed, negative; a positive one is a credit the card holds.
  if (x.type === 'credit' && x.balance.startsWith('-')) {
    const limit = x.creditLimit ? `, against a credit limit of ${x.creditLimit}` : '';
    return `You owe ${x.balance.replace(/-\$/g, '$')} on ${asText(x.name)} (${asText(x.institution)} credit card)${limit}.`;
  }
  return `${asText(x.name)} (${asText(x.institution)}, ${x.type}) has a balance of ${x.balance}.`;
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
    const matched = accountsMatching(f, account);
    const accounts = matched.map((x) => ({
      name: x.name,
      institution: x.institution,
      type: x.type,
      balance: $(x.balance),
    }));
    if (account) {
      // The figures a one-account or one-kind answer leads with, written in full to the cent.
      return {
        matching: account,
        total: formatMoneyLead(sumMoney(matched.map((x) => x.balance))),
        accounts: accounts.map((x, i) => ({
          ...x,
          balance: formatMoneyLead(matched[i]!.balance),
          ...(matched[i]!.creditLimit && { creditLimit: formatMoneyLead(matched[i]!.creditLimit!) }),
        })),
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
      return `None of your accounts goes by that name, institution or type. Your accounts are ${listOf(facts.accounts.accounts.map((x) => asText(x.name)))}.`;
    }
    if (accounts.length === 1) return balanceSentence(accounts[0]!);
    const lines = accounts.map(
      (x) => `- ${asText(x.name)} (${asText(x.institution)}, ${x.type}): ${x.balance}`,
    );
    // Only cards: what they owe, as a positive figure.
    if (accounts.every((x) => x.type === 'credit') && result.total.startsWith('-')) {
      return `You owe ${result.total.replace(/-\$/g, '$')} on your ${accounts.length} credit cards in all:\n\n${lines.join('\n')}`;
    }
    const owing = accounts.some((x) => x.type === 'credit') ? ', what cards owe counted negative' : '';
    return `Your ${accounts.length} ${asText(matching.split('|').join(' and '))} accounts come to ${result.total} in all${owing}:\n\n${lines.join('\n')}`;
  },
});
