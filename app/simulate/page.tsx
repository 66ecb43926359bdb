import type { Metadata } from 'next';
import Link from 'next/link';
import { bots } from '@/engine/index';
import { unknownIdProblem } from '@/lib/rulesets/diff';
import RulesetProblems, { type RulesetProblem } from '../_components/RulesetProblems';
import { seatKinds } from '../_lib/game-record';
import { listSimRulesets } from '../_lib/simulate';
import SimulateClient, { type InitialForm } from './SimulateClient';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : Array.isArray(v) ? v[0] : undefined)?.trim() || undefined;
const whole = (v: string | undefined) => (v !== undefined && /^-?\d+$/.test(v) ? Number(v) : undefined);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = await searchParams;
  const [a, b, set] = [one(q.a), one(q.b), one(q.set)];
  const what = set ? `: sweep ${set.split('=')[0]}` : b ? ` vs ${b}` : '';
  return { title: a ? `Simulate ${a}${what} — Rondel` : 'Simulate — Rondel' };
}

/**
 * The registry's bots and the seats' bots beyond it (mcts:1000, the strongest, the one the play and compare pages
 * offer), so any bot that can take a seat can be simulated.
 */
const botNames = [...Object.keys(bots), ...seatKinds.filter((s) => s !== 'human' && !Object.hasOwn(bots, s))];

export default async function SimulatePage({ searchParams }: Props) {
  const q = await searchParams;
  const options = listSimRulesets();
  const known = new Set(options.map((o) => o.id));
  const a = one(q.a);
  const b = one(q.b);
  const initial: InitialForm = {
    a: a && known.has(a) ? a : undefined,
    b: b && known.has(b) ? b : undefined,
    bots: one(q.bots)?.split(',').map((s) => s.trim()).filter(Boolean),
    players: whole(one(q.players)),
    games: whole(one(q.games)),
    seed: whole(one(q.seed)),
    maxMoves: whole(one(q.cap)),
    set: one(q.set),
  };
  const problems: RulesetProblem[] = [];
  for (const [side, id] of [['a', a], ['b', b]] as const) if (id && !known.has(id)) problems.push(unknownIdProblem(side, id, known));
  // The suggestion's link keeps the rest of the address (bots, games, seed, a sweep), as the shared link meant it.
  const hrefFor = (x: string, y: string) => {
    const query = new URLSearchParams();
    if (x) query.set('a', x);
    if (y) query.set('b', y);
    for (const [key, value] of Object.entries(q)) if (key !== 'a' && key !== 'b' && one(value) !== undefined) query.set(key, one(value)!);
    return `/simulate?${query.toString()}`;
  };
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Simulate</h1>
          <div className="muted small">Seeded bot-vs-bot games in your browser, with 95% intervals</div>
        </div>
        <nav className="page-links">
          <Link href="/">Library</Link>
          {initial.a && initial.b && <Link href={`/diff?a=${encodeURIComponent(initial.a)}&b=${encodeURIComponent(initial.b)}`}>Rule differences</Link>}
        </nav>
      </div>
      <p className="lede">
        Pick a ruleset (and a second one to compare, or one of its values to sweep), a bot for each player, how many
        games and the first seed. The
        games run in this browser, on every core of this machine (in background threads, Web Workers), with the same engine and the same seeds as <code>rondel simulate</code>,
        so a run here and on the command line give the same report (but for an MCTS seat with a time budget, which
        stops by the clock). With a second ruleset every seed is played under
        both, with the seats swapped when the bots differ, and each difference is given with its 95% interval. A sweep
        plays A as written beside A with one value set to each of yours (<code>rondel simulate A --set</code>).
      </p>
      <RulesetProblems problems={problems} a={a} b={b} href={hrefFor} verb="Simulate" />
      {/* Keyed by the address: a link to another one (the "did you mean" above) sets the form anew, as loading it would. */}
      <SimulateClient key={JSON.stringify(initial)} options={options} botNames={botNames} initial={initial} />
    </>
  );
}
