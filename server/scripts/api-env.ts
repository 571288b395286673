// What the API's process is started with besides the shop's settings (decision 0166).

/**
 * glibc's malloc gives every thread that allocates an arena of its own and hands little of it back:
 * libvips decoding photos on libuv's threads left the API 70–200 MB larger after six large photos at
 * once. Two arenas, as sharp's documentation advises for glibc, keep it at 50–75 MB.
 */
export const API_MALLOC_ARENAS = "2";

/** The API's process environment on top of the shop's: an operator's own `MALLOC_ARENA_MAX` wins. */
export function apiProcessEnv(): { MALLOC_ARENA_MAX: string } {
  return { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || API_MALLOC_ARENAS };
}
