import type { JSONSchemaType } from 'ajv';
import {
  COMPARED_METRIC_NAMES,
  MEASURE_NAMES,
  type ChangeInterval,
  type GateOutcome,
  type MetricComparison,
} from '../gate/gate-types.ts';
import { MAX_COMPARISONS, MAX_GATE_TEXT_CHARS, MAX_LOOKS, MAX_NOTES, MAX_SAMPLES } from './item-limits.ts';
import { scenarioName, serverName } from './schema-parts.ts';

/**
 * JSON Schema of a gate outcome as a fork's run hands it to the trusted comment job. Typed with
 * Ajv's JSONSchemaType, so a change to GateOutcome that this schema does not follow fails the
 * type check instead of letting unchecked fields through. Bounds keep the renderer's arithmetic
 * finite: a change is a fraction above -100%, and no interval is wider than a million-fold. Its
 * lists and sentences are held to the item limits (item-limits.ts).
 */
const MAX_CHANGE = 1e6;
const gateText = { type: 'string', maxLength: MAX_GATE_TEXT_CHARS } as const;

const change = { type: 'number', minimum: -1, maximum: MAX_CHANGE } as const;
const sampleCount = { type: 'integer', minimum: 0, maximum: 1_000_000 } as const;
/** Requests of a run: billions at most. */
const requestCount = { type: 'integer', minimum: 0, maximum: 1e12 } as const;

const changeInterval: JSONSchemaType<ChangeInterval> = {
  type: 'object',
  additionalProperties: false,
  required: ['estimate', 'lower', 'upper', 'confidence', 'currentSamples', 'baselineSamples'],
  properties: {
    estimate: change,
    lower: change,
    upper: change,
    confidence: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
    currentSamples: sampleCount,
    baselineSamples: sampleCount,
    logStandardError: { type: 'number', minimum: 0, maximum: MAX_CHANGE, nullable: true },
    degreesOfFreedom: { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000, nullable: true },
  },
};

const optionalInterval = { ...changeInterval, nullable: true } as const;
/** A metric's figure per process (requests/s, instructions/request): positive and finite. */
const processFigures = {
  type: 'array',
  items: { type: 'number', exclusiveMinimum: 0, maximum: 1e12 },
  maxItems: MAX_SAMPLES,
} as const;
const modes = { type: 'string', enum: ['paired', 'stored-baseline'] } as const;

const metricComparison: JSONSchemaType<MetricComparison> = {
  type: 'object',
  additionalProperties: false,
  required: ['scenario', 'metric', 'mode', 'decidedBy', 'estimates', 'threshold', 'verdict'],
  properties: {
    scenario: scenarioName,
    metric: { type: 'string', enum: [...COMPARED_METRIC_NAMES] },
    mode: modes,
    decidedBy: { type: 'string', enum: ['paired', 'raw', 'ratio', 'adjusted'] },
    estimates: {
      type: 'object',
      additionalProperties: false,
      required: [],
      properties: {
        paired: optionalInterval,
        raw: optionalInterval,
        ratio: optionalInterval,
        adjusted: optionalInterval,
      },
    },
    referenceCorrelation: { type: 'number', minimum: -1, maximum: 1, nullable: true },
    threshold: { type: 'number', minimum: 0, maximum: MAX_CHANGE },
    verdict: {
      type: 'string',
      enum: ['regression', 'likely-regression', 'improvement', 'unchanged', 'inconclusive'],
    },
    spreadLog: { type: 'number', minimum: 0, maximum: MAX_CHANGE, nullable: true },
    detectableWorsening: { type: 'number', minimum: 0, maximum: MAX_CHANGE, nullable: true },
    failures: {
      type: 'object',
      additionalProperties: false,
      required: ['headOnly', 'baseOnly'],
      properties: {
        headOnly: sampleCount,
        baseOnly: sampleCount,
        headEvidence: { ...gateText, nullable: true },
      },
      nullable: true,
    },
    tooNoisy: { type: 'boolean', nullable: true },
    dispersion: {
      type: 'object',
      additionalProperties: false,
      required: [
        'extraSpreadLog',
        'statistic',
        'criticalValue',
        'confidence',
        'pairs',
        'headMoreErratic',
        'headFigures',
        'baseFigures',
      ],
      properties: {
        extraSpreadLog: { type: 'number', minimum: 0, maximum: MAX_CHANGE },
        statistic: { type: 'number', minimum: -MAX_CHANGE, maximum: MAX_CHANGE },
        criticalValue: { type: 'number', minimum: 0, maximum: MAX_CHANGE },
        confidence: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
        pairs: sampleCount,
        headMoreErratic: { type: 'boolean' },
        headFigures: processFigures,
        baseFigures: processFigures,
      },
      nullable: true,
    },
  },
};

const metrics = { type: 'array', items: metricComparison, maxItems: MAX_COMPARISONS } as const;

export const gateOutcomeSchema: JSONSchemaType<GateOutcome> = {
  type: 'object',
  additionalProperties: false,
  required: [
    'verdict',
    'mode',
    'comparedWith',
    'metrics',
    'subject',
    'subjectProcesses',
    'environmentDrift',
    'notes',
  ],
  properties: {
    verdict: {
      type: 'string',
      enum: ['pass', 'regression', 'unstable', 'inconclusive', 'error', 'not-gated'],
    },
    mode: modes,
    measure: { type: 'string', enum: [...MEASURE_NAMES], nullable: true },
    comparedWith: gateText,
    metrics,
    confirmation: {
      type: 'object',
      additionalProperties: false,
      required: ['agreed', 'metrics'],
      properties: { agreed: { type: 'boolean' }, metrics },
      nullable: true,
    },
    headFailures: {
      type: 'object',
      additionalProperties: false,
      required: ['headOnly', 'baseOnly'],
      properties: {
        headOnly: sampleCount,
        baseOnly: sampleCount,
        evidence: { ...gateText, nullable: true },
      },
      nullable: true,
    },
    crashWatch: {
      type: 'object',
      additionalProperties: false,
      required: [
        'onceInRequests',
        'servedRequests',
        'watchedRequests',
        'watchSeconds',
        'processes',
        'catchShare',
      ],
      properties: {
        onceInRequests: requestCount,
        servedRequests: requestCount,
        watchedRequests: requestCount,
        watchSeconds: { type: 'integer', minimum: 0, maximum: 86_400 },
        processes: sampleCount,
        catchShare: { type: 'number', minimum: 0, maximum: 1 },
        processShare: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1, nullable: true },
        requestsPerProcess: { type: 'number', minimum: 0, maximum: 1e12, nullable: true },
        stoppedBy: { type: 'string', enum: ['failure', 'cap', 'budget'], nullable: true },
        capSeconds: { type: 'integer', minimum: 0, maximum: 86_400, nullable: true },
      },
      nullable: true,
    },
    // A label's name, a GitHub login and an ISO time: nothing a pull request could turn into markup.
    accepted: {
      type: 'object',
      additionalProperties: false,
      required: ['label'],
      properties: {
        label: { type: 'string', pattern: '^[a-z-]{1,40}$' },
        by: { type: 'string', pattern: '^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$', nullable: true },
        at: {
          type: 'string',
          nullable: true,
          pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$',
        },
        commit: { type: 'string', pattern: '^[0-9a-f]{40}$', nullable: true },
      },
      nullable: true,
    },
    subject: serverName,
    reference: { ...serverName, nullable: true },
    subjectProcesses: sampleCount,
    environmentDrift: { type: 'array', items: gateText, maxItems: MAX_NOTES },
    notes: { type: 'array', items: gateText, maxItems: MAX_NOTES },
    error: { ...gateText, nullable: true },
    errorBudget: {
      type: 'object',
      additionalProperties: false,
      required: ['confidence', 'comparisons', 'lookSizes', 'intervalConfidence'],
      properties: {
        confidence: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
        comparisons: { type: 'integer', minimum: 1, maximum: MAX_COMPARISONS },
        lookSizes: { type: 'array', items: sampleCount, maxItems: MAX_LOOKS },
        intervalConfidence: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
        undecidedConfidence: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1, nullable: true },
      },
      nullable: true,
    },
  },
};
