// Sidebar state of spec sections 2/9: expanded or icon mode on desktop (kept in a cookie for 7 days),
// an open or closed sheet under 768px (not kept: a phone starts with the page, not the menu).
import { create } from 'zustand';

export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7; // 604800 s
export const MOBILE_BREAKPOINT = 768;

export function readSidebarCookie(cookie: string): boolean {
  const match = /(?:^|;\s*)sidebar_state=(true|false)/.exec(cookie);
  return match ? match[1] === 'true' : true;
}

function writeSidebarCookie(open: boolean) {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

interface SidebarState {
  open: boolean;
  openMobile: boolean;
  setOpen: (open: boolean) => void;
  setOpenMobile: (open: boolean) => void;
  /** Ctrl/Cmd+B and the header button: the sheet on mobile, icon mode on desktop. */
  toggle: (isMobile: boolean) => void;
}

export const useSidebarStore = create<SidebarState>((set, get) => ({
  open: typeof document === 'undefined' ? true : readSidebarCookie(document.cookie),
  openMobile: false,
  setOpen: (open) => {
    writeSidebarCookie(open);
    set({ open });
  },
  setOpenMobile: (openMobile) => set({ openMobile }),
  toggle: (isMobile) => (isMobile ? get().setOpenMobile(!get().openMobile) : get().setOpen(!get().open)),
}));
