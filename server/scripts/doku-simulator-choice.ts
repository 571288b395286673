// `npm start` on its embedded defaults (no DATABASE_URL, no Doku account) is a demo on one machine:
// it asks for the Doku simulator explicitly, since the API no longer serves it in production unless
// told to, and says so loudly. Against a real database without Doku the API refuses to start instead.

/** DOKU_SIMULATOR for the servers `npm start` runs (undefined: leave the environment as it is), and the banner to print. */
export function dokuSimulatorChoice(env: Record<string, string | undefined>): {
  value: string | undefined;
  banner: string | null;
} {
  if (env.DOKU_BASE_URL) return { value: env.DOKU_SIMULATOR, banner: null };
  const asked = env.DOKU_SIMULATOR !== undefined && env.DOKU_SIMULATOR !== "";
  const value = asked ? env.DOKU_SIMULATOR : env.DATABASE_URL ? undefined : "1";
  const on = value !== undefined && ["1", "true", "yes", "on"].includes(value.trim().toLowerCase());
  if (!on) return { value, banner: null };
  return {
    value,
    banner: [
      "Warning: payments by Doku go to the local Doku SIMULATOR (DOKU_SIMULATOR=1): anyone who reaches",
      "the API can mark an order paid. Never take real payments this way: set DOKU_BASE_URL,",
      "DOKU_CLIENT_ID and DOKU_SECRET_KEY from the Doku back office.",
    ].join("\n"),
  };
}
