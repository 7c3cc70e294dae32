import type { ChatCapabilities } from '@heirloom/contracts';
import { useApiQuery } from '@heirloom/ui';
import { paths } from './paths';

/** GET /api/ai/capabilities: what the advisor can answer (its tool registry's topics). */
export const useChatCapabilities = () => useApiQuery<ChatCapabilities>(paths.chatCapabilities);
