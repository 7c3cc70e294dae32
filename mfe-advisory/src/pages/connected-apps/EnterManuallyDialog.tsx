// Enter Manually: what would you like to add? Each choice opens that page with its add form already
// open (?add=1, libs/ui useOpenFromLink).
import { css } from '@emotion/react';
import { addFormLink, Dialog, t } from '@heirloom/ui';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';

const choices = [
  {
    label: 'An account',
    detail: 'Checking, savings, a credit card or a brokerage account',
    path: '/accounts',
  },
  { label: 'A transaction', detail: 'Income or an expense on one of your accounts', path: '/transactions' },
  { label: 'A holding', detail: 'A position in one of your investment accounts', path: '/investments' },
  { label: 'A property', detail: 'A home or rental, and its mortgage', path: '/real-estate' },
  { label: 'An insurance policy', detail: 'Life, home, auto, umbrella...', path: '/insurance' },
  { label: 'A tax document', detail: 'A return or a form, by tax year', path: '/tax' },
  { label: 'An estate document', detail: 'A will, a trust, a power of attorney...', path: '/estate' },
  {
    label: 'A private investment',
    detail: 'A private placement, a business or a K-1',
    path: '/private-investments',
  },
] as const;

export function EnterManuallyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="What would you like to add?" width="30rem">
      <ul css={list}>
        {choices.map((choice) => (
          <li key={choice.path}>
            <Link to={addFormLink(choice.path)} css={item} onClick={() => onOpenChange(false)}>
              <span>
                <span css={label}>{choice.label}</span>
                <span css={detail}>{choice.detail}</span>
              </span>
              <ChevronRight aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

const list = css({ display: 'grid', gap: t.space[1] });
const item = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: t.space[3],
  padding: `${t.space[2]} ${t.space[3]}`,
  borderRadius: t.radius.md,
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { background: t.color.muted },
  '&:focus-visible': { outline: `2px solid ${t.color.ring}`, outlineOffset: 1 },
  '& svg': { flexShrink: 0, width: '1rem', height: '1rem', color: t.color.mutedFg },
});
const label = css({ display: 'block', fontSize: t.text.sm, fontWeight: 600 });
const detail = css({ display: 'block', fontSize: t.text.xs, color: t.color.mutedFg });
