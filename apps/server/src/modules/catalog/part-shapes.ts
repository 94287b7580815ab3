import { escapeXml, fittedText, fontAttrs } from './art-kit';

/** What a part drawing is made from: the brand's color and name, and the one fact its package shows. */
export type PartLook = { color: string; brand: string; badge: string };

// Shading laid over a shape: `cy` rounds a cylinder, `hl` lights a top, `m`/`mr` are brushed metal.
export const PART_DEFS =
  '<linearGradient id="cy"><stop offset="0" stop-color="#000" stop-opacity=".35"/><stop offset=".3" stop-color="#fff" stop-opacity=".28"/>' +
  '<stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".4"/></linearGradient>' +
  '<linearGradient id="hl" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".4"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/></linearGradient>' +
  '<linearGradient id="m" x2="0" y2="1"><stop offset="0" stop-color="#f3f5f7"/><stop offset=".5" stop-color="#9aa1a8"/><stop offset="1" stop-color="#e0e4e8"/></linearGradient>' +
  '<radialGradient id="mr"><stop offset=".2" stop-color="#8d949b"/><stop offset=".6" stop-color="#e6e9ec"/><stop offset="1" stop-color="#8a9198"/></radialGradient>';

const text = (x: number, y: number, value: string, size: number, fill: string, width = 200, weight = 800) =>
  `<text x="${x}" y="${y}" text-anchor="middle" ${fontAttrs(size, weight)} fill="${fill}"${fittedText(value, size, width, 0.62)}>${escapeXml(value)}</text>`;
/** A shape filled, then shaded as a cylinder. */
const shaded = (d: string, fill: string, shade = 'cy') =>
  `<path d="${d}" fill="${fill}"/><path d="${d}" fill="url(#${shade})"/>`;

/** A jug with a handle and a label: motor oil, coolant and washer fluid. */
function jug({ color, brand, badge }: PartLook, liquid: string): string {
  const body = 'M128 128h132q22 0 24 22l4 188q0 18-18 18H122q-18 0-18-18l6-188q2-22 18-22z';
  return (
    '<path d="M232 128q52-6 50 56" stroke="#2a2d31" stroke-width="18" fill="none"/>' +
    '<rect x="150" y="74" width="54" height="34" rx="5" fill="#1f2124"/><path d="M140 130l14-24h46l14 24z" fill="#2a2d31"/>' +
    shaded(body, liquid) +
    '<rect x="126" y="188" width="136" height="132" rx="8" fill="#fff"/>' +
    `<rect x="126" y="188" width="136" height="30" rx="8" fill="${color}"/>` +
    text(194, 210, brand.toUpperCase(), 17, '#fff', 120) +
    text(194, 268, badge, 38, '#15171a', 120, 900) +
    `<rect x="140" y="286" width="108" height="6" fill="${color}"/>`
  );
}

const canister = ({ color, brand, badge }: PartLook) =>
  '<rect x="122" y="300" width="156" height="24" rx="6" fill="url(#m)"/>' +
  shaded('M130 104q0-14 14-14h112q14 0 14 14v200H130z', color) +
  '<path d="M130 150h140M130 260h140" stroke="#000" stroke-opacity=".25" stroke-width="3"/>' +
  text(200, 208, brand.toUpperCase(), 24, '#fff', 124) +
  text(200, 238, badge, 15, '#fff', 124, 700);

/** A pleated panel: paper for engine air, charcoal-gray for cabin air. */
const panel = ({ color }: PartLook, cabin: boolean) =>
  `<defs><pattern id="pl" width="12" height="10" patternUnits="userSpaceOnUse"><rect width="6" height="10" fill="${cabin ? '#c9cdd2' : '#f3ecd8'}"/>` +
  `<rect x="6" width="6" height="10" fill="${cabin ? '#8f959c' : '#cdbf9c'}"/></pattern></defs>` +
  `<path d="M70 150l250-30 20 150-250 40z" fill="${cabin ? '#f2f3f4' : '#2a2d31'}" stroke="#1b1d20" stroke-width="2"/>` +
  '<path d="M88 162l220-26 16 122-220 34z" fill="url(#pl)"/><path d="M88 162l220-26 16 122-220 34z" fill="url(#hl)"/>' +
  `<path d="M70 150l250-30" stroke="${color}" stroke-width="6"/>`;

const sparkPlug = () =>
  '<g transform="rotate(-24 200 200)"><rect x="190" y="54" width="20" height="26" rx="3" fill="url(#m)"/>' +
  '<path d="M180 80h40l6 110h-52z" fill="#f6f5f1"/><path d="M180 80h40l6 110h-52z" fill="url(#cy)"/>' +
  '<path d="M179 100h42M178 118h44M177 136h46" stroke="#c9c6bd" stroke-width="3"/>' +
  '<path d="M166 190h68v44h-68z" fill="url(#m)" stroke="#7c838a"/><path d="M200 190v44" stroke="#7c838a"/>' +
  '<rect x="178" y="234" width="44" height="78" fill="url(#m)"/>' +
  '<path d="M178 244l44-8M178 258l44-8M178 272l44-8M178 286l44-8M178 300l44-8" stroke="#767d84" stroke-width="3"/>' +
  '<path d="M196 312v18M182 312v26h20" stroke="#6b7279" stroke-width="5" fill="none"/></g>';

const pads = ({ color }: PartLook) =>
  `<g transform="translate(-46 -10) scale(1.22)">${[0, 1]
    .map(
      (i) =>
        `<g transform="translate(${i * 34} ${i * 70})"><path d="M74 150q96-70 196 0v58q-96-52-196 0z" fill="url(#m)" stroke="#6d747b"/>` +
        '<path d="M92 152q78-52 160 0v44q-80-40-160 0z" fill="#34302d"/><path d="M172 120v60" stroke="#1b1917" stroke-width="4"/>' +
        `<rect x="150" y="128" width="14" height="8" fill="${color}"/></g>`,
    )
    .join('')}</g>`;

function rotor(): string {
  const holes = Array.from({ length: 12 }, (_, i) => {
    const a = (Math.PI * i) / 6;
    return `<circle cx="${Math.round(200 + 118 * Math.cos(a))}" cy="${Math.round(200 + 118 * Math.sin(a))}" r="6"/>`;
  }).join('');
  return (
    '<circle cx="200" cy="200" r="160" fill="url(#mr)" stroke="#6d747b" stroke-width="3"/>' +
    `<g fill="#3a3e44">${holes}</g>` +
    '<circle cx="200" cy="200" r="78" fill="#5d636a"/><circle cx="200" cy="200" r="70" fill="url(#m)"/>' +
    '<circle cx="200" cy="200" r="26" fill="#e6e8eb" stroke="#6d747b" stroke-width="3"/>' +
    '<g fill="#3a3e44"><circle cx="200" cy="154" r="7"/><circle cx="244" cy="186" r="7"/><circle cx="227" cy="237" r="7"/><circle cx="173" cy="237" r="7"/><circle cx="156" cy="186" r="7"/></g>'
  );
}

const strut = ({ color }: PartLook) =>
  '<ellipse cx="200" cy="70" rx="62" ry="14" fill="#2a2d31"/><rect x="193" y="70" width="14" height="150" fill="url(#m)"/>' +
  `<path d="M150 96l100 16M150 128l100 16M150 160l100 16M150 192l100 16" stroke="${color}" stroke-width="14" stroke-linecap="round"/>` +
  '<path d="M150 96l100 16M150 128l100 16M150 160l100 16M150 192l100 16" stroke="url(#hl)" stroke-width="14" stroke-linecap="round"/>' +
  shaded('M178 220h44v110h-44z', '#2a2d31') +
  '<ellipse cx="200" cy="218" rx="44" ry="8" fill="#3b3f45"/><path d="M172 330h56v24h-56z" fill="url(#m)"/>';

function battery({ color, brand, badge }: PartLook): string {
  return (
    '<path d="M96 130l40-30h200l-40 30z" fill="#3b3f45"/><path d="M296 130l40-30v170l-40 40z" fill="#1b1d20"/>' +
    `<rect x="96" y="130" width="200" height="180" fill="${color}"/><rect x="96" y="130" width="200" height="180" fill="url(#hl)"/>` +
    '<rect x="96" y="220" width="200" height="56" fill="#15171a"/>' +
    text(196, 186, brand.toUpperCase(), 28, '#fff', 170) +
    text(196, 258, badge, 22, '#fff', 170) +
    '<rect x="140" y="86" width="20" height="22" rx="3" fill="#d7262b"/><rect x="264" y="86" width="20" height="22" rx="3" fill="#2a2d31"/>'
  );
}

const jumpStarter = ({ color, brand, badge }: PartLook) =>
  '<path d="M120 250q-60 40-20 100M280 250q60 40 20 100" stroke="#15171a" stroke-width="8" fill="none"/>' +
  '<path d="M88 340l24 20-30 10zM300 340l24 18-32 12z" fill="#d7262b"/>' +
  `<rect x="110" y="96" width="180" height="180" rx="24" fill="#2a2d31"/><rect x="110" y="96" width="180" height="40" rx="20" fill="${color}"/>` +
  '<rect x="110" y="96" width="180" height="180" rx="24" fill="url(#hl)"/>' +
  '<rect x="140" y="160" width="120" height="50" rx="6" fill="#8fd3ff"/>' +
  text(200, 196, badge || '100%', 26, '#15171a', 100) +
  text(200, 250, brand.toUpperCase(), 18, '#fff', 150);

const bulbs = ({ badge }: PartLook) =>
  [0, 1]
    .map(
      (i) =>
        `<g transform="translate(${i * 110 - 55} ${i * 30}) rotate(${i ? 12 : -12} 200 220)">` +
        '<path d="M186 88q-30 40-22 100h72q8-60-22-100z" fill="#dff3ff" stroke="#9fc4da" stroke-width="2"/>' +
        '<path d="M192 110v60M208 110v60" stroke="#9aa1a8" stroke-width="3"/><rect x="160" y="188" width="80" height="26" fill="url(#m)"/>' +
        '<path d="M150 214h100v14H150z" fill="#2a2d31"/><rect x="176" y="228" width="48" height="60" fill="#3b3f45"/></g>',
    )
    .join('') + text(200, 356, badge, 22, '#15171a', 150);

const wiper = ({ color, badge }: PartLook) =>
  '<path d="M52 330L350 96" stroke="#1b1d20" stroke-width="16" stroke-linecap="round"/>' +
  '<path d="M60 340L356 108" stroke="#3b3f45" stroke-width="5"/><path d="M70 318L340 104" stroke="#454a51" stroke-width="3"/>' +
  `<rect x="180" y="196" width="40" height="24" rx="5" fill="${color}" transform="rotate(-38 200 208)"/>` +
  text(120, 120, badge, 34, '#15171a', 150, 900);

const sprayBottle = ({ color, brand, badge }: PartLook) =>
  '<path d="M168 70h64l30 22-10 12-24-10v26h-60z" fill="#1f2124"/><path d="M190 120h24l8 60h-40z" fill="#2a2d31"/>' +
  shaded('M160 180q40-14 80 0l14 40v130q0 12-12 12h-84q-12 0-12-12V220z', color) +
  '<rect x="160" y="236" width="80" height="90" rx="6" fill="#fff"/>' +
  text(200, 270, brand.toUpperCase(), 16, color, 70) +
  text(200, 300, badge, 12, '#15171a', 70, 700);

const floorMat = ({ color }: PartLook) =>
  '<path d="M96 90h208q18 0 20 18l14 210q2 24-22 24H92q-22 0-22-24l8-210q2-18 18-18z" fill="#1f2124"/>' +
  '<path d="M110 130h180M106 170h190M104 210h196M102 250h200M100 290h204" stroke="#34383d" stroke-width="10"/>' +
  '<path d="M96 90h208q18 0 20 18l14 210q2 24-22 24H92q-22 0-22-24l8-210q2-18 18-18z" fill="url(#hl)"/>' +
  `<rect x="176" y="314" width="48" height="14" rx="3" fill="${color}"/>`;

const chains = () =>
  '<path d="M40 330a200 200 0 0 1 320 0" stroke="#1f2124" stroke-width="70" fill="none"/>' +
  '<g fill="none" stroke="#aeb4ba" stroke-width="7" stroke-linecap="round" stroke-dasharray="8 7">' +
  '<path d="M70 300l30-140M130 262l10-150M200 250V100M270 262l-10-150M330 300l-30-140M84 232q116-90 232 0"/></g>';

const nut = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><path d="M-50 0l25-43h50l25 43-25 43h-50z" fill="url(#m)" stroke="#6d747b" stroke-width="2"/>` +
  '<circle r="24" fill="#c9cdd2" stroke="#6d747b" stroke-width="2"/><circle r="12" fill="#3a3e44"/></g>';

const lugNuts = ({ color }: PartLook) =>
  nut(140, 160) +
  nut(250, 150) +
  nut(190, 260) +
  `<path d="M250 260l80 60" stroke="${color}" stroke-width="18" stroke-linecap="round"/>`;

const inflator = ({ color, brand }: PartLook) =>
  '<path d="M260 230q90 20 60 90t-90 20" stroke="#15171a" stroke-width="8" fill="none"/>' +
  `<rect x="90" y="130" width="190" height="160" rx="30" fill="${color}"/><rect x="90" y="130" width="190" height="160" rx="30" fill="url(#hl)"/>` +
  '<circle cx="160" cy="210" r="46" fill="#f4f5f6" stroke="#15171a" stroke-width="6"/><path d="M160 210l24-24" stroke="#d7262b" stroke-width="4"/>' +
  text(236, 270, brand.toUpperCase(), 14, '#fff', 70);

const repairKit = ({ color }: PartLook) =>
  '<rect x="153" y="96" width="14" height="176" fill="url(#m)"/><path d="M153 272l7 40 7-40z" fill="#9aa1a8"/>' +
  '<path d="M110 92h100" stroke="#15171a" stroke-width="28" stroke-linecap="round"/>' +
  `<path d="M240 120h30v220h-30zM284 120h30v220h-30z" fill="#7a4b26"/><path d="M236 200h82" stroke="${color}" stroke-width="10"/>`;

const tpms = ({ color }: PartLook) =>
  '<path d="M180 110l120-30 10 24-120 30z" fill="url(#m)"/><rect x="286" y="72" width="24" height="40" rx="4" fill="#2a2d31" transform="rotate(-14 298 92)"/>' +
  `<rect x="90" y="140" width="140" height="110" rx="18" fill="#2a2d31"/><rect x="90" y="140" width="140" height="110" rx="18" fill="url(#hl)"/>` +
  `<rect x="110" y="220" width="100" height="10" rx="4" fill="${color}"/>`;

const roofRack = ({ color }: PartLook) =>
  [0, 1]
    .map(
      (i) =>
        `<g transform="translate(0 ${i * 110 + 50})"><path d="M40 150l320-40" stroke="#2a2d31" stroke-width="20" stroke-linecap="round"/>` +
        '<path d="M40 150l320-40" stroke="url(#hl)" stroke-width="20"/>' +
        `<path d="M90 150v40h36l4-40zM270 124v40h36l4-40z" fill="#1b1d20"/><rect x="96" y="160" width="24" height="6" fill="${color}"/></g>`,
    )
    .join('');

const bikeRack = ({ color }: PartLook) =>
  '<g fill="none" stroke="#2a2d31" stroke-width="8"><circle cx="120" cy="220" r="70"/><circle cx="290" cy="220" r="70"/>' +
  '<path d="M120 220l50-90h90l30 90M170 130l40 90h-90M210 220l50-90M160 110h30M250 120l20-20"/></g>' +
  `<path d="M30 330h340" stroke="${color}" stroke-width="14" stroke-linecap="round"/><path d="M120 330v-30M290 330v-30" stroke="#1b1d20" stroke-width="10"/>`;

const cargoBox = ({ color, brand }: PartLook) =>
  `<g transform="translate(0 84)"><path d="M40 250q40-110 200-110q120 0 130 70v40z" fill="#1b1d20"/><path d="M40 250q40-110 200-110q120 0 130 70v40z" fill="url(#hl)"/>` +
  '<path d="M40 250h330" stroke="#3b3f45" stroke-width="6"/>' +
  `<path d="M60 262h300" stroke="${color}" stroke-width="8"/>` +
  text(230, 206, brand.toUpperCase(), 22, '#9aa1a8', 140) +
  '</g>';

/** A shipping box, for a category without a drawing of its own. */
export const boxedPart = ({ color, brand }: PartLook) =>
  '<path d="M110 140l90-40 90 40-90 40z" fill="#e2cfa6"/><path d="M110 140v140l90 40V180z" fill="#c9ab77"/><path d="M290 140v140l-90 40V180z" fill="#b8965f"/>' +
  `<path d="M110 220l90 40 90-40" stroke="${color}" stroke-width="14" fill="none"/>` +
  text(150, 312, brand.toUpperCase(), 14, '#3a2e1a', 70);

/** The drawing of each part category. */
export const PART_SHAPES: Record<string, (look: PartLook) => string> = {
  'motor-oil': (look) => jug(look, '#2a2d31'),
  fluids: (look) => jug(look, '#3aa657'),
  'oil-filters': canister,
  'air-filters': (look) => panel(look, false),
  'cabin-air-filters': (look) => panel(look, true),
  'spark-plugs': sparkPlug,
  'brake-pads': pads,
  'brake-rotors': rotor,
  'shocks-struts': strut,
  batteries: battery,
  'jump-starters': jumpStarter,
  'headlight-bulbs': bulbs,
  'wiper-blades': wiper,
  'car-care': sprayBottle,
  'floor-mats': floorMat,
  'tire-chains': chains,
  'lug-nuts-locks': lugNuts,
  'tire-inflators': inflator,
  'tire-repair': repairKit,
  'tpms-sensors': tpms,
  'roof-racks': roofRack,
  'bike-racks': bikeRack,
  'cargo-boxes': cargoBox,
};
