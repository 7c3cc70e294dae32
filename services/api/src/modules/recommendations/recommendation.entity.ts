import {
  recommendationPriorities,
  recommendationStatuses,
  recommendationTypes,
  type RecommendationPriority,
  type RecommendationStatus,
  type RecommendationType,
} from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import { enumColumn, longTextColumn, OwnedEntity, textColumn } from '../../database/columns';
import { moneyColumn } from '../../database/decimal.transformer';

@Entity({ name: 'recommendations' })
@Index('IDX_recommendations_user', ['userId'])
export class RecommendationEntity extends OwnedEntity {
  @Column(enumColumn(recommendationTypes)) type!: RecommendationType;
  @Column(textColumn(200)) title!: string;
  @Column(longTextColumn(false)) description!: string;
  @Column(moneyColumn({ nullable: true })) potentialSavings!: string | null;
  @Column(enumColumn(recommendationPriorities)) priority!: RecommendationPriority;
  @Column(enumColumn(recommendationStatuses)) status!: RecommendationStatus;
  @Column({ type: 'varchar', length: 36, nullable: true }) relatedEntityId!: string | null;
}
