import type { ClientDirective } from 'astro';
import { afterFirstPaint } from '../../boot/after-first-paint';

/**
 * `client:painted`: loads and hydrates an island once the page's first contentful paint is on
 * screen (boot/after-first-paint.ts), as the site's pages always have (issue 12). Astro's
 * `client:idle` may run before the first paint on a busy phone, and `client:load` always does.
 * A press meanwhile is held and replayed (boot/early-input.ts).
 */
const painted: ClientDirective = (load) => {
  afterFirstPaint(window, () => void load().then((hydrate) => hydrate()));
};

export default painted;

declare module 'astro' {
  interface AstroClientDirectives {
    'client:painted'?: boolean;
  }
}
