/**
 * Commands declared as data: each command lists its arguments and options
 * once, and the types its action receives are derived from that list, so a
 * flag, its help, its default and its type cannot drift apart. Commander
 * builds the parser from the same list ({@link addCommand}).
 */
import { type Command, Option } from "commander";
import type { CommandIo } from "./io.ts";

/**
 * One option: how to make its commander `Option`, the type `T` of its
 * parsed value, and whether it always has one (`D`: a default).
 */
interface OptionSpec<T, D extends boolean> {
  /** Makes the option (a fresh one for each command that takes it). */
  make(): Option;
  /** Whether the option has a value when not given (a default). */
  readonly defaulted: D;
  /** Type-only: the parsed value. */
  readonly value?: T;
}

/** The options of one command, by the name commander stores them under. */
// deno-lint-ignore no-explicit-any
type OptionSpecs = Readonly<Record<string, OptionSpec<any, boolean>>>;

type ValueOf<S> = S extends OptionSpec<infer T, boolean> ? T : never;

/** The options object an action receives for the options `S`. */
export type OptionsOf<S extends OptionSpecs> =
  & {
    [K in keyof S as S[K]["defaulted"] extends true ? K : never]: ValueOf<S[K]>;
  }
  & {
    [K in keyof S as S[K]["defaulted"] extends true ? never : K]?: ValueOf<
      S[K]
    >;
  };

/**
 * The options a caller may pass a command function (tests, `schedule`):
 * any of them, since {@link withDefaults} fills in the declared defaults.
 */
export type CallOptionsOf<S extends OptionSpecs> = {
  [K in keyof S]?: ValueOf<S[K]>;
};

/**
 * `given` with every option `specs` declares a default for filled in from
 * that declaration (the one place a default is written); other fields of
 * `given` (a test's fetch, say) are kept.
 */
export function withDefaults<S extends OptionSpecs, G extends CallOptionsOf<S>>(
  specs: S,
  given: G,
): OptionsOf<S> & Omit<G, keyof S> {
  const options: Record<string, unknown> = { ...given };
  for (const [key, spec] of Object.entries(specs)) {
    if (options[key] === undefined && spec.defaulted) {
      const value: unknown = spec.make().defaultValue;
      options[key] = Array.isArray(value) ? [...value] : value;
    }
  }
  return options as OptionsOf<S> & Omit<G, keyof S>;
}

/** An option without a default: absent unless given. */
export function optional(
  flags: string,
  description: string,
): OptionSpec<string, false>;
/** An option without a default whose value `parse` reads. */
export function optional<T>(
  flags: string,
  description: string,
  parse: (value: string) => T,
): OptionSpec<T, false>;
export function optional<T>(
  flags: string,
  description: string,
  parse?: (value: string) => T,
): OptionSpec<T | string, false> {
  return {
    make: () => {
      const option = new Option(flags, description);
      return parse ? option.argParser(parse) : option;
    },
    defaulted: false,
  };
}

/**
 * An option with a default; `parse` reads each value given (it gets the
 * value so far, for a repeatable option).
 */
export function defaulted<T>(
  flags: string,
  description: string,
  value: T,
  parse?: (value: string, previous: T) => T,
): OptionSpec<T, true> {
  return {
    make: () => {
      const option = new Option(flags, description).default(value);
      return parse ? option.argParser(parse) : option;
    },
    defaulted: true,
  };
}

/** A switch: false unless given. */
export function flag(
  flags: string,
  description: string,
): OptionSpec<boolean, true> {
  return defaulted(flags, description, false);
}

/** A positional argument: its name as in help (`<x>`, `[x]`, `<x...>`). */
type ArgSpec = readonly [name: string, description: string];

/** The value of an argument named `N`: variadic a list, optional maybe. */
type ArgValue<N extends string> = N extends `${string}...${"]" | ">"}`
  ? string[]
  : N extends `[${string}]` ? string | undefined
  : string;

/** The values of the arguments `A`, in order. */
export type ArgValues<A extends readonly ArgSpec[]> = {
  -readonly [I in keyof A]: A[I] extends
    readonly [infer N extends string, string] ? ArgValue<N> : never;
};

/** One command: its help, arguments and options, and what it runs. */
interface CommandSpec<
  A extends readonly ArgSpec[],
  S extends OptionSpecs,
> {
  name: string;
  description: string;
  arguments: A;
  options: S;
  /** Runs the command with its parsed arguments and options. */
  run(args: ArgValues<A>, options: OptionsOf<S>, io: CommandIo): Promise<void>;
}

/** Declares a command (the identity, so its types are inferred once). */
export function defineCommand<
  const A extends readonly ArgSpec[],
  const S extends OptionSpecs,
>(spec: CommandSpec<A, S>): CommandSpec<A, S> {
  return spec;
}

/**
 * Adds `spec` to `program`. Each option must be stored under its key in
 * `spec.options` (commander's camel-cased long flag), or the declared
 * type would not be the one received: that is a bug, thrown at once.
 */
export function addCommand<A extends readonly ArgSpec[], S extends OptionSpecs>(
  program: Command,
  spec: CommandSpec<A, S>,
  io: CommandIo,
): Command {
  const command = program.command(spec.name).description(spec.description);
  for (const [name, description] of spec.arguments) {
    command.argument(name, description);
  }
  for (const [key, option] of Object.entries(spec.options)) {
    const made = option.make();
    if (made.attributeName() !== key) {
      throw new Error(
        `option ${made.flags} of "${spec.name}" is declared as "${key}", but commander stores it as "${made.attributeName()}"`,
      );
    }
    command.addOption(made);
  }
  return command.action((...received: unknown[]) => {
    const args = received.slice(0, spec.arguments.length) as ArgValues<A>;
    const options = received[spec.arguments.length] as OptionsOf<S>;
    return spec.run(args, options, io);
  });
}
