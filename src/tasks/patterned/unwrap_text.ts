/**
 * The `\text{...}` unwrapping of a boxed answer, shared with other
 * families from `scorers/unwrap_text.ts` (where it lives); named here too,
 * as patterned's tests have always imported it.
 *
 * @module
 */
export { unwrapText } from "../scorers/unwrap_text.ts";
