/**
 * The worker `niah data get` downloads in (`data_get.ts` starts it with the
 * network of the hub's host, and of `--allow-host`'s, alone, and reads and
 * writes in the output folder alone).
 *
 * @module
 */
import { serveInScope } from "../runner/scope/scope_serve.ts";
import { fetchHubFiles, type HubFetchRequest } from "./hub_fetch.ts";

serveInScope<HubFetchRequest>((request, io) => fetchHubFiles(request, io));
