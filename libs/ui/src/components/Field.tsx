import { css } from '@emotion/react';
import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { t } from '../tokens';
import { Label } from './Input';

type ControlProps = {
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  required?: boolean;
};

export interface FieldProps {
  label: ReactNode;
  /** One control element (Input, Textarea, Select...): it receives id, aria-invalid, aria-describedby. */
  children: ReactElement<ControlProps>;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Error text: marks the control invalid and is announced with it. */
  error?: ReactNode;
  className?: string;
}

const fieldStyle = css({ display: 'flex', flexDirection: 'column', gap: t.space[2], minWidth: 0 });
const hintStyle = css({ fontSize: t.text.xs, color: t.color.mutedFg });
const errorStyle = css({ fontSize: t.text.xs, fontWeight: 500, color: t.color.destructive });
const requiredMark = css({ color: t.color.destructive, marginLeft: '0.125rem' });

export function Field({ label, children, hint, error, className }: FieldProps) {
  const autoId = useId();
  const control = isValidElement(children) ? children : null;
  const id = control?.props.id ?? `${autoId}-control`;
  const hintId = hint ? `${autoId}-hint` : undefined;
  const errorId = error ? `${autoId}-error` : undefined;
  const describedBy =
    [control?.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div css={fieldStyle} className={className}>
      <Label htmlFor={id}>
        {label}
        {control?.props.required ? (
          <span css={requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      {control
        ? cloneElement(control, {
            id,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy,
          })
        : children}
      {hint ? (
        <p id={hintId} css={hintStyle}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} css={errorStyle}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
