import { c, background, rect, lines, bars, lineChart, gridLines, donut, gauge, card, statCard, laptop, monitor, phone, dashboard, sparkle, heart, playButton, type Drawing, panel } from "./primitives.ts";

// One illustration per article, by article id.
export const blogDrawings: Record<number, Drawing> = {
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
      out += panel(sx + 24, sy + 52, sw - 48, 170);
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
