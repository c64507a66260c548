import { youtubeVideoId } from './youtube-id';

describe('spec 001 §9: a video link is a YouTube video when its id is 11 characters', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://vimeo.com/123456789', null],
    ['', null],
  ])('%s → %p', (link, expected) => {
    expect(youtubeVideoId(link)).toBe(expected);
  });
});
