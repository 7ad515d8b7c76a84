// Draws the welcome edition's pictures into gateway/assets/welcome (one JPEG per theme). They
// are committed, so a first start needs neither this script nor a network:
//   pnpm --filter @voices/gateway exec tsx src/seed/make-welcome-images.ts
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STORY_TEMPLATE_IDS } from '@voices/contracts';
import { deskSvg, frontPageSvg, svgToJpeg, svgToPng } from './illustrations';
import { PICTURE_PALETTES } from './palettes';
import { WELCOME_DESK, WELCOME_IMAGES_DIR } from './welcome-content';

async function main(): Promise<void> {
  await mkdir(WELCOME_IMAGES_DIR, { recursive: true });
  for (const [index, theme] of STORY_TEMPLATE_IDS.entries()) {
    const file = path.join(WELCOME_IMAGES_DIR, `${theme}.jpg`);
    await writeFile(file, await svgToJpeg(frontPageSvg(PICTURE_PALETTES[theme], 1400 + index * 7)));
    process.stdout.write(`${path.relative(process.cwd(), file)}\n`);
  }
  const desk = path.join(WELCOME_IMAGES_DIR, WELCOME_DESK.photo);
  await writeFile(desk, await svgToPng(deskSvg(PICTURE_PALETTES[WELCOME_DESK.theme])));
  process.stdout.write(`${path.relative(process.cwd(), desk)}\n`);
}

void main();
