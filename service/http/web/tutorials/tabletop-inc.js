// @ts-check
// Learn Tabletop Inc.: place workers on action spaces, take what they give, and collect them again.
import { ofType } from '../tutorial.js';

/** @type {import('../tutorial.js').Lesson} */
export const lesson = {
  players: 2,
  goal: 'the most victory points (VP) at the end. You earn them by publishing games (a box, a mechanism and a component designed, then published) and by awards.',
  steps: [
    {
      types: ['place'],
      pick: (seen) => ofType(seen, 'place').find((m) => m.space === 'basic') || ofType(seen, 'place')[0],
      why: () => 'On your turn you place a worker or collect your workers. Everything costs resources, so start with Gain basic '
        + 'resources: click your worker, then the highlighted space, then Play.',
      section: 'playing-a-turn',
    },
    {
      types: ['take', 'skip'],
      pick: (seen) => ofType(seen, 'take')[0] || ofType(seen, 'skip')[0],
      why: (move) => `The action gives you a choice of resources: ${move.label}.`,
      section: 'actions',
    },
    {
      types: ['place'],
      pick: (seen) => ofType(seen, 'place').find((m) => m.space !== 'basic') || ofType(seen, 'place')[0],
      why: (move) => 'Each action has several spaces; a space taken is closed to the others until its worker is collected. '
        + `Try another action: ${move.label}.`,
      section: 'actions',
    },
    {
      types: ['collect'],
      pick: (seen) => ofType(seen, 'collect')[0],
      why: () => 'Collecting takes back all your workers and moves the hourglass back one space per worker; when it runs out '
        + 'the game ends. Collect now.',
      section: 'playing-a-turn',
    },
  ],
};
