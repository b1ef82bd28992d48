import type { ApiEndpoint } from '@castall/contracts';
import { credentialsOf, endpointUrl, type ApiConnection } from './api-connection';
import { ApiError, refusalOf } from './api-error';

/**
 * Posts a form with XMLHttpRequest rather than fetch: only XHR reports upload progress in
 * Chromium and Electron today (a streamed fetch body needs HTTP/2 and half-duplex), and the
 * admin form shows it while an image is sent. Resolves the JSON answer once it says
 * `success: true`; fails like `requestJson` otherwise (network, 401, refused).
 */
export async function uploadWithProgress<T>(
  connection: ApiConnection,
  endpoint: ApiEndpoint,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  const auth = await credentialsOf(connection);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpointUrl(connection, endpoint));
    xhr.withCredentials = auth.credentials !== 'omit';
    for (const [name, value] of Object.entries(auth.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError({ kind: 'network' }));
    xhr.onload = () => {
      const body = xhr.response as { success?: unknown } | null;
      const ok = xhr.status >= 200 && xhr.status < 300;
      // A save must say so: an empty or non-JSON 2xx answer is not a stored part.
      if (ok && body?.success === true) resolve(body as T);
      else reject(refusalOf(xhr.status, body));
    };
    xhr.send(form);
  });
}
