// What a signed-in user does with their own sign-in: change the password, list their sessions, end one
// of them or all the others.
import { createHash } from 'node:crypto';
import type { ChangePasswordInput, SessionInfo, User } from '@heirloom/contracts';
import { passwordMessages } from '@heirloom/contracts';
import { TooManyRequestsException, ValidationFailedException } from '@heirloom/server';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Not, Repository } from 'typeorm';
import { API_CONFIG } from '../../config/api-config.token';
import type { ApiConfig } from '../../config/api.config';
import { LoginLimiter, tooManyAttemptsMessage } from './login-limiter';
import { hashPassword, verifyPassword } from './password';
import { assertAcceptablePassword } from './password-policy';
import { SessionCache } from './session-cache';
import { SessionEntity } from './session.entity';
import { UserEntity } from './user.entity';
import { deviceOf } from './user-agent';

/**
 * The id the sessions list shows for a session: derived from its stored id (the token's hash), so it
 * names the session without being a key to it (the stored id is what the guard looks cookies up by).
 */
export const sessionInfoId = (sessionId: string) =>
  createHash('sha256').update(`session-info:${sessionId}`).digest('base64url').slice(0, 22);

export const WRONG_CURRENT_PASSWORD = 'That is not your current password';

@Injectable()
export class AccountService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    private readonly limiter: LoginLimiter,
    private readonly cache: SessionCache,
    @Inject(API_CONFIG) private readonly config: Pick<ApiConfig, 'sessionIdleMinutes'>,
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

  /** The person's sessions still in force (not expired, not idle), the latest first. */
  async listSessions(userId: string, currentId: string, now: Date = new Date()): Promise<SessionInfo[]> {
    const rows = await this.liveSessions(userId, now);
    return rows.map((row) => ({
      id: sessionInfoId(row.id),
      device: deviceOf(row.userAgent),
      address: row.address,
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === currentId,
    }));
  }

  /**
   * Ends one of the person's sessions by its listed id (the current one too: that is a sign-out). 404
   * for an id that is none of theirs. Other replicas stop trusting it within SESSION_CACHE_MS.
   */
  async signOutSession(userId: string, infoId: string): Promise<void> {
    const rows = await this.sessions.find({ select: { id: true }, where: { userId } });
    const found = rows.find((row) => sessionInfoId(row.id) === infoId);
    if (!found) throw new NotFoundException({ message: 'No such session' });
    this.cache.forget(found.id);
    await this.sessions.delete({ id: found.id, userId });
  }

  private liveSessions(userId: string, now: Date): Promise<SessionEntity[]> {
    return this.sessions.find({
      where: {
        userId,
        expiresAt: MoreThan(now),
        lastSeenAt: MoreThan(new Date(now.getTime() - this.config.sessionIdleMinutes * 60_000)),
      },
      order: { lastSeenAt: 'DESC', createdAt: 'DESC' },
    });
  }
}
