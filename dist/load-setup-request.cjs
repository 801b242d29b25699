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
var import_node_crypto = require("node:crypto");
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
    id: (0, import_node_crypto.randomInt)(1, 2 ** 31),
    name: "Leonardo",
    surname: "Da Vinci",
    lastUpdate: new Date(Date.UTC(2023, (0, import_node_crypto.randomInt)(0, 11), (0, import_node_crypto.randomInt)(1, 28), 12)).toISOString()
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

// src/load-unique-requests.ts
var UNIQUE_REQUESTS_SCENARIO_VARIABLE = "PERF_GATE_LOAD_SCENARIO";
var UNIQUE_REQUESTS_WIRE_FORMAT_VARIABLE = "PERF_GATE_LOAD_WIRE_FORMAT";
function uniqueRequestSetup(scenario, wireFormat) {
  return (defaults) => ({ ...defaults, ...SCENARIOS[scenario].makeLoadRequest(wireFormat) });
}

// src/load-setup-request.ts
var load_setup_request_default = uniqueRequestSetup(
  process.env[UNIQUE_REQUESTS_SCENARIO_VARIABLE],
  process.env[UNIQUE_REQUESTS_WIRE_FORMAT_VARIABLE]
);
module.exports = module.exports.default;
