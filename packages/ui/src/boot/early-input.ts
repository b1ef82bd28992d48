import { PAGE_READY_EVENT } from './page-events';

/**
 * Controls that do nothing until the page's script has hydrated them. Links are not here:
 * they work natively. A `role="button"` link is a language flag, which works natively too.
 */
const SCRIPTED_CONTROL =
  'button, input[type="checkbox"], input[type="radio"], input[type="submit"], [role="button"]:not(a[href])';

/** Keys a scripted widget such as the gallery's before/after handle listens for. */
const WIDGET_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

type TextField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isTextField(target: EventTarget | null): target is TextField {
  return (
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !['checkbox', 'radio'].includes(target.type))
  );
}

/**
 * Gives a field the value typed before hydration in a way React notices: React keeps the last
 * value it knows on the element, so that value is reset through the element's own setter and
 * the typed one put back through the prototype's, and the event React listens for is fired.
 */
function replayValue(field: TextField, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  const nativeSetter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!nativeSetter) return;
  field.value = value === '' ? ' ' : '';
  nativeSetter.call(field, value);
  const type = field instanceof HTMLSelectElement ? 'change' : 'input';
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

/**
 * Keeps what a visitor does between the first paint and the end of hydration (issue 12): a
 * press on a scripted control, a key on a widget, a form sent with Enter or a value typed or
 * picked are held, then replayed in order once the page says it is ready. Before this, such a
 * first tap was lost on a slow phone. Installed by the boot script inlined in the page's head.
 */
export function installEarlyInput(win: Window, root: () => Element | null): void {
  const doc = win.document;
  const pending: Array<{ field?: TextField; replay: () => void }> = [];
  let ready = false;

  const inPage = (target: EventTarget | null): target is Element =>
    target instanceof Element && root()?.contains(target) === true;
  const hold = (event: Event, replay: () => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    pending.push({ replay });
  };

  doc.addEventListener(
    'click',
    (event) => {
      if (ready || !inPage(event.target)) return;
      const control = event.target.closest<HTMLElement>(SCRIPTED_CONTROL);
      if (!control || control.matches(':disabled')) return;
      hold(event, () => control.click());
    },
    true,
  );
  doc.addEventListener(
    'keydown',
    (event) => {
      if (ready || !inPage(event.target) || isTextField(event.target)) return;
      if (event.target.closest(SCRIPTED_CONTROL) || !WIDGET_KEYS.has(event.key)) return;
      const { target } = event;
      const init: KeyboardEventInit = {
        key: event.key,
        code: event.code,
        shiftKey: event.shiftKey,
        bubbles: true,
        cancelable: true,
      };
      hold(event, () => target.dispatchEvent(new KeyboardEvent('keydown', init)));
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (ready || !inPage(form) || !(form instanceof HTMLFormElement)) return;
      const { submitter } = event as SubmitEvent;
      hold(event, () => form.requestSubmit(submitter));
    },
    true,
  );
  const remember = (event: Event) => {
    const field = event.target;
    if (ready || !inPage(field) || !isTextField(field)) return;
    const value = field.value;
    const last = pending.at(-1);
    // Keystrokes in one field are one replay; the order with other actions is kept.
    if (last?.field === field) last.replay = () => replayValue(field, value);
    else pending.push({ field, replay: () => replayValue(field, value) });
  };
  doc.addEventListener('input', remember, true);
  doc.addEventListener('change', remember, true);

  // One action per task, as the visitor's own would come: React renders between two key
  // presses, so the second one sees the first one's result.
  const replayNext = () => {
    pending.shift()?.replay();
    if (pending.length > 0) win.setTimeout(replayNext, 0);
  };
  win.addEventListener(
    PAGE_READY_EVENT,
    () => {
      ready = true;
      replayNext();
    },
    { once: true },
  );
}
