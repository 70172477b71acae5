/** A tiny element builder: h('div.card', { onclick }, 'text', child). */
type Child = Node | string | number | null | undefined | false | Child[];
type Props = Record<string, unknown>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: string, props?: Props | Child, ...children: Child[]): HTMLElementTagNameMap[K] & HTMLElement {
  const [name, ...classes] = tag.split('.');
  const el = document.createElement(name || 'div') as HTMLElementTagNameMap[K] & HTMLElement;
  if (classes.length) el.className = classes.join(' ');
  if (props && !(props instanceof Node) && typeof props === 'object' && !Array.isArray(props)) {
    for (const [k, v] of Object.entries(props)) {
      if (v === undefined || v === null || v === false) continue;
      if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v as EventListener);
      else if (k === 'class') el.className = [el.className, String(v)].filter(Boolean).join(' ');
      else if (k in el && k !== 'list' && typeof v !== 'string') (el as unknown as Record<string, unknown>)[k] = v;
      else el.setAttribute(k, v === true ? '' : String(v));
    }
  } else if (props !== undefined) children.unshift(props as Child);
  append(el, children);
  return el;
}

function append(el: Node, children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else el.appendChild(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

export function mount(root: HTMLElement, ...children: Child[]): void {
  root.replaceChildren();
  append(root, children);
}

let toastTimer: ReturnType<typeof setTimeout> | undefined;
/** Shows a message to the user (errors in words) for a few seconds. */
export function toast(message: string, kind: 'error' | 'info' = 'error'): void {
  const el = document.getElementById('toast');
  if (!el) return;
  el.textContent = message;
  el.className = `show ${kind}`;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => (el.className = ''), 8000);
}

export const seatName = (seat: number): string => `P${seat + 1}`;
