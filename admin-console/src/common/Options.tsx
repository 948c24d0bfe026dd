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
