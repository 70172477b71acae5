/**
 * The card catalog (cards/catalog.ts): every card's text is the text its data generates, every
 * printed number is the data's and appears in the text, the pool has the sizes the card model
 * promises, and every card has a test that names it ("card <id>" in a card test file).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allCardDefs, STANDARD_DECKS } from './cards';
import { cardCatalog } from './cards/catalog';
import { cardText } from './cards/text';

const defs = allCardDefs();

describe('card catalog', () => {
  it('every card text is generated from its data (no hand-written text disagrees with what the card does)', () => {
    const wrong = defs.filter((d) => d.text !== cardText(d)).map((d) => d.id);
    expect(wrong).toEqual([]);
    expect(defs.every((d) => d.text.length > 0)).toBe(true);
  });

  it('card ids are unique and every catalog entry carries the printed numbers of its data, which the text shows', () => {
    expect(new Set(defs.map((d) => d.id)).size).toBe(defs.length);
    const catalog = cardCatalog();
    expect(catalog).toHaveLength(defs.length);
    for (const [i, d] of defs.entries()) {
      const e = catalog[i]!;
      expect(e).toMatchObject({ id: d.id, name: d.name, kind: d.kind, text: d.text });
      if (d.kind === 'monster') {
        expect(e).toMatchObject({ health: d.health, dice: d.evasion, attack: d.attack, souls: d.soul });
        expect(d.text).toContain(`${d.health} HP, dice ${d.evasion}+, ${d.attack} attack.`);
        if (d.soul > 0) expect(d.text).toContain(`Boss: ${d.soul} soul`);
        expect(e.rewards && d.text.includes(e.rewards)).toBe(true);
      }
      if (d.kind === 'character') {
        expect(e).toMatchObject({ health: d.health, attack: d.attack });
        expect(d.text.startsWith(`${d.health} HP, ${d.attack} attack.`)).toBe(true);
      }
      if (d.kind === 'treasure') {
        expect(e.eternal).toBe(!!d.eternal);
        expect(d.text.startsWith('Eternal.')).toBe(!!d.eternal);
        for (const c of e.costs ?? []) expect(d.text).toContain(`${c}:`);
        expect(e.tap).toBe(d.abilities.some((a) => a.cost.tap));
        expect(e.paid).toBe(d.abilities.some((a) => !a.cost.tap));
      }
    }
  });

  it('the pool: 12 characters with their own abilities, at least 50 treasures, 50 loot cards, 50 monster-deck cards and 10 rooms', () => {
    const count = (k: string) => defs.filter((d) => d.kind === k).length;
    const characters = defs.filter((d) => d.kind === 'character');
    expect(characters).toHaveLength(12);
    for (const c of characters) expect(c.abilities.length + c.triggers.length + c.statics.length + (c.replacements?.length ?? 0)).toBeGreaterThan(0);
    expect(new Set(STANDARD_DECKS.treasure).size).toBeGreaterThanOrEqual(50);
    expect(count('loot')).toBeGreaterThanOrEqual(50);
    expect(new Set(STANDARD_DECKS.monster).size).toBeGreaterThanOrEqual(50);
    expect(new Set(STANDARD_DECKS.room).size).toBeGreaterThanOrEqual(10);
    expect(count('room')).toBe(STANDARD_DECKS.room.length);
  });

  it('every card has a test that names it ("card <id>" in a card test file)', () => {
    const dir = __dirname;
    const text = readdirSync(dir)
      .filter((f) => f.endsWith('.test.ts') && f !== 'catalog.test.ts')
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    // Titles "card a / b: …", and table-driven cases whose ids a "card ${…}" title iterates over.
    const named = new Set<string>();
    for (const m of text.matchAll(/card ((?:[a-z0-9-]+)(?: \/ [a-z0-9-]+)*)[:'"`]/g)) for (const id of m[1]!.split(' / ')) named.add(id);
    const tables = text.matchAll(/\[\s*'([a-z0-9-]+(?: \/ [a-z0-9-]+)*)',\s*(?:\d+|'[^']*'|"[^"]*")/g);
    for (const m of tables) for (const id of m[1]!.split(' / ')) named.add(id);
    const monsterTable = /const expected: Record<string[^]*?\n {2}\};/.exec(text)?.[0] ?? '';
    for (const m of monsterTable.matchAll(/'?([a-z0-9-]+)'?: \{/g)) named.add(m[1]!);
    const untested = defs.map((d) => d.id).filter((id) => !named.has(id));
    expect(untested).toEqual([]);
  });
});
