// @ts-check
// Learn Bias Effect: trade a card in for chips or keep it, bid in secret for a belief, then play or keep a card.
import { best, ofType } from '../tutorial.js';

/** @typedef {import('../tutorial.js').Move} Move */

const amountOf = (/** @type {Move} */ m) => Number(m.amount) || 0;
const chipsOf = (/** @type {Move} */ m) => Number(/(\d+) chips?/.exec(m.label)?.[1]) || 0;

/** @type {import('../tutorial.js').Lesson} */
export const lesson = {
  players: 2,
  goal: 'the A.I. ends with the beliefs your identity card asks for (shown on your seat). Sealed bids of chips win the right to program or delete its beliefs.',
  steps: [
    {
      types: ['trade-in'],
      pick: (seen) => best(ofType(seen, 'trade-in'), chipsOf),
      why: (move) => 'Chips win beliefs. Trading in an algorithm card discards it face up and pays its trade-in value in chips from the bank. '
        + `This card pays the most: ${move.label}.`,
      section: 'algorithm-cards',
    },
    {
      types: ['bid'],
      pick: (seen) => {
        const bids = ofType(seen, 'bid');
        const most = Math.max(...bids.map(amountOf));
        return bids.find((m) => amountOf(m) === Math.ceil(most / 2)) || bids[0];
      },
      why: () => 'Everyone bids chips in secret for the belief on the table; the highest total wins it and pays only the chips bid. '
        + 'About half your chips is a fair first bid: it is filled in for you, click its Play button.',
      section: 'playing-a-turn',
    },
    {
      types: ['play-algorithm', 'pass'],
      pick: (seen) => ofType(seen, 'play-algorithm')[0] || ofType(seen, 'pass')[0],
      why: (move) => (move.type === 'pass'
        ? 'After the bids, each player in turn may play one algorithm card for its effect, or pass. None of yours can be played now: pass.'
        : `After the bids, each player in turn may play one algorithm card for its effect, or pass. Try one: ${move.label}.`),
      section: 'algorithm-cards',
    },
    {
      types: ['skip-trade'],
      pick: (seen) => ofType(seen, 'skip-trade')[0],
      why: () => 'You need not trade a card in every round: a card kept can be played later for its effect, often worth more than its chips. '
        + 'Keep them all this round.',
      section: 'playing-a-turn',
    },
    {
      types: ['bid'],
      pick: (seen) => best(ofType(seen, 'bid'), amountOf, true),
      why: () => 'Your bias bonus (+3 for every belief of your side in the A.I.) counts even with a bid of 0: '
        + 'a belief of the other side is not worth many chips to you. Bid 0 this time.',
      section: 'playing-a-turn',
    },
  ],
};
