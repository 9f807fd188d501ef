/**
 * Standard input's non-empty lines, for the child processes the tests ask
 * one line at a time (`line_process.ts`): a JSON request never holds a
 * raw newline.
 */
export async function* stdinLines(): AsyncGenerator<string> {
  let buffered = "";
  for await (
    const text of Deno.stdin.readable.pipeThrough(new TextDecoderStream())
  ) {
    buffered += text;
    let end;
    while ((end = buffered.indexOf("\n")) >= 0) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      if (line !== "") yield line;
    }
  }
}
