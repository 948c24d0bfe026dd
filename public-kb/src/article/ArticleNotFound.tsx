import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, radius, space } from '@kb/ui';
import { useDocumentHead } from '../head/useDocumentHead';
import { pageTitle } from '../product';

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

/** SPEC §8: shown when the article is missing or could not be fetched; `gone` when it was unpublished. */
export function ArticleNotFound({ gone = false }: { gone?: boolean }) {
  const texts = gone ? GONE_TEXTS : NOT_FOUND_TEXTS;
  useDocumentHead({ title: pageTitle(texts.title), names: { robots: 'noindex' } });
  return (
    <Box>
      <h1>{texts.title}</h1>
      <p>{texts.text}</p>
      <HomeLink to="/">{texts.link}</HomeLink>
    </Box>
  );
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
