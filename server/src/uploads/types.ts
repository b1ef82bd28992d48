/** Refused upload: the message is a Portuguese sentence the admin form shows as it is. */
export class InvalidImageError extends Error {
  override readonly name = 'InvalidImageError';
}

/**
 * Part images, kept in the store's files (`Store.files`) and served from there at /upload/.
 * Files are named by the server (never by the client) and re-encoded, so what is served is
 * always a clean WebP.
 */
export interface ImageStore {
  /**
   * Checks the content (JPEG, PNG, WebP or GIF only; size and pixel limits), re-encodes it to
   * WebP plus a thumbnail and resolves the generated file name (the part's `imagem`).
   * @throws InvalidImageError
   */
  save(content: Buffer): Promise<string>;
  /** Removes an image and its thumbnail; names the server did not generate are ignored. */
  remove(file: string): Promise<void>;
}
