// One icon per professional type, shared by the team list and the counts per type.
import type { ProfessionalType } from '@heirloom/contracts';
import {
  Calculator,
  HandCoins,
  House,
  Receipt,
  Scale,
  ScrollText,
  ShieldCheck,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';

export const professionalTypeIcons: Record<ProfessionalType, LucideIcon> = {
  cpa: Calculator,
  attorney: Scale,
  financial_advisor: TrendingUp,
  insurance_agent: ShieldCheck,
  mortgage_broker: House,
  loan_officer: HandCoins,
  estate_planner: ScrollText,
  tax_specialist: Receipt,
};
