import { PlaceholderPage } from '@heirloom/ui';

export default function AiAdvisorPage() {
  return (
    <PlaceholderPage
      title="AI Financial Advisor"
      subtitle="Get personalized insights and guidance powered by AI."
    />
  );
}
