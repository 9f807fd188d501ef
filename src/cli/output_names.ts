/** Names of the files `plot` and `compare` write beside their inputs. */

/** `name` in folder `dir`, without a leading "./" for the working directory. */
export function inFolder(dir: string, name: string): string {
  return dir === "." || dir === ""
    ? name
    : `${dir.replace(/\/+$/, "")}/${name}`;
}

/** A name safe in a file name: letters, digits, ".", "_", "-". */
export function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^\.+/, "_");
}
