import { describe, expect, it } from 'vitest';
import { cssomStyle } from './cssom-style';

describe('cssomStyle', () => {
  it('sets declarations through the CSSOM (no style attribute in the server HTML)', () => {
    const element = document.createElement('span');
    cssomStyle({ 'min-height': '12rem', '--seat-zoom': 2 })(element);
    expect(element.style.getPropertyValue('min-height')).toBe('12rem');
    expect(element.style.getPropertyValue('--seat-zoom')).toBe('2');
    cssomStyle({ 'min-height': undefined })(element);
    expect(element.style.getPropertyValue('min-height')).toBe('');
    expect(() => cssomStyle({ height: '1px' })(null)).not.toThrow();
  });
});
