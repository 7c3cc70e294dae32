import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { LoginInput, RegisterInput, User } from '@heirloom/contracts';
import {
  ConflictException,
  HttpException,
  HttpStatus,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { isUniqueViolation } from '../../database/errors';
import { LoginLimiter } from './login-limiter';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { SessionEntity } from './session.entity';
import { UserEntity } from './user.entity';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

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
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    private readonly limiter: LoginLimiter,
  ) {}

  async register({ username, password }: RegisterInput): Promise<User> {
    const name = username.toLowerCase();
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
    if (this.limiter.isBlocked(address, name)) {
      throw new HttpException(
        { message: 'Too many sign-in attempts. Please wait a minute and try again.' },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    const user = await this.users.findOneBy({ username: name });
    // Unknown names cost a hash too, so timing does not tell which usernames exist.
    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !valid) {
      this.limiter.recordFailure(address, name);
      throw new UnauthorizedException({ message: 'Invalid username or password' });
    }
    this.limiter.recordSuccess(address, name);

    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await this.sessions.insert({ id: hashToken(token), userId: user.id, expiresAt, createdAt: now });
    // Housekeeping: signing in is rare enough to carry it.
    await this.sessions.delete({ expiresAt: LessThan(now) });
    return { user: toUser(user), token, expiresAt };
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.sessions.delete({ id: hashToken(token) });
  }

  /** The user a session cookie belongs to, or undefined when it is unknown or expired. */
  async userForToken(token: string): Promise<User | undefined> {
    // One query per request: the session and its user together.
    const row = await this.users
      .createQueryBuilder('user')
      .innerJoin(SessionEntity, 'session', 'session.userId = user.id')
      .where('session.id = :id', { id: hashToken(token) })
      .andWhere('session.expiresAt > :now', { now: new Date() })
      .getOne();
    return row ? toUser(row) : undefined;
  }
}

const usernameTaken = () => new ConflictException({ message: 'That username is already taken' });
