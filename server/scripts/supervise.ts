// Keeps one half of the shop running: a process that dies on its own is started again after a
// backoff (1 s, 2 s, 4 s … up to 30 s; back to 1 s once it has stayed up for a minute), and each
// crash and restart is logged. The other half keeps serving meanwhile (the web app shows its
// "layanan sedang bermasalah" page while the API is down).
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";

export type SupervisorOptions = {
  name: string;
  command: string;
  args: string[];
  spawnOptions?: SpawnOptions;
  /** First wait before a restart; doubles per crash up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Up this long counts as healthy again: the next crash starts the backoff over. */
  stableMs?: number;
  log?: (message: string) => void;
};

export type Supervisor = {
  readonly child: ChildProcess;
  readonly restarts: number;
  /** Stops restarting, sends SIGTERM, resolves when the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

export function supervise(options: SupervisorOptions): Supervisor {
  const { name, backoffMs = 1_000, maxBackoffMs = 30_000, stableMs = 60_000 } = options;
  const log = options.log ?? ((message: string) => console.error(`[start] ${message}`));
  let child: ChildProcess;
  let stopping = false;
  let restarts = 0;
  let wait = backoffMs;
  let timer: NodeJS.Timeout | undefined;

  const start = () => {
    const startedAt = Date.now();
    child = spawn(options.command, options.args, options.spawnOptions ?? { stdio: "inherit" });
    child.on("exit", (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt >= stableMs) wait = backoffMs;
      log(`${name} stopped (${signal ?? `exit ${code}`}); restarting in ${wait / 1000} s`);
      timer = setTimeout(() => {
        restarts += 1;
        log(`${name} restarting (restart ${restarts})`);
        start();
      }, wait);
      wait = Math.min(wait * 2, maxBackoffMs);
    });
  };
  start();

  return {
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    stop(signal: NodeJS.Signals = "SIGTERM") {
      stopping = true;
      clearTimeout(timer);
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill(signal);
      });
    },
  };
}
