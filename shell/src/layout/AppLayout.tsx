import { css } from '@emotion/react';
import { mq, t } from '@heirloom/ui/base';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SecondFactorPrompt } from '../account/SecondFactorPrompt';
import { usePrerender } from '../prerender/context';
import { Header } from './Header';
import { SidebarContent } from './Sidebar';
import { useSidebarStore } from './sidebar-store';
import { useIsMobile } from './use-is-mobile';

const SIDEBAR_WIDTH = '16rem';
const SIDEBAR_WIDTH_MOBILE = '18rem';
const SIDEBAR_WIDTH_ICON = '3rem';

export function AppLayout() {
  const isMobile = useIsMobile();
  const store = useSidebarStore();
  const { openMobile, setOpenMobile, toggle } = store;
  // Prerendered for each sidebar cookie; the browser's store read the same cookie when it started.
  const open = usePrerender()?.sidebarOpen ?? store.open;
  const { pathname } = useLocation();
  const sheetRef = useRef<HTMLDivElement>(null);

  // Ctrl/Cmd+B toggles the sidebar from anywhere.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === 'b' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        toggle(isMobile);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isMobile, toggle]);

  // The sheet closes when the user navigates or widens the window.
  useEffect(() => setOpenMobile(false), [pathname, isMobile, setOpenMobile]);

  const sheetOpen = isMobile && openMobile;
  useEffect(() => {
    if (!sheetOpen) return;
    const previous = document.activeElement as HTMLElement | null;
    sheetRef.current?.querySelector<HTMLElement>('a, button, input')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpenMobile(false);
    };
    document.addEventListener('keydown', onKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [sheetOpen, setOpenMobile]);

  const collapsed = !isMobile && !open;

  return (
    <div css={css({ display: 'flex', minHeight: '100vh', background: t.color.bg, color: t.color.fg })}>
      <a href="#main" css={skipLinkCss}>
        Skip to content
      </a>
      {isMobile ? (
        <>
          <div
            aria-hidden="true"
            onClick={() => setOpenMobile(false)}
            css={css({
              position: 'fixed',
              inset: 0,
              zIndex: 40,
              background: 'rgb(0 0 0 / 0.45)',
              opacity: sheetOpen ? 1 : 0,
              pointerEvents: sheetOpen ? 'auto' : 'none',
              transition: 'opacity 200ms',
            })}
          />
          <div
            id="app-sidebar"
            ref={sheetRef}
            role="dialog"
            aria-modal="true"
            aria-label="Sidebar"
            data-state={sheetOpen ? 'open' : 'closed'}
            css={css({
              position: 'fixed',
              inset: '0 auto 0 0',
              zIndex: 50,
              width: SIDEBAR_WIDTH_MOBILE,
              maxWidth: '85vw',
              background: t.color.sidebarBg,
              color: t.color.sidebarFg,
              borderRight: `1px solid ${t.color.sidebarBorder}`,
              transform: sheetOpen ? 'translateX(0)' : 'translateX(-100%)',
              visibility: sheetOpen ? 'visible' : 'hidden',
              transition: 'transform 200ms ease, visibility 200ms',
              boxShadow: t.shadow.lg,
            })}
          >
            <SidebarContent collapsed={false} />
          </div>
        </>
      ) : (
        <aside
          id="app-sidebar"
          aria-label="Sidebar"
          data-state={open ? 'expanded' : 'collapsed'}
          css={css({
            position: 'sticky',
            top: 0,
            height: '100vh',
            flexShrink: 0,
            width: collapsed ? SIDEBAR_WIDTH_ICON : SIDEBAR_WIDTH,
            transition: 'width 200ms ease',
            background: t.color.sidebarBg,
            color: t.color.sidebarFg,
            borderRight: `1px solid ${t.color.sidebarBorder}`,
            display: 'flex',
            // The column is the desktop's: a phone's prerendered page (which cannot know the width)
            // shows none until the sheet replaces it at hydration.
            [mq.mobile]: { display: 'none' },
          })}
        >
          <SidebarContent collapsed={collapsed} />
        </aside>
      )}
      <div css={css({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' })}>
        <Header onToggleSidebar={() => toggle(isMobile)} sidebarExpanded={isMobile ? sheetOpen : open} />
        <main
          id="main"
          tabIndex={-1}
          css={css({
            flex: 1,
            width: '100%',
            maxWidth: '80rem',
            margin: '0 auto',
            padding: `${t.space[6]} clamp(1rem, 3vw, 2rem) ${t.space[8]}`,
            outline: 'none',
          })}
        >
          <SecondFactorPrompt />
          <Outlet />
        </main>
      </div>
    </div>
  );
}

const skipLinkCss = css({
  position: 'absolute',
  left: '-9999px',
  top: 0,
  zIndex: 100,
  padding: '0.5rem 1rem',
  background: t.color.primary,
  color: t.color.primaryFg,
  '&:focus': { left: '0.5rem', top: '0.5rem' },
});
