import styled from 'styled-components';
import { color } from '@kb/ui';

export function PageLoading() {
  return (
    <Loading aria-busy="true" aria-live="polite">
      Loading…
    </Loading>
  );
}

const Loading = styled.div`
  min-height: 60vh;
  padding: 2rem;
  color: ${color('textMuted')};
`;
