import { css } from '@emotion/react';
import { brand, footerLinks, type NavEntry } from '@heirloom/contracts';
import { t } from '@heirloom/ui/base';
import { NavLink, useLocation } from 'react-router-dom';
import { visibleGroups } from '../access/access-state';
import { useAccess } from '../access/use-access';
import { useSignedInHint } from '../prerender/context';
import { WaitlistForm } from '../waitlist/WaitlistForm';
import { Logo } from './Logo';
import { navIcons } from './nav-icons';

/** The sidebar's content, shared by the desktop column and the mobile sheet. */
export function SidebarContent({ collapsed }: { collapsed: boolean }) {
  // Only the pages the person's access covers (issue 31); every page while signed out. While the session
  // is still unknown for someone who may be signed in (the hint), none: a professional must never see
  // an area flash by that they cannot open (issue 35's prerendered frame is drawn that way too).
  // The waitlist below them waits too: drawn first, it would be pushed down when the areas arrive.
  const access = useAccess();
  const signedInHint = useSignedInHint();
  const unknown = access === undefined && signedInHint;
  const groups = unknown ? [] : visibleGroups(access ?? null);
  return (
    <div
      data-collapsed={collapsed}
      css={css({ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, width: '100%' })}
    >
      <div
        css={css({
          display: 'flex',
          gap: t.space[2],
          alignItems: 'flex-start',
          padding: collapsed ? `${t.space[3]} ${t.space[2]}` : t.space[4],
          borderBottom: `1px solid ${t.color.sidebarBorder}`,
        })}
      >
        <Logo size={collapsed ? 32 : 36} />
        {!collapsed && (
          <div css={css({ minWidth: 0 })}>
            <div css={css({ fontWeight: 700, fontSize: '1rem' })}>{brand.productName}</div>
            <p css={css({ margin: 0, fontSize: '0.75rem', lineHeight: 1.35, color: t.color.sidebarMutedFg })}>
              {brand.tagline}
            </p>
          </div>
        )}
      </div>
      <nav
        aria-label="Main"
        css={css({ flex: 1, overflowY: 'auto', overflowX: 'hidden', padding: `${t.space[2]} 0` })}
      >
        {groups.map((group) => (
          <div
            key={group.label}
            role="group"
            aria-label={group.label}
            css={css({ padding: `${t.space[1]} ${t.space[2]}` })}
          >
            {!collapsed && (
              <div
                aria-hidden="true"
                css={css({
                  fontSize: '0.7rem',
                  fontWeight: 600,
                  textTransform: 'uppercase',
                  letterSpacing: '0.06em',
                  color: t.color.sidebarMutedFg,
                  padding: `${t.space[2]} ${t.space[2]} ${t.space[1]}`,
                })}
              >
                {group.label}
              </div>
            )}
            <ul css={listCss}>
              {group.entries.map((entry) => (
                <li key={entry.path}>
                  <SidebarLink entry={entry} collapsed={collapsed} />
                </li>
              ))}
            </ul>
          </div>
        ))}
        {!collapsed && !unknown && <WaitlistForm />}
      </nav>
      <footer css={css({ borderTop: `1px solid ${t.color.sidebarBorder}`, padding: t.space[2] })}>
        <ul css={listCss} aria-label="Company links">
          {footerLinks.map((entry) => (
            <li key={entry.path}>
              <SidebarLink entry={entry} collapsed={collapsed} />
            </li>
          ))}
        </ul>
        {!collapsed && (
          <p
            css={css({
              margin: `${t.space[2]} ${t.space[2]} 0`,
              fontSize: '0.7rem',
              lineHeight: 1.4,
              color: t.color.sidebarMutedFg,
            })}
          >
            {brand.footerNotice}
          </p>
        )}
      </footer>
    </div>
  );
}

const listCss = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' });

function SidebarLink({ entry, collapsed }: { entry: NavEntry; collapsed: boolean }) {
  const { pathname } = useLocation();
  const Icon = navIcons[entry.path];
  const active = pathname === entry.path || (entry.aliases ?? []).includes(pathname);
  return (
    <NavLink
      to={entry.path}
      end
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? entry.label : undefined}
      data-tooltip={collapsed ? entry.label : undefined}
      data-active={active}
      css={css({
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: t.space[3],
        height: '2.25rem',
        padding: collapsed ? 0 : `0 ${t.space[2]}`,
        justifyContent: collapsed ? 'center' : 'flex-start',
        borderRadius: t.radius.md,
        color: t.color.sidebarFg,
        textDecoration: 'none',
        fontSize: '0.9rem',
        whiteSpace: 'nowrap',
        '&:hover': { background: t.color.sidebarAccent },
        '&[data-active="true"]': {
          background: t.color.sidebarActive,
          color: t.color.sidebarActiveFg,
          fontWeight: 600,
        },
        // Icon-mode tooltip, shown after the spec's 700 ms delay.
        '&[data-tooltip]::after': {
          content: 'attr(data-tooltip)',
          position: 'absolute',
          left: 'calc(100% + 0.5rem)',
          top: '50%',
          transform: 'translateY(-50%)',
          padding: '0.25rem 0.5rem',
          borderRadius: t.radius.sm,
          background: t.color.fg,
          color: t.color.bg,
          fontSize: '0.75rem',
          fontWeight: 500,
          pointerEvents: 'none',
          opacity: 0,
          transition: 'opacity 100ms',
          zIndex: 50,
        },
        '&[data-tooltip]:hover::after, &[data-tooltip]:focus-visible::after': {
          opacity: 1,
          transitionDelay: '700ms',
        },
      })}
    >
      {Icon && <Icon aria-hidden size={18} css={css({ flexShrink: 0 })} />}
      {!collapsed && <span css={css({ overflow: 'hidden', textOverflow: 'ellipsis' })}>{entry.label}</span>}
    </NavLink>
  );
}
