import { compileBodyTemplate } from './body-template.ts';
import type {
  CorrectnessCase,
  HttpRequestSpec,
  RequestTemplate,
  Scenario,
  ScenarioCatalog,
  ScenarioName,
  ScenarioVariant,
  UnknownKeys,
  WireFormat,
} from './scenario.ts';

/** The scenario as servers of this wire format are asked it; a one-line error when the file gives none. */
export function variantFor(scenario: Scenario, format: WireFormat): ScenarioVariant {
  const variant = scenario.variants[format];
  if (!variant) {
    throw new Error(
      `scenario "${scenario.name}" has no ${format} variant (the scenarios file gives ${Object.keys(scenario.variants).join(', ')})`,
    );
  }
  return variant;
}

/** One request as the load generator would send it, generators filled. */
export function sampleLoadRequest(template: RequestTemplate): HttpRequestSpec {
  const { body, ...rest } = template;
  return body === undefined ? rest : { ...rest, body: compileBodyTemplate(body)() };
}

/**
 * The cases a server of this wire format and unknown-key behaviour must pass, then one request
 * as the load generator makes them: a template whose requests the server refuses would
 * otherwise be timed as a stream of errors.
 */
export function correctnessCases(
  scenario: Scenario,
  format: WireFormat,
  unknownKeys: UnknownKeys = 'reject',
): CorrectnessCase[] {
  const variant = variantFor(scenario, format);
  const cases = variant.cases.map((testCase) =>
    unknownKeys === 'strip' && testCase.whenServerStripsUnknownKeys
      ? { ...testCase, expect: testCase.whenServerStripsUnknownKeys }
      : testCase,
  );
  return [
    ...cases,
    {
      name: 'answers a request of the load generator',
      request: sampleLoadRequest(variant.loadRequest),
      expect: { status: { min: 200, max: 299 } },
    },
  ];
}

/** The named scenarios' definitions, in the order given; names were checked against the catalog when the config was built. */
export function scenariosNamed(catalog: ScenarioCatalog, names: ScenarioName[]): Scenario[] {
  return names.map((name) => {
    const scenario = catalog.get(name);
    if (!scenario)
      throw new Error(
        `scenario "${name}" is not in the scenarios file (known: ${[...catalog.keys()].join(', ')})`,
      );
    return scenario;
  });
}

/** What the load generator sends a server of this wire format in the named scenario. */
export function loadRequestFor(
  catalog: ScenarioCatalog,
  name: ScenarioName,
  format: WireFormat,
): RequestTemplate {
  return variantFor(scenariosNamed(catalog, [name])[0]!, format).loadRequest;
}

/** The first case of the first scenario measured: a server is up once it answers it. */
export function readinessCase(
  catalog: ScenarioCatalog,
  names: ScenarioName[],
  format: WireFormat,
): CorrectnessCase {
  return variantFor(scenariosNamed(catalog, names.slice(0, 1))[0]!, format).cases[0]!;
}

/**
 * Before anything is built: a scenario must say how to ask every server measured, or the run
 * would stop at the first server it cannot check.
 */
export function missingVariant(
  catalog: ScenarioCatalog,
  names: ScenarioName[],
  servers: Array<{ name: string; wireFormat: WireFormat }>,
): string | undefined {
  for (const scenario of scenariosNamed(catalog, names)) {
    const server = servers.find((candidate) => !scenario.variants[candidate.wireFormat]);
    if (server) {
      return `scenario "${scenario.name}" has no ${server.wireFormat} variant, the wire format of server ${server.name}`;
    }
  }
  return undefined;
}
