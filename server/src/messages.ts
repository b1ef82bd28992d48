/**
 * Every sentence the server answers, in one place (issue 13). The API speaks Portuguese (spec
 * §8): the admin shows `error` to the administrator as it comes, and the shop and the footer
 * show it to visitors. The part fields' own sentences are shared with the admin form, so they
 * live in `@castall/contracts` (part-messages.ts); the answers by HTTP status are with the
 * error handler (http/errors.ts), which owns that fallback table.
 */

/** Login, logout, sessions and the password change (spec §6, §8). */
export const AUTH_MESSAGES = {
  missingCredentials: 'Informe usuário e senha.',
  invalidCredentials: 'Credenciais inválidas',
  lockedUsername: 'Muitas tentativas de login falharam. Tente novamente em 15 minutos.',
  lockedAddress: 'Muitas tentativas de login deste endereço. Tente novamente mais tarde.',
  busy: 'Muitas tentativas de login ao mesmo tempo. Tente novamente em instantes.',
  sessionExpired: 'Sessão expirada. Faça login novamente.',
  crossOrigin: 'Requisição de outra origem recusada.',
  missingPasswords: 'Informe a senha atual e a nova senha.',
  wrongCurrentPassword: 'A senha atual está incorreta.',
  shortPassword: (minLength: number) => `A nova senha deve ter pelo menos ${minLength} caracteres.`,
  commonPassword: 'A nova senha é uma senha comum demais. Escolha outra.',
  repeatedPassword: 'A nova senha repete o mesmo trecho. Escolha outra.',
  personalPassword: 'A nova senha é formada pelo nome de usuário ou pela marca. Escolha outra.',
} as const;

/** Reading a submitted form (http/form.ts). */
export const FORM_MESSAGES = {
  notText: 'Os campos do formulário devem ser texto simples.',
  tooLarge: 'O formulário enviado é grande demais.',
  unsupported: 'Envie os dados como formulário (multipart/form-data ou urlencoded).',
  unexpectedFile: 'Campo de arquivo inesperado no formulário.',
  invalidMultipart: 'Formulário multipart inválido.',
  notUtf8: 'O formulário contém texto que não está em UTF-8.',
  invalidJson: 'O JSON enviado é inválido.',
} as const;

/** A part's image (uploads). */
export const IMAGE_MESSAGES = {
  tooLarge: 'A imagem deve ter no máximo 5 MB.',
  notImage: 'O arquivo enviado não é uma imagem válida. Envie JPEG, PNG, WebP ou GIF.',
  tooManyPixels: 'A imagem tem resolução grande demais (máximo de 40 megapixels).',
} as const;

/** The part endpoints and the CSV import (spec §7). */
export const PART_MESSAGES = {
  missingId: 'Informe o id da peça.',
  notFound: 'Peça não encontrada. Ela pode ter sido excluída.',
  stale:
    'Esta peça foi alterada em outra sessão depois que você a abriu. Feche o formulário, ' +
    'confira os dados atuais e salve novamente.',
  badVersion: 'Versão da peça inválida.',
  duplicateCode: (codigo: string) => `Já existe uma peça com o código "${codigo}".`,
  changedDuringImport: 'A peça foi alterada ou excluída durante a importação.',
  repeatedInFile: (firstLine: number) =>
    `Código repetido no arquivo (já aparece na linha ${firstLine}).`,
  csvTooLarge: 'O arquivo CSV deve ter no máximo 10 MB.',
  csvUnreadable: (line: number | undefined) =>
    `O arquivo CSV não pôde ser lido${line === undefined ? '' : ` (linha ${line})`}. Confira aspas e separadores.`,
  csvEmpty: 'O arquivo CSV não tem nenhuma peça.',
  csvTooManyRows: (max: number) => `O arquivo tem mais de ${max} linhas.`,
  csvMissingColumns: (missing: readonly string[]) =>
    `Faltam colunas no arquivo: ${missing.join(', ')}.`,
  csvNoFile: 'Escolha um arquivo CSV para importar.',
  notInTrash:
    'Peça não encontrada na lixeira. Ela pode ter sido restaurada ou excluída definitivamente.',
  missingImportId: 'Informe o id da importação.',
  importNotFound: 'Importação não encontrada ou já desfeita.',
  undoConflict: (codes: readonly string[]) =>
    `A importação não pode ser desfeita: estas peças foram alteradas depois dela: ${codes.join(', ')}.`,
} as const;

/** The paged query's parameters (`produtos-buscar.php`). */
export const QUERY_MESSAGES = {
  repeated: (name: string) => `O parâmetro ${name} foi repetido.`,
  searchTooLong: (max: number) => `A busca aceita no máximo ${max} caracteres.`,
  category: (categories: readonly string[]) =>
    `Categoria inválida. Use uma destas: ${categories.join(', ')}.`,
  scope: 'O parâmetro scope deve ser shop ou admin.',
  missing: 'O parâmetro faltando aceita apenas traducao.',
  page: 'O parâmetro page deve ser um número inteiro a partir de 1.',
  pageSize: (sizes: readonly number[]) => `O parâmetro pageSize deve ser ${sizes.join(', ')}.`,
} as const;

/** The footer's newsletter sign-up. */
export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Informe um e-mail válido.',
  tooMany: 'Muitas inscrições seguidas. Tente novamente em um minuto.',
} as const;
