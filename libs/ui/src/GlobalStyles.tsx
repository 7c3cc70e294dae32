// The one global sheet: reset, system fonts (nothing downloads), light tokens on :root and dark tokens
// when <html> has class `dark` / data-theme=dark (set by the platform theme store), focus rings,
// reduced motion. Only the shell (or a remote running standalone) renders it.
import { Global, css } from '@emotion/react';
import { darkPalette, darkShadows, lightPalette, lightShadows, paletteVars, t } from './tokens';

const styles = css`
  :root {
    ${paletteVars(lightPalette, lightShadows)}
    color-scheme: light;
  }
  :root.dark,
  :root[data-theme='dark'] {
    ${paletteVars(darkPalette, darkShadows)}
    color-scheme: dark;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
    margin: 0;
    padding: 0;
    border: 0 solid ${t.color.border};
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    tab-size: 4;
    -webkit-tap-highlight-color: transparent;
  }
  body {
    min-height: 100vh;
    font-family: ${t.font.sans};
    font-size: 1rem;
    line-height: 1.5;
    color: ${t.color.fg};
    background: ${t.color.bg};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    font-size: inherit;
    font-weight: 600;
    line-height: 1.25;
    text-wrap: balance;
  }
  p {
    text-wrap: pretty;
  }
  a {
    color: inherit;
    text-decoration: inherit;
  }
  ol,
  ul {
    list-style: none;
  }
  img,
  svg,
  video,
  canvas {
    display: block;
    max-width: 100%;
  }
  svg {
    flex-shrink: 0;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
    letter-spacing: inherit;
    background: transparent;
  }
  button,
  [role='button'] {
    cursor: pointer;
  }
  button:disabled {
    cursor: not-allowed;
  }
  table {
    border-collapse: collapse;
    text-indent: 0;
  }
  ::placeholder {
    color: ${t.color.mutedFg};
    opacity: 1;
  }
  ::selection {
    background: color-mix(in srgb, ${t.color.ring} 30%, transparent);
  }
  :focus {
    outline: none;
  }
  :focus-visible {
    outline: 2px solid ${t.color.ring};
    outline-offset: 2px;
  }
  [hidden] {
    display: none !important;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
