// The requests of the AI service's OpenAPI examples (its calls take no row to copy): the demo family's
// questions. A route without one fails src/openapi.spec.ts until it has an entry here.
import type { ExampleRequest } from '@heirloom/server/src/testing/openapi-examples';
// The demo family's own ids on the examples' clock (test code only, as src/openapi.spec.ts).
import { buildDemoFamily } from '../../../api/src/seed/demo-family';
import { EXAMPLE_CLOCK } from '../../../api/src/testing/openapi-examples';

/** The demo family's highest-rate mortgage: the one whose refinance pays. */
function demoMortgageId(): string {
  const { mortgages } = buildDemoFamily({ today: EXAMPLE_CLOCK });
  return [...mortgages].sort((a, b) => Number(b.interestRate) - Number(a.interestRate))[0]!.id;
}

export const HOW_TO_ADD_AN_EXAMPLE =
  'The AI examples are captured from the demo family: add the request to ' +
  'services/ai/src/testing/example-requests.ts, then run `npm run openapi` and review the diff.';

export const exampleRequests: Record<string, ExampleRequest> = {
  'POST /api/ai/chat': { body: { message: 'Should I refinance any of my mortgages?' } },
  'POST /api/ai/chat/stream': { body: { message: 'Are we over budget this month?' } },
  'POST /api/ai/review': { body: { area: 'estate' } },
  'GET /api/ai/refinance/{mortgageId}': { path: `/api/ai/refinance/${demoMortgageId()}` },
};
