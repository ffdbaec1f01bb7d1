import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Airline } from '@can/contracts/flights';
import { envelope, stubApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import AirlinesPage from './airlines-page';

const airline = (code: string, nameEn: string, nameCn: string, terminals: string[]): Airline => ({
  code,
  name: nameEn,
  nameCn,
  nameEn,
  nameFr: nameEn,
  nameKr: nameEn,
  terminals,
  hotline: code === 'CZ' ? '95539' : '+86-20-1234-5678',
  website: `https://www.${code.toLowerCase()}.example/`,
  logo: `/media/airlines/${code}.svg`,
});

const ALL = [
  airline('CZ', 'China Southern Airlines', '中国南方航空', ['T2']),
  airline('MU', 'China Eastern Airlines', '中国东方航空', ['T3']),
  airline('SQ', 'Singapore Airlines', '新加坡航空', ['T3']),
];

function renderDirectory(path = '/flight/airlines') {
  const api = stubApi({
    handler: (url) => {
      const params = new URL(url, 'http://localhost').searchParams;
      const keyword = (params.get('keyword') ?? '').toLowerCase();
      const terminal = params.get('terminal') ?? '';
      return envelope(
        ALL.filter(
          (a) =>
            !keyword ||
            a.nameEn.toLowerCase().includes(keyword) ||
            a.code.toLowerCase() === keyword,
        ).filter((a) => !terminal || a.terminals.includes(terminal)),
        '200',
      );
    },
  });
  return { api, ...renderWithApp(<AirlinesPage />, { path }) };
}

describe('airline directory', () => {
  it('lists airlines with logo, names, terminals, hotline and website', async () => {
    renderDirectory();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Airlines at Baiyun Airport',
    );
    const cards = await screen.findAllByTestId('airline-card');
    expect(cards).toHaveLength(3);
    const cz = cards[0]!;
    expect(within(cz).getByRole('heading', { name: 'China Southern Airlines' })).toBeTruthy();
    expect(cz.textContent).toContain('中国南方航空');
    expect(cz.textContent).toContain('T2');
    expect(cz.querySelector('img')?.getAttribute('src')).toBe('/media/airlines/CZ.svg');
    expect(
      within(cz)
        .getByRole('link', { name: /Hotline 95539/ })
        .getAttribute('href'),
    ).toBe('tel:95539');
    const site = within(cz).getByRole('link', { name: /Website of China Southern Airlines/ });
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toContain('noopener');
    expect(
      within(cards[1]!)
        .getByRole('link', { name: /Hotline/ })
        .getAttribute('href'),
    ).toBe('tel:+862012345678');
    expect(screen.getByText('Airlines: 3')).toBeTruthy();
  });

  it('searches as you type with the keyword in the URL, and filters by terminal', async () => {
    const { api, router } = renderDirectory();
    await screen.findAllByTestId('airline-card');
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search airlines' }), {
      target: { value: 'singapore' },
    });
    await waitFor(() => expect(screen.getAllByTestId('airline-card')).toHaveLength(1));
    expect(router.state.location.search).toBe('?q=singapore');
    expect(api.apiCalls().at(-1)?.[0]).toContain('keyword=singapore');

    fireEvent.input(screen.getByRole('searchbox', { name: 'Search airlines' }), {
      target: { value: '' },
    });
    await waitFor(() => expect(screen.getAllByTestId('airline-card')).toHaveLength(3));
    fireEvent.click(screen.getByRole('radio', { name: 'T3' }));
    await waitFor(() => expect(screen.getAllByTestId('airline-card')).toHaveLength(2));
    expect(router.state.location.search).toBe('?terminal=T3');
  });

  it('says when no airline matches', async () => {
    renderDirectory('/flight/airlines?q=zzz');
    expect((await screen.findByTestId('airlines-empty')).textContent).toContain(
      'No airline matches “zzz”',
    );
  });
});
