import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeviceState } from './use-device-state';

/** A stand-in for a device setting: a value and its change listeners. */
function deviceSetting(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe: (onChange: () => void) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    read: () => value,
    change(next: string) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

describe('useDeviceState', () => {
  it("renders the server's guess first, then the device's value, then each change", async () => {
    const setting = deviceSetting('device');
    const seen: string[] = [];
    const { result, unmount } = renderHook(() => {
      const value = useDeviceState(setting.subscribe, setting.read, () => 'server');
      seen.push(value);
      return value;
    });
    expect(seen[0]).toBe('server');
    await waitFor(() => expect(result.current).toBe('device'));
    act(() => setting.change('changed'));
    await waitFor(() => expect(result.current).toBe('changed'));
    unmount();
    expect(setting.listeners.size).toBe(0);
  });
});
