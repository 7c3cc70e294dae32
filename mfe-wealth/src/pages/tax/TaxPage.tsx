import { PlaceholderPage } from '@heirloom/ui';

export default function TaxPage() {
  return <PlaceholderPage title="Tax Planning" subtitle="Your tax returns, documents and effective rate." />;
}
