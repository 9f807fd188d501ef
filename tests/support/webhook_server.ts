/** A loopback webhook for the schedule tests. */

/** A webhook at `path` that keeps every JSON body it is sent. */
export function webhookServer(path = "/hook") {
  const bodies: { text: string }[] = [];
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    async (request) => {
      bodies.push(await request.json());
      return new Response("ok");
    },
  );
  return { bodies, server, url: `http://127.0.0.1:${server.addr.port}${path}` };
}
