import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A stray console.error (React warnings, failed prop types, act() warnings) fails the test.
 * A test that expects one calls allowConsoleError() first.
 */
let allowed = false;
let calls: unknown[][] = [];

export function allowConsoleError(): void {
  allowed = true;
}

export function installConsoleGuard(): void {
  beforeEach(() => {
    allowed = false;
    calls = [];
    const original = console.error.bind(console);
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (allowed) return;
      calls.push(args);
      original(...args);
    });
  });
  afterEach(() => {
    if (calls.length > 0) {
      const first = calls[0]?.map(String).join(' ') ?? '';
      calls = [];
      throw new Error(`console.error was called during the test: ${first}`);
    }
  });
}
