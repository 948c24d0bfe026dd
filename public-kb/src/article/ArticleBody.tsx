import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { bordered, borderless, color, space } from '@kb/ui';
import { articleProse } from '@kb/ui/prose';
import { preloadImageModal } from '../imageModal/LazyImageModal';
import type { ModalImage } from '../imageModal/modalImage';
import { COPY_CODE_CLASS, handleReadingAid, SECTION_LINK_CLASS, withReadingAids } from './readingAids';
import { renderFormulas } from './renderFormulas';
import { loadSanitizer, type Sanitize } from './sanitize';
import { useT } from '../i18n/useT';
import { useScrollToHash } from './useScrollToHash';
import articleTexts from '../i18n/catalogues/en.article.json';

const noSubscription = () => () => undefined;
/** True on the server and while the browser hydrates the server's HTML; false for renders in the browser. */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/** The browser's sanitiser once it has loaded (see loadSanitizer); null until then. */
function useSanitizer(needed: boolean): Sanitize | null {
  const [sanitize, setSanitize] = useState<{ run: Sanitize } | null>(null);
  useEffect(() => {
    if (!needed || sanitize) return;
    let live = true;
    void loadSanitizer().then((run) => live && setSanitize({ run }));
    return () => {
      live = false;
    };
  }, [needed, sanitize]);
  return sanitize?.run ?? null;
}

/**
 * The article's HTML. The server renders it as stored (sanitised on write) and the browser keeps that HTML
 * as it hydrates it; any other article's HTML (one opened in the browser) is sanitised again before it is
 * put in. Every image opens the image viewer on click, or on Enter/Space once focused (each image is made
 * focusable and labelled as a button).
 */
export function ArticleBody({ html, onOpenImage }: { html: string; onOpenImage: (image: ModalImage) => void }) {
  const t = useT(articleTexts);
  const ref = useRef<HTMLDivElement>(null);
  const [serverHtml] = useState(useHydrating() ? html : null);
  const fromServer = html === serverHtml;
  const sanitize = useSanitizer(!fromServer);
  const clean = useMemo(() => ({ __html: withReadingAids(fromServer ? html : sanitize ? sanitize(html) : '', t) }), [html, fromServer, sanitize, t]);
  // The article is shown once its HTML is in the page: an article opened in the browser waits for the sanitiser.
  useScrollToHash(clean.__html !== '');

  useEffect(() => {
    if (ref.current) void renderFormulas(ref.current);
    ref.current?.querySelectorAll('img').forEach((img) => {
      img.tabIndex = 0;
      img.setAttribute('role', 'button');
      img.setAttribute('aria-label', t('article.openImage', { alt: img.alt || t('article.image') }));
    });
  }, [clean, t]);

  function open(target: EventTarget) {
    if (!(target instanceof HTMLImageElement)) return false;
    onOpenImage({ src: target.currentSrc || target.src, alt: target.alt });
    return true;
  }
  const handleClick = (event: MouseEvent) => {
    if (open(event.target) || handleReadingAid(event.target, t)) event.preventDefault();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if ((event.key === 'Enter' || event.key === ' ') && open(event.target)) event.preventDefault();
  };

  const handlePreload = (event: { target: EventTarget }) => {
    if (event.target instanceof HTMLImageElement) preloadImageModal();
  };

  // The handlers only delegate events from the images and the reading aids, which are buttons.
  return (
    <Content ref={ref} dangerouslySetInnerHTML={clean} onClick={handleClick} onKeyDown={handleKeyDown} onPointerOver={handlePreload} onFocus={handlePreload} />
  );
}

const Content = styled.div`
  ${articleProse}
  img {
    cursor: zoom-in;
  }
  /* Long lines scroll inside the block; the Copy button sits in its corner. */
  .kb-code {
    position: relative;
    pre {
      white-space: pre;
      padding-right: ${space(16)};
    }
  }
  .${COPY_CODE_CLASS} {
    position: absolute;
    top: ${space(2)};
    right: ${space(2)};
    padding: ${space(1)} ${space(2)};
    ${bordered('sm', 'surface')}
    font-size: 0.8125rem;
    cursor: pointer;
  }
  .${SECTION_LINK_CLASS} {
    margin-left: ${space(2)};
    padding: 0 ${space(1)};
    ${borderless('textMuted')}
    font-weight: 400;
    cursor: pointer;
  }
  h2:hover .${SECTION_LINK_CLASS}, h3:hover .${SECTION_LINK_CLASS}, h4:hover .${SECTION_LINK_CLASS}, .${SECTION_LINK_CLASS}:focus-visible {
    color: ${color('accent')};
  }
`;
