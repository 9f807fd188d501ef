/**
 * A loopback server that answers as the Hugging Face hub does, for `niah
 * data get`'s tests (the real hub is out of reach where niah is built):
 * `GET /api/datasets/{repo}/revision/{rev}` lists `siblings`, and
 * `GET /datasets/{repo}/resolve/{rev}/{path}` serves a file with `Range`
 * support, `ETag`/`X-Linked-Etag` = its SHA-256 and `X-Linked-Size`; it
 * can ask for a token (401 without one), send a file through a redirect to
 * a second "CDN" server, cut a file's first download halfway, and announce
 * a wrong SHA-256.
 */
import { createHash } from "node:crypto";

/** How the fake hub behaves. */
export interface HubOptions {
  repo: string;
  /** The commit every revision in `revisions` resolves to. */
  commit: string;
  /** The revisions it knows (others: 404). */
  revisions: string[];
  files: Record<string, Uint8Array>;
  /** A token every request to the hub must carry (401 without, 403 wrong). */
  token?: string;
  /** Paths served by a redirect to the CDN server. */
  redirected?: string[];
  /** Paths whose first download is cut halfway. */
  cutOnce?: string[];
  /** Paths whose announced SHA-256 is wrong. */
  lying?: string[];
  /** The file list leaves out `sha` (the commit), as a poor mirror may. */
  noSha?: boolean;
}

/** A request the hub (or its CDN) saw. */
export interface Seen {
  server: "hub" | "cdn";
  path: string;
  authorization: string | null;
  range: string | null;
}

const sha256 = (bytes: Uint8Array) =>
  createHash("sha256").update(bytes).digest("hex");

function fileResponse(
  bytes: Uint8Array,
  request: Request,
  sha: string | null,
  cut: boolean,
): Response {
  const range = request.headers.get("range")?.match(/^bytes=(\d+)-$/);
  const from = range ? Number(range[1]) : 0;
  if (from >= bytes.length && range) {
    return new Response(null, { status: 416 });
  }
  const body = bytes.subarray(from);
  // The CDN (sha null) answers with an ETag of its own, as S3's.
  const headers = new Headers({
    "content-length": String(body.length),
    etag: sha === null ? '"cdn-1"' : `"${sha}"`,
    "accept-ranges": "bytes",
  });
  if (sha !== null) {
    headers.set("x-linked-etag", `"${sha}"`);
    headers.set("x-linked-size", String(bytes.length));
  }
  if (range) {
    headers.set(
      "content-range",
      `bytes ${from}-${bytes.length - 1}/${bytes.length}`,
    );
  }
  // A cut sends half the bytes, lets them reach the client, then drops
  // the connection (the body ends short of its Content-Length).
  let sent = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!cut) {
        controller.enqueue(body.slice());
        controller.close();
      } else if (!sent) {
        sent = true;
        controller.enqueue(body.slice(0, Math.floor(body.length / 2)));
      } else {
        await new Promise((resolve) => setTimeout(resolve, 50));
        controller.error(new Error("connection cut by the test"));
      }
    },
  });
  return new Response(stream, { status: range ? 206 : 200, headers });
}

/** Starts the hub and its CDN; `close()` stops both. */
export function startLoopbackHub(options: HubOptions) {
  const seen: Seen[] = [];
  const cut = new Set(options.cutOnce ?? []);
  const sha = (path: string) =>
    options.lying?.includes(path)
      ? "0".repeat(64)
      : sha256(options.files[path]!);
  const note = (server: Seen["server"], request: Request) =>
    seen.push({
      server,
      path: new URL(request.url).pathname,
      authorization: request.headers.get("authorization"),
      range: request.headers.get("range"),
    });
  const serveFile = (path: string, request: Request, fromCdn = false) => {
    const bytes = options.files[path];
    if (bytes === undefined) {
      return new Response("no such file", { status: 404 });
    }
    const cutNow = cut.delete(path);
    return fileResponse(bytes, request, fromCdn ? null : sha(path), cutNow);
  };
  const quiet = { hostname: "127.0.0.1", port: 0, onListen() {} };
  const cdn = Deno.serve(quiet, (request) => {
    note("cdn", request);
    const path = decodeURIComponent(new URL(request.url).pathname)
      .replace(/^\/cdn\//, "");
    return serveFile(path, request, true);
  });
  const cdnUrl = `http://127.0.0.1:${cdn.addr.port}`;
  const hub = Deno.serve(quiet, (request) => {
    note("hub", request);
    const auth = request.headers.get("authorization");
    if (options.token !== undefined && auth === null) {
      return new Response("unauthorized", { status: 401 });
    }
    if (options.token !== undefined && auth !== `Bearer ${options.token}`) {
      return new Response("forbidden", { status: 403 });
    }
    const path = decodeURIComponent(new URL(request.url).pathname);
    const api = `/api/datasets/${options.repo}/revision/`;
    if (path.startsWith(api)) {
      if (!options.revisions.includes(path.slice(api.length))) {
        return Response.json({ error: "Revision Not Found" }, { status: 404 });
      }
      return Response.json({
        id: options.repo,
        ...(options.noSha ? {} : { sha: options.commit }),
        siblings: Object.keys(options.files).map((rfilename) => ({
          rfilename,
        })),
      });
    }
    const resolve = `/datasets/${options.repo}/resolve/${options.commit}/`;
    if (!path.startsWith(resolve)) {
      return new Response("not found", { status: 404 });
    }
    const file = path.slice(resolve.length);
    if (options.redirected?.includes(file)) {
      // The hub's redirect carries the file's SHA-256 and size.
      return new Response(null, {
        status: 302,
        headers: {
          location: `${cdnUrl}/cdn/${file}`,
          "x-linked-etag": `"${sha(file)}"`,
          "x-linked-size": String(options.files[file]?.length ?? 0),
        },
      });
    }
    return serveFile(file, request);
  });
  return {
    url: `http://127.0.0.1:${hub.addr.port}`,
    host: `127.0.0.1:${hub.addr.port}`,
    cdnHost: `127.0.0.1:${cdn.addr.port}`,
    seen,
    sha256,
    async close() {
      await hub.shutdown();
      await cdn.shutdown();
    },
  };
}
