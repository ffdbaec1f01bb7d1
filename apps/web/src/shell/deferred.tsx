import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { cssomStyle } from './cssom-style';

/**
 * Renders `children` (typically lazy components) once the placeholder comes within `margin` of
 * the viewport, so code and data for the bottom of the page load only for visitors who go
 * there. Until then, and while loading, the placeholder keeps `minHeight`.
 */
export function Deferred({
  children,
  minHeight,
  margin = '400px',
  className,
}: {
  children: ReactNode;
  minHeight: string;
  margin?: string;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The server renders the placeholder, as the browser's first render does (hydration).
  const [near, setNear] = useState(false);
  const reserve = useCallback(
    (element: HTMLDivElement | null) => {
      ref.current = element;
      cssomStyle({ 'min-height': minHeight })(element);
    },
    [minHeight],
  );

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    // Without IntersectionObserver (old browsers), everything renders at once.
    if (typeof IntersectionObserver === 'undefined') {
      let live = true;
      void Promise.resolve().then(() => live && setNear(true));
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  if (!near) return <div ref={reserve} className={className} />;
  return <Suspense fallback={<div ref={reserve} className={className} />}>{children}</Suspense>;
}
