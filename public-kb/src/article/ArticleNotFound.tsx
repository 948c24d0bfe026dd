import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, radius, space } from '@kb/ui';
import { useDocumentHead } from '../head/useDocumentHead';
import { pageTitle } from '../product';
import { useSite } from '../site/useSite';

export const NOT_FOUND_TEXTS = {
  title: 'Article Not Found',
  text: "The article you're looking for doesn't exist or has been moved.",
  link: 'Return to Homepage',
} as const;

/** An article taken off the site (the API answers 410 Gone); the server-rendered page says the same. */
export const GONE_TEXTS = {
  title: 'Article No Longer Available',
  text: 'This article has been taken off the knowledge base.',
  link: 'Return to Homepage',
} as const;

/** SPEC §2: any other path. */
export const PAGE_NOT_FOUND_TEXTS = {
  title: '404 Page Not Found',
  text: "The page you're looking for doesn't exist or may have been moved.",
  link: 'Go to the homepage',
} as const;

/** One look for every 'not here' page: a heading, a sentence and a button home. */
export function MissingPage({ texts }: { texts: { title: string; text: string; link: string } }) {
  const siteName = useSite().name;
  useDocumentHead({ title: pageTitle(texts.title, siteName), names: { robots: 'noindex' } });
  return (
    <Box>
      <h1>{texts.title}</h1>
      <p>{texts.text}</p>
      <HomeLink to="/">{texts.link}</HomeLink>
    </Box>
  );
}

/** SPEC §8: shown when the article is missing or could not be fetched; `gone` when it was unpublished. */
export function ArticleNotFound({ gone = false }: { gone?: boolean }) {
  return <MissingPage texts={gone ? GONE_TEXTS : NOT_FOUND_TEXTS} />;
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
