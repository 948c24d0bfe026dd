import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, space } from '@kb/ui';

export function NotFound() {
  useEffect(() => {
    document.title = '404 Page Not Found';
  }, []);
  return (
    <Wrapper>
      <h1>404 Page Not Found</h1>
      <p>The page you're looking for doesn't exist or may have been moved.</p>
      <Link to="/">Go to the homepage</Link>
    </Wrapper>
  );
}

const Wrapper = styled.main`
  padding: ${space(16)} ${space(4)};
  text-align: center;
  color: ${color('text')};
`;
