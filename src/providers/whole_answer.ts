/**
 * A streamed request answered whole: some servers and proxies ignore
 * `stream: true` and send one `application/json` body. The SDKs would read
 * that body as an event stream, find no events and report a stream that
 * ended early (retried, then a provider error, for an answer that was
 * there all along). Adapters look at the response's content type first
 * and parse a JSON body with their whole-response parser.
 */
import { NiahError } from "../errors.ts";

/** Longest part of an unreadable body quoted in the error. */
const EXCERPT_CHARS = 200;

/** A streamed request's answer that is neither an event stream nor JSON. */
export class UnreadableAnswerError extends NiahError {
  override name = "UnreadableAnswerError";
  readonly kind = "call_failed";
}

/** Whether a content type is JSON (`application/json`, `...+json`). */
function isJson(contentType: string): boolean {
  const media = contentType.split(";")[0]!.trim().toLowerCase();
  return media === "application/json" || media.endsWith("+json");
}

/**
 * The JSON object a streamed request was answered with, or null when the
 * answer is not JSON (an event stream, to be read as one). A JSON content
 * type whose body is not a JSON object throws, naming the content type.
 */
export async function wholeAnswer(
  response: Response,
): Promise<Record<string, unknown> | null> {
  const contentType = response.headers.get("content-type") ?? "";
  if (!isJson(contentType)) return null;
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) {
    return parsed as Record<string, unknown>;
  }
  const excerpt = text.length > EXCERPT_CHARS
    ? `${text.slice(0, EXCERPT_CHARS)}...`
    : text;
  throw new UnreadableAnswerError(
    `the server answered a streamed request with "${contentType}" instead of an event stream, and its body is not a JSON object: ${
      JSON.stringify(excerpt)
    }`,
  );
}
