import { runPlay } from './play';
import { runValidate } from './validate';

const usage = `usage: rondel <command> [args]

commands:
  validate [file-or-id ...]   validate rulesets and variants (all when none is named);
                              prints file:line:col severity code message, exits 1 on errors
  play --ruleset <id> [--bots heuristic,heuristic:conqueror] [--seed N] [--players N] [--max-moves N] [--quiet]
                              bots play one game; prints the game log and names the winner
`;

export function main(argv: string[]): number {
  const [command, ...args] = argv;
  switch (command) {
    case 'validate': {
      const report = runValidate(args);
      for (const line of report.lines) console.log(line);
      const summary = `${report.checked.length} ruleset(s) checked: ${report.errors} error(s), ${report.warnings} warning(s)`;
      (report.errors ? console.error : console.log)(summary);
      return report.errors ? 1 : 0;
    }
    case 'play':
      return runPlay(args);
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      console.log(usage);
      return command === undefined ? 1 : 0;
    default:
      console.error(`rondel: unknown command '${command}'\n\n${usage}`);
      return 2;
  }
}
