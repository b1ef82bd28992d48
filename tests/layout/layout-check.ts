/**
 * What a page at one width must hold (issue 17), measured in the browser: the document does not
 * scroll sideways, no header link wraps to a second line, no table is wider than its box
 * without a visible scroll cue, and on touch widths every visible control is at least 44 × 44
 * px, or at least 24 × 24 px (WCAG 2.2's minimum, 2.5.8) with the space of a 44 px target: no
 * other control inside the 44 × 44 px square centred on it (the spacing exception, written as
 * Apple's and Google's 44–48 px touch area). Links inside a sentence are exempt, as WCAG's
 * inline exception says. Returns one sentence per problem.
 */
export function layoutProblems({ touch }: { touch: boolean }): string[] {
  const problems: string[] = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width) {
    problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
  }
  const visible = (element: Element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden';
  };
  const name = (element: Element) => {
    const text = (element.textContent ?? '').trim().slice(0, 30);
    const label =
      text || element.getAttribute('aria-label') || element.getAttribute('name') || element.id;
    const type = element.getAttribute('type');
    return `${element.tagName.toLowerCase()}${type ? `[${type}]` : ''} "${label}"`;
  };

  // Header links: one line each.
  for (const link of document.querySelectorAll('header.site-header nav a')) {
    if (!visible(link)) continue;
    const lineHeight = parseFloat(getComputedStyle(link).lineHeight) || 20;
    const text = link.querySelector('span:not(.visually-hidden)') ?? link;
    const lines = [...text.getClientRects()].length;
    if (lines > 1 || text.getBoundingClientRect().height > lineHeight * 1.8) {
      problems.push(`header link ${name(link)} wraps`);
    }
  }

  // Tables: fit their box, or the box scrolls and says so.
  for (const table of document.querySelectorAll('table')) {
    if (!visible(table)) continue;
    const box = table.parentElement as HTMLElement;
    if (table.scrollWidth <= box.clientWidth + 1) continue;
    const scrolls = ['auto', 'scroll'].includes(getComputedStyle(box).overflowX);
    const region = table.closest('[role="region"][tabindex]');
    const cue =
      region?.querySelector('[data-scroll-cue]') ??
      region?.parentElement?.querySelector('[data-scroll-cue]');
    if (!scrolls || !region || !cue || !visible(cue)) {
      problems.push(
        `a table is wider than its box (${table.scrollWidth} > ${box.clientWidth}) without a visible scroll cue`,
      );
    }
  }

  if (!touch) return problems;
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], summary';
  const targets = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
    if (!visible(element) || element.closest('[aria-hidden="true"], [inert]')) return false;
    const rect = element.getBoundingClientRect();
    // Off screen until focused (the skip link) or clipped away.
    if (rect.right <= 0 || rect.bottom <= 0 || rect.left >= width) return false;
    if (element.classList.contains('visually-hidden')) return false;
    // A link inside a sentence (WCAG's inline exception).
    if (element.tagName === 'A' && getComputedStyle(element).display === 'inline') {
      const parent = element.parentElement;
      const siblingsText = [...(parent?.childNodes ?? [])]
        .filter((node) => node !== element && node.nodeType === Node.TEXT_NODE)
        .some((node) => (node.textContent ?? '').trim().length > 0);
      if (siblingsText) return false;
    }
    return true;
  });
  // A checkbox or radio is tapped through its label too: the target is the two together.
  const targetRect = (element: HTMLElement): DOMRect => {
    const rect = element.getBoundingClientRect();
    if (!(element instanceof HTMLInputElement)) return rect;
    const label = element.labels?.[0];
    if (!label || !['checkbox', 'radio'].includes(element.type)) return rect;
    const around = label.getBoundingClientRect();
    const left = Math.min(rect.left, around.left);
    const top = Math.min(rect.top, around.top);
    const right = Math.max(rect.right, around.right);
    const bottom = Math.max(rect.bottom, around.bottom);
    return new DOMRect(left, top, right - left, bottom - top);
  };
  const rects = targets.map(targetRect);
  targets.forEach((element, index) => {
    const rect = rects[index] as DOMRect;
    if (rect.width >= 44 && rect.height >= 44) return;
    const large = rect.width >= 24 && rect.height >= 24;
    const cx = rect.left + rect.width / 2;
    const cy = rect.top + rect.height / 2;
    // The spacing exception: no other control inside the 44 × 44 px square on its centre.
    const crowded = rects.some((other, otherIndex) => {
      const target = targets[otherIndex] as HTMLElement;
      if (otherIndex === index || target.contains(element) || element.contains(target)) {
        return false;
      }
      const dx = Math.max(other.left - cx, 0, cx - other.right);
      const dy = Math.max(other.top - cy, 0, cy - other.bottom);
      return dx < 22 && dy < 22;
    });
    if (!large || crowded) {
      problems.push(`${name(element)} is ${Math.round(rect.width)}×${Math.round(rect.height)} px`);
    }
  });
  return problems;
}
