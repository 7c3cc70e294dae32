// `@heirloom/ui/base`: the design system's foundation, a federation singleton of its own (issue 35).
// The tokens, global styles, formatting and the primitives a frame or a public page is drawn with
// (the sign-in screens' code field and strength meter too):
// the shell's eager code and the marketing pages import only this, so the landing page does not load
// the rest of the design system (charts, list cards, upload, notes and AI dialogs, decimal.js with the
// chart helpers). `@heirloom/ui` re-exports all of it, and every module of the library outside this
// set imports it as '@heirloom/ui/base' (never by a relative path), so the site has one copy.
export * from './tokens';
export * from './format';
export * from './GlobalStyles';
export * from './remote-root';
export * from './components/Button';
export * from './components/Card';
export * from './components/Badge';
export * from './components/Input';
export * from './components/Field';
export * from './components/Feedback';
export * from './components/Page';
export * from './components/Tabs';
export * from './components/Dialog';
export * from './components/Toaster';
// The sign-in screens' own pieces (/login and /register are public pages too).
export * from './components/StrengthMeter';
export { CodeField, normalizeCode, type CodeFieldProps, type CodeFieldBinding } from './security/CodeField';
