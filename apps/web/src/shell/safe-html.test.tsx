import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../test/render';
import { SafeHtml, linkTarget } from './safe-html';

describe('safe html', () => {
  it('keeps allowed markup and drops scripts, handlers, styles and frames', () => {
    const { container } = renderWithApp(
      <SafeHtml
        html={
          '<p onclick="alert(1)" style="color:red"><strong>T1</strong> closed<script>alert(2)</script></p>' +
          '<iframe src="https://evil.example"></iframe><img src=x onerror="alert(3)"><h1>Big</h1>' +
          '<custom-tag>kept text</custom-tag>'
        }
      />,
    );
    const html = container.innerHTML;
    expect(html).toContain('<p><strong>T1</strong> closed</p>');
    expect(html).not.toMatch(/script|onclick|onerror|style=|iframe|<img|alert/);
    expect(container.querySelector('h3')?.textContent).toBe('Big');
    expect(screen.getByText('kept text').tagName).toBe('SPAN');
  });

  it('sends internal links through the router and external ones to a new window', () => {
    renderWithApp(
      <SafeHtml
        html={
          '<a href="/flight/departures">Flights</a> <a href="https://www.gbiac.net/">Site</a> ' +
          '<a href="javascript:alert(1)">Bad</a> <a href="#">Hash</a>'
        }
      />,
    );
    expect(screen.getByRole('link', { name: 'Flights' }).getAttribute('href')).toBe(
      '/flight/departures',
    );
    const site = screen.getByRole('link', { name: /^Site/ });
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Hash' })).toBeNull();
  });

  it('tells link kinds apart', () => {
    expect(linkTarget('/a?b=1')).toEqual({ kind: 'internal', to: '/a?b=1' });
    expect(linkTarget('https://x.example/')).toEqual({
      kind: 'external',
      href: 'https://x.example/',
    });
    expect(linkTarget('//evil.example')).toBeUndefined();
    expect(linkTarget('')).toBeUndefined();
    expect(linkTarget('#')).toBeUndefined();
    expect(linkTarget(' javascript:alert(1)')).toBeUndefined();
  });
});
