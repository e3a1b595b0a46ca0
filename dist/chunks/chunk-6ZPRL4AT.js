import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);

// src/common/errors.ts
var InputError = class extends Error {
  constructor(message) {
    super(oneLine(message));
    this.name = "InputError";
  }
};
function oneLine(text, max = 1e3) {
  const flat = text.replace(/\s*[\u0000-\u001f\u007f-\u009f\u2028\u2029]+\s*/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
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

// src/io/files.ts
import { constants } from "node:buffer";
import { createReadStream } from "node:fs";
import { mkdtemp, open, readFile, rm, stat, writeFile } from "node:fs/promises";
import { basename, isAbsolute, join, relative } from "node:path";

// src/io/json-syntax.ts
function jsonError(text, file, location, parseError) {
  const found = jsonSyntaxError(text);
  if (found === void 0) return inputError(file, location, `not valid JSON (${parseError.message})`);
  const { line, column } = lineAndColumn(text, found.offset);
  const where = location === "" ? `line ${line}, column ${column}` : `column ${column}`;
  return inputError(file, location, `not valid JSON at ${where}: ${found.what}`);
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
        what: i >= text.length ? "the text ends inside a string" : `${charText(text, i)} cannot follow \\ in a string`
      };
    }
  }
  return { offset: start, what: "a string is not closed" };
}
var NUMBER = /-?(?:0|[1-9]\d*)(?:\.(\d*))?(?:[eE][+-]?(\d*))?/y;
function numberEnd(text, start) {
  NUMBER.lastIndex = start;
  const match = NUMBER.exec(text);
  if (match === null || match[1] === "" || match[2] === "")
    return { offset: start, what: "a number is not written the way JSON writes numbers" };
  return NUMBER.lastIndex;
}
function literalEnd(text, at) {
  for (const word of ["true", "false", "null"]) if (text.startsWith(word, at)) return at + word.length;
  return { offset: at, what: `expected a value but found ${charText(text, at)}` };
}

// src/io/files.ts
var CHUNK_BYTES = 1 << 20;
var MAX_WHOLE_FILE_BYTES = Math.min(512 * 1024 * 1024, constants.MAX_STRING_LENGTH);
var MAX_LINE_BYTES = 64 * 1024 * 1024;
var FIRST_LINE_LIMIT = 16 * 1024 * 1024;
var strictUtf8 = new TextDecoder("utf-8", { fatal: true });
async function checkReadable(file, kind = "results file") {
  const info = await orInputError(file, stat(file));
  if (info.isDirectory()) throw inputError(file, "", `is a directory, not a ${kind}`);
  if (!info.isFile()) {
    throw inputError(file, "", `is not a regular file (a device, pipe or socket), so it cannot be read as a ${kind}`);
  }
  return info.size;
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
  return `cannot be read (${code ?? error.message})`;
}
function orInputError(file, done) {
  return done.catch((error) => {
    throw inputError(file, "", ioProblem(error));
  });
}
async function readJsonFile(file) {
  const size = await checkReadable(file);
  if (size > MAX_WHOLE_FILE_BYTES) {
    throw inputError(
      file,
      "",
      `is ${Math.round(size / 1048576)} MiB; files over ${Math.round(MAX_WHOLE_FILE_BYTES / 1048576)} MiB are not read whole`
    );
  }
  const text = utf8Text(await orInputError(file, readFile(file)), file, "");
  if (text.trim() === "") throw inputError(file, "", "is empty");
  return parseJsonText(text, file);
}
function utf8Text(bytes, file, location) {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw inputError(file, location, "is not UTF-8 text");
  }
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
  const body = withoutBom(text);
  try {
    return JSON.parse(body);
  } catch (error) {
    throw jsonError(body, file, "", error);
  }
}
async function readJsonLines(file, onLine, options = {}) {
  await checkReadable(file);
  let line = 0;
  let values = 0;
  const emit = (bytes) => {
    line++;
    let text = utf8Text(bytes, file, `line ${line}`);
    if (text.endsWith("\r")) text = text.slice(0, -1);
    if (line === 1) text = withoutBom(text);
    if (text.trim() === "") return;
    let value;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw jsonError(text, file, `line ${line}`, error);
    }
    values++;
    onLine(value, line);
  };
  const tooLong = () => inputError(file, `line ${line + 1}`, `is longer than ${MAX_LINE_BYTES / 1048576} MiB: not a JSONL results file`);
  const stream = createReadStream(file, { highWaterMark: options.chunkBytes ?? CHUNK_BYTES });
  let carry = [];
  let carried = 0;
  try {
    for await (const chunk of stream) {
      let start = 0;
      for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
        const piece = chunk.subarray(start, end);
        if (carried + piece.length > MAX_LINE_BYTES) throw tooLong();
        emit(carry.length === 0 ? piece : Buffer.concat([...carry, piece]));
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
  if (carry.length > 0) emit(Buffer.concat(carry));
  if (values === 0) throw inputError(file, "", "is empty");
}
function isBlank(bytes) {
  return bytes.every((byte) => byte === 32 || byte === 9 || byte === 10 || byte === 13);
}
async function readFirstLine(file) {
  const size = await checkReadable(file);
  let handle;
  try {
    handle = await open(file, "r");
    const chunks = [];
    let total = 0;
    let lineStart = 0;
    while (total < FIRST_LINE_LIMIT) {
      const offset = total;
      const chunk = await readAt(handle, offset, 64 * 1024);
      if (chunk.length === 0) break;
      total += chunk.length;
      let start = 0;
      for (let newline = chunk.indexOf(10); newline !== -1; newline = chunk.indexOf(10, start)) {
        chunks.push(chunk.subarray(start, newline));
        const text = decodeLoose(Buffer.concat(chunks));
        if (text.trim() !== "") {
          const wholeFile = lineStart === 0 && total >= size && isBlank(chunk.subarray(newline + 1));
          return { text, complete: true, wholeFile };
        }
        chunks.length = 0;
        start = newline + 1;
        lineStart = offset + start;
      }
      chunks.push(chunk.subarray(start));
    }
    const complete = total < FIRST_LINE_LIMIT;
    return { text: decodeLoose(Buffer.concat(chunks)), complete, wholeFile: complete && lineStart === 0 };
  } catch (error) {
    throw inputError(file, "", ioProblem(error));
  } finally {
    await handle?.close();
  }
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
    let depth = 1;
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

// src/io/value-text.ts
var MAX_QUOTED = 60;
function quoted(text, max = MAX_QUOTED) {
  let cut = text;
  if (text.length > max) {
    const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
    cut = `${text.slice(0, end)}…`;
  }
  return JSON.stringify(cut).replace(
    /[\u007f-\u009f\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`
  );
}
function shown(value) {
  if (typeof value === "string") return quoted(value);
  if (typeof value === "number")
    return Number.isFinite(value) ? String(value) : "a number beyond the range of a double";
  if (typeof value === "boolean" || value === null) return String(value);
  if (value === void 0) return "nothing";
  return Array.isArray(value) ? "a list" : "an object";
}
function nameText(name) {
  return /^[\w@.:/+-]{1,40}$/.test(name) ? name : quoted(name, 40);
}
function shownList(names, limit = 5) {
  const listed = names.slice(0, limit).map(nameText);
  return names.length > limit ? `${listed.join(", ")} and ${names.length - limit} more` : listed.join(", ");
}
function shellWord(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

// src/common/hints.ts
var CLI_HINTS = {
  set: (option, value) => `--${option} ${value} (action input ${option}: ${value})`,
  choose: (option, placeholder) => `--${option} ${placeholder} (action input ${option})`,
  option: (option, value) => value === void 0 ? `--${option}` : `--${option} ${value}`,
  report: (command) => `${command} --json writes it`,
  commands: true
};

// src/common/records.ts
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

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
  return pathOf(
    ...pointer.split("/").slice(1).map((raw) => raw.replace(/~1/g, "/").replace(/~0/g, "~"))
  );
}
function nonEmptyText(value) {
  return typeof value === "string" && value !== "" ? value : void 0;
}
function idText(value) {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return nonEmptyText(value);
}
function matchInPath(file, pattern, depth = Infinity) {
  for (const segment of file.split(/[\\/]/).reverse().slice(0, depth + 1)) {
    const found = pattern.exec(segment)?.[1];
    if (found !== void 0) return found;
  }
  return void 0;
}
function idField(value, file, path, rule) {
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
function scalarEntries(object, rename = (key) => key) {
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
function chooseJudgement(names, criterion, file, words, hints = CLI_HINTS) {
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

export {
  InputError,
  oneLine,
  inputError,
  redactSecrets,
  listIds,
  listWords,
  checkReadable,
  exists,
  ioProblem,
  orInputError,
  readJsonFile,
  utf8Text,
  withoutBom,
  jsonOrUndefined,
  parseJsonText,
  readJsonLines,
  readFirstLine,
  readAt,
  readHead,
  shownPaths,
  readBytesAs,
  quoted,
  shown,
  nameText,
  shownList,
  shellWord,
  CLI_HINTS,
  isRecord,
  isScalar,
  pathOf,
  jsonPath,
  nonEmptyText,
  idText,
  matchInPath,
  idField,
  optionalString,
  MAX_SAMPLES,
  isSampleCount,
  scalarEntries,
  sourcesOf,
  chooseJudgement,
  missingField
};
