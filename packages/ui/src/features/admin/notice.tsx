/** A result the admin screens announce: a success (status) or a refusal (alert). */
export interface AdminNotice {
  kind: 'ok' | 'error';
  text: string;
}

/** Shows a notice with the role a screen reader needs: polite for success, assertive for errors. */
export function Notice({ notice }: { notice: AdminNotice | null }) {
  if (notice === null) return null;
  return (
    <p
      className={notice.kind === 'ok' ? 'admin-notice' : 'admin-error'}
      role={notice.kind === 'ok' ? 'status' : 'alert'}
    >
      {notice.text}
    </p>
  );
}
