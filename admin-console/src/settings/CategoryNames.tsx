import { useMemo } from 'react';
import styled from 'styled-components';
import { useAdminCategories } from '@kb/api-client/admin';
import { LANGUAGE_NAMES, type TargetLanguage } from '@kb/contracts';
import { space } from '@kb/ui';
import { Input } from '@kb/ui/controls';
import { categoryOptions } from '../authoring/categoryOptions';
import { Hint } from './settingsFields';

type Props = { token: string; lang: TargetLanguage; names: Record<string, string>; onChange: (names: Record<string, string>) => void };

/**
 * "Category names" in one language: each category's English name (in the tree's order, each name once, as
 * pages name categories by it) with its translation; a name left empty stays English on that language's pages.
 */
export function CategoryNames({ token, lang, names, onChange }: Props) {
  const categories = useAdminCategories(token).data;
  const english = useMemo(() => {
    const byId = new Map((categories ?? []).map((category) => [category.id, category.name]));
    return [...new Set(categoryOptions(categories ?? []).map((option) => byId.get(option.id)!))];
  }, [categories]);
  const translated = english.filter((name) => names[name]).length;
  const set = (name: string, value: string) => {
    const { [name]: _old, ...rest } = names;
    onChange(value.trim() === '' ? rest : { ...rest, [name]: value });
  };
  return (
    <details>
      <summary>
        Category names ({lang}): {translated} of {english.length} translated
      </summary>
      {categories ? null : <Hint>Loading the categories…</Hint>}
      <Names>
        {english.map((name) => (
          <label key={name}>
            <span lang="en">{name}</span>
            <Input
              value={names[name] ?? ''}
              placeholder={name}
              aria-label={`${name} in ${LANGUAGE_NAMES[lang]}`}
              onChange={(event) => set(name, event.target.value)}
            />
          </label>
        ))}
      </Names>
    </details>
  );
}

const Names = styled.div`
  display: grid;
  gap: ${space(2)};
  margin-top: ${space(2)};
  max-height: 24rem;
  overflow-y: auto;
  label span {
    font-weight: 400;
  }
`;
