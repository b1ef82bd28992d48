import { useState } from 'react';
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
  if (src === undefined || failedSrc === src) {
    return (
      <div className="part-card__media part-card__no-image">
        <span>{noImage}</span>
      </div>
    );
  }
  return (
    <img
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
