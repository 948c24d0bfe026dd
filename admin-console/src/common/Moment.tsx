import { dateTime } from './dates';

/**
 * A moment in a table's cell: a `<time>` that reads as `dateTime` writes it, its day and its time of day each in
 * a span that the table keeps on one line (`tableStyle.ts`): two lines in a narrow column, not four.
 */
export function Moment({ at }: { at: string }) {
  const text = dateTime(at);
  const split = text.lastIndexOf(', ');
  return (
    <time dateTime={at}>
      <span>{text.slice(0, split + 1)}</span> <span>{text.slice(split + 2)}</span>
    </time>
  );
}
