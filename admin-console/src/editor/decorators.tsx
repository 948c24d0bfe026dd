import { CompositeDecorator, type ContentBlock, type ContentState } from 'draft-js';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, radius } from '@kb/ui';
import { FORMULA, VIDEO } from './html/fromHtml';
import { renderLatex, useKatex } from './useKatex';

interface DecoratorProps {
  contentState: ContentState;
  entityKey: string;
  children?: ReactNode;
}

function dataOf(props: DecoratorProps): Record<string, string> {
  return props.contentState.getEntity(props.entityKey).getData() as Record<string, string>;
}

function entityOfType(type: string) {
  return (block: ContentBlock, callback: (start: number, end: number) => void, content: ContentState) =>
    block.findEntityRanges((char) => {
      const key = char.getEntity();
      return key !== null && content.getEntity(key).getType() === type;
    }, callback);
}

function LinkView(props: DecoratorProps) {
  const { url } = dataOf(props);
  return (
    <EditorLink href={url} title={url}>
      {props.children}
    </EditorLink>
  );
}

function ImageView(props: DecoratorProps) {
  const { src, alt } = dataOf(props);
  return (
    <span>
      <EditorImage src={src} alt={alt ?? ''} contentEditable={false} />
      {props.children}
    </span>
  );
}

function VideoView(props: DecoratorProps) {
  const { src } = dataOf(props);
  return (
    <span>
      <Chip contentEditable={false} title={src}>
        ▶ Video: {src}
      </Chip>
      {props.children}
    </span>
  );
}

function FormulaView(props: DecoratorProps) {
  const { latex = '' } = dataOf(props);
  const katex = useKatex();
  return (
    <Chip title={latex}>
      {katex ? (
        <span contentEditable={false} data-testid="formula-render" dangerouslySetInnerHTML={{ __html: renderLatex(katex, latex) }} />
      ) : null}
      <FormulaSource>{props.children}</FormulaSource>
    </Chip>
  );
}

/** How links, images, videos and formulas look while editing. */
export const decorator = new CompositeDecorator([
  { strategy: entityOfType('LINK'), component: LinkView },
  { strategy: entityOfType('IMAGE'), component: ImageView },
  { strategy: entityOfType(VIDEO), component: VideoView },
  { strategy: entityOfType(FORMULA), component: FormulaView },
]);

const EditorLink = styled.a`
  color: ${color('accent')};
  text-decoration: underline;
`;

const EditorImage = styled.img`
  max-width: 100%;
  height: auto;
  vertical-align: middle;
`;

const Chip = styled.span`
  display: inline-flex;
  gap: 0.4em;
  align-items: center;
  padding: 0 0.35em;
  border: 1px solid ${color('border')};
  border-radius: ${radius.sm};
  background: ${color('bgSubtle')};
`;

const FormulaSource = styled.span`
  font-family: monospace;
  font-size: 0.8em;
  color: ${color('textMuted')};
`;
