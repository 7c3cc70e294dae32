import { css } from '@emotion/react';
import { brand } from '@heirloom/contracts';
import { Button, mq, srOnly, t } from '@heirloom/ui/base';
import { PanelLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useAccess, useFamilyCount } from '../access/use-access';
import { SessionActions } from '../auth/SessionActions';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';

export function Header({
  onToggleSidebar,
  sidebarExpanded,
}: {
  onToggleSidebar: () => void;
  sidebarExpanded: boolean;
}) {
  return (
    <header
      css={css({
        position: 'sticky',
        top: 0,
        zIndex: 20,
        display: 'flex',
        alignItems: 'center',
        gap: t.space[3],
        height: '3.5rem',
        padding: `0 ${t.space[4]}`,
        borderBottom: `1px solid ${t.color.border}`,
        background: t.color.headerBg,
        backdropFilter: 'blur(8px)',
      })}
    >
      <Button
        variant="ghost"
        size="icon"
        onClick={onToggleSidebar}
        aria-label="Toggle Sidebar"
        aria-controls="app-sidebar"
        aria-expanded={sidebarExpanded}
        title="Toggle Sidebar (Ctrl+B)"
      >
        <PanelLeft aria-hidden size={18} />
      </Button>
      <Link
        to="/home"
        css={css({
          display: 'flex',
          alignItems: 'center',
          gap: t.space[2],
          color: 'inherit',
          textDecoration: 'none',
          minWidth: 0,
        })}
      >
        <Logo size={28} />
        <span
          css={css({
            fontWeight: 700,
            fontSize: '1.05rem',
            letterSpacing: '-0.01em',
            // A phone's header with the client switcher keeps the logo only: the name is still read.
            [mq.mobile]: { 'header:has([data-testid="client-switcher"]) &': srOnly },
          })}
        >
          {brand.productName}
        </span>
      </Link>
      <span
        data-testid="parent-tagline"
        css={css({
          color: t.color.mutedFg,
          fontSize: '0.85rem',
          paddingLeft: t.space[3],
          borderLeft: `1px solid ${t.color.border}`,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          [mq.mobile]: { display: 'none' },
        })}
      >
        {brand.parentTagline}
      </span>
      <div
        aria-label="Header actions"
        role="group"
        css={css({
          marginLeft: 'auto',
          display: 'flex',
          alignItems: 'center',
          gap: t.space[2],
          minWidth: 0,
        })}
      >
        <SignedInClientSwitcher />
        <SessionActions />
        <ThemeToggle />
      </div>
    </header>
  );
}

// The client switcher (its listbox, the client list, the second-factor dialog) is only ever drawn for
// someone signed in, so its code loads once the session says who that is, never with a public page. It
// was drawn no earlier before: it waits for the session too. A chunk that fails to load draws nothing,
// as the switcher does for someone with no choice to make.
const ClientSwitcher = lazy(() =>
  import('../access/ClientSwitcher').then(
    (module) => ({ default: module.ClientSwitcher }),
    () => ({ default: () => null }),
  ),
);

function SignedInClientSwitcher() {
  const access = useAccess();
  const families = useFamilyCount();
  if (!access) return null;
  // Someone in one household with no professional role has nothing to choose (the switcher would draw
  // nothing), so its code is not even loaded: 2.8 KB less on every page of such a family.
  if (families === 1 && access.kind !== 'professional' && access.role !== 'professional') return null;
  return (
    <Suspense fallback={null}>
      <ClientSwitcher />
    </Suspense>
  );
}
