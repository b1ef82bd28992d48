import { hasLargeImage, LARGE_IMAGE_SIZE, largeImageSrcSet } from '@castall/machines/images';
import type { MachineProduct } from '@castall/machines/types';

/** The detail page's main image: the largest paint, so it loads first and at once. */
export function ProductImage({
  product,
  className,
}: {
  product: MachineProduct;
  className?: string;
}) {
  const sizes = '(min-width: 960px) 560px, 100vw';
  const img = (
    <img
      className={className}
      src={product.imageLarge}
      alt={product.name}
      width={LARGE_IMAGE_SIZE.width}
      height={LARGE_IMAGE_SIZE.height}
      fetchPriority="high"
      decoding="async"
    />
  );
  if (!hasLargeImage(product.id)) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={largeImageSrcSet(product.id, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={largeImageSrcSet(product.id, 'webp')} sizes={sizes} />
      {img}
    </picture>
  );
}
