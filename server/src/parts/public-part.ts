import type { ListedPart, SparePart } from '@castall/contracts';
import { pickPartData } from '@castall/contracts/part-schema';
import type { StoredPart } from '../store/types';

/** Exactly the §3 fields, in the order the PHP API sent them (clients may rely on both). */
export function toPublicPart(part: StoredPart): SparePart {
  return { id: part.id, ...pickPartData(part), imagem: part.imagem };
}

/** The §3 fields plus `version`, which the admin form sends back so a stale edit is a 409. */
export function toListedPart(part: StoredPart): ListedPart {
  return { ...toPublicPart(part), version: part.version };
}
