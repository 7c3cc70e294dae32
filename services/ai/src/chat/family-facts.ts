// One family's data with everything computed from it, each piece computed once on first use. The
// built-in analyst, the area reviews and the LLM tools all read from here.
import { analyzeFamily, type Assumptions, type FamilyAnalysis } from '../analytics';
import type { FamilyData } from '../data/family-data';
import {
  accountFigures,
  budgetFigures,
  investmentFigures,
  netWorthFigures,
  privateInvestmentFigures,
  professionalFigures,
  realEstateFigures,
  spendingFigures,
  taxFigures,
  type AccountFigures,
  type BudgetFigures,
  type InvestmentFigures,
  type NetWorthFigures,
  type PrivateInvestmentFigures,
  type ProfessionalFigures,
  type RealEstateFigures,
  type SpendingFigures,
  type TaxFigures,
} from './figures';
import type { SpendingLookup } from './spending-question';

/** What was read through the API for one question, beyond the family's data (see spending-question.ts). */
export interface QuestionLookups {
  spending?: SpendingLookup | null;
}

export class FamilyFacts {
  constructor(
    readonly data: FamilyData,
    readonly assumptions: Assumptions,
    readonly lookups: QuestionLookups = {},
  ) {}

  get today(): string {
    return this.data.today;
  }

  get analysis(): FamilyAnalysis {
    return this.once('analysis', () => analyzeFamily(this.data, this.assumptions));
  }
  get netWorth(): NetWorthFigures {
    return this.once('netWorth', () => netWorthFigures(this.data, this.analysis.insurance.netWorth));
  }
  get accounts(): AccountFigures {
    return this.once('accounts', () => accountFigures(this.data));
  }
  get spending(): SpendingFigures {
    return this.once('spending', () => spendingFigures(this.data, this.analysis.investment));
  }
  get budgets(): BudgetFigures {
    return this.once('budgets', () => budgetFigures(this.data, this.spending));
  }
  get investments(): InvestmentFigures {
    return this.once('investments', () => investmentFigures(this.data));
  }
  get realEstate(): RealEstateFigures {
    return this.once('realEstate', () => realEstateFigures(this.data));
  }
  get taxes(): TaxFigures {
    return this.once('taxes', () => taxFigures(this.data));
  }
  get privateInvestments(): PrivateInvestmentFigures {
    return this.once('privateInvestments', () => privateInvestmentFigures(this.data));
  }
  get professionals(): ProfessionalFigures {
    return this.once('professionals', () => professionalFigures(this.data));
  }

  private readonly computed = new Map<string, unknown>();

  private once<T>(key: string, compute: () => T): T {
    if (!this.computed.has(key)) this.computed.set(key, compute());
    return this.computed.get(key) as T;
  }
}
