import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, radius, space } from '@kb/ui';
import { useDocumentHead } from '../head/useDocumentHead';
import { pageTitle } from '../product';
import { useSite } from '../site/useSite';
import { useT } from '../i18n/useT';
import type { MessageKey } from '../i18n/translate';
import missingPageTexts from '../i18n/catalogues/en.missingPage.json';

/**
 * The 'not here' pages: `notFound` (SPEC §8), `gone` (an article taken off the site: the API answers 410
 * Gone), `pageNotFound` (SPEC §2, any other path).
 */
const MISSING_TEXTS = {
  notFound: { title: 'missingPage.notFound', text: 'missingPage.notFoundText', link: 'missingPage.notFoundLink' },
  gone: { title: 'missingPage.gone', text: 'missingPage.goneText', link: 'missingPage.goneLink' },
  pageNotFound: { title: 'missingPage.pageNotFound', text: 'missingPage.pageNotFoundText', link: 'missingPage.pageNotFoundLink' },
} as const satisfies Record<string, Record<'title' | 'text' | 'link', MessageKey>>;

export type MissingKind = keyof typeof MISSING_TEXTS;

/** One look for every 'not here' page: a heading, a sentence and a button home. */
export function MissingPage({ kind }: { kind: MissingKind }) {
  const t = useT(missingPageTexts);
  const siteName = useSite().name;
  const texts = MISSING_TEXTS[kind];
  const title = t(texts.title);
  useDocumentHead({ title: pageTitle(title, siteName), names: { robots: 'noindex' } });
  return (
    <Box>
      <h1>{title}</h1>
      <p>{t(texts.text)}</p>
      <HomeLink to="/">{t(texts.link)}</HomeLink>
    </Box>
  );
}

/** SPEC §8: shown when the article is missing or could not be fetched; `gone` when it was unpublished. */
export function ArticleNotFound({ gone = false }: { gone?: boolean }) {
  return <MissingPage kind={gone ? 'gone' : 'notFound'} />;
}

const Box = styled.section`
  max-width: 36rem;
  margin: ${space(10)} auto;
  text-align: center;
  h1 {
    margin: 0 0 ${space(3)};
  }
  p {
    margin: 0 0 ${space(6)};
    color: ${color('textMuted')};
  }
`;

const HomeLink = styled(Link)`
  display: inline-block;
  padding: ${space(2)} ${space(5)};
  border-radius: ${radius.md};
  background: ${color('accent')};
  color: ${color('accentText')};
  font-weight: 600;
  text-decoration: none;
`;
