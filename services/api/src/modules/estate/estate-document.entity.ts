import { estateDocumentStatuses, type EstateDocumentStatus } from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import { dateColumn, enumColumn, longTextColumn, OwnedEntity, textColumn } from '../../database/columns';

@Entity({ name: 'estate_documents' })
@Index('IDX_estate_documents_user', ['userId'])
export class EstateDocumentEntity extends OwnedEntity {
  @Column(textColumn(100)) documentType!: string;
  @Column(textColumn(200)) title!: string;
  @Column(dateColumn()) createdDate!: string;
  @Column(dateColumn()) lastUpdated!: string;
  @Column(textColumn(200, true)) attorney!: string | null;
  @Column(longTextColumn()) notes!: string | null;
  @Column(enumColumn(estateDocumentStatuses)) status!: EstateDocumentStatus;
}
