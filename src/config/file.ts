/**
 * The config file of a gate over several checks (`passk-gate.yml`): YAML (JSON is YAML too), read with the
 * line of every value, so that each error names the file and the line.
 */
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Document, LineCounter, YAMLError } from 'yaml';
import { InputError } from '../common/errors.js';
import { checkReadable, ioProblem } from '../io/files.js';
import { quoted } from '../io/value-text.js';
import { gateRequest, type GateRequest, type Locator } from './request.js';

/** Largest config file read: a config is a few kilobytes. */
const MAX_CONFIG_BYTES = 1024 * 1024;

function lineCounterLocator(
  file: string,
  doc: Document,
  counter: LineCounter,
  isMap: (node: unknown) => boolean,
): Locator {
  return {
    file,
    line(path, key) {
      const node = doc.getIn(path, true) as
        { items?: { key: { value?: unknown; range?: number[] } }[]; range?: number[] } | undefined;
      const offset =
        key !== undefined && isMap(node)
          ? node!.items!.find((item) => item.key?.value === key)?.key.range?.[0]
          : node?.range?.[0];
      return offset === undefined ? null : counter.linePos(offset).line;
    },
  };
}

/**
 * Where the fault a YAML error reports starts. The parser reports an unclosed quote or bracket where it gave up
 * (the next line, or past the end of the file), and a key indented too far at the value on the line above, which
 * it joins; these are placed at the opening quote or bracket, and at the over-indented key. Other errors are
 * where the parser reports them.
 */
function faultOffset(
  yaml: typeof import('yaml'),
  doc: Document,
  error: YAMLError,
  what: string,
  text: string,
  counter: LineCounter,
): number {
  const [at] = error.pos;
  const unclosed = /^Missing closing .?quote$/.test(what)
    ? (node: unknown) => yaml.isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE')
    : /end with a [\]}]$/.test(what)
      ? (node: unknown) => yaml.isCollection(node) && node.flow === true
      : undefined;
  let start = at;
  yaml.visit(doc, (_key, node) => {
    if (!yaml.isNode(node) || node.range == null) return undefined;
    if (unclosed?.(node) && node.range[1] === at) {
      start = node.range[0];
      return yaml.visit.BREAK;
    }
    // `k: 10` above `  margin: 0.03` indented too far: `10 margin` is read as a key of a map nested in `k`.
    const key = yaml.isMap(node) && node.range[0] === at ? (node.items[0]?.key as { range?: number[] }) : undefined;
    const keyEnd = error.code === 'BLOCK_AS_IMPLICIT_KEY' ? key?.range?.[1] : undefined;
    if (keyEnd !== undefined && counter.linePos(keyEnd).line > counter.linePos(at).line) {
      const lineStart = counter.lineStarts[counter.linePos(keyEnd).line - 1]!;
      start = lineStart + /^[ \t]*/.exec(text.slice(lineStart))![0].length;
      return yaml.visit.BREAK;
    }
    return undefined;
  });
  return start;
}

/** The raw text of the config file, or an `InputError` naming it; its size is checked before it is read. */
async function readConfigText(path: string): Promise<string> {
  const size = await checkReadable(path, 'config file');
  if (size > MAX_CONFIG_BYTES) {
    throw new InputError(`${path}: is ${Math.round(size / 1024)} kB; a config file is at most 1 MiB`);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await readFile(path));
  } catch (error) {
    if (error instanceof TypeError) throw new InputError(`${path}: is not UTF-8 text`);
    throw new InputError(`${path}: ${ioProblem(error)}`);
  }
}

/** Parses and validates a config's text; `file` names it in errors and anchors its relative paths. */
export async function parseGateConfig(text: string, file: string): Promise<GateRequest> {
  // YAML is loaded only by a run that reads a config file.
  const yaml = (await import('yaml')).default;
  const { isMap, LineCounter, parseDocument } = yaml;
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: true });
  const error = doc.errors[0];
  if (error !== undefined) {
    const what = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    // An error at the end of the file is on its last line, not on the empty one after the final newline.
    const offset = Math.min(faultOffset(yaml, doc, error, what, text, counter), Math.max(0, text.trimEnd().length - 1));
    const { line, col } = counter.linePos(offset);
    const source = text.slice(counter.lineStarts[line - 1], counter.lineStarts[line] ?? text.length).trimEnd();
    // A fault reported in a line's indentation (`All mapping items must start at the same column`) is its first key.
    const indent = /^[ \t]*/.exec(source)![0].length;
    const column = error.code === 'BAD_INDENT' && col <= indent && indent < source.length ? indent + 1 : col;
    throw new InputError(`${file}:${line}: not valid YAML: ${what} (column ${column} of ${quoted(source, 80)})`);
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 1000 });
  } catch (error) {
    // What yaml throws for aliases that expand too far (a "billion laughs"): the file's fault, not a bug.
    if (error instanceof ReferenceError) throw new InputError(`${file}: not valid YAML: ${error.message}`);
    throw error;
  }
  return gateRequest(value, dirname(file), lineCounterLocator(file, doc, counter, isMap));
}

/** Reads and validates a config file (YAML or JSON). Every problem is an `InputError` with the file and line. */
export async function readGateConfig(path: string): Promise<GateRequest> {
  return parseGateConfig(await readConfigText(path), path);
}

/**
 * A config given as an object (the library's), validated as a file is; relative paths are relative to the working
 * directory and errors name the place by its path (`checks[1].k`).
 */
export function gateConfigFromObject(value: unknown): GateRequest {
  return gateRequest(value, '.', { file: null, line: () => null });
}
