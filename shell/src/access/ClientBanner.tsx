// Above every page a professional opens for a client: whose data this is, which areas the family
// shared, and until when (a warning tone in the last GRANT_REMINDER_DAYS days).
import { css } from '@emotion/react';
import { GRANT_REMINDER_DAYS, type AccessContext } from '@heirloom/contracts';
import { Badge, formatDay, mq, t } from '@heirloom/ui/base';
import { Briefcase } from 'lucide-react';
import { bannerFor, daysLeft } from './access-state';
import { possessiveEnding } from './possessive';

export function ClientBanner({ access }: { access: AccessContext }) {
  const banner = bannerFor(access);
  if (!banner) return null;
  const left = daysLeft(banner.endsAt);
  const endingSoon = left !== null && left <= GRANT_REMINDER_DAYS;
  return (
    <section
      aria-label="Client you are viewing"
      data-testid="client-banner"
      data-ending-soon={endingSoon || undefined}
      css={css({
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        gap: `${t.space[2]} ${t.space[3]}`,
        alignItems: 'start',
        marginBottom: t.space[6],
        padding: `${t.space[3]} ${t.space[4]}`,
        borderRadius: t.radius.lg,
        border: `1px solid color-mix(in srgb, ${t.color.accent} 35%, ${t.color.border})`,
        background: `color-mix(in srgb, ${t.color.accent} 8%, ${t.color.card})`,
        color: t.color.fg,
        fontSize: t.text.sm,
        [mq.mobile]: { padding: t.space[3] },
      })}
    >
      <Briefcase aria-hidden size={18} color={t.color.accent} css={css({ marginTop: 2 })} />
      <div css={css({ display: 'grid', gap: t.space[2], minWidth: 0 })}>
        <p css={css({ margin: 0 })}>
          You are viewing <strong data-testid="client-banner-family">{banner.familyName}</strong>
          {possessiveEnding(banner.familyName)} data as their professional.
        </p>
        <div css={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: t.space[2] })}>
          <span css={css({ color: t.color.mutedFg })}>Shared with you:</span>
          <ul
            aria-label="Shared areas"
            data-testid="client-banner-areas"
            css={css({ display: 'contents', listStyle: 'none', margin: 0, padding: 0 })}
          >
            {banner.areas.map(({ area, label }) => (
              <li key={area} css={css({ display: 'inline-flex', minWidth: 0 })}>
                <Badge variant="secondary" css={css({ whiteSpace: 'normal' })}>
                  {label}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
        {banner.endsAt ? (
          <p
            data-testid="client-banner-until"
            css={css({ margin: 0, color: endingSoon ? t.color.warning : t.color.mutedFg })}
          >
            Until {formatDay(banner.endsAt)}
            {endingSoon
              ? ` (${left === 0 ? 'ends today' : `${left} ${left === 1 ? 'day' : 'days'} left`})`
              : ''}
          </p>
        ) : null}
      </div>
    </section>
  );
}
