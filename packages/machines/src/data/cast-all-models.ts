/** The CAST ALL figures of spec §3, one row per model; nothing here is estimated. */
export interface CastAllModel {
  id: 'cast-all-250' | 'cast-all-350' | 'cast-all-450' | 'cast-all-550' | 'cast-all-800' | 'cast-all-1000';
  tons: number;
  kiloNewtons: number;
  openingStrokeMm: number;
  /** Aluminium shot weight, kg, with the decimals the specification prints. */
  injectionKg: number;
  injectionDecimals: number;
  servoKw: number;
  servoRpm: number;
  /**
   * The specification gives the line's weight as "about 7,000 to 37,000 kg": the ends of that
   * range belong to the smallest and the largest model; the others have no published weight.
   */
  approxWeightKg?: number;
}

export const CAST_ALL_MODELS: readonly CastAllModel[] = [
  {
    id: 'cast-all-250',
    tons: 250,
    kiloNewtons: 2451,
    openingStrokeMm: 550,
    injectionKg: 2,
    injectionDecimals: 1,
    servoKw: 18,
    servoRpm: 2500,
    approxWeightKg: 7000,
  },
  {
    id: 'cast-all-350',
    tons: 350,
    kiloNewtons: 3432,
    openingStrokeMm: 630,
    injectionKg: 3.2,
    injectionDecimals: 1,
    servoKw: 18,
    servoRpm: 2500,
  },
  {
    id: 'cast-all-450',
    tons: 450,
    kiloNewtons: 4412,
    openingStrokeMm: 680,
    injectionKg: 5.3,
    injectionDecimals: 1,
    servoKw: 37,
    servoRpm: 2500,
  },
  {
    id: 'cast-all-550',
    tons: 550,
    kiloNewtons: 5393,
    openingStrokeMm: 830,
    injectionKg: 9.6,
    injectionDecimals: 1,
    servoKw: 37,
    servoRpm: 2500,
  },
  {
    id: 'cast-all-800',
    tons: 800,
    kiloNewtons: 7360,
    openingStrokeMm: 930,
    injectionKg: 13.2,
    injectionDecimals: 1,
    servoKw: 45,
    servoRpm: 2600,
  },
  {
    id: 'cast-all-1000',
    tons: 1000,
    kiloNewtons: 9864,
    openingStrokeMm: 1150,
    injectionKg: 23,
    injectionDecimals: 0,
    servoKw: 45,
    servoRpm: 2600,
    approxWeightKg: 37000,
  },
];
