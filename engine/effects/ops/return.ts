import { log, name, refuse, regionName } from '../../rules/apply-context';
import { addUnits, editCity } from '../../state/selectors';
import { defineOp } from '../op';
import { checkPiece, dropMoves, onePiece, pieceCandidates, pieceWords, unitOwnerAt, type Owner } from './destroy';
import { addToPool } from '../../state/pools';
import { armPool } from '../../actions/arm';

export type ReturnEffect = { op: 'return'; piece: 'unit' | 'town-wall' | 'temple'; owner: Owner; unit?: string };

/**
 * Sends one piece back: a unit to where its owner arms units from, the recruitment box in Duellum (as a battle
 * loss, D-MOV-05), the supply in Antike (unlike 'destroy', a returned Duellum unit can be armed again without
 * recruiting it); a town wall to its owner's personal supply (AMB-D10, as on conquest D-WALL-03); a temple to the
 * bank, the only supply of temples (D-SUP-04). For walls and temples the pieces go where 'destroy' sends them;
 * 'return' says it in the designer's words, and, unlike 'destroy', never counts as destroying.
 */
export const returnOp = defineOp<ReturnEffect>({
  op: 'return',
  summary: "Send one unit back to where its owner arms units from (the recruitment box, or the supply), or a town wall to its owner's supply, or a temple to the bank.",
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['op', 'piece', 'owner'],
    properties: {
      op: { const: 'return', description: 'Return a piece to its supply.' },
      piece: { enum: ['unit', 'town-wall', 'temple'], description: "Which kind of piece: a unit (give 'unit'), a town wall or a temple." },
      owner: { enum: ['self', 'opponent', 'any'], description: 'Whose pieces may be chosen.' },
      unit: { $ref: 'common.schema.json#/$defs/id', description: "For piece 'unit': the unit type.", markdownDescription: "For piece 'unit': the unit type." },
    },
  },
  examples: [{ op: 'return', piece: 'unit', owner: 'opponent', unit: 'legion' }, { op: 'return', piece: 'town-wall', owner: 'self' }],
  run(run, effect) {
    const { ctx } = run;
    const region = run.targets.shift();
    const candidates = pieceCandidates(ctx, effect);
    if (!region || !candidates.includes(region)) {
      const what = effect.piece === 'unit' ? effect.unit : pieceWords[effect.piece];
      return refuse('effect/choose-target', candidates.length ? `choose where a ${what} returns from: ${candidates.join(', ')}` : `there is no ${what} this card can return`);
    }
    if (effect.piece !== 'unit') {
      const city = editCity(ctx.state, region);
      if (effect.piece === 'town-wall') {
        city.wall = false;
        ctx.state.nation[city.owner].walls++;
      } else {
        city.temple = false;
        ctx.state.bank.temples++;
      }
      if (!ctx.quiet) log(ctx, 'effect.return', `sent the ${pieceWords[effect.piece]} in ${regionName(ctx, region)} back (${name(ctx, city.owner)})`, { region, piece: effect.piece, owner: city.owner });
      return undefined;
    }
    const unit = effect.unit!;
    const owner = unitOwnerAt(ctx, region, effect)!;
    addUnits(ctx.state, region, owner, unit, -1);
    dropMoves(ctx.state, region, owner, unit);
    addToPool(ctx.state.nation[owner], armPool(ctx), unit, 1);
    if (!ctx.quiet) log(ctx, 'effect.return', `sent a ${unit} in ${regionName(ctx, region)} back (${name(ctx, owner)})`, { region, unit, owner });
    return undefined;
  },
  describe(effect, words) {
    const piece = onePiece(effect.owner, effect.piece, effect.piece === 'unit' ? words.name('unit', effect.unit ?? 'unit').toLowerCase() : undefined);
    const to = effect.piece === 'town-wall' ? "its owner's supply" : effect.piece === 'temple' ? 'the bank' : "its owner's recruitment box (or supply)";
    return `Send ${piece} back to ${to} (you choose which).`;
  },
  check(effect, pointer, env) {
    checkPiece(effect, pointer, env.ruleset, env.out);
  },
  choicesReadTheBoard: true,
  branches(run, effect) {
    return pieceCandidates(run.ctx, effect).map((region) => ({ targets: [region] }));
  },
});
