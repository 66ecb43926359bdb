'use client';

import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/**
 * Whether the element's content is larger than its box, so that it scrolls: watched as the box or its content is
 * resized (a table laid out, a board zoomed).
 */
export function useScrolls(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const check = () => setScrolls(box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

/**
 * The attributes that let the keyboard scroll a box whose content holds nothing focusable (a table of figures, a
 * board that is not clickable): a tab stop and a name while it scrolls (WCAG 2.1.1; axe: scrollable-region-focusable),
 * none while everything fits, so a wide screen gets no empty tab stop.
 */
export function scrollFocus(scrolls: boolean, label: string) {
  return scrolls ? ({ tabIndex: 0, role: 'region', 'aria-label': label } as const) : {};
}

/** A table that must stay tabular scrolls sideways in this box on a narrow screen instead of widening the page. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(box);
  return (
    <div className="table-scroll" ref={box} {...scrollFocus(scrolls, label)}>
      {children}
    </div>
  );
}
