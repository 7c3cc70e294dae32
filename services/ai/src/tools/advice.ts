// Who can help (the family's professionals and the kinds missing) and what to do first (the findings).
import { professionalsAnswer, recommendationsAnswer } from '../chat/answers';
import { $orNull, noArguments } from './shared';
import { defineTool } from './tool';

export const professionalsTool = defineTool({
  name: 'get_professionals',
  topic: 'your professional network',
  intent: 'professionals',
  description:
    "The family's professional network, and the kinds of professional their data calls for that are missing.",
  parameters: noArguments,
  run: (f) => ({
    professionals: f.professionals.professionals,
    missing: f.analysis.referrals.needs
      .filter((n) => n.referralNeeded)
      .map((n) => ({
        area: n.category,
        suggested: n.professionalTypes[0],
        why: n.needs.map((x) => x.title),
      })),
  }),
  render: (_result, facts) => professionalsAnswer(facts),
});

export const recommendationsTool = defineTool({
  name: 'get_recommendations',
  topic: 'what to do first',
  intent: 'recommendations',
  description:
    "The analyst's findings across all areas, highest priority first, with yearly savings where there is a figure.",
  parameters: noArguments,
  run: (f) => ({
    findings: f.analysis.findings.map((x) => ({
      title: x.title,
      priority: x.priority,
      yearlySaving: $orNull(x.potentialSavings),
      description: x.description,
    })),
  }),
  render: (_result, facts) => recommendationsAnswer(facts),
});
