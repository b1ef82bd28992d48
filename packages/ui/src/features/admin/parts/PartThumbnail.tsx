import { useState } from 'react';
import { thumbnailUrl, uploadUrl } from '../part-image';

/**
 * The table's thumbnail: the server's small copy, or the full image when there is none (files
 * from the old site have no thumbnail). Mount it with `key={part.id}` so the fallback state
 * never passes from one part to another when rows are reused across pages.
 */
export function PartThumbnail({ imagem, apiBaseUrl }: { imagem: string; apiBaseUrl: string }) {
  const thumbnail = thumbnailUrl(imagem, apiBaseUrl);
  const [useFull, setUseFull] = useState(thumbnail === '');
  return (
    <img
      src={useFull ? uploadUrl(imagem, apiBaseUrl) : thumbnail}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      onError={useFull ? undefined : () => setUseFull(true)}
    />
  );
}
