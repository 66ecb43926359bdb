// The piscina worker: worker threads start plain Node, so this file registers tsx (as bin/rondel.mjs does) before
// importing the TypeScript engine. Piscina awaits the module, so the top-level await finishes before the first task.
import { register } from 'tsx/esm/api';

register();
const { playBatch } = await import('../engine/simulation.ts');

export default function run(task) {
  return playBatch(task);
}
