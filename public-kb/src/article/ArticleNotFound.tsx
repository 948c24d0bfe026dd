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

/** SPEC §8: shown when the article is missing or could not be fetched. */
export function ArticleNotFound() {
  useDocumentHead({ title: pageTitle(NOT_FOUND_TEXTS.title), names: { robots: 'noindex' } });
  return (
    <Box>
      <h1>{NOT_FOUND_TEXTS.title}</h1>
      <p>{NOT_FOUND_TEXTS.text}</p>
      <HomeLink to="/">{NOT_FOUND_TEXTS.link}</HomeLink>
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
