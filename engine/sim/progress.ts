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

/**
 * The pace so far, in words: games a second, or, once a game takes longer than a second (MCTS seats: about 25 s a
 * game on 2 workers), the seconds a game, where "0.0 games/s" said nothing. Undefined before the first game.
 */
export function paceWords(done: number, seconds: number): string | undefined {
  if (done <= 0 || seconds <= 0) return undefined;
  const rate = done / seconds;
  if (rate >= 1) return `${rate.toFixed(1)} games/s`;
  const each = seconds / done;
  return `${each < 10 ? each.toFixed(1) : Math.round(each)} s a game`;
}
