import { PlaceholderPage } from '@heirloom/ui';

export default function DashboardPage() {
  return <PlaceholderPage title="Dashboard" subtitle="Your complete financial picture in one place." />;
}
