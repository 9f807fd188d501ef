/**
 * `niah schema run|model`: the JSON Schema of run and model configs, made
 * from the zod schemas the loaders validate with (so it cannot disagree
 * with them), for editors: a YAML file that starts with
 * `# yaml-language-server: $schema=<path>` gets completion and checks.
 * The run schema's `task:` is one of the registered tasks' parameters.
 */
import { type SchemaFlags, schemaOptions } from "./command_options.ts";
import { withDefaults } from "./command_spec.ts";
import { z } from "zod";
import { modelConfigSchema } from "../config/model_config.ts";
import { runConfigSchema } from "../config/run_config.ts";
import { UsageError } from "../errors.ts";
import { writeFileAtomic } from "../store/atomic_write.ts";
import {
  distractorFamilies,
  findTask,
  loadAllFamilies,
  taskTypes,
} from "../tasks/registry.ts";
import { type CommandIo, ioBesideOutputs } from "./io.ts";

/** The configs niah has a schema for. */
const SCHEMA_KINDS = ["run", "model"] as const;

/** A config kind. */
type SchemaKind = (typeof SCHEMA_KINDS)[number];

/** The file name of a kind's schema: `run.schema.json`. */
function schemaFileName(kind: SchemaKind): string {
  return `${kind}.schema.json`;
}

type JsonObject = Record<string, unknown>;

/** A config as written (defaults optional): the input side of the schema. */
function toJson(schema: z.ZodType): JsonObject {
  return z.toJSONSchema(schema, {
    io: "input",
    // `sweep.where` rules are strings parsed by a transform: a string.
    unrepresentable: "any",
  }) as JsonObject;
}

/**
 * A `needles` haystack's `family` lists the registry's distractor families
 * (the config's schema takes any name: config sits below the tasks).
 */
function namesDistractorFamilies(haystack: JsonObject): void {
  const kinds = (haystack.oneOf ?? haystack.anyOf) as JsonObject[];
  for (const kind of kinds) {
    const fields = kind.properties as Record<string, JsonObject>;
    if ((fields.type as JsonObject | undefined)?.const !== "needles") continue;
    fields.family = { type: "string", enum: distractorFamilies() };
  }
}

/**
 * A task's parameters with each of `names` (`Task.listParams`) taking one
 * value or a non-empty list of them, as the run loader reads them.
 */
function listable(params: JsonObject, names: readonly string[]): JsonObject {
  const fields = params.properties as Record<string, JsonObject> | undefined;
  if (fields === undefined || names.length === 0) return params;
  const properties = { ...fields };
  for (const name of names) {
    const field = fields[name];
    if (field === undefined) continue;
    const { default: value, ...one } = field;
    properties[name] = {
      ...(value === undefined ? {} : { default: value }),
      anyOf: [one, { type: "array", items: one, minItems: 1 }],
    };
  }
  return { ...params, properties };
}

/** The JSON Schema of a config kind, as `niah schema <kind>` prints it. */
function configJsonSchema(kind: SchemaKind): JsonObject {
  if (kind === "model") {
    const { $schema, ...model } = toJson(modelConfigSchema);
    return {
      $schema,
      title: "niah model config",
      description:
        "A model: how to reach it (runtime, client), what to send (request), what it costs (pricing). See configs/models/ and the README.",
      ...model,
    };
  }
  const { $schema, ...run } = toJson(runConfigSchema);
  const tasks = taskTypes().map((type) => {
    const task = findTask(type)!;
    const { $schema: _, ...params } = toJson(task.params);
    return listable(params, task.listParams ?? []);
  });
  const properties = run.properties as JsonObject;
  namesDistractorFamilies(properties.haystack as JsonObject);
  return {
    $schema,
    title: "niah run config",
    description:
      "A run: the task and its parameters, the haystack, the sweep, the runner and the store. See configs/runs/ and the README.",
    ...run,
    properties: {
      ...properties,
      task: {
        description: `The task and its parameters; type is one of ${
          taskTypes().join(", ")
        }.`,
        oneOf: tasks,
      },
    },
  };
}

/** The text `niah schema <kind>` prints and the committed file holds. */
export function schemaText(kind: SchemaKind): string {
  return `${JSON.stringify(configJsonSchema(kind), null, 2)}\n`;
}

/** Options of `schema` (declared once, in command_options.ts). */
type SchemaOptions = SchemaFlags;

/** Prints or writes the JSON Schema of run and/or model configs. */
export async function schemaCommand(
  kind: string | undefined,
  given: SchemaOptions,
  commandIo: CommandIo,
): Promise<void> {
  await loadAllFamilies();
  const options = withDefaults(schemaOptions, given);
  const io = ioBesideOutputs(commandIo, { "--out": options.out });
  if (kind !== undefined && !SCHEMA_KINDS.includes(kind as SchemaKind)) {
    throw new UsageError(
      `Cannot print schema: unknown config kind "${kind}"; expected one of ${
        SCHEMA_KINDS.join(", ")
      }`,
    );
  }
  if (options.out !== undefined && options.outDir !== undefined) {
    throw new UsageError(
      "Cannot print schema: give --out (one file) or --out-dir (both), not both",
    );
  }
  if (options.outDir !== undefined) {
    const kinds = kind === undefined ? SCHEMA_KINDS : [kind as SchemaKind];
    for (const k of kinds) {
      const path = `${options.outDir.replace(/\/+$/, "")}/${schemaFileName(k)}`;
      await writeFileAtomic(path, schemaText(k), `${k} config schema`);
      io.out(`wrote ${path}\n`);
    }
    return;
  }
  if (kind === undefined) {
    throw new UsageError(
      `Cannot print schema: name the config kind (${
        SCHEMA_KINDS.join(" or ")
      }), or give --out-dir to write both`,
    );
  }
  const text = schemaText(kind as SchemaKind);
  if (options.out === undefined) {
    io.out(text);
    return;
  }
  await writeFileAtomic(options.out, text, `${kind} config schema`);
  io.out(`wrote ${options.out}\n`);
}
