import { toast } from '@kb/ui';
import type { Translate } from '../i18n/translate';
import { loadToastTexts } from '../i18n/languages';

/*
 * Reading aids added to an article's HTML as a string, so the server and the browser render the same
 * markup (no hydration mismatch): a Copy button on every code block and a "Copy link to section" button
 * on every heading with an id. Their clicks are handled by the article body (handleReadingAid). An image
 * that states its width and height loads as the reader comes near it (`loading="lazy"`): its box is
 * reserved, so nothing moves when it arrives, and a long article's images cost a phone's main thread no
 * layout and paint in the page's first second. An image without a size stays eager: loaded late, it would
 * push down the section a reader jumped to.
 */

const PRE = /<pre\b[\s\S]*?<\/pre>/gi;
/** An image tag with a width and a height that does not say how it loads. */
const SIZED_IMG = /<img\b(?=[^>]*\swidth=)(?=[^>]*\sheight=)(?![^>]*\sloading=)/gi;
const HEADING = /<(h[2-6])\b([^>]*\sid="([^"]+)"[^>]*)>([\s\S]*?)<\/\1>/gi;

export const COPY_CODE_CLASS = 'kb-copy-code';
export const SECTION_LINK_CLASS = 'kb-section-link';

/** Our own catalogue's text, put into markup: escaped all the same. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The article's HTML with its reading aids. `html` is sanitised; what is added is fixed markup, the page language's labels and the heading's own id. */
export function withReadingAids(html: string, t: Translate): string {
  const copyLabel = escapeText(t('readingAids.copy'));
  const sectionLabel = escapeText(t('readingAids.copySectionLink'));
  return html
    .replace(SIZED_IMG, '<img loading="lazy"')
    .replace(PRE, (pre) => `<div class="kb-code"><button type="button" class="${COPY_CODE_CLASS}" data-print-hide="">${copyLabel}</button>${pre}</div>`)
    .replace(
      HEADING,
      // The heading keeps its own text as its name (aria-labelledby), without the button's label.
      (_whole, tag: string, attributes: string, id: string, inner: string) =>
        `<${tag}${attributes} aria-labelledby="kb-title-${id}"><span id="kb-title-${id}">${inner}</span><button type="button" class="${SECTION_LINK_CLASS}" data-section="${id}" aria-label="${sectionLabel}" data-print-hide="">#</button></${tag}>`,
    );
}

async function copy(
  text: string,
  t: Translate,
  done: 'readingAids.codeCopied' | 'readingAids.linkCopied',
  failed: 'readingAids.codeFailed' | 'readingAids.linkFailed',
) {
  const copied = await navigator.clipboard.writeText(text).then(
    () => true,
    () => false,
  );
  await loadToastTexts();
  if (copied) toast({ title: t(done) });
  else toast({ title: t(failed), description: text, variant: 'destructive' });
}

/** Runs the reading aid clicked, if one was: copies the code block, or brings the section to the top and copies its URL. True when handled. */
export function handleReadingAid(target: EventTarget, t: Translate): boolean {
  if (!(target instanceof Element)) return false;
  const button = target.closest<HTMLButtonElement>(`.${COPY_CODE_CLASS}, .${SECTION_LINK_CLASS}`);
  if (!button) return false;
  if (button.classList.contains(COPY_CODE_CLASS)) {
    void copy(button.nextElementSibling?.textContent ?? '', t, 'readingAids.codeCopied', 'readingAids.codeFailed');
    return true;
  }
  const id = button.dataset.section ?? '';
  const hash = `#${encodeURIComponent(id)}`;
  // The section comes to the top, as its link would bring it (and the contents list follows).
  document.getElementById(id)?.scrollIntoView({ block: 'start' });
  window.history.replaceState(window.history.state, '', hash);
  void copy(`${window.location.origin}${window.location.pathname}${hash}`, t, 'readingAids.linkCopied', 'readingAids.linkFailed');
  return true;
}
