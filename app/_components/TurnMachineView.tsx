'use client';

import type { ReactNode } from 'react';
import { turnMachine } from '@/engine/machine/turn-machine';

interface NodeLike {
  key: string;
  type: string;
  description?: string;
  states: Record<string, NodeLike>;
  on: Record<string, unknown>;
}

/** The nation-on-turn states in the order of the turn (D-TURN-02); every other state is a decision. */
const turnOrder = ['actionSelection', 'actionSteps', 'founding', 'personages'];
const special = new Set(['routing', 'gameOver']);

/** 'actionSelection' → 'Action selection'. */
function stateTitle(key: string): string {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The turn machine (engine/machine/turn-machine.ts) drawn for teaching: its states with their descriptions and
 * the moves each accepts, read from the machine definition itself, with the current state highlighted.
 * `active` is the path of the current state, e.g. ['actionSteps', 'movement'].
 */
export default function TurnMachineView({ active, who }: { active?: string[]; who?: ReactNode }) {
  const root = turnMachine.root as unknown as NodeLike;
  const states = root.states;
  const own = turnOrder.filter((k) => states[k]);
  const decisions = Object.keys(states).filter((k) => !own.includes(k) && !special.has(k));
  const isActive = (path: string[]) => !!active && path.every((p, i) => active[i] === p);

  const box = (node: NodeLike, path: string[]): ReactNode => {
      const children = Object.values(node.states);
      const events = Object.keys(node.on).filter((e) => e !== '*');
      const current = isActive(path);
      return (
        <div key={path.join('.')} className={`machine-state${current ? ' active' : ''}${children.length ? ' compound' : ''}`} data-state={path.join('.')} aria-current={current && !children.length ? 'step' : undefined}>
          <div className="machine-state-title">
            {stateTitle(node.key)}
            {current && !children.length && who && <span className="machine-now">now: {who}</span>}
          </div>
          {node.description && <div className="machine-desc">{node.description}</div>}
          {events.length > 0 && (
            <div className="machine-events">
              {events.map((e) => (
                <code key={e}>{e}</code>
              ))}
            </div>
          )}
          {children.length > 0 && <div className="machine-children">{children.map((child) => box(child, [...path, child.key]))}</div>}
        </div>
      );
  };

  return (
    <section className="turn-machine" data-testid="turn-machine" aria-label="turn machine">
      <div className="machine-routing">
        <strong>{stateTitle('routing')}</strong> — after every move the machine reads the game state and enters the state that matches it: a pending decision first, otherwise the step of the turn. The engine decides every rule; the machine orders the steps.
      </div>
      <div className="machine-lanes">
        <div className="machine-lane">
          <h4>The nation on turn</h4>
          {own.map((k, i) => (
            <div key={k}>
              {box(states[k], [k])}
              {i < own.length - 1 && <div className="machine-arrow">↓</div>}
            </div>
          ))}
          <div className="machine-arrow">↓ next nation’s turn</div>
        </div>
        <div className="machine-lane">
          <h4>Decisions, often by the nation not on turn</h4>
          {decisions.map((k) => box(states[k], [k]))}
          {states.gameOver && box(states.gameOver, ['gameOver'])}
        </div>
      </div>
    </section>
  );
}
