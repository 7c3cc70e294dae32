// Notes on a document, a K-1, a tax document or a recommendation (issue 31). The thing must be the
// acting family's (404 otherwise, as for any row of another family). A professional reads the notes of
// an area granted to them and writes where the grant reaches the notes level; the household (areas
// null) always may. The area is the thing's: a document's category's, or the type's.
import { randomUUID } from 'node:crypto';
import {
  accessMessages,
  documentCategoryArea,
  grants,
  noteEntityArea,
  type AccessArea,
  type AccessLevel,
  type CreateNoteInput,
  type Note,
  type NoteEntityType,
  type NoteQuery,
} from '@heirloom/contracts';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DocumentEntity } from '../documents/document.entity';
import { K1DocumentEntity } from '../private-investments/k1-document.entity';
import { RecommendationEntity } from '../recommendations/recommendation.entity';
import { TaxDocumentEntity } from '../tax/tax-document.entity';
import { actingFamily } from './access.service';
import type { RequestAccess } from './current-access.decorator';
import { NoteEntity } from './note.entity';

const nouns: Record<NoteEntityType, string> = {
  document: 'Document',
  k1_document: 'K-1',
  tax_document: 'Tax document',
  recommendation: 'Recommendation',
};

export function toNote(row: NoteEntity): Note {
  return {
    id: row.id,
    entityType: row.entityType,
    entityId: row.entityId,
    authorId: row.authorId,
    authorName: row.authorName,
    authorRole: row.authorRole,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

@Injectable()
export class NotesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The thing's notes, oldest first. */
  async list(access: RequestAccess, { entityType, entityId }: NoteQuery): Promise<Note[]> {
    const familyId = await this.reach(access, entityType, entityId, 'read');
    const rows = await this.dataSource.manager.find(NoteEntity, {
      where: { familyId, entityType, entityId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map(toNote);
  }

  async create(access: RequestAccess, input: CreateNoteInput): Promise<Note> {
    const familyId = await this.reach(access, input.entityType, input.entityId, 'notes');
    const row: NoteEntity = {
      id: randomUUID(),
      familyId,
      entityType: input.entityType,
      entityId: input.entityId,
      authorId: access.personId,
      authorName: access.personName,
      authorRole: access.role!,
      body: input.body,
      createdAt: new Date(),
    };
    await this.dataSource.manager.insert(NoteEntity, row);
    return toNote(row);
  }

  /** The acting family, once the thing is found among its rows and its area allows `level`. */
  private async reach(
    access: RequestAccess,
    entityType: NoteEntityType,
    entityId: string,
    level: AccessLevel,
  ): Promise<string> {
    const familyId = actingFamily(access);
    const area = await this.areaOf(familyId, entityType, entityId);
    if (!area) throw new NotFoundException({ message: `${nouns[entityType]} not found` });
    if (!grants(access.areas, area, level))
      throw new ForbiddenException({ message: accessMessages.notShared });
    return familyId;
  }

  private async areaOf(
    familyId: string,
    entityType: NoteEntityType,
    id: string,
  ): Promise<AccessArea | undefined> {
    const manager = this.dataSource.manager;
    const where = { id, userId: familyId };
    switch (entityType) {
      case 'document': {
        const document = await manager.findOne(DocumentEntity, {
          select: { id: true, category: true },
          where,
        });
        return document ? documentCategoryArea[document.category] : undefined;
      }
      case 'k1_document':
        return (await manager.existsBy(K1DocumentEntity, where)) ? noteEntityArea.k1_document : undefined;
      case 'tax_document':
        return (await manager.existsBy(TaxDocumentEntity, where)) ? noteEntityArea.tax_document : undefined;
      case 'recommendation':
        return (await manager.existsBy(RecommendationEntity, where))
          ? noteEntityArea.recommendation
          : undefined;
    }
  }
}
