import {
  canTransitionRecommendation,
  recommendationOpenKey,
  type RecommendationStatus,
} from '@heirloom/contracts';
import { ValidationFailedException, type FieldError } from '@heirloom/server';
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OwnedCrudService, type EditableFields, type OwnedWire } from '../../common/owned-crud.service';
import { ownedEntities } from '../../database/entities';
import { isUniqueViolation } from '../../database/errors';
import { RecommendationEntity } from './recommendation.entity';

export const NOT_YOUR_ITEM_MESSAGE = 'Must name one of your own items';

/** What a recommendation may be about: any of the user's rows but another recommendation. */
const relatableEntities = ownedEntities.filter((entity) => entity !== RecommendationEntity);

export const OPEN_DUPLICATE_MESSAGE =
  'An open recommendation of this type about the same item already exists';

@Injectable()
export class RecommendationsService extends OwnedCrudService<RecommendationEntity> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, {
      entity: RecommendationEntity,
      noun: 'Recommendation',
      order: { createdAt: 'DESC' },
    });
  }

  /**
   * Stores a recommendation; 409 when one of the same type about the same entity is still open (new or
   * reviewed). The unique index decides, so two AI replicas generating at once cannot both store it.
   */
  override async create(
    userId: string,
    input: Partial<EditableFields<RecommendationEntity>>,
  ): Promise<OwnedWire<RecommendationEntity>> {
    try {
      return await super.create(userId, input);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException({ message: OPEN_DUPLICATE_MESSAGE });
      throw error;
    }
  }

  /**
   * relatedEntityId must name one of the user's own rows (in any table: a finding may be about an
   * account, a mortgage, a policy...). Another user's id is refused exactly like an unknown one.
   */
  protected override async referenceErrors(
    userId: string,
    row: RecommendationEntity,
    changed: readonly string[],
  ): Promise<FieldError[]> {
    const errors = await super.referenceErrors(userId, row, changed);
    const id = row.relatedEntityId;
    if (!changed.includes('relatedEntityId') || id === null) return errors;
    const manager = this.dataSource.manager;
    const found = await Promise.all(
      relatableEntities.map((entity) => this.belongsTo(manager, entity, userId, id)),
    );
    if (!found.includes(true)) errors.push({ path: 'relatedEntityId', message: NOT_YOUR_ITEM_MESSAGE });
    return errors;
  }

  protected override derive(row: RecommendationEntity): void {
    row.openKey = recommendationOpenKey(row);
  }

  /**
   * Moves a recommendation along new -> reviewed -> completed (new may skip to completed). Asking for
   * the status it already has changes nothing; going back is refused.
   */
  async setStatus(
    userId: string,
    id: string,
    status: RecommendationStatus,
  ): Promise<OwnedWire<RecommendationEntity>> {
    const current = await this.find(userId, id);
    if (current.status !== status && !canTransitionRecommendation(current.status, status)) {
      throw new ValidationFailedException([
        { path: 'status', message: `A ${current.status} recommendation cannot be marked ${status}` },
      ]);
    }
    return this.update(userId, id, { status });
  }
}
