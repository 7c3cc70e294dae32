import { css } from '@emotion/react';
import { brand } from '@heirloom/contracts';
import { mq, t } from '@heirloom/ui/base';
import { Link } from 'react-router-dom';
import { BrandMark } from '../../../components/BrandMark';
import { inner } from '../../../components/marketing-styles';

const footer = css({
  marginTop: 'auto',
  borderTop: `1px solid ${t.color.border}`,
  paddingBlock: t.space[10],
  fontSize: t.text.sm,
  color: t.color.mutedFg,
});
const row = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: t.space[4],
  [mq.mobile]: { flexDirection: 'column', alignItems: 'flex-start' },
});
const brandRow = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: t.space[2],
  fontWeight: 650,
  color: t.color.fg,
});
const links = css({ display: 'flex', flexWrap: 'wrap', gap: t.space[2] });
const link = css({
  padding: t.space[2],
  borderRadius: t.radius.sm,
  fontWeight: 500,
  '&:hover': { color: t.color.fg, textDecoration: 'underline', textUnderlineOffset: 4 },
});

export function LandingFooter() {
  return (
    <footer css={footer}>
      <div css={inner}>
        <div css={row}>
          <p css={brandRow}>
            <BrandMark size={24} /> {brand.productName}
          </p>
          <nav aria-label="Footer">
            <ul css={links}>
              <li>
                <Link to="/about" css={link}>
                  About
                </Link>
              </li>
              <li>
                <Link to="/services" css={link}>
                  Features
                </Link>
              </li>
              <li>
                <Link to="/contact" css={link}>
                  Contact
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <p css={{ marginTop: t.space[6] }}>{brand.footerNotice}</p>
      </div>
    </footer>
  );
}
