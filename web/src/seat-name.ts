/** A seat as every page names it: seat 0 is "P1". */
export const seatName = (seat: number): string => `P${seat + 1}`;
