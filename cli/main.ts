import { didYouMean } from '../engine/rulesets';
import { runDiff } from './diff';
import { runMachine } from './machine';
import { parseArgs } from './options';
import { playUsage, runPlay } from './play';
import { runSimulate } from './simulate';
import { runValidate } from './validate';

const usage = `usage: rondel <command> [args]

commands:
  validate [file-or-id ...]   validate rulesets and variants (all when none is named);
                              prints file:line:col severity code message, exits 1 on errors
  play <id> [--bots heuristic,heuristic:conqueror] [--seed N] [--players N] [--max-moves N] [--quiet]
                              bots play one game; prints the game log and names the winner
  machine <id> [--json]       prints the turn statechart of a ruleset: states, accepted moves, transitions
  diff <A> <B> [--json|--markdown] [--teach]
                              every difference between two rulesets in plain words, by topic
                              (rondel diff --help for the JSON shape)
  simulate A [B] [--games N] [--bots a,b] [--seed S] [--workers W] [--json|--csv] [--queue redis://HOST]
                              seeded bot-vs-bot games on a worker pool; a report with 95% intervals,
                              and with B every difference B − A (rondel simulate --help)
  worker --queue redis://HOST [--workers W]
                              plays the games that 'rondel simulate --queue' puts on the queue

\`rondel <command> --help\` describes a command.`;

const validateUsage = `usage: rondel validate [file-or-id ...]

Validates rulesets and variants: the built-in ones, your workspace variants (RONDEL_WORKSPACE) and any file
named. With no argument, all of them. A part file (e.g. a map) validates every ruleset that uses it.
Prints one line per diagnostic, file:line:col severity code message, then a summary.

exit codes: 0 no errors, 1 errors, 2 bad arguments`;

/** "1 error", "2 errors". */
const count = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`;

const commands = ['validate', 'play', 'machine', 'diff', 'simulate', 'worker', 'help'];

/** Returns the exit code; the long-running commands (simulate, worker) return it as a promise. */
export function main(argv: string[]): number | Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case 'validate': {
      const parsed = parseArgs(args, { values: [], flags: [] });
      if ('error' in parsed) {
        console.error(`rondel validate: ${parsed.error}`);
        return 2;
      }
      if (parsed.help) {
        console.log(validateUsage);
        return 0;
      }
      const report = runValidate(parsed.positional);
      for (const line of report.lines) console.log(line);
      const summary = `${count(report.checked.length, 'ruleset')} checked: ${count(report.errors, 'error')}, ${count(report.warnings, 'warning')}`;
      (report.errors ? console.error : console.log)(summary);
      return report.errors ? 1 : 0;
    }
    case 'play':
      return runPlay(args);
    case 'machine':
      return runMachine(args);
    case 'diff':
      return runDiff(args);
    case 'simulate':
      return runSimulate(args);
    case 'worker':
      return import('./sim-queue').then((m) => m.runWorker(args));
    case 'help':
    case '--help':
    case '-h': {
      const topic = command === 'help' ? args[0] : undefined;
      if (topic === 'machine' || topic === 'diff') return topic === 'machine' ? runMachine(['--help']) : runDiff(['--help']);
      console.log(topic === 'play' ? playUsage : topic === 'validate' ? validateUsage : usage);
      return 0;
    }
    case undefined:
      console.error(usage);
      return 1;
    default:
      console.error(`rondel: unknown command '${command}'${didYouMean(command, commands)}\n\n${usage}`);
      return 2;
  }
}
