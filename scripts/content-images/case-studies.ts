import { W, c, background, rect, lines, bars, lineChart, gridLines, donut, card, upArrowBadge, statCard, laptop, phone, sparkle, heart, playButton, person, type Drawing, panel } from "./primitives.ts";

// One illustration per case study, by id, and the careers page's team picture.
export const caseStudyDrawings: Record<number, Drawing> = {
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
        out += panel(sx + 20, sy + 50, left - 30, sh - 70);
        for (let i = 0; i < 7; i++) {
          const y = sy + 70 + i * 36;
          out += rect(sx + 36, y, 60, 10, "#cbd5e1", 5) + rect(sx + 110, y, left - 200, 10, "#e2e8f0", 5);
          out += rect(sx + left - 76, y - 4, 50, 18, i % 3 === 0 ? "#fef3c7" : "#d1fae5", 9);
        }
        out += panel(sx + left + 4, sy + 50, sw - left - 24, (sh - 80) / 2);
        out += bars(
          sx + left + 20,
          sy + 66,
          sw - left - 56,
          (sh - 80) / 2 - 30,
          [0.4, 0.55, 0.5, 0.75, 0.9],
          [c.sky2, c.blue],
        );
        out += panel(sx + left + 4, sy + 60 + (sh - 80) / 2, sw - left - 24, (sh - 80) / 2);
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
export const careersTeam: Drawing = () => {
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
