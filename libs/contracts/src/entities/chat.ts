// The AI advisor chat: POST /api/ai/chat {message, conversationId?} -> {response, conversationId}.
import { z } from '../zod';
import { entityId } from './fields';

export const chatRoles = ['assistant', 'user'] as const;
export type ChatRole = (typeof chatRoles)[number];

export const chatMessageSchema = z.object({
  /** Timestamp-based; the greeting's id is '1'. */
  id: z.string().min(1),
  role: z.enum(chatRoles),
  content: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const maxChatMessageLength = 4000;

export const chatRequestSchema = z.strictObject({
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(maxChatMessageLength, `Message must be at most ${maxChatMessageLength} characters`),
  /** The conversation to continue; without it the question starts a new one, named after it. */
  conversationId: entityId.optional(),
});
export type ChatRequest = z.output<typeof chatRequestSchema>;

export const chatResponseSchema = z.object({
  response: z.string(),
  /** Where the question and this answer are stored (GET /api/conversations/{id}/messages). */
  conversationId: z.string(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/**
 * GET /api/ai/capabilities: what the advisor can answer, one topic per tool of its registry, in the
 * registry's order ("refinancing your mortgages", "spending by category and merchant over any period").
 */
export const chatCapabilitiesSchema = z.object({ topics: z.array(z.string()) });
export type ChatCapabilities = z.infer<typeof chatCapabilitiesSchema>;
