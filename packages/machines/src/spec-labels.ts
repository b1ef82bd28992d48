import type { Lang } from '@castall/contracts';
import { specLabelsEn } from './locales/en/spec-labels';
import { specLabelsEs } from './locales/es/spec-labels';
import { SPEC_LABELS_PT, type KnownSpecLabel } from './locales/pt/spec-labels';

export { SPEC_LABELS_PT, type KnownSpecLabel };

const TRANSLATED: Readonly<Record<Exclude<Lang, 'pt'>, Readonly<Record<KnownSpecLabel, string>>>> =
  { en: specLabelsEn, es: specLabelsEs };

export function isKnownSpecLabel(label: string): label is KnownSpecLabel {
  return (SPEC_LABELS_PT as readonly string[]).includes(label);
}

/** The label in the language; an unknown label is shown as written rather than hidden. */
export function translateSpecLabel(label: string, lang: Lang): string {
  if (lang === 'pt' || !isKnownSpecLabel(label)) return label;
  return TRANSLATED[lang][label];
}
