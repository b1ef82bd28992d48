export const notFound = {
  title: 'Página não encontrada',
  text: 'O endereço que você acessou não existe ou foi movido.',
  backHome: 'Voltar para o início',
  seeProducts: 'Ver produtos',
};
