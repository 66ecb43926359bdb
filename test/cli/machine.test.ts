import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { rondelHere } from '../helpers/cli';

const run = (...args: string[]) => spawnSync('node', ['bin/rondel.mjs', 'machine', ...args], { encoding: 'utf8' });

describe('rondel machine', () => {
  it('prints a different statechart for Antike and for Duellum, each from its ruleset', () => {
    const east = JSON.parse(execFileSync('node', ['bin/rondel.mjs', 'machine', 'antike-east', '--json'], { encoding: 'utf8' }));
    const duellum = JSON.parse(execFileSync('node', ['bin/rondel.mjs', 'machine', 'antike-duellum', '--json'], { encoding: 'utf8' }));
    expect(east.states['battle-on-demand'].accepts).toEqual(['battle.demand', 'battle.decline']);
    expect(duellum.states['battle-on-demand']).toBeUndefined();
    expect(duellum.states['taking-event-cards'].decision).toBe('take-card');
    expect(east.states.movement.accepts).toContain('battle.fight');
    expect(duellum.states.movement.accepts).not.toContain('battle.fight');
    // AMB-A10: Antike's trade "at any time" is read as the own turn, so nothing is made out of turn.
    expect(east.outOfTurn).toEqual([]);
    expect(duellum.states.founding.transitions).toContainEqual({ on: 'phase.end', target: 'personages' });
    expect(duellum.states.route.transitions[0]).toEqual({ always: true, target: 'game-over', guard: { type: 'is-over' } });
  });

  it('prints the text form with states, accepted moves and guarded transitions', () => {
    const text = run('antike-east');
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('battle-on-demand “battle on demand”  [decision: battle-demand]  A-MAN-07');
    expect(text.stdout).toContain('on battle.demand, battle.decline → route');
    expect(text.stdout).toContain('→ choosing-chip  when awaiting choose-chip');
    // A state only a variation reaches says so (onlyWith), so the chart is not read as the base game's.
    expect(text.stdout).toContain('  only with the longer game (A-VAR-01) or the two-player alternative (A-SET-13), not in the base rules');
    expect(text.stdout.match(/only with/g)).toHaveLength(1);
  });

  it('names a misspelt ruleset with a suggestion and exits 2; --help exits 0', async () => {
    const wrong = await rondelHere('machine', 'antike-dulleum');
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain("did you mean 'antike-duellum'");
    expect((await rondelHere('machine', '--help')).code).toBe(0);
    expect((await rondelHere('machine', 'antike-east', '--yaml')).code).toBe(2);
  });
});
