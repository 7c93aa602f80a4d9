// Live state over SSE: an EventSource on /v1/games/{gid}/stream?as=state. Every frame is the caller's whole
// game (view, seats, clocks, result, labelled moves, the log entries since the last frame); frames carry no
// `event:` name, so EventSource hands each to `onmessage`. A seat opens its stream with a single-use ticket
// (EventSource cannot send Authorization), so every reconnection asks for a new ticket and resumes after the
// last version shown, rather than letting EventSource retry a spent ticket.
import { api } from './lib.js';

/** Follow game `gid` from `after`: onFrame(state) for each frame, onState('open'|'reconnecting'|…); returns {close}. */
export function followState(gid, { token, after = 0, onFrame, onState = () => {}, onRefused = () => {} }) {
  let source = null;
  let closed = false;
  let last = after;
  let failures = 0;
  let timer = null;

  async function open() {
    timer = null;
    if (closed) return;
    let url = `/v1/games/${gid}/stream?as=state&after=${last}`;
    if (token) {
      try {
        const { ticket } = await api(`/v1/games/${gid}/stream-tickets`, { method: 'POST', token });
        url += `&ticket=${encodeURIComponent(ticket)}`;
      } catch (error) {
        if (error.status === 401 || error.status === 403) { onRefused(error); return; }
        retry();
        return;
      }
    }
    if (closed) return;
    source = new EventSource(url);
    source.onopen = () => { failures = 0; onState('open'); };
    source.onmessage = (event) => {
      const frame = JSON.parse(event.data);
      last = Math.max(last, frame.version);
      onFrame(frame);
    };
    source.onerror = () => {
      source?.close();
      source = null;
      retry();
    };
  }

  function retry() {
    if (closed) return;
    onState('reconnecting');
    timer = setTimeout(open, Math.min(10_000, 400 * 2 ** failures++));
  }

  open();
  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      source?.close();
      source = null;
    },
  };
}
