// The household's people (issue 31): an owner changes a member's role or removes them, anyone of the
// household may leave. A family always keeps an owner: demoting, removing or the leaving of its last
// one is refused (400), decided under a lock on the family's row so two owners demoting each other at
// once cannot both succeed.
import { accessMessages, type HouseholdMember, type HouseholdRole } from '@heirloom/contracts';
import { ValidationFailedException } from '@heirloom/server';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { SessionCache } from '../auth/session-cache';
import { SessionEntity } from '../auth/session.entity';
import { UserEntity } from '../auth/user.entity';
import { FamilyMemberEntity } from './family.entity';

const lastOwner = (path: string) =>
  new ValidationFailedException([{ path, message: accessMessages.lastOwner }], accessMessages.lastOwner);

@Injectable()
export class MembersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionCache,
  ) {}

  async changeRole(familyId: string, userId: string, role: HouseholdRole): Promise<HouseholdMember> {
    const member = await this.dataSource.transaction(async (manager) => {
      const found = await this.lockedMember(manager, familyId, userId);
      if (found.role === 'owner' && role !== 'owner' && (await this.owners(manager, familyId)) <= 1)
        throw lastOwner('role');
      await manager.update(FamilyMemberEntity, { familyId, userId }, { role });
      return { ...found, role };
    });
    // A former owner's browsers stop being trusted as an owner's on this replica now (others: SESSION_CACHE_MS).
    this.sessions.forgetUser(userId);
    const user = await this.dataSource.manager.findOne(UserEntity, {
      select: { id: true, username: true },
      where: { id: userId },
    });
    return {
      userId,
      username: user?.username ?? '',
      role: member.role,
      joinedAt: member.createdAt.toISOString(),
    };
  }

  /** Removes `userId` from the household; their browsers stop acting for the family at once. */
  async remove(familyId: string, userId: string, path = 'userId'): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const member = await this.lockedMember(manager, familyId, userId);
      if (member.role === 'owner' && (await this.owners(manager, familyId)) <= 1) throw lastOwner(path);
      await manager.delete(FamilyMemberEntity, { familyId, userId });
      await manager.update(SessionEntity, { userId, familyId }, { familyId: null });
    });
    this.sessions.forgetUser(userId);
  }

  /** The family's row locked (MySQL/MariaDB; SQLite runs one write transaction at a time), then the member. */
  private async lockedMember(
    manager: EntityManager,
    familyId: string,
    userId: string,
  ): Promise<FamilyMemberEntity> {
    if (manager.connection.options.type !== 'better-sqlite3')
      await manager.query('SELECT id FROM families WHERE id = ? FOR UPDATE', [familyId]);
    const member = await manager.findOneBy(FamilyMemberEntity, { familyId, userId });
    if (!member) throw new NotFoundException({ message: 'Member not found' });
    return member;
  }

  private owners(manager: EntityManager, familyId: string): Promise<number> {
    return manager.countBy(FamilyMemberEntity, { familyId, role: 'owner' });
  }
}
