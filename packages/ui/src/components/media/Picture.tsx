import type { ImgHTMLAttributes } from 'react';
import './picture.css';

export interface PictureProps {
  /** Path without width and extension: `/images/gallery/panel-before` for `panel-before-800.avif`. */
  base: string;
  /** The widths generated for this image (scripts/assets), smallest first. */
  widths: readonly number[];
  /** Intrinsic size, so the browser reserves the space before the file arrives (no layout shift). */
  width: number;
  height: number;
  alt: string;
  /** The `sizes` attribute; default: the image fills the viewport width. */
  sizes?: string;
  className?: string;
  /** Default: lazy; the page's largest image should pass eager. */
  loading?: 'eager' | 'lazy';
  fetchPriority?: ImgHTMLAttributes<HTMLImageElement>['fetchPriority'];
  draggable?: boolean;
}

/** The srcset of one format: every generated width of the image. */
export function pictureSrcSet(base: string, widths: readonly number[], format: 'avif' | 'webp') {
  return widths.map((w) => `${base}-${w}.${format} ${w}w`).join(', ');
}

/**
 * A generated image as `<picture>`: AVIF first, then WebP, each at every
 * width, with a WebP `<img>` fallback of the intrinsic width (or the largest).
 */
export function Picture({
  base,
  widths,
  width,
  height,
  alt,
  sizes = '100vw',
  className,
  loading = 'lazy',
  fetchPriority,
  draggable,
}: PictureProps) {
  const fallbackWidth = widths.includes(width) ? width : widths[widths.length - 1];
  return (
    <picture className="picture">
      <source type="image/avif" srcSet={pictureSrcSet(base, widths, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={pictureSrcSet(base, widths, 'webp')} sizes={sizes} />
      <img
        className={className}
        src={`${base}-${fallbackWidth}.webp`}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        draggable={draggable}
      />
    </picture>
  );
}
