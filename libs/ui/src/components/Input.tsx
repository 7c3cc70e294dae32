import { css } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';
import { t } from '../tokens';

const control = css({
  display: 'block',
  width: '100%',
  minWidth: 0,
  borderRadius: t.radius.md,
  border: `1px solid ${t.color.input}`,
  background: t.color.card,
  color: t.color.fg,
  fontSize: t.text.sm,
  transition: `border-color ${t.transition}, box-shadow ${t.transition}`,
  '&:focus-visible': {
    outline: 'none',
    borderColor: t.color.ring,
    boxShadow: `0 0 0 3px color-mix(in srgb, ${t.color.ring} 35%, transparent)`,
  },
  '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  '&[aria-invalid="true"]': { borderColor: t.color.destructive },
  '&[aria-invalid="true"]:focus-visible': {
    boxShadow: `0 0 0 3px color-mix(in srgb, ${t.color.destructive} 30%, transparent)`,
  },
});

const inputStyle = css({
  height: '2.5rem',
  padding: `0 ${t.space[3]}`,
  '&[type="file"]': { paddingTop: '0.45rem' },
});

export function Input(props: ComponentPropsWithRef<'input'>) {
  return <input css={[control, inputStyle]} {...props} />;
}

const textareaStyle = css({
  minHeight: '5rem',
  padding: `${t.space[2]} ${t.space[3]}`,
  resize: 'vertical',
  lineHeight: 1.5,
});

export function Textarea(props: ComponentPropsWithRef<'textarea'>) {
  return <textarea css={[control, textareaStyle]} {...props} />;
}

const labelStyle = css({ display: 'inline-block', fontSize: t.text.sm, fontWeight: 500, lineHeight: 1.4 });

export function Label(props: ComponentPropsWithRef<'label'>) {
  return <label css={labelStyle} {...props} />;
}

const selectWrap = css({
  position: 'relative',
  display: 'block',
  // A chevron drawn with borders: no icon font, no image download.
  '&::after': {
    content: '""',
    position: 'absolute',
    right: '0.9rem',
    top: '50%',
    width: '0.45rem',
    height: '0.45rem',
    borderRight: `2px solid ${t.color.mutedFg}`,
    borderBottom: `2px solid ${t.color.mutedFg}`,
    transform: 'translateY(-70%) rotate(45deg)',
    pointerEvents: 'none',
  },
});

const selectStyle = css({
  height: '2.5rem',
  padding: `0 2.25rem 0 ${t.space[3]}`,
  appearance: 'none',
  cursor: 'pointer',
  '& option': { background: t.color.card, color: t.color.fg },
});

/** A styled native <select>: full keyboard and screen-reader support for free. */
export function Select({ className, ...props }: ComponentPropsWithRef<'select'>) {
  return (
    <span css={selectWrap} className={className}>
      <select css={[control, selectStyle]} {...props} />
    </span>
  );
}
