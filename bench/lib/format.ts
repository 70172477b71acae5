/** Renders benchmark tables as aligned text (stdout) and as Markdown (docs/benchmarks.md). */
import type { BenchTable } from './section';

const cell = (v: string | number): string => (typeof v === 'number' ? formatNumber(v) : v);

/** Numbers with a precision that suits their size: 12 345 · 123 · 12.3 · 1.23 · 0.66 · 0.012. */
export function formatNumber(v: number): string {
  if (!Number.isFinite(v)) return '—';
  const a = Math.abs(v);
  if (a >= 1000 || Number.isInteger(v)) return Math.round(v).toLocaleString('en-US').replace(/,/g, ' ');
  if (a >= 100) return v.toFixed(0);
  if (a >= 10) return v.toFixed(1);
  if (a >= 1) return v.toFixed(2);
  return v.toPrecision(2);
}

/** Text columns left-aligned, numeric columns right-aligned. */
export function textTable(table: BenchTable): string {
  const rows = table.rows.map((r) => r.map(cell));
  const numeric = table.columns.map((_, i) => table.rows.length > 0 && table.rows.every((r) => typeof r[i] === 'number' || r[i] === '—' || r[i] === 'n/a'));
  const widths = table.columns.map((c, i) => Math.max(c.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (values: readonly string[]) =>
    values
      .map((v, i) => (numeric[i] ? v.padStart(widths[i] ?? 0) : v.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [table.title, line(table.columns), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function markdownTable(table: BenchTable): string {
  const numeric = table.columns.map((_, i) => table.rows.length > 0 && table.rows.every((r) => typeof r[i] === 'number' || r[i] === '—' || r[i] === 'n/a'));
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  return [
    `| ${table.columns.map(esc).join(' | ')} |`,
    `| ${numeric.map((n) => (n ? '---:' : '---')).join(' | ')} |`,
    ...table.rows.map((r) => `| ${r.map((v) => esc(cell(v))).join(' | ')} |`),
  ].join('\n');
}
