// @ts-check
// Keyboard focus on the table page: the board is redrawn on every frame, so focus inside it would fall back to
// the top of the page after every decision (anyone's). It is kept on the same component (or the board) across a
// redraw, moved to the board when the seat's turn starts, and put back on the board after the seat's own move.

/** @param {Element | null} el */
const typing = (el) => el instanceof HTMLElement && (el.matches('input, textarea, select') || el.isContentEditable);

/**
 * What has focus inside `board` before a redraw: the id of its component, '' for the board itself, or null when
 * focus is elsewhere.
 * @param {HTMLElement} board
 * @returns {string | null}
 */
export function focusedIn(board) {
  const active = document.activeElement;
  if (!active || !board.contains(active) || typing(active)) return null;
  return active.closest('[data-id]')?.getAttribute('data-id') ?? '';
}

/**
 * Focus back on component `id` of the redrawn `board` (the first of that id that may be chosen), or on the board.
 * @param {HTMLElement} board
 * @param {string | null} id as focusedIn returned it
 */
export function refocus(board, id) {
  if (id === null) return;
  const again = id ? board.querySelector(`[data-id="${CSS.escape(id)}"][tabindex]`) : null;
  if (again instanceof HTMLElement || again instanceof SVGElement) again.focus({ preventScroll: true });
  else if (document.activeElement === document.body || !document.activeElement || !board.contains(document.activeElement)) board.focus({ preventScroll: true });
}

/**
 * Focus to the board: its first component a move may choose, else the board itself; never away from a field the
 * person is typing in.
 * @param {HTMLElement} board
 */
export function focusBoard(board) {
  if (typing(document.activeElement) && !board.contains(document.activeElement)) return;
  const first = board.querySelector('[data-id][role=button]:not([aria-disabled="true"])');
  if (first instanceof HTMLElement || first instanceof SVGElement) first.focus({ preventScroll: false });
  else board.focus({ preventScroll: false });
}
