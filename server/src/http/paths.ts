import { API_PREFIX } from '@castall/contracts';

/** True for `prefix` itself and anything below it, but not for `/apiary` when prefix is `/api`. */
export function isUnderPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The JSON API lives under /api; its errors are JSON, everything else gets pages or text. */
export function isApiPath(path: string): boolean {
  return isUnderPrefix(path, API_PREFIX);
}
