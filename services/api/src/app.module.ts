import { globalHttpProviders, LifecycleModule } from '@heirloom/server';
import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DestinationStream } from 'pino';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { API_CONFIG } from './config/api-config.token';
import type { ApiConfig } from './config/api.config';
import { FamilyEvents } from './common/family-events';
import { databaseOutageMessage, isTransientConnectionError } from './database/errors';
import { installSqliteWriteGate } from './database/sqlite-write-gate';
import { loggingModule } from './logging/logging.module';
import { AccessModule } from './modules/access/access.module';
import { AccountsModule } from './modules/accounts/accounts.module';
import { AccessCoreModule } from './modules/access/access-core.module';
import { AssistantTokensModule } from './modules/assistant-tokens/assistant-tokens.module';
import { AuthModule } from './modules/auth/auth.module';
import { BudgetsModule } from './modules/budgets/budgets.module';
import { DocumentsModule } from './modules/documents/documents.module';
import { ForecastModule } from './modules/forecast/forecast.module';
import { RetirementModule } from './modules/retirement/retirement.module';
import { EstateModule } from './modules/estate/estate.module';
import { HealthModule } from './modules/health/health.module';
import { LimitsModule } from './modules/limits/limits.module';
import { ContactRequestsModule } from './modules/contact-requests/contact-requests.module';
import { HoldingsModule } from './modules/holdings/holdings.module';
import { InsuranceModule } from './modules/insurance/insurance.module';
import { NetWorthModule } from './modules/net-worth/net-worth.module';
import { NewsletterModule } from './modules/newsletter/newsletter.module';
import { PrivateInvestmentsModule } from './modules/private-investments/private-investments.module';
import { ProfessionalsModule } from './modules/professionals/professionals.module';
import { ConversationsModule } from './modules/conversations/conversations.module';
import { ImportsModule } from './modules/imports/imports.module';
import { RealEstateModule } from './modules/real-estate/real-estate.module';
import { RecommendationsModule } from './modules/recommendations/recommendations.module';
import { SummaryModule } from './modules/summary/summary.module';
import { TaxModule } from './modules/tax/tax.module';
import { TransactionsModule } from './modules/transactions/transactions.module';
import { SeedModule } from './seed/seed.module';

export interface AppModuleOptions {
  database: DataSourceOptions;
  config: ApiConfig;
  /** Where the JSON logs go; stdout unless a test captures them. */
  logDestination?: DestinationStream;
}

@Module({})
export class AppModule {
  static forRoot({ database, config, logDestination }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      // Global so every module can inject API_CONFIG.
      global: true,
      imports: [
        loggingModule(config.logLevel, logDestination),
        // Readiness turns false on SIGTERM (graceful-shutdown.ts in @heirloom/server).
        LifecycleModule,
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...database,
            // A database server may still be starting next to us: retry while it cannot be reached,
            // but not on errors waiting will not fix (bad credentials, unknown database, a failed migration).
            retryAttempts: database.type === 'better-sqlite3' ? 1 : 10,
            retryDelay: 3_000,
            toRetry: isTransientConnectionError,
          }),
          // SQLite's one connection: one writer at a time (database/sqlite-write-gate.ts).
          dataSourceFactory: async (options) => installSqliteWriteGate(new DataSource(options!)),
        }),
        LimitsModule,
        AuthModule,
        // The session guard (every route but @Public() ones), the audit log, a person's clients.
        AccessCoreModule,
        HealthModule,
        NewsletterModule,
        ContactRequestsModule,
        // The user's own data, one module per domain; every route needs a session.
        AccountsModule,
        HoldingsModule,
        TransactionsModule,
        BudgetsModule,
        RealEstateModule,
        InsuranceModule,
        EstateModule,
        TaxModule,
        PrivateInvestmentsModule,
        ProfessionalsModule,
        ConversationsModule,
        ImportsModule,
        RecommendationsModule,
        // The cash-flow forecast (issue 36 §2), through the services above.
        ForecastModule,
        // Retirement odds (issue 36 §3): the planning profile and its Monte Carlo.
        RetirementModule,
        // The family in one call (the dashboard, the AI service), through the services above.
        SummaryModule,
        // Snapshots of the figures: on every change of their rows, and daily.
        NetWorthModule,
        DocumentsModule,
        // Who sees the family: members, grants, invitations, notes, the audit log's pages.
        AccessModule,
        // A person's tokens for their own AI assistant (the MCP server's Bearer).
        AssistantTokensModule,
        // Last: loads the demo family once every table exists.
        SeedModule,
      ],
      // The schema validation pipe and the one error shape, for every route; a database outage is a 503.
      providers: [
        ...globalHttpProviders(config, { outage: databaseOutageMessage }),
        { provide: API_CONFIG, useValue: config },
        // "The figures changed", and whatever else happens to a family: one bus for every module.
        FamilyEvents,
      ],
      exports: [API_CONFIG, FamilyEvents],
    };
  }
}
