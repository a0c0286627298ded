/** AdGroup Master (issue 21 item 4): its operations. */
export const adgroupMasterOps = {};

export type AdgroupMasterOps = typeof adgroupMasterOps;
