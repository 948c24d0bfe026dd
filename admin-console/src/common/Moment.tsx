import styled from 'styled-components';
import { day, time } from './dates';

/**
 * A moment in a table's cell: a `<time>` that reads as `dateTime` writes it (Moment.test). Its day and its time of day each
 * stay on one line, so a narrow column shows two lines, not four; a wide screen keeps it on one.
 */
export function Moment({ at }: { at: string }) {
  return (
    <Time dateTime={at}>
      <span>{day(at)},</span> <span>{time(at)}</span>
    </Time>
  );
}

const Time = styled.time`
  span {
    white-space: nowrap;
  }
  @media (min-width: 721px) {
    white-space: nowrap;
  }
`;
