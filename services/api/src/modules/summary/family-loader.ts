// Reads a family's lists for GET /api/summary and GET /api/family: each table once, all at once, through
// the same services (same order, same wire shape, budgets with their computed spending) as the list
// routes, so the one-call answers never disagree with the lists a page or the AI reads.
import { Injectable } from '@nestjs/common';
import type { OwnedWire } from '../../common/owned-crud.service';
import type { AccountEntity } from '../accounts/account.entity';
import { AccountsService } from '../accounts/accounts.service';
import { BudgetsService, type BudgetWire } from '../budgets/budgets.service';
import type { BeneficiaryEntity } from '../estate/beneficiary.entity';
import { BeneficiariesService } from '../estate/beneficiaries.service';
import type { EstateDocumentEntity } from '../estate/estate-document.entity';
import { EstateDocumentsService } from '../estate/estate-documents.service';
import type { HoldingEntity } from '../holdings/holding.entity';
import { HoldingsService } from '../holdings/holdings.service';
import type { InsurancePolicyEntity } from '../insurance/insurance-policy.entity';
import { InsuranceService } from '../insurance/insurance.service';
import type { BusinessEntity } from '../private-investments/business.entity';
import { BusinessesService } from '../private-investments/businesses.service';
import type { K1DocumentEntity } from '../private-investments/k1-document.entity';
import { K1DocumentsService } from '../private-investments/k1-documents.service';
import type { PrivatePlacementEntity } from '../private-investments/private-placement.entity';
import { PrivatePlacementsService } from '../private-investments/private-placements.service';
import type { ProfessionalEntity } from '../professionals/professional.entity';
import { ProfessionalsService } from '../professionals/professionals.service';
import type { MortgageEntity } from '../real-estate/mortgage.entity';
import { MortgagesService } from '../real-estate/mortgages.service';
import type { PropertyEntity } from '../real-estate/property.entity';
import { PropertiesService } from '../real-estate/properties.service';
import type { RecommendationEntity } from '../recommendations/recommendation.entity';
import { RecommendationsService } from '../recommendations/recommendations.service';
import type { TaxDocumentEntity } from '../tax/tax-document.entity';
import { TaxDocumentsService } from '../tax/tax-documents.service';

/** Every list of one user, whole, as its list route answers it. */
export interface FamilyLists {
  accounts: OwnedWire<AccountEntity>[];
  holdings: OwnedWire<HoldingEntity>[];
  budgets: BudgetWire[];
  properties: OwnedWire<PropertyEntity>[];
  mortgages: OwnedWire<MortgageEntity>[];
  insurance: OwnedWire<InsurancePolicyEntity>[];
  estateDocuments: OwnedWire<EstateDocumentEntity>[];
  beneficiaries: OwnedWire<BeneficiaryEntity>[];
  taxDocuments: OwnedWire<TaxDocumentEntity>[];
  professionals: OwnedWire<ProfessionalEntity>[];
  privatePlacements: OwnedWire<PrivatePlacementEntity>[];
  businesses: OwnedWire<BusinessEntity>[];
  k1Documents: OwnedWire<K1DocumentEntity>[];
  recommendations: OwnedWire<RecommendationEntity>[];
}

export type FamilyList = keyof FamilyLists;

@Injectable()
export class FamilyLoader {
  private readonly readers: { [K in FamilyList]: (userId: string) => Promise<FamilyLists[K]> };

  constructor(
    accounts: AccountsService,
    holdings: HoldingsService,
    budgets: BudgetsService,
    properties: PropertiesService,
    mortgages: MortgagesService,
    insurance: InsuranceService,
    estateDocuments: EstateDocumentsService,
    beneficiaries: BeneficiariesService,
    taxDocuments: TaxDocumentsService,
    professionals: ProfessionalsService,
    privatePlacements: PrivatePlacementsService,
    businesses: BusinessesService,
    k1Documents: K1DocumentsService,
    recommendations: RecommendationsService,
  ) {
    this.readers = {
      accounts: (userId) => accounts.list(userId),
      holdings: (userId) => holdings.list(userId),
      budgets: (userId) => budgets.list(userId),
      properties: (userId) => properties.list(userId),
      mortgages: (userId) => mortgages.list(userId),
      insurance: (userId) => insurance.list(userId),
      estateDocuments: (userId) => estateDocuments.list(userId),
      beneficiaries: (userId) => beneficiaries.list(userId),
      taxDocuments: (userId) => taxDocuments.list(userId),
      professionals: (userId) => professionals.list(userId),
      privatePlacements: (userId) => privatePlacements.list(userId),
      businesses: (userId) => businesses.list(userId),
      k1Documents: (userId) => k1Documents.list(userId),
      recommendations: (userId) => recommendations.list(userId),
    };
  }

  /** The lists named, read in parallel (each table once; budgets add their one spending query). */
  async load<K extends FamilyList>(userId: string, lists: readonly K[]): Promise<Pick<FamilyLists, K>> {
    const rows = await Promise.all(lists.map((list) => this.readers[list](userId)));
    return Object.fromEntries(lists.map((list, i) => [list, rows[i]])) as unknown as Pick<FamilyLists, K>;
  }
}
