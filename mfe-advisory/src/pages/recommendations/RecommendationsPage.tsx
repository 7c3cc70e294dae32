import { PlaceholderPage } from '@heirloom/ui';

export default function RecommendationsPage() {
  return (
    <PlaceholderPage
      title="AI Recommendations"
      subtitle="Savings and opportunities found in your financial data."
    />
  );
}
