import { useEffect, useMemo } from 'react';

/** The chosen file as an object URL (revoked when replaced), else the existing image. */
export function useImagePreview(file: File | null, existing: string): string {
  const objectUrl = useMemo(
    () => (file !== null && file.type.startsWith('image/') ? URL.createObjectURL(file) : ''),
    [file],
  );
  useEffect(() => {
    if (objectUrl === '') return;
    return () => URL.revokeObjectURL(objectUrl);
  }, [objectUrl]);
  return objectUrl !== '' ? objectUrl : existing;
}
