import { didYouMean } from '../suggest';
import type { Diagnostic } from '../types';
import { at, issue, knownModifierParams, type RulesetCheck } from './check';

/** Prerequisites name existing know-hows without cycles; modifiers name known parameters; the scholar stack exists. */
export const knowHowReferences: RulesetCheck = {
  id: 'know-how-references',
  run(ruleset) {
    const { knowHows, personages } = ruleset;
    const out: Diagnostic[] = [];
    const ids = Object.keys(knowHows.items);
    const params = knownModifierParams(ruleset);
    for (const [id, item] of Object.entries(knowHows.items)) {
      (item.requires ?? []).forEach((required, i) => {
        if (!knowHows.items[required]) out.push(issue('know-how/unknown-prerequisite', at('/knowHows/items', id, 'requires', i), `prerequisite '${required}' of '${id}' is not a know-how in /knowHows/items${didYouMean(required, ids)}`));
      });
      (item.modifiers ?? []).forEach((modifier, i) => {
        if (!params.includes(modifier.param)) out.push(issue('ruleset/unknown-param', at('/knowHows/items', id, 'modifiers', i, 'param'), `'${modifier.param}' is not a parameter the engine knows${didYouMean(modifier.param, params) || `; known: ${params.join(', ')}`}`));
      });
      if (item.price.first < item.price.later) out.push(issue('know-how/price-order', at('/knowHows/items', id, 'price'), `'${id}' is cheaper for the first developer (${item.price.first}) than for later ones (${item.price.later}); in both games the first pays more`, 'warning'));
    }
    for (const cycle of prerequisiteCycles(knowHows.items)) {
      out.push(issue('know-how/prerequisite-cycle', at('/knowHows/items', cycle[0], 'requires'), `prerequisites form a cycle (${cycle.join(' → ')}), so none of them can ever be developed`));
    }
    (knowHows.order ?? []).forEach((id, i) => {
      if (!knowHows.items[id]) out.push(issue('know-how/unknown-know-how', at('/knowHows/order', i), `'${id}' is not a know-how in /knowHows/items${didYouMean(id, ids)}`));
    });
    return out;
  },
};

function prerequisiteCycles(items: Record<string, { requires?: string[] }>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string, path: string[]) => {
    if (state.get(id) === 'done' || !items[id]) return;
    if (state.get(id) === 'visiting') {
      cycles.push([...path.slice(path.indexOf(id)), id]);
      return;
    }
    state.set(id, 'visiting');
    for (const next of items[id].requires ?? []) visit(next, [...path, id]);
    state.set(id, 'done');
  };
  Object.keys(items).forEach((id) => visit(id, []));
  return cycles;
}
