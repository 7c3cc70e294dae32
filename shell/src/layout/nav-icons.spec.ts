import { sidebarGroups } from '@heirloom/contracts';
import { navIcons } from './nav-icons';

describe('navIcons', () => {
  it('gives every sidebar entry an icon (icon mode shows nothing else)', () => {
    const missing = sidebarGroups.flatMap((group) => group.entries.map((entry) => entry.path));
    expect(missing.filter((path) => !navIcons[path])).toEqual([]);
  });
});
