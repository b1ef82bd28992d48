import { createTextStore } from '../i18n/i18n';
import type { Lang } from '../i18n/languages';
import type { Namespace } from '../i18n/namespaces';
import type { TextTree } from '../i18n/translate';

/** The build's texts: a missing key fails the build rather than ship a raw key. */
const store = createTextStore({ strict: true });

/** The layout's texts and these namespaces of a language, loaded once for the whole build. */
export async function pageTexts(lang: Lang, namespaces: readonly Namespace[]): Promise<TextTree> {
  await store.ensure(lang, namespaces);
  return store.texts(lang);
}

/** Only some namespaces of a language's texts: what an island is sent to the browser with. */
export function someTexts(texts: TextTree, namespaces: readonly Namespace[]): TextTree {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, texts[namespace] ?? {}]));
}
