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
  /** Sent once already on a connection the server closed before answering (see `closedBeforeAnswer`). */
  resent?: boolean;
}

export interface AnswerListener {
  /** The answer's last byte arrived: `status` is its HTTP status. The connection is idle again. */
  answered(connection: OpenLoopConnection, status: number, carried: Carried): void;
  /** The request failed (or timed out: `timedOut`); the connection connects again by itself and is idle. */
  failed(connection: OpenLoopConnection, error: Error, carried: Carried, timedOut: boolean): void;
  /**
   * The server closed the connection before a byte of the answer: a keep-alive connection it had
   * timed out as idle while the request was on its way (Node closes idle connections after 5 s, and
   * a server that stalled closes them the moment it resumes, with the requests sent meanwhile unread).
   * The request is to be sent again, once, still charged from its intended time, as HTTP clients
   * retry a request on a reused connection that closed before answering.
   */
  closedBeforeAnswer(connection: OpenLoopConnection, carried: Carried): void;
}

export class OpenLoopConnection {
  /** When the request on this connection actually left (performance.now()); NaN when idle. */
  sentMs = Number.NaN;
  private carried: Carried = { intendedMs: Number.NaN, recorded: false };
  private socket: Socket;
  private parser!: InstanceType<typeof HTTPParser>;
  private status = 0;
  /** A byte of the current request's answer arrived. */
  private answering = false;
  /** Answers read on the current socket: a socket that answered before is a reused keep-alive one. */
  private answersOnSocket = 0;
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
    this.answering = false;
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
    this.answersOnSocket = 0;
    this.parser[HTTPParser.kOnMessageComplete] = () => {
      this.answersOnSocket++;
      this.sentMs = Number.NaN;
      this.listener.answered(this, this.status, this.carried);
    };
    socket.on('data', (chunk: Buffer) => {
      this.answering = true;
      const parsed = this.parser.execute(chunk);
      if (parsed instanceof Error) this.fail(parsed);
    });
    socket.on('error', (error) => this.lost(error));
    socket.on('close', () => {
      if (!this.closed && socket === this.socket) this.lost(new Error('the server closed the connection'));
    });
    return socket;
  }

  /** The socket closed or broke under the connection: a failure, or a request to send again. */
  private lost(error: Error): void {
    if (this.closed) return;
    const unansweredOnReusedSocket = this.busy && !this.answering && this.answersOnSocket > 0;
    if (unansweredOnReusedSocket && !this.carried.resent) {
      const carried = this.carried;
      this.reopen();
      this.listener.closedBeforeAnswer(this, { ...carried, resent: true });
      return;
    }
    this.fail(error);
  }

  private fail(error: Error, timedOut = false): void {
    if (this.closed) return;
    const wasBusy = this.busy;
    this.reopen();
    if (wasBusy) this.listener.failed(this, error, this.carried, timedOut);
  }

  /** Drops the socket and connects again; the connection is idle. */
  private reopen(): void {
    this.sentMs = Number.NaN;
    this.socket.removeAllListeners();
    // A destroyed socket may still report an error; it belongs to no request any more.
    this.socket.on('error', () => {});
    this.socket.destroy();
    this.socket = this.open();
  }
}
