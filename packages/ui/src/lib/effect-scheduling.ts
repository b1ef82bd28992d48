import { options } from 'preact';
import { nextTask } from './next-task';

/**
 * The site runs on Preact (vite.config.ts). Preact runs effects after the next animation frame,
 * or after a 35 ms timer when no frame comes; React runs them in a task of their own right after
 * the render. Effects here start the page's work (the admin's session check, a search's
 * request), so they run as React's do: never held by a hidden tab or a paused clock.
 */
export function runEffectsAsReactDoes(): void {
  options.requestAnimationFrame = (callback) => void nextTask().then(callback);
}
