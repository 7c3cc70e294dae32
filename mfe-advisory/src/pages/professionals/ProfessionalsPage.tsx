import { PlaceholderPage } from '@heirloom/ui';

export default function ProfessionalsPage() {
  return (
    <PlaceholderPage
      title="Build Your Network"
      subtitle="Your team of trusted CPAs, attorneys, advisors and planners."
    />
  );
}
