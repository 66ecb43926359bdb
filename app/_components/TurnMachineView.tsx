'use client';

import type { ReactNode } from 'react';
import type { TurnGuard, TurnSection, TurnStateData } from '@/engine/rulesets';
import { moveText } from '@/engine/index';

/** A guard in a teacher's words. */
export function describeGuard(guard: TurnGuard | undefined): string {
  if (!guard) return 'always';
  switch (guard.type) {
    case 'is-over':
      return 'the game is over';
    case 'awaiting':
      return `a nation must decide: ${guard.params.decision}`;
    case 'in-step':
      return `the turn is at step '${guard.params.step}'${guard.params.action ? ` of a ${guard.params.action} field` : ''}`;
  }
}

/** Which step of the turn a state serves, read from the routing state's in-step guards. */
function stepsOf(turn: TurnSection): Map<string, string> {
  const steps = new Map<string, string>();
  for (const t of turn.states[turn.initial]?.always ?? []) if (t.guard?.type === 'in-step') steps.set(t.target, t.guard.params.step);
  return steps;
}

/**
 * The turn machine drawn for teaching from the ruleset's own `turn` data (the same data the engine builds its
 * XState machine from): the steps of the nation on turn, with the rondel fields' actions side by side as the
 * alternatives they are; the decisions (often by the nation not on turn); the routing rules; each state's
 * accepted moves; the current state highlighted. `differs` marks states that another ruleset defines differently
 * (the diff's side-by-side view).
 */
export default function TurnMachineView({ turn, active, who, differs }: { turn: TurnSection; active?: string; who?: ReactNode; differs?: readonly string[] }) {
  const entries = Object.entries(turn.states);
  const steps = stepsOf(turn);
  const routers = entries.filter(([id, s]) => s.always && id === turn.initial);
  const passThrough = entries.filter(([id, s]) => s.always && id !== turn.initial);
  const waiting = entries.filter(([, s]) => s.accepts?.length && !s.decision);
  const inStep = (...names: string[]) => waiting.filter(([id]) => names.includes(steps.get(id) ?? ''));
  const chosen = inStep('action', 'movement', 'conquest');
  const lanes: { title: string; states: [string, TurnStateData][]; alternatives?: boolean }[] = [
    { title: 'Start of the turn', states: inStep('choose-start', 'rondel') },
    { title: "The chosen field's action (one of these)", states: chosen, alternatives: true },
    { title: 'Then', states: [...inStep('found'), ...passThrough] },
    // States the routing does not name by step still get drawn, so no data goes missing from the picture.
    { title: 'Other states', states: waiting.filter(([id]) => !steps.has(id)) },
  ].filter((lane) => lane.states.length);
  const decisions = entries.filter(([, s]) => s.decision);
  const finals = entries.filter(([, s]) => s.final);

  const box = (id: string, state: TurnStateData): ReactNode => {
    const current = active === id;
    const changed = differs?.includes(id);
    return (
      <div key={id} className={`machine-state${current ? ' active' : ''}${changed ? ' differs' : ''}`} data-state={id} aria-current={current ? 'step' : undefined}>
        <div className="machine-state-title">
          {state.title ?? id}
          {state.rule && <span className="machine-rule"> {state.rule}</span>}
          {current && who && <span className="machine-now">now: {who}</span>}
          {changed && <span className="machine-differs">differs</span>}
        </div>
        <div className="machine-desc">{state.description}</div>
        {state.onlyWith && (
          <div className="machine-only-with" data-testid="only-with">
            only with {state.onlyWith}, not in the base rules
          </div>
        )}
        {state.accepts && state.accepts.length > 0 && (
          <div className="machine-events">
            {state.accepts.map((e) => (
              // The data's move type, with what it lets a nation do in words (a designer reads "end the step", not only
              // "phase.end").
              <code key={e} title={`${moveText(e)}${state.on?.[e] ? `, then ${state.on[e]}` : ''}`} aria-label={`${e}: ${moveText(e)}${state.on?.[e] ? `, then ${state.on[e]}` : ''}`}>
                {e}
                {state.on?.[e] ? ` → ${state.on[e]}` : ''}
              </code>
            ))}
          </div>
        )}
        {state.always && id !== turn.initial && <div className="machine-desc">then: {state.always.map((t) => t.target).join(', ')}</div>}
      </div>
    );
  };

  return (
    <section className="turn-machine" data-testid="turn-machine" aria-label="turn machine">
      {turn.description && <p className="machine-summary">{turn.description}</p>}
      {routers.map(([id, state]) => (
        <details key={id} className={`machine-routing${active === id ? ' active' : ''}${differs?.includes(id) ? ' differs' : ''}`} data-state={id}>
          <summary>
            <strong>{state.title ?? id}</strong> — {state.description}
          </summary>
          <ol>
            {state.always!.map((t, i) => (
              <li key={i}>
                <code>{t.target}</code> when {describeGuard(t.guard)}
              </li>
            ))}
          </ol>
        </details>
      ))}
      <div className="machine-lanes">
        <div className="machine-lane">
          <h4>The nation on turn</h4>
          {lanes.map((lane, i) => (
            <div key={lane.title} className="machine-step">
              {i > 0 && <div className="machine-arrow">↓</div>}
              <div className="machine-step-title">{lane.title}</div>
              <div className={lane.alternatives ? 'machine-alternatives' : undefined}>{lane.states.map(([id, state]) => box(id, state))}</div>
            </div>
          ))}
          <div className="machine-arrow">↓ the next nation’s turn</div>
        </div>
        <div className="machine-lane">
          <h4>Decisions, often by the nation not on turn</h4>
          {decisions.map(([id, state]) => box(id, state))}
          {finals.map(([id, state]) => box(id, state))}
        </div>
      </div>
      {turn.outOfTurn && turn.outOfTurn.length > 0 && (
        <p className="machine-out-of-turn">
          Any nation, at any time, where its rules allow: {turn.outOfTurn.map((t) => <code key={t}>{t}</code>)}
        </p>
      )}
    </section>
  );
}
