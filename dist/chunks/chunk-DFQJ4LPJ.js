import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  inputError,
  isMlflowUri,
  isRecord,
  jsonPath,
  listIds,
  nameText,
  pathOf,
  quoted,
  readJsonFile,
  shown,
  sourcesOf
} from "./chunk-3YJQMLNL.js";
import {
  __commonJS
} from "./chunk-T6J2QFXX.js";

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// src/load/run-name.ts
var GENERIC_NAMES = /^results\.json$/i;
function fileNames(paths, runNames2) {
  const parts = paths.map((path) => path.split(/[\\/]+/).filter((part) => part !== ""));
  const tail = (of, depth) => of.slice(-depth).join("/");
  const unique = (name) => name !== void 0 && runNames2.indexOf(name) === runNames2.lastIndexOf(name);
  return paths.map((path, i) => {
    if (isMlflowUri(path)) return unique(runNames2[i]) ? runNames2[i] : path;
    const own = parts[i];
    const same = (other) => other.join("/") === own.join("/");
    const clashes = (depth2) => parts.some((other) => !same(other) && tail(other, depth2) === tail(own, depth2));
    let depth = own.length > 1 && GENERIC_NAMES.test(own.at(-1)) ? 2 : 1;
    while (depth < own.length && clashes(depth)) depth++;
    return own.length === 0 ? path : tail(own, depth);
  });
}
function runName(run) {
  return givenName(run) ?? fileNames(filesOf(run), runNamesOf(run)).join(" + ");
}
function givenName(run) {
  return [run.name, run.model, run.mlflow?.run_name].find((name) => name != null && name.trim() !== "")?.trim();
}
var filesOf = (run) => run.files ?? [run.source];
var runNamesOf = (run) => filesOf(run).map((_, i) => run.mlflowRuns?.[i]?.run_name?.trim() || void 0);
function runNames(baseline, candidate) {
  const split = filesOf(baseline).length;
  const all = fileNames(
    [...filesOf(baseline), ...filesOf(candidate)],
    [...runNamesOf(baseline), ...runNamesOf(candidate)]
  );
  const names = {
    baseline: givenName(baseline) ?? all.slice(0, split).join(" + "),
    candidate: givenName(candidate) ?? all.slice(split).join(" + ")
  };
  if (names.baseline !== names.candidate || baseline.source === candidate.source) return names;
  return {
    baseline: baseline.name?.trim() || baseline.source,
    candidate: candidate.name?.trim() || candidate.source
  };
}

// src/formats/tally.ts
function harnessRun(file, format, configSource, run) {
  const { model, config, criterion, dataset, scoreGaps } = run;
  return {
    source: file,
    format,
    ...model !== void 0 ? { model } : {},
    config,
    configSources: sourcesOf(config, configSource),
    problems: run.problems,
    warnings: run.warnings,
    judgement: orderedJudgement({ format, criterion, dataset }),
    ...scoreGaps !== void 0 ? { scoreGaps } : {}
  };
}
function orderedJudgement({ format, criterion, dataset }) {
  return {
    format,
    ...criterion !== void 0 ? { criterion } : {},
    ...dataset !== void 0 ? { dataset } : {}
  };
}
function scoreValue(value, file, path, rule = "a score must be a finite number") {
  if (value === void 0 || value === null) return void 0;
  if (typeof value !== "number" || !Number.isFinite(value))
    throw inputError(file, path, `${rule}, got ${shown(value)}`);
  return value;
}
function ownField(row, name) {
  return Object.hasOwn(row, name) ? row[name] : void 0;
}
function scoreOrGap(value, field, file, path) {
  const score = scoreValue(value, file, path);
  return score !== void 0 ? { score } : { scoreGap: { field, kind: value === null ? "null" : "missing" } };
}
function sampleExtras(row, textKey, scoreField, file, where) {
  const text = row[textKey];
  const score = scoreField === void 0 ? {} : scoreOrGap(ownField(row, scoreField), scoreField, file, `${where()}: ${nameText(scoreField)}`);
  return typeof text === "string" ? { text, ...score } : score;
}
function forEachEvalSample(samples, id, file, expected, visit) {
  if (samples.length === 0) throw inputError(file, pathOf("eval", id), "lists no samples");
  samples.forEach((sample, i) => {
    if (!isRecord(sample)) throw inputError(file, pathOf("eval", id, i), `expected an object with ${expected}`);
    if (sample.task_id !== void 0 && sample.task_id !== id) {
      throw inputError(
        file,
        pathOf("eval", id, i, "task_id"),
        `is ${shown(sample.task_id)}, not the key ${quoted(id)}`
      );
    }
    visit(sample, i);
  });
}
var Hash = class {
  a = 2166136261;
  b = 625341585;
  add(text) {
    let { a, b } = this;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      a = Math.imul(a ^ code, 16777619);
      b = Math.imul(b ^ code, 1540483477);
      b ^= b >>> 15;
    }
    this.a = a;
    this.b = b;
    return this;
  }
  get value() {
    return (this.a >>> 0) * 2097152 + (this.b >>> 0 & 2097151);
  }
};
function textHash(text) {
  return new Hash().add(text).value;
}
var Key = class {
  constructor(name) {
    this.name = name;
  }
  name;
};
function valueHash(value) {
  const hash = new Hash();
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item instanceof Key) {
      hash.add(`k${item.name.length}:`).add(item.name);
    } else if (Array.isArray(item)) {
      hash.add(`[${item.length}`);
      for (let i = item.length - 1; i >= 0; i--) stack.push(item[i]);
    } else if (typeof item === "object" && item !== null) {
      const entries = Object.entries(item);
      hash.add(`{${entries.length}`);
      for (let i = entries.length - 1; i >= 0; i--) stack.push(entries[i][1], new Key(entries[i][0]));
    } else if (typeof item === "string") {
      hash.add(`s${item.length}:`).add(item);
    } else {
      hash.add(`${typeof item}:${String(item)}`);
    }
  }
  return hash.value;
}
function repeatsBlock(sequence, block) {
  if (block >= sequence.length || sequence.length % block !== 0) return false;
  for (let i = block; i < sequence.length; i++) if (sequence[i] !== sequence[i - block]) return false;
  return true;
}
function gcd(a, b) {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}
var ProblemTally = class {
  constructor(options = {}) {
    this.options = options;
  }
  options;
  byId = /* @__PURE__ */ new Map();
  /** Whether some sample has a score, so the kept samples say more than n and c. */
  detailed = false;
  /** The rows whose named score field is null or missing. */
  scoreGaps;
  get size() {
    return this.byId.size;
  }
  add(id, outcome) {
    let counts = this.byId.get(id);
    if (counts === void 0) {
      counts = { n: 0, c: 0, timeouts: 0, errors: 0, hashes: [], samples: this.options.samples ? [] : void 0 };
      this.byId.set(id, counts);
    }
    if (counts.samples !== void 0) {
      const { passed: pass, score } = outcome;
      if (score !== void 0) this.detailed = true;
      counts.samples.push(score === void 0 ? { pass } : { pass, score });
    }
    if (outcome.scoreGap !== void 0) {
      this.scoreGaps ??= { field: outcome.scoreGap.field, null: 0, missing: 0 };
      this.scoreGaps[outcome.scoreGap.kind]++;
    }
    counts.n++;
    if (outcome.passed) counts.c++;
    else if (outcome.error) counts.errors++;
    else if (outcome.timeout) counts.timeouts++;
    if (outcome.text !== void 0) counts.hashes.push(textHash(outcome.text));
  }
  /** The per-problem counts, what the reader should warn about, and the rows without a score in the named field. */
  finish() {
    const problems = [];
    for (const [id, counts] of this.byId) {
      const problem = { id, n: counts.n, c: counts.c };
      if (this.options.timeouts) problem.timeouts = counts.timeouts;
      if (this.options.errors) problem.errors = counts.errors;
      if (this.detailed && counts.samples !== void 0) problem.samples = counts.samples;
      problems.push(problem);
    }
    return { problems, warnings: this.repeatWarnings(), scoreGaps: this.scoreGaps };
  }
  repeatWarnings() {
    const entries = [...this.byId].filter(([, counts]) => counts.hashes.length === counts.n && counts.n > 0);
    if (entries.length === 0 || entries.length !== this.byId.size) return [];
    const whole = this.wholeRunRepeats(entries.map(([, counts]) => counts.hashes));
    if (whole > 1) {
      return [
        `every problem's samples are one block of samples repeated ${whole} times with the same text: the file looks like one run written ${whole} times over (or samples that are not independent draws, such as temperature 0), and n counts every copy`
      ];
    }
    const usual = modalCount(entries.map(([, counts]) => counts.n));
    const repeated = entries.filter(([, counts]) => counts.n >= 2 * usual && repeatsBlock(counts.hashes, usual)).map(([id, counts]) => `${nameText(id)} (n=${counts.n})`);
    if (repeated.length === 0) return [];
    return [
      `${repeated.length} problem${repeated.length === 1 ? " has" : "s have"} a multiple of the usual n = ${usual} samples, the same texts repeated: ${listIds(repeated)}; a run repeated in the file counts its samples twice`
    ];
  }
  /** The largest m >= 2 such that every problem's samples are m copies of one block, or 1. */
  wholeRunRepeats(sequences) {
    const common = sequences.reduce((g, s) => gcd(g, s.length), 0);
    for (let copies = common; copies >= 2; copies--) {
      if (common % copies !== 0) continue;
      if (sequences.every((s) => repeatsBlock(s, s.length / copies))) return copies;
    }
    return 1;
  }
};
function fewerThanAsked(problems, asked) {
  return problems.flatMap(({ id, n }) => {
    const wanted = asked(id);
    return wanted !== void 0 && n < wanted ? [{ id, n, asked: wanted }] : [];
  });
}
function modalCount(values) {
  const frequency = /* @__PURE__ */ new Map();
  for (const value of values) frequency.set(value, (frequency.get(value) ?? 0) + 1);
  return [...frequency].sort(([a, countA], [b, countB]) => countB - countA || a - b)[0][0];
}

// src/formats/canonical-validator.ts
var validateCanonical = validate10;
var schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "title": "passk-results/v1", "description": "One eval run's per-problem sample counts: for each problem, n samples were generated and c of them passed the tests, optionally with each sample's score and test counts. Read by passk-gate.", "type": "object", "required": ["format", "config", "problems"], "additionalProperties": false, "properties": { "$schema": { "type": "string" }, "format": { "const": "passk-results/v1", "description": 'Format tag; always "passk-results/v1".' }, "model": { "type": "string", "description": 'What was evaluated, e.g. "org/model@rev".' }, "judgement": { "type": "object", "description": "What a pass means in this run, kept when a harness's results are converted: passk-gate refuses to compare runs judged differently.", "required": ["format"], "additionalProperties": false, "properties": { "format": { "type": "string", "minLength": 1, "description": 'The harness whose tests judged the samples, e.g. "evalplus", "humaneval", "bigcodebench".' }, "criterion": { "type": "string", "minLength": 1, "description": 'The pass criterion within the harness, e.g. evalplus "plus" (base and plus tests) or "base".' }, "dataset": { "type": "string", "minLength": 1, "description": 'The suite and version of its tests, e.g. the evalplus dataset hash or "bigcodebench-hard-instruct".' } } }, "config": { "type": "object", "description": "The decoding config of the run (temperature, top_p, n, max_tokens, seed, ...): a flat object of scalars.", "additionalProperties": { "type": ["string", "number", "boolean", "null"] } }, "problems": { "type": "array", "minItems": 1, "description": "One entry per problem; ids are unique.", "items": { "type": "object", "required": ["id", "n", "c"], "additionalProperties": false, "properties": { "id": { "type": "string", "minLength": 1, "description": 'Problem id, unique in the file, e.g. "HumanEval/0".' }, "n": { "type": "integer", "minimum": 1, "maximum": 999999999, "description": "Samples generated for this problem (at most 999,999,999)." }, "c": { "type": "integer", "minimum": 0, "description": "Samples that passed; at most n." }, "group": { "type": "string", "minLength": 1, "description": "Cluster key: problems that share it are resampled together." }, "timeouts": { "type": "integer", "minimum": 0, "description": "Failed samples that timed out (part of n - c)." }, "errors": { "type": "integer", "minimum": 0, "description": "Failed samples lost to an infrastructure error (part of n - c)." }, "samples": { "type": "array", "description": "The n samples one by one, c of them passing. Needed by n@k (a score on every sample) and pass-ratio@n (test counts on every sample); pass@k and pass^k use n and c alone.", "items": { "type": "object", "required": ["pass"], "additionalProperties": false, "properties": { "pass": { "type": "boolean", "description": "Whether the sample passed (it counts in c)." }, "score": { "type": "number", "description": "The selector's score: n@k submits the highest-scored samples first (e.g. the mean log-probability or a reward model's score)." }, "tests_passed": { "type": "integer", "minimum": 0, "maximum": 999999999, "description": "Tests the sample passed; at most tests_total." }, "tests_total": { "type": "integer", "minimum": 1, "maximum": 999999999, "description": "Tests the sample was run against." } }, "dependencies": { "tests_passed": ["tests_total"], "tests_total": ["tests_passed"] } } } } } } } };
var func2 = require_ucs2length().default;
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.format === void 0 && (missing0 = "format") || data.config === void 0 && (missing0 = "config") || data.problems === void 0 && (missing0 = "problems")) {
        validate10.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === "$schema" || key0 === "format" || key0 === "model" || key0 === "judgement" || key0 === "config" || key0 === "problems")) {
            validate10.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.$schema !== void 0) {
            const _errs2 = errors;
            if (typeof data.$schema !== "string") {
              validate10.errors = [{ instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.format !== void 0) {
              const _errs4 = errors;
              if ("passk-results/v1" !== data.format) {
                validate10.errors = [{ instancePath: instancePath + "/format", schemaPath: "#/properties/format/const", keyword: "const", params: { allowedValue: "passk-results/v1" }, message: "must be equal to constant" }];
                return false;
              }
              var valid0 = _errs4 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.model !== void 0) {
                const _errs5 = errors;
                if (typeof data.model !== "string") {
                  validate10.errors = [{ instancePath: instancePath + "/model", schemaPath: "#/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                  return false;
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.judgement !== void 0) {
                  let data3 = data.judgement;
                  const _errs7 = errors;
                  if (errors === _errs7) {
                    if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                      let missing1;
                      if (data3.format === void 0 && (missing1 = "format")) {
                        validate10.errors = [{ instancePath: instancePath + "/judgement", schemaPath: "#/properties/judgement/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                        return false;
                      } else {
                        const _errs9 = errors;
                        for (const key1 in data3) {
                          if (!(key1 === "format" || key1 === "criterion" || key1 === "dataset")) {
                            validate10.errors = [{ instancePath: instancePath + "/judgement", schemaPath: "#/properties/judgement/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }];
                            return false;
                            break;
                          }
                        }
                        if (_errs9 === errors) {
                          if (data3.format !== void 0) {
                            let data4 = data3.format;
                            const _errs10 = errors;
                            if (errors === _errs10) {
                              if (typeof data4 === "string") {
                                if (func2(data4) < 1) {
                                  validate10.errors = [{ instancePath: instancePath + "/judgement/format", schemaPath: "#/properties/judgement/properties/format/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                  return false;
                                }
                              } else {
                                validate10.errors = [{ instancePath: instancePath + "/judgement/format", schemaPath: "#/properties/judgement/properties/format/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                            }
                            var valid1 = _errs10 === errors;
                          } else {
                            var valid1 = true;
                          }
                          if (valid1) {
                            if (data3.criterion !== void 0) {
                              let data5 = data3.criterion;
                              const _errs12 = errors;
                              if (errors === _errs12) {
                                if (typeof data5 === "string") {
                                  if (func2(data5) < 1) {
                                    validate10.errors = [{ instancePath: instancePath + "/judgement/criterion", schemaPath: "#/properties/judgement/properties/criterion/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                    return false;
                                  }
                                } else {
                                  validate10.errors = [{ instancePath: instancePath + "/judgement/criterion", schemaPath: "#/properties/judgement/properties/criterion/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                  return false;
                                }
                              }
                              var valid1 = _errs12 === errors;
                            } else {
                              var valid1 = true;
                            }
                            if (valid1) {
                              if (data3.dataset !== void 0) {
                                let data6 = data3.dataset;
                                const _errs14 = errors;
                                if (errors === _errs14) {
                                  if (typeof data6 === "string") {
                                    if (func2(data6) < 1) {
                                      validate10.errors = [{ instancePath: instancePath + "/judgement/dataset", schemaPath: "#/properties/judgement/properties/dataset/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                      return false;
                                    }
                                  } else {
                                    validate10.errors = [{ instancePath: instancePath + "/judgement/dataset", schemaPath: "#/properties/judgement/properties/dataset/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                }
                                var valid1 = _errs14 === errors;
                              } else {
                                var valid1 = true;
                              }
                            }
                          }
                        }
                      }
                    } else {
                      validate10.errors = [{ instancePath: instancePath + "/judgement", schemaPath: "#/properties/judgement/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                      return false;
                    }
                  }
                  var valid0 = _errs7 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.config !== void 0) {
                    let data7 = data.config;
                    const _errs16 = errors;
                    if (errors === _errs16) {
                      if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                        for (const key2 in data7) {
                          let data8 = data7[key2];
                          const _errs19 = errors;
                          if (typeof data8 !== "string" && !(typeof data8 == "number" && isFinite(data8)) && typeof data8 !== "boolean" && data8 !== null) {
                            validate10.errors = [{ instancePath: instancePath + "/config/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/config/additionalProperties/type", keyword: "type", params: { type: schema11.properties.config.additionalProperties.type }, message: "must be string,number,boolean,null" }];
                            return false;
                          }
                          var valid2 = _errs19 === errors;
                          if (!valid2) {
                            break;
                          }
                        }
                      } else {
                        validate10.errors = [{ instancePath: instancePath + "/config", schemaPath: "#/properties/config/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                        return false;
                      }
                    }
                    var valid0 = _errs16 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.problems !== void 0) {
                      let data9 = data.problems;
                      const _errs21 = errors;
                      if (errors === _errs21) {
                        if (Array.isArray(data9)) {
                          if (data9.length < 1) {
                            validate10.errors = [{ instancePath: instancePath + "/problems", schemaPath: "#/properties/problems/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
                            return false;
                          } else {
                            var valid3 = true;
                            const len0 = data9.length;
                            for (let i0 = 0; i0 < len0; i0++) {
                              let data10 = data9[i0];
                              const _errs23 = errors;
                              if (errors === _errs23) {
                                if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                                  let missing2;
                                  if (data10.id === void 0 && (missing2 = "id") || data10.n === void 0 && (missing2 = "n") || data10.c === void 0 && (missing2 = "c")) {
                                    validate10.errors = [{ instancePath: instancePath + "/problems/" + i0, schemaPath: "#/properties/problems/items/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                                    return false;
                                  } else {
                                    const _errs25 = errors;
                                    for (const key3 in data10) {
                                      if (!(key3 === "id" || key3 === "n" || key3 === "c" || key3 === "group" || key3 === "timeouts" || key3 === "errors" || key3 === "samples")) {
                                        validate10.errors = [{ instancePath: instancePath + "/problems/" + i0, schemaPath: "#/properties/problems/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" }];
                                        return false;
                                        break;
                                      }
                                    }
                                    if (_errs25 === errors) {
                                      if (data10.id !== void 0) {
                                        let data11 = data10.id;
                                        const _errs26 = errors;
                                        if (errors === _errs26) {
                                          if (typeof data11 === "string") {
                                            if (func2(data11) < 1) {
                                              validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/id", schemaPath: "#/properties/problems/items/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                              return false;
                                            }
                                          } else {
                                            validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/id", schemaPath: "#/properties/problems/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                        }
                                        var valid4 = _errs26 === errors;
                                      } else {
                                        var valid4 = true;
                                      }
                                      if (valid4) {
                                        if (data10.n !== void 0) {
                                          let data12 = data10.n;
                                          const _errs28 = errors;
                                          if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12))) {
                                            validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/n", schemaPath: "#/properties/problems/items/properties/n/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                            return false;
                                          }
                                          if (errors === _errs28) {
                                            if (typeof data12 == "number" && isFinite(data12)) {
                                              if (data12 > 999999999 || isNaN(data12)) {
                                                validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/n", schemaPath: "#/properties/problems/items/properties/n/maximum", keyword: "maximum", params: { comparison: "<=", limit: 999999999 }, message: "must be <= 999999999" }];
                                                return false;
                                              } else {
                                                if (data12 < 1 || isNaN(data12)) {
                                                  validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/n", schemaPath: "#/properties/problems/items/properties/n/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                  return false;
                                                }
                                              }
                                            }
                                          }
                                          var valid4 = _errs28 === errors;
                                        } else {
                                          var valid4 = true;
                                        }
                                        if (valid4) {
                                          if (data10.c !== void 0) {
                                            let data13 = data10.c;
                                            const _errs30 = errors;
                                            if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
                                              validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/c", schemaPath: "#/properties/problems/items/properties/c/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                              return false;
                                            }
                                            if (errors === _errs30) {
                                              if (typeof data13 == "number" && isFinite(data13)) {
                                                if (data13 < 0 || isNaN(data13)) {
                                                  validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/c", schemaPath: "#/properties/problems/items/properties/c/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                  return false;
                                                }
                                              }
                                            }
                                            var valid4 = _errs30 === errors;
                                          } else {
                                            var valid4 = true;
                                          }
                                          if (valid4) {
                                            if (data10.group !== void 0) {
                                              let data14 = data10.group;
                                              const _errs32 = errors;
                                              if (errors === _errs32) {
                                                if (typeof data14 === "string") {
                                                  if (func2(data14) < 1) {
                                                    validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/group", schemaPath: "#/properties/problems/items/properties/group/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                    return false;
                                                  }
                                                } else {
                                                  validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/group", schemaPath: "#/properties/problems/items/properties/group/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                  return false;
                                                }
                                              }
                                              var valid4 = _errs32 === errors;
                                            } else {
                                              var valid4 = true;
                                            }
                                            if (valid4) {
                                              if (data10.timeouts !== void 0) {
                                                let data15 = data10.timeouts;
                                                const _errs34 = errors;
                                                if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)) && isFinite(data15))) {
                                                  validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/timeouts", schemaPath: "#/properties/problems/items/properties/timeouts/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                  return false;
                                                }
                                                if (errors === _errs34) {
                                                  if (typeof data15 == "number" && isFinite(data15)) {
                                                    if (data15 < 0 || isNaN(data15)) {
                                                      validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/timeouts", schemaPath: "#/properties/problems/items/properties/timeouts/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                      return false;
                                                    }
                                                  }
                                                }
                                                var valid4 = _errs34 === errors;
                                              } else {
                                                var valid4 = true;
                                              }
                                              if (valid4) {
                                                if (data10.errors !== void 0) {
                                                  let data16 = data10.errors;
                                                  const _errs36 = errors;
                                                  if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)) && isFinite(data16))) {
                                                    validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/errors", schemaPath: "#/properties/problems/items/properties/errors/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                    return false;
                                                  }
                                                  if (errors === _errs36) {
                                                    if (typeof data16 == "number" && isFinite(data16)) {
                                                      if (data16 < 0 || isNaN(data16)) {
                                                        validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/errors", schemaPath: "#/properties/problems/items/properties/errors/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                        return false;
                                                      }
                                                    }
                                                  }
                                                  var valid4 = _errs36 === errors;
                                                } else {
                                                  var valid4 = true;
                                                }
                                                if (valid4) {
                                                  if (data10.samples !== void 0) {
                                                    let data17 = data10.samples;
                                                    const _errs38 = errors;
                                                    if (errors === _errs38) {
                                                      if (Array.isArray(data17)) {
                                                        var valid5 = true;
                                                        const len1 = data17.length;
                                                        for (let i1 = 0; i1 < len1; i1++) {
                                                          let data18 = data17[i1];
                                                          const _errs40 = errors;
                                                          if (errors === _errs40) {
                                                            if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                                                              let missing3;
                                                              if (data18.pass === void 0 && (missing3 = "pass")) {
                                                                validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/samples/" + i1, schemaPath: "#/properties/problems/items/properties/samples/items/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                                                                return false;
                                                              } else {
                                                                const _errs42 = errors;
                                                                for (const key4 in data18) {
                                                                  if (!(key4 === "pass" || key4 === "score" || key4 === "tests_passed" || key4 === "tests_total")) {
                                                                    validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/samples/" + i1, schemaPath: "#/properties/problems/items/properties/samples/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" }];
                                                                    return false;
                                                                    break;
                                                                  }
                                                                }
                                                                if (_errs42 === errors) {
                                                                  let missing4;
                                                                  if (data18.tests_passed !== void 0 && (data18.tests_total === void 0 && (missing4 = "tests_total"))) {
                                                                    validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/samples/" + i1, schemaPath: "#/properties/problems/items/properties/samples/items/dependencies", keyword: "dependencies", params: {
                                                                      property: "tests_passed",
                                                                      missingProperty: missing4,
                                                                      depsCount: 1,
                                                                      deps: "tests_total"
                                                                    }, message: "must have property tests_total when property tests_passed is present" }];
                                                                    return false;
                                                                  } else {
                                                                    if (data18.tests_total !== void 0 && (data18.tests_passed === void 0 && (missing4 = "tests_passed"))) {
                                                                      validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/samples/" + i1, schemaPath: "#/properties/problems/items/properties/samples/items/dependencies", keyword: "dependencies", params: {
                                                                        property: "tests_total",
                                                                        missingProperty: missing4,
                                                                        depsCount: 1,
                                                                        deps: "tests_passed"
                                                                      }, message: "must have property tests_passed when property tests_total is present" }];
                                                                      return false;
                                                                    } else {
                                                                      if (data18.pass !== void 0) {
                                                                        const _errs43 = errors;
                                                                        if (typeof data18.pass !== "boolean") {
                                                                          validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/samples/" + i1 + "/pass", schemaPath: "#/properties/problems/items/properties/samples/items/properties/pass/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                          return false;
                                                                        }
                                                                        var valid7 = _errs43 === errors;
                                                                      } else {
                                                                        var valid7 = true;
                                                                      }
                                                                      if (valid7) {
                                                                        if (data18.score !== void 0) {
                                                                          let data20 = data18.score;
                                                                          const _errs45 = errors;
                                                                          if (!(typeof data20 == "number" && isFinite(data20))) {
                                                                            validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/samples/" + i1 + "/score", schemaPath: "#/properties/problems/items/properties/samples/items/properties/score/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                            return false;
                                                                          }
                                                                          var valid7 = _errs45 === errors;
                                                                        } else {
                                                                          var valid7 = true;
                                                                        }
                                                                        if (valid7) {
                                                                          if (data18.tests_passed !== void 0) {
                                                                            let data21 = data18.tests_passed;
                                                                            const _errs47 = errors;
                                                                            if (!(typeof data21 == "number" && (!(data21 % 1) && !isNaN(data21)) && isFinite(data21))) {
                                                                              validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/samples/" + i1 + "/tests_passed", schemaPath: "#/properties/problems/items/properties/samples/items/properties/tests_passed/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                              return false;
                                                                            }
                                                                            if (errors === _errs47) {
                                                                              if (typeof data21 == "number" && isFinite(data21)) {
                                                                                if (data21 > 999999999 || isNaN(data21)) {
                                                                                  validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/samples/" + i1 + "/tests_passed", schemaPath: "#/properties/problems/items/properties/samples/items/properties/tests_passed/maximum", keyword: "maximum", params: { comparison: "<=", limit: 999999999 }, message: "must be <= 999999999" }];
                                                                                  return false;
                                                                                } else {
                                                                                  if (data21 < 0 || isNaN(data21)) {
                                                                                    validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/samples/" + i1 + "/tests_passed", schemaPath: "#/properties/problems/items/properties/samples/items/properties/tests_passed/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                                    return false;
                                                                                  }
                                                                                }
                                                                              }
                                                                            }
                                                                            var valid7 = _errs47 === errors;
                                                                          } else {
                                                                            var valid7 = true;
                                                                          }
                                                                          if (valid7) {
                                                                            if (data18.tests_total !== void 0) {
                                                                              let data22 = data18.tests_total;
                                                                              const _errs49 = errors;
                                                                              if (!(typeof data22 == "number" && (!(data22 % 1) && !isNaN(data22)) && isFinite(data22))) {
                                                                                validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/samples/" + i1 + "/tests_total", schemaPath: "#/properties/problems/items/properties/samples/items/properties/tests_total/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                return false;
                                                                              }
                                                                              if (errors === _errs49) {
                                                                                if (typeof data22 == "number" && isFinite(data22)) {
                                                                                  if (data22 > 999999999 || isNaN(data22)) {
                                                                                    validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/samples/" + i1 + "/tests_total", schemaPath: "#/properties/problems/items/properties/samples/items/properties/tests_total/maximum", keyword: "maximum", params: { comparison: "<=", limit: 999999999 }, message: "must be <= 999999999" }];
                                                                                    return false;
                                                                                  } else {
                                                                                    if (data22 < 1 || isNaN(data22)) {
                                                                                      validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/samples/" + i1 + "/tests_total", schemaPath: "#/properties/problems/items/properties/samples/items/properties/tests_total/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                                                      return false;
                                                                                    }
                                                                                  }
                                                                                }
                                                                              }
                                                                              var valid7 = _errs49 === errors;
                                                                            } else {
                                                                              var valid7 = true;
                                                                            }
                                                                          }
                                                                        }
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            } else {
                                                              validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/samples/" + i1, schemaPath: "#/properties/problems/items/properties/samples/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                              return false;
                                                            }
                                                          }
                                                          var valid5 = _errs40 === errors;
                                                          if (!valid5) {
                                                            break;
                                                          }
                                                        }
                                                      } else {
                                                        validate10.errors = [{ instancePath: instancePath + "/problems/" + i0 + "/samples", schemaPath: "#/properties/problems/items/properties/samples/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                        return false;
                                                      }
                                                    }
                                                    var valid4 = _errs38 === errors;
                                                  } else {
                                                    var valid4 = true;
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                } else {
                                  validate10.errors = [{ instancePath: instancePath + "/problems/" + i0, schemaPath: "#/properties/problems/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                  return false;
                                }
                              }
                              var valid3 = _errs23 === errors;
                              if (!valid3) {
                                break;
                              }
                            }
                          }
                        } else {
                          validate10.errors = [{ instancePath: instancePath + "/problems", schemaPath: "#/properties/problems/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                          return false;
                        }
                      }
                      var valid0 = _errs21 === errors;
                    } else {
                      var valid0 = true;
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate10.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate10.errors = vErrors;
  return errors === 0;
}

// src/formats/canonical.ts
var CANONICAL_FORMAT = "passk-results/v1";
var SAMPLE_VALUES = ["score", "tests_passed", "tests_total"];
function schemaProblem(error) {
  switch (error.keyword) {
    case "required":
      return `missing required key "${String(error.params.missingProperty)}"`;
    case "additionalProperties":
      return `unknown key ${quoted(String(error.params.additionalProperty))}`;
    case "const":
      return `must be ${JSON.stringify(error.params.allowedValue)}`;
    case "minItems":
      return "must list at least one problem";
    case "minLength":
      return "must be a non-empty string";
    default:
      return error.message ?? "is invalid";
  }
}
function checkSamples(p, samples, at, file) {
  if (samples.length !== p.n) {
    throw inputError(file, `${at}.samples`, `problem ${quoted(p.id)} lists ${samples.length} samples, but n = ${p.n}`);
  }
  let passes = 0;
  for (let j = 0; j < samples.length; j++) {
    const sample = samples[j];
    if (sample.pass) passes++;
    const { tests_passed: passed, tests_total: total } = sample;
    if (passed !== void 0 && total !== void 0 && passed > total) {
      throw inputError(
        file,
        `${at}.samples[${j}].tests_passed`,
        `${passed} is more than tests_total = ${total} (problem ${quoted(p.id)})`
      );
    }
  }
  if (passes !== p.c) {
    throw inputError(file, `${at}.samples`, `problem ${quoted(p.id)} has ${passes} passing samples, but c = ${p.c}`);
  }
}
function checkCounts(n, c, failures, file, at, cAt) {
  if (c > n) throw inputError(file, cAt, `c = ${c} is more than n = ${n}`);
  if (failures > n - c) {
    throw inputError(file, at, `timeouts + errors = ${failures} is more than the n - c = ${n - c} failed samples`);
  }
}
function countsOnly(p) {
  const counts = { id: p.id, n: p.n, c: p.c };
  if (p.group !== void 0) counts.group = p.group;
  if (p.timeouts !== void 0) counts.timeouts = p.timeouts;
  if (p.errors !== void 0) counts.errors = p.errors;
  return counts;
}
function parseCanonical(document, file, options = {}) {
  const keepSamples = options.samples === true;
  if (!validateCanonical(document)) {
    const error = validateCanonical.errors[0];
    throw inputError(file, jsonPath(error.instancePath), schemaProblem(error));
  }
  const doc = document;
  const seen = /* @__PURE__ */ new Map();
  const problems = new Array(doc.problems.length);
  for (let i = 0; i < doc.problems.length; i++) {
    const p = doc.problems[i];
    checkCounts(p.n, p.c, (p.timeouts ?? 0) + (p.errors ?? 0), file, `problems[${i}]`, `problems[${i}].c`);
    const first = seen.get(p.id);
    if (first !== void 0) {
      throw inputError(file, `problems[${i}].id`, `duplicate id ${quoted(p.id)} (first at problems[${first}])`);
    }
    seen.set(p.id, i);
    if (p.samples !== void 0) checkSamples(p, p.samples, `problems[${i}]`, file);
    problems[i] = p.samples === void 0 || keepSamples ? p : countsOnly(p);
  }
  const config = Object.fromEntries(Object.entries(doc.config));
  return {
    source: file,
    format: "passk",
    ...doc.model !== void 0 ? { model: doc.model } : {},
    config,
    configSources: sourcesOf(config, "file"),
    problems,
    warnings: [],
    ...doc.judgement !== void 0 ? { judgement: orderedJudgement(doc.judgement) } : {}
  };
}
async function jsonDocument(file, document) {
  return document !== void 0 ? document : await readJsonFile(file);
}
function documentReader(parse) {
  return async (file, options, document) => parse(await jsonDocument(file, document), file, options);
}

export {
  harnessRun,
  scoreValue,
  ownField,
  scoreOrGap,
  sampleExtras,
  forEachEvalSample,
  valueHash,
  ProblemTally,
  fewerThanAsked,
  require_ucs2length,
  CANONICAL_FORMAT,
  SAMPLE_VALUES,
  checkCounts,
  countsOnly,
  parseCanonical,
  jsonDocument,
  documentReader,
  runName,
  filesOf,
  runNames
};
