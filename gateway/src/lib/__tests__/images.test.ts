import { readdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { makeTempDir } from '../../testing';
import {
  ImageRejectedError,
  processImage,
  removeStoredImages,
  sniffImageFormat,
  storedImageContentType,
} from '../images';

const solid = (width: number, height: number, color = '#228844') =>
  sharp({ create: { width, height, channels: 3, background: color } });

async function animatedGif(frames: number, width = 20, height = 10): Promise<Buffer> {
  const pages = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      solid(width, height, i % 2 ? '#ff0000' : '#0000ff')
        .png()
        .toBuffer(),
    ),
  );
  return sharp(pages, { join: { animated: true } })
    .gif()
    .toBuffer();
}

async function rejection(promise: Promise<unknown>): Promise<ImageRejectedError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImageRejectedError) return error;
    throw error;
  }
  throw new Error('the image was accepted');
}

describe('images', () => {
  it('tells the four formats by their first bytes and nothing else', async () => {
    expect(sniffImageFormat(await solid(2, 2).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await solid(2, 2).png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await solid(2, 2).gif().toBuffer())).toBe('gif');
    expect(sniffImageFormat(await solid(2, 2).webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(await solid(2, 2).tiff().toBuffer())).toBeNull();
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('<html><body>hi</body></html>'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });

  it('stores a fresh encoding under a random name, with variants', async () => {
    const dir = makeTempDir();
    const stored = await processImage(await solid(300, 200).webp().toBuffer(), dir, {
      maxWidth: 150,
      variants: [
        { name: 'thumb', width: 60 },
        { name: 'square', width: 40, height: 40, fit: 'cover' },
      ],
    });
    expect(stored.format).toBe('webp');
    expect(stored.fileName).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect([stored.width, stored.height]).toEqual([150, 100]);
    expect(stored.variants.thumb).toMatchObject({ width: 60, height: 40 });
    expect(stored.variants.square).toMatchObject({ width: 40, height: 40 });
    const base = stored.fileName.slice(0, 32);
    expect(readdirSync(dir).sort()).toEqual([
      `${base}-square.webp`,
      `${base}-thumb.webp`,
      `${base}.webp`,
    ]);
    expect(storedImageContentType(stored.variants.thumb!.fileName)).toBe('image/webp');

    await removeStoredImages(dir, [
      stored.fileName,
      stored.variants.thumb!.fileName,
      '../../etc/passwd',
    ]);
    expect(readdirSync(dir)).toEqual([`${base}-square.webp`]);
  });

  it('never enlarges a small picture', async () => {
    const stored = await processImage(await solid(30, 20).png().toBuffer(), makeTempDir(), {
      maxWidth: 1024,
      maxHeight: 1024,
    });
    expect([stored.width, stored.height]).toEqual([30, 20]);
  });

  it('keeps an animation within the budget, and only its first frame beyond it', async () => {
    const gif = await animatedGif(4);
    const dir = makeTempDir();
    const animated = await processImage(gif, dir);
    expect((await sharp(`${dir}/${animated.fileName}`).metadata()).pages).toBe(4);
    const flat = await processImage(gif, dir, { maxPixels: 20 * 10 * 3 });
    const meta = await sharp(`${dir}/${flat.fileName}`).metadata();
    expect(meta.pages ?? 1).toBe(1);
    expect([meta.width, meta.height]).toEqual([20, 10]);
  });

  it('reads from a stream, refusing more than maxBytes without reading it all', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const ok = await processImage(Readable.from([png]), makeTempDir(), { maxBytes: png.length });
    expect(ok.format).toBe('png');
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += 64 * 1024;
        this.push(Buffer.alloc(64 * 1024));
      },
    });
    const error = await rejection(processImage(endless, makeTempDir(), { maxBytes: 1024 * 1024 }));
    expect(error.problem).toBe('too-large');
    expect(error.statusCode).toBe(413);
    expect(produced).toBeLessThan(2 * 1024 * 1024);
  });

  it('refuses a header declaring too many pixels, and pictures that do not decode', async () => {
    const dir = makeTempDir();
    const big = await rejection(
      processImage(await solid(100, 100).png().toBuffer(), dir, { maxPixels: 9999 }),
    );
    expect(big.problem).toBe('too-many-pixels');
    const png = await solid(100, 100).png().toBuffer();
    const broken = await rejection(processImage(png.subarray(0, 60), dir));
    expect(broken.problem).toBe('unreadable');
    const custom = await rejection(
      processImage(Buffer.from('GIF89a-but-not'), dir, { messages: { unreadable: 'Nope.' } }),
    );
    expect(custom.message).toBe('Nope.');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('gives content types only to names it makes', () => {
    expect(storedImageContentType('0123456789abcdef0123456789abcdef.jpg')).toBe('image/jpeg');
    expect(storedImageContentType('0123456789abcdef0123456789abcdef-thumb.gif')).toBe('image/gif');
    for (const name of [
      'x.jpg',
      '0123456789abcdef0123456789abcdef.svg',
      '../0123456789abcdef0123456789abcdef.png',
      '0123456789ABCDEF0123456789abcdef.png',
    ]) {
      expect(storedImageContentType(name)).toBeNull();
    }
  });
});
