import { useEffect, useState } from 'react';
import { useSlugCheck } from '@kb/api-client/admin';
import { Field, Hint, TextInput } from './formParts';

const CHECK_DELAY_MS = 250;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface Props {
  token: string;
  value: string;
  onChange: (slug: string) => void;
  /** The article being renamed (its own slug and old slugs are not clashes). */
  articleId: string | null;
}

/** The slug, checked as the admin types: well formed, free, or another article's old slug (replacing it asks first). */
export function SlugField({ token, value, onChange, articleId }: Props) {
  const slug = value.trim();
  const settled = useDebounced(slug, CHECK_DELAY_MS);
  const check = useSlugCheck(token, settled, articleId);
  const result = check.data?.slug === slug ? check.data : undefined;
  let hint = null;
  // While the slug typed is being checked its line says so, rather than going blank: the form below it stays where
  // it is (a click on Save as the line came and went once landed beside the button).
  if (slug && !result) hint = <Hint>Checking /article/{slug}…</Hint>;
  else if (result && !result.available) hint = <Hint $tone="problem">{result.problem}</Hint>;
  else if (result?.redirectOf) hint = <Hint $tone="warning">Now a redirect to “{result.redirectOf.title}”: using it replaces that redirect.</Hint>;
  else if (result) hint = <Hint $tone="ok">Available: /article/{result.slug}</Hint>;
  return (
    <Field>
      Slug
      <TextInput value={value} onChange={(event) => onChange(event.target.value)} spellCheck={false} autoComplete="off" />
      <span aria-live="polite">{hint}</span>
    </Field>
  );
}
