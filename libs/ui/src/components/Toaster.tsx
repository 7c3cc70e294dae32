// Renders the platform toast store (spec sections 3 and 9): one toast at a time, auto-dismissed after
// its duration (paused while hovered or focused), a close button, Esc to dismiss, and one polite live
// region that F8 focuses (Tab then reaches the toast).
import { css, keyframes } from '@emotion/react';
import { useToastStore, type Toast } from '@heirloom/platform';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { mq, t } from '../tokens';

const regionStyle = css({
  position: 'fixed',
  zIndex: t.z.toast,
  right: 0,
  bottom: 0,
  width: '100%',
  maxWidth: '26rem',
  padding: t.space[4],
  pointerEvents: 'none',
  '&:focus-visible': { outlineOffset: '-4px' },
  [mq.mobile]: { top: 0, bottom: 'auto', maxWidth: 'none' },
});

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'none' },
});

const toastStyle = css({
  pointerEvents: 'auto',
  position: 'relative',
  display: 'flex',
  gap: t.space[3],
  padding: `${t.space[4]} ${t.space[10]} ${t.space[4]} ${t.space[4]}`,
  borderRadius: t.radius.lg,
  border: `1px solid ${t.color.border}`,
  background: t.color.card,
  color: t.color.cardFg,
  boxShadow: t.shadow.lg,
  animation: `${slideIn} 200ms ease-out`,
  '&[data-variant="destructive"]': {
    background: t.color.destructive,
    color: t.color.destructiveFg,
    borderColor: t.color.destructive,
  },
});

const titleStyle = css({ fontSize: t.text.sm, fontWeight: 600 });
const descriptionStyle = css({ marginTop: '0.125rem', fontSize: t.text.sm, opacity: 0.9 });
const closeStyle = css({
  position: 'absolute',
  top: t.space[2],
  right: t.space[2],
  display: 'grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: t.radius.sm,
  color: 'inherit',
  opacity: 0.75,
  '&:hover, &:focus-visible': { opacity: 1, background: 'color-mix(in srgb, currentColor 12%, transparent)' },
  '& svg': { width: '1rem', height: '1rem' },
});

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((s) => s.dismiss);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(toast.duration);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused || !Number.isFinite(toast.duration)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismiss(toast.id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, toast.id, toast.duration, dismiss]);

  return (
    <li
      css={toastStyle}
      data-variant={toast.variant}
      aria-atomic="true"
      tabIndex={0}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismiss(toast.id);
      }}
    >
      <div css={{ minWidth: 0 }}>
        <p css={titleStyle}>{toast.title}</p>
        {toast.description ? <p css={descriptionStyle}>{toast.description}</p> : null}
      </div>
      <button
        type="button"
        css={closeStyle}
        aria-label="Close notification"
        onClick={() => dismiss(toast.id)}
      >
        <X aria-hidden="true" />
      </button>
    </li>
  );
}

export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const open = toasts.filter((item) => item.open);
  return (
    <section ref={regionRef} role="region" aria-label="Notifications (F8)" tabIndex={-1} css={regionStyle}>
      <ol aria-live="polite" css={{ display: 'flex', flexDirection: 'column', gap: t.space[2] }}>
        {open.map((item) => (
          <ToastItem key={item.id} toast={item} />
        ))}
      </ol>
    </section>
  );
}
