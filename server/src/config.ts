import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteConfig } from '@castall/contracts/company';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, passwordWeakness } from './auth/password-rule';

export type LogLevel = 'silent' | 'info';

/** The server's settings, read once from the environment at start-up by `loadConfig`. */
export interface Config {
  /** TCP port to listen on (`PORT`). Default: 3000. */
  readonly port: number;
  /** Interface to bind (`HOST`). Default: `127.0.0.1`, so nothing is exposed by accident. */
  readonly host: string;
  /** Absolute folder for the embedded store and uploads (`DATA_DIR`). Default: `./data`. */
  readonly dataDir: string;
  /** Absolute folder of the prerendered site (`SITE_DIR`). Default: the repo's `dist/site`. */
  readonly siteDir: string;
  /**
   * Absolute folder of Astro's per-request render (`SSR_DIR`): the Node adapter's build, which
   * renders the shop with its parts and the part pages. Default: the repo's `dist/astro/server`.
   * Without it those pages are not served.
   */
  readonly ssrDir: string;
  /**
   * The public origin (`SITE_URL`, the same variable the build reads), written into the part
   * pages' canonical and hreflang URLs and the sitemaps the server makes. Default: the site
   * configuration's URL. No trailing slash.
   */
  readonly siteUrl: string;
  /** Administrator login name (`ADMIN_USERNAME`). Default: `admin`. */
  readonly adminUsername: string;
  /**
   * Administrator password (`ADMIN_PASSWORD`): at least 12 characters, not a common password.
   * Applied when it is new (see `ensureAdminAccount`). Default: unset; then the stored account
   * is kept, or a strong password is generated at first start and printed once. Never a fixed
   * default.
   */
  readonly adminPassword: string | undefined;
  /** MongoDB connection string (`MONGODB_URI`). Default: unset, meaning the embedded store. */
  readonly mongodbUri: string | undefined;
  /** Fill an empty store with demo parts (`SEED_SAMPLE_DATA`). Default: true. */
  readonly seedSampleData: boolean;
  /**
   * Behind a TLS-terminating reverse proxy (`TRUST_PROXY`): trust X-Forwarded-For/-Proto for
   * the client address and for Secure cookies. Default: false.
   */
  readonly trustProxy: boolean;
  /** `silent` turns off the start-up line and error logs (`LOG_LEVEL`). Default: `info`. */
  readonly logLevel: LogLevel;
  /**
   * Origins of the desktop admin app allowed to call /api across origins with a bearer token
   * (`DESKTOP_ORIGINS`, comma-separated, `none` for none). Default: `app://castall`, the Electron
   * app's own scheme.
   */
  readonly desktopOrigins: readonly string[];
  /**
   * On SIGTERM, how long `/readyz` answers 503 while requests are still served, before the
   * server stops listening (`SHUTDOWN_DRAIN_MS`), so a load balancer takes it out first.
   * Default: 0 (stop at once: one server, nothing to drain to).
   */
  readonly shutdownDrainMs: number;
}

/** Thrown when one or more environment variables are invalid; the message lists all of them. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';

  constructor(readonly problems: readonly string[]) {
    super(['Invalid configuration:', ...problems.map((problem) => `- ${problem}`)].join('\n'));
  }
}

// Both server/src/config.ts and the bundled server/dist/index.js sit two levels below the repo
// root, so the same relative URL finds dist/site from either.
const DEFAULT_SITE_DIR = fileURLToPath(new URL('../../dist/site', import.meta.url));
export const DEFAULT_SSR_DIR = fileURLToPath(new URL('../../dist/astro/server', import.meta.url));

const TRUE_WORDS = ['true', '1', 'yes'] as const;
const BOOLEAN_WORDS = [...TRUE_WORDS, 'false', '0', 'no'] as const;

// Deployment tools often write `VAR=` for "not set", so an empty value means the default.
const emptyAsUnset = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const fromEnv = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUnset, schema);

const booleanVar = (fallback: boolean) =>
  fromEnv(
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(BOOLEAN_WORDS))
      .transform((word) => (TRUE_WORDS as readonly string[]).includes(word))
      .default(fallback),
  );

/** The origin the Electron app loads its pages from (electron/src/main/app-origin.ts). */
export const DEFAULT_DESKTOP_ORIGIN = 'app://castall';

// scheme://host[:port] with nothing after: what browsers send in the Origin header.
const ORIGIN_PATTERN = /^[a-z][a-z\d+.-]*:\/\/[^\s/?#@*,]+$/;

const originList = fromEnv(
  z
    .string()
    .transform((text) =>
      // `none` turns the desktop app's access off (an empty value means the default).
      (text.trim().toLowerCase() === 'none' ? '' : text)
        .split(',')
        .map((item) => item.trim().toLowerCase().replace(/\/$/, ''))
        .filter((item) => item !== ''),
    )
    .pipe(z.array(z.string().regex(ORIGIN_PATTERN)))
    .default([DEFAULT_DESKTOP_ORIGIN]),
);

const envSchema = z.object({
  PORT: fromEnv(
    z
      .string()
      .trim()
      .regex(/^\d+$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(65535))
      .default(3000),
  ),
  HOST: fromEnv(
    z
      .string()
      .trim()
      .regex(/^[^\s/]+$/)
      .default('127.0.0.1'),
  ),
  DATA_DIR: fromEnv(z.string().default('./data')),
  SITE_DIR: fromEnv(z.string().optional()),
  SSR_DIR: fromEnv(z.string().optional()),
  SITE_URL: fromEnv(
    z
      .string()
      .trim()
      .transform((url) => url.replace(/\/+$/, ''))
      .pipe(z.string().regex(/^https?:\/\/[^\s/?#@]+$/))
      .default(siteConfig.siteUrl.replace(/\/+$/, '')),
  ),
  ADMIN_USERNAME: fromEnv(
    z
      .string()
      .trim()
      .regex(/^[\w.@-]{1,64}$/)
      .default('admin'),
  ),
  // Checked here so that a weak password stops the server before anything is opened.
  ADMIN_PASSWORD: fromEnv(
    z
      .string()
      .refine((password) => passwordWeakness(password) === undefined)
      .optional(),
  ),
  MONGODB_URI: fromEnv(
    z
      .string()
      .trim()
      .regex(/^mongodb(\+srv)?:\/\/./)
      .optional(),
  ),
  SEED_SAMPLE_DATA: booleanVar(true),
  TRUST_PROXY: booleanVar(false),
  LOG_LEVEL: fromEnv(z.enum(['silent', 'info']).default('info')),
  DESKTOP_ORIGINS: originList,
  SHUTDOWN_DRAIN_MS: fromEnv(
    z
      .string()
      .trim()
      .regex(/^\d+$/)
      .transform(Number)
      .pipe(z.number().int().max(120_000))
      .default(0),
  ),
});

type EnvName = keyof typeof envSchema.shape;

/** One sentence per variable, completed with the offending value in `describeProblem`. */
const RULES: Record<EnvName, string> = {
  PORT: 'PORT must be an integer from 1 to 65535',
  HOST: 'HOST must be a host name or IP address without spaces or slashes',
  DATA_DIR: 'DATA_DIR must be a folder path',
  SITE_DIR: 'SITE_DIR must be a folder path',
  SSR_DIR: 'SSR_DIR must be a folder path',
  SITE_URL: 'SITE_URL must be an http:// or https:// origin such as https://www.example.com',
  ADMIN_USERNAME: 'ADMIN_USERNAME must be 1 to 64 letters, digits or . _ @ -',
  ADMIN_PASSWORD: `ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters long, not a commonly used password, a repeated piece or made of the username or the brand`,
  MONGODB_URI: 'MONGODB_URI must start with mongodb:// or mongodb+srv://',
  SEED_SAMPLE_DATA: 'SEED_SAMPLE_DATA must be one of true, false, 1, 0, yes, no',
  TRUST_PROXY: 'TRUST_PROXY must be one of true, false, 1, 0, yes, no',
  LOG_LEVEL: 'LOG_LEVEL must be silent or info',
  DESKTOP_ORIGINS:
    'DESKTOP_ORIGINS must be a comma-separated list of origins such as app://castall or http://localhost:5173, without paths or *',
  SHUTDOWN_DRAIN_MS: 'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds from 0 to 120000',
};

// These may carry credentials (a URI with user:password@), so a bad value is never echoed to logs.
const SECRET_NAMES: ReadonlySet<EnvName> = new Set(['ADMIN_PASSWORD', 'MONGODB_URI']);

function describeProblem(name: EnvName, value: unknown): string {
  if (SECRET_NAMES.has(name)) return `${RULES[name]} (value hidden).`;
  return `${RULES[name]} (got ${JSON.stringify(value)}).`;
}

function isEnvName(key: PropertyKey | undefined): key is EnvName {
  return typeof key === 'string' && Object.hasOwn(RULES, key);
}

/**
 * Reads and validates the environment once; pass the result down rather than reading
 * `process.env` elsewhere. Relative folders resolve against the current working directory.
 * @throws ConfigError listing every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const names = new Set(result.error.issues.map((issue) => issue.path[0]).filter(isEnvName));
    throw new ConfigError([...names].map((name) => describeProblem(name, env[name])));
  }
  const vars = result.data;
  // The username is a "user input" of the password rule (issue 38): checked once both are read.
  if (
    vars.ADMIN_PASSWORD !== undefined &&
    passwordWeakness(vars.ADMIN_PASSWORD, [vars.ADMIN_USERNAME]) !== undefined
  ) {
    throw new ConfigError([describeProblem('ADMIN_PASSWORD', env.ADMIN_PASSWORD)]);
  }
  return Object.freeze({
    port: vars.PORT,
    host: vars.HOST,
    dataDir: path.resolve(process.cwd(), vars.DATA_DIR),
    siteDir:
      vars.SITE_DIR === undefined ? DEFAULT_SITE_DIR : path.resolve(process.cwd(), vars.SITE_DIR),
    ssrDir:
      vars.SSR_DIR === undefined ? DEFAULT_SSR_DIR : path.resolve(process.cwd(), vars.SSR_DIR),
    siteUrl: vars.SITE_URL,
    adminUsername: vars.ADMIN_USERNAME,
    adminPassword: vars.ADMIN_PASSWORD,
    mongodbUri: vars.MONGODB_URI,
    seedSampleData: vars.SEED_SAMPLE_DATA,
    trustProxy: vars.TRUST_PROXY,
    logLevel: vars.LOG_LEVEL,
    desktopOrigins: Object.freeze(vars.DESKTOP_ORIGINS),
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_MS,
  });
}
