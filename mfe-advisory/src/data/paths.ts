// The API paths the advisory remote reads, which double as query keys (libs/ui's resource hooks).
export const paths = {
  summary: '/api/summary',
  recommendations: '/api/recommendations',
  generateRecommendations: '/api/recommendations/generate',
  professionals: '/api/professionals',
} as const;
