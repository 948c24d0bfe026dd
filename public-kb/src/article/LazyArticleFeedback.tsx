import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { space } from '@kb/ui';

const ArticleFeedback = lazy(() => import('./ArticleFeedback').then((module) => ({ default: module.ArticleFeedback })));

/** How far below the viewport the widget starts downloading, so it is there when the reader arrives. */
const PRELOAD_MARGIN = '600px';

/**
 * "Was this helpful?", downloaded when the end of the article comes near the viewport: a visitor who
 * never scrolls there never downloads it (the article page stays within its JS budget). Browsers
 * without IntersectionObserver load it at once.
 */
export function LazyArticleFeedback({ articleId }: { articleId: string }) {
  const placeholder = useRef<HTMLDivElement>(null);
  // Not near on the first render, in the browser as on the server, so hydration finds the placeholder.
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: PRELOAD_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (!near) return <Placeholder ref={placeholder} />;
  return (
    <Suspense fallback={<Placeholder />}>
      <ArticleFeedback articleId={articleId} />
    </Suspense>
  );
}

/** Keeps the widget's place so nothing moves when it arrives. */
const Placeholder = styled.div`
  min-height: 7.5rem;
  margin-top: ${space(8)};
`;
