/** Spec §3: images are served under /upload/, the prefix added unless already present. */
export function uploadUrl(imagem: string, apiBaseUrl: string): string {
  if (imagem === '') return '';
  if (/^(https?:)?\/\//.test(imagem)) return imagem;
  const path = imagem.startsWith('/upload/') ? imagem : `/upload/${imagem.replace(/^\/+/, '')}`;
  return `${apiBaseUrl}${path}`;
}
