import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  FLAG_HINTS,
  InputError,
  MATCHED_SETTINGS,
  SHARED_HINTS,
  counted,
  didYouMean,
  isDecimalText,
  listWords,
  shown
} from "./chunk-43QJMCA5.js";

// src/common/level.ts
function levelAt(confidence) {
  return { confidence, alpha: Number((1 - confidence).toPrecision(10)) };
}
function levelOfAlpha(alpha) {
  return { confidence: Number((1 - alpha).toPrecision(12)), alpha };
}

// src/config/options.ts
var DEFAULT_OPTIONS = Object.freeze({
  k: 1,
  metric: "pass@k",
  submit: 1,
  margin: 0,
  confidence: 0.95,
  failOn: "regression",
  matchConfig: Object.freeze([...MATCHED_SETTINGS]),
  requireConfig: Object.freeze([]),
  problems: "strict",
  resamples: 1e4,
  seed: 0,
  interval: "auto",
  allowMixedJudgement: false
});
var OPTION_NAMES = {
  k: "k",
  metric: "metric",
  submit: "submit",
  margin: "margin",
  confidence: "confidence",
  failOn: "fail-on",
  matchConfig: "match-config",
  requireConfig: "require-config",
  problems: "problems",
  resamples: "resamples",
  seed: "seed",
  interval: "interval",
  allowMixedJudgement: "allow-mixed-judgement"
};
var CLI_NAMING = { name: (option) => `--${option}`, hints: FLAG_HINTS };
var METRICS = ["pass@k", "pass^k", "n@k", "pass-ratio@n"];
var FAIL_ON = ["regression", "inconclusive", "never"];
var PROBLEMS_MODES = ["strict", "intersect"];
var INTERVAL_CHOICES = ["auto", "expanded-percentile", "t"];
var MULTIPLICITIES = ["holm", "bonferroni", "none"];
var MATCH_CONFIG_OFF = "none";
var KEYS_OPTIONS = {
  "match-config": { none: "to turn the config check off", keys: "must match" },
  "require-config": { none: "to require none", keys: "must be recorded" }
};
var YES_NO = /^(yes|no|on|off|true|false)$/i;
var MAX_RESAMPLES = 1e6;
function yesOrNo(value) {
  if (typeof value === "boolean") return value;
  const text = typeof value === "string" ? value.trim() : "";
  if (/^(true|True|TRUE)$/.test(text)) return true;
  if (/^(false|False|FALSE)$/.test(text)) return false;
  return void 0;
}
var OptionParser = class {
  constructor(naming = CLI_NAMING) {
    this.naming = naming;
  }
  naming;
  /** The error for a bad value of `option`: `what` is said with every option in it named by `name`. */
  error(option, what) {
    return new InputError(`${this.naming.where?.(option) ?? ""}${what(this.naming.name)}`);
  }
  /** An option as errors about it begin: where it was given, then its name (`passk-gate.yml:9: check "a": k`). */
  named(option) {
    return this.error(option, (n) => n(option)).message;
  }
  /** The error for a value of `option` that is not what was `expected`. */
  expected(option, expected, value) {
    return this.error(option, (n) => `${n(option)}: expected ${expected}, got ${written(value)}`);
  }
  /** A number, typed or as text; blank text is refused as empty (`--k "$K"` with K unset), not taken as unset. */
  number(option, value) {
    const text = typeof value === "string" ? value.trim() : void 0;
    if (text === "") {
      throw this.error(
        option,
        (n) => `${n(option)} is empty: give a number, or leave ${n(option)} out for its default`
      );
    }
    const parsed = typeof value === "number" ? value : text !== void 0 && isDecimalText(text) ? Number(text) : NaN;
    if (!Number.isFinite(parsed)) {
      const fix = text === void 0 ? void 0 : commaFix(text);
      if (fix === void 0) throw this.expected(option, "a number", value);
      throw this.error(option, (n) => `${n(option)}: expected a number, got ${written(value)}: write ${fix}`);
    }
    return parsed;
  }
  /** A whole number from `min` to `max`; the message says which bound was crossed. */
  integer(option, value, min, max) {
    const parsed = this.number(option, value);
    const broken = !Number.isInteger(parsed) ? "expected a whole number" : parsed < min ? `must be at least ${min}` : parsed > max ? `must be at most ${max}` : void 0;
    const got = typeof value === "string" ? value.trim() : this.naming.source?.(option) ?? parsed;
    if (broken !== void 0) throw this.error(option, (n) => `${n(option)}: ${broken}, got ${got}`);
    return parsed;
  }
  choice(option, value, choices, yesNo) {
    const found = choices.find((choice) => typeof value === "string" && choice === value.trim());
    if (found !== void 0) return found;
    const yes = yesOrNo(value);
    const meant = yes === void 0 ? void 0 : yesNo?.[`${yes}`];
    const hint = meant !== void 0 ? `: did you mean ${meant}?` : typeof value === "string" ? didYouMean(value.trim(), choices) : "";
    throw this.error(
      option,
      (n) => `${n(option)}: expected one of ${choices.join(", ")}, got ${written(value)}${hint}`
    );
  }
  /** true or false, typed or as the YAML 1.2 core schema writes them (as the runner passes an input). */
  boolean(option, value) {
    const read = yesOrNo(value);
    if (read === void 0) throw this.expected(option, "true or false", value);
    return read;
  }
  /**
   * Config keys: a list, or comma-separated text, repeats dropped; `none` alone means no key (for `match-config`,
   * given as '' on the command line too, it turns the check off). `none` among keys, or in another case, is an
   * error rather than a key of that name, which no run records and which would refuse every comparison. So is a
   * key with a space, `;` or `|` in it (`temperature top_p`): taken as one key that no run records, it would leave
   * the settings meant unchecked. A list in brackets (`[temperature, top_p]`) is refused too, showing it without.
   */
  keys(option, value) {
    const lone = Array.isArray(value) && value.length === 1 ? value[0] : value;
    const word = typeof lone === "boolean" ? String(lone) : typeof lone === "string" && YES_NO.test(lone.trim()) ? JSON.stringify(lone.trim()) : void 0;
    if (word !== void 0) {
      throw this.error(
        option,
        (n) => `${n(option)}: ${word} is a yes/no word, not a setting name: write ${MATCH_CONFIG_OFF} ${KEYS_OPTIONS[option].none}, or list setting names (e.g. temperature,top_p)`
      );
    }
    if (typeof value !== "string" && !(Array.isArray(value) && value.every((key) => typeof key === "string"))) {
      throw this.expected(option, "comma-separated keys or a list of keys", value);
    }
    if (typeof value === "string" && value.trim() === MATCH_CONFIG_OFF) return [];
    if (typeof value === "string" && /^\s*\[|\]\s*$/.test(value)) {
      const written2 = value.trim().replace(/^\[|\]$/g, "").split(/[\s,;|]+/).map((key) => key.replace(/^(["'])(.*)\1$/, "$2")).filter((key) => key !== "");
      throw this.error(
        option,
        (n) => `${n(option)}: ${JSON.stringify(value.trim())} is a list in brackets: write ${written2.join(",") || MATCH_CONFIG_OFF}`
      );
    }
    const keys = (typeof value === "string" ? value.split(",") : value).map((key) => key.trim()).filter((key) => key !== "");
    const joined = keys.find((key) => /[\s;|]/.test(key));
    if (joined !== void 0) {
      const written2 = keys.flatMap((key) => key.split(/[\s;|]+/)).filter((key) => key !== "");
      throw this.error(
        option,
        (n) => `${n(option)}: ${JSON.stringify(joined)} is not a config key: keys are comma-separated, write ${[...new Set(written2)].join(",")}`
      );
    }
    const off = keys.find((key) => key.toLowerCase() === MATCH_CONFIG_OFF);
    if (off !== void 0) {
      const { none, keys: which } = KEYS_OPTIONS[option];
      throw this.error(
        option,
        (n) => `${n(option)}: ${JSON.stringify(off)} is not a config key: write ${MATCH_CONFIG_OFF} alone, in lower case, ${none}, or list only the keys that ${which} (got ${JSON.stringify(value)})`
      );
    }
    return [...new Set(keys)];
  }
};
function written(value) {
  if (typeof value === "number") return String(value);
  const boxed = value instanceof Number || value instanceof String || value instanceof Boolean;
  let json;
  try {
    json = boxed ? void 0 : JSON.stringify(value);
  } catch {
    json = void 0;
  }
  return json ?? shown(value);
}
function commaFix(text) {
  if (/^[+-]?\d{1,3}(,\d{3})+$/.test(text)) return text.replaceAll(",", "");
  if (/^[+-]?\d*,\d+$/.test(text)) return text.replace(",", ".");
  return void 0;
}
function given(value) {
  return value !== void 0 && !(typeof value === "string" && value.trim() === "");
}
function severalNumbers(value) {
  if (Array.isArray(value)) return value.length > 1 && value.every((item) => Number.isInteger(item));
  return typeof value === "string" && /^\s*\d+(\s*[,;\s]\s*\d+)+\s*$/.test(value);
}
function parseOptions(raw, naming = CLI_NAMING, { resampled = true } = {}) {
  const parse = new OptionParser(naming);
  const options = {
    ...DEFAULT_OPTIONS,
    matchConfig: [...DEFAULT_OPTIONS.matchConfig],
    requireConfig: [...DEFAULT_OPTIONS.requireConfig]
  };
  if (severalNumbers(raw.k)) {
    const several = naming.inConfigFile ? "write one check for each k" : "give a config file one check for each";
    throw parse.error(
      "k",
      (n) => `${n("k")}: expected one number, got ${written(raw.k)}: the gate decides at the k that ships (the report shows pass@k at the others); to gate on several, ${several}`
    );
  }
  if (raw.k !== void 0) options.k = parse.integer("k", raw.k, 1, Number.MAX_SAFE_INTEGER);
  if (given(raw.metric)) {
    const budget = typeof raw.metric === "string" ? budgetHint(raw.metric.trim(), naming.hints ?? SHARED_HINTS) : void 0;
    if (budget !== void 0) {
      throw parse.error(
        "metric",
        (n) => `${n("metric")}: expected one of ${METRICS.join(", ")}, got ${written(raw.metric)}: ${budget}`
      );
    }
    options.metric = parse.choice("metric", raw.metric, METRICS);
  }
  if (raw.submit !== void 0) options.submit = parse.integer("submit", raw.submit, 1, Number.MAX_SAFE_INTEGER);
  checkMetricBudget(options, parse);
  if (raw.margin !== void 0) {
    const refused = () => parse.error(
      "margin",
      (n) => `${n("margin")}: expected a drop in metric units, at least 0 and below 1 (0.01 = 1 point), got ${written(raw.margin)}${pointsHint(String(raw.margin))}`
    );
    if (typeof raw.margin === "string" && PERCENT.test(raw.margin)) throw refused();
    options.margin = parse.number("margin", raw.margin);
    if (options.margin < 0 || options.margin >= 1) throw refused();
  }
  if (raw.confidence !== void 0) {
    const percent = typeof raw.confidence === "string" ? PERCENT.exec(raw.confidence) : null;
    const level = percent === null ? parse.number("confidence", raw.confidence) : NaN;
    if (!(level > 0.5 && level < 1)) {
      const asPercent = percent === null ? level : Number(percent[1]);
      const hint = asPercent > 50 && asPercent < 100 ? `: did you mean ${Number((asPercent / 100).toPrecision(12))}?` : "";
      throw parse.error(
        "confidence",
        (n) => `${n("confidence")}: expected a level between 0.5 and 1 (e.g. 0.95), got ${written(raw.confidence)}${hint}`
      );
    }
    options.confidence = level;
  }
  if (given(raw["fail-on"])) {
    options.failOn = parse.choice("fail-on", raw["fail-on"], FAIL_ON, { true: "regression", false: "never" });
  }
  if (raw["match-config"] !== void 0) options.matchConfig = parse.keys("match-config", raw["match-config"]);
  if (given(raw["require-config"])) options.requireConfig = parse.keys("require-config", raw["require-config"]);
  if (given(raw.problems)) options.problems = parse.choice("problems", raw.problems, PROBLEMS_MODES);
  if (raw.resamples !== void 0) options.resamples = parse.integer("resamples", raw.resamples, 100, MAX_RESAMPLES);
  if (raw.seed !== void 0) options.seed = parse.integer("seed", raw.seed, 0, 2 ** 32 - 1);
  if (given(raw.interval)) options.interval = parse.choice("interval", raw.interval, INTERVAL_CHOICES);
  if (given(raw["allow-mixed-judgement"])) {
    options.allowMixedJudgement = parse.boolean("allow-mixed-judgement", raw["allow-mixed-judgement"]);
  }
  if (resampled) checkResamplesReach(options.resamples, options.confidence, parse);
  return options;
}
function budgetHint(text, hints) {
  const found = /^(pass@|pass\^|(\d+)@)(\d+)$/i.exec(text);
  if (found === null) return void 0;
  const [, prefix, submit, k] = found;
  const metric = submit !== void 0 ? "n@k" : prefix.toLowerCase() === "pass@" ? "pass@k" : "pass^k";
  const given2 = [
    ["metric", metric],
    ["k", Number(k)]
  ];
  if (submit !== void 0) given2.push(["submit", Number(submit)]);
  return `give ${listWords(
    given2.map(([option, value]) => hints.set(option, value)),
    "and"
  )}`;
}
var PERCENT = /^\s*(\d+\.?\d*|\.\d+)\s*%\s*$/;
function pointsHint(text) {
  const percent = PERCENT.exec(text);
  const points = Number(percent?.[1] ?? text.trim());
  const meant = percent !== null ? points > 0 && points < 100 : isDecimalText(text.trim()) && points >= 1 && points < 100;
  if (!meant) return "";
  return `: did you mean ${Number((points / 100).toPrecision(12))} (${counted(points, "point")})?`;
}
function checkMetricBudget({ metric, k, submit }, parse) {
  if (metric === "n@k" && submit > k) {
    throw parse.error(
      "submit",
      (n) => `${n("submit")}: ${submit} is more than k = ${k}: n@k submits N of the k samples drawn, so 1 <= N <= k (raise ${n("k")})`
    );
  }
  if (metric !== "n@k" && submit !== 1) {
    throw parse.error("submit", (n) => `${n("submit")}: applies to ${n("metric")} n@k only (the metric is ${metric})`);
  }
  if (metric === "pass-ratio@n" && k !== 1) {
    throw parse.error(
      "k",
      (n) => `${n("k")}: pass-ratio@n averages over all n samples and has no budget k; leave ${n("k")} out`
    );
  }
}
function checkResamplesReach(resamples, confidence, parse, family = { checks: 1, method: "none" }) {
  const { alpha } = levelAt(confidence);
  const checks = family.method === "none" ? 1 : family.checks;
  const level = alpha / checks;
  const smallest = 1 / (resamples + 1);
  if (smallest < level) return;
  const needed = fewestResamples(level);
  if (checks > 1) {
    throw parse.error(
      "resamples",
      (n) => `${n("resamples")}: ${resamples} is too few for ${checks} checks at confidence ${confidence}: ${family.method} tests the first check at (1 - ${confidence}) / ${checks} = ${Number(level.toPrecision(4))}, below the smallest p-value ${resamples} resamples can give, 1/${resamples + 1} = ${smallest.toPrecision(2)}, so no check could ever fail; ${checks} checks need at least ${needed} resamples`
    );
  }
  throw parse.error(
    "resamples",
    (n) => `${n("resamples")} ${resamples} is too few for ${n("confidence")} ${confidence}: the smallest p-value ${resamples} resamples can give is 1/${resamples + 1} = ${smallest.toPrecision(2)}, not below 1 - confidence = ${alpha}, so the gate could never fail; confidence ${confidence} needs at least ${needed} resamples (with ${resamples}, a confidence below ${Number((1 - smallest).toPrecision(4))})`
  );
}
function fewestResamples(alpha) {
  let needed = Math.floor(1 / alpha);
  while (1 / (needed + 1) >= alpha) needed++;
  return needed;
}

export {
  levelAt,
  levelOfAlpha,
  DEFAULT_OPTIONS,
  OPTION_NAMES,
  CLI_NAMING,
  MULTIPLICITIES,
  OptionParser,
  given,
  severalNumbers,
  parseOptions,
  pointsHint,
  checkResamplesReach,
  fewestResamples
};
