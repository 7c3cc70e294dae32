import { PlaceholderPage } from '@heirloom/ui';

export default function InsurancePage() {
  return <PlaceholderPage title="Insurance Portfolio" subtitle="Your coverage, premiums and policies." />;
}
