import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  addRun
} from "./chunk-2EVMOPFG.js";
import {
  lookDecisionLine,
  lookMarkdown
} from "./chunk-PB7DDB4A.js";
import {
  ACTION_SURFACE,
  renderMarkdown,
  renderRefusals
} from "./chunk-YOERTTUU.js";
import {
  PLAIN_TEXT,
  checkName,
  decisionOf,
  evidenceText,
  gateDecisionLine,
  intervalText,
  sharing
} from "./chunk-Z4SAL7BR.js";
import {
  NO_MARGIN_STEP,
  codeSpan,
  inconclusiveReason,
  levelText,
  logText,
  markdownText,
  terminalText
} from "./chunk-PETDOYQG.js";
import {
  Context
} from "./chunk-BNAYMDW2.js";
import {
  runSequentialLook
} from "./chunk-6VGHVWKT.js";
import "./chunk-7XIQG6MD.js";
import {
  readGateConfig
} from "./chunk-KE4UJVXD.js";
import {
  EXIT_BUG,
  GATE_KEYS,
  comparisonRequest,
  describeFailure,
  gitObjectName,
  runGate,
  sideOf,
  sidePaths
} from "./chunk-2QDV6MVB.js";
import {
  describeRead,
  loadResults
} from "./chunk-NUNIREQY.js";
import "./chunk-YDAYO5PO.js";
import "./chunk-WME4BJAA.js";
import "./chunk-OETJPMYG.js";
import {
  OPTION_NAMES,
  OptionParser,
  parseOptions
} from "./chunk-4VRRUHI7.js";
import {
  RequestFailed,
  credentialForms,
  mlflowSettingsFrom,
  noAnswer,
  retrier,
  retryPolicyFrom
} from "./chunk-T6CWLPCE.js";
import {
  AGAINST_THE_BASE,
  parseAnchor
} from "./chunk-6E3OM4AZ.js";
import {
  comparisonView,
  driftPrefix,
  reportJson
} from "./chunk-43OLHB65.js";
import "./chunk-IYQLLMCI.js";
import {
  DamagedRecordError,
  WRITTEN_ONCE,
  restoreCommand
} from "./chunk-4GB6IP6O.js";
import "./chunk-O77QD7CX.js";
import {
  InputError,
  counted,
  didYouMean,
  errorLine,
  globFiles,
  hasGlobCharacters,
  isMlflowUri,
  nonEmptyText,
  oneLine,
  quoted,
  readBytesAs,
  redactSecrets,
  shellWord,
  statSync,
  writeOutputFile
} from "./chunk-Y3XH2ARF.js";
import {
  __export,
  __require
} from "./chunk-T6J2QFXX.js";

// node_modules/@actions/core/lib/command.js
import * as os from "os";

// node_modules/@actions/core/lib/utils.js
function toCommandValue(input) {
  if (input === null || input === void 0) {
    return "";
  } else if (typeof input === "string" || input instanceof String) {
    return input;
  }
  return JSON.stringify(input);
}
function toCommandProperties(annotationProperties) {
  if (!Object.keys(annotationProperties).length) {
    return {};
  }
  return {
    title: annotationProperties.title,
    file: annotationProperties.file,
    line: annotationProperties.startLine,
    endLine: annotationProperties.endLine,
    col: annotationProperties.startColumn,
    endColumn: annotationProperties.endColumn
  };
}

// node_modules/@actions/core/lib/command.js
function issueCommand(command, properties, message) {
  const cmd = new Command(command, properties, message);
  process.stdout.write(cmd.toString() + os.EOL);
}
var CMD_STRING = "::";
var Command = class {
  constructor(command, properties, message) {
    if (!command) {
      command = "missing.command";
    }
    this.command = command;
    this.properties = properties;
    this.message = message;
  }
  toString() {
    let cmdStr = CMD_STRING + this.command;
    if (this.properties && Object.keys(this.properties).length > 0) {
      cmdStr += " ";
      let first = true;
      for (const key in this.properties) {
        if (this.properties.hasOwnProperty(key)) {
          const val = this.properties[key];
          if (val) {
            if (first) {
              first = false;
            } else {
              cmdStr += ",";
            }
            cmdStr += `${key}=${escapeProperty(val)}`;
          }
        }
      }
    }
    cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
    return cmdStr;
  }
};
function escapeData(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// node_modules/@actions/core/lib/file-command.js
import * as crypto from "crypto";
import * as fs from "fs";
import * as os2 from "os";
function issueFileCommand(command, message) {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) {
    throw new Error(`Unable to find environment variable for file command ${command}`);
  }
  if (!fs.existsSync(filePath)) {
    throw new Error(`Missing file at path: ${filePath}`);
  }
  fs.appendFileSync(filePath, `${toCommandValue(message)}${os2.EOL}`, {
    encoding: "utf8"
  });
}
function prepareKeyValueMessage(key, value) {
  const delimiter2 = `ghadelimiter_${crypto.randomUUID()}`;
  const convertedValue = toCommandValue(value);
  if (key.includes(delimiter2)) {
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter2}"`);
  }
  if (convertedValue.includes(delimiter2)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter2}"`);
  }
  return `${key}<<${delimiter2}${os2.EOL}${convertedValue}${os2.EOL}${delimiter2}`;
}

// node_modules/@actions/core/lib/core.js
import * as os5 from "os";

// node_modules/@actions/core/lib/summary.js
import { EOL as EOL3 } from "os";
import { constants, promises } from "fs";
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve3) {
      resolve3(value);
    });
  }
  return new (P || (P = Promise))(function(resolve3, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve3(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var { access, appendFile, writeFile } = promises;
var SUMMARY_ENV_VAR = "GITHUB_STEP_SUMMARY";
var Summary = class {
  constructor() {
    this._buffer = "";
  }
  /**
   * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
   * Also checks r/w permissions.
   *
   * @returns step summary file path
   */
  filePath() {
    return __awaiter(this, void 0, void 0, function* () {
      if (this._filePath) {
        return this._filePath;
      }
      const pathFromEnv = process.env[SUMMARY_ENV_VAR];
      if (!pathFromEnv) {
        throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
      }
      try {
        yield access(pathFromEnv, constants.R_OK | constants.W_OK);
      } catch (_a) {
        throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
      }
      this._filePath = pathFromEnv;
      return this._filePath;
    });
  }
  /**
   * Wraps content in an HTML tag, adding any HTML attributes
   *
   * @param {string} tag HTML tag to wrap
   * @param {string | null} content content within the tag
   * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
   *
   * @returns {string} content wrapped in HTML element
   */
  wrap(tag, content, attrs = {}) {
    const htmlAttrs = Object.entries(attrs).map(([key, value]) => ` ${key}="${value}"`).join("");
    if (!content) {
      return `<${tag}${htmlAttrs}>`;
    }
    return `<${tag}${htmlAttrs}>${content}</${tag}>`;
  }
  /**
   * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
   *
   * @param {SummaryWriteOptions} [options] (optional) options for write operation
   *
   * @returns {Promise<Summary>} summary instance
   */
  write(options) {
    return __awaiter(this, void 0, void 0, function* () {
      const overwrite2 = !!(options === null || options === void 0 ? void 0 : options.overwrite);
      const filePath = yield this.filePath();
      const writeFunc = overwrite2 ? writeFile : appendFile;
      yield writeFunc(filePath, this._buffer, { encoding: "utf8" });
      return this.emptyBuffer();
    });
  }
  /**
   * Clears the summary buffer and wipes the summary file
   *
   * @returns {Summary} summary instance
   */
  clear() {
    return __awaiter(this, void 0, void 0, function* () {
      return this.emptyBuffer().write({ overwrite: true });
    });
  }
  /**
   * Returns the current summary buffer as a string
   *
   * @returns {string} string of summary buffer
   */
  stringify() {
    return this._buffer;
  }
  /**
   * If the summary buffer is empty
   *
   * @returns {boolen} true if the buffer is empty
   */
  isEmptyBuffer() {
    return this._buffer.length === 0;
  }
  /**
   * Resets the summary buffer without writing to summary file
   *
   * @returns {Summary} summary instance
   */
  emptyBuffer() {
    this._buffer = "";
    return this;
  }
  /**
   * Adds raw text to the summary buffer
   *
   * @param {string} text content to add
   * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
   *
   * @returns {Summary} summary instance
   */
  addRaw(text, addEOL = false) {
    this._buffer += text;
    return addEOL ? this.addEOL() : this;
  }
  /**
   * Adds the operating system-specific end-of-line marker to the buffer
   *
   * @returns {Summary} summary instance
   */
  addEOL() {
    return this.addRaw(EOL3);
  }
  /**
   * Adds an HTML codeblock to the summary buffer
   *
   * @param {string} code content to render within fenced code block
   * @param {string} lang (optional) language to syntax highlight code
   *
   * @returns {Summary} summary instance
   */
  addCodeBlock(code, lang) {
    const attrs = Object.assign({}, lang && { lang });
    const element = this.wrap("pre", this.wrap("code", code), attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML list to the summary buffer
   *
   * @param {string[]} items list of items to render
   * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
   *
   * @returns {Summary} summary instance
   */
  addList(items, ordered = false) {
    const tag = ordered ? "ol" : "ul";
    const listItems = items.map((item) => this.wrap("li", item)).join("");
    const element = this.wrap(tag, listItems);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML table to the summary buffer
   *
   * @param {SummaryTableCell[]} rows table rows
   *
   * @returns {Summary} summary instance
   */
  addTable(rows) {
    const tableBody = rows.map((row) => {
      const cells = row.map((cell) => {
        if (typeof cell === "string") {
          return this.wrap("td", cell);
        }
        const { header, data, colspan, rowspan } = cell;
        const tag = header ? "th" : "td";
        const attrs = Object.assign(Object.assign({}, colspan && { colspan }), rowspan && { rowspan });
        return this.wrap(tag, data, attrs);
      }).join("");
      return this.wrap("tr", cells);
    }).join("");
    const element = this.wrap("table", tableBody);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds a collapsable HTML details element to the summary buffer
   *
   * @param {string} label text for the closed state
   * @param {string} content collapsable content
   *
   * @returns {Summary} summary instance
   */
  addDetails(label, content) {
    const element = this.wrap("details", this.wrap("summary", label) + content);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML image tag to the summary buffer
   *
   * @param {string} src path to the image you to embed
   * @param {string} alt text description of the image
   * @param {SummaryImageOptions} options (optional) addition image attributes
   *
   * @returns {Summary} summary instance
   */
  addImage(src, alt, options) {
    const { width, height } = options || {};
    const attrs = Object.assign(Object.assign({}, width && { width }), height && { height });
    const element = this.wrap("img", null, Object.assign({ src, alt }, attrs));
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML section heading element
   *
   * @param {string} text heading text
   * @param {number | string} [level=1] (optional) the heading level, default: 1
   *
   * @returns {Summary} summary instance
   */
  addHeading(text, level) {
    const tag = `h${level}`;
    const allowedTag = ["h1", "h2", "h3", "h4", "h5", "h6"].includes(tag) ? tag : "h1";
    const element = this.wrap(allowedTag, text);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML thematic break (<hr>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addSeparator() {
    const element = this.wrap("hr", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML line break (<br>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addBreak() {
    const element = this.wrap("br", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML blockquote to the summary buffer
   *
   * @param {string} text quote text
   * @param {string} cite (optional) citation url
   *
   * @returns {Summary} summary instance
   */
  addQuote(text, cite) {
    const attrs = Object.assign({}, cite && { cite });
    const element = this.wrap("blockquote", text, attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML anchor tag to the summary buffer
   *
   * @param {string} text link text/content
   * @param {string} href hyperlink
   *
   * @returns {Summary} summary instance
   */
  addLink(text, href) {
    const element = this.wrap("a", text, { href });
    return this.addRaw(element).addEOL();
  }
};
var _summary = new Summary();
var summary = _summary;

// node_modules/@actions/core/lib/platform.js
import os4 from "os";

// node_modules/@actions/exec/lib/exec.js
import { StringDecoder } from "string_decoder";

// node_modules/@actions/exec/lib/toolrunner.js
import * as os3 from "os";
import * as events from "events";
import * as child from "child_process";
import * as path3 from "path";

// node_modules/@actions/io/lib/io.js
import * as path2 from "path";

// node_modules/@actions/io/lib/io-util.js
import * as fs2 from "fs";
import * as path from "path";
var __awaiter2 = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve3) {
      resolve3(value);
    });
  }
  return new (P || (P = Promise))(function(resolve3, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve3(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var { chmod, copyFile, lstat, mkdir, open, readdir, rename, rm, rmdir, stat, symlink, unlink } = fs2.promises;
var IS_WINDOWS = process.platform === "win32";
var READONLY = fs2.constants.O_RDONLY;
function exists(fsPath) {
  return __awaiter2(this, void 0, void 0, function* () {
    try {
      yield stat(fsPath);
    } catch (err) {
      if (err.code === "ENOENT") {
        return false;
      }
      throw err;
    }
    return true;
  });
}
function isRooted(p) {
  p = normalizeSeparators(p);
  if (!p) {
    throw new Error('isRooted() parameter "p" cannot be empty');
  }
  if (IS_WINDOWS) {
    return p.startsWith("\\") || /^[A-Z]:/i.test(p);
  }
  return p.startsWith("/");
}
function tryGetExecutablePath(filePath, extensions) {
  return __awaiter2(this, void 0, void 0, function* () {
    let stats = void 0;
    try {
      stats = yield stat(filePath);
    } catch (err) {
      if (err.code !== "ENOENT") {
        console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
      }
    }
    if (stats && stats.isFile()) {
      if (IS_WINDOWS) {
        const upperExt = path.extname(filePath).toUpperCase();
        if (extensions.some((validExt) => validExt.toUpperCase() === upperExt)) {
          return filePath;
        }
      } else {
        if (isUnixExecutable(stats)) {
          return filePath;
        }
      }
    }
    const originalFilePath = filePath;
    for (const extension of extensions) {
      filePath = originalFilePath + extension;
      stats = void 0;
      try {
        stats = yield stat(filePath);
      } catch (err) {
        if (err.code !== "ENOENT") {
          console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
        }
      }
      if (stats && stats.isFile()) {
        if (IS_WINDOWS) {
          try {
            const directory = path.dirname(filePath);
            const upperName = path.basename(filePath).toUpperCase();
            for (const actualName of yield readdir(directory)) {
              if (upperName === actualName.toUpperCase()) {
                filePath = path.join(directory, actualName);
                break;
              }
            }
          } catch (err) {
            console.log(`Unexpected error attempting to determine the actual case of the file '${filePath}': ${err}`);
          }
          return filePath;
        } else {
          if (isUnixExecutable(stats)) {
            return filePath;
          }
        }
      }
    }
    return "";
  });
}
function normalizeSeparators(p) {
  p = p || "";
  if (IS_WINDOWS) {
    p = p.replace(/\//g, "\\");
    return p.replace(/\\\\+/g, "\\");
  }
  return p.replace(/\/\/+/g, "/");
}
function isUnixExecutable(stats) {
  return (stats.mode & 1) > 0 || (stats.mode & 8) > 0 && process.getgid !== void 0 && stats.gid === process.getgid() || (stats.mode & 64) > 0 && process.getuid !== void 0 && stats.uid === process.getuid();
}

// node_modules/@actions/io/lib/io.js
var __awaiter3 = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve3) {
      resolve3(value);
    });
  }
  return new (P || (P = Promise))(function(resolve3, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve3(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
function which(tool, check) {
  return __awaiter3(this, void 0, void 0, function* () {
    if (!tool) {
      throw new Error("parameter 'tool' is required");
    }
    if (check) {
      const result = yield which(tool, false);
      if (!result) {
        if (IS_WINDOWS) {
          throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also verify the file has a valid extension for an executable file.`);
        } else {
          throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also check the file mode to verify the file is executable.`);
        }
      }
      return result;
    }
    const matches = yield findInPath(tool);
    if (matches && matches.length > 0) {
      return matches[0];
    }
    return "";
  });
}
function findInPath(tool) {
  return __awaiter3(this, void 0, void 0, function* () {
    if (!tool) {
      throw new Error("parameter 'tool' is required");
    }
    const extensions = [];
    if (IS_WINDOWS && process.env["PATHEXT"]) {
      for (const extension of process.env["PATHEXT"].split(path2.delimiter)) {
        if (extension) {
          extensions.push(extension);
        }
      }
    }
    if (isRooted(tool)) {
      const filePath = yield tryGetExecutablePath(tool, extensions);
      if (filePath) {
        return [filePath];
      }
      return [];
    }
    if (tool.includes(path2.sep)) {
      return [];
    }
    const directories = [];
    if (process.env.PATH) {
      for (const p of process.env.PATH.split(path2.delimiter)) {
        if (p) {
          directories.push(p);
        }
      }
    }
    const matches = [];
    for (const directory of directories) {
      const filePath = yield tryGetExecutablePath(path2.join(directory, tool), extensions);
      if (filePath) {
        matches.push(filePath);
      }
    }
    return matches;
  });
}

// node_modules/@actions/exec/lib/toolrunner.js
import { setTimeout as setTimeout2 } from "timers";
var __awaiter4 = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve3) {
      resolve3(value);
    });
  }
  return new (P || (P = Promise))(function(resolve3, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve3(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var IS_WINDOWS2 = process.platform === "win32";
var ToolRunner = class extends events.EventEmitter {
  constructor(toolPath, args, options) {
    super();
    if (!toolPath) {
      throw new Error("Parameter 'toolPath' cannot be null or empty.");
    }
    this.toolPath = toolPath;
    this.args = args || [];
    this.options = options || {};
  }
  _debug(message) {
    if (this.options.listeners && this.options.listeners.debug) {
      this.options.listeners.debug(message);
    }
  }
  _getCommandString(options, noPrefix) {
    const toolPath = this._getSpawnFileName();
    const args = this._getSpawnArgs(options);
    let cmd = noPrefix ? "" : "[command]";
    if (IS_WINDOWS2) {
      if (this._isCmdFile()) {
        cmd += toolPath;
        for (const a of args) {
          cmd += ` ${a}`;
        }
      } else if (options.windowsVerbatimArguments) {
        cmd += `"${toolPath}"`;
        for (const a of args) {
          cmd += ` ${a}`;
        }
      } else {
        cmd += this._windowsQuoteCmdArg(toolPath);
        for (const a of args) {
          cmd += ` ${this._windowsQuoteCmdArg(a)}`;
        }
      }
    } else {
      cmd += toolPath;
      for (const a of args) {
        cmd += ` ${a}`;
      }
    }
    return cmd;
  }
  _processLineBuffer(data, strBuffer, onLine) {
    try {
      let s = strBuffer + data.toString();
      let n = s.indexOf(os3.EOL);
      while (n > -1) {
        const line = s.substring(0, n);
        onLine(line);
        s = s.substring(n + os3.EOL.length);
        n = s.indexOf(os3.EOL);
      }
      return s;
    } catch (err) {
      this._debug(`error processing line. Failed with error ${err}`);
      return "";
    }
  }
  _getSpawnFileName() {
    if (IS_WINDOWS2) {
      if (this._isCmdFile()) {
        return process.env["COMSPEC"] || "cmd.exe";
      }
    }
    return this.toolPath;
  }
  _getSpawnArgs(options) {
    if (IS_WINDOWS2) {
      if (this._isCmdFile()) {
        let argline = `/D /S /C "${this._windowsQuoteCmdArg(this.toolPath)}`;
        for (const a of this.args) {
          argline += " ";
          argline += options.windowsVerbatimArguments ? a : this._windowsQuoteCmdArg(a);
        }
        argline += '"';
        return [argline];
      }
    }
    return this.args;
  }
  _endsWith(str, end) {
    return str.endsWith(end);
  }
  _isCmdFile() {
    const upperToolPath = this.toolPath.toUpperCase();
    return this._endsWith(upperToolPath, ".CMD") || this._endsWith(upperToolPath, ".BAT");
  }
  _windowsQuoteCmdArg(arg) {
    if (!this._isCmdFile()) {
      return this._uvQuoteCmdArg(arg);
    }
    if (!arg) {
      return '""';
    }
    const cmdSpecialChars = [
      " ",
      "	",
      "&",
      "(",
      ")",
      "[",
      "]",
      "{",
      "}",
      "^",
      "=",
      ";",
      "!",
      "'",
      "+",
      ",",
      "`",
      "~",
      "|",
      "<",
      ">",
      '"'
    ];
    let needsQuotes = false;
    for (const char of arg) {
      if (cmdSpecialChars.some((x) => x === char)) {
        needsQuotes = true;
        break;
      }
    }
    if (!needsQuotes) {
      return arg;
    }
    let reverse = '"';
    let quoteHit = true;
    for (let i = arg.length; i > 0; i--) {
      reverse += arg[i - 1];
      if (quoteHit && arg[i - 1] === "\\") {
        reverse += "\\";
      } else if (arg[i - 1] === '"') {
        quoteHit = true;
        reverse += '"';
      } else {
        quoteHit = false;
      }
    }
    reverse += '"';
    return reverse.split("").reverse().join("");
  }
  _uvQuoteCmdArg(arg) {
    if (!arg) {
      return '""';
    }
    if (!arg.includes(" ") && !arg.includes("	") && !arg.includes('"')) {
      return arg;
    }
    if (!arg.includes('"') && !arg.includes("\\")) {
      return `"${arg}"`;
    }
    let reverse = '"';
    let quoteHit = true;
    for (let i = arg.length; i > 0; i--) {
      reverse += arg[i - 1];
      if (quoteHit && arg[i - 1] === "\\") {
        reverse += "\\";
      } else if (arg[i - 1] === '"') {
        quoteHit = true;
        reverse += "\\";
      } else {
        quoteHit = false;
      }
    }
    reverse += '"';
    return reverse.split("").reverse().join("");
  }
  _cloneExecOptions(options) {
    options = options || {};
    const result = {
      cwd: options.cwd || process.cwd(),
      env: options.env || process.env,
      silent: options.silent || false,
      windowsVerbatimArguments: options.windowsVerbatimArguments || false,
      failOnStdErr: options.failOnStdErr || false,
      ignoreReturnCode: options.ignoreReturnCode || false,
      delay: options.delay || 1e4
    };
    result.outStream = options.outStream || process.stdout;
    result.errStream = options.errStream || process.stderr;
    return result;
  }
  _getSpawnOptions(options, toolPath) {
    options = options || {};
    const result = {};
    result.cwd = options.cwd;
    result.env = options.env;
    result["windowsVerbatimArguments"] = options.windowsVerbatimArguments || this._isCmdFile();
    if (options.windowsVerbatimArguments) {
      result.argv0 = `"${toolPath}"`;
    }
    return result;
  }
  /**
   * Exec a tool.
   * Output will be streamed to the live console.
   * Returns promise with return code
   *
   * @param     tool     path to tool to exec
   * @param     options  optional exec options.  See ExecOptions
   * @returns   number
   */
  exec() {
    return __awaiter4(this, void 0, void 0, function* () {
      if (!isRooted(this.toolPath) && (this.toolPath.includes("/") || IS_WINDOWS2 && this.toolPath.includes("\\"))) {
        this.toolPath = path3.resolve(process.cwd(), this.options.cwd || process.cwd(), this.toolPath);
      }
      this.toolPath = yield which(this.toolPath, true);
      return new Promise((resolve3, reject) => __awaiter4(this, void 0, void 0, function* () {
        this._debug(`exec tool: ${this.toolPath}`);
        this._debug("arguments:");
        for (const arg of this.args) {
          this._debug(`   ${arg}`);
        }
        const optionsNonNull = this._cloneExecOptions(this.options);
        if (!optionsNonNull.silent && optionsNonNull.outStream) {
          optionsNonNull.outStream.write(this._getCommandString(optionsNonNull) + os3.EOL);
        }
        const state = new ExecState(optionsNonNull, this.toolPath);
        state.on("debug", (message) => {
          this._debug(message);
        });
        if (this.options.cwd && !(yield exists(this.options.cwd))) {
          return reject(new Error(`The cwd: ${this.options.cwd} does not exist!`));
        }
        const fileName = this._getSpawnFileName();
        const cp = child.spawn(fileName, this._getSpawnArgs(optionsNonNull), this._getSpawnOptions(this.options, fileName));
        let stdbuffer = "";
        if (cp.stdout) {
          cp.stdout.on("data", (data) => {
            if (this.options.listeners && this.options.listeners.stdout) {
              this.options.listeners.stdout(data);
            }
            if (!optionsNonNull.silent && optionsNonNull.outStream) {
              optionsNonNull.outStream.write(data);
            }
            stdbuffer = this._processLineBuffer(data, stdbuffer, (line) => {
              if (this.options.listeners && this.options.listeners.stdline) {
                this.options.listeners.stdline(line);
              }
            });
          });
        }
        let errbuffer = "";
        if (cp.stderr) {
          cp.stderr.on("data", (data) => {
            state.processStderr = true;
            if (this.options.listeners && this.options.listeners.stderr) {
              this.options.listeners.stderr(data);
            }
            if (!optionsNonNull.silent && optionsNonNull.errStream && optionsNonNull.outStream) {
              const s = optionsNonNull.failOnStdErr ? optionsNonNull.errStream : optionsNonNull.outStream;
              s.write(data);
            }
            errbuffer = this._processLineBuffer(data, errbuffer, (line) => {
              if (this.options.listeners && this.options.listeners.errline) {
                this.options.listeners.errline(line);
              }
            });
          });
        }
        cp.on("error", (err) => {
          state.processError = err.message;
          state.processExited = true;
          state.processClosed = true;
          state.CheckComplete();
        });
        cp.on("exit", (code) => {
          state.processExitCode = code;
          state.processExited = true;
          this._debug(`Exit code ${code} received from tool '${this.toolPath}'`);
          state.CheckComplete();
        });
        cp.on("close", (code) => {
          state.processExitCode = code;
          state.processExited = true;
          state.processClosed = true;
          this._debug(`STDIO streams have closed for tool '${this.toolPath}'`);
          state.CheckComplete();
        });
        state.on("done", (error2, exitCode) => {
          if (stdbuffer.length > 0) {
            this.emit("stdline", stdbuffer);
          }
          if (errbuffer.length > 0) {
            this.emit("errline", errbuffer);
          }
          cp.removeAllListeners();
          if (error2) {
            reject(error2);
          } else {
            resolve3(exitCode);
          }
        });
        if (this.options.input) {
          if (!cp.stdin) {
            throw new Error("child process missing stdin");
          }
          cp.stdin.end(this.options.input);
        }
      }));
    });
  }
};
function argStringToArray(argString) {
  const args = [];
  let inQuotes = false;
  let escaped = false;
  let arg = "";
  function append(c) {
    if (escaped && c !== '"') {
      arg += "\\";
    }
    arg += c;
    escaped = false;
  }
  for (let i = 0; i < argString.length; i++) {
    const c = argString.charAt(i);
    if (c === '"') {
      if (!escaped) {
        inQuotes = !inQuotes;
      } else {
        append(c);
      }
      continue;
    }
    if (c === "\\" && escaped) {
      append(c);
      continue;
    }
    if (c === "\\" && inQuotes) {
      escaped = true;
      continue;
    }
    if (c === " " && !inQuotes) {
      if (arg.length > 0) {
        args.push(arg);
        arg = "";
      }
      continue;
    }
    append(c);
  }
  if (arg.length > 0) {
    args.push(arg.trim());
  }
  return args;
}
var ExecState = class _ExecState extends events.EventEmitter {
  constructor(options, toolPath) {
    super();
    this.processClosed = false;
    this.processError = "";
    this.processExitCode = 0;
    this.processExited = false;
    this.processStderr = false;
    this.delay = 1e4;
    this.done = false;
    this.timeout = null;
    if (!toolPath) {
      throw new Error("toolPath must not be empty");
    }
    this.options = options;
    this.toolPath = toolPath;
    if (options.delay) {
      this.delay = options.delay;
    }
  }
  CheckComplete() {
    if (this.done) {
      return;
    }
    if (this.processClosed) {
      this._setResult();
    } else if (this.processExited) {
      this.timeout = setTimeout2(_ExecState.HandleTimeout, this.delay, this);
    }
  }
  _debug(message) {
    this.emit("debug", message);
  }
  _setResult() {
    let error2;
    if (this.processExited) {
      if (this.processError) {
        error2 = new Error(`There was an error when attempting to execute the process '${this.toolPath}'. This may indicate the process failed to start. Error: ${this.processError}`);
      } else if (this.processExitCode !== 0 && !this.options.ignoreReturnCode) {
        error2 = new Error(`The process '${this.toolPath}' failed with exit code ${this.processExitCode}`);
      } else if (this.processStderr && this.options.failOnStdErr) {
        error2 = new Error(`The process '${this.toolPath}' failed because one or more lines were written to the STDERR stream`);
      }
    }
    if (this.timeout) {
      clearTimeout(this.timeout);
      this.timeout = null;
    }
    this.done = true;
    this.emit("done", error2, this.processExitCode);
  }
  static HandleTimeout(state) {
    if (state.done) {
      return;
    }
    if (!state.processClosed && state.processExited) {
      const message = `The STDIO streams did not close within ${state.delay / 1e3} seconds of the exit event from process '${state.toolPath}'. This may indicate a child process inherited the STDIO streams and has not yet exited.`;
      state._debug(message);
    }
    state._setResult();
  }
};

// node_modules/@actions/exec/lib/exec.js
var __awaiter5 = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve3) {
      resolve3(value);
    });
  }
  return new (P || (P = Promise))(function(resolve3, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve3(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
function exec(commandLine, args, options) {
  return __awaiter5(this, void 0, void 0, function* () {
    const commandArgs = argStringToArray(commandLine);
    if (commandArgs.length === 0) {
      throw new Error(`Parameter 'commandLine' cannot be null or empty.`);
    }
    const toolPath = commandArgs[0];
    args = commandArgs.slice(1).concat(args || []);
    const runner = new ToolRunner(toolPath, args, options);
    return runner.exec();
  });
}
function getExecOutput(commandLine, args, options) {
  return __awaiter5(this, void 0, void 0, function* () {
    var _a, _b;
    let stdout = "";
    let stderr = "";
    const stdoutDecoder = new StringDecoder("utf8");
    const stderrDecoder = new StringDecoder("utf8");
    const originalStdoutListener = (_a = options === null || options === void 0 ? void 0 : options.listeners) === null || _a === void 0 ? void 0 : _a.stdout;
    const originalStdErrListener = (_b = options === null || options === void 0 ? void 0 : options.listeners) === null || _b === void 0 ? void 0 : _b.stderr;
    const stdErrListener = (data) => {
      stderr += stderrDecoder.write(data);
      if (originalStdErrListener) {
        originalStdErrListener(data);
      }
    };
    const stdOutListener = (data) => {
      stdout += stdoutDecoder.write(data);
      if (originalStdoutListener) {
        originalStdoutListener(data);
      }
    };
    const listeners = Object.assign(Object.assign({}, options === null || options === void 0 ? void 0 : options.listeners), { stdout: stdOutListener, stderr: stdErrListener });
    const exitCode = yield exec(commandLine, args, Object.assign(Object.assign({}, options), { listeners }));
    stdout += stdoutDecoder.end();
    stderr += stderrDecoder.end();
    return {
      exitCode,
      stdout,
      stderr
    };
  });
}

// node_modules/@actions/core/lib/platform.js
var platform = os4.platform();
var arch = os4.arch();

// node_modules/@actions/core/lib/core.js
var ExitCode;
(function(ExitCode2) {
  ExitCode2[ExitCode2["Success"] = 0] = "Success";
  ExitCode2[ExitCode2["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
function setSecret(secret) {
  issueCommand("add-mask", {}, secret);
}
function getInput(name, options) {
  const val = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
  if (options && options.required && !val) {
    throw new Error(`Input required and not supplied: ${name}`);
  }
  if (options && options.trimWhitespace === false) {
    return val;
  }
  return val.trim();
}
function setOutput(name, value) {
  const filePath = process.env["GITHUB_OUTPUT"] || "";
  if (filePath) {
    return issueFileCommand("OUTPUT", prepareKeyValueMessage(name, value));
  }
  process.stdout.write(os5.EOL);
  issueCommand("set-output", { name }, toCommandValue(value));
}
function debug(message) {
  issueCommand("debug", {}, message);
}
function error(message, properties = {}) {
  issueCommand("error", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function warning(message, properties = {}) {
  issueCommand("warning", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function notice(message, properties = {}) {
  issueCommand("notice", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function info(message) {
  process.stdout.write(message + os5.EOL);
}

// github-context:@actions/github
var github_exports = {};
__export(github_exports, {
  context: () => context
});
var context = new Context();

// src/action.ts
import { tmpdir } from "node:os";
import { join as join4 } from "node:path";

// src/publish/annotations.ts
import { isAbsolute, relative as relative2, resolve as resolve2, sep as sep2 } from "node:path";
function errorPlace(message, cwd, workspace, isFile2) {
  const match = /^(.+?)(?::(\d+))?: (?:line (\d+): |not valid (?:JSON|YAML) at line (\d+))?/.exec(message);
  if (match === null) return void 0;
  const absolute = resolve2(cwd, match[1]);
  const file = relative2(workspace, absolute);
  if (file === "" || file === ".." || file.startsWith(`..${sep2}`) || isAbsolute(file) || !isFile2(absolute)) {
    return void 0;
  }
  const line = Number(match[2] ?? match[3] ?? match[4]);
  return { file: file.split(sep2).join("/"), ...line >= 1 ? { startLine: line } : {} };
}
function annotationTitle(name) {
  return name === void 0 ? "passk-gate" : `passk-gate (${oneLine(name, 60)})`;
}
var MAX_ANNOTATION = 300;
function cutAtWord(text, max) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}\u2026`;
}
function clauseEnds(text) {
  const ends = [];
  let open2 = 0;
  for (let i = 0; i < text.length - 1; i++) {
    const char = text[i];
    if (char === "(") open2++;
    else if (char === ")") open2 = Math.max(0, open2 - 1);
    else if (text[i + 1] === (char === " " ? "(" : " ") && " ;,:".includes(char)) ends.push({ at: i, open: open2 });
  }
  return ends;
}
function cutAtClause(text, max) {
  if (text.length <= max) return text;
  const end = clauseEnds(text).filter(({ at, open: open2 }) => at + 1 + open2 <= max).at(-1);
  if (end === void 0 || end.at <= max / 2) return cutAtWord(text, max);
  return `${text.slice(0, end.at)}\u2026${")".repeat(end.open)}`;
}
var MIN_ADVICE = 40;
function annotationText(text) {
  const flat = oneLine(text, Infinity);
  if (flat.length <= MAX_ANNOTATION) return flat;
  const last = clauseEnds(flat).filter(({ at, open: open2 }) => open2 === 0 && flat[at] === ";").at(-1);
  if (last === void 0) return cutAtClause(flat, MAX_ANNOTATION);
  const facts = flat.slice(0, last.at);
  const advice = flat.slice(last.at + 2);
  const room = MAX_ANNOTATION - facts.length - 2;
  const step = NO_MARGIN_STEP;
  if (!advice.endsWith(`: ${step}`)) {
    return room >= MIN_ADVICE ? `${facts}; ${cutAtClause(advice, room)}` : cutAtClause(flat, MAX_ANNOTATION);
  }
  const why = advice.slice(0, -step.length - 2);
  if (room >= step.length + 2 + MIN_ADVICE) return `${facts}; ${cutAtWord(why, room - step.length - 2)}: ${step}`;
  if (room >= step.length) return `${facts}; ${step}`;
  return `${cutAtClause(facts, MAX_ANNOTATION - step.length - 2)}; ${step}`;
}
function decisionText(report, line, fixIn) {
  if (report.decision === "refused") {
    const refused = report.checks.filter((check) => check.verdict === "refused").length;
    const what = report.checks.length === 1 ? "it" : refused === 1 ? "the refused check" : "the refused checks";
    return fixIn === void 0 ? line : `${line}; ${fixIn} says how to fix ${what}`;
  }
  if (report.checks.length > 1) return line;
  const one = report.checks[0];
  const { confidence, ci, margin } = one.delta;
  const interval = ` (${levelText(confidence)} interval ${intervalText(ci, margin)})`;
  const reason = inconclusiveReason(one);
  return `${line.endsWith(interval) ? line.slice(0, -interval.length) : line} (${evidenceText(one)})` + (reason === null ? "" : `; ${reason}`);
}
var ANNOTATIONS_SHOWN = 10;
function fitAnnotations(annotations, room, name, kind) {
  if (annotations.length <= room) return { annotated: [...annotations], logged: [] };
  const shown = Math.max(0, room - 1);
  const rest = annotations.slice(shown);
  const more = {
    title: `${annotationTitle(name)}: more ${kind}s`,
    message: `${rest.length} more ${kind}s, which GitHub would not show here (it shows ${ANNOTATIONS_SHOWN} a step): the workflow log lists them after this one`
  };
  return {
    annotated: [...annotations.slice(0, shown), more],
    logged: rest.map((annotation) => `${annotation.title}: ${annotation.message}`)
  };
}
function annotationsFor(report, name, fixIn) {
  const label = annotationTitle(name);
  const line = gateDecisionLine(report, PLAIN_TEXT);
  const many = report.checks.length > 1;
  const warnings = [];
  if (decisionOf(report) === "informational" && report.checks.some((check) => check.verdict === "regression")) {
    warnings.push({ title: `${label}: regression`, message: annotationText(decisionText(report, line, fixIn)) });
  }
  for (const check of report.checks) {
    const named = (text) => annotationText(many ? `${checkName(report, check, String)}: ${text}` : text);
    const reason = inconclusiveReason(check, sharing(report));
    if (reason !== null && !check.failed) {
      warnings.push({ title: `${label}: inconclusive`, message: many ? named(reason) : named(`${line}; ${reason}`) });
    }
    for (const warning2 of check.warnings) warnings.push({ title: `${label}: warning`, message: named(warning2) });
  }
  if (!report.failed) return { warnings };
  return { failure: { title: label, message: annotationText(decisionText(report, line, fixIn)) }, warnings };
}

// src/publish/baseline-ref.ts
function unreadHint(ref, reason) {
  if (ref.endsWith("/")) {
    return `(${ref} names no branch: \${{ github.base_ref }} is empty outside pull_request events; on another event, such as merge_group or push, give the branch, e.g. origin/main)`;
  }
  if (/exists on disk, but not in/.test(reason)) {
    return "(the file is in the checkout but not in that commit: a pull request that adds the baseline has none at its base to compare with; commit the file to the base branch first, or give the ref at which it was committed)";
  }
  if (/does not exist in/.test(reason)) {
    return "(the file is not in that commit: check the path, or give the ref at which the baseline was committed)";
  }
  return "(is the ref fetched? actions/checkout fetches one commit unless fetch-depth: 0)";
}
async function refNames(cwd) {
  const refs = ["--format=%(refname:short)", "refs/heads", "refs/remotes", "refs/tags"];
  const listed = await getExecOutput("git", ["for-each-ref", ...refs], { cwd, silent: true, ignoreReturnCode: true }).catch(() => ({ exitCode: 1, stdout: "" }));
  return listed.exitCode === 0 ? listed.stdout.split("\n").filter((name) => name !== "") : [];
}
async function showAtRef(ref, path4, cwd) {
  const stdout = [];
  const stderr = [];
  let status;
  try {
    status = await exec("git", ["show", gitObjectName(ref, path4, cwd)], {
      cwd,
      silent: true,
      ignoreReturnCode: true,
      listeners: { stdout: (data) => stdout.push(data), stderr: (data) => stderr.push(data) }
    });
  } catch (error2) {
    throw new InputError(`baseline-ref: cannot run git: ${error2.message.split("\n")[0]}`);
  }
  if (status !== 0) {
    const reason = Buffer.concat(stderr).toString("utf8").trim().split("\n")[0] || `git exited with status ${status}`;
    const said = reason.replace(/^fatal: /, "").replace(/\.$/, "");
    const named = /invalid object name/.test(reason) && /^[\w./-]*[\w-]$/.test(ref);
    const near = named ? didYouMean(ref, await refNames(cwd)) : "";
    throw new InputError(`baseline-ref: cannot read ${path4} at ${ref}: ${said}${near} ${unreadHint(ref, reason)}`);
  }
  return Buffer.concat(stdout);
}
async function loadResultsAtRef(ref, path4, options, { tempRoot: tempRoot2, cwd }) {
  const content = await showAtRef(ref, path4, cwd);
  const temp = { root: tempRoot2, prefix: "passk-gate-baseline-" };
  return readBytesAs(content, path4, `${ref}:${path4}`, temp, (file) => loadResults(file, options));
}

// src/publish/body.ts
var COMMENT_MAX_CHARS = 65536;
var COMMENT_LIMITS = [COMMENT_MAX_CHARS, COMMENT_MAX_CHARS / 2, COMMENT_MAX_CHARS / 4];
var SUMMARY_MAX_CHARS = Math.floor(1024 * 1024 / 3);
function commitLink(sha, repoUrl) {
  if (sha === void 0 || !/^[0-9a-f]{7,64}$/i.test(sha)) return void 0;
  const short = `\`${sha.slice(0, 7)}\``;
  return repoUrl === void 0 ? short : `[${short}](${repoUrl}/commit/${sha})`;
}
function footer(run3, withRunLink) {
  const parts = [];
  const base = commitLink(run3.baseCommit, run3.repoUrl);
  const head = commitLink(run3.commit, run3.repoUrl);
  if (head !== void 0) parts.push(base === void 0 ? `head ${head}` : `base ${base} \u2192 head ${head}`);
  if (withRunLink && run3.url !== void 0) parts.push(`[workflow run](${run3.url})`);
  if (run3.docsUrl !== void 0) parts.push(`[how the gate decides](${run3.docsUrl})`);
  return parts.length === 0 ? "" : `
<sub>passk-gate \xB7 ${parts.join(" \xB7 ")}</sub>
`;
}
function commentText(report, name, marker, run3, limit = COMMENT_MAX_CHARS, summarized = true) {
  const tail = footer(run3, true);
  const has = summarized ? "the job summary of the workflow run has them" : "the JSON report (the file the step's `report` output names) has them all";
  const text = renderMarkdown(report, {
    name,
    docsUrl: run3.docsUrl,
    maxLength: limit - marker.length - 1 - tail.length,
    trimmedNote: `Some details were left out to fit GitHub's size limit for comments; ${has}.`
  });
  return `${text}${tail}`;
}
var FAILURE_MAX_CHARS = 2e3;
function failureText(message, name, run3, withRunLink, what = "the gate could not run") {
  const cut = terminalText(message, FAILURE_MAX_CHARS) !== terminalText(message, Number.POSITIVE_INFINITY);
  const gate2 = name === void 0 ? "" : `${codeSpan(name)} \xB7 `;
  const log = cut ? " It is cut here: the workflow log has it whole." : "";
  return `### \u274C Blocks merge: ${what}

${gate2}The check fails until the error below is fixed.${log}

> ${markdownText(message, FAILURE_MAX_CHARS)}
${footer(run3, withRunLink)}`;
}
function lookText(report, name, run3, withRunLink, words) {
  return `${lookMarkdown(report, name, words)}${footer(run3, withRunLink)}`;
}
function summaryText(report, name, run3 = {}) {
  const tail = footer(run3, false);
  const text = renderMarkdown(report, {
    name,
    docsUrl: run3.docsUrl,
    maxLength: SUMMARY_MAX_CHARS - tail.length,
    trimmedNote: "Some details were left out to fit the size limit of job summaries; the JSON report (the step's `report` output) has them all."
  });
  return `${text}${tail}`;
}

// src/publish/comment.ts
var BodyTooLongError = class extends Error {
  constructor(message, triedChars, cut = false) {
    super(message);
    this.triedChars = triedChars;
    this.cut = cut;
  }
  triedChars;
  cut;
  name = "BodyTooLongError";
  status = 422;
};
function commentMarker(name, stamp) {
  const fields = stamp === void 0 ? "" : ` head=${stamp.head} updated=${stamp.time}`;
  return `<!-- passk-gate comment: ${encodeURIComponent(name ?? "")}${fields} -->`;
}
function parseMarker(line) {
  const match = /^(<!-- passk-gate comment: \S*)((?: [a-z]+=\S*)*) -->$/.exec(line);
  if (match === null) return void 0;
  const fields = [...match[2].matchAll(/ ([a-z]+)=(\S*)/g)].map((field) => [field[1], field[2]]);
  return { gate: match[1], fields: new Map(fields) };
}
function firstLine(comment) {
  const body = comment.body ?? "";
  const end = body.indexOf("\n");
  return end < 0 ? "" : body.slice(0, end).replace(/\r$/, "");
}
function sameLogin(a, b) {
  return a.toLowerCase() === b.toLowerCase();
}
function isOwnComment(comment, author, marker) {
  const login = comment.user?.login;
  if (typeof login !== "string" || !sameLogin(login, author)) return false;
  const gate2 = parseMarker(firstLine(comment))?.gate;
  return gate2 !== void 0 && gate2 === parseMarker(marker)?.gate;
}
function overwrite(comment, marker) {
  const theirs = parseMarker(firstLine(comment))?.fields;
  const ours = parseMarker(marker)?.fields;
  const head = theirs?.get("head");
  const mine = ours?.get("head");
  const later = Date.parse(theirs?.get("updated") ?? "") > Date.parse(ours?.get("updated") ?? "");
  if (head === void 0 || mine === void 0 || !later) return { marker };
  return head.toLowerCase() === mine.toLowerCase() ? { marker: firstLine(comment) } : { newer: head };
}
var CommentAuthorMismatchError = class extends Error {
  name = "CommentAuthorMismatchError";
};
function statusOf(error2) {
  const status = error2?.status;
  return typeof status === "number" ? status : void 0;
}
async function ownComments(api, author, marker) {
  return (await api.list()).filter((c) => isOwnComment(c, author, marker)).sort((a, b) => a.id - b.id);
}
async function upsertComment(api, key, text, options) {
  const { author, marker, confirmed } = key;
  const body = `${marker}
${text}`;
  const [oldest, ...duplicates] = confirmed ? await ownComments(api, author, marker) : [];
  if (oldest !== void 0) {
    const over2 = overwrite(oldest, marker);
    if ("newer" in over2) return { action: "stale", comment: oldest, newer: over2.newer, removed: 0 };
    let comment;
    try {
      comment = await api.update(oldest.id, `${over2.marker}
${text}`);
    } catch (error2) {
      if (statusOf(error2) !== 404) throw error2;
    }
    if (comment !== void 0) return { action: "updated", comment, ...await cleanUp(api, duplicates) };
  }
  if (!options.create) return { action: confirmed ? "skipped" : "unconfirmed", removed: 0 };
  let created;
  try {
    created = await api.create(body);
  } catch (error2) {
    if (!confirmed || !mayHaveLanded(error2)) throw error2;
    return { ...await landedDespite(api, key, text, error2), createError: error2 };
  }
  const wrote = created.user?.login;
  if (!confirmed && wrote === void 0) return { action: "created", comment: created, removed: 0 };
  const moved = wrote !== void 0 && !sameLogin(wrote, author) ? { writer: wrote } : {};
  let after;
  try {
    after = await ownComments(api, wrote ?? author, marker);
  } catch (listError) {
    return { action: "created", comment: created, removed: 0, listError, ...moved };
  }
  const keep = after[0] ?? created;
  const others = after.filter((c) => c.id !== keep.id);
  if (keep.id === created.id) {
    return { action: "created", comment: created, ...await cleanUp(api, others), ...moved };
  }
  const over = overwrite(keep, marker);
  if ("newer" in over) {
    return { action: "stale", comment: keep, newer: over.newer, ...await cleanUp(api, others), ...moved };
  }
  let updated;
  try {
    updated = await api.update(keep.id, `${over.marker}
${text}`);
  } catch (cleanupError) {
    return { action: "created", comment: created, removed: 0, cleanupError, ...moved };
  }
  return { action: "updated", comment: updated, ...await cleanUp(api, others), ...moved };
}
async function cleanUp(api, duplicates) {
  let removed = 0;
  for (const duplicate of duplicates) {
    try {
      await api.remove(duplicate.id);
      removed++;
    } catch (cleanupError) {
      if (statusOf(cleanupError) !== 404) return { removed, cleanupError };
    }
  }
  return { removed };
}
function mayHaveLanded(error2) {
  const status = statusOf(error2);
  return !(error2 instanceof BodyTooLongError) && (status === void 0 || status >= 500);
}
async function landedDespite(api, key, text, createError) {
  let landed;
  try {
    landed = await ownComments(api, key.author, key.marker);
  } catch {
    throw createError;
  }
  const [keep, ...others] = landed;
  if (keep === void 0) throw createError;
  const over = overwrite(keep, key.marker);
  if ("newer" in over) return { action: "stale", comment: keep, newer: over.newer, ...await cleanUp(api, others) };
  const body = `${over.marker}
${text}`;
  const comment = keep.body === body ? keep : await api.update(keep.id, body);
  return { action: "created", comment, ...await cleanUp(api, others) };
}
async function upsertFitted(api, key, render, options, limits) {
  let whole;
  for (const [i, limit] of limits.entries()) {
    const text = render(limit);
    whole ??= text;
    try {
      return { ...await upsertComment(api, key, text, options), limit, cut: text !== whole };
    } catch (error2) {
      if (!(error2 instanceof BodyTooLongError)) throw error2;
      if (i === limits.length - 1) {
        throw new BodyTooLongError(error2.message, key.marker.length + 1 + text.length, text !== whole);
      }
    }
  }
  throw new Error("upsertFitted: no limits given");
}

// src/publish/event.ts
var PULL_REQUEST_EVENTS = [
  "pull_request",
  "pull_request_target",
  "pull_request_review",
  "pull_request_review_comment"
];
function pullRequestNumber(context2, prNumber) {
  const number = PULL_REQUEST_EVENTS.includes(context2.eventName) ? context2.payload.pull_request?.number : void 0;
  return typeof number === "number" && Number.isSafeInteger(number) && number > 0 ? number : prNumber;
}
function reportStamp({ eventName, payload }) {
  const run3 = payload.workflow_run;
  const ofPullRequest = PULL_REQUEST_EVENTS.includes(String(run3?.event)) && run3?.event !== "pull_request_target";
  const [head, time] = PULL_REQUEST_EVENTS.includes(eventName) ? [payload.pull_request?.head?.sha, payload.pull_request?.updated_at] : eventName === "workflow_run" && ofPullRequest ? [run3?.head_sha, run3?.created_at] : [];
  if (typeof head !== "string" || !/^[0-9a-f]{40,64}$/i.test(head)) return void 0;
  if (typeof time !== "string" || !/^[\w:.+-]+$/.test(time) || Number.isNaN(Date.parse(time))) return void 0;
  return { head: head.toLowerCase(), time };
}
function noPullRequestWarning({ eventName, payload }) {
  if (eventName === "workflow_run") {
    const of = payload.workflow_run?.event;
    if (typeof of === "string" && !PULL_REQUEST_EVENTS.includes(of)) return void 0;
    return "input pr-number is empty, so no comment was written: the action does not take the pull request from a workflow_run event (GitHub lists none for a fork's pull request): pass pr-number";
  }
  const issue2 = payload.issue;
  if (eventName === "issue_comment" && issue2?.pull_request != null && typeof issue2.number === "number") {
    return `input pr-number is empty, so no comment was written on pull request #${issue2.number}: the action does not take it from an issue_comment event, which GitHub runs on the default branch: check out the pull request and pass pr-number: \${{ github.event.issue.number }}`;
  }
  return void 0;
}
function baseCommit(payload) {
  const fromRun = payload.workflow_run?.pull_requests;
  const only = Array.isArray(fromRun) && fromRun.length === 1 ? fromRun[0] : void 0;
  return nonEmptyText(payload.pull_request?.base?.sha) ?? nonEmptyText(only?.base?.sha);
}
function runInfo(context2) {
  const sha = context2.eventName === "issue_comment" ? void 0 : context2.sha;
  const { pull_request: pullRequest, workflow_run: run3 } = context2.payload;
  const head = run3?.event === "pull_request_target" ? void 0 : pullRequest?.head?.sha ?? run3?.head_sha ?? sha;
  const { owner, repo } = context2.repo;
  const repoUrl = `${context2.serverUrl.replace(/\/+$/, "")}/${owner}/${repo}`;
  const { runId, runAttempt = NaN } = context2;
  const attempt = Number.isSafeInteger(runAttempt) && runAttempt > 0 ? `/attempts/${runAttempt}` : "";
  return {
    url: Number.isSafeInteger(runId) && runId > 0 ? `${repoUrl}/actions/runs/${runId}${attempt}` : void 0,
    commit: nonEmptyText(head),
    baseCommit: baseCommit(context2.payload),
    repoUrl
  };
}
var GATE_DOCS = "docs/statistics.md#how-the-gate-decides";
var LOOK_DOCS = "docs/sequential.md#a-look";
function docsUrl(serverUrl, actionRepository, actionRef, actionFile, section = GATE_DOCS) {
  if (actionRepository === void 0 || actionRef === void 0) return void 0;
  if (!/^[\w.-]+\/[\w.-]+$/.test(actionRepository) || !/^[\w./-]+$/.test(actionRef)) return void 0;
  if (!actionFile.replace(/\\/g, "/").includes(`/_actions/${actionRepository}/${actionRef}/`)) return void 0;
  return `${serverUrl.replace(/\/+$/, "")}/${actionRepository}/blob/${actionRef}/${section}`;
}
function workspaceDocsUrl(serverUrl, repository, sha, workspace, actionFile, section = GATE_DOCS) {
  if (repository === void 0 || sha === void 0 || workspace === void 0 || workspace === "") return void 0;
  if (!/^[\w.-]+\/[\w.-]+$/.test(repository) || !/^[0-9a-f]{40,64}$/i.test(sha)) return void 0;
  const root = workspace.replace(/\\/g, "/").replace(/\/+$/, "");
  const file = actionFile.replace(/\\/g, "/");
  if (!file.startsWith(`${root}/`)) return void 0;
  const inRepo = file.slice(root.length + 1).split("/");
  if (inRepo.length < 2 || inRepo[inRepo.length - 2] !== "dist") return void 0;
  const folder = inRepo.slice(0, -2);
  if (folder.some((part) => !/^[\w.-]+$/.test(part) || part === "..")) return void 0;
  return `${serverUrl.replace(/\/+$/, "")}/${repository}/blob/${sha}/${[...folder, section].join("/")}`;
}

// builtin:node:http
var builtin = __require("node:http");
var STATUS_CODES = /* @__PURE__ */ (() => builtin.STATUS_CODES)();

// src/publish/retry.ts
function textOf(value, otherwise = "") {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? String(value) : otherwise;
}
var GITHUB_MESSAGE_CHARS = 300;
function githubMessage(data, status, secret) {
  const line = (text) => oneLine(redact(text, secret), GITHUB_MESSAGE_CHARS);
  if (typeof data === "string" && /^\s*<(!doctype|html)\b/i.test(data)) {
    return `${STATUS_CODES[status] ?? "no message"} (an HTML page)`;
  }
  if (typeof data === "string") return line(data) || "no message";
  if (typeof data !== "object" || data === null) return "no message";
  const { message, errors } = data;
  const parts = [typeof message === "string" ? message : "no message", ...errorMessages(errors)];
  return line(parts.join(": "));
}
function errorMessages(errors) {
  if (!Array.isArray(errors)) return [];
  return errors.map(
    (e) => typeof e === "string" ? e : textOf(e?.message) || textOf(e?.code)
  ).filter((message) => message !== "");
}
function attemptFailure(error2, timeoutMs, secret = "") {
  if (timeoutMs !== void 0) return noAnswer(error2, timeoutMs);
  const failed = error2;
  if (typeof failed?.status !== "number") return void 0;
  const response = failed.response;
  if (response === void 0 || typeof response.status !== "number") return noAnswer(failed.cause ?? failed, void 0);
  const message = `HTTP ${response.status}: ${githubMessage(response.data, response.status, secret)}`;
  return { status: response.status, headers: response.headers ?? {}, message };
}
function requestLabel(options) {
  const base = options.baseUrl ?? "";
  const url = base !== "" && options.url.startsWith(base) ? options.url.slice(base.length) : options.url;
  const path4 = /^https?:\/\//i.test(url) ? new URL(url).pathname : url.split("?")[0];
  const params = options;
  return `${options.method} ${path4.replace(/\{(\w+)\}/g, (braced, name) => params[name] === void 0 ? braced : textOf(params[name], braced))}`;
}
function answerFailure(response, secret) {
  const { status, headers = {}, data } = response;
  const code = typeof status === "number" ? status : 200;
  if (typeof data === "string" && data.trim() !== "") {
    return { status: code, headers, message: `HTTP ${code}, but not JSON: ${githubMessage(data, code, secret)}` };
  }
  const errors = data?.errors;
  if (!Array.isArray(errors)) return void 0;
  for (const error2 of errors) {
    const entry = error2;
    if (typeof entry?.message === "string") entry.message = redact(entry.message, secret);
  }
  if (!errors.some((e) => /^RATE_LIMIT(ED)?$/.test(textOf(e?.type)))) return void 0;
  const message = `HTTP ${code}: GraphQL: ${oneLine(errorMessages(errors).join("; "), GITHUB_MESSAGE_CHARS)}`;
  return { status: code, headers, message, rateLimited: true };
}
var MIN_SECRET_LENGTH = 8;
function redact(text, secret) {
  return redactSecrets(text, [secret], MIN_SECRET_LENGTH);
}
function retryingRequest(policy, env, secret) {
  const retried = retrier(policy, env, "GitHub");
  return (send, options) => retried(redact(`GitHub API: ${requestLabel(options)}`, secret), async (signal, timeoutMs) => {
    try {
      options.request = { ...options.request, signal };
      const response = await send(options);
      const failure = answerFailure(response, secret);
      return failure !== void 0 ? { failure } : { answer: response, status: response.status };
    } catch (error2) {
      const failure = attemptFailure(error2, signal.aborted ? timeoutMs : void 0, secret);
      if (failure === void 0) throw error2;
      return { failure: { ...failure, message: redact(failure.message, secret) } };
    }
  });
}

// src/publish/github-comments.ts
async function githubClient(token, baseUrl, policy, env) {
  const { GitHub, getOctokitOptions } = await import("./utils-PCJOMDYG.js");
  const octokit = new GitHub(getOctokitOptions(token, { baseUrl }));
  octokit.hook.wrap("request", retryingRequest(policy, env, token));
  return octokit;
}
async function writing(write) {
  try {
    return await write();
  } catch (error2) {
    const tooLong = error2 instanceof RequestFailed && error2.status === 422 && /too long/i.test(error2.message);
    throw tooLong ? new BodyTooLongError(error2.message) : error2;
  }
}
var AccountUnnamed = class extends RequestFailed {
};
function answeredWithoutAccount(error2) {
  if (error2 instanceof AccountUnnamed) return true;
  const status = statusOf(error2);
  return !(error2 instanceof RequestFailed && error2.rateLimited) && status !== void 0 && status >= 400 && status < 500 && status !== 401;
}
function graphqlFailure(error2) {
  const errors = error2?.errors;
  if (!Array.isArray(errors)) return void 0;
  const messages = errors.map((e) => {
    const message = e?.message;
    return typeof message === "string" ? message : "no message";
  });
  return new AccountUnnamed(oneLine(`GraphQL: ${messages.join("; ")}`, 300), void 0, false);
}
async function tokenLogin(octokit) {
  const answer = await octokit.graphql("query { viewer { login } }").catch((error2) => {
    throw graphqlFailure(error2) ?? error2;
  });
  const login = answer?.viewer?.login;
  if (typeof login !== "string" || login === "") {
    throw new AccountUnnamed('GraphQL: the answer to "viewer { login }" names no account', void 0, false);
  }
  return login;
}
var UnknownAccountError = class extends Error {
  name = "UnknownAccountError";
};
async function commentAuthor(octokit, configured, info3) {
  let login;
  try {
    login = await tokenLogin(octokit);
  } catch (error2) {
    const why = errorLine(error2);
    if (configured === void 0 || statusOf(error2) === 401) {
      throw answeredWithoutAccount(error2) ? new UnknownAccountError(why) : error2;
    }
    info3(
      `GitHub did not say which account the token is (${why}); taking comment-author, ${configured}, and touching no older comment until a new one shows that account as its writer.`
    );
    return { login: configured, confirmed: false };
  }
  if (configured !== void 0 && !sameLogin(login, configured)) {
    throw new CommentAuthorMismatchError(
      `comment-author is ${JSON.stringify(configured)}, but GitHub says the token is ${JSON.stringify(login)}; leave comment-author empty, or name the token's own account`
    );
  }
  return { login, confirmed: true };
}
function pullRequestComments(octokit, pr) {
  const where = { owner: pr.owner, repo: pr.repo };
  return {
    list: () => octokit.paginate(octokit.rest.issues.listComments, { ...where, issue_number: pr.issueNumber, per_page: 100 }),
    create: (body) => writing(
      async () => (await octokit.rest.issues.createComment({ ...where, issue_number: pr.issueNumber, body })).data
    ),
    update: (id, body) => writing(async () => (await octokit.rest.issues.updateComment({ ...where, comment_id: id, body })).data),
    remove: async (id) => {
      await octokit.rest.issues.deleteComment({ ...where, comment_id: id });
    }
  };
}
var VERDICT_STILL_COUNTS = "The check still passes or fails on the verdict.";
var STEP_STILL_FAILS = "The step still fails: the gate could not run.";
var LOCKED = /\bis locked\b/i;
var ARCHIVED = /\bwas archived\b/i;
function permissionsBlock(contents, comments) {
  return `permissions:
  contents: ${contents}${comments ? "\n  pull-requests: write" : ""}`;
}
function sentence(text) {
  return `${text.replace(/\.+$/, "")}.`;
}
var ACTIONS_BOT = "github-actions[bot]";
function describeCommentFailure(error2, pr, hasVerdict = true, contents = "read", summarized = true, account) {
  const still = hasVerdict ? VERDICT_STILL_COUNTS : STEP_STILL_FAILS;
  const status = statusOf(error2);
  const detail = errorLine(error2);
  const prefix = `could not comment on pull request #${pr.issueNumber}`;
  const rerun = "Re-run the job once GitHub answers again: until then the pull request's comment, if it has one, shows an earlier run's report.";
  if (error2 instanceof RequestFailed && error2.rateLimited) {
    return `${prefix}: the API rate limit was hit (${detail}). ${rerun} ${still}`;
  }
  if (error2 instanceof UnknownAccountError) {
    return `${prefix}: GitHub did not say which account the token is (${detail}), so the gate cannot tell its comment from others'; set the comment-author input to the token's account (github-actions[bot] for the workflow's GITHUB_TOKEN) for such a setup. ${still}`;
  }
  if (status === 401) {
    return `${prefix}: GitHub does not accept the token (${detail}): it is invalid or expired; check the github-token input. ${still}`;
  }
  if (error2 instanceof CommentAuthorMismatchError) {
    return `the comment on pull request #${pr.issueNumber} cannot be kept up to date: ${sentence(detail)} ${still}`;
  }
  if (error2 instanceof BodyTooLongError) {
    const size = `${error2.triedChars} characters`;
    const tried = error2.triedChars === void 0 ? "" : error2.cut ? `, even cut to ${size}` : ` at ${size}`;
    const has = summarized ? "the job summary has the report" : "the JSON file the step's report output names has it";
    return `${prefix}: GitHub refused the comment as too long${tried}: ${detail}; ${has}. ${still}`;
  }
  if (status === 403 && ARCHIVED.test(detail)) {
    return `${prefix}: ${pr.owner}/${pr.repo} is archived (${detail}): GitHub takes no comment on it from any token until it is unarchived. ${still}`;
  }
  if ((status === 403 || status === 422) && LOCKED.test(detail)) {
    return `${prefix}: the pull request is locked (${detail}): GitHub takes no comment from the token until it is unlocked. ${still}`;
  }
  const personal = /by personal access token/i.test(detail) || account !== void 0 && !account.endsWith("[bot]");
  if (status === 403 && personal) {
    return `${prefix}: the token may not write to it (${detail}). github-token is a personal access token${account === void 0 ? "" : ` of ${account}`}, whose permissions are its own, not the job's: a fine-grained one needs the repository permission "Pull requests: Read and write" on ${pr.owner}/${pr.repo}, a classic one the repo scope (public_repo for a public repository). ${still}`;
  }
  if (status === 403 && account !== void 0 && !sameLogin(account, ACTIONS_BOT)) {
    return `${prefix}: the token may not write to it (${detail}). github-token is the GitHub App ${account}'s token, whose permissions are the app's, not the job's: give the app the repository permission "Pull requests: Read and write" (in its settings; the installation must then accept it). ${still}`;
  }
  if (status === 403) {
    return `${prefix}: the token may not write to it (${detail}). Pull requests from forks get a read-only GITHUB_TOKEN: run the eval on pull_request, upload the results and the PR number as an artifact, and comment from a second workflow triggered by workflow_run with pr-number set (passk-gate's docs/workflows.md, "Pull requests from forks"). Otherwise give the job this block:
${permissionsBlock(contents, true)}
${still}`;
  }
  if (status === 404) {
    return `${prefix}: ${pr.owner}/${pr.repo} has no pull request #${pr.issueNumber} that this token can see (${detail}); check pr-number, and that the token has "pull-requests: write". ${still}`;
  }
  const transient = error2 instanceof RequestFailed && (status === void 0 || status >= 500);
  return `${prefix}: ${sentence(detail)} ${transient ? `${rerun} ` : ""}${still}`;
}

// src/history/git.ts
import { execFile } from "node:child_process";
import { mkdtemp, rm as rm2 } from "node:fs/promises";
import nodePath, { join as join3 } from "node:path";
var systemGit = (args, cwd) => new Promise((resolve3) => {
  execFile("git", [...args], { cwd, maxBuffer: 64 * 1024 * 1024 }, (error2, stdout, stderr) => {
    const code = error2?.code;
    resolve3({
      status: error2 === null ? 0 : typeof code === "number" ? code : 1,
      stdout,
      stderr: stderr || (error2?.message ?? "")
    });
  });
});
var REMOTE = "origin";
var PUSH_ATTEMPTS = 5;
var PUSH_RACE = /\((?:fetch first|non-fast-forward)\)|cannot lock ref|incorrect old value/i;
var PUSH_REFUSED = /\[remote rejected\]|^ ! \[rejected\]|\bpermission\b.*\bdenied\b|returned error: 403\b|\bHTTP 403\b/im;
var PushRefusedError = class extends InputError {
  name = "PushRefusedError";
};
function isBranchName(name) {
  return /^[A-Za-z0-9._][A-Za-z0-9._/-]*$/.test(name) && !name.includes("..") && !name.endsWith("/") && !name.endsWith(".lock") && !isRef(name);
}
function isRef(name) {
  return /^(refs|origin)\//.test(name);
}
function checkBranchName(name, option) {
  if (isBranchName(name)) return name;
  const expected = `${option}: expected a branch name such as passk-gate-history, got ${JSON.stringify(name)}`;
  if (!isRef(name)) throw new InputError(expected);
  const branch = /^(?:refs\/heads\/|refs\/remotes\/[^/]+\/|origin\/)(.+)$/.exec(name)?.[1];
  const fix = branch !== void 0 && isBranchName(branch) ? `: write ${branch}` : "";
  throw new InputError(`${expected}, a ref: the action fetches and pushes the branch of ${REMOTE} itself${fix}`);
}
function gitReason(stderr) {
  const lines = stderr.split("\n").map((line) => line.trim()).filter((line) => line !== "");
  const causes = lines.filter((line) => /^(fatal|error): /.test(line)).map((line) => line.replace(/^\w+: /, ""));
  return (causes.length > 0 ? causes : lines.slice(0, 1)).join("; ");
}
async function run(h, args, cwd) {
  const result = await h.git(args, cwd);
  if (result.status !== 0) {
    throw new InputError(`history branch ${h.branch}: git ${args[0]} failed: ${gitReason(result.stderr)}`);
  }
  return result.stdout;
}
async function fetchBranch(h) {
  const result = await h.git(
    ["fetch", "--quiet", REMOTE, `+refs/heads/${h.branch}:refs/remotes/${REMOTE}/${h.branch}`],
    h.repo
  );
  if (result.status === 0) return true;
  if (/couldn't find remote ref|not found/i.test(result.stderr)) return false;
  throw new InputError(`history branch ${h.branch}: git fetch failed: ${gitReason(result.stderr)}`);
}
async function withWorktree(h, work) {
  const exists2 = await fetchBranch(h);
  const parent = await mkdtemp(join3(h.temp, "passk-gate-history-"));
  const dir = join3(parent, "store");
  const orphan = `passk-gate-new-${parent.slice(-6)}`;
  try {
    if (exists2) await run(h, ["worktree", "add", "--quiet", "--detach", dir, `${REMOTE}/${h.branch}`], h.repo);
    else {
      await run(h, ["worktree", "add", "--quiet", "--detach", dir, "HEAD"], h.repo);
      await run(h, ["checkout", "--quiet", "--orphan", orphan], dir);
      await run(h, ["rm", "-r", "-q", "--cached", "--ignore-unmatch", "."], dir);
      await run(h, ["clean", "-f", "-d", "-q", "-x"], dir);
    }
    return await work(dir, exists2);
  } catch (error2) {
    if (error2 instanceof DamagedRecordError) throw damagedOnBranch(h.branch, dir, error2);
    if (error2 instanceof InputError) error2.message = onBranch(error2.message, dir, h.branch);
    throw error2;
  } finally {
    await h.git(["worktree", "remove", "--force", dir], h.repo);
    if (!exists2) await h.git(["branch", "--quiet", "-D", orphan], h.repo);
    await rm2(parent, { recursive: true, force: true });
  }
}
function onBranch(text, dir, branch, path4 = nodePath) {
  const [before, ...files] = text.split(`${dir}${path4.sep}`);
  return [
    before,
    ...files.map((rest) => `${branch}:${rest.replace(/^[^\s:"']+/, (f) => f.replaceAll(path4.sep, "/"))}`)
  ].join("");
}
function damagedOnBranch(branch, dir, error2, path4 = nodePath) {
  const file = path4.relative(dir, error2.file).replaceAll(path4.sep, "/");
  const b = shellWord(branch);
  const restore = `git fetch ${REMOTE} ${b} && git switch -C ${b} ${REMOTE}/${b} && ${restoreCommand(file)} && git commit -m ${shellWord(`restore ${file}`)} && git push ${REMOTE} ${b}`;
  return new InputError(
    `${onBranch(error2.problem, dir, branch, path4)}; ${WRITTEN_ONCE}: restore it on the branch from the commit that added it (${restore}), or delete it there (git rm)`
  );
}
async function readHistoryBranch(h, read) {
  return withWorktree(h, (dir, exists2) => read(exists2 ? dir : void 0));
}
async function addToHistoryBranch(h, message, add) {
  const sleep = h.sleep ?? ((ms) => new Promise((resolve3) => setTimeout(resolve3, ms)));
  return withWorktree(h, async (dir) => {
    if (!await add(dir)) return false;
    await run(h, ["add", "--", "."], dir);
    const author = ["-c", "user.name=passk-gate", "-c", "user.email=passk-gate@users.noreply.github.com"];
    await run(h, [...author, "commit", "--quiet", "-m", message], dir);
    for (let attempt = 1; ; attempt++) {
      const push = await h.git(["push", "--quiet", REMOTE, `HEAD:refs/heads/${h.branch}`], dir);
      if (push.status === 0) return true;
      const race = PUSH_RACE.test(push.stderr);
      if (!race && PUSH_REFUSED.test(push.stderr)) {
        const said = push.stderr.split("\n").filter((line) => /^(remote: \S| ! |fatal: )/.test(line)).map(
          (line) => line.replace(/^(remote: | ! |fatal: )/, "").trim().replace(/\.$/, "")
        );
        const reason = said.length > 0 ? said.join("; ") : push.stderr.trim().split("\n").pop() ?? "";
        throw new PushRefusedError(`history branch ${h.branch}: the push was refused: ${reason}`);
      }
      const lines = push.stderr.trim().split("\n");
      const quoted2 = (race ? void 0 : lines.find((line) => /^(fatal|error): /.test(line))) ?? lines.pop() ?? "";
      if (attempt >= PUSH_ATTEMPTS) {
        throw new InputError(
          `history branch ${h.branch}: ${race ? "push rejected" : "the push failed"} ${attempt} times: ${quoted2}`
        );
      }
      h.log?.(
        race ? `history branch ${h.branch}: push rejected (attempt ${attempt}); fetching and rebasing` : `history branch ${h.branch}: push failed (attempt ${attempt}: ${quoted2}); trying again`
      );
      await sleep((0.5 + Math.random()) * 1e3 * attempt);
      if (race && await fetchBranch(h)) await run(h, [...author, "rebase", "--quiet", `${REMOTE}/${h.branch}`], dir);
    }
  });
}

// src/publish/inputs.ts
var COMMENT_MODES = ["always", "on-regression", "never"];
function parsePrNumber(value) {
  if (value === "") return void 0;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < 1) {
    const written2 = /^(?:#|.*\/pull\/)(\d+)\/?$/.exec(value)?.[1];
    const fix = written2 === void 0 || Number(written2) < 1 ? "" : `: write ${Number(written2)}`;
    throw new InputError(`input pr-number: expected a pull request number, got ${JSON.stringify(value)}${fix}`);
  }
  return number;
}
function parseLogin(value) {
  if (value === "") return void 0;
  const login = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}(\[bot\])?$/;
  if (!login.test(value)) {
    const fix = value.startsWith("@") && login.test(value.slice(1)) ? `: write ${value.slice(1)}` : "";
    throw new InputError(
      `input comment-author: expected a GitHub login such as my-app[bot] or octocat, got ${JSON.stringify(value)}${fix}`
    );
  }
  return value;
}
var MLFLOW_VARIABLES = /^MLFLOW_TRACKING_(URI|TOKEN|USERNAME|PASSWORD|INSECURE_TLS|SERVER_CERT_PATH|CLIENT_CERT_PATH)$/;
function mlflowVariables(given) {
  const variable = given.toUpperCase().replace(/-/g, "_");
  const name = MLFLOW_VARIABLES.test(variable) ? variable : "MLFLOW_TRACKING_URI (and MLFLOW_TRACKING_TOKEN, or MLFLOW_TRACKING_USERNAME and MLFLOW_TRACKING_PASSWORD)";
  return `MLflow's settings are read from environment variables, not inputs: set ${name} under the step's env:, not with:`;
}
function unknownInputs(env) {
  const known = new Set(ACTION_INPUTS.map((name) => `INPUT_${name.toUpperCase()}`));
  return Object.keys(env).filter((key) => key.startsWith("INPUT_") && !known.has(key)).map((key) => ({ key, order: key.replace(/\d+/g, (digits) => digits.padStart(20, "0")) })).sort((a, b) => a.order < b.order ? -1 : a.order > b.order ? 1 : 0).map(({ key }) => {
    const given = key.slice("INPUT_".length).toLowerCase();
    if (given.startsWith("mlflow")) return `unknown input ${given}: ${mlflowVariables(given)}`;
    const hint = didYouMean(given, ACTION_INPUTS);
    return `unknown input ${given}, which the gate does not read${hint === "" ? "; see the inputs in the README" : hint}`;
  });
}
var INPUT_NAMING = {
  name: (option) => `input ${option}`,
  hints: {
    set: (option, value) => `input ${option}: ${value}`,
    choose: (option, placeholder) => `input ${option}: ${placeholder}`,
    option: (option, value) => value === void 0 ? `input ${option}` : `input ${option}: ${value}`,
    report: (command) => `the report output of a ${command} step holds it`,
    commands: true
  }
};
var READ_INPUTS = [
  "baseline-ref",
  "format",
  "baseline-config",
  "candidate-config",
  "baseline-name",
  "candidate-name",
  "criterion",
  "score-field",
  "anchor"
];
var ACTION_INPUTS = [
  "baseline",
  "candidate",
  "config",
  "sequential-plan",
  ...READ_INPUTS,
  ...Object.values(OPTION_NAMES),
  "name",
  "comment",
  "summary",
  "pr-number",
  "github-token",
  "comment-author",
  "history"
];
function givenOptionInputs(input, withFailOn) {
  return Object.values(OPTION_NAMES).filter(
    (name) => input(name) !== "" && (withFailOn || name !== OPTION_NAMES.failOn)
  );
}
function configInputs(input, config) {
  const run3 = ["baseline", "candidate"].find((name2) => input(name2) !== "");
  if (run3 !== void 0) {
    throw new InputError(
      `input ${run3} does not apply with input config: give either baseline and candidate (one comparison) or config (the checks of a config file), not both`
    );
  }
  const name = [...READ_INPUTS.filter((read) => input(read) !== ""), ...givenOptionInputs(input, false)][0];
  if (name !== void 0) {
    const top = GATE_KEYS.includes(name);
    const branch = name === "anchor" && !input(name).startsWith("history:") && input("history") !== "" ? `; anchor: ${input(name)} there picks in the history branch` : "";
    throw new InputError(
      `input ${name} does not apply with input config: set ${name} in the config file (${top ? "at its top level" : "in a check, or under defaults: for every check"}${branch})`
    );
  }
  const failOn = input("fail-on");
  return {
    config,
    ...failOn === "" ? {} : { failOn: parseOptions({ "fail-on": failOn }, INPUT_NAMING).failOn }
  };
}
function pathList(value, isFile2) {
  return value.split(/\r?\n/).flatMap((line) => {
    if (isFile2(line.trim())) return [line];
    return line.trim().startsWith("#") ? [] : line.split(/,(?![^{]*\})/);
  }).map((path4) => path4.trim()).filter((path4) => path4 !== "");
}
function comparisonInputs(input, isFile2) {
  const paths = (name) => pathList(input(name), isFile2);
  const missing = ["baseline", "candidate"].find((name) => paths(name).length === 0);
  if (missing !== void 0) {
    throw new InputError(`input ${missing} is required: the path of the ${missing} results file, or an MLflow URI`);
  }
  const read = [...Object.values(OPTION_NAMES), ...READ_INPUTS, "name"];
  return comparisonRequest(
    {
      ...Object.fromEntries(read.map((name) => [name, input(name) === "" ? void 0 : input(name)])),
      baseline: sideOf(paths("baseline")),
      candidate: sideOf(paths("candidate")),
      anchor: input("anchor").startsWith("history:") ? input("anchor") : void 0
    },
    INPUT_NAMING
  );
}
function historyInputs(input) {
  const branch = input("history");
  const anchor = input("anchor");
  const history = branch === "" ? void 0 : checkBranchName(branch, "input history");
  if (anchor === "" || anchor.startsWith("history:")) return history === void 0 ? {} : { history };
  if (history === void 0) {
    throw new InputError(
      `input anchor: ${JSON.stringify(anchor)} is a selector: give input history (the branch of the store) too, or write history:DIR#${anchor}`
    );
  }
  parseAnchor(anchor, "input anchor", history);
  return { history, branchAnchor: anchor };
}
function withBranchAnchor(request, selector, branch) {
  const anchor = parseAnchor(selector, "input anchor", branch);
  return { ...request, multiplicity: "holm", checks: request.checks.map((check) => ({ ...check, anchor })) };
}
function anchorsInBranch(request) {
  return request.checks.some((check) => check.anchor?.branch !== void 0);
}
function inHistoryStore(request, store) {
  const checks = request.checks.map((check) => {
    if (check.anchor?.branch === void 0) return check;
    if (store !== void 0) return { ...check, anchor: { ...check.anchor, store } };
    const without = { ...check, name: `${driftPrefix(check)}${AGAINST_THE_BASE}` };
    delete without.anchor;
    return without;
  });
  return { ...request, checks };
}
function checkSequentialInputs(input, config) {
  const name = config !== "" ? "config" : ["baseline-ref", "anchor", "history"].find((other) => input(other) !== "") ?? givenOptionInputs(input, true)[0];
  if (name === void 0) return;
  throw new InputError(
    `input ${name} does not apply with input sequential-plan: ${SEQUENTIAL_IGNORES[name] ?? PLANNED}`
  );
}
var SEQUENTIAL_IGNORES = {
  config: "a sequential gate has one check, its plan's, not a config file's checks",
  anchor: "a look compares the candidate with the baseline of its plan alone, and records no history",
  history: "a look compares the candidate with the baseline of its plan alone, and records no history",
  "baseline-ref": "a look reads the baseline file the plan was written from",
  problems: "a look takes the plan's problems, in the plan's order",
  resamples: "a look decides by the plan's boundaries on a t statistic, without resampling",
  interval: "a look decides by the plan's boundaries on a t statistic, not by an interval",
  "allow-mixed-judgement": "a look refuses runs whose passes were judged differently"
};
var PLANNED = "the plan fixes the gate's options (give them to passk-gate sequential plan)";
function gateName(input) {
  return input("name") === "" ? void 0 : input("name");
}
function parsePublishInputs(input) {
  const parse = new OptionParser(INPUT_NAMING);
  const comment = input("comment");
  const summary2 = input("summary");
  return {
    name: gateName(input),
    comment: comment === "" ? "always" : parse.choice("comment", comment, COMMENT_MODES, { true: "always", false: "never" }),
    summary: summary2 === "" ? true : parse.boolean("summary", summary2),
    prNumber: parsePrNumber(input("pr-number")),
    token: input("github-token"),
    commentAuthor: parseLogin(input("comment-author"))
  };
}
function parseGateInputs(input, isFile2) {
  const config = input("config");
  if (config === "" && input("baseline") === "" && input("candidate") === "") {
    throw new InputError(
      "give inputs baseline and candidate (the two results files to compare), or input config (a passk-gate.yml that lists several checks)"
    );
  }
  const sequentialPlan = input("sequential-plan");
  if (sequentialPlan !== "") checkSequentialInputs(input, config);
  const gate2 = config === "" ? { request: comparisonInputs(input, isFile2) } : configInputs(input, config);
  return {
    ...gate2,
    ...sequentialPlan === "" ? {} : { sequentialPlan },
    ...historyInputs(input)
  };
}

// src/publish/outputs.ts
import { createHash } from "node:crypto";
function metricValue(value) {
  return value === null || value === void 0 ? "" : String(rounded(value));
}
function pValue(value) {
  return value === null || value === void 0 ? "" : String(Number(value.toPrecision(6)));
}
function rounded(value) {
  return Number(value.toFixed(6));
}
function checkEntry(check) {
  const { delta } = check;
  return {
    name: check.name,
    verdict: check.verdict,
    delta: delta === null ? null : rounded(delta.value),
    "ci-low": delta === null ? null : rounded(delta.ci[0]),
    "ci-high": delta === null ? null : rounded(delta.ci[1])
  };
}
function gateOutputs(report) {
  const one = report.checks.length === 1 ? report.checks[0] : void 0;
  const delta = one?.delta;
  return {
    verdict: report.verdict,
    baseline: metricValue(one?.baseline.value),
    candidate: metricValue(one?.candidate.value),
    delta: metricValue(delta?.value),
    "ci-low": metricValue(delta?.ci[0]),
    "ci-high": metricValue(delta?.ci[1]),
    "p-value": pValue(delta?.p_value),
    mde: metricValue(delta?.mde),
    checks: JSON.stringify(report.checks.map(checkEntry))
  };
}
function reportFileName(name) {
  if (name === void 0) return "passk-gate-report.json";
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 60);
  const hash = createHash("sha256").update(name).digest("hex").slice(0, 8);
  return `passk-gate-report-${slug === "" ? "" : `${slug}-`}${hash}.json`;
}
function lookOutputs(report) {
  return {
    decision: report.decision,
    look: String(report.look),
    next: report.next === null ? "" : `${report.next.from}-${report.next.to}`,
    completions: String(report.completions)
  };
}

// src/action.ts
var written = { warning: 0, notice: 0 };
var held = { warning: [], notice: [] };
var afterVerdict;
function writeAnnotation(kind, message, title) {
  if (kind === "warning") warning(message, { title });
  else notice(message, { title });
}
function annotate(kind, message, { title }) {
  if (written[kind] < ANNOTATIONS_SHOWN - 1) {
    written[kind]++;
    writeAnnotation(kind, message, title);
  } else held[kind].push({ title, message });
}
function info2(text) {
  info(logText(text));
}
function warn(message, options) {
  annotate("warning", message, options);
}
function flushAnnotations(name) {
  for (const kind of ["warning", "notice"]) {
    const { annotated, logged } = fitAnnotations(held[kind], ANNOTATIONS_SHOWN - written[kind], name, kind);
    for (const { message, title } of annotated) writeAnnotation(kind, message, title);
    for (const line of logged) info2(line);
  }
}
function tempRoot() {
  return process.env.RUNNER_TEMP || tmpdir();
}
function mlflowSettings() {
  const settings = mlflowSettingsFrom(process.env, (line) => info2(line), tempRoot(), "the step's env");
  for (const secret of credentialForms(settings)) setSecret(secret);
  return settings;
}
async function gate(inputs, request, context2) {
  const { history } = inputs;
  if (history === void 0 || !anchorsInBranch(request)) return gateOf(request, inputs, context2);
  return readHistoryBranch(historyBranch(history), async (store) => {
    if (store !== void 0) return gateOf(inHistoryStore(request, store), inputs, context2);
    const said = noHistoryYet(
      context2,
      inputs.name,
      "no drift check on this first run: this push starts the history",
      `history branch ${history} does not exist yet: no drift check until a push to the default branch adds a run`
    );
    const report = await gateOf(inHistoryStore(request, void 0), inputs, context2);
    request.checks.forEach((check, i) => {
      if (check.anchor?.branch !== void 0) report.checks[i].warnings.push(...said);
    });
    return report;
  });
}
function noHistoryYet(context2, name, onPush, other) {
  if (!isDefaultBranchPush(context2)) return [other];
  annotate("notice", onPush, { title: `${annotationTitle(name)}: no history yet` });
  return [];
}
function historyBranch(branch) {
  const repo = process.env.GITHUB_WORKSPACE || process.cwd();
  return { git: systemGit, repo, branch, temp: tempRoot(), log: (line) => info2(line) };
}
function isDefaultBranchPush(context2) {
  const repository = context.payload.repository;
  const branch = repository?.default_branch;
  return context2?.eventName === "push" && typeof branch === "string" && context.ref === `refs/heads/${branch}`;
}
function commitTime() {
  const { head_commit: head, repository } = context.payload;
  if (typeof head?.timestamp === "string") return head.timestamp;
  const pushed = repository?.pushed_at;
  return new Date(typeof pushed === "number" ? pushed * 1e3 : Date.now()).toISOString();
}
async function recordHistory(inputs, request) {
  const place = { commit: context.sha.toLowerCase(), ref: context.ref, time: commitTime() };
  const pushed = await addToHistoryBranch(
    historyBranch(inputs.history),
    `passk-gate: record ${place.commit.slice(0, 12)}`,
    async (store) => {
      let added = false;
      for (const check of request.checks) {
        const files = sidePaths(check.candidate);
        const { format, criterion, config, configName, configOption, scoreField, hints } = check.candidateRead;
        const named = check.anchor?.branch === void 0 ? void 0 : check.anchor.name;
        const name = named ?? (check.name === "" ? void 0 : check.name);
        const result = await addRun({
          store,
          files,
          ...place,
          ...name === void 0 ? {} : { name },
          read: {
            format,
            criterion,
            config,
            configName,
            configOption,
            scoreField,
            hints,
            ...files.some(isMlflowUri) ? { mlflow: mlflowSettings() } : {}
          }
        });
        const at = `${result.record.name} at ${place.commit.slice(0, 12)}`;
        if (result.differs) {
          warn(
            `history already has ${at} with other results or settings (a re-run?); a record is never rewritten, so the first run stays`,
            { title: `${annotationTitle(inputs.name)}: history not updated` }
          );
        } else info2(`passk-gate: history ${result.added ? "adds" : "already has"} ${at}`);
        if (result.warning !== void 0)
          warn(result.warning, { title: `${annotationTitle(inputs.name)}: history series mixed` });
        added ||= result.added;
      }
      return added;
    }
  );
  if (pushed) info2(`passk-gate: pushed the run to the history branch ${inputs.history}`);
}
async function recordHistoryOrWarn(inputs, request) {
  try {
    await recordHistory(inputs, request);
  } catch (error2) {
    if (!(error2 instanceof InputError)) throw error2;
    const permission = error2 instanceof PushRefusedError ? ". To push, the token needs this in the job (and a protected branch must let it push):\n" + permissionsBlock("write", inputs.comment !== "never") : "";
    warn(`the run was not added to the history: ${error2.message}${permission}`, {
      title: `${annotationTitle(inputs.name)}: history not recorded`
    });
  }
}
async function gateOf(request, { failOn, name, config, history }, context2) {
  if (failOn !== void 0) for (const check of request.checks) check.options.failOn = failOn;
  const cwd = process.cwd();
  const { report, notes, newSeries } = await runGate(request, {
    mlflow: mlflowSettings,
    readAtRef: (ref, file, options) => loadResultsAtRef(ref, file, options, { tempRoot: tempRoot(), cwd }),
    cwd,
    onRead: (run3, options) => info2(`passk-gate: ${describeRead(run3, options)}`)
  });
  for (const note of notes) annotate("notice", note, { title: `${annotationTitle(name)}: note` });
  for (const { check, row } of newSeries) {
    const what = config === void 0 ? "the comparison" : `check ${quoted(check, 60)}`;
    const said = noHistoryYet(
      context2,
      name,
      `no drift check for ${what} on this run: this push starts its series in the history`,
      `history branch ${history} has no run of ${what} yet: no drift check for it until a push to the default branch adds one`
    );
    report.checks.find((c) => c.name === row)?.warnings.push(...said);
  }
  return report;
}
async function writeReport(json, outputs, name) {
  const path4 = join4(tempRoot(), reportFileName(name));
  const folder = process.env.RUNNER_TEMP ? "RUNNER_TEMP" : "the temporary folder";
  await writeOutputFile(path4, json, `cannot write the JSON report to ${folder}:`);
  for (const [output, value] of Object.entries(outputs)) setOutput(output, value);
  setOutput("report", path4);
}
async function writeSummary(text, name) {
  try {
    await summary.addRaw(text).write({ overwrite: false });
    return true;
  } catch (error2) {
    warn(`could not write the job summary: ${errorLine(error2)}`, {
      title: `${annotationTitle(name)}: no job summary`
    });
    return false;
  }
}
function runContext() {
  const { context: context2 } = github_exports;
  try {
    const { eventName, payload, sha, serverUrl, runId, runAttempt } = context2;
    return { eventName, payload, sha, serverUrl, runId, runAttempt, repo: context2.repo };
  } catch {
    return void 0;
  }
}
function reportLinks(context2, actionFile, section) {
  const env = (name) => process.env[name] || void 0;
  const server = context.serverUrl;
  const docs = docsUrl(server, env("GITHUB_ACTION_REPOSITORY"), env("GITHUB_ACTION_REF"), actionFile, section) ?? workspaceDocsUrl(server, env("GITHUB_REPOSITORY"), env("GITHUB_SHA"), env("GITHUB_WORKSPACE"), actionFile, section);
  return { ...context2 === void 0 ? {} : runInfo(context2), docsUrl: docs };
}
async function publishComment(render, create, inputs, policy, context2, summarized, hasVerdict = true) {
  if (inputs.comment === "never") return "";
  const issueNumber = context2 === void 0 ? void 0 : pullRequestNumber(context2, inputs.prNumber);
  if (context2 !== void 0 && inputs.prNumber !== void 0 && issueNumber !== inputs.prNumber) {
    warn(
      `input pr-number is ${inputs.prNumber}, but this ${context2.eventName} event is pull request #${issueNumber}, whose commits the gate compared: the comment is on #${issueNumber} (pr-number is for events that name no pull request, such as workflow_run)`,
      { title: `${annotationTitle(inputs.name)}: pr-number not used` }
    );
  }
  if (context2 === void 0 || issueNumber === void 0) {
    const missing = context2 === void 0 ? void 0 : noPullRequestWarning(context2);
    if (missing !== void 0) warn(missing, { title: `${annotationTitle(inputs.name)}: no PR comment` });
    else info2("Not a pull request event and no pr-number input: no comment.");
    return "";
  }
  if (inputs.token === "") {
    warn(
      `input github-token is empty, so no comment was written: a secret that is not set is empty, and GitHub passes none to a pull request from a fork (passk-gate's docs/workflows.md, "Pull requests from forks"); give a token, or set comment: never`,
      { title: `${annotationTitle(inputs.name)}: no PR comment` }
    );
    return "";
  }
  const pr = { ...context2.repo, issueNumber };
  let account;
  try {
    const stamp = reportStamp(context2);
    const marker = commentMarker(inputs.name, stamp);
    const octokit = await githubClient(inputs.token, context.apiUrl, policy, {
      debug: (line) => debug(line),
      info: (line) => info2(line)
    });
    const author = await commentAuthor(octokit, inputs.commentAuthor, (line) => info2(redact(line, inputs.token)));
    if (author.confirmed) account = author.login;
    const comments = pullRequestComments(octokit, pr);
    const key = { author: author.login, marker, confirmed: author.confirmed };
    const fitted = (limit) => render(limit, marker);
    const result = await upsertFitted(comments, key, fitted, { create }, COMMENT_LIMITS);
    if (result.action === "unconfirmed") {
      info2(
        `No regression and comment is ${inputs.comment}: only a new comment could confirm the token's account, so the comment on pull request #${issueNumber} was left as it is.`
      );
      return "";
    }
    if (result.comment === void 0) {
      info2(`No regression and comment is ${inputs.comment}: no comment on pull request #${issueNumber}.`);
      return "";
    }
    const removed = result.removed > 0 ? ` (removed ${counted(result.removed, "duplicate")})` : "";
    const trimmed = result.cut ? ` (cut to ${result.limit} characters: GitHub refused a longer body)` : "";
    if (result.newer !== void 0) {
      info2(
        `The comment on pull request #${issueNumber} already reports ${result.newer.slice(0, 7)}, a newer commit of the pull request than this run's ${stamp.head.slice(0, 7)}: left as it is (${result.comment.html_url})${removed}.`
      );
    } else {
      info2(`Comment ${result.action} on pull request #${issueNumber}: ${result.comment.html_url}${removed}${trimmed}`);
    }
    if (result.writer !== void 0 && author.confirmed) {
      info2(
        `GitHub says the token is ${JSON.stringify(author.login)}, but filed its comment under ${JSON.stringify(result.writer)}: the gate keeps that account's comment up to date.`
      );
    } else if (result.writer !== void 0) {
      warn(
        `input comment-author is ${JSON.stringify(author.login)}, but GitHub filed the comment on pull request #${issueNumber} under ${JSON.stringify(result.writer)}, the token's account: the gate keeps that account's comment up to date: write ${result.writer}`,
        { title: `${annotationTitle(inputs.name)}: comment-author not the token's account` }
      );
    }
    if (result.createError !== void 0) {
      const why = redact(errorLine(result.createError), inputs.token);
      info2(`GitHub answered the create with an error (${why}), but the comment was written.`);
    }
    if (result.listError !== void 0) {
      const why = redact(errorLine(result.listError), inputs.token);
      warn(
        `the comment on pull request #${issueNumber} was written, but the gate could not check for duplicates (${why}); should a concurrent run have written one too, it stays until a later run (or a person) deletes it`,
        { title: `${annotationTitle(inputs.name)}: PR comment not checked for duplicates` }
      );
    }
    if (result.cleanupError !== void 0) {
      const why = redact(errorLine(result.cleanupError), inputs.token);
      const kept = result.newer === void 0 ? "was written" : "reports a newer commit and is kept";
      warn(
        `the comment on pull request #${issueNumber} ${kept}, but removing its duplicates failed (${why}); the extra copies stay until a later run (or a person) deletes them`,
        { title: `${annotationTitle(inputs.name)}: duplicate PR comments` }
      );
    }
    return result.newer === void 0 ? result.comment.html_url : "";
  } catch (error2) {
    const contents = getInput("history") === "" ? "read" : "write";
    const warning2 = redact(describeCommentFailure(error2, pr, hasVerdict, contents, summarized, account), inputs.token);
    warn(warning2, { title: `${annotationTitle(inputs.name)}: no PR comment` });
    return "";
  }
}
async function sequentialLookStep(inputs, policy, context2, run3) {
  const check = inputs.request.checks[0];
  const { report, words } = await runSequentialLook(
    {
      plan: inputs.sequentialPlan,
      baseline: check.baseline,
      candidate: check.candidate,
      baselineRead: check.baselineRead,
      candidateRead: check.candidateRead,
      naming: INPUT_NAMING,
      // The plan is the input sequential-plan, whatever the CLI calls it.
      fileNaming: { name: (option) => INPUT_NAMING.name(option === "plan" ? "sequential-plan" : option) },
      onRead: (run4, options) => info2(`passk-gate: ${describeRead(run4, options)}`)
    },
    mlflowSettings
  );
  await writeReport(`${JSON.stringify(report, null, 2)}
`, lookOutputs(report), inputs.name);
  afterVerdict = { doing: "writing the job summary", commented: false };
  const summarized = inputs.summary && await writeSummary(lookText(report, inputs.name, run3, false, words), inputs.name);
  afterVerdict = { doing: "writing the PR comment", commented: true };
  const create = inputs.comment === "always" || report.decision === "regression" || report.failed;
  const comment = () => lookText(report, inputs.name, run3, true, words);
  const commentUrl = await publishComment(comment, create, inputs, policy, context2, summarized);
  afterVerdict.doing = "setting the comment-url output";
  setOutput("comment-url", commentUrl);
  afterVerdict.doing = "reporting the decision";
  for (const warning2 of report.warnings) {
    warn(annotationText(warning2), { title: `${annotationTitle(inputs.name)}: warning` });
  }
  if (!report.failed) info2(`passk-gate: ${lookDecisionLine(report, words)}`);
  else {
    process.exitCode = ExitCode.Failure;
    error(lookDecisionLine(report, words), { title: annotationTitle(inputs.name) });
  }
}
function isFile(path4) {
  return path4 !== "" && statSync(path4, { throwIfNoEntry: false })?.isFile() === true;
}
async function linesNamingFiles(values) {
  const whole = /* @__PURE__ */ new Set();
  for (const line of values.flatMap((value) => value.split(/\r?\n/)).map((text) => text.trim())) {
    const splits = line.includes(",") || line.startsWith("#");
    if (isFile(line) || splits && hasGlobCharacters(line) && (await globFiles(line)).length > 0) whole.add(line);
  }
  return (line) => whole.has(line);
}
async function run2(version, actionFile) {
  written = { warning: 0, notice: 0 };
  held = { warning: [], notice: [] };
  afterVerdict = void 0;
  const context2 = runContext();
  const run3 = reportLinks(context2, actionFile);
  const gateLabel = gateName((name) => getInput(name));
  for (const warning2 of unknownInputs(process.env))
    warn(warning2, { title: `${annotationTitle(gateLabel)}: unknown input` });
  let publish;
  let policy;
  try {
    publish = parsePublishInputs((name) => getInput(name));
    if (publish.token !== "") setSecret(publish.token);
    policy = retryPolicyFrom(process.env);
    const namesFiles = await linesNamingFiles(["baseline", "candidate"].map((name) => getInput(name)));
    const inputs = { ...publish, ...parseGateInputs((name) => getInput(name), namesFiles) };
    if (inputs.sequentialPlan !== void 0) {
      return await sequentialLookStep(inputs, policy, context2, reportLinks(context2, actionFile, LOOK_DOCS));
    }
    const given = inputs.request ?? await readGateConfig(inputs.config, inputs.history);
    const { branchAnchor, history } = inputs;
    const request = branchAnchor === void 0 ? given : withBranchAnchor(given, branchAnchor, history);
    const report = await gate(inputs, request, context2);
    const comparison = inputs.config === void 0 && request.checks[0].anchor === void 0;
    await writeReport(reportJson(comparison ? comparisonView(report) : report), gateOutputs(report), inputs.name);
    afterVerdict = { doing: "writing the job summary", commented: false };
    const summarized = inputs.summary && await writeSummary(summaryText(report, inputs.name, run3), inputs.name);
    afterVerdict = { doing: "writing the PR comment", commented: true };
    const create = inputs.comment === "always" || report.verdict === "regression" || report.failed;
    const render = (limit, marker) => commentText(report, inputs.name, marker, run3, limit, summarized);
    const commentUrl = await publishComment(render, create, inputs, policy, context2, summarized);
    afterVerdict.doing = "setting the comment-url output";
    setOutput("comment-url", commentUrl);
    afterVerdict.doing = "recording the history";
    if (inputs.history !== void 0 && isDefaultBranchPush(context2)) await recordHistoryOrWarn(inputs, request);
    else if (inputs.history !== void 0) {
      const event = context2 === void 0 ? "this run" : `this ${context2.eventName} event at ${context.ref}`;
      info2(`passk-gate: ${event} is not recorded in ${inputs.history}: only a push to the default branch is`);
    }
    afterVerdict.doing = "reporting the verdict";
    const fixIn = summarized ? "the job summary" : commentUrl !== "" ? "the PR comment" : "the workflow log";
    if (fixIn === "the workflow log" && report.decision === "refused") info2(renderRefusals(report, ACTION_SURFACE));
    const annotations = annotationsFor(report, inputs.name, fixIn);
    for (const { message, title } of annotations.warnings) warn(message, { title });
    if (annotations.failure === void 0) info2(`passk-gate: ${gateDecisionLine(report, PLAIN_TEXT)}`);
    else {
      process.exitCode = ExitCode.Failure;
      error(annotations.failure.message, { title: annotations.failure.title });
    }
  } catch (error2) {
    const failure = describeFailure(error2, version);
    const after = afterVerdict;
    const message = after === void 0 ? failure.message : `the gate's verdict is set in the step's outputs, but ${after.doing} failed: ${failure.message}`;
    const heading = after === void 0 ? "the gate could not run" : "the step failed after the verdict";
    const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
    process.exitCode = failure.status === EXIT_BUG ? EXIT_BUG : ExitCode.Failure;
    error(`passk-gate: ${message}`, {
      title: `${annotationTitle(gateLabel)}: ${after === void 0 ? "could not run" : "failed after the verdict"}`,
      // Annotations name files relative to the repository's checkout.
      ...failure.status === EXIT_BUG ? {} : errorPlace(failure.message, process.cwd(), workspace, isFile)
    });
    if (publish === void 0 || policy === void 0) return;
    const { name } = publish;
    const summarized = publish.summary && await writeSummary(failureText(message, name, run3, false, heading), name);
    if (after?.commented === true) return;
    const failed = () => failureText(message, name, run3, true, heading);
    setOutput("comment-url", await publishComment(failed, true, publish, policy, context2, summarized, false));
  } finally {
    flushAnnotations(gateLabel);
  }
}
export {
  run2 as run
};
