import { describeSweep } from './sweep';

/** Issue: 300 games per player count on each board and per variation; the quick default runs a few (SWEEP_GAMES). */
const games = Number(process.env.ANTIKE_SWEEP_GAMES ?? process.env.SWEEP_GAMES ?? 3);

const configurations: [string, number][] = [
  ...[2, 3, 4, 5, 6].map((p) => ['antike-east', p] as [string, number]),
  ...[2, 3, 4, 5, 6].map((p) => ['antike-west', p] as [string, number]),
  ['antike-longer-game', 4],
  ['antike-three-players-12', 3],
  ['antike-expert', 4],
  ['antike-military', 4],
  ['antike-two-players', 2],
  ['antike-two-players-double', 2],
];

describeSweep('Antike on both boards and every variation', configurations, games);
