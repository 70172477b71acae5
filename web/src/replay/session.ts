import { signal } from '@preact/signals';
import type { MatchSummary, ReplayStep } from '../../../src/client';
import { api, describeError, tokens } from '../api';
import { momentHash, parseMoment } from '../dispute/replay-link';
import { toast } from '../toast';

export type ReplayUnit = 'action' | 'event';
/** What the replay asks the server for: a step, a seq, a turn, the resolution after a step; {} for the newest. */
export type StepTarget = Readonly<Record<string, string | number>>;

/**
 * The replay viewer's state and what changes it (the components only read it and call these):
 * the step shown, the perspective, the unit, and whether it follows a live match. Each step shown
 * is written into the address (`?step=917&viewer=seat:1`, docs/web.md) so a copied link shows
 * the same moment; not while following live, where the address would move under the reader.
 */
export function replaySession(summary: MatchSummary, query: string | undefined) {
  const matchId = summary.matchId;
  const mine = tokens.get(matchId);
  const startedFinished = summary.status === 'finished';
  const asked = parseMoment(query);
  /** `step=last`: the address asks for the newest step (the end of a finished match), whatever its number. */
  const toEnd = new URLSearchParams(query).get('step') === 'last';
  // A seat's own browser sees its own perspective first; others see everything once it is over.
  const ownView = mine ? `seat:${mine.seat}` : startedFinished ? 'omniscient' : 'spectator';
  // Another perspective than one's own is for finished matches only (the server refuses it live).
  const allowed = asked.viewer && (startedFinished || asked.viewer === ownView || asked.viewer === 'spectator');

  const finished = signal(startedFinished);
  const viewer = signal(allowed ? asked.viewer! : ownView);
  const unit = signal<ReplayUnit>(asked.unit ?? 'action');
  const current = signal<ReplayStep | null>(null);
  /** The newest step the live follow has announced (the match grows while we watch). */
  const knownLast = signal(0);
  /** Live follow (docs/replay.md): jump to each new step as it happens. */
  const follow = signal(!startedFinished && asked.step === undefined);
  /** The live follow's state in words, and whether it is off. */
  const badge = signal({ text: '', off: false });
  /** The address of the moment shown, what the copy-link button copies. */
  const momentUrl = signal('');

  function show(s: ReplayStep): void {
    current.value = s;
    const moment = momentHash({ matchId, unit: unit.value, step: s.step, viewer: viewer.value });
    momentUrl.value = `${location.origin}${location.pathname}${moment}`;
    if (!follow.value || finished.value) history.replaceState(null, '', moment);
  }

  let loading = 0;
  async function load(target: StepTarget): Promise<void> {
    const q = new URLSearchParams({ unit: unit.value, viewer: viewer.value });
    for (const [k, v] of Object.entries(target)) q.set(k, String(v));
    const mineNow = ++loading;
    let s: ReplayStep;
    try {
      const auth = viewer.value.startsWith('seat:') && !finished.value ? mine?.token : undefined;
      s = await api<ReplayStep>('GET', `/matches/${matchId}/replay?${q}`, undefined, auth);
    } catch (e) {
      return toast(`Replay: ${describeError(e)}`);
    }
    if (mineNow !== loading) return; // a newer request was made meanwhile
    show(s);
  }

  function setFollow(on: boolean): void {
    follow.value = on;
    badge.value = { text: on ? '● live' : 'paused', off: !on };
  }

  /** Where "the newest step" is, or the step shown when not following. */
  const here = (fallback: StepTarget): StepTarget => (follow.value && !finished.value ? {} : fallback);

  return {
    matchId,
    summary,
    mine,
    /** Whether the page offers live follow (the match was not over when it opened). */
    followable: !startedFinished,
    firstTarget: (): StepTarget => (follow.value || toEnd ? {} : { step: asked.step ?? 0 }),
    finished,
    viewer,
    unit,
    current,
    knownLast,
    follow,
    badge,
    momentUrl,
    load,
    setFollow,
    /** Manual navigation leaves the live edge: follow stops until it is ticked again. */
    go(target: StepTarget | null): void {
      if (!target) return;
      if (follow.value && !finished.value) setFollow(false);
      void load(target);
    },
    setViewer(v: string): void {
      viewer.value = v;
      void load(here({ step: current.value?.step ?? 0 }));
    },
    setUnit(u: ReplayUnit): void {
      unit.value = u;
      knownLast.value = 0;
      void load(here({ seq: current.value?.seq || 1 }));
    },
    toggleFollow(on: boolean): void {
      setFollow(on);
      if (on) void load({}); // back to the newest step
    },
    /** A step the live follow announced (spectator view). */
    onLiveStep(s: ReplayStep): void {
      if (s.matchId !== matchId || s.unit !== unit.value) return;
      knownLast.value = Math.max(knownLast.value, s.lastStep);
      if (s.finished && !finished.value) {
        finished.value = true;
        badge.value = { text: 'the match is over', off: true };
      }
      const shown = current.value;
      if (follow.value && (!shown || s.step > shown.step || s.finished)) {
        if (viewer.value === 'spectator') show(s);
        else void load({ step: s.step }); // the same step from our own perspective
      }
    },
    onDisconnect(): void {
      badge.value = { text: '○ reconnecting…', off: true };
    },
  };
}

export type ReplaySession = ReturnType<typeof replaySession>;
