// `npx tsx bench/prof/field-scores.ts <seed> <nation> <from round> <to round>`: a self-play Duellum game of the default heuristic bot,
// and at each of the nation's rondel decisions in those rounds its stock, the policy's chip values and every field's score.
import { validateRuleset } from '../../engine/ruleset/validate';
import { createGame, decidingNation } from '../../engine/index';
import { botByName } from '../../engine/bots/index';
import { makePlan, scoreMove } from '../../engine/bots/policy';
import { strategies } from '../../engine/bots/heuristic';
import { FastGame } from '../../engine/sim/fast-game';
import { botStreams } from '../../engine/sim/run-game';
import { loadLibrary } from '../../lib/rulesets/load';
const r = validateRuleset(loadLibrary({ workspace: false }), 'antike-duellum').ruleset!;
const bot = botByName('heuristic')!;
const w = strategies.balanced;
const seed = Number(process.argv[2] ?? 1);
const who = process.argv[3] ?? 'romans';
const from = Number(process.argv[4] ?? 15), to = Number(process.argv[5] ?? 36);
const g = new FastGame(r, createGame(r, { seed, players: 2 }));
const rngs = botStreams(seed, 2);
for (let i = 0; i < 3600 && !g.over; i++) {
  const legal = g.legal();
  let move = legal[0];
  if (legal.length > 1) {
    const p = g.state.nations.indexOf(decidingNation(g.state as any));
    const nation = decidingNation(g.state as any);
    const rd = g.state.turn.round;
    [move, rngs[p]] = bot(r, g.state as any, legal, rngs[p]);
    if (nation === who && rd >= from && rd <= to && legal.some((m) => m.type === 'rondel.select')) {
      const plan = makePlan(r, g.state as any, nation, w);
      const sc = legal.filter((m) => m.type === 'rondel.select').map((m: any) => `${m.field}=${scoreMove(plan, m).toFixed(0)}`);
      const st = g.state.nation[nation].stock;
      const ch = plan.chip;
      console.log(rd, g.state.nation[nation].rondel, `M${st.marble} I${st.iron} G${st.gold} $${st.coin}`, `chip M${ch.marble?.toFixed(1)} I${ch.iron?.toFixed(1)} G${ch.gold?.toFixed(1)} $${ch.coin?.toFixed(1)}`, '→', (move as any).field ?? move.type, '|', sc.join(' '));
    }
  }
  g.play(move);
}
