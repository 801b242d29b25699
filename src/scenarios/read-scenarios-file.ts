/**
 * Reads a scenarios file (YAML or JSON; JSON is YAML) into scenarios ready to run. Every problem is
 * one line naming the file, the scenario and the field, and nothing runs: a scenario that could not
 * be checked must never be timed.
 */
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import jsonPatch from 'fast-json-patch';
import YAML from 'yaml';
import { UserInputError } from '../user-input-error.ts';
import { compileBodyTemplate, hasGenerators } from './body-template.ts';
import type {
  CorrectnessCase,
  Expectation,
  JsonValue,
  RequestTemplate,
  Scenario,
  ScenarioCatalog,
  ScenarioVariant,
} from './scenario.ts';
import { scenariosFileSchema } from './scenarios-file-schema.ts';

interface ExpectationEntry {
  status: number | string;
  json?: JsonValue;
}

interface CaseEntry {
  name: string;
  body?: JsonValue;
  patch?: jsonPatch.Operation[];
  expect: ExpectationEntry;
  whenServerStripsUnknownKeys?: ExpectationEntry;
}

interface VariantEntry {
  request: Omit<RequestTemplate, 'headers'> & { headers?: Record<string, string> };
  cases: CaseEntry[];
}

interface RpcRouteEntry {
  route: string;
  expectByCase?: Record<string, ExpectationEntry>;
}

interface ScenarioEntry {
  name: string;
  description: string;
  rest?: VariantEntry;
  rpc?: VariantEntry | RpcRouteEntry;
}

const validateFile = new Ajv({ allErrors: false, allowUnionTypes: true }).compile<{
  scenarios: ScenarioEntry[];
}>(scenariosFileSchema);

/** Thrown with the field's place in the scenario; the caller adds the file and the scenario's name. */
class FieldProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export function readScenariosFile(path: string): ScenarioCatalog {
  const problem = (message: string) => new UserInputError(`scenarios file ${path}: ${message}`);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw problem(`cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  let document: unknown;
  try {
    // YAML merge keys (<<) let a file share one user between cases without copying it.
    document = YAML.parse(text, { merge: true, maxAliasCount: 1000 });
  } catch (error) {
    throw problem(`is not YAML or JSON: ${(error as Error).message.split('\n')[0]}`);
  }
  if (!validateFile(document)) {
    const first = validateFile.errors?.[0];
    const [, list, index, ...rest] = (first?.instancePath ?? '').split('/');
    const entries = (document as { scenarios?: Array<{ name?: unknown }> } | null)?.scenarios;
    const named = index === undefined ? '' : scenarioLabel(entries?.[Number(index)]?.name, Number(index));
    // An error of the list itself (too many scenarios) names the list.
    const field = index === undefined && list ? list : fieldPath(rest);
    throw problem(`${named}${field ? `${field}: ` : ''}${describeSchemaError(first)}`);
  }
  const catalog = new Map<string, Scenario>();
  document.scenarios.forEach((entry, index) => {
    if (catalog.has(entry.name))
      throw problem(`${scenarioLabel(entry.name, index)}name: used by an earlier scenario too`);
    try {
      catalog.set(entry.name, toScenario(entry));
    } catch (error) {
      if (!(error instanceof FieldProblem)) throw error;
      throw problem(`${scenarioLabel(entry.name, index)}${error.field}: ${error.message}`);
    }
  });
  return catalog;
}

function scenarioLabel(name: unknown, index: number): string {
  return typeof name === 'string' ? `scenario "${name}": ` : `scenario ${index + 1}: `;
}

/** ['rest', 'cases', '0', 'expect'] -> 'rest.cases[0].expect' */
function fieldPath(parts: string[]): string {
  return parts.reduce(
    (path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part),
    '',
  );
}

function describeSchemaError(
  error: { keyword: string; message?: string; params: Record<string, unknown> } | undefined,
): string {
  if (!error) return 'is invalid';
  if (error.keyword === 'additionalProperties')
    return `unknown field "${String(error.params.additionalProperty)}"`;
  if (error.keyword === 'required') return `"${String(error.params.missingProperty)}" is missing`;
  if (error.keyword === 'enum')
    return `${error.message} (${(error.params.allowedValues as unknown[]).join(', ')})`;
  return error.message ?? 'is invalid';
}

function toScenario(entry: ScenarioEntry): Scenario {
  const variants: Scenario['variants'] = {};
  if (entry.rest) variants.rest = toVariant(entry.rest, 'rest');
  if (entry.rpc && isRpcRoute(entry.rpc)) {
    if (!entry.rest)
      throw new FieldProblem('rpc.route', 'derives the rpc variant from rest, which this scenario lacks');
    variants.rpc = rpcFromRest(variants.rest!, entry.rpc);
  } else if (entry.rpc) {
    variants.rpc = toVariant(entry.rpc, 'rpc');
  }
  return { name: entry.name, description: entry.description, variants };
}

function isRpcRoute(entry: VariantEntry | RpcRouteEntry): entry is RpcRouteEntry {
  return Object.hasOwn(entry, 'route');
}

function toVariant(entry: VariantEntry, label: string): ScenarioVariant {
  const loadRequest: RequestTemplate = { headers: {}, ...entry.request };
  if (loadRequest.method === 'GET' && loadRequest.body !== undefined) {
    throw new FieldProblem(`${label}.request.body`, 'a GET request carries no body');
  }
  try {
    hasGenerators(loadRequest.body);
  } catch (error) {
    throw new FieldProblem(`${label}.request.body`, (error as Error).message);
  }
  const firstBody = entry.cases[0]?.body;
  const cases = entry.cases.map((caseEntry, index): CorrectnessCase => {
    const field = `${label}.cases[${index}]`;
    if (caseEntry.body !== undefined && hasGeneratorsSafe(caseEntry.body)) {
      throw new FieldProblem(
        `${field}.body`,
        'generators belong in the load request only: a case is one known request',
      );
    }
    const body = caseBody(caseEntry, firstBody, field) ?? generatedOnce(loadRequest.body);
    const request = { ...loadRequest, body: body === undefined ? undefined : JSON.stringify(body) };
    if (request.body === undefined) delete request.body;
    return {
      name: caseEntry.name,
      request: request as CorrectnessCase['request'],
      expect: toExpectation(caseEntry.expect, `${field}.expect`),
      ...(caseEntry.whenServerStripsUnknownKeys
        ? {
            whenServerStripsUnknownKeys: toExpectation(
              caseEntry.whenServerStripsUnknownKeys,
              `${field}.whenServerStripsUnknownKeys`,
            ),
          }
        : {}),
    };
  });
  return { loadRequest, cases };
}

/** A case's own body, or the first case's patched; undefined when it gives neither. */
function caseBody(
  caseEntry: CaseEntry,
  firstBody: JsonValue | undefined,
  field: string,
): JsonValue | undefined {
  if (caseEntry.body !== undefined && caseEntry.patch) {
    throw new FieldProblem(field, 'give body or patch, not both');
  }
  if (!caseEntry.patch) return caseEntry.body;
  if (firstBody === undefined)
    throw new FieldProblem(`${field}.patch`, "patches the first case's body, which it does not give");
  if (typeof firstBody !== 'object' || firstBody === null) {
    throw new FieldProblem(
      `${field}.patch`,
      `patches the first case's body, ${JSON.stringify(firstBody)}, which has no fields (an object or a list has)`,
    );
  }
  caseEntry.patch.forEach((operation, index) => refusePrototypePath(operation, `${field}.patch[${index}]`));
  // fast-json-patch names most problems with a JsonPatchError; anything else it throws is still a
  // problem of this patch, told in one line rather than escaping as a stack trace.
  try {
    const invalid = jsonPatch.validate(caseEntry.patch, structuredClone(firstBody));
    if (invalid) {
      throw new FieldProblem(
        `${field}.patch[${String(invalid.index)}]`,
        `${invalid.message.split('\n')[0]} (${invalid.name})`,
      );
    }
    return jsonPatch.applyPatch(structuredClone(firstBody), caseEntry.patch, false, false).newDocument;
  } catch (error) {
    if (error instanceof FieldProblem) throw error;
    throw new FieldProblem(`${field}.patch`, `cannot be applied: ${(error as Error).message.split('\n')[0]}`);
  }
}

/**
 * A path through __proto__ (or constructor.prototype) would reach the prototype every object of
 * this process shares, not a field of the body; fast-json-patch refuses it with a TypeError, which
 * is told here as the field it is.
 */
function refusePrototypePath(operation: jsonPatch.Operation, field: string): void {
  for (const key of ['path', 'from'] as const) {
    const pointer: unknown = (operation as Partial<Record<typeof key, unknown>>)[key];
    if (typeof pointer !== 'string') continue;
    const segments = pointer.split('/').map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
    const reachesPrototype = segments.some(
      (segment, index) =>
        segment === '__proto__' || (segment === 'prototype' && segments[index - 1] === 'constructor'),
    );
    if (reachesPrototype) {
      throw new FieldProblem(
        `${field}.${key}`,
        `${JSON.stringify(pointer)} goes through __proto__ or constructor/prototype: a patch changes only the body's own fields`,
      );
    }
  }
}

/** A case that gives no body sends one the load request's template would send. */
function generatedOnce(template: JsonValue | undefined): JsonValue | undefined {
  return template === undefined ? undefined : (JSON.parse(compileBodyTemplate(template)()) as JsonValue);
}

function hasGeneratorsSafe(value: JsonValue): boolean {
  try {
    return hasGenerators(value);
  } catch {
    return true;
  }
}

function toExpectation(entry: ExpectationEntry, field: string): Expectation {
  const status = parseStatus(entry.status, `${field}.status`);
  return entry.json === undefined ? { status } : { status, json: entry.json };
}

function parseStatus(value: number | string, field: string): Expectation['status'] {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599) {
    return { min: value, max: value };
  }
  const match = typeof value === 'string' ? /^([1-5])xx$/.exec(value) : null;
  if (match) return { min: Number(match[1]) * 100, max: Number(match[1]) * 100 + 99 };
  throw new FieldProblem(
    field,
    `${JSON.stringify(value)} is not a status (an integer from 100 to 599, or 2xx, 4xx…)`,
  );
}

/**
 * mion's wire format for a route: POST /<route> with the parameter list as the body, answered
 * with the return value under the route's name. The rest variant's body is the one parameter.
 */
function rpcFromRest(rest: ScenarioVariant, { route, expectByCase = {} }: RpcRouteEntry): ScenarioVariant {
  for (const name of Object.keys(expectByCase)) {
    if (!rest.cases.some((testCase) => testCase.name === name)) {
      throw new FieldProblem(`rpc.expectByCase`, `"${name}" is not the name of a rest case`);
    }
  }
  const wrapRequest = <T extends { headers: Record<string, string> }>(
    request: T,
    body: string | undefined,
  ) => ({
    ...request,
    method: 'POST' as const,
    path: `/${route}`,
    headers: { ...request.headers, 'content-type': 'application/json' },
    body,
  });
  const wrapAnswer = (expectation: Expectation): Expectation =>
    expectation.json === undefined ? expectation : { ...expectation, json: { [route]: expectation.json } };
  const loadBody = rest.loadRequest.body;
  return {
    loadRequest: {
      ...wrapRequest(rest.loadRequest, undefined),
      body: { [route]: loadBody === undefined ? [] : [loadBody] },
    },
    cases: rest.cases.map((testCase) => ({
      ...testCase,
      request: wrapRequest(testCase.request, `{"${route}":[${testCase.request.body ?? ''}]}`),
      // Own keys only: a case named constructor or toString must not find Object.prototype's.
      expect: Object.hasOwn(expectByCase, testCase.name)
        ? toExpectation(expectByCase[testCase.name]!, `rpc.expectByCase.${testCase.name}`)
        : wrapAnswer(testCase.expect),
      ...(testCase.whenServerStripsUnknownKeys
        ? { whenServerStripsUnknownKeys: wrapAnswer(testCase.whenServerStripsUnknownKeys) }
        : {}),
    })),
  };
}
