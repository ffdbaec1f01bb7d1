import { describe, expect, it, vi } from 'vitest';
import { emit, notifyError, subscribe } from './notify';

describe('notification bus', () => {
  it('delivers to subscribers until they unsubscribe', () => {
    const seen = vi.fn();
    const stop = subscribe(seen);
    const notice = notifyError('system interface 502 abnormal');
    expect(notice).toMatchObject({ tone: 'error', durationMs: 5_000 });
    expect(seen).toHaveBeenCalledWith(notice);
    stop();
    emit({ tone: 'info', text: 'later' });
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
