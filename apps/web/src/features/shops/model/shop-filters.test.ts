import { describe, expect, it } from 'vitest';
import { CATEGORIES, KIND_CATEGORIES, detailHref } from './shop-filters';

describe('shop routes and categories', () => {
  it('sends each kind of entry to its detail route of spec section 2', () => {
    expect(detailHref({ id: 3, kind: 'mall' })).toBe('/shop/mall/detail/3');
    expect(detailHref({ id: 4, kind: 'common' })).toBe('/shop/common/detail/4');
    expect(detailHref({ id: 5, kind: 'amenity' })).toBe('/amenities/service/details/5');
  });

  it('puts every category in exactly one kind', () => {
    const all = Object.values(KIND_CATEGORIES).flat();
    expect([...all].sort()).toEqual([...CATEGORIES].sort());
  });
});
