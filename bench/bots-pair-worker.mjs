// The piscina worker for bench/bots.ts --mcts-pairs: registers tsx (as cli/sim-worker.mjs does), then plays pairs.
import { register } from 'tsx/esm/api';

register();
const { playPair } = await import('./bots-pair.ts');

export default function run(task) {
  return playPair(task);
}
