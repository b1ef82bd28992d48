import { IPC, type CastallDesktopApi } from '../shared/desktop-api';

/** The part of Electron's ipcRenderer the bridge uses; a fake in tests. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
}

/**
 * The typed API the renderer gets as `window.castallDesktop`: one function per IPC channel and
 * nothing else, so the page can never send on an arbitrary channel or reach ipcRenderer itself.
 * The answers' types are the main handlers' (ipc-handlers.ts) return types.
 */
export function createDesktopBridge(ipc: IpcRendererLike): CastallDesktopApi {
  const api = {} as Record<keyof CastallDesktopApi, unknown>;
  for (const name of Object.keys(IPC) as (keyof CastallDesktopApi)[]) {
    const channel = IPC[name];
    // Each call takes at most one argument; anything more the page passes is dropped.
    api[name] = (...args: unknown[]) => ipc.invoke(channel, ...args.slice(0, 1));
  }
  return Object.freeze(api) as CastallDesktopApi;
}
