'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { score, victoryTarget, type GameEvent, type GameState } from '@/engine/index';
import { awardText, type Ruleset } from '@/engine/rulesets';
import { cityCount, seaPoints, templeCount } from '@/engine/index';
import { chipStyles, nationFill, textOn } from '../_lib/colors';
import { capitalise, cardName, cardRulesText, describeDecision, describeStep, nationName, unitName } from '../_lib/describe-move';
import { botWords, seatKinds, seatLabels, type Seat } from '../_lib/game-record';
import { scrollInBox } from '../_lib/scroll-in-box';
import { cardTextWords } from '../_lib/play-model';
import TapNote from './TapNote';

export function NationChip({ ruleset, nation, big }: { ruleset: Ruleset; nation: string; big?: boolean }) {
  const fill = nationFill(ruleset.map.nations[nation]);
  return (
    <span className={`nation-chip${big ? ' big' : ''}`} style={{ background: fill, color: textOn(fill) }} data-nation-chip={nation}>
      {nationName(ruleset, nation)}
    </span>
  );
}

export function Units({ ruleset, counts }: { ruleset: Ruleset; counts: Record<string, number> }) {
  const list = Object.entries(counts).filter(([, n]) => n > 0);
  if (!list.length) return <span className="muted">none</span>;
  return <>{list.map(([u, n]) => `${n} ${unitName(ruleset, u).toLowerCase()}${n > 1 ? 's' : ''}`).join(', ')}</>;
}

/**
 * The personage stacks in one line, each opening to how it is earned, from its award rule, and what its card prints
 * (a player learning the game, or the German edition's cards). The opened note goes under the whole line, not inside
 * it: a note opened in the line (a `details`) pushed the stacks after it onto a line of their own.
 */
function PersonageStacks({ ruleset, stacks }: { ruleset: Ruleset; stacks: GameState['stacks'] }) {
  const [open, setOpen] = useState<string | null>(null);
  const noteId = useId();
  const noteOf = (s: string) => {
    const stack = ruleset.personages.stacks[s];
    return stack ? `One ${stack.name} ${awardText(stack.award)}.${stack.cardText ? ` The card reads “${stack.cardText}”.` : ''}` : undefined;
  };
  const openNote = open ? noteOf(open) : undefined;
  return (
    <>
      {Object.entries(stacks).map(([s, n], i) => {
        const label = `${ruleset.personages.stacks[s]?.name ?? s} ${n}`;
        const note = noteOf(s);
        return (
          <span key={s} data-stack={s}>
            {i > 0 && ' · '}
            {note ? (
              <button type="button" className="tap-note-mark" aria-expanded={open === s} aria-controls={noteId} title={note} onClick={() => setOpen(open === s ? null : s)}>
                {label}
              </button>
            ) : (
              label
            )}
          </span>
        );
      })}
      <span id={noteId} className="tap-note-text personage-note" data-stack-note={open ?? undefined} hidden={!openNote}>
        {openNote}
      </span>
    </>
  );
}

/**
 * "player 1" when a player runs several nations (2-player Antike, two nations each, A-SET-12): at one screen passed
 * round, the nation alone does not say whose turn it is. Undefined when every player runs one nation.
 */
function playerOf(state: GameState, nation: string): string | undefined {
  if (!state.controllers.some((nations) => nations.length > 1)) return undefined;
  const i = state.controllers.findIndex((nations) => nations.includes(nation));
  return i < 0 ? undefined : `player ${i + 1}`;
}

export function PlayerBoard(props: { ruleset: Ruleset; state: GameState; nation: string; seat: Seat; showHand: boolean }) {
  const { ruleset, state, nation, seat, showHand } = props;
  const me = state.nation[nation];
  const fill = nationFill(ruleset.map.nations[nation]);
  const active = state.nations[state.turn.active] === nation;
  const target = victoryTarget(ruleset, state);
  const pending = active && ruleset.knowHows.takesEffect === 'end-of-turn' ? state.turn.developed.filter((k) => !me.knowHows.includes(k)) : [];
  const stacks = Object.entries(me.personages).filter(([, n]) => n > 0);
  const fromBox = ruleset.actions.arm.from === 'recruitment-box';
  const measure = ruleset.victory.measure === 'personages' ? 'personages' : 'victory points';
  return (
    <section className={`player-board${active ? ' on-turn' : ''}`} data-nation={nation} style={{ borderTopColor: fill }}>
      <h3>
        <NationChip ruleset={ruleset} nation={nation} />
        <span className="badge" data-testid="board-seat">{[playerOf(state, nation), botWords(seat)].filter(Boolean).join(', ')}</span>
        {active && <span className="badge on-turn-badge">on turn</span>}
      </h3>
      <div className="score-line" data-testid="score">
        <strong>{score(ruleset, state, nation)}</strong> of {target} {measure}
        {stacks.length > 0 && <span className="muted"> — {stacks.map(([s, n]) => `${n} ${ruleset.personages.stacks[s]?.name ?? s}`).join(', ')}</span>}
      </div>
      <div className="stock" data-testid="stock">
        {/* The ruleset's resource kinds in declared order (/economy/resources), then coins. */}
        {Object.entries(chipStyles(ruleset.economy.resources)).map(([c, s]) => (
          <span key={c} className="stock-item" title={s.name} data-stock={c}>
            <span className="chip" style={{ background: s.fill, color: s.text }}>{s.letter}</span>
            {me.stock[c] ?? 0} {c === 'coin' ? (me.stock[c] === 1 ? 'coin' : 'coins') : s.name}
          </span>
        ))}
      </div>
      <dl className="board-facts">
        <dt>Rondel</dt>
        <dd>{me.rondel ? ruleset.rondel.fields[me.rondel]?.name ?? me.rondel : <span className="muted">not yet placed</span>}</dd>
        <dt>Know-hows</dt>
        <dd>
          {me.knowHows.length || pending.length ? (
            <>
              {me.knowHows.map((k) => ruleset.knowHows.items[k]?.name ?? k).join(', ')}
              {pending.length > 0 && <span className="muted">{me.knowHows.length ? '; ' : ''}{pending.map((k) => ruleset.knowHows.items[k]?.name ?? k).join(', ')} (in effect from the end of this turn)</span>}
            </>
          ) : (
            <span className="muted">none</span>
          )}
        </dd>
        <dt>Cities</dt>
        <dd>
          {cityCount(state, nation)} (temples {templeCount(state, nation)})
          {ruleset.supply.cityStonesPerNation !== undefined && <span className="muted"> — {me.cityStones} city stones left</span>}
        </dd>
        {ruleset.personages.seaPoints && (
          <>
            <dt>Sea points</dt>
            <dd>{seaPoints(ruleset, state, nation)} <span className="muted">(toward the navigator)</span></dd>
          </>
        )}
        {fromBox && (
          <>
            <dt>Recruitment box</dt>
            <dd data-testid="box"><Units ruleset={ruleset} counts={me.box} /></dd>
          </>
        )}
        <dt>{fromBox ? 'Personal supply' : 'Supply'}</dt>
        <dd data-testid="supply"><Units ruleset={ruleset} counts={me.supply} /></dd>
        {ruleset.actions.build.townWall && (
          <>
            <dt>Town walls</dt>
            <dd>{me.walls} in the personal supply</dd>
          </>
        )}
        {ruleset.eventCards && (
          <>
            <dt>Event cards</dt>
            <dd data-testid="hand">
              {me.hand.length === 0 ? (
                <span className="muted">none</span>
              ) : showHand ? (
                me.hand.map((c, i) => <CardChip key={`${c}-${i}`} ruleset={ruleset} card={c} />)
              ) : (
                <span className="muted">{me.hand.length} card{me.hand.length > 1 ? 's' : ''} (hidden)</span>
              )}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

export function BankPanel({ ruleset, state }: { ruleset: Ruleset; state: GameState }) {
  const tokens = Object.entries(state.bank.cityTokens);
  return (
    <section className="panel bank" data-testid="bank">
      <h3>Bank and display</h3>
      <dl className="board-facts">
        <dt>Temples</dt>
        <dd>{state.bank.temples} left</dd>
        {ruleset.actions.build.townWall && (
          <>
            <dt>Town walls</dt>
            <dd>{state.bank.walls} left on the score track</dd>
          </>
        )}
        {state.bank.coins !== null && (
          <>
            <dt>Coins</dt>
            <dd>{state.bank.coins} in the bank</dd>
          </>
        )}
        {tokens.length > 0 && (
          <>
            <dt>City tokens</dt>
            <dd>{tokens.map(([r, n]) => `${n} ${r}`).join(', ')}</dd>
          </>
        )}
        <dt>Personages</dt>
        <dd>
          <PersonageStacks ruleset={ruleset} stacks={state.stacks} />
        </dd>
        {ruleset.eventCards && (
          <>
            <dt>Event display</dt>
            <dd data-testid="display">
              {state.cards.display.length ? (
                state.cards.display.map((c, i) => <CardChip key={`${c}-${i}`} ruleset={ruleset} card={c} />)
              ) : (
                <span className="muted">empty</span>
              )}
              <div className="muted small">
                deck {state.cards.deck.length}, discards {state.cards.discard.length}
                <DeckNote ruleset={ruleset} />
              </div>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

export interface LogItem {
  event: GameEvent;
  /** Moves made before this event (0 for setup); events after the viewed move are dimmed. */
  move: number;
}

/**
 * The game's events. Live, it follows the newest line; in replay (`replay`) the events of the move viewed (`upTo`)
 * are marked and scrolled into view, so the log shows what led to the position on the board.
 */
export function EventLog({ ruleset, items, upTo, replay = false }: { ruleset: Ruleset; items: LogItem[]; upTo: number; replay?: boolean }) {
  const end = useRef<HTMLLIElement>(null);
  const viewed = useRef<HTMLLIElement>(null);
  // The last event of the move viewed (setup events for the start); the log scrolls to it.
  const lastViewed = replay ? items.findLastIndex((item) => item.move <= upTo) : -1;
  useEffect(() => {
    if (replay) scrollInBox(viewed.current, 'end');
    else scrollInBox(end.current);
  }, [items.length, replay, upTo]);
  return (
    <section className="panel log" aria-label="game log">
      <h3>Game log</h3>
      {/* A long log scrolls in its box; focusable, so the keyboard scrolls it too (WCAG 2.1.1; axe: scrollable-region-focusable). */}
      <ol data-testid="event-log" tabIndex={0} aria-label="events, newest last">
        {items.map(({ event, move }, i) => (
          <li
            key={i}
            ref={i === lastViewed ? viewed : undefined}
            className={`${event.type === 'turn.start' ? 'turn-start' : ''}${move > upTo ? ' later' : ''}${replay && move === upTo ? ' viewed' : ''}`}
            data-event={event.type}
            data-viewed={replay && move === upTo ? '' : undefined}
          >
            {event.nation && <span className="dot" style={{ background: nationFill(ruleset.map.nations[event.nation]) }} />}
            {event.text}
            {event.random && <span className="badge drawn" title="This event drew at random; moves before it cannot be taken back.">drawn</span>}
          </li>
        ))}
        <li ref={end} className="log-end" aria-hidden />
      </ol>
    </section>
  );
}

/**
 * What the deck count leaves unsaid: cards whose printed text is in no source count in the deck but are kept out of
 * play (textUnknown, 21 of Duellum's 25), and copy counts no source gives are estimates.
 */
function DeckNote({ ruleset }: { ruleset: Ruleset }) {
  const section = ruleset.eventCards!;
  const cards = Object.entries(section.cards);
  const playing = cards.filter(([, c]) => !c.textUnknown && c.copies > 0);
  const inPlay = playing.reduce((n, [, c]) => n + c.copies, 0);
  const unknown = cards.reduce((n, [, c]) => n + (c.textUnknown ? c.copies : 0), 0);
  const estimated = playing.filter(([id]) => section.provenance?.[`/cards/${id}/copies`]?.status === 'estimated').length;
  if (!unknown && !estimated) return null;
  const copies = estimated ? `; ${estimated === playing.length ? 'their' : `${estimated} of their`} copy counts are estimated` : '';
  return (
    <div data-testid="deck-note">
      {unknown > 0 ? (
        <>
          Of the {inPlay + unknown} cards, the {inPlay} whose text is known are in play (deck, display, hands, discards{copies}); {unknown} whose text is in no source are left out —{' '}
          <Link href={`/rulesets/${ruleset.id}/cards`}>write them in the card designer</Link>.
        </>
      ) : (
        `${inPlay} cards in play${copies}.`
      )}
    </div>
  );
}

/**
 * An event card by name that opens to its text on a tap: a tooltip alone cannot be read on a phone. The text carries
 * its mark where no rulebook prints the wording (cardTextWords).
 */
function CardChip({ ruleset, card }: { ruleset: Ruleset; card: string }) {
  return <TapNote className="card-name" data={{ 'data-card': card }} label={cardName(ruleset, card)} tooltip={cardTitle(ruleset, card)} note={cardTextWords(ruleset, card)} />;
}

/** A card's tooltip: its text, and its German name where the data has one (players of the German edition). */
function cardTitle(ruleset: Ruleset, card: string): string | undefined {
  const info = ruleset.eventCards?.cards[card];
  if (!info) return undefined;
  // A designer's card has no printed text: its text is generated from its effects.
  const text = info.text ?? cardRulesText(ruleset, card);
  return info.nameDe ? `${text} (German edition: ${info.nameDe})`.trim() : text;
}


/**
 * Who the game waits for and what for (the play page and both sides of /compare). `seat` plays the deciding nation;
 * `activeSeat`, when given, plays the nation on turn: a decision the person owes during a bot's turn is theirs to
 * make at this screen, not a seat to hand over.
 */
export function TurnBanner(props: { ruleset: Ruleset; state: GameState; deciding: string; seat: Seat; activeSeat?: Seat; live: boolean; botsPaused: boolean; botNote?: string }) {
  const { ruleset, state, deciding, seat, activeSeat, live, botsPaused, botNote } = props;
  const decision = state.pending[0];
  const active = state.nations[state.turn.active];
  if (state.result) {
    return (
      <div className="turn-banner over" data-testid="turn-banner">
        <div className="banner-who">
          {state.result.stalled || !state.result.winner ? <>No winner: the game stalled</> : <><NationChip ruleset={ruleset} nation={state.result.winner} big /> won</>}
        </div>
        <div>{capitalise(state.result.reason)}.</div>
      </div>
    );
  }
  const decidingPlayer = playerOf(state, deciding);
  const handOver = activeSeat && activeSeat !== 'human'
    ? <>It is the {nationName(ruleset, active)}’ turn ({botWords(activeSeat)}), but this decision is yours: the bot waits for it.</>
    : decidingPlayer && decidingPlayer === playerOf(state, active)
      ? <>It is the {nationName(ruleset, active)}’ turn, but this decision belongs to the {nationName(ruleset, deciding)}, also yours.</>
      : <>It is the {nationName(ruleset, active)}’ turn, but this decision belongs to the {nationName(ruleset, deciding)}: hand the seat over.</>;
  return (
    <div className={`turn-banner${decision && deciding !== active ? ' decision' : ''}`} data-testid="turn-banner">
      {!live && <div className="banner-note">You are looking at an earlier position.</div>}
      <div className="banner-who">
        {decision ? 'Decision for the' : 'Turn of the'} <NationChip ruleset={ruleset} nation={deciding} big />
        {decidingPlayer && <span className="badge" data-testid="banner-player">{decidingPlayer}</span>}
        {/* An earlier position is only looked at: no bot is choosing there. */}
        {seat !== 'human' && <span className="badge">{botWords(seat)}{botNote ? `, ${botNote}` : !live ? '' : botsPaused ? ', paused' : ', thinking…'}</span>}
      </div>
      <div className="banner-text">{decision ? describeDecision(ruleset, state, decision) : describeStep(ruleset, state, seat !== 'human')}</div>
      {decision && deciding !== active && seat === 'human' && (
        <div className="banner-note" data-testid="banner-decision-note">
          {handOver}
        </div>
      )}
    </div>
  );
}

/** Who plays a seat: a person or one of the bots (the play page and /compare). */
export function SeatSelect({ index, seats, onChange }: { index: number; seats: readonly Seat[]; onChange: (seats: Seat[]) => void }) {
  return (
    <select
      value={seats[index]}
      aria-label={`player ${index + 1}`}
      onChange={(e) => {
        const next = seats.slice();
        next[index] = e.target.value as Seat;
        onChange(next);
      }}
    >
      {/* A game watched from the simulate page may have an MCTS bot at a budget the list does not offer: shown as itself. */}
      {!(seatKinds as readonly string[]).includes(seats[index]) && <option value={seats[index]}>{botWords(seats[index])}</option>}
      {seatKinds.map((s) => (
        <option key={s} value={s}>
          {seatLabels[s]}
        </option>
      ))}
    </select>
  );
}
