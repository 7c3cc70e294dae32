// The API paths the advisory remote reads, which double as query keys (libs/ui's resource hooks).
export const paths = {
  summary: '/api/summary',
  recommendations: '/api/recommendations',
  generateRecommendations: '/api/recommendations/generate',
  professionals: '/api/professionals',
  conversations: '/api/conversations',
  chat: '/api/ai/chat',
  chatStream: '/api/ai/chat/stream',
  chatPrepare: '/api/ai/chat/prepare',
  chatCapabilities: '/api/ai/capabilities',
  imports: '/api/imports',
  accounts: '/api/accounts',
} as const;

/** GET /api/conversations/{id}/messages: one conversation's messages, oldest first. */
export const conversationMessagesPath = (id: string) =>
  `${paths.conversations}/${encodeURIComponent(id)}/messages`;
