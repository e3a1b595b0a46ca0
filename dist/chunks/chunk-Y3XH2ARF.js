import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  __require
} from "./chunk-T6J2QFXX.js";

// src/common/errors.ts
var InputError = class _InputError extends Error {
  constructor(message, fix) {
    super(oneLine(message));
    this.fix = fix;
    this.name = "InputError";
  }
  fix;
  /**
   * This error named by where it arose (`label: message`): a subclass keeps its class and what it carries. The
   * `fix` is left out: it edits one comparison's options, and the label says the error is in a file or a key.
   */
  labelled(label) {
    return new _InputError(`${label}: ${this.message}`);
  }
};
function inputFaults(checks) {
  return checks.flatMap((check) => {
    try {
      check();
      return [];
    } catch (error) {
      if (error instanceof InputError) return [error];
      throw error;
    }
  });
}
var UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;
var UNSHOWABLE_RUN = new RegExp(`\\s*(?:${UNSHOWABLE.source})\\s*`, "g");
function oneLine(text, max = 1e3) {
  const flat = text.replace(UNSHOWABLE_RUN, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}\u2026`;
}
function errorLine(error) {
  return String(error?.message ?? error).split("\n")[0];
}
function inputError(file, location, what) {
  return new InputError([file, location, what].filter((part) => part !== "").join(": "));
}
function redactSecrets(text, secrets, minLength = 4) {
  return secrets.reduce((out, secret) => secret.length < minLength ? out : out.split(secret).join("***"), text);
}

// src/common/lists.ts
function listIds(ids, limit = 5) {
  const shown2 = ids.slice(0, limit).join(", ");
  return ids.length > limit ? `${shown2} and ${ids.length - limit} more` : shown2;
}
function listWords(items, last = "or") {
  return items.length <= 1 ? items[0] ?? "" : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;
}
function counted(count, noun) {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

// node_modules/leven/index.js
var array = [];
var characterCodeCache = [];
function leven(first, second, options) {
  if (first === second) {
    return 0;
  }
  const maxDistance = options?.maxDistance;
  const swap = first;
  if (first.length > second.length) {
    first = second;
    second = swap;
  }
  let firstLength = first.length;
  let secondLength = second.length;
  while (firstLength > 0 && first.charCodeAt(~-firstLength) === second.charCodeAt(~-secondLength)) {
    firstLength--;
    secondLength--;
  }
  let start = 0;
  while (start < firstLength && first.charCodeAt(start) === second.charCodeAt(start)) {
    start++;
  }
  firstLength -= start;
  secondLength -= start;
  if (maxDistance !== void 0 && secondLength - firstLength > maxDistance) {
    return maxDistance;
  }
  if (firstLength === 0) {
    return maxDistance !== void 0 && secondLength > maxDistance ? maxDistance : secondLength;
  }
  let bCharacterCode;
  let result;
  let temporary;
  let temporary2;
  let index = 0;
  let index2 = 0;
  while (index < firstLength) {
    characterCodeCache[index] = first.charCodeAt(start + index);
    array[index] = ++index;
  }
  while (index2 < secondLength) {
    bCharacterCode = second.charCodeAt(start + index2);
    temporary = index2++;
    result = index2;
    for (index = 0; index < firstLength; index++) {
      temporary2 = bCharacterCode === characterCodeCache[index] ? temporary : temporary + 1;
      temporary = array[index];
      result = array[index] = temporary > result ? temporary2 > result ? result + 1 : temporary2 : temporary2 > temporary ? temporary + 1 : temporary2;
    }
    if (maxDistance !== void 0) {
      let rowMinimum = result;
      for (index = 0; index < firstLength; index++) {
        if (array[index] < rowMinimum) {
          rowMinimum = array[index];
        }
      }
      if (rowMinimum > maxDistance) {
        return maxDistance;
      }
    }
  }
  array.length = firstLength;
  characterCodeCache.length = firstLength;
  return maxDistance !== void 0 && result > maxDistance ? maxDistance : result;
}

// src/common/nearest.ts
function nearestWords(word, words) {
  const begun = word.length >= 3 ? words.filter((known) => known.startsWith(word)) : [];
  if (begun.length > 0) return begun;
  const limit = Math.max(1, Math.floor(word.length / 3));
  const scored = words.map((known) => ({ known, distance: swapped(word, known) ? 1 : leven(word, known) }));
  const best = Math.min(...scored.map((s) => s.distance));
  return best > limit ? [] : scored.filter((s) => s.distance === best).map((s) => s.known);
}
function swapped(a, b) {
  if (a.length !== b.length) return false;
  const differ = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differ.push(i);
  const [first, second, ...more] = differ;
  if (first === void 0 || second !== first + 1 || more.length > 0) return false;
  return a[first] === b[second] && a[second] === b[first];
}
function meantWords(word, words) {
  const same = sameWords(word, words);
  return same.length > 0 ? same : nearestWords(word, words);
}
function didYouMean(word, words) {
  const near = meantWords(word, words);
  return near.length > 0 ? `: did you mean ${near.join(" or ")}?` : "";
}
function sameWords(word, words) {
  const loose = (text) => text.toLowerCase().replace(/[\s_-]/g, "");
  return words.filter((known) => loose(known) === loose(word));
}

// src/common/records.ts
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// builtin:node:fs
var builtin = __require("node:fs");
var createReadStream = /* @__PURE__ */ (() => builtin.createReadStream)();
var statSync = /* @__PURE__ */ (() => builtin.statSync)();

// src/io/value-text.ts
var MAX_QUOTED = 60;
var MAX_PASTED = 1e3;
var MAX_LINE_VALUE = 300;
var UNSEEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
var EVERY_UNSEEN = new RegExp(UNSEEN, "gu");
function unseenEscaped(text) {
  const unit = (u) => `\\u${u.charCodeAt(0).toString(16).padStart(4, "0")}`;
  return text.replace(EVERY_UNSEEN, (ch) => ch.split("").map(unit).join(""));
}
function unseenRemoved(text) {
  return text.replace(EVERY_UNSEEN, "");
}
function pasteQuoted(text) {
  return unseenEscaped(JSON.stringify(text));
}
function cutText(text, max) {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return `${text.slice(0, end)}\u2026`;
}
function quoted(text, max = MAX_QUOTED) {
  return pasteQuoted(cutText(text, max));
}
function rawQuoted(text, max = MAX_QUOTED) {
  return `"${unseenEscaped(cutText(text, max).replaceAll("	", "\\t"))}"`;
}
function shown(value) {
  if (typeof value === "string") return quoted(value);
  if (typeof value === "number")
    return Number.isFinite(value) || Number.isNaN(value) ? String(value) : "a number beyond the range of a double";
  if (typeof value === "boolean" || value === null) return String(value);
  if (value === void 0) return "nothing";
  if (typeof value === "bigint") return `${cutText(String(value), MAX_QUOTED)}n (a BigInt)`;
  if (typeof value === "symbol") return "a symbol";
  if (typeof value === "function") return "a function";
  if (value instanceof Number) return "a Number object";
  if (value instanceof String) return "a String object";
  if (value instanceof Boolean) return "a Boolean object";
  return Array.isArray(value) ? "a list" : "an object";
}
function nameText(name) {
  return /^[\w@.:/+-]{1,40}$/.test(name) ? name : quoted(name, 40);
}
function idName(id, unit) {
  return /^\d+$/.test(id) ? `${unit} ${id}` : nameText(id);
}
function shownList(names, limit = 5) {
  return listIds(names.map(nameText), limit);
}
function shellWord(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
function windowsWord(word) {
  if (/^[\w%+=:./\\-][\w@%+=:./\\-]*$/.test(word)) return word;
  return /["$`]/.test(word) ? `'${word.replace(/'/g, "''")}'` : `"${word.replace(/\\+$/, "$&$&")}"`;
}
function pastedWord(word, windows = false) {
  return windows ? windowsWord(word) : shellWord(word);
}

// src/io/mlflow-uri.ts
var DEFAULT_ARTIFACT = "per_problem_counts.json";
function isMlflowUri(path) {
  return path.startsWith("runs:/") || path.startsWith("models:/");
}
function archivedModel(origin) {
  if (origin.model !== null) return `${origin.model.name} version ${origin.model.version}`;
  return origin.run_name?.trim() || origin.run_id;
}
var FORMS = "runs:/<run_id>, runs:/<run_id>/<artifact path>, models:/<name>@<alias> or models:/<name>/<version>";
function malformed(uri, why) {
  return new InputError(`${quoted(uri, 120)}: ${why} (the forms read are ${FORMS})`);
}
function decoded(part) {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
function parseMlflowUri(uri) {
  const checked = (name2) => {
    if (UNSEEN.test(name2)) throw malformed(uri, "has control or invisible characters");
    if (name2 !== name2.trim()) throw malformed(uri, `${quoted(name2, 80)} starts or ends with white space`);
    return name2;
  };
  const part = (raw) => checked(decoded(raw));
  if (UNSEEN.test(uri)) throw malformed(uri, "has control or invisible characters");
  if (uri.startsWith("runs:/")) {
    const rest2 = uri.slice("runs:/".length).replace(/^\/+/, "");
    const slash = rest2.indexOf("/");
    const runId = part(slash === -1 ? rest2 : rest2.slice(0, slash));
    const raw = slash === -1 ? "" : rest2.slice(slash + 1).replace(/\/+$/, "");
    const path = raw.split("/").map(decoded).join("/");
    if (runId === "") throw malformed(uri, "names no run id");
    if (/\s/.test(runId)) throw malformed(uri, `the run id ${quoted(runId, 40)} has white space`);
    if (path === "") return { kind: "run", runId, artifact: DEFAULT_ARTIFACT };
    const segments = path.split("/");
    if (segments.some((segment) => segment === "" || segment === "." || segment === ".."))
      throw malformed(uri, `${quoted(path, 80)} is not a path inside the run`);
    segments.forEach(checked);
    return { kind: "run", runId, artifact: path };
  }
  if (!uri.startsWith("models:/")) throw malformed(uri, "is not an MLflow URI");
  const rest = uri.slice("models:/".length).replace(/^\/+/, "");
  const at = rest.lastIndexOf("@");
  if (at > rest.lastIndexOf("/")) {
    if (at === 0) throw malformed(uri, "names no registered model before the @");
    if (at === rest.length - 1) throw malformed(uri, "the alias after the @ is empty");
    const name2 = part(rest.slice(0, at));
    if (name2.split("/").includes("")) throw malformed(uri, `${quoted(name2, 80)} is not a registered model's name`);
    return { kind: "alias", name: name2, alias: part(rest.slice(at + 1)), artifact: DEFAULT_ARTIFACT };
  }
  const parts = rest.split("/");
  if (parts.length === 1) {
    throw malformed(
      uri,
      "names a logged model, not a registered model version; give an alias or a version, or the run"
    );
  }
  if (parts[0].includes("@") && !/^(\d+|latest)$/i.test(parts.slice(1).join("/"))) {
    throw malformed(
      uri,
      `names an artifact after the alias, which a models:/ URI cannot: it reads ${DEFAULT_ARTIFACT} of the run of the version the alias points to; to read another artifact, give that run as runs:/<run_id>/<artifact path>`
    );
  }
  if (parts.length !== 2 || parts[0] === "" || parts[1] === "")
    throw malformed(uri, "has more than a name and a version (a / in the model's name is written %2F)");
  const name = part(parts[0]);
  const version = part(parts[1]);
  if (/^\d+$/.test(version)) return { kind: "version", name, version, artifact: DEFAULT_ARTIFACT };
  if (version.toLowerCase() === "latest") return { kind: "alias", name, alias: "latest", artifact: DEFAULT_ARTIFACT };
  throw malformed(
    uri,
    `${quoted(version, 40)} is a model stage, which MLflow deprecated; name an alias (models:/${name}@champion) or a version`
  );
}

// builtin:node:buffer
var builtin2 = __require("node:buffer");
var constants = /* @__PURE__ */ (() => builtin2.constants)();

// src/io/files.ts
import { mkdtemp, open, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, extname, isAbsolute, join, relative, resolve, sep } from "node:path";

// src/io/json-syntax.ts
var CUT_SHORT = "the file is cut short, as a run stopped while writing it (or a copy that did not finish) leaves it: give the complete file";
function parseJson(text, file, location, endsFile = false) {
  try {
    return JSON.parse(text);
  } catch (parseError) {
    const found = jsonSyntaxError(text);
    if (found === void 0) throw inputError(file, location, `not valid JSON (${parseError.message})`);
    const { line, column } = lineAndColumn(text, found.offset);
    const where = location === "" ? `line ${line}, column ${column}` : `column ${column}`;
    const cut = endsFile && (found.ends === true || found.offset >= text.length) ? `; ${CUT_SHORT}` : "";
    throw inputError(file, location, `not valid JSON at ${where}: ${found.what}${cut}`);
  }
}
function jsonSyntaxError(text) {
  const closers = [];
  let at = 0;
  let next = "value";
  const afterValue = () => closers.length === 0 ? "end" : "comma-or-end";
  for (; ; ) {
    at = skipSpace(text, at);
    if (at >= text.length)
      return next === "end" ? void 0 : { offset: at, what: "the text ends before the JSON value does" };
    if (text.startsWith("//", at) || text.startsWith("/*", at)) {
      return { offset: at, what: `a comment (${text.slice(at, at + 2)}), which JSON does not allow: remove it` };
    }
    const ch = text[at];
    if (next === "end") return { offset: at, what: `unexpected ${charText(text, at)} after the JSON value` };
    const close = closers.at(-1);
    if (ch === close && next !== "value" && next !== "key") {
      closers.pop();
      next = afterValue();
      at++;
      continue;
    }
    if (next === "comma-or-end") {
      if (ch !== ",") return { offset: at, what: `expected , or ${close} but found ${charText(text, at)}` };
      next = close === "}" ? "key" : "value";
      at++;
      continue;
    }
    if (next === "key" || next === "key-or-end") {
      if (ch !== '"') return { offset: at, what: `expected a "quoted" key but found ${charText(text, at)}` };
      const end2 = stringEnd(text, at);
      if (typeof end2 !== "number") return end2;
      at = skipSpace(text, end2);
      if (text[at] !== ":") return { offset: at, what: `expected : after the key but found ${charText(text, at)}` };
      at++;
      next = "value";
      continue;
    }
    if (ch === "{" || ch === "[") {
      closers.push(ch === "{" ? "}" : "]");
      next = ch === "{" ? "key-or-end" : "value-or-end";
      at++;
      continue;
    }
    let end;
    if (ch === '"') end = stringEnd(text, at);
    else if (ch === "-" || ch >= "0" && ch <= "9") end = numberEnd(text, at);
    else end = literalEnd(text, at);
    if (typeof end !== "number") return end;
    at = end;
    next = afterValue();
  }
}
function skipSpace(text, at) {
  while (text[at] === " " || text[at] === "\n" || text[at] === "\r" || text[at] === "	") at++;
  return at;
}
function lineAndColumn(text, offset) {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
function charText(text, at) {
  const code = text.codePointAt(at);
  if (code === void 0) return "the end of the text";
  return code > 32 && code < 127 ? `'${String.fromCharCode(code)}'` : `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}
function stringEnd(text, start) {
  for (let i = start + 1; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') return i + 1;
    if (ch < " ")
      return {
        offset: i,
        what: `a string holds the control character ${charText(text, i)}, which JSON writes escaped`
      };
    if (ch !== "\\") continue;
    const escaped = text[++i];
    if (escaped === "u") {
      if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5)))
        return { offset: i - 1, what: "a \\u escape needs four hex digits" };
      i += 4;
    } else if (escaped === void 0 || !'"\\/bfnrt'.includes(escaped)) {
      return {
        offset: i - 1,
        what: i >= text.length ? "the text ends inside a string" : `${charText(text, i)} cannot follow \\ in a string`,
        ends: i >= text.length
      };
    }
  }
  return { offset: start, what: "a string is not closed", ends: true };
}
var NUMBER = /-?(?:0|[1-9]\d*)(?:\.(\d*))?(?:[eE][+-]?(\d*))?/y;
function numberEnd(text, start) {
  if (text.startsWith("-Infinity", start)) return notJsonToken("-Infinity", start);
  NUMBER.lastIndex = start;
  const match = NUMBER.exec(text);
  if (match === null || match[1] === "" || match[2] === "")
    return { offset: start, what: "a number is not written the way JSON writes numbers" };
  return NUMBER.lastIndex;
}
function literalEnd(text, at) {
  for (const word of ["true", "false", "null"]) if (text.startsWith(word, at)) return at + word.length;
  for (const word of ["NaN", "Infinity"]) if (text.startsWith(word, at)) return notJsonToken(word, at);
  return { offset: at, what: `expected a value but found ${charText(text, at)}` };
}
function notJsonToken(token, at) {
  const float = token === "NaN" ? "nan" : token === "Infinity" ? "inf" : "-inf";
  return {
    offset: at,
    what: (
      // Where the value goes a number is needed (a score, a reward), so null is no general fix.
      `${token} is not JSON (Python's json.dump writes it for a float ${float}): dump with allow_nan=False, and write the value as a number, or leave an optional score out`
    )
  };
}

// src/io/files.ts
var CHUNK_BYTES = 1 << 20;
var MAX_WHOLE_FILE_BYTES = Math.min(512 * 1024 * 1024, constants.MAX_STRING_LENGTH);
var MAX_LINE_BYTES = 64 * 1024 * 1024;
var FIRST_LINE_LIMIT = 16 * 1024 * 1024;
var strictUtf8 = new TextDecoder("utf-8", { fatal: true });
function hasGlobCharacters(path) {
  return /[*?[{]/.test(path);
}
async function globFiles(pattern, caseSensitive = true) {
  const { glob } = await import("./dist-FHNYLI5I.js");
  return glob(sep === "\\" ? pattern.replaceAll("\\", "/") : pattern, {
    absolute: isAbsolute(pattern),
    caseSensitiveMatch: caseSensitive,
    expandDirectories: false,
    onlyFiles: true
  });
}
var ESCAPES = {
  "\0": "0",
  "\x07": "a",
  "\b": "b",
  "	": "t",
  "\n": "n",
  "\v": "v",
  "\f": "f",
  "\r": "r",
  "\x1B": "e",
  "\x85": "N",
  "\u2028": "L",
  "\u2029": "P"
};
var ESCAPED = /[\0\x07\b\t\n\v\f\r\x1b\x85\u2028\u2029]/g;
async function backslashFix(path, separator = sep) {
  const slashed = path.replace(ESCAPED, (char) => `/${ESCAPES[char]}`).replaceAll("\\", "/");
  const escape = path.match(ESCAPED)?.[0];
  const windows = separator === "\\";
  const drive = windows ? null : /(^|\/)[A-Za-z]:\//.exec(slashed);
  if ((windows ? escape === void 0 : slashed === path && drive === null) || isMlflowUri(path)) return void 0;
  if (await exists(path, "anything")) return void 0;
  const candidates = [slashed];
  if (drive !== null) {
    const folder = slashed.slice(0, drive.index + drive[1].length);
    const parts = slashed.slice(drive.index + drive[0].length).split("/");
    candidates.push(...parts.map((_part, i) => folder + parts.slice(i).join("/")));
  }
  for (const candidate of candidates) {
    const there = hasGlobCharacters(candidate) ? (await globFiles(candidate)).length > 0 : await exists(candidate, "anything");
    if (there) {
      const how = windows ? `in double quotes, \\${ESCAPES[escape]} is an escape: write / between folders` : drive === null ? "write / between folders" : `${drive[0].slice(drive[1].length, -1)} is a Windows drive: write the path without it, with / between folders`;
      return { how, path: candidate };
    }
  }
  return void 0;
}
async function backslashError(path, what = "file", separator = sep) {
  const fix = await backslashFix(path, separator);
  const written = path.replace(ESCAPED, (char) => `\\${ESCAPES[char]}`);
  return fix === void 0 ? void 0 : new InputError(`${written}: no such ${what}; ${fix.how}: ${fix.path}`);
}
async function checkReadable(file, kind = "results file") {
  const toFile = `write it to a file and give that file's path`;
  if (file === "-") throw inputError(file, "", `a ${kind} is not read from stdin: ${toFile}`);
  if (file === "") throw new InputError(`the path of a ${kind} is empty: give the file's path`);
  const info = await stat(file).catch(async (error) => {
    throw await backslashError(file) ?? inputError(file, "", ioProblem(error) + await missingPathHint(file, kind, error));
  });
  if (info.isDirectory()) {
    const held = (await filesOfKind(file, kind)).map((name) => join(file, name));
    const give = held.length === 0 ? "" : `; it holds ${listWords(held, "and")}: give ${held.length === 1 ? "it" : "one of them"}`;
    throw inputError(file, "", `is a directory, not a ${kind}${give}`);
  }
  if (!info.isFile()) {
    throw inputError(
      file,
      "",
      `is not a regular file (a device, pipe or socket), so it cannot be read as a ${kind}: ${toFile}`
    );
  }
  return info.size;
}
var KIND_EXTENSIONS = {
  "results file": /\.(json|jsonl|eval)$/i,
  "config file": /\.(ya?ml|json)$/i,
  "decoding config file": /\.json$/i,
  plan: /\.json$/i,
  "look's report": /\.json$/i
};
var PROJECT_FILES = /^(package|package-lock|npm-shrinkwrap|tsconfig(\..+)?|jsconfig|deno|renovate|composer|lerna|nx|turbo|vercel|biome)\.json$/i;
var FILES_NAMED = 4;
async function filesOfKind(folder, kind, names) {
  const extension = KIND_EXTENSIONS[kind];
  const listed = names ?? await readdir(folder).catch(() => []);
  const project = (name) => kind === "results file" && PROJECT_FILES.test(name);
  const held = listed.filter((name) => extension?.test(name) === true && !name.startsWith(".") && !project(name));
  return held.length > FILES_NAMED ? [] : held.sort();
}
async function missingFolderHint(folder) {
  return await exists(folder, "anything") ? "" : `; there is no folder ${folder}`;
}
async function missingPathHint(path, kind, error, except) {
  if (error.code !== "ENOENT") return "";
  const folder = dirname(path);
  const listed = await readdir(folder).catch(() => void 0);
  if (listed === void 0) return missingFolderHint(folder);
  const names = except === void 0 ? listed : listed.filter((name2) => resolve(folder, name2) !== resolve(except));
  const name = basename(path);
  if (name === "") return "";
  const files = nearPaths(path, names, kind);
  if (files.length > 0) return `; did you mean ${files.join(" or ")}?`;
  const held = await filesOfKind(folder, kind, names);
  const folderPart = path.slice(0, path.lastIndexOf(name));
  return held.length === 0 ? "" : `; ${folderPart === "" ? "this folder" : folderPart} holds ${listWords(held, "and")}`;
}
function nearPaths(path, names, kind = "results file") {
  const name = basename(path);
  if (name === "") return [];
  const stem = (file) => file.replace(/(.)\.[^.]*$/, "$1");
  const extension = (file) => extname(file).toLowerCase();
  const fits = names.filter(
    (other) => extension(other) === extension(name) || KIND_EXTENSIONS[kind]?.test(other) === true
  );
  const word = stem(name);
  const meant = new Set((word.length === 1 ? sameWords : meantWords)(word, fits.map(stem)));
  const folderPart = path.slice(0, path.lastIndexOf(name));
  return fits.filter((other) => meant.has(stem(other))).map((other) => folderPart + other);
}
async function exists(path, what) {
  const info = await stat(path).catch(() => void 0);
  return info !== void 0 && (what === "anything" || info.isFile());
}
function ioProblem(error) {
  const code = error.code;
  if (code === "ENOENT") return "no such file";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "EISDIR") return "is a directory, not a results file";
  if (code === "EMFILE" || code === "ENFILE")
    return `cannot be read now: too many files are open at once (${code}); read fewer at a time, or raise the limit (ulimit -n)`;
  return `cannot be read (${code ?? error.message})`;
}
function orInputError(file, done) {
  return done.catch((error) => {
    throw inputError(file, "", ioProblem(error));
  });
}
async function readJsonFile(file, kind) {
  const size = await checkReadable(file, kind);
  if (size > MAX_WHOLE_FILE_BYTES) {
    throw inputError(
      file,
      "",
      `is ${Math.ceil(size / 1048576)} MiB; files over ${Math.round(MAX_WHOLE_FILE_BYTES / 1048576)} MiB are not read whole`
    );
  }
  return documentOf(await readDocumentText(file), file, kind);
}
async function readDocumentText(file) {
  return documentText(await orInputError(file, readFile(file)), file);
}
function jsonFromBytes(bytes, file) {
  return documentOf(documentText(bytes, file), file);
}
function documentText(bytes, file) {
  refuseWrapped(file, bytes);
  return utf8Text(bytes, file, "", void 0, true);
}
function documentOf(text, file, kind) {
  if (text.trim() === "") throw emptyError(file, kind);
  return parseJson(withoutBom(text), file, "", true);
}
function emptyError(file, kind = "results file") {
  const why = kind === "results file" ? ": the run that writes it likely stopped before writing its results (killed, out of time or memory, or failed): re-run the evaluation, or give the results file a finished run wrote" : "";
  return inputError(file, "", `is empty${why}`);
}
var LFS_POINTER = Buffer.from("version https://git-lfs.github.com/spec/");
function wrappedFile(head) {
  const [a, b, c, d] = head;
  const nulEveryOther = d !== void 0 && (a !== 0 && b === 0 && d === 0 || a === 0 && c === 0 && b !== 0);
  if (a === 255 && b === 254 || a === 254 && b === 255 || nulEveryOther) {
    return "is UTF-16 text (PowerShell 5's > and Out-File write it): save it as UTF-8, e.g. Out-File -Encoding utf8";
  }
  if (a === 31 && b === 139) return "is gzip-compressed: decompress it (gunzip) and give the file it holds";
  if (LFS_POINTER.equals(head.subarray(0, LFS_POINTER.length))) {
    return "is a Git LFS pointer, not the file: fetch the file (git lfs pull, or actions/checkout with lfs: true) before reading it";
  }
  return void 0;
}
function refuseWrapped(file, head) {
  const wrapped = wrappedFile(head);
  if (wrapped !== void 0) throw inputError(file, "", wrapped);
}
function utf8Text(bytes, file, location, lineNumber, endsFile = false, around = bytes) {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    const { at: bad, cut } = firstBadByte(bytes);
    const lineStart = bytes.subarray(0, bad).lastIndexOf(10) + 1;
    let line = lineNumber ?? 1;
    if (lineNumber === void 0)
      for (let at = bytes.indexOf(10); at !== -1 && at < bad; at = bytes.indexOf(10, at + 1)) line++;
    const before = strictUtf8.decode(bytes.subarray(lineStart, bad));
    const column = (line === 1 ? withoutBom(before) : before).length + 1;
    const place = [location, `line ${line}, column ${column}`].filter((part) => part !== "").join(": ");
    if (cut && endsFile) throw inputError(file, place, `ends inside a UTF-8 character; ${CUT_SHORT}`);
    const byte = bytes[bad].toString(16).toUpperCase().padStart(2, "0");
    const resaved = location === "" && !bytes.includes(0) && !around.includes(0);
    const step = resaved ? ": save it as UTF-8, e.g. Set-Content -Encoding utf8" : "";
    throw inputError(file, place, `is not UTF-8 text (byte 0x${byte})${step}`);
  }
}
function firstBadByte(bytes) {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i];
    if (lead < 128) {
      i++;
      continue;
    }
    const length = lead >= 194 && lead <= 223 ? 2 : lead >= 224 && lead <= 239 ? 3 : lead >= 240 ? 4 : 0;
    if (length === 0 || lead > 244) return { at: i, cut: false };
    const low = lead === 224 ? 160 : lead === 240 ? 144 : 128;
    const high = lead === 237 ? 159 : lead === 244 ? 143 : 191;
    const second = bytes[i + 1];
    if (second === void 0 || second < low || second > high) return { at: i, cut: second === void 0 };
    for (let j = 2; j < length; j++) {
      const next = bytes[i + j];
      if (next === void 0 || (next & 192) !== 128) return { at: i, cut: next === void 0 };
    }
    i += length;
  }
  return { at: i, cut: false };
}
function withoutBom(text) {
  return text.charCodeAt(0) === 65279 ? text.slice(1) : text;
}
function jsonOrUndefined(text) {
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}
function parseJsonText(text, file) {
  return parseJson(withoutBom(text), file, "");
}
async function readJsonLines(file, onLine, options = {}) {
  const size = await checkReadable(file);
  let line = 0;
  let values = 0;
  const emit = (bytes, last = false, chunk = bytes) => {
    line++;
    if (line === 1) refuseWrapped(file, bytes);
    let text = utf8Text(bytes, file, "", line, last, chunk);
    if (text.endsWith("\r")) text = text.slice(0, -1);
    if (line === 1) text = withoutBom(text);
    if (text.trim() === "") return;
    values++;
    onLine(parseJson(text, file, `line ${line}`, last), line);
  };
  const tooLong = () => inputError(file, `line ${line + 1}`, `is longer than ${MAX_LINE_BYTES / 1048576} MiB: not a JSONL results file`);
  const chunkBytes = Math.max(1, Math.min(size, options.chunkBytes ?? CHUNK_BYTES));
  const stream = createReadStream(file, { highWaterMark: chunkBytes });
  let carry = [];
  let carried = 0;
  try {
    for await (const chunk of stream) {
      let start = 0;
      for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
        const piece = chunk.subarray(start, end);
        if (carried + piece.length > MAX_LINE_BYTES) throw tooLong();
        emit(carry.length === 0 ? piece : Buffer.concat([...carry, piece]), false, chunk);
        carry = [];
        carried = 0;
        start = end + 1;
      }
      if (start < chunk.length) {
        carried += chunk.length - start;
        if (carried > MAX_LINE_BYTES) throw tooLong();
        carry.push(chunk.subarray(start));
      }
    }
  } catch (error) {
    if (error instanceof Error && error.name === "InputError") throw error;
    throw inputError(file, "", ioProblem(error));
  } finally {
    stream.destroy();
  }
  if (carry.length > 0) emit(Buffer.concat(carry), true);
  if (values === 0) throw emptyError(file);
}
function isBlank(bytes) {
  return bytes.every((byte) => byte === 32 || byte === 9 || byte === 10 || byte === 13);
}
var OPENING_BYTES = 64 * 1024;
async function readOpening(file) {
  const size = await checkReadable(file);
  return { bytes: await readHead(file, Math.min(size, OPENING_BYTES)), size };
}
async function readFirstLine(file, { bytes, size }) {
  let first = firstLineOf(bytes, size);
  for (let read = bytes.length; !first.complete && read < Math.min(size, FIRST_LINE_LIMIT); ) {
    read = Math.min(Math.max(read, OPENING_BYTES) * 16, size, FIRST_LINE_LIMIT);
    first = firstLineOf(await readHead(file, read), size);
  }
  return first;
}
function firstLineOf(bytes, size) {
  const all = bytes.length >= size;
  let start = 0;
  for (let newline = bytes.indexOf(10); newline !== -1; newline = bytes.indexOf(10, start)) {
    const text = decodeLoose(bytes.subarray(start, newline));
    if (text.trim() !== "") {
      return { text, complete: true, wholeFile: start === 0 && all && isBlank(bytes.subarray(newline + 1)) };
    }
    start = newline + 1;
  }
  return { text: decodeLoose(bytes.subarray(start)), complete: all, wholeFile: all && start === 0 };
}
function decodeLoose(bytes) {
  return withoutBom(new TextDecoder("utf-8").decode(bytes)).replace(/\r$/, "");
}
async function readAt(handle, position, length) {
  const buffer = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const { bytesRead } = await handle.read(buffer, done, length - done, position + done);
    if (bytesRead === 0) break;
    done += bytesRead;
  }
  return done === length ? buffer : buffer.subarray(0, done);
}
async function readHead(file, bytes) {
  const handle = await orInputError(file, open(file, "r"));
  try {
    return await orInputError(file, readAt(handle, 0, bytes));
  } finally {
    await handle.close();
  }
}
var GENERIC_NAMES = /^results\.json$/i;
function shownPaths(paths, cwd = process.cwd()) {
  const shown2 = /* @__PURE__ */ new Map();
  const outside = [];
  for (const path of new Set(paths)) {
    const inside = relative(cwd, path);
    if (!isAbsolute(path)) shown2.set(path, path);
    else if (inside !== "" && !inside.startsWith("..") && !isAbsolute(inside)) shown2.set(path, inside);
    else outside.push({ path, parts: path.split(/[\\/]+/).filter((part) => part !== "") });
  }
  const taken = new Set(shown2.values());
  const tail = (parts, depth) => parts.slice(-depth).join("/");
  for (const { path, parts } of outside) {
    const clashes = (depth2) => taken.has(tail(parts, depth2)) || outside.some((other) => other.path !== path && tail(other.parts, depth2) === tail(parts, depth2));
    let depth = parts.length > 1 && GENERIC_NAMES.test(parts.at(-1)) ? 2 : 1;
    while (depth < parts.length && clashes(depth)) depth++;
    shown2.set(path, tail(parts, depth));
  }
  return shown2;
}
async function readBytesAs(bytes, name, label, temp, read) {
  const folder = await mkdtemp(join(temp.root, temp.prefix));
  const file = join(folder, basename(name));
  const named = (text) => text.split(file).join(label);
  try {
    await writeFile(file, bytes);
    const run = await read(file);
    return { ...run, source: label, warnings: run.warnings.map(named) };
  } catch (error) {
    if (error instanceof InputError) throw new InputError(named(error.message));
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
async function writeOutputFile(path, text, label) {
  try {
    await writeFile(path, text);
  } catch (error) {
    const code = error.code;
    const why = code === "ENOENT" ? "its folder does not exist" : code === "EACCES" || code === "EPERM" ? "permission denied" : code === "EISDIR" ? "is a directory" : `cannot be written (${code ?? error.message})`;
    throw new InputError(`${label} ${path}: ${why}`);
  }
}

// src/common/hints.ts
var SHARED_HINTS = {
  set: (option, value) => `--${option} ${value} (action input ${option}: ${value})`,
  choose: (option, placeholder) => `--${option} ${placeholder} (action input ${option})`,
  option: (option, value) => value === void 0 ? `--${option}` : `--${option} ${value}`,
  report: (command) => `${command} --json writes it`,
  commands: true
};
var FLAG_HINTS = {
  ...SHARED_HINTS,
  set: (option, value) => `--${option} ${value}`,
  choose: (option, placeholder) => `--${option} ${placeholder}`
};

// src/formats/values.ts
function isScalar(value) {
  return value === null || typeof value === "string" || typeof value === "boolean" || typeof value === "number" && Number.isFinite(value);
}
var MAX_BARE_KEY = 60;
function pathOf(...segments) {
  let path = "";
  for (const item of segments) {
    const segment = String(item);
    if (segment.length > MAX_BARE_KEY) path += `[${quoted(segment)}]`;
    else if (/^\d+$/.test(segment)) path += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) path += path === "" ? segment : `.${segment}`;
    else path += `[${quoted(segment)}]`;
  }
  return path === "" ? "(top level)" : path;
}
function jsonPath(pointer) {
  const segments = pointer.split("/").slice(1);
  return pathOf(...segments.map((raw) => raw.replace(/~1/g, "/").replace(/~0/g, "~")));
}
function isInexactInteger(value) {
  return typeof value === "number" && Number.isInteger(value) && !Number.isSafeInteger(value);
}
var INEXACT_INTEGER_READ = "is a whole number past 2^53 - 1 (9007199254740991), which JSON readers round to the nearest double (12345678901234567 reads as 12345678901234568)";
var INEXACT_INTEGER = `${INEXACT_INTEGER_READ}: write it as a string`;
function refuseInexactInteger(value, file, path) {
  if (isInexactInteger(value)) throw inputError(file, path, INEXACT_INTEGER);
}
function nonEmptyText(value) {
  return typeof value === "string" && value !== "" ? value : void 0;
}
function idText(value) {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return nonEmptyText(value);
}
function matchInPath(file, pattern, depth = Infinity) {
  const nearestFirst = file.split(/[\\/]/).reverse();
  for (const segment of nearestFirst.slice(0, depth + 1)) {
    const found = pattern.exec(segment)?.[1];
    if (found !== void 0) return found;
  }
  return void 0;
}
function idField(value, file, path, rule) {
  refuseInexactInteger(value, file, path);
  const id = idText(value);
  if (id === void 0) throw inputError(file, path, `${rule}, got ${shown(value)}`);
  return id;
}
function optionalString(value, file, path, rule) {
  if (value === void 0 || value === null) return void 0;
  if (typeof value !== "string") throw inputError(file, path, `${rule}, got ${shown(value)}`);
  return value;
}
var MAX_SAMPLES = 999999999;
function isSampleCount(value) {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_SAMPLES;
}
function optionalSampleCount(value, file, path, unit) {
  if (value === void 0 || value === null) return void 0;
  if (!isSampleCount(value)) throw inputError(file, path, `must be a whole number of ${unit}, got ${shown(value)}`);
  return value;
}
function scalarEntries(object, rename = (key) => key) {
  if (!isRecord(object)) return {};
  const entries = [];
  for (const [key, value] of Object.entries(object)) {
    const name = rename(key);
    if (name !== void 0 && isScalar(value) && value !== null) entries.push([name, value]);
  }
  return Object.fromEntries(entries);
}
function sourcesOf(config, source) {
  return Object.fromEntries(Object.keys(config).map((key) => [key, source]));
}
function chooseJudgement(names, criterion, file, words, hints = SHARED_HINTS) {
  const { kind, has } = words;
  const wanted = criterion?.trim() ?? "";
  if (wanted !== "") {
    if (!names.includes(wanted)) {
      throw inputError(
        file,
        "",
        `has no ${has} the ${kind} ${quoted(wanted)} given as criterion (its ${kind}s: ${shownList(names) || "none"})`
      );
    }
    return wanted;
  }
  if (names.length > 1) {
    throw inputError(
      file,
      "",
      `has ${has} ${names.length} ${kind}s (${shownList(names)}); choose one with ${hints.choose("criterion", kind.toUpperCase())}`
    );
  }
  if (names.length === 0) throw inputError(file, "", words.none);
  return names[0];
}
function missingField(record, field, what, harness, harnessKeys) {
  const keys = Object.keys(record);
  const others = keys.filter((key) => !harnessKeys.includes(key));
  if (others.length === 1) return `has ${nameText(others[0])} where ${harness} writes ${field} (${what})`;
  return `has no ${field} (${what}); ${keys.length === 0 ? "it has no keys" : `its keys: ${shownList(keys)}`}`;
}

// src/common/setting-names.ts
var SETTING_ALIASES = {
  temperature: [],
  max_tokens: [
    "max_new_tokens",
    "max_completion_tokens",
    "max_output_tokens",
    "maxOutputTokens",
    "max_tokens_to_sample",
    "num_predict",
    "n_predict",
    "max_gen_toks"
  ],
  top_p: ["topP"],
  top_k: ["topK"]
};
function spelling(key) {
  return key.toLowerCase().replaceAll("-", "_");
}
function namesOf(name) {
  return [name, ...SETTING_ALIASES[name]];
}
function settingName(key) {
  return Object.keys(SETTING_ALIASES).find((name) => namesOf(name).some((a) => spelling(a) === spelling(key))) ?? key;
}
function underSettingNames(run) {
  const config = { ...run.config };
  const configSources = { ...run.configSources };
  const moved = [];
  for (const name of Object.keys(SETTING_ALIASES)) {
    const alias = Object.hasOwn(config, name) ? void 0 : namesOf(name).flatMap((a) => Object.keys(config).filter((key) => spelling(key) === spelling(a)))[0];
    if (alias === void 0) continue;
    config[name] = config[alias];
    delete config[alias];
    if (configSources[alias] !== void 0) configSources[name] = configSources[alias];
    delete configSources[alias];
    moved.push([alias, name]);
  }
  return { config, configSources, moved };
}
function dottedSettings(keys, compared) {
  const found = [];
  for (const name of compared) {
    if (keys.some((key) => settingName(key) === name)) continue;
    const dotted = keys.filter((key) => key.includes(".") && settingName(key.slice(key.lastIndexOf(".") + 1)) === name);
    if (dotted.length === 1) found.push([dotted[0], name]);
  }
  return found;
}
function movedText(moved) {
  const names = moved.map(([alias, name]) => `${name} as ${alias}`).join(" and ");
  return `${names}: compared as the same setting${moved.length === 1 ? "" : "s"}`;
}

// src/common/decimal.ts
function isDecimalText(text) {
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text);
}

// src/common/config-values.ts
function configValuesEqual(a, b) {
  const normalise = (v) => typeof v === "string" && isDecimalText(v.trim()) ? Number(v) : v;
  return Object.is(normalise(a), normalise(b)) || normalise(a) === normalise(b);
}

// src/load/user-config.ts
import { basename as basename2 } from "node:path";
var KEY = /^[A-Za-z_][\w.-]*$/;
var MATCHED_SETTINGS = ["temperature", "top_p", "top_k", "max_tokens"];
var OTHER_SETTINGS = [
  // sampling beyond top_p and top_k (vLLM, Hugging Face, Ollama, OpenRouter)
  "min_p",
  "top_a",
  "typical_p",
  // OpenAI (chat, completions, responses) and vLLM's SamplingParams
  "n",
  "best_of",
  "seed",
  "stop",
  "stop_token_ids",
  "min_tokens",
  "max_completion_tokens",
  "max_output_tokens",
  "presence_penalty",
  "frequency_penalty",
  "repetition_penalty",
  "logit_bias",
  "logprobs",
  "top_logprobs",
  "reasoning_effort",
  "ignore_eos",
  "use_beam_search",
  // Hugging Face generate
  "do_sample",
  "max_new_tokens",
  "min_new_tokens",
  "max_length",
  "min_length",
  "max_time",
  "stop_strings",
  "epsilon_cutoff",
  "eta_cutoff",
  "num_beams",
  "num_beam_groups",
  "diversity_penalty",
  "length_penalty",
  "early_stopping",
  "penalty_alpha",
  "no_repeat_ngram_size",
  "encoder_repetition_penalty",
  "num_return_sequences",
  // Anthropic
  "stop_sequences",
  "max_tokens_to_sample",
  "thinking",
  "budget_tokens",
  // Gemini, as its REST API and its Python SDK name them
  "maxOutputTokens",
  "candidateCount",
  "candidate_count",
  "stopSequences",
  "presencePenalty",
  "frequencyPenalty",
  "thinkingBudget",
  "thinking_budget",
  // Ollama and llama.cpp
  "num_predict",
  "num_ctx",
  "num_keep",
  "repeat_penalty",
  "repeat_last_n",
  "mirostat",
  "mirostat_eta",
  "mirostat_tau",
  "tfs_z",
  "n_predict",
  "n_ctx",
  // lm-eval, bigcode-evaluation-harness, evalplus and Inspect
  "until",
  "max_gen_toks",
  "max_length_generation",
  "n_samples",
  "greedy",
  "stop_seqs",
  "num_choices",
  "reasoning_tokens"
];
function comparedName(key) {
  const snake = key.replace(/([a-z\d])([A-Z])/g, "$1_$2");
  return snake === key ? void 0 : MATCHED_SETTINGS.find((setting) => setting === snake.toLowerCase());
}
function looseKey(key) {
  return key.toLowerCase().replace(/[-_\s]+/g, "_");
}
function nearMisses(key, known) {
  const keys = new Set(known);
  if (keys.has(key)) return [];
  const loose = looseKey(key);
  const starts = [];
  const edits = [];
  for (const other of keys) {
    const target = looseKey(other);
    if (target.startsWith(loose) && loose.length >= 3) {
      starts.push({ key: other, distance: target.length - loose.length });
      continue;
    }
    const distance = leven(loose, target);
    const allowed = loose.length >= 5 ? 2 : loose.length >= 3 && target.length === loose.length + 1 ? 1 : 0;
    if (distance <= allowed) edits.push({ key: other, distance });
  }
  const found = starts.length > 0 ? starts : edits;
  const closest = Math.min(...found.map((f) => f.distance));
  return found.filter((f) => f.distance === closest).map((f) => f.key);
}
function checkSettingNames(keys, recorded, what, whose) {
  const known = /* @__PURE__ */ new Set([...MATCHED_SETTINGS, ...OTHER_SETTINGS, ...recorded]);
  for (const key of keys) {
    const compared = known.has(key) ? void 0 : comparedName(key);
    if (compared !== void 0) {
      throw new InputError(`${what}: write ${quoted(key)} as ${compared}, the name the gate compares`);
    }
    const near = nearMisses(key, known);
    if (near.length > 0) {
      throw new InputError(
        `${what}: ${quoted(key)} is not a known setting and ${whose}: did you mean ${listWords(near)}?`
      );
    }
  }
  return otherNameNotes(keys, what);
}
function otherNameNotes(keys, what) {
  return keys.filter((key) => settingName(key) !== key).map((key) => `${what}: ${key} is read as ${settingName(key)}, the gate's name for the same setting`);
}
function isConfigPairs(spec) {
  return spec.includes("=");
}
var COLON_PAIRS = /^\s*[A-Za-z_][\w.-]*\s*:\s*[^\s,:][^,]*(?:,\s*[A-Za-z_][\w.-]*\s*:\s*[^\s,:][^,]*)*$/;
var BARE_WORD = /^[A-Za-z_][\w-]*$/;
function settingsTextError(spec, what) {
  const unbraced = /^\s*\{(.*)\}\s*$/s.exec(spec)?.[1];
  if (unbraced !== void 0 && COLON_PAIRS.test(unbraced) && jsonOrUndefined(spec.trim()) === void 0) {
    return settingsTextError(unbraced, what);
  }
  const written = COLON_PAIRS.test(spec) ? spec.trim() : basename2(spec);
  const example = "expected KEY=VALUE (e.g. temperature=0.8)";
  if (COLON_PAIRS.test(written)) {
    const fixed = written.split(",").map((pair) => pair.trim().replace(/\s*:\s*/, "=")).join(",");
    return new InputError(`${what}: ${example}, got ${quoted(written)}, which is no file either: write ${fixed}`);
  }
  if (BARE_WORD.test(written)) {
    return new InputError(`${what}: ${example} or a JSON file, got ${quoted(written)}, which is no file`);
  }
  const inline = spec.trim().startsWith("{") ? jsonOrUndefined(spec.trim()) : void 0;
  if (isRecord(inline) && Object.keys(inline).length > 0 && Object.values(inline).every(isScalar)) {
    const pairs = configPairsText(Object.entries(configFromJson(inline, what)));
    return new InputError(`${what}: ${example} or a JSON file's path, got JSON text, which is no file: write ${pairs}`);
  }
  return void 0;
}
function pairValue(raw, key, what) {
  const text = raw.trim();
  if (text === "") throw new InputError(`${what}: ${key} has no value (write ${key}=VALUE)`);
  if (text === "true" || text === "false") return text === "true";
  if (text === "null") return null;
  if (isDecimalText(text)) {
    const value = Number(text);
    if (!Number.isFinite(value))
      throw new InputError(`${what}: ${key}: ${quoted(text)} is beyond the range of a number`);
    return value;
  }
  if (text.length >= 2 && text.startsWith("'") && text.endsWith("'")) return text.slice(1, -1);
  if (text.startsWith('"')) {
    const value = jsonOrUndefined(text);
    if (typeof value === "string") return value;
    throw new InputError(`${what}: ${key}: ${text} is not a valid quoted string`);
  }
  return text;
}
function splitPairs(spec) {
  const parts = [];
  let start = 0;
  let quoted2 = false;
  for (let i = 0; i < spec.length; i++) {
    const char = spec[i];
    if (quoted2 && char === "\\") i++;
    else if (char === '"') quoted2 = !quoted2;
    else if (char === "," && !quoted2) {
      parts.push(spec.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(spec.slice(start));
  return parts;
}
var RUN_TOGETHER = /\s*[;|]\s*|\s+(?=[A-Za-z_][\w.-]*\s*=)/;
function separatedPairs(part) {
  return part.trim().split(RUN_TOGETHER).filter((piece) => piece !== "").map((piece) => {
    const equals = piece.indexOf("=");
    if (equals === -1) return piece;
    const key = piece.slice(0, equals).trim();
    const value = piece.slice(equals + 1).trim();
    return `${key}=${value.includes("=") && !value.startsWith('"') ? JSON.stringify(value) : value}`;
  }).join(",");
}
function parseConfigPairs(spec, what) {
  const config = /* @__PURE__ */ new Map();
  for (const part of splitPairs(spec)) {
    if (part.trim() === "") continue;
    const equals = part.indexOf("=");
    if (equals === -1) throw new InputError(`${what}: expected key=value, got ${quoted(part.trim())}`);
    const key = part.slice(0, equals).trim();
    if (!KEY.test(key)) throw new InputError(`${what}: ${quoted(key)} is not a config key`);
    if (config.has(key)) throw new InputError(`${what}: ${key} is given twice`);
    const value = part.slice(equals + 1).trim();
    if (value.includes("=") && !value.startsWith('"')) {
      throw new InputError(
        `${what}: ${quoted(part.trim())} reads as one pair, ${key} = ${quoted(value)}: pairs are comma-separated and a value that holds = is double-quoted: write ${separatedPairs(part)}`
      );
    }
    config.set(key, pairValue(value, key, what));
  }
  return Object.fromEntries(config);
}
function pairText(value) {
  if (value === void 0) return "";
  if (typeof value !== "string") return JSON.stringify(value);
  const plain = /^[^",=\s]([^",=]*[^",=\s])?$/.test(value) && !UNSEEN.test(value) && !/^(true|false|null)$/.test(value) && !isDecimalText(value);
  return plain ? value : pasteQuoted(value);
}
function configPairsText(pairs) {
  return [...pairs].map(([key, value]) => `${key}=${pairText(value)}`).join(",");
}
function configFromJson(document, file) {
  if (!isRecord(document))
    throw inputError(file, "", 'expected a JSON object of config values, e.g. {"temperature": 0.8}');
  for (const [key, value] of Object.entries(document)) {
    if (!isScalar(value))
      throw inputError(file, pathOf(key), `must be a string, number, boolean or null, not ${shown(value)}`);
  }
  return Object.fromEntries(Object.entries(document));
}
function recordedBy(source) {
  if (source === "filename") return "the file name records";
  if (source === "mlflow") return "the run's MLflow param records";
  if (source === "user") return "the user config gives";
  return "the file records";
}
function withConfigValues(run, values, source, conflict) {
  const added = [];
  for (const [key, value] of values) {
    if (Object.hasOwn(run.config, key)) {
      const recorded = run.config[key];
      if (!configValuesEqual(recorded, value))
        throw inputError(run.source, `config ${key}`, conflict(key, recorded, value));
      continue;
    }
    added.push([key, value]);
  }
  const config = Object.fromEntries(added);
  return {
    ...run,
    config: { ...run.config, ...config },
    configSources: { ...run.configSources, ...sourcesOf(config, source) }
  };
}
function mergeUserConfig(run, user, what, within = what) {
  checkSettingNames(Object.keys(user), Object.keys(run.config), what, "the run does not record it");
  return withConfigValues(
    run,
    Object.entries(user),
    "user",
    (key, recorded, value) => `${recordedBy(run.configSources[key])} ${shown(recorded)} but ${within} gives ${shown(value)}; a value the run records cannot be overridden`
  );
}
function underGateNames(run) {
  const { config, configSources, moved } = underSettingNames(run);
  const warnings = [...run.warnings];
  if (moved.length > 0) warnings.push(`records ${movedText(moved)}`);
  for (const [key, value] of Object.entries(config)) {
    const name = settingName(key);
    if (name !== key && Object.hasOwn(config, name) && !configValuesEqual(config[name], value)) {
      warnings.push(
        `records ${name} ${shown(config[name])} and ${key} ${shown(value)}, one setting under two names: ${name} is the one compared`
      );
    }
  }
  return warnings.length === run.warnings.length ? run : { ...run, config, configSources, warnings };
}

export {
  InputError,
  inputFaults,
  UNSHOWABLE,
  oneLine,
  errorLine,
  inputError,
  redactSecrets,
  listIds,
  listWords,
  counted,
  nearestWords,
  meantWords,
  didYouMean,
  sameWords,
  isRecord,
  statSync,
  CUT_SHORT,
  jsonSyntaxError,
  charText,
  MAX_PASTED,
  MAX_LINE_VALUE,
  unseenEscaped,
  unseenRemoved,
  pasteQuoted,
  quoted,
  rawQuoted,
  shown,
  nameText,
  idName,
  shownList,
  shellWord,
  pastedWord,
  isMlflowUri,
  archivedModel,
  parseMlflowUri,
  hasGlobCharacters,
  globFiles,
  backslashFix,
  backslashError,
  checkReadable,
  missingFolderHint,
  missingPathHint,
  nearPaths,
  exists,
  ioProblem,
  orInputError,
  readJsonFile,
  jsonFromBytes,
  refuseWrapped,
  utf8Text,
  withoutBom,
  jsonOrUndefined,
  parseJsonText,
  readJsonLines,
  readOpening,
  readFirstLine,
  readAt,
  readHead,
  GENERIC_NAMES,
  shownPaths,
  readBytesAs,
  writeOutputFile,
  SHARED_HINTS,
  FLAG_HINTS,
  isScalar,
  pathOf,
  jsonPath,
  isInexactInteger,
  INEXACT_INTEGER_READ,
  INEXACT_INTEGER,
  refuseInexactInteger,
  nonEmptyText,
  idText,
  matchInPath,
  idField,
  optionalString,
  MAX_SAMPLES,
  isSampleCount,
  optionalSampleCount,
  scalarEntries,
  sourcesOf,
  chooseJudgement,
  missingField,
  isDecimalText,
  configValuesEqual,
  settingName,
  dottedSettings,
  movedText,
  MATCHED_SETTINGS,
  nearMisses,
  checkSettingNames,
  otherNameNotes,
  isConfigPairs,
  settingsTextError,
  parseConfigPairs,
  configPairsText,
  configFromJson,
  recordedBy,
  withConfigValues,
  mergeUserConfig,
  underGateNames
};
