// How a transactions file is read: the questions the file leaves open (with the cells that read both
// ways, answered by one press), then the settings as decided, each changeable, and the "charges are
// positive" switch. Every change is a PATCH; the preview beside it is the API's answer to it.
import { css } from '@emotion/react';
import {
  dateOrders,
  decimalMarks,
  typeColumnUses,
  type ImportAnswers,
  type ImportFormat,
  type ImportQuestion,
  type ImportSettings,
} from '@heirloom/contracts';
import { Button, Field, mq, Select, t } from '@heirloom/ui';
import { HelpCircle } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { dateOrderLabels, decimalMarkLabels, typeColumnLabels } from './import-view';

export interface FileReadingProps {
  format: ImportFormat;
  settings: ImportSettings;
  questions: readonly ImportQuestion[];
  /** The switch was turned on because the API suggested it (a card whose amounts are mostly positive). */
  chargesSuggested: boolean;
  busy: boolean;
  onAnswer: (answers: ImportAnswers) => Promise<void>;
}

const settingId = (key: keyof ImportAnswers) => `import-setting-${key}`;

export function FileReading({
  format,
  settings,
  questions,
  chargesSuggested,
  busy,
  onAnswer,
}: FileReadingProps) {
  const headingId = useId();
  const switchHint = useId();
  // OFX and QFX write dates and amounts one standard way: nothing to choose.
  const standard = format === 'ofx' || format === 'qfx';
  const open = new Set(questions.map((q) => q.key));

  // After an answer (a question goes, a control is disabled while the file is read again) focus lands on
  // the setting that holds it, once it is enabled.
  const focusNext = useRef<keyof ImportAnswers | null>(null);
  useEffect(() => {
    if (busy || !focusNext.current) return;
    document.getElementById(settingId(focusNext.current))?.focus();
    focusNext.current = null;
  }, [busy, settings]);
  const answer = async (answers: ImportAnswers) => {
    const key = Object.keys(answers)[0] as keyof ImportAnswers | undefined;
    if (key) focusNext.current = key;
    await onAnswer(answers);
  };

  return (
    <section aria-labelledby={headingId} css={box}>
      <h3 id={headingId} css={h3}>
        How the file is read
      </h3>

      {questions.map((q) => (
        <Question key={q.key} question={q} busy={busy} onAnswer={answer} />
      ))}

      <div css={grid}>
        {!standard && settings.dateOrder && !open.has('dateOrder') ? (
          <Field label="Dates">
            <Select
              id={settingId('dateOrder')}
              value={settings.dateOrder}
              disabled={busy}
              onChange={(event) =>
                void answer({ dateOrder: event.target.value as ImportSettings['dateOrder'] & string })
              }
            >
              {dateOrders.map((order) => (
                <option key={order} value={order}>
                  {dateOrderLabels[order]}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        {!standard && settings.decimalMark && !open.has('decimalMark') ? (
          <Field label="Cents separator">
            <Select
              id={settingId('decimalMark')}
              value={settings.decimalMark}
              disabled={busy}
              onChange={(event) =>
                void answer({ decimalMark: event.target.value as ImportSettings['decimalMark'] & string })
              }
            >
              {decimalMarks.map((mark) => (
                <option key={mark} value={mark}>
                  {decimalMarkLabels[mark]}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        {settings.typeColumn ? (
          <Field label="The file's Type column">
            <Select
              id={settingId('typeColumn')}
              value={settings.typeColumn}
              disabled={busy}
              onChange={(event) =>
                void answer({ typeColumn: event.target.value as ImportSettings['typeColumn'] & string })
              }
            >
              {typeColumnUses.map((use) => (
                <option key={use} value={use}>
                  {typeColumnLabels[use]}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
      </div>

      <label css={switchRow}>
        <input
          id={settingId('chargesPositive')}
          type="checkbox"
          role="switch"
          css={switchInput}
          checked={settings.chargesPositive}
          disabled={busy}
          aria-describedby={switchHint}
          onChange={(event) => void answer({ chargesPositive: event.target.checked })}
        />
        <span>Charges are positive in this file</span>
      </label>
      <p id={switchHint} css={hint}>
        {chargesSuggested
          ? 'Turned on for you: this is a card account and most of its amounts are positive, so they are read as charges.'
          : 'For card exports that write purchases as positive amounts: every amount is turned around.'}
      </p>
    </section>
  );
}

function Question({
  question,
  busy,
  onAnswer,
}: {
  question: ImportQuestion;
  busy: boolean;
  onAnswer: (answers: ImportAnswers) => Promise<void>;
}) {
  const id = useId();
  return (
    <div css={questionBox} role="group" aria-labelledby={`${id}-q`} aria-describedby={`${id}-ex`}>
      <p id={`${id}-q`} css={questionText}>
        <HelpCircle aria-hidden /> {question.question}
      </p>
      <p id={`${id}-ex`} css={hint}>
        In this file:{' '}
        {question.examples.map((example, i) => (
          <span key={example}>
            {i > 0 ? ', ' : null}
            <code css={code}>{example}</code>
          </span>
        ))}
      </p>
      <div css={options}>
        {question.options.map((option) => (
          <Button
            key={option.value}
            variant="outline"
            disabled={busy}
            onClick={() => void onAnswer({ [question.key]: option.value } as ImportAnswers)}
          >
            {option.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

const box = css({
  display: 'grid',
  // One column no wider than the dialog: a long answer wraps instead of pushing the box open.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: t.space[3],
  minWidth: 0,
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.md,
  padding: `${t.space[3]} ${t.space[4]}`,
});
const h3 = css({ fontSize: t.text.sm, fontWeight: 600 });
const hint = css({ fontSize: t.text.xs, color: t.color.mutedFg, overflowWrap: 'anywhere' });
const grid = css({
  display: 'grid',
  // Wide enough for the longest choice ('Day first (25/04/2026 is 25 April)') without cutting it.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: t.space[3],
  '&:empty': { display: 'none' },
});
const questionBox = css({
  display: 'grid',
  gap: t.space[2],
  padding: t.space[3],
  borderRadius: t.radius.md,
  border: `1px solid ${t.color.warning}`,
  background: `color-mix(in srgb, ${t.color.warning} 8%, transparent)`,
});
const questionText = css({
  display: 'flex',
  alignItems: 'center',
  gap: t.space[2],
  fontSize: t.text.sm,
  fontWeight: 600,
  '& svg': { flex: 'none', width: '1rem', height: '1rem', color: t.color.warning },
});
const code = css({ fontFamily: t.font.mono, fontSize: t.text.xs, color: t.color.fg });
const options = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: t.space[2],
  '& > *': {
    whiteSpace: 'normal',
    height: 'auto',
    minHeight: '2.5rem',
    paddingBlock: t.space[2],
    textAlign: 'center',
  },
  [mq.mobile]: { '& > *': { flex: '1 1 100%' } },
});
const switchRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: t.space[3],
  fontSize: t.text.sm,
  fontWeight: 500,
  cursor: 'pointer',
});
// A native checkbox drawn as a switch: keyboard (Space) and screen readers ("switch, on") for free.
const switchInput = css({
  appearance: 'none',
  flex: 'none',
  position: 'relative',
  width: '2.25rem',
  height: '1.25rem',
  margin: 0,
  borderRadius: t.radius.full,
  background: t.color.input,
  cursor: 'pointer',
  transition: `background ${t.transition}`,
  '&::after': {
    content: '""',
    position: 'absolute',
    top: '0.125rem',
    left: '0.125rem',
    width: '1rem',
    height: '1rem',
    borderRadius: t.radius.full,
    background: t.color.card,
    transition: `transform ${t.transition}`,
  },
  '&:checked': { background: t.color.primary },
  '&:checked::after': { transform: 'translateX(1rem)' },
  '&:focus-visible': { outline: `2px solid ${t.color.ring}`, outlineOffset: 2 },
  '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
});
