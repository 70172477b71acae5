import { describe, expect, it } from 'vitest';
import type { RecordedCommand, RecordedEvent } from './core/record';
import { commandSegments, eventSegments, FinishedSegments } from './finished-segments';

/** A finished match of `n` events, read the way the store reads: seqs in (after, to]. */
function storeOf(n: number) {
  const reads: [number, number][] = [];
  const events = Array.from({ length: n }, (_, i) => ({ seq: i + 1 }) as RecordedEvent);
  const read = async (_matchId: string, after: number, to: number) => {
    reads.push([after, to]);
    return events.filter((e) => e.seq > after && e.seq <= to);
  };
  return { reads, read };
}

describe('finished event segments', () => {
  it('answers any range in order, reading each segment once', async () => {
    const store = storeOf(1_000);
    const segments = new FinishedSegments(eventSegments(store.read), 256);
    const seqs = async (after: number, to: number) => (await segments.between('m', after, to, 1_000)).map((e) => e.seq);
    expect(await seqs(32, 40)).toEqual([33, 34, 35, 36, 37, 38, 39, 40]);
    expect(await seqs(250, 260)).toEqual([251, 252, 253, 254, 255, 256, 257, 258, 259, 260]);
    expect(await seqs(0, 3)).toEqual([1, 2, 3]);
    expect(await seqs(990, 1_000)).toEqual([991, 992, 993, 994, 995, 996, 997, 998, 999, 1_000]);
    // Segments of 256: (0, 256], (256, 512], (768, 1024]; each read once however often asked.
    expect(store.reads).toEqual([
      [0, 256],
      [256, 512],
      [768, 1_024],
    ]);
    expect(await seqs(100, 120)).toHaveLength(20);
    expect(store.reads).toHaveLength(3);
  });

  it('segments not kept yet are read in one statement, then each answers alone', async () => {
    const store = storeOf(1_000);
    const segments = new FinishedSegments(eventSegments(store.read), 32);
    await segments.between('m', 64, 96, 1_000);
    const all = await segments.between('m', 0, 1_000, 1_000);
    expect(all.map((e) => e.seq)).toEqual(Array.from({ length: 1_000 }, (_, i) => i + 1));
    // Segment (64, 96] was kept; the others from (0, 32] to (992, 1024] in one read.
    expect(store.reads).toEqual([
      [64, 96],
      [0, 1_024],
    ]);
    expect((await segments.between('m', 500, 530, 1_000)).map((e) => e.seq)).toEqual(Array.from({ length: 30 }, (_, i) => 501 + i));
    expect(store.reads).toHaveLength(2);
  });

  it('a segment read without all its events (a lagging replica) is read again next time', async () => {
    const store = storeOf(100);
    let lagging = true;
    const read = async (matchId: string, after: number, to: number) => await store.read(matchId, after, Math.min(to, lagging ? 40 : to));
    const segments = new FinishedSegments(eventSegments(read), 32);
    expect(await segments.between('m', 32, 50, 100)).toHaveLength(8);
    lagging = false;
    expect((await segments.between('m', 32, 50, 100)).map((e) => e.seq)).toEqual(Array.from({ length: 18 }, (_, i) => 33 + i));
    // The last segment holds only the events up to the end of the match, and is kept.
    expect(await segments.between('m', 96, 100, 100)).toHaveLength(4);
    await segments.between('m', 96, 100, 100);
    // The first read stopped at 40 (the replica had no more); the segment was read whole again.
    expect(store.reads).toEqual([
      [32, 40],
      [32, 64],
      [96, 128],
    ]);
  });

  it('concurrent seeks of one segment share its read', async () => {
    const store = storeOf(300);
    const segments = new FinishedSegments(eventSegments(store.read), 256);
    await Promise.all([segments.between('m', 1, 5, 300), segments.between('m', 10, 20, 300), segments.between('m', 0, 1, 300)]);
    expect(store.reads).toEqual([[0, 256]]);
  });
});

/** A finished match of `n` seqs whose commands each made `batch` events, read as the store reads: batches holding any seq in (after, to]. */
function ledgerOf(n: number, batch: number) {
  const reads: [number, number][] = [];
  const commands = Array.from(
    { length: Math.ceil(n / batch) },
    (_, i) => ({ firstSeq: i * batch + 1, lastSeq: Math.min(n, (i + 1) * batch) }) as RecordedCommand,
  );
  const read = async (_matchId: string, after: number, to: number) => {
    reads.push([after, to]);
    return commands.filter((c) => (c.firstSeq as number) <= to && (c.lastSeq as number) > after);
  };
  return { reads, read };
}

describe('finished command segments', () => {
  const spans = (commands: readonly RecordedCommand[]) => commands.map((c) => [c.firstSeq, c.lastSeq]);

  it('answers the commands whose batches hold any seq of a range, each once, though a batch crosses segments', async () => {
    const ledger = ledgerOf(100, 5);
    const segments = new FinishedSegments(commandSegments(ledger.read), 32);
    // Seqs 31..35 are in the batches 31-35 only; 30..36 in 26-30, 31-35 and 36-40.
    expect(spans(await segments.between('m', 30, 35, 100))).toEqual([[31, 35]]);
    expect(spans(await segments.between('m', 29, 36, 100))).toEqual([
      [26, 30],
      [31, 35],
      [36, 40],
    ]);
    // Seqs 31..35 lie in two segments, (0, 32] and (32, 64]: read in one statement.
    expect(ledger.reads).toEqual([[0, 64]]);
    // A batch across segments is in each; a range over both lists it once.
    const all = await segments.between('m', 0, 100, 100);
    expect(spans(all)).toEqual(Array.from({ length: 20 }, (_, i) => [i * 5 + 1, i * 5 + 5]));
    expect(ledger.reads).toEqual([
      [0, 64],
      [64, 128],
    ]);
    await segments.between('m', 70, 99, 100);
    expect(ledger.reads).toHaveLength(2);
  });

  it('a segment whose commands stop short of its end (a lagging replica) is read again next time', async () => {
    const ledger = ledgerOf(100, 5);
    let lagging = true;
    const read = async (matchId: string, after: number, to: number) =>
      (await ledger.read(matchId, after, to)).filter((c) => !lagging || (c.lastSeq as number) <= 40);
    const segments = new FinishedSegments(commandSegments(read), 32);
    expect(spans(await segments.between('m', 32, 50, 100))).toEqual([
      [31, 35],
      [36, 40],
    ]);
    lagging = false;
    expect(await segments.between('m', 32, 50, 100)).toHaveLength(4);
    await segments.between('m', 32, 50, 100);
    expect(ledger.reads).toEqual([
      [32, 64],
      [32, 64],
    ]);
  });
});
