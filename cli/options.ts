import { didYouMean } from '../engine/rulesets';

/** What a subcommand accepts: options that take a value, and flags that do not. */
export interface OptionSpec {
  values: readonly string[];
  flags: readonly string[];
}

export type ParsedArgs = { options: Record<string, string | true>; positional: string[]; help: boolean } | { error: string };

/**
 * Parses `--name value`, `--name=value` and bare flags. `--help`/`-h` anywhere asks for usage; an option the
 * command does not know is an error naming it, with "did you mean" from the command's own option list.
 */
export function parseArgs(args: readonly string[], spec: OptionSpec): ParsedArgs {
  const options: Record<string, string | true> = {};
  const positional: string[] = [];
  const known = [...spec.values, ...spec.flags, 'help'];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--help' || arg === '-h') return { options, positional, help: true };
    if (!arg.startsWith('-') || arg === '-') {
      positional.push(arg);
      continue;
    }
    if (!arg.startsWith('--')) {
      // '-quiet' for '--quiet': suggest the long form (didYouMean skips an exact match, so test it first).
      const long = `--${arg.replace(/^-+/, '').split('=')[0]}`;
      const hint = known.includes(long.slice(2)) ? `; did you mean '${long}'?` : didYouMean(long, known.map((k) => `--${k}`));
      return { error: `unknown option '${arg}'${hint}` };
    }
    const [key, ...rest] = arg.slice(2).split('=');
    const inline = rest.length ? rest.join('=') : undefined;
    if (spec.flags.includes(key)) {
      if (inline !== undefined) return { error: `--${key} takes no value` };
      options[key] = true;
    } else if (spec.values.includes(key)) {
      const value = inline ?? args[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) return { error: `--${key} needs a value` };
      options[key] = value;
    } else {
      return { error: `unknown option '--${key}'${didYouMean(`--${key}`, known.map((k) => `--${k}`))}` };
    }
  }
  return { options, positional, help: false };
}
