import { useCallback, useState } from 'react';
import { usePromoImage } from '../hooks/use-promo-image';
import { PromoDialog } from './PromoDialog';

/** Hidden, then shown if a promotional image is found, then closed by the user (spec §4). */
export function PromoPopup() {
  const src = usePromoImage();
  const [closed, setClosed] = useState(false);
  const close = useCallback(() => setClosed(true), []);
  if (!src || closed) return null;
  return <PromoDialog src={src} onClose={close} />;
}
