/**
 * Preload script (sandboxed, so bundled to CommonJS by build.ts): exposes only the typed bridge,
 * never ipcRenderer (security checklist #20).
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createDesktopBridge } from './bridge';

contextBridge.exposeInMainWorld('castallDesktop', createDesktopBridge(ipcRenderer));
