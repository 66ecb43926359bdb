import { log, name, refuse, regionName } from '../../rules/apply-context';
import { addUnits } from '../../state/selectors';
import { defineOp } from '../op';
import { checkPiece, dropMoves, pieceCandidates, unitOwnerAt, type Owner } from './destroy';

export type ReturnEffect = { op: 'return'; piece: 'unit'; owner: Owner; unit: string };

/**
 * Sends one unit off the board back to where its owner arms units from: the recruitment box in Duellum (as a battle
 * loss, D-MOV-05), the supply in Antike. Unlike 'destroy', a returned Duellum unit can be armed again without
 * recruiting it.
 */
export const returnOp = defineOp<ReturnEffect>({
  op: 'return',
  summary: 'Send one unit back to where its owner arms units from (the recruitment box, or the supply in games without one).',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['op', 'piece', 'owner', 'unit'],
    properties: {
      op: { const: 'return', description: 'Return a unit.' },
      piece: { const: 'unit', description: 'Only units can be returned (walls and temples are destroyed).' },
      owner: { enum: ['self', 'opponent', 'any'], description: 'Whose units may be chosen.' },
      unit: { $ref: 'common.schema.json#/$defs/id', description: 'The unit type.', markdownDescription: 'The unit type.' },
    },
  },
  examples: [{ op: 'return', piece: 'unit', owner: 'opponent', unit: 'legion' }],
  run(run, effect) {
    const { ctx } = run;
    const region = run.targets.shift();
    const candidates = pieceCandidates(ctx, effect);
    if (!region || !candidates.includes(region)) {
      return refuse('effect/choose-target', candidates.length ? `choose where a ${effect.unit} returns from: ${candidates.join(', ')}` : `there is no ${effect.unit} this card can return`);
    }
    const owner = unitOwnerAt(ctx, region, effect)!;
    addUnits(ctx.state, region, owner, effect.unit, -1);
    dropMoves(ctx.state, region, owner, effect.unit);
    const home = ctx.ruleset.actions.arm.from === 'recruitment-box' ? ctx.state.nation[owner].box : ctx.state.nation[owner].supply;
    home[effect.unit] = (home[effect.unit] ?? 0) + 1;
    log(ctx, 'effect.return', `sent a ${effect.unit} in ${regionName(ctx, region)} back (${name(ctx, owner)})`, { region, unit: effect.unit, owner });
    return undefined;
  },
  describe(effect, words) {
    const whose = effect.owner === 'self' ? 'of yours' : effect.owner === 'opponent' ? "of your opponent's" : 'on the board';
    return `Send 1 ${words.name('unit', effect.unit).toLowerCase()} ${whose} of your choice back to its owner's recruitment box (or supply).`;
  },
  check(effect, pointer, env) {
    checkPiece(effect, pointer, env.ruleset, env.out);
  },
  branches(run, effect) {
    return pieceCandidates(run.ctx, effect).map((region) => ({ targets: [region] }));
  },
});
