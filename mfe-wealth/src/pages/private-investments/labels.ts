// How the page names stored enum values. The dialogs build their options from these themselves: this
// module is on the page's first load, the forms are not.
import { enumLabel } from '@heirloom/ui';

export const businessTypeLabels: Record<string, string> = {
  llc: 'LLC',
  s_corp: 'S Corp',
  c_corp: 'C Corp',
  partnership: 'Partnership',
  sole_proprietorship: 'Sole Proprietorship',
};

export const investmentTypeLabel = (type: string) => enumLabel(type);
export const businessTypeLabel = (type: string) => businessTypeLabels[type] ?? enumLabel(type);
export const statusLabel = (status: string) => enumLabel(status);
export const statusVariant = (status: string) =>
  status === 'active' ? 'success' : status === 'pending' ? 'warning' : 'secondary';
