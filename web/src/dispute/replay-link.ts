/**
 * The address of one moment of a replay (docs/web.md, "Shareable moments"): the match, the step
 * (per event, so step k is the state after seq k) and the perspective. What the copy-link button
 * copies and what the dispute page's rows link to.
 */
export interface ReplayMoment {
  readonly matchId: string;
  readonly unit: 'action' | 'event';
  readonly step: number;
  readonly viewer: string;
}

export function momentHash(m: ReplayMoment): string {
  const q = new URLSearchParams({ step: String(m.step), viewer: m.viewer });
  if (m.unit === 'event') q.set('unit', 'event');
  return `#/replay/${m.matchId}?${q}`;
}

/** The moment a replay address asks for; missing parts stay undefined (the page picks its defaults). */
export function parseMoment(query: string | undefined): { step?: number; unit?: 'action' | 'event'; viewer?: string } {
  const q = new URLSearchParams(query ?? '');
  const step = Number(q.get('step'));
  const unit = q.get('unit');
  const viewer = q.get('viewer');
  return {
    step: q.has('step') && Number.isInteger(step) && step >= 0 ? step : undefined,
    unit: unit === 'event' || unit === 'action' ? unit : undefined,
    viewer: viewer && /^(spectator|omniscient|seat:\d+)$/.test(viewer) ? viewer : undefined,
  };
}
