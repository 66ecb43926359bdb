/**
 * Brings `item` into view inside its scrolling list only. `scrollIntoView` also scrolls every scrolling ancestor,
 * the window included: a log or timeline that follows its newest line dragged the whole page down to it on load
 * (the compare page opened at the player boards, its title and set-up form out of view).
 */
export function scrollInBox(item: HTMLElement | null, align: 'nearest' | 'end' = 'nearest'): void {
  const box = item?.parentElement;
  if (!item || !box) return;
  const shown = box.getBoundingClientRect();
  const at = item.getBoundingClientRect();
  // 'end': the item at the bottom of the box, what came before it above (a replayed move and the moves leading to it).
  if (align === 'end') box.scrollTop += at.bottom - shown.bottom;
  else if (at.top < shown.top) box.scrollTop -= shown.top - at.top;
  else if (at.bottom > shown.bottom) box.scrollTop += at.bottom - shown.bottom;
}
