import { describe, expect, it } from 'vitest';
import { AIRLINES, CARGO_NAMES } from '../../reference/airlines';
import { pictureSvg } from './catalogue';

describe('airline logos', () => {
  const codes = [...AIRLINES.map((a) => a.code), ...Object.keys(CARGO_NAMES)];

  it('draws one for every airline of the reference data, with its code on it', async () => {
    expect(codes.length).toBeGreaterThan(30);
    for (const code of codes) {
      const svg = await pictureSvg(`airlines/${code}.svg`);
      expect(svg, code).toMatch(/^<svg/);
      expect(svg, code).toContain(`>${code}</text>`);
      expect(svg, code).toContain(`aria-label="${code}"`);
    }
  });

  it('draws none for what is not an airline code', async () => {
    expect(await pictureSvg('airlines/CZA.svg')).toBeUndefined();
    expect(await pictureSvg('airlines/cz.svg')).toBeUndefined();
  });
});
