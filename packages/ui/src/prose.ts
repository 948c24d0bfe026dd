import { css } from 'styled-components';
import { importedBlockStyles } from './importedBlocks';
import { color, font, imageWidth, radius, space } from './tokens';

/**
 * An article's body as readers see it (headings, lists, images and their figures, code, tables, quotes, admonitions, imported blocks): the
 * public article page and the console's review Preview share it, so a reviewer sees the page's typography.
 */
export const articleProse = css`
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
  }
  /* Image figures from the editor: <figure class="kb-image kb-image-<size>"><img><figcaption> (no size: full width). */
  figure.kb-image {
    width: fit-content;
    max-width: 100%;
    margin: ${space(6)} auto;
  }
  ${Object.entries(imageWidth)
    .map(([size, width]) => `figure.kb-image-${size} { max-width: min(100%, ${width}); }`)
    .join('\n')}
  figure.kb-image > img {
    margin: 0 auto;
  }
  figure.kb-image > figcaption {
    margin-top: ${space(2)};
    color: ${color('textMuted')};
    font-size: 0.875rem;
    line-height: 1.45;
    text-align: center;
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
