// Runs a Python script under Pyodide's CPython (a WebAssembly build of
// CPython, from the npm registry) for vectors that need a Python version
// this machine lacks: Pyodide 0.22.1 is CPython 3.10.2 (Unicode 13.0),
// the Python of RULER's container (nvcr.io/nvidia/pytorch:23.10-py3,
// Python 3.10). The script's first argument is a path; what it writes
// there is copied out.
//
//   npm pack pyodide@0.22.1 && tar -xzf pyodide-0.22.1.tgz
//   node scripts/reference/run_in_pyodide.cjs package SCRIPT.py OUT
const fs = require("node:fs");
const path = require("node:path");

async function main() {
  const [folder, script, out] = process.argv.slice(2);
  const { loadPyodide } = require(path.resolve(folder, "pyodide.js"));
  const py = await loadPyodide({ indexURL: path.resolve(folder) + "/" });
  py.runPython(`import sys; sys.argv = ["${path.basename(script)}", "/out"]`);
  py.runPython(fs.readFileSync(script, "utf8"));
  fs.writeFileSync(out, py.FS.readFile("/out"));
}
main();
