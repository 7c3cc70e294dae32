// The family's spending categories, and which of them a few words name: "groceries", "restaurants",
// "gas". Matching is driven by the family's own category names, with a few everyday words for them.
import type { TransactionSummary } from '@heirloom/contracts';
import Decimal from 'decimal.js';
import type { FamilyFacts } from '../facts/family-facts';
import { normalizeQuestion } from '../facts/intents';

/** "groceries" -> "grocery", "restaurants" -> "restaurant"; short words ("gas", "bus") stay. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * Everyday words for a word of a category's name. A synonym only counts when the family has a category
 * with that word in its name, so the matching stays driven by their own categories.
 */
const SYNONYMS: Readonly<Record<string, string>> = {
  restaurant: 'dining',
  eating: 'dining',
  takeout: 'dining',
  meal: 'dining',
  supermarket: 'grocery',
  gas: 'transportation',
  fuel: 'transportation',
  car: 'transportation',
  parking: 'transportation',
  commute: 'transportation',
  // British and everyday words: "transport", "petrol", "a takeaway", "the chemist", "the cinema", "holiday".
  transport: 'transportation',
  transit: 'transportation',
  petrol: 'transportation',
  taxi: 'transportation',
  takeaway: 'dining',
  chemist: 'healthcare',
  cinema: 'entertainment',
  holiday: 'travel',
  doctor: 'healthcare',
  medical: 'healthcare',
  pharmacy: 'healthcare',
  health: 'healthcare',
  movie: 'entertainment',
  concert: 'entertainment',
  electricity: 'utility',
  clothe: 'shopping',
  clothing: 'shopping',
  flight: 'travel',
  airfare: 'travel',
  airline: 'travel',
  hotel: 'travel',
  vacation: 'travel',
  rent: 'housing',
};
const NOT_KEYWORDS = new Set(['and', 'the', 'for', 'other', 'misc', 'general']);

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular);
const keywordsOf = (category: string) =>
  wordsOf(category).filter((w) => w.length >= 3 && !NOT_KEYWORDS.has(w));
/** The word itself and the category word it stands for, if any. */
function asKeywords(word: string): string[] {
  const synonym = SYNONYMS[word];
  return synonym ? [word, synonym] : [word];
}

/**
 * The family's category named in the text, case-insensitively: the whole name ("Food & Dining"), else
 * the category sharing the most words with it ("dining", "groceries", "grocery", "restaurants"); ties go to
 * the first (the largest spending). Null when none is named.
 */
export function matchCategory(text: string, categories: readonly string[]): string | null {
  const lower = normalizeQuestion(text);
  const exact = categories.find((c) => new RegExp(`\\b${escape(c.toLowerCase())}\\b`).test(lower));
  if (exact) return exact;
  const words = new Set(wordsOf(lower).flatMap(asKeywords));
  let best: string | null = null;
  let bestScore = 0;
  for (const category of categories) {
    const score = keywordsOf(category).filter((k) => words.has(k)).length;
    if (score > bestScore) [best, bestScore] = [category, score];
  }
  return best;
}

/** Whether every word of the phrase is a word of one of the categories ("groceries", "food and dining", "gas"). */
export function isCategoryPhrase(phrase: string, categories: readonly string[]): boolean {
  const keywords = new Set(categories.flatMap(keywordsOf));
  const words = wordsOf(phrase).filter((w) => !NOT_KEYWORDS.has(w));
  return words.length > 0 && words.every((w) => asKeywords(w).some((k) => keywords.has(k)));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The family's spending categories: those with spending over the last 12 months or in the period asked
 * about, largest first, then any budgeted category not among them.
 */
export function familyCategories(facts: FamilyFacts, period?: TransactionSummary | null): string[] {
  const names = [...facts.data.spending.byCategory, ...(period?.byCategory ?? [])]
    .filter((c) => new Decimal(c.expenses).greaterThan(0))
    .map((c) => c.category);
  const budgeted = facts.data.budgets.map((b) => b.category);
  const seen = new Set<string>();
  return [...names, ...budgeted].filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
