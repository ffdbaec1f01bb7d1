import { startTransition, useEffect, useState } from 'react';

/**
 * A value of this device (a media query, a stored choice) that the server cannot know: the
 * server's guess on the first render, so the browser takes the page over without a mismatch,
 * then the device's value, and each later change, as a transition.
 *
 * `useSyncExternalStore` does the same but makes each such change urgent: after hydration every
 * component whose value differs re-renders in one task, with the parts of the page not yet taken
 * over, which costs a phone hundreds of milliseconds on a long board (issue 18). Here they
 * re-render in slices the browser can interrupt. `subscribe` and `read` must keep their identity.
 */
export function useDeviceState<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
  atFirst: () => T,
): T {
  const [value, setValue] = useState(atFirst);
  useEffect(() => {
    const update = () => startTransition(() => setValue(() => read()));
    update();
    return subscribe(update);
  }, [subscribe, read]);
  return value;
}
