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
  "confidence",
  "max-rounds",
  "baseline-rounds",
  "time-budget",
  "fail-on-inconclusive",
  "inject-cpu-us",
  "mion-source",
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
    raw[flag] = typeof value === "boolean" ? String(value) : value;
  }
  return { help: false, command, raw };
}

// src/cli/cli-usage.ts
var CLI_USAGE = `Usage: mion-perf-gate <command> [flags]

Commands:
  run        build the servers and benchmark them; print the comparison table
  baseline   run, then record the results as the baseline (atomically; never from a failed run)
  compare    run, compare the subject with the baseline, and decide: exit 0 pass, 1 regression, 2 error
  calibrate  measure this machine's false-alarm and detection rates (A/A and A/B trials)

Flags of every command:
  --scenario hello|update-user|all   scenarios (comma-separated; default all)
  --servers a,b,c                    server folders of servers/ (default: all of them)
  --rounds N                         rounds per server and scenario (default 4)
  --rounds-per-block N               rounds between server restarts (default 2)
  --duration S                       seconds per round (default 3)
  --warmup S                         warm-up seconds per server and scenario after each start (default 2)
  --connections N                    autocannon connections (default 100)
  --pipelining N                     autocannon pipelining (default 10)
  --out FILE.json                    write the results JSON
  --markdown FILE.md                 write the results page (the published tables' format)
  --mion-source SOURCE               npm:<version> | path:<mion checkout> | tarballs:<dir> (default: npm, pinned)
  --node PATH                        Node binary for servers, builds and load (default: node on PATH)
  --inject-cpu-us SERVER=US          burn US microseconds of CPU per request in SERVER (calibration, tests)
  --time-budget MIN                  stop starting rounds after MIN minutes (default 20)
  --verbose                          print stack traces of errors

Flags of baseline and compare:
  --baseline FILE                    baseline JSON (default baseline/baseline.json)
  --subject NAME                     server under judgement (default mion)
  --reference NAME                   server every round is divided by (default http-node)
  --baseline-rounds N                baseline: rounds of subject and reference (default 30)

Flags of compare:
  --rps-threshold P%                 requests/s loss that counts as a regression (default 5%)
  --latency-threshold P%             mean latency rise that counts as a regression (default 5%)
  --confidence C                     confidence of the intervals (default 0.95)
  --max-rounds N                     most rounds of the subject while inconclusive (default 24)
  --fail-on-inconclusive             exit 1 when the answer stays unclear

Flags of calibrate (it also takes those of compare; it uses the first scenario only):
  --trials N                         trials per condition: A/A and each injected slowdown (default 10)

Exit codes: 0 no regression, 1 regression, 2 error (bad input, server failed, subject not measured).
`;

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
      stream.write(`${line}
`);
    },
    warn(line) {
      clearStatus();
      stream.write(`warning: ${line}
`);
    },
    status(line) {
      if (!interactive) {
        stream.write(`${line}
`);
        return;
      }
      clearStatus();
      stream.write(line.slice(0, (stream.columns ?? 120) - 1));
      statusShown = true;
    }
  };
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
var COEFFICIENTS = [
  0.9999999999999971,
  57.15623566586292,
  -59.59796035547549,
  14.136097974741746,
  -0.4919138160976202,
  3399464998481189e-20,
  4652362892704858e-20,
  -9837447530487956e-20,
  1580887032249125e-19,
  -21026444172410488e-20,
  21743961811521265e-20,
  -1643181065367639e-19,
  8441822398385275e-20,
  -26190838401581408e-21,
  36899182659531625e-22
];
var g = 607 / 128;
var LOGSQRT2PI = Math.log(Math.sqrt(2 * Math.PI));
function gammaln(n) {
  if (n <= 0) {
    return Number.POSITIVE_INFINITY;
  }
  n--;
  var a = COEFFICIENTS[0];
  for (var i = 1; i < 15; i++) {
    a += COEFFICIENTS[i] / (n + i);
  }
  var tmp = g + 0.5 + n;
  return LOGSQRT2PI + Math.log(a) - tmp + (n + 0.5) * Math.log(tmp);
}
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

// src/gate/gate-defaults.ts
var DEFAULT_BASELINE_ROUNDS = 30;
var DEFAULT_MAX_ROUNDS = 24;
var DEFAULT_EXTRA_ROUNDS_PER_BLOCK = 4;
var DEFAULT_CONFIRMATION_ROUNDS = 8;

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

// src/stats/student-t.ts
var MAX_CONTINUED_FRACTION_TERMS = 1e5;
var RELATIVE_EPSILON = 1e-15;
var TINY = 1e-300;
function incompleteBetaContinuedFraction(x, a, b) {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - qab * x / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= MAX_CONTINUED_FRACTION_TERMS; m++) {
    const m2 = 2 * m;
    let aa = m * (b - m) * x / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < RELATIVE_EPSILON) return h;
  }
  throw new RangeError(`incomplete beta continued fraction did not converge for a=${a}, b=${b}, x=${x}`);
}
function regularizedIncompleteBeta(x, a, b) {
  if (!(a > 0 && b > 0)) throw new RangeError(`incomplete beta needs a > 0 and b > 0, got a=${a}, b=${b}`);
  if (!(x >= 0 && x <= 1)) throw new RangeError(`incomplete beta needs 0 <= x <= 1, got ${x}`);
  if (x === 0 || x === 1) return x;
  const logPrefactor = gammaln(a + b) - gammaln(a) - gammaln(b) + a * Math.log(x) + b * Math.log1p(-x);
  const prefactor = Math.exp(logPrefactor);
  if (x < (a + 1) / (a + b + 2)) return prefactor * incompleteBetaContinuedFraction(x, a, b) / a;
  return 1 - prefactor * incompleteBetaContinuedFraction(1 - x, b, a) / b;
}
function checkDegreesOfFreedom(df) {
  if (!(df > 0 && Number.isFinite(df)))
    throw new RangeError(`degrees of freedom must be a finite number > 0, got ${df}`);
}
function upperTailProbability(t, df) {
  return 0.5 * regularizedIncompleteBeta(df / (df + t * t), df / 2, 0.5);
}
function studentTQuantile(probability, df) {
  checkDegreesOfFreedom(df);
  if (!(probability > 0 && probability < 1))
    throw new RangeError(`probability must be in (0, 1), got ${probability}`);
  if (probability === 0.5) return 0;
  if (probability < 0.5) return -studentTQuantile(1 - probability, df);
  const tail = 1 - probability;
  let low = 0;
  let high = 1;
  while (upperTailProbability(high, df) > tail) {
    low = high;
    high *= 2;
    if (!Number.isFinite(high * high)) return Number.POSITIVE_INFINITY;
  }
  while (high - low > 1e-12 * high) {
    const middle = (low + high) / 2;
    if (upperTailProbability(middle, df) > tail) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

// src/stats/log-change-interval.ts
function logChangeInterval(currentValues, baselineValues, confidence) {
  if (!(confidence > 0 && confidence < 1))
    throw new RangeError(`confidence must be in (0, 1), got ${confidence}`);
  const currentLogs = positiveLogs(currentValues, "current");
  const baselineLogs = positiveLogs(baselineValues, "baseline");
  const logDifference = mean(currentLogs) - mean(baselineLogs);
  const samples = { confidence, currentSamples: currentLogs.length, baselineSamples: baselineLogs.length };
  const estimate = Math.expm1(logDifference);
  if (currentLogs.length < 2 || baselineLogs.length < 2) {
    return { estimate, lower: -1, upper: Number.POSITIVE_INFINITY, ...samples };
  }
  const currentVarianceOfMean = sampleVariance(currentLogs) / currentLogs.length;
  const baselineVarianceOfMean = sampleVariance(baselineLogs) / baselineLogs.length;
  const varianceOfDifference = currentVarianceOfMean + baselineVarianceOfMean;
  if (varianceOfDifference === 0) return { estimate, lower: estimate, upper: estimate, ...samples };
  const degreesOfFreedom = varianceOfDifference ** 2 / (currentVarianceOfMean ** 2 / (currentLogs.length - 1) + baselineVarianceOfMean ** 2 / (baselineLogs.length - 1));
  const halfWidth = studentTQuantile((1 + confidence) / 2, degreesOfFreedom) * Math.sqrt(varianceOfDifference);
  return {
    estimate,
    lower: Math.expm1(logDifference - halfWidth),
    upper: Math.expm1(logDifference + halfWidth),
    ...samples
  };
}
function positiveLogs(values, side) {
  if (values.length === 0) throw new RangeError(`${side} values are empty`);
  return values.map((value) => {
    if (!(value > 0 && Number.isFinite(value))) {
      throw new RangeError(`${side} values must be positive finite numbers, got ${value}`);
    }
    return Math.log(value);
  });
}

// src/gate/compare-results.ts
var ComparisonError = class extends Error {
  name = "ComparisonError";
};
var GATED_METRICS = [
  {
    metric: "requestsPerSecond",
    direction: "higher-is-better",
    read: (round) => round.requestsPerSecond,
    threshold: (gate) => gate.rpsThreshold
  },
  {
    metric: "latencyMean",
    direction: "lower-is-better",
    read: (round) => round.latencyMs.mean,
    threshold: (gate) => gate.latencyThreshold
  }
];
function compareResults(current, baseline, gate, currentLabel = "current run") {
  const scenarios = current.settings.scenarios;
  if (scenarios.length === 0) throw new ComparisonError(`${currentLabel} lists no scenario to compare`);
  return scenarios.flatMap((scenario) => {
    const currentRounds = scenarioRounds(current, currentLabel, scenario, gate);
    const baselineRounds = scenarioRounds(baseline, gate.baselinePath, scenario, gate);
    return GATED_METRICS.map((definition) => {
      const ratios = (rounds) => rounds.pairs.map(({ subject, reference }) => definition.read(subject) / definition.read(reference));
      const normalised = logChangeInterval(ratios(currentRounds), ratios(baselineRounds), gate.confidence);
      const raw = logChangeInterval(
        currentRounds.subjectRounds.map(definition.read),
        baselineRounds.subjectRounds.map(definition.read),
        gate.confidence
      );
      const threshold = definition.threshold(gate);
      const verdict = classifyChange(normalised, threshold, definition.direction);
      return { scenario, metric: definition.metric, normalised, raw, threshold, verdict };
    });
  });
}
function scenarioRounds(file, label, scenario, gate) {
  const result = file.scenarios.find((candidate) => candidate.scenario === scenario);
  if (!result) throw new ComparisonError(`${label} has no results for scenario "${scenario}"`);
  const validRounds = (role, server) => {
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
  };
  const subjectRounds = validRounds("subject", gate.subject);
  const referenceRounds = validRounds("reference", gate.reference);
  const roundKey2 = (round) => `${round.block}:${round.roundInBlock}`;
  const referenceByRound = new Map(referenceRounds.map((round) => [roundKey2(round), round]));
  const pairs = subjectRounds.flatMap((subject) => {
    const reference = referenceByRound.get(roundKey2(subject));
    return reference ? [{ subject, reference }] : [];
  });
  if (pairs.length === 0) {
    throw new ComparisonError(
      `${label} has no round in scenario "${scenario}" where both subject "${gate.subject}" and reference "${gate.reference}" are valid`
    );
  }
  return { subjectRounds, pairs };
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

// src/gate/sequential-gate.ts
async function runSequentialGate(input) {
  const { baseline, initial, gate, measureMore, nowMs } = input;
  const startMs = nowMs();
  const budgetMs = gate.timeBudgetMinutes * 6e4;
  let current = initial;
  let metrics = [];
  const notes = [];
  const outcome = (fields) => ({
    metrics,
    subject: gate.subject,
    reference: gate.reference,
    subjectRounds: subjectRoundsRun(current, gate.subject),
    environmentDrift: environmentDrift(baseline.environment, initial.environment),
    notes,
    ...fields
  });
  try {
    metrics = compareResults(current, baseline, gate);
    let lastBlockMs = 0;
    while (metrics.some((comparison) => comparison.verdict === "inconclusive")) {
      const roundsRun = subjectRoundsRun(current, gate.subject);
      if (roundsRun >= gate.maxRounds) {
        notes.push(
          `Still inconclusive after ${roundsRun} rounds of ${gate.subject}, the maximum (max rounds).`
        );
        break;
      }
      if (nowMs() - startMs + lastBlockMs > budgetMs) {
        notes.push(
          `Still inconclusive after ${roundsRun} rounds of ${gate.subject}: the time budget of ${gate.timeBudgetMinutes} minutes allows no further block.`
        );
        break;
      }
      const blockStartMs = nowMs();
      const extra = await measureMore(Math.min(DEFAULT_EXTRA_ROUNDS_PER_BLOCK, gate.maxRounds - roundsRun));
      lastBlockMs = nowMs() - blockStartMs;
      current = mergeResults(current, extra);
      metrics = compareResults(current, baseline, gate);
    }
    const regressions = metrics.filter((comparison) => comparison.verdict === "regression");
    if (regressions.length === 0) {
      const inconclusive = metrics.some((comparison) => comparison.verdict === "inconclusive");
      return outcome({ verdict: inconclusive ? "inconclusive" : "pass" });
    }
    const fresh = await measureMore(DEFAULT_CONFIRMATION_ROUNDS);
    const confirmationMetrics = compareResults(fresh, baseline, gate, "confirmation block");
    const confirmed = regressions.filter(
      (regression) => confirmationMetrics.some(
        (candidate) => candidate.scenario === regression.scenario && candidate.metric === regression.metric && candidate.verdict === "regression"
      )
    );
    const confirmation = { agreed: confirmed.length > 0, metrics: confirmationMetrics };
    if (confirmed.length > 0) return outcome({ verdict: "regression", confirmation });
    notes.push(
      `A regression (${regressions.map((r) => `${r.scenario} ${r.metric}`).join(", ")}) was not repeated by a fresh block of ${DEFAULT_CONFIRMATION_ROUNDS} rounds.`
    );
    return outcome({ verdict: "inconclusive", confirmation });
  } catch (error) {
    return outcome({ verdict: "error", error: error instanceof Error ? error.message : String(error) });
  }
}
function subjectRoundsRun(file, subject) {
  return Math.max(
    0,
    ...file.scenarios.map(
      (result) => result.servers.find((entry) => entry.server === subject)?.rounds.length ?? 0
    )
  );
}

// src/engine/cpu-pinning.ts
import { existsSync } from "node:fs";
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
  return TASKSET_PATHS.find((path) => existsSync(path));
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
import { join as join2 } from "node:path";
import { pathToFileURL } from "node:url";

// src/process/child-environment.ts
var SECRET_NAME = /TOKEN|SECRET|PASSWORD|^INPUT_|^ACTIONS_(RUNTIME|ID_TOKEN|CACHE)|NPM_AUTH/i;
function childEnvironment(extra = {}) {
  const env = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!SECRET_NAME.test(name)) env[name] = value;
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
import { join, resolve } from "node:path";
var REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));
var SERVERS_DIR = process.env.PERF_GATE_SERVERS_DIR ? resolve(process.env.PERF_GATE_SERVERS_DIR) : join(REPO_ROOT, "servers");
var LOAD_WORKER_PATH = join(REPO_ROOT, "dist", "load-worker.js");
var INJECT_CPU_PRELOAD_PATH = join(REPO_ROOT, "dist", "inject-cpu.js");

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
    return `expected status ${expected}, got ${answer.status} (${shorten(answer.bodyText)})`;
  }
  if (testCase.expectJson === void 0) return void 0;
  let body;
  try {
    body = JSON.parse(answer.bodyText);
  } catch {
    return `answer is not JSON: ${shorten(answer.bodyText)}`;
  }
  if (!isDeepStrictEqual(body, testCase.expectJson)) {
    return `expected ${shorten(JSON.stringify(testCase.expectJson))}, got ${shorten(answer.bodyText)}`;
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
function shorten(text2) {
  const oneLine = text2.replace(/\s+/g, " ").trim();
  return oneLine.length > SHOWN_BODY_CHARS ? `${oneLine.slice(0, SHOWN_BODY_CHARS)}\u2026` : oneLine;
}

// src/engine/server-process.ts
var HOST = "127.0.0.1";
var POLL_INTERVAL_MS = 20;
var STDERR_TAIL_CHARS = 2e3;
var STOP_WAIT_MS = 3e3;
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
  if (options.injectCpuMicroseconds) {
    nodeArgs.push("--import", pathToFileURL(INJECT_CPU_PRELOAD_PATH).href);
    env.PERF_GATE_INJECT_CPU_US = String(options.injectCpuMicroseconds);
  }
  const [command, args] = pinnedCommand(options.cpus, options.runtimePath ?? process.execPath, [
    ...nodeArgs,
    join2(server.dir, server.meta.entry)
  ]);
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
import { join as join3 } from "node:path";
function readInstalledVersion(server, runtime) {
  if (server.meta.framework === runtime.name) return runtime.version;
  const packagePath = join3(server.dir, "node_modules", server.meta.framework, "package.json");
  try {
    const { version } = JSON.parse(readFileSync(packagePath, "utf8"));
    return typeof version === "string" ? version : "unknown";
  } catch {
    return "unknown";
  }
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
  let outcome;
  try {
    outcome = await loadServer(plan, server, visit.scenario, plan.load.durationSeconds);
  } catch (error) {
    return invalidSample(block, roundInBlock, sequence, startedAt, error.message);
  }
  const { answer } = outcome;
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
    clientSaturated: outcome.clientCpuPercent >= CLIENT_SATURATED_CPU_PERCENT
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

// src/results/git-info.ts
import { spawnSync } from "node:child_process";
function readGitInfo(cwd) {
  const commit = process.env.GITHUB_SHA ?? gitOutput(cwd, ["rev-parse", "HEAD"]);
  const ref = process.env.GITHUB_REF ?? gitOutput(cwd, ["rev-parse", "--abbrev-ref", "HEAD"]);
  return { ...commit ? { commit } : {}, ...ref ? { ref } : {} };
}
function gitOutput(cwd, args) {
  const result = spawnSync("git", args, { cwd, encoding: "utf8", timeout: 5e3 });
  return result.status === 0 ? result.stdout.trim() || void 0 : void 0;
}

// src/results/results-file.ts
var import_ajv = __toESM(require_ajv(), 1);
import { closeSync, fsyncSync, openSync, readFileSync as readFileSync2, renameSync, rmSync, writeSync } from "node:fs";
import { basename, dirname, join as join4 } from "node:path";
import { mkdirSync } from "node:fs";

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
    clientSaturated: { type: "boolean" }
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
    git: { type: "object", properties: { commit: text, ref: text } },
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
        injectCpuMicroseconds: { type: "object", additionalProperties: count },
        subject: serverName,
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
    text2 = readFileSync2(path, "utf8");
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
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const temporaryPath = join4(dir, `.${basename(path)}.${process.pid}.tmp`);
  try {
    const fd = openSync(temporaryPath, "w");
    try {
      writeSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporaryPath, path);
  } catch (error) {
    rmSync(temporaryPath, { force: true });
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
import { existsSync as existsSync2, readdirSync, readFileSync as readFileSync3 } from "node:fs";
import { join as join5 } from "node:path";
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
function readCatalog(serversDir) {
  return readdirSync(serversDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync2(join5(serversDir, entry.name, "package.json"))).map((entry) => readServerDefinition(join5(serversDir, entry.name), entry.name)).sort((a, b) => a.name.localeCompare(b.name));
}
function readServerDefinition(dir, name) {
  const packagePath = join5(dir, "package.json");
  let packageJson;
  try {
    packageJson = JSON.parse(readFileSync3(packagePath, "utf8"));
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
    hasLockfile: existsSync2(join5(dir, "package-lock.json")),
    hasBuildScript: typeof packageJson.scripts?.build === "string"
  };
}

// src/servers/node-runtime.ts
import { accessSync, constants } from "node:fs";
import { delimiter, dirname as dirname2, join as join6, resolve as resolve2 } from "node:path";

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

// src/servers/node-runtime.ts
function pathWithNodeFirst(node) {
  return [dirname2(node.path), process.env.PATH ?? ""].join(delimiter);
}
var VERSION_TIMEOUT_MS = 1e4;
async function resolveNodeRuntime(chosenPath) {
  const path = chosenPath ? resolve2(chosenPath) : findOnPath("node");
  if (!path) throw new Error("node: no node on PATH; pass --node <path to a node binary>");
  const result = await runCommand(path, ["--version"], {
    cwd: process.cwd(),
    timeoutMs: VERSION_TIMEOUT_MS
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
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
    }
  }
  return void 0;
}

// src/servers/build-server.ts
import { createHash } from "node:crypto";
import { existsSync as existsSync10, mkdirSync as mkdirSync4, readFileSync as readFileSync10, writeFileSync as writeFileSync2 } from "node:fs";
import { join as join14 } from "node:path";

// src/servers/bun-runtime.ts
import { existsSync as existsSync3 } from "node:fs";
import { join as join7 } from "node:path";
var VERSION_TIMEOUT_MS2 = 1e4;
async function folderBunRuntime(serverDir) {
  const path = join7(serverDir, "node_modules", ".bin", "bun");
  if (!existsSync3(path)) {
    throw new Error(
      `${serverDir} runs on bun but has no node_modules/.bin/bun: pin the bun package in its devDependencies`
    );
  }
  const result = await runCommand(path, ["--version"], { cwd: serverDir, timeoutMs: VERSION_TIMEOUT_MS2 });
  const version = result.output.trim();
  if (result.exitCode !== 0 || !/^[0-9]+\.[0-9]+\.[0-9]+/.test(version)) {
    throw new Error(`${path} does not run: ${lastLines(result.output, 1) || `exit ${result.exitCode}`}`);
  }
  return { name: "bun", path, version };
}

// src/servers/mion-source-install.ts
import { existsSync as existsSync9, mkdirSync as mkdirSync3, mkdtempSync, readdirSync as readdirSync2, readFileSync as readFileSync9, rmSync as rmSync2 } from "node:fs";
import { tmpdir } from "node:os";
import { join as join13 } from "node:path";

// src/config/parse-mion-source.ts
import { existsSync as existsSync4, statSync } from "node:fs";
import { resolve as resolve3 } from "node:path";
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
    const dir = resolve3(baseDir, value);
    if (!existsSync4(dir) || !statSync(dir).isDirectory()) {
      throw new UserInputError(`${label}: ${dir} is not a directory`);
    }
    return { kind, dir };
  }
  throw new UserInputError(`${label}: "${text2}" is not one of ${SOURCE_FORMS}`);
}
function describeMionSource(source) {
  return source.kind === "npm" ? `npm:${source.version ?? "pinned"}` : `${source.kind}:${source.dir}`;
}

// src/servers/checkout-commands.ts
import { existsSync as existsSync6, readFileSync as readFileSync6 } from "node:fs";
import { join as join10 } from "node:path";

// src/servers/pnpm-tool.ts
import { readFileSync as readFileSync5 } from "node:fs";
import { join as join9 } from "node:path";

// src/servers/node-requirement.ts
function meetsNodeRange(version, range) {
  const compact = range.replace(/(>=|\^)\s+/g, "$1");
  return compact.split("||").some((part) => meetsComparators(parseVersion(version), part.trim()));
}
function meetsComparators(version, part) {
  return part.split(/\s+/).every((comparator) => {
    const match = /^(>=|\^)v?([0-9]+(?:\.[0-9]+){0,2})$/.exec(comparator);
    if (!match) return true;
    const bound = parseVersion(match[2] ?? "");
    if (match[1] === "^" && version[0] !== bound[0]) return false;
    return compareVersions(version, bound) >= 0;
  });
}
function parseVersion(text2) {
  const [major = 0, minor = 0, patch = 0] = text2.replace(/^v/, "").split(/[.+-]/).map((part) => Number(part) || 0);
  return [major, minor, patch];
}
function compareVersions(a, b) {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

// src/servers/pinned-tools.ts
import { existsSync as existsSync5, mkdirSync as mkdirSync2, readFileSync as readFileSync4, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join as join8 } from "node:path";
var PINNED_NODE_VERSION = "24.9.0";
var PINNED_NODE_PACKAGE = `node-${process.platform}-${process.arch}`;
var INSTALL_TIMEOUT_MS = 5 * 6e4;
function toolsDir() {
  return process.env.PERF_GATE_TOOLS_DIR ?? join8(homedir(), ".cache", "mion-perf-gate", "tools");
}
async function installPinnedPackage(name, version, log) {
  const dir = join8(toolsDir(), `${name}@${version}`);
  const packageDir = join8(dir, "node_modules", name);
  if (installedVersion(packageDir) === version) return packageDir;
  mkdirSync2(dir, { recursive: true });
  writeFileSync(
    join8(dir, "package.json"),
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
  const manifestPath = join8(packageDir, "package.json");
  if (!existsSync5(manifestPath)) return void 0;
  return JSON.parse(readFileSync4(manifestPath, "utf8")).version?.replace(/^v/, "");
}

// src/servers/pnpm-tool.ts
async function preparePnpm(version, nodeUnderTest, log) {
  const pnpmDir = await installPinnedPackage("pnpm", version, log);
  const { engines } = JSON.parse(readFileSync5(join9(pnpmDir, "package.json"), "utf8"));
  const needed = engines?.node ?? "*";
  let runner = nodeUnderTest;
  if (!meetsNodeRange(nodeUnderTest.version, needed)) {
    if (!meetsNodeRange(PINNED_NODE_VERSION, needed)) {
      throw new Error(
        `pnpm ${version} needs Node ${needed}; the Node under test is ${nodeUnderTest.version} and the pinned ${PINNED_NODE_PACKAGE} is ${PINNED_NODE_VERSION}`
      );
    }
    const nodeDir = await installPinnedPackage(PINNED_NODE_PACKAGE, PINNED_NODE_VERSION, log);
    runner = { path: join9(nodeDir, "bin", "node"), version: PINNED_NODE_VERSION };
  }
  return {
    command: runner.path,
    args: [join9(pnpmDir, "bin", "pnpm.cjs")],
    storeDir: join9(toolsDir(), "pnpm-store"),
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
  const root = JSON.parse(readFileSync6(join10(checkoutDir, "package.json"), "utf8"));
  return Array.isArray(root.workspaces) ? root.workspaces : root.workspaces?.packages ?? [];
}
function pnpmWorkspacePatterns(checkoutDir) {
  const path = join10(checkoutDir, "pnpm-workspace.yaml");
  if (!existsSync6(path)) throw new Error(`${checkoutDir}: pnpm checkout without pnpm-workspace.yaml`);
  const patterns = [];
  let inPackages = false;
  for (const line of readFileSync6(path, "utf8").split("\n")) {
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
import { existsSync as existsSync7, readFileSync as readFileSync7 } from "node:fs";
import { join as join11 } from "node:path";
var PACKAGE_MANAGER_FIELD = /^(npm|pnpm|yarn|bun)@([0-9]+\.[0-9]+\.[0-9]+[0-9A-Za-z.-]*)(\+.*)?$/;
function detectPackageManager(checkoutDir) {
  const manifestPath = join11(checkoutDir, "package.json");
  if (!existsSync7(manifestPath)) throw new Error(`${checkoutDir} has no package.json: not a mion checkout`);
  const { packageManager } = JSON.parse(readFileSync7(manifestPath, "utf8"));
  const hasNpmLock = existsSync7(join11(checkoutDir, "package-lock.json"));
  const hasPnpmLock = existsSync7(join11(checkoutDir, "pnpm-lock.yaml"));
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
import { existsSync as existsSync8, readFileSync as readFileSync8 } from "node:fs";
import { join as join12 } from "node:path";
var MION_SCOPE = "@mionjs/";
var NODE_MODULES = "node_modules/";
function packagesOutsideLockfile(dir) {
  const installedPath = join12(dir, "node_modules", ".package-lock.json");
  if (!existsSync8(installedPath)) return [];
  const locked = new Set(Object.keys(readPackages(join12(dir, "package-lock.json"))));
  const outside = Object.entries(readPackages(installedPath)).filter(([path]) => path.startsWith(NODE_MODULES) && !locked.has(path)).map(
    ([path, entry]) => `${path.slice(path.lastIndexOf(NODE_MODULES) + NODE_MODULES.length)}@${entry.version}`
  ).filter((spec) => !spec.startsWith(MION_SCOPE));
  return [...new Set(outside)].sort();
}
function readPackages(lockfilePath) {
  const lockfile = JSON.parse(readFileSync8(lockfilePath, "utf8"));
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
  const server = readManifest(join13(serverDir, "package.json"));
  const pinned = server.benchmark?.mionPackages ?? {};
  const wanted = Object.keys(pinned).sort();
  if (wanted.length === 0) {
    throw new Error(`${serverDir}/package.json: benchmark.mionPackages names no ${MION_SCOPE2} package`);
  }
  rmSync2(join13(serverDir, "node_modules"), { recursive: true, force: true });
  const locked = existsSync9(join13(serverDir, "package-lock.json"));
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
  const version = readManifest(join13(serverDir, "node_modules", framework, "package.json")).version ?? "unknown";
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
      const [file] = readdirSync2(packDir).filter((entry) => entry.endsWith(".tgz"));
      if (!file) throw new Error(`${describeMionSource(source)}: packing ${name} wrote no .tgz file`);
      return join13(packDir, file);
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
  const needed = readManifest(join13(checkoutDir, "package.json")).engines?.node;
  if (!needed || meetsNodeRange(nodeUnderTest.version, needed)) return;
  const mismatch = `the checkout needs Node ${needed} (package.json engines.node) but the Node under test is ${nodeUnderTest.version} (${nodeUnderTest.path})`;
  if (enginesAreStrict(checkoutDir)) throw new Error(`${mismatch}; choose a newer one with --node`);
  log(
    `${describeMionSource({ kind: "path", dir: checkoutDir })}: ${mismatch}; building anyway, as its package manager would`
  );
}
function enginesAreStrict(checkoutDir) {
  const read = (file) => existsSync9(join13(checkoutDir, file)) ? readFileSync9(join13(checkoutDir, file), "utf8") : "";
  return /^\s*engine-strict\s*=\s*true\s*$/m.test(read(".npmrc")) || /^engineStrict:\s*true\s*$/m.test(read("pnpm-workspace.yaml"));
}
function readWorkspacePackages(checkoutDir, patterns) {
  const folders = patterns.flatMap((pattern) => {
    if (!pattern.endsWith("/*")) return [join13(checkoutDir, pattern)];
    const parent = join13(checkoutDir, pattern.slice(0, -2));
    if (!existsSync9(parent)) return [];
    return readdirSync2(parent, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => join13(parent, entry.name));
  });
  const packages = /* @__PURE__ */ new Map();
  for (const folder of folders) {
    const manifestPath = join13(folder, "package.json");
    if (!existsSync9(manifestPath)) continue;
    const manifest = readManifest(manifestPath);
    if (manifest.name?.startsWith(MION_SCOPE2)) packages.set(manifest.name, { manifest, location: folder });
  }
  return packages;
}
async function selectTarballs(tarballsDir, wanted) {
  const source = { kind: "tarballs", dir: tarballsDir };
  const where = describeMionSource(source);
  const files = readdirSync2(tarballsDir).filter((file) => file.endsWith(".tgz"));
  if (files.length === 0) {
    throw new Error(
      `${where}: no .tgz files (make them with npm pack in a mion checkout); use ${OTHER_SOURCES.tarballs}`
    );
  }
  const manifestsDir = scratchDir("mion-tarball-manifests-");
  const packages = /* @__PURE__ */ new Map();
  for (const file of files) {
    const tarball = join13(tarballsDir, file);
    const manifest = await readTarballManifest(tarball, join13(manifestsDir, file), where);
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
  mkdirSync3(extractDir, { recursive: true });
  const args = ["-xzf", tarball, "-C", extractDir, "package/package.json"];
  const result = await runCommand("tar", args, { cwd: extractDir, timeoutMs: PACK_TIMEOUT_MS });
  if (result.exitCode !== 0) {
    throw new Error(`${where}: ${tarball} is not an npm package tarball (${lastLines(result.output, 1)})`);
  }
  return readManifest(join13(extractDir, "package", "package.json"));
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
    return JSON.parse(readFileSync9(path, "utf8"));
  } catch (error) {
    throw new Error(`${path}: cannot read package.json (${error.message})`);
  }
}
var scratchDirs = [];
function scratchDir(prefix) {
  if (scratchDirs.length === 0) {
    process.on("exit", () => {
      for (const dir2 of scratchDirs) rmSync2(dir2, { recursive: true, force: true });
    });
  }
  const dir = mkdtempSync(join13(tmpdir(), prefix));
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
      mkdirSync4(join14(definition.dir, "node_modules"), { recursive: true });
      writeFileSync2(join14(definition.dir, "node_modules", INSTALL_STAMP), lockfileHash(definition.dir));
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
  if (!existsSync10(join14(definition.dir, definition.meta.entry))) {
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
  const stampPath = join14(dir, "node_modules", INSTALL_STAMP);
  return existsSync10(stampPath) && readFileSync10(stampPath, "utf8") === lockfileHash(dir);
}
function lockfileHash(dir) {
  return createHash("sha256").update(readFileSync10(join14(dir, "package-lock.json"))).digest("hex");
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
    test: 'npm run lint && npm run typecheck && npm run bundle && PERF_GATE_TEST_RUN=$$-$(date +%s) node --import tsx --test --test-concurrency=1 $(find test -name "*.test.ts" | sort)',
    bench: "node dist/cli.js run",
    "bench:overhead": "node --import tsx scripts/bench-engine-overhead.ts",
    "docs:bad-input": "node --import tsx scripts/document-bad-inputs.ts"
  },
  dependencies: {
    "@actions/core": "3.0.1",
    "@actions/github": "9.1.1",
    ajv: "8.20.0",
    autocannon: "9.0.0",
    pidusage: "4.1.0",
    "simple-statistics": "7.12.1"
  },
  devDependencies: {
    "@eslint/js": "9.39.5",
    "@types/autocannon": "7.12.7",
    "@types/node": "20.19.43",
    "@types/pidusage": "2.0.5",
    esbuild: "0.28.2",
    eslint: "9.39.5",
    globals: "17.14.0",
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
  const baseline = config.command === "compare" ? readUsableBaseline(config) : void 0;
  const { prepared, measure, pinning } = await prepareMeasurement(config, progress);
  let results = await measure(prepared, {
    rounds: config.load.rounds,
    roundsPerBlock: config.load.roundsPerBlock
  });
  const startupGrowth = await measureStartupGrowth(prepared.built, pinning, STARTUP_TIMEOUT_MS, progress);
  if (startupGrowth.length > 0) results = { ...results, startupGrowth };
  const subjectProblem = subjectNotMeasured(results, config.gate.subject);
  if (config.command === "baseline" && !subjectProblem) {
    const topUp = config.gate.baselineRounds - config.load.rounds;
    if (topUp > 0) {
      progress.info(`baseline: ${topUp} more rounds of ${config.gate.subject} and ${config.gate.reference}`);
      results = mergeResults(results, await measure(pairOf(prepared, config), { rounds: topUp }));
    }
  }
  if (config.command === "baseline") {
    const problem = subjectProblem ?? invalidSubjectRounds(results, config.gate.subject);
    if (problem) {
      progress.warn(`baseline not written: ${problem}`);
      return finish(config, results, { exitCode: 2 });
    }
    writeResultsFile(config.gate.baselinePath, results);
    progress.info(`baseline written to ${config.gate.baselinePath}`);
    return finish(config, results, { exitCode: 0 });
  }
  if (config.command !== "compare" || !baseline) return finish(config, results, { exitCode: 0 });
  if (subjectProblem) {
    const gate2 = errorOutcome(config, `subject not measured: ${subjectProblem}`);
    return finish(config, results, { exitCode: 2, baseline, gate: gate2 });
  }
  const pair = pairOf(prepared, config);
  const gate = await runSequentialGate({
    baseline,
    initial: results,
    gate: config.gate,
    nowMs: Date.now,
    measureMore: async (rounds) => {
      progress.info(`gate: ${rounds} more rounds of ${config.gate.subject} and ${config.gate.reference}`);
      const extra = await measure(pair, { rounds, roundsPerBlock: rounds });
      results = mergeResults(results, extra);
      return extra;
    }
  });
  return finish(config, results, { exitCode: exitCodeFor(gate, config), baseline, gate });
}
async function prepareMeasurement(config, progress) {
  const startedAtMs = Date.now();
  const deadlineMs = startedAtMs + config.gate.timeBudgetMinutes * 6e4;
  const catalog = readCatalog(SERVERS_DIR);
  const node = await resolveNodeRuntime(config.nodePath).catch((error) => {
    throw new UserInputError(error.message);
  });
  progress.info(`Node under test: ${node.version} (${node.path})`);
  const prepared = await prepareServers(config, catalog, progress.info, node);
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
  return { prepared, measure, pinning };
}
function pairOf(prepared, config) {
  const names = [config.gate.subject, config.gate.reference];
  return { built: prepared.built.filter((built) => names.includes(built.definition.name)), unavailable: [] };
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
function errorOutcome(config, message) {
  return {
    verdict: "error",
    metrics: [],
    subject: config.gate.subject,
    reference: config.gate.reference,
    subjectRounds: 0,
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
      ...config.command === "run" ? {} : { subject: config.gate.subject, reference: config.gate.reference }
    },
    servers: outcome.servers,
    scenarios: outcome.scenarios,
    warnings: outcome.warnings,
    durationSeconds: Math.round(elapsedMs / 100) / 10
  };
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

// src/report/single-line-text.ts
var LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
var BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
function toSingleLine(text2) {
  return text2.replace(BIDI_CONTROLS, "").replace(LINE_BREAKING, " ").trim();
}
function shorten2(text2, maxChars) {
  const characters = [...text2];
  if (characters.length <= maxChars) return text2;
  return `${characters.slice(0, Math.max(0, maxChars - 1)).join("")}\u2026`;
}
var MAX_MESSAGE_CHARS = 200;
function shortMessage(text2) {
  return shorten2(toSingleLine(text2), MAX_MESSAGE_CHARS);
}

// src/report/escape-markdown.ts
function escapeMarkdown(untrusted) {
  const escaped = toSingleLine(untrusted).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/[\\`*_[\]|~$#!]/g, "\\$&").replace(/@/g, "@\u200D");
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

// src/calibrate/calibration-table.ts
var DETECTION_GOAL = 0.9;
function smallestReliablyDetected(tallies, pick) {
  return tallies.filter((tally) => tally.slowdown > 0 && pick(tally) / tally.trials >= DETECTION_GOAL).sort((a, b) => a.slowdown - b.slowdown)[0];
}
function renderCalibrationTable(tallies) {
  const rate = (count2, trials) => `${count2}/${trials} (${formatPercent(count2 / trials, 0)})`;
  const rows = tallies.map((tally) => ({
    cells: [
      tally.slowdown === 0 ? "none (A/A)" : `${formatPercent(tally.slowdown, 0)} (${tally.injectedMicroseconds} \xB5s/request)`,
      formatSignedPercent(tally.measuredChange, 1),
      tally.slowdown === 0 ? "false alarms" : "detections",
      rate(tally.gateRegressions, tally.trials),
      rate(tally.publishedRegressions, tally.trials)
    ],
    emphasised: false
  }));
  const gateBest = smallestReliablyDetected(tallies, (tally) => tally.gateRegressions);
  const publishedBest = smallestReliablyDetected(tallies, (tally) => tally.publishedRegressions);
  const describe = (tally) => tally ? formatPercent(tally.slowdown, 0) : "none tried";
  const table = renderMarkdownTable({
    columns: [
      { header: "Injected slowdown", align: "left" },
      { header: "Measured change (median)", align: "right" },
      { header: "Counted", align: "left" },
      { header: "mion-perf-gate", align: "right" },
      { header: "Published method", align: "right" }
    ],
    rows
  });
  return `${table}

Smallest slowdown detected in at least 9 of 10 trials: mion-perf-gate ${describe(gateBest)}, published method ${describe(publishedBest)}.
`;
}

// src/calibrate/injection-sizes.ts
function injectionForSlowdownMicroseconds(requestsPerSecond, slowdown) {
  return Math.max(1, Math.round(slowdown / ((1 - slowdown) * requestsPerSecond) * 1e6));
}
var CALIBRATION_SLOWDOWNS = [0.05, 0.1, 0.2];

// src/calibrate/run-calibration.ts
var CALIBRATION_BUDGET_MINUTES = 24 * 60;
async function runCalibration(config, progress) {
  const { subject, reference } = config.gate;
  const scenarios = config.load.scenarios.slice(0, 1);
  const calibrationConfig = {
    ...config,
    load: { ...config.load, scenarios, servers: [reference, subject] },
    gate: { ...config.gate, timeBudgetMinutes: CALIBRATION_BUDGET_MINUTES }
  };
  const { prepared, measure } = await prepareMeasurement(calibrationConfig, progress);
  const missing = [subject, reference].find(
    (name) => !prepared.built.some((b) => b.definition.name === name)
  );
  if (missing) {
    const reason = prepared.unavailable.find((run) => run.name === missing)?.failure?.message ?? "not built";
    progress.warn(`calibration needs ${missing}: ${reason}`);
    return 2;
  }
  const only = (names) => ({
    built: prepared.built.filter((built) => names.includes(built.definition.name)),
    unavailable: []
  });
  const pair = only([subject, reference]);
  const subjectAlone = only([subject]);
  const subjectRps = (results) => medianSubjectRps(results, subject);
  progress.info(`calibration: recording a baseline of ${config.gate.baselineRounds} rounds`);
  const baseline = await measure(pair, { rounds: config.gate.baselineRounds });
  const baselineRps = subjectRps(baseline);
  const conditions = [0, ...CALIBRATION_SLOWDOWNS].map((slowdown) => ({
    slowdown,
    injectedMicroseconds: slowdown === 0 ? 0 : injectionForSlowdownMicroseconds(baselineRps, slowdown)
  }));
  const gateTrials = /* @__PURE__ */ new Map();
  for (let trial = 0; trial < config.calibrationTrials; trial++) {
    for (const condition of conditions) {
      progress.info(
        `calibration: gate trial ${trial + 1}/${config.calibrationTrials}, slowdown ${condition.slowdown}`
      );
      const inject = condition.injectedMicroseconds ? { [subject]: condition.injectedMicroseconds } : {};
      const initial = await measure(pair, { injectCpuMicroseconds: inject });
      const gate = await runSequentialGate({
        baseline,
        initial,
        gate: config.gate,
        nowMs: Date.now,
        measureMore: (rounds) => measure(pair, { rounds, roundsPerBlock: rounds, injectCpuMicroseconds: inject })
      });
      const roundsMeasured = gate.subjectRounds + (gate.confirmation ? DEFAULT_CONFIRMATION_ROUNDS : 0);
      progress.info(
        `calibration: verdict ${gate.verdict}${gate.error ? ` (${gate.error})` : ""}, ${roundsMeasured} rounds`
      );
      if (gate.verdict === "error") throw new Error(`calibration trial failed: ${gate.error}`);
      const list = gateTrials.get(condition.slowdown) ?? [];
      list.push({
        regression: gate.verdict === "regression",
        change: subjectRps(initial) / baselineRps - 1,
        subjectSeconds: roundsMeasured * config.load.durationSeconds
      });
      gateTrials.set(condition.slowdown, list);
    }
  }
  const allGateTrials = [...gateTrials.values()].flat();
  const publishedSeconds = Math.max(
    1,
    Math.round(allGateTrials.reduce((sum2, trial) => sum2 + trial.subjectSeconds, 0) / allGateTrials.length)
  );
  const publishedOnce = (inject) => measure(subjectAlone, {
    rounds: 1,
    roundsPerBlock: 1,
    durationSeconds: publishedSeconds,
    injectCpuMicroseconds: inject
  });
  progress.info(`calibration: published method, one warm-up and one ${publishedSeconds} s run per trial`);
  const publishedBaselineRps = subjectRps(await publishedOnce({}));
  const publishedRegressions = /* @__PURE__ */ new Map();
  for (let trial = 0; trial < config.calibrationTrials; trial++) {
    for (const condition of conditions) {
      const inject = condition.injectedMicroseconds ? { [subject]: condition.injectedMicroseconds } : {};
      const measured = subjectRps(await publishedOnce(inject));
      const verdict = publishedMethodVerdict(
        measured,
        publishedBaselineRps,
        config.gate.rpsThreshold,
        "higher-is-better"
      );
      const flagged = verdict.regression ? 1 : 0;
      publishedRegressions.set(
        condition.slowdown,
        (publishedRegressions.get(condition.slowdown) ?? 0) + flagged
      );
    }
  }
  const tallies = conditions.map((condition) => {
    const trials = gateTrials.get(condition.slowdown) ?? [];
    return {
      ...condition,
      trials: trials.length,
      gateRegressions: trials.filter((trial) => trial.regression).length,
      publishedRegressions: publishedRegressions.get(condition.slowdown) ?? 0,
      measuredChange: median(trials.map((trial) => trial.change))
    };
  });
  const table = renderCalibrationTable(tallies);
  const settings = `trials ${config.calibrationTrials} per condition, subject ${subject}, reference ${reference}, scenario ${scenarios.join(", ")}, ${config.load.rounds} rounds of ${config.load.durationSeconds} s (max ${config.gate.maxRounds}), threshold ${config.gate.rpsThreshold * 100}%, confidence ${config.gate.confidence}, baseline ${config.gate.baselineRounds} rounds; published method: one ${publishedSeconds} s run`;
  const page = `Calibration on ${baseline.environment.cpuModel} (${baseline.environment.cpuCount} CPUs), Node ${baseline.environment.nodeVersion}, ${baseline.createdAt}

Settings: ${settings}

${table}`;
  process.stdout.write(`
${page}`);
  if (config.markdownPath) writeFileAtomically(config.markdownPath, page);
  if (config.outPath)
    writeFileAtomically(config.outPath, `${JSON.stringify({ settings, tallies }, null, 2)}
`);
  return 0;
}
function medianSubjectRps(results, subject) {
  const rounds = results.scenarios.flatMap((scenario) => scenario.servers).filter((entry) => entry.server === subject).flatMap((entry) => entry.rounds).filter((round) => round.valid);
  return rounds.length === 0 ? Number.NaN : median(rounds.map((round) => round.requestsPerSecond));
}

// src/config/build-config.ts
import { resolve as resolve5 } from "node:path";

// src/scenarios/scenario.ts
var SCENARIO_NAMES = ["hello", "update-user"];

// src/config/config.ts
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

// src/config/defaults.ts
var DEFAULT_LOAD = {
  scenarios: [...SCENARIO_NAMES],
  rounds: 4,
  roundsPerBlock: 2,
  durationSeconds: 3,
  warmupSeconds: 2,
  connections: 100,
  pipelining: 10
};
var DEFAULT_SUBJECT = "mion";
var DEFAULT_REFERENCE = "http-node";
var DEFAULT_BASELINE_PATH = "baseline/baseline.json";
var DEFAULT_RPS_THRESHOLD = 0.05;
var DEFAULT_LATENCY_THRESHOLD = 0.05;
var DEFAULT_CONFIDENCE = 0.95;
var DEFAULT_TIME_BUDGET_MINUTES = 20;

// src/config/parse-values.ts
import { accessSync as accessSync2, constants as constants2, existsSync as existsSync11, statSync as statSync2 } from "node:fs";
import { isAbsolute, relative, resolve as resolve4 } from "node:path";
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
  const path = resolve4(workspaceDir, text2.trim());
  const fromWorkspace = relative(workspaceDir, path);
  if (fromWorkspace.startsWith("..") || isAbsolute(fromWorkspace)) {
    throw new UserInputError(`${label}: ${path} is outside the workspace ${workspaceDir}`);
  }
  return path;
}
function parseExecutable(label, text2, workspaceDir) {
  const path = resolve4(workspaceDir, text2.trim());
  if (!existsSync11(path) || !statSync2(path).isFile())
    throw new UserInputError(`${label}: ${path} is not a file`);
  try {
    accessSync2(path, constants2.X_OK);
  } catch {
    throw new UserInputError(`${label}: ${path} is not executable`);
  }
  return path;
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
  const servers = parsed("servers", parseNameList, defaultServers(context.knownServers));
  const unknownServer = servers.find((server) => !context.knownServers.includes(server));
  if (unknownServer) {
    throw new UserInputError(
      `${label("servers")}: unknown server "${unknownServer}" (known: ${context.knownServers.join(", ")})`
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
  const maxRounds = parsed("max-rounds", parsePositiveInteger, Math.max(DEFAULT_MAX_ROUNDS, rounds));
  if (maxRounds < rounds) {
    throw new UserInputError(
      `${label("max-rounds")}: ${maxRounds} is fewer than the ${rounds} rounds of a run`
    );
  }
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
      injectCpuMicroseconds: parsed("inject-cpu-us", (l, t) => parseInjections(l, t, servers), {})
    },
    gate: {
      baselinePath: parsed(
        "baseline",
        insideWorkspace(context.workspaceDir),
        resolve5(context.workspaceDir, DEFAULT_BASELINE_PATH)
      ),
      subject,
      reference,
      rpsThreshold: parsed("rps-threshold", parsePercent, DEFAULT_RPS_THRESHOLD),
      latencyThreshold: parsed("latency-threshold", parsePercent, DEFAULT_LATENCY_THRESHOLD),
      confidence: parsed("confidence", parseOpenUnitInterval, DEFAULT_CONFIDENCE),
      maxRounds,
      baselineRounds: parsed(
        "baseline-rounds",
        parsePositiveInteger,
        Math.max(DEFAULT_BASELINE_ROUNDS, rounds)
      ),
      timeBudgetMinutes: parsed(
        "time-budget",
        (l, t) => parsePositiveSeconds(l, t, 24 * 60),
        DEFAULT_TIME_BUDGET_MINUTES
      ),
      failOnInconclusive: parsed("fail-on-inconclusive", parseBoolean, false)
    },
    mionSource: parsed("mion-source", (l, t) => parseMionSource(l, t, context.workspaceDir), { kind: "npm" }),
    nodePath: parsed("node", (l, t) => parseExecutable(l, t, context.workspaceDir), void 0),
    outPath: parsed("out", insideWorkspace(context.workspaceDir), void 0),
    markdownPath: parsed("markdown", insideWorkspace(context.workspaceDir), void 0),
    verbose: parsed("verbose", parseBoolean, false),
    calibrationTrials: parsed("trials", (l, t) => parsePositiveInteger(l, t, 1e3), 10)
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
    const match = /^([^=]+)=(\d+)$/.exec(entry);
    if (!match) throw new UserInputError(`${label}: "${entry}" must look like SERVER=MICROSECONDS`);
    const [, server = "", microseconds = ""] = match;
    if (!servers.includes(server)) throw new UserInputError(`${label}: "${server}" is not among the servers`);
    injections[server] = parsePositiveInteger(label, microseconds, 1e6);
  }
  return injections;
}
function insideWorkspace(workspaceDir) {
  return (label, text2) => parseWorkspacePath(label, text2, workspaceDir);
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
  const commit = git?.commit ? ` at ${git.commit}${git.ref ? ` (${git.ref})` : ""}` : "";
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
  latencyMean: "mean latency"
};
function title(gate) {
  switch (gate.verdict) {
    case "pass":
      return `Pass: no regression of ${gate.subject} beyond the thresholds`;
    case "regression":
      return `Regression: ${gate.subject} got worse than the baseline`;
    case "inconclusive":
      return `Inconclusive: the rounds of ${gate.subject} could not tell a regression from noise`;
    case "error":
      return `Error: the gate could not decide${gate.error ? `: ${gate.error}` : ""}`;
  }
}
function interval(change) {
  return `${formatSignedPercent(change.lower)} to ${formatSignedPercent(change.upper)}`;
}
function worseThreshold(comparison) {
  const worseSign = comparison.metric === "latencyMean" ? 1 : -1;
  return formatSignedPercent(worseSign * comparison.threshold);
}
function comparisonTable(metrics) {
  const confidence = metrics[0]?.normalised.confidence;
  const level = confidence === void 0 ? "" : ` (${formatPercent(confidence, 0)})`;
  return {
    columns: [
      { header: "Scenario", align: "left" },
      { header: "Metric", align: "left" },
      { header: "Change vs baseline (normalised)", align: "right" },
      { header: `Interval${level}`, align: "right" },
      { header: "Raw change (interval)", align: "right" },
      { header: "Threshold", align: "right" },
      { header: "Rounds (current/baseline)", align: "right" },
      { header: "Verdict", align: "left" }
    ],
    rows: metrics.map((m) => ({
      emphasised: m.verdict === "regression",
      cells: [
        m.scenario,
        METRIC_LABEL[m.metric],
        formatSignedPercent(m.normalised.estimate),
        interval(m.normalised),
        `${formatSignedPercent(m.raw.estimate)} (${interval(m.raw)})`,
        worseThreshold(m),
        `${m.normalised.currentSamples}/${m.normalised.baselineSamples}`,
        m.verdict
      ]
    }))
  };
}
function summariseGate(gate) {
  const confirmation = gate.confirmation && {
    sentence: gate.confirmation.agreed ? "A fresh block of rounds was run to confirm the regression, and it agreed." : "A fresh block of rounds was run to confirm the regression, and it did not agree: no regression is reported.",
    table: gate.confirmation.metrics.length > 0 ? comparisonTable(gate.confirmation.metrics) : void 0
  };
  return {
    verdict: gate.verdict,
    title: title(gate),
    table: gate.metrics.length > 0 ? comparisonTable(gate.metrics) : void 0,
    confirmation,
    details: [
      `Normalised: ${gate.subject} divided by ${gate.reference} in the same round, which removes most of the machine's speed; raw: ${gate.subject} alone. The gate decides on the normalised change; ${gate.subjectRounds} rounds of ${gate.subject} per scenario.`,
      ...gate.notes
    ]
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
function medianOrNaN(values) {
  return values.length === 0 ? Number.NaN : median(values);
}
function maxOrNaN(values) {
  return values.length === 0 ? Number.NaN : Math.max(...values);
}
function roundKey(round) {
  return `${round.block}:${round.roundInBlock}`;
}
function pairedFraction(rounds, referenceRounds) {
  const referenceByRound = new Map(referenceRounds.filter((r) => r.valid).map((r) => [roundKey(r), r]));
  const fractions = [];
  for (const round of rounds) {
    const reference = round.valid ? referenceByRound.get(roundKey(round)) : void 0;
    if (reference && reference.requestsPerSecond > 0) {
      fractions.push(round.requestsPerSecond / reference.requestsPerSecond);
    }
  }
  return fractions.length === 0 ? void 0 : median(fractions);
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
    fractionOfReference: referenceRounds ? pairedFraction(rounds, referenceRounds) : void 0
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
  return `"${shorten2(safe, maxChars)}"`;
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
  return `Baseline recorded on a different machine: ${gate.environmentDrift.map(shortMessage).join("; ")}; the normalised comparison is the one to trust.`;
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
  error: "\u{1F4A5}"
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
function join15(parts) {
  return parts.map((part) => part.text).join("\n\n");
}
function fit(parts, maxChars) {
  const whole = join15(parts);
  if (whole.length <= maxChars) return whole;
  const kept = [...parts];
  const omitted = /* @__PURE__ */ new Set();
  const droppable = parts.map((part, index) => ({ part, index })).filter(({ part }) => part.dropRank !== void 0).sort((a, b) => (a.part.dropRank ?? 0) - (b.part.dropRank ?? 0) || b.index - a.index);
  for (const { part } of droppable) {
    kept.splice(kept.indexOf(part), 1);
    omitted.add(part.omitted ?? "details");
    const shortened = join15([...kept, { text: truncationNote(omitted) }]);
    if (shortened.length <= maxChars) return shortened;
  }
  return join15([...kept, { text: truncationNote(omitted) }]);
}
function renderMarkdownReport(input) {
  const { results, baseline, gate, runUrl, marker } = input;
  const parts = [
    ...marker !== void 0 ? [{ text: markerComment(marker) }] : [],
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
    knownServers: readCatalog(SERVERS_DIR).map((server) => server.name),
    workspaceDir: process.cwd(),
    label: (option) => `--${option}`
  });
  verbose = config.verbose;
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
