// The new corpus (issue 33) through the built-in analyst: its dev half and its held-out half, each held
// at a floor per kind and overall (a ratchet: raise a floor when the analyst gets better; never lower
// one to make a change pass). NEW_CORPUS_REPORT=1 prints the dev half's table and failing questions, the
// held-out half's table only, and the line bench.mjs reads. A held-out floor that fails says only which
// kind fell and to what, never which question.
import { castellanoFamily } from './families';
import { firstSentence, judgeStrict } from './judge';
import { exactMoney } from './money';
import { newKinds, type NewKind } from './new-corpus';
import {
  devReport,
  heldOutReport,
  newAccuracy,
  runNewCorpus,
  scoreOf,
  type NewOutcome,
} from './new-corpus-run';
import { morePeriods, type Expected } from './oracle';
import { demoCorpus, richCorpus, smallCorpus } from './questions';
import { devCorpus2 } from './questions-dev-2';
import { devCorpus3 } from './questions-dev-3';
import { devCorpus4 } from './questions-dev-4';
import { devCorpus5 } from './questions-dev-5';
import { devCorpus6 } from './questions-dev-6';
import { devCorpus7 } from './questions-dev-7';
import { devCorpus8 } from './questions-dev-8';
import { devCorpus9 } from './questions-dev-9';
import { devCorpus10 } from './questions-dev-10';
import { devCorpus11 } from './questions-dev-11';
import { devCorpus12 } from './questions-dev-12';
import { devCorpus13 } from './questions-dev-13';
import { devCorpus14 } from './questions-dev-14';
import { devCorpus15 } from './questions-dev-15';
import { devCorpus16 } from './questions-dev-16';
import { devCorpus17 } from './questions-dev-17';
import { devCorpus18 } from './questions-dev-18';
import { devCorpus19 } from './questions-dev-19';
import { devCorpus20 } from './questions-dev-20';
import { devCorpus21 } from './questions-dev-21';
import { heldOutCorpus } from './questions-heldout';

type Floors = Readonly<Record<NewKind | 'overall', number>>;

/**
 * What the analyst achieved when the floors were last set (percent of the kind's entries): the code of
 * 07064f1, 2026-11-28, after the first query rewrite of issue 33 (before it, 40cb5bb: dev 23.4%,
 * held-out 20.0%). Held-out not_on_file and overall raised after not-on-file became a vocabulary of
 * the family's record kinds (chat/not-on-file.ts): 10.0% to 90.0%, 63.1% to 71.5%; follow_up
 * 64.7% to 70.5% and overall 72.6% after a ranking's follow-ups turn the ranking first;
 * superlative 58.8% to 64.7% and overall 73.6% once cards rank by what is owed on them. Then dev-3
 * (questions-dev-3.ts, 74.7% when written) and general readings instead of recognised questions (typing
 * slips, places in a ranking, losses among losers, holdings of one account, unit addresses): dev 96.8%,
 * dev-3 93.6%, held-out 78.9% (read once before and once after that work). Raise them with the analyst;
 * the held-out half is still far from the 95% goal. Then merchants ranked from the summary's
 * topMerchants, parts about one thing narrowed to their own measures, and issue 36's planning
 * questions added to dev-3 (13 more): dev 97.8%, dev-3 98.1%. Then dev-4 (below) and general readings
 * again (a ranking's winner carried to "it", a name of two kinds read by what is asked of it, lists of
 * three, conjunctions and filler as vocabulary, net worth and a home's equity in any words, a city after
 * a unit, a spending follow-up naming another category or merchant, investment accounts as accounts, what a
 * ranking leaves out, a part leaning on the part before, counts of time as words, a question after a colon
 * or a dash restated): dev 100%, dev-3 100%, dev-4 94.3% (one dev-4 compound reworded: its two figures
 * were equal, so the judge could not tell their order).
 */
const DEV_FLOORS: Floors = {
  compound: 100.0,
  count: 100.0,
  superlative: 100.0,
  period: 100.0,
  follow_up: 100.0,
  older_miss: 100.0,
  not_on_file: 100.0,
  planning: 100.0,
  overall: 100.0,
};
/** The third dev set (questions-dev-3.ts), written after dev-2 had been tuned to: floors as for dev. */
const DEV3_FLOORS: Floors = {
  compound: 100.0,
  count: 100.0,
  superlative: 100.0,
  period: 100.0,
  follow_up: 100.0,
  older_miss: 100.0,
  not_on_file: 100.0,
  planning: 100.0,
  overall: 100.0,
};
/**
 * Every kind at 100%: where each dev set from dev-4 on was taken (a kind a set has no entries of counts
 * 100, as percentOf answers).
 */
const EVERY_KIND_MET: Floors = {
  compound: 100.0,
  count: 100.0,
  superlative: 100.0,
  period: 100.0,
  follow_up: 100.0,
  older_miss: 100.0,
  not_on_file: 100.0,
  planning: 100.0,
  overall: 100.0,
};
/**
 * The fourth dev set (questions-dev-4.ts), weighted to the kinds the held-out half scores worst on and
 * written before the analyst was worked against it. As first written (the honest estimate of how the
 * analyst generalises, 2026-12-07): 69/107, 64.4% (compound 44.4%, count 71.4%, superlative 81.4%,
 * period 62.5%, follow_up 52.0%, older_miss 66.6%, not_on_file 100%); dev 97.8%, dev-3 98.1% then.
 */
const DEV4_FLOORS = EVERY_KIND_MET;
/**
 * The fifth dev set (questions-dev-5.ts), every kind in a stranger's words, written before the analyst
 * was worked against it. As first written (the honest estimate of how the analyst generalises,
 * 2026-12-07): 62/83, 74.6% (compound 57.1%, count 75.0%, superlative 81.2%,
 * period 69.2%, follow_up 80.0%, older_miss 70.0%, not_on_file 100%); dev 100%, dev-3 100%, dev-4 94.3%
 * then. After general readings (what was paid for a thing as a measure, insurers counted as companies,
 * "the month before last" and halves of a year, British and casual words, a tax follow-up's other kind, a
 * noun two words share, two questions of their own): dev-4 100%, dev-5 100%, dev and dev-3 still 100%. One superlative was reworded after the split test found it in dev-3 ("which property has the
 * most equity"); the reworded one scored as the set did.
 */
const DEV5_FLOORS = EVERY_KIND_MET;
/**
 * The sixth dev set (questions-dev-6.ts), weighted to the held-out half's weak kinds (follow_up,
 * older_miss, compound, not_on_file), written before the analyst was worked against it. As first written
 * (the honest estimate of how the analyst generalises, 2026-12-07, code of 2338fa8): 44/65, 67.6%
 * (compound 63.6%, count 66.6%, superlative 100%, period 75.0%, follow_up 60.8%, older_miss 76.9%,
 * not_on_file 57.1%); dev, dev-3, dev-4 and dev-5 100% then. After general readings (a ticker that is a
 * word where a holding stands, texting shorthand, a month and a two-digit year, "the other one" of a
 * ranked thing or of an account type, "both together", "the month/year before" a ranking's period, "the
 * house" as the home, streets shortened, credit card debt, a credit score, custodial accounts, a tax
 * refund and property taxes as things not on file): dev-6 100%, dev to dev-5 still 100%.
 */
const DEV6_FLOORS = EVERY_KIND_MET;
/**
 * The seventh dev set (questions-dev-7.ts), written before the analyst was worked against it, weighted
 * again to older misses, follow-ups and compounds. As first written (code of e436b96, 2026-12-07):
 * 35/49, 71.4% (compound 50.0%, count 50.0%, period 75.0%, follow_up 68.4%, older_miss 81.8%); two
 * mislabelled entries were put right before any change (48 entries). After general readings ("haven" is
 * a word, not a slip of "have"; an insurer "covering" or "charging" is its policy, and "the house" its
 * property policy; a state's "return"; "; also", "as well as" and "and then" join two questions; "our
 * equity in ..." after "and" is a question of its own; "shell gas" is Shell; "private funds" are
 * placements; "both ... together" after one thing is the whole set, of the type said; "the one on the
 * lake place" after every mortgage is that one; "the position" after a holding is that holding; what a
 * merchant "got from me"): dev-7 100%, dev to dev-6 still 100%.
 */
const DEV7_FLOORS = EVERY_KIND_MET;
/**
 * The eighth dev set (questions-dev-8.ts), written before it was run, in a family's phone words ("wat",
 * "r we", "so far this yr", places by city). As first written (code of 01137a8, 2026-12-07): 44/46,
 * 95.6% (superlative 50.0%: "who did we pay the most this year" was out of scope; follow_up 92.3%:
 * "what did we pay idaho for 2025" was Idaho Power's spending, so "and the year before?" was too).
 * After two general readings (a state paid or owed, with nothing more of a name after it, is its tax
 * when a state return is on file; "who did we pay / spend the most with / got most of our money" asks
 * the merchants) and a third found beside them ("who gets the most when we die" is the largest share,
 * not every share): dev-8 100%, dev to dev-7 still 100%.
 */
const DEV8_FLOORS = EVERY_KIND_MET;
/**
 * The ninth dev set (questions-dev-9.ts): the four older misses of issue 33 in new words, and longer
 * conversations whose later turns lean on the turn before. As first written (code of 31ed130, 2026-12-07):
 * 32/44, 72.7% (compound 33.3%, follow_up 78.2%, older_miss 61.5%); one entry asking two equal shares
 * was put right before any change. After general readings (a common English word is never a slip:
 * "divided" was read as "dividend"; worth "after debts" is the net worth; a "stake ... after the loan"
 * is a home's equity; "everyone in the will" and "for how much" list the shares; a property named after a
 * loan's figure is the loan on it; "together?" after two loans that are all of them adds them; "the two
 * cards together" and "all our savings" are that type's total; a few words naming nothing lean on the
 * thing before; "the year after" a tax year; a second part that is only a name asks the first's
 * question of it; a part split from "X and Y" is trimmed): dev-9 100%, dev to dev-8 still 100%.
 */
const DEV9_FLOORS = EVERY_KIND_MET;
/**
 * The tenth dev set (questions-dev-10.ts): periods moved in a conversation, measures of budgets, funds
 * and cards, bare names as follow-ups, and "vs", "plus" and "then" between two questions. As first
 * written (code of ebbf5e4, 2026-12-07): 32/40, 80.0% (compound 60.0%, superlative 0%, period 75.0%,
 * older_miss 72.7%). After general readings ("vs" and ", then" join two questions, and a second part that
 * is only a period asks the first of it; a ticker in capitals stays a name in its part; "the priciest thing
 * we insure" ranks the policies; a season beside its months is no merchant; "that budget" after spending
 * in a category is its budget; "the castellano household" is the family; paying an insurer "every year"
 * is its premium; a fund is named by what it holds, "the bond fund"): dev-10 100%, dev to dev-9 still 100%.
 */
const DEV10_FLOORS = EVERY_KIND_MET;
/**
 * The eleventh dev set (questions-dev-11.ts): chattier questions with a reason around them, misspelt
 * names, a question that must ask back. As first written (code of 24f24ce, 2026-12-07): 29/34, 85.2%;
 * six more were written after that run and before any change (a set holds 40 or more): 38/40 with them
 * after the first changes. (A grep of questions*.ts during this work showed one line of the held-out
 * half; the dev entry it resembled was replaced, and no change was made for it.) After general readings
 * (a reason said first, "for the refinance paperwork, ...", is not the question; "our primary mortgage"
 * and "the home loan" are the home's loan; an account's name without its closing "account"; "the savings
 * account" with several asks which; one fund's or business's K-1, named or leaned on, from the K-1 tool's
 * new `entity`; a donor-advised fund is not on file; a fund without its issuer, "the total bond market
 * fund"): dev-11 100%, dev to dev-10 still 100%.
 */
const DEV11_FLOORS = EVERY_KIND_MET;
/**
 * The twelfth dev set (questions-dev-12.ts): mostly compounds across kinds of thing and conversations.
 * As first written (code of fc04ba7, 2026-12-07): 27/31, 87.0%; nine more written after that run and
 * before any change passed as written (36/40, 90.0%). After general readings (two questions a comma joins
 * are each answered; "which of those two is worth more" after two holdings is the larger; "what's diego
 * down for" is his share; a thing's "costs" are spending, never the thing not on file; two parts that come
 * to one answer say it once): dev-12 100%, dev to dev-11 still 100%.
 */
const DEV12_FLOORS = EVERY_KIND_MET;
/**
 * The thirteenth dev set (questions-dev-13.ts): the older misses, compounds and follow-ups again, in
 * texting words and two-digit years, written before it was run. As first written (code of 29046ee,
 * 2026-12-07): 50/62, 80.6% (compound 90.0%, count 100%, superlative 100%, period 87.5%, follow_up
 * 72.7%, older_miss 60.0%, not_on_file 100%); three questions found asked before by earlier sets were
 * reworded before any change, and one of the rewordings ("everything we spent last qtr") is the period
 * miss. After general readings (what is left after selling everything is "what we'd end up with"; "the
 * whole pot" or the kinds of thing "included" is the net worth; "everything" is no merchant; a policy's
 * "cost" is its premium; what is paid to an insurer of several policies adds them up; "their cut" and "a
 * breakdown" of the beneficiaries are every share; "how much of the place do we own" is its equity; "what
 * it cost us originally" is its price; a count's follow-up naming another type counts that type; "which
 * one is higher" after a type's total ranks that type; a pronoun for the thing before in a question that
 * names nothing of its own; the "things in" an investment account are its holdings; "by how much did it
 * go up" after two tax years is the change between them): dev-13 100%, dev to dev-12 still 100%.
 */
const DEV13_FLOORS = EVERY_KIND_MET;
/**
 * The fourteenth dev set (questions-dev-14.ts): seasons as periods, "what's the difference" after two
 * periods or two accounts, three questions in one, counts and superlatives over every kind of thing, in
 * a new voice, written before it was run. As first written (code of 724c6ba, 2026-12-07): 40/66, 60.6%
 * (compound 50.0%, count 87.5%, superlative 55.5%, period 22.2%, follow_up 50.0%, older_miss 100%,
 * not_on_file 100%); one question asked before by an earlier set was reworded and one count's label put
 * right (none over budget is "none of your budgets", not "0 budgets") before any change. After general
 * readings (the seasons as months; the change between two spending periods, get_spending compareTo, and
 * how far apart two things' figures are, rank_items gap; a gain in percent, gain_percent; "steeper",
 * "lower", "thinnest"; what is left "aside"; "the people named in our will"; a noun of the thing's kind,
 * "the place", "those shares", for the thing before; three parts without question words; parts that
 * lean on the first part's thing narrowed to the measure each asks; a two-digit year alone after "vs";
 * slang for spending, "blow", "drop"; one fund's K-1 for another's): dev-14 100%, dev to dev-13 still
 * 100%.
 */
const DEV14_FLOORS = EVERY_KIND_MET;
/**
 * The fifteenth dev set (questions-dev-15.ts): four new voices (texted fragments, a retiree's formal
 * sentences, names mixed with nicknames, English as a second language), 40% conversations whose turns
 * change the measure, the period, the thing, two at once, ask "by how much", go back to the first turn's
 * thing or must ask back, written before it was run. As first written (code of 5837fb3, 2026-12-07):
 * 53/74, 71.6% (compound 69.2%, count 80.0%, superlative 100%, period 88.8%, follow_up 63.3%,
 * older_miss 42.8%, not_on_file 100%); of those passes, "what did our travel over the holidays come to?"
 * (labelled as a question back) passed only because the not-understood reply's suggestions end with "?",
 * so the judge's clarify now refuses that reply: honestly 52/74, 70.3% (period 77.7%). No question was
 * reworded and no label changed. After general readings ("the week before last", and the quarter or week
 * "before that"; a time with no dates of its own asked back; "every month" with the other ways of saying
 * it; two named things joined by a comma or "&"; a count's names asked "from which companies";
 * "insurances"; "all my money" as what is had; "%s"; a fragment opening with the beneficiaries; a second
 * part opening with "its"; a loan named after "net of" in an equity question; "together how much?"; "the
 * first one" of a conversation; "the bond one"; a fund named by its index; "cards total owed"; nicknames
 * of given names; several people named with "each"; a new year and the change to it in one follow-up; a
 * card's limit in its answer; properties with a loan on them or owned outright; formal fillers, "I should
 * like to know"): dev-15 100%, dev to dev-14 still 100%.
 */
const DEV15_FLOORS = EVERY_KIND_MET;
/**
 * The sixteenth dev set (questions-dev-16.ts): three new voices (a grandparent dictating to a phone, with
 * no punctuation and homophones; a terse CFO; a worried spouse asking indirectly), 34% conversations, 22%
 * compounds, 17% older misses, written before it was run. As first written (code of eb317b5,
 * 2026-12-07): 47/65, 72.3% (compound 85.7%, count 100%, superlative 100%, period 83.3%, follow_up
 * 50.0%, older_miss 63.6%, not_on_file 100%); no question was a duplicate. One conversation's label was
 * put right after that run, before any change for it: "who insures the lake condo" then "how much is the
 * premium" had been labelled with the Allstate premium, but no policy on file says which property it
 * covers, so the honest answer asks which (it failed as written under either label). After general
 * readings ("who gets what from the will", a beneficiary "allocation", the estate "split between" some
 * of them; "CPA count"; "back" before a period; a "federal liability"; "delta" alone; "put together";
 * "the wells fargo savings" in a follow-up; "the other mortgage" after a loan asked by its property; a
 * seven-word "how much" naming nothing; three named things listed with commas; a second thing after "and"
 * before the first's period; "for the same"; "those two months"; "the food bank" for a Foodbank): 63/65,
 * 96.9%; the two left are that conversation (the analyst answers the property, not which policy). Dev to
 * dev-15 still 100%. Then a policy's measure asked of a property, which no policy on file names (who
 * insures it, its premium or cover, asked of it or after a question about it), asks which property
 * policy is meant, naming each: 65/65, 100%.
 */
const DEV16_FLOORS = EVERY_KIND_MET;
/**
 * The seventeenth dev set (questions-dev-17.ts): five new voices (a teenage heir texting, English as a
 * second language, an accountant's shorthand, questions by comparison, questions opening with their
 * context), 31% conversations, 31% compounds, 17% older misses, written before it was run. As first
 * written (code after the dev-16 lake-condo reading, 2026-12-08): 44/65, 67.6%; two labels were put right
 * after that run, before any change for them (one question duplicated an earlier set's and was reworded;
 * a cost basis was read from the wrong field of the oracle's holding): honestly 45/65, 69.2% (compound
 * 65.0%, count 100%, superlative 66.6%, period 100%, follow_up 65.0%, older_miss 54.5%, not_on_file
 * 100%). After general readings (an accountant's shorthand "NW", "liabs", "bene", "chk", "sav", "bal",
 * "distros"; a teenager's "u", "r", "ur" and "tax guys" for the accountants; "is X (down) more than Y"
 * asks both figures; "by how much?" after a question of two parts is their gap, two cards by what is
 * owed on them; a policy's measure asked of a property asks which policy): 50/65, 76.9% (compound 70.0%,
 * superlative 66.6%, follow_up 70.0%, older_miss 81.8%). Still failing: "chk bal, sav bal (ally)", a
 * first part dropped before "& what did i spend", "the amount of premium for ... and the amount of
 * coverage of ...", a middle part of three, "X in october plus Y in september", "our part of the lake
 * condo" (equity) in a comparison, "where did i drop the most cash", "the house in Boise" where two
 * properties are in Boise, a question after a reason naming its thing by "it", "both months together?",
 * "is starbucks more than chipotle" (the merchants read as holdings), "what percent each person get from
 * our estate". Dev to dev-16 still 100%. Then a second pass of general readings, no label changed: a
 * kind of account beside another joined by a comma ("chk bal, sav bal"), and of several accounts of that
 * kind the one whose bank or name is said ("sav bal (ally)", "savings at ally"); "&" or "plus" before a
 * question of its own joins two; "plus" between two things each with a period of its own is two
 * questions, and "X last month and Y this month" keeps each its own period; a second part "the amount of
 * coverage of ..." is a question of its own, and a policy's part leads with the measure asked (premium
 * or cover); a part of a list read by its topic alone ("our net worth") stands as a part; "is X more than
 * Y this year" gives the period to both sides, and "by how much?" after two merchants or categories of
 * one period is the gap between them (get_spending `versus`); "than what the bank still has on it" (a
 * lender's claim is what is owed) and "our part/share of" a property (its equity); "where did we spend
 * the most" is a merchant; "what does each person get from our estate" lists every share; "both months
 * together?" spans the two months asked before; a reason naming one thing ("we're thinking about
 * refinancing the lake condo, what rate do we pay on it") puts the thing in place of "it", the measure
 * asked first; and a property named by what two share ("the house in Boise") is answered for each, the
 * primary residence first, its loan follow-up the loan on the one of them that has one: 65/65, 100%. Dev
 * to dev-16 still 100%.
 */
const DEV17_FLOORS = EVERY_KIND_MET;
/**
 * The eighteenth dev set (questions-dev-18.ts): six new voices (a busy parent whose phone autocorrects,
 * a planner relaying a client in the third person, negations and hedges, context before and after,
 * answer-shopping, British and Australian words), 32% conversations, 28% compounds, 17% older misses,
 * written before it was run. As first written (code of 7e363d3, 2026-12-09): 59/71, 83.0% (compound
 * 90.0%, count 66.6%, superlative 100%, period 100%, follow_up 82.6%, older_miss 83.3%, not_on_file
 * 25.0%); no label changed. After general readings (a phone's autocorrect in finance's pairs, "net worm",
 * "mortgage rare", "equality"; other countries' accounts, a superannuation, an ISA, an RRSP, and a caravan
 * or motorhome, as not on file; what a home "cost us" with no period is its price; "the federal" after a
 * state tax part takes its noun; a number said to be checked, "we do have two accountants, don't we?",
 * and a "headcount" are counts; "and combined?" after the same spending of two months that meet spans
 * both; "total?" alone after two cards; "and entertainment?" after one budget's room): 70/71, 98.5%
 * (follow_up 95.6%, every other kind 100%). Still failing: "and the brokrage" after the Roth's balance
 * answers both investment accounts, not the one named Brokerage. Dev to dev-17 still 100%. Then, with
 * dev-19: after one account asked by name, a word that is both a type and part of exactly one other
 * account's name names that account: 71/71, 100%.
 */
const DEV18_FLOORS = EVERY_KIND_MET;
/**
 * The nineteenth dev set (questions-dev-19.ts): the Castellanos' own things named more than one way (two
 * accounts at Wells Fargo, an account by its bank, "the costco stock" beside "the costco card", a mortgage
 * by lender or property, a beneficiary by relation, a CPA by firm), 44% conversations of three or four
 * turns, 29% compounds (a count with a total, a superlative with a figure, two periods), 15% older misses,
 * written before it was run. As first written (code of b755515 with the dev-18 reading below,
 * 2026-12-09): 67/80, 83.7% (compound 65.2%, superlative 100%, period 100%, follow_up 94.2%, older_miss
 * 75.0%). One count's label was widened after that run ("2 credit accounts" is the count of the cards as
 * well as "2 cards"); it failed then for its missing total either way. After general readings (a count with
 * what the things counted come to, rank_items `total`; a second part whose pronoun stands for the first
 * part's winner is read as that ranking's follow-up; the family's worth as a noun, "our total worth",
 * "the bottom line", less its debts, whatever it names; "net out" as less; the heirs "in what
 * proportions"): 74/80, 92.5% (compound 82.6%, follow_up 94.2%, every other kind 100%); a count and a
 * not-on-file question, added after the first run so that every kind is in the set, passed as written:
 * 76/82, 92.6%. Then 82/82, 100%, after general readings: two periods compared whatever joins them
 * ("vs", "compared to") and however short the second ("q2", "h2 so far"), and "in the first half" as the
 * year's; "last tax year" as a period two taxes share, and "federal and idaho tax" after a question's
 * verb ("what was our federal and idaho tax", "how much federal and state tax did we pay"); a second
 * part whose pronoun stands for the first part's winner kept as a part of its own, whatever it reads as
 * alone, and narrowed to its measure ("the rate on its loan"); a holding's share count ("how many shares
 * of it", "how many units of the costco stock", "how many shares is that?"); "which of those is the
 * savings one" as a pick by type or name among the accounts answered together one or two turns before;
 * "the checking one" as the type alone; "add the two up" as both together. Dev to dev-18 100%.
 */
const DEV19_FLOORS = EVERY_KIND_MET;
/**
 * The twentieth dev set (questions-dev-20.ts): a first-time user in the demo's voice, mostly Jordan Pike
 * (polite and wordy openers, vague times, apologies, two things at once, short follow-ups), written before
 * it was run. As first written (code of 1b9f45c with the dev-19 readings above, 2026-12-09): 35/42, 83.3%
 * (period 71.4%, follow_up 66.6%, every other kind 100%); no label changed; one question (which had passed)
 * reworded after the first run because an earlier set had asked it of the Castellanos already ("how many
 * properties do we own, and where are they"), and eight added before their own first run to make the set
 * 40 or more (the first 34 as written: 28/34, 82.3%). After general
 * readings (a newcomer's courtesies before the question, "hello, could you let me know", "sorry to bother
 * you, but", "would you mind telling me"; "paid in" a thing is money paid, not paid-in capital; paying
 * for a thing is spending, "what do i pay in rent"; "who is it with?" and "when does it renew?" after every
 * policy when there is only one; a return's income or rate asked after its tax): 42/42, 100%.
 */
const DEV20_FLOORS = EVERY_KIND_MET;
/**
 * The twenty-first dev set (questions-dev-21.ts): follow-ups after a compound ("and the second one?", "and
 * for both of those in september?"), three-part compounds, and a figure beside a yes/no ("are we paying
 * more than 6% on any loan, and which?"), written before it was run (with the three readings of dev-20's
 * weak spots already in: a monthly figure of spending as the last whole month's, "what gas cost me" with
 * no auxiliary verb, "the wells fargo one" asked back). As first written (2026-12-09): 37/44, 84.0%
 * (compound 66.6%, follow_up 60.0%, every other kind 100%); four questions (all passing) reworded after
 * the first run because an earlier set had asked them of the same family, and one conversation's opener
 * reworded because the set asked it alone too; then, the whole split test finding one of its questions
 * already asked in the other half, its single questions reworded blind in two rounds (the duplicate never
 * looked for; eleven, then every other one, each by a word or two): the score unchanged, 37/44. Not yet worked against: the
 * floors are where it stands, the failures left for the next round (a yes/no about loans' rates and which
 * ones; a three-part compound's first and last parts; "the second one" and "both of those" after a
 * compound; "over the whole year so far" after a monthly figure; "the monthly payments on those").
 */
const DEV21_FLOORS: Floors = {
  compound: 66.6,
  count: 100.0,
  superlative: 100.0,
  period: 100.0,
  follow_up: 60.0,
  older_miss: 100.0,
  not_on_file: 100.0,
  planning: 100.0,
  overall: 84.0,
};
const HELD_OUT_FLOORS: Floors = {
  // Read at the end of the dev-4 work (81.0% overall when last read before it, 86.3% after), at the end
  // of the dev-5 work (88.4%), at the end of the dev-6 work (90.5%: follow_up 76.4% to 82.3%,
  // not_on_file 90.0% to 100%), after dev-7 (90.5%, unchanged), once after the dev-8 to dev-11 work
  // (91.5%: older_miss 71.4% to 85.7%) and once after the dev-13 to dev-15 work (92.6%: superlative
  // 94.1% to 100%).
  compound: 86.6,
  count: 100.0,
  superlative: 100.0,
  period: 95.0,
  follow_up: 82.3,
  older_miss: 85.7,
  not_on_file: 100.0,
  // None in the held-out half (dev-3 only): percentOf answers 100 for a kind without entries.
  planning: 100.0,
  overall: 92.6,
};

const percentOf = (outcomes: readonly NewOutcome[], kind: NewKind | 'overall') =>
  newAccuracy(outcomes).find((a) => a.kind === kind)?.percent ?? 100;

/** The dev sets in the order they were written: each is held to its floors and to being new. */
const DEV_SETS = [
  { name: 'dev', corpus: devCorpus2, floors: DEV_FLOORS },
  { name: 'dev-3', corpus: devCorpus3, floors: DEV3_FLOORS },
  { name: 'dev-4', corpus: devCorpus4, floors: DEV4_FLOORS },
  { name: 'dev-5', corpus: devCorpus5, floors: DEV5_FLOORS },
  { name: 'dev-6', corpus: devCorpus6, floors: DEV6_FLOORS },
  { name: 'dev-7', corpus: devCorpus7, floors: DEV7_FLOORS },
  { name: 'dev-8', corpus: devCorpus8, floors: DEV8_FLOORS },
  { name: 'dev-9', corpus: devCorpus9, floors: DEV9_FLOORS },
  { name: 'dev-10', corpus: devCorpus10, floors: DEV10_FLOORS },
  { name: 'dev-11', corpus: devCorpus11, floors: DEV11_FLOORS },
  { name: 'dev-12', corpus: devCorpus12, floors: DEV12_FLOORS },
  { name: 'dev-13', corpus: devCorpus13, floors: DEV13_FLOORS },
  { name: 'dev-14', corpus: devCorpus14, floors: DEV14_FLOORS },
  { name: 'dev-15', corpus: devCorpus15, floors: DEV15_FLOORS },
  { name: 'dev-16', corpus: devCorpus16, floors: DEV16_FLOORS },
  { name: 'dev-17', corpus: devCorpus17, floors: DEV17_FLOORS },
  { name: 'dev-18', corpus: devCorpus18, floors: DEV18_FLOORS },
  { name: 'dev-19', corpus: devCorpus19, floors: DEV19_FLOORS },
  { name: 'dev-20', corpus: devCorpus20, floors: DEV20_FLOORS },
  { name: 'dev-21', corpus: devCorpus21, floors: DEV21_FLOORS },
] as const;
const FLOOR_KINDS = [...newKinds, 'overall' as const];

describe('the new corpus (issue 33) through the built-in analyst', () => {
  /** Each dev set's outcomes, in DEV_SETS' order. */
  let devRuns: NewOutcome[][];
  let dev: NewOutcome[];
  let heldOut: NewOutcome[];
  // NEW_CORPUS_REPORT=dev: the dev sets only, the held-out half neither run nor judged (for working on
  // the analyst without its score steering the work).
  const devOnly = process.env.NEW_CORPUS_REPORT === 'dev';
  const heldOutIt = devOnly ? it.skip : it;

  beforeAll(async () => {
    devRuns = [];
    for (const set of DEV_SETS) devRuns.push(await runNewCorpus(set.corpus));
    dev = devRuns[0]!;
    heldOut = devOnly ? [] : await runNewCorpus(heldOutCorpus);
    if (devOnly || process.env.NEW_CORPUS_REPORT === '1') {
      // The first set's table keeps its old title ("dev half").
      const reports = DEV_SETS.map((set, i) => devReport(devRuns[i]!, i === 0 ? undefined : set.name));
      const scores = DEV_SETS.map((set, i) => scoreOf(set.name, devRuns[i]!));
      if (!devOnly) {
        reports.push(heldOutReport(heldOut));
        scores.push(scoreOf('held-out', heldOut));
      }
      process.stdout.write(`\n${reports.join('\n\n')}\n\nadvisor corpus: ${scores.join(', ')}\n`);
    }
  }, 90_000);

  heldOutIt(
    'is big enough and split whole: 160 questions or more, every kind in both halves, no conversation or question in both',
    () => {
      expect(dev.length + heldOut.length).toBeGreaterThanOrEqual(160);
      // Every kind of issue 33 in each half; issue 36's planning questions are dev-3's alone.
      const kinds33 = new Set(newKinds.filter((k) => k !== 'planning'));
      for (const half of [...devRuns, heldOut]) {
        expect(new Set(half.map((o) => o.entry.kind).filter((k) => k !== 'planning'))).toEqual(kinds33);
      }
      // No conversation of a dev set is the held-out half's or an earlier dev set's.
      const chains = (half: NewOutcome[]) => new Set(half.flatMap((o) => o.entry.chain ?? []));
      devRuns.forEach((set, i) => {
        const before = [...devRuns.slice(0, i), heldOut].map(chains);
        expect([...chains(set)].filter((c) => before.some((b) => b.has(c)))).toEqual([]);
      });
      // New questions, not the old corpus's: no single question asked twice of a family.
      const asked = (family: string, question: string) => `${family}: ${question.toLowerCase().trim()}`;
      const old = new Set(
        [...richCorpus, ...smallCorpus, ...demoCorpus].map((e) => asked(e.family, e.question)),
      );
      const fresh = [...devRuns.flat(), ...heldOut]
        .filter((o) => !o.entry.earlier)
        .map((o) => asked(o.entry.family, o.entry.question));
      expect(fresh.filter((q) => old.has(q))).toEqual([]);
      expect(fresh.length).toBe(new Set(fresh).size);
    },
  );

  // The split test above also reads the held-out half, so it is skipped under NEW_CORPUS_REPORT=dev; this
  // one holds dev-6 and every set after it to the same rules against every set before them and the old corpus, without it.
  it.each(DEV_SETS.map((set, at) => [set.name, at] as const).slice(4))(
    '%s asks new questions: none asked before of the same family, no conversation of another set',
    (_, at) => {
      const set = devRuns[at]!;
      const earlier = devRuns.slice(0, at);
      const asked = (o: NewOutcome) => `${o.entry.family}: ${o.entry.question.toLowerCase().trim()}`;
      const before = new Set([
        ...[...richCorpus, ...smallCorpus, ...demoCorpus].map(
          (e) => `${e.family}: ${e.question.toLowerCase().trim()}`,
        ),
        ...earlier
          .flat()
          .filter((o) => !o.entry.earlier)
          .map(asked),
      ]);
      const fresh = set.filter((o) => !o.entry.earlier).map(asked);
      expect(fresh.filter((q) => before.has(q))).toEqual([]);
      expect(fresh.length).toBe(new Set(fresh).size);
      const chains = new Set(earlier.flatMap((h) => h.flatMap((o) => o.entry.chain ?? [])));
      expect(set.flatMap((o) => o.entry.chain ?? []).filter((c) => chains.has(c))).toEqual([]);
      expect(set.length).toBeGreaterThanOrEqual(40);
    },
  );

  it.each(DEV_SETS.flatMap((set, i) => FLOOR_KINDS.map((kind) => [set.name, kind, i] as const)))(
    '%s, %s: accuracy is at least its floor',
    (_, kind, i) => {
      expect(percentOf(devRuns[i]!, kind)).toBeGreaterThanOrEqual(DEV_SETS[i]!.floors[kind]);
    },
  );

  heldOutIt.each(FLOOR_KINDS)('held-out, %s: accuracy is at least its floor', (kind) => {
    expect(percentOf(heldOut, kind)).toBeGreaterThanOrEqual(HELD_OUT_FLOORS[kind]);
  });

  it('counts periods as people say them, from the corpus clock', () => {
    const today = castellanoFamily.data.today;
    expect(today).toBe('2026-11-18');
    expect(morePeriods.pastWeeks(6)(today)).toEqual({ from: '2026-10-08', to: '2026-11-18' });
    expect(morePeriods.pastDays(10)(today)).toEqual({ from: '2026-11-09', to: '2026-11-18' });
    expect(morePeriods.months(3, 5)(today)).toEqual({ from: '2026-03-01', to: '2026-05-31' });
    expect(morePeriods.quarter(1)(today)).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(morePeriods.quarter(4)(today)).toEqual({ from: '2026-10-01', to: '2026-11-18' });
    expect(morePeriods.quarter(4, 2025)(today)).toEqual({ from: '2025-10-01', to: '2025-12-31' });
    expect(morePeriods.lastQuarter(today)).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(morePeriods.since(6)(today)).toEqual({ from: '2026-06-01', to: '2026-11-18' });
    expect(morePeriods.months(12, 12)(today)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(['1822895.41', '-86.1', '2000000'].map(exactMoney)).toEqual([
      '$1,822,895.41',
      '-$86.10',
      '$2,000,000.00',
    ]);
  });

  it('judges strictly: the winner first, each part in order, the figure in full in the first sentence, no parser words', () => {
    const winner: Expected = {
      kind: 'winner',
      name: ['PFE', 'Pfizer'],
      figure: '$9,234.00',
      rivals: ['BA', 'SBUX'],
    };
    expect(judgeStrict('Pfizer (PFE) lost the most: $9,234.00.', winner).pass).toBe(true);
    expect(judgeStrict('BA, SBUX and PFE lost $9,234.00 at most.', winner).pass).toBe(false);
    expect(judgeStrict('PFE lost the most. It is down $9,234.00.', winner).pass).toBe(false);
    expect(judgeStrict('Your holdings:\n\n- PFE $9,234.00', winner).pass).toBe(false);

    const parts: Expected = { kind: 'compound', parts: [['$1.00'], ['$2.00']] };
    expect(judgeStrict('Groceries $1.00; dining $2.00.', parts).pass).toBe(true);
    expect(judgeStrict('Dining $2.00; groceries $1.00.', parts).pass).toBe(false);
    expect(judgeStrict('Groceries $1.00.\n\nDining $2.00.', parts).pass).toBe(false);

    const full: Expected = { kind: 'exact', figures: ['$1,822,895.41'] };
    expect(judgeStrict('Your net worth is $1,822,895.41 ($1.82M).', full).pass).toBe(true);
    expect(judgeStrict('Your net worth is $1.82M. In full: $1,822,895.41.', full).pass).toBe(false);
    expect(firstSentence('You owe U.S. Bank $251,904.12 at 7.25%. More.')).toBe(
      'You owe U.S. Bank $251,904.12 at 7.25%.',
    );

    const count: Expected = {
      kind: 'count',
      count: /\b(?:2|two)\b\s+CPAs?/i,
      names: ['Lena Whitaker', 'Marcus Oyelaran'],
    };
    expect(judgeStrict('You work with 2 CPAs: Lena Whitaker and Marcus Oyelaran.', count).pass).toBe(true);
    expect(judgeStrict('Your CPAs are Lena Whitaker and Marcus Oyelaran.', count).pass).toBe(false);

    expect(
      judgeStrict('I found no category or merchant matching "x". You spent $1,822,895.41.', full).pass,
    ).toBe(false);
    expect(judgeStrict("You spent $1,822,895.41.\n\nI couldn't match the rest.", full).pass).toBe(false);
    expect(judgeStrict("I don't see a boat loan on file.", { kind: 'not_on_file' }).pass).toBe(true);
    // A question back, not the not-understood reply whose suggestions happen to end with "?".
    expect(judgeStrict('Which dates do you mean by "the holidays"?', { kind: 'clarify' }).pass).toBe(true);
    expect(
      judgeStrict(
        'I can only answer questions about your own finances in Heirloom. You can ask me about budgets: for example "Are we over budget anywhere?"',
        { kind: 'clarify' },
      ).pass,
    ).toBe(false);
    const askBack: Expected = { kind: 'ask_back', candidates: ['VOO', 'VTI', 'BND'] };
    expect(judgeStrict('Which one do you mean: VOO, VTI or BND?', askBack).pass).toBe(true);
    expect(judgeStrict('Which one do you mean?', askBack).pass).toBe(false);
  });
});
