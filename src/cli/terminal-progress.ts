import type { Progress } from '../stages/measure-types.ts';
import { logLine } from '../report/single-line-text.ts';

/**
 * On a terminal, status lines overwrite each other in place; elsewhere (CI logs, pipes)
 * every status is a plain line, because carriage returns garble log files. Every line goes
 * through logLine: it may carry a child's output, and the CLI may run in a CI step.
 */
export function terminalProgress(stream: NodeJS.WriteStream = process.stderr): Progress {
  const interactive = stream.isTTY === true;
  let statusShown = false;
  const clearStatus = () => {
    if (statusShown) stream.write('\r\x1b[2K');
    statusShown = false;
  };
  return {
    info(line) {
      clearStatus();
      stream.write(`${logLine(line)}\n`);
    },
    warn(line) {
      clearStatus();
      stream.write(`warning: ${logLine(line)}\n`);
    },
    status(line) {
      if (!interactive) {
        stream.write(`${logLine(line)}\n`);
        return;
      }
      clearStatus();
      stream.write(logLine(line).slice(0, (stream.columns ?? 120) - 1));
      statusShown = true;
    },
  };
}
