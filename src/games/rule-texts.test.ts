import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { RULE_TEXTS } from './rule-texts';

const { ruleTexts } = createRequire(__filename)('../../scripts/rule-texts.cjs') as { ruleTexts: () => Record<string, string> };

describe('the rule words the server quotes', () => {
  it('are those of docs/rules (run npm run rules:texts after editing a reference)', () => {
    expect(RULE_TEXTS).toEqual(ruleTexts());
    expect(RULE_TEXTS['R-ATTACK-3']).toMatch(/^Attack roll \(a die roll on the stack\)\. Below the monster's evasion/);
    expect(RULE_TEXTS['M-TURN-5']).toMatch(/^Attack: if your active slab holds a full stack/);
  });
});
