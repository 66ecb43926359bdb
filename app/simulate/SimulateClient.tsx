'use client';
/**
 * The simulate page's client: the form, the worker pool, the progress bar and Cancel, and the report recomputed
 * from the records received so far (the report is a pure function of the records, engine/sim/report.ts). Besides
 * A alone and A against B, it sweeps one value of A (`rondel simulate A --set P=V1,V2…`): the server resolves and
 * validates each value's variant (GET /api/rulesets/<a>/sweep, the CLI's code), the workers play them.
 */
import dynamic from 'next/dynamic';
import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cardNamesOf, compareReport, isShareMetric, mergeRecords, NOTICE, type CardNames, singleReport, sweepLabel, sweepReport, sweepTableRows, SWEEP_CAUTION, type CompareReport, type DiffEntry, type GameRecord, type Rate, type SingleReport, spreadText, shareSpreadText, type SweepReport, paceWords, timeLeftWords, MCTS_BUDGET_WORDS, mctsBudget, type VariantReport, countedMoves, madeLabels, type CountedMove } from '../../engine/simulation';
import { mctsRunWords } from '@/lib/mcts-cost';
import type { Ruleset } from '../../engine/index';
import { reportGuesses, withGuesses, type ReportGuesses } from '../../engine/rulesets';
import type { SimRulesetOption } from '../_lib/simulate';
import BotGuide from '../_components/BotGuide';
import { closest } from '@/engine/rulesets';
import { plainAnswers, plainSingle, points, readingOf, turnsDelta } from './answer';
import { capitalise, listWords } from '../_lib/describe-move';
import { recordsJson, recordsToCsv, reportCsv, reportJson, type AnyReport } from './export';
import { DEFAULT_MAX_MOVES, jobsFor, playedUnderEvery, rulesetsOfRun, searchFor, type RunConfig, type SweepConfig } from './jobs';
import { pageCores, playAgainInWorker, poolSize, SimPool } from './pool';
import { gameRecordOf, jobOf, sameGame, turnOnPlayPage, unwatchableWhy, watchPicks, watchQuery, type WatchKind, type WatchPick } from './watch';
import { TableScroll } from '../_components/ScrollBox';
import TapNote from '../_components/TapNote';
import { botWords, gameAddress, isAliasOfListed } from '../_lib/game-record';

// Chart.js draws on a canvas in the browser only; loading it after the page keeps it out of the first paint.
const SimCharts = dynamic(() => import('./SimCharts'), { ssr: false, loading: () => <p className="muted">Loading charts…</p> });

export interface InitialForm {
  a?: string;
  b?: string;
  bots?: string[];
  players?: number;
  games?: number;
  seed?: number;
  maxMoves?: number;
  /** `set=P=V1,V2…`: sweep one value of A instead of comparing with B. */
  set?: string;
}

/** What the server says about the typed pointer and values (GET /api/rulesets/<a>/sweep). */
interface SweepCheck {
  state: 'idle' | 'checking' | 'ok' | 'problem';
  /** The pointer and values it was asked about, so a late answer for an older text is not taken for the current one. */
  key: string;
  problem?: string;
  diagnostics?: { code: string; message: string; pointer: string }[];
  asWritten?: unknown;
  provenance?: SweepConfig['provenance'];
  estimatedInside?: string[];
  settings?: SweepConfig['settings'];
}

type SweepPointerOption = { pointer: string; value: unknown; status: string };

type Status = 'idle' | 'loading' | 'running' | 'done' | 'cancelled' | 'failed';

interface Run {
  status: Status;
  config?: RunConfig;
  total: number;
  workers: number;
  /** What the run took over warm from the last one: its workers and rulesets whose opening lines were searched. */
  warm?: { workers: number; rulesetsWithLines: number };
  started: number;
  ended?: number;
  message?: string;
  /** The event cards' printed names in the rulesets run, for the card table (the report holds ids). */
  cardNames?: CardNames;
  /** The rulesets run in which a player runs several nations, with who runs which (nation names). */
  sharedSeats?: SharedSeats[];
  /** The rulesets as the run played them, to play one of its games again for watching (WatchGames). */
  rulesets?: Record<string, Ruleset>;
}

interface SharedSeats {
  id: string;
  players: string[][];
}

/**
 * The rulesets of a run whose lineup for its player count gives a player several nations (2-player Antike, A-SET-12):
 * the report names who runs which, since its players' rows and its "first player" count a win by any of a player's
 * nations (engine/sim/report.ts).
 */
function sharedSeatsOf(rulesets: Record<string, Ruleset>, ids: string[], players: number): SharedSeats[] {
  return ids.flatMap((id) => {
    const ruleset = rulesets[id];
    const controllers = ruleset?.map.lineups[String(players)]?.controllers;
    if (!controllers?.some((nations) => nations.length > 1)) return [];
    return [{ id, players: controllers.map((nations) => nations.map((n) => ruleset.map.nations[n]?.name ?? n)) }];
  });
}

const MAX_GAMES = 100_000;

/**
 * A run that ends draws its last report at once: a redraw still pending would rebuild the same report after it, and
 * the export links with it, under a user who had just clicked one.
 */
function stopRedraw(flush: { current: ReturnType<typeof setTimeout> | null }): void {
  if (flush.current) clearTimeout(flush.current);
  flush.current = null;
}

export default function SimulateClient({ options, botNames, initial }: { options: SimRulesetOption[]; botNames: string[]; initial: InitialForm }) {
  const byId = useMemo(() => new Map(options.map((o) => [o.id, o])), [options]);
  const defaultBot = botNames.includes('heuristic') ? 'heuristic' : 'random';
  // Each bot once in the menus and the guide; a longer spelling of one (heuristic:balanced) is still taken from an address.
  const listedBots = botNames.filter((name) => !isAliasOfListed(name, botNames));
  const [a, setA] = useState(initial.a ?? '');
  const [b, setB] = useState(initial.b ?? '');
  const [mode, setMode] = useState<'compare' | 'sweep'>(initial.set !== undefined ? 'sweep' : 'compare');
  const sweeping = mode === 'sweep';
  const initialEq = initial.set?.indexOf('=') ?? -1;
  const [pointer, setPointer] = useState(initial.set === undefined ? '' : initialEq < 0 ? initial.set : initial.set.slice(0, initialEq));
  const [values, setValues] = useState(initial.set === undefined || initialEq < 0 ? '' : initial.set.slice(initialEq + 1));
  const canSweep = sweeping && !!a && !!byId.get(a)?.valid;
  const pointerCheck = useServerCheck(canSweep && pointer.trim() ? `/api/rulesets/${encodeURIComponent(a)}/sweep?pointer=${encodeURIComponent(pointer.trim())}` : undefined);
  const valuesCheck = useServerCheck(canSweep && pointerCheck.state === 'ok' && values.trim() ? `/api/rulesets/${encodeURIComponent(a)}/sweep?set=${encodeURIComponent(`${pointer.trim()}=${values.trim()}`)}` : undefined);
  const [pointerOptions, setPointerOptions] = useState<SweepPointerOption[]>([]);
  useEffect(() => {
    if (!canSweep) return;
    const controller = new AbortController();
    fetch(`/api/rulesets/${encodeURIComponent(a)}/sweep`, { signal: controller.signal })
      .then((r) => r.json() as Promise<{ pointers?: SweepPointerOption[] }>)
      .then((body) => setPointerOptions(body.pointers ?? []))
      .catch(() => undefined);
    return () => controller.abort();
  }, [canSweep, a]);
  const compareWith = sweeping ? '' : b;
  const counts = useMemo(() => {
    const sides = [a, compareWith].filter(Boolean).map((id) => byId.get(id)?.playerCounts ?? []);
    return sides.length ? sides.reduce((x, y) => x.filter((n) => y.includes(n))) : [];
  }, [a, compareWith, byId]);
  const [players, setPlayers] = useState<number>(initial.players ?? 0);
  const effectivePlayers = counts.includes(players) ? players : (counts[0] ?? 0);
  const [bots, setBots] = useState<string[]>(initial.bots?.length ? initial.bots : [defaultBot]);
  const seatBots = Array.from({ length: effectivePlayers }, (_, i) => bots[i] ?? bots[i % bots.length] ?? defaultBot);
  const [games, setGames] = useState(String(initial.games ?? 100));
  const [seed, setSeed] = useState(String(initial.seed ?? 1));
  const [cap, setCap] = useState(String(initial.maxMoves ?? DEFAULT_MAX_MOVES));

  const [run, setRun] = useState<Run>({ status: 'idle', total: 0, workers: 0, started: 0 });
  const records = useRef<GameRecord[]>([]);
  const pool = useRef<SimPool | null>(null);
  const [version, setVersion] = useState(0);
  const flush = useRef<ReturnType<typeof setTimeout> | null>(null);
  // What the last redraw of the results cost, from the timer to the commit (the report, the tables, the charts).
  const redrawCost = useRef(0);
  const redrawStarted = useRef(0);
  const [now, setNow] = useState(0);

  // Run stays disabled until the page is interactive: a click before that would submit the bare form instead.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => () => pool.current?.cancel(), []);
  useEffect(() => {
    if (run.status !== 'running') return;
    const timer = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(timer);
  }, [run.status]);

  // How many rulesets play every seed (rulesetsOfRun), for the plan's estimate: a sweep's only once its values are checked.
  const sweepSettings = valuesCheck.state === 'ok' ? valuesCheck.settings : undefined;
  const planRulesets = !sweeping ? rulesetsOfRun({ a, b: compareWith || undefined }).length : sweepSettings ? rulesetsOfRun({ a, sweep: { settings: sweepSettings } }).length : undefined;
  const problems: string[] = [];
  if (!a) problems.push('Choose ruleset A.');
  if (a && !byId.get(a)?.valid) problems.push(`'${a}' has errors and cannot be played; fix it in the editor first.`);
  if (compareWith && !byId.get(compareWith)?.valid) problems.push(`'${compareWith}' has errors and cannot be played; fix it in the editor first.`);
  if (a && compareWith && a === compareWith) problems.push('A and B are the same ruleset; choose two different ones, or leave B empty.');
  if (a && byId.get(a)?.valid && (!compareWith || byId.get(compareWith)?.valid) && !counts.length) problems.push(`${compareWith ? 'A and B have no player count in common' : `'${a}' has no player count with a lineup`}.`);
  if (canSweep && !pointer.trim()) problems.push('Name the value to sweep: its JSON pointer in A, e.g. /actions/build/temple/cost/marble.');
  else if (canSweep && pointerCheck.state === 'ok' && !values.trim()) problems.push('Give the values to play, e.g. 4,5,7.');
  // Shown beside the fields they are about, and they stop a run as the problems above do.
  const sweepProblem = !canSweep ? undefined : pointerCheck.state === 'problem' ? pointerCheck : valuesCheck.state === 'problem' ? valuesCheck : undefined;
  // Nothing may run on a pointer or values the server has not accepted yet.
  const checking = canSweep && (pointerCheck.state === 'checking' || valuesCheck.state === 'checking');
  for (const bot of new Set(seatBots)) {
    // Any MCTS budget from the address plays, as in rondel simulate (botByName): the list offers two of them.
    if (botNames.includes(bot) || isMcts(bot)) continue;
    if (/^mcts:/.test(bot)) {
      problems.push(`There is no bot named '${bot}': ${MCTS_BUDGET_WORDS}.`);
      continue;
    }
    const near = closest(bot, botNames);
    problems.push(`There is no bot named '${bot}'${near ? `; did you mean '${near}'? Or choose` : '; choose'} one of ${botNames.join(', ')}.`);
  }
  const gamesN = /^\d+$/.test(games.trim()) ? Number(games) : NaN;
  const seedN = /^-?\d+$/.test(seed.trim()) ? Number(seed) : NaN;
  const capN = /^\d+$/.test(cap.trim()) ? Number(cap) : NaN;
  if (!(gamesN >= 1 && gamesN <= MAX_GAMES)) problems.push(`Games per ruleset must be a whole number from 1 to ${MAX_GAMES.toLocaleString('en')}.`);
  if (!Number.isSafeInteger(seedN)) problems.push('The first seed must be a whole number.');
  if (!(capN >= 1 && Number.isSafeInteger(capN))) problems.push('The move cap must be a whole number of at least 1.');
  const blocked = problems.length > 0 || !!sweepProblem || checking;

  const running = run.status === 'running' || run.status === 'loading';

  const start = useCallback(async () => {
    let config: RunConfig = { a, b: compareWith || undefined, bots: seatBots, players: effectivePlayers, games: gamesN, seed: seedN, maxMoves: capN };
    pool.current?.cancel();
    records.current = [];
    setVersion((v) => v + 1);
    setRun({ status: 'loading', config, total: 0, workers: 0, started: performance.now() });
    // The rulesets exactly as the server resolves them (workspace variants included), the same data the CLI runs.
    const rulesets: Record<string, Ruleset> = {};
    if (sweeping) {
      // Resolved and validated again at Run, by the CLI's code: the check while typing may be older than the library.
      const set = `${pointer.trim()}=${values.trim()}`;
      try {
        const response = await fetch(`/api/rulesets/${encodeURIComponent(a)}/sweep?set=${encodeURIComponent(set)}&rulesets=1`);
        const body = (await response.json()) as { ok: boolean; problem?: string; diagnostics?: { code: string; message: string }[]; asWritten?: unknown; provenance?: SweepConfig['provenance']; settings?: SweepConfig['settings']; rulesets?: Record<string, Ruleset> };
        if (!body.ok || !body.settings || !body.rulesets) throw new Error(`${body.problem ?? 'the server refused the sweep'}${body.diagnostics?.length ? `: ${body.diagnostics.map((d) => `${d.code} ${d.message}`).join('; ')}` : ''}`);
        config = { ...config, b: undefined, sweep: { pointer: pointer.trim(), text: values.trim(), asWritten: body.asWritten, provenance: body.provenance ?? null, settings: body.settings } };
        Object.assign(rulesets, body.rulesets);
      } catch (error) {
        setRun((r) => ({ ...r, status: 'failed', ended: performance.now(), message: `Could not sweep ${set}: ${error instanceof Error ? error.message : String(error)}` }));
        return;
      }
    }
    window.history.replaceState(null, '', `/simulate?${searchFor(config)}`);
    for (const id of sweeping ? [] : [config.a, config.b].filter((x): x is string => !!x)) {
      try {
        const response = await fetch(`/api/rulesets/${encodeURIComponent(id)}`);
        const body = (await response.json()) as { valid?: boolean; ruleset?: Ruleset; message?: string };
        if (!response.ok || !body.valid || !body.ruleset) throw new Error(body.message ?? `'${id}' does not validate; fix it in the editor first`);
        rulesets[id] = body.ruleset;
      } catch (error) {
        setRun((r) => ({ ...r, status: 'failed', ended: performance.now(), message: `Could not load '${id}': ${error instanceof Error ? error.message : String(error)}` }));
        return;
      }
    }
    const jobs = jobsFor(config);
    const size = poolSize(jobs.length);
    const started = performance.now();
    setRun({ status: 'running', config, total: jobs.length, workers: size, started, cardNames: cardNamesOf(rulesets), sharedSeats: sharedSeatsOf(rulesets, [config.a, ...(config.b ? [config.b] : [])], config.players), rulesets });
    const schedule = () => {
      if (flush.current) return;
      // Redraw the results at most four times a second, and so that the redraws take at most a sixth of the page's
      // thread: on 2 cores the page shares them with the 2 workers. Redrawing after every 100 ms whatever it cost, a
      // 2 × 1,000-game heuristic run kept the page's thread 40% busy (Chromium's profiler) and took 26–28 s.
      flush.current = setTimeout(() => {
        flush.current = null;
        redrawStarted.current = performance.now();
        setVersion((v) => v + 1);
      }, Math.max(250, 5 * redrawCost.current));
    };
    const p = new SimPool(jobs, rulesets, {
      onRecord: (record) => {
        records.current.push(record);
        schedule();
      },
      onFailure: (message) => {
        stopRedraw(flush);
        setVersion((v) => v + 1);
        setRun((r) => ({ ...r, status: 'failed', ended: performance.now(), message }));
      },
      onDone: () => {
        stopRedraw(flush);
        setVersion((v) => v + 1);
        setRun((r) => ({ ...r, status: 'done', ended: performance.now() }));
      },
    }, size);
    pool.current = p;
    setRun((r) => ({ ...r, warm: p.warm }));
    p.start();
  }, [a, compareWith, sweeping, pointer, values, seatBots, effectivePlayers, gamesN, seedN, capN]);

  const cancel = useCallback(() => {
    pool.current?.cancel();
    stopRedraw(flush);
    setVersion((v) => v + 1);
    setRun((r) => (r.status === 'running' || r.status === 'loading' ? { ...r, status: 'cancelled', ended: performance.now() } : r));
  }, []);

  // Only seeds played under every ruleset are compared, so a report before the end holds the same games on each side.
  const counted = useMemo(() => {
    void version;
    return run.config ? playedUnderEvery(records.current, rulesetsOfRun(run.config)) : [];
  }, [version, run.config]);

  // The report of the records so far, exactly as the CLI builds it (renderReport in cli/simulate.ts).
  const report = useMemo(() => {
    const config = run.config;
    if (!config || !counted.length) return undefined;
    const all = counted;
    const sweep = config.sweep;
    // As renderSweep in cli/simulate.ts: the records merged (sorted), then each ruleset's picked out.
    const merged = sweep ? mergeRecords(all) : [];
    const made: AnyReport = sweep
      ? sweepReport(
          { ruleset: config.a, pointer: sweep.pointer, asWritten: sweep.asWritten, bots: config.bots },
          merged.filter((r) => r.variant === config.a),
          sweep.settings.map((s) => ({ value: s.value, variant: s.variant, records: merged.filter((r) => r.variant === s.variant) })),
        )
      : config.b
      ? compareReport(
          all.filter((r) => r.variant === config.a),
          all.filter((r) => r.variant === config.b),
          { a: config.a, b: config.b, bots: config.bots },
        )
      : singleReport(all, { variant: config.a, bots: config.bots });
    // The guesses the page shows above the figures go into the report too, as `rondel simulate --json` puts them, so
    // an exported report keeps them.
    const ids = config.b && !config.sweep ? [config.a, config.b] : [config.a];
    const guessed = [...new Set(ids)].flatMap((id) => {
      const g = byId.get(id)?.guesses;
      return g ? [[id, g] as const] : [];
    });
    return withGuesses(made, reportGuesses(guessed, !!config.sweep || !!config.b));
  }, [counted, run.config, byId]);

  // Effects run after the children's (the charts update in theirs), so this reads the whole redraw.
  useEffect(() => {
    if (!redrawStarted.current) return;
    redrawCost.current = performance.now() - redrawStarted.current;
    redrawStarted.current = 0;
  }, [version]);

  const done = records.current.length;
  const waiting = done - counted.length;
  const stalled = records.current.filter((r) => r.outcome === 'stalled').length;
  const errors = records.current.filter((r) => r.outcome === 'error').length;
  const seconds = ((run.ended ?? Math.max(now, run.started)) - run.started) / 1000;
  const timeLeft = timeLeftWords(done, run.total, seconds);
  const pace = paceWords(done, seconds);

  return (
    <>
      <form
        className="sim-form"
        aria-label="simulation settings"
        onSubmit={(e) => {
          e.preventDefault();
          if (!blocked && !running) void start();
        }}
      >
        <fieldset disabled={running}>
          <div className="sim-row">
            <RulesetSelect label="Ruleset A" name="a" value={a} onChange={setA} options={options} />
            <span className="sim-mode" role="radiogroup" aria-label="what to run">
              <label className="inline">
                <input type="radio" name="mode" value="compare" checked={!sweeping} onChange={() => setMode('compare')} /> A alone or against B
              </label>
              <label className="inline">
                <input type="radio" name="mode" value="sweep" checked={sweeping} onChange={() => setMode('sweep')} /> sweep one value of A
              </label>
            </span>
            {!sweeping && <RulesetSelect label="compare with B (optional)" name="b" value={b} onChange={setB} options={options} optional />}
          </div>
          {sweeping && (
            <SweepFields
              pointer={pointer}
              setPointer={setPointer}
              values={values}
              setValues={setValues}
              options={pointerOptions}
              pointerCheck={pointerCheck.state === 'idle' ? undefined : pointerCheck}
              valuesCheck={valuesCheck.state === 'idle' ? undefined : valuesCheck}
              a={a}
            />
          )}
          <div className="sim-row">
            <label className="inline">
              Players{' '}
              <select name="players" aria-label="players" value={effectivePlayers || ''} onChange={(e) => setPlayers(Number(e.target.value))}>
                {counts.map((n) => (
                  <option key={n} value={n}>{n}</option>
                ))}
              </select>
            </label>
            {seatBots.map((bot, i) => (
              <span className="seat-bot" key={i}>
                <label className="inline">
                  Player {i + 1} bot{' '}
                  <select
                    aria-label={`player ${i + 1} bot`}
                    value={bot}
                    onChange={(e) => setBots(seatBots.map((x, j) => (j === i ? e.target.value : x)))}
                  >
                    {/* A name from the address that is not listed shows as itself, not as the first bot the select falls back
                        to: another MCTS budget as a bot to play, anything else as no bot. */}
                    {!botNames.includes(bot) && (
                      <option value={bot} disabled={!isMcts(bot)}>
                        {bot}{isMcts(bot) ? '' : ' (no such bot)'}
                      </option>
                    )}
                    {(listedBots.includes(bot) ? listedBots : botNames).map((name) => (
                      <option key={name} value={name}>{botWords(name) === name ? name : `${botWords(name)} — ${name}`}</option>
                    ))}
                  </select>
                </label>
                {/^mcts(:|$)/.test(bot) && (
                  // The budget of an MCTS seat, as rondel simulate's --bots takes it: the list offers two of them.
                  <label className="inline">
                    budget{' '}
                    <input
                      aria-label={`player ${i + 1} MCTS budget`}
                      title="Iterations a decision (1000), or a time per decision (500ms, 2s: its games then differ from run to run); add :random for random rollouts"
                      placeholder="1000, 2s, 500ms:random"
                      size={12}
                      value={bot.slice(5)}
                      onChange={(e) => {
                        // The box holds what follows "mcts:"; a whole name typed or pasted into it ("mcts:500") is read as its budget.
                        const budget = e.target.value.trim().replace(/^mcts:(?=.)/, '');
                        setBots(seatBots.map((x, j) => (j === i ? (budget ? `mcts:${budget}` : 'mcts') : x)));
                      }}
                    />
                  </label>
                )}
              </span>
            ))}
            <BotGuide bots={listedBots}>
              <p className="small" data-testid="mcts-budget-guide">
                An MCTS seat has a budget box beside it: iterations a decision (<code>500</code>), a time per decision
                (<code>2s</code>, <code>300ms</code>: the search then stops by the clock, so its games differ from run
                to run), and <code>:random</code> for random rollouts (<code>1000:random</code>).
              </p>
            </BotGuide>
          </div>
          <div className="sim-row">
            <label className="inline">
              Games per {sweeping ? 'value' : 'ruleset'} <input name="games" aria-label={sweeping ? 'games per value' : 'games per ruleset'} inputMode="numeric" size={7} value={games} onChange={(e) => setGames(e.target.value)} />
            </label>
            <label className="inline">
              First seed <input name="seed" aria-label="first seed" inputMode="numeric" size={7} value={seed} onChange={(e) => setSeed(e.target.value)} />
            </label>
            <label className="inline" title="A game still running after this many moves is reported as stalled, never as a win">
              Move cap <input name="cap" aria-label="move cap" inputMode="numeric" size={7} value={cap} onChange={(e) => setCap(e.target.value)} />
            </label>
            <button type="submit" className="primary" disabled={!hydrated || blocked}>Run</button>
          </div>
        </fieldset>
        <div className="sim-row">
          <button type="button" onClick={cancel} disabled={!running}>Cancel</button>
          <span className="muted small" data-testid="sim-plan">
            {effectivePlayers > 0 && gamesN > 0 ? describePlan(seatBots, gamesN, compareWith, sweeping, planRulesets, hydrated ? pageCores() : 2) : ''}
          </span>
        </div>
        {problems.length > 0 && !running && (
          <ul className="sim-problems" data-testid="sim-problems">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
      </form>

      {run.status !== 'idle' && (
        <section className="sim-progress" data-testid="sim-progress" data-status={run.status} data-done={done} data-total={run.total} data-warm-workers={run.warm?.workers} data-warm-lines={run.warm?.rulesetsWithLines} aria-live="polite">
          <progress max={Math.max(run.total, 1)} value={done} aria-label="games played" />
          <div>
            <strong>{statusWord(run.status)}</strong>{' '}
            {run.status === 'loading' ? 'loading the rulesets…' : (
              <>
                <span data-testid="sim-count">{done} / {run.total}</span> games · {stalled} stalled · {errors} errors · {seconds.toFixed(1)} s
                {pace && ` · ${pace}`} · {run.workers} worker{run.workers === 1 ? '' : 's'}
                {run.status === 'running' && timeLeft && <span data-testid="sim-time-left"> · {timeLeft}</span>}
              </>
            )}
          </div>
          {run.status === 'cancelled' && <div className="notice sim-notice">Cancelled after {done} of {run.total} games. The report below covers only the games that finished before Cancel{waiting > 0 ? ' under every ruleset' : ''}.</div>}
          {waiting > 0 && (
            <div className="muted small" data-testid="sim-waiting">
              {waiting} game{waiting === 1 ? '' : 's'} {run.status === 'running' ? 'not in the report yet' : 'left out of the report'}: {waiting === 1 ? 'its seed has' : 'their seeds have'} not been played under every ruleset{run.status === 'running' ? ' so far' : ''}, and the rulesets are compared on the same seeds only.
            </div>
          )}
          {run.status === 'failed' && <div className="notice error" role="alert">{run.message}</div>}
        </section>
      )}

      {report && run.config && ('rows' in report
        ? <SweepResult report={report} config={run.config} options={byId} final={run.status !== 'running'} records={records.current} counted={counted} rulesets={run.rulesets ?? {}} runKey={run.started} sharedSeats={run.sharedSeats ?? []} />
        : <Report report={report} config={run.config} options={byId} final={run.status !== 'running'} records={records.current} counted={counted} rulesets={run.rulesets ?? {}} runKey={run.started} cardNames={run.cardNames ?? {}} sharedSeats={run.sharedSeats ?? []} />)}
    </>
  );
}

function describePlan(bots: string[], games: number, b: string, sweeping: boolean, rulesets: number | undefined, cores: number): string {
  const differ = bots.some((x) => x !== bots[0]);
  // gameSpecs' order: each seed in every seating (one per player when the bots differ), so a count that is not a
  // multiple of the seatings leaves the last seed in its first ones only.
  const seatings = differ ? bots.length : 1;
  const seeds = Math.ceil(games / seatings);
  const left = games % seatings;
  const where = sweeping ? ' per value (the same seeds under A as written and under each value)' : ` per ruleset${b ? ' (the same seeds under A and B)' : ''}`;
  let seating = '';
  if (differ && !left) seating = `: ${seeds} seed${seeds === 1 ? '' : 's'}, each played in every seating`;
  else if (differ && seeds === 1) seating = `: 1 seed, in ${left} of its ${seatings} seatings`;
  else if (differ) seating = `: ${seeds} seeds, each played in every seating but the last, in ${left} of its ${seatings}`;
  const plan = `${games} game${games === 1 ? '' : 's'}${where}${seating}.`;
  return bots.some(isMcts) ? `${plan} ${mctsPace(bots, games, sweeping ? 'value' : 'ruleset', rulesets, cores)}` : plan;
}

/** The MCTS bot by any budget, as botByName reads it (`mcts`, `mcts:<iterations>`, `mcts:2s`, `mcts:1000:random`). */
const isMcts = (bot: string) => mctsBudget(bot) !== undefined;

/**
 * What an MCTS seat costs, so that a long run is known before it starts, and this run's length at that pace on the
 * page's workers (one per core, at most one per game). `rulesets`: how many rulesets play every seed, once known.
 */
function mctsPace(bots: string[], games: number, per: string, rulesets: number | undefined, cores: number): string {
  const total = games * (rulesets ?? 1);
  const some = `${games} game${games === 1 ? '' : 's'}`;
  const take = games === 1 ? 'takes' : 'take';
  // Before a sweep's values are checked, the count of rulesets is not known: the estimate is per value.
  let run = `${some} per ${per} ${take}`;
  if (rulesets === 1) run = `${some} ${take}`;
  else if (rulesets !== undefined) run = `the run's ${total} games (${games} per ${per}) take`;
  return `${mctsRunWords(bots, total, cores, run)}; the time left shows once the first games are in.`;
}

/**
 * Asks the server about the typed sweep a moment after the typing stops; undefined asks nothing. An answer for an
 * older text never stands for the current one.
 */
function useServerCheck(url: string | undefined): SweepCheck {
  const [check, setCheck] = useState<SweepCheck>({ state: 'checking', key: '' });
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(url, { signal: controller.signal })
        .then((r) => r.json() as Promise<{ ok: boolean; problem?: string; diagnostics?: SweepCheck['diagnostics']; asWritten?: unknown; provenance?: SweepConfig['provenance']; estimatedInside?: string[]; settings?: SweepConfig['settings'] }>)
        .then((body) =>
          setCheck(
            body.ok
              ? { state: 'ok', key: url, asWritten: body.asWritten, provenance: body.provenance ?? null, estimatedInside: body.estimatedInside ?? [], settings: body.settings }
              : { state: 'problem', key: url, problem: body.problem ?? 'the server refused it', diagnostics: body.diagnostics },
          ),
        )
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setCheck({ state: 'problem', key: url, problem: `the server did not answer (${error instanceof Error ? error.message : String(error)})` });
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url]);
  if (!url) return { state: 'idle', key: '' };
  return check.key === url ? check : { state: 'checking', key: url };
}

/** Where a value comes from, in words; an estimated value says so wherever it is shown as written. */
function provenanceWords(p: SweepConfig['provenance'] | undefined): string {
  if (!p) return 'no provenance entry';
  return { printed: 'printed', derived: 'derived from the rules', 'fan-data': 'from fan data', estimated: 'estimated, not printed', 'house-rule': 'a house rule' }[p.status] ?? p.status;
}

function SweepFields({ pointer, setPointer, values, setValues, options, pointerCheck, valuesCheck, a }: {
  pointer: string;
  setPointer: (v: string) => void;
  values: string;
  setValues: (v: string) => void;
  options: SweepPointerOption[];
  pointerCheck?: SweepCheck;
  valuesCheck?: SweepCheck;
  a: string;
}) {
  const estimated = pointerCheck?.state === 'ok' && (pointerCheck.provenance?.status === 'estimated' || !!pointerCheck.estimatedInside?.length);
  return (
    <div className="sim-sweep" data-testid="sweep-fields">
      <div className="sim-row">
        <label className="inline">
          Value to sweep{' '}
          <input
            name="pointer"
            aria-label="value to sweep (JSON pointer)"
            list="sweep-pointers"
            size={40}
            spellCheck={false}
            autoComplete="off"
            placeholder="/actions/build/temple/cost/marble"
            value={pointer}
            onChange={(e) => setPointer(e.target.value)}
          />
        </label>
        <datalist id="sweep-pointers">
          {options.map((o) => (
            <option key={o.pointer} value={o.pointer} label={`${sweepLabel(o.value)}${o.status === 'printed' ? '' : ` (${provenanceWords({ pointer: o.pointer, status: o.status })})`}`} />
          ))}
        </datalist>
        <span data-testid="sweep-as-written" data-state={pointerCheck?.state ?? 'empty'} className={pointerCheck?.state === 'problem' ? 'sim-field-problem' : estimated ? 'sim-estimated' : 'muted'} role={pointerCheck?.state === 'problem' ? 'alert' : undefined}>
          {pointerCheck?.state === 'ok' && (
            <>
              as written: <strong>{sweepLabel(pointerCheck.asWritten)}</strong>{' '}
              {/* Why the value is estimated is the designer's reason to sweep it: the note opens on a click or Enter. */}
              {pointerCheck.provenance?.note ? (
                <TapNote labelTestId="sweep-provenance" label={`(${provenanceWords(pointerCheck.provenance)})`} note={`provenance of ${pointerCheck.provenance.pointer}: ${pointerCheck.provenance.note}`} />
              ) : (
                <span data-testid="sweep-provenance">({provenanceWords(pointerCheck.provenance)})</span>
              )}
              {!!pointerCheck.estimatedInside?.length && <> · estimated inside: {pointerCheck.estimatedInside.join(', ')}</>}
            </>
          )}
          {pointerCheck?.state === 'problem' && pointerCheck.problem}
          {pointerCheck?.state === 'checking' && 'looking it up…'}
          {!pointerCheck && `pick or type a value of ${a || 'A'} (${options.length} numbers, switches and words offered)`}
        </span>
      </div>
      <div className="sim-row">
        <label className="inline">
          Values to play{' '}
          <input name="values" aria-label="values to play" size={24} spellCheck={false} autoComplete="off" placeholder="4,5,7" value={values} onChange={(e) => setValues(e.target.value)} />
        </label>
        <span data-testid="sweep-values" data-state={valuesCheck?.state ?? 'empty'} className={valuesCheck?.state === 'problem' ? 'sim-field-problem' : 'muted small'} role={valuesCheck?.state === 'problem' ? 'alert' : undefined}>
          {valuesCheck?.state === 'problem' && (
            <>
              {valuesCheck.problem}
              {valuesCheck.diagnostics?.map((d) => (
                <span key={`${d.code}${d.pointer}`}>: <code>{d.code}</code> {d.message}</span>
              ))}
            </>
          )}
          {valuesCheck?.state === 'ok' && valuesCheck.settings && sweepChecked(valuesCheck.settings, a)}
          {valuesCheck?.state === 'checking' && 'checking each value against the schema and the checks…'}
          {!valuesCheck && "comma-separated (JSON, or words such as ids); one JSON array for lists or objects. A's own value plays as A."}
        </span>
      </div>
    </div>
  );
}

function sweepChecked(settings: SweepConfig['settings'], a: string): string {
  const variants = settings.filter((s) => !s.asWritten).map((s) => sweepLabel(s.value));
  const own = settings.find((s) => s.asWritten);
  return [
    variants.length ? `${listWords(variants)} ${variants.length === 1 ? 'makes a valid variant' : 'each make a valid variant'} of ${a}` : '',
    own ? `${sweepLabel(own.value)} is ${a} as written` : `${a} as written is played too`,
  ].filter(Boolean).join('; ') + '.';
}

function statusWord(s: Status): string {
  return { idle: '', loading: 'Starting', running: 'Running', done: 'Done', cancelled: 'Cancelled', failed: 'Stopped' }[s];
}

function RulesetSelect({ label, name, value, onChange, options, optional }: { label: string; name: string; value: string; onChange: (v: string) => void; options: SimRulesetOption[]; optional?: boolean }) {
  return (
    <label className="inline">
      {label}{' '}
      <select name={name} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{optional ? 'none: one ruleset only' : 'choose a ruleset…'}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id} disabled={!o.valid}>
            {o.title} ({o.id}){o.origin === 'workspace' ? ' — yours' : ''}{o.valid ? '' : ` — ${o.errors} error${o.errors === 1 ? '' : 's'}`}
          </option>
        ))}
      </select>
    </label>
  );
}

const pct = (x: number | null) => (x === null ? '—' : `${(100 * x).toFixed(1)}%`);
const num = (x: number | null, d = 1) => (x === null ? '—' : x.toFixed(d));
const interval = (c: [number, number] | null, f: (x: number) => string) => (c ? `[${f(c[0])}, ${f(c[1])}]` : '');
const rateText = (r: Rate | undefined) => (r ? `${pct(r.winRate)} ${interval(r.ci95, pct)}` : '—');

function isCompare(r: CompareReport | SingleReport): r is CompareReport {
  return 'diff' in r;
}

function Report({ report, config, options, final, records, counted, rulesets, runKey, cardNames, sharedSeats }: { report: CompareReport | SingleReport; config: RunConfig; options: Map<string, SimRulesetOption>; final: boolean; records: GameRecord[]; counted: GameRecord[]; rulesets: Record<string, Ruleset>; runKey: number; cardNames: CardNames; sharedSeats: SharedSeats[] }) {
  const sides: { key: 'a' | 'b'; label: string; r: VariantReport }[] = isCompare(report)
    ? [
        { key: 'a', label: `A: ${config.a}`, r: report.a },
        { key: 'b', label: `B: ${config.b}`, r: report.b },
      ]
    : [{ key: 'a', label: config.a, r: report }];
  const nations = [...new Set(sides.flatMap((s) => Object.keys(s.r.seats)))].sort();
  const botsInPlay = [...new Set(sides.flatMap((s) => Object.keys(s.r.byBot)))].sort();
  // Players running several nations (2-player Antike): one row per player, named by its nations as the report has them.
  const playerLineup = sides.find((s) => s.r.players)?.r.players?.map((p) => p.nations) ?? [];
  const row = (label: string, cell: (r: VariantReport) => string, testid?: string, note?: string) => (
    <tr key={label}>
      <th scope="row">{label}{note && <div className="muted small">{note}</div>}</th>
      {sides.map((s) => (
        <td key={s.key} data-testid={testid ? `${testid}-${s.key}` : undefined}>{cell(s.r)}</td>
      ))}
    </tr>
  );
  return (
    <section className="sim-report" data-testid="sim-report" aria-label="report">
      <Notice config={config} final={final} />
      <FirstNation sharedSeats={sharedSeats} />
      <Guessed guesses={report.guesses} />

      {!isCompare(report) && (
        <>
          <h2>In short</h2>
          <ul className="sim-answer" data-testid="sim-answer">
            {plainSingle(report, { final, players: config.players, manyNationsPerPlayer: playerLineup.length > 0 }).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      )}
      {isCompare(report) && (
        <>
          <h2>In short: B against A</h2>
          <ul className="sim-answer" data-testid="sim-answer">
            {plainAnswers(report, config.b!, { final, manyNationsPerPlayer: playerLineup.length > 0 }).map((a) => (
              <li key={a.topic} data-topic={a.topic} data-verdict={a.verdict} data-borderline={a.borderline ? 'true' : undefined}>{a.text}</li>
            ))}
          </ul>
          <p className="muted small" data-testid="sim-answer-caution">
            Each sentence reads its figure at 95%: a rule change that changes nothing still shows a difference in one figure of twenty by
            chance, and in one run of about seven for at least one of these three. A difference your design turns on is worth a second run
            with another first seed.
          </p>
        </>
      )}

      <h2>Results{isCompare(report) ? ': A and B' : ''}</h2>
      <Glossary compare={isCompare(report)} />
      <TableScroll label={isCompare(report) ? 'results of A and B' : 'results'}>
        <table className="sim-table" data-testid="sim-summary">
          <thead>
            <tr>
              <th>metric</th>
              {sides.map((s) => (
                <th key={s.key}>{s.label}<div className="muted small">{options.get(s.r.variant)?.title}</div></th>
              ))}
            </tr>
          </thead>
          <tbody>
            {row('games played', (r) => String(r.games), 'games')}
            {row('finished', (r) => String(r.finished), 'finished')}
            {row('stalled (never wins)', (r) => String(r.stalled), 'stalled')}
            {row('errors (never draws)', (r) => String(r.errors), 'errors')}
            {nations.map((n) => row(`win rate of the ${nationName(Object.values(rulesets), n)}`, (r) => rateText(r.seats[n]), `rate-${n}`))}
            {playerLineup.map((nations, i) => row(`win rate player ${i + 1} (${nations.map((n) => nationName(Object.values(rulesets), n)).join(' + ')})`, (r) => (r.players?.[i] ? rateText(r.players[i]) : '—'), `rate-player-${i + 1}`))}
            {row(playerLineup.length ? 'win rate first player (the player whose nation moves first)' : 'win rate first player', (r) => rateText(r.firstPlayer), 'rate-first')}
            {botsInPlay.length > 1 && botsInPlay.map((bot) => row(`win rate bot ${bot}${botWords(bot) === bot ? '' : ` (${botWords(bot)})`}`, (r) => rateText(r.byBot[bot]), `rate-bot-${bot}`))}
            {row('turns per nation mean [95%] / median / p95', (r) => spreadText(r.turnsPerNation), 'turns')}
            {row('rounds mean [95%] / median / p95', (r) => spreadText(r.rounds), 'rounds')}
            {row('lead changes mean [95%] / median / p95', (r) => spreadText(r.closeness.leadChanges), 'lead-changes', 'how often the player alone ahead on score changed, read at the end of each turn (a tie names no leader)')}
            {row("winner's margin on score mean [95%] / median / p95", (r) => spreadText(r.closeness.margin), 'margin', "the winner's score (personages or victory points) less the best other player's, at the end")}
            {row('winner led alone from (share of the game) mean [95%] / median', (r) => shareSpreadText(r.closeness.winnerLeadFrom), 'lead-from', 'the point from which the winner was alone ahead at every turn’s end: low, the game was decided early; near 100%, at the very end')}
            {row('branching (legal moves per decision)', (r) => num(r.branching.mean, 2), 'branching')}
            {row('decisions taken off turn', (r) => pct(r.decisionShare), 'share')}
            {row('endings', (r) => Object.entries(r.endings.types).map(([k, n]) => `${k} ${n}`).join(', ') || '—', 'endings')}
            {row("winners' personages (mean cards)", (r) => Object.entries(r.endings.personageMix).map(([k, n]) => `${k} ${n.toFixed(2)}`).join(', ') || '—', 'mix')}
          </tbody>
        </table>
      </TableScroll>

      <MadeTable sides={sides} />

      {isCompare(report) && <DiffTable diff={report.diff} a={config.a} b={config.b!} />}

      <CardTable sides={sides} names={cardNames} />

      <ErrorList runs={sides.map((side) => ({ key: side.key, variant: side.r.variant, report: side.r }))} />

      {/* A new run starts with no game watched: the last run's "opened" would stand beside another game. */}
      <WatchGames
        key={runKey}
        sides={sides.map((side) => ({ key: side.key, label: side.label, variant: side.r.variant, records: counted.filter((r) => r.variant === side.r.variant) }))}
        config={config}
        rulesets={rulesets}
        options={options}
        final={final}
      />

      <h2>Charts</h2>
      <SimCharts report={report} />

      <h2>Export</h2>
      <Exports report={report} records={records} config={config} final={final} />
    </section>
  );
}

/**
 * How the bots used each event card (finished games): a card a designer wrote and no bot ever plays says so here
 * before any win rate is read.
 */
function CardTable({ sides, names }: { sides: { key: 'a' | 'b'; label: string; r: VariantReport }[]; names: CardNames }) {
  // A variant may rename a card (a blank card written as a house card): the row gives the name of each side it was in.
  const label = new Map<string, string>();
  for (const card of new Set(sides.flatMap((s) => Object.keys(s.r.cards ?? {})))) {
    label.set(card, [...new Set(sides.filter((s) => s.r.cards?.[card]).map((s) => names[s.r.variant]?.[card]).filter((n): n is string => !!n && n !== card))].join(' / '));
  }
  const cards = [...label.keys()].sort((x, y) => (label.get(x) || x).localeCompare(label.get(y) || y));
  if (!cards.length) return null;
  return (
    <>
      <h2>Event cards</h2>
      <p className="muted small">
        Per card, over finished games: copies taken from the display, copies played, and how often a nation that played it
        won that game. That last figure is an association, not the card&apos;s effect (the stronger side may simply have
        more chances to play); to measure a card, compare the ruleset with and without it. The heuristic bots try each card
        they hold where it can be played and play it when their evaluation says it pays: within the turn, or over their
        next two turns for a change that lasts. A card they rarely play costs them now for a gain they do not see that
        soon (or never finds a target). A dash: no copy was taken in that ruleset&apos;s finished games, or its deck has none.
      </p>
      <TableScroll label="event cards">
        <table className="sim-table" data-testid="sim-cards">
          <thead>
            <tr>
              <th>card</th>
              {sides.map((s) => (
                <th key={s.key}>{s.label}: taken · played · its player won</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cards.map((card) => (
              <tr key={card}>
                <th scope="row">{label.get(card) ? <>{label.get(card)} <code className="muted small">{card}</code></> : card}</th>
                {sides.map((s) => {
                  const c = s.r.cards?.[card];
                  return <td key={s.key} data-testid={`card-${card}-${s.key}`}>{c ? `${c.taken} · ${c.played}${c.played ? ` (in ${c.gamesPlayed} games) · ${rateText(c.playerWon)}` : ' · never played'}` : '—'}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

/** Games an error stopped, per run, by seed and seating so they can be replayed. */
function ErrorList({ runs }: { runs: { key: string; variant: string; report: VariantReport }[] }) {
  if (!runs.some((run) => run.report.errorSamples.length)) return null;
  return (
    <>
      <h2>Errors</h2>
      <p className="muted small">Games an engine or bot error stopped, by seed, so they can be replayed (“Watch a game” below opens each up to its error); they are not in any win rate.</p>
      <ul className="sim-errors" data-testid="sim-errors">
        {runs.flatMap((run) => run.report.errorSamples.map((e) => (
          <li key={`${run.key}-${e.seed}-${e.rotation}`}><code>{run.variant}</code> seed {e.seed} seating {e.rotation}: {e.error}</li>
        )))}
      </ul>
    </>
  );
}

/** What a watch button is doing: playing its game again, opened (or ready to open) on the play page, or failed. */
type Watching = { state: 'playing' } | { state: 'opened' | 'ready'; url: string } | { state: 'failed'; message: string };

/** Stalled and error games listed per ruleset before "show all": a run of random bots can stall by the hundred. */
const WATCH_LISTED = 10;

const watchTitles: Record<WatchKind, string> = {
  only: 'Watch the only finished game',
  shortest: 'Watch the shortest game',
  median: 'Watch a median-length game',
  longest: 'Watch the longest game',
  stalled: 'Watch the stalled game',
  error: 'Watch the game up to its error',
};

/**
 * "Watch a game": per ruleset of the run, the shortest, a median and the longest finished game, every stalled game
 * and every game an error stopped, each played again in a worker from its seed, with the same bots in the same
 * seats and the same move cap (watch.ts), and opened on the play page as a replay in a new tab. The run's report
 * says how long its games were; this shows what happened in one.
 */
function WatchGames({ sides, config, rulesets, options, final }: { sides: { key: string; label: string; variant: string; records: GameRecord[] }[]; config: RunConfig; rulesets: Record<string, Ruleset>; options: Map<string, SimRulesetOption>; final: boolean }) {
  const [watching, setWatching] = useState<Record<string, Watching>>({});
  const [showAll, setShowAll] = useState<Record<string, boolean>>({});
  const why = unwatchableWhy(config.bots);
  const seatings = new Set(sides.flatMap((side) => side.records.map((r) => r.rotation))).size;
  const nationWords = (variant: string, nation: string) => nationName([rulesets[variant]], nation);
  const keyOf = (variant: string, pick: WatchPick) => `${variant}/${pick.kind}/${pick.record.seed}/${pick.record.rotation}`;
  const gameName = (pick: WatchPick) => `seed ${pick.record.seed}${seatings > 1 ? `, seating ${pick.record.rotation}` : ''}`;

  const watch = async (variant: string, pick: WatchPick) => {
    const key = keyOf(variant, pick);
    const ruleset = rulesets[variant];
    if (!ruleset) return;
    // Opened now, inside the click, so that no popup blocker stops it; the game goes there once it has been played.
    const tab = window.open('', '_blank');
    if (tab) {
      tab.document.title = 'Playing the game again…';
      tab.document.body.textContent = `Playing ${variant}, ${gameName(pick)}, again for its replay…`;
    }
    setWatching((w) => ({ ...w, [key]: { state: 'playing' } }));
    try {
      const job = jobOf(pick.record, config);
      const again = await playAgainInWorker(job, ruleset);
      if (!sameGame(again.record, pick.record)) throw new Error(`played again, it ended otherwise (${outcomeWords(again.record)}, not ${outcomeWords(pick.record)}), so it is not the game the report counted`);
      const game = gameRecordOf(job, again.moves);
      if (!game) throw new Error(why ?? 'the play page has no seat for one of its bots');
      const url = await gameAddress(`/rulesets/${encodeURIComponent(variant)}/play`, game, watchQuery(pick.record));
      if (tab && !tab.closed) {
        tab.location.replace(url);
        setWatching((w) => ({ ...w, [key]: { state: 'opened', url } }));
      } else setWatching((w) => ({ ...w, [key]: { state: 'ready', url } }));
    } catch (error) {
      tab?.close();
      setWatching((w) => ({ ...w, [key]: { state: 'failed', message: error instanceof Error ? error.message : String(error) } }));
    }
  };

  const details = (variant: string, pick: WatchPick): string => {
    const r = pick.record;
    const length = `${num(r.turnsPerNation)} turns per nation (turn ${turnOnPlayPage(r)} on the play page)`;
    const seats = config.bots.some((bot) => bot !== config.bots[0]) ? ` · ${Object.entries(r.seats).map(([nation, bot]) => `${nationWords(variant, nation)}: ${botWords(bot)}`).join(', ')}` : '';
    if (r.outcome === 'finished') return `seed ${r.seed} · ${length} · ${r.winner ? `the ${nationWords(variant, r.winner)} won` : 'no winner'}${seats}`;
    // A stalled or error game's button already names its seed.
    if (r.outcome === 'stalled') return `no winner: ${stallWords(r.stall)} stopped it after ${length}${seats}`;
    return `an error stopped it after ${length}${seats}: ${r.error ?? 'no message'}`;
  };

  return (
    <>
      <h2>Watch a game</h2>
      <p className="muted small" data-testid="sim-watch-intro">
        These are bot-vs-bot games. Each button plays one of them again from its seed, with the same bots in the same seats and the same move cap,
        and opens it on the play page in a new tab at its first move, where &ldquo;Play&rdquo; on the replay bar runs it: what happened in the
        shortest and the longest game, or in a game that stalled or stopped on an error. Under an A/B run, each game has its pair: the same seed
        under the other ruleset.
      </p>
      {!final ? (
        <p className="muted small">The games can be watched when the run is done or cancelled.</p>
      ) : why ? (
        <p className="small" data-testid="sim-watch-none">These games cannot be watched: {why}.</p>
      ) : (
        <div className="sim-watch" data-testid="sim-watch">
          {sides.filter((side) => options.has(side.variant)).map((side) => {
            const picks = watchPicks(side.records);
            const listed = (kind: WatchKind) => picks.filter((p) => p.kind === kind);
            const shown = [
              ...picks.filter((p) => p.kind !== 'stalled' && p.kind !== 'error'),
              ...(['stalled', 'error'] as const).flatMap((kind) => (showAll[`${side.key}/${kind}`] ? listed(kind) : listed(kind).slice(0, WATCH_LISTED))),
            ];
            return (
              <section key={side.key} className="sim-watch-side" aria-label={`watch a game of ${side.label}`} data-variant={side.variant}>
                <h3>{side.label} {options.get(side.variant)?.title && <span className="muted small">{options.get(side.variant)!.title}</span>}</h3>
                {!picks.length ? (
                  <p className="muted small">No game of this ruleset was played.</p>
                ) : (
                  <ul>
                    {shown.map((pick) => {
                      const key = keyOf(side.variant, pick);
                      const w = watching[key];
                      // The same seed and seating under the other ruleset: what the rule changed in this very game (the
                      // comparison is made on paired seeds; a review as users could not see the pair).
                      const twins = sides.flatMap((other) => {
                        if (other.key === side.key || !options.has(other.variant)) return [];
                        const record = other.records.find((r) => r.seed === pick.record.seed && r.rotation === pick.record.rotation);
                        return record ? [{ other, pick: { kind: pick.kind, record } as WatchPick }] : [];
                      });
                      const title = pick.kind === 'stalled' || pick.kind === 'error' ? `${watchTitles[pick.kind]}, ${gameName(pick)}` : watchTitles[pick.kind];
                      return (
                        <li key={key} data-kind={pick.kind} data-seed={pick.record.seed} data-seating={pick.record.rotation} data-turns={pick.record.turnsPerNation} data-turn={turnOnPlayPage(pick.record)}>
                          <button type="button" onClick={() => void watch(side.variant, pick)} disabled={w?.state === 'playing'}>
                            {w?.state === 'playing' ? 'Playing it again…' : title}
                            {/* Said to a screen reader, which may reach the button out of its section: whose game it is. */}
                            {sides.length > 1 && <span className="sr-only"> under {side.label}</span>}
                          </button>
                          <span className="small sim-watch-what">{details(side.variant, pick)}</span>
                          <WatchState w={w} />
                          {twins.map(({ other, pick: twin }) => {
                            const tw = watching[keyOf(other.variant, twin)];
                            return (
                              <div key={other.key} className="small sim-watch-twin" data-testid="sim-watch-twin">
                                <button type="button" className="link-button" onClick={() => void watch(other.variant, twin)} disabled={tw?.state === 'playing'}>
                                  {tw?.state === 'playing' ? 'Playing it again…' : `the same seed under ${other.label}`}
                                </button>{' '}
                                <span className="muted">{details(other.variant, twin)}</span>
                                <WatchState w={tw} />
                              </div>
                            );
                          })}
                        </li>
                      );
                    })}
                  </ul>
                )}
                {(['stalled', 'error'] as const).map((kind) => listed(kind).length > WATCH_LISTED && !showAll[`${side.key}/${kind}`] && (
                  <button key={kind} type="button" className="link-button" onClick={() => setShowAll((all) => ({ ...all, [`${side.key}/${kind}`]: true }))}>
                    show all {listed(kind).length} {kind === 'stalled' ? 'stalled games' : 'games stopped by an error'} of {side.label}
                  </button>
                ))}
              </section>
            );
          })}
          {/* A swept value's variant exists only in the run: the play page opens rulesets of the library. */}
          {sides.some((side) => !options.has(side.variant)) && (
            <p className="muted small">
              {capitalise(listWords(sides.filter((side) => !options.has(side.variant)).map((side) => side.label)))}: not in your library, so the play page cannot open their games;
              save a value as a variant to watch its games.
            </p>
          )}
        </div>
      )}
    </>
  );
}

/** Where a game asked to be watched stands: opened, blocked by the browser, or why it could not be. */
function WatchState({ w }: { w: Watching | undefined }) {
  if (!w || w.state === 'playing') return null;
  return (
    <div className={`small sim-watch-state${w.state === 'failed' ? ' sim-field-problem' : ''}`} role={w.state === 'failed' ? 'alert' : 'status'}>
      {w.state === 'failed' && <>It could not be watched: {w.message}.</>}
      {w.state === 'opened' && <>Opened in a new tab. <a href={w.url} target="_blank" rel="noopener">Open it again</a></>}
      {w.state === 'ready' && <>The browser did not open a new tab: <a href={w.url} target="_blank" rel="noopener">open the replay</a>.</>}
    </div>
  );
}

/** What stopped a stalled game, as the record has it: the run's move cap, or the ruleset's own stall rule (its round limit). */
function stallWords(stall: string | undefined): string {
  const cap = /^move cap (\d+)$/.exec(stall ?? '');
  return cap ? `the move cap of ${Number(cap[1]).toLocaleString('en')} moves` : 'the ruleset’s round limit';
}

/** A game's end in a few words, to say how a game played again differs from the run's. */
function outcomeWords(r: GameRecord): string {
  return `${r.outcome}${r.winner ? `, won by ${r.winner}` : ''}, ${r.moves} moves`;
}

/**
 * The figures' terms in a designer's words (a review as users met "p95", "branching", "decisions taken off turn",
 * "Newcombe's method" and the JSON keys under each row unexplained): one list, folded away for those who know them.
 */
function Glossary({ compare }: { compare: boolean }) {
  return (
    <details className="sim-glossary small" data-testid="sim-glossary">
      <summary>How to read these figures</summary>
      <dl>
        <dt>mean [95%]</dt>
        <dd>The average over the finished games, and the range that holds the true average of such bot games with 95% confidence: more games narrow it.</dd>
        <dt>median, p95</dt>
        <dd>Half of the games were shorter (or fewer) than the median; 95 in 100 were at most the p95, so it shows how long the long games run.</dd>
        <dt>turns per nation</dt>
        <dd>How many turns each nation had when the game ended: the length players feel. A round is every nation&rsquo;s turn once.</dd>
        <dt>legal moves per decision (branching)</dt>
        <dd>How many moves a nation could choose from when it had a choice: how open the game is, and how hard it is for a bot to search.</dd>
        <dt>decisions taken off turn</dt>
        <dd>The share of choices made while another nation was on turn: replies to a conquest or a movement, event cards taken.</dd>
        {compare && (
          <>
            <dt>B − A [95% interval]</dt>
            <dd>
              How much higher the figure is under B, with its range. A range that holds 0 means these games cannot tell A and B apart on that
              figure. Win rates are compared as shares (Newcombe&rsquo;s method), averages as averages (Welch&rsquo;s): standard methods for each.
              Both treat the games under A and under B as separate samples, although they are played on the same seeds: the ranges are wider
              than a pairwise comparison of the same seeds would give, so a difference they show is there, and a small one may be missed
              (a rule change that changes nothing still shows a range around 0).
            </dd>
          </>
        )}
        <dt>
          <code>diff.…</code>, <code>firstPlayer.winRate</code>
        </dt>
        <dd>The figure&rsquo;s name in the JSON and CSV exports, for spreadsheets and other tools.</dd>
      </dl>
    </details>
  );
}

const DIFF_LABELS: Record<string, string> = {
  finished: 'games finished',
  stalled: 'games stalled',
  'firstPlayer.winRate': 'win rate of the first player',
  'turnsPerNation.mean': 'turns per nation (mean)',
  'rounds.mean': 'rounds (mean)',
  'closeness.leadChanges.mean': 'lead changes per game (mean)',
  'closeness.margin.mean': "winner's margin on score (mean)",
  'closeness.winnerLeadFrom.mean': 'winner led alone from (mean share of the game)',
  'branching.mean': 'legal moves per decision (mean)',
  decisionShare: 'decisions taken off turn',
};

/**
 * What the nations did, a row per counted move (a city founded, a temple built…): how many a finished game had, all
 * nations together, and the turn per nation of the first, per side. A rule change acts here first (a dearer temple:
 * fewer temples, or later ones), before it shows in who wins.
 */
function MadeTable({ sides }: { sides: { key: 'a' | 'b'; label: string; r: VariantReport }[] }) {
  const types = madeIn(sides.map((s) => s.r));
  if (!types.length) return null;
  return (
    <>
      <h2>What the nations did</h2>
      <p className="muted small">
        Per finished game, every nation together: how many, as mean [95%] / median / p95; and when the first came, in turns per nation
        (over the games that had one).
      </p>
      <TableScroll label="what the nations did">
        <table className="sim-table" data-testid="sim-made">
          <thead>
            <tr>
              <th>move</th>
              {sides.map((s) => (
                <Fragment key={s.key}>
                  <th>{s.label}<div className="muted small">how many a game</div></th>
                  <th>{s.label}<div className="muted small">the first, at turn</div></th>
                </Fragment>
              ))}
            </tr>
          </thead>
          <tbody>
            {types.map((type) => (
              <tr key={type} data-move={type}>
                <th scope="row">{madeLabels[type].many}</th>
                {sides.map((s) => (
                  <Fragment key={s.key}>
                    <td data-testid={`made-${type}-${s.key}`}>{s.r.made?.[type] ? spreadText(s.r.made[type].perGame) : '0'}</td>
                    <td data-testid={`first-${type}-${s.key}`}>{s.r.made?.[type] ? spreadText(s.r.made[type].firstTurn) : '—'}</td>
                  </Fragment>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

/** The counted move types either side's games made, in the report's order (engine/sim/play-record.ts countedMoves). */
function madeIn(reports: VariantReport[]): CountedMove[] {
  return countedMoves.filter((type) => reports.some((r) => r.made?.[type]));
}

/** A nation by the name its ruleset gives it ("Carthaginians"), from the first of `rulesets` that has it; else its id. */
function nationName(rulesets: readonly (Ruleset | undefined)[], nation: string): string {
  for (const r of rulesets) {
    const name = r?.map?.nations?.[nation]?.name;
    if (name) return name;
  }
  return nation;
}

function diffLabel(key: string): string {
  if (DIFF_LABELS[key]) return DIFF_LABELS[key];
  const made = /^made\.(.+)\.(perGame|firstTurn)\.mean$/.exec(key);
  if (made && made[1] in madeLabels) return made[2] === 'perGame' ? `${madeLabels[made[1] as CountedMove].many} a game (mean)` : `${madeLabels[made[1] as CountedMove].first}, turn per nation (mean)`;
  const player = /^players\.(\d+)\.winRate$/.exec(key);
  if (player) return `win rate of player ${player[1]}`;
  const seat = /^seats\.(.+)\.winRate$/.exec(key);
  if (seat) return `win rate ${seat[1]}`;
  const bot = /^byBot\.(.+)\.winRate$/.exec(key);
  if (bot) return `win rate bot ${bot[1]}`;
  return key;
}

function DiffTable({ diff, a, b }: { diff: Record<string, DiffEntry>; a: string; b: string }) {
  return (
    <>
      <h2>B − A, with 95% intervals</h2>
      <p className="muted small" data-testid="sim-diff-caption">
        A is <code>{a}</code> and B is <code>{b}</code>: a positive difference is higher under <code>{b}</code>.{' '}
        Rates by Newcombe&rsquo;s method, means by Welch&rsquo;s. An interval that contains 0 means these games cannot tell A and B apart on
        that figure; play more games to narrow it.
      </p>
      <TableScroll label="B − A with 95% intervals">
        <table className="sim-table" data-testid="sim-diff">
          <thead>
            <tr>
              <th>metric</th>
              <th>A</th>
              <th>B</th>
              <th>B − A [95% interval]</th>
              <th>reading</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(diff).map(([key, d]) => {
              const share = isShareMetric(key);
              const value = (x: number | null) => (share ? pct(x) : num(x, 2));
              // A bound that rounds to zero keeps a digit more: "+0.0 pt" would read as touching zero when it does not.
              const delta = (x: number) => (share ? `${x >= 0 ? '+' : ''}${(100 * x).toFixed(x !== 0 && Math.abs(100 * x) < 0.05 ? 2 : 1)} pt` : `${x >= 0 ? '+' : ''}${x.toFixed(x !== 0 && Math.abs(x) < 0.005 ? 3 : 2)}`);
              // Named, so a reader who put the variant first still reads which ruleset the figure is higher under.
              const reading = readingOf(d, `under B (${b})`);
              return (
                <tr key={key} data-metric={key}>
                  <th scope="row">{diffLabel(key)}<div className="muted small"><code>diff.{key}</code></div></th>
                  <td>{value(d.a)}</td>
                  <td>{value(d.b)}</td>
                  <td data-testid={`diff-${key}`}>{d.diff === null ? '—' : `${delta(d.diff)} ${d.ci95 ? `[${delta(d.ci95[0])}, ${delta(d.ci95[1])}]` : ''}`}</td>
                  <td className={reading.clear ? '' : 'muted'}>{reading.text}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

function Exports({ report, records, config, final }: { report: AnyReport; records: GameRecord[]; config: RunConfig; final: boolean }) {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const base = `rondel-simulate-${config.a}${config.sweep ? '-sweep' : config.b ? `-vs-${config.b}` : ''}-seed${config.seed}`;
  useEffect(() => {
    if (!final) return;
    // Sorted as the CLI sorts them (variant, seed, seating), whatever order the workers finished in.
    const sorted = mergeRecords(records);
    const made = {
      'report.json': URL.createObjectURL(new Blob([reportJson(report)], { type: 'application/json' })),
      'report.csv': URL.createObjectURL(new Blob([reportCsv(report)], { type: 'text/csv' })),
      'records.json': URL.createObjectURL(new Blob([recordsJson(sorted)], { type: 'application/json' })),
      'records.csv': URL.createObjectURL(new Blob([recordsToCsv(sorted)], { type: 'text/csv' })),
    };
    setUrls(made);
    // Revoked a minute later, not at once: a download started from the old link must not be cancelled under it.
    return () => {
      const old = Object.values(made);
      setTimeout(() => old.forEach((u) => URL.revokeObjectURL(u)), 60_000);
    };
  }, [report, records, final]);
  if (!final || !urls['report.json']) return <p className="muted small">The downloads are ready when the run is done or cancelled.</p>;
  return (
    <ul className="sim-exports" data-testid="sim-exports">
      <li><a href={urls['report.json']} download={`${base}.report.json`}>Report (JSON)</a> <span className="muted small">the keys of <code>rondel simulate --json</code></span></li>
      <li><a href={urls['report.csv']} download={`${base}.report.csv`}>Report (CSV)</a> <span className="muted small">one row per figure, keyed by its JSON path</span></li>
      <li><a href={urls['records.json']} download={`${base}.records.json`}>Game records (JSON)</a> <span className="muted small">one record per game</span></li>
      <li><a href={urls['records.csv']} download={`${base}.records.csv`}>Game records (CSV)</a> <span className="muted small">the rows of <code>rondel simulate --csv</code></span></li>
    </ul>
  );
}

/**
 * What the run's figures rest on that no rulebook we have prints (the report's `guesses`, as `rondel simulate`
 * prints it): a designer reads a win rate as a property of the game; this says which parts of "the game" were guessed.
 */
function Guessed({ guesses }: { guesses?: ReportGuesses }) {
  if (!guesses) return null;
  return (
    <div className="notice info" data-testid="sim-guessed" role="note">
      <strong>{guesses.heading}</strong>
      <ul>
        {Object.entries(guesses.rulesets).map(([id, g]) => (
          <li key={id}>
            <code>{id}</code>: {g.text}
          </li>
        ))}
      </ul>
      <div className="small">{guesses.note}</div>
    </div>
  );
}

function FirstNation({ sharedSeats }: { sharedSeats: SharedSeats[] }) {
  if (!sharedSeats.length) return null;
  const who = (players: string[][]) => players.map((nations, i) => `player ${i + 1}: ${nations.join(' and ')}`).join('; ');
  return (
    <p className="small" data-testid="sim-first-nation">
      {sharedSeats.map((s) => `In ${s.id} each player runs several nations (${who(s.players)}).`).join(' ')}{' '}
      There a player’s win rate counts a win by any of its nations, and the “first player” is the player whose nation moves first.
    </p>
  );
}

function Notice({ config, final }: { config: RunConfig; final: boolean }) {
  return (
    <div className="notice sim-notice" data-testid="sim-notice" role="note">
      <strong>{NOTICE}</strong>
      <div>
        Strategies: {config.bots.map((bot, i) => `player ${i + 1} ${bot}${botWords(bot) === bot ? '' : ` (${botWords(bot)})`}`).join(', ')}; {config.players} players; seeds from {config.seed}; move cap {config.maxMoves}.
        {' '}Win rates are over finished games: stalled games (the move cap or the ruleset&rsquo;s stall rule) and errors are shown as such and never counted as wins or draws.
        {!final && ' The figures grow as games finish.'}
      </div>
      {config.bots.some((bot) => /^(heuristic|mcts)/.test(bot)) && (
        <div data-testid="sim-opening-note">
          The heuristic and MCTS bots open every game of a ruleset with the same searched rondel fields (their first 15
          turns or so); the seeds vary the start player, the event cards and the bots&rsquo; ties. A rule that changes
          that opening changes it in every game at once, so early figures (the first city, the first temple) may not
          vary at all, and a difference there is one opening against another rather than many independent games.
        </div>
      )}
    </div>
  );
}

function deltaText(d: DiffEntry | undefined, f: (x: number) => string): string {
  if (!d || d.diff === null) return '—';
  return `${f(d.diff)}${d.ci95 ? ` [${f(d.ci95[0])}, ${f(d.ci95[1])}]` : ''}`;
}
/**
 * A sweep row's difference from A as written, with what it reads as under the cell's figures: "higher than as
 * written" when the whole interval is above zero. The reading was a tooltip, which a keyboard or a phone never showed.
 */
function DeltaCell({ d, f }: { d: DiffEntry | undefined; f: (x: number) => string }) {
  if (!d) return <td>—</td>;
  const reading = readingOf(d, 'than as written');
  return (
    <td>
      {deltaText(d, f)}
      <div className={`small sweep-reading${reading.clear ? '' : ' muted'}`}>{reading.text}</div>
    </td>
  );
}

/**
 * A sweep's report: a row per value (A as written marked, and first when its value was not swept), each with its
 * difference from A as written and the 95% interval, as `rondel simulate --set` prints it (formatSweep).
 */
function SweepResult({ report, config, options, final, records, counted, rulesets, runKey, sharedSeats }: { report: SweepReport; config: RunConfig; options: Map<string, SimRulesetOption>; final: boolean; records: GameRecord[]; counted: GameRecord[]; rulesets: Record<string, Ruleset>; runKey: number; sharedSeats: SharedSeats[] }) {
  const sweep = config.sweep!;
  const estimated = sweep.provenance?.status === 'estimated';
  const asWrittenLabel = (value: unknown) => `${sweepLabel(value)} (as written${estimated ? '; estimated, not printed' : ''})`;
  const rows: { key: string; label: string; asWritten: boolean; variant: string; r: VariantReport; diff?: Record<string, DiffEntry> }[] = sweepTableRows(report).map((row) => ({
    key: row.variant,
    label: row.asWritten ? asWrittenLabel(row.value) : sweepLabel(row.value),
    asWritten: row.asWritten,
    variant: row.variant,
    r: row.report,
    diff: row.diff,
  }));
  return (
    <section className="sim-report" data-testid="sim-report" aria-label="report">
      <Notice config={config} final={final} />
      <FirstNation sharedSeats={sharedSeats} />
      <Guessed guesses={report.guesses} />

      <h2>
        Sweep: <code>{report.sweep.pointer}</code> in {config.a}
      </h2>
      <p className="muted small" data-testid="sweep-summary">
        {config.a} has {sweepLabel(report.sweep.asWritten)} there as written ({provenanceWords(sweep.provenance)}
        {sweep.provenance?.note && estimated ? `: ${sweep.provenance.note}` : ''}). Every seed is played under A as written and under each value; each
        value is a variant of {config.a} with only that value changed. Δ is the value − as written, with its 95% interval (Newcombe for the win
        rate, Welch for the mean); an interval that holds 0 is no measured difference.
      </p>
      <p className="small" data-testid="sweep-caution">{SWEEP_CAUTION}</p>
      <TableScroll label="sweep results">
        <table className="sim-table sim-sweep-table" data-testid="sim-sweep">
          <thead>
            <tr>
              <th>value</th>
              <th>games</th>
              <th>finished</th>
              <th>stalled</th>
              <th>first player wins [95%]</th>
              <th>Δ first player, pt [95%]</th>
              <th>turns / nation mean · median · p95</th>
              <th>Δ mean turns [95%]</th>
              <th>winner alone ahead from, mean</th>
              <th>Δ, pt [95%]</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-value={row.label} data-as-written={row.asWritten ? 'true' : undefined} className={row.asWritten ? 'sim-as-written' : undefined}>
                <th scope="row">
                  {row.label}
                  <div className="muted small"><code>{row.variant}</code></div>
                </th>
                <td>{row.r.games}</td>
                <td>{row.r.finished}</td>
                <td>{row.r.stalled}</td>
                <td>{rateText(row.r.firstPlayer)}</td>
                <DeltaCell d={row.diff?.['firstPlayer.winRate']} f={points} />
                <td>{num(row.r.turnsPerNation.mean)} · {num(row.r.turnsPerNation.median)} · {num(row.r.turnsPerNation.p95)}</td>
                <DeltaCell d={row.diff?.['turnsPerNation.mean']} f={turnsDelta} />
                <td data-testid="sweep-lead-from">{pct(row.r.closeness.winnerLeadFrom.mean)}</td>
                <DeltaCell d={row.diff?.['closeness.winnerLeadFrom.mean']} f={points} />
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>

      <ErrorList runs={rows.map((row) => ({ key: row.key, variant: row.variant, report: row.r }))} />

      {/* A new run starts with no game watched: the last run's "opened" would stand beside another game. */}
      <WatchGames
        key={runKey}
        sides={rows.map((row) => ({ key: row.key, label: `value ${row.label}`, variant: row.variant, records: counted.filter((r) => r.variant === row.variant) }))}
        config={config}
        rulesets={rulesets}
        options={options}
        final={final}
      />

      <h2>Charts</h2>
      <SimCharts report={report} />

      <h2>Export</h2>
      <Exports report={report} records={records} config={config} final={final} />
    </section>
  );
}
