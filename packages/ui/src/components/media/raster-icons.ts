/**
 * The logo, flags and badges as raster copies (scripts/assets/groups/icons.mjs): `base` is the
 * picture's path without `.svg`, `width` the CSS width it is shown at. A browser draws an SVG
 * `<img>` as a document of its own on the main thread, which a slow phone feels on every page
 * (issue 12); WebP decodes off it. Two sizes, for screens of 2 and 3 device pixels per CSS pixel
 * (a 1× screen takes the 2× one).
 */
export function rasterIcon(base: string, width: number): { src: string; srcSet: string } {
  const file = (scale: number) => `${base}-${width * scale}.webp`;
  return { src: file(2), srcSet: `${file(2)} 2x, ${file(3)} 3x` };
}
