import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/cli';
import type { GameMessage, ReceiptsFile } from '../../src/client';
import { receiptOf } from '../../src/fairness/receipt';
import { parseExport, toExportText, type MatchFile } from '../../src/replay/core/export-format';
import { verifyExport } from '../../src/replay/core/verify';
import { signHead, signedHeadProblem } from '../../src/signing/signed-head';
import { loadSigningKey } from '../../src/signing/signing-key';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { RecordingClient, claimSeats, createMatch, http, startApp, until } from '../realtime/support/harness';
import { editPayload, rechain, replayGames } from '../replay/helpers';

/**
 * Evidence the players hold (docs/replay.md): every update and acknowledgement carries a receipt
 * for its seq, the typed client keeps them, the server signs the finished match's head with its
 * Ed25519 key (served at a well-known route), and `verify` names the first seq where an export
 * and that evidence disagree, even when the forger re-hashed the whole chain.
 */
describe('receipts, signed heads and verify (real PostgreSQL, real sockets)', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let url: string;
  let dir: string;
  const clients: RecordingClient[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'stackbound-evidence-'));
    db = await createTestDatabase();
    ({ app, url } = await startApp(db, replayGames, { SIGNING_KEY_FILE: join(dir, 'keys', 'signing-key.pem') }));
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await app?.close();
    await db?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('publishes the Ed25519 public key at the well-known route; the key is created once, 0600, and kept across restarts', async () => {
    const key = await http<{ algorithm: string; keyId: string; publicKey: string }>(url, 'GET', '/.well-known/stackbound-signing-key');
    expect(key).toEqual({ algorithm: 'Ed25519', keyId: expect.stringMatching(/^[0-9a-f]{16}$/), publicKey: expect.stringContaining('BEGIN PUBLIC KEY') });
    const file = join(dir, 'keys', 'signing-key.pem');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // A restart reads the same file: signatures stay checkable.
    expect(loadSigningKey(undefined, file)).toMatchObject({ keyId: key.keyId, source: 'file' });
    // SIGNING_KEY (PEM, `\n`-escaped or not, or base64 DER) wins over the file; only Ed25519 is accepted.
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const fromPem = loadSigningKey(pem, file);
    expect(fromPem.source).toBe('config');
    expect(fromPem.keyId).not.toBe(key.keyId);
    expect(loadSigningKey(pem.replace(/\n/g, '\\n'), file).keyId).toBe(fromPem.keyId);
    expect(loadSigningKey(privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'), file).keyId).toBe(fromPem.keyId);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(() => loadSigningKey(ec, file)).toThrow(/Ed25519/);
  });

  it('players keep a receipt per seq; a re-chained edit of the finished match fails against the key and against a seat receipts, naming the seq', async () => {
    const matchId = await createMatch(url, { gameId: 'high-card', seats: 2, options: { rounds: 3 } });
    const tokens = await claimSeats(url, matchId, 2);
    const seats = tokens.map(() => new RecordingClient(url));
    clients.push(...seats);
    const accepted = await Promise.all(seats.map((c, seat) => c.join(matchId, { token: tokens[seat] })));
    expect(accepted.every((a) => /^[0-9a-f]{64}$/.test(a.receipt))).toBe(true);

    // Both seats play their first legal card whenever the game waits for them, until the match ends.
    const acks: { seq: number; receipt: string }[] = [];
    await until(
      async () => {
        for (const [seat, client] of seats.entries()) {
          const snapshot = client.mirror(matchId)?.snapshot;
          const move = snapshot?.status === 'live' && snapshot.waitingFor.includes(seat) ? (snapshot.legalActions[0] as GameMessage | undefined) : undefined;
          if (move?.type === 'play') {
            const ack = await client.command(matchId, move).catch(() => null); // STALE_SEQ: the next round retries
            if (ack) acks.push(ack);
          }
        }
        return seats.every((c) => c.mirror(matchId)?.snapshot?.status === 'finished');
      },
      'the match to finish',
      60_000,
    );

    const summary = await http<{ signedHead: ReceiptsFile['signedHead']; seq: number; seed: string }>(url, 'GET', `/matches/${matchId}`);
    const kept = seats[0]?.receipts(matchId) as ReceiptsFile;
    expect(kept.receipts.length).toBeGreaterThan(3);
    expect(kept.signedHead).toEqual(summary.signedHead);
    expect(kept.signedHead?.seq).toBe(summary.seq);
    // Acknowledgements carry the same receipts as the updates for their seq.
    for (const ack of acks) expect(kept.receipts.concat(seats[1]?.receipts(matchId)?.receipts ?? [])).toContainEqual({ seq: ack.seq, receipt: ack.receipt });

    const text = await (await fetch(`${url}/matches/${matchId}/export`)).text();
    const file = parseExport(text);
    // Every receipt is the keyed receipt of the chain hash at its seq; the seed is revealed now.
    for (const { seq, receipt } of kept.receipts) expect(receipt).toBe(receiptOf(summary.seed, matchId, seq, file.record.events[seq - 1]?.hash ?? ''));
    const { publicKey } = await http<{ publicKey: string }>(url, 'GET', '/.well-known/stackbound-signing-key');
    expect(file.signedHead).toEqual(summary.signedHead);
    expect(signedHeadProblem(publicKey, file.signedHead as NonNullable<MatchFile['signedHead']>)).toBeNull();
    expect(verifyExport(file, { publicKeyPem: publicKey, receipts: kept })).toMatchObject({ ok: true });

    // A forger rewrites a card played at a seq the seat holds a receipt for and re-hashes every later event.
    const held = new Set(kept.receipts.map((r) => r.seq));
    const edited = file.record.events.find((e) => e.type === 'hc.played' && held.has(e.seq) && e.seq < file.record.events.length - 2);
    if (!edited) throw new Error('no played card with a receipt');
    const forgedRecord = rechain(editPayload(file.record, edited.seq, (p) => ({ ...p, card: (p.card as number) + 100 })));
    const forged = parseExport(toExportText(forgedRecord, new Date(), { signedHead: file.signedHead }));
    const report = verifyExport(forged, { publicKeyPem: publicKey, receipts: kept });
    expect(report.ok).toBe(false);
    expect(report.checks).toEqual([
      expect.objectContaining({ name: 'chain', status: 'passed' }),
      expect.objectContaining({
        name: 'signature',
        status: 'failed',
        firstBadSeq: summary.seq,
        detail: expect.stringContaining(`differs from the file signed head`),
      }),
      expect.objectContaining({ name: 'receipts', status: 'failed', firstBadSeq: edited.seq }),
    ]);
    // Signed again with a key of the forger's own: not the server's.
    const theirs = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const forgerKey = loadSigningKey(theirs, join(dir, 'unused.pem'));
    const resigned = {
      ...forged,
      signedHead: signHead(forgerKey.privateKey, forgerKey.keyId, { matchId, seq: summary.seq, hash: forgedRecord.events.at(-1)?.hash ?? '' }),
    };
    expect(verifyExport(resigned, { publicKeyPem: publicKey }).checks[1]).toMatchObject({
      status: 'failed',
      detail: expect.stringContaining(`signed head is by key ${forgerKey.keyId}, not this server's key`),
    });

    // The command-line tool says the same, with the server's key from the well-known route.
    writeFileSync(join(dir, 'forged.ndjson'), toExportText(forgedRecord, new Date(), { signedHead: file.signedHead }));
    writeFileSync(join(dir, 'original.ndjson'), text);
    writeFileSync(join(dir, 'receipts.json'), JSON.stringify(kept));
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l), fetch: globalThis.fetch, env: { STACKBOUND_URL: url } };
    expect(await runCli(['verify', join(dir, 'original.ndjson'), '--receipts', join(dir, 'receipts.json')], io)).toBe(0);
    expect(out.join('\n')).toContain(`Verification of match ${matchId}: OK`);
    out.length = 0;
    expect(await runCli(['verify', join(dir, 'forged.ndjson'), '--receipts', join(dir, 'receipts.json')], io)).toBe(1);
    expect(out.join('\n')).toContain(`receipts  failed  first bad seq ${edited.seq}:`);
    expect(out.join('\n')).toContain(`signature failed  first bad seq ${summary.seq}:`);
  });

  it('the REST acknowledgement of a command carries the receipt for its seq', async () => {
    const matchId = await createMatch(url, { gameId: 'high-card', seats: 2, options: { rounds: 1 } });
    const tokens = await claimSeats(url, matchId, 2);
    const view = await (await fetch(`${url}/matches/${matchId}/view`, { headers: { authorization: `Bearer ${tokens[0]}` } })).json();
    const res = await fetch(`${url}/matches/${matchId}/seats/0/commands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` },
      body: JSON.stringify({ commandId: 'c1', command: { type: 'concede' }, expectedSeq: (view as { seq: number }).seq }),
    });
    const ack = (await res.json()) as { status: string; seq: number; receipt: string };
    expect(ack).toMatchObject({ status: 'accepted', receipt: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const file = parseExport(await (await fetch(`${url}/matches/${matchId}/export`)).text());
    const seed = (file.record.events.at(-1)?.payload as { seed: string }).seed;
    expect(ack.receipt).toBe(receiptOf(seed, matchId, ack.seq, file.record.events[ack.seq - 1]?.hash ?? ''));
  });
});
