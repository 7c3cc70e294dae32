// The Module Federation singletons of ARCHITECTURE.md. Host and remotes must declare the same list,
// so it lives in one place. `react-dom/` (trailing slash) shares react-dom/client too.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const version = (name) => require(`${name}/package.json`).version;

const singleton = (name) => ({ singleton: true, requiredVersion: `^${version(name)}` });

// The router API the site uses. Shared modules are not tree-shaken by default (a consumer might need any
// export), and react-router 7 is ~60 KB gzip whole; every app builds against this one list instead.
export const routerExports = [
  'BrowserRouter',
  'Routes',
  'Route',
  'Outlet',
  'Link',
  'NavLink',
  'Navigate',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
  'useHref',
  'useInRouterContext',
];

export const sharedSingletons = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  'react-router': {
    ...singleton('react-router'),
    treeShaking: { mode: 'runtime-infer', usedExports: routerExports },
  },
  'react-router-dom': {
    ...singleton('react-router-dom'),
    treeShaking: { mode: 'runtime-infer', usedExports: routerExports },
  },
  '@tanstack/react-query': singleton('@tanstack/react-query'),
  zustand: singleton('zustand'),
  '@emotion/react': singleton('@emotion/react'),
  // jsx-runtime and friends: the css prop must use the same emotion instance (cache, theme) everywhere.
  '@emotion/react/': singleton('@emotion/react'),
  '@emotion/cache': singleton('@emotion/cache'),
  // Our own runtime: one api client, one query client, one theme and toast store for the whole site.
  '@heirloom/platform': { singleton: true, requiredVersion: false, version: '0.1.0' },
  // `@heirloom/ui` itself (charts, list cards, upload, notes and AI dialogs) is not shared. It holds no
  // state of its own (the theme, toasts and tabs context live in `@heirloom/ui/base`), and a shared
  // module is loaded whole: every signed-in page fetched all of it (16.9 KB gzip) whatever it drew. Each
  // app now bundles, tree-shaken, the parts its pages use: /dashboard 264 to 260 KB, /ai-advisor 234 to
  // 209 KB of JavaScript on first load (issue 35).
  // The design system's foundation (tokens, global styles, formatting, buttons, cards, fields, tabs,
  // dialog, toaster): what the shell's frame and the public pages draw with, so the landing page does not
  // load the whole of `@heirloom/ui` (charts, list cards, upload and notes, decimal.js). `@heirloom/ui`
  // and `@heirloom/ui/forms` import it by this name, so it is one copy site-wide (libs/ui/src/base.ts).
  '@heirloom/ui/base': { singleton: true, requiredVersion: false, version: '0.1.0' },
  // The form dialog and its fields (with react-hook-form inside): one copy, so one form context, loaded
  // by the pages that have forms rather than with every page.
  '@heirloom/ui/forms': { singleton: true, requiredVersion: false, version: '0.1.0' },
  // The money arithmetic of libs/contracts: one copy on the page instead of one per app (it is whole
  // either way). zod is not shared: a shared module is not tree-shaken, and all of zod is 87 KB gzip
  // against the ~24 KB each app's schemas use; the pages keep zod out of the first paint instead.
  'decimal.js': singleton('decimal.js'),
};
