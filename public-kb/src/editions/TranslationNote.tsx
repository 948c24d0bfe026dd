import styled from 'styled-components';
import { useParams } from 'react-router-dom';
import { useArticle, useEdition } from '@kb/api-client';
import { editionPath } from '@kb/contracts';
import { color, radius, space } from '@kb/ui';
import { useT } from '../i18n/useT';

/**
 * On an article read in another language than English: a note when it has no translation yet (the English
 * text is shown), or when its translation may be out of date (the English article was published again since
 * it was translated), with a link to the English article. Nothing on a current translation or in English.
 * The article page renders it under the article's title (the article is the page's, from SWR's cache).
 */
export function TranslationNote() {
  const t = useT();
  const { version } = useEdition();
  const article = useArticle(useParams().slug).data;
  if (!article) return null;
  const kind = article.edition?.kind;
  if (kind === 'fallback') return <Note role="note">{t('translation.fallback')}</Note>;
  if (kind !== 'translation' || !article.edition?.outdated) return null;
  return (
    <Note role="note">
      {t('translation.outdated')}{' '}
      <a href={editionPath({ lang: 'en', version }, `/article/${encodeURIComponent(article.slug)}`)} hrefLang="en">
        {t('translation.readSource')}
      </a>
    </Note>
  );
}

const Note = styled.p`
  margin: 0 0 ${space(6)};
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${color('border')};
  border-left: 4px solid ${color('warning')};
  border-radius: ${radius.md};
  background: ${color('bgSubtle')};
  font-size: 0.9375rem;
`;
