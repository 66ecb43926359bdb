'use client';

import { useEffect, useMemo, useRef, useState, type Ref } from 'react';
import Link from 'next/link';
import { decidingNation, nationName, type GameState } from '@/engine/index';
import { indexProvenance, type Ruleset, type RulesetDiff } from '@/engine/rulesets';
import MapView, { unitTypesOf } from '../_components/MapView';
import RondelView from '../_components/RondelView';
import TurnMachineView from '../_components/TurnMachineView';
import DiffWords, { MoreNames } from '../_components/DiffWords';
import { differingStates } from '../_lib/turn-states';
import { BankPanel, EventLog, NationChip, PlayerBoard, SeatSelect, TurnBanner, type LogItem } from '../_components/PlayPanels';
import { describeMove, groupOf, groupOrder, groupTitles, listWords, regionsOf } from '../_lib/describe-move';
import { RULE_TITLE, ruleWords } from '../_lib/diff-words';
import { seatKinds, seatLabels, type Seat } from '../_lib/game-record';
import BotGuide from '../_components/BotGuide';
import { current, rondelStones, seatOf, stockChange, type Session } from '../_lib/play-model';
import { foundCount, humanMove, latestFound, newPair, pairAnnouncement, pairHead, positionsAt, replayBotChoices, stepMoveWords, type Pair, type RunGoal } from '../_lib/compare-model';
import { WorkerClient } from '../_lib/worker-client';
import { scrollInBox } from '../_lib/scroll-in-box';
import { useFocusAfterMove } from '../_lib/use-focus-after-move';
import { TableScroll } from '../_components/ScrollBox';
import type { CompareBotsAnswer, CompareBotsRequest, CompareBotsSetup } from './compare-bots.worker';
import { describeStatePath, explainDivergence, describeRefusal, namesFrom, nationNames, offeredMoves, setupExamples, turnStateOf, type Cause, type Divergence, type Offered, type Side } from '../_lib/divergence';

export interface CompareClientProps {
  ra: Ruleset;
  rb: Ruleset;
  diff: RulesetDiff;
  countsA: number[];
  countsB: number[];
  initial: { seed: number; botSeed: number; players?: number; seats?: Seat[] };
}

/**
 * Bot steps per slice of a long run: the bots choose a slice in the page's bot worker (compare-bots.worker.ts), the
 * page replays it and repaints, and Stop is honoured between slices.
 */
const slice = 60;
/** …and at most this long in the worker, so Stop waits for no more than about this (an MCTS step takes 0.1 s). */
const sliceMs = 400;
/** A run until the games differ gives up after this many moves. */
const divergeLimit = 5000;

type Status = { kind: 'info' | 'error'; text: string } | null;

export default function CompareClient({ ra, rb, diff, countsA, countsB, initial }: CompareClientProps) {
  const common = countsA.filter((n) => countsB.includes(n));
  const [players, setPlayers] = useState(initial.players ?? common[0] ?? countsA[0] ?? 2);
  const [seats, setSeats] = useState<Seat[]>(initial.seats ?? []);
  const [seed, setSeed] = useState(String(initial.seed));
  const [botSeed, setBotSeed] = useState(String(initial.botSeed));
  const seatList = Array.from({ length: players }, (_, i) => seats[i] ?? 'random');
  const [pair, setPair] = useState<Pair | null>(() => {
    const made = common.includes(players) ? newPair(ra, rb, { seed: initial.seed, players, seats: seatList, botSeed: initial.botSeed }) : undefined;
    return made?.ok ? made.pair : null;
  });
  const [status, setStatus] = useState<Status>(null);
  const [viewStep, setViewStep] = useState<number | null>(null);
  const [target, setTarget] = useState('50');
  // With people at the table, the bots first play until a person decides.
  const [running, setRunning] = useState<RunGoal | null>(() => (pair && seatList.includes('human') ? { until: 'person' } : null));
  const stopRef = useRef(false);
  const botsRef = useRef<WorkerClient<CompareBotsRequest, CompareBotsAnswer> | null>(null);
  useEffect(() => {
    const client = new WorkerClient<CompareBotsRequest, CompareBotsAnswer>(
      () => new Worker(new URL('./compare-bots.worker.ts', import.meta.url), { type: 'module', name: 'rondel-compare-bots' }),
      { ra, rb } satisfies CompareBotsSetup,
      'bots',
    );
    botsRef.current = client;
    client.warm();
    return () => client.stop();
  }, [ra, rb]);
  // Set once the page is interactive (browser tests wait for it before clicking).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const countProblem = (['a', 'b'] as const)
    .map((side) => ({ side, r: side === 'a' ? ra : rb, counts: side === 'a' ? countsA : countsB }))
    .filter((x) => !x.counts.includes(players))
    .map((x) => `${x.r.id} (${x.side.toUpperCase()}) cannot be played by ${players} players: it takes ${x.counts.join(', ') || 'none'}`);
  const seedOk = /^-?\d{1,9}$/.test(seed.trim()) && /^-?\d{1,9}$/.test(botSeed.trim());

  function start() {
    if (countProblem.length || !seedOk) return;
    const made = newPair(ra, rb, { seed: Number(seed), players, seats: seatList, botSeed: Number(botSeed) });
    if (!made.ok) return setStatus({ kind: 'error', text: made.message });
    setViewStep(null);
    setStatus(null);
    stopRef.current = false;
    setPair(made.pair);
    answer(made.pair);
  }

  /** After a person's move (or a new game with people), bots on either side answer until a person decides again. */
  function answer(p: Pair) {
    setRunning(p.seats.includes('human') ? { until: 'person' } : null);
  }

  // The address keeps the set-up (rulesets, seed, players, seats, bot seed), so a copied link starts the same games.
  useEffect(() => {
    if (!pair) return;
    const url = new URL(window.location.href);
    url.searchParams.set('seed', String(pair.seed));
    url.searchParams.set('players', String(pair.players));
    url.searchParams.set('seats', pair.seats.join(','));
    url.searchParams.set('botSeed', String(pair.botSeed));
    window.history.replaceState(null, '', url.toString());
  }, [pair]);

  // A run goes in slices, chosen in the bot worker and replayed here; Stop ends it between slices. The next slice is
  // asked for before this one is replayed and drawn (the worker goes on from its own copy), and used if the pair is
  // still the one it was asked for; an answer for a pair that changed meanwhile (a new game) is dropped.
  const nextSlice = useRef<{ after: Pair; goal: RunGoal; answer: Promise<CompareBotsAnswer> } | null>(null);
  useEffect(() => {
    if (!running || !pair) return;
    if (stopRef.current) {
      stopRef.current = false;
      nextSlice.current = null;
      setRunning(null);
      setStatus({ kind: 'info', text: `Stopped at move ${pair.steps.length}.` });
      return;
    }
    let stale = false;
    const client = botsRef.current!;
    const ahead = nextSlice.current;
    nextSlice.current = null;
    const answer = ahead && ahead.after === pair && ahead.goal === running ? ahead.answer : client.request({ start: pairHead(pair, running), budget: slice, ms: sliceMs });
    answer.then(
      (run) => {
        if (stale) return;
        const next = run.stopped ? undefined : client.request({ budget: slice, ms: sliceMs });
        // Handled where it is used; a slice asked for and never used (Stop, a new game) must not be reported unhandled.
        next?.catch(() => undefined);
        const replayed = replayBotChoices(ra, rb, pair, run, running);
        if (next) nextSlice.current = { after: replayed.pair, goal: running, answer: next };
        setPair(replayed.pair);
        if (replayed.error) {
          setRunning(null);
          setStatus({ kind: 'error', text: `The bot's move was refused in ${replayed.error.side.toUpperCase()}: ${replayed.error.message}` });
        } else if (replayed.stopped) {
          setRunning(null);
          // Bots answering a person's move stop quietly where a person decides.
          if (running.until !== 'person' || replayed.stopped !== 'a person decides next') setStatus({ kind: 'info', text: runMessage(replayed.stopped, replayed.pair) });
        } else if (running.until === 'diverge' && replayed.pair.steps.length >= divergeLimit) {
          setRunning(null);
          setStatus({ kind: 'info', text: `No difference in ${divergeLimit} moves: the two games offered the same moves and every move had the same outcome.` });
        }
      },
      (failure: Error) => {
        if (stale) return;
        setRunning(null);
        setStatus({ kind: 'error', text: `The bots stopped: ${failure.message}` });
      },
    );
    return () => {
      stale = true;
    };
  }, [running, pair, ra, rb]);

  function go(goal: RunGoal) {
    if (!pair) return;
    setViewStep(null);
    setStatus(null);
    stopRef.current = false;
    if (goal.until === 'step' && goal.n <= pair.steps.length) return setStatus({ kind: 'info', text: `The games are already at move ${pair.steps.length}.` });
    setRunning(goal);
  }

  function onMove(o: Offered) {
    if (!pair) return;
    const result = humanMove(ra, rb, pair, o);
    if (!result.ok) return setStatus({ kind: 'error', text: `Not made in ${result.side.toUpperCase()}: ${result.message}` });
    setStatus(null);
    movedHere.current = true;
    setPair(result.pair);
    answer(result.pair);
  }

  const live = viewStep === null;
  const positions = pair ? (live ? { a: current(pair.a), b: current(pair.b) } : positionsAt(pair, viewStep)) : null;

  const offered = useMemo(() => {
    if (!pair || !positions || !live) return [];
    const humanDecides = (session: Session, s: GameState) => !s.result && seatOf(session, s, decidingNation(s)) === 'human';
    const sa = humanDecides(pair.a, positions.a) ? positions.a : undefined;
    const sb = humanDecides(pair.b, positions.b) ? positions.b : undefined;
    if (!sa && !sb) return [];
    return offeredMoves(ra, sa, rb, sb);
  }, [pair, positions, live, ra, rb]);
  const movesBox = useRef<HTMLElement>(null);
  const movedHere = useFocusAfterMove(movesBox, offered.length > 0, pair?.steps.length ?? 0);

  // Where the latest difference found happens, on both maps: the regions of the moves offered on one side only, or of the move whose outcome differed.
  const latest = latestFound(pair);
  const divergedRegions = useMemo(() => {
    const f = latest;
    if (!f) return undefined;
    const moves = f.kind === 'legal-moves' ? [...f.onlyA, ...f.onlyB].map((o) => o.move) : f.kind === 'outcome' ? [f.move] : [];
    const regions = new Set(moves.flatMap((m) => [...regionsOf(ra, m), ...regionsOf(rb, m)]));
    return regions.size ? regions : undefined;
  }, [latest, ra, rb]);
  // Turn states defined differently on the two sides, marked on both machines (as on the teach page).
  const machineDiffers = useMemo(() => differingStates(ra.turn, rb.turn), [ra, rb]);
  const divergenceStep = pair?.first ? (pair.first.kind === 'legal-moves' ? pair.first.at - 1 : pair.first.at) : undefined;

  return (
    <div className="compare" data-ready={ready ? 'true' : 'false'}>
      {/* Past the set-up and the differences' edit links (46 tab stops before the first move, a review as users counted). */}
      {offered.length > 0 && (
        <a className="skip-link" href="#shared-moves">
          Skip to the moves
        </a>
      )}
      <section className="panel compare-setup" aria-label="set-up">
        <div className="new-game-form">
          <label>
            Players{' '}
            <select value={players} onChange={(e) => setPlayers(Number(e.target.value))} aria-label="number of players">
              {[...new Set([...countsA, ...countsB])].sort((x, y) => x - y).map((n) => (
                <option key={n} value={n}>
                  {n}
                  {common.includes(n) ? '' : countsA.includes(n) ? ' (A only)' : ' (B only)'}
                </option>
              ))}
            </select>
          </label>
          {seatList.map((seat, i) => (
            <label key={i}>
              Player {i + 1} ({controllersText(ra, rb, players, i)}){' '}
              <SeatSelect index={i} seats={seatList} onChange={setSeats} />
            </label>
          ))}
          <label>
            Seed <input value={seed} onChange={(e) => setSeed(e.target.value)} size={8} inputMode="numeric" aria-label="seed" />
          </label>
          <label>
            Bot seed <input value={botSeed} onChange={(e) => setBotSeed(e.target.value)} size={8} inputMode="numeric" aria-label="bot seed" />
          </label>
          <button type="button" className="primary" disabled={countProblem.length > 0 || !seedOk} onClick={start}>
            Start both games
          </button>
          {!seedOk && <span className="warn-text">the seeds are whole numbers</span>}
        </div>
        {common.length === 0 && (
          <div className="notice error" role="alert" data-testid="players-problem">
            These two rulesets have no player count in common: {ra.id} takes {countsA.join(', ') || 'none'}, {rb.id} takes {countsB.join(', ') || 'none'} (their /players and the lineups of their maps). Pick two rulesets that seat the same number of players.
          </div>
        )}
        {common.length > 0 && countProblem.length > 0 && (
          <div className="notice error" role="alert" data-testid="players-problem">
            {countProblem.join('; ')}. Both games need the same players; choose {common.join(' or ')}.
          </div>
        )}
        <p className="muted small">
          Both games start from the same seed and seats. A move offered on both sides is made on both; a move legal on one side only is made there only.
          Bots start from the same bot seed: the bot chooses in A, and B makes the same move while it is legal there (otherwise B’s bot chooses).
        </p>
        <BotGuide bots={seatKinds} labels={seatLabels} />
      </section>

      {pair && (
        <>
          <div className="game-bar" role="toolbar" aria-label="bots">
            <span className="muted" data-testid="move-count">
              Move {pair.steps.length} · A: {pair.a.entries.length} move{pair.a.entries.length === 1 ? '' : 's'} · B: {pair.b.entries.length} move{pair.b.entries.length === 1 ? '' : 's'}
            </span>
            <button type="button" onClick={() => go({ until: 'step', n: pair.steps.length + 1 })} disabled={!!running}>Step</button>
            <label className="inline">
              Play to move <input value={target} onChange={(e) => setTarget(e.target.value)} size={5} inputMode="numeric" aria-label="move number" />
            </label>
            <button type="button" onClick={() => go({ until: 'step', n: Number(target) })} disabled={!!running || !/^\d{1,5}$/.test(target.trim())}>Play</button>
            {/* After a difference the run goes on to the next one; once the games made different moves there is nothing to compare move by move. */}
            <button
              type="button"
              className="primary"
              onClick={() => go({ until: 'diverge', after: foundCount(pair) })}
              disabled={!!running || pair.partedAt !== undefined}
              title={pair.partedAt !== undefined ? `The games made different moves at move ${pair.partedAt}: from there on they are not compared move by move.` : undefined}
            >
              {pair.first ? 'Run to the next difference' : 'Run until they differ'}
            </button>
            {running && <button type="button" onClick={() => (stopRef.current = true)}>Stop</button>}
            {running && <span className="muted small" data-testid="running">running…</span>}
            {!running && pair.partedAt !== undefined && (
              <span className="muted small" data-testid="parted-note">
                no difference left to run to: the games made different moves at move {pair.partedAt}
              </span>
            )}
          </div>
          {/* Drawn nowhere: the bots' answers to a person's move and whose turn it is, for a screen reader (pairAnnouncement). */}
          <p className="sr-only" role="status" data-testid="announcement">
            {live && !running ? pairAnnouncement(ra, rb, pair, offered.length > 0) : ''}
          </p>
          {status && (
            <div className={`notice ${status.kind}`} role={status.kind === 'error' ? 'alert' : 'status'} data-testid="compare-status">
              {status.text}
            </div>
          )}

          <DivergencePanel ra={ra} rb={rb} diff={diff} pair={pair} onView={setViewStep} />

          {!live && (
            <div className="notice info" data-testid="viewing">
              Showing the positions after move {viewStep}
              {viewStep === divergenceStep ? ', where the games first differ' : ''}.{' '}
              <button type="button" className="link-button" onClick={() => setViewStep(null)}>Back to the current position</button>
            </div>
          )}

          {offered.length > 0 && <SharedMoves ra={ra} rb={rb} positions={positions!} offered={offered} onMove={onMove} panelRef={movesBox} />}

          <div className="compare-sides">
            {(['a', 'b'] as const).map((side) => (
              <SideView
                key={side}
                side={side}
                ruleset={side === 'a' ? ra : rb}
                session={side === 'a' ? pair.a : pair.b}
                state={positions![side]}
                live={live}
                upTo={live ? undefined : viewStep === 0 ? 0 : pair.steps[viewStep! - 1][side === 'a' ? 'countA' : 'countB']}
                highlighted={divergedRegions}
                machineDiffers={machineDiffers}
              />
            ))}
          </div>

          <Timeline pair={pair} ra={ra} rb={rb} divergenceStep={divergenceStep} viewStep={viewStep} onView={setViewStep} />
        </>
      )}
    </div>
  );
}

function runMessage(stopped: string, pair: Pair): string {
  const last = latestFound(pair);
  if (stopped === 'the games differ' && last) return last.kind === 'legal-moves' ? `The games differ before move ${last.at}: see below.` : `The games differ at move ${last.at}: see below.`;
  if (stopped === 'the games no longer make the same moves') return `Move ${pair.steps.length}: no further difference to look for; the games made different moves at move ${pair.partedAt}.`;
  if (stopped === 'a person decides next') return `Move ${pair.steps.length}: a person decides next; choose a move below.`;
  return `Move ${pair.steps.length}: ${stopped}.`;
}

/** "A: Romans; B: Romans" for the nations a player runs on each side. */
function controllersText(ra: Ruleset, rb: Ruleset, players: number, i: number): string {
  const of = (r: Ruleset) => {
    const lineup = r.map.lineups[String(players)];
    const controllers = lineup ? (lineup.controllers ?? lineup.nations.map((n) => [n])) : [];
    return (controllers[i] ?? []).map((n) => nationName(r, n)).join(' and ') || '—';
  };
  const [x, y] = [of(ra), of(rb)];
  return x === y ? x : `A: ${x}; B: ${y}`;
}

/** The moves offered to a person, on both sides at once: each says where it is legal. */
function SharedMoves({ ra, rb, positions, offered, onMove, panelRef }: { ra: Ruleset; rb: Ruleset; positions: { a: GameState; b: GameState }; offered: Offered[]; onMove: (o: Offered) => void; panelRef: Ref<HTMLElement> }) {
  const groups = groupOrder.map((g) => [g, offered.filter((o) => groupOf(o.move) === g)] as const).filter(([, list]) => list.length);
  const label = (o: Offered) => (o.a ? describeMove(ra, positions.a, o.move) : describeMove(rb, positions.b, o.move));
  const nations = [...new Set(offered.map((o) => o.nation))];
  return (
    <section className="panel moves shared-moves" aria-label="moves for both games" data-testid="shared-moves" id="shared-moves" ref={panelRef} tabIndex={-1}>
      <h3>
        Your move: {nations.map((n) => <NationChip key={n} ruleset={offered.find((o) => o.nation === n)!.a ? ra : rb} nation={n} />)}
        <span className="muted small">a move legal on both sides is made in both games</span>
      </h3>
      {groups.map(([group, list]) => (
        <div key={group} className="move-group">
          <h4>{groupTitles[group]}</h4>
          <div className={`move-buttons${list.length > 16 ? ' scroll' : ''}`}>
            {list.map((o) => (
              <button key={o.key} type="button" onClick={() => onMove(o)} data-move={o.move.type} data-where={o.a && o.b ? 'both' : o.a ? 'a' : 'b'} className={o.a && o.b ? '' : 'one-side'}>
                {label(o)}
                <span className={`where where-${o.a && o.b ? 'both' : o.a ? 'a' : 'b'}`}>{o.a && o.b ? 'both' : o.a ? 'A only' : 'B only'}</span>
              </button>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}

function SideView(props: { side: Side; ruleset: Ruleset; session: Session; state: GameState; live: boolean; upTo?: number; highlighted?: ReadonlySet<string>; machineDiffers: string[] }) {
  const { side, ruleset, session, state, live, upTo, highlighted, machineDiffers } = props;
  const provenance = useMemo(() => indexProvenance(ruleset).entries, [ruleset]);
  const unitTypes = useMemo(() => unitTypesOf(ruleset), [ruleset]);
  const deciding = decidingNation(state);
  const active = state.nations[state.turn.active];
  const machinePath = useMemo(() => turnStateOf(ruleset, state), [ruleset, state]);
  const logItems: LogItem[] = useMemo(() => [...session.initialEvents.map((event) => ({ event, move: 0 })), ...session.entries.flatMap((e, i) => e.events.map((event) => ({ event, move: i + 1 })))], [session]);
  return (
    <section className="compare-side" data-side={side} aria-label={`game ${side.toUpperCase()}`}>
      <h2>
        <span className="side-letter">{side.toUpperCase()}</span> {ruleset.title} <code className="small">{ruleset.id}</code>
      </h2>
      <TurnBanner ruleset={ruleset} state={state} deciding={deciding} seat={seatOf(session, state, deciding)} activeSeat={seatOf(session, state, state.nations[state.turn.active])} live={live} botsPaused botNote="waits for Step" />
      <MapView map={ruleset.map} resources={ruleset.economy.resources} provenance={provenance} cities={state.cities} units={state.units} unitTypes={unitTypes} highlighted={highlighted} pannable />
      {highlighted && <p className="muted small map-note">Highlighted: where the games differ (the latest difference found).</p>}
      <div className="play-row">
        <RondelView
          rondel={ruleset.rondel}
          resources={ruleset.economy.resources}
          stones={rondelStones(ruleset, state)}
          current={active}
        />
        <BankPanel ruleset={ruleset} state={state} />
      </div>
      <div className="compare-boards">
        {state.nations.map((n) => (
          <PlayerBoard key={n} ruleset={ruleset} state={state} nation={n} seat={seatOf(session, state, n)} showHand={session.seats.every((s) => s !== 'human') || ruleset.eventCards?.hand?.visibility === 'open'} />
        ))}
      </div>
      <EventLog ruleset={ruleset} items={logItems} upTo={upTo ?? session.entries.length} />
      <details className="panel machine-panel">
        <summary>
          The turn machine of {ruleset.id}: now in <code>{machinePath}</code>
          {machineDiffers.length > 0 && <span className="muted small"> ({machineDiffers.length} state{machineDiffers.length === 1 ? '' : 's'} defined differently from the other side)</span>}
        </summary>
        <TurnMachineView turn={ruleset.turn} active={machinePath} who={<NationChip ruleset={ruleset} nation={deciding} />} differs={machineDiffers} />
      </details>
    </section>
  );
}

function DivergencePanel({ ra, rb, diff, pair, onView }: { ra: Ruleset; rb: Ruleset; diff: RulesetDiff; pair: Pair; onView: (n: number) => void }) {
  const players = pair.players;
  const setupWhy = useMemo(() => (pair.setup ? explainDivergence(diff, pair.setup, ra, rb, players) : undefined), [diff, pair.setup, ra, rb, players]);
  const firstWhy = useMemo(() => (pair.first ? explainDivergence(diff, pair.first, ra, rb, players) : undefined), [diff, pair.first, ra, rb, players]);
  const later = (pair.found ?? []).slice(1);
  const first = pair.first;
  const setupCauses = new Set(setupWhy?.causes.map((c) => c.difference.id) ?? []);
  const setupShown = useMemo(() => (pair.setup?.kind === 'setup' ? setupExamples(pair.setup.paths) : []), [pair.setup]);
  const followsSetup = !!firstWhy?.causes.length && firstWhy.causes.every((c) => setupCauses.has(c.difference.id));
  const setupNames = useMemo(() => {
    const { a, b } = positionsAt(pair, 0);
    const [onA, onB] = [a.nations[a.turn.active], b.nations[b.turn.active]];
    // B's names first: its set-up is the one with the pieces A lacks (the special units, the house cards).
    return namesFrom([rb, ra], onA === onB ? [onA] : undefined);
  }, [pair, ra, rb]);
  return (
    <section className={`panel divergence${first ? ' found' : ''}`} aria-label="first divergence" data-testid="divergence">
      {pair.setup && pair.setup.kind === 'setup' && (
        <div className="divergence-setup" data-testid="setup-divergence">
          <h3>The set-ups differ</h3>
          <p className="small">
            Same seed and players, but the games start from different positions: {pair.setup.paths.length} value{pair.setup.paths.length === 1 ? ' differs' : 's differ'}
            {/* "for example" only when some are left out: three values listed in full are not examples. */}
            {setupShown.length < pair.setup.paths.length ? ', for example ' : ': '}
            {setupShown.map((p, i) => (
              <span key={p} title={p} data-path={p}>{i > 0 && '; '}{describeStatePath(p, setupNames)}</span>
            ))}
            . The moves are compared on what each one changes.
          </p>
          {setupWhy && <Causes why={setupWhy} diff={diff} />}
        </div>
      )}
      {pair.echoes && pair.echoes.length > 0 && <Echoes ra={ra} rb={rb} pair={pair} echoes={pair.echoes} count={pair.echoCount ?? pair.echoes.length} />}
      {!first ? (
        <p data-testid="no-divergence">
          <strong>No difference yet.</strong>{' '}
          {pair.steps.length === 0 ? 'Both games offer the same first moves.' : `For ${pair.steps.length} move${pair.steps.length === 1 ? '' : 's'} both games offered the same moves and ${pair.echoCount ? 'both rulesets made every move do the same (the differing outcomes above come from the positions)' : 'every move had the same outcome'}.`}
        </p>
      ) : (
        <div data-testid="first-divergence" data-kind={first.kind} data-at={first.at}>
          <DivergenceHeading d={first} onView={onView} />
          <DivergenceDetail ra={ra} rb={rb} pair={pair} first={first} />
          {followsSetup && (
            <p className="small" data-testid="follows-setup">
              This follows from the set-up difference above: the same rule difference explains both.
            </p>
          )}
          {firstWhy && <Causes why={firstWhy} diff={diff} />}
        </div>
      )}
      {later.map((d) => (
        <LaterDivergence key={`${d.kind} ${d.at}`} ra={ra} rb={rb} diff={diff} pair={pair} d={d} onView={onView} />
      ))}
    </section>
  );
}

/** A difference's heading, with the positions to look at: before differing moves, after a differing outcome. */
function DivergenceHeading({ d, onView }: { d: Divergence; onView: (n: number) => void }) {
  const legal = d.kind === 'legal-moves';
  return (
    <h3>
      <span className="diverged-mark">≠</span>
      {legal ? `Move ${d.at}: the legal moves differ` : `Move ${d.at}: the same move has a different outcome`}
      <button type="button" className="link-button" onClick={() => onView(legal ? d.at - 1 : d.at)}>
        show {legal ? 'the positions before it' : 'the positions after it'}
      </button>
    </h3>
  );
}

/** A difference found after the first by "Run to the next difference". */
function LaterDivergence({ ra, rb, diff, pair, d, onView }: { ra: Ruleset; rb: Ruleset; diff: RulesetDiff; pair: Pair; d: Divergence; onView: (n: number) => void }) {
  const why = useMemo(() => explainDivergence(diff, d, ra, rb, pair.players), [diff, d, ra, rb, pair.players]);
  return (
    <div className="later-divergence" data-testid="later-divergence" data-kind={d.kind} data-at={d.at}>
      <DivergenceHeading d={d} onView={onView} />
      <DivergenceDetail ra={ra} rb={rb} pair={pair} first={d} />
      <Causes why={why} diff={diff} />
    </div>
  );
}

/**
 * Outcomes that differed only because the positions already differed: the rules did the same with the move on
 * either position, so they are not a rule difference and a run goes past them; shown so nothing found is hidden.
 */
function Echoes({ ra, rb, pair, echoes, count }: { ra: Ruleset; rb: Ruleset; pair: Pair; echoes: Divergence[]; count: number }) {
  const e = echoes[0];
  const moves = echoes.map((x) => x.at);
  return (
    <details className="divergence-echoes small" data-testid="setup-echoes">
      <summary>
        Move{count === 1 ? '' : 's'} {moves.join(', ')}
        {count > moves.length ? ` and ${count - moves.length} more` : ''}: the same move changed {count === 1 ? 'something' : 'things'} differently only because the positions already differed{pair.setup ? ' (the set-up difference above)' : ''}; both
        rulesets do the same with {count === 1 ? 'that move' : 'those moves'} on either position, so {count === 1 ? 'it is' : 'they are'} not counted as a difference.
      </summary>
      <DivergenceDetail ra={ra} rb={rb} pair={pair} first={e} />
    </details>
  );
}

/**
 * Games with no nation in common (Antike beside Duellum) can never make the same move: a move belongs to the nation it
 * is offered to, so from the first move each game is played on its own. Said once, with the rondel's actions that are
 * the same under other names, so "IRON in A only, FERRUM in B only" does not read as a rule difference (a review as
 * users).
 */
function NoSharedNation({ ra, rb, d }: { ra: Ruleset; rb: Ruleset; d: Extract<Divergence, { kind: 'legal-moves' }> }) {
  const nationsA = new Set(d.onlyA.map((o) => o.nation));
  const nationsB = new Set(d.onlyB.map((o) => o.nation));
  if (!nationsA.size || !nationsB.size || [...nationsA].some((n) => nationsB.has(n))) return null;
  // Fields that do the same (the same action, on the same resource) under another name on the other side.
  const same: string[] = [];
  for (const fa of ra.rondel.order) {
    const a = ra.rondel.fields[fa];
    const match = rb.rondel.order.map((fb) => rb.rondel.fields[fb]).find((b) => b && a && b.action === a.action && b.resource === a.resource && b.name !== a.name);
    const pair = match && `${a.name} = ${match.name}`;
    if (pair && !same.includes(pair)) same.push(pair);
  }
  return (
    <p className="notice info small" data-testid="no-shared-nation">
      The two games have no nation in common (the {nationNames(ra, nationsA)} decide in A, the {nationNames(rb, nationsB)} in B), so no move can be
      made in both: from here each game is played on its own, and the moves are compared as two lists, not move by move.
      {same.length > 0 && <> The rondel&rsquo;s actions are the same under other names: {listWords(same)}.</>} To compare move by move, put a
      variant beside the ruleset it extends.
    </p>
  );
}

function DivergenceDetail({ ra, rb, pair, first }: { ra: Ruleset; rb: Ruleset; pair: Pair; first: Divergence }) {
  if (first.kind === 'legal-moves') {
    const before = positionsAt(pair, first.at - 1);
    // A sentence with the side that offers the moves as its subject ("Only A offers these 12 moves: …"), not a label
    // before a list; every move on hover and after a click on "and 4 more", as the diff's shortened lists.
    const list = (side: 'A' | 'B', other: 'A' | 'B', items: Offered[], r: Ruleset, s: GameState) => {
      if (!items.length) return <>{side} offers nothing {other} does not.</>;
      const all = items.map((o) => describeMove(r, s, o.move));
      return (
        <>
          Only {side} offers {all.length === 1 ? 'this move' : `these ${all.length} moves`}: <MoreMoves moves={all} />.
        </>
      );
    };
    return (
      <div className="small">
        <p>
          {/* The step by the title each turn machine gives it (as the machine drawing names it); the id on hover. */}
          The turn stands at: A <span title={first.turnState.a} data-testid="turn-step-a">“{ra.turn?.states?.[first.turnState.a]?.title ?? first.turnState.a}”</span>, B{' '}
          <span title={first.turnState.b} data-testid="turn-step-b">“{rb.turn?.states?.[first.turnState.b]?.title ?? first.turnState.b}”</span>.
        </p>
        <p data-testid="only-a">{list('A', 'B', first.onlyA, ra, before.a)}</p>
        <p data-testid="only-b">{list('B', 'A', first.onlyB, rb, before.b)}</p>
        <NoSharedNation ra={ra} rb={rb} d={first} />
        {first.refusals.length > 0 && (
          <ul className="blocked">
            {first.refusals.slice(0, 3).map((r, i) => {
              const line = describeRefusal(r, ra, rb, before);
              return (
                <li key={i}>
                  {r.side.toUpperCase()} refuses {line.move}: <span className="reason">{line.reason}</span> <code>{r.code}</code>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    );
  }
  if (first.kind === 'outcome') {
    const before = positionsAt(pair, first.at - 1);
    const after = positionsAt(pair, first.at);
    // A turn end hands /turn/armable to the next nation: the rows say whose box it copied before and after.
    const outcomeNames = namesFrom([ra, rb], [before.a.nations[before.a.turn.active], after.a.nations[after.a.turn.active]]);
    // A count's change, signed ("−5": five fewer after the move); anything else, what it became.
    const show = (c: unknown) => {
      if (c === undefined) return 'unchanged';
      if (typeof c === 'object' && c && 'delta' in c) return signed((c as { delta: number }).delta);
      const to = (c as { to: unknown }).to;
      if (to === null || to === undefined) return 'removed';
      if (Array.isArray(to)) return to.length ? `now ${to.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ')}` : 'now none';
      return `now ${typeof to === 'string' ? to : JSON.stringify(to)}`;
    };
    return (
      <div className="small">
        <p>
          <NationChip ruleset={ra} nation={first.nation} /> {describeMove(ra, before.a, first.move)}. It changed:
        </p>
        <TableScroll label="what the move changed">
          <table className="outcome-table">
            <thead>
              <tr><th>what the move changed</th><th>change in A</th><th>change in B</th></tr>
            </thead>
            <tbody>
              {first.paths.slice(0, 10).map((p) => (
                <tr key={p}>
                  <td title={p}>{describeStatePath(p, outcomeNames)}</td>
                  <td>{show(first.changeA[p])}</td>
                  <td>{show(first.changeB[p])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        {stockChange(before.a, positionsAt(pair, first.at).a, first.nation, ra) !== stockChange(before.b, positionsAt(pair, first.at).b, first.nation, rb) && (
          <p>
            A: {stockChange(before.a, positionsAt(pair, first.at).a, first.nation, ra) || 'no change in stock'}; B: {stockChange(before.b, positionsAt(pair, first.at).b, first.nation, rb) || 'no change in stock'}.
          </p>
        )}
      </div>
    );
  }
  return null;
}

/** The first eight moves and "and N more", as the diff's shortened lists: every move on hover, a click and in print. */
function MoreMoves({ moves }: { moves: string[] }) {
  if (moves.length <= 8) return <>{moves.join('; ')}</>;
  return <MoreNames head={`${moves.slice(0, 8).join('; ')}; and`} more={moves.length - 8} all={moves.join('; ')} testId="more-moves" />;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

function Causes({ why, diff }: { why: { causes: Cause[]; related: Cause[] }; diff: RulesetDiff }) {
  const href = `/diff?${new URLSearchParams({ a: diff.a.id, b: diff.b.id })}`;
  if (!why.causes.length) {
    return (
      <p className="small" data-testid="no-cause">
        No single rule difference touches this directly; see <Link href={href}>all {diff.differences.length} differences</Link>.
      </p>
    );
  }
  return (
    <div className="causes">
      <h4>The rule difference that caused it</h4>
      <ul data-testid="causes">
        {why.causes.map((c) => (
          <CauseItem key={c.difference.id} c={c} diff={diff} />
        ))}
      </ul>
      {why.related.length > 0 && (
        <details>
          <summary className="small">{why.related.length} other difference{why.related.length === 1 ? '' : 's'} it touches</summary>
          <ul>
            {why.related.slice(0, 12).map((c) => (
              <CauseItem key={c.difference.id} c={c} diff={diff} />
            ))}
          </ul>
        </details>
      )}
      <p className="small muted">
        From the <Link href={href}>differences between {diff.a.id} and {diff.b.id}</Link>.
      </p>
    </div>
  );
}

function CauseItem({ c, diff }: { c: Cause; diff: RulesetDiff }) {
  const d = c.difference;
  return (
    <li data-pointer={d.pointer} className="cause">
      <div><DiffWords text={d.text} lists={d.lists} /></div>
      <div className="small muted">
        <code>{d.pointer || '/'}</code>
        {d.rule && <> · <span title={RULE_TITLE}>{ruleWords(d.rule)}</span></>} · {c.because.join('; ')} ·{' '}
        <Link href={`/rulesets/${diff.a.id}/edit?at=${encodeURIComponent(d.a.pointer)}`}>edit A</Link>{' '}
        <Link href={`/rulesets/${diff.b.id}/edit?at=${encodeURIComponent(d.b.pointer)}`}>edit B</Link>
      </div>
    </li>
  );
}

/** Every step of the pair, the first divergence marked; a click shows the positions after that step. */
function Timeline({ pair, ra, rb, divergenceStep, viewStep, onView }: { pair: Pair; ra: Ruleset; rb: Ruleset; divergenceStep?: number; viewStep: number | null; onView: (n: number | null) => void }) {
  const marked = useRef<HTMLLIElement>(null);
  useEffect(() => {
    scrollInBox(marked.current);
  }, [divergenceStep]);
  const firstAt = pair.first?.at;
  const laterAt = new Set((pair.found ?? []).slice(1).map((d) => d.at));
  // Long games: the first 10, the 40 around the divergence and the last 40 steps.
  const shown = pair.steps.filter((s) => s.n <= 10 || s.n > pair.steps.length - 40 || (firstAt !== undefined && Math.abs(s.n - firstAt) <= 20));
  const text = (side: Side, s: Pair['steps'][number]) => stepMoveWords(side === 'a' ? ra : rb, pair, side, s) ?? <span className="muted">—</span>;
  return (
    <section className="panel timeline" aria-label="moves of both games">
      <h3>Moves <span className="muted small">(click one to see both positions after it)</span></h3>
      <ol data-testid="timeline">
        {shown.map((s, i) => {
          const gap = i > 0 && shown[i - 1].n !== s.n - 1;
          const isFirst = firstAt === s.n;
          const isLater = !isFirst && laterAt.has(s.n);
          return (
            <li
              key={s.n}
              value={s.n}
              ref={isFirst ? marked : undefined}
              className={`${isFirst || isLater ? 'diverged' : ''}${viewStep === s.n ? ' viewed' : ''}${gap ? ' gap' : ''}`}
              data-testid={isFirst ? 'divergent-step' : isLater ? 'later-divergent-step' : undefined}
            >
              {/* A button, not a clickable row: the keyboard and screen readers reach each step (WCAG 2.1.1). */}
              <button type="button" className="step-button" aria-pressed={viewStep === s.n} onClick={() => onView(viewStep === s.n ? null : s.n)}>
                {(isFirst || isLater) && <span className="diverged-mark">≠</span>}
                {s.shared ? (
                  <>{text('a', s)} <span className="where where-both">both</span></>
                ) : (
                  <>
                    A: {text('a', s)} · B: {text('b', s)}
                  </>
                )}
                {s.byBot && <span className="muted small"> (bot)</span>}
              </button>
            </li>
          );
        })}
          {pair.first?.kind === 'legal-moves' && pair.first.at === pair.steps.length + 1 && (
          <li className="diverged" data-testid="divergent-step" ref={marked} value={pair.first.at}>
            <span className="diverged-mark">≠</span> the legal moves differ here (not played yet)
          </li>
        )}
        {pair.first?.at !== pair.steps.length + 1 && (pair.found ?? []).some((d) => d.kind === 'legal-moves' && d.at === pair.steps.length + 1) && (
          <li className="diverged" data-testid="later-divergent-step" value={pair.steps.length + 1}>
            <span className="diverged-mark">≠</span> the legal moves differ again here (not played yet)
          </li>
        )}
      </ol>
      {pair.steps.length === 0 && <p className="muted small">No move yet.</p>}
    </section>
  );
}

