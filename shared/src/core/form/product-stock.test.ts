import { claimedProducts, combineFieldErrors, productLeft, productShortageError, publicClaims } from './product-stock';
import { section, testForm } from './test-form';

const form = testForm({
  sections: [
    section('shop', [
      {
        id: 'gear',
        type: 'Products',
        products: [
          { value: 'cap', text: 'Cap', price: 500, limit: 1 },
          { value: 'goggles', text: 'Goggles', price: 900, limit: 4 },
          { value: 'shirt', text: 'Shirt', price: 1500 },
        ],
      },
    ]),
  ],
});

describe('spec 001 §9: a product limit is counted against the claimed quantity held in field properties', () => {
  test('claimed quantities are summed by product over every field, ignoring what is not a count', () => {
    expect(claimedProducts({ gear: { claimed: { cap: 1, goggles: 2 } }, extra: { claimed: { goggles: 2, shirt: 'x' } }, other: { note: 1 } })).toEqual({ cap: 1, goggles: 4 });
    expect(claimedProducts(null)).toEqual({});
    expect(claimedProducts('text')).toEqual({});
  });

  test.each([
    [{ value: 'cap', limit: 3 }, { cap: 1 }, 2],
    [{ value: 'cap', limit: 3 }, { cap: 5 }, 0],
    [{ value: 'cap', limit: 3 }, undefined, 3],
    [{ value: 'cap', limit: null }, { cap: 5 }, null],
    [{ value: 'cap' }, {}, null],
  ])('what is left of %p with %p claimed is %p', (product, claimed, left) => {
    expect(productLeft(product, claimed)).toBe(left);
  });

  test('a shortage says how many are left, or none', () => {
    expect(productShortageError('cap', 2)).toEqual({ key: 'validation.productLeft', params: { product: 'cap', left: 2 } });
    expect(productShortageError('cap', 0)).toEqual({ key: 'validation.productNoneLeft', params: { product: 'cap', left: 0 } });
  });

  test('a field with several problems keeps every one', () => {
    expect(combineFieldErrors([])).toBeNull();
    expect(combineFieldErrors([{ key: 'validation.required' }])).toEqual({ key: 'validation.required' });
    expect(combineFieldErrors([productShortageError('cap', 0), productShortageError('goggles', 1)])).toEqual({
      ...productShortageError('cap', 0),
      more: [productShortageError('goggles', 1)],
    });
  });
});

describe('issue 18 §4: the public details carry what is left, nothing private', () => {
  test('only claims of products with a limit are public, and only as claimed counts', () => {
    const stored = { gear: { claimed: { cap: 1, goggles: 3, shirt: 40 }, secret: 'staff' }, gone: { claimed: { shirt: 2 } } };
    expect(publicClaims(form, stored)).toEqual({ gear: { claimed: { cap: 1, goggles: 3 } } });
  });

  test('no stored properties give no claims', () => {
    expect(publicClaims(form, null)).toEqual({});
  });
});
