import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A scenario this machine cannot run (no PostgreSQL programs, no permission to mount) is
 * reported as skipped, with its reason in its name and in a note that `pnpm test` prints
 * beside its closing line (scripts/test.mjs reads `notes-*.json` in the report folder).
 */
export function note(text: string): void {
  console.warn(text);
  const dir = process.env.VOICES_TEST_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `notes-faults-${process.pid}.json`);
  const notes = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { notes: string[] }).notes
    : [];
  notes.push(text);
  writeFileSync(file, JSON.stringify({ notes }));
}

/** `it` when `reason` is null, else a skipped test whose name says why, and a note. */
export function scenario(name: string, reason: string | null): jest.It {
  if (reason === null) return it;
  note(`the fault scenario "${name}" did not run: ${reason}`);
  return ((title: string) => it.skip(`${title} (skipped: ${reason})`, () => {})) as jest.It;
}
