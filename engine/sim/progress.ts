/**
 * How long a run still needs, in words, from the pace so far (the simulate page's progress and `rondel simulate`'s
 * line on stderr): a designer who asked for 2,000 MCTS games should learn within seconds that it takes an hour, and
 * cancel. Undefined while the pace has no basis yet: a fresh worker plays its first few dozen games several times
 * slower than the rest (V8 compiles the engine as it goes), so the pace is read once a tenth of the games are in, or
 * after 10 s for a slow run (then high, which "about" owns to).
 */
export function timeLeftWords(done: number, total: number, seconds: number): string | undefined {
  if (done < 3 || done >= total || (done < total / 10 && seconds < 10) || seconds < 2) return undefined;
  const left = ((total - done) * seconds) / done;
  if (left < 10) return 'a few seconds left';
  if (left < 90) return `about ${Math.max(10, Math.round(left / 5) * 5)} s left`;
  if (left < 90 * 60) return `about ${Math.round(left / 60)} min left`;
  return `about ${(left / 3600).toFixed(1)} h left`;
}
