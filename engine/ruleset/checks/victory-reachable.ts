import type { Diagnostic } from '../types';
import { at, issue, type RulesetCheck } from './check';

/**
 * A target no nation can reach with the personages that exist is a game that never ends. The bound is
 * generous (one nation taking every card; the all-know-hows extra card comes from the same stacks), and it
 * catches typos like 90.
 */
export const victoryReachable: RulesetCheck = {
  id: 'victory-reachable',
  run({ victory, personages }) {
    const out: Diagnostic[] = [];
    const stacks = Object.values(personages.stacks);
    const points = (count: number, vp: number | undefined) => count * (victory.measure === 'victory-points' ? (vp ?? 1) : 1);
    const reachable = stacks.reduce((sum, s) => sum + points(s.count, s.victoryPoints), 0);
    const unit = victory.measure === 'victory-points' ? 'victory points' : 'personages';
    for (const [nations, target] of Object.entries(victory.targetByNations)) {
      if (target > reachable) {
        out.push(issue('victory/unreachable', at('/victory/targetByNations', nations), `target ${target} ${unit} with ${nations} nations cannot be reached: all ${stacks.reduce((n, s) => n + s.count, 0)} personages together are worth ${reachable}; lower the target or add personages`));
      }
    }
    return out;
  },
};
