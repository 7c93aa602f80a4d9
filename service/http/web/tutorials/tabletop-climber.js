// @ts-check
// Learn Tabletop Climber: choose a hand, beat the play on top of the field or pass, and go out first.
import { best, ofType } from '../tutorial.js';

/** @typedef {import('../tutorial.js').Move} Move */

const cardsOf = (/** @type {Move} */ m) => /** @type {string[]} */ (m.cards || []);
// A card's number is its id's last part (I-green-6, R-green-09).
const numberOf = (/** @type {string} */ card) => Number(card.split('-').at(-1)) || 0;
// Keep the strong cards for later: the play with the fewest cards, then the lowest numbers.
const cheapest = (/** @type {Move[]} */ plays) => best(plays, (m) => cardsOf(m).length * 100 + Math.max(0, ...cardsOf(m).map(numberOf)), true);

/** @type {import('../tutorial.js').Lesson} */
export const lesson = {
  players: 3,
  goal: "the most victory points after five seasons. Each season, the first player to empty their hand takes the gold Season Card's VP, the second the silver.",
  steps: [
    {
      types: ['select-hand'],
      pick: (seen) => ofType(seen, 'select-hand')[0],
      why: () => 'Each season you choose your hand from your team: the cards you leave out rest face down in your Lodge. '
        + 'Choose the hand the lesson suggests: click what is highlighted.',
      section: 'playing-a-turn',
    },
    {
      types: ['play'],
      pick: (seen) => cheapest(ofType(seen, 'play')),
      why: (move, seen) => `On your turn you play or pass. A play must match the type and size of the play on top of the field, with a higher number. `
        + (ofType(seen, 'play').length > 1 ? 'Save your strong cards for later: ' : 'Only this play can go on top now: ')
        + `click the highlighted card, then Play (${move.label}).`,
      section: 'plays',
    },
    {
      types: ['pass'],
      pick: (seen) => ofType(seen, 'pass')[0],
      why: () => 'You may pass instead of playing, even when you could play: you skip your turns until the field is reset, '
        + 'and keep your cards for a better moment. Click Play to pass.',
      section: 'playing-a-turn',
    },
    {
      types: ['play'],
      pick: (seen) => cheapest(ofType(seen, 'play')),
      why: (move) => `The first player to empty their hand takes 1st place and the season's gold card; the second, the silver. `
        + `Every card you play brings you closer: ${move.label}.`,
      section: 'season-cards',
    },
  ],
};
