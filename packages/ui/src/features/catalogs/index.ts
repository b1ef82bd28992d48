// The catalogue downloads' public face for other features (the product pages place the
// download button; the rest of this folder is its own pages).
export { default as CatalogDownloadIsland } from './catalog-download.island';
