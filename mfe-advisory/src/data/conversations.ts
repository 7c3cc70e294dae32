import type { ConversationMessageRow, ConversationRow } from '@heirloom/contracts';
import { useApiQuery, useRemove } from '@heirloom/ui';
import { conversationMessagesPath, paths } from './paths';

/** GET /api/conversations: the user's conversations, newest activity first. */
export const useConversations = () => useApiQuery<ConversationRow[]>(paths.conversations);

/** GET /api/conversations/{id}/messages, when a conversation is open. */
export const useConversationMessages = (id: string | null) =>
  useApiQuery<ConversationMessageRow[]>(conversationMessagesPath(id ?? ''), { enabled: id !== null });

/** DELETE /api/conversations/{id} (its messages go with it): the list follows. */
export const useDeleteConversation = () => useRemove(paths.conversations, [[paths.conversations]]);
