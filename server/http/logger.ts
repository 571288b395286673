import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

/**
 * Shared by every API logger. Request lines are written by our own hook (method, url, status, time)
 * so headers and bodies never reach a log; the redaction is a second guard for code that logs a
 * request or its headers by hand.
 */
export const loggerOptions = (level: LogLevel = "info"): LoggerOptions => ({
  level,
  base: { service: "api" },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: {
    paths: [
      "req.headers.authorization",
      "req.headers.cookie",
      'req.headers["x-bff-key"]',
      "headers.authorization",
      "headers.cookie",
      'headers["x-bff-key"]',
      'res.headers["set-cookie"]',
      "password",
      "*.password",
      "password_confirmation",
      "*.password_confirmation",
      "token",
      "*.token",
    ],
    censor: "[redacted]",
  },
  serializers: {
    req: (req: { method?: string; url?: string }) => ({ method: req.method, url: req.url }),
  },
});

export type CreateLoggerOptions = {
  level?: LogLevel;
  /** Also append every line to this file (created with its folders). */
  file?: string;
  /** Where lines go instead of stdout (tests capture them). */
  stream?: DestinationStream;
};

export function createLogger({ level = "info", file, stream }: CreateLoggerOptions = {}): Logger {
  const primary = stream ?? pino.destination(1);
  if (!file) return pino(loggerOptions(level), primary);
  const tee = pino.multistream([
    { level, stream: primary },
    { level, stream: pino.destination({ dest: file, mkdir: true, sync: true }) },
  ]);
  return pino(loggerOptions(level), tee);
}
