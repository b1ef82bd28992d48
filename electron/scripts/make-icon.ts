/**
 * The app icon, generated from the site's logo mark (public/images/logo.svg) with sharp:
 * build-resources/icon.png (1024 px, from which electron-builder makes .ico and .icns) and the
 * window/favicon copy in dist/renderer/icon.png. Run by build.ts and `npm run desktop:dist`.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const electronDir = fileURLToPath(new URL('..', import.meta.url));
const LOGO = path.join(electronDir, '..', 'public', 'images', 'logo.svg');

/** The square mark of the logo (its first group), as a 64×64 SVG without the word mark. */
export async function logoMarkSvg(): Promise<string> {
  const logo = await readFile(LOGO, 'utf8');
  const mark = /<g transform="[^"]*">(.*?)<\/g>/s.exec(logo)?.[1];
  if (mark === undefined) throw new Error(`No logo mark group found in ${LOGO}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${mark}</svg>`;
}

export async function makeIcons(outputs: readonly { file: string; size: number }[]) {
  const svg = Buffer.from(await logoMarkSvg());
  for (const { file, size } of outputs) {
    await mkdir(path.dirname(file), { recursive: true });
    await sharp(svg, { density: (72 * size) / 64 })
      .resize(size, size)
      .png()
      .toFile(file);
  }
}

export const BUILD_ICON = path.join(electronDir, 'build-resources', 'icon.png');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await makeIcons([{ file: BUILD_ICON, size: 1024 }]);
  console.info(`Icon written to ${BUILD_ICON}`);
}
