'use client';

import Link from 'next/link';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { applyMergePatch, buildScenario, describeCard, validateResolvedValue, type Scenario } from '@/engine/rulesets';
import type { Diagnostic, EventCard, Ruleset } from '@/engine/rulesets';
import { applyMove, legalMoves, replay, type GameState, type Move } from '@/engine/index';
import { parseGameRecord } from '../../../_lib/game-record';
import type { SaveVariantResponse } from '../../../api/variants/route';
import { cardDraftKey } from '../../../_lib/draft-keys';
import { describeMove, rondelFieldLabel } from '../../../_lib/describe-move';
import { idFromName, isId } from '../../../_lib/ids';
import { stateDiff, type StateChange } from '../../../_lib/state-diff';
import { cardDiagnostic } from '../../../_lib/card-diagnostics';
import { unprintedBoard, unprintedCardValues, type CardField, type UnprintedCardValue } from '../../../_lib/provenance-view';
import { EffectList, type EffectContext } from './EffectEditor';

export interface CardsClientProps {
  id: string;
  /** The ruleset's title, for the proposed variant title. */
  title: string;
  ruleset: Ruleset;
  scenarios: Scenario[];
  /** Every id in the library: a proposed variant id avoids them, a typed one that exists is replaced only when asked. */
  ids: { id: string; origin: 'built-in' | 'workspace' }[];
}

const starter: EventCard = {
  name: 'My event',
  copies: 1,
  play: { when: 'own-turn' },
  effects: [{ op: 'gain', player: 'self', currency: 'gold', amount: 1 }],
};

const timings: { when: EventCard['play']['when']; label: string }[] = [
  { when: 'own-turn', label: 'on your own turn' },
  { when: 'during-action', label: 'during a chosen rondel action' },
  { when: 'end-of-turn', label: 'at the end of your own turn' },
  { when: 'reply-to-conquest', label: "in reply to the opponent's conquest" },
  { when: 'reply-to-movement', label: "in reply to the opponent's movement" },
];

type ActionKind = NonNullable<EventCard['play']['action']>;

/**
 * The rondel actions a card can name, labelled with the ruleset's own field names (SCIENTIA, not 'research'), in
 * rondel order. A production or maneuver field has no action step (engine/actions/rondel.ts goes straight to
 * founding or movement), so a card timed 'during-action' on it could never be played: offered, but disabled.
 */
function actionChoices(ruleset: Ruleset): { action: ActionKind; label: string; playable: boolean }[] {
  const names = new Map<ActionKind, string[]>();
  for (const f of ruleset.rondel.order) {
    const field = ruleset.rondel.fields[f];
    if (!field) continue;
    const list = names.get(field.action) ?? [];
    if (!list.includes(field.name)) list.push(field.name);
    names.set(field.action, list);
  }
  return [...names].map(([action, list]) => {
    const playable = action !== 'produce' && action !== 'maneuver';
    return { action, label: `${list.join(' / ')}${playable ? '' : ' (no action step to play in)'}`, playable };
  });
}

/**
 * Where a card can start from: a new card, one of the deck's cards whose text no source prints (D-COMP-07: 21 of
 * the 25; writing one takes one copy off that entry, so the deck keeps its printed size), one of the two printed
 * blank cards players may write themselves, or a card the ruleset already has (a variant may change it).
 */
interface StartPoint {
  key: string;
  label: string;
  cardId: string;
  card: EventCard;
  /** The entry of unknown cards this card takes one copy from. */
  fromUnknown?: string;
  /**
   * The card is new to the ruleset (a new card, or one written for the unknown ones): its id is only proposed, and
   * follows the name the designer gives it until they type an id. A blank or printed card keeps its own id.
   */
  newCard?: boolean;
}

function startPoints(ruleset: Ruleset): StartPoint[] {
  const cards = (ruleset.eventCards?.cards ?? {}) as Record<string, EventCard & { textUnknown?: boolean }>;
  const taken = new Set(Object.keys(cards));
  const unknown: StartPoint[] = [];
  const blank: StartPoint[] = [];
  const printed: StartPoint[] = [];
  for (const [cardId, card] of Object.entries(cards)) {
    if (card.textUnknown) {
      if ((card.copies ?? 0) > 0) unknown.push({ key: cardId, label: `one of the ${card.copies} cards whose text is unknown (write its effects)`, cardId: freeId('written-card', taken), card: { ...starter, name: 'Written card' }, fromUnknown: cardId, newCard: true });
    } else if ((card.copies ?? 0) === 0) {
      // A blank card's text is the instruction to write one ("A blank card for your own event…"), not a card text:
      // saved with the card, play would show it. It starts without text (generated from the effects) and, unless the
      // data gives it some, without effects: the designer adds them.
      const { text: _instruction, ...written } = card;
      blank.push({ key: cardId, label: `${card.name} (blank: write your own)`, cardId, card: { ...written, copies: 1, effects: card.effects ?? [] } });
    }
    else printed.push({ key: cardId, label: `${card.name} (change it)`, cardId, card });
  }
  // The cards still to be written first: they are what the designer came for.
  return [{ key: 'new', label: 'a new card', cardId: freeId('house-card', taken), card: starter, newCard: true }, ...unknown, ...blank, ...printed];
}

/**
 * The id of the card being written: the one typed by hand if any; for a new card, once it is named, its name as an
 * id no other card of the ruleset has; else the start point's.
 */
function cardIdFor(ruleset: Ruleset, start: StartPoint, name: string | undefined, typed: string | undefined): string {
  if (typed !== undefined) return typed;
  if (!start.newCard || !name?.trim() || name === start.card.name) return start.cardId;
  const fromName = idFromName(name);
  if (!isId(fromName)) return start.cardId;
  return freeId(fromName, new Set(Object.keys(ruleset.eventCards?.cards ?? {})));
}

/**
 * How many copies of the unknown cards a card written for them replaces: as many as it has, so the deck keeps its
 * printed size (D-COMP-07), but never more than are left; `beyondPrinted` is what the deck then grows by.
 */
function unknownCopiesTaken(ruleset: Ruleset, card: EventCard, fromUnknown: string): { taken: number; left: number; beyondPrinted: number } {
  const available = (ruleset.eventCards?.cards as Record<string, EventCard> | undefined)?.[fromUnknown]?.copies ?? 0;
  const copies = Math.max(0, card.copies ?? 0);
  const taken = Math.min(copies, available);
  return { taken, left: available - taken, beyondPrinted: copies - taken };
}

/** The card with its printed text set, or without one (the text then comes from its effects) when `text` is empty. */
function withText(card: EventCard, text: string): EventCard {
  const next: Record<string, unknown> = {};
  // The text keeps its place in the JSON (after the name), so typing it does not move it around the panel.
  for (const [key, value] of Object.entries(card)) {
    if (key === 'text') continue;
    next[key] = value;
    if (key === 'name' && text) next.text = text;
  }
  if (text && !('text' in next)) next.text = text;
  return next as unknown as EventCard;
}

/** The cards part of the variant: the card, and as many copies fewer of the unknown cards it was written for. */
function cardsPatch(ruleset: Ruleset, cardId: string, card: EventCard, fromUnknown?: string): Record<string, unknown> {
  if (!fromUnknown || fromUnknown === cardId || !ruleset.eventCards?.cards?.[fromUnknown]) return { [cardId]: card };
  return { [cardId]: card, [fromUnknown]: { copies: unknownCopiesTaken(ruleset, card, fromUnknown).left } };
}

/** What writing a card for the unknown ones does to the deck, in words: printed size kept, or by how much it grows. */
function FromUnknownNote({ taken, left, beyondPrinted }: { taken: number; left: number; beyondPrinted: number }) {
  const cards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;
  if (taken === 0) return <>With 0 copies the card is not in the deck: all {cards(left)} stay unknown.</>;
  return (
    <>
      {taken === 1 ? 'Its one copy replaces one' : `Its ${taken} copies replace ${taken}`} of the {taken + left} unknown cards: the variant leaves {cards(left)} unknown
      {beyondPrinted > 0 ? <strong>, and the deck grows by {cards(beyondPrinted)} beyond its printed size (no unknown cards are left to replace)</strong> : ', so the deck keeps its printed size'}.
    </>
  );
}

/**
 * The card being written, kept in the browser per ruleset so a reload or a closed tab does not lose it (as the rules
 * editor keeps its draft, EditClient.tsx): where it started, its id, and the JSON text exactly as typed, parsed or not.
 */
interface CardDraft {
  start: string;
  cardId: string;
  /** Whether the designer typed the card id (absent in drafts kept before: their id is kept as typed). */
  cardIdTyped?: boolean;
  text: string;
  savedAt: number;
}

const formatCard = (card: EventCard) => JSON.stringify(card, null, 2);

interface SandboxStep {
  state: GameState;
  label: string;
  changes: StateChange[];
}

/**
 * The card designer: the card's form and its JSON side by side, both editing one value; every edit is validated
 * as part of the ruleset (schema and checks, with pointers) and described in plain words. The sandbox builds a
 * shipped position with the card in the hand of the nation on turn and plays it; each play shows the state change
 * as a diff and can be undone. Save writes a variant { extends: this ruleset, patch: the card } through the
 * save-as-variant API.
 */
export default function CardsClient({ id, title, ruleset, scenarios, ids }: CardsClientProps) {
  const actions = useMemo(() => actionChoices(ruleset), [ruleset]);
  const firstAction = actions.find((a) => a.playable)?.action ?? 'research';
  const json = useRef<HTMLTextAreaElement>(null);
  const starts = useMemo(() => startPoints(ruleset), [ruleset]);
  const [start, setStart] = useState<StartPoint>(() => startPoints(ruleset)[0]);
  const [typedCardId, setTypedCardId] = useState<string>();
  const [card, setCard] = useState<EventCard>(start.card);
  const [jsonText, setJsonText] = useState(() => formatCard(start.card));
  const [jsonError, setJsonError] = useState<string>();
  const [restored, setRestored] = useState<{ savedAt: number; startGone: boolean }>();
  // Set once the page is interactive (browser tests wait for it before typing: a fill before hydration is lost).
  const [ready, setReady] = useState(false);

  // The form writes the whole card into the JSON panel, so while the text does not parse the form is paused
  // (rendered disabled): a form edit then would replace what was typed with the last card that parsed.
  const update = (next: EventCard) => {
    if (jsonError) return;
    setCard(next);
    setJsonText(formatCard(next));
  };
  const onJson = (text: string) => {
    setJsonText(text);
    try {
      const value = JSON.parse(text) as EventCard;
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('the card must be a JSON object');
      setCard(value);
      setJsonError(undefined);
    } catch (e) {
      setJsonError((e as Error).message);
    }
  };
  const begin = (next: StartPoint) => {
    setStart(next);
    setTypedCardId(undefined);
    setCard(next.card);
    setJsonText(formatCard(next.card));
    setJsonError(undefined);
  };
  const cardId = cardIdFor(ruleset, start, card.name, typedCardId);
  // Edited: anything differs from the start point as it was offered (the text as typed, not as parsed).
  const edited = cardId !== start.cardId || jsonText !== formatCard(start.card);

  // A card written earlier (and not saved) comes back after a reload; restored before the page says it is ready.
  useEffect(() => {
    try {
      const raw = window.localStorage.getItem(cardDraftKey(id));
      const draft = raw ? (JSON.parse(raw) as CardDraft) : undefined;
      if (draft && typeof draft.text === 'string' && typeof draft.cardId === 'string') {
        const from = starts.find((p) => p.key === draft.start);
        setStart(from ?? starts[0]);
        setTypedCardId(draft.cardIdTyped === false && from ? undefined : draft.cardId);
        onJson(draft.text);
        setRestored({ savedAt: draft.savedAt, startGone: !from });
      }
    } catch {
      // A damaged draft is ignored; the designer starts from a new card.
    }
    setReady(true);
    // Once, on opening the page: later changes are the designer's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Keep the draft in step with what is typed; a page left as it opened keeps none.
  useEffect(() => {
    if (!ready) return;
    try {
      if (!edited && start.key === starts[0].key) window.localStorage.removeItem(cardDraftKey(id));
      else window.localStorage.setItem(cardDraftKey(id), JSON.stringify({ start: start.key, cardId, cardIdTyped: typedCardId !== undefined, text: jsonText, savedAt: Date.now() } satisfies CardDraft));
    } catch {
      // Storage full or disabled: the designer still works, the draft just is not kept.
    }
  }, [ready, id, start, starts, cardId, typedCardId, jsonText, edited]);

  const discardDraft = () => {
    window.localStorage.removeItem(cardDraftKey(id));
    begin(starts[0]);
    setRestored(undefined);
  };

  const unprinted = useMemo(() => unprintedCardValues(ruleset, cardId, card), [ruleset, cardId, card]);
  const unprintedAt = (field: CardField) => unprinted.find((u) => u.field === field);

  const idOk = isId(cardId);
  // The card is checked under a stand-in id while the typed one is not an id, so its other problems still show.
  const checkedId = useMemo(() => (idOk ? cardId : freeId('card-being-written', new Set(Object.keys(ruleset.eventCards?.cards ?? {})))), [idOk, cardId, ruleset]);
  const cards = useMemo(() => cardsPatch(ruleset, checkedId, card, start.fromUnknown), [ruleset, checkedId, card, start]);
  const patch = useMemo(() => ({ eventCards: { cards } }), [cards]);
  const resolved = useMemo(() => applyMergePatch(ruleset, patch), [ruleset, patch]);
  const diagnostics: Diagnostic[] = useMemo(() => {
    const prefix = `/eventCards/cards/${checkedId}`;
    return validateResolvedValue(resolved).filter((d) => d.pointer === prefix || d.pointer.startsWith(`${prefix}/`) || d.pointer === '/eventCards/cards');
  }, [resolved, checkedId]);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const valid = idOk && !jsonError && errors.length === 0;
  const effectContext: EffectContext = useMemo(() => {
    const byPlace = new Map<string, string[]>();
    const errorPlaces: string[] = [];
    for (const raw of diagnostics) {
      const d = cardDiagnostic(raw, checkedId);
      byPlace.set(d.place, [...(byPlace.get(d.place) ?? []), d.fix ? `${d.problem.replace(/[.]?$/, '.')} Fix: ${d.fix}` : d.problem]);
      if (d.severity === 'error') errorPlaces.push(d.place);
    }
    return { ruleset, when: card.play?.when ?? 'own-turn', problemsAt: (pointer) => byPlace.get(pointer) ?? [], problemsUnder: (pointer) => errorPlaces.some((place) => place === pointer || place.startsWith(`${pointer}/`)) };
  }, [diagnostics, checkedId, ruleset, card.play?.when]);
  const text = useMemo(() => {
    try {
      return valid ? describeCard(card, resolved as Ruleset) : '';
    } catch {
      return '';
    }
  }, [valid, card, resolved]);

  // A printed card whose effects were changed keeps its printed text, which then no longer says what it does.
  const staleText = !!card.text && card.text === start.card.text && JSON.stringify(card.effects) !== JSON.stringify(start.card.effects);

  return (
    <div className="card-designer" data-ready={ready ? 'true' : 'false'}>
      {restored && (
        <div className="notice info card-draft" data-testid="card-draft-restored">
          Your unsaved card from {new Date(restored.savedAt).toLocaleString()} was restored.
          {restored.startGone && ' The card it started from is no longer in this ruleset; it is kept as a new card.'}{' '}
          <button type="button" className="link-button" onClick={discardDraft}>
            Discard it and start a new card
          </button>
        </div>
      )}
      <section className="panel" aria-label="card form">
        <h2>The card</h2>
        <label>
          start from{' '}
          <select
            aria-label="start from"
            value={start.key}
            onChange={(e) => {
              const next = starts.find((p) => p.key === e.target.value) ?? starts[0];
              // The select is controlled: declining leaves it, and the card, as they were.
              if (edited && !window.confirm(`Start from ${next.label}? The card you are writing (“${card.name || cardId}”) is discarded; save it into a variant first to keep it.`)) return;
              begin(next);
              setRestored(undefined);
            }}
          >
            {starts.map((p) => (
              <option key={p.key} value={p.key}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        {start.fromUnknown && (
          <p className="small muted" data-testid="from-unknown">
            <FromUnknownNote {...unknownCopiesTaken(ruleset, card, start.fromUnknown)} />
          </p>
        )}
        {unprinted.length > 0 && (
          <p className="small" data-testid="card-unprinted">
            Not printed in this ruleset&rsquo;s card:{' '}
            {unprinted.map((u, i) => (
              <span key={u.field}>
                {i > 0 && '; '}
                {fieldWords[u.field]} <UnprintedMark value={u} />
                {u.note && <span className="muted"> ({u.note.replace(/[.]$/, '')})</span>}
              </span>
            ))}
            . Change a value and it is yours, saved as a house rule.
          </p>
        )}
        <label>
          card id <input aria-label="card id" value={cardId} onChange={(e) => setTypedCardId(e.target.value)} />
          {start.newCard && typedCardId === undefined && <span className="muted small"> follows the card&rsquo;s name until you type one</span>}
        </label>
        {!idOk && <div className="notice error">Use lower-case words joined by hyphens, such as <code>harvest-festival</code>.</div>}
        {jsonError && (
          <div className="notice warning" role="status" data-testid="form-paused">
            Fix the JSON first: {jsonError}. The form is paused so that it does not overwrite your text; it follows again once the JSON is valid.
          </div>
        )}
        <fieldset className="card-fields" disabled={!!jsonError}>
          <label data-field="/name">
            name <input aria-label="card name" value={card.name ?? ''} onChange={(e) => update({ ...card, name: e.target.value })} />
          </label>
          <label data-field="/text">
            printed text{' '}
            <textarea aria-label="card text" rows={3} value={card.text ?? ''} placeholder="none: the text is generated from the effects" onChange={(e) => update(withText(card, e.target.value))} />
          </label>
          {staleText && (
            <div className="notice warning small" data-testid="stale-text">
              The effects have changed, but the printed text still says what the card did before, and play shows that text.{' '}
              <button type="button" className="link-button" onClick={() => update(withText(card, ''))}>
                Clear it and show the text generated from the effects
              </button>
            </div>
          )}
          <label data-field="/copies">
            copies <input aria-label="copies" type="number" min={0} max={50} value={card.copies ?? 0} onChange={(e) => update({ ...card, copies: Number(e.target.value) })} />
            {unprintedAt('copies') && <UnprintedMark value={unprintedAt('copies')!} />}
          </label>
          <label data-field="/play">
            played{' '}
            <select aria-label="timing" value={card.play?.when} onChange={(e) => update({ ...card, play: e.target.value === 'during-action' ? { when: 'during-action', action: firstAction } : { when: e.target.value as EventCard['play']['when'] } })}>
              {timings.map((t) => (
                <option key={t.when} value={t.when}>
                  {t.label}
                </option>
              ))}
            </select>
          </label>
          {card.play?.when === 'during-action' && (
            <label data-field="/play/action">
              action{' '}
              <select aria-label="action" value={card.play.action} onChange={(e) => update({ ...card, play: { when: 'during-action', action: e.target.value as ActionKind } })}>
                {actions.map((a) => (
                  <option key={a.action} value={a.action} disabled={!a.playable && a.action !== card.play.action}>
                    {a.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          <h3>Effects</h3>
          {card.effects?.length === 0 && (
            <p className="notice info small" data-testid="no-effects">
              The card does nothing yet: add an effect below.
            </p>
          )}
          <EffectList effects={card.effects} onChange={(effects) => update({ ...card, effects })} pointer="/effects" label="" ctx={effectContext} />
        </fieldset>
      </section>

      <section className="panel" aria-label="card JSON">
        <h2>JSON</h2>
        <textarea ref={json} aria-label="card JSON" data-testid="card-json" spellCheck={false} rows={22} value={jsonText} onChange={(e) => onJson(e.target.value)} />
        {jsonError && (
          <div className="notice error" role="alert">
            Not JSON: {jsonError}
          </div>
        )}
        <div data-testid="card-diagnostics">
          {jsonError ? (
            <div className="notice info">The card is checked again once its JSON is valid.</div>
          ) : diagnostics.length === 0 && idOk ? (
            <div className="notice info">The card is valid.</div>
          ) : (
            <ul className="diagnostics">
              {!idOk && (
                <li className="error" data-testid="card-id-problem">
                  <button type="button" className="place field-place" onClick={() => document.querySelector<HTMLInputElement>('input[aria-label="card id"]')?.focus()} title="show it in the form">
                    card id
                  </button>{' '}
                  {cardId ? <>&ldquo;{cardId}&rdquo; is not an id.</> : <>The card has no id.</>}
                  <span className="fix">Fix: use lower-case words joined by hyphens, such as harvest-festival.</span>
                </li>
              )}
              {diagnostics.map((raw, i) => {
                const d = cardDiagnostic(raw, checkedId, jsonText);
                const where = d.line !== undefined ? `line ${d.line}:${d.column}` : undefined;
                return (
                  <li key={i} className={d.severity} title={d.code}>
                    <button type="button" className="place field-place" onClick={() => focusField(d.place)} title="show it in the form">
                      {d.field}
                    </button>{' '}
                    <code>{d.place}</code>{' '}
                    {where && (
                      <button type="button" className="place" onClick={() => selectAt(json.current, d.line!, d.column!)} title="show it in the JSON">
                        {where}
                      </button>
                    )}{' '}
                    {d.problem}
                    {d.fix && <span className="fix">Fix: {d.fix}</span>}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </section>

      <section className="panel" aria-label="card preview">
        <h2>As a card</h2>
        {jsonError && (
          <p className="notice warning small" id="preview-stale" data-testid="preview-stale">
            The JSON does not parse: this is the last version of the card that did, not what the JSON panel holds.
          </p>
        )}
        <div className={jsonError ? 'event-card stale' : 'event-card'} data-testid="card-preview" aria-describedby={jsonError ? 'preview-stale' : undefined}>
          <div className="event-card-name">{card.name}</div>
          {card.text && (
            <div className="event-card-text" data-testid="card-printed-text">
              {card.text}
            </div>
          )}
          <div className={card.text ? 'event-card-text muted small' : 'event-card-text'} data-testid="card-text">
            {card.text && valid && <>What its effects do: </>}
            {valid ? text : 'Fix the problems to see the card text.'}
          </div>
          <div className="muted small" data-testid="card-copies">
            {card.copies} {card.copies === 1 ? 'copy' : 'copies'}
            {unprintedAt('copies') && <> <UnprintedMark value={unprintedAt('copies')!} /></>}
          </div>
        </div>
        <Sandbox key={`${cardId}:${valid}`} cardId={cardId} base={ruleset} ruleset={valid ? (resolved as Ruleset) : undefined} scenarios={scenarios} />
        <SaveCard id={id} rulesetTitle={title} cardId={cardId} card={card} cards={cards} valid={valid} ids={ids} onSaved={() => {
          // Saved into a variant, the card is kept there; the draft would only bring back a copy of it.
          window.localStorage.removeItem(cardDraftKey(id));
          setRestored(undefined);
        }} />
      </section>
    </div>
  );
}

const fieldWords: Record<CardField, string> = { name: 'the name', copies: 'the number of copies', play: 'when it is played', effects: 'the effects' };

/** "(estimated, not printed)" beside a value the ruleset guessed, in the colour every page marks guesses with. */
function UnprintedMark({ value }: { value: UnprintedCardValue }) {
  return (
    <span className={value.status === 'estimated' ? 'estimated' : 'house-rule-mark'} title={value.note}>
      ({value.status === 'estimated' ? 'estimated, not printed' : 'a house rule'})
    </span>
  );
}

/**
 * A JSON pointer that a narrow column wraps after a "/", never inside a name: at 390 px "/nation/carthaginians/…" broke
 * as "carth|aginians". A name longer than the column still wraps anywhere (the cell's overflow-wrap).
 */
function PointerWithBreaks({ pointer }: { pointer: string }) {
  return (
    <>
      {pointer.split('/').map((segment, i) => (
        <Fragment key={i}>
          {i > 0 && '/'}
          {i > 1 && <wbr />}
          {segment}
        </Fragment>
      ))}
    </>
  );
}

function Sandbox({ cardId, base, ruleset, scenarios }: { cardId: string; base: Ruleset; ruleset?: Ruleset; scenarios: Scenario[] }) {
  const [scenarioId, setScenarioId] = useState(scenarios.find((s) => s.id === 'card-sandbox')?.id ?? scenarios[0]?.id ?? '');
  const [field, setField] = useState('');
  const [history, setHistory] = useState<SandboxStep[]>([]);
  const [problem, setProblem] = useState<string>();

  if (!ruleset) return <p className="muted">The sandbox opens when the card is valid.</p>;

  const start = () => {
    const scenario = scenarios.find((s) => s.id === scenarioId);
    if (!scenario) return setProblem('no shipped scenario fits this ruleset (rulesets/scenarios/); load a saved game instead');
    const nation = scenario.turn.nation;
    const doc: Scenario = {
      ...scenario,
      ruleset: ruleset.id,
      turn: { ...scenario.turn, ...(field ? { field } : {}) },
      nations: { ...scenario.nations, [nation]: { ...scenario.nations?.[nation], hand: [...(scenario.nations?.[nation]?.hand ?? []), cardId] } },
    };
    const built = buildScenario(ruleset, doc);
    if (!built.ok) {
      setProblem(built.diagnostics.map((d) => `${d.pointer} ${d.message}`).join('; '));
      setHistory([]);
      return;
    }
    setProblem(undefined);
    setHistory([{ state: built.state, label: `${scenario.title}: start`, changes: [] }]);
  };

  /*
   * A saved game (the play page's file) is replayed under the ruleset as it is, without the new card, since a
   * card added to the deck changes the shuffle; then the card is put in the hand of the nation that decides.
   */
  const loadGame = async (file: File | undefined) => {
    if (!file) return;
    const parsed = parseGameRecord(await file.text());
    if (!parsed.ok) return setProblem(`that file is not a saved game: ${parsed.message}`);
    const { record } = parsed;
    if (record.rulesetId !== base.id) return setProblem(`that game was played with '${record.rulesetId}', not '${base.id}'`);
    const replayed = replay(base, record.seed, record.moves, record.players);
    if (!replayed.ok) return setProblem(`the saved game does not replay: move ${replayed.at + 1}: ${replayed.error.message}`);
    const state = structuredClone(replayed.state);
    const decider = state.pending[0]?.nation ?? state.nations[state.turn.active];
    state.nation[decider].hand.push(cardId);
    setProblem(undefined);
    setHistory([{ state, label: `${file.name}: after move ${record.moves.length}`, changes: [] }]);
  };

  const current = history[history.length - 1];
  // A card that lets the opponent choose (effect-choice) waits for the answer: the sandbox offers the answers too.
  const choosing = current?.state.pending[0]?.kind === 'effect-choice';
  const plays: Move[] = current ? legalMoves(ruleset, current.state).filter((m) => (choosing ? m.type === 'effect.choose' : m.type === 'card.play' && m.card === cardId)) : [];
  const playMove = (move: Move) => {
    const result = applyMove(ruleset, current.state, move);
    if (!result.ok) return setProblem(`${result.error.code}: ${result.error.message}`);
    setProblem(undefined);
    setHistory([...history, { state: result.state, label: describeMove(ruleset, current.state, move), changes: stateDiff(current.state, result.state, ruleset) }]);
  };
  // After a play the card is in the discards, so "you do not hold it" would read as if the play had failed.
  const played = history.length > 1 && !!current && !Object.values(current.state.nation).some((n) => n.hand.includes(cardId));
  const why = current && !choosing && plays.length === 0 ? (() => {
    const r = applyMove(ruleset, current.state, { type: 'card.play', card: cardId });
    return r.ok ? undefined : r.error.message;
  })() : undefined;

  return (
    <div className="sandbox" data-testid="sandbox">
      <h2>Sandbox</h2>
      <BoardNote ruleset={ruleset} />
      <label>
        position{' '}
        <select aria-label="scenario" value={scenarioId} onChange={(e) => setScenarioId(e.target.value)} disabled={!scenarios.length}>
          {scenarios.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        turn starts on{' '}
        <select aria-label="rondel field" value={field} onChange={(e) => setField(e.target.value)}>
          <option value="">the rondel (before the stone moves)</option>
          {ruleset.rondel.order.map((f) => (
            <option key={f} value={f}>
              {rondelFieldLabel(ruleset, f)}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="button" onClick={start}>
        Set up with the card in hand
      </button>{' '}
      <label>
        or a saved game <input type="file" aria-label="saved game" accept=".json,application/json" onChange={(e) => void loadGame(e.target.files?.[0])} />
      </label>
      {problem && (
        <div className="notice error" role="alert" data-testid="sandbox-problem">
          {problem}
        </div>
      )}
      {current && (
        <>
          <div className="sandbox-plays">
            {plays.map((m, i) => (
              <button type="button" key={i} onClick={() => playMove(m)}>
                {describeMove(ruleset, current.state, m)}
              </button>
            ))}
            {why && (
              <span className="muted" data-testid="sandbox-why">
                {played ? <>Played: the card has left the hand (used cards go to the discard pile, D-EV-10). Undo to play it again.</> : <>Cannot play the card here: {why}</>}
              </span>
            )}
            {history.length > 1 && (
              <button type="button" onClick={() => setHistory(history.slice(0, -1))}>
                Undo
              </button>
            )}
          </div>
          {history.length > 1 && (
            <table className="diff" data-testid="sandbox-diff">
              <caption>{current.label}: what changed</caption>
              <thead>
                <tr>
                  <th>what</th>
                  <th>before</th>
                  <th>after</th>
                </tr>
              </thead>
              <tbody>
                {current.changes.map((c) => (
                  <tr key={c.pointer}>
                    <td>
                      {c.where}
                      <code className="pointer" title={c.pointer}>
                        <PointerWithBreaks pointer={c.pointer} />
                      </code>
                    </td>
                    <td>{c.before}</td>
                    <td>{c.after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </div>
  );
}

const boardStatusWords = { estimated: 'estimated, not printed in any rulebook we have', 'fan-data': 'taken from fan-made board data, not a rulebook', 'house-rule': "a house rule's own board" } as const;

/** The sandbox's positions are on the ruleset's board: when its layout is not printed, a result on it is not either. */
function BoardNote({ ruleset }: { ruleset: Ruleset }) {
  const board = useMemo(() => unprintedBoard(ruleset), [ruleset]);
  if (!board) return null;
  return (
    <p className="notice info small" data-testid="sandbox-board">
      The sandbox plays on the board {board.name}, whose layout is {boardStatusWords[board.status]}
      {board.summary ? <>: “{board.summary}”</> : null} (provenance of <code>{board.pointer}</code>). Which regions exist and which border each other may differ on the printed board, so a card that
      counts, reaches or targets regions can play out differently there.
    </p>
  );
}

/**
 * Focuses the form's editor of a card-relative place, or of the nearest field holding it. A field's own value box
 * goes before its "kind" select (an amount is a number or a count), and a nested field's controls are its own.
 */
function focusField(place: string) {
  for (let p = place; p; p = p.slice(0, Math.max(0, p.lastIndexOf('/')))) {
    const row = document.querySelector(`.card-fields [data-field="${CSS.escape(p)}"]`);
    if (!row) continue;
    const own = [...row.querySelectorAll<HTMLElement>('input, select, textarea')].filter((c) => c.closest('[data-field]') === row);
    const control = own.find((c) => c.tagName === 'INPUT') ?? own[0];
    if (control) return control.focus();
  }
}

/** Puts the caret on a line and column of the JSON panel and selects that line, so a diagnostic's place is seen. */
function selectAt(area: HTMLTextAreaElement | null, line: number, column: number) {
  if (!area) return;
  const lines = area.value.split('\n');
  const start = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + column - 1;
  const end = start + Math.max(1, (lines[line - 1] ?? '').length - column + 1);
  area.focus();
  area.setSelectionRange(start, end);
}

/** The first of base, base-2, base-3, … that no ruleset or variant uses. */
function freeId(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Saves the card into a variant. The proposed id and title follow the card's id and name as they are edited, until
 * the designer types a variant id or title of their own; the proposed id is always a free one. A typed id of an
 * existing variant of the workspace is replaced only after the designer ticks "replace it"; a built-in id is
 * refused here as the API refuses it (app/api/variants/route.ts).
 */
function SaveCard({ id, rulesetTitle, cardId, card, cards, valid, ids, onSaved }: { id: string; rulesetTitle: string; cardId: string; card: EventCard; cards: Record<string, unknown>; valid: boolean; ids: CardsClientProps['ids']; onSaved: () => void }) {
  const [typedId, setTypedId] = useState<string>();
  const [typedTitle, setTypedTitle] = useState<string>();
  const [replace, setReplace] = useState(false);
  // Variants saved from this page since it loaded: the library the server sent does not know them yet.
  const [saved, setSaved] = useState<string[]>([]);
  const [result, setResult] = useState<SaveVariantResponse>();
  const [busy, setBusy] = useState(false);
  const origins = useMemo(() => new Map<string, 'built-in' | 'workspace'>([...ids.map((x) => [x.id, x.origin] as const), ...saved.map((x) => [x, 'workspace'] as const)]), [ids, saved]);
  const variantId = typedId ?? freeId(`${id}-${cardId}`, new Set(origins.keys()));
  const title = typedTitle ?? `${rulesetTitle} with ${card.name?.trim() || cardId}`;
  const existing = origins.get(variantId);
  const blocked = existing === 'built-in' || (existing === 'workspace' && !replace);
  const justSaved = !!result?.ok && result.id === variantId;
  const save = async () => {
    setBusy(true);
    try {
      const response = await fetch('/api/variants', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          id: variantId,
          title,
          extends: id,
          notes: `Event card '${card.name}' written in the card designer.`,
          replace: existing === 'workspace' && replace,
          patch: { eventCards: { cards, provenance: Object.fromEntries(Object.keys(cards).map((c) => (c === cardId ? [`/cards/${c}`, { status: 'house-rule', note: "A designer's card, written in the card designer." }] : [`/cards/${c}/copies`, { status: 'house-rule', note: `Fewer copies, one for each copy of the card '${cardId}' the designer wrote for them.` }]))) } },
        }),
      });
      const body = (await response.json()) as SaveVariantResponse;
      setResult(body);
      if (body.ok) {
        // The saved id now exists: keep it in the field, so saving again replaces it (after asking) instead of
        // silently making another variant.
        setSaved((list) => [...list, body.id]);
        setTypedId(body.id);
        setTypedTitle(title);
        setReplace(false);
        onSaved();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="save-card">
      <h2>Save into a variant</h2>
      <label>
        variant id{' '}
        <input aria-label="variant id" value={variantId} onChange={(e) => { setTypedId(e.target.value); setReplace(false); setResult(undefined); }} />
      </label>{' '}
      <label>
        title <input aria-label="variant title" value={title} onChange={(e) => setTypedTitle(e.target.value)} />
      </label>
      <p className="muted small" data-testid="save-plan">
        Writes the variant <code>{variantId}</code> “{title}”, which extends <code>{id}</code> with the card <code>{cardId}</code>.
        {typedId === undefined && typedTitle === undefined && ' The id and title follow the card until you change them.'}
      </p>
      {!isId(variantId) && <div className="notice error">Use lower-case words joined by hyphens for the variant id.</div>}
      {existing === 'built-in' && (
        <div className="notice error" role="alert">
          <code>{variantId}</code> is a built-in ruleset and is never changed; choose another id.
        </div>
      )}
      {existing === 'workspace' && (
        // Just saved, the id is taken by that save: said as what it is, not as a warning that reads like a failed save.
        <div className={justSaved ? 'muted small' : 'notice warning'} data-testid="save-existing">
          {justSaved ? <>To save later changes into the same variant, </> : <>You already have a variant <code>{variantId}</code>.{' '}</>}
          <label className="inline">
            <input type="checkbox" aria-label="replace the existing variant" checked={replace} onChange={(e) => setReplace(e.target.checked)} /> replace it with this card{justSaved ? ' as it is then' : ''}
          </label>{' '}
          or choose another id.
        </div>
      )}
      <button type="button" disabled={!valid || busy || !isId(variantId) || !title.trim() || blocked} onClick={save}>
        {existing === 'workspace' ? 'Replace the variant' : 'Save as a variant'}
      </button>
      {result?.ok && (
        <div className="notice info" role="status" data-testid="save-result">
          {result.replaced ? 'Replaced' : 'Saved as'} <code>{result.id}</code> ({result.file}). <Link href={`/rulesets/${result.id}/play`}>Play it</Link> or{' '}
          <Link href={`/simulate?a=${id}&b=${result.id}`}>simulate it against {id}</Link> (the report says how often the bots played the card).
        </div>
      )}
      {result && !result.ok && (
        <div className="notice error" role="alert" data-testid="save-result">
          {result.message}
        </div>
      )}
    </div>
  );
}
