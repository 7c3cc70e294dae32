import { PlaceholderPage } from '@heirloom/ui';

export default function AccountsPage() {
  return <PlaceholderPage title="Accounts" subtitle="Your banking, investment and credit accounts." />;
}
