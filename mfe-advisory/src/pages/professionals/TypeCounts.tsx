// Counts per professional type (spec section 2): every type, so the gaps in the team show as zeros.
import { css } from '@emotion/react';
import { professionalTypeLabel, professionalTypes, type ProfessionalRow } from '@heirloom/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, mq, Skeleton, t } from '@heirloom/ui';
import { professionalTypeIcons } from './type-icons';

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: t.space[3],
  [mq.down(1100)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});
const cell = css({
  display: 'flex',
  alignItems: 'center',
  gap: t.space[3],
  padding: t.space[3],
  borderRadius: t.radius.md,
  border: `1px solid ${t.color.border}`,
  minWidth: 0,
  '& svg': { flexShrink: 0, width: '1.125rem', height: '1.125rem', color: t.color.mutedFg },
  [mq.mobile]: { gap: t.space[2], padding: t.space[2] },
});
const emptyCell = css({ borderStyle: 'dashed', '& [data-count]': { color: t.color.mutedFg } });
const label = css({ flex: 1, minWidth: 0, fontSize: t.text.sm, color: t.color.mutedFg, lineHeight: 1.3 });
const count = css({ fontSize: t.text.xl, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

/** How many of each type the network has, every type listed (0 when none). */
export function countByType(professionals: readonly Pick<ProfessionalRow, 'type'>[]) {
  return professionalTypes.map((type) => ({
    type,
    count: professionals.filter((p) => p.type === type).length,
  }));
}

export interface TypeCountsProps {
  professionals: readonly ProfessionalRow[];
  loading: boolean;
}

export function TypeCounts({ professionals, loading }: TypeCountsProps) {
  const counts = countByType(professionals);
  const covered = counts.filter((c) => c.count > 0).length;
  return (
    <Card data-testid="type-counts">
      <CardHeader>
        <CardTitle>Your Team by Type</CardTitle>
        <CardDescription>
          {loading
            ? 'Counting your team…'
            : professionals.length === 0
              ? 'Each professional you add is counted here by type.'
              : `${professionals.length} professional${professionals.length === 1 ? '' : 's'} across ${covered} of ${counts.length} types.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul css={grid}>
          {counts.map(({ type, count: n }) => {
            const Icon = professionalTypeIcons[type];
            return (
              <li
                key={type}
                css={[cell, !loading && n === 0 && emptyCell]}
                data-testid="type-count"
                data-type={type}
              >
                <Icon aria-hidden="true" />
                <span css={label}>{professionalTypeLabel(type)}</span>
                {loading ? (
                  <Skeleton width="1.5rem" height="1.5rem" />
                ) : (
                  <span css={count} data-count>
                    {n}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
