import styled from 'styled-components';
import { color, radius, space } from '@kb/ui';

/** One of the search page's message states: 'No Search Query', 'Search Error', 'No Results Found'. */
export function SearchMessage({ title, text, tone = 'info' }: { title: string; text: string; tone?: 'info' | 'error' }) {
  return (
    <Box role={tone === 'error' ? 'alert' : 'status'} data-tone={tone}>
      <h2>{title}</h2>
      <p>{text}</p>
    </Box>
  );
}

const Box = styled.div`
  padding: ${space(6)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.lg};
  background: ${color('bgSubtle')};
  text-align: center;
  h2 {
    margin: 0 0 ${space(2)};
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${color('textMuted')};
  }
  &[data-tone='error'] {
    border-color: ${color('danger')};
  }
  &[data-tone='error'] h2 {
    color: ${color('danger')};
  }
`;
