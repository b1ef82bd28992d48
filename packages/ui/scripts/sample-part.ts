import type { PartPageData } from '@castall/contracts';

/** The part the build renders a part page's template with (its texts never reach the template). */
export const SAMPLE_PART_PAGE: PartPageData = {
  part: {
    id: 'sample',
    nome_pt: 'Peça',
    nome_en: 'Part',
    nome_es: 'Pieza',
    descricao_pt: 'Descrição',
    descricao_en: 'Description',
    descricao_es: 'Descripción',
    codigo: 'SAMPLE',
    categoria: 'Elétrica',
    preco: 0,
    estoque: 0,
    imagem: '',
  },
  related: [],
};
