import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { FLIGHT_STATUS_CODES } from '@can/contracts/flights';
import { departure } from '../testing/flight-fixtures';
import { STATUS_LOOK } from '../model/flight-status';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it.each(FLIGHT_STATUS_CODES)('shows %s as words and an icon, not colour alone', (status) => {
    const record = departure('CZ3101', '08:00', {
      flightStatus: status,
      flightStatusEn: `Word for ${status}`,
    });
    const { getByTestId } = render(<StatusBadge record={record} />);
    const badge = getByTestId('flight-status');
    expect(badge.textContent).toBe(`Word for ${status}`);
    const icon = badge.querySelector('svg');
    expect(icon).not.toBeNull();
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(badge.dataset.tone).toBe(STATUS_LOOK[status].tone);
  });

  it('uses the colours of the design: check-in blue, boarding green and pulsing, delayed amber', () => {
    expect(STATUS_LOOK.checkin.tone).toBe('blue');
    expect(STATUS_LOOK.boarding).toMatchObject({ tone: 'green', pulse: true });
    expect(STATUS_LOOK.delayed.tone).toBe('amber');
    expect(STATUS_LOOK.departed.tone).toBe('grey');
    expect(STATUS_LOOK.arrived.tone).toBe('grey');
    expect(STATUS_LOOK.cancelled.tone).toBe('red');
    expect(STATUS_LOOK.diverted.tone).toBe('purple');
  });

  it('takes the status words from the record in the reader language', async () => {
    const { i18n: i18next } = await import('../../../lib/i18n');
    await i18next.changeLanguage('fr-FR');
    try {
      const record = departure('CZ3101', '08:00', {
        flightStatus: 'scheduled',
        flightStatusFr: 'Prévu',
      });
      const { getByTestId } = render(<StatusBadge record={record} />);
      expect(getByTestId('flight-status').textContent).toBe('Prévu');
    } finally {
      await i18next.changeLanguage('en-US');
    }
  });
});
