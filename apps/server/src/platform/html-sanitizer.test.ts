import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './html-sanitizer';

describe('sanitizeHtml', () => {
  it('keeps structure, links and images', () => {
    const html =
      '<h2>Liquids</h2><p>Up to <strong>100 ml</strong>, see <a href="https://www.caac.gov.cn/">CAAC</a>.</p><img src="https://x.test/a.png" alt="bag">';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Liquids</h2><p>Up to <strong>100 ml</strong>, see <a href="https://www.caac.gov.cn/">CAAC</a>.</p><img src="https://x.test/a.png" alt="bag" loading="lazy" />',
    );
  });

  it('removes scripts, handlers, styles and javascript: URLs', () => {
    const out = sanitizeHtml(
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="https://evil.test"></iframe><style>p{}</style>',
    );
    expect(out).toBe('<p>Hi</p><a>x</a>');
  });

  it('adds rel=noopener to links opening a new window', () => {
    expect(sanitizeHtml('<a href="https://www.nia.gov.cn/" target="_blank">NIA</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});
