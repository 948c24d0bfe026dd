import draftCss from 'draft-js/dist/Draft.css';
import styled, { createGlobalStyle } from 'styled-components';
import { color, font, radius, space } from '@kb/ui';
import { CALLOUTS } from './commands/calloutCommands';

/** The class that draws a callout's label: 'best-practice' for "Best Practice", 'none' for no label. */
export const labelClass = (label: string) => label.toLowerCase().replace(/\s+/g, '-') || 'none';

/** The visual editor's frame and draft-js's own styles. */
export const DraftStyles = createGlobalStyle`
  ${draftCss ?? ''}
`;

export const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${color('border')};
  border-radius: ${radius.md};
  background: ${color('surface')};
  flex: 0 0 auto;
`;

export const Surface = styled.div`
  padding: ${space(3)} ${space(4)};
  min-height: 320px;
  max-height: 60vh;
  overflow-y: auto;
  cursor: text;
  font-family: ${font.body};
  line-height: 1.6;

  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 0.6em 0 0.3em;
    line-height: 1.25;
  }
  blockquote {
    margin: 0.5em 0;
    padding: ${space(2)} ${space(3)};
    border-left: 4px solid ${color('border')};
    color: ${color('textMuted')};
  }
  /* A callout draws its label: the text holds none (Backspace cannot eat it), the stored HTML has it (toHtml). */
  blockquote.kb-callout {
    border-left-color: ${color('accent')};
    background: ${color('bgSubtle')};
    color: ${color('text')};
  }
  blockquote.kb-callout::before {
    display: block;
    margin-bottom: ${space(1)};
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${color('textMuted')};
    user-select: none;
    pointer-events: none;
  }
  ${CALLOUTS.map(({ label }) => `blockquote.kb-label-${labelClass(label)}::before { content: '${label}'; }`).join('\n')}
  blockquote.kb-callout-tip {
    border-left-color: ${color('success')};
  }
  blockquote.kb-callout-warning {
    border-left-color: ${color('warning')};
  }
  blockquote.kb-callout-warning::before {
    color: ${color('warning')};
  }
  blockquote.kb-callout-best-practice {
    border-left-color: ${color('bestPracticeBorder')};
    background: ${color('bestPracticeBg')};
  }
  pre,
  code {
    font-family: ${font.mono};
  }
  pre {
    margin: 0.5em 0;
    padding: ${space(2)} ${space(3)};
    background: ${color('bgSubtle')};
    border-radius: ${radius.sm};
    white-space: pre-wrap;
  }
  .kb-dir-rtl .public-DraftStyleDefault-block {
    direction: rtl;
    text-align: right;
  }
  .kb-align-center .public-DraftStyleDefault-block {
    text-align: center;
  }
  .kb-align-right .public-DraftStyleDefault-block {
    text-align: right;
  }
  .kb-align-justify .public-DraftStyleDefault-block {
    text-align: justify;
  }
  ${[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `.kb-indent-${n} { margin-left: ${n * 3}em; }`).join('\n')}
`;
