import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@kb/ui/controls';
import { WarningBar } from '../../common/WarningBar';
import { clearUnsaved, readUnsaved, writeUnsaved } from './unsavedStore';
import { dateTime } from '../../common/dates';

/** How long typing pauses before the text is kept. */
export const KEEP_AFTER_MS = 400;

interface Props {
  /** The open article (null for a concept: nothing is kept). */
  articleId: string | null;
  text: string;
  dirty: boolean;
  onRestore: (text: string) => void;
}

/**
 * Keeps the open article's unsaved text in this browser as it is typed (after a short pause) and
 * forgets it once saved or typed back to the saved text. When an article opens with text kept from
 * before (a crash, a reload, an expired session), offers to restore it or discard it; until the admin
 * chooses, that text is left as it is.
 */
export function UnsavedTextKeeper({ articleId, text, dirty, onRestore }: Props) {
  const kept = useMemo(() => (articleId ? readUnsaved(articleId) : null), [articleId]);
  const [settled, setSettled] = useState<string | null>(null);
  const offer = kept && articleId && settled !== articleId && kept.text !== text ? kept : null;

  useEffect(() => {
    if (!articleId || offer) return;
    const keep = () => (dirty ? writeUnsaved(articleId, text) : clearUnsaved(articleId));
    const timer = setTimeout(keep, KEEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [articleId, text, dirty, offer]);

  if (!offer || !articleId) return null;
  const settle = () => setSettled(articleId);
  return (
    <Offer role="status">
      <span>
        Unsaved text from <time dateTime={offer.savedAt}>{dateTime(offer.savedAt)}</time> was kept in this browser.
      </span>
      <Button
        type="button"
        onClick={() => {
          settle();
          onRestore(offer.text);
        }}
      >
        Restore unsaved text
      </Button>
      <Button
        type="button"
        onClick={() => {
          settle();
          clearUnsaved(articleId);
        }}
      >
        Discard
      </Button>
    </Offer>
  );
}

const Offer = styled(WarningBar)`
  font-size: 0.875rem;

  span {
    flex: 1 1 16rem;
  }
`;
