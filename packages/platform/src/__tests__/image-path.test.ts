import { configurePlatform } from '../config';
import { DEFAULT_AVATAR, resolveImagePath, resolveMediaPath } from '../image-path';

afterEach(() => configurePlatform({ origin: '' }));

describe('resolveImagePath', () => {
  it.each([undefined, null, '', '   '])('gives the default avatar for %p', (path) => {
    expect(resolveImagePath(path)).toBe(DEFAULT_AVATAR);
  });

  it('the default avatar is an inline SVG', () => {
    expect(DEFAULT_AVATAR).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(DEFAULT_AVATAR)).toContain('<svg');
  });

  it('keeps http and https URLs', () => {
    expect(resolveImagePath('http://cdn.test/a.png')).toBe('http://cdn.test/a.png');
    expect(resolveImagePath('HTTPS://cdn.test/a.png')).toBe('HTTPS://cdn.test/a.png');
  });

  it('keeps inline images', () => {
    expect(resolveImagePath('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(resolveImagePath('blob:http://x/1')).toBe('blob:http://x/1');
  });

  it('prefixes rooted paths with the server origin', () => {
    expect(resolveImagePath('/uploads/a b.png')).toBe('/uploads/a b.png');
    configurePlatform({ origin: 'https://voices.test/' });
    expect(resolveImagePath('/uploads/photo.jpg')).toBe('https://voices.test/uploads/photo.jpg');
    expect(resolveImagePath('/img/logo.png')).toBe('https://voices.test/img/logo.png');
  });

  it('puts bare names in the uploads folder, encoded', () => {
    expect(resolveImagePath('photo.jpg')).toBe('/uploads/photo.jpg');
    configurePlatform({ origin: 'https://voices.test' });
    expect(resolveImagePath('my photo#1.jpg')).toBe(
      'https://voices.test/uploads/my%20photo%231.jpg',
    );
    expect(resolveImagePath('uploads/x.png')).toBe('https://voices.test/uploads/x.png');
  });
});

describe('resolveMediaPath', () => {
  it('gives null for nothing and follows the same rules otherwise', () => {
    expect(resolveMediaPath('')).toBeNull();
    expect(resolveMediaPath('clip.mp4')).toBe('/uploads/clip.mp4');
  });
});
