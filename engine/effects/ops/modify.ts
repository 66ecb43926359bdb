import { log, unitWord } from '../../rules/apply-context';
import { didYouMean } from '../../ruleset/suggest';
import { issue } from '../../ruleset/checks/check';
import type { Modifier } from '../../state/types';
import { defineOp } from '../op';

export type Until = Modifier['until'];
export type ModifyEffect = { op: 'modify'; param: string; add?: number; max?: number; until: Until };

export const untilWords: Record<Until, string> = {
  'end-of-conquest': 'for this conquest',
  'end-of-action': 'for this action',
  'end-of-turn': 'this turn',
  'end-of-game': 'for the rest of the game',
  'next-use': 'the next time it counts',
};

/**
 * Whose turn reads a parameter (engine/rules/modifiers.ts paramValue callers): the defence of the card player's
 * cities counts only when the opponent conquers one of them, in the opponent's turn (D-CONQ-05, D-EV-09); every
 * other parameter (production, moves, free steps, the temple's price) counts in the player's own turn.
 */
const readInOpponentsTurn = (param: string) => param === 'city.defense';

/** Timings in the opponent's turn: the card answers his conquest or movement. */
const inOpponentsTurn = (when: string) => when === 'reply-to-conquest' || when === 'reply-to-movement';

/** Modifiers that end with the conquest, the action or the turn they are made in ('next-use' and 'end-of-game' last). */
const endsThisTurn = (until: Until) => until === 'end-of-conquest' || until === 'end-of-action' || until === 'end-of-turn';

/**
 * The parameter names in words, for the describer ("your", the card's reader) and the game log ("their", after the
 * nation's name), and whether the words are a plural subject ("your free rondel steps rise"); unknown ones are shown
 * as written.
 */
export function paramPhrase(param: string, unitName: (id: string) => string, whose = 'your'): { words: string; plural: boolean } {
  if (param === 'city.defense') return { words: `the defence of ${whose} cities`, plural: false };
  if (param === 'production.bonus') return { words: `${whose} production`, plural: false };
  if (param === 'rondel.freeSteps') return { words: `${whose} free rondel steps`, plural: true };
  if (param === 'temple.cost') return { words: `the price of ${whose} temples (in its main resource)`, plural: false };
  const [unit, what] = param.split('.');
  if (what === 'moves') return { words: `the moves of ${whose} ${unitName(unit).toLowerCase()}s`, plural: true };
  return { words: param, plural: false };
}

/** paramPhrase's words alone. */
export function paramWords(param: string, unitName: (id: string) => string, whose = 'your'): string {
  return paramPhrase(param, unitName, whose).words;
}

/**
 * How long a modifier lasts, in words. "For this conquest" names a conquest under way: only a card played in reply to
 * one has it; otherwise the modifier ends with the next conquest resolved or with the action
 * (engine/rules/modifiers.ts expireModifiers).
 */
function untilWordsFor(until: Until, when: string | undefined): string {
  return until === 'end-of-conquest' && when !== undefined && when !== 'reply-to-conquest' ? 'until the next conquest or the end of the action' : untilWords[until];
}

/**
 * Changes an engine parameter of the card's player through the modifier mechanism (engine/rules/modifiers.ts):
 * for this conquest (Fortress, D-EV-09), this action, this turn, or for good ('end-of-game').
 */
export const modify = defineOp<ModifyEffect>({
  op: 'modify',
  summary: "Change a parameter of the card's player (defence, movement, production, free rondel steps, the temple's price) for a time, until used or for good.",
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['op', 'param', 'until'],
    properties: {
      op: { const: 'modify', description: 'Apply a modifier.' },
      param: { $ref: 'common.schema.json#/$defs/modifierParam', description: 'The parameter changed.', markdownDescription: 'The parameter changed.' },
      add: { type: 'integer', minimum: -100, maximum: 100, description: 'Add this to the parameter.' },
      max: { type: 'integer', minimum: 0, maximum: 100, description: 'Raise the parameter to at least this value.' },
      until: { enum: Object.keys(untilWords), description: "When the modifier expires; 'end-of-game' keeps it for good; 'next-use' until the parameter next counts (a conquest of your city for city.defense, your next production, your next maneuver's moves, your next rondel move, your next temple built)." },
    },
    oneOf: [{ required: ['add'] }, { required: ['max'] }],
  },
  examples: [{ op: 'modify', param: 'city.defense', add: 1, until: 'end-of-conquest' }, { op: 'modify', param: 'production.bonus', add: 1, until: 'end-of-game' }, { op: 'modify', param: 'production.bonus', add: 2, until: 'next-use' }, { op: 'modify', param: 'temple.cost', add: -2, until: 'end-of-turn' }],
  run(run, effect) {
    run.ctx.state.modifiers.push({ nation: run.ctx.nation, param: effect.param, ...(effect.add !== undefined ? { add: effect.add } : {}), ...(effect.max !== undefined ? { max: effect.max } : {}), until: effect.until });
    if (!run.ctx.quiet) {
      // The log speaks of the nation in the game's words, as the card's text does: never the parameter's id.
      const { ruleset } = run.ctx;
      const what = paramWords(effect.param, (u) => unitWord(ruleset, u), 'their');
      const change = effect.add !== undefined ? `${effect.add >= 0 ? 'raised' : 'lowered'} ${what} by ${Math.abs(effect.add)}` : `raised ${what} to at least ${effect.max}`;
      const when = run.card ? ruleset.eventCards?.cards[run.card]?.play.when : undefined;
      log(run.ctx, 'effect.modify', `${change} ${untilWordsFor(effect.until, when)}`);
    }
    return undefined;
  },
  describe(effect, words) {
    // "Your free rondel steps rise", "the moves of your legions are": the verb agrees with the words of the parameter.
    const { words: what, plural: many } = paramPhrase(effect.param, (u) => words.name('unit', u));
    const change = effect.add !== undefined ? `${effect.add >= 0 ? (many ? 'rise' : 'rises') : many ? 'fall' : 'falls'} by ${Math.abs(effect.add)}` : `${many ? 'are' : 'is'} at least ${effect.max}`;
    const until = untilWordsFor(effect.until, words.when);
    return `${what.charAt(0).toUpperCase()}${what.slice(1)} ${change} ${until}.`;
  },
  check(effect, pointer, env) {
    if (!env.params.includes(effect.param)) env.out.push(issue('effect/unknown-param', `${pointer}/param`, `'${effect.param}' is not a parameter the engine knows${didYouMean(effect.param, env.params) || `; known: ${env.params.join(', ')}`}`));
    // A change that ends with this conquest, action or turn, made in the turn that never reads the parameter, is gone
    // before it could count: the card would do nothing.
    const when = env.play?.when;
    if (when && env.params.includes(effect.param) && endsThisTurn(effect.until) && inOpponentsTurn(when) !== readInOpponentsTurn(effect.param)) {
      const what = paramWords(effect.param, (u) => env.ruleset.units[u]?.name ?? u);
      const reads = readInOpponentsTurn(effect.param) ? "only in your opponent's turn, when he conquers one of your cities" : 'only in your own turn';
      const played = inOpponentsTurn(when) ? "in your opponent's turn" : 'in your own turn';
      const fix = readInOpponentsTurn(effect.param)
        ? `play the card in reply to a conquest ("when": "reply-to-conquest"), or make the change last until it is used ("until": "next-use") or for good ("until": "end-of-game")`
        : `play the card in your own turn, or make the change last until it is used ("until": "next-use") or for good ("until": "end-of-game")`;
      env.out.push(issue('effect/modify-never-counts', `${pointer}/until`, `${what} counts ${reads}, but this card is played ${played} and the change ends ${effect.until.replace('end-of-', 'with the ')}: it would never count; ${fix}`));
    }
  },
});
