/** AMS View (issue 21 item 1): its operations. */
export const amsViewOps = {};

export type AmsViewOps = typeof amsViewOps;
