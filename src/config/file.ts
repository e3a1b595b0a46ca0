/**
 * The config file of a gate over several checks (`passk-gate.yml`): YAML (JSON is YAML too), read with the
 * line of every value, so that each error names the file and the line.
 */
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Document, LineCounter, YAMLError } from 'yaml';
import { InputError } from '../common/errors.js';
import { isRecord } from '../common/records.js';
import { checkReadable, jsonOrUndefined, orInputError, refuseWrapped, utf8Text } from '../io/files.js';
import { charText, jsonSyntaxError, type Fault } from '../io/json-syntax.js';
import { rawQuoted } from '../io/value-text.js';
import { documentFormat } from '../formats/detect.js';
import { gateRequest, type GateRequest, type Locator } from './request.js';

/** Largest config file read: a config is a few kilobytes. */
const MAX_CONFIG_BYTES = 1024 * 1024;

function lineCounterLocator(
  file: string,
  text: string,
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
    source(path) {
      const range = (doc.getIn(path, true) as { range?: number[] } | undefined)?.range;
      return range === undefined ? undefined : text.slice(range[0], range[1]);
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

/** White space other than the plain space, as pasted from a web page or a word processor: YAML and JSON read it as text. */
const ODD_SPACE = /[^\P{Zs} ]/gu;

const SPACE_NAMES: Record<string, string> = {
  '\u00a0': 'no-break space',
  '\u202f': 'narrow no-break space',
  '\u3000': 'ideographic space',
};

/**
 * The first white space other than the plain space outside a quoted value, a label's text and a comment: in the
 * indentation or around a key's colon it breaks the structure where the parser gives a later line and another
 * cause, and in an unquoted key or value it is an invisible part of it.
 */
function oddSpace(yaml: typeof import('yaml'), doc: Document, text: string, language: string): Fault | undefined {
  const kept: number[][] = [];
  yaml.visit(doc, (_key, node) => {
    if (yaml.isScalar(node) && node.range != null && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE'))
      kept.push(node.range);
    // A name is free text, never compared or read as a path: white space in it, but at either end, is the user's.
    if (yaml.isPair(node) && yaml.isScalar(node.key) && String(node.key.value) === 'name') {
      const value = node.value;
      if (yaml.isScalar(value) && value.range != null) {
        const [start, end] = value.range;
        const label = text.slice(start, end);
        const from = start + label.search(/\S|$/);
        kept.push([from, from + label.trim().length]);
      }
    }
  });
  const keptAt = (offset: number) => kept.some(([start, end]) => start! <= offset && offset < end!);
  for (const match of text.matchAll(ODD_SPACE)) {
    const offset = match.index;
    if (keptAt(offset)) continue;
    const lineStart = text.lastIndexOf('\n', offset) + 1;
    // A comment: `#` at the start of the line or after white space, outside a quoted value.
    const before = text.slice(lineStart, offset);
    if ([...before.matchAll(/(?:^|[ \t])#/g)].some((hash) => !keptAt(lineStart + hash.index))) continue;
    const name = SPACE_NAMES[match[0]] ?? 'space';
    return { offset, what: `not valid ${language}: ${charText(text, offset)} ${name}: use plain spaces` };
  }
  return undefined;
}

/**
 * The first `//` or `/*` comment outside a quoted string of a .json config, or -1. YAML reads such a comment as
 * text (`, // note` as part of the next key, `1 // note` as the value), so it must be refused though YAML reports
 * no error; a `#` comment is a YAML comment and is read as one.
 */
function jsonComment(text: string): number {
  for (let at = 0; at < text.length; at++) {
    const ch = text[at]!;
    // A token starts at the start of the text, after white space or after `,`, `[`, `{`: `http://x` is a value.
    const tokenStart = at === 0 || /[\s,[{]/.test(text[at - 1]!);
    if (ch === '"' || (ch === "'" && tokenStart)) {
      // To the closing quote: `\` escapes in double quotes, `''` is a quote in single quotes.
      for (at++; at < text.length; at++) {
        if (ch === '"' && text[at] === '\\') at++;
        else if (text[at] === ch && !(ch === "'" && text[at + 1] === "'")) break;
        else if (text[at] === ch) at++;
      }
    } else if (ch === '#' && tokenStart) {
      at = text.indexOf('\n', at);
      if (at === -1) return -1;
    } else if (tokenStart && (text.startsWith('//', at) || text.startsWith('/*', at))) {
      return at;
    }
  }
  return -1;
}

/**
 * A .json config's fault in JSON's words. A comment YAML would read as text is refused whether or not YAML
 * reports an error; what YAML reads as JSON means (a trailing comma, single quotes, a `#` comment) is read as
 * YAML, as it always was. When YAML reports an error (`error`), the first place the text is not JSON, a trailing
 * comma named as such; a duplicate key.
 */
function jsonFault(text: string, error: YAMLError | undefined): Fault | undefined {
  const comment = jsonComment(text);
  if (comment !== -1) return { offset: comment, what: 'not valid JSON: comments are not JSON' };
  if (error === undefined) return undefined;
  const bom = text.startsWith('\ufeff') ? 1 : 0;
  const found = jsonSyntaxError(text.slice(bom));
  if (found !== undefined) {
    const offset = found.offset + bom;
    // `, }` or `, ]`: placed at the comma.
    const comma = /,[ \t\r\n]*$/.exec(text.slice(0, offset));
    if (comma !== null && (text[offset] === '}' || text[offset] === ']')) {
      return { offset: comma.index, what: `not valid JSON: a trailing comma before ${text[offset]}: remove it` };
    }
    return { offset, what: `not valid JSON: ${found.what}` };
  }
  const [at] = error.pos;
  const key = /^"(?:[^"\\]|\\.)*"/.exec(text.slice(at))?.[0];
  if (error.code === 'DUPLICATE_KEY' && key !== undefined) {
    return { offset: at, what: `duplicate key ${key}: give each key once` };
  }
  return undefined;
}

/**
 * What to write on a line at fault that lacks a space YAML needs (`k:5`, `-name: a`), which the parser reports in its
 * own terms (an implicit key on several lines, items at different columns); else ''.
 */
function spaceFix(line: string): string {
  const pair = /^[ \t]*(- +)?([\w$][\w$.-]*):([^\s:].*?)\s*$/.exec(line);
  if (pair !== null) return `: a key needs a space after its colon: write ${pair[1] ?? ''}${pair[2]}: ${pair[3]}`;
  const item = /^[ \t]*-([\w$][\w$.-]*:(?: .*?)?)\s*$/.exec(line);
  if (item !== null) return `: a list item needs a space after its -: write - ${item[1]}`;
  return '';
}

/**
 * The line (1-based) of a list item with no space after its `-` (`-name: a`) just above `line`, else undefined: YAML
 * reads `-name` as a key, and faults the check's next key, nested under it, in its own terms.
 */
function itemAbove(lines: readonly string[], line: number): number | undefined {
  for (let above = line - 1; above >= 1; above--) {
    const text = lines[above - 1]!;
    if (/^\s*(#|$)/.test(text)) continue;
    return /^[ \t]*-[\w$]/.test(text) && spaceFix(text) !== '' ? above : undefined;
  }
  return undefined;
}

/** A key's line: its indentation (with a list item's `- `), the key, and its value (empty when a map follows). */
const KEY_LINE = /^( *(?:- +)*)([\w$][\w$.-]*): *(.*?)\s*$/;

/**
 * What to write for a key indented past the key on the line above, which holds a value (`     k: 2` under
 * `    candidate: c.json`): the parser reports nested or compact mappings, or a key on several lines; else ''.
 */
function indentFix(lines: readonly string[], line: number): string {
  const key = KEY_LINE.exec(lines[line - 1]!);
  const above = lines
    .slice(0, line - 1)
    .reverse()
    .find((text) => !/^\s*(#|$)/.test(text));
  const sibling = above === undefined ? null : KEY_LINE.exec(above);
  if (key === null || sibling === null || sibling[3] === '' || key[1]!.length <= sibling[1]!.length) return '';
  return `${key[2]} is indented past ${sibling[2]} above it: start it at column ${sibling[1]!.length + 1}, as ${sibling[2]}`;
}

/** A YAML error in plain words where the library's name its own API. */
const YAML_WORDS: Partial<Record<YAMLError['code'], string>> = {
  MULTIPLE_DOCS: 'a second document starts here; a config file is one document: remove this line and what follows it',
  NON_STRING_KEY: 'a key must be a name, not a list or a map',
};

/** The first fault of a parsed config's text (`not valid YAML: ...`), the YAML library's errors first; else undefined. */
function firstFault(
  yaml: typeof import('yaml'),
  doc: Document,
  text: string,
  file: string,
  counter: LineCounter,
): Fault | undefined {
  // JSON with comments (.jsonc) is JSON to its reader: its comments are said to be no JSON, not read as YAML keys.
  const json = /\.jsonc?$/i.test(file);
  const odd = oddSpace(yaml, doc, text, json ? 'JSON' : 'YAML');
  if (odd !== undefined) return odd;
  const error = doc.errors[0];
  const inJson = json ? jsonFault(text, error) : undefined;
  if (inJson !== undefined) return inJson;
  if (error !== undefined) {
    const said = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    const what =
      YAML_WORDS[error.code] ??
      // `"results\hEval.jsonl"`, a Windows path in double quotes.
      (error.code === 'BAD_DQ_ESCAPE'
        ? `${said}: in double quotes \\ starts an escape; write / between folders`
        : said);
    let start = faultOffset(yaml, doc, error, what, text, counter);
    // Reported on a blank or comment line, it is the next line's: the parser looked ahead to its key.
    const skipped = /^(?:[ \t]*(?:#.*)?\r?\n)+(?=[ \t]*[^\s#])/.exec(text.slice(start));
    if (error.code === 'BAD_INDENT' && counter.linePos(start).col === 1 && skipped !== null) start += skipped[0].length;
    // A fault reported in a line's indentation (`All mapping items must start at the same column`) is its first key.
    const lineStart = counter.lineStarts[counter.linePos(start).line - 1]!;
    const indent = /^[ \t]*/.exec(text.slice(lineStart))![0].length;
    const atKey =
      error.code === 'BAD_INDENT' && start < lineStart + indent && !/^[ \t]*(\r?\n|$)/.test(text.slice(lineStart));
    const line = /^.*/.exec(text.slice(lineStart))![0];
    const offset = atKey ? lineStart + indent : start;
    const lines = text.split(/\r?\n/);
    const item = spaceFix(line) === '' ? itemAbove(lines, counter.linePos(offset).line) : undefined;
    if (item !== undefined) {
      const itemLine = lines[item - 1]!;
      const itemOffset = counter.lineStarts[item - 1]! + /^[ \t]*/.exec(itemLine)![0].length;
      return { offset: itemOffset, what: `not valid YAML: ${spaceFix(itemLine).slice(2)}` };
    }
    const indented = spaceFix(line) === '' ? indentFix(lines, counter.linePos(offset).line) : '';
    if (indented !== '') return { offset, what: `not valid YAML: ${indented}` };
    return { offset, what: `not valid YAML: ${what}${spaceFix(line)}` };
  }
  let alias: Fault | undefined;
  yaml.visit(doc, {
    Alias(_key, node) {
      if (node.resolve(doc) !== undefined) return undefined;
      alias = {
        offset: node.range![0],
        what: `not valid YAML: *${node.source} names no anchor: set &${node.source} on a value above it`,
      };
      return yaml.visit.BREAK;
    },
  });
  return alias;
}

/**
 * The format of a results document given for the config (`gate --config baseline.json`): its passk-results tag, or
 * the harness detection tells by its keys; else undefined.
 */
function resultsFormat(value: unknown, file: string): string | undefined {
  if (isRecord(value) && typeof value.format === 'string' && value.format.startsWith('passk-results/')) {
    return value.format;
  }
  return documentFormat(value, file);
}

/** Whether a config's text is JSON Lines, a JSON object a line, as a harness's per-sample results are. */
function isJsonLines(text: string): boolean {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return lines.length > 1 && lines.every((line) => isRecord(jsonOrUndefined(line)));
}

/** How the CLI and the action compare two results files: what a results file given as the config is told. */
const COMPARE_TWO =
  'run compare --baseline FILE --candidate FILE (in the action, give the inputs baseline and candidate instead of config)';

/** The error for a results file given as the config: what it is, and how two are compared (`compareTwo`). */
function resultsFileError(file: string, kind: string, compareTwo: string): InputError {
  return new InputError(
    `${file}: looks like a results file (${kind}), not a gate config: to compare two results files, ${compareTwo}`,
  );
}

/**
 * Parses and validates a config's text; `file` names it in errors and anchors its relative paths. `historyBranch`
 * (the action's history input) lets a check's anchor be a bare SELECTOR, picked in that branch's store;
 * `compareTwo` says how the caller compares two results files, for a results file given as the config.
 */
export async function parseGateConfig(
  text: string,
  file: string,
  historyBranch?: string,
  compareTwo = COMPARE_TWO,
): Promise<GateRequest> {
  // YAML is loaded only by a run that reads a config file.
  const yaml = (await import('yaml')).default;
  const { isMap, LineCounter, parseDocument } = yaml;
  const counter = new LineCounter();
  // The library's warnings would go to stderr as the process's own; a list or map as a key is an error at its place.
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: true, logLevel: 'error', stringKeys: true });
  const fault = firstFault(yaml, doc, text, file, counter);
  if (fault !== undefined) {
    // YAML cannot read JSON Lines: its fault would be a results file's second line.
    if (isJsonLines(text)) throw resultsFileError(file, 'JSON Lines', compareTwo);
    // An error at the end of the file is on its last line, not on the empty one after the final newline.
    // Only YAML's white space is trimmed: a pasted U+3000 at the end is the fault, and is shown.
    const trimmed = (part: string) => part.replace(/[ \t\r\n]+$/, '');
    const { line, col } = counter.linePos(Math.min(fault.offset, Math.max(0, trimmed(text).length - 1)));
    const source = trimmed(text.slice(counter.lineStarts[line - 1], counter.lineStarts[line] ?? text.length));
    throw new InputError(`${file}:${line}: ${fault.what} (column ${col} of ${rawQuoted(source, 80)})`);
  }
  if (doc.contents === null) {
    throw new InputError(`${file}: is empty${text.trim() === '' ? '' : ': it holds no keys, only comments'}`);
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 1000 });
  } catch (error) {
    // What yaml throws for aliases that expand too far (a "billion laughs"): the file's fault, not a bug.
    if (error instanceof ReferenceError) throw new InputError(`${file}: not valid YAML: ${error.message}`);
    throw error;
  }
  const format = resultsFormat(value, file);
  if (format !== undefined) throw resultsFileError(file, format, compareTwo);
  return gateRequest(value, dirname(file), lineCounterLocator(file, text, doc, counter, isMap), historyBranch);
}

/**
 * Reads and validates a config file (YAML or JSON), as `parseGateConfig`; its size is checked before it is read.
 * Every problem is an `InputError` with the file (and line).
 */
export async function readGateConfig(path: string, historyBranch?: string, compareTwo?: string): Promise<GateRequest> {
  const size = await checkReadable(path, 'config file');
  if (size > MAX_CONFIG_BYTES) {
    // Rounded up: a file a few bytes over 1 MiB is not "1024 kB", which reads as within it.
    throw new InputError(`${path}: is ${Math.ceil(size / 1024)} kB; a config file is at most 1 MiB`);
  }
  const bytes = await orInputError(path, readFile(path));
  // Notepad's "Unicode" and PowerShell 5's > write UTF-16: named with its fix, as a results file's is.
  refuseWrapped(path, bytes);
  return parseGateConfig(utf8Text(bytes, path, '', undefined, true), path, historyBranch, compareTwo);
}

/**
 * A config given as an object (the library's), validated as a file is; relative paths are relative to the working
 * directory and errors name the place by its path (`checks[1].k`).
 */
export function gateConfigFromObject(value: unknown): GateRequest {
  return gateRequest(value, '.', { file: null, line: () => null, source: () => undefined });
}
