'use client';

import type { ReactNode } from 'react';
import type { TurnGuard, TurnSection, TurnStateData } from '@/engine/rulesets';

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

/**
 * The turn machine drawn for teaching from the ruleset's own `turn` data (the same data the engine builds its
 * XState machine from): the states of the nation on turn in data order, the decisions (often by the nation not on
 * turn), the routing rules, and each state's accepted moves, with the current state highlighted. `differs`
 * marks states that another ruleset defines differently (the diff's side-by-side view).
 */
export default function TurnMachineView({ turn, active, who, differs }: { turn: TurnSection; active?: string; who?: ReactNode; differs?: readonly string[] }) {
  const entries = Object.entries(turn.states);
  const routers = entries.filter(([, s]) => s.always && !s.accepts?.length);
  const own = entries.filter(([, s]) => s.accepts?.length && !s.decision);
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
        {state.accepts && state.accepts.length > 0 && (
          <div className="machine-events">
            {state.accepts.map((e) => (
              <code key={e} title={state.on?.[e] ? `then ${state.on[e]}` : undefined}>
                {e}
                {state.on?.[e] ? ` → ${state.on[e]}` : ''}
              </code>
            ))}
          </div>
        )}
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
          {own.map(([id, state], i) => (
            <div key={id}>
              {box(id, state)}
              {i < own.length - 1 && <div className="machine-arrow">↓</div>}
            </div>
          ))}
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
