import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  gateRequest
} from "./chunk-2QDV6MVB.js";
import {
  documentFormat
} from "./chunk-O77QD7CX.js";
import {
  InputError,
  charText,
  checkReadable,
  isRecord,
  jsonOrUndefined,
  jsonSyntaxError,
  orInputError,
  rawQuoted,
  refuseWrapped,
  utf8Text
} from "./chunk-Y3XH2ARF.js";

// src/config/file.ts
import { readFile } from "node:fs/promises";
import { dirname } from "node:path";
var MAX_CONFIG_BYTES = 1024 * 1024;
function lineCounterLocator(file, text, doc, counter, isMap) {
  return {
    file,
    line(path, key) {
      const node = doc.getIn(path, true);
      const offset = key !== void 0 && isMap(node) ? node.items.find((item) => item.key?.value === key)?.key.range?.[0] : node?.range?.[0];
      return offset === void 0 ? null : counter.linePos(offset).line;
    },
    source(path) {
      const range = doc.getIn(path, true)?.range;
      return range === void 0 ? void 0 : text.slice(range[0], range[1]);
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
var ODD_SPACE = /[^\P{Zs} ]/gu;
var SPACE_NAMES = {
  "\xA0": "no-break space",
  "\u202F": "narrow no-break space",
  "\u3000": "ideographic space"
};
function oddSpace(yaml, doc, text, language) {
  const kept = [];
  yaml.visit(doc, (_key, node) => {
    if (yaml.isScalar(node) && node.range != null && (node.type === "QUOTE_DOUBLE" || node.type === "QUOTE_SINGLE"))
      kept.push(node.range);
    if (yaml.isPair(node) && yaml.isScalar(node.key) && String(node.key.value) === "name") {
      const value = node.value;
      if (yaml.isScalar(value) && value.range != null) {
        const [start, end] = value.range;
        const label = text.slice(start, end);
        const from = start + label.search(/\S|$/);
        kept.push([from, from + label.trim().length]);
      }
    }
  });
  const keptAt = (offset) => kept.some(([start, end]) => start <= offset && offset < end);
  for (const match of text.matchAll(ODD_SPACE)) {
    const offset = match.index;
    if (keptAt(offset)) continue;
    const lineStart = text.lastIndexOf("\n", offset) + 1;
    const before = text.slice(lineStart, offset);
    if ([...before.matchAll(/(?:^|[ \t])#/g)].some((hash) => !keptAt(lineStart + hash.index))) continue;
    const name = SPACE_NAMES[match[0]] ?? "space";
    return { offset, what: `not valid ${language}: ${charText(text, offset)} ${name}: use plain spaces` };
  }
  return void 0;
}
function jsonComment(text) {
  for (let at = 0; at < text.length; at++) {
    const ch = text[at];
    const tokenStart = at === 0 || /[\s,[{]/.test(text[at - 1]);
    if (ch === '"' || ch === "'" && tokenStart) {
      for (at++; at < text.length; at++) {
        if (ch === '"' && text[at] === "\\") at++;
        else if (text[at] === ch && !(ch === "'" && text[at + 1] === "'")) break;
        else if (text[at] === ch) at++;
      }
    } else if (ch === "#" && tokenStart) {
      at = text.indexOf("\n", at);
      if (at === -1) return -1;
    } else if (tokenStart && (text.startsWith("//", at) || text.startsWith("/*", at))) {
      return at;
    }
  }
  return -1;
}
function jsonFault(text, error) {
  const comment = jsonComment(text);
  if (comment !== -1) return { offset: comment, what: "not valid JSON: comments are not JSON" };
  if (error === void 0) return void 0;
  const bom = text.startsWith("\uFEFF") ? 1 : 0;
  const found = jsonSyntaxError(text.slice(bom));
  if (found !== void 0) {
    const offset = found.offset + bom;
    const comma = /,[ \t\r\n]*$/.exec(text.slice(0, offset));
    if (comma !== null && (text[offset] === "}" || text[offset] === "]")) {
      return { offset: comma.index, what: `not valid JSON: a trailing comma before ${text[offset]}: remove it` };
    }
    return { offset, what: `not valid JSON: ${found.what}` };
  }
  const [at] = error.pos;
  const key = /^"(?:[^"\\]|\\.)*"/.exec(text.slice(at))?.[0];
  if (error.code === "DUPLICATE_KEY" && key !== void 0) {
    return { offset: at, what: `duplicate key ${key}: give each key once` };
  }
  return void 0;
}
function spaceFix(line) {
  const pair = /^[ \t]*(- +)?([\w$][\w$.-]*):([^\s:].*?)\s*$/.exec(line);
  if (pair !== null) return `: a key needs a space after its colon: write ${pair[1] ?? ""}${pair[2]}: ${pair[3]}`;
  const item = /^[ \t]*-([\w$][\w$.-]*:(?: .*?)?)\s*$/.exec(line);
  if (item !== null) return `: a list item needs a space after its -: write - ${item[1]}`;
  return "";
}
function itemAbove(lines, line) {
  for (let above = line - 1; above >= 1; above--) {
    const text = lines[above - 1];
    if (/^\s*(#|$)/.test(text)) continue;
    return /^[ \t]*-[\w$]/.test(text) && spaceFix(text) !== "" ? above : void 0;
  }
  return void 0;
}
var KEY_LINE = /^( *(?:- +)*)([\w$][\w$.-]*): *(.*?)\s*$/;
function indentFix(lines, line) {
  const key = KEY_LINE.exec(lines[line - 1]);
  const above = lines.slice(0, line - 1).reverse().find((text) => !/^\s*(#|$)/.test(text));
  const sibling = above === void 0 ? null : KEY_LINE.exec(above);
  if (key === null || sibling === null || sibling[3] === "" || key[1].length <= sibling[1].length) return "";
  return `${key[2]} is indented past ${sibling[2]} above it: start it at column ${sibling[1].length + 1}, as ${sibling[2]}`;
}
var YAML_WORDS = {
  MULTIPLE_DOCS: "a second document starts here; a config file is one document: remove this line and what follows it",
  NON_STRING_KEY: "a key must be a name, not a list or a map"
};
function firstFault(yaml, doc, text, file, counter) {
  const json = /\.jsonc?$/i.test(file);
  const odd = oddSpace(yaml, doc, text, json ? "JSON" : "YAML");
  if (odd !== void 0) return odd;
  const error = doc.errors[0];
  const inJson = json ? jsonFault(text, error) : void 0;
  if (inJson !== void 0) return inJson;
  if (error !== void 0) {
    const said = error.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
    const what = YAML_WORDS[error.code] ?? // `"results\hEval.jsonl"`, a Windows path in double quotes.
    (error.code === "BAD_DQ_ESCAPE" ? `${said}: in double quotes \\ starts an escape; write / between folders` : said);
    let start = faultOffset(yaml, doc, error, what, text, counter);
    const skipped = /^(?:[ \t]*(?:#.*)?\r?\n)+(?=[ \t]*[^\s#])/.exec(text.slice(start));
    if (error.code === "BAD_INDENT" && counter.linePos(start).col === 1 && skipped !== null) start += skipped[0].length;
    const lineStart = counter.lineStarts[counter.linePos(start).line - 1];
    const indent = /^[ \t]*/.exec(text.slice(lineStart))[0].length;
    const atKey = error.code === "BAD_INDENT" && start < lineStart + indent && !/^[ \t]*(\r?\n|$)/.test(text.slice(lineStart));
    const line = /^.*/.exec(text.slice(lineStart))[0];
    const offset = atKey ? lineStart + indent : start;
    const lines = text.split(/\r?\n/);
    const item = spaceFix(line) === "" ? itemAbove(lines, counter.linePos(offset).line) : void 0;
    if (item !== void 0) {
      const itemLine = lines[item - 1];
      const itemOffset = counter.lineStarts[item - 1] + /^[ \t]*/.exec(itemLine)[0].length;
      return { offset: itemOffset, what: `not valid YAML: ${spaceFix(itemLine).slice(2)}` };
    }
    const indented = spaceFix(line) === "" ? indentFix(lines, counter.linePos(offset).line) : "";
    if (indented !== "") return { offset, what: `not valid YAML: ${indented}` };
    return { offset, what: `not valid YAML: ${what}${spaceFix(line)}` };
  }
  let alias;
  yaml.visit(doc, {
    Alias(_key, node) {
      if (node.resolve(doc) !== void 0) return void 0;
      alias = {
        offset: node.range[0],
        what: `not valid YAML: *${node.source} names no anchor: set &${node.source} on a value above it`
      };
      return yaml.visit.BREAK;
    }
  });
  return alias;
}
function resultsFormat(value, file) {
  if (isRecord(value) && typeof value.format === "string" && value.format.startsWith("passk-results/")) {
    return value.format;
  }
  return documentFormat(value, file);
}
function isJsonLines(text) {
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  return lines.length > 1 && lines.every((line) => isRecord(jsonOrUndefined(line)));
}
var COMPARE_TWO = "run compare --baseline FILE --candidate FILE (in the action, give the inputs baseline and candidate instead of config)";
function resultsFileError(file, kind, compareTwo) {
  return new InputError(
    `${file}: looks like a results file (${kind}), not a gate config: to compare two results files, ${compareTwo}`
  );
}
async function parseGateConfig(text, file, historyBranch, compareTwo = COMPARE_TWO) {
  const yaml = (await import("./dist-INI347VZ.js")).default;
  const { isMap, LineCounter, parseDocument } = yaml;
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: true, logLevel: "error", stringKeys: true });
  const fault = firstFault(yaml, doc, text, file, counter);
  if (fault !== void 0) {
    if (isJsonLines(text)) throw resultsFileError(file, "JSON Lines", compareTwo);
    const trimmed = (part) => part.replace(/[ \t\r\n]+$/, "");
    const { line, col } = counter.linePos(Math.min(fault.offset, Math.max(0, trimmed(text).length - 1)));
    const source = trimmed(text.slice(counter.lineStarts[line - 1], counter.lineStarts[line] ?? text.length));
    throw new InputError(`${file}:${line}: ${fault.what} (column ${col} of ${rawQuoted(source, 80)})`);
  }
  if (doc.contents === null) {
    throw new InputError(`${file}: is empty${text.trim() === "" ? "" : ": it holds no keys, only comments"}`);
  }
  let value;
  try {
    value = doc.toJS({ maxAliasCount: 1e3 });
  } catch (error) {
    if (error instanceof ReferenceError) throw new InputError(`${file}: not valid YAML: ${error.message}`);
    throw error;
  }
  const format = resultsFormat(value, file);
  if (format !== void 0) throw resultsFileError(file, format, compareTwo);
  return gateRequest(value, dirname(file), lineCounterLocator(file, text, doc, counter, isMap), historyBranch);
}
async function readGateConfig(path, historyBranch, compareTwo) {
  const size = await checkReadable(path, "config file");
  if (size > MAX_CONFIG_BYTES) {
    throw new InputError(`${path}: is ${Math.ceil(size / 1024)} kB; a config file is at most 1 MiB`);
  }
  const bytes = await orInputError(path, readFile(path));
  refuseWrapped(path, bytes);
  return parseGateConfig(utf8Text(bytes, path, "", void 0, true), path, historyBranch, compareTwo);
}
function gateConfigFromObject(value) {
  return gateRequest(value, ".", { file: null, line: () => null, source: () => void 0 });
}

export {
  readGateConfig,
  gateConfigFromObject
};
