/**
 * Parsers of option values that commander calls while it reads argv, so
 * before any command module is loaded. Kept here, apart from the commands,
 * so that parsing `niah report --threshold 0.9` loads no report code.
 */
import { InvalidArgumentError } from "commander";

/** Parses `-n`/`--limit`: a whole number, 1 or more. */
export function parseLimit(value: string): number {
  const text = value.trim();
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < 1) {
    throw new InvalidArgumentError(
      `expected a number of prompts (1, 2, ...), got "${value}"`,
    );
  }
  return n;
}

/** Parses a number from 0 to 1 (a threshold or a drop in mean score). */
export function parseFraction(value: string): number {
  const n = Number(value);
  if (!/^\s*\d*\.?\d+\s*$/.test(value) || !(n >= 0 && n <= 1)) {
    throw new InvalidArgumentError(
      `expected a number from 0 to 1, got "${value}"`,
    );
  }
  return n;
}

/** Parses `--row`: a row number counting from 0. */
export function rowNumber(value: string): number {
  const n = Number(value);
  // Past 2^53 a number rounds: the message quotes what was typed.
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n)) {
    throw new InvalidArgumentError(
      `expected a row number counting from 0 (0, 1, ..., at most ${Number.MAX_SAFE_INTEGER}), got "${value}"`,
    );
  }
  return n;
}

/** Parses `--max-cost`: an amount in USD above 0. */
export function parseUsd(value: string): number {
  const usd = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || !(usd > 0)) {
    throw new InvalidArgumentError(
      `expected an amount in USD above 0, got "${value}"`,
    );
  }
  return usd;
}

/** Parses a token count (RULER's max_seq_length: 1, 2, ...). */
export function parseTokenCount(value: string): number {
  const text = value.trim();
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < 1) {
    throw new InvalidArgumentError(
      `expected a number of tokens (1, 2, ...), got "${value}"`,
    );
  }
  return n;
}

/**
 * Parses `--palette`: a palette's name, which the command looks up among
 * the registry's (palette_choice.ts).
 */
export function parsePaletteName(value: string): string {
  if (value.trim() === "") {
    throw new InvalidArgumentError(`expected a palette's name, got ""`);
  }
  return value;
}
