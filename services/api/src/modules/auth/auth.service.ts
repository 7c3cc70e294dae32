import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { LoginInput, RegisterInput, User } from '@heirloom/contracts';
import { TooManyRequestsException } from '@heirloom/server';
import { ConflictException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { API_CONFIG } from '../../config/api-config.token';
import type { ApiConfig } from '../../config/api.config';
import { isUniqueViolation } from '../../database/errors';
import { PreparedSelect } from '../../database/prepared-select';
import { SessionCache } from './session-cache';
import { LoginLimiter, tooManyAttemptsMessage } from './login-limiter';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { assertAcceptablePassword } from './password-policy';
import { SessionEntity } from './session.entity';
import { UserEntity } from './user.entity';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often per session, not on every request. */
export const SESSION_TOUCH_MS = 60_000;

export interface SignedIn {
  user: User;
  /** The cookie's value; only its hash is stored. */
  token: string;
  expiresAt: Date;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const toUser = ({ id, username }: UserEntity): User => ({ id, username });

@Injectable()
export class AuthService {
  /** Every signed-in request's first read: the session's user, and whether lastSeenAt is due. */
  private readonly sessionUser: PreparedSelect<UserEntity>;

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    private readonly limiter: LoginLimiter,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly cache: SessionCache,
  ) {
    this.sessionUser = new PreparedSelect(
      users.manager.connection,
      UserEntity,
      (builder) =>
        builder
          .innerJoin(SessionEntity, 'session', 'session.userId = e.id')
          .where('session.id = :id')
          .andWhere('session.expiresAt > :now')
          .andWhere('session.lastSeenAt > :idleSince'),
      {
        extra: {
          due: 'CASE WHEN session.lastSeenAt < :touchBefore THEN 1 ELSE 0 END',
          // Whether the session is still valid when a cached copy would stop being trusted.
          lasting:
            'CASE WHEN session.expiresAt > :cachedUntil AND session.lastSeenAt > :idleSinceThen THEN 1 ELSE 0 END',
        },
      },
    );
  }

  async register({ username, password }: RegisterInput): Promise<User> {
    const name = username.toLowerCase();
    // The schema checked the other rules; the list of common passwords lives here.
    await assertAcceptablePassword(password, name, 'password');
    if (await this.users.existsBy({ username: name })) throw usernameTaken();
    const now = new Date();
    const user = this.users.create({
      id: randomUUID(),
      username: name,
      passwordHash: await hashPassword(password),
      createdAt: now,
      updatedAt: now,
    });
    try {
      await this.users.insert(user);
    } catch (error) {
      // Two sign-ups for the same name at once: the other one won.
      if (isUniqueViolation(error)) throw usernameTaken();
      throw error;
    }
    return toUser(user);
  }

  async login({ username, password }: LoginInput, address: string): Promise<SignedIn> {
    const name = username.toLowerCase();
    const wait = await this.limiter.retryAfter(address, name);
    if (wait > 0) throw new TooManyRequestsException(tooManyAttemptsMessage(wait), wait);
    const user = await this.users.findOneBy({ username: name });
    // Unknown names cost a hash too, so timing does not tell which usernames exist.
    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !valid) {
      await this.limiter.recordFailure(address, name);
      throw new UnauthorizedException({ message: 'Invalid username or password' });
    }
    await this.limiter.recordSuccess(address, name);

    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await this.sessions.insert({
      id: hashToken(token),
      userId: user.id,
      expiresAt,
      createdAt: now,
      lastSeenAt: now,
    });
    // Housekeeping: signing in is rare enough to carry it.
    await this.sessions.delete({ expiresAt: LessThan(now) });
    return { user: toUser(user), token, expiresAt };
  }

  async logout(token: string | undefined): Promise<void> {
    if (!token) return;
    const id = hashToken(token);
    this.cache.forget(id);
    await this.sessions.delete({ id });
  }

  /**
   * The user a session cookie belongs to, or undefined when it is unknown, expired (30 days after
   * sign-in) or idle (unused for SESSION_IDLE_MINUTES). A used session's lastSeenAt moves forward, but
   * at most once a minute: one query per request, and a second one only when the minute is up.
   */
  async userForToken(token: string): Promise<User | undefined> {
    const id = hashToken(token);
    const now = Date.now();
    const cached = this.cache.get(id, now);
    if (cached) return cached;
    const touchBefore = new Date(now - SESSION_TOUCH_MS);
    const idleMs = this.config.sessionIdleMinutes * 60_000;
    const cachedUntil = now + this.cache.lifetimeMs;
    const [found] = await this.sessionUser.run({
      id,
      now: new Date(now),
      idleSince: new Date(now - idleMs),
      touchBefore,
      cachedUntil: new Date(cachedUntil),
      idleSinceThen: new Date(cachedUntil - idleMs),
    });
    if (!found) return undefined;
    if (Number(found.raw['due']) === 1) {
      // Conditional, so two replicas refreshing the same session at once write it once.
      await this.sessions.update({ id, lastSeenAt: LessThan(touchBefore) }, { lastSeenAt: new Date(now) });
    }
    const user = toUser(found.row);
    if (Number(found.raw['lasting']) === 1) this.cache.remember(id, user, now);
    return user;
  }
}

const usernameTaken = () => new ConflictException({ message: 'That username is already taken' });
