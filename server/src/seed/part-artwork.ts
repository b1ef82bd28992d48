import sharp from 'sharp';
import { ELECTRICAL } from './artwork/electrical';
import { ELECTRONIC } from './artwork/electronic';
import { HYDRAULIC } from './artwork/hydraulic';
import { MECHANICAL } from './artwork/mechanical';
import { palette, svgDefs, type Drawing } from './artwork/svg';

export const ARTWORK_WIDTH = 640;
export const ARTWORK_HEIGHT = 480;

/**
 * Accent hue and saturation per category, so a category's pictures share a tint: blue for
 * hydraulics, amber for electrical, green for electronics, a quiet steel blue for mechanics
 * (whose parts are mostly bare metal anyway).
 */
const GROUPS = [
  { hue: 208, saturation: 62, drawings: HYDRAULIC },
  { hue: 38, saturation: 82, drawings: ELECTRICAL },
  { hue: 158, saturation: 58, drawings: ELECTRONIC },
  { hue: 214, saturation: 22, drawings: MECHANICAL },
] as const;

export type ArtworkKind =
  | keyof typeof HYDRAULIC
  | keyof typeof ELECTRICAL
  | keyof typeof ELECTRONIC
  | keyof typeof MECHANICAL;

interface KindStyle {
  draw: Drawing;
  hue: number;
  saturation: number;
}

const STYLES = new Map<ArtworkKind, KindStyle>(
  GROUPS.flatMap(({ hue, saturation, drawings }) =>
    Object.entries(drawings).map(
      ([kind, draw]) => [kind as ArtworkKind, { draw, hue, saturation }] as const,
    ),
  ),
);

/** Every kind of picture, in category order (hydraulics, electrical, electronics, mechanics). */
export const ARTWORK_KINDS: readonly ArtworkKind[] = [...STYLES.keys()];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The SVG document of one picture; `label` only goes into `<title>`, never into pixels. */
export function partArtworkSvg(kind: ArtworkKind, label: string, hue?: number): string {
  const style = STYLES.get(kind);
  if (!style) throw new Error(`Unknown artwork kind: ${kind}`);
  const colours = palette(hue ?? style.hue, style.saturation);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" ` +
    `viewBox="0 0 ${ARTWORK_WIDTH} ${ARTWORK_HEIGHT}">` +
    `<title>${escapeXml(label)}</title>` +
    svgDefs(colours) +
    `<rect width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" fill="url(#bg)"/>` +
    `<ellipse cx="320" cy="250" rx="330" ry="230" fill="url(#glow)"/>` +
    style.draw(colours) +
    '</svg>'
  );
}

/**
 * A product-photo-like 640×480 PNG of a spare part, drawn as shapes only (no text, so the
 * result does not depend on the fonts installed). `hue` (degrees) overrides the category tint.
 */
export async function renderPartArtwork(
  kind: ArtworkKind,
  label: string,
  hue?: number,
): Promise<Buffer> {
  return sharp(Buffer.from(partArtworkSvg(kind, label, hue)))
    .png()
    .toBuffer();
}
