import { LOGO_MAX_BYTES, logoFileProblem } from './logo-file-problem';

describe('logoFileProblem (spec 000 §5, §9: png or jpeg logos)', () => {
  it.each([
    ['image/png', 10, null],
    ['image/jpeg', LOGO_MAX_BYTES, null],
    ['image/gif', 10, 'logoType'],
    ['application/pdf', 10, 'logoType'],
    ['', 10, 'logoType'],
    ['image/png', LOGO_MAX_BYTES + 1, 'logoSize'],
  ])('a %s file of %i bytes gives %s', (type, size, problem) => {
    expect(logoFileProblem({ type, size })).toBe(problem);
  });
});
