import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp } from '../../testing';

describe('mailer without SMTP_URL', () => {
  it('writes each message to the outbox as .eml and logs it, with what the caller adds', async () => {
    const app = await buildTestApp({ config: { mailFrom: 'Voices <hello@voices.example>' } });
    await app.ready();
    expect(app.mailer.via).toBe('outbox');
    const info = jest.spyOn(app.log, 'info');

    await app.mailer.send({
      to: 'ada@example.com',
      subject: 'Hello',
      text: 'Plain words',
      html: '<p>Rich words</p>',
      outboxLog: { code: '0427' },
    });
    await app.mailer.send({
      to: 'eve@example.com',
      subject: 'Second',
      text: 'b',
      html: '<p>b</p>',
    });

    const dir = path.join(app.config.dataDir, 'outbox');
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const first = readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(first).toMatch(/^From: Voices <hello@voices\.example>$/m);
    expect(first).toMatch(/^To: ada@example\.com$/m);
    expect(first).toContain('Plain words');
    expect(first).toContain('<p>Rich words</p>');
    expect(readFileSync(path.join(dir, files[1]!), 'utf8')).toMatch(/^To: eve@example\.com$/m);

    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({
        to: 'ada@example.com',
        code: '0427',
        file: path.join(dir, files[0]!),
      }),
      expect.stringContaining('outbox'),
    );
  });
});
