// The Whitmans' advisors. Deliberately no estate planner: the wills' attorney retired, which is
// what the professional-referral finding points out.
import type { InsertProfessional } from '@heirloom/contracts';
import { idsFor } from './random';

export type ProfessionalRow = InsertProfessional & { id: string };

type ProfessionalKey =
  'cpa' | 'advisor' | 'insuranceAgent' | 'mortgageBroker' | 'attorney' | 'taxSpecialist' | 'banker';

const network: readonly (Omit<ProfessionalRow, 'id'> & { key: ProfessionalKey })[] = [
  {
    key: 'cpa',
    name: 'Priya Raman',
    type: 'cpa',
    firm: 'Raman & Cole CPAs',
    email: 'priya@ramancole.example.com',
    phone: '(303) 555-0142',
    specialty: 'Dental practices and S corporations',
    rating: '4.9',
    notes: 'Prepares the family returns and the practice’s 1120-S; files on extension for the K-1s.',
  },
  {
    key: 'advisor',
    name: 'Marcus Delgado, CFP',
    type: 'financial_advisor',
    firm: 'Northfield Wealth Partners',
    email: 'mdelgado@northfield.example.com',
    phone: '(303) 555-0187',
    specialty: 'Retirement planning and concentrated stock positions',
    rating: '4.6',
    notes: 'Annual review every January.',
  },
  {
    key: 'insuranceAgent',
    name: 'Jenna Holt',
    type: 'insurance_agent',
    firm: 'Holt Insurance Group',
    email: 'jenna@holtinsurance.example.com',
    phone: '(720) 555-0119',
    specialty: 'High-value homes and umbrella coverage',
    rating: '4.4',
    notes: 'Handles the Chubb and Travelers policies.',
  },
  {
    key: 'mortgageBroker',
    name: 'Tom Okafor',
    type: 'mortgage_broker',
    firm: 'Peak Home Lending',
    email: 'tom@peakhomelending.example.com',
    phone: '(720) 555-0163',
    specialty: 'Investment-property and jumbo loans',
    rating: '4.7',
    notes: 'Arranged the Larimer Street loan in 2023.',
  },
  {
    key: 'attorney',
    name: 'Rachel Stein',
    type: 'attorney',
    firm: 'Stein Healthcare Law',
    email: 'rstein@steinlaw.example.com',
    phone: '(303) 555-0135',
    specialty: 'Healthcare practice and business law',
    rating: '4.5',
    notes: 'Counsel to the practice; drafting its succession plan. Does not do estate work.',
  },
  {
    key: 'taxSpecialist',
    name: 'Alan Whitcomb, EA',
    type: 'tax_specialist',
    firm: 'Front Range Tax Advisors',
    email: 'alan@frontrangetax.example.com',
    phone: '(303) 555-0171',
    specialty: 'Partnership K-1s and multi-state filings',
    rating: '4.2',
    notes: null,
  },
  {
    key: 'banker',
    name: 'Sofia Marchetti',
    type: 'loan_officer',
    firm: 'Alpine Bank',
    email: 'smarchetti@alpinebank.example.com',
    phone: '(970) 555-0128',
    specialty: 'Practice and equipment loans',
    rating: '4.3',
    notes: 'Financed the practice’s 2022 equipment upgrade.',
  },
];

export interface ProfessionalsPart {
  professionals: ProfessionalRow[];
  ids: Record<ProfessionalKey, string>;
}

export function buildProfessionals(): ProfessionalsPart {
  const professionalId = idsFor('professionals');
  const ids = {} as Record<ProfessionalKey, string>;
  const professionals = network.map(({ key, ...professional }): ProfessionalRow => {
    ids[key] = professionalId();
    return { id: ids[key], ...professional };
  });
  return { professionals, ids };
}
