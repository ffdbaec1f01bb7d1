import { useEffect } from 'react';
import type { PageFrameProps } from '../shell/page-frame';

/**
 * Stands in for the page frame in routing tests: renders the page area only and records the
 * props the router gave the frame. Use with
 * `vi.mock('../shell/page-frame', () => import('../test/page-frame-mock'))`.
 */
export const frameRenders: Omit<PageFrameProps, 'children'>[] = [];

export function lastFrame(): Omit<PageFrameProps, 'children'> | undefined {
  return frameRenders.at(-1);
}

/** How many times a frame was mounted: once per page load when the frame never remounts. */
export const frameMounts = { count: 0 };

export function PageFrame({ children, ...props }: PageFrameProps) {
  frameRenders.push(props);
  useEffect(() => {
    frameMounts.count += 1;
  }, []);
  return (
    <main id="main" data-variant={props.variant}>
      {children}
    </main>
  );
}
