import { useApiQuery } from '@heirloom/ui';

/** GET /api/ai/capabilities: what the advisor can answer (its tool registry's topics). */
export const useChatCapabilities = () => useApiQuery('/api/ai/capabilities');
