'use client';

import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps the keyboard's place after a person's move: the move's button goes with the move, and the focus with it, back
 * to the top of the page. When the person is to move again (`toMove`, checked whenever the count of moves `moves`
 * changes) and nothing holds the focus, it goes to `list`, their moves (never taken from where the person put it, and
 * not onto a move, which a second Enter would make). Until a person has moved on the page (the returned flag, set by
 * the page when a person's move is made) the focus stays where the page load left it.
 */
export function useFocusAfterMove(list: RefObject<HTMLElement | null>, toMove: boolean, moves: number): RefObject<boolean> {
  const movedHere = useRef(false);
  useEffect(() => {
    if (!toMove || !movedHere.current) return;
    const holder = document.activeElement;
    if (!holder || holder === document.body) list.current?.focus({ preventScroll: true });
  }, [list, toMove, moves]);
  return movedHere;
}
