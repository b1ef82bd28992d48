// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCallback, type DebouncedCallback } from './use-debounced-callback';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const DELAY = 300;
let container: HTMLDivElement;
let root: Root;
/** What each call saw: the render's `state` at the time the callback ran, and its argument. */
let calls: { state: string; arg: string }[];
let handle: DebouncedCallback<string>;

function Probe({ state }: { state: string }) {
  const debounced = useDebouncedCallback((arg: string) => calls.push({ state, arg }), DELAY);
  useEffect(() => {
    handle = debounced;
  });
  return null;
}

function render(state: string) {
  act(() => root.render(<Probe state={state} />));
}

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('useDebouncedCallback', () => {
  it('runs once, after the pause, with the last argument', () => {
    render('a');
    handle.schedule('r');
    vi.advanceTimersByTime(DELAY - 1);
    handle.schedule('ro');
    vi.advanceTimersByTime(DELAY - 1);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([{ state: 'a', arg: 'ro' }]);
  });

  it('runs the callback of the latest render, not the one that scheduled it', () => {
    render('categoria=');
    handle.schedule('rol');
    // Within the delay the visitor picks a category: the component renders with new state.
    render('categoria=Elétrica');
    vi.advanceTimersByTime(DELAY);
    expect(calls).toEqual([{ state: 'categoria=Elétrica', arg: 'rol' }]);
  });

  it('flush runs at once with the latest callback and drops the pending call', () => {
    render('one');
    handle.schedule('typed');
    render('two');
    handle.flush('entered');
    vi.advanceTimersByTime(DELAY * 2);
    expect(calls).toEqual([{ state: 'two', arg: 'entered' }]);
  });

  it('cancel drops the pending call', () => {
    render('x');
    handle.schedule('typed');
    handle.cancel();
    vi.advanceTimersByTime(DELAY * 2);
    expect(calls).toEqual([]);
  });

  it('a pending call is dropped when the component unmounts', () => {
    render('x');
    handle.schedule('typed');
    act(() => root.unmount());
    vi.advanceTimersByTime(DELAY * 2);
    expect(calls).toEqual([]);
    root = createRoot(container);
  });
});
