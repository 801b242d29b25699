"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/load-setup-request.ts
var load_setup_request_exports = {};
__export(load_setup_request_exports, {
  default: () => load_setup_request_default
});
module.exports = __toCommonJS(load_setup_request_exports);

// src/scenarios/body-template.ts
var import_node_crypto = require("node:crypto");
var WHOLE_GENERATOR = /^\{\{(.*)\}\}$/s;
var DAY_MS = 864e5;
var GENERATORS_KNOWN = "int MIN MAX, date FROM TO, uuid";
function parseGenerator(text) {
  const match = WHOLE_GENERATOR.exec(text);
  if (!match) {
    if (text.includes("{{"))
      throw new Error(`"${text}" holds "{{" but is not one generator (known: ${GENERATORS_KNOWN})`);
    return void 0;
  }
  const [kind, ...args] = match[1].trim().split(/\s+/);
  if (kind === "int" && args.length === 2) {
    const [min, max] = args.map(Number);
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
      throw new Error(`"${text}": int needs two integers, the smaller first`);
    }
    const span = max - min + 1;
    return () => String(min + Math.floor(Math.random() * span));
  }
  if (kind === "date" && args.length === 2) {
    const [fromMs, toMs] = args.map(
      (day) => /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T12:00:00Z`) : NaN
    );
    if (!Number.isFinite(fromMs) || !Number.isFinite(toMs) || fromMs > toMs) {
      throw new Error(`"${text}": date needs two days as YYYY-MM-DD, the earlier first`);
    }
    const days = Math.round((toMs - fromMs) / DAY_MS) + 1;
    return () => JSON.stringify(new Date(fromMs + Math.floor(Math.random() * days) * DAY_MS).toISOString());
  }
  if (kind === "uuid" && args.length === 0) return () => JSON.stringify((0, import_node_crypto.randomUUID)());
  throw new Error(`"${text}" is not a known generator (known: ${GENERATORS_KNOWN})`);
}
function compileBodyTemplate(body) {
  const text = JSON.stringify(body);
  const fixedParts = [];
  const generators = [];
  let fixedStart = 0;
  for (const match of text.matchAll(/"(?:[^"\\]|\\.)*"/g)) {
    if (text[match.index + match[0].length] === ":") continue;
    const generator = parseGenerator(JSON.parse(match[0]));
    if (!generator) continue;
    fixedParts.push(text.slice(fixedStart, match.index));
    generators.push(generator);
    fixedStart = match.index + match[0].length;
  }
  const last = text.slice(fixedStart);
  if (generators.length === 0) return () => text;
  return () => {
    let out = "";
    for (let index = 0; index < generators.length; index++) out += fixedParts[index] + generators[index]();
    return out + last;
  };
}

// src/load-unique-requests.ts
var UNIQUE_REQUESTS_BODY_VARIABLE = "PERF_GATE_LOAD_BODY_TEMPLATE";
function uniqueRequestSetup(bodyTemplate) {
  const makeBody = compileBodyTemplate(bodyTemplate);
  return (defaults) => ({ ...defaults, body: makeBody() });
}

// src/load-setup-request.ts
var load_setup_request_default = uniqueRequestSetup(
  JSON.parse(process.env[UNIQUE_REQUESTS_BODY_VARIABLE] ?? "null")
);
module.exports = module.exports.default;
