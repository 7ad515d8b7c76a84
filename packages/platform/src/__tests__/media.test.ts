import { configurePlatform } from '../config';
import { articleHref, cardImage, isVideo, mediaImages } from '../media';

beforeEach(() => configurePlatform({ origin: 'https://voices.example' }));
afterEach(() => configurePlatform({ origin: '' }));

const story = (
  media: string[],
  extra: { thumbnails?: string[]; image_url?: string | null } = {},
) => ({
  media,
  image_url: null,
  ...extra,
});

describe('media', () => {
  it('knows a video by its extension, query or fragment aside', () => {
    expect(isVideo('clip.MP4')).toBe(true);
    expect(isVideo('/uploads/clip.mp4?v=2')).toBe(true);
    expect(isVideo('photo.jpg')).toBe(false);
  });

  it('pairs each picture with its thumbnail, leaves videos out and keeps ten', () => {
    const files = Array.from({ length: 12 }, (_, i) => `p${i}.jpg`);
    const images = mediaImages(story(['clip.mp4', ...files], { thumbnails: ['', 'p0-thumb.jpg'] }));
    expect(images).toHaveLength(10);
    expect(images[0]).toEqual({
      src: 'https://voices.example/uploads/p0.jpg',
      thumb: 'https://voices.example/uploads/p0-thumb.jpg',
    });
    expect(images[1]!.thumb).toBe(images[1]!.src);
  });

  it('falls back to the item’s own image, and a card prefers it', () => {
    const item = story([], { image_url: 'https://cdn.example/a.jpg' });
    expect(mediaImages(item)).toEqual([
      { src: 'https://cdn.example/a.jpg', thumb: 'https://cdn.example/a.jpg' },
    ]);
    expect(cardImage(story(['b.jpg'], { image_url: '/uploads/b-thumb.jpg' }))).toBe(
      'https://voices.example/uploads/b-thumb.jpg',
    );
    expect(cardImage(story(['clip.mp4']))).toBeNull();
  });

  it('links stories to their page and source items to /news', () => {
    expect(articleHref({ id: 'a b', type: 'story' })).toBe('/contribute/news/a%20b?id=a%20b');
    expect(articleHref({ id: 'x', type: 'feed' })).toBe('/news/x');
  });
});
