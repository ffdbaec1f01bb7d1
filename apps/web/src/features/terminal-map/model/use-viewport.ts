import { useCallback, useRef, useState, type PointerEvent, type WheelEvent } from 'react';

export interface View {
  /** Centre of the view, in map units. */
  cx: number;
  cy: number;
  scale: number;
}

const MIN = 1;
const MAX = 8;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Pan and zoom of an SVG map: buttons and keys call zoom/pan; a drag pans, the wheel zooms and
 * two fingers pinch. The view is kept inside the map.
 */
export function useViewport(width: number, height: number) {
  const [view, setView] = useState<View>({ cx: width / 2, cy: height / 2, scale: 1 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<number | null>(null);

  const fit = useCallback(
    (v: View): View => {
      const scale = clamp(v.scale, MIN, MAX);
      const halfW = width / 2 / scale;
      const halfH = height / 2 / scale;
      return {
        scale,
        cx: clamp(v.cx, halfW, width - halfW),
        cy: clamp(v.cy, halfH, height - halfH),
      };
    },
    [width, height],
  );

  const zoom = useCallback(
    (factor: number) => setView((v) => fit({ ...v, scale: v.scale * factor })),
    [fit],
  );
  /** Pans by a share of the visible width/height (keys and buttons). */
  const pan = useCallback(
    (dx: number, dy: number) =>
      setView((v) =>
        fit({ ...v, cx: v.cx + (dx * width) / v.scale, cy: v.cy + (dy * height) / v.scale }),
      ),
    [fit, width, height],
  );
  const reset = useCallback(
    () => setView({ cx: width / 2, cy: height / 2, scale: 1 }),
    [width, height],
  );
  const focus = useCallback(
    (x: number, y: number, scale = 3) => setView(fit({ cx: x, cy: y, scale })),
    [fit],
  );

  const viewBox = `${view.cx - width / 2 / view.scale} ${view.cy - height / 2 / view.scale} ${width / view.scale} ${height / view.scale}`;

  const unitsPerPixel = (el: Element) => width / view.scale / el.getBoundingClientRect().width;

  const gestures = {
    onPointerDown(e: PointerEvent<SVGSVGElement>) {
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.current.size === 1) e.currentTarget.setPointerCapture?.(e.pointerId);
    },
    onPointerMove(e: PointerEvent<SVGSVGElement>) {
      const last = pointers.current.get(e.pointerId);
      if (!last) return;
      const k = unitsPerPixel(e.currentTarget);
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.current.size === 2) {
        const [a, b] = [...pointers.current.values()];
        const distance = Math.hypot(a!.x - b!.x, a!.y - b!.y);
        if (pinch.current) zoom(distance / pinch.current);
        pinch.current = distance;
        return;
      }
      const [dx, dy] = [e.clientX - last.x, e.clientY - last.y];
      setView((v) => fit({ ...v, cx: v.cx - dx * k, cy: v.cy - dy * k }));
    },
    onPointerUp(e: PointerEvent<SVGSVGElement>) {
      pointers.current.delete(e.pointerId);
      pinch.current = null;
    },
    onWheel(e: WheelEvent<SVGSVGElement>) {
      zoom(e.deltaY < 0 ? 1.2 : 1 / 1.2);
    },
  };

  return { view, viewBox, zoom, pan, reset, focus, gestures };
}
