/**
 * The desktop app's own texts (its shell around the admin screens), in Portuguese like the admin
 * (spec §8); beside admin.ts in the text tree, used by electron/src/renderer.
 */
export const DESKTOP_TEXTS = {
  loading: 'Carregando...',
  settingsTitle: 'Servidor da CAST ALL',
  settingsIntro:
    'Informe o endereço do servidor da loja. Ele fica guardado neste computador e pode ser alterado depois.',
  serverUrl: 'Endereço do servidor',
  save: 'Salvar e continuar',
  cancel: 'Cancelar',
  serverLabel: 'Servidor:',
  changeServer: 'Alterar servidor',
  retry: 'Tentar novamente',
  checking: 'Verificando servidor...',
  connected: 'Conectado',
  offline: 'Sem conexão com a rede. As alterações não serão salvas até a conexão voltar.',
  unreachable: (url: string) =>
    `Não foi possível conectar ao servidor ${url}. Verifique o endereço, se o servidor está em execução e se ele aceita este aplicativo (DESKTOP_ORIGINS).`,
  notCastall: (url: string) =>
    `O endereço ${url} responde, mas não é o servidor da CAST ALL. Verifique o endereço.`,
  memoryOnly:
    'Este sistema não oferece armazenamento criptografado: o login vale só enquanto o aplicativo estiver aberto.',
  noBridge:
    'Esta página faz parte do aplicativo CAST ALL Admin e só funciona dentro dele. No navegador, use /admin no site.',
  crashed: 'Ocorreu um erro inesperado na tela.',
  reload: 'Recarregar',
} as const;
