import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { bordered, borderless, color, font, radius, space } from '@kb/ui';
import { preloadImageModal } from '../imageModal/LazyImageModal';
import type { ModalImage } from '../imageModal/modalImage';
import { importedBlockStyles } from './importedBlocks';
import { COPY_CODE_CLASS, handleReadingAid, SECTION_LINK_CLASS, withReadingAids } from './readingAids';
import { renderFormulas } from './renderFormulas';
import { loadSanitizer, type Sanitize } from './sanitize';
import { useT } from '../i18n/useT';
import { useScrollToHash } from './useScrollToHash';
import articleTexts from '../i18n/catalogues/en.article.json';

const noSubscription = () => () => undefined;
/** True on the server and while the browser hydrates the server's HTML; false for renders in the browser. */
const useHydrating = () => useSyncExternalStore(noSubscription, () => false, () => true);

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
    <Content
      ref={ref}
      dangerouslySetInnerHTML={clean}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
      onPointerOver={handlePreload}
      onFocus={handlePreload}
    />
  );
}

const Content = styled.div`
  font-size: 1.0625rem;
  overflow-wrap: break-word;
  h2,
  h3,
  h4,
  h5,
  h6 {
    line-height: 1.3;
    scroll-margin-top: 5.5rem;
    @media (max-width: 899px) {
      /* Below the header, two rows high on phones. */
      scroll-margin-top: 8.5rem;
    }
  }
  h2 {
    margin: ${space(10)} 0 ${space(3)};
    padding-bottom: ${space(2)};
    border-bottom: 1px solid ${color('border')};
    font-size: 1.5rem;
  }
  h3 {
    margin: ${space(7)} 0 ${space(2)};
    font-size: 1.2rem;
  }
  p,
  ul,
  ol,
  table,
  pre {
    margin: 0 0 ${space(4)};
  }
  li + li {
    margin-top: ${space(1)};
  }
  img {
    display: block;
    margin: ${space(2)} auto;
    border: 1px solid ${color('border')};
    border-radius: ${radius.md};
    cursor: zoom-in;
  }
  code {
    padding: 0.1em 0.35em;
    border-radius: ${radius.sm};
    background: ${color('bgSubtle')};
    font-family: ${font.mono};
    font-size: 0.9em;
  }
  pre {
    padding: ${space(4)};
    overflow-x: auto;
    border-radius: ${radius.md};
    background: ${color('bgSubtle')};
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
  h2:hover .${SECTION_LINK_CLASS},
  h3:hover .${SECTION_LINK_CLASS},
  h4:hover .${SECTION_LINK_CLASS},
  .${SECTION_LINK_CLASS}:focus-visible {
    color: ${color('accent')};
  }
  pre code {
    padding: 0;
    background: none;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    font-size: 0.9375rem;
  }
  th,
  td {
    padding: ${space(2)} ${space(3)};
    border: 1px solid ${color('border')};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${color('bgSubtle')};
  }
  blockquote {
    margin: ${space(5)} 0;
    padding: ${space(3)} ${space(5)};
    border-left: 4px solid ${color('border')};
    color: ${color('textMuted')};
  }
  /* Imported admonitions (Docusaurus :::note, :::warning…): <blockquote class="kb-admonition kb-admonition-<type>"> */
  .kb-admonition {
    border-radius: ${radius.md};
    background: ${color('bgSubtle')};
    color: ${color('text')};
  }
  .kb-admonition-warning,
  .kb-admonition-caution {
    border-left-color: ${color('warning')};
  }
  .kb-admonition-danger {
    border-left-color: ${color('danger')};
  }
  /* 'Best Practice' boxes: <blockquote><strong>Best Practice:</strong> …</blockquote> (see sanitize.ts) */
  blockquote.kb-best-practice {
    border: 1px solid ${color('bestPracticeBorder')};
    border-left-width: 6px;
    border-radius: ${radius.md};
    background: ${color('bestPracticeBg')};
    color: ${color('text')};
  }
  blockquote.kb-best-practice > strong:first-child {
    display: block;
    margin-bottom: ${space(1)};
    color: ${color('success')};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    font-size: 0.8125rem;
  }
  ${importedBlockStyles}
`;
