import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, imageFileProblem, isAcceptedImageType } from './image-file';

describe('image uploads (spec 000 §9: png or jpeg, at most 2 MB)', () => {
  it.each([
    ['image/png', 10, null],
    ['image/jpeg', IMAGE_MAX_BYTES, null],
    ['image/gif', 10, 'type'],
    ['application/pdf', 10, 'type'],
    ['', 10, 'type'],
    ['image/png', IMAGE_MAX_BYTES + 1, 'size'],
  ])('a %s file of %i bytes gives %s', (type, size, problem) => {
    expect(imageFileProblem({ type, size })).toBe(problem);
  });

  it('accepts exactly png and jpeg, which the file input also offers', () => {
    expect(['image/png', 'image/jpeg', 'image/gif', 'image/webp'].filter(isAcceptedImageType)).toEqual(['image/png', 'image/jpeg']);
    expect(IMAGE_ACCEPT).toBe('image/png,image/jpeg');
  });
});
