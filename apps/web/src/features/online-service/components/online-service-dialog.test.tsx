import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { clientConfigData, envelope } from '../../../test/fake-api';
import { installDialogPolyfill, pressEscape } from '../../../test/frame-stubs';
import { renderWithApp } from '../../../test/render';
import { resetClientConfig } from '../../../lib/config';
import OnlineServiceDialog from './online-service-dialog';

beforeEach(() => {
  installDialogPolyfill();
  resetClientConfig();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      envelope({
        ...clientConfigData(),
        onlineServiceUrl: 'https://webchat.example/',
        onlineServiceAppUrl: 'https://webchat.example/h5/',
      }),
    ),
  );
});

describe('online customer service dialog', () => {
  it('is closed at first, then shows hotline, hours and the chat in a new window', async () => {
    const onOpenChange = vi.fn();
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            help
          </button>
          <OnlineServiceDialog
            open={open}
            onOpenChange={(next) => onOpenChange(next)}
            appLayout={false}
          />
        </>
      );
    }
    renderWithApp(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'help' }));
    const dialog = screen.getByRole('dialog', { name: 'Online customer service' });
    expect(within(dialog).getByRole('link', { name: '020-36066999' }).getAttribute('href')).toBe(
      'tel:+862036066999',
    );
    expect(dialog.textContent).toContain('Daily 08:00–21:30');
    expect(dialog.textContent).toContain('24-hour service hotline');
    const chat = await within(dialog).findByRole('link', { name: /Start a chat/ });
    expect(chat.getAttribute('href')).toBe('https://webchat.example/');
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.getAttribute('rel')).toContain('noopener');

    pressEscape(dialog as HTMLDialogElement);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledTimes(2);
  });

  it("opens the app's chat address in the in-app layout", async () => {
    renderWithApp(<OnlineServiceDialog open onOpenChange={vi.fn()} appLayout />);
    const chat = await screen.findByRole('link', { name: /Start a chat/ });
    expect(chat.getAttribute('href')).toBe('https://webchat.example/h5/');
  });
});
