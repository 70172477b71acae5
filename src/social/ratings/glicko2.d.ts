/** The parts of the `glicko2` package (mmai/glicko2js, no types of its own) the ratings use. */
declare module 'glicko2' {
  export interface Glicko2Settings {
    readonly tau: number;
    readonly rating: number;
    readonly rd: number;
    readonly vol: number;
  }
  export interface Glicko2Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export class Glicko2 {
    constructor(settings: Glicko2Settings);
    makePlayer(rating?: number, rd?: number, vol?: number): Glicko2Player;
    updateRatings(matches: [Glicko2Player, Glicko2Player, number][]): void;
  }
}
