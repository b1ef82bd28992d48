import type { ClientDirective } from 'astro';

/** The first elements inside `element` that have a box of their own (not `display: contents`). */
function boxedDescendants(element: Element): Element[] {
  return [...element.children].flatMap((child) =>
    getComputedStyle(child).display === 'contents' ? boxedDescendants(child) : [child],
  );
}

/**
 * `client:near`: hydrates an island once it comes within 200 px of the viewport. Astro's
 * `client:visible` watches the island's children, but the site's island hosts lay out as
 * `display: contents` (`.island`, styles/base.css) and have no box to watch, so it would never
 * fire; this one watches the first descendants that have a box.
 */
const near: ClientDirective = (load, _options, element) => {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void load().then((hydrate) => hydrate());
    },
    { rootMargin: '200px' },
  );
  for (const box of boxedDescendants(element)) observer.observe(box);
};

export default near;

declare module 'astro' {
  interface AstroClientDirectives {
    'client:near'?: boolean;
  }
}
