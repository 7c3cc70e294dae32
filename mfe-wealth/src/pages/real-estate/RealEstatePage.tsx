import { PlaceholderPage } from '@heirloom/ui';

export default function RealEstatePage() {
  return <PlaceholderPage title="Real Estate Portfolio" subtitle="Your properties, equity and mortgages." />;
}
