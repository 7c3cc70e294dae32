// The AI advisor chat: POST /api/ai/chat {message} -> {response}.
import { z } from '../zod';

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
});
export type ChatRequest = z.output<typeof chatRequestSchema>;

export const chatResponseSchema = z.object({ response: z.string() });
export type ChatResponse = z.infer<typeof chatResponseSchema>;
