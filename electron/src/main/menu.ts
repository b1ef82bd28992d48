import type { MenuItemConstructorOptions } from 'electron';

export interface MenuInput {
  appName: string;
  platform: NodeJS.Platform;
  /** DevTools only in development builds. */
  isDevelopment: boolean;
}

/**
 * The native menu with the usual shortcuts (roles give each OS its own accelerators):
 * edit (undo, cut, copy, paste, select all) matters in the part form; reload and zoom too.
 */
export function buildMenuTemplate({ appName, platform, isDevelopment }: MenuInput) {
  const isMac = platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [];
  if (isMac) template.push({ label: appName, role: 'appMenu' });
  template.push(
    { label: 'Arquivo', submenu: [isMac ? { role: 'close' } : { role: 'quit', label: 'Sair' }] },
    {
      label: 'Editar',
      submenu: [
        { role: 'undo', label: 'Desfazer' },
        { role: 'redo', label: 'Refazer' },
        { type: 'separator' },
        { role: 'cut', label: 'Recortar' },
        { role: 'copy', label: 'Copiar' },
        { role: 'paste', label: 'Colar' },
        { role: 'selectAll', label: 'Selecionar tudo' },
      ],
    },
    {
      label: 'Exibir',
      submenu: [
        { role: 'reload', label: 'Recarregar' },
        ...(isDevelopment ? [{ role: 'toggleDevTools' } as const] : []),
        { type: 'separator' },
        { role: 'resetZoom', label: 'Tamanho original' },
        { role: 'zoomIn', label: 'Aumentar' },
        { role: 'zoomOut', label: 'Diminuir' },
        { type: 'separator' },
        { role: 'togglefullscreen', label: 'Tela cheia' },
      ],
    },
    { label: 'Janela', role: 'windowMenu' },
  );
  return template;
}
