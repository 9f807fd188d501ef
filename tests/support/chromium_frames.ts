/**
 * Pages measured in headless Chromium at the widths of frames (a phone's
 * 390 px, a desktop's 1400 px): each page gets a measuring script that
 * writes what it found as JSON into an element `#layout`, all frames open
 * in one host page (so Chromium starts once; its window is at least 500
 * px, a frame can be narrower), and the host copies each frame's JSON out
 * into the DOM Chromium dumps. The browser tests of the HTML report share
 * it (heatmap_scaling_browser_test.ts, llmtest_report_browser_test.ts).
 */
import assert from "node:assert/strict";
import { runChromium } from "./chromium.ts";

/** A page to measure, in a frame of `width` px. */
export interface FrameTarget {
  /** The page (HTML or SVG), a file in the folder measured in. */
  file: string;
  width: number;
}

/** How {@link framedLayouts} measures and what it keeps. */
interface FrameOptions {
  /** The script run in each page; it appends an element `#layout`. */
  measure: string;
  /** Where the layouts (JSON) and the phone screenshot are kept. */
  shots: string;
  /** The kept layouts' names: `<prefix>-<width>-<file>.json`. */
  prefix: string;
  /** The screenshot of the frames under 500 px, a file name in `shots`. */
  phoneShot: string;
  /** A frame's height (default 1200 px). */
  height?: number;
}

/** `file` in `dir` with the measuring script, as a copy for one frame. */
async function measuredCopy(
  dir: string,
  { file, width }: FrameTarget,
  measure: string,
): Promise<string> {
  const text = await Deno.readTextFile(`${dir}/${file}`);
  const measured = file.endsWith(".svg")
    ? text.replace("</svg>", `<script><![CDATA[${measure}]]></script></svg>`)
    : text.replace("</body>", `<script>${measure}</script>\n</body>`);
  const copy = `measure-${width}-${file}`;
  await Deno.writeTextFile(`${dir}/${copy}`, measured);
  return copy;
}

/** The host page of `frames`, copying each frame's `#layout` out on load. */
function hostPage(frames: readonly string[]): string {
  return `<!doctype html><body style="margin:0">${frames.join("")}<script>
addEventListener("load", () => {
  for (let i = 0; document.getElementById("frame" + i); i++) {
    const layout = document.getElementById("frame" + i).contentDocument?.getElementById("layout");
    document.getElementById("found" + i).textContent = layout ? layout.textContent : "";
  }
});
</script></body>`;
}

/**
 * Opens each target in a frame of its width, measures them, and
 * screenshots the frames under 500 px (a second start). Each layout is
 * also written into `options.shots`.
 */
export async function framedLayouts<T>(
  dir: string,
  targets: readonly FrameTarget[],
  options: FrameOptions,
): Promise<T[]> {
  const height = options.height ?? 1200;
  const frames: string[] = [];
  for (const [i, target] of targets.entries()) {
    const copy = await measuredCopy(dir, target, options.measure);
    frames.push(
      `<iframe id="frame${i}" src="${copy}" style="display:block;width:${target.width}px;height:${height}px;border:0"></iframe><pre id="found${i}"></pre>`,
    );
  }
  const host = `${dir}/host.html`;
  await Deno.writeTextFile(host, hostPage(frames));
  const browse = (args: string[], url: string, profile: string) =>
    runChromium([
      `--window-size=1400,${height + 100}`,
      "--allow-file-access-from-files",
      "--virtual-time-budget=3000",
      ...args,
      new URL(`file://${url}`).href,
    ], `${dir}/${profile}`);
  const dom = await browse(["--dump-dom"], host, "dom");
  await Deno.mkdir(options.shots, { recursive: true });
  const phones = frames.filter((_, i) => targets[i]!.width < 500);
  if (phones.length > 0) {
    await Deno.writeTextFile(`${dir}/phones.html`, hostPage(phones));
    const shot = `--screenshot=${options.shots}/${options.phoneShot}`;
    await browse([shot], `${dir}/phones.html`, "shot");
  }
  return targets.map(({ file, width }, i) => {
    const found = new RegExp(`<pre id="found${i}">(.*?)</pre>`, "s");
    const json = found.exec(dom)?.[1];
    assert.ok(json, `the measuring script ran in ${file} at ${width} px`);
    const layout = JSON.parse(
      json.replaceAll("&lt;", "<").replaceAll("&gt;", ">")
        .replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
    );
    Deno.writeTextFileSync(
      `${options.shots}/${options.prefix}-${width}-${file}.json`,
      JSON.stringify(layout, null, 2),
    );
    return layout;
  });
}
