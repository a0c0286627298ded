/** The drawings' heights, shared by the charts (plots.tsx) and the skeletons that hold their place while loading. */
export const TRENDS_HEIGHT = 340;
export const SHARE_HEIGHT = 240;
export const SPARK_HEIGHT = 48;
