// The data hooks of /account's "Your own assistant" card (issue 33), one endpoint each, through the
// typed client. A new or revoked token refreshes the list.
import type { AssistantToken, AssistantTokenCreated, CreateAssistantToken } from '@heirloom/contracts';
import { api, dataOf } from '@heirloom/platform';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const assistantTokenKeys = { list: ['/api/account/assistant-tokens'] as const };

/** GET /api/account/assistant-tokens: the person's tokens (never the tokens themselves). */
export function useAssistantTokens() {
  return useQuery({
    queryKey: assistantTokenKeys.list,
    queryFn: ({ signal }): Promise<AssistantToken[]> =>
      dataOf(api.GET('/api/account/assistant-tokens', { signal })),
  });
}

/** POST /api/account/assistant-tokens: the new token, shown this once. */
export function useCreateAssistantToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAssistantToken): Promise<AssistantTokenCreated> =>
      dataOf(api.POST('/api/account/assistant-tokens', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assistantTokenKeys.list }),
  });
}

/** DELETE /api/account/assistant-tokens/{id}: the assistant using it is refused from now on. */
export function useRevokeAssistantToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<void> =>
      dataOf(api.DELETE('/api/account/assistant-tokens/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assistantTokenKeys.list }),
  });
}
