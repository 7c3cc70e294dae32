// The rules of documents: what is accepted (known area, accepted extension, content that agrees with
// it, not empty, not over 25 MB), stored under a server-generated key, and reached only by its owner.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  accessMessages,
  documentContentTypes,
  documentExtension,
  documentFileProblem,
  documentMessages,
  uploadDocumentFieldsSchema,
  type DocumentCategory,
} from '@heirloom/contracts';
import { toFieldErrors, ValidationFailedException, type FieldError } from '@heirloom/server';
import { ForbiddenException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';
import { OwnedCrudService, type OwnedWire } from '../../common/owned-crud.service';
import { toWire } from '../../common/wire';
import { DocumentEntity } from './document.entity';
import { DOCUMENT_STORAGE, DocumentMissingError, type DocumentStorage } from './document-storage';
import { kindOfFile, signatureProblem } from './file-signature';
import { FILE_FIELD, type ReceivedUpload } from './upload-receiver';

export type DocumentWire = OwnedWire<DocumentEntity>;

@Injectable()
export class DocumentsService extends OwnedCrudService<DocumentEntity> {
  private readonly logger = new Logger('DocumentsService');

  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {
    super(dataSource, { entity: DocumentEntity, noun: 'Document', order: { createdAt: 'DESC' } });
  }

  /**
   * The user's documents, newest first; one area's when `category` is given; only those of `readable`
   * categories when given (a professional's granted ones).
   */
  async listIn(
    userId: string,
    category?: DocumentCategory,
    readable?: readonly DocumentCategory[],
  ): Promise<DocumentWire[]> {
    if (readable && category && !readable.includes(category)) return [];
    if (readable && !readable.length) return [];
    const rows = await this.repository.find({
      where: this.owned(userId, category ? { category } : readable ? { category: In([...readable]) } : {}),
      order: { createdAt: 'DESC', id: 'ASC' },
    });
    return rows.map((row) => toWire(row));
  }

  /**
   * Checks what was received and stores it; every refusal is a 400 naming its field, and a category
   * `refusal` names a message for is a 403 with it (a professional without the upload level on its area).
   */
  async upload(
    userId: string,
    upload: ReceivedUpload,
    refusal: (category: DocumentCategory) => string | null = () => null,
  ): Promise<DocumentWire> {
    try {
      const fields = uploadDocumentFieldsSchema.safeParse(upload.fields);
      const refused = fields.success ? refusal(fields.data.category) : null;
      if (refused) throw new ForbiddenException({ message: refused });
      const errors: FieldError[] = fields.success ? [] : toFieldErrors(fields.error.issues);
      const fileError = await this.fileProblem(upload);
      if (fileError) errors.push({ path: FILE_FIELD, message: fileError });
      if (errors.length || !fields.success || !upload.file) throw new ValidationFailedException(errors);

      const { file } = upload;
      const id = randomUUID();
      const now = new Date();
      await this.storage.put(id, createReadStream(file.spoolPath));
      try {
        await this.repository.insert({
          id,
          userId,
          category: fields.data.category,
          fileName: file.fileName,
          contentType: documentContentTypes[documentExtension(file.fileName)!],
          size: file.size,
          notes: fields.data.notes,
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        await this.storage.delete(id);
        throw error;
      }
      return this.get(userId, id);
    } finally {
      await upload.discard();
    }
  }

  /**
   * The family's document and its content; 404 when the family has no such document, 403 when it has
   * one in an area not shared with the caller (`readable`), as every other route of an ungranted area.
   */
  async download(
    userId: string,
    id: string,
    readable?: readonly DocumentCategory[],
  ): Promise<{ document: DocumentWire; content: Readable }> {
    const row = await this.find(userId, id);
    if (readable && !readable.includes(row.category))
      throw new ForbiddenException({ message: accessMessages.notShared });
    try {
      return { document: toWire(row), content: await this.storage.get(row.id) };
    } catch (error) {
      if (!(error instanceof DocumentMissingError)) throw error;
      this.logger.error(`Document ${row.id} has a row but no stored content`);
      throw new NotFoundException({ message: 'Document not found' });
    }
  }

  /** The row goes first (the user sees it gone at once), then the stored content. */
  override async remove(userId: string, id: string): Promise<void> {
    await super.remove(userId, id);
    await this.storage.delete(id).catch((error: unknown) => {
      this.logger.error(`Document ${id} was deleted but its content could not be: ${String(error)}`);
    });
  }

  private async fileProblem({ file }: ReceivedUpload): Promise<string | null> {
    if (!file) return documentMessages.noFile;
    const problem = documentFileProblem({ name: file.fileName, size: file.size });
    if (problem) return problem;
    const handle = await open(file.spoolPath, 'r');
    try {
      return signatureProblem(documentExtension(file.fileName)!, await kindOfFile(handle, file.size));
    } finally {
      await handle.close();
    }
  }
}
