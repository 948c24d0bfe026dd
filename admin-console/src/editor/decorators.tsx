import { CompositeDecorator, type ContentBlock, type ContentState } from 'draft-js';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ImageSize } from '@kb/contracts';
import { color, imageWidth, radius } from '@kb/ui';
import { loneImage, type ImageData } from './html/figureHtml';
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

/**
 * An image; on a line of its own it is drawn as the reader will see it: at its size, with its caption under it
 * (the caption is edited in the image bar, not here).
 */
function ImageView(props: DecoratorProps & { blockKey: string }) {
  const { src, alt, size, caption } = dataOf(props) as Partial<ImageData>;
  const block = props.contentState.getBlockForKey(props.blockKey);
  const figure = block ? loneImage(block, props.contentState) !== null : false;
  return (
    <ImageFrame $figure={figure}>
      <EditorImage src={src} alt={alt ?? ''} contentEditable={false} $figure={figure} $size={size} />
      {props.children}
      {figure && caption ? (
        <Caption contentEditable={false} $size={size}>
          {caption}
        </Caption>
      ) : null}
    </ImageFrame>
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
      {katex ? <span contentEditable={false} data-testid="formula-render" dangerouslySetInnerHTML={{ __html: renderLatex(katex, latex) }} /> : null}
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

const ImageFrame = styled.span<{ $figure: boolean }>`
  ${({ $figure }) => ($figure ? 'display: block; text-align: center;' : '')}
`;

/** An image alone on its line leaves room for the caret beside it (the line's one character), as wide as its size allows. */
const EditorImage = styled.img<{ $figure: boolean; $size?: ImageSize }>`
  max-width: ${({ $figure, $size }) => (!$figure ? '100%' : $size ? `min(calc(100% - 1ch), ${imageWidth[$size]})` : 'calc(100% - 1ch)')};
  height: auto;
  vertical-align: middle;
`;

const Caption = styled.span<{ $size?: ImageSize }>`
  display: block;
  max-width: ${({ $size }) => ($size ? imageWidth[$size] : 'none')};
  margin: 0.25em auto 0;
  font-size: 0.875rem;
  color: ${color('textMuted')};
  user-select: none;
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
