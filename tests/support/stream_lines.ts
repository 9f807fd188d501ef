/**
 * A byte stream's lines, without their line breaks, as the tests' line
 * protocols read them: a child's answers (`line_process.ts`), a host's or
 * probe's requests on its own standard input, the pool's one request per
 * connection. A JSON message never holds a raw newline.
 */
export async function* streamLines(
  stream: ReadableStream<Uint8Array>,
): AsyncGenerator<string> {
  let buffered = "";
  for await (const text of stream.pipeThrough(new TextDecoderStream())) {
    buffered += text;
    let end;
    while ((end = buffered.indexOf("\n")) >= 0) {
      yield buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
    }
  }
}

/** Standard input's non-empty lines: one request each. */
export async function* stdinLines(): AsyncGenerator<string> {
  for await (const line of streamLines(Deno.stdin.readable)) {
    if (line !== "") yield line;
  }
}
