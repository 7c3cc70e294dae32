import { readSidebarCookie, SIDEBAR_COOKIE_MAX_AGE } from './sidebar-store';

describe('sidebar cookie', () => {
  it('defaults to expanded and reads the stored state', () => {
    expect(readSidebarCookie('')).toBe(true);
    expect(readSidebarCookie('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
    expect(readSidebarCookie('xsidebar_state=false')).toBe(true);
  });

  it('lives for 7 days', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604800);
  });
});
