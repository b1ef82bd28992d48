import type {
  ImportAnswer,
  PageSize,
  PartCategory,
  PartsPage,
  SparePart,
} from '@castall/contracts';
import { AdminApiError, errorText } from './api-errors';
import type { AdminPlatform } from './platform';

/** A part as the admin endpoints list it: the §3 fields plus the version edits send back. */
export type AdminPart = SparePart & { version?: number };

export type PartPage = PartsPage<AdminPart>;

export interface PartsQuery {
  search: string;
  categoria: PartCategory | '';
  /** Only parts whose English or Spanish texts are missing or copied from Portuguese. */
  missingTranslation: boolean;
  page: number;
  pageSize: PageSize;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * The admin's calls to the API (spec §7 plus the query and CSV endpoints), authenticated the
 * way the platform says: the session cookie on the web, the bearer token on the desktop.
 */
export class AdminApi {
  constructor(private readonly platform: AdminPlatform) {}

  url(path: string): string {
    return `${this.platform.apiBaseUrl}/api/${path}`;
  }

  /** Headers and credentials of an authenticated call. */
  async authInit(): Promise<RequestInit & { headers: Record<string, string> }> {
    if (this.platform.auth === 'cookie') return { credentials: 'same-origin', headers: {} };
    const token = await this.platform.storage.getToken();
    return {
      credentials: 'omit',
      headers: token === null ? {} : { Authorization: `Bearer ${token}` },
    };
  }

  /** A call whose answer is JSON; non-2xx answers and `success: false` throw AdminApiError. */
  async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const auth = await this.authInit();
    let response: Response;
    try {
      response = await fetch(this.url(path), {
        ...auth,
        ...init,
        headers: { ...auth.headers, ...(init.headers as Record<string, string> | undefined) },
      });
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      throw new AdminApiError({ kind: 'network' });
    }
    const body = await readJson(response);
    if (response.status === 401) throw new AdminApiError({ kind: 'unauthorized' });
    const refused = !response.ok || (body as { success?: unknown } | undefined)?.success === false;
    if (refused) {
      throw new AdminApiError({ kind: 'refused', status: response.status, error: errorText(body) });
    }
    return body as T;
  }

  async verifySession(): Promise<boolean> {
    const answer = await this.call<{ success?: boolean }>('verify-session.php', {
      headers: { 'Content-Type': 'application/json' },
    });
    return answer.success === true;
  }

  /** Resolves the token of the new session. */
  async login(username: string, password: string): Promise<string> {
    const form = new FormData();
    form.set('username', username);
    form.set('password', password);
    const answer = await this.call<{ token?: string }>('login.php', { method: 'POST', body: form });
    return answer.token ?? '';
  }

  /** The administrator's own password; the server ends every other session. */
  async changePassword(current: string, next: string): Promise<void> {
    const form = new FormData();
    form.set('senha_atual', current);
    form.set('nova_senha', next);
    await this.call('alterar-senha.php', { method: 'POST', body: form });
  }

  async logout(): Promise<void> {
    await this.call('logout.php', { method: 'POST' });
  }

  queryParts(query: PartsQuery, signal?: AbortSignal): Promise<PartPage> {
    const params = new URLSearchParams({
      scope: 'admin',
      page: String(query.page),
      pageSize: String(query.pageSize),
    });
    if (query.search.trim() !== '') params.set('q', query.search.trim());
    if (query.categoria !== '') params.set('categoria', query.categoria);
    if (query.missingTranslation) params.set('faltando', 'traducao');
    return this.call<PartPage>(`produtos-buscar.php?${params.toString()}`, { signal });
  }

  async deletePart(id: string): Promise<void> {
    const form = new FormData();
    form.set('id', id);
    await this.call('produtos-deletar.php', { method: 'POST', body: form });
  }

  /** The catalogue as CSV text and the file name the server proposes. */
  async exportCsv(): Promise<{ blob: Blob; filename: string }> {
    const auth = await this.authInit();
    let response: Response;
    try {
      response = await fetch(this.url('produtos-exportar.php'), auth);
    } catch {
      throw new AdminApiError({ kind: 'network' });
    }
    if (response.status === 401) throw new AdminApiError({ kind: 'unauthorized' });
    if (!response.ok) {
      const error = errorText(await readJson(response));
      throw new AdminApiError({ kind: 'refused', status: response.status, error });
    }
    const disposition = response.headers.get('Content-Disposition') ?? '';
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'pecas.csv';
    return { blob: await response.blob(), filename };
  }

  importCsv(file: File, apply: boolean): Promise<ImportAnswer> {
    const form = new FormData();
    form.set('arquivo', file);
    if (apply) form.set('aplicar', '1');
    return this.call<ImportAnswer>('produtos-importar.php', { method: 'POST', body: form });
  }
}
