/**
 * The worker a real `niah run` goes on in (`run.ts` starts it with the
 * run's permissions, `runner/scope/run_permissions.ts`): the session, its
 * provider's SDK and every module a cell loads run here, where Deno lets
 * them reach only the run's endpoints. Streams and Ctrl-C cross to the
 * command's thread (`runner/scope/`); the variables niah reads
 * are the command's io's (`runner/scope/scope_env.ts`), any other the
 * process's.
 *
 * @module
 */
import { envFrom } from "../runner/scope/scope_env.ts";
import { serveInScope } from "../runner/scope/scope_serve.ts";
import type { ScopedRunRequest } from "./run.ts";
import { runHere } from "./run_here.ts";

serveInScope<ScopedRunRequest>((request, io) =>
  runHere(request.runPath, request.flags, {
    stamp: { now: request.now, gitSha: () => Promise.resolve(request.gitSha) },
    stampGiven: request.stampGiven,
  }, {
    ...io,
    env: envFrom(request.env, (name) => Deno.env.get(name)),
    stderrIsTerminal: request.stderrIsTerminal,
  })
);
