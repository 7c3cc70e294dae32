import { PlaceholderPage } from '@heirloom/ui';

export default function HomePage() {
  return (
    <PlaceholderPage
      title="Your Family Office, Democratized"
      subtitle="Coordinated care for your investments, real estate, insurance, taxes and estate plan, without the $100M minimum."
    />
  );
}
