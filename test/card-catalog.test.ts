import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogCard } from '../src/engine/game-definition';
import { fourSouls } from '../src/games/four-souls';
import { cardCatalog as fourSoulsCatalog } from '../src/games/four-souls/cards/catalog';
import { cardCatalog as manstersCatalog, mansters } from '../src/games/mansters';
import { api, createTestApp } from './support/app';
import { createTestDatabase, type TestDatabase } from './support/database';
import { highCard } from './support/test-game';

describe('GET /games/:gameId/cards: the card catalog of each game', () => {
  let db: TestDatabase;
  let app: NestExpressApplication;
  let client: ReturnType<typeof api>;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createTestApp(db, {}, [highCard, fourSouls, mansters]);
    client = api(app);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  async function cards(gameId: string): Promise<CatalogCard[]> {
    const res = await client.http().get(`/games/${gameId}/cards`);
    expect(res.status).toBe(200);
    return res.body as CatalogCard[];
  }

  function expectNamed(catalog: readonly CatalogCard[]): void {
    for (const card of catalog) {
      expect(Object.keys(card).sort()).toEqual(['id', 'kind', 'name', 'numbers', 'text']);
      for (const field of ['id', 'name', 'kind', 'text'] as const) expect(card[field].trim(), `${card.id}.${field}`).not.toBe('');
    }
    expect(new Set(catalog.map((c) => c.id)).size).toBe(catalog.length);
  }

  it('Four Souls: every card of its catalog, named and worded, with its printed numbers', async () => {
    const catalog = await cards('four-souls');
    const source = fourSoulsCatalog();
    expect(catalog.map((c) => c.id)).toEqual(source.map((c) => c.id));
    expectNamed(catalog);
    const monster = source.find((c) => c.kind === 'monster');
    expect(monster).toBeDefined();
    const served = catalog.find((c) => c.id === monster?.id);
    expect(served).toMatchObject({ name: monster?.name, text: monster?.text });
    expect(served?.numbers).toMatchObject({
      health: monster?.health,
      dice: monster?.dice,
      attack: monster?.attack,
      souls: monster?.souls,
      rewards: monster?.rewards,
    });
  });

  it('Mansters: every card of its catalog, with meat and bone values and manster boosts', async () => {
    const catalog = await cards('mansters');
    const source = manstersCatalog();
    expect(catalog.map((c) => c.id)).toEqual(source.map((c) => c.id));
    expectNamed(catalog);
    for (const printed of source) {
      const served = catalog.find((c) => c.id === printed.id);
      expect(served?.numbers.meat).toBe(printed.meat ?? undefined);
      expect(served?.numbers.bone).toBe(printed.bone ?? undefined);
      expect(served?.numbers.boostHealth).toBe(printed.boosts?.health);
      expect(served?.numbers.boostDamage).toBe(printed.boosts?.damage);
    }
    expect(catalog.some((c) => typeof c.numbers.meat === 'number')).toBe(true);
    expect(catalog.some((c) => typeof c.numbers.boostHealth === 'number')).toBe(true);
  });

  it('answers the same catalog every time, an empty list for a game without cards, and 404 UNKNOWN_GAME for an unknown game', async () => {
    expect(await cards('four-souls')).toEqual(await cards('four-souls'));
    expect(await cards('high-card')).toEqual([]);
    const unknown = await client.http().get('/games/no-such-game/cards');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, code: 'UNKNOWN_GAME', rule: null });
  });
});
