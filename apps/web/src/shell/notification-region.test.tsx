import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { emit, notifyError, notifySuccess } from '../lib/notify';
import { NotificationRegion } from './notification-region';

afterEach(() => vi.useRealTimers());

describe('notification region', () => {
  it('announces errors in an alert and other messages in a status region', () => {
    render(<NotificationRegion />);
    act(() => {
      notifyError('backend interface connection abnormal');
      notifySuccess('logged out successfully');
    });
    expect(
      within(screen.getByRole('alert')).getByText('backend interface connection abnormal'),
    ).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText('logged out successfully')).toBeTruthy();
  });

  it('dismisses a message after 5 s, or at once with its button', () => {
    vi.useFakeTimers();
    render(<NotificationRegion />);
    act(() => {
      notifyError('system interface request timed out');
      emit({ tone: 'info', text: 'kept', durationMs: 0 });
    });
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.queryByText('system interface request timed out')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('system interface request timed out')).toBeNull();

    expect(screen.getByText('kept')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('kept')).toBeNull();
  });

  it('runs a message’s action from its button, which also dismisses it (the update notice)', () => {
    const run = vi.fn();
    render(<NotificationRegion />);
    act(() => {
      emit({
        tone: 'info',
        text: 'A new version of the site is ready.',
        durationMs: 0,
        action: { label: 'Reload', run },
      });
    });
    const status = screen.getByRole('status');
    fireEvent.click(within(status).getByRole('button', { name: 'Reload' }));
    expect(run).toHaveBeenCalledOnce();
    expect(screen.queryByText('A new version of the site is ready.')).toBeNull();
  });

  it('shows the same text once when several calls fail together', () => {
    render(<NotificationRegion />);
    act(() => {
      notifyError('backend interface connection abnormal');
      notifyError('backend interface connection abnormal');
    });
    expect(screen.getAllByText('backend interface connection abnormal')).toHaveLength(1);
  });

  it('keeps a repeated message to its first 5 s: retries failing meanwhile do not extend it', () => {
    vi.useFakeTimers();
    render(<NotificationRegion />);
    act(() => notifyError('backend interface connection abnormal'));
    act(() => vi.advanceTimersByTime(3_000));
    act(() => notifyError('backend interface connection abnormal'));
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByText('backend interface connection abnormal')).toBeNull();
    // Once gone, a new failure shows it again, for its own 5 s.
    act(() => notifyError('backend interface connection abnormal'));
    expect(screen.getByText('backend interface connection abnormal')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.queryByText('backend interface connection abnormal')).toBeNull();
  });
});
