import { useLayoutEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { radius, Row, space } from '@kb/ui';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogOverlay, DialogPortal, DialogTitle } from '@kb/ui/dialog';
import { useZoomPan } from './useZoomPan';
import type { Size } from './zoom';

import type { ModalImage } from './modalImage';
import { useFormatNumber, useT } from '../i18n/useT';
import imageModalTexts from '../i18n/catalogues/en.imageModal.json';

const PAN_STEP_PX = 40;

const prefersTouch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

function Viewer({ image, onCloseAutoFocus }: { image: ModalImage; onCloseAutoFocus: (event: Event) => void }) {
  const t = useT(imageModalTexts);
  const formatNumber = useFormatNumber();
  const stage = useRef<HTMLDivElement>(null);
  const [natural, setNatural] = useState<Size | null>(null);
  const { view, actions, handlers } = useZoomPan(stage, natural);
  const [touch] = useState(prefersTouch);

  function handleLoad(event: SyntheticEvent<HTMLImageElement>) {
    const img = event.currentTarget;
    setNatural({ width: img.naturalWidth || 800, height: img.naturalHeight || 600 });
  }

  function handleKeyDown(event: KeyboardEvent) {
    const keyActions: Record<string, () => void> = {
      '+': actions.zoomIn,
      '=': actions.zoomIn,
      '-': actions.zoomOut,
      _: actions.zoomOut,
      '0': actions.reset,
      ArrowLeft: () => actions.pan(PAN_STEP_PX, 0),
      ArrowRight: () => actions.pan(-PAN_STEP_PX, 0),
      ArrowUp: () => actions.pan(0, PAN_STEP_PX),
      ArrowDown: () => actions.pan(0, -PAN_STEP_PX),
    };
    const action = keyActions[event.key];
    if (!action || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    action();
  }

  return (
    <Content onKeyDown={handleKeyDown} onCloseAutoFocus={onCloseAutoFocus}>
      <Bar>
        <DialogTitle>{image.alt || t('imageModal.image')}</DialogTitle>
        <Row role="toolbar" aria-label={t('imageModal.zoom')} $gap={1} $wrap={false}>
          <Control type="button" onClick={actions.zoomOut} aria-label={t('imageModal.zoomOut')}>
            −
          </Control>
          <Level aria-live="polite" aria-label={t('imageModal.zoomLevel')}>
            {t('imageModal.percent', { value: formatNumber(Math.round(view.scale * 100)) })}
          </Level>
          <Control type="button" onClick={actions.zoomIn} aria-label={t('imageModal.zoomIn')}>
            +
          </Control>
          <Control type="button" onClick={actions.fit}>
            {t('imageModal.fit')}
          </Control>
          <Control type="button" onClick={actions.reset}>
            {t('imageModal.reset')}
          </Control>
          <DialogClose asChild>
            <Control type="button" aria-label={t('imageModal.close')}>
              ✕
            </Control>
          </DialogClose>
        </Row>
      </Bar>
      <Stage ref={stage} {...handlers} data-testid="zoom-stage">
        {!natural && <Loading role="status">{t('imageModal.loading')}</Loading>}
        <Picture
          src={image.src}
          alt={image.alt}
          draggable={false}
          onLoad={handleLoad}
          data-loaded={Boolean(natural)}
          style={{
            width: natural?.width,
            height: natural?.height,
            transform: `translate(-50%, -50%) translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
          }}
        />
      </Stage>
      <Hint>{touch ? t('imageModal.hintTouch') : t('imageModal.hintMouse')}</Hint>
    </Content>
  );
}

/**
 * Full-screen image viewer on the Dialog primitive (focus trapped inside, returned on close). Loaded
 * lazily (see LazyImageModal): Radix and the viewer download only when a reader is about to open an image.
 */
export default function ImageModal({ image, onClose }: { image: ModalImage | null; onClose: () => void }) {
  // Opened from an image, not a Radix Trigger: remember what had focus and give it back on close.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (image) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [image]);
  const handleCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    opener.current?.focus();
  };
  return (
    <Dialog open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogPortal>
        <DialogOverlay />
        {image && <Viewer key={image.src} image={image} onCloseAutoFocus={handleCloseAutoFocus} />}
      </DialogPortal>
    </Dialog>
  );
}

/** The whole window: no edge of the page (its sticky header) shows around the viewer. */
const Content = styled(DialogContent)`
  display: flex;
  flex-direction: column;
  inset: 0;
  transform: none;
  width: 100%;
  height: 100%;
  max-height: none;
  padding: 0;
  border-radius: 0;
  overflow: hidden;
  background: #0b0f14;
  color: #f1f4f8;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)} ${space(4)};
  padding: ${space(2)} ${space(3)};
  border-bottom: 1px solid #2a3441;
  h2 {
    margin: 0;
    flex: 1 1 12rem;
    min-width: 0;
    font-size: 0.9375rem;
    font-weight: 600;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Control = styled.button`
  min-width: 2.5rem;
  height: 2.5rem;
  padding: 0 ${space(3)};
  border: 1px solid #3a4757;
  border-radius: ${radius.md};
  background: #18202a;
  color: #f1f4f8;
  font: inherit;
  font-size: 1rem;
  cursor: pointer;
  &:hover {
    background: #243040;
  }
  &:focus-visible {
    outline: 3px solid #8cc4ff;
    outline-offset: 2px;
  }
`;

const Level = styled.span`
  min-width: 3.5rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const Stage = styled.div`
  position: relative;
  flex: 1;
  overflow: hidden;
  touch-action: none;
  cursor: grab;
  user-select: none;
  &:active {
    cursor: grabbing;
  }
`;

const Picture = styled.img`
  position: absolute;
  top: 50%;
  left: 50%;
  max-width: none;
  transform-origin: center;
  background: #fff;
  &[data-loaded='false'] {
    visibility: hidden;
  }
`;

const Loading = styled.p`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  margin: 0;
  color: #c9d2dc;
`;

const Hint = styled(DialogDescription)`
  margin: 0;
  padding: ${space(2)} ${space(3)};
  border-top: 1px solid #2a3441;
  color: #c9d2dc;
  font-size: 0.8125rem;
  text-align: center;
`;
