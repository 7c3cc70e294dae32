// Cover asked of one property ("who insures the lake condo?", "how much is the premium" after a question
// about the lake condo): a policy on file names no property it covers, so when the family has more than
// one property policy the honest answer is which of them is meant, never the property's figures nor a
// guess at one policy.
import type { FamilyFacts } from '../facts/family-facts';
import { linkEntities } from '../facts/entities';
import { asText, formatMoney } from '../facts/format';

/** A measure of a policy: who insures it, its premium, its cover. */
const COVER_ASKED =
  /\b(insur\w*|premiums?|coverage|covered|covers?|polic(?:y|ies)|insurer|underwrit\w*|deductible)\b/;
/** The whole book of policies, or a kind of policy that never covers a property. */
const NOT_ONE_PROPERTY =
  /\b(all|total|every|each|how many|life|umbrella|liability|auto|car|health|disability)\b/;

/**
 * The question back for a policy's measure asked of a property, or null. `previousText`: the
 * conversation's question before, whose property a follow-up naming none of its own leans on;
 * `previousUntied`: whether that question was itself asked back this way (then naming another property
 * alone, "and for the main house", asks the same).
 */
export function untiedCoverAsk(
  text: string,
  facts: FamilyFacts,
  previousText?: string,
  previousUntied = false,
): string | null {
  const policies = facts.data.insurance.filter((p) => p.policyType === 'property');
  if (policies.length < 2) return null;
  const coverAsked = COVER_ASKED.test(text) && !NOT_ONE_PROPERTY.test(text);
  const named = linkEntities(text, facts);
  // A policy named by its insurer is the policy asked about.
  if (named.some((m) => m.kind === 'policy')) return null;
  const property = named.some((m) => m.kind === 'property');
  const untied =
    (coverAsked && property) ||
    (coverAsked &&
      named.length === 0 &&
      (previousUntied ||
        (previousText !== undefined && linkEntities(previousText, facts, ['property']).length > 0))) ||
    (previousUntied && property && named.every((m) => m.kind === 'property'));
  if (!untied) return null;
  const choices = policies.map(
    (p) =>
      `${asText(p.provider)} (${formatMoney(p.annualPremium)} a year, ${formatMoney(p.coverageAmount)} of cover)`,
  );
  return `Which policy do you mean: ${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}? No property policy on file says which property it covers.`;
}
