import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  TIE_TOLERANCE,
  Xoshiro128,
  binomialSampler,
  expand,
  fewestSignificantUnits,
  levelAt,
  pairedDifferences,
  points,
  require_lib,
  require_lib10,
  require_lib11,
  require_lib12,
  require_lib13,
  require_lib14,
  require_lib15,
  require_lib16,
  require_lib17,
  require_lib18,
  require_lib19,
  require_lib2,
  require_lib20,
  require_lib21,
  require_lib22,
  require_lib23,
  require_lib24,
  require_lib25,
  require_lib26,
  require_lib3,
  require_lib4,
  require_lib5,
  require_lib6,
  require_lib7,
  require_lib8,
  require_lib9,
  resamplingUnits,
  signFlipRejects,
  signFlipTest,
  unitMap,
  unitSizes,
  unitsMean,
  useMultinomial,
  valueTolerance
} from "./chunk-4VRRUHI7.js";
import {
  CHANGES_LISTED
} from "./chunk-43OLHB65.js";
import {
  compareConfigs,
  compareJudgements,
  leastMetricChange,
  logChoose,
  logFactorialTable,
  mean,
  metricEstimator,
  metricLabel,
  metricValues,
  normalisedExp,
  perProblemValues,
  squaredShare
} from "./chunk-IYQLLMCI.js";
import {
  SCORE_FIELD_FORMATS,
  SWEBENCH_ERRORS,
  bothRanTrials,
  errorsOf,
  ranTrials,
  runNames,
  unitWords
} from "./chunk-O77QD7CX.js";
import {
  InputError,
  SHARED_HINTS,
  counted,
  idName,
  inputFaults,
  listIds,
  nameText,
  shown
} from "./chunk-Y3XH2ARF.js";
import {
  __commonJS,
  __toESM
} from "./chunk-T6J2QFXX.js";

// node_modules/@stdlib/math-base-tools-evalpoly/lib/main.js
var require_main = __commonJS({
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
var require_main2 = __commonJS({
  "node_modules/@stdlib/function-ctor/lib/main.js"(exports, module) {
    "use strict";
    var Fcn = Function;
    module.exports = Fcn;
  }
});

// node_modules/@stdlib/function-ctor/lib/index.js
var require_lib27 = __commonJS({
  "node_modules/@stdlib/function-ctor/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main2();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-tools-evalpoly/lib/factory.js
var require_factory = __commonJS({
  "node_modules/@stdlib/math-base-tools-evalpoly/lib/factory.js"(exports, module) {
    "use strict";
    var Fcn = require_lib27();
    var evalpoly = require_main();
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
var require_lib28 = __commonJS({
  "node_modules/@stdlib/math-base-tools-evalpoly/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib();
    var main = require_main();
    var factory = require_factory();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// node_modules/@stdlib/number-float64-base-set-high-word/lib/high.js
var require_high = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-high-word/lib/high.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib12();
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
var require_main3 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-high-word/lib/main.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib10();
    var Float64Array2 = require_lib11();
    var HIGH = require_high();
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
var require_lib29 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-high-word/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main3();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-half-ln-two/lib/index.js
var require_lib30 = __commonJS({
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
var require_main4 = __commonJS({
  "node_modules/@stdlib/math-base-special-expm1/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
    var getHighWord = require_lib14();
    var setHighWord = require_lib29();
    var fromWords = require_lib15();
    var PINF = require_lib6();
    var NINF = require_lib5();
    var FLOAT64_EXPONENT_BIAS = require_lib7();
    var HALF_LN2 = require_lib30();
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
      var z2;
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
      z2 = x * halfX;
      r1 = 1 + z2 * polyval(z2);
      t = 3 - r1 * halfX;
      e = z2 * ((r1 - t) / (6 - x * t));
      if (k === 0) {
        return x - (x * e - z2);
      }
      twopk = fromWords(FLOAT64_EXPONENT_BIAS + k << 20, 0);
      e = x * (e - c) - c;
      e -= z2;
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
var require_lib31 = __commonJS({
  "node_modules/@stdlib/math-base-special-expm1/lib/index.js"(exports, module) {
    "use strict";
    var expm1 = require_main4();
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
var require_main5 = __commonJS({
  "node_modules/@stdlib/math-base-special-log1p/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
    var getHighWord = require_lib14();
    var setHighWord = require_lib29();
    var PINF = require_lib6();
    var NINF = require_lib5();
    var FLOAT64_EXPONENT_BIAS = require_lib7();
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
      var z2;
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
      z2 = s * s;
      R = z2 * polyval(z2);
      if (k === 0) {
        return f - (hfsq - s * (hfsq + R));
      }
      return k * LN2_HI - (hfsq - (s * (hfsq + R) + (k * LN2_LO + c)) - f);
    }
    module.exports = log1p;
  }
});

// node_modules/@stdlib/math-base-special-log1p/lib/index.js
var require_lib32 = __commonJS({
  "node_modules/@stdlib/math-base-special-log1p/lib/index.js"(exports, module) {
    "use strict";
    var log1p = require_main5();
    module.exports = log1p;
  }
});

// node_modules/@stdlib/constants-float64-fourth-pi/lib/index.js
var require_lib33 = __commonJS({
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
var require_main6 = __commonJS({
  "node_modules/@stdlib/math-base-special-asin/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
    var sqrt = require_lib24();
    var PIO4 = require_lib33();
    var ratevalPQ = require_rational_pq();
    var ratevalRS = require_rational_rs();
    var MOREBITS = 6123233995736766e-32;
    function asin(x) {
      var sgn;
      var zz;
      var a;
      var p;
      var z2;
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
        z2 = PIO4 - zz;
        zz = zz * p - MOREBITS;
        z2 -= zz;
        z2 += PIO4;
      } else {
        if (a < 1e-8) {
          return x;
        }
        zz = a * a;
        z2 = zz * ratevalPQ(zz);
        z2 = a * z2 + a;
      }
      return sgn ? -z2 : z2;
    }
    module.exports = asin;
  }
});

// node_modules/@stdlib/math-base-special-asin/lib/index.js
var require_lib34 = __commonJS({
  "node_modules/@stdlib/math-base-special-asin/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main6();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-assert-is-integer/lib/main.js
var require_main7 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-integer/lib/main.js"(exports, module) {
    "use strict";
    var floor = require_lib3();
    function isInteger(x) {
      return floor(x) === x;
    }
    module.exports = isInteger;
  }
});

// node_modules/@stdlib/math-base-assert-is-integer/lib/index.js
var require_lib35 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-integer/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main7();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-assert-is-even/lib/main.js
var require_main8 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-even/lib/main.js"(exports, module) {
    "use strict";
    var isInteger = require_lib35();
    function isEven(x) {
      return isInteger(x / 2);
    }
    module.exports = isEven;
  }
});

// node_modules/@stdlib/math-base-assert-is-even/lib/index.js
var require_lib36 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-even/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main8();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-assert-is-odd/lib/main.js
var require_main9 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-odd/lib/main.js"(exports, module) {
    "use strict";
    var isEven = require_lib36();
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
var require_lib37 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-odd/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main9();
    module.exports = main;
  }
});

// node_modules/@stdlib/number-uint32-base-to-int32/lib/main.js
var require_main10 = __commonJS({
  "node_modules/@stdlib/number-uint32-base-to-int32/lib/main.js"(exports, module) {
    "use strict";
    function uint32ToInt32(x) {
      return x | 0;
    }
    module.exports = uint32ToInt32;
  }
});

// node_modules/@stdlib/number-uint32-base-to-int32/lib/index.js
var require_lib38 = __commonJS({
  "node_modules/@stdlib/number-uint32-base-to-int32/lib/index.js"(exports, module) {
    "use strict";
    var uint32ToInt32 = require_main10();
    module.exports = uint32ToInt32;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/x_is_zero.js
var require_x_is_zero = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/x_is_zero.js"(exports, module) {
    "use strict";
    var isOdd = require_lib37();
    var copysign = require_lib16();
    var NINF = require_lib5();
    var PINF = require_lib6();
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
    var ABS_MASK = require_lib9();
    var getHighWord = require_lib14();
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
    var abs = require_lib18();
    var PINF = require_lib6();
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
var require_lib39 = __commonJS({
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
    var getHighWord = require_lib14();
    var setLowWord = require_lib22();
    var setHighWord = require_lib29();
    var BIAS = require_lib7();
    var HIGH_NUM_SIGNIFICAND_BITS = require_lib39();
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
    var setLowWord = require_lib22();
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
var require_lib40 = __commonJS({
  "node_modules/@stdlib/constants-float64-ln-two/lib/index.js"(exports, module) {
    "use strict";
    var LN2 = 0.6931471805599453;
    module.exports = LN2;
  }
});

// node_modules/@stdlib/constants-float64-high-word-significand-mask/lib/index.js
var require_lib41 = __commonJS({
  "node_modules/@stdlib/constants-float64-high-word-significand-mask/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_HIGH_WORD_SIGNIFICAND_MASK = 1048575;
    module.exports = FLOAT64_HIGH_WORD_SIGNIFICAND_MASK;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/polyval_p.js
var require_polyval_p = __commonJS({
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
    var getHighWord = require_lib14();
    var setHighWord = require_lib29();
    var setLowWord = require_lib22();
    var uint32ToInt32 = require_lib38();
    var ldexp = require_lib20();
    var LN2 = require_lib40();
    var BIAS = require_lib7();
    var ABS_MASK = require_lib9();
    var HIGH_SIGNIFICAND_MASK = require_lib41();
    var HIGH_NUM_SIGNIFICAND_BITS = require_lib39();
    var polyvalP = require_polyval_p();
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
      var z2;
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
      z2 = u + v;
      w = v - (z2 - u);
      t = z2 * z2;
      t1 = z2 - t * polyvalP(t);
      r = z2 * t1 / (t1 - 2) - (w + z2 * w);
      z2 = 1 - (r - z2);
      j = getHighWord(z2);
      j = uint32ToInt32(j);
      j += n << HIGH_NUM_SIGNIFICAND_BITS >>> 0;
      if (j >> HIGH_NUM_SIGNIFICAND_BITS <= 0) {
        z2 = ldexp(z2, n);
      } else {
        z2 = setHighWord(z2, j);
      }
      return z2;
    }
    module.exports = pow2;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/main.js
var require_main11 = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
    var isOdd = require_lib37();
    var isInfinite = require_lib8();
    var isInteger = require_lib35();
    var sqrt = require_lib24();
    var abs = require_lib18();
    var toWords = require_lib13();
    var setLowWord = require_lib22();
    var uint32ToInt32 = require_lib38();
    var NINF = require_lib5();
    var PINF = require_lib6();
    var ABS_MASK = require_lib9();
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
      var z2;
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
      z2 = lp + hp;
      toWords.assign(z2, WORDS, 1, 0);
      j = uint32ToInt32(WORDS[0]);
      i = uint32ToInt32(WORDS[1]);
      if (j >= HIGH_BIASED_EXP_10) {
        if ((j - HIGH_BIASED_EXP_10 | i) !== 0) {
          return sx * HUGE * HUGE;
        }
        if (lp + OVT > z2 - hp) {
          return sx * HUGE * HUGE;
        }
      } else if ((j & ABS_MASK) >= HIGH_1075) {
        if ((j - HIGH_NEG_1075 | i) !== 0) {
          return sx * TINY * TINY;
        }
        if (lp <= z2 - hp) {
          return sx * TINY * TINY;
        }
      }
      z2 = pow2(j, hp, lp);
      return sx * z2;
    }
    module.exports = pow;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/index.js
var require_lib42 = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main11();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-e/lib/index.js
var require_lib43 = __commonJS({
  "node_modules/@stdlib/constants-float64-e/lib/index.js"(exports, module) {
    "use strict";
    var E = 2.718281828459045;
    module.exports = E;
  }
});

// node_modules/@stdlib/constants-float64-eps/lib/index.js
var require_lib44 = __commonJS({
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
var require_main12 = __commonJS({
  "node_modules/@stdlib/math-base-special-beta/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
    var log1p = require_lib32();
    var sqrt = require_lib24();
    var abs = require_lib18();
    var exp = require_lib21();
    var pow = require_lib42();
    var E = require_lib43();
    var EPSILON = require_lib44();
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
var require_lib45 = __commonJS({
  "node_modules/@stdlib/math-base-special-beta/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main12();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-assert-is-positive-zero/lib/main.js
var require_main13 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-positive-zero/lib/main.js"(exports, module) {
    "use strict";
    var PINF = require_lib6();
    function isPositiveZero(x) {
      return x === 0 && 1 / x === PINF;
    }
    module.exports = isPositiveZero;
  }
});

// node_modules/@stdlib/math-base-assert-is-positive-zero/lib/index.js
var require_lib46 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-positive-zero/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main13();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-max/lib/main.js
var require_main14 = __commonJS({
  "node_modules/@stdlib/math-base-special-max/lib/main.js"(exports, module) {
    "use strict";
    var isPositiveZero = require_lib46();
    var isnan = require_lib2();
    var PINF = require_lib6();
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
var require_lib47 = __commonJS({
  "node_modules/@stdlib/math-base-special-max/lib/index.js"(exports, module) {
    "use strict";
    var max = require_main14();
    module.exports = max;
  }
});

// node_modules/@stdlib/math-base-assert-is-negative-zero/lib/main.js
var require_main15 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-negative-zero/lib/main.js"(exports, module) {
    "use strict";
    var NINF = require_lib5();
    function isNegativeZero(x) {
      return x === 0 && 1 / x === NINF;
    }
    module.exports = isNegativeZero;
  }
});

// node_modules/@stdlib/math-base-assert-is-negative-zero/lib/index.js
var require_lib48 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-negative-zero/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main15();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-min/lib/main.js
var require_main16 = __commonJS({
  "node_modules/@stdlib/math-base-special-min/lib/main.js"(exports, module) {
    "use strict";
    var isNegativeZero = require_lib48();
    var isnan = require_lib2();
    var NINF = require_lib5();
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
var require_lib49 = __commonJS({
  "node_modules/@stdlib/math-base-special-min/lib/index.js"(exports, module) {
    "use strict";
    var min = require_main16();
    module.exports = min;
  }
});

// node_modules/@stdlib/constants-float64-max/lib/index.js
var require_lib50 = __commonJS({
  "node_modules/@stdlib/constants-float64-max/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX = 17976931348623157e292;
    module.exports = FLOAT64_MAX;
  }
});

// node_modules/@stdlib/constants-int32-max/lib/index.js
var require_lib51 = __commonJS({
  "node_modules/@stdlib/constants-int32-max/lib/index.js"(exports, module) {
    "use strict";
    var INT32_MAX = 2147483647 | 0;
    module.exports = INT32_MAX;
  }
});

// node_modules/@stdlib/constants-float64-half-pi/lib/index.js
var require_lib52 = __commonJS({
  "node_modules/@stdlib/constants-float64-half-pi/lib/index.js"(exports, module) {
    "use strict";
    var HALF_PI = 1.5707963267948966;
    module.exports = HALF_PI;
  }
});

// node_modules/@stdlib/constants-float64-pi/lib/index.js
var require_lib53 = __commonJS({
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
var require_main17 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-cos/lib/main.js"(exports, module) {
    "use strict";
    var polyval13 = require_polyval_c13();
    var polyval46 = require_polyval_c46();
    function kernelCos(x, y) {
      var hz;
      var r;
      var w;
      var z2;
      z2 = x * x;
      w = z2 * z2;
      r = z2 * polyval13(z2);
      r += w * w * polyval46(z2);
      hz = 0.5 * z2;
      w = 1 - hz;
      return w + (1 - w - hz + (z2 * r - x * y));
    }
    module.exports = kernelCos;
  }
});

// node_modules/@stdlib/math-base-special-kernel-cos/lib/index.js
var require_lib54 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-cos/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main17();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-kernel-sin/lib/main.js
var require_main18 = __commonJS({
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
      var z2;
      z2 = x * x;
      w = z2 * z2;
      r = S2 + z2 * (S3 + z2 * S4) + z2 * w * (S5 + z2 * S6);
      v = z2 * x;
      if (y === 0) {
        return x + v * (S1 + z2 * r);
      }
      return x - (z2 * (0.5 * y - v * r) - y - v * S1);
    }
    module.exports = kernelSin;
  }
});

// node_modules/@stdlib/math-base-special-kernel-sin/lib/index.js
var require_lib55 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-sin/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main18();
    module.exports = main;
  }
});

// node_modules/@stdlib/number-float64-base-get-low-word/lib/low.js
var require_low = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-low-word/lib/low.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib12();
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
var require_main19 = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-low-word/lib/main.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib10();
    var Float64Array2 = require_lib11();
    var LOW = require_low();
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
var require_lib56 = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-low-word/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main19();
    module.exports = main;
  }
});

// node_modules/@stdlib/array-base-filled/lib/main.js
var require_main20 = __commonJS({
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
var require_lib57 = __commonJS({
  "node_modules/@stdlib/array-base-filled/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main20();
    module.exports = main;
  }
});

// node_modules/@stdlib/array-base-zeros/lib/main.js
var require_main21 = __commonJS({
  "node_modules/@stdlib/array-base-zeros/lib/main.js"(exports, module) {
    "use strict";
    var filled = require_lib57();
    function zeros(len) {
      return filled(0, len);
    }
    module.exports = zeros;
  }
});

// node_modules/@stdlib/array-base-zeros/lib/index.js
var require_lib58 = __commonJS({
  "node_modules/@stdlib/array-base-zeros/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main21();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-rempio2/lib/kernel_rempio2.js
var require_kernel_rempio2 = __commonJS({
  "node_modules/@stdlib/math-base-special-rempio2/lib/kernel_rempio2.js"(exports, module) {
    "use strict";
    var floor = require_lib3();
    var ldexp = require_lib20();
    var zeros = require_lib58();
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
      var z2;
      jp = jk;
      z2 = q[jz];
      j = jz;
      for (i = 0; j > 0; i++) {
        fw = TWON24 * z2 | 0;
        IQ[i] = z2 - TWO24 * fw | 0;
        z2 = q[j - 1] + fw;
        j -= 1;
      }
      z2 = ldexp(z2, q0);
      z2 -= 8 * floor(z2 * 0.125);
      n = z2 | 0;
      z2 -= n;
      ih = 0;
      if (q0 > 0) {
        i = IQ[jz - 1] >> 24 - q0;
        n += i;
        IQ[jz - 1] -= i << 24 - q0;
        ih = IQ[jz - 1] >> 23 - q0;
      } else if (q0 === 0) {
        ih = IQ[jz - 1] >> 23;
      } else if (z2 >= 0.5) {
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
          z2 = 1 - z2;
          if (carry !== 0) {
            z2 -= ldexp(1, q0);
          }
        }
      }
      if (z2 === 0) {
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
        z2 = ldexp(z2, -q0);
        if (z2 >= TWO24) {
          fw = TWON24 * z2 | 0;
          IQ[jz] = z2 - TWO24 * fw | 0;
          jz += 1;
          q0 += 24;
          IQ[jz] = fw;
        } else {
          IQ[jz] = z2 | 0;
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
var require_main22 = __commonJS({
  "node_modules/@stdlib/math-base-special-round/lib/main.js"(exports, module) {
    "use strict";
    var round = Math.round;
    module.exports = round;
  }
});

// node_modules/@stdlib/math-base-special-round/lib/index.js
var require_lib59 = __commonJS({
  "node_modules/@stdlib/math-base-special-round/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main22();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-rempio2/lib/rempio2_medium.js
var require_rempio2_medium = __commonJS({
  "node_modules/@stdlib/math-base-special-rempio2/lib/rempio2_medium.js"(exports, module) {
    "use strict";
    var round = require_lib59();
    var getHighWord = require_lib14();
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
var require_main23 = __commonJS({
  "node_modules/@stdlib/math-base-special-rempio2/lib/main.js"(exports, module) {
    "use strict";
    var ABS_MASK = require_lib9();
    var EXPONENT_MASK = require_lib19();
    var SIGNIFICAND_MASK = require_lib41();
    var getHighWord = require_lib14();
    var getLowWord = require_lib56();
    var fromWords = require_lib15();
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
      var z2;
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
            z2 = x - PIO2_1;
            y[0] = z2 - PIO2_1T;
            y[1] = z2 - y[0] - PIO2_1T;
            return 1;
          }
          z2 = x + PIO2_1;
          y[0] = z2 + PIO2_1T;
          y[1] = z2 - y[0] + PIO2_1T;
          return -1;
        }
        if (hx > 0) {
          z2 = x - 2 * PIO2_1;
          y[0] = z2 - TWO_PIO2_1T;
          y[1] = z2 - y[0] - TWO_PIO2_1T;
          return 2;
        }
        z2 = x + 2 * PIO2_1;
        y[0] = z2 + TWO_PIO2_1T;
        y[1] = z2 - y[0] + TWO_PIO2_1T;
        return -2;
      }
      if (ix <= NINE_PIO4_HIGH_WORD) {
        if (ix <= SEVEN_PIO4_HIGH_WORD) {
          if (ix === THREE_PIO2_HIGH_WORD) {
            return rempio2Medium(x, ix, y);
          }
          if (hx > 0) {
            z2 = x - 3 * PIO2_1;
            y[0] = z2 - THREE_PIO2_1T;
            y[1] = z2 - y[0] - THREE_PIO2_1T;
            return 3;
          }
          z2 = x + 3 * PIO2_1;
          y[0] = z2 + THREE_PIO2_1T;
          y[1] = z2 - y[0] + THREE_PIO2_1T;
          return -3;
        }
        if (ix === TWO_PI_HIGH_WORD) {
          return rempio2Medium(x, ix, y);
        }
        if (hx > 0) {
          z2 = x - 4 * PIO2_1;
          y[0] = z2 - FOUR_PIO2_1T;
          y[1] = z2 - y[0] - FOUR_PIO2_1T;
          return 4;
        }
        z2 = x + 4 * PIO2_1;
        y[0] = z2 + FOUR_PIO2_1T;
        y[1] = z2 - y[0] + FOUR_PIO2_1T;
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
      z2 = fromWords(ix - (e0 << 20 | 0), low);
      for (i = 0; i < 2; i++) {
        TX[i] = z2 | 0;
        z2 = (z2 - TX[i]) * TWO24;
      }
      TX[2] = z2;
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
var require_lib60 = __commonJS({
  "node_modules/@stdlib/math-base-special-rempio2/lib/index.js"(exports, module) {
    "use strict";
    var rempio2 = require_main23();
    module.exports = rempio2;
  }
});

// node_modules/@stdlib/math-base-special-sin/lib/main.js
var require_main24 = __commonJS({
  "node_modules/@stdlib/math-base-special-sin/lib/main.js"(exports, module) {
    "use strict";
    var HIGH_WORD_ABS_MASK = require_lib9();
    var HIGH_WORD_EXPONENT_MASK = require_lib19();
    var getHighWord = require_lib14();
    var kernelCos = require_lib54();
    var kernelSin = require_lib55();
    var rempio2 = require_lib60();
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
var require_lib61 = __commonJS({
  "node_modules/@stdlib/math-base-special-sin/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main24();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-sqrt-two-pi/lib/index.js
var require_lib62 = __commonJS({
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
    var SQRT_TWO_PI = require_lib62();
    var pow = require_lib42();
    var exp = require_lib21();
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
var require_lib63 = __commonJS({
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
    var EULER = require_lib63();
    function gamma(x, z2) {
      return z2 / ((1 + EULER * x) * x);
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
var require_main25 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
    var isInteger = require_lib35();
    var isNegativeZero = require_lib48();
    var abs = require_lib18();
    var floor = require_lib3();
    var sin = require_lib61();
    var PINF = require_lib6();
    var NINF = require_lib5();
    var PI = require_lib53();
    var stirlingApprox = require_stirling_approximation();
    var smallApprox = require_small_approximation();
    var rateval = require_rational_pq2();
    function gamma(x) {
      var sign;
      var q;
      var p;
      var z2;
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
        z2 = q - p;
        if (z2 > 0.5) {
          p += 1;
          z2 = q - p;
        }
        z2 = q * sin(PI * z2);
        return sign * PI / (abs(z2) * stirlingApprox(q));
      }
      z2 = 1;
      while (x >= 3) {
        x -= 1;
        z2 *= x;
      }
      while (x < 0) {
        if (x > -1e-9) {
          return smallApprox(x, z2);
        }
        z2 /= x;
        x += 1;
      }
      while (x < 2) {
        if (x < 1e-9) {
          return smallApprox(x, z2);
        }
        z2 /= x;
        x += 1;
      }
      if (x === 2) {
        return z2;
      }
      x -= 2;
      return z2 * rateval(x);
    }
    module.exports = gamma;
  }
});

// node_modules/@stdlib/math-base-special-gamma/lib/index.js
var require_lib64 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main25();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-max-nth-factorial/lib/index.js
var require_lib65 = __commonJS({
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
var require_main26 = __commonJS({
  "node_modules/@stdlib/math-base-special-factorial/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
    var isInteger = require_lib35();
    var gamma = require_lib64();
    var PINF = require_lib6();
    var FLOAT64_MAX_NTH_FACTORIAL = require_lib65();
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
var require_lib66 = __commonJS({
  "node_modules/@stdlib/math-base-special-factorial/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main26();
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
var require_main27 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/main.js"(exports, module) {
    "use strict";
    var gammaLanczosSum = require_rational_pq3();
    module.exports = gammaLanczosSum;
  }
});

// node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/index.js
var require_lib67 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main27();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-gamma-lanczos-g/lib/index.js
var require_lib68 = __commonJS({
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
    var lanczosSum = require_lib67();
    var gamma = require_lib64();
    var log1p = require_lib32();
    var abs = require_lib18();
    var exp = require_lib21();
    var pow = require_lib42();
    var EPSILON = require_lib44();
    var E = require_lib43();
    var G = require_lib68();
    var FLOAT64_MAX_NTH_FACTORIAL = require_lib65();
    var FACTORIAL_169 = 4269068009004705e289;
    function gammaDeltaRatioLanczos(z2, delta) {
      var result;
      var ratio;
      var zgh;
      if (z2 < EPSILON) {
        if (delta >= FLOAT64_MAX_NTH_FACTORIAL) {
          ratio = gammaDeltaRatioLanczos(delta, FLOAT64_MAX_NTH_FACTORIAL - delta);
          ratio *= z2;
          ratio *= FACTORIAL_169;
          return 1 / ratio;
        }
        return 1 / (z2 * gamma(z2 + delta));
      }
      zgh = z2 + G - 0.5;
      if (z2 + delta === z2) {
        if (abs(delta / zgh) < EPSILON) {
          result = exp(-delta);
        } else {
          result = 1;
        }
      } else {
        if (abs(delta) < 10) {
          result = exp((0.5 - z2) * log1p(delta / zgh));
        } else {
          result = pow(zgh / (zgh + delta), z2 - 0.5);
        }
        result *= lanczosSum(z2) / lanczosSum(z2 + delta);
      }
      result *= pow(E / (zgh + delta), delta);
      return result;
    }
    module.exports = gammaDeltaRatioLanczos;
  }
});

// node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/main.js
var require_main28 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/main.js"(exports, module) {
    "use strict";
    var abs = require_lib18();
    var floor = require_lib3();
    var gamma = require_lib64();
    var factorial = require_lib66();
    var FLOAT64_MAX_NTH_FACTORIAL = require_lib65();
    var gammaDeltaRatioLanczos = require_gamma_delta_ratio_lanczos();
    function gammaDeltaRatio(z2, delta) {
      var result;
      var idelta;
      var iz;
      if (z2 <= 0 || z2 + delta <= 0) {
        return gamma(z2) / gamma(z2 + delta);
      }
      idelta = floor(delta);
      if (idelta === delta) {
        iz = floor(z2);
        if (iz === z2) {
          if (z2 <= FLOAT64_MAX_NTH_FACTORIAL && z2 + delta <= FLOAT64_MAX_NTH_FACTORIAL) {
            return factorial(iz - 1) / factorial(idelta + iz - 1);
          }
        }
        if (abs(delta) < 20) {
          if (delta === 0) {
            return 1;
          }
          if (delta < 0) {
            z2 -= 1;
            result = z2;
            delta += 1;
            while (delta !== 0) {
              z2 -= 1;
              result *= z2;
              delta += 1;
            }
            return result;
          }
          result = 1 / z2;
          delta -= 1;
          while (delta !== 0) {
            z2 += 1;
            result /= z2;
            delta -= 1;
          }
          return result;
        }
      }
      return gammaDeltaRatioLanczos(z2, delta);
    }
    module.exports = gammaDeltaRatio;
  }
});

// node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/index.js
var require_lib69 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main28();
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
var require_main29 = __commonJS({
  "node_modules/@stdlib/math-base-special-ln/lib/main.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib14();
    var setHighWord = require_lib29();
    var isnan = require_lib2();
    var BIAS = require_lib7();
    var NINF = require_lib5();
    var polyvalP = require_polyval_p2();
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
      var z2;
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
      z2 = s * s;
      i = hx - 398458 | 0;
      w = z2 * z2;
      j = 440401 - hx | 0;
      t1 = w * polyvalP(w);
      t2 = z2 * polyvalQ(w);
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
var require_lib70 = __commonJS({
  "node_modules/@stdlib/math-base-special-ln/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main29();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-cos/lib/main.js
var require_main30 = __commonJS({
  "node_modules/@stdlib/math-base-special-cos/lib/main.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib14();
    var kernelCos = require_lib54();
    var kernelSin = require_lib55();
    var rempio2 = require_lib60();
    var ABS_MASK = require_lib9();
    var EXPONENT_MASK = require_lib19();
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
var require_lib71 = __commonJS({
  "node_modules/@stdlib/math-base-special-cos/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main30();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-sinpi/lib/main.js
var require_main31 = __commonJS({
  "node_modules/@stdlib/math-base-special-sinpi/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
    var isInfinite = require_lib8();
    var cos = require_lib71();
    var sin = require_lib61();
    var abs = require_lib18();
    var copysign = require_lib16();
    var PI = require_lib53();
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
var require_lib72 = __commonJS({
  "node_modules/@stdlib/math-base-special-sinpi/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main31();
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
var require_main32 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
    var isInfinite = require_lib8();
    var abs = require_lib18();
    var ln = require_lib70();
    var trunc = require_lib4();
    var sinpi = require_lib72();
    var PI = require_lib53();
    var PINF = require_lib6();
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
      var z2;
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
            z2 = y * y;
            p1 = A1C + z2 * polyvalA1(z2);
            p2 = z2 * (A2C + z2 * polyvalA2(z2));
            p = y * p1 + p2;
            r += p - 0.5 * y;
            break;
          case 1:
            z2 = y * y;
            w = z2 * y;
            p1 = T1C + w * polyvalT1(w);
            p2 = T2C + w * polyvalT2(w);
            p3 = T3C + w * polyvalT3(w);
            p = z2 * p1 - (TT - w * (p2 + y * p3));
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
        z2 = 1;
        switch (flg) {
          // eslint-disable-line default-case
          case 7:
            z2 *= y + 6;
          /* Falls through */
          case 6:
            z2 *= y + 5;
          /* Falls through */
          case 5:
            z2 *= y + 4;
          /* Falls through */
          case 4:
            z2 *= y + 3;
          /* Falls through */
          case 3:
            z2 *= y + 2;
            r += ln(z2);
        }
      } else if (x < TWO56) {
        t = ln(x);
        z2 = 1 / x;
        y = z2 * z2;
        w = WC + z2 * polyvalW(y);
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
var require_lib73 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main32();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-max-ln/lib/index.js
var require_lib74 = __commonJS({
  "node_modules/@stdlib/constants-float64-max-ln/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX_LN = 709.782712893384;
    module.exports = FLOAT64_MAX_LN;
  }
});

// node_modules/@stdlib/constants-float64-sqrt-eps/lib/index.js
var require_lib75 = __commonJS({
  "node_modules/@stdlib/constants-float64-sqrt-eps/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_SQRT_EPSILON = 14901161193847656e-24;
    module.exports = FLOAT64_SQRT_EPSILON;
  }
});

// node_modules/@stdlib/utils-eval/lib/index.js
var require_lib76 = __commonJS({
  "node_modules/@stdlib/utils-eval/lib/index.js"(exports, module) {
    "use strict";
    var evil = eval;
    module.exports = evil;
  }
});

// node_modules/@stdlib/assert-has-generator-support/lib/main.js
var require_main33 = __commonJS({
  "node_modules/@stdlib/assert-has-generator-support/lib/main.js"(exports, module) {
    "use strict";
    var evil = require_lib76();
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
var require_lib77 = __commonJS({
  "node_modules/@stdlib/assert-has-generator-support/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main33();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-tools-sum-series/lib/generators.js
var require_generators = __commonJS({
  "node_modules/@stdlib/math-base-tools-sum-series/lib/generators.js"(exports, module) {
    "use strict";
    var abs = require_lib18();
    var EPS = require_lib44();
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
    var abs = require_lib18();
    var EPS = require_lib44();
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
var require_lib78 = __commonJS({
  "node_modules/@stdlib/math-base-tools-sum-series/lib/index.js"(exports, module) {
    "use strict";
    var hasGeneratorSupport = require_lib77();
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
    var sumSeries = require_lib78();
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
    var exp = require_lib21();
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
    var erfc = require_lib23();
    var sqrt = require_lib24();
    var exp = require_lib21();
    var PI = require_lib53();
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
var require_lib79 = __commonJS({
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
    var exp = require_lib21();
    var pow = require_lib42();
    var ln = require_lib70();
    var MAX_LN = require_lib74();
    var MIN_LN = require_lib79();
    function fullIGammaPrefix(a, z2) {
      var prefix;
      var alz;
      alz = a * ln(z2);
      if (z2 >= 1) {
        if (alz < MAX_LN && -z2 > MIN_LN) {
          prefix = pow(z2, a) * exp(-z2);
        } else if (a >= 1) {
          prefix = pow(z2 / exp(z2 / a), a);
        } else {
          prefix = exp(alz - z2);
        }
      } else {
        if (alz > MIN_LN) {
          prefix = pow(z2, a) * exp(-z2);
        } else if (z2 / a < MAX_LN) {
          prefix = pow(z2 / exp(z2 / a), a);
        } else {
          prefix = exp(alz - z2);
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
var require_main34 = __commonJS({
  "node_modules/@stdlib/math-base-special-log1pmx/lib/main.js"(exports, module) {
    "use strict";
    var abs = require_lib18();
    var ln = require_lib70();
    var FLOAT_EPS = require_lib44();
    var sumSeries = require_lib78();
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
var require_lib80 = __commonJS({
  "node_modules/@stdlib/math-base-special-log1pmx/lib/index.js"(exports, module) {
    "use strict";
    var log1pmx = require_main34();
    module.exports = log1pmx;
  }
});

// node_modules/@stdlib/constants-float64-two-pi/lib/index.js
var require_lib81 = __commonJS({
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
    var evalpoly = require_lib28();
    var log1pmx = require_lib80();
    var erfc = require_lib23();
    var sqrt = require_lib24();
    var exp = require_lib21();
    var TWO_PI = require_lib81();
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
      var z2;
      sigma = (x - a) / a;
      phi = -log1pmx(sigma);
      y = a * phi;
      z2 = sqrt(2 * phi);
      if (x < a) {
        z2 = -z2;
      }
      workspace[0] = polyvalC0(z2);
      workspace[1] = polyvalC1(z2);
      workspace[2] = polyvalC2(z2);
      workspace[3] = polyvalC3(z2);
      workspace[4] = polyvalC4(z2);
      workspace[5] = polyvalC5(z2);
      workspace[6] = polyvalC6(z2);
      workspace[7] = polyvalC7(z2);
      workspace[8] = polyvalC8(z2);
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
      var z2 = z1;
      return next;
      function next() {
        var r = result;
        a += 1;
        result *= z2 / a;
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
    var sumSeries = require_lib78();
    var lowerIncompleteGammaSeries = require_lower_incomplete_gamma_series();
    function lowerGammaSeries(a, z2, initialValue) {
      var result;
      var s;
      initialValue = initialValue || 0;
      s = lowerIncompleteGammaSeries(a, z2);
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
var require_main35 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/main.js"(exports, module) {
    "use strict";
    var gammaLanczosSumExpGScaled = require_rational_pq4();
    module.exports = gammaLanczosSumExpGScaled;
  }
});

// node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/index.js
var require_lib82 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main35();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/regularised_gamma_prefix.js
var require_regularised_gamma_prefix = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/regularised_gamma_prefix.js"(exports, module) {
    "use strict";
    var lanczosSumExpGScaled = require_lib82();
    var gammaln = require_lib73();
    var gamma = require_lib64();
    var log1pmx = require_lib80();
    var sqrt = require_lib24();
    var abs = require_lib18();
    var exp = require_lib21();
    var pow = require_lib42();
    var max = require_lib47();
    var min = require_lib49();
    var ln = require_lib70();
    var FLOAT64_MAX = require_lib50();
    var MAX_LN = require_lib74();
    var MIN_LN = require_lib79();
    var G = require_lib68();
    var E = require_lib43();
    function regularisedGammaPrefix(a, z2) {
      var prefix;
      var amza;
      var agh;
      var alz;
      var amz;
      var sq;
      var d;
      agh = a + G - 0.5;
      d = (z2 - a - G + 0.5) / agh;
      if (a < 1) {
        if (z2 <= MIN_LN || a < 1 / FLOAT64_MAX) {
          return exp(a * ln(z2) - z2 - gammaln(a));
        }
        return pow(z2, a) * exp(-z2) / gamma(a);
      }
      if (abs(d * d * a) <= 100 && a > 150) {
        prefix = a * log1pmx(d) + z2 * (0.5 - G) / agh;
        prefix = exp(prefix);
      } else {
        alz = a * ln(z2 / agh);
        amz = a - z2;
        if (min(alz, amz) <= MIN_LN || max(alz, amz) >= MAX_LN) {
          amza = amz / a;
          if (min(alz, amz) / 2 > MIN_LN && max(alz, amz) / 2 < MAX_LN) {
            sq = pow(z2 / agh, a / 2) * exp(amz / 2);
            prefix = sq * sq;
          } else if (min(alz, amz) / 4 > MIN_LN && max(alz, amz) / 4 < MAX_LN && z2 > a) {
            sq = pow(z2 / agh, a / 4) * exp(amz / 4);
            prefix = sq * sq;
            prefix *= prefix;
          } else if (amza > MIN_LN && amza < MAX_LN) {
            prefix = pow(z2 * exp(amza) / agh, a);
          } else {
            prefix = exp(alz + amz);
          }
        } else {
          prefix = pow(z2 / agh, a) * exp(amz);
        }
      }
      prefix *= sqrt(agh / E) / lanczosSumExpGScaled(a);
      return prefix;
    }
    module.exports = regularisedGammaPrefix;
  }
});

// node_modules/@stdlib/math-base-special-powm1/lib/main.js
var require_main36 = __commonJS({
  "node_modules/@stdlib/math-base-special-powm1/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
    var isinfinite = require_lib8();
    var abs = require_lib18();
    var expm1 = require_lib31();
    var ln = require_lib70();
    var pow = require_lib42();
    var trunc = require_lib4();
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
var require_lib83 = __commonJS({
  "node_modules/@stdlib/math-base-special-powm1/lib/index.js"(exports, module) {
    "use strict";
    var powm1 = require_main36();
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
    var ln = require_lib70();
    var EPS = require_lib44();
    var rateval1 = require_rational_p1q1();
    var rateval2 = require_rational_p2q2();
    var rateval3 = require_rational_p3q3();
    var Y1 = 0.15896368026733398;
    var Y2 = 0.5281534194946289;
    var Y3 = 0.45201730728149414;
    function lgammaSmallImp(z2, zm1, zm2) {
      var prefix;
      var result;
      var r;
      var R;
      if (z2 < EPS) {
        return -ln(z2);
      }
      if (zm1 === 0 || zm2 === 0) {
        return 0;
      }
      result = 0;
      if (z2 > 2) {
        if (z2 >= 3) {
          do {
            z2 -= 1;
            zm2 -= 1;
            result += ln(z2);
          } while (z2 >= 3);
          zm2 = z2 - 2;
        }
        r = zm2 * (z2 + 1);
        R = rateval1(zm2);
        result += r * Y1 + r * R;
        return result;
      }
      if (z2 < 1) {
        result += -ln(z2);
        zm2 = zm1;
        zm1 = z2;
        z2 += 1;
      }
      if (z2 <= 1.5) {
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
var require_main37 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma1pm1/lib/main.js"(exports, module) {
    "use strict";
    var gamma = require_lib64();
    var expm1 = require_lib31();
    var log1p = require_lib32();
    var isnan = require_lib2();
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
var require_lib84 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma1pm1/lib/index.js"(exports, module) {
    "use strict";
    var gamma1pm1 = require_main37();
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
    var powm1 = require_lib83();
    var sumSeries = require_lib78();
    var gamma1pm1 = require_lib84();
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
var require_lib85 = __commonJS({
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
    var abs = require_lib18();
    var FLOAT32_SMALLEST_NORMAL = require_lib85();
    var EPS = require_lib44();
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
    var abs = require_lib18();
    var EPS = require_lib44();
    var FLOAT32_SMALLEST_NORMAL = require_lib85();
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
var require_lib86 = __commonJS({
  "node_modules/@stdlib/math-base-tools-continued-fraction/lib/index.js"(exports, module) {
    "use strict";
    var hasGeneratorSupport = require_lib77();
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
      var z2 = z1 - a1 + 1;
      var a = a1;
      var k = 0;
      return next;
      function next() {
        k += 1;
        z2 += 2;
        return [
          k * (a - k),
          z2
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
    var continuedFraction = require_lib86();
    var upperIncompleteGammaFract = require_upper_incomplete_gamma_fract();
    function upperGammaFraction(a, z2) {
      var f = upperIncompleteGammaFract(a, z2);
      return 1 / (z2 - a + 1 + continuedFraction(f));
    }
    module.exports = upperGammaFraction;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/igamma_final.js
var require_igamma_final = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/igamma_final.js"(exports, module) {
    "use strict";
    var floor = require_lib3();
    var gamma = require_lib64();
    var abs = require_lib18();
    var pow = require_lib42();
    var ln = require_lib70();
    var SQRT_EPSILON = require_lib75();
    var FLOAT64_MAX = require_lib50();
    var MAX_LN = require_lib74();
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
      var g2;
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
          g2 = res[1];
          invert = false;
          if (regularized) {
            result /= g2;
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
var require_main38 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/main.js"(exports, module) {
    "use strict";
    var gammaln = require_lib73();
    var exp = require_lib21();
    var ln = require_lib70();
    var SQRT_TWO_PI = require_lib62();
    var MAX_LN = require_lib74();
    var PINF = require_lib6();
    var FLOAT64_MAX_NTH_FACTORIAL = require_lib65();
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
var require_lib87 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main38();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/full_igamma_prefix.js
var require_full_igamma_prefix2 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/full_igamma_prefix.js"(exports, module) {
    "use strict";
    var exp = require_lib21();
    var pow = require_lib42();
    var ln = require_lib70();
    var MAX_LN = require_lib74();
    var MIN_LN = require_lib79();
    function fullIGammaPrefix(a, z2) {
      var prefix;
      var alz;
      alz = a * ln(z2);
      if (z2 >= 1) {
        if (alz < MAX_LN && -z2 > MIN_LN) {
          prefix = pow(z2, a) * exp(-z2);
        } else if (a >= 1) {
          prefix = pow(z2 / exp(z2 / a), a);
        } else {
          prefix = exp(alz - z2);
        }
      } else if (alz > MIN_LN) {
        prefix = pow(z2, a) * exp(-z2);
      } else if (z2 / a < MAX_LN) {
        prefix = pow(z2 / exp(z2 / a), a);
      } else {
        prefix = exp(alz - z2);
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
    var lanczosSumExpGScaled = require_lib82();
    var gammaln = require_lib73();
    var gamma = require_lib64();
    var log1p = require_lib32();
    var sqrt = require_lib24();
    var abs = require_lib18();
    var exp = require_lib21();
    var pow = require_lib42();
    var max = require_lib47();
    var min = require_lib49();
    var ln = require_lib70();
    var MAX_LN = require_lib74();
    var MIN_LN = require_lib79();
    var G = require_lib68();
    var E = require_lib43();
    function regularizedGammaPrefix(a, z2) {
      var prefix;
      var amza;
      var agh;
      var alz;
      var amz;
      var sq;
      var d;
      agh = a + G - 0.5;
      d = (z2 - a - G + 0.5) / agh;
      if (a < 1) {
        if (z2 <= MIN_LN) {
          return exp(a * ln(z2) - z2 - gammaln(a));
        }
        return pow(z2, a) * exp(-z2) / gamma(a);
      }
      if (abs(d * d * a) <= 100 && a > 150) {
        prefix = a * (log1p(d) - d) + z2 * (0.5 - G) / agh;
        prefix = exp(prefix);
      } else {
        alz = a * ln(z2 / agh);
        amz = a - z2;
        if (min(alz, amz) <= MIN_LN || max(alz, amz) >= MAX_LN) {
          amza = amz / a;
          if (min(alz, amz) / 2 > MIN_LN && max(alz, amz) / 2 < MAX_LN) {
            sq = pow(z2 / agh, a / 2) * exp(amz / 2);
            prefix = sq * sq;
          } else if (min(alz, amz) / 4 > MIN_LN && max(alz, amz) / 4 < MAX_LN && z2 > a) {
            sq = pow(z2 / agh, a / 4) * exp(amz / 4);
            prefix = sq * sq;
            prefix *= prefix;
          } else if (amza > MIN_LN && amza < MAX_LN) {
            prefix = pow(z2 * exp(amza) / agh, a);
          } else {
            prefix = exp(alz + amz);
          }
        } else {
          prefix = pow(z2 / agh, a) * exp(amz);
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
    var gammaDeltaRatio = require_lib69();
    var factorial = require_lib66();
    var gammainc = require_lib87();
    var log1p = require_lib32();
    var abs = require_lib18();
    var pow = require_lib42();
    var ln = require_lib70();
    var MIN_VALUE = require_lib17();
    var EPSILON = require_lib44();
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
var require_main39 = __commonJS({
  "node_modules/@stdlib/math-base-special-maxabs/lib/main.js"(exports, module) {
    "use strict";
    var abs = require_lib18();
    var max = require_lib47();
    function maxabs(x, y) {
      return max(abs(x), abs(y));
    }
    module.exports = maxabs;
  }
});

// node_modules/@stdlib/math-base-special-maxabs/lib/index.js
var require_lib88 = __commonJS({
  "node_modules/@stdlib/math-base-special-maxabs/lib/index.js"(exports, module) {
    "use strict";
    var maxabs = require_main39();
    module.exports = maxabs;
  }
});

// node_modules/@stdlib/math-base-special-minabs/lib/main.js
var require_main40 = __commonJS({
  "node_modules/@stdlib/math-base-special-minabs/lib/main.js"(exports, module) {
    "use strict";
    var abs = require_lib18();
    var min = require_lib49();
    function minabs(x, y) {
      return min(abs(x), abs(y));
    }
    module.exports = minabs;
  }
});

// node_modules/@stdlib/math-base-special-minabs/lib/index.js
var require_lib89 = __commonJS({
  "node_modules/@stdlib/math-base-special-minabs/lib/index.js"(exports, module) {
    "use strict";
    var minabs = require_main40();
    module.exports = minabs;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_power_terms.js
var require_ibeta_power_terms = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_power_terms.js"(exports, module) {
    "use strict";
    var lanczosSumExpGScaled = require_lib82();
    var maxabs = require_lib88();
    var minabs = require_lib89();
    var expm1 = require_lib31();
    var log1p = require_lib32();
    var sqrt = require_lib24();
    var abs = require_lib18();
    var exp = require_lib21();
    var pow = require_lib42();
    var min = require_lib49();
    var ln = require_lib70();
    var MAX_LN = require_lib74();
    var MIN_LN = require_lib79();
    var G = require_lib68();
    var E = require_lib43();
    function ibetaPowerTerms(a, b, x, y, normalized) {
      var result;
      var smallA;
      var ratio;
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
          ratio = b / a;
          if (smallA && ratio * l2 < 0.1 || !smallA && l1 / ratio > 0.1) {
            l3 = expm1(ratio * log1p(l2));
            l3 = l1 + l3 + l3 * l1;
            l3 = a * log1p(l3);
            result *= exp(l3);
          } else {
            l3 = expm1(log1p(l1) / ratio);
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
    var continuedFraction = require_lib86();
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
var require_lib90 = __commonJS({
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
    function gcd(a, b) {
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
    module.exports = gcd;
  }
});

// node_modules/@stdlib/math-base-special-gcd/lib/binary_gcd.js
var require_binary_gcd = __commonJS({
  "node_modules/@stdlib/math-base-special-gcd/lib/binary_gcd.js"(exports, module) {
    "use strict";
    function gcd(a, b) {
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
    module.exports = gcd;
  }
});

// node_modules/@stdlib/math-base-special-gcd/lib/main.js
var require_main41 = __commonJS({
  "node_modules/@stdlib/math-base-special-gcd/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
    var isInteger = require_lib35();
    var PINF = require_lib6();
    var NINF = require_lib5();
    var INT32_MAX = require_lib51();
    var bitwise = require_bitwise_binary_gcd();
    var largeIntegers = require_binary_gcd();
    function gcd(a, b) {
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
    module.exports = gcd;
  }
});

// node_modules/@stdlib/math-base-special-gcd/lib/index.js
var require_lib91 = __commonJS({
  "node_modules/@stdlib/math-base-special-gcd/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main41();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-binomcoef/lib/main.js
var require_main42 = __commonJS({
  "node_modules/@stdlib/math-base-special-binomcoef/lib/main.js"(exports, module) {
    "use strict";
    var MAX_SAFE_INTEGER = require_lib90();
    var PINF = require_lib6();
    var isInteger = require_lib35();
    var isnan = require_lib2();
    var isOdd = require_lib37();
    var floor = require_lib3();
    var gcd = require_lib91();
    function binomcoef(n, k) {
      var res;
      var sgn;
      var b;
      var c;
      var d;
      var g2;
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
      g2 = gcd(b, c);
      b /= g2;
      c /= g2;
      res /= c;
      return sgn * res * b;
    }
    module.exports = binomcoef;
  }
});

// node_modules/@stdlib/math-base-special-binomcoef/lib/index.js
var require_lib92 = __commonJS({
  "node_modules/@stdlib/math-base-special-binomcoef/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main42();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/binomial_ccdf.js
var require_binomial_ccdf = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/binomial_ccdf.js"(exports, module) {
    "use strict";
    var binomcoef = require_lib92();
    var floor = require_lib3();
    var pow = require_lib42();
    var MIN_VALUE = require_lib17();
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
    var lanczosSumExpGScaled = require_lib82();
    var sumSeries = require_lib78();
    var log1p = require_lib32();
    var sqrt = require_lib24();
    var exp = require_lib21();
    var pow = require_lib42();
    var ln = require_lib70();
    var MIN_VALUE = require_lib17();
    var MAX_LN = require_lib74();
    var MIN_LN = require_lib79();
    var G = require_lib68();
    var E = require_lib43();
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
var require_assign = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/assign.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
    var expm1 = require_lib31();
    var floor = require_lib3();
    var log1p = require_lib32();
    var asin = require_lib34();
    var beta = require_lib45();
    var sqrt = require_lib24();
    var exp = require_lib21();
    var pow = require_lib42();
    var max = require_lib47();
    var min = require_lib49();
    var MAX_FLOAT64 = require_lib50();
    var MIN_FLOAT64 = require_lib17();
    var MAX_INT32 = require_lib51();
    var HALF_PI = require_lib52();
    var PI = require_lib53();
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
var require_main43 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/main.js"(exports, module) {
    "use strict";
    var compute = require_assign();
    function kernelBetainc(x, a, b, regularized, upper) {
      return compute(x, a, b, regularized, upper, [0, 0], 1, 0);
    }
    module.exports = kernelBetainc;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/index.js
var require_lib93 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib();
    var main = require_main43();
    var assign = require_assign();
    setReadOnly(main, "assign", assign);
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-betainc/lib/main.js
var require_main44 = __commonJS({
  "node_modules/@stdlib/math-base-special-betainc/lib/main.js"(exports, module) {
    "use strict";
    var kernelBetainc = require_lib93().assign;
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
var require_lib94 = __commonJS({
  "node_modules/@stdlib/math-base-special-betainc/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main44();
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
var require_main45 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
    var sqrt = require_lib24();
    var ln = require_lib70();
    var PINF = require_lib6();
    var NINF = require_lib5();
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
      var g2;
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
        g2 = x * (x + 10);
        r = rationalFcnR1(x);
        return sign * (g2 * Y1 + g2 * r);
      }
      if (q >= 0.25) {
        g2 = sqrt(-2 * ln(q));
        q -= 0.25;
        r = rationalFcnR2(q);
        return sign * (g2 / (Y2 + r));
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
var require_lib95 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main45();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-acos/lib/main.js
var require_main46 = __commonJS({
  "node_modules/@stdlib/math-base-special-acos/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
    var asin = require_lib34();
    var sqrt = require_lib24();
    var PIO4 = require_lib33();
    var MOREBITS = 6123233995736766e-32;
    function acos(x) {
      var z2;
      if (isnan(x)) {
        return NaN;
      }
      if (x < -1 || x > 1) {
        return NaN;
      }
      if (x > 0.5) {
        return 2 * asin(sqrt(0.5 - 0.5 * x));
      }
      z2 = PIO4 - asin(x);
      z2 += MOREBITS;
      z2 += PIO4;
      return z2;
    }
    module.exports = acos;
  }
});

// node_modules/@stdlib/math-base-special-acos/lib/index.js
var require_lib96 = __commonJS({
  "node_modules/@stdlib/math-base-special-acos/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main46();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-sqrt-two/lib/index.js
var require_lib97 = __commonJS({
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
    var gammaDeltaRatio = require_lib69();
    var evalpoly = require_lib28();
    var sqrt = require_lib24();
    var PI = require_lib53();
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
    var gammaDeltaRatio = require_lib69();
    var evalpoly = require_lib28();
    var sqrt = require_lib24();
    var pow = require_lib42();
    var PI = require_lib53();
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
    var erfcinv = require_lib95();
    var expm1 = require_lib31();
    var sqrt = require_lib24();
    var pow = require_lib42();
    var HALF_PI = require_lib52();
    var SQRT2 = require_lib97();
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
    var erfcinv = require_lib95();
    var floor = require_lib3();
    var ldexp = require_lib20();
    var round = require_lib59();
    var acos = require_lib96();
    var sqrt = require_lib24();
    var abs = require_lib18();
    var cos = require_lib71();
    var pow = require_lib42();
    var sin = require_lib61();
    var SQRT2 = require_lib97();
    var PI = require_lib53();
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
    var evalpoly = require_lib28();
    var erfcinv = require_lib95();
    var sqrt = require_lib24();
    var exp = require_lib21();
    var SQRT2 = require_lib97();
    var workspace = [0, 0, 0, 0, 0, 0, 0];
    var terms = [0, 0, 0, 0];
    function temme1(a, b, z2) {
      var eta0;
      var eta2;
      var eta;
      var B2;
      var B3;
      var B;
      var c;
      eta0 = erfcinv(2 * z2);
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
    var ln = require_lib70();
    var MAX_VALUE = require_lib50();
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
var require_main47 = __commonJS({
  "node_modules/@stdlib/math-base-special-signum/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
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
var require_lib98 = __commonJS({
  "node_modules/@stdlib/math-base-special-signum/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main47();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/newton_raphson.js
var require_newton_raphson = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/newton_raphson.js"(exports, module) {
    "use strict";
    var sign = require_lib98();
    var abs = require_lib18();
    var ldexp = require_lib20();
    var MAX_VALUE = require_lib50();
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
    var evalpoly = require_lib28();
    var erfcinv = require_lib95();
    var abs = require_lib18();
    var exp = require_lib21();
    var ln = require_lib70();
    var sqrt = require_lib24();
    var sin = require_lib61();
    var cos = require_lib71();
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
    function temme2(z2, r, theta) {
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
      eta0 = erfcinv(2 * z2) / -sqrt(r / 2);
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

// silent-debug:debug
var require_debug = __commonJS({
  "silent-debug:debug"(exports, module) {
    module.exports = () => () => {
    };
  }
});

// node_modules/@stdlib/constants-float32-max/lib/index.js
var require_lib99 = __commonJS({
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
    var logger = require_debug();
    var gammainc = require_lib87();
    var abs = require_lib18();
    var exp = require_lib21();
    var ln = require_lib70();
    var MAX_FLOAT32 = require_lib99();
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
    var abs = require_lib18();
    var exp = require_lib21();
    var ln = require_lib70();
    var evalpoly = require_lib28();
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
var require_lib100 = __commonJS({
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
    var gammaln = require_lib73();
    var ln = require_lib70();
    var LN_SQRT_TWO_PI = require_lib100();
    var SMALLEST_FLOAT32 = require_lib85();
    var MAX_FLOAT32 = require_lib99();
    var chepolsum = require_chepolsum();
    var polyvalC = require_polyval_c();
    var polyvalD = require_polyval_d();
    var C6 = 0.30865217988013566;
    function stirling(x) {
      var z2;
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
        z2 = 18 / (x * x) - 1;
        return chepolsum(17, z2) / (12 * x);
      }
      z2 = 1 / (x * x);
      if (x < 1e3) {
        return polyvalC(z2) / (C6 + z2) / x;
      }
      return polyvalD(z2) / x;
    }
    module.exports = stirling;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/gamstar.js
var require_gamstar = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/gamstar.js"(exports, module) {
    "use strict";
    var exp = require_lib21();
    var gamma = require_lib64();
    var ln = require_lib70();
    var FLOAT32_MAX = require_lib99();
    var SQRT_TWO_PI = require_lib62();
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
    var abs = require_lib18();
    var ln = require_lib70();
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
    var ln = require_lib70();
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
    var ln = require_lib70();
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
    var logger = require_debug();
    var evalpoly = require_lib28();
    var gammaln = require_lib73();
    var erfcinv = require_lib95();
    var gamma = require_lib64();
    var sqrt = require_lib24();
    var abs = require_lib18();
    var exp = require_lib21();
    var min = require_lib49();
    var pow = require_lib42();
    var ln = require_lib70();
    var SQRT_TWO_PI = require_lib62();
    var MAX_FLOAT32 = require_lib99();
    var TWO_PI = require_lib81();
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
var require_main48 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
    var FLOAT32_SMALLEST = require_lib85();
    var PINF = require_lib6();
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
var require_lib101 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main48();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-smallest-subnormal/lib/index.js
var require_lib102 = __commonJS({
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
    var gammaincinv = require_lib101();
    var ln = require_lib70();
    var sqrt = require_lib24();
    var SMALLEST_SUBNORMAL = require_lib102();
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
    var abs = require_lib18();
    var ldexp = require_lib20();
    var sign = require_lib98();
    var max = require_lib47();
    var MAX_VALUE = require_lib50();
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
    var kernelBetainc = require_lib93().assign;
    var abs = require_lib18();
    var FLOAT64_MAX = require_lib50();
    var FLOAT64_MIN_NORM = require_lib17();
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
var require_main49 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/main.js"(exports, module) {
    "use strict";
    var evalpoly = require_lib28();
    var betainc = require_lib94();
    var expm1 = require_lib31();
    var log1p = require_lib32();
    var asin = require_lib34();
    var beta = require_lib45();
    var sqrt = require_lib24();
    var abs = require_lib18();
    var exp = require_lib21();
    var pow = require_lib42();
    var sin = require_lib61();
    var max = require_lib47();
    var min = require_lib49();
    var ln = require_lib70();
    var FLOAT64_MIN_NORM = require_lib17();
    var HALF_PI = require_lib52();
    var EPSILON = require_lib44();
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
var require_lib103 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main49();
    module.exports = main;
  }
});

// node_modules/@stdlib/stats-base-dists-t-quantile/lib/main.js
var require_main50 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-t-quantile/lib/main.js"(exports, module) {
    "use strict";
    var kernelBetaincinv = require_lib103();
    var isnan = require_lib2();
    var sign = require_lib98();
    var sqrt = require_lib24();
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
var require_factory2 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-t-quantile/lib/factory.js"(exports, module) {
    "use strict";
    var constantFunction = require_lib25();
    var kernelBetaincinv = require_lib103();
    var isnan = require_lib2();
    var sign = require_lib98();
    var sqrt = require_lib24();
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
var require_lib104 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-t-quantile/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib();
    var main = require_main50();
    var factory = require_factory2();
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
var require_main51 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
    var sqrt = require_lib24();
    var ln = require_lib70();
    var PINF = require_lib6();
    var NINF = require_lib5();
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
      var g2;
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
        g2 = ax * (ax + 10);
        r = rationalFcnR1(ax);
        return sign * (g2 * Y1 + g2 * r);
      }
      if (q >= 0.25) {
        g2 = sqrt(-2 * ln(q));
        q -= 0.25;
        r = rationalFcnR2(q);
        return sign * (g2 / (Y2 + r));
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
var require_lib105 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main51();
    module.exports = main;
  }
});

// node_modules/@stdlib/stats-base-dists-normal-quantile/lib/main.js
var require_main52 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-normal-quantile/lib/main.js"(exports, module) {
    "use strict";
    var erfinv = require_lib105();
    var isnan = require_lib2();
    var sqrt = require_lib24();
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
var require_main53 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-degenerate-quantile/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
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
    var constantFunction = require_lib25();
    var isnan = require_lib2();
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
var require_lib106 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-degenerate-quantile/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib();
    var main = require_main53();
    var factory = require_factory3();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// node_modules/@stdlib/stats-base-dists-normal-quantile/lib/factory.js
var require_factory4 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-normal-quantile/lib/factory.js"(exports, module) {
    "use strict";
    var constantFunction = require_lib25();
    var degenerate = require_lib106().factory;
    var erfinv = require_lib105();
    var isnan = require_lib2();
    var sqrt = require_lib24();
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
var require_lib107 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-normal-quantile/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib();
    var main = require_main52();
    var factory = require_factory4();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// src/check/samples.ts
function scoreHint(run, hints = SHARED_HINTS) {
  const { format, scoreGaps, problems } = run;
  if (scoreGaps !== void 0) {
    const { field, null: nulls, missing } = scoreGaps;
    if (missing === problems.reduce((rows2, p) => rows2 + p.n, 0)) return `no sample row has a field ${nameText(field)}`;
    const rows = (count) => counted(count, "sample row");
    const where = [nulls > 0 ? `null on ${rows(nulls)}` : "", missing > 0 ? `missing from ${rows(missing)}` : ""].filter((part) => part !== "").join(" and ");
    return `the score field ${nameText(field)} is ${where}; name a field that holds a number on every row`;
  }
  if (format === "passk") return 'give every sample a "score" in the file';
  if (SCORE_FIELD_FORMATS.includes(format)) {
    return `name the field of each sample that holds it with ${hints.choose("score-field", "NAME")}`;
  }
  const { sample } = unitWords(ranTrials(run));
  return `${format} files record no per-${sample} score; write the run as passk-results/v1 with a "score" per sample`;
}
function testCountHint(format, sample) {
  return format === "passk" ? 'give every sample "tests_passed" and "tests_total" in the file' : `${format} files record no per-${sample} test counts; write the run as passk-results/v1 with "tests_passed" and "tests_total" per sample`;
}
function countsOnlyHint(scored, harness) {
  const needs = 'give each problem its "samples", each with';
  if (!scored) {
    return `${needs} "tests_passed" and "tests_total" (no harness file records them, so convert cannot write them)`;
  }
  const from = harness !== void 0 && SCORE_FIELD_FORMATS.includes(harness) ? `; passk-gate convert writes them from the ${harness} results file with --score-field NAME, the field of its sample rows that holds the score` : "";
  return `${needs} a "score"${from}`;
}
var RECORD_HINT = "a record is never rewritten: anchor on a record of a run that had them (pick it with the anchor selector commit:SHA or ref:REF), or record the default branch's runs from files that carry them";
function checkPerSampleData(problems, metric, run, hints, record = false) {
  if (metric !== "n@k" && metric !== "pass-ratio@n") return;
  const scored = metric === "n@k";
  const complete = (sample2) => scored ? typeof sample2.score === "number" : sample2.tests_passed !== void 0 && sample2.tests_total !== void 0;
  const lacking = problems.filter((p) => p.samples === void 0 || !p.samples.every(complete));
  if (lacking.length === 0) return;
  const { problem, sample } = unitWords(ranTrials(run));
  const some = lacking.length === 1 ? `1 ${problem} has` : `${lacking.length} ${problem}s have`;
  const none = lacking.every((p) => p.samples === void 0);
  const counts = none && run.format === "passk" && !record;
  const [noneGiven, someLack] = scored ? [`no scored ${sample}s`, `${sample}s without a score`] : [`no ${sample}s with test counts`, `${sample}s without tests_passed and tests_total`];
  const missing = counts ? `no ${sample}s in the file, only n and c` : none ? noneGiven : someLack;
  const uses = scored ? `n@k submits the highest-scored ${sample}s` : `pass-ratio@n averages each ${sample}'s share of tests passed`;
  const what = `${uses}, but ${some} ${missing}`;
  const hint = record ? RECORD_HINT : counts ? countsOnlyHint(scored, run.judgement?.format) : scored ? scoreHint(run, hints) : testCountHint(run.format, sample);
  throw new InputError(`${run.source}: ${what}: ${listIds(lacking.map((p) => idName(p.id, problem)))}; ${hint}`);
}

// src/check/refusal.ts
var REFUSAL_IDS = 5;

// src/check/pairing.ts
function leftOutText(aligned, baselineName = "baseline") {
  const sides = [
    [aligned.onlyBaseline.length, baselineName],
    [aligned.onlyCandidate.length, "candidate"]
  ];
  return sides.filter(([count]) => count > 0).map(([count, side]) => `${count} only in the ${side}`).join(" and ");
}
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
function ungroupedWarnings(groups) {
  const ungrouped = groups.filter((group) => group === void 0).length;
  if (ungrouped === 0 || ungrouped === groups.length) return [];
  return [`${ungrouped} of ${groups.length} problems carry no group: each is counted as a group of its own`];
}
function groupWarnings(baseline, candidate, groups, baselineRun, candidateRun) {
  const warnings = ungroupedWarnings(groups);
  const onlyIn = (side, other) => side.filter((problem, i) => problem.group !== void 0 && other[i].group === void 0).length;
  for (const [count, giving, lacking] of [
    [onlyIn(baseline, candidate), baselineRun.source, candidateRun.source],
    [onlyIn(candidate, baseline), candidateRun.source, baselineRun.source]
  ]) {
    if (count === 0) continue;
    warnings.push(
      `${count === 1 ? "1 problem has" : `${count} problems have`} a group in ${giving} but none in ${lacking}: the group is used for both runs`
    );
  }
  return warnings;
}
function alignProblems(baseline, candidate, mode, baselineName = "baseline") {
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
    const differ = matchedBaseline.flatMap((b, i) => {
      const c = matchedCandidate[i];
      return b.group !== void 0 && c.group !== void 0 && b.group !== c.group ? [[b, c]] : [];
    });
    if (differ.length > 0) {
      const [b, c] = differ[0];
      const more = differ.length - 1;
      const others = more === 0 ? "" : ` (${more} more ${more === 1 ? "problem differs" : "problems differ"})`;
      throw new InputError(
        `problem ${JSON.stringify(b.id)} is in group ${JSON.stringify(b.group)} in ${baseline.source} but in group ${JSON.stringify(c.group)} in ${candidate.source}${others}: give each problem the same group in both runs, or drop the group field from one run's file to use the other's groups for both`
      );
    }
    aligned.groups = matchedBaseline.map((b, i) => b.group ?? matchedCandidate[i].group);
    warnings.push(...groupWarnings(matchedBaseline, matchedCandidate, aligned.groups, baseline, candidate));
  }
  const reasons = [];
  const refusals = [];
  const { problem } = unitWords(bothRanTrials(baseline, candidate));
  const parts = [];
  const named = (ids) => listIds(ids.map((id) => idName(id, problem)));
  if (onlyBaseline.length > 0)
    parts.push(`${onlyBaseline.length} only in the ${baselineName} (${named(onlyBaseline)})`);
  if (onlyCandidate.length > 0) parts.push(`${onlyCandidate.length} only in the candidate (${named(onlyCandidate)})`);
  const examples = {
    baseline_ids: onlyBaseline.slice(0, REFUSAL_IDS),
    candidate_ids: onlyCandidate.slice(0, REFUSAL_IDS)
  };
  if (matchedBaseline.length === 0) {
    reasons.push(`the runs have no ${problem} in common: ${parts.join(", ")}`);
    refusals.push({ kind: "no-common-problems", ...examples });
  } else if (parts.length > 0 && mode === "strict") {
    reasons.push(`${problem} sets differ: ${parts.join(", ")}; ${matchedBaseline.length} ${problem}s are in both`);
    refusals.push({
      kind: "problems-differ",
      shared: matchedBaseline.length,
      only_baseline: onlyBaseline.length,
      only_candidate: onlyCandidate.length,
      ...examples
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
function largestKFix(problems, submit, hints, verb = "use") {
  const fewest = sampleRange(problems)[0];
  return hints !== void 0 && fewest >= submit ? `${verb} ${hints.set("k", fewest)}` : void 0;
}
function checkSampleBudget(problems, k, source, metric = `pass@${k}`, trials = false, record = false, smaller = "use a smaller k") {
  const short = problems.filter((p) => p.n < k);
  if (short.length === 0) return;
  const smallest = short.reduce((least, p) => Math.min(least, p.n), Infinity);
  const { problem, sample } = unitWords(trials);
  const samples = `${sample}s`;
  const rerun = trials ? "run more trials" : "generate more samples";
  const more = record ? `anchor on a record of a run with at least ${k} ${samples} per ${problem} (pick it with the anchor selector commit:SHA or ref:REF): a record is never rewritten` : rerun;
  throw new InputError(
    `${source}: ${short.length} ${problem}${short.length === 1 ? " has" : "s have"} fewer ${samples} than k = ${k} (smallest n = ${smallest}): ${listIds(short.map((p) => `${idName(p.id, problem)} (n=${p.n})`))}; ${metric} cannot be estimated from fewer than ${k} ${samples}, so ${smaller} or ${more}`
  );
}

// src/resample/standard-error.ts
function pairedStandardError(units, theta = unitsMean(units)) {
  const { sums, sizes, multiplicities, count, problems } = units;
  if (count < 2) return 0;
  const squaresBySize = /* @__PURE__ */ new Map();
  for (let j = 0; j < sums.length; j++) {
    const residual = sums[j] - theta * sizes[j];
    squaresBySize.set(sizes[j], (squaresBySize.get(sizes[j]) ?? 0) + multiplicities[j] * residual * residual);
  }
  let variance = 0;
  for (const [size, squares] of squaresBySize) variance += problems / (problems - size) * squares;
  return Math.sqrt(variance) / problems;
}
function clusterDegreesOfFreedom({ sizes, multiplicities, count, problems }) {
  if (sizes.every((size) => size === sizes[0])) return count - 1;
  let shares = 0;
  let weights = 0;
  let weightSquares = 0;
  for (let j = 0; j < sizes.length; j++) {
    const share = sizes[j] / problems;
    const weight = share * share / (1 - share);
    shares += multiplicities[j] * share * share;
    weights += multiplicities[j] * weight;
    weightSquares += multiplicities[j] * weight * weight;
  }
  return 1 / (shares + weights * weights - weightSquares);
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

// src/resample/interval.ts
var import_stats_base_dists_normal_cdf = __toESM(require_lib26(), 1);
var import_stats_base_dists_t_quantile = __toESM(require_lib104(), 1);

// node_modules/simple-statistics/dist/simple-statistics.mjs
function quantileSorted(x, p) {
  var idx = (x.length - 1) * p;
  if (x.length === 0) {
    throw new Error("quantile requires at least one data point.");
  } else if (p < 0 || p > 1) {
    throw new Error("quantiles must be between 0 and 1");
  } else if (p === 1) {
    return x[x.length - 1];
  } else if (p === 0) {
    return x[0];
  } else if (idx % 1 !== 0) {
    var lower = Math.floor(idx);
    var upper = Math.ceil(idx);
    var fraction = idx - lower;
    return x[lower] + fraction * (x[upper] - x[lower]);
  } else {
    return x[idx];
  }
}
var BayesianClassifier = function BayesianClassifier2() {
  this.totalCount = 0;
  this.data = {};
};
BayesianClassifier.prototype.train = function train(item, category) {
  if (!this.data[category]) {
    this.data[category] = {};
  }
  for (var k in item) {
    var v = item[k];
    if (this.data[category][k] === void 0) {
      this.data[category][k] = {};
    }
    if (this.data[category][k][v] === void 0) {
      this.data[category][k][v] = 0;
    }
    this.data[category][k][v]++;
  }
  this.totalCount++;
};
BayesianClassifier.prototype.score = function score(item) {
  var odds = {};
  var category;
  for (var k in item) {
    var v = item[k];
    for (category in this.data) {
      if (odds[category] === void 0) {
        odds[category] = {};
      }
      if (this.data[category][k]) {
        odds[category][k + "_" + v] = (this.data[category][k][v] || 0) / this.totalCount;
      } else {
        odds[category][k + "_" + v] = 0;
      }
    }
  }
  var oddsSums = {};
  for (category in odds) {
    oddsSums[category] = 0;
    for (var combination in odds[category]) {
      oddsSums[category] += odds[category][combination];
    }
  }
  return oddsSums;
};
var g = 607 / 128;
var LOGSQRT2PI = Math.log(Math.sqrt(2 * Math.PI));
var SQRT_2PI$1 = Math.sqrt(2 * Math.PI);
function cumulativeDistribution(z2) {
  var sum = z2;
  var tmp = z2;
  for (var i = 1; i < 30; i++) {
    tmp *= z2 * z2 / (2 * i + 1);
    sum += tmp;
  }
  return Math.round((0.5 + sum / SQRT_2PI$1 * Math.exp(-z2 * z2 / 2)) * 1e4) / 1e4;
}
var standardNormalTable = [];
for (z = 0; z <= 3.09; z += 0.01) {
  standardNormalTable.push(cumulativeDistribution(z));
}
var z;
var SQRT_2PI = Math.sqrt(2 * Math.PI);
var PerceptronModel = function PerceptronModel2() {
  this.weights = [];
  this.bias = 0;
};
PerceptronModel.prototype.predict = function predict(features) {
  if (features.length !== this.weights.length) {
    return null;
  }
  var score2 = 0;
  for (var i = 0; i < this.weights.length; i++) {
    score2 += this.weights[i] * features[i];
  }
  score2 += this.bias;
  if (score2 > 0) {
    return 1;
  } else {
    return 0;
  }
};
PerceptronModel.prototype.train = function train2(features, label) {
  if (label !== 0 && label !== 1) {
    return null;
  }
  if (features.length !== this.weights.length) {
    this.weights = features.slice();
    this.bias = 1;
  }
  var prediction = this.predict(features);
  if (typeof prediction === "number" && prediction !== label) {
    var gradient = label - prediction;
    for (var i = 0; i < this.weights.length; i++) {
      this.weights[i] += gradient * features[i];
    }
    this.bias += gradient;
  }
  return this;
};

// src/resample/interval.ts
function tInterval(observed, standardError, degreesOfFreedom, confidence) {
  const half = (0, import_stats_base_dists_t_quantile.default)(1 - (1 - confidence) / 2, degreesOfFreedom) * standardError;
  return [observed - half, observed + half];
}
function intervalDegreesOfFreedom(method, units, standardErrorDf) {
  return method === "t" ? clusterDegreesOfFreedom(units) : standardErrorDf;
}
function intervalMethodFor(choice, clustered) {
  if (choice !== "auto") return choice;
  return clustered ? "t" : "expanded-percentile";
}
function expandedPercentileInterval(means, confidence, units, degreesOfFreedom) {
  const widened = Math.sqrt(units / (units - 1)) * (0, import_stats_base_dists_t_quantile.default)(1 - (1 - confidence) / 2, degreesOfFreedom);
  const alpha = (0, import_stats_base_dists_normal_cdf.default)(-widened, 0, 1);
  const sorted = means.slice().sort();
  return [quantileSorted(sorted, alpha), quantileSorted(sorted, 1 - alpha)];
}

// src/power/gate-power.ts
var import_stats_base_dists_normal_quantile = __toESM(require_lib107(), 1);
var import_stats_base_dists_t_quantile2 = __toESM(require_lib104(), 1);
var tQuantiles = /* @__PURE__ */ new Map();
function tQuantile2(p, df) {
  const key = `${p} ${df}`;
  let q = tQuantiles.get(key);
  if (q === void 0) {
    if (tQuantiles.size >= 1e3) tQuantiles.clear();
    q = (0, import_stats_base_dists_t_quantile2.default)(p, df);
    tQuantiles.set(key, q);
  }
  return q;
}
var GATE_POWER = 0.8;
function unitsShape(units, leastChange) {
  let total = 0;
  let changed = 0;
  for (let j = 0; j < units.sums.length; j++) {
    const s = Math.abs(units.sums[j]);
    if (s <= TIE_TOLERANCE) continue;
    total += units.multiplicities[j] * s;
    changed += units.multiplicities[j];
  }
  return { count: units.count, problems: units.problems, typicalChange: changed > 0 ? total / changed : leastChange };
}
function gatePowerOf(units, design) {
  const { count, problems } = units;
  const se = design.standardError;
  const z2 = (0, import_stats_base_dists_normal_quantile.default)(1 - design.alpha / 2, 0, 1);
  const q = tQuantile2(1 - design.alpha / 2, design.degreesOfFreedom);
  const signFactor = count > z2 * z2 + 1 ? z2 * Math.sqrt((count - 1) / (count - z2 * z2)) : z2;
  const powerQuantile = tQuantile2(GATE_POWER, design.degreesOfFreedom);
  const noiseDropOf = (dropVariance2) => {
    const atDrop = (drop2) => {
      if (dropVariance2 === void 0) {
        const d = Math.min(Math.max(drop2, 0), 0.5);
        const spread = Math.sqrt(se * se + d * (0.5 - d) / (design.samples * problems));
        return { estimate: spread, seen: spread };
      }
      const { sampling, change } = dropVariance2(drop2);
      const estimate = Math.max(0, se * se + sampling / problems);
      return { estimate: Math.sqrt(estimate), seen: Math.sqrt(estimate + change / problems) };
    };
    const needed = (drop2) => {
      const { estimate, seen } = atDrop(drop2);
      return Math.max(design.margin + q * seen, signFactor * seen) + powerQuantile * estimate;
    };
    let drop = 0;
    for (let i = 0; i < 50; i++) {
      const next = needed(drop);
      if (Math.abs(next - drop) <= 1e-12) return drop;
      drop = next;
    }
    return leastCaughtDrop(needed);
  };
  const { dropVariance } = design;
  let noiseDrop = noiseDropOf(dropVariance);
  if (dropVariance?.beyond !== void 0 && noiseDrop >= dropVariance.largest) {
    noiseDrop = noiseDropOf(dropVariance.beyond);
  }
  const size = units.typicalChange;
  const fewest = fewestSignificantUnits(design.alpha);
  const floorQuantile = design.interval === "t" ? () => q : (changed) => tQuantile2(1 - design.alpha / 2, changedUnitsDegreesOfFreedom(changed, count));
  const floorUnits = fewestUnitsPastMargin(count, problems, size, design.margin, floorQuantile, fewest);
  const floorDrop = Math.max(floorUnits * size / problems, concentratedDrop(dropVariance, fewest / problems));
  const limit = floorDrop > noiseDrop ? "floor" : "noise";
  return { drop: Math.max(noiseDrop, floorDrop), probability: GATE_POWER, noiseDrop, floorUnits, floorDrop, limit };
}
function concentratedDrop(dropVariance, share) {
  if (dropVariance === void 0) return 0;
  const drop = dropVariance.concentrated?.(share) ?? 0;
  const { beyond } = dropVariance;
  return beyond !== void 0 && drop >= dropVariance.largest ? Math.max(drop, concentratedDrop(beyond, share)) : drop;
}
function leastCaughtDrop(needed) {
  let high = needed(0);
  if (!(high > 0)) return 0;
  let low = 0;
  for (let i = 0; i < 200 && needed(high) > high; i++) {
    low = high;
    high *= 2;
  }
  while (high - low > 1e-12 * high) {
    const middle = (low + high) / 2;
    if (needed(middle) > middle) low = middle;
    else high = middle;
  }
  return high;
}
function changedUnitsDegreesOfFreedom(changed, count) {
  const share = changed / count;
  const total = changed * (1 - share) ** 2 + (count - changed) * share ** 2;
  const fourth = changed * (1 - share) ** 4 + (count - changed) * share ** 4;
  return satterthwaiteDegreesOfFreedom(total, count * fourth - total * total, count);
}
function fewestUnitsPastMargin(count, problems, size, margin, quantile, fewest) {
  const clears = (d2) => d2 * size / problems - quantile(d2) * (size / problems) * Math.sqrt(d2 * (count - d2) / (count - 1)) > margin;
  const c = margin * problems / size;
  const q = quantile(Math.min(count, Math.max(fewest, Math.ceil(c))));
  const a = count - 1 + q * q;
  const b = 2 * c * (count - 1) + q * q * count;
  const root = (b + Math.sqrt(Math.max(b * b - 4 * a * c * c * (count - 1), 0))) / (2 * a);
  let d = Math.max(fewest, Math.min(count, Math.floor(Math.max(c, root))));
  while (d > fewest && clears(d - 1)) d--;
  while (d <= count && !clears(d)) d++;
  return d <= count ? d : fewest;
}
function scaledSuite(suite, problems) {
  const { shape } = suite;
  const count = Math.max(1, Math.round(shape.count * problems / shape.problems));
  const degreesOfFreedom = suite.degreesOfFreedomAt?.(problems) ?? (shape.count > 1 ? Math.max(1, Math.min(count - 1, suite.degreesOfFreedom * (count - 1) / (shape.count - 1))) : 1);
  return {
    standardError: suite.standardError * Math.sqrt(shape.problems / problems),
    degreesOfFreedom,
    shape: { count, problems, typicalChange: shape.typicalChange }
  };
}
function plannedDrop(drop, margin) {
  const decimals = Math.max(0, 2 - Math.floor(Math.log10(drop - margin)));
  return Number((Math.floor(Number((drop * 10 ** decimals).toPrecision(12))) / 10 ** decimals).toFixed(decimals));
}
var MOST_PROBLEMS = 1e9;
function problemsToCatch(suite, design, drop, adjusted = (power) => power) {
  const catches = (problems) => {
    const scaled = scaledSuite(suite, problems);
    return adjusted(gatePowerOf(scaled.shape, { ...design, ...scaled }), problems).drop <= drop;
  };
  let lo = 0;
  let hi = Math.max(1, suite.shape.problems);
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

// src/power/group-prior.ts
function groupShrunkLogOdds(baseline, map) {
  const { unitOf, count } = map;
  const passes = new Float64Array(count);
  const samples = new Float64Array(count);
  baseline.forEach(({ n, c }, i) => {
    passes[unitOf[i]] += c;
    samples[unitOf[i]] += n;
  });
  const strength = groupPriorStrength(baseline, map);
  return baseline.map(({ n, c }, i) => {
    const g2 = unitOf[i];
    const pooled = (passes[g2] + 0.5) / (samples[g2] + 1);
    const p = strength === Infinity ? pooled : (c + 0.5 + strength * pooled) / (n + 1 + strength);
    return Math.log(p / (1 - p));
  });
}
function groupPriorStrength(baseline, { unitOf, count }) {
  const rated = new Float64Array(count);
  const rates = new Float64Array(count);
  baseline.forEach(({ n, c }, i) => {
    if (n < 2) return;
    rated[unitOf[i]] += 1;
    rates[unitOf[i]] += c / n;
  });
  let spread = 0;
  let binomial = 0;
  let variance = 0;
  let problems = 0;
  baseline.forEach(({ n, c }, i) => {
    const g2 = unitOf[i];
    if (n < 2 || rated[g2] < 2) return;
    const x = c / n;
    spread += (x - rates[g2] / rated[g2]) ** 2;
    binomial += x * (1 - x) / (n - 1);
    variance += x * (1 - x) * n / (n - 1);
    problems++;
  });
  const groups = rated.filter((r) => r >= 2).length;
  if (problems <= groups) return 0;
  const tau2 = spread / (problems - groups) - binomial / problems;
  return tau2 > 0 ? variance / problems / tau2 : Infinity;
}
function suiteRatePrior(metric, problems) {
  const strength = groupPriorStrength(problems, {
    unitOf: new Int32Array(problems.length),
    count: 1,
    clustered: false
  });
  if (strength === 0) return void 0;
  const a = Math.min(strength, 1e9);
  const passes = problems.reduce((sum, p) => sum + p.c, 0);
  const samples = problems.reduce((sum, p) => sum + p.n, 0);
  const pooled = (passes + 0.5) / (samples + 1);
  const hits = metric === "pass@k" ? 1 - pooled : pooled;
  return { alpha: a * hits, beta: a * (1 - hits) };
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
  let allEqual = true;
  for (let i = 0; i < values.length; i++) {
    mean2 += weights[i] * values[i];
    allEqual &&= values[i] === values[0];
  }
  if (allEqual) return { variance: 0, fourthCumulant: 0, meanAbsoluteDifference: 0, changeProbability: 0 };
  let second = 0;
  let fourth = 0;
  for (let i = 0; i < values.length; i++) {
    const squared = (values[i] - mean2) ** 2;
    second += weights[i] * squared;
    fourth += weights[i] * squared * squared;
  }
  const [sorted, sortedWeights] = ascending(values, weights);
  let below = 0;
  let same = 0;
  let absolute = 0;
  for (let j = 0; j < sorted.length; ) {
    const value = sorted[j];
    let mass = 0;
    for (; j < sorted.length && sorted[j] === value; j++) {
      mass += sortedWeights[j];
      below += sortedWeights[j];
    }
    same += mass * mass;
    if (j < sorted.length) absolute += 2 * below * (1 - below) * (sorted[j] - value);
  }
  return {
    variance: second,
    fourthCumulant: fourth - 3 * second * second,
    meanAbsoluteDifference: absolute,
    changeProbability: Math.max(0, 1 - same)
  };
}
function ascending(values, weights) {
  let inOrder = true;
  for (let i = 1; i < values.length && inOrder; i++) inOrder = values[i - 1] <= values[i];
  if (inOrder) return [values, weights];
  const order = Array.from({ length: values.length }, (_, i) => i).sort((a, b) => values[a] - values[b]);
  return [order.map((i) => values[i]), order.map((i) => weights[i])];
}
function countMetricValues(metric, n, k) {
  const estimator = metricEstimator(metric);
  const values = new Float64Array(n + 1);
  for (let c = 0; c <= n; c++) values[c] = estimator(n, c, k);
  return values;
}
function countMetricTables(metric, k) {
  const tables = /* @__PURE__ */ new Map();
  return (n) => {
    let values = tables.get(n);
    if (values === void 0) tables.set(n, values = countMetricValues(metric, n, k));
    return values;
  };
}
function countMetricMoments(values, p) {
  return discreteMoments(values, binomialProbabilities(values.length - 1, p));
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

// src/power/binomial.ts
function expit(z2) {
  return 1 / (1 + Math.exp(-z2));
}
function binomialInverse(n, z2) {
  const logPass = Math.log(expit(z2));
  const logFail = Math.log1p(-expit(z2));
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
function repeatedRuns({ baseline, candidate, groups }, count) {
  const copy = (items) => Array.from({ length: count }, (_, i) => items[i % items.length]);
  const copyGroups = groups && copy(groups).map(
    (group, i) => group === void 0 ? void 0 : JSON.stringify([group, Math.floor(i / baseline.length)])
  );
  return { baseline: copy(baseline), candidate: copy(candidate), groups: copyGroups };
}
function sizedClusterPower(settings, runs, samples) {
  return (power, count) => count > CLUSTER_POWER_PROBLEMS ? power : withClusterPower(power, settings, repeatedRuns(runs, count), samples);
}
function withClusterPower(power, { metric, interval, ...gate }, { baseline, candidate, groups }, samples) {
  if (groups === void 0 || interval !== "t" || metric !== "pass@k" && metric !== "pass^k") return power;
  if (baseline.length > CLUSTER_POWER_PROBLEMS) return power;
  const kinds = problemKinds(baseline, candidate, groupShrunkLogOdds(baseline, unitMap(groups)));
  const terms = new Map(kinds.map((kind, i) => [kind, (samples ?? baseline[i].n) + (samples ?? candidate[i].n)]));
  if ([...terms.values()].reduce((sum, n) => sum + n, 0) > CLUSTER_POWER_TERMS) return power;
  const cluster = { ...gate, metric, start: power.noiseDrop };
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
  const shift = flaggedShift(suite, replications, PILOT_SHADE * pilot, 1.1, 2e-3);
  return shift === Infinity ? Math.max(suite.expectedDrop(shift), suite.score) : suite.expectedDrop(shift);
}
function flaggedShift(suite, replications, start, step, tolerance) {
  const target = Math.ceil(GATE_POWER * replications.length - 1e-9);
  let open = replications;
  let settledFlagged = 0;
  const reached = (beta2) => {
    const draws = suite.candidateDraws(beta2);
    const flagged = [];
    const clear = [];
    for (const r of open) (suite.flagged(r, draws) ? flagged : clear).push(r);
    if (settledFlagged + flagged.length >= target) {
      open = flagged;
      return true;
    }
    settledFlagged += flagged.length;
    open = clear;
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
function problemKinds(baseline, candidate, logOdds) {
  return baseline.map(({ n }, i) => `${logOdds[i]} ${n} ${candidate[i].n}`);
}
function simulatedSuite(baseline, candidate, groups, gate, samples) {
  const problems = baseline.length;
  const map = unitMap(groups);
  const { unitOf, count } = map;
  const logOdds = groupShrunkLogOdds(baseline, map);
  const baselineN = baseline.map(({ n }) => samples ?? n);
  const candidateN = candidate.map(({ n }) => samples ?? n);
  const kindIds = /* @__PURE__ */ new Map();
  const firstOfKind = [];
  const kindOf = problemKinds(baseline, candidate, logOdds).map((kind, i) => {
    let id = kindIds.get(kind);
    if (id === void 0) {
      id = firstOfKind.push(i) - 1;
      kindIds.set(kind, id);
    }
    return id;
  });
  const drawsAt = (beta, sizes) => {
    const laws = firstOfKind.map((i) => binomialInverse(sizes[i], logOdds[i] - beta));
    return kindOf.map((id) => laws[id]);
  };
  const valuesOf = countMetricTables(gate.metric, gate.k);
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
  const units = { sums: new Float64Array(count), ...unitSizes(map) };
  const halfWidth = tInterval(0, 1, clusterDegreesOfFreedom(units), gate.level.confidence)[1];
  const { alpha } = gate.level;
  const alike = /* @__PURE__ */ new Map();
  for (const z2 of logOdds) alike.set(z2, (alike.get(z2) ?? 0) + 1);
  const expectedMetric = (beta) => {
    let total = 0;
    for (const [z2, problemsAlike] of alike) {
      const q = expit(z2 - beta);
      total += problemsAlike * (gate.metric === "pass@k" ? -Math.expm1(gate.k * Math.log1p(-q)) : q ** gate.k);
    }
    return total / problems;
  };
  const before = expectedMetric(0);
  return {
    /** The baseline's score: its metric at each problem's own n. */
    score: baseline.reduce((sum, { n, c }) => sum + valuesOf(n)[c], 0) / problems,
    /** The fall of the suite's expected metric when every problem's log-odds is lowered by beta. */
    expectedDrop: (beta) => before - expectedMetric(beta),
    candidateDraws: (beta) => drawsAt(beta, candidateN),
    /** Whether the gate flags replication r as a regression, its candidate drawn by `draws`. */
    flagged(r, draws) {
      const { sums } = units;
      for (let g2 = 0; g2 < count; g2++) sums[g2] = -baselineTotals[r * count + g2];
      const rng = new Xoshiro128(gate.seed, STREAM + 2 * r + 1);
      for (let i = 0; i < problems; i++) {
        sums[unitOf[i]] += candidateValues[i][draws[i](rng.nextUint32() / 2 ** 32)];
      }
      const theta = unitsMean(units);
      const half = halfWidth * pairedStandardError(units, theta);
      return theta + half < -gate.margin && signFlipRejects(sums, alpha);
    }
  };
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
function betaPower(alpha, beta, m) {
  let product = 1;
  for (let j = 0; j < m && product > 0; j++) product *= (alpha + j) / (alpha + beta + j);
  return product;
}
function estimatedCountVariance(metric, n, k, observed, passed, prior) {
  if (metric !== "pass@k" && metric !== "pass^k") throw new RangeError(`${metric} is not computed from counts`);
  const hits = metric === "pass@k" ? observed - passed : passed;
  const power = countVarianceUnbiased(k, observed) ? (m) => unbiasedPower(observed, hits, m) : prior === void 0 ? (m) => Math.pow(hits / observed, m) : (m) => betaPower(prior.alpha + hits, prior.beta + observed - hits, m);
  return uStatisticVariance(n, k, power);
}

// src/power/drop-variance.ts
var LARGEST_SHIFT2 = 60;
var SHIFT_STEPS = 1200;
function countDropVariance(metric, k, baseline, candidateSamples, prior) {
  const hits = (c) => metric === "pass@k" ? prior.beta + c : prior.alpha + c;
  const rateOf = prior === void 0 ? (c, n) => c / n : (c, n) => hits(c) / (prior.alpha + prior.beta + n);
  const observed = shiftedSpread(metric, k, baseline, candidateSamples, rateOf);
  observed.beyond = shiftedSpread(metric, k, baseline, candidateSamples, (c, n) => (c + 1 / 4) / (n + 1 / 2));
  return observed;
}
function shiftedSpread(metric, k, baseline, candidateSamples, rateOf) {
  const kinds = /* @__PURE__ */ new Map();
  baseline.forEach(({ n, c }, i) => {
    const rate = rateOf(c, n);
    if (rate <= 0 || rate >= 1) return;
    const samples = candidateSamples(i);
    const key = `${rate} ${samples}`;
    const kind = kinds.get(key) ?? { logOdds: Math.log(rate / (1 - rate)), n: samples, count: 0 };
    kind.count++;
    kinds.set(key, kind);
  });
  const moving = [...kinds.values()];
  const weights = new Map(moving.map(({ n }) => [n, overlapProbabilities(n, k)]));
  const thetaAt = (z2) => metric === "pass@k" ? expit(-z2) : expit(z2);
  const variance = (theta, n) => {
    const w = weights.get(n);
    const both = theta ** (2 * k);
    let total = 0;
    for (let c = 1; c <= k; c++) total += w[c] * (theta ** (2 * k - c) - both);
    return total;
  };
  const problems = baseline.length;
  const metricAt = (beta) => {
    let total = 0;
    for (const { logOdds, count } of moving) total += count * thetaAt(logOdds - beta) ** k;
    return (metric === "pass@k" ? -total : total) / problems;
  };
  const spreadsAt = (beta) => {
    let squareTotal = 0;
    let varianceTotal = 0;
    for (const { logOdds, n, count } of moving) {
      const theta = thetaAt(logOdds - beta);
      const change = theta ** k - thetaAt(logOdds) ** k;
      squareTotal += count * change * change;
      varianceTotal += count * variance(theta, n);
    }
    return { square: squareTotal / problems, variance: varianceTotal / problems };
  };
  const before = { metric: metricAt(0), variance: spreadsAt(0).variance };
  const spreadAt = (beta, drop) => {
    const at = spreadsAt(beta);
    return { sampling: at.variance - before.variance, change: Math.max(0, at.square - drop * drop) };
  };
  const largest = before.metric - metricAt(LARGEST_SHIFT2);
  const startPowers = moving.map(({ logOdds }) => thetaAt(logOdds) ** k);
  const shareAt = (beta) => {
    let sum = 0;
    let square = 0;
    for (let j = 0; j < moving.length; j++) {
      const { logOdds, count } = moving[j];
      const change = thetaAt(logOdds - beta) ** k - startPowers[j];
      sum += count * change;
      square += count * change * change;
    }
    return sum * sum / (square * problems);
  };
  let shares;
  const concentrated = (share) => {
    if (moving.length === 0) return 0;
    shares ??= Float64Array.from({ length: SHIFT_STEPS + 1 }, (_, i) => shareAt(i * LARGEST_SHIFT2 / SHIFT_STEPS));
    let last = SHIFT_STEPS;
    while (last > 0 && !(shares[last] < share)) last--;
    if (last === 0) return 0;
    if (last === SHIFT_STEPS) return largest;
    const step = LARGEST_SHIFT2 / SHIFT_STEPS;
    let [low, high] = [last * step, (last + 1) * step];
    for (let i = 0; i < 40; i++) {
      const middle = (low + high) / 2;
      if (shareAt(middle) < share) low = middle;
      else high = middle;
    }
    return before.metric - metricAt(high);
  };
  const spread = (drop) => {
    if (drop <= 0) return { sampling: 0, change: 0 };
    if (drop >= largest) return spreadAt(LARGEST_SHIFT2, largest);
    let low = 0;
    let high = LARGEST_SHIFT2;
    for (let i = 0; i < 60 && high - low > 1e-10; i++) {
      const middle = (low + high) / 2;
      if (before.metric - metricAt(middle) < drop) low = middle;
      else high = middle;
    }
    return spreadAt((low + high) / 2, drop);
  };
  return Object.assign(spread, { largest, concentrated });
}
function dropVarianceOf(metric, k, baseline, candidateSamples, recorded = baseline) {
  if (k === 1 || metric !== "pass@k" && metric !== "pass^k") return void 0;
  const unbiased = recorded.every((p) => countVarianceUnbiased(k, p.n));
  return countDropVariance(
    metric,
    k,
    baseline,
    candidateSamples,
    unbiased ? void 0 : suiteRatePrior(metric, recorded)
  );
}

// src/decide/verdict.ts
function verdictFor([lo, hi], pValue, margin, alpha) {
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
  const scratch = new Float64Array(Math.max(baseline.count, candidate.count));
  const score2 = (side, k) => {
    const values = scratch.subarray(0, side.count);
    side.fill(k, values);
    return mean(values);
  };
  return budgets.map(
    (k) => k === known?.k ? { ...known } : { k, baseline: score2(baseline, k), candidate: score2(candidate, k) }
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
    if (count < BLOCK) return oneBlockMeans(flat, resamples, rng, means);
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
function oneBlockMeans(values, resamples, rng, means) {
  const count = values.length;
  const threshold = (65536 - count) % count;
  const words = new Uint32Array(count + 1 >>> 1);
  for (let b = 0; b < resamples; b++) {
    let sum = 0;
    for (let picked = 0; picked < count; ) {
      const needed = count - picked + 1 >>> 1;
      rng.fill(words, needed);
      for (let w = 0; w < needed; w++) {
        const word = words[w];
        const low = (word & 65535) * count;
        if ((low & 65535) >= threshold) {
          sum += values[low >>> 16];
          picked++;
        }
        if (picked === count) break;
        const high = (word >>> 16) * count;
        if ((high & 65535) >= threshold) {
          sum += values[high >>> 16];
          picked++;
        }
      }
    }
    means[b] = sum / count;
  }
  return means;
}
var MultinomialDraw = class {
  constructor(multiplicities, count) {
    this.count = count;
    let mass = count;
    this.draws = Array.from(multiplicities, (m) => {
      const draw = m === mass ? (_, left) => left : binomialSampler(m / mass);
      mass -= m;
      return draw;
    });
  }
  count;
  draws;
  /** The next resample's copies of each unit. */
  draw(rng, copies) {
    const { draws } = this;
    let left = this.count;
    copies.fill(0);
    for (let j = 0; j < draws.length && left > 0; j++) {
      const drawn = draws[j](rng, left);
      left -= drawn;
      copies[j] = drawn;
    }
  }
};
function copiesDrawer(units) {
  const { sums, multiplicities, count } = units;
  if (useMultinomial(units)) {
    const multinomial = new MultinomialDraw(multiplicities, count);
    return (rng, copies) => multinomial.draw(rng, copies);
  }
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
    const blockSizes = new Float64Array(full + 1).fill(BLOCK);
    blockSizes[full] = count - full * BLOCK;
    this.blockDraw = new MultinomialDraw(blockSizes, count);
    this.blockPicks = new Float64Array(blockSizes.length);
    this.words = new Uint32Array((count >>> 2) + full);
    this.lastBase = full * BLOCK;
    this.lastSize = count - this.lastBase;
    this.lastThreshold = this.lastSize === 0 ? 0 : (65536 - this.lastSize) % this.lastSize;
  }
  count;
  blockDraw;
  blockPicks;
  words;
  /** The last block: its first unit, its size, and the low parts a 16-bit pick in it rejects (see `pickLast`). */
  lastBase;
  lastSize;
  lastThreshold;
  /**
   * The last block's picks of a resample, grown to twice what a resample needs when it needs more, so that a few
   * resamples settle the size.
   */
  lastPicked = new Int32Array(0);
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
    for (let g2 = 0; g2 < full; g2++) {
      const base = g2 << BLOCK_BITS;
      let left = blockPicks[g2];
      for (; left >= 4; left -= 4) {
        const word = words[next++];
        a += values[base + (word & 255)];
        b += values[base + (word >>> 8 & 255)];
        c += values[base + (word >>> 16 & 255)];
        d += values[base + (word >>> 24)];
      }
      for (let word = left > 0 ? words[next++] : 0; left > 0; left--, word >>>= 8) a += values[base + (word & 255)];
    }
    const last = blockPicks[full];
    const picked = this.pickLast(rng, last);
    for (let i = 0; i < last; i++) a += values[picked[i]];
    return a + b + (c + d);
  }
  /** Picks the next resample's units and counts them: copies[distinctOf[i]] is raised by each pick of unit i. */
  pickedCopies(distinctOf, rng, copies) {
    const { blockPicks, words } = this;
    const full = this.drawBlocks(rng);
    copies.fill(0);
    let next = 0;
    for (let g2 = 0; g2 < full; g2++) {
      const base = g2 << BLOCK_BITS;
      for (let i = 0, word = 0; i < blockPicks[g2]; i++, word >>>= 8) {
        if ((i & 3) === 0) word = words[next++];
        copies[distinctOf[base + (word & 255)]] += 1;
      }
    }
    const last = blockPicks[full];
    const picked = this.pickLast(rng, last);
    for (let i = 0; i < last; i++) copies[distinctOf[picked[i]]] += 1;
  }
  /** How many picks fall in each block, and random words for the picks within the full blocks; the full blocks. */
  drawBlocks(rng) {
    const { blockPicks } = this;
    this.blockDraw.draw(rng, blockPicks);
    const full = this.count >>> BLOCK_BITS;
    let needed = 0;
    for (let g2 = 0; g2 < full; g2++) needed += Math.ceil(blockPicks[g2] / 4);
    rng.fill(this.words, needed);
    return full;
  }
  /**
   * `picks` uniform picks in the last, partial block, each from the next 16-bit half of a random word by Lemire's
   * multiply-and-reject: half * size >>> 16 is uniform once the low parts below (2^16 - size) mod size are drawn
   * again.
   */
  pickLast(rng, picks) {
    if (this.lastPicked.length < picks) this.lastPicked = new Int32Array(2 * picks);
    const { lastPicked, lastBase, lastSize, lastThreshold } = this;
    for (let i = 0; i < picks; ) {
      const word = rng.nextUint32();
      const low = (word & 65535) * lastSize;
      if ((low & 65535) >= lastThreshold) lastPicked[i++] = lastBase + (low >>> 16);
      if (i === picks) break;
      const high = (word >>> 16) * lastSize;
      if ((high & 65535) >= lastThreshold) lastPicked[i++] = lastBase + (high >>> 16);
    }
    return lastPicked;
  }
};

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
function failureCounts(baseline, candidate, errors) {
  const errorLabel = errors === "swebench" ? `errors (SWE-bench's error_ids: ${SWEBENCH_ERRORS})` : "infrastructure errors";
  return [
    ["timeouts", "timeouts"],
    ["errors", errorLabel]
  ].map(([kind, label]) => ({ kind, label, base: failureCount(baseline, kind), cand: failureCount(candidate, kind) }));
}
function causeOf(kind, trials, errors) {
  if (kind === "errors" && errors === "swebench") {
    return "the harness rather than the model (a patch that did not apply is the model's)";
  }
  if (!trials) return "a slow or flaky sandbox rather than the model";
  return kind === "timeouts" ? "the step or time limit, which the agent reaches by looping or stalling, or a slow sandbox" : "a flaky sandbox or harness rather than the model";
}
function failureWarnings(baseline, candidate, { trials, fell, errors = "infrastructure" }) {
  const samples = trials ? "trials" : "samples";
  return failureCounts(baseline, candidate, errors).flatMap(({ kind, label, base, cand }) => {
    const cause = causeOf(kind, trials, errors);
    const rise = fell ? `part of a drop may be ${cause}; check the failed ${samples}` : `each counts as a failed ${samples.slice(0, -1)} but may be ${cause}; check the failed ${samples}`;
    if (cand === null || cand.count === 0) return [];
    if (base === null) {
      return [
        `${label}: the candidate has ${cand.count} in ${cand.samples} ${samples} and the baseline's file does not record them; ${rise}`
      ];
    }
    if (cand.count / cand.samples <= base.count / base.samples) return [];
    return [
      `${label} rose from ${base.count} in ${base.samples} ${samples} (baseline) to ${cand.count} in ${cand.samples} (candidate); ${rise}`
    ];
  });
}
function baselineFailureWarnings(baseline, candidate, { trials, errors = "infrastructure" }) {
  const samples = trials ? "trials" : "samples";
  return failureCounts(baseline, candidate, errors).flatMap(({ kind, label, base, cand }) => {
    if (base === null || cand === null || base.count / base.samples <= cand.count / cand.samples) return [];
    return [
      `${label} fell from ${base.count} in ${base.samples} ${samples} (baseline) to ${cand.count} in ${cand.samples} (candidate); the baseline's may be ${causeOf(kind, trials, errors)}, which lowers its score and flatters the candidate; check the baseline's failed ${samples}`
    ];
  });
}

// src/compare/check.ts
var CROSSING_TOLERANCE = 1e-3;
var FEW_UNITS = 20;
var FEWEST_GROUPS = 5;
function summary(run, name) {
  const [least, most] = sampleRange(run.problems);
  return {
    source: run.source,
    name,
    ...run.files !== void 0 ? { sources: run.files } : {},
    format: run.format,
    model: run.model ?? null,
    ...run.models !== void 0 ? { models: run.models } : {},
    value: null,
    problems: run.problems.length,
    ...least < most ? { samples: { min: least, max: most } } : {},
    judgement: run.judgement ?? null,
    mlflow: run.mlflow ?? null,
    ...run.mlflowRuns !== void 0 ? { mlflow_runs: run.mlflowRuns } : {}
  };
}
var AGENT_LIMITS = ["max_steps", "max_errors"];
function limitWarnings(rows, matchConfig, baselineName, hints) {
  return rows.filter((row) => !row.checked && row.status === "differs" && AGENT_LIMITS.includes(row.key)).map((row) => {
    const keys = [...matchConfig, row.key].join(",");
    const compared = hints?.set("match-config", keys) ?? `match-config ${keys}`;
    return `${row.key} differs (${baselineName} ${shown(row.baseline)}, candidate ${shown(row.candidate)}) and is not compared: the trials ran under other limits, and a lower one fails trials the other would finish; to refuse such runs, give ${compared}`;
  });
}
function sideWarnings(baseline, candidate, baselineName = "baseline") {
  return [
    ...baseline.warnings.map((w) => `${baselineName}: ${w}`),
    ...(candidate?.warnings ?? []).map((w) => `candidate: ${w}`)
  ];
}
function singleCheckLevel(confidence) {
  const { alpha } = levelAt(confidence);
  return { alpha, name: `1 - confidence = ${alpha}`, setting: `confidence ${confidence}` };
}
function checkKBudget(aligned, [baseline, candidate], { k, metric, submit }, anchor, hints, kLabel) {
  const label = metricLabel(metric, k, submit);
  const both = aligned.baseline.concat(aligned.candidate);
  const smaller = largestKFix(both, submit, hints, kLabel === "" ? "use" : "write");
  try {
    checkSampleBudget(aligned.baseline, k, baseline.source, label, ranTrials(baseline), anchor, smaller);
    checkSampleBudget(aligned.candidate, k, candidate.source, label, ranTrials(candidate), false, smaller);
  } catch (error) {
    throw kLabel !== "" && error instanceof InputError ? error.labelled(kLabel) : error;
  }
}
function prepareComparison(baseline, candidate, options, smallestLevel, baselineName, hints, kLabel = "") {
  const { k, metric, submit } = options;
  const judgement = compareJudgements(baseline, candidate, options.allowMixedJudgement, baselineName);
  const warnings = [...judgement.warnings, ...sideWarnings(baseline, candidate, baselineName)];
  if (options.matchConfig.length === 0) {
    const off = hints?.set("match-config", "none") ?? "match-config none";
    warnings.push(`the config check is off (${off}): nothing shows the two runs used the same decoding settings`);
  }
  const config = compareConfigs(
    baseline,
    candidate,
    { compared: options.matchConfig, required: options.requireConfig },
    baselineName
  );
  warnings.push(...limitWarnings(config.rows, options.matchConfig, baselineName, hints));
  const pairing = alignProblems(baseline, candidate, options.problems, baselineName);
  const { aligned } = pairing;
  warnings.push(...pairing.warnings);
  const reasons = [...judgement.reasons, ...config.reasons, ...pairing.reasons];
  const refusals = [...judgement.refusals, ...config.refusals, ...pairing.refusals];
  const names = runNames(baseline, candidate);
  const trials = bothRanTrials(baseline, candidate);
  const { problem } = unitWords(trials);
  const errors = errorsOf(baseline, candidate);
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
    // Under the gate's names, with the required settings: the keys of the rows it compared.
    config: { checked: config.rows.filter((row) => row.checked).map((row) => row.key), rows: config.rows },
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
  const anchor = baselineName === "anchor";
  const unitCount = aligned.groups === void 0 ? aligned.baseline.length : unitMap(aligned.groups).count;
  const faults = inputFaults([
    () => checkUnitsReachLevel(unitCount, report.bootstrap.unit === "cluster", smallestLevel, {
      source: candidate.source,
      comparedWith: baseline.source,
      hints,
      problem
    }),
    () => {
      checkKBudget(aligned, [baseline, candidate], options, anchor, hints, kLabel);
      checkPerSampleData(aligned.baseline, metric, baseline, hints, anchor);
      checkPerSampleData(aligned.candidate, metric, candidate, hints);
    }
  ]);
  const settingsToo = reasons.length > 0 && reasons.length === config.reasons.length ? `; then the settings refuse the comparison too: ${reasons.join("; ")}` : "";
  if (faults.length === 1 && reasons.length === 0) throw faults[0];
  if (faults.length > 0 && (reasons.length === 0 || settingsToo !== "")) {
    throw new InputError(`${faults.map((fault) => fault.message).join("; and ")}${settingsToo}`);
  }
  if (reasons.length > 0) return { report, evidence: null };
  if (options.problems === "intersect" && (aligned.onlyBaseline.length > 0 || aligned.onlyCandidate.length > 0)) {
    warnings.push(
      `compared the ${aligned.baseline.length} common ${problem}s; left out ${leftOutText(aligned, baselineName)}`
    );
  }
  const baselineValues = metricValues(aligned.baseline, metric, submit);
  const candidateValues = metricValues(aligned.candidate, metric, submit);
  const base = baselineValues.at(k);
  const cand = candidateValues.at(k);
  const [smallestN, largestN] = sampleRange(aligned.baseline.concat(aligned.candidate));
  const diff = pairedDifferences(base, cand, valueTolerance(metric, largestN));
  const sameResults = (p, i) => diff[i] === 0 && p.n === aligned.candidate[i].n && p.c === aligned.candidate[i].c;
  if (aligned.baseline.every(sameResults)) {
    const what = baseline.source === candidate.source ? `the ${baselineName} and the candidate are the same file (${baseline.source})` : `the ${baselineName} and the candidate have the same n and c on every ${problem}`;
    warnings.push(`${what}: the comparison cannot show a change; check that the candidate is the new model's results`);
  }
  const units = resamplingUnits(diff, aligned.groups);
  checkMarginReachable(options.margin, mean(base), metricLabel(metric, k, submit), baseline.source);
  const { observed, se, degreesOfFreedom: seDegreesOfFreedom } = pairedSpread(units);
  const method = report.bootstrap.method;
  const degreesOfFreedom = intervalDegreesOfFreedom(method, units, seDegreesOfFreedom);
  const draws = method === "t" ? null : pairedBootstrap(units, options.resamples, new Xoshiro128(options.seed, 0));
  const signTest = signFlipTest(units, options.resamples, new Xoshiro128(options.seed, 1));
  report.problems.samples = { min: smallestN, max: largestN };
  const atK = { k, baseline: mean(base), candidate: mean(cand) };
  report.baseline.value = atK.baseline;
  report.candidate.value = atK.candidate;
  if (metric === "n@k") {
    const oracle = (problems) => mean(perProblemValues(problems, k, "pass@k"));
    report.oracle = { metric: "pass@k", k, baseline: oracle(aligned.baseline), candidate: oracle(aligned.candidate) };
  }
  report.bootstrap.units = units.count;
  if (units.count < FEW_UNITS) warnings.push(fewUnitsWarning(units.count, report.bootstrap, problem));
  if (metric !== "pass-ratio@n") {
    const budgets = curveBudgets(smallestN, k, submit);
    report.curve = metricCurve(baselineValues, candidateValues, budgets, atK);
  }
  const crossing = curveCrossing(report.curve, CROSSING_TOLERANCE);
  if (crossing !== null) {
    warnings.push(
      `the ${metricLabel(metric, "k", submit)} curves cross: the candidate is ahead at k = ${crossing.ahead.join(", ")} and behind at k = ${crossing.behind.join(", ")}; the verdict is about k = ${k} only`
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
      leastChange: leastMetricChange(aligned.baseline.concat(aligned.candidate), metric, k, submit),
      draws,
      differences: diff,
      ids,
      ...aligned.groups === void 0 ? {} : { groups: aligned.groups },
      problems: { baseline: aligned.baseline, candidate: aligned.candidate },
      margin: options.margin,
      failures: failureWarnings(aligned.baseline, aligned.candidate, { trials, fell: observed < 0, errors }),
      baselineFailures: baselineFailureWarnings(aligned.baseline, aligned.candidate, { trials, errors })
    }
  };
}
function fewUnitsWarning(count, { method, unit }, problem) {
  const units = unit === "cluster" ? `groups of ${problem}s` : `${problem}s`;
  if (method !== "t") return `only ${count} ${units} to resample: a bootstrap interval from so few is unreliable`;
  return `only ${count} ${units}: the t interval counts each ${unit === "cluster" ? "group" : problem} as one observation, so it is wide and leans on their changes being roughly normal`;
}
function comparisonInterval(evidence, confidence) {
  const { observed, se, degreesOfFreedom, draws } = evidence;
  return draws === null ? tInterval(observed, se, degreesOfFreedom, confidence) : expandedPercentileInterval(draws, confidence, evidence.units.count, degreesOfFreedom);
}
function finishComparison(prepared, { level, adjusted, alpha }) {
  const { evidence } = prepared;
  if (evidence === null) return prepared.report;
  const report = { ...prepared.report, warnings: [...prepared.report.warnings] };
  const { observed, se, degreesOfFreedom, signTest, margin } = evidence;
  const { method: interval, seed } = report.bootstrap;
  const ci = comparisonInterval(evidence, level.confidence);
  const { baseline, candidate } = evidence.problems;
  const dropVariance = dropVarianceOf(report.metric, report.k, baseline, (i) => candidate[i].n, [
    ...baseline,
    ...candidate
  ]);
  const design = {
    samples: evidence.smallestN,
    ...dropVariance === void 0 ? {} : { dropVariance },
    margin,
    alpha: level.alpha,
    standardError: se,
    degreesOfFreedom,
    interval
  };
  const gate = { metric: report.metric, interval, k: report.k, margin, level, seed };
  const runs = { ...evidence.problems, groups: evidence.groups };
  const shape = unitsShape(evidence.units, evidence.leastChange);
  const power = withClusterPower(gatePowerOf(shape, design), gate, runs);
  const verdict = verdictFor(ci, adjusted, margin, alpha);
  report.verdict = verdict;
  report.failed = gateFails(verdict, report.fail_on);
  if (verdict === "regression" || verdict === "inconclusive") report.warnings.push(...evidence.failures);
  else report.warnings.push(...evidence.baselineFailures);
  const suite = { standardError: se, degreesOfFreedom, shape };
  const sized = (drop) => ({ drop, problems: problemsToCatch(suite, design, drop) });
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
      confirm: verdict === "inconclusive" && -observed > margin ? sized(plannedDrop(-observed, margin)) : null,
      detect: baselineScore > 0 && power.drop >= baselineScore ? sized(plannedDrop((margin + baselineScore) / 2, margin)) : null
    }
  };
  return report;
}
function checkMarginReachable(margin, baselineScore, metric, source) {
  if (margin < baselineScore - TIE_TOLERANCE || baselineScore === 0) return;
  throw new InputError(
    `${source}: the baseline's ${metric} is ${points(baselineScore)}%, so the candidate can fall by at most ${points(baselineScore)} points, not past a margin of ${points(margin)} points: the gate could never fail; set a margin below ${pastableScore(baselineScore)} (the largest drop you accept, as a fraction)`
  );
}
function pastableScore(score2) {
  const value = score2 + TIE_TOLERANCE;
  const rounded = Number(value.toPrecision(3));
  if (rounded <= value) return rounded;
  return Number((rounded - 10 ** (Math.floor(Math.log10(value)) - 2)).toPrecision(3));
}
function unitsReachLevel(count, clustered, level) {
  return !(clustered && count < FEWEST_GROUPS) && count >= fewestSignificantUnits(level.alpha);
}
function checkUnitsReachLevel(count, clustered, level, {
  source,
  comparedWith,
  always = "",
  hints,
  problem = "problem"
}) {
  if (unitsReachLevel(count, clustered, level)) return;
  const name = (units) => counted(units, clustered ? "group" : problem);
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
  const none = smallest * (level.checks ?? 1) >= 1 ? "no confidence" : "no confidence above 0.5";
  const lower = works === void 0 ? ` (${none} lets ${name(count)} show a change)` : `, or use ${hints?.set("confidence", works) ?? `a confidence of ${works}`}, the highest round confidence at which ${name(count)} can show a change`;
  throw new InputError(
    `${source}: only ${name(count)}${comparedWith === void 0 ? "" : ` compared with ${comparedWith}`}: even with every one worse, the sign-flip test's smallest p-value is 2/2^${count} = ${Number(smallest.toPrecision(3))}, not below ${level.name}, so the gate could never fail${always}; ${level.setting} needs at least ${name(needed)}: compare more ${clustered ? "groups" : `${problem}s`}${lower}`
  );
}

export {
  scoreHint,
  checkPerSampleData,
  leftOutText,
  ungroupedWarnings,
  alignProblems,
  sampleRange,
  largestKFix,
  checkSampleBudget,
  discreteMoments,
  countMetricTables,
  countMetricMoments,
  passRatioMoments,
  require_lib104 as require_lib,
  pairedStandardError,
  clusterDegreesOfFreedom,
  standardErrorDegreesOfFreedom,
  satterthwaiteDegreesOfFreedom,
  pairedSpread,
  intervalDegreesOfFreedom,
  intervalMethodFor,
  require_lib107 as require_lib2,
  GATE_POWER,
  unitsShape,
  gatePowerOf,
  scaledSuite,
  problemsToCatch,
  bisect,
  suiteRatePrior,
  sizedClusterPower,
  withClusterPower,
  countVarianceUnbiased,
  estimatedCountVariance,
  dropVarianceOf,
  FEWEST_GROUPS,
  sideWarnings,
  singleCheckLevel,
  prepareComparison,
  finishComparison,
  checkMarginReachable,
  pastableScore,
  unitsReachLevel,
  checkUnitsReachLevel
};
/*! Bundled license information:

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
