import { useLayoutEffect, useRef } from 'preact/hooks';

/** Places an element built outside Preact (the seat-link banner, the sound switch) in a component tree. */
export function Host({ el, class: cls }: { el: HTMLElement | null; class?: string }) {
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (box.current && el && el.parentNode !== box.current) box.current.replaceChildren(el);
  }, [el]);
  return el ? <span class={cls} ref={box} /> : null;
}
