import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { validateRuleset } from '../engine/rulesets';
import type { LocatedDiagnostic } from '../engine/rulesets';
import { displayPath, loadLibrary } from '../lib/rulesets/load';

export interface ValidateReport {
  lines: string[];
  errors: number;
  warnings: number;
  checked: string[];
}

/**
 * `rondel validate [file-or-id...]`: validates the named rulesets (all of them when none is named).
 * A part file (e.g. a map) validates every ruleset that uses it.
 */
export function runValidate(args: string[]): ValidateReport {
  const files = args.filter((a) => a.endsWith('.json') || existsSync(a));
  const ids = args.filter((a) => !files.includes(a));
  const standalone = files.filter((f) => /\.(ruleset|variant)\.json$/.test(f) || !isPartOfLibrary(f));
  const library = loadLibrary({ extraFiles: standalone.filter((f) => !isInLibrary(f)) });

  const targets = new Set<string>(ids);
  for (const file of files) {
    const absolute = path.resolve(file);
    for (const source of library.values()) {
      const own = path.resolve(source.document.file) === absolute;
      const usesPart = Object.values(source.parts).some((p) => path.resolve(p!.file) === absolute);
      if (own || usesPart) targets.add(source.id);
    }
    if (![...library.values()].some((s) => path.resolve(s.document.file) === absolute || Object.values(s.parts).some((p) => path.resolve(p!.file) === absolute))) {
      targets.add(`file:${file}`);
    }
  }
  if (!args.length) library.forEach((_, id) => targets.add(id));

  const seen = new Set<string>();
  const lines: string[] = [];
  let errors = 0;
  let warnings = 0;
  for (const target of targets) {
    if (target.startsWith('file:')) {
      const file = target.slice(5);
      lines.push(`${file}:1:1 error file/not-a-ruleset ${existsSync(file) && statSync(file).isFile() ? 'this file is neither a ruleset (*.ruleset.json), a variant (*.variant.json) nor a part file used by one' : 'no such file'}`);
      errors++;
      continue;
    }
    const result = validateRuleset(library, target);
    for (const d of result.diagnostics) {
      const line = formatDiagnostic(d, target);
      if (seen.has(line)) continue;
      seen.add(line);
      lines.push(line);
      if (d.severity === 'error') errors++;
      else if (d.severity === 'warning') warnings++;
    }
  }
  return { lines, errors, warnings, checked: [...targets] };
}

export function formatDiagnostic(d: LocatedDiagnostic, fallback: string): string {
  const place = d.file ? `${d.file}:${d.line ?? 1}:${d.column ?? 1}` : `${fallback}:1:1`;
  return `${place} ${d.severity} ${d.code} ${d.message}`;
}

function isInLibrary(file: string): boolean {
  const absolute = path.resolve(file);
  return [...loadLibrary({ workspace: undefined }).values()].some((s) => path.resolve(s.document.file) === absolute);
}

function isPartOfLibrary(file: string): boolean {
  const absolute = path.resolve(file);
  return [...loadLibrary().values()].some((s) => Object.values(s.parts).some((p) => path.resolve(p!.file) === absolute));
}

export { displayPath };
