import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope, stubApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { TodayWeather } from './today-weather';

const sunny = {
  date: '2025-11-22',
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

describe('today weather', () => {
  it('asks for CAN with a public read and shows min~max°C with a named icon', async () => {
    renderWithApp(<TodayWeather />);
    const icon = await screen.findByRole('img', { name: 'Sunny' });
    expect(icon.getAttribute('style')).toMatch(/mask-image: url\(.*100.*\.svg/);
    expect(screen.getByText('16~25°C')).toBeTruthy();
    expect(screen.getByText('Low 16°C, high 25°C')).toBeTruthy();
    const [url] = api.apiCalls()[0]!;
    expect(url).toBe('/byairport-cms/weather/queryTodayWeather?code=CAN');
    // A public read a shared cache may answer (decision 024): unsigned, in the reader's language.
    expect(api.headersOf().signature).toBeUndefined();
    expect(api.headersOf().locale).toBe('en_US');
  });

  it('links to fxLink in a new window', async () => {
    renderWithApp(<TodayWeather />);
    const link = await screen.findByRole('link', { name: /Sunny.*opens in a new window/ });
    expect(link.getAttribute('href')).toBe(sunny.fxLink);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('is not a link without fxLink, and says when the figures are climate averages', async () => {
    api.setHandler(() => envelope({ ...sunny, fxLink: '', source: 'climatology' }));
    renderWithApp(<TodayWeather />);
    await screen.findByRole('img', { name: 'Sunny' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Typical for the season')).toBeTruthy();
  });

  it('shows a skeleton while loading', async () => {
    api.setHandler(() => new Promise<Response>(() => undefined));
    renderWithApp(<TodayWeather />);
    const region = screen.getByRole('region', { name: /Weather today/ });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).getByText('Loading the weather')).toBeTruthy();
  });

  it('fails quietly with a retry that recovers', async () => {
    api.setHandler(() => envelope(null, 500, 'weather provider down'));
    renderWithApp(<TodayWeather />);
    expect(await screen.findByText('Weather unavailable right now')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    api.setHandler(() => envelope(sunny));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Sunny' })).toBeTruthy());
  });

  it('treats an answer that breaks the contract as an error', async () => {
    api.setHandler(() => envelope({ ...sunny, tempMin: 16 }));
    renderWithApp(<TodayWeather />);
    expect(await screen.findByText('Weather unavailable right now')).toBeTruthy();
  });
});
