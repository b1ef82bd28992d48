import { useLayoutEffect, useRef, useState } from 'react';
import { partImageUrl } from '../part-view';

/** Intrinsic size of the catalogue pictures (4:3), so the page keeps its place while they load. */
const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 480;

interface PartImageProps {
  imagem: string;
  noImage: string;
  /** Loaded at once with high priority: the part page's picture is its largest paint. */
  eager?: boolean;
}

/** The part's picture, lazily loaded; when it is missing or fails, a no-image placeholder (§8). */
export function PartImage({ imagem, noImage, eager = false }: PartImageProps) {
  const src = partImageUrl(imagem);
  const [failedSrc, setFailedSrc] = useState<string>();
  const img = useRef<HTMLImageElement>(null);
  // A server-rendered picture can fail before its island hydrates, when no handler listened:
  // a loaded picture without pixels is a failed one (a lazy one not yet asked for is incomplete).
  useLayoutEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) setFailedSrc(src);
  }, [src]);
  if (src === undefined || failedSrc === src) {
    return (
      <div className="part-card__media part-card__no-image">
        <span>{noImage}</span>
      </div>
    );
  }
  return (
    <img
      ref={img}
      className="part-card__media"
      src={src}
      alt=""
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
