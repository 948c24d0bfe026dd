import { useEdition } from '@kb/api-client';
import { useSite } from './useSite';

/** A category's name in the page's language, where the owner translated it (Settings → Languages); else the English one. */
export function useCategoryName(): (name: string) => string {
  const { lang } = useEdition();
  const { localTexts } = useSite();
  const names = lang === 'en' ? undefined : localTexts[lang]?.categoryNames;
  return (name) => names?.[name] ?? name;
}

/** A search result's "parent › category" in the page's language. */
export function useCategoryPath(): (item: { parentCategoryName: string | null; categoryName: string }) => string {
  const categoryName = useCategoryName();
  return ({ parentCategoryName, categoryName: name }) =>
    [parentCategoryName, name]
      .filter((part): part is string => Boolean(part))
      .map(categoryName)
      .join(' › ');
}
