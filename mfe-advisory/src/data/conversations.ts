import { api, apiUrl, dataOf } from '@heirloom/platform';
import { apiKey, useApiQuery, useRemove } from '@heirloom/ui';
import { useQuery } from '@tanstack/react-query';

/** GET /api/conversations: the user's conversations, newest activity first. */
export const useConversations = () => useApiQuery('/api/conversations');
export const conversationsKey = apiKey('/api/conversations');

/** The key of one conversation's messages: the URL they are read from. */
export const conversationMessagesKey = (id: string) =>
  [apiUrl('/api/conversations/{id}/messages', { path: { id } })] as const;

/** GET /api/conversations/{id}/messages, when a conversation is open (oldest first). */
export const useConversationMessages = (id: string | null) =>
  useQuery({
    queryKey: conversationMessagesKey(id ?? ''),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/conversations/{id}/messages', { params: { path: { id: id ?? '' } }, signal })),
    enabled: id !== null,
  });

/** DELETE /api/conversations/{id} (its messages go with it): the list follows. */
export const useDeleteConversation = () => useRemove('/api/conversations', [conversationsKey]);
