/** The built page with a first paint in its root (see first-paint-page.cjs). */
export function firstPaintPage(
  page: string,
  markup: string,
  own?: { styles: string[]; scripts: string[] },
): string;
