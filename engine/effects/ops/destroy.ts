import type { GameState } from '../../state/types';
import { log, name, refuse, regionName, type ApplyContext } from '../../rules/apply-context';
import { addUnits, editCity } from '../../state/selectors';
import { writableMoves } from '../../state/ownership';
import { issue } from '../../ruleset/checks/check';
import { defineOp } from '../op';
import { addToPool } from '../../state/pools';

export type Owner = 'self' | 'opponent' | 'any';
export type DestroyEffect = { op: 'destroy'; piece: 'town-wall' | 'temple' | 'unit'; owner: Owner; unit?: string };

const owned = (ctx: ApplyContext, owner: Owner, nation: string) => owner === 'any' || (owner === 'self') === (nation === ctx.nation);

/** Regions holding a piece this effect may remove: cities with the wall or temple, or regions with such a unit. */
export function pieceCandidates(ctx: ApplyContext, effect: { piece: string; owner: Owner; unit?: string }): string[] {
  // Plain loops: move generation asks this for every targeted card in hand at every position of the holder's turn.
  const out: string[] = [];
  const { state } = ctx;
  if (effect.piece === 'unit') {
    const unit = effect.unit ?? '';
    for (const region in state.units) {
      const byNation = state.units[region];
      for (const n in byNation) {
        if ((byNation[n][unit] ?? 0) > 0 && owned(ctx, effect.owner, n)) {
          out.push(region);
          break;
        }
      }
    }
    return out;
  }
  const wall = effect.piece === 'town-wall';
  for (const id in state.cities) {
    const city = state.cities[id];
    if ((wall ? city.wall : city.temple) && owned(ctx, effect.owner, city.owner)) out.push(id);
  }
  return out;
}

/** The nation whose unit in `region` is removed: the card's player, or the first other nation with one there. */
export function unitOwnerAt(ctx: ApplyContext, region: string, effect: { owner: Owner; unit?: string }): string | undefined {
  const byNation = ctx.state.units[region] ?? {};
  const holders = Object.keys(byNation).filter((n) => owned(ctx, effect.owner, n) && (byNation[n][effect.unit ?? ''] ?? 0) > 0);
  return holders.includes(ctx.nation) && effect.owner !== 'opponent' ? ctx.nation : holders[0];
}

export const pieceWords: Record<string, string> = { 'town-wall': 'town wall', temple: 'temple', unit: 'unit' };

/**
 * One piece a card's player picks, in card-text words: "1 of your opponent's town walls", "1 of your legions",
 * "1 temple on the board" ("1 town wall of your opponent's of your choice" read as two possessives in a row).
 */
export function onePiece(owner: Owner, piece: string, unitName?: string): string {
  const singular = piece === 'unit' ? (unitName ?? 'unit') : pieceWords[piece];
  if (owner === 'any') return `1 ${singular} on the board`;
  return `1 of ${owner === 'self' ? 'your' : "your opponent's"} ${singular}s`;
}

/**
 * Removes one piece chosen by the card's player. A town wall returns to its owner's personal supply (AMB-D10, as on
 * conquest D-WALL-03); a temple returns to the bank; a unit goes back to its owner's supply (off the board: it has
 * to be recruited again, unlike 'return').
 */
export const destroy = defineOp<DestroyEffect>({
  op: 'destroy',
  summary: "Remove one town wall, temple or unit chosen by the card's player.",
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['op', 'piece', 'owner'],
    properties: {
      op: { const: 'destroy', description: 'Destroy a piece.' },
      piece: { enum: ['town-wall', 'temple', 'unit'], description: 'Which kind of piece.' },
      owner: { enum: ['self', 'opponent', 'any'], description: 'Whose pieces may be chosen.' },
      unit: { $ref: 'common.schema.json#/$defs/id', description: "For piece 'unit': the unit type (e.g. 'legion').", markdownDescription: "For piece 'unit': the unit type (e.g. 'legion')." },
    },
  },
  examples: [{ op: 'destroy', piece: 'town-wall', owner: 'any' }, { op: 'destroy', piece: 'unit', owner: 'opponent', unit: 'galley' }],
  run(run, effect) {
    const { ctx } = run;
    const { state } = ctx;
    const region = run.targets.shift();
    const candidates = pieceCandidates(ctx, effect);
    const what = pieceWords[effect.piece];
    if (!region || !candidates.includes(region)) {
      return refuse('effect/choose-target', candidates.length ? `choose the ${what} to destroy: ${candidates.join(', ')}` : `there is no ${what} this card can destroy`);
    }
    let owner: string;
    if (effect.piece === 'unit') {
      owner = unitOwnerAt(ctx, region, effect)!;
      addUnits(state, region, owner, effect.unit!, -1);
      dropMoves(state, region, owner, effect.unit!);
      addToPool(state.nation[owner], 'supply', effect.unit!, 1);
    } else {
      const city = editCity(state, region);
      owner = city.owner;
      if (effect.piece === 'town-wall') {
        city.wall = false;
        state.nation[city.owner].walls++; // AMB-D10: back to its owner's personal supply, as on conquest (D-WALL-03)
      } else {
        city.temple = false;
        state.bank.temples++;
      }
    }
    if (!ctx.quiet) log(ctx, 'effect.destroy', `destroyed ${effect.piece === 'unit' ? `a ${effect.unit}` : `the ${what}`} in ${regionName(ctx, region)} (${name(ctx, owner)})`, { region, piece: effect.piece, owner, by: ctx.nation });
    return undefined;
  },
  describe(effect, words) {
    const piece = onePiece(effect.owner, effect.piece, effect.piece === 'unit' ? words.name('unit', effect.unit ?? 'unit').toLowerCase() : undefined);
    return `Destroy ${piece} (you choose which; it returns to ${effect.piece === 'temple' ? 'the bank' : "its owner's supply"}).`;
  },
  check(effect, pointer, env) {
    checkPiece(effect, pointer, env.ruleset, env.out);
  },
  choicesReadTheBoard: true,
  branches(run, effect) {
    return pieceCandidates(run.ctx, effect).map((region) => ({ targets: [region] }));
  },
});

export function checkPiece(effect: { piece: string; unit?: string; owner?: string }, pointer: string, ruleset: import('../../ruleset/types').Ruleset, out: import('../../ruleset/types').Diagnostic[]): void {
  if (effect.piece === 'town-wall' && !ruleset.actions.build.townWall) out.push(issue('effect/no-town-walls', `${pointer}/piece`, `this game has no town walls (/actions/build/townWall is absent), so there is none to destroy`));
  if (effect.piece === 'unit') {
    const units = [...Object.keys(ruleset.units), ...Object.keys(ruleset.specialUnits ?? {})];
    if (!effect.unit) out.push(issue('effect/missing-unit', pointer, `piece 'unit' needs "unit": one of ${units.join(', ')}`));
    else if (!units.includes(effect.unit)) out.push(issue('effect/unknown-unit', `${pointer}/unit`, `'${effect.unit}' is not a unit type of this game; types: ${units.join(', ')}`));
  } else if (effect.unit !== undefined) {
    out.push(issue('effect/unused-unit', `${pointer}/unit`, `"unit" applies only to piece 'unit'`, 'warning'));
  }
}

/**
 * A unit of the nation on turn taken off the board during its maneuver (a card played in reply to its movement)
 * takes its moves with it, the one with the fewest left, as a unit lost in battle does (loseUnit).
 */
export function dropMoves(state: GameState, region: string, owner: string, unit: string): void {
  if (!state.turn.movesLeft[region]?.[unit]?.length || owner !== state.nations[state.turn.active]) return;
  const moves = writableMoves(state, region, unit);
  let lowest = 0;
  for (let i = 1; i < moves.length; i++) if (moves[i] < moves[lowest]) lowest = i;
  moves.splice(lowest, 1);
}
