import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The typed client must bundle for browsers: it may import socket.io-client, the protocol (types
 * and constants only), the games' command, event and view types and the REST types generated from
 * docs/openapi.json, all as types. Nothing from the server may reach it.
 */
describe('src/client imports', () => {
  it("imports only socket.io-client and, type-only, the protocol, the games' types and the generated REST types", () => {
    const dir = join(__dirname, '..', '..', 'src', 'client');
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
    for (const file of files) {
      const text = readFileSync(join(dir, file), 'utf8');
      const imports = [...text.matchAll(/^(import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gms)].map((m) => ({ typeOnly: Boolean(m[2]), from: m[3] }));
      expect(imports.length).toBeGreaterThan(0);
      for (const i of imports) {
        // Code: socket.io-client, this folder's own modules (each checked by this same loop),
        // protocol 2's delta and the recorded-cards reader of a shuffle proof (pure, checked below), and pure-rand, the generator a roll or shuffle
        // proof re-derives the dice and decks with (the engine's own).
        if (
          i.from === 'socket.io-client' ||
          i.from === '../realtime/snapshot-delta' ||
          i.from === '../realtime/choice-commands' ||
          i.from === '../fairness/recorded-cards' ||
          (i.from?.startsWith('./') && files.includes(`${i.from.slice(2)}.ts`)) ||
          i.from?.startsWith('pure-rand/')
        )
          continue;
        expect(i.from, `${file} imports ${i.from}`).toMatch(
          /^(\.\.\/realtime\/protocol|\.\.\/games\/[a-z-]+(\/view)?|\.\/games|\.\/rest|\.\/generated\/openapi)$/,
        );
        expect(i.typeOnly, `${file} must import ${i.from} with "import type" or "export type"`).toBe(true);
      }
    }
    // The generated REST types stand alone: declarations only, nothing imported.
    const generated = readdirSync(join(dir, 'generated'));
    expect(generated).toEqual(['openapi.ts']);
    for (const file of generated) expect(readFileSync(join(dir, 'generated', file), 'utf8'), file).not.toMatch(/^\s*(import|require)\b/m);
    const protocol = readFileSync(join(__dirname, '..', '..', 'src', 'realtime', 'protocol.ts'), 'utf8');
    // The protocol may use types from elsewhere, never code: only `import type`.
    expect(protocol).not.toMatch(/^import\s+(?!type\s)/m);
    // Protocol 2's delta code stands alone: it imports nothing.
    const delta = readFileSync(join(__dirname, '..', '..', 'src', 'realtime', 'snapshot-delta.ts'), 'utf8');
    expect(delta).not.toMatch(/^\s*(import|require)\b/m);
    // So does the reader of the cards a shuffle proof checks.
    const recordedCards = readFileSync(join(__dirname, '..', '..', 'src', 'fairness', 'recorded-cards.ts'), 'utf8');
    expect(recordedCards).not.toMatch(/^\s*(import|require)\b/m);
    // So does the expansion of protocol 2's choices: types only.
    const choices = readFileSync(join(__dirname, '..', '..', 'src', 'realtime', 'choice-commands.ts'), 'utf8');
    expect(choices).not.toMatch(/^\s*(import(?!\s+type\s)|require)\b/m);
  });
});
