/**
 * "Pile" as a boardgame.io 0.50 game, the same rules as pile-game.ts in boardgame.io's idiom:
 * secrets under `G.secret` and `G.players`, stripped by `PlayerView.STRIP_SECRETS`; the move runs
 * on the server only (`client: false`); randomness from boardgame.io's seeded `random` plugin.
 *
 * No import from boardgame.io here (it is installed in bench/peers only, and the project's
 * type-check must not depend on it): the few library values are passed in by the server entry.
 */
import { PILE } from './pile-constants';

export interface BgioPileG {
  secret: { deck: number[] };
  players: Record<string, { hand: number[] }>;
  pile: number[];
  plays: number;
  /** Public copies of what the secrets hide: hand sizes and deck size. */
  handSizes: number[];
  deckSize: number;
}

interface BgioRandom {
  Shuffle<T>(items: T[]): T[];
}

interface MoveContext {
  G: BgioPileG;
  playerID: string;
  random: BgioRandom;
}

export interface BgioLibrary {
  readonly INVALID_MOVE: string;
  readonly STRIP_SECRETS: (ctx: { G: BgioPileG; playerID: string | null }) => unknown;
}

export function bgioPileGame(lib: BgioLibrary) {
  return {
    name: 'pile',
    minPlayers: 2,
    maxPlayers: 2,
    setup({ random }: { random: BgioRandom }): BgioPileG {
      const cards = random.Shuffle(Array.from({ length: PILE.cards }, (_, i) => i + 1));
      const hand0 = cards.slice(0, PILE.handSize);
      const hand1 = cards.slice(PILE.handSize, 2 * PILE.handSize);
      const deck = cards.slice(2 * PILE.handSize);
      return {
        secret: { deck },
        players: { '0': { hand: hand0 }, '1': { hand: hand1 } },
        pile: [],
        plays: 0,
        handSizes: [hand0.length, hand1.length],
        deckSize: deck.length,
      };
    },
    moves: {
      playCard: {
        client: false,
        move({ G, playerID, random }: MoveContext, index: unknown): BgioPileG | string {
          const hand = G.players[playerID]?.hand;
          if (!hand || typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= hand.length) return lib.INVALID_MOVE;
          const [card] = hand.splice(index, 1) as [number];
          G.pile.push(card);
          G.plays += 1;
          if (G.secret.deck.length === 0) {
            G.secret.deck = random.Shuffle(G.pile.slice(0, -1));
            G.pile = [card];
          }
          hand.push(G.secret.deck.shift() as number);
          G.deckSize = G.secret.deck.length;
          return G;
        },
      },
    },
    turn: { minMoves: 1, maxMoves: 1 },
    endIf: ({ G }: { G: BgioPileG }) => (G.plays >= PILE.plays ? { draw: true } : undefined),
    playerView: lib.STRIP_SECRETS,
  };
}
