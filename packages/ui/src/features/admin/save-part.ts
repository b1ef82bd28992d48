import { AdminApiError, errorText } from './api-errors';
import type { AdminApi, AdminPart } from './admin-api';

/**
 * Posts the part form with XMLHttpRequest rather than fetch: only XHR reports upload
 * progress, which the form shows while an image is sent. Resolves the saved part.
 */
export async function savePart(
  api: AdminApi,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<AdminPart | undefined> {
  const editing = form.has('id');
  const auth = await api.authInit();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', api.url(editing ? 'produtos-editar.php' : 'produtos-adicionar.php'));
    xhr.withCredentials = auth.credentials !== 'omit';
    for (const [name, value] of Object.entries(auth.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new AdminApiError({ kind: 'network' }));
    xhr.onload = () => {
      const body = xhr.response as { success?: boolean; produto?: AdminPart } | null;
      if (xhr.status === 401) reject(new AdminApiError({ kind: 'unauthorized' }));
      else if (xhr.status < 200 || xhr.status >= 300 || body?.success !== true) {
        reject(new AdminApiError({ kind: 'refused', status: xhr.status, error: errorText(body) }));
      } else resolve(body.produto);
    };
    xhr.send(form);
  });
}
