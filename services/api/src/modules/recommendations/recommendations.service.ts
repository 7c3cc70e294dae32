import {
  canTransitionRecommendation,
  recommendationOpenKey,
  type RecommendationStatus,
} from '@heirloom/contracts';
import { ValidationFailedException } from '@heirloom/server';
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OwnedCrudService, type EditableFields, type OwnedWire } from '../../common/owned-crud.service';
import { isUniqueViolation } from '../../database/errors';
import { RecommendationEntity } from './recommendation.entity';

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
