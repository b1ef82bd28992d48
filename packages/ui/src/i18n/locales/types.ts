import type { pt } from './pt';

/** Portuguese is the base: every other language must carry exactly its keys. */
export type Translation = DeepStrings<typeof pt>;

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
