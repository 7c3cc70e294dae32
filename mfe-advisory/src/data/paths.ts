// The API paths the advisory remote reads, which double as query keys (see libs/ui's resource.ts).
export const paths = {
  summary: '/api/summary',
  recommendations: '/api/recommendations',
  generateRecommendations: '/api/recommendations/generate',
} as const;
