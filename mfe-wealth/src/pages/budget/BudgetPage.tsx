import { PlaceholderPage } from '@heirloom/ui';

export default function BudgetPage() {
  return <PlaceholderPage title="Budget" subtitle="Track your spending across categories." />;
}
