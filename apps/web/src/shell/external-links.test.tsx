import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { NavMenu } from '@can/contracts/cms';
import { renderWithApp } from '../test/render';
import { NavEntryLink } from './nav-entry-link';
import { SafeHtml } from './safe-html';
import { StripLinks } from './strip-links';

/*
 * Spec sections 2 and 7: external pages (the government page of buyNow, currency exchange,
 * recruitment, map service, stock exchange) open in a new window with rel="noopener", and say
 * so to screen-reader users; internal pages stay in the window through the router.
 */
const entry = (over: Partial<NavMenu>): NavMenu => ({
  id: 1,
  path: '/footer/faq',
  urlkey: 'faq',
  name: 'FAQ',
  query: '',
  component: 'faq/index',
  hidden: false,
  sort: 1,
  childrenNavMenus: [],
  ...over,
});

function expectNewWindow(link: HTMLElement, href: string | RegExp) {
  expect(link.getAttribute('href')).toMatch(href);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')?.split(' ')).toEqual(
    expect.arrayContaining(['noopener', 'noreferrer']),
  );
  expect(link.textContent).toMatch(/opens in a new (window|tab)/);
}

describe('external links of the frame', () => {
  it('menu entries: buyNow and absolute addresses open a new window, others the router', () => {
    renderWithApp(
      <>
        <NavEntryLink
          entry={entry({ urlkey: 'buyNow', path: 'https://s.nia.gov.cn/', name: 'Immigration' })}
        />
        <NavEntryLink
          entry={entry({ urlkey: 'careers', path: 'https://zhaopin.example/gbiac', name: 'Jobs' })}
        />
        <NavEntryLink entry={entry({})} />
      </>,
    );
    expectNewWindow(screen.getByRole('link', { name: /^Immigration/ }), 'https://s.nia.gov.cn/');
    expectNewWindow(screen.getByRole('link', { name: /^Jobs/ }), /^https:\/\/zhaopin/);
    const faq = screen.getByRole('link', { name: 'FAQ' });
    expect(faq.getAttribute('href')).toBe('/footer/faq');
    expect(faq.getAttribute('target')).toBeNull();
  });

  it('the currency exchange reference of the top strip opens a new window', () => {
    renderWithApp(<StripLinks />);
    expectNewWindow(screen.getByRole('link', { name: /exchange/i }), /^https:\/\/www\.boc\.cn\//);
  });

  it('CMS markup: stock exchange and map pages open a new window; phone links do not', () => {
    renderWithApp(
      <SafeHtml
        html={
          '<p><a href="https://www.sse.com.cn/home/search/?webswd=600004">SSE 600004</a> ' +
          '<a href="https://map.example/can">Map</a> <a href="tel:+862036066999">Call</a> ' +
          '<a href="/footer/faq">FAQ</a></p>'
        }
      />,
    );
    expectNewWindow(screen.getByRole('link', { name: /^SSE 600004/ }), /sse\.com\.cn/);
    expectNewWindow(screen.getByRole('link', { name: /^Map/ }), 'https://map.example/can');
    const call = screen.getByRole('link', { name: 'Call' });
    expect(call.getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('target')).toBeNull();
  });
});
