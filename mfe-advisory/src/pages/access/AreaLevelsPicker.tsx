// The areas of a grant: per area a box to share it and the level it is shared at (read; read + upload;
// read + upload + notes). A controlled field over the contract's {area: level} shape, so the form
// validates exactly what the API takes (createGrantSchema / updateGrantSchema).
import { css } from '@emotion/react';
import {
  accessAreaLabels,
  accessAreas,
  accessLevelLabels,
  accessLevels,
  type AccessArea,
  type AccessLevel,
  type AreaLevels,
} from '@heirloom/contracts';
import { mq, Select, t } from '@heirloom/ui';
import { useId, useState } from 'react';
import { setAreaLevel } from './access-view';

const fieldset = css({ border: 0, margin: 0, padding: 0, minWidth: 0, gridColumn: '1 / -1' });
const legend = css({ fontSize: t.text.sm, fontWeight: 500, marginBottom: t.space[2], padding: 0 });
const rows = css({
  display: 'grid',
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.md,
  '&[aria-invalid="true"]': { borderColor: t.color.destructive },
});
const row = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 14rem)',
  alignItems: 'center',
  gap: `${t.space[2]} ${t.space[3]}`,
  padding: `${t.space[2]} ${t.space[3]}`,
  borderBottom: `1px solid ${t.color.border}`,
  '&:last-child': { borderBottom: 0 },
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const check = css({
  display: 'flex',
  alignItems: 'center',
  gap: t.space[2],
  fontSize: t.text.sm,
  minHeight: '2.5rem',
  cursor: 'pointer',
  '& input': { width: '1.125rem', height: '1.125rem', flexShrink: 0, accentColor: t.color.primary },
});
const errorStyle = css({
  marginTop: t.space[2],
  fontSize: t.text.xs,
  fontWeight: 500,
  color: t.color.destructive,
});

export interface AreaLevelsPickerProps {
  value: AreaLevels;
  onChange: (areas: AreaLevels) => void;
  error?: string;
  disabled?: boolean;
}

export function AreaLevelsPicker({ value, onChange, error, disabled }: AreaLevelsPickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  // The level an unticked area gets when it is ticked (what was chosen before unticking it, else Read).
  const [remembered, setRemembered] = useState<Partial<Record<AccessArea, AccessLevel>>>({});

  const toggle = (area: AccessArea, on: boolean) => {
    if (!on && value[area]) setRemembered((r) => ({ ...r, [area]: value[area] }));
    onChange(setAreaLevel(value, area, on ? (value[area] ?? remembered[area] ?? 'read') : null));
  };
  const choose = (area: AccessArea, level: AccessLevel) => {
    setRemembered((r) => ({ ...r, [area]: level }));
    onChange(setAreaLevel(value, area, level));
  };

  return (
    <fieldset css={fieldset} aria-describedby={error ? errorId : undefined} data-testid="grant-areas">
      <legend css={legend}>Areas and what they may do</legend>
      <div css={rows} aria-invalid={error ? true : undefined}>
        {accessAreas.map((area) => {
          const level = value[area];
          const shared = level !== undefined;
          return (
            <div key={area} css={row}>
              <label css={check}>
                <input
                  type="checkbox"
                  checked={shared}
                  disabled={disabled}
                  onChange={(event) => toggle(area, event.target.checked)}
                  data-testid={`grant-area-${area}`}
                />
                {accessAreaLabels[area]}
              </label>
              <Select
                aria-label={`${accessAreaLabels[area]}: level`}
                value={level ?? remembered[area] ?? 'read'}
                disabled={disabled || !shared}
                onChange={(event) => choose(area, event.target.value as AccessLevel)}
                data-testid={`grant-level-${area}`}
              >
                {accessLevels.map((each) => (
                  <option key={each} value={each}>
                    {accessLevelLabels[each]}
                  </option>
                ))}
              </Select>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} css={errorStyle} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
