// Favicons, touch icon and logos.
import { svgDoc } from '../lib/svg.mjs';
import { markBody, wordmarkBody } from '../lib/brand.mjs';

export async function brand(out) {
  const favicon = svgDoc(64, 64, markBody(), { title: 'CAST ALL' }).replace(
    ' width="64" height="64"',
    '',
  );
  out.text('favicon.svg', favicon);

  // 16 px gets a slightly heavier ring so it survives the downscale
  const ico = [];
  for (const size of [16, 32]) {
    const svg = svgDoc(size, size, markBody({ stroke: size === 16 ? 8.5 : 7.5 }), {
      viewBox: '0 0 64 64',
    });
    const { data } = await out
      .raster(svg)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    ico.push({ size, rgba: data });
  }
  await writeIco(out.file('favicon.ico'), ico);
  out.report('favicon.ico');

  // The page's icon for sharp screens. A PNG, not the SVG: Chromium parses an SVG icon into a
  // document of its own on the page's main thread (6–10 ms per page load on the build machine,
  // issue 12); a PNG is only downloaded until the tab draws it.
  const sharpIcon = svgDoc(96, 96, markBody(), { viewBox: '0 0 64 64' });
  await out.save(
    'favicon-96.png',
    out.raster(sharpIcon).png({ compressionLevel: 9, palette: true }),
  );

  const touch = svgDoc(180, 180, markBody({ rounded: false }), { viewBox: '0 0 64 64' });
  await out.save(
    'apple-touch-icon.png',
    out.raster(touch).png({ compressionLevel: 9, palette: true, colours: 64 }),
  );

  out.text(
    'images/logo.svg',
    svgDoc(240, 56, wordmarkBody(), { title: 'CAST ALL Máquinas Industriais' }).replace(
      '<svg ',
      '<svg role="img" aria-label="CAST ALL" ',
    ),
  );
  out.text(
    'images/logo-light.svg',
    svgDoc(240, 56, wordmarkBody({ light: true }), {
      title: 'CAST ALL Máquinas Industriais',
    }).replace('<svg ', '<svg role="img" aria-label="CAST ALL" '),
  );
  const big = svgDoc(512, 512, `<g transform="translate(16 16) scale(7.5)">${markBody()}</g>`);
  await out.save(
    'images/logo.png',
    out.raster(big).png({ compressionLevel: 9, palette: true, colours: 128 }),
  );
}

/** Windows icon with 32-bit BMP images (works everywhere, including old IE). */
async function writeIco(file, images) {
  const fs = await import('node:fs');
  const entries = [];
  const blobs = [];
  let offset = 6 + 16 * images.length;
  for (const { size, rgba } of images) {
    const maskRow = Math.ceil(size / 32) * 4;
    const header = Buffer.alloc(40);
    header.writeUInt32LE(40, 0);
    header.writeInt32LE(size, 4);
    header.writeInt32LE(size * 2, 8);
    header.writeUInt16LE(1, 12);
    header.writeUInt16LE(32, 14);
    header.writeUInt32LE(size * size * 4 + maskRow * size, 20);
    const pixels = Buffer.alloc(size * size * 4);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const src = ((size - 1 - y) * size + x) * 4; // bottom-up rows
        const dst = (y * size + x) * 4;
        pixels[dst] = rgba[src + 2];
        pixels[dst + 1] = rgba[src + 1];
        pixels[dst + 2] = rgba[src];
        pixels[dst + 3] = rgba[src + 3];
      }
    const mask = Buffer.alloc(maskRow * size); // all zero: alpha channel decides
    const blob = Buffer.concat([header, pixels, mask]);
    const e = Buffer.alloc(16);
    e.writeUInt8(size, 0);
    e.writeUInt8(size, 1);
    e.writeUInt16LE(1, 4);
    e.writeUInt16LE(32, 6);
    e.writeUInt32LE(blob.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += blob.length;
    entries.push(e);
    blobs.push(blob);
  }
  const dir = Buffer.alloc(6);
  dir.writeUInt16LE(1, 2);
  dir.writeUInt16LE(images.length, 4);
  fs.writeFileSync(file, Buffer.concat([dir, ...entries, ...blobs]));
}
