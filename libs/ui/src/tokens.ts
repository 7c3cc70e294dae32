// Design tokens. Components reference CSS custom properties (`t.color.bg` is 'var(--hl-bg)'), so the
// one GlobalStyles sheet switches every app, shell and remotes alike, between light and dark.

const colorNames = [
  'bg',
  'fg',
  'muted',
  'mutedFg',
  'card',
  'cardFg',
  'border',
  'input',
  'primary',
  'primaryFg',
  'secondary',
  'secondaryFg',
  'accent',
  'accentFg',
  'destructive',
  'destructiveFg',
  'success',
  'successFg',
  'warning',
  'warningFg',
  'ring',
  'overlay',
  'headerBg',
  'sidebar',
  'sidebarFg',
  'sidebarMuted',
  'sidebarAccent',
  'sidebarAccentFg',
  'sidebarBorder',
  'sidebarPrimary',
  'sidebarPrimaryFg',
] as const;

export type ColorToken = (typeof colorNames)[number];
type Palette = Record<ColorToken, string>;

/** Light theme: warm neutrals, deep navy primary, emerald accent. Text pairs meet WCAG AA. */
export const lightPalette: Palette = {
  bg: '#f8f6f2',
  fg: '#14202f',
  muted: '#efebe4',
  mutedFg: '#56606e',
  card: '#ffffff',
  cardFg: '#14202f',
  border: '#e2dcd2',
  input: '#d3ccc0',
  primary: '#17345a',
  primaryFg: '#ffffff',
  secondary: '#ede8df',
  secondaryFg: '#1d2a3b',
  accent: '#0b6e4f',
  accentFg: '#ffffff',
  destructive: '#b42318',
  destructiveFg: '#ffffff',
  success: '#067647',
  successFg: '#ffffff',
  warning: '#a84c05',
  warningFg: '#ffffff',
  ring: '#2f6fce',
  overlay: 'rgb(10 18 30 / 0.55)',
  headerBg: 'rgb(248 246 242 / 0.88)',
  sidebar: '#f2eee7',
  sidebarFg: '#1d2a3b',
  sidebarMuted: '#5a6472',
  sidebarAccent: '#e3dccf',
  sidebarAccentFg: '#14202f',
  sidebarBorder: '#e0d9ce',
  sidebarPrimary: '#0b6e4f',
  sidebarPrimaryFg: '#ffffff',
};

/** Dark theme: deep navy surfaces, pale steel primary, emerald accent. */
export const darkPalette: Palette = {
  bg: '#0a111c',
  fg: '#e7ebf1',
  muted: '#162235',
  mutedFg: '#9aa7b9',
  card: '#0f1928',
  cardFg: '#e7ebf1',
  border: '#233249',
  input: '#2d3e57',
  primary: '#d5e2f4',
  primaryFg: '#0d1a2c',
  secondary: '#1a273b',
  secondaryFg: '#e7ebf1',
  accent: '#3ccf95',
  accentFg: '#03261a',
  destructive: '#f47c70',
  destructiveFg: '#2a0703',
  success: '#48d597',
  successFg: '#03261a',
  warning: '#f6b955',
  warningFg: '#2b1800',
  ring: '#79aefc',
  overlay: 'rgb(0 0 0 / 0.65)',
  headerBg: 'rgb(10 17 28 / 0.85)',
  sidebar: '#0c1626',
  sidebarFg: '#e2e8f0',
  sidebarMuted: '#93a3b8',
  sidebarAccent: '#1a2a42',
  sidebarAccentFg: '#ffffff',
  sidebarBorder: '#1e2d44',
  sidebarPrimary: '#3ccf95',
  sidebarPrimaryFg: '#03261a',
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const cssVar = (name: string) => `--hl-${kebab(name)}`;

interface Shadows {
  sm: string;
  md: string;
  lg: string;
}

/** `{'--hl-bg': '#...', ...}` for a palette plus the theme-dependent shadows. */
export function paletteVars(palette: Palette, shadows: Shadows): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const name of colorNames) vars[cssVar(name)] = palette[name];
  for (const [name, value] of Object.entries(shadows)) vars[`--hl-shadow-${name}`] = value;
  return vars;
}

export const lightShadows: Shadows = {
  sm: '0 1px 2px rgb(20 32 47 / 0.06)',
  md: '0 1px 3px rgb(20 32 47 / 0.08), 0 4px 12px rgb(20 32 47 / 0.06)',
  lg: '0 10px 30px rgb(20 32 47 / 0.14), 0 2px 6px rgb(20 32 47 / 0.08)',
};

export const darkShadows: Shadows = {
  sm: '0 1px 2px rgb(0 0 0 / 0.4)',
  md: '0 1px 3px rgb(0 0 0 / 0.45), 0 4px 12px rgb(0 0 0 / 0.3)',
  lg: '0 10px 30px rgb(0 0 0 / 0.55), 0 2px 6px rgb(0 0 0 / 0.4)',
};

const base = Object.fromEntries(colorNames.map((n) => [n, `var(${cssVar(n)})`])) as Record<
  ColorToken,
  string
>;

const color = {
  ...base,
  // Aliases: same variables under the names some callers use.
  sidebarBg: base.sidebar,
  sidebarMutedFg: base.sidebarMuted,
  sidebarActive: base.sidebarPrimary,
  sidebarActiveFg: base.sidebarPrimaryFg,
};

/** Token references for emotion styles. */
export const t = {
  color,
  radius: { sm: '0.375rem', md: '0.5rem', lg: '0.75rem', xl: '1rem', full: '9999px' },
  shadow: { sm: 'var(--hl-shadow-sm)', md: 'var(--hl-shadow-md)', lg: 'var(--hl-shadow-lg)' },
  /** Spacing scale in rem: space[4] is 1rem. */
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
    20: '5rem',
  },
  font: {
    sans: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
    serif: 'ui-serif, Georgia, Cambria, "Times New Roman", "Liberation Serif", serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  text: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
  },
  z: { header: 30, sidebar: 40, overlay: 50, dialog: 51, toast: 100 },
  transition: '150ms cubic-bezier(0.4, 0, 0.2, 1)',
} as const;

/** The spec's mobile breakpoint (section 9). */
export const MOBILE_BREAKPOINT = 768;

export const mq = {
  /** Below 768px. */
  mobile: `@media (max-width: ${MOBILE_BREAKPOINT - 0.02}px)`,
  /** 768px and up. */
  desktop: `@media (min-width: ${MOBILE_BREAKPOINT}px)`,
  up: (px: number) => `@media (min-width: ${px}px)`,
  down: (px: number) => `@media (max-width: ${px - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** Visually hidden but read by screen readers. */
export const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
