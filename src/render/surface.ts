import type { GateReport } from '../report/model.js';
import type { OptionEdits } from './decision.js';

/**
 * Where a report is read, which decides how a fix is written: the action's `with:` inputs, or the command
 * line, rebuilt from the arguments the user gave (`args`, after the program name) when they are known.
 */
export type Surface = { kind: 'action' } | { kind: 'cli'; args?: readonly string[] };

export const ACTION_SURFACE: Surface = { kind: 'action' };

/** A value as a YAML scalar: a boolean as such; a string plain when it cannot be read as anything else, else double-quoted (JSON). */
function yamlScalar(value: string | boolean): string {
  if (typeof value === 'boolean') return String(value);
  const plain = /^[A-Za-z_][\w.,=/@+-]*$/.test(value) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(value);
  return plain ? value : JSON.stringify(value);
}

/** The option changes as the lines of a workflow step's `with:` block. */
export function withBlock(edits: OptionEdits): string[] {
  return ['with:', ...Object.entries(edits).map(([name, value]) => `  ${name}: ${yamlScalar(value)}`)];
}

/** The option changes as a check of a gate's config file: the check's name, then its new keys. */
export function configCheckBlock(name: string, edits: OptionEdits): string[] {
  return [
    'checks:',
    `  - name: ${yamlScalar(name)}`,
    ...Object.entries(edits).map(([key, value]) => `    ${key}: ${yamlScalar(value)}`),
  ];
}

/** A word for a POSIX shell: as is when it holds nothing the shell reads, else single-quoted. */
export function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * The arguments without every occurrence of the edited options (`--name value`, `--name=value`, or a bare
 * switch: an option whose edit is a boolean takes no value).
 */
function withoutOptions(args: readonly string[], edits: OptionEdits): string[] {
  const kept: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const name = Object.keys(edits).find((n) => arg === `--${n}` || arg.startsWith(`--${n}=`));
    if (name === undefined) kept.push(arg);
    else if (arg === `--${name}` && typeof edits[name] !== 'boolean') i++;
  }
  return kept;
}

/**
 * The command to run instead: the user's own (`args`), with each edited option replaced; without `args`, a
 * `compare` of the report's two files.
 */
export function commandLine(report: GateReport, edits: OptionEdits, args?: readonly string[]): string {
  const base = args ?? [
    'compare',
    '--baseline',
    report.baseline.source,
    '--candidate',
    report.candidate.source,
    ...(report.k === 1 ? [] : ['--k', String(report.k)]),
  ];
  const flag = ([name, value]: [string, string | boolean]): string[] =>
    typeof value === 'boolean' ? (value ? [`--${name}`] : []) : [`--${name}`, value];
  const words = [...withoutOptions(base, edits), ...Object.entries(edits).flatMap(flag)];
  return ['passk-gate', ...words].map(shellWord).join(' ');
}
