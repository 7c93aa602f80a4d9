// @ts-check
// Learn Inventing the Future: roll, draft dice onto your board's rows, then carry out the chosen phases.
import { ofType } from '../tutorial.js';

const PHASE_MOVES = ['choose-phase', 'hire', 'take-bonus', 'advance', 'flip', 'end-progress', 'rainmaker', 'return-cube'];

/** @type {import('../tutorial.js').Lesson} */
export const lesson = {
  players: 2,
  goal: 'the most points when every invention track is complete: each of your three pawns scores by how high it climbed its track.',
  steps: [
    {
      types: ['draft'],
      pick: (seen) => ofType(seen, 'draft')[0],
      why: (move) => 'Drafting a die puts a wink on your board: the row is the die\'s colour, the column its number, and the space '
        + `says what you get in the table resolution. Click the die, then its space, then Play: ${move.label}.`,
      section: 'playing-a-turn',
    },
    {
      types: ['roll'],
      pick: (seen) => ofType(seen, 'roll')[0],
      why: () => 'The roller takes one die of each colour and an extra die of any colour they like, and rolls them all. '
        + 'Click the highlighted die as your extra, then Play.',
      section: 'playing-a-turn',
    },
    {
      types: ['draft'],
      pick: (seen) => ofType(seen, 'draft')[0],
      why: () => 'One wink per row: once you hold a wink in a colour\'s row you may not draft that colour again this turn, '
        + 'so plan which rows you fill. Draft the highlighted die.',
      section: 'playing-a-turn',
    },
    {
      types: PHASE_MOVES,
      pick: (seen) => ofType(seen, ...PHASE_MOVES)[0],
      why: (move) => 'After five rounds of drafting, the table resolution carries out the phases chosen with the black winks: '
        + `Funding, Payday, Hiring and Progress. Your winks now pay off: ${move.label}.`,
      section: 'playing-a-turn',
    },
  ],
};
