import { render, type ComponentChild } from 'preact';

/**
 * A component tree rendered into a detached element, for a caller that places elements rather than
 * components (the table's `Host` slots for the seat-link and invitation banners and the sound switch).
 */
export function elementOf(tree: ComponentChild): HTMLElement {
  const el = document.createElement('div');
  el.className = 'rendered';
  render(tree, el);
  return el;
}
