// Imports: upload (the file is spooled, its format sniffed and its reading decided from the whole file:
// a preview), change the mapping or answer its questions (checked again), import (all rows or none, or
// only the valid ones when asked, in one database transaction), discard. A CSV is read as a stream each
// time, never held in memory; an OFX or QIF statement (at most 20 MB) is read whole. The preview keeps
// only counts, the first rows and the first errors. Transactions files are read by ./reading (the
// settings) and ./formats (the readers); accounts and holdings files as the template.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  csvLine,
  importFields,
  importMessages,
  isImportFileName,
  MAX_IMPORT_ROWS,
  MAX_PREVIEW_ERRORS,
  PREVIEW_ROWS,
  suggestMapping,
  unescapeFormulaCell,
  uploadImportFieldsSchema,
  type CommitImport,
  type ImportAnswers,
  type ImportFormat,
  type ImportKind,
  type ImportMapping,
  type ImportPreview,
  type ImportProgress,
  type ImportRowError,
  type ImportSettings,
  type UpdateImport,
} from '@heirloom/contracts';
import { toFieldErrors, ValidationFailedException, type FieldError } from '@heirloom/server';
import { ConflictException, Inject, Injectable, Logger, NotFoundException, type Type } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Decimal from 'decimal.js';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { FamilyEvents } from '../../common/family-events';
import { toWire, type Wire } from '../../common/wire';
import type { ApiConfig } from '../../config/api.config';
import { API_CONFIG } from '../../config/api-config.token';
import type { OwnedEntity } from '../../database/columns';
import { insertRows } from '../../database/bulk-insert';
import { isUniqueViolation } from '../../database/errors';
import { select } from '../../database/prepared-select';
import { deferWalCheckpoint } from '../../database/wal-checkpoint';
import { AccountEntity } from '../accounts/account.entity';
import { FILE_FIELD, type ReceivedUpload } from '../documents/upload-receiver';
import { HoldingEntity } from '../holdings/holding.entity';
import { addToTransactionCount } from '../transactions/transaction-counts';
import { TransactionEntity } from '../transactions/transaction.entity';
import { ImportQuota } from '../limits/import-quota';
import { fileError, openCsv, type CsvRecord } from './csv-reader';
import { findHeader, mapColumns, columnKey } from './formats/headers';
import { readOfx } from './formats/ofx';
import { qifDateCell, readQif } from './formats/qif';
import { sniffFormat } from './formats/sniff';
import { ImportProfileEntity } from './import-profile.entity';
import { ImportEntity } from './import.entity';
import {
  checkReadTransaction,
  checkRecord,
  columnIndex,
  fingerprint,
  Occurrences,
  type AccountRef,
  type CheckedRow,
  type ReadTransaction,
  type RowContext,
} from './import-rows';
import { answersOf, CellShapes, decideReading, readCells, type Reading } from './reading';

export type ImportWire = Omit<Wire<ImportEntity>, 'mapping' | 'reading'> & {
  mapping: ImportMapping;
  settings: ImportSettings | null;
};

/** The fields an OFX or QIF record has, shown as its columns. */
const STATEMENT_COLUMNS = ['date', 'merchant', 'amount', 'category', 'notes'];
/** Bytes read to tell a file's format. */
const SNIFF_BYTES = 64 * 1024;
/** Records searched for a CSV's header (formats/headers.ts searches as many). */
const HEADER_SEARCH_ROWS = 30;

/** A transactions file's rows as read, with the cells each came from (for the skipped-rows file). */
interface Source {
  columns: string[];
  profileKeys: string[];
  rows: AsyncIterable<{ read: ReadTransaction; cells: string[] }>;
}

/** What a detection pass found: the header, the mapping, and how the file is read. */
interface Detected {
  columns: string[];
  skippedLines: number;
  mapping: ImportMapping;
  reading: Reading;
  /** The kept profile's key for this file (CSV, QIF; for OFX, per statement). */
  profileKeys: string[];
}

const TABLES: Readonly<Record<ImportKind, Type<OwnedEntity>>> = {
  accounts: AccountEntity,
  transactions: TransactionEntity,
  holdings: HoldingEntity,
};

/** Rows looked up against the database at once (and then inserted, in slices on SQLite). */
const BATCH = 100;
/** A progress event every this many rows (and one at the end). */
const PROGRESS_EVERY = 500;
/**
 * The longest the row loop runs before it lets the event loop turn: a 100,000-row import is long work
 * done in short slices, so the process keeps answering everyone else's calls meanwhile (issue 34:
 * /api/health took up to 1.8 s during a commit).
 */
const SLICE_MS = 5;
/**
 * Rows inserted per synchronous call on SQLite, the event loop free to turn between calls once the
 * slice is spent: a 100-row insert into the transactions table (eight indexes, the tally triggers)
 * measured 25 to 100 ms on a busy machine, one stretch nobody else was answered in.
 */
const SQLITE_INSERT_ROWS = 10;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Pass {
  columns: string[];
  sample: ImportPreview['sample'];
  errors: ImportRowError[];
  totalRows: number;
  validRows: number;
  invalidRows: number;
  duplicateRows: number;
  importedRows: number;
  /** The kept profiles this file goes by (transactions). */
  profileKeys: string[];
  reading: Reading | null;
}

@Injectable()
export class ImportsService {
  private readonly logger = new Logger('Imports');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly events: FamilyEvents,
    private readonly quota: ImportQuota,
  ) {}

  private get repository() {
    return this.dataSource.getRepository(ImportEntity);
  }

  private filePath(id: string): string {
    return path.join(this.config.importsDir, `${id}.csv`);
  }

  /** The invalid rows an import of the valid rows only left out, as a CSV. */
  skippedPath(id: string): string {
    return path.join(this.config.importsDir, `${id}.skipped.csv`);
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
      else if (!isImportFileName(file.fileName))
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
      await this.quota.spend(userId, file.size, { run: true });

      const id = randomUUID();
      await mkdir(this.config.importsDir, { recursive: true });
      const stored = this.filePath(id);
      await rename(file.spoolPath, stored);
      try {
        const format = await sniff(stored);
        const kind = fields.data.kind;
        if (kind !== 'transactions' && format !== 'csv') throw fileError(importMessages.notCsv);
        const now = new Date();
        const row = this.repository.create({
          id,
          userId,
          kind,
          fileName: file.fileName.slice(0, 255),
          size: file.size,
          status: 'pending',
          format,
          mapping: '{}',
          reading: null,
          skippedLines: 0,
          accountId: fields.data.accountId ?? null,
          totalRows: 0,
          validRows: 0,
          invalidRows: 0,
          duplicateRows: 0,
          importedRows: 0,
          skippedRows: 0,
          importedAt: null,
          createdAt: now,
          updatedAt: now,
        });
        if (kind === 'transactions') {
          const detected = await this.detect(row, { mapping: null, answers: {}, useProfile: true });
          Object.assign(row, {
            mapping: JSON.stringify(detected.mapping),
            reading: JSON.stringify(detected.reading),
            skippedLines: detected.skippedLines,
          });
        } else {
          const { header } = await this.peekHeader(stored);
          row.mapping = JSON.stringify(suggestMapping(kind, header));
        }
        const pass = await this.run(row, null);
        Object.assign(row, counts(pass));
        await this.repository.insert(row);
        return previewOf(row, pass);
      } catch (error) {
        await rm(stored, { force: true });
        throw error;
      }
    } finally {
      await upload.discard();
    }
  }

  /** A new mapping, account or answers for a pending import: read and checked again. */
  async update(userId: string, id: string, patch: UpdateImport): Promise<ImportPreview> {
    const row = await this.pending(userId, id);
    await this.quota.spend(userId, row.size);
    const errors: FieldError[] = [];
    if (patch.mapping) {
      const header =
        row.kind === 'transactions'
          ? (await this.detect(row, { mapping: parseMapping(row.mapping), answers: {}, headerOnly: true }))
              .columns
          : (await this.peekHeader(this.filePath(id))).header;
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
    if (patch.settings && row.kind !== 'transactions') {
      errors.push({ path: 'settings', message: 'Only a transactions file has settings' });
    }
    if (errors.length) throw new ValidationFailedException(errors);
    if (row.kind === 'transactions') {
      const before = parseReading(row.reading);
      const detected = await this.detect(row, {
        mapping: parseMapping(row.mapping),
        answers: { ...before?.answers, ...patch.settings },
        remembered: before?.remembered ?? false,
      });
      Object.assign(row, {
        mapping: JSON.stringify(detected.mapping),
        reading: JSON.stringify(detected.reading),
        skippedLines: detected.skippedLines,
      });
    }
    const pass = await this.run(row, null);
    Object.assign(row, counts(pass), { updatedAt: new Date() });
    // An update naming updatedAt, not save(): save leaves an unchanged-looking timestamp to the
    // database's clock.
    const { mapping, accountId, updatedAt, reading, skippedLines } = row;
    await this.repository.update(
      { id, userId },
      { ...counts(pass), mapping, accountId, updatedAt, reading, skippedLines },
    );
    return previewOf(row, pass);
  }

  /**
   * Imports the rows not imported before in one transaction: every row or none (any invalid row, or an
   * open question, refuses the import and nothing is written), or with `validOnly` the valid rows, the
   * invalid ones kept as a CSV for GET /imports/{id}/skipped. `progress` hears after each batch.
   */
  async commit(
    userId: string,
    id: string,
    options: CommitImport = {},
    progress: (event: ImportProgress) => void = () => {},
  ): Promise<ImportWire> {
    const row = await this.pending(userId, id);
    const reading = parseReading(row.reading);
    const open = reading?.questions[0];
    if (open) throw new ConflictException({ message: importMessages.unanswered(open.question) });
    if (!options.validOnly && row.invalidRows > 0)
      throw new ConflictException({ message: importMessages.invalidRows(row.invalidRows, row.validRows) });
    await this.quota.spend(userId, row.size, { run: true });
    const skipped = options.validOnly ? this.skippedPath(id) : null;
    let pass: Pass;
    // On SQLite the COMMIT of 100,000 rows would also copy the WAL back into the file, seconds on the
    // process's thread: a worker thread does that copy once the import is done.
    const checkpoint = deferWalCheckpoint(this.dataSource);
    try {
      pass = await this.dataSource.transaction(async (manager) => {
        const done = await this.run(row, manager, progress, skipped);
        // The file changed under the preview's counts (it cannot: it is ours) or a row went invalid since
        // (an account named in it was deleted): all or nothing still holds.
        if (!options.validOnly && done.invalidRows > 0)
          throw new ConflictException({
            message: importMessages.invalidRows(done.invalidRows, done.validRows),
          });
        const now = new Date();
        const marked = await manager.update(
          ImportEntity,
          { id, userId, status: 'pending' },
          // updatedAt set here, not by the database's clock, so it agrees with importedAt.
          {
            ...counts(done),
            skippedRows: options.validOnly ? done.invalidRows : 0,
            status: 'imported',
            importedAt: now,
            updatedAt: now,
          },
        );
        // Imported meanwhile by another request: this one's rows go back.
        if (marked.affected === 0) throw new ConflictException({ message: importMessages.notPending });
        if (reading && row.accountId) await this.remember(manager, row, reading.settings, done.profileKeys);
        return done;
      });
    } catch (error) {
      if (skipped) await rm(skipped, { force: true });
      // Another import of the same rows got there first (the same file imported twice at once).
      if (isUniqueViolation(error)) throw new ConflictException({ message: importMessages.notPending });
      throw error;
    } finally {
      void checkpoint();
    }
    if (skipped && pass.invalidRows === 0) await rm(skipped, { force: true });
    await rm(this.filePath(id), { force: true });
    if (pass.importedRows > 0) await this.events.figuresChanged(userId);
    this.logger.log(`Imported ${pass.importedRows} ${row.kind} (${pass.duplicateRows} already there)`);
    return this.get(userId, id);
  }

  /**
   * The invalid rows as a CSV (the file's own columns, then the line and its errors): those an import
   * of the valid rows only left out, or, while pending, those it would leave out.
   */
  async skippedRows(userId: string, id: string): Promise<{ file: string; temporary: boolean }> {
    const row = await this.find(userId, id);
    if (row.status === 'imported') {
      if (row.skippedRows === 0) throw new NotFoundException({ message: importMessages.noSkippedRows });
      return { file: this.skippedPath(id), temporary: false };
    }
    if (row.invalidRows === 0) throw new NotFoundException({ message: importMessages.noSkippedRows });
    await this.quota.spend(userId, row.size);
    const out = path.join(this.config.importsDir, `${id}.${randomUUID()}.skipped.csv`);
    try {
      await this.run(row, null, () => {}, out);
    } catch (error) {
      await rm(out, { force: true });
      throw error;
    }
    return { file: out, temporary: true };
  }

  /** Forgets an import: a pending file is removed; rows already imported stay. */
  async remove(userId: string, id: string): Promise<void> {
    await this.find(userId, id);
    await this.repository.delete({ id, userId });
    await rm(this.filePath(id), { force: true });
    await rm(this.skippedPath(id), { force: true });
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
   * The detection pass of a transactions file: its header found (CSV), its profile applied when the
   * account has one for it, and its date and amount cells' shapes gathered, to decide its reading.
   */
  private async detect(
    row: ImportEntity,
    options: {
      mapping: ImportMapping | null;
      answers: ImportAnswers;
      useProfile?: boolean;
      remembered?: boolean;
      headerOnly?: boolean;
    },
  ): Promise<Detected> {
    const file = this.filePath(row.id);
    const db = this.dataSource.manager;
    const accountType = row.accountId
      ? ((await db.getRepository(AccountEntity).findOneBy({ id: row.accountId, userId: row.userId }))
          ?.accountType ?? null)
      : null;
    let { mapping, answers } = options;
    let remembered = options.remembered ?? false;
    const applyProfile = async (key: string) => {
      if (!options.useProfile || !row.accountId) return;
      const profile = await db
        .getRepository(ImportProfileEntity)
        .findOneBy({ userId: row.userId, accountId: row.accountId, headerKey: key });
      if (!profile) return;
      remembered = true;
      if (profile.mapping) mapping = parseMapping(profile.mapping);
      answers = { ...answersOf(JSON.parse(profile.settings) as ImportSettings), ...answers };
    };
    const shapes = new CellShapes();

    if (row.format === 'csv') {
      const found = await this.findCsvHeader(file);
      const key = csvProfileKey(found.header);
      if (options.headerOnly)
        return {
          columns: found.header,
          skippedLines: found.headerLine - 1,
          mapping: mapping ?? {},
          reading: decideReading({ shapes, mapping: {}, answers, accountType, remembered }),
          profileKeys: [key],
        };
      await applyProfile(key);
      const chosen = mapping ?? found.mapping ?? mapColumns(found.header);
      const csv = await openCsv(file, { headerLine: found.headerLine });
      const cellOf = cellReader(csv.header, chosen);
      for await (const record of csv.records) {
        shapes.addDate(cellOf(record, 'date') ?? '');
        for (const field of ['amount', 'debit', 'credit']) shapes.addAmount(cellOf(record, field) ?? '');
        shapes.addType(cellOf(record, 'transactionType') ?? '');
      }
      return {
        columns: csv.header,
        skippedLines: found.headerLine - 1,
        mapping: chosen,
        reading: decideReading({ shapes, mapping: chosen, answers, accountType, remembered }),
        profileKeys: [key],
      };
    }

    const statementMapping: ImportMapping = { date: 'date', merchant: 'merchant', amount: 'amount' };
    if (row.format === 'qif') {
      await applyProfile('qif');
      for (const account of await readQifFile(file)) {
        for (const t of account.transactions) {
          shapes.addDate(qifDateCell(t.date));
          shapes.addAmount(t.amount);
        }
      }
      return {
        columns: STATEMENT_COLUMNS,
        skippedLines: 0,
        mapping: {},
        reading: decideReading({ shapes, mapping: statementMapping, answers, accountType, remembered }),
        profileKeys: ['qif'],
      };
    }

    // OFX and QFX: dates and amounts are the standard's; the account may be linked by its ACCTID.
    const statements = await readOfxFile(file);
    const keys = statements.map((st) => ofxProfileKey(st.account.accountId));
    if (options.useProfile) {
      const linked = await this.linkedAccounts(row.userId, keys);
      remembered = keys.every((key) => linked.has(key)) || (row.accountId !== null && remembered);
      if (row.accountId) await applyProfile(keys[0] ?? '');
    }
    return {
      columns: STATEMENT_COLUMNS,
      skippedLines: 0,
      mapping: {},
      reading: decideReading({
        shapes,
        mapping: statementMapping,
        answers: { chargesPositive: answers.chargesPositive ?? false },
        accountType,
        remembered,
        fixed: true,
      }),
      profileKeys: keys,
    };
  }

  /** The first rows of a CSV, and the header among them (below any summary lines). */
  private async findCsvHeader(
    file: string,
  ): Promise<{ header: string[]; headerLine: number; mapping: ImportMapping | null }> {
    const csv = await openCsv(file);
    const rows: CsvRecord[] = [{ line: csv.headerLine, cells: csv.header }];
    try {
      for await (const record of csv.records) {
        rows.push(record);
        if (rows.length >= HEADER_SEARCH_ROWS) break;
      }
    } finally {
      csv.close();
    }
    const found = findHeader(rows.map((r) => r.cells));
    const at = rows[found?.skipped ?? 0] ?? rows[0]!;
    return {
      header: at.cells.map((cell) => cell.trim()),
      headerLine: at.line,
      mapping: found?.mapping ?? null,
    };
  }

  /** The accounts OFX ACCTIDs are linked to (kept profiles whose account still exists). */
  private async linkedAccounts(userId: string, keys: string[]): Promise<Map<string, string>> {
    if (!keys.length) return new Map();
    const profiles = await this.dataSource.getRepository(ImportProfileEntity).find({
      where: { userId, headerKey: In(keys) },
      order: { updatedAt: 'DESC', id: 'ASC' },
    });
    const accounts = profiles.length
      ? new Set(
          (
            await this.dataSource
              .getRepository(AccountEntity)
              .find({ select: { id: true }, where: { userId, id: In(profiles.map((p) => p.accountId)) } })
          ).map((a) => a.id),
        )
      : new Set<string>();
    const linked = new Map<string, string>();
    for (const profile of profiles)
      if (accounts.has(profile.accountId) && !linked.has(profile.headerKey))
        linked.set(profile.headerKey, profile.accountId);
    return linked;
  }

  /** Keeps the confirmed mapping and settings for the account's next file with this header. */
  private async remember(
    manager: EntityManager,
    row: ImportEntity,
    settings: ImportSettings,
    keys: string[],
  ): Promise<void> {
    if (!row.accountId || row.kind !== 'transactions') return;
    // An OFX file with several statements links none: which is the chosen account's is not known.
    if (keys.length !== 1) return;
    const [headerKey] = keys as [string];
    const repository = manager.getRepository(ImportProfileEntity);
    const now = new Date();
    const kept = {
      mapping: row.format === 'csv' ? row.mapping : null,
      settings: JSON.stringify(settings),
      updatedAt: now,
    };
    const existing = await repository.findOneBy({ userId: row.userId, accountId: row.accountId, headerKey });
    if (existing) await repository.update({ id: existing.id }, kept);
    else
      await repository.insert({
        id: randomUUID(),
        userId: row.userId,
        accountId: row.accountId,
        headerKey,
        ...kept,
        createdAt: now,
      });
  }

  /** A transactions file's rows, read by its kept reading. */
  private async source(row: ImportEntity, reading: Reading): Promise<Source> {
    const file = this.filePath(row.id);
    const { settings } = reading;
    if (row.format === 'csv') {
      const csv = await openCsv(file, { headerLine: row.skippedLines + 1 });
      const mapping = parseMapping(row.mapping);
      const cellOf = cellReader(csv.header, mapping);
      async function* rows() {
        for await (const record of csv.records) {
          const values: Record<string, string> = {};
          for (const f of importFields.transactions) {
            const cell = cellOf(record, f.key);
            if (cell !== undefined) values[f.key] = unescapeFormulaCell(cell);
          }
          const read = readCells(
            {
              date: values.date ?? '',
              amount: values.amount,
              debit: values.debit,
              credit: values.credit,
              type: values.transactionType,
            },
            settings,
          );
          yield {
            cells: record.cells,
            read: {
              line: record.line,
              values,
              date: read.date,
              amount: read.amount,
              transactionType: read.transactionType,
              notes: [read.typeNote, values.notes].filter(Boolean).join(' · '),
              errors: read.errors,
            },
          };
        }
      }
      return { columns: csv.header, profileKeys: [csvProfileKey(csv.header)], rows: rows() };
    }
    if (row.format === 'qif') {
      const accounts = await readQifFile(file);
      async function* rows() {
        for (const account of accounts)
          for (const t of account.transactions) {
            const values = {
              date: t.date,
              merchant: t.payee,
              amount: t.amount,
              category: t.category,
              notes: t.memo,
            };
            const read = readCells({ date: qifDateCell(t.date), amount: t.amount }, settings);
            yield {
              cells: STATEMENT_COLUMNS.map((c) => values[c as keyof typeof values]),
              read: {
                line: t.line,
                values,
                date: read.date,
                amount: read.amount,
                transactionType: read.transactionType,
                notes: t.memo,
                errors: read.errors,
              },
            };
          }
      }
      return { columns: STATEMENT_COLUMNS, profileKeys: ['qif'], rows: rows() };
    }
    const statements = await readOfxFile(file);
    const linked = await this.linkedAccounts(
      row.userId,
      statements.map((st) => ofxProfileKey(st.account.accountId)),
    );
    async function* rows() {
      for (const statement of statements) {
        // The account chosen for the file wins (and is linked on import); else the ACCTID's linked one.
        const accountId = row.accountId ?? linked.get(ofxProfileKey(statement.account.accountId)) ?? null;
        for (const t of statement.transactions) {
          // A statement's amounts are signed by the standard; a card's "charges positive" still applies.
          const amount = settings.chargesPositive ? new Decimal(t.amount).negated().toFixed() : t.amount;
          const negative = new Decimal(amount).isNegative() && !new Decimal(amount).isZero();
          const merchant = t.name || t.memo;
          const notes = t.name ? t.memo : '';
          const values = { date: t.date, merchant, amount: t.amount, category: '', notes };
          yield {
            cells: STATEMENT_COLUMNS.map((c) => values[c as keyof typeof values]),
            read: {
              line: t.line,
              values,
              date: t.date,
              amount: new Decimal(amount).isZero() ? '0' : amount,
              transactionType: negative ? ('expense' as const) : ('income' as const),
              notes,
              errors: [],
              accountId,
              bankId: `ofx\n${statement.account.accountId}\n${t.fitId}`,
            },
          };
        }
      }
    }
    return {
      columns: STATEMENT_COLUMNS,
      profileKeys: statements.map((st) => ofxProfileKey(st.account.accountId)),
      rows: rows(),
    };
  }

  /**
   * One pass over the file: every record checked, valid ones fingerprinted and compared with what the
   * user already has. With a manager (inside the import's transaction) the new rows are inserted too;
   * with `skippedFile` the invalid rows are written there as a CSV.
   */
  private async run(
    row: ImportEntity,
    manager: EntityManager | null,
    progress: (event: ImportProgress) => void = () => {},
    skippedFile: string | null = null,
  ): Promise<Pass> {
    const db = manager ?? this.dataSource.manager;
    const table = TABLES[row.kind];
    const reading = parseReading(row.reading);
    let columns: string[];
    let records: AsyncIterable<{ checked: CheckedRow; cells: string[] }>;
    let profileKeys: string[] = [];
    const accounts = await this.accountsByName(db, row.userId);
    if (row.kind === 'transactions' && reading) {
      const source = await this.source(row, reading);
      columns = source.columns;
      profileKeys = source.profileKeys;
      const context: RowContext = {
        kind: row.kind,
        mapping: parseMapping(row.mapping),
        columns: new Map(),
        accounts,
        accountId: row.accountId,
      };
      let count = 0;
      records = (async function* () {
        for await (const { read, cells } of source.rows) {
          if (++count > MAX_IMPORT_ROWS) throw fileError(importMessages.tooManyRows);
          yield { checked: checkReadTransaction(context, read), cells };
        }
      })();
    } else {
      const csv = await openCsv(this.filePath(row.id));
      columns = csv.header;
      const context: RowContext = {
        kind: row.kind,
        mapping: parseMapping(row.mapping),
        columns: columnIndex(csv.header),
        accounts,
        accountId: row.accountId,
      };
      records = (async function* () {
        for await (const record of csv.records)
          yield { checked: checkRecord(context, record), cells: record.cells };
      })();
    }
    const pass: Pass = {
      columns,
      sample: [],
      errors: [],
      totalRows: 0,
      validRows: 0,
      invalidRows: 0,
      duplicateRows: 0,
      importedRows: 0,
      profileKeys,
      reading,
    };
    const skipped = skippedFile ? createWriteStream(skippedFile) : null;
    const writeSkipped = async (text: string) => {
      if (skipped && !skipped.write(text))
        await new Promise<void>((resolve) => skipped.once('drain', () => resolve()));
    };
    await writeSkipped(csvLine([...columns, 'Line', 'Errors']));
    const occurrences = new Occurrences(row.kind);
    const keysInFile = new Set<string>();
    let batch: { checked: CheckedRow; key: string }[] = [];

    let reported = 0;
    const report = (last: boolean) => {
      if (pass.totalRows === reported) return;
      if (last || Math.floor(pass.totalRows / PROGRESS_EVERY) > Math.floor(reported / PROGRESS_EVERY)) {
        reported = pass.totalRows;
        progress({ processed: pass.totalRows, total: row.totalRows });
      }
    };
    let sliceStarted = performance.now();
    /** Lets the event loop turn once this slice has run SLICE_MS (the row loop, lookups and inserts alike). */
    const pause = async () => {
      if (performance.now() - sliceStarted > SLICE_MS) {
        await nextTurn();
        sliceStarted = performance.now();
      }
    };
    // On SQLite every statement blocks the process while it runs (MySQL's driver is asynchronous).
    const insertRowsAtOnce = db.connection.options.type === 'better-sqlite3' ? SQLITE_INSERT_ROWS : Infinity;
    const metadata = db.connection.getMetadata(table);
    const column = (property: string) =>
      db.connection.driver.escape(metadata.findColumnWithPropertyName(property)!.databaseName);
    // On SQLite the duplicate lookup is one statement prepared once per batch size (prepared-select's
    // cache), not a query builder per batch: less of the API thread per row (issue 34).
    const lookupSql = (size: number) =>
      `SELECT ${column('importKey')} AS "importKey" FROM ${db.connection.driver.escape(metadata.tableName)} ` +
      `WHERE ${column('userId')} = ? AND ${column('importKey')} IN (${Array.from({ length: size }, () => '?').join(', ')})`;
    const existingKeys = (keys: string[]): Promise<{ importKey: string }[]> =>
      db.connection.options.type === 'better-sqlite3'
        ? select<{ importKey: string }>(db.connection, lookupSql(keys.length), [row.userId, ...keys])
        : db
            .getRepository(table)
            .createQueryBuilder('t')
            .select('t.importKey', 'importKey')
            .where({ userId: row.userId, importKey: In(keys) })
            .getRawMany<{ importKey: string }>();
    const flush = async () => {
      if (!batch.length) return;
      const keys = batch.map((b) => b.key);
      const existing = new Set((await existingKeys(keys)).map((r) => r.importKey));
      await pause();
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
        for (let start = 0; start < values.length; start += insertRowsAtOnce) {
          await insertRows(manager, table, values.slice(start, start + insertRowsAtOnce));
          await pause();
        }
        if (table === TransactionEntity) await addToTransactionCount(manager, row.userId, fresh.length);
        pass.importedRows += fresh.length;
      }
      batch = [];
      report(false);
    };

    try {
      for await (const { checked, cells } of records) {
        pass.totalRows++;
        await pause();
        if (pass.sample.length < PREVIEW_ROWS) {
          pass.sample.push({
            line: checked.line,
            values: checked.values,
            parsed: checked.parsed ?? null,
            errors: checked.errors,
            duplicate: false,
          });
        }
        if (checked.errors.length || !checked.identity) {
          if (checked.errors.length) {
            pass.invalidRows++;
            await writeSkipped(
              csvLine([
                ...columns.map((_, i) => cells[i] ?? ''),
                checked.line,
                checked.errors.map((e) => e.message).join('; '),
              ]),
            );
          }
          // Valid as far as can be told while a question is open: counted, never imported.
          else pass.validRows++;
          for (const error of checked.errors)
            if (pass.errors.length < MAX_PREVIEW_ERRORS) pass.errors.push(error);
          continue;
        }
        const key = checked.bankId
          ? fingerprint(row.kind, checked.bankId, 0)
          : fingerprint(row.kind, checked.identity, occurrences.next(checked.identity));
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
      report(true);
    } finally {
      if (skipped) await new Promise<void>((resolve) => skipped.end(() => resolve()));
    }
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

function parseReading(json: string | null): Reading | null {
  return json === null ? null : (JSON.parse(json) as Reading);
}

/** A CSV's kept-profile key: its header, compared loosely (order and names). */
export function csvProfileKey(header: readonly string[]): string {
  const digest = createHash('sha256').update(header.map(columnKey).join('\n')).digest('hex');
  return `csv:${digest.slice(0, 40)}`;
}

export const ofxProfileKey = (accountId: string) => `ofx:${accountId}`.slice(0, 255);

/** A record's cell for a field by the mapping (undefined when unmapped or missing). */
function cellReader(header: readonly string[], mapping: ImportMapping) {
  const index = columnIndex(header);
  return (record: CsvRecord, field: string): string | undefined => {
    const column = mapping[field];
    const i = column ? index.get(column) : undefined;
    return i === undefined ? undefined : record.cells[i];
  };
}

/** What the file is, by its first bytes; a file that is none of the formats is refused here. */
async function sniff(file: string): Promise<ImportFormat> {
  const handle = await open(file, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const sniffed = sniffFormat(head);
  if (sniffed.format !== 'unknown') return sniffed.format;
  throw fileError(
    sniffed.reason === 'encoding'
      ? importMessages.encoding
      : sniffed.reason === 'empty'
        ? importMessages.empty
        : importMessages.notCsv,
  );
}

/** A statement's text: UTF-8, or else Windows-1252 (what OFX 1.x's CHARSET:1252 and old Quicken write). */
async function readText(file: string): Promise<string> {
  const bytes = await readFile(file);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

async function readOfxFile(file: string) {
  const result = readOfx(await readText(file));
  if (!result.ok) {
    const { line, tag, message } = result.error;
    throw fileError(importMessages.brokenOfx(line, tag, message));
  }
  return result.file.statements;
}

async function readQifFile(file: string) {
  const result = readQif(await readText(file));
  if (!result.ok) throw fileError(importMessages.brokenQif(result.error.line, result.error.message));
  return result.accounts;
}

function previewOf(row: ImportEntity, pass: Pass): ImportPreview {
  const reading = pass.reading;
  return {
    import: wire(row),
    columns: pass.columns,
    sample: pass.sample,
    errors: pass.errors,
    questions: reading?.questions ?? [],
    suggestChargesPositive: reading?.suggestChargesPositive ?? false,
    remembered: reading?.remembered ?? false,
  };
}

function counts(pass: Pass) {
  const { totalRows, validRows, invalidRows, duplicateRows, importedRows } = pass;
  return { totalRows, validRows, invalidRows, duplicateRows, importedRows };
}

function wire(row: ImportEntity): ImportWire {
  const { reading, ...rest } = toWire(row);
  return {
    ...rest,
    mapping: parseMapping(row.mapping),
    settings: parseReading(reading)?.settings ?? null,
  };
}
