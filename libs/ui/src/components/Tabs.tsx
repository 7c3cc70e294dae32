// Tabs with roving focus (WAI-ARIA tabs pattern, automatic activation): one tab stop for the list,
// arrow keys / Home / End move between tabs and select them.
import { css } from '@emotion/react';
import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { t } from '../tokens';

interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const ctx = useContext(TabsContext);
  if (!ctx) throw new Error('Tabs parts must be rendered inside <Tabs>');
  return ctx;
}

const slug = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, '_');

export interface TabsProps {
  /** Controlled value. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  children: ReactNode;
  className?: string;
}

export function Tabs({ value, defaultValue = '', onValueChange, children, className }: TabsProps) {
  const baseId = useId();
  const [inner, setInner] = useState(defaultValue);
  const current = value ?? inner;
  const select = (next: string) => {
    if (value === undefined) setInner(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value: current, select }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const listStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: t.space[1],
  padding: t.space[1],
  borderRadius: t.radius.md,
  background: t.color.muted,
  maxWidth: '100%',
  overflowX: 'auto',
});

function onListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
  );
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  const vertical = event.currentTarget.getAttribute('aria-orientation') === 'vertical';
  const keys: Record<string, number> = vertical
    ? { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: tabs.length - 1 }
    : { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: tabs.length - 1 };
  const target = keys[event.key];
  if (target === undefined) return;
  event.preventDefault();
  const next = tabs[(target + tabs.length) % tabs.length];
  next?.focus();
  next?.click();
}

export type TabsListProps = ComponentPropsWithRef<'div'> & { orientation?: 'horizontal' | 'vertical' };

export function TabsList({ orientation = 'horizontal', ...props }: TabsListProps) {
  return (
    <div role="tablist" aria-orientation={orientation} css={listStyle} onKeyDown={onListKeyDown} {...props} />
  );
}

const triggerStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: t.space[2],
  whiteSpace: 'nowrap',
  padding: `${t.space[2]} ${t.space[4]}`,
  borderRadius: t.radius.sm,
  fontSize: t.text.sm,
  fontWeight: 500,
  color: t.color.mutedFg,
  transition: `background-color ${t.transition}, color ${t.transition}`,
  '&:hover': { color: t.color.fg },
  '&[aria-selected="true"]': { background: t.color.card, color: t.color.fg, boxShadow: t.shadow.sm },
  '&:disabled': { opacity: 0.5 },
});

export type TabsTriggerProps = Omit<ComponentPropsWithRef<'button'>, 'value'> & { value: string };

export function TabsTrigger({ value, onClick, ...props }: TabsTriggerProps) {
  const ctx = useTabs();
  const selected = ctx.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${ctx.baseId}-tab-${slug(value)}`}
      aria-selected={selected}
      aria-controls={`${ctx.baseId}-panel-${slug(value)}`}
      tabIndex={selected ? 0 : -1}
      css={triggerStyle}
      onClick={(event) => {
        ctx.select(value);
        onClick?.(event);
      }}
      {...props}
    />
  );
}

const contentStyle = css({ marginTop: t.space[4] });

export type TabsContentProps = Omit<ComponentPropsWithRef<'div'>, 'value'> & { value: string };

export function TabsContent({ value, ...props }: TabsContentProps) {
  const ctx = useTabs();
  if (ctx.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={`${ctx.baseId}-panel-${slug(value)}`}
      aria-labelledby={`${ctx.baseId}-tab-${slug(value)}`}
      tabIndex={0}
      css={contentStyle}
      {...props}
    />
  );
}
