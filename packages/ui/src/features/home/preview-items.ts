/** The three fixed products of the home preview (spec §2); texts live in `home.products.items`. */
export const previewProducts = [
  { id: 'cast-all-250', key: 'castAll250', image: '/images/products/cast-all-250.webp' },
  { id: 'cast-all-800', key: 'castAll800', image: '/images/products/cast-all-800.webp' },
  { id: 'lubrificador-lla', key: 'lubricator', image: '/images/products/lubrificador-lla.webp' },
] as const;

/** The services preview; each id is also the anchor on the services page. Images: Picture bases. */
export const previewServices = [
  { id: 'retrofit', image: '/images/services/retrofit' },
  { id: 'maintenance', image: '/images/services/maintenance' },
  { id: 'parts', image: '/images/services/parts' },
] as const;

/** Feature cards of the About section, in display order. */
export const aboutFeatures = ['experience', 'technology', 'innovation', 'quality'] as const;
export type AboutFeature = (typeof aboutFeatures)[number];
