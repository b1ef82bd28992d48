import { IPC, type CastallDesktopApi, type IpcChannel } from '../shared/desktop-api';
import type { LoginAttemptRecord } from '@castall/contracts';
import { originOf } from './app-origin';
import type { Settings } from './settings';
import type { DesktopStore } from './store-schema';
import type { TokenStore } from './token-store';

/** The part of an IPC event this module reads (Electron's IpcMainInvokeEvent). */
export interface InvokeEventLike {
  senderFrame: { url: string; parent: unknown } | null;
}

/** The part of Electron's `ipcMain` used here; a fake in tests. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => unknown): void;
}

export interface IpcDeps {
  ipcMain: IpcMainLike;
  store: DesktopStore;
  tokens: TokenStore;
  /** The login device token (issue 38), kept like the session token. */
  devices: TokenStore;
  settings: Settings;
  /** The app's own origin, e.g. app://castall: the only sender allowed. */
  appOrigin: string;
}

/** Thrown back to the renderer (as a rejected promise) for a call it is not allowed to make. */
export class IpcRefused extends Error {
  override readonly name = 'IpcRefused';
}

function isTrustedSender(event: InvokeEventLike, appOrigin: string): boolean {
  const frame = event.senderFrame;
  if (frame === null || frame.parent !== null) return false; // only the top frame, never a frame
  return originOf(frame.url) === appOrigin;
}

const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isEpoch = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

function asLoginAttempts(value: unknown): LoginAttemptRecord | null {
  if (value === null) return null;
  const record = value as Partial<LoginAttemptRecord> | undefined;
  if (
    typeof record === 'object' &&
    isCount(record.count) &&
    (record.lockoutUntil === null || isEpoch(record.lockoutUntil)) &&
    isEpoch(record.firstAttemptTime)
  ) {
    return {
      count: record.count as number,
      lockoutUntil: record.lockoutUntil as number | null,
      firstAttemptTime: record.firstAttemptTime as number,
    };
  }
  throw new IpcRefused('Invalid login attempt record.');
}

function asToken(value: unknown): string | null {
  // Session ids are 43 base64url characters; anything much longer is not one of ours.
  if (value === null || (typeof value === 'string' && /^[\w-]{1,200}$/.test(value))) return value;
  throw new IpcRefused('Invalid token.');
}

/** A device token as the server signs them: 22 characters of id, a dot, 43 of signature. */
function asDeviceToken(value: unknown): string | null {
  if (value === null || (typeof value === 'string' && /^[\w-]{22}\.[\w-]{43}$/.test(value))) {
    return value;
  }
  throw new IpcRefused('Invalid device token.');
}

function asBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  throw new IpcRefused('Expected a boolean.');
}

function asText(value: unknown): string {
  if (typeof value === 'string' && value.length <= 2048) return value;
  throw new IpcRefused('Expected a short text.');
}

type Handlers = {
  [K in keyof CastallDesktopApi]: (...args: unknown[]) => Awaited<ReturnType<CastallDesktopApi[K]>>;
};

/**
 * The main-process side of the preload API: storage for the admin screens (spec §3 Admin
 * session and Login attempt record) and the server address. Every call checks its sender (the
 * app's own top frame) and the shape of its arguments: the renderer is treated as untrusted.
 */
export function registerIpcHandlers(deps: IpcDeps): void {
  const { ipcMain, store, tokens, devices, settings, appOrigin } = deps;
  const handlers: Handlers = {
    getSettings: () => settings.read(),
    setServerUrl: (url) => settings.setServerUrl(asText(url)),
    getToken: () => tokens.get(),
    setToken: (token) => tokens.set(asToken(token)),
    getAuthenticated: () => store.get('authenticated'),
    setAuthenticated: (value) => store.set('authenticated', asBoolean(value)),
    getLoginAttempts: () => store.get('loginAttempts'),
    setLoginAttempts: (record) => store.set('loginAttempts', asLoginAttempts(record)),
    tokenPersistence: () => tokens.persistence(),
    getDeviceToken: () => devices.get(),
    setDeviceToken: (token) => devices.set(asDeviceToken(token)),
  };
  for (const name of Object.keys(handlers) as (keyof CastallDesktopApi)[]) {
    const channel: IpcChannel = IPC[name];
    const handler = handlers[name];
    ipcMain.handle(channel, (event, ...args) => {
      if (!isTrustedSender(event, appOrigin)) throw new IpcRefused(`Refused ${channel}.`);
      return handler(...args);
    });
  }
}
