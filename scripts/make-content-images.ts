import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

// Draws the content illustrations (six articles, six case studies, the careers team) as
// SVG in the brand palette and encodes each to WebP at 1200 and 800 px wide with the
// system Chromium (canvas.toDataURL, no native image library needed). The outputs are
// committed under public/images/; run by hand after changing a drawing:
//   node --import tsx scripts/make-content-images.ts
// Names: <dir>/<name>.webp (1200 × 750) and <dir>/<name>-800.webp (800 × 500); the page
// components build their srcset from that convention (app/components/content/content-image.tsx).

const W = 1200;
const H = 750;
const MAX_BYTES = 60 * 1024;
const publicDir = path.resolve(import.meta.dirname, "../public/images");

const c = {
  navy: "#0f2a4a",
  navy2: "#1a3785",
  blue: "#1647d6",
  blue2: "#1d5cf1",
  sky: "#59a1ff",
  sky2: "#8ec3ff",
  pale: "#d9eaff",
  paler: "#eef6ff",
  amber: "#fbbf24",
  amber2: "#f59e0b",
  white: "#ffffff",
  ink: "#0b1f38",
  green: "#34d399",
  rose: "#fb7185",
};

// ---------------------------------------------------------------------------
// Primitives (all return SVG fragments)
// ---------------------------------------------------------------------------

const defs = `<defs>
<filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#06162b" flood-opacity="0.35"/></filter>
<filter id="sh2" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="8" stdDeviation="10" flood-color="#06162b" flood-opacity="0.28"/></filter>
<linearGradient id="bgDark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.navy}"/><stop offset="0.6" stop-color="${c.navy2}"/><stop offset="1" stop-color="${c.blue}"/></linearGradient>
<linearGradient id="bgLight" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.paler}"/><stop offset="1" stop-color="${c.pale}"/></linearGradient>
<linearGradient id="bgSunset" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.navy}"/><stop offset="0.55" stop-color="${c.blue}"/><stop offset="0.85" stop-color="#f59e0b"/><stop offset="1" stop-color="${c.amber}"/></linearGradient>
<linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.sky}" stop-opacity="0.55"/><stop offset="1" stop-color="${c.sky}" stop-opacity="0"/></linearGradient>
<linearGradient id="areaAmber" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.amber}" stop-opacity="0.55"/><stop offset="1" stop-color="${c.amber}" stop-opacity="0"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="0.5" stop-color="${c.amber}"/><stop offset="1" stop-color="#b45309"/></linearGradient>
<linearGradient id="steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#94a3b8"/><stop offset="0.45" stop-color="#f1f5f9"/><stop offset="1" stop-color="#64748b"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#f1f6ff"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${c.sky}" stop-opacity="0.45"/><stop offset="1" stop-color="${c.sky}" stop-opacity="0"/></radialGradient>
<radialGradient id="glowAmber"><stop offset="0" stop-color="${c.amber}" stop-opacity="0.5"/><stop offset="1" stop-color="${c.amber}" stop-opacity="0"/></radialGradient>
</defs>`;

type Bg = "dark" | "light" | "sunset";

function background(kind: Bg, seed: number): string {
  const fill = kind === "dark" ? "url(#bgDark)" : kind === "light" ? "url(#bgLight)" : "url(#bgSunset)";
  const dot = kind === "light" ? c.sky2 : "#ffffff";
  const dotOpacity = kind === "light" ? 0.55 : 0.12;
  let dots = "";
  for (let y = 0; y < 6; y++) {
    for (let x = 0; x < 8; x++) dots += `<circle cx="${60 + x * 26 + (seed % 3) * 700}" cy="${70 + y * 26}" r="3"/>`;
  }
  return `<rect width="${W}" height="${H}" fill="${fill}"/>
<circle cx="${200 + ((seed * 137) % 800)}" cy="${120 + ((seed * 71) % 300)}" r="320" fill="url(#glow)"/>
<circle cx="${1000 - ((seed * 89) % 500)}" cy="${620 - ((seed * 53) % 200)}" r="260" fill="url(#glowAmber)" opacity="0.7"/>
<g fill="${dot}" opacity="${dotOpacity}">${dots}</g>`;
}

function rect(x: number, y: number, w: number, h: number, fill: string, r = 8, extra = ""): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;
}

/** Grey bars standing for lines of text (no real text in the images). */
function lines(x: number, y: number, widths: number[], gap = 18, fill = "#cbd5e1", h = 8): string {
  return widths.map((w, i) => rect(x, y + i * gap, w, h, fill, h / 2)).join("");
}

function bars(x: number, y: number, w: number, h: number, values: number[], colours: string[]): string {
  const step = w / values.length;
  const bw = step * 0.58;
  return values
    .map((v, i) => {
      const bh = h * v;
      return rect(
        x + i * step + (step - bw) / 2,
        y + h - bh,
        bw,
        bh,
        colours[i % colours.length] ?? c.blue,
        Math.min(6, bw / 3),
      );
    })
    .join("");
}

function linePath(x: number, y: number, w: number, h: number, values: number[]): string {
  const step = w / (values.length - 1);
  return values
    .map((v, i) => `${i === 0 ? "M" : "L"}${(x + i * step).toFixed(1)} ${(y + h - h * v).toFixed(1)}`)
    .join(" ");
}

function lineChart(
  x: number,
  y: number,
  w: number,
  h: number,
  values: number[],
  colour: string,
  areaFill = "url(#area)",
): string {
  const d = linePath(x, y, w, h, values);
  const last = values[values.length - 1] ?? 0;
  return `<path d="${d} L${x + w} ${y + h} L${x} ${y + h} Z" fill="${areaFill}"/>
<path d="${d}" fill="none" stroke="${colour}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="${x + w}" cy="${y + h - h * last}" r="8" fill="${c.white}" stroke="${colour}" stroke-width="5"/>`;
}

function gridLines(x: number, y: number, w: number, h: number, n = 4, colour = "#e2e8f0"): string {
  let out = "";
  for (let i = 0; i <= n; i++)
    out += `<line x1="${x}" x2="${x + w}" y1="${y + (h * i) / n}" y2="${y + (h * i) / n}" stroke="${colour}" stroke-width="2"/>`;
  return out;
}

function donut(cx: number, cy: number, r: number, parts: [number, string][], width = 22): string {
  const circumference = 2 * Math.PI * r;
  let offset = 0;
  let out = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#e2e8f0" stroke-width="${width}"/>`;
  for (const [fraction, colour] of parts) {
    out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="${(fraction * circumference).toFixed(1)} ${circumference.toFixed(1)}" stroke-dashoffset="${(-offset * circumference).toFixed(1)}" transform="rotate(-90 ${cx} ${cy})"/>`;
    offset += fraction;
  }
  return out;
}

function gauge(cx: number, cy: number, r: number, fraction: number, colour: string): string {
  const end = Math.PI * (1 - fraction);
  const ex = cx + r * Math.cos(end);
  const ey = cy - r * Math.sin(end);
  return `<path d="M${cx - r} ${cy} A${r} ${r} 0 0 1 ${cx + r} ${cy}" fill="none" stroke="#e2e8f0" stroke-width="14" stroke-linecap="round"/>
<path d="M${cx - r} ${cy} A${r} ${r} 0 0 1 ${ex.toFixed(1)} ${ey.toFixed(1)}" fill="none" stroke="${colour}" stroke-width="14" stroke-linecap="round"/>`;
}

/** A floating white card with a shadow. */
function card(x: number, y: number, w: number, h: number, inner: string, r = 18): string {
  return `<g filter="url(#sh2)">${rect(x, y, w, h, c.white, r)}</g>${inner}`;
}

function upArrowBadge(x: number, y: number, colour = c.green): string {
  return `<circle cx="${x}" cy="${y}" r="22" fill="${colour}" opacity="0.18"/><path d="M${x - 9} ${y + 6} L${x} ${y - 6} L${x + 9} ${y + 6}" fill="none" stroke="${colour === c.green ? "#059669" : colour}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A stat card: badge, a big figure bar, a label bar and a mini chart. */
function statCard(
  x: number,
  y: number,
  w: number,
  h: number,
  kind: "line" | "bars" | "donut",
  accent = c.blue,
): string {
  let chart = "";
  if (kind === "line")
    chart = lineChart(x + 24, y + h - 70, w - 48, 46, [0.15, 0.3, 0.25, 0.5, 0.45, 0.75, 0.95], accent);
  if (kind === "bars")
    chart = bars(
      x + 20,
      y + h - 80,
      w - 40,
      58,
      [0.3, 0.45, 0.4, 0.65, 0.8, 1],
      [c.pale, c.pale, c.sky2, c.sky, accent, accent],
    );
  if (kind === "donut")
    chart = donut(
      x + w - 58,
      y + h / 2,
      30,
      [
        [0.72, accent],
        [0.16, c.amber],
      ],
      14,
    );
  return card(
    x,
    y,
    w,
    h,
    `${upArrowBadge(x + 44, y + 44)}${rect(x + 80, y + 28, kind === "donut" ? w - 190 : w - 110, 16, c.ink, 8)}${rect(x + 80, y + 54, kind === "donut" ? w - 230 : w - 160, 10, "#cbd5e1", 5)}${chart}`,
  );
}

function laptop(
  x: number,
  y: number,
  w: number,
  screen: (sx: number, sy: number, sw: number, sh: number) => string,
): string {
  const h = w * 0.62;
  const bezel = w * 0.035;
  const sx = x + bezel;
  const sy = y + bezel;
  const sw = w - bezel * 2;
  const sh = h - bezel * 2;
  return `<g filter="url(#sh)">
${rect(x, y, w, h, "#1e293b", 22)}
${rect(x - w * 0.08, y + h, w * 1.16, w * 0.045, "#cbd5e1", 10)}
${rect(x + w * 0.42, y + h, w * 0.16, w * 0.018, "#94a3b8", 6)}
</g>
${rect(sx, sy, sw, sh, "url(#screen)", 10)}
${screen(sx, sy, sw, sh)}`;
}

function monitor(
  x: number,
  y: number,
  w: number,
  screen: (sx: number, sy: number, sw: number, sh: number) => string,
): string {
  const h = w * 0.58;
  const bezel = w * 0.025;
  const sx = x + bezel;
  const sy = y + bezel;
  const sw = w - bezel * 2;
  const sh = h - bezel * 2;
  return `<g filter="url(#sh)">
${rect(x + w * 0.44, y + h - 10, w * 0.12, w * 0.12, "#94a3b8", 4)}
${rect(x + w * 0.32, y + h + w * 0.1, w * 0.36, w * 0.025, "#cbd5e1", 8)}
${rect(x, y, w, h, "#1e293b", 18)}
</g>
${rect(sx, sy, sw, sh, "url(#screen)", 8)}
${screen(sx, sy, sw, sh)}`;
}

function phone(
  x: number,
  y: number,
  h: number,
  screen: (sx: number, sy: number, sw: number, sh: number) => string,
  rotate = 0,
): string {
  const w = h * 0.49;
  const b = h * 0.025;
  const sx = x + b;
  const sy = y + b;
  const sw = w - b * 2;
  const sh = h - b * 2;
  const transform = rotate ? `transform="rotate(${rotate} ${x + w / 2} ${y + h / 2})"` : "";
  return `<g ${transform}><g filter="url(#sh)">${rect(x, y, w, h, "#0b1220", h * 0.07)}</g>
${rect(sx, sy, sw, sh, "url(#screen)", h * 0.055)}
${screen(sx, sy, sw, sh)}
${rect(x + w * 0.38, y + b + 8, w * 0.24, 10, "#0b1220", 5)}</g>`;
}

/** A dashboard screen: top bar, side nav, KPI tiles, a chart. */
function dashboard(
  sx: number,
  sy: number,
  sw: number,
  sh: number,
  main: "line" | "bars" | "area2",
  accent = c.blue,
): string {
  const nav = sw * 0.16;
  let out = rect(sx, sy, sw, 34, c.navy, 10) + rect(sx, sy + 20, sw, 14, c.navy, 0);
  out +=
    `<circle cx="${sx + 22}" cy="${sy + 17}" r="7" fill="${c.amber}"/>` + rect(sx + 38, sy + 12, 70, 10, "#334e78", 5);
  out += rect(sx, sy + 34, nav, sh - 34, "#f1f5f9", 0);
  for (let i = 0; i < 6; i++) out += rect(sx + 14, sy + 56 + i * 30, nav - 28, 10, i === 1 ? accent : "#cbd5e1", 5);
  const cx = sx + nav + 18;
  const cw = sw - nav - 36;
  const tileW = (cw - 24) / 3;
  const tileColours = [accent, c.amber2, "#059669"];
  for (let i = 0; i < 3; i++) {
    const tx = cx + i * (tileW + 12);
    out += rect(tx, sy + 50, tileW, 64, c.white, 10, `stroke="#e2e8f0" stroke-width="2"`);
    out +=
      rect(tx + 14, sy + 64, tileW * 0.4, 8, "#cbd5e1", 4) +
      rect(tx + 14, sy + 82, tileW * 0.6, 16, tileColours[i] ?? accent, 8);
  }
  const chartY = sy + 130;
  const chartH = sh - 150;
  out += rect(cx, chartY, cw, chartH, c.white, 10, `stroke="#e2e8f0" stroke-width="2"`);
  out += gridLines(cx + 20, chartY + 24, cw - 40, chartH - 48);
  if (main === "line")
    out += lineChart(
      cx + 20,
      chartY + 24,
      cw - 40,
      chartH - 48,
      [0.1, 0.22, 0.18, 0.35, 0.42, 0.38, 0.6, 0.7, 0.66, 0.9],
      accent,
    );
  if (main === "bars")
    out += bars(
      cx + 20,
      chartY + 24,
      cw - 40,
      chartH - 48,
      [0.35, 0.5, 0.42, 0.62, 0.55, 0.78, 0.7, 0.92],
      [c.sky2, accent],
    );
  if (main === "area2") {
    out += lineChart(cx + 20, chartY + 24, cw - 40, chartH - 48, [0.2, 0.3, 0.45, 0.4, 0.6, 0.72, 0.68, 0.86], accent);
    out += `<path d="${linePath(cx + 20, chartY + 24, cw - 40, chartH - 48, [0.1, 0.14, 0.22, 0.2, 0.3, 0.34, 0.4, 0.46])}" fill="none" stroke="${c.amber2}" stroke-width="4" stroke-dasharray="10 8" stroke-linecap="round"/>`;
  }
  return out;
}

function sparkle(x: number, y: number, s: number, fill = c.amber): string {
  return `<path d="M${x} ${y - s} Q${x + s * 0.18} ${y - s * 0.18} ${x + s} ${y} Q${x + s * 0.18} ${y + s * 0.18} ${x} ${y + s} Q${x - s * 0.18} ${y + s * 0.18} ${x - s} ${y} Q${x - s * 0.18} ${y - s * 0.18} ${x} ${y - s} Z" fill="${fill}"/>`;
}

function heart(x: number, y: number, s: number, fill = c.rose): string {
  return `<path d="M${x} ${y + s * 0.9} C${x - s * 1.4} ${y - s * 0.1} ${x - s * 0.7} ${y - s * 1.1} ${x} ${y - s * 0.35} C${x + s * 0.7} ${y - s * 1.1} ${x + s * 1.4} ${y - s * 0.1} ${x} ${y + s * 0.9} Z" fill="${fill}"/>`;
}

function playButton(x: number, y: number, r: number, fill = c.white, tri = c.blue): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="0.95"/><path d="M${x - r * 0.3} ${y - r * 0.45} L${x + r * 0.5} ${y} L${x - r * 0.3} ${y + r * 0.45} Z" fill="${tri}"/>`;
}

/** A person seen from the front: head and shoulders. */
function person(x: number, y: number, s: number, skin: string, shirt: string, hair: string): string {
  return `<path d="M${x - s * 1.1} ${y + s * 2.4} Q${x - s * 1.1} ${y + s * 0.95} ${x} ${y + s * 0.95} Q${x + s * 1.1} ${y + s * 0.95} ${x + s * 1.1} ${y + s * 2.4} Z" fill="${shirt}"/>
<circle cx="${x}" cy="${y}" r="${s * 0.62}" fill="${skin}"/>
<path d="M${x - s * 0.64} ${y - s * 0.02} Q${x - s * 0.6} ${y - s * 0.78} ${x} ${y - s * 0.72} Q${x + s * 0.62} ${y - s * 0.78} ${x + s * 0.64} ${y - s * 0.02} Q${x + s * 0.4} ${y - s * 0.42} ${x} ${y - s * 0.4} Q${x - s * 0.4} ${y - s * 0.42} ${x - s * 0.64} ${y - s * 0.02} Z" fill="${hair}"/>`;
}

// ---------------------------------------------------------------------------
// The illustrations
// ---------------------------------------------------------------------------

type Drawing = () => string;

const blog: Record<number, Drawing> = {
  // Paid Social: Ads Manager on a laptop, a feed post on a phone, ROAS card.
  1: () =>
    background("dark", 1) +
    laptop(150, 170, 640, (sx, sy, sw, sh) => dashboard(sx, sy, sw, sh, "line")) +
    phone(800, 150, 440, (sx, sy, sw, sh) => {
      let out =
        `<circle cx="${sx + 30}" cy="${sy + 46}" r="14" fill="${c.sky}"/>` + lines(sx + 52, sy + 38, [90, 60], 14);
      out += rect(sx + 10, sy + 76, sw - 20, sw - 20, c.blue, 12);
      out += `<circle cx="${sx + sw / 2}" cy="${sy + 76 + (sw - 20) / 2}" r="${sw * 0.22}" fill="${c.amber}"/>`;
      out += `<path d="M${sx + 10} ${sy + 76 + sw - 60} L${sx + sw * 0.4} ${sy + 76 + sw * 0.5} L${sx + sw - 10} ${sy + 76 + sw - 40} L${sx + sw - 10} ${sy + 56 + sw} L${sx + 10} ${sy + 56 + sw} Z" fill="${c.navy2}" opacity="0.8"/>`;
      out +=
        heart(sx + 28, sy + sw + 88, 12) +
        `<circle cx="${sx + 62}" cy="${sy + sw + 88}" r="10" fill="none" stroke="#94a3b8" stroke-width="4"/>`;
      out += lines(sx + 14, sy + sw + 116, [sw - 40, sw - 80, sw - 60], 16);
      out += rect(sx + 14, sy + sh - 60, sw - 28, 36, c.blue, 10);
      return out;
    }) +
    statCard(80, 520, 300, 150, "bars", c.blue) +
    sparkle(1110, 120, 22) +
    sparkle(120, 110, 14, c.sky2),

  // Google Ads: a search results page on a monitor, falling cost-per-lead card.
  2: () =>
    background("light", 2) +
    monitor(140, 90, 700, (sx, sy, sw) => {
      let out = rect(sx + 30, sy + 30, sw - 60, 46, c.white, 23, `stroke="#cbd5e1" stroke-width="3"`);
      out += `<circle cx="${sx + 62}" cy="${sy + 53}" r="10" fill="none" stroke="${c.blue}" stroke-width="4"/><line x1="${sx + 69}" y1="${sy + 60}" x2="${sx + 78}" y2="${sy + 69}" stroke="${c.blue}" stroke-width="4" stroke-linecap="round"/>`;
      out += lines(sx + 92, sy + 48, [220], 0, "#94a3b8", 10);
      for (let i = 0; i < 3; i++) {
        const y = sy + 100 + i * 92;
        const ad = i === 0;
        if (ad) out += rect(sx + 22, y - 12, sw - 44, 84, c.paler, 12, `stroke="${c.sky2}" stroke-width="2"`);
        if (ad) out += rect(sx + 40, y + 2, 34, 16, c.amber, 5);
        out += rect(sx + (ad ? 84 : 40), y + 2, 260, 16, c.blue, 8);
        out += lines(sx + 40, y + 30, [sw - 140, sw - 220], 16);
      }
      return out;
    }) +
    card(
      820,
      120,
      300,
      240,
      `${rect(850, 150, 150, 16, c.ink, 8)}${rect(850, 176, 100, 10, "#cbd5e1", 5)}${gridLines(850, 210, 240, 120, 3)}${lineChart(850, 210, 240, 120, [0.95, 0.8, 0.85, 0.6, 0.5, 0.35, 0.2], c.blue2)}`,
    ) +
    card(
      860,
      400,
      260,
      250,
      (() => {
        // a funnel: impressions → clicks → qualified leads
        const widths = [200, 150, 100, 56];
        const colours = [c.pale, c.sky2, c.sky, c.blue];
        return (
          widths.map((w, i) => rect(990 - w / 2, 430 + i * 50, w, 38, colours[i] ?? c.blue, 10)).join("") +
          `<circle cx="990" cy="${430 + 4 * 50 + 8}" r="10" fill="${c.amber}"/>`
        );
      })(),
    ) +
    sparkle(100, 640, 18),

  // SEO: indexing report and Core Web Vitals gauges on a laptop, a magnifier.
  3: () =>
    background("dark", 3) +
    laptop(200, 150, 660, (sx, sy, sw, sh) => {
      let out =
        rect(sx, sy, sw, 34, c.navy, 10) +
        rect(sx, sy + 20, sw, 14, c.navy, 0) +
        `<circle cx="${sx + 22}" cy="${sy + 17}" r="7" fill="${c.green}"/>`;
      out += rect(sx + 24, sy + 52, sw - 48, 170, c.white, 10, `stroke="#e2e8f0" stroke-width="2"`);
      const indexed = [0.5, 0.55, 0.6, 0.62, 0.7, 0.74, 0.8, 0.84, 0.88, 0.9, 0.93, 0.95];
      const step = (sw - 88) / indexed.length;
      indexed.forEach((v, i) => {
        const x = sx + 44 + i * step;
        out += rect(x, sy + 72 + 130 * (1 - v), step * 0.6, 130 * v, "#10b981", 4);
        out += rect(x, sy + 72, step * 0.6, 130 * (1 - v), "#e2e8f0", 4);
      });
      const gy = sy + sh - 50;
      const gw = (sw - 48) / 3;
      [0.9, 0.82, 0.95].forEach((v, i) => {
        const gx = sx + 24 + gw * i + gw / 2;
        out += gauge(gx, gy, 52, v, i === 1 ? c.amber2 : "#10b981");
        out += rect(gx - 26, gy + 14, 52, 10, "#cbd5e1", 5);
      });
      return out;
    }) +
    `<g filter="url(#sh)"><circle cx="930" cy="330" r="110" fill="${c.white}" opacity="0.14" stroke="${c.white}" stroke-width="22"/><line x1="1008" y1="408" x2="1100" y2="500" stroke="${c.amber}" stroke-width="34" stroke-linecap="round"/></g>` +
    `<path d="M880 330 l30 30 l55 -62" fill="none" stroke="${c.green}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>` +
    sparkle(110, 140, 18) +
    sparkle(1090, 140, 12, c.sky2),

  // Web Design: wireframe sheets beside a phone with the finished landing page.
  4: () =>
    background("light", 4) +
    `<g transform="rotate(-6 360 380)">${card(120, 140, 400, 500, `${rect(150, 170, 340, 120, "none", 10, `stroke="#94a3b8" stroke-width="3" stroke-dasharray="10 8"`)}<line x1="150" y1="170" x2="490" y2="290" stroke="#cbd5e1" stroke-width="3"/><line x1="490" y1="170" x2="150" y2="290" stroke="#cbd5e1" stroke-width="3"/>${lines(150, 316, [300, 240, 270], 20, "#cbd5e1", 10)}${rect(150, 390, 150, 44, "none", 22, `stroke="${c.blue}" stroke-width="3" stroke-dasharray="8 6"`)}${[0, 1, 2].map((i) => rect(150 + i * 116, 470, 100, 130, "none", 10, `stroke="#94a3b8" stroke-width="3" stroke-dasharray="8 6"`)).join("")}`)}</g>` +
    `<g transform="rotate(4 640 400)">${card(440, 230, 260, 360, `${rect(466, 258, 208, 80, "none", 8, `stroke="#94a3b8" stroke-width="3" stroke-dasharray="8 6"`)}${lines(466, 360, [200, 160, 180, 120], 22, "#cbd5e1", 10)}${rect(466, 470, 110, 36, "none", 18, `stroke="${c.amber2}" stroke-width="3" stroke-dasharray="8 6"`)}`)}</g>` +
    `<path d="M620 140 q60 -40 120 10" fill="none" stroke="${c.blue}" stroke-width="5" stroke-linecap="round" stroke-dasharray="2 12"/>` +
    phone(780, 110, 560, (sx, sy, sw, sh) => {
      let out = rect(sx, sy, sw, 200, c.navy, 30) + rect(sx, sy + 170, sw, 30, c.navy, 0);
      out += lines(sx + 24, sy + 60, [sw - 70, sw - 110], 24, c.white, 14);
      out += lines(sx + 24, sy + 118, [sw - 90], 0, "#8ea8cc", 8);
      out += rect(sx + 24, sy + 145, 130, 38, c.amber, 19);
      for (let i = 0; i < 3; i++) {
        const y = sy + 226 + i * 72;
        out += `<circle cx="${sx + 44}" cy="${y + 22}" r="20" fill="${[c.pale, "#fef3c7", "#d1fae5"][i]}"/>`;
        out += `<path d="M${sx + 35} ${y + 22} l7 7 l12 -14" fill="none" stroke="${[c.blue, c.amber2, "#059669"][i]}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
        out += lines(sx + 78, y + 10, [sw - 120, sw - 160], 18);
      }
      out += rect(sx + 20, sy + sh - 70, sw - 40, 46, c.blue, 23);
      return out;
    }) +
    sparkle(1130, 200, 20) +
    sparkle(90, 680, 14, c.blue),

  // Social Media: a phone on a ring light filming a product, floating reactions.
  5: () =>
    background("dark", 5) +
    `<circle cx="600" cy="340" r="250" fill="none" stroke="#fff7d6" stroke-width="34" opacity="0.95" filter="url(#sh)"/>` +
    `<circle cx="600" cy="340" r="250" fill="none" stroke="${c.amber}" stroke-width="8" opacity="0.6"/>` +
    `<circle cx="600" cy="340" r="300" fill="url(#glowAmber)" opacity="0.6"/>` +
    rect(588, 590, 24, 160, "#94a3b8", 6) +
    `<path d="M600 700 L470 760 M600 700 L730 760" stroke="#94a3b8" stroke-width="14" stroke-linecap="round"/>` +
    phone(490, 130, 420, (sx, sy, sw, sh) => {
      let out = rect(sx, sy, sw, sh, "#f8e7c9", 22);
      out += `<ellipse cx="${sx + sw / 2}" cy="${sy + sh * 0.72}" rx="${sw * 0.34}" ry="16" fill="#e5c99a"/>`;
      out +=
        rect(sx + sw * 0.28, sy + sh * 0.38, sw * 0.44, sh * 0.34, c.blue, 12) +
        rect(sx + sw * 0.28, sy + sh * 0.38, sw * 0.44, 26, c.navy2, 12);
      out += `<circle cx="${sx + sw / 2}" cy="${sy + sh * 0.58}" r="${sw * 0.09}" fill="${c.amber}"/>`;
      out += `<circle cx="${sx + sw - 30}" cy="${sy + 36}" r="9" fill="#ef4444"/>`;
      out +=
        rect(sx + 18, sy + sh - 40, sw - 36, 8, "#ffffff", 4) +
        rect(sx + 18, sy + sh - 40, (sw - 36) * 0.4, 8, c.rose, 4);
      return out;
    }) +
    card(
      110,
      140,
      230,
      120,
      `${heart(160, 200, 22)}${rect(200, 180, 110, 16, c.ink, 8)}${rect(200, 206, 80, 10, "#cbd5e1", 5)}`,
    ) +
    card(
      880,
      170,
      220,
      120,
      `${playButton(930, 230, 26, c.blue, c.white)}${rect(970, 210, 100, 16, c.ink, 8)}${rect(970, 236, 70, 10, "#cbd5e1", 5)}`,
    ) +
    card(
      860,
      420,
      260,
      170,
      `${rect(884, 444, 120, 14, c.ink, 7)}${bars(884, 476, 212, 90, [0.3, 0.5, 0.45, 0.7, 0.95], [c.sky2, c.sky, c.blue])}`,
    ) +
    heart(270, 470, 18, c.rose) +
    heart(200, 560, 12, c.amber) +
    sparkle(1080, 90, 16),

  // Analytics: GA4-style acquisition report on a monitor, donut and table.
  6: () =>
    background("light", 6) +
    monitor(110, 80, 760, (sx, sy, sw, sh) => dashboard(sx, sy, sw, sh, "area2", c.blue)) +
    card(
      880,
      110,
      250,
      250,
      `${donut(
        1005,
        235,
        78,
        [
          [0.46, c.blue],
          [0.28, c.sky],
          [0.14, c.amber],
        ],
        30,
      )}`,
    ) +
    card(
      840,
      400,
      300,
      260,
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<circle cx="870" cy="${440 + i * 44}" r="9" fill="${[c.blue, c.sky, c.amber, c.green, "#a78bfa"][i]}"/>${rect(890, 434 + i * 44, 110, 12, "#cbd5e1", 6)}${rect(1020, 432 + i * 44, [90, 70, 50, 36, 24][i] ?? 20, 16, [c.blue, c.sky, c.amber, c.green, "#a78bfa"][i] ?? c.blue, 8)}`,
        )
        .join(""),
    ) +
    sparkle(80, 660, 18, c.blue),
};

const caseStudies: Record<number, Drawing> = {
  // Fashion: a Reels ad of a block-printed kurta on a phone, block-print motifs around.
  1: () => {
    let motifs = "";
    for (let i = 0; i < 14; i++) {
      const x = 80 + (i % 7) * 175;
      const y = i < 7 ? 90 : 660;
      motifs += `<g opacity="0.22" fill="none" stroke="${c.amber}" stroke-width="4"><circle cx="${x}" cy="${y}" r="26"/><circle cx="${x}" cy="${y}" r="10" fill="${c.amber}"/>${[0, 60, 120, 180, 240, 300].map((a) => `<circle cx="${(x + 40 * Math.cos((a * Math.PI) / 180)).toFixed(1)}" cy="${(y + 40 * Math.sin((a * Math.PI) / 180)).toFixed(1)}" r="7"/>`).join("")}</g>`;
    }
    const kurta = (cx: number, top: number, s: number) => {
      const pattern = [0, 1, 2, 3, 4, 5]
        .map((row) =>
          [0, 1, 2]
            .map(
              (col) =>
                `<circle cx="${cx - s * 0.5 + col * s * 0.5}" cy="${top + s * 0.55 + row * s * 0.32}" r="${s * 0.07}" fill="${c.amber}" opacity="0.9"/>`,
            )
            .join(""),
        )
        .join("");
      return `<path d="M${cx - s * 0.35} ${top} L${cx - s * 1.05} ${top + s * 0.35} L${cx - s * 0.9} ${top + s * 0.75} L${cx - s * 0.62} ${top + s * 0.62} L${cx - s * 0.72} ${top + s * 2.3} L${cx + s * 0.72} ${top + s * 2.3} L${cx + s * 0.62} ${top + s * 0.62} L${cx + s * 0.9} ${top + s * 0.75} L${cx + s * 1.05} ${top + s * 0.35} L${cx + s * 0.35} ${top} Q${cx} ${top + s * 0.32} ${cx - s * 0.35} ${top} Z" fill="${c.blue}"/>${pattern}<path d="M${cx} ${top + s * 0.16} L${cx} ${top + s * 0.7}" stroke="${c.navy}" stroke-width="4"/>`;
    };
    return (
      background("dark", 7) +
      motifs +
      phone(460, 100, 560, (sx, sy, sw, sh) => {
        let out = rect(sx, sy, sw, sh, "#fdf2e0", 28);
        out += `<circle cx="${sx + sw / 2}" cy="${sy + sh * 0.2}" r="${sw * 0.13}" fill="#c68a5b"/>`;
        out += `<path d="M${sx + sw / 2 - sw * 0.14} ${sy + sh * 0.18} Q${sx + sw / 2} ${sy + sh * 0.06} ${sx + sw / 2 + sw * 0.14} ${sy + sh * 0.18} Q${sx + sw / 2} ${sy + sh * 0.12} ${sx + sw / 2 - sw * 0.14} ${sy + sh * 0.18} Z" fill="#1f2937"/>`;
        out += kurta(sx + sw / 2, sy + sh * 0.29, sw * 0.3);
        out +=
          heart(sx + sw - 30, sy + sh * 0.55, 12, c.rose) +
          `<circle cx="${sx + sw - 30}" cy="${sy + sh * 0.64}" r="10" fill="none" stroke="#94a3b8" stroke-width="4"/>`;
        out += rect(sx + 18, sy + sh - 78, sw - 36, 44, c.navy, 22) + rect(sx + 40, sy + sh - 62, 90, 12, c.amber, 6);
        return out;
      }) +
      card(
        130,
        230,
        280,
        150,
        `${upArrowBadge(174, 274)}${rect(210, 258, 160, 20, c.ink, 10)}${rect(210, 288, 110, 10, "#cbd5e1", 5)}${lineChart(154, 316, 232, 44, [0.1, 0.25, 0.3, 0.55, 0.8, 1], c.blue)}`,
      ) +
      card(
        820,
        300,
        260,
        200,
        `${rect(846, 326, 120, 14, c.ink, 7)}${bars(846, 356, 208, 120, [0.25, 0.4, 0.55, 0.7, 0.85, 1], [c.sky2, c.sky, c.blue])}`,
      ) +
      sparkle(1080, 220, 18) +
      sparkle(160, 520, 14, c.sky2)
    );
  },

  // Technology: an invoicing dashboard on a laptop on a shop counter, shelves behind.
  2: () => {
    let shelves = "";
    for (let row = 0; row < 3; row++) {
      const y = 110 + row * 140;
      shelves += rect(60, y + 90, 1080, 14, "#ffffff", 4, `opacity="0.16"`);
      for (let i = 0; i < 11; i++) {
        const h = 40 + ((i * 37 + row * 11) % 45);
        const colours = [c.sky, c.amber, c.sky2, "#ffffff", c.blue2];
        shelves += rect(
          80 + i * 96,
          y + 90 - h,
          60 + ((i + row) % 3) * 8,
          h,
          colours[(i + row) % colours.length] ?? c.sky,
          6,
          `opacity="0.28"`,
        );
      }
    }
    return (
      background("dark", 8) +
      shelves +
      rect(0, 560, W, 190, "#0b1f38", 0) +
      rect(0, 560, W, 12, "#334e78", 0) +
      laptop(290, 150, 620, (sx, sy, sw, sh) => {
        let out =
          rect(sx, sy, sw, 34, c.navy, 10) +
          rect(sx, sy + 20, sw, 14, c.navy, 0) +
          `<circle cx="${sx + 22}" cy="${sy + 17}" r="7" fill="${c.amber}"/>`;
        const left = sw * 0.55;
        out += rect(sx + 20, sy + 50, left - 30, sh - 70, c.white, 10, `stroke="#e2e8f0" stroke-width="2"`);
        for (let i = 0; i < 7; i++) {
          const y = sy + 70 + i * 36;
          out += rect(sx + 36, y, 60, 10, "#cbd5e1", 5) + rect(sx + 110, y, left - 200, 10, "#e2e8f0", 5);
          out += rect(sx + left - 76, y - 4, 50, 18, i % 3 === 0 ? "#fef3c7" : "#d1fae5", 9);
        }
        out += rect(
          sx + left + 4,
          sy + 50,
          sw - left - 24,
          (sh - 80) / 2,
          c.white,
          10,
          `stroke="#e2e8f0" stroke-width="2"`,
        );
        out += bars(
          sx + left + 20,
          sy + 66,
          sw - left - 56,
          (sh - 80) / 2 - 30,
          [0.4, 0.55, 0.5, 0.75, 0.9],
          [c.sky2, c.blue],
        );
        out += rect(
          sx + left + 4,
          sy + 60 + (sh - 80) / 2,
          sw - left - 24,
          (sh - 80) / 2,
          c.white,
          10,
          `stroke="#e2e8f0" stroke-width="2"`,
        );
        out += donut(
          sx + left + (sw - left - 20) / 2,
          sy + 60 + (sh - 80) * 0.75,
          38,
          [
            [0.62, c.blue],
            [0.2, c.amber],
          ],
          14,
        );
        return out;
      }) +
      card(
        920,
        430,
        230,
        130,
        `${upArrowBadge(964, 474)}${rect(1000, 458, 120, 18, c.ink, 9)}${rect(1000, 486, 80, 10, "#cbd5e1", 5)}${rect(944, 520, 180, 14, c.pale, 7)}${rect(944, 520, 140, 14, c.blue, 7)}`,
      ) +
      card(
        60,
        440,
        220,
        140,
        `<circle cx="110" cy="490" r="22" fill="${c.amber}"/><path d="M100 490 l8 8 l14 -16" fill="none" stroke="${c.navy}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>${rect(146, 478, 110, 14, c.ink, 7)}${lines(84, 530, [170, 120], 18)}`,
      )
    );
  },

  // Real estate: residential towers on an expressway at sunset, a location pin.
  3: () => {
    const towers: [number, number, number][] = [
      [120, 260, 120],
      [260, 180, 140],
      [420, 300, 110],
      [540, 140, 150],
      [710, 230, 130],
      [860, 320, 100],
      [980, 200, 140],
    ];
    let out = background("sunset", 9) + `<circle cx="860" cy="470" r="120" fill="#fde68a" opacity="0.9"/>`;
    out += `<path d="M0 520 Q300 470 600 510 T1200 490 L1200 750 L0 750 Z" fill="#1a3785" opacity="0.6"/>`;
    for (const [x, top, w] of towers) {
      out += `<g filter="url(#sh2)">${rect(x, top, w, 620 - top, c.navy, 6)}</g>`;
      out += rect(x, top, w * 0.18, 620 - top, "#ffffff", 0, `opacity="0.06"`);
      for (let y = top + 24; y < 600; y += 34) {
        for (let col = 0; col < Math.floor(w / 34); col++) {
          const lit = (x + y + col * 7) % 5 < 2;
          out += rect(x + 14 + col * 34, y, 18, 18, lit ? c.amber : "#2c4a7a", 3);
        }
      }
      out += rect(x - 6, top - 10, w + 12, 12, "#2c4a7a", 3);
    }
    out += rect(0, 620, W, 130, "#0b1f38", 0);
    out += `<path d="M0 700 L1200 660" stroke="${c.amber}" stroke-width="6" stroke-dasharray="40 30" opacity="0.8"/>`;
    out += `<g filter="url(#sh)"><path d="M640 60 C580 60 548 104 548 150 C548 214 640 290 640 290 C640 290 732 214 732 150 C732 104 700 60 640 60 Z" fill="${c.amber}"/></g><circle cx="640" cy="150" r="34" fill="${c.navy}"/>`;
    out += card(
      930,
      60,
      230,
      130,
      `${upArrowBadge(974, 104)}${rect(1010, 90, 120, 18, c.ink, 9)}${lineChart(954, 138, 180, 36, [0.1, 0.2, 0.4, 0.55, 0.85, 1], c.blue)}`,
    );
    return out;
  },

  // Jewelry: a gold temple necklace on a product page on a phone, conversion chart.
  4: () => {
    const necklace = (cx: number, cy: number, r: number) => {
      let beads = "";
      for (let i = 0; i <= 16; i++) {
        const a = Math.PI * (0.05 + (0.9 * i) / 16);
        beads += `<circle cx="${(cx + r * Math.cos(a)).toFixed(1)}" cy="${(cy + r * 0.9 * Math.sin(a)).toFixed(1)}" r="${i % 2 ? 9 : 13}" fill="url(#gold)"/>`;
      }
      return `<path d="M${cx - r} ${cy} A${r} ${r * 0.9} 0 0 0 ${cx + r} ${cy}" fill="none" stroke="#b45309" stroke-width="4"/>${beads}<path d="M${cx} ${cy + r * 0.9 + 4} l-24 30 l24 44 l24 -44 Z" fill="url(#gold)" stroke="#b45309" stroke-width="3"/><circle cx="${cx}" cy="${cy + r * 0.9 + 40}" r="9" fill="${c.rose}"/>`;
    };
    return (
      background("dark", 10) +
      `<circle cx="600" cy="380" r="330" fill="url(#glowAmber)"/>` +
      phone(460, 90, 580, (sx, sy, sw, sh) => {
        let out = rect(sx, sy, sw, sh * 0.52, "#fdf6e7", 28) + rect(sx, sy + sh * 0.45, sw, sh * 0.07, "#fdf6e7", 0);
        out += necklace(sx + sw / 2, sy + sh * 0.14, sw * 0.3);
        out += [0, 1, 2, 3]
          .map(
            (i) =>
              `<circle cx="${sx + sw / 2 - 36 + i * 24}" cy="${sy + sh * 0.49}" r="5" fill="${i === 0 ? c.amber2 : "#e5d3b0"}"/>`,
          )
          .join("");
        out += lines(sx + 20, sy + sh * 0.56, [sw - 60, sw - 110], 22, c.ink, 12);
        out += rect(sx + 20, sy + sh * 0.56 + 52, 90, 16, c.amber2, 8);
        out += lines(sx + 20, sy + sh * 0.56 + 86, [sw - 50, sw - 80, sw - 70], 16);
        out +=
          rect(sx + 20, sy + sh - 74, sw - 40, 48, c.navy, 24) +
          rect(sx + sw / 2 - 50, sy + sh - 56, 100, 12, c.amber, 6);
        return out;
      }) +
      card(
        100,
        180,
        300,
        190,
        `${rect(126, 206, 140, 14, c.ink, 7)}${gridLines(126, 240, 248, 100, 3)}${lineChart(126, 240, 248, 100, [0.15, 0.2, 0.18, 0.45, 0.6, 0.85, 1], c.amber2, "url(#areaAmber)")}`,
      ) +
      statCard(810, 420, 290, 150, "donut", c.blue) +
      sparkle(900, 200, 26) +
      sparkle(960, 280, 14) +
      sparkle(180, 540, 16, c.sky2)
    );
  },

  // Manufacturing: a machined valve body and gears, video and post cards.
  5: () => {
    const gear = (cx: number, cy: number, r: number, teeth: number, fill: string) => {
      let d = "";
      for (let i = 0; i < teeth * 2; i++) {
        const a = (Math.PI * i) / teeth;
        const rr = i % 2 ? r : r * 1.18;
        const a1 = a - Math.PI / teeth / 2;
        const a2 = a + Math.PI / teeth / 2;
        d += `${i === 0 ? "M" : "L"}${(cx + rr * Math.cos(a1)).toFixed(1)} ${(cy + rr * Math.sin(a1)).toFixed(1)} L${(cx + rr * Math.cos(a2)).toFixed(1)} ${(cy + rr * Math.sin(a2)).toFixed(1)} `;
      }
      return `<path d="${d}Z" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.42}" fill="${c.navy}"/>`;
    };
    return (
      background("dark", 11) +
      gear(180, 170, 90, 12, "#334e78") +
      gear(300, 290, 56, 9, c.blue) +
      gear(1060, 600, 110, 14, "#334e78") +
      rect(120, 560, 760, 40, "#334e78", 20) +
      [0, 1, 2, 3, 4, 5, 6]
        .map(
          (i) => `<circle cx="${160 + i * 114}" cy="580" r="14" fill="${c.navy}" stroke="#8ea8cc" stroke-width="4"/>`,
        )
        .join("") +
      `<g filter="url(#sh)">
${rect(330, 300, 360, 170, "url(#steel)", 22)}
${rect(290, 280, 60, 210, "url(#steel)", 12)}
${rect(670, 280, 60, 210, "url(#steel)", 12)}
${rect(440, 200, 140, 110, "url(#steel)", 14)}
${rect(420, 180, 180, 36, "url(#steel)", 10)}
</g>
<circle cx="320" cy="385" r="40" fill="#475569"/><circle cx="320" cy="385" r="24" fill="#1e293b"/>
<circle cx="700" cy="385" r="40" fill="#475569"/><circle cx="700" cy="385" r="24" fill="#1e293b"/>
<line x1="360" y1="330" x2="660" y2="330" stroke="#ffffff" stroke-width="4" opacity="0.5"/>` +
      card(
        820,
        90,
        300,
        200,
        `${rect(840, 110, 260, 120, c.navy2, 12)}${playButton(970, 170, 30, c.amber, c.navy)}${rect(840, 248, 180, 12, "#cbd5e1", 6)}`,
      ) +
      card(
        820,
        320,
        300,
        190,
        `<circle cx="866" cy="366" r="22" fill="${c.blue}"/>${rect(900, 352, 130, 12, c.ink, 6)}${rect(900, 372, 90, 10, "#cbd5e1", 5)}${bars(846, 400, 250, 90, [0.2, 0.35, 0.5, 0.7, 0.9, 1], [c.sky2, c.sky, c.blue])}`,
      ) +
      sparkle(520, 110, 20)
    );
  },

  // Healthcare: a fan of ad creatives for health check-ups on three phones.
  6: () => {
    const creative = (tone: string, accent: string) => (sx: number, sy: number, sw: number, sh: number) => {
      let out = rect(sx, sy, sw, sh, tone, 24);
      out += `<circle cx="${sx + sw / 2}" cy="${sy + sh * 0.3}" r="${sw * 0.26}" fill="#ffffff" opacity="0.95"/>`;
      out +=
        rect(sx + sw / 2 - 12, sy + sh * 0.3 - 42, 24, 84, accent, 6) +
        rect(sx + sw / 2 - 42, sy + sh * 0.3 - 12, 84, 24, accent, 6);
      out += `<path d="M${sx + 16} ${sy + sh * 0.58} L${sx + sw * 0.3} ${sy + sh * 0.58} L${sx + sw * 0.38} ${sy + sh * 0.52} L${sx + sw * 0.48} ${sy + sh * 0.66} L${sx + sw * 0.56} ${sy + sh * 0.55} L${sx + sw - 16} ${sy + sh * 0.58}" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
      out += lines(sx + 20, sy + sh * 0.7, [sw - 50, sw - 90], 24, "#ffffff", 12);
      out += rect(sx + 20, sy + sh - 70, sw - 40, 44, c.amber, 22);
      return out;
    };
    return (
      background("light", 12) +
      phone(220, 170, 470, creative(c.blue, c.rose), -12) +
      phone(720, 170, 470, creative("#0f766e", c.blue), 12) +
      phone(475, 100, 540, creative(c.navy, "#ef4444")) +
      card(
        60,
        520,
        280,
        170,
        `${upArrowBadge(104, 564)}${rect(140, 548, 150, 18, c.ink, 9)}${rect(140, 576, 100, 10, "#cbd5e1", 5)}${bars(84, 600, 232, 70, [0.45, 0.55, 0.7, 1], [c.sky2, c.blue])}`,
      ) +
      card(
        900,
        60,
        240,
        120,
        `${heart(950, 124, 20, c.rose)}${rect(990, 104, 120, 16, c.ink, 8)}${rect(990, 130, 80, 10, "#cbd5e1", 5)}`,
      ) +
      sparkle(1110, 640, 20, c.amber2)
    );
  },
};

// The team around a table, a results screen on the wall behind them.
const careersTeam: Drawing = () => {
  const skins = ["#8d5524", "#c68642", "#e0ac69", "#a0522d", "#f1c27d", "#6b4423"];
  const shirts = [c.blue, c.amber2, "#0f766e", c.sky, "#7c3aed", c.rose];
  const hairs = ["#111827", "#1f2937", "#3f2a14", "#111827", "#4b2e14", "#111827"];
  let people = "";
  const seats = [260, 420, 600, 780, 940];
  seats.forEach((x, i) => {
    people += person(x, 420 - (i % 2) * 14, 62, skins[i] ?? "#c68642", shirts[i] ?? c.blue, hairs[i] ?? "#111827");
  });
  return (
    background("dark", 13) +
    `<g filter="url(#sh)">${rect(300, 60, 600, 270, "#1e293b", 18)}</g>` +
    rect(314, 74, 572, 242, "url(#screen)", 10) +
    gridLines(340, 104, 340, 180, 4) +
    lineChart(340, 104, 340, 180, [0.15, 0.3, 0.28, 0.5, 0.62, 0.58, 0.8, 0.95], c.blue) +
    donut(
      780,
      190,
      60,
      [
        [0.64, c.blue],
        [0.2, c.amber],
      ],
      22,
    ) +
    people +
    `<g filter="url(#sh)"><path d="M90 560 L1110 560 L1180 660 L20 660 Z" fill="#e2e8f0"/></g>` +
    rect(20, 660, 1160, 22, "#94a3b8", 6) +
    `<path d="M330 520 L470 520 L480 560 L320 560 Z" fill="#1e293b"/>` +
    `<path d="M700 520 L840 520 L850 560 L690 560 Z" fill="#1e293b"/>` +
    rect(520, 566, 160, 56, c.white, 8, `transform="rotate(-4 600 594)"`) +
    lines(536, 580, [120, 90], 16, "#cbd5e1", 8) +
    `<circle cx="200" cy="600" r="26" fill="${c.amber}"/><rect x="192" y="578" width="16" height="10" fill="${c.white}" opacity="0.6"/>` +
    `<circle cx="1000" cy="604" r="22" fill="${c.white}"/><circle cx="1000" cy="604" r="14" fill="#7c2d12"/>` +
    sparkle(1080, 120, 20) +
    sparkle(150, 150, 14, c.sky2)
  );
};

// ---------------------------------------------------------------------------
// Encode with Chromium
// ---------------------------------------------------------------------------

const jobs: { file: string; svg: string }[] = [
  ...Object.entries(blog).map(([id, draw]) => ({ file: `blog/${id}`, svg: draw() })),
  ...Object.entries(caseStudies).map(([id, draw]) => ({ file: `case-studies/${id}`, svg: draw() })),
  { file: "careers/team", svg: careersTeam() },
];

function wrap(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${body}</svg>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const page = await browser.newPage();
await page.setContent("<!doctype html><html><body></body></html>");

const sizes = [
  { width: 1200, suffix: "" },
  { width: 800, suffix: "-800" },
];
const onlyArg = process.argv[2];
let total = 0;
for (const job of jobs) {
  if (onlyArg && !job.file.includes(onlyArg)) continue;
  const svg = wrap(job.svg);
  if (process.env.WRITE_SVG) fs.writeFileSync(`/tmp/${job.file.replace("/", "-")}.svg`, svg);
  for (const size of sizes) {
    let quality = 0.82;
    let bytes: Buffer;
    for (;;) {
      const dataUrl = await page.evaluate(
        async ({ svg, width, height, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement("canvas");
          canvas.width = width;
          canvas.height = height;
          const context = canvas.getContext("2d");
          if (!context) throw new Error("no 2d context");
          context.drawImage(image, 0, 0, width, height);
          return canvas.toDataURL("image/webp", quality);
        },
        { svg, width: size.width, height: Math.round((size.width * H) / W), quality },
      );
      if (!dataUrl.startsWith("data:image/webp")) throw new Error("this Chromium cannot encode WebP");
      bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
      if (bytes.length <= MAX_BYTES || quality <= 0.4) break;
      quality -= 0.08;
    }
    const out = path.join(publicDir, `${job.file}${size.suffix}.webp`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, bytes);
    total += bytes.length;
    console.log(
      `${path.relative(publicDir, out).padEnd(28)} ${(bytes.length / 1024).toFixed(1).padStart(5)} KB  q=${quality.toFixed(2)}`,
    );
  }
}
await browser.close();
console.log(`content images written to public/images/ (${(total / 1024).toFixed(0)} KB in all)`);
