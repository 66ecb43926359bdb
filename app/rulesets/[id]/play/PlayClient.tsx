'use client';

import { useEffect, useMemo, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { applyMove, decidingNation, explain, explainMissing, explainRegion, legalMoves, lossesFor, paymentsFor, rondelCost, type GameState, type Move } from '@/engine/index';
import { startTurn } from '@/engine/index';
import { indexProvenance } from '@/engine/rulesets';
import type { Ruleset } from '@/engine/rulesets';
import MapView, { unitTypesOf } from '../../../_components/MapView';
import RondelView from '../../../_components/RondelView';
import TurnMachineView from '../../../_components/TurnMachineView';
import PaymentChooser, { PAYMENT_LIST_LIMIT } from '../../../_components/PaymentChooser';
import { capitalise, describeBag, describeDecision, describeMove, describeStep, groupOf, groupOrder, groupTitles, nationName, plural, regionName, regionsOf, type MoveGroup } from '../../../_lib/describe-move';
import { decodeGameLink, gameAddress, maxRecordBytes, parseGameRecord, botWords, seatKinds, seatLabels, type GameRecord, type Seat } from '../../../_lib/game-record';
import BotGuide from '../../../_components/BotGuide';
import { WorkerClient } from '@/app/_lib/worker-client';
import { useFocusAfterMove } from '@/app/_lib/use-focus-after-move';
import { nationFill } from '../../../_lib/colors';
import type { BotAnswer, BotRequest, BotSetup } from './bot.worker';
import { botMovesSinceMine, current, turnAnnouncement, moveChange, newSession, paymentsInPlayerOrder, play, replayRecord, rondelPriceWords, rondelStones, seatOf, stateAt, toRecord, undo, undoBlocker, undoNote, undoTo, undoToMine, type Session } from '../../../_lib/play-model';
import { BankPanel, EventLog, NationChip, PlayerBoard, SeatSelect, TurnBanner, Units, type LogItem } from '../../../_components/PlayPanels';
import { ignoredStartWords, startProblemsNotice, type GameStart } from '../../../_lib/play-start';

export interface PlayClientProps {
  ruleset: Ruleset;
  /** The game a new page starts: the address's seed, players and bots (app/_lib/play-start.ts), else the defaults. */
  start: GameStart;
  /** Player counts the map has a lineup for. */
  playerCounts: number[];
  initialRecord?: GameRecord;
  linkError?: LinkError;
  /** The shared-game parameter the address carried, when it did: it wins over the start parameters. */
  startLink?: 'game' | 'gz';
  /** Every ruleset and variant in the library: a saved game of one of them opens on its page, of another it cannot. */
  rulesetIds: string[];
  /** The link is a bot game of a simulation, opened from the simulate page to be watched, and how the run ended it. */
  watched?: Watched;
}

/** How a simulation ended a game (app/simulate/watch.ts watchQuery): its outcome, the stall's cause, the error's words. */
export interface Watched {
  outcome: 'finished' | 'stalled' | 'error';
  stall?: string;
  error?: string;
}

/** A shared link the server could not open here: why, and for a game of another ruleset, which and its parameter. */
export interface LinkError {
  message: string;
  otherRuleset?: string;
  /** `game=…` or `gz=…` as the link carried it. */
  query?: string;
}

/**
 * A message above the game. `link` continues the text with a link (where a foreign game opens); `record` is a
 * shared game that did not fully replay, offered for download so the moves not applied are not lost.
 */
type Notice = { kind: 'error' | 'info'; text: string; link?: { href: string; label: string; after: string }; record?: GameRecord } | null;

/** What the page shows: the session, a notice, and whether the address bar still holds the link as it came. */
interface Game {
  session: Session;
  notice: Notice;
  /**
   * True while a link that did not (fully) load is on screen: the address keeps it, so it can be retried, repaired
   * or copied, until the person acts (plays, undoes, starts or loads a game, resumes the bots).
   */
  holdAddress: boolean;
}

const replayedNotice = (session: Session): Notice => ({ kind: 'info', text: `Replayed the shared game: ${plural(session.entries.length, 'move')}, seed ${session.seed}. Step through it with the replay bar below the boards.` });

/**
 * A simulation's game opened to be watched: it says it is a bot-vs-bot game of the run, and where the run stopped one
 * that has no result (the move cap, an error), since the moves alone cannot say why it ends there. Its bots wait: on
 * from here they would play their own continuation, not the run's.
 */
function watchedNotice(session: Session, watched: Watched): Notice {
  const head = `Replayed a bot-vs-bot game of the simulation: ${plural(session.entries.length, 'move')}, seed ${session.seed}, each bot in the seat the run gave it (the player boards name them). It opens at the start: “Play” on the replay bar above the board runs it at the speed chosen there, or step through it move by move.`;
  if (current(session).result) return { kind: 'info', text: head };
  const cap = /^move cap (\d+)$/.exec(watched.stall ?? '');
  const why =
    watched.outcome === 'error'
      ? `An error stopped it at its last move in the simulation${watched.error ? `: ${watched.error}` : ''}.`
      : `The simulation stopped it at its last move without a winner${cap ? `: it reached the run's move cap of ${Number(cap[1]).toLocaleString('en')} moves` : ''}.`;
  return { kind: 'info', text: `${head} ${why} The bots are paused; “Resume bots” plays on from here, a game of their own, not the simulation's.` };
}
const keptAddress = 'The address still holds the link as it came until you play on, so you can retry, repair or copy it.';

type BotSpeed = 'slow' | 'normal' | 'fast';
const botDelay: Record<BotSpeed, number> = { slow: 1200, normal: 450, fast: 30 };

interface MoveOption {
  move: Move;
  key: string;
  label: string;
  group: MoveGroup;
  regions: string[];
  change: string;
}

/** A move with more than one legal way to pay (or, for a conquest, to choose losses): the player picks one. */
interface Choice {
  label: string;
  question: string;
  options: { move: Move; text: string }[];
  /** For a payment: the move without one (its options carry the legal payments, the default first), for the stepper. */
  unpaid?: Move;
}

/**
 * The ways to make `move` when the player has a choice the listed move leaves to a default: a payment (D-COIN-01,
 * D-RON-05) or the units given up in a conquest (D-CONQ-05). Undefined when there is at most one way.
 */
function choicesFor(ruleset: Ruleset, state: GameState, move: Move): Choice | undefined {
  // Only a move the engine takes as it stands has ways to choose from; any other gets the engine's refusal.
  if (!applyMove(ruleset, state, move).ok) return undefined;
  const label = describeMove(ruleset, state, move);
  if (move.type === 'city.conquer' && !move.losses) {
    const losses = lossesFor(ruleset, state, move.region);
    if (losses.length < 2) return undefined;
    const unitWord = (id: string, n: number) => `${(ruleset.units[id]?.name ?? id).toLowerCase()}${n > 1 ? 's' : ''}`;
    return { label, question: 'Which units do you give up?', options: losses.map((l) => ({ move: { ...move, losses: l }, text: `give up ${Object.entries(l).map(([u, n]) => `${n} ${unitWord(u, n)}`).join(' + ')}` })) };
  }
  if ('payment' in move && move.payment) return undefined;
  const payments = paymentsFor(ruleset, state, move);
  if (payments.length < 2) return undefined;
  // A rondel step says what is being paid for: how far the stone goes and what that costs (D-RON-05).
  const steps = move.type === 'rondel.select' ? rondelPriceWords(ruleset, state, move, payments) : undefined;
  const question = steps ? `${steps.fields} fields cost ${steps.due} — how do you pay?` : 'How do you pay?';
  // A short list is read button by button, chips before coins; the stepper starts from the engine's usual way, first.
  const listed = payments.length > PAYMENT_LIST_LIMIT ? payments : paymentsInPlayerOrder(ruleset, payments);
  return { label, question, options: listed.map((payment) => ({ move: { ...move, payment } as Move, text: `pay ${describeBag(payment, ruleset)}` })), unpaid: move };
}


/**
 * A shared game that did not fully load, in words. A refused move: the moves before it are kept and played from
 * (`session`), the refused one is named with the engine's reason, and the record, moves not applied included,
 * stays in the address and in a download. A game of another ruleset: a link to that ruleset's page with the same
 * parameter. Anything else (a damaged link): the reason; the address keeps the link.
 */
function linkProblem(ruleset: Ruleset, problem: { message: string; otherRuleset?: string; query?: string; hash?: boolean; record?: GameRecord; partial?: { session: Session; refused: number; total: number } }): { session?: Session; notice: Notice } {
  if (problem.partial && problem.record) {
    const { session, refused, total } = problem.partial;
    const left = total - (refused - 1);
    const range = left > 1 ? `moves ${refused}–${total}` : `move ${refused}`;
    return {
      session,
      notice: {
        kind: 'error',
        text: `The shared game stops at a refused move: ${problem.message}. Loaded the ${plural(refused - 1, 'move')} before it; the remaining ${plural(left, 'move')} (${range}) were not applied. ${keptAddress}`,
        record: problem.record,
      },
    };
  }
  if (problem.otherRuleset && problem.query) {
    const href = `/rulesets/${encodeURIComponent(problem.otherRuleset)}/play${problem.hash ? '#' : '?'}${problem.query}`;
    return { notice: { kind: 'error', text: `This link replays a game of '${problem.otherRuleset}', not of '${ruleset.id}':`, link: { href, label: `open it with ${problem.otherRuleset}`, after: `. A new game of ${ruleset.id} is shown meanwhile. ${keptAddress}` } } };
  }
  return { notice: { kind: 'error', text: `The link could not be read: ${problem.message}. A new game was started instead. ${keptAddress}` } };
}

/** A notice about a shared game, with the sentence saying the address's start parameters were not used, if any were given. */
const withIgnored = (notice: Notice, ignored: string | undefined): Notice => (notice && ignored ? { ...notice, text: `${notice.text} ${ignored}` } : notice);

function startSession(ruleset: Ruleset, props: PlayClientProps): Game {
  const { start } = props;
  const fresh = () => {
    const started = newSession(ruleset, start.seed, start.players, start.seats);
    if (!started.ok) throw new Error(started.message);
    return started.session;
  };
  const ignored = props.startLink ? ignoredStartWords(start, props.startLink) : undefined;
  if (props.initialRecord) {
    const replayed = replayRecord(ruleset, props.initialRecord);
    // A watched game keeps its address (and its bots wait) until the person acts, so a reload shows it as it came.
    if (replayed.ok && props.watched) return { session: replayed.session, notice: withIgnored(watchedNotice(replayed.session, props.watched), ignored), holdAddress: true };
    if (replayed.ok) return { session: replayed.session, notice: withIgnored(replayedNotice(replayed.session), ignored), holdAddress: false };
    const shown = linkProblem(ruleset, { ...replayed, record: props.initialRecord });
    return { session: shown.session ?? fresh(), notice: withIgnored(shown.notice, ignored), holdAddress: true };
  }
  if (props.linkError) {
    const shown = linkProblem(ruleset, props.linkError);
    return { session: fresh(), notice: withIgnored(shown.notice, ignored), holdAddress: true };
  }
  // Start parameters that could not be used are treated as a link that did not load: the game shown is not the one
  // asked for, so it says why, keeps the address as it came until the person acts (a reload shows the same notice
  // instead of silently replaying the substitute game), and its bots wait.
  const problems = startProblemsNotice(start);
  if (problems) return { session: fresh(), notice: { kind: 'error', text: problems }, holdAddress: true };
  return { session: fresh(), notice: null, holdAddress: false };
}

export default function PlayClient(props: PlayClientProps) {
  const { ruleset, rulesetIds, watched } = props;
  const [{ session, notice, holdAddress }, setGame] = useState(() => startSession(ruleset, props));
  // Any change to the game is the person acting (bots wait while a link's problem is shown): the address follows again.
  const setSession = (next: Session) => setGame((g) => ({ ...g, session: next, holdAddress: false }));
  // The person plays on: a note about how the game was opened ("Replayed the shared game: 8 moves") is out of date.
  const playOn = (next: Session) => setGame((g) => ({ session: next, notice: g.notice?.kind === 'info' ? null : g.notice, holdAddress: false }));
  const setNotice = (n: Notice) => setGame((g) => ({ ...g, notice: n }));
  const [attempt, setAttempt] = useState<{ label: string; message: string } | null>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  // One person playing every side (the default) may take back any move; several people at one screen may ask for strict undo.
  const [strictUndo, setStrictUndo] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  // A game opened to be watched starts at its first move, not at its end (a review as users: the ending was spoiled).
  const [viewAt, setViewAt] = useState<number | null>(() => (watched && props.initialRecord ? 0 : null));
  const [botSpeed, setBotSpeed] = useState<BotSpeed>('normal');
  // While a link's problem is on screen nothing moves by itself: the bots wait for the person to act.
  const [botsPaused, setBotsPaused] = useState(holdAddress);
  const [shareLink, setShareLink] = useState<{ url: string; copied: boolean } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const choiceBox = useRef<HTMLElement>(null);
  const attemptBox = useRef<HTMLDivElement>(null);
  // A choice or a refusal opens above the move list: asked for from lower down (a paid field on the rondel under the
  // map, the end of a long list, a phone's one column) it opened out of sight, and the click seemed to do nothing.
  useEffect(() => {
    (choice ? choiceBox : attemptBox).current?.scrollIntoView({ block: 'nearest' });
    // The keyboard goes on in the choice: from a field on the rondel it was a long way of tabs down to it.
    if (choice) choiceBox.current?.focus({ preventScroll: true });
  }, [choice, attempt]);
  const movesBox = useRef<HTMLElement>(null);
  const regionBox = useRef<HTMLElement>(null);
  // A tap or Enter on the map opens the region's panel and brings it into view; a region selected by a move from the
  // list (its destination) leaves the page where the list is. The panel is drawn at once (flushSync) and focused in
  // the same handler: the keyboard goes on in the panel, where the region's moves are, not back through the rest of
  // the board. (Focused from an effect on the selection, it stayed unfocused in one CI run, a race not reproduced
  // locally; here nothing runs between drawing the panel and focusing it.)
  const tapRegion = (id: string) => {
    const next = selected === id ? null : id;
    flushSync(() => setSelected(next));
    if (!next) return;
    regionBox.current?.scrollIntoView({ block: 'nearest' });
    regionBox.current?.focus({ preventScroll: true });
  };
  // Closing the panel from inside it gives the focus back to the region on the board it was opened from.
  const closeRegion = () => {
    const region = selected;
    const inPanel = !!regionBox.current?.contains(document.activeElement);
    setSelected(null);
    if (region && inPanel) document.querySelector<HTMLElement>(`[data-testid="map-view"] [data-region="${CSS.escape(region)}"] .map-hit`)?.focus();
  };

  const live = viewAt === null;
  const state = live ? current(session) : stateAt(session, viewAt);
  const deciding = decidingNation(state);
  const decidingSeat = seatOf(session, state, deciding);
  const active = state.nations[state.turn.active];
  const humanToMove = live && !state.result && decidingSeat === 'human';
  const movedHere = useFocusAfterMove(movesBox, humanToMove, session.entries.length);
  const decision = state.pending[0];
  const provenance = useMemo(() => indexProvenance(ruleset).entries, [ruleset]);
  const unitTypes = useMemo(() => unitTypesOf(ruleset), [ruleset]);

  const options: MoveOption[] = useMemo(() => {
    if (!humanToMove) return [];
    return legalMoves(ruleset, state).map((move) => {
      const change = moveChange(ruleset, state, move);
      return { move, key: JSON.stringify(move), label: describeMove(ruleset, state, move), group: groupOf(move), regions: regionsOf(ruleset, move), change };
    });
  }, [ruleset, state, humanToMove]);

  // What the step leaves out and why (explain, from the engine's own checks): shown under the moves.
  const missing = useMemo(() => (humanToMove ? explainMissing(ruleset, state).map((m) => ({ ...m, label: describeMove(ruleset, state, m.move) })) : []), [ruleset, state, humanToMove]);

  // The same reasons on the rondel's faded fields, so hovering one says why it cannot be chosen.
  const fieldsWhyNot = useMemo(() => {
    const why: Record<string, string> = {};
    for (const m of missing) if (m.move.type === 'rondel.select') why[m.move.field] = m.explanation.message;
    return why;
  }, [missing]);

  const machinePath = useMemo(() => {
    // The machine built from the ruleset's turn data, started on the current state: its state is the one drawn.
    return String(startTurn(ruleset, { state }).value);
  }, [ruleset, state]);

  const rondelCosts = useMemo(() => {
    if (state.turn.phase !== 'rondel' || decision) return undefined;
    return Object.fromEntries(
      ruleset.rondel.order.map((field) => {
        const total = rondelCost(ruleset, state, active, field);
        return [field, total === 0 ? 'free' : `pay ${total}`];
      }),
    );
  }, [ruleset, state, active, decision]);
  const choosable = useMemo(() => (rondelCosts ? new Set(options.filter((o) => o.move.type === 'rondel.select').map((o) => (o.move as { field: string }).field)) : undefined), [options, rondelCosts]);

  // Bots play their seats' moves after a short pause, so people can follow. They choose in a worker (bot.worker.ts),
  // so a bot's search never freezes the page; an answer that comes after the game moved on is dropped.
  const botRunner = useRef<WorkerClient<BotRequest, BotAnswer> | null>(null);
  useEffect(() => {
    const runner = new WorkerClient<BotRequest, BotAnswer>(
      () => new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module', name: 'rondel-play-bots' }),
      { ruleset } satisfies BotSetup,
      'bots',
    );
    botRunner.current = runner;
    return () => runner.stop();
  }, [ruleset]);
  useEffect(() => {
    if (!live || botsPaused) return;
    const now = current(session);
    if (now.result) return;
    const seat = seatOf(session, now, decidingNation(now));
    if (seat === 'human') return;
    // Started now, the worker loads during the pause before the move.
    botRunner.current!.warm();
    let wanted = true;
    const timer = setTimeout(() => {
      botRunner.current!.request({ seat, state: now, rng: session.botRng }).then(
        ({ move, rng }) => {
          if (!wanted || !move) return;
          const result = play(ruleset, session, move, true, rng);
          if (result.ok) return setSession(result.session);
          setNotice({ kind: 'error', text: `The ${botWords(seat)} chose a move the engine refused: ${result.error.message}. Bots are paused.` });
          setBotsPaused(true);
        },
        (error: Error) => {
          if (!wanted) return;
          setNotice({ kind: 'error', text: `The ${botWords(seat)} could not choose a move: ${error.message}. Bots are paused.` });
          setBotsPaused(true);
        },
      );
    }, botDelay[botSpeed]);
    return () => {
      wanted = false;
      clearTimeout(timer);
    };
  }, [session, live, botsPaused, botSpeed, ruleset]);

  // A long game's link carries it after '#', which the server never sees: replay it here, once.
  const hashRead = useRef(false);
  useEffect(() => {
    const hash = new URLSearchParams(window.location.hash.slice(1));
    if (!hash.get('game') && !hash.get('gz')) {
      hashRead.current = true;
      return;
    }
    decodeGameLink({ game: hash.get('game'), gz: hash.get('gz') }).then((decoded) => {
      hashRead.current = true;
      const replayed = decoded?.ok ? replayRecord(ruleset, decoded.record) : decoded;
      // The game after '#' wins over ?seed=, ?players= and ?bots= as one in the query does (startSession).
      const ignored = ignoredStartWords(props.start, hash.get('game') ? 'game' : 'gz');
      if (replayed?.ok && watched) {
        setBotsPaused(true);
        setViewAt(0);
        return setGame({ session: replayed.session, notice: withIgnored(watchedNotice(replayed.session, watched), ignored), holdAddress: true });
      }
      if (replayed?.ok) {
        // Bots held only for the start parameters' notice, which this game replaces, play on.
        setBotsPaused(false);
        return setGame({ session: replayed.session, notice: withIgnored(replayedNotice(replayed.session), ignored), holdAddress: false });
      }
      const query = hash.get('game') ? `game=${hash.get('game')}` : `gz=${hash.get('gz')}`;
      const record = decoded?.ok ? decoded.record : undefined;
      const shown = linkProblem(ruleset, { message: 'the link is empty', ...replayed, record, query, hash: true });
      setBotsPaused(true);
      setGame((g) => ({ session: shown.session ?? g.session, notice: withIgnored(shown.notice, ignored), holdAddress: true }));
    });
  }, [ruleset, watched]);

  // The address bar always holds a link that replays this game, so a reload (or a copied address) loses nothing. An
  // address that started the game with ?seed=42 (&players, &bots) is replaced by it as soon as the game is shown: a
  // reload then replays the game in progress, whose link holds that seed, instead of starting seed 42 afresh and
  // dropping the moves made. Nothing is kept in local storage, so an address typed or shared anew always wins.
  useEffect(() => {
    if (!hashRead.current || holdAddress) return;
    let cancelled = false;
    gameAddress(window.location.pathname, toRecord(session)).then((address) => {
      if (!cancelled) window.history.replaceState(window.history.state, '', address);
    });
    return () => {
      cancelled = true;
    };
  }, [session, holdAddress]);

  const tryMove = (move: Move, chosen = false) => {
    setShareLink(null);
    setChoice(null);
    const label = describeMove(ruleset, state, move);
    if (!live) {
      setAttempt({ label, message: 'you are looking at an earlier position; go back to the current position to play' });
      return;
    }
    if (decidingSeat !== 'human') {
      setAttempt({ label, message: `the ${nationName(ruleset, deciding)} are played by the ${botWords(decidingSeat)}; wait for its move` });
      return;
    }
    const ways = chosen ? undefined : choicesFor(ruleset, state, move);
    if (ways) {
      setAttempt(null);
      setChoice(ways);
      return;
    }
    const result = play(ruleset, session, move);
    if (!result.ok) {
      // explain() spells out a price that cannot be paid (which rule adds what, what you hold); else the engine's refusal.
      setAttempt({ label, message: explain(ruleset, state, move).message });
      return;
    }
    setAttempt(null);
    movedHere.current = true;
    playOn(result.session);
    if (move.type === 'unit.move') setSelected(move.to);
  };

  const blocker = undoBlocker(ruleset, session, strictUndo);
  // What an undo took back is said once (the log only loses a line, easy to miss), until the next move.
  const tookBack = (kept: number) => {
    const gone = session.entries.slice(kept);
    const mine = gone.filter((e) => !e.byBot);
    const first = gone[0];
    const label = first ? describeMove(ruleset, stateAt(session, kept), first.move) : '';
    const bots = gone.length - mine.length;
    return `Took back: ${label}${gone.length > 1 ? `, and ${plural(gone.length - 1, 'move')} after it${bots ? ` (${plural(bots, 'bot move')})` : ''}` : ''}.`;
  };
  const doUndo = () => {
    if (blocker) return;
    setAttempt(null);
    const text = tookBack(session.entries.length - 1);
    setGame({ session: undo(session), notice: { kind: 'info', text }, holdAddress: false });
  };
  const toMine = undoToMine(ruleset, session, strictUndo);
  const doUndoToMine = () => {
    if (!toMine?.ok) return;
    setAttempt(null);
    setChoice(null);
    const text = tookBack(toMine.keep);
    setGame({ session: undoTo(session, toMine.keep), notice: { kind: 'info', text }, holdAddress: false });
  };

  /** Downloads a game record as a file (the current game, or a shared one that did not fully replay). */
  const download = (record: GameRecord, name = `${record.rulesetId}-seed${record.seed}-move${record.moves.length}.rondel-game.json`) => {
    const url = URL.createObjectURL(new Blob([formatRecord(record)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const save = () => download(toRecord(session));

  const load = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const refuse = (why: string) => setNotice({ kind: 'error', text: `${file.name} was not loaded: ${why}. Your game is unchanged.` });
    if (file.size > maxRecordBytes) return refuse(`it is ${(file.size / 1e6).toFixed(1)} MB; a saved game is at most ${maxRecordBytes / 1e6} MB`);
    const parsed = parseGameRecord(await file.text());
    if (!parsed.ok) return refuse(parsed.message);
    const other = parsed.record.rulesetId;
    if (other !== ruleset.id) {
      if (!rulesetIds.includes(other)) return refuse(`it is a game of '${other}', which is not in your library (a variant saved elsewhere? put its ${other}.variant.json in the workspace folder, then load the game on its play page)`);
      return setNotice({ kind: 'error', text: `${file.name} was not loaded: it is a game of '${other}', not of '${ruleset.id}'. Your game is unchanged.`, link: { href: `/rulesets/${encodeURIComponent(other)}/play`, label: `open ${other}'s play page`, after: ' and load the file there.' } });
    }
    const replayed = replayRecord(ruleset, parsed.record);
    if (!replayed.ok) return refuse(replayed.message);
    setViewAt(null);
    setAttempt(null);
    setSelected(null);
    setGame({ session: replayed.session, notice: { kind: 'info', text: `Loaded ${file.name}: ${plural(replayed.session.entries.length, 'move')} replayed.` }, holdAddress: false });
  };

  const share = async () => {
    const url = `${window.location.origin}${await gameAddress(window.location.pathname, toRecord(session))}`;
    let copied = false;
    try {
      await navigator.clipboard.writeText(url);
      copied = true;
    } catch {
      copied = false;
    }
    setShareLink({ url, copied });
  };

  const startNew = (players: number, seats: Seat[], seed: number): boolean => {
    if (session.entries.length && !window.confirm(`Start a new game? The current game (${session.entries.length} moves) will be replaced; save it first to keep it.`)) return false;
    const started = newSession(ruleset, seed, players, seats);
    if (!started.ok) {
      setNotice({ kind: 'error', text: started.message });
      return false;
    }
    setViewAt(null);
    setAttempt(null);
    setSelected(null);
    setBotsPaused(false);
    setGame({ session: started.session, notice: null, holdAddress: false });
    return true;
  };

  // Map: what to highlight and what the selected region offers.
  const fromSelected = useMemo(() => (selected ? options.filter((o) => o.move.type === 'unit.move' && (o.move as { from: string }).from === selected) : []), [options, selected]);
  const highlighted = useMemo(() => {
    const set = new Set<string>();
    if (fromSelected.length) for (const o of fromSelected) set.add((o.move as { to: string }).to);
    else
      for (const o of options) {
        if (o.group === 'trade' || o.group === 'cards' || o.group === 'end' || o.group === 'rondel') continue;
        if (o.move.type === 'unit.move') set.add(o.move.from);
        else for (const r of o.regions) set.add(r);
      }
    return set;
  }, [options, fromSelected]);

  const logItems: LogItem[] = useMemo(() => [...session.initialEvents.map((event) => ({ event, move: 0 })), ...session.entries.flatMap((e, i) => e.events.map((event) => ({ event, move: i + 1 })))], [session]);
  const humans = session.seats.filter((s) => s === 'human').length;
  // Hidden hands stay hidden in hot seat, except the hand of the person deciding; a lone person, or people
  // watching bots play each other, see what they are entitled to see.
  const handVisible = (nation: string) => ruleset.eventCards?.hand?.visibility === 'open' || humans === 0 || (seatOf(session, state, nation) === 'human' && (humans === 1 || nation === deciding));

  return (
    <div className="play wide">
      {/* Keyboard users reach the decision without tabbing through the game bar and every region of the map (65 tab
          stops before the first rondel field, a review as users counted). */}
      <a className="skip-link" href="#play-now">
        Skip to your move
      </a>
      <div className="game-bar" role="toolbar" aria-label="game">
        <span className="muted">
          seed <code data-testid="seed">{session.seed}</code> · {session.players} player{session.players > 1 ? 's' : ''} · turn {state.turn.number}, round {state.turn.round} ·{' '}
          {/* In replay the position shown is not the game's end: say which move it follows. */}
          {live ? plural(session.entries.length, 'move') : <strong data-testid="replay-at">move {viewAt} of {session.entries.length}</strong>}
        </span>
        <button type="button" onClick={doUndo} disabled={!!blocker || !live} title={blocker ? `Undo is not possible: ${blocker}` : 'Take back your last move'}>
          Undo
        </button>
        {toMine && (
          <button
            type="button"
            onClick={doUndoToMine}
            disabled={!toMine.ok || !live}
            title={toMine.ok ? `Takes back your last move (${toMine.label}) and the ${plural(toMine.botMoves, 'bot move')} made since` : `Not possible: ${toMine.why}`}
          >
            Undo to my last decision
          </button>
        )}
        {humans > 1 && (
          <label className="inline small" title="When several people share this screen, each may take back only their own moves of the current turn.">
            <input type="checkbox" checked={strictUndo} onChange={(e) => setStrictUndo(e.target.checked)} /> several players: undo own moves only
          </label>
        )}
        <button type="button" onClick={save}>Save game</button>
        <button type="button" onClick={() => fileInput.current?.click()}>Load game</button>
        <input ref={fileInput} type="file" accept=".json,application/json" hidden onChange={load} data-testid="load-file" />
        <button type="button" onClick={share}>Copy link</button>
        {session.seats.some((s) => s !== 'human') && (
          <>
            <button type="button" onClick={() => setBotsPaused(!botsPaused)}>{botsPaused ? 'Resume bots' : 'Pause bots'}</button>
            <label className="inline">
              bot speed{' '}
              <select value={botSpeed} onChange={(e) => setBotSpeed(e.target.value as BotSpeed)}>
                <option value="slow">slow</option>
                <option value="normal">normal</option>
                <option value="fast">fast</option>
              </select>
            </label>
          </>
        )}
        {blocker && live && session.entries.length > 0 && (
          <span className="muted small undo-why">
            {undoNote(ruleset, blocker, toMine)}
          </span>
        )}
      </div>
      {shareLink && (
        <div className="notice info" data-testid="share-link">
          {shareLink.copied ? 'Link copied. ' : 'Copy this link: '}Anyone who opens it replays this game move by move.
          <input readOnly value={shareLink.url} onFocus={(e) => e.target.select()} aria-label="shareable link" />
        </div>
      )}
      {notice && (
        <div className={`notice ${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'} data-testid="notice">
          {notice.text}
          {notice.link && (
            <>
              {' '}
              <a href={notice.link.href}>{notice.link.label}</a>
              {notice.link.after}
            </>
          )}
          {notice.record && (
            <>
              {' '}
              <button type="button" onClick={() => download(notice.record!, `${notice.record!.rulesetId}-seed${notice.record!.seed}-shared-${notice.record!.moves.length}-moves.rondel-game.json`)}>
                Save the link’s whole record ({plural(notice.record.moves.length, 'move')})
              </button>
            </>
          )}
          <button type="button" className="link-button" onClick={() => setNotice(null)}>dismiss</button>
        </div>
      )}
      <NewGamePanel key={`${session.seed}/${session.seats.join()}`} ruleset={ruleset} playerCounts={props.playerCounts} session={session} onStart={startNew} />
      {/* A watched game is for watching: its replay bar heads the board, not a screen below it. */}
      {watched && <ReplayBar total={session.entries.length} viewAt={viewAt} onView={setViewAt} />}

      <div className="play-grid">
        <div className="play-board">
          <MapView
            map={ruleset.map}
            resources={ruleset.economy.resources}
            provenance={provenance}
            cities={state.cities}
            units={state.units}
            unitTypes={unitTypes}
            selected={selected}
            highlighted={humanToMove ? highlighted : undefined}
            onRegionClick={tapRegion}
            pannable
          />
          <div className="play-row">
            <RondelView
              rondel={ruleset.rondel}
              resources={ruleset.economy.resources}
              stones={rondelStones(ruleset, state)}
              current={active}
              costs={rondelCosts}
              choosable={humanToMove ? choosable : undefined}
              whyNot={fieldsWhyNot}
              onFieldClick={(field) => tryMove({ type: 'rondel.select', field })}
            />
            <BankPanel ruleset={ruleset} state={state} />
          </div>
        </div>
        <aside className="play-side">
          {/* What to do now: on a narrow screen it comes before the map (globals.css), not two screens below it. */}
          <div className="play-now" data-testid="play-now" id="play-now" tabIndex={-1}>
            <TurnBanner ruleset={ruleset} state={state} deciding={deciding} seat={decidingSeat} activeSeat={seatOf(session, state, active)} live={live} botsPaused={botsPaused} />
            <p className="sr-only" role="status" data-testid="announcement">
              {live ? turnAnnouncement(ruleset, session, humanToMove, BOT_LINES) : ''}
            </p>
            {humanToMove && <BotMoves ruleset={ruleset} session={session} />}
            {attempt && (
              <div className="notice error" role="alert" data-testid="attempt" ref={attemptBox}>
                <strong>Not allowed: {attempt.label}.</strong> {capitalise(attempt.message)}.
              </div>
            )}
            {humanToMove && choice && (
              <section className="panel choice" aria-label="choose how" data-testid="choice" ref={choiceBox} tabIndex={-1}>
                <h4>{choice.label}: {choice.question}</h4>
                {choice.unpaid && choice.options.length > PAYMENT_LIST_LIMIT ? (
                  <div className="move-buttons">
                    <PaymentChooser ruleset={ruleset} bags={choice.options.map((o) => (o.move as { payment: Partial<Record<string, number>> }).payment)} onPay={(payment) => tryMove({ ...choice.unpaid!, payment } as Move, true)} />
                    <button type="button" className="link-button" onClick={() => setChoice(null)}>cancel</button>
                  </div>
                ) : (
                <div className="move-buttons">
                  {choice.options.map((o) => (
                    <button key={JSON.stringify(o.move)} type="button" onClick={() => tryMove(o.move, true)} data-choice>
                      {o.text}
                    </button>
                  ))}
                  <button type="button" className="link-button" onClick={() => setChoice(null)}>cancel</button>
                </div>
                )}
              </section>
            )}
            {humanToMove && <MovesPanel options={options} onMove={tryMove} panelRef={movesBox} />}
            {humanToMove && missing.length > 0 && (
              <details className="panel why-not" data-testid="why-not" open={options.length <= 2}>
                <summary>Not possible now <span className="muted">({missing.length})</span></summary>
                <ul className="blocked">
                  {missing.map((m) => (
                    <li key={JSON.stringify(m.move)}>
                      <strong>{m.label}</strong>: <span className="reason">{m.explanation.message}</span>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </div>
          {selected && ruleset.map.regions[selected] && (
            <RegionPanel panelRef={regionBox} ruleset={ruleset} state={state} region={selected} options={humanToMove ? options.filter((o) => o.regions.includes(selected)) : []} humanToMove={humanToMove} onMove={tryMove} onClose={closeRegion} deciding={deciding} />
          )}
          <EventLog ruleset={ruleset} items={logItems} upTo={viewAt ?? session.entries.length} replay={!live} />
        </aside>
      </div>

      <section className="boards">
        {state.nations.map((n) => (
          <PlayerBoard key={n} ruleset={ruleset} state={state} nation={n} seat={seatOf(session, state, n)} showHand={handVisible(n)} />
        ))}
      </section>

      {!watched && <ReplayBar total={session.entries.length} viewAt={viewAt} onView={setViewAt} />}

      <section className="panel machine-panel">
        <h2>How a turn runs: the turn machine</h2>
        <p className="muted small">
          The states of the engine’s turn machine (XState) with their descriptions and the moves each accepts. The highlighted state is where this game stands now.
        </p>
        <TurnMachineView turn={ruleset.turn} active={machinePath} who={<NationChip ruleset={ruleset} nation={deciding} />} />
      </section>
    </div>
  );
}



/** One move per line, so a saved game reads (and diffs) well. */
function formatRecord(record: GameRecord): string {
  const { moves, ...head } = record;
  const lines = moves.map((m) => '    ' + JSON.stringify(m));
  return `${JSON.stringify(head, null, 2).slice(0, -2)},\n  "moves": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

/** Shown at most; a longer stretch of bot turns (five bots in Antike) points to the log for the rest. */
const BOT_LINES = 8;

/** What the bots did since your last move, beside the moves (botMovesSinceMine), in the log's words. */
function BotMoves({ ruleset, session }: { ruleset: Ruleset; session: Session }) {
  const { events, afterMine } = botMovesSinceMine(session);
  if (!events.length) return null;
  const shown = events.slice(-BOT_LINES);
  return (
    <section className="panel since" aria-label="the bots' moves" data-testid="bot-moves">
      <h4>{afterMine ? 'Since your last move' : 'Before your first move'}</h4>
      {events.length > shown.length && <p className="muted small">{plural(events.length - shown.length, 'earlier line')} in the game log, then:</p>}
      <ul>
        {shown.map((event, i) => (
          <li key={i}>
            {event.nation && <span className="dot" style={{ background: nationFill(ruleset.map.nations[event.nation]) }} />}
            {event.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

function MovesPanel({ options, onMove, panelRef }: { options: MoveOption[]; onMove: (m: Move) => void; panelRef: Ref<HTMLElement> }) {
  const groups = groupOrder.map((g) => [g, options.filter((o) => o.group === g)] as const).filter(([, list]) => list.length);
  return (
    <section className="panel moves" aria-label="your moves" data-testid="moves" ref={panelRef} tabIndex={-1}>
      {groups.map(([group, list]) => {
        if (group === 'end') {
          return (
            <div key={group} className="move-group end">
              {list.map((o) => (
                <button key={o.key} type="button" className="primary" onClick={() => onMove(o.move)}>
                  {o.label}
                </button>
              ))}
            </div>
          );
        }
        const buttons = <MoveButtons list={list} onMove={onMove} byFrom={group === 'move'} />;
        if (group === 'trade' || (group === 'move' && list.length > 12)) {
          return (
            <details key={group} className="move-group" open={group === 'move'}>
              <summary>
                {groupTitles[group]} <span className="muted">({list.length})</span>
              </summary>
              {group === 'move' && <p className="muted small">Or click a region with your units on the map.</p>}
              {buttons}
            </details>
          );
        }
        return (
          <div key={group} className="move-group">
            <h4>{groupTitles[group]}</h4>
            {buttons}
          </div>
        );
      })}
    </section>
  );
}

function MoveButtons({ list, onMove, byFrom }: { list: MoveOption[]; onMove: (m: Move) => void; byFrom?: boolean }) {
  return (
    <div className={`move-buttons${byFrom ? ' scroll' : ''}`}>
      {list.map((o) => (
        <button key={o.key} type="button" onClick={() => onMove(o.move)} data-move={o.move.type}>
          {o.label}
          {o.change && <span className="move-change"> — {o.change}</span>}
        </button>
      ))}
    </div>
  );
}

function RegionPanel(props: { panelRef?: Ref<HTMLElement>; ruleset: Ruleset; state: GameState; region: string; options: MoveOption[]; humanToMove: boolean; onMove: (m: Move) => void; onClose: () => void; deciding: string }) {
  const { panelRef, ruleset, state, region, options, humanToMove, onMove, onClose, deciding } = props;
  const info = ruleset.map.regions[region];
  const city = state.cities[region];
  const units = state.units[region] ?? {};
  const hasFound = options.some((o) => o.move.type === 'city.found');
  // The engine's own answer (explainRegion): each move the step could make here that it cannot, with the reason;
  // or, when the step involves no region, which step the turn is at.
  const explained = humanToMove ? explainRegion(ruleset, state, region).filter((x) => !x.explanation.possible && !(x.move?.type === 'city.found' && hasFound)) : [];
  const blocked = explained.filter((x) => x.move && x.move.type !== 'unit.move').map((x) => ({ move: x.move!, label: describeMove(ruleset, state, x.move!), message: x.explanation.message }));
  // With nothing to do here, the reason: the step's, or why the units here cannot move ("every galley in Corsica has
  // used its moves this turn"), which the list below leaves out (one line per unit and border would drown it).
  const general = options.length === 0 ? (explained.find((x) => !x.move) ?? explained.find((x) => x.move?.type === 'unit.move'))?.explanation.message : undefined;
  return (
    <section className="panel region-panel" data-testid="region-panel" aria-label={`region ${info.name}`} ref={panelRef} tabIndex={-1}>
      <h3>
        {info.name} <span className="muted small">({info.kind}{info.citySite ? `, city site${info.citySite.resource ? `, printed ${info.citySite.resource}` : ''}` : ''}{info.galleySymbol ? ', galley symbol' : ''})</span>
        <button type="button" className="link-button" onClick={onClose} aria-label="close region">close</button>
      </h3>
      {city && (
        <p>
          <NationChip ruleset={ruleset} nation={city.owner} /> {city.resource} city{city.temple ? ', temple' : ''}{city.wall ? ', town wall' : ''}
        </p>
      )}
      {Object.entries(units).map(([nation, counts]) => (
        <p key={nation}>
          <NationChip ruleset={ruleset} nation={nation} /> <Units ruleset={ruleset} counts={counts} />
        </p>
      ))}
      {humanToMove && options.length > 0 && (
        <>
          <h4>Moves involving {info.name}</h4>
          <div className="move-buttons">
            {options.map((o) => (
              <button key={o.key} type="button" onClick={() => onMove(o.move)} data-move={o.move.type}>
                {o.label}
                {o.change && <span className="move-change"> — {o.change}</span>}
              </button>
            ))}
          </div>
        </>
      )}
      {humanToMove && options.length === 0 && (
        <p className="muted small" data-testid="region-why">
          No move of the {nationName(ruleset, deciding)} involves {regionName(ruleset, region)} now{general ? `: ${general}` : blocked.length ? '; see below why' : ''}.
        </p>
      )}
      {blocked.length > 0 && (
        <>
          <h4>Not possible here now</h4>
          <ul className="blocked">
            {blocked.map((b) => (
              <li key={JSON.stringify(b.move)}>
                <button type="button" className="attempt" onClick={() => onMove(b.move)}>{b.label}</button>: <span className="reason">{b.message}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** Moves a second the replay's "Play" shows. */
const replaySpeeds = [1, 3, 10, 30] as const;

function ReplayBar({ total, viewAt, onView }: { total: number; viewAt: number | null; onView: (n: number | null) => void }) {
  const at = viewAt ?? total;
  const go = (n: number) => onView(n >= total ? null : Math.max(0, n));
  // "Play" steps on by itself, so a game of hundreds of moves is watched, not clicked through (a review as users).
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(3);
  useEffect(() => {
    if (!playing) return;
    if (at >= total) return setPlaying(false);
    const timer = setTimeout(() => go(at + 1), 1000 / speed);
    return () => clearTimeout(timer);
    // `go` is remade each render from the props below; a parent's other renders do not restart the step.
  }, [playing, at, total, speed]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <section className="panel replay" aria-label="replay" data-testid="replay">
      <strong>Replay</strong>
      <button type="button" onClick={() => (at >= total ? (go(0), setPlaying(true)) : setPlaying(!playing))} aria-pressed={playing} data-testid="replay-play">
        {playing ? 'Pause' : at >= total ? 'Play from the start' : 'Play'}
      </button>
      <label className="small">
        <select value={speed} onChange={(e) => setSpeed(Number(e.target.value))} aria-label="replay speed">
          {replaySpeeds.map((n) => (
            <option key={n} value={n}>{n} move{n > 1 ? 's' : ''} a second</option>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => go(0)} disabled={at === 0} aria-label="to the start">◀◀</button>
      <button type="button" onClick={() => go(at - 1)} disabled={at === 0} aria-label="one move back">◀</button>
      <input type="range" min={0} max={total} value={at} onChange={(e) => go(Number(e.target.value))} aria-label="position in the game" />
      <button type="button" onClick={() => go(at + 1)} disabled={at >= total} aria-label="one move forward">▶</button>
      <button type="button" onClick={() => go(total)} disabled={at >= total} aria-label="to the current position">▶▶</button>
      <span className="muted">{viewAt === null ? `current position (${plural(total, 'move')})` : `after move ${at} of ${total}`}</span>
      {viewAt !== null && <button type="button" onClick={() => onView(null)}>Back to the current position</button>}
    </section>
  );
}

function NewGamePanel({ ruleset, playerCounts, session, onStart }: { ruleset: Ruleset; playerCounts: number[]; session: Session; onStart: (players: number, seats: Seat[], seed: number) => boolean }) {
  const [players, setPlayers] = useState(session.players);
  const [seats, setSeats] = useState<Seat[]>(session.seats);
  const [seed, setSeed] = useState(String(session.seed));
  const lineup = ruleset.map.lineups[String(players)];
  const controllers = lineup ? (lineup.controllers ?? lineup.nations.map((n) => [n])) : [];
  const seatList = Array.from({ length: players }, (_, i) => seats[i] ?? 'human');
  const seedNumber = Number(seed);
  const seedOk = seed.trim() !== '' && Number.isInteger(seedNumber);
  const [open, setOpen] = useState(false);
  return (
    <details className="panel new-game" data-testid="new-game" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>New game: players, bots and seed</summary>
      <div className="new-game-form">
        <label>
          Players{' '}
          <select value={players} onChange={(e) => setPlayers(Number(e.target.value))} aria-label="number of players">
            {playerCounts.map((n) => (
              <option key={n} value={n}>{n}</option>
            ))}
          </select>
        </label>
        {controllers.map((nations, i) => (
          <label key={i}>
            Player {i + 1} ({nations.map((n) => nationName(ruleset, n)).join(' and ')}){' '}
            <SeatSelect index={i} seats={seatList} onChange={setSeats} />
          </label>
        ))}
        <label>
          Seed{' '}
          <input value={seed} onChange={(e) => setSeed(e.target.value)} inputMode="numeric" size={10} aria-label="seed" />
        </label>
        <button type="button" onClick={() => setSeed(String(Math.floor(Math.random() * 1_000_000)))}>random seed</button>
        <button
          type="button"
          className="primary"
          disabled={!seedOk}
          onClick={() => {
            if (onStart(players, seatList, seedNumber)) setOpen(false);
          }}
        >
          Start the game
        </button>
        {!seedOk && <span className="warn-text">the seed is a whole number</span>}
      </div>
      <BotGuide bots={seatKinds} labels={seatLabels} />
      <p className="muted small">The same ruleset, seed and moves always give the same game: the start player and the event cards follow from the seed.</p>
    </details>
  );
}

