/**
 * How long a run still needs, in words, from the pace so far: a designer who asked for 2,000 MCTS games should learn
 * within seconds that it takes an hour, and cancel. Undefined while the pace has no basis yet (the first games of a
 * fresh worker are several times slower than the rest, so the first estimate is high, and says "about").
 */
export function timeLeftWords(done: number, total: number, seconds: number): string | undefined {
  if (done < 3 || seconds < 2 || done >= total) return undefined;
  const left = ((total - done) * seconds) / done;
  if (left < 10) return 'a few seconds left';
  if (left < 90) return `about ${Math.max(10, Math.round(left / 5) * 5)} s left`;
  if (left < 90 * 60) return `about ${Math.round(left / 60)} min left`;
  return `about ${(left / 3600).toFixed(1)} h left`;
}
