import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  loadResults,
  readRuns,
  unusedReadNotes,
  withUserConfig
} from "./chunk-NUNIREQY.js";
import {
  compareChecks
} from "./chunk-YDAYO5PO.js";
import {
  PLAN_SAMPLES,
  planEval
} from "./chunk-WME4BJAA.js";
import {
  MULTIPLICITIES,
  OPTION_NAMES,
  OptionParser,
  checkResamplesReach,
  given,
  parseOptions
} from "./chunk-4VRRUHI7.js";
import {
  AGAINST_THE_BASE,
  ANCHOR_PREFIX,
  parseAnchor
} from "./chunk-6E3OM4AZ.js";
import {
  driftPrefix
} from "./chunk-43OLHB65.js";
import {
  metricLabel,
  usesSamples
} from "./chunk-IYQLLMCI.js";
import {
  FORMAT_NAMES,
  filesOf
} from "./chunk-O77QD7CX.js";
import {
  InputError,
  MATCHED_SETTINGS,
  SHARED_HINTS,
  backslashFix,
  checkSettingNames,
  exists,
  globFiles,
  hasGlobCharacters,
  isConfigPairs,
  isMlflowUri,
  isRecord,
  listWords,
  missingPathHint,
  nearMisses,
  nearPaths,
  oneLine,
  quoted,
  rawQuoted,
  settingName,
  shown,
  shownPaths
} from "./chunk-Y3XH2ARF.js";

// src/common/once.ts
function once(f) {
  let value;
  return () => (value ??= { result: f() }).result;
}

// src/config/request.ts
import { isAbsolute, join, relative, sep } from "node:path";
function sideOf(paths) {
  return paths.length === 1 ? paths[0] : paths;
}
function sidePaths(side) {
  return typeof side === "string" ? [side] : isRunResults(side) ? [] : side;
}
function isRunResults(side) {
  return typeof side === "object" && !Array.isArray(side);
}
function anchorOf(parse, value, config) {
  const given2 = text(parse, "anchor", value);
  if (given2 === void 0) return void 0;
  const spec = parseAnchor(given2, parse.named("anchor"), config?.branch);
  if (config === void 0) return spec;
  const store = spec.branch === void 0 ? resolvePath(spec.store, config.folder) : spec.store;
  return { ...spec, store, label: config.label };
}
function text(parse, option, value, expected = "text") {
  if (!given(value)) return void 0;
  if (typeof value !== "string") {
    if (value === null) throw parse.empty(option, expected);
    throw parse.error(option, (n) => `${n(option)}: expected text, got ${shown(value)}`);
  }
  return value.trim();
}
function labelText(value, source) {
  return typeof value === "number" ? source ?? String(value) : value;
}
function keyLabels(parse, sides) {
  return {
    ...sides,
    "match-config": parse.named("match-config"),
    "require-config": parse.named("require-config"),
    // Each is about the runs' files too.
    criterion: parse.named("criterion", ["baseline", "candidate"]),
    "score-field": parse.named("score-field", ["baseline", "candidate"])
  };
}
function userConfig(parse, option, value) {
  if (value === void 0 || typeof value === "string" || isRecord(value)) return value;
  throw parse.error(
    option,
    (n) => `${n(option)}: expected key=value text, the path of a JSON file or an object of values, got ${shown(value)}`
  );
}
function runRead(parse, input, configOption, config) {
  const formats = ["auto", ...FORMAT_NAMES];
  const format = text(parse, "format", input.format, `one of ${formats.join(", ")}`);
  if (format !== void 0) parse.choice("format", format, formats);
  return {
    format,
    criterion: text(parse, "criterion", input.criterion),
    config: userConfig(parse, configOption, config),
    configName: parse.named(configOption),
    configOption,
    scoreField: text(parse, "score-field", input["score-field"]),
    hints: parse.naming.hints
  };
}
function sideRead(parse, which, input, config, options) {
  const option = `${which}-name`;
  const name = text(parse, option, labelText(input[option], parse.naming.source?.(option)));
  return {
    ...runRead(parse, input, `${which}-config`, config),
    // Errors about the settings are about the run's files too.
    configName: parse.named(`${which}-config`, [which]),
    configMention: parse.naming.mention?.(`${which}-config`),
    // An error in reading the run is about the keys `keyLabels` names it by.
    leaveFormat: parse.naming.leave?.("format", sideKeys(which), "auto"),
    // A config's wrong format is its `format:` key's fault, said there; a flag's error stays the file's.
    ...parse.naming.inConfigFile === true ? { formatName: parse.named("format", [which]) } : {},
    ...name === void 0 ? {} : { name },
    samples: usesSamples(options.metric)
  };
}
function sideKeys(which) {
  return [which, "format", "criterion", "score-field", `${which}-config`];
}
function gitObjectName(ref, path, cwd) {
  const local = isAbsolute(path) ? relative(cwd, path) : path;
  const posix = local.split(sep).join("/");
  return `${ref}:${posix.startsWith("./") || posix.startsWith("../") ? posix : `./${posix}`}`;
}
function checkBaselineRef(parse, ref, baseline) {
  if (ref === void 0) return;
  if (ref.startsWith("-") || /[\s:]/.test(ref)) {
    throw parse.expected("baseline-ref", "a git ref such as origin/main, with no - in front and no space or :", ref);
  }
  const paths = sidePaths(baseline);
  if (paths.some(isMlflowUri)) {
    throw parse.error(
      "baseline-ref",
      (n) => `${n("baseline-ref")} applies to a results file in the repository, not to an MLflow URI`
    );
  }
  const glob = paths.find(hasGlobCharacters);
  if (glob !== void 0) {
    throw parse.error(
      "baseline-ref",
      (n) => `${n("baseline-ref")} reads each baseline file as committed at ${ref}, but ${quoted(glob, 120)} is a glob, which matches files in the working tree: name the files one by one`
    );
  }
}
function comparisonRequest(input, naming) {
  const parse = new OptionParser(naming);
  const multiplicity = given(input.anchor) ? "holm" : "none";
  const options = parseOptions(input, naming, { resampled: false });
  checkResamplesReach(options.resamples, options.confidence, parse, { checks: 2, method: multiplicity });
  const baselineRef = input["baseline-ref"];
  checkBaselineRef(parse, baselineRef, input.baseline);
  const anchor = anchorOf(parse, input.anchor);
  return {
    file: null,
    multiplicity,
    checks: [
      {
        name: input.name ?? "",
        line: null,
        label: "",
        keyLabels: keyLabels(parse, { baseline: "", candidate: "", "baseline-ref": "", k: "" }),
        baseline: input.baseline,
        candidate: input.candidate,
        ...baselineRef === void 0 ? {} : { baselineRef },
        baselineRead: sideRead(parse, "baseline", input, input["baseline-config"], options),
        candidateRead: sideRead(parse, "candidate", input, input["candidate-config"], options),
        options,
        ...anchor === void 0 ? {} : { anchor }
      }
    ]
  };
}
var GATE_KEYS = ["confidence", "resamples", "seed", "fail-on"];
var CHECK_OPTIONS = Object.values(OPTION_NAMES).filter((name) => !GATE_KEYS.includes(name));
var CHECK_KEYS = [
  "baseline",
  "candidate",
  "baseline-ref",
  "format",
  "criterion",
  "baseline-config",
  "candidate-config",
  "baseline-name",
  "candidate-name",
  "score-field",
  "anchor",
  ...CHECK_OPTIONS
];
var WHOLE_GATE_KEYS = ["multiplicity", ...GATE_KEYS];
var TOP_KEYS = [...WHOLE_GATE_KEYS, "defaults", "checks"];
var CONFIG_HINTS = {
  ...SHARED_HINTS,
  set: (key, value) => `${key}: ${value}`,
  choose: (key) => `the key ${key}`,
  option: (key, value) => value === void 0 ? `the key ${key}` : `${key}: ${value}`
};
function where(locator, path, key) {
  const line = locator.line(path, key);
  if (locator.file !== null) return `${locator.file}${line === null ? "" : `:${line}`}`;
  return path.map((s, i) => typeof s === "number" ? `[${s}]` : i === 0 ? s : `.${s}`).join("") || "config";
}
function expectMap(value, at, what) {
  if (!isRecord(value)) throw new InputError(`${at}: ${what}: expected a map of keys, got ${shownValue(value)}`);
  return value;
}
function shownValue(value) {
  return isRecord(value) ? "a map" : shown(value);
}
function resolvePath(value, folder) {
  return isMlflowUri(value) || isAbsolute(value) ? value : join(folder, value);
}
function sideConfig(value, folder, at) {
  if (value === void 0) return void 0;
  if (value === null)
    throw new InputError(`${at} is empty: give key=value text, a file name or a map of values, or leave it out`);
  if (typeof value === "string")
    return isConfigPairs(value) || value.trim() === "" ? value : resolvePath(value, folder);
  if (!isRecord(value)) {
    throw new InputError(`${at}: expected key=value text, a file name or a map of values, got ${shownValue(value)}`);
  }
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === "object" && item !== null) {
      throw new InputError(`${at}: ${key}: expected a number, text, true, false or null, got ${shownValue(item)}`);
    }
  }
  return value;
}
var shownSetting = (value) => typeof value === "number" && Number.isFinite(value) || typeof value === "boolean" ? String(value) : "VALUE";
function dashFix(key, locator, path) {
  const meant = key.slice(1);
  if (locator.file === null || !key.startsWith("-") || !["name", ...CHECK_KEYS].includes(meant)) return void 0;
  const value = locator.source([...path, key])?.trim() ?? "";
  return `a list item needs a space after its -: write - ${meant}:${value === "" ? "" : ` ${value}`}`;
}
function checkKeys(map, known, locator, path, owner) {
  for (const key of Object.keys(map)) {
    if (known.includes(key) || path.length === 0 && key === "$schema") continue;
    const dash = path.length === 0 ? dashFix(key, locator, path) : void 0;
    if (dash !== void 0) {
      const list = map.checks === void 0 ? ", and checks: on the line above" : "";
      throw new InputError(`${where(locator, path, key)}: ${dash}${list}`);
    }
    const undashed = key.slice(1);
    const near = key.startsWith("-") && known.includes(undashed) ? [undashed] : nearMisses(key, known);
    const elsewhere = path.length === 0 ? CHECK_KEYS : WHOLE_GATE_KEYS;
    const placed = (meant) => path.length === 0 ? `${meant} is a check's setting: set it under defaults (for every check) or in a check` : `${meant} holds for the whole gate: set it at the top level`;
    const nearElsewhere = near.length === 0 ? nearMisses(key, elsewhere) : [];
    const hint = elsewhere.includes(key) ? placed(key) : key === "name" ? "each check has its own name" : key === "<<" ? "merge keys (<<: *anchor) are not supported: put the keys checks share under defaults:" : MATCHED_SETTINGS.includes(settingName(key)) ? `a decoding setting the files do not record is given ${known.includes("baseline-config") ? "as" : "under defaults, as"} baseline-config and candidate-config (${key}=${shownSetting(map[key])})` : near.length > 0 ? `did you mean ${listWords(near)}?` : nearElsewhere.length > 0 ? `did you mean ${listWords(nearElsewhere)}? ${nearElsewhere.map(placed).join("; ")}` : `${owner} ${known.join(", ")}`;
    const name = labelText(map.name, locator.source([...path, "name"]));
    const inCheck = path[0] === "checks" && typeof name === "string" ? `check ${quoted(name)}: ` : path[0] === "defaults" && locator.file !== null ? "defaults: " : "";
    throw new InputError(`${where(locator, path, key)}: ${inCheck}unknown key ${quoted(key)}: ${hint}`);
  }
}
function gateRequest(document, folder, locator, historyBranch) {
  const top = expectMap(document, where(locator, []), "the config");
  checkKeys(top, TOP_KEYS, locator, [], "the top level takes");
  const at = (key) => `${where(locator, [], key)}: `;
  const gateNaming = { name: (key) => key, where: at, source: (key) => locator.source([key]) };
  const gateParse = new OptionParser(gateNaming);
  const multiplicity = top.multiplicity === void 0 ? "holm" : gateParse.choice("multiplicity", top.multiplicity, MULTIPLICITIES, void 0, {
    // Holm's method is also called Holm-Bonferroni: that name means holm, not the nearer bonferroni.
    "holm-bonferroni": "holm",
    "bonferroni-holm": "holm"
  });
  if (top.defaults === null) {
    throw new InputError(
      `${where(locator, [], "defaults")}: defaults is empty: give the keys every check takes under it, indented, or remove it`
    );
  }
  const defaults = top.defaults === void 0 ? {} : expectMap(top.defaults, where(locator, [], "defaults"), "defaults");
  checkKeys(defaults, CHECK_KEYS, locator, ["defaults"], "defaults take");
  if (!Array.isArray(top.checks) || top.checks.length === 0) {
    const list = 'a list of checks, each starting with "- " (- name: ...)';
    if (top.checks === void 0) {
      throw new InputError(`${where(locator, [])}: the config has no checks: give checks:, ${list}`);
    }
    const dashed = isRecord(top.checks) ? Object.keys(top.checks).find((key) => dashFix(key, locator, ["checks"])) : void 0;
    if (dashed !== void 0) {
      throw new InputError(`${where(locator, ["checks"], dashed)}: ${dashFix(dashed, locator, ["checks"])}`);
    }
    const what = Array.isArray(top.checks) ? ": expected at least one check" : top.checks === null ? ` is empty: give ${list}` : `: expected ${list}, got ${shownValue(top.checks)}`;
    throw new InputError(`${where(locator, [], "checks")}: checks${what}`);
  }
  const gateOptions = Object.fromEntries(GATE_KEYS.map((key) => [key, top[key]]));
  const settings = parseOptions(gateOptions, gateNaming);
  const anchored = top.checks.filter(
    (entry) => isRecord(entry) && given({ ...defaults, ...entry }.anchor)
  ).length;
  checkResamplesReach(settings.resamples, settings.confidence, gateParse, {
    checks: top.checks.length + anchored,
    method: multiplicity
  });
  const seen = /* @__PURE__ */ new Map();
  const names = [];
  const checks = top.checks.map((entry, index) => {
    const path = ["checks", index];
    const check = expectMap(entry, where(locator, path), `check ${index + 1}`);
    checkKeys(check, ["name", ...CHECK_KEYS], locator, path, "a check takes");
    const written = labelText(check.name, locator.source([...path, "name"]));
    if (written === void 0) throw new InputError(`${where(locator, path)}: check ${index + 1} has no name`);
    if (typeof written !== "string" || written.trim() === "") {
      const what = typeof written === "string" || written === null ? "the name is empty: give each check a name of its own" : `name: expected text, got ${shownValue(written)}`;
      throw new InputError(`${where(locator, path, "name")}: check ${index + 1}: ${what}`);
    }
    const name = written.trim();
    names.push(name);
    const label = `${where(locator, path, "name")}: check ${quoted(name)}`;
    const same = sameName(name);
    const first = seen.get(same);
    if (first !== void 0) {
      const line = locator.line(["checks", first], "name");
      const spaces = names[first] === name ? "" : ", written with other white space";
      throw new InputError(
        `${label}: the name is already used by ${line === null ? `checks[${first}]` : `check ${first + 1} (line ${line})`}${spaces}; names must differ`
      );
    }
    seen.set(same, index);
    const settingsOf = { ...defaults, ...check };
    const keyAt = (key) => {
      const place = key in check ? where(locator, path, key) : key in defaults ? where(locator, ["defaults"], key) : where(locator, path, "name");
      return `${place}: check ${quoted(name)}`;
    };
    const fromDefaults = (key) => !(key in check) && key in defaults;
    const mixed = (keys) => keys.some(fromDefaults) && keys.some((key) => key in check);
    const naming = {
      name: (key, keys = []) => mixed(keys) && fromDefaults(key) ? `${key} (from defaults)` : key,
      after: (mentioned, keys) => {
        const from = mentioned.filter(fromDefaults);
        if (!mixed(keys) || from.length === 0) return "";
        return `; ${listWords(from, "and")} ${from.length === 1 ? "is" : "are"} from defaults`;
      },
      where: (key, keys) => {
        if (!fromDefaults(key) || mixed(keys)) return `${keyAt(key)}: `;
        const place = where(locator, ["defaults"], key);
        return locator.file === null ? "defaults: " : `${place}: defaults: `;
      },
      mention: (key) => {
        const line = locator.line(key in check ? path : ["defaults"], key);
        const marks = [...line === null ? [] : [`line ${line}`], ...fromDefaults(key) ? ["from defaults"] : []];
        return marks.length === 0 ? key : `${key} (${marks.join(", ")})`;
      },
      // Left out of the check, a key from defaults takes the defaults' value: the check sets the default itself.
      leave: (key, keys, value) => mixed(keys) && fromDefaults(key) ? `set ${CONFIG_HINTS.set(key, value)} in this check` : void 0,
      hints: CONFIG_HINTS,
      inConfigFile: true,
      source: (key) => locator.source(key in check ? [...path, key] : ["defaults", key])
    };
    const parse = new OptionParser(naming);
    const side = (which) => {
      const value = settingsOf[which];
      if (value === void 0) {
        throw new InputError(`${label}: has no ${which} (give the ${which} results file, here or under defaults)`);
      }
      const at2 = parse.named(which);
      const paths = typeof value === "string" ? [value] : Array.isArray(value) ? value : [];
      if (paths.length === 0) {
        if (value === null) throw new InputError(`${at2} is empty: give the ${which} results file (or a glob or list)`);
        const got = Array.isArray(value) ? "an empty list" : shownValue(value);
        throw new InputError(`${at2}: expected a file, a glob or a list of them, got ${got}`);
      }
      const bad = paths.findIndex((path2) => typeof path2 !== "string" || path2 === "");
      if (bad >= 0) {
        const item = typeof value === "string" ? "" : `[${bad}]`;
        throw new InputError(`${at2}${item}: expected a file or a glob, got ${shownValue(paths[bad])}`);
      }
      return sideOf(paths.map((path2) => resolvePath(path2, folder)));
    };
    const raw = (key) => settingsOf[key];
    const checkOptions = Object.fromEntries(CHECK_OPTIONS.map((key) => [key, raw(key)]));
    const options = parseOptions({ ...gateOptions, ...checkOptions }, naming);
    const read = (which) => {
      const key = `${which}-config`;
      const config = sideConfig(settingsOf[key], folder, parse.named(key));
      return sideRead(parse, which, settingsOf, config, options);
    };
    const baseline = side("baseline");
    const candidate = side("candidate");
    const baselineRef = text(parse, "baseline-ref", raw("baseline-ref"));
    checkBaselineRef(parse, baselineRef, baseline);
    const anchor = anchorOf(parse, raw("anchor"), { folder, label: keyAt("anchor"), branch: historyBranch });
    return {
      name,
      line: locator.line(path),
      label,
      keyLabels: keyLabels(parse, {
        // Reading a run is about how it is read too.
        baseline: parse.named("baseline", sideKeys("baseline")),
        candidate: parse.named("candidate", sideKeys("candidate")),
        // Its errors begin with the key, which this names in their place (from defaults, or defaults' alone).
        "baseline-ref": parse.named("baseline-ref", ["baseline-ref", "baseline"]),
        // Too few samples for k is about the runs too.
        k: parse.named("k", ["baseline", "candidate"])
      }),
      baseline,
      candidate,
      ...baselineRef === void 0 ? {} : { baselineRef },
      baselineRead: read("baseline"),
      candidateRead: read("candidate"),
      options,
      ...anchor === void 0 ? {} : { anchor }
    };
  });
  refuseDriftRowNames(checks);
  return { file: locator.file, multiplicity, checks };
}
function sameName(name) {
  return name.normalize("NFC").replace(/\s/gu, " ");
}
function refuseDriftRowNames(checks) {
  for (const [i, anchored] of checks.entries()) {
    if (anchored.anchor === void 0) continue;
    const [base, drift] = [`${anchored.name} ${AGAINST_THE_BASE}`, `${anchored.name} against anchor `];
    const clash = checks.find(
      (check) => sameName(check.name) === sameName(base) || sameName(check.name).startsWith(sameName(drift))
    );
    if (clash === void 0) continue;
    const at = anchored.line === null ? `checks[${i}]` : `check ${i + 1} (line ${anchored.line})`;
    throw new InputError(
      `${clash.label}: the name is taken by ${at}: with its anchor, its rows are ${quoted(base)} and ${quoted(`${drift}...`)}, and two rows would read alike; give this check another name`
    );
  }
}

// src/gate.ts
import { readdir } from "node:fs/promises";
import { dirname, isAbsolute as isAbsolute2, relative as relative2, resolve } from "node:path";
var EXIT_PASSED = 0;
var EXIT_FAILED = 1;
var EXIT_USAGE = 2;
var EXIT_REFUSED = 3;
var EXIT_CONTINUE = 10;
var EXIT_BUG = 70;
function readKey(source, ref, read) {
  const config = read.config === void 0 || typeof read.config === "string" ? read.config : Object.entries(read.config);
  return JSON.stringify([source, ref, read.format ?? "auto", read.criterion, config, read.scoreField]);
}
async function runGate(request, sources) {
  const planned = /* @__PURE__ */ new Map();
  const keys = request.checks.map(
    (check) => ["baseline", "candidate"].map((which) => {
      const source = check[which];
      const read = which === "baseline" ? check.baselineRead : check.candidateRead;
      const ref = which === "baseline" ? check.baselineRef : void 0;
      const key = isRunResults(source) ? `${planned.size}` : readKey(source, ref, read);
      const known = planned.get(key);
      const label = check.keyLabels[ref === void 0 ? which : "baseline-ref"];
      const unnamed = { ...read };
      delete unnamed.name;
      if (known === void 0) planned.set(key, { source, ref, read: unnamed, label });
      else known.read.samples = known.read.samples === true || read.samples === true;
      return key;
    })
  );
  const entries = [...planned.entries()];
  const reading = { readAtRef: sources.readAtRef, mlflow: sources.mlflow && once(sources.mlflow) };
  const at = (ref) => ref === void 0 ? void 0 : { ref, cwd: sources.cwd };
  const runs = /* @__PURE__ */ new Map();
  for (const [key, plan] of entries) {
    const read = () => readSide(plan.source, plan.read, reading, at(plan.ref)).catch(async (error) => {
      throw plan.ref === void 0 ? await fromConfigFolder(error, plan.source, plan.read, request.file, sources.cwd) : error;
    });
    const ref = plan.ref === void 0 ? void 0 : "baseline-ref";
    runs.set(key, await labelled(plan.label, read, [plan.read.configName, plan.read.formatName], ref));
  }
  const shown2 = shownRuns([...runs.values()]);
  [...runs.keys()].forEach((key, i) => runs.set(key, shown2[i]));
  for (const [key, plan] of entries) sources.onRead?.(runs.get(key), plan.read);
  const notes = /* @__PURE__ */ new Set();
  const given2 = request.checks.map((check, i) => {
    const [baselineKey, candidateKey] = keys[i];
    const { options } = check;
    const named = (run, name) => name === void 0 ? run : { ...run, name };
    const baseline = named(runs.get(baselineKey), check.baselineRead.name);
    const candidate = named(runs.get(candidateKey), check.candidateRead.name);
    const recorded = [...Object.keys(baseline.config), ...Object.keys(candidate.config)];
    for (const [keys2, option] of [
      [options.matchConfig, "match-config"],
      [options.requireConfig, "require-config"]
    ]) {
      for (const note of checkSettingNames(keys2, recorded, check.keyLabels[option], "neither run records it"))
        notes.add(note);
    }
    for (const note of unusedReadNotes(check.baselineRead, [baseline, candidate], options.metric, check.keyLabels))
      notes.add(note);
    const file = (source, key) => isRunResults(source) ? key : source;
    const joint = [file(check.baseline, baselineKey), check.baselineRef, file(check.candidate, candidateKey)];
    return {
      name: check.name === "" ? metricLabel(options.metric, options.k, options.submit) : check.name,
      line: check.line,
      label: check.label,
      keyLabels: check.keyLabels,
      baseline,
      candidate,
      options,
      joint: JSON.stringify(joint),
      hints: check.baselineRead.hints
    };
  });
  const { checks, newSeries } = request.checks.some((check) => check.anchor !== void 0) ? await withDriftChecks(given2, request, sources) : { checks: given2, newSeries: [] };
  const report = compareChecks(checks, {
    method: request.multiplicity,
    confidence: request.checks[0].options.confidence,
    configFile: request.file
  });
  report.checks.forEach((check, i) => planConfirmingSamples(check, checks[i]));
  return { report, notes: [...notes], newSeries };
}
async function withDriftChecks(checks, request, { program, windows, hints, cwd }) {
  const shell = { program, windows };
  const [{ anchorFor, withAnchorChecks }, { readStore }] = await Promise.all([
    import("./anchor-Z4XXQN7J.js"),
    import("./history-store-NFQDIN56.js")
  ]);
  const anchors = [];
  const newSeries = [];
  for (const [i, check] of checks.entries()) {
    const spec = request.checks[i].anchor;
    const anchor = spec === void 0 ? void 0 : await labelled(spec.label ?? check.label, async () => {
      const records = await readStore(spec.store, shell, (dir) => `${ANCHOR_PREFIX}${dir}`, hints).catch(
        async (error) => {
          throw await storeFromConfigFolder(error, spec, request.file, cwd);
        }
      );
      return anchorFor(records, spec, check, shell, hints);
    });
    if (anchor === null) newSeries.push({ check: check.name, row: `${driftPrefix(check)}${AGAINST_THE_BASE}` });
    anchors.push(anchor);
  }
  return { checks: withAnchorChecks(checks, anchors), newSeries };
}
async function fromWorkingDirectory(written, config, cwd, kind, prefix = "") {
  if (written.startsWith("..") || isAbsolute2(written)) return void 0;
  const meant = resolve(cwd, written);
  const there = kind === "glob" ? (await globFiles(meant)).length > 0 : await exists(meant, kind);
  if (!there) return void 0;
  const folder = dirname(config);
  return `the paths of a config file are relative to its folder, ${folder}: write ${prefix}${relative2(resolve(cwd, folder), meant)}`;
}
async function fromConfigFolder(error, source, read, config, cwd) {
  if (config === null || !(error instanceof InputError)) return error;
  const folder = dirname(config);
  const written = (path) => isAbsolute2(path) && !isAbsolute2(folder) ? path : relative2(resolve(cwd, folder), resolve(cwd, path));
  const settingsFile = typeof read.config === "string" ? [{ path: read.config, named: `${read.configName}: `, kind: "decoding config file" }] : [];
  const sides = sidePaths(source).map((path) => ({ path, named: "", kind: "results file" }));
  for (const { path, named, kind } of [...sides, ...settingsFile]) {
    const missing = `${named}${path}: no such file`;
    const unmatched = `${rawQuoted(path, 200)}: the glob matches no file`;
    if (named === "" && error.message.startsWith(unmatched)) {
      const fix = await fromWorkingDirectory(written(path), config, cwd, "glob") ?? await slashedFromWorkingDirectory(written(path), config, cwd);
      if (fix !== void 0) return new InputError(`${unmatched}; ${fix}`);
    }
    if (!error.message.startsWith(missing)) continue;
    const fromCwd = await fromWorkingDirectory(written(path), config, cwd, "file");
    if (fromCwd !== void 0) return new InputError(`${missing}; ${fromCwd}`);
    const near = await nearFix(path, written, kind, config);
    if (near !== void 0) return new InputError(`${named}${written(path)}: no such file; ${near}`);
    const slashed = await slashedFromWorkingDirectory(written(path), config, cwd);
    if (slashed !== void 0) return new InputError(`${missing}; ${slashed}`);
    return new InputError(`${missing}${await missingPathHint(path, kind, { code: "ENOENT" }, config)}`);
  }
  return error;
}
async function slashedFromWorkingDirectory(written, config, cwd) {
  const slashed = await backslashFix(resolve(cwd, written));
  if (slashed === void 0) return void 0;
  const kind = hasGlobCharacters(slashed.path) ? "glob" : "anything";
  const fix = await fromWorkingDirectory(relative2(cwd, slashed.path), config, cwd, kind);
  return fix === void 0 ? void 0 : `${slashed.how}; ${fix}`;
}
async function nearFix(path, written, kind, config) {
  const slashed = await backslashFix(path);
  if (slashed !== void 0) return `${slashed.how}: ${written(slashed.path)}`;
  const names = await readdir(dirname(path)).catch(() => []);
  const near = nearPaths(
    path,
    names.filter((name) => resolve(dirname(path), name) !== resolve(config)),
    kind
  );
  return near.length === 0 ? void 0 : `did you mean ${near.map(written).join(" or ")}?`;
}
async function storeFromConfigFolder(error, spec, config, cwd) {
  if (config === null || spec.branch !== void 0 || !(error instanceof InputError)) return error;
  const missing = `history store ${spec.store}: no such folder`;
  if (!error.message.startsWith(missing)) return error;
  const written = parseAnchor(spec.text, "anchor").store;
  const fix = await fromWorkingDirectory(written, config, cwd, "anything", ANCHOR_PREFIX);
  const selector = spec.text.slice(ANCHOR_PREFIX.length + written.length);
  return fix === void 0 ? error : new InputError(`${missing}; ${fix}${selector}`);
}
async function labelled(label, read, placed = [], key) {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof InputError) || label === "") throw error;
    if (placed.some((name) => name !== void 0 && error.message.startsWith(`${name}: `))) throw error;
    const rest = key === void 0 || !error.message.startsWith(key) ? "" : error.message.slice(key.length);
    if (/^[\s:]/.test(rest)) throw new InputError(`${label}${rest}`);
    throw error.labelled(label);
  }
}
function planConfirmingSamples(check, runs) {
  const confirm = check.delta?.power.confirm;
  if (confirm == null || (check.problems.samples?.min ?? 1) < 2 || runs.options.metric === "n@k") return;
  try {
    const samples = [Math.max(...PLAN_SAMPLES)];
    const confidence = check.delta.confidence;
    const plan = planEval(runs.baseline, runs.candidate, {
      ...runs.options,
      confidence,
      target: confirm.drop,
      samples,
      sizeSuites: false
    });
    confirm.samples = plan.target?.n ?? null;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
  }
}
async function readSide(source, read, { readAtRef, mlflow }, at) {
  if (isRunResults(source)) return withUserConfig(source, read);
  const readOne = async (path) => {
    const options = isMlflowUri(path) && mlflow !== void 0 ? { ...read, mlflow: mlflow() } : read;
    if (at === void 0) return loadResults(path, options);
    if (readAtRef === void 0) {
      throw new InputError(
        `baseline-ref ${at.ref} is read by the action only; run git show ${gitObjectName(at.ref, path, at.cwd)} > FILE and point baseline at FILE`
      );
    }
    return readAtRef(at.ref, path, options);
  };
  const run = await readRuns(sidePaths(source), readOne, at === void 0);
  return read.name === void 0 ? run : { ...run, name: read.name };
}
function shownRuns(runs) {
  const shown2 = shownPaths(runs.flatMap(filesOf));
  return runs.map((run) => {
    const given2 = filesOf(run);
    const show = (text2) => given2.reduce((out, file) => out.replaceAll(file, shown2.get(file)), text2);
    return {
      ...run,
      source: show(run.source),
      warnings: run.warnings.map(show),
      ...run.files === void 0 ? {} : { files: run.files.map((file) => shown2.get(file)) }
    };
  });
}
function exitStatus(report) {
  if (report.decision === "refused") return EXIT_REFUSED;
  return report.decision === "fail" ? EXIT_FAILED : EXIT_PASSED;
}
function describeFailure(error, version) {
  if (error instanceof InputError) return { status: EXIT_USAGE, message: error.message };
  const what = oneLine(error instanceof Error ? `${error.name}: ${error.message}` : String(error), 400);
  const stack = error instanceof Error && typeof error.stack === "string" ? error.stack : "";
  const frame = /\n\s+at (?:.*?\()?(?:.*[\\/])?([^\\/()\s]+:\d+:\d+)\)?/.exec(stack);
  const where2 = frame === null ? "" : ` at ${frame[1]}`;
  return {
    status: EXIT_BUG,
    message: `internal error: this is a bug in passk-gate ${version}, not a problem with your input (${what}${where2}). Please report it to the passk-gate issue tracker with this message, the command or workflow step that ran it and, if you can, the two results files.`
  };
}

export {
  once,
  sideOf,
  sidePaths,
  runRead,
  gitObjectName,
  comparisonRequest,
  GATE_KEYS,
  CHECK_KEYS,
  gateRequest,
  EXIT_PASSED,
  EXIT_FAILED,
  EXIT_USAGE,
  EXIT_REFUSED,
  EXIT_CONTINUE,
  EXIT_BUG,
  runGate,
  readSide,
  shownRuns,
  exitStatus,
  describeFailure
};
