import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessGrantEntity } from '../access/access-grant.entity';
import { FamilyEntity, FamilyMemberEntity } from '../access/family.entity';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import type { CounterStore } from '@heirloom/server';
import { COUNTER_STORE } from '../limits/counter-store';
import { LOGIN_POLICIES, LoginLimiter } from './login-limiter';
import { SessionCache } from './session-cache';
import { SessionEntity } from './session.entity';
import { UserEntity } from './user.entity';
import { FactorsController } from '../second-factor/factors.controller';
import { PasskeysController } from '../second-factor/passkeys.controller';
import { FACTOR_HOOKS } from '../second-factor/factor-hooks';
import { PasskeysService } from '../second-factor/passkeys.service';
import { SecondFactorService } from '../second-factor/second-factor.service';
import {
  AuthChallengeEntity,
  PasskeyEntity,
  RecoveryCodeEntity,
} from '../second-factor/second-factor.entities';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      UserEntity,
      SessionEntity,
      FamilyEntity,
      FamilyMemberEntity,
      AccessGrantEntity,
      RecoveryCodeEntity,
      PasskeyEntity,
      AuthChallengeEntity,
    ]),
  ],
  controllers: [AuthController, AccountController, PasskeysController, FactorsController],
  providers: [
    AuthService,
    AccountService,
    SessionCache,
    // The second factor (issue 32) lives beside sign-in: modules/second-factor.
    SecondFactorService,
    { provide: FACTOR_HOOKS, useExisting: SecondFactorService },
    PasskeysService,
    {
      provide: LoginLimiter,
      useFactory: (store: CounterStore) => new LoginLimiter(LOGIN_POLICIES, store),
      inject: [COUNTER_STORE],
    },
    // The session guard (global) is the access core's: modules/access/access-core.module.ts.
  ],
  exports: [AuthService, SessionCache, SecondFactorService],
})
export class AuthModule {}
