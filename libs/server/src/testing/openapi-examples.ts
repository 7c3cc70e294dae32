// Every example of a document tells the truth: each JSON request body and success answer has one, and
// each example is valid against the schema beside it (ajv, as the conformance check validates answers).
import { documentAjv, rebase, type OpenApiDocument } from './openapi-conformance';

/**
 * What is wrong with the document's examples: one line per missing or invalid example. `howToAdd` ends
 * the line of a missing one, so whoever adds a route reads there how its example is made.
 */
export function exampleProblems(document: OpenApiDocument, howToAdd: string): string[] {
  const ajv = documentAjv(document);
  const problems: string[] = [];
  const check = (where: string, media: { schema?: object; example?: unknown } | undefined) => {
    if (!media?.schema) return;
    if (media.example === undefined) {
      problems.push(`${where}: no example. ${howToAdd}`);
      return;
    }
    const validate = ajv.compile(rebase(media.schema) as object);
    if (!validate(media.example))
      for (const error of validate.errors ?? [])
        problems.push(`${where}: example${error.instancePath} ${error.message ?? 'is invalid'}`);
  };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const name = `${method.toUpperCase()} ${path}`;
      check(`${name} request body`, operation.requestBody?.content?.['application/json']);
      for (const [status, answer] of Object.entries(operation.responses))
        if (status.startsWith('2')) check(`${name} ${status}`, answer.content?.['application/json']);
    }
  }
  return problems;
}
