import {
  recommendationPriorities,
  recommendationStatuses,
  recommendationTypes,
  type RecommendationEvidence,
  type RecommendationPriority,
  type RecommendationStatus,
  type RecommendationType,
  limits,
} from '@heirloom/contracts';
import { Column, Entity, Index, type ValueTransformer } from 'typeorm';
import { enumColumn, longTextColumn, OwnedEntity, textColumn } from '../../database/columns';
import { moneyColumn } from '../../database/decimal.transformer';

/**
 * Evidence is JSON in a text column (portable across SQLite and MariaDB) and an object everywhere else.
 * A value that no longer parses reads as null rather than failing the whole list.
 */
export const evidenceTransformer: ValueTransformer = {
  to: (value: unknown) => (value === null || value === undefined ? value : JSON.stringify(value)),
  from: (value: unknown) => {
    if (typeof value !== 'string' || value === '') return null;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  },
};

export const OPEN_KEY_INDEX = 'UQ_recommendations_user_openKey';
/** The longest type (24) + ":" + a 36-character id, with room to spare. */
export const OPEN_KEY_LENGTH = 64;

@Entity({ name: 'recommendations' })
@Index('IDX_recommendations_user', ['userId'])
// At most one open recommendation per user, type and related entity, whichever process stores it.
// Completed rows hold null, which a unique index lets repeat on SQLite and MySQL/MariaDB alike.
@Index(OPEN_KEY_INDEX, ['userId', 'openKey'], { unique: true })
export class RecommendationEntity extends OwnedEntity {
  @Column(enumColumn(recommendationTypes)) type!: RecommendationType;
  @Column(textColumn(limits.name)) title!: string;
  @Column(longTextColumn(false)) description!: string;
  @Column(moneyColumn({ nullable: true })) potentialSavings!: string | null;
  @Column(enumColumn(recommendationPriorities)) priority!: RecommendationPriority;
  @Column(enumColumn(recommendationStatuses)) status!: RecommendationStatus;
  @Column({ type: 'varchar', length: limits.id, nullable: true }) relatedEntityId!: string | null;
  /** How the figures were reached (inputs, formula, assumptions); null when written without. */
  @Column({ ...longTextColumn(true), transformer: evidenceTransformer })
  evidence!: RecommendationEvidence | null;
  /** recommendationOpenKey(): set by the service from type, relatedEntityId and status; never on the wire. */
  @Column({ type: 'varchar', length: OPEN_KEY_LENGTH, nullable: true, select: false })
  openKey?: string | null;
}
