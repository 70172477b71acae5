import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/cli';
import type { MatchMark } from '../../src/match-domain';
import { parseExport, toExportText } from '../../src/replay/core/export-format';
import { keyIdOf, signHead, type SignedHead } from '../../src/signing/signed-head';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { RecordingClient, http, startApp, until } from '../realtime/support/harness';
import { api } from '../support/app';
import { downloadExport, playByHand, rechain, replayGames, uploadExport } from '../replay/helpers';

/** A fresh Ed25519 key: the private half as SIGNING_KEY, the public half as another server would trust it. */
function keyPair(): { privatePem: string; publicPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privatePem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    publicPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  };
}

/**
 * The forgery: seat 0 renamed in seat.claimed and in its join command, the chain re-hashed under a
 * new match id. The audit cannot tell (the rules never read names); only the signature can.
 */
function forge(text: string, keepSignature: boolean): { text: string; matchId: string } {
  const file = parseExport(text);
  const matchId = randomUUID();
  const events = file.record.events.map((e) =>
    e.type === 'seat.claimed' && (e.payload as { seat: number }).seat === 0 ? { ...e, payload: { ...(e.payload as object), name: 'Mallory' } } : e,
  );
  const commands = file.record.commands.map((c) => (c.kind === 'join' && c.seat === 0 ? { ...c, payload: { name: 'Mallory' } } : c));
  const record = rechain({ matchId, events, commands });
  return { text: toExportText(record, new Date(), { signedHead: keepSignature ? file.signedHead : null }), matchId };
}

/** Runs the CLI in process against a listening server. */
async function cli(server: string, ...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(['--server', server, ...argv], { out: (l) => out.push(l), err: (l) => err.push(l), fetch, env: {}, games: replayGames });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

interface Summary {
  imported: boolean;
  importedAt: string | null;
  marks: MatchMark[];
  signedHead: SignedHead | null;
}

/**
 * A signature means "the server of this key decided this history": the server signs only heads it
 * decided, an import keeps the signature it came with (verified against a key the server trusts),
 * and a file whose signature does not verify is refused, or stored as an "unsigned import" when it
 * has none, marked so on REST, both sockets and the CLI.
 */
describe('forged imports: refused or marked, never signed by this server', () => {
  let dbA: TestDatabase;
  let dbB: TestDatabase;
  let a: NestExpressApplication;
  let b: NestExpressApplication;
  let urlA: string;
  let urlB: string;
  let dir: string;
  let original: string;
  let originalText: string;
  const keyA = keyPair();
  const keyB = keyPair();
  const clients: RecordingClient[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    [dbA, dbB] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    // B trusts A's key for imports; A trusts no one but itself.
    [{ app: a, url: urlA }, { app: b, url: urlB }] = await Promise.all([
      startApp(dbA, replayGames, { SIGNING_KEY: keyA.privatePem }),
      startApp(dbB, replayGames, { SIGNING_KEY: keyB.privatePem, TRUSTED_SIGNING_KEYS: keyA.publicPem }),
    ]);
    dir = await mkdtemp(join(tmpdir(), 'forged-import-'));
    // Played by two people: seat 0's name comes from its join command, which the forger rewrites too.
    const client = api(a);
    ({ matchId: original } = await client.create({ gameId: 'high-card', seats: 2, options: { rounds: 2 } }));
    const tokens = [(await client.join(original, 0, 'Ada')).token, (await client.join(original, 1, 'Bob')).token];
    await playByHand(a, original, tokens, 100);
    expect((await http<{ status: string }>(urlA, 'GET', `/matches/${original}`)).status).toBe('finished');
    originalText = (await downloadExport(a, original)).text;
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    for (const s of sockets) s.disconnect();
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all([dbA?.drop(), dbB?.drop()]);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('a re-chained forgery that keeps the signature line (this server key, another match) is refused, and nothing is stored', async () => {
    const forged = forge(originalText, true);
    expect(parseExport(forged.text).signedHead?.matchId).toBe(original);
    const res = await uploadExport(a, forged.text);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.code).toBe('IMPORT_SIGNATURE_INVALID');
    expect((await uploadExport(a, forged.text)).body.code).toBe('IMPORT_SIGNATURE_INVALID');
    const after = await fetch(`${urlA}/matches/${forged.matchId}`);
    expect(after.status).toBe(404);
  });

  it('the same forgery without a signature is an unsigned import: marked on REST, both sockets and the CLI, never signed', async () => {
    const forged = forge(originalText, false);
    const res = await uploadExport(a, forged.text);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.signature).toMatchObject({ status: 'unsigned', keyId: null });

    const summary = await http<Summary>(urlA, 'GET', `/matches/${forged.matchId}`);
    expect(summary.signedHead).toBeNull();
    expect(summary.marks).toEqual([
      { kind: 'imported', importedAt: summary.importedAt, signedBy: null, text: expect.stringContaining('unsigned import') as string },
    ]);
    // The original it was made from carries this server's signature and no mark.
    const genuine = await http<Summary>(urlA, 'GET', `/matches/${original}`);
    expect(genuine.marks).toEqual([]);
    expect(genuine.signedHead?.keyId).toBe((await http<{ keyId: string }>(urlA, 'GET', '/.well-known/stackbound-signing-key')).keyId);

    const spectator = new RecordingClient(urlA);
    clients.push(spectator);
    await spectator.join(forged.matchId);
    const snapshot = await until(() => spectator.mirror(forged.matchId)?.snapshot, 'the snapshot of the forged match');
    expect(snapshot.marks).toEqual(summary.marks);
    expect(snapshot.signedHead).toBeNull();

    const follower = connect(`${urlA}/replay`, { transports: ['websocket'] });
    sockets.push(follower);
    const follow = (await follower.timeout(30_000).emitWithAck('replay.follow', { matchId: forged.matchId, unit: 'action' })) as {
      step?: { marks: unknown[] };
    };
    expect(follow.step?.marks).toEqual(summary.marks);
    const replay = await http<{ marks: unknown[] }>(urlA, 'GET', `/matches/${forged.matchId}/replay`);
    expect(replay.marks).toEqual(summary.marks);
    const audit = await http<{ marks: unknown[] }>(urlA, 'GET', `/matches/${forged.matchId}/audit`);
    expect(audit.marks).toEqual(summary.marks);

    // Its export carries no signed head, only the server's statement of the unsigned import.
    const reExport = (await downloadExport(a, forged.matchId)).text;
    const parsed = parseExport(reExport);
    expect(parsed.signedHead).toBeNull();
    expect(parsed.importAttestation).toMatchObject({ matchId: forged.matchId, signedBy: null });
    const asExported = join(dir, 'forged.ndjson');
    await writeFile(asExported, reExport);
    const verified = await cli(urlA, 'verify', asExported);
    expect(verified.code, verified.out).toBe(1);
    expect(verified.out).toContain('UNSIGNED IMPORT');

    // Dropping the import time and the statement does not make it an original: nothing signed it.
    const stripped = join(dir, 'stripped.ndjson');
    await writeFile(
      stripped,
      reExport
        .split('\n')
        .filter((l) => !l.startsWith('{"record":"import"'))
        .map((l) => (l.startsWith('{"record":"header"') ? JSON.stringify({ ...(JSON.parse(l) as object), importedAt: null, marks: [] }) : l))
        .join('\n'),
    );
    const strippedCheck = await cli(urlA, 'verify', stripped);
    expect(strippedCheck.code).toBe(1);
    expect(strippedCheck.out).toContain('no signed head');
    expect(strippedCheck.out).not.toContain("this server's original");

    // Dropping only the header's import time is caught by the statement.
    const noTime = join(dir, 'no-time.ndjson');
    await writeFile(
      noTime,
      reExport
        .split('\n')
        .map((l) => (l.startsWith('{"record":"header"') ? JSON.stringify({ ...(JSON.parse(l) as object), importedAt: null }) : l))
        .join('\n'),
    );
    const noTimeCheck = await cli(urlA, 'verify', noTime);
    expect(noTimeCheck.code).toBe(1);
    expect(noTimeCheck.out).toContain("the header's import time");

    // The CLI replay prints the mark too.
    const printed = await cli(urlA, 'replay', forged.matchId, '--unit', 'event', '--to', '2');
    expect(printed.code, printed.err).toBe(0);
    expect(printed.out).toContain('NOTE: unsigned import');
  });

  it("the original says which key signed it and that it is this server's original", async () => {
    const file = join(dir, 'original.ndjson');
    await writeFile(file, originalText);
    const verified = await cli(urlA, 'verify', file);
    expect(verified.code, verified.out).toBe(0);
    expect(verified.out).toMatch(/origin +an original of this server/);
    // Checked against another server's key it is not that server's original.
    const elsewhere = await cli(urlB, 'verify', file);
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.out).toContain('not an original of this server');
  });

  it('a genuine file signed by a trusted key keeps that signature; the importer never signs it, and its export says it was imported', async () => {
    const res = await uploadExport(b, originalText);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const keyIdA = (await http<{ keyId: string }>(urlA, 'GET', '/.well-known/stackbound-signing-key')).keyId;
    const keyIdB = (await http<{ keyId: string }>(urlB, 'GET', '/.well-known/stackbound-signing-key')).keyId;
    expect(keyIdA).not.toBe(keyIdB);
    expect(res.body.signature).toMatchObject({ status: 'verified', keyId: keyIdA });
    const summary = await http<Summary>(urlB, 'GET', `/matches/${original}`);
    expect(summary.signedHead).toEqual(parseExport(originalText).signedHead);
    expect(summary.marks).toEqual([{ kind: 'imported', importedAt: summary.importedAt, signedBy: keyIdA, text: expect.stringContaining(keyIdA) as string }]);

    const reExport = (await downloadExport(b, original)).text;
    const file = join(dir, 'reexport.ndjson');
    await writeFile(file, reExport);
    const verified = await cli(urlB, 'verify', file);
    expect(verified.code, verified.out).toBe(0);
    expect(verified.out).toContain(`signed by key ${keyIdA}, not this server's original`);

    // Without the statement and the import time it is A's original, never B's.
    const stripped = join(dir, 'reexport-stripped.ndjson');
    await writeFile(
      stripped,
      reExport
        .split('\n')
        .filter((l) => !l.startsWith('{"record":"import"'))
        .map((l) => (l.startsWith('{"record":"header"') ? JSON.stringify({ ...(JSON.parse(l) as object), importedAt: null, marks: [] }) : l))
        .join('\n'),
    );
    const asB = await cli(urlB, 'verify', stripped);
    expect(asB.code).toBe(1);
    expect(asB.out).toContain('not an original of this server');
    expect((await cli(urlA, 'verify', stripped)).code).toBe(0);
  });

  it('a file signed by a key the importer does not trust is an unsigned import', async () => {
    const forged = forge(originalText, false);
    // Signed by a key nobody trusts: the forger's own.
    const mallory = keyPair();
    const record = parseExport(forged.text).record;
    const last = record.events.at(-1);
    if (!last) throw new Error('no events');
    const head = signHead(createPrivateKey(mallory.privatePem), keyIdOf(createPublicKey(mallory.publicPem)), {
      matchId: forged.matchId,
      seq: last.seq,
      hash: last.hash,
    });
    const res = await uploadExport(b, toExportText(record, new Date(), { signedHead: head }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.signature).toMatchObject({ status: 'unsigned', keyId: null, detail: expect.stringContaining('does not trust') as string });
    expect((await http<Summary>(urlB, 'GET', `/matches/${forged.matchId}`)).signedHead).toBeNull();
  });
});
