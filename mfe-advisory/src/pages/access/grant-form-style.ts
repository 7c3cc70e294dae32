// The layout the grant and invitation forms share.
import { css } from '@emotion/react';
import { t } from '@heirloom/ui';

export const grantFormStyle = css({ display: 'grid', gap: t.space[4], minWidth: 0 });
export const grantFormButtons = css({ display: 'flex', justifyContent: 'flex-end', gap: t.space[2] });
