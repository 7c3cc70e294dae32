// A question of two parts about one thing (one tool) is answered part by part in the order asked, each
// narrowed to its own measure; the tool's own order of figures never decides it.
import { castellanoFamily, pikeFamily } from './families';
import { syntheticFamily } from './run';
import { formatMoneyInFull, formatRate } from '../facts/format';
import { analystAnswer, analystQuery } from '../chat/analyst';

const rich = syntheticFamily('rich', castellanoFamily).facts;
const small = syntheticFamily('small', pikeFamily).facts;
const lead = (answer: string) => answer.split('\n')[0]!;
/** Where each figure first appears in the lead: ascending when they come in the order given. */
const order = (text: string, figures: string[]) => figures.map((f) => text.indexOf(f));

describe('compound questions about one thing', () => {
  const rocket = castellanoFamily.data.mortgages.find((m) => m.lender.startsWith('Rocket'))!;
  const rate = formatRate(rocket.interestRate);
  const payment = formatMoneyInFull(rocket.monthlyPayment);

  it("answers a mortgage's rate and payment in the order asked, either way round", async () => {
    const rateFirst = lead(
      await analystAnswer("what's the rate on the rocket mortgage and what's the monthly payment", rich),
    );
    const paymentFirst = lead(
      await analystAnswer("what's the monthly payment on the rocket mortgage and what rate is it at?", rich),
    );
    const [r1, p1] = order(rateFirst, [rate, payment]);
    const [p2, r2] = order(paymentFirst, [payment, rate]);
    expect(r1).toBeGreaterThanOrEqual(0);
    expect(p1).toBeGreaterThan(r1!);
    expect(p2).toBeGreaterThanOrEqual(0);
    expect(r2).toBeGreaterThan(p2!);
  });

  it("answers a budget's room left and what was spent, and two accounts, in the order asked", async () => {
    const q = analystQuery('how much is left in the groceries budget and how much have we spent of it', rich);
    expect(q.parts.map((p) => p.calls[0]!.args.by)).toEqual(['room_left', 'spent']);
    const accounts = analystQuery('how much in checking and how much in savings?', small);
    expect(accounts.parts.map((p) => p.calls[0]!.args.account)).toEqual(['checking', 'savings']);
    const balances = ['checking', 'savings'].map((type) =>
      formatMoneyInFull(pikeFamily.data.accounts.find((a) => a.accountType === type)!.balance),
    );
    const [checking, savings] = order(
      lead(await analystAnswer('how much in checking and how much in savings?', small)),
      balances,
    );
    expect(checking).toBeGreaterThanOrEqual(0);
    expect(savings).toBeGreaterThan(checking!);
  });

  it('keeps a lender\'s initials inside the first sentence ("U.S. Bank")', async () => {
    const bank = castellanoFamily.data.mortgages.find((m) => m.lender.startsWith('U.S.'));
    if (!bank) throw new Error('The Castellanos have a U.S. Bank mortgage');
    const answer = lead(
      await analystAnswer(
        'what rate are we paying on the lake place mortgage and whats the monthly payment',
        rich,
      ),
    );
    expect(answer).toContain(formatRate(bank.interestRate));
    expect(answer).toContain(formatMoneyInFull(bank.monthlyPayment));
  });
});
