import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  InputError,
  didYouMean,
  nameText,
  quoted
} from "./chunk-Y3XH2ARF.js";
import {
  __require
} from "./chunk-T6J2QFXX.js";

// builtin:node:util
var builtin = __require("node:util");
var isDeepStrictEqual = /* @__PURE__ */ (() => builtin.isDeepStrictEqual)();
var parseArgs = /* @__PURE__ */ (() => builtin.parseArgs)();

// src/config/anchor.ts
var AGAINST_THE_BASE = "against the base";
var ANCHOR_PREFIX = "history:";
var SELECTOR_ITEMS = ["oldest", "best", "latest", "commit", "ref", "window", "name"];
var USAGE = "history:DIR[#SELECTOR], SELECTOR oldest, best, latest, commit:SHA or ref:REF, optionally ,window:N and ,name:NAME";
function commitProblem(value) {
  if (!/^[0-9a-fA-F]*$/.test(value)) return "a commit is given by its SHA, in hex";
  if (value.length < 4) return "a commit prefix needs at least 4 hex digits";
  if (value.length > 64) return "a SHA has at most 64 hex digits";
  return void 0;
}
function parseAnchor(text, option, branch) {
  const bare = !text.startsWith(ANCHOR_PREFIX);
  const expected = branch !== void 0 && bare ? `SELECTOR, or ${USAGE}` : USAGE;
  const bad = (what) => new InputError(`${option}: ${what} (expected ${expected})`);
  if (branch !== void 0 && bare)
    return parseSelector(text.split(","), { text, store: "", pick: { kind: "oldest" }, branch }, bad);
  if (bare) {
    if (isSelector(text)) {
      throw new InputError(
        `${option}: ${quoted(text, 120)} is a selector without its store: only the action, given its input history, picks one in its history branch; here give history:DIR#${text}`
      );
    }
    throw bad(`${quoted(text, 120)} does not start with ${ANCHOR_PREFIX}`);
  }
  const hash = text.indexOf("#", ANCHOR_PREFIX.length);
  const store = text.slice(ANCHOR_PREFIX.length, hash < 0 ? void 0 : hash);
  if (store === "") throw bad(`${quoted(text, 120)} names no store folder`);
  const items = hash < 0 ? [] : text.slice(hash + 1).split(",");
  return parseSelector(items, { text, store, pick: { kind: "oldest" } }, bad);
}
function isSelector(text) {
  try {
    parseSelector(text.split(","), { text, store: "", pick: { kind: "oldest" } }, (what) => new InputError(what));
    return true;
  } catch (error) {
    if (error instanceof InputError) return false;
    throw error;
  }
}
function parseSelector(items, spec, bad) {
  let picked = false;
  const given = /* @__PURE__ */ new Set();
  for (const item of items) {
    const [key = "", ...rest] = item.trim().split(":");
    const value = rest.join(":").trim();
    if ((key === "window" || key === "name") && given.has(key)) {
      throw bad(`${quoted(item, 80)}: the selector already has ${key}:; give it once`);
    }
    given.add(key);
    const pick = (next) => {
      if (picked)
        throw bad(
          `${quoted(item)}: the selector already picks a record; give one of oldest, best, latest, commit:, ref:`
        );
      picked = true;
      spec.pick = next;
    };
    const badValue = (what) => bad(`${quoted(item, 80)}: ${what}`);
    if ((key === "oldest" || key === "best" || key === "latest") && rest.length === 0) pick({ kind: key });
    else if (key === "commit") {
      const problem = commitProblem(value);
      if (problem !== void 0) throw badValue(problem);
      pick({ kind: "commit", commit: value.toLowerCase() });
    } else if (key === "ref") {
      if (value === "") throw badValue("ref:REF needs a ref, a tag (v1.2.0) or a branch (main)");
      pick({ kind: "ref", ref: value });
    } else if (key === "window") {
      if (!/^\d+$/.test(value) || Number(value) < 1) {
        throw badValue(
          `window: N must be a whole number of at least 1, got ${value === "" ? "nothing" : nameText(value)}`
        );
      }
      spec.window = Number(value);
    } else if (key === "name") {
      if (value === "") throw badValue("name:NAME needs the name of a series");
      spec.name = value;
    } else {
      const known = SELECTOR_ITEMS.includes(key);
      throw bad(`unknown selector item ${quoted(item, 80)}${known ? "" : didYouMean(key, SELECTOR_ITEMS)}`);
    }
  }
  return spec;
}
function describePick(spec) {
  const { pick } = spec;
  const within = spec.window === void 0 ? "" : ` of the last ${spec.window}`;
  if (pick.kind === "commit") return `commit ${pick.commit}${within}`;
  if (pick.kind === "ref") return `ref ${pick.ref}${within}`;
  return `the ${pick.kind} record${within}`;
}

export {
  isDeepStrictEqual,
  parseArgs,
  AGAINST_THE_BASE,
  ANCHOR_PREFIX,
  parseAnchor,
  describePick
};
