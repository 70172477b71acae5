import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGameDefinition } from '../../src/engine/game-definition';
import { EventStore } from '../../src/event-store/event-store.service';
import { fourSouls } from '../../src/games/four-souls';
import { mansters } from '../../src/games/mansters';
import { foldServer, stateHash, upcastEvent } from '../../src/match-domain';
import { createMigratedDataSource, createTestDatabase, type TestDatabase } from '../support/database';
import { highCard } from '../support/test-game';
import { runBots } from './support/bots';
import { claimSeats, createMatch, RecordingClient, startApp, until } from './support/harness';
import { checkSocket, fourSoulsHidden, manstersHidden, noStringHidden, type HiddenValues } from './support/leak-check';

/**
 * Complete matches through socket.io-client: a bot on every seat (client-side, choosing among the
 * legal actions its socket received) and a spectator; then every message every socket received is
 * checked for anything it must not see. A game is one line in `games` (the structural check — every message equals the game's own view/redaction — applies to every
 * game; `hidden` adds a game's string-searchable secrets, see support/leak-check.ts).
 */
const games: { def: AnyGameDefinition; seats: number; options: Record<string, unknown>; hidden?: HiddenValues; policies: string[]; matches: number }[] = [
  { def: highCard, seats: 3, options: { rounds: 5 }, hidden: noStringHidden, policies: ['random', 'random', 'lowest'], matches: 2 },
  { def: mansters, seats: 3, options: {}, hidden: manstersHidden, policies: ['random', 'greedy', 'random'], matches: 2 },
  { def: mansters, seats: 2, options: {}, hidden: manstersHidden, policies: ['greedy', 'random'], matches: 1 },
  // A short turn cap keeps the socket run bounded; the cap is a documented way a match ends (docs/games/four-souls.md).
  { def: fourSouls, seats: 2, options: { turnCap: 6 }, hidden: fourSoulsHidden, policies: ['greedy', 'random'], matches: 1 },
  { def: fourSouls, seats: 3, options: { turnCap: 4 }, hidden: fourSoulsHidden, policies: ['random', 'greedy', 'random'], matches: 1 },
];

describe('e2e: bots play complete matches over socket.io, and nothing hidden leaks', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let app: NestExpressApplication;
  let url: string;
  const clients: RecordingClient[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    ({ app, url } = await startApp(db, [highCard, mansters, fourSouls]));
    ds = await createMigratedDataSource(db, 4);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await app?.close();
    await ds?.destroy();
    await db?.drop();
  });

  for (const game of games) {
    for (let m = 0; m < game.matches; m += 1) {
      it(`${game.def.id}, ${game.seats} seats (${game.policies.join('/')}) #${m + 1}`, async () => {
        const matchId = await createMatch(url, { gameId: game.def.id, seats: game.seats, options: game.options });
        const tokens = await claimSeats(url, matchId, game.seats);
        const spectator = new RecordingClient(url);
        const seats = tokens.map(() => new RecordingClient(url));
        clients.push(spectator, ...seats);
        await spectator.join(matchId);
        await Promise.all(seats.map((c, seat) => c.join(matchId, { token: tokens[seat] })));
        expect(seats[0]!.mirror(matchId)?.snapshot?.viewer).toEqual({ kind: 'seat', seat: 0 });

        await runBots({
          def: game.def,
          ds,
          matchId,
          bots: seats.map((client, seat) => ({ seat, client, policy: game.policies[seat] ?? 'random' })),
          timeoutMs: 120_000,
          seed: m + 1,
        });

        const log = await new EventStore(ds).readStream(matchId);
        const finalSeq = log.length;
        const hash = stateHash(
          foldServer(
            game.def,
            log.map((e) => upcastEvent(game.def, e)),
          ),
        );
        await until(() => [spectator, ...seats].every((c) => c.mirror(matchId)?.seq === finalSeq), 'every socket at the final seq');
        for (const c of [spectator, ...seats]) {
          const mirror = c.mirror(matchId)!;
          expect(mirror.snapshot?.status).toBe('finished');
          expect(mirror.snapshot?.stateHash).toBe(hash);
          // The whole history, each seq once, in order.
          expect(mirror.events.map((e) => e.seq)).toEqual(Array.from({ length: finalSeq }, (_, i) => i + 1));
          checkSocket(game.def, log, c.received, game.hidden ?? noStringHidden);
        }
        const spectatorView = JSON.stringify(spectator.received);
        for (const t of tokens) expect(spectatorView.includes(t)).toBe(false);
      }, 150_000); // a whole match played by socket clients, plus the leak check of every message: slow on a loaded machine
    }
  }
});
