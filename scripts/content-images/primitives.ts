// The brand palette, the SVG definitions and the drawing primitives of the content
// illustrations (every function returns an SVG fragment).

export const W = 1200;
export const H = 750;

export const c = {
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

export const defs = `<defs>
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

export type Bg = "dark" | "light" | "sunset";

export function background(kind: Bg, seed: number): string {
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

export function rect(x: number, y: number, w: number, h: number, fill: string, r = 8, extra = ""): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;
}

/** A white panel with a thin grey outline: a card inside a drawn screen. */
export function panel(x: number, y: number, w: number, h: number): string {
  return rect(x, y, w, h, c.white, 10, `stroke="#e2e8f0" stroke-width="2"`);
}

/** Grey bars standing for lines of text (no real text in the images). */
export function lines(x: number, y: number, widths: number[], gap = 18, fill = "#cbd5e1", h = 8): string {
  return widths.map((w, i) => rect(x, y + i * gap, w, h, fill, h / 2)).join("");
}

export function bars(x: number, y: number, w: number, h: number, values: number[], colours: string[]): string {
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

export function lineChart(
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

export function gridLines(x: number, y: number, w: number, h: number, n = 4, colour = "#e2e8f0"): string {
  let out = "";
  for (let i = 0; i <= n; i++)
    out += `<line x1="${x}" x2="${x + w}" y1="${y + (h * i) / n}" y2="${y + (h * i) / n}" stroke="${colour}" stroke-width="2"/>`;
  return out;
}

export function donut(cx: number, cy: number, r: number, parts: [number, string][], width = 22): string {
  const circumference = 2 * Math.PI * r;
  let offset = 0;
  let out = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#e2e8f0" stroke-width="${width}"/>`;
  for (const [fraction, colour] of parts) {
    out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="${(fraction * circumference).toFixed(1)} ${circumference.toFixed(1)}" stroke-dashoffset="${(-offset * circumference).toFixed(1)}" transform="rotate(-90 ${cx} ${cy})"/>`;
    offset += fraction;
  }
  return out;
}

export function gauge(cx: number, cy: number, r: number, fraction: number, colour: string): string {
  const end = Math.PI * (1 - fraction);
  const ex = cx + r * Math.cos(end);
  const ey = cy - r * Math.sin(end);
  return `<path d="M${cx - r} ${cy} A${r} ${r} 0 0 1 ${cx + r} ${cy}" fill="none" stroke="#e2e8f0" stroke-width="14" stroke-linecap="round"/>
<path d="M${cx - r} ${cy} A${r} ${r} 0 0 1 ${ex.toFixed(1)} ${ey.toFixed(1)}" fill="none" stroke="${colour}" stroke-width="14" stroke-linecap="round"/>`;
}

/** A floating white card with a shadow. */
export function card(x: number, y: number, w: number, h: number, inner: string, r = 18): string {
  return `<g filter="url(#sh2)">${rect(x, y, w, h, c.white, r)}</g>${inner}`;
}

export function upArrowBadge(x: number, y: number, colour = c.green): string {
  return `<circle cx="${x}" cy="${y}" r="22" fill="${colour}" opacity="0.18"/><path d="M${x - 9} ${y + 6} L${x} ${y - 6} L${x + 9} ${y + 6}" fill="none" stroke="${colour === c.green ? "#059669" : colour}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A stat card: badge, a big figure bar, a label bar and a mini chart. */
export function statCard(
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

/** What a device shows: drawn into its screen's box (x, y, width, height). */
type Screen = (sx: number, sy: number, sw: number, sh: number) => string;

/** A device's screen: its glass inside a bezel of `bezel` on every side, then what it shows. */
function screenInBezel(
  x: number,
  y: number,
  w: number,
  h: number,
  bezel: number,
  radius: number,
  screen: Screen,
): string {
  const [sx, sy, sw, sh] = [x + bezel, y + bezel, w - bezel * 2, h - bezel * 2];
  return `${rect(sx, sy, sw, sh, "url(#screen)", radius)}
${screen(sx, sy, sw, sh)}`;
}

export function laptop(x: number, y: number, w: number, screen: Screen): string {
  const h = w * 0.62;
  return `<g filter="url(#sh)">
${rect(x, y, w, h, "#1e293b", 22)}
${rect(x - w * 0.08, y + h, w * 1.16, w * 0.045, "#cbd5e1", 10)}
${rect(x + w * 0.42, y + h, w * 0.16, w * 0.018, "#94a3b8", 6)}
</g>
${screenInBezel(x, y, w, h, w * 0.035, 10, screen)}`;
}

export function monitor(x: number, y: number, w: number, screen: Screen): string {
  const h = w * 0.58;
  return `<g filter="url(#sh)">
${rect(x + w * 0.44, y + h - 10, w * 0.12, w * 0.12, "#94a3b8", 4)}
${rect(x + w * 0.32, y + h + w * 0.1, w * 0.36, w * 0.025, "#cbd5e1", 8)}
${rect(x, y, w, h, "#1e293b", 18)}
</g>
${screenInBezel(x, y, w, h, w * 0.025, 8, screen)}`;
}

export function phone(x: number, y: number, h: number, screen: Screen, rotate = 0): string {
  const w = h * 0.49;
  const bezel = h * 0.025;
  const transform = rotate ? `transform="rotate(${rotate} ${x + w / 2} ${y + h / 2})"` : "";
  return `<g ${transform}><g filter="url(#sh)">${rect(x, y, w, h, "#0b1220", h * 0.07)}</g>
${screenInBezel(x, y, w, h, bezel, h * 0.055, screen)}
${rect(x + w * 0.38, y + bezel + 8, w * 0.24, 10, "#0b1220", 5)}</g>`;
}

/** A dashboard screen: top bar, side nav, KPI tiles, a chart. */
export function dashboard(
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
    out += panel(tx, sy + 50, tileW, 64);
    out +=
      rect(tx + 14, sy + 64, tileW * 0.4, 8, "#cbd5e1", 4) +
      rect(tx + 14, sy + 82, tileW * 0.6, 16, tileColours[i] ?? accent, 8);
  }
  const chartY = sy + 130;
  const chartH = sh - 150;
  out += panel(cx, chartY, cw, chartH);
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

export function sparkle(x: number, y: number, s: number, fill = c.amber): string {
  return `<path d="M${x} ${y - s} Q${x + s * 0.18} ${y - s * 0.18} ${x + s} ${y} Q${x + s * 0.18} ${y + s * 0.18} ${x} ${y + s} Q${x - s * 0.18} ${y + s * 0.18} ${x - s} ${y} Q${x - s * 0.18} ${y - s * 0.18} ${x} ${y - s} Z" fill="${fill}"/>`;
}

export function heart(x: number, y: number, s: number, fill = c.rose): string {
  return `<path d="M${x} ${y + s * 0.9} C${x - s * 1.4} ${y - s * 0.1} ${x - s * 0.7} ${y - s * 1.1} ${x} ${y - s * 0.35} C${x + s * 0.7} ${y - s * 1.1} ${x + s * 1.4} ${y - s * 0.1} ${x} ${y + s * 0.9} Z" fill="${fill}"/>`;
}

export function playButton(x: number, y: number, r: number, fill = c.white, tri = c.blue): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="0.95"/><path d="M${x - r * 0.3} ${y - r * 0.45} L${x + r * 0.5} ${y} L${x - r * 0.3} ${y + r * 0.45} Z" fill="${tri}"/>`;
}

/** A person seen from the front: head and shoulders. */
export function person(x: number, y: number, s: number, skin: string, shirt: string, hair: string): string {
  return `<path d="M${x - s * 1.1} ${y + s * 2.4} Q${x - s * 1.1} ${y + s * 0.95} ${x} ${y + s * 0.95} Q${x + s * 1.1} ${y + s * 0.95} ${x + s * 1.1} ${y + s * 2.4} Z" fill="${shirt}"/>
<circle cx="${x}" cy="${y}" r="${s * 0.62}" fill="${skin}"/>
<path d="M${x - s * 0.64} ${y - s * 0.02} Q${x - s * 0.6} ${y - s * 0.78} ${x} ${y - s * 0.72} Q${x + s * 0.62} ${y - s * 0.78} ${x + s * 0.64} ${y - s * 0.02} Q${x + s * 0.4} ${y - s * 0.42} ${x} ${y - s * 0.4} Q${x - s * 0.4} ${y - s * 0.42} ${x - s * 0.64} ${y - s * 0.02} Z" fill="${hair}"/>`;
}

export type Drawing = () => string;
