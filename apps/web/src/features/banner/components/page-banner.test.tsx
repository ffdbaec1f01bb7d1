import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope, stubApi } from '../../../test/fake-api';
import { stubMatchMedia } from '../../../test/frame-stubs';
import { renderWithApp } from '../../../test/render';
import { PageBanner } from './page-banner';

const picture = (id: number, url: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Slide ${id}`,
  content: `Text ${id}`,
  imageUrl: `banners/slide-${id}.svg`,
  imageNetUrl: '',
  url,
  isApp: false,
  sort: id,
  ...extra,
});

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  stubMatchMedia({ reducedMotion: true });
  api = stubApi({
    handler: (url) => {
      const key = new URL(url, 'http://x').searchParams.get('urlKey');
      if (url.includes('queryFolderByUrlKey')) {
        return envelope({ urlKey: key, name: 'Folder name', bannerUrl: 'banners/x.svg' });
      }
      if (key === 'home') {
        return envelope([
          picture(2, '/flight/departures'),
          picture(1, 'https://www.gbiac.net/', { imageNetUrl: 'https://cdn.example/one.svg' }),
          picture(3, '#'),
          picture(4, ''),
        ]);
      }
      if (key === 'visa-free') return envelope([picture(9, '')]);
      if (key === 'broken') return envelope(null, 500, 'down');
      return envelope([]);
    },
  });
});

const slides = () => screen.getAllByRole('group', { hidden: true });
/** The carousel once its pictures are in (before that, the skeleton has the same name). */
async function findCarousel(name: string) {
  await screen.findAllByRole('group', { hidden: true });
  return screen.getByRole('region', { name });
}

describe('banner (spec section 2)', () => {
  it('home: an accessible carousel in sort order, with the click rules of each picture', async () => {
    renderWithApp(<PageBanner kind="home" folderNameAsTitle={false} />);
    expect(screen.getByTestId('page-banner').getAttribute('aria-busy')).toBe('true');
    const carousel = await findCarousel('Highlights');
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(slides().map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);

    const [first, second, third, fourth] = slides();
    const external = within(first!).getByRole('link', { hidden: true });
    expect(external.getAttribute('href')).toBe('https://www.gbiac.net/');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(first!.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example/one.svg');
    expect(within(second!).getByRole('link', { hidden: true }).getAttribute('href')).toBe(
      '/flight/departures',
    );
    expect(second!.querySelector('img')!.getAttribute('src')).toBe('/media/banners/slide-2.svg');
    expect(within(third!).queryByRole('link', { hidden: true })).toBeNull();
    expect(within(fourth!).queryByRole('link', { hidden: true })).toBeNull();
    expect(first!.textContent).toContain('Slide 1');
    const image = first!.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1600', '500']);
    expect(api.apiCalls()[0]![0]).toBe('/byairport-cms/folder/queryRollPictureList?urlKey=home');
  });

  it('does not rotate under reduced motion; pause/play, previous, next and pickers work', async () => {
    renderWithApp(<PageBanner kind="home" folderNameAsTitle={false} />);
    await findCarousel('Highlights');
    const active = () =>
      slides()
        .find((s) => s.getAttribute('data-active') === 'true')!
        .getAttribute('aria-label');
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeTruthy();
    expect(active()).toBe('1 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(active()).toBe('2 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(active()).toBe('4 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(active()).toBe('3 of 4');
    expect(screen.getByRole('button', { name: 'Show slide 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
    // Hidden slides are inert; the visible one is announced politely when changed by hand.
    expect(slides()[0]!.hasAttribute('inert')).toBe(true);
    expect(
      screen
        .getByRole('region', { name: 'Highlights' })
        .querySelector('[aria-live]')!
        .getAttribute('aria-live'),
    ).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause the slideshow' })).toBeTruthy();
  });

  it('rotates every 6.5 s when motion is allowed, and holds while the pointer is on it', async () => {
    stubMatchMedia({ reducedMotion: false });
    renderWithApp(<PageBanner kind="home" folderNameAsTitle={false} />);
    const carousel = await findCarousel('Highlights');
    const active = () =>
      slides()
        .find((s) => s.getAttribute('data-active') === 'true')!
        .getAttribute('aria-label');
    vi.useFakeTimers();
    try {
      fireEvent.pointerEnter(carousel);
      fireEvent.pointerLeave(carousel); // restarts the timer under the fake clock
      act(() => vi.advanceTimersByTime(6_500));
      expect(active()).toBe('2 of 4');
      expect(carousel.querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('off');
      fireEvent.pointerEnter(carousel);
      act(() => vi.advanceTimersByTime(20_000));
      expect(active()).toBe('2 of 4');
    } finally {
      vi.useRealTimers();
    }
  });

  it('folder pages: the first picture with the page title beside it, not a link when url is empty', async () => {
    renderWithApp(
      <PageBanner
        kind="folder"
        urlKey="visa-free"
        title="Visa-free transit"
        folderNameAsTitle={false}
      />,
    );
    expect(await screen.findByText('Visa-free transit')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('page-banner').querySelector('img')?.getAttribute('src')).toBe(
        '/media/banners/slide-9.svg',
      ),
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('pri detail: the folder name instead of the page title', async () => {
    renderWithApp(<PageBanner kind="folder" urlKey="visa-free" title="Page" folderNameAsTitle />);
    expect(await screen.findByText('Folder name')).toBeTruthy();
    expect(screen.queryByText('Page')).toBeNull();
  });

  it('falls back to the default picture when loading fails, the list is empty or a picture breaks', async () => {
    renderWithApp(
      <PageBanner kind="folder" urlKey="broken" title="Broken" folderNameAsTitle={false} />,
    );
    await waitFor(() =>
      expect(screen.getByTestId('page-banner').querySelector('img')?.getAttribute('src')).toBe(
        '/media/banners/default.svg',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a hotel carousel of hotel-<slug>; a broken picture shows the default one', async () => {
    api.setHandler(() => envelope([picture(1, ''), picture(2, '')]));
    renderWithApp(
      <PageBanner kind="hotel" hotelSlug="boerman" title="Boerman" folderNameAsTitle={false} />,
    );
    await findCarousel('Boerman');
    expect(api.apiCalls()[0]![0]).toBe(
      '/byairport-cms/folder/queryRollPictureList?urlKey=hotel-boerman',
    );
    const image = slides()[0]!.querySelector('img')!;
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/media/banners/default.svg');
  });
});
