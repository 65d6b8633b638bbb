/**
 * The shape of each body style for the vehicle drawings — side profile, wheels, glasshouse, doors and lamps — in
 * millimetres along `s` (from the front bumper backwards) and `y` (up from the road).
 */
import type { BodyStyle } from '#domain/catalog/catalog-schema.ts';
import type { Pt } from './svg-writer.ts';

/** Which part of the outline a stretch of profile is; glass, lamps and mouldings are placed by part. */
export type ProfilePart = 'nose' | 'front' | 'hoodEdge' | 'hood' | 'windshield' | 'roof' | 'rearGlass' | 'deck' | 'tail' | 'rearBumper';

/** A cubic Bézier (with both control points) or a straight line, ending at `to`. */
export interface ProfileSegment {
  part: ProfilePart;
  c1?: Pt;
  c2?: Pt;
  to: Pt;
}

/**
 * A lamp, grille or vent on the front or rear face. `anchor: 'center'` measures `x` from the car's centre line
 * (mirrored to both sides); `anchor: 'edge'` measures it from the corner where the face turns into the side,
 * negative on the face and positive around the corner, so a lamp can wrap from one to the other.
 */
export interface FaceShape {
  anchor: 'center' | 'edge';
  points: readonly Pt[];
  kind: 'lamp' | 'lampStrip' | 'tailLamp' | 'tailStrip' | 'grille' | 'grilleBar' | 'intake' | 'trim' | 'badge' | 'exhaust' | 'diffuser';
  /** Draw once across the centre line instead of once on each side. */
  single?: boolean;
}

/** `winter`: the winter wheel and tyre set's sturdy six-spoke wheel, fitted by that accessory. */
export type WheelDesign = 'split-five' | 'twin-five' | 'ten-spoke' | 'aero' | 'forged' | 'winter';

export interface BodySpec {
  length: number;
  halfWidth: number;
  /** Front and rear axle positions along `s`. */
  axles: readonly [number, number];
  tireRadius: number;
  rimRadius: number;
  tireWidth: number;
  /** Space between tyre and wheel-arch lip. */
  archGap: number;
  /** How far the wheel face sits inside the body side. */
  wheelInset: number;
  /** Height of the lower edge of the body side between the wheels. */
  sillY: number;
  profile: { start: Pt; segments: readonly ProfileSegment[] };
  /** The beltline (lower edge of the side glass) from the windscreen base to the rear of the glasshouse. */
  belt: readonly [Pt, Pt];
  /** Inward lean of the glasshouse, in mm per mm of height above the belt. */
  tumble: number;
  /** Plan-view corner radii at the front and rear. */
  corner: readonly [number, number];
  /** Radius of the rounded shoulder along hood, roof and deck, and the crown of those surfaces. */
  shoulder: number;
  crown: number;
  glasshouse: {
    /** Inward offsets of the window opening from the outline: windscreen (A pillar), roof, rear glass. */
    inset: { windshield: number; roof: number; rearGlass: number };
    /** The opening is kept in front of this line (from the belt up): the C or D pillar. */
    rearCut: readonly [Pt, Pt];
    /** Pillars between windows: position at the belt, lean (mm forward at the top) and width. */
    pillars: ReadonlyArray<{ s: number; lean: number; width: number }>;
    trim: 'chrome' | 'black';
  };
  /** Door shut lines: each door's rear edge at the belt (the front door opens at the A pillar's foot). */
  doors: { rearEdges: readonly number[] };
  cladding: boolean;
  roofRails: 'raised' | 'flush' | 'none';
  roofGlass: boolean;
  /** Character line on the side: height at the front and rear of the car. */
  characterLine: readonly [number, number];
  wheel: WheelDesign;
  /** Brake caliper colour (a constant of the design, never input). */
  caliper: string;
  rimFinish: 'silver' | 'graphite';
  front: readonly FaceShape[];
  rear: readonly FaceShape[];
  sideVent: boolean;
}

const SUV: BodySpec = {
  length: 4900,
  halfWidth: 980,
  axles: [955, 3865],
  tireRadius: 385,
  rimRadius: 262,
  tireWidth: 265,
  archGap: 58,
  wheelInset: 28,
  sillY: 300,
  profile: {
    start: [150, 335],
    segments: [
      { part: 'nose', c1: [75, 335], c2: [32, 372], to: [24, 452] },
      { part: 'front', c1: [14, 640], c2: [20, 905], to: [48, 1042] },
      { part: 'hoodEdge', c1: [64, 1096], c2: [124, 1120], to: [262, 1128] },
      { part: 'hood', c1: [800, 1142], c2: [1250, 1166], to: [1560, 1206] },
      { part: 'windshield', c1: [1800, 1380], c2: [2060, 1640], to: [2240, 1756] },
      { part: 'roof', c1: [2330, 1800], c2: [2480, 1806], to: [2680, 1806] },
      { part: 'roof', c1: [3500, 1806], c2: [4300, 1792], to: [4620, 1768] },
      { part: 'roof', c1: [4700, 1760], c2: [4748, 1748], to: [4758, 1716] },
      { part: 'rearGlass', c1: [4772, 1560], c2: [4800, 1400], to: [4822, 1262] },
      { part: 'tail', c1: [4846, 1120], c2: [4870, 960], to: [4880, 822] },
      { part: 'rearBumper', c1: [4895, 640], c2: [4895, 470], to: [4870, 392] },
      { part: 'rearBumper', c1: [4850, 338], c2: [4810, 320], to: [4740, 320] },
    ],
  },
  belt: [
    [1560, 1214],
    [4700, 1282],
  ],
  tumble: 0.2,
  corner: [300, 240],
  shoulder: 46,
  crown: 18,
  glasshouse: {
    inset: { windshield: 92, roof: 78, rearGlass: 120 },
    rearCut: [
      [4560, 1282],
      [4480, 1720],
    ],
    pillars: [
      { s: 2745, lean: 30, width: 100 },
      { s: 3790, lean: -60, width: 160 },
    ],
    trim: 'chrome',
  },
  doors: { rearEdges: [2745, 3780] },
  cladding: true,
  roofRails: 'raised',
  roofGlass: true,
  characterLine: [1010, 1060],
  wheel: 'split-five',
  caliper: '#3a3f45',
  rimFinish: 'silver',
  front: [
    // Slim LED headlamp over a taller lamp body, wrapping round the corner.
    { anchor: 'edge', kind: 'lamp', points: [[-360, 930], [-330, 1010], [60, 1020], [190, 1000], [170, 950], [40, 918]] },
    { anchor: 'edge', kind: 'lampStrip', points: [[-350, 996], [-330, 1010], [60, 1020], [180, 1004], [170, 990], [60, 1004], [-330, 994]] },
    { anchor: 'center', kind: 'grille', points: [[-470, 560], [-470, 935], [470, 935], [470, 560], [420, 520], [-420, 520]], single: true },
    { anchor: 'center', kind: 'grilleBar', points: [[-450, 780], [450, 780], [450, 805], [-450, 805]], single: true },
    { anchor: 'center', kind: 'grilleBar', points: [[-455, 660], [455, 660], [455, 684], [-455, 684]], single: true },
    { anchor: 'center', kind: 'intake', points: [[-560, 395], [-600, 470], [600, 470], [560, 395]], single: true },
    { anchor: 'center', kind: 'trim', points: [[-330, 345], [-360, 392], [360, 392], [330, 345]], single: true },
    { anchor: 'edge', kind: 'lampStrip', points: [[-230, 520], [-120, 540], [-110, 556], [-240, 540]] },
    { anchor: 'center', kind: 'badge', points: [[-70, 850], [0, 880], [70, 850], [0, 820]], single: true },
  ],
  rear: [
    { anchor: 'edge', kind: 'tailLamp', points: [[-300, 1130], [-300, 1200], [150, 1212], [230, 1180], [230, 1100], [120, 1090]] },
    { anchor: 'center', kind: 'tailStrip', points: [[-700, 1168], [700, 1168], [700, 1184], [-700, 1184]], single: true },
    { anchor: 'center', kind: 'trim', points: [[-520, 760], [520, 760], [540, 820], [-540, 820]], single: true },
    { anchor: 'center', kind: 'diffuser', points: [[-620, 340], [-660, 440], [660, 440], [620, 340]], single: true },
    { anchor: 'center', kind: 'badge', points: [[-70, 1010], [0, 1040], [70, 1010], [0, 980]], single: true },
  ],
  sideVent: false,
};

const CROSSOVER: BodySpec = {
  length: 4600,
  halfWidth: 946,
  axles: [920, 3645],
  tireRadius: 362,
  rimRadius: 250,
  tireWidth: 245,
  archGap: 42,
  wheelInset: 22,
  sillY: 265,
  profile: {
    start: [145, 300],
    segments: [
      { part: 'nose', c1: [68, 300], c2: [24, 345], to: [16, 430] },
      { part: 'front', c1: [10, 580], c2: [40, 780], to: [120, 880] },
      { part: 'hoodEdge', c1: [170, 930], c2: [260, 952], to: [400, 960] },
      { part: 'hood', c1: [850, 985], c2: [1250, 1015], to: [1500, 1050] },
      { part: 'windshield', c1: [1760, 1250], c2: [2050, 1480], to: [2290, 1572] },
      { part: 'roof', c1: [2400, 1608], c2: [2560, 1614], to: [2760, 1612] },
      { part: 'roof', c1: [3300, 1606], c2: [3800, 1570], to: [4120, 1500] },
      { part: 'roof', c1: [4220, 1478], c2: [4300, 1460], to: [4330, 1430] },
      { part: 'rearGlass', c1: [4400, 1330], c2: [4470, 1230], to: [4530, 1130] },
      { part: 'tail', c1: [4572, 1040], c2: [4596, 920], to: [4600, 800] },
      { part: 'rearBumper', c1: [4610, 620], c2: [4604, 462], to: [4576, 382] },
      { part: 'rearBumper', c1: [4550, 326], c2: [4505, 302], to: [4430, 302] },
    ],
  },
  belt: [
    [1500, 1058],
    [4250, 1196],
  ],
  tumble: 0.26,
  corner: [360, 320],
  shoulder: 44,
  crown: 16,
  glasshouse: {
    inset: { windshield: 86, roof: 70, rearGlass: 110 },
    rearCut: [
      [4150, 1150],
      [4110, 1500],
    ],
    pillars: [
      { s: 2640, lean: 40, width: 95 },
      { s: 3600, lean: -60, width: 110 },
    ],
    trim: 'black',
  },
  doors: { rearEdges: [2640, 3600] },
  cladding: true,
  roofRails: 'flush',
  roofGlass: true,
  characterLine: [880, 1010],
  wheel: 'twin-five',
  caliper: '#3a3f45',
  rimFinish: 'silver',
  front: [
    { anchor: 'edge', kind: 'lamp', points: [[-380, 842], [-360, 900], [40, 946], [170, 930], [150, 890], [0, 878]] },
    { anchor: 'edge', kind: 'lampStrip', points: [[-372, 882], [-360, 900], [40, 946], [160, 932], [150, 920], [40, 932]] },
    { anchor: 'center', kind: 'grille', points: [[-400, 800], [400, 800], [330, 560], [-330, 560]], single: true },
    { anchor: 'center', kind: 'intake', points: [[-520, 390], [-560, 480], [560, 480], [520, 390]], single: true },
    { anchor: 'center', kind: 'trim', points: [[-300, 330], [-330, 372], [330, 372], [300, 330]], single: true },
    { anchor: 'edge', kind: 'intake', points: [[-260, 420], [-150, 430], [-140, 560], [-270, 540]] },
    { anchor: 'center', kind: 'badge', points: [[-64, 720], [0, 748], [64, 720], [0, 692]], single: true },
  ],
  rear: [
    { anchor: 'edge', kind: 'tailLamp', points: [[-330, 1000], [-330, 1058], [120, 1082], [220, 1060], [220, 1010], [100, 1000]] },
    { anchor: 'center', kind: 'tailStrip', points: [[-660, 1040], [660, 1040], [660, 1054], [-660, 1054]], single: true },
    { anchor: 'center', kind: 'diffuser', points: [[-600, 330], [-640, 420], [640, 420], [600, 330]], single: true },
    { anchor: 'center', kind: 'badge', points: [[-64, 900], [0, 928], [64, 900], [0, 872]], single: true },
  ],
  sideVent: false,
};

const SEDAN: BodySpec = {
  length: 4880,
  halfWidth: 928,
  axles: [962, 3812],
  tireRadius: 338,
  rimRadius: 246,
  tireWidth: 235,
  archGap: 34,
  wheelInset: 22,
  sillY: 205,
  profile: {
    start: [150, 238],
    segments: [
      { part: 'nose', c1: [70, 240], c2: [28, 282], to: [18, 352] },
      { part: 'front', c1: [10, 470], c2: [30, 600], to: [92, 690] },
      { part: 'hoodEdge', c1: [132, 730], c2: [222, 748], to: [352, 755] },
      { part: 'hood', c1: [850, 775], c2: [1350, 820], to: [1760, 880] },
      { part: 'windshield', c1: [2000, 1040], c2: [2250, 1270], to: [2470, 1395] },
      { part: 'roof', c1: [2580, 1440], c2: [2750, 1452], to: [2950, 1450] },
      { part: 'roof', c1: [3200, 1446], c2: [3450, 1412], to: [3620, 1345] },
      { part: 'rearGlass', c1: [3850, 1230], c2: [4080, 1080], to: [4230, 1022] },
      { part: 'deck', c1: [4450, 1006], c2: [4700, 1001], to: [4838, 994] },
      { part: 'tail', c1: [4870, 976], c2: [4880, 900], to: [4880, 822] },
      { part: 'rearBumper', c1: [4886, 650], c2: [4882, 460], to: [4855, 380] },
      { part: 'rearBumper', c1: [4830, 292], c2: [4780, 246], to: [4700, 240] },
    ],
  },
  belt: [
    [1760, 888],
    [4180, 1010],
  ],
  tumble: 0.28,
  corner: [360, 300],
  shoulder: 42,
  crown: 15,
  glasshouse: {
    inset: { windshield: 86, roof: 68, rearGlass: 150 },
    rearCut: [
      [4100, 1000],
      [3700, 1400],
    ],
    pillars: [
      { s: 2760, lean: 40, width: 95 },
      { s: 3590, lean: -20, width: 80 },
    ],
    trim: 'chrome',
  },
  doors: { rearEdges: [2760, 3700] },
  cladding: false,
  roofRails: 'none',
  roofGlass: false,
  characterLine: [720, 850],
  wheel: 'ten-spoke',
  caliper: '#3a3f45',
  rimFinish: 'silver',
  front: [
    { anchor: 'edge', kind: 'lamp', points: [[-390, 612], [-370, 668], [40, 712], [230, 700], [200, 660], [0, 638]] },
    { anchor: 'edge', kind: 'lampStrip', points: [[-382, 650], [-370, 668], [40, 712], [220, 701], [210, 690], [40, 698]] },
    { anchor: 'center', kind: 'grille', points: [[-380, 600], [380, 600], [420, 470], [380, 410], [-380, 410], [-420, 470]], single: true },
    { anchor: 'center', kind: 'grilleBar', points: [[-395, 520], [395, 520], [398, 536], [-398, 536]], single: true },
    { anchor: 'edge', kind: 'intake', points: [[-230, 300], [-110, 318], [-100, 470], [-240, 440]] },
    { anchor: 'center', kind: 'intake', points: [[-420, 262], [-450, 330], [450, 330], [420, 262]], single: true },
    { anchor: 'center', kind: 'badge', points: [[-60, 548], [0, 574], [60, 548], [0, 522]], single: true },
  ],
  rear: [
    { anchor: 'edge', kind: 'tailLamp', points: [[-420, 900], [-420, 956], [150, 980], [300, 958], [300, 912], [150, 900]] },
    { anchor: 'center', kind: 'trim', points: [[-480, 940], [480, 940], [480, 952], [-480, 952]], single: true },
    { anchor: 'center', kind: 'diffuser', points: [[-560, 262], [-600, 340], [600, 340], [560, 262]], single: true },
    { anchor: 'center', kind: 'badge', points: [[-60, 862], [0, 888], [60, 862], [0, 836]], single: true },
  ],
  sideVent: false,
};

const WAGON: BodySpec = {
  ...SEDAN,
  length: 4920,
  profile: {
    start: [150, 238],
    segments: [
      ...SEDAN.profile.segments.slice(0, 5),
      { part: 'roof', c1: [2580, 1440], c2: [2750, 1454], to: [2950, 1454] },
      { part: 'roof', c1: [3700, 1454], c2: [4400, 1442], to: [4640, 1420] },
      { part: 'roof', c1: [4712, 1414], c2: [4756, 1402], to: [4770, 1372] },
      { part: 'rearGlass', c1: [4800, 1250], c2: [4836, 1120], to: [4858, 1022] },
      { part: 'tail', c1: [4876, 950], c2: [4892, 880], to: [4896, 800] },
      { part: 'rearBumper', c1: [4906, 640], c2: [4900, 460], to: [4876, 380] },
      { part: 'rearBumper', c1: [4850, 292], c2: [4800, 246], to: [4720, 240] },
    ],
  },
  belt: [
    [1760, 888],
    [4720, 1030],
  ],
  glasshouse: {
    inset: { windshield: 86, roof: 70, rearGlass: 120 },
    rearCut: [
      [4600, 1030],
      [4520, 1420],
    ],
    pillars: [
      { s: 2760, lean: 40, width: 95 },
      { s: 3720, lean: -40, width: 120 },
    ],
    trim: 'chrome',
  },
  doors: { rearEdges: [2760, 3700] },
  roofRails: 'flush',
  wheel: 'aero',
  characterLine: [720, 860],
  rear: [
    { anchor: 'edge', kind: 'tailLamp', points: [[-330, 880], [-330, 950], [40, 1000], [150, 990], [150, 900], [40, 880]] },
    { anchor: 'center', kind: 'trim', points: [[-420, 860], [420, 860], [420, 874], [-420, 874]], single: true },
    { anchor: 'center', kind: 'diffuser', points: [[-560, 262], [-600, 340], [600, 340], [560, 262]], single: true },
    { anchor: 'center', kind: 'badge', points: [[-60, 930], [0, 956], [60, 930], [0, 904]], single: true },
  ],
};

const SPORTS: BodySpec = {
  length: 4480,
  halfWidth: 976,
  axles: [935, 3530],
  tireRadius: 350,
  rimRadius: 272,
  tireWidth: 285,
  archGap: 24,
  wheelInset: 12,
  sillY: 160,
  profile: {
    start: [125, 182],
    segments: [
      { part: 'nose', c1: [55, 184], c2: [14, 214], to: [6, 270] },
      { part: 'front', c1: [0, 330], c2: [20, 420], to: [100, 500] },
      { part: 'hoodEdge', c1: [160, 545], c2: [260, 575], to: [420, 592] },
      { part: 'hood', c1: [1000, 640], c2: [1500, 720], to: [1880, 820] },
      { part: 'windshield', c1: [2080, 930], c2: [2280, 1100], to: [2460, 1190] },
      { part: 'roof', c1: [2560, 1226], c2: [2700, 1234], to: [2840, 1226] },
      { part: 'rearGlass', c1: [3150, 1196], c2: [3600, 1070], to: [4000, 950] },
      { part: 'deck', c1: [4180, 905], c2: [4340, 885], to: [4450, 900] },
      { part: 'tail', c1: [4472, 886], c2: [4480, 820], to: [4478, 740] },
      { part: 'rearBumper', c1: [4484, 580], c2: [4470, 400], to: [4430, 320] },
      { part: 'rearBumper', c1: [4400, 240], c2: [4350, 192], to: [4260, 185] },
    ],
  },
  belt: [
    [1880, 828],
    [3950, 978],
  ],
  tumble: 0.34,
  corner: [520, 380],
  shoulder: 40,
  crown: 12,
  glasshouse: {
    inset: { windshield: 80, roof: 62, rearGlass: 140 },
    rearCut: [
      [3760, 940],
      [3460, 1240],
    ],
    pillars: [],
    trim: 'black',
  },
  doors: { rearEdges: [3010] },
  cladding: false,
  roofRails: 'none',
  roofGlass: false,
  characterLine: [560, 800],
  wheel: 'forged',
  caliper: '#c4262e',
  rimFinish: 'graphite',
  front: [
    { anchor: 'edge', kind: 'lamp', points: [[-300, 468], [-270, 520], [100, 590], [300, 600], [250, 560], [60, 520]] },
    { anchor: 'edge', kind: 'lampStrip', points: [[-292, 500], [-270, 520], [100, 590], [290, 600], [270, 588], [100, 574]] },
    { anchor: 'center', kind: 'intake', points: [[-560, 230], [-600, 380], [-380, 410], [380, 410], [600, 380], [560, 230]], single: true },
    { anchor: 'center', kind: 'grilleBar', points: [[-540, 300], [540, 300], [540, 316], [-540, 316]], single: true },
    { anchor: 'center', kind: 'trim', points: [[-520, 200], [-540, 226], [540, 226], [520, 200]], single: true },
    { anchor: 'center', kind: 'badge', points: [[-56, 470], [0, 494], [56, 470], [0, 446]], single: true },
  ],
  rear: [
    { anchor: 'center', kind: 'tailStrip', points: [[-780, 790], [780, 790], [780, 812], [-780, 812]], single: true },
    { anchor: 'edge', kind: 'tailLamp', points: [[-260, 770], [-260, 830], [60, 860], [220, 840], [220, 800], [60, 780]] },
    { anchor: 'center', kind: 'diffuser', points: [[-640, 210], [-680, 340], [680, 340], [640, 210]], single: true },
    { anchor: 'center', kind: 'exhaust', points: [[-520, 290], [-400, 290]], single: false },
    { anchor: 'center', kind: 'badge', points: [[-56, 700], [0, 724], [56, 700], [0, 676]], single: true },
  ],
  sideVent: true,
};

export const BODY_SPECS: Readonly<Record<BodyStyle, BodySpec>> = {
  suv: SUV,
  crossover: CROSSOVER,
  sedan: SEDAN,
  wagon: WAGON,
  sports: SPORTS,
};
