import { css } from 'styled-components';
import { color, font, radius, space } from './tokens';

/**
 * Styles of what imported docs sites bring (api/src/content/docsSite/blocks.ts and marked.ts), without
 * script:
 * - tabs: `<div class="kb-tabs">` of `<details class="kb-tab" name="…"><summary>Label</summary>…`. The shared
 *   `name` keeps one tab open at a time (the browser's exclusive accordion); where `::details-content` is
 *   supported the summaries form a tab bar with the open tab's content under it, elsewhere each tab shows
 *   under its label;
 * - collapsible admonitions: `<details class="kb-admonition kb-admonition-<type>">`, boxed like the others;
 * - code blocks with a title or highlighted lines: `<figure class="kb-code"><figcaption>`, `<mark>` lines;
 * - an image for one theme (`#only-dark`, `#gh-light-mode-only` in the source): `img.kb-only-light` / `img.kb-only-dark`;
 * - Material's macros: `<span class="kb-badge kb-badge-<kind>">Version 9.2.0</span>`, a small label in the line.
 */
export const importedBlockStyles = css`
  .kb-tabs {
    margin: 0 0 ${space(4)};
    border: 1px solid ${color('border')};
    border-radius: ${radius.md};
  }
  .kb-tabs > details.kb-tab > summary {
    padding: ${space(2)} ${space(3)};
    cursor: pointer;
    font-weight: 600;
  }
  .kb-tabs > details.kb-tab > :not(summary) {
    margin-inline: ${space(4)};
  }
  @supports selector(::details-content) {
    .kb-tabs {
      display: flex;
      flex-wrap: wrap;
    }
    .kb-tabs > details.kb-tab {
      display: contents;
    }
    .kb-tabs > details.kb-tab > summary {
      order: 0;
      list-style: none;
      border-bottom: 2px solid transparent;
      color: ${color('textMuted')};
    }
    .kb-tabs > details.kb-tab > summary::-webkit-details-marker {
      display: none;
    }
    .kb-tabs > details.kb-tab[open] > summary {
      border-bottom-color: ${color('accent')};
      color: ${color('accent')};
      /* The open tab stays open: another tab's label is what switches. */
      pointer-events: none;
    }
    .kb-tabs > details.kb-tab::details-content {
      order: 1;
      flex-basis: 100%;
      min-width: 0;
      padding-top: ${space(3)};
      border-top: 1px solid ${color('border')};
    }
    .kb-tabs > details.kb-tab:not([open])::details-content {
      display: none;
    }
  }
  details.kb-admonition {
    margin: ${space(5)} 0;
    padding: ${space(3)} ${space(5)};
    border-left: 4px solid ${color('border')};
  }
  details.kb-admonition > summary {
    cursor: pointer;
  }
  details.kb-admonition[open] > summary {
    margin-bottom: ${space(3)};
  }
  figure.kb-code {
    margin: 0 0 ${space(4)};
  }
  figure.kb-code > figcaption {
    padding: ${space(2)} ${space(4)};
    border-bottom: 1px solid ${color('border')};
    border-radius: ${radius.md} ${radius.md} 0 0;
    background: ${color('bgSubtle')};
    font-family: ${font.mono};
    font-size: 0.875rem;
  }
  figure.kb-code > figcaption + pre {
    border-radius: 0 0 ${radius.md} ${radius.md};
  }
  pre mark {
    display: inline-block;
    min-width: 100%;
    background: color-mix(in srgb, ${color('accent')} 18%, transparent);
    color: inherit;
  }
  img.kb-only-dark {
    display: none;
  }
  html[data-theme='dark'] & img.kb-only-light {
    display: none;
  }
  html[data-theme='dark'] & img.kb-only-dark {
    display: revert;
  }
  .kb-badge {
    display: inline-block;
    padding: 0 ${space(2)};
    border: 1px solid ${color('border')};
    border-radius: ${radius.md};
    background: ${color('bgSubtle')};
    color: ${color('textMuted')};
    font-size: 0.8125rem;
    white-space: nowrap;
  }
`;
