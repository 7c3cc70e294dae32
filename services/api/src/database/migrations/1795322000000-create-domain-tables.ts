// Users, sessions and every user-owned table of the spec (section 3). Values of enums are frozen here
// as they were when the tables were made; a later change to an enum is its own migration.
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import {
  createDateColumn,
  date,
  decimal,
  enumeration,
  idColumn,
  integer,
  longText,
  money,
  ownedColumns,
  ownerIndex,
  percent,
  text,
  timestamp,
  updateDateColumn,
} from './helpers';

export class CreateDomainTables1795322000000 implements MigrationInterface {
  name = 'CreateDomainTables1795322000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const owned = (name: string, columns: Parameters<typeof ownedColumns>[1], indexBy: string[][] = []) =>
      queryRunner.createTable(
        new Table({
          name,
          columns: ownedColumns(queryRunner, columns),
          indices: [ownerIndex(name), ...indexBy.map((extra) => ownerIndex(name, extra))],
        }),
      );

    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          idColumn(),
          text('username', 32),
          text('passwordHash', 255),
          createDateColumn(queryRunner, 'createdAt'),
          updateDateColumn(queryRunner, 'updatedAt'),
        ],
        indices: [{ name: 'UQ_users_username', columnNames: ['username'], isUnique: true }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { name: 'id', type: 'varchar', length: '64', isPrimary: true },
          idColumn('userId'),
          timestamp('expiresAt'),
          createDateColumn(queryRunner, 'createdAt'),
        ],
        indices: [{ name: 'IDX_sessions_user', columnNames: ['userId'] }],
      }),
    );

    await owned('accounts', [
      text('name', 200),
      enumeration('accountType', ['checking', 'savings', 'credit', 'investment']),
      text('institution', 200),
      money('balance'),
      timestamp('lastSync', true),
    ]);
    await owned(
      'holdings',
      [
        idColumn('accountId'),
        text('symbol', 20),
        text('name', 200),
        decimal('shares', 18, 6),
        money('costBasis'),
        money('currentValue'),
        decimal('returnPercent', 12, 2),
      ],
      [['accountId']],
    );
    await owned(
      'transactions',
      [
        idColumn('accountId'),
        text('merchant', 200),
        money('amount'),
        text('category', 100),
        date('date'),
        enumeration('transactionType', ['income', 'expense']),
        longText('notes'),
      ],
      [['date'], ['accountId']],
    );
    await owned('budgets', [
      text('category', 100),
      money('monthlyBudget'),
      money('currentSpent'),
      integer('month'),
      integer('year'),
    ]);
    await owned('properties', [
      text('address', 500),
      enumeration('propertyType', ['primary_residence', 'investment', 'vacation', 'commercial']),
      money('purchasePrice'),
      money('currentValue'),
      date('purchaseDate'),
      integer('squareFeet', true),
      longText('notes'),
    ]);
    await owned(
      'mortgages',
      [
        idColumn('propertyId'),
        text('lender', 200),
        money('originalAmount'),
        money('currentBalance'),
        decimal('interestRate', 6, 3),
        money('monthlyPayment'),
        date('startDate'),
        date('maturityDate'),
        text('loanType', 100),
      ],
      [['propertyId']],
    );
    await owned('insurance_policies', [
      enumeration('policyType', ['life', 'property', 'liability', 'umbrella']),
      text('provider', 200),
      text('policyNumber', 100),
      money('coverageAmount'),
      money('annualPremium'),
      date('startDate'),
      date('expirationDate', true),
      longText('beneficiaries'),
    ]);
    await owned('estate_documents', [
      text('documentType', 100),
      text('title', 200),
      date('createdDate'),
      date('lastUpdated'),
      text('attorney', 200, true),
      longText('notes'),
      enumeration('status', ['active', 'draft', 'outdated']),
    ]);
    await owned('beneficiaries', [
      text('name', 200),
      text('relationship', 100),
      percent('percentage', true),
      text('contactInfo', 500, true),
    ]);
    await owned('tax_documents', [
      integer('taxYear'),
      text('documentType', 100),
      text('filingStatus', 100, true),
      money('totalIncome', true),
      money('totalTax', true),
      timestamp('uploadDate'),
      text('preparer', 200, true),
    ]);
    await owned('professionals', [
      text('name', 200),
      enumeration('type', [
        'cpa',
        'attorney',
        'financial_advisor',
        'insurance_agent',
        'mortgage_broker',
        'loan_officer',
        'estate_planner',
        'tax_specialist',
      ]),
      text('firm', 200, true),
      text('email', 320, true),
      text('phone', 50, true),
      text('specialty', 200, true),
      decimal('rating', 3, 1, true),
      longText('notes'),
    ]);
    await owned('recommendations', [
      enumeration('type', [
        'refinance',
        'tax_harvest',
        'estate_update',
        'insurance_review',
        'professional_referral',
      ]),
      text('title', 200),
      longText('description', false),
      money('potentialSavings', true),
      enumeration('priority', ['high', 'medium', 'low']),
      enumeration('status', ['new', 'reviewed', 'completed']),
      { ...idColumn('relatedEntityId'), isNullable: true },
    ]);
    await owned('private_placements', [
      text('name', 200),
      enumeration('investmentType', ['private_equity', 'hedge_fund', 'real_estate_fund', 'venture_capital']),
      text('sponsor', 200),
      date('investmentDate'),
      money('initialInvestment'),
      money('currentValue'),
      percent('ownershipPercentage', true),
      integer('vintage', true),
      percent('managementFee', true),
      percent('carriedInterest', true),
      money('distributionsMade', true),
      money('capitalCalls', true),
      enumeration('status', ['active', 'exited', 'pending']),
      longText('notes'),
    ]);
    await owned('businesses', [
      text('name', 200),
      enumeration('businessType', ['llc', 's_corp', 'c_corp', 'partnership', 'sole_proprietorship']),
      text('ein', 10, true),
      date('foundedDate'),
      percent('ownershipPercentage'),
      money('currentValuation'),
      money('annualRevenue'),
      text('industry', 100),
      text('status', 100),
      longText('notes'),
    ]);
    await owned(
      'k1_documents',
      [
        enumeration('entityType', ['private_placement', 'business']),
        idColumn('entityId'),
        integer('taxYear'),
        timestamp('uploadDate'),
        money('ordinaryIncome', true),
        money('capitalGains', true),
        money('qualifiedDividends', true),
        money('section199aDividends', true),
        money('otherIncome', true),
        text('fileUrl', 2048),
        longText('notes'),
      ],
      [['entityId']],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'k1_documents',
      'businesses',
      'private_placements',
      'recommendations',
      'professionals',
      'tax_documents',
      'beneficiaries',
      'estate_documents',
      'insurance_policies',
      'mortgages',
      'properties',
      'budgets',
      'transactions',
      'holdings',
      'accounts',
      'sessions',
      'users',
    ]) {
      await queryRunner.dropTable(table);
    }
  }
}
