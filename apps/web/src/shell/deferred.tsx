import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

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
  // Without IntersectionObserver (old browsers), everything renders at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  if (!near) return <div ref={ref} className={className} style={{ minHeight }} />;
  return (
    <Suspense fallback={<div className={className} style={{ minHeight }} />}>{children}</Suspense>
  );
}
