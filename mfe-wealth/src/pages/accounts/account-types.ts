// The account types' words, apart from the form so the list shows them without loading the form.
import type { AccountType } from '@heirloom/contracts';

export const accountTypeLabels: Record<AccountType, string> = {
  checking: 'Checking',
  savings: 'Savings',
  credit: 'Credit Card',
  investment: 'Investment',
};

export const accountTypeLabel = (type: string) => accountTypeLabels[type as AccountType] ?? type;
