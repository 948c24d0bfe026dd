import { lazy, Suspense, useState } from 'react';
import type { ModalImage } from './modalImage';

const loadViewer = () => import('./ImageModal');
const ImageModal = lazy(loadViewer);

/** Starts downloading the viewer (for example when a reader points at or focuses an image). */
export function preloadImageModal(): void {
  void loadViewer();
}

/**
 * The image viewer, downloaded on first use: nothing is loaded until an image is opened, and from then on
 * it stays mounted so the dialog can close properly (and return focus).
 */
export function LazyImageModal({ image, onClose }: { image: ModalImage | null; onClose: () => void }) {
  const [used, setUsed] = useState(false);
  if (image && !used) setUsed(true);
  if (!image && !used) return null;
  return (
    <Suspense fallback={null}>
      <ImageModal image={image} onClose={onClose} />
    </Suspense>
  );
}
