// Apart from the layouts, which load on demand: the route table and the page cache name them.
export const CHARITY_LAYOUT_ID = "charity";
export const HALLS_LAYOUT_ID = "halls";
