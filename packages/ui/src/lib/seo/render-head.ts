import type { HeadTag } from './head-tags';

/** Marks the elements the client replaces on navigation. */
export const MANAGED_ATTR = 'data-head';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// JSON inside <script> must not be able to close the element.
const escapeJsonForScript = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const attributes = (attrs: Record<string, string>) =>
  Object.entries({ ...attrs, [MANAGED_ATTR]: '' })
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');

/** Serialises head tags for the prerendered HTML. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      switch (tag.tag) {
        case 'title':
          return `<title>${escapeHtml(tag.text)}</title>`;
        case 'script':
          return `<script${attributes(tag.attrs)}>${escapeJsonForScript(tag.text)}</script>`;
        default:
          return `<${tag.tag}${attributes(tag.attrs)}>`;
      }
    })
    .join('\n    ');
}
