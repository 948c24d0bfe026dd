import styled from 'styled-components';
import { color } from '@kb/ui';
import { highlightSegments } from '@kb/contracts';

/** Text with the query's words marked (search results and the search palette). */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return <>{highlightSegments(text, query).map((segment, index) => (segment.match ? <Mark key={index}>{segment.text}</Mark> : segment.text))}</>;
}

const Mark = styled.mark`
  padding: 0 1px;
  border-radius: 2px;
  background: ${color('highlight')};
  color: inherit;
`;
