import { describe, expect, it } from 'vitest';
import { fourSouls } from './index';
import { given, turnOf } from './testing/kit';

describe('the view names what is resolving', () => {
  it('a resolution suspended by a decision is shown by name and text, never by its kind ("death-penalty")', () => {
    const t = turnOf(given({ hands: [['a-penny'], []] }), 0);
    const item = { kind: 'death-penalty' as const, id: 'x1', controller: 0, targets: [], seat: 0 };
    const suspended = { ...t.state, resolving: { item, ops: [], x: null } };
    const view = fourSouls.view(suspended, { kind: 'spectator' });
    expect(view.resolving?.item.name).toBe("P1's death penalty");
    expect(view.resolving?.item.name).not.toContain('death-penalty');
    expect(view.resolving?.item.text.length).toBeGreaterThan(0);
    expect(fourSouls.view(t.state, { kind: 'spectator' }).resolving).toBeNull();
  });
});
