import { useState } from 'react';
import styled from 'styled-components';
import { useArticleAutosave, writeAutosave } from '@kb/api-client/admin';
import { Button } from '@kb/ui/controls';
import { WarningBar } from '../../common/WarningBar';
import { dateTime } from '../../common/dates';
import { useAutosave, type Editing } from './useAutosave';

/**
 * Autosaves the open article's unsaved text on the server as it is typed (useAutosave). When the article opens with
 * an autosave of this person that is still unsaved work (from another browser, a crash, a reload, an expired
 * session), offers to restore it or discard it; until they choose, that autosave is left as it is.
 */
export function UnsavedTextKeeper({ token, articleId, version, text, dirty, baseRevisionId, onRestore }: Editing & { onRestore: (text: string) => void }) {
  const autosave = useArticleAutosave(token, articleId, version);
  const [settled, setSettled] = useState(false);
  const kept = autosave.data?.autosave;
  const offer = kept && !settled && kept.text !== text ? kept : null;
  useAutosave({ token, articleId, version, text, dirty, baseRevisionId, paused: offer !== null || autosave.isLoading });

  if (!offer) return null;
  const settle = () => {
    setSettled(true);
    void autosave.mutate({ autosave: null }, { revalidate: false });
  };
  return (
    <Offer role="status">
      <span>
        Unsaved text from <time dateTime={offer.savedAt}>{dateTime(offer.savedAt)}</time> was saved automatically.
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
          writeAutosave(token, articleId, version, null).catch(() => {});
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
