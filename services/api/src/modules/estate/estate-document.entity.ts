import { estateDocumentStatuses, type EstateDocumentStatus, limits } from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import { dateColumn, enumColumn, longTextColumn, OwnedEntity, textColumn } from '../../database/columns';

@Entity({ name: 'estate_documents' })
@Index('IDX_estate_documents_user', ['userId'])
export class EstateDocumentEntity extends OwnedEntity {
  @Column(textColumn(limits.shortText)) documentType!: string;
  @Column(textColumn(limits.name)) title!: string;
  @Column(dateColumn()) createdDate!: string;
  @Column(dateColumn()) lastUpdated!: string;
  @Column(textColumn(limits.name, true)) attorney!: string | null;
  @Column(longTextColumn()) notes!: string | null;
  @Column(enumColumn(estateDocumentStatuses)) status!: EstateDocumentStatus;
}
