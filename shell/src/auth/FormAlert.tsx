import { css } from '@emotion/react';
import { t } from '@heirloom/ui/base';
import { CircleAlert } from 'lucide-react';

/** The form-level message (wrong password, name taken, too many attempts), announced when it appears. */
export function FormAlert({ message }: { message?: string }) {
  return (
    <div role="alert" css={css({ '&:empty': { display: 'none' } })}>
      {message ? (
        <p
          css={css({
            display: 'flex',
            gap: t.space[2],
            alignItems: 'flex-start',
            margin: 0,
            padding: t.space[3],
            borderRadius: t.radius.md,
            border: `1px solid color-mix(in srgb, ${t.color.destructive} 45%, transparent)`,
            background: `color-mix(in srgb, ${t.color.destructive} 10%, ${t.color.card})`,
            color: t.color.fg,
            fontSize: t.text.sm,
          })}
        >
          <CircleAlert aria-hidden size={18} color={t.color.destructive} css={css({ flexShrink: 0 })} />
          {message}
        </p>
      ) : null}
    </div>
  );
}
