import type { DataSource } from 'typeorm';
import { isUniqueViolation } from './errors';
import { insertEventRows } from './event-rows';
import type { ImportOutcome, StreamImport } from './event-store.types';
import { checkChain } from './hash-chain';
import { insertLedgerEntry } from './ledger';
import { insertImport } from './match-imports';
import { insertSecret } from './match-secrets';
import { insertCachedState } from './state-cache';

/**
 * Stores a whole recorded stream in one transaction, exactly as recorded (seqs, times, hashes),
 * through the same event and ledger INSERTs as the appends, with the import time (match-imports.ts). Refuses a stream that is already here,
 * a chain that does not link, and a ledger that lists a command twice; nothing is written then.
 */
export async function importStream(dataSource: DataSource, input: StreamImport): Promise<ImportOutcome> {
  if (input.events.some((e) => e.matchId !== input.matchId) || input.commands.some((c) => c.matchId !== input.matchId)) {
    throw new Error(`import of ${input.matchId}: every event and command must belong to that match`);
  }
  const chain = checkChain(input.events);
  if (!chain.ok) return { kind: 'broken-chain', firstBadSeq: chain.firstBadSeq, reason: chain.reason };
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction();
    const exists = (await runner.query(`SELECT 1 FROM match_appends WHERE match_id = $1 UNION ALL SELECT 1 FROM match_events WHERE match_id = $1 LIMIT 1`, [
      input.matchId,
    ])) as unknown[];
    if (exists.length > 0) {
      await runner.rollbackTransaction();
      return { kind: 'exists' };
    }
    await insertEventRows(runner, input.events);
    // One row at a time keeps the ledger's identity order equal to the arrival order.
    for (const c of input.commands) {
      if (!(await insertLedgerEntry(runner, c))) {
        await runner.rollbackTransaction();
        return { kind: 'duplicate-command', actor: c.actor, commandId: c.commandId };
      }
    }
    await insertSecret(runner, input.matchId, input.secret);
    await insertImport(runner, input.matchId, input.signedHead);
    for (const s of input.cachedStates) await insertCachedState(runner, { ...s, matchId: input.matchId });
    await runner.commitTransaction();
    return { kind: 'imported', events: input.events.length, commands: input.commands.length };
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    // A concurrent import of the same match got in first.
    if (isUniqueViolation(error, 'match_appends_pkey') || isUniqueViolation(error, 'match_secrets_pkey')) return { kind: 'exists' };
    throw error;
  } finally {
    await runner.release();
  }
}
