import { Modifier, SelectionState, type ContentState } from 'draft-js';
import { OrderedSet } from 'immutable';
import { BEST_PRACTICE_CLASS } from '@kb/contracts';
import { CALLOUT_KEY, CALLOUT_LABEL_KEY, CALLOUT_LABELS, calloutLabel, labelOfKind } from '../commands/calloutCommands';

/** Attributes fromHtml's importer reads a callout from (set on parsed HTML only, never stored). */
const KIND_ATTR = 'data-kb-callout';
const LABEL_ATTR = 'data-kb-callout-label';
/** An admonition's kind from `class="kb-admonition kb-admonition-<kind>"` (exactly: any other class is kept raw). */
const ADMONITION_CLASS = /^kb-admonition kb-admonition-([a-z]+)(?: kb-best-practice)?$/;

/** The quote's leading `<strong>Label:</strong>` (a known label, nothing else in it), and the label. */
function leadingLabel(quote: Element): { strong: Element; label: string } | null {
  const first = Array.from(quote.childNodes).find((node) => node.nodeType !== Node.TEXT_NODE || node.textContent?.trim());
  if (!(first instanceof Element) || !['STRONG', 'B'].includes(first.tagName) || first.attributes.length || first.children.length) return null;
  const label = /^(.+):$/.exec(first.textContent?.trim() ?? '')?.[1];
  return label && CALLOUT_LABELS.includes(label) ? { strong: first, label } : null;
}

/**
 * Takes each callout's bold label out of its text, in parsed HTML: an admonition (`kb-admonition-<kind>`) and a
 * Best Practice box (a quote led by `<strong>Best Practice:</strong>`, without another class) keep their kind, and their
 * label when it is not the kind's own, as attributes the importer reads (`calloutData`).
 */
export function liftCalloutLabels(body: HTMLElement): void {
  for (const quote of Array.from(body.querySelectorAll('blockquote'))) {
    const lead = leadingLabel(quote);
    const admonition = ADMONITION_CLASS.exec(quote.getAttribute('class') ?? '')?.[1];
    // The policy marks a Best Practice box `class="kb-best-practice" role="note"` (markBestPractice): no other class.
    const boxClass = quote.getAttribute('class') ?? BEST_PRACTICE_CLASS;
    const kind = admonition ?? (boxClass === BEST_PRACTICE_CLASS && lead?.label === 'Best Practice' ? 'best-practice' : null);
    if (!kind) continue;
    quote.setAttribute(KIND_ATTR, kind);
    if (lead) {
      const after = lead.strong.nextSibling;
      lead.strong.remove();
      if (after?.nodeType === Node.TEXT_NODE) after.textContent = (after.textContent ?? '').trimStart();
      // The importer drops an empty quote; an empty callout is kept (a zero-width space it reads as no text).
      if (!quote.children.length && !quote.textContent?.trim()) quote.textContent = '\u200b';
    }
    const label = lead?.label ?? '';
    if (label !== labelOfKind(kind)) quote.setAttribute(LABEL_ATTR, label);
  }
}

/** The block data of a callout marked by liftCalloutLabels, or null. */
export function calloutData(element: Element): Record<string, string> | null {
  const kind = element.tagName === 'BLOCKQUOTE' ? element.getAttribute(KIND_ATTR) : null;
  if (!kind) return null;
  const label = element.getAttribute(LABEL_ATTR);
  return { [CALLOUT_KEY]: kind, ...(label === null ? {} : { [CALLOUT_LABEL_KEY]: label }) };
}

/** `content` with each callout's label written at its start as the stored HTML has it: `<strong>Label:</strong> `. */
export function withCalloutLabels(content: ContentState): ContentState {
  let labelled = content;
  content.getBlockMap().forEach((block) => {
    const label = block ? calloutLabel(block) : '';
    if (!block || !label) return;
    const start = SelectionState.createEmpty(block.getKey());
    const space = block.getLength() ? ' ' : '';
    labelled = Modifier.insertText(labelled, start, space);
    labelled = Modifier.insertText(labelled, start, `${label}:`, OrderedSet(['BOLD']));
  });
  return labelled;
}
