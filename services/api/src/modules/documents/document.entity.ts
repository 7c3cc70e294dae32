import { documentCategories, limits, type DocumentCategory } from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import { enumColumn, integerColumn, longTextColumn, OwnedEntity, textColumn } from '../../database/columns';

/** One uploaded file; its content is in the DocumentStorage under the row's id. */
@Entity({ name: 'documents' })
@Index('IDX_documents_user', ['userId'])
@Index('IDX_documents_user_category', ['userId', 'category'])
export class DocumentEntity extends OwnedEntity {
  @Column(enumColumn(documentCategories)) category!: DocumentCategory;
  @Column(textColumn(limits.name)) fileName!: string;
  @Column(textColumn(100)) contentType!: string;
  @Column(integerColumn()) size!: number;
  @Column(longTextColumn()) notes!: string | null;
}
