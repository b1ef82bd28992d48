import { ApiError } from './api-error';

/** A screen's two fallback sentences of spec §8, e.g. 'Erro ao salvar produto'. */
export interface FailureTexts {
  /** The server refused without a sentence of its own. */
  refused: string;
  /** No answer at all. */
  network: string;
}

/** The failure as the person sees it: the server's sentence, else the screen's fallback. */
export function failureMessage(err: unknown, texts: FailureTexts): string {
  if (err instanceof ApiError) {
    if (err.failure.kind === 'refused') return err.failure.error ?? texts.refused;
    if (err.failure.kind === 'network') return texts.network;
  }
  return texts.refused;
}
