import { PlaceholderPage } from '@heirloom/ui';

export default function PrivateInvestmentsPage() {
  return (
    <PlaceholderPage
      title="Private Investments"
      subtitle="Private placements, personal businesses and K-1 documents."
    />
  );
}
