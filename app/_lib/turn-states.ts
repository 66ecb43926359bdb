import type { TurnSection } from '@/engine/rulesets';

// A plain module (not the 'use client' drawing) so the server-rendered teach page and the client compare page both call it.

/**
 * Turn states that one side lacks or that work differently: other accepted moves, transitions, decision or end.
 * Titles, rule ids and descriptions are each game's own words and do not count.
 */
export function differingStates(a: TurnSection | undefined, b: TurnSection | undefined): string[] {
  const ids = new Set([...Object.keys(a?.states ?? {}), ...Object.keys(b?.states ?? {})]);
  const behaviour = (turn: TurnSection | undefined, id: string) => {
    const s = turn?.states[id];
    return s ? JSON.stringify({ accepts: [...(s.accepts ?? [])].sort(), on: s.on ?? {}, always: s.always ?? [], decision: s.decision, final: s.final }) : undefined;
  };
  return [...ids].filter((id) => behaviour(a, id) !== behaviour(b, id));
}
