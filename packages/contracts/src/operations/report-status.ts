/** AMS Reports Pull Status (issue 21 item 3): its operations. */
export const reportStatusOps = {};

export type ReportStatusOps = typeof reportStatusOps;
