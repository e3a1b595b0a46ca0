import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  gateRequest
} from "./chunk-G4MURJUA.js";
import {
  InputError,
  checkReadable,
  ioProblem
} from "./chunk-M67VOLYC.js";

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
  const { isMap, LineCounter, parseDocument } = (await import("./dist-Z42YYMHJ.js")).default;
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: true });
  const error = doc.errors[0];
  if (error !== void 0) {
    const line = error.linePos?.[0]?.line ?? counter.linePos(error.pos[0]).line;
    const what = error.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
    throw new InputError(`${file}:${line}: not valid YAML: ${what}`);
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
