import { useState } from 'react';
import { partImageUrl } from '../part-view';

/** Intrinsic size of the catalogue pictures (4:3), so the page keeps its place while they load. */
const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 480;

/** The part's picture, lazily loaded; when it is missing or fails, a no-image placeholder (§8). */
export function PartImage({ imagem, noImage }: { imagem: string; noImage: string }) {
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
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
