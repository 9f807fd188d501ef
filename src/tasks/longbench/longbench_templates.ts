/**
 * LongBench v2's prompt templates, copied as data from THUDM/LongBench
 * (commit 2e00731f8d0bff23dc4325161044d0ed8af94c1e, `prompts/0shot.txt`,
 * `prompts/0shot_cot.txt`, `prompts/0shot_cot_ans.txt`; Apache-2.0,
 * Copyright THUDM). The texts are the files' bytes (none ends in a line
 * break); `pred.py` fills `$DOC$`, `$Q$`, `$C_A$`..`$C_D$` and `$COT$`.
 * The vectors (tests/tasks/longbench/) hold the files as read there.
 *
 * @module
 */

/** `prompts/0shot.txt`: the question answered at once. */
export const TEMPLATE_0SHOT =
  'Please read the following text and answer the question below.\n\n<text>\n$DOC$\n</text>\n\nWhat is the correct answer to this question: $Q$\nChoices:\n(A) $C_A$\n(B) $C_B$\n(C) $C_C$\n(D) $C_D$\n\nFormat your response as follows: "The correct answer is (insert answer here)".';

/** `prompts/0shot_cot.txt`: the first call of `cot`, the reasoning. */
export const TEMPLATE_0SHOT_COT =
  "Please read the following text and answer the questions below.\n\n<text>\n$DOC$\n</text>\n\nWhat is the correct answer to this question: $Q$\nChoices:\n(A) $C_A$\n(B) $C_B$\n(C) $C_C$\n(D) $C_D$\n\nLet’s think step by step:";

/** `prompts/0shot_cot_ans.txt`: the second call of `cot`, the answer. */
export const TEMPLATE_0SHOT_COT_ANS =
  'Please read the following text and answer the questions below.\n\nThe text is too long and omitted here.\n\nWhat is the correct answer to this question: $Q$\nChoices:\n(A) $C_A$\n(B) $C_B$\n(C) $C_C$\n(D) $C_D$\n\nLet’s think step by step: $COT$\n\nBased on the above, what is the single, most likely answer choice? Format your response as follows: "The correct answer is (insert answer here)".';
