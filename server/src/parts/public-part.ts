import type { ListedPart, SparePart } from '@castall/contracts';
import type { StoredPart } from '../store/types';

/** Exactly the §3 fields, in the order the PHP API sent them (clients may rely on both). */
export function toPublicPart(part: StoredPart): SparePart {
  return {
    id: part.id,
    nome_pt: part.nome_pt,
    nome_en: part.nome_en,
    nome_es: part.nome_es,
    descricao_pt: part.descricao_pt,
    descricao_en: part.descricao_en,
    descricao_es: part.descricao_es,
    codigo: part.codigo,
    categoria: part.categoria,
    preco: part.preco,
    estoque: part.estoque,
    imagem: part.imagem,
  };
}

/** The §3 fields plus `version`, which the admin form sends back so a stale edit is a 409. */
export function toListedPart(part: StoredPart): ListedPart {
  return { ...toPublicPart(part), version: part.version };
}
