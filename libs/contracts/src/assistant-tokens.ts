// A person's tokens for their own AI assistant (issue 33): Claude, ChatGPT and other MCP clients read
// the family's figures through the AI service's MCP server (/api/ai/mcp), which sends the token on as
// `Authorization: Bearer hlm_…`. A token acts as its person in the family they acted for when they made
// it, with that person's role or grant there today, and only reads. Stored hashed; shown once.
//
//   GET    /api/account/assistant-tokens        → AssistantToken[]
//   POST   /api/account/assistant-tokens        CreateAssistantToken → AssistantTokenCreated
//   DELETE /api/account/assistant-tokens/{id}   → 204 (revoked at once)
import { z } from './zod';
import { entityId, isoDateTime } from './entities/fields';
import { needsStepUp } from './second-factor-rules';

/** What every token begins with, so a leaked one is recognisable (and scanners can find it). */
export const ASSISTANT_TOKEN_PREFIX = 'hlm_';
/** The prefix and 32 random bytes in base64url (43 characters). */
export const ASSISTANT_TOKEN_PATTERN = /^hlm_[A-Za-z0-9_-]{43}$/;
export const ASSISTANT_TOKEN_NAME_MAX = 60;
/** Live (unrevoked) tokens a person may hold at once. */
export const ASSISTANT_TOKEN_MAX = 10;
/** How many of a token's last characters the list shows, to tell tokens apart. */
export const ASSISTANT_TOKEN_HINT_LENGTH = 4;

export const assistantTokenMessages = {
  name: 'Give the token a name, such as the assistant you use it with',
  nameTooLong: `Use at most ${ASSISTANT_TOKEN_NAME_MAX} characters`,
  tooMany: `You can have at most ${ASSISTANT_TOKEN_MAX} assistant tokens. Revoke one you no longer use first.`,
  notFound: 'No such assistant token',
  invalid: 'This assistant token is not valid or has been revoked',
  readOnly: 'An assistant token can only read the family’s data',
  notForTokens: 'An assistant token cannot be used for this; sign in on the site',
  noFamily: 'Choose the family the assistant may read first',
} as const;

/** The routes a token is never used for, even to read: tokens, sessions and sign-in factors. */
export const assistantTokenRefusedRoutes: readonly string[] = [
  '/api/account',
  '/api/auth/sessions',
  '/api/auth/factors',
  '/api/auth/step-up',
  '/api/auth/second-factor',
  '/api/auth/passkey',
  '/api/auth/password',
];

/**
 * The one write a token makes: spending one of its person's AI calls (the MCP server is rate-limited
 * like the chat, whose per-person count the API keeps for every AI replica). It changes no family data.
 */
export const assistantTokenWrites: readonly string[] = ['POST /api/limits/ai'];

/**
 * Whether a request made with an assistant token may go on to the access rules (decideAccess then
 * decides as for its person's session): reads and assistantTokenWrites only, never the refused routes
 * nor a sensitive read that asks a session for a fresh second factor (the exports), which a long-lived
 * token cannot give. Pure.
 */
export function decideAssistantTokenRequest(
  method: string,
  path: string,
): { allowed: true } | { allowed: false; message: string } {
  const verb = method.toUpperCase();
  const bare = (path.split('?')[0] ?? path).replace(/\/+$/, '');
  if (assistantTokenWrites.includes(`${verb} ${bare}`)) return { allowed: true };
  if (verb !== 'GET' && verb !== 'HEAD') return { allowed: false, message: assistantTokenMessages.readOnly };
  if (assistantTokenRefusedRoutes.some((prefix) => bare === prefix || bare.startsWith(`${prefix}/`)))
    return { allowed: false, message: assistantTokenMessages.notForTokens };
  if (needsStepUp(verb, bare)) return { allowed: false, message: assistantTokenMessages.notForTokens };
  return { allowed: true };
}

/** The token of an `Authorization: Bearer hlm_…` header, or undefined for anything else. */
export function assistantTokenOf(authorization: string | string[] | undefined): string | undefined {
  const header = Array.isArray(authorization) ? authorization[0] : authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  return token?.startsWith(ASSISTANT_TOKEN_PREFIX) ? token : undefined;
}

/** One of the person's tokens, as the list shows it (never the token itself). */
export const assistantTokenSchema = z
  .object({
    id: entityId,
    name: z.string(),
    /** The family the token reads. */
    familyId: entityId,
    familyName: z.string().optional(),
    createdAt: isoDateTime,
    lastUsedAt: isoDateTime.nullable(),
    /** The token's last four characters. */
    hint: z.string(),
  })
  .meta({ id: 'AssistantToken' });
export type AssistantToken = z.infer<typeof assistantTokenSchema>;

/** POST /api/account/assistant-tokens: a name to recognise the token by. */
export const createAssistantTokenSchema = z
  .strictObject({
    name: z
      .string({ error: assistantTokenMessages.name })
      .trim()
      .min(1, assistantTokenMessages.name)
      .max(ASSISTANT_TOKEN_NAME_MAX, assistantTokenMessages.nameTooLong),
  })
  .meta({ id: 'CreateAssistantToken' });
export type CreateAssistantToken = z.input<typeof createAssistantTokenSchema>;

/** The new token, shown this once (only its SHA-256 is stored), and its row in the list. */
export const assistantTokenCreatedSchema = z
  .object({
    token: z.string().regex(ASSISTANT_TOKEN_PATTERN),
    item: assistantTokenSchema,
  })
  .meta({ id: 'AssistantTokenCreated' });
export type AssistantTokenCreated = z.infer<typeof assistantTokenCreatedSchema>;
