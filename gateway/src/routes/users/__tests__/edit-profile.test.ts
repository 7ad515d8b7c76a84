import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { AUTH_MESSAGES, USER_BIO_MAX_LENGTH, USER_MESSAGES } from '@voices/contracts';
import sharp from 'sharp';
import { describeEachEngine } from '../../../testing';
import type { AuthTestApp } from '../../auth/__tests__/auth-helpers';
import { buildAuthApp, call, createUser, type TestUser } from './social-helpers';

interface Photo {
  bytes: Buffer;
  name?: string;
  type?: string;
}

/** PUT /api/users/{id} as a browser's FormData sends it. */
async function putForm(
  t: AuthTestApp,
  user: TestUser | null,
  id: string,
  fields: Record<string, string>,
  photo?: Photo,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo) {
    form.append(
      'photo',
      new Blob([photo.bytes], { type: photo.type ?? 'image/png' }),
      photo.name ?? 'me.png',
    );
  }
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  return t.app.inject({
    method: 'PUT',
    url: `/api/users/${id}`,
    headers: {
      'content-type': request.headers.get('content-type')!,
      ...(user ? { authorization: `Bearer ${user.token}` } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const png = (width = 40, height = 30, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const uploads = (t: AuthTestApp) =>
  readdirSync(path.join(t.config.dataDir, 'uploads'))
    .filter((n) => n !== '.staging')
    .sort();

async function userRow(t: AuthTestApp, id: string) {
  return t.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describeEachEngine('PUT /api/users/{id}', (engine) => {
  it('changes only the fields sent and answers the user with the e-mail', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao', { email: 'asha@example.com' });
    await t.app.db.updateTable('users').set({ bio: 'Old bio' }).where('id', '=', asha.id).execute();
    t.clock.advance(60_000);

    let res = await putForm(t, asha, asha.id, { name: '  Asha   R. Rao ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: USER_MESSAGES.profileUpdated,
      user: { id: asha.id, name: 'Asha R. Rao', email: 'asha@example.com', bio: 'Old bio' },
    });
    let row = await userRow(t, asha.id);
    expect(row).toMatchObject({ name: 'Asha R. Rao', bio: 'Old bio', email: 'asha@example.com' });
    expect(row.updated_at).toBe(t.clock().toISOString());

    res = await putForm(t, asha, asha.id, { bio: '  Writes about rivers.\r\nAnd rain. ' });
    expect(res.json().user).toMatchObject({
      name: 'Asha R. Rao',
      bio: 'Writes about rivers.\nAnd rain.',
    });

    // JSON works too; an empty bio clears it at once, while a new address (in lower case)
    // waits for its code.
    res = await call(t.app, 'PUT', `/api/users/${asha.id}`, asha, {
      email: '  Asha.Rao@Example.COM ',
      bio: '',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      pendingEmail: 'asha.rao@example.com',
      user: { bio: '', email: 'asha@example.com' },
    });
    row = await userRow(t, asha.id);
    expect(row).toMatchObject({ name: 'Asha R. Rao', bio: '', email: 'asha@example.com' });

    // Keeping one's own address is no conflict; nothing sent changes nothing.
    res = await putForm(t, asha, asha.id, { email: 'ASHA@example.com' });
    expect(res.statusCode).toBe(200);
    res = await putForm(t, asha, asha.id, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Asha R. Rao', email: 'asha@example.com' });
  });

  it("refuses anyone else's profile, and anonymous callers", async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const ben = await createUser(t, 'Ben Okafor');

    let res = await putForm(t, ben, asha.id, { name: 'Hijacked' });
    expect([res.statusCode, res.json()]).toEqual([
      403,
      { success: false, message: USER_MESSAGES.updateOwnOnly },
    ]);
    res = await putForm(t, ben, asha.id, { name: 'Hijacked' }, { bytes: await png() });
    expect(res.statusCode).toBe(403);
    res = await putForm(t, null, asha.id, { name: 'Hijacked' });
    expect([res.statusCode, res.json()]).toEqual([
      401,
      { success: false, message: AUTH_MESSAGES.loginRequired },
    ]);
    res = await putForm(t, ben, 'me', { name: 'Hijacked' });
    expect([res.statusCode, res.json().message]).toEqual([400, USER_MESSAGES.invalidId]);

    expect((await userRow(t, asha.id)).name).toBe('Asha Rao');
    expect(uploads(t)).toEqual([]);
  });

  it('checks the name, the e-mail and the bio', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao', { email: 'asha@example.com' });
    await createUser(t, 'Ben Okafor', { email: 'ben@example.com' });

    const cases: [Record<string, string>, number, string][] = [
      [{ name: '' }, 400, USER_MESSAGES.nameRequired],
      [{ name: '   ' }, 400, USER_MESSAGES.nameRequired],
      [{ name: 'Al' }, 400, USER_MESSAGES.nameTooShort],
      [{ name: ' Al ' }, 400, USER_MESSAGES.nameTooShort],
      [{ name: 'x'.repeat(101) }, 400, USER_MESSAGES.nameTooLong],
      [{ email: '' }, 400, USER_MESSAGES.emailRequired],
      [{ email: 'not-an-address' }, 400, USER_MESSAGES.emailInvalid],
      [{ email: 'a@b@example.com' }, 400, USER_MESSAGES.emailInvalid],
      [{ email: 'BEN@example.com' }, 409, USER_MESSAGES.emailTaken],
      [{ bio: 'x'.repeat(USER_BIO_MAX_LENGTH + 1) }, 400, USER_MESSAGES.bioTooLong],
      // One bad field stops the whole edit.
      [{ name: 'Fine Name', email: 'ben@example.com' }, 409, USER_MESSAGES.emailTaken],
    ];
    for (const [fields, status, message] of cases) {
      const res = await putForm(t, asha, asha.id, fields);
      expect([fields, res.statusCode, res.json()]).toEqual([
        fields,
        status,
        { success: false, message },
      ]);
    }
    expect(await userRow(t, asha.id)).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      bio: '',
    });

    // The limits themselves are allowed.
    const res = await putForm(t, asha, asha.id, {
      name: 'Ali',
      bio: 'é'.repeat(USER_BIO_MAX_LENGTH),
    });
    expect(res.statusCode).toBe(200);
    const long = await putForm(t, asha, asha.id, { name: 'x'.repeat(100) });
    expect(long.statusCode).toBe(200);
  });

  it('stores a new photo through the upload pipeline and deletes the old file', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');

    let res = await putForm(t, asha, asha.id, {}, { bytes: await png(40, 30), name: 'x.txt' });
    expect(res.statusCode).toBe(200);
    const first: string = res.json().user.photo;
    expect(first).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(uploads(t)).toEqual([first.slice('/uploads/'.length)]);
    const served = await t.app.inject({ method: 'GET', url: first });
    expect(served.statusCode).toBe(200);
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 40, 30]);

    res = await putForm(t, asha, asha.id, { name: 'Asha Rao' }, { bytes: await png(2000, 1000) });
    expect(res.statusCode).toBe(200);
    const second: string = res.json().user.photo;
    expect(second).not.toBe(first);
    // The old file is gone; the new one is scaled to the profile size.
    expect(uploads(t)).toEqual([second.slice('/uploads/'.length)]);
    expect(existsSync(path.join(t.config.dataDir, first))).toBe(false);
    const resized = await sharp(path.join(t.config.dataDir, second)).metadata();
    expect([resized.width, resized.height]).toEqual([1024, 512]);

    // Not a picture: refused, nothing stored, the photo kept.
    res = await putForm(
      t,
      asha,
      asha.id,
      {},
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/png' },
    );
    expect([res.statusCode, res.json().message]).toEqual([415, AUTH_MESSAGES.photoType]);
    // A refused edit keeps the photo: a taken e-mail after a valid photo stores nothing either.
    await createUser(t, 'Ben Okafor', { email: 'ben@example.com' });
    res = await putForm(t, asha, asha.id, { email: 'ben@example.com' }, { bytes: await png() });
    expect(res.statusCode).toBe(409);
    expect(uploads(t)).toEqual([second.slice('/uploads/'.length)]);
    expect((await userRow(t, asha.id)).photo).toBe(second.slice('/uploads/'.length));

    // An empty file part (a form with no file chosen) leaves the photo as it is.
    res = await putForm(t, asha, asha.id, { bio: 'Hi' }, { bytes: Buffer.alloc(0) });
    expect(res.json().user).toMatchObject({ photo: second, bio: 'Hi' });
  });
});
