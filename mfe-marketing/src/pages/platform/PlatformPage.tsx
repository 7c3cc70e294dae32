import { PlaceholderPage } from '@heirloom/ui';

export default function PlatformPage() {
  return (
    <PlaceholderPage
      title="AI Platform"
      subtitle="The technology that watches your whole financial picture around the clock."
    />
  );
}
