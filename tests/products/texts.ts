import type { TestLang } from '../fixtures/site';

/** The wording each language must show (from packages/ui/src/i18n/locales/<lang>/products.ts). */
export const TEXTS: Record<
  TestLang,
  {
    title: string;
    filter: string;
    all: string;
    aluminum: string;
    peripheral: string;
    search: string;
    empty: string;
    hint: string;
    clear: string;
    learnMore: string;
    quote: string;
    download: string;
    sections: string[];
    related: string;
    compareLink: string;
    compareCaption: string;
    share: string;
    copied: string;
    notFound: string;
    backToProducts: string;
    lubricator: string;
    nozzlesWord: string;
  }
> = {
  pt: {
    title: 'Nossos produtos',
    filter: 'Filtrar por categoria',
    all: 'Todos',
    aluminum: 'Alumínio',
    peripheral: 'Periféricos',
    search: 'Buscar produtos',
    empty: 'Nenhum produto encontrado',
    hint: 'Tente ajustar os filtros ou os termos de busca.',
    clear: 'Limpar filtros',
    learnMore: 'Saiba mais',
    quote: 'Solicitar orçamento',
    download: 'Baixar catálogo',
    sections: [
      'Descrição',
      'Destaques técnicos',
      'Especificações técnicas',
      'Aplicações típicas',
      'Acessórios de série',
      'Suporte que acompanha a sua máquina',
      'Pronto para aumentar a sua produtividade?',
    ],
    related: 'Produtos relacionados',
    compareLink: 'Comparar todos os modelos CAST ALL',
    compareCaption: 'Especificações dos modelos CAST ALL',
    share: 'Compartilhar',
    copied: 'Link copiado para a área de transferência.',
    notFound: 'Produto não encontrado',
    backToProducts: 'Ver todos os produtos',
    lubricator: 'Lubrificador Automático LLA',
    nozzlesWord: 'bicos',
  },
  en: {
    title: 'Our products',
    filter: 'Filter by category',
    all: 'All',
    aluminum: 'Aluminium',
    peripheral: 'Peripherals',
    search: 'Search products',
    empty: 'No products found',
    hint: 'Try adjusting the filters or the search terms.',
    clear: 'Clear filters',
    learnMore: 'Learn more',
    quote: 'Request a quote',
    download: 'Download catalogue',
    sections: [
      'Description',
      'Technical highlights',
      'Technical specifications',
      'Typical applications',
      'Standard accessories',
      'Support that comes with your machine',
      'Ready to raise your productivity?',
    ],
    related: 'Related products',
    compareLink: 'Compare all CAST ALL models',
    compareCaption: 'Specifications of the CAST ALL models',
    share: 'Share',
    copied: 'Link copied to the clipboard.',
    notFound: 'Product not found',
    backToProducts: 'See all products',
    lubricator: 'LLA Automatic Lubricator',
    nozzlesWord: 'nozzles',
  },
  es: {
    title: 'Nuestros productos',
    filter: 'Filtrar por categoría',
    all: 'Todos',
    aluminum: 'Aluminio',
    peripheral: 'Periféricos',
    search: 'Buscar productos',
    empty: 'Ningún producto encontrado',
    hint: 'Intente ajustar los filtros o los términos de búsqueda.',
    clear: 'Limpiar filtros',
    learnMore: 'Más información',
    quote: 'Solicitar presupuesto',
    download: 'Descargar catálogo',
    sections: [
      'Descripción',
      'Aspectos técnicos destacados',
      'Especificaciones técnicas',
      'Aplicaciones típicas',
      'Accesorios de serie',
      'Soporte que acompaña a su máquina',
      '¿Listo para aumentar su productividad?',
    ],
    related: 'Productos relacionados',
    compareLink: 'Comparar todos los modelos CAST ALL',
    compareCaption: 'Especificaciones de los modelos CAST ALL',
    share: 'Compartir',
    copied: 'Enlace copiado al portapapeles.',
    notFound: 'Producto no encontrado',
    backToProducts: 'Ver todos los productos',
    lubricator: 'Lubricador Automático LLA',
    nozzlesWord: 'boquillas',
  },
};
