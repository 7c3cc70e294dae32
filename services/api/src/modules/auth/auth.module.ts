import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import type { CounterStore } from '@heirloom/server';
import { COUNTER_STORE } from '../limits/counter-store';
import { LOGIN_POLICIES, LoginLimiter } from './login-limiter';
import { SessionCache } from './session-cache';
import { SessionEntity } from './session.entity';
import { SessionGuard } from './session.guard';
import { UserEntity } from './user.entity';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, SessionEntity])],
  controllers: [AuthController, AccountController],
  providers: [
    AuthService,
    AccountService,
    SessionCache,
    {
      provide: LoginLimiter,
      useFactory: (store: CounterStore) => new LoginLimiter(LOGIN_POLICIES, store),
      inject: [COUNTER_STORE],
    },
    // Global: every route of every module needs a session unless marked @Public().
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [AuthService],
})
export class AuthModule {}
