import { useAdminCategories } from '@kb/api-client/admin';
import { Options } from '../common/Options';
import { categoryOptions } from './categoryOptions';
import { Field, Select } from './formParts';

interface Props {
  token: string;
  label: string;
  value: string;
  onChange: (categoryId: string) => void;
  /** Categories that may not be chosen (a category's own subtree when moving it). */
  exclude?: ReadonlySet<string>;
  /** Offer 'Top level' (no parent). */
  allowTop?: boolean;
}

/**
 * A picker over the category tree: each category with its path of names. It lives in dialogs, so its list is read
 * again when it opens, while it is open, and when it takes the focus: a category created meanwhile is offered.
 */
export function CategorySelect({ token, label, value, onChange, exclude, allowTop = false }: Props) {
  const categories = useAdminCategories(token, { live: true });
  const options = categoryOptions(categories.data ?? []).filter((option) => !exclude?.has(option.id));
  return (
    <Field>
      {label}
      <Select value={value} onChange={(event) => onChange(event.target.value)} onFocus={() => void categories.mutate()} required={!allowTop}>
        {allowTop ? <option value="">Top level</option> : <option value="">Choose a category…</option>}
        {/* Until the list arrives the chosen category stays chosen: a required picker without it would block the form's submit. */}
        {!categories.data && value ? <option value={value}>Loading categories…</option> : null}
        <Options items={options} value={(option) => option.id} label={(option) => option.label} />
      </Select>
    </Field>
  );
}
