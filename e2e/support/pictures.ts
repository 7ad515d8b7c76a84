import type { Page } from '@playwright/test';

/** A picture of one colour (any CSS colour) drawn by the browser itself, as PNG bytes. */
export async function drawnPicture(
  page: Page,
  fill: string,
  width = 640,
  height = 400,
): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ fill, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill;
      context.fillRect(0, 0, width, height);
      return canvas.toDataURL('image/png');
    },
    { fill, width, height },
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}
