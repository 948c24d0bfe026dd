import { useArticlePresence } from '@kb/api-client/admin';
import { EditorNotice } from './EditorNotice';

/** How often an open editor says so. */
const BEAT_MS = 15_000;

const listed = (names: string[]) => (names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/**
 * "Erin is editing": the others who have this article open in the editor now. The open editor says so every 15 s
 * (and that it left, when it closes); nothing is shown while nobody else is there.
 */
export function EditingNow({ token, articleId }: { token: string; articleId: string }) {
  const { data } = useArticlePresence(token, articleId, BEAT_MS);
  const names = [...new Set((data?.others ?? []).map((other) => other.adminName))];
  if (names.length === 0) return null;
  return (
    <EditorNotice $tone="accent" role="status">
      {listed(names)} {names.length === 1 ? 'is' : 'are'} editing this article too: saving asks first if they save before you.
    </EditorNotice>
  );
}
