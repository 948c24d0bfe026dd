import escapeHtml from 'escape-html';
import type { ContentBlock, ContentState, EntityInstance } from 'draft-js';
import { stateToHTML, type Options } from 'draft-js-export-html';
import { FORMULA, INDENT_EM, VIDEO } from './fromHtml';
import { CALLOUT_KEY } from '../commands/calloutCommands';
import { withCalloutLabels } from './calloutHtml';
import { figureHtml } from './figureHtml';
import { TABLE_KEY, tableHtml, type TableData } from './tableHtml';
import { SUBSCRIPT, SUPERSCRIPT, cssOfStyles } from './inlineStyles';

interface RenderConfig {
  element?: string;
  attributes?: Record<string, string>;
  style?: Record<string, string>;
}

/** The exporter also takes `inlineStyleFn` (its typings omit it): one element for a whole set of styles. */
type ExportOptions = Options & { inlineStyleFn?: (styles: { toArray(): string[] }) => RenderConfig | undefined };

function blockLayout(block: ContentBlock): RenderConfig | undefined {
  const data = block.getData();
  const style: Record<string, string> = {};
  const attributes: Record<string, string> = {};
  if (data.get('textAlign')) style.textAlign = data.get('textAlign');
  if (data.get('indent')) style.marginLeft = `${Number(data.get('indent')) * INDENT_EM}em`;
  if (data.get('direction')) attributes.dir = data.get('direction');
  const callout = block.getType() === 'blockquote' ? data.get(CALLOUT_KEY) : undefined;
  if (callout && callout !== 'best-practice') attributes.class = `kb-admonition kb-admonition-${callout}`;
  if (!Object.keys(style).length && !Object.keys(attributes).length) return undefined;
  return { attributes, style: Object.keys(style).length ? style : undefined };
}

function entityElement(entity: EntityInstance): RenderConfig | undefined {
  const data = entity.getData() as Record<string, string>;
  if (entity.getType() === FORMULA) return { element: 'span', attributes: { class: 'formula' } };
  if (entity.getType() === VIDEO) {
    return {
      element: 'iframe',
      attributes: {
        class: 'video',
        src: data.src ?? '',
        ...(data.width ? { width: data.width } : {}),
        ...(data.height ? { height: data.height } : {}),
        frameborder: '0',
        allowfullscreen: 'true',
      },
    };
  }
  return undefined;
}

const OPTIONS: ExportOptions = {
  inlineStyles: {
    STRIKETHROUGH: { element: 's' },
    [SUBSCRIPT]: { element: 'sub' },
    [SUPERSCRIPT]: { element: 'sup' },
  },
  inlineStyleFn: (styles) => {
    const style = cssOfStyles(styles.toArray());
    return Object.keys(style).length ? { element: 'span', style } : undefined;
  },
  blockStyleFn: blockLayout,
  entityStyleFn: entityElement,
  blockRenderers: {
    atomic: (block) => {
      const table = block.getData().get(TABLE_KEY) as TableData | undefined;
      return table ? tableHtml(table) : ((block.getData().get('rawHtml') as string | undefined) ?? '');
    },
    'code-block': (block) => {
      const language = block.getData().get('language') as string | undefined;
      return `<pre><code${language ? ` class="language-${escapeHtml(language)}"` : ''}>${escapeHtml(block.getText())}</code></pre>`;
    },
  },
};

/** Writes draft-js content as article HTML (the markup fromHtml reads back unchanged). */
export function toHtml(content: ContentState): string {
  const labelled = withCalloutLabels(content);
  // A line of one image with a size or caption is its figure; null leaves any other line to the exporter (its typings omit null).
  const unstyled = (block: ContentBlock) => figureHtml(block, labelled) as string;
  return stateToHTML(labelled, { ...OPTIONS, blockRenderers: { ...OPTIONS.blockRenderers, unstyled } })
    .replace(/(<iframe\b[^>]*>)(?:&nbsp;|\u00a0)<\/iframe>/g, '$1</iframe>')
    .trim();
}
