// The result box reads these, the sponsor pager drops them, and a page carrying one is never shared.

export const RESULT_PARAMS = ["order_no", "status", "errmsg", "monthly"] as const;
