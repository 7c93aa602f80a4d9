// @ts-check
// Turn alerts (issue 50 item 6): when the seat's turn starts while its tab is hidden, a browser notification and,
// if the person asked, a short tone. Both are off until turned on here, remembered per browser in localStorage;
// notifications ask the browser's permission on that click, never on load. The tone is drawn with the Web Audio
// API (no sound file): quiet and under a second.

const KEY = 'boardroom.turn-alerts';
const TONE_SECONDS = 0.35;
const TONE_PEAK = 0.08; // gain: a quiet chime, not a klaxon

/** @typedef {{ notify: boolean, sound: boolean }} AlertChoice */

/** @returns {AlertChoice} what this browser asked for; nothing until the person turns an alert on */
export function alertChoice() {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) || '{}');
    return { notify: kept.notify === true, sound: kept.sound === true };
  } catch {
    return { notify: false, sound: false };
  }
}

/** @param {AlertChoice} choice */
function keep(choice) {
  localStorage.setItem(KEY, JSON.stringify(choice));
}

const notifications = () => 'Notification' in window;

/** @type {AudioContext | null} */
let audio = null;

// Made on a click (the sound toggle) where it can, so the browser lets it play later in a hidden tab.
function audioContext() {
  audio ??= new AudioContext();
  if (audio.state === 'suspended') audio.resume().catch(() => {});
  return audio;
}

/** A short, soft two-note chime. */
function chime() {
  const ctx = audioContext();
  const gain = ctx.createGain();
  gain.connect(ctx.destination);
  const at = ctx.currentTime;
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(TONE_PEAK, at + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + TONE_SECONDS);
  const tone = ctx.createOscillator();
  tone.type = 'sine';
  tone.frequency.setValueAtTime(660, at);
  tone.frequency.setValueAtTime(880, at + TONE_SECONDS / 2);
  tone.connect(gain);
  tone.start(at);
  tone.stop(at + TONE_SECONDS);
}

/**
 * @param {string} id
 * @param {string} text
 * @param {boolean} checked
 * @param {(input: HTMLInputElement) => void} changed
 */
function toggle(id, text, checked, changed) {
  const input = document.createElement('input');
  input.type = 'checkbox';
  input.id = id;
  input.checked = checked;
  input.addEventListener('change', () => changed(input));
  const label = document.createElement('label');
  label.className = 'inline';
  label.append(input, ` ${text}`);
  return label;
}

/**
 * The "Turn alerts" control of a seat's table: a notification and a sound, each on or off for this browser.
 * @returns {HTMLElement}
 */
export function alertsControl() {
  const choice = alertChoice();
  const note = document.createElement('p');
  note.className = 'small muted';
  note.id = 'turn-alerts-note';
  note.setAttribute('aria-live', 'polite');
  note.textContent = 'When your turn starts while this tab is hidden.';
  const granted = notifications() && Notification.permission === 'granted';
  const notify = toggle('alert-notify', 'Notification', choice.notify && granted, async (input) => {
    if (!input.checked) { keep({ ...alertChoice(), notify: false }); return; }
    const allowed = notifications() ? await Notification.requestPermission() : 'unsupported';
    input.checked = allowed === 'granted';
    keep({ ...alertChoice(), notify: input.checked });
    if (!input.checked) {
      note.textContent = allowed === 'unsupported' ? 'This browser shows no notifications.'
        : 'The browser blocks notifications from this site: allow them in its site settings, then turn this on.';
    }
  });
  const sound = toggle('alert-sound', 'Sound', choice.sound, (input) => {
    keep({ ...alertChoice(), sound: input.checked });
    if (input.checked) audioContext();
  });
  const heading = document.createElement('h2');
  heading.id = 'turn-alerts-title';
  heading.textContent = 'Turn alerts';
  const box = document.createElement('section');
  box.className = 'card';
  box.id = 'turn-alerts';
  box.setAttribute('aria-labelledby', heading.id);
  box.append(heading, notify, sound, note);
  return box;
}

/**
 * The seat's turn has just started at table `gid` of `game` (its title): alert the person as they asked, only
 * while the tab is hidden (a visible page shows the turn itself).
 * @param {string} gid
 * @param {string} game
 */
export function turnStarted(gid, game) {
  if (document.visibilityState !== 'hidden') return;
  const choice = alertChoice();
  if (choice.notify && notifications() && Notification.permission === 'granted') {
    // One tag per table: a newer alert replaces the one before it instead of piling up.
    const shown = new Notification(`Your turn at ${game}`, { tag: `boardroom-turn-${gid}`, body: 'Boardroom' });
    shown.addEventListener('click', () => { window.focus(); shown.close(); });
  }
  if (choice.sound) chime();
}
