import { PlaceholderPage } from '@heirloom/ui';

export default function InvestmentsPage() {
  return <PlaceholderPage title="Investment Portfolio" subtitle="Track your holdings and performance" />;
}
