import { css } from '@emotion/react';
import { useThemeStore } from '@heirloom/platform';
import { Button } from '@heirloom/ui/base';
import { Moon, Sun } from 'lucide-react';
import { useHydrated } from '../prerender/context';

// Both icons are drawn and the page's theme class shows one: right from the prerendered HTML (the
// inline script sets the class before paint), where the stored theme is not known yet.
const sunCss = css({ 'html:not(.dark) &': { display: 'none' } });
const moonCss = css({ 'html.dark &': { display: 'none' } });

export function ThemeToggle() {
  const stored = useThemeStore((s) => s.theme);
  const toggleTheme = useThemeStore((s) => s.toggleTheme);
  // The label follows the stored theme once hydrated; before, it is the prerendered page's.
  const theme = useHydrated() ? stored : 'light';
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
    >
      <Sun aria-hidden size={18} css={sunCss} />
      <Moon aria-hidden size={18} css={moonCss} />
    </Button>
  );
}
