import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  SAMPLE_VALUES,
  SWEBENCH_ERRORS,
  checkCounts,
  errorsOf,
  filesOf,
  ranTrials,
  require_ucs2length,
  unitWords
} from "./chunk-O77QD7CX.js";
import {
  InputError,
  SHARED_HINTS,
  archivedModel,
  counted,
  exists,
  inputError,
  ioProblem,
  pastedWord,
  quoted,
  readJsonFile,
  shellWord,
  underGateNames
} from "./chunk-Y3XH2ARF.js";

// src/load/history-store.ts
import { createHash } from "node:crypto";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";

// src/load/history-validator.ts
var validateHistoryRecord = validate10;
var schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "title": "passk-gate-history/v1", "description": "One run kept in a passk-gate history store (DIR/records/*.json, one file per run, never rewritten): the commit and time it was recorded at, the run's decoding config and judgement, and its per-problem counts as parallel arrays. Written by passk-gate history add; read by history list, history page and --anchor history:DIR.", "type": "object", "required": ["format", "commit", "time", "name", "run_format", "config", "config_sources", "problems"], "additionalProperties": false, "properties": { "format": { "const": "passk-gate-history/v1", "description": 'Format tag; always "passk-gate-history/v1".' }, "commit": { "type": "string", "pattern": "^([0-9a-f]{40}|[0-9a-f]{64})$", "description": "The commit the run was made for: its full SHA-1 or SHA-256, lower-case hex, as git prints it." }, "ref": { "type": "string", "minLength": 1, "description": "The ref it was recorded at: refs/heads/main, a tag v1.2.0." }, "time": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$", "description": "The run's time, ISO 8601 in UTC: the store's order. The action records a push's head commit's time; history add, --time or now." }, "name": { "type": "string", "minLength": 1, "description": 'The series the run belongs to: --name, else what its passes are judged on (harness, criterion, dataset), e.g. "humaneval".' }, "model": { "type": "string", "description": "The model the run's file records." }, "files": { "type": "array", "items": { "type": "string" }, "description": "The files merged into the run (as trials of one model), as given to history add." }, "run_format": { "type": "string", "minLength": 1, "description": "The format the run's files were read as." }, "judgement": { "type": "object", "required": ["format"], "additionalProperties": false, "properties": { "format": { "type": "string", "minLength": 1 }, "criterion": { "type": "string" }, "dataset": { "type": "string" } }, "description": "What a pass means in the run (harness, criterion, dataset), as in passk-results/v1." }, "config": { "type": "object", "additionalProperties": { "type": ["string", "number", "boolean", "null"] }, "description": "The run's decoding config." }, "config_sources": { "type": "object", "additionalProperties": { "enum": ["file", "filename", "user", "mlflow"] }, "description": "Where each config value came from." }, "problems": { "type": "object", "required": ["ids", "n", "c"], "additionalProperties": false, "description": "The per-problem counts as parallel arrays, one item per problem in the same order.", "properties": { "ids": { "type": "array", "minItems": 1, "items": { "type": "string" } }, "n": { "type": "array", "items": { "type": "integer", "minimum": 1 } }, "c": { "type": "array", "items": { "type": "integer", "minimum": 0 } }, "groups": { "type": "array", "items": { "type": ["string", "null"] } }, "timeouts": { "type": "array", "items": { "type": ["integer", "null"], "minimum": 0 } }, "errors": { "type": "array", "items": { "type": ["integer", "null"], "minimum": 0 } }, "samples": { "type": "object", "required": ["pass"], "additionalProperties": false, "description": "Per-sample data, where the run's files had it: per problem, one character (1 pass, 0 fail) per sample, and each sample's score and test counts when recorded (null where a sample has none).", "properties": { "pass": { "type": "array", "items": { "type": "string", "pattern": "^[01]*$" } }, "score": { "type": "array", "items": { "type": "array", "items": { "type": ["number", "null"] } } }, "tests_passed": { "type": "array", "items": { "type": "array", "items": { "type": ["integer", "null"], "minimum": 0 } } }, "tests_total": { "type": "array", "items": { "type": "array", "items": { "type": ["integer", "null"], "minimum": 1 } } } } } } } } };
var func2 = Object.prototype.hasOwnProperty;
var func3 = require_ucs2length().default;
var pattern0 = new RegExp("^([0-9a-f]{40}|[0-9a-f]{64})$", "u");
var pattern1 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$", "u");
var pattern2 = new RegExp("^[01]*$", "u");
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.format === void 0 && (missing0 = "format") || data.commit === void 0 && (missing0 = "commit") || data.time === void 0 && (missing0 = "time") || data.name === void 0 && (missing0 = "name") || data.run_format === void 0 && (missing0 = "run_format") || data.config === void 0 && (missing0 = "config") || data.config_sources === void 0 && (missing0 = "config_sources") || data.problems === void 0 && (missing0 = "problems")) {
        validate10.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!func2.call(schema11.properties, key0)) {
            validate10.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.format !== void 0) {
            const _errs2 = errors;
            if ("passk-gate-history/v1" !== data.format) {
              validate10.errors = [{ instancePath: instancePath + "/format", schemaPath: "#/properties/format/const", keyword: "const", params: { allowedValue: "passk-gate-history/v1" }, message: "must be equal to constant" }];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.commit !== void 0) {
              let data1 = data.commit;
              const _errs3 = errors;
              if (errors === _errs3) {
                if (typeof data1 === "string") {
                  if (!pattern0.test(data1)) {
                    validate10.errors = [{ instancePath: instancePath + "/commit", schemaPath: "#/properties/commit/pattern", keyword: "pattern", params: { pattern: "^([0-9a-f]{40}|[0-9a-f]{64})$" }, message: 'must match pattern "^([0-9a-f]{40}|[0-9a-f]{64})$"' }];
                    return false;
                  }
                } else {
                  validate10.errors = [{ instancePath: instancePath + "/commit", schemaPath: "#/properties/commit/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                  return false;
                }
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.ref !== void 0) {
                let data2 = data.ref;
                const _errs5 = errors;
                if (errors === _errs5) {
                  if (typeof data2 === "string") {
                    if (func3(data2) < 1) {
                      validate10.errors = [{ instancePath: instancePath + "/ref", schemaPath: "#/properties/ref/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                      return false;
                    }
                  } else {
                    validate10.errors = [{ instancePath: instancePath + "/ref", schemaPath: "#/properties/ref/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                    return false;
                  }
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.time !== void 0) {
                  let data3 = data.time;
                  const _errs7 = errors;
                  if (errors === _errs7) {
                    if (typeof data3 === "string") {
                      if (!pattern1.test(data3)) {
                        validate10.errors = [{ instancePath: instancePath + "/time", schemaPath: "#/properties/time/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$"' }];
                        return false;
                      }
                    } else {
                      validate10.errors = [{ instancePath: instancePath + "/time", schemaPath: "#/properties/time/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                      return false;
                    }
                  }
                  var valid0 = _errs7 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.name !== void 0) {
                    let data4 = data.name;
                    const _errs9 = errors;
                    if (errors === _errs9) {
                      if (typeof data4 === "string") {
                        if (func3(data4) < 1) {
                          validate10.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                          return false;
                        }
                      } else {
                        validate10.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                    }
                    var valid0 = _errs9 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.model !== void 0) {
                      const _errs11 = errors;
                      if (typeof data.model !== "string") {
                        validate10.errors = [{ instancePath: instancePath + "/model", schemaPath: "#/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      var valid0 = _errs11 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.files !== void 0) {
                        let data6 = data.files;
                        const _errs13 = errors;
                        if (errors === _errs13) {
                          if (Array.isArray(data6)) {
                            var valid1 = true;
                            const len0 = data6.length;
                            for (let i0 = 0; i0 < len0; i0++) {
                              const _errs15 = errors;
                              if (typeof data6[i0] !== "string") {
                                validate10.errors = [{ instancePath: instancePath + "/files/" + i0, schemaPath: "#/properties/files/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                              var valid1 = _errs15 === errors;
                              if (!valid1) {
                                break;
                              }
                            }
                          } else {
                            validate10.errors = [{ instancePath: instancePath + "/files", schemaPath: "#/properties/files/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                            return false;
                          }
                        }
                        var valid0 = _errs13 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.run_format !== void 0) {
                          let data8 = data.run_format;
                          const _errs17 = errors;
                          if (errors === _errs17) {
                            if (typeof data8 === "string") {
                              if (func3(data8) < 1) {
                                validate10.errors = [{ instancePath: instancePath + "/run_format", schemaPath: "#/properties/run_format/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                return false;
                              }
                            } else {
                              validate10.errors = [{ instancePath: instancePath + "/run_format", schemaPath: "#/properties/run_format/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                              return false;
                            }
                          }
                          var valid0 = _errs17 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.judgement !== void 0) {
                            let data9 = data.judgement;
                            const _errs19 = errors;
                            if (errors === _errs19) {
                              if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                                let missing1;
                                if (data9.format === void 0 && (missing1 = "format")) {
                                  validate10.errors = [{ instancePath: instancePath + "/judgement", schemaPath: "#/properties/judgement/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                  return false;
                                } else {
                                  const _errs21 = errors;
                                  for (const key1 in data9) {
                                    if (!(key1 === "format" || key1 === "criterion" || key1 === "dataset")) {
                                      validate10.errors = [{ instancePath: instancePath + "/judgement", schemaPath: "#/properties/judgement/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }];
                                      return false;
                                      break;
                                    }
                                  }
                                  if (_errs21 === errors) {
                                    if (data9.format !== void 0) {
                                      let data10 = data9.format;
                                      const _errs22 = errors;
                                      if (errors === _errs22) {
                                        if (typeof data10 === "string") {
                                          if (func3(data10) < 1) {
                                            validate10.errors = [{ instancePath: instancePath + "/judgement/format", schemaPath: "#/properties/judgement/properties/format/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                            return false;
                                          }
                                        } else {
                                          validate10.errors = [{ instancePath: instancePath + "/judgement/format", schemaPath: "#/properties/judgement/properties/format/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                          return false;
                                        }
                                      }
                                      var valid2 = _errs22 === errors;
                                    } else {
                                      var valid2 = true;
                                    }
                                    if (valid2) {
                                      if (data9.criterion !== void 0) {
                                        const _errs24 = errors;
                                        if (typeof data9.criterion !== "string") {
                                          validate10.errors = [{ instancePath: instancePath + "/judgement/criterion", schemaPath: "#/properties/judgement/properties/criterion/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                          return false;
                                        }
                                        var valid2 = _errs24 === errors;
                                      } else {
                                        var valid2 = true;
                                      }
                                      if (valid2) {
                                        if (data9.dataset !== void 0) {
                                          const _errs26 = errors;
                                          if (typeof data9.dataset !== "string") {
                                            validate10.errors = [{ instancePath: instancePath + "/judgement/dataset", schemaPath: "#/properties/judgement/properties/dataset/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid2 = _errs26 === errors;
                                        } else {
                                          var valid2 = true;
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
                            var valid0 = _errs19 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.config !== void 0) {
                              let data13 = data.config;
                              const _errs28 = errors;
                              if (errors === _errs28) {
                                if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                  for (const key2 in data13) {
                                    let data14 = data13[key2];
                                    const _errs31 = errors;
                                    if (typeof data14 !== "string" && !(typeof data14 == "number" && isFinite(data14)) && typeof data14 !== "boolean" && data14 !== null) {
                                      validate10.errors = [{ instancePath: instancePath + "/config/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/config/additionalProperties/type", keyword: "type", params: { type: schema11.properties.config.additionalProperties.type }, message: "must be string,number,boolean,null" }];
                                      return false;
                                    }
                                    var valid3 = _errs31 === errors;
                                    if (!valid3) {
                                      break;
                                    }
                                  }
                                } else {
                                  validate10.errors = [{ instancePath: instancePath + "/config", schemaPath: "#/properties/config/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                  return false;
                                }
                              }
                              var valid0 = _errs28 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.config_sources !== void 0) {
                                let data15 = data.config_sources;
                                const _errs33 = errors;
                                if (errors === _errs33) {
                                  if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                                    for (const key3 in data15) {
                                      let data16 = data15[key3];
                                      const _errs36 = errors;
                                      if (!(data16 === "file" || data16 === "filename" || data16 === "user" || data16 === "mlflow")) {
                                        validate10.errors = [{ instancePath: instancePath + "/config_sources/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/config_sources/additionalProperties/enum", keyword: "enum", params: { allowedValues: schema11.properties.config_sources.additionalProperties.enum }, message: "must be equal to one of the allowed values" }];
                                        return false;
                                      }
                                      var valid4 = _errs36 === errors;
                                      if (!valid4) {
                                        break;
                                      }
                                    }
                                  } else {
                                    validate10.errors = [{ instancePath: instancePath + "/config_sources", schemaPath: "#/properties/config_sources/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                    return false;
                                  }
                                }
                                var valid0 = _errs33 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.problems !== void 0) {
                                  let data17 = data.problems;
                                  const _errs37 = errors;
                                  if (errors === _errs37) {
                                    if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                                      let missing2;
                                      if (data17.ids === void 0 && (missing2 = "ids") || data17.n === void 0 && (missing2 = "n") || data17.c === void 0 && (missing2 = "c")) {
                                        validate10.errors = [{ instancePath: instancePath + "/problems", schemaPath: "#/properties/problems/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                                        return false;
                                      } else {
                                        const _errs39 = errors;
                                        for (const key4 in data17) {
                                          if (!(key4 === "ids" || key4 === "n" || key4 === "c" || key4 === "groups" || key4 === "timeouts" || key4 === "errors" || key4 === "samples")) {
                                            validate10.errors = [{ instancePath: instancePath + "/problems", schemaPath: "#/properties/problems/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" }];
                                            return false;
                                            break;
                                          }
                                        }
                                        if (_errs39 === errors) {
                                          if (data17.ids !== void 0) {
                                            let data18 = data17.ids;
                                            const _errs40 = errors;
                                            if (errors === _errs40) {
                                              if (Array.isArray(data18)) {
                                                if (data18.length < 1) {
                                                  validate10.errors = [{ instancePath: instancePath + "/problems/ids", schemaPath: "#/properties/problems/properties/ids/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
                                                  return false;
                                                } else {
                                                  var valid6 = true;
                                                  const len1 = data18.length;
                                                  for (let i1 = 0; i1 < len1; i1++) {
                                                    const _errs42 = errors;
                                                    if (typeof data18[i1] !== "string") {
                                                      validate10.errors = [{ instancePath: instancePath + "/problems/ids/" + i1, schemaPath: "#/properties/problems/properties/ids/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                      return false;
                                                    }
                                                    var valid6 = _errs42 === errors;
                                                    if (!valid6) {
                                                      break;
                                                    }
                                                  }
                                                }
                                              } else {
                                                validate10.errors = [{ instancePath: instancePath + "/problems/ids", schemaPath: "#/properties/problems/properties/ids/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                return false;
                                              }
                                            }
                                            var valid5 = _errs40 === errors;
                                          } else {
                                            var valid5 = true;
                                          }
                                          if (valid5) {
                                            if (data17.n !== void 0) {
                                              let data20 = data17.n;
                                              const _errs44 = errors;
                                              if (errors === _errs44) {
                                                if (Array.isArray(data20)) {
                                                  var valid7 = true;
                                                  const len2 = data20.length;
                                                  for (let i2 = 0; i2 < len2; i2++) {
                                                    let data21 = data20[i2];
                                                    const _errs46 = errors;
                                                    if (!(typeof data21 == "number" && (!(data21 % 1) && !isNaN(data21)) && isFinite(data21))) {
                                                      validate10.errors = [{ instancePath: instancePath + "/problems/n/" + i2, schemaPath: "#/properties/problems/properties/n/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                      return false;
                                                    }
                                                    if (errors === _errs46) {
                                                      if (typeof data21 == "number" && isFinite(data21)) {
                                                        if (data21 < 1 || isNaN(data21)) {
                                                          validate10.errors = [{ instancePath: instancePath + "/problems/n/" + i2, schemaPath: "#/properties/problems/properties/n/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                          return false;
                                                        }
                                                      }
                                                    }
                                                    var valid7 = _errs46 === errors;
                                                    if (!valid7) {
                                                      break;
                                                    }
                                                  }
                                                } else {
                                                  validate10.errors = [{ instancePath: instancePath + "/problems/n", schemaPath: "#/properties/problems/properties/n/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                  return false;
                                                }
                                              }
                                              var valid5 = _errs44 === errors;
                                            } else {
                                              var valid5 = true;
                                            }
                                            if (valid5) {
                                              if (data17.c !== void 0) {
                                                let data22 = data17.c;
                                                const _errs48 = errors;
                                                if (errors === _errs48) {
                                                  if (Array.isArray(data22)) {
                                                    var valid8 = true;
                                                    const len3 = data22.length;
                                                    for (let i3 = 0; i3 < len3; i3++) {
                                                      let data23 = data22[i3];
                                                      const _errs50 = errors;
                                                      if (!(typeof data23 == "number" && (!(data23 % 1) && !isNaN(data23)) && isFinite(data23))) {
                                                        validate10.errors = [{ instancePath: instancePath + "/problems/c/" + i3, schemaPath: "#/properties/problems/properties/c/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                        return false;
                                                      }
                                                      if (errors === _errs50) {
                                                        if (typeof data23 == "number" && isFinite(data23)) {
                                                          if (data23 < 0 || isNaN(data23)) {
                                                            validate10.errors = [{ instancePath: instancePath + "/problems/c/" + i3, schemaPath: "#/properties/problems/properties/c/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                            return false;
                                                          }
                                                        }
                                                      }
                                                      var valid8 = _errs50 === errors;
                                                      if (!valid8) {
                                                        break;
                                                      }
                                                    }
                                                  } else {
                                                    validate10.errors = [{ instancePath: instancePath + "/problems/c", schemaPath: "#/properties/problems/properties/c/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                    return false;
                                                  }
                                                }
                                                var valid5 = _errs48 === errors;
                                              } else {
                                                var valid5 = true;
                                              }
                                              if (valid5) {
                                                if (data17.groups !== void 0) {
                                                  let data24 = data17.groups;
                                                  const _errs52 = errors;
                                                  if (errors === _errs52) {
                                                    if (Array.isArray(data24)) {
                                                      var valid9 = true;
                                                      const len4 = data24.length;
                                                      for (let i4 = 0; i4 < len4; i4++) {
                                                        let data25 = data24[i4];
                                                        const _errs54 = errors;
                                                        if (typeof data25 !== "string" && data25 !== null) {
                                                          validate10.errors = [{ instancePath: instancePath + "/problems/groups/" + i4, schemaPath: "#/properties/problems/properties/groups/items/type", keyword: "type", params: { type: schema11.properties.problems.properties.groups.items.type }, message: "must be string,null" }];
                                                          return false;
                                                        }
                                                        var valid9 = _errs54 === errors;
                                                        if (!valid9) {
                                                          break;
                                                        }
                                                      }
                                                    } else {
                                                      validate10.errors = [{ instancePath: instancePath + "/problems/groups", schemaPath: "#/properties/problems/properties/groups/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                      return false;
                                                    }
                                                  }
                                                  var valid5 = _errs52 === errors;
                                                } else {
                                                  var valid5 = true;
                                                }
                                                if (valid5) {
                                                  if (data17.timeouts !== void 0) {
                                                    let data26 = data17.timeouts;
                                                    const _errs56 = errors;
                                                    if (errors === _errs56) {
                                                      if (Array.isArray(data26)) {
                                                        var valid10 = true;
                                                        const len5 = data26.length;
                                                        for (let i5 = 0; i5 < len5; i5++) {
                                                          let data27 = data26[i5];
                                                          const _errs58 = errors;
                                                          if (!(typeof data27 == "number" && (!(data27 % 1) && !isNaN(data27)) && isFinite(data27)) && data27 !== null) {
                                                            validate10.errors = [{ instancePath: instancePath + "/problems/timeouts/" + i5, schemaPath: "#/properties/problems/properties/timeouts/items/type", keyword: "type", params: { type: schema11.properties.problems.properties.timeouts.items.type }, message: "must be integer,null" }];
                                                            return false;
                                                          }
                                                          if (errors === _errs58) {
                                                            if (typeof data27 == "number" && isFinite(data27)) {
                                                              if (data27 < 0 || isNaN(data27)) {
                                                                validate10.errors = [{ instancePath: instancePath + "/problems/timeouts/" + i5, schemaPath: "#/properties/problems/properties/timeouts/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                return false;
                                                              }
                                                            }
                                                          }
                                                          var valid10 = _errs58 === errors;
                                                          if (!valid10) {
                                                            break;
                                                          }
                                                        }
                                                      } else {
                                                        validate10.errors = [{ instancePath: instancePath + "/problems/timeouts", schemaPath: "#/properties/problems/properties/timeouts/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                        return false;
                                                      }
                                                    }
                                                    var valid5 = _errs56 === errors;
                                                  } else {
                                                    var valid5 = true;
                                                  }
                                                  if (valid5) {
                                                    if (data17.errors !== void 0) {
                                                      let data28 = data17.errors;
                                                      const _errs60 = errors;
                                                      if (errors === _errs60) {
                                                        if (Array.isArray(data28)) {
                                                          var valid11 = true;
                                                          const len6 = data28.length;
                                                          for (let i6 = 0; i6 < len6; i6++) {
                                                            let data29 = data28[i6];
                                                            const _errs62 = errors;
                                                            if (!(typeof data29 == "number" && (!(data29 % 1) && !isNaN(data29)) && isFinite(data29)) && data29 !== null) {
                                                              validate10.errors = [{ instancePath: instancePath + "/problems/errors/" + i6, schemaPath: "#/properties/problems/properties/errors/items/type", keyword: "type", params: { type: schema11.properties.problems.properties.errors.items.type }, message: "must be integer,null" }];
                                                              return false;
                                                            }
                                                            if (errors === _errs62) {
                                                              if (typeof data29 == "number" && isFinite(data29)) {
                                                                if (data29 < 0 || isNaN(data29)) {
                                                                  validate10.errors = [{ instancePath: instancePath + "/problems/errors/" + i6, schemaPath: "#/properties/problems/properties/errors/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                  return false;
                                                                }
                                                              }
                                                            }
                                                            var valid11 = _errs62 === errors;
                                                            if (!valid11) {
                                                              break;
                                                            }
                                                          }
                                                        } else {
                                                          validate10.errors = [{ instancePath: instancePath + "/problems/errors", schemaPath: "#/properties/problems/properties/errors/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                          return false;
                                                        }
                                                      }
                                                      var valid5 = _errs60 === errors;
                                                    } else {
                                                      var valid5 = true;
                                                    }
                                                    if (valid5) {
                                                      if (data17.samples !== void 0) {
                                                        let data30 = data17.samples;
                                                        const _errs64 = errors;
                                                        if (errors === _errs64) {
                                                          if (data30 && typeof data30 == "object" && !Array.isArray(data30)) {
                                                            let missing3;
                                                            if (data30.pass === void 0 && (missing3 = "pass")) {
                                                              validate10.errors = [{ instancePath: instancePath + "/problems/samples", schemaPath: "#/properties/problems/properties/samples/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                                                              return false;
                                                            } else {
                                                              const _errs66 = errors;
                                                              for (const key5 in data30) {
                                                                if (!(key5 === "pass" || key5 === "score" || key5 === "tests_passed" || key5 === "tests_total")) {
                                                                  validate10.errors = [{ instancePath: instancePath + "/problems/samples", schemaPath: "#/properties/problems/properties/samples/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" }];
                                                                  return false;
                                                                  break;
                                                                }
                                                              }
                                                              if (_errs66 === errors) {
                                                                if (data30.pass !== void 0) {
                                                                  let data31 = data30.pass;
                                                                  const _errs67 = errors;
                                                                  if (errors === _errs67) {
                                                                    if (Array.isArray(data31)) {
                                                                      var valid13 = true;
                                                                      const len7 = data31.length;
                                                                      for (let i7 = 0; i7 < len7; i7++) {
                                                                        let data32 = data31[i7];
                                                                        const _errs69 = errors;
                                                                        if (errors === _errs69) {
                                                                          if (typeof data32 === "string") {
                                                                            if (!pattern2.test(data32)) {
                                                                              validate10.errors = [{ instancePath: instancePath + "/problems/samples/pass/" + i7, schemaPath: "#/properties/problems/properties/samples/properties/pass/items/pattern", keyword: "pattern", params: { pattern: "^[01]*$" }, message: 'must match pattern "^[01]*$"' }];
                                                                              return false;
                                                                            }
                                                                          } else {
                                                                            validate10.errors = [{ instancePath: instancePath + "/problems/samples/pass/" + i7, schemaPath: "#/properties/problems/properties/samples/properties/pass/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                            return false;
                                                                          }
                                                                        }
                                                                        var valid13 = _errs69 === errors;
                                                                        if (!valid13) {
                                                                          break;
                                                                        }
                                                                      }
                                                                    } else {
                                                                      validate10.errors = [{ instancePath: instancePath + "/problems/samples/pass", schemaPath: "#/properties/problems/properties/samples/properties/pass/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                      return false;
                                                                    }
                                                                  }
                                                                  var valid12 = _errs67 === errors;
                                                                } else {
                                                                  var valid12 = true;
                                                                }
                                                                if (valid12) {
                                                                  if (data30.score !== void 0) {
                                                                    let data33 = data30.score;
                                                                    const _errs71 = errors;
                                                                    if (errors === _errs71) {
                                                                      if (Array.isArray(data33)) {
                                                                        var valid14 = true;
                                                                        const len8 = data33.length;
                                                                        for (let i8 = 0; i8 < len8; i8++) {
                                                                          let data34 = data33[i8];
                                                                          const _errs73 = errors;
                                                                          if (errors === _errs73) {
                                                                            if (Array.isArray(data34)) {
                                                                              var valid15 = true;
                                                                              const len9 = data34.length;
                                                                              for (let i9 = 0; i9 < len9; i9++) {
                                                                                let data35 = data34[i9];
                                                                                const _errs75 = errors;
                                                                                if (!(typeof data35 == "number" && isFinite(data35)) && data35 !== null) {
                                                                                  validate10.errors = [{ instancePath: instancePath + "/problems/samples/score/" + i8 + "/" + i9, schemaPath: "#/properties/problems/properties/samples/properties/score/items/items/type", keyword: "type", params: { type: schema11.properties.problems.properties.samples.properties.score.items.items.type }, message: "must be number,null" }];
                                                                                  return false;
                                                                                }
                                                                                var valid15 = _errs75 === errors;
                                                                                if (!valid15) {
                                                                                  break;
                                                                                }
                                                                              }
                                                                            } else {
                                                                              validate10.errors = [{ instancePath: instancePath + "/problems/samples/score/" + i8, schemaPath: "#/properties/problems/properties/samples/properties/score/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                              return false;
                                                                            }
                                                                          }
                                                                          var valid14 = _errs73 === errors;
                                                                          if (!valid14) {
                                                                            break;
                                                                          }
                                                                        }
                                                                      } else {
                                                                        validate10.errors = [{ instancePath: instancePath + "/problems/samples/score", schemaPath: "#/properties/problems/properties/samples/properties/score/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                        return false;
                                                                      }
                                                                    }
                                                                    var valid12 = _errs71 === errors;
                                                                  } else {
                                                                    var valid12 = true;
                                                                  }
                                                                  if (valid12) {
                                                                    if (data30.tests_passed !== void 0) {
                                                                      let data36 = data30.tests_passed;
                                                                      const _errs77 = errors;
                                                                      if (errors === _errs77) {
                                                                        if (Array.isArray(data36)) {
                                                                          var valid16 = true;
                                                                          const len10 = data36.length;
                                                                          for (let i10 = 0; i10 < len10; i10++) {
                                                                            let data37 = data36[i10];
                                                                            const _errs79 = errors;
                                                                            if (errors === _errs79) {
                                                                              if (Array.isArray(data37)) {
                                                                                var valid17 = true;
                                                                                const len11 = data37.length;
                                                                                for (let i11 = 0; i11 < len11; i11++) {
                                                                                  let data38 = data37[i11];
                                                                                  const _errs81 = errors;
                                                                                  if (!(typeof data38 == "number" && (!(data38 % 1) && !isNaN(data38)) && isFinite(data38)) && data38 !== null) {
                                                                                    validate10.errors = [{ instancePath: instancePath + "/problems/samples/tests_passed/" + i10 + "/" + i11, schemaPath: "#/properties/problems/properties/samples/properties/tests_passed/items/items/type", keyword: "type", params: { type: schema11.properties.problems.properties.samples.properties.tests_passed.items.items.type }, message: "must be integer,null" }];
                                                                                    return false;
                                                                                  }
                                                                                  if (errors === _errs81) {
                                                                                    if (typeof data38 == "number" && isFinite(data38)) {
                                                                                      if (data38 < 0 || isNaN(data38)) {
                                                                                        validate10.errors = [{ instancePath: instancePath + "/problems/samples/tests_passed/" + i10 + "/" + i11, schemaPath: "#/properties/problems/properties/samples/properties/tests_passed/items/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                                        return false;
                                                                                      }
                                                                                    }
                                                                                  }
                                                                                  var valid17 = _errs81 === errors;
                                                                                  if (!valid17) {
                                                                                    break;
                                                                                  }
                                                                                }
                                                                              } else {
                                                                                validate10.errors = [{ instancePath: instancePath + "/problems/samples/tests_passed/" + i10, schemaPath: "#/properties/problems/properties/samples/properties/tests_passed/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                return false;
                                                                              }
                                                                            }
                                                                            var valid16 = _errs79 === errors;
                                                                            if (!valid16) {
                                                                              break;
                                                                            }
                                                                          }
                                                                        } else {
                                                                          validate10.errors = [{ instancePath: instancePath + "/problems/samples/tests_passed", schemaPath: "#/properties/problems/properties/samples/properties/tests_passed/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                          return false;
                                                                        }
                                                                      }
                                                                      var valid12 = _errs77 === errors;
                                                                    } else {
                                                                      var valid12 = true;
                                                                    }
                                                                    if (valid12) {
                                                                      if (data30.tests_total !== void 0) {
                                                                        let data39 = data30.tests_total;
                                                                        const _errs83 = errors;
                                                                        if (errors === _errs83) {
                                                                          if (Array.isArray(data39)) {
                                                                            var valid18 = true;
                                                                            const len12 = data39.length;
                                                                            for (let i12 = 0; i12 < len12; i12++) {
                                                                              let data40 = data39[i12];
                                                                              const _errs85 = errors;
                                                                              if (errors === _errs85) {
                                                                                if (Array.isArray(data40)) {
                                                                                  var valid19 = true;
                                                                                  const len13 = data40.length;
                                                                                  for (let i13 = 0; i13 < len13; i13++) {
                                                                                    let data41 = data40[i13];
                                                                                    const _errs87 = errors;
                                                                                    if (!(typeof data41 == "number" && (!(data41 % 1) && !isNaN(data41)) && isFinite(data41)) && data41 !== null) {
                                                                                      validate10.errors = [{ instancePath: instancePath + "/problems/samples/tests_total/" + i12 + "/" + i13, schemaPath: "#/properties/problems/properties/samples/properties/tests_total/items/items/type", keyword: "type", params: { type: schema11.properties.problems.properties.samples.properties.tests_total.items.items.type }, message: "must be integer,null" }];
                                                                                      return false;
                                                                                    }
                                                                                    if (errors === _errs87) {
                                                                                      if (typeof data41 == "number" && isFinite(data41)) {
                                                                                        if (data41 < 1 || isNaN(data41)) {
                                                                                          validate10.errors = [{ instancePath: instancePath + "/problems/samples/tests_total/" + i12 + "/" + i13, schemaPath: "#/properties/problems/properties/samples/properties/tests_total/items/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                                                          return false;
                                                                                        }
                                                                                      }
                                                                                    }
                                                                                    var valid19 = _errs87 === errors;
                                                                                    if (!valid19) {
                                                                                      break;
                                                                                    }
                                                                                  }
                                                                                } else {
                                                                                  validate10.errors = [{ instancePath: instancePath + "/problems/samples/tests_total/" + i12, schemaPath: "#/properties/problems/properties/samples/properties/tests_total/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                  return false;
                                                                                }
                                                                              }
                                                                              var valid18 = _errs85 === errors;
                                                                              if (!valid18) {
                                                                                break;
                                                                              }
                                                                            }
                                                                          } else {
                                                                            validate10.errors = [{ instancePath: instancePath + "/problems/samples/tests_total", schemaPath: "#/properties/problems/properties/samples/properties/tests_total/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                            return false;
                                                                          }
                                                                        }
                                                                        var valid12 = _errs83 === errors;
                                                                      } else {
                                                                        var valid12 = true;
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          } else {
                                                            validate10.errors = [{ instancePath: instancePath + "/problems/samples", schemaPath: "#/properties/problems/properties/samples/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                            return false;
                                                          }
                                                        }
                                                        var valid5 = _errs64 === errors;
                                                      } else {
                                                        var valid5 = true;
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
                                      validate10.errors = [{ instancePath: instancePath + "/problems", schemaPath: "#/properties/problems/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                      return false;
                                    }
                                  }
                                  var valid0 = _errs37 === errors;
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

// src/load/history-record.ts
var HISTORY_FORMAT = "passk-gate-history/v1";
var HISTORY_VERSION = 1;
function tagOf(ref) {
  if (ref === void 0) return null;
  if (ref.startsWith("refs/tags/")) return ref.slice("refs/tags/".length);
  return /^v?\d+(\.\d+)*([-+][\w.-]*)?$/i.test(ref) ? ref : null;
}
function recordWords(...records) {
  return unitWords(records.every((record) => ranTrials(harnessOf(record))));
}
function recordErrors(...records) {
  return errorsOf(...records.map(harnessOf));
}
function harnessOf(record) {
  return { format: record.run_format, judgement: record.judgement };
}
function seriesName(run) {
  const { format, criterion, dataset } = run.judgement ?? { format: run.format };
  return [format, criterion, dataset].filter((part) => part !== void 0 && part !== "").join(" ");
}
function column(problems, value) {
  const values = problems.map((p) => value(p) ?? null);
  return values.some((v) => v !== null) ? values : void 0;
}
function recordSamples(problems) {
  if (!problems.every((p) => p.samples !== void 0)) return void 0;
  const samples = problems.map((p) => p.samples);
  const fields = { pass: samples.map((list) => list.map((s) => s.pass ? "1" : "0").join("")) };
  for (const key of SAMPLE_VALUES) {
    const values = samples.map((list) => list.map((s) => s[key] ?? null));
    if (values.some((list) => list.some((v) => v !== null))) fields[key] = values;
  }
  return fields;
}
function recordOf(run, place) {
  const { problems } = run;
  const compact = {
    ids: problems.map((p) => p.id),
    n: problems.map((p) => p.n),
    c: problems.map((p) => p.c)
  };
  const groups = column(problems, (p) => p.group);
  const timeouts = column(problems, (p) => p.timeouts);
  const errors = column(problems, (p) => p.errors);
  const samples = recordSamples(problems);
  const model = run.model ?? (run.mlflow === void 0 ? void 0 : archivedModel(run.mlflow));
  if (groups !== void 0) compact.groups = groups;
  if (timeouts !== void 0) compact.timeouts = timeouts;
  if (errors !== void 0) compact.errors = errors;
  if (samples !== void 0) compact.samples = samples;
  return {
    format: HISTORY_FORMAT,
    commit: place.commit,
    ...place.ref === void 0 ? {} : { ref: place.ref },
    time: place.time,
    name: place.name,
    ...model === void 0 ? {} : { model },
    files: filesOf(run),
    run_format: run.format,
    ...run.judgement === void 0 ? {} : { judgement: run.judgement },
    config: run.config,
    config_sources: run.configSources,
    problems: compact
  };
}
function recordJson(record) {
  const lines = Object.entries(record).map(
    ([key, value]) => key === "problems" ? `  "problems": {
${Object.entries(value).map(([name, item]) => `    ${JSON.stringify(name)}: ${JSON.stringify(item)}`).join(",\n")}
  }` : `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`
  );
  return `{
${lines.join(",\n")}
}
`;
}
function problemSamples(samples, i) {
  return [...samples.pass[i]].map((bit, j) => {
    const sample = { pass: bit === "1" };
    for (const key of SAMPLE_VALUES) {
      const value = samples[key]?.[i]?.[j];
      if (value != null) sample[key] = value;
    }
    return sample;
  });
}
var NewerRecordError = class extends InputError {
  name = "NewerRecordError";
};
function parseRecord(document, file) {
  const format = document?.format;
  const version = typeof format === "string" ? /^passk-gate-history\/v(\d+)$/.exec(format)?.[1] : void 0;
  if (version !== void 0 && Number(version) > HISTORY_VERSION) {
    throw new NewerRecordError(
      `${file}: is a passk-gate-history/v${version} record, written by a newer passk-gate than this one (which reads ${HISTORY_FORMAT}): update passk-gate to read this store`
    );
  }
  if (!validateHistoryRecord(document)) {
    const error = validateHistoryRecord.errors[0];
    throw inputError(file, error.instancePath.replace(/^\//, "").replaceAll("/", "."), error.message ?? "is invalid");
  }
  const record = document;
  const time = Date.parse(record.time);
  if (Number.isNaN(time) || new Date(time).toISOString().replace(".000Z", "Z") !== record.time.replace(".000Z", "Z")) {
    throw inputError(file, "time", `${record.time} is no date and time the calendar has`);
  }
  const { ids, n, c, timeouts, errors, samples } = record.problems;
  const columns = [
    ...Object.entries(record.problems).map(([key, value]) => [`problems.${key}`, value]),
    ...Object.entries(samples ?? {}).map(([key, value]) => [`problems.samples.${key}`, value])
  ];
  for (const [location, value] of columns) {
    if (Array.isArray(value) && value.length !== ids.length) {
      const items = counted(value.length, "item");
      const problems = ids.length === 1 ? "is 1 problem" : `are ${ids.length} problems`;
      throw inputError(file, location, `has ${items}, but there ${problems}`);
    }
  }
  const seen = /* @__PURE__ */ new Map();
  for (let i = 0; i < ids.length; i++) {
    const earlier = seen.get(ids[i]);
    if (earlier !== void 0) {
      throw inputError(
        file,
        `problems.ids[${i}]`,
        `duplicate id ${quoted(ids[i])} (first at problems.ids[${earlier}])`
      );
    }
    seen.set(ids[i], i);
    checkCounts(n[i], c[i], (timeouts?.[i] ?? 0) + (errors?.[i] ?? 0), file, `problems[${i}]`, `problems.c[${i}]`);
    const pass = samples?.pass[i];
    if (pass !== void 0 && (pass.length !== n[i] || pass.replaceAll("0", "").length !== c[i])) {
      throw inputError(
        file,
        `problems.samples.pass[${i}]`,
        `does not hold n = ${n[i]} samples with c = ${c[i]} passes`
      );
    }
  }
  return record;
}
function recordRun(record, file, keepSamples) {
  const { ids, n, c, groups, timeouts, errors, samples } = record.problems;
  const problems = ids.map((id, i) => {
    const problem = { id, n: n[i], c: c[i] };
    if (groups?.[i] != null) problem.group = groups[i];
    if (timeouts?.[i] != null) problem.timeouts = timeouts[i];
    if (errors?.[i] != null) problem.errors = errors[i];
    if (keepSamples && samples !== void 0) problem.samples = problemSamples(samples, i);
    return problem;
  });
  return underGateNames({
    source: file,
    format: record.run_format,
    ...record.model === void 0 ? {} : { model: record.model },
    config: { ...record.config },
    configSources: { ...record.config_sources },
    problems,
    warnings: [],
    ...record.judgement === void 0 ? {} : { judgement: record.judgement }
  });
}
function allErrored(record) {
  const { n, errors } = record.problems;
  const samples = n.reduce((sum, count) => sum + count, 0);
  if (errors === void 0 || samples === 0) return void 0;
  return n.every((count, i) => (errors[i] ?? 0) >= count) ? samples : void 0;
}
function erroredWords(errors) {
  return errors === "swebench" ? {
    tag: ", SWE-bench error_ids",
    what: `SWE-bench error_ids: ${SWEBENCH_ERRORS}`,
    noScore: "not taken as a score"
  } : { tag: "", what: "infrastructure errors", noScore: "no score" };
}
function erroredLabel(sample, errors) {
  const { tag, noScore } = erroredWords(errors);
  return `every ${sample} errored${tag}: ${noScore}`;
}

// src/load/history-store.ts
var RECORDS_FOLDER = "records";
var RECORD_FILE = /^\d{8}T\d{6}Z-[0-9a-f]{12}-[\p{L}\p{N}-]+\.json$/u;
function nameSlug(name) {
  const slug = Array.from(
    name.normalize("NFC").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "")
  ).slice(0, 40).join("").replace(/-$/, "");
  return slug === "" ? "run" : slug;
}
function recordFileName(record, hashed = false) {
  const time = record.time.replace(/\.\d+Z$/, "Z").replace(/[-:]/g, "");
  const hash = hashed ? `-${createHash("sha256").update(record.name).digest("hex").slice(0, 8)}` : "";
  return `${time}-${record.commit.slice(0, 12)}-${nameSlug(record.name)}${hash}.json`;
}
function historyAdd({ program = ["passk-gate"], windows }, hints = SHARED_HINTS) {
  const words = [...program, "history", "add"];
  return hints.commands ? words.map((word) => pastedWord(word, windows)).join(" ") : "the CLI's history add";
}
function recordFiles(folder, names) {
  return names.filter((name) => name.endsWith(".json")).sort().map((name) => join(folder, name));
}
async function storeRecordFiles(store) {
  const folder = join(store, RECORDS_FOLDER);
  return recordFiles(folder, await readdir(folder).catch(() => []));
}
async function readStore(store, shell = {}, given = (dir) => `--store ${dir}`, hints = SHARED_HINTS) {
  const folder = join(store, RECORDS_FOLDER);
  let names;
  try {
    names = await readdir(folder);
  } catch (error) {
    if (await exists(store, "file")) {
      throw new InputError(`history store ${store}: is a file, not a folder: give the store's folder, ${given("DIR")}`);
    }
    if (error.code !== "ENOENT") throw new InputError(`${folder}: ${ioProblem(error)}`);
    const entries = await readdir(store).catch(() => void 0);
    if (entries === void 0) {
      throw new InputError(`history store ${store}: no such folder (${historyAdd(shell, hints)} creates it)`);
    }
    if (entries.some((name) => RECORD_FILE.test(name))) {
      const fix = basename(resolve(store)) === RECORDS_FOLDER ? `give the store, ${given(dirname(store))}` : `a store keeps them in ${join(store, RECORDS_FOLDER)}`;
      throw new InputError(`history store ${store}: holds history records itself: ${fix}`);
    }
    return [];
  }
  const records = [];
  for (const file of recordFiles(folder, names)) records.push({ file, record: await readRecord(file) });
  return records.sort((a, b) => Date.parse(a.record.time) - Date.parse(b.record.time));
}
var WRITTEN_ONCE = "history add writes each record once and never changes it";
function restoreCommand(file) {
  const folder = shellWord(dirname(file));
  const name = shellWord(basename(file));
  return `git -C ${folder} checkout "$(git -C ${folder} log -1 --format=%H --diff-filter=A -- ${name})" -- ${name}`;
}
var DamagedRecordError = class _DamagedRecordError extends InputError {
  constructor(problem, file) {
    super(
      `${problem}; ${WRITTEN_ONCE}: restore it from the commit that added it (${restoreCommand(file)}), or delete it`
    );
    this.problem = problem;
    this.file = file;
  }
  problem;
  file;
  name = "DamagedRecordError";
  /** Still a damaged record, so that the history branch's reader can give it the commands that restore it there. */
  labelled(label) {
    return new _DamagedRecordError(`${label}: ${this.problem}`, this.file);
  }
};
async function readRecord(file) {
  try {
    return parseRecord(await readJsonFile(file, "history record"), file);
  } catch (error) {
    if (!(error instanceof InputError) || error instanceof NewerRecordError) throw error;
    throw new DamagedRecordError(error.message, file);
  }
}
async function addRecord(store, record) {
  const known = await exists(store, "anything") ? await readStore(store) : [];
  const same = known.find((r) => r.record.commit === record.commit && r.record.name === record.name);
  if (same !== void 0) return { file: same.file, added: false, differs: !sameResults(same.record, record) };
  const latest = known.filter((r) => r.record.name === record.name).at(-1)?.record;
  const folder = join(store, RECORDS_FOLDER);
  let file = join(folder, recordFileName(record));
  try {
    await mkdir(folder, { recursive: true });
    if (!await writeNewRecord(file, record)) {
      if ((await readRecord(file)).name === record.name) throw neverOverwritten(file);
      file = join(folder, recordFileName(record, true));
      if (!await writeNewRecord(file, record)) throw neverOverwritten(file);
    }
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(`${file}: ${ioProblem(error)}`);
  }
  return { file, added: true, differs: false, ...latest === void 0 ? {} : { latest } };
}
async function writeNewRecord(file, record) {
  try {
    await writeFile(file, recordJson(record), { flag: "wx" });
    return true;
  } catch (error) {
    if (error.code === "EEXIST") return false;
    throw error;
  }
}
var neverOverwritten = (file) => new InputError(`${file}: already holds another record; records are never overwritten`);
function sameResults(a, b) {
  const sorted = (value) => JSON.stringify(Object.entries(value).sort(([x], [y]) => x < y ? -1 : 1));
  return sorted(a.config) === sorted(b.config) && sorted(a.problems) === sorted(b.problems);
}

export {
  tagOf,
  recordWords,
  recordErrors,
  seriesName,
  recordOf,
  recordRun,
  allErrored,
  erroredWords,
  erroredLabel,
  nameSlug,
  recordFileName,
  historyAdd,
  storeRecordFiles,
  readStore,
  WRITTEN_ONCE,
  restoreCommand,
  DamagedRecordError,
  addRecord
};
