// What a family shares with its professionals (issue 31): a grant of areas at a level until a day, and
// the invitation link that lets the professional's account take it. A change or a revoke applies from
// the next request on: the guard reads the grant on every request.
import { randomUUID } from 'node:crypto';
import {
  accessAreaLabels,
  accessLevelLabels,
  type AccessArea,
  type AccessGrant,
  type CreatedGrant,
  type UpdateGrantInput,
  type AreaLevels,
} from '@heirloom/contracts';
import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ProfessionalEntity } from '../professionals/professional.entity';
import { AccessGrantEntity } from './access-grant.entity';
import { grantsOf } from './access.service';
import { FamilyEntity } from './family.entity';
import { InvitationsService } from './invitations.service';
import { Mailer } from './mailer';

export interface GrantInput {
  professionalId: string;
  areas: AreaLevels;
  endsAt: string;
}

const notFound = () => new NotFoundException({ message: 'Grant not found' });

@Injectable()
export class GrantsService {
  private readonly logger = new Logger('Grants');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invitations: InvitationsService,
    private readonly mailer: Mailer,
  ) {}

  async create(
    familyId: string,
    createdBy: string,
    input: GrantInput,
    origin: string,
  ): Promise<CreatedGrant> {
    const professional = await this.dataSource.manager.findOneBy(ProfessionalEntity, {
      id: input.professionalId,
      userId: familyId,
    });
    if (!professional) throw new NotFoundException({ message: 'Professional not found' });
    const { grant, invitation } = await this.dataSource.transaction(async (manager) => {
      const now = new Date();
      const id = randomUUID();
      await manager.insert(AccessGrantEntity, {
        id,
        familyId,
        professionalId: professional.id,
        granteeId: null,
        areas: JSON.stringify(input.areas),
        endsAt: input.endsAt,
        createdBy,
        createdAt: now,
        updatedAt: now,
        revokedAt: null,
      });
      const made = await this.invitations.create(
        manager,
        { familyId, kind: 'professional', role: 'professional', grantId: id, createdBy },
        origin,
      );
      const [row] = await grantsOf(manager, familyId, id);
      return { grant: row!, invitation: made };
    });
    if (professional.email) await this.mail(familyId, professional, grant, invitation.link);
    return { grant, invitation };
  }

  async update(familyId: string, id: string, input: UpdateGrantInput): Promise<AccessGrant> {
    const grant = await this.dataSource.manager.findOneBy(AccessGrantEntity, { id, familyId });
    if (!grant) throw notFound();
    if (grant.revokedAt)
      throw new ConflictException({ message: 'This access was revoked: share access again instead' });
    const changes: Partial<AccessGrantEntity> = {};
    if (input.areas !== undefined) changes.areas = JSON.stringify(input.areas);
    if (input.endsAt !== undefined) changes.endsAt = input.endsAt;
    if (Object.keys(changes).length)
      await this.dataSource.manager.update(AccessGrantEntity, { id, familyId }, changes);
    return this.one(familyId, id);
  }

  /** Ends the grant now (idempotent: a second revoke keeps the first time). */
  async revoke(familyId: string, id: string): Promise<AccessGrant> {
    const grant = await this.dataSource.manager.findOneBy(AccessGrantEntity, { id, familyId });
    if (!grant) throw notFound();
    if (!grant.revokedAt)
      await this.dataSource.manager
        .createQueryBuilder()
        .update(AccessGrantEntity)
        .set({ revokedAt: new Date() })
        .where('id = :id AND familyId = :familyId AND revokedAt IS NULL', { id, familyId })
        .execute();
    return this.one(familyId, id);
  }

  private async one(familyId: string, id: string): Promise<AccessGrant> {
    const [grant] = await grantsOf(this.dataSource.manager, familyId, id);
    if (!grant) throw notFound();
    return grant;
  }

  /** The invitation by e-mail; the link is on the family's screen too, so a failed send is logged, not fatal. */
  private async mail(
    familyId: string,
    professional: ProfessionalEntity,
    grant: AccessGrant,
    link: string,
  ): Promise<void> {
    const family = await this.dataSource.manager.findOneBy(FamilyEntity, { id: familyId });
    const familyName = family?.name ?? 'A family';
    const areas = (Object.entries(grant.areas) as [AccessArea, keyof typeof accessLevelLabels][])
      .map(([area, level]) => `- ${accessAreaLabels[area]}: ${accessLevelLabels[level]}`)
      .join('\n');
    try {
      await this.mailer.send({
        to: professional.email!,
        subject: `${familyName} shared access on Heirloom`,
        text:
          `${familyName} shared these areas with you until ${grant.endsAt}:\n${areas}\n\n` +
          `Accept with this link (it works once, within 7 days):\n${link}\n`,
      });
    } catch (error) {
      this.logger.error(error instanceof Error ? error : String(error));
    }
  }
}
