import type { GateReport } from '../report/model.js';
import type { OptionEdits } from './decision.js';

/**
 * Where a report is read, which decides how a fix is written: the action's `with:` inputs, or the command
 * line, rebuilt from the arguments the user gave (`args`, after the program name) when they are known.
 */
export type Surface = { kind: 'action' } | { kind: 'cli'; args?: readonly string[] };

export const ACTION_SURFACE: Surface = { kind: 'action' };

/** A string as a YAML scalar: plain when it cannot be read as anything else, else double-quoted (JSON). */
function yamlScalar(value: string): string {
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

/** CLI options that take no value: an edit to `true` writes the bare flag. */
const CLI_SWITCHES: ReadonlySet<string> = new Set(['allow-mixed-judgement']);

/** The arguments without every occurrence of the named options (`--name value`, `--name=value`, a bare switch). */
function withoutOptions(args: readonly string[], names: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const name = names.find((n) => arg === `--${n}` || arg.startsWith(`--${n}=`));
    if (name === undefined) kept.push(arg);
    else if (arg === `--${name}` && !CLI_SWITCHES.has(name)) i++;
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
  const names = Object.keys(edits);
  const flag = (name: string): string[] =>
    CLI_SWITCHES.has(name) ? (edits[name] === 'true' ? [`--${name}`] : []) : [`--${name}`, edits[name]!];
  const words = [...withoutOptions(base, names), ...names.flatMap(flag)];
  return ['passk-gate', ...words].map(shellWord).join(' ');
}
