/**
 * Draws the cabin as seen from the middle of the rear seat: windscreen, dashboard with the instruments and the
 * centre screen, the steering wheel on the driver's (left) side and the two front seats, upholstered and trimmed
 * in the interior colour. The proportions follow the body style (a low, wide sports cabin; a tall SUV dash).
 */
import type { BodyStyle } from '#domain/catalog/codes.ts';
import { mix, paintTones, toHex, type Rgb } from './paint.ts';

interface CabinShape {
  /** Windscreen: top edge y, its half width at the top and at the bottom (at the dash). */
  glassTop: number;
  glassTopHalf: number;
  dashY: number;
  dashHalf: number;
  /** Seat backs: top y, half width, and side bolsters (sports seats hug). */
  seatTop: number;
  seatHalf: number;
  bolster: number;
  /** Steering wheel radius. */
  wheel: number;
}

const CABINS: Record<BodyStyle, CabinShape> = {
  suv: { glassTop: 110, glassTopHalf: 520, dashY: 385, dashHalf: 720, seatTop: 450, seatHalf: 175, bolster: 0.12, wheel: 150 },
  crossover: { glassTop: 120, glassTopHalf: 530, dashY: 395, dashHalf: 730, seatTop: 460, seatHalf: 170, bolster: 0.14, wheel: 145 },
  sedan: { glassTop: 140, glassTopHalf: 560, dashY: 405, dashHalf: 740, seatTop: 470, seatHalf: 168, bolster: 0.16, wheel: 142 },
  wagon: { glassTop: 130, glassTopHalf: 550, dashY: 400, dashHalf: 740, seatTop: 465, seatHalf: 168, bolster: 0.15, wheel: 142 },
  sports: { glassTop: 175, glassTopHalf: 600, dashY: 420, dashHalf: 760, seatTop: 480, seatHalf: 165, bolster: 0.3, wheel: 132 },
};

const n = (value: number) => String(Math.round(value * 10) / 10);

/** One front seat back, centred on x: a padded back with bolsters, a headrest, piping and perforated inserts. */
function seat(x: number, shape: CabinShape, ids: { hide: string; insert: string; edge: string; thread: string }): string {
  const top = shape.seatTop;
  const half = shape.seatHalf;
  const bolster = half * shape.bolster;
  const bottom = 920;
  const back = `M${n(x - half)} ${n(bottom)}C${n(x - half - 10)} ${n(top + 200)} ${n(x - half + 6)} ${n(top + 70)} ${n(x - half + 60)} ${n(top + 30)}Q${n(x)} ${n(top - 10)} ${n(x + half - 60)} ${n(top + 30)}C${n(x + half - 6)} ${n(top + 70)} ${n(x + half + 10)} ${n(top + 200)} ${n(x + half)} ${n(bottom)}Z`;
  const insert = `M${n(x - half + 40 + bolster)} ${n(bottom)}L${n(x - half + 50 + bolster)} ${n(top + 90)}Q${n(x)} ${n(top + 60)} ${n(x + half - 50 - bolster)} ${n(top + 90)}L${n(x + half - 40 - bolster)} ${n(bottom)}Z`;
  const headrest = `M${n(x - 88)} ${n(top - 20)}C${n(x - 96)} ${n(top - 120)} ${n(x - 80)} ${n(top - 150)} ${n(x)} ${n(top - 152)}C${n(x + 80)} ${n(top - 150)} ${n(x + 96)} ${n(top - 120)} ${n(x + 88)} ${n(top - 20)}Z`;
  return [
    `<path d="M${n(x - 30)} ${n(top + 10)}V${n(top - 24)}M${n(x + 30)} ${n(top + 10)}V${n(top - 24)}" stroke="#8d959c" stroke-width="9"/>`,
    `<path d="${headrest}" fill="url(#${ids.hide})" stroke="url(#${ids.edge})" stroke-width="3"/>`,
    `<path d="${back}" fill="url(#${ids.hide})" stroke="url(#${ids.edge})" stroke-width="4"/>`,
    `<path d="${insert}" fill="url(#${ids.insert})"/>`,
    `<path d="${insert}" fill="none" stroke="${ids.thread}" stroke-width="2" stroke-dasharray="7 6" stroke-opacity="0.7"/>`,
    `<path d="M${n(x - half + 70)} ${n(top + 190)}Q${n(x)} ${n(top + 172)} ${n(x + half - 70)} ${n(top + 190)}" fill="none" stroke="#000" stroke-opacity="0.22" stroke-width="4"/>`,
  ].join('');
}

/** The cabin drawing's elements (defs included), for the 1600 × 900 frame; `rgb` is the interior colour. */
export function renderInteriorSvg(bodyStyle: BodyStyle, rgb: Rgb, detail?: 'low'): string {
  const shape = CABINS[bodyStyle];
  const tones = paintTones(rgb);
  const hex = toHex;
  const cx = 800;
  const dark = (t: number) => hex(mix(rgb, [12, 13, 15], t));
  const light = (t: number) => hex(mix(rgb, [255, 255, 255], t));
  const thread = hex(rgb[0] + rgb[1] + rgb[2] > 380 ? mix(rgb, [40, 40, 40], 0.45) : mix(rgb, [255, 255, 255], 0.5));
  const fine = detail !== 'low';
  const defs = [
    '<linearGradient id="cab-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fb8cf"/><stop offset="0.55" stop-color="#d9e6f0"/><stop offset="0.8" stop-color="#eef2ee"/><stop offset="1" stop-color="#b7bfae"/></linearGradient>',
    '<linearGradient id="cab-roof" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a2d31"/><stop offset="1" stop-color="#4a4e53"/></linearGradient>',
    '<linearGradient id="cab-dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#33373c"/><stop offset="0.35" stop-color="#1d2024"/><stop offset="1" stop-color="#121417"/></linearGradient>',
    `<linearGradient id="cab-trim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light(0.18)}"/><stop offset="0.5" stop-color="${hex(rgb)}"/><stop offset="1" stop-color="${dark(0.35)}"/></linearGradient>`,
    `<linearGradient id="cab-hide" x1="0" y1="0" x2="0.25" y2="1"><stop offset="0" stop-color="${light(0.22)}"/><stop offset="0.4" stop-color="${hex(rgb)}"/><stop offset="1" stop-color="${hex(tones.shadow)}"/></linearGradient>`,
    `<linearGradient id="cab-insert" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dark(0.06)}"/><stop offset="1" stop-color="${dark(0.4)}"/></linearGradient>`,
    `<linearGradient id="cab-edge" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light(0.35)}"/><stop offset="1" stop-color="${dark(0.5)}"/></linearGradient>`,
    '<radialGradient id="cab-screen" cx="0.3" cy="0.2" r="1"><stop offset="0" stop-color="#3d6f9c"/><stop offset="0.6" stop-color="#173049"/><stop offset="1" stop-color="#0b1520"/></radialGradient>',
    '<linearGradient id="cab-wheel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a4f55"/><stop offset="0.5" stop-color="#1b1e22"/><stop offset="1" stop-color="#0d0f11"/></linearGradient>',
    '<linearGradient id="cab-chrome" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1f4f6"/><stop offset="0.5" stop-color="#9aa3ab"/><stop offset="1" stop-color="#d9dee2"/></linearGradient>',
    '<radialGradient id="cab-vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>',
  ];
  const { glassTop, glassTopHalf, dashY, dashHalf, wheel } = shape;
  const glass = `M${n(cx - glassTopHalf)} ${n(glassTop)}Q${n(cx)} ${n(glassTop - 24)} ${n(cx + glassTopHalf)} ${n(glassTop)}L${n(cx + dashHalf - 40)} ${n(dashY)}L${n(cx - dashHalf + 40)} ${n(dashY)}Z`;
  const dash = `M0 ${n(dashY + 30)}L${n(cx - dashHalf)} ${n(dashY - 6)}Q${n(cx)} ${n(dashY - 40)} ${n(cx + dashHalf)} ${n(dashY - 6)}L1600 ${n(dashY + 30)}V900H0Z`;
  const trimBand = `M0 ${n(dashY + 120)}L${n(cx - dashHalf)} ${n(dashY + 78)}Q${n(cx)} ${n(dashY + 50)} ${n(cx + dashHalf)} ${n(dashY + 78)}L1600 ${n(dashY + 120)}V${n(dashY + 190)}L${n(cx + dashHalf)} ${n(dashY + 150)}Q${n(cx)} ${n(dashY + 124)} ${n(cx - dashHalf)} ${n(dashY + 150)}L0 ${n(dashY + 190)}Z`;
  const wheelX = cx - 330;
  const wheelY = dashY + 150;
  const vents = [cx - 130, cx + 130, cx + 520, cx - 560]
    .map((x) => `<rect x="${n(x - 55)}" y="${n(dashY + 88)}" width="110" height="38" rx="10" fill="#0c0e10" stroke="url(#cab-chrome)" stroke-width="2.5"/>${fine ? `<path d="M${n(x - 45)} ${n(dashY + 100)}H${n(x + 45)}M${n(x - 45)} ${n(dashY + 113)}H${n(x + 45)}" stroke="#3a3f45" stroke-width="3"/>` : ''}`)
    .join('');
  const screen = `<rect x="${n(cx - 150)}" y="${n(dashY - 20)}" width="300" height="170" rx="14" fill="#0a0c0e"/><rect x="${n(cx - 140)}" y="${n(dashY - 10)}" width="280" height="150" rx="8" fill="url(#cab-screen)"/>${
    fine
      ? `<path d="M${n(cx - 120)} ${n(dashY + 100)}Q${n(cx - 40)} ${n(dashY + 40)} ${n(cx + 30)} ${n(dashY + 70)}T${n(cx + 120)} ${n(dashY + 20)}" fill="none" stroke="#5fc3ff" stroke-width="5" stroke-linecap="round"/><circle cx="${n(cx + 30)}" cy="${n(dashY + 70)}" r="9" fill="#fff"/><rect x="${n(cx - 125)}" y="${n(dashY + 5)}" width="90" height="12" rx="6" fill="#fff" fill-opacity="0.5"/><path d="M${n(cx - 140)} ${n(dashY - 10)}L${n(cx - 40)} ${n(dashY - 10)}L${n(cx - 140)} ${n(dashY + 90)}Z" fill="#fff" fill-opacity="0.07"/>`
      : ''
  }`;
  const cluster = `<path d="M${n(wheelX - 150)} ${n(dashY + 20)}Q${n(wheelX)} ${n(dashY - 40)} ${n(wheelX + 150)} ${n(dashY + 20)}V${n(dashY + 70)}H${n(wheelX - 150)}Z" fill="#0b0d0f"/><rect x="${n(wheelX - 130)}" y="${n(dashY + 12)}" width="260" height="56" rx="6" fill="url(#cab-screen)"/>${
    fine ? `<circle cx="${n(wheelX - 70)}" cy="${n(dashY + 40)}" r="20" fill="none" stroke="#5fc3ff" stroke-width="4"/><circle cx="${n(wheelX + 70)}" cy="${n(dashY + 40)}" r="20" fill="none" stroke="#ff9d3c" stroke-width="4"/>` : ''
  }`;
  const steering = [
    `<path d="M${n(wheelX - 30)} ${n(wheelY + 40)}L${n(wheelX - 45)} 900H${n(wheelX + 45)}L${n(wheelX + 30)} ${n(wheelY + 40)}Z" fill="#14171a"/>`,
    `<ellipse cx="${n(wheelX)}" cy="${n(wheelY)}" rx="${n(wheel)}" ry="${n(wheel * 0.86)}" fill="none" stroke="url(#cab-wheel)" stroke-width="30"/>`,
    `<ellipse cx="${n(wheelX)}" cy="${n(wheelY)}" rx="${n(wheel)}" ry="${n(wheel * 0.86)}" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="3" stroke-dasharray="${n(wheel * 1.6)} ${n(wheel * 8)}" stroke-dashoffset="${n(wheel * 2.6)}"/>`,
    `<path d="M${n(wheelX - wheel + 12)} ${n(wheelY + 4)}Q${n(wheelX)} ${n(wheelY + 30)} ${n(wheelX + wheel - 12)} ${n(wheelY + 4)}L${n(wheelX + 40)} ${n(wheelY + 40)}L${n(wheelX + 22)} ${n(wheelY + wheel * 0.84)}H${n(wheelX - 22)}L${n(wheelX - 40)} ${n(wheelY + 40)}Z" fill="#1a1d21"/>`,
    `<ellipse cx="${n(wheelX)}" cy="${n(wheelY + 14)}" rx="54" ry="42" fill="#24282d" stroke="#0c0e10" stroke-width="3"/>`,
    `<ellipse cx="${n(wheelX)}" cy="${n(wheelY + 12)}" rx="20" ry="12" fill="url(#cab-chrome)"/>`,
  ].join('');
  const console_ = `<path d="M${n(cx - 120)} 900L${n(cx - 90)} ${n(dashY + 200)}Q${n(cx)} ${n(dashY + 180)} ${n(cx + 90)} ${n(dashY + 200)}L${n(cx + 120)} 900Z" fill="url(#cab-dash)"/><path d="M${n(cx - 80)} ${n(dashY + 260)}H${n(cx + 80)}" stroke="url(#cab-chrome)" stroke-width="3"/><rect x="${n(cx - 22)}" y="${n(dashY + 300)}" width="44" height="70" rx="18" fill="#0e1012" stroke="url(#cab-chrome)" stroke-width="2"/>`;
  const doors = [
    `<path d="M0 ${n(dashY - 60)}L${n(cx - dashHalf - 10)} ${n(glassTop + 10)}L${n(cx - glassTopHalf - 30)} ${n(glassTop)}L${n(cx - dashHalf + 30)} ${n(dashY)}L${n(cx - dashHalf - 40)} 900H0Z" fill="#1f2226"/>`,
    `<path d="M1600 ${n(dashY - 60)}L${n(cx + dashHalf + 10)} ${n(glassTop + 10)}L${n(cx + glassTopHalf + 30)} ${n(glassTop)}L${n(cx + dashHalf - 30)} ${n(dashY)}L${n(cx + dashHalf + 40)} 900H1600Z" fill="#1f2226"/>`,
    `<path d="M0 ${n(dashY + 60)}L${n(cx - dashHalf - 20)} ${n(dashY + 40)}L${n(cx - dashHalf - 60)} 900H0Z" fill="url(#cab-trim)"/>`,
    `<path d="M1600 ${n(dashY + 60)}L${n(cx + dashHalf + 20)} ${n(dashY + 40)}L${n(cx + dashHalf + 60)} 900H1600Z" fill="url(#cab-trim)"/>`,
  ].join('');
  const ids = { hide: 'cab-hide', insert: 'cab-insert', edge: 'cab-edge', thread };
  const body = [
    `<defs>${defs.join('')}</defs>`,
    '<rect width="1600" height="900" fill="url(#cab-roof)"/>',
    `<path d="${glass}" fill="url(#cab-sky)"/>`,
    fine ? `<path d="M${n(cx - 70)} ${n(dashY)}L${n(cx - 6)} ${n(glassTop + 230)}H${n(cx + 6)}L${n(cx + 70)} ${n(dashY)}Z" fill="#8d9387" fill-opacity="0.5"/>` : '',
    `<path d="M${n(cx - 40)} ${n(glassTop + 6)}h80v46h-80Z" fill="#15181b"/>`,
    doors,
    `<path d="${dash}" fill="url(#cab-dash)"/>`,
    `<path d="${trimBand}" fill="url(#cab-trim)"/>`,
    fine ? `<path d="M0 ${n(dashY + 121)}L${n(cx - dashHalf)} ${n(dashY + 80)}Q${n(cx)} ${n(dashY + 52)} ${n(cx + dashHalf)} ${n(dashY + 80)}L1600 ${n(dashY + 121)}" fill="none" stroke="${thread}" stroke-width="2" stroke-dasharray="8 6" stroke-opacity="0.7"/>` : '',
    vents,
    cluster,
    screen,
    console_,
    steering,
    `<g id="seats">${seat(cx - 330, shape, ids)}${seat(cx + 330, shape, ids)}</g>`,
    '<rect width="1600" height="900" fill="url(#cab-vignette)"/>',
  ];
  return `<g id="interior" data-rgb="${hex(rgb)}">${body.join('')}</g>`;
}
