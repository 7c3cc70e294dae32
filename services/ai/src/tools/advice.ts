// Who can help (the family's professionals and the kinds missing, or one of them by name) and what to do
// first: the analyst's findings, or the recommendations stored on the AI Recommendations page by status.
import { recommendationStatuses, type RecommendationStatus } from '@heirloom/contracts';
import { z } from 'zod';
import { professionalLabel, professionalsAnswer, recommendationsAnswer } from '../facts/answers';
import type { FamilyFacts } from '../facts/family-facts';
import { asText, listOf, plural } from '../facts/format';
import { resolveEntity } from '../facts/entities';
import { $orNull } from './shared';
import { defineTool } from './tool';

export const professionalsTool = defineTool({
  name: 'get_professionals',
  topic: 'your professional network',
  intent: 'professionals',
  description:
    "The family's professional network, and the kinds of professional their data calls for that are missing. With `name`, that one professional.",
  parameters: z.strictObject({
    name: z
      .string()
      .trim()
      .min(2)
      .max(100)
      .optional()
      .describe('One professional by name or firm ("Priya", "Brenner Law"), typos allowed.'),
  }),
  run: (f, { name }) => {
    if (name) {
      const resolved = resolveEntity(name, f, 'professional');
      const person =
        resolved && 'found' in resolved ? f.data.professionals.find((p) => p.id === resolved.found.id) : null;
      return {
        kind: 'one' as const,
        asked: name,
        professional: person
          ? {
              name: person.name,
              type: person.type,
              firm: person.firm,
              email: person.email,
              phone: person.phone,
              specialty: person.specialty,
            }
          : null,
        names: f.data.professionals.map((p) => p.name),
      };
    }
    return {
      kind: 'all' as const,
      professionals: f.professionals.professionals,
      missing: f.analysis.referrals.needs
        .filter((n) => n.referralNeeded)
        .map((n) => ({
          area: n.category,
          suggested: n.professionalTypes[0],
          why: n.needs.map((x) => x.title),
        })),
    };
  },
  render: (result, facts) => {
    if (result.kind === 'all') return professionalsAnswer(facts);
    const p = result.professional;
    if (!p) {
      return `No one in your network goes by that name${result.names.length > 0 ? `. Your network: ${listOf(result.names.map(asText))}` : ''}.`;
    }
    const contact = [p.phone, p.email].filter(Boolean).join(', ');
    return `${asText(p.name)} is your ${professionalLabel(p.type)}${p.firm ? ` at ${asText(p.firm)}` : ''}${p.specialty ? ` (${asText(p.specialty)})` : ''}${contact ? `; contact: ${contact}` : ''}.`;
  },
});

const statuses = [...recommendationStatuses, 'all'] as const;

/** The stored recommendations of a status (what the AI Recommendations page lists), newest first. */
function storedRecommendations(facts: FamilyFacts, status: (typeof statuses)[number]) {
  const all = facts.data.recommendations;
  const chosen = all
    .filter((r) => status === 'all' || r.status === status)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    status,
    count: chosen.length,
    byStatus: Object.fromEntries(
      recommendationStatuses.map((s) => [s, all.filter((r) => r.status === s).length]),
    ) as Record<RecommendationStatus, number>,
    recommendations: chosen.map((r) => ({
      title: r.title,
      type: r.type,
      priority: r.priority,
      status: r.status,
      yearlySaving: $orNull(r.potentialSavings),
      created: r.createdAt.slice(0, 10),
    })),
  };
}

function renderStored(r: ReturnType<typeof storedRecommendations>): string {
  const which = r.status === 'all' ? '' : `${r.status} `;
  const rest = recommendationStatuses
    .filter((s) => s !== r.status && r.byStatus[s] > 0)
    .map((s) => `${r.byStatus[s]} ${s}`);
  const elsewhere = rest.length > 0 && r.status !== 'all' ? ` Besides them: ${listOf(rest)}.` : '';
  if (r.count === 0) {
    return `You have no ${which}recommendations on the AI Recommendations page.${elsewhere}`;
  }
  const lines = r.recommendations.map(
    (x) =>
      `- ${asText(x.title)} (${x.priority} priority${r.status === 'all' ? `, ${x.status}` : ''}${x.yearlySaving ? `, about ${x.yearlySaving} a year` : ''})`,
  );
  return [
    `You have ${plural(r.count, `${which}recommendation`)} on the AI Recommendations page:`,
    lines.join('\n'),
    elsewhere.trim(),
  ]
    .filter(Boolean)
    .join('\n\n');
}

export const recommendationsTool = defineTool({
  name: 'get_recommendations',
  topic: 'what to do first',
  intent: 'recommendations',
  description:
    "The analyst's findings across all areas, highest priority first, with yearly savings where there is a figure. With `status`, the stored recommendations of the AI Recommendations page instead (new, reviewed, completed or all), counted and listed.",
  parameters: z.strictObject({
    status: z
      .enum(statuses)
      .optional()
      .describe(
        'The stored recommendations in this review status ("how many new recommendations do I have": new); left out, the analyst\'s own findings from the data.',
      ),
  }),
  run: (f, { status }) =>
    status
      ? { kind: 'stored' as const, ...storedRecommendations(f, status) }
      : {
          kind: 'findings' as const,
          findings: f.analysis.findings.map((x) => ({
            title: x.title,
            priority: x.priority,
            yearlySaving: $orNull(x.potentialSavings),
            description: x.description,
          })),
        },
  render: (result, facts) => (result.kind === 'stored' ? renderStored(result) : recommendationsAnswer(facts)),
});
