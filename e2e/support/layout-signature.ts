import type { Page } from '@playwright/test';

/**
 * A page's layout as geometry alone (colours, fonts and words ignored): the column bands the
 * themed article's blocks occupy, each as its left edge and width in twelfths of the article,
 * with how many blocks start in each band. Two themes drawn on the same grid give the same
 * signature; a different composition gives another.
 */
export async function layoutSignature(page: Page, selector = 'article[data-mode="full"]') {
  return page
    .locator(selector)
    .first()
    .evaluate((root) => {
      const box = root.getBoundingClientRect();
      const bands = new Map<string, number>();
      const visit = (element: Element, depth: number) => {
        if (depth > 4) return;
        for (const child of Array.from(element.children)) {
          const rect = child.getBoundingClientRect();
          const style = getComputedStyle(child);
          if (style.display === 'none' || style.position === 'fixed') continue;
          if (rect.width >= box.width * 0.12 && rect.height >= 40) {
            const x = Math.round(((rect.left - box.left) / box.width) * 12);
            const w = Math.round((rect.width / box.width) * 12);
            const key = `${x}+${w}`;
            bands.set(key, (bands.get(key) ?? 0) + 1);
          }
          visit(child, depth + 1);
        }
      };
      visit(root, 0);
      return [...bands.keys()].sort().join(' ');
    });
}

/** Whether the page scrolls sideways. */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
  );
}
