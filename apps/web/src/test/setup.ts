import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { installConsoleGuard } from './console-guard';
import { initTestI18n } from './i18n';

// Lazy routes are transformed on first import; give slow CI machines time.
configure({ asyncUtilTimeout: 5_000 });
installConsoleGuard();
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
await initTestI18n('en-US');
