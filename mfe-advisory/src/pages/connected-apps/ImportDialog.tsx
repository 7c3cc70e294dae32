// Import a CSV, OFX, QFX or QIF file (issues 12 and 37): choose what the file holds and the file, see
// every row checked (the API's preview: counts, the first rows beside what will be stored, the errors by
// line), answer what the file cannot settle (which way round its dates are, which mark separates its
// cents), fix the column mapping if the file is a bank's own export, then import with real progress: all
// rows or none, or explicitly only the valid ones, with the rest to download. The file is never read in
// the browser: the API parses it as a stream, so a 50,000-row file does not freeze the page. Closing
// before the import discards the uploaded file.
import { css } from '@emotion/react';
import {
  importFields,
  importKindLabels,
  importKinds,
  importFileExtensions,
  importMessages,
  isImportFileName,
  MAX_IMPORT_BYTES,
  type CommitImport,
  type ImportAnswers,
  type ImportKind,
  type ImportPreview,
  type ImportProgress,
  type ImportRow,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import {
  Badge,
  Button,
  ButtonLink,
  Dialog,
  Field,
  Input,
  mq,
  Progress,
  Select,
  sessionEnded,
  Spinner,
  t,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  uploadErrorText,
  fileFieldError,
} from '@heirloom/ui';
import { CheckCircle2, Download, FileUp, History } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  commitImport,
  discardImport,
  ImportFailed,
  skippedRowsUrl,
  updateImport,
  uploadImport,
  useAccounts,
  useRefreshAfterImport,
} from '../../data/imports';
import { FileReading } from './FileReading';
import { count, formatLabels, importPlan, rows, skippedLinesText, storedText } from './import-view';
import { downloadTemplate } from './templates';

/** Where the imported rows are listed. */
const pageOf: Readonly<Record<ImportKind, { path: string; label: string }>> = {
  accounts: { path: '/accounts', label: 'View Accounts' },
  transactions: { path: '/transactions', label: 'View Transactions' },
  holdings: { path: '/investments', label: 'View Investments' },
};

const NOT_IN_FILE = '';
const FROM_FILE = '';
/** What the file input offers in the picker (the API reads the content, whatever the name says). */
const accepted = [...importFileExtensions, 'text/csv', 'application/x-ofx'].join(',');

type Step =
  | { name: 'choose' }
  | { name: 'review'; preview: ImportPreview }
  | { name: 'importing'; preview: ImportPreview; progress: ImportProgress }
  | { name: 'done'; result: ImportRow };

export interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the file holds, chosen before it opens (a template's kind); transactions by default. */
  initialKind?: ImportKind;
}

export function ImportDialog({ open, onOpenChange, initialKind = 'transactions' }: ImportDialogProps) {
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [kind, setKind] = useState<ImportKind>(initialKind);
  const [accountId, setAccountId] = useState<string>(FROM_FILE);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [remapping, setRemapping] = useState(false);
  /** The API suggested "charges are positive" for this upload, and the switch was turned on for it. */
  const [chargesSuggested, setChargesSuggested] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const accounts = useAccounts();
  const refresh = useRefreshAfterImport();

  const busy = uploading !== null || remapping || step.name === 'importing';
  const pendingId = step.name === 'review' ? step.preview.import.id : null;

  const reset = () => {
    setStep({ name: 'choose' });
    setFile(null);
    setFileError(null);
    setUploading(null);
    setChargesSuggested(false);
    if (fileInput.current) fileInput.current.value = '';
  };
  const close = (next: boolean) => {
    if (next || busy) return;
    // An upload never imported is not kept.
    if (pendingId) void discardImport(pendingId).catch(() => undefined);
    reset();
    onOpenChange(false);
  };
  const failed = (title: string, error: unknown) => {
    if (sessionEnded(error)) return;
    toast({ title, description: uploadErrorText(error), variant: 'destructive' });
  };

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setFileError(
      !chosen
        ? null
        : !isImportFileName(chosen.name)
          ? importMessages.notCsv
          : chosen.size > MAX_IMPORT_BYTES
            ? importMessages.tooLarge
            : null,
    );
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!file) {
      setFileError(importMessages.noFile);
      toast({ title: 'No file selected', description: importMessages.noFile, variant: 'destructive' });
      return;
    }
    if (fileError) {
      toast({ title: 'File not accepted', description: fileError, variant: 'destructive' });
      return;
    }
    setUploading(0);
    try {
      let preview = await uploadImport(file, kind, accountId || null, setUploading);
      // The suggestion is taken as the switch's starting position; the preview then shows its figures.
      if (preview.suggestChargesPositive && preview.import.settings?.chargesPositive === false) {
        preview = await updateImport(preview.import.id, { settings: { chargesPositive: true } });
        setChargesSuggested(true);
      }
      setStep({ name: 'review', preview });
    } catch (error) {
      setFileError(fileFieldError(error));
      failed('File not accepted', error);
    } finally {
      setUploading(null);
    }
  };

  const remap = async (patch: Parameters<typeof updateImport>[1]) => {
    if (step.name !== 'review' || busy) return;
    setRemapping(true);
    try {
      setStep({ name: 'review', preview: await updateImport(step.preview.import.id, patch) });
      if (patch.settings?.chargesPositive !== undefined) setChargesSuggested(false);
    } catch (error) {
      failed(
        patch.settings ? 'Could not change how the file is read' : 'Could not change the columns',
        error,
      );
    } finally {
      setRemapping(false);
    }
  };

  const startImport = async (choice: CommitImport) => {
    if (step.name !== 'review' || busy) return;
    const { preview } = step;
    setStep({ name: 'importing', preview, progress: { processed: 0, total: preview.import.totalRows } });
    try {
      const result = await commitImport(preview.import.id, choice, (progress) =>
        setStep({ name: 'importing', preview, progress }),
      );
      setStep({ name: 'done', result });
      await refresh();
      toast({
        title: 'Import complete',
        description: `Imported ${rows(result.importedRows)} of ${importKindLabels[result.kind].toLowerCase()}.`,
      });
    } catch (error) {
      setStep({ name: 'review', preview });
      if (error instanceof ImportFailed) {
        toast({ title: 'Import failed', description: error.message, variant: 'destructive' });
      } else failed('Import failed', error);
    }
  };

  const accountChoices = (accounts.data ?? []).filter((a) =>
    kind === 'holdings' ? a.accountType === 'investment' : true,
  );

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      dismissible={!busy}
      title="Import a CSV file"
      description="Accounts, transactions or holdings, from our template or your bank's own export. Up to 20 MB."
      width={step.name === 'review' ? '56rem' : '36rem'}
    >
      {step.name === 'choose' ? (
        <form noValidate onSubmit={check} css={stack}>
          <Field label="What does the file hold?">
            <Select
              name="kind"
              value={kind}
              disabled={busy}
              onChange={(event) => setKind(event.target.value as ImportKind)}
            >
              {importKinds.map((k) => (
                <option key={k} value={k}>
                  {importKindLabels[k]}
                </option>
              ))}
            </Select>
          </Field>
          {kind === 'transactions' ? (
            <Field
              label="Account"
              hint={
                accounts.isError
                  ? "Your accounts could not be loaded: the file must name each row's account, or close and try again."
                  : 'For a bank statement without an account column: every row goes to this account.'
              }
            >
              <Select
                name="accountId"
                value={accountId}
                disabled={busy || accounts.isPending}
                aria-busy={accounts.isPending || undefined}
                onChange={(event) => setAccountId(event.target.value)}
              >
                <option value={FROM_FILE}>
                  {accounts.isPending ? 'Loading your accounts...' : 'Named in the file (account column)'}
                </option>
                {accountChoices.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name} · {a.institution}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
          <Field
            label="CSV file"
            hint="CSV, OFX, QFX or QIF: our template or your bank's own export."
            error={fileError ?? undefined}
          >
            <Input
              ref={fileInput}
              type="file"
              name="file"
              accept={accepted}
              disabled={busy}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
          </Field>
          <p css={muted}>
            Not sure of the columns?{' '}
            <button type="button" css={linkButton} onClick={() => downloadTemplate(kind)}>
              <Download aria-hidden /> Download the {importKindLabels[kind].toLowerCase()} template
            </button>
          </p>
          {uploading !== null ? (
            <div css={stackTight} aria-live="polite">
              <Progress value={Math.round(uploading * 100)} label="Upload progress" />
              <span css={muted}>
                {uploading < 1 ? `Uploading... ${Math.round(uploading * 100)}%` : 'Checking every row...'}
              </span>
            </div>
          ) : null}
          <div css={buttons}>
            <Button variant="outline" onClick={() => close(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              <FileUp aria-hidden /> {uploading !== null ? 'Checking...' : 'Check File'}
            </Button>
          </div>
        </form>
      ) : step.name === 'done' ? (
        <Done result={step.result} onAnother={reset} onClose={() => close(false)} />
      ) : (
        <Review
          preview={step.preview}
          progress={step.name === 'importing' ? step.progress : null}
          remapping={remapping}
          chargesSuggested={chargesSuggested}
          accounts={accountChoices}
          onRemap={remap}
          onBack={() => {
            if (pendingId) void discardImport(pendingId).catch(() => undefined);
            reset();
          }}
          onImport={startImport}
        />
      )}
    </Dialog>
  );
}

function Review({
  preview,
  progress,
  remapping,
  chargesSuggested,
  accounts,
  onRemap,
  onBack,
  onImport,
}: {
  preview: ImportPreview;
  progress: ImportProgress | null;
  remapping: boolean;
  chargesSuggested: boolean;
  accounts: { id: string; name: string; institution: string }[];
  onRemap: (patch: Parameters<typeof updateImport>[1]) => Promise<void>;
  onBack: () => void;
  onImport: (choice: CommitImport) => void;
}) {
  const { import: row, columns, sample, errors, questions } = preview;
  const fields = importFields[row.kind];
  const mapped = fields.filter((f) => row.mapping[f.key]);
  const labelOf = (key: string) => fields.find((f) => f.key === key)?.label ?? 'Row';
  /** "Date: Must be a date", but "Merchant is required" as it is: the message already names its field. */
  const say = (e: { field: string; message: string }) => {
    const label = labelOf(e.field);
    return e.message.toLowerCase().startsWith(label.toLowerCase()) ? e.message : `${label}: ${e.message}`;
  };
  const busy = remapping || progress !== null;
  const plan = importPlan(row, questions);
  const planNotes = useId();
  // Transactions show, beside the cells, what each row will be stored as.
  const stored = sample.some((s) => s.parsed !== null);
  // Open from the start when rows fail (often a column mapped wrong), then as the user leaves it.
  const [columnsOpen, setColumnsOpen] = useState(row.invalidRows > 0 || row.validRows === 0);

  return (
    <div css={stack} aria-busy={busy || undefined}>
      <div css={summary} data-testid="import-summary">
        <span css={fileName}>{row.fileName}</span>
        <span css={muted}>{rows(row.totalRows)}</span>
        <Badge variant="success">{count(row.validRows)} ready to import</Badge>
        {row.duplicateRows > 0 ? (
          <Badge variant="secondary">{count(row.duplicateRows)} already imported</Badge>
        ) : null}
        {row.invalidRows > 0 ? (
          <Badge variant="destructive">{count(row.invalidRows)} with errors</Badge>
        ) : null}
        <Badge variant="outline">{formatLabels[row.format]}</Badge>
      </div>
      {row.skippedLines > 0 || preview.remembered ? (
        <ul css={facts}>
          {row.skippedLines > 0 ? <li>{skippedLinesText(row.skippedLines)}</li> : null}
          {preview.remembered ? (
            <li>
              <History aria-hidden /> Columns and formats remembered from this account's last file
            </li>
          ) : null}
        </ul>
      ) : null}

      {row.settings ? (
        <FileReading
          format={row.format}
          settings={row.settings}
          questions={questions}
          chargesSuggested={chargesSuggested && row.settings.chargesPositive}
          busy={busy}
          onAnswer={(settings: ImportAnswers) => onRemap({ settings })}
        />
      ) : null}

      <details
        css={mappingBox}
        open={columnsOpen}
        onToggle={(event) => setColumnsOpen(event.currentTarget.open)}
      >
        <summary css={mappingSummary}>Columns: which column of the file feeds each field</summary>
        <div css={mappingGrid}>
          {fields.map((f) => (
            <Field key={f.key} label={f.required ? `${f.label} (required)` : f.label}>
              <Select
                name={`mapping.${f.key}`}
                value={row.mapping[f.key] ?? NOT_IN_FILE}
                disabled={busy}
                onChange={(event) => void onRemap({ mapping: { [f.key]: event.target.value || null } })}
              >
                <option value={NOT_IN_FILE}>Not in the file</option>
                {columns.map((column) => (
                  <option key={column} value={column}>
                    {column}
                  </option>
                ))}
              </Select>
            </Field>
          ))}
          {row.kind === 'transactions' ? (
            <Field label="Account of rows without one">
              <Select
                name="accountId"
                value={row.accountId ?? FROM_FILE}
                disabled={busy}
                onChange={(event) => void onRemap({ accountId: event.target.value || null })}
              >
                <option value={FROM_FILE}>None: the file names each row's account</option>
                {accounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name} · {a.institution}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
        </div>
      </details>

      <section aria-labelledby="import-sample" css={stackTight}>
        <h3 id="import-sample" css={h3}>
          First rows, as they will be imported
        </h3>
        <div css={tableWrap} tabIndex={0} role="region" aria-labelledby="import-sample">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Line</TableHead>
                {/* First after the line: on a phone it is in view before the table scrolls. */}
                {stored ? <TableHead>Stored as</TableHead> : null}
                {mapped.map((f) => (
                  <TableHead key={f.key}>{f.label}</TableHead>
                ))}
                <TableHead>Check</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {sample.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={mapped.length + (stored ? 3 : 2)} css={muted}>
                    The file has no rows under its header.
                  </TableCell>
                </TableRow>
              ) : null}
              {sample.map((s) => (
                <TableRow key={s.line} data-testid="import-sample-row">
                  <TableCell>{s.line}</TableCell>
                  {stored ? (
                    <TableCell data-testid="import-stored">
                      {s.parsed ? <Stored {...storedText(s.parsed)} /> : null}
                    </TableCell>
                  ) : null}
                  {mapped.map((f) => (
                    <TableCell key={f.key} css={cell}>
                      {s.values[f.key] ?? ''}
                    </TableCell>
                  ))}
                  <TableCell>
                    {s.errors.length ? (
                      <span css={errorText}>
                        {s.errors.map((e) => `${labelOf(e.field)}: ${e.message}`).join('; ')}
                      </span>
                    ) : s.duplicate ? (
                      <Badge variant="secondary">Already imported</Badge>
                    ) : (
                      <Badge variant="success">OK</Badge>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </section>

      {errors.length ? (
        <section aria-labelledby="import-errors" css={stackTight}>
          <h3 id="import-errors" css={h3}>
            Rows that will be skipped
          </h3>
          <ul css={errorList} data-testid="import-errors">
            {errors.map((e, i) => (
              <li key={`${e.line}-${e.field}-${i}`}>
                <strong>Line {e.line}</strong> · {say(e)}
              </li>
            ))}
          </ul>
          {row.invalidRows > errors.length ? (
            <p css={muted}>The first {count(errors.length)} errors are listed.</p>
          ) : null}
        </section>
      ) : null}

      {progress ? (
        <div css={stackTight} aria-live="polite">
          <Progress
            value={progress.total ? Math.round((progress.processed / progress.total) * 100) : 0}
            label="Import progress"
          />
          <span css={muted}>
            Importing... {count(progress.processed)} of {rows(progress.total)} checked
          </span>
        </div>
      ) : null}

      {remapping ? (
        <p css={[muted, working]} aria-live="polite">
          <Spinner size="1rem" label="Reading the file again" /> Reading the file again...
        </p>
      ) : null}

      {plan.notes.length > 0 && !progress ? (
        <div id={planNotes} css={planBox} role="status" data-testid="import-plan">
          {plan.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
          {plan.action === 'validOnly' ? (
            <a css={linkButton} href={skippedRowsUrl(row.id)} download>
              <Download aria-hidden /> Download the rows with errors (CSV)
            </a>
          ) : null}
        </div>
      ) : null}

      <div css={buttons}>
        <Button variant="outline" onClick={onBack} disabled={busy}>
          Choose Another File
        </Button>
        <Button
          onClick={() => {
            if (plan.action !== 'none') onImport({ validOnly: plan.action === 'validOnly' });
          }}
          disabled={busy || plan.action === 'none'}
          aria-busy={busy || undefined}
          aria-describedby={plan.notes.length > 0 ? planNotes : undefined}
        >
          {progress ? 'Importing...' : plan.label}
        </Button>
      </div>
    </div>
  );
}

/** A row as it will be stored: the day with its month named, the signed amount, income or expense. */
function Stored({ date, amount, type }: { date: string; amount: string; type: string }) {
  return (
    <span css={storedCell}>
      <span>{date}</span>
      <span css={storedAmount}>{amount}</span>
      {type ? <span css={muted}>{type}</span> : null}
    </span>
  );
}

function Done({
  result,
  onAnother,
  onClose,
}: {
  result: ImportRow;
  onAnother: () => void;
  onClose: () => void;
}) {
  const page = pageOf[result.kind];
  return (
    <div css={stack} data-testid="import-done">
      <p css={doneLine}>
        <CheckCircle2 aria-hidden />
        Imported {rows(result.importedRows)} of {importKindLabels[result.kind].toLowerCase()}.
      </p>
      {result.duplicateRows > 0 ? (
        <p css={muted}>{rows(result.duplicateRows)} were already in Heirloom and were skipped.</p>
      ) : null}
      {result.invalidRows > 0 ? (
        <p css={muted}>{rows(result.invalidRows)} with errors were skipped.</p>
      ) : null}
      {result.skippedRows > 0 ? (
        <p>
          <a css={linkButton} href={skippedRowsUrl(result.id)} download>
            <Download aria-hidden /> Download the skipped rows (CSV)
          </a>
        </p>
      ) : null}
      <div css={buttons}>
        <Button variant="outline" onClick={onAnother}>
          Import Another File
        </Button>
        <ButtonLink to={page.path} onClick={onClose}>
          {page.label}
        </ButtonLink>
      </div>
    </div>
  );
}

const stack = css({ display: 'grid', gap: t.space[4], minWidth: 0 });
const stackTight = css({ display: 'grid', gap: t.space[2], minWidth: 0 });
const muted = css({ fontSize: t.text.sm, color: t.color.mutedFg });
const h3 = css({ fontSize: t.text.sm, fontWeight: 600 });
const fileName = css({ fontWeight: 600, overflowWrap: 'anywhere' });
const summary = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: t.space[2] });
const mappingBox = css({
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.md,
  padding: `${t.space[3]} ${t.space[4]}`,
});
const mappingSummary = css({ cursor: 'pointer', fontSize: t.text.sm, fontWeight: 600 });
const mappingGrid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: t.space[3],
  marginTop: t.space[3],
  [mq.down(760)]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const tableWrap = css({
  overflowX: 'auto',
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.md,
  '&:focus-visible': { outline: `2px solid ${t.color.ring}`, outlineOffset: 2 },
});
// break-word, not anywhere: a date or an amount never breaks mid-value; the table scrolls instead.
const cell = css({ maxWidth: '16rem', overflowWrap: 'break-word' });
const errorText = css({
  display: 'inline-block',
  minWidth: '12rem',
  color: t.color.destructive,
  fontSize: t.text.xs,
  fontWeight: 500,
});
const errorList = css({
  display: 'grid',
  gap: t.space[1],
  maxHeight: '12rem',
  overflowY: 'auto',
  fontSize: t.text.sm,
  paddingLeft: t.space[4],
  listStyle: 'disc',
});
const linkButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: t.space[1],
  padding: 0,
  border: 0,
  background: 'none',
  color: t.color.ring,
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
  '& svg': { width: '0.875rem', height: '0.875rem' },
});
const doneLine = css({
  display: 'flex',
  alignItems: 'center',
  gap: t.space[2],
  fontSize: t.text.md,
  fontWeight: 600,
  '& svg': { color: t.color.success, width: '1.25rem', height: '1.25rem' },
});
const facts = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${t.space[1]} ${t.space[4]}`,
  fontSize: t.text.sm,
  color: t.color.mutedFg,
  '& li': { display: 'inline-flex', alignItems: 'center', gap: t.space[1] },
  '& svg': { width: '0.875rem', height: '0.875rem' },
});
const working = css({ display: 'flex', alignItems: 'center', gap: t.space[2] });
const planBox = css({
  display: 'grid',
  gap: t.space[2],
  padding: `${t.space[3]} ${t.space[4]}`,
  borderRadius: t.radius.md,
  border: `1px solid ${t.color.warning}`,
  background: `color-mix(in srgb, ${t.color.warning} 8%, transparent)`,
  fontSize: t.text.sm,
  fontWeight: 500,
});
const storedCell = css({ display: 'grid', gap: '0.125rem', whiteSpace: 'nowrap' });
const storedAmount = css({ fontVariantNumeric: 'tabular-nums', fontWeight: 600 });
const buttons = css({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap-reverse',
  gap: t.space[2],
  [mq.mobile]: { '& > *': { flex: '1 1 100%' } },
});
