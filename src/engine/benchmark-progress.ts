/** What a long measurement tells its caller as it goes: the CLI's terminal, the action's log. */
export interface BenchmarkProgress {
  info(line: string): void;
  warn(line: string): void;
  /** Frequent status ("fastify hello round 3/8, 2m10s left"); a terminal may overwrite it in place. */
  status(line: string): void;
}
