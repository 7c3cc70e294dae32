// Rows of the Private Investments and Real Estate lists: the Investments page's row styles, except that
// on phones the name and details take the whole first line and the figures and buttons share the second,
// so long names are not squeezed into a narrow column.
import { css } from '@emotion/react';
import { mq, t } from '@heirloom/ui';
import { row as baseRow } from './investments/rows';

export { figures, mainFigure, primaryText, rowList, secondaryText, subFigure } from './investments/rows';

export const row = css(baseRow, {
  [mq.mobile]: {
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    rowGap: t.space[2],
    '& > :first-child': { gridColumn: '1 / -1' },
    '& > :nth-child(2)': { alignItems: 'flex-start', textAlign: 'left' },
  },
});

export const actions = css({ display: 'flex', alignItems: 'center', gap: t.space[1] });
