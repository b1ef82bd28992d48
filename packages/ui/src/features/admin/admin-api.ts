import {
  API_ENDPOINTS,
  type ApiAnswer,
  type ApiEndpoint,
  type ChangeEntry,
  type ImportAnswerFields,
  type ImportRecord,
  type LoginAnswerFields,
  type PageSize,
  type PartCategory,
  type PartsPage,
  type SavePartAnswer,
  type SparePart,
  type TrashedListedPart,
  type VerifySessionAnswer,
} from '@castall/contracts';
import {
  fetchPartsPage,
  partsQueryString,
  requestJson,
  requestJsonWithHeaders,
  sendRequest,
  uploadWithProgress,
  type ApiConnection,
} from '../../lib/api-client';

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

/** The login answer's header with the device token (server/src/auth/login-device.ts). */
const DEVICE_HEADER = 'Castall-Device';

type Saved = Extract<SavePartAnswer, { success: true }>;

/**
 * The admin's calls to the API (spec §7 plus the query and CSV endpoints) through the UI's
 * API client, on the platform's connection: the session cookie on the web, the bearer token
 * on the desktop.
 */
export class AdminApi {
  constructor(private readonly platform: ApiConnection) {}

  async verifySession(): Promise<boolean> {
    const answer = await requestJson<VerifySessionAnswer>(
      this.platform,
      API_ENDPOINTS.verifySession,
      { headers: { 'Content-Type': 'application/json' } },
    );
    return answer.success;
  }

  /**
   * Resolves the token of the new session and the device token to keep (issue 38). `device` is
   * the one kept from the last login, where the platform keeps it (the desktop app).
   */
  async login(
    username: string,
    password: string,
    device?: string | null,
  ): Promise<{ token: string; device?: string }> {
    const form = new FormData();
    form.set('username', username);
    form.set('password', password);
    if (device) form.set('device', device);
    const answer = await requestJsonWithHeaders<Partial<LoginAnswerFields>>(
      this.platform,
      API_ENDPOINTS.login,
      { method: 'POST', body: form },
    );
    // The server's signed device token: a browser keeps it as a cookie, the desktop app itself.
    const kept = answer.headers.get(DEVICE_HEADER) ?? undefined;
    return { token: answer.body.token ?? '', device: kept };
  }

  /** The administrator's own password; the server ends every other session. */
  async changePassword(current: string, next: string): Promise<string | undefined> {
    const form = new FormData();
    form.set('senha_atual', current);
    form.set('nova_senha', next);
    const answer = await requestJson<ApiAnswer & { token?: unknown }>(
      this.platform,
      API_ENDPOINTS.changePassword,
      { method: 'POST', body: form },
    );
    // The server moves the session to a new id (issue 38): the caller keeps the new token.
    return typeof answer.token === 'string' ? answer.token : undefined;
  }

  async logout(): Promise<void> {
    await requestJson<ApiAnswer>(this.platform, API_ENDPOINTS.logout, { method: 'POST' });
  }

  queryParts(query: PartsQuery, signal?: AbortSignal): Promise<PartPage> {
    const queryString = partsQueryString({
      scope: 'admin',
      page: query.page,
      pageSize: query.pageSize,
      q: query.search,
      categoria: query.categoria,
      ...(query.missingTranslation ? { faltando: 'traducao' } : {}),
    });
    return fetchPartsPage<PartPage>(queryString, signal, this.platform);
  }

  /** Adds the part, or saves it over the stored one when the form has an `id`. */
  async savePart(form: FormData, onProgress: (fraction: number) => void): Promise<AdminPart> {
    const endpoint = form.has('id') ? API_ENDPOINTS.editPart : API_ENDPOINTS.addPart;
    const answer = await uploadWithProgress<Saved>(this.platform, endpoint, form, onProgress);
    return answer.produto;
  }

  /** Moves the part to the trash (issue 14). */
  async deletePart(id: string): Promise<void> {
    await this.postId<ApiAnswer>(API_ENDPOINTS.deletePart, id);
  }

  /** Posts `{ id }` to one of the admin's id endpoints (delete, restore, purge, undo). */
  private postId<T extends object>(endpoint: ApiEndpoint, id: string): Promise<T> {
    const form = new FormData();
    form.set('id', id);
    return requestJson<T>(this.platform, endpoint, { method: 'POST', body: form });
  }

  /** Parts in the trash, most recently deleted first (issue 14). */
  async trashedParts(): Promise<TrashedListedPart[]> {
    const answer = await requestJson<{ produtos: TrashedListedPart[] }>(
      this.platform,
      API_ENDPOINTS.trash,
    );
    return answer.produtos;
  }

  async restorePart(id: string): Promise<AdminPart> {
    return (await this.postId<Saved>(API_ENDPOINTS.restorePart, id)).produto;
  }

  async purgePart(id: string): Promise<void> {
    await this.postId<ApiAnswer>(API_ENDPOINTS.purgePart, id);
  }

  async partHistory(id: string): Promise<ChangeEntry[]> {
    const answer = await requestJson<{ historico: ChangeEntry[] }>(
      this.platform,
      API_ENDPOINTS.partHistory,
      { query: new URLSearchParams({ id }).toString() },
    );
    return answer.historico;
  }

  /**
   * Puts the part back as of its history entry `entry` (index, oldest first); `version` is the
   * part's version the form saw, so a part changed since is a 409 (issue 38 item 11).
   */
  async restoreVersion(id: string, entry: number, version: number): Promise<AdminPart> {
    const form = new FormData();
    form.set('id', id);
    form.set('entrada', String(entry));
    form.set('version', String(version));
    const answer = await requestJson<Saved>(this.platform, API_ENDPOINTS.restoreVersion, {
      method: 'POST',
      body: form,
    });
    return answer.produto;
  }

  async recentImports(): Promise<ImportRecord[]> {
    const answer = await requestJson<{ importacoes: ImportRecord[] }>(
      this.platform,
      API_ENDPOINTS.imports,
    );
    return answer.importacoes;
  }

  async undoImport(id: string): Promise<ImportRecord> {
    return (await this.postId<{ importacao: ImportRecord }>(API_ENDPOINTS.undoImport, id))
      .importacao;
  }

  /** The catalogue as CSV text and the file name the server proposes. */
  async exportCsv(): Promise<{ blob: Blob; filename: string }> {
    const response = await sendRequest(this.platform, API_ENDPOINTS.exportCsv);
    const disposition = response.headers.get('Content-Disposition') ?? '';
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'pecas.csv';
    return { blob: await response.blob(), filename };
  }

  importCsv(file: File, apply: boolean): Promise<ImportAnswerFields> {
    const form = new FormData();
    form.set('arquivo', file);
    if (apply) form.set('aplicar', '1');
    return requestJson<ImportAnswerFields>(this.platform, API_ENDPOINTS.importCsv, {
      method: 'POST',
      body: form,
    });
  }
}
