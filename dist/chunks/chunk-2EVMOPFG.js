import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  MAX_RUN_NAME,
  scorePercent,
  terminalText,
  textWidth
} from "./chunk-PETDOYQG.js";
import {
  loadResults,
  readRuns
} from "./chunk-NUNIREQY.js";
import {
  DEFAULT_OPTIONS
} from "./chunk-4VRRUHI7.js";
import {
  ALWAYS_REQUIRED,
  compareConfigs,
  compareJudgements,
  judgementText,
  mean,
  perProblemValues
} from "./chunk-IYQLLMCI.js";
import {
  addRecord,
  allErrored,
  erroredLabel,
  recordErrors,
  recordOf,
  recordRun,
  recordWords,
  seriesName
} from "./chunk-4GB6IP6O.js";
import {
  INEXACT_INTEGER_READ,
  InputError,
  counted,
  isInexactInteger,
  nameText,
  quoted,
  shown
} from "./chunk-Y3XH2ARF.js";

// src/history/commands.ts
function parseCommit(value, option) {
  if (!/^([0-9a-fA-F]{40}|[0-9a-fA-F]{64})$/.test(value)) {
    throw new InputError(
      `${option}: expected the commit's full SHA (40 hex digits, or 64 in a SHA-256 repository): give what git rev-parse HEAD prints, got ${quoted(value, 80)}`
    );
  }
  return value.toLowerCase();
}
function parseTime(value, option) {
  const date = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(value) ? new Date(value) : void 0;
  const day = value.slice(0, 10);
  const midnight = new Date(day);
  const dayExists = !Number.isNaN(midnight.getTime()) && midnight.toISOString().startsWith(day);
  if (date === void 0 || Number.isNaN(date.getTime()) || !dayExists) {
    throw new InputError(`${option}: expected an ISO 8601 time such as 2026-11-02T10:00:00Z, got ${quoted(value, 80)}`);
  }
  if (value.includes("T") && !/(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    throw new InputError(
      `${option}: ${quoted(value, 80)} has no offset from UTC: add Z for UTC, or the offset, e.g. +02:00`
    );
  }
  return date.toISOString().replace(/\.000Z$/, "Z");
}
function checkSeriesName(name) {
  const reserved = ["#", ","].filter((ch) => name.includes(ch));
  const why = reserved.length > 0 ? `it holds ${reserved.map((ch) => `"${ch}"`).join(" and ")}, which a selector reserves (history:DIR#SELECTOR, its items separated by ",")` : name.trim() === "" ? "it is empty" : name.trim() !== name ? "a selector drops the spaces around a name" : void 0;
  if (why === void 0) return;
  throw new InputError(
    `history add: no anchor selector can pick the series ${quoted(name, 80)} (name:NAME): ${why}; give the series another name`
  );
}
async function addRun(request) {
  if (request.files.length === 0) throw new InputError("history add needs the results FILE(s) of the run to record");
  const read = { ...request.read, samples: true };
  const run = await readRuns(request.files, (path) => loadResults(path, read), true, "one run");
  const configName = read.configName ?? "--config";
  if (run.config[ALWAYS_REQUIRED] === void 0) {
    const pair = `${ALWAYS_REQUIRED}=VALUE`;
    const { hints, configOption } = read;
    const give = hints === void 0 || configOption === void 0 ? `${configName} ${pair}` : hints.set(configOption, pair);
    throw new InputError(
      `history add: ${run.source} does not record ${ALWAYS_REQUIRED}: give it with ${give}, the value the run was sampled at`
    );
  }
  refuseInexactConfig(run, configName);
  const place = {
    commit: request.commit,
    ...request.ref === void 0 ? {} : { ref: request.ref },
    time: parseTime(request.time ?? (/* @__PURE__ */ new Date()).toISOString(), "time"),
    name: request.name ?? seriesName(run)
  };
  const { file, added, differs, latest } = await addRecord(request.store, recordOf(run, place));
  const warning = latest === void 0 ? void 0 : mixedSeriesWarning(place.name, latest, run, configName);
  return { file, added, differs, record: place, ...warning === void 0 ? {} : { warning } };
}
function mixedSeriesWarning(name, latest, run, configName) {
  const series = `the series ${quoted(name, 80)}`;
  const instead = "the trend page and the drift check will not compare them; record such runs";
  if (compareJudgements(latest, run, false).reasons.length > 0) {
    return `${series}'s newest run was judged by ${judgementText(latest.judgement)}, this run by ${judgementText(run.judgement)}: ${instead} under a series name of their own`;
  }
  const newest = recordRun(latest, "", false);
  const { rows } = compareConfigs(newest, run, { compared: DEFAULT_OPTIONS.matchConfig, required: [] });
  const value = (v) => v === void 0 ? "not recorded" : shown(v);
  const settings = rows.filter((row) => row.checked && (row.status === "differs" || row.status === "missing")).map((row) => `${row.key} ${value(row.baseline)} there, ${value(row.candidate)} here`);
  if (settings.length === 0) return void 0;
  return `${series}'s newest run was sampled otherwise (${settings.join("; ")}): the trend page will not compare them, nor a drift check anchored on one (best picks among the runs at the candidate's settings); record such runs with the series' settings (${configName} gives one the files lack), or under a series name of their own`;
}
function refuseInexactConfig(run, configName) {
  const key = Object.keys(run.config).find((k) => isInexactInteger(run.config[k]));
  if (key === void 0) return;
  const name = nameText(key);
  throw new InputError(
    run.configSources[key] === "user" ? `history add: ${configName}: ${name} ${INEXACT_INTEGER_READ}: give it as a string (${name}="DIGITS"), or leave it out` : `history add: ${run.source}: config ${name} ${INEXACT_INTEGER_READ}: write it as a string in the results file`
  );
}
function addedText({ file, added, differs, record }) {
  const [path, name, commit] = [
    terminalText(file, MAX_RUN_NAME),
    terminalText(record.name),
    record.commit.slice(0, 12)
  ];
  if (added) return `added ${path}: ${name} at ${commit}
`;
  return differs ? `unchanged: ${name} at ${commit} is already recorded with other results or settings (${path}); a record is never rewritten, so the first run stays: record this one at its own commit
` : `unchanged: ${name} at ${commit} is already recorded (${path})
`;
}
function passAt1(record) {
  return mean(perProblemValues(recordRun(record, "", false).problems, 1, "pass@k"));
}
function listJson(records) {
  const rows = records.map(({ file, record }) => ({
    file,
    time: record.time,
    commit: record.commit,
    ref: record.ref ?? null,
    name: record.name,
    model: record.model ?? null,
    problems: record.problems.ids.length,
    samples: record.problems.samples !== void 0,
    pass_at_1: passAt1(record),
    // As the list's line says: its 0 is no score (for SWE-bench, not taken as one).
    every_sample_errored: allErrored(record) !== void 0
  }));
  return `${JSON.stringify(rows, null, 2)}
`;
}
var MAX_LIST_MODEL = 48;
function listText(store, records) {
  const folder = terminalText(store, MAX_RUN_NAME);
  if (records.length === 0) return `${folder}: no records
`;
  const millis = records.some(({ record }) => /\.\d+Z$/.test(record.time));
  const rows = records.map(({ record }) => {
    const { problem, sample } = recordWords(record);
    return [
      millis ? new Date(record.time).toISOString() : record.time,
      record.commit.slice(0, 12),
      terminalText(record.name, 80),
      record.model === void 0 ? "" : `model ${terminalText(record.model, MAX_LIST_MODEL)}`,
      counted(record.problems.ids.length, problem),
      `pass@1 ${scorePercent(passAt1(record))}${allErrored(record) === void 0 ? "" : ` (${erroredLabel(sample, recordErrors(record))})`}`,
      terminalText(record.ref ?? "", 80)
    ];
  });
  const widths = rows[0].map((_, j) => Math.max(...rows.map((row) => textWidth(row[j]))));
  const lines = rows.map(
    (row) => row.flatMap((cell, j) => widths[j] === 0 ? [] : [cell + " ".repeat(widths[j] - textWidth(cell))]).join("  ").trimEnd()
  );
  return `${counted(records.length, "record")} in ${folder}:
${lines.join("\n")}
`;
}

export {
  parseCommit,
  parseTime,
  checkSeriesName,
  addRun,
  addedText,
  listJson,
  listText
};
