import type { ReactNode } from 'react';

interface Props<T> {
  items: readonly T[];
  /** An option's value; by default the item itself (a list of names). */
  value?: (item: T) => string;
  label: (item: T) => ReactNode;
}

/** The `<option>`s of a select, one an item. */
export function Options<T>({ items, value = String, label }: Props<T>) {
  return items.map((item) => (
    <option key={value(item)} value={value(item)}>
      {label(item)}
    </option>
  ));
}

interface ChoiceProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  /** Why the session may not change it; null when it may. */
  reason: string | null;
  onChange: (value: T) => void;
}

/** A select that changes one thing at once (a person's role, a version's status), disabled with the reason when the session may not. */
export function Choice<T extends string>({ label, value, options, optionLabel, reason, onChange }: ChoiceProps<T>) {
  return (
    <select aria-label={label} value={value} disabled={reason !== null} title={reason ?? undefined} onChange={(event) => onChange(event.target.value as T)}>
      <Options items={options} label={optionLabel} />
    </select>
  );
}
