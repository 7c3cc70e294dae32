import { PlaceholderPage } from '@heirloom/ui';

export default function ContactPage() {
  return (
    <PlaceholderPage
      title="Request Information or Demo"
      subtitle="Tell us about your family and goals, and we will be in touch."
    />
  );
}
