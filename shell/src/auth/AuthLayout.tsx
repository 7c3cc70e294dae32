// Full-screen frame of the sign-in and sign-up screens: the brand on one side, the form on the other
// (the brand panel gives way to a compact header below the mobile breakpoint).
import { css } from '@emotion/react';
import { brand } from '@heirloom/contracts';
import { mq, t } from '@heirloom/ui/base';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../layout/Logo';
import { ThemeToggle } from '../layout/ThemeToggle';

export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div
      css={css({
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
        minHeight: '100vh',
        background: t.color.bg,
        color: t.color.fg,
        [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
      })}
    >
      <aside css={brandPanel} aria-label={`About ${brand.productName}`}>
        <Link to="/home" css={brandLink}>
          <Logo size={36} />
          <span css={css({ fontSize: t.text.xl, fontWeight: 700 })}>{brand.productName}</span>
        </Link>
        <p css={css({ fontFamily: t.font.serif, fontSize: t.text['3xl'], lineHeight: 1.25, margin: 0 })}>
          {brand.tagline}
        </p>
        <p css={css({ margin: 0, fontSize: t.text.sm, opacity: 0.75 })}>{brand.parentTagline}</p>
      </aside>
      <main
        id="main"
        css={css({
          display: 'flex',
          flexDirection: 'column',
          padding: `${t.space[4]} clamp(1rem, 4vw, 3rem) ${t.space[8]}`,
        })}
      >
        <div css={css({ display: 'flex', alignItems: 'center', gap: t.space[2] })}>
          <Link to="/home" css={[brandLink, css({ color: t.color.fg, [mq.desktop]: { display: 'none' } })]}>
            <Logo size={28} />
            <span css={css({ fontWeight: 700 })}>{brand.productName}</span>
          </Link>
          <div css={css({ marginLeft: 'auto' })}>
            <ThemeToggle />
          </div>
        </div>
        <div
          css={css({
            width: '100%',
            maxWidth: '26rem',
            margin: 'auto',
            paddingTop: t.space[8],
            display: 'grid',
            gap: t.space[6],
          })}
        >
          <header css={css({ display: 'grid', gap: t.space[2] })}>
            <h1 css={css({ margin: 0, fontSize: t.text['2xl'], fontWeight: 700, letterSpacing: '-0.02em' })}>
              {title}
            </h1>
            <p css={css({ margin: 0, color: t.color.mutedFg, fontSize: t.text.sm })}>{description}</p>
          </header>
          {children}
        </div>
      </main>
    </div>
  );
}

const brandLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: t.space[2],
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: t.radius.md,
});

// The same deep navy in both themes, like the logo tile: it is the brand, not a surface.
const brandPanel = css({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: t.space[8],
  padding: 'clamp(2rem, 5vw, 4rem)',
  color: '#f4efe4',
  background: 'linear-gradient(160deg, #0f2a44 0%, #17345a 55%, #0b3d33 100%)',
  borderRight: `1px solid ${t.color.border}`,
  '& a:focus-visible': { outline: '2px solid #e8c77a', outlineOffset: 4 },
  [mq.mobile]: { display: 'none' },
});
