// How the page names stored enum values.
import { businessTypes, investmentTypes, placementStatuses } from '@heirloom/contracts';
import { enumLabel, enumOptions } from '@heirloom/ui/forms';

const businessTypeLabels: Record<string, string> = {
  llc: 'LLC',
  s_corp: 'S Corp',
  c_corp: 'C Corp',
  partnership: 'Partnership',
  sole_proprietorship: 'Sole Proprietorship',
};

export const investmentTypeOptions = enumOptions(investmentTypes);
export const placementStatusOptions = enumOptions(placementStatuses);
export const businessTypeOptions = enumOptions(businessTypes, businessTypeLabels);

export const investmentTypeLabel = (type: string) => enumLabel(type);
export const businessTypeLabel = (type: string) => businessTypeLabels[type] ?? enumLabel(type);
export const statusLabel = (status: string) => enumLabel(status);
export const statusVariant = (status: string) =>
  status === 'active' ? 'success' : status === 'pending' ? 'warning' : 'secondary';
