// A list's filter: "All <things>" first, then each value with its label, and a label a screen reader
// reads (the select's visible text already says what is chosen).
import { useId } from 'react';
import { Select, srOnly } from '@heirloom/ui/base';

export interface FilterSelectProps<V extends string> {
  /** What is filtered, for screen readers ("Recommendation category"). */
  label: string;
  value: V | 'all';
  onChange: (value: V | 'all') => void;
  /** The first option ("All Categories"). */
  allLabel: string;
  values: readonly V[];
  labels: Readonly<Record<V, string>>;
  testId?: string;
  className?: string;
}

export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  allLabel,
  values,
  labels,
  testId,
  className,
}: FilterSelectProps<V>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} css={srOnly}>
        {label}
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V | 'all')}
        data-testid={testId}
      >
        <option value="all">{allLabel}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {labels[v]}
          </option>
        ))}
      </Select>
    </div>
  );
}
