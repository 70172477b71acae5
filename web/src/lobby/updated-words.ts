/**
 * When a row last changed, in words: "updated just now", "updated 3 min ago", "updated 2 h ago",
 * then the date. `now` is the reader's clock (the list asks again every few seconds).
 */
export function updatedWords(updatedAt: string | Date, now: number): string {
  const at = new Date(updatedAt);
  const s = Math.max(0, Math.round((now - at.getTime()) / 1000));
  if (s < 60) return 'updated just now';
  if (s < 3600) return `updated ${Math.floor(s / 60)} min ago`;
  if (s < 86_400) return `updated ${Math.floor(s / 3600)} h ago`;
  return `updated on ${at.toLocaleDateString()}`;
}
