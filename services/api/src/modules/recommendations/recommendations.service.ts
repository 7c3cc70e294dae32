import { canTransitionRecommendation, type RecommendationStatus } from '@heirloom/contracts';
import { ValidationFailedException } from '@heirloom/server';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OwnedCrudService, type OwnedWire } from '../../common/owned-crud.service';
import { RecommendationEntity } from './recommendation.entity';

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
