// The Indic faces (the shell's 'Voices Indic' family) are fetched only for the script on screen.
// Before a page first renders in one of those languages, and before a switch to one, the face
// of its script is fetched (briefly waited for), so the text is laid out once, in its own font,
// rather than first in a fallback that may lack the script.

/** A letter of each language's script, to name the face it needs. */
const SCRIPT_SAMPLE: Record<string, string> = {
  hi: 'क',
  mr: 'क',
  bn: 'ক',
  gu: 'ક',
  pa: 'ਕ',
  ta: 'க',
  te: 'క',
  kn: 'ಕ',
  ml: 'ക',
};

const FONT_WAIT_MS = 1500;

/** Fetches the faces of a language's script; never waits more than a moment, never fails. */
export async function loadScriptFonts(locale: string): Promise<void> {
  const sample = SCRIPT_SAMPLE[locale];
  if (!sample || typeof document === 'undefined' || !document.fonts?.load) return;
  const faces = Promise.all([
    document.fonts.load(`400 1em "Voices Indic"`, sample),
    document.fonts.load(`700 1em "Voices Indic"`, sample),
  ]).then(
    () => undefined,
    () => undefined,
  );
  await Promise.race([faces, new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
}
