import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../test/render';
import { installDialogPolyfill, pressEscape } from '../test/frame-stubs';
import { ConfirmDialog, ConfirmDialogHost, confirm } from './confirm-dialog';

beforeEach(() => installDialogPolyfill());

const dialog = () => screen.getByRole('alertdialog', { hidden: true }) as HTMLDialogElement;

describe('confirmation dialog', () => {
  it('shows title, sanitized body and secondary line; a non-cancelable one has no cancel', () => {
    const onConfirm = vi.fn();
    renderWithApp(
      <ConfirmDialog
        open
        title="Important message"
        body={'<p>T1 <strong>closed</strong><script>x()</script></p>'}
        secondary="22 Nov 2026"
        onConfirm={onConfirm}
      />,
    );
    expect(dialog().hasAttribute('open')).toBe(true);
    expect(dialog().getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Important message' })).toBeTruthy();
    expect(dialog().textContent).toContain('T1 closed');
    expect(dialog().innerHTML).not.toContain('script');
    expect(screen.getByText('22 Nov 2026')).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['OK']);
    expect(document.activeElement?.textContent).toBe('OK');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('ignores Escape and outside clicks when not cancelable', () => {
    const onCancel = vi.fn();
    renderWithApp(
      <ConfirmDialog open title="T" body="B" onConfirm={vi.fn()} onCancel={onCancel} />,
    );
    act(() => pressEscape(dialog()));
    fireEvent.click(dialog());
    expect(dialog().hasAttribute('open')).toBe(true);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('confirm() resolves with the button chosen; Escape cancels a cancelable one', async () => {
    renderWithApp(<ConfirmDialogHost />);
    let answer!: Promise<string>;
    act(() => {
      answer = confirm({ title: 'Cancel check-in?', body: 'Seat 32A', cancelable: true });
    });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBe(document.activeElement);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe('confirm');
    expect(dialog().hasAttribute('open')).toBe(false);

    act(() => {
      answer = confirm({ title: 'Again?', body: '', cancelable: true, cancelLabel: 'No' });
    });
    act(() => pressEscape(dialog()));
    await expect(answer).resolves.toBe('cancel');

    act(() => {
      answer = confirm({ title: 'Third', body: '', cancelable: true });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe('cancel');
  });

  it('queues a second request until the first is answered', async () => {
    renderWithApp(<ConfirmDialogHost />);
    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      first = confirm({ title: 'First', body: '' });
      second = confirm({ title: 'Second', body: '', cancelable: true });
    });
    expect(screen.getByRole('heading').textContent).toBe('First');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(first).resolves.toBe('confirm');
    expect(screen.getByRole('heading').textContent).toBe('Second');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(second).resolves.toBe('cancel');
  });
});
