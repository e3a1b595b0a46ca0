import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  nAtKError
} from "./chunk-IYQLLMCI.js";
import {
  FLAG_HINTS,
  InputError,
  MATCHED_SETTINGS,
  SHARED_HINTS,
  counted,
  didYouMean,
  isDecimalText,
  listWords,
  sameWords,
  shown
} from "./chunk-Y3XH2ARF.js";
import {
  __commonJS,
  __toESM
} from "./chunk-T6J2QFXX.js";

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
    var has = Object.prototype.hasOwnProperty;
    function hasOwnProp(value, property) {
      if (value === void 0 || value === null) {
        return false;
      }
      return has.call(value, property);
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
var SETTINGS_OPTIONS = {
  config: ["baseline-config", "candidate-config"],
  "baseline-config": ["config"],
  "candidate-config": ["config"]
};
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
  /**
   * The error for a bad value of `option`: `what` is said with every option in it named by `name`, and `leave`
   * saying how to give one its default `value` back. The error is about `option`, the options `what` names and
   * those of `also`, which it does not name but depends on.
   */
  error(option, what, also = []) {
    const keys = [option, ...also];
    const collect = (key) => {
      keys.push(key);
      return key;
    };
    what(collect, collect);
    const said = [];
    const name = (key) => {
      const lead = said.length === 0;
      if (!said.includes(key)) said.push(key);
      return this.naming.name(key, lead ? keys : []);
    };
    const leave = (key, value) => {
      const named = name(key);
      return this.naming.leave?.(key, keys, value) ?? `leave ${named} out`;
    };
    const text = what(name, leave);
    return new InputError(
      `${this.naming.where?.(option, keys) ?? ""}${text}${this.naming.after?.(said.slice(1), keys) ?? ""}`
    );
  }
  /** An option as errors about it (and `also`) begin: where it was given, then its name (`passk-gate.yml:9: check "a": k`). */
  named(option, also = []) {
    return this.error(option, (n) => n(option), also).message;
  }
  /**
   * The error for a value of `option` that is not what was `expected`, ending with `fix` (`: write 0.01`); null, a
   * config file's key written with nothing after it (`k:`), is refused as empty.
   */
  expected(option, expected, value, fix = "") {
    if (value === null) return this.empty(option, expected);
    return this.error(option, (n) => `${n(option)}: expected ${expected}, got ${written(value)}${fix}`);
  }
  /** The error for `option` given with no value: what to give, or to leave it out. */
  empty(option, expected) {
    return this.error(
      option,
      (n) => `${n(option)} is empty: give ${expected}, or leave ${n(option)} out for its default`
    );
  }
  /** A number, typed or as text; blank text is refused as empty (`--k "$K"` with K unset), not taken as unset. */
  number(option, value) {
    const text = typeof value === "string" ? value.trim() : void 0;
    if (text === "" || value === null) throw this.empty(option, "a number");
    const parsed = typeof value === "number" ? value : text !== void 0 && isDecimalText(text) ? Number(text) : NaN;
    if (!Number.isFinite(parsed)) {
      throw this.expected(option, "a number", value, text === void 0 ? "" : commaFix(text));
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
  choice(option, value, choices, yesNo, otherNames = {}) {
    const found = choices.find((choice) => typeof value === "string" && choice === value.trim());
    if (found !== void 0) return found;
    const yes = yesOrNo(value);
    const other = typeof value === "string" ? sameWords(value.trim(), Object.keys(otherNames))[0] : void 0;
    const meant = yes !== void 0 ? yesNo?.[`${yes}`] : other !== void 0 ? otherNames[other] : void 0;
    const hint = meant !== void 0 ? `: did you mean ${meant}?` : typeof value === "string" ? didYouMean(value.trim(), choices) : "";
    throw this.expected(option, `one of ${choices.join(", ")}`, value, hint);
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
  if (/^[+-]?\d{1,3}(,\d{3})+$/.test(text)) return `: write ${text.replaceAll(",", "")}`;
  if (/^[+-]?\d*,\d+$/.test(text)) return `: write ${text.replace(",", ".")}`;
  return "";
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
    throw parse.expected(
      "k",
      "one number",
      raw.k,
      `: the gate decides at the k that ships (the report shows pass@k at the others); to gate on several, ${several}`
    );
  }
  if (raw.k !== void 0) options.k = parse.integer("k", raw.k, 1, Number.MAX_SAFE_INTEGER);
  if (given(raw.metric)) {
    const budget = typeof raw.metric === "string" ? budgetHint(raw.metric.trim(), naming.hints ?? SHARED_HINTS) : void 0;
    if (budget !== void 0) {
      throw parse.expected("metric", `one of ${METRICS.join(", ")}`, raw.metric, `: ${budget}`);
    }
    options.metric = parse.choice("metric", raw.metric, METRICS);
  }
  if (raw.submit !== void 0) options.submit = parse.integer("submit", raw.submit, 1, Number.MAX_SAFE_INTEGER);
  checkMetricBudget(options, parse);
  if (raw.margin !== void 0) {
    const refused = () => parse.expected(
      "margin",
      "a drop in metric units, at least 0 and below 1 (0.01 = 1 point)",
      raw.margin,
      pointsHint(String(raw.margin)) || negativeHint(String(raw.margin))
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
      throw parse.expected("confidence", "a level above 0.5 and below 1 (e.g. 0.95)", raw.confidence, hint);
    }
    options.confidence = level;
  }
  if (given(raw["fail-on"])) {
    options.failOn = parse.choice("fail-on", raw["fail-on"], FAIL_ON, { true: "regression", false: "never" });
  }
  if (raw["match-config"] !== void 0) options.matchConfig = parse.keys("match-config", raw["match-config"]);
  if (given(raw["require-config"])) options.requireConfig = parse.keys("require-config", raw["require-config"]);
  if (options.matchConfig.length === 0 && options.requireConfig.length > 0) {
    throw parse.error(
      "require-config",
      (n, leave) => `${n("require-config")}: ${options.requireConfig.join(",")} cannot be required with ${n("match-config")} none, which turns the config check off: ${leave("match-config", MATCHED_SETTINGS.join(","))}, or ` + leave("require-config", MATCH_CONFIG_OFF)
    );
  }
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
function negativeHint(text) {
  const value = Number(text.trim());
  if (!isDecimalText(text.trim()) || !(value < 0 && value > -1)) return "";
  return `: did you mean ${-value}? the margin is the size of the drop tolerated, written positive`;
}
function pointsHint(text) {
  const percent = PERCENT.exec(text);
  const points2 = Number(percent?.[1] ?? text.trim());
  const meant = percent !== null ? points2 > 0 && points2 < 100 : isDecimalText(text.trim()) && points2 >= 1 && points2 < 100;
  if (!meant) return "";
  return `: did you mean ${Number((points2 / 100).toPrecision(12))} (${counted(points2, "point")})?`;
}
function checkMetricBudget({ metric, k, submit }, parse) {
  if (metric === "n@k" && submit > k) {
    throw parse.error(
      "submit",
      (n) => `${n("submit")}: ${submit} is more than k = ${k}: n@k submits N of the k samples drawn, so 1 <= N <= k (raise ${n("k")})`,
      ["metric"]
    );
  }
  if (metric !== "n@k" && submit !== 1) {
    throw parse.error("submit", (n) => `${n("submit")}: applies to ${n("metric")} n@k only (the metric is ${metric})`);
  }
  if (metric === "pass-ratio@n" && k !== 1) {
    throw parse.error(
      "k",
      (n, leave) => `${n("k")}: pass-ratio@n averages over all n samples and has no budget k; ${leave("k", DEFAULT_OPTIONS.k)}`,
      ["metric"]
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

// src/resample/sign-flip.ts
var import_stats_base_dists_normal_cdf = __toESM(require_lib57(), 1);

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
   * The next `count` outputs into `words`, the same as as many `nextUint32` calls: the state is kept in locals
   * for the loop, which makes a word about four times cheaper than a call (a resample of 100,000 units needs
   * tens of thousands).
   */
  fill(words, count = words.length) {
    let { s0, s1, s2, s3 } = this;
    for (let i = 0; i < count; i++) {
      words[i] = Math.imul(rotl(Math.imul(s1, 5), 7), 9);
      const t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = rotl(s3, 11);
    }
    this.s0 = s0;
    this.s1 = s1;
    this.s2 = s2;
    this.s3 = s3;
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
function binomialSampler(p) {
  if (p <= 0) return () => 0;
  if (p >= 1) return (_, n) => n;
  if (p > 0.5) {
    const other = binomialSampler(1 - p);
    return (rng, n) => n - other(rng, n);
  }
  const q = 1 - p;
  const odds = p / q;
  const pmfsOf = [];
  return (rng, n) => {
    if (n === 0) return 0;
    if (!(n * p < INVERSION_MAX_MEAN)) return btrsDraw(rng, n, p);
    const pmfs = pmfsOf[n] ??= [Math.pow(q, n)];
    const a = (n + 1) * odds;
    let u = rng.nextDouble();
    let x = 0;
    while (u > pmfs[x] && x < n) {
      u -= pmfs[x];
      x++;
      if (x === pmfs.length) pmfs.push(pmfs[x - 1] * (a / x - odds));
    }
    return x;
  };
}
function btrsDraw(rng, n, p) {
  const q = 1 - p;
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

// src/resample/units.ts
function unitMap(groups) {
  const indices = /* @__PURE__ */ new Map();
  const unitOf = new Int32Array(groups.length);
  let count = 0;
  let clustered = false;
  for (let i = 0; i < groups.length; i++) {
    const group = groups[i];
    let unit = group === void 0 ? void 0 : indices.get(group);
    if (unit === void 0) {
      unit = count++;
      if (group !== void 0) {
        indices.set(group, unit);
        clustered = true;
      }
    }
    unitOf[i] = unit;
  }
  return { unitOf, count, clustered };
}
function unitSizes({ unitOf, count }) {
  const sizes = new Float64Array(count);
  for (const unit of unitOf) sizes[unit] += 1;
  return { sizes, multiplicities: new Float64Array(count).fill(1), count, problems: unitOf.length };
}
function resamplingUnits(differences, groups) {
  let sums;
  let sizes;
  if (groups === void 0) {
    sums = Float64Array.from(differences).sort();
    sizes = new Float64Array(sums.length).fill(1);
  } else {
    const map = unitMap(groups);
    const clusterSums = new Float64Array(map.count);
    for (let i = 0; i < differences.length; i++) clusterSums[map.unitOf[i]] += differences[i];
    const clusterSizes = unitSizes(map).sizes;
    const order2 = Array.from(clusterSums, (_, i) => i).sort(
      (a, b) => clusterSums[a] - clusterSums[b] || clusterSizes[a] - clusterSizes[b]
    );
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
  return units.multiplicities.length * 8 < units.count;
}
function expand(values, multiplicities, count, width = 1) {
  const flat = new Float64Array(count * width);
  let at = 0;
  for (let j = 0; j < multiplicities.length; j++) {
    for (let m = 0; m < multiplicities[j]; m++) {
      for (let w = 0; w < width; w++) flat[at++] = values[j * width + w];
    }
  }
  return flat;
}
var TIE_TOLERANCE = 1e-12;
function pairedDifferences(baseline, candidate, tolerance = TIE_TOLERANCE) {
  return candidate.map((value, i) => {
    const difference = value - baseline[i];
    return Math.abs(difference) <= tolerance ? 0 : difference;
  });
}
function valueTolerance(metric, samples) {
  return metric === "n@k" ? Math.max(TIE_TOLERANCE, nAtKError(samples)) : TIE_TOLERANCE;
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
    const flip = binomialSampler(0.5);
    for (let b = 0; b < resamples; b++) {
      let total = 0;
      for (let j = 0; j < sums.length; j++) {
        const s = sums[j];
        if (s === 0) continue;
        const m = multiplicities[j];
        total += s * (2 * flip(rng, m) - m);
      }
      if (Math.abs(total) >= threshold) extreme++;
    }
  } else {
    const signedSums = signedPairSums(expand(sums, multiplicities, count));
    for (let b = 0; b < resamples; b++) {
      if (Math.abs(flippedTotal(signedSums, rng)) >= threshold) extreme++;
    }
  }
  return (extreme + 1) / (resamples + 1);
}
function signedPairSums(flat) {
  const pairs = Math.ceil(flat.length / 32) * 16;
  const signedSums = new Float64Array(pairs * 4);
  for (let p = 0; p < pairs; p++) {
    const first = flat[2 * p] ?? 0;
    const second = flat[2 * p + 1] ?? 0;
    signedSums[4 * p] = -first - second;
    signedSums[4 * p + 1] = first - second;
    signedSums[4 * p + 2] = -first + second;
    signedSums[4 * p + 3] = first + second;
  }
  return signedSums;
}
function flippedTotal(signedSums, rng) {
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  for (let at = 0; at < signedSums.length; ) {
    let word = rng.nextUint32();
    for (let byte = 0; byte < 4; byte++, at += 16, word >>>= 8) {
      a += signedSums[at + (word & 3)];
      b += signedSums[at + 4 + (word >>> 2 & 3)];
      c += signedSums[at + 8 + (word >>> 4 & 3)];
      d += signedSums[at + 12 + (word >>> 6 & 3)];
    }
  }
  return a + b + (c + d);
}
var EXACT_SIGN_FLIP_UNITS = 24;
function signFlipTest(units, resamples, rng) {
  const { sums, multiplicities } = units;
  let worse = 0;
  let better = 0;
  for (let j = 0; j < sums.length; j++) {
    if (sums[j] < -TIE_TOLERANCE) worse += multiplicities[j];
    else if (sums[j] > TIE_TOLERANCE) better += multiplicities[j];
  }
  const exact = worse + better <= EXACT_SIGN_FLIP_UNITS;
  if (!exact) return { pValue: signFlipPValue(units, resamples, rng), exact, worse, better };
  const changed = expand(sums, multiplicities, units.count).filter((s) => Math.abs(s) > TIE_TOLERANCE);
  return { pValue: exactSignFlipPValue(changed), exact, worse, better };
}
function exactSignFlipPValue(values) {
  let observed = 0;
  let scale = 0;
  for (let i = 0; i < values.length; i++) {
    observed += values[i];
    scale += Math.abs(values[i]);
  }
  const threshold = Math.abs(observed) - TIE_TOLERANCE * Math.max(1, scale);
  if (threshold <= 0) return 1;
  const half = values.length >> 1;
  const left = sortedPatternSums(values.subarray(0, half), 0);
  const right = sortedPatternSums(values.subarray(half), 2);
  let above = 0;
  let atLeast = right.length;
  for (let i = 0; i < left.length; i++) {
    const a = left[i];
    while (atLeast > 0 && right[atLeast - 1] >= threshold - a) atLeast--;
    above += right.length - atLeast;
  }
  return 2 * above / (left.length * right.length);
}
var NORMAL_SHARE = 0.05;
var MOST_ENUMERATED = 8;
function approximateSignFlipPValue(totals) {
  const sizes = totals.map(Math.abs).sort((a, b) => b - a);
  const observed = Math.abs(totals.reduce((sum, s) => sum + s, 0));
  let rest = sizes.reduce((sum, s) => sum + s * s, 0);
  let enumerated = 0;
  while (enumerated < MOST_ENUMERATED && sizes[enumerated] ** 2 > NORMAL_SHARE * rest) {
    rest -= sizes[enumerated] ** 2;
    enumerated++;
  }
  const sd = Math.sqrt(rest);
  if (enumerated === 0) return 2 * (0, import_stats_base_dists_normal_cdf.default)(-observed / sd, 0, 1);
  const patterns = sortedPatternSums(Float64Array.from(sizes.slice(0, enumerated)), 4);
  let p = 0;
  for (const x of patterns) p += (0, import_stats_base_dists_normal_cdf.default)((-observed - x) / sd, 0, 1) + (0, import_stats_base_dists_normal_cdf.default)((x - observed) / sd, 0, 1);
  return p / patterns.length;
}
function signFlipRejects(sums, alpha) {
  const changed = [];
  let total = 0;
  let squares = 0;
  let scale = 0;
  for (const s of sums) {
    if (Math.abs(s) <= TIE_TOLERANCE) continue;
    changed.push(s);
    total += s;
    squares += s * s;
    scale += Math.abs(s);
  }
  const threshold = Math.abs(total) - TIE_TOLERANCE * Math.max(1, scale);
  if (threshold > 0 && 2 * Math.exp(-(threshold * threshold) / (2 * squares)) < alpha) return true;
  if (changed.length <= EXACT_SIGN_FLIP_UNITS) return exactSignFlipPValue(Float64Array.from(changed)) < alpha;
  return approximateSignFlipPValue(changed) < alpha;
}
var scratch = [];
function scratchArray(slot, size) {
  if ((scratch[slot]?.length ?? 0) < size) scratch[slot] = new Float64Array(size);
  return scratch[slot];
}
function sortedPatternSums(values, slot) {
  const size = 1 << values.length;
  let sums = scratchArray(slot, size);
  let merged = scratchArray(slot + 1, size);
  sums[0] = 0;
  let filled = 1;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    const low = -Math.abs(v);
    const high = Math.abs(v);
    let a = 0;
    let b = 0;
    let at = 0;
    while (a < filled && b < filled) {
      const down = sums[a] + low;
      const up = sums[b] + high;
      if (down <= up) {
        merged[at++] = down;
        a++;
      } else {
        merged[at++] = up;
        b++;
      }
    }
    while (a < filled) merged[at++] = sums[a++] + low;
    while (b < filled) merged[at++] = sums[b++] + high;
    [sums, merged] = [merged, sums];
    filled *= 2;
  }
  return sums.subarray(0, size);
}
function firstIndex(sorted, x, above = false) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (sorted[mid] < x || above && sorted[mid] === x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function fewestSignificantUnits(alpha) {
  let units = 1;
  while (Math.pow(2, 1 - units) >= alpha) units++;
  return units;
}

// src/common/points.ts
function points(value, digits = 1) {
  const text = (value * 100).toFixed(digits);
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}

export {
  levelAt,
  levelOfAlpha,
  DEFAULT_OPTIONS,
  SETTINGS_OPTIONS,
  OPTION_NAMES,
  CLI_NAMING,
  MULTIPLICITIES,
  OptionParser,
  given,
  severalNumbers,
  parseOptions,
  pointsHint,
  checkResamplesReach,
  fewestResamples,
  require_lib5 as require_lib,
  require_lib6 as require_lib2,
  require_lib7 as require_lib3,
  require_lib9 as require_lib4,
  require_lib11 as require_lib5,
  require_lib12 as require_lib6,
  require_lib13 as require_lib7,
  require_lib17 as require_lib8,
  require_lib19 as require_lib9,
  require_lib28 as require_lib10,
  require_lib31 as require_lib11,
  require_lib40 as require_lib12,
  require_lib41 as require_lib13,
  require_lib42 as require_lib14,
  require_lib43 as require_lib15,
  require_lib44 as require_lib16,
  require_lib45 as require_lib17,
  require_lib46 as require_lib18,
  require_lib48 as require_lib19,
  require_lib50 as require_lib20,
  require_lib51 as require_lib21,
  require_lib52 as require_lib22,
  require_lib53 as require_lib23,
  require_lib54 as require_lib24,
  require_lib55 as require_lib25,
  require_lib57 as require_lib26,
  Xoshiro128,
  binomialSampler,
  unitMap,
  unitSizes,
  resamplingUnits,
  unitsMean,
  useMultinomial,
  expand,
  TIE_TOLERANCE,
  pairedDifferences,
  valueTolerance,
  signFlipTest,
  signFlipRejects,
  firstIndex,
  fewestSignificantUnits,
  points
};
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
*/
