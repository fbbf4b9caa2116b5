export const thBase = "px-3 py-2 align-bottom text-xs font-semibold tracking-wide text-stone-600 uppercase";
export const th = `${thBase} text-left`;
// The actions column sticks to the right edge of the scrolling table, over a white ground and a soft edge.
export const sticky = "sticky right-0 bg-white shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)]";
