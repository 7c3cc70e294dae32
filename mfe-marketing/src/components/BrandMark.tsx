// The Heirloom mark (same drawing as the shell's logo): an "H" on a navy tile. Inline SVG, no download.
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 32 32" css={{ borderRadius: '0.5rem' }}>
      <rect width="32" height="32" rx="8" fill="#0f2a44" />
      <path d="M9 23V9h3v5.5h8V9h3v14h-3v-5.5h-8V23z" fill="#e8c77a" />
    </svg>
  );
}
