/** Pip positions on a 3×3 grid per face (row-major cells 0..8). */
const PIPS: Readonly<Record<number, readonly number[]>> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** A die drawn with CSS (no emoji font needed); a value outside 1–6 is shown as a number. */
export function Die({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' }) {
  const pips = PIPS[value];
  return (
    <span class={`die ${size}`} role="img" aria-label={`die showing ${value}`} data-value={value}>
      {pips ? Array.from({ length: 9 }, (_, i) => <i key={i} class={pips.includes(i) ? 'pip' : ''} />) : <b>{value}</b>}
    </span>
  );
}
