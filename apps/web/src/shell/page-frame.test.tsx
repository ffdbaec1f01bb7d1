import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lazy } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NavMenu } from '@can/contracts/cms';
import { renderWithApp } from '../test/render';
import { stubApi } from '../test/fake-api';
import {
  installDialogPolyfill,
  stubIntersectionObserver,
  stubMatchMedia,
} from '../test/frame-stubs';
import { provideFrameParts, resetFrameParts, type BannerPartProps } from './frame-parts';
import { PageFrame } from './page-frame';

const entry = (id: number, name: string, path: string, extra: Partial<NavMenu> = {}): NavMenu => ({
  id,
  name,
  path,
  urlkey: name.toLowerCase(),
  query: '',
  component: '',
  hidden: false,
  sort: id,
  childrenNavMenus: [],
  ...extra,
});

const MENU: NavMenu[] = [
  entry(100, 'Flights', '/flight', {
    childrenNavMenus: [
      entry(101, 'Departures', '/flight/departures'),
      entry(105, 'App departures', '/app/flight/departures', { hidden: true }),
    ],
  }),
  entry(300, 'Services', '/passenger-service', {
    childrenNavMenus: [entry(308, 'Immigration', 'https://s.nia.gov.cn/', { urlkey: 'buyNow' })],
  }),
  entry(900, 'Hidden', '/hidden', { hidden: true }),
];

function FakeBanner(props: BannerPartProps) {
  return (
    <div data-testid="banner">{`${props.kind}:${props.urlKey ?? ''}:${props.title ?? ''}`}</div>
  );
}

beforeEach(() => {
  stubApi();
  installDialogPolyfill();
  stubIntersectionObserver();
  provideFrameParts({
    Weather: () => <span>16~25°C</span>,
    AnnouncementTitle: () => <span>T1 closed</span>,
    Announcement: () => <div data-testid="announcement" />,
    Banner: FakeBanner,
    Footer: lazy(async () => ({ default: () => <footer>ICP filing</footer> })),
    OnlineServiceDialog: lazy(async () => ({
      default: ({ open, appLayout }: { open: boolean; appLayout: boolean }) =>
        open ? <p>{appLayout ? 'app chat' : 'web chat'}</p> : null,
    })),
  });
});
afterEach(() => resetFrameParts());

describe('page frame', () => {
  it('full: strip, header with the visible menu, announcement, banner, page and footer', async () => {
    stubMatchMedia({ narrow: false });
    renderWithApp(
      <PageFrame menu={MENU} banner="folder" urlKey="visa-free" title="Visa-free">
        <p>page</p>
      </PageFrame>,
    );
    const strip = screen.getByRole('region', { name: 'Airport news' });
    expect(within(strip).getByText('T1 closed')).toBeTruthy();
    expect(within(strip).getByText('16~25°C')).toBeTruthy();
    expect(screen.getByTestId('banner').textContent).toBe('folder:visa-free:Visa-free');
    expect(screen.getByTestId('announcement')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('page');

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByText('Hidden')).toBeNull();
    fireEvent.click(within(nav).getByRole('button', { name: 'Flights' }));
    expect(within(nav).getByRole('link', { name: 'Departures' }).getAttribute('href')).toBe(
      '/flight/departures',
    );
    expect(within(nav).queryByText('App departures')).toBeNull();
    fireEvent.click(within(nav).getByRole('button', { name: 'Services' }));
    const buyNow = within(nav).getByRole('link', { name: /Immigration/ });
    expect(buyNow.getAttribute('href')).toBe('https://s.nia.gov.cn/');
    expect(buyNow.getAttribute('target')).toBe('_blank');
    expect(buyNow.getAttribute('rel')).toContain('noopener');

    expect(await screen.findByText('ICP filing')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Canton Fair/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Canton Fair/ }).getAttribute('href')).toBe(
      '/headline/detail?articleId=9806&showDate=0',
    );
  });

  it('reduced: no header, strip or footer; the page, its banner and the floating buttons stay', async () => {
    stubMatchMedia({ narrow: true });
    renderWithApp(
      <PageFrame variant="reduced" menu={MENU} banner="folder" urlKey="departures">
        <p>app page</p>
      </PageFrame>,
    );
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Airport news' })).toBeNull();
    expect(screen.queryByTestId('announcement')).toBeNull();
    expect(screen.getByTestId('banner')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Featured story' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Online customer service' }));
    expect(await screen.findByText('app chat')).toBeTruthy();
    await Promise.resolve();
    expect(screen.queryByText('ICP filing')).toBeNull();
  });

  it('bare (userLogin): no header, no top parts, no banner', () => {
    stubMatchMedia({ narrow: false });
    renderWithApp(
      <PageFrame variant="bare" menu={MENU} banner="folder" urlKey="login">
        <p>login</p>
      </PageFrame>,
    );
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Airport news' })).toBeNull();
    expect(screen.queryByTestId('banner')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('login');
  });

  it('narrow: a menu button opens the drawer, whose links close it', async () => {
    stubMatchMedia({ narrow: true });
    const { router } = renderWithApp(<PageFrame menu={MENU} banner="none" />);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Site menu' });
    expect((drawer as HTMLDialogElement).open).toBe(true);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Flights' }));
    fireEvent.click(within(drawer).getByRole('link', { name: 'Departures' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flight/departures'));
    await waitFor(() => expect((drawer as HTMLDialogElement).open).toBe(false));
    expect(within(drawer).queryByText('Hidden')).toBeNull();
  });
});
