// Loads the demo family (seed/demo-family) for user `demo` on the first start of a database without
// one: the user and every row in one transaction, so a crash half-way leaves nothing behind and the
// next start tries again. Several replicas starting at once race on the unique username; the losers
// find the family already there.
import { randomUUID } from 'node:crypto';
import {
  calendar,
  defaultGrantEnd,
  recommendationOpenKey,
  returnPercent,
  type NetWorthPoint,
} from '@heirloom/contracts';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { API_CONFIG } from '../config/api-config.token';
import type { ApiConfig } from '../config/api.config';
import { isUniqueViolation } from '../database/errors';
import { AccountEntity } from '../modules/accounts/account.entity';
import { AccessGrantEntity } from '../modules/access/access-grant.entity';
import { startFamily } from '../modules/auth/auth.service';
import { hashPassword } from '../modules/auth/password';
import { UserEntity } from '../modules/auth/user.entity';
import { BudgetEntity } from '../modules/budgets/budget.entity';
import { BeneficiaryEntity } from '../modules/estate/beneficiary.entity';
import { PlannedEventEntity, RecurringItemEntity } from '../modules/forecast/forecast.entities';
import { EstateDocumentEntity } from '../modules/estate/estate-document.entity';
import { HoldingEntity } from '../modules/holdings/holding.entity';
import { InsurancePolicyEntity } from '../modules/insurance/insurance-policy.entity';
import { NetWorthSnapshotEntity } from '../modules/net-worth/net-worth-snapshot.entity';
import { BusinessEntity } from '../modules/private-investments/business.entity';
import { K1DocumentEntity } from '../modules/private-investments/k1-document.entity';
import { PlacementLedgerEntryEntity } from '../modules/private-investments/placement-ledger-entry.entity';
import { PrivatePlacementEntity } from '../modules/private-investments/private-placement.entity';
import { ProfessionalEntity } from '../modules/professionals/professional.entity';
import { ConversationEntity, ConversationMessageEntity } from '../modules/conversations/conversation.entity';
import { MortgageEntity } from '../modules/real-estate/mortgage.entity';
import { PropertyEntity } from '../modules/real-estate/property.entity';
import { RecommendationEntity } from '../modules/recommendations/recommendation.entity';
import { RetirementPlanEntity } from '../modules/retirement/retirement-plan.entity';
import { TaxDocumentEntity } from '../modules/tax/tax-document.entity';
import { addToTransactionCount } from '../modules/transactions/transaction-counts';
import { TransactionEntity } from '../modules/transactions/transaction.entity';
import { buildDemoFamily, type DemoFamily } from './demo-family';
import { buildNetWorthHistory } from './demo-family/net-worth-history';
import {
  DEMO_FAMILY_NAME,
  DEMO_PASSWORD,
  DEMO_PROFESSIONAL_AREAS,
  DEMO_PROFESSIONAL_USERNAME,
  DEMO_USERNAME,
} from './demo-accounts';

export {
  DEMO_FAMILY_NAME,
  DEMO_PASSWORD,
  DEMO_PROFESSIONAL_AREAS,
  DEMO_PROFESSIONAL_USERNAME,
  DEMO_USERNAME,
} from './demo-accounts';

/** Rows per INSERT: well under SQLite's and MySQL's limits on bound parameters. */
const CHUNK = 200;

@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    await this.seedDemoFamily();
    await this.seedDemoProfessional();
  }

  /**
   * The demo family's CPA signs in as `cpa` and sees the family's Tax and Private Investments until 90
   * days from the seeding day. Also for a database whose demo family was loaded before issue 31. True
   * when it made the account, false when there was nothing to do.
   */
  async seedDemoProfessional(now: Date = new Date()): Promise<boolean> {
    const users = this.dataSource.getRepository(UserEntity);
    if (await users.existsBy({ username: DEMO_PROFESSIONAL_USERNAME })) return false;
    const demo = await users.findOneBy({ username: DEMO_USERNAME });
    if (!demo) return false;
    const cpa = await this.dataSource
      .getRepository(ProfessionalEntity)
      .findOne({ where: { userId: demo.id, type: 'cpa' }, order: { createdAt: 'ASC', id: 'ASC' } });
    if (!cpa) return false;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    try {
      await this.dataSource.transaction((manager) =>
        insertProfessional(manager, demo.id, cpa.id, passwordHash, now),
      );
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
    this.logger.log(`Made the demo family's CPA account "${DEMO_PROFESSIONAL_USERNAME}"`);
    return true;
  }

  /** True when it loaded the family, false when user `demo` already existed. */
  async seedDemoFamily(
    family: DemoFamily = buildDemoFamily(),
    history: readonly NetWorthPoint[] = buildNetWorthHistory(family, new Date()),
  ): Promise<boolean> {
    if (await this.dataSource.getRepository(UserEntity).existsBy({ username: DEMO_USERNAME })) return false;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    try {
      await this.dataSource.transaction((manager) => insertFamily(manager, family, history, passwordHash));
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
    this.logger.log(`Loaded the demo family for user "${DEMO_USERNAME}"`);
    return true;
  }
}

async function insertFamily(
  manager: EntityManager,
  family: DemoFamily,
  history: readonly NetWorthPoint[],
  passwordHash: string,
): Promise<void> {
  const now = new Date();
  const userId = randomUUID();
  // First, so a concurrent loader fails here on the unique username before writing anything else.
  await manager.insert(UserEntity, {
    id: userId,
    username: DEMO_USERNAME,
    passwordHash,
    createdAt: now,
    updatedAt: now,
  });
  // The demo account is the family's owner, and the family has the account's id (as a sign-up makes it).
  await startFamily(manager, userId, DEMO_FAMILY_NAME, now);
  const owned = <T extends object>(rows: readonly T[]) =>
    rows.map((row) => ({ createdAt: now, updatedAt: now, ...row, userId }));

  const insert = async (entity: Parameters<EntityManager['insert']>[0], rows: object[]) => {
    for (let i = 0; i < rows.length; i += CHUNK) await manager.insert(entity, rows.slice(i, i + CHUNK));
  };
  await insert(AccountEntity, owned(family.accounts));
  await insert(
    HoldingEntity,
    owned(family.holdings).map((h) => ({
      ...h,
      returnPercent: h.returnPercent ?? returnPercent(h.costBasis, h.currentValue),
    })),
  );
  await insert(TransactionEntity, owned(family.transactions));
  await addToTransactionCount(manager, userId, family.transactions.length);
  await insert(BudgetEntity, owned(family.budgets));
  await insert(PropertyEntity, owned(family.properties));
  await insert(MortgageEntity, owned(family.mortgages));
  await insert(InsurancePolicyEntity, owned(family.insurancePolicies));
  await insert(EstateDocumentEntity, owned(family.estateDocuments));
  await insert(BeneficiaryEntity, owned(family.beneficiaries));
  await insert(
    TaxDocumentEntity,
    owned(family.taxDocuments).map((d) => ({ ...d, uploadDate: d.uploadDate ?? now })),
  );
  await insert(PrivatePlacementEntity, owned(family.privatePlacements));
  await insert(PlacementLedgerEntryEntity, owned(family.placementLedgerEntries));
  await insert(BusinessEntity, owned(family.businesses));
  await insert(
    K1DocumentEntity,
    owned(family.k1Documents).map((k) => ({ ...k, uploadDate: k.uploadDate ?? now })),
  );
  await insert(ProfessionalEntity, owned(family.professionals));
  // Written as the service writes them: the open ones carry their key under the unique index.
  await insert(
    RecommendationEntity,
    owned(family.recommendations).map((r) => ({ ...r, openKey: recommendationOpenKey(r) })),
  );
  await insert(ConversationEntity, owned(family.conversations));
  await insert(ConversationMessageEntity, owned(family.conversationMessages));
  await insert(RecurringItemEntity, owned(family.recurringItems));
  await insert(PlannedEventEntity, owned(family.plannedEvents));
  await insert(RetirementPlanEntity, owned(family.retirementPlans));
  // Two years of daily snapshots in one statement: ~731 rows of 9 values stay well under SQLite's
  // 32,766 and MySQL's 65,535 bound parameters.
  if (history.length) await manager.insert(NetWorthSnapshotEntity, owned(history));
}

/** The CPA's professional account and the family's grant to it (accepted: the grantee is set). */
async function insertProfessional(
  manager: EntityManager,
  familyId: string,
  professionalId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const id = randomUUID();
  // First, so a concurrent loader fails here on the unique username before writing anything else.
  await manager.insert(UserEntity, {
    id,
    username: DEMO_PROFESSIONAL_USERNAME,
    passwordHash,
    kind: 'professional',
    createdAt: now,
    updatedAt: now,
  });
  await manager.insert(AccessGrantEntity, {
    id: randomUUID(),
    familyId,
    professionalId,
    granteeId: id,
    areas: JSON.stringify(DEMO_PROFESSIONAL_AREAS),
    endsAt: defaultGrantEnd(calendar.utcToday(now)),
    createdBy: familyId,
    createdAt: now,
    updatedAt: now,
    revokedAt: null,
  });
}
