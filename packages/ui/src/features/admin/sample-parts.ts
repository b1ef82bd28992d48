import type { AdminPart } from './admin-api';

/**
 * Spec §3/§4: when the list cannot be loaded the admin screen shows three sample parts (with
 * the sample categories Motores, Freios and Suspensão). They are examples only: the screen
 * says so and does not let them be edited, since they exist on no server.
 */
export const SAMPLE_PARTS: readonly AdminPart[] = [
  {
    id: 'exemplo-1',
    nome_pt: 'Motor elétrico 5 CV',
    nome_en: 'Electric motor 5 HP',
    nome_es: 'Motor eléctrico 5 CV',
    descricao_pt: 'Motor trifásico para bombas hidráulicas.',
    descricao_en: 'Three-phase motor for hydraulic pumps.',
    descricao_es: 'Motor trifásico para bombas hidráulicas.',
    codigo: 'EX-MOT-001',
    categoria: 'Motores',
    preco: 0,
    estoque: 0,
    imagem: '',
  },
  {
    id: 'exemplo-2',
    nome_pt: 'Pastilha de freio do cilindro',
    nome_en: 'Cylinder brake pad',
    nome_es: 'Pastilla de freno del cilindro',
    descricao_pt: 'Pastilha de reposição para o freio do cilindro de injeção.',
    descricao_en: 'Replacement pad for the injection cylinder brake.',
    descricao_es: 'Pastilla de repuesto para el freno del cilindro de inyección.',
    codigo: 'EX-FRE-002',
    categoria: 'Freios',
    preco: 0,
    estoque: 0,
    imagem: '',
  },
  {
    id: 'exemplo-3',
    nome_pt: 'Coxim de suspensão da placa',
    nome_en: 'Platen suspension mount',
    nome_es: 'Soporte de suspensión de la placa',
    descricao_pt: 'Coxim antivibração para a placa móvel.',
    descricao_en: 'Anti-vibration mount for the moving platen.',
    descricao_es: 'Soporte antivibración para la placa móvil.',
    codigo: 'EX-SUS-003',
    categoria: 'Suspensão',
    preco: 0,
    estoque: 0,
    imagem: '',
  },
];
