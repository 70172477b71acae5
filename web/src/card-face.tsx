import { catalogCard, type CatalogCard } from './catalog';
import { render } from 'preact';

/**
 * Card faces: a card's name, kind, printed numbers and text, shown beside any element carrying
 * `data-card` (a catalog id) on hover (mouse) and on tap or click (touch). One face element per
 * page (`#card-face`), filled from the catalog.
 */

/** A catalog field's name as words: "atAnyTime" reads "at any time". */
const fieldWords = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** The printed numbers in words, one per entry, in the catalog's order. */
export function numberLines(card: CatalogCard): string[] {
  return Object.entries(card.numbers).map(
    ([name, value]) =>
      `${fieldWords(name)}: ${Array.isArray(value) ? value.join(', ') || '—' : value === true ? 'yes' : value === false ? 'no' : String(value)}`,
  );
}

/** A card's face: name, kind, its current values (when the element says them), text and printed numbers. */
export function CardFace({ card, current }: { card: CatalogCard; current?: string | null }) {
  return (
    <div class="face-body" data-face={card.id}>
      <h3 class="face-name">{card.name}</h3>
      <div class="face-kind">{card.kind}</div>
      {current ? <div class="face-current">{current}</div> : null}
      <p class="face-text">{card.text}</p>
      <ul class="face-numbers">
        {numberLines(card).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

let installed = false;

/** Installs the face popup on the document (idempotent): hover shows it, tap or click pins it, Escape or a tap elsewhere hides it. */
export function installCardFaces(): void {
  if (installed) return;
  installed = true;
  const face = document.createElement('div');
  face.id = 'card-face';
  face.setAttribute('role', 'dialog');
  face.setAttribute('aria-live', 'polite');
  face.hidden = true;
  document.body.appendChild(face);
  let pinned: Element | null = null;
  const show = (el: Element) => {
    const id = el.getAttribute('data-card');
    const card = id ? catalogCard(id) : undefined;
    if (!card) return false;
    render(<CardFace key={card.id} card={card} current={el.getAttribute('data-current')} />, face);
    face.hidden = false;
    const r = el.getBoundingClientRect();
    const width = Math.min(300, window.innerWidth - 16);
    face.style.width = `${width}px`;
    face.style.left = `${Math.max(8, Math.min(window.innerWidth - width - 8, r.left))}px`;
    const below = r.bottom + 6;
    face.style.top = `${below + 200 < window.innerHeight ? below : Math.max(8, r.top - 6 - face.offsetHeight)}px`;
    return true;
  };
  const hide = () => {
    pinned = null;
    face.hidden = true;
  };
  const target = (ev: Event) => (ev.target instanceof Element ? ev.target.closest('[data-card]') : null);
  document.addEventListener('mouseover', (ev) => {
    const el = target(ev);
    if (el && !pinned) show(el);
  });
  document.addEventListener('mouseout', (ev) => {
    if (target(ev) && !pinned) face.hidden = true;
  });
  // A click on a card that is a pick target or a button acts; anywhere else a click shows its face.
  document.addEventListener('click', (ev) => {
    const el = target(ev);
    if (el && !el.closest('.targetable, button, a, select')) {
      if (pinned === el) return hide();
      if (show(el)) pinned = el;
      return;
    }
    if (!(ev.target instanceof Element && face.contains(ev.target))) hide();
  });
  document.addEventListener('keydown', (ev) => {
    if (ev.key === 'Escape') hide();
  });
}
