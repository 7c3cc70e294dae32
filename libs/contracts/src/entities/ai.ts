// The AI service's own calls besides chat: POST /api/ai/review {area} -> {area, title, review}, for the
// AI Review buttons (Private Investments and Estate Planning pages; the other areas are ready for more).
import { z } from '../zod';
import { enumInput } from './fields';

export const aiReviewAreas = [
  'private_investments',
  'estate',
  'tax',
  'insurance',
  'real_estate',
  'investments',
  'budget',
] as const;
export type AiReviewArea = (typeof aiReviewAreas)[number];

export const aiReviewAreaLabels: Readonly<Record<AiReviewArea, string>> = {
  private_investments: 'Private Investments',
  estate: 'Estate Planning',
  tax: 'Tax Planning',
  insurance: 'Insurance',
  real_estate: 'Real Estate',
  investments: 'Investments',
  budget: 'Budget',
};

export const aiReviewRequestSchema = z.strictObject({
  area: enumInput(aiReviewAreas, `Choose an area: ${aiReviewAreas.join(', ')}`),
});
export type AiReviewRequest = z.output<typeof aiReviewRequestSchema>;

export const aiReviewResponseSchema = z.object({
  area: z.enum(aiReviewAreas),
  title: z.string(),
  /** Plain text with simple markdown bullets. */
  review: z.string(),
});
export type AiReviewResponse = z.infer<typeof aiReviewResponseSchema>;

/**
 * POST /api/limits/ai: the AI service spends one of the signed-in user's AI calls before each chat,
 * review or generate, telling the API its quota (AI_CHAT_RATE_LIMIT calls a minute). A caller can only
 * spend their own quota: sending a bigger number from elsewhere does not raise what the AI allows.
 */
export const aiCallSpendSchema = z.strictObject({
  callsPerMinute: z.number().int().min(1),
});
export type AiCallSpend = z.infer<typeof aiCallSpendSchema>;
