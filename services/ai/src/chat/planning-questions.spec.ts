// The planning tools (issue 36) on the demo family through the real API (its built bundle, seeded): each
// figure equal to what the API's own route answers, the question parsed to the tool, the figure in the
// reply's first sentence; and the honest replies of a family with nothing on file.
import type {
  Forecast,
  PrivateProgram,
  RetirementPlan,
  RetirementSimulation,
  TransactionSummary,
} from '@heirloom/contracts';
import Decimal from 'decimal.js';
import { defaultAssumptions } from '../analytics';
import { analystAnswer, analystQuery } from './analyst';
import { ApiClient, type UserApi } from '../data/api-client';
import { loadFamilyData } from '../data/family-data';
import { FamilyFacts } from '../facts/family-facts';
import { formatMoneyInFull, formatMonth } from '../facts/format';
import { startApiProcess, type ApiProcess } from '../testing/api-process';
import { answerToolCall, runToolCall, toolTopics } from '../tools/registry';

const lead = (answer: string) => answer.split('\n')[0]!;
const percent = (fraction: string) => `${new Decimal(fraction).times(100).toDecimalPlaces(2).toFixed(2)}%`;

describe('the planning tools on the demo family, through the API', () => {
  let api: ApiProcess;
  let demo: UserApi;
  let demoCookie: string;
  let facts: () => Promise<FamilyFacts>;
  let empty: FamilyFacts;

  beforeAll(async () => {
    api = await startApiProcess();
    const client = new ApiClient({ baseUrl: api.url, timeoutMs: 20_000 });
    demoCookie = await api.signIn('demo', 'demo1234');
    demo = client.forUser(demoCookie);
    // Each question gets fresh facts, as each chat turn does.
    facts = async () => new FamilyFacts(await loadFamilyData(demo), defaultAssumptions, demo);
    const newcomer = client.forUser(await api.register('planning-newcomer'));
    empty = new FamilyFacts(await loadFamilyData(newcomer), defaultAssumptions, newcomer);
  }, 120_000);

  afterAll(async () => {
    await api?.stop();
  });

  it('answers the IRR, TVPI, DPI and what is uncalled as GET /private-placements/metrics does', async () => {
    const metrics = await demo.get<PrivateProgram>('/private-placements/metrics');
    const summit = metrics.placements.find((p) => p.name.startsWith('Summit Ridge'))!;
    expect(summit.metrics.irr).not.toBeNull();
    const f = await facts();

    const irr = analystQuery("what's the IRR on summit ridge?", f);
    expect(irr.calls).toEqual([{ name: 'get_private_returns', args: { measure: 'irr', name: summit.name } }]);
    expect(lead(await analystAnswer("what's the IRR on summit ridge?", f))).toContain(
      `is ${percent(summit.metrics.irr!)}`,
    );
    expect(lead(await analystAnswer('how much is still uncalled?', f))).toMatch(
      new RegExp(
        `^${formatMoneyInFull(metrics.program.unfunded).replace(/[$.]/g, '\\$&')} is still uncalled`,
      ),
    );
    const tvpi = `${new Decimal(metrics.program.tvpi!).toFixed(2)}x`;
    const dpi = `${new Decimal(metrics.program.dpi!).toFixed(2)}x`;
    expect(lead(await analystAnswer("what's our TVPI?", f))).toContain(
      `TVPI of your private placements as a whole is ${tvpi}`,
    );
    expect(lead(await analystAnswer('and our dpi across the funds?', f))).toContain(`is ${dpi}`);
    // The model's way: arguments, the same figures.
    const { result } = await runToolCall(f, { name: 'get_private_returns', args: { name: 'summit ridge' } });
    expect(result).toMatchObject({
      kind: 'figures',
      of: summit.name,
      figures: {
        paidIn: formatMoneyInFull(summit.metrics.paidIn),
        unfunded: formatMoneyInFull(summit.metrics.unfunded),
        irr: percent(summit.metrics.irr!),
      },
    });
  }, 60_000);

  it("answers the cash forecast's low point and the floor as GET /forecast does", async () => {
    const forecast = await demo.get<Forecast>('/forecast');
    const f = await facts();
    const question = 'when is our cash lowest in the next year?';
    expect(analystQuery(question, f).calls).toEqual([{ name: 'get_cash_forecast', args: { asked: 'low' } }]);
    expect(lead(await analystAnswer(question, f))).toContain(
      `lowest in ${formatMonth(forecast.lowest.month)}, at ${formatMoneyInFull(forecast.lowest.balance)}`,
    );
    const floor = await analystAnswer('will we dip below our floor?', f);
    expect(analystQuery('will we dip below our floor?', f).calls).toEqual([
      { name: 'get_cash_forecast', args: { asked: 'floor' } },
    ]);
    expect(lead(floor)).toMatch(forecast.warning ? /^Yes: / : /^No: /);
    expect(lead(floor)).toContain(formatMoneyInFull(forecast.floor));
  }, 60_000);

  it('answers "can we retire at 60?" from the retirement engine, with its assumptions, equal to the API', async () => {
    const odds = (p: number) => `${new Decimal(p).times(100).toDecimalPlaces(1).toFixed(1)}%`;
    // The demo family's own plan (Daniel retiring at 62, Claire at 60): the odds GET /retirement answers.
    const seeded = await demo.get<RetirementPlan>('/retirement');
    expect(seeded.inputs.adults.map((a) => [a.name, a.retirementAge])).toEqual([
      ['Daniel', 62],
      ['Claire', 60],
    ]);
    expect(lead(await answerToolCall(await facts(), { name: 'get_retirement_odds', args: {} }))).toContain(
      `the money lasts in ${odds(seeded.projection!.successProbability)} of 10,000`,
    );
    const adults = [
      { name: 'Alex', birthYear: 1978, retirementAge: 65 },
      { name: 'Jordan', birthYear: 1980, retirementAge: 64, benefitAnnual: '24000' },
    ];
    const stored = await fetch(`${api.url}/api/retirement`, {
      method: 'PUT',
      headers: { cookie: demoCookie, 'content-type': 'application/json' },
      // Spending high enough that the odds are neither 0% nor 100%, so the age moves them.
      body: JSON.stringify({ adults, annualSpending: '420000', annualSavings: null, startingWealth: null }),
    });
    expect(stored.status).toBe(200);
    const plan = await demo.get<RetirementPlan>('/retirement');
    const at60 = await demo.post<RetirementSimulation>('/retirement/simulate', {
      adults: adults.map((a) => ({ ...a, retirementAge: 60 })),
      annualSpending: '420000',
      annualSavings: null,
      startingWealth: null,
    });
    const f = await facts();
    expect(analystQuery('can we retire at 60?', f).calls).toEqual([
      { name: 'get_retirement_odds', args: { retirementAge: 60 } },
    ]);
    const answer = await analystAnswer('can we retire at 60?', f);
    expect(lead(answer)).toContain(
      `With retiring at 60, the money lasts in ${odds(at60.projection!.successProbability)} of 10,000`,
    );
    // Its assumptions, stated: the scenario the API ran.
    expect(answer).toContain(`Invested wealth today: ${formatMoneyInFull(at60.scenario.startingWealth)}`);
    expect(answer).toContain(
      `Spending in retirement: ${formatMoneyInFull(at60.scenario.annualSpending)} a year`,
    );
    expect(answer).toContain(`Inflation ${at60.scenario.assumptions.inflation}%`);
    const planned = await analystAnswer('are we on track for retirement?', f);
    expect(lead(planned)).toContain(`the money lasts in ${odds(plan.projection!.successProbability)}`);
    expect(odds(plan.projection!.successProbability)).not.toBe(odds(at60.projection!.successProbability));
  }, 60_000);

  it('ranks the merchants spent most at from the summary the API ranks', async () => {
    const f = await facts();
    const year = f.today.slice(0, 4);
    const question = 'which merchant did we spend the most at this year?';
    const [call] = analystQuery(question, f).calls;
    expect(call).toMatchObject({ name: 'rank_items', args: { set: 'merchants', order: 'largest' } });
    const top = await demo.get<TransactionSummary>('/transactions/summary', {
      from: `${year}-01-01`,
      to: f.today,
      topMerchants: 3,
    });
    const [winner, second] = top.byMerchant!;
    expect(lead(await analystAnswer(question, f))).toContain(
      `${winner!.merchant} is where you spent the most: ${formatMoneyInFull(winner!.expenses)}`,
    );
    expect(lead(await analystAnswer('and the runner-up?', f, [question]))).toContain(
      `${second!.merchant} is the second largest`,
    );
  }, 60_000);

  it('says plainly what a family without placements, history or birth years lacks, and lists the tools', async () => {
    expect(lead(await analystAnswer("what's the IRR on our private deals?", empty))).toMatch(
      /^I don't see any private placements on file/,
    );
    expect(lead(await analystAnswer('when is our cash lowest next year?', empty))).toMatch(
      /^I don't see enough history to forecast your cash yet: it needs at least 3 months of transactions/,
    );
    expect(lead(await analystAnswer('can we retire at 60?', empty))).toMatch(
      /^I don't see any birth years in your retirement plan/,
    );
    expect(toolTopics()).toEqual(
      expect.arrayContaining([
        expect.stringContaining('IRR'),
        expect.stringContaining('cash over the next twelve months'),
        expect.stringContaining('retire at 60'),
      ]),
    );
  }, 60_000);
});
