/**
 * The config file of a gate over several checks (`passk-gate.yml`): YAML (JSON is YAML too), read with the
 * line of every value, so that each error names the file and the line.
 */
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Document, LineCounter } from 'yaml';
import { InputError } from '../common/errors.js';
import { checkReadable, ioProblem } from '../io/files.js';
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
  const { isMap, LineCounter, parseDocument } = (await import('yaml')).default;
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: true });
  const error = doc.errors[0];
  if (error !== undefined) {
    const line = error.linePos?.[0]?.line ?? counter.linePos(error.pos[0]).line;
    const what = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    throw new InputError(`${file}:${line}: not valid YAML: ${what}`);
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
