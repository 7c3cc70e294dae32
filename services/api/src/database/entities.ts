// Every entity, listed explicitly: the bundled service cannot glob for files.
import type { Type } from '@nestjs/common';
import { OwnedEntity } from './columns';
import { AccessGrantEntity } from '../modules/access/access-grant.entity';
import { AuditEntryEntity } from '../modules/access/audit-entry.entity';
import { FamilyEntity, FamilyMemberEntity } from '../modules/access/family.entity';
import { InvitationEntity } from '../modules/access/invitation.entity';
import {
  AuthChallengeEntity,
  PasskeyEntity,
  RecoveryCodeEntity,
} from '../modules/second-factor/second-factor.entities';
import { AssistantTokenEntity } from '../modules/assistant-tokens/assistant-token.entity';
import { NoteEntity } from '../modules/access/note.entity';
import { AccountEntity } from '../modules/accounts/account.entity';
import { SessionEntity } from '../modules/auth/session.entity';
import { UserEntity } from '../modules/auth/user.entity';
import { BudgetEntity } from '../modules/budgets/budget.entity';
import { ContactRequestEntity } from '../modules/contact-requests/contact-request.entity';
import { DocumentEntity } from '../modules/documents/document.entity';
import { BeneficiaryEntity } from '../modules/estate/beneficiary.entity';
import { EstateDocumentEntity } from '../modules/estate/estate-document.entity';
import { ImportProfileEntity } from '../modules/imports/import-profile.entity';
import { ImportEntity } from '../modules/imports/import.entity';
import { HoldingEntity } from '../modules/holdings/holding.entity';
import { InsurancePolicyEntity } from '../modules/insurance/insurance-policy.entity';
import { NetWorthSnapshotEntity } from '../modules/net-worth/net-worth-snapshot.entity';
import { NewsletterSignupEntity } from '../modules/newsletter/newsletter-signup.entity';
import { BusinessEntity } from '../modules/private-investments/business.entity';
import { K1DocumentEntity } from '../modules/private-investments/k1-document.entity';
import { PlacementLedgerEntryEntity } from '../modules/private-investments/placement-ledger-entry.entity';
import { PrivatePlacementEntity } from '../modules/private-investments/private-placement.entity';
import { ProfessionalEntity } from '../modules/professionals/professional.entity';
import { ConversationEntity, ConversationMessageEntity } from '../modules/conversations/conversation.entity';
import {
  ForecastSettingsEntity,
  PlannedEventEntity,
  RecurringItemEntity,
} from '../modules/forecast/forecast.entities';
import { MortgageEntity } from '../modules/real-estate/mortgage.entity';
import { PropertyEntity } from '../modules/real-estate/property.entity';
import { RecommendationEntity } from '../modules/recommendations/recommendation.entity';
import { TaxDocumentEntity } from '../modules/tax/tax-document.entity';
import { TransactionEntity } from '../modules/transactions/transaction.entity';
import { RetirementPlanEntity } from '../modules/retirement/retirement-plan.entity';

export const entities = [
  NewsletterSignupEntity,
  ContactRequestEntity,
  UserEntity,
  SessionEntity,
  AccountEntity,
  HoldingEntity,
  TransactionEntity,
  BudgetEntity,
  PropertyEntity,
  MortgageEntity,
  InsurancePolicyEntity,
  EstateDocumentEntity,
  BeneficiaryEntity,
  TaxDocumentEntity,
  ProfessionalEntity,
  ConversationEntity,
  ConversationMessageEntity,
  RecommendationEntity,
  PrivatePlacementEntity,
  BusinessEntity,
  K1DocumentEntity,
  PlacementLedgerEntryEntity,
  NetWorthSnapshotEntity,
  DocumentEntity,
  ImportEntity,
  ImportProfileEntity,
  FamilyEntity,
  FamilyMemberEntity,
  AccessGrantEntity,
  InvitationEntity,
  NoteEntity,
  AuditEntryEntity,
  RecoveryCodeEntity,
  PasskeyEntity,
  AuthChallengeEntity,
  AssistantTokenEntity,
  RecurringItemEntity,
  PlannedEventEntity,
  ForecastSettingsEntity,
  RetirementPlanEntity,
];

/** The tables whose rows belong to one user (everything but sign-up, contact, users and sessions). */
export const ownedEntities = entities.filter(
  (entity): entity is (typeof entities)[number] & Type<OwnedEntity> =>
    entity.prototype instanceof OwnedEntity,
);
