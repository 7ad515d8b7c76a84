// The shared words of @voices/platform (its 'common' namespace) ship in English only so far:
// its src/locales holds en.json alone. A test that switches the interface to another language
// stands the English words in for each language the platform does not have yet, so that the
// switch succeeds and the test sees this app's own messages translated. Once the platform has
// a language, its real catalogue is used.
import { INTERFACE_LOCALES } from '@voices/platform';

const PLATFORM_LOCALES = '../../../packages/platform/src/locales';

function exists(module: string): boolean {
  try {
    jest.requireActual(module);
    return true;
  } catch {
    return false;
  }
}

export function standInForMissingPlatformCatalogues(): void {
  const english: unknown = jest.requireActual(`${PLATFORM_LOCALES}/en.json`);
  for (const locale of INTERFACE_LOCALES) {
    const module = `${PLATFORM_LOCALES}/${locale}.json`;
    if (!exists(module)) jest.doMock(module, () => english, { virtual: true });
  }
}
