/**
 * The commands that never need the network (`validate`, `dataset`,
 * `reconstruct`, `report`, `plot`, `compare`, `merge`, `rescore`, `import`
 * and `schema`) run with it revoked, before any dependency could reach a
 * host: `main.ts` imports this module first, so when `main.ts` is the
 * program (the binary, `deno task niah`, the installed `niah`), the
 * revocation runs before commander, yaml or any other module is
 * evaluated. A revocation lasts for the process, so a test's niah host,
 * which imports `main.ts` to run many commands, keeps its network; its
 * commands are checked by spawning `main.ts`
 * (tests/e2e/network_scope_test.ts).
 *
 * @module
 */

const OFFLINE = new Set([
  "validate",
  "dataset",
  "reconstruct",
  "report",
  "plot",
  "compare",
  "merge",
  "rescore",
  "import",
  "schema",
]);

// The global options (--verbose, --version, --help) take no value, so the
// command is the first argument that is not an option.
const command = Deno.args.find((arg) => !arg.startsWith("-"));
const isProgram =
  Deno.mainModule === new URL("../../main.ts", import.meta.url).href;
if (isProgram && command !== undefined && OFFLINE.has(command)) {
  Deno.permissions.revokeSync({ name: "net" });
}
