// The one place the runtime's own useId is used.
// eslint-disable-next-line no-restricted-imports
import { createContext, useContext, useId as useRuntimeId } from 'react';

/**
 * The id prefix of the island being rendered (`i0-`, `i1-`…). Each island is its own root, and
 * Preact numbers ids per root, so two islands of one page would otherwise both say `P0-0`.
 */
export const IdPrefixContext = createContext('');

/** `useId` of the runtime, unique across the islands of a page. Use it instead of React's. */
export function useId(): string {
  return useContext(IdPrefixContext) + useRuntimeId();
}
