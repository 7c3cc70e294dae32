// `npm run openapi:client`: the TypeScript types of the committed OpenAPI documents, one file per
// service in libs/platform, which its typed client (libs/platform/src/client.ts) is built on.
// `--check` (run by `npm run lint`) regenerates in memory and fails naming each file that differs, so
// a document changed without its client fails the lint.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import ts from 'typescript';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each committed document and the file its types are written to. */
export const targets = [
  { document: 'services/api/openapi.json', output: 'libs/platform/src/openapi/api.gen.ts' },
  { document: 'services/ai/openapi.json', output: 'libs/platform/src/openapi/ai.gen.ts' },
];

const { factory } = ts;
const sentDateTime = (nullable) =>
  factory.createUnionTypeNode([
    factory.createKeywordTypeNode(ts.SyntaxKind.StringKeyword),
    factory.createTypeReferenceNode('Date'),
    ...(nullable ? [factory.createLiteralTypeNode(factory.createNull())] : []),
  ]);

/**
 * The client sends a body as JSON, and a Date's JSON is its date-time string: so where a request body
 * takes a date-time, a Date (what the forms' schemas parse a date-time field into) may be given.
 * Answers keep `string`: that is what arrives.
 */
function transform(schema, { path: at }) {
  if (schema.type === 'string' && schema.format === 'date-time' && at?.includes('/requestBody/')) {
    return sentDateTime(schema.nullable === true);
  }
  return undefined;
}

/** The generated file's text for one document (paths relative to `root`). */
export async function render(document, root = repoRoot) {
  const schema = JSON.parse(await readFile(path.join(root, document), 'utf8'));
  const nodes = await openapiTS(schema, { silent: true, transform });
  return `${COMMENT_HEADER}// From ${document} by \`npm run openapi:client\`.\n\n${astToString(nodes)}`;
}

/** Writes every target's file; resolves with the outputs written. */
export async function generate(list = targets, root = repoRoot) {
  for (const { document, output } of list) {
    await writeFile(path.join(root, output), await render(document, root));
  }
  return list.map((t) => t.output);
}

/** The outputs whose committed text differs from what their documents generate (missing counts). */
export async function stale(list = targets, root = repoRoot) {
  const found = [];
  for (const { document, output } of list) {
    const committed = await readFile(path.join(root, output), 'utf8').catch(() => null);
    if (committed !== (await render(document, root))) found.push(output);
  }
  return found;
}

/** `--check`: one line per stale file, naming it and the command that brings it up to date. */
export async function check(list = targets, root = repoRoot) {
  const files = await stale(list, root);
  return files.map((file) => `${file} is stale: its OpenAPI document changed; run npm run openapi:client`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--check')) {
    const problems = await check();
    for (const line of problems) console.error(line);
    if (problems.length > 0) process.exit(1);
    console.log('The generated API types match services/api and services/ai openapi.json.');
  } else {
    for (const file of await generate()) console.log(`wrote ${file}`);
  }
}
