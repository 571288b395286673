import pino, { type DestinationStream, type LevelWithSilent } from "pino";

const levels = new Set(["fatal", "error", "warn", "info", "debug", "trace", "silent"]);

// The logger has to work before (and even without) a valid environment, because it is what
// reports an invalid one; so it reads its two settings itself instead of through getEnv().
const level = (levels.has(process.env.LOG_LEVEL ?? "") ? process.env.LOG_LEVEL : "info") as LevelWithSilent;
const logFile = process.env.LOG_FILE || undefined;

function destination(): DestinationStream {
  const stdout = pino.destination({ dest: 1, sync: false });
  if (!logFile) return stdout;
  const file = pino.destination({ dest: logFile, append: true, mkdir: true, sync: false });
  return pino.multistream([
    { level, stream: stdout },
    { level, stream: file },
  ]);
}

const secretKeys = ["password", "password_confirmation", "token", "authorization", "cookie", "set-cookie", "csrf"];

export const logger = pino(
  {
    level,
    base: { service: "web" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: secretKeys.flatMap((k) => [`["${k}"]`, `*["${k}"]`, `*.*["${k}"]`]),
      censor: "[redacted]",
    },
  },
  destination(),
);
