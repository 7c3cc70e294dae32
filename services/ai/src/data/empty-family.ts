// A family with nothing recorded: every answer and tool must still make sense for it.
import type { FamilyData } from './family-data';

export const emptyFamily: FamilyData = {
  today: '2026-11-22',
  accounts: [],
  holdings: [],
  budgets: [],
  properties: [],
  mortgages: [],
  insurance: [],
  estateDocuments: [],
  beneficiaries: [],
  taxDocuments: [],
  professionals: [],
  privatePlacements: [],
  businesses: [],
  k1Documents: [],
  recommendations: [],
  spending: {
    from: '2025-11-23',
    to: '2026-11-22',
    income: '0.00',
    expenses: '0.00',
    count: 0,
    byMonth: [],
    byCategory: [],
  },
};
