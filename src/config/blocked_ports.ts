/**
 * The ports fetch refuses: the Fetch standard's "bad ports"
 * (https://fetch.spec.whatwg.org/#port-blocking), services that an HTTP
 * request could be made to talk to (SMTP on 25, X11 on 6000, ...). Deno's
 * fetch refuses every request to one ("Requests to port 9 are blocked"),
 * so an endpoint there could never answer a cell: config checks refuse it
 * up front, naming the port.
 */

// The standard's table, in its order (Deno 2.9 refuses exactly these).
// deno-fmt-ignore
const BAD_PORTS: ReadonlySet<number> = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77,
  79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135,
  137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531,
  532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720,
  1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667,
  6668, 6669, 6679, 6697, 10080,
]);

/** The port of `url` when fetch refuses it, else null (an unparsable URL too). */
export function blockedPort(url: string): number | null {
  let port: string;
  try {
    port = new URL(url).port;
  } catch {
    return null;
  }
  return port !== "" && BAD_PORTS.has(Number(port)) ? Number(port) : null;
}

/** Why an endpoint (or, naming it `served`, a webhook) on `port` is refused. */
export function blockedPortReason(port: number, served = "the API"): string {
  return `port ${port} is one the Fetch standard blocks: every request to it would fail ("Requests to port ${port} are blocked"); serve ${served} on another port`;
}
