/**
 * A worker thread counting MRCR files' rows for `count_pool.ts`: the same
 * parse and count as the thread that starts it (`countMrcrFile`).
 *
 * @module
 */
import { serveCounts } from "../count_pool.ts";
import { countMrcrFile } from "./mrcr_data.ts";

serveCounts(countMrcrFile);
