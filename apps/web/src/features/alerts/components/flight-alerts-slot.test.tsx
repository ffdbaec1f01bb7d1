import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { envelope, stubApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { FlightAlertsSlot } from './flight-alerts-slot';

const DETAIL = '/flight/detail?flightId=2026-11-22-D-CZ3101';
let scrolled: Element[];

beforeEach(() => {
  stubApi({ handler: () => envelope(null) });
  scrolled = [];
  // jsdom lays nothing out and has no scrollIntoView: record what is brought into view.
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    value(this: Element) {
      scrolled.push(this);
    },
  });
});

afterEach(() => {
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

const renderSlot = (path: string) =>
  renderWithApp(<FlightAlertsSlot flightId="2026-11-22-D-CZ3101" flightNo="CZ3101" />, { path });

describe("the alerts panel's place on the flight's page", () => {
  it('carries the anchor #alerts, with the panel loading inside it', async () => {
    renderSlot(DETAIL);
    const panel = await screen.findByRole('region', { name: 'Get alerts for CZ3101' });
    expect(panel.closest('#alerts')).not.toBeNull();
  });

  it('comes into view when a link inside the site leads to #alerts', async () => {
    const { router } = renderSlot('/flight/departures');
    await screen.findByRole('region', { name: 'Get alerts for CZ3101' });
    expect(scrolled).toEqual([]);
    await act(() => router.navigate(`${DETAIL}#alerts`));
    expect(scrolled).toEqual([document.getElementById('alerts')]);
  });

  it('leaves a page loaded afresh (or gone back to) to the browser', async () => {
    renderSlot(`${DETAIL}#alerts`);
    await screen.findByRole('region', { name: 'Get alerts for CZ3101' });
    expect(scrolled).toEqual([]);
  });
});
