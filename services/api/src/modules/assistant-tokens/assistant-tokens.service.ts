// A person's assistant tokens (issue 33): made on /account by a signed-in session for the family it
// acts for, listed, and revoked. Only the SHA-256 of a token is stored; the token itself is answered
// once, by create. Each create and revoke goes to the family's audit log.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  ASSISTANT_TOKEN_HINT_LENGTH,
  ASSISTANT_TOKEN_MAX,
  ASSISTANT_TOKEN_PREFIX,
  accessMessages,
  assistantTokenMessages,
  limits,
  type AccessRole,
  type AssistantToken,
  type AssistantTokenCreated,
  type CreateAssistantToken,
} from '@heirloom/contracts';
import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { AuditRecorder } from '../access/audit-recorder';
import type { RequestAccess } from '../access/current-access.decorator';
import { FamilyEntity } from '../access/family.entity';
import { hashToken } from '../auth/auth.service';
import { AssistantTokenEntity } from './assistant-token.entity';

/** A new token: the prefix and 32 random bytes in base64url (43 characters). */
export const newAssistantToken = () => `${ASSISTANT_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

const ROUTE = '/api/account/assistant-tokens';

@Injectable()
export class AssistantTokensService {
  constructor(
    @InjectRepository(AssistantTokenEntity) private readonly tokens: Repository<AssistantTokenEntity>,
    private readonly audit: AuditRecorder,
  ) {}

  /** The person's live tokens, the newest first, with the name of the family each reads. */
  async list(personId: string): Promise<AssistantToken[]> {
    const rows = await this.tokens
      .createQueryBuilder('token')
      .leftJoin(FamilyEntity, 'family', 'family.id = token.familyId')
      .addSelect('family.name', 'familyName')
      .where('token.userId = :personId AND token.revokedAt IS NULL', { personId })
      .orderBy('token.createdAt', 'DESC')
      .addOrderBy('token.id', 'ASC')
      .getRawAndEntities();
    return rows.entities.map((row, index) =>
      toItem(row, (rows.raw[index] as { familyName?: string | null }).familyName ?? null),
    );
  }

  /**
   * A token for the family the session acts for, as the person's current role or grant there. Refused
   * while the session acts for no family, or must still pass a second factor (a token counts as passed).
   */
  async create(
    access: RequestAccess,
    { name }: CreateAssistantToken,
    address: string | undefined,
  ): Promise<AssistantTokenCreated> {
    const { familyId, role } = access;
    if (familyId === null || role === null)
      throw new ForbiddenException({
        message: familyId ? accessMessages.ended : assistantTokenMessages.noFamily,
      });
    if (access.secondFactorNeed)
      throw new ForbiddenException({ message: access.secondFactorNeed, reason: 'second-factor-required' });
    const live = await this.tokens.countBy({ userId: access.personId, revokedAt: IsNull() });
    if (live >= ASSISTANT_TOKEN_MAX)
      throw new BadRequestException({ message: assistantTokenMessages.tooMany });
    const token = newAssistantToken();
    const row: AssistantTokenEntity = {
      id: randomUUID(),
      userId: access.personId,
      familyId,
      name: name.trim(),
      tokenHash: hashToken(token),
      hint: token.slice(-ASSISTANT_TOKEN_HINT_LENGTH),
      createdAt: new Date(),
      lastUsedAt: null,
      revokedAt: null,
    };
    await this.tokens.insert(row);
    this.record(
      access.personId,
      access.personName,
      role,
      familyId,
      'create',
      row.id,
      `POST ${ROUTE}`,
      address,
    );
    return { token, item: toItem(row, access.familyName) };
  }

  /** Revokes one of the person's live tokens (another person's, or one already revoked: 404). */
  async revoke(access: RequestAccess, id: string, address: string | undefined): Promise<void> {
    const row = await this.tokens.findOneBy({ id, userId: access.personId, revokedAt: IsNull() });
    if (!row) throw new NotFoundException({ message: assistantTokenMessages.notFound });
    const result = await this.tokens.update({ id, revokedAt: IsNull() }, { revokedAt: new Date() });
    if (!result.affected) throw new NotFoundException({ message: assistantTokenMessages.notFound });
    this.recordRevoke(access, row, `DELETE ${ROUTE}/${id}`, address);
  }

  /**
   * Revokes every live token of the person, answering how many: a password change does, since whoever
   * knew the old password may have made one. Each goes to its family's audit log as a revoke would.
   */
  async revokeAllOf(access: RequestAccess, request: string, address: string | undefined): Promise<number> {
    const rows = await this.tokens.find({
      select: { id: true, familyId: true },
      where: { userId: access.personId, revokedAt: IsNull() },
    });
    if (!rows.length) return 0;
    await this.tokens.update({ userId: access.personId, revokedAt: IsNull() }, { revokedAt: new Date() });
    for (const row of rows) this.recordRevoke(access, row, request, address);
    return rows.length;
  }

  private recordRevoke(
    access: RequestAccess,
    row: Pick<AssistantTokenEntity, 'id' | 'familyId'>,
    request: string,
    address: string | undefined,
  ): void {
    // The person's role in the token's family when they act for it now; a professional is one there.
    const role: AccessRole | null =
      access.familyId === row.familyId && access.role
        ? access.role
        : access.kind === 'professional'
          ? 'professional'
          : null;
    if (role)
      this.record(access.personId, access.personName, role, row.familyId, 'delete', row.id, request, address);
  }

  private record(
    actorId: string,
    actorName: string,
    role: AccessRole,
    familyId: string,
    action: 'create' | 'delete',
    entityId: string,
    request: string,
    address: string | undefined,
  ): void {
    this.audit.record({
      familyId,
      actorId,
      actorName: actorName.slice(0, limits.username),
      role,
      action,
      area: null,
      entityId,
      request: request.slice(0, 255),
      address: (address ?? 'unknown').slice(0, 64),
      at: new Date(),
    });
  }
}

function toItem(row: AssistantTokenEntity, familyName: string | null): AssistantToken {
  return {
    id: row.id,
    name: row.name,
    familyId: row.familyId,
    ...(familyName ? { familyName } : {}),
    createdAt: new Date(row.createdAt).toISOString(),
    lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
    hint: row.hint,
  };
}
