type Scheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and resumes in a new one, so a phone can paint and answer a tap in
 * between (issue 18: each task over 50 ms counts against Total Blocking Time). `scheduler.yield()`
 * resumes ahead of other queued work where the browser has it (Chromium 129+); elsewhere a
 * zero-delay timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
