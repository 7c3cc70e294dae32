import { PlaceholderPage } from '@heirloom/ui';

export default function EstatePage() {
  return <PlaceholderPage title="Estate Planning" subtitle="Your wills, trusts and beneficiaries." />;
}
