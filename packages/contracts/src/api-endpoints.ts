/** Everything the JSON API answers lives under this path (spec §7). */
export const API_PREFIX = '/api';

/**
 * The API's endpoints (spec §7, plus the paged query of issue 3, the CSV tools of issue 5, the
 * password change and the newsletter), as full paths: the UI calls them and the server's
 * routers register them, so a renamed endpoint cannot leave one side behind.
 */
export const API_ENDPOINTS = {
  verifySession: '/api/verify-session.php',
  login: '/api/login.php',
  logout: '/api/logout.php',
  changePassword: '/api/alterar-senha.php',
  listParts: '/api/produtos-listar.php',
  queryParts: '/api/produtos-buscar.php',
  addPart: '/api/produtos-adicionar.php',
  editPart: '/api/produtos-editar.php',
  deletePart: '/api/produtos-deletar.php',
  trash: '/api/produtos-lixeira.php',
  restorePart: '/api/produtos-restaurar.php',
  purgePart: '/api/produtos-excluir-definitivo.php',
  partHistory: '/api/produtos-historico.php',
  restoreVersion: '/api/produtos-historico-restaurar.php',
  imports: '/api/produtos-importacoes.php',
  undoImport: '/api/produtos-importacao-desfazer.php',
  exportCsv: '/api/produtos-exportar.php',
  importCsv: '/api/produtos-importar.php',
  newsletter: '/api/newsletter.php',
} as const;

export type ApiEndpoint = (typeof API_ENDPOINTS)[keyof typeof API_ENDPOINTS];

/** The endpoint's path inside a router mounted at `API_PREFIX` (the server's `/api` router). */
export function apiRoute(endpoint: ApiEndpoint): string {
  return endpoint.slice(API_PREFIX.length);
}
