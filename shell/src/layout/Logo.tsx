import { css } from '@emotion/react';
import { t } from '@heirloom/ui/base';

/** The Heirloom mark: an "H" on a navy tile, gold accent. Inline SVG: nothing to download. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      css={css({ flexShrink: 0, borderRadius: t.radius.md })}
    >
      <rect width="32" height="32" rx="8" fill="#0f2a44" />
      <path d="M9 23V9h3v5.5h8V9h3v14h-3v-5.5h-8V23z" fill="#e8c77a" />
    </svg>
  );
}
