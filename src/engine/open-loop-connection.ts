/**
 * One keep-alive connection of the open-loop generator: it sends one request at a time, already
 * written out as bytes, and reads the answer with http-parser-js (the parser autocannon's own client
 * uses). Nothing is allocated per request but the answer's bookkeeping, which keeps the generator's
 * cost per request near autocannon's: the open loop must not be what saturates first.
 */
import { HTTPParser } from 'http-parser-js';
import { connect, type Socket } from 'node:net';

/** The request a connection carried: when the schedule meant it to leave, and whether it counts. */
export interface Carried {
  intendedMs: number;
  recorded: boolean;
}

export interface AnswerListener {
  /** The answer's last byte arrived: `status` is its HTTP status. The connection is idle again. */
  answered(connection: OpenLoopConnection, status: number, carried: Carried): void;
  /** The request failed (or timed out: `timedOut`); the connection connects again by itself and is idle. */
  failed(connection: OpenLoopConnection, error: Error, carried: Carried, timedOut: boolean): void;
}

export class OpenLoopConnection {
  /** When the request on this connection actually left (performance.now()); NaN when idle. */
  sentMs = Number.NaN;
  private carried: Carried = { intendedMs: Number.NaN, recorded: false };
  private socket: Socket;
  private parser!: HTTPParser;
  private status = 0;
  private closed = false;

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly listener: AnswerListener,
  ) {
    this.socket = this.open();
  }

  get busy(): boolean {
    return !Number.isNaN(this.sentMs);
  }

  send(request: Buffer | string, carried: Carried, nowMs: number): void {
    this.carried = carried;
    this.sentMs = nowMs;
    this.socket.write(request);
  }

  /** A request past its time-out: the connection is dropped and opened again for the next request. */
  timeOut(): void {
    this.fail(new Error('no answer within the request time-out'), true);
  }

  close(): void {
    this.closed = true;
    this.socket.destroy();
  }

  private open(): Socket {
    const socket = connect(this.port, this.host);
    socket.setNoDelay(true);
    this.parser = new HTTPParser(HTTPParser.RESPONSE);
    this.parser[HTTPParser.kOnHeadersComplete] = (info: { statusCode?: number }) => {
      this.status = info.statusCode ?? 0;
    };
    this.parser[HTTPParser.kOnMessageComplete] = () => {
      this.sentMs = Number.NaN;
      this.listener.answered(this, this.status, this.carried);
    };
    socket.on('data', (chunk: Buffer) => {
      const parsed = this.parser.execute(chunk);
      if (parsed instanceof Error) this.fail(parsed);
    });
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => {
      if (!this.closed && socket === this.socket) {
        this.fail(new Error('the server closed the connection'));
      }
    });
    return socket;
  }

  private fail(error: Error, timedOut = false): void {
    if (this.closed) return;
    const wasBusy = this.busy;
    this.sentMs = Number.NaN;
    this.socket.removeAllListeners();
    // A destroyed socket may still report an error; it belongs to no request any more.
    this.socket.on('error', () => {});
    this.socket.destroy();
    this.socket = this.open();
    if (wasBusy) this.listener.failed(this, error, this.carried, timedOut);
  }
}
