import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);

// src/common/errors.ts
var InputError = class extends Error {
  constructor(message) {
    super(oneLine(message));
    this.name = "InputError";
  }
};
var UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;
var UNSHOWABLE_RUN = new RegExp(`\\s*(?:${UNSHOWABLE.source})\\s*`, "g");
function oneLine(text, max = 1e3) {
  const flat = text.replace(UNSHOWABLE_RUN, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}
function inputError(file, location, what) {
  return new InputError([file, location, what].filter((part) => part !== "").join(": "));
}
function redactSecrets(text, secrets, minLength = 4) {
  return secrets.reduce((out, secret) => secret.length < minLength ? out : out.split(secret).join("***"), text);
}

export {
  InputError,
  UNSHOWABLE,
  oneLine,
  inputError,
  redactSecrets
};
