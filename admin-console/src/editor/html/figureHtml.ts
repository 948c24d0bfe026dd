import escapeHtml from 'escape-html';
import type { ContentBlock, ContentState } from 'draft-js';
import { IMAGE_FIGURE_CLASS, IMAGE_SIZES, type ImageSize } from '@kb/contracts';

/**
 * An image's entity data: draft-js's own (src, alt, width, height) and, for an image alone on its line, the size
 * and caption the image bar sets. With a size or a caption the line is written as an image figure:
 * `<figure class="kb-image kb-image-small"><img src alt><figcaption>Caption</figcaption></figure>`; without
 * either it stays `<p><img …></p>`, as before sizes and captions existed.
 */
export interface ImageData {
  src: string;
  alt?: string;
  width?: string;
  height?: string;
  size?: ImageSize;
  caption?: string;
}

/** The attributes of an image the editor keeps, in the order it writes them. */
const IMAGE_ATTRIBUTES = ['src', 'alt', 'width', 'height'] as const;
/** Attributes liftFigures marks a figure's image with for the importer (set on parsed HTML only, never stored). */
const SIZE_ATTR = 'data-kb-image-size';
const CAPTION_ATTR = 'data-kb-image-caption';

const figureClass = (size?: ImageSize) => (size ? `${IMAGE_FIGURE_CLASS} ${IMAGE_FIGURE_CLASS}-${size}` : IMAGE_FIGURE_CLASS);
const FIGURE_CLASSES = new Map<string, ImageSize | undefined>([[figureClass(), undefined], ...IMAGE_SIZES.map((size) => [figureClass(size), size] as const)]);
const caption = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const onlyAttributes = (element: Element, names: readonly string[]) => Array.from(element.attributes).every((attribute) => names.includes(attribute.name));

/**
 * Whether `element` is an image figure the editor writes back unchanged: a top-level `<figure>` with the image
 * class (and a known size) only, holding one image (src, alt, width, height) and an optional caption of plain
 * text, and with a size or a caption. Any other figure stays a raw HTML block.
 */
export function isImageFigure(element: Element): boolean {
  if (element.tagName !== 'FIGURE' || element.parentElement?.tagName !== 'BODY') return false;
  const classes = element.getAttribute('class');
  if (classes === null || !FIGURE_CLASSES.has(classes) || !onlyAttributes(element, ['class'])) return false;
  if (Array.from(element.childNodes).some((node) => node.nodeType !== Node.ELEMENT_NODE && (node.nodeType !== Node.TEXT_NODE || node.textContent?.trim())))
    return false;
  const [img, figcaption, ...rest] = Array.from(element.children);
  if (rest.length || img?.tagName !== 'IMG' || !img.hasAttribute('src') || !onlyAttributes(img, IMAGE_ATTRIBUTES)) return false;
  if (!figcaption) return FIGURE_CLASSES.get(classes) !== undefined;
  return figcaption.tagName === 'FIGCAPTION' && figcaption.attributes.length === 0 && figcaption.children.length === 0 && caption(figcaption) !== '';
}

/** Turns each image figure (isImageFigure) of parsed HTML into a paragraph of its image, marked with its size and caption. */
export function liftFigures(body: HTMLElement): void {
  for (const figure of Array.from(body.children).filter(isImageFigure)) {
    const [img, figcaption] = Array.from(figure.children) as [Element, Element | undefined];
    const size = FIGURE_CLASSES.get(figure.getAttribute('class')!);
    if (size) img.setAttribute(SIZE_ATTR, size);
    if (figcaption) img.setAttribute(CAPTION_ATTR, caption(figcaption));
    const paragraph = body.ownerDocument.createElement('p');
    paragraph.append(img);
    figure.replaceWith(paragraph);
  }
}

/** The entity data of an image marked by liftFigures, or null for any other element. */
export function figureImageData(element: Element): ImageData | null {
  if (element.tagName !== 'IMG' || !(element.hasAttribute(SIZE_ATTR) || element.hasAttribute(CAPTION_ATTR))) return null;
  const data: Record<string, string> = {};
  for (const name of IMAGE_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value !== null) data[name] = value;
  }
  const size = element.getAttribute(SIZE_ATTR);
  const text = element.getAttribute(CAPTION_ATTR);
  return { ...(data as unknown as ImageData), ...(size ? { size: size as ImageSize } : {}), ...(text ? { caption: text } : {}) };
}

/** The image of a line that holds one image and nothing else (the lines the image bar sizes and captions), or null. */
export function loneImage(block: ContentBlock, content: ContentState): ImageData | null {
  if (block.getType() !== 'unstyled' || block.getLength() !== 1) return null;
  const key = block.getEntityAt(0);
  const entity = key ? content.getEntity(key) : null;
  return entity?.getType() === 'IMAGE' ? (entity.getData() as ImageData) : null;
}

/** The figure of a line holding one image with a size or a caption; null for any other line (written as draft-js does). */
export function figureHtml(block: ContentBlock, content: ContentState): string | null {
  const image = loneImage(block, content);
  if (!image || !(image.size || image.caption)) return null;
  const attributes = IMAGE_ATTRIBUTES.filter((name) => image[name] !== undefined)
    .map((name) => ` ${name}="${escapeHtml(image[name]!)}"`)
    .join('');
  const figcaption = image.caption ? `<figcaption>${escapeHtml(image.caption)}</figcaption>` : '';
  return `<figure class="${figureClass(image.size)}"><img${attributes}/>${figcaption}</figure>`;
}
