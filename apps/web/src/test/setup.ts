import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { installConsoleGuard } from './console-guard';
import { initTestI18n } from './i18n';

// Lazy routes are transformed on first import: the first test of a file waited 5.6 s for its
// page on a 2-core CI machine busy with journeys. Waits end as soon as the page is there.
configure({ asyncUtilTimeout: 15_000 });
installConsoleGuard();
// jsdom lays nothing out and has no scrolling into view; browsers all do.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => undefined;
}
afterEach(() => {
  cleanup();
  // Not in the files that render as the server does (`@vitest-environment node`).
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
await initTestI18n('en-US');
