// `npx tsx bench/prof/cards.ts [ruleset] [games] [rounds]`: what trying its event cards costs the heuristic bot and what
// it does with them. Alternating rounds in one process (after a warm-up of both): games per CPU-second of the default
// bot and of the same bot with `cards: false` (which keeps every card but replies to a conquest, as the bot did before
// engine/bots/cards.ts), on the same seeds; then, per card, copies taken and played per game by the default bot.
import { validateRuleset } from '../../engine/ruleset/validate';
import { runGame } from '../../engine/index';
import { heuristicBot } from '../../engine/bots/heuristic';
import { loadLibrary } from '../../lib/rulesets/load';
import type { Bot } from '../../engine/bots/random';
import { playRecord } from '../../engine/sim/play-record';

const [id = 'antike-duellum', n = '60', rounds = '4'] = process.argv.slice(2);
const r = validateRuleset(loadLibrary({ workspace: false }), id).ruleset!;
const bots: Record<string, Bot> = { tries: heuristicBot('balanced'), keeps: heuristicBot('balanced', { cards: false }) };
const play = (bot: Bot, from: number, games: number) => {
  const t = process.cpuUsage();
  for (let seed = from; seed < from + games; seed++) runGame(r, { seed, bots: [bot], path: 'fast' });
  const u = process.cpuUsage(t);
  return games / ((u.user + u.system) / 1e6);
};
for (const bot of Object.values(bots)) play(bot, 900000, 40);
const rates: Record<string, number[]> = { tries: [], keeps: [] };
for (let k = 0; k < Number(rounds); k++) for (const name of k % 2 ? ['keeps', 'tries'] : ['tries', 'keeps']) rates[name].push(play(bots[name], 1, Number(n)));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const name of Object.keys(rates)) console.log(`BENCH ${id}.heuristic.cards_${name}.games_per_s ${median(rates[name]).toFixed(1)} games/cpu-s (rounds: ${rates[name].map((x) => x.toFixed(1)).join(' ')})`);
console.log(`ratio tries/keeps ${(median(rates.tries) / median(rates.keeps)).toFixed(3)}`);
// What the default bot does with its cards, from the game records the simulator keeps (engine/sim/play-record.ts).
const taken: Record<string, number> = {};
const played: Record<string, number> = {};
const sum = (byNation: Record<string, number> = {}) => Object.values(byNation).reduce((a, b) => a + b, 0);
for (let seed = 1; seed <= Number(n); seed++) {
  for (const [card, c] of Object.entries(playRecord(r, { seed, bots: ['heuristic'], maxMoves: 5000 }).cards ?? {})) {
    taken[card] = (taken[card] ?? 0) + sum(c.taken) / Number(n);
    played[card] = (played[card] ?? 0) + sum(c.played) / Number(n);
  }
}
for (const card of Object.keys({ ...taken, ...played }).sort()) console.log(`${card.padEnd(18)} taken ${(taken[card] ?? 0).toFixed(2)} played ${(played[card] ?? 0).toFixed(2)} per game`);
