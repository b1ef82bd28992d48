import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected loadConfig to throw a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve(process.cwd(), 'data'),
      siteDir: path.join(REPO_ROOT, 'dist', 'site'),
      ssrDir: path.join(REPO_ROOT, 'dist', 'astro', 'server'),
      siteUrl: 'https://www.castall.com.br',
      adminUsername: 'admin',
      adminPassword: undefined,
      mongodbUri: undefined,
      seedSampleData: true,
      trustProxy: false,
      logLevel: 'info',
      desktopOrigins: ['app://castall'],
      shutdownDrainMs: 0,
    });
  });

  it('treats empty and blank values as unset', () => {
    const config = loadConfig({ PORT: '', HOST: '  ', SEED_SAMPLE_DATA: '', ADMIN_PASSWORD: '' });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.seedSampleData).toBe(true);
    expect(config.adminPassword).toBeUndefined();
  });

  it('reads every variable and resolves folders against the working directory', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: 'var/data',
      SITE_DIR: '/srv/site',
      SSR_DIR: '/srv/ssr',
      SITE_URL: 'https://pecas.example.com/ ',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 's3cret phrase',
      MONGODB_URI: 'mongodb+srv://cluster.example.net/castall',
      SEED_SAMPLE_DATA: 'no',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'silent',
      SHUTDOWN_DRAIN_MS: '5000',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve(process.cwd(), 'var/data'),
      siteDir: path.resolve('/srv/site'),
      ssrDir: path.resolve('/srv/ssr'),
      siteUrl: 'https://pecas.example.com',
      adminUsername: 'admin',
      adminPassword: 's3cret phrase',
      mongodbUri: 'mongodb+srv://cluster.example.net/castall',
      seedSampleData: false,
      trustProxy: true,
      logLevel: 'silent',
      desktopOrigins: ['app://castall'],
      shutdownDrainMs: 5000,
    });
  });

  it('refuses an administrator name with spaces or symbols', () => {
    expect(problemsOf({ ADMIN_USERNAME: 'ad min' })).toEqual([
      'ADMIN_USERNAME must be 1 to 64 letters, digits or . _ @ - (got "ad min").',
    ]);
  });

  it.each([
    ['1', 'too short'],
    ['eleven char', 'too short'],
    ['qwerty123456', 'a common password'],
    ['adminadminadmin', 'one piece repeated'],
    ['castall-2026!', 'made of the brand'],
  ])('refuses ADMIN_PASSWORD=%s (%s), naming the variable and hiding the value', (value) => {
    expect(problemsOf({ ADMIN_PASSWORD: value })).toEqual([
      'ADMIN_PASSWORD must be at least 12 characters long, not a commonly used password, a repeated piece or made of the username or the brand (value hidden).',
    ]);
  });

  it('refuses an ADMIN_PASSWORD made of ADMIN_USERNAME (issue 38)', () => {
    expect(
      problemsOf({ ADMIN_USERNAME: 'joaquim.silva', ADMIN_PASSWORD: 'joaquim.silva1' }),
    ).toEqual([
      'ADMIN_PASSWORD must be at least 12 characters long, not a commonly used password, a repeated piece or made of the username or the brand (value hidden).',
    ]);
  });

  it('accepts an ADMIN_PASSWORD of 12 characters', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'twelve chars' }).adminPassword).toBe('twelve chars');
  });

  it('never invents an administrator password', () => {
    expect(loadConfig({ ADMIN_USERNAME: 'admin' }).adminPassword).toBeUndefined();
  });

  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['yes', true],
    ['false', false],
    ['0', false],
    ['No', false],
  ])('reads SEED_SAMPLE_DATA=%s as %s', (value, expected) => {
    expect(loadConfig({ SEED_SAMPLE_DATA: value }).seedSampleData).toBe(expected);
  });

  it('accepts both MongoDB URI schemes', () => {
    expect(loadConfig({ MONGODB_URI: 'mongodb://localhost:27017/db' }).mongodbUri).toBe(
      'mongodb://localhost:27017/db',
    );
  });

  it.each([
    ['abc', 'PORT must be an integer from 1 to 65535 (got "abc").'],
    ['0', 'PORT must be an integer from 1 to 65535 (got "0").'],
    ['65536', 'PORT must be an integer from 1 to 65535 (got "65536").'],
    ['30.5', 'PORT must be an integer from 1 to 65535 (got "30.5").'],
    ['-1', 'PORT must be an integer from 1 to 65535 (got "-1").'],
  ])('rejects PORT=%s', (value, message) => {
    expect(problemsOf({ PORT: value })).toEqual([message]);
  });

  it('rejects a HOST with spaces', () => {
    expect(problemsOf({ HOST: 'my host' })).toEqual([
      'HOST must be a host name or IP address without spaces or slashes (got "my host").',
    ]);
  });

  it.each(['www.example.com', 'https://example.com/loja', 'ftp://example.com'])(
    'rejects a SITE_URL that is no http(s) origin: %j',
    (value) => {
      expect(problemsOf({ SITE_URL: value })).toEqual([
        `SITE_URL must be an http:// or https:// origin such as https://www.example.com (got ${JSON.stringify(value)}).`,
      ]);
    },
  );

  it('rejects a MONGODB_URI with another scheme without echoing it', () => {
    const problems = problemsOf({ MONGODB_URI: 'http://user:hunter2@db.example.com' });
    expect(problems).toEqual([
      'MONGODB_URI must start with mongodb:// or mongodb+srv:// (value hidden).',
    ]);
  });

  it('rejects an unknown SEED_SAMPLE_DATA word', () => {
    expect(problemsOf({ SEED_SAMPLE_DATA: 'maybe' })).toEqual([
      'SEED_SAMPLE_DATA must be one of true, false, 1, 0, yes, no (got "maybe").',
    ]);
  });

  it('rejects an unknown LOG_LEVEL', () => {
    expect(problemsOf({ LOG_LEVEL: 'debug' })).toEqual([
      'LOG_LEVEL must be silent or info (got "debug").',
    ]);
  });

  it('lists every bad variable in one error, one line each', () => {
    const env = { PORT: 'abc', LOG_LEVEL: 'loud', SEED_SAMPLE_DATA: 'maybe', MONGODB_URI: 'x' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(
      [
        'Invalid configuration:',
        '- PORT must be an integer from 1 to 65535 (got "abc").',
        '- MONGODB_URI must start with mongodb:// or mongodb+srv:// (value hidden).',
        '- SEED_SAMPLE_DATA must be one of true, false, 1, 0, yes, no (got "maybe").',
        '- LOG_LEVEL must be silent or info (got "loud").',
      ].join('\n'),
    );
  });

  it('returns a frozen object', () => {
    expect(Object.isFrozen(loadConfig({}))).toBe(true);
  });

  it('reads the desktop app origins allowed across origins (DESKTOP_ORIGINS)', () => {
    expect(
      loadConfig({ DESKTOP_ORIGINS: 'app://castall, HTTP://localhost:5173/ ,' }).desktopOrigins,
    ).toEqual(['app://castall', 'http://localhost:5173']);
    expect(loadConfig({ DESKTOP_ORIGINS: 'none' }).desktopOrigins).toEqual([]);
    for (const bad of ['*', 'localhost:5173', 'http://x.example/path', 'https://a@b.example']) {
      expect(problemsOf({ DESKTOP_ORIGINS: bad })).toEqual([
        `DESKTOP_ORIGINS must be a comma-separated list of origins such as app://castall or http://localhost:5173, without paths or * (got ${JSON.stringify(bad)}).`,
      ]);
    }
  });
});
