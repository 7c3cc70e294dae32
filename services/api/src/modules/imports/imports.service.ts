// CSV imports: upload (the file is spooled and checked: a preview), change the mapping (checked again),
// import (the valid new rows, in one database transaction), discard. The file is read as a stream each
// time, never held in memory; the preview keeps only counts, the first rows and the first errors.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  importFields,
  importMessages,
  isCsvFileName,
  MAX_PREVIEW_ERRORS,
  PREVIEW_ROWS,
  suggestMapping,
  uploadImportFieldsSchema,
  type ImportKind,
  type ImportMapping,
  type ImportPreview,
  type ImportProgress,
  type ImportRowError,
  type UpdateImport,
} from '@heirloom/contracts';
import { toFieldErrors, ValidationFailedException, type FieldError } from '@heirloom/server';
import { ConflictException, Inject, Injectable, Logger, NotFoundException, type Type } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { FamilyEvents } from '../../common/family-events';
import { toWire, type Wire } from '../../common/wire';
import type { ApiConfig } from '../../config/api.config';
import { API_CONFIG } from '../../config/api-config.token';
import type { OwnedEntity } from '../../database/columns';
import { insertRows } from '../../database/bulk-insert';
import { isUniqueViolation } from '../../database/errors';
import { AccountEntity } from '../accounts/account.entity';
import { FILE_FIELD, type ReceivedUpload } from '../documents/upload-receiver';
import { HoldingEntity } from '../holdings/holding.entity';
import { addToTransactionCount } from '../transactions/transaction-counts';
import { TransactionEntity } from '../transactions/transaction.entity';
import { fileError, openCsv } from './csv-reader';
import { ImportEntity } from './import.entity';
import {
  checkRecord,
  columnIndex,
  fingerprint,
  Occurrences,
  type AccountRef,
  type CheckedRow,
  type RowContext,
} from './import-rows';

export type ImportWire = Omit<Wire<ImportEntity>, 'mapping'> & { mapping: ImportMapping };

const TABLES: Readonly<Record<ImportKind, Type<OwnedEntity>>> = {
  accounts: AccountEntity,
  transactions: TransactionEntity,
  holdings: HoldingEntity,
};

/** Rows checked against the database (and inserted) per round trip. */
const BATCH = 500;

interface Pass {
  columns: string[];
  sample: ImportPreview['sample'];
  errors: ImportRowError[];
  totalRows: number;
  validRows: number;
  invalidRows: number;
  duplicateRows: number;
  importedRows: number;
}

@Injectable()
export class ImportsService {
  private readonly logger = new Logger('Imports');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly events: FamilyEvents,
  ) {}

  private get repository() {
    return this.dataSource.getRepository(ImportEntity);
  }

  private filePath(id: string): string {
    return path.join(this.config.importsDir, `${id}.csv`);
  }

  async list(userId: string): Promise<ImportWire[]> {
    const rows = await this.repository.find({ where: { userId }, order: { createdAt: 'DESC', id: 'ASC' } });
    return rows.map(wire);
  }

  async get(userId: string, id: string): Promise<ImportWire> {
    return wire(await this.find(userId, id));
  }

  /** Checks the uploaded file and keeps it for the import; answers the preview. */
  async upload(userId: string, upload: ReceivedUpload): Promise<ImportPreview> {
    try {
      const fields = uploadImportFieldsSchema.safeParse(upload.fields);
      const errors: FieldError[] = fields.success ? [] : toFieldErrors(fields.error.issues);
      const { file } = upload;
      if (!file) errors.push({ path: FILE_FIELD, message: importMessages.noFile });
      else if (!isCsvFileName(file.fileName))
        errors.push({ path: FILE_FIELD, message: importMessages.notCsv });
      else if (file.size === 0) errors.push({ path: FILE_FIELD, message: importMessages.empty });
      if (
        fields.success &&
        fields.data.accountId &&
        !(await this.accountExists(userId, fields.data.accountId))
      ) {
        errors.push({ path: 'accountId', message: 'No such account' });
      }
      if (errors.length || !fields.success || !file) throw new ValidationFailedException(errors);

      const id = randomUUID();
      await mkdir(this.config.importsDir, { recursive: true });
      const stored = this.filePath(id);
      await rename(file.spoolPath, stored);
      try {
        const { header } = await this.peekHeader(stored);
        const now = new Date();
        const row = this.repository.create({
          id,
          userId,
          kind: fields.data.kind,
          fileName: file.fileName.slice(0, 255),
          size: file.size,
          status: 'pending',
          mapping: JSON.stringify(suggestMapping(fields.data.kind, header)),
          accountId: fields.data.accountId ?? null,
          totalRows: 0,
          validRows: 0,
          invalidRows: 0,
          duplicateRows: 0,
          importedRows: 0,
          importedAt: null,
          createdAt: now,
          updatedAt: now,
        });
        const pass = await this.run(row, null);
        Object.assign(row, counts(pass));
        await this.repository.insert(row);
        return { import: wire(row), columns: pass.columns, sample: pass.sample, errors: pass.errors };
      } catch (error) {
        await rm(stored, { force: true });
        throw error;
      }
    } finally {
      await upload.discard();
    }
  }

  /** A new mapping or account for a pending import: checked again. */
  async update(userId: string, id: string, patch: UpdateImport): Promise<ImportPreview> {
    const row = await this.pending(userId, id);
    const errors: FieldError[] = [];
    if (patch.mapping) {
      const { header } = await this.peekHeader(this.filePath(id));
      const known = new Set(importFields[row.kind].map((f) => f.key));
      for (const [key, column] of Object.entries(patch.mapping)) {
        if (!known.has(key)) errors.push({ path: `mapping.${key}`, message: 'No such field' });
        else if (column !== null && !header.includes(column)) {
          errors.push({ path: `mapping.${key}`, message: importMessages.unknownColumn });
        }
      }
      row.mapping = JSON.stringify({ ...parseMapping(row.mapping), ...patch.mapping });
    }
    if (patch.accountId !== undefined) {
      if (patch.accountId !== null && !(await this.accountExists(userId, patch.accountId))) {
        errors.push({ path: 'accountId', message: 'No such account' });
      }
      row.accountId = patch.accountId;
    }
    if (errors.length) throw new ValidationFailedException(errors);
    const pass = await this.run(row, null);
    Object.assign(row, counts(pass), { updatedAt: new Date() });
    // An update naming updatedAt, not save(): save leaves an unchanged-looking timestamp to the
    // database's clock.
    const { mapping, accountId, updatedAt } = row;
    await this.repository.update({ id, userId }, { ...counts(pass), mapping, accountId, updatedAt });
    return { import: wire(row), columns: pass.columns, sample: pass.sample, errors: pass.errors };
  }

  /** Imports the valid rows not imported before, all or none; `progress` hears after each batch. */
  async commit(
    userId: string,
    id: string,
    progress: (event: ImportProgress) => void = () => {},
  ): Promise<ImportWire> {
    const row = await this.pending(userId, id);
    let pass: Pass;
    try {
      pass = await this.dataSource.transaction(async (manager) => {
        const done = await this.run(row, manager, progress);
        const now = new Date();
        const marked = await manager.update(
          ImportEntity,
          { id, userId, status: 'pending' },
          // updatedAt set here, not by the database's clock, so it agrees with importedAt.
          { ...counts(done), status: 'imported', importedAt: now, updatedAt: now },
        );
        // Imported meanwhile by another request: this one's rows go back.
        if (marked.affected === 0) throw new ConflictException({ message: importMessages.notPending });
        return done;
      });
    } catch (error) {
      // Another import of the same rows got there first (the same file imported twice at once).
      if (isUniqueViolation(error)) throw new ConflictException({ message: importMessages.notPending });
      throw error;
    }
    await rm(this.filePath(id), { force: true });
    if (pass.importedRows > 0) await this.events.figuresChanged(userId);
    this.logger.log(`Imported ${pass.importedRows} ${row.kind} (${pass.duplicateRows} already there)`);
    return this.get(userId, id);
  }

  /** Forgets an import: a pending file is removed; rows already imported stay. */
  async remove(userId: string, id: string): Promise<void> {
    await this.find(userId, id);
    await this.repository.delete({ id, userId });
    await rm(this.filePath(id), { force: true });
  }

  private async find(userId: string, id: string): Promise<ImportEntity> {
    const row = await this.repository.findOneBy({ id, userId });
    if (!row) throw new NotFoundException({ message: 'Import not found' });
    return row;
  }

  /** The import, if it is the user's and still pending (404 or 409 otherwise). */
  async pendingImport(userId: string, id: string): Promise<ImportWire> {
    return wire(await this.pending(userId, id));
  }

  private async pending(userId: string, id: string): Promise<ImportEntity> {
    const row = await this.find(userId, id);
    if (row.status !== 'pending') throw new ConflictException({ message: importMessages.notPending });
    return row;
  }

  private async accountExists(userId: string, id: string): Promise<boolean> {
    return (await this.dataSource.getRepository(AccountEntity).countBy({ id, userId })) > 0;
  }

  private async peekHeader(file: string): Promise<{ header: string[] }> {
    const csv = await openCsv(file);
    csv.close();
    return { header: csv.header };
  }

  /**
   * One pass over the file: every record checked, valid ones fingerprinted and compared with what the
   * user already has. With a manager (inside the import's transaction) the new rows are inserted too.
   */
  private async run(
    row: ImportEntity,
    manager: EntityManager | null,
    progress: (event: ImportProgress) => void = () => {},
  ): Promise<Pass> {
    const csv = await openCsv(this.filePath(row.id));
    const db = manager ?? this.dataSource.manager;
    const table = TABLES[row.kind];
    const context: RowContext = {
      kind: row.kind,
      mapping: parseMapping(row.mapping),
      columns: columnIndex(csv.header),
      accounts: await this.accountsByName(db, row.userId),
      accountId: row.accountId,
    };
    const pass: Pass = {
      columns: csv.header,
      sample: [],
      errors: [],
      totalRows: 0,
      validRows: 0,
      invalidRows: 0,
      duplicateRows: 0,
      importedRows: 0,
    };
    const occurrences = new Occurrences(row.kind);
    const keysInFile = new Set<string>();
    let batch: { checked: CheckedRow; key: string }[] = [];

    const flush = async () => {
      if (!batch.length) return;
      const keys = batch.map((b) => b.key);
      const existing = new Set(
        (
          await db
            .getRepository(table)
            .createQueryBuilder('t')
            .select('t.importKey', 'importKey')
            .where({ userId: row.userId, importKey: In(keys) })
            .getRawMany<{ importKey: string }>()
        ).map((r) => r.importKey),
      );
      const fresh = batch.filter((b) => !existing.has(b.key));
      pass.duplicateRows += batch.length - fresh.length;
      pass.validRows += fresh.length;
      for (const sampled of pass.sample) {
        if (existing.has(batch.find((b) => b.checked.line === sampled.line)?.key ?? ''))
          sampled.duplicate = true;
      }
      if (manager && fresh.length) {
        const now = new Date();
        const values = fresh.map((b) => ({
          ...b.checked.row,
          id: randomUUID(),
          userId: row.userId,
          importKey: b.key,
          createdAt: now,
          updatedAt: now,
        }));
        await insertRows(manager, table, values);
        if (table === TransactionEntity) await addToTransactionCount(manager, row.userId, fresh.length);
        pass.importedRows += fresh.length;
      }
      batch = [];
      progress({ processed: pass.totalRows, total: row.totalRows });
    };

    for await (const record of csv.records) {
      pass.totalRows++;
      const checked = checkRecord(context, record);
      if (pass.sample.length < PREVIEW_ROWS) {
        pass.sample.push({
          line: checked.line,
          values: checked.values,
          errors: checked.errors,
          duplicate: false,
        });
      }
      if (checked.errors.length || !checked.identity) {
        pass.invalidRows++;
        for (const error of checked.errors)
          if (pass.errors.length < MAX_PREVIEW_ERRORS) pass.errors.push(error);
        continue;
      }
      const key = fingerprint(row.kind, checked.identity, occurrences.next(checked.identity));
      // The same account or position twice in one file: the second is a duplicate of the first.
      if (keysInFile.has(key)) {
        pass.duplicateRows++;
        const sampled = pass.sample.find((s) => s.line === checked.line);
        if (sampled) sampled.duplicate = true;
        continue;
      }
      keysInFile.add(key);
      batch.push({ checked, key });
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    if (pass.totalRows === 0) throw fileError(importMessages.noRows);
    return pass;
  }

  private async accountsByName(db: EntityManager, userId: string): Promise<Map<string, AccountRef>> {
    const accounts = await db.getRepository(AccountEntity).find({
      select: { id: true, name: true },
      where: { userId },
      order: { name: 'ASC', id: 'ASC' },
    });
    const byName = new Map<string, AccountRef>();
    for (const account of accounts) {
      const key = account.name.trim().toLowerCase();
      if (!byName.has(key)) byName.set(key, account);
    }
    return byName;
  }
}

function parseMapping(json: string): ImportMapping {
  return JSON.parse(json) as ImportMapping;
}

function counts(pass: Pass) {
  const { totalRows, validRows, invalidRows, duplicateRows, importedRows } = pass;
  return { totalRows, validRows, invalidRows, duplicateRows, importedRows };
}

function wire(row: ImportEntity): ImportWire {
  return { ...toWire(row), mapping: parseMapping(row.mapping) };
}
