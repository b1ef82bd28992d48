/** Result of the existence check that precedes every catalogue download (spec §4, §7). */
export type CatalogCheck = 'available' | 'missing' | 'failed';

/**
 * HEAD request for a catalogue file. 404/410 mean the file is not there; an HTML answer with 200
 * also counts as missing, because a static host that falls back to its index page would
 * otherwise hand the visitor a web page named `.pdf`. Anything else that is not OK, or a network
 * error, is a failure worth retrying.
 */
export async function checkCatalog(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<CatalogCheck> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'HEAD',
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    return 'failed';
  }
  if (response.status === 404 || response.status === 410) return 'missing';
  if (!response.ok) return 'failed';
  const type = response.headers.get('content-type') ?? '';
  return type.includes('text/html') ? 'missing' : 'available';
}

/** Starts the browser's download of a same-origin file under the given name. */
export function startDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
