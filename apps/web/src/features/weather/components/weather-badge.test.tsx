import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { envelope, stubApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { WeatherBadge } from './weather-badge';

const sunny = {
  date: '2026-11-22',
  tempMin: '16',
  tempMax: '25',
  iconDay: '100',
  textDay: 'Sunny',
  fxLink: 'https://www.qweather.com/weather/baiyun-101280110.html',
  source: 'qweather' as const,
};

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi({ handler: () => envelope(sunny) });
});

describe('weather in the top strip', () => {
  it('shows min~max°C with the icon, linking to fxLink in a new window', async () => {
    renderWithApp(<WeatherBadge />);
    expect(screen.getByTestId('strip-weather').getAttribute('aria-busy')).toBe('true');
    const link = await screen.findByRole('link', { name: /Sunny.*Low 16°C, high 25°C/ });
    expect(link.textContent).toContain('16~25°C');
    expect(link.getAttribute('href')).toBe(sunny.fxLink);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(api.apiCalls()[0]![0]).toBe('/byairport-cms/weather/queryTodayWeather?code=CAN');
  });

  it('is plain text without fxLink, and empty (keeping its place) on failure', async () => {
    api.setHandler(() => envelope({ ...sunny, fxLink: '' }));
    const { unmount } = renderWithApp(<WeatherBadge />);
    expect(await screen.findByText('16~25°C')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    api.setHandler(() => envelope(null, 500, 'down'));
    renderWithApp(<WeatherBadge />);
    await waitFor(() =>
      expect(screen.getByTestId('strip-weather').hasAttribute('aria-busy')).toBe(false),
    );
    expect(screen.getByTestId('strip-weather').textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
