/** Spec §3: images are served under /upload/, the prefix added unless already present. */
export function uploadUrl(imagem: string, apiBaseUrl: string): string {
  if (imagem === '') return '';
  if (/^(https?:)?\/\//.test(imagem)) return imagem;
  const path = imagem.startsWith('/upload/') ? imagem : `/upload/${imagem.replace(/^\/+/, '')}`;
  return `${apiBaseUrl}${path}`;
}

/**
 * The server's 160 px thumbnail of an uploaded image (/upload/thumbs/<name>), for the table's
 * 48 px cells; '' when the image is not a plain upload name (then the full image is used).
 */
export function thumbnailUrl(imagem: string, apiBaseUrl: string): string {
  const name = imagem.replace(/^\/?upload\//, '');
  if (name === '' || name.includes('/') || /^(https?:)?\/\//.test(imagem)) return '';
  return `${apiBaseUrl}/upload/thumbs/${name}`;
}
