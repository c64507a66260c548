import { ORGANIZATION_NAME_MAX, PAGE_SIZE, PAGINATION_RADIUS, PASSWORD_MIN_LENGTH, TOAST_DURATION_MS } from './constants';

describe('business constants', () => {
  it('spec 000 §9: forms list pages hold 5 forms, submissions 8 and templates 12', () => {
    expect(PAGE_SIZE).toEqual({ forms: 5, submissions: 8, templates: 12 });
  });

  it('spec 000 §9: success toasts stay 3 s, errors 5 s and info 3 s', () => {
    expect(TOAST_DURATION_MS).toEqual({ success: 3000, error: 5000, info: 3000 });
  });

  it('spec 000 §9: the pagination window shows two pages either side', () => {
    expect(PAGINATION_RADIUS).toBe(2);
  });

  it('spec 000 §9: passwords need 4 characters and organization names allow 100', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(4);
    expect(ORGANIZATION_NAME_MAX).toBe(100);
  });
});
