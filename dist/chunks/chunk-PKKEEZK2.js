import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  gateRequest
} from "./chunk-NSAMNTK7.js";
import {
  InputError,
  checkReadable,
  ioProblem,
  quoted
} from "./chunk-6H7HEUSY.js";

// src/config/file.ts
import { readFile } from "node:fs/promises";
import { dirname } from "node:path";
var MAX_CONFIG_BYTES = 1024 * 1024;
function lineCounterLocator(file, doc, counter, isMap) {
  return {
    file,
    line(path, key) {
      const node = doc.getIn(path, true);
      const offset = key !== void 0 && isMap(node) ? node.items.find((item) => item.key?.value === key)?.key.range?.[0] : node?.range?.[0];
      return offset === void 0 ? null : counter.linePos(offset).line;
    }
  };
}
function faultOffset(yaml, doc, error, what, text, counter) {
  const [at] = error.pos;
  const unclosed = /^Missing closing .?quote$/.test(what) ? (node) => yaml.isScalar(node) && (node.type === "QUOTE_DOUBLE" || node.type === "QUOTE_SINGLE") : /end with a [\]}]$/.test(what) ? (node) => yaml.isCollection(node) && node.flow === true : void 0;
  let start = at;
  yaml.visit(doc, (_key, node) => {
    if (!yaml.isNode(node) || node.range == null) return void 0;
    if (unclosed?.(node) && node.range[1] === at) {
      start = node.range[0];
      return yaml.visit.BREAK;
    }
    const key = yaml.isMap(node) && node.range[0] === at ? node.items[0]?.key : void 0;
    const keyEnd = error.code === "BLOCK_AS_IMPLICIT_KEY" ? key?.range?.[1] : void 0;
    if (keyEnd !== void 0 && counter.linePos(keyEnd).line > counter.linePos(at).line) {
      const lineStart = counter.lineStarts[counter.linePos(keyEnd).line - 1];
      start = lineStart + /^[ \t]*/.exec(text.slice(lineStart))[0].length;
      return yaml.visit.BREAK;
    }
    return void 0;
  });
  return start;
}
async function readConfigText(path) {
  const size = await checkReadable(path, "config file");
  if (size > MAX_CONFIG_BYTES) {
    throw new InputError(`${path}: is ${Math.round(size / 1024)} kB; a config file is at most 1 MiB`);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await readFile(path));
  } catch (error) {
    if (error instanceof TypeError) throw new InputError(`${path}: is not UTF-8 text`);
    throw new InputError(`${path}: ${ioProblem(error)}`);
  }
}
async function parseGateConfig(text, file) {
  const yaml = (await import("./dist-Z42YYMHJ.js")).default;
  const { isMap, LineCounter, parseDocument } = yaml;
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: true });
  const error = doc.errors[0];
  if (error !== void 0) {
    const what = error.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
    const offset = Math.min(faultOffset(yaml, doc, error, what, text, counter), Math.max(0, text.trimEnd().length - 1));
    const { line, col } = counter.linePos(offset);
    const source = text.slice(counter.lineStarts[line - 1], counter.lineStarts[line] ?? text.length).trimEnd();
    const indent = /^[ \t]*/.exec(source)[0].length;
    const column = error.code === "BAD_INDENT" && col <= indent && indent < source.length ? indent + 1 : col;
    throw new InputError(`${file}:${line}: not valid YAML: ${what} (column ${column} of ${quoted(source, 80)})`);
  }
  let value;
  try {
    value = doc.toJS({ maxAliasCount: 1e3 });
  } catch (error2) {
    if (error2 instanceof ReferenceError) throw new InputError(`${file}: not valid YAML: ${error2.message}`);
    throw error2;
  }
  return gateRequest(value, dirname(file), lineCounterLocator(file, doc, counter, isMap));
}
async function readGateConfig(path) {
  return parseGateConfig(await readConfigText(path), path);
}
function gateConfigFromObject(value) {
  return gateRequest(value, ".", { file: null, line: () => null });
}

export {
  readGateConfig,
  gateConfigFromObject
};
