import type { HeadTag } from './head-tags';
import { MANAGED_ATTR } from './render-head';

/** Replaces the managed head elements after a client-side navigation. */
export function applyHeadTags(doc: Document, tags: readonly HeadTag[], lang: string): void {
  doc.documentElement.lang = lang;
  doc.head.querySelectorAll(`[${MANAGED_ATTR}]`).forEach((element) => element.remove());
  const fragment = doc.createDocumentFragment();
  for (const tag of tags) {
    if (tag.tag === 'title') {
      doc.title = tag.text;
      continue;
    }
    const element = doc.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    element.setAttribute(MANAGED_ATTR, '');
    if (tag.tag === 'script') element.textContent = tag.text;
    fragment.append(element);
  }
  doc.head.append(fragment);
}
