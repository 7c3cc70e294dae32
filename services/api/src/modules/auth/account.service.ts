// What a signed-in user does with their own sign-in: change the password, end their other sessions.
import type { ChangePasswordInput, User } from '@heirloom/contracts';
import { passwordMessages } from '@heirloom/contracts';
import { TooManyRequestsException, ValidationFailedException } from '@heirloom/server';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, Repository } from 'typeorm';
import { LoginLimiter, tooManyAttemptsMessage } from './login-limiter';
import { hashPassword, verifyPassword } from './password';
import { assertAcceptablePassword } from './password-policy';
import { SessionCache } from './session-cache';
import { SessionEntity } from './session.entity';
import { UserEntity } from './user.entity';

export const WRONG_CURRENT_PASSWORD = 'That is not your current password';

@Injectable()
export class AccountService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    private readonly limiter: LoginLimiter,
    private readonly cache: SessionCache,
  ) {}

  /**
   * Sets a new password and signs out every other session of the user (the current one stays). A wrong
   * current password is a field error (400), not a 401: the session itself is still fine. Wrong current
   * passwords count like failed sign-ins (same limiter, same 429), so a borrowed session is no free
   * way to guess the password.
   */
  async changePassword(
    user: User,
    sessionId: string,
    { currentPassword, newPassword }: ChangePasswordInput,
    address: string,
  ): Promise<void> {
    const wait = await this.limiter.retryAfter(address, user.username);
    if (wait > 0) throw new TooManyRequestsException(tooManyAttemptsMessage(wait), wait);
    const row = await this.users.findOneBy({ id: user.id });
    if (!row) throw new NotFoundException({ message: 'Not found' });
    if (!(await verifyPassword(currentPassword, row.passwordHash))) {
      await this.limiter.recordFailure(address, user.username);
      throw new ValidationFailedException([{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
    }
    if (newPassword === currentPassword) {
      throw new ValidationFailedException([{ path: 'newPassword', message: passwordMessages.sameAsCurrent }]);
    }
    await assertAcceptablePassword(newPassword, row.username, 'newPassword');
    await this.users.update(
      { id: row.id },
      { passwordHash: await hashPassword(newPassword), updatedAt: new Date() },
    );
    await this.signOutOthers(user.id, sessionId);
  }

  /** Ends every session of the user but `sessionId`; answers how many ended. */
  async signOutOthers(userId: string, sessionId: string): Promise<number> {
    this.cache.forgetUser(userId, sessionId);
    const result = await this.sessions.delete({ userId, id: Not(sessionId) });
    return result.affected ?? 0;
  }
}
