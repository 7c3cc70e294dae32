// Accessible modal: rendered in a portal, focus moves in and is trapped, Esc and the backdrop close it,
// focus returns to the opener, the page behind does not scroll. Toasts stay above it (z-index).
import { css, keyframes } from '@emotion/react';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { mq, t } from '../tokens';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom (right-aligned, stacked on mobile). */
  footer?: ReactNode;
  /** Max width of the panel, default 32rem. */
  width?: string;
  /** Set false for a dialog that must not close from Esc or the backdrop (while saving, say). */
  dismissible?: boolean;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

const overlay = css({
  position: 'fixed',
  inset: 0,
  zIndex: t.z.overlay,
  display: 'grid',
  placeItems: 'center',
  padding: t.space[4],
  background: t.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
  overflowY: 'auto',
});

const panel = css({
  position: 'relative',
  zIndex: t.z.dialog,
  width: '100%',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  background: t.color.card,
  color: t.color.cardFg,
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.lg,
  boxShadow: t.shadow.lg,
  padding: t.space[6],
  animation: `${popIn} 180ms ease-out`,
  display: 'flex',
  flexDirection: 'column',
  gap: t.space[4],
});

const titleStyle = css({ fontSize: t.text.lg, fontWeight: 600, paddingRight: t.space[8] });
const descriptionStyle = css({ marginTop: t.space[1], fontSize: t.text.sm, color: t.color.mutedFg });
const footerStyle = css({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: t.space[2],
  [mq.mobile]: { flexDirection: 'column-reverse', '& > *': { width: '100%' } },
});
const closeStyle = css({
  position: 'absolute',
  top: t.space[4],
  right: t.space[4],
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: t.radius.sm,
  color: t.color.mutedFg,
  '&:hover': { background: t.color.muted, color: t.color.fg },
  '& svg': { width: '1rem', height: '1rem' },
});

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  width = '32rem',
  dismissible = true,
}: DialogProps) {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onOpenChangeRef = useRef(onOpenChange);
  const dismissibleRef = useRef(dismissible);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
    dismissibleRef.current = dismissible;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const { body } = document;
    const previousOverflow = body.style.overflow;
    const previousPadding = body.style.paddingRight;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;

    const node = panelRef.current;
    const focusables = () => Array.from(node?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    // First field if any, else the panel itself (the close button last).
    const first = focusables().find((el) => !el.dataset.dialogClose);
    (first ?? node)?.focus();

    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (!dismissibleRef.current) return;
        event.stopPropagation();
        onOpenChangeRef.current(false);
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = focusables();
      if (items.length === 0) {
        event.preventDefault();
        node.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || active === node || !node.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !node.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      body.style.overflow = previousOverflow;
      body.style.paddingRight = previousPadding;
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div
      css={overlay}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && dismissible) onOpenChange(false);
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        tabIndex={-1}
        css={panel}
        style={{ maxWidth: width }}
      >
        <div>
          <h2 id={`${id}-title`} css={titleStyle}>
            {title}
          </h2>
          {description ? (
            <p id={`${id}-description`} css={descriptionStyle}>
              {description}
            </p>
          ) : null}
        </div>
        {children}
        {footer ? <div css={footerStyle}>{footer}</div> : null}
        {dismissible ? (
          <button
            type="button"
            css={closeStyle}
            aria-label="Close"
            data-dialog-close="true"
            onClick={() => onOpenChange(false)}
          >
            <X aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
