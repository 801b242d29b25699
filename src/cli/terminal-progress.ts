import type { Progress } from '../pipeline.ts';

/**
 * On a terminal, status lines overwrite each other in place; elsewhere (CI logs, pipes)
 * every status is a plain line, because carriage returns garble log files.
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
      stream.write(`${line}\n`);
    },
    warn(line) {
      clearStatus();
      stream.write(`warning: ${line}\n`);
    },
    status(line) {
      if (!interactive) {
        stream.write(`${line}\n`);
        return;
      }
      clearStatus();
      stream.write(line.slice(0, (stream.columns ?? 120) - 1));
      statusShown = true;
    },
  };
}
