const FORMAT = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** An ISO time as the admin reads it: `25/11/2026, 14:03` (the admin is in Portuguese). */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : FORMAT.format(time);
}
