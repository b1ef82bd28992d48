import multer from '@koa/multer';
import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import { FORM_MESSAGES, IMAGE_MESSAGES } from '../messages';

/** An uploaded file, held in memory until it has been checked (never written as sent). */
export interface UploadedFile {
  buffer: Buffer;
  size: number;
  /** As the client sent them: for logs only, never trusted. */
  originalName: string;
}

export interface ParsedForm {
  /** Every field as a string; a field sent twice or as an object was refused before this. */
  fields: Readonly<Record<string, string>>;
  file: UploadedFile | undefined;
}

export interface FormLimits {
  /** Largest accepted file in bytes (413 beyond). */
  maxFileBytes: number;
  /** The 413 answer for a larger file: names the kind of file and the limit. */
  fileTooLarge: string;
  /** Largest accepted text value in bytes (413 beyond). */
  maxFieldBytes: number;
  /** Most fields accepted (413 beyond). */
  maxFields: number;
}

export const DEFAULT_FORM_LIMITS: FormLimits = {
  maxFileBytes: 5 * 1024 * 1024,
  fileTooLarge: IMAGE_MESSAGES.tooLarge,
  // A description takes 5,000 characters, up to 4 bytes each in UTF-8 (emoji): 20,000 bytes.
  maxFieldBytes: 24 * 1024,
  maxFields: 40,
};

const MULTER_413 = new Set([
  'LIMIT_FILE_SIZE',
  'LIMIT_FIELD_VALUE',
  'LIMIT_FIELD_COUNT',
  'LIMIT_PART_COUNT',
]);

/**
 * Reads a form posted as multipart (the browser's FormData), urlencoded or JSON, with the
 * single optional file field `fileField`. Values must be plain strings: `nome_pt[$ne]=x`,
 * a repeated field, or a JSON object/array is refused with 400 so that it can never reach
 * a query as an operator. JSON numbers and booleans are taken as their text.
 */
export function formReader(fileField?: string, limits: FormLimits = DEFAULT_FORM_LIMITS) {
  const multipart = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: limits.maxFileBytes,
      fieldSize: limits.maxFieldBytes,
      fields: limits.maxFields,
      files: fileField === undefined ? 0 : 1,
      parts: limits.maxFields + 1,
    },
  });
  const multipartMiddleware: Middleware =
    fileField === undefined ? multipart.none() : multipart.single(fileField);
  const textBody = bodyParser({
    enableTypes: ['form', 'json'],
    formLimit: limits.maxFields * limits.maxFieldBytes,
    jsonLimit: limits.maxFields * limits.maxFieldBytes,
    onError: (err, ctx) => {
      const status = (err as { status?: number }).status ?? 400;
      if (status === 413) ctx.throw(413, FORM_MESSAGES.tooLarge);
      ctx.throw(400, ctx.is('json') ? FORM_MESSAGES.invalidJson : FORM_MESSAGES.notText);
    },
  });

  return async function readForm(ctx: Context): Promise<ParsedForm> {
    const noop = () => Promise.resolve();
    if (ctx.is('multipart/form-data')) {
      await multipartMiddleware(ctx, noop).catch((err: unknown) =>
        translateMulterError(ctx, err, limits),
      );
    } else if (ctx.is('urlencoded', 'json')) {
      await textBody(ctx, noop);
      if (ctx.is('urlencoded') && !wellFormedUrlencoded(ctx.request.rawBody)) {
        ctx.throw(400, FORM_MESSAGES.notUtf8);
      }
    } else if (ctx.request.length) {
      ctx.throw(415, FORM_MESSAGES.unsupported);
    }
    const file = (ctx.request as { file?: Express.Multer.File }).file;
    return {
      fields: plainStrings(ctx, (ctx.request as { body?: unknown }).body),
      file: file && {
        buffer: file.buffer,
        size: file.size,
        originalName: file.originalname,
      },
    };
  };
}

/**
 * Whether every escape of a urlencoded body decodes as UTF-8: the parser keeps a field whose
 * escapes do not (`a%FFb`) as its raw text, which would store "a%FFb" as if typed.
 */
function wellFormedUrlencoded(raw: string | undefined): boolean {
  if (raw === undefined) return true;
  try {
    for (const pair of raw.split('&')) decodeURIComponent(pair.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

function translateMulterError(ctx: Context, err: unknown, limits: FormLimits): never {
  const code = (err as { code?: string }).code ?? '';
  if (code === 'LIMIT_FILE_SIZE') ctx.throw(413, limits.fileTooLarge);
  if (MULTER_413.has(code)) ctx.throw(413, FORM_MESSAGES.tooLarge);
  if (code.startsWith('LIMIT_')) ctx.throw(400, FORM_MESSAGES.unexpectedFile);
  // Malformed multipart (a truncated body, a bad boundary) is the client's fault.
  ctx.throw(400, FORM_MESSAGES.invalidMultipart);
}

function plainStrings(ctx: Context, body: unknown): Record<string, string> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) ctx.throw(400, FORM_MESSAGES.notText);
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') fields[name] = String(value);
    else ctx.throw(400, FORM_MESSAGES.notText);
  }
  return fields;
}
