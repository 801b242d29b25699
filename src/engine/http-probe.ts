import { request } from 'node:http';
import type { HttpRequestSpec } from '../scenarios/scenario.ts';

export interface ProbeAnswer {
  status: number;
  bodyText: string;
}

const MAX_BODY_CHARS = 64 * 1024;

/** One request on a fresh connection, for start-up polling and correctness checks. */
export function probe(baseUrl: string, spec: HttpRequestSpec, timeoutMs: number): Promise<ProbeAnswer> {
  return new Promise((resolvePromise, reject) => {
    const url = new URL(spec.path, baseUrl);
    const headers = {
      ...spec.headers,
      ...(spec.body ? { 'content-length': Buffer.byteLength(spec.body) } : {}),
    };
    const outgoing = request(
      url,
      { method: spec.method, headers, agent: false, timeout: timeoutMs },
      (incoming) => {
        let bodyText = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          if (bodyText.length < MAX_BODY_CHARS) bodyText += chunk;
        });
        incoming.on('end', () => resolvePromise({ status: incoming.statusCode ?? 0, bodyText }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(spec.body);
  });
}
