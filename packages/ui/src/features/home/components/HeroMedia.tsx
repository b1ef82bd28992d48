import { useRef } from 'react';
import { useParallax } from '../hooks/use-parallax';
import { HeroVideo } from './HeroVideo';

const widths = [640, 1280, 1920] as const;
const srcSet = (format: 'avif' | 'webp') =>
  widths.map((width) => `/images/hero/hero-${width}.${format} ${width}w`).join(', ');

/**
 * The hero background: the still image is the base layer and the page's
 * largest paint, so it loads first and eagerly; the video fades in over it.
 */
export function HeroMedia() {
  const layerRef = useRef<HTMLDivElement>(null);
  useParallax(layerRef);
  return (
    <div className="hero__media" ref={layerRef} aria-hidden="true">
      <picture>
        <source type="image/avif" srcSet={srcSet('avif')} sizes="100vw" />
        <source type="image/webp" srcSet={srcSet('webp')} sizes="100vw" />
        <img
          className="hero__image"
          src="/images/hero/hero-1280.jpg"
          alt=""
          width={1280}
          height={720}
          fetchPriority="high"
        />
      </picture>
      <HeroVideo />
    </div>
  );
}
