import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { ZOOM } from '../constants';
import { fitScale, toggleZoom, zoomAround, zoomIn, zoomOut, type Point, type Size, type View } from './zoom';

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const TAP_SLOP_PX = 10;

/**
 * Zoom and pan for the image modal: buttons and keys call the returned actions; the stage gets wheel
 * zoom, drag pan, pinch and double-tap through pointer events (double-click through onDoubleClick).
 */
export function useZoomPan(stage: RefObject<HTMLElement>, image: Size | null) {
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ start: View; points: Point[]; moved: boolean } | null>(null);
  const lastTap = useRef(0);
  const lastPointerType = useRef('mouse');
  const current = useRef(view);
  useLayoutEffect(() => {
    current.current = view;
  });

  const stageSize = useCallback((): Size => {
    const rect = stage.current?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  }, [stage]);

  /** A client point relative to the stage centre. */
  const toStage = useCallback(
    (clientX: number, clientY: number): Point => {
      const rect = stage.current?.getBoundingClientRect();
      if (!rect) return { x: 0, y: 0 };
      return { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 };
    },
    [stage],
  );

  const fit = useCallback(() => (image ? fitScale(image, stageSize()) : 1), [image, stageSize]);
  const actions = {
    zoomIn: () => setView((v) => zoomIn(v)),
    zoomOut: () => setView((v) => zoomOut(v)),
    fit: () => setView({ scale: fit(), x: 0, y: 0 }),
    reset: () => setView({ scale: 1, x: 0, y: 0 }),
    pan: (dx: number, dy: number) => setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy })),
  };

  // Fit as soon as the image's size is known.
  useEffect(() => {
    if (image) setView({ scale: fit(), x: 0, y: 0 });
  }, [image, fit]);

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const handleWheel = (event: WheelEvent) => {
      event.preventDefault();
      const at = toStage(event.clientX, event.clientY);
      setView((v) => (event.deltaY < 0 ? zoomIn(v, at) : zoomOut(v, at)));
    };
    element.addEventListener('wheel', handleWheel, { passive: false });
    return () => element.removeEventListener('wheel', handleWheel);
  }, [stage, toStage]);

  const handlers = {
    onPointerDown(event: ReactPointerEvent) {
      event.currentTarget.setPointerCapture?.(event.pointerId);
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      lastPointerType.current = event.pointerType;
      gesture.current = { start: current.current, points: [...pointers.current.values()], moved: false };
    },
    onPointerMove(event: ReactPointerEvent) {
      if (!pointers.current.has(event.pointerId) || !gesture.current) return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const now = [...pointers.current.values()];
      const { start, points } = gesture.current;
      if (now.length >= 2 && points.length >= 2) {
        const mid = toStage((now[0]!.x + now[1]!.x) / 2, (now[0]!.y + now[1]!.y) / 2);
        gesture.current.moved = true;
        setView(zoomAround(start, start.scale * (distance(now[0]!, now[1]!) / Math.max(1, distance(points[0]!, points[1]!))), mid));
      } else if (now.length === 1 && points.length === 1) {
        const dx = now[0]!.x - points[0]!.x;
        const dy = now[0]!.y - points[0]!.y;
        if (Math.hypot(dx, dy) > TAP_SLOP_PX) gesture.current.moved = true;
        setView({ ...start, x: start.x + dx, y: start.y + dy });
      }
    },
    onPointerUp(event: ReactPointerEvent) {
      const tap = gesture.current && !gesture.current.moved && pointers.current.size === 1;
      pointers.current.delete(event.pointerId);
      gesture.current = pointers.current.size ? { start: current.current, points: [...pointers.current.values()], moved: true } : null;
      if (!tap || event.pointerType !== 'touch') return;
      const now = Date.now();
      if (now - lastTap.current <= ZOOM.doubleTapMs) {
        lastTap.current = 0;
        const at = toStage(event.clientX, event.clientY);
        setView((v) => toggleZoom(v, fit(), at));
      } else lastTap.current = now;
    },
    onPointerCancel(event: ReactPointerEvent) {
      pointers.current.delete(event.pointerId);
      gesture.current = null;
    },
    onDoubleClick(event: ReactMouseEvent) {
      if (lastPointerType.current === 'touch') return; // double-tap is handled on pointer up
      const at = toStage(event.clientX, event.clientY);
      setView((v) => toggleZoom(v, fit(), at));
    },
  };

  return { view, actions, handlers };
}
