// @ts-check
// Learn Corporate Anarchy: hide your base tiles, buy a building for income, move, and pass the rest of the turn.
import { best, ofType } from '../tutorial.js';

/** @typedef {import('../tutorial.js').Move} Move */

const priceOf = (/** @type {Move} */ m) => Number(/\$(\d+)/.exec(m.label)?.[1]) || 0;

/** @type {import('../tutorial.js').Lesson} */
export const lesson = {
  players: 2,
  goal: 'kill one VIP of every other player: raid their HQs, where VIPs hide face down among traps. Buildings give you income to pay for it.',
  steps: [
    {
      types: ['place-tiles'],
      pick: (seen) => ofType(seen, 'place-tiles')[0],
      why: () => 'Before the first turn you hide your alarms, security guards and VIP face down in your HQ. The others must guess '
        + 'where your VIP is. Take the ready-made layout: click the highlighted square, then Play.',
      section: 'set-up',
    },
    {
      types: ['buy-building'],
      pick: (seen) => best(ofType(seen, 'buy-building'), priceOf, true),
      why: (move) => 'In the purchases phase you may buy one building: it pays income every turn from your next one on. '
        + `The cheapest is a good start: ${move.label}. Click the building, then the square, then Play.`,
      section: 'playing-a-turn',
    },
    {
      types: ['move'],
      pick: (seen) => ofType(seen, 'move')[0],
      why: (move) => `Moving your piece 1 to 4 squares ends your turn; in another HQ, landing on a face-down tile turns it up. ${move.label}.`,
      section: 'playing-a-turn',
    },
    {
      types: ['end-turn'],
      pick: (seen) => ofType(seen, 'end-turn')[0],
      why: () => 'You may pass the rest of your turn at any point, keeping your money for a later purchase. Pass now.',
      section: 'playing-a-turn',
    },
  ],
};
