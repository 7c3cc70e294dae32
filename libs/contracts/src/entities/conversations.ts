// The AI advisor's conversations, kept per user by the API: a titled thread and its messages in order.
// The AI service writes both the question and the answer through the API with the caller's session,
// so a conversation is never readable or writable by anyone but its owner.
import { z } from '../zod';
import { chatRoles } from './chat';
import { entityId, enumInput, limits, requiredText } from './fields';

/** A stored message: a question (at most maxChatMessageLength) or an answer, which may run longer.
 * 16,000 characters of 4-byte UTF-8 still fit a MySQL `text` column (65,535 bytes). */
export const maxConversationMessageLength = 16_000;

export const conversationSchema = z.object({
  id: entityId,
  userId: entityId,
  /** The first question, cut to fit, unless the user renamed it. */
  title: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const insertConversationSchema = z.strictObject({
  title: requiredText(limits.name, 'Title is required'),
});
export const updateConversationSchema = insertConversationSchema.partial();
export type ConversationInput = z.input<typeof insertConversationSchema>;

export const conversationMessageSchema = z.object({
  id: entityId,
  userId: entityId,
  conversationId: entityId,
  role: z.enum(chatRoles),
  content: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const insertConversationMessageSchema = z.strictObject({
  role: enumInput(chatRoles, 'Choose user or assistant'),
  content: z
    .string({ error: 'Content is required' })
    .min(1, 'Content is required')
    .max(maxConversationMessageLength, `Must be at most ${maxConversationMessageLength} characters`),
});
export type ConversationMessageInput = z.input<typeof insertConversationMessageSchema>;

/** A conversation's title from its first question: one line, cut at a word to fit. */
export function conversationTitle(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  const max = 80;
  if (line.length <= max) return line || 'New conversation';
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 40 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
