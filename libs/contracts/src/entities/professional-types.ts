// The professional types and how they read, apart from the schemas: the dashboard's professionals card
// shows the labels on a page that loads no zod (a value from a schema module would bring zod with it).
export const professionalTypes = [
  'cpa',
  'attorney',
  'financial_advisor',
  'insurance_agent',
  'mortgage_broker',
  'loan_officer',
  'estate_planner',
  'tax_specialist',
] as const;
export type ProfessionalType = (typeof professionalTypes)[number];

/** How each type reads on screen: 'cpa' is an acronym, so a generic title-casing would get it wrong. */
export const professionalTypeLabels: Record<ProfessionalType, string> = {
  cpa: 'CPA',
  attorney: 'Attorney',
  financial_advisor: 'Financial Advisor',
  insurance_agent: 'Insurance Agent',
  mortgage_broker: 'Mortgage Broker',
  loan_officer: 'Loan Officer',
  estate_planner: 'Estate Planner',
  tax_specialist: 'Tax Specialist',
};

/** A stored type's label; an unknown value (an older row) shows as it is stored. */
export const professionalTypeLabel = (type: string): string =>
  professionalTypeLabels[type as ProfessionalType] ?? type;
