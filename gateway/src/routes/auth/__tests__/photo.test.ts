import { readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { AUTH_MESSAGES } from '@voices/contracts';
import sharp from 'sharp';
import { describeEachEngine } from '../../../testing';
import { buildAuthApp, latestCode, post, type AuthTestApp } from './auth-helpers';

const EMAIL = 'ada@example.com';
const MiB = 1024 * 1024;

/** The registration tokens of verified addresses, by app and address. */
const tokens = new WeakMap<AuthTestApp, Map<string, string>>();

async function verified(t: AuthTestApp, email = EMAIL): Promise<void> {
  await post(t.app, '/api/request-otp', { email });
  const res = await post(t.app, '/api/verify-otp', { email, otp: latestCode(t.config, email) });
  expect(res.statusCode).toBe(200);
  if (!tokens.has(t)) tokens.set(t, new Map());
  tokens.get(t)!.set(email, res.json().registrationToken);
}

interface FilePart {
  field?: string;
  bytes: Buffer;
  name: string;
  type: string;
}

/** POST /api/complete as a browser's FormData would send it. */
async function completeWith(t: AuthTestApp, files: FilePart[], email = EMAIL) {
  const form = new FormData();
  form.append('email', email);
  form.append('name', 'Ada Reader');
  form.append('bio', '');
  form.append('acceptTerms', 'true');
  form.append('acceptPrivacy', 'true');
  form.append('registrationToken', tokens.get(t)?.get(email) ?? '');
  for (const file of files) {
    form.append(file.field ?? 'photo', new Blob([file.bytes], { type: file.type }), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/complete',
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const uploads = (t: AuthTestApp) =>
  readdirSync(path.join(t.config.dataDir, 'uploads')).filter((n) => n !== '.staging');

const png = (width = 8, height = 6) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

/** A valid PNG whose header declares another size (with a correct checksum). */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png());
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)) >>> 0, 29);
  return bytes;
}

describeEachEngine('registration photo', (engine) => {
  it('takes a picture by its bytes, whatever its name and declared type, and serves it safely', async () => {
    const t = await buildAuthApp(engine);
    await verified(t);
    const res = await completeWith(t, [
      { bytes: await png(), name: 'holiday.txt', type: 'text/plain' },
    ]);
    expect(res.statusCode).toBe(201);
    const { photo } = res.json().user;
    expect(photo).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(uploads(t)).toEqual([photo.slice('/uploads/'.length)]);

    const served = await t.app.inject({ method: 'GET', url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe('sandbox');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 8, 6]);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(me.json().user.photo).toBe(photo);
  });

  it('refuses HTML named .jpg and SVG, and keeps the registration open for another try', async () => {
    const t = await buildAuthApp(engine);
    await verified(t);
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="8" height="8"/></svg>',
    );
    for (const file of [
      { bytes: html, name: 'photo.jpg', type: 'image/jpeg' },
      { bytes: svg, name: 'photo.svg', type: 'image/svg+xml' },
      { bytes: svg, name: 'photo.png', type: 'image/png' },
    ]) {
      const res = await completeWith(t, [file]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.photoType });
    }
    expect(uploads(t)).toEqual([]);
    expect(await t.app.db.selectFrom('users').select('id').execute()).toHaveLength(0);

    // A truncated picture of a real type is refused as unreadable.
    const cut = (await png(64, 64)).subarray(0, 40);
    const broken = await completeWith(t, [{ bytes: cut, name: 'a.png', type: 'image/png' }]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(AUTH_MESSAGES.photoUnreadable);

    const ok = await completeWith(t, [
      { bytes: await png(), name: 'photo.png', type: 'image/png' },
    ]);
    expect(ok.statusCode).toBe(201);
  });

  it('takes exactly 10 MiB and refuses one byte more with 413', async () => {
    const t = await buildAuthApp(engine);
    await verified(t);
    const picture = await png();
    // Bytes after a PNG's end are ignored by decoders: the file is a valid picture of that size.
    const padded = (size: number) => Buffer.concat([picture, Buffer.alloc(size - picture.length)]);

    const over = await completeWith(t, [
      { bytes: padded(10 * MiB + 1), name: 'big.png', type: 'image/png' },
    ]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ success: false, message: AUTH_MESSAGES.photoTooLarge });
    expect(uploads(t)).toEqual([]);

    const exact = await completeWith(t, [
      { bytes: padded(10 * MiB), name: 'big.png', type: 'image/png' },
    ]);
    expect(exact.statusCode).toBe(201);
    // What is stored is the re-encoded picture, not the padding.
    expect(exact.json().user.photo).toMatch(/\.png$/);
  });

  it('refuses a small file declaring a huge picture before decoding it', async () => {
    const t = await buildAuthApp(engine);
    await verified(t);
    const bomb = await pngDeclaring(20000, 20000);
    expect(bomb.length).toBeLessThan(200);
    const started = Date.now();
    const res = await completeWith(t, [{ bytes: bomb, name: 'bomb.png', type: 'image/png' }]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(AUTH_MESSAGES.photoTooManyPixels);
    expect(uploads(t)).toEqual([]);
  });

  it('strips EXIF (and so any location) and applies the orientation', async () => {
    const t = await buildAuthApp(engine);
    await verified(t);
    const jpeg = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#aa3311' },
    })
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: {
          IFD0: { Copyright: 'Secret Photographer', Artist: 'Ada At Home' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '51/1 30/1 0/1',
            GPSLongitudeRef: 'W',
            GPSLongitude: '0/1 7/1 0/1',
          },
        },
      })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.exif).toBeDefined();
    expect(jpeg.toString('latin1')).toContain('Secret Photographer');

    const res = await completeWith(t, [{ bytes: jpeg, name: 'IMG_0001.JPG', type: 'image/jpeg' }]);
    expect(res.statusCode).toBe(201);
    const stored = await t.app.inject({ method: 'GET', url: res.json().user.photo });
    expect(stored.headers['content-type']).toBe('image/jpeg');
    const after = await sharp(stored.rawPayload).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([20, 40]);
    expect(stored.rawPayload.toString('latin1')).not.toContain('Secret Photographer');
  });

  it('scales a large photo down to 1024 pixels a side', async () => {
    const t = await buildAuthApp(engine);
    await verified(t);
    const res = await completeWith(t, [
      { bytes: await png(2000, 1500), name: 'big.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(201);
    const stored = await t.app.inject({ method: 'GET', url: res.json().user.photo });
    const metadata = await sharp(stored.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([1024, 768]);
  });

  it('never lets a client file name reach the disk', async () => {
    const t = await buildAuthApp(engine);
    await verified(t);
    const res = await completeWith(t, [
      { bytes: await png(), name: '../../../escaped.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(201);
    const names = uploads(t);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^[0-9a-f]{32}\.png$/);
    const dataDir = readdirSync(t.config.dataDir);
    expect(dataDir).not.toContain('escaped.png');
    expect(readdirSync(path.dirname(t.config.dataDir))).not.toContain('escaped.png');
  });

  it('takes one photo at most and ignores files in other fields', async () => {
    const t = await buildAuthApp(engine);
    await verified(t);
    const picture = await png();
    const two = await completeWith(t, [
      { bytes: picture, name: 'a.png', type: 'image/png' },
      { bytes: picture, name: 'b.png', type: 'image/png' },
    ]);
    expect(two.statusCode).toBe(413);
    expect(two.json().message).toBe(AUTH_MESSAGES.tooManyFiles);

    const other = await completeWith(t, [
      { field: 'attachment', bytes: picture, name: 'a.png', type: 'image/png' },
      { bytes: Buffer.alloc(0), name: '', type: 'application/octet-stream' },
    ]);
    expect(other.statusCode).toBe(201);
    expect(other.json().user.photo).toBe('');
    expect(uploads(t)).toEqual([]);
  });

  it('serves nothing but stored pictures under /uploads', async () => {
    const t = await buildAuthApp(engine);
    for (const url of [
      '/uploads/voices.db',
      '/uploads/..%2Fvoices.db',
      '/uploads/../voices.db',
      '/uploads/0123456789abcdef0123456789abcdef.png',
      '/uploads/0123456789abcdef0123456789abcdef.svg',
      '/uploads/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
  });
});
