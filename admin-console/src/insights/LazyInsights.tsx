import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { color } from '@kb/ui';
import { Button } from '@kb/ui/controls';

/** The card's code and figures are fetched when it first comes into view (a chunk of its own). */
const InsightsCard = lazy(() => import('./InsightsCard'));

/**
 * The Insights card, loaded lazily: its chunk and its requests wait until the card scrolls into view
 * (below the editor and the gap analysis). Without IntersectionObserver a "Show insights" button loads it.
 */
export function LazyInsights({ token }: { token: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const canObserve = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    if (shown || !canObserve || !anchor.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown(true);
    });
    observer.observe(anchor.current);
    return () => observer.disconnect();
  }, [shown, canObserve]);

  if (shown) {
    return (
      <Suspense fallback={<Note>Loading insights…</Note>}>
        <InsightsCard token={token} />
      </Suspense>
    );
  }
  return (
    <div ref={anchor}>
      {canObserve ? (
        <Note>Loading insights…</Note>
      ) : (
        <Button $variant="primary" $size="lg" type="button" onClick={() => setShown(true)}>
          Show insights
        </Button>
      )}
    </div>
  );
}

const Note = styled.p`
  margin: 0;
  color: ${color('textMuted')};
`;
