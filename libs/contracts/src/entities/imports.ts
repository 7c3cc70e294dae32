// CSV imports: a file is uploaded and checked (a preview with every row's errors), its column mapping
// may be changed, then its valid rows are imported in one database transaction. The rows themselves are
// checked with the same insert schemas as the add forms (accounts, transactions, holdings).
import { z } from '../zod';
import {
  dateOrders,
  decimalMarks,
  importFormats,
  importKinds,
  importMessages,
  importQuestionKeys,
  signConventions,
  thousandsMarks,
  typeColumnUses,
} from './import-rules';
import { decimalString, entityId, enumInput, isoDate, isoDateTime, limits, ownedRowFields } from './fields';

export const importStatuses = ['pending', 'imported'] as const;
export type ImportStatus = (typeof importStatuses)[number];

const header = z.string().max(limits.name);
/** Field key -> the file's column that feeds it (null: none). */
export const importMappingSchema = z.record(z.string().max(limits.shortText), header.nullable());

/** The multipart text fields beside the file. */
export const uploadImportFieldsSchema = z.strictObject({
  kind: enumInput(importKinds, importMessages.kind),
  /** Transactions only: the account every row belongs to, for a statement without an account column. */
  accountId: z.preprocess((value) => (value === '' ? undefined : value), entityId.optional()),
});
export type UploadImportFields = z.output<typeof uploadImportFieldsSchema>;

/**
 * How a transactions file is read, as detected from the whole file, kept for its account, or answered.
 * null where the file has not settled it (a question is open).
 */
export const importSettingsSchema = z.object({
  decimalMark: z.enum(decimalMarks).nullable(),
  thousandsMark: z.enum(thousandsMarks).nullable(),
  dateOrder: z.enum(dateOrders).nullable(),
  signConvention: z.enum(signConventions),
  /** Charges are written as positive amounts (an Amex export): every amount is turned around. */
  chargesPositive: z.boolean(),
  /** What the mapped Type column means; null without one. */
  typeColumn: z.enum(typeColumnUses).nullable(),
});
export type ImportSettings = z.infer<typeof importSettingsSchema>;

/** The answers and switches a PATCH may set; the rest stays as detected. */
export const importAnswersSchema = z.strictObject({
  decimalMark: z.enum(decimalMarks).optional(),
  dateOrder: z.enum(dateOrders).optional(),
  chargesPositive: z.boolean().optional(),
  typeColumn: z.enum(typeColumnUses).optional(),
});
export type ImportAnswers = z.output<typeof importAnswersSchema>;

/** PATCH: a new column mapping or account, answers to the file's questions, and the preview again. */
export const updateImportSchema = z.strictObject({
  mapping: importMappingSchema.optional(),
  accountId: entityId.nullable().optional(),
  settings: importAnswersSchema.optional(),
});
export type UpdateImportInput = z.input<typeof updateImportSchema>;
export type UpdateImport = z.output<typeof updateImportSchema>;

const count = z.number().int().min(0);

export const importRowSchema = z
  .object({
    id: entityId,
    ...ownedRowFields,
    kind: z.enum(importKinds),
    /** The name the file had on the client. */
    fileName: z.string(),
    size: count,
    status: z.enum(importStatuses),
    /** What the file is, read from its content. */
    format: z.enum(importFormats),
    mapping: importMappingSchema,
    /** How a transactions file is read; null for accounts and holdings (read as the template). */
    settings: importSettingsSchema.nullable(),
    /** Lines above the header that were skipped (titles, balance summaries, blank lines). */
    skippedLines: count,
    accountId: entityId.nullable(),
    /** Rows apart from the header. */
    totalRows: count,
    /** Valid rows not imported before: what an import adds. */
    validRows: count,
    invalidRows: count,
    /** Valid rows already imported (the same row, from this file or another). */
    duplicateRows: count,
    importedRows: count,
    /** Invalid rows left out by an import of the valid rows only (GET /imports/{id}/skipped has them). */
    skippedRows: count,
    importedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'Import' });
export type ImportRow = z.infer<typeof importRowSchema>;

export const importRowErrorSchema = z.object({
  /** The line in the file (the header is line 1). */
  line: z.number().int().min(2),
  /** The field key, or '' for the whole row. */
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** Errors listed in a preview; invalidRows counts them all. */
export const MAX_PREVIEW_ERRORS = 100;
/** Rows shown in a preview. */
export const PREVIEW_ROWS = 10;

/** A question the file leaves open: its text, the cells that read both ways, and the answers. */
export const importQuestionSchema = z
  .object({
    /** The settings key the answer sets in PATCH { settings }. */
    key: z.enum(importQuestionKeys),
    question: z.string(),
    /** Cells of the file that read more than one way. */
    examples: z.array(z.string()),
    options: z.array(z.object({ value: z.string(), label: z.string() })),
  })
  .meta({ id: 'ImportQuestion' });
export type ImportQuestion = z.infer<typeof importQuestionSchema>;

/** A transaction row's values as they will be stored; null where they cannot be read (yet). */
export const importParsedRowSchema = z.object({
  date: isoDate.nullable(),
  /** Signed: negative is money out, as stored. */
  amount: decimalString.nullable(),
  transactionType: z.enum(['income', 'expense']).nullable(),
});
export type ImportParsedRow = z.infer<typeof importParsedRowSchema>;

export const importPreviewSchema = z
  .object({
    import: importRowSchema,
    /** The file's header row (for OFX and QIF: the fields their records have). */
    columns: z.array(z.string()),
    /** The first rows as mapped, with their errors. */
    sample: z.array(
      z.object({
        line: z.number().int().min(2),
        /** The cells as the file has them, by field key. */
        values: z.record(z.string(), z.string()),
        /** Transactions: what will be stored, beside the cells; null for accounts and holdings. */
        parsed: importParsedRowSchema.nullable(),
        errors: z.array(importRowErrorSchema),
        duplicate: z.boolean(),
      }),
    ),
    /** The first MAX_PREVIEW_ERRORS errors of the whole file, in line order. */
    errors: z.array(importRowErrorSchema),
    /** Open questions: nothing is imported until each is answered (PATCH { settings }). */
    questions: z.array(importQuestionSchema),
    /** A credit card whose file's amounts are mostly positive: offer "charges are positive in this file". */
    suggestChargesPositive: z.boolean(),
    /** The mapping and settings kept for this account's files with this header were applied. */
    remembered: z.boolean(),
  })
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/**
 * POST /imports/{id}/commit: all or nothing by default (any invalid row refuses the import, naming how
 * many); `validOnly` imports the valid rows and leaves the invalid ones (import.skippedRows).
 */
export const commitImportSchema = z.strictObject({ validOnly: z.boolean().optional() });
export type CommitImport = z.output<typeof commitImportSchema>;

/** A progress event of a streamed import (Accept: text/event-stream). */
export const importProgressSchema = z.object({ processed: count, total: count });
export type ImportProgress = z.infer<typeof importProgressSchema>;
