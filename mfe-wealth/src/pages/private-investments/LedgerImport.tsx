// A CSV of capital calls and distributions into one placement's ledger (POST …/ledger/import): a
// fund administrator's export or the template (date, type, amount, notes). The file is checked with
// the contracts' import schema first (chosen, not empty, not too large); the API adds every line or
// none, and its messages (one per bad line) are listed here, as it words them.
import { importPlacementLedgerSchema, LEDGER_IMPORT_MAX_CHARS, ledgerCsvTemplate } from '@heirloom/contracts';
import { ApiError, apiMessage, toast } from '@heirloom/platform';
import { Button, Input, plural, t } from '@heirloom/ui';
import { AlertTriangle, Download } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useImportLedger } from '../../data/private-investments';

export interface LedgerImportProps {
  placementId: string;
  placementName: string;
  /** Back to the ledger's list (after an import, or on Cancel). */
  onDone: () => void;
}

const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(ledgerCsvTemplate)}`;

/** What went wrong, one message per line: the API's field messages, else its message. */
function problemsOf(error: unknown): string[] {
  if (error instanceof ApiError && error.fieldErrors.length > 0)
    return error.fieldErrors.map((e) => e.message);
  if (error instanceof ApiError) return [apiMessage(error) ?? 'The file could not be imported.'];
  return ['Could not reach the server. Check your connection and try again.'];
}

export function LedgerImport({ placementId, placementName, onDone }: LedgerImportProps) {
  const importLedger = useImportLedger(placementId);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), help: useId(), problems: useId() };
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const csv = file ? await file.text() : undefined;
    const checked = importPlacementLedgerSchema.safeParse({ csv });
    if (!checked.success) {
      setProblems(checked.error.issues.map((issue) => issue.message));
      input.current?.focus();
      return;
    }
    setProblems([]);
    try {
      const answer = await importLedger.mutateAsync(checked.data.csv);
      toast({
        title: 'Ledger Imported',
        description: `${plural(answer.imported, 'entry', 'entries')} imported into ${placementName}.`,
      });
      onDone();
    } catch (error) {
      setProblems(problemsOf(error));
      input.current?.focus();
    }
  };

  const pending = importLedger.isPending;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Import entries"
      css={{ display: 'flex', flexDirection: 'column', gap: t.space[4] }}
    >
      <p id={ids.help} css={{ fontSize: t.text.sm, color: t.color.mutedFg }}>
        One line per capital call or distribution, with the columns date, type (capital_call or distribution),
        amount and optional notes. Every line is added, or none: a file with a problem changes nothing. Up to{' '}
        {LEDGER_IMPORT_MAX_CHARS / 1024} KB.
      </p>
      <div css={{ display: 'flex', flexDirection: 'column', gap: t.space[2] }}>
        <label htmlFor={ids.input} css={{ fontSize: t.text.sm, fontWeight: 500 }}>
          CSV file
        </label>
        <Input
          ref={input}
          id={ids.input}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${ids.help} ${problems.length ? ids.problems : ''}`.trim()}
          aria-invalid={problems.length > 0 || undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblems([]);
          }}
        />
      </div>
      {problems.length > 0 ? (
        <div
          id={ids.problems}
          role="alert"
          data-testid="ledger-import-problems"
          css={{
            display: 'flex',
            gap: t.space[2],
            padding: t.space[3],
            borderRadius: t.radius.md,
            border: `1px solid ${t.color.destructive}`,
            color: t.color.destructive,
            fontSize: t.text.sm,
            '& svg': { flex: 'none', width: '1rem', height: '1rem', marginTop: '0.125rem' },
          }}
        >
          <AlertTriangle aria-hidden="true" />
          <ul
            css={{
              margin: 0,
              paddingLeft: t.space[4],
              display: 'flex',
              flexDirection: 'column',
              gap: t.space[1],
            }}
          >
            {problems.map((problem, i) => (
              <li key={i}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: t.space[2],
        }}
      >
        <a
          href={templateHref}
          download="ledger-template.csv"
          css={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: t.space[1],
            fontSize: t.text.sm,
            color: t.color.primary,
            '& svg': { width: '1rem', height: '1rem' },
          }}
        >
          <Download aria-hidden="true" /> Download Template
        </a>
        <div css={{ display: 'flex', gap: t.space[2], marginLeft: 'auto' }}>
          <Button type="button" variant="outline" disabled={pending} onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
            {pending ? 'Importing...' : 'Import'}
          </Button>
        </div>
      </div>
    </form>
  );
}
