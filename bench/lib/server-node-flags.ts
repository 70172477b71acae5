/**
 * The Node/V8 flags the server is deployed with: those `npm run start:prod` passes (package.json),
 * read once by scripts/bench.cjs, which also runs the bench's own process with them (it hosts the
 * application in some sections). Every server process the bench starts gets them too, so that
 * figures are those of the server as shipped.
 */
export function serverNodeFlags(): string[] {
  const flags = process.env.BENCH_SERVER_NODE_FLAGS;
  if (flags === undefined) throw new Error('BENCH_SERVER_NODE_FLAGS is unset: run the bench through `npm run bench`');
  return flags.split(' ').filter((flag) => flag !== '');
}
