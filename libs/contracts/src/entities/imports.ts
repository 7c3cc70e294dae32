// CSV imports: a file is uploaded and checked (a preview with every row's errors), its column mapping
// may be changed, then its valid rows are imported in one database transaction. The rows themselves are
// checked with the same insert schemas as the add forms (accounts, transactions, holdings).
import { z } from '../zod';
import { importKinds, importMessages } from './import-rules';
import { entityId, enumInput, isoDateTime, limits, ownedRowFields } from './fields';

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

/** PATCH: a new column mapping or account, and the preview again. */
export const updateImportSchema = z.strictObject({
  mapping: importMappingSchema.optional(),
  accountId: entityId.nullable().optional(),
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
    mapping: importMappingSchema,
    accountId: entityId.nullable(),
    /** Rows apart from the header. */
    totalRows: count,
    /** Valid rows not imported before: what an import adds. */
    validRows: count,
    invalidRows: count,
    /** Valid rows already imported (the same row, from this file or another). */
    duplicateRows: count,
    importedRows: count,
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

export const importPreviewSchema = z
  .object({
    import: importRowSchema,
    /** The file's header row. */
    columns: z.array(z.string()),
    /** The first rows as mapped, with their errors. */
    sample: z.array(
      z.object({
        line: z.number().int().min(2),
        values: z.record(z.string(), z.string()),
        errors: z.array(importRowErrorSchema),
        duplicate: z.boolean(),
      }),
    ),
    /** The first MAX_PREVIEW_ERRORS errors of the whole file, in line order. */
    errors: z.array(importRowErrorSchema),
  })
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** A progress event of a streamed import (Accept: text/event-stream). */
export const importProgressSchema = z.object({ processed: count, total: count });
export type ImportProgress = z.infer<typeof importProgressSchema>;
