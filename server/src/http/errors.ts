import { STATUS_CODES } from 'node:http';
import type { Context, Middleware } from 'koa';
import type { Logger } from '../logger';
import { isStoreUnavailable, STORE_RETRY_AFTER_SECONDS } from '../store/unavailable';
import { isApiPath } from './paths';

/** What the API answers on failure; the UI shows `error` to the user, so it is Portuguese. */
export interface ApiErrorBody {
  success: false;
  error: string;
}

export interface ErrorHandlerOptions {
  /**
   * Unexpected errors go to `error` with their stack; refused requests (4xx) go to `info` as
   * one line. The response never carries either.
   */
  logger: Logger;
  /**
   * Writes the body of a 404 for a non-API path (the prerendered page of the path's language).
   * Default: a plain-text "Not Found".
   */
  renderNotFound?: (ctx: Context) => Promise<void>;
}

const BAD_REQUEST = 'Requisição inválida.';
const SERVER_ERROR = 'Erro interno do servidor.';

// Spec §8: messages are in Portuguese. Statuses not listed fall back by class.
const API_MESSAGES: Readonly<Record<number, string>> = {
  400: BAD_REQUEST,
  401: 'Não autorizado.',
  403: 'Acesso negado.',
  404: 'Recurso não encontrado.',
  405: 'Método não permitido.',
  413: 'Conteúdo grande demais.',
  415: 'Tipo de conteúdo não suportado.',
  416: 'Intervalo solicitado inválido.',
  429: 'Muitas requisições. Tente novamente mais tarde.',
  500: SERVER_ERROR,
  503: 'Serviço indisponível. Tente novamente mais tarde.',
};

// Headers describing a representation that a failed middleware may have set before throwing;
// they would be wrong on the error body.
const STALE_HEADERS = [
  'Cache-Control',
  'Content-Disposition',
  'Content-Encoding',
  'Content-Range',
  'ETag',
  'Last-Modified',
];

interface HttpErrorLike {
  status: number;
  expose?: boolean;
  message: string;
  headers?: Record<string, string>;
}

function isHttpError(err: unknown): err is HttpErrorLike {
  if (typeof err !== 'object' || err === null) return false;
  const status = (err as { status?: unknown }).status;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status < 600;
}

interface Classified {
  status: number;
  /** A message written for the client by whoever threw (`ctx.throw(400, 'Código obrigatório.')`). */
  publicMessage: string | undefined;
  headers: Record<string, string>;
  unexpected: boolean;
}

function classify(err: unknown): Classified {
  if (isStoreUnavailable(err)) {
    const headers = { 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) };
    return { status: 503, publicMessage: undefined, headers, unexpected: true };
  }
  if (!isHttpError(err)) {
    return { status: 500, publicMessage: undefined, headers: {}, unexpected: true };
  }
  // A 5xx is a failure on our side even when thrown on purpose: log it, show nothing of it.
  if (err.status >= 500) {
    return { status: err.status, publicMessage: undefined, headers: {}, unexpected: true };
  }
  // http-errors fills in the English reason phrase when no message is given; that is not a
  // message written for our users, so the Portuguese default replaces it.
  const custom = err.expose === true && err.message !== STATUS_CODES[err.status];
  return {
    status: err.status,
    publicMessage: custom ? err.message : undefined,
    headers: err.headers ?? {},
    unexpected: false,
  };
}

// Enough of a path to recognise a probe; the rest of a long one only grows the log.
const LOGGED_PATH_CHARS = 200;

/**
 * One short line for a refused request (a 4xx: bad input, a body that does not parse, an
 * aborted upload, an unknown method). These are the client's doing and come by the hundred
 * from scanners, so they are logged at info level and never with a stack (issue 11).
 */
function clientErrorLine(ctx: Context, status: number, err: unknown): string {
  const reason = err instanceof Error ? err.message : String(err);
  // Control characters are escaped so a crafted path or message cannot forge log lines.
  const line = `${ctx.method} ${ctx.path.slice(0, LOGGED_PATH_CHARS)} ${status}: ${reason}`;
  return JSON.stringify(line).slice(1, -1);
}

/** The Portuguese sentence the API answers for a status when the thrower wrote none. */
export function apiErrorMessage(status: number): string {
  return API_MESSAGES[status] ?? (status >= 500 ? SERVER_ERROR : BAD_REQUEST);
}

function plainText(ctx: Context, status: number, message: string | undefined): void {
  ctx.type = 'text/plain; charset=utf-8';
  ctx.body = message ?? STATUS_CODES[status] ?? 'Error';
}

/**
 * Must be the first middleware: every error from below ends here and becomes a response,
 * so handlers just `ctx.throw(status, message)` and never format errors themselves.
 */
export function errorHandler(options: ErrorHandlerOptions): Middleware {
  const { logger, renderNotFound } = options;

  return async function handleErrors(ctx, next) {
    try {
      await next();
    } catch (err) {
      const { status, publicMessage, headers, unexpected } = classify(err);
      if (unexpected) logger.error(`${ctx.method} ${ctx.path} failed`, err);
      else logger.info(clientErrorLine(ctx, status, err));
      if (ctx.headerSent) return; // too late to answer; the socket is torn down by Node

      for (const name of STALE_HEADERS) ctx.remove(name);
      ctx.set(headers);
      ctx.status = status;

      if (isApiPath(ctx.path)) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = {
          success: false,
          error: publicMessage ?? apiErrorMessage(status),
        } satisfies ApiErrorBody;
      } else if (status === 404 && renderNotFound) {
        await renderNotFound(ctx).catch((pageError: unknown) => {
          logger.error('Could not render the 404 page', pageError);
          plainText(ctx, status, undefined);
        });
      } else {
        plainText(ctx, status, publicMessage);
      }
    }
  };
}
