import { Ajv, type SchemaValidateFunction } from 'ajv';
import { encodedHistogramProblem } from './encoded-histogram.ts';

/**
 * The validator every results schema is compiled with (a results file, a shard, a comment payload):
 * ajv with the one keyword JSON Schema cannot say, `boundedHdrHistogram`, which checks an encoded
 * histogram's header, size and counts before anything decodes it.
 */
export function resultsAjv(): Ajv {
  const ajv = new Ajv({ allErrors: false });
  const check: SchemaValidateFunction = (_schema: unknown, data: string) => {
    const problem = encodedHistogramProblem(data);
    if (problem === undefined) return true;
    check.errors = [
      {
        keyword: 'boundedHdrHistogram',
        message: `is not a latency histogram this tool records: ${problem}`,
        params: {},
      },
    ];
    return false;
  };
  ajv.addKeyword({
    keyword: 'boundedHdrHistogram',
    type: 'string',
    schemaType: 'boolean',
    errors: true,
    validate: check,
  });
  return ajv;
}
