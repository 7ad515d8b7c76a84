import {
  FRONT_PAGE_LEAD_CANDIDATES,
  frontPageLeadIndex,
  hasPicture,
  isVideoPath,
  largePicturePath,
  mediaUrl,
} from '../constants';

const feed = (image_url: string | null, media: string[] = image_url ? [image_url] : []) => ({
  type: 'feed',
  image_url,
  media,
});
const story = (media: string[], image_url: string | null = null) => ({
  type: 'story',
  image_url,
  media,
});

describe('which picture an item shows', () => {
  it('resolves paths as spec 000 §3 says, on an origin or on the page’s own', () => {
    expect(mediaUrl('https://img.example.com/a.jpg', 'https://api.example.org')).toBe(
      'https://img.example.com/a.jpg',
    );
    expect(mediaUrl('/uploads/a.png', '')).toBe('/uploads/a.png');
    expect(mediaUrl('uploads/a.png', 'https://api.example.org')).toBe(
      'https://api.example.org/uploads/a.png',
    );
    expect(mediaUrl(' new photo.png ', '')).toBe('/uploads/new%20photo.png');
    expect(mediaUrl('data:image/png;base64,AAAA', '')).toBe('data:image/png;base64,AAAA');
    expect(mediaUrl('  ', '')).toBeNull();
    expect(mediaUrl(null, '')).toBeNull();
  });

  it('tells videos from pictures', () => {
    expect(isVideoPath('clip.mp4')).toBe(true);
    expect(isVideoPath('clip.MP4?x=1')).toBe(true);
    expect(isVideoPath('mp4.png')).toBe(false);
  });

  it('shows a story’s first picture large, a source item’s own image first', () => {
    expect(largePicturePath(story(['clip.mp4', ' ', 'a.png', 'b.png'], 'a-thumb.png'))).toBe(
      'a.png',
    );
    expect(largePicturePath(story(['clip.mp4'], 'poster.png'))).toBe('poster.png');
    expect(largePicturePath(feed('https://img.example.com/a.jpg', ['b.png']))).toBe(
      'https://img.example.com/a.jpg',
    );
    expect(largePicturePath(feed('movie.mp4', ['b.png']))).toBe('b.png');
    expect(largePicturePath(feed(null))).toBeNull();
    expect(hasPicture(story(['clip.mp4']))).toBe(false);
    expect(hasPicture(story(['clip.mp4'], 'poster.png'))).toBe(true);
  });

  it('leads the front page with the first of its first items that has a picture', () => {
    const none = feed(null);
    expect(frontPageLeadIndex([none, story(['clip.mp4']), feed('a.jpg'), feed('b.jpg')])).toBe(2);
    expect(frontPageLeadIndex([none, none])).toBe(0);
    expect(frontPageLeadIndex([])).toBe(0);
    const late = [...Array.from({ length: FRONT_PAGE_LEAD_CANDIDATES }, () => none), feed('a.jpg')];
    expect(frontPageLeadIndex(late)).toBe(0);
  });
});
