// Route ids of the charity and halls layouts, apart from the layouts themselves: the route table
// and the page cache name them, and the layouts load on demand (the home page never needs them).
export const CHARITY_LAYOUT_ID = "charity";
export const HALLS_LAYOUT_ID = "halls";
