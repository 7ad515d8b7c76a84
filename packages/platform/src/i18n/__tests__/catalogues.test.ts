// Every message catalogue of the product (each app's src/locales, the shared packages' and the
// gateway's) is checked against its English: the same keys, no stale ones, valid ICU, and the
// same placeholders and tags, so no translation can drop a name or a link.
import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { STORY_LANGUAGES } from '@voices/contracts/constants';

const ROOT = path.resolve(__dirname, '../../../../..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'coverage']);

function findCatalogueFolders(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'locales' && fs.existsSync(path.join(full, 'en.json'))) found.push(full);
    else findCatalogueFolders(full, found);
  }
  return found;
}

type Catalogue = Record<string, string>;
const read = (file: string): Catalogue => JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue;

/** The argument names and the numbered tags a message uses, sorted. */
function shape(message: string): string[] {
  const names = new Set<string>();
  // A compiled message is a string or a list of parts; a part is text, or an argument
  // [name] / [name, type, { choice: message }] whose choices are messages again.
  const walkMessage = (compiled: unknown): void => {
    if (!Array.isArray(compiled)) return;
    for (const part of compiled) {
      if (!Array.isArray(part)) continue;
      const [name, , choices] = part as [unknown, unknown, unknown];
      if (typeof name === 'string') names.add(`{${name}}`);
      if (choices && typeof choices === 'object') {
        Object.values(choices as Record<string, unknown>).forEach(walkMessage);
      }
    }
  };
  walkMessage(compileMessage(message));
  for (const tag of message.match(/<\/?\d+\/?>/g) ?? []) names.add(tag);
  return [...names].sort();
}

const folders = findCatalogueFolders(ROOT);

describe('message catalogues', () => {
  it('are found in every app, the shared packages and the gateway', () => {
    const found = folders.map((folder) => path.relative(ROOT, folder).split(path.sep).join('/'));
    expect(found).toEqual(
      expect.arrayContaining([
        'shell/src/locales',
        'mfe-auth/src/locales',
        'mfe-feed/src/locales',
        'mfe-compose/src/locales',
        'mfe-portal-themes/src/locales',
        'mfe-profile/src/locales',
        'packages/platform/src/locales',
        'packages/ui/src/locales',
        'packages/contracts/src/locales',
        'gateway/src/locales',
      ]),
    );
  });

  describe.each(folders.map((folder) => [path.relative(ROOT, folder), folder]))(
    '%s',
    (_, folder) => {
      const english = read(path.join(folder, 'en.json'));

      it('English is valid ICU', () => {
        for (const [key, message] of Object.entries(english)) {
          expect(() => compileMessage(message)).not.toThrow(`${key}`);
        }
      });

      it.each(STORY_LANGUAGES.filter((code) => code !== 'en'))(
        '%s has every key and no stale one',
        (code) => {
          const file = path.join(folder, `${code}.json`);
          expect(fs.existsSync(file)).toBe(true);
          const catalogue = read(file);
          const missing = Object.keys(english).filter((key) => !(key in catalogue));
          const stale = Object.keys(catalogue).filter((key) => !(key in english));
          expect({ missing, stale }).toEqual({ missing: [], stale: [] });
          for (const [key, message] of Object.entries(catalogue)) {
            expect(typeof message).toBe('string');
            expect(message.trim()).not.toBe('');
            let compiledShape: string[] = [];
            expect(() => {
              compiledShape = shape(message);
            }).not.toThrow();
            expect({ key, shape: compiledShape }).toEqual({
              key,
              shape: shape(english[key] ?? ''),
            });
          }
        },
      );
    },
  );
});
