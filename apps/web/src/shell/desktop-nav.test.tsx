import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { NavMenu } from '@can/contracts/cms';
import { renderWithApp } from '../test/render';
import DesktopNav from './desktop-nav';
import { isCurrentEntry, isExternalEntry, visibleEntries } from './nav-menu';

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

const guide = entry(200, 'Travel guide', '/guide', {
  childrenNavMenus: [
    entry(201, 'Departing', '/guide/departure'),
    entry(202, 'Customs', '/guide/customs'),
  ],
});

describe('horizontal menu (disclosure pattern)', () => {
  it('opens a section by click and keyboard, closes on Escape with focus back on its button', () => {
    renderWithApp(<DesktopNav entries={[guide, entry(600, 'FAQ', '/footer/faq')]} />, {
      path: '/guide/customs',
    });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const button = within(nav).getByRole('button', { name: 'Travel guide' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.hasAttribute('data-current')).toBe(true);
    expect(within(nav).queryByRole('link', { name: 'Departing' })).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const customs = within(nav).getByRole('link', { name: 'Customs' });
    expect(customs.getAttribute('aria-current')).toBe('page');
    customs.focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    // A section without children is a plain link.
    expect(within(nav).getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/footer/faq');
  });

  it('closes when focus leaves the section and when a link is followed', () => {
    renderWithApp(<DesktopNav entries={[guide, entry(600, 'FAQ', '/footer/faq')]} />);
    const button = screen.getByRole('button', { name: 'Travel guide' });
    fireEvent.click(button);
    fireEvent.blur(button, { relatedTarget: screen.getByRole('link', { name: 'FAQ' }) });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Departing' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('menu helpers', () => {
  it('keeps visible entries at every level and recognises buyNow', () => {
    const tree = visibleEntries([
      entry(1, 'A', '/a', {
        childrenNavMenus: [entry(2, 'B', '/a/b', { hidden: true }), entry(3, 'C', '/a/c')],
      }),
      entry(4, 'D', '/d', { hidden: true }),
    ]);
    expect(tree.map((e) => [e.name, e.childrenNavMenus.map((c) => c.name)])).toEqual([
      ['A', ['C']],
    ]);
    expect(isExternalEntry(entry(5, 'Gov', 'https://s.nia.gov.cn/', { urlkey: 'buyNow' }))).toBe(
      true,
    );
    expect(isExternalEntry(entry(6, 'Gov', '/x', { urlkey: 'buyNow' }))).toBe(true);
    expect(isExternalEntry(entry(7, 'Local', '/x'))).toBe(false);
    expect(isCurrentEntry(tree[0]!, '/a/c')).toBe(true);
    expect(isCurrentEntry(tree[0]!, '/a/b')).toBe(false);
  });

  it('counts the steps of online check-in as its section (issue 17, item 16)', () => {
    const services = entry(1, 'Services', '/passenger-service', {
      childrenNavMenus: [entry(2, 'Online check-in', '/service/checkIn')],
    });
    const flights = entry(3, 'Flights', '/flight', {
      childrenNavMenus: [entry(4, 'Departures', '/flight/departures')],
    });
    for (const step of ['/service/checkIn', '/service/checkIn_list', '/service/checkIn_board']) {
      expect(isCurrentEntry(services, step), step).toBe(true);
      expect(isCurrentEntry(flights, step), step).toBe(false);
    }
    expect(isCurrentEntry(services, '/service/checkInfo')).toBe(false);
  });
});
