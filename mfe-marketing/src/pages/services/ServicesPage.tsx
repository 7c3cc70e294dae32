import { PlaceholderPage } from '@heirloom/ui';

export default function ServicesPage() {
  return (
    <PlaceholderPage
      title="Our Services"
      subtitle="Everything a family office does, for families building wealth today."
    />
  );
}
